"""Selection bugs found by the third discovery red-team round (tests/integration/test_discovery_redteam3.py)."""
from __future__ import annotations

from changewire_common.vocab import DiscoveryMethod, Surface
from changewire_discovery.select import Candidate, select


def _legal(url: str, conf: float) -> Candidate:
    return Candidate(Surface.LEGAL, url, DiscoveryMethod.NAV, conf, None)


def test_the_legal_sensor_is_not_a_trust_centre_one_level_up() -> None:
    """An enterprise footer's legal column: /legal/privacy, /legal/terms, /legal/cookies and a /trust centre.
    Unverified all (legal is verified last), the Trust Center won on depth alone; a secondary legal page
    (trust, security, cookies, accessibility ...) now ranks below any privacy policy, terms or imprint."""
    cands = [_legal("https://m.com/trust", 0.85), _legal("https://m.com/legal/terms", 0.931),
             _legal("https://m.com/legal/privacy", 0.874), _legal("https://m.com/legal/cookies", 0.85),
             _legal("https://m.com/accessibility", 0.8)]
    [chosen] = select(cands, 12)
    assert chosen.url == "https://m.com/legal/terms"


def test_a_secondary_legal_page_is_still_the_legal_sensor_when_alone() -> None:
    [chosen] = select([_legal("https://m.com/cookie-policy", 0.7), _legal("https://m.com/trust", 0.6)], 12)
    assert chosen.url == "https://m.com/cookie-policy"


def test_a_status_json_summary_beats_its_status_page_read_as_html() -> None:
    """An Instatus page on status.insta.test is verified as HTML first, then its /summary.json answers: both
    verified, same confidence — the page won the tie and the JSON (components, incidents) was left out."""
    from changewire_common.vocab import SensorKind
    html = Candidate(Surface.STATUS, "https://status.i.com/", DiscoveryMethod.NAV, 0.926, True)
    js = Candidate(Surface.STATUS, "https://status.i.com/summary.json", DiscoveryMethod.NAV, 0.926, True,
                   SensorKind.STATUS_JSON, {"format": "instatus"})
    assert [c.url for c in select([html, js], 12)] == ["https://status.i.com/summary.json"]
    assert [c.url for c in select([html], 12)] == ["https://status.i.com/"]
