"""Source of the fourth red-team round's page pairs (tests/data/differ/redteam4/*).

Run `python tests/data/differ/redteam4_src.py` to rewrite the files. Each site imitates what its
vendor or framework serves (Greenhouse's job-boards, Ashby, Personio, Workable and Lever careers
markup; paginated job searches sorted by title, oldest or newest first; Tailwind/Radix and German
and French pricing pages; WordPress, Hugo and Ghost-like blogs; Mintlify-like changelogs;
Atlassian Statuspage HTML; legal, team, docs and locations pages; RSS, Atom and JSON Feed; sitemaps;
Intercom, Google Publisher Tag ad slots, testimonial rotators). The consent banners, Next.js shell
and per-fetch noise `V` come from round 3 (redteam3_src.py). The expected verdicts are written by
hand in tests/unit/differ/test_redteam4.py, not derived from the differ.
"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from cw_testdata import load_module

r3 = load_module("redteam3_src", Path(__file__).resolve().parent / "redteam3_src.py", reuse=True)
V, N1, N2 = r3.V, r3.N1, r3.N2
jsonld, next_page, onetrust, cookiebot, didomi, usercentrics = r3.jsonld, r3.next_page, r3.onetrust, r3.cookiebot, r3.didomi, r3.usercentrics
gtm, cf_script = r3.gtm, r3.cf_script

OUT = Path(__file__).resolve().parent / "redteam4"


def slug(t: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in t.lower()).strip("-").replace("--", "-")


# ============================================================================ careers: Greenhouse job-boards (Remix, 2024)

GH_JOBS = [
    ("7712034", "Senior Backend Engineer, Payments", "New York, NY", "Engineering"),
    ("7712051", "Staff Data Engineer", "Remote - US", "Engineering"),
    ("7698810", "Engineering Manager, Risk", "New York, NY", "Engineering"),
    ("7685502", "Product Designer", "San Francisco, CA", "Design"),
    ("7680147", "Account Executive, Mid-Market", "Chicago, IL", "Sales"),
    ("7679920", "Sales Development Representative", "Chicago, IL", "Sales"),
    ("7651003", "Compliance Analyst", "New York, NY", "Legal & Compliance"),
    ("7640218", "Payroll Specialist", "Remote - US", "Finance"),
]


def greenhouse(v: V, jobs: list[tuple[str, str, str, str]]) -> str:
    depts: dict[str, list[tuple[str, str, str, str]]] = {}
    for j in jobs:
        depts.setdefault(j[3], []).append(j)
    sections = "".join(
        f'<div class="job-posts"><div class="job-posts--table--department"><h3 class="section-header font-primary">{d}</h3></div>'
        f'<table><tbody>' + "".join(
            f'<tr class="job-post"><td class="cell"><a href="https://job-boards.greenhouse.io/tallyfin/jobs/{jid}?gh_src={v.csrf[:8]}" '
            f'target="_top"><p class="body body--medium">{t}</p><p class="body body__secondary body--metadata">{loc}</p></a></td></tr>'
            for jid, t, loc, _ in js) + "</tbody></table></div>"
        for d, js in depts.items())
    remix = json.dumps({"state": {"loaderData": {"root": {"csrfToken": v.csrf, "requestId": v.rid, "env": {"SENTRY_RELEASE": v.build}}}}})
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Jobs at Tallyfin</title><meta name="description" content="Explore open positions at Tallyfin."><link rel="stylesheet" href="/assets/root-{v.build[:8]}.css">
<link rel="modulepreload" href="/assets/manifest-{v.build[2:10].lower()}.js"></head>
<body><div class="wrapper"><div class="logo-container"><img src="https://s2-recruiting.cdn.greenhouse.io/external_greenhouse_job_boards/logos/400/912/300/original/tallyfin.png" alt="Tallyfin logo"></div>
<main><div class="job-board"><div class="job-board--header"><h1 class="section-header section-header--large font-primary">Current openings at Tallyfin</h1>
<p class="body body--secondary">We build the finance stack for independent clinics. {len(jobs)} jobs</p></div>
<div class="job-board--filters"><div class="select"><label for="department-filter">Department</label><select id="department-filter"><option>All departments</option></select></div>
<div class="select"><label for="office-filter">Office</label><select id="office-filter"><option>All offices</option></select></div></div>
{sections}</div></main>
<footer class="footer"><p class="body body--secondary">Powered by <a href="https://www.greenhouse.io/">greenhouse</a></p>
<a href="https://www.greenhouse.io/privacy-policy">Read our Privacy Policy</a></footer></div>
<script nonce="{v.nonce}">window.__remixContext = {remix};</script>
<script nonce="{v.nonce}" type="module">import "/assets/manifest-{v.build[2:10].lower()}.js";</script></body></html>
"""


# ============================================================================ careers: Ashby hosted board (CSS modules)

ASH_JOBS = [
    ("5b3c1e9a-2f4d-4a51-9c0e-7d2a1b3c4d5e", "Founding Solutions Engineer", "Engineering", "San Francisco", "Hybrid"),
    ("0c7d8e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f", "Senior Software Engineer, Infrastructure", "Engineering", "Remote (US & Canada)", "Remote"),
    ("9e8d7c6b-5a49-4382-a716-f5e4d3c2b1a0", "Software Engineer, Product", "Engineering", "San Francisco", "Hybrid"),
    ("1f2e3d4c-5b6a-4798-8a9b-0c1d2e3f4a5b", "Product Marketing Manager", "Marketing", "New York", "Hybrid"),
    ("2a3b4c5d-6e7f-4809-9a1b-2c3d4e5f6a7b", "Technical Recruiter", "People", "Remote (US & Canada)", "Remote"),
    ("3b4c5d6e-7f80-4912-8b2c-3d4e5f6a7b8c", "Head of Finance", "Finance", "San Francisco", "On-site"),
]


def ashby(v: V, jobs: list[tuple[str, str, str, str, str]], *, css: str = "12x8f") -> str:
    depts: dict[str, list[tuple[str, str, str, str, str]]] = {}
    for j in jobs:
        depts.setdefault(j[2], []).append(j)
    body = "".join(
        f'<div class="ashby-job-posting-brief-department _departmentContainer_{css}"><h2 class="ashby-department-heading _departmentHeading_{css}">{d}</h2>'
        + "".join(
            f'<a class="_container_j2da7_1" href="/quillstack/{jid}"><div class="ashby-job-posting-brief _container_{css}">'
            f'<h3 class="ashby-job-posting-brief-title _title_{css}">{t}</h3><div class="ashby-job-posting-brief-details _details_{css}">'
            f'<p>{d} • {loc} • Full time • {mode}</p></div></div></a>' for jid, t, _, loc, mode in js) + "</div>"
        for d, js in depts.items())
    app = json.dumps({"organization": {"name": "Quillstack", "hostedJobsPageSlug": "quillstack"}, "csrfToken": v.csrf,
                      "buildVersion": v.build, "requestId": v.rid, "jobBoard": {"jobPostings": [{"id": j[0], "title": j[1]} for j in jobs]}})
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Jobs</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://cdn.ashbyprd.com/frontend_non_user/{v.build[:10].lower()}/index.css"></head>
<body><div id="root"><div class="_jobBoard_{css}"><div class="_navRoot_{css}"><a href="https://quillstack.dev" class="_navLogoLink_{css}">Quillstack</a></div>
<div class="ashby-job-board-heading _heading_{css}"><h1 class="_title_{css}">Open Positions ({len(jobs)})</h1></div>
<div class="ashby-job-board-filters _filters_{css}"><button class="_filterButton_{css}">Department</button><button class="_filterButton_{css}">Location</button></div>
<div class="_jobPostings_{css}">{body}</div>
<div class="_footer_{css}"><a href="https://www.ashbyhq.com/?utm_source=jobboard&amp;utm_medium=footer">Powered by Ashby</a>
<a href="https://www.ashbyhq.com/privacy">Privacy Policy</a></div></div></div>
<script nonce="{v.nonce}">window.__appData = {app};</script>
<script src="https://cdn.ashbyprd.com/frontend_non_user/{v.build[:10].lower()}/index.js" type="module" crossorigin></script></body></html>
"""


# ============================================================================ careers: Personio (de)

PS_JOBS = [
    ("1843201", "Senior Java Entwickler (m/w/d)", "Softwareentwicklung", "München", "Vollzeit"),
    ("1843377", "DevOps Engineer (m/w/d)", "Softwareentwicklung", "München", "Vollzeit"),
    ("1790012", "Werkstudent Marketing (m/w/d)", "Marketing", "Hamburg", "Teilzeit"),
    ("1788640", "Buchhalter (m/w/d)", "Finanzen", "München", "Vollzeit"),
    ("1770105", "Key Account Manager DACH (m/w/d)", "Vertrieb", "Remote", "Vollzeit"),
    ("1760938", "Ausbildung Fachinformatiker Systemintegration (m/w/d)", "IT", "München", "Vollzeit"),
]


def personio(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    rows = "".join(
        f'<a class="job-box-link job-box" href="https://alpenlogik.jobs.personio.de/job/{jid}?language=de&amp;display=de&amp;_pc={v.rid[4:]}">'
        f'<div class="job-list-desc"><h4 class="jb-title">{t}</h4><p class="jb-description">{dep} · {kind}, Festanstellung · {loc}</p></div>'
        f'<div class="job-list-button"><span class="btn btn-primary">Mehr erfahren</span></div></a>'
        for jid, t, dep, loc, kind in jobs)
    return f"""<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Stellenangebote bei Alpenlogik GmbH</title>
