"""`python -m changewire_discovery`: run the discovery service (same as `changewire service discovery`)."""
from __future__ import annotations

import sys

from changewire_common.cli import main

if __name__ == "__main__":
    sys.exit(main(["service", "discovery", *sys.argv[1:]]))
