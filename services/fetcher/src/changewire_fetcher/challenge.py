"""Re-export only: bot-challenge recognition moved to `changewire_common.challenge` (discovery and repair
share it). Kept for the tests that import it from here; new code imports the common module."""
from __future__ import annotations

from changewire_common.challenge import CHALLENGE_HOSTS, detect_challenge, visible_text_length

__all__ = ["CHALLENGE_HOSTS", "detect_challenge", "visible_text_length"]
