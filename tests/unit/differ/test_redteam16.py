"""A sixteenth red-team round of `changewire diff --json` (diff_files): what a change-monitoring customer watches, on
platforms the earlier rounds used little, in today's markup. Every page is generated here whole (head with meta,
scripts and JSON-LD, header navigation, a cookie banner, the main content, a footer) by one builder per platform and
page, from data: an edit is the same builder given other data, and a visit is the same builder given another seed (the
platform's own per-visit values: build ids, render ids, hashed asset paths, hydration payloads repeating the content,
CSRF tokens) then r15.visit() on top (nonces, cache-busters, a OneTrust banner, a promo strip, a testimonial carousel
in another order, viewer and share counters). Each pair is run with --surface and again without it.

288 pairs over 34 pages (each page: two noisy visits alone, then every edit alone and between two noisy visits),
each run with --surface and again without it (576 runs):
- pricing: HubSpot CMS (a monthly/annual toggle with both prices in the DOM, a "Contact sales" Enterprise tier: a price
  raised, a tier added, a tier dropped, SSO moved down a tier, a typo, a testimonial added, the hero's A/B headline,
  the footer reordered, the annual price alone on the toggle's hidden side, a list price for Enterprise), Framer
  usage-based pricing (the base fee, a per-event rate of $0.00025, the free allowance, a feature moved, a plan added),
  Nuxt 3 with a currency switcher (USD/EUR/GBP all in the DOM, __NUXT_DATA__ repeating the plans: a price raised
  everywhere, in euros only, in pounds only, a plan dropped, a feature moved, the annual saving), Astro (an
  island's props repeating the plans: a price, "Contact sales", a plan dropped, a limit cut), a POS SaaS selling plans
  from a Shopify page (a price, a feature moved into a tier, a note), Webflow tab panes (monthly / yearly card sets:
  the yearly price alone, a plan renamed, a limit raised);
- careers: a D2C brand's Shopify page linking Workable (added, closed, two added and one closed, relocated, re-sorted,
  all closed, the values paragraph), Next.js App Router with the RSC payload repeating the jobs (added, closed,
  retitled, five at once, moved to another department under count-suffixed department headings), BambooHR, Teamtailor
  (Swedish; a job moved city), Personio (German, gender tags, "Vollzeit, Hamburg"), JazzHR, HubSpot with a Greenhouse
  embed, a Notion table of roles on Super.so (added, closed, every role closed: "No open roles right now"), Framer
  CMS job cards;
- people: Squarespace 7.1 leadership (a CFO joins, the Head of People and the CTO leave, a promotion, the grid
  shuffled, a bio's typo), Super.so (Notion) team gallery;
- posts: Webflow CMS collection list (a post, an acquisition, a take-down, a retitle), Ghost (a merger post, a post
  pushing the oldest off, reading times recomputed), Substack archive (like and comment counters ticking), Docusaurus
  changelog, a Beamer/LaunchNotes announcement page (reaction counts ticking), a Headway changelog page, a Mintlify
  changelog of <Update> blocks, a Contentful newsroom of press releases (a launch, an acquisition, a new CEO named in
  full);
- status: Instatus (outage with an incident, degraded, identified, resolved), Better Stack (per-monitor uptime
  ticking, degraded with a report, a monitor down), Atlassian Statuspage HTML (outage, maintenance, degraded);
- legal and docs: Gatsby + Contentful terms with numbered sections (the date alone, a notice period, an arbitration
  section, the governing law, a typo, the section numbers restyled, a section inserted with the later ones renumbered),
  a Sanity + Next.js privacy policy with a sub-processor table, Mintlify and GitBook docs (rate limits, a quota in a
  cell of its own, a timeout, a date);
- a Wix Studio homepage (the hero rewritten, an acquisition in the hero, a count, a feature card, the news teaser).

Wrong on the code before this round (3b183b4): 37 of the 288 pairs (with --surface; none more only without it), each
expectation written before its first run (39 by the expectations now: the Mintlify update's, loose at first, was
tightened after its first run and the rule below made); 37 fixed, 2 stay strict xfails. Two expectations of mine were
wrong and rewritten: Squarespace's joins and departures are told in blocks_added/blocks_removed (not items_*), and the
Head of People leaving is major (an executive role) — the real finding there was the bio, below; a homepage's hero
rewritten (Wix) I first wanted minor, as on a pricing page, but test_pipeline and round 11 hold a homepage headline
for the company's positioning (meaningful): kept, and my case now checks the summary names the new headline. The rules
now (general, no fixture strings):
- a job group heading's count of its jobs ("Engineering 3", "Sales (2)", "Design · 4 open roles") was part of the
  department, so a job moving team changed every job of both groups: it is stripped (extract._GROUP_COUNT).
- a person's bio under their name was told twice ("Joined: Ravi Menon (CFO); content changed: 1 added block (Ravi
  was…)"): the blocks added (removed) right after a joining (leaving) person are theirs (classify._post_bodies, op).
- a pricing page's headline alone reworded in place (≤ 10 words, no figure, the first main heading) was meaningful
  content: minor on pricing and products pages (classify._hero_reworded; a homepage's stays news).
- a price under a cent ("$0.00025 / event") read as "$0.000" (a thousands group), so a per-event rate raised was a
  minor edit: a leading zero is never a thousands group (extract._NUM, price_key).
- a pricing table row's or feature line's quantity ("First 10,000 events | Free" → "5,000") was minor: meaningful on a
  pricing page (classify._limit_changed).
- a section heading re-punctuated ("5. Termination" → "5 — Termination") did not pair with its old self, and the
  section numbers' full stops counted as changed figures on a legal page: re-punctuated blocks pair
  (diff._bare_text), figures are compared without a trailing dot (classify._figures), and edits of punctuation alone
  are minor however many blocks (classify._punctuation_only).
- "under your account" → "you account" on a legal page was a change of meaning: a short word's letter dropped or
  restored is a typo (not no/not/nor/now/new/our).
- two words swapped with their comma ("fast, reliable" → "reliable, fast") counted four changed words: the words alone
  are counted when the total is near the minor limit (classify._word_changes).
- Personio's "Vollzeit, Hamburg" was a job's location: an employment type before a comma is the type, the rest the
  place (a job turned part-time is now a minor listing detail, not a relocation).
- Better Stack's per-monitor uptime ("99.91%") made every visit a meaningful change and hid its components: an element
  classed "uptime" is volatile (htmlnorm), and a component row may end in its uptime after the status.
- a figure in a table cell of its own written over another ("100" → "50") was one block gone and one come (their words
  share nothing), so a docs quota cut was minor: short figure blocks of one shape pair in a replaced run
  (diff._figure_shape).
- a small team's list of three roles all closed ("No open roles right now") was meaningful: every opening of a
  list of three or more closed, none left, is major (classify._jobs; ≥ 4 jobs already were, by the ratio).
- a press release "Northvale appoints Dr. Karin Aebi as Chief Executive Officer" was a meaningful post: the major-post
  words took one-word names only; a name of up to four words, "names … CEO" and "named CEO" are major too.
- a Mintlify changelog whose <Update>s hold no heading (a label "December 1, 2026 v2.14" over a list of changes) had no
  entries: a new update was content_changed (right by my loose first expectation, tightened since). On a changelog
  with no entries found otherwise, short dated labels each followed by a block that is none are entries, keyed by
  their version (extract._posts_from_release_labels).
- a change's summary quoted the first changed block even when it was the one removed ("Content changed: 1 added, 1
  removed blocks (“Tipster raises $28M Series B”)"): it quotes the first text added or rewritten.

Left alone (strict xfails): Ghost's "Kiln is joining forces with Emberlabs" (2 pairs) is a merger in a euphemism, read
as a meaningful post (partnerships are announced in the same words). Noticed, not changed: a root page with one "In the
news" heading is guessed a newsroom (its evidence is summed over both versions; weighing it per version broke round
1's German homepage news, which relies on it); GitBook's table cells in <p>s make each cell a block of its own.

Corpus (bench/callgrind_differ.py --check): digest unchanged, 71f61253… (the same on 3b183b4); all 157 verdicts
(outcome, significance, kind, summary) and the structured and normalised hashes unchanged.

Run: `.venv/bin/python -m pytest -q tests/unit/differ/test_redteam16.py` (under 10 s here).
"""
from __future__ import annotations

import json
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
visit, Case, check, _tok = r15.visit, r15.Case, r15.check, r15._tok
M, MM, E = r15.M, r15.MM, r15.E
MINOR = ("minor",)
CASES: dict[str, Any] = {}
NAMED: dict[str, str] = {}
#: pair → a text its summary must NOT hold (a card's text told twice, as the entity and as "content changed")
UNSAID: dict[str, str] = {}


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new or outcome == "quiet", name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    if "unsaid" in kw:
        UNSAID[name] = kw.pop("unsaid")
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)


def family(short: str, build: Any, data: Any, url: str, surface: str,
           edits: list[tuple[Any, ...]]) -> None:
    """One page: two visits (noise only), then each edit alone (same seed) and between two noisy visits."""
    base1, base2 = build(data, 1), build(data, 2)
    add(f"{short}: noise only (another visit)", visit(base1, 3), visit(base2, 8, True), url, surface, "quiet")
    for label, fn, outcome, sig, kind, *more in edits:
        kw = more[0] if more else {}
        nd = fn(json.loads(json.dumps(data)))
        new1, new3 = build(nd, 1), build(nd, 3)
        add(f"{short}: {label}", base1, new1, url, surface, outcome, sig, kind, **dict(kw))
        add(f"{short}: {label}, under visit noise", visit(base2, 13), visit(new3, 14), url, surface, outcome, sig,
            kind, **dict(kw))


def _set(d: dict[str, Any], **kw: Any) -> dict[str, Any]:
    d.update(kw)
    return d


def _ld(obj: Any) -> str:
    return f'<script type="application/ld+json">{json.dumps(obj, ensure_ascii=False)}</script>'


_OT = ('<div id="CybotCookiebotDialog" class="CybotCookiebotDialog" role="dialog" aria-modal="true">'
       '<h2 id="CybotCookiebotDialogBodyContentTitle">This website uses cookies</h2><div id="CybotCookiebotDialogBodyText">'
       'We use cookies to personalise content and ads, to provide social media features and to analyse our traffic.'
       '</div><button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">Allow all</button>'
       '<button id="CybotCookiebotDialogBodyButtonDecline">Deny</button></div>')


# ============================================================================ HubSpot CMS: pricing with a billing toggle

PRICING_HS = {
    "hero": "Simple pricing for teams that ship",
    "plans": [
        {"name": "Starter", "m": "29", "y": "24", "feat": ["Up to 3 users", "1,000 contacts", "Email support"]},
        {"name": "Professional", "m": "99", "y": "82", "feat": ["Up to 15 users", "10,000 contacts", "Custom reports",
                                                              "Phone support"]},
        {"name": "Enterprise", "m": None, "y": None, "feat": ["Unlimited users", "SSO and SCIM", "Dedicated CSM",
                                                             "99.99% uptime SLA"]},
    ],
    "intro": "Every plan includes a 14-day free trial. No credit card required.",
    "quotes": [],
}