<meta name="csrf-token" content="{v.csrf}"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://alpenlogik.jobs.personio.de/build/app.{v.build[:8].lower()}.css"></head>
<body class="body-jobs"><header class="navbar"><div class="container"><a class="navbar-brand" href="https://alpenlogik.de">Alpenlogik GmbH</a>
<div class="language-switcher"><a href="?language=de">Deutsch</a> <a href="?language=en">English</a></div></div></header>
<div class="container"><section id="job-overview"><h1 class="section-title">Stellenangebote</h1>
<p class="lead">Wir digitalisieren die Lagerlogistik im Alpenraum. Werde Teil unseres Teams!</p>
<div class="filters"><select name="department" aria-label="Abteilung"><option>Alle Abteilungen</option></select>
<select name="office" aria-label="Standort"><option>Alle Standorte</option></select></div>
<div id="job-list" class="job-list">{rows}</div></section></div>
<footer class="footer"><div class="container"><a href="https://alpenlogik.de/impressum">Impressum</a> · <a href="https://alpenlogik.de/datenschutz">Datenschutz</a>
<p>Powered by <a href="https://www.personio.de">Personio</a></p></div></footer>
{usercentrics(v)}</body></html>
"""


# ============================================================================ careers: Workable embed (whr_embed) with ages

WK_JOBS = [
    ("A1B2C3D4E5", "Registered Dietitian", "Austin, Texas, United States", 2),
    ("F6G7H8I9J0", "Clinical Operations Manager", "Austin, Texas, United States", 5),
    ("K1L2M3N4O5", "Front Desk Coordinator", "Dallas, Texas, United States", 9),
    ("P6Q7R8S9T0", "Health Coach (Part-time)", "Remote", 16),
    ("U1V2W3X4Y5", "Medical Billing Specialist", "Austin, Texas, United States", 44),
]


def wk_age(days: int) -> str:
    if days == 0:
        return "Posted today"
    if days == 1:
        return "Posted yesterday"
    if days >= 30:
        return "Posted 30+ days ago"
    return f"Posted {days} days ago"


def workable_embed(v: V, jobs: list[tuple[str, str, str, int]]) -> str:
    items = "".join(
        f'<li class="whr-item"><h3 class="whr-title"><a href="https://apply.workable.com/j/{sc}" target="_blank">{t}</a></h3>'
        f'<ul class="whr-info"><li class="whr-location"><span>Location: </span>{loc}</li>'
        f'<li class="whr-date"><span>{wk_age(d + v.day)}</span></li></ul></li>'
        for sc, t, loc, d in jobs)
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Careers – Bluebonnet Nutrition</title>
<link rel="stylesheet" id="astra-theme-css-css" href="https://bluebonnetnutrition.com/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.{v.day}" media="all">
<script id="wpforms-nonce" nonce="{v.nonce}">var wpforms_settings = {{"nonce":"{v.csrf[:10]}"}};</script></head>
<body class="page-template-default page page-id-214 ast-single-post"><header class="site-header"><div class="site-branding"><a href="/" rel="home">Bluebonnet Nutrition</a></div>
<nav class="main-header-bar-navigation" aria-label="Site Navigation"><ul id="primary-menu" class="main-header-menu"><li class="menu-item"><a href="/services/">Services</a></li>
<li class="menu-item"><a href="/about/">About</a></li><li class="menu-item current-menu-item"><a href="/careers/" aria-current="page">Careers</a></li></ul></nav></header>
<div id="content" class="site-content"><div class="ast-container"><main id="main" class="site-main"><article class="page type-page status-publish">
<header class="entry-header"><h1 class="entry-title">Join our team</h1></header><div class="entry-content">
<p>We are a team of dietitians and clinicians helping Texans eat well. See our open roles below.</p>
<div id="whr_embed_hook"><ul class="whr-items">{items}</ul></div>
<p>Don't see your role? Email us at careers@bluebonnetnutrition.com.</p></div></article></main></div></div>
<footer class="site-footer"><div class="ast-small-footer"><p>Copyright © 2025 Bluebonnet Nutrition | Powered by Astra WordPress Theme</p></div></footer>
<script src="https://www.workable.com/assets/embed.js" type="text/javascript"></script>
<script type="text/javascript" nonce="{v.nonce}">whr(document).ready(function(){{ whr_embed(612034, {{detail: 'titles', base: 'jobs', zoom: 'country', grouping: 'none'}}); }});</script></body></html>
"""


# ============================================================================ careers: a paginated job search (any order)


def job_search(v: V, jobs: list[tuple[str, str, str]], *, total: int, order: str) -> str:
    """Page 1 (20 rows) of a company's own job search, sorted by `order` (its sort select shows it)."""
    labels = {"title": "Title (A–Z)", "oldest": "Date posted (oldest first)", "newest": "Date posted (newest first)"}
    rows = "".join(
        f'<tr class="job-row"><td class="job-title"><a href="/careers/jobs/{jid}/{slug(t)}">{t}</a></td>'
        f'<td class="job-location">{loc}</td><td class="job-type">Full-time</td></tr>' for jid, t, loc in jobs)
    opts = "".join(f'<option value="{k}"{" selected" if k == order else ""}>{lab}</option>' for k, lab in labels.items())
    pages = (total + 19) // 20
    pager = "".join(f'<li><a href="/careers/search?sort={order}&amp;page={i}"{" aria-current=" + chr(34) + "page" + chr(34) if i == 1 else ""}>{i}</a></li>'
                    for i in range(1, pages + 1))
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Search jobs | Halcyon Health</title>
<meta name="csrf-token" content="{v.csrf}"><link rel="stylesheet" href="/static/careers.{v.build[:8].lower()}.css"></head>
<body><header class="site-header"><a class="brand" href="/">Halcyon Health</a><nav aria-label="Main"><a href="/about">About us</a><a href="/careers">Careers</a><a href="/patients">Patients</a></nav></header>
<main id="main"><h1>Search jobs</h1><form class="job-search" method="get" action="/careers/search"><input type="hidden" name="_token" value="{v.csrf}">
<label for="q">Keywords</label><input id="q" name="q" type="search"><label for="sort">Sort by</label><select id="sort" name="sort">{opts}</select>
<button type="submit">Search</button></form>
<p class="result-count">Showing 1–{len(jobs)} of {total} jobs</p>
<table class="job-results"><thead><tr><th>Title</th><th>Location</th><th>Type</th></tr></thead><tbody>{rows}</tbody></table>
<nav class="pagination" aria-label="Pagination"><ul>{pager}<li><a rel="next" href="/careers/search?sort={order}&amp;page=2">Next</a></li></ul></nav></main>
<footer class="site-footer"><p>Halcyon Health is an equal opportunity employer.</p><p>© 2025 Halcyon Health, Inc.</p></footer>
{onetrust(v, "Halcyon Health")}</body></html>
"""


HC_ROLES = [
    "Accounts Payable Specialist", "Behavioral Health Technician", "Care Coordinator", "Certified Medical Assistant",
    "Clinical Nurse Educator", "Dental Hygienist", "Director of Nursing", "EHR Analyst", "Environmental Services Aide",
    "Financial Counselor", "Health Information Technician", "ICU Registered Nurse", "Lab Assistant", "Licensed Practical Nurse",
    "Medical Coder", "MRI Technologist", "Nurse Practitioner, Urgent Care", "Occupational Therapist", "Patient Access Representative",
    "Pharmacy Technician", "Physical Therapist", "Radiology Scheduler", "Respiratory Therapist", "Social Worker", "Sterile Processing Tech",
]
HC_CITIES = ["Denver, CO", "Aurora, CO", "Boulder, CO", "Lakewood, CO", "Littleton, CO"]
#: the whole search (id, title, location), ids growing with the posting date
HC_ALL = [(str(31000 + 37 * i), t, HC_CITIES[i % 5]) for i, t in enumerate(
    ["ICU Registered Nurse", "Medical Coder", "Care Coordinator", "Dental Hygienist", "Lab Assistant", "Social Worker",
     "Pharmacy Technician", "EHR Analyst", "Physical Therapist", "Director of Nursing", "Financial Counselor",
     "Radiology Scheduler", "Respiratory Therapist", "MRI Technologist", "Occupational Therapist", "Licensed Practical Nurse",
     "Behavioral Health Technician", "Clinical Nurse Educator", "Sterile Processing Tech", "Accounts Payable Specialist",
     "Patient Access Representative", "Environmental Services Aide", "Certified Medical Assistant",
     "Health Information Technician", "Nurse Practitioner, Urgent Care"])]


def by_title(jobs: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    return sorted(jobs, key=lambda j: j[1])


# ============================================================================ careers: a custom page with short ages ("3d", "2w")

SA_JOBS = [("Senior iOS Engineer", "Toronto", 0), ("Backend Engineer, Go", "Toronto", 2), ("QA Analyst", "Montréal", 6),
           ("Engineering Manager, Mobile", "Toronto", 13), ("Customer Support Lead", "Remote (Canada)", 24), ("Bookkeeper", "Toronto", 60)]


def short_age(days: int, hours: int) -> str:
    if days == 0:
        return f"{hours}h ago"
    if days < 7:
        return f"{days}d ago"
    if days < 30:
        return f"{days // 7}w ago"
    return f"{days // 30}mo ago"


def short_ages_careers(v: V, jobs: list[tuple[str, str, int]]) -> str:
    cards = "".join(
        f'<li class="job-card"><a class="job-card__link" href="/careers/{slug(t)}"><span class="job-card__title">{t}</span>'
        f'<span class="job-card__meta">{loc} · <time class="job-card__age">{short_age(d + v.day, v.hours)}</time></span></a></li>'
        for t, loc, d in jobs)
    main = (f'<section class="mx-auto max-w-4xl px-6 py-16"><h1 class="text-4xl font-bold">Careers at Maplecart</h1>'
            f'<p class="mt-4 text-lg">Help 40,000 Canadian shops sell online.</p><h2 class="mt-12 text-2xl font-semibold">Open roles</h2>'
            f'<ul class="job-list mt-6 divide-y">{cards}</ul></section>')
    return next_page("Careers | Maplecart", "Maplecart", main, v, page="/careers", cmp=didomi(v))


# ============================================================================ pricing: Radix tabs monthly/annual (Next.js)

RX_PLANS = [("Starter", "$0", "$0", ["1 project", "Community support"]),
            ("Pro", "$29", "$24", ["Unlimited projects", "Custom domains", "Email support"]),
            ("Team", "$79", "$66", ["Everything in Pro", "SSO", "Audit log", "Priority support"])]


def radix_pricing(v: V, plans: list[tuple[str, str, str, list[str]]], *, default: str = "monthly", popular: str = "Pro",
                  footnote: str = "Prices in USD. Taxes may apply.") -> str:
    def cards(period: str) -> str:
        out = []
        for name, mo, yr, feats in plans:
            price = mo if period == "monthly" else yr
            per = "/month" if period == "monthly" else "/month, billed annually"
            badge = '<span class="rounded-full bg-indigo-600 px-2 py-0.5 text-xs text-white">Most popular</span>' if name == popular else ""
            fl = "".join(f'<li class="flex gap-x-3">{f}</li>' for f in feats)
            out.append(f'<div class="rounded-3xl p-8 ring-1 ring-gray-200" data-plan="{slug(name)}"><div class="flex items-center justify-between">'
                       f'<h3 class="text-lg font-semibold">{name}</h3>{badge}</div><p class="mt-6 flex items-baseline gap-x-1">'
                       f'<span class="text-4xl font-bold tracking-tight">{price}</span><span class="text-sm font-semibold text-gray-600">{per}</span></p>'
                       f'<a href="/signup?plan={slug(name)}&amp;period={period}" class="mt-6 block rounded-md px-3 py-2 text-center">Get started</a>'
                       f'<ul role="list" class="mt-8 space-y-3 text-sm">{fl}</ul></div>')
        return "".join(out)

    def panel(period: str) -> str:
        active = period == default
        return (f'<div role="tabpanel" id="radix-:R1:-content-{period}" aria-labelledby="radix-:R1:-trigger-{period}" data-state="{"active" if active else "inactive"}"'
                f'{"" if active else " hidden"} data-orientation="horizontal" class="mt-10 grid grid-cols-1 gap-8 md:grid-cols-3">{cards(period)}</div>')

    tabs = "".join(f'<button type="button" role="tab" aria-selected="{str(p == default).lower()}" aria-controls="radix-:R1:-content-{p}" '
                   f'data-state="{"active" if p == default else "inactive"}" id="radix-:R1:-trigger-{p}" class="rounded-full px-3 py-1">{lab}</button>'
                   for p, lab in (("monthly", "Monthly"), ("annual", "Annual — save 17%")))
    main = (f'<section class="mx-auto max-w-7xl px-6 py-24"><h1 class="text-5xl font-bold tracking-tight">Pricing that scales with you</h1>'
            f'<p class="mt-6 text-lg">Start free. Upgrade when your team grows.</p><div dir="ltr" data-orientation="horizontal" class="mt-10">'
            f'<div role="tablist" aria-orientation="horizontal" class="inline-flex rounded-full bg-gray-100 p-1" tabindex="0">{tabs}</div>'
            f'{panel("monthly")}{panel("annual")}</div><p class="mt-8 text-xs text-gray-500">{footnote}</p></section>')
    return next_page("Pricing | Driftdesk", "Driftdesk", main, v, page="/pricing", cmp=onetrust(v, "Driftdesk"))


# ============================================================================ pricing: German (1.299,00 €) and French (1 299 €) formats


def de_pricing(v: V, *, prices: tuple[str, str, str] = ("49,00 €", "199,00 €", "1.299,00 €"), plans: tuple[str, ...] = ("Basis", "Business", "Konzern")) -> str:
    feats = {"Basis": ["Bis zu 3 Nutzer", "500 Belege pro Monat", "E-Mail-Support"],
             "Business": ["Bis zu 25 Nutzer", "5.000 Belege pro Monat", "DATEV-Export", "Telefon-Support"],
             "Konzern": ["Unbegrenzte Nutzer", "Unbegrenzte Belege", "Mandantenfähig", "Persönlicher Ansprechpartner"]}
    cards = "".join(
        f'<div class="pricing-card{" pricing-card--highlight" if name == "Business" else ""}"><h3 class="pricing-card__name">{name}</h3>'
        f'<div class="pricing-card__price"><span class="amount">{price}</span> <span class="period">/ Monat zzgl. MwSt.</span></div>'
        f'<ul class="pricing-card__features">{"".join(f"<li>{f}</li>" for f in feats[name])}</ul>'
        f'<a class="button" href="/registrierung?tarif={name.lower()}">Jetzt testen</a></div>'
        for name, price in zip(("Basis", "Business", "Konzern"), prices) if name in plans)
    return f"""<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Preise – Belegwerk</title>
