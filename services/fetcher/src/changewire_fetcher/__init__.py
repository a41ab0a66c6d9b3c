"""changewire fetcher service."""