def hubspot_pricing(d: dict[str, Any], seed: int) -> str:
    def card(p: dict[str, Any]) -> str:
        if p["m"] is None:
            price = ('<div class="pricing-card__price"><span class="pricing-card__custom">Custom</span></div>'
                     '<a class="button button--secondary" href="/contact-sales">Contact sales</a>')
        else:
            price = (f'<div class="pricing-card__price" data-billing="monthly"><span class="pricing-card__amount">'
                     f'${p["m"]}</span><span class="pricing-card__period">/user/month</span></div>'
                     f'<div class="pricing-card__price" data-billing="annual" style="display:none">'
                     f'<span class="pricing-card__amount">${p["y"]}</span><span class="pricing-card__period">'
                     f'/user/month, billed annually</span></div>'
                     f'<a class="button" href="/signup?plan={p["name"].lower()}">Start free trial</a>')
        feats = "".join(f'<li class="pricing-card__feature">{f}</li>' for f in p["feat"])
        return (f'<div class="pricing-card hs_cos_wrapper hs_cos_wrapper_widget" id="hs_cos_wrapper_module_16{seed}{p["name"][:2]}">'
                f'<h3 class="pricing-card__name">{p["name"]}</h3>{price}<ul class="pricing-card__features">{feats}</ul></div>')
    quotes = "".join(f'<div class="testimonial"><blockquote>{q}</blockquote></div>' for q in d["quotes"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pricing | Tallyhoo CRM</title>
<meta name="description" content="Tallyhoo pricing: Starter, Professional and Enterprise plans.">
<meta name="generator" content="HubSpot"><link rel="canonical" href="https://www.tallyhoo.com/pricing">
<link rel="stylesheet" href="https://www.tallyhoo.com/hs-fs/hub/4415{seed}/hub_generated/template_assets/1/9{seed}/1699/template_main.min.css">
<script>var hsVars = {{render_id: "{_tok(seed, 8, 'r')}-{_tok(seed, 4, 's')}-4b2c-9f1e-{_tok(seed, 12, 'u')}", ticks: 17{seed}8811234, page_id: 8812345, content_group_id: 0, portal_id: 441522, app_hs_base_url: "https://app.hubspot.com", language: "en"}};</script>
{_ld({"@context": "https://schema.org", "@type": "Organization", "name": "Tallyhoo", "url": "https://www.tallyhoo.com"})}
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script></head>
<body class="pricing-page hs-content-id-8812345 hs-site-page page hs-content-path-pricing">
<div class="header-container-wrapper"><header class="header"><a class="header__logo" href="/">Tallyhoo</a>
<nav class="menu"><ul><li><a href="/product">Product</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/customers">Customers</a></li><li><a href="/blog">Blog</a></li></ul></nav>
<a class="button" href="/signup">Get started</a></header></div>
<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom"><div id="hs-eu-cookie-confirmation-inner"><p>We use cookies to make our site work and to understand how you use it.</p><a id="hs-eu-confirmation-button" role="button">Accept</a><a id="hs-eu-decline-button" role="button">Decline</a></div></div>
<main id="main-content" class="body-container-wrapper"><section class="pricing-hero"><h1>{d["hero"]}</h1><p>{d["intro"]}</p>
<div class="billing-toggle" role="tablist"><button role="tab" aria-selected="true">Monthly</button><button role="tab" aria-selected="false">Annual <span>Save 17%</span></button></div></section>
<section class="pricing-cards">{"".join(card(p) for p in d["plans"])}</section>
<section class="pricing-faq"><h2>Frequently asked questions</h2><h3>Can I change plans later?</h3><p>Yes. Upgrades take effect immediately and are prorated.</p>
<h3>Do you offer discounts for nonprofits?</h3><p>Registered nonprofits get 30% off any paid plan.</p></section>
{f'<section class="testimonials">{quotes}</section>' if quotes else ''}</main>
<div class="footer-container-wrapper"><footer class="footer"><ul>{"".join(f'<li><a href="/{x.lower()}">{x}</a></li>' for x in d.get("footer", ["About", "Careers", "Security", "Privacy", "Terms"]))}</ul><p>© 2026 Tallyhoo, Inc.</p></footer></div>
<script src="/hs/scriptloader/441522.js" id="hs-script-loader" async defer></script>
<script>var _hsq = _hsq || []; _hsq.push(["setContentType", "standard-page"]); _hsq.push(["setCanonicalUrl", "https://www.tallyhoo.com/pricing"]); _hsq.push(["setPageId", "8812345"]);</script>
</body></html>"""


def _plan(d: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in d["plans"] if p["name"] == name)


def _hs_raise(d: dict[str, Any]) -> dict[str, Any]:
    _plan(d, "Professional").update(m="119", y="99")
    return d


def _hs_add(d: dict[str, Any]) -> dict[str, Any]:
    d["plans"].insert(2, {"name": "Business", "m": "249", "y": "207", "feat": ["Up to 50 users", "50,000 contacts",
                                                                               "Custom objects", "Sandbox"]})
    return d


def _hs_move(d: dict[str, Any]) -> dict[str, Any]:
    _plan(d, "Enterprise")["feat"].remove("SSO and SCIM")
    _plan(d, "Professional")["feat"].append("SSO and SCIM")
    return d


family("hubspot pricing", hubspot_pricing, PRICING_HS, "https://www.tallyhoo.com/pricing", "pricing", [
    ("Professional raised $99 → $119 (annual $82 → $99)", _hs_raise, E, ("critical",), ("price_changed",),
     {"contains": {"price_changes": ["Professional", "119"]}}),
    ("a Business tier added", _hs_add, E, ("major",), ("plan_added",), {"exact": {"plans_added": ["Business"]}}),
    ("the Starter tier dropped", lambda d: _set(d, plans=d["plans"][1:]), E, ("major",), ("plan_removed",),
     {"exact": {"plans_removed": ["Starter"]}}),
    ("SSO moved from Enterprise down to Professional", _hs_move, E, MM, ("plan_changed",),
     {"contains": {"blocks_added": ["SSO"]}}),
    ("a typo in the intro ('required' → 'requried')", lambda d: _set(d, intro=d["intro"].replace("required", "requried")) and d,
     "any", MINOR, ()),
    ("a testimonial added", lambda d: _set(d, quotes=["“Tallyhoo replaced three tools for us.” — Priya N., RevOps"]),
     "any", MINOR, ()),
    ("the hero's A/B headline", lambda d: _set(d, hero="Pricing that grows with your team"), "any", MINOR, ()),
    ("the footer reordered", lambda d: _set(d, footer=["Careers", "About", "Privacy", "Terms", "Security"]),
     "quiet", (), ()),
    ("the annual price of Starter alone $24 → $22 (the hidden side of the toggle)", lambda d: (_plan(d, "Starter").update(y="22"), d)[1],
     E, ("critical",), ("price_changed",), {"contains": {"price_changes": ["22"]}}),
    ("Enterprise given a list price", lambda d: (_plan(d, "Enterprise").update(m="299", y="249"), d)[1], E, ("critical", "major"),
     ("price_changed", "plan_changed"), {}),
])



# ============================================================================ Shopify: a D2C brand's careers page (Workable links)

JOBS_SHOP = {"jobs": [
    {"t": "Senior E-commerce Manager", "loc": "Portland, OR", "dept": "Growth", "id": "8F3A2C1D0B"},
    {"t": "Customer Experience Associate", "loc": "Remote (US)", "dept": "Customer Experience", "id": "4C8E1B7A22"},
    {"t": "Warehouse Lead", "loc": "Reno, NV", "dept": "Operations", "id": "A19B3D5E77"},
    {"t": "Product Designer, Packaging", "loc": "Portland, OR", "dept": "Product", "id": "77D2E9C410"},
    {"t": "Paid Social Specialist", "loc": "Remote (US)", "dept": "Growth", "id": "5E0F6A8B93"},
], "values": "We make cast-iron cookware that lasts a lifetime, and we look for people who care about craft."}


def shopify_careers(d: dict[str, Any], seed: int) -> str:
    v = 1700000000 + seed * 3613
    rows = "".join(
        f'<div class="careers-list__item"><a href="https://apply.workable.com/oak-and-pine/j/{j["id"]}/" class="careers-list__link">'
        f'<h3 class="careers-list__title h4">{j["t"]}</h3></a><p class="careers-list__meta caption">{j["dept"]} · {j["loc"]}'
        f'</p></div>' for j in d["jobs"])
    return f"""<!doctype html><html class="no-js" lang="en"><head><meta charset="utf-8"><title>Careers – Oak &amp; Pine Co.</title>
<meta name="description" content="Join the Oak &amp; Pine team."><link rel="canonical" href="https://oakandpine.co/pages/careers">
<link href="//oakandpine.co/cdn/shop/t/41/assets/base.css?v={v}" rel="stylesheet" type="text/css" media="all">
<script>window.Shopify = window.Shopify || {{}}; Shopify.shop = "oak-and-pine.myshopify.com"; Shopify.locale = "en"; Shopify.currency = {{"active":"USD","rate":"1.0"}}; Shopify.theme = {{"name":"Dawn","id":1340{seed}2217,"schema_name":"Dawn","schema_version":"15.0.0","role":"main"}};</script>
<script id="shopify-features" type="application/json">{{"accessToken":"{_tok(seed, 32, 'sf')}","betas":["rich-media-storefront-analytics"],"domain":"oakandpine.co","predictiveSearch":true,"shopId":61{seed}2}}</script>
<script>window.ShopifyAnalytics = window.ShopifyAnalytics || {{}}; window.ShopifyAnalytics.meta = {{"page":{{"pageType":"page","resourceType":"page","resourceId":1122{seed}}},"currency":"USD"}};</script>
<script class="analytics">(function () {{ var customDocumentWrite = function(content) {{}}; var trekkie = window.ShopifyAnalytics.lib = window.trekkie = window.trekkie || []; trekkie.load({{"Trekkie": {{"appName":"storefront","development":false,"defaultAttributes":{{"shopId":61{seed}2,"isMerchantRequest":null,"themeId":1340,"themeCityHash":"{_tok(seed, 19, 'tc')}"}}}}}}); }})();</script>
</head><body class="gradient template-page">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div id="shopify-section-sections--1690{seed}__announcement-bar" class="shopify-section announcement-bar-section"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Free shipping on orders over $75</p></div></div>
<div id="shopify-section-sections--1690{seed}__header" class="shopify-section section-header"><header class="header header--middle-left"><a href="/" class="header__heading-link">Oak &amp; Pine Co.</a>
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline"><li><a href="/collections/skillets" class="header__menu-item">Skillets</a></li><li><a href="/collections/dutch-ovens" class="header__menu-item">Dutch Ovens</a></li><li><a href="/pages/our-story" class="header__menu-item">Our Story</a></li></ul></nav>
<a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble"><span class="visually-hidden">Cart</span><div class="cart-count-bubble"><span aria-hidden="true">0</span></div></a></header></div>
<main id="MainContent" class="content-for-layout focus-none" role="main"><div id="shopify-section-template--1690{seed}__main" class="shopify-section section">
<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Careers</h1><div class="rte"><p>{d["values"]}</p>
<h2>Open positions</h2><div class="careers-list">{rows}</div><p>Don't see your role? Write to <a href="mailto:jobs@oakandpine.co">jobs@oakandpine.co</a>.</p></div></div></div></main>
<div id="shopify-section-sections--1690{seed}__footer" class="shopify-section"><footer class="footer color-scheme-1"><div class="footer-block__newsletter"><h2 class="footer-block__heading">Subscribe to our emails</h2><form method="post" action="/contact#contact_form" id="ContactFooter"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"></form></div>
<ul class="footer-block__details-content list-unstyled"><li><a href="/pages/careers">Careers</a></li><li><a href="/pages/wholesale">Wholesale</a></li><li><a href="/policies/refund-policy">Refund policy</a></li></ul>
<div class="footer__copyright caption"><small class="copyright__content">© 2026, <a href="/">Oak &amp; Pine Co.</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby">Powered by Shopify</a></small></div></footer></div>
<div class="shopify-pc__banner__dialog" role="dialog" aria-label="cookie banner"><p>This website uses cookies to ensure you get the best experience.</p><button class="shopify-pc__banner__btn-accept">Accept</button><button class="shopify-pc__banner__btn-decline">Decline</button></div>
</body></html>"""


def _job(t: str, loc: str = "Remote (US)", dept: str = "Growth", id_: str = "") -> dict[str, str]:
    return {"t": t, "loc": loc, "dept": dept, "id": id_ or ("J" + _tok(len(t), 9, t)).upper()}


def _jobs_add(d: dict[str, Any], *jobs: dict[str, str], at: int = 0) -> dict[str, Any]:
    for j in reversed(jobs):
        d["jobs"].insert(at, j)
    return d


def _jobs_drop(d: dict[str, Any], title: str) -> dict[str, Any]:
    d["jobs"] = [j for j in d["jobs"] if j["t"] != title]
    return d


def _jobs_edit(d: dict[str, Any], title: str, **kw: str) -> dict[str, Any]:
    next(j for j in d["jobs"] if j["t"] == title).update(kw)
    return d


family("shopify careers", shopify_careers, JOBS_SHOP, "https://oakandpine.co/pages/careers", "careers", [
    ("a job added", lambda d: _jobs_add(d, _job("Retail Store Manager", "Seattle, WA", "Retail")), E, M, ("jobs_added",),
     {"exact": {"jobs_added": ["Retail Store Manager"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _jobs_drop(d, "Warehouse Lead"), E, M, ("jobs_removed",),
     {"exact": {"jobs_removed": ["Warehouse Lead"]}, "absent": ("jobs_added",)}),
    ("two jobs added and one closed", lambda d: _jobs_drop(_jobs_add(d, _job("Retail Store Manager", "Seattle, WA"),
                                                                     _job("Email Marketing Manager")), "Paid Social Specialist"),
     E, M, ("jobs_added", "jobs_removed"), {"exact": {"jobs_added": ["Retail Store Manager", "Email Marketing Manager"],
                                                      "jobs_removed": ["Paid Social Specialist"]}}),
    ("a job relocated", lambda d: _jobs_edit(d, "Warehouse Lead", loc="Louisville, KY"), E, MINOR + M, ("jobs_changed",),
     {"absent": ("jobs_added", "jobs_removed")}),
    ("the list re-sorted", lambda d: _set(d, jobs=sorted(d["jobs"], key=lambda j: j["t"])), "quiet", (), ()),
    ("every job closed", lambda d: _set(d, jobs=[]), E, ("critical", "major"), ("jobs_removed",),
     {"exact": {"jobs_removed": [j["t"] for j in JOBS_SHOP["jobs"]]}}),
    ("the values paragraph reworded", lambda d: _set(d, values=d["values"].replace("care about", "love")), "any", MINOR, ()),
])


# ============================================================================ Next.js App Router: a SaaS careers page (RSC payload repeating the jobs)

JOBS_NEXT = {"jobs": [
    {"t": "Staff Software Engineer, Distributed Systems", "loc": "San Francisco, CA", "dept": "Engineering", "id": "a1f3"},
    {"t": "Senior Product Designer", "loc": "New York, NY", "dept": "Design", "id": "b27c"},
    {"t": "Solutions Engineer", "loc": "London, UK", "dept": "Sales", "id": "c9e0"},
    {"t": "Engineering Manager, Developer Experience", "loc": "Remote (US)", "dept": "Engineering", "id": "d44a"},
    {"t": "Account Executive, Enterprise", "loc": "Austin, TX", "dept": "Sales", "id": "e5b1"},
    {"t": "Security Engineer", "loc": "Remote (EU)", "dept": "Engineering", "id": "f0d8"},
]}


def next_careers(d: dict[str, Any], seed: int) -> str:
    b = _tok(seed, 21, "nb")
    depts: dict[str, list[dict[str, str]]] = {}
    for j in d["jobs"]:
        depts.setdefault(j["dept"], []).append(j)
    groups = "".join(
        f'<section class="JobBoard_department__Xk2P1"><h2 class="JobBoard_deptTitle__a8Lq0">{dep}<span class="JobBoard_count__p1">{len(js)}</span></h2>'
        f'<ul class="JobBoard_list__q3Zr7">' + "".join(
            f'<li class="JobBoard_row__F2kd9"><a class="JobBoard_link__m0Qz2" href="/careers/{j["id"]}-{j["t"].lower().replace(" ", "-").replace(",", "")}">'
            f'<span class="JobBoard_title__Z8v1w">{j["t"]}</span><span class="JobBoard_location__Yq4Tn">{j["loc"]}</span></a></li>'
            for j in js) + "</ul></section>" for dep, js in depts.items())
    rsc = json.dumps([1, "3:[\"$\",\"$L5\",null," + json.dumps({"jobs": d["jobs"], "buildId": b}) + "]\n"])
    return f"""<!DOCTYPE html><html lang="en" class="__variable_3a0388 __variable_c1e5c9"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/_next/static/css/{_tok(seed, 16, 'css')}.css" data-precedence="next">
<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/webpack-{_tok(seed, 16, 'wp')}.js">
<script src="/_next/static/chunks/main-app-{_tok(seed, 16, 'ma')}.js" async=""></script><title>Careers — Vantly</title>
<meta name="description" content="Join Vantly and help every team ship reliable software."><meta property="og:title" content="Careers — Vantly">
<meta name="next-size-adjust" content="">{_ld({"@context": "https://schema.org", "@type": "Organization", "name": "Vantly", "sameAs": ["https://www.linkedin.com/company/vantly"]})}</head>
<body class="antialiased"><div hidden=""><!--$--><!--/$--></div><header class="Nav_root__Lw1pB"><a href="/" class="Nav_logo__f9d2K">Vantly</a><nav><a href="/product">Product</a><a href="/pricing">Pricing</a><a href="/customers">Customers</a><a href="/docs">Docs</a><a href="/careers" aria-current="page">Careers</a></nav></header>
<main class="page_main__nw1Wk"><h1 class="Hero_title__7gJ2q">Build the future of <!-- -->reliable software<!-- --> with us</h1><p class="Hero_lede__Ue4bZ">We are a remote-friendly team of 140 across 11 countries.</p>
<div class="JobBoard_root__kV1aZ"><h2 class="JobBoard_heading__b9R2s">Open roles</h2>{groups}</div></main>
<footer class="Footer_root__e0rVd"><nav><a href="/about">About</a><a href="/security">Security</a><a href="/legal/privacy">Privacy</a><a href="/legal/terms">Terms</a></nav><p>© <!-- -->2026<!-- --> Vantly, Inc.</p></footer>
<div class="CookieConsent_banner__n3d0P" role="dialog" aria-label="Cookie consent"><p>We use cookies for analytics. See our <a href="/legal/cookies">cookie policy</a>.</p><button>Accept</button><button>Reject</button></div>
<script src="/_next/static/chunks/webpack-{_tok(seed, 16, 'wp')}.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[{seed}7455,[\\"177\\",\\"static/chunks/app/layout-{_tok(seed, 16, 'ly')}.js\\"],\\"default\\"]\\n"])</script>
<script>self.__next_f.push({rsc})</script></body></html>"""


family("next.js careers", next_careers, JOBS_NEXT, "https://vantly.com/careers", "careers", [
    ("a job added", lambda d: _jobs_add(d, {"t": "Developer Advocate", "loc": "Remote (US)", "dept": "Marketing", "id": "a9c2"},
                                        at=len(d["jobs"])), E, M, ("jobs_added",),
     {"exact": {"jobs_added": ["Developer Advocate"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _jobs_drop(d, "Solutions Engineer"), E, M, ("jobs_removed",),
     {"exact": {"jobs_removed": ["Solutions Engineer"]}, "absent": ("jobs_added",)}),
    ("a job retitled", lambda d: _jobs_edit(d, "Security Engineer", t="Senior Security Engineer"), E, MINOR + M,
     ("jobs_added", "jobs_removed", "jobs_changed"), {}),
    ("five jobs added at once", lambda d: _jobs_add(d, *[{"t": f"{r}", "loc": "Remote (US)", "dept": "Engineering",
                                                          "id": f"n{i}"} for i, r in enumerate(
        ["Backend Engineer, Billing", "Frontend Engineer, Dashboard", "Site Reliability Engineer", "Data Engineer",
         "Staff Engineer, Storage"])]), E, ("major",), ("jobs_added",), {"absent": ("jobs_removed",)}),
    ("a job moved to another department", lambda d: _jobs_edit(d, "Engineering Manager, Developer Experience",
                                                                dept="Product"), "any", MINOR + M, ("jobs_changed",),
     {"absent": ("jobs_added", "jobs_removed")}),
])



# ============================================================================ Squarespace 7.1: a leadership page

TEAM_SQS = {"people": [
    ("Hannah Okafor", "Chief Executive Officer", "Hannah founded Fernleaf after a decade running supply chains at Unilever."),
    ("Marcus Lindqvist", "Chief Technology Officer", "Marcus leads engineering and previously built payments at Klarna."),
    ("Sofia Marín", "VP of Sales", "Sofia grew EMEA revenue fivefold at her last two companies."),
    ("Daniel Cho", "Head of Product", "Daniel has shipped logistics software for twelve years."),
    ("Aisha Rahman", "Head of People", "Aisha built the people team from five to one hundred."),
]}


def squarespace_team(d: dict[str, Any], seed: int) -> str:
    cards = "".join(
        f'<li class="list-item" data-is-card-enabled="true"><div class="list-item-media"><img src="https://images.squarespace-cdn.com/content/v1/6401{seed}/'
        f'{n.split()[0].lower()}.jpg?format=750w" alt="{n}"></div><div class="list-item-content"><h2 class="list-item-content__title">{n}</h2>'
        f'<div class="list-item-content__description"><p><strong>{r}</strong></p><p>{bio}</p></div></div></li>'
        for n, r, bio in d["people"])
    ctx = json.dumps({"website": {"id": "6401a2", "siteTitle": "Fernleaf"}, "crumb": _tok(seed, 40, "crumb"),
                      "rollups": {"squarespace-commerce": {"js": f"//assets.squarespace.com/universal/scripts-compressed/commerce-{_tok(seed, 16, 'c')}-min.en-US.js"}}})
    return f"""<!doctype html><html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-US"><head><meta charset="utf-8">
<title>Leadership — Fernleaf</title><meta property="og:site_name" content="Fernleaf"><meta property="og:title" content="Leadership — Fernleaf">
<link rel="canonical" href="https://www.fernleaf.io/leadership"><script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script>Static.SQUARESPACE_CONTEXT = {ctx};</script>
{_ld({"url": "https://www.fernleaf.io", "name": "Fernleaf", "@context": "http://schema.org", "@type": "WebSite"})}
<link href="//static1.squarespace.com/static/versioned-site-css/6401a2/{seed}4/5c5a519771b8dd6ad8d2d7b5/6401a2/1571/site.css" rel="stylesheet" type="text/css"></head>
<body id="collection-6401a2f3c8{seed}" class="primary-button-style-solid tweak-global-animations-enabled header-width-full">
<header data-test="header" id="header" class="header theme-col--primary"><div class="header-title-logo"><a href="/">Fernleaf</a></div>
<nav class="header-nav-list"><div class="header-nav-item header-nav-item--collection"><a href="/platform">Platform</a></div><div class="header-nav-item"><a href="/customers">Customers</a></div><div class="header-nav-item header-nav-item--active"><a href="/leadership" aria-current="page">Leadership</a></div><div class="header-nav-item"><a href="/careers">Careers</a></div></nav></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="6401a2f3c8">
<section data-test="page-section" class="page-section layout-engine-section"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_{seed}"><div class="sqs-block-content"><h1>Our leadership team</h1><p>Fernleaf is run by operators who have shipped freight software for two decades.</p></div></div></div></section>
<section data-test="page-section" class="page-section user-items-list-section"><div class="user-items-list" data-section-id="6401a2"><div class="user-items-list-item-container user-items-list-simple" data-current-context='{{"userItems":{len(d["people"])}}}'><ul class="user-items-list-simple">{cards}</ul></div></div></section>
</article></main>
<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-block-content"><p>Fernleaf Inc. · 548 Market St, San Francisco, CA</p><p><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></div></section></footer>
<div class="sqs-cookie-banner-v2-container" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2"><p class="sqs-cookie-banner-v2-cta-text">This site uses cookies to provide you with a great user experience.</p><button class="sqs-cookie-banner-v2-accept">Accept</button></div></div>
<script defer src="https://static1.squarespace.com/static/vta/5c5a519771b8dd6ad8d2d7b5/scripts/site-bundle.{_tok(seed, 32, 'sb')}.js"></script></body></html>"""


def _people_add(d: dict[str, Any], person: tuple[str, str, str], at: int | None = None) -> dict[str, Any]:
    d["people"].insert(len(d["people"]) if at is None else at, list(person))
    return d


def _people_drop(d: dict[str, Any], name: str) -> dict[str, Any]:
    d["people"] = [p for p in d["people"] if p[0] != name]
    return d


def _people_role(d: dict[str, Any], name: str, role: str) -> dict[str, Any]:
    next(p for p in d["people"] if p[0] == name)[1] = role
    return d


PEOPLE = ("people_added", "people_removed")
family("squarespace leadership", squarespace_team, TEAM_SQS, "https://www.fernleaf.io/leadership", "team", [
    ("a CFO joins", lambda d: _people_add(d, ("Ravi Menon", "Chief Financial Officer", "Ravi was CFO at Flexport."), at=2),
     E, ("major",), ("people_added",), {"contains": {"blocks_added": ["Ravi Menon"]}, "absent": ("blocks_removed",), "named": "Ravi Menon",
      "unsaid": "content changed"}),
    ("the Head of People leaves", lambda d: _people_drop(d, "Aisha Rahman"), E, MM, ("people_removed",),
     {"contains": {"blocks_removed": ["Aisha Rahman"]}, "absent": ("blocks_added",), "unsaid": "content changed"}),
    ("the CTO leaves", lambda d: _people_drop(d, "Marcus Lindqvist"), E, ("major",), ("people_removed",),
     {"contains": {"blocks_removed": ["Marcus Lindqvist"]}, "absent": ("blocks_added",),
      "unsaid": "content changed"}),
    ("the VP of Sales promoted to CRO", lambda d: _people_role(d, "Sofia Marín", "Chief Revenue Officer"), E, MM,
     ("role_changed",), {"absent": ("blocks_added", "blocks_removed")}),
    ("the grid shuffled", lambda d: _set(d, people=d["people"][::-1]), "quiet", (), ()),
    ("a bio's spelling ('fivefold' → 'five-fold')", lambda d: _set(d, people=[[n, r, b.replace("fivefold", "five-fold")] for n, r, b in d["people"]]),
     "any", MINOR, ()),
])


# ============================================================================ Webflow CMS: a blog collection list

POSTS_WF = {"posts": [
    ("How we cut cold-start latency by 60%", "engineering", "Dec 2, 2026", "cold-start-latency"),
    ("Introducing audit logs for every plan", "product", "Nov 25, 2026", "audit-logs-every-plan"),
    ("What we learned migrating 4 PB to object storage", "engineering", "Nov 18, 2026", "migrating-4pb"),
    ("Our Series B: $40M to build the data plane", "company", "Nov 4, 2026", "series-b"),
    ("A field guide to retention policies", "guides", "Oct 28, 2026", "retention-policies-field-guide"),
    ("Quarterly product recap: Q3 2026", "product", "Oct 14, 2026", "q3-2026-recap"),
]}


def webflow_blog(d: dict[str, Any], seed: int) -> str:
    items = "".join(
        f'<div role="listitem" class="blog-collection-item w-dyn-item"><a href="/blog/{slug}" class="blog-card w-inline-block">'
        f'<img src="https://cdn.prod.website-files.com/64f1c{seed}/65a{slug[:6]}_cover.webp" loading="lazy" alt="" class="blog-card-image">'
        f'<div class="blog-card-tag">{tag}</div><h3 class="blog-card-title">{t}</h3><div class="blog-card-date">{day}</div></a></div>'
        for t, tag, day, slug in d["posts"])
    return f"""<!DOCTYPE html><!-- Last Published: {['Mon Dec 07 2026 03:12:44 GMT+0000', 'Sun Dec 06 2026 21:40:02 GMT+0000', 'Mon Dec 07 2026 08:01:19 GMT+0000'][seed % 3]} (Coordinated Universal Time) -->
