"""Shared fixtures: env cleaning, real servers (see changewire_common.testing), isolation per module."""
from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from changewire_common.testing import ServerStack, new_prefix

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus"
_SESSION_ENV = {k: os.environ[k] for k in ("CHANGEWIRE_DATABASE_URL", "CHANGEWIRE_NATS_URL") if k in os.environ}


@pytest.fixture(autouse=True)
def clean_environ(monkeypatch: pytest.MonkeyPatch) -> None:
    """Drop CHANGEWIRE_* settings other than the server URLs the session started with."""
    for k in list(os.environ):
        if k.startswith("CHANGEWIRE_") and k not in _SESSION_ENV:
            monkeypatch.delenv(k, raising=False)


@pytest.fixture(scope="session")
def servers() -> Iterator[ServerStack]:
    stack = ServerStack()
    stack.start()
    yield stack
    stack.stop()


@pytest.fixture(scope="module")
def db_url(servers: ServerStack) -> str:
    """A migrated database of this test module's own."""
    import asyncio

    return asyncio.run(servers.create_database())


@pytest.fixture
def fresh_db_url(servers: ServerStack) -> str:
    """A migrated database of this test's own."""
    import asyncio

    return asyncio.run(servers.create_database())


@pytest.fixture(scope="module")
def nats_url(servers: ServerStack) -> str:
    return servers.nats_url


@pytest.fixture(scope="module")
def nats_prefix() -> str:
    """A subject/stream prefix of this module's own on the shared nats-server."""
    return new_prefix()


@pytest.fixture
async def pool(db_url: str) -> AsyncIterator[object]:
    from changewire_common.db import create_pool

    p = await create_pool(db_url, attempts=3, max_size=10)
    yield p
    await p.close()


@pytest.fixture
def corpus_dir() -> Path:
    if not CORPUS.exists():
        pytest.skip("../shared/corpus not present")
    return CORPUS


#: test modules that also run on uvloop, the loop every service process runs on (CHANGEWIRE_EVENT_LOOP=auto):
#: the shared HTTP client against hostile servers and the SSRF decoys, politeness, every service in-process
#: (each with its outbox relay), the consumer's drain and the relay's resilience. (A module listed here must
#: keep its runs apart on its module's database and stream prefix: each test runs twice on them.)
UVLOOP_MODULES = frozenset({
    "test_http_client", "test_http_politeness", "test_fetcher_runs", "test_fetcher_service", "test_differ_service",
    "test_scheduler_service", "test_discovery_service", "test_repair_service", "test_bus_drain",
    "test_outbox_resilience", "test_blob_writer_process",
})


@pytest.hookimpl(optionalhook=True)
def pytest_asyncio_loop_factories(config: pytest.Config, item: pytest.Item) -> dict[str, object]:
    """Every async test runs on the standard loop; those of UVLOOP_MODULES run on uvloop as well."""
    import asyncio

    factories: dict[str, object] = {"asyncio": asyncio.new_event_loop}
    if item.module is not None and item.module.__name__.rsplit(".", 1)[-1] in UVLOOP_MODULES:  # type: ignore[attr-defined]
        try:
            import uvloop
        except ImportError:
            pass
        else:
            factories["uvloop"] = uvloop.new_event_loop
    return factories
