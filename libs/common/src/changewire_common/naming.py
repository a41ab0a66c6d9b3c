"""Subject, stream and durable names under an optional prefix (CHANGEWIRE_NATS_PREFIX).

The prefix isolates tests on a shared server; it is empty in production. Business code and the
outbox store unprefixed subjects; only the bus adapters apply the prefix.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_VALID = re.compile(r"^[A-Za-z0-9_-]*$")


@dataclass(frozen=True)
class Naming:
    prefix: str = ""

    def __post_init__(self) -> None:
        if not _VALID.match(self.prefix):
            raise ValueError(f"NATS prefix may hold letters, digits, '_' and '-' only, got {self.prefix!r}")

    def subject(self, subject: str) -> str:
        return f"{self.prefix}.{subject}" if self.prefix else subject

    def unprefix(self, subject: str) -> str:
        if self.prefix and subject.startswith(self.prefix + "."):
            return subject[len(self.prefix) + 1 :]
        return subject

    def stream(self, name: str) -> str:
        return f"{self.prefix.upper()}_{name}" if self.prefix else name

    def durable(self, name: str) -> str:
        return f"{self.prefix}-{name}" if self.prefix else name