<html data-wf-domain="www.streamlet.dev" data-wf-page="64f1c0a9e2b4{seed}d1" data-wf-site="64f1c0a9e2b4a1c0" lang="en"><head><meta charset="utf-8"><title>Blog | Streamlet</title>
<meta content="Engineering, product and company news from Streamlet." name="description"><meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/64f1c0a9e2b4a1c0/css/streamlet.webflow.{_tok(seed, 16, 'wcss')}.css" rel="stylesheet" type="text/css">
<script type="text/javascript">!function(o,c){{var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}}(window,document);</script></head>
<body><div data-collapse="medium" data-animation="default" class="navbar w-nav"><a href="/" class="brand w-nav-brand">Streamlet</a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/product" class="nav-link w-nav-link">Product</a><a href="/pricing" class="nav-link w-nav-link">Pricing</a><a href="/blog" aria-current="page" class="nav-link w-nav-link w--current">Blog</a><a href="/docs" class="nav-link w-nav-link">Docs</a></nav></div>
<div class="section-blog-hero"><h1 class="heading-blog">The Streamlet blog</h1><p>Engineering deep dives, product news and company updates.</p></div>
<div class="section-blog-list"><div class="w-dyn-list"><div role="list" class="blog-collection-list w-dyn-items">{items}</div></div>
<div role="navigation" aria-label="List" class="w-pagination-wrapper"><a href="?a1b2c3d4_page=2" aria-label="Next Page" class="w-pagination-next"><div class="w-inline-block">Next</div></a></div></div>
<div class="section-newsletter"><h2>Get new posts in your inbox</h2><div class="w-form"><form id="wf-form-Newsletter" name="wf-form-Newsletter" data-name="Newsletter" method="get" data-wf-page-id="64f1c0a9e2b4{seed}d1" data-wf-element-id="{_tok(seed, 8, 'el')}-{_tok(seed, 4, 'e2')}"><input class="w-input" maxlength="256" name="email" placeholder="you@company.com" type="email"><input type="submit" value="Subscribe" class="w-button"></form></div></div>
<footer class="footer"><div class="footer-links"><a href="/about">About</a><a href="/careers">Careers</a><a href="/security">Security</a><a href="/privacy">Privacy</a></div><div>© 2026 Streamlet Labs</div></footer>
<div class="fs-cc-banner_component" fs-cc="banner"><div class="fs-cc-banner_text">By clicking “Accept”, you agree to the storing of cookies on your device.</div><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accept</a></div>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f1c0a9e2b4a1c0" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/64f1c0a9e2b4a1c0/js/webflow.{_tok(seed, 16, 'wjs')}.js" type="text/javascript"></script></body></html>"""


POSTS = ("post_published",)
family("webflow blog", webflow_blog, POSTS_WF, "https://www.streamlet.dev/blog", "blog", [
    ("a post published on top", lambda d: _set(d, posts=[["Streamlet is now SOC 2 Type II certified", "company", "Dec 7, 2026",
                                                         "soc2-type-ii"]] + d["posts"][:-1]),
     E, M, POSTS, {"exact": {"items_added": ["Streamlet is now SOC 2 Type II certified"]}, "absent": ("items_removed",)}),
    ("an acquisition announced on top", lambda d: _set(d, posts=[["Streamlet has acquired Pipewell", "company", "Dec 7, 2026",
                                                                 "streamlet-acquires-pipewell"]] + d["posts"][:-1]),
     E, ("major",), POSTS, {"exact": {"items_added": ["Streamlet has acquired Pipewell"]}}),
    ("a post taken down", lambda d: _set(d, posts=[p for p in d["posts"] if p[3] != "migrating-4pb"]), E, M,
     ("post_removed",), {"exact": {"items_removed": ["What we learned migrating 4 PB to object storage"]}}),
    ("a post retitled", lambda d: _set(d, posts=[[("Introducing audit logs on every plan" if p[3] == "audit-logs-every-plan" else p[0]),
                                                  *p[1:]] for p in d["posts"]]), E, MINOR + M, ("post_updated",),
     {"absent": ("items_added", "items_removed")}),
])


# ============================================================================ Instatus: a status page

STATUS_IN = {"state": "All systems operational", "components": [
    ("API", "Operational"), ("Dashboard", "Operational"), ("Webhooks", "Operational"), ("Edge network", "Operational"),
    ("Billing", "Operational")], "incidents": [], "past": [
    ("Elevated webhook delivery latency", "Resolved", "Nov 30, 2026", "Webhook deliveries were delayed by up to 4 minutes.")]}


def instatus_page(d: dict[str, Any], seed: int) -> str:
    cls = {"Operational": "UP", "Degraded performance": "HASISSUES", "Partial outage": "HASISSUES", "Major outage": "DOWN",
           "Under maintenance": "UNDERMAINTENANCE"}
    comps = "".join(f'<div class="component component--{cls[st]}" data-status="{cls[st]}"><span class="component__name">{n}</span>'
                    f'<span class="component__status">{st}</span></div>' for n, st in d["components"])
    inc = "".join(f'<div class="incident incident--active"><h3 class="incident__title"><a href="/incident/cl{_tok(len(t), 10, t)}">{t}</a></h3>'
                  f'<div class="incident__impact">{imp}</div>' + "".join(f'<div class="incident__update"><strong>{s}</strong> — <span>{m}</span></div>'
                                                                         for s, m in ups) + '</div>'
                  for t, imp, ups in d["incidents"])
    past = "".join(f'<div class="incident incident--past"><h4><a href="/incident/cl{_tok(len(t), 10, t)}">{t}</a></h4>'
                   f'<div class="incident__status">{st}</div><time>{day}</time><p>{m}</p></div>' for t, st, day, m in d["past"])
    nd = json.dumps({"props": {"pageProps": {"page": {"status": "UP" if not d["incidents"] else "HASISSUES"}, "ts": 1765000000 + seed * 61}},
                     "buildId": _tok(seed, 21, "ib")})
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Quillpay Status</title>
<meta name="description" content="Welcome to Quillpay status page for real-time and historical data on system performance.">
<link rel="stylesheet" href="/_next/static/css/{_tok(seed, 16, 'ic')}.css"><link rel="alternate" type="application/rss+xml" href="https://status.quillpay.com/feed.rss"></head>
<body><div id="__next"><header class="header"><a href="https://quillpay.com" class="header__logo">Quillpay</a><a class="button" href="/subscribe">Subscribe to updates</a></header>
<main><div class="status-banner status-banner--{'UP' if not d['incidents'] else 'HASISSUES'}"><h1>{d["state"]}</h1></div>
{f'<section class="incidents-active"><h2>Active incidents</h2>{inc}</section>' if inc else ''}
<section class="components"><h2>System status</h2>{comps}<div class="uptime">99.9{seed % 10}% uptime in the last 90 days</div></section>
<section class="incidents-past"><h2>Past incidents</h2>{past}</section></main>
<footer class="footer"><a href="https://instatus.com/?utm_source=quillpay">Powered by Instatus</a></footer></div>
<script id="__NEXT_DATA__" type="application/json">{nd}</script></body></html>"""


def _inc_open(d: dict[str, Any], impact: str = "Major outage", comp: str = "API") -> dict[str, Any]:
    d["state"] = "Some systems are experiencing issues"
    d["components"] = [[n, impact if n == comp else st] for n, st in d["components"]]
    d["incidents"] = [["API requests failing in EU region", impact,
                       [["Investigating", "We are investigating elevated error rates for API requests in the EU region."]]]]
    return d


def _inc_resolve(d: dict[str, Any]) -> dict[str, Any]:
    d["past"] = [["API requests failing in EU region", "Resolved", "Dec 7, 2026",
                  "Error rates are back to normal. A faulty load balancer configuration was rolled back."]] + d["past"]
    return d


STATUS_OPEN = _inc_open(json.loads(json.dumps(STATUS_IN)))
family("instatus status", instatus_page, STATUS_IN, "https://status.quillpay.com/", "status", [
    ("the API in major outage with an incident", _inc_open, E, ("critical",), ("incident_opened", "component_outage"),
     {"contains": {"incidents": ["API requests failing"]}}),
    ("webhooks degraded, no incident", lambda d: _set(d, components=[[n, "Degraded performance" if n == "Webhooks" else st]
                                                                      for n, st in d["components"]]),
     E, MM, ("component_degraded",), {"fields": (("Webhooks", "operational", "degraded"),)} if False else {}),
])
family("instatus status (an incident open)", instatus_page, STATUS_OPEN, "https://status.quillpay.com/", "status", [
    ("the incident identified", lambda d: _set(d, incidents=[[d["incidents"][0][0], d["incidents"][0][1], [[
        "Identified", "A load balancer configuration change caused the errors; we are rolling it back."]] + d["incidents"][0][2]]]),
     E, M, ("incident_updated",), {}),
    ("the incident resolved", lambda d: _inc_resolve(_set(d, incidents=[], state="All systems operational",
                                                          components=[[n, "Operational"] for n, _ in d["components"]])),
     E, M, ("incident_resolved", "component_recovered"), {"contains": {"incidents": ["API requests failing"]}}),
])



# ============================================================================ Gatsby + Contentful: terms of service with numbered sections

TERMS = {"updated": "November 3, 2026", "sections": [
    ("1. Acceptance of these Terms", ["By creating an account or using the Services you agree to these Terms. If you use the Services on behalf of an organisation, you agree on its behalf."]),
    ("2. Your account", ["You are responsible for safeguarding your password and for all activity under your account.", "You must be at least 16 years old to use the Services."]),
    ("3. Fees and payment", ["Paid plans are billed in advance on a monthly or annual basis and are non-refundable except as required by law.", "We may change our fees with 30 days' notice before your next billing cycle."]),
    ("4. Acceptable use", ["You will not use the Services to send spam, to infringe the rights of others, or to probe or attack our systems."]),
    ("5. Termination", ["You may cancel at any time from the billing page. We may suspend accounts that breach Section 4."]),
    ("6. Limitation of liability", ["To the maximum extent permitted by law, our total liability is limited to the fees you paid in the twelve months before the claim."]),
    ("7. Governing law", ["These Terms are governed by the laws of the State of Delaware, without regard to its conflict of laws rules."]),
]}


def gatsby_terms(d: dict[str, Any], seed: int) -> str:
    secs = "".join(f'<h2 id="section-{i + 1}">{h}</h2>' + "".join(f"<p>{p}</p>" for p in ps) for i, (h, ps) in enumerate(d["sections"]))
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/>
<meta name="generator" content="Gatsby 5.13.{seed % 4}"/><title data-react-helmet="true">Terms of Service | Loomly Notes</title>
<link rel="preload" href="/page-data/legal/terms/page-data.json" as="fetch" crossorigin="anonymous"/><link rel="preload" href="/page-data/sq/d/{_tok(seed, 10, 'sq')}.json" as="fetch" crossorigin="anonymous"/>
<link as="script" rel="preload" href="/component---src-templates-legal-page-tsx-{_tok(seed, 20, 'cmp')}.js"/>
<style data-href="/styles.{_tok(seed, 20, 'st')}.css" data-identity="gatsby-global-css">.legal{{max-width:46rem}}</style></head>
<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">
<header class="site-header"><a href="/" class="logo">Loomly Notes</a><nav><a href="/features">Features</a><a href="/pricing">Pricing</a><a href="/blog">Blog</a><a href="/login">Log in</a></nav></header>
<main class="legal"><article><h1>Terms of Service</h1><p class="legal__updated">Last updated: {d["updated"]}</p>
<p>These Terms of Service govern your use of Loomly Notes and the related apps (the “Services”).</p>{secs}
<p>Questions about these Terms? Contact <a href="mailto:legal@loomlynotes.com">legal@loomlynotes.com</a>.</p></article></main>
<footer class="site-footer"><a href="/legal/privacy">Privacy</a><a href="/legal/terms">Terms</a><a href="/legal/dpa">DPA</a><span>© 2026 Loomly Labs GmbH</span></footer>
<div class="cookie-consent" role="dialog"><p>We use essential cookies and, with your consent, analytics cookies.</p><button>Accept all</button><button>Only essential</button></div>
</div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/legal/terms/";window.___webpackCompilationHash="{_tok(seed, 20, 'wch')}";/*]]>*/</script>
<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping={{"app":["/app-{_tok(seed, 20, 'app')}.js"]}};/*]]>*/</script>
<script src="/app-{_tok(seed, 20, 'app')}.js" async=""></script></body></html>"""


def _terms_sec(d: dict[str, Any], n: int, paras: list[str]) -> dict[str, Any]:
    d["sections"][n - 1][1] = paras
    return d


POLICY = ("policy_changed",)
family("gatsby terms", gatsby_terms, TERMS, "https://loomlynotes.com/legal/terms", "legal", [
    ("the 'last updated' date alone", lambda d: _set(d, updated="December 7, 2026"), "quiet", (), ()),
    ("the notice period for fee changes 30 → 14 days", lambda d: _terms_sec(d, 3, [
        d["sections"][2][1][0], "We may change our fees with 14 days' notice before your next billing cycle."]),
     E, MM, POLICY, {}),
    ("an arbitration section added", lambda d: _set(d, sections=d["sections"] + [[
        "8. Dispute resolution and arbitration", ["Any dispute arising out of these Terms will be resolved by binding "
                                                  "individual arbitration administered by the American Arbitration Association. You waive any right to "
                                                  "participate in a class action."]]]), E, ("major",), POLICY, {}),
    ("the governing law moved to Germany", lambda d: _terms_sec(d, 7, [
        "These Terms are governed by the laws of the Federal Republic of Germany, without regard to its conflict of laws rules."]),
     E, MM, POLICY, {}),
    ("a one-letter typo ('your' → 'you')", lambda d: _terms_sec(d, 2, ["You are responsible for safeguarding your password and for all activity "
                                                  "under you account.", d["sections"][1][1][1]]), "any", MINOR, ()),
    ("the sections renumbered under a new heading style", lambda d: _set(d, sections=[[h.replace(". ", " — ", 1), ps]
                                                                                       for h, ps in d["sections"]]),
     "any", MINOR, ()),
    ("a data-processing section inserted as 4, the later ones renumbered", lambda d: _set(d, sections=d["sections"][:3] + [[
        "4. Customer data", ["You own the data you upload. We process it only to provide the Services and as described in "
                             "our Data Processing Addendum, which forms part of these Terms."]]] + [[f"{int(h.split('.')[0]) + 1}.{h.split('.', 1)[1]}", ps]
                                                                    for h, ps in d["sections"][3:]]),
     E, ("major",), POLICY, {"contains": {"blocks_added": ["You own the data"]}}),
])


# ============================================================================ Docusaurus: a changelog

CHANGELOG_DS = {"releases": [
    ("v3.8.0", "December 1, 2026", ["Added streaming responses to the Node SDK.", "Fixed a memory leak in long-running watchers."]),
    ("v3.7.2", "November 19, 2026", ["Fixed retries on 429 responses ignoring Retry-After."]),
    ("v3.7.1", "November 12, 2026", ["Fixed TypeScript types for paginated list methods."]),
    ("v3.7.0", "October 30, 2026", ["Added webhooks signature verification helpers.", "Deprecated the v1 auth flow."]),
]}


def docusaurus_changelog(d: dict[str, Any], seed: int) -> str:
    rels = "".join(f'<h2 class="anchor anchorWithStickyNavbar_LWe7" id="{v.replace(".", "")}">{v}<a href="#{v.replace(".", "")}" class="hash-link" aria-label="Direct link to {v}" title="Direct link to {v}">\u200b</a></h2>'
                   f'<p><em>{day}</em></p><ul>' + "".join(f"<li>{x}</li>" for x in xs) + "</ul>" for v, day, xs in d["releases"])
    return f"""<!doctype html><html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page" data-has-hydrated="false">
<head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.6.{seed % 3}"><title data-rh="true">Changelog | Relaykit Docs</title>
<meta data-rh="true" name="docusaurus_locale" content="en"><meta data-rh="true" name="docsearch:version" content="current"><meta data-rh="true" name="docusaurus_tag" content="docs-default-current">
<link rel="stylesheet" href="/assets/css/styles.{_tok(seed, 8, 'dcss')}.css"><script src="/assets/js/runtime~main.{_tok(seed, 8, 'rt')}.js" defer="defer"></script><script src="/assets/js/main.{_tok(seed, 8, 'mn')}.js" defer="defer"></script></head>
<body class="navigation-with-keyboard"><script>!function(){{var t=function(){{try{{return new URLSearchParams(window.location.search).get("docusaurus-theme")}}catch(t){{}}}}()||function(){{try{{return window.localStorage.getItem("theme")}}catch(t){{}}}}();document.documentElement.setAttribute("data-theme",t||"light")}}()</script>
<div id="__docusaurus"><div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>
<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><a class="navbar__brand" href="/">Relaykit</a><a class="navbar__item navbar__link" href="/docs/intro">Docs</a><a class="navbar__item navbar__link" href="/docs/api">API</a><a class="navbar__item navbar__link navbar__link--active" href="/docs/changelog">Changelog</a></div></nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0"><div class="docsWrapper_hBAB"><div class="docRoot_UBD9"><aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list"><li class="menu__list-item"><a class="menu__link" href="/docs/intro">Introduction</a></li><li class="menu__list-item"><a class="menu__link" href="/docs/sdk">SDKs</a></li><li class="menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/docs/changelog">Changelog</a></li></ul></nav></aside>
<main class="docMainContainer_TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_Djhp"><article><nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/">🏠</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Changelog</span></li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Changelog</h1></header><p>All notable changes to the Relaykit SDKs are documented here.</p>{rels}</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="theme-last-updated">Last updated on <b><time datetime="2026-12-0{1 + seed % 6}T10:{seed:02d}:00.000Z">Dec {1 + seed % 6}, 2026</time></b> by <b>ci-bot</b></div><a href="https://github.com/relaykit/docs/edit/main/docs/changelog.md" class="theme-edit-this-page">Edit this page</a></footer></article></div></div></div></div></main></div></div></div>
<footer class="footer footer--dark"><div class="footer__copyright">Copyright © 2026 Relaykit, Inc. Built with Docusaurus.</div></footer></div></body></html>"""


ENTRY = ("post_published",)
family("docusaurus changelog", docusaurus_changelog, CHANGELOG_DS, "https://docs.relaykit.dev/docs/changelog", "changelog", [
    ("v3.9.0 released on top", lambda d: _set(d, releases=[["v3.9.0", "December 7, 2026", [
        "Added a Python async client.", "Removed support for Node 16."]]] + d["releases"]),
     E, M, ENTRY, {"contains": {"items_added": ["v3.9.0"]}, "absent": ("items_removed",)}),
    ("a fix added to the latest release", lambda d: _set(d, releases=[[*d["releases"][0][:2], d["releases"][0][2] + [
        "Fixed an off-by-one in cursor pagination."]]] + d["releases"][1:]), E, MINOR + M, ("post_updated", "content_changed"),
     {"absent": ("items_added", "items_removed")}),
])


# ============================================================================ Framer: usage-based pricing (a tier table) and a currency note

USAGE_FR = {"rows": [("First 10,000 events", "Free"), ("10,001 – 1M events", "$0.00025 / event"),
                     ("1M – 10M events", "$0.00015 / event"), ("Over 10M events", "Contact sales")],
            "plans": [("Hobby", "$0", "For side projects", ["1 project", "7-day retention"]),
                      ("Pro", "$25", "per month + usage", ["Unlimited projects", "90-day retention", "Alerts"]),
                      ("Enterprise", "Custom", "Volume pricing", ["SAML SSO", "Audit log", "Dedicated support"])]}


def framer_pricing(d: dict[str, Any], seed: int) -> str:
    h = _tok(seed, 6, "fr")
    cards = "".join(f'<div class="framer-{_tok(i, 6, "c")}-{h} framer-v-1k2j3" data-framer-name="Plan card"><h3 class="framer-text">{n}</h3>'
                    f'<p class="framer-text framer-styles-preset-price">{pr}</p><p class="framer-text">{sub}</p>'
                    + "".join(f'<p class="framer-text framer-styles-preset-feature">{f}</p>' for f in fs) + '</div>'
                    for i, (n, pr, sub, fs) in enumerate(d["plans"]))
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in d["rows"])
    return f"""<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="generator" content="Framer {_tok(seed, 7, 'gen')}">
