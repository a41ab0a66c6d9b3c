-- changewire: the first data model (DESIGN.md "Data model").
-- Closed vocabularies are enums mirrored by changewire_common.vocab. Times are timestamptz (UTC).
-- Later migrations add columns or indexes; they do not redesign these tables.

CREATE TYPE surface AS ENUM (
    'homepage', 'careers', 'jobs_board', 'pricing', 'blog', 'newsroom', 'feed', 'docs',
    'changelog', 'status', 'legal', 'team', 'products', 'investors', 'contact', 'record_source');
CREATE TYPE sensor_kind AS ENUM ('html', 'json', 'feed', 'sitemap', 'ats', 'status_json', 'record_source');
CREATE TYPE sensor_status AS ENUM ('pending', 'active', 'failing', 'stale', 'retired', 'blocked', 'redirected');
CREATE TYPE company_status AS ENUM ('pending', 'discovering', 'active', 'failed', 'no_website');
CREATE TYPE fetch_outcome AS ENUM ('ok', 'not_modified', 'redirected', 'skipped', 'failed');
CREATE TYPE failure_class AS ENUM (
    'DNS', 'TIMEOUT', 'HTTP_4XX', 'HTTP_5XX', 'BOT_CHALLENGE', 'PARSING', 'SCHEMA', 'REDIRECT',
    'PAGE_REMOVED', 'RATE_LIMIT', 'ROBOTS', 'BLOCKED_DESTINATION', 'TOO_LARGE', 'UNKNOWN');
CREATE TYPE snapshot_result AS ENUM ('baseline', 'unchanged', 'noise', 'changed', 'failed');
CREATE TYPE significance AS ENUM ('minor', 'meaningful', 'major', 'critical');
CREATE TYPE change_status AS ENUM ('pending', 'archived');
CREATE TYPE review_kind AS ENUM ('sensor_migration', 'blocked_source', 'parse_degradation');
CREATE TYPE discovery_method AS ENUM (
    'nav', 'link', 'sitemap', 'robots', 'probe', 'subdomain', 'ats', 'feed', 'manual', 'repair');
CREATE TYPE entity_type AS ENUM ('job', 'person', 'product', 'pricing_plan', 'news_item', 'location', 'incident');

-- Companies and their onboarding state (discovery owns the onboarding fields).
CREATE TABLE companies (
    company_id        bigserial PRIMARY KEY,
    name              text NOT NULL,
    slug              text NOT NULL UNIQUE,
    website           text,
    canonical_domain  text,
    tier              smallint NOT NULL DEFAULT 3 CHECK (tier BETWEEN 1 AND 4),
    importance        real NOT NULL DEFAULT 0.5 CHECK (importance BETWEEN 0 AND 1),
    onboarding_status company_status NOT NULL DEFAULT 'pending',
    onboarding_error  text,
    social_profiles   jsonb NOT NULL DEFAULT '[]',
    discovery_stats   jsonb NOT NULL DEFAULT '{}',
    discovered_at     timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
);

