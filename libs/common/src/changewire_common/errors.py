"""The error taxonomy every service shares. Third-party exceptions are translated at the edge.

    ChangewireError
      ConfigError             startup only; the process exits with code 2
      TransientError          retry with backoff: timeouts, 5xx, 429, resets, DB/NATS unavailable
      PermanentError          do not retry: 404/410, unsupported content, robots disallow
      PoisonMessage           cannot decode or violates the schema: term, dead-letter, count
      MigrationError          a migration file was edited after it was applied, or failed
"""
from __future__ import annotations


class ChangewireError(Exception):
    """Base of every error changewire raises on purpose."""


class ConfigError(ChangewireError):
    """Invalid settings. `problems` lists one line per bad variable."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("invalid settings:\n  " + "\n  ".join(self.problems))


class TransientError(ChangewireError):
    """Worth retrying later. `retry_after_s` is a hint (None: use the consumer's backoff)."""

    def __init__(self, message: str, *, retry_after_s: float | None = None) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class PermanentError(ChangewireError):
    """Will fail the same way again; do not retry."""


class PoisonMessage(ChangewireError):
    """A message that cannot be decoded or violates its schema."""


class MigrationError(ChangewireError):
    """A migration could not be applied, or an applied file was edited."""
