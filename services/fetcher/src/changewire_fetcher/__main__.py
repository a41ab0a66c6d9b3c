"""`python -m changewire_fetcher`: run the fetcher service (same as `changewire service fetcher`)."""
from __future__ import annotations

import sys

from changewire_common.cli import main

if __name__ == "__main__":
    sys.exit(main(["service", "fetcher", *sys.argv[1:]]))