<title>Pricing — Tracelight</title><meta name="description" content="Start free. Pay for what you ingest."><meta name="framer-search-index" content="https://framerusercontent.com/sites/4x{seed}/searchIndex-{_tok(seed, 8, 'si')}.json">
<link rel="modulepreload" href="https://framerusercontent.com/sites/4xk2/react.{_tok(seed, 8, 're')}.mjs"><style data-framer-css-ssr-minified="" data-framer-components="framer-{h}">.framer-{h}{{display:flex}}</style></head>
<body><div id="main" data-framer-hydrate-v2='{{"routeId":"augiA20Il","localeId":"default","breakpoints":[{{"hash":"{h}","mediaQuery":"(min-width: 1200px)"}}]}}' data-framer-ssr-released-at="2026-12-0{1 + seed % 6}T0{seed % 10}:12:44.{seed:03d}Z" data-framer-page-optimized-at="2026-12-0{1 + seed % 6}T0{seed % 10}:13:10.000Z">
<div class="framer-{h} framer-72rtr7" style="min-height:100vh;width:auto"><nav class="framer-nav-{h}" data-framer-name="Navigation"><a href="./" class="framer-text">Tracelight</a><a href="./product">Product</a><a href="./pricing">Pricing</a><a href="./docs">Docs</a><a href="https://app.tracelight.io/login">Sign in</a></nav>
<section data-framer-name="Hero"><h1 class="framer-text">Start free. Pay for what you ingest.</h1></section>
<section data-framer-name="Plans" class="framer-plans-{h}">{cards}</section>
<section data-framer-name="Usage"><h2 class="framer-text">Usage pricing</h2><table class="usage-table"><thead><tr><th>Monthly events</th><th>Price</th></tr></thead><tbody>{rows}</tbody></table>
<p class="framer-text">Prices in USD, excluding VAT. Usage is metered daily and billed monthly in arrears.</p></section>
<footer data-framer-name="Footer"><a href="./legal/terms">Terms</a><a href="./legal/privacy">Privacy</a><a href="https://status.tracelight.io">Status</a><p>© 2026 Tracelight</p></footer></div></div>
<div id="__framer-badge-container"></div><script type="module" async data-framer-bundle="main" fetchpriority="low" src="https://framerusercontent.com/sites/4xk2/script_main.{_tok(seed, 8, 'sm')}.mjs"></script></body></html>"""


def _usage_row(d: dict[str, Any], i: int, price: str) -> dict[str, Any]:
    d["rows"][i][1] = price
    return d


def _plan_price(d: dict[str, Any], name: str, price: str) -> dict[str, Any]:
    for p in d["plans"]:
        if p[0] == name:
            p[1] = price
    return d


family("framer usage pricing", framer_pricing, USAGE_FR, "https://tracelight.io/pricing", "pricing", [
    ("the Pro base fee $25 → $29", lambda d: _plan_price(d, "Pro", "$29"), E, ("critical",), ("price_changed",),
     {"contains": {"price_changes": ["29"]}}),
    ("the per-event rate of the second tier raised", lambda d: _usage_row(d, 1, "$0.0003 / event"), E, ("critical", "major", "meaningful"),
     ("price_changed",), {"contains": {"price_changes": ["0.0003"]}}),
    ("the free allowance cut to 5,000 events", lambda d: _set(d, rows=[["First 5,000 events", "Free"], ["5,001 – 1M events", d["rows"][1][1]]]
                                                              + d["rows"][2:]), E, MM + ("critical",), (), {}),
    ("a feature moved into Hobby", lambda d: _set(d, plans=[[*d["plans"][0][:3], d["plans"][0][3] + ["Alerts"]], d["plans"][1], d["plans"][2]]),
     E, MM, ("plan_changed",), {"contains": {"blocks_added": ["Alerts"]}}),
    ("a Team plan added", lambda d: _set(d, plans=d["plans"][:2] + [["Team", "$99", "per month + usage", ["Everything in Pro", "SSO", "5 seats"]]]
                                          + d["plans"][2:]), E, ("major",), ("plan_added",), {"exact": {"plans_added": ["Team"]}}),
])



# ============================================================================ Nuxt 3: pricing with a currency switcher (every currency in the DOM)

PRICING_NUXT = {"plans": [
    {"name": "Basic", "p": {"USD": "$12", "EUR": "€11", "GBP": "£10"}, "feat": ["1 workspace", "Unlimited forms", "Email notifications"]},
    {"name": "Growth", "p": {"USD": "$39", "EUR": "€36", "GBP": "£32"}, "feat": ["5 workspaces", "Logic jumps", "Custom domains", "Remove branding"]},
    {"name": "Scale", "p": {"USD": "$99", "EUR": "€92", "GBP": "£82"}, "feat": ["Unlimited workspaces", "SSO", "Priority support", "Data residency"]},
], "note": "Prices exclude VAT. Save 20% with annual billing."}


def nuxt_pricing(d: dict[str, Any], seed: int) -> str:
    v = f"data-v-{_tok(seed, 8, 'dv')}"
    def card(p: dict[str, Any]) -> str:
        prices = "".join(f'<span class="price price--{cur.lower()}"{"" if cur == "USD" else " hidden"} {v}>{amt}</span>'
                         for cur, amt in p["p"].items())
        return (f'<div class="plan-card" {v}><!--[--><h3 class="plan-card__name" {v}>{p["name"]}</h3><div class="plan-card__price" {v}>{prices}'
                f'<span class="plan-card__per" {v}>/month</span></div><ul {v}><!--[-->' + "".join(f'<li {v}>{f}</li>' for f in p["feat"])
                + f'<!--]--></ul><a href="/signup?plan={p["name"].lower()}" class="btn" {v}>Get started</a><!--]--></div>')
    data = json.dumps([{"state": 1, "once": 4}, {"plans": d["plans"], "currency": "USD", "ts": 1765000000 + seed}, "$s" + _tok(seed, 10, "nd")])
    return f"""<!DOCTYPE html><html lang="en" data-capo=""><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pricing · Formbird</title><link rel="stylesheet" href="/_nuxt/entry.{_tok(seed, 8, 'ne')}.css" crossorigin><link rel="modulepreload" as="script" crossorigin href="/_nuxt/{_tok(seed, 8, 'nm')}.js">
<meta name="description" content="Formbird plans for every team. Pay in USD, EUR or GBP.">{_ld({"@context": "https://schema.org", "@type": "Product", "name": "Formbird", "offers": {"@type": "AggregateOffer", "lowPrice": "12", "highPrice": "99", "priceCurrency": "USD"}})}</head>
<body><div id="__nuxt"><!--[--><header class="site-header" {v}><a href="/" {v}>Formbird</a><nav {v}><a href="/templates" {v}>Templates</a><a href="/pricing" class="router-link-active" {v}>Pricing</a><a href="/blog" {v}>Blog</a></nav></header>
<main {v}><h1 {v}>Plans and pricing</h1><div class="currency-switcher" role="radiogroup" {v}><button aria-checked="true" {v}>USD</button><button aria-checked="false" {v}>EUR</button><button aria-checked="false" {v}>GBP</button></div>
<div class="plans" {v}><!--[-->{"".join(card(p) for p in d["plans"])}<!--]--></div><p class="note" {v}>{d["note"]}</p></main>
<footer {v}><a href="/legal/terms" {v}>Terms</a><a href="/legal/privacy" {v}>Privacy</a><span {v}>© 2026 Formbird Ltd</span></footer><!--]--></div>
<div id="teleports"><div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to measure how Formbird is used.</p><button>OK</button></div></div>
<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">{data}</script>
<script>window.__NUXT__={{}};window.__NUXT__.config={{public:{{gtmId:"GTM-K2{seed}X"}},app:{{baseURL:"/",buildId:"{_tok(seed, 36, 'nb')}",buildAssetsDir:"/_nuxt/",cdnURL:""}}}}</script>
<script type="module" src="/_nuxt/{_tok(seed, 8, 'nm')}.js" crossorigin></script></body></html>"""


def _nuxt_price(d: dict[str, Any], name: str, **cur: str) -> dict[str, Any]:
    _plan(d, name)["p"].update(cur)
    return d


family("nuxt pricing (currency switcher)", nuxt_pricing, PRICING_NUXT, "https://formbird.io/pricing", "pricing", [
    ("Growth raised in every currency", lambda d: _nuxt_price(d, "Growth", USD="$45", EUR="€42", GBP="£37"), E, ("critical",),
     ("price_changed",), {"contains": {"price_changes": ["Growth"]}}),
    ("Growth raised in euros only", lambda d: _nuxt_price(d, "Growth", EUR="€39"), E, ("critical",), ("price_changed",),
     {"contains": {"price_changes": ["39"]}}),
    ("Basic cut in pounds only", lambda d: _nuxt_price(d, "Basic", GBP="£9"), E, ("critical",), ("price_changed",),
     {"contains": {"price_changes": ["£9"]}}),
    ("the Scale plan dropped", lambda d: _set(d, plans=d["plans"][:2]), E, ("major",), ("plan_removed",),
     {"exact": {"plans_removed": ["Scale"]}}),
    ("SSO moved down to Growth", lambda d: (_plan(d, "Scale")["feat"].remove("SSO"), _plan(d, "Growth")["feat"].append("SSO"), d)[2],
     E, MM, ("plan_changed",), {"contains": {"blocks_added": ["SSO"]}}),
    ("the VAT note's annual saving 20% → 25%", lambda d: _set(d, note="Prices exclude VAT. Save 25% with annual billing."),
     E, MM, (), {}),
])


# ============================================================================ BambooHR, Teamtailor, Personio and JazzHR job boards

def bamboo_board(d: dict[str, Any], seed: int) -> str:
    depts: dict[str, list[dict[str, str]]] = {}
    for j in d["jobs"]:
        depts.setdefault(j["dept"], []).append(j)
    body = "".join(f'<div class="BambooHR-ATS-Department-Item"><div class="BambooHR-ATS-Department-Header">{dep}</div><ul class="BambooHR-ATS-Jobs-List">'
                   + "".join(f'<li class="BambooHR-ATS-Jobs-Item"><a href="https://lumenward.bamboohr.com/careers/{j["id"]}">{j["t"]}</a>'
                             f'<span class="BambooHR-ATS-Location">{j["loc"]}</span></li>' for j in js) + "</ul></div>"
                   for dep, js in depts.items())
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers | Lumenward</title>
<link rel="stylesheet" href="/wp-content/themes/lumenward/dist/app.css?ver=2.{seed}.0"><meta name="csrf-token" content="{_tok(seed, 40, 'bh')}">
<script src="https://lumenward.bamboohr.com/js/embed.js?v={seed}" type="text/javascript" async defer></script></head>
<body class="page-template page-careers"><header class="site-header"><a href="/">Lumenward</a><nav><a href="/solutions">Solutions</a><a href="/about">About</a><a href="/careers" aria-current="page">Careers</a><a href="/contact">Contact</a></nav></header>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>This website uses cookies to improve your experience.<a role="button" class="cli_action_button">Accept</a></span></div>
<main><h1>Careers at Lumenward</h1><p>We build lighting controls for hospitals and airports. Here are our open roles.</p>
<div id="BambooHR" data-domain="lumenward.bamboohr.com" data-version="1.0.0"><div class="BambooHR-ATS-board"><h2>Current Openings</h2><div class="BambooHR-ATS-Department-List">{body}</div></div>
<div id="BambooHR-Footer">Powered by <a href="http://www.bamboohr.com" target="_blank" rel="noopener external nofollow noreferrer">BambooHR</a></div></div></main>
<footer class="site-footer"><p>Lumenward GmbH · Sendlinger Str. 7, 80331 München</p><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer></body></html>"""


JOBS_BAMBOO = {"jobs": [
    {"t": "Embedded Software Engineer", "loc": "München, Bayern", "dept": "Engineering", "id": "41"},
    {"t": "Hardware Test Engineer", "loc": "München, Bayern", "dept": "Engineering", "id": "44"},
    {"t": "Sales Manager DACH", "loc": "Hamburg, Hamburg", "dept": "Sales", "id": "47"},
    {"t": "Werkstudent Marketing (m/w/d)", "loc": "München, Bayern", "dept": "Marketing", "id": "52"},
]}

family("bamboohr board", bamboo_board, JOBS_BAMBOO, "https://lumenward.de/careers", "careers", [
    ("a job added", lambda d: _jobs_add(d, {"t": "Field Application Engineer", "loc": "Wien, Wien", "dept": "Sales", "id": "58"}, at=3),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Field Application Engineer"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _jobs_drop(d, "Hardware Test Engineer"), E, M, ("jobs_removed",),
     {"exact": {"jobs_removed": ["Hardware Test Engineer"]}, "absent": ("jobs_added",)}),
    ("a job relocated", lambda d: _jobs_edit(d, "Sales Manager DACH", loc="Remote, Germany"), E, M, ("jobs_changed",),
     {"absent": ("jobs_added", "jobs_removed")}),
])


def teamtailor_page(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f'<li class="w-full"><a class="flex flex-col py-6 text-center sm:px-6 hover:bg-gradient-block-base-bg focus-visible-company focus-visible:rounded" href="https://careers.nordbeam.se/jobs/{j["id"]}-{j["t"].lower().replace(" ", "-")}">'
                   f'<span class="text-block-base-link sm:min-w-[25%] sm:truncate company-link-style" title="{j["t"]}">{j["t"]}</span>'
                   f'<div class="mt-1 text-md"><span>{j["dept"]}</span><span class="mx-[2px]">·</span><span>{j["loc"]}</span></div></a></li>' for j in d["jobs"])
    return f"""<!DOCTYPE html><html lang="sv" class="font-company-body" data-turbo="true"><head><meta charset="utf-8"><title>Jobb – Nordbeam</title>
<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="{_tok(seed, 86, 'tt')}"><meta name="turbo-cache-control" content="no-preview">
<link rel="stylesheet" href="https://assets.teamtailor-cdn.com/assets/packs/css/careersite-{_tok(seed, 20, 'ttc')}.css"><script src="https://assets.teamtailor-cdn.com/assets/packs/js/careersite-{_tok(seed, 20, 'ttj')}.js" defer></script></head>
<body class="careersite-body"><header id="section-header"><a href="/" aria-label="Nordbeam">Nordbeam</a><nav><a href="/jobs" aria-current="page">Jobb</a><a href="/departments">Avdelningar</a><a href="/locations">Platser</a><a href="/people">Människor</a></nav></header>
<div id="cookie-consent" data-controller="careersite--cookie-consent" class="fixed bottom-0"><p>Vi använder cookies för att förbättra din upplevelse.</p><button data-action="careersite--cookie-consent#acceptAll">Godkänn alla</button><button>Inställningar</button></div>
<main id="main-content"><section class="block-jobs"><h1 class="text-4xl">Lediga jobb</h1><div id="jobs_list_container"><ul class="block-grid" id="jobs_list_container_list">{rows}</ul></div></section></main>
<footer class="footer"><a href="https://www.teamtailor.com/?utm_source=careersite">Powered by Teamtailor</a><a href="/cookie-policy">Cookie policy</a><a href="/connect">Connect</a></footer></body></html>"""


JOBS_TT = {"jobs": [
    {"t": "Backendutvecklare", "loc": "Stockholm", "dept": "Teknik", "id": "5123401"},
    {"t": "UX-designer", "loc": "Göteborg", "dept": "Design", "id": "5123402"},
    {"t": "Kundansvarig", "loc": "Malmö", "dept": "Försäljning", "id": "5123403"},
    {"t": "Dataingenjör", "loc": "Stockholm", "dept": "Teknik", "id": "5123404"},
    {"t": "Ekonomiassistent", "loc": "Stockholm", "dept": "Ekonomi", "id": "5123405"},
]}

family("teamtailor board", teamtailor_page, JOBS_TT, "https://careers.nordbeam.se/jobs", "careers", [
    ("a job added", lambda d: _jobs_add(d, {"t": "Säljare", "loc": "Uppsala", "dept": "Försäljning", "id": "5123406"}),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Säljare"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _jobs_drop(d, "UX-designer"), E, M, ("jobs_removed",),
     {"exact": {"jobs_removed": ["UX-designer"]}, "absent": ("jobs_added",)}),
    ("four of five jobs closed", lambda d: _set(d, jobs=d["jobs"][:1]), E, ("critical",), ("jobs_removed",), {}),
    ("a job moved to another city", lambda d: _jobs_edit(d, "Kundansvarig", loc="Göteborg"), E, M, ("jobs_changed",),
     {"absent": ("jobs_added", "jobs_removed")}),
])


def personio_page(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f'<a class="job-box-link" href="https://hafenwerk.jobs.personio.de/job/{j["id"]}?language=de&amp;display=de" data-test-id="job-box-link"><div class="job-box">'
                   f'<h3 class="jb-title">{j["t"]}</h3><div class="jb-description">{j["emp"]}, {j["loc"]}</div></div></a>' for j in d["jobs"])
    return f"""<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Jobs bei Hafenwerk GmbH</title><meta name="csrf-token" content="{_tok(seed, 40, 'pe')}">
<link rel="stylesheet" href="https://assets.cdn.personio.de/job-page/{_tok(seed, 10, 'pj')}/app.css"><script src="https://assets.cdn.personio.de/job-page/{_tok(seed, 10, 'pj')}/app.js" defer></script></head>
<body><header class="header"><img src="https://assets.cdn.personio.de/logos/47114/default/{_tok(seed, 12, 'pl')}.png" alt="Hafenwerk GmbH"><nav><a href="https://hafenwerk.de">Zur Website</a></nav></header>
<div id="usercentrics-root" data-nosnippet><div class="uc-banner" role="dialog"><p>Wir verwenden Cookies und ähnliche Technologien.</p><button>Alle akzeptieren</button><button>Ablehnen</button></div></div>
<main><h1>Offene Stellen</h1><div class="filters"><select aria-label="Standort"><option>Alle Standorte</option><option>Hamburg</option><option>Bremen</option></select></div>
<div class="job-list">{rows}</div><p class="job-list-count">{len(d["jobs"])} offene Stellen</p></main>
<footer><a href="https://hafenwerk.de/impressum">Impressum</a><a href="https://hafenwerk.de/datenschutz">Datenschutz</a><span>Powered by Personio</span></footer></body></html>"""


