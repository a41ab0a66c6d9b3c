"""Subcommands the discovery service contributes to `changewire`."""
from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    return None