<link rel="stylesheet" href="/wp-content/themes/belegwerk/dist/app.css?ver={v.build[:6]}"><meta name="csrf-token" content="{v.csrf}"></head>
<body><header class="header"><a class="logo" href="/">Belegwerk</a><nav class="nav" aria-label="Hauptmenü"><a href="/funktionen">Funktionen</a><a href="/preise" aria-current="page">Preise</a><a href="/blog">Blog</a></nav></header>
<main><section class="hero"><h1>Faire Preise für jede Unternehmensgröße</h1><p>Alle Tarife 30 Tage kostenlos testen. Monatlich kündbar.</p></section>
<section class="pricing"><div class="pricing-grid">{cards}</div><p class="pricing-note">Alle Preise zzgl. 19 % MwSt. Jährliche Zahlung: 2 Monate gratis.</p></section>
<section class="faq"><h2>Häufige Fragen</h2><details><summary>Kann ich den Tarif wechseln?</summary><p>Ja, jederzeit zum Monatsende.</p></details></section></main>
<footer class="footer"><p>© 2025 Belegwerk GmbH · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></p></footer>
{cookiebot(v)}</body></html>
"""


def fr_pricing(v: V, *, sep: str = "\u202f", pro: str = "1 299") -> str:
    def amt(a: str) -> str:
        return a.replace(" ", sep)

    plans = [("Essentiel", "39", ["Jusqu'à 5 utilisateurs", "Support par e-mail"]),
             ("Pro", "129", ["Jusqu'à 50 utilisateurs", "Intégrations API", "Support prioritaire"]),
             ("Entreprise", pro, ["Utilisateurs illimités", "SSO SAML", "Gestionnaire de compte dédié"])]
    cards = "".join(
        f'<div class="tarif"><h3>{n}</h3><p class="prix"><strong>{amt(p)}{sep}€</strong> HT / mois</p>'
        f'<ul>{"".join(f"<li>{f}</li>" for f in fs)}</ul><a class="btn" href="/essai?offre={n.lower()}">Essai gratuit</a></div>' for n, p, fs in plans)
    return f"""<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Tarifs | Planigo</title><link rel="stylesheet" href="/css/site.css?v={v.build[:7]}"></head>
<body><header><a href="/" class="logo">Planigo</a><nav aria-label="Navigation principale"><a href="/fonctionnalites">Fonctionnalités</a><a href="/tarifs">Tarifs</a></nav></header>
<main><h1>Des tarifs simples et transparents</h1><p>Sans engagement. Changez d'offre à tout moment.</p><div class="grille-tarifs">{cards}</div>
<p class="mentions">Prix hors taxes, TVA de 20{sep}% en sus.</p></main><footer><p>© 2025 Planigo SAS</p></footer>{didomi(v)}</body></html>
"""


# ============================================================================ blog: WordPress (dates re-rendered), Hugo (pagination)

WP_POSTS = [("how-we-cut-cold-starts-by-60", "How we cut cold starts by 60%", "2025-03-10"),
            ("postgres-16-upgrade-notes", "Notes from our Postgres 16 upgrade", "2025-03-03"),
            ("on-call-without-burnout", "On-call without burnout", "2025-02-24"),
            ("feature-flags-at-scale", "Feature flags at scale", "2025-02-11"),
            ("a-year-of-rust-in-production", "A year of Rust in production", "2025-01-28"),
            ("designing-idempotent-webhooks", "Designing idempotent webhooks", "2025-01-14")]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def wp_date(iso: str, fmt: str) -> str:
    y, m, d = (int(x) for x in iso.split("-"))
    if fmt == "us":
        return f"{MONTHS[m - 1]} {d}, {y}"
    if fmt == "uk":
        return f"{d} {MONTHS[m - 1]} {y}"
    return f"{y}/{m:02d}/{d:02d}"


def wordpress_blog(v: V, posts: list[tuple[str, str, str]], *, fmt: str = "us", comments: int = 0) -> str:
    arts = "".join(
        f'<article id="post-{4100 - i * 7}" class="post-{4100 - i * 7} post type-post status-publish format-standard hentry category-engineering">'
        f'<header class="entry-header"><h2 class="entry-title"><a href="https://blog.nimbusrun.io/{s}/" rel="bookmark">{t}</a></h2>'
        f'<div class="entry-meta"><span class="posted-on"><a href="https://blog.nimbusrun.io/{s}/" rel="bookmark"><time class="entry-date published" datetime="{iso}T09:00:00+00:00">{wp_date(iso, fmt)}</time></a></span>'
        f' <span class="comments-link"><a href="https://blog.nimbusrun.io/{s}/#comments">{3 + i + comments} Comments</a></span></div></header>'
        f'<div class="entry-summary"><p>{t}: what we learned, what broke and what we would do again.</p></div></article>'
        for i, (s, t, iso) in enumerate(posts))
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Nimbusrun Engineering Blog</title>
<link rel="stylesheet" id="wp-block-library-css" href="https://blog.nimbusrun.io/wp-includes/css/dist/block-library/style.min.css?ver=6.7.{v.day}" media="all">
<script id="wp-emoji-settings" nonce="{v.nonce}">window._wpemojiSettings = {{"baseUrl":"https://s.w.org/images/core/emoji/15.0.3/72x72/","nonce":"{v.csrf[:10]}"}};</script></head>
<body class="home blog wp-embed-responsive"><div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="https://blog.nimbusrun.io/" rel="home">Nimbusrun Engineering</a></p>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu"><li><a href="https://nimbusrun.io">Product</a></li><li><a href="https://blog.nimbusrun.io/category/engineering/">Engineering</a></li></ul></nav></header>
<main id="primary" class="site-main">{arts}<nav class="navigation posts-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="https://blog.nimbusrun.io/page/2/">Older posts</a></div></div></nav></main>
<aside id="secondary" class="widget-area"><section id="recent-comments-2" class="widget widget_recent_comments"><h2 class="widget-title">Recent Comments</h2>
<ul id="recentcomments"><li class="recentcomments">dana on <a href="https://blog.nimbusrun.io/{posts[0][0]}/#comment-{812 + comments}">{posts[0][1]}</a></li></ul></section></aside>
<footer id="colophon" class="site-footer"><div class="site-info">Proudly powered by WordPress</div></footer></div></body></html>
"""


HUGO_POSTS = [(f"{2024 if m == 12 else 2025}-{m:02d}-{d:02d}", t) for m, d, t in [
    (3, 11, "Shipping offline mode for the field app"), (3, 4, "Our SOC 2 Type II report is out"), (2, 25, "Why we moved off Kubernetes"),
    (2, 18, "Hiring our first designer"), (2, 6, "Postmortem: the February 3 sync outage"), (1, 30, "Tracing every request with OpenTelemetry"),
    (1, 21, "Cutting our AWS bill by a third"), (1, 9, "What we got wrong about multi-tenancy"), (1, 2, "2024 in review"),
    (12, 19, "Introducing the Fieldwise API"), (12, 5, "How we test on 40 Android devices")]]


def hugo_blog(v: V, posts: list[tuple[str, str]], *, pages: int) -> str:
    def day(iso: str) -> str:
        return f"{MONTHS[int(iso[5:7]) - 1][:3]} {int(iso[8:10])}, {iso[:4]}"

    items = "".join(
        f'<li class="post-entry"><h2 class="entry-title"><a href="/posts/{slug(t)}/">{t}</a></h2>'
        f'<footer class="entry-footer"><span title="{iso}T10:00:00Z">{day(iso)}</span>&nbsp;·&nbsp;{4 + len(t) % 6} min</footer></li>'
        for iso, t in posts)
    return f"""<!DOCTYPE html><html lang="en" dir="auto"><head><meta charset="utf-8"><meta name="generator" content="Hugo 0.145.0"><title>Posts | Fieldwise Blog</title>
<link crossorigin="anonymous" href="/assets/css/stylesheet.{v.build.lower()}.css" integrity="sha256-{v.csrf[:43]}=" rel="preload stylesheet" as="style">
<link rel="alternate" type="application/rss+xml" href="https://fieldwise.app/blog/posts/index.xml"></head>
<body class="list" id="top"><header class="header"><nav class="nav"><div class="logo"><a href="https://fieldwise.app/blog/" accesskey="h" title="Fieldwise Blog (Alt + H)">Fieldwise Blog</a></div>
<ul id="menu"><li><a href="https://fieldwise.app/blog/posts/" title="Posts"><span class="active">Posts</span></a></li><li><a href="https://fieldwise.app/blog/tags/" title="Tags"><span>Tags</span></a></li></ul></nav></header>
<main class="main"><header class="page-header"><h1>Posts</h1></header><ul class="post-list">{items}</ul>
<footer class="page-footer"><nav class="pagination"><span class="page-count">Page 1 of {pages}</span><a class="next" href="https://fieldwise.app/blog/posts/page/2/">Next&nbsp;&nbsp;»</a></nav></footer></main>
<footer class="footer"><span>&copy; 2025 <a href="https://fieldwise.app/blog/">Fieldwise Blog</a></span> · <span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span></footer>
</body></html>
"""


# ============================================================================ blog: a featured-post carousel (Slick) over a latest-posts list

FC_FEATURED = [("introducing-tidepool-2", "Introducing Tidepool 2.0"), ("customer-story-northwell", "How Northwell cut triage time in half"),
               ("state-of-ops-2025", "The State of Ops 2025 report")]
FC_POSTS = [("2025-03-12", "Five alert rules every team should have"), ("2025-03-06", "Tidepool now speaks OpenTelemetry"),
            ("2025-02-27", "Runbooks that people actually read"), ("2025-02-19", "Inside our incident review template"),
            ("2025-02-10", "Escalation policies, explained")]


