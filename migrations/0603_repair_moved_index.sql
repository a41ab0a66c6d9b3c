-- repair: find live sensors whose runs land on another URL (a page moved with a 301 within its site) without
-- scanning every observation: only the few redirected-but-answered runs are indexed, by time.
CREATE INDEX observations_moved ON observations (fetched_at)
    WHERE outcome = 'ok' AND final_url IS NOT NULL AND final_url <> url;