-- One row per registrable domain: politeness slot shared by all fetcher replicas, budget, blocks.
CREATE TABLE domains (
    domain          text PRIMARY KEY,
    company_id      bigint REFERENCES companies (company_id) ON DELETE SET NULL,
    kind            text NOT NULL DEFAULT 'primary' CHECK (kind IN ('primary', 'redirect', 'ats', 'other')),
    redirects_to    text,
    next_slot_at    timestamptz NOT NULL DEFAULT '-infinity',
    spacing_s       real,                 -- per-domain override of the spacing setting
    crawl_delay_s   real,                 -- from robots.txt Crawl-delay (capped at 300)
    in_flight       integer NOT NULL DEFAULT 0 CHECK (in_flight >= 0),
    daily_budget    integer NOT NULL DEFAULT 2000 CHECK (daily_budget >= 0),
    used_today      integer NOT NULL DEFAULT 0,
    budget_day      date NOT NULL DEFAULT (now() AT TIME ZONE 'UTC')::date,
    blocked_until   timestamptz,
    blocked_reason  text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX domains_company ON domains (company_id);

-- A sensor watches one URL of one company surface.
CREATE TABLE sensors (
    sensor_id              bigserial PRIMARY KEY,
    company_id             bigint NOT NULL REFERENCES companies (company_id),
    surface                surface NOT NULL,
    kind                   sensor_kind NOT NULL DEFAULT 'html',
    url                    text NOT NULL,
    domain                 text,                  -- registrable domain of url
    config                 jsonb NOT NULL DEFAULT '{}',
    status                 sensor_status NOT NULL DEFAULT 'pending',
    status_reason          text,
    status_changed_at      timestamptz NOT NULL DEFAULT now(),
    tier                   char(1) NOT NULL DEFAULT 'C' CHECK (tier IN ('A', 'B', 'C', 'D', 'E')),
    base_interval_s        integer NOT NULL DEFAULT 21600 CHECK (base_interval_s > 0),
    current_interval_s     integer NOT NULL DEFAULT 21600 CHECK (current_interval_s > 0),
    next_run_at            timestamptz NOT NULL DEFAULT now(),
    priority               real NOT NULL DEFAULT 0.5,
    -- the run in flight: run_seq is bumped by every claim; run_open until its terminal outcome
    run_seq                bigint NOT NULL DEFAULT 0,
    run_open               boolean NOT NULL DEFAULT false,
    lease_until            timestamptz,
    run_due_at             timestamptz,
    -- conditional GET validators of the last 200
    etag                   text,
    last_modified          text,
    -- content identity of the last snapshot (differ)
    normalized_hash        text,
    structured_hash        text,
    last_snapshot_id       bigint,
    -- counters and estimates (scheduler)
    consecutive_unchanged  integer NOT NULL DEFAULT 0,
    consecutive_failures   integer NOT NULL DEFAULT 0,
    last_failure_class     failure_class,
    last_outcome           text,
    last_run_at            timestamptz,
    last_success_at        timestamptz,
    last_change_at         timestamptz,
    checks_total           integer NOT NULL DEFAULT 0,
    checks_changed         integer NOT NULL DEFAULT 0,
    change_rate_per_s      double precision,
    quality_score          real NOT NULL DEFAULT 50 CHECK (quality_score BETWEEN 0 AND 100),
    discovery_method       discovery_method NOT NULL DEFAULT 'manual',
    discovery_confidence   real NOT NULL DEFAULT 1.0,
    created_at             timestamptz NOT NULL DEFAULT now(),
    updated_at             timestamptz NOT NULL DEFAULT now()
);
-- the due-sensor claim: claimable statuses ordered by next_run_at
CREATE INDEX sensors_due ON sensors (next_run_at)
    WHERE status IN ('pending', 'active', 'failing', 'stale');
CREATE INDEX sensors_lease ON sensors (lease_until) WHERE run_open;
CREATE INDEX sensors_company ON sensors (company_id, surface);
CREATE INDEX sensors_status ON sensors (status);
-- one live sensor per company and URL and kind (discovery re-runs are idempotent)
CREATE UNIQUE INDEX sensors_live_url ON sensors (company_id, kind, url) WHERE status <> 'retired';

-- One observation per run: the fetcher's record of what happened.
CREATE TABLE observations (
    observation_id  bigserial PRIMARY KEY,
    sensor_id       bigint NOT NULL REFERENCES sensors (sensor_id),
    run_seq         bigint NOT NULL,
    outcome         fetch_outcome NOT NULL,
    failure_class   failure_class,
    http_status     integer,
    error           text,
    url             text NOT NULL,
    final_url       text,
    redirect_url    text,
    etag            text,
    last_modified   text,
    content_type    text,
    charset         text,
    bytes           integer NOT NULL DEFAULT 0,
    dns_ms          real,
    connect_ms      real,
    first_byte_ms   real,
    total_ms        real,
    blob_key        text,
    skip_until      timestamptz,
    attempts        integer NOT NULL DEFAULT 1,
    due_at          timestamptz,
    fetched_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (sensor_id, run_seq)
);
CREATE INDEX observations_fetched_at ON observations (fetched_at);

-- Snapshot vN of a sensor's content (differ).
CREATE TABLE snapshots (
    snapshot_id            bigserial PRIMARY KEY,
    sensor_id              bigint NOT NULL REFERENCES sensors (sensor_id),
    observation_id         bigint NOT NULL UNIQUE REFERENCES observations (observation_id),
    version                integer NOT NULL,
    previous_snapshot_id   bigint REFERENCES snapshots (snapshot_id),
    result                 snapshot_result NOT NULL,
    normalized_hash        text NOT NULL,
    structured_hash        text,
    raw_blob_key           text,
    text_blob_key          text,
    blocks_blob_key        text,
    structured             jsonb NOT NULL DEFAULT '{}',
    summary                jsonb NOT NULL DEFAULT '{}',
    extraction_confidence  real NOT NULL DEFAULT 0,
    fetched_at             timestamptz NOT NULL,
    created_at             timestamptz NOT NULL DEFAULT now(),
    UNIQUE (sensor_id, version)
);
CREATE INDEX snapshots_created_at ON snapshots (created_at);

-- A detected change (one per snapshot at most).
CREATE TABLE changes (
    change_id            bigserial PRIMARY KEY,
    sensor_id            bigint NOT NULL REFERENCES sensors (sensor_id),
    company_id           bigint NOT NULL REFERENCES companies (company_id),
    surface              surface NOT NULL,
    snapshot_before_id   bigint REFERENCES snapshots (snapshot_id),
    snapshot_after_id    bigint NOT NULL UNIQUE REFERENCES snapshots (snapshot_id),
    kind                 text NOT NULL,
    significance         significance NOT NULL,
    delta                jsonb NOT NULL DEFAULT '{}',
    summary              text NOT NULL DEFAULT '',
    status               change_status NOT NULL,
    observed_from        timestamptz,
    detected_at          timestamptz NOT NULL,
    source_published_at  timestamptz,
    created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX changes_sensor ON changes (sensor_id, detected_at);
CREATE INDEX changes_company ON changes (company_id, detected_at);

-- Typed entities reconciled per sensor; pricing plans are versioned (valid_to set on the old row).
CREATE TABLE entities (
    entity_id      bigserial PRIMARY KEY,
    sensor_id      bigint NOT NULL REFERENCES sensors (sensor_id),
    company_id     bigint NOT NULL REFERENCES companies (company_id),
    entity_type    entity_type NOT NULL,
    entity_key     text NOT NULL,
    version        integer NOT NULL DEFAULT 1,
    fingerprint    text,
    data           jsonb NOT NULL DEFAULT '{}',
    first_seen_at  timestamptz NOT NULL,
    last_seen_at   timestamptz NOT NULL,
    removed_at     timestamptz,
    valid_from     timestamptz NOT NULL DEFAULT now(),
    valid_to       timestamptz,
    UNIQUE (sensor_id, entity_type, entity_key, version)
);
CREATE UNIQUE INDEX entities_current ON entities (sensor_id, entity_type, entity_key) WHERE valid_to IS NULL;
CREATE INDEX entities_company ON entities (company_id, entity_type);

CREATE TABLE failures (
    failure_id      bigserial PRIMARY KEY,
    sensor_id       bigint NOT NULL REFERENCES sensors (sensor_id),
    observation_id  bigint REFERENCES observations (observation_id),
    run_seq         bigint,
    failure_class   failure_class NOT NULL,
    http_status     integer,
    error           text,
    occurred_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX failures_sensor ON failures (sensor_id, occurred_at);

CREATE TABLE review_queue (
    review_id    bigserial PRIMARY KEY,
    kind         review_kind NOT NULL,
    sensor_id    bigint REFERENCES sensors (sensor_id),
    company_id   bigint REFERENCES companies (company_id),
    status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    payload      jsonb NOT NULL DEFAULT '{}',
    created_at   timestamptz NOT NULL DEFAULT now(),
    resolved_at  timestamptz
);
-- at most one open item per kind and sensor
CREATE UNIQUE INDEX review_queue_open ON review_queue (kind, sensor_id) WHERE status = 'open';

-- One row per scheduler tick.
CREATE TABLE crawl_runs (
    crawl_run_id   bigserial PRIMARY KEY,
    scheduler_id   text NOT NULL,
    started_at     timestamptz NOT NULL DEFAULT now(),
    finished_at    timestamptz,
    claimed        integer NOT NULL DEFAULT 0,
    reissued       integer NOT NULL DEFAULT 0,
    ok             integer NOT NULL DEFAULT 0,
    changed        integer NOT NULL DEFAULT 0,
    meaningful     integer NOT NULL DEFAULT 0,
    failed         integer NOT NULL DEFAULT 0,
    not_modified   integer NOT NULL DEFAULT 0,
    unchanged      integer NOT NULL DEFAULT 0,
    skipped        integer NOT NULL DEFAULT 0,
    redirected     integer NOT NULL DEFAULT 0,
    tick_ms        real
);
CREATE INDEX crawl_runs_started ON crawl_runs (started_at);

-- Durable jobs (onboarding): the row is the truth, the event only wakes a worker.
CREATE TABLE queue_jobs (
    job_id        bigserial PRIMARY KEY,
    kind          text NOT NULL,
    company_id    bigint REFERENCES companies (company_id),
    status        text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'dead')),
    payload       jsonb NOT NULL DEFAULT '{}',
    attempts      integer NOT NULL DEFAULT 0,
    max_attempts  integer NOT NULL DEFAULT 3,
    run_after     timestamptz NOT NULL DEFAULT now(),
    locked_by     text,
    locked_until  timestamptz,
    last_error    text,
    result        jsonb,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    finished_at   timestamptz
);
-- at most one active job of a kind per company (a constraint, not a check-then-insert)
CREATE UNIQUE INDEX queue_jobs_active ON queue_jobs (kind, company_id) WHERE status IN ('queued', 'running');
CREATE INDEX queue_jobs_claim ON queue_jobs (run_after) WHERE status IN ('queued', 'running');

-- Fetch units spent per company, service and day.
CREATE TABLE cost_ledger (
    company_id  bigint NOT NULL REFERENCES companies (company_id),
    day         date NOT NULL,
    service     text NOT NULL,
    units       bigint NOT NULL DEFAULT 0,
    bytes       bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (company_id, day, service)
);

CREATE TABLE settings_kv (
    key         text PRIMARY KEY,
    value       jsonb NOT NULL,
    updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The transactional outbox: business code inserts inside its transaction; relays publish.
CREATE TABLE outbox (
    outbox_id     bigserial PRIMARY KEY,
    msg_id        text NOT NULL UNIQUE,
    subject       text NOT NULL,
    payload       bytea NOT NULL,
    headers       jsonb,
    created_at    timestamptz NOT NULL DEFAULT now(),
    claimed_until timestamptz,
    attempts      integer NOT NULL DEFAULT 0,
    last_error    text,
    published_at  timestamptz
);
CREATE INDEX outbox_unpublished ON outbox (outbox_id) WHERE published_at IS NULL;
CREATE INDEX outbox_published_at ON outbox (published_at) WHERE published_at IS NOT NULL;

-- Wake relays right after commit (NOTIFY is delivered at commit; one per statement).
CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('changewire_outbox', '');
    RETURN NULL;
END $$;
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox
    FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify();

-- Inbox for handlers without a natural key: (consumer, message id) claimed in the handler's transaction.
CREATE TABLE processed_messages (
    consumer      text NOT NULL,
    msg_id        text NOT NULL,
    processed_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, msg_id)
);

-- Poison messages, terminated after max deliveries or a decode error.
CREATE TABLE dead_letters (
    dead_letter_id  bigserial PRIMARY KEY,
    consumer        text NOT NULL,
    stream          text,
    subject         text NOT NULL,
    msg_id          text,
    stream_seq      bigint,
    payload         bytea,
    headers         jsonb,
    error           text NOT NULL,
    deliveries      integer NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX dead_letters_once ON dead_letters (consumer, msg_id) WHERE msg_id IS NOT NULL;
