"""An eighteenth red-team round of `changewire diff --json` (diff_files): the everyday pages of ordinary companies in
English, German, French and Spanish, and the noise such pages churn with every visit. Every page is generated here
whole by one builder per page type (no fixture files): a Next.js + Tailwind chrome with Emotion / CSS-modules class
hashes, JSON-LD, inline SVG icons, a desktop and a mobile menu, GTM and Segment snippets, Intercom, Drift and HubSpot
embeds (a form with per-render ids and an `hs_context` timestamp), a Trustpilot counter, an RSC `__next_f` push, a
Next.js build id, a Cloudflare-obfuscated e-mail (`/cdn-cgi/l/email-protection#…`), a logo carousel and a cookie
banner of another vendor on each visit; a visit is the same builder given another seed, then r15.visit() on top. Big
variants (a mega menu of 240 icon links, twice: ≈ 300 KB) hide the change in a haystack. 243 pairs, each run with
--surface and again without it (486 runs), plus unit checks of the rules added.

Cases (each expectation written before the pair was first diffed):
- homepage: the hero reworded (meaningful, named), an acquisition told in the hero ("Northwind is now part of Stripe":
  major), a feature card, the stats band; three "from the blog" posts drawn at random and a launch countdown; an A/B
  test rendering both arms with all but one `hidden` (which arm shows flips: noise); one testimonial drawn at random;
  chat widgets (Crisp, HubSpot, Tidio) greeting otherwise; an announcement bar telling a Series B; a footer status
  badge flipping (at most minor).
- team (en, de; Emotion hashes, image CDN params): a VP joins, a new CEO replaces the founder (major), the CEO leaves on
  a 300 KB page, a VP made Chief Revenue Officer (major), a bio's typo (minor), the grid re-sorted (noise).
- investors: a stock ticker and a Q4-style quote module (price, change, volume, day range, market cap, "Data as of"):
  noise; fourth-quarter results, a CFO transition, an acquisition (major), a conference added.
- products (launched, discontinued, renamed, a beta badge dropped); docs (a parameter deprecated, a required parameter
  added, the rate limit cut, the endpoint moved to v3, a typo, "Last updated N minutes ago", helpful-vote counts);
  changelog (a release, a breaking release, a typo fixed in the latest entry); status (a major outage: critical, one
  component degraded, a maintenance scheduled; "Refreshed N seconds ago").
- pricing (en, de; 300 KB): a price raised, a plan added, the free tier removed (major/critical), a price moved behind
  "Contact sales", every plan shown in euros at the same amounts (the geo-switch: minor, the differ says so) vs
  re-priced in euros (critical), SSO moved down a tier, the annual discount 20% → 15%, the free plan's user limit cut;
  per-visit noise: "≈ €11.04 at today's rate" beside each price, "ca. 15,12 CHF pro Monat", countdowns in seven
  shapes ("Sale ends in 02:14:33", "Angebot endet in 3 Tagen 14 Std.", "L'offre se termine dans …", …).
- careers (en, fr, es; 300 KB): a job added, closed, one job's location changed only (minor or meaningful, no job
  added/removed); consent banners of cookieconsent, Usercentrics, Termly and Cookie Notice shown on one visit only.
- newsroom: a press release (meaningful), an acquisition (major), one retracted; random "You might also like" posts, a
  Cloudflare-obfuscated media contact, "N people read the newsroom this week".
- legal (en, es, de, fr; 300 KB): the governing law moved (meaningful/major), the liability cap cut, an AI-training
  section (major), the effective date alone, a typo (minor); es: a missing accent, "de el" → "del"; de: the notice
  period, the place of jurisdiction; fr privacy: the retention period, sub-processors outside the EU, the date alone.
- JSON-LD re-stamped per render (a Product's offers with `priceValidUntil` rolling and a rating count, a JobPosting per
  job with `datePosted`/`validThrough` moving): noise; a price raised, a job added and closed under it. The content
  rendered twice (stacked for phones under `lg:hidden`, laid out under `hidden lg:block`): a price raised, a plan
  added, a VP joining, a job added are each told once.
- the widgets' lines in German, French and Spanish ("Zuletzt aktualisiert vor 4 Minuten", "12 personnes consultent cette
  page", "4,8 de 5 basado en 1.207 opiniones", "Noch 3 Tage: 20 % Rabatt auf Jahrespläne") ticking: noise.

Decisions: a hero headline reworded is meaningful on a homepage (the company's positioning, as rounds 11 and 16 hold);
an A/B test that serves one arm without a marker looks, in one pair, exactly like that, and its flip-flopping across
visits is the service's flip-flop memory's to calm (flap.py: A → B → A reported once, later alternations not) — what
the differ can see is an experiment rendering all its arms with the others hidden, and that is noise now. A VP joining
is major (the differ holds a VP an executive, as round 16 held a Head of People); a price change is critical by design.

Wrong on the code before this round (70a0fea): 39 of the 243 pairs (the same 39 with --surface and without it; most
of them the converted-price hint on a pricing page, below); 38 fixed, 1 left as a strict xfail. The rules now (general, no fixture strings):
- a price converted into the visitor's currency at the day's rate ("≈ €11.04 at today's rate", "(~£38)", "approx. $52",
  "ca. 42 €", "environ 49 €") was read as a plan's price: every visit was a critical price change, and every real edit
  under it told the rate's moves too. Such a conversion is no price (extract._APPROX_BEFORE in price_tokens) and its
  figure is volatile ("≈ <converted>", volatile).
- a hidden arm of a server-rendered A/B test (`data-experiment`, `data-optimizely-…`, `data-vwo-…`, `data-ab-test`,
  `data-split-test`, `data-growthbook-…`; not a bare `data-variant`) was dropped with the hidden elements, so the arm
  shown flipping read as the headline rewritten (meaningful): every arm stays (htmlnorm._experiment_arm).
- "Northwind is now part of Stripe" in a homepage's hero was meaningful: "is/are now (a) part of", "joins forces with",
  "ist jetzt Teil von", "fait désormais partie de", "ahora forma parte de" are major news (classify's major_post_pattern).
- a homepage's (investors page's, newsroom's) announcement bar, a widget, telling an acquisition, a funding round or a
  new CEO when it came was noise: like a pricing page's discount offer it is the page's content when it comes or goes
  (pipeline._kept_widget; a bar in the same place showing another message still rotates, below).
- an IR quote module's rows ("Volume | 1,364,545", "Day range | 83.29 - 85.39", "Market cap | 4.30B", "Previous close:
  84.12") were a meaningful edit on every fetch: a figure alone after such a label is a quote (volatile).
- reader counters "294 people read …" and reaction buttons ("👍 41", "❤️ 12", "12 👏") were edits (the latter meaningful
  on a docs page: a quantity): they are counters (volatile).
- a docs page's endpoint moved ("POST /v2/payments" → "POST /v3/payments", PUT → PATCH) was minor: an endpoint's method
  or path changed is meaningful in docs (classify._endpoint_changed).
- "de el" → "del" in a Spanish policy (words run together or contracted: "log in" → "login") was a meaningful policy
  change: a changed run of a different number of words whose letters are one edit apart is cosmetic, unless it holds a
  negation (classify._cosmetic).

Strict xfail: an announcement bar whose webinar message is replaced in place by a funding round stays noise — from two
fetches a bar rotating its messages and a bar edited once look alike (only a bar that came or went is kept).

Left alone (not pinned): a footer status badge flipping to "Partial system outage" on a homepage is minor, and so are
every plan shown in euros at the same amounts (the differ's geo-switch rule) and a customer count in the stats band.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
visit, Case, check, _tok = r15.visit, r15.Case, r15.check, r15._tok
M, MM, E, Q = ("meaningful",), ("meaningful", "major"), "changed", "quiet"
MINOR, MINM, MAJ, CRIT = ("minor",), ("minor", "meaningful"), ("major",), ("critical",)
MAJC = PRICE = ("major", "critical")
CASES: dict[str, Any] = {}
#: pair → a text its summary must hold
NAMED: dict[str, str] = {}
JOBS = ("jobs_added", "jobs_removed")


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] | str = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new, name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    if isinstance(kind, str):
        kind = (kind,)
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)


# ============================================================================ the chrome every page shares

_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" '
        'aria-hidden="true" class="h-5 w-5 shrink-0 text-gray-400 group-hover:text-indigo-600"><path stroke-linecap="round" '
        'stroke-linejoin="round" d="M3.75 13.5l10.5-11.25L12 10.5h8.25L9.75 21.75 12 13.5H3.75z{i}"/></svg>')
_TW = ("flex items-center gap-x-2 rounded-md px-3 py-2 text-sm font-semibold leading-6 text-gray-900 hover:bg-gray-50 "
       "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600")
_LOGOS = ("Acme Freight", "Brightline", "Copperleaf", "Dunmore Bank", "Evergreen Health", "Foxglove Retail",
          "Granite Labs", "Halcyon Air")
_POSTS = ("How we cut onboarding time in half", "A field guide to SOC 2 for startups", "Five dashboards every CFO wants",
          "What we learned shipping offline mode", "Inside our on-call rotation", "Pricing pages that convert",
          "The case for boring technology", "Our 2026 accessibility audit")
_CHAT = ("Hi there 👋 How can we help?", "Questions? We're online now.", "Need a hand? Chat with our team.")


def _em(seed: int, part: str) -> str:
    """An Emotion / CSS-modules class: the hash moves with every build."""
    return f"css-{_tok(seed, 6, part)} {part.capitalize()}_root__{_tok(seed, 5, part + 'm')}"


def _menu(seed: int, n: int, mobile: bool) -> str:
    items = "".join(f'<li><a href="/solutions/{i}" class="{_TW}">{_SVG.format(i=i)}<span>Solution {i}</span></a></li>'
                    for i in range(n))
    hid = "lg:hidden fixed inset-0 z-50 hidden" if mobile else "hidden lg:flex lg:gap-x-12"
    return f'<nav class="{hid} {_em(seed, "menu" + str(mobile))}" aria-label="{"Mobile" if mobile else "Global"}"><ul>{items}</ul></nav>'


def chrome(title: str, main: str, seed: int, *, lang: str = "en", menu: int = 12, site: str = "Northwind",
           extra_head: str = "") -> str:
    """A Next.js + Tailwind page of an ordinary company with the widgets such a page carries, all re-rendered per visit:
    build id, Emotion hashes, GTM/Segment snippets, Intercom/Drift/HubSpot embeds, a Cloudflare-obfuscated e-mail,
    a logo carousel in another order, a cookie banner of another vendor, a chat greeting, a viewer counter."""
    build = _tok(seed, 21, "build")
    k = seed % len(_LOGOS)
    logos = "".join(f'<li class="{_em(seed, "logo")}"><img src="/logos/{n.lower().replace(" ", "-")}.svg?v={_tok(seed, 6, n)}" '
                    f'alt="{n}" width="120" height="40"></li>' for n in _LOGOS[k:] + _LOGOS[:k])
    cf = _tok(seed, 40, "cfemail")
    banner = [
        '<div id="CybotCookiebotDialog" role="dialog"><h2>This website uses cookies</h2><p>We use cookies to personalise '
        'content and ads and to analyse our traffic.</p><button id="CybotCookiebotDialogBodyButtonAccept">Allow all</button></div>',
        '<div id="onetrust-banner-sdk"><p id="onetrust-policy-text">By clicking “Accept All Cookies”, you agree to the storing '
        'of cookies on your device.</p><button id="onetrust-accept-btn-handler">Accept All Cookies</button></div>',
        '',
    ][seed % 3]
    ld = json.dumps({"@context": "https://schema.org", "@type": "Organization", "name": site, "url": "https://northwind.io",
                     "logo": "https://northwind.io/logo.png", "sameAs": ["https://www.linkedin.com/company/northwind"]})
    return (
        f'<!DOCTYPE html><html lang="{lang}" class="scroll-smooth"><head><meta charset="utf-8"><title>{title}</title>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<link rel="stylesheet" href="/_next/static/css/{_tok(seed, 16, "css")}.css" data-n-g="">'
        f'<link rel="preload" href="/_next/static/media/inter.{_tok(seed, 8, "font")}.woff2" as="font" crossorigin="">'
        f'<style data-emotion="css {_tok(seed, 6, "a")} {_tok(seed, 6, "b")}">.css-{_tok(seed, 6, "a")}{{display:flex}}</style>'
        f'<script type="application/ld+json">{ld}</script>{extra_head}'
        f'<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{"gtm.start":{1733500000000 + seed * 7919},event:"gtm.js"}});'
        f'}})(window,document,"script","dataLayer","GTM-K9X2ZQ");</script>'
        f'<script>!function(){{var analytics=window.analytics=window.analytics||[];analytics._writeKey="{_tok(seed, 32, "seg")}";'
        f'analytics.load("{_tok(seed, 32, "seg")}");analytics.page();}}();</script></head>'
        f'<body class="bg-white antialiased"><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K9X2ZQ&gtm_auth='
        f'{_tok(seed, 12, "gtma")}" height="0" width="0" style="display:none"></iframe></noscript>{banner}'
        f'<div id="__next"><header class="{_em(seed, "header")} sticky top-0 z-40"><a href="/" class="-m-1.5 p-1.5">'
        f'<span class="sr-only">{site}</span>{_SVG.format(i="logo")}</a>{_menu(seed, menu, False)}'
        f'<button type="button" class="lg:hidden" aria-label="Open main menu">{_SVG.format(i="burger")}</button>'
        f'{_menu(seed, menu, True)}<a href="/login" class="{_TW}">Log in</a><a href="/signup" class="{_TW}">Start free trial</a>'
        f'</header><main id="main" class="{_em(seed, "main")} mx-auto max-w-7xl px-6 lg:px-8">{main}</main>'
        f'<section class="{_em(seed, "logos")} logo-carousel" aria-label="Trusted by"><p>Trusted by 4,000+ teams</p>'
        f'<ul class="animate-marquee flex">{logos}</ul></section>'
        f'<footer class="{_em(seed, "footer")} bg-gray-900"><div class="grid grid-cols-4 gap-8">'
        f'<div><h3>Product</h3><ul><li><a href="/pricing">Pricing</a></li><li><a href="/changelog">Changelog</a></li>'
        f'<li><a href="/docs">Docs</a></li></ul></div><div><h3>Company</h3><ul><li><a href="/about">About</a></li>'
        f'<li><a href="/careers">Careers</a></li><li><a href="/press">Press</a></li><li><a href="/investors">Investors</a></li></ul></div>'
        f'<div><h3>Contact</h3><p><a href="/cdn-cgi/l/email-protection#{cf}"><span class="__cf_email__" data-cfemail="{cf}">'
        f'[email&#160;protected]</span></a></p></div></div><p class="text-xs">© 2026 {site}, Inc. All rights reserved.</p>'
        f'</footer></div>'
        f'<div class="trustpilot-widget" data-businessunit-id="5f1c2a9e" data-template-id="53aa8807dec7e10d38f59f36">'
        f'<p>Excellent <strong>4.8</strong> out of 5 based on <a href="https://www.trustpilot.com/review/northwind.io">'
        f'{1204 + seed * 7} reviews</a></p></div>'
        f'<div class="hbspt-form" data-hs-forms-root="true"><form id="hsForm_{_tok(seed, 8, "hsf")}-{_tok(seed, 4, "hsg")}" '
        f'method="POST" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/4821103/'
        f'{_tok(seed, 12, "hsid")}"><label for="email-{_tok(seed, 6, "hsl")}">Work email</label>'
        f'<input id="email-{_tok(seed, 6, "hsl")}" name="email" type="email"><input type="hidden" name="hs_context" '
        f'value="{{&quot;rumScriptExecuteTime&quot;:{1200 + seed * 3}.5,&quot;pageId&quot;:&quot;{_tok(seed, 10, "pid")}&quot;}}">'
        f'<input type="submit" value="Get the newsletter"></form></div>'
        f'<div id="drift-frame-controller" class="drift-conductor-item"><iframe title="Drift Widget Chat Controller" '
        f'src="https://js.driftt.com/core?embedId={_tok(seed, 10, "drift")}&amp;forceShow=false&amp;d={seed}"></iframe></div>'
        f'<script>self.__next_f.push([1,"2:I[{seed * 31 % 9999},[\\"static/chunks/app/layout-{_tok(seed, 16, "chunk")}.js\\"],\\"\\"]"])</script>'
        f'<div id="intercom-container" class="intercom-namespace"><div class="intercom-launcher-frame" data-intercom-frame="true">'
        f'<div class="intercom-notification">{_CHAT[seed % len(_CHAT)]}</div></div></div>'
        f'<script id="hs-script-loader" async defer src="//js.hs-scripts.com/48211{seed % 3}.js?t={1733500000 + seed * 61}"></script>'
        f'<script>window.intercomSettings={{api_base:"https://api-iam.intercom.io",app_id:"x9k2m1",user_hash:"{_tok(seed, 64, "ih")}"}};</script>'
        f'<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"nonce":"{_tok(seed, 16, "np")}"}}}},'
        f'"page":"/[[...slug]]","buildId":"{build}","isFallback":false,"gssp":true}}</script>'
        f'<script src="/_next/static/{build}/_buildManifest.js" defer=""></script>'
        f'<script src="/_next/static/{build}/_ssgManifest.js" defer=""></script>'
        f'<script src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script></body></html>')


def family(short: str, build: Callable[[dict[str, Any], int], str], data: dict[str, Any], url: str, surface: str,
           edits: list[tuple[Any, ...]]) -> None:
    """One page: two visits (noise only), then each edit alone (same visit) and between two noisy visits."""
    add(f"{short}: noise only (another visit)", visit(build(data, 1), 3), visit(build(data, 2), 8, True), url, surface, Q)
    add(f"{short}: the page's own widgets re-rendered", build(data, 4), build(data, 5), url, surface, Q)
    for label, fn, outcome, sig, kind, *more in edits:
        kw = more[0] if more else {}
        nd = fn(json.loads(json.dumps(data)))
        add(f"{short}: {label}", build(data, 1), build(nd, 1), url, surface, outcome, sig, kind, **dict(kw))
        add(f"{short}: {label}, under visit noise", visit(build(data, 6), 13), visit(build(nd, 7), 14), url, surface,
            outcome, sig, kind, **dict(kw))


def _set(d: dict[str, Any], **kw: Any) -> dict[str, Any]:
    d.update(kw)
    return d


# ============================================================================ homepage (Next.js + Tailwind)

def homepage(d: dict[str, Any], seed: int) -> str:
    """A SaaS homepage: the hero (with its A/B variant rendered server-side when the test runs), feature cards, a
    testimonial rotated per visit, three "from the blog" posts picked at random, a launch countdown."""
    k = seed % len(_POSTS)
    posts = "".join(f'<article class="{_em(seed, "post")}"><a href="/blog/{i}"><h3>{_POSTS[(k + i) % len(_POSTS)]}</h3></a></article>'
                    for i in range(3))
    cards = "".join(f'<div class="{_em(seed, "card")} rounded-2xl p-8">{_SVG.format(i=n)}<h3 class="text-lg font-semibold">{n}</h3>'
                    f'<p class="mt-2 text-gray-600">{t}</p></div>' for n, t in d["features"])
    hero = f'<h1 class="{_em(seed, "hero")} text-5xl font-bold tracking-tight">{d["hero"]}</h1>'
    if d.get("ab"):
        # both arms in the DOM, all but one hidden: which one shows is drawn per visit
        arms = [("a", d["hero"]), ("b", d["ab"])]
        hero = "".join(f'<h1 class="{_em(seed, "hero")} text-5xl font-bold" data-experiment="hero-copy" data-variant="{v}"'
                       f'{"" if i == seed % 2 else " hidden"}>{t}</h1>' for i, (v, t) in enumerate(arms))
    main = (f'<section class="relative isolate pt-14">{hero}<p class="mt-6 text-lg leading-8 text-gray-600">{d["sub"]}</p>'
            f'<div class="mt-10 flex gap-x-6"><a href="/signup" class="{_TW}">Get started</a><a href="/demo">Book a demo →</a></div>'
            f'<div class="countdown" data-deadline="2026-12-10T17:00:00Z">Launch week starts in <span>{3 - seed % 3}d '
            f'{seed * 5 % 24}h {seed * 7 % 60:02d}m {seed * 11 % 60:02d}s</span></div></section>'
            f'<section class="grid grid-cols-1 gap-8 lg:grid-cols-3" aria-label="Features">{cards}</section>'
            f'<section class="{_em(seed, "stats")}"><p>{d["stat"]}</p></section>'
            f'<section class="related-posts"><h2>From the blog</h2>{posts}</section>')
    return chrome(f"{d['site']} — {d['title']}", main, seed, menu=d.get("menu", 12), site=d["site"])


HOME = {"site": "Northwind", "title": "Spend management for modern finance teams",
        "hero": "Spend management for modern finance teams",
        "sub": "Cards, bill pay and expense reports in one place, with the controls your auditors ask for.",
        "stat": "Trusted by 4,000+ finance teams in 30 countries",
        "features": [["Corporate cards", "Issue virtual and physical cards with limits per team."],
                     ["Bill pay", "Pay vendors in 40 currencies with two-step approvals."],
                     ["Expense reports", "Receipts matched automatically from email and Slack."]]}
family("homepage", homepage, HOME, "https://northwind.io/", "homepage", [
    ("the hero headline reworded", lambda d: _set(d, hero="The finance platform for fast-growing companies"),
     E, M, (), {"named": "fast-growing"}),
    ("an acquisition announced in the hero", lambda d: _set(d, hero="Northwind is now part of Stripe"),
     E, MAJ, ()),
    ("a fourth feature card", lambda d: _set(d, features=d["features"] + [["Travel", "Book flights and hotels inside your policy."]]),
     E, MINM, ()),
    ("the customer count in the stats band", lambda d: _set(d, stat="Trusted by 5,000+ finance teams in 30 countries"),
     "any", MINM, ()),
])
# an A/B test that renders both arms and hides one: which arm shows flips per visit (the same two texts) — noise
_AB = dict(HOME, ab="The spend platform finance teams actually like")
add("homepage: A/B hero arms flip (both in the DOM, one hidden)", homepage(_AB, 1), homepage(_AB, 2),
    "https://northwind.io/", "homepage", Q)
add("homepage: A/B hero arms flip, under visit noise", visit(homepage(_AB, 3), 3), visit(homepage(_AB, 4), 4),
    "https://northwind.io/", "homepage", Q)
# a big page (≈ 300 KB: a mega menu of inline SVG icons twice) where the change is a needle in a haystack
_BIG = dict(HOME, menu=220)
add("homepage (300 KB): noise only", visit(homepage(_BIG, 1), 5), visit(homepage(_BIG, 2), 6), "https://northwind.io/",
    "homepage", Q)
add("homepage (300 KB): the hero reworded", visit(homepage(_BIG, 1), 5),
    visit(homepage(dict(_BIG, hero="The finance platform for fast-growing companies"), 2), 6), "https://northwind.io/",
    "homepage", E, M, named="fast-growing")


# ============================================================================ team / leadership (Emotion)

def team(d: dict[str, Any], seed: int) -> str:
    people = "".join(f'<li class="{_em(seed, "person")}"><img src="/team/{n.split()[0].lower()}.jpg?w=400&amp;q=75&amp;'
                     f'dpl={_tok(seed, 8, "dpl")}" alt="" class="aspect-square w-full rounded-2xl object-cover">'
                     f'<h3 class="mt-6 text-lg font-semibold">{n}</h3><p class="text-base text-gray-600">{r}</p>'
                     + (f'<p class="mt-4 text-sm">{b}</p>' if b else "") + '</li>' for n, r, b in d["people"])
    h = d.get("h", "Meet our leadership")
    main = (f'<div class="mx-auto max-w-2xl"><h1 class="text-4xl font-bold">{h}</h1><p>{d.get("intro", "")}</p></div>'
            f'<ul role="list" class="grid grid-cols-1 gap-x-8 gap-y-16 sm:grid-cols-3">{people}</ul>')
    return chrome(d.get("title", "Leadership — Northwind"), main, seed, lang=d.get("lang", "en"), menu=d.get("menu", 12))


TEAM = {"intro": "The people building Northwind.", "people": [
    ["Hannah Keller", "Co-founder & CEO", "Hannah previously led payments at Adyen."],
    ["Tomás Ortega", "Co-founder & CTO", "Tomás built the first version of Northwind's ledger."],
    ["Priya Raman", "Chief Financial Officer", ""],
    ["Marcus Bell", "VP of Sales", ""],
    ["Ingrid Solberg", "VP of Engineering", ""],
    ["Kwame Mensah", "Head of Design", ""]]}
family("team", team, TEAM, "https://northwind.io/about/leadership", "team", [
    # (a VP is an executive to the differ, as a Head of People was in round 16: major; meaningful would do too)
    ("a VP of Marketing joins", lambda d: _set(d, people=d["people"] + [["Elena Petrova", "VP of Marketing", ""]]),
     E, MM, (), {"named": "Elena Petrova"}),
    ("a new CEO replaces the founder", lambda d: _set(d, people=[["Robert Nakamura", "Chief Executive Officer",
                                                                 "Robert joined from Brex, where he ran global operations."],
                                                                ["Hannah Keller", "Co-founder & Executive Chair",
                                                                 "Hannah previously led payments at Adyen."]] + d["people"][1:]),
     E, MAJC, ()),
    ("a bio's typo fixed", lambda d: _set(d, people=[["Hannah Keller", "Co-founder & CEO",
                                                      "Hannah previously lead payments at Adyen."]] + d["people"][1:]),
     "any", MINOR, ()),
    ("the grid re-ordered alphabetically", lambda d: _set(d, people=sorted(d["people"])), "quiet", (), ()),
])
TEAM_DE = {"lang": "de", "title": "Team — Nordwind GmbH", "h": "Unser Führungsteam", "intro": "Die Menschen hinter Nordwind.",
           "people": [["Julia Hoffmann", "Geschäftsführerin (CEO)", ""], ["Stefan Braun", "Technischer Leiter (CTO)", ""],
                      ["Aylin Demir", "Leiterin Finanzen (CFO)", ""], ["Matthias Weber", "Vertriebsleiter", ""]]}
family("team (de)", team, TEAM_DE, "https://nordwind.de/unternehmen/team", "team", [
    ("eine neue Geschäftsführerin", lambda d: _set(d, people=[["Katrin Vogel", "Geschäftsführerin (CEO)", ""]] + d["people"][1:]),
     E, MAJC, ()),
    ("ein Leiter Marketing kommt dazu", lambda d: _set(d, people=d["people"] + [["Lars Neumann", "Leiter Marketing", ""]]),
     E, M, ()),
])


# ============================================================================ investors (a stock ticker, quarterly results)

def investors(d: dict[str, Any], seed: int) -> str:
    px = 123.45 + (seed * 37 % 200) / 100
    chg = (seed * 13 % 300 - 150) / 100
    ticker = (f'<div class="stock-ticker {_em(seed, "ticker")}" data-symbol="NWND"><span>NASDAQ: NWND</span> '
              f'<span class="price">${px:.2f}</span> <span class="change">{chg:+.2f} ({chg / px * 100:+.2f}%)</span> '
              f'<span class="asof">As of Dec {1 + seed % 6}, 2026 {9 + seed % 7}:{seed * 7 % 60:02d} a.m. ET · '
              f'Delayed 20 minutes</span></div>')
    rel = "".join(f'<li class="{_em(seed, "release")}"><time datetime="{dt}">{dt}</time><a href="/investors/news/{i}">{t}</a></li>'
                  for i, (dt, t) in enumerate(d["releases"]))
    ev = "".join(f'<li><time>{dt}</time> {t}</li>' for dt, t in d["events"])
    main = (f'<h1>Investor Relations</h1>{ticker}<section><h2>Press releases</h2><ul>{rel}</ul></section>'
            f'<section><h2>Upcoming events</h2><ul>{ev}</ul></section>'
            f'<section><h2>Financial calendar</h2><p>{d["cal"]}</p></section>')
    return chrome("Investor Relations — Northwind", main, seed)


IR = {"releases": [["2026-11-04", "Northwind Reports Third Quarter 2026 Financial Results"],
                   ["2026-10-14", "Northwind to Announce Third Quarter 2026 Financial Results on November 4"],
                   ["2026-08-05", "Northwind Reports Second Quarter 2026 Financial Results"],
                   ["2026-06-11", "Northwind Announces Pricing of Secondary Offering"]],
      "events": [["2026-12-09", "Barclays Global Technology Conference"]],
      "cal": "Fiscal year ends December 31. Fourth quarter results are expected in February 2027."}
family("investors", investors, IR, "https://investors.northwind.io/", "investors", [
    ("fourth-quarter results posted", lambda d: _set(d, releases=[["2027-02-10", "Northwind Reports Fourth Quarter and "
                                                                   "Full Year 2026 Financial Results"]] + d["releases"]),
     E, MM, (), {"contains": {"items_added": ["Fourth Quarter"]}}),
    ("a CFO transition announced", lambda d: _set(d, releases=[["2026-12-05", "Northwind Announces CFO Transition"]]
                                                 + d["releases"]), E, MM, ()),
    ("an acquisition announced", lambda d: _set(d, releases=[["2026-12-05", "Northwind to Acquire Ledgerly for $240 Million"]]
                                               + d["releases"]), E, MAJ, ()),
    ("a conference added to the events", lambda d: _set(d, events=d["events"] + [["2027-01-13", "Needham Growth Conference"]]),
     E, MINM, ()),
])


# ============================================================================ products

def products(d: dict[str, Any], seed: int) -> str:
    cards = "".join(f'<a href="/products/{n.lower().replace(" ", "-")}" class="{_em(seed, "product")} group block">'
                    f'{_SVG.format(i=n)}<h2 class="text-xl font-semibold">{n}</h2><p>{t}</p>'
                    + (f'<span class="badge">{b}</span>' if b else "") + '</a>' for n, t, b in d["products"])
    main = f'<h1>Products</h1><p>Everything you need to run finance.</p><div class="grid grid-cols-3 gap-6">{cards}</div>'
    return chrome("Products — Northwind", main, seed)


PRODUCTS = {"products": [["Northwind Cards", "Virtual and physical corporate cards.", ""],
                         ["Northwind Bill Pay", "Pay every invoice from one inbox.", ""],
                         ["Northwind Expenses", "Expense reports without the reports.", ""],
                         ["Northwind Procurement", "Purchase requests and approvals.", "Beta"]]}
family("products", products, PRODUCTS, "https://northwind.io/products", "products", [
    ("a product launched", lambda d: _set(d, products=d["products"] + [["Northwind Treasury",
                                                                        "Earn yield on idle cash, FDIC-insured.", "New"]]),
     E, MM, (), {"named": "Treasury"}),
    ("a product discontinued", lambda d: _set(d, products=d["products"][:3]), E, MM, ()),
    ("a beta badge dropped (GA)", lambda d: _set(d, products=d["products"][:3] + [d["products"][3][:2] + [""]]),
     "any", MINM, ()),
])


# ============================================================================ docs (an API parameter deprecated)

def docs(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f'<tr><td><code>{n}</code></td><td>{t}</td><td>{desc}</td></tr>' for n, t, desc in d["params"])
    main = (f'<article class="prose {_em(seed, "doc")}"><h1>Create a payment</h1><p><code>POST {d.get("path", "/v2/payments")}</code></p>'
            f'<p>Creates a payment from one of your accounts to a saved recipient.</p><h2>Body parameters</h2>'
            f'<table><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead><tbody>{rows}</tbody></table>'
            f'<h2>Rate limits</h2><p>{d["limit"]}</p><p class="text-xs">Last updated {seed % 9 + 1} minutes ago</p></article>')
    return chrome("Create a payment — Northwind API", main, seed)


DOCS = {"limit": "You can create up to 100 payments per minute per account.",
        "params": [["amount", "integer", "Amount in the smallest currency unit."],
                   ["currency", "string", "Three-letter ISO 4217 code."],
                   ["recipient_id", "string", "The saved recipient to pay."],
                   ["memo", "string", "A note shown on the recipient's statement."]]}
family("docs", docs, DOCS, "https://docs.northwind.io/api/payments/create", "docs", [
    ("a parameter deprecated", lambda d: _set(d, params=d["params"][:3] + [["memo", "string", "<strong>Deprecated.</strong> "
                                                                          "Use <code>statement_descriptor</code> instead. "
                                                                          "Will be removed on 2027-06-01."]]),
     E, MM, ()),
    ("a required parameter added", lambda d: _set(d, params=d["params"] + [["idempotency_key", "string",
                                                                           "Required. A unique key to make retries safe."]]),
     E, MM, ()),
    ("the rate limit cut", lambda d: _set(d, limit="You can create up to 25 payments per minute per account."), E, MM, ()),
    ("a typo in a description", lambda d: _set(d, params=[["amount", "integer", "Amount in the smalest currency unit."]]
                                               + d["params"][1:]), "any", MINOR, ()),
])


# ============================================================================ changelog (a breaking change)

def changelog(d: dict[str, Any], seed: int) -> str:
    es = "".join(f'<article class="{_em(seed, "entry")}" id="{v}"><h2>{v}</h2><time datetime="{dt}">{dt}</time>'
                 + "".join(f"<p>{p}</p>" for p in ps) + '</article>' for v, dt, ps in d["entries"])
    main = f'<h1>Changelog</h1><p>New updates and improvements to Northwind.</p>{es}'
    return chrome("Changelog — Northwind", main, seed)


CHANGELOG = {"entries": [["v4.12.0", "2026-11-28", ["Added bulk card freezing.", "Fixed CSV export of split expenses."]],
                         ["v4.11.0", "2026-11-14", ["Added NetSuite sync for purchase orders."]],
                         ["v4.10.2", "2026-11-03", ["Fixed a timezone bug in scheduled payments."]]]}
family("changelog", changelog, CHANGELOG, "https://northwind.io/changelog", "changelog", [
    ("a release added", lambda d: _set(d, entries=[["v4.13.0", "2026-12-05", ["Added Slack approvals for bill pay."]]]
                                       + d["entries"]), E, M, (), {"contains": {"items_added": ["v4.13.0"]}}),
    ("a breaking release added", lambda d: _set(d, entries=[["v5.0.0", "2026-12-05", [
        "Breaking change: the v1 API has been removed. Requests to /v1 now return 410 Gone.",
        "Webhooks are now signed with HMAC-SHA256 only."]]] + d["entries"]), E, MM, ()),
])


# ============================================================================ status

def status(d: dict[str, Any], seed: int) -> str:
    comps = "".join(f'<div class="component-inner-container status-{s.lower().replace(" ", "-")}" data-component-status="'
                    f'{s.lower().replace(" ", "_")}"><span class="name">{n}</span><span class="component-status">{s}</span>'
                    f'<span class="uptime">{99.9 + seed % 10 / 100:.2f}% uptime</span></div>' for n, s in d["comps"])
    inc = "".join(f'<div class="unresolved-incident impact-{imp}"><a href="/incidents/{_tok(7, 12, n)}">{n}</a>'
                  f'<div class="update"><strong>{st}</strong> - {txt}</div></div>' for n, st, imp, txt in d.get("incidents", []))
    main = (f'<div class="page-status status-{d["level"]}"><span class="status">{d["banner"]}</span></div>{inc}'
            f'<div class="components-container">{comps}</div><p>Refreshed {seed % 50 + 3} seconds ago</p>')
    return chrome("Northwind Status", main, seed)


STATUS = {"level": "none", "banner": "All Systems Operational",
          "comps": [["Dashboard", "Operational"], ["API", "Operational"], ["Card authorizations", "Operational"],
                    ["Bank transfers", "Operational"]]}
family("status", status, STATUS, "https://status.northwind.io/", "status", [
    ("a major outage", lambda d: _set(d, level="critical", banner="Major System Outage",
                                     comps=[["Dashboard", "Operational"], ["API", "Major Outage"],
                                            ["Card authorizations", "Major Outage"], ["Bank transfers", "Operational"]],
                                     incidents=[["Card authorizations failing", "Investigating", "critical",
                                                 "We are investigating failed card authorizations."]]),
     E, CRIT, ()),
    ("one component degraded", lambda d: _set(d, level="minor", banner="Partially Degraded Service",
                                             comps=d["comps"][:3] + [["Bank transfers", "Degraded Performance"]]),
     E, MM, ()),
])


# ============================================================================ pricing

def pricing(d: dict[str, Any], seed: int) -> str:
    """Plan cards; an "≈ local currency" hint at today's exchange rate (the visitor's geo), a countdown on the promo."""
    fx = 0.91 + seed % 7 / 100
    cards = ""
    for n, p, feats in d["plans"]:
        amt = re.sub(r"[^\d.]", "", p)
        approx = (f'<span class="approx-local-price text-xs" data-geo="DE">≈ €{float(amt) * fx:.2f} at today\'s rate</span>'
                  if amt and d.get("fx") else "")
        per = '<span class="text-sm">/user/month</span>' if amt and p not in ("$0", "€0") else ""
        cards += (f'<div class="{_em(seed, "plan")} rounded-3xl p-8 ring-1 ring-gray-200"><h3 class="text-lg">{n}</h3>'
                  f'<p class="mt-6"><span class="text-4xl font-bold">{p}</span>{per}</p>{approx}'
                  f'<a href="/signup?plan={n.lower()}" class="{_TW}">{"Contact sales" if not amt else "Get started"}</a>'
                  '<ul role="list">' + "".join(f'<li class="flex gap-x-3">{_SVG.format(i="check")}{f}</li>' for f in feats)
                  + '</ul></div>')
    timer = (f'<div class="promo-countdown">Black Friday: 30% off annual plans — ends in {seed % 3}d {seed * 5 % 24}h '
             f'{seed * 7 % 60}m</div>')
    main = (f'{timer}<h1 class="text-5xl">{d.get("h", "Simple, transparent pricing")}</h1>'
            f'<div class="isolate grid grid-cols-1 gap-8 lg:grid-cols-{len(d["plans"])}">{cards}</div>'
            f'<p class="note">{d.get("note", "Prices exclude VAT. Billed monthly.")}</p>')
    return chrome(d.get("title", "Pricing — Northwind"), main, seed, lang=d.get("lang", "en"), menu=d.get("menu", 12))


PRICING = {"fx": True, "plans": [
    ["Free", "$0", ["Up to 3 users", "50 expense reports / month", "Email support"]],
    ["Team", "$12", ["Unlimited users", "Unlimited reports", "NetSuite and Xero sync"]],
    ["Business", "$29", ["Everything in Team", "SSO (SAML)", "Custom approval flows"]],
    ["Enterprise", "Custom", ["Everything in Business", "Dedicated CSM", "99.99% uptime SLA"]]]}


def _plans(d: dict[str, Any], i: int, row: list[Any] | None) -> dict[str, Any]:
    ps = d["plans"]
    d["plans"] = ps[:i] + ([row] if row else []) + ps[i + 1:]
    return d


family("pricing", pricing, PRICING, "https://northwind.io/pricing", "pricing", [
    ("a price raised", lambda d: _plans(d, 1, ["Team", "$15", d["plans"][1][2]]), E, PRICE, (),
     {"prices": (("Team", "$12", "$15"),)}),
    ("a plan added", lambda d: _set(d, plans=d["plans"][:2] + [["Growth", "$19", ["Everything in Team", "Budgets",
                                                                                   "Multi-entity"]]] + d["plans"][2:]),
     E, MM, (), {"contains": {"plans_added": ["Growth"]}}),
    ("the free tier removed", lambda d: _set(d, plans=d["plans"][1:]), E, MAJC, (),
     {"contains": {"plans_removed": ["Free"]}}),
    ("a price moved behind Contact sales", lambda d: _plans(d, 2, ["Business", "Custom", d["plans"][2][2]]), E, PRICE, ()),
    # (every plan in euros at the same amounts is what a geo-switch serves a visitor from elsewhere: the differ says so, minor)
    ("the plans shown in euros (same amounts)", lambda d: _set(d, fx=False, plans=[[n, p.replace("$", "€"), f]
                                                                                   for n, p, f in d["plans"]]),
     "any", MINOR, ()),
    ("the plans re-priced in euros", lambda d: _set(d, fx=False, plans=[[n, {"$12": "€11", "$29": "€27"}.get(p, p.replace("$", "€")), f]
                                                                        for n, p, f in d["plans"]]),
     E, PRICE, (), {"prices": (("Free", "$0", "€0"), ("Team", "$12", "€11"), ("Business", "$29", "€27"))}),
    ("SSO moved down to Team", lambda d: _set(d, plans=[d["plans"][0], ["Team", "$12", d["plans"][1][2] + ["SSO (SAML)"]],
                                                        ["Business", "$29", ["Everything in Team", "Custom approval flows"]],
                                                        d["plans"][3]]), E, MINM, ()),
])
PRICING_DE = {"lang": "de", "title": "Preise — Nordwind", "h": "Einfache, transparente Preise",
              "note": "Alle Preise zzgl. MwSt. Monatliche Abrechnung.", "plans": [
                  ["Starter", "€0", ["Bis zu 3 Nutzer", "E-Mail-Support"]],
                  ["Team", "€14", ["Unbegrenzte Nutzer", "DATEV-Export"]],
                  ["Business", "€32", ["Alles aus Team", "SSO (SAML)"]]]}
family("pricing (de)", pricing, PRICING_DE, "https://nordwind.de/preise", "pricing", [
    ("Preis erhöht", lambda d: _plans(d, 1, ["Team", "€16", d["plans"][1][2]]), E, PRICE, (),
     {"prices": (("Team", "€14", "€16"),)}),
    ("kostenloser Tarif entfällt", lambda d: _set(d, plans=d["plans"][1:]), E, MAJC, ()),
])


# ============================================================================ careers

def careers(d: dict[str, Any], seed: int) -> str:
    jobs = "".join(f'<li class="{_em(seed, "job")}"><a href="/careers/{_tok(0, 8, t + loc0)}-{t.lower().replace(" ", "-")}">'
                   f'<h3>{t}</h3></a><p class="meta"><span>{dept}</span> · <span>{loc}</span> · <span>{typ}</span></p>'
                   f'<span class="posted">{d.get("posted", "Posted")} {seed % 5 + 1} {d.get("days", "days ago")}</span></li>'
                   for t, dept, loc, typ, loc0 in d["jobs"])
    main = (f'<h1>{d.get("h", "Join us")}</h1><p>{d.get("intro", "We are hiring across Europe and North America.")}</p>'
            f'<p class="count">{len(d["jobs"])} {d.get("open", "open positions")}</p><ul class="jobs">{jobs}</ul>')
    return chrome(d.get("title", "Careers — Northwind"), main, seed, lang=d.get("lang", "en"), menu=d.get("menu", 12))


def _job(t: str, dept: str, loc: str, typ: str = "Full-time") -> list[str]:
    return [t, dept, loc, typ, loc]


CAREERS = {"jobs": [_job("Senior Backend Engineer", "Engineering", "Berlin, Germany"),
                    _job("Product Designer", "Design", "London, UK"),
                    _job("Account Executive", "Sales", "New York, NY"),
                    _job("Data Analyst", "Finance", "Remote (US)"),
                    _job("Customer Success Manager", "Customer Success", "Toronto, Canada")]}


def _relocate(d: dict[str, Any], i: int, loc: str) -> dict[str, Any]:
    d["jobs"][i][2] = loc
    return d


family("careers", careers, CAREERS, "https://northwind.io/careers", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [_job("Staff SRE", "Engineering", "Remote (EU)")]), E, M, (),
     {"exact": {"jobs_added": ["Staff SRE"]}}),
    ("a job closed", lambda d: _set(d, jobs=d["jobs"][:2] + d["jobs"][3:]), E, M, (),
     {"exact": {"jobs_removed": ["Account Executive"]}}),
    ("one job's location changed only", lambda d: _relocate(d, 3, "Remote (US & Canada)"), E, MINM, (), {"absent": JOBS}),
    ("a job moved to another city", lambda d: _relocate(d, 1, "Manchester, UK"), E, MINM, (), {"absent": JOBS}),
])
CAREERS_FR = {"lang": "fr", "title": "Carrières — Nordvent", "h": "Rejoignez-nous", "intro": "Nous recrutons à Paris et Lyon.",
              "open": "postes ouverts", "posted": "Publiée il y a", "days": "jours", "jobs": [
                  _job("Développeur Backend Senior", "Ingénierie", "Paris", "CDI"),
                  _job("Chargé de clientèle", "Ventes", "Lyon", "CDI"),
                  _job("Comptable", "Finance", "Paris", "CDD"),
                  _job("Stagiaire Marketing", "Marketing", "Paris", "Stage")]}
family("careers (fr)", careers, CAREERS_FR, "https://nordvent.fr/carrieres", "careers", [
    ("un poste ajouté", lambda d: _set(d, jobs=d["jobs"] + [_job("Product Manager", "Produit", "Paris", "CDI")]), E, M, (),
     {"exact": {"jobs_added": ["Product Manager"]}}),
    ("un poste pourvu", lambda d: _set(d, jobs=d["jobs"][1:]), E, M, (),
     {"exact": {"jobs_removed": ["Développeur Backend Senior"]}}),
])
CAREERS_ES = {"lang": "es", "title": "Empleo — Vientonorte", "h": "Trabaja con nosotros", "intro": "Buscamos talento en Madrid.",
              "open": "vacantes", "posted": "Publicada hace", "days": "días", "jobs": [
                  _job("Ingeniero de Software", "Ingeniería", "Madrid", "Jornada completa"),
                  _job("Ejecutivo de Cuentas", "Ventas", "Barcelona", "Jornada completa"),
                  _job("Analista de Datos", "Finanzas", "Remoto (España)", "Media jornada")]}
family("careers (es)", careers, CAREERS_ES, "https://vientonorte.es/empleo", "careers", [
    ("una vacante nueva", lambda d: _set(d, jobs=d["jobs"] + [_job("Diseñador de Producto", "Diseño", "Madrid")]), E, M, (),
     {"exact": {"jobs_added": ["Diseñador de Producto"]}}),
    ("la ubicación de una vacante", lambda d: _relocate(d, 1, "Valencia"), E, MINM, (), {"absent": JOBS}),
])


# ============================================================================ newsroom (press releases; random "related")

def newsroom(d: dict[str, Any], seed: int) -> str:
    k = seed * 3 % len(_POSTS)
    rel = "".join(f'<li><a href="/blog/{(k + i) % 8}">{_POSTS[(k + i) % len(_POSTS)]}</a></li>' for i in range(3))
    items = "".join(f'<article class="{_em(seed, "pr")}"><time datetime="{dt}">{dt}</time><h2><a href="/press/{s}">{t}</a>'
                    f'</h2><p>{x}</p></article>' for dt, t, s, x in d["items"])
    main = (f'<h1>Newsroom</h1><p>Media contact: <a href="/cdn-cgi/l/email-protection#{_tok(seed, 30, "pr")}" class="__cf_email__" '
            f'data-cfemail="{_tok(seed, 30, "pr")}">[email&#160;protected]</a></p>{items}'
            f'<aside class="related"><h2>You might also like</h2><ul>{rel}</ul></aside>'
            f'<p class="views">{seed * 97 % 900 + 100} people read the newsroom this week</p>')
    return chrome("Newsroom — Northwind", main, seed)


NEWS = {"items": [["2026-11-20", "Northwind launches multi-entity accounting", "multi-entity", "Finance teams can now close books for every subsidiary."],
                  ["2026-10-02", "Northwind named a Leader in the 2026 Spend Management Wave", "leader-2026", "The report evaluated 12 vendors."],
                  ["2026-09-15", "Northwind opens Dublin office", "dublin", "The office will host 80 people by 2027."]]}
family("newsroom", newsroom, NEWS, "https://northwind.io/press", "newsroom", [
    ("a press release", lambda d: _set(d, items=[["2026-12-05", "Northwind partners with Visa on commercial cards",
                                                  "visa-partnership", "The partnership brings Northwind cards to 30 new markets."]]
                                       + d["items"]), E, M, (), {"exact": {"items_added": ["Northwind partners with Visa on commercial cards"]}}),
    ("an acquisition press release", lambda d: _set(d, items=[["2026-12-05", "Northwind acquires Ledgerly to expand into "
                                                               "accounts receivable", "ledgerly", "The deal closed on December 4."]]
                                                    + d["items"]), E, MAJ, ()),
    ("a release retracted", lambda d: _set(d, items=d["items"][:1] + d["items"][2:]), E, MINM + MAJ, ()),
])


# ============================================================================ legal (governing law vs a typo)

def legal(d: dict[str, Any], seed: int) -> str:
    secs = "".join(f'<section id="s{i}"><h2>{h}</h2>' + "".join(f"<p>{p}</p>" for p in ps) + "</section>"
                   for i, (h, ps) in enumerate(d["sections"]))
    main = (f'<article class="prose {_em(seed, "legal")}"><h1>{d.get("h", "Terms of Service")}</h1>'
            f'<p class="effective">{d.get("eff", "Effective date: November 1, 2026")}</p>{secs}</article>')
    return chrome(d.get("title", "Terms of Service — Northwind"), main, seed, lang=d.get("lang", "en"), menu=d.get("menu", 12))


TERMS = {"sections": [
    ["1. Acceptance", ["By using the Services you agree to these Terms."]],
    ["2. Fees", ["Fees are billed in advance. We may change fees with 30 days' notice."]],
    ["3. Termination", ["Either party may terminate for convenience with 30 days' written notice."]],
    ["4. Limitation of liability", ["Our total liability is limited to the fees you paid in the 12 months before the claim."]],
    ["5. Governing law", ["These Terms are governed by the laws of the State of Delaware, and the courts of Wilmington, "
                          "Delaware have exclusive jurisdiction."]]]}


def _sec(d: dict[str, Any], i: int, text: str) -> dict[str, Any]:
    d["sections"][i][1] = [text]
    return d


family("terms", legal, TERMS, "https://northwind.io/legal/terms", "legal", [
    ("the governing law moved to Ireland", lambda d: _sec(d, 4, "These Terms are governed by the laws of Ireland, and the "
                                                              "courts of Dublin, Ireland have exclusive jurisdiction."),
     E, MM, ()),
    ("a typo fixed", lambda d: _sec(d, 0, "By using the Services, you agree to these Terms."), "any", MINOR, ()),
    ("the effective date alone", lambda d: _set(d, eff="Effective date: December 1, 2026"), "any", MINOR, ()),
    ("the liability cap cut to 3 months", lambda d: _sec(d, 3, "Our total liability is limited to the fees you paid in "
                                                              "the 3 months before the claim."), E, MM, ()),
])
TERMS_ES = {"lang": "es", "title": "Términos y condiciones — Vientonorte", "h": "Términos y condiciones",
            "eff": "Última actualización: 1 de noviembre de 2026", "sections": [
                ["1. Objeto", ["Estas condiciones regulan el uso de el servicio."]],
                ["2. Precio", ["Podemos modificar los precios con un preaviso de 30 días."]],
                ["3. Ley aplicable", ["Estas condiciones se rigen por la legislación española. Los juzgados de Madrid "
                                      "serán competentes."]]]}
family("terms (es)", legal, TERMS_ES, "https://vientonorte.es/legal/terminos", "legal", [
    ("la ley aplicable cambia", lambda d: _sec(d, 2, "Estas condiciones se rigen por la legislación de Irlanda. Los "
                                                     "tribunales de Dublín serán competentes."), E, MM, ()),
    ("una errata corregida (una tilde)", lambda d: _sec(d, 2, "Estas condiciones se rigen por la legislacion española. Los "
                                                              "juzgados de Madrid serán competentes."), "any", MINOR, ()),
    ("«de el» corregido en «del»", lambda d: _sec(d, 0, "Estas condiciones regulan el uso del servicio."), "any", MINOR, ()),
])
TERMS_DE = {"lang": "de", "title": "AGB — Nordwind GmbH", "h": "Allgemeine Geschäftsbedingungen",
            "eff": "Stand: 1. November 2026", "sections": [
                ["§ 1 Geltungsbereich", ["Diese AGB gelten für alle Verträge mit der Nordwind GmbH."]],
                ["§ 2 Kündigung", ["Der Vertrag kann mit einer Frist von drei Monaten zum Monatsende gekündigt werden."]],
                ["§ 3 Gerichtsstand", ["Es gilt deutsches Recht. Gerichtsstand ist Hamburg."]]]}
family("terms (de)", legal, TERMS_DE, "https://nordwind.de/agb", "legal", [
    ("Kündigungsfrist verkürzt", lambda d: _sec(d, 1, "Der Vertrag kann mit einer Frist von einem Monat zum Monatsende "
                                                      "gekündigt werden."), E, MM, ()),
    ("Gerichtsstand verlegt", lambda d: _sec(d, 2, "Es gilt deutsches Recht. Gerichtsstand ist München."), E, MM, ()),
])


# ============================================================================ big pages: the change is a needle in a haystack
# (a mega menu of inline SVG icons, desktop and mobile, ≈ 250–350 KB of markup around a few KB of content)

family("careers (300 KB)", careers, dict(CAREERS, menu=240), "https://northwind.io/careers", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [_job("Staff SRE", "Engineering", "Remote (EU)")]), E, M, (),
     {"exact": {"jobs_added": ["Staff SRE"]}}),
    ("one job's location changed only", lambda d: _relocate(d, 0, "Munich, Germany"), E, MINM, (), {"absent": JOBS}),
])
family("pricing (300 KB)", pricing, dict(PRICING, menu=240), "https://northwind.io/pricing", "pricing", [
    ("a price raised", lambda d: _plans(d, 2, ["Business", "$35", d["plans"][2][2]]), E, PRICE, (),
     {"prices": (("Business", "$29", "$35"),)}),
])
family("team (300 KB)", team, dict(TEAM, menu=240), "https://northwind.io/about/leadership", "team", [
    ("the CEO leaves", lambda d: _set(d, people=d["people"][1:]), E, MAJC, ()),
])
family("terms (300 KB)", legal, dict(TERMS, menu=240), "https://northwind.io/legal/terms", "legal", [
    ("the governing law moved to England", lambda d: _sec(d, 4, "These Terms are governed by the laws of England and Wales, "
                                                              "and the courts of London have exclusive jurisdiction."),
     E, MM, ()),
])

# ============================================================================ French privacy policy

PRIVACY_FR = {"lang": "fr", "title": "Politique de confidentialité — Nordvent", "h": "Politique de confidentialité",
              "eff": "Dernière mise à jour : 1 novembre 2026", "sections": [
                  ["1. Données collectées", ["Nous collectons votre nom, votre adresse e-mail et vos données de facturation."]],
                  ["2. Durée de conservation", ["Vos données sont conservées 12 mois après la fin du contrat."]],
                  ["3. Sous-traitants", ["Nous faisons appel à des sous-traitants situés dans l'Union européenne."]]]}
family("privacy (fr)", legal, PRIVACY_FR, "https://nordvent.fr/confidentialite", "legal", [
    ("durée de conservation 12 → 36 mois", lambda d: _sec(d, 1, "Vos données sont conservées 36 mois après la fin du contrat."),
     E, MM, ()),
    ("sous-traitants hors UE", lambda d: _sec(d, 2, "Nous faisons appel à des sous-traitants situés dans l'Union européenne "
                                                    "et aux États-Unis, encadrés par des clauses contractuelles types."),
     E, MM, ()),
    ("la date de mise à jour seule", lambda d: _set(d, eff="Dernière mise à jour : 3 décembre 2026"), "any", MINOR, ()),
])

# ============================================================================ single pairs: noise the families do not draw

_PR = "https://northwind.io/pricing"
# the converted price alone moving with the rate, the page's own prices still
add("pricing: only the ≈ local-currency hints moved with the rate", pricing(PRICING, 1), pricing(PRICING, 1).replace("≈ €", "≈ €1"),
    _PR, "pricing", Q)
# an "approx." hint written in words, in German
_DE_FX = dict(PRICING_DE, plans=[[n, p, f + [f"ca. {int(p[1:]) * 1.08:.2f} CHF pro Monat"]] if p != "€0" else [n, p, f]
                                 for n, p, f in PRICING_DE["plans"]])
add("pricing (de): the 'ca. … CHF' hint moved with the rate", pricing(_DE_FX, 1),
    pricing(_DE_FX, 1).replace("15.12 CHF", "15.26 CHF").replace("34.56 CHF", "34.88 CHF"), "https://nordwind.de/preise",
    "pricing", Q)
# the homepage's "from the blog" teaser shows three other posts (random "related posts") and the countdown ticks
add("homepage: related posts and countdown only", homepage(HOME, 1), homepage(HOME, 5), "https://northwind.io/", "homepage", Q)
# the same page as another data centre renders it: every Emotion hash, every build id, another cookie vendor
add("team: another build (every css hash) with no cookie banner", team(TEAM, 2), team(TEAM, 3), "https://northwind.io/about/leadership",
    "team", Q)



# an IR page's quote module (Q4 / Notified style): price, change, volume, day range, market cap, all live
def _quote(seed: int) -> str:
    px = 84.12 + seed * 1.37 % 9
    return (f'<div class="module-stock-header"><span class="module-stock_price">${px:.2f}</span>'
            f'<span class="module-stock_change">{"+" if seed % 2 else "-"}{seed * 0.17 % 3:.2f}</span>'
            f'<span class="module-stock_percent">({seed * 0.21 % 2:.2f}%)</span></div>'
            f'<table class="module-stock_table"><tr><th>Volume</th><td>{1_284_311 + seed * 40_117:,}</td></tr>'
            f'<tr><th>Day range</th><td>{px - 1.2:.2f} - {px + 0.9:.2f}</td></tr>'
            f'<tr><th>52-week range</th><td>61.05 - 97.40</td></tr>'
            f'<tr><th>Market cap</th><td>{4.2 + seed % 5 / 10:.2f}B</td></tr></table>'
            f'<p class="module-stock_date">Data as of {["Dec 4", "Dec 5"][seed % 2]}, 2026 {9 + seed % 7}:{seed * 7 % 60:02d} PM EST. '
            f'Minimum 20 minute delay.</p>')


def ir_quote(d: dict[str, Any], seed: int) -> str:
    return investors(d, seed).replace('<section><h2>Press releases</h2>', _quote(seed) + '<section><h2>Press releases</h2>', 1)


add("investors: a Q4-style quote module ticking (volume, day range, market cap)", ir_quote(IR, 1), ir_quote(IR, 2),
    "https://investors.northwind.io/", "investors", Q)
add("investors: the quote module ticking while results are posted", ir_quote(IR, 3),
    ir_quote(_set(json.loads(json.dumps(IR)), releases=[["2027-02-10", "Northwind Reports Fourth Quarter and Full Year 2026 "
                                                        "Financial Results"]] + IR["releases"]), 4),
    "https://investors.northwind.io/", "investors", E, MM, contains={"items_added": ["Fourth Quarter"]})

# countdowns and scarcity timers written as real pages write them
_TIMERS = ("Sale ends in {h:02d}:{m:02d}:{s:02d}", "Offer ends in {d} days {h} hours {m} minutes",
           "Only {d} days left to lock in 2026 pricing!", "Early-bird pricing ends in {d}d {h}h {m}m {s}s",
           "Angebot endet in {d} Tagen {h} Std. {m} Min.", "L'offre se termine dans {d} jours {h} h {m} min",
           "La oferta termina en {d} días {h} h {m} min")
for i, t in enumerate(_TIMERS):
    a, b = (t.format(d=3 - k, h=14 - 3 * k, m=5 + 9 * k, s=12 + 11 * k) for k in (0, 1))
    base = pricing(PRICING, 1)
    add(f"pricing: a countdown ticking ({t.split('{')[0].strip()})",
        base.replace('<h1 class="text-5xl">', f'<div class="countdown-bar">{a}</div><h1 class="text-5xl">', 1),
        base.replace('<h1 class="text-5xl">', f'<div class="countdown-bar">{b}</div><h1 class="text-5xl">', 1), _PR, "pricing", Q)



# consent banners, chat widgets and a testimonial drawn at random, in the markup of vendors the chrome does not use
_BANNERS = (
    '<div role="dialog" aria-live="polite" aria-label="cookieconsent" class="cc-window cc-banner cc-type-opt-in cc-theme-classic">'
    '<span id="cookieconsent:desc" class="cc-message">This website uses cookies to ensure you get the best experience. '
    '<a class="cc-link" href="/privacy">Learn more</a></span><div class="cc-compliance"><a class="cc-btn cc-allow">Allow cookies</a>'
    '</div></div>',
    '<div id="usercentrics-root" data-created-at="{t}"><div class="uc-banner"><p>We use technologies like cookies to '
    'process personal data. You can accept all or choose which purposes to allow.</p><button>Accept All</button>'
    '<button>Deny</button></div></div>',
    '<div class="termly-styles-root-{h}"><div class="termly-styles-message-{h}">We use essential cookies to make our site work. '
    'With your consent, we may also use non-essential cookies to improve user experience.</div>'
    '<button class="termly-styles-button-{h}">Accept</button></div>',
    '<div class="cookie-notice" id="cookie-notice" role="banner"><div class="cookie-notice-container"><span id="cn-notice-text">'
    'We use cookies to ensure that we give you the best experience on our website.</span><a href="#" id="cn-accept-cookie" '
    'data-cookie-set="accept" class="cn-set-cookie cn-button">Ok</a></div></div>',
)
for i, bn in enumerate(_BANNERS):
    base = careers(CAREERS, 1)
    shown = base.replace('<div id="__next">', bn.format(t=1733500000 + i, h=_tok(i, 5, "termly")) + '<div id="__next">', 1)
    add(f"careers: a consent banner shown on one visit only ({i + 1})", base, shown, "https://northwind.io/careers", "careers", Q)
_CHATS = (
    '<div class="crisp-client"><div class="cc-1brb6" data-chat-status="{s}"><span class="cc-1kr6">{m}</span></div></div>',
    '<div id="hubspot-messages-iframe-container" class="widget-align-right"><div class="hs-chat-greeting">{m}</div></div>',
    '<div id="tidio-chat"><div class="tidio-message">{m} <span class="status">{s}</span></div></div>',
)
for i, ch in enumerate(_CHATS):
    base = homepage(HOME, 1)
    one = base.replace("</body>", ch.format(s="online", m="Hi! We typically reply in a few minutes.") + "</body>", 1)
    two = base.replace("</body>", ch.format(s="away", m="We're away right now. Leave a message and we'll email you.") + "</body>", 1)
    add(f"homepage: a chat widget's greeting and status ({i + 1})", one, two, "https://northwind.io/", "homepage", Q)
_QUOTED = (("“Northwind closed our books four days faster.”", "Ana Ruiz, Controller at Tidewater"),
           ("“Our auditors stopped asking for spreadsheets.”", "Ben Cole, CFO at Larkspur"),
           ("“Cards for 300 people in an afternoon.”", "Mia Sato, VP Finance at Kōyō"))


def _one_quote(k: int) -> str:
    q, who = _QUOTED[k]
    return (f'<figure class="testimonial mx-auto max-w-2xl"><blockquote class="text-xl"><p>{q}</p></blockquote>'
            f'<figcaption><div class="font-semibold">{who}</div></figcaption></figure>')


add("homepage: the one testimonial drawn at random per visit", homepage(HOME, 1).replace('<section class="related-posts">',
                                                                                         _one_quote(0) + '<section class="related-posts">', 1),
    homepage(HOME, 1).replace('<section class="related-posts">', _one_quote(2) + '<section class="related-posts">', 1),
    "https://northwind.io/", "homepage", Q)
# a docs page's feedback widget counting votes
add("docs: the 'Was this page helpful?' votes", docs(DOCS, 1).replace("</article>", '<div class="feedback">Was this page helpful? '
                                                                      '<button>👍 41</button><button>👎 3</button></div></article>', 1),
    docs(DOCS, 1).replace("</article>", '<div class="feedback">Was this page helpful? <button>👍 44</button><button>👎 3</button>'
                                        '</div></article>', 1), "https://docs.northwind.io/api/payments/create", "docs", Q)



# ============================================================================ more real edits, each alone and under noise

def _pair(name: str, build: Callable[[dict[str, Any], int], str], data: dict[str, Any], fn: Callable[[dict[str, Any]], Any],
          url: str, surface: str, outcome: str, sig: tuple[str, ...] = (), kind: tuple[str, ...] = (), **kw: Any) -> None:
    nd = fn(json.loads(json.dumps(data)))
    add(name, build(data, 1), build(nd, 1), url, surface, outcome, sig, kind, **kw)
    add(f"{name}, under visit noise", visit(build(data, 2), 21), visit(build(nd, 3), 22), url, surface, outcome, sig, kind, **kw)


def _status_maint(d: dict[str, Any]) -> dict[str, Any]:
    d["incidents"] = [["Scheduled maintenance: bank transfer provider upgrade", "Scheduled", "maintenance",
                       "Transfers will be delayed between 02:00 and 04:00 UTC on December 12."]]
    return d


_pair("status: a maintenance scheduled", status, STATUS, _status_maint, "https://status.northwind.io/", "status", E, MINM + MAJ)
_pair("pricing: the annual discount cut (20% → 15%)", pricing,
      _set(json.loads(json.dumps(PRICING)), note="Prices exclude VAT. Save 20% with annual billing."),
      lambda d: _set(d, note="Prices exclude VAT. Save 15% with annual billing."), _PR, "pricing", E, MM)
_pair("pricing: the free plan's user limit cut", pricing, PRICING,
      lambda d: _plans(d, 0, ["Free", "$0", ["Up to 2 users", "50 expense reports / month", "Email support"]]), _PR, "pricing",
      E, MM)
_pair("docs: the endpoint moved to v3", docs, DOCS, lambda d: _set(d, path="/v3/payments"),
      "https://docs.northwind.io/api/payments/create", "docs", E, MM)
_pair("team: the VP of Sales made Chief Revenue Officer", team, TEAM,
      lambda d: _set(d, people=d["people"][:3] + [["Marcus Bell", "Chief Revenue Officer", ""]] + d["people"][4:]),
      "https://northwind.io/about/leadership", "team", E, MAJ)
_pair("terms: an AI-training section added", legal, TERMS,
      lambda d: _set(d, sections=d["sections"] + [["6. Use of Customer Data for AI", [
          "You grant us a licence to use Customer Data, in de-identified form, to train and improve our machine-learning "
          "models, including models offered to other customers. You may opt out in your workspace settings."]]]),
      "https://northwind.io/legal/terms", "legal", E, MAJ)
_pair("products: a product renamed", products, PRODUCTS,
      lambda d: _set(d, products=[["Northwind Spend Cards", "Virtual and physical corporate cards.", ""]] + d["products"][1:]),
      "https://northwind.io/products", "products", E, MINM)
_pair("changelog: a typo fixed in the latest entry", changelog, CHANGELOG,
      lambda d: _set(d, entries=[["v4.12.0", "2026-11-28", ["Added bulk card freezing.", "Fixed CSV export of split "
                                                            "expenses for multi-currency cards."]]] + d["entries"][1:]),
      "https://northwind.io/changelog", "changelog", E, MINM)


# an announcement bar above the header: a funding round told there is news, not a rotating promo
def _announce(text: str) -> Callable[[dict[str, Any], int], str]:
    def build(d: dict[str, Any], seed: int) -> str:
        bar = (f'<div class="announcement-bar bg-indigo-600 text-white" role="region" aria-label="Announcement"><p>{text} '
               f'<a href="/blog/series-b">Read more →</a></p></div>') if text else ""
        return homepage(d, seed).replace('<div id="__next">', '<div id="__next">' + bar, 1)
    return build


add("homepage: an announcement bar tells a Series B", _announce("")(HOME, 1),
    _announce("Northwind raises $50M Series B led by Accel")(HOME, 1), "https://northwind.io/", "homepage", E, MM)
add("homepage: the announcement bar's webinar replaced by a Series B", _announce("Join our year-end close webinar")(HOME, 1),
    _announce("Northwind raises $50M Series B led by Accel")(HOME, 1), "https://northwind.io/", "homepage", E, MM)


# a status badge in a homepage's footer (a Statuspage embed) flips: the status page's news, not the homepage's
def _badge(text: str) -> str:
    return homepage(HOME, 1).replace("</footer>", f'<a href="https://status.northwind.io" class="statuspage-badge">'
                                                 f'<span class="status-dot"></span>{text}</a></footer>', 1)


add("homepage: the footer's status badge flips", _badge("All systems operational"), _badge("Partial system outage"),
    "https://northwind.io/", "homepage", "any", MINOR)



# ============================================================================ JSON-LD re-stamped per render

def _ld_pricing(d: dict[str, Any], seed: int) -> str:
    """The pricing page with a Product JSON-LD repeating the plans: `priceValidUntil` rolls a day per render, the
    rating's count ticks."""
    offers = [{"@type": "Offer", "name": n, "price": re.sub(r"[^\d.]", "", p) or "0", "priceCurrency": "USD",
               "priceValidUntil": f"2027-01-{seed % 28 + 1:02d}", "url": f"https://northwind.io/pricing#{n.lower()}"}
              for n, p, _ in d["plans"] if re.sub(r"[^\d.]", "", p)]
    ld = json.dumps({"@context": "https://schema.org", "@type": "Product", "name": "Northwind", "offers": offers,
                     "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8", "reviewCount": 1204 + seed * 3}})
    return pricing(d, seed).replace("</head>", f'<script type="application/ld+json">{ld}</script></head>', 1)


