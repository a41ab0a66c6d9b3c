"""A twelfth red-team round of `changewire diff --json` (the CLI's diff_files): site builders' markup the earlier rounds
used little, visit noise, and real changes in languages beyond English. 211 pairs generated in this module (no fixture
files), each run with --surface and again without it, plus unit checks of the rules added.

Cases:
- Webflow: a CMS collection list of jobs (w-dyn-list; republished with new page ids and asset hashes; a salary range added,
  raised; a location changed; a job closed; a new job; the last job closed with the empty state shown; a job marked filled
  in place, in en/sv/da/nb/fi/tr), a pricing template whose cents are a raised element of their own, a team collection
  (shuffled; a CFO joins; a promotion).
- Framer pricing (class hashes re-minted; a price raised; a feature dropped; a limit raised; shown yearly instead of
  monthly; billed annually at the same figure; per month → per user; every plan in euros at the same amounts, at about
  one rate, and with one plan re-priced apart). Plain card grids priced in won, yuan, lira, złoty, reais and euros (fi).
  Wix's Pricing Plans widget (data-hook cards, benefits stacked without a list) in Korean and Norwegian (ids and inline
  styles; a raise in won; a benefit added; a raise in kroner; a new plan).
- WordPress: Divi price tables in Swedish, Norwegian and Danish kroner ("299 kr", "kr 299", "kr. 299", "299,- kr"; nonces
  and ?ver=; raises; a feature added; "kr 299" re-written "299 kr"), Elementor's price table in Italian (element ids; the
  whole part raised; the cents alone changed; a feature dropped).
- Indian pricing: "₹" re-written "Rs." / "Rs" (same amounts; with one plan raised), lakh grouping, a feature, the GST note.
- Blogs: Ghost listings whose relative ages tick in en/de/fr/es/nl/it/pl/pt-BR/sv/da/nb/fi/tr/ko/zh (and a new post, a
  retitled post while they tick), a Jekyll (minima) blog at engineering.<site> (rebuilt; a new post; a title edited), a
  Squarespace summary-block newsroom in Dutch (yui ids; a new post announcing a takeover; an excerpt edited), an Elementor
  posts widget in Italian (ids; a new post; a title edited), a Wix blog (view counts; a new post), a HubSpot blog (render
  ids; a funding post pushing the oldest to page 2), a single Ghost post (age and reading time; title edited; a paragraph),
  ages written with the article or the singular ("vor einem Tag", "een uur geleden", "un giorno fa", "tunti sitten", …).
- Wix homepage visit noise: "N people are viewing" (en/pt/de/nl), countdowns, a CSRF token, a shuffled logo wall, team
  cards in another order, a returning visitor's greeting, the copyright year; a headline rewritten under the churn, a
  member joining. Promo lines in sv/pl/fi/da/tr/en (countdowns, viewers), a copyright range rolling over, a threshold.
  A product page's live lines in fr/es/tr/da/fi/ko/en (viewers, countdowns, stock, "N sold in the last 24 hours"; a price
  raised under them).
- Docs: MkDocs Material (revision date, build hash; a rate limit cut; a burst raised), Docusaurus (hashes and last-updated
  author; retries cut; a section added), Hugo Docsy (the lastmod stamp with its commit message; a quota raised), GitBook
  ("Last updated N days ago"; a retention period), a Mintlify changelog entry.
- Legal: a HubSpot CMS terms page (render ids and the date alone; a notice period; an AI clause), pl/sv pages (date only;
  a notice period; a retention period; a processor section), "last updated" dates alone in da/fi/tr/ko/zh/it/pt-BR/nb.
- Careers lists in nl/pl/fi/tr/ko/zh/pt-BR/sv (rebuilt; a job moved to another city; a job closed and another opened), WP
  Job Manager in Dutch (ages and nonce; a job closed; Fulltime → Parttime; a new job), job cards with pay in their meta
  line (German "62.000 € – 75.000 € p.a.", US "$180K – $220K": a range raised, a range added, a move with the pay
  unchanged).
- Status page in Dutch (asset hash and "Bijgewerkt N minuten geleden"; an incident opened with a component down; resolved);
  hand-made status pages in it/pl/sv/fi/tr/da (the refresh stamp; an incident opened with the API down; resolved).
- Release notes in German and French ("Version 3.5 – 4. Dezember 2026": a version added).
- A homepage's "Last updated" footer; a feature section's copy changed.

Wrong on the code before this round (200b7a9): 58 of the 211 pairs (51 with --surface, 7 more only when guessing the
surface); 57 are fixed, 1 is left as a strict xfail (below); the other 153 pin verdicts found right.
The rules now (general, no fixture strings):
- prices: Norwegian and Danish kroner written before the amount ("kr 1 199", "kr. 299,-") were no prices: a raise was a
  minor text edit and "kr 299" → "299 kr" was three plans added (major). extract.PRICE_RE reads "kr"/"kr." before an amount.
- prices: cents shown as a raised element without a decimal point (Elementor's `__fractional-part`, a `price-cents` <sup>)
  were read apart: "€19" and a line "90 /mese", so a cents-only change was a minor edit and a raise "€19 → €24".
  htmlnorm._join_price_fractions writes a two-digit fraction/cents element back after the whole part it follows ("€19.90").
- prices: a block whose only change is how its prices are written ("₹1,499" → "Rs. 1,499": same currency and amount) was a
  meaningful content change; it is a minor one now (classify._prices_rewritten), as round 10 decided for such rewrites.
- pricing: plan cards that list features without <li> (Framer, Webflow, Wix stack one text element per feature) had no
  features: a feature dropped or a limit raised was a minor text edit. Such a card's lines after its name, less prices,
  periods, badges, notes and its links/buttons, are its features now (extract._feature_lines): plan_changed, meaningful.
- jobs: a job card's pay was no field of the job ("€75,000 – €90,000" added was an anonymous content block). A card's
  salary-classed element, else its one line (or meta field) showing an amount, is the job's `salary`, compared by price
  identity; a change is a meaningful jobs_changed naming the job (extract._salary; not on a "card" of more than 12 lines,
  such as a single job's page, and no selector is tried on a card without an amount).
- jobs: a meta line "디자인 · 서울 · 정규직" / "产品 · 北京 · 全职" read no place (capitals were required): a move was a
  minor text edit. A field written in CJK script counts as a place there (extract._CJK_PLACE, only in _meta_place).
- noise: "retried up to 5 times" → "3 times", and "3 times faster", were NOISE: any "N times" was a view counter. Only a
  count after what was done ("viewed 1,204 times", "downloaded 12k times") is one now.
- noise: "Welcome back, Ana!" (a returning visitor's greeting, by name or alone on its line) and German viewer counters
  with the verb first ("Gerade sehen sich 8 Personen diese Seite an") were content; a greeting block appearing is a badge.
- noise: ages written with the article or the singular for "one" ("vor einem Tag", "een uur geleden", "un giorno fa",
  "un'ora fa", "há uma hora", "tunti sitten", "bir gün önce") and "för 2 tim sedan" were content.
- noise: a shop's live lines were content in many languages: "12 personnes consultent ce produit" (the French rule had no
  trigger), "personas están viendo", Turkish viewers ("12 kişi … inceliyor"), "Il reste 2 jours", "Faltan 2 días", "Kampanya
  2 gün sonra bitiyor", stock in fi/tr/da/no/ko ("Vain 3 jäljellä", "Sadece 3 adet kaldı", "Kun 3 tilbage på lager", "재고 3개
  남음") and sales in a recent window ("34 sold in the last 24 hours", "14 solgt de sidste 24 timer").
- jobs: a job marked filled in place in da/no/sv/fi/tr ("Stillingen er besat", "Tjänsten är tillsatt", "Haku päättynyt",
  "Başvurular kapandı") was an added text block, the job still open: extract.CLOSED_POSTING reads them.
- status: an incident resolved on a hand-made page in pl/sv/da/no/fi/tr ("Rozwiązany", "Åtgärdat", "Løst", "Ratkaistu",
  "Çözüldü") kept its earlier update's "investigating" as its status (a meaningful incident_updated "Badamy → Badamy"):
  extract.INCIDENT_STATUS and classify._RESOLVED read those words (and "Tutkitaan", "İnceleniyor", "Undersøger", …).
- noise: Turkish months and "Son güncelleme" / "Yürürlük tarihi" were no dates; Docsy's `td-page-meta__lastmod` ("Last
  modified <date>: <commit message> (<hash>)") was content: "lastmod" classes are volatile widgets.
- surfaces: a Jekyll blog at engineering.<site> was a homepage (engineering./eng./tech./techblog. hosts are blogs); Polish,
  Swedish, Danish, Norwegian, Finnish, Turkish, Portuguese, Italian, Korean and Chinese legal paths and titles
  (/regulamin, /integritetspolicy, "Regulamin serwisu", 개인정보처리방침, 隐私政策 …) and Finnish/Danish/Norwegian careers
  words (/ura, "Avoimet työpaikat", "Ledige stillinger") named nothing.

Expectations revised (mine, not the code's): every plan shown in euros at the same amounts, or at about one rate, is a
minor "currency of every plan's prices" change (round 10's region rule), not a price change; an A/B hero's other variant
was dropped as a case (round 9 pins it: changed, first sight); a new team member is told in blocks_added, not a delta key.

Left alone: a currency switch with one plan re-priced within 30 % of the others' rate ($24 → €29 beside $79 → €75) reads
as a region's price list (xfail, strict); "Welcome back, Ana. Your plan renews soon" (the greeting inside a sentence)
stays text; kroner are labelled SEK in a price change's `currency` whatever the page's language (the verdict is right; the
label would need the page's lang in classify); "Die Zeit vor einem Jahr" inside a sentence is an age now, as "vor einer
Woche" already was.

The corpus digest (bench/callgrind_differ.py --check) changes, every verdict of the 157 pages unchanged: the comparison
text of 6 pages no longer makes "10,000 times", "50 times the level", "110 times" a counter, and Wikipedia's
`footer-info-lastmod` ("This page was last edited on …") is a volatile widget.

Cost: the scan's memoised reading of each class string also notes a fraction/cents class (no new pass; a first
version searched every body for "fraction"/"cents" and cost ~4 % of bench-differ, measured and replaced); the new volatile
rules sit behind substring triggers (the age words join the one wordy-trigger regex); _feature_lines runs only on plan
cards without <li>, _salary's selectors only on job cards showing an amount. `make bench-differ`, base (200b7a9) and this
round alternated three times on a loaded machine: pages/s 175 / 160 / 199 → 191 / 183 / 185, ratio to bare parsing 0.182 /
0.195 / 0.192 → 0.190 / 0.193 / 0.190 (no change beyond noise); neutralize over the corpus's 25,950 blocks 395–408 ms
both; a profile of careers/pricing extraction shows neither new function among its 40 costliest. The digest of
bench/callgrind_differ.py --check is c004ce6b… before and af998434… after (the 7 pages above).

Run: `.venv/bin/python -m pytest -q tests/unit/differ/test_redteam12.py` (about 6 s here).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files
from changewire_differ.extract import price_id, price_tokens
from changewire_differ.htmlnorm import parse_html
from changewire_differ.volatile import neutralize

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


# ============================================================================ Webflow: a CMS collection list of jobs

_WF_JOBS = [("Senior Frontend Engineer", "Engineering", "Amsterdam, NL", "", "senior-frontend-engineer"),
            ("Customer Success Manager", "Customer Success", "London, UK", "", "customer-success-manager"),
            ("Product Marketing Lead", "Marketing", "Remote (EU)", "", "product-marketing-lead"),
            ("Data Engineer", "Engineering", "Amsterdam, NL", "", "data-engineer")]


def webflow_jobs(jobs: list[tuple[str, str, str, str, str]], page: str = "64f1c2a9b7e3d40012ab34cd",
                 asset: str = "a1b2c3") -> str:
    items = "".join(
        f'<div role="listitem" class="job-item w-dyn-item"><a href="/careers/{slug}" class="job-link w-inline-block">'
        f'<div class="job-title-wrap"><h3 class="job-title">{t}</h3><div class="job-dept">{d}</div></div>'
        f'<div class="job-meta"><div class="job-location">{loc}</div>'
        + (f'<div class="job-salary">{sal}</div>' if sal else '<div class="job-salary w-dyn-bind-empty"></div>')
        + '</div><img src="https://assets-global.website-files.com/' + page + f'/{asset}_arrow.svg" loading="lazy" alt=""></a></div>'
        for t, d, loc, sal, slug in jobs)
    return (f'<!DOCTYPE html><!-- Last Published: Sun Dec 06 2026 10:12:44 GMT+0000 (Coordinated Universal Time) -->'
            f'<html data-wf-domain="www.tidalpay.io" data-wf-page="{page}" data-wf-site="63a0b1c2d3e4f5a6b7c8d9e0" lang="en">'
            f'<head><meta charset="utf-8"><title>Careers | Tidalpay</title>'
            f'<link href="https://assets-global.website-files.com/63a0b1c2/css/tidalpay.webflow.{asset}.min.css" rel="stylesheet">'
            f'</head><body><div class="navbar w-nav" data-animation="default"><a href="/" class="brand w-nav-brand">Tidalpay</a>'
            f'<nav class="nav-menu w-nav-menu"><a href="/product" class="nav-link w-nav-link">Product</a>'
            f'<a href="/careers" class="nav-link w-nav-link w--current">Careers</a></nav></div>'
            f'<main class="main-wrapper"><section class="section-hero"><h1 class="heading-style-h1">Join Tidalpay</h1>'
            f'<p class="text-size-medium">Help us build payments infrastructure for Europe\'s fastest-growing marketplaces.</p></section>'
            f'<section class="section-jobs"><h2 class="heading-style-h2">Open positions</h2>'
            f'<div class="jobs-list-wrapper w-dyn-list"><div role="list" class="jobs-list w-dyn-items">{items}</div>'
            f'<div class="w-dyn-empty"><div>No open positions right now.</div></div></div></section></main>'
            f'<footer class="footer"><div>© 2026 Tidalpay B.V.</div></footer>'
            f'<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=63a0b1c2" '
            f'type="text/javascript"></script><script src="https://assets-global.website-files.com/63a0b1c2/js/webflow.{asset}.js"></script>'
            f'</body></html>')


WF_URL = "https://www.tidalpay.io/careers"
add("webflow jobs: republished (page id, asset hashes, Last Published comment)", webflow_jobs(_WF_JOBS),
    webflow_jobs(_WF_JOBS, "6570aa01c3d2e10045ef9912", "f9e8d7"), WF_URL, "careers", "quiet")
add("webflow jobs: a salary range added to one job", webflow_jobs(_WF_JOBS),
    webflow_jobs([_WF_JOBS[0][:3] + ("€75,000 – €90,000",) + _WF_JOBS[0][4:]] + _WF_JOBS[1:]), WF_URL, "careers",
    "changed", ("minor", "meaningful"), ("jobs_changed",), absent=JOBS)
_WF_SAL = [_WF_JOBS[0][:3] + ("€75,000 – €90,000",) + _WF_JOBS[0][4:]] + _WF_JOBS[1:]
add("webflow jobs: a salary range raised", webflow_jobs(_WF_SAL),
    webflow_jobs([_WF_JOBS[0][:3] + ("€85,000 – €100,000",) + _WF_JOBS[0][4:]] + _WF_JOBS[1:]), WF_URL, "careers",
    "changed", ("minor", "meaningful"), ("jobs_changed",), absent=JOBS)
add("webflow jobs: a job's location changed", webflow_jobs(_WF_JOBS),
    webflow_jobs(_WF_JOBS[:1] + [("Customer Success Manager", "Customer Success", "Dublin, IE", "", "customer-success-manager")]
                 + _WF_JOBS[2:]), WF_URL, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)
add("webflow jobs: a job closed", webflow_jobs(_WF_JOBS), webflow_jobs(_WF_JOBS[:2] + _WF_JOBS[3:]), WF_URL, "careers",
    "changed", ("meaningful",), ("jobs_removed",), exact={"jobs_removed": ["Product Marketing Lead"], "jobs_added": []})
add("webflow jobs: a new job", webflow_jobs(_WF_JOBS),
    webflow_jobs(_WF_JOBS + [("Staff Platform Engineer", "Engineering", "Amsterdam, NL", "€95,000 – €120,000",
                              "staff-platform-engineer")]), WF_URL, "careers", "changed", ("meaningful",), ("jobs_added",),
    exact={"jobs_added": ["Staff Platform Engineer"], "jobs_removed": []})
add("webflow jobs: the last job closed (empty state shown)", webflow_jobs(_WF_JOBS[:1]), webflow_jobs([]), WF_URL,
    "careers", "changed", ("meaningful", "major"), ("jobs_removed",), exact={"jobs_removed": ["Senior Frontend Engineer"]})


# ============================================================================ Framer: a pricing page

def framer_pricing(plans: list[tuple[str, str, str, list[str]]], hashes: str = "1x2y3z", toggle: str = "Monthly") -> str:
    cards = "".join(
        f'<div class="framer-{hashes}-card framer-v-1k2j3h" data-framer-name="Pricing Card">'
        f'<div class="framer-{hashes}-n" data-framer-component-type="RichTextContainer"><h3 class="framer-text">{n}</h3></div>'
        f'<div class="framer-{hashes}-p" data-framer-component-type="RichTextContainer"><p class="framer-text">'
        f'<span class="framer-text" style="--framer-font-size:48px">{p}</span></p></div>'
        f'<div class="framer-{hashes}-u"><p class="framer-text">{per}</p></div>'
        f'<div class="framer-{hashes}-f">' + "".join(
            f'<div class="framer-{hashes}-li" data-framer-name="Feature"><p class="framer-text">{f}</p></div>' for f in feats)
        + f'</div><a class="framer-{hashes}-cta framer-text" href="./signup">Get started</a></div>'
        for n, p, per, feats in plans)
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Framer {hashes}">'
            f'<title>Pricing — Quillbase</title><link rel="modulepreload" href="https://framerusercontent.com/sites/3xQ/{hashes}.mjs">'
            f'</head><body><div id="main" data-framer-hydrate-v2="{{&quot;routeId&quot;:&quot;{hashes}&quot;}}">'
            f'<nav class="framer-nav"><a href="./">Quillbase</a><a href="./pricing">Pricing</a></nav>'
            f'<h1 class="framer-text">Simple, transparent pricing</h1><p class="framer-text">{toggle} billing</p>'
            f'<div class="framer-{hashes}-grid">{cards}</div>'
            f'<div class="framer-footer"><p class="framer-text">© 2026 Quillbase Inc.</p></div></div>'
            f'<div id="__framer-badge-container"></div></body></html>')


_FR_PLANS = [("Starter", "$0", "per month", ["1 workspace", "Up to 3 editors", "Community support"]),
             ("Pro", "$24", "per month", ["Unlimited workspaces", "Up to 20 editors", "Custom domains", "Email support"]),
             ("Business", "$79", "per month", ["Everything in Pro", "SSO & SCIM", "Audit log", "Priority support"])]
FR_URL = "https://quillbase.com/pricing"
add("framer pricing: re-published (every framer- class hash re-minted)", framer_pricing(_FR_PLANS),
    framer_pricing(_FR_PLANS, "9q8w7e"), FR_URL, "pricing", "quiet")
add("framer pricing: the Pro plan raised $24 → $29", framer_pricing(_FR_PLANS),
    framer_pricing([_FR_PLANS[0], ("Pro", "$29", "per month", _FR_PLANS[1][3]), _FR_PLANS[2]]), FR_URL, "pricing",
    "changed", ("critical",), ("price_changed",), prices=(("Pro", "$24", "$29"),))
add("framer pricing: a feature dropped from Business", framer_pricing(_FR_PLANS),
    framer_pricing(_FR_PLANS[:2] + [("Business", "$79", "per month", ["Everything in Pro", "SSO & SCIM", "Priority support"])]),
    FR_URL, "pricing", "changed", ("meaningful", "major"), ("plan_changed",), absent=PLANS + ("price_changes",))
add("framer pricing: the editor limit of Pro raised 20 → 50", framer_pricing(_FR_PLANS),
    framer_pricing([_FR_PLANS[0], ("Pro", "$24", "per month", ["Unlimited workspaces", "Up to 50 editors", "Custom domains",
                                                                  "Email support"]), _FR_PLANS[2]]),
    FR_URL, "pricing", "changed", ("meaningful", "major"), ("plan_changed",), absent=PLANS + ("price_changes",))
add("framer pricing: shown yearly instead of monthly ($24/month → $240/year)", framer_pricing(_FR_PLANS),
    framer_pricing([(n, {"$0": "$0", "$24": "$240", "$79": "$790"}[p], "per year", f) for n, p, _, f in _FR_PLANS],
                   toggle="Yearly"), FR_URL, "pricing", "changed", ("critical", "major", "meaningful"), ("price_changed",))
add("framer pricing: every plan shown in euros at the same amounts (a visitor's region)", framer_pricing(_FR_PLANS),
    framer_pricing([(n, p.replace("$", "€"), per, f) for n, p, per, f in _FR_PLANS]), FR_URL, "pricing", "changed",
    ("minor",), fields=(("currency", "USD", "EUR"),), absent=PLANS + ("price_changes",))
add("framer pricing: every plan moved to euros at about one rate (a region's price list)", framer_pricing(_FR_PLANS),
    framer_pricing([(n, {"$0": "€0", "$24": "€22", "$79": "€75"}[p], per, f) for n, p, per, f in _FR_PLANS]), FR_URL,
    "pricing", "changed", ("minor",), fields=(("currency", "USD", "EUR"),), absent=PLANS + ("price_changes",))
add("framer pricing: moved to euros, Pro re-priced apart from the rest", framer_pricing(_FR_PLANS),
    framer_pricing([(n, {"$0": "€0", "$24": "€29", "$79": "€75"}[p], per, f) for n, p, per, f in _FR_PLANS]), FR_URL,
    "pricing", "changed", ("critical",), ("price_changed",), prices=(("Pro", "$24", "€29"), ("Business", "$79", "€75")))

# ============================================================================ WordPress + Divi / Elementor price tables


def divi_pricing(plans: list[tuple[str, str, str, list[str]]], nonce: str = "a1b2c3d4e5", ver: str = "4.23.1") -> str:
    tables = "".join(
        f'<div class="et_pb_pricing_table et_pb_pricing_table_{i}"><div class="et_pb_pricing_heading">'
        f'<h2 class="et_pb_pricing_title">{n}</h2></div><div class="et_pb_pricing_content_top">'
        f'<span class="et_pb_et_price"><span class="et_pb_dollar_sign">{cur}</span><span class="et_pb_sum">{amt}</span>'
        f'<span class="et_pb_frequency">/mån</span></span></div><div class="et_pb_pricing_content"><ul class="et_pb_pricing">'
        + "".join(f"<li><span>{f}</span></li>" for f in feats)
        + f'</ul></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_pricing_table_button" href="/kom-igang/">Kom igång</a></div></div>'
        for i, (n, cur, amt, feats) in enumerate(plans))
    return (f'<!DOCTYPE html><html lang="sv-SE"><head><meta charset="UTF-8"><title>Priser | Bokio Lön</title>'
            f'<link rel="stylesheet" href="/wp-content/themes/Divi/style-static.min.css?ver={ver}">'
            f'<script>var et_pb_custom = {{"ajaxurl":"/wp-admin/admin-ajax.php","et_frontend_nonce":"{nonce}",'
            f'"subscription_failed":"Försök igen."}};</script></head>'
            f'<body class="page-template-default et_divi_theme"><div id="page-container"><header id="main-header">'
            f'<a href="/">Bokio Lön</a><nav><ul><li><a href="/priser/">Priser</a></li></ul></nav></header>'
            f'<div id="et-main-area"><div class="et_pb_section"><div class="et_pb_text_inner"><h1>Priser</h1>'
            f'<p>Alla priser exklusive moms.</p></div><div class="et_pb_pricing clearfix">{tables}</div></div></div>'
            f'<footer id="main-footer"><p>© 2026 Bokio Lön AB</p></footer></div></body></html>')


_DIVI = [("Bas", "", "0", ["1 anställd", "Lönebesked"]),
         ("Plus", "", "299", ["Upp till 10 anställda", "Lönebesked", "AGI-fil till Skatteverket"]),
         ("Premium", "", "1 199", ["Obegränsat antal anställda", "Lönebesked", "AGI-fil till Skatteverket", "Telefonsupport"])]


def _kr(plans: list[tuple[str, str, str, list[str]]], fmt: str) -> list[tuple[str, str, str, list[str]]]:
    return [(n, "", fmt.format(a), f) for n, _, a, f in plans]


DIVI_URL = "https://bokiolon.se/priser/"
add("divi pricing (sv): nonce and ?ver= churn, prices '299 kr'", divi_pricing(_kr(_DIVI, "{} kr")),
    divi_pricing(_kr(_DIVI, "{} kr"), "ffee998877", "4.24.0"), DIVI_URL, "pricing", "quiet")
add("divi pricing (sv): Plus raised 299 kr → 349 kr", divi_pricing(_kr(_DIVI, "{} kr")),
    divi_pricing(_kr([_DIVI[0], ("Plus", "", "349", _DIVI[1][3]), _DIVI[2]], "{} kr")), DIVI_URL, "pricing", "changed",
    ("critical",), ("price_changed",), prices=(("Plus", "299 kr", "349 kr"),))
add("divi pricing (sv): Premium raised '1 199 kr' → '1 299 kr'", divi_pricing(_kr(_DIVI, "{} kr")),
    divi_pricing(_kr(_DIVI[:2] + [("Premium", "", "1 299", _DIVI[2][3])], "{} kr")), DIVI_URL, "pricing", "changed",
    ("critical",), ("price_changed",), prices=(("Premium", "1 199 kr", "1 299 kr"),))
add("divi pricing (no): prices written 'kr 299' (before the amount), Plus raised", divi_pricing(_kr(_DIVI, "kr {}")),
    divi_pricing(_kr([_DIVI[0], ("Plus", "", "349", _DIVI[1][3]), _DIVI[2]], "kr {}")), DIVI_URL.replace(".se", ".no"),
    "pricing", "changed", ("critical",), ("price_changed",), prices=(("Plus", "kr 299", "kr 349"),))
add("divi pricing (no): 'kr 1 199' → 'kr 1 299'", divi_pricing(_kr(_DIVI, "kr {}")),
    divi_pricing(_kr(_DIVI[:2] + [("Premium", "", "1 299", _DIVI[2][3])], "kr {}")), DIVI_URL.replace(".se", ".no"),
    "pricing", "changed", ("critical",), ("price_changed",), prices=(("Premium", "kr 1 199", "kr 1 299"),))
add("divi pricing (da): 'kr. 299' (Danish, before), a feature added to Bas", divi_pricing(_kr(_DIVI, "kr. {}")),
    divi_pricing(_kr([("Bas", "", "0", ["1 anställd", "Lönebesked", "Semesterberegning"])] + _DIVI[1:], "kr. {}")),
    DIVI_URL.replace(".se", ".dk"), "pricing", "changed", ("meaningful", "major"), ("plan_changed",),
    absent=PLANS + ("price_changes",))
add("divi pricing (da): 'kr. 299' → 'kr. 349'", divi_pricing(_kr(_DIVI, "kr. {}")),
    divi_pricing(_kr([_DIVI[0], ("Plus", "", "349", _DIVI[1][3]), _DIVI[2]], "kr. {}")), DIVI_URL.replace(".se", ".dk"),
    "pricing", "changed", ("critical",), ("price_changed",), prices=(("Plus", "kr. 299", "kr. 349"),))
add("divi pricing (da): '299,- kr' → '349,- kr'", divi_pricing(_kr(_DIVI, "{},- kr")),
    divi_pricing(_kr([_DIVI[0], ("Plus", "", "349", _DIVI[1][3]), _DIVI[2]], "{},- kr")), DIVI_URL.replace(".se", ".dk"),
    "pricing", "changed", ("critical",), ("price_changed",), prices=(("Plus", "299,- kr", "349,- kr"),))
add("divi pricing (no): same prices re-written 'kr 299' → '299 kr'", divi_pricing(_kr(_DIVI, "kr {}")),
    divi_pricing(_kr(_DIVI, "{} kr")), DIVI_URL.replace(".se", ".no"), "pricing", "any", ("minor",),
    absent=PLANS + ("price_changes",))


def elementor_pricing(plans: list[tuple[str, str, str, str, list[str]]], eid: str = "3f2a1b9") -> str:
    tables = "".join(
        f'<div class="elementor-element elementor-element-{eid}{i} elementor-widget elementor-widget-price-table" '
        f'data-id="{eid}{i}" data-element_type="widget" data-widget_type="price-table.default"><div class="elementor-widget-container">'
        f'<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">{n}</h3></div>'
        f'<div class="elementor-price-table__price"><span class="elementor-price-table__currency">{cur}</span>'
        f'<span class="elementor-price-table__integer-part">{whole}</span><div class="elementor-price-table__after-price">'
        f'<span class="elementor-price-table__fractional-part">{frac}</span><span class="elementor-price-table__period elementor-typo-excluded">/mese</span>'
        f'</div></div><ul class="elementor-price-table__features-list">'
        + "".join(f'<li class="elementor-repeater-item-{eid}{j}"><div class="elementor-price-table__feature-inner">'
                  f'<i aria-hidden="true" class="far fa-check-circle"></i><span>{f}</span></div></li>' for j, f in enumerate(feats))
        + f'</ul><div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button" href="/prova">Prova gratis</a></div></div></div></div>'
        for i, (n, cur, whole, frac, feats) in enumerate(plans))
    return (f'<!DOCTYPE html><html lang="it-IT"><head><meta charset="UTF-8"><title>Prezzi - Fatturino</title>'
            f'<link rel="stylesheet" id="elementor-post-{eid}-css" href="/wp-content/uploads/elementor/css/post-412.css?ver=17{eid[:4]}"></head>'
            f'<body class="page elementor-page elementor-page-412"><div data-elementor-type="wp-page" data-elementor-id="412" class="elementor elementor-412">'
            f'<div class="elementor-element elementor-widget-heading"><h1 class="elementor-heading-title">Piani e prezzi</h1></div>'
            f'<div class="elementor-element elementor-widget-text-editor"><p>Prezzi IVA esclusa. Disdici quando vuoi.</p></div>'
            f'<div class="e-con e-flex">{tables}</div></div>'
            f'<footer class="elementor-location-footer"><p>© 2026 Fatturino S.r.l. – P.IVA 01234567890</p></footer></body></html>')


_EL = [("Base", "€", "9", "90", ["50 fatture al mese", "1 utente"]),
       ("Pro", "€", "19", "90", ["Fatture illimitate", "3 utenti", "Fatturazione elettronica SDI"]),
       ("Team", "€", "39", "00", ["Fatture illimitate", "10 utenti", "Fatturazione elettronica SDI", "Assistenza prioritaria"])]
EL_URL = "https://www.fatturino.it/prezzi/"
add("elementor pricing (it): element ids re-minted", elementor_pricing(_EL), elementor_pricing(_EL, "9c8d7e6"), EL_URL,
    "pricing", "quiet")
add("elementor pricing (it): Pro €19,90 → €24,90 (integer part alone changes)", elementor_pricing(_EL),
    elementor_pricing([_EL[0], ("Pro", "€", "24", "90", _EL[1][4]), _EL[2]]), EL_URL, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Pro", "€19,90", "€24,90"),))
add("elementor pricing (it): Base €9,90 → €9,50 (cents alone change)", elementor_pricing(_EL),
    elementor_pricing([("Base", "€", "9", "50", _EL[0][4])] + _EL[1:]), EL_URL, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Base", "€9,90", "€9,50"),))
add("elementor pricing (it): Team loses 'Assistenza prioritaria'", elementor_pricing(_EL),
    elementor_pricing(_EL[:2] + [("Team", "€", "39", "00", _EL[2][4][:3])]), EL_URL, "pricing", "changed",
    ("meaningful", "major"), ("plan_changed",), absent=PLANS + ("price_changes",))


# ============================================================================ blog listings with relative ages (Ghost, Hugo)

#: (language, title, posts [(title, slug, age)], aged) — each listing's ages one tick later in `aged`
_AGES = {
    "en": ("Blog", ["3 days ago", "5 days ago", "2 weeks ago"], ["4 days ago", "6 days ago", "2 weeks ago"]),
    "de": ("Blog", ["vor 2 Stunden", "vor 3 Tagen", "vor 2 Wochen"], ["vor 3 Stunden", "vor 4 Tagen", "vor 2 Wochen"]),
    "fr": ("Blog", ["il y a 3 jours", "il y a 5 jours", "il y a 2 semaines"], ["il y a 4 jours", "il y a 6 jours", "il y a 3 semaines"]),
    "es": ("Blog", ["hace 2 días", "hace 5 días", "hace 1 mes"], ["hace 3 días", "hace 6 días", "hace 1 mes"]),
    "nl": ("Blog", ["2 dagen geleden", "5 dagen geleden", "3 weken geleden"], ["3 dagen geleden", "6 dagen geleden", "3 weken geleden"]),
    "it": ("Blog", ["3 giorni fa", "5 giorni fa", "2 settimane fa"], ["4 giorni fa", "6 giorni fa", "2 settimane fa"]),
    "pl": ("Blog", ["3 dni temu", "5 dni temu", "2 tygodnie temu"], ["4 dni temu", "6 dni temu", "2 tygodnie temu"]),
    "pt-BR": ("Blog", ["há 3 dias", "há 5 dias", "há 2 semanas"], ["há 4 dias", "há 6 dias", "há 2 semanas"]),
    "sv": ("Blogg", ["för 3 dagar sedan", "för 5 dagar sedan", "för 2 veckor sedan"], ["för 4 dagar sedan", "för 6 dagar sedan", "för 2 veckor sedan"]),
    "da": ("Blog", ["for 3 dage siden", "for 5 dage siden", "for 2 uger siden"], ["for 4 dage siden", "for 6 dage siden", "for 2 uger siden"]),
    "nb": ("Blogg", ["for 3 dager siden", "for 5 dager siden", "for 2 uker siden"], ["for 4 dager siden", "for 6 dager siden", "for 2 uker siden"]),
    "fi": ("Blogi", ["3 päivää sitten", "5 päivää sitten", "2 viikkoa sitten"], ["4 päivää sitten", "6 päivää sitten", "2 viikkoa sitten"]),
    "tr": ("Blog", ["3 gün önce", "5 gün önce", "2 hafta önce"], ["4 gün önce", "6 gün önce", "2 hafta önce"]),
    "ko": ("블로그", ["3일 전", "5일 전", "2주 전"], ["4일 전", "6일 전", "2주 전"]),
    "zh": ("博客", ["3天前", "5天前", "2周前"], ["4天前", "6天前", "2周前"]),
}
_POSTS = [("Shipping invoices to Peppol", "peppol-invoices"), ("Our 2026 security review", "security-review-2026"),
          ("How we cut cold starts by 40%", "cold-starts")]


def ghost_blog(lang: str, ages: list[str], posts: list[tuple[str, str]] = _POSTS, theme: str = "5.8.2") -> str:
    title = _AGES[lang][0]
    cards = "".join(
        f'<article class="post-card post tag-engineering"><a class="post-card-image-link" href="/{slug}/">'
        f'<img class="post-card-image" src="/content/images/size/w600/2026/11/{slug}.png" alt=""></a>'
        f'<div class="post-card-content"><a class="post-card-content-link" href="/{slug}/"><header class="post-card-header">'
        f'<h2 class="post-card-title">{t}</h2></header></a><footer class="post-card-meta">'
        f'<span class="post-card-meta-date">{age}</span></footer></div></article>'
        for (t, slug), age in zip(posts, ages + ["1 month ago"] * 5))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title} — Parcelwise</title>'
            f'<link rel="stylesheet" href="/assets/built/screen.css?v={theme}"><meta name="generator" content="Ghost 5.96"></head>'
            f'<body class="home-template"><header class="site-header"><a class="site-nav-logo" href="/">Parcelwise</a></header>'
            f'<main id="site-main" class="site-main"><h1>{title}</h1><div class="post-feed">{cards}</div></main>'
            f'<footer class="site-footer"><section>Parcelwise © 2026</section><a href="https://ghost.org/">Powered by Ghost</a></footer>'
            f'<script src="/assets/built/casper.js?v={theme}"></script></body></html>')


for _lang, (_t, _a, _b) in _AGES.items():
    add(f"ghost blog ({_lang}): every post's relative age ticks", ghost_blog(_lang, _a), ghost_blog(_lang, _b, theme="5.8.3"),
        f"https://blog.parcelwise.{'io' if _lang == 'en' else _lang.split('-')[0]}/", "blog", "quiet")
add("ghost blog (pt-BR): a new post while the ages tick", ghost_blog("pt-BR", _AGES["pt-BR"][1]),
    ghost_blog("pt-BR", ["há 2 horas"] + _AGES["pt-BR"][2], [("Nota fiscal eletrônica em 5 minutos", "nota-fiscal")] + _POSTS),
    "https://blog.parcelwise.pt/", "blog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Nota fiscal eletrônica em 5 minutos"], "items_removed": []})
add("ghost blog (ko): a post retitled while the ages tick", ghost_blog("ko", _AGES["ko"][1]),
    ghost_blog("ko", _AGES["ko"][2], [("Peppol 전자 송장 지원 시작", "peppol-invoices")] + _POSTS[1:]),
    "https://blog.parcelwise.ko/", "blog", "changed", ("minor", "meaningful"), ("post_updated",))


def jekyll_blog(posts: list[tuple[str, str, str]], built: str = "2026-12-04T10:11:12+00:00") -> str:
    lis = "".join(f'<li><span class="post-meta">{d}</span><h3><a class="post-link" href="/{slug}">{t}</a></h3></li>'
                  for t, slug, d in posts)
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Engineering at Kiteform</title>'
            f'<meta name="generator" content="Jekyll v4.3.4"><link rel="alternate" type="application/rss+xml" href="/feed.xml">'
            f'<!-- built {built} --></head><body><header class="site-header"><a class="site-title" href="/">Engineering at Kiteform</a>'
            f'<nav class="site-nav"><a class="page-link" href="/about/">About</a></nav></header><main class="page-content">'
            f'<div class="home"><h2 class="post-list-heading">Posts</h2><ul class="post-list">{lis}</ul>'
            f'<p class="rss-subscribe">subscribe <a href="/feed.xml">via RSS</a></p></div></main>'
            f'<footer class="site-footer"><p>Kiteform Engineering. Content licensed CC BY 4.0.</p></footer></body></html>')


_JK = [("Migrating our job queue to Postgres", "2026/11/28/job-queue-postgres.html", "Nov 28, 2026"),
       ("A year of on-call, in numbers", "2026/11/14/on-call-numbers.html", "Nov 14, 2026"),
       ("Why we stopped using feature branches", "2026/10/30/feature-branches.html", "Oct 30, 2026")]
JK_URL = "https://engineering.kiteform.com/"
add("jekyll blog: rebuilt (build stamp only)", jekyll_blog(_JK), jekyll_blog(_JK, "2026-12-05T08:00:00+00:00"), JK_URL, "blog", "quiet")
add("jekyll blog: a new post", jekyll_blog(_JK),
    jekyll_blog([("Zero-downtime Postgres upgrades with logical replication", "2026/12/05/pg-upgrades.html", "Dec 5, 2026")] + _JK),
    JK_URL, "blog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Zero-downtime Postgres upgrades with logical replication"], "items_removed": []},
    published={"items_added": {"Zero-downtime Postgres upgrades with logical replication": "2026-12-05"}})
add("jekyll blog: a post's title edited (same permalink)", jekyll_blog(_JK),
    jekyll_blog([("Migrating our job queue from Redis to Postgres",) + _JK[0][1:]] + _JK[1:]), JK_URL, "blog", "changed",
    ("minor", "meaningful"), ("post_updated",), absent=ITEMS)


# ============================================================================ Squarespace summary block blog (nl)

def squarespace_news(posts: list[tuple[str, str, str, str]], yui: str = "yui_3_17_2_1_1733480000000_1234") -> str:
    items = "".join(
        f'<div class="summary-item summary-item-record-type-text" id="{yui}{i}"><div class="summary-content sqs-gallery-meta-container">'
        f'<div class="summary-title"><a href="/nieuws/{slug}" class="summary-title-link">{t}</a></div>'
        f'<div class="summary-metadata-container summary-metadata-container--below-content"><div class="summary-metadata">'
        f'<time class="summary-metadata-item summary-metadata-item--date" datetime="{d}">{d}</time></div></div>'
        f'<div class="summary-excerpt"><p>{ex}</p></div><a href="/nieuws/{slug}" class="summary-read-more-link">Lees meer →</a></div></div>'
        for i, (t, slug, d, ex) in enumerate(posts))
    return (f'<!doctype html><html lang="nl-NL"><head><meta charset="utf-8"><title>Nieuws — Groenkracht Energie</title>'
            f'<script>Static.SQUARESPACE_CONTEXT = {{"website":{{"id":"5f1a2b3c"}},"pageId":"{yui[-6:]}"}};</script></head>'
            f'<body id="collection-5f1a2b3c4d" class="view-list"><header class="Header"><a href="/">Groenkracht</a>'
            f'<nav><a href="/over-ons">Over ons</a><a href="/nieuws">Nieuws</a></nav></header><main id="page" role="main">'
            f'<div class="sqs-block summary-v2-block"><div class="sqs-block-content"><h2>Laatste nieuws</h2>'
            f'<div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list">{items}</div></div></div></div></main>'
            f'<footer class="Footer"><p>© 2026 Groenkracht Energie B.V. · KvK 87654321</p></footer></body></html>')


_SQ = [("Groenkracht opent tweede zonnepark in Drenthe", "tweede-zonnepark-drenthe", "2026-11-26",
        "Het park van 42 hectare levert stroom aan 12.000 huishoudens."),
       ("Nieuwe thuisbatterij vanaf januari leverbaar", "thuisbatterij-januari", "2026-11-12",
        "De batterij slaat tot 10 kWh op en werkt met elke omvormer."),
       ("Groenkracht wint Duurzaamheidsprijs 2026", "duurzaamheidsprijs-2026", "2026-10-30",
        "De jury prees de coöperatieve aanpak.")]
SQ_URL = "https://www.groenkracht.nl/nieuws"
add("squarespace news (nl): yui ids re-minted", squarespace_news(_SQ), squarespace_news(_SQ, "yui_3_17_2_1_1733569999999_8812"),
    SQ_URL, "blog", "quiet")
add("squarespace news (nl): a new post", squarespace_news(_SQ),
    squarespace_news([("Groenkracht neemt windcoöperatie Zeewind over", "zeewind-overname", "2026-12-04",
                       "Met de overname groeit het vermogen naar 180 MW.")] + _SQ),
    SQ_URL, "blog", "changed", ("meaningful", "major"), ("post_published",),
    exact={"items_added": ["Groenkracht neemt windcoöperatie Zeewind over"], "items_removed": []})
add("squarespace news (nl): an excerpt edited (12.000 → 14.000 households)", squarespace_news(_SQ),
    squarespace_news([_SQ[0][:3] + ("Het park van 42 hectare levert stroom aan 14.000 huishoudens.",)] + _SQ[1:]),
    SQ_URL, "blog", "changed", ("minor", "meaningful"), ("post_updated", "content_changed"), absent=ITEMS)


# ============================================================================ visit noise on a Wix product page / homepage

def wix_home(headline: str = "Ceramics made slowly, in Porto", viewers: str = "12 people are viewing this page",
             greeting: str = "", logos: tuple[str, ...] = ("Aesop", "Muji", "Hay", "Ferm Living"), csrf: str = "x9Y8w7",
             countdown: str = "Sale ends in 02:14:33", year: str = "2026", team: tuple[tuple[str, str], ...] = (
                 ("Inês Carvalho", "Founder & Ceramicist"), ("Tomás Reis", "Studio Manager"), ("Marta Lopes", "Glaze Chemist")),
             extra: str = "") -> str:
    logo = "".join(f'<li data-testid="gallery-item"><img alt="{x}" src="https://static.wixstatic.com/media/{x.lower()}.png/v1/fill/w_120,h_60"/></li>'
                   for x in logos)
    people = "".join(
        f'<div data-testid="richTextElement" class="wixui-rich-text" style="position:relative;width:280px;left:{40 + i * 300}px">'
        f'<h4 class="font_8 wixui-rich-text__text" style="font-size:20px;line-height:1.4em"><span style="color:#1A1A1A">{n}</span></h4>'
        f'<p class="font_8 wixui-rich-text__text" style="font-size:15px"><span style="color:#555">{r}</span></p></div>'
        for i, (n, r) in enumerate(team))
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Barro Studio | Handmade ceramics</title>'
            f'<meta name="generator" content="Wix.com Website Builder"></head><body><div id="SITE_CONTAINER">'
            f'<header id="SITE_HEADER"><a href="/">Barro Studio</a><nav><a href="/shop">Shop</a><a href="/about">About</a></nav></header>'
            f'<main id="PAGES_CONTAINER"><section id="comp-lk3">{greeting}'
            f'<h1 class="font_0 wixui-rich-text__text" style="font-size:64px;text-align:center">{headline}</h1>'
            f'<p class="font_7" style="font-size:18px">Small-batch stoneware for everyday tables, thrown and glazed by hand.</p>'
            f'<div data-testid="countdown" class="countdown-banner"><p>{countdown}</p></div>'
            f'<p data-hook="viewers-count" class="live-viewers">{viewers}</p></section>'
            f'<section id="comp-lk4"><h2 class="font_2">Stocked by</h2><ul data-testid="gallery" class="pro-gallery">{logo}</ul></section>'
            f'<section id="comp-lk5"><h2 class="font_2">The studio</h2>{people}</section>{extra}'
            f'<section id="comp-lk6"><h2 class="font_2">Newsletter</h2><form action="/_api/forms" method="post">'
            f'<input type="hidden" name="csrfToken" value="{csrf}"><input type="email" name="email" placeholder="Email">'
            f'<button type="submit">Subscribe</button></form></section></main>'
            f'<footer id="SITE_FOOTER"><p class="font_9">© {year} by Barro Studio. Proudly created with Wix.com</p></footer>'
            f'</div></body></html>')


WIX_URL = "https://www.barrostudio.pt/"
add("wix homepage: viewers, countdown, csrf and a shuffled logo wall", wix_home(),
    wix_home(viewers="19 people are viewing this page", countdown="Sale ends in 01:58:07", csrf="Qq1Ww2",
             logos=("Hay", "Aesop", "Ferm Living", "Muji")), WIX_URL, "homepage", "quiet")
add("wix homepage: team cards in another order per visit", wix_home(),
    wix_home(team=(("Marta Lopes", "Glaze Chemist"), ("Inês Carvalho", "Founder & Ceramicist"), ("Tomás Reis", "Studio Manager"))),
    WIX_URL, "homepage", "quiet")
add("wix homepage: a personalised greeting for a returning visitor", wix_home(),
    wix_home(greeting='<p class="member-greeting" data-testid="member-greeting">Welcome back, Ana!</p>'), WIX_URL,
    "homepage", "quiet")
add("wix homepage: viewers in Portuguese ('12 pessoas estão vendo')", wix_home(viewers="12 pessoas estão vendo esta página"),
    wix_home(viewers="27 pessoas estão vendo esta página"), WIX_URL, "homepage", "quiet")
add("wix homepage: viewers in German ('Gerade sehen sich 8 Personen …')", wix_home(viewers="Gerade sehen sich 8 Personen diese Seite an"),
    wix_home(viewers="Gerade sehen sich 11 Personen diese Seite an"), WIX_URL, "homepage", "quiet")
add("wix homepage: viewers in Dutch and a countdown in Italian", wix_home(viewers="14 mensen bekijken dit nu",
                                                                         countdown="L'offerta termina tra 2 giorni 04:11:09"),
    wix_home(viewers="9 mensen bekijken dit nu", countdown="L'offerta termina tra 1 giorno 23:59:10"), WIX_URL, "homepage", "quiet")
add("wix homepage: the copyright year rolls over", wix_home(), wix_home(year="2027"), WIX_URL, "homepage", "quiet")
add("wix homepage: the headline rewritten while the noise churns", wix_home(),
    wix_home(headline="Stoneware for restaurants, made in Porto", viewers="3 people are viewing this page", csrf="Zz9"),
    WIX_URL, "homepage", "changed", ("minor", "meaningful"), contains={"blocks_added": ["Stoneware for restaurants"]})
add("wix homepage: a member joins the studio", wix_home(),
    wix_home(team=(("Inês Carvalho", "Founder & Ceramicist"), ("Tomás Reis", "Studio Manager"), ("Marta Lopes", "Glaze Chemist"),
                   ("Rui Almeida", "Head of Wholesale"))), WIX_URL, "homepage", "changed", ("minor", "meaningful"))


# ============================================================================ docs: MkDocs / GitBook quantities, Mintlify changelog

def mkdocs_limits(limit: str = "600 requests per minute", burst: str = "100", updated: str = "December 1, 2026",
                  commit: str = "4f2a9c1") -> str:
    return (f'<!doctype html><html lang="en" class="no-js"><head><meta charset="utf-8"><title>Rate limits - Parcelwise API</title>'
            f'<meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.5.44"></head><body dir="ltr">'
            f'<header class="md-header"><a href="/" class="md-header__button md-logo">Parcelwise</a></header>'
            f'<div class="md-container"><main class="md-main"><div class="md-content" data-md-component="content"><article class="md-content__inner md-typeset">'
            f'<h1 id="rate-limits">Rate limits</h1><p>Every API key may send up to <strong>{limit}</strong>. Bursts of up to '
            f'{burst} requests are smoothed over one second.</p><h2 id="headers">Response headers</h2><table><thead><tr><th>Header</th>'
            f'<th>Meaning</th></tr></thead><tbody><tr><td><code>X-RateLimit-Remaining</code></td><td>Requests left in the window</td></tr>'
            f'<tr><td><code>Retry-After</code></td><td>Seconds to wait after a 429</td></tr></tbody></table>'
            f'<aside class="md-source-file"><span class="md-source-file__fact"><span class="git-revision-date-localized-plugin '
            f'git-revision-date-localized-plugin-date">{updated}</span></span></aside></article></div></main>'
            f'<footer class="md-footer"><div class="md-copyright">Copyright © 2026 Parcelwise · build {commit}</div></footer></div></body></html>')


MK_URL = "https://docs.parcelwise.io/api/rate-limits/"
add("mkdocs docs: rebuilt (revision date and build hash)", mkdocs_limits(),
    mkdocs_limits(updated="December 5, 2026", commit="9e1d0b7"), MK_URL, "docs", "quiet")
add("mkdocs docs: the rate limit cut 600 → 300 per minute", mkdocs_limits(),
    mkdocs_limits("300 requests per minute", updated="December 5, 2026"), MK_URL, "docs", "changed", ("meaningful", "major"))
add("mkdocs docs: the burst raised 100 → 200", mkdocs_limits(), mkdocs_limits(burst="200"), MK_URL, "docs", "changed",
    ("meaningful", "major"))


def mintlify_changelog(entries: list[tuple[str, str, str]], build: str = "kX9sT2") -> str:
    ups = "".join(f'<div class="update-container" id="{d.lower().replace(" ", "-")}"><div class="update-label">{d}</div>'
                  f'<div class="update-description">{v}</div><div class="prose"><h2>{t}</h2><p>Details for {t.lower()}.</p></div></div>'
                  for d, v, t in entries)
    return (f'<!DOCTYPE html><html lang="en"><head><title>Changelog - Parcelwise Docs</title>'
            f'<link rel="stylesheet" href="/_next/static/css/{build}.css"></head><body><div id="__next">'
            f'<nav id="sidebar"><a href="/introduction">Introduction</a><a href="/changelog">Changelog</a></nav>'
            f'<div id="content-area"><header><h1 id="page-title">Changelog</h1><p>New features and fixes in the Parcelwise API.</p></header>'
            f'<div class="mdx-content">{ups}</div></div></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{{"buildId":"{build}"}}</script></body></html>')


_MT = [("November 2026", "v3.4", "Webhooks for returns"), ("October 2026", "v3.3", "Batch label printing")]
MT_URL = "https://docs.parcelwise.io/changelog"
add("mintlify changelog: an update added", mintlify_changelog(_MT),
    mintlify_changelog([("December 2026", "v3.5", "Customs documents for the UK")] + _MT, "pQ7rS1"), MT_URL, "changelog",
    "changed", ("meaningful",), ("post_published",), exact={"items_added": ["Customs documents for the UK"], "items_removed": []})


# ============================================================================ a HubSpot CMS legal page

def hubspot_terms(clause: str = "Either party may terminate this Agreement with thirty (30) days' written notice.",
                  updated: str = "Last updated: November 3, 2026", hs: str = "1733480000000", extra: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Terms of Service | Ledgerkite</title>'
            f'<script>var hsVars = {{"render_id":"{hs}","ticks":{hs},"page_id":98765432101}};</script></head><body>'
            f'<div class="body-wrapper hs-content-id-98765432101 hs-site-page page"><div data-global-resource-path="theme/header.html">'
            f'<header class="header"><a href="/">Ledgerkite</a></header></div><main id="main-content" class="body-container-wrapper">'
            f'<div class="row-fluid-wrapper row-depth-1"><div class="span12 widget-span widget-type-cell"><div class="hs_cos_wrapper '
            f'hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" id="hs_cos_wrapper_widget_{hs[-5:]}">'
            f'<span id="hs_cos_wrapper_widget_{hs[-5:]}_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text">'
            f'<h1>Terms of Service</h1><p><em>{updated}</em></p><h2>1. Services</h2><p>Ledgerkite provides bookkeeping software '
            f'as a service to businesses.</p><h2>2. Fees</h2><p>Fees are billed in advance and are non-refundable except as '
            f'required by law.</p><h2>3. Termination</h2><p>{clause}</p>{extra}<h2>4. Governing law</h2><p>These terms are '
            f'governed by the laws of Ireland.</p></span></div></div></div></main>'
            f'<footer class="footer"><p>© 2026 Ledgerkite Ltd.</p></footer></div>'
            f'<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>'
            f'<script src="//js.hs-scripts.com/1234567.js?businessUnitId=0"></script></body></html>')


HS_URL = "https://www.ledgerkite.com/legal/terms"
add("hubspot terms: render ids churn and the date alone moves", hubspot_terms(),
    hubspot_terms(updated="Last updated: December 4, 2026", hs="1733570000000"), HS_URL, "legal", "quiet")
add("hubspot terms: the notice period changed 30 → 60 days", hubspot_terms(),
    hubspot_terms("Either party may terminate this Agreement with sixty (60) days' written notice.",
                  "Last updated: December 4, 2026"), HS_URL, "legal", "changed", ("meaningful", "major"), ("policy_changed",))
add("hubspot terms: an AI clause added", hubspot_terms(),
    hubspot_terms(extra="<h2>3a. Use of AI</h2><p>We do not use Customer Data to train machine learning models without "
                        "the Customer's prior written consent.</p>"), HS_URL, "legal", "changed", ("major",), ("policy_changed",))


# ============================================================================ careers pages in more languages (plain lists)

def careers_list(lang: str, title: str, heading: str, jobs: list[tuple[str, str, str]], path: str, meta_sep: str = " · ",
                 build: str = "b1") -> str:
    lis = "".join(f'<li class="position"><a href="{path}{slug}"><span class="position-title">{t}</span>'
                  f'<span class="position-meta">{meta}</span></a></li>' for t, meta, slug in jobs)
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<link rel="stylesheet" href="/static/app.{build}.css"></head><body><header><nav><a href="/">Home</a></nav></header>'
            f'<main><h1>{heading}</h1><ul class="positions">{lis}</ul></main><footer><p>© 2026</p></footer></body></html>')


_LANG_JOBS = {
    "nl": ("Werken bij Fietsdeal", "Vacatures", "/vacatures/", [
        ("Medior Backend Developer", "Engineering · Utrecht · Fulltime", "medior-backend-developer"),
        ("Klantenservice Medewerker", "Support · Amersfoort · Parttime", "klantenservice-medewerker"),
        ("Product Owner Checkout", "Product · Utrecht · Fulltime", "product-owner-checkout")],
        ("Klantenservice Medewerker", "Support · Utrecht · Parttime", "klantenservice-medewerker"),
        ("Data Engineer", "Engineering · Utrecht · Fulltime", "data-engineer")),
    "pl": ("Kariera – Faktura.pl", "Oferty pracy", "/kariera/", [
        ("Starszy Programista Python", "Inżynieria · Kraków · Pełny etat", "starszy-programista-python"),
        ("Specjalista ds. Księgowości", "Finanse · Warszawa · Pełny etat", "specjalista-ksiegowosci"),
        ("Grafik UX/UI", "Produkt · Zdalnie · B2B", "grafik-ux-ui")],
        ("Specjalista ds. Księgowości", "Finanse · Gdańsk · Pełny etat", "specjalista-ksiegowosci"),
        ("Tester Automatyzujący", "Inżynieria · Kraków · Pełny etat", "tester-automatyzujacy")),
    "fi": ("Ura – Laskupalvelu Oy", "Avoimet työpaikat", "/ura/", [
        ("Ohjelmistokehittäjä", "Kehitys · Helsinki · Kokoaikainen", "ohjelmistokehittaja"),
        ("Asiakasvastaava", "Myynti · Tampere · Kokoaikainen", "asiakasvastaava"),
        ("Palvelumuotoilija", "Design · Etä · Kokoaikainen", "palvelumuotoilija")],
        ("Asiakasvastaava", "Myynti · Oulu · Kokoaikainen", "asiakasvastaava"),
        ("Tietoturva-asiantuntija", "Kehitys · Helsinki · Kokoaikainen", "tietoturva-asiantuntija")),
    "tr": ("Kariyer – Faturix", "Açık pozisyonlar", "/kariyer/", [
        ("Kıdemli Yazılım Mühendisi", "Mühendislik · İstanbul · Tam zamanlı", "kidemli-yazilim-muhendisi"),
        ("Müşteri Başarı Yöneticisi", "Satış · Ankara · Tam zamanlı", "musteri-basari-yoneticisi"),
        ("Ürün Tasarımcısı", "Ürün · Uzaktan · Tam zamanlı", "urun-tasarimcisi")],
        ("Müşteri Başarı Yöneticisi", "Satış · İzmir · Tam zamanlı", "musteri-basari-yoneticisi"),
        ("Veri Analisti", "Mühendislik · İstanbul · Tam zamanlı", "veri-analisti")),
    "ko": ("채용 | 페이노트", "채용 중인 포지션", "/careers/", [
        ("백엔드 엔지니어", "개발 · 서울 · 정규직", "backend-engineer"),
        ("프로덕트 디자이너", "디자인 · 서울 · 정규직", "product-designer"),
        ("세일즈 매니저", "영업 · 부산 · 정규직", "sales-manager")],
        ("프로덕트 디자이너", "디자인 · 부산 · 정규직", "product-designer"),
        ("데이터 엔지니어", "개발 · 서울 · 정규직", "data-engineer")),
    "zh": ("加入我们 - 票通科技", "社会招聘", "/jobs/", [
        ("高级后端工程师", "技术 · 上海 · 全职", "senior-backend"),
        ("产品经理", "产品 · 北京 · 全职", "product-manager"),
        ("销售总监", "销售 · 深圳 · 全职", "sales-director")],
        ("产品经理", "产品 · 杭州 · 全职", "product-manager"),
        ("数据分析师", "技术 · 上海 · 全职", "data-analyst")),
    "pt-BR": ("Trabalhe conosco – Notafácil", "Vagas abertas", "/carreiras/", [
        ("Desenvolvedor Backend Sênior", "Engenharia · São Paulo · CLT", "desenvolvedor-backend-senior"),
        ("Analista de Suporte", "Suporte · Curitiba · CLT", "analista-de-suporte"),
        ("Designer de Produto", "Produto · Remoto · PJ", "designer-de-produto")],
        ("Analista de Suporte", "Suporte · Florianópolis · CLT", "analista-de-suporte"),
        ("Engenheiro de Dados", "Engenharia · São Paulo · CLT", "engenheiro-de-dados")),
    "sv": ("Jobba hos oss – Kvittra", "Lediga tjänster", "/jobb/", [
        ("Senior Backendutvecklare", "Teknik · Stockholm · Heltid", "senior-backendutvecklare"),
        ("Kundtjänstmedarbetare", "Support · Göteborg · Heltid", "kundtjanstmedarbetare"),
        ("Produktdesigner", "Produkt · Distans · Heltid", "produktdesigner")],
        ("Kundtjänstmedarbetare", "Support · Malmö · Heltid", "kundtjanstmedarbetare"),
        ("Dataingenjör", "Teknik · Stockholm · Heltid", "dataingenjor")),
}
for _lang, (_title, _h, _path, _jobs, _moved, _new) in _LANG_JOBS.items():
    _host = f"https://www.{_lang.split('-')[0]}.example-co.com{_path}"
    _page = careers_list(_lang, _title, _h, _jobs, _path)
    add(f"careers ({_lang}): rebuilt", _page, careers_list(_lang, _title, _h, _jobs, _path, build="c2"), _host, "careers", "quiet")
    add(f"careers ({_lang}): a job moved to another city", _page,
        careers_list(_lang, _title, _h, [_jobs[0], _moved, _jobs[2]], _path), _host, "careers", "changed", ("meaningful",),
        ("jobs_changed",), absent=JOBS)
    add(f"careers ({_lang}): a job closed and another opened", _page,
        careers_list(_lang, _title, _h, [_jobs[0], _jobs[1], _new], _path), _host, "careers", "changed", ("meaningful",),
        ("jobs_added", "jobs_removed"), exact={"jobs_added": [_new[0]], "jobs_removed": [_jobs[2][0]]})


# ============================================================================ Indian pricing: ₹ / Rs. / INR written inconsistently

def inr_pricing(plans: list[tuple[str, str, list[str]]], note: str = "All prices exclusive of GST") -> str:
    cards = "".join(f'<div class="plan-card"><h3 class="plan-name">{n}</h3><p class="plan-price">{p}<span class="per"> / month</span></p>'
                    f'<ul>{"".join(f"<li>{f}</li>" for f in feats)}</ul><a class="btn" href="/signup?plan={n.lower()}">Start free trial</a></div>'
                    for n, p, feats in plans)
    return (f'<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Pricing | Khatabook Pro</title></head><body>'
            f'<header><a href="/">Khatabook Pro</a><nav><a href="/pricing">Pricing</a></nav></header><main><h1>Plans for every business</h1>'
            f'<p>{note}</p><div class="plans-grid">{cards}</div></main><footer><p>© 2026 Khatabook Pro Pvt. Ltd.</p></footer></body></html>')


_INR = [("Basic", "₹499", ["1 user", "GST invoices"]), ("Growth", "₹1,499", ["5 users", "GST invoices", "E-way bills"]),
        ("Enterprise", "₹12,999", ["Unlimited users", "GST invoices", "E-way bills", "Dedicated manager"])]
INR_URL = "https://khatabookpro.in/pricing"
add("inr pricing: '₹' re-written 'Rs.' on every plan (same amounts)", inr_pricing(_INR),
    inr_pricing([(n, p.replace("₹", "Rs. "), f) for n, p, f in _INR]), INR_URL, "pricing", "any", ("minor",),
    absent=PLANS + ("price_changes",))
add("inr pricing: '₹' re-written 'Rs' and Growth raised to Rs 1,799", inr_pricing(_INR),
    inr_pricing([(n, p.replace("₹", "Rs "), f) for n, p, f in _INR[:1]] + [("Growth", "Rs 1,799", _INR[1][2])]
                + [(n, p.replace("₹", "Rs "), f) for n, p, f in _INR[2:]]), INR_URL, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Growth", "₹1,499", "Rs 1,799"),))
add("inr pricing: Enterprise in lakh grouping ₹12,999 → ₹1,19,999 yearly shown", inr_pricing(_INR),
    inr_pricing(_INR[:2] + [("Enterprise", "₹1,19,999", _INR[2][2])]), INR_URL, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Enterprise", "₹12,999", "₹1,19,999"),))
add("inr pricing: Basic gains a feature", inr_pricing(_INR),
    inr_pricing([("Basic", "₹499", ["1 user", "GST invoices", "WhatsApp reminders"])] + _INR[1:]), INR_URL, "pricing", "changed",
    ("meaningful", "major"), ("plan_changed",), absent=PLANS + ("price_changes",))
add("inr pricing: the GST note changed to inclusive", inr_pricing(_INR), inr_pricing(_INR, "All prices inclusive of GST"),
    INR_URL, "pricing", "changed", ("minor", "meaningful", "major", "critical"))


# ============================================================================ status pages: incident resolved (nl, it), build hash

def status_page(lang: str, banner: str, components: list[tuple[str, str]], incidents: str, asset: str = "9a8b7c",
                refreshed: str = "") -> str:
    rows = "".join(f'<div class="component-container"><span class="name">{n}</span><span class="component-status">{st}</span></div>'
                   for n, st in components)
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>Kassaflow Status</title>'
            f'<link rel="stylesheet" href="/assets/status-{asset}.css"></head><body><div class="container">'
            f'<div class="page-status"><h2 class="status">{banner}</h2>{refreshed}</div>'
            f'<div class="components-section">{rows}</div><div class="incidents-list">{incidents}</div></div>'
            f'<footer><a href="https://www.kassaflow.nl">Kassaflow</a> · Powered by Atlassian Statuspage</footer></body></html>')


def nl_incident(status: str, text: str, extra: str = "") -> str:
    return (f'<div class="unresolved-incident impact-major"><div class="incident-title"><a href="/incidents/x1y2z3">'
            f'Storing bij pinbetalingen</a></div><div class="updates"><div class="update"><strong>{status}</strong> - {text}'
            f'<small>4 dec 2026 - 10:12 CET</small></div>{extra}</div></div>')


_NL_OK = [("Kassasysteem", "Operationeel"), ("Pinbetalingen", "Operationeel"), ("Webshop API", "Operationeel")]
_NL_DOWN = [("Kassasysteem", "Operationeel"), ("Pinbetalingen", "Grote storing"), ("Webshop API", "Operationeel")]
ST_URL = "https://status.kassaflow.nl/"
_NL_OPEN = status_page("nl", "Storing bij pinbetalingen", _NL_DOWN,
                       nl_incident("Onderzoek", "We onderzoeken problemen met pinbetalingen in alle winkels."))
add("status (nl): asset hash and 'bijgewerkt' stamp", status_page("nl", "Alle systemen operationeel", _NL_OK, "",
                                                                  refreshed="<small>Bijgewerkt 2 minuten geleden</small>"),
    status_page("nl", "Alle systemen operationeel", _NL_OK, "", "1f2e3d", "<small>Bijgewerkt 5 minuten geleden</small>"),
    ST_URL, "status", "quiet")
add("status (nl): an incident opened and a component down", status_page("nl", "Alle systemen operationeel", _NL_OK, ""),
    _NL_OPEN, ST_URL, "status", "changed", ("major", "critical"), ("incident_opened", "component_outage"))
add("status (nl): the incident resolved and the component back", _NL_OPEN,
    status_page("nl", "Alle systemen operationeel", _NL_OK,
                nl_incident("Opgelost", "Pinbetalingen werken weer normaal.",
                            '<div class="update"><strong>Onderzoek</strong> - We onderzoeken problemen met pinbetalingen in '
                            'alle winkels.<small>4 dec 2026 - 10:12 CET</small></div>').replace("unresolved-incident", "resolved-incident")),
    ST_URL, "status", "changed", ("meaningful", "major"), ("incident_resolved", "component_recovered"))


# ============================================================================ a Docusaurus docs page and a GitBook page

def docusaurus(body: str, hash_: str = "a1b2c3d4", edited: str = "Dec 1, 2026", author: str = "mkovacs") -> str:
    return (f'<!doctype html><html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current">'
            f'<head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.6.3"><title>Webhooks | Kassaflow Docs</title>'
            f'<link rel="stylesheet" href="/assets/css/styles.{hash_}.css"><script src="/assets/js/runtime~main.{hash_}.js" defer></script>'
            f'</head><body class="navigation-with-keyboard"><div id="__docusaurus"><nav class="navbar navbar--fixed-top">'
            f'<a class="navbar__brand" href="/">Kassaflow Docs</a></nav><div class="main-wrapper docsWrapper_hBAB">'
            f'<aside class="theme-doc-sidebar-container"><nav class="menu"><a class="menu__link" href="/docs/intro">Intro</a>'
            f'<a class="menu__link menu__link--active" href="/docs/webhooks">Webhooks</a></nav></aside>'
            f'<main class="docMainContainer_TBSr"><article><div class="theme-doc-markdown markdown"><header><h1>Webhooks</h1></header>'
            f'{body}</div><footer class="theme-doc-footer docusaurus-mt-lg"><div class="theme-doc-footer-edit-meta-row row">'
            f'<span class="theme-last-updated">Last updated on <b><time datetime="2026-12-01T10:00:00.000Z">{edited}</time></b> by '
            f'<b>{author}</b></span></div></footer></article></main></div></div></body></html>')


_DOCU = ("<p>Kassaflow sends a POST request to your endpoint for every event.</p><h2 id=\"retries\">Retries</h2>"
         "<p>Failed deliveries are retried up to 5 times with exponential backoff.</p><h2 id=\"timeouts\">Timeouts</h2>"
         "<p>Your endpoint must answer within 10 seconds.</p>")
DOCU_URL = "https://docs.kassaflow.nl/docs/webhooks"
add("docusaurus: rebuilt, edited by someone else elsewhere (hashes, last-updated)", docusaurus(_DOCU),
    docusaurus(_DOCU, "e5f6a7b8", "Dec 5, 2026", "jdevries"), DOCU_URL, "docs", "quiet")
add("docusaurus: retries cut 5 → 3", docusaurus(_DOCU), docusaurus(_DOCU.replace("up to 5 times", "up to 3 times"), "e5f6a7b8"),
    DOCU_URL, "docs", "changed", ("meaningful", "major"))
add("docusaurus: a section added (signatures)", docusaurus(_DOCU),
    docusaurus(_DOCU + "<h2 id=\"signatures\">Signatures</h2><p>Every request carries an <code>X-Kassaflow-Signature</code> "
                       "header: an HMAC-SHA256 of the body with your endpoint's secret.</p>"), DOCU_URL, "docs", "changed",
    ("meaningful", "major"))


# ============================================================================ legal pages in Polish and Swedish

def legal(lang: str, title: str, stamp: str, sections: list[tuple[str, str]], nonce: str = "k1") -> str:
    secs = "".join(f"<h2>{h}</h2><p>{p}</p>" for h, p in sections)
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<script nonce="{nonce}">window.__ENV={{"rid":"{nonce}"}}</script></head><body><header><a href="/">Home</a></header>'
            f'<main><article class="legal"><h1>{title}</h1><p class="updated">{stamp}</p>{secs}</article></main>'
            f'<footer><p>© 2026</p></footer></body></html>')


_PL = [("§1 Postanowienia ogólne", "Regulamin określa zasady korzystania z serwisu Faktura.pl."),
       ("§2 Płatności", "Opłaty pobierane są z góry za każdy okres rozliczeniowy."),
       ("§3 Rozwiązanie umowy", "Użytkownik może wypowiedzieć umowę z zachowaniem 14-dniowego okresu wypowiedzenia.")]
PL_URL = "https://faktura.pl/regulamin"
add("legal (pl): only 'Ostatnia aktualizacja' moved", legal("pl", "Regulamin serwisu", "Ostatnia aktualizacja: 3 listopada 2026", _PL),
    legal("pl", "Regulamin serwisu", "Ostatnia aktualizacja: 4 grudnia 2026", _PL, "k2"), PL_URL, "legal", "quiet")
add("legal (pl): the notice period 14 → 30 days", legal("pl", "Regulamin serwisu", "Ostatnia aktualizacja: 3 listopada 2026", _PL),
    legal("pl", "Regulamin serwisu", "Ostatnia aktualizacja: 4 grudnia 2026",
          _PL[:2] + [("§3 Rozwiązanie umowy", "Użytkownik może wypowiedzieć umowę z zachowaniem 30-dniowego okresu wypowiedzenia.")]),
    PL_URL, "legal", "changed", ("meaningful", "major"), ("policy_changed",))
_SV = [("1. Personuppgiftsansvarig", "Kvittra AB är personuppgiftsansvarig för behandlingen av dina uppgifter."),
       ("2. Lagringstid", "Vi sparar dina uppgifter i 24 månader efter att kontot avslutats."),
       ("3. Dina rättigheter", "Du har rätt att begära utdrag, rättelse och radering.")]
SV_URL = "https://kvittra.se/integritetspolicy"
add("legal (sv): only 'Senast uppdaterad' moved", legal("sv", "Integritetspolicy", "Senast uppdaterad: 3 november 2026", _SV),
    legal("sv", "Integritetspolicy", "Senast uppdaterad: 4 december 2026", _SV, "k2"), SV_URL, "legal", "quiet")
add("legal (sv): retention 24 → 36 months", legal("sv", "Integritetspolicy", "Senast uppdaterad: 3 november 2026", _SV),
    legal("sv", "Integritetspolicy", "Senast uppdaterad: 4 december 2026",
          [_SV[0], ("2. Lagringstid", "Vi sparar dina uppgifter i 36 månader efter att kontot avslutats."), _SV[2]]),
    SV_URL, "legal", "changed", ("meaningful", "major"), ("policy_changed",))
add("legal (sv): a processor section added", legal("sv", "Integritetspolicy", "Senast uppdaterad: 3 november 2026", _SV),
    legal("sv", "Integritetspolicy", "Senast uppdaterad: 3 november 2026",
          _SV + [("4. Personuppgiftsbiträden", "Vi anlitar Amazon Web Services EMEA SARL för drift av tjänsten inom EU och "
                                              "Stripe Payments Europe Ltd för betalningar.")]),
    SV_URL, "legal", "changed", ("major",), ("policy_changed",))
_DA = [("1. Dataansvarlig", "Regnskab ApS er dataansvarlig for behandlingen af dine oplysninger."),
       ("2. Opbevaring", "Vi opbevarer dine oplysninger i 5 år af hensyn til bogføringsloven.")]
DA_URL = "https://regnskab.dk/privatlivspolitik"
add("legal (da): only 'Sidst opdateret' moved", legal("da", "Privatlivspolitik", "Sidst opdateret: 3. november 2026", _DA),
    legal("da", "Privatlivspolitik", "Sidst opdateret: 4. december 2026", _DA, "k2"), DA_URL, "legal", "quiet")
add("legal (fi): only 'Päivitetty' moved", legal("fi", "Tietosuojaseloste", "Päivitetty 3.11.2026", _DA),
    legal("fi", "Tietosuojaseloste", "Päivitetty 4.12.2026", _DA, "k2"), "https://laskupalvelu.fi/tietosuoja", "legal", "quiet")
add("legal (tr): only 'Son güncelleme' moved", legal("tr", "Gizlilik Politikası", "Son güncelleme: 3 Kasım 2026", _DA),
    legal("tr", "Gizlilik Politikası", "Son güncelleme: 4 Aralık 2026", _DA, "k2"), "https://faturix.com.tr/gizlilik", "legal", "quiet")
add("legal (ko): only '최종 수정일' moved", legal("ko", "개인정보처리방침", "최종 수정일: 2026년 11월 3일", _DA),
    legal("ko", "개인정보처리방침", "최종 수정일: 2026년 12월 4일", _DA, "k2"), "https://paynote.kr/privacy", "legal", "quiet")
add("legal (zh): only '最后更新' moved", legal("zh", "隐私政策", "最后更新：2026年11月3日", _DA),
    legal("zh", "隐私政策", "最后更新：2026年12月4日", _DA, "k2"), "https://piaotong.cn/privacy", "legal", "quiet")
add("legal (it): only 'Ultimo aggiornamento' moved", legal("it", "Informativa sulla privacy", "Ultimo aggiornamento: 3 novembre 2026", _DA),
    legal("it", "Informativa sulla privacy", "Ultimo aggiornamento: 4 dicembre 2026", _DA, "k2"), "https://www.fatturino.it/privacy",
    "legal", "quiet")
add("legal (pt-BR): only 'Atualizado em' moved", legal("pt-BR", "Política de Privacidade", "Atualizado em 03/11/2026", _DA),
    legal("pt-BR", "Política de Privacidade", "Atualizado em 04/12/2026", _DA, "k2"), "https://notafacil.com.br/privacidade",
    "legal", "quiet")
add("legal (nb): only 'Sist oppdatert' moved", legal("nb", "Personvernerklæring", "Sist oppdatert: 3. november 2026", _DA),
    legal("nb", "Personvernerklæring", "Sist oppdatert: 4. desember 2026", _DA, "k2"), "https://regnskap.no/personvern", "legal",
    "quiet")


# ============================================================================ a homepage with an A/B headline and a "Last updated" footer

def marketing_home(headline: str, sub: str, footer: str = "Last updated: December 1, 2026", variant: str = "a",
                   hero_cls: str = "hero") -> str:
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kassaflow — point of sale for bike shops</title>'
            f'<script src="/_next/static/chunks/main-{variant}9f8e.js"></script></head><body><header class="site-header">'
            f'<a href="/">Kassaflow</a><nav><a href="/pricing">Pricing</a></nav></header><main>'
            f'<section class="{hero_cls}" data-experiment="hero-copy-q4" data-variant="{variant}"><h1>{headline}</h1><p>{sub}</p>'
            f'<a class="button" href="/signup">Start free</a></section>'
            f'<section class="features"><h2>Everything your shop needs</h2><div class="feature"><h3>Repairs</h3>'
            f'<p>Track every repair job from intake to pickup.</p></div><div class="feature"><h3>Inventory</h3>'
            f'<p>Know what is in stock across every store.</p></div></section></main>'
            f'<footer class="site-footer"><p>{footer}</p><p>© 2026 Kassaflow B.V.</p></footer></body></html>')


HOME_URL = "https://www.kassaflow.com/"
add("homepage: 'Last updated' footer moved", marketing_home("Run your bike shop from one screen", "Sales, repairs and stock."),
    marketing_home("Run your bike shop from one screen", "Sales, repairs and stock.", "Last updated: December 5, 2026"), HOME_URL,
    "homepage", "quiet")
add("homepage: a feature section's copy changed (not in the experiment)",
    marketing_home("Run your bike shop from one screen", "Sales, repairs and stock."),
    marketing_home("Run your bike shop from one screen", "Sales, repairs and stock.").replace(
        "Know what is in stock across every store.", "Know what is in stock across every store, and reorder from 40 suppliers."),
    HOME_URL, "homepage", "changed", ("minor", "meaningful"))


# ============================================================================ salaries in meta lines (Personio/Recruitee-like cards)

def meta_jobs(jobs: list[tuple[str, str, str]], lang: str = "de") -> str:
    cards = "".join(f'<a class="job-card" href="/jobs/{slug}"><h3>{t}</h3><p class="job-card__meta">{meta}</p></a>'
                    for t, meta, slug in jobs)
    return (f'<!doctype html><html lang="{lang}"><head><title>Jobs bei Solarwerk</title></head><body><header><a href="/">Solarwerk</a></header>'
            f'<main><h1>Offene Stellen</h1><div class="job-grid">{cards}</div></main><footer>© 2026 Solarwerk GmbH</footer></body></html>')


_MJ = [("Elektroniker für Energietechnik (m/w/d)", "Montage · Leipzig · Vollzeit · 3.400 € – 4.100 € brutto/Monat", "elektroniker"),
       ("Projektleiter PV-Großanlagen (m/w/d)", "Projekte · Leipzig · Vollzeit · 62.000 € – 75.000 € p.a.", "projektleiter"),
       ("Werkstudent Marketing (m/w/d)", "Marketing · Remote · Teilzeit", "werkstudent-marketing")]
MJ_URL = "https://solarwerk.de/jobs"
add("jobs with pay in the meta line: rebuilt", meta_jobs(_MJ), meta_jobs(_MJ) + "<!-- cache 2 -->", MJ_URL, "careers", "quiet")
add("jobs with pay in the meta line: a pay range raised", meta_jobs(_MJ),
    meta_jobs([_MJ[0], (_MJ[1][0], "Projekte · Leipzig · Vollzeit · 68.000 € – 80.000 € p.a.", _MJ[1][2]), _MJ[2]]), MJ_URL,
    "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS, contains={"fields_changed": ["68.000"]})
add("jobs with pay in the meta line: a pay range added to the student job", meta_jobs(_MJ),
    meta_jobs(_MJ[:2] + [(_MJ[2][0], "Marketing · Remote · Teilzeit · 15 € / Stunde", _MJ[2][2])]), MJ_URL,
    "careers", "changed", ("minor", "meaningful"), ("jobs_changed",), absent=JOBS)
add("jobs with pay in the meta line: one job moved city (pay unchanged)", meta_jobs(_MJ),
    meta_jobs([(_MJ[0][0], "Montage · Dresden · Vollzeit · 3.400 € – 4.100 € brutto/Monat", _MJ[0][2])] + _MJ[1:]), MJ_URL,
    "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS, fields=(("location", "Leipzig", "Dresden"),))
_US = [("Senior Software Engineer, Payments", "Engineering · New York, NY · $180K – $220K", "sse-payments"),
       ("Account Executive, Mid-Market", "Sales · Chicago, IL · $95K – $110K base", "ae-mid-market")]
add("jobs (us): pay transparency range edited", meta_jobs(_US, "en"),
    meta_jobs([(_US[0][0], "Engineering · New York, NY · $190K – $235K", _US[0][2]), _US[1]], "en"), "https://rampwise.com/careers",
    "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS)


# ============================================================================ a Webflow team collection

def webflow_team(people: list[tuple[str, str]], ver: str = "a") -> str:
    items = "".join(f'<div role="listitem" class="team-item w-dyn-item"><img src="https://cdn.prod.website-files.com/6{ver}/{i}.webp" '
                    f'loading="lazy" alt="" class="team-photo"><div class="team-name">{n}</div><div class="team-role">{r}</div></div>'
                    for i, (n, r) in enumerate(people))
    return (f'<!DOCTYPE html><html data-wf-page="6{ver}" lang="en"><head><title>About us | Rampwise</title></head><body>'
            f'<main><h1 class="heading-style-h1">The people behind Rampwise</h1><div class="w-dyn-list"><div role="list" '
            f'class="team-list w-dyn-items">{items}</div></div></main><footer>© 2026 Rampwise, Inc.</footer></body></html>')


_TEAM = [("Priya Raman", "Co-founder & CEO"), ("Daniel Okafor", "Co-founder & CTO"), ("Lena Fischer", "VP Engineering"),
         ("Marco Bianchi", "Head of Design")]
TEAM_URL = "https://rampwise.com/about"
add("webflow team: shuffled per request", webflow_team(_TEAM), webflow_team(_TEAM[2:] + _TEAM[:2], "b"), TEAM_URL, "team", "quiet")
add("webflow team: a CFO joins", webflow_team(_TEAM), webflow_team(_TEAM + [("Sofia Almeida", "Chief Financial Officer")]),
    TEAM_URL, "team", "changed", ("major",), ("people_added",), contains={"blocks_added": ["Sofia Almeida"]})
add("webflow team: Head of Design promoted to VP Design", webflow_team(_TEAM),
    webflow_team(_TEAM[:3] + [("Marco Bianchi", "VP Design")]), TEAM_URL, "team", "changed", ("meaningful", "major"), ("role_changed",))


# ============================================================================ docs stamps: Docsy (Hugo), GitBook

def docsy(text: str, stamp: str) -> str:
    return (f'<!doctype html><html lang="en"><head><title>Quotas | Rampwise Docs</title><meta name="generator" content="Hugo 0.139.0">'
            f'</head><body class="td-page"><header><nav class="td-navbar"><a href="/">Rampwise Docs</a></nav></header>'
            f'<div class="container-fluid td-outer"><main class="col-12 col-md-9 col-xl-8 ps-md-5" role="main"><div class="td-content">'
            f'<h1>Quotas</h1><p>{text}</p><div class="td-page-meta__lastmod">{stamp}</div></div></main></div>'
            f'<footer class="td-footer"><p>© 2026 Rampwise</p></footer></body></html>')


DOCSY_URL = "https://docs.rampwise.com/docs/quotas/"
_Q = "Each workspace may create up to 50 cards per month on the Starter plan."
add("docsy: 'Last modified … : commit message (hash)' stamp moved", docsy(_Q, "Last modified November 28, 2026: Fix typo (a1b2c3d)"),
    docsy(_Q, "Last modified December 4, 2026: Bump Hugo to 0.139 (9f8e7d6)"), DOCSY_URL, "docs", "quiet")
add("docsy: the card quota raised 50 → 100", docsy(_Q, "Last modified November 28, 2026: Fix typo (a1b2c3d)"),
    docsy(_Q.replace("50", "100"), "Last modified December 4, 2026: Raise card quota (9f8e7d6)"), DOCSY_URL, "docs", "changed",
    ("meaningful", "major"))


def gitbook(text: str, stamp: str) -> str:
    return (f'<!DOCTYPE html><html lang="en"><head><title>Exports | Rampwise Help</title></head><body><div class="gitbook-root">'
            f'<header><a href="/">Rampwise Help</a></header><main><h1>Exports</h1><p>{text}</p>'
            f'<div class="flex items-center gap-2 text-sm">{stamp}</div></main>'
            f'<footer><p>Powered by GitBook</p></footer></div></body></html>')


_G = "Exports are kept for 7 days and then deleted."
add("gitbook: 'Last updated N days ago' ticks", gitbook(_G, "Last updated 3 days ago"), gitbook(_G, "Last updated 4 days ago"),
    "https://help.rampwise.com/exports", "docs", "quiet")
add("gitbook: exports kept 7 → 30 days", gitbook(_G, "Last updated 3 days ago"),
    gitbook(_G.replace("7 days", "30 days"), "Last updated 1 minute ago"), "https://help.rampwise.com/exports", "docs", "changed",
    ("meaningful", "major"))


# ============================================================================ more visit noise: countdowns, viewers, copyright ranges

def promo(line: str, extra: str = "", year: str = "© 2019–2026 Cykelkraft AB") -> str:
    return (f'<!doctype html><html lang="sv"><head><title>Cykelkraft – elcyklar</title></head><body><header><a href="/">Cykelkraft</a></header>'
            f'<main><h1>Elcyklar för pendlare</h1><p class="promo-line">{line}</p><p>Fri frakt över 500 kr.</p>{extra}</main>'
            f'<footer><p>{year}</p></footer></body></html>')


PROMO_URL = "https://cykelkraft.se/"
for _a, _b in [("Erbjudandet slutar om 3 dagar", "Erbjudandet slutar om 2 dagar"),
               ("Kampanjen slutar om 04:12:33", "Kampanjen slutar om 01:02:09"),
               ("Promocja kończy się za 2 dni 04:11:09", "Promocja kończy się za 1 dzień 23:59:10"),
               ("Tarjous päättyy 3 päivän päästä", "Tarjous päättyy 2 päivän päästä"),
               ("Tilbuddet udløber om 3 dage", "Tilbuddet udløber om 2 dage"),
               ("12 personer tittar på den här sidan just nu", "31 personer tittar på den här sidan just nu"),
               ("14 osób ogląda teraz ten produkt", "9 osób ogląda teraz ten produkt"),
               ("Kampanya bitimine 2 gün 04:11:09", "Kampanya bitimine 1 gün 23:59:10"),
               ("Offer ends in 2 days 04:11:09", "Offer ends in 1 day 23:59:10")]:
    add(f"promo line: '{_a}' → '{_b}'", promo(_a), promo(_b), PROMO_URL, "homepage", "quiet")
add("promo: the copyright range's end year rolls over", promo("Vinterrea"), promo("Vinterrea", year="© 2019–2027 Cykelkraft AB"),
    PROMO_URL, "homepage", "quiet")
add("promo: free shipping threshold 500 kr → 800 kr", promo("Vinterrea"),
    promo("Vinterrea").replace("Fri frakt över 500 kr.", "Fri frakt över 800 kr."), PROMO_URL, "homepage", "changed",
    ("minor", "meaningful"))


# ============================================================================ WP Job Manager, Elementor posts widget, a Webflow blog

def wp_job_manager(jobs: list[tuple[str, str, str, str, str]], nonce: str = "3c1d2e") -> str:
    lis = "".join(
        f'<li class="post-{i} job_listing type-job_listing status-publish job-type-{jt.lower().replace(" ", "-")}">'
        f'<a href="/job/{slug}/"><img class="company_logo" src="/wp-content/plugins/wp-job-manager/assets/images/company.png" alt="">'
        f'<div class="position"><h3>{t}</h3><div class="company"><strong>Groenkracht</strong></div></div>'
        f'<div class="location">{loc}</div><ul class="meta"><li class="job-type {jt.lower().replace(" ", "-")}">{jt}</li>'
        f'<li class="date"><time datetime="2026-11-2{i}">{age}</time></li></ul></a></li>'
        for i, (t, loc, jt, age, slug) in enumerate(jobs))
    return (f'<!DOCTYPE html><html lang="nl-NL"><head><title>Vacatures – Groenkracht</title>'
            f'<script>var job_manager_ajax_filters = {{"ajax_url":"/jm-ajax/%%endpoint%%/","nonce":"{nonce}"}};</script></head>'
            f'<body class="page-template-default"><main><h1 class="entry-title">Vacatures</h1><div class="job_listings">'
            f'<ul class="job_listings">{lis}</ul><a class="load_more_jobs" href="#" style="display:none;"><strong>Meer vacatures laden</strong></a>'
            f'</div></main><footer><p>© 2026 Groenkracht Energie B.V.</p></footer></body></html>')


_WJ = [("Monteur zonnepanelen", "Zwolle", "Fulltime", "Geplaatst 2 dagen geleden", "monteur-zonnepanelen"),
       ("Werkvoorbereider", "Assen", "Fulltime", "Geplaatst 5 dagen geleden", "werkvoorbereider"),
       ("Stagiair Marketing", "Zwolle", "Stage", "Geplaatst 1 week geleden", "stagiair-marketing")]
WJ_URL = "https://www.groenkracht.nl/vacatures/"
add("wp job manager (nl): ages tick, nonce churns", wp_job_manager(_WJ),
    wp_job_manager([(t, l, j, a.replace("2 dagen", "3 dagen").replace("5 dagen", "6 dagen"), s) for t, l, j, a, s in _WJ], "9f8e7d"),
    WJ_URL, "careers", "quiet")
add("wp job manager (nl): a job closed", wp_job_manager(_WJ), wp_job_manager(_WJ[:1] + _WJ[2:]), WJ_URL, "careers", "changed",
    ("meaningful",), ("jobs_removed",), exact={"jobs_removed": ["Werkvoorbereider"], "jobs_added": []})
add("wp job manager (nl): Fulltime → Parttime", wp_job_manager(_WJ),
    wp_job_manager([_WJ[0][:2] + ("Parttime",) + _WJ[0][3:]] + _WJ[1:]), WJ_URL, "careers", "changed", ("minor", "meaningful"),
    ("jobs_changed",), absent=JOBS)
add("wp job manager (nl): a new job on top", wp_job_manager(_WJ),
    wp_job_manager([("Elektrotechnisch Installateur", "Emmen", "Fulltime", "Geplaatst 1 uur geleden", "installateur")] + _WJ),
    WJ_URL, "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Elektrotechnisch Installateur"],
                                                                         "jobs_removed": []})


def elementor_posts(posts: list[tuple[str, str, str]], eid: str = "5d1c") -> str:
    arts = "".join(
        f'<article class="elementor-post elementor-grid-item post-{i} post type-post status-publish">'
        f'<a class="elementor-post__thumbnail__link" href="/{slug}/"><div class="elementor-post__thumbnail"><img src="/wp-content/uploads/{slug}.jpg"></div></a>'
        f'<div class="elementor-post__text"><h3 class="elementor-post__title"><a href="/{slug}/">{t}</a></h3>'
        f'<div class="elementor-post__meta-data"><span class="elementor-post-date">{d}</span>'
        f'<span class="elementor-post-avatar">Nessun commento</span></div>'
        f'<a class="elementor-post__read-more" href="/{slug}/">Leggi di più »</a></div></article>'
        for i, (t, d, slug) in enumerate(posts))
    return (f'<!DOCTYPE html><html lang="it-IT"><head><title>Blog - Fatturino</title></head><body class="elementor-page">'
            f'<div class="elementor-element elementor-element-{eid} elementor-widget elementor-widget-posts"><div class="elementor-widget-container">'
            f'<h1>Blog</h1><div class="elementor-posts-container elementor-posts elementor-grid">{arts}</div></div></div>'
            f'<footer><p>© 2026 Fatturino S.r.l.</p></footer></body></html>')


_EP = [("Fattura elettronica: le novità del 2027", "28 Novembre 2026", "novita-fattura-elettronica-2027"),
       ("Come gestire le note di credito", "14 Novembre 2026", "note-di-credito"),
       ("Regime forfettario: guida completa", "30 Ottobre 2026", "regime-forfettario-guida")]
EP_URL = "https://www.fatturino.it/blog/"
add("elementor posts (it): widget ids churn", elementor_posts(_EP), elementor_posts(_EP, "9a8b"), EP_URL, "blog", "quiet")
add("elementor posts (it): a new post", elementor_posts(_EP),
    elementor_posts([("Scadenze fiscali di dicembre 2026", "4 Dicembre 2026", "scadenze-dicembre-2026")] + _EP), EP_URL, "blog",
    "changed", ("meaningful",), ("post_published",), exact={"items_added": ["Scadenze fiscali di dicembre 2026"], "items_removed": []},
    published={"items_added": {"Scadenze fiscali di dicembre 2026": "2026-12-04"}})
add("elementor posts (it): a title edited", elementor_posts(_EP),
    elementor_posts(_EP[:1] + [("Come gestire e registrare le note di credito", _EP[1][1], _EP[1][2])] + _EP[2:]), EP_URL, "blog",
    "changed", ("minor", "meaningful"), ("post_updated",), absent=ITEMS)


# ============================================================================ a job marked filled in place (Webflow card badge), in more languages

for _lang, _badge in [("da", "Stillingen er besat"), ("nb", "Stillingen er besatt"), ("fi", "Haku päättynyt"),
                      ("tr", "Başvurular kapandı"), ("sv", "Tjänsten är tillsatt"), ("en", "Position filled")]:
    _closed = webflow_jobs(_WF_JOBS).replace(
        '<h3 class="job-title">Data Engineer</h3>', f'<h3 class="job-title">Data Engineer</h3><div class="job-badge">{_badge}</div>')
    add(f"webflow jobs: a job marked '{_badge}' in place ({_lang})", webflow_jobs(_WF_JOBS), _closed, WF_URL, "careers",
        "changed", ("meaningful",), ("jobs_removed",), exact={"jobs_removed": ["Data Engineer"], "jobs_added": []})


# ============================================================================ prices in won, yuan, lira, złoty and reais on a plain card grid

def card_pricing(lang: str, plans: list[tuple[str, str, list[str]]], title: str = "Pricing") -> str:
    cards = "".join(f'<div class="plan"><h3>{n}</h3><div class="amount">{p}</div><ul>{"".join(f"<li>{f}</li>" for f in fs)}</ul>'
                    f'<a class="cta" href="/signup">→</a></div>' for n, p, fs in plans)
    return (f'<!doctype html><html lang="{lang}"><head><title>{title}</title></head><body><main><h1>{title}</h1>'
            f'<div class="plans">{cards}</div></main></body></html>')


for _lang, _title, _a, _b, _c in [
        ("ko", "요금제", "₩29,000/월", "₩35,000/월", "₩99,000/월"), ("ko", "요금제", "29,000원/월", "35,000원/월", "99,000원/월"),
        ("zh", "价格", "¥199/月", "¥259/月", "¥699/月"), ("tr", "Fiyatlandırma", "₺499/ay", "₺649/ay", "₺1.499/ay"),
        ("pl", "Cennik", "49 zł/mies.", "59 zł/mies.", "149 zł/mies."), ("pt-BR", "Preços", "R$ 49,90/mês", "R$ 59,90/mês", "R$ 149,90/mês"),
        ("fi", "Hinnasto", "29 €/kk", "35 €/kk", "99 €/kk")]:
    _u = f"https://example-{_lang}.com/pricing"
    _old = card_pricing(_lang, [("Basic", _a, ["1", "2"]), ("Pro", _c, ["1", "2", "3"])], _title)
    _new = card_pricing(_lang, [("Basic", _b, ["1", "2"]), ("Pro", _c, ["1", "2", "3"])], _title)
    add(f"card pricing ({_lang}): {_a} → {_b}", _old, _new, _u, "pricing", "changed", ("critical",), ("price_changed",),
        prices=(("Basic", _a.split("/")[0], _b.split("/")[0]),))


# ============================================================================ Wix blog and HubSpot blog listings

def wix_blog(posts: list[tuple[str, str, str, str]]) -> str:
    items = "".join(
        f'<li data-hook="post-list-item" class="gallery-item-container"><article class="blog-post-homepage-description-font">'
        f'<a href="https://www.barrostudio.pt/post/{slug}" data-hook="post-list-item__title"><h2 data-hook="post-title" class="post-title">'
        f'<p class="post-title__text">{t}</p></h2></a><div data-hook="post-description"><p>{d}</p></div>'
        f'<ul data-hook="post-metadata"><li data-hook="time-ago">{ago}</li><li data-hook="time-to-read">2 min read</li></ul>'
        f'<div data-hook="post-footer"><span data-hook="view-count">{len(t) * 3} views</span><span data-hook="comment-count">0 comments</span></div>'
        f'</article></li>' for t, slug, ago, d in posts)
    return (f'<!DOCTYPE html><html lang="en"><head><title>Journal | Barro Studio</title></head><body><div id="SITE_CONTAINER">'
            f'<main id="PAGES_CONTAINER"><h1>Journal</h1><ul data-hook="post-list">{items}</ul></main>'
            f'<footer><p>© 2026 by Barro Studio.</p></footer></div></body></html>')


_WB = [("Inside the kiln: a firing day", "firing-day", "Nov 28", "What twelve hours at 1,280 °C look like."),
       ("Choosing a glaze for restaurant use", "glaze-restaurants", "Nov 14", "Dishwasher-safe, chip-resistant, beautiful."),
       ("Our new studio in Bonfim", "studio-bonfim", "Oct 30", "More space, more wheels, open Saturdays.")]
WB_URL = "https://www.barrostudio.pt/blog"
add("wix blog: view counts and ages tick", wix_blog(_WB),
    wix_blog(_WB).replace(" views<", "1 views<").replace("0 comments", "1 comments"), WB_URL, "blog", "quiet")
add("wix blog: a new post", wix_blog(_WB),
    wix_blog([("Workshops are back in January", "workshops-january", "1 day ago", "Six Saturday sessions for beginners.")] + _WB),
    WB_URL, "blog", "changed", ("meaningful",), ("post_published",), exact={"items_added": ["Workshops are back in January"],
                                                                            "items_removed": []})


def hubspot_blog(posts: list[tuple[str, str, str]], hs: str = "1733480000000") -> str:
    items = "".join(
        f'<div class="blog-index__post blog-index__post--small"><a class="blog-index__post-image-wrapper" href="/blog/{slug}">'
        f'<img src="https://f.hubspotusercontent-na1.net/hubfs/123/{slug}.png?width=600&name={slug}.png"></a>'
        f'<div class="blog-index__post-content"><h2><a href="/blog/{slug}">{t}</a></h2>'
        f'<p class="blog-index__post-meta"><time datetime="{d}">{d}</time></p></div></div>' for t, slug, d in posts)
    return (f'<!DOCTYPE html><html lang="en"><head><title>Ledgerkite Blog</title><script>var hsVars={{"render_id":"{hs}"}};</script></head>'
            f'<body><div class="body-wrapper hs-content-id-1 hs-blog-listing"><main id="main-content"><div class="blog-index">{items}</div>'
            f'<div class="blog-pagination"><a class="blog-pagination__next-link" href="/blog/page/2">Next</a></div></main>'
            f'<footer><p>© 2026 Ledgerkite Ltd.</p></footer></div></body></html>')


_HB = [("Month-end close checklist for 2027", "close-checklist-2027", "2026-11-27"),
       ("How Irish VAT changes affect SaaS", "irish-vat-saas", "2026-11-13"),
       ("Bookkeeping for agencies", "bookkeeping-agencies", "2026-10-29")]
HB_URL = "https://www.ledgerkite.com/blog"
add("hubspot blog: render id churn", hubspot_blog(_HB), hubspot_blog(_HB, "1733570000000"), HB_URL, "blog", "quiet")
add("hubspot blog: a new post pushes the oldest to page 2", hubspot_blog(_HB),
    hubspot_blog([("Ledgerkite raises €12M Series A", "series-a", "2026-12-04")] + _HB[:2]), HB_URL, "blog", "changed", ("major",),
    ("post_published",), exact={"items_added": ["Ledgerkite raises €12M Series A"], "items_removed": []})


# ============================================================================ a single post (Ghost) and a single job page (Webflow template)

def ghost_post(title: str, body: str, ago: str = "3 days ago", reads: str = "4 min read") -> str:
    return (f'<!DOCTYPE html><html lang="en"><head><title>{title}</title><meta property="og:title" content="{title}">'
            f'<meta property="article:modified_time" content="2026-12-0{len(ago) % 9}T10:00:00.000Z"></head><body class="post-template">'
            f'<main id="site-main"><article class="article post"><header class="article-header"><h1 class="article-title">{title}</h1>'
            f'<div class="article-byline-meta"><time class="byline-meta-date" datetime="2026-12-01">{ago}</time>'
            f'<span class="byline-reading-time">{reads}</span></div></header><section class="gh-content">{body}</section></article></main>'
            f'<footer class="site-footer">Parcelwise © 2026</footer></body></html>')


_GP = "<p>From January, every Parcelwise account can send invoices over Peppol.</p><p>There is no extra charge.</p>"
GP_URL = "https://blog.parcelwise.io/peppol-invoices/"
add("ghost post: age and reading time re-computed", ghost_post("Shipping invoices to Peppol", _GP),
    ghost_post("Shipping invoices to Peppol", _GP, "4 days ago", "5 min read"), GP_URL, "blog", "quiet")
add("ghost post: the title edited", ghost_post("Shipping invoices to Peppol", _GP),
    ghost_post("Send invoices over Peppol from January", _GP), GP_URL, "blog", "changed", ("minor", "meaningful"))
add("ghost post: a paragraph added (a charge after all)", ghost_post("Shipping invoices to Peppol", _GP),
    ghost_post("Shipping invoices to Peppol", _GP.replace("<p>There is no extra charge.</p>",
                                                          "<p>Peppol delivery costs €0.10 per invoice from March 2027 on the "
                                                          "Starter plan; it stays included on Pro.</p>")),
    GP_URL, "blog", "changed", ("meaningful", "major"))


# ============================================================================ the period or billing of a price changes, not its amount

add("framer pricing: Pro now billed annually at the same monthly figure", framer_pricing(_FR_PLANS),
    framer_pricing([_FR_PLANS[0], ("Pro", "$24", "per month, billed annually", _FR_PLANS[1][3]), _FR_PLANS[2]]), FR_URL, "pricing",
    "changed", ("meaningful", "major", "critical"))
add("framer pricing: Business per month → per user per month", framer_pricing(_FR_PLANS),
    framer_pricing(_FR_PLANS[:2] + [("Business", "$79", "per user / month", _FR_PLANS[2][3])]), FR_URL, "pricing", "changed",
    ("major", "critical"), ("price_changed",))


# ============================================================================ ages written in words ("one" as the article)

_WORD_AGES = [("de", "vor einem Tag", "vor 2 Tagen"), ("nl", "een uur geleden", "2 uur geleden"), ("it", "un giorno fa", "2 giorni fa"),
              ("pt-BR", "há uma hora", "há 2 horas"), ("fi", "tunti sitten", "2 tuntia sitten"), ("tr", "bir gün önce", "2 gün önce"),
              ("sv", "för 1 tim sedan", "för 2 tim sedan")]
for _lang, _a, _b in _WORD_AGES:
    add(f"ghost blog ({_lang}): '{_a}' → '{_b}'", ghost_blog("en", [_a] + _AGES["en"][1][1:]),
        ghost_blog("en", [_b] + _AGES["en"][1][1:]), f"https://blog.parcelwise.io/{_lang}/", "blog", "quiet")


# ============================================================================ a product page's live lines, in more languages

def product_page(lang: str, lines_: list[str], price: str = "€ 189,00") -> str:
    live = "".join(f'<p class="product__live">{x}</p>' for x in lines_)
    return (f'<!doctype html><html lang="{lang}"><head><title>Kanne Nordlys – Barro Studio</title></head><body><main>'
            f'<div class="product"><h1 class="product__title">Kanne Nordlys</h1><div class="price"><span class="price-item">{price}</span></div>'
            f'{live}<p>Handgemachte Steingutkanne, 1,2 l.</p></div></main></body></html>')


_LIVE = [("fr", ["12 personnes consultent ce produit", "Il reste 2 jours"], ["31 personnes consultent ce produit", "Il reste 1 jour"]),
         ("es", ["12 personas están viendo este producto", "Faltan 2 días"], ["4 personas están viendo este producto", "Faltan 1 día"]),
         ("tr", ["Şu anda 12 kişi bu ürünü inceliyor", "Sadece 3 adet kaldı", "Kampanya 2 gün sonra bitiyor"],
          ["Şu anda 7 kişi bu ürünü inceliyor", "Sadece 2 adet kaldı", "Kampanya 1 gün sonra bitiyor"]),
         ("da", ["Kun 3 tilbage på lager", "14 solgt de sidste 24 timer"], ["Kun 2 tilbage på lager", "17 solgt de sidste 24 timer"]),
         ("fi", ["Vain 3 jäljellä"], ["Vain 1 jäljellä"]), ("ko", ["재고 3개 남음"], ["재고 2개 남음"]),
         ("en", ["34 sold in the last 24 hours"], ["41 sold in the last 24 hours"])]
for _lang, _a, _b in _LIVE:
    add(f"product page ({_lang}): live lines tick", product_page(_lang, _a), product_page(_lang, _b),
        f"https://barrostudio.{_lang}/products/kanne-nordlys", "products", "quiet")
add("product page (tr): the price raised while the live lines tick", product_page("tr", _LIVE[2][1]),
    product_page("tr", _LIVE[2][2], "€ 209,00"), "https://barrostudio.tr/products/kanne-nordlys", "products", "changed",
    ("meaningful", "major", "critical"))


# ============================================================================ status pages in it / pl / sv (hand-made), changelogs in de / fr

def hand_status(lang: str, title: str, banner: str, comps: list[tuple[str, str]], incident: str = "", stamp: str = "") -> str:
    rows = "".join(f'<li class="component"><span>{n}</span><span class="state">{st}</span></li>' for n, st in comps)
    return (f'<!doctype html><html lang="{lang}"><head><title>{title}</title></head><body><main><h1>{title}</h1>'
            f'<div class="banner">{banner}</div><p class="stamp">{stamp}</p><ul class="components">{rows}</ul>{incident}</main></body></html>')


for _lang, _title, _ok, _down, _comp, _inc, _res, _stamp in [
        ("it", "Stato dei servizi", "Tutti i sistemi sono operativi", "Interruzione parziale", ("Operativo", "Interruzione"),
         ("Rallentamenti nella fatturazione elettronica", "In analisi", "Stiamo verificando ritardi nell'invio a SDI."),
         ("Risolto", "Gli invii a SDI sono tornati regolari."), ("Aggiornato 2 minuti fa", "Aggiornato 5 minuti fa")),
        ("pl", "Status usług", "Wszystkie systemy działają", "Częściowa awaria", ("Działa", "Awaria"),
         ("Opóźnienia w wysyłce faktur do KSeF", "Badamy", "Sprawdzamy opóźnienia w wysyłce do KSeF."),
         ("Rozwiązany", "Wysyłka do KSeF działa normalnie."), ("Zaktualizowano 2 minuty temu", "Zaktualizowano 5 minut temu")),
        ("sv", "Driftstatus", "Alla system fungerar", "Delvis driftstörning", ("I drift", "Störning"),
         ("Fördröjda kvitton i appen", "Undersöker", "Vi undersöker fördröjningar för kvitton."),
         ("Åtgärdat", "Kvitton levereras som vanligt igen."), ("Uppdaterad för 2 minuter sedan", "Uppdaterad för 5 minuter sedan")),
        ("fi", "Palvelun tila", "Kaikki järjestelmät toimivat", "Osittainen häiriö", ("Toiminnassa", "Häiriö"),
         ("Laskujen lähetys viivästyy", "Tutkitaan", "Selvitämme laskujen lähetyksen viiveitä."),
         ("Ratkaistu", "Laskut lähtevät taas normaalisti."), ("Päivitetty 2 minuuttia sitten", "Päivitetty 5 minuuttia sitten")),
        ("tr", "Sistem durumu", "Tüm sistemler çalışıyor", "Kısmi kesinti", ("Çalışıyor", "Kesinti"),
         ("E-fatura gönderiminde gecikme", "İnceleniyor", "E-fatura gönderimindeki gecikmeleri inceliyoruz."),
         ("Çözüldü", "E-fatura gönderimi normale döndü."), ("2 dakika önce güncellendi", "5 dakika önce güncellendi")),
        ("da", "Driftstatus", "Alle systemer kører", "Delvis driftsforstyrrelse", ("I drift", "Nedbrud"),
         ("Forsinkede bilag i appen", "Undersøger", "Vi undersøger forsinkelser på bilag."),
         ("Løst", "Bilag leveres normalt igen."), ("Opdateret for 2 minutter siden", "Opdateret for 5 minutter siden"))]:
    _u = f"https://status.example-{_lang}.com/"
    _comps_ok = [("API", _comp[0]), ("Dashboard", _comp[0])]
    _comps_down = [("API", _comp[1]), ("Dashboard", _comp[0])]
    _open = (f'<section class="incident"><h2>{_inc[0]}</h2><p><strong>{_inc[1]}</strong> – {_inc[2]}</p></section>')
    _closed = (f'<section class="incident"><h2>{_inc[0]}</h2><p><strong>{_res[0]}</strong> – {_res[1]}</p>'
               f'<p><strong>{_inc[1]}</strong> – {_inc[2]}</p></section>')
    add(f"status ({_lang}): the page's own refresh stamp ticks", hand_status(_lang, _title, _ok, _comps_ok, stamp=_stamp[0]),
        hand_status(_lang, _title, _ok, _comps_ok, stamp=_stamp[1]), _u, "status", "quiet")
    add(f"status ({_lang}): an incident opened, the API down", hand_status(_lang, _title, _ok, _comps_ok),
        hand_status(_lang, _title, _down, _comps_down, _open), _u, "status", "changed", ("major", "critical"),
        ("incident_opened", "component_outage", "component_degraded"))
    add(f"status ({_lang}): the incident resolved", hand_status(_lang, _title, _down, _comps_down, _open),
        hand_status(_lang, _title, _ok, _comps_ok, _closed), _u, "status", "changed", ("meaningful", "major"),
        ("incident_resolved", "component_recovered"))


def release_notes(lang: str, title: str, entries: list[tuple[str, str, str]]) -> str:
    secs = "".join(f'<h2 id="v{v}">Version {v} – {d}</h2><ul><li>{t}</li></ul>' for v, d, t in entries)
    return (f'<!doctype html><html lang="{lang}"><head><title>{title}</title></head><body><main><h1>{title}</h1>{secs}</main>'
            f'<footer>© 2026</footer></body></html>')


_DE_REL = [("3.4", "20. November 2026", "XRechnung 3.0 wird unterstützt"), ("3.3", "6. November 2026", "Neue DATEV-Schnittstelle")]
add("changelog (de): a version added", release_notes("de", "Versionshinweise", _DE_REL),
    release_notes("de", "Versionshinweise", [("3.5", "4. Dezember 2026", "ZUGFeRD-Import für Eingangsrechnungen")] + _DE_REL),
    "https://www.rechnix.de/versionshinweise", "changelog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Version 3.5 – 4. Dezember 2026"], "items_removed": []})
_FR_REL = [("2.8", "20 novembre 2026", "Export FEC amélioré"), ("2.7", "6 novembre 2026", "Relances automatiques")]
add("changelog (fr): a version added", release_notes("fr", "Nouveautés", _FR_REL),
    release_notes("fr", "Nouveautés", [("2.9", "4 décembre 2026", "Facturation électronique 2026 : Chorus Pro")] + _FR_REL),
    "https://www.facturo.fr/nouveautes", "changelog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Version 2.9 – 4 décembre 2026"], "items_removed": []})


# ============================================================================ Wix Pricing Plans widget (data-hook), in Korean and Norwegian

def wix_plans(lang: str, plans: list[tuple[str, str, str, list[str]]], comp: str = "comp-lk7") -> str:
    cards = "".join(
        f'<div data-hook="plan-card" class="{comp}-card" style="--plan-card-width:280px"><div data-hook="plan-header">'
        f'<h2 data-hook="plan-title" style="font-size:24px">{n}</h2><div data-hook="plan-price"><span data-hook="price-amount">{p}</span>'
        f'<span data-hook="plan-duration">{per}</span></div></div><div data-hook="plan-benefits">'
        + "".join(f'<div data-hook="benefit" style="display:flex"><span>{f}</span></div>' for f in feats)
        + f'</div><button data-hook="plan-cta" data-testid="plan-cta">{"선택" if lang == "ko" else "Velg"}</button></div>'
        for n, p, per, feats in plans)
    return (f'<!DOCTYPE html><html lang="{lang}"><head><title>Plans | Studio</title><meta name="generator" content="Wix.com Website Builder">'
            f'</head><body><div id="SITE_CONTAINER"><main id="PAGES_CONTAINER"><section id="{comp}"><h1>{"요금제" if lang == "ko" else "Priser"}</h1>'
            f'<div data-hook="package-picker-widget">{cards}</div></section></main></div></body></html>')


_KO = [("베이직", "₩29,000", "/월", ["프로젝트 3개", "이메일 지원"]), ("프로", "₩59,000", "/월", ["프로젝트 무제한", "우선 지원", "팀원 5명"])]
_NB = [("Start", "kr 149", "/mnd", ["3 prosjekter", "E-poststøtte"]), ("Pro", "kr 349", "/mnd", ["Ubegrensede prosjekter", "Prioritert støtte"])]
add("wix plans (ko): component ids and inline styles churn", wix_plans("ko", _KO), wix_plans("ko", _KO, "comp-m2x"),
    "https://www.studio-ko.com/plans", "pricing", "quiet")
add("wix plans (ko): Pro raised ₩59,000 → ₩69,000", wix_plans("ko", _KO),
    wix_plans("ko", [_KO[0], ("프로", "₩69,000", "/월", _KO[1][3])]), "https://www.studio-ko.com/plans", "pricing", "changed",
    ("critical",), ("price_changed",), prices=(("프로", "₩59,000", "₩69,000"),))
add("wix plans (ko): a benefit added to Basic (stacked benefits, no list)", wix_plans("ko", _KO),
    wix_plans("ko", [("베이직", "₩29,000", "/월", ["프로젝트 3개", "이메일 지원", "맞춤 도메인"]), _KO[1]]),
    "https://www.studio-ko.com/plans", "pricing", "changed", ("meaningful", "major"), ("plan_changed",),
    absent=PLANS + ("price_changes",))
add("wix plans (nb): 'kr 349' raised to 'kr 399'", wix_plans("nb", _NB),
    wix_plans("nb", [_NB[0], ("Pro", "kr 399", "/mnd", _NB[1][3])]), "https://www.studio.no/priser", "pricing", "changed",
    ("critical",), ("price_changed",), prices=(("Pro", "kr 349", "kr 399"),))
add("wix plans (nb): a new Team plan", wix_plans("nb", _NB),
    wix_plans("nb", _NB + [("Team", "kr 899", "/mnd", ["Ubegrensede prosjekter", "10 brukere", "Prioritert støtte"])]),
    "https://www.studio.no/priser", "pricing", "changed", ("major",), ("plan_added",), exact={"plans_added": ["Team"]})


def webflow_plans(cents: tuple[str, str], ver: str = "1") -> str:
    """A Webflow pricing template: dollars and raised cents in elements of their own, features as divs."""
    cards = "".join(
        f'<div class="pricing-card w-node-{ver}{i}"><div class="pricing-title">{n}</div><div class="price-wrap">'
        f'<span class="price-currency">$</span><span class="price-dollars">{d}</span><sup class="price-cents">{c}</sup>'
        f'<span class="price-period">/mo</span></div><div class="pricing-feature">{feat}</div>'
        f'<div class="pricing-feature">Email support</div><a href="/signup" class="button w-button">Choose {n}</a></div>'
        for i, (n, d, c, feat) in enumerate([("Solo", "19", cents[0], "1 calendar"), ("Studio", "49", cents[1], "10 calendars")]))
    return (f'<!DOCTYPE html><html data-wf-page="65{ver}" lang="en"><head><title>Pricing | Bookwell</title></head><body>'
            f'<div class="page-wrapper"><h1 class="heading-style-h1">Pricing</h1><div class="pricing-grid">{cards}</div></div></body></html>')


add("webflow pricing: cents in a raised element of their own (Studio $49.99 → $49.49)", webflow_plans(("99", "99")),
    webflow_plans(("99", "49"), "2"), "https://bookwell.app/pricing", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Studio", "$49.99", "$49.49"),))
add("webflow pricing: republished, the same raised cents", webflow_plans(("99", "99")), webflow_plans(("99", "99"), "3"),
    "https://bookwell.app/pricing", "pricing", "quiet")


def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {
    "framer pricing: moved to euros, Pro re-priced apart from the rest":
        "a currency switch whose amounts move within 30 % of one rate reads as a region's price list (round 10's rule)",
}


@pytest.mark.parametrize("name", list(CASES))
def test_pair(name: str) -> None:
    c = CASES[name]
    if name in WRONG:
        try:
            check(c, _run(c, c.surface))
        except AssertionError:
            pytest.xfail(WRONG[name])
        pytest.fail("right now: take it out of WRONG")
    check(c, _run(c, c.surface))


#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}


@pytest.mark.parametrize("name", list(CASES))
def test_pair_guessing_the_surface(name: str) -> None:
    """The same verdicts without --surface (guessed from the URL, the title and the headings)."""
    if name in WRONG or name in GUESS_WRONG:
        pytest.xfail(WRONG.get(name) or GUESS_WRONG[name])
    c = CASES[name]
    check(replace(c), _run(c, None))


def test_pairs_are_json() -> None:
    json.dumps(sorted(CASES))


# ============================================================================ unit checks of the rules added

@pytest.mark.parametrize(("text", "tokens"), [
    ("kr 1 199 /mån", ["kr 1 199"]), ("kr. 299,- pr. måned", ["kr. 299,-"]), ("299 kr/mån", ["299 kr"]),
    ("Rs. 1,49,999 per year", ["Rs.1,49,999"]),
    # (Swedish "kr" is no price without an amount after it, and "Kr" in a name stays a word)
    ("Kristina kr", []), ("Kr. Lippe, 3 Standorte", []),
])
def test_kroner_before_the_amount(text: str, tokens: list[str]) -> None:
    assert price_tokens(text) == tokens


def test_kroner_written_before_or_after_are_one_price() -> None:
    assert price_id("kr 1 199") == price_id("1 199 kr") == price_id("kr. 1199")


@pytest.mark.parametrize(("text", "quiet"), [
    ("Failed deliveries are retried up to 5 times with exponential backoff.", False),
    ("The new engine is 3 times faster.", False),
    ("Viewed 1,204 times", True), ("This post has been read 3,201 times", True), ("downloaded 12k times", True),
    ("Welcome back, Ana!", True), ("Willkommen zurück, Jonas", True), ("Bon retour parmi nous, Léa", True),
    ("Welcome back to the office: our Berlin team moved", False),
    ("Gerade sehen sich 8 Personen diese Seite an", True), ("Aktuell schauen 12 Besucher dieses Produkt an", True),
    ("Son güncelleme: 4 Aralık 2026", True), ("Yürürlük tarihi: 1 Ocak 2027", True),
    # ages written with the article or the singular for "one", and abbreviated units
    ("vor einem Tag", True), ("een uur geleden", True), ("un giorno fa", True), ("un'ora fa", True), ("há uma hora", True),
    ("tunti sitten", True), ("bir gün önce", True), ("för 2 tim sedan", True),
    ("Sitten päivä oli pitkä", False), ("Een uur per week", False),
    # a shop's live lines in more languages, and sentences that only look like them
    ("12 personnes consultent ce produit", True), ("12 personas están viendo este producto", True),
    ("Şu anda 12 kişi bu ürünü inceliyor", True), ("Il reste 2 jours", True), ("Faltan 2 días", True),
    ("Kampanya 2 gün sonra bitiyor", True), ("34 sold in the last 24 hours", True), ("Vain 3 jäljellä", True),
    ("Sadece 3 adet kaldı", True), ("Kun 3 tilbage på lager", True), ("재고 3개 남음", True),
    ("We have sold 3 companies in the last 10 years", False), ("Il reste 2 places pour le webinaire", False),
    ("Faltan 2 pasos para terminar", False),
])
def test_neutralised(text: str, quiet: bool) -> None:
    """A volatile fragment is a placeholder in the comparison text; a quantity stays what it says."""
    out = neutralize(text)
    assert ("<" in out) == quiet, out


@pytest.mark.parametrize(("markup", "line"), [
    ('<div class="elementor-price-table__price"><span class="elementor-price-table__currency">€</span><span '
     'class="elementor-price-table__integer-part">19</span><div class="elementor-price-table__after-price"><span '
     'class="elementor-price-table__fractional-part">90</span><span>/mese</span></div></div>', "€19.90"),
    ('<p class="price"><span>$</span><span class="dollars">49</span><sup class="price-cents">99</sup>/mo</p>', "$49.99/mo"),
    # (cents already written with their point, and a "fraction" that follows no amount, stay as they are)
    ('<p class="price"><span>$</span><span>49</span><sup class="cents">.99</sup>/mo</p>', "$49.99/mo"),
    ('<div><h3>Fractional CFO</h3><p class="fraction-note">12</p></div>', "12"),
])
def test_cents_in_an_element_of_their_own(markup: str, line: str) -> None:
    doc = parse_html(f"<html><body><main>{markup}</main></body></html>")
    assert any(b.text.replace(" ", "").startswith(line.replace(" ", "")) or b.text == line for b in doc.blocks), \
        [b.text for b in doc.blocks]
