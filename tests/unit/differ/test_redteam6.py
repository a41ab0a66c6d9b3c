"""A sixth red-team round of `changewire diff --json`: 235 before/after pairs (tests/data/differ/redteam6/,
written by redteam6_src.py), first rebuilding what a lost round had found (its code was never merged), then
new ground. Languages the first five rounds barely touched: Polish, Swedish, Dutch, Portuguese, Italian,
Chinese, Japanese, Korean, Thai, Arabic, Hebrew, Danish and Finnish (and news ages in Turkish, Russian, Czech,
Indonesian and Vietnamese). Archetypes: homepages with their per-fetch noise (a dated top bar, "3 godziny
temu", "för 2 timmar sedan", "há 3 horas", "3小时前", live visitor counters, promo countdowns, a lone "•");
careers pages under /praca/, /jobb/, /vacatures/, /vagas/, /lavora-con-noi/, /recruit/ with local workplace
labels (Zdalnie, Distans, Op afstand, Remoto, 远程, リモート, 원격, ทำงานทางไกล) and "Nowość"/"Ny"/"NEW" badges; RTL
careers pages; Workday listings whose ages are written in five languages, Workday, Ashby and Personio job
pages, Personio (sv), Ashby (pl meta lines), Teamtailor (sv); team pages with local executive titles (Prezes
Zarządu, VD, Directeur général, Financieel directeur, 首席财务官, 최고재무책임자, ประธานเจ้าหน้าที่ฝ่ายการเงิน, المديرة
المالية, סמנכ"ל כספים) and names written in Polish letters, Chinese, Korean, Thai, Arabic and Hebrew (joining,
leaving, promoted); pricing pages with a quote-only tier ("Custom", "Kontakta oss", "お問い合わせ"), Swiss "CHF
1'290", a monthly/yearly toggle, a "most popular" badge moving, ₩, ฿, SAR and ₪ prices; share-price widgets
(USD, XETRA, 東証 with 前日比) and quarterly results on investors pages; Statuspage-like pages in
pl/sv/nl/pt/it/zh/ja/ko/th (components, incidents from opened to resolved, maintenance); newsrooms announcing
acquisitions (przejmuje, förvärvar, neemt … over, adquire, acquisisce, 收购, 買収); terms whose later sections are
renumbered after an insertion, "last updated" lines in fifteen languages, a Korean 시행일 and a Japanese 第3条
against a clause added; changelogs dated by day ("December 4, 2025", "4 grudnia 2025", "2025年12月4日") and
releases dated in their headings ("v2.3.0 (2025-11-20)"); blogs dated the local way; Uptime Kuma's heartbeat
API; docs version pickers (a navbar dropdown, a <select> in the page, Read the Docs' flyout); offer countdowns
and "updated on" lines written other ways ("ancora 3 giorni", "Só mais 3 dias", "3 days to go", "Aggiornato
al", "laatst gewijzigd op"); a shop's stock levels and its "4 200+ firm" counter in seven languages; measured
uptime on status pages in eight ("99,98 % Verfügbarkeit", "稼働率 99.98%"); "as of" stamps under a figure ("Stan
na 4.12.2025"); and real changes beside the new volatile rules (a claim without "+", a promised SLA, a clause
rewritten among renumbered sections, a job retitled).

Every expectation below was written before the pair was first diffed: what a careful reader of the two
pages would report. None was weakened. One unit expectation was wrong and says so: "Zarząd i zespół" was
listed as a name shape (it is not one: its lowercase "i"). One earlier test changed its exact neutral form
only: test_redteam.py's "page served in <duration> · build <hex>" is now "… <duration> build <hex>" (a lone
separator is layout, below).

The pairs were written in batches, each batch's expectations before its first run: 90 (57 wrong), 24 (5), 33
(17), 11 (2), 8 (4), 2 (1), 5 (1), 8 (2), 8 (6), 9 (7), 5 (5), 4 (0), 7 (7), 4 (0), 8 (8), 5 (5) and 4 (0):
127 of 235 wrong at first, all fixed. Every pair also runs without --surface (6 careers pages were not known
for one at first: fixed below). One fixture was rewritten before its verdict was judged: the page with a
"Nowość" badge in a plan's name had lost its "Najpopularniejszy" badge by a slip of the source. What was wrong
and the rule now:

- per-fetch noise in pl/sv/nl/pt/it/zh/ja/ko/th (lost round): relative times ("3 godziny temu", "för 2
  timmar sedan", "1 dag geleden" — Dutch singular units were not read —, "3 ชั่วโมงที่แล้ว"), a day word
  ending a news line ("… wczoraj", "… · 昨天"), top bars giving the weekday and date ("czwartek, 4 grudnia
  2025", "2025年12月4日（木）", "2025년 12월 4일 목요일", "4 ธันวาคม 2568": weekdays of seven more languages,
  Polish/Swedish/Thai months, a CJK weekday after the date), "last updated" labels ("Ostatnia aktualizacja:",
  "Senast uppdaterad:", "最后更新：", "最終更新日：", "최종 수정일"), live visitor counters ("987 osób online",
  "37 personer tittar just nu", "37人正在浏览", "37명이 보고 있습니다") and countdowns anchored on their
  ending words ("kończy się za 3 dni", "slutar om 3 dagar", "Nog 3 dagen", "Faltam 3 dias", "Mancano 3
  giorni", "还剩3天", "残り3日", "3일 남음", "เหลืออีก 3 วัน"; "Dostawa w 3 dni" stays) are volatile.
- a lone separator glyph ("•", "·", "・" as a block or between two texts) was a content change: it is layout
  (neutralised away; the text is neutralised again when one was dropped, so the form stays idempotent).
- jobs (lost round): job pages under /praca/, /oferty-pracy/, /jobb/, /vacatures/, /vagas/, /carreiras/,
  /lavora-con-noi/, /recruit/ were no job links (no jobs read on those pages); workplace labels in pl, sv, nl,
  pt, it, zh, ja, ko, th, ar, he and employment types in sv, da, fi, pl, nl, pt, it, zh, ko, ar, he are read
  (a job going remote is a meaningful job change, Heltid → Deltid a job change); a "Nowość" badge in a job
  title made the job removed and re-added: "new" and "urgent" badges in twelve languages are no part of it.
- team pages (lost round and new): Polish names ("Małgorzata Szymańska": Latin Extended-A letters) and
  Chinese, Korean, Thai, Arabic and Hebrew names (only beside a role) were no people; executive titles in pl,
  sv, nl, pt, it, zh, ko, th, ar and he were no executives (a new CFO was meaningful, not major).
- pricing (lost round): "Kontakta oss"/"Kontakt"/"Zapytaj o ofertę" replacing a price removed the plan
  (major) instead of changing its price; "CHF 1'290" was read as "CHF 1" (an apostrophe groups thousands);
  SAR (and AED, ILS, KRW, THB, …) written as codes were no prices.
- share-price widgets (lost round): "FERN 42.17 USD +2.03%", "Aktie: 38,92 € (+1,2 %)" and "1,234円 前日比
  +12円 (+0.98%)" were a "price mentioned" change: a price with its signed percent change is a quote,
  volatile.
- status words (lost round): component statuses in pl, sv, nl, pt, it, zh, ko and th, their page banners
  ("Wszystkie systemy działają", "所有系统运行正常" was a component), incident statuses and history titles in
  sv, nl, pl, pt, it, zh and ko (a resolved incident was an "update").
- major news (lost round): acquisitions, funding rounds, layoffs and bankruptcies in pl, sv, nl, pt and it
  were meaningful posts.
- stray blocks (lost round): terms whose later sections were renumbered after an inserted one ("3. Fees" →
  "4. Fees") listed every later heading as changed: blocks are compared without a leading section number
  ("3.", "4.2.", "1)", "§ 5:", "Article 7 -"; "§ 5 Haftung" only on a heading-long line; "2.5 GB" stays).
- post dates: "4 grudnia 2025", "4 dicembre 2025", "4 ธันวาคม 2568" (Buddhist era) gave no published date.
- changelogs: a release dated in its heading ("v2.3.0 (2025-11-20)") whose date was corrected was a new
  entry and a removed one: such an entry is keyed by its version.
- JSON: an Uptime Kuma heartbeat response was 28 fields changed on every fetch: a monitor's measured "ping"
  and its "uptimeList" ratios are volatile (a monitor going down stays a change).
- pricing: a "Nowość" badge inside a plan's name renamed the plan ("Biznes" → "Biznes Nowość"): a badge in
  a plan's name element is no part of it, and "most popular"/"recommended"/"new" badges in twelve more
  languages are no plan names; a grid of one priced card beside two quote-only ones ("문의하기") was no grid
  (its price turned to "contact us" was a minor text edit): a quote-only or free card's line stands for a
  plan when cards are grouped.
- "last updated" in th, ar, he, fi, da and no ("ปรับปรุงล่าสุด", "آخر تحديث", "עודכן לאחרונה",
  "Päivitetty", "Senest opdateret", Danish "marts"), "updated on" written "atualização em", "aggiornato
  al", "laatst gewijzigd op", and countdowns "ancora 3 giorni", "Jeszcze 3 dni", "Só mais 3 dias", "3 days
  to go" were policy or content changes: volatile ("Mais 3 usuários", "3 steps to go live" stay).
- news ages "3 saat önce", "3 часа назад", "před 3 hodinami", "3 jam yang lalu", "3 giờ trước" were content.
- a shop: "Tylko 3 szt. w magazynie", "Endast 3 kvar i lager", "Nog maar 3 op voorraad", "Apenas 3 em
  estoque", "Solo 3 disponibili", "残り3点", "仅剩3件" were product changes (a product's description was
  fingerprinted as written: it is now compared neutralised), and "4 200+ firm" (a space grouping
  thousands, and pl/sv/nl/it/ja/zh audiences) a content change.
- measured uptime was volatile in English only: "99,98 % Verfügbarkeit", "Disponibilité : 99,95 %",
  "Dostępność: 99,98%", "Upptid 99,98 %", "稼働率 99.98%", "可用性 99.98%", "99,98 % de disponibilidad" are
  volatile now; a promised one ("99,9 % Verfügbarkeit garantiert", "SLA de 99,9 %") stays.
- "as of" stamps under a figure ("Stan na 4.12.2025", "Stand per 4 december 2025", "Dati aggiornati al …",
  "Dados de 04/12/2025", "Datos a 4 de diciembre de 2025") were content changes: they are dates now.
- a share quote whose change carries its currency ("38,92 € +0,46 € (+1,20 %)") and a "急招" badge in a
  job title were changes.
- surfaces: careers pages at /kariera, /jobb, /trabalhe-conosco (and titles "Jobba hos oss", "加入我们",
  "채용", "ร่วมงานกับเรา", "الوظائف", "משרות") were guessed as homepages without --surface.

Left alone, and why:
- a monitor going down in Uptime Kuma's heartbeat API is a meaningful "fields changed", not a component
  outage: that API names monitors by number only (their names are in another endpoint), so it is not read
  as a status page.
- Dutch "neemt … over" (takes over) makes a post title major; a marketing title "… neemt je administratie
  over" would be too. Accepted: the phrase is rare outside acquisitions in a newsroom's titles.
- a day word ending a line is volatile in the new languages only; English keeps its narrower rule (after a
  meta separator or "posted"), as earlier rounds decided.
- a price with a signed decimal percent is a quote wherever it stands: an earnings line "EPS $1.23
  (+4.5%)" is neutralised too. Results come as new items on investors pages, which stay reported.
- a section number corrected with nothing inserted is now noise (the number is no part of the comparison).
- Arabic, Hebrew and Finnish month names are read as dates for volatility but give no published date.
- the lost round's 2 Uptime Kuma cases (left xfail there) were not recovered as written; the two Uptime Kuma
  pairs here are new and pass.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r3 = load_module("test_redteam3", "unit/differ/test_redteam3.py", reuse=True)
Case, check = r3.Case, r3.check

DATA = Path(__file__).resolve().parents[2] / "data" / "differ" / "redteam6"
ROOT = Path(__file__).resolve().parents[3]
JOBS = ("jobs_added", "jobs_removed")
PLANS = ("price_changes", "plans_added", "plans_removed")

SITES = {"pl": "https://fakturownik.pl", "sv": "https://kassaflode.se", "nl": "https://boekhoudje.nl", "pt": "https://notinha.com.br",
         "it": "https://fatturino.it", "zh": "https://piaoyun.cn", "ja": "https://kakuno.jp", "ko": "https://billingon.kr",
         "th": "https://billdee.co.th", "fr": "https://paysage.fr", "ar": "https://fatourati.sa", "he": "https://heshbonit.co.il"}
CAREERS_PATH = {"pl": "/kariera", "sv": "/jobb", "nl": "/vacatures", "pt": "/trabalhe-conosco", "it": "/lavora-con-noi", "zh": "/careers",
                "ja": "/recruit", "ar": "/careers", "he": "/careers"}
NEW_JOB = {"pl": "Analityk danych", "sv": "Dataanalytiker", "nl": "Data-analist", "pt": "Analista de Dados", "it": "Data Analyst",
           "zh": "数据分析师", "ja": "データアナリスト", "ar": "محلل بيانات", "he": "אנליסט/ית נתונים"}
REMOTE = {"pl": "Zdalnie", "sv": "Distans", "nl": "Op afstand", "pt": "Remoto", "it": "Da remoto", "zh": "远程", "ja": "リモート"}
NEW_EXEC = {"pl": "Małgorzata Szymańska", "sv": "Anna Ek", "fr": "Thomas Girard", "nl": "Pieter Bakker", "pt": "Lucas Pereira",
            "it": "Luca Romano", "zh": "刘洋"}
ACQ = {"pl": "Fakturownik przejmuje Rachmistrza", "sv": "Kassaflöde förvärvar Siffra AB", "nl": "Boekhoudje neemt Factuurflow over",
       "pt": "Notinha adquire a ContaFácil", "it": "Fatturino acquisisce Contabilmente", "zh": "票云宣布收购账本科技", "ja": "カクノ、株式会社ケイサンを買収"}
DEGRADED = {"pl": "API", "sv": "API", "nl": "API", "pt": "API", "it": "API", "zh": "API", "ko": "API"}

CASES: dict[str, Any] = {}
# ------------------------------------------------------------------ homepages: per-fetch noise by language
for _l in ("pl", "sv", "nl", "pt", "it", "zh", "ja", "ko", "th"):
    CASES[f"{_l} homepage: dated top bar, relative time, live visitors, countdown"] = Case(
        f"{_l}-home-old.html", f"{_l}-home-noise.html", SITES[_l] + "/", "homepage", "quiet")
    CASES[f"{_l} homepage: the same a day later"] = Case(
        f"{_l}-home-noise.html", f"{_l}-home-noise2.html", SITES[_l] + "/", "homepage", "quiet")
CASES["pl homepage: headline rewritten among the noise"] = Case(
    "pl-home-old.html", "pl-home-hero.html", SITES["pl"] + "/", "homepage", "changed", ("minor", "meaningful"),
    contains={"blocks_added": ["płatności"]})
CASES["sv homepage: a lone '•' separator appears"] = Case("sv-home-old.html", "sv-home-sep.html", SITES["sv"] + "/", "homepage", "quiet")
# ------------------------------------------------------------------ careers by language
for _l in ("pl", "sv", "nl", "pt", "it", "zh", "ja"):
    _u = SITES[_l] + CAREERS_PATH[_l]
    CASES[f"{_l} careers: ref= churn"] = Case(f"{_l}-careers-old.html", f"{_l}-careers-noise.html", _u, "careers", "quiet")
    CASES[f"{_l} careers: one job added"] = Case(
        f"{_l}-careers-old.html", f"{_l}-careers-added.html", _u, "careers", "changed", ("meaningful",), ("jobs_added",),
        exact={"jobs_added": [NEW_JOB[_l]]}, absent=("jobs_removed",))
    CASES[f"{_l} careers: a job goes remote ({REMOTE[_l]})"] = Case(
        f"{_l}-careers-old.html", f"{_l}-careers-remote.html", _u, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS,
        contains={"fields_changed": [REMOTE[_l]]})
for _l, _b in (("pl", "Nowość"), ("sv", "Ny"), ("ja", "NEW")):
    CASES[f"{_l} careers: a '{_b}' badge on the first job"] = Case(
        f"{_l}-careers-old.html", f"{_l}-careers-badge.html", SITES[_l] + CAREERS_PATH[_l], "careers", "any", ("minor",), absent=JOBS)
for _l in ("ar", "he"):
    _u = SITES[_l] + CAREERS_PATH[_l]
    CASES[f"{_l} (rtl) careers: sid churn"] = Case(f"{_l}-careers-old.html", f"{_l}-careers-noise.html", _u, "careers", "quiet")
    CASES[f"{_l} (rtl) careers: one job added"] = Case(
        f"{_l}-careers-old.html", f"{_l}-careers-added.html", _u, "careers", "changed", ("meaningful",), ("jobs_added",),
        exact={"jobs_added": [NEW_JOB[_l]]}, absent=("jobs_removed",))
# ------------------------------------------------------------------ team pages: an executive joins
for _l in ("pl", "sv", "fr", "nl", "pt", "it", "zh"):
    CASES[f"{_l} team: a new executive"] = Case(
        f"{_l}-team-old.html", f"{_l}-team-exec.html", SITES[_l] + "/team", "team", "changed", ("major",), ("people_added",),
        contains={"blocks_added": [NEW_EXEC[_l]]}, absent=("blocks_removed",))
# ------------------------------------------------------------------ pricing
CASES["pricing: Enterprise $499 → 'Custom'"] = Case(
    "en-pricing-old.html", "en-pricing-custom.html", "https://pylon.dev/pricing", "pricing", "changed", ("major", "critical"),
    absent=("plans_added", "plans_removed"))
CASES["sv pricing: Företag 990 kr → 'Kontakta oss'"] = Case(
    "sv-pricing-old.html", "sv-pricing-kontakt.html", SITES["sv"] + "/priser", "pricing", "changed", ("major", "critical"),
    absent=("plans_added", "plans_removed"))
CASES["ja pricing: エンタープライズ ¥49,800 → 'お問い合わせ'"] = Case(
    "ja-pricing-old.html", "ja-pricing-quote.html", SITES["ja"] + "/pricing", "pricing", "changed", ("major", "critical"),
    absent=("plans_added", "plans_removed"))
CASES["ch pricing: token churn"] = Case("ch-pricing-old.html", "ch-pricing-noise.html", "https://rechnix.ch/preise", "pricing", "quiet")
CASES["ch pricing: Business CHF 1'290 → CHF 1'490"] = Case(
    "ch-pricing-old.html", "ch-pricing-rise.html", "https://rechnix.ch/preise", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Business", "CHF 1'290", "CHF 1'490"),), absent=("plans_added", "plans_removed"))
# ------------------------------------------------------------------ status pages by language
for _l in ("pl", "sv", "nl", "pt", "it", "zh", "ko"):
    CASES[f"{_l} status: API degraded"] = Case(
        f"{_l}-status-old.html", f"{_l}-status-degraded.html", f"https://status.{SITES[_l][8:]}/", "status", "changed",
        ("meaningful", "major"), ("component_degraded",))
CASES["pl status: customer panel major outage"] = Case(
    "pl-status-old.html", "pl-status-outage.html", "https://status.fakturownik.pl/", "status", "changed", ("critical",), ("component_outage",))
CASES["zh status: console major outage"] = Case(
    "zh-status-old.html", "zh-status-outage.html", "https://status.piaoyun.cn/", "status", "changed", ("critical",), ("component_outage",))
# ------------------------------------------------------------------ newsrooms: acquisitions
for _l in ("pl", "sv", "nl", "pt", "it", "zh", "ja"):
    CASES[f"{_l} newsroom: acquisition announced"] = Case(
        f"{_l}-news-old.html", f"{_l}-news-acq.html", SITES[_l] + "/news", "newsroom", "changed", ("major",), ("post_published",),
        exact={"items_added": [ACQ[_l]]}, absent=("items_removed",))
CASES["pl newsroom: an ordinary post"] = Case(
    "pl-news-old.html", "pl-news-small.html", SITES["pl"] + "/news", "newsroom", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Nowy wygląd panelu klienta"]}, absent=("items_removed",))
CASES["pl newsroom: a 'Nowość' badge on the newest post"] = Case(
    "pl-news-old.html", "pl-news-badge.html", SITES["pl"] + "/news", "newsroom", "any", ("minor",), absent=("items_added", "items_removed"))
# ------------------------------------------------------------------ legal
CASES["terms: a section inserted, the later ones renumbered"] = Case(
    "terms-old.html", "terms-inserted.html", "https://ledgerline.io/legal/terms", "legal", "changed", ("major",), ("policy_changed",),
    contains={"blocks_added": ["export your data"]}, absent=("blocks_removed",))
CASES["terms: 'Last updated' only"] = Case("terms-old.html", "terms-date.html", "https://ledgerline.io/legal/terms", "legal", "quiet")
for _l in ("pl", "sv", "nl", "pt", "it", "zh", "ja"):
    CASES[f"{_l} privacy: 'last updated' only"] = Case(
        f"{_l}-legal-old.html", f"{_l}-legal-date.html", SITES[_l] + "/privacy", "legal", "quiet")
# ------------------------------------------------------------------ docs, investors
CASES["docs: version picker lists 3.3"] = Case(
    "docs-old.html", "docs-version.html", "https://stratus.dev/docs/intro", "docs", "any", ("minor",))
CASES["investors: share price ticking"] = Case("inv-old.html", "inv-tick.html", "https://fernway.io/investors", "investors", "quiet")
CASES["investors: Q4 results posted"] = Case(
    "inv-old.html", "inv-results.html", "https://fernway.io/investors", "investors", "changed", ("meaningful", "major"),
    contains={"items_added": ["Fourth quarter"]}, absent=("items_removed",))

# ------------------------------------------------------------------ second batch
NEW_POST = {"pl": "Faktury cykliczne w nowej odsłonie", "sv": "Ny bankkoppling för Swedbank", "it": "Le nuove scadenze fiscali",
            "zh": "开放平台API正式发布", "ko": "빌링온 오픈 API 출시", "th": "เปิดตัว API สำหรับนักพัฒนา"}
NEW_JOB.update({"ko": "데이터 분석가", "th": "นักวิเคราะห์ข้อมูล"})
REMOTE.update({"ko": "원격", "th": "ทำงานทางไกล"})
CASES["homepage: share-price widgets (USD and XETRA) ticking"] = Case(
    "ticker-home-old.html", "ticker-home-tick.html", "https://fernway.io/", "homepage", "quiet")
CASES["homepage: headline rewritten while the share price ticks"] = Case(
    "ticker-home-old.html", "ticker-home-hero.html", "https://fernway.io/", "homepage", "changed", ("minor", "meaningful"),
    contains={"blocks_added": ["every size"]})
for _l, _t in NEW_POST.items():
    CASES[f"{_l} blog: a new post dated in the local way"] = Case(
        f"{_l}-blog-old.html", f"{_l}-blog-new.html", SITES[_l] + "/blog", "blog", "changed", ("meaningful",), ("post_published",),
        exact={"items_added": [_t]}, absent=("items_removed",), published={"items_added": {_t: "2025-12-04"}})
CASES["workday job page: 'Posted N Days Ago' and the apply link's sid"] = Case(
    "workday-job-old.html", "workday-job-noise.html", "https://northwind.wd5.myworkdayjobs.com/en-US/Northwind_External/job/Chicago-IL/"
    "Senior-Payroll-Analyst_R-10457", "careers", "quiet")
CASES["workday job page: a requirement added"] = Case(
    "workday-job-old.html", "workday-job-req.html", "https://northwind.wd5.myworkdayjobs.com/en-US/Northwind_External/job/Chicago-IL/"
    "Senior-Payroll-Analyst_R-10457", "careers", "changed", ("minor", "meaningful"), absent=JOBS, contains={"blocks_added": ["CPP"]})
CASES["toggle pricing: cart token churn"] = Case("toggle-old.html", "toggle-noise.html", "https://billtide.com/pricing", "pricing", "quiet")
CASES["toggle pricing: page now opens on the yearly side"] = Case(
    "toggle-old.html", "toggle-annual-first.html", "https://billtide.com/pricing", "pricing", "any", ("minor",), absent=PLANS)
CASES["toggle pricing: Pro yearly $290 → $310 (monthly unchanged)"] = Case(
    "toggle-old.html", "toggle-annual-rise.html", "https://billtide.com/pricing", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Pro", "$290", "$310"),), absent=("plans_added", "plans_removed"))
CASES["dated changelog: a new entry"] = Case(
    "changelog-dated-old.html", "changelog-dated-new.html", "https://parcelo.com/changelog", "changelog", "changed", ("meaningful",),
    ("post_published",), contains={"items_added": ["December 4"]}, absent=("items_removed",))
CASES["dated changelog: a fix added to the latest entry"] = Case(
    "changelog-dated-old.html", "changelog-dated-fix.html", "https://parcelo.com/changelog", "changelog", "changed", ("minor", "meaningful"),
    absent=("items_added", "items_removed"))
CASES["ko pricing: 프로 월 29,000원 → 35,000원"] = Case(
    "ko-pricing-old.html", "ko-pricing-rise.html", SITES["ko"] + "/pricing", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("프로", "29,000원", "35,000원"),), absent=("plans_added", "plans_removed"))
CASES["th pricing: มืออาชีพ ฿990 → ฿1,290"] = Case(
    "th-pricing-old.html", "th-pricing-rise.html", SITES["th"] + "/pricing", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("มืออาชีพ", "฿990", "฿1,290"),), absent=("plans_added", "plans_removed"))
for _l in ("ko", "th"):
    _u = SITES[_l] + "/careers"
    CASES[f"{_l} careers: ref= churn"] = Case(f"{_l}-careers-old.html", f"{_l}-careers-noise.html", _u, "careers", "quiet")
    CASES[f"{_l} careers: one job added"] = Case(
        f"{_l}-careers-old.html", f"{_l}-careers-added.html", _u, "careers", "changed", ("meaningful",), ("jobs_added",),
        exact={"jobs_added": [NEW_JOB[_l]]}, absent=("jobs_removed",))
    CASES[f"{_l} careers: a job goes remote ({REMOTE[_l]})"] = Case(
        f"{_l}-careers-old.html", f"{_l}-careers-remote.html", _u, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS,
        contains={"fields_changed": [REMOTE[_l]]})
CASES["pl privacy: a clause added (data shared with ad partners)"] = Case(
    "pl-legal-old.html", "pl-legal-clause.html", SITES["pl"] + "/privacy", "legal", "changed", ("meaningful", "major"), ("policy_changed",),
    contains={"blocks_added": ["partnerom reklamowym"]})

# ------------------------------------------------------------------ third batch
SITES.update({"da": "https://regnskabet.dk", "fi": "https://kirjanpito.fi"})
WD = "https://northwind.wd3.myworkdayjobs.com/{}/Northwind_External"
for _l in ("pl", "pt", "it", "sv", "nl"):
    CASES[f"{_l} workday: posted ages a day older, tokens"] = Case(
        f"{_l}-workday-old.html", f"{_l}-workday-noise.html", WD.format(_l), "careers", "quiet")
CASES["pl workday: a job posted today"] = Case(
    "pl-workday-old.html", "pl-workday-added.html", WD.format("pl"), "careers", "changed", ("meaningful",), ("jobs_added",),
    exact={"jobs_added": ["Spedytor międzynarodowy"]}, absent=("jobs_removed",))
CASES["sv personio: _pc token churn"] = Case("sv-personio-old.html", "sv-personio-noise.html", "https://kassaflode.jobs.personio.de/",
                                             "careers", "quiet")
CASES["sv personio: Heltid → Deltid"] = Case(
    "sv-personio-old.html", "sv-personio-deltid.html", "https://kassaflode.jobs.personio.de/", "careers", "changed", ("minor", "meaningful"),
    ("jobs_changed",), absent=JOBS, contains={"fields_changed": ["Deltid"]})
CASES["pl pricing: 'Najpopularniejszy' badge moved to another plan"] = Case(
    "pl-badge-pricing-old.html", "pl-badge-pricing-moved.html", SITES["pl"] + "/cennik", "pricing", "any", ("minor",), absent=PLANS)
CASES["pl pricing: Biznes 99 zł → 119 zł"] = Case(
    "pl-badge-pricing-old.html", "pl-badge-pricing-rise.html", SITES["pl"] + "/cennik", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Biznes", "99 zł", "119 zł"),), absent=("plans_added", "plans_removed"))
CASES["ja pricing: '人気No.1' badge moved to another plan"] = Case(
    "ja-badge-pricing-old.html", "ja-badge-pricing-moved.html", SITES["ja"] + "/pricing", "pricing", "any", ("minor",), absent=PLANS)
INC_NAME = {"sv": "Förseningar i bankkopplingen", "nl": "Vertraging bij bankkoppeling", "zh": "税务接口响应缓慢", "ko": "홈택스 연동 지연"}
for _l, _n in INC_NAME.items():
    _u = f"https://status.{SITES[_l][8:]}/"
    CASES[f"{_l} status: incident opened"] = Case(
        f"{_l}-incident-none.html", f"{_l}-incident-inv.html", _u, "status", "changed", ("major", "critical"),
        ("incident_opened", "component_degraded"), contains={"incidents": [_n]})
    CASES[f"{_l} status: incident identified"] = Case(
        f"{_l}-incident-inv.html", f"{_l}-incident-ident.html", _u, "status", "changed", ("meaningful",), ("incident_updated",),
        contains={"incidents": [_n]})
    CASES[f"{_l} status: incident resolved"] = Case(
        f"{_l}-incident-ident.html", f"{_l}-incident-res.html", _u, "status", "changed", ("meaningful",), ("incident_resolved",),
        contains={"incidents": [_n]})
for _l in ("ar", "he", "da", "fi"):
    CASES[f"{_l} homepage: dated top bar, relative time, live visitors, countdown"] = Case(
        f"{_l}-home-old.html", f"{_l}-home-noise.html", SITES[_l] + "/", "homepage", "quiet")
    CASES[f"{_l} homepage: the same a day later"] = Case(
        f"{_l}-home-noise.html", f"{_l}-home-noise2.html", SITES[_l] + "/", "homepage", "quiet")
for _l, _n in (("ko", "최유진"), ("th", "นภา รัตนกุล")):
    CASES[f"{_l} team: a new executive"] = Case(
        f"{_l}-team-old.html", f"{_l}-team-exec.html", SITES[_l] + "/team", "team", "changed", ("major",), ("people_added",),
        contains={"blocks_added": [_n]}, absent=("blocks_removed",))

# ------------------------------------------------------------------ fourth batch
ASH = "https://jobs.ashbyhq.com/fakturownik"
CASES["pl ashby: utm churn"] = Case("pl-ashby-old.html", "pl-ashby-noise.html", ASH, "careers", "quiet")
CASES["pl ashby: Hybrydowo → Zdalnie in the meta line"] = Case(
    "pl-ashby-old.html", "pl-ashby-remote.html", ASH, "careers", "changed", ("meaningful",), ("jobs_changed",), absent=JOBS,
    contains={"fields_changed": ["Zdalnie"]})
CASES["pl ashby: Część etatu → Pełny etat in the meta line"] = Case(
    "pl-ashby-old.html", "pl-ashby-parttime.html", ASH, "careers", "changed", ("minor", "meaningful"), ("jobs_changed",), absent=JOBS,
    contains={"fields_changed": ["Pełny etat"]})
CASES["ja IR: share price in yen ticking, its as-of time"] = Case("ja-ir-old.html", "ja-ir-tick.html", SITES["ja"] + "/ir", "investors", "quiet")
CASES["ja IR: Q3 決算短信 posted"] = Case(
    "ja-ir-old.html", "ja-ir-results.html", SITES["ja"] + "/ir", "investors", "changed", ("meaningful", "major"),
    contains={"items_added": ["第3四半期"]}, absent=("items_removed",))
CASES["ko privacy: 시행일 re-dated only"] = Case("ko-privacy-old.html", "ko-privacy-date.html", SITES["ko"] + "/privacy", "legal", "quiet")
CASES["ko privacy: a clause added (data shared with ad partners)"] = Case(
    "ko-privacy-old.html", "ko-privacy-clause.html", SITES["ko"] + "/privacy", "legal", "changed", ("meaningful", "major"), ("policy_changed",),
    contains={"blocks_added": ["광고 협력사"]})
CASES["pl changelog: a new entry dated '4 grudnia 2025'"] = Case(
    "pl-changelog-old.html", "pl-changelog-new.html", SITES["pl"] + "/changelog", "changelog", "changed", ("meaningful",), ("post_published",),
    contains={"items_added": ["4 grudnia 2025"]}, absent=("items_removed",), published={"items_added": {"4 grudnia 2025": "2025-12-04"}})
CASES["ar pricing: الاحترافية SAR 199 → SAR 249"] = Case(
    "ar-pricing-old.html", "ar-pricing-rise.html", SITES["ar"] + "/pricing", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("الاحترافية", "SAR 199", "SAR 249"),), absent=("plans_added", "plans_removed"))
CASES["he pricing: מקצועי ₪99 → ₪129"] = Case(
    "he-pricing-old.html", "he-pricing-rise.html", SITES["he"] + "/pricing", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("מקצועי", "₪99", "₪129"),), absent=("plans_added", "plans_removed"))
CASES["sv teamtailor: a job added, '3 lediga jobb' → '4'"] = Case(
    "sv-teamtailor-old.html", "sv-teamtailor-added.html", "https://kassaflode.teamtailor.com/jobs", "careers", "changed", ("meaningful",),
    ("jobs_added",), exact={"jobs_added": ["Dataanalytiker"]}, absent=("jobs_removed", "blocks_added", "blocks_removed"))

# ------------------------------------------------------------------ fifth batch
for _l, _n in (("ar", "نورة الشمري"), ("he", "איתי פרץ")):
    CASES[f"{_l} team: a new CFO"] = Case(
        f"{_l}-team-old.html", f"{_l}-team-exec.html", SITES[_l] + "/team", "team", "changed", ("major",), ("people_added",),
        contains={"blocks_added": [_n]}, absent=("blocks_removed",))
for _l, _n in (("zh", "数据库升级维护"), ("ja", "データベースのメンテナンス")):
    CASES[f"{_l} status: maintenance scheduled"] = Case(
        f"{_l}-maint-none.html", f"{_l}-maint-scheduled.html", f"https://status.{SITES[_l][8:]}/", "status", "changed", ("meaningful",),
        ("maintenance_scheduled",), contains={"incidents": [_n]})
for _l in ("ja", "th"):
    CASES[f"{_l} status: API degraded"] = Case(
        f"{_l}-status-old.html", f"{_l}-status-degraded.html", f"https://status.{SITES[_l][8:]}/", "status", "changed",
        ("meaningful", "major"), ("component_degraded",))
CASES["release notes: v2.4.0 (2025-12-04)"] = Case(
    "versions-old.html", "versions-new.html", "https://parcelo.com/release-notes", "changelog", "changed", ("meaningful",), ("post_published",),
    contains={"items_added": ["v2.4.0"]}, absent=("items_removed",), published={"items_added": {"v2.4.0 (2025-12-04)": "2025-12-04"}})
CASES["release notes: v2.3.0's date corrected"] = Case(
    "versions-old.html", "versions-redated.html", "https://parcelo.com/release-notes", "changelog", "any", ("minor",),
    absent=("items_added", "items_removed"))

# ------------------------------------------------------------------ sixth batch: Uptime Kuma's heartbeat API
KUMA = "https://status.fernway.io/api/status-page/heartbeat/main"
CASES["uptime kuma: new beats, pings and uptimes"] = Case("kuma-old.json", "kuma-noise.json", KUMA, "status", "quiet")
CASES["uptime kuma: a monitor's latest beat is down"] = Case(
    "kuma-old.json", "kuma-down.json", KUMA, "status", "changed", ("meaningful", "major", "critical"))

# ------------------------------------------------------------------ seventh batch
CASES["docs: a version <select> in the page lists 'v4 (beta)'"] = Case(
    "docs-select-old.html", "docs-select-new.html", "https://ledgerline.io/docs/api/invoices", "docs", "any", ("minor",))
CASES["docs: the rate limit 100 → 60 requests per minute"] = Case(
    "docs-select-old.html", "docs-select-limit.html", "https://ledgerline.io/docs/api/invoices", "docs", "changed", ("meaningful",),
    contains={"blocks_added": ["60 requests"]})
CASES["read the docs: the flyout lists 2.2"] = Case(
    "rtd-old.html", "rtd-new.html", "https://stratus.readthedocs.io/en/latest/configuration.html", "docs", "any", ("minor",))
CASES["pl pricing: a 'Nowość' badge on a plan's name"] = Case(
    "pl-badge-pricing-old.html", "pl-plan-badge.html", SITES["pl"] + "/cennik", "pricing", "any", ("minor",), absent=PLANS)
CASES["pl careers: a job added, 'Otwarte rekrutacje (4)' → '(5)'"] = Case(
    "pl-careers-count-old.html", "pl-careers-count-added.html", SITES["pl"] + "/kariera", "careers", "changed", ("meaningful",),
    ("jobs_added",), exact={"jobs_added": ["Analityk danych"]}, absent=("jobs_removed", "blocks_added", "blocks_removed"))

# ------------------------------------------------------------------ eighth batch
CASES["de IR: Aktienkurs ticking, its 'Stand:'"] = Case(
    "de-ir-old.html", "de-ir-tick.html", "https://abrechnix.de/investor-relations", "investors", "quiet")
CASES["de IR: Quartalsmitteilung Q3 2025 posted"] = Case(
    "de-ir-old.html", "de-ir-report.html", "https://abrechnix.de/investor-relations", "investors", "changed", ("meaningful", "major"),
    contains={"items_added": ["Q3 2025"]}, absent=("items_removed",))
CASES["ja privacy: 第3条 (third-party provision) added"] = Case(
    "ja-privacy-old.html", "ja-privacy-clause.html", SITES["ja"] + "/privacy", "legal", "changed", ("major",), ("policy_changed",),
    contains={"blocks_added": ["広告提携先"]})
CASES["zh careers: a '急招' badge on the first job"] = Case(
    "zh-careers-old.html", "zh-careers-badge.html", SITES["zh"] + "/careers", "careers", "any", ("minor",), absent=JOBS)
CASES["pl toggle pricing: c= token churn"] = Case("pl-toggle-old.html", "pl-toggle-noise.html", SITES["pl"] + "/cennik", "pricing", "quiet")
CASES["pl toggle pricing: Biznes yearly 990 zł → 1 090 zł"] = Case(
    "pl-toggle-old.html", "pl-toggle-rise.html", SITES["pl"] + "/cennik", "pricing", "changed", ("critical",), ("price_changed",),
    prices=(("Biznes", "990 zł", "1 090 zł"),), absent=("plans_added", "plans_removed"))
CASES["nl blog: a new post, 'Bijgewerkt 2 uur geleden' → '5 uur'"] = Case(
    "nl-blog-old.html", "nl-blog-new.html", SITES["nl"] + "/blog", "blog", "changed", ("meaningful",), ("post_published",),
    exact={"items_added": ["Maak kennis met het nieuwe dashboard"]}, absent=("items_removed",),
    published={"items_added": {"Maak kennis met het nieuwe dashboard": "2025-12-04"}})
CASES["he (rtl) careers: a job moved תל אביב → חיפה"] = Case(
    "he-careers-old.html", "he-careers-moved.html", SITES["he"] + "/careers", "careers", "changed", ("meaningful",), ("jobs_changed",),
    absent=JOBS, fields=(("location", "תל אביב", "חיפה"),))

# ------------------------------------------------------------------ ninth batch
for _l in ("th", "ar", "he", "fi", "da", "ko"):
    CASES[f"{_l} privacy: 'last updated' only"] = Case(
        f"{_l}-legal-old.html", f"{_l}-legal-date.html", SITES[_l] + "/privacy", "legal", "quiet")
CASES["ja release notes: a new day's entry (2025年12月4日)"] = Case(
    "ja-notes-old.html", "ja-notes-new.html", SITES["ja"] + "/updates", "changelog", "changed", ("meaningful",), ("post_published",),
    contains={"items_added": ["2025年12月4日"]}, absent=("items_removed",), published={"items_added": {"2025年12月4日": "2025-12-04"}})
CASES["ko pricing: 프로 월 29,000원 → '문의하기'"] = Case(
    "ko-pricing-old.html", "ko-pricing-quote.html", SITES["ko"] + "/pricing", "pricing", "changed", ("major", "critical"),
    absent=("plans_added", "plans_removed"))

# ------------------------------------------------------------------ tenth batch
SITES.update({"en": "https://pylon.dev", "es": "https://cuadra.es"})
for _l in ("it", "pl", "pt", "en", "sv"):
    CASES[f"{_l} homepage: the offer's countdown ticking"] = Case(
        f"{_l}-promo-old.html", f"{_l}-promo-tick.html", SITES[_l] + "/", "homepage", "quiet")
for _l in ("pt", "it", "es", "nl"):
    CASES[f"{_l} privacy: 'updated on' re-dated only"] = Case(
        f"{_l}-updated-on-old.html", f"{_l}-updated-on-new.html", SITES[_l] + "/privacy", "legal", "quiet")

# ------------------------------------------------------------------ eleventh batch
SITES.update({"tr": "https://faturam.com.tr", "ru": "https://schetik.ru", "cs": "https://fakturka.cz", "id": "https://fakturku.co.id",
              "vi": "https://hoadon.vn"})
for _l in ("tr", "ru", "cs", "id", "vi"):
    CASES[f"{_l} homepage: news ages a day older"] = Case(f"{_l}-ago-old.html", f"{_l}-ago-noise.html", SITES[_l] + "/", "homepage", "quiet")

# ------------------------------------------------------------------ twelfth batch: single job pages
AJ = "https://jobs.ashbyhq.com/fakturownik/8c1f"
PJ = "https://abrechnix.jobs.personio.de/job/1803999"
CASES["ashby job page: utm churn"] = Case("ashby-job-old.html", "ashby-job-noise.html", AJ, "careers", "quiet")
CASES["ashby job page: a salary range shown"] = Case(
    "ashby-job-old.html", "ashby-job-salary.html", AJ, "careers", "changed", ("minor", "meaningful"), absent=JOBS,
    contains={"blocks_added": ["24 000"]})
CASES["personio job page: 'Veröffentlicht vor 3 Tagen' → '4', _pc churn"] = Case(
    "personio-job-old.html", "personio-job-noise.html", PJ, "careers", "quiet")
CASES["personio job page: a task added"] = Case(
    "personio-job-old.html", "personio-job-task.html", PJ, "careers", "changed", ("minor", "meaningful"), absent=JOBS,
    contains={"blocks_added": ["Umsatzsteuervoranmeldung"]})

# ------------------------------------------------------------------ thirteenth batch: a shop's stock levels, social proof
for _l in ("pl", "sv", "nl", "pt", "it", "ja", "zh"):
    CASES[f"{_l} shop: stock levels and the '4 200+' counter moving"] = Case(
        f"{_l}-shop-old.html", f"{_l}-shop-noise.html", SITES[_l] + "/shop", "products", "quiet")

# ------------------------------------------------------------------ fourteenth batch: promotions and departures
CASES["pl team: photo cache-busters"] = Case("pl-team-old.html", "pl-team-noise.html", SITES["pl"] + "/team", "team", "quiet")
CASES["pl team: Kierownik ds. sprzedaży → Dyrektor sprzedaży"] = Case(
    "pl-team-old.html", "pl-team-promoted.html", SITES["pl"] + "/team", "team", "changed", ("meaningful", "major"), ("role_changed",),
    fields=(("Krzysztof Wójcik", "Kierownik ds. sprzedaży", "Dyrektor sprzedaży"),))
CASES["zh team: the CTO left"] = Case(
    "zh-team-old.html", "zh-team-cto-left.html", SITES["zh"] + "/team", "team", "changed", ("major",), ("people_removed",),
    contains={"blocks_removed": ["李娜"]}, absent=("blocks_added",))
CASES["ar team: a marketing manager joined"] = Case(
    "ar-team-old.html", "ar-team-added.html", SITES["ar"] + "/team", "team", "changed", ("meaningful",), ("people_added",),
    contains={"blocks_added": ["ريم الدوسري"]}, absent=("blocks_removed",))

# ------------------------------------------------------------------ fifteenth batch: measured uptime in other languages
SITES.update({"de": "https://abrechnix.de"})
for _l in ("de", "fr", "pl", "sv", "ja", "zh", "pt", "es"):
    CASES[f"{_l} status: the API's measured uptime ticking"] = Case(
        f"{_l}-uptime-old.html", f"{_l}-uptime-tick.html", f"https://status.{SITES[_l][8:]}/", "status", "quiet")

# ------------------------------------------------------------------ sixteenth batch: "as of" stamps under figures
for _l in ("pl", "nl", "it", "pt", "es"):
    CASES[f"{_l} homepage: a figure's 'as of' stamp re-dated"] = Case(
        f"{_l}-asof-old.html", f"{_l}-asof-new.html", SITES[_l] + "/", "homepage", "quiet")

# ------------------------------------------------------------------ seventeenth batch: real changes near the new volatile rules
CASES["pl homepage: 'Zaufało nam już 4 200 firm' → '10 000 firm' (no '+': an edited claim)"] = Case(
    "pl-claim-old.html", "pl-claim-new.html", SITES["pl"] + "/", "homepage", "changed", ("minor", "meaningful"),
    contains={"blocks_added": ["10 000"]})
CASES["pl pricing: promised availability 99,9% → 99,95% in the SLA"] = Case(
    "pl-sla-old.html", "pl-sla-new.html", SITES["pl"] + "/cennik", "pricing", "changed", ("meaningful", "major"), absent=PLANS[1:],
    contains={"blocks_added": ["99,95%"]})
CASES["terms: a section inserted and a later one's refund clause rewritten"] = Case(
    "terms-old.html", "terms-renumbered-edited.html", "https://ledgerline.io/legal/terms", "legal", "changed", ("major",), ("policy_changed",),
    contains={"blocks_added": ["export your data", "refundable within fourteen days"]})
CASES["ja careers: a job retitled at the same URL"] = Case(
    "ja-careers-old.html", "ja-careers-retitled.html", SITES["ja"] + "/recruit", "careers", "changed", ("meaningful",), ("jobs_changed",),
    absent=JOBS, fields=(("title", "バックエンドエンジニア", "シニアバックエンドエンジニア"),))


def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files((DATA / c.old).read_bytes(), (DATA / c.new).read_bytes(), surface=surface, url=c.url, content_type=None)


#: pairs the differ still gets wrong (each fix removes its pair from here; strict: a pair that passes fails the run)
WRONG: set[str] = set()


@pytest.mark.parametrize("name", list(CASES))
def test_pair(name: str) -> None:
    c = CASES[name]
    if name in WRONG:
        try:
            check(c, _run(c, c.surface))
        except AssertionError:
            pytest.xfail("known wrong answer")
        pytest.fail("right now: take it out of WRONG")
    check(c, _run(c, c.surface))


@pytest.mark.parametrize("name", list(CASES))
def test_pair_guessing_the_surface(name: str) -> None:
    """The same verdicts without --surface (guessed from the URL, the title and the headings)."""
    if name in WRONG:
        pytest.xfail("known wrong answer (with --surface too)")
    c = CASES[name]
    check(c, _run(c, None))


def test_the_cli_prints_the_same_verdicts() -> None:
    exe = ROOT / ".venv" / "bin" / "changewire"
    if not exe.exists():
        pytest.skip("changewire is not installed in .venv")
    for name in ("pl careers: one job added", "ch pricing: Business CHF 1'290 → CHF 1'490"):
        c = CASES[name]
        proc = subprocess.run([str(exe), "diff", str(DATA / c.old), str(DATA / c.new), "--surface", c.surface, "--url", c.url, "--json"],
                              capture_output=True, text=True, check=True)
        check(c, json.loads(proc.stdout))


def test_the_fixtures_are_what_the_source_writes() -> None:
    src = load_module("redteam6_src", DATA.parent / "redteam6_src.py", reuse=True)
    files = src.build()
    assert sorted(files) == sorted(p.name for p in DATA.iterdir())
    for name, text in files.items():
        assert (DATA / name).read_text(encoding="utf-8") == text, name


# ---------------------------------------------------------------------------------------------
# per-fetch noise in pl, sv, nl, pt, it, zh, ja, ko, th


@pytest.mark.parametrize(("a", "b"), [
    ("3 godziny temu", "5 godzin temu"), ("Nowa integracja z KSeF 5 godzin temu", "Nowa integracja z KSeF wczoraj"),
    ("för 2 timmar sedan", "för 1 dag sedan"), ("2 uur geleden", "1 dag geleden"), ("1 week geleden", "3 maanden geleden"),
    ("há 3 horas", "há 1 dia"), ("3 ore fa", "1 giorno fa"), ("3小时前", "1天前"), ("3時間前", "1日前"), ("3시간 전", "1일 전"),
    ("3 ชั่วโมงที่แล้ว", "1 วันที่แล้ว"), ("Nieuwe koppeling · vandaag", "Nieuwe koppeling · gisteren"), ("新集成上线 · 今天", "新集成上线 · 昨天"),
    ("czwartek, 4 grudnia 2025", "piątek, 5 grudnia 2025"), ("torsdag 4 december 2025", "fredag 5 december 2025"),
    ("donderdag 4 december 2025", "vrijdag 5 december 2025"), ("quinta-feira, 4 de dezembro de 2025", "sábado, 6 de dezembro de 2025"),
    ("giovedì 4 dicembre 2025", "venerdì 5 dicembre 2025"), ("2025年12月4日 星期四", "2025年12月5日 星期五"),
    ("2025年12月4日（木）", "2025年12月5日（金）"), ("2025년 12월 4일 목요일", "2025년 12월 5일 금요일"), ("4 ธันวาคม 2568", "5 ธันวาคม 2568"),
    ("1 204 osoby online", "987 osób online"), ("37 personer tittar just nu", "41 personer tittar just nu"),
    ("37 mensen bekijken deze pagina", "41 mensen bekijken deze pagina"), ("37 pessoas estão vendo esta página", "41 pessoas estão vendo esta página"),
    ("37人正在浏览", "41人正在浏览"), ("현재 37명이 보고 있습니다", "현재 41명이 보고 있습니다"), ("มีผู้ชม 37 คนในขณะนี้", "มีผู้ชม 41 คนในขณะนี้"),
    ("Promocja kończy się za 3 dni", "Promocja kończy się za 1 dzień"), ("Erbjudandet slutar om 3 dagar", "Erbjudandet slutar om 1 dag"),
    ("Nog 3 dagen geldig", "Nog 1 dag geldig"), ("Faltam 3 dias", "Falta 1 dia"), ("Mancano 3 giorni", "Manca 1 giorno"),
    ("Nur noch 3 Tage", "Nur noch 2 Tage"), ("距活动结束还有3天", "距活动结束还有1天"), ("キャンペーン終了まで残り3日", "キャンペーン終了まで残り1日"),
    ("이벤트 종료까지 3일 남음", "이벤트 종료까지 1일 남음"), ("เหลืออีก 3 วัน", "เหลืออีก 1 วัน"), ("Offer ends in 3 days", "Offer ends in 2 days"),
    ("Ostatnia aktualizacja: 3 marca 2025", "Ostatnia aktualizacja: 4 grudnia 2025"),
    ("Senast uppdaterad: 3 mars 2025", "Senast uppdaterad: 4 december 2025"), ("最后更新：2025年3月3日", "最后更新：2025年12月4日"),
    ("最終更新日：2025年3月3日", "最終更新日：2025年12月4日"), ("최종 수정일: 2025년 3월 3일", "최종 수정일: 2025년 12월 4일"),
    # a separator glyph standing alone is layout: "•" as a block, or between two texts
    ("Ny koppling till Skatteverket för 2 timmar sedan", "Ny koppling till Skatteverket • för 2 timmar sedan"), ("", "•"), ("", " · "),
])
def test_per_fetch_noise_in_more_languages_is_volatile(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)
    assert neutralize(neutralize(b)) == neutralize(b)


@pytest.mark.parametrize(("a", "b"), [
    ("Dostawa w 3 dni robocze", "Dostawa w 5 dni robocze"), ("Leverans inom 3 dagar", "Leverans inom 5 dagar"),
    ("Gratis proberen: 14 dagen", "Gratis proberen: 30 dagen"), ("Teste grátis por 14 dias", "Teste grátis por 30 dias"),
    ("東京・大阪", "東京・福岡"), ("Wczoraj ogłosiliśmy nową wersję", "Dziś ogłosiliśmy nową wersję"), ("✓", "—"),
    ("Zaktualizowano cennik planu Pro", "Zaktualizowano cennik planu Team"),
])
def test_durations_promised_and_prose_stay(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


# ---------------------------------------------------------------------------------------------
# jobs: local job paths, workplace labels and badges


@pytest.mark.parametrize(("url", "ok"), [
    ("https://fakturownik.pl/praca/senior-python-developer", True), ("https://kassaflode.se/jobb/backendutvecklare", True),
    ("https://boekhoudje.nl/vacatures/backend-developer", True), ("https://notinha.com.br/vagas/analista-fiscal", True),
    ("https://fatturino.it/lavora-con-noi/contabile", True), ("https://kakuno.jp/recruit/backend-engineer", True),
    ("https://fakturownik.pl/praca", False), ("https://kakuno.jp/recruit/faq", False), ("https://notinha.com.br/blog/vagas", False),
])
def test_job_pages_under_their_own_languages_paths(url: str, ok: bool) -> None:
    from changewire_differ.extract import _is_job_url

    assert _is_job_url(url, "https://x.test/careers") is ok


@pytest.mark.parametrize(("label", "ok"), [
    ("Zdalnie", True), ("Hybrydowo", True), ("Stacjonarnie", True), ("Distans", True), ("På plats", True), ("Op afstand", True),
    ("Op locatie", True), ("Remoto", True), ("Da remoto", True), ("In sede", True), ("远程", True), ("混合办公", True), ("リモート", True),
    ("出社", True), ("원격 근무", True), ("عن بُعد", True), ("מרחוק", True), ("Warszawa", False), ("Data Analyst", False),
])
def test_workplace_labels_in_more_languages(label: str, ok: bool) -> None:
    from changewire_differ.extract import _WORKPLACE

    assert bool(_WORKPLACE.match(label)) is ok


@pytest.mark.parametrize(("badge", "ok"), [("Nowość", True), ("Ny", True), ("NEW", True), ("Nieuw", True), ("Novità", True), ("新着", True),
                                           ("急招", True), ("급구", True),
                                           ("急募", True), ("Nowy Sącz", False), ("Nyheter", False)])
def test_new_badges_in_more_languages(badge: str, ok: bool) -> None:
    from changewire_differ.extract import _BADGE_WORDS

    assert bool(_BADGE_WORDS.match(badge)) is ok


# ---------------------------------------------------------------------------------------------
# team pages: names with Polish letters, Chinese names, executive titles in more languages


@pytest.mark.parametrize(("name", "ok"), [("Łukasz Wiśniewski", True), ("Małgorzata Szymańska", True), ("Zofia Dąbrowska", True),
                                          ("Karin Ödmark", True), ("łukasz wiśniewski", False), ("Zarząd i zespół", False)])
def test_names_with_latin_extended_letters(name: str, ok: bool) -> None:
    from changewire_differ.extract import _PERSON_NAME

    assert bool(_PERSON_NAME.match(name)) is ok


def test_a_chinese_name_is_a_name_beside_a_role_only() -> None:
    from changewire_differ.pipeline import read

    def page(cards: str) -> bytes:
        return f'<html lang="zh"><body><main><h1>管理团队</h1><div class="grid">{cards}</div></main></body></html>'.encode()

    people = "".join(f'<div class="card"><h3>{n}</h3><p>{r}</p></div>' for n, r in (("张伟", "首席执行官"), ("李娜", "首席技术官"), ("王芳", "市场经理")))
    doc = read(page(people), kind="html", surface="team", url="https://x.cn/team")
    assert [(e.data["name"], e.data.get("role")) for e in doc.entities["person"].items] == [
        ("张伟", "首席执行官"), ("李娜", "首席技术官"), ("王芳", "市场经理")]
    products = "".join(f'<div class="card"><h3>{n}</h3><p>{r}</p></div>' for n, r in (("发票", "自动开具电子发票"), ("报销", "一键提交"), ("记账", "智能分类")))
    doc = read(page(products), kind="html", surface="team", url="https://x.cn/team")
    assert not (doc.entities.get("person") and doc.entities["person"].items)


@pytest.mark.parametrize(("role", "executive"), [
    ("Prezes Zarządu", True), ("Wiceprezes Zarządu ds. finansowych", True), ("Członkini Zarządu, CTO", True), ("Kierownik ds. sprzedaży", False),
    ("VD och medgrundare", True), ("Ekonomichef (CFO)", True), ("Säljchef", False), ("Financieel directeur", True),
    ("Teamleider klantenservice", False), ("Diretor financeiro", True), ("Coordenadora de marketing", False), ("Amministratrice delegata", True),
    ("首席财务官", True), ("市场经理", False), ("Directeur général", True),
])
def test_executive_titles_in_more_languages(role: str, executive: bool) -> None:
    from changewire_differ.extract import EXEC_ROLE

    assert bool(EXEC_ROLE.search(role)) is executive


# ---------------------------------------------------------------------------------------------
# pricing: quote-only tiers, Swiss francs


@pytest.mark.parametrize("text", ["Kontakta oss", "Kontakt", "Begär offert", "Zapytaj o ofertę", "Fale conosco", "お問い合わせ", "Custom"])
def test_quote_only_tiers_in_more_languages(text: str) -> None:
    from changewire_differ.extract import _CUSTOM_RE

    assert _CUSTOM_RE.search(text)


@pytest.mark.parametrize(("a", "b", "same"), [("CHF 1'290", "CHF 1290", True), ("CHF 1’290.–", "CHF 1'290", True), ("CHF 1'290", "CHF 1'490", False),
                                              ("CHF 1'290", "CHF 1", False)])
def test_swiss_thousands_apostrophe(a: str, b: str, same: bool) -> None:
    from changewire_differ.extract import price_id, price_tokens

    assert price_tokens(f"Business {a} pro Jahr") == [a]
    assert (price_id(a) == price_id(b)) is same


# ---------------------------------------------------------------------------------------------
# status words in more languages


@pytest.mark.parametrize(("status", "kind"), [
    ("Obniżona wydajność", "component_degraded"), ("Poważna awaria", "component_outage"), ("Försämrad prestanda", "component_degraded"),
    ("Större avbrott", "component_outage"), ("Verminderde prestaties", "component_degraded"), ("Grote storing", "component_outage"),
    ("Desempenho degradado", "component_degraded"), ("Interrupção grave", "component_outage"), ("Prestazioni ridotte", "component_degraded"),
    ("Interruzione grave", "component_outage"), ("性能下降", "component_degraded"), ("严重中断", "component_outage"),
    ("성능 저하", "component_degraded"), ("주요 장애", "component_outage"),
])
def test_component_statuses_in_more_languages(status: str, kind: str) -> None:
    from changewire_differ.classify import ClassifyConfig, _Builder, _components
    from changewire_differ.diff import EntityDiff
    from changewire_differ.extract import COMPONENT_STATUS, component_entity

    assert COMPONENT_STATUS.search(status)
    b = _Builder(ClassifyConfig(), "status")
    _components(b, EntityDiff("component", modified=[(component_entity("API", "ok"), component_entity("API", status))]))
    assert b.cands[0].kind == kind


# ---------------------------------------------------------------------------------------------
# news: acquisitions, funding and layoffs in pl, sv, nl, pt, it


@pytest.mark.parametrize(("title", "major"), [
    ("Fakturownik przejmuje Rachmistrza", True), ("Kassaflöde förvärvar Siffra AB", True), ("Boekhoudje neemt Factuurflow over", True),
    ("Notinha adquire a ContaFácil", True), ("Fatturino acquisisce Contabilmente", True), ("Kassaflöde tar in 40 miljoner kronor", True),
    ("Notinha capta R$ 30 milhões", True), ("Fatturino raccoglie 12 milioni di euro", True), ("Nowy wygląd panelu klienta", False),
    ("Conheça o novo painel", False), ("Neem contact op met ons team", False), ("Nytt utseende i appen", False),
])
def test_major_news_verbs_in_more_languages(title: str, major: bool) -> None:
    import re

    from changewire_differ.classify import ClassifyConfig

    assert bool(re.search(ClassifyConfig().major_post_pattern, title, re.I)) is major


# ---------------------------------------------------------------------------------------------
# numbered sections renumbered after an insertion


def test_sections_renumbered_after_an_insertion_are_not_changed_text() -> None:
    out = diff_files((DATA / "terms-old.html").read_bytes(), (DATA / "terms-inserted.html").read_bytes(), surface="legal",
                     url="https://ledgerline.io/legal/terms", content_type=None)
    added = [b["text"] for b in out["delta"].get("blocks_added", [])]
    # (the table of contents' "3. Data export" link is navigation: not listed)
    assert added == ["3. Data export", "When the agreement ends you may export your data for ninety days, after which we delete it from our systems."], out
    assert not out["delta"].get("blocks_removed"), out


@pytest.mark.parametrize(("a", "b", "same"), [
    ("3. Fees and payment", "4. Fees and payment", True), ("4.2. Refunds", "5.2. Refunds", True), ("§ 5 Haftung", "§ 6 Haftung", True),
    ("Article 7 - Termination", "Article 8 - Termination", True), ("1) Install the CLI", "2) Install the CLI", True),
    ("2.5 GB storage", "5 GB storage", False), ("5 users", "10 users", False), ("3. Fees and payment", "3. Fees and refunds", False),
    ("Section 3 applies to every user who signed up before the change in 2024 and to every plan we sell today.",
     "Section 4 applies to every user who signed up before the change in 2024 and to every plan we sell today.", False),
])
def test_a_leading_section_number_is_no_part_of_what_a_block_is_compared_by(a: str, b: str, same: bool) -> None:
    from changewire_differ.diff import _seq_key
    from changewire_differ.volatile import neutralize

    assert (_seq_key(neutralize(a)) == _seq_key(neutralize(b))) is same


# ---------------------------------------------------------------------------------------------
# second batch: share-price widgets, local dates, Thai workplace labels


@pytest.mark.parametrize(("a", "b"), [
    ("FERN 42.17 USD +2.03%", "FERN 41.02 USD -2.73%"), ("Aktie (XETRA): 38,92 € (+1,2 %)", "Aktie (XETRA): 37,80 € (−2,9 %)"),
    ("NASDAQ: FERN $42.17 +0.84 (+2.03%)", "NASDAQ: FERN $41.02 -1.15 (-2.73%)"), ("¥1,234.5 ▲ 0.8%", "¥1,229.0 ▼ 0.4%"),
    ("38,92 € +0,46 € (+1,20 %)", "38,11 € −0,81 € (−2,08 %)"),
])
def test_share_price_quotes_are_volatile(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)


@pytest.mark.parametrize(("a", "b"), [("Save 20% with annual billing", "Save 15% with annual billing"),
                                      ("Revenue up 12.5% to $48.2M", "Revenue up 14.1% to $48.2M"), ("$29.00 per month", "$35.00 per month")])
def test_percentages_and_prices_that_are_no_quote_stay(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


@pytest.mark.parametrize(("text", "day"), [
    ("4 grudnia 2025", "2025-12-04"), ("4 dicembre 2025", "2025-12-04"), ("4 de dezembro de 2025", "2025-12-04"), ("4 maj 2025", "2025-05-04"),
    ("4 ธันวาคม 2025", "2025-12-04"), ("4 ธันวาคม 2568", "2025-12-04"), ("3 października 2025", "2025-10-03"),
])
def test_dates_written_in_more_languages_are_read(text: str, day: str) -> None:
    from changewire_differ.diff import _day
    from changewire_differ.extract import _find_date

    assert _day(text) == day
    assert _find_date(f"Opublikowano {text}") is not None


@pytest.mark.parametrize("label", ["ทำงานทางไกล", "ไฮบริด", "ที่สำนักงาน"])
def test_thai_workplace_labels(label: str) -> None:
    from changewire_differ.extract import _WORKPLACE

    assert _WORKPLACE.match(label)


# ---------------------------------------------------------------------------------------------
# third batch: ages on job boards, Arabic/Hebrew/Danish/Finnish noise, employment types, incidents, names


@pytest.mark.parametrize(("a", "b"), [
    ("Opublikowano 29 dni temu", "Opublikowano ponad 30 dni temu"), ("Publicerad för 29 dagar sedan", "Publicerad för mer än 30 dagar sedan"),
    ("منذ 3 ساعات", "منذ يوم واحد"), ("לפני 3 שעות", "לפני יום"), ("for 3 timer siden", "for 1 dag siden"), ("3 tuntia sitten", "1 päivä sitten"),
    ("الخميس، 4 ديسمبر 2025", "الجمعة، 5 ديسمبر 2025"), ("יום חמישי, 4 בדצמבר 2025", "שבת, 6 בדצמבר 2025"),
    ("torsdag d. 4. december 2025", "lørdag d. 6. december 2025"), ("torstai 4. joulukuuta 2025", "lauantai 6. joulukuuta 2025"),
    ("37 شخصًا يشاهدون هذه الصفحة الآن", "41 شخصًا يشاهدون هذه الصفحة الآن"), ("37 אנשים צופים בדף זה כעת", "41 אנשים צופים בדף זה כעת"),
    ("37 personer kigger på siden lige nu", "41 personer kigger på siden lige nu"), ("37 henkilöä katselee sivua nyt", "41 henkilöä katselee sivua nyt"),
    ("ينتهي العرض خلال 3 أيام", "ينتهي العرض خلال 1 يوم"), ("המבצע מסתיים בעוד 3 ימים", "המבצע מסתיים בעוד יום אחד"),
    ("Tilbuddet udløber om 3 dage", "Tilbuddet udløber om 1 dag"), ("Tarjous päättyy 3 päivän päästä", "Tarjous päättyy 1 päivän päästä"),
])
def test_more_per_fetch_noise_is_volatile(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)
    assert neutralize(neutralize(a)) == neutralize(a)


@pytest.mark.parametrize(("a", "b"), [("التوصيل خلال 3 أيام", "التوصيل خلال 5 أيام"), ("לפני יום העצמאות", "אחרי יום העצמאות"),
                                      ("Levering for 3 dage", "Levering for 5 dage")])
def test_promised_durations_in_more_languages_stay(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


@pytest.mark.parametrize("label", ["Heltid", "Deltid", "Fuldtid", "Pełny etat", "Deeltijd", "Tempo integral", "全职", "정규직", "משרה מלאה"])
def test_employment_types_in_more_languages(label: str) -> None:
    from changewire_differ.extract import _EMPLOYMENT

    assert _EMPLOYMENT.match(label)


@pytest.mark.parametrize(("status", "resolved"), [("Löst", True), ("Opgelost", True), ("已解决", True), ("해결됨", True), ("Rozwiązano", True),
                                                  ("Undersöker", False), ("调查中", False), ("조사 중", False)])
def test_incident_statuses_in_more_languages(status: str, resolved: bool) -> None:
    from changewire_differ.classify import _RESOLVED
    from changewire_differ.extract import INCIDENT_STATUS

    assert INCIDENT_STATUS.search(status) and bool(_RESOLVED.search(status)) is resolved


@pytest.mark.parametrize(("name", "role", "ok"), [("최유진", "최고재무책임자(CFO)", True), ("นภา รัตนกุล", "ประธานเจ้าหน้าที่ฝ่ายการเงิน", True),
                                                  ("요금제", "월 9,900원", False), ("ราคา พิเศษ", "฿290", False)])
def test_korean_and_thai_names_beside_a_role(name: str, role: str, ok: bool) -> None:
    from selectolax.lexbor import LexborHTMLParser

    from changewire_differ.extract import EXEC_ROLE, _bare_cjk_name_with_role

    h3 = LexborHTMLParser(f'<html><body><main><div class="c"><h3>{name}</h3><p>{role}</p></div></main></body></html>').css_first("h3")
    assert _bare_cjk_name_with_role(h3, name) is ok
    assert bool(EXEC_ROLE.search(role)) is ok


@pytest.mark.parametrize(("a", "b"), [("1,234円 前日比 +12円 (+0.98%)", "1,198円 前日比 -36円 (-2.92%)"),
                                      ("52,300원 전일 대비 -400원 (-0.76%)", "52,700원 전일 대비 +400원 (+0.77%)")])
def test_share_prices_before_their_day_over_day_change_are_volatile(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)


@pytest.mark.parametrize(("token", "currency"), [("SAR 199", "SAR"), ("AED 49", "AED"), ("199 SAR", "SAR"), ("KRW 29,000", "KRW"), ("THB 990", "THB")])
def test_more_currency_codes(token: str, currency: str) -> None:
    from changewire_differ.extract import price_currency, price_tokens

    assert price_tokens(f"Pro {token} / month") == [token] and price_currency(token) == currency


# ---------------------------------------------------------------------------------------------
# fifth batch: Arabic and Hebrew executives, versions dated in their headings, Thai statuses


@pytest.mark.parametrize(("name", "role", "ok"), [("نورة الشمري", "المديرة المالية", True), ("محمد العتيبي", "المؤسس والرئيس التنفيذي", True),
                                                  ("איתי פרץ", 'סמנכ"ל כספים', True), ("יעל כהן", 'מייסדת ומנכ"לית', True),
                                                  ("خالد الزهراني", "مدير المبيعات", False), ("נועה מזרחי", "מנהלת שיווק", False)])
def test_arabic_and_hebrew_names_and_executives(name: str, role: str, ok: bool) -> None:
    from selectolax.lexbor import LexborHTMLParser

    from changewire_differ.extract import EXEC_ROLE, _bare_cjk_name_with_role

    h3 = LexborHTMLParser(f'<html><body><main><div class="c"><h3>{name}</h3><p>{role}</p></div></main></body></html>').css_first("h3")
    assert _bare_cjk_name_with_role(h3, name)
    assert bool(EXEC_ROLE.search(role)) is ok


def test_a_release_dated_in_its_heading_is_its_version() -> None:
    from changewire_differ.pipeline import read

    def keys(name: str) -> list[tuple[str, str]]:
        doc = read((DATA / name).read_bytes(), kind="html", surface="changelog", url="https://parcelo.com/release-notes")
        return [(e.key, e.data.get("published_at", "")) for e in doc.entities["news_item"].items]

    assert keys("versions-old.html")[0] == ("v2 3 0", "2025-11-20") and keys("versions-redated.html")[0] == ("v2 3 0", "2025-11-21")
    out = diff_files((DATA / "versions-old.html").read_bytes(), (DATA / "versions-redated.html").read_bytes(), surface="changelog",
                     url="https://parcelo.com/release-notes", content_type=None)
    assert out["significance"] == "minor" and not out["delta"].get("items_added"), out


@pytest.mark.parametrize(("status", "kind"), [("ประสิทธิภาพลดลง", "component_degraded"), ("ขัดข้องรุนแรง", "component_outage"),
                                              ("ใช้งานได้ปกติ", "component_recovered")])
def test_thai_component_statuses(status: str, kind: str) -> None:
    from changewire_differ.classify import ClassifyConfig, _Builder, _components
    from changewire_differ.diff import EntityDiff
    from changewire_differ.extract import COMPONENT_STATUS, component_entity

    assert COMPONENT_STATUS.search(status)
    b = _Builder(ClassifyConfig(), "status")
    _components(b, EntityDiff("component", modified=[(component_entity("API", "x"), component_entity("API", status))]))
    assert b.cands[0].kind == kind


@pytest.mark.parametrize(("path", "volatile"), [("$.heartbeatList.1[0].ping", True), ("$.monitors[id=3].avg_ping", True),
                                                ("$.uptimeList", True), ("$.heartbeatList.1[0].status", False),
                                                ("$.heartbeatList.1[0].msg", False), ("$.shipping", False)])
def test_measured_latency_and_uptime_ratios_are_volatile_json(path: str, volatile: bool) -> None:
    from changewire_differ.structured import is_volatile_path

    assert is_volatile_path(path) is volatile


@pytest.mark.parametrize(("name_html", "name"), [('Biznes <span class="badge">Nowość</span>', "Biznes"), ('<span class="pill">New</span> Pro', "Pro"),
                                                 ("Team", "Team")])
def test_a_badge_inside_a_plans_name_is_no_part_of_it(name_html: str, name: str) -> None:
    from selectolax.lexbor import LexborHTMLParser

    from changewire_differ.extract import _plan_name

    card = LexborHTMLParser(f'<div class="card"><h3 class="plan-name">{name_html}</h3><p>99 zł /mies.</p></div>').css_first("div.card")
    assert _plan_name(card) == name


@pytest.mark.parametrize("badge", ["Najpopularniejszy", "Populärast", "人気No.1", "おすすめ", "最受欢迎", "인기", "ยอดนิยม"])
def test_most_popular_badges_in_more_languages_are_no_plan_names(badge: str) -> None:
    from changewire_differ.extract import _BADGE

    assert _BADGE.match(badge)


@pytest.mark.parametrize(("a", "b"), [
    ("ปรับปรุงล่าสุด: 3 มีนาคม 2568", "ปรับปรุงล่าสุด: 4 ธันวาคม 2568"), ("آخر تحديث: 3 مارس 2025", "آخر تحديث: 4 ديسمبر 2025"),
    ("עודכן לאחרונה: 3 במרץ 2025", "עודכן לאחרונה: 4 בדצמבר 2025"), ("Päivitetty 3.3.2025", "Päivitetty 4.12.2025"),
    ("Senest opdateret: 3. marts 2025", "Senest opdateret: 4. december 2025"), ("Sist oppdatert 3. mars 2025", "Sist oppdatert 4. desember 2025"),
    ("최종 업데이트: 2025년 3월 3일", "최종 업데이트: 2025년 12월 4일"),
])
def test_last_updated_labels_in_more_languages(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)


def test_one_priced_card_beside_quote_only_ones_is_still_a_grid_of_plans() -> None:
    from changewire_differ.pipeline import read

    doc = read((DATA / "ko-pricing-quote.html").read_bytes(), kind="html", surface="pricing", url=SITES["ko"] + "/pricing")
    assert [(e.data["name"], e.data.get("price")) for e in doc.entities["pricing_plan"].items] == [
        ("베이직", "9,900원"), ("프로", "Custom"), ("엔터프라이즈", "Custom")]


@pytest.mark.parametrize(("a", "b"), [
    ("Offerta valida ancora 3 giorni", "Offerta valida ancora 2 giorni"), ("Jeszcze 3 dni promocji!", "Jeszcze 2 dni promocji!"),
    ("Só mais 3 dias!", "Só mais 2 dias!"), ("Only 3 days to go!", "Only 2 days to go!"),
    ("Última atualização em 3 de março de 2025", "Última atualização em 4 de dezembro de 2025"),
    ("Aggiornato al 3 marzo 2025", "Aggiornato al 4 dicembre 2025"),
    ("Deze verklaring is voor het laatst gewijzigd op 3 maart 2025", "Deze verklaring is voor het laatst gewijzigd op 4 december 2025"),
])
def test_countdowns_and_updated_on_lines_written_other_ways(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)


@pytest.mark.parametrize(("a", "b"), [("Mais 3 usuários por R$ 10", "Mais 5 usuários por R$ 10"), ("3 steps to go live", "4 steps to go live")])
def test_quantities_near_countdown_words_stay(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


@pytest.mark.parametrize(("a", "b"), [("3 saat önce", "1 gün önce"), ("3 часа назад", "1 день назад"), ("před 3 hodinami", "před 1 dnem"),
                                      ("3 jam yang lalu", "1 hari yang lalu"), ("3 giờ trước", "1 ngày trước")])
def test_relative_times_in_turkish_russian_czech_indonesian_vietnamese(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)


@pytest.mark.parametrize(("a", "b"), [("Teslimat 3 gün içinde", "Teslimat 5 gün içinde"), ("Доставка за 3 дня", "Доставка за 5 дней"),
                                      ("Uji coba gratis 14 hari", "Uji coba gratis 30 hari")])
def test_durations_in_those_languages_stay(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


@pytest.mark.parametrize(("a", "b"), [
    ("Tylko 3 szt. w magazynie", "Tylko 2 szt. w magazynie"), ("Endast 3 kvar i lager", "Endast 2 kvar i lager"),
    ("Nog maar 3 op voorraad", "Nog maar 2 op voorraad"), ("Apenas 3 em estoque", "Apenas 2 em estoque"), ("Solo 3 disponibili", "Solo 2 disponibili"),
    ("残り3点", "残り2点"), ("仅剩3件", "仅剩2件"), ("Zaufało nam 4 200+ firm", "Zaufało nam 5 300+ firm"),
    ("Mais de 4 200+ empresas confiam na Notinha", "Mais de 5 300+ empresas confiam na Notinha"), ("導入企業 4,200+社", "導入企業 5,300+社"),
    ("已有 4,200+ 家企业使用票云", "已有 5,300+ 家企业使用票云"),
])
def test_stock_levels_and_social_proof_counters_in_more_languages(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)


@pytest.mark.parametrize(("a", "b"), [("Up to 10+ users", "Up to 20+ users"), ("$4,200+ saved per year", "$5,300+ saved per year"),
                                      ("Zestaw 3 szt.", "Zestaw 5 szt.")])
def test_limits_and_amounts_with_a_plus_stay(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


def test_a_products_stock_line_is_no_change_of_the_product() -> None:
    from changewire_differ.extract import product_entity

    assert product_entity("SP-700", "899 kr", description="Endast 12 kvar i lager").fp == \
        product_entity("SP-700", "899 kr", description="Endast 11 kvar i lager").fp
    assert product_entity("SP-700", "899 kr", description="Svart").fp != product_entity("SP-700", "899 kr", description="Vit").fp


@pytest.mark.parametrize(("a", "b"), [
    ("99,98 % Verfügbarkeit", "99,97 % Verfügbarkeit"), ("Disponibilité : 99,95 %", "Disponibilité : 99,94 %"), ("Dostępność: 99,98%", "Dostępność: 99,9%"),
    ("Upptid 99,98 %", "Upptid 99,96 %"), ("稼働率 99.98%", "稼働率 99.97%"), ("可用性 99.98%", "可用性 99.95%"),
    ("99,98% de disponibilidade", "99,97% de disponibilidade"), ("99,98 % de disponibilidad", "99,96 % de disponibilidad"),
])
def test_measured_uptime_in_more_languages_is_volatile(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)


@pytest.mark.parametrize(("a", "b"), [("99,9 % Verfügbarkeit garantiert", "99,95 % Verfügbarkeit garantiert"),
                                      ("SLA de 99,9 % de disponibilidad", "SLA de 99,95 % de disponibilidad"),
                                      ("Gwarantujemy dostępność 99,9%", "Gwarantujemy dostępność 99,95%")])
def test_promised_availability_stays(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


@pytest.mark.parametrize(("a", "b"), [("Stan na 4.12.2025", "Stan na 5.12.2025"), ("Stand per 4 december 2025", "Stand per 5 december 2025"),
                                      ("Dati aggiornati al 4 dicembre 2025", "Dati aggiornati al 5 dicembre 2025"),
                                      ("Dados de 04/12/2025", "Dados de 05/12/2025"), ("Datos a 4 de diciembre de 2025", "Datos a 5 de diciembre de 2025")])
def test_as_of_stamps_under_figures(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)