def carousel_blog(v: V, start: int, posts: list[tuple[str, str]] = FC_POSTS) -> str:
    order = FC_FEATURED[start:] + FC_FEATURED[:start]
    slides = "".join(
        f'<div class="slick-slide{" slick-current slick-active" if i == 0 else ""}" data-slick-index="{i}" aria-hidden="{"false" if i == 0 else "true"}" tabindex="{0 if i == 0 else -1}">'
        f'<div class="featured-card"><span class="eyebrow">Featured</span><h2 class="featured-card__title"><a href="/blog/{s}">{t}</a></h2>'
        f'<a class="btn" href="/blog/{s}">Read more</a></div></div>' for i, (s, t) in enumerate(order))
    latest = "".join(
        f'<article class="blog-card"><a href="/blog/{slug(t)}"><h3 class="blog-card__title">{t}</h3></a>'
        f'<p class="blog-card__meta"><time datetime="{iso}">{MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2025</time></p></article>' for iso, t in posts)
    main = (f'<section class="featured"><div class="featured-carousel slick-slider slick-initialized" dir="ltr"><div class="slick-list">'
            f'<div class="slick-track" style="opacity: 1; width: 3600px; transform: translate3d(-{1200 * start}px, 0px, 0px);">{slides}</div></div>'
            f'<ul class="slick-dots" role="tablist"><li class="slick-active"><button type="button">1</button></li><li><button type="button">2</button></li><li><button type="button">3</button></li></ul></div></section>'
            f'<section class="latest"><h2>Latest posts</h2><div class="blog-grid">{latest}</div></section>')
    return next_page("Blog | Tidepool", "Tidepool", main, v, page="/blog")


# ============================================================================ changelog (Mintlify-like <Update> blocks)

ML_UPDATES = [("v3.3.0", "March 4, 2025", ["Bulk export of audit events to S3.", "New `region` filter on the Events API."]),
              ("v3.2.1", "February 21, 2025", ["Fixed: webhook retries could be sent twice after a timeout."]),
              ("v3.2.0", "February 12, 2025", ["Custom roles with per-project permissions.", "SCIM group sync for Okta and Entra ID."]),
              ("v3.1.0", "January 30, 2025", ["Event retention can now be set per project."])]


def mintlify_changelog(v: V, updates: list[tuple[str, str, list[str]]], *, edited_at: str = "2 days ago") -> str:
    blocks = "".join(
        f'<div class="update-container flex flex-col lg:flex-row gap-4 lg:gap-6 py-8" id="{slug(ver)}">'
        f'<div class="lg:sticky top-[var(--scroll-mt)] w-[160px]"><div class="text-sm"><div class="px-2 py-0.5 rounded-lg font-medium">{date}</div></div></div>'
        f'<div class="flex-1 overflow-hidden px-0.5 max-w-full"><h2 class="flex whitespace-pre-wrap group font-semibold" id="{slug(ver)}-h">{ver}</h2>'
        f'<div class="prose prose-gray"><ul>{"".join(f"<li>{x}</li>" for x in items)}</ul></div></div></div>'
        for ver, date, items in updates)
    main = (f'<div class="mdx-content relative mt-8 prose prose-gray" data-page-title="Changelog" data-page-href="/changelog">'
            f'<header id="header" class="relative"><h1 class="inline-block text-2xl sm:text-3xl font-bold">Changelog</h1>'
            f'<p class="mt-2 text-lg">Product updates and announcements</p></header>{blocks}</div>'
            f'<footer id="footer" class="flex gap-12 justify-between pt-10 border-t"><div class="text-sm">Last modified {edited_at}</div>'
            f'<div class="feedback-toolbar"><span>Was this page helpful?</span><button>Yes</button><button>No</button></div>'
            f'<a href="https://github.com/auditly/docs/edit/main/changelog.mdx">Suggest edits</a></footer>')
    return next_page("Changelog - Auditly", "Auditly", main, v, page="/changelog")


# ============================================================================ status: Atlassian Statuspage HTML

SP_COMPONENTS = ["API", "Dashboard", "Webhooks", "Scheduled jobs", "EU region", "US region"]


def statuspage(v: V, *, uptime: str = "99.98", incident: tuple[str, str, list[tuple[str, str, str]]] | None = None,
               degraded: dict[str, str] | None = None, past: list[tuple[str, str, str]] | None = None) -> str:
    degraded = degraded or {}
    comps = "".join(
        f'<div class="component-inner-container status-{"green" if c not in degraded else "yellow" if degraded[c] == "Degraded Performance" else "red"} showcased" '
        f'data-component-id="{slug(c)}{v.rid[4:8] if False else ""}" data-component-status="{"operational" if c not in degraded else slug(degraded[c]).replace("-", "_")}" data-js-hook="">'
        f'<span class="name">{c}</span><span class="tooltip-base tool" title="Status of this component">?</span>'
        f'<span class="component-status " title="{degraded.get(c, "Operational")}">{degraded.get(c, "Operational")}</span>'
        f'<div class="shared-partial uptime-90-days-wrapper"><div class="legend"><div class="legend-item light legend-item-date-range"><span class="availability-time-line-legend-day-count">90</span> days ago</div>'
        f'<div class="spacer"></div><div class="legend-item legend-item-uptime-value legend-item-{slug(c)}"><span id="uptime-percent-{slug(c)}">{uptime if c == "API" else "100.0"}</span> % uptime</div>'
        f'<div class="spacer"></div><div class="legend-item light legend-item-date-range">Today</div></div></div></div>'
        for c in SP_COMPONENTS)
    if incident is not None:
        name, impact, updates = incident
        ups = "".join(f'<div class="update"><strong>{st}</strong> - {body}<br><small>{when}</small></div>' for st, body, when in updates)
        unresolved = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-{impact}"><div class="incident-title">'
                      f'<a class="actual-title with-ellipsis" href="https://status.parcelhub.io/incidents/k3v9xq2m7z8w">{name}</a></div>'
                      f'<div class="updates">{ups}</div></div></div>')
        banner = f'<div class="page-status status-{"major" if impact == "critical" else "minor"}"><span class="status font-large">{name}</span></div>'
    else:
        unresolved = ""
        banner = ('<div class="page-status status-none"><span class="status font-large">All Systems Operational</span>'
                  f'<span class="last-updated-stamp font-small">Refreshed {v.hours} min ago</span></div>' if not degraded else
                  '<div class="page-status status-minor"><span class="status font-large">Partially Degraded Service</span></div>')
    days = "".join(
        f'<div class="status-day font-regular{" no-incidents" if not any(p[0] == d for p in (past or [])) else ""}"><div class="date border-color font-large">{d}</div>'
        + ("".join(f'<div class="incident-container"><div class="incident-title impact-minor font-large"><a href="https://status.parcelhub.io/incidents/{pid}">{pn}</a></div>'
                   f'<div class="updates-container"><div class="update font-regular"><strong>Resolved</strong> - This incident has been resolved.</div></div></div>'
                   for dd, pn, pid in (past or []) if dd == d) or '<p class="color-secondary">No incidents reported.</p>') + "</div>"
        for d in ("Mar 12, 2025", "Mar 11, 2025", "Mar 10, 2025", "Mar 9, 2025"))
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Parcelhub Status</title>
<meta name="csrf-token" content="{v.csrf}"><link rel="stylesheet" href="https://dka575ofm4ao0.cloudfront.net/assets/status/status_manifest-{v.build[:10].lower()}.css">
<script nonce="{v.nonce}">window.pageColorData = {{"blue":"#3498DB"}}; window.__sp = {{"request":"{v.rid}"}};</script></head>
<body class="status index status-none"><div class="layout-content status status-index starter"><div class="masthead-container basic"><div class="masthead has-logo">
<div class="logo-container"><a href="https://parcelhub.io"><img alt="Parcelhub Status" src="https://dka575ofm4ao0.cloudfront.net/pages-images/parcelhub-logo.png"></a></div>
<div class="updates-dropdown-container"><button class="show-updates-dropdown">Subscribe to Updates</button></div></div></div>
<div class="container">{unresolved}{banner}
<div class="components-section font-regular"><div class="components-uptime-link history-footer-link">Uptime over the past 90 days. <a href="https://status.parcelhub.io/uptime">View historical uptime.</a></div>
<div class="components-container one-column">{comps}</div></div>
<div class="incidents-list format-expanded"><h2 class="font-largest">Past Incidents</h2>{days}</div>
<div class="page-footer"><a href="https://status.parcelhub.io/history">← Incident History</a>
<span class="powered-by"><a href="https://www.atlassian.com/software/statuspage?utm_campaign=status.parcelhub.io&amp;utm_content=SP-notifications&amp;utm_medium=powered-by&amp;utm_source=inapp">Powered by Atlassian Statuspage</a></span></div></div></div></body></html>
"""


# ============================================================================ legal: terms of service

TOS_SECTIONS = [
    ("1. Acceptance of these Terms", "By creating an account or using the Services you agree to these Terms. If you use the Services on behalf of an "
     "organisation, you represent that you have authority to bind that organisation."),
    ("2. Accounts", "You are responsible for all activity under your account and for keeping your credentials confidential. "
     "Notify us promptly at security@ferrisdata.com of any unauthorised use."),
    ("3. Fees and payment", "Fees are billed in advance and are non-refundable except as required by law. We may change our fees on "
     "30 days' written notice; the new fees apply from your next renewal."),
    ("4. Customer Data", "You retain all rights in Customer Data. You grant us a limited licence to host, copy and process Customer Data "
     "only as needed to provide the Services and as described in our Data Processing Addendum."),
    ("5. Termination", "Either party may terminate for material breach not cured within 30 days of written notice. On termination "
     "we will make Customer Data available for export for 30 days, after which we will delete it."),
    ("6. Limitation of liability", "Except for breaches of confidentiality, each party's total liability is limited to the fees paid "
     "in the 12 months before the event giving rise to the claim."),
    ("7. Governing law", "These Terms are governed by the laws of the State of Delaware, and the state and federal courts located in "
     "Wilmington, Delaware have exclusive jurisdiction."),
]


def terms(v: V, *, updated: str = "March 1, 2025", sections: list[tuple[str, str]] = TOS_SECTIONS) -> str:
    body = "".join(f'<h2 id="{slug(h)}">{h}</h2><p>{p}</p>' for h, p in sections)
    toc = "".join(f'<li><a href="#{slug(h)}">{h}</a></li>' for h, _ in sections)
    main = (f'<article class="prose mx-auto max-w-3xl px-6 py-16"><h1>Terms of Service</h1><p class="text-sm text-gray-500">Last updated: {updated}</p>'
            f'<nav class="toc" aria-label="Table of contents"><ol>{toc}</ol></nav>{body}'
            f'<p>Questions about these Terms? Contact legal@ferrisdata.com.</p></article>')
    return next_page("Terms of Service | Ferris Data", "Ferris", main, v, page="/legal/terms", cmp=usercentrics(v))


# ============================================================================ team: a shuffled grid; an exec joins; someone leaves

TEAM = [("Amara Okafor", "Co-founder & CEO"), ("Tomás Reyes", "Co-founder & CTO"), ("Hannah Weiss", "VP of Engineering"),
        ("Kenji Watanabe", "Head of Design"), ("Priya Raman", "Staff Engineer"), ("Lukas Berger", "Senior Engineer"),
        ("Sofia Marino", "Product Manager"), ("Daniel Kim", "Customer Success Lead"), ("Olivia Brooks", "Account Executive"),
        ("Mateo Silva", "Engineer")]


def team_page(v: V, people: list[tuple[str, str]]) -> str:
    cards = "".join(
        f'<li class="team-member"><img class="team-member__photo" src="/images/team/{slug(n)}.jpg?v={v.build[:6]}" alt="{n}" loading="lazy">'
        f'<h3 class="team-member__name">{n}</h3><p class="team-member__role">{r}</p>'
        f'<a class="team-member__linkedin" href="https://www.linkedin.com/in/{slug(n)}" aria-label="{n} on LinkedIn">in</a></li>' for n, r in people)
    main = (f'<section class="mx-auto max-w-6xl px-6 py-20"><h1 class="text-4xl font-bold">Meet the team</h1>'
            f'<p class="mt-4">We are a small team in Lisbon and Berlin building the calmest on-call tool there is.</p>'
            f'<ul role="list" class="team-grid mt-12 grid grid-cols-2 gap-10 md:grid-cols-4">{cards}</ul></section>')
    return next_page("Team | Calmpage", "Calmpage", main, v, page="/team")


def shuffled(people: list[tuple[str, str]], seed: int) -> list[tuple[str, str]]:
    import random

    out = list(people)
    random.Random(seed).shuffle(out)
    return out


# ============================================================================ docs: Docusaurus-like page with feedback counters


def docs_page(v: V, *, helpful: int = 42, updated: str = "Mar 3, 2025", author: str = "jlee", admonition: str = "") -> str:
    adm = (f'<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb">Deprecated</div>'
           f'<div class="admonitionContent_BuS1"><p>{admonition}</p></div></div>') if admonition else ""
    return f"""<!doctype html><html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page" data-has-hydrated="false">
