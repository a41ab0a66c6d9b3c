"""Source of the fifth red-team round's page pairs (tests/data/differ/redteam5/*).

Run `python tests/data/differ/redteam5_src.py` to rewrite the files. Each site imitates what its
vendor or framework serves: Lever's hosted board (team filters, commitment and workplace-type
labels), SmartRecruiters (grouped by city, Spanish), Teamtailor (French, with a count badge), a
Webflow job list grouped by country, a job page; a Tailwind pricing page with a comparison table,
an annual-discount line, testimonials and a promo bar, Japanese and Spanish pricing; a blog index
with a "Trending" sidebar, gravatar avatars and a cookie notice; an Instatus-like and a German
Cachet status page; a German privacy policy with its processors, Spanish terms and a French
privacy policy; a leadership + board page and an investors page; a ReadMe-like changelog, a
Japanese release-notes page and Spanish docs; a homepage carrying every kind of per-fetch noise.
The per-fetch noise `V` comes from round 3 (redteam3_src.py). The expected verdicts are written by
hand in tests/unit/differ/test_redteam5.py, not derived from the differ.
"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from cw_testdata import load_module

r3 = load_module("redteam3_src", Path(__file__).resolve().parent / "redteam3_src.py", reuse=True)
V, N1, N2 = r3.V, r3.N1, r3.N2
gtm, cf_script = r3.gtm, r3.cf_script

r4 = load_module("redteam4_src", Path(__file__).resolve().parent / "redteam4_src.py", reuse=True)

OUT = Path(__file__).resolve().parent / "redteam5"
B = V()


def slug(t: str) -> str:
    s = "".join(c if c.isalnum() else "-" for c in t.lower()).strip("-")
    while "--" in s:
        s = s.replace("--", "-")
    return s


def page(title: str, body: str, v: V, *, lang: str = "en", head: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{title}</title><meta name="csrf-token" content="{v.csrf}"><link rel="stylesheet" href="/assets/app-{v.build[:8].lower()}.css">'
            f'{head}</head><body>{body}{gtm(v)}<script nonce="{v.nonce}" src="/assets/app-{v.build[3:11].lower()}.js" defer></script>'
            f'</body></html>\n')


# ============================================================================ careers: Lever hosted board

LV_JOBS = [
    # id, title, team, location, commitment, workplace
    ("2f6c7a3e-51d4-4b8e-9c0f-1a2b3c4d5e6f", "Senior Backend Engineer", "Engineering – Platform", "Toronto, ON", "Full-time", "Remote"),
    ("8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d", "Site Reliability Engineer", "Engineering – Platform", "Toronto, ON", "Full-time", "Hybrid"),
    ("3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6a", "Mobile Engineer (iOS)", "Engineering – Apps", "Vancouver, BC", "Full-time", "Hybrid"),
    ("4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7b", "Product Designer", "Design", "Toronto, ON", "Full-time", "Hybrid"),
    ("5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8c", "Account Executive", "Sales – North America", "Toronto, ON", "Full-time", "On-site"),
    ("6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9d", "Account Executive", "Sales – EMEA", "London, UK", "Full-time", "Hybrid"),
    ("7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0e", "Customer Success Manager", "Customer Success", "London, UK", "Full-time", "Hybrid"),
    ("8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1f", "Content Marketing Writer", "Marketing", "Remote — Canada", "Part-time", "Remote"),
]


def lever(v: V, jobs: list[tuple[str, str, str, str, str, str]], *, source: str = "") -> str:
    groups: dict[str, list[tuple[str, str, str, str, str, str]]] = {}
    for j in jobs:
        groups.setdefault(j[2].split(" – ")[0], []).append(j)
    filt = "".join(f'<li><a class="category-link" href="?team={slug(t)}">{t}</a></li>' for t in groups)
    locs = "".join(f'<li><a class="category-link" href="?location={loc.replace(" ", "%20")}">{loc}</a></li>'
                   for loc in sorted({j[3] for j in jobs}))
    body = "".join(
        f'<div class="postings-group"><div class="large-category-header">{g}</div>'
        + "".join(
            f'<div class="posting" data-qa-posting-id="{jid}"><div class="posting-apply" data-qa="btn-apply">'
            f'<a href="https://jobs.lever.co/northlake/{jid}/apply{source}" class="posting-btn-submit template-btn-submit hex-color">Apply</a></div>'
            f'<a class="posting-title" href="https://jobs.lever.co/northlake/{jid}{source}"><h5 data-qa="posting-name">{t}</h5>'
            f'<div class="posting-categories"><span href="#" class="sort-by-location posting-category small-category-label location">{loc}</span>'
            f'<span href="#" class="sort-by-team posting-category small-category-label department">{team}</span>'
            f'<span href="#" class="sort-by-commitment posting-category small-category-label commitment">{com}</span>'
            f'<span class="display-inline-block small-category-label workplaceTypes">{wp}</span></div></a></div>'
            for jid, t, team, loc, com, wp in js) + "</div>"
        for g, js in groups.items())
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>Northlake</title>
<meta name="twitter:title" content="Northlake jobs"><link href="https://jobs.lever.co/css/jobs.css?v={v.build[:7]}" rel="stylesheet">
<script nonce="{v.nonce}">window.__cfRLUnblockHandlers = true; window.leverJobsOptions = {{"accountName": "northlake", "requestId": "{v.rid}"}};</script></head>
<body class="list-page"><div class="main-header page-full-width section-wrapper"><div class="main-header-content page-centered narrow-section page-full-width">
<a href="https://northlake.io" class="main-header-logo"><img alt="Northlake logo" src="https://lever-client-logos.s3.us-west-2.amazonaws.com/northlake-logo.png"></a></div></div>
<div class="content-wrapper list-page"><div class="content"><div class="section-wrapper accent-section page-full-width">
<div class="section page-centered"><div class="filter-bar"><div class="filter-button-wrapper" role="button"><div class="filter-button">Location</div>
<div class="filter-popup"><ul><li><a class="category-link selected" href="?">All</a></li>{locs}</ul></div></div>
<div class="filter-button-wrapper" role="button"><div class="filter-button">Team</div><div class="filter-popup"><ul><li><a class="category-link selected" href="?">All</a></li>{filt}</ul></div></div>
<div class="filter-button-wrapper" role="button"><div class="filter-button">Work type</div><div class="filter-popup"><ul><li><a class="category-link" href="?commitment=Full-time">Full-time</a></li>
<li><a class="category-link" href="?commitment=Part-time">Part-time</a></li><li><a class="category-link" href="?commitment=Contract">Contract</a></li></ul></div></div></div></div></div>
<div class="section-wrapper page-full-width"><div class="section page-centered"><div class="postings-wrapper">{body}</div></div></div></div></div>
<div class="main-footer page-full-width"><div class="main-footer-text page-centered"><p><a href="https://northlake.io">Northlake Home Page</a></p>
<a href="https://lever.co/job-seeker-support/" class="image-link"><span>Jobs powered by </span><img alt="Lever logo" src="/img/lever-logo-full.svg"></a></div></div>
<script nonce="{v.nonce}" src="https://jobs.lever.co/js/jobs.js?v={v.build[:7]}"></script></body></html>
"""


# ============================================================================ careers: SmartRecruiters (es, grouped by city)

SR_JOBS = [
    ("743999956201234", "Ingeniero/a de Datos Senior", "Madrid, España", "Tiempo completo"),
    ("743999956201777", "Desarrollador/a Frontend (React)", "Madrid, España", "Tiempo completo"),
    ("743999955980412", "Técnico/a de Nóminas", "Madrid, España", "Tiempo completo"),
    ("743999955871106", "Agente de Atención al Cliente", "Barcelona, España", "Media jornada"),
    ("743999955760033", "Responsable de Marketing de Producto", "Barcelona, España", "Tiempo completo"),
    ("743999955544109", "Comercial de Cuentas Clave", "Valencia, España", "Tiempo completo"),
]


def smartrecruiters(v: V, jobs: list[tuple[str, str, str, str]]) -> str:
    groups: dict[str, list[tuple[str, str, str, str]]] = {}
    for j in jobs:
        groups.setdefault(j[2], []).append(j)
    body = "".join(
        f'<section class="openings-section opening opening--grouped js-group" data-ng-show="true">'
        f'<h3 class="opening-title title display--inline-block text--default">{city}</h3>'
        f'<ul class="opening-jobs js-group-list">' + "".join(
            f'<li class="opening-job job column wide-7of16 medium-1of2"><a href="https://jobs.smartrecruiters.com/Lumiatech/{jid}-{slug(t)}'
            f'?trid={v.consent_id}" class="link--block details"><h4 class="details-title job-title link--block-target">{t}</h4>'
            f'<ul class="job-list list--dotted"><li class="job-desc">{kind}</li></ul></a></li>' for jid, t, _, kind in js)
        + "</ul></section>" for city, js in groups.items())
    return f"""<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Lumiatech - Ofertas de empleo</title>
<meta name="_csrf" content="{v.csrf}"><link rel="stylesheet" href="https://static.smartrecruiters.com/job-widget/{v.build[:6]}/css/careers.css"></head>
<body class="careers"><header class="header"><div class="header-logo"><img src="https://c.smartrecruiters.com/sr-company-logo-prod-aws-dc5/lumiatech.png" alt="Lumiatech"></div></header>
<main class="wrapper"><section class="section--jobs"><h2 class="title title--section">Ofertas de empleo</h2>
<form class="search-form" action="/Lumiatech" method="get"><input type="hidden" name="_csrf" value="{v.csrf}"><input type="search" name="search" placeholder="Buscar ofertas">
<button type="submit">Buscar</button></form>
<div class="jobs-list js-openings-load">{body}</div></section></main>
<footer class="footer"><p>Con la tecnología de <a href="https://www.smartrecruiters.com">SmartRecruiters</a></p>
<a href="https://www.smartrecruiters.com/legal/privacy-policy/">Política de privacidad</a></footer>
<script nonce="{v.nonce}">window.SR = {{"sessionId": "{v.session}", "build": "{v.build}"}};</script></body></html>
"""


# ============================================================================ careers: Teamtailor (fr) with a count badge

