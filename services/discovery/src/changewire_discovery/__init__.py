"""changewire discovery service."""