<head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.7.0"><title>Rate limits | Ordrly Docs</title>
<link rel="stylesheet" href="/assets/css/styles.{v.build[:8].lower()}.css"><script src="/assets/js/runtime~main.{v.build[3:11].lower()}.js" defer="defer"></script></head>
<body class="navigation-with-keyboard"><div id="__docusaurus"><nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items">
<a class="navbar__brand" href="/"><b class="navbar__title text--truncate">Ordrly Docs</b></a><a class="navbar__item navbar__link" href="/api">API reference</a></div>
<div class="navbar__items navbar__items--right"><div class="navbarSearchContainer_Bca1"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search (Command+K)">Search</button></div></div></div></nav>
<div class="main-wrapper mainWrapper_z2l0"><div class="docsWrapper_hBAB"><div class="docRoot_UBD9"><aside class="theme-doc-sidebar-container docSidebarContainer_YfHR">
<nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_SIkG"><ul class="theme-doc-sidebar-menu menu__list"><li class="menu__list-item"><a class="menu__link" href="/guides/auth">Authentication</a></li>
<li class="menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/guides/rate-limits">Rate limits</a></li><li class="menu__list-item"><a class="menu__link" href="/guides/errors">Errors</a></li></ul></nav></aside>
<main class="docMainContainer_TBSr"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol_VOVn"><div class="docItemContainer_Djhp"><article>
<div class="theme-doc-markdown markdown"><header><h1>Rate limits</h1></header>{adm}
<p>The Ordrly API allows 100 requests per second per API key. Requests over the limit receive a <code>429 Too Many Requests</code> response with a <code>Retry-After</code> header.</p>
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="burst">Bursts<a href="#burst" class="hash-link" aria-label="Direct link to Bursts">​</a></h2>
<p>Short bursts of up to 200 requests are allowed. Use exponential backoff when you receive a 429.</p>
<table><thead><tr><th>Endpoint</th><th>Limit</th></tr></thead><tbody><tr><td><code>/v2/orders</code></td><td>100/s</td></tr><tr><td><code>/v2/exports</code></td><td>5/min</td></tr></tbody></table></div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"><a href="https://github.com/ordrly/docs/edit/main/docs/guides/rate-limits.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></div>
<div class="col lastUpdated_JAkA"><span class="theme-last-updated">Last updated<!-- --> on <b><time datetime="2025-03-03T10:00:00.000Z" itemprop="dateModified">{updated}</time></b> by <b>{author}</b></span></div></div>
<div class="feedback-widget"><p>Was this page helpful?</p><button>👍</button><button>👎</button><p class="feedback-count">{helpful} people found this helpful</p></div></footer></article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/guides/auth"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Authentication</div></a>
<a class="pagination-nav__link pagination-nav__link--next" href="/guides/errors"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Errors</div></a></nav></div></div></div></div></main></div></div></div>
<footer class="footer footer--dark"><div class="container container-fluid"><div class="footer__bottom text--center"><div class="footer__copyright">Copyright © 2025 Ordrly, Inc. Built with Docusaurus.</div></div></div></footer></div></body></html>
"""


# ============================================================================ feeds: RSS (Substack-like), Atom, JSON Feed

RSS_ITEMS = [("Why we raised prices (and what you get)", "https://letters.brightloop.com/p/why-we-raised-prices", "Tue, 11 Mar 2025 14:02:11 GMT"),
             ("The onboarding checklist we use", "https://letters.brightloop.com/p/onboarding-checklist", "Tue, 04 Mar 2025 14:00:05 GMT"),
             ("Five lessons from 1,000 customer calls", "https://letters.brightloop.com/p/five-lessons", "Tue, 25 Feb 2025 14:01:40 GMT"),
             ("How we price enterprise deals", "https://letters.brightloop.com/p/enterprise-deals", "Tue, 18 Feb 2025 14:00:00 GMT"),
             ("Our 2025 roadmap", "https://letters.brightloop.com/p/2025-roadmap", "Tue, 11 Feb 2025 14:03:27 GMT")]


def rss(build_date: str, items: list[tuple[str, str, str]], *, order: list[int] | None = None) -> str:
    its = [items[i] for i in order] if order else items
    body = "".join(
        f"<item><title><![CDATA[{t}]]></title><description><![CDATA[{t} — this week's letter.]]></description><link>{u}</link>"
        f'<guid isPermaLink="false">{u.rsplit("/", 1)[1]}</guid><dc:creator><![CDATA[Jess Alvarez]]></dc:creator><pubDate>{d}</pubDate>'
        f'<enclosure url="https://substackcdn.com/image/fetch/w_1200/{u.rsplit("/", 1)[1]}.png" length="0" type="image/jpeg"/></item>'
        for t, u, d in its)
    return f"""<?xml version="1.0" encoding="UTF-8"?><rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:googleplay="http://www.google.com/schemas/play-podcasts/1.0"><channel><title><![CDATA[Brightloop Letters]]></title><description><![CDATA[Notes on building a B2B SaaS company.]]></description><link>https://letters.brightloop.com</link><generator>Substack</generator><lastBuildDate>{build_date}</lastBuildDate><atom:link href="https://letters.brightloop.com/feed" rel="self" type="application/rss+xml"/><copyright><![CDATA[Brightloop]]></copyright><language><![CDATA[en]]></language><webMaster><![CDATA[brightloop@substack.com]]></webMaster><itunes:owner><itunes:email><![CDATA[brightloop@substack.com]]></itunes:email></itunes:owner>{body}</channel></rss>
"""


ATOM_ENTRIES = [("tag:blog.corvid.sh,2025-03-10:/posts/corvid-1-9", "Corvid 1.9: faster cold builds", "2025-03-10T16:00:00Z"),
                ("tag:blog.corvid.sh,2025-02-24:/posts/remote-cache", "A remote cache you can self-host", "2025-02-24T16:00:00Z"),
                ("tag:blog.corvid.sh,2025-02-03:/posts/corvid-1-8", "Corvid 1.8 released", "2025-02-03T16:00:00Z")]


def atom(updated: str, entries: list[tuple[str, str, str]], *, modified: dict[str, str] | None = None, url_ids: bool = False) -> str:
    """`url_ids`: each entry's <id> is its URL instead of its tag: URI."""
    modified = modified or {}
    body = "".join(
        f'<entry><title type="html">{t}</title><link href="https://blog.corvid.sh/posts/{i.rsplit("/", 1)[1]}/" rel="alternate" type="text/html" title="{t}"/>'
        f'<published>{p}</published><updated>{modified.get(i, p)}</updated><id>{f"https://blog.corvid.sh/posts/{i.rsplit(chr(47), 1)[1]}/" if url_ids else i}</id>'
        f'<content type="html" xml:base="https://blog.corvid.sh/posts/{i.rsplit("/", 1)[1]}/">&lt;p&gt;{t}.&lt;/p&gt;</content>'
        f'<author><name>Corvid team</name></author></entry>' for i, t, p in entries)
    return f"""<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><generator uri="https://jekyllrb.com/" version="4.3.4">Jekyll</generator>
<link href="https://blog.corvid.sh/feed.xml" rel="self" type="application/atom+xml"/><link href="https://blog.corvid.sh/" rel="alternate" type="text/html"/>
<updated>{updated}</updated><id>https://blog.corvid.sh/feed.xml</id><title type="html">Corvid blog</title><subtitle>News from the Corvid build system.</subtitle>{body}</feed>
"""


JF_ITEMS = [("https://trailbase.dev/changelog/2025-03-11", "Realtime subscriptions are GA", "2025-03-11T09:00:00Z"),
            ("https://trailbase.dev/changelog/2025-03-04", "Edge functions in Frankfurt", "2025-03-04T09:00:00Z"),
            ("https://trailbase.dev/changelog/2025-02-25", "Row-level security templates", "2025-02-25T09:00:00Z")]


def json_feed(items: list[tuple[str, str, str]], *, modified: str = "2025-03-11T09:00:00Z", extra: str = "") -> str:
    doc = {"version": "https://jsonfeed.org/version/1.1", "title": "Trailbase changelog", "home_page_url": "https://trailbase.dev/changelog",
           "feed_url": "https://trailbase.dev/changelog/feed.json", "_trailbase": {"generated_at": modified, "build": extra or "a1b2c3d"},
           "items": [{"id": u, "url": u, "title": t, "content_html": f"<p>{t}.</p>", "date_published": p, "date_modified": modified}
                     for u, t, p in items]}
    return json.dumps(doc, indent=2) + "\n"


# ============================================================================ sitemap


SM_URLS = ["/", "/pricing", "/about", "/careers", "/blog", "/blog/zero-downtime-migrations", "/blog/our-seed-round",
           "/customers/acme-logistics", "/customers/bright-dental", "/docs/getting-started", "/docs/api", "/legal/privacy", "/legal/terms"]


