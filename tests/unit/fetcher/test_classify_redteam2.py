"""Second hostile-server round, the fetcher's pure parts: a 304 to a request without validators, and
validators from the command line that cannot be header field values."""
from __future__ import annotations

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_response
from changewire_fetcher.cli import _bad_field_value


def test_a_304_is_not_modified_only_when_the_request_was_conditional() -> None:
    def c304(conditional: bool) -> object:
        return classify_response(304, {}, b"", final_url="https://www.acme.com/careers", sensor_domain="acme.com",
                                 conditional=conditional)

    assert c304(True).outcome == FetchOutcome.NOT_MODIFIED  # type: ignore[attr-defined]
    c = c304(False)
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.UNKNOWN)  # type: ignore[attr-defined]
    assert "without validators" in c.error  # type: ignore[attr-defined]


@pytest.mark.parametrize(("value", "bad"), [
    ('"v1"', False), ('W/"abc-123"', False), ("Wed, 21 Oct 2015 07:28:00 GMT", False), ('"a\tb"', False),
    ('"\ufffd"', False), (None, False),
    ('"v1"\r\nX-Injected: 1', True), ('"v1"\nX: 1', True), ('"v1"\r', True), ('"v1"\x00', True), ("\x7f", True),
    ("\x1b[31m", True),
])
def test_validators_that_cannot_be_field_values(value: str | None, bad: bool) -> None:
    why = _bad_field_value(value)
    assert (why is not None) == bad
    if bad:
        assert "control characters" in why  # type: ignore[operator]
