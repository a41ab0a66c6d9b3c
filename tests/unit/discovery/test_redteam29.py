"""Round 29's rules as pure checks (the sites are in tests/integration/test_discovery_redteam29.py): under a chrome
that dwarfs every page's words, a page wearing its own title and heading is neither the homepage again nor the
site's soft-404 page, while a copy wearing their head still is; a link signed over its parameters (TYPO3's cHash)
keeps the site-wide ones; a brand's page on its parent's site is found by the former domain's name as a path segment."""
from __future__ import annotations

from changewire_discovery.engine import _brand_page_prefix
from changewire_discovery.extract import parse_page
from changewire_discovery.probes import PageCheck, heads_differ, judge

MENU = " ".join(f"Product {i} item" for i in range(2000))
HOME = ["http://shop.test/"]


def _check(title: str, h1: str, extra: str = "") -> PageCheck:
    return PageCheck(200, "http://shop.test/careers", "http://shop.test/careers", title, f"{MENU} {h1} {extra}", h1=h1)


def test_a_page_of_its_own_head_under_a_mega_menu_is_no_copy_of_the_homepage() -> None:
    home_text, home_head = f"Shop {MENU} Welcome", ("Shop", "Welcome")
    assert judge(_check("Careers", "Careers", "Open positions"), HOME, [], home_text, (), home_head) == "ok"
    # the homepage's document answered at the path (a catch-all) wears the homepage's head: still the homepage
    assert judge(_check("Shop", "Welcome"), HOME, [], home_text, (), home_head) == "home"
    # without a heading nothing tells the two apart but the text: as before
    assert judge(_check("Careers", ""), HOME, [], home_text, (), home_head) == "home"


def test_a_page_of_its_own_head_is_not_the_sites_soft_404() -> None:
    nf, nf_head = f"Sorry {MENU} Sorry, this page isn't available", ("Sorry", "Sorry, this page isn't available")
    assert judge(_check("Careers", "Careers"), HOME, [nf], "", [nf_head]) == "ok"
    assert judge(_check("Sorry", "Sorry, this page isn't available"), HOME, [nf], "", [nf_head]) == "soft404"
    assert not heads_differ(("Careers", ""), nf_head) and heads_differ(("A", "B"), ("C", "D"))


def test_a_signed_link_keeps_its_site_wide_parameters() -> None:
    links = "".join(f'<a href="/index.php?id={i}&amp;L=0">Page {i}</a>' for i in range(8))
    html = (f'<html><body><nav>{links}<a href="/index.php?id=91&amp;L=0&amp;cHash=8f2a9c41d7">Datenschutz</a>'
            "</nav></body></html>")
    urls = {ln.url for ln in parse_page(html, "http://stadt.test/").links}
    assert "http://stadt.test/index.php?id=3" in urls  # the site-wide L=0 is the visitor's state, dropped
    assert "http://stadt.test/index.php?L=0&cHash=8f2a9c41d7&id=91" in urls  # but a signed link keeps it


def test_a_brands_page_is_named_by_the_former_domain() -> None:
    assert _brand_page_prefix("http://parent.test/brands/quill-soft/", "quillsoft.test") == "/brands/quill-soft"
    assert _brand_page_prefix("http://parent.test/quillsoft", "quillsoft.test") == "/quillsoft"
    # an announcement's slug is no brand page: the acquirer's news of it (test_discovery_second_sites' oldco)
    assert _brand_page_prefix("http://bigcorp.test/oldco-is-now-part-of-bigcorp", "oldco.test") == ""
