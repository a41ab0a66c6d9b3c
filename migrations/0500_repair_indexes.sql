-- repair: find sensors that need repair without scanning every sensor or every failure.
-- The sweep reads sensors failing/stale/redirected (oldest status change first) and live sensors
-- with repeated PAGE_REMOVED failures since their last success.
CREATE INDEX sensors_repair_candidates ON sensors (status_changed_at)
    WHERE status IN ('failing', 'stale', 'redirected');
CREATE INDEX failures_page_removed ON failures (sensor_id, occurred_at)
    WHERE failure_class = 'PAGE_REMOVED';
