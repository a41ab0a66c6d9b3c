"""Pure pieces behind the scenarios of tests/integration/test_repair_more.py: page hints (meta refresh,
canonical), identity against a reference whose site chrome the candidate no longer shows, stable
report keys, the sitemap named in robots.txt, and readable wait reasons."""
from __future__ import annotations

from changewire_repair.candidates import HINT, SAME_PATH, Found, page_hints, rank
from changewire_repair.decide import Probe, Wait, decide
from changewire_repair.identity import IdentityPolicy, Reference, compare, page_parts
from changewire_repair.repair import Explorer, Report

MENU = "".join(f"<li><a href='/{w}'>{w.title()} page</a></li>" for w in
               ("features", "pricing", "integrations", "customers", "blog", "help", "about", "careers", "contact",
                "login", "signup", "partners", "security", "status", "api", "changelog"))


def page(title: str, main: str) -> str:
    return (f"<html><head><title>{title}</title></head><body><header><nav><ul>{MENU}</ul></nav></header>"
            f"<main>{main}</main><footer><p>Tidy Books Ltd, London</p><a href='/terms'>Terms</a></footer></body></html>")


def with_chrome(html: str) -> str:
    """The differ keeps chrome in its canonical text: every text line of the body."""
    from selectolax.lexbor import LexborHTMLParser
    body = LexborHTMLParser(html).body
    assert body is not None
    return "\n".join(x.strip() for x in body.text(separator="\n").splitlines() if x.strip())


def test_page_hints_read_meta_refresh_and_canonical() -> None:
    body = ('<head><meta http-equiv="Refresh" content="0;URL=\'/company/careers\'">'
            '<link rel="canonical" href="https://acme.test/company/careers/"></head>')
    assert page_hints(body, "https://acme.test/careers") == ["https://acme.test/company/careers",
                                                              "https://acme.test/company/careers/"]
    assert page_hints('<meta http-equiv="refresh" content="600; url=/x">', "https://acme.test/careers") == []
    assert page_hints('<link rel="canonical" href="/careers">', "https://acme.test/careers") == []
    assert page_hints("not html", "https://acme.test/careers") == []
    assert page_hints('<meta http-equiv="refresh" content="0; url=javascript:alert(1)">', "https://a.test/") == []


def test_hints_and_the_same_path_on_a_moved_site_are_candidates_whatever_their_url() -> None:
    ranked = rank("https://acme.test/careers", "careers",
                  [Found("https://acme.test/xyz", HINT), Found("https://new.test/careers", SAME_PATH)])
    assert [c.url for c in ranked] == ["https://acme.test/xyz", "https://new.test/careers"]


def test_a_short_page_in_a_heavy_menu_matches_once_the_menu_is_set_aside() -> None:
    old = page("Careers", "<h1>Careers</h1><p>A small remote team.</p><ul><li>Backend Engineer, Berlin</li>"
                          "<li>Product Designer, Remote</li></ul><p>Write to us.</p>")
    new = page("Join us", "<h1>Careers at Tidy Books</h1><p>A small remote team.</p><div>Backend Engineer, Berlin</div>"
                          "<div>Product Designer, Remote</div><div>Support Lead, Lisbon</div><p>Write to us.</p>")
    other = page("Integrations", "<h1>Integrations</h1><p>Connect with Stripe and Shopify.</p>")
    ref = Reference.of(with_chrome(old))
    text, chrome = page_parts(new)
    assert chrome and "Pricing page" in chrome
    assert "Pricing page" not in text
    assert not compare(ref, text).match  # the menu outweighs the content
    assert compare(ref, text, chrome=chrome).match
    otext, ochrome = page_parts(other)
    assert not compare(ref, otext, chrome=ochrome).match


def test_without_chrome_needs_enough_content_left() -> None:
    ref = Reference.of("Home\nPricing\nCareers\nWe hire")
    assert ref.without(["Home", "Pricing", "Careers"]) is None  # too little left to judge by
    assert ref.without(["Nothing shared"]) is None


def test_probe_and_report_keys_are_stable() -> None:
    keys = {"url", "source", "status", "final_url", "failure", "score", "match", "simhash_distance",
            "fuzzy_ratio", "words"}
    assert set(Probe("https://a.test/x", "nav", status=404).as_dict()) == keys
    r = Report(1, max_requests=6, dry_run=True)
    r.tried.append({"role": "homepage", "url": "https://a.test/"})
    d = r.as_dict()
    assert keys <= set(d["tried"][0]) and d["max_requests"] == 6 and d["dry_run"] is True
    assert {"kind", "reason", "url", "score", "new_sensor_id", "review_created"} <= set(d["detail"])
    r.skipped = "attempted recently"
    assert r.as_dict()["detail"]["kind"] == "skipped"


def test_wait_reasons_say_what_happened() -> None:
    d = decide("https://a.test/careers", Probe("https://a.test/careers", "retry", failure="ROBOTS_UNAVAILABLE"), [],
               has_reference=True)
    assert isinstance(d, Wait) and "robots.txt is unavailable" in d.reason


class _Source:
    def __init__(self, listed: list[str]) -> None:
        self.listed = listed

    def sitemaps(self, url: str) -> list[str]:
        return self.listed

    async def get(self, url: str, budget: object) -> object:  # pragma: no cover - not called
        raise AssertionError


def test_the_sitemap_named_in_robots_txt_comes_first() -> None:
    e = Explorer(_Source(["https://cdn.other.test/sm.xml", "https://acme.test/sm_index.xml.gz"]), IdentityPolicy(), 6)
    assert e._sitemap_url("https://acme.test/") == "https://acme.test/sm_index.xml.gz"
    assert Explorer(_Source([]), IdentityPolicy(), 6)._sitemap_url("https://acme.test/") == "https://acme.test/sitemap.xml"
