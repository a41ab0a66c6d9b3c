"""Volatile-fragment neutralisation (volatile.py): a table of fragments that must compare equal
across fetches, fragments that must not, and hypothesis properties (deterministic, idempotent)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from changewire_differ.volatile import clean, neutralize, words

SAME = [
    ("Posted 3 hours ago", "Posted 5 minutes ago"),
    ("Updated an hour ago", "Updated 2 days ago"),
    ("Last updated: March 3, 2025", "Last updated: March 9, 2025"),
    ("Last updated 2025-03-03 10:42", "Last updated 2025-03-09 14:07"),
    ("Effective date: 1 May 2025", "Effective date: 12 June 2025"),
    ("1,234 views · 12 comments", "1,301 views · 19 comments"),
    ("3.4k likes", "3.9k likes"),
    ("© 2024 Acme Inc. All rights reserved.", "© 2025 Acme Inc. All rights reserved."),
    ("Copyright 2019–2024 Acme", "Copyright 2019–2025 Acme"),
    ("Request ID: 7f3a9c2b1e", "Request ID: 0b1c2d3e4f"),
    ("Ray ID: 7d9f8a6b5c4d3e2f", "Ray ID: 1a2b3c4d5e6f7a8b"),
    ("Refreshed at 10:42 UTC", "Refreshed at 14:07 UTC"),
    ("Page generated in 0.123 seconds", "Page generated in 0.871 seconds"),
    ("320 people found this helpful", "355 people found this helpful"),
    ("Tuesday, March 4, 2025", "Wednesday, March 5, 2025"),
    ("5 min read", "7 min read"),
    ("vor 3 Stunden", "vor 5 Stunden"),
    ("il y a 2 jours", "il y a 4 jours"),
    ("session c2VjcmV0VG9rZW5BYmNEZWYxMjM0NTY3ODkw here", "session QW5vdGhlclRva2VuWHl6MTIzNDU2Nzg5MGFi here"),
    ("“Quoted” — text", '"Quoted" - text'),
    ("Trusted by 4,200+ teams", "Trusted by 4,300+ teams"),
    ("5,000+ happy customers", "6,000+ happy customers"),
    ("12B events tracked this month", "13B events tracked this month"),
    ("1.2 billion requests served last week", "1.4 billion requests served last week"),
    # a precise figure before an audience is a counter ticking (a claim an editor writes is round: DIFFERENT)
    ("Join 12,431 teams who ship faster", "Join 12,502 teams who ship faster"),
    ("Used by 3,217 companies", "Used by 3,264 companies"),
    ("Trusted by 10.482 businesses", "Trusted by 10.517 businesses"),
    ("48213 developers and counting", "48391 developers and counting"),
    ("12,431 happy customers", "12,431+ happy customers"),
    # a server-rendered countdown in compact units
    ("Countdown: 12d 04h 33m", "Countdown: 11d 22h 07m"),
    ("Doors open 3d:07h:12m:09s", "Doors open 2d:19h:45m:51s"),
    ("04h 12m 33s", "03h 58m 02s"),
]

DIFFERENT = [
    ("Plans start at $29 per month", "Plans start at $39 per month"),
    ("We are 140 people", "We are 150 people"),
    ("Published on March 3, 2025", "Published on March 9, 2025"),  # a post's date is content
    ("Senior Backend Engineer", "Staff Backend Engineer"),
    ("30 days' notice", "14 days' notice"),
    ("Version 2.3.0", "Version 2.4.0"),
    ("Trusted by 4,000 companies", "Trusted by 5,000 companies"),  # an edited claim, not a live counter
    ("Up to 10 users", "Up to 20 users"),  # plan limits
    ("10+ users", "20+ users"),
    ("$5,000+ enterprises", "$6,000+ enterprises"),
    ("100+ integrations", "150+ integrations"),
    ("Join 12,000 teams", "Join 15,000 teams"),  # round figures: edited claims
    ("Join 1,250 clients", "Join 1,300 clients"),
    ("Join 12,431 teams", "Join 15,000 teams"),  # a counter replaced by a claim
    ("$12,431 customers", "$12,502 customers"),
    ("Course length 2h 30m", "Course length 3h 15m"),  # a length, not a timer
    ("Refunds are processed in 14 days", "Refunds are processed in 30 days"),
]


@pytest.mark.parametrize(("a", "b"), SAME)
def test_volatile_fragments_compare_equal(a: str, b: str) -> None:
    assert neutralize(clean(a)) == neutralize(clean(b))


@pytest.mark.parametrize(("a", "b"), DIFFERENT)
def test_content_differences_survive(a: str, b: str) -> None:
    assert neutralize(clean(a)) != neutralize(clean(b))


def test_clean_collapses_whitespace_and_zero_width() -> None:
    assert clean("  Hello\u200b \n\t world\u00ad ") == "Hello world"
    assert clean("") == ""


def test_words_keep_numbers_whole() -> None:
    assert words("Price $1,299.00 per seat") == ["Price", "$", "1,299.00", "per", "seat"]


_TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200)
_PARTS = st.lists(st.sampled_from(["Posted", "3", "hours", "ago", "Last", "updated:", "March", "2025", "views", "©",
                                   "10:42", "UTC", "$29", "·", "—", "deadbeefcafebabe1234", "min", "read", "people",
                                   "found", "this", "helpful", "1,234", "Request", "ID:", "x7Yz"]), max_size=25).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(_TEXT, _PARTS))
def test_neutralize_is_deterministic_and_idempotent(text: str) -> None:
    once = neutralize(clean(text))
    assert once == neutralize(clean(text))
    assert neutralize(once) == once
    assert clean(clean(text)) == clean(text)
