-- scheduler: bot challenges (failure class BOT_CHALLENGE) among the sensor's current run of consecutive
-- failures; a success resets it, other failure classes and skipped runs keep it. DESIGN.md: "repeated
-- BOT_CHALLENGE → a blocked_source review item" — a site answering challenges and 429s by turns is
-- blocking us all the same, which the latest failure class alone cannot see.
ALTER TABLE sensors ADD COLUMN failure_run_challenges integer NOT NULL DEFAULT 0
    CONSTRAINT sensors_failure_run_challenges_nonneg CHECK (failure_run_challenges >= 0);
-- a sensor whose current failure run ended on a challenge has had at least that one
UPDATE sensors SET failure_run_challenges = 1
WHERE consecutive_failures > 0 AND last_failure_class = 'BOT_CHALLENGE';
