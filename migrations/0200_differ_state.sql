-- differ: idempotency and per-sensor memory of the differ service (issue 4).
-- One row per observation the differ has decided on, whatever the result: a duplicate
-- observation.fetched finds its row and does nothing (unchanged/noise/failed results create no
-- snapshot, so snapshots.observation_id alone cannot guard them).
CREATE TABLE differ_results (
    observation_id  bigint PRIMARY KEY REFERENCES observations (observation_id),
    sensor_id       bigint NOT NULL REFERENCES sensors (sensor_id),
    run_seq         bigint NOT NULL,
    result          snapshot_result NOT NULL,
    failure_class   failure_class,
    snapshot_id     bigint REFERENCES snapshots (snapshot_id),
    change_id       bigint REFERENCES changes (change_id),
    significance    significance,
    note            text,
    processed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX differ_results_sensor ON differ_results (sensor_id, processed_at);
CREATE INDEX differ_results_processed_at ON differ_results (processed_at);

-- What the differ remembers of each sensor between snapshots: hashes of the last body seen
-- (a noise result moves them without a snapshot) and recent content variants (flip-flops).
CREATE TABLE differ_sensor_state (
    sensor_id        bigint PRIMARY KEY REFERENCES sensors (sensor_id),
    visible_hash     text,
    normalized_hash  text,
    structured_hash  text,
    variants         jsonb NOT NULL DEFAULT '[]',
    last_observation_id bigint,
    last_fetched_at  timestamptz,
    updated_at       timestamptz NOT NULL DEFAULT now()
);
