-- fetcher (issue 3): a lease on a domain's in-flight count, so a replica that dies mid-request
-- cannot hold a domain's only slot forever; and per-run fetch claims, so concurrent duplicate
-- deliveries of one sensor.due make one request (the claim expires if its holder dies).

ALTER TABLE domains ADD COLUMN in_flight_until timestamptz;

CREATE TABLE fetch_claims (
    sensor_id      bigint NOT NULL,
    run_seq        bigint NOT NULL,
    token          text NOT NULL,
    claimed_until  timestamptz NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (sensor_id, run_seq)
);
CREATE INDEX fetch_claims_until ON fetch_claims (claimed_until);
