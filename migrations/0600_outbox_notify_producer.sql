-- Relay wake-ups name their producer: the NOTIFY payload is the inserting session's application_name.
-- A service process tags its pool connections `changewire:relay:<service>:<host>:<pid>` and its relay
-- wakes only for its own commits (or for untagged producers: CLIs, tests, other tools); every relay
-- still polls (CHANGEWIRE_OUTBOX_POLL_S), so rows of a process that died are published by the others.
-- Before this, every commit woke every relay of every service, and all but one claimed nothing.
CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('changewire_outbox', coalesce(current_setting('application_name', true), ''));
    RETURN NULL;
END $$;
