"""A tenth red-team round of `changewire diff --json`: before/after pairs generated in this module (no fixture files),
each run with --surface and again without it, plus unit checks of the rules added. New ground against rounds 1–9:
pricing pages with both billing prices in the DOM and locale price formats, tiers renamed vs repriced, ATS boards' own
markup (Lever, Workable, Ashby, SmartRecruiters, Teamtailor), department headings inside a job grid, a job moved vs a
new job, a post re-dated vs a new post, CMS and site-builder pages (Ghost, Squarespace, Drupal, HubSpot CMS, Notion),
legal pages with only their date changed vs a clause (fr, es, ja), status pages in German and French.

Cases (first diffed in exploration batches and judged against what a careful reader of the two pages would report):
- pricing: a German Alpine/Tailwind page with a monthly/yearly toggle (both prices in the DOM, "1.234,56 €"): a yearly
  price raised, a four-digit price raised, a tier renamed; ARIA tab panels (the yearly panel `hidden`): a price raised
  in the hidden panel, the default panel flipped; Swiss francs ("CHF 1'234.–"; every price re-written "Fr. …"; a rise
  written "Fr."; amounts before "Fr."; the support hours "Mo.–Fr. 8.00–17.00 Uhr" changed); yen ("¥1,980" → "¥2,480",
  full-width "￥", a tier renamed); French "1 234,56 €" (narrow no-break spaces); rupees (lakh grouping, "₹" written
  "INR" or "Rs."); geo pricing (every plan in HK$ or CA$; a rise in S$); a HubSpot CMS card showing the yearly-billed
  price with the monthly one in a note ("billed annually, or $29 month-to-month"): each price raised, a tier renamed, a
  tier renamed AND repriced.
- jobs: Lever (a job moved; a second opening of one title elsewhere), Workable (ages tick; Remote → Hybrid in Hamburg;
  a new job), Ashby (a move; a second opening in a department that held one job), a German careers list whose team
  headings sit between its links (a job moved to another team; a new job), SmartRecruiters grouped by city (a job
  moved to another city's group; Vollzeit → Teilzeit), Teamtailor in Swedish (Umeå → Luleå; Hybrid → Distans; a new
  job), Workday's search API (postedOn ticks; a move; the same title under a new requisition).
- posts: a Spanish Ghost (Casper) blog (a post re-dated, a new post, reading times re-computed); a Notion site's blog
  gallery (a new post, a post re-dated); a German Drupal newsroom (view-dom-id and theme_token churn, a release
  announcing an acquisition, a release re-dated, one retitled); an AEM list component's newsroom (a new release, one
  re-dated).
- legal: a French Squarespace CGV ("Dernière mise à jour" only; a clause with the date; 14 → 30 days); a Spanish
  WordPress privacy policy ("Última actualización" only; "Actualizado el 03/11/2026" only; a processor named); a Japanese
  privacy policy ("2026年11月1日 改定" only; "最終改定日：" only; "… 施行" only; an article added with the date).
- status: a German hand-made status page (an update, the resolution, a second incident); a French one at statut.<site>
  and at a path naming nothing (degraded with an incident; its age ticking; resolved).

Wrong on the code before this round (ba178f5): 24 of the 70 pairs (with --surface or guessing it; the other 46 pin verdicts
checked right), and the rule now:
- prices: Swiss francs written "Fr. 1'234.–" or "SFr. 49.90" (before the amount), "1'234.– Fr." or "49.– CHF" (after it,
  with the Swiss ".–") were no prices: a page re-written from "CHF" to "Fr." lost a plan (major plan_removed). They are
  prices now (extract.PRICE_RE); opening hours ("Mo.–Fr. 9.00–18.00 Uhr", "Mo. bis Fr. 9 Uhr") and "Fr. 12.12." are not.
  "HK$", "S$", "NT$", "MX$", "AU$", "NZ$" were US dollars and "CA$29" was "A$29" (Australian): a page shown to a visitor
  in Hong Kong (every plan in HK$ at one rate) was a critical price rise of every plan; they are their own currencies.
- pricing: a tier renamed and repriced at once (Pro $24 → Plus $26, the same feature list) was "plan added, plan removed"
  (major); one plan gone and one come with the very same feature list (two lines or more) is now that tier renamed, with
  its price change (critical) (classify._plans). A price's period is the one written after it first: "$29" in "billed
  annually, or $29 month-to-month" was a yearly price ("month-to-month" is a period now) (extract._card_prices).
- jobs: Ashby's board (`<section class=ashby-department-section><h2>Engineering</h2><a>…</a>…`): when a department went
  from one job to two, EVERY job lost its department (a department was read from a card holding the section's heading;
  with two links the card is the link). A heading inside the job grid before a card now names its group
  (extract._heading_in_grid: read once per grid; only in one of a run of alike group boxes, or in a flat list with two or
  more such headings; a heading holding a link is a card). A flat list with headings between its links read no
  department, so a job moved to another team was no change of the job.
- jobs: Workable's cards name their fields by `data-ui` ("job-location", "job-workplace"): the location was the
  workplace label ("Remote" → "Hybrid" reported as the location, a new job "in On-site"). `data-ui`/`data-qa`/
  `data-testid` location fields are read. Teamtailor's meta line is spans with the "·" in spans of their own, so it was
  never read as one, and a city no list knows ("Umeå") was no location: a job moved Umeå → Luleå was a minor text edit.
  Separator spans are glued back into the meta line, and a meta line that says a workplace or employment type takes its
  one remaining capitalised field (after the first of three, the department) as the place (extract._meta_place).
  "Lediga tjänster" (and other languages' "open positions") titles a listing, no department. Workday's search API
  (/wday/cxs/<tenant>/<site>/jobs) gave each job its relative `externalPath` ("/job/Cork/…") for a URL: it is now the
  posting's page, https://<host>/<site><externalPath> (apis._workday).
- posts: a Notion gallery card (one link holding the title and the date properties) was no post: a link whose text holds
  a date was skipped; its longest line that is no date is now its title (extract._posts_from_dated_cards). An AEM list
  item (`<article>` without a heading, one link holding a title span and a date span) took the date into its title:
  a release re-dated was "1 post retitled". A link's last line that is a date alone is now the post's date
  (extract._split_trailing_date; headings keep a date they end with: "What happened on March 3, 2025").
- news: "erwirbt" / "erworben" / "akquiriert" / "Akquisition" (German acquisitions) were meaningful, not major.
- legal: Japanese revision and effective dates written before their label ("2026年11月1日 改定", "… 施行", "… 制定") or
  after "最終改定日：" were policy changes: volatile now ("2026年12月4日 更新" stays text: a changelog's entries are
  headed so).
- status: a French status page ("État des services", "Tous les systèmes sont opérationnels", at statut.<site>) was not
  known for one without --surface (an incident was "content changed"): fr/de/es/it/pt titles and all-clear banners,
  statut./estado./stato. hosts and /statut, /etat-des-services, /systemstatus paths name a status page.

Decisions (no code change): a post or press release re-dated is minor or noise (its <time> is volatile), never a new post;
a Lever posting closed in Berlin and re-opened under a new id in Amsterdam reads as the job moved (one meaningful change);
"₹" re-written "Rs." is a minor text edit (the same price by currency and amount; "INR" is noise by the same rule).

Left alone (not pinned): a Gatsby blog at a site's root, titled by its name only, is guessed as a homepage without
--surface (its posts' links are /<slug>/, no post path), so a new post is a meaningful text change there, as round 9 left
Six Colors; "kr 1 234" (Norwegian kroner before the amount) is no price and "1.234 kr." reads as SEK; a slash date
("12/03/2026", day or month first) is published as written, not as an ISO day.

Hot path (CPU time, best of 9 per page, the 157 corpus HTML pages; base ba178f5 and this round loaded side by side in one
process and alternated page by page, as the machine was loaded): `analyze` as bench-differ runs it (surface blog) 3812 →
3783 and 4657 → 4674 µs/page (ratio 0.993, 1.004: no change), pricing 6123 → 5953 (0.972), careers 5089 → 5093 (1.001).
PRICE_RE.search over every block 1327–1374 → 1197–1200 µs/page (its word-initial symbols under one \b: a branch of its
own for "Fr." had cost 15 %); neutralize over every block 1921–2009 → 1887–1939 µs/page (ASCII text now skips the rules'
non-ASCII triggers, which pays for the new Japanese ones).

Run: `.venv/bin/python -m pytest -q tests/unit/differ/test_redteam10.py` (about 2 s here; no I/O).
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


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (), kind: tuple[str, ...] = (),
        **kw: Any) -> None:
    assert name not in CASES, name
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)  # type: ignore[arg-type]


def page(title: str, body: str, lang: str = "en", head: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{title}</title>{head}</head><body>{body}</body></html>')


# ============================================================================ pricing

def de_pricing(*, pro_m: str = "29,00 €", pro_y: str = "24,17 €", biz_m: str = "1.234,56 €", biz_y: str = "1.028,80 €", starter: str = "Starter") -> str:
    cards = ""
    for name, m, y, feats in [(starter, "9,00 €", "7,50 €", ["1 Nutzer", "5 Projekte"]), ("Pro", pro_m, pro_y, ["10 Nutzer", "Unbegrenzte Projekte"]),
                              ("Business", biz_m, biz_y, ["Unbegrenzte Nutzer", "SSO"])]:
        cards += (f'<div class="rounded-2xl border p-8 pricing-card"><h3 class="text-lg font-semibold pricing-card__title">{name}</h3>'
                  f'<div class="mt-4 flex items-baseline price"><span class="text-4xl font-bold" x-show="!yearly">{m}</span>'
                  f'<span class="text-4xl font-bold" x-show="yearly" style="display: none">{y}</span><span class="text-sm">/ Monat</span></div>'
                  f'<p class="text-xs" x-show="yearly" style="display: none">bei jährlicher Zahlung</p>'
                  '<ul class="mt-6 space-y-2">' + "".join(f"<li>{x}</li>" for x in feats) + '</ul><a class="btn" href="/signup">Jetzt starten</a></div>')
    body = ('<header><nav><a href="/">Start</a><a href="/preise">Preise</a></nav></header><main x-data="{ yearly: false }"><h1>Preise</h1>'
            '<div class="billing-toggle" role="tablist"><button @click="yearly = false" aria-selected="true">Monatlich</button>'
            '<button @click="yearly = true">Jährlich <span>-17 %</span></button></div>'
            f'<section class="grid grid-cols-3 gap-8">{cards}</section><p>Alle Preise zzgl. MwSt.</p></main>')
    return page("Preise – Taskbar", body, "de")


U_DE = "https://www.taskbar.de/preise"
add("de toggle: the yearly price of one plan raised", de_pricing(), de_pricing(pro_y="25,00 €"), U_DE, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Pro", "24,17 €", "25,00 €"),), absent=PLANS)
add("de toggle: a four-digit monthly price raised (1.234,56 € → 1.299,00 €)", de_pricing(), de_pricing(biz_m="1.299,00 €"), U_DE, "pricing",
    "changed", ("critical",), ("price_changed",), prices=(("Business", "1.234,56 €", "1.299,00 €"),), absent=PLANS)
add("de toggle: a tier renamed (Starter → Basis), same prices", de_pricing(), de_pricing(starter="Basis"), U_DE, "pricing", "changed",
    ("minor", "meaningful"), ("plan_renamed",), absent=("price_changes",))


def tabs_pricing(m: tuple[str, str] = ("$12", "$39"), y: tuple[str, str] = ("$120", "$390"), *, yearly_default: bool = False) -> str:
    def grid(prices: tuple[str, str], per: str) -> str:
        return "".join(f'<div class="plan-card"><h3>{n}</h3><p class="plan-price">{p}<span>/{per}</span></p><ul><li>{f1}</li><li>{f2}</li></ul></div>'
                       for n, p, f1, f2 in zip(("Basic", "Premium"), prices, ("3 projects", "Unlimited projects"), ("Email support", "Priority support")))
    hm, hy = (" hidden", "") if yearly_default else ("", " hidden")
    b = ('<main><h1>Pricing</h1><div role="tablist"><button role="tab" aria-selected="true" aria-controls="p-m">Monthly</button>'
         '<button role="tab" aria-selected="false" aria-controls="p-y">Yearly</button></div>'
         f'<div role="tabpanel" id="p-m"{hm}>{grid(m, "month")}</div><div role="tabpanel" id="p-y"{hy}>{grid(y, "year")}</div></main>')
    return page("Pricing – Quill", b)


U_TABS = "https://quill.app/pricing"
add("tab panels: the yearly Premium price raised in the hidden panel", tabs_pricing(), tabs_pricing(y=("$120", "$420")), U_TABS, "pricing", "changed",
    ("critical",), ("price_changed",), prices=(("Premium", "$390", "$420"),), absent=PLANS)
add("tab panels: the default panel flipped to yearly", tabs_pricing(), tabs_pricing(yearly_default=True), U_TABS, "pricing", "any", ("minor",),
    absent=PLANS + ("price_changes",))


def geo_pricing(team: str = "$29", biz: str = "$79", note: str = "Prices in USD") -> str:
    body = ('<main><h1>Pricing</h1><div class="pricing-grid">'
            f'<div class="pricing-card"><h3>Team</h3><p class="price">{team}<span>/month</span></p><ul><li>10 seats</li><li>Shared inbox</li></ul></div>'
            f'<div class="pricing-card"><h3>Business</h3><p class="price">{biz}<span>/month</span></p><ul><li>50 seats</li><li>SSO</li></ul></div>'
            f'</div><p class="small">{note}. Taxes may apply.</p></main>')
    return page("Pricing | Inboxly", body)


U_GEO = "https://inboxly.com/pricing"
add("geo pricing: every plan shown in Hong Kong dollars (HK$229 / HK$619), converted at one rate", geo_pricing(),
    geo_pricing("HK$229", "HK$619", "Prices in HKD"), U_GEO, "pricing", "any", ("minor",), absent=PLANS + ("price_changes",))
add("geo pricing: every plan shown in Canadian dollars (CA$39 / CA$109)", geo_pricing(), geo_pricing("CA$39", "CA$109", "Prices in CAD"), U_GEO,
    "pricing", "any", ("minor",), absent=PLANS + ("price_changes",))
add("geo pricing: Singapore dollars, then the Team plan raised", geo_pricing("S$39", "S$105", "Prices in SGD"),
    geo_pricing("S$45", "S$105", "Prices in SGD"), U_GEO, "pricing", "changed", ("critical",), ("price_changed",), prices=(("Team", "S$39", "S$45"),))


def ch_pricing(team: str = "CHF 1'234.–", solo: str = "CHF 49.–") -> str:
    body = ('<main><h1>Preise</h1><div class="plans">'
            f'<div class="plan"><h2>Solo</h2><p class="amount">{solo}</p><p>pro Monat</p><ul><li>1 Benutzer</li></ul></div>'
            f'<div class="plan"><h2>Team</h2><p class="amount">{team}</p><p>pro Jahr</p><ul><li>10 Benutzer</li></ul></div>'
            '<div class="plan"><h2>Enterprise</h2><p class="amount">Auf Anfrage</p><ul><li>Unbegrenzt</li></ul></div></div>'
            '<p>Support: Mo.–Fr. 8.00–17.00 Uhr</p></main>')
    return page("Preise | Swissdocs AG", body, "de-CH")


U_CH = "https://swissdocs.ch/de/preise"
add("chf: a yearly price raised (CHF 1'234.– → CHF 1'390.–)", ch_pricing(), ch_pricing("CHF 1'390.–"), U_CH, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Team", "CHF 1'234.–", "CHF 1'390.–"),))
add("chf: every price written 'Fr.' instead of 'CHF', same amounts", ch_pricing(), ch_pricing("Fr. 1'234.–", "Fr. 49.–"), U_CH, "pricing", "any",
    ("minor",), absent=PLANS + ("price_changes",))
add("chf: written 'Fr.' and Team raised", ch_pricing(), ch_pricing("Fr. 1'390.–", "Fr. 49.–"), U_CH, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Team", "CHF 1'234.–", "Fr. 1'390.–"),), absent=PLANS)
add("chf: amounts written before 'Fr.' (1'234.– Fr.), Team raised", ch_pricing("1'234.– Fr.", "49.– Fr."), ch_pricing("1'390.– Fr.", "49.– Fr."),
    U_CH, "pricing", "changed", ("critical",), ("price_changed",), prices=(("Team", "1'234.– Fr.", "1'390.– Fr."),), absent=PLANS)
add("chf: support hours changed (Mo.–Fr. is no price)", ch_pricing(), ch_pricing().replace("8.00–17.00", "8.00–18.00"), U_CH, "pricing", "changed",
    ("minor", "meaningful"), ("content_changed",), absent=PLANS + ("price_changes",))


def ja_pricing(p: str = "¥1,980", name: str = "スタンダード") -> str:
    body = ('<main><h1>料金プラン</h1><div class="plan-list">'
            '<div class="plan"><h3>フリー</h3><p class="price">¥0</p><ul><li>ユーザー数 3名まで</li></ul></div>'
            f'<div class="plan"><h3>{name}</h3><p class="price">{p}<small>/月（税込）</small></p><ul><li>ユーザー数 10名まで</li></ul></div>'
            '<div class="plan"><h3>プレミアム</h3><p class="price">¥4,980<small>/月（税込）</small></p><ul><li>ユーザー数 無制限</li></ul></div></div></main>')
    return page("料金プラン | Kumo", body, "ja")


U_JA = "https://kumo.jp/pricing"
add("ja: ¥1,980 → ¥2,480", ja_pricing(), ja_pricing("¥2,480"), U_JA, "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("スタンダード", "¥1,980", "¥2,480"),))
add("ja: ¥ written full-width (￥1,980)", ja_pricing(), ja_pricing("￥1,980"), U_JA, "pricing", "quiet")
add("ja: a tier renamed, same price", ja_pricing(), ja_pricing(name="ビジネス"), U_JA, "pricing", "changed", ("minor", "meaningful"), ("plan_renamed",),
    absent=("price_changes",))


def fr_pricing(p: str = "1\u202f234,56\u00a0€") -> str:
    body = ('<main><h1>Tarifs</h1><div class="offres">'
            '<article class="offre"><h2>Essentiel</h2><div class="tarif">19,90\u00a0€ <span>HT/mois</span></div></article>'
            f'<article class="offre"><h2>Entreprise</h2><div class="tarif">{p} <span>HT/an</span></div></article></div></main>')
    return page("Tarifs - Facturo", body, "fr")


U_FR = "https://facturo.fr/tarifs"
add("fr: 1 234,56 € → 1 334,56 €", fr_pricing(), fr_pricing("1\u202f334,56\u00a0€"), U_FR, "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Entreprise", "1 234,56 €", "1 334,56 €"),))
add("fr: narrow no-break space → plain space", fr_pricing(), fr_pricing("1 234,56 €"), U_FR, "pricing", "quiet")


def in_pricing(p: str = "₹1,23,456") -> str:
    body = ('<main><h1>Pricing</h1><div class="plans">'
            '<div class="plan"><h3>Growth</h3><p class="price">₹4,999<span>/month</span></p></div>'
            f'<div class="plan"><h3>Scale</h3><p class="price">{p}<span>/year</span></p></div></div></main>')
    return page("Pricing — Paytrail", body)


U_IN = "https://paytrail.in/pricing"
add("inr: ₹1,23,456 → ₹1,29,999", in_pricing(), in_pricing("₹1,29,999"), U_IN, "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Scale", "₹1,23,456", "₹1,29,999"),))
add("inr: ₹ written INR", in_pricing(), in_pricing("INR 1,23,456"), U_IN, "pricing", "quiet")
add("inr: ₹ written Rs.", in_pricing(), in_pricing("Rs. 1,23,456"), U_IN, "pricing", "any", ("minor",), absent=PLANS + ("price_changes",))


def hs_pricing(*, pro: tuple[str, str] = ("$24", "$29"), team: tuple[str, str] = ("$49", "$59"), proname: str = "Pro") -> str:
    def card(n: str, a: str, m: str, feats: list[str]) -> str:
        return (f'<div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="pricing-card"><h3 class="pricing-card__heading">{n}</h3>'
                f'<div class="pricing-card__price"><span class="pricing-card__amount">{a}</span><span class="pricing-card__unit">/user/mo</span></div>'
                f'<p class="pricing-card__note">billed annually, or {m} month-to-month</p><ul class="pricing-card__features">'
                + "".join(f"<li>{x}</li>" for x in feats) + '</ul>'
                f'<a class="hs-button primary" href="https://app.acme.io/signup?plan={n.lower()}&amp;__hstc=20629287.1a2b3c.1733400000000.1733400000000.1733400000000.1'
                f'&amp;__hssc=20629287.1.1733400000000">Start free trial</a></div></div>')
    body = ('<div class="body-container-wrapper"><div class="body-container"><div class="row-fluid"><h1>Plans that scale with your team</h1>'
            + card("Starter", "$0", "$0", ["Up to 3 users", "5 projects"]) + card(proname, *pro, ["Unlimited projects", "Guest access"])
            + card("Team", *team, ["SAML SSO", "Audit log"]) + '</div></div></div>')
    return page("Pricing | Acme", body, head='<meta name="generator" content="HubSpot">')


U_HS = "https://www.acme.io/pricing"
add("hubspot: the month-to-month price raised ($29 → $32), a price per month", hs_pricing(), hs_pricing(pro=("$24", "$32")), U_HS, "pricing", "changed",
    ("critical",), ("price_changed",), prices=(("Pro", "$29", "$32"),), absent=PLANS, fields=())
add("hubspot: the yearly-billed price raised ($24 → $26)", hs_pricing(), hs_pricing(pro=("$26", "$29")), U_HS, "pricing", "changed", ("critical",),
    ("price_changed",), prices=(("Pro", "$24", "$26"),), absent=PLANS)
add("hubspot: a tier renamed (Pro → Plus), same prices", hs_pricing(), hs_pricing(proname="Plus"), U_HS, "pricing", "changed", ("minor", "meaningful"),
    ("plan_renamed",), absent=("price_changes",))
add("hubspot: a tier renamed and repriced (Pro $24/$29 → Plus $26/$32)", hs_pricing(), hs_pricing(proname="Plus", pro=("$26", "$32")), U_HS,
    "pricing", "changed", ("critical",), ("price_changed",), prices=(("Plus", "$24", "$26"), ("Plus", "$29", "$32")))


# ============================================================================ jobs

def lever(jobs: list[tuple[str, str, str, str, str]]) -> str:
    groups: dict[str, list[tuple[str, str, str, str]]] = {}
    for t, loc, team, wt, jid in jobs:
        groups.setdefault(team, []).append((t, loc, wt, jid))
    body = ('<div class="main-header page-full-width section-wrapper"><a class="main-header-logo" href="https://acme.io"><img alt="Acme logo" '
            'src="https://lever-client-logos.s3.us-west-2.amazonaws.com/acme.png"></a></div><div class="content-wrapper posting-page"><div class="postings-wrapper">')
    for team, js in groups.items():
        body += f'<div class="postings-group"><div class="large-category-header">{team}</div>'
        for t, loc, wt, jid in js:
            body += (f'<div class="posting" data-qa-posting-id="{jid}"><div class="posting-apply" data-qa="btn-apply"><a href="https://jobs.lever.co/acme/{jid}" '
                     f'class="posting-btn-submit template-btn-submit hex-color">Apply</a></div>'
                     f'<a class="posting-title" href="https://jobs.lever.co/acme/{jid}"><h5 data-qa="posting-name">{t}</h5>'
                     f'<div class="posting-categories"><span href="#" class="sort-by-location posting-category small-category-label location">{loc}</span>'
                     f'<span href="#" class="sort-by-team posting-category small-category-label department">{team}</span>'
                     f'<span class="display-inline-block small-category-label workplaceTypes">{wt}</span></div></a></div>')
        body += '</div>'
    body += '</div></div><div class="main-footer page-full-width"><p><a href="https://www.lever.co/job-seeker-support/">Jobs powered by Lever</a></p></div>'
    return page("Acme", body)


LJ = [("Senior Backend Engineer", "Berlin, Germany", "Engineering", "Hybrid", "8f3a1c2e-1111-4a2b-9c3d-aaaaaaaaaaaa"),
      ("Product Designer", "London, UK", "Design", "On-site", "8f3a1c2e-2222-4a2b-9c3d-bbbbbbbbbbbb"),
      ("Account Executive, DACH", "Munich, Germany", "Sales", "Remote", "8f3a1c2e-3333-4a2b-9c3d-cccccccccccc")]
U_LEVER = "https://jobs.lever.co/acme"
add("lever: a job moved (Berlin → Amsterdam)", lever(LJ), lever([("Senior Backend Engineer", "Amsterdam, Netherlands", "Engineering", "Hybrid", LJ[0][4])] + LJ[1:]),
    U_LEVER, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS, fields=(("location", "Berlin, Germany", "Amsterdam, Netherlands"),))
add("lever: a second opening of one title in another city", lever(LJ),
    lever(LJ + [("Senior Backend Engineer", "Amsterdam, Netherlands", "Engineering", "Hybrid", "8f3a1c2e-4444-4a2b-9c3d-dddddddddddd")]), U_LEVER, "careers",
    "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Senior Backend Engineer"]}, absent=("jobs_removed", "fields_changed"))


def workable(jobs: list[tuple[str, str, str, str, str, str, str]]) -> str:
    li = "".join(f'<li class="styles--1vo9F" data-ui="job"><a href="/acme-gmbh/j/{jid}/" aria-labelledby="{jid}" tabindex="0">'
                 f'<h3 class="styles--3TJHk" id="{jid}" data-ui="job-title"><span>{t}</span></h3>'
                 f'<div class="styles--1OnOt"><span data-ui="job-posted">Posted {age}</span></div>'
                 f'<div class="styles--2TdGW"><span class="styles--1Sarc" data-ui="job-workplace"><span>{wp}</span></span>'
                 f'<div class="styles--3zqyN" data-ui="job-location"><span>{loc}</span></div>'
                 f'<span data-ui="job-department">{dep}</span><span data-ui="job-type">{typ}</span></div></a></li>' for t, age, wp, loc, dep, typ, jid in jobs)
    body = (f'<div id="app"><main><header><h1 data-ui="company-name">Acme GmbH</h1></header><section><h2>Current openings</h2>'
            f'<ul class="styles--3vx-H" data-ui="list">{li}</ul></section></main><footer><a href="https://workable.com">Powered by Workable</a></footer></div>')
    return page("Acme GmbH - Current openings", body, "en")


WJ = [("Werkstudent Marketing (m/w/d)", "2 days ago", "Hybrid", "Hamburg, Germany", "Marketing", "Part time", "A1B2C3D4E5"),
      ("Senior Data Engineer", "5 days ago", "Remote", "Germany", "Engineering", "Full time", "F6G7H8I9J0"),
      ("Office Manager", "about 1 month ago", "On-site", "Hamburg, Germany", "Operations", "Full time", "K1L2M3N4O5")]
U_WK = "https://apply.workable.com/acme-gmbh/"
add("workable: 'Posted N days ago' ticks", workable(WJ), workable([(t, {"2 days ago": "3 days ago", "5 days ago": "6 days ago"}.get(a, a), *r)
                                                                   for t, a, *r in WJ]), U_WK, "careers", "quiet")
add("workable: a remote job becomes hybrid in Hamburg (data-ui fields)", workable(WJ),
    workable([WJ[0], ("Senior Data Engineer", "5 days ago", "Hybrid", "Hamburg, Germany", "Engineering", "Full time", "F6G7H8I9J0"), WJ[2]]), U_WK, "careers",
    "changed", ("meaningful",), ("jobs_changed",), absent=JOBS, fields=(("location", "Germany", "Hamburg, Germany"), ("workplace", "Remote", "Hybrid")))
add("workable: a new job (its location is its data-ui location, not 'On-site')", workable(WJ),
    workable([("Junior Accountant", "Posted today", "On-site", "Hamburg, Germany", "Finance", "Full time", "P1Q2R3S4T5")] + WJ), U_WK, "careers",
    "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Junior Accountant"]}, contains={"jobs_added": ["Hamburg"]}, absent=("jobs_removed",))


def ashby(jobs: list[tuple[str, str, str, str, str, str]]) -> str:
    body = f'<div id="root"><div class="ashby-job-board-heading"><h1>Open Positions ({len(jobs)})</h1></div>'
    deps: dict[str, list[tuple[str, str, str, str, str]]] = {}
    for t, dep, loc, typ, wt, jid in jobs:
        deps.setdefault(dep, []).append((t, loc, typ, wt, jid))
    for dep, js in deps.items():
        body += f'<section class="ashby-department-section"><h2 class="ashby-department-heading">{dep}</h2>'
        for t, loc, typ, wt, jid in js:
            body += (f'<a class="_container_j2da7_1 ashby-job-posting-brief" href="/acme/{jid}"><div class="ashby-job-posting-brief-details">'
                     f'<h3 class="ashby-job-posting-brief-title">{t}</h3><div class="_details_12ylk_389"><p>{dep} • {loc} • {typ} • {wt}</p></div></div></a>')
        body += '</section>'
    return page("Jobs at Acme", body + '<footer><a href="https://www.ashbyhq.com/">Powered by Ashby</a></footer></div>')


AJ = [("Software Engineer, Infrastructure", "Engineering", "New York", "Full time", "Hybrid", "0b6c1d2e-aaaa-4b5c-8d9e-000000000001"),
      ("Founding Designer", "Design", "San Francisco", "Full time", "On-site", "0b6c1d2e-aaaa-4b5c-8d9e-000000000002"),
      ("Customer Success Manager", "Go To Market", "Remote (US)", "Full time", "Remote", "0b6c1d2e-aaaa-4b5c-8d9e-000000000003")]
U_ASHBY = "https://jobs.ashbyhq.com/acme"
add("ashby: a job moved (New York → San Francisco)", ashby(AJ), ashby([AJ[0][:2] + ("San Francisco",) + AJ[0][3:]] + AJ[1:]), U_ASHBY, "careers",
    "changed", ("meaningful",), ("jobs_changed",), absent=JOBS, fields=(("location", "New York", "San Francisco"),))
add("ashby: a second opening of one title, in a department that held one job", ashby(AJ),
    ashby(AJ + [("Software Engineer, Infrastructure", "Engineering", "London", "Full time", "Hybrid", "0b6c1d2e-aaaa-4b5c-8d9e-000000000004")]),
    U_ASHBY, "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Software Engineer, Infrastructure"]},
    absent=("jobs_removed", "fields_changed"))


def workday_cxs(jobs: list[tuple[str, str, str, str]]) -> str:
    return json.dumps({"total": len(jobs), "jobPostings": [
        {"title": t, "externalPath": f"/job/{loc.split(',')[0].replace(' ', '-')}/{t.replace(' ', '-')}_{rid}", "locationsText": loc, "postedOn": po,
         "bulletFields": [rid]} for t, loc, po, rid in jobs], "facets": [], "userAuthenticated": False})


WDJ = [("Senior Software Engineer", "Dublin, Ireland", "Posted 3 Days Ago", "R-10231"), ("Financial Analyst", "Austin, TX", "Posted 30+ Days Ago", "R-10102"),
       ("Warehouse Associate", "2 Locations", "Posted Today", "R-10302")]
U_WD = "https://northwind.wd5.myworkdayjobs.com/wday/cxs/northwind/External/jobs"
add("workday cxs: postedOn ticks", workday_cxs(WDJ), workday_cxs([(t, l, "Posted 4 Days Ago" if "3 Days" in p else p, r) for t, l, p, r in WDJ]), U_WD,
    "careers", "quiet")
add("workday cxs: a job moved Dublin → Cork (same requisition)", workday_cxs(WDJ),
    workday_cxs([("Senior Software Engineer", "Cork, Ireland", "Posted 3 Days Ago", "R-10231")] + WDJ[1:]), U_WD, "careers", "changed", ("meaningful",),
    ("jobs_changed",), absent=JOBS, fields=(("location", "Dublin, Ireland", "Cork, Ireland"),))
add("workday cxs: the same title under a new requisition in Cork, linked to its public page", workday_cxs(WDJ),
    workday_cxs(WDJ + [("Senior Software Engineer", "Cork, Ireland", "Posted Today", "R-10399")]), U_WD, "careers", "changed", ("meaningful",), ("jobs_added",),
    exact={"jobs_added": ["Senior Software Engineer"]}, absent=("jobs_removed", "fields_changed"),
    contains={"jobs_added": ["https://northwind.wd5.myworkdayjobs.com/External/job/Cork/Senior-Software-Engineer_R-10399"]})


def flat_careers(groups: list[tuple[str, list[tuple[str, str, str]]]]) -> str:
    s = '<main><h1>Karriere</h1><p>Werde Teil unseres Teams in Berlin und München.</p><div class="job-list">'
    for dep, jobs in groups:
        s += f'<h3 class="job-list__dept">{dep}</h3>'
        for t, loc, slug in jobs:
            s += (f'<a class="job-list__item" href="/karriere/{slug}"><div class="job-list__title">{t}</div>'
                  f'<div class="job-list__loc">{loc}</div></a>')
    return page("Karriere – Brightfield", s + '</div></main>', "de")


FG = [("Engineering", [("Senior Backend Engineer (m/w/d)", "Berlin", "backend"), ("DevOps Engineer (m/w/d)", "Remote", "devops")]),
      ("Vertrieb", [("Account Executive (m/w/d)", "München", "ae")]), ("Marketing", [("Content Marketing Manager (m/w/d)", "Berlin", "content")])]
U_FLAT = "https://brightfield.de/karriere"
add("flat careers list: a job moved to another team heading", flat_careers(FG),
    flat_careers([("Engineering", [FG[0][1][0]]), FG[1], ("Marketing", FG[2][1] + [FG[0][1][1]])]), U_FLAT, "careers", "changed", ("minor", "meaningful"),
    ("jobs_changed",), absent=JOBS, fields=(("department", "Engineering", "Marketing"),))
add("flat careers list: a new job under a team heading", flat_careers(FG),
    flat_careers([FG[0], ("Vertrieb", FG[1][1] + [("Sales Development Representative (m/w/d)", "München", "sdr")]), FG[2]]), U_FLAT, "careers", "changed",
    ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Sales Development Representative (m/w/d)"]}, absent=("jobs_removed", "fields_changed"))


def smartrecruiters(groups: list[tuple[str, list[tuple[str, str, str, str]]]]) -> str:
    s = '<main class="jobs-list"><h1 class="title">Nordlicht GmbH</h1>'
    for loc, jobs in groups:
        s += (f'<section class="openings-section opening opening--grouped"><h3 class="opening-title title display--inline-block text--default">{loc}</h3>'
              '<ul class="opening-jobs js-group-list">')
        for t, jid, slug, typ in jobs:
            s += (f'<li class="opening-job job column wide-7of16 medium-1of2"><a href="https://jobs.smartrecruiters.com/NordlichtGmbH/{jid}-{slug}" '
                  f'class="link--block details"><h4 class="details-title job-title link--block-target">{t}</h4>'
                  f'<p class="details-desc job-desc text--muted">{typ}</p></a></li>')
        s += '</ul></section>'
    return page("Nordlicht GmbH Jobs", s + '</main>', "de")


SRG = [("Hamburg, Deutschland", [("Projektleiter Windenergie (m/w/d)", "743999912345671", "projektleiter-windenergie-m-w-d", "Vollzeit"),
                                 ("Elektriker (m/w/d)", "743999912345672", "elektriker-m-w-d", "Vollzeit")]),
       ("Bremen, Deutschland", [("Servicetechniker (m/w/d)", "743999912345673", "servicetechniker-m-w-d", "Vollzeit")])]
U_SR = "https://jobs.smartrecruiters.com/NordlichtGmbH"
add("smartrecruiters: a job moved to the Bremen group", smartrecruiters(SRG),
    smartrecruiters([("Hamburg, Deutschland", [SRG[0][1][0]]), ("Bremen, Deutschland", SRG[1][1] + [SRG[0][1][1]])]), U_SR, "careers", "changed",
    ("meaningful",), ("jobs_changed",), absent=JOBS, fields=(("location", "Hamburg, Deutschland", "Bremen, Deutschland"),))
add("smartrecruiters: Vollzeit → Teilzeit", smartrecruiters(SRG),
    smartrecruiters([("Hamburg, Deutschland", [SRG[0][1][0], SRG[0][1][1][:3] + ("Teilzeit",)]), SRG[1]]), U_SR, "careers", "changed", ("minor", "meaningful"),
    ("jobs_changed",), absent=JOBS, fields=(("employment_type", "Vollzeit", "Teilzeit"),))


def teamtailor(jobs: list[tuple[str, str, str, str, str, str]]) -> str:
    li = "".join(f'<li class="w-full"><a class="block h-full w-full hover:bg-gradient-block-base-bg focus-visible-company focus-visible:rounded" '
                 f'href="https://karriere.vinterbolaget.se/jobs/{jid}-{slug}"><div class="company-link-style block-tight text-block-base-link">'
                 f'<span class="text-block-base-link sm:min-w-[25%] sm:truncate company-link-style" title="{t}">{t}</span></div><div class="mt-1 text-md">'
                 f'<span>{dep}</span><span class="mx-[2px]">·</span><span>{loc}</span><span class="mx-[2px]">·</span>'
                 f'<span class="inline-flex items-center gap-x-2">{wp}</span></div></a></li>' for t, jid, slug, dep, loc, wp in jobs)
    b = (f'<main><section class="block-jobs"><h2 class="block-title">Lediga tjänster</h2><ul class="block-grid mt-12 gap-y-6" id="jobs_list_container">'
         f'{li}</ul></section></main>')
    return page("Jobb – Vinterbolaget", b, "sv")


TJ = [("Backendutvecklare", "4815162", "backendutvecklare", "Teknik", "Stockholm", "Hybrid"),
      ("Kundtjänstmedarbetare", "4815163", "kundtjanst", "Kundtjänst", "Umeå", "På plats"),
      ("Ekonomiassistent", "4815164", "ekonomi", "Ekonomi", "Stockholm", "På plats")]
U_TT = "https://karriere.vinterbolaget.se/jobs"
add("teamtailor sv: a job moved Umeå → Luleå (a city no list knows, in a meta line of spans)", teamtailor(TJ),
    teamtailor([TJ[0], TJ[1][:4] + ("Luleå", "På plats"), TJ[2]]), U_TT, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS,
    fields=(("location", "Umeå", "Luleå"),))
add("teamtailor sv: Hybrid → Distans", teamtailor(TJ), teamtailor([TJ[0][:5] + ("Distans",)] + TJ[1:]), U_TT, "careers", "changed", ("meaningful",),
    ("jobs_changed",), absent=JOBS, fields=(("workplace", "Hybrid", "Distans"),))
add("teamtailor sv: a new job in Umeå", teamtailor(TJ), teamtailor(TJ + [("Lagerarbetare", "4815165", "lager", "Logistik", "Umeå", "På plats")]), U_TT,
    "careers", "changed", ("meaningful",), ("jobs_added",), exact={"jobs_added": ["Lagerarbetare"]}, contains={"jobs_added": ["Umeå"]},
    absent=("jobs_removed", "fields_changed"))


# ============================================================================ posts

def ghost(posts: list[tuple[str, str, str, str, str, int]]) -> str:
    arts = "".join(f'<article class="post-card post tag-producto"><a class="post-card-image-link" href="/{slug}/"><img class="post-card-image" '
                   f'src="/content/images/size/w600/2026/11/{slug}.jpg" alt="{t}"></a><div class="post-card-content"><a class="post-card-content-link" '
                   f'href="/{slug}/"><header class="post-card-header"><div class="post-card-primary-tag">Producto</div><h2 class="post-card-title">{t}</h2>'
                   f'</header><div class="post-card-excerpt">{ex}</div></a><footer class="post-card-meta"><time class="post-card-meta-date" '
                   f'datetime="{iso}">{d}</time><span class="post-card-meta-length">{rt} min de lectura</span></footer></div></article>'
                   for t, slug, ex, iso, d, rt in posts)
    body = ('<div class="viewport"><header id="gh-head" class="gh-head outer"><a class="gh-head-logo" href="/">Cobalto</a><nav class="gh-head-menu">'
            '<ul class="nav"><li class="nav-inicio"><a href="/">Inicio</a></li></ul></nav></header><main id="site-main" class="site-main outer">'
            f'<div class="inner posts"><div class="post-feed">{arts}</div></div></main><footer class="site-footer outer"><div class="inner">'
            '<section class="copyright"><a href="/">Cobalto</a> © 2026</section><div class="gh-powered-by"><a href="https://ghost.org/">Powered by Ghost</a>'
            '</div></div></footer></div>')
    return page("Cobalto — Blog", body, "es", '<meta name="generator" content="Ghost 5.96">')


GP = [("Presentamos facturas recurrentes", "facturas-recurrentes", "Ahora puedes programar facturas que se envían solas cada mes.", "2026-11-28",
       "28 nov 2026", 4),
      ("Cómo cerramos el trimestre con IVA", "cierre-trimestre-iva", "Una guía práctica para autónomos.", "2026-11-20", "20 nov 2026", 6),
      ("Nuevo panel de gastos", "panel-gastos", "Todo tu gasto en un vistazo.", "2026-11-12", "12 nov 2026", 3)]
U_GHOST = "https://blog.cobalto.es/"
add("ghost es: the newest post re-dated (no new post)", ghost(GP), ghost([GP[0][:3] + ("2026-12-01", "1 dic 2026", 4)] + GP[1:]), U_GHOST, "blog", "any",
    ("minor",), absent=("items_added", "items_removed"))
add("ghost es: a new post", ghost(GP), ghost([("Integración con Holded", "integracion-holded", "Sincroniza tus facturas con Holded.", "2026-12-03",
                                               "3 dic 2026", 2)] + GP), U_GHOST, "blog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Integración con Holded"]}, absent=("items_removed", "blocks_removed"), published={"items_added": {"Integración con Holded": "2026-12-03"}})
add("ghost es: reading times re-computed", ghost(GP), ghost([(t, s, e, i, d, r + 1) for t, s, e, i, d, r in GP]), U_GHOST, "blog", "quiet")


def notion_blog(posts: list[tuple[str, str, str, str]]) -> str:
    cards = "".join(f'<a href="/{slug}-{pid}" class="notion-collection-card notion-collection-card-size-medium"><div class="notion-collection-card-body">'
                    f'<div class="notion-property notion-property-title"><span class="notion-page-title-text">{t}</span></div>'
                    f'<div class="notion-property notion-property-date"><span class="notion-property-date">{d}</span></div></div></a>' for t, slug, pid, d in posts)
    b = ('<div class="notion-app"><main class="notion notion-page notion-full-width"><h1 class="notion-title">Blog</h1><div class="notion-page-content">'
         f'<div class="notion-collection notion-block-2f1e"><div class="notion-gallery-grid notion-gallery-grid-size-medium">{cards}</div></div></div></main></div>')
    return page("Blog | Pebble", b)


NP = [("How we priced Pebble 2.0", "how-we-priced-pebble-2-0", "3b2f1c4d5e6f47a8b9c0d1e2f3a4b5c6", "November 28, 2026"),
      ("Offline mode is here", "offline-mode-is-here", "4c3a2b1d6e7f48a9b0c1d2e3f4a5b6c7", "November 12, 2026")]
U_NOTION = "https://pebble.notion.site/blog"
add("notion site: a new post (a gallery card that is one link, its date inside)", notion_blog(NP),
    notion_blog([("Pebble for teams", "pebble-for-teams", "5d4b3c2e7f8a49b0c1d2e3f4a5b6c7d8", "December 3, 2026")] + NP), U_NOTION, "blog", "changed",
    ("meaningful",), ("post_published",), exact={"items_added": ["Pebble for teams"]}, absent=("items_removed",),
    published={"items_added": {"Pebble for teams": "2026-12-03"}})
add("notion site: a post re-dated", notion_blog(NP), notion_blog([NP[0][:3] + ("December 1, 2026",)] + NP[1:]), U_NOTION, "blog", "any", ("minor",),
    absent=("items_added", "items_removed"))


def drupal_news(items: list[tuple[str, str, str, str]], token: str = "abc123") -> str:
    rows = "".join(f'<div class="views-row"><article role="article" about="/de/presse/{slug}" class="node node--type-press-release node--view-mode-teaser">'
                   f'<h2 class="node__title"><a href="/de/presse/{slug}" rel="bookmark"><span class="field field--name-title">{t}</span></a></h2>'
                   f'<div class="node__meta"><span class="field field--name-created"><time datetime="{iso}T09:00:00Z">{d}</time></span></div></article></div>'
                   for t, slug, iso, d in items)
    body = (f'<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><main role="main"><h1 class="page-title">Pressemitteilungen</h1>'
            f'<div class="views-element-container"><div class="view view-press js-view-dom-id-{token}9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a49382716">'
            f'{rows}</div></div></main></div><script type="application/json" data-drupal-selector="drupal-settings-json">'
            f'{{"path":{{"baseUrl":"/"}},"ajaxPageState":{{"theme_token":"{token}"}}}}</script>')
    return page("Pressemitteilungen | Stadtwerke Nordheide", body, "de")


DN = [("Stadtwerke senken Strompreis zum 1. Januar", "strompreis-januar", "2026-11-30", "30.11.2026"),
      ("Neues Hallenbad öffnet im Frühjahr", "hallenbad", "2026-11-18", "18.11.2026"),
      ("Glasfaserausbau in Buchholz abgeschlossen", "glasfaser-buchholz", "2026-11-02", "02.11.2026")]
U_DRUPAL = "https://www.stadtwerke-nordheide.de/de/presse"
ACQ = "Stadtwerke Nordheide erwirbt Netzbetreiber Seevetal"
add("drupal de: view-dom-id and theme_token churn", drupal_news(DN), drupal_news(DN, "zzz999"), U_DRUPAL, "newsroom", "quiet")
add("drupal de: a new release announcing an acquisition ('erwirbt')", drupal_news(DN), drupal_news([(ACQ, "erwerb-seevetal", "2026-12-04", "04.12.2026")] + DN, "q1"),
    U_DRUPAL, "newsroom", "changed", ("major",), ("post_published",), exact={"items_added": [ACQ]}, absent=("items_removed",))
add("drupal de: a release re-dated", drupal_news(DN), drupal_news([DN[0][:2] + ("2026-12-01", "01.12.2026")] + DN[1:]), U_DRUPAL, "newsroom", "any",
    ("minor",), absent=("items_added", "items_removed"))
add("drupal de: a release retitled (Januar → Februar)", drupal_news(DN), drupal_news([(DN[0][0].replace("Januar", "Februar"),) + DN[0][1:]] + DN[1:]),
    U_DRUPAL, "newsroom", "changed", ("minor", "meaningful"), absent=("items_added", "items_removed"))


def aem_newsroom(items: list[tuple[str, str, str, str]]) -> str:
    li = "".join(f'<li class="cmp-list__item"><article><a class="cmp-list__item-link" href="/content/acme/en/newsroom/{slug}.html">'
                 f'<span class="cmp-list__item-title">{t}</span><span class="cmp-list__item-date">{d}</span></a>'
                 f'<span class="cmp-list__item-description">{desc}</span></article></li>' for t, slug, d, desc in items)
    b = ('<div class="root responsivegrid"><div class="aem-Grid aem-Grid--12"><div class="title aem-GridColumn"><div class="cmp-title">'
         '<h1 class="cmp-title__text">Newsroom</h1></div></div><div class="list aem-GridColumn">'
         f'<ul id="list-a1b2c3d4e5" class="cmp-list">{li}</ul></div></div></div>')
    return page("Newsroom | Acme Industrial", b)


AI = [("Acme Industrial reports third-quarter 2026 results", "q3-2026-results", "11/05/2026", "Revenue up 8 percent year over year."),
      ("Acme opens new plant in Monterrey", "monterrey-plant", "10/21/2026", "The plant will employ 400 people."),
      ("Acme names Dana Ortiz chief financial officer", "cfo-dana-ortiz", "09/30/2026", "Ortiz joins from Lumen Corp.")]
U_AEM = "https://www.acme-industrial.com/en/newsroom.html"
AEM_NEW = "Acme Industrial to acquire Borealis Sensors"
add("aem newsroom: a new release (an acquisition), the date no part of its title", aem_newsroom(AI),
    aem_newsroom([(AEM_NEW, "borealis", "12/03/2026", "All-cash deal valued at $1.2 billion.")] + AI), U_AEM, "newsroom", "changed", ("major",),
    ("post_published",), exact={"items_added": [AEM_NEW]}, absent=("items_removed",))
add("aem newsroom: a release re-dated (no retitle)", aem_newsroom(AI), aem_newsroom([AI[0][:2] + ("11/06/2026",) + AI[0][3:]] + AI[1:]), U_AEM,
    "newsroom", "any", ("minor",), absent=("items_added", "items_removed", "fields_changed"))


# ============================================================================ legal

def sqs_legal(date: str = "Dernière mise à jour : 2 octobre 2026", extra: str = "", days: str = "quatorze") -> str:
    body = ('<div id="siteWrapper" class="clearfix site-wrapper"><header id="header" class="header theme-col--primary"><a href="/" class="header-title-logo">'
            'Atelier Lune</a></header><main id="page" class="container" role="main"><article class="sections" id="sections" '
            'data-page-sections="65f1a2b3c4d5e6f7a8b9c0d1"><section data-test="page-section" data-section-theme="white" class="page-section">'
            '<div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-65f1a2b3">'
            '<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2" '
            'id="block-yui_3_17_2_1_1712345678901_4321"><div class="sqs-block-content"><div class="sqs-html-content">'
            f'<h1>Conditions générales de vente</h1><p><em>{date}</em></p>'
            '<h3>Article 1 – Objet</h3><p>Les présentes conditions régissent les ventes de produits par Atelier Lune SAS.</p>'
            f'<h3>Article 2 – Prix</h3><p>Les prix sont indiqués en euros toutes taxes comprises.</p>{extra}'
            f'<h3>Article 3 – Rétractation</h3><p>Le client dispose d\'un délai de {days} jours pour exercer son droit de rétractation.</p>'
            '</div></div></div></div></div></div></div></div></section></article></main></div>')
    return page("CGV — Atelier Lune", body, "fr")


U_SQS = "https://www.atelierlune.fr/cgv"
NEW_DATE = "Dernière mise à jour : 4 décembre 2026"
add("squarespace fr CGV: only 'Dernière mise à jour' moved", sqs_legal(), sqs_legal(NEW_DATE), U_SQS, "legal", "quiet")
add("squarespace fr CGV: a clause added with the date", sqs_legal(), sqs_legal(NEW_DATE, "<p>Les frais de livraison sont offerts dès 80 € d'achat.</p>"),
    U_SQS, "legal", "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["frais de livraison"]}, absent=("blocks_removed",))
add("squarespace fr CGV: the withdrawal period 14 → 30 days", sqs_legal(), sqs_legal(days="trente"), U_SQS, "legal", "changed", ("meaningful", "major"),
    ("policy_changed",), contains={"blocks_added": ["trente jours"]})


def es_privacy(date: str = "Última actualización: 3 de noviembre de 2026", extra: str = "") -> str:
    b = ('<main class="site-main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">Política de privacidad</h1></header>'
         f'<div class="entry-content"><p><strong>{date}</strong></p><h2>1. Responsable del tratamiento</h2><p>Nubeo Software S.L., con CIF B12345678, es '
         'responsable del tratamiento de sus datos.</p><h2>2. Finalidades</h2><p>Tratamos sus datos para prestar el servicio y enviar facturas.</p>'
         f'{extra}<h2>3. Conservación</h2><p>Conservamos los datos durante cinco años.</p></div></article></main>')
    return page("Política de privacidad – Nubeo", b, "es")


U_ES = "https://nubeo.es/politica-de-privacidad/"
add("es privacy: only 'Última actualización' moved", es_privacy(), es_privacy("Última actualización: 4 de diciembre de 2026"), U_ES, "legal", "quiet")
add("es privacy: 'Actualizado el 03/11/2026' → '04/12/2026'", es_privacy("Actualizado el 03/11/2026"), es_privacy("Actualizado el 04/12/2026"), U_ES,
    "legal", "quiet")
add("es privacy: a payment processor named, with the date", es_privacy(), es_privacy(
    "Última actualización: 4 de diciembre de 2026", "<p>Compartimos datos con Stripe Payments Europe, Ltd. para procesar pagos.</p>"), U_ES, "legal",
    "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["Stripe"]}, absent=("blocks_removed",))


def ja_privacy(date: str = "2026年11月1日 改定", extra: str = "") -> str:
    b = (f'<main><h1>プライバシーポリシー</h1><p class="date">制定日：2020年4月1日</p><p class="date">{date}</p><h2>第1条（個人情報）</h2>'
         f'<p>当社は、お客様の個人情報を適切に取り扱います。</p>{extra}<h2>第2条（利用目的）</h2><p>サービス提供のために利用します。</p></main>')
    return page("プライバシーポリシー | 株式会社ソラ", b, "ja")


U_JAP = "https://sora.co.jp/privacy"
add("ja privacy: only the revision date moved ('2026年11月1日 改定')", ja_privacy(), ja_privacy("2026年12月4日 改定"), U_JAP, "legal", "quiet")
add("ja privacy: only '最終改定日：' moved", ja_privacy("最終改定日：2026年11月1日"), ja_privacy("最終改定日：2026年12月4日"), U_JAP, "legal", "quiet")
add("ja privacy: only the effective date moved ('施行')", ja_privacy("2026年11月1日 施行"), ja_privacy("2026年12月4日 施行"), U_JAP, "legal", "quiet")
add("ja privacy: an article added with the date", ja_privacy(), ja_privacy("2026年12月4日 改定", "<h2>第2条（第三者提供）</h2><p>当社は、法令に基づく場合を除き、"
                                                                                   "第三者に提供しません。</p>"),
    U_JAP, "legal", "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["第三者に提供しません"]}, absent=("blocks_removed",))


# ============================================================================ status

def status_de(incs: list[tuple[str, list[tuple[str, str, str]]]]) -> str:
    s = ('<main><h1>Systemstatus</h1><div class="components"><div class="component"><span class="name">API</span><span class="status">Betriebsbereit</span>'
         '</div><div class="component"><span class="name">Dashboard</span><span class="status">Betriebsbereit</span></div></div><h2>Aktuelle Vorfälle</h2>')
    for title, ups in incs:
        s += (f'<div class="incident"><h3 class="incident-title">{title}</h3>'
              + "".join(f'<div class="update"><strong>{st}</strong> – {msg} <small>{ts}</small></div>' for st, msg, ts in ups) + '</div>')
    return page("Status – Lagerwerk", s + '</main>', "de")


I1 = ("Verzögerte Webhook-Zustellung", [("Untersuchung", "Wir untersuchen verzögerte Webhooks.", "04.12.2026 09:12 MEZ")])
I1U = (I1[0], [("Identifiziert", "Die Ursache ist gefunden, ein Fix wird ausgerollt.", "04.12.2026 09:40 MEZ")] + I1[1])
I1R = (I1[0], [("Behoben", "Alle Webhooks sind zugestellt.", "04.12.2026 10:05 MEZ")] + I1U[1])
I2 = ("Anmeldung per SSO schlägt fehl", [("Untersuchung", "Einige Kunden können sich nicht per SSO anmelden.", "04.12.2026 11:02 MEZ")])
U_ST = "https://status.lagerwerk.de/"
add("status de: an incident's update (Untersuchung → Identifiziert)", status_de([I1]), status_de([I1U]), U_ST, "status", "changed", ("meaningful",),
    ("incident_updated",), contains={"incidents": ["Webhook"]})
add("status de: the incident resolved (Behoben)", status_de([I1U]), status_de([I1R]), U_ST, "status", "changed", ("meaningful", "minor"),
    ("incident_resolved",), contains={"incidents": ["Webhook"]})
add("status de: a second incident opened", status_de([I1U]), status_de([I2, I1U]), U_ST, "status", "changed", ("major", "critical", "meaningful"),
    ("incident_opened",), contains={"incidents": ["SSO"]})


def fr_status(comp: str = "Opérationnel", inc: str = "") -> str:
    b = ('<main><h1>État des services</h1><div class="banner">Tous les systèmes sont opérationnels</div><ul class="components">'
         f'<li class="component"><span>API</span><span class="component-status">{comp}</span></li><li class="component"><span>Tableau de bord</span>'
         f'<span class="component-status">Opérationnel</span></li></ul>{inc}</main>')
    return page("Statut – Factolib", b, "fr")


FR_INC = ('<section class="incidents"><h2>Incidents en cours</h2><div class="incident"><h3>Lenteurs sur l\'API</h3><p><strong>Enquête en cours</strong> – '
          'Nous analysons des temps de réponse élevés. <time>il y a 5 minutes</time></p></div></section>')
FR_RES = FR_INC.replace('<p><strong>Enquête en cours</strong>', '<p><strong>Résolu</strong> – Les temps de réponse sont revenus à la normale. '
                        '<time>il y a 1 minute</time></p><p><strong>Enquête en cours</strong>')
for u_fr in ("https://statut.factolib.fr/", "https://www.factolib.fr/disponibilite"):
    add(f"fr status ({u_fr}): API degraded with an incident", fr_status(), fr_status("Performances dégradées", FR_INC), u_fr, "status", "changed",
        ("major", "critical"), ("incident_opened",), contains={"incidents": ["Lenteurs"]})
add("fr status: the incident's age ticks", fr_status("Performances dégradées", FR_INC),
    fr_status("Performances dégradées", FR_INC.replace("il y a 5 minutes", "il y a 12 minutes")), "https://statut.factolib.fr/", "status", "quiet")
add("fr status: the incident resolved", fr_status("Performances dégradées", FR_INC), fr_status("Opérationnel", FR_RES), "https://statut.factolib.fr/",
    "status", "changed", ("meaningful", "minor"), ("incident_resolved",), contains={"incidents": ["Lenteurs"]})


# ============================================================================ running the pairs

def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


@pytest.mark.parametrize("name", list(CASES))
def test_pair(name: str) -> None:
    c = CASES[name]
    check(c, _run(c, c.surface))


@pytest.mark.parametrize("name", list(CASES))
def test_pair_guessing_the_surface(name: str) -> None:
    """The same verdicts without --surface (guessed from the URL, the title and the headings)."""
    c = CASES[name]
    check(replace(c), _run(c, None))


# ============================================================================ unit checks of the rules added in this round

@pytest.mark.parametrize(("text", "ids"), [
    ("Fr. 1'234.–", ["CHF|1234"]), ("1'234.– Fr.", ["CHF|1234"]), ("SFr. 49.90", ["CHF|49.9"]), ("49.– CHF", ["CHF|49"]),
    ("ab Fr. 29.90 pro Monat", ["CHF|29.9"]), ("CHF 1'290", ["CHF|1290"]),
    # near misses: opening hours and dates beside "Fr." (Freitag), "Fr." as Frau
    ("Mo.–Fr. 9.00–18.00 Uhr", []), ("Mo. bis Fr. 9 Uhr", []), ("Mo - Fr. 8:00", []), ("Fr. 12.12.", []), ("Fr. 9–18 Uhr", []), ("Fr. Müller", []),
])
def test_swiss_franc_prices(text: str, ids: list[str]) -> None:
    from changewire_differ.extract import price_id, price_tokens

    assert [price_id(t) for t in price_tokens(text)] == ids


@pytest.mark.parametrize(("text", "ids"), [
    ("HK$1,288", ["HKD|1288"]), ("S$ 49", ["SGD|49"]), ("NT$ 1,490", ["TWD|1490"]), ("MX$ 499", ["MXN|499"]), ("CA$29", ["CAD|29"]),
    ("AU$ 39", ["AUD|39"]), ("NZ$ 59", ["NZD|59"]), ("US$29", ["USD|29"]), ("$29", ["USD|29"]), ("R$ 49", ["BRL|49"]), ("A$29", ["AUD|29"]),
])
def test_the_other_dollars(text: str, ids: list[str]) -> None:
    from changewire_differ.extract import price_id, price_tokens

    assert [price_id(t) for t in price_tokens(text)] == ids


def test_a_price_takes_the_period_written_after_it() -> None:
    """HubSpot's card: "$24 /user/mo" over "billed annually, or $29 month-to-month": $29 is a monthly price (the line's first
    period word, "annually", is the other price's billing)."""
    c = CASES["hubspot: the month-to-month price raised ($29 → $32), a price per month"]
    out = _run(c, "pricing")
    assert [(p["before"], p["after"], p["period"]) for p in out["delta"]["price_changes"]] == [("$29", "$32", "month")], out
