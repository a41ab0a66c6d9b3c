-- scheduler: decayed counters behind sensors.change_rate_per_s (Cho & Garcia-Molina estimator over the
-- recent checks: n checks, x of them saw a change, covering span seconds; older checks decay by
-- 1 - 1/window per new check). checks_total / checks_changed stay lifetime counters.
ALTER TABLE sensors
    ADD COLUMN rate_checks   double precision NOT NULL DEFAULT 0,
    ADD COLUMN rate_changes  double precision NOT NULL DEFAULT 0,
    ADD COLUMN rate_span_s   double precision NOT NULL DEFAULT 0;
