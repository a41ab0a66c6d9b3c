"""changewire repair service."""