def sitemap(urls: list[str], lastmod: str) -> str:
    body = "".join(f"<url><loc>https://www.gridwell.io{u}</loc><lastmod>{lastmod}</lastmod><changefreq>weekly</changefreq><priority>{'1.0' if u == '/' else '0.7'}</priority></url>"
                   for u in urls)
    return (f'<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="//www.gridwell.io/sitemap.xsl?ver={lastmod[:10]}"?>'
            f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">{body}</urlset>\n')


# ============================================================================ homepage: testimonials, chat widget, ad slots, star counter, cache busters

TESTIMONIALS = [("“Pylon replaced three tools for us in a week.”", "Maya Chen, COO at Brightwave"),
                ("“Support answers in minutes, not days.”", "Jonas Meyer, CTO at Fernhill"),
                ("“Our close went from ten days to three.”", "Aisha Bello, Controller at Northgate"),
                ("“The only finance tool our team actually likes.”", "Rafael Ortiz, CFO at Lumen Labs")]


def homepage(v: V, *, quote: int = 0, stars: str = "12.4k", agents: int = 3, ad: str = "", launch: str = "", ts: int = 1741100000) -> str:
    q, who = TESTIMONIALS[quote]
    main = (f'<section class="hero"><h1 class="text-6xl font-bold">Close your books in days, not weeks</h1>'
            f'<p class="mt-6 text-xl">Pylon automates reconciliation, accruals and reporting for finance teams of every size.</p>'
            f'<a class="btn" href="/signup?ref=hero&amp;_t={ts}">Start free</a>'
            f'<a class="gh-stars" href="https://github.com/pylonhq/pylon?utm_source=site&amp;_cb={ts}">★ Star us on GitHub <span class="count">{stars}</span></a></section>'
            + (f'<section class="launch"><h2>{launch}</h2><p><a href="/blog/pylon-forecasts?_cb={ts}">Read the announcement</a></p></section>' if launch else "")
            + f'<section class="features"><h2>Everything finance needs</h2><div class="grid"><div class="feature"><h3>Reconciliation</h3><p>Match bank lines to ledger entries automatically.</p></div>'
            f'<div class="feature"><h3>Close checklist</h3><p>Assign, track and sign off every close task.</p></div>'
            f'<div class="feature"><h3>Reporting</h3><p>Board-ready reports from live ledger data.</p></div></div></section>'
            f'<section class="testimonial-rotator" data-rotate="random"><blockquote class="testimonial"><p>{q}</p><footer>{who}</footer></blockquote></section>'
            f'<section class="news"><h2>From the blog</h2><ul><li><a href="/blog/close-checklist-template?_cb={ts}">A close checklist template</a></li>'
            f'<li><a href="/blog/accruals-101?_cb={ts}">Accruals 101</a></li></ul></section>'
            f'<div class="ad-slot" id="div-gpt-ad-{ts}-0" data-google-query-id="{v.rid}">{ad}</div>')
    chat = (f'<div id="intercom-container" class="intercom-namespace"><div class="intercom-launcher-frame" aria-live="polite">'
            f'<div class="intercom-messenger-preview"><p>👋 Hi there! We typically reply in a few minutes.</p>'
            f'<p class="intercom-team-status">{agents} agents online now</p></div><button aria-label="Open Intercom Messenger">Chat</button></div></div>')
    return next_page("Pylon — the finance close platform", "Pylon", main, v, page="/", cmp=chat + cookiebot(v))


# ============================================================================ inline JSON-LD: a JobPosting page, a blog post page


def job_posting_page(v: V, *, valid: str = "2025-04-10", posted: str = "2025-03-10", salary: tuple[int, int] = (120000, 150000)) -> str:
    ld = jsonld({"@context": "https://schema.org/", "@type": "JobPosting", "title": "Senior Data Engineer",
                 "description": "<p>Build the pipelines behind our pricing engine.</p>", "identifier": {"@type": "PropertyValue", "name": "Stackyard", "value": "SY-4471"},
                 "datePosted": posted, "validThrough": f"{valid}T23:59:59Z", "employmentType": "FULL_TIME",
                 "hiringOrganization": {"@type": "Organization", "name": "Stackyard", "sameAs": "https://stackyard.com"},
                 "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": "Austin", "addressRegion": "TX", "addressCountry": "US"}},
                 "baseSalary": {"@type": "MonetaryAmount", "currency": "USD", "value": {"@type": "QuantitativeValue", "minValue": salary[0], "maxValue": salary[1], "unitText": "YEAR"}}})
    main = (f'<article class="job"><h1>Senior Data Engineer</h1><p class="meta">Austin, TX · Full-time · Engineering</p>'
            f'<p>Salary range: ${salary[0]:,} – ${salary[1]:,} a year.</p><h2>What you will do</h2><ul><li>Own our Spark and dbt pipelines.</li>'
            f'<li>Work with pricing analysts on daily models.</li></ul><a class="btn" href="/careers/sy-4471/apply?src={v.rid}">Apply for this job</a></article>')
    return next_page("Senior Data Engineer | Stackyard", "Stackyard", main, v, page="/careers/[id]", ld=ld)


# ============================================================================ newsroom with relative times and a new release

NR_RELEASES = [("2025-03-10", "Quayside opens a Singapore office to serve APAC shippers"), ("2025-02-26", "Quayside named a leader in the 2025 Freight Tech Index"),
               ("2025-02-12", "Quayside partners with Maersk on digital bills of lading"), ("2025-01-29", "Quayside reports record 2024 volumes")]


def newsroom(v: V, items: list[tuple[str, str]], *, fresh: str = "") -> str:
    def shown(iso: str) -> str:
        if iso == "2025-03-12":
            return fresh
        return f"{MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, 2025"

    cards = "".join(
        f'<div class="press-item"><p class="press-item__date">{shown(iso)}</p><h3 class="press-item__title"><a href="/press/{slug(t)}">{t}</a></h3>'
        f'<p class="press-item__kind">Press release</p></div>' for iso, t in items)
    main = (f'<section class="press"><h1>Newsroom</h1><p>Media contact: press@quayside.com</p><div class="press-list">{cards}</div></section>'
            f'<aside class="press-kit"><h2>Press kit</h2><p><a href="/press/kit.zip?v={v.build[:6]}">Download logos and photos</a></p></aside>')
    return next_page("Newsroom | Quayside", "Quayside", main, v, page="/press")


# ============================================================================ locations (offices)

OFFICES = [("Berlin", "Torstraße 140, 10119 Berlin, Germany"), ("London", "1 Finsbury Avenue, London EC2M 2PF, United Kingdom"),
           ("New York", "85 Broad Street, New York, NY 10004, United States")]


def offices_page(v: V, offices: list[tuple[str, str]]) -> str:
    cards = "".join(f'<div class="office"><h3 class="office__city">{c}</h3><address class="office__address">{a}</address></div>' for c, a in offices)
    ld = jsonld({"@context": "https://schema.org", "@type": "Organization", "name": "Loomery", "url": "https://loomery.io",
                 "address": [{"@type": "PostalAddress", "addressLocality": c, "streetAddress": a.split(",")[0]} for c, a in offices]})
    main = (f'<section class="contact"><h1>Contact us</h1><p>Write to hello@loomery.io or visit one of our offices.</p>'
            f'<div class="offices">{cards}</div></section>')
    return next_page("Contact | Loomery", "Loomery", main, v, page="/contact", ld=ld)


# ============================================================================ more: a blog post's JSON-LD, a product's rating, docs code tabs


def blog_post_page(v: V, *, modified: str = "2025-03-10T09:00:00Z", views: int = 1204) -> str:
    ld = jsonld({"@context": "https://schema.org", "@type": "BlogPosting", "headline": "How we cut cold starts by 60%",
                 "datePublished": "2025-03-10T09:00:00Z", "dateModified": modified, "author": {"@type": "Person", "name": "Dana Whitfield"},
                 "interactionStatistic": {"@type": "InteractionCounter", "interactionType": "https://schema.org/ReadAction", "userInteractionCount": views},
                 "publisher": {"@type": "Organization", "name": "Nimbusrun"}, "mainEntityOfPage": "https://nimbusrun.io/blog/cold-starts"})
    main = ('<article class="prose mx-auto"><h1>How we cut cold starts by 60%</h1><p class="byline">By Dana Whitfield · March 10, 2025</p>'
            '<p>Our functions used to take 1.8 seconds to start. Here is how we got that to 700 ms.</p>'
            '<h2>Snapshotting the runtime</h2><p>We now restore a memory snapshot instead of booting the interpreter.</p></article>')
    return next_page("How we cut cold starts by 60% | Nimbusrun", "Nimbusrun", main, v, page="/blog/[slug]", ld=ld)


def product_rating_page(v: V, *, count: int = 1203, rating: str = "4.8", price: str = "149.00") -> str:
    ld = jsonld({"@context": "https://schema.org/", "@type": "Product", "name": "Trailhead 45L Backpack", "sku": "TH-45-GRN",
                 "brand": {"@type": "Brand", "name": "Ridgeway"},
                 "aggregateRating": {"@type": "AggregateRating", "ratingValue": rating, "reviewCount": count},
                 "offers": {"@type": "Offer", "price": price, "priceCurrency": "USD", "availability": "https://schema.org/InStock",
                            "priceValidUntil": "2025-12-31", "url": "https://ridgeway.com/products/trailhead-45l"}})
    main = (f'<div class="product"><h1 class="product__title">Trailhead 45L Backpack</h1><div class="product__rating">★ {rating} ({count:,} reviews)</div>'
            f'<p class="product__price">${price}</p><p>Water-resistant 45-litre pack with a ventilated back panel.</p>'
            f'<ul class="product__specs"><li>Weight: 1.3 kg</li><li>Volume: 45 L</li></ul></div>')
    return next_page("Trailhead 45L Backpack | Ridgeway", "Ridgeway", main, v, page="/products/[handle]", ld=ld)


def docs_code_tabs(v: V, *, default: str = "npm") -> str:
    cmds = {"npm": "npm install @ordrly/sdk", "yarn": "yarn add @ordrly/sdk", "pnpm": "pnpm add @ordrly/sdk"}
    tabs = "".join(f'<li role="tab" tabindex="{0 if k == default else -1}" aria-selected="{str(k == default).lower()}" class="tabs__item{" tabs__item--active" if k == default else ""}">{k}</li>'
                   for k in cmds)
    panels = "".join(f'<div role="tabpanel" class="tabItem_Ymn6"{"" if k == default else " hidden"}><div class="codeBlockContainer_Ckt0">'
                     f'<pre class="prism-code language-bash"><code><span class="token-line">{c}</span></code></pre></div></div>' for k, c in cmds.items())
    main = (f'<article class="markdown"><h1>Install the SDK</h1><p>The SDK supports Node.js 18 and later.</p>'
            f'<div class="tabs-container tabList__CuJ"><ul role="tablist" aria-orientation="horizontal" class="tabs">{tabs}</ul>'
            f'<div class="margin-top--md">{panels}</div></div><p>Then create a client with your API key.</p></article>')
    return next_page("Install the SDK | Ordrly Docs", "Ordrly", main, v, page="/docs/[...slug]")


REL_NOTES = [("2025-01-14", "Release 24.1", "Bulk edit for work orders."), ("2025-01-28", "Release 24.2", "Offline mode for technicians."),
             ("2025-02-11", "Release 24.3", "Custom fields on assets."), ("2025-02-25", "Release 24.4", "Scheduling board filters."),
             ("2025-03-11", "Release 24.5", "Parts inventory sync with NetSuite.")]


def release_notes_oldest_first(v: V, notes: list[tuple[str, str, str]]) -> str:
    """The last five releases, oldest first (new ones are appended at the bottom)."""
    items = "".join(f'<section class="release"><h2 id="{slug(t)}">{t}</h2><p class="release__date"><time datetime="{iso}">'
                    f'{MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, {iso[:4]}</time></p><p>{body}</p></section>' for iso, t, body in notes)
    main = (f'<div class="release-notes"><h1>Release notes</h1><p>The five most recent releases. Older releases are in the '
            f'<a href="/release-notes/archive">archive</a>.</p>{items}</div>')
    return next_page("Release notes | Wrenchly", "Wrenchly", main, v, page="/release-notes")