def _ld_careers(d: dict[str, Any], seed: int) -> str:
    """The careers page with a JobPosting JSON-LD per job: `datePosted` re-stamped and `validThrough` rolling."""
    lds = "".join('<script type="application/ld+json">' + json.dumps({
        "@context": "https://schema.org", "@type": "JobPosting", "title": t, "datePosted": f"2026-12-0{seed % 6 + 1}",
        "validThrough": f"2027-01-0{seed % 6 + 1}T00:00", "employmentType": "FULL_TIME",
        "hiringOrganization": {"@type": "Organization", "name": "Northwind"},
        "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": loc}}}) + "</script>"
        for t, _, loc, _, _ in d["jobs"])
    return careers(d, seed).replace("</head>", lds + "</head>", 1)


family("pricing (JSON-LD offers)", _ld_pricing, PRICING, _PR, "pricing", [
    ("a price raised", lambda d: _plans(d, 1, ["Team", "$15", d["plans"][1][2]]), E, PRICE, (),
     {"prices": (("Team", "$12", "$15"),)}),
])
family("careers (JobPosting JSON-LD)", _ld_careers, CAREERS, "https://northwind.io/careers", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [_job("Staff SRE", "Engineering", "Remote (EU)")]), E, M, (),
     {"exact": {"jobs_added": ["Staff SRE"]}}),
    ("a job closed", lambda d: _set(d, jobs=d["jobs"][1:]), E, M, (), {"exact": {"jobs_removed": ["Senior Backend Engineer"]}}),
])



