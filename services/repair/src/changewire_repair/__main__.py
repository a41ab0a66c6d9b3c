"""`python -m changewire_repair`: run the repair service (same as `changewire service repair`)."""
from __future__ import annotations

import sys

from changewire_common.cli import main

if __name__ == "__main__":
    sys.exit(main(["service", "repair", *sys.argv[1:]]))
