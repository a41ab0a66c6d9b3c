"""Round 19's doors and no-sites, as pure checks of the page rules (discovery.extract): a web server's default page and a
suspended / expired site (`server_default_kind`), a consent wall (`consent_wall`), an age gate (`age_gate`) and its way
in phrased as an answer (`entry_gateway`), a builder's never-connected domain (`parking_kind`) — and the pages that
only look like them (a bakery named for cookies, a plumber named "It Works!", a winery's modal over its real site)."""
from __future__ import annotations

import pytest

from changewire_discovery.extract import age_gate, consent_wall, entry_gateway, parking_kind, parse_page, server_default_kind

_CHROME = ('<header><nav><a href="/shop">Shop</a><a href="/about">About</a><a href="/careers">Careers</a></nav></header>'
           '<footer><a href="/privacy">Privacy</a><a href="/contact">Contact</a></footer>')


def _page(title: str, body: str, chrome: str = "") -> str:
    return f"<html><head><title>{title}</title></head><body>{chrome}<main><h1>{title}</h1>{body}</main></body></html>"


@pytest.mark.parametrize("html,kind", [
    ("<html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1><p>If you see this page, the "
     "nginx web server is successfully installed.</p></body></html>", "default"),
    (_page("Apache2 Ubuntu Default Page: It works", "<p>This is the default welcome page.</p>"), "default"),
    ("<html><body><h1>It works!</h1></body></html>", "default"),
    (_page("Account Suspended", "<p>Contact your hosting provider.</p>"), "suspended"),
    (_page("Website Expired", "<p>This website has expired.</p>"), "suspended"),
    (_page("It Works! Plumbing – Denver", "<p>Family plumbers since 1988.</p>",
           _CHROME + '<a href="/services">Services</a>'), ""),
    (_page("Acme – welcome", "<p>Hello.</p>", _CHROME), ""),
])
def test_server_default_kind(html: str, kind: str) -> None:
    assert server_default_kind(parse_page(html, "http://acme.test/")) == kind


@pytest.mark.parametrize("html,wall", [
    (_page("Before you continue – Ferrow", '<p>We and our partners use cookies.</p><a href="/consent/accept">Accept all</a>'
           '<a href="/consent/manage">Manage choices</a>'), True),
    (_page("Datenschutzeinstellungen", '<p>Wir nutzen Cookies.</p><a href="/einwilligung/alle">Alle akzeptieren</a>'), True),
    (_page("Cookie Co. – cookies baked daily", "<p>Cookies, brownies and cakes.</p>", _CHROME), False),
    (_page("Cookie Co.", "<p>Order our cookies online.</p>"), False),
])
def test_consent_wall(html: str, wall: bool) -> None:
    assert consent_wall(parse_page(html, "http://acme.test/consent")) is wall


@pytest.mark.parametrize("html,gate", [
    (_page("Age verification – Vinterbräu", '<h2>Are you of legal drinking age?</h2><form method="post"><input name="year">'
           "<button>Enter</button></form>"), True),
    (_page("Weingut Rebhang", "<h2>Sind Sie mindestens 18 Jahre alt?</h2>"), True),
    (_page("Oakhollow Winery", '<div class="age-gate-modal"><h2>Are you 21 or older?</h2></div>', _CHROME), False),
])
def test_age_gate(html: str, gate: bool) -> None:
    assert age_gate(parse_page(html, "http://acme.test/")) is gate


@pytest.mark.parametrize("label", ["Ja, ich bin über 18", "Oui, j'ai 18 ans ou plus", "Yes, I'm 21 or older",
                                   "Sí, tengo más de 18 años"])
def test_a_gate_answered_is_a_way_in(label: str) -> None:
    html = _page("Weingut", f'<h2>Alter?</h2><a href="/start">{label}</a><a href="https://example.org/">Nein</a>')
    assert entry_gateway(parse_page(html, "http://acme.test/")) == "http://acme.test/start"


def test_a_builder_domain_never_connected_is_parked() -> None:
    html = _page("tallowandtide.test", "<h2>Looks like this domain isn't connected to a website yet!</h2>"
                 '<a href="https://www.wix.com/">Wix.com</a>')
    assert parking_kind(parse_page(html, "http://tallowandtide.test/")) == "parked"
