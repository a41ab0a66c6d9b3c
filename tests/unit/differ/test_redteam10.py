"""A tenth red-team round of `changewire diff --json`: before/after pairs generated in this module (no fixture files),
each run with --surface and again without it, plus unit checks of the rules added. New ground against rounds 1–9:
pricing pages with both billing prices in the DOM and locale formats, ATS boards' own markup (Lever, Workable, Ashby),
department headings inside a job grid, CMS pages (Ghost, Squarespace, Drupal, HubSpot CMS), status pages in German.

Cases (each expectation written before its first run):
- pricing: a German Tailwind page with a monthly/yearly toggle (both prices in the DOM, "1.234,56 €"): the yearly price
  of one plan raised, a four-digit price raised, a tier renamed; Swiss francs ("CHF 1'234.–", then written "Fr. 1'234.–",
  and a rise written "Fr."); yen ("¥1,980" → "¥2,480", "￥" full-width, a tier renamed); French "1 234,56 €" (narrow
  no-break spaces); rupees (lakh grouping, "₹" → "INR"); a HubSpot CMS card showing the yearly price with the monthly one
  in a note ("billed annually, or $29 month-to-month"): each price raised, a tier renamed, a tier renamed AND repriced.
- jobs: Lever's hosted board (a job moved, a second opening of one title elsewhere), Workable's hosted board (ages tick,
  a job going Remote → Hybrid in Hamburg, a new job), Ashby's hosted board (a move; a second opening of one title in a
  department that held one job), a German careers page whose department headings sit between the job links of one list
  (a job moved to another department, a new job).
- posts: a Spanish Ghost (Casper) blog (a post re-dated, a new post, reading times re-computed); a German Drupal
  newsroom (view-dom-id and theme_token churn, a new release announcing an acquisition, a release re-dated, retitled).
- legal: a French Squarespace CGV page ("Dernière mise à jour" only; a clause and the date; 14 → 30 days).
- status: a German hand-made status page (an incident's update, its resolution, a second incident).

Wrong at first, and the rule now:
- prices: Swiss francs written "Fr. 1'234.–" or "SFr. 49.90" (before the amount), "1'234.– Fr." or "49.– CHF" (after it,
  with the Swiss ".–") were no prices: a page re-written from "CHF" to "Fr." lost a plan (major plan_removed). They are
  prices now (extract.PRICE_RE); opening hours ("Mo.–Fr. 9.00–18.00 Uhr", "Mo. bis Fr. 9 Uhr") and "Fr. 12.12." are not.
- jobs: Ashby's board (`<section class=ashby-department-section><h2>Engineering</h2><a>…</a>…`): when a department went
  from one job to two, EVERY job lost its department (a department was read from a card holding the section's heading;
  with two links the card is the link). A heading inside the job grid before a card now names its group
  (extract._heading_in_grid: read once per grid; only in one of a run of alike group boxes, or in a flat list with two or
  more such headings; a heading holding a link is a card). A flat list with headings between its links read no
  department, so a job moved to another team was "no change" of the job.
"""
from __future__ import annotations

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
