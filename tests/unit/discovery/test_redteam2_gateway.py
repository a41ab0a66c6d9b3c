"""Second red-team round: gateway homepages (an inline-script redirect, a region / language chooser), links in
<template> menus, and soft-404 copies of a homepage whose text changes per request."""
from __future__ import annotations

from changewire_discovery.extract import locale_gateway, parse_page


def test_js_redirect_literal_targets_only() -> None:
    def jr(script: str) -> str:
        return parse_page(f"<html><head><script>{script}</script></head><body></body></html>", "https://a.test/").js_redirect
    assert jr('window.location.replace("/en/" + location.search)') == "https://a.test/en/"
    assert jr("location.href = '/de/';") == "https://a.test/de/"
    assert jr('top.location = "https://a.test/fr/"') == "https://a.test/fr/"
    assert jr("var u = pick(); location.href = u") == ""
    assert jr('if (location.href == "/x") {}') == ""
    assert parse_page('<script src="/app.js"></script>', "https://a.test/").js_redirect == ""


def test_region_chooser_is_a_gateway_to_the_english_site() -> None:
    chooser = """<html><body><a href="/de-de/">Deutschland</a><a href="/fr-fr/">France</a><a href="/en-gb/">UK</a>
<a href="/en-us/">US</a><footer><a href="/privacy">Privacy</a></footer></body></html>"""
    assert locale_gateway(parse_page(chooser, "https://a.test/")) == "https://a.test/en-gb/"
    only_de = '<html lang="de"><body><a href="/de/">Deutsch</a><a href="/fr/">Français</a></body></html>'
    assert locale_gateway(parse_page(only_de, "https://a.test/")) == "https://a.test/de/"
    # an English page (menu drawn by script) with a switcher to its other languages is the site itself
    switcher = '<html lang="en"><body><a href="/de/">Deutsch</a><a href="/fr/">Français</a></body></html>'
    assert locale_gateway(parse_page(switcher, "https://a.test/")) == ""
    assert locale_gateway(parse_page('<a href="/de/">DE</a><a href="/fr/">FR</a>', "https://a.test/")) == ""


def test_a_site_with_a_language_switcher_is_no_gateway() -> None:
    site = """<nav><a href="/pricing">Pricing</a><a href="/careers">Careers</a></nav>
<div class="lang"><a href="/en/">EN</a><a href="/de/">DE</a></div>"""
    assert locale_gateway(parse_page(site, "https://a.test/")) == ""
    one = '<a href="/en/">English</a><a href="/about-us">About us</a>'
    assert locale_gateway(parse_page(one, "https://a.test/")) == ""


def test_links_inside_a_template_keep_the_templates_region() -> None:
    from changewire_discovery.extract import parse_page as pp
    html = ('<header><nav><template><div><a href="/plans-and-pricing">Plans &amp; Pricing</a></div></template></nav>'
            '</header><main><template><footer><a href="/privacy">Privacy</a></footer></template></main>')
    links = {(ln.url, ln.region) for ln in pp(html, "https://a.test/").links}
    assert ("https://a.test/plans-and-pricing", "nav") in links and ("https://a.test/privacy", "footer") in links


def test_a_page_wearing_the_not_found_baselines_title_and_heading_is_a_soft_404() -> None:
    from changewire_discovery.probes import PageCheck, judge
    heads = [("Rotor — drone inspections", "Rotor — drone inspections")]
    pc = PageCheck(200, "https://r.test/news", "https://r.test/news", "Rotor — drone  inspections", "changing text",
                   h1="Rotor — drone inspections")
    assert judge(pc, ["https://r.test/"], ["completely different words here"], "", heads) == "soft404"
    real = PageCheck(200, "https://r.test/news", "https://r.test/news", "News — Rotor", "press", h1="News")
    assert judge(real, ["https://r.test/"], ["completely different words here"], "", heads) == "ok"
    assert judge(pc, ["https://r.test/"], [], "", ()) == "ok"


def test_script_navigation_on_menu_items() -> None:
    html = """<nav><ul><li onclick="window.location.href='/plans'">Plans</li><li onclick="location='/jobs'; return false">
Jobs</li><button data-href="/press">Press</button><div onclick="toggle()">Menu</div><span data-url="#top">Top</span>
<div data-href="/story"><h3>A long card</h3><p>with a paragraph of text that is far too long to name one link at all</p></div>
</ul></nav>"""
    links = {(ln.url, ln.text) for ln in parse_page(html, "https://a.test/").links}
    assert links == {("https://a.test/plans", "Plans"), ("https://a.test/jobs", "Jobs"), ("https://a.test/press", "Press")}


def test_a_chooser_of_language_hosts_is_a_gateway() -> None:
    chooser = '<a href="https://de.acme.com/">Deutsch</a><a href="https://en.acme.com/">English</a><a href="/imprint">Imprint</a>'
    assert locale_gateway(parse_page(chooser, "https://www.acme.com/")) == "https://en.acme.com/"
    other = '<a href="https://de.other.com/">Deutsch</a><a href="https://en.other.com/">English</a>'
    assert locale_gateway(parse_page(other, "https://www.acme.com/")) == ""
