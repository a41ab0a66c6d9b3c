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