# ============================================================================ the content twice: a mobile and a desktop rendering

def _twice(build: Callable[[dict[str, Any], int], str]) -> Callable[[dict[str, Any], int], str]:
    """The page's main content rendered twice, as Tailwind sites do: stacked for phones (`lg:hidden`) and laid out for
    desktops (`hidden lg:block`), both in the DOM."""
    def twice(d: dict[str, Any], seed: int) -> str:
        html = build(d, seed)
        i, j = html.index('<main id="main"'), html.index("</main>")
        k = html.index(">", i) + 1
        inner = html[k:j]
        return (html[:k] + f'<div class="lg:hidden">{inner}</div><div class="hidden lg:block">{inner}</div>' + html[j:])
    return twice


family("pricing (mobile + desktop)", _twice(pricing), PRICING, _PR, "pricing", [
    ("a price raised", lambda d: _plans(d, 1, ["Team", "$15", d["plans"][1][2]]), E, PRICE, (),
     {"prices": (("Team", "$12", "$15"),)}),
    ("a plan added", lambda d: _set(d, plans=d["plans"][:2] + [["Growth", "$19", ["Everything in Team", "Budgets"]]]
                                    + d["plans"][2:]), E, MM, (), {"exact": {"plans_added": ["Growth"]}}),
])
family("team (mobile + desktop)", _twice(team), TEAM, "https://northwind.io/about/leadership", "team", [
    ("a VP of Marketing joins", lambda d: _set(d, people=d["people"] + [["Elena Petrova", "VP of Marketing", ""]]),
     E, MM, (), {"named": "Elena Petrova"}),
])
family("careers (mobile + desktop)", _twice(careers), CAREERS, "https://northwind.io/careers", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [_job("Staff SRE", "Engineering", "Remote (EU)")]), E, M, (),
     {"exact": {"jobs_added": ["Staff SRE"]}}),
])



