"""`python -m changewire_scheduler`: run the scheduler service (same as `changewire service scheduler`)."""
from __future__ import annotations

import sys

from changewire_common.cli import main

if __name__ == "__main__":
    sys.exit(main(["service", "scheduler", *sys.argv[1:]]))