JOBS_PE = {"jobs": [
    {"t": "Disponent Seefracht (m/w/d)", "loc": "Hamburg", "emp": "Vollzeit", "id": "1400211"},
    {"t": "Zollsachbearbeiter (m/w/d)", "loc": "Bremen", "emp": "Vollzeit", "id": "1400212"},
    {"t": "Berufskraftfahrer CE (m/w/d)", "loc": "Hamburg", "emp": "Vollzeit", "id": "1400213"},
    {"t": "Buchhalter (m/w/d)", "loc": "Hamburg", "emp": "Teilzeit", "id": "1400214"},
]}

family("personio board", personio_page, JOBS_PE, "https://hafenwerk.jobs.personio.de/", "careers", [
    ("a job added", lambda d: _jobs_add(d, {"t": "Lagerist (m/w/d)", "loc": "Bremen", "emp": "Vollzeit", "id": "1400215"}),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Lagerist (m/w/d)"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _jobs_drop(d, "Zollsachbearbeiter (m/w/d)"), E, M, ("jobs_removed",),
     {"exact": {"jobs_removed": ["Zollsachbearbeiter (m/w/d)"]}, "absent": ("jobs_added",)}),
    ("a job's gender tag rewritten (m/w/d) → (w/m/d)", lambda d: _jobs_edit(d, "Buchhalter (m/w/d)", t="Buchhalter (w/m/d)"),
     "any", MINOR, ()),
    ("a job turned part-time", lambda d: _jobs_edit(d, "Disponent Seefracht (m/w/d)", emp="Teilzeit"), "any", MINOR, (),
     {"absent": ("jobs_added", "jobs_removed")}),
])



# ============================================================================ Ghost: a blog's front page (Casper-style post cards)

POSTS_GHOST = {"posts": [
    ("Why we moved our search to Postgres", "Engineering", "2026-12-02", "Dec 2, 2026", "why-we-moved-search-to-postgres", "6 min read"),
    ("Announcing Kiln 4.0", "Product", "2026-11-20", "Nov 20, 2026", "announcing-kiln-4", "3 min read"),
    ("Hiring our first support engineer in APAC", "Company", "2026-11-11", "Nov 11, 2026", "first-support-engineer-apac", "2 min read"),
    ("A year of open-source sponsorships", "Community", "2026-10-29", "Oct 29, 2026", "open-source-sponsorships-year", "5 min read"),
    ("Debugging a 1-in-a-million flaky test", "Engineering", "2026-10-14", "Oct 14, 2026", "flaky-test", "9 min read"),
]}