TT_JOBS = [
    ("3141592", "Développeur·se Backend Python", "Tech", "Lyon", "Hybride"),
    ("3141601", "Développeur·se Frontend Vue.js", "Tech", "Lyon", "Hybride"),
    ("3141655", "Ingénieur·e DevOps", "Tech", "Paris", "Télétravail"),
    ("3140022", "Product Owner", "Produit", "Paris", "Hybride"),
    ("3139870", "UX Designer", "Produit", "Lyon", "Hybride"),
    ("3139011", "Chargé·e de recrutement", "RH", "Paris", "Sur site"),
    ("3138456", "Comptable fournisseurs", "Finance", "Lyon", "Sur site"),
    ("3137990", "Business Developer PME", "Commercial", "Paris", "Sur site"),
    ("3137514", "Business Developer Grands Comptes", "Commercial", "Paris", "Hybride"),
    ("3136602", "Customer Success Manager", "Service client", "Lyon", "Hybride"),
    ("3136001", "Support technique N2", "Service client", "Nantes", "Sur site"),
    ("3135480", "Juriste contrats", "Juridique", "Paris", "Hybride"),
]


def teamtailor(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    items = "".join(
        f'<li class="w-full"><div class="relative flex flex-col py-6 sm:flex-row sm:items-center">'
        f'<a href="https://carrieres.paysage.fr/jobs/{jid}-{slug(t)}" class="focus-visible:outline-none">'
        f'<span class="absolute inset-0" aria-hidden="true"></span><span class="company-link-style hyphens-auto" title="{t}">{t}</span></a>'
        f'<div class="mt-1 text-md"><span>{dep}</span><span class="mx-[2px]">·</span><span>{city}</span><span class="mx-[2px]">·</span>'
        f'<span class="inline-flex items-center gap-x-2">{mode}</span></div></div></li>' for jid, t, dep, city, mode in jobs)
    return f"""<!DOCTYPE html><html lang="fr" class="h-full"><head><meta charset="utf-8"><title>Offres d'emploi - Paysage</title>
<meta name="csrf-param" content="authenticity_token"><meta name="csrf-token" content="{v.csrf}==">
<link rel="stylesheet" href="https://assets-aws.teamtailor-cdn.com/assets/packs/css/careersite-{v.build[:10].lower()}.css"></head>
<body class="careersite"><header class="z-career-header"><nav><a href="/">Accueil</a><a href="/jobs">Offres</a><a href="/departments">Équipes</a><a href="/locations">Lieux</a></nav></header>
<main><section id="section-jobs" class="block-jobs"><div class="mx-auto max-w-screen-xl"><h2 class="block-title">Nos offres
<span class="ml-2 rounded-full bg-company-primary px-3 text-sm">{len(jobs)} postes ouverts</span></h2>
<div class="filters"><select name="department"><option>Tous les départements</option></select><select name="location"><option>Tous les lieux</option></select></div>
{f'<ul id="jobs_list_container" class="mt-6 divide-y">{items}</ul>' if jobs else '<p class="empty-state">Aucune offre pour le moment. Revenez bientôt ou envoyez-nous une candidature spontanée.</p>'}</div></section></main>
<footer class="careersite-footer"><a href="https://www.teamtailor.com/fr/?utm_campaign=footer&amp;utm_source=career_site">Propulsé par Teamtailor</a>
<a href="/cookie-policy">Cookies</a><a href="/candidate-privacy">Confidentialité candidats</a></footer>
<script nonce="{v.nonce}">window.TT = {{"visitToken": "{v.session}", "csrf": "{v.csrf}"}};</script></body></html>
"""


# ============================================================================ careers: Webflow list grouped by country

CG_JOBS = [
    ("Germany", "Senior Embedded Engineer", "Munich", "senior-embedded-engineer"),
    ("Germany", "Hardware Test Engineer", "Munich", "hardware-test-engineer"),
    ("Germany", "Field Service Technician", "Hamburg", "field-service-technician-hamburg"),
    ("France", "Field Service Technician", "Lyon", "field-service-technician-lyon"),
    ("France", "Key Account Manager France", "Paris", "key-account-manager-france"),
    ("Spain", "Solar Project Engineer", "Madrid", "solar-project-engineer"),
    ("Spain", "Installer Team Lead", "Seville", "installer-team-lead"),
]


def country_jobs(v: V, jobs: list[tuple[str, str, str, str]], *, salaries: dict[str, str] | None = None) -> str:
    salaries = salaries or {}
    groups: dict[str, list[tuple[str, str, str, str]]] = {}
    for j in jobs:
        groups.setdefault(j[0], []).append(j)
    body = "".join(
        f'<div class="country-block"><h3 class="country-heading">{c}</h3><div class="w-dyn-list"><div role="list" class="jobs-list w-dyn-items">'
        + "".join(f'<div role="listitem" class="w-dyn-item"><a href="/careers/{s}" class="job-link w-inline-block">'
                  f'<div class="job-title">{t}</div><div class="job-meta"><div>{city}</div><div class="dot">•</div><div>Full-time</div>'
                  + (f'<div class="dot">•</div><div class="salary">{salaries[s]}</div>' if s in salaries else "") + '</div>'
                  f'<div class="arrow-icon">→</div></a></div>' for _, t, city, s in js) + "</div></div></div>"
        for c, js in groups.items())
    main = (f'<div class="page-wrapper"><nav class="navbar w-nav"><a href="/" class="brand w-nav-brand">Sonnwerk</a><a href="/about" class="nav-link">About</a>'
            f'<a href="/careers" class="nav-link w--current">Careers</a></nav><main class="main-wrapper"><section class="section-hero"><h1>Join Sonnwerk</h1>'
            f'<p>We install and maintain solar parks across Europe.</p></section><section class="section-jobs"><h2>Open positions</h2>{body}</section></main>'
            f'<footer class="footer"><p>© 2025 Sonnwerk GmbH</p><a href="/imprint">Imprint</a></footer></div>')
    return page("Careers | Sonnwerk", main, v)


# ============================================================================ careers: a job page

def job_page(v: V, *, salary: str = "", age: str = "3 days ago") -> str:
    sal = f'<li class="job-fact"><span class="label">Compensation</span><span>{salary}</span></li>' if salary else ""
    main = (f'<main class="job"><a href="/careers" class="back">← All jobs</a><h1 class="job-title">Senior Data Analyst</h1>'
            f'<ul class="job-facts"><li class="job-fact"><span class="label">Location</span><span>Denver, CO (Hybrid)</span></li>'
            f'<li class="job-fact"><span class="label">Team</span><span>Analytics</span></li>{sal}'
            f'<li class="job-fact posted">Posted {age}</li></ul>'
            f'<section class="job-body"><h2>About the role</h2><p>You will own the metrics behind our growth and retention programs, '
            f'working with product, marketing and finance leads to answer the questions that shape our roadmap.</p>'
            f'<h2>What you will do</h2><ul><li>Build and maintain dashboards in Looker for weekly business reviews.</li>'
            f'<li>Design experiments and analyse their results with product managers.</li><li>Model revenue and churn forecasts with finance.</li></ul>'
            f'<h2>What we look for</h2><ul><li>4+ years of analytics experience with SQL and Python.</li><li>Experience with dbt and a modern warehouse.</li></ul>'
            f'</section><a class="apply-button" href="/careers/apply/senior-data-analyst?sid={v.session}">Apply for this job</a></main>')
    return page("Senior Data Analyst — Trailhead Outfitters", main, v)


# ============================================================================ pricing: Tailwind cards, table, testimonials, promo

PR_PLANS = [
    ("Starter", "$0", "/mo", "For individuals getting started", ["1 workspace", "Up to 3 projects", "Community support"]),
    ("Pro", "$29", "/mo", "For growing teams", ["Unlimited projects", "Custom domains", "Email support"]),
    ("Business", "$99", "/mo", "For scaling companies", ["Everything in Pro", "SAML SSO", "Priority support"]),
    ("Enterprise", "Custom", "", "For large organisations", ["Everything in Business", "Dedicated success manager", "99.99% SLA"]),
]
PR_TABLE = [("Projects", "3", "Unlimited", "Unlimited", "Unlimited"), ("Custom domains", "—", "✓", "✓", "✓"),
            ("SAML SSO", "—", "—", "✓", "✓"), ("Uptime SLA", "—", "—", "99.9%", "99.99%")]
QUOTES = [("Switching to Pylon cut our release prep from days to hours.", "Maya Chen, VP Engineering at Orbit"),
          ("The best developer experience we have had in years.", "Daniel Okafor, CTO at Fernway"),
          ("Our designers and engineers finally share one workflow.", "Sara Lindqvist, Head of Design at Kolm")]


def pricing(v: V, *, plans: list[tuple[str, str, str, str, list[str]]] = PR_PLANS, save: str = "Save 20% with annual billing",
            table: list[tuple[str, ...]] = PR_TABLE, quote: int = 0, promo: str = "", countdown: str = "", ab: str = "a") -> str:
    cards = "".join(
        f'<div class="rounded-3xl p-8 ring-1 ring-gray-200 {"ring-2 ring-indigo-600" if n == "Pro" else ""}">'
        f'<h3 id="tier-{slug(n)}" class="text-lg font-semibold leading-8 text-gray-900">{n}</h3>'
        f'<p class="mt-4 text-sm leading-6 text-gray-600">{desc}</p>'
        + (f'<p class="mt-6 flex items-baseline gap-x-1"><span class="text-4xl font-bold tracking-tight text-gray-900">{price}</span>'
           f'<span class="text-sm font-semibold leading-6 text-gray-600">{per}</span></p>' if price != "Contact sales" and price != "Custom"
           else f'<p class="mt-6 flex items-baseline gap-x-1"><span class="text-4xl font-bold tracking-tight text-gray-900">{price}</span></p>')
        + f'<a href="/signup?plan={slug(n)}" aria-describedby="tier-{slug(n)}" class="cta-{ab}-7f3e mt-6 block rounded-md px-3 py-2 text-center">'
        f'{"Talk to us" if price in ("Custom", "Contact sales") else "Get started"}</a>'
        f'<ul role="list" class="mt-8 space-y-3 text-sm leading-6 text-gray-600">' + "".join(
            f'<li class="flex gap-x-3"><svg class="h-6 w-5 flex-none text-indigo-600" viewBox="0 0 20 20" aria-hidden="true"></svg>{f}</li>' for f in feats)
        + "</ul></div>" for n, price, per, desc, feats in plans)
    head_cells = "".join(f'<th scope="col" class="px-6 py-3">{p[0]}</th>' for p in plans)
    rows = "".join(f'<tr><th scope="row" class="py-3 text-left font-normal">{r[0]}</th>' + "".join(f"<td>{c}</td>" for c in r[1:]) + "</tr>"
                   for r in table)
    q, who = QUOTES[quote]
    bar = (f'<div class="promo-bar bg-indigo-600 text-white" role="region" aria-label="Announcement"><p>{promo}'
           + (f' <span class="countdown" data-deadline="2026-12-02T23:59:59Z">Ends in {countdown}</span>' if countdown else "")
           + '</p><button type="button" aria-label="Dismiss">×</button></div>') if promo else ""
    main = (f'{bar}<header class="site-header"><a href="/" class="logo">Pylon</a><nav><a href="/product">Product</a><a href="/pricing" aria-current="page">Pricing</a>'
            f'<a href="/docs">Docs</a><a href="/login">Log in</a></nav></header>'
            f'<main><div class="mx-auto max-w-7xl px-6 lg:px-8"><div class="mx-auto max-w-4xl text-center"><h1 class="text-base font-semibold">Pricing</h1>'
            f'<p class="mt-2 text-4xl font-bold tracking-tight">Plans for teams of every size</p><p class="annual-note mt-6 text-lg">{save}</p></div>'
            f'<div class="isolate mx-auto mt-10 grid max-w-md grid-cols-1 gap-8 lg:max-w-none lg:grid-cols-{len(plans)}">{cards}</div>'
            f'<section class="compare mt-24"><h2 class="text-2xl font-bold">Compare plans</h2><table class="w-full"><thead><tr><td></td>{head_cells}</tr></thead>'
            f'<tbody>{rows}</tbody></table></section>'
            f'<section class="testimonial mt-24" data-rotate="8000"><figure><blockquote><p>“{q}”</p></blockquote><figcaption>{who}</figcaption></figure></section>'
            f'<section class="faq mt-24"><h2>Frequently asked questions</h2><dl><dt>Can I change plans later?</dt><dd>Yes, upgrade or downgrade at any time; '
            f'we prorate the difference.</dd><dt>Do you offer discounts for nonprofits?</dt><dd>Yes, 50% off any paid plan. Contact us with proof of status.</dd></dl></section>'
            f'</div></main><footer class="site-footer"><p>© 2025 Pylon Labs, Inc.</p><a href="/legal/terms">Terms</a><a href="/legal/privacy">Privacy</a></footer>')
    return page("Pricing — Pylon", main, v)


def ld_pricing(v: V, *, valid: str = "2026-12-31", pro: str = "29.00") -> str:
    """A pricing page whose plans are also JSON-LD offers with a priceValidUntil the CMS rolls forward."""
    offers = [{"@type": "Offer", "name": n, "price": p, "priceCurrency": "USD", "priceValidUntil": valid,
               "url": f"https://pylon.dev/pricing#{n.lower()}"} for n, p in (("Starter", "0.00"), ("Pro", pro), ("Business", "99.00"))]
    ld = r3.jsonld({"@context": "https://schema.org", "@type": "Product", "name": "Pylon", "offers": offers})
    return pricing(v).replace("</head>", ld + "</head>", 1)


def jp_pricing(v: V, *, std: str = "¥1,980", pro: str = "¥4,980", news: str = "3分前") -> str:
    plans = [("フリー", "¥0", "個人の利用に"), ("スタンダード", std, "小規模チーム向け"), ("プロ", pro, "成長する企業に"), ("エンタープライズ", "お問い合わせ", "大規模組織向け")]
    cards = "".join(f'<div class="plan-card"><h3 class="plan-name">{n}</h3><p class="plan-desc">{d}</p>'
                    + (f'<p class="plan-price"><span class="amount">{p}</span><span class="unit">/月（税込）</span></p>' if p != "お問い合わせ"
                       else f'<p class="plan-price"><span class="amount">{p}</span></p>')
                    + f'<a class="btn" href="/signup?plan={i}">お申し込み</a></div>' for i, (n, p, d) in enumerate(plans))
    main = (f'<header><a href="/" class="logo">カクノ</a><nav><a href="/features">機能</a><a href="/pricing">料金</a><a href="/support">サポート</a></nav></header>'
            f'<main><h1>料金プラン</h1><p class="lead">すべてのプランで14日間の無料トライアルをご利用いただけます。</p><div class="plans">{cards}</div>'
            f'<aside class="news-ticker"><span>お知らせ</span><a href="/news/42">年末年始のサポート窓口について</a><time>{news}</time></aside></main>'
            f'<footer><p>© 2025 カクノ株式会社</p></footer>')
    return page("料金プラン | カクノ", main, v, lang="ja")


def es_pricing(v: V, *, extra: bool = False) -> str:
    plans = [("Básico", "19 €", ["1 usuario", "Facturas ilimitadas"]), ("Profesional", "49 €", ["5 usuarios", "Conciliación bancaria"])]
    if extra:
        plans.append(("Empresa", "149 €", ["Usuarios ilimitados", "API y SSO", "Gestor de cuenta"]))
    cards = "".join(f'<article class="plan"><h3>{n}</h3><div class="precio"><strong>{p}</strong><span>/mes + IVA</span></div>'
                    f'<ul>{"".join(f"<li>{f}</li>" for f in fs)}</ul><a href="/alta?plan={slug(n)}" class="boton">Empezar</a></article>' for n, p, fs in plans)
    main = (f'<header><a href="/">Cuadra</a><nav><a href="/precios">Precios</a><a href="/blog">Blog</a></nav></header>'
            f'<main><h1>Precios</h1><p>Sin permanencia. Cancela cuando quieras.</p><section class="planes">{cards}</section></main>'
            f'<footer><p>© 2025 Cuadra Software S.L.</p></footer>')
    return page("Precios | Cuadra", main, v, lang="es")


# ============================================================================ blog index with a Trending sidebar

BL_POSTS = [
    ("how-we-cut-ci-time-in-half", "How we cut CI time in half", "2025-03-11", "Priya Shah", 7),
    ("postgres-partitioning-lessons", "Postgres partitioning: lessons from 2 billion rows", "2025-03-06", "Tom Becker", 11),
    ("designing-our-new-onboarding", "Designing our new onboarding", "2025-02-27", "Lea Martin", 5),
    ("incident-review-feb-19", "Incident review: February 19 API latency", "2025-02-21", "Tom Becker", 6),
    ("what-we-learned-hiring-remote", "What we learned hiring remotely in 12 countries", "2025-02-13", "Ana Costa", 8),
    ("a-year-of-rust-in-production", "A year of Rust in production", "2025-02-05", "Priya Shah", 9),
]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def blog_index(v: V, posts: list[tuple[str, str, str, str, int]] = BL_POSTS, *, trending: list[int] = (1, 4, 5), ago: str = "2 hours ago",
               cookie: str = "We use cookies to improve your experience and analyse traffic.", avatar_ver: str = "1741100000",
               reading: int = 0) -> str:
    def when(iso: str) -> str:
        y, m, d = iso.split("-")
        return f"{MONTHS[int(m) - 1]} {int(d)}, {y}"

    cards = "".join(
        f'<article class="post-card"><a href="/blog/{s}" class="post-card-link"><h2 class="post-card-title">{t}</h2></a>'
        f'<div class="post-meta"><img class="avatar" src="https://secure.gravatar.com/avatar/{slug(a)}?s=48&amp;d=mm&amp;r=g&amp;ver={avatar_ver}" alt="">'
        f'<span class="author">{a}</span> · <time datetime="{d}">{when(d)}</time> · <span>{rt + reading} min read</span>'
        + (f' · <span class="updated">Updated {ago}</span>' if i == 0 else "") + "</div></article>"
        for i, (s, t, d, a, rt) in enumerate(posts))
    side = "".join(f'<li><a href="/blog/{BL_POSTS[i][0]}">{BL_POSTS[i][1]}</a></li>' for i in trending)
    main = (f'<header class="site-header"><a href="/" class="logo">Quarrel</a><nav><a href="/product">Product</a><a href="/blog">Blog</a>'
            f'<a href="/careers">Careers</a></nav></header><div class="layout"><main class="posts"><h1>Engineering blog</h1>{cards}'
            f'<nav class="pagination"><a rel="next" href="/blog/page/2">Older posts →</a></nav></main>'
            f'<aside class="sidebar"><section class="trending"><h3>Trending</h3><ol>{side}</ol></section>'
            f'<section class="newsletter"><h3>Subscribe</h3><form action="/subscribe"><input type="hidden" name="csrf" value="{v.csrf}">'
            f'<input type="email" placeholder="you@company.com"><button>Subscribe</button></form></section></aside></div>'
            f'<div class="cookie-notice" role="dialog" aria-label="Cookie consent"><p>{cookie} <a href="/legal/cookies">Learn more</a></p>'
            f'<button>Accept</button><button>Decline</button></div><footer><p>© 2025 Quarrel, Inc.</p></footer>')
    return page("Blog — Quarrel", main, v)


ES_POSTS = [("facturacion-electronica-2026", "Todo lo que debes saber sobre la factura electrónica obligatoria", "12 de marzo de 2025"),
            ("cierre-trimestral", "Cómo preparar el cierre trimestral sin estrés", "5 de marzo de 2025"),
            ("novedades-febrero", "Novedades de febrero: conciliación automática", "26 de febrero de 2025"),
            ("guia-iva-autonomos", "Guía del IVA para autónomos", "18 de febrero de 2025")]


def es_blog(v: V, posts: list[tuple[str, str, str]] = ES_POSTS, *, ago: str = "hace 2 horas", views: int = 1204) -> str:
    cards = "".join(f'<article class="entrada"><h2><a href="/blog/{s_}">{t}</a></h2><p class="meta"><time>{d}</time> · '
                    f'<span>{views + 17 * i} lecturas</span>' + (f' · <span>Actualizado {ago}</span>' if i == 0 else "") + "</p></article>"
                    for i, (s_, t, d) in enumerate(posts))
    main = (f'<header><a href="/">Cuadra</a><nav><a href="/precios">Precios</a><a href="/blog">Blog</a></nav></header>'
            f'<main><h1>Blog de Cuadra</h1>{cards}<nav class="paginacion"><a href="/blog/page/2" rel="next">Entradas anteriores</a></nav></main>'
            f'<footer><p>© 2025 Cuadra Software S.L.</p></footer>')
    return page("Blog | Cuadra", main, v, lang="es")


DE_ROUNDS = [("Serie A", "12 Mio. €", "Kestrel Capital", "Juni 2023"), ("Seed", "3 Mio. €", "Atlas Seed", "März 2021")]


def de_investors(v: V, rounds: list[tuple[str, str, str, str]] = DE_ROUNDS, *, news: str = "") -> str:
    rows = "".join(f'<div class="runde"><h3>{r}</h3><p class="betrag">{a}</p><p>Angeführt von {lead}</p><p class="datum">{d}</p></div>'
                   for r, a, lead, d in rounds)
    nw = f'<section class="meldung"><h2>Aktuell</h2><p>{news}</p></section>' if news else ""
    main = (f'<header><a href="/" class="logo">Abrechnix</a></header><main><h1>Investoren</h1>{nw}<section class="runden"><h2>Finanzierung</h2>{rows}</section>'
            f'<section><h2>Investor Relations</h2><p>Anfragen an ir@abrechnix.de.</p></section></main><footer><p>© 2025 Abrechnix GmbH</p></footer>')
    return page("Investoren | Abrechnix", main, v, lang="de")


# ============================================================================ Japanese Statuspage, team; French pricing

JA_COMPONENTS = ["管理画面", "決済API", "Webhook通知", "請求書PDF生成"]


def ja_statuspage(v: V, *, updated: str = "3分前", status: dict[str, str] | None = None,
                  incident: tuple[str, list[tuple[str, str]]] | None = None, past: tuple[str, list[tuple[str, str]]] | None = None) -> str:
    status = status or {}
    color = {"稼働中": "green", "パフォーマンス低下": "yellow", "部分的な停止": "orange", "大規模な停止": "red"}
    comps = "".join(f'<div class="component-container"><div class="component-inner-container status-{color[status.get(c, "稼働中")]}">'
                    f'<span class="name">{c}</span><span class="component-status">{status.get(c, "稼働中")}</span></div></div>' for c in JA_COMPONENTS)
    overall = "全システム稼働中" if not incident and not status else "一部のシステムで障害が発生しています"
    inc = ""
    if incident:
        name, ups = incident
        inc = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-major"><div class="incident-title">'
               f'<a href="/incidents/x7k2m9p4q1">{name}</a></div><div class="updates">'
               + "".join(f'<div class="update"><strong>{st}</strong> - {txt}</div>' for st, txt in ups) + "</div></div></div>")
    hist = ""
    if past:
        name, ups = past
        hist = (f'<div class="incident-container"><div class="incident-title impact-major"><a href="/incidents/x7k2m9p4q1">{name}</a></div>'
                + "".join(f'<div class="update"><strong>{st}</strong> - {txt}</div>' for st, txt in ups) + "</div>")
    main = (f'<div class="layout-content status status-index starter"><div class="page-header"><a href="/">カクノ</a></div>{inc}'
            f'<div class="page-status status-none"><span class="status font-large">{overall}</span></div>'
            f'<div class="components-section"><div class="components-container one-column">{comps}</div></div>'
            f'<div class="incidents-list format-expanded"><h2>過去のインシデント</h2><div class="status-day"><div class="date">12月2日</div>'
            f'{hist or "<p>本日報告されたインシデントはありません。</p>"}</div></div>'
            f'<div class="page-footer"><span>最終更新: {updated}</span><a href="https://www.atlassian.com/software/statuspage">Powered by Atlassian Statuspage</a></div></div>')
    return page("カクノ ステータス", main, v, lang="ja")