def relative_blog(v: V, ages: list[str], posts: list[str]) -> str:
    cards = "".join(f'<article class="post-card"><h2 class="post-card__title"><a href="/blog/{slug(t)}">{t}</a></h2>'
                    f'<p class="post-card__meta"><span class="post-card__author">Lena Park</span> · <span class="post-card__age">{a}</span></p></article>'
                    for t, a in zip(posts, ages))
    return next_page("Blog | Quillstack", "Quillstack", f'<section class="blog"><h1>Blog</h1><div class="post-grid">{cards}</div></section>', v, page="/blog")


def hiring_widget_home(v: V, roles: int) -> str:
    main = ('<section class="hero"><h1>Payroll for teams across Europe</h1><p>Run compliant payroll in 14 countries from one place.</p></section>'
            f'<section class="hiring-banner"><a href="/careers"><span class="badge">We are hiring</span> <span class="jobs-count">{roles} open roles</span> →</a></section>'
            '<section class="features"><h2>Why Paywell</h2><ul><li>Local payslips in every country</li><li>One invoice a month</li></ul></section>')
    return next_page("Paywell — payroll for Europe", "Paywell", main, v, page="/")


LM_JOBS = [("Senior Product Designer", "Amsterdam"), ("Backend Engineer (Kotlin)", "Amsterdam"), ("Data Analyst", "Remote (EU)"),
           ("Growth Marketing Manager", "Amsterdam"), ("Customer Support Agent (German speaking)", "Remote (EU)"),
           ("iOS Engineer", "Amsterdam"), ("Finance Business Partner", "Amsterdam"), ("Recruiter", "Amsterdam"),
           ("Security Engineer", "Remote (EU)"), ("QA Engineer", "Lisbon"), ("Android Engineer", "Amsterdam"), ("Office Manager", "Lisbon")]


def load_more_careers(v: V, jobs: list[tuple[str, str]], *, total: int) -> str:
    """The first 10 jobs of a longer list, newest first, and a "Load more jobs" button (no link to a page 2)."""
    cards = "".join(f'<li class="JobCard_root__x7Qp2"><a class="JobCard_link__a1B2c" href="/careers/{slug(t)}"><h3 class="JobCard_title__Zz9Yk">{t}</h3>'
                    f'<p class="JobCard_meta__Pq3Rs">{loc} · Full-time</p></a></li>' for t, loc in jobs[:10])
    main = (f'<section class="Careers_root__k2LmN"><h1>Join Fietsly</h1><p>We make bike leasing simple for 4,000 Dutch employers.</p>'
            f'<h2>Open positions</h2><p class="Careers_count__Qa1">Showing 10 of {total} jobs</p><ul class="Careers_list__Hh7">{cards}</ul>'
            f'<button type="button" class="Careers_loadMore__Rt5">Load more jobs</button></section>')
    return next_page("Careers | Fietsly", "Fietsly", main, v, page="/careers")



def greenhouse_iframe_page(v: V, ts: int) -> str:
    """A company careers page whose list is Greenhouse's iframe embed (the jobs are inside the iframe)."""
    main = ('<section class="careers"><h1>Careers at Brightwave</h1><p>We are building the operating system for solar installers.</p>'
            '<h2>Open roles</h2><div id="grnhse_app"><iframe id="grnhse_iframe" width="100%" frameborder="0" scrolling="no" allow="geolocation" '
            f'title="Greenhouse Job Board" src="https://job-boards.greenhouse.io/embed/job_board?for=brightwave&amp;b=https%3A%2F%2Fbrightwave.energy%2Fcareers&amp;t={ts}"></iframe></div>'
            f'<script src="https://boards.greenhouse.io/embed/job_board/js?for=brightwave&amp;_={ts}"></script></section>')
    return next_page("Careers | Brightwave", "Brightwave", main, v, page="/careers")


def shop_product(v: V, *, stock: int = 3, ends: str = "2d 04h 13m", price: str = "$89.00", was: str = "$119.00") -> str:
    main = (f'<div class="product-single"><h1 class="product-single__title">Merino Trail Hoodie</h1>'
            f'<div class="price price--on-sale"><s class="price-item price-item--regular">{was}</s> <span class="price-item price-item--sale">{price}</span></div>'
            f'<p class="product__inventory"><span class="low-stock">Only {stock} left in stock</span></p>'
            f'<div class="sale-countdown" data-end="2025-03-15T00:00:00Z">Sale ends in {ends}</div>'
            f'<p>Breathable merino wool hoodie for trail runs and cold mornings.</p><ul><li>100% merino wool</li><li>Machine washable</li></ul></div>')
    return next_page("Merino Trail Hoodie | Fellside", "Fellside", main, v, page="/products/[handle]")


def changelog_new_badges(v: V, *, badge_on: str = "v3.3.0") -> str:
    items = "".join(
        f'<article class="changelog-entry"><h2 class="changelog-entry__title">{ver}'
        f'{" <span class=" + chr(34) + "badge badge--new" + chr(34) + ">New</span>" if ver == badge_on else ""}</h2>'
        f'<time datetime="{iso}">{date}</time><ul>{"".join(f"<li>{x}</li>" for x in xs)}</ul></article>'
        for (ver, date, xs), iso in zip(ML_UPDATES, ("2025-03-04", "2025-02-21", "2025-02-12", "2025-01-30")))
    return next_page("Changelog | Auditly", "Auditly", f'<section class="changelog"><h1>Changelog</h1>{items}</section>', v, page="/changelog")


def jobs_itemlist_page(v: V, order: list[int]) -> str:
    jobs = [("Solar Installer", "Phoenix, AZ"), ("Electrician (Journeyman)", "Tucson, AZ"), ("Site Surveyor", "Phoenix, AZ"),
            ("Permit Coordinator", "Remote - US")]
    ld = jsonld({"@context": "https://schema.org", "@type": "ItemList", "itemListElement": [
        {"@type": "ListItem", "position": p + 1, "url": f"https://brightwave.energy/careers/{slug(jobs[i][0])}"} for p, i in enumerate(order)]})
    cards = "".join(f'<li class="job"><a href="/careers/{slug(jobs[i][0])}"><h3>{jobs[i][0]}</h3><span class="location">{jobs[i][1]}</span></a></li>'
                    for i in order)
    return next_page("Jobs | Brightwave", "Brightwave", f'<section><h1>Jobs</h1><ul class="jobs">{cards}</ul></section>', v, page="/careers", ld=ld)


# ============================================================================ the files