def ghost_blog(d: dict[str, Any], seed: int) -> str:
    cards = "".join(f'<article class="post-card post tag-{tag.lower()}"><a class="post-card-image-link" href="/{slug}/"><img class="post-card-image" srcset="/content/images/size/w300/2026/11/{slug[:10]}.png 300w" src="/content/images/size/w600/2026/11/{slug[:10]}.png" alt="{t}" loading="lazy"></a>'
                    f'<div class="post-card-content"><a class="post-card-content-link" href="/{slug}/"><header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">{tag}</span></div>'
                    f'<h2 class="post-card-title">{t}</h2></header><div class="post-card-excerpt">A short look at {t.lower()}.</div></a>'
                    f'<footer class="post-card-meta"><time class="post-card-meta-date" datetime="{iso}">{day}</time><span class="post-card-meta-length">{rt}</span></footer></div></article>'
                    for t, tag, iso, day, slug, rt in d["posts"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Kiln Blog</title><meta name="generator" content="Ghost 5.{90 + seed % 5}">
<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v={_tok(seed, 10, 'gv')}"><link rel="alternate" type="application/rss+xml" title="Kiln Blog" href="https://blog.kiln.dev/rss/">
<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.46/umd/portal.min.js" data-i18n="true" data-ghost="https://blog.kiln.dev/" data-key="{_tok(seed, 26, 'gk')}" data-api="https://blog.kiln.dev/ghost/api/content/" crossorigin="anonymous"></script>
<style id="gh-members-styles">.gh-post-upgrade-cta-content{{display:flex}}</style>
<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="{_tok(seed, 26, 'gk')}" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="https://blog.kiln.dev/" crossorigin="anonymous"></script>
{_ld({"@context": "https://schema.org", "@type": "WebSite", "publisher": {"@type": "Organization", "name": "Kiln Blog"}, "url": "https://blog.kiln.dev/", "name": "Kiln Blog"})}</head>
<body class="home-template is-head-left-logo has-cover"><div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="https://blog.kiln.dev">Kiln Blog</a></div>
<nav class="gh-head-menu"><ul class="nav"><li class="nav-home nav-current"><a href="https://blog.kiln.dev/">Home</a></li><li class="nav-product"><a href="https://kiln.dev">Product</a></li><li class="nav-changelog"><a href="https://kiln.dev/changelog">Changelog</a></li></ul></nav>
<div class="gh-head-actions"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div></div></header>
<div class="site-content"><div class="site-header-content outer"><h1 class="site-title">Kiln Blog</h1><p class="site-description">Notes from the team building Kiln.</p></div>
<main id="site-main" class="site-main outer"><div class="inner posts"><div class="post-feed">{cards}</div></div></main></div>
<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="https://blog.kiln.dev">Kiln Blog</a> © 2026</section><nav class="site-footer-nav"><a href="https://kiln.dev/privacy">Privacy</a></nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div>
<script src="/assets/built/casper.js?v={_tok(seed, 10, 'gv')}"></script></body></html>"""


family("ghost blog", ghost_blog, POSTS_GHOST, "https://blog.kiln.dev/", "blog", [
    ("a post published on top", lambda d: _set(d, posts=[["Kiln is joining forces with Emberlabs", "Company", "2026-12-07", "Dec 7, 2026",
                                                         "kiln-joins-emberlabs", "4 min read"]] + d["posts"]),
     E, ("major",), POSTS, {"exact": {"items_added": ["Kiln is joining forces with Emberlabs"]}, "absent": ("items_removed",)}),
    ("an engineering post published on top, the oldest falling off", lambda d: _set(d, posts=[[
        "Sharding our job queue without downtime", "Engineering", "2026-12-07", "Dec 7, 2026", "sharding-job-queue", "8 min read"]] + d["posts"][:-1]),
     E, M, POSTS, {"exact": {"items_added": ["Sharding our job queue without downtime"]}, "absent": ("items_removed",)}),
    ("every card's reading time recomputed", lambda d: _set(d, posts=[[*p[:5], f"{int(p[5].split()[0]) + 1} min read"] for p in d["posts"]]),
     "quiet", (), ()),
])


# ============================================================================ Beamer / LaunchNotes: a changelog page of announcement cards

NOTES_LN = {"notes": [
    ("New", "Bulk edit for invoices", "Dec 3, 2026", "Select up to 500 invoices and change their due date, owner or tags at once."),
    ("Improvement", "Faster PDF exports", "Nov 27, 2026", "Exports of long statements are now up to 4× faster."),
    ("Fix", "Currency rounding in CSV exports", "Nov 20, 2026", "Amounts in JPY are no longer exported with decimals."),
    ("New", "Xero two-way sync", "Nov 12, 2026", "Payments recorded in Xero now mark invoices as paid in Ledgerly."),
]}


def launchnotes_page(d: dict[str, Any], seed: int) -> str:
    cards = "".join(f'<div class="beamerAnnouncementSnippet" data-feature-id="{_tok(len(t), 6, t)}"><div class="featureAction"><span class="category" style="background:#6c5ce7">{cat}</span>'
                    f'<span class="featureDate">{day}</span></div><h3 class="featureTitle"><a href="/changelog/{t.lower().replace(" ", "-")}">{t}</a></h3>'
                    f'<div class="featureContent"><p>{body}</p></div><div class="featureReactions"><span class="reaction-count">{7 + seed * 3 % 20}</span> reactions</div></div>'
                    for cat, t, day, body in d["notes"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>What's new at Ledgerly</title><meta name="description" content="Product updates and release notes from Ledgerly.">
<link rel="stylesheet" href="https://app.getbeamer.com/styles/beamer-embed.css?v={seed}"><script>var beamer_config = {{product_id: "kLmN0{seed}pQ", selector: ".beamerTrigger", user_id: "{_tok(seed, 12, 'bu')}"}};</script>
<script type="text/javascript" src="https://app.getbeamer.com/js/beamer-embed.js" defer="defer"></script>
{_ld({"@context": "https://schema.org", "@type": "CollectionPage", "name": "Ledgerly changelog"})}</head>
<body><header class="navbar"><a href="https://ledgerly.app">Ledgerly</a><nav><a href="https://ledgerly.app/features">Features</a><a href="https://ledgerly.app/pricing">Pricing</a><a href="/changelog" aria-current="page">Changelog</a></nav><button class="beamerTrigger">What's new <span class="beamer_icon">3</span></button></header>
<main class="beamer-standalone"><h1>Changelog</h1><p>Every improvement we ship, as it ships.</p><div id="beamerNews" class="beamerNewsList">{cards}</div>
<a class="load-more" href="/changelog?page=2">Load older updates</a></main>
<footer><p>© 2026 Ledgerly Ltd · <a href="https://ledgerly.app/privacy">Privacy</a></p><p class="powered">Powered by Beamer</p></footer>
<div class="cc-window cc-banner" role="dialog" aria-label="cookieconsent"><span class="cc-message">This website uses cookies to ensure you get the best experience.</span><a class="cc-btn cc-dismiss" role="button">Got it!</a></div></body></html>"""


family("beamer changelog", launchnotes_page, NOTES_LN, "https://ledgerly.app/changelog", "changelog", [
    ("an announcement on top", lambda d: _set(d, notes=[["New", "Recurring invoices", "Dec 7, 2026",
                                                        "Schedule invoices weekly, monthly or yearly."]] + d["notes"]),
     E, M, ENTRY, {"exact": {"items_added": ["Recurring invoices"]}, "absent": ("items_removed",)}),
    ("an announcement's text edited", lambda d: _set(d, notes=[[*n[:3], n[3].replace("500", "1,000")] for n in d["notes"]]),
     E, MINOR + M, ("post_updated", "content_changed"), {"absent": ("items_added", "items_removed")}),
    ("an announcement taken down", lambda d: _set(d, notes=d["notes"][:2] + d["notes"][3:]), E, M, ("post_removed",),
     {"exact": {"items_removed": ["Currency rounding in CSV exports"]}}),
])


# ============================================================================ Better Stack: a status page

STATUS_BS = {"banner": "All services are online", "monitors": [("Website", "Operational"), ("API", "Operational"),
                                                                 ("Background jobs", "Operational"), ("Email delivery", "Operational")],
             "reports": []}


def betterstack_status(d: dict[str, Any], seed: int) -> str:
    mons = "".join(f'<div class="status-page__resource" data-resource-status="{st.lower().replace(" ", "_")}"><span class="status-page__resource-name">{n}</span>'
                   f'<span class="status-page__resource-status">{st}</span><span class="status-page__uptime">{99.9 + (seed % 9) / 100:.2f}%</span></div>' for n, st in d["monitors"])
    reps = "".join(f'<div class="status-report"><h3 class="status-report__title">{t}</h3><span class="status-report__affected">{aff}</span>'
                   + "".join(f'<div class="status-report__update"><strong>{k}</strong><p>{m}</p></div>' for k, m in ups) + '</div>' for t, aff, ups in d["reports"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Orbitdesk status</title><meta name="csrf-token" content="{_tok(seed, 88, 'bs')}">
<link rel="stylesheet" href="https://betteruptime.com/assets/status_pages-{_tok(seed, 64, 'bsa')}.css"><script src="https://betteruptime.com/assets/status_pages-{_tok(seed, 64, 'bsj')}.js" defer></script></head>
<body class="status-page"><header class="status-page__header"><a href="https://orbitdesk.com">Orbitdesk</a><a href="/subscribe" class="button">Get updates</a></header>
<main><div class="status-page__overall"><h1>{d["banner"]}</h1><p>Last updated on Dec {1 + seed % 6} at {seed % 12 + 1}:{seed * 7 % 60:02d}pm UTC</p></div>
{f'<section class="status-page__reports"><h2>Ongoing incidents</h2>{reps}</section>' if reps else ''}
<section class="status-page__resources"><h2>Current status</h2>{mons}</section></main>
<footer><a href="https://betterstack.com/?utm_source=status">Powered by Better Stack</a></footer></body></html>"""


family("better stack status", betterstack_status, STATUS_BS, "https://status.orbitdesk.com/", "status", [
    ("email delivery degraded with a report", lambda d: _set(d, banner="Some services are degraded", monitors=[
        [n, "Degraded" if n == "Email delivery" else st] for n, st in d["monitors"]], reports=[[
            "Delayed email notifications", "Email delivery", [["Investigating", "Notification emails are delayed by up to 20 minutes."]]]]),
     E, MM, ("incident_opened", "component_degraded"), {}),
    ("the API down", lambda d: _set(d, banner="Some services are down", monitors=[[n, "Down" if n == "API" else st] for n, st in d["monitors"]]),
     E, ("critical", "major"), ("component_outage", "incident_opened"), {}),
])


# ============================================================================ Mintlify: API docs (rate limits, a quota)

DOCS_MINT = {"limits": [("Free", "60 requests per minute", "1,000 requests per day"), ("Pro", "600 requests per minute", "100,000 requests per day"),
                        ("Enterprise", "Custom", "Custom")], "timeout": "Requests time out after 30 seconds.",
             "intro": "The Parcelo API limits how many requests you can send so that every customer gets a fast, reliable service."}


def mintlify_docs(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in d["limits"])
    return f"""<!DOCTYPE html><html lang="en" class="dark"><head><meta charSet="utf-8"/><title>Rate limits - Parcelo Docs</title>
<meta name="generator" content="Mintlify"/><meta name="msapplication-config" content="/mintlify-assets/_mintlify/favicons/parcelo/{_tok(seed, 16, 'mf')}/_generated/favicon/browserconfig.xml"/>
<link rel="stylesheet" href="/mintlify-assets/_next/static/css/{_tok(seed, 16, 'mc')}.css" data-precedence="next"/><script src="/mintlify-assets/_next/static/chunks/webpack-{_tok(seed, 16, 'mw')}.js" async=""></script></head>
<body><div id="navbar" class="z-30"><a href="/">Parcelo</a><nav><a href="/introduction">Guides</a><a href="/api-reference">API reference</a><a href="/changelog">Changelog</a></nav><a href="https://app.parcelo.io">Dashboard</a></div>
<div id="sidebar"><ul><li><a href="/authentication">Authentication</a></li><li><a href="/errors">Errors</a></li><li><a href="/rate-limits" class="active">Rate limits</a></li><li><a href="/pagination">Pagination</a></li></ul></div>
<div id="content-area"><header id="header"><div class="eyebrow">Getting started</div><h1 id="page-title">Rate limits</h1></header>
<div class="prose" id="content"><p>{d["intro"]}</p><h2 id="limits-by-plan">Limits by plan</h2><table><thead><tr><th>Plan</th><th>Per minute</th><th>Per day</th></tr></thead><tbody>{rows}</tbody></table>
<h2 id="timeouts">Timeouts</h2><p>{d["timeout"]}</p><h2 id="headers">Response headers</h2><p>Every response carries <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>.</p></div>
<div class="feedback"><p>Was this page helpful?</p><button>Yes</button><button>No</button></div><div id="pagination"><a href="/errors">Errors</a><a href="/pagination">Pagination</a></div></div>
<footer id="footer"><a href="https://mintlify.com/preview-request?utm_campaign=poweredBy">Powered by Mintlify</a></footer>
<script>self.__next_f.push([1,"{_tok(seed, 40, 'mr')}"])</script></body></html>"""


family("mintlify docs", mintlify_docs, DOCS_MINT, "https://docs.parcelo.io/rate-limits", "docs", [
    ("the Free per-minute limit 60 → 30", lambda d: _set(d, limits=[["Free", "30 requests per minute", d["limits"][0][2]]] + d["limits"][1:]),
     E, M, (), {}),
    ("the timeout 30 → 60 seconds", lambda d: _set(d, timeout="Requests time out after 60 seconds."), E, M, (), {}),
    ("the intro reworded", lambda d: _set(d, intro=d["intro"].replace("fast, reliable", "reliable, fast")), "any", MINOR, ()),
])



# ============================================================================ Wix Studio: a homepage (hero, customer logos, news teaser)

HOME_WIX = {"hero": "Payroll for restaurants, done in minutes", "sub": "Tipster runs payroll, tip pooling and scheduling for 4,000 restaurants.",
            "feats": [("Tip pooling", "Split tips by hours, role or points, automatically."), ("Scheduling", "Build next week's rota in five minutes."),
                      ("Payroll", "Pay your team in 48 US states, taxes filed for you.")],
            "news": "Tipster raises $28M Series B"}


def wix_home(d: dict[str, Any], seed: int) -> str:
    c = lambda n: f"comp-l{_tok(n, 6, 'wx')}"  # noqa: E731
    feats = "".join(f'<div id="{c(i)}" class="wixui-repeater__item"><h3 class="font_5 wixui-rich-text__text">{t}</h3><p class="font_8 wixui-rich-text__text">{x}</p></div>'
                    for i, (t, x) in enumerate(d["feats"]))
    warm = json.dumps({"platform": {"ssrPropsUpdates": [], "ssrStyleUpdates": []}, "ssrCacheHit": seed % 2 == 0, "requestId": _tok(seed, 24, "wr")})
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tipster | Payroll and tips for restaurants</title>
<meta name="generator" content="Wix.com Website Builder"><meta http-equiv="X-Wix-Meta-Site-Id" content="7f1d3c2a-{seed}b2-4e1f-9a0c-1d2e3f4a5b6c"><meta http-equiv="X-Wix-Application-Instance-Id" content="{_tok(seed, 8, 'wi')}-2c1d-4f5e-8a9b-{_tok(seed, 12, 'wj')}">
<link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.{_tok(seed, 8, 'wt')}.bundle.min.js" as="script">
<script type="application/json" id="wix-viewer-model">{{"siteFeaturesConfigs":{{"sessionManager":{{"sessionId":"{_tok(seed, 32, 'ws')}"}}}},"requestUrl":"https://www.tipster.co/"}}</script>
{_ld({"@context": "https://schema.org/", "@type": "Organization", "name": "Tipster", "url": "https://www.tipster.co"})}</head>
<body class=""><div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Qd5oNb ignore-focus" role="region" tabindex="-1" aria-label="top of page"><span class="mStIXC">top of page</span></div>
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header"><a href="https://www.tipster.co">Tipster</a><nav id="comp-kz1menu" aria-label="Site"><ul><li><a href="https://www.tipster.co/product">Product</a></li><li><a href="https://www.tipster.co/pricing">Pricing</a></li><li><a href="https://www.tipster.co/about">About</a></li></ul></nav></header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><section id="{c(90)}" class="wixui-section"><div class="wixui-rich-text"><h1 class="font_0 wixui-rich-text__text">{d["hero"]}</h1><p class="font_7 wixui-rich-text__text">{d["sub"]}</p></div>
<a data-testid="linkElement" href="https://app.tipster.co/signup" class="wixui-button"><span class="wixui-button__label">Start free</span></a></section>
<section id="{c(91)}" class="wixui-section"><h2 class="font_2">Everything your front of house needs</h2><div class="wixui-repeater">{feats}</div></section>
<section id="{c(92)}" class="wixui-section"><h2 class="font_2">In the news</h2><p class="font_8"><a href="https://www.tipster.co/post/series-b">{d["news"]}</a></p></section></div></main>
<footer id="SITE_FOOTER" class="wixui-footer"><p>© 2026 Tipster Inc. · <a href="https://www.tipster.co/privacy">Privacy</a> · <a href="https://www.tipster.co/terms">Terms</a></p></footer></div></div>
<div id="consent-banner-root"><div data-hook="consent-banner-root" role="dialog"><p>This website uses cookies. By using it you accept our use of cookies.</p><button data-hook="consent-banner-apply-button">Accept</button></div></div>
<script type="application/json" id="wix-warmup-data">{warm}</script></body></html>"""


family("wix studio homepage", wix_home, HOME_WIX, "https://www.tipster.co/", "homepage", [
    # (my first expectation was minor, as for a pricing page's tagline; test_pipeline and round 11 hold a homepage's
    # headline for its positioning, meaningful: kept)
    ("the hero's tagline rewritten", lambda d: _set(d, hero="Run payroll and tips in one place"), E, M, ("content_changed",),
     {"named": "Run payroll and tips"}),
    ("the hero announcing an acquisition", lambda d: _set(d, hero="Tipster has been acquired by Toastline"), E, ("major",), (), {}),
    ("the restaurant count in the subline", lambda d: _set(d, sub=d["sub"].replace("4,000", "5,000")), "any", MINOR, ()),
    ("a feature card added", lambda d: _set(d, feats=d["feats"] + [["Instant pay", "Let staff cash out earned wages the same day."]]),
     E, M, (), {"contains": {"blocks_added": ["Instant pay"]}}),
    ("the news teaser replaced", lambda d: _set(d, news="Tipster launches in Canada"), E, M, (), {"named": "Canada"}),
])


# ============================================================================ Astro: pricing (an island whose props repeat the plans)

PRICING_ASTRO = {"plans": [("Free", "$0", ["3 sites", "Community support"]), ("Team", "$20", ["Unlimited sites", "Preview deploys", "Email support"]),
                           ("Business", "$80", ["SAML SSO", "Audit logs", "99.99% SLA"]), ("Enterprise", "Contact sales", ["Dedicated infrastructure", "Custom contracts"])],
                 "per": "per member / month"}


def astro_pricing(d: dict[str, Any], seed: int) -> str:
    cid = _tok(seed, 8, "acid")
    cards = "".join(f'<div class="plan" data-astro-cid-{cid}><h3 data-astro-cid-{cid}>{n}</h3><p class="plan-price" data-astro-cid-{cid}>{pr}'
                    + (f' <span data-astro-cid-{cid}>{d["per"]}</span>' if pr.startswith("$") and pr != "$0" else "")
                    + f'</p><ul data-astro-cid-{cid}>' + "".join(f"<li data-astro-cid-{cid}>{f}</li>" for f in fs) + "</ul></div>" for n, pr, fs in d["plans"])
    props = json.dumps({"plans": [1, [[0, {"name": [0, n], "price": [0, pr]}] for n, pr, _ in d["plans"]]]}).replace('"', "&quot;")
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pricing | Shipyard</title><meta name="generator" content="Astro v5.{seed % 4}.1">
<link rel="stylesheet" href="/_astro/pricing.{_tok(seed, 8, 'as')}.css"><script type="module" src="/_astro/hoisted.{_tok(seed, 8, 'ah')}.js"></script></head>
<body data-astro-cid-{cid}><header class="header" data-astro-cid-{cid}><a href="/">Shipyard</a><nav><a href="/features">Features</a><a href="/pricing" aria-current="page">Pricing</a><a href="/docs">Docs</a><a href="/blog">Blog</a></nav></header>
<main data-astro-cid-{cid}><h1 data-astro-cid-{cid}>Pricing</h1><p>Deploy for free. Upgrade when your team grows.</p><div class="plans" data-astro-cid-{cid}>{cards}</div>
<astro-island uid="Z{_tok(seed, 6, 'au')}" prefix="r{seed % 9}" component-url="/_astro/BillingToggle.{_tok(seed, 8, 'ab')}.js" component-export="default" renderer-url="/_astro/client.{_tok(seed, 8, 'ac')}.js" props="{props}" ssr="" client="load" opts="{{&quot;name&quot;:&quot;BillingToggle&quot;,&quot;value&quot;:true}}" await-children=""><div class="toggle"><button>Monthly</button><button>Yearly</button></div></astro-island></main>
<footer data-astro-cid-{cid}><a href="/legal/terms">Terms</a><a href="/legal/privacy">Privacy</a><p>© 2026 Shipyard Labs</p></footer>
<div id="cookie-notice" class="cookie-notice" role="dialog"><p>We use cookies for analytics.</p><button>Accept</button></div></body></html>"""


def _astro_price(d: dict[str, Any], name: str, price: str) -> dict[str, Any]:
    d["plans"] = [[n, price if n == name else pr, fs] for n, pr, fs in d["plans"]]
    return d


family("astro pricing", astro_pricing, PRICING_ASTRO, "https://shipyard.dev/pricing", "pricing", [
    ("Team $20 → $24", lambda d: _astro_price(d, "Team", "$24"), E, ("critical",), ("price_changed",), {"prices": (("Team", "$20", "$24"),)}),
    ("Business turned 'Contact sales'", lambda d: _astro_price(d, "Business", "Contact sales"), E, ("critical", "major"), ("price_changed", "plan_changed"), {}),
    ("Enterprise dropped", lambda d: _set(d, plans=d["plans"][:3]), E, ("major",), ("plan_removed",), {"exact": {"plans_removed": ["Enterprise"]}}),
    ("the Free tier's sites 3 → 1", lambda d: _set(d, plans=[["Free", "$0", ["1 site", "Community support"]]] + d["plans"][1:]),
     E, MM, ("plan_changed",), {}),
])


# ============================================================================ Super.so (Notion as a website): a team page

TEAM_SUPER = {"people": [("Noor Haddad", "Co-founder & CEO"), ("Jonas Weber", "Co-founder & CTO"), ("Lucía Romero", "Founding Engineer"),
                         ("Tomás Novak", "Product Designer"), ("Grace Liu", "Growth Lead")]}


def super_team(d: dict[str, Any], seed: int) -> str:
    cards = "".join(f'<div class="notion-collection-card gallery" data-block-id="{_tok(len(n), 8, n)}-{_tok(len(n), 4, "x")}"><div class="notion-collection-card__cover"><img src="https://images.spr.so/cdn-cgi/imagedelivery/j42No7y-dcokJuNgXeA0ig/{_tok(len(n), 8, n)}/w=640,quality=90,fit=scale-down" alt=""></div>'
                    f'<div class="notion-collection-card__content"><div class="notion-property notion-property__title notion-semantic-string">{n}</div>'
                    f'<div class="notion-property notion-property__text notion-semantic-string">{r}</div></div></div>' for n, r in d["people"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Team · Quarry</title><meta name="generator" content="Super"/>
<link rel="preload" href="/_next/static/css/{_tok(seed, 16, 'sc')}.css" as="style"/><script id="super-session" type="application/json">{{"sid":"{_tok(seed, 24, 'ss')}"}}</script></head>
<body class="page__team"><div id="__next"><div class="super-root"><nav class="super-navbar simple"><div class="super-navbar__content"><a href="/" class="super-navbar__logo">Quarry</a><div class="super-navbar__item-list"><a href="/product" class="super-navbar__item">Product</a><a href="/team" class="super-navbar__item">Team</a><a href="/jobs" class="super-navbar__item">Jobs</a></div></div></nav>
<main class="super-content page__team parent-page__index"><div class="notion-header page"><div class="notion-header__content"><h1 class="notion-header__title">Team</h1></div></div>
<article class="notion-root max-width"><p class="notion-text">We are a small team in Lisbon and Berlin building a data catalog people actually use.</p>
<div class="notion-collection inline"><div class="notion-collection-view-type-gallery"><div class="notion-collection-gallery medium">{cards}</div></div></div></article></main>
<footer class="super-footer"><p>© 2026 Quarry Data GmbH</p><a href="/imprint">Imprint</a></footer></div></div>
<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"recordMap":{{"block":{{}}}},"ts":{seed}}}}},"buildId":"{_tok(seed, 21, 'sb')}"}}</script></body></html>"""


family("super.so team", super_team, TEAM_SUPER, "https://quarry.so/team", "team", [
    ("a designer joins", lambda d: _people_add(d, ("Ines Carvalho", "Product Designer", "")[:2]), E, M, ("people_added",),
     {"contains": {"blocks_added": ["Ines Carvalho"]}, "absent": ("blocks_removed",)}),
    ("the CTO leaves", lambda d: _people_drop(d, "Jonas Weber"), E, ("major",), ("people_removed",),
     {"contains": {"blocks_removed": ["Jonas Weber"]}}),
    ("the Growth Lead becomes Head of Marketing", lambda d: _people_role(d, "Grace Liu", "Head of Marketing"), E, MM, ("role_changed",), {}),
])



# ============================================================================ Substack: a publication's archive

POSTS_SUB = {"posts": [
    ("The unit economics of vertical SaaS", "Why the best vertical software companies look like fintechs.", "Dec 3", "unit-economics-vertical-saas"),
    ("Notes from our Q3 board meeting", "What we showed our investors, and what we left out.", "Nov 26", "q3-board-notes"),
    ("We tripled prices. Here is what happened.", "Churn went down. Nobody believed us.", "Nov 19", "we-tripled-prices"),
    ("Hiring your first salesperson", "A checklist from forty founders.", "Nov 12", "first-salesperson"),
]}


def substack_archive(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f'<div class="container-H2dyKk"><div role="article" class="pencraft pc-display-flex pc-gap-16 post-preview"><a class="pencraft pc-reset color-pub-primary-text-NyXPlw font-pub-headings-FE5byy clamp-y7pNm8 clamp-3-lxFDfR reset-IxiVJZ" data-testid="post-preview-title" href="https://operatorsnotes.substack.com/p/{slug}">{t}</a>'
                   f'<div class="pencraft pc-reset color-secondary-ls1g8s line-height-20-t4M0El font-text-qe4AeH size-15-Psle70 weight-regular-mUq6Gb reset-IxiVJZ"><a href="https://operatorsnotes.substack.com/p/{slug}">{sub}</a></div>'
                   f'<div class="pencraft pc-display-flex pc-gap-4 pc-alignItems-center"><time datetime="2026-{"12" if day.startswith("Dec") else "11"}-{int(day.split()[1]):02d}T13:00:00.000Z" class="date-rtYe1v">{day}</time>'
                   f'<div class="like-button-container post-ufi-button style-compressed"><div class="label">{31 + seed * 5 % 40}</div></div><a class="post-ufi-button style-compressed post-ufi-comment-button" href="https://operatorsnotes.substack.com/p/{slug}/comments"><div class="label">{4 + seed % 9}</div></a></div></div></div>'
                   for t, sub, day, slug in d["posts"])
    pre = json.dumps({"pub": {"id": 1184220, "name": "Operator's Notes"}, "base_url": "https://operatorsnotes.substack.com", "abTestingId": _tok(seed, 36, "ab"), "themeVersion": seed})
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Archive - Operator's Notes</title><meta name="description" content="Weekly essays on running B2B software companies.">
<link rel="alternate" type="application/rss+xml" href="https://operatorsnotes.substack.com/feed" title="Operator's Notes"><link rel="stylesheet" href="https://substackcdn.com/bundle/theme/main.{_tok(seed, 20, 'sbc')}.css">
<script>window._preloads = JSON.parse({json.dumps(pre)})</script><script src="https://substackcdn.com/bundle/static/js/main.{_tok(seed, 8, 'sbj')}.js" defer></script></head>
<body class="pc-root"><div id="entry"><div id="main" class="main typography use-theme-bg"><div class="topbar-spacer"></div><div class="main-menu"><div class="topbar-content"><a href="/" class="navbar-title-link">Operator's Notes</a><div class="navbar-buttons"><a href="/subscribe" class="button primary">Subscribe</a><a href="/account/login" class="button">Sign in</a></div></div>
<div class="section-bar"><a href="/" class="section-bar-link">Home</a><a href="/archive" class="section-bar-link selected">Archive</a><a href="/about" class="section-bar-link">About</a></div></div>
<div class="container"><div class="portable-archive"><div class="portable-archive-tabs"><a href="/archive?sort=new" class="active">Latest</a><a href="/archive?sort=top">Top</a><a href="/archive?sort=search">Discussions</a></div>
<div class="portable-archive-list">{rows}</div></div></div>
<div class="footer-wrap publication-footer"><div class="footer"><div class="copyright">© 2026 Operator's Notes</div><a href="https://substack.com/privacy">Privacy</a> ∙ <a href="https://substack.com/tos">Terms</a> ∙ <a href="https://substack.com/ccpa#personal-data-collected">Collection notice</a><div class="substack-logo"><a href="https://substack.com/signup?utm_source=substack&amp;utm_medium=web&amp;utm_content=footer">Start writing</a></div></div></div></div></div>
<div class="cookie-banner-container" role="dialog"><p>This site uses cookies to improve your experience.</p><button>Accept</button><button>Decline</button></div></body></html>"""


family("substack archive", substack_archive, POSTS_SUB, "https://operatorsnotes.substack.com/archive", "blog", [
    ("a post published on top", lambda d: _set(d, posts=[["Why we stopped doing annual contracts", "Monthly billing won us more enterprise deals.", "Dec 7",
                                                         "stopped-annual-contracts"]] + d["posts"]),
     E, M, POSTS, {"exact": {"items_added": ["Why we stopped doing annual contracts"]}, "absent": ("items_removed",)}),
    ("a post's subtitle edited", lambda d: _set(d, posts=[[p[0], p[1].replace("forty", "fifty"), *p[2:]] for p in d["posts"]]),
     "any", MINOR + M, ("post_updated", "content_changed"), {"absent": ("items_added", "items_removed")}),
])


# ============================================================================ Atlassian Statuspage (HTML)

STATUS_SP = {"overall": "All Systems Operational", "comps": [("API", "Operational"), ("Dashboard", "Operational"), ("Payments processing", "Operational"),
                                                              ("Webhooks", "Operational")],
             "inc": None, "maint": None}


def statuspage_html(d: dict[str, Any], seed: int) -> str:
    cls = {"Operational": "operational", "Degraded Performance": "degraded_performance", "Partial Outage": "partial_outage",
           "Major Outage": "major_outage", "Under Maintenance": "under_maintenance"}
    comps = "".join(f'<div data-component-id="{_tok(len(n), 12, n)}" class="component-inner-container status-{cls[st]} showcased" data-component-status="{cls[st]}" data-js-hook="">'
                    f'<span class="name">{n}</span><span class="component-status" title="{st}">{st}</span><span class="tool icon-indicator fa fa-check" title="{st}"></span></div>' for n, st in d["comps"])
    inc = ""
    if d["inc"]:
        t, imp, ups = d["inc"]
        inc = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-{imp}"><div class="incident-title font-large"><a class="whitespace-pre-wrap actual-title with-ellipsis" href="/incidents/{_tok(len(t), 12, t)}">{t}</a></div>'
               + "".join(f'<div class="updates"><div class="update"><strong>{k}</strong> - {m}<br><small>Posted <span class="ago" data-datetime-unix="{1765000000000 + seed}">{2 + seed % 9} minutes ago</span>. <var data-var="date">Dec 7</var>, 2026 - <var data-var="time">1{seed % 10}:0{seed % 6}</var> UTC</small></div></div>' for k, m in ups)
               + "</div></div>")
    maint = ""
    if d["maint"]:
        maint = (f'<div class="scheduled-maintenances-container"><div class="scheduled-maintenance impact-maintenance"><div class="incident-title"><a href="/incidents/m{_tok(3, 10, "m")}">{d["maint"][0]}</a></div>'
                 f'<div class="updates"><div class="update"><strong>Scheduled</strong> - {d["maint"][1]}</div></div></div></div>')
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Payvine Status</title><meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="{_tok(seed, 88, 'sp')}">
<link rel="stylesheet" media="all" href="https://dka575ofm4ao0.cloudfront.net/assets/status_common-{_tok(seed, 64, 'spa')}.css"><link rel="alternate" type="application/atom+xml" href="https://status.payvine.com/history.atom">
<script>window.pageColorData = {{"blue":"#3498DB","border":"#E0E0E0"}}; window.statusPageNonce = "{_tok(seed, 16, 'spn')}";</script></head>
<body class="status index status-none"><div class="layout-content status status-index starter"><div class="masthead-container basic"><div class="masthead has-logo"><div class="logo-container"><a href="https://payvine.com"><img alt="Payvine Status" src="https://dka575ofm4ao0.cloudfront.net/pages-transactional_logos/retina/4455/logo.png"></a></div></div></div>
<div class="container"><div class="page-status status-none"><span class="status font-large">{d["overall"]}</span></div>{inc}{maint}
<div class="components-section font-regular"><div class="components-container one-column">{comps}</div><div class="component-statuses-legend font-small"><div class="legend-item light legend-item-date-range"><span class="availability-time-line-legend-start-date">Sep 2026</span></div></div></div>
<div class="incidents-list format-expanded"><h2>Past Incidents</h2><div class="status-day font-regular no-incidents"><div class="date border-color font-large">Dec <var data-var="date">{6 - seed % 2}</var>, 2026</div><p class="color-secondary">No incidents reported.</p></div></div></div>
<div class="page-footer border-color font-small"><a href="/history">Incident History</a><div class="powered-by"><a href="https://www.atlassian.com/software/statuspage?utm_campaign=status.payvine.com&amp;utm_content=SP-notifications&amp;utm_medium=powered-by&amp;utm_source=inapp">Powered by Atlassian Statuspage</a></div></div></div></body></html>"""


def _sp_comp(d: dict[str, Any], name: str, st: str) -> dict[str, Any]:
    d["comps"] = [[n, st if n == name else s] for n, s in d["comps"]]
    return d


family("statuspage html", statuspage_html, STATUS_SP, "https://status.payvine.com/", "status", [
    ("payments in major outage with an incident", lambda d: _set(_sp_comp(d, "Payments processing", "Major Outage"), overall="Major System Outage",
                                                                 inc=["Card payments failing", "critical", [["Investigating", "We are investigating failed card payments."]]]),
     E, ("critical",), ("incident_opened", "component_outage"), {"contains": {"incidents": ["Card payments failing"]}}),
    ("maintenance scheduled", lambda d: _set(d, maint=["Database upgrade", "We will upgrade our primary database on Dec 12 from 02:00 to 04:00 UTC."]),
     E, MM, ("maintenance_scheduled",), {}),
    ("the dashboard degraded", lambda d: _set(_sp_comp(d, "Dashboard", "Degraded Performance"), overall="Minor Service Outage"), E, MM,
     ("component_degraded",), {}),
])


# ============================================================================ JazzHR and Workable hosted boards

JOBS_JAZZ = {"jobs": [("Registered Nurse - Night Shift", "Tampa, FL", "Nursing", "xJ8kL2mN4p"), ("Medical Assistant", "Orlando, FL", "Clinical", "aB3cD4eF5g"),
                      ("Front Desk Coordinator", "Tampa, FL", "Administration", "hI6jK7lM8n"), ("Billing Specialist", "Remote", "Finance", "oP9qR0sT1u")]}


def jazz_board(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f'<li class="list-group-item"><h4 class="list-group-item-heading"><a href="https://sunpointhealth.applytojob.com/apply/{i}/{t.replace(" ", "-")}">{t}</a></h4>'
                   f'<ul class="list-inline list-group-item-text"><li><i class="fa fa-map-marker"></i>{loc}</li><li><i class="fa fa-sitemap"></i>{dep}</li></ul></li>' for t, loc, dep, i in d["jobs"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sunpoint Health - Career Page</title><meta name="csrf-token" content="{_tok(seed, 40, 'jz')}">
<link rel="stylesheet" href="https://assets.jazzhr.com/css/careers/resumator-careers.css?v={seed}"><script src="https://assets.jazzhr.com/js/careers/app.js?v={seed}"></script></head>
<body id="resumator-careers"><div id="resumator-header"><a href="https://sunpointhealth.com"><img src="https://s3.amazonaws.com/resumator/customer_20190411_logo.png" alt="Sunpoint Health"></a></div>
<div id="resumator-content"><h1>Current Openings</h1><div class="jobs-filter"><select id="resumator-job-location-filter"><option>All Locations</option></select></div><ul class="list-group">{rows}</ul></div>
<div id="resumator-footer"><p>Powered by <a href="https://www.jazzhr.com">JazzHR</a></p><p id="resumator-request-id">{_tok(seed, 26, 'jzr')}</p></div></body></html>"""


family("jazzhr board", jazz_board, JOBS_JAZZ, "https://sunpointhealth.applytojob.com/", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [["Phlebotomist", "Tampa, FL", "Clinical", "vW2xY3zA4b"]]), E, M, ("jobs_added",),
     {"exact": {"jobs_added": ["Phlebotomist"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _set(d, jobs=d["jobs"][1:]), E, M, ("jobs_removed",), {"exact": {"jobs_removed": ["Registered Nurse - Night Shift"]}}),
    ("a job's shift renamed in its title", lambda d: _set(d, jobs=[["Registered Nurse - Day Shift", *d["jobs"][0][1:]]] + d["jobs"][1:]),
     E, MINOR + M, ("jobs_added", "jobs_removed", "jobs_changed"), {}),
])



# ============================================================================ Sanity + Next.js (pages router): a privacy policy with a sub-processor table

PRIV = {"effective": "Effective date: 1 October 2026", "subs": [("Amazon Web Services", "Hosting", "United States, Ireland"),
                                                               ("Stripe", "Payment processing", "United States"),
                                                               ("Postmark", "Transactional email", "United States"),
                                                               ("Intercom", "Customer support", "United States")],
        "retention": "We keep account data for as long as your account is open and delete it within 30 days after you close it."}


def sanity_privacy(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in d["subs"])
    nd = json.dumps({"props": {"pageProps": {"page": {"_id": "privacy", "_rev": _tok(seed, 22, "rev"), "_updatedAt": f"2026-12-0{1 + seed % 6}T10:00:00Z"}}},
                     "page": "/[slug]", "query": {"slug": "privacy"}, "buildId": _tok(seed, 21, "sn"), "isFallback": False, "gsp": True})
    return f"""<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>Privacy Policy · Brightwell</title><meta name="robots" content="index,follow"/>
<link rel="preload" href="/_next/static/css/{_tok(seed, 16, 'pc')}.css" as="style"/><link rel="stylesheet" href="/_next/static/css/{_tok(seed, 16, 'pc')}.css" data-n-g=""/>
<script defer="" nomodule="" src="/_next/static/chunks/polyfills-{_tok(seed, 16, 'pp')}.js"></script><script src="/_next/static/{_tok(seed, 21, 'sn')}/_buildManifest.js" defer=""></script></head>
<body><div id="__next"><header class="Header_header__Jq2x1"><a href="/">Brightwell</a><nav><a href="/product">Product</a><a href="/pricing">Pricing</a><a href="/about">About</a></nav></header>
<main class="Legal_main__u2Kp7"><h1>Privacy Policy</h1><p class="Legal_effective__aP0b3">{d["effective"]}</p>
<h2>1. Who we are</h2><p>Brightwell Ltd, 20 Farringdon Road, London, is the controller of the personal data described in this policy.</p>
<h2>2. Data we collect</h2><p>We collect the data you give us when you sign up, the content you store in Brightwell and usage data about how you use the service.</p>
<h2>3. Retention</h2><p>{d["retention"]}</p>
<h2>4. Sub-processors</h2><p>We use the following sub-processors to provide the service:</p><table><thead><tr><th>Sub-processor</th><th>Purpose</th><th>Location</th></tr></thead><tbody>{rows}</tbody></table>
<h2>5. Your rights</h2><p>You may ask us for a copy of your data, to correct it or to delete it by writing to privacy@brightwell.io.</p></main>
<footer class="Footer_footer__k3Rn0"><a href="/legal/terms">Terms</a><a href="/legal/privacy">Privacy</a><a href="/legal/cookies">Cookies</a><p>© 2026 Brightwell Ltd</p></footer></div>
<div id="usercentrics-cmp-ui" data-nosnippet="true"><div class="uc-banner"><p>We use cookies and similar technologies. Some are essential, others help us improve the site.</p><button>Accept all</button><button>Deny</button></div></div>
<script id="__NEXT_DATA__" type="application/json">{nd}</script></body></html>"""


family("sanity privacy", sanity_privacy, PRIV, "https://brightwell.io/legal/privacy", "legal", [
    ("the effective date alone", lambda d: _set(d, effective="Effective date: 7 December 2026"), "quiet", (), ()),
    ("a sub-processor added", lambda d: _set(d, subs=d["subs"] + [["OpenAI", "AI features (summaries)", "United States"]]), E, MM, POLICY,
     {"contains": {"blocks_added": ["OpenAI"]}}),
    ("a sub-processor replaced", lambda d: _set(d, subs=[["Zendesk", "Customer support", "United States"] if x[0] == "Intercom" else x for x in d["subs"]]),
     E, MM, POLICY, {"contains": {"blocks_added": ["Zendesk"]}}),
    ("the retention period 30 → 90 days", lambda d: _set(d, retention=d["retention"].replace("30 days", "90 days")), E, MM, POLICY, {}),
    ("the sub-processor table sorted by purpose", lambda d: _set(d, subs=sorted(d["subs"], key=lambda x: x[1])), "any", MINOR, ()),
])



# ============================================================================ GitBook: docs page (a quota, a deprecation)

DOCS_GB = {"rows": [("Max file size", "25 MB"), ("Files per upload", "10"), ("Uploads per day (Free)", "100"), ("Link expiry", "7 days")],
           "warn": "The v1 upload endpoint is deprecated and will be removed on March 31, 2027."}


def gitbook_docs(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f"<tr><td><p>{a}</p></td><td><p>{b}</p></td></tr>" for a, b in d["rows"])
    return f"""<!DOCTYPE html><html lang="en" class="theme-clean"><head><meta charSet="utf-8"/><title>Limits | Dropcask API</title><meta name="generator" content="GitBook ({_tok(seed, 7, 'gb')})"/>
<link rel="stylesheet" href="https://static.gitbook.com/_next/static/css/{_tok(seed, 16, 'gbc')}.css" data-precedence="next"/><script src="https://static.gitbook.com/_next/static/chunks/main-app-{_tok(seed, 16, 'gbj')}.js" async=""></script></head>
<body><header class="flex h-16"><a href="/">Dropcask API</a><div role="search"><button>Search...<kbd>Ctrl K</kbd></button></div><a href="https://dropcask.com">Dropcask</a></header>
<aside class="table-of-contents"><ul><li><a href="/getting-started">Getting started</a></li><li><a href="/uploads">Uploads</a></li><li><a href="/limits" aria-current="page">Limits</a></li></ul></aside>
<main><header><h1 class="text-4xl">Limits</h1><p class="text-lg">What the API accepts, per request and per day.</p></header>
<div class="hint hint-warning" role="alert"><p>{d["warn"]}</p></div><div class="table-wrapper"><table><thead><tr><th>Limit</th><th>Value</th></tr></thead><tbody>{rows}</tbody></table></div>
<p>Requests over a limit are answered with <code>429 Too Many Requests</code>.</p>
<div class="page-footer"><p>Last updated {2 + seed % 9} days ago</p><div class="page-feedback"><p>Was this helpful?</p><button>👍</button><button>👎</button></div></div>
<nav class="pagination"><a href="/uploads">Previous Uploads</a></nav></main>
<footer><a href="https://www.gitbook.com/?utm_source=content&amp;utm_medium=trademark">Powered by GitBook</a></footer>
<script>self.__next_f.push([1,"{_tok(seed, 48, 'gbr')}"])</script></body></html>"""


family("gitbook docs", gitbook_docs, DOCS_GB, "https://docs.dropcask.com/limits", "docs", [
    ("the max file size 25 → 50 MB", lambda d: _set(d, rows=[["Max file size", "50 MB"]] + d["rows"][1:]), E, M, (), {}),
    ("the daily upload quota 100 → 50", lambda d: _set(d, rows=d["rows"][:2] + [["Uploads per day (Free)", "50"]] + d["rows"][3:]), E, M, (), {}),
    ("the removal date moved", lambda d: _set(d, warn=d["warn"].replace("March 31, 2027", "June 30, 2027")), E, MINOR + M, (), {}),
])


# ============================================================================ Shopify: a SaaS (a POS app) selling its plans from a Shopify page

PRICING_SHOP = {"plans": [("Lite", "$49", ["1 register", "Inventory sync"]), ("Plus", "$89", ["3 registers", "Inventory sync", "Loyalty"]),
                          ("Pro", "$169", ["Unlimited registers", "Loyalty", "Multi-location reports", "API access"])],
                "note": "Billed monthly in USD. Hardware sold separately."}


def shopify_pricing(d: dict[str, Any], seed: int) -> str:
    cards = "".join(f'<div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">{n}</h3><div class="rte"><p><strong>{pr}</strong> / month</p><ul>'
                    + "".join(f"<li>{f}</li>" for f in fs) + f'</ul></div><a class="link animate-arrow" href="/products/{n.lower()}-plan">Choose {n}</a></div></div>' for n, pr, fs in d["plans"])
    return f"""<!doctype html><html class="js" lang="en"><head><meta charset="utf-8"><title>Plans &amp; Pricing – Tillwise POS</title>
<link href="//tillwise.com/cdn/shop/t/7/assets/base.css?v={1700000000 + seed * 77}" rel="stylesheet" type="text/css" media="all">
<script>window.Shopify = window.Shopify || {{}}; Shopify.shop = "tillwise.myshopify.com"; Shopify.theme = {{"name":"Dawn","id":1450{seed}3,"role":"main"}};</script>
<script id="web-pixels-manager-setup">(function e(e,d,r,n,o){{}})(window,document,"WebPixelsManager","{_tok(seed, 16, 'wpm')}");</script>
{_ld({"@context": "http://schema.org", "@type": "Organization", "name": "Tillwise POS", "url": "https://tillwise.com"})}</head>
<body class="gradient"><div id="shopify-section-sections--2201{seed}__header" class="shopify-section section-header"><header class="header"><a href="/" class="header__heading-link">Tillwise POS</a><nav><a href="/pages/features">Features</a><a href="/pages/pricing">Pricing</a><a href="/collections/hardware">Hardware</a></nav><a href="/cart" class="header__icon--cart">Cart</a></header></div>
<main id="MainContent"><div id="shopify-section-template--2201{seed}__main" class="shopify-section"><h1 class="main-page-title">Plans &amp; Pricing</h1></div>
<div id="shopify-section-template--2201{seed}__multicolumn" class="shopify-section"><div class="multicolumn"><div class="multicolumn-list grid">{cards}</div><p>{d["note"]}</p></div></div></main>
<div id="shopify-section-sections--2201{seed}__footer" class="shopify-section"><footer class="footer"><ul><li><a href="/policies/terms-of-service">Terms of service</a></li><li><a href="/policies/privacy-policy">Privacy policy</a></li></ul><small>© 2026, Tillwise POS · Powered by Shopify</small></footer></div></body></html>"""


family("shopify saas pricing", shopify_pricing, PRICING_SHOP, "https://tillwise.com/pages/pricing", "pricing", [
    ("Plus $89 → $99", lambda d: _set(d, plans=[[n, "$99" if n == "Plus" else pr, fs] for n, pr, fs in d["plans"]]), E, ("critical",),
     ("price_changed",), {"prices": (("Plus", "$89", "$99"),)}),
    ("API access moved into Plus", lambda d: _set(d, plans=[[n, pr, fs + ["API access"] if n == "Plus" else [f for f in fs if f != "API access"]]
                                                             for n, pr, fs in d["plans"]]), E, MM, ("plan_changed",), {"contains": {"blocks_added": ["API access"]}}),
    ("the note says EUR billing is available", lambda d: _set(d, note="Billed monthly in USD or EUR. Hardware sold separately."), "any", MINOR + M, ()),
])


# ============================================================================ HubSpot CMS: a careers page with a Greenhouse embed's job list

JOBS_HSG = {"jobs": [("Senior Backend Engineer (Go)", "Berlin", "Engineering", "4012001"), ("Platform Engineer", "Berlin", "Engineering", "4012002"),
                     ("Customer Success Manager (DACH)", "Munich", "Customer Success", "4012003"), ("Marketing Operations Manager", "Remote - EU", "Marketing", "4012004"),
                     ("Working Student Finance (f/m/d)", "Berlin", "Finance", "4012005")]}


def hubspot_careers(d: dict[str, Any], seed: int) -> str:
    depts: dict[str, list[Any]] = {}
    for j in d["jobs"]:
        depts.setdefault(j[2], []).append(j)
    body = "".join(f'<section class="level-0"><h3 id="{dep.lower().replace(" ", "-")}">{dep}</h3>' + "".join(
        f'<div class="opening" department_id="{_tok(len(dep), 6, dep)}" office_id="{_tok(len(loc), 6, loc)}"><a data-mapped="true" href="https://boards.greenhouse.io/fieldcraft/jobs/{i}?gh_jid={i}">{t}</a><span class="location">{loc}</span></div>'
        for t, loc, _, i in js) + "</section>" for dep, js in depts.items())
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers | Fieldcraft</title><meta name="generator" content="HubSpot">
<script>var hsVars = {{render_id: "{_tok(seed, 36, 'hr')}", ticks: 17{seed}00000, page_id: 44120, portal_id: 901}};</script>
<link rel="stylesheet" href="https://www.fieldcraft.io/hubfs/hub_generated/template_assets/1/{seed}88/1701/template_main.min.css"></head>
<body class="careers hs-content-id-44120 hs-site-page page"><div class="header-container-wrapper"><header><a href="/">Fieldcraft</a><nav><a href="/product">Product</a><a href="/customers">Customers</a><a href="/careers">Careers</a></nav></header></div>
<div id="hs-eu-cookie-confirmation"><div id="hs-eu-cookie-confirmation-inner"><p>This website stores cookies on your computer.</p><a id="hs-eu-confirmation-button">Accept</a></div></div>
<main class="body-container-wrapper"><h1>Work at Fieldcraft</h1><p>Help field teams do their best work. We are 90 people in Berlin and Munich.</p>
<div id="grnhse_app"><div id="main"><div id="flash_wrapper"></div><h2>Current job openings at Fieldcraft</h2>{body}</div></div></main>
<div class="footer-container-wrapper"><footer><p>© 2026 Fieldcraft GmbH</p><a href="/imprint">Imprint</a><a href="/privacy">Privacy</a></footer></div>
<script src="https://boards.greenhouse.io/embed/job_board/js?for=fieldcraft"></script></body></html>"""


family("hubspot careers (greenhouse embed)", hubspot_careers, JOBS_HSG, "https://www.fieldcraft.io/careers", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [["Data Analyst", "Berlin", "Finance", "4012006"]]), E, M, ("jobs_added",),
     {"exact": {"jobs_added": ["Data Analyst"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _set(d, jobs=d["jobs"][1:]), E, M, ("jobs_removed",), {"exact": {"jobs_removed": ["Senior Backend Engineer (Go)"]}}),
    ("a job moved to remote", lambda d: _set(d, jobs=[[t, "Remote - EU" if i == "4012002" else loc, dep, i] for t, loc, dep, i in d["jobs"]]),
     E, M, ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed")}),
])



# ============================================================================ Super.so (Notion): a careers page whose jobs are a Notion table

JOBS_NOTION = {"jobs": [("Founding Account Executive", "Sales", "Remote (US)", "founding-ae"), ("Senior Rust Engineer", "Engineering", "Remote (EU)", "senior-rust"),
                        ("Developer Relations Lead", "Marketing", "New York", "devrel-lead")],
               "none": False}


def notion_careers(d: dict[str, Any], seed: int) -> str:
    rows = "".join(f'<tr class="notion-collection-table__row"><td class="notion-collection-table__cell"><a href="/careers/{slug}-{_tok(len(slug), 32, slug)}" class="notion-page-link"><span class="notion-semantic-string">{t}</span></a></td>'
                   f'<td class="notion-collection-table__cell"><span class="notion-pill color-blue">{team}</span></td><td class="notion-collection-table__cell"><span class="notion-semantic-string">{loc}</span></td></tr>'
                   for t, team, loc, slug in d["jobs"])
    table = (f'<table class="notion-collection-table"><thead><tr><th>Role</th><th>Team</th><th>Location</th></tr></thead><tbody>{rows}</tbody></table>'
             if d["jobs"] else '<p class="notion-text">No open roles right now. Follow us on LinkedIn to hear when we hire.</p>')
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Careers · Ferrite</title><meta name="generator" content="Super"/>
<script id="super-session" type="application/json">{{"sid":"{_tok(seed, 24, 'ns')}"}}</script><link rel="preload" href="/_next/static/css/{_tok(seed, 16, 'nc')}.css" as="style"/></head>
<body class="page__careers"><div id="__next"><nav class="super-navbar"><a href="/" class="super-navbar__logo">Ferrite</a><a href="/blog" class="super-navbar__item">Blog</a><a href="/careers" class="super-navbar__item">Careers</a></nav>
<main class="super-content"><div class="notion-header page"><h1 class="notion-header__title">Careers</h1></div><article class="notion-root"><p class="notion-text">Ferrite builds a database for embedded devices. We are 14 people, fully remote.</p>
<h2 class="notion-heading">Open roles</h2><div class="notion-collection inline">{table}</div></article></main>
<footer class="super-footer"><p>© 2026 Ferrite Inc.</p></footer></div>
<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"ts":{seed}}}}},"buildId":"{_tok(seed, 21, 'nb')}"}}</script></body></html>"""


family("notion careers table", notion_careers, JOBS_NOTION, "https://ferrite.dev/careers", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [["Embedded Systems Engineer", "Engineering", "Berlin", "embedded-engineer"]]), E, M, ("jobs_added",),
     {"exact": {"jobs_added": ["Embedded Systems Engineer"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _set(d, jobs=d["jobs"][1:]), E, M, ("jobs_removed",), {"exact": {"jobs_removed": ["Founding Account Executive"]}}),
    ("every role closed ('No open roles right now')", lambda d: _set(d, jobs=[]), E, ("major", "critical"), ("jobs_removed",),
     {"exact": {"jobs_removed": ["Founding Account Executive", "Senior Rust Engineer", "Developer Relations Lead"]}}),
])


# ============================================================================ Headway: a changelog widget's hosted page

HEADWAY = {"entries": [("New", "Saved views for reports", "December 2, 2026"), ("Improvement", "CSV import handles semicolons", "November 24, 2026"),
                       ("Fix", "Timezone offsets in weekly digests", "November 17, 2026")]}


def headway_page(d: dict[str, Any], seed: int) -> str:
    items = "".join(f'<div class="changelogItem published"><div class="changelogHeader"><span class="category {c.lower()}">{c}</span>'
                    f'<time class="changelogDate" datetime="{day}">{day}</time></div><h2><a href="/changelog/{t.lower().replace(" ", "-")}-{_tok(len(t), 6, t)}">{t}</a></h2>'
                    f'<div class="changelogText"><p>{t}. Available on every plan.</p></div><div class="changelogFooter"><span class="reactions"><span class="count">{3 + seed % 7}</span> 👍</span></div></div>'
                    for c, t, day in d["entries"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tallystack changelog</title><meta name="csrf-token" content="{_tok(seed, 88, 'hw')}">
<link rel="stylesheet" href="https://cdn.headwayapp.co/assets/changelog-{_tok(seed, 32, 'hwc')}.css"><script src="https://cdn.headwayapp.co/assets/changelog-{_tok(seed, 32, 'hwj')}.js" defer></script></head>
<body class="changelog"><header class="changelogNav"><a href="https://tallystack.com" class="logo">Tallystack</a><a href="https://tallystack.com/login">Log in</a><a class="subscribe" href="#subscribe">Subscribe to updates</a></header>
<main class="changelogList"><h1>Latest updates</h1>{items}<div class="pagination"><a href="/?page=2" rel="next">Older posts</a></div></main>
<footer class="poweredBy"><a href="https://headwayapp.co?utm_source=tallystack">Powered by Headway</a></footer></body></html>"""


family("headway changelog", headway_page, HEADWAY, "https://tallystack.headwayapp.co/", "changelog", [
    ("an entry on top", lambda d: _set(d, entries=[["New", "Slack alerts for failed syncs", "December 7, 2026"]] + d["entries"]), E, M, ENTRY,
     {"exact": {"items_added": ["Slack alerts for failed syncs"]}, "absent": ("items_removed",)}),
    ("an entry's category relabelled", lambda d: _set(d, entries=[["Improvement" if t.startswith("CSV") else "Fix" if c == "Improvement" else c, t, day]
                                                                   for c, t, day in d["entries"]]) if False else
     _set(d, entries=[["Fix" if c == "Improvement" else c, t, day] for c, t, day in d["entries"]]), "any", MINOR, ()),
])



# ============================================================================ Webflow: pricing in two tab panes (monthly / yearly), one card set each

PRICING_WFT = {"plans": [("Starter", "$19", "$15", ["2 editors", "10 GB storage"]), ("Studio", "$49", "$39", ["10 editors", "100 GB storage", "Brand kits"]),
                         ("Agency", "$129", "$99", ["Unlimited editors", "1 TB storage", "Client workspaces", "White label"])]}


def webflow_tabs_pricing(d: dict[str, Any], seed: int) -> str:
    def pane(i: int, label: str) -> str:
        cards = "".join(f'<div class="pricing-card"><h3 class="pricing-title">{n}</h3><div class="pricing-price">{(m, y)[i]}</div><div class="pricing-per">per month{", billed yearly" if i else ""}</div>'
                        f'<ul role="list" class="pricing-list w-list-unstyled">' + "".join(f'<li class="pricing-item">{f}</li>' for f in fs) + '</ul><a href="/signup" class="button w-button">Start trial</a></div>'
                        for n, m, y, fs in d["plans"])
        return f'<div data-w-tab="{label}" class="w-tab-pane{" w--tab-active" if i == 0 else ""}"><div class="pricing-grid">{cards}</div></div>'
    return f"""<!DOCTYPE html><html data-wf-domain="www.framewell.io" data-wf-page="65b0{seed}" data-wf-site="65a9c1" lang="en"><head><meta charset="utf-8"><title>Pricing — Framewell</title>
<meta content="Webflow" name="generator"><link href="https://cdn.prod.website-files.com/65a9c1/css/framewell.webflow.{_tok(seed, 16, 'wt')}.css" rel="stylesheet"></head>
<body><div class="navbar w-nav"><a href="/" class="w-nav-brand">Framewell</a><nav class="w-nav-menu"><a href="/features" class="w-nav-link">Features</a><a href="/pricing" class="w-nav-link w--current">Pricing</a><a href="/blog" class="w-nav-link">Blog</a></nav></div>
<main><h1>Plans for every studio</h1><div data-current="Monthly" data-easing="ease" data-duration-in="300" data-duration-out="100" class="w-tabs"><div class="tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Monthly" class="w-tab-link w--current" role="tab">Monthly</a><a data-w-tab="Yearly" class="w-tab-link" role="tab">Yearly (save 20%)</a></div>
<div class="w-tab-content">{pane(0, "Monthly")}{pane(1, "Yearly")}</div></div></main>
<footer class="footer"><a href="/terms">Terms</a><a href="/privacy">Privacy</a><div>© 2026 Framewell</div></footer>
<script src="https://cdn.prod.website-files.com/65a9c1/js/webflow.{_tok(seed, 16, 'wtj')}.js"></script></body></html>"""


family("webflow tabs pricing", webflow_tabs_pricing, PRICING_WFT, "https://www.framewell.io/pricing", "pricing", [
    ("Studio's yearly price alone $39 → $42", lambda d: _set(d, plans=[[n, m, "$42" if n == "Studio" else y, fs] for n, m, y, fs in d["plans"]]),
     E, ("critical",), ("price_changed",), {"contains": {"price_changes": ["42"]}, "absent": ("plans_added", "plans_removed")}),
    ("Agency renamed Teams", lambda d: _set(d, plans=[["Teams" if n == "Agency" else n, m, y, fs] for n, m, y, fs in d["plans"]]),
     E, MM + ("major",), ("plan_renamed", "plan_added", "plan_removed"), {}),
    ("storage raised on Starter 10 → 20 GB", lambda d: _set(d, plans=[[n, m, y, ["2 editors", "20 GB storage"] if n == "Starter" else fs]
                                                                    for n, m, y, fs in d["plans"]]), E, MM, ("plan_changed",), {}),
])


# ============================================================================ Contentful + Next.js: a newsroom of press releases

PRESS = {"items": [("Northvale opens a second data centre in Frankfurt", "2026-11-30", "northvale-frankfurt-data-centre"),
                   ("Northvale named a Leader in the 2026 Cloud Backup report", "2026-11-12", "leader-cloud-backup-report"),
                   ("Northvale partners with Telekom Business for SMB backup", "2026-10-28", "telekom-business-partnership"),
                   ("Northvale reports record Q3 revenue", "2026-10-15", "record-q3-revenue")]}


def contentful_newsroom(d: dict[str, Any], seed: int) -> str:
    items = "".join(f'<li class="PressList_item__Qe81x"><article><time dateTime="{iso}" class="PressList_date__x0aPz">{iso[8:10]}.{iso[5:7]}.{iso[:4]}</time>'
                    f'<h3 class="PressList_title__pW2mK"><a href="/en/newsroom/{slug}">{t}</a></h3><span class="PressList_tag__dd1Q2">Press release</span></article></li>' for t, iso, slug in d["items"])
    ld = _ld({"@context": "https://schema.org", "@type": "ItemList", "itemListElement": [
        {"@type": "ListItem", "position": i + 1, "url": f"https://www.northvale.com/en/newsroom/{slug}"} for i, (_, _, slug) in enumerate(d["items"])]})
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Newsroom | Northvale</title>{ld}
<link rel="preload" as="image" href="https://images.ctfassets.net/x7q2{seed}/{_tok(seed, 22, 'ct')}/hero.jpg?w=1600&amp;q=75"/><script src="/_next/static/chunks/webpack-{_tok(seed, 16, 'cw')}.js" async=""></script></head>
<body><header class="Header_root__Mb2k0"><a href="/en">Northvale</a><nav><a href="/en/products">Products</a><a href="/en/company">Company</a><a href="/en/newsroom" aria-current="page">Newsroom</a><a href="/en/investors">Investors</a></nav><a href="/de/newsroom" hreflang="de">DE</a></header>
<main><h1>Newsroom</h1><p>Press releases and media resources. Media contact: press@northvale.com</p><ul class="PressList_list__b1sT0">{items}</ul><a class="Button_root__m2" href="/en/newsroom?page=2">More press releases</a></main>
<footer><p>© 2026 Northvale AG · Zug, Switzerland</p><a href="/en/legal/imprint">Imprint</a><a href="/en/legal/privacy">Privacy</a></footer>
<div id="CybotCookiebotDialog" role="dialog"><h2>This website uses cookies</h2><button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">Allow all</button></div>
<script>self.__next_f.push([1,"{_tok(seed, 40, 'crsc')}"])</script></body></html>"""


family("contentful newsroom", contentful_newsroom, PRESS, "https://www.northvale.com/en/newsroom", "newsroom", [
    ("a press release on top", lambda d: _set(d, items=[["Northvale launches immutable backups for Microsoft 365", "2026-12-07", "immutable-m365-backups"]] + d["items"]),
     E, M, POSTS, {"exact": {"items_added": ["Northvale launches immutable backups for Microsoft 365"]}, "published": {"items_added": {
         "Northvale launches immutable backups for Microsoft 365": "2026-12-07"}}}),
    ("an acquisition announced", lambda d: _set(d, items=[["Northvale to acquire Stratobyte, expanding into Nordics", "2026-12-07", "northvale-acquires-stratobyte"]] + d["items"]),
     E, ("major",), POSTS, {"exact": {"items_added": ["Northvale to acquire Stratobyte, expanding into Nordics"]}}),
    ("a new CEO announced", lambda d: _set(d, items=[["Northvale appoints Dr. Karin Aebi as Chief Executive Officer", "2026-12-07", "new-ceo-karin-aebi"]] + d["items"]),
     E, ("major",), POSTS, {}),
])



# ============================================================================ Mintlify: a changelog of <Update> blocks

MINT_CL = {"updates": [("December 1, 2026", "v2.14", ["Batch endpoints accept up to 500 items.", "New `expand` parameter on invoices."]),
                       ("November 17, 2026", "v2.13", ["Webhook retries now back off exponentially."]),
                       ("November 3, 2026", "v2.12", ["Deprecated `GET /v1/charges`."])]}


def mintlify_changelog(d: dict[str, Any], seed: int) -> str:
    ups = "".join(f'<div class="update-container flex" id="{label.lower().replace(" ", "-").replace(",", "")}"><div class="update-label"><span data-component-part="update-label">{label}</span>'
                  f'<span data-component-part="update-description">{ver}</span></div><div class="update-content prose"><ul>' + "".join(f"<li>{x}</li>" for x in xs) + "</ul></div></div>"
                  for label, ver, xs in d["updates"])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Changelog - Paywave API</title><meta name="generator" content="Mintlify"/>
<link rel="stylesheet" href="/mintlify-assets/_next/static/css/{_tok(seed, 16, 'mcl')}.css"/></head>
<body><div id="navbar"><a href="/">Paywave</a><nav><a href="/introduction">Docs</a><a href="/api-reference">API reference</a><a href="/changelog">Changelog</a></nav></div>
<div id="content-area"><header id="header"><h1 id="page-title">Changelog</h1><p>New features and fixes in the Paywave API.</p></header><div class="prose" id="content">{ups}</div>
<div class="feedback-toolbar"><p>Was this page helpful?</p><button>Yes</button><button>No</button></div></div>
<footer id="footer"><a href="https://mintlify.com/preview-request">Powered by Mintlify</a></footer><script>self.__next_f.push([1,"{_tok(seed, 40, 'mcr')}"])</script></body></html>"""


family("mintlify changelog", mintlify_changelog, MINT_CL, "https://docs.paywave.io/changelog", "changelog", [
    # (my first expectation took content_changed too; the entry is told as one since this round)
    ("an update on top", lambda d: _set(d, updates=[["December 7, 2026", "v2.15", ["Idempotency keys on every POST."]]] + d["updates"]), E, M,
     ENTRY, {"contains": {"items_added": ["v2.15"]}, "absent": ("items_removed",)}),
    ("a line added to the latest update", lambda d: _set(d, updates=[[*d["updates"][0][:2], d["updates"][0][2] + ["Fixed rounding of JPY amounts."]]] + d["updates"][1:]),
     E, MINOR + M, ("post_updated", "content_changed"), {"absent": ("items_removed",)}),
])


# ============================================================================ Framer CMS: a careers page of job cards

JOBS_FRAMER = {"jobs": [("Senior iOS Engineer", "Product Engineering", "Lisbon or Remote"), ("Brand Designer", "Design", "Lisbon"),
                        ("Head of Growth", "Marketing", "Remote (Europe)"), ("Support Specialist (Portuguese)", "Customer Support", "Porto")]}


def framer_careers(d: dict[str, Any], seed: int) -> str:
    h = _tok(seed, 6, "fc")
    cards = "".join(f'<a class="framer-{_tok(i, 6, "jc")} framer-{h}" data-framer-name="Job card" href="./careers/{t.lower().replace(" ", "-").replace("(", "").replace(")", "")}">'
                    f'<div class="framer-text-{h}"><h3 class="framer-text">{t}</h3></div><p class="framer-text">{team}</p><p class="framer-text">{loc}</p></a>' for i, (t, team, loc) in enumerate(d["jobs"]))
    return f"""<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="generator" content="Framer {_tok(seed, 7, 'fcg')}"><title>Careers — Mealtrip</title>
<style data-framer-css-ssr-minified="">.framer-{h}{{display:flex}}</style></head>
<body><div id="main" data-framer-hydrate-v2='{{"routeId":"c{h}","localeId":"default"}}' data-framer-ssr-released-at="2026-12-0{1 + seed % 6}T1{seed % 10}:00:00.000Z">
<div class="framer-{h}"><nav data-framer-name="Nav"><a href="./">Mealtrip</a><a href="./about">About</a><a href="./careers">Careers</a></nav>
<section data-framer-name="Hero"><h1 class="framer-text">Join Mealtrip</h1><p class="framer-text">We help 2 million travellers eat like locals.</p></section>
<section data-framer-name="Open roles"><h2 class="framer-text">Open roles</h2><div class="framer-{h}-list" data-framer-name="Jobs">{cards}</div></section>
<footer data-framer-name="Footer"><p>© 2026 Mealtrip Lda.</p><a href="./privacy">Privacy</a></footer></div></div>
<div id="__framer-badge-container"></div><script type="module" async data-framer-bundle="main" src="https://framerusercontent.com/sites/9x/script_main.{_tok(seed, 8, 'fcs')}.mjs"></script></body></html>"""


family("framer careers", framer_careers, JOBS_FRAMER, "https://mealtrip.com/careers", "careers", [
    ("a job added", lambda d: _set(d, jobs=d["jobs"] + [["Data Scientist", "Data", "Lisbon"]]), E, M, ("jobs_added",),
     {"exact": {"jobs_added": ["Data Scientist"]}, "absent": ("jobs_removed",)}),
    ("the head of growth role closed", lambda d: _set(d, jobs=[j for j in d["jobs"] if j[0] != "Head of Growth"]), E, M, ("jobs_removed",),
     {"exact": {"jobs_removed": ["Head of Growth"]}}),
])


# ============================================================================ running the pairs

def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {
    **{f"ghost blog: a post published on top{x}":
       "'Kiln is joining forces with Emberlabs' is a merger announced in a euphemism: 'joining forces with' is said of "
       "partnerships as often, so it is not read as an acquisition (meaningful post_published, not major)"
       for x in ("", ", under visit noise")},
}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {
}


test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG)