# ============================================================================ the widgets' counters in German, French and Spanish

_LOCAL_WIDGETS = {
    "de": ("Zuletzt aktualisiert vor {m} Minuten", "{v} Personen sehen sich diese Seite gerade an",
           "Hervorragend: 4,8 von 5 Sternen basierend auf {r} Bewertungen", "Noch {d} Tage: 20 % Rabatt auf Jahrespläne"),
    "fr": ("Mis à jour il y a {m} minutes", "{v} personnes consultent cette page", "Excellent : 4,8 sur 5 basé sur {r} avis",
           "Plus que {d} jours : -20 % sur les offres annuelles"),
    "es": ("Actualizado hace {m} minutos", "{v} personas están viendo esta página", "Excelente: 4,8 de 5 basado en {r} opiniones",
           "Quedan {d} días: 20 % de descuento en planes anuales"),
}


def _local(html: str, lg: str, seed: int) -> str:
    lines = "".join(f'<p class="widget-line">{t.format(m=seed % 9 + 2, v=seed * 7 % 40 + 3, r=f"{1204 + seed * 3:,}".replace(",", "."), d=seed % 5 + 2)}</p>'
                    for t in _LOCAL_WIDGETS[lg])
    return html.replace("</main>", f'<aside class="page-meta">{lines}</aside></main>', 1)


