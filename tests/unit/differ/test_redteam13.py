"""A thirteenth red-team round of `changewire diff --json` (the CLI's diff_files): one real change hidden among visit
noise, listing windows, hosted ATS boards rounds 1–12 used little, significance calibration, and bodies that are not the
page (a sign-in form, a maintenance notice, a cut connection, an empty body, the page in another language). 110 pairs
generated in this module (no fixture files), each run with --surface and again without it, plus unit checks of the rules.

Cases:
- mixed pricing (a Rails-style page: a promo bar, a CSRF meta and form token, "Rates synced N ago", a OneTrust banner,
  a testimonial carousel rotated): the noise alone; a price raised, a feature added, a tier removed, a tier added, the
  footnote edited under it. Plan cards with a "Most popular" ribbon moving (and a raise while it moves).
- mixed careers (a nonce, a CookieYes banner, "N open roles", the list reshuffled, posting ages ticking): the noise alone;
  a job added, closed, moved, retitled under it; two closed and two opened at once; the same title open in three cities
  (one closed, a fourth city, re-sorted by city).
- bodies that are not the page: the careers/pricing page answered by a sign-in form (en, fr), a maintenance notice (en,
  de, ja, es) or a Cloudflare challenge, and the page coming back after one; an empty or whitespace body. Pins: a small
  status page's component "Under Maintenance" with a "Scheduled maintenance in progress" banner, a short docs page about
  maintenance windows, a small pricing page holding a sign-in form, a sensor watching the sign-in page itself, an empty
  careers page saying it will be back with roles.
- cut connections: a careers page cut mid-text after its fifth of twelve jobs, a pricing page cut inside its second plan,
  a cut page whose previous version never closed its <html>, the complete page after a cut-off one.
- locale redirects: a team page served in German (every role translated), a careers page in German (departments and
  cities translated), a blog served in German (every title and link translated, same dates) and back, a pricing page in
  German with euro prices at the same amounts.
- windows: a blog list where a new post pushes the oldest off page 1 (with and without a featured card repeating a
  listed post), the featured slot re-pointed, re-sorted by title and oldest first, a post taken down, two new posts one
  announcing an acquisition, "Load more" gone with every post shown; mixed (a new post while the featured slot moves; the
  new post featured).
- hosted boards: Greenhouse job-boards (department tables; a job added, one of two openings of a title closed, retitled,
  relocated, moved to another department, departments re-ordered), Personio (de: added, one city of a two-city job
  closed, Teilzeit → Vollzeit, Hamburg → Köln), Rippling (css hashes and buildId; added; one of two Account Executives
  closed; relocated), Dover (MUI hashes; added; closed; goes remote), JOIN (count heading; added; Vollzeit → Teilzeit;
  closed), Recruitee (nl; hashes; added; moved; department), Pinpoint (table rows; added; relocated; re-sorted; all closed),
  Lever (one title open in three cities: one city closed, a fourth city while teams re-order, one relocated, all closed).
- significance: a team page losing its CEO (major) vs every photo swapped (quiet); a status page from all operational to
  a major outage with an incident (critical), one component degraded, recovered; a changelog release added vs a fix
  added to the latest release; a legal page's effective date alone (quiet) vs an arbitration clause (major), a notice
  period, a typo. Under visit noise: an overage price in the note below the plans raised; the CEO leaving while every
  photo is swapped; a VP joining in a reshuffled grid; the CTO made CEO as the CEO leaves; a maintenance scheduled on a
  status page; a terms page's date alone re-rendered with new nonces.

Wrong on the code before this round (eac89e8): 22 of the 110 pairs (the same 22 with --surface and without it); 21
are fixed, 1 is left as a strict xfail (below); the other 88 pin verdicts found right. The rules now (general, no fixture strings):
- a sign-in form or a maintenance notice answered with 200 at the page's own URL (the fetcher refuses them only when it
  was redirected there) was compared as the page: "major content_changed" with every block removed, and the page coming
  back read as every job added (major jobs_added). pipeline.stand_in_page refuses such a body as the Cloudflare challenge
  already was: HTTP_4XX for a sign-in form (a password field, a title or first heading saying sign in / log in in 14
  languages), HTTP_5XX for a maintenance notice ("down for maintenance", "we'll be back", "Wartungsarbeiten", "en
  mantenimiento", "メンテナンス中" …), when the main content is small (≤ 16 blocks, ≤ 900 characters, ≤ 6 links; the
  site's navigation and footer around a notice do not count: inside the full template it was 6 jobs removed, critical),
  never when the sensor's URL is itself a sign-in path. In the service the snapshot fails and the next good version is compared with
  the last good one. (Decision: not a change of the company's page, whichever way it goes.)
- cut connections: a body that stops mid-text or mid-tag (its last byte no ">", no closing </body>/</html>) is cut off
  even when the previous version never wrote </html> (such sites had every cut read as jobs removed); the complete page
  after a torn version is "restored" (its entities after the cut not added). The item the cut went through is withheld,
  not "changed" (a plan's features after the cut, a job titled "Data" for "Data Analyst": plan_changed / jobs_removed
  before), and the last block both versions show decides where the cut is (a footer or carousel after the cut made
  "not removed" reach the page's end, so nothing was withheld) (pipeline._cut_off, _withhold_cut_off).
- a post shown twice on a listing (a "Featured" card repeating one of the list's posts: the same link and title) was two
  entities, the second keyed "…#2": re-pointing the featured slot read as a post published and another removed
  (meaningful). It is one post now (extract._shown_once, news lists only; entries without a link of their own stay two).
  And a card's "<date>" alone beside a line is no context of "a line replaced in its place" (classify._replaced_in_place
  walks past placeholder-only lines): the featured card's excerpt re-pointed was a meaningful text edit.
- a blog served in another language (every title and link translated, the same dates in the same order) was six posts
  published (major) — and six more on the way back. A list of ≥ 3 posts whose every item gave way to one of another
  title and link, dated as the one it replaced, is the list relabelled (pipeline._relabelled_list): its text change
  tells it once.

Found right (pins): every mixed pair's real change reported with its own kind and the noise adding nothing; jobs and
people lists in another language (matched by link and name); euro prices at the same amounts (round 10's region rule);
every hosted board above; the calibration pairs.

Left alone: a price in a note below the plan grid ("Extra shipments $0.05 each" → "$0.07") is a critical
price_changed named after the last card's plan ("Scale"), the nearest heading before it (xfail, strict: the verdict is
defensible, the plan is not; blocks carry no card boundaries for classify._heading_index to read); a maintenance notice whose main content is more than a short notice (≥ 17 blocks, > 900 characters or
> 6 links outside the navigation and footer) is compared as the page; a translated blog whose dates are written in the other language but not read as dates, or re-ordered,
is still new posts; a changelog whose versions are undated is not covered by the relabelled rule.

The corpus digest (bench/callgrind_differ.py --check) changes, every verdict of the 157 pages unchanged: the news lists of
3 pages (digg.com, profootballtalk, cbsnews) no longer count a story shown twice (a hero and the list) as two posts
(their structured hash only). af998434… before, bc0f2004… after.

Cost: stand_in_page counts blocks first and returns at once on a page of more than 16 (every real page); the torn test
reads the 4 KiB tail already lowered; _shown_once is one pass over a news list; _relabelled_list runs only when every
item of a news list was added. `make bench-differ`, this branch and base (eac89e8) alternated three times (the third on a
loaded machine): ratio 0.201 / 0.200 / 0.192 vs 0.199 / 0.197 / 0.191 (no change beyond noise). No corpus page is torn or
refused as a stand-in.

Run: `.venv/bin/python -m pytest -q tests/unit/differ/test_redteam13.py` (about 3 s here; no I/O).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r3 = load_module("test_redteam3", "unit/differ/test_redteam3.py", reuse=True)
Case, check = r3.Case, r3.check

CASES: dict[str, Case] = {}
JOBS = ("jobs_added", "jobs_removed")
PLANS = ("plans_added", "plans_removed")
ITEMS = ("items_added", "items_removed")


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)  # type: ignore[arg-type]


# ============================================================================ mixed: a pricing page with visit noise

def pricing_page(plans: list[tuple[str, str, list[str]]], *, csrf: str = "a8f3k2", banner: str = "Black Friday: 30% off annual plans",
                 ago: str = "2 hours ago", footnote: str = "Prices exclude VAT. Billed monthly; cancel anytime.",
                 cookie: bool = False, order: list[int] | None = None) -> str:
    cards = "".join(
        f'<div class="pricing-card"><h3 class="plan-name">{n}</h3><div class="plan-price">{p}<span>/month</span></div>'
        f'<ul class="plan-features">' + "".join(f"<li>{f}</li>" for f in feats) + '</ul>'
        f'<a class="btn btn-primary" href="/signup?plan={n.lower()}">Start free trial</a></div>'
        for n, p, feats in plans)
    quotes = ["“Switching to Parcelry cut our support load in half.” — Dana, Ops lead at Fernway",
              "“The best onboarding we have seen.” — Mo, CTO at Gridloom",
              "“Setup took ten minutes.” — Ines, founder of Lumabake"]
    order = order or [0, 1, 2]
    testi = "".join(f'<div class="swiper-slide testimonial"><blockquote>{quotes[i]}</blockquote></div>' for i in order)
    cookie_html = ('<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk"><p>We use cookies to improve your experience.'
                   '</p><button id="onetrust-accept-btn-handler">Accept all</button></div></div>') if cookie else ""
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pricing | Parcelry</title>'
            f'<meta name="csrf-token" content="{csrf}"></head><body>'
            f'<div class="announcement-bar promo-banner"><p>{banner}</p></div>'
            f'<header><nav><a href="/">Parcelry</a><a href="/pricing">Pricing</a><a href="/login">Log in</a></nav></header>'
            f'<main><h1>Plans that grow with your shipping volume</h1>'
            f'<form action="/currency" method="post"><input type="hidden" name="authenticity_token" value="{csrf}">'
            f'<select name="c"><option>USD</option><option>EUR</option></select></form>'
            f'<div class="pricing-grid">{cards}</div>'
            f'<p class="pricing-footnote">{footnote}</p>'
            f'<p class="updated">Rates synced {ago}</p>'
            f'<section class="testimonials"><div class="swiper-wrapper">{testi}</div></section></main>'
            f'<footer><p>© 2026 Parcelry, Inc.</p></footer>{cookie_html}</body></html>')


_PP = [("Starter", "$19", ["500 shipments / month", "2 carriers", "Email support"]),
       ("Growth", "$49", ["5,000 shipments / month", "All carriers", "Branded tracking page", "Chat support"]),
       ("Scale", "$149", ["50,000 shipments / month", "All carriers", "Returns portal", "Dedicated manager"])]
PP_URL = "https://www.parcelry.com/pricing"
_PP_NOISE = dict(csrf="z91mq0", banner="Cyber Monday: 2 months free on annual plans", ago="5 minutes ago", cookie=True,
                 order=[2, 0, 1])
add("mixed pricing: only visit noise (banner, CSRF token, age, cookie banner, testimonials rotated)", pricing_page(_PP),
    pricing_page(_PP, **_PP_NOISE), PP_URL, "pricing", "quiet")
add("mixed pricing: Growth raised $49 → $59 under visit noise", pricing_page(_PP),
    pricing_page([_PP[0], ("Growth", "$59", _PP[1][2]), _PP[2]], **_PP_NOISE), PP_URL, "pricing", "changed",
    ("critical",), ("price_changed",), prices=(("Growth", "$49", "$59"),), absent=PLANS)
add("mixed pricing: a feature added to Scale under visit noise", pricing_page(_PP),
    pricing_page(_PP[:2] + [("Scale", "$149", _PP[2][2] + ["SSO (SAML)"])], **_PP_NOISE), PP_URL, "pricing", "changed",
    ("meaningful", "major"), ("plan_changed",), absent=PLANS + ("price_changes",))
add("mixed pricing: the Starter tier removed under visit noise", pricing_page(_PP),
    pricing_page(_PP[1:], **_PP_NOISE), PP_URL, "pricing", "changed", ("major", "critical"), ("plan_removed",),
    absent=("price_changes",))
add("mixed pricing: the footnote edited under visit noise", pricing_page(_PP),
    pricing_page(_PP, footnote="Prices exclude VAT and sales tax. Billed monthly; cancel anytime.", **_PP_NOISE),
    PP_URL, "pricing", "changed", ("minor",), absent=PLANS + ("price_changes",))
add("mixed pricing: a new Enterprise tier under visit noise", pricing_page(_PP),
    pricing_page(_PP + [("Enterprise", "$499", ["Unlimited shipments", "All carriers", "SLA 99.99%", "SSO (SAML)"])],
                 **_PP_NOISE), PP_URL, "pricing", "changed", ("major",), ("plan_added",), absent=("price_changes",))


# ============================================================================ mixed: a careers page with visit noise

def careers_page(jobs: list[tuple[str, str, str]], *, cookie: bool = False, nonce: str = "4f1e9a", count: bool = True,
                 ago: dict[str, str] | None = None) -> str:
    rows = "".join(
        f'<li class="job-listing"><a href="/careers/{t.lower().replace(" ", "-").replace(",", "")}-{loc.split(",")[0].lower()}">'
        f'<h3 class="job-title">{t}</h3></a><div class="job-meta"><span class="job-dept">{d}</span>'
        f'<span class="job-location">{loc}</span>'
        + (f'<span class="job-age">Posted {ago[t]}</span>' if ago and t in ago else "") + '</div></li>'
        for t, d, loc in jobs)
    cookie_html = ('<div class="cky-consent-container"><div class="cky-consent-bar"><p>We value your privacy. We use cookies '
                   'to enhance your browsing experience.</p><button class="cky-btn-accept">Accept All</button></div></div>'
                   if cookie else "")
    return (f'<!doctype html><html lang="en"><head><title>Careers – Fernway</title>'
            f'<script nonce="{nonce}">window.__ENV={{"build":"{nonce}"}}</script></head><body>'
            f'<header><nav><a href="/">Fernway</a><a href="/about">About</a><a href="/careers">Careers</a></nav></header>'
            f'<main><h1>Build the future of freight with us</h1><p>We are a remote-first team of 140 across Europe and North America.</p>'
            + (f'<p class="open-count">{len(jobs)} open roles</p>' if count else "")
            + f'<ul class="job-list">{rows}</ul></main><footer><p>© 2026 Fernway GmbH</p></footer>{cookie_html}</body></html>')


_CJ = [("Senior Backend Engineer", "Engineering", "Berlin, Germany"),
       ("Product Designer", "Design", "Remote, Europe"),
       ("Account Executive, DACH", "Sales", "Munich, Germany"),
       ("Data Analyst", "Operations", "Lisbon, Portugal"),
       ("Engineering Manager, Platform", "Engineering", "Berlin, Germany"),
       ("Customer Support Specialist", "Support", "Toronto, Canada")]
CJ_URL = "https://fernway.com/careers"
_RESHUF = [_CJ[i] for i in (3, 0, 5, 2, 4, 1)]
add("mixed careers: list reshuffled, cookie banner, nonce (no job change)", careers_page(_CJ),
    careers_page(_RESHUF, cookie=True, nonce="77ab0c"), CJ_URL, "careers", "quiet")
add("mixed careers: a new job among a reshuffled list and a cookie banner", careers_page(_CJ),
    careers_page(_RESHUF[:3] + [("Staff Site Reliability Engineer", "Engineering", "Remote, Europe")] + _RESHUF[3:],
                 cookie=True, nonce="77ab0c"), CJ_URL, "careers", "changed", ("meaningful",), ("jobs_added",),
    exact={"jobs_added": ["Staff Site Reliability Engineer"], "jobs_removed": []})
add("mixed careers: a job closed among a reshuffled list and a cookie banner", careers_page(_CJ),
    careers_page([j for j in _RESHUF if j[0] != "Data Analyst"], cookie=True, nonce="77ab0c"), CJ_URL, "careers",
    "changed", ("meaningful",), ("jobs_removed",), exact={"jobs_removed": ["Data Analyst"], "jobs_added": []})
add("mixed careers: a job moved city among a reshuffled list", careers_page(_CJ),
    careers_page([(t, d, "Hamburg, Germany" if t == "Senior Backend Engineer" else loc) for t, d, loc in _RESHUF],
                 cookie=True, nonce="77ab0c"), CJ_URL, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)
add("mixed careers: a job retitled among a reshuffled list", careers_page(_CJ),
    careers_page([("Senior Product Designer" if t == "Product Designer" else t, d, loc) for t, d, loc in _RESHUF],
                 cookie=True, nonce="77ab0c"), CJ_URL, "careers", "changed", ("meaningful", "minor"),
    ("jobs_changed", "jobs_added", "jobs_removed"))
_AGES = {t: a for (t, _, _), a in zip(_CJ, ["2 days ago", "5 days ago", "1 week ago", "3 weeks ago", "today", "4 days ago"])}
_AGES2 = {t: a for (t, _, _), a in zip(_CJ, ["3 days ago", "6 days ago", "1 week ago", "3 weeks ago", "1 day ago", "5 days ago"])}
add("mixed careers: posting ages tick and the list is reshuffled", careers_page(_CJ, ago=_AGES),
    careers_page(_RESHUF, ago=_AGES2), CJ_URL, "careers", "quiet")
add("mixed careers: posting ages tick around a new job", careers_page(_CJ, ago=_AGES),
    careers_page(_CJ + [("Solutions Engineer", "Sales", "London, UK")], ago={**_AGES2, "Solutions Engineer": "just now"}),
    CJ_URL, "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Solutions Engineer"], "jobs_removed": []})
add("mixed careers: two jobs closed and two opened at once, reshuffled", careers_page(_CJ),
    careers_page([_RESHUF[0], _RESHUF[2], _RESHUF[3], _RESHUF[4], ("Head of Finance", "Finance", "Berlin, Germany"),
                  ("Frontend Engineer", "Engineering", "Remote, Europe")], cookie=True), CJ_URL, "careers", "changed",
    ("meaningful",), ("jobs_added", "jobs_removed", "jobs_changed"),
    exact={"jobs_added": ["Head of Finance", "Frontend Engineer"], "jobs_removed": ["Senior Backend Engineer", "Product Designer"]})

# the same job repeated for several locations
_MULTI = [("Account Executive", "Sales", "London, UK"), ("Account Executive", "Sales", "New York, NY"),
          ("Account Executive", "Sales", "Sydney, Australia"), ("Backend Engineer", "Engineering", "Berlin, Germany"),
          ("Backend Engineer", "Engineering", "Remote, Europe"), ("Office Manager", "Operations", "London, UK")]
add("multi-location: one of three Account Executive openings closed", careers_page(_MULTI),
    careers_page(_MULTI[:2] + _MULTI[3:]), CJ_URL, "careers", "changed", ("meaningful",), ("jobs_removed",),
    exact={"jobs_removed": ["Account Executive"], "jobs_added": []}, contains={"jobs_removed": ["Sydney"]})
add("multi-location: a fourth Account Executive opening (Singapore)", careers_page(_MULTI),
    careers_page(_MULTI[:3] + [("Account Executive", "Sales", "Singapore")] + _MULTI[3:]), CJ_URL, "careers", "changed",
    ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Account Executive"], "jobs_removed": []},
    contains={"jobs_added": ["Singapore"]})
add("multi-location: the repeated openings re-sorted by city", careers_page(_MULTI),
    careers_page([_MULTI[i] for i in (2, 1, 0, 4, 3, 5)]), CJ_URL, "careers", "quiet")


# ============================================================================ robustness: the page that came back is not the page

_LOGIN = ('<!doctype html><html lang="en"><head><title>Sign in · Fernway</title></head><body><main class="auth">'
          '<h1>Sign in to Fernway</h1><form method="post" action="/session"><input type="hidden" name="csrf" value="x8s7d6">'
          '<label>Email<input type="email" name="email"></label><label>Password<input type="password" name="password"></label>'
          '<button type="submit">Sign in</button></form><p><a href="/password/reset">Forgot your password?</a></p>'
          '<p>New here? <a href="/signup">Create an account</a></p></main></body></html>')
_MAINT = ('<!doctype html><html lang="en"><head><title>Down for maintenance</title></head><body><div class="wrap">'
          '<h1>We’ll be back soon!</h1><p>Sorry for the inconvenience. We’re performing some scheduled maintenance at the '
          'moment. We’ll be back online shortly.</p><p>— The Fernway team</p></div></body></html>')
_MAINT_DE = ('<!doctype html><html lang="de"><head><title>Wartungsarbeiten</title></head><body><h1>Wartungsarbeiten</h1>'
             '<p>Unsere Website wird gerade gewartet und ist in Kürze wieder für Sie erreichbar.</p></body></html>')
_CF = ('<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><div class="main-wrapper" '
       'role="main"><div class="main-content"><h1 class="zone-name-title h1">fernway.com</h1><h2 class="h2" id="challenge-'
       'running">Checking if the site connection is secure</h2><div id="challenge-body-text" class="core-msg spacer">'
       'fernway.com needs to review the security of your connection before proceeding.</div></div></div><div class="footer" '
       'role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: '
       '<code>7f1a2b3c4d5e6f70</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by '
       'Cloudflare</div></div></div></body></html>')
for _label, _wall in (("a login wall", _LOGIN), ("a maintenance page", _MAINT), ("a German maintenance page", _MAINT_DE),
                      ("a Cloudflare challenge", _CF)):
    add(f"wall: the careers page became {_label}", careers_page(_CJ), _wall, CJ_URL, "careers", "refused")
    add(f"wall: the pricing page became {_label}", pricing_page(_PP), _wall, PP_URL, "pricing", "refused")
    add(f"wall: {_label} gave way to the careers page again", _wall, careers_page(_CJ), CJ_URL, "careers", "refused")
_LOGIN_FR = ('<!doctype html><html lang="fr"><head><title>Connexion – Fernway</title></head><body><h1>Connexion</h1>'
             '<form method="post"><label>Adresse e-mail<input type="email" name="email"></label><label>Mot de passe'
             '<input type="password" name="pw"></label><button>Se connecter</button></form>'
             '<a href="/mot-de-passe">Mot de passe oublié ?</a></body></html>')
_MAINT_JA = ('<!doctype html><html lang="ja"><head><title>メンテナンス中 | フェルンウェイ</title></head><body><h1>ただいまメンテナンス中です</h1>'
             '<p>ご不便をおかけして申し訳ございません。12月7日 02:00〜06:00 の間、システムメンテナンスを実施しております。</p></body></html>')
_MAINT_ES = ('<!doctype html><html lang="es"><head><title>Sitio en mantenimiento</title></head><body><main><h1>Estamos en '
             'mantenimiento</h1><p>Volveremos en breve. Gracias por tu paciencia.</p></main></body></html>')
add("wall: the careers page became a French sign-in form", careers_page(_CJ), _LOGIN_FR, CJ_URL, "careers", "refused")
add("wall: the careers page became a Japanese maintenance notice", careers_page(_CJ), _MAINT_JA, CJ_URL, "careers", "refused")
add("wall: the pricing page became a Spanish maintenance notice", pricing_page(_PP), _MAINT_ES, PP_URL, "pricing", "refused")

# pins: small pages of content that only look like stand-ins
_STATUS_SMALL = ('<!doctype html><html><head><title>Fernway Status</title></head><body><h1>Fernway Status</h1>'
                 '<div class="banner"><h2>{banner}</h2></div><ul class="components"><li><span class="name">API</span>'
                 '<span class="status">{api}</span></li><li><span class="name">Dashboard</span><span class="status">'
                 'Operational</span></li><li><span class="name">Webhooks</span><span class="status">Operational</span>'
                 '</li></ul></body></html>')
add("pin: a small status page's API going under maintenance (no stand-in)",
    _STATUS_SMALL.format(banner="All Systems Operational", api="Operational"),
    _STATUS_SMALL.format(banner="Scheduled maintenance in progress", api="Under Maintenance"),
    "https://status.fernway.com/", "status", "changed", ("meaningful", "major", "minor"))
_DOCS_MAINT = ('<!doctype html><html><head><title>Maintenance windows – Fernway Docs</title></head><body><h1>Maintenance '
               'windows</h1><p>We schedule maintenance on {a} between 02:00 and 04:00 UTC. API requests during the window '
               'may be retried.</p></body></html>')
add("pin: a short docs page about maintenance windows changed its window", _DOCS_MAINT.format(a="Sundays"),
    _DOCS_MAINT.format(a="Saturdays"), "https://docs.fernway.com/operations/maintenance", "docs", "changed",
    ("minor", "meaningful"))
_SIGNUP_PRICING = ('<!doctype html><html><head><title>Pricing – Fernway</title></head><body><h1>Pricing</h1>'
                   '<div class="plan"><h3>Team</h3><p class="price">{p}/month</p></div><form><input type="email">'
                   '<input type="password"><button>Sign in and upgrade</button></form></body></html>')
add("pin: a small pricing page with a sign-in form raised its price", _SIGNUP_PRICING.format(p="$29"),
    _SIGNUP_PRICING.format(p="$39"), "https://fernway.com/pricing", "pricing", "changed", ("critical", "meaningful"))
_LOGIN_SENSOR = _LOGIN.replace("New here?", "New to Fernway?")
add("pin: a sensor on the sign-in page itself sees its copy edited", _LOGIN, _LOGIN_SENSOR, "https://app.fernway.com/login",
    "homepage", "changed", ("minor", "meaningful"))
_EMPTY_CAREERS = ('<!doctype html><html><head><title>Careers – Fernway</title></head><body><h1>Careers</h1><p>{t}</p>'
                  '</body></html>')
add("pin: an empty careers page saying it will be back with roles", _EMPTY_CAREERS.format(t="No open roles right now."),
    _EMPTY_CAREERS.format(t="No open roles right now. We'll be back with new openings in January."), CJ_URL, "careers",
    "changed", ("minor", "meaningful"))


# ============================================================================ robustness: cut off, another language

def _cut(page: str, marker: str) -> str:
    """The body as a connection cut mid-page leaves it: up to a few characters into `marker` (mid-text, no closing
    tags)."""
    return page[:page.index(marker) + 4]


_MANY = _CJ + [("Frontend Engineer", "Engineering", "Remote, Europe"), ("Head of Finance", "Finance", "Berlin, Germany"),
               ("Recruiter", "People", "Lisbon, Portugal"), ("Security Engineer", "Engineering", "Berlin, Germany"),
               ("Payroll Specialist", "Finance", "Munich, Germany"), ("Solutions Architect", "Sales", "London, UK")]
add("cut: the careers page cut off after its fifth job", careers_page(_MANY), _cut(careers_page(_MANY), "Data Analyst"),
    CJ_URL, "careers", "quiet")
add("cut: the pricing page cut off inside its second plan", pricing_page(_PP), _cut(pricing_page(_PP), "All carriers"),
    PP_URL, "pricing", "quiet")
add("cut: the careers page cut off mid-text, the previous version unclosed (no </html>) but whole",
    careers_page(_MANY).replace("</body></html>", ""),
    _cut(careers_page(_MANY), "Data Analyst"), CJ_URL, "careers", "any", ("minor", "meaningful"), absent=("jobs_added",))
add("cut: the complete page after a cut-off one (nothing was added)", _cut(careers_page(_MANY), "Data Analyst"),
    careers_page(_MANY), CJ_URL, "careers", "any", ("minor", "meaningful"), absent=("jobs_removed",))


def team_page(people: list[tuple[str, str]], lang: str = "en", title: str = "Our team", photo: str = "v1") -> str:
    cards = "".join(f'<div class="team-member"><img src="/img/{n.split()[0].lower()}-{photo}.jpg" alt="{n}">'
                    f'<h3 class="member-name">{n}</h3><p class="member-role">{r}</p></div>' for n, r in people)
    return (f'<!doctype html><html lang="{lang}"><head><title>{title} – Fernway</title></head><body><header><nav>'
            f'<a href="/">Fernway</a></nav></header><main><h1>{title}</h1><div class="team-grid">{cards}</div></main>'
            f'<footer>© 2026 Fernway GmbH</footer></body></html>')


_TEAM = [("Lena Hoffmann", "Chief Executive Officer"), ("Marco Silva", "Chief Technology Officer"),
         ("Aisha Karim", "VP Sales"), ("Jonas Berg", "Head of Design"), ("Priya Nair", "Head of People"),
         ("Tom Okafor", "Engineering Manager")]
_TEAM_DE = [("Lena Hoffmann", "Geschäftsführerin"), ("Marco Silva", "Technischer Leiter (CTO)"), ("Aisha Karim", "Vertriebsleiterin"),
            ("Jonas Berg", "Leiter Design"), ("Priya Nair", "Leiterin Personal"), ("Tom Okafor", "Engineering Manager")]
T_URL = "https://fernway.com/team"
add("team: the CEO left", team_page(_TEAM), team_page(_TEAM[1:]), T_URL, "team", "changed", ("major",),
    ("people_removed",))
add("team: every photo swapped (new file names)", team_page(_TEAM), team_page(_TEAM, photo="2026-12"), T_URL, "team", "quiet")
add("team: the same page served in German (a locale redirect)", team_page(_TEAM), team_page(_TEAM_DE, "de", "Unser Team"),
    T_URL, "team", "changed", ("minor", "meaningful", "major"), absent=("people_added", "people_removed"))
add("careers: the same jobs served in German (a locale redirect)", careers_page(_CJ),
    careers_page([(t, {"Engineering": "Entwicklung", "Design": "Design", "Sales": "Vertrieb", "Operations": "Betrieb",
                       "Support": "Kundenservice"}[d], loc.replace("Germany", "Deutschland").replace("Munich", "München"))
                  for t, d, loc in _CJ]).replace('lang="en"', 'lang="de"').replace(
        "Build the future of freight with us", "Gestalte mit uns die Zukunft der Logistik").replace(
        "We are a remote-first team of 140 across Europe and North America.",
        "Wir sind ein Remote-first-Team mit 140 Menschen in Europa und Nordamerika.").replace("open roles", "offene Stellen"),
    CJ_URL, "careers", "changed", ("minor", "meaningful", "major"), absent=JOBS)


# ============================================================================ windows: a blog list and a "Load more" newsroom

def blog_list(posts: list[tuple[str, str]], *, featured: str | None = None, more: bool = True, sort: str = "Newest") -> str:
    def card(t: str, d: str) -> str:
        slug = t.lower().replace(" ", "-").replace(":", "").replace(",", "").replace("’", "")
        return (f'<article class="post-card"><a href="/blog/{slug}"><h2 class="post-card__title">{t}</h2></a>'
                f'<time datetime="{d}">{d}</time><p class="post-card__excerpt">Read about {t.lower()}.</p></article>')
    feat = ""
    if featured:
        d = dict(posts).get(featured, "2026-10-01")
        feat = f'<section class="featured"><h2>Featured</h2>{card(featured, d)}</section>'
    return (f'<!doctype html><html lang="en"><head><title>Blog – Fernway</title></head><body><header><nav><a href="/">Fernway</a>'
            f'<a href="/blog">Blog</a></nav></header><main><h1>The Fernway blog</h1>{feat}'
            f'<div class="sort">Sort by: {sort}</div><div class="post-grid">' + "".join(card(t, d) for t, d in posts)
            + '</div>' + ('<button class="load-more" data-page="2">Load more</button>' if more else "")
            + '</main><footer>© 2026 Fernway GmbH</footer></body></html>')


_POSTS = [("How we cut cold-chain losses by 18%", "2026-12-01"), ("Fernway raises €40M Series B", "2026-11-20"),
          ("Customs paperwork, automated", "2026-11-12"), ("A field guide to LTL pricing", "2026-11-03"),
          ("Meet the team: Lisbon", "2026-10-27"), ("Carrier scorecards are here", "2026-10-15")]
B_URL = "https://fernway.com/blog"
_NEWP = ("Introducing route insights", "2026-12-05")
add("window: a new post pushes the oldest off page 1", blog_list(_POSTS), blog_list([_NEWP] + _POSTS[:-1]), B_URL, "blog",
    "changed", ("meaningful",), ("post_published",), exact={"items_added": ["Introducing route insights"], "items_removed": []})
add("window: a new post pushes the oldest off page 1, with a featured post", blog_list(_POSTS, featured=_POSTS[1][0]),
    blog_list([_NEWP] + _POSTS[:-1], featured=_POSTS[1][0]), B_URL, "blog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Introducing route insights"], "items_removed": []})
add("window: the featured slot re-pointed to another existing post", blog_list(_POSTS, featured=_POSTS[1][0]),
    blog_list(_POSTS, featured=_POSTS[3][0]), B_URL, "blog", "any", ("minor",), absent=ITEMS)
add("window: the list re-sorted by title", blog_list(_POSTS), blog_list(sorted(_POSTS), sort="Title"), B_URL, "blog",
    "any", ("minor",), absent=ITEMS)
add("window: the list re-sorted oldest first", blog_list(_POSTS), blog_list(_POSTS[::-1], sort="Oldest"), B_URL, "blog",
    "any", ("minor",), absent=ITEMS)
add("window: a post removed from the middle (taken down)", blog_list(_POSTS),
    blog_list(_POSTS[:2] + _POSTS[3:] + [("Warehouse robotics, a primer", "2026-10-02")]), B_URL, "blog", "changed",
    ("meaningful", "minor"), ("post_removed", "post_published"), exact={"items_removed": ["Customs paperwork, automated"]})
add("window: two new posts push two off, one announcing an acquisition", blog_list(_POSTS),
    blog_list([("Fernway acquires Palletly", "2026-12-06"), _NEWP] + _POSTS[:-2]), B_URL, "blog", "changed", ("major",),
    ("post_published",), exact={"items_added": ["Fernway acquires Palletly", "Introducing route insights"], "items_removed": []})
add("window: 'Load more' gone, the list showing every post", blog_list(_POSTS),
    blog_list(_POSTS + [("Carrier scorecards, explained", "2026-10-01"), ("Hello, world", "2026-09-14")], more=False),
    B_URL, "blog", "any", ("minor", "meaningful"), absent=("items_removed",))


# ============================================================================ hosted ATS boards, as the vendors render them

def greenhouse_board(jobs: list[tuple[str, str, str, str]]) -> str:
    """job-boards.greenhouse.io (2024): department sections, each a table of job rows."""
    depts: dict[str, list[tuple[str, str, str]]] = {}
    for t, d, loc, jid in jobs:
        depts.setdefault(d, []).append((t, loc, jid))
    body = "".join(
        f'<div class="job-posts--table--department"><h3 class="section-header font-primary">{d}</h3><table><tbody>' + "".join(
            f'<tr class="job-post"><td class="cell"><a href="https://job-boards.greenhouse.io/fernway/jobs/{jid}" '
            f'target="_top"><p class="body body--medium">{t}</p><p class="body body__secondary body--metadata">{loc}</p>'
            f'</a></td></tr>' for t, loc, jid in rows) + '</tbody></table></div>'
        for d, rows in depts.items())
    return (f'<!DOCTYPE html><html lang="en"><head><title>Jobs at Fernway</title></head><body><div class="wrapper">'
            f'<div class="job-board"><div class="company-info"><h1 class="section-header section-header--large font-primary">'
            f'Current openings at Fernway</h1></div><div class="job-posts"><p class="body">{len(jobs)} jobs</p>{body}</div>'
            f'</div><div class="footer"><a href="https://www.greenhouse.io/">Powered by Greenhouse</a></div></div></body></html>')


_GH = [("Senior Backend Engineer", "Engineering", "Berlin, Germany", "4012345007"),
       ("Senior Backend Engineer", "Engineering", "Remote - EMEA", "4012345008"),
       ("Frontend Engineer", "Engineering", "Berlin, Germany", "4023456007"),
       ("Account Executive", "Sales", "London, United Kingdom", "4034567007"),
       ("Sales Development Representative", "Sales", "London, United Kingdom", "4045678007"),
       ("People Partner", "People", "Lisbon, Portugal", "4056789007")]
GH_URL = "https://job-boards.greenhouse.io/fernway"
add("greenhouse: a job added", greenhouse_board(_GH),
    greenhouse_board(_GH + [("Payroll Specialist", "People", "Lisbon, Portugal", "4067890007")]), GH_URL, "careers",
    "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Payroll Specialist"], "jobs_removed": []})
add("greenhouse: one of two openings of one title closed", greenhouse_board(_GH), greenhouse_board(_GH[:1] + _GH[2:]),
    GH_URL, "careers", "changed", ("meaningful",), ("jobs_removed",),
    exact={"jobs_removed": ["Senior Backend Engineer"], "jobs_added": []}, contains={"jobs_removed": ["Remote"]})
add("greenhouse: a job retitled (same id)", greenhouse_board(_GH),
    greenhouse_board(_GH[:2] + [("Senior Frontend Engineer",) + _GH[2][1:]] + _GH[3:]), GH_URL, "careers", "changed",
    ("meaningful", "minor"), ("jobs_changed",), absent=JOBS)
add("greenhouse: a job relocated (same id)", greenhouse_board(_GH),
    greenhouse_board(_GH[:3] + [("Account Executive", "Sales", "Dublin, Ireland", "4034567007")] + _GH[4:]), GH_URL,
    "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)
add("greenhouse: a job moved to another department (same id)", greenhouse_board(_GH),
    greenhouse_board(_GH[:4] + _GH[5:] + [("Sales Development Representative", "People", "London, United Kingdom",
                                           "4045678007")]), GH_URL, "careers", "changed", ("meaningful", "minor"),
    ("jobs_changed",), absent=JOBS)
add("greenhouse: departments listed in another order", greenhouse_board(_GH),
    greenhouse_board(_GH[5:] + _GH[3:5] + _GH[:3]), GH_URL, "careers", "quiet")


def personio_page(jobs: list[tuple[str, str, str, str]]) -> str:
    """<company>.jobs.personio.de: job boxes linking /job/<id>, a "Vollzeit, Berlin" line."""
    boxes = "".join(
        f'<a class="job-box-link job-box" data-job-position-id="{jid}" href="https://fernway.jobs.personio.de/job/{jid}?'
        f'language=de&amp;display=de"><div class="jb-title"><h3 class="jb-title-text">{t}</h3></div><div class="jb-description">'
        f'<span>{emp}</span> · <span>{loc}</span></div></a>' for t, emp, loc, jid in jobs)
    return (f'<!DOCTYPE html><html lang="de"><head><title>Stellenangebote bei Fernway GmbH</title></head><body>'
            f'<header class="header"><a href="https://fernway.com">Fernway GmbH</a></header><main><h1>Offene Stellen</h1>'
            f'<div id="job-list-container">{boxes}</div></main><footer><a href="https://www.personio.de">Personio</a>'
            f'<a href="/imprint">Impressum</a></footer></body></html>')


_PE = [("Werkstudent (m/w/d) Marketing", "Werkstudent", "Berlin", "1234501"),
       ("Senior Java Entwickler (m/w/d)", "Vollzeit", "Berlin", "1234502"),
       ("Senior Java Entwickler (m/w/d)", "Vollzeit", "München", "1234503"),
       ("Buchhalter (m/w/d)", "Teilzeit", "Hamburg", "1234504")]
PE_URL = "https://fernway.jobs.personio.de/"
add("personio: a job added", personio_page(_PE), personio_page(_PE + [("Lagerist (m/w/d)", "Vollzeit", "Hamburg", "1234505")]),
    PE_URL, "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Lagerist (m/w/d)"], "jobs_removed": []})
add("personio: the München opening of a two-city job closed", personio_page(_PE), personio_page(_PE[:2] + _PE[3:]), PE_URL,
    "careers", "changed", ("meaningful",), ("jobs_removed",),
    exact={"jobs_removed": ["Senior Java Entwickler (m/w/d)"], "jobs_added": []})
add("personio: Teilzeit → Vollzeit", personio_page(_PE), personio_page(_PE[:3] + [("Buchhalter (m/w/d)", "Vollzeit", "Hamburg",
                                                                                   "1234504")]),
    PE_URL, "careers", "changed", ("meaningful", "minor"), ("jobs_changed",), absent=JOBS)
add("personio: relocated Hamburg → Köln", personio_page(_PE), personio_page(_PE[:3] + [("Buchhalter (m/w/d)", "Teilzeit", "Köln",
                                                                                        "1234504")]),
    PE_URL, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)


def rippling_board(jobs: list[tuple[str, str, str, str]], build: str = "a1b2") -> str:
    """ats.rippling.com/<company>/jobs: a Next.js page of department groups, emotion css-<hash> classes."""
    depts: dict[str, list[tuple[str, str, str]]] = {}
    for t, d, loc, jid in jobs:
        depts.setdefault(d, []).append((t, loc, jid))
    groups = "".join(
        f'<div class="css-{build}1x"><h2 class="css-{build}dep">{d}</h2>' + "".join(
            f'<div class="css-{build}row"><div class="css-{build}t"><a class="css-{build}lnk" href="https://ats.rippling.com/'
            f'fernway/jobs/{jid}">{t}</a></div><div class="css-{build}m"><p class="css-{build}loc">{loc}</p>'
            f'<p class="css-{build}emp">Full time</p></div></div>' for t, loc, jid in rows) + '</div>'
        for d, rows in depts.items())
    return (f'<!DOCTYPE html><html lang="en"><head><title>Fernway Careers | Rippling</title>'
            f'<script id="__NEXT_DATA__" type="application/json">{{"buildId":"{build}"}}</script></head><body><div id="__next">'
            f'<main><h1 class="css-{build}h1">Open roles at Fernway</h1>{groups}</main></div></body></html>')


_RP = [("Senior Data Engineer", "Data", "San Francisco, CA", "6f1c2a3b-1111-4a5b-8c9d-0e1f2a3b4c5d"),
       ("Data Analyst", "Data", "Remote (US)", "6f1c2a3b-2222-4a5b-8c9d-0e1f2a3b4c5d"),
       ("Account Executive", "Sales", "New York, NY", "6f1c2a3b-3333-4a5b-8c9d-0e1f2a3b4c5d"),
       ("Account Executive", "Sales", "Austin, TX", "6f1c2a3b-4444-4a5b-8c9d-0e1f2a3b4c5d")]
RP_URL = "https://ats.rippling.com/fernway/jobs"
add("rippling: rebuilt (css hashes, buildId)", rippling_board(_RP), rippling_board(_RP, "z9y8"), RP_URL, "careers", "quiet")
add("rippling: a job added under rebuilt classes", rippling_board(_RP),
    rippling_board(_RP + [("Solutions Engineer", "Sales", "Austin, TX", "6f1c2a3b-5555-4a5b-8c9d-0e1f2a3b4c5d")], "z9y8"),
    RP_URL, "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Solutions Engineer"], "jobs_removed": []})
add("rippling: the Austin Account Executive closed", rippling_board(_RP), rippling_board(_RP[:3]), RP_URL, "careers", "changed",
    ("meaningful",), ("jobs_removed",), exact={"jobs_removed": ["Account Executive"], "jobs_added": []},
    contains={"jobs_removed": ["Austin"]})
add("rippling: a job relocated", rippling_board(_RP),
    rippling_board([_RP[0], ("Data Analyst", "Data", "Chicago, IL", _RP[1][3])] + _RP[2:]), RP_URL, "careers", "changed",
    ("meaningful",), ("jobs_changed",), absent=JOBS)


def dover_board(jobs: list[tuple[str, str, str]], build: str = "k3j4") -> str:
    """app.dover.com/jobs/<company>: MUI boxes, one link per job to /apply/<company>/<uuid>."""
    rows = "".join(
        f'<div class="MuiBox-root css-{build}r"><a class="MuiTypography-root MuiLink-root css-{build}a" '
        f'href="/apply/fernway/{jid}"><p class="MuiTypography-root MuiTypography-body1 css-{build}t">{t}</p></a>'
        f'<div class="MuiBox-root css-{build}l"><span class="MuiTypography-root css-{build}s">{loc}</span></div></div>'
        for t, loc, jid in jobs)
    return (f'<!DOCTYPE html><html lang="en"><head><title>Fernway Careers</title></head><body><div id="root"><div class="MuiBox-root '
            f'css-{build}0"><h4 class="MuiTypography-root MuiTypography-h4 css-{build}h">Open positions</h4>{rows}</div>'
            f'<div class="MuiBox-root css-{build}f"><span>Powered by</span> <a href="https://www.dover.com">Dover</a></div>'
            f'</div></body></html>')


_DV = [("Founding Engineer", "San Francisco, CA (Hybrid)", "0b1c2d3e-aaaa-4bbb-8ccc-111111111111"),
       ("Founding Designer", "Remote - US", "0b1c2d3e-aaaa-4bbb-8ccc-222222222222"),
       ("Head of Growth", "New York, NY", "0b1c2d3e-aaaa-4bbb-8ccc-333333333333")]
DV_URL = "https://app.dover.com/jobs/fernway"
add("dover: rebuilt (MUI css hashes)", dover_board(_DV), dover_board(_DV, "p0o9"), DV_URL, "careers", "quiet")
add("dover: a job added", dover_board(_DV), dover_board(_DV + [("Founding GTM Lead", "New York, NY",
                                                                 "0b1c2d3e-aaaa-4bbb-8ccc-444444444444")], "p0o9"),
    DV_URL, "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Founding GTM Lead"], "jobs_removed": []})
add("dover: a job closed", dover_board(_DV), dover_board(_DV[:2]), DV_URL, "careers", "changed", ("meaningful",),
    ("jobs_removed",), exact={"jobs_removed": ["Head of Growth"], "jobs_added": []})
add("dover: a job goes remote", dover_board(_DV), dover_board([_DV[0], _DV[1], ("Head of Growth", "Remote - US", _DV[2][2])]),
    DV_URL, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)


def join_board(jobs: list[tuple[str, str, str, str]], build: str = "Xy12") -> str:
    """join.com/companies/<company>: Next.js cards (styled-components), "Vollzeit · Berlin"."""
    cards = "".join(
        f'<a class="sc-{build}-0 JobTile___StyledLink" href="https://join.com/companies/fernway/{jid}-{t.split()[0].lower()}">'
        f'<div class="sc-{build}-1"><h3 class="sc-{build}-2">{t}</h3><div class="sc-{build}-3"><span>{emp}</span>'
        f'<span> · </span><span>{loc}</span></div></div></a>' for t, emp, loc, jid in jobs)
    return (f'<!DOCTYPE html><html lang="de"><head><title>Jobs bei Fernway GmbH | JOIN</title></head><body><div id="__next">'
            f'<main><h1 class="sc-{build}-h">Fernway GmbH</h1><h2>{len(jobs)} offene Stellen</h2><div>{cards}</div></main>'
            f'</div></body></html>')


_JN = [("Lagerlogistiker (m/w/d)", "Vollzeit", "Hamburg", "9012345"),
       ("Disponent Nahverkehr (m/w/d)", "Vollzeit", "Bremen", "9012346"),
       ("Kaufmann für Spedition (m/w/d)", "Ausbildung", "Hamburg", "9012347")]
JN_URL = "https://join.com/companies/fernway"
add("join: a job added, the count heading moving with it", join_board(_JN),
    join_board(_JN + [("Berufskraftfahrer CE (m/w/d)", "Vollzeit", "Bremen", "9012348")], "Qw98"), JN_URL, "careers", "changed",
    ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Berufskraftfahrer CE (m/w/d)"], "jobs_removed": []})
add("join: Vollzeit → Teilzeit", join_board(_JN),
    join_board([_JN[0], ("Disponent Nahverkehr (m/w/d)", "Teilzeit", "Bremen", "9012346"), _JN[2]]), JN_URL, "careers",
    "changed", ("meaningful", "minor"), ("jobs_changed",), absent=JOBS)
add("join: a job closed", join_board(_JN), join_board(_JN[1:]), JN_URL, "careers", "changed", ("meaningful",),
    ("jobs_removed",), exact={"jobs_removed": ["Lagerlogistiker (m/w/d)"], "jobs_added": []})


# ============================================================================ significance calibration

def status_page(banner: str, comps: list[tuple[str, str]], incident: str = "") -> str:
    rows = "".join(f'<div class="component-inner-container"><span class="name">{n}</span>'
                   f'<span class="component-status">{s}</span></div>' for n, s in comps)
    inc = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-major"><div class="incident-title">'
           f'<a href="/incidents/x8k2m">{incident}</a></div><div class="updates"><strong>Investigating</strong> - We are '
           f'investigating elevated error rates on the API.</div></div></div>') if incident else ""
    return (f'<!doctype html><html><head><title>Fernway Status</title></head><body><div class="layout-content status '
            f'status-index"><div class="page-status"><h2 class="status">{banner}</h2></div>{inc}<div class="components-section">'
            f'{rows}</div><div class="powered-by">Powered by Atlassian Statuspage</div></div></body></html>')


_COMPS = [("API", "Operational"), ("Dashboard", "Operational"), ("Tracking webhooks", "Operational"),
          ("Label printing", "Operational")]
S_URL = "https://status.fernway.com/"
add("status: all operational → a major outage with an incident", status_page("All Systems Operational", _COMPS),
    status_page("Major System Outage", [("API", "Major Outage"), ("Dashboard", "Partial Outage")] + _COMPS[2:],
                "API errors and elevated latency"), S_URL, "status", "changed", ("critical",),
    ("incident_opened", "component_outage"))
add("status: one component degraded, no incident", status_page("All Systems Operational", _COMPS),
    status_page("Minor Service Outage", _COMPS[:3] + [("Label printing", "Degraded Performance")]), S_URL, "status",
    "changed", ("meaningful", "major"), ("component_degraded",))
add("status: recovered", status_page("Minor Service Outage", _COMPS[:3] + [("Label printing", "Degraded Performance")]),
    status_page("All Systems Operational", _COMPS), S_URL, "status", "changed", ("meaningful", "minor"),
    ("component_recovered", "status_changed"))


def changelog_page(entries: list[tuple[str, str, list[str]]]) -> str:
    body = "".join(f'<section class="release"><h2 id="v{v}">{v}</h2><p class="release-date">{d}</p><ul>'
                   + "".join(f"<li>{i}</li>" for i in items) + "</ul></section>" for v, d, items in entries)
    return (f'<!doctype html><html><head><title>Changelog – Fernway</title></head><body><main><h1>Changelog</h1>{body}'
            f'</main></body></html>')


_CL = [("v2.14.0", "December 1, 2026", ["Added carrier scorecards export", "Fixed label margins on A6 printers"]),
       ("v2.13.2", "November 18, 2026", ["Fixed duplicate webhook deliveries"]),
       ("v2.13.0", "November 4, 2026", ["Added customs document templates", "Improved rate shopping speed"])]
CL_URL = "https://fernway.com/changelog"
add("changelog: a release added", changelog_page(_CL),
    changelog_page([("v2.15.0", "December 6, 2026", ["Added route insights", "Deprecated the v1 tracking API"])] + _CL),
    CL_URL, "changelog", "changed", ("meaningful",), ("post_published",), exact={"items_added": ["v2.15.0"], "items_removed": []})
add("changelog: a fix added to the latest release", changelog_page(_CL),
    changelog_page([("v2.14.0", "December 1, 2026", _CL[0][2] + ["Fixed PDF export timeouts"])] + _CL[1:]), CL_URL,
    "changelog", "changed", ("minor", "meaningful"), ("post_updated", "content_changed"), absent=ITEMS)


def legal_page(date: str, clauses: list[str]) -> str:
    return (f'<!doctype html><html><head><title>Terms of Service – Fernway</title></head><body><main><h1>Terms of Service</h1>'
            f'<p class="effective">Effective date: {date}</p>' + "".join(
                f'<h2>{i + 1}. {c.split(":")[0]}</h2><p>{c.split(":", 1)[1].strip()}</p>' for i, c in enumerate(clauses))
            + '</main></body></html>')


_TOS = ["Accounts: You are responsible for keeping your login credentials confidential and for all activity under your account.",
        "Fees: Fees are billed in advance each month and are non-refundable except where required by law.",
        "Termination: Either party may terminate these Terms with 30 days' written notice.",
        "Liability: Our aggregate liability is limited to the fees paid in the twelve months before the claim."]
L_URL = "https://fernway.com/legal/terms"
add("legal: only the effective date changed", legal_page("March 1, 2026", _TOS), legal_page("December 1, 2026", _TOS), L_URL,
    "legal", "quiet")
add("legal: a new arbitration clause (with the date)", legal_page("March 1, 2026", _TOS),
    legal_page("December 1, 2026", _TOS + ["Arbitration: Any dispute will be resolved by binding arbitration in Delaware, "
                                           "and you waive any right to a class action."]), L_URL, "legal", "changed",
    ("major",), ("policy_changed",))
add("legal: the notice period 30 → 90 days", legal_page("March 1, 2026", _TOS),
    legal_page("March 1, 2026", _TOS[:2] + [_TOS[2].replace("30 days'", "90 days'")] + _TOS[3:]), L_URL, "legal", "changed",
    ("meaningful", "major"), ("policy_changed",))
add("legal: a typo fixed", legal_page("March 1, 2026", _TOS),
    legal_page("March 1, 2026", _TOS[:3] + [_TOS[3].replace("aggregate", "total aggregate")]), L_URL, "legal", "changed",
    ("minor", "meaningful"), ("policy_changed", "content_changed"))


# ============================================================================ locale redirects: the same page in another language

_POSTS_DE = [("Wie wir Kühlkettenverluste um 18 % senkten", "2026-12-01"), ("Fernway sammelt 40 Mio. € in Serie B ein", "2026-11-20"),
             ("Zollpapiere, automatisiert", "2026-11-12"), ("Ein Leitfaden zu LTL-Preisen", "2026-11-03"),
             ("Das Team stellt sich vor: Lissabon", "2026-10-27"), ("Carrier-Scorecards sind da", "2026-10-15")]


def _german_blog(posts: list[tuple[str, str]]) -> str:
    return blog_list(posts).replace('lang="en"', 'lang="de"').replace("The Fernway blog", "Der Fernway-Blog").replace(
        "Sort by: Newest", "Sortieren nach: Neueste").replace("Load more", "Mehr laden").replace("Read about", "Lesen Sie über")


add("locale: the blog served in German (same posts, translated titles, same dates)", blog_list(_POSTS), _german_blog(_POSTS_DE),
    B_URL, "blog", "changed", ("minor", "meaningful", "major"), absent=ITEMS)
add("locale: the German blog back in English", _german_blog(_POSTS_DE), blog_list(_POSTS), B_URL, "blog", "changed",
    ("minor", "meaningful", "major"), absent=ITEMS)
_PP_DE = [("Starter", "19 €", ["500 Sendungen / Monat", "2 Carrier", "E-Mail-Support"]),
          ("Growth", "49 €", ["5.000 Sendungen / Monat", "Alle Carrier", "Eigene Tracking-Seite", "Chat-Support"]),
          ("Scale", "149 €", ["50.000 Sendungen / Monat", "Alle Carrier", "Retourenportal", "Persönlicher Ansprechpartner"])]
add("locale: the pricing page served in German (plans translated, prices in euros)", pricing_page(_PP),
    pricing_page(_PP_DE).replace('lang="en"', 'lang="de"').replace("/month", "/Monat"), PP_URL, "pricing", "changed",
    ("minor", "meaningful", "major"), absent=PLANS + ("price_changes",))


# ============================================================================ more mixed pairs and boards

add("mixed blog: a new post while the featured slot re-points and 'Load more' stays", blog_list(_POSTS, featured=_POSTS[1][0]),
    blog_list([_NEWP] + _POSTS[:-1], featured=_POSTS[2][0]), B_URL, "blog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Introducing route insights"], "items_removed": []})
add("mixed blog: the featured slot shows the new post (also first in the list)", blog_list(_POSTS, featured=_POSTS[0][0]),
    blog_list([_NEWP] + _POSTS[:-1], featured=_NEWP[0]), B_URL, "blog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Introducing route insights"], "items_removed": []})
add("empty: the careers page answered with an empty body", careers_page(_CJ), "", CJ_URL, "careers", "refused")
add("empty: a body of whitespace only", careers_page(_CJ), "\n\n  \n", CJ_URL, "careers", "refused")


def recruitee_page(jobs: list[tuple[str, str, str, str]], build: str = "1a2b") -> str:
    """<company>.recruitee.com (2023 careers site): styled-components cards, department groups."""
    depts: dict[str, list[tuple[str, str, str]]] = {}
    for t, d, loc, slug in jobs:
        depts.setdefault(d, []).append((t, loc, slug))
    groups = "".join(
        f'<div class="sc-{build}-0 department"><h3 class="sc-{build}-1">{d}</h3>' + "".join(
            f'<div class="sc-{build}-2 job"><a class="sc-{build}-3" href="/o/{slug}">{t}</a>'
            f'<div class="sc-{build}-4 custom-css-style-job-location"><span class="custom-css-style-job-location-city">{loc}'
            f'</span></div></div>' for t, loc, slug in rows) + '</div>'
        for d, rows in depts.items())
    return (f'<!DOCTYPE html><html lang="nl"><head><title>Vacatures bij Fernway</title></head><body><div id="root">'
            f'<section><h2 class="sc-{build}-h">Openstaande vacatures</h2>{groups}</section></div></body></html>')


_RC = [("Backend Developer", "Engineering", "Amsterdam", "backend-developer"),
       ("Frontend Developer", "Engineering", "Amsterdam", "frontend-developer"),
       ("Planner Wegtransport", "Operations", "Rotterdam", "planner-wegtransport"),
       ("Klantenservice Medewerker", "Operations", "Utrecht", "klantenservice-medewerker")]
RC_URL = "https://fernway.recruitee.com/"
add("recruitee: rebuilt (styled-components hashes)", recruitee_page(_RC), recruitee_page(_RC, "9z8y"), RC_URL, "careers", "quiet")
add("recruitee: a job added", recruitee_page(_RC),
    recruitee_page(_RC + [("Data Engineer", "Engineering", "Amsterdam", "data-engineer")], "9z8y"), RC_URL, "careers",
    "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Data Engineer"], "jobs_removed": []})
add("recruitee: a job moved Rotterdam → Eindhoven", recruitee_page(_RC),
    recruitee_page(_RC[:2] + [("Planner Wegtransport", "Operations", "Eindhoven", "planner-wegtransport")] + _RC[3:]), RC_URL,
    "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)
add("recruitee: a job moved to another department", recruitee_page(_RC),
    recruitee_page(_RC[:3] + [("Klantenservice Medewerker", "Customer Success", "Utrecht", "klantenservice-medewerker")]),
    RC_URL, "careers", "changed", ("meaningful", "minor"), ("jobs_changed",), absent=JOBS)


def pinpoint_page(jobs: list[tuple[str, str, str, str]]) -> str:
    """<company>.pinpointhq.com: a table of job rows, department and location columns."""
    rows = "".join(f'<tr class="job-row"><td><a class="job-link" href="/en/postings/{jid}">{t}</a></td><td>{d}</td>'
                   f'<td>{loc}</td><td>Full time</td></tr>' for t, d, loc, jid in jobs)
    return (f'<!DOCTYPE html><html lang="en-GB"><head><title>Careers at Fernway</title></head><body><main>'
            f'<h1>Join our team</h1><table class="jobs-table"><thead><tr><th>Role</th><th>Department</th><th>Location</th>'
            f'<th>Type</th></tr></thead><tbody>{rows}</tbody></table></main></body></html>')


_PN = [("Warehouse Team Leader", "Operations", "Manchester", "3f2e1d0c-1"), ("Fleet Coordinator", "Operations", "Leeds", "3f2e1d0c-2"),
       ("Finance Assistant", "Finance", "Manchester", "3f2e1d0c-3"), ("HR Advisor", "People", "Remote (UK)", "3f2e1d0c-4")]
PN_URL = "https://fernway.pinpointhq.com/"
add("pinpoint: a job added", pinpoint_page(_PN), pinpoint_page(_PN + [("Transport Planner", "Operations", "Leeds", "3f2e1d0c-5")]),
    PN_URL, "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Transport Planner"], "jobs_removed": []})
add("pinpoint: a job relocated", pinpoint_page(_PN),
    pinpoint_page(_PN[:1] + [("Fleet Coordinator", "Operations", "Sheffield", "3f2e1d0c-2")] + _PN[2:]), PN_URL, "careers",
    "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)
add("pinpoint: rows re-sorted by department", pinpoint_page(_PN), pinpoint_page(sorted(_PN, key=lambda j: j[1])), PN_URL,
    "careers", "quiet")
add("pinpoint: all four jobs closed (empty table)", pinpoint_page(_PN),
    pinpoint_page([]).replace("<tbody></tbody>", '<tbody><tr><td colspan="4">There are no open roles at the moment.</td></tr></tbody>'),
    PN_URL, "careers", "changed", ("major", "critical", "meaningful"), ("jobs_removed",))


def badge_pricing(popular: str, sale: dict[str, str] | None = None, raise_: dict[str, str] | None = None) -> str:
    """Plan cards with a "Most popular" ribbon and, in a sale, the list price struck through beside the sale price."""
    sale, raise_ = sale or {}, raise_ or {}
    cards = ""
    for n, p, feats in _PP:
        p = raise_.get(n, p)
        ribbon = '<span class="badge badge--popular">Most popular</span>' if n == popular else ""
        price = (f'<div class="plan-price"><s class="price--compare">{p}</s> <span class="price--sale">{sale[n]}</span>'
                 f'<span>/month</span></div>' if n in sale else f'<div class="plan-price">{p}<span>/month</span></div>')
        cards += (f'<div class="pricing-card">{ribbon}<h3 class="plan-name">{n}</h3>{price}<ul class="plan-features">'
                  + "".join(f"<li>{f}</li>" for f in feats) + '</ul><a class="btn" href="/signup">Start free trial</a></div>')
    return (f'<!doctype html><html lang="en"><head><title>Pricing | Parcelry</title></head><body><main><h1>Pricing</h1>'
            f'<div class="pricing-grid">{cards}</div></main><footer>© 2026 Parcelry, Inc.</footer></body></html>')


add("pricing badges: 'Most popular' moved from Growth to Scale", badge_pricing("Growth"), badge_pricing("Scale"), PP_URL,
    "pricing", "any", ("minor",), absent=PLANS + ("price_changes",))
add("pricing badges: a raise of Scale while 'Most popular' moves", badge_pricing("Growth"),
    badge_pricing("Scale", raise_={"Scale": "$179"}), PP_URL, "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Scale", "$149", "$179"),), absent=PLANS)


# ============================================================================ more calibration under noise

add("mixed pricing: the overage price in the footnote raised under visit noise",
    pricing_page(_PP, footnote="Prices exclude VAT. Extra shipments $0.05 each."),
    pricing_page(_PP, footnote="Prices exclude VAT. Extra shipments $0.07 each.", **_PP_NOISE), PP_URL, "pricing", "changed",
    ("critical", "meaningful"), ("price_changed",), prices=(("", "$0.05", "$0.07"),), absent=PLANS)
add("mixed team: the CEO leaves while every photo is swapped", team_page(_TEAM), team_page(_TEAM[1:], photo="2026-12"), T_URL,
    "team", "changed", ("major",), ("people_removed",), contains={"blocks_removed": ["Lena Hoffmann"]})
add("mixed team: a new VP joins, the grid reshuffled, photos swapped", team_page(_TEAM),
    team_page([_TEAM[i] for i in (2, 0, 5, 1, 4, 3)] + [("Sofia Lindqvist", "VP Marketing")], photo="2026-12"), T_URL, "team",
    "changed", ("meaningful", "major"), ("people_added",), contains={"blocks_added": ["Sofia Lindqvist"]})
add("mixed team: the CTO becomes CEO (a promotion) while the old CEO leaves", team_page(_TEAM),
    team_page([("Marco Silva", "Chief Executive Officer")] + _TEAM[2:]), T_URL, "team", "changed", ("major",),
    ("people_removed", "role_changed"))
add("status: a maintenance scheduled, all else operational",
    status_page("All Systems Operational", _COMPS),
    status_page("All Systems Operational", _COMPS).replace(
        '<div class="components-section">', '<div class="scheduled-maintenances"><div class="scheduled-maintenance">'
        '<div class="incident-title"><a href="/incidents/m1">Label printing database upgrade</a></div><div class="updates">'
        '<strong>Scheduled</strong> - Label printing will be unavailable on Dec 12, 02:00–03:00 UTC.</div></div></div>'
        '<div class="components-section">'), S_URL, "status", "changed", ("meaningful", "minor"),
    ("maintenance_scheduled", "incident_opened"))
add("legal: only the effective date, the page re-rendered with new nonces", legal_page("March 1, 2026", _TOS).replace(
    "<main>", '<main data-nonce="a1">'), legal_page("December 1, 2026", _TOS).replace("<main>", '<main data-nonce="b2">'),
    L_URL, "legal", "quiet")


def lever_board(jobs: list[tuple[str, str, str, str]]) -> str:
    """jobs.lever.co/<company>: postings grouped by team, one posting per location of a title."""
    teams: dict[str, list[tuple[str, str, str]]] = {}
    for t, team, loc, pid in jobs:
        teams.setdefault(team, []).append((t, loc, pid))
    groups = "".join(
        f'<div class="postings-group"><div class="posting-category-title large-category-label">{team}</div>' + "".join(
            f'<div class="posting" data-qa-posting-id="{pid}"><div class="posting-apply" data-qa="btn-apply">'
            f'<a href="https://jobs.lever.co/fernway/{pid}/apply" class="posting-btn-submit template-btn-submit">Apply</a></div>'
            f'<a class="posting-title" href="https://jobs.lever.co/fernway/{pid}"><h5 data-qa="posting-name">{t}</h5>'
            f'<div class="posting-categories"><span class="sort-by-location posting-category small-category-label location">'
            f'{loc}</span><span class="sort-by-commitment posting-category small-category-label commitment">Full-time</span>'
            f'</div></a></div>' for t, loc, pid in rows) + '</div>' for team, rows in teams.items())
    return (f'<!DOCTYPE html><html><head><title>Fernway</title></head><body><div class="content-wrapper posting-page">'
            f'<div class="main-header page-full-width section-wrapper"><a class="main-header-logo" href="https://fernway.com">'
            f'<img alt="Fernway logo"></a></div><div class="postings-wrapper">{groups}</div></div>'
            f'<div class="main-footer"><a href="https://lever.co">Jobs powered by Lever</a></div></body></html>')


_LV = [("Enterprise Account Executive", "Sales", "London", "a1b2c3d4-0001"),
       ("Enterprise Account Executive", "Sales", "New York", "a1b2c3d4-0002"),
       ("Enterprise Account Executive", "Sales", "Singapore", "a1b2c3d4-0003"),
       ("Site Reliability Engineer", "Engineering", "Berlin", "a1b2c3d4-0004"),
       ("Site Reliability Engineer", "Engineering", "Remote - Europe", "a1b2c3d4-0005")]
LV_URL = "https://jobs.lever.co/fernway"
add("lever: one location of a three-city title closed", lever_board(_LV), lever_board(_LV[:2] + _LV[3:]), LV_URL, "careers",
    "changed", ("meaningful",), ("jobs_removed",), exact={"jobs_removed": ["Enterprise Account Executive"], "jobs_added": []},
    contains={"jobs_removed": ["Singapore"]})
add("lever: a fourth city for a title, the teams re-ordered", lever_board(_LV),
    lever_board(_LV[3:] + _LV[:3] + [("Enterprise Account Executive", "Sales", "Sydney", "a1b2c3d4-0006")]), LV_URL, "careers",
    "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Enterprise Account Executive"], "jobs_removed": []},
    contains={"jobs_added": ["Sydney"]})
add("lever: one location of a title relocated (Berlin → Munich)", lever_board(_LV),
    lever_board(_LV[:3] + [("Site Reliability Engineer", "Engineering", "Munich", "a1b2c3d4-0004")] + _LV[4:]), LV_URL,
    "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)
add("lever: every posting of a title closed at once", lever_board(_LV), lever_board(_LV[3:]), LV_URL, "careers", "changed",
    ("meaningful", "major"), ("jobs_removed",), exact={"jobs_removed": ["Enterprise Account Executive"] * 3, "jobs_added": []})


# ============================================================================ running the pairs

def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {
    "mixed pricing: the overage price in the footnote raised under visit noise":
        "a price in a note below the plan grid is named after the nearest heading before it, the last card's plan "
        "('Scale': $0.05 → $0.07); the note belongs to no plan (classify._heading_index reads no card boundaries)",
}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {
    "mixed pricing: the overage price in the footnote raised under visit noise":
        "a price in a note below the plan grid is named after the nearest heading before it, the last card's plan "
        "('Scale': $0.05 → $0.07); the note belongs to no plan (classify._heading_index reads no card boundaries)",
}


def _check(c: Any, surface: str | None) -> None:
    if c.outcome == "refused":
        from changewire_differ.cli import InputError

        with pytest.raises(InputError) as exc:
            _run(c, surface)
        assert exc.value.failure_class in ("HTTP_4XX", "HTTP_5XX", "BOT_CHALLENGE", "PARSING"), exc.value
        return
    check(c, _run(c, surface))


@pytest.mark.parametrize("name", list(CASES))
def test_pair(name: str) -> None:
    c = CASES[name]
    if name in WRONG:
        try:
            _check(c, c.surface)
        except AssertionError:
            pytest.xfail(WRONG[name])
        pytest.fail("right now: take it out of WRONG")
    _check(c, c.surface)


@pytest.mark.parametrize("name", list(CASES))
def test_pair_guessing_the_surface(name: str) -> None:
    """The same verdicts without --surface (guessed from the URL, the title and the headings)."""
    if name in WRONG or name in GUESS_WRONG:
        pytest.xfail(WRONG.get(name) or GUESS_WRONG[name])
    c = CASES[name]
    _check(replace(c), None)


def test_pairs_are_json() -> None:
    c = CASES["mixed pricing: Growth raised $49 → $59 under visit noise"]
    json.dumps(_run(c, c.surface))


# ============================================================================ the rules, unit by unit

def _stand_in(markup: str, url: str = "https://fernway.com/careers") -> str | None:
    from changewire_differ.htmlnorm import parse_html
    from changewire_differ.pipeline import stand_in_page

    body = markup.encode()
    got = stand_in_page(parse_html(markup, base_url=url), body, url)
    return got[0] if got else None


@pytest.mark.parametrize(("markup", "want"), [
    (_LOGIN, "HTTP_4XX"), (_LOGIN_FR, "HTTP_4XX"), (_MAINT, "HTTP_5XX"), (_MAINT_DE, "HTTP_5XX"), (_MAINT_JA, "HTTP_5XX"),
    (_MAINT_ES, "HTTP_5XX"),
    ('<html><head><title>Anmelden</title></head><body><h1>Willkommen zurück</h1><form><input name="u">'
     '<input type="password" name="p"><button>Anmelden</button></form></body></html>', "HTTP_4XX"),
    ('<html><head><title>Site under maintenance</title></head><body><p>Back at 14:00 UTC.</p></body></html>', "HTTP_5XX"),
    # not stand-ins: a sign-in title without a password field (an "identifier first" step is the fetcher's), a page
    # of content that mentions maintenance, a sign-in link on a small page, a status page's maintenance heading
    ('<html><head><title>Log in</title></head><body><h1>Log in</h1><form><input type="email"></form></body></html>', None),
    (_DOCS_MAINT.format(a="Sundays"), None), (_EMPTY_CAREERS.format(t="No open roles. We'll be back with new roles soon."), None),
    ('<html><head><title>Careers</title></head><body><h1>Careers</h1><a href="/login">Log in</a></body></html>', None),
    (_STATUS_SMALL.format(banner="Scheduled maintenance in progress", api="Under Maintenance"), None),
])
def test_stand_in_pages(markup: str, want: str | None) -> None:
    assert _stand_in(markup) == want


def test_a_sign_in_page_watched_as_itself_is_its_page() -> None:
    assert _stand_in(_LOGIN, "https://app.fernway.com/users/sign_in") is None
    assert _stand_in(_LOGIN, "https://app.fernway.com/login?next=/") is None


def test_a_large_page_titled_like_a_stand_in_is_content() -> None:
    """A page of content titled "… maintenance mode" (a docs article) is more than a handful of blocks."""
    paras = "".join(f"<p>Step {i}: run the command and check the output of the node before moving on.</p>" for i in range(20))
    assert _stand_in(f"<html><head><title>Maintenance mode – Admin guide</title></head><body><h1>Maintenance mode</h1>"
                     f"{paras}</body></html>") is None


def test_a_body_ending_mid_text_is_torn_and_one_ending_with_a_tag_is_not() -> None:
    from changewire_differ.pipeline import prepare

    page = careers_page(_CJ)
    assert prepare(page.encode(), kind=None, url=CJ_URL).closed
    assert prepare(_cut(page, "Data Analyst").encode(), kind=None, url=CJ_URL).torn
    unclosed = page.replace("</body></html>", "")
    p = prepare(unclosed.encode(), kind=None, url=CJ_URL)
    assert not p.closed and not p.torn


def test_a_maintenance_notice_inside_the_site_template_is_refused() -> None:
    """The notice in the page's <main>, the site's header and a footer of twenty links around it: the main content
    decides (it was read as the page: every job removed, critical)."""
    old = careers_page(_CJ)
    new = (old[:old.index("<main>")] + "<main><h1>We’ll be back soon!</h1><p>We’re performing scheduled maintenance.</p>"
           "</main><footer>" + "".join(f'<a href="/p{i}">Link {i}</a>' for i in range(20)) + "<p>© 2026 Fernway GmbH</p>"
           "</footer></body></html>")
    from changewire_differ.cli import InputError

    with pytest.raises(InputError) as exc:
        diff_files(old.encode(), new.encode(), surface="careers", url=CJ_URL, content_type=None)
    assert exc.value.failure_class == "HTTP_5XX"


_STATUS_OK = ('<html><head><title>{title}</title></head><body><header><nav><a href="/">Acme</a></nav></header><main>'
              '<h2>All Systems Operational</h2><div class="component"><span>API</span> <span>Operational</span></div>'
              '<div class="component"><span>Dashboard</span> <span>Operational</span></div></main>'
              '<footer>Powered by Atlassian Statuspage</footer></body></html>')
_STATUS_MAINT = ('<html><head><title>{title}</title></head><body><header><nav><a href="/">Acme</a></nav></header><main>'
                 '<h2>Under Maintenance</h2><div class="component"><span>API</span> <span>Under Maintenance</span></div>'
                 '<div class="component"><span>Dashboard</span> <span>Operational</span></div>'
                 '<h3>Scheduled database upgrade</h3><p>In progress - Scheduled maintenance is currently in progress.</p>'
                 '</main><footer>Powered by Atlassian Statuspage</footer></body></html>')


@pytest.mark.parametrize(("title", "url", "surface"), [
    ("Acme Status", "https://status.acme.com/", "status"),
    ("Acme", "https://www.acme.com/system", None),  # nothing in the URL or title: its components say it
])
def test_a_status_page_announcing_its_own_maintenance_is_read_not_refused(title: str, url: str,
                                                                          surface: str | None) -> None:
    # (found in review after the merge: "Under Maintenance" heading a small status page was refused as HTTP_5XX, so
    # the maintenance it announced was never reported)
    out = diff_files(_STATUS_OK.format(title=title).encode(), _STATUS_MAINT.format(title=title).encode(),
                     surface=surface, url=url, content_type=None)
    assert out["outcome"] == "changed" and out["significance"] in ("major", "meaningful"), out