def test_pairs_are_json() -> None:
    for c in list(CASES.values())[:3]:
        json.dumps(_run(c, c.surface))


# ============================================================================ the rules, unit by unit

@pytest.mark.parametrize(("token", "pid"), [("$0.00025", "USD|0.00025"), ("€0,0004", "EUR|0.0004"), ("0.005 USD", "USD|0.005"),
                                            ("€1.000", "EUR|1000"), ("$10.000", "USD|10000"), ("$0.50", "USD|0.5")])
def test_a_price_under_a_cent_is_read_whole(token: str, pid: str) -> None:
    from changewire_differ.extract import price_id, price_tokens

    assert [price_id(t) for t in price_tokens(f"{token} / event")] == [pid]


@pytest.mark.parametrize(("heading", "team"), [("Engineering 3", "Engineering"), ("Sales (2)", "Sales"), ("Design · 4 open roles", "Design"),
                                               ("Produkt 5 Stellen", "Produkt"), ("Web3", "Web3"), ("R&D", "R&D")])
def test_a_job_groups_count_is_no_part_of_its_name(heading: str, team: str) -> None:
    from changewire_differ.extract import _GROUP_COUNT

    assert (_GROUP_COUNT.sub("", heading) or heading) == team


def test_a_cards_employment_type_and_place_in_one_line() -> None:
    c = CASES["personio board: a job turned part-time"]
    out = _run(c, "careers")
    assert out["significance"] == "minor" and not any("location" in f["field"] for f in out["delta"].get("fields_changed", [])), out