for lg, (build, data, url, surface) in {"de": (pricing, PRICING_DE, "https://nordwind.de/preise", "pricing"),
                                        "fr": (careers, CAREERS_FR, "https://nordvent.fr/carrieres", "careers"),
                                        "es": (careers, CAREERS_ES, "https://vientonorte.es/empleo", "careers")}.items():
    add(f"{lg}: the widgets' counters, ages and countdown tick", _local(build(data, 1), lg, 1), _local(build(data, 1), lg, 2),
        url, surface, Q)
    add(f"{lg}: the widgets tick under visit noise", visit(_local(build(data, 1), lg, 3), 31), visit(_local(build(data, 2), lg, 4), 32),
        url, surface, Q)


# ============================================================================ running the pairs

def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {
    # ("homepage: the announcement bar's webinar replaced by a Series B" passes since round 35: a bar announcing a
    # funding round, an acquisition or a new CEO is read as content, pipeline._announced)
}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}


test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG)


def test_pairs_are_json() -> None:
    for c in list(CASES.values())[:3]:
        json.dumps(_run(c, c.surface), ensure_ascii=False)


def test_big_pages_are_big() -> None:
    """The haystack pages are the size of real framework pages (≥ 200 KB), not a few KB."""
    sizes = [len(CASES[n].new) for n in CASES if "(300 KB)" in n]
    assert sizes and min(sizes) >= 200_000, sizes


