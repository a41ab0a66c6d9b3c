"""Second red-team round: one sensor per surface in the site's default language (not the first language a
sitemap lists)."""
from __future__ import annotations

from changewire_common.vocab import DiscoveryMethod as M
from changewire_common.vocab import Surface as S
from changewire_discovery.select import Candidate, language_factor, select, url_language


def c(surface: S, url: str, method: M = M.SITEMAP, conf: float = 0.8, verified: bool | None = None) -> Candidate:
    return Candidate(surface, url, method, conf, verified)


def test_url_language_and_factor() -> None:
    assert url_language("https://a.com/de-ch/preise") == "de"
    assert url_language("https://a.com/en_US/pricing") == "en"
    assert url_language("https://a.com/pricing") == ""
    assert url_language("https://a.com/design/") == ""
    assert language_factor("https://a.com/de/karriere") < 1.0 == language_factor("https://a.com/en/careers")
    assert language_factor("https://a.com/careers") == 1.0
    assert language_factor("https://a.com/de/karriere", "de") == 1.0 > language_factor("https://a.com/en/careers", "de")


def test_first_listed_language_does_not_win() -> None:
    cands = [c(S.CAREERS, "https://a.com/de/karriere"), c(S.CAREERS, "https://a.com/fr/carrieres"),
             c(S.CAREERS, "https://a.com/en/careers")]
    assert [x.url for x in select(cands, 10)] == ["https://a.com/en/careers"]
    assert [x.url for x in select(cands, 10, "fr")] == ["https://a.com/fr/carrieres"]
    # an unprefixed page is the default language's
    cands.append(c(S.CAREERS, "https://a.com/karriere"))
    assert [x.url for x in select(cands, 10, "de")][0] in ("https://a.com/karriere", "https://a.com/de/karriere")


def test_a_verified_other_language_page_still_beats_a_guess() -> None:
    sel = select([c(S.PRICING, "https://a.com/de/preise", M.NAV, 0.9, True),
                  c(S.PRICING, "https://a.com/en/pricing", M.SITEMAP, 0.7, None)], 10)
    assert sel[0].url == "https://a.com/de/preise"