def _change(before: str, after: str, tag: str = "p") -> Any:
    from changewire_differ.diff import BlockChange, changed_tokens
    from changewire_differ.model import Block
    from changewire_differ.volatile import neutralize

    b, a = Block(tag, before, neutralize(before)), Block(tag, after, neutralize(after))
    return BlockChange("modified", b, a, changed_tokens(b.norm, a.norm), len(before.split()), len(after.split()))


def test_punctuation_and_short_typos() -> None:
    from changewire_differ.classify import _cosmetic, _punctuation_only, _word_changes

    assert _punctuation_only(_change("5. Termination", "5 — Termination", "h2"))
    assert not _punctuation_only(_change("5. Termination", "6. Termination", "h2"))
    assert _cosmetic(_change("activity under you account.", "activity under your account."))
    assert not _cosmetic(_change("we do no share it", "we do not share it"))
    assert _word_changes(_change("gets a fast, reliable service.", "gets a reliable, fast service.")) == 2


def test_a_pricing_rows_quantity_is_a_limit() -> None:
    from changewire_differ.classify import _limit_changed

    assert _limit_changed(_change("First 10,000 events | Free", "First 5,000 events | Free", "tr"))
    assert _limit_changed(_change("Up to 3 users", "Up to 5 users", "li"))
    assert not _limit_changed(_change("Join 12,000 teams", "Join 13,000 teams", "p"))