JA_TEAM = [("山田 太郎", "代表取締役社長 CEO"), ("佐藤 花子", "取締役 CTO"), ("鈴木 一郎", "取締役 CFO"), ("高橋 健", "執行役員 営業本部長"),
           ("田中 美咲", "執行役員 人事部長")]


def ja_team(v: V, people: list[tuple[str, str]] = JA_TEAM) -> str:
    cards = "".join(f'<li class="member"><img src="/img/members/{i}.jpg?ver={v.build[:6]}" alt=""><p class="member-role">{r}</p>'
                    f'<h3 class="member-name">{n}</h3></li>' for i, (n, r) in enumerate(people))
    main = (f'<header><a href="/" class="logo">カクノ</a><nav><a href="/company">会社概要</a><a href="/recruit">採用情報</a></nav></header>'
            f'<main><h1>役員紹介</h1><ul class="members">{cards}</ul></main><footer><p>© 2025 カクノ株式会社</p></footer>')
    return page("役員紹介 | カクノ", main, v, lang="ja")


def fr_pricing(v: V, *, entreprise: str = "99 €") -> str:
    plans = [("Essentiel", "19 €", ["3 utilisateurs", "Support par e-mail"]), ("Pro", "49 €", ["10 utilisateurs", "Intégrations"]),
             ("Entreprise", entreprise, ["Utilisateurs illimités", "SSO SAML", "Accompagnement dédié"])]
    cards = "".join(f'<div class="carte-offre"><h3 class="offre-nom">{n}</h3><p class="offre-prix"><strong>{p}</strong>'
                    + ("<span> HT / mois</span>" if "€" in p else "") + "</p>"
                    f'<ul>{"".join(f"<li>{x}</li>" for x in fs)}</ul><a class="bouton" href="/inscription?offre={slug(n)}">Choisir</a></div>'
                    for n, p, fs in plans)
    main = (f'<header><a href="/">Paysage</a><nav><a href="/tarifs">Tarifs</a><a href="/blog">Blog</a></nav></header>'
            f'<main><h1>Tarifs</h1><p>Sans engagement, résiliable à tout moment.</p><section class="offres">{cards}</section></main>'
            f'<footer><p>© 2025 Paysage SAS</p></footer>')
    return page("Tarifs | Paysage", main, v, lang="fr")


