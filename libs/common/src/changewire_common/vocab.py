"""Closed vocabularies shared by every service; mirrored by Postgres enums in migrations/0001.

Pure: no I/O. A value added here needs a migration that adds it to the matching enum type.
"""
from __future__ import annotations

from enum import StrEnum


class Surface(StrEnum):
    HOMEPAGE = "homepage"
    CAREERS = "careers"
    JOBS_BOARD = "jobs_board"
    PRICING = "pricing"
    BLOG = "blog"
    NEWSROOM = "newsroom"
    FEED = "feed"
    DOCS = "docs"
    CHANGELOG = "changelog"
    STATUS = "status"
    LEGAL = "legal"
    TEAM = "team"
    PRODUCTS = "products"
    INVESTORS = "investors"
    CONTACT = "contact"
    RECORD_SOURCE = "record_source"


class SensorKind(StrEnum):
    HTML = "html"
    JSON = "json"
    FEED = "feed"
    SITEMAP = "sitemap"
    ATS = "ats"
    STATUS_JSON = "status_json"
    RECORD_SOURCE = "record_source"


class SensorStatus(StrEnum):
    PENDING = "pending"
    ACTIVE = "active"
    FAILING = "failing"
    STALE = "stale"
    RETIRED = "retired"
    BLOCKED = "blocked"
    REDIRECTED = "redirected"


#: statuses the scheduler claims runs for
CLAIMABLE_STATUSES: tuple[SensorStatus, ...] = (
    SensorStatus.PENDING,
    SensorStatus.ACTIVE,
    SensorStatus.FAILING,
    SensorStatus.STALE,
)


class CompanyStatus(StrEnum):
    PENDING = "pending"
    DISCOVERING = "discovering"
    ACTIVE = "active"
    FAILED = "failed"
    NO_WEBSITE = "no_website"


class FetchOutcome(StrEnum):
    OK = "ok"
    NOT_MODIFIED = "not_modified"
    REDIRECTED = "redirected"
    SKIPPED = "skipped"
    FAILED = "failed"


class FailureClass(StrEnum):
    DNS = "DNS"
    TIMEOUT = "TIMEOUT"
    HTTP_4XX = "HTTP_4XX"
    HTTP_5XX = "HTTP_5XX"
    BOT_CHALLENGE = "BOT_CHALLENGE"
    PARSING = "PARSING"
    SCHEMA = "SCHEMA"
    REDIRECT = "REDIRECT"
    PAGE_REMOVED = "PAGE_REMOVED"
    RATE_LIMIT = "RATE_LIMIT"
    ROBOTS = "ROBOTS"
    BLOCKED_DESTINATION = "BLOCKED_DESTINATION"
    TOO_LARGE = "TOO_LARGE"
    UNKNOWN = "UNKNOWN"


class SnapshotResult(StrEnum):
    BASELINE = "baseline"
    UNCHANGED = "unchanged"
    NOISE = "noise"
    CHANGED = "changed"
    FAILED = "failed"


class Significance(StrEnum):
    MINOR = "minor"
    MEANINGFUL = "meaningful"
    MAJOR = "major"
    CRITICAL = "critical"


SIGNIFICANCE_ORDER: dict[str, int] = {"noise": 0, "minor": 1, "meaningful": 2, "major": 3, "critical": 4}


class ChangeStatus(StrEnum):
    PENDING = "pending"
    ARCHIVED = "archived"


class ReviewKind(StrEnum):
    SENSOR_MIGRATION = "sensor_migration"
    BLOCKED_SOURCE = "blocked_source"
    PARSE_DEGRADATION = "parse_degradation"


class DiscoveryMethod(StrEnum):
    NAV = "nav"
    LINK = "link"
    SITEMAP = "sitemap"
    ROBOTS = "robots"
    PROBE = "probe"
    SUBDOMAIN = "subdomain"
    ATS = "ats"
    FEED = "feed"
    MANUAL = "manual"
    REPAIR = "repair"


class EntityType(StrEnum):
    JOB = "job"
    PERSON = "person"
    PRODUCT = "product"
    PRICING_PLAN = "pricing_plan"
    NEWS_ITEM = "news_item"
    LOCATION = "location"
    INCIDENT = "incident"


def tier_letter(interval_s: float) -> str:
    """Tier letter for a current interval in seconds: A ≤ 30 min < B ≤ 2 h < C ≤ 8 h < D ≤ 24 h < E."""
    if interval_s <= 30 * 60:
        return "A"
    if interval_s <= 2 * 3600:
        return "B"
    if interval_s <= 8 * 3600:
        return "C"
    if interval_s <= 24 * 3600:
        return "D"
    return "E"


#: base check interval by surface, seconds (DESIGN.md "Scheduling"); discovery seeds with it, the
#: scheduler starts from it (its settings may override entries)
SURFACE_BASE_INTERVAL_S: dict[str, int] = {
    "status": 600,
    "feed": 3600,
    "jobs_board": 3 * 3600,
    "careers": 6 * 3600,
    "blog": 6 * 3600,
    "newsroom": 6 * 3600,
    "pricing": 12 * 3600,
    "products": 12 * 3600,
    "homepage": 12 * 3600,
    "docs": 12 * 3600,
    "changelog": 12 * 3600,
    "team": 24 * 3600,
    "legal": 24 * 3600,
    "investors": 24 * 3600,
    "contact": 7 * 86400,
    # not in DESIGN.md's list: API record sources are read like a careers page
    "record_source": 6 * 3600,
}

#: base-interval factor by company tier (1 = most important)
COMPANY_TIER_FACTOR: dict[int, float] = {1: 0.5, 2: 0.75, 3: 1.0, 4: 1.5}
