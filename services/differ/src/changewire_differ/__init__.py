"""changewire differ service."""