def de_home(v: V, *, ago: str = "vor 3 Min.", visitors: str = "1.204", secs: str = "0,21", ip: str = "203.0.113.7") -> str:
    main = (f'<header><a href="/">Abrechnix</a><nav><a href="/preise">Preise</a><a href="/karriere">Karriere</a></nav></header>'
            f'<main><section class="hero"><h1>Lohnabrechnung, die sich selbst erledigt</h1><p>Für Betriebe mit 5 bis 500 Beschäftigten.</p>'
            f'<p class="live">{visitors} Besucher online</p></section><section class="news"><h2>Neuigkeiten</h2>'
            f'<p><a href="/blog/elster-schnittstelle">Neue ELSTER-Schnittstelle verfügbar</a> · <span>{ago}</span></p></section></main>'
            f'<footer><p>© 2025 Abrechnix GmbH · <a href="/impressum">Impressum</a></p><p class="debug">Seite erstellt in {secs} Sekunden · '
            f'Ihre IP: {ip}</p></footer>')
    return page("Abrechnix – Lohnabrechnung", main, v, lang="de")


def fr_home(v: V, *, ago: str = "il y a 3 min", visitors: str = "1 204", hours: str = "il y a 2 h") -> str:
    main = (f'<header><a href="/">Paysage</a><nav><a href="/tarifs">Tarifs</a></nav></header>'
            f'<main><section class="hero"><h1>La paie sans tracas</h1><p class="live">{visitors} visiteurs en ligne</p></section>'
            f'<section class="activite"><p>Dernière fiche de paie générée {ago}</p><p>Dernier article publié {hours}</p></section></main>'
            f'<footer><p>© 2025 Paysage SAS</p></footer>')
    return page("Paysage – La paie sans tracas", main, v, lang="fr")


RC_JOBS = [("senior-backend-engineer", "Senior Backend Engineer", "Amsterdam, Netherlands", "Hybrid", "Engineering"),
           ("frontend-engineer", "Frontend Engineer", "Amsterdam, Netherlands", "Hybrid", "Engineering"),
           ("data-scientist", "Data Scientist", "Rotterdam, Netherlands", "On-site", "Data"),
           ("customer-support-agent-german", "Customer Support Agent (German)", "Berlin, Germany", "Remote", "Support"),
           ("finance-manager", "Finance Manager", "Amsterdam, Netherlands", "On-site", "Finance")]


