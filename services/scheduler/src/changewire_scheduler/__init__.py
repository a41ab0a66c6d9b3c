"""changewire scheduler service."""
