"""Fifth hostile-server round, the shared client's pure parts (tests/integration/test_fetch_redteam5.py has
the servers): request URLs built as browsers build them."""
from __future__ import annotations

import pytest

from changewire_common.http.client import request_url


@pytest.mark.parametrize(("url", "expected"), [
    # explicit default ports
    ("http://hostile.test:80/ok", "http://hostile.test/ok"),
    ("https://hostile.test:443/ok", "https://hostile.test/ok"),
    ("https://hostile.test:80/ok", "https://hostile.test:80/ok"),
    ("http://hostile.test:8080/ok", "http://hostile.test:8080/ok"),
    # dot segments, plain and escaped, above the root, at the end; the query is never touched
    ("http://h.test/a/../b", "http://h.test/b"),
    ("http://h.test/./b", "http://h.test/b"),
    ("http://h.test/a/b/../../c", "http://h.test/c"),
    ("http://h.test/a/%2e%2E/c", "http://h.test/c"),
    ("http://h.test/a/.%2e/c", "http://h.test/c"),
    ("http://h.test/../../c", "http://h.test/c"),
    ("http://h.test/a/..", "http://h.test/"),
    ("http://h.test/a/.", "http://h.test/a/"),
    ("http://h.test/a/./b/?next=/../x", "http://h.test/a/b/?next=/../x"),
    ("http://h.test/a..b/.c/..d", "http://h.test/a..b/.c/..d"),
    ("http://h.test:80/x/./y/../../ok", "http://h.test/ok"),
    # full-width and ideographic forms (UTS-46): the ASCII host they map to
    ("http://\uff48\uff4f\uff53\uff54\uff49\uff4c\uff45\uff0e\uff54\uff45\uff53\uff54/ok", "http://hostile.test/ok"),
    ("http://\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11:8080/", "http://127.0.0.1:8080/"),
    ("http://example\u3002com/", "http://example.com/"),
    ("https://\uff25\uff38\uff21\uff2d\uff30\uff2c\uff25.com:443/", "https://example.com/"),
    # a U-label stays one (lower case), an A-label as written
    ("http://B\u00dcCHER.de/", "http://b\u00fccher.de/"),
    ("http://xn--bcher-kva.de/", "http://xn--bcher-kva.de/"),
])
def test_request_url_as_browsers_build_it(url: str, expected: str) -> None:
    assert request_url(url) == expected
    assert request_url(expected) == expected
