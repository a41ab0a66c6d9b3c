"""`python -m changewire_differ`: run the differ service (same as `changewire service differ`)."""
from __future__ import annotations

import sys

from changewire_common.cli import main

if __name__ == "__main__":
    sys.exit(main(["service", "differ", *sys.argv[1:]]))