def build() -> dict[str, str]:
    b = V()
    f: dict[str, str] = {}
    # careers: vendors
    f["greenhouse-old.html"] = greenhouse(b, GH_JOBS)
    f["greenhouse-noise.html"] = greenhouse(N1, GH_JOBS)
    f["greenhouse-added.html"] = greenhouse(N1, GH_JOBS[:2] + [("7723390", "Senior Frontend Engineer, Payments", "New York, NY", "Engineering")] + GH_JOBS[2:])
    f["ashby-old.html"] = ashby(b, ASH_JOBS)
    f["ashby-rebuilt.html"] = ashby(N1, ASH_JOBS, css="9qk3m")
    f["ashby-removed.html"] = ashby(N1, [j for j in ASH_JOBS if j[1] != "Technical Recruiter"], css="9qk3m")
    f["personio-old.html"] = personio(b, PS_JOBS)
    f["personio-noise.html"] = personio(N1, PS_JOBS)
    f["personio-added.html"] = personio(N1, PS_JOBS[:2] + [("1851207", "Product Owner Lagerverwaltung (m/w/d)", "Produkt", "München", "Vollzeit")] + PS_JOBS[2:])
    f["workable-old.html"] = workable_embed(b, WK_JOBS)
    f["workable-aged.html"] = workable_embed(replace(N1, day=3), WK_JOBS)
    f["workable-retitled.html"] = workable_embed(N1, [j if j[1] != "Health Coach (Part-time)" else (j[0], "Health Coach (Full-time)", j[2], j[3]) for j in WK_JOBS])
    f["short-ages-old.html"] = short_ages_careers(b, SA_JOBS)
    f["short-ages-noise.html"] = short_ages_careers(N1, SA_JOBS)
    # careers: page 1 of a job search sorted by title, oldest first, newest first
    closed = [j for j in HC_ALL if j[1] != "Dental Hygienist"]
    new = HC_ALL + [("32000", "Medical Scribe", "Denver, CO")]
    f["search-title-old.html"] = job_search(b, by_title(HC_ALL)[:20], total=25, order="title")
    f["search-title-closed.html"] = job_search(N1, by_title(closed)[:20], total=24, order="title")
    f["search-title-new.html"] = job_search(N1, by_title(new)[:20], total=26, order="title")
    f["search-oldest-old.html"] = job_search(b, HC_ALL[:20], total=25, order="oldest")
    f["search-oldest-closed.html"] = job_search(N1, HC_ALL[1:21], total=24, order="oldest")
    f["search-oldest-new.html"] = job_search(N1, new[:20], total=26, order="oldest")
    f["search-newest-old.html"] = job_search(b, HC_ALL[::-1][:20], total=25, order="newest")
    f["search-newest-closed.html"] = job_search(N1, [j for j in HC_ALL if j[1] != "Radiology Scheduler"][::-1][:20], total=24, order="newest")
    # careers: a job page's JSON-LD
    f["jobposting-old.html"] = job_posting_page(b)
    f["jobposting-validthrough.html"] = job_posting_page(N1, valid="2025-05-10")
    f["jobposting-salary.html"] = job_posting_page(N1, salary=(135000, 165000))
    # pricing
    f["radix-old.html"] = radix_pricing(b, RX_PLANS)
    f["radix-noise.html"] = radix_pricing(N1, RX_PLANS)
    f["radix-annual-default.html"] = radix_pricing(N1, RX_PLANS, default="annual")
    f["radix-rise.html"] = radix_pricing(N1, [p if p[0] != "Pro" else ("Pro", "$35", "$29", p[3]) for p in RX_PLANS])
    f["radix-popular.html"] = radix_pricing(N1, RX_PLANS, popular="Team")
    f["radix-footnote.html"] = radix_pricing(N1, RX_PLANS, footnote="Prices in USD. Taxes may apply. Annual plans are billed upfront and are non-refundable.")
    f["radix-team-removed.html"] = radix_pricing(N1, RX_PLANS[:2])
    f["de-pricing-old.html"] = de_pricing(b)
    f["de-pricing-noise.html"] = de_pricing(N1)
    f["de-pricing-rise.html"] = de_pricing(N1, prices=("49,00 €", "199,00 €", "1.499,00 €"))
    f["fr-pricing-old.html"] = fr_pricing(b)
    f["fr-pricing-nbsp.html"] = fr_pricing(N1, sep="\u00a0")
    f["fr-pricing-rise.html"] = fr_pricing(N1, pro="1 499")
    # blogs
    f["wordpress-old.html"] = wordpress_blog(b, WP_POSTS)
    f["wordpress-redated.html"] = wordpress_blog(N1, WP_POSTS, fmt="uk", comments=2)
    f["wordpress-new.html"] = wordpress_blog(N1, [("sqlite-at-the-edge", "SQLite at the edge, a year later", "2025-03-12")] + WP_POSTS[:-1])
    f["hugo-old.html"] = hugo_blog(b, HUGO_POSTS[:10], pages=2)
    f["hugo-unpublished.html"] = hugo_blog(N1, [p for p in HUGO_POSTS if not p[1].startswith("Postmortem")][:10], pages=2)
    f["carousel-old.html"] = carousel_blog(b, 0)
    f["carousel-rotated.html"] = carousel_blog(N1, 2)
    f["carousel-new.html"] = carousel_blog(N2, 1, [("2025-03-13", "Tidepool is now SOC 2 Type II certified")] + FC_POSTS)
    # changelog
    f["changelog-old.html"] = mintlify_changelog(b, ML_UPDATES)
    f["changelog-new.html"] = mintlify_changelog(N1, [("v3.4.0", "March 11, 2025", ["Audit event streaming to Datadog.", "Session recordings are kept for 90 days."])]
                                                 + ML_UPDATES, edited_at="5 minutes ago")
    f["changelog-typo.html"] = mintlify_changelog(N1, [u if u[0] != "v3.2.1" else (u[0], u[1], ["Fixed: webhook retries could be sent twice after a time-out."])
                                                       for u in ML_UPDATES], edited_at="1 hour ago")
    # status
    inc = ("Elevated API error rates", "major", [("Investigating", "We are investigating elevated 5xx error rates on the API.", "Mar 12, 2025 - 14:02 UTC")])
    f["statuspage-old.html"] = statuspage(b)
    f["statuspage-noise.html"] = statuspage(N1, uptime="99.97")
    f["statuspage-incident.html"] = statuspage(N1, uptime="99.95", incident=inc)
    f["statuspage-resolved.html"] = statuspage(N2, uptime="99.94", past=[("Mar 12, 2025", "Elevated API error rates", "k3v9xq2m7z8w")])
    f["statuspage-degraded.html"] = statuspage(N1, degraded={"Webhooks": "Degraded Performance"})
    f["statuspage-outage.html"] = statuspage(N1, degraded={"API": "Major Outage"})
    # legal
    f["terms-old.html"] = terms(b)
    f["terms-redated.html"] = terms(N1, updated="March 9, 2025")
    law = [s if not s[0].startswith("7.") else (s[0], "These Terms are governed by the laws of England and Wales, and the courts of London "
                                                 "have exclusive jurisdiction.") for s in TOS_SECTIONS]
    f["terms-law.html"] = terms(N1, updated="March 9, 2025", sections=law)
    ai = TOS_SECTIONS + [("8. Artificial intelligence features", "If you enable AI features, Customer Data you submit to them may be processed "
                          "by our third-party model providers. We do not allow them to use Customer Data to train their models.")]
    f["terms-clause.html"] = terms(N1, updated="March 9, 2025", sections=ai)
    # team
    f["team-old.html"] = team_page(b, TEAM)
    f["team-shuffled.html"] = team_page(N1, shuffled(TEAM, 7))
    f["team-cfo.html"] = team_page(N1, TEAM[:3] + [("Grace Liu", "Chief Financial Officer")] + TEAM[3:])
    f["team-left.html"] = team_page(N1, [p for p in TEAM if p[0] != "Olivia Brooks"])
    # docs
    f["docs-old.html"] = docs_page(b)
    f["docs-noise.html"] = docs_page(N1, helpful=45, updated="Mar 9, 2025", author="mpatel")
    f["docs-deprecated.html"] = docs_page(N1, helpful=45, admonition="The <code>/v2/exports</code> endpoint is deprecated and will be removed on June 30, 2025. Use <code>/v3/exports</code> instead.")
    # feeds
    f["rss-old.xml"] = rss("Tue, 11 Mar 2025 14:05:00 GMT", RSS_ITEMS)
    f["rss-reordered.xml"] = rss("Wed, 12 Mar 2025 06:00:12 GMT", RSS_ITEMS, order=[1, 0, 2, 4, 3])
    f["rss-new.xml"] = rss("Tue, 18 Mar 2025 14:06:00 GMT", [("What we learned from our price increase", "https://letters.brightloop.com/p/price-increase-lessons",
                                                            "Tue, 18 Mar 2025 14:00:09 GMT")] + RSS_ITEMS[:-1])
    f["atom-old.xml"] = atom("2025-03-10T16:05:00Z", ATOM_ENTRIES)
    f["atom-touched.xml"] = atom("2025-03-12T08:00:00Z", ATOM_ENTRIES, modified={ATOM_ENTRIES[1][0]: "2025-03-12T08:00:00Z"})
    f["atom-new.xml"] = atom("2025-03-17T16:05:00Z", [("tag:blog.corvid.sh,2025-03-17:/posts/corvid-2-0-beta", "Corvid 2.0 beta", "2025-03-17T16:00:00Z")] + ATOM_ENTRIES)
    f["jsonfeed-old.json"] = json_feed(JF_ITEMS)
    f["jsonfeed-regenerated.json"] = json_feed(JF_ITEMS, modified="2025-03-12T03:00:00Z", extra="f9e8d7c")
    f["jsonfeed-new.json"] = json_feed([("https://trailbase.dev/changelog/2025-03-18", "Point-in-time recovery for all plans", "2025-03-18T09:00:00Z")] + JF_ITEMS,
                                       modified="2025-03-18T09:00:00Z", extra="0a1b2c3")
    # sitemap
    f["sitemap-old.xml"] = sitemap(SM_URLS, "2025-03-10T08:00:00+00:00")
    f["sitemap-lastmod.xml"] = sitemap(SM_URLS, "2025-03-12T08:00:00+00:00")
    f["sitemap-new.xml"] = sitemap(SM_URLS[:7] + ["/blog/introducing-gridwell-flows"] + SM_URLS[7:], "2025-03-12T08:00:00+00:00")
    # homepage
    f["home-old.html"] = homepage(b)
    f["home-noise.html"] = homepage(N1, quote=2, stars="12.5k", agents=5, ad='<iframe title="3rd party ad content" src="https://tpc.googlesyndication.com/safeframe/1-0-41/html/container.html"></iframe>',
                                    ts=1741186400)
    f["home-launch.html"] = homepage(N2, quote=1, launch="New: Pylon Forecasts — rolling cash forecasts built from your live ledger", ts=1741272800)
    # newsroom
    f["newsroom-old.html"] = newsroom(b, [("2025-03-12", "Quayside launches same-day customs clearance in Rotterdam")] + NR_RELEASES, fresh="2 hours ago")
    f["newsroom-noise.html"] = newsroom(N1, [("2025-03-12", "Quayside launches same-day customs clearance in Rotterdam")] + NR_RELEASES, fresh="5 hours ago")
    f["newsroom-new.html"] = newsroom(N1, [("2025-03-12", "Quayside acquires Harbor Labs to expand port analytics"),
                                           ("2025-03-12", "Quayside launches same-day customs clearance in Rotterdam")] + NR_RELEASES, fresh="12 minutes ago")
    # locations
    f["offices-old.html"] = offices_page(b, OFFICES)
    f["offices-added.html"] = offices_page(N1, OFFICES + [("Singapore", "8 Marina View, Asia Square Tower 1, Singapore 018960")])
    # more
    f["blogpost-old.html"] = blog_post_page(b)
    f["blogpost-modified.html"] = blog_post_page(N1, modified="2025-03-12T16:40:00Z", views=1388)
    f["product-rating-old.html"] = product_rating_page(b)
    f["product-rating-noise.html"] = product_rating_page(N1, count=1240, rating="4.7")
    f["product-rating-price.html"] = product_rating_page(N1, count=1240, price="169.00")
    f["docs-tabs-old.html"] = docs_code_tabs(b)
    f["docs-tabs-pnpm.html"] = docs_code_tabs(N1, default="pnpm")
    f["release-notes-old.html"] = release_notes_oldest_first(b, REL_NOTES)
    f["release-notes-new.html"] = release_notes_oldest_first(N1, REL_NOTES[1:] + [("2025-03-25", "Release 24.6", "Technician time sheets export to ADP.")])
    rb_posts = ["Shipping dark mode", "Our new onboarding flow", "How we run design critiques"]
    f["relative-blog-old.html"] = relative_blog(b, ["2 hours ago", "3 days ago", "2 weeks ago"], rb_posts)
    f["relative-blog-noise.html"] = relative_blog(N1, ["Yesterday", "4 days ago", "2 weeks ago"], rb_posts)
    f["hiring-home-old.html"] = hiring_widget_home(b, 12)
    f["hiring-home-13.html"] = hiring_widget_home(N1, 13)
    f["load-more-old.html"] = load_more_careers(b, LM_JOBS, total=23)
    f["load-more-new.html"] = load_more_careers(N1, [("Head of Partnerships", "Amsterdam")] + LM_JOBS, total=24)
    f["rss-retracted.xml"] = rss("Wed, 12 Mar 2025 09:00:00 GMT", [i for i in RSS_ITEMS if "1,000" not in i[0]])
    f["atom-ids-migrated.xml"] = atom("2025-03-12T08:00:00Z", ATOM_ENTRIES, url_ids=True)
    f["sitemap-slashes.xml"] = sitemap([u if u == "/" else u + "/" for u in SM_URLS], "2025-03-12T08:00:00+00:00")
    f["greenhouse-dept-renamed.html"] = greenhouse(N1, [(a, t, loc, "Product & Engineering" if d == "Engineering" else d) for a, t, loc, d in GH_JOBS])
    big = [("Starter", "$0", "$0", ["1 project"]), ("Pro", "$29", "$24", ["Unlimited projects"]),
           ("Enterprise", "$1,299", "$1,099", ["SSO", "Dedicated support"])]
    f["radix-big-old.html"] = radix_pricing(b, big)
    f["radix-big-nogroup.html"] = radix_pricing(N1, [(n, m.replace(",", ""), y.replace(",", ""), fs) for n, m, y, fs in big])
    f["wordpress-retitled.html"] = wordpress_blog(N1, [p if not p[1].startswith("Notes from") else (p[0], "Notes from our PostgreSQL 16 upgrade", p[2])
                                                     for p in WP_POSTS])
    f["team-promoted.html"] = team_page(N1, [p if p[0] != "Priya Raman" else ("Priya Raman", "Principal Engineer") for p in TEAM])
    f["team-name-fixed.html"] = team_page(N1, [p if p[0] != "Tomás Reyes" else ("Tomás Reyes-Ortega", p[1]) for p in TEAM])
    f["gh-iframe-old.html"] = greenhouse_iframe_page(b, 1741100000)
    f["gh-iframe-noise.html"] = greenhouse_iframe_page(N1, 1741186400)
    f["shop-old.html"] = shop_product(b)
    f["shop-noise.html"] = shop_product(N1, stock=2, ends="1d 21h 02m")
    f["shop-sale-over.html"] = shop_product(N1, stock=2, ends="0d 00h 00m", price="$119.00", was="$119.00")
    f["changelog-badge-old.html"] = changelog_new_badges(b)
    f["changelog-badge-gone.html"] = changelog_new_badges(N1, badge_on="")
    f["itemlist-old.html"] = jobs_itemlist_page(b, [0, 1, 2, 3])
    f["itemlist-shuffled.html"] = jobs_itemlist_page(N1, [2, 0, 3, 1])
    return f


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, text in build().items():
        (OUT / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