def recruitee(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    """Recruitee's 2023 careers hub (styled-components classes, data-testid hooks)."""
    cards = "".join(
        f'<div class="sc-1tnkkg1-0 kHbtWy" data-testid="offer-list-item"><a href="https://careers.fietsly.com/o/{s_}" data-testid="offer-title" '
        f'class="sc-6exb5d-1 gLsTMX">{t}</a><div class="sc-6exb5d-3 dBLvqq"><span data-testid="department">{dep}</span>'
        f'<span class="sc-6exb5d-4 ejOXSf" data-testid="location">{loc}</span><span data-testid="remote">{wp}</span></div></div>'
        for s_, t, loc, wp, dep in jobs)
    main = (f'<div id="__next"><header class="sc-hdr-{v.build[:5].lower()}"><a href="https://fietsly.com">Fietsly</a></header>'
            f'<main><section><h2 class="sc-1es2n2-0">Open positions</h2><div data-testid="offer-list-grid" class="sc-grid-1">{cards}</div></section></main>'
            f'<footer><a href="https://recruitee.com/?utm_source=careers">Powered by Recruitee</a></footer></div>')
    return page("Careers at Fietsly", main, v)


BH_JOBS = [("312", "Customer Success Manager", "Customer Success", "Salt Lake City, Utah"),
           ("318", "Implementation Specialist", "Customer Success", "Salt Lake City, Utah"),
           ("325", "Senior Software Engineer", "Engineering", "Lehi, Utah"),
           ("327", "QA Engineer", "Engineering", "Lehi, Utah"),
           ("331", "Payroll Specialist", "Finance", "Salt Lake City, Utah")]


def bamboohr(v: V, jobs: list[tuple[str, str, str, str]]) -> str:
    """BambooHR's 2023 careers page (JSS class names)."""
    items = "".join(f'<li class="jss-e{40 + i}"><div class="jss-f73"><a href="/careers/{jid}" class="jss-f74">{t}</a>'
                    f'<p class="jss-f75">{dep}</p></div><p class="jss-f76">{loc}</p></li>' for i, (jid, t, dep, loc) in enumerate(jobs))
    main = (f'<div id="js-careers-root"><header class="jss-a1"><img src="/logo.png?v={v.build[:6]}" alt="Canyon Peak"></header>'
            f'<main class="jss-b2"><h2 class="jss-b3">Open Positions</h2><ul class="jss-b4">{items}</ul></main>'
            f'<footer class="jss-c9"><a href="https://www.bamboohr.com/">Powered by BambooHR</a></footer></div>')
    return page("Careers | Canyon Peak", main, v)


SHOP = [("merino-trail-hoodie", "Merino Trail Hoodie", "£119.00"), ("alpine-fleece", "Alpine Fleece", "£89.00"),
        ("ridge-base-layer", "Ridge Base Layer", "£48.00"), ("summit-beanie", "Summit Beanie", "£24.00"),
        ("fell-running-socks", "Fell Running Socks", "£14.00")]


def shop_collection(v: V, products: list[tuple[str, str, str]] = SHOP, *, cents: bool = True) -> str:
    """A Shopify (Dawn) collection grid."""
    cards = "".join(
        f'<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard">'
        f'<div class="card__content"><h3 class="card__heading h5"><a href="/products/{h}?_pos={i + 1}&amp;_sid={v.rid[4:]}&amp;_ss=r" '
        f'class="full-unstyled-link">{n}</a></h3><div class="price"><span class="price-item price-item--regular">'
        f'{p if cents else p.replace(".00", "")}</span></div></div></div></div></li>' for i, (h, n, p) in enumerate(products))
    main = (f'<header class="header"><a href="/" class="header__heading-link">Fellside</a></header>'
            f'<main id="MainContent"><h1 class="collection-hero__title">Winter layers</h1><ul id="product-grid" class="grid product-grid">{cards}</ul></main>'
            f'<footer class="footer"><p>© 2025 Fellside Outdoor Ltd</p></footer>')
    return page("Winter layers – Fellside", main, v)


FR_TEAM = [("Camille Laurent", "Présidente et cofondatrice"), ("Julien Moreau", "Directeur technique et cofondateur"),
           ("Sophie Bernard", "Responsable marketing"), ("Thomas Petit", "Responsable commercial"), ("Léa Girard", "Responsable RH")]


def fr_team(v: V, people: list[tuple[str, str]] = FR_TEAM) -> str:
    cards = "".join(f'<div class="w-dyn-item"><div class="membre"><img src="/img/{slug(n)}.jpg" alt=""><h3 class="membre-nom">{n}</h3>'
                    f'<p class="membre-role">{r}</p></div></div>' for n, r in people)
    main = (f'<header><a href="/">Paysage</a></header><main><h1>Notre équipe</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items">'
            f'{cards}</div></div></main><footer><p>© 2025 Paysage SAS</p></footer>')
    return page("Notre équipe | Paysage", main, v, lang="fr")


def fr_press(v: V, items: list[tuple[str, str, str]]) -> str:
    rows = "".join(f'<article class="communique"><time datetime="{d}">{d}</time><h2><a href="/presse/{s_}">{t}</a></h2></article>'
                   for s_, t, d in items)
    main = (f'<header><a href="/">Paysage</a></header><main><h1>Communiqués de presse</h1>{rows}</main><footer><p>© 2025 Paysage SAS</p></footer>')
    return page("Presse | Paysage", main, v, lang="fr")


FR_PRESS = [("paysage-ouvre-nantes", "Paysage ouvre un bureau à Nantes", "2025-02-20"),
            ("paysage-certifie-iso", "Paysage obtient la certification ISO 27001", "2025-01-14"),
            ("paysage-10000-clients", "Paysage franchit le cap des 10 000 clients", "2024-11-05")]


# ============================================================================ status: Instatus-like

ST_COMPONENTS = ["Dashboard", "REST API", "Label generation", "Webhooks", "Tracking pages"]


def instatus(v: V, *, uptime: tuple[str, ...] = ("99.98", "99.95", "99.91", "100.0", "99.99"), updated: str = "2 minutes ago",
             status: dict[str, str] | None = None, incident: tuple[str, str, list[tuple[str, str, str]]] | None = None,
             resolved: tuple[str, list[tuple[str, str, str]]] | None = None, maintenance: tuple[str, str, str] | None = None,
             maint_status: str = "", rolled: bool = False) -> str:
    status = status or {}
    label = {"OPERATIONAL": "Operational", "DEGRADEDPERFORMANCE": "Degraded performance", "PARTIALOUTAGE": "Partial outage",
             "MAJOROUTAGE": "Major outage", "UNDERMAINTENANCE": "Under maintenance"}
    comps = "".join(
        f'<div class="component" data-status="{status.get(c, "OPERATIONAL")}"><div class="component-header"><span class="component-name">{c}</span>'
        f'<span class="component-status">{label[status.get(c, "OPERATIONAL")]}</span></div>'
        f'<div class="uptime-bar" aria-hidden="true"></div><div class="uptime-legend"><span>90 days ago</span><span>{u}% uptime</span><span>Today</span></div></div>'
        for c, u in zip(ST_COMPONENTS, uptime))
    if incident or any(s != "OPERATIONAL" for s in status.values()):
        banner = '<div class="banner banner--degraded"><h2>Some systems are experiencing issues</h2></div>'
    else:
        banner = '<div class="banner banner--operational"><h2>All systems operational</h2></div>'
    inc = ""
    if incident:
        name, impact, updates = incident
        inc = (f'<section class="active-incidents"><article class="incident incident--{impact}"><h3><a href="/incident/cm4x{slug(name)[:8]}">{name}</a></h3>'
               + "".join(f'<div class="incident-update"><strong>{st}</strong> — {txt} <time>{t}</time></div>' for st, txt, t in updates)
               + "</article></section>")
    maint = ""
    if maintenance:
        mn, when_, txt = maintenance
        maint = (f'<section class="maintenances"><h2>Scheduled maintenance</h2><article class="maintenance"><h3>{mn}</h3>'
                 f'<p class="maintenance-window">Scheduled for {when_}</p>'
                 + (f'<div class="incident-update"><strong>{maint_status}</strong> — The failover is under way.</div>' if maint_status else "")
                 + f'<p>{txt}</p></article></section>')
    past = [("Dashboard login errors", [("Resolved", "This incident has been resolved.", "Nov 26, 10:41 UTC"),
                                        ("Investigating", "Some users cannot log in to the dashboard.", "Nov 26, 10:02 UTC")])] if not rolled else []
    if resolved:
        past.insert(0, resolved)
    hist = "".join(f'<article class="past-incident"><h4>{n}</h4>' + "".join(
        f'<div class="incident-update"><strong>{st}</strong> — {txt} <time>{t}</time></div>' for st, txt, t in ups) + "</article>" for n, ups in past)
    main = (f'<header class="status-header"><a href="https://parcelo.com" class="logo">Parcelo</a><a href="/subscribe" class="subscribe">Subscribe to updates</a></header>'
            f'<main class="status-page">{banner}{inc}{maint}<section class="components">{comps}</section>'
            f'<section class="history"><h2>Past incidents</h2>{hist}</section><p class="refreshed">Updated {updated}</p></main>'
            f'<footer><a href="https://instatus.com/?utm_source=parcelo">Powered by Instatus</a></footer>')
    return page("Parcelo Status", main, v)


def cachet(v: V, *, refreshed: str = "vor 3 Minuten", status: dict[str, str] | None = None, incident: tuple[str, str, str] | None = None) -> str:
    status = status or {}
    comps = ["Website", "Kundenportal", "Schnittstelle (API)", "E-Mail-Versand"]
    names = {"1": "Funktioniert", "2": "Leistungsprobleme", "3": "Teilweiser Ausfall", "4": "Schwerer Ausfall"}
    items = "".join(f'<li class="list-group-item component status-{status.get(c, "1")}"><span class="component-name">{c}</span>'
                    f'<small class="text-component-{status.get(c, "1")} pull-right">{names[status.get(c, "1")]}</small></li>' for c in comps)
    ok = not incident and all(s == "1" for s in status.values())
    alert = ('<div class="alert alert-success">Alle Systeme funktionieren.</div>' if ok
             else '<div class="alert alert-info">Einige Systeme sind beeinträchtigt.</div>')
    inc = ""
    if incident:
        name, st, txt = incident
        inc = (f'<div class="timeline"><h4>2. Dezember 2026</h4><div class="panel panel-message incident"><div class="panel-heading"><strong>{name}</strong>'
               f'<span class="label label-danger">{st}</span></div><div class="panel-body"><p>{txt}</p><small class="date">vor 12 Minuten</small></div></div></div>')
    else:
        inc = '<div class="timeline"><h4>2. Dezember 2026</h4><p class="text-muted">Keine Vorfälle gemeldet.</p></div>'
    main = (f'<div class="container"><header class="app-banner"><a href="https://abrechnix.de">Abrechnix</a></header>{alert}'
            f'<div class="section-components"><ul class="list-group components">{items}</ul></div>'
            f'<div class="section-timeline"><h3>Vergangene Vorfälle</h3>{inc}</div>'
            f'<p class="last-updated">Letzte Aktualisierung: {refreshed}</p><footer><p>Powered by <a href="https://cachethq.io">Cachet</a></p></footer></div>')
    return page("Abrechnix Status", main, v, lang="de")


# ============================================================================ legal

DE_PROCESSORS = ["Amazon Web Services EMEA SARL, Luxemburg – Hosting und Datenbanken",
                 "Postmark (ActiveCampaign, LLC), USA – Versand von Transaktions-E-Mails",
                 "Zendesk, Inc., USA – Kundensupport",
                 "Stripe Payments Europe, Ltd., Irland – Zahlungsabwicklung"]


def de_privacy(v: V, *, stand: str = "1. März 2025", processors: list[str] = DE_PROCESSORS) -> str:
    lis = "".join(f"<li>{p}</li>" for p in processors)
    main = (f'<main class="legal"><h1>Datenschutzerklärung</h1><p class="stand">Stand: {stand}</p>'
            f'<h2>1. Verantwortlicher</h2><p>Verantwortlich für die Datenverarbeitung ist die Abrechnix GmbH, Lindenstraße 12, 10969 Berlin, '
            f'E-Mail: datenschutz@abrechnix.de.</p>'
            f'<h2>2. Zwecke und Rechtsgrundlagen</h2><p>Wir verarbeiten Ihre personenbezogenen Daten zur Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO) '
            f'und zur Wahrung unserer berechtigten Interessen an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).</p>'
            f'<h2>3. Auftragsverarbeiter</h2><p>Wir setzen die folgenden Auftragsverarbeiter ein, mit denen Verträge nach Art. 28 DSGVO bestehen:</p>'
            f'<ul class="processors">{lis}</ul>'
            f'<h2>4. Speicherdauer</h2><p>Wir löschen Ihre Daten, sobald sie für die genannten Zwecke nicht mehr erforderlich sind, spätestens jedoch '
            f'nach Ablauf der gesetzlichen Aufbewahrungsfristen von bis zu zehn Jahren.</p>'
            f'<h2>5. Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit '
            f'und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren.</p></main>')
    return page("Datenschutzerklärung | Abrechnix", main, v, lang="de")


def es_terms(v: V, *, vigor: str = "1 de marzo de 2025") -> str:
    main = (f'<main class="legal"><h1>Términos y condiciones</h1><p><strong>Fecha de entrada en vigor:</strong> {vigor}</p>'
            f'<h2>1. Objeto</h2><p>Estos términos regulan el acceso y uso de la plataforma Cuadra por parte de sus clientes y usuarios autorizados.</p>'
            f'<h2>2. Suscripción y pago</h2><p>Las suscripciones se facturan por adelantado cada mes o cada año y se renuevan automáticamente '
            f'salvo cancelación antes de la fecha de renovación.</p>'
            f'<h2>3. Responsabilidad</h2><p>La responsabilidad total de Cuadra se limita a las cantidades pagadas por el cliente en los doce meses '
            f'anteriores al hecho que origine la reclamación.</p>'
            f'<h2>4. Ley aplicable</h2><p>Estos términos se rigen por la legislación española; los tribunales de Madrid serán competentes.</p></main>')
    return page("Términos y condiciones | Cuadra", main, v, lang="es")


FR_RETENTION = ("Nous conservons vos données personnelles pendant toute la durée de votre abonnement, puis pendant trois ans "
                "à compter de la fin de la relation commerciale, à des fins de prospection.")
FR_RETENTION_REWORDED = ("Vos données personnelles sont conservées pendant toute la durée de votre abonnement puis, à des fins de "
                         "prospection, pendant trois ans à compter de la fin de la relation commerciale.")


def fr_privacy(v: V, *, retention: str = FR_RETENTION) -> str:
    main = (f'<main class="legal"><h1>Politique de confidentialité</h1><p>Dernière mise à jour : 1er mars 2025</p>'
            f'<h2>Qui sommes-nous ?</h2><p>Paysage SAS, 8 rue de la République, 69002 Lyon, est responsable du traitement de vos données.</p>'
            f'<h2>Quelles données collectons-nous ?</h2><p>Nous collectons les données que vous nous fournissez lors de la création de votre compte '
            f'(nom, adresse e-mail, entreprise) ainsi que des données d’usage de la plateforme.</p>'
            f'<h2>Combien de temps conservons-nous vos données ?</h2><p>{retention}</p>'
            f'<h2>Vos droits</h2><p>Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données, que vous '
            f'pouvez exercer à l’adresse dpo@paysage.fr.</p></main>')
    return page("Politique de confidentialité | Paysage", main, v, lang="fr")


# ============================================================================ team and investors

LEADERS = [("Hannah Vogel", "Co-founder & CEO"), ("Rafael Ortiz", "Co-founder & CTO"), ("Mei Tanaka", "Chief Financial Officer"),
           ("Jonas Berg", "VP of Engineering"), ("Claire Dubois", "Head of Sales"), ("Samuel Adeyemi", "Head of People")]
BOARD = [("Hannah Vogel", "Co-founder & CEO, Fernway"), ("Patricia Gómez", "Partner, Northwind Ventures"),
         ("Oliver Strand", "General Partner, Kestrel Capital"), ("Ruth Adler", "Independent Director")]
INVESTORS = ["Northwind Ventures", "Kestrel Capital", "Atlas Seed", "Harbor Growth", "Bluefield Partners"]


def leadership(v: V, *, leaders: list[tuple[str, str]] = LEADERS, board: list[tuple[str, str]] = BOARD, logos: list[str] = INVESTORS) -> str:
    def cards(people: list[tuple[str, str]], cls: str) -> str:
        return "".join(f'<div class="{cls}"><img src="/img/people/{slug(n)}.jpg?w=320&amp;v={v.build[:6]}" alt="{n}">'
                       f'<h3 class="person-name">{n}</h3><p class="person-role">{r}</p></div>' for n, r in people)
    lg = "".join(f'<li><img src="/img/investors/{slug(n)}.svg" alt="{n}"></li>' for n in logos)
    main = (f'<header><a href="/" class="logo">Fernway</a><nav><a href="/about">About</a><a href="/careers">Careers</a></nav></header>'
            f'<main><section class="hero"><h1>About Fernway</h1><p>We help logistics teams plan routes that save fuel and time.</p></section>'
            f'<section class="leadership"><h2>Leadership</h2><div class="people-grid">{cards(leaders, "leader-card")}</div></section>'
            f'<section class="board"><h2>Board of Directors</h2><div class="people-grid">{cards(board, "board-card")}</div></section>'
            f'<section class="backers"><h2>Backed by</h2><ul class="logo-grid">{lg}</ul></section></main>'
            f'<footer><p>© 2025 Fernway AB</p></footer>')
    return page("About — Fernway", main, v)


ROUNDS = [("Series A", "$18M", "Kestrel Capital", "June 2022"), ("Seed", "$4M", "Atlas Seed", "March 2021")]


def investors(v: V, rounds: list[tuple[str, str, str, str]] = ROUNDS) -> str:
    rows = "".join(f'<div class="round"><h3>{r}</h3><p class="amount">{a}</p><p>Led by {lead}</p><p class="date">{d}</p></div>' for r, a, lead, d in rounds)
    main = (f'<header><a href="/" class="logo">Fernway</a></header><main><h1>Investors</h1><p>Fernway is backed by investors who know logistics.</p>'
            f'<section class="rounds"><h2>Funding history</h2>{rows}</section><section><h2>Investor relations</h2>'
            f'<p>For investor enquiries write to ir@fernway.io.</p></section></main><footer><p>© 2025 Fernway AB</p></footer>')
    return page("Investors — Fernway", main, v)


# ============================================================================ changelog, release notes, docs

CL_ENTRIES = [
    ("v2.13.0", "Nov 18, 2026", ["Bulk export of shipments to CSV.", "Webhook retries are now configurable per endpoint."]),
    ("v2.12.1", "Nov 4, 2026", ["Fixed a crash when a label had no return address."]),
    ("v2.12.0", "Oct 21, 2026", ["Multi-warehouse routing (beta).", "New `carrier_service` field on rates."]),
]


def readme_changelog(v: V, entries: list[tuple[str, str, list[str]]] = CL_ENTRIES, *, notice: str = "") -> str:
    posts = "".join(f'<article class="ChangelogPost"><header><h2 class="ChangelogPost-title"><a href="/changelog/{slug(t)}">{t}</a></h2>'
                    f'<time class="ChangelogPost-date">{d}</time><span class="ChangelogPost-tag">Added</span></header>'
                    f'<div class="markdown-body"><ul>{"".join(f"<li>{x}</li>" for x in xs)}</ul></div></article>' for t, d, xs in entries)
    nt = f'<div class="callout callout_warn" role="note"><p>{notice}</p></div>' if notice else ""
    main = (f'<header class="rm-Header"><a href="/" class="rm-Logo">Parcelo Developers</a><nav><a href="/reference">API Reference</a>'
            f'<a href="/changelog" aria-current="page">Changelog</a></nav></header><main class="rm-Changelog"><h1>Changelog</h1>{nt}{posts}</main>'
            f'<footer><p>Powered by ReadMe</p></footer>')
    return page("Changelog — Parcelo Developers", main, v)


JA_NOTES = [("バージョン 4.2.0", "2026年11月20日", "請求書のPDFテンプレートを追加しました。"),
            ("バージョン 4.1.3", "2026年11月6日", "CSV取り込み時の文字化けを修正しました。"),
            ("バージョン 4.1.0", "2026年10月23日", "承認フローに代理承認を追加しました。")]


def ja_release_notes(v: V, notes: list[tuple[str, str, str]] = JA_NOTES) -> str:
    arts = "".join(f'<article class="release"><h2>{t}</h2><time>{d}</time><p>{x}</p></article>' for t, d, x in notes)
    main = (f'<header><a href="/" class="logo">カクノ</a></header><main><h1>リリースノート</h1>{arts}</main><footer><p>© 2025 カクノ株式会社</p></footer>')
    return page("リリースノート | カクノ", main, v, lang="ja")


def es_docs(v: V, *, notice: str = "") -> str:
    nt = f'<div class="admonition warning"><p class="admonition-title">Aviso</p><p>{notice}</p></div>' if notice else ""
    main = (f'<nav class="sidebar"><a href="/docs">Introducción</a><a href="/docs/api/facturas">Facturas</a><a href="/docs/api/clientes">Clientes</a></nav>'
            f'<main class="doc"><h1>API de facturas (v1)</h1>{nt}<p>La API de facturas permite crear, consultar y anular facturas desde tu sistema.</p>'
            f'<h2>Crear una factura</h2><p>Envía una petición <code>POST /v1/facturas</code> con el cliente, las líneas y la fecha de emisión.</p>'
            f'<h2>Límites</h2><p>Puedes hacer hasta 100 peticiones por minuto por clave de API.</p></main>')
    return page("API de facturas | Cuadra Docs", main, v, lang="es")


# ============================================================================ homepage with every kind of per-fetch noise

LOGOS = ["Acme Freight", "Globex", "Initech", "Umbrella Health", "Stark Logistics", "Wayne Retail", "Hooli"]


def homepage(v: V, *, hero: str = "The fastest way to send invoices", quote: int = 0, visitors: str = "1,284", ago: str = "5 minutes ago",
             logos: list[str] = LOGOS, year: int = 2025, ab: str = "hero-variant-a", session: str | None = None, timing: str = "0.083s",
             server: str = "web-3", years: str = "") -> str:
    sid = session if session is not None else v.session
    q, who = QUOTES[quote]
    lg = "".join(f'<li class="logo-item"><img src="/img/logos/{slug(n)}.svg" alt="{n}"></li>' for n in logos)
    main = (f'<!-- Served in {timing} by {server} --><header class="nav"><a href="/;jsessionid={sid}" class="logo">Billtide</a>'
            f'<nav><a href="/product;jsessionid={sid}">Product</a><a href="/pricing?sid={sid}">Pricing</a><a href="/customers">Customers</a></nav></header>'
            f'<main><section class="hero {ab}" data-exp="hp-hero-2025"><h1>{hero}</h1><p>Send, track and reconcile invoices in one place.</p>'
            f'<a class="btn {ab}-cta" href="/signup?sid={sid}">Start free</a><p class="live-counter"><span class="dot"></span>{visitors} people are browsing Billtide right now</p></section>'
            f'<section class="logos"><h2>Trusted by finance teams at</h2><ul class="logo-list">{lg}</ul></section>'
            f'<section class="features"><h2>Everything accounts receivable needs</h2><div class="feature"><h3>Automatic reminders</h3><p>Chase late payments without '
            f'writing a single email.</p></div><div class="feature"><h3>Bank reconciliation</h3><p>Match payments to invoices as they land.</p></div></section>'
            f'<section class="testimonial" data-rotate="6000"><blockquote><p>“{q}”</p><footer>{who}</footer></blockquote></section>'
            f'<section class="activity"><p>Last invoice sent through Billtide {ago}</p></section></main>'
            f'<footer><p>© {years or year} Billtide Ltd. All rights reserved.</p><a href="/legal/privacy">Privacy</a></footer>'
            f'<!-- Performance optimized by W3 Total Cache. Page Caching using Disk: Enhanced. Served from: billtide.com @ 2025-03-{10 + v.day:02d} 0{v.hours}:14:02 -->')
    return page("Billtide — Invoicing for growing teams", main, v, head=f'<link rel="preload" href="/_next/static/chunks/main-{v.build[:12].lower()}.js" as="script">')


# ============================================================================


def build() -> dict[str, str]:
    f: dict[str, str] = {}
    # Lever
    f["lever-old.html"] = lever(B, LV_JOBS)
    f["lever-noise.html"] = lever(N1, LV_JOBS)
    f["lever-hybrid.html"] = lever(N1, [j if j[1] != "Senior Backend Engineer" else j[:5] + ("Hybrid",) for j in LV_JOBS])
    f["lever-contract.html"] = lever(N1, [j if j[1] != "Content Marketing Writer" else j[:4] + ("Contract", "Remote") for j in LV_JOBS])
    f["lever-reposted.html"] = lever(N1, [j if j[1] != "Product Designer" else ("c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",) + j[1:] for j in LV_JOBS])
    f["lever-twin-closed.html"] = lever(N1, [j for j in LV_JOBS if not (j[1] == "Account Executive" and j[3] == "London, UK")])
    # SmartRecruiters
    f["sr-old.html"] = smartrecruiters(B, SR_JOBS)
    f["sr-noise.html"] = smartrecruiters(N1, SR_JOBS)
    f["sr-added.html"] = smartrecruiters(N1, SR_JOBS[:3] + [("743999957011455", "Analista de Riesgos", "Madrid, España", "Tiempo completo")] + SR_JOBS[3:])
    f["sr-moved.html"] = smartrecruiters(N1, [j if j[1] != "Responsable de Marketing de Producto" else j[:2] + ("Madrid, España", j[3]) for j in SR_JOBS])
    # Teamtailor
    f["tt-old.html"] = teamtailor(B, TT_JOBS)
    f["tt-noise.html"] = teamtailor(N1, TT_JOBS)
    f["tt-added.html"] = teamtailor(N1, [("3142010", "Data Engineer", "Tech", "Lyon", "Hybride")] + TT_JOBS)
    # grouped by country
    f["country-old.html"] = country_jobs(B, CG_JOBS)
    f["country-added.html"] = country_jobs(N1, CG_JOBS + [("Spain", "Field Service Technician", "Valencia", "field-service-technician-valencia")])
    f["country-closed.html"] = country_jobs(N1, [j for j in CG_JOBS if j[2] != "Lyon"])
    # job page
    f["job-old.html"] = job_page(B)
    f["job-noise.html"] = job_page(N1, age="4 days ago")
    f["job-salary.html"] = job_page(N1, salary="$95,000 – $120,000 per year", age="4 days ago")
    # pricing
    f["pricing-old.html"] = pricing(B)
    f["pricing-noise.html"] = pricing(N1, quote=1, ab="b")
    f["pricing-tier.html"] = pricing(N1, plans=PR_PLANS[:3] + [("Scale", "$249", "/mo", "For high-volume teams",
                                                                ["Everything in Business", "Audit log", "Data residency"])] + PR_PLANS[3:],
                                     table=[r[:4] + ("✓" if r[3] == "✓" else r[3],) + r[4:] for r in PR_TABLE])
    f["pricing-per-user.html"] = pricing(N1, plans=[p if p[0] != "Pro" else (p[0], p[1], "/user/mo", p[3], p[4]) for p in PR_PLANS])
    f["pricing-discount.html"] = pricing(N1, save="Save 15% with annual billing")
    f["pricing-contact.html"] = pricing(N1, plans=[p if p[0] != "Business" else (p[0], "Contact sales", "", p[3], p[4]) for p in PR_PLANS])
    f["pricing-row.html"] = pricing(N1, table=PR_TABLE + [("Audit log", "—", "—", "✓", "✓")])
    f["pricing-eur.html"] = pricing(N1, plans=[(n, p.replace("$", "€"), per, d, fs) for n, p, per, d, fs in PR_PLANS])
    f["pricing-promo.html"] = pricing(N1, promo="Black Friday: 40% off annual Pro and Business plans with code BF40.", countdown="2d 06:14:09")
    f["pricing-promo-tick.html"] = pricing(N2, promo="Black Friday: 40% off annual Pro and Business plans with code BF40.", countdown="1d 22:51:40")
    f["jp-pricing-old.html"] = jp_pricing(B)
    f["jp-pricing-noise.html"] = jp_pricing(N1, news="2時間前")
    f["jp-pricing-rise.html"] = jp_pricing(N1, std="¥2,480", news="2時間前")
    f["es-pricing-old.html"] = es_pricing(B)
    f["es-pricing-plan.html"] = es_pricing(N1, extra=True)
    # blog
    f["blog-old.html"] = blog_index(B, BL_POSTS[:5])
    f["blog-noise.html"] = blog_index(N1, BL_POSTS[:5], trending=[4, 1, 5], ago="5 hours ago", avatar_ver="1741186400")
    f["blog-trending.html"] = blog_index(B, BL_POSTS[:5], trending=[5, 1, 4])
    f["blog-cookie.html"] = blog_index(N1, BL_POSTS[:5], cookie="We and our 38 partners use cookies and similar technologies to personalise content and measure traffic.")
    f["blog-avatar.html"] = blog_index(N1, BL_POSTS[:5], avatar_ver="1741272800")
    f["blog-new.html"] = blog_index(N1, [("launching-quarrel-ai", "Launching Quarrel AI review assistant", "2025-03-13", "Lea Martin", 4)] + BL_POSTS[:4],
                                    ago="12 minutes ago")
    # status
    inc_name = "Delayed label generation for UPS shipments"
    f["status-old.html"] = instatus(B)
    f["status-noise.html"] = instatus(N1, uptime=("99.97", "99.95", "99.90", "100.0", "99.99"), updated="just now")
    f["status-incident.html"] = instatus(N1, status={"Label generation": "PARTIALOUTAGE"}, incident=(inc_name, "major", [
        ("Investigating", "We are investigating delays in label generation for UPS shipments.", "Dec 2, 14:05 UTC")]))
    f["status-identified.html"] = instatus(N2, status={"Label generation": "PARTIALOUTAGE"}, incident=(inc_name, "major", [
        ("Identified", "The issue was traced to a timeout in the UPS rating API; we are deploying a workaround.", "Dec 2, 14:32 UTC"),
        ("Investigating", "We are investigating delays in label generation for UPS shipments.", "Dec 2, 14:05 UTC")]))
    f["status-resolved.html"] = instatus(N1, updated="1 minute ago", resolved=(inc_name, [
        ("Resolved", "Label generation has recovered and the backlog is cleared.", "Dec 2, 15:10 UTC"),
        ("Identified", "The issue was traced to a timeout in the UPS rating API; we are deploying a workaround.", "Dec 2, 14:32 UTC"),
        ("Investigating", "We are investigating delays in label generation for UPS shipments.", "Dec 2, 14:05 UTC")]))
    f["status-maintenance.html"] = instatus(N1, maintenance=("Database failover test", "Dec 9, 2026 02:00 – 03:00 UTC",
                                                            "The REST API may return errors for up to two minutes during the failover."))
    f["status-degraded.html"] = instatus(N1, status={"Webhooks": "DEGRADEDPERFORMANCE"})
    f["cachet-old.html"] = cachet(B)
    f["cachet-noise.html"] = cachet(N1, refreshed="vor 1 Minute")
    f["cachet-degraded.html"] = cachet(N1, status={"E-Mail-Versand": "2"})
    f["cachet-incident.html"] = cachet(N1, status={"Kundenportal": "4"}, incident=(
        "Kundenportal nicht erreichbar", "Untersuchung", "Das Kundenportal ist derzeit nicht erreichbar. Wir untersuchen die Ursache."))
    # legal
    f["de-privacy-old.html"] = de_privacy(B)
    f["de-privacy-stand.html"] = de_privacy(N1, stand="2. Dezember 2026")
    f["de-privacy-processor.html"] = de_privacy(N1, stand="2. Dezember 2026", processors=DE_PROCESSORS + [
        "OpenAI, L.L.C., USA – KI-gestützte Vorschläge für Supportantworten"])
    f["es-terms-old.html"] = es_terms(B)
    f["es-terms-vigor.html"] = es_terms(N1, vigor="2 de diciembre de 2026")
    f["fr-privacy-old.html"] = fr_privacy(B)
    f["fr-privacy-reworded.html"] = fr_privacy(N1, retention=FR_RETENTION_REWORDED)
    # team, investors
    f["about-old.html"] = leadership(B)
    f["about-noise.html"] = leadership(N1, logos=[INVESTORS[i] for i in (3, 0, 4, 2, 1)])
    f["about-coo.html"] = leadership(N1, leaders=LEADERS[:3] + [("Laura Kim", "Chief Operating Officer")] + LEADERS[3:])
    f["about-title.html"] = leadership(N1, leaders=[p if p[0] != "Claire Dubois" else ("Claire Dubois", "VP of Sales") for p in LEADERS])
    f["about-board.html"] = leadership(N1, board=[p for p in BOARD if p[0] != "Oliver Strand"])
    f["investors-old.html"] = investors(B)
    f["investors-round.html"] = investors(N1, [("Series B", "$42M", "Harbor Growth", "November 2026")] + ROUNDS)
    # changelog, release notes, docs
    f["changelog-old.html"] = readme_changelog(B)
    f["changelog-new.html"] = readme_changelog(N1, [("v2.14.0", "Dec 1, 2026", ["Return labels for DHL Express.", "Rate shopping across carriers."])]
                                               + CL_ENTRIES)
    f["changelog-deprecation.html"] = readme_changelog(N1, notice="The v1 Shipments API is deprecated and will be shut down on June 30, 2027. "
                                                                  "Migrate to v2 before then.")
    f["ja-notes-old.html"] = ja_release_notes(B)
    f["ja-notes-new.html"] = ja_release_notes(N1, [("バージョン 4.3.0", "2026年12月1日", "freee会計との連携に対応しました。")] + JA_NOTES)
    f["es-docs-old.html"] = es_docs(B)
    f["es-docs-deprecated.html"] = es_docs(N1, notice="La API v1 de facturas está obsoleta y dejará de funcionar el 1 de junio de 2027. "
                                                      "Migra a la API v2.")
    # homepage noise
    f["home-old.html"] = homepage(B)
    f["home-tokens.html"] = homepage(N1, session=B.session, timing="0.083s", server="web-3")
    f["home-session.html"] = homepage(replace(B, session=N1.session))
    f["home-timing.html"] = homepage(replace(B, day=1, hours=5), timing="0.412s", server="web-7")
    f["home-ab.html"] = homepage(B, ab="hero-variant-b")
    f["home-testimonial.html"] = homepage(B, quote=2)
    f["home-visitors.html"] = homepage(B, visitors="1,317")
    f["home-ago.html"] = homepage(B, ago="1 hour ago")
    f["home-logos.html"] = homepage(B, logos=[LOGOS[i] for i in (4, 0, 6, 2, 5, 1, 3)])
    f["home-year.html"] = homepage(B, year=2026)
    f["home-all.html"] = homepage(N1, quote=1, visitors="987", ago="just now", logos=[LOGOS[i] for i in (2, 6, 0, 5, 1, 3, 4)], year=2026,
                                  ab="hero-variant-b", timing="0.127s", server="web-1")
    f["home-hero.html"] = homepage(N1, hero="Invoicing for teams in 40 countries", quote=1, visitors="987", ago="just now", year=2026)
    # second batch
    f["sr-reposted.html"] = smartrecruiters(N1, [j if j[1] != "Técnico/a de Nóminas" else ("743999957230001",) + j[1:] for j in SR_JOBS])
    f["tt-closed.html"] = teamtailor(N1, [j for j in TT_JOBS if j[1] != "Juriste contrats"])
    f["country-salary.html"] = country_jobs(N1, CG_JOBS, salaries={"solar-project-engineer": "€58,000 – €70,000"})
    f["lever-new-team.html"] = lever(N1, LV_JOBS + [("9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f", "Data Analyst", "Data", "Toronto, ON", "Full-time", "Hybrid")])
    f["status-escalated.html"] = instatus(N2, status={"Label generation": "MAJOROUTAGE"}, incident=(inc_name, "critical", [
        ("Update", "Label generation for UPS shipments is failing for all customers; we are escalating with UPS.", "Dec 2, 14:20 UTC"),
        ("Investigating", "We are investigating delays in label generation for UPS shipments.", "Dec 2, 14:05 UTC")]))
    f["es-blog-old.html"] = es_blog(B)
    f["es-blog-noise.html"] = es_blog(N1, ago="hace 5 horas", views=1290)
    f["es-blog-new.html"] = es_blog(N1, [("verifactu", "Cuadra ya es compatible con VeriFactu", "14 de marzo de 2025")] + ES_POSTS[:3],
                                    ago="hace 10 minutos", views=1290)
    f["de-investors-old.html"] = de_investors(B)
    f["de-investors-round.html"] = de_investors(N1, [("Serie B", "30 Mio. €", "Harbor Growth", "Dezember 2026")] + DE_ROUNDS,
                                                news="Abrechnix schließt Finanzierungsrunde über 30 Mio. € ab.")
    f["home-year-range-old.html"] = homepage(B, years="2019–2025")
    f["home-year-range.html"] = homepage(B, years="2019–2026")
    # third batch
    ja_inc = "決済APIのエラー率上昇"
    f["ja-status-old.html"] = ja_statuspage(B)
    f["ja-status-noise.html"] = ja_statuspage(N1, updated="1分前")
    f["ja-status-degraded.html"] = ja_statuspage(N1, status={"決済API": "パフォーマンス低下"})
    f["ja-status-incident.html"] = ja_statuspage(N1, status={"決済API": "部分的な停止"}, incident=(ja_inc, [
        ("調査中", "決済APIでエラー率が上昇しています。原因を調査しています。")]))
    f["ja-status-resolved.html"] = ja_statuspage(N2, past=(ja_inc, [("解決済み", "エラー率は正常に戻りました。"),
                                                                  ("調査中", "決済APIでエラー率が上昇しています。原因を調査しています。")]))
    f["ja-team-old.html"] = ja_team(B)
    f["ja-team-director.html"] = ja_team(N1, JA_TEAM[:3] + [("中村 彩", "取締役 COO")] + JA_TEAM[3:])
    f["ja-team-promoted.html"] = ja_team(N1, [p if p[0] != "高橋 健" else ("高橋 健", "取締役 営業本部長") for p in JA_TEAM])
    f["fr-pricing-old.html"] = fr_pricing(B)
    f["fr-pricing-contact.html"] = fr_pricing(N1, entreprise="Contactez-nous")
    f["lever-retitled.html"] = lever(N1, [j if j[1] != "Site Reliability Engineer" else (j[0], "Senior Site Reliability Engineer") + j[2:] for j in LV_JOBS])
    f["tt-hybrid.html"] = teamtailor(N1, [j if j[1] != "Ingénieur·e DevOps" else j[:4] + ("Hybride",) for j in TT_JOBS])
    # fourth batch
    f["pricing-renamed.html"] = pricing(N1, plans=[p if p[0] != "Business" else ("Growth",) + p[1:] for p in PR_PLANS],
                                        table=PR_TABLE)
    f["blog-reading.html"] = blog_index(N1, BL_POSTS[:5], reading=1)
    f["tt-none.html"] = teamtailor(N1, [])
    f["lever-team-moved.html"] = lever(N1, [j if j[1] != "Mobile Engineer (iOS)" else j[:2] + ("Engineering – Platform",) + j[3:] for j in LV_JOBS])
    f["sr-valencia-closed.html"] = smartrecruiters(N1, [j for j in SR_JOBS if j[2] != "Valencia, España"])
    # fifth batch
    f["pricing-annual-only.html"] = pricing(N1, plans=[p if p[0] != "Pro" else (p[0], "$290", "/yr", p[3], p[4]) for p in PR_PLANS])
    f["about-cfo-replaced.html"] = leadership(N1, leaders=[p if p[0] != "Mei Tanaka" else ("Daniel Ruiz", "Chief Financial Officer") for p in LEADERS])
    f["es-blog-acquisition.html"] = es_blog(N1, [("adquirimos-facturalia", "Cuadra adquiere Facturalia para acelerar su expansión en Portugal",
                                                  "14 de marzo de 2025")] + ES_POSTS[:3], ago="hace 10 minutos", views=1290)
    twins = LV_JOBS + [("0e1f2a3b-4c5d-4e6f-9a7b-8c9d0e1f2a3b", "Account Executive", "Sales – North America", "Toronto, ON", "Full-time", "On-site")]
    f["lever-twins-old.html"] = lever(B, twins)
    f["lever-twins-one-closed.html"] = lever(N1, [j for j in twins if j[0] != "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8c"])
    # sixth batch: per-fetch noise written in German and French
    f["de-home-old.html"] = de_home(B)
    f["de-home-noise.html"] = de_home(N1, ago="vor 2 Std.", visitors="987", secs="0,47", ip="198.51.100.23")
    f["fr-home-old.html"] = fr_home(B)
    f["fr-home-noise.html"] = fr_home(N1, ago="il y a 12 min", visitors="987", hours="il y a 5 h")
    # seventh batch: round 4's Ashby and Personio boards, a job's workplace type changed
    f["ashby-old.html"] = r4.ashby(B, r4.ASH_JOBS)
    f["ashby-remote.html"] = r4.ashby(N1, [j if j[1] != "Software Engineer, Product" else j[:4] + ("Remote",) for j in r4.ASH_JOBS])
    f["personio-old.html"] = r4.personio(B, r4.PS_JOBS)
    f["personio-teilzeit.html"] = r4.personio(N1, [j if j[1] != "Buchhalter (m/w/d)" else j[:4] + ("Teilzeit",) for j in r4.PS_JOBS])
    # eighth batch: pricing formats and limits
    f["pricing-limits.html"] = pricing(N1, plans=[p if p[0] != "Starter" else p[:4] + (["1 workspace", "Up to 5 projects", "Community support"],)
                                                  for p in PR_PLANS])
    f["pricing-usd-prefix.html"] = pricing(N1, plans=[(n, p.replace("$", "US$"), per, d, fs) for n, p, per, d, fs in PR_PLANS])
    eur = [(n, p.replace("$", "€"), per, d, fs) for n, p, per, d, fs in PR_PLANS]
    f["pricing-eur-old.html"] = pricing(B, plans=eur)
    f["pricing-eur-suffix.html"] = pricing(N1, plans=[(n, p[1:] + " €" if p.startswith("€") else p, per, d, fs) for n, p, per, d, fs in eur])
    # ninth batch
    f["changelog-bullet.html"] = readme_changelog(N1, [(CL_ENTRIES[0][0], CL_ENTRIES[0][1], CL_ENTRIES[0][2] + [
        "Fixed: CSV exports now include the shipment's reference field."])] + CL_ENTRIES[1:])
    f["status-maint-progress.html"] = instatus(N2, status={"REST API": "UNDERMAINTENANCE"}, maint_status="In progress", maintenance=(
        "Database failover test", "Dec 9, 2026 02:00 – 03:00 UTC", "The REST API may return errors for up to two minutes during the failover."))
    f["lever-sources.html"] = lever(N1, LV_JOBS, source="?lever-origin=applied&amp;lever-source%5B%5D=LinkedIn")
    # tenth batch: Recruitee and BambooHR 2023 careers pages
    f["recruitee-old.html"] = recruitee(B, RC_JOBS)
    f["recruitee-noise.html"] = recruitee(N1, RC_JOBS)
    f["recruitee-added.html"] = recruitee(N1, RC_JOBS[:2] + [("staff-platform-engineer", "Staff Platform Engineer", "Amsterdam, Netherlands",
                                                               "Hybrid", "Engineering")] + RC_JOBS[2:])
    f["recruitee-remote.html"] = recruitee(N1, [j if j[0] != "data-scientist" else j[:3] + ("Remote",) + j[4:] for j in RC_JOBS])
    f["bamboohr-old.html"] = bamboohr(B, BH_JOBS)
    f["bamboohr-moved.html"] = bamboohr(N1, [j if j[0] != "327" else j[:3] + ("Remote - US",) for j in BH_JOBS])
    f["bamboohr-closed.html"] = bamboohr(N1, [j for j in BH_JOBS if j[0] != "318"])
    # eleventh batch: a shop's collection
    f["shop-collection-old.html"] = shop_collection(B)
    f["shop-collection-nocents.html"] = shop_collection(N1, cents=False)
    f["shop-collection-price.html"] = shop_collection(N1, [p if p[0] != "alpine-fleece" else (p[0], p[1], "£99.00") for p in SHOP])
    f["shop-collection-added.html"] = shop_collection(N1, SHOP[:2] + [("storm-shell-jacket", "Storm Shell Jacket", "£179.00")] + SHOP[2:])
    # twelfth batch: French team and press pages
    f["fr-team-old.html"] = fr_team(B)
    f["fr-team-cfo.html"] = fr_team(N1, FR_TEAM[:2] + [("Nadia Haddad", "Directrice administrative et financière")] + FR_TEAM[2:])
    f["fr-press-old.html"] = fr_press(B, FR_PRESS)
    f["fr-press-funding.html"] = fr_press(N1, [("paysage-leve-20-millions", "Paysage lève 20 millions d'euros pour accélérer en Europe",
                                                "2025-03-12")] + FR_PRESS)
    # thirteenth batch: a status history rolling, JSON-LD offers re-dated
    f["status-rolled.html"] = instatus(N1, rolled=True)
    f["ld-pricing-old.html"] = ld_pricing(B)
    f["ld-pricing-valid.html"] = ld_pricing(N1, valid="2027-12-31")
    return f


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, text in build().items():
        (OUT / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