# ============================================================================ the rules, unit by unit

@pytest.mark.parametrize(("text", "prices"), [
    ("$12 /user/month ≈ €11.04 at today's rate", ["$12"]), ("€29 (~£25)", ["€29"]), ("approx. $52 per month", []),
    ("ca. 15,12 CHF pro Monat", []), ("environ 49 € par mois", []), ("$29 per user", ["$29"]), ("~ $5", []),
])
def test_a_converted_price_is_no_price(text: str, prices: list[str]) -> None:
    from changewire_differ.extract import price_tokens

    assert price_tokens(text) == prices


@pytest.mark.parametrize(("a", "b", "same"), [
    ("≈ €45.12 at today's rate", "≈ €46.01 at today's rate", True), ("Volume | 1,364,545", "Volume | 1,404,662", True),
    ("Day range | 83.29 - 85.39", "Day range | 84.66 - 86.76", True), ("Market cap | 4.30B", "Market cap | 4.50B", True),
    ("Previous close: 84.12", "Previous close: 85.49", True), ("👍 41 👎 3", "👍 44 👎 3", True),
    ("294 people read the newsroom this week", "585 people read the newsroom this week", True),
    ("Volume | 100,000 emails", "Volume | 50,000 emails", False), ("~10,000 events", "~20,000 events", False),
    ("🚀 10 new integrations", "🚀 12 new integrations", False),
])
def test_widget_figures_are_volatile(a: str, b: str, same: bool) -> None:
    from changewire_differ.volatile import neutralize

    assert (neutralize(a) == neutralize(b)) is same
    assert neutralize(neutralize(a)) == neutralize(a)


@pytest.mark.parametrize(("before", "after", "changed"), [
    ("POST /v2/payments", "POST /v3/payments", True), ("PUT /v2/cards/{id}", "PATCH /v2/cards/{id}", True),
    ("GET https://api.northwind.io/v1/users", "GET https://api.northwind.io/v1/users", False),
    ("Returns 100 items per page.", "Returns 50 items per page.", False),
])
def test_an_endpoint_changed(before: str, after: str, changed: bool) -> None:
    from changewire_differ.classify import _endpoint_changed
    from changewire_differ.diff import BlockChange
    from changewire_differ.model import MAIN, Block
    from changewire_differ.volatile import neutralize

    c = BlockChange("modified", Block("p", before, neutralize(before), MAIN, (), "p"),
                    Block("p", after, neutralize(after), MAIN, (), "p"), 1)
    assert _endpoint_changed(c) is changed
