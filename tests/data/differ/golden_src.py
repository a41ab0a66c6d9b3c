"""Source of the differ's golden before/after pairs (tests/data/differ/golden/<case>/).

Run `python tests/data/differ/golden_src.py` to rewrite the files. Pages imitate real framework
output (Tailwind, CSS modules/Next.js, Bootstrap, WordPress): head clutter, JSON-LD, inline scripts
with nonces, consent banners, navigation and footers. Each case states the verdict a careful human
reader would give; the expected files are written by hand here, not derived from the differ.
"""
from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "golden"


@dataclass
class V:
    """Per-fetch noise of one version."""

    nonce: str = "r4nd0mN0nc3AAA"
    csrf: str = "6f1c2e9a0b7d4c3e8f5a1b2c3d4e5f60718293a4"
    build: str = "3f9a2c7e"
    year: int = 2025
    consent: str = "a1b2c3d4e5f6"
    testimonial: int = 0
    ago: str = "2 days ago"
    views: str = "1,204"
    updated: str = "March 3, 2025"
    clock: str = "10:42"
    cls: str = "x7Yz"
    banner: int = 0


NOISE_B = V(nonce="Zq81LmP0xYw2Tt", csrf="0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b", build="b81d0e44", consent="f00dfeedbeef",
            testimonial=2, ago="3 days ago", views="1,377", updated="March 9, 2025", clock="14:07", cls="Qr9p", banner=1)

TESTIMONIALS = [
    ("“We replaced three tools with one and cut onboarding time in half.”", "Priya Raman, VP Operations at Northwind"),
    ("“The reporting alone paid for the subscription in the first quarter.”", "Marcus Lee, CFO at Contoso"),
    ("“Support answered within minutes, even on a Sunday.”", "Elena García, IT Lead at Fabrikam"),
]
BANNERS = ["Limited time: 20% off annual plans", "Join our live product tour on Thursday →"]


def head(title: str, v: V, jsonld: list[dict[str, Any]] | None = None, extra: str = "") -> str:
    ld = "".join(f'<script type="application/ld+json">{json.dumps(x)}</script>' for x in (jsonld or []))
    return f"""<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<meta name="description" content="{title}">
<meta name="csrf-token" content="{v.csrf}">
<link rel="stylesheet" href="/assets/app.{v.build}.css">
<link rel="preload" href="/assets/fonts/inter.{v.build}.woff2" as="font" crossorigin>
<link rel="icon" href="/favicon.ico?v={v.build[:4]}">
{ld}
<script nonce="{v.nonce}">window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments)}};gtag('js',new Date());gtag('config','G-ACME42',{{'rid':'{v.csrf[:12]}'}});</script>
<script src="/assets/runtime.{v.build}.js" defer nonce="{v.nonce}"></script>
{extra}
</head>"""


def nav_tailwind(v: V) -> str:
    return f"""<header class="sticky top-0 z-40 w-full border-b border-slate-200 bg-white/80 backdrop-blur">
<nav class="mx-auto flex max-w-7xl items-center justify-between p-6 lg:px-8" aria-label="Global">
<a href="/" class="-m-1.5 p-1.5"><span class="sr-only">Acme Cloud</span><img class="h-8 w-auto" src="/logo.svg" alt=""></a>
<div class="hidden lg:flex lg:gap-x-12"><a href="/product" class="text-sm font-semibold leading-6 text-gray-900">Product</a>
<a href="/pricing" class="text-sm font-semibold leading-6 text-gray-900">Pricing</a><a href="/customers" class="text-sm font-semibold leading-6 text-gray-900">Customers</a>
<a href="/blog" class="text-sm font-semibold leading-6 text-gray-900">Blog</a><a href="/careers" class="text-sm font-semibold leading-6 text-gray-900">Careers</a></div>
<div class="flex flex-1 justify-end gap-x-6"><a href="https://app.acme.test/login?next=%2F&amp;s={v.csrf[:8]}" class="text-sm font-semibold">Log in</a>
<a href="https://app.acme.test/signup?ref=nav" class="rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white">{"Start free trial" if v.banner == 0 else "Get started free"}</a></div>
</nav></header>"""


def footer(v: V, cls: str = "bg-gray-900") -> str:
    return f"""<footer class="{cls}" aria-labelledby="footer-heading"><h2 id="footer-heading" class="sr-only">Footer</h2>
<div class="mx-auto max-w-7xl px-6 pb-8 pt-16"><div class="grid grid-cols-2 gap-8 md:grid-cols-4">
<div><h3 class="text-sm font-semibold leading-6 text-white">Company</h3><ul role="list" class="mt-6 space-y-4">
<li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/press">Press</a></li><li><a href="/investors">Investors</a></li></ul></div>
<div><h3>Legal</h3><ul role="list"><li><a href="/legal/terms">Terms</a></li><li><a href="/legal/privacy">Privacy</a></li><li><a href="#" class="cookie-settings">Cookie settings</a></li></ul></div>
<div><h3>Subscribe to our newsletter</h3><form action="/newsletter" method="post"><input type="hidden" name="authenticity_token" value="{v.csrf}">
<input type="hidden" name="ts" value="17094{v.build[:5]}"><label for="email" class="sr-only">Email</label><input id="email" type="email" placeholder="you@example.com"><button type="submit">Subscribe</button></form></div>
</div><p class="mt-8 text-xs leading-5 text-gray-400">&copy; {v.year} Acme Cloud, Inc. All rights reserved.</p></div></footer>"""


def consent(v: V) -> str:
    return f"""<div id="cookie-consent" class="cookie-consent fixed bottom-0" role="dialog" aria-live="polite" data-consent-id="{v.consent}">
<p>We use cookies and similar technologies to improve your experience, measure traffic and personalise content. See our <a href="/legal/cookies">Cookie Policy</a>.</p>
<button type="button" data-action="accept">Accept all</button><button type="button" data-action="reject">Reject non-essential</button></div>"""


def testimonial(v: V) -> str:
    q, who = TESTIMONIALS[v.testimonial % len(TESTIMONIALS)]
    return f"""<section class="testimonial-carousel bg-white py-24" data-slide="{v.testimonial}"><figure class="mx-auto max-w-2xl">
<blockquote class="text-xl font-semibold leading-8"><p>{q}</p></blockquote><figcaption class="mt-10">{who}</figcaption></figure></section>"""


def trailing_scripts(v: V, props: dict[str, Any]) -> str:
    data = {"props": {"pageProps": props}, "buildId": v.build, "page": "/", "nonce": v.nonce}
    return (f'<script id="__NEXT_DATA__" type="application/json" nonce="{v.nonce}">{json.dumps(data)}</script>'
            f'<script nonce="{v.nonce}">window.intercomSettings={{app_id:"abc123",session:"{v.csrf[:16]}"}};</script>')


def shell(title: str, main: str, v: V, *, jsonld: list[dict[str, Any]] | None = None, props: dict[str, Any] | None = None,
          body_cls: str = "h-full antialiased", banner: bool = True) -> str:
    bar = (f'<div class="announcement-bar bg-indigo-600 text-white" data-promo-id="{v.build[:6]}">'
           f"<p>{BANNERS[v.banner % 2]}</p></div>") if banner else ""
    return (f'<!DOCTYPE html>\n<html lang="en" class="h-full bg-white">{head(title, v, jsonld)}\n'
            f'<body class="{body_cls}"><a href="#main" class="sr-only focus:not-sr-only">Skip to content</a>{bar}'
            f'<div id="__next">{nav_tailwind(v)}\n<main id="main" class="isolate">{main}</main>\n{footer(v)}</div>'
            f"{consent(v)}{trailing_scripts(v, props or {})}</body></html>\n")


# ============================================================================ homepage

FEATURES = [
    ("Pipelines", "Move data from 300+ sources into your warehouse with automatic schema evolution and retries."),
    ("Observability", "Track freshness, volume and lineage for every table, with alerts routed to the right owner."),
    ("Governance", "Column-level access policies and audit trails that satisfy SOC 2 and GDPR auditors."),
]


def home(v: V, *, h1: str = "The data platform for fast-moving teams", sub: str = "Acme Cloud unifies ingestion, "
         "transformation and observability so analysts spend their time on answers, not plumbing.",
         features: list[tuple[str, str]] | None = None, typo: bool = False, cls_suffix: str = "") -> str:
    feats = "".join(f'<div class="relative pl-16 feature-card{cls_suffix}"><dt class="text-base font-semibold leading-7 text-gray-900">{t}</dt>'
                    f'<dd class="mt-2 text-base leading-7 text-gray-600">{d}</dd></div>' for t, d in (features or FEATURES))
    news = (f'<article class="flex flex-col items-start"><time datetime="2025-02-28" class="text-gray-500">Feb 28, 2025</time>'
            f'<span class="relative-time">{v.ago}</span><h3 class="mt-3 text-lg font-semibold"><a href="/blog/lineage-ga">Column-level lineage is generally available</a></h3>'
            f'<p class="mt-5 line-clamp-3 text-sm leading-6 text-gray-600">Trace every dashboard number back to its source rows.</p></article>')
    why = ("Teams at 4,000 companies rely on Acme Cloud to recieve fresh data every morning." if typo else
           "Teams at 4,000 companies rely on Acme Cloud to receive fresh data every morning.")
    main = f"""<div class="relative isolate px-6 pt-14 lg:px-8"><div class="mx-auto max-w-2xl py-32 sm:py-48 lg:py-56 text-center">
<h1 class="text-4xl font-bold tracking-tight text-gray-900 sm:text-6xl">{h1}</h1>
<p class="mt-6 text-lg leading-8 text-gray-600">{sub}</p>
<div class="mt-10 flex items-center justify-center gap-x-6"><a href="https://app.acme.test/signup?variant=a" class="rounded-md bg-indigo-600 px-3.5 py-2.5 text-sm font-semibold text-white shadow-sm">Get started</a>
<a href="/demo" class="text-sm font-semibold leading-6 text-gray-900">Book a demo <span aria-hidden="true">→</span></a></div></div></div>
<section class="mx-auto max-w-7xl px-6 lg:px-8"><h2 class="text-base font-semibold leading-7 text-indigo-600">Why Acme</h2>
<p class="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Everything you need to trust your data</p>
<p class="mt-6 text-lg leading-8 text-gray-600">{why}</p>
<dl class="mx-auto mt-16 grid max-w-2xl grid-cols-1 gap-x-8 gap-y-10 lg:max-w-none lg:grid-cols-3">{feats}</dl></section>
{testimonial(v)}
<section class="latest-news mx-auto max-w-7xl px-6"><h2 class="text-3xl font-bold">From the blog</h2><div class="grid">{news}</div></section>"""
    return shell("Acme Cloud — The data platform for fast-moving teams", main, v,
                 jsonld=[{"@context": "https://schema.org", "@type": "Organization", "name": "Acme Cloud", "url": "https://acme.test/",
                          "logo": "https://acme.test/logo.svg"},
                         {"@context": "https://schema.org", "@type": "WebPage", "dateModified": f"2025-03-0{1 + v.testimonial}T10:00:00Z"}],
                 props={"experiment": "hero-a"})


# ============================================================================ careers

JOBS = [
    ("Engineering", "Senior Backend Engineer (Go)", "Berlin, Germany", "Full-time"),
    ("Engineering", "Staff Data Engineer", "Remote (EU)", "Full-time"),
    ("Engineering", "Frontend Engineer, Growth", "Amsterdam, Netherlands", "Full-time"),
    ("Engineering", "Site Reliability Engineer", "Remote (US)", "Full-time"),
    ("Product & Design", "Senior Product Designer", "London, UK", "Full-time"),
    ("Product & Design", "Product Manager, Platform", "New York, NY", "Full-time"),
    ("Go-to-market", "Account Executive, Mid-Market", "Austin, TX", "Full-time"),
    ("Go-to-market", "Solutions Engineer", "Toronto, Canada", "Full-time"),
    ("Go-to-market", "Customer Success Manager", "Dublin, Ireland", "Full-time"),
    ("Operations", "People Operations Partner", "Berlin, Germany", "Full-time"),
    ("Operations", "Finance Manager", "London, UK", "Full-time"),
    ("Operations", "Legal Counsel", "Remote (EU)", "Part-time"),
]
NEW_JOBS = [
    ("Engineering", "Machine Learning Engineer", "Paris, France", "Full-time"),
    ("Engineering", "Engineering Manager, Ingestion", "Berlin, Germany", "Full-time"),
    ("Engineering", "Security Engineer", "Remote (EU)", "Full-time"),
    ("Product & Design", "UX Researcher", "London, UK", "Contract"),
    ("Go-to-market", "Sales Development Representative", "Austin, TX", "Full-time"),
    ("Go-to-market", "Partner Manager, EMEA", "Munich, Germany", "Full-time"),
]


def slug(s: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in s.lower()).strip("-").replace("--", "-")


def careers(v: V, jobs: list[tuple[str, str, str, str]], *, vacation: str = "30 days", cls: str = "x7Yz") -> str:
    groups: dict[str, list[tuple[str, str, str, str]]] = {}
    for j in jobs:
        groups.setdefault(j[0], []).append(j)
    html = ""
    for dept, js in groups.items():
        items = "".join(
            f'<li class="JobList_item__{cls} css-1q2w{cls}"><a class="JobList_link__{cls}" href="/careers/{slug(t)}?gh_src=site&amp;utm_source=careers">'
            f'<div class="JobList_title__{cls}">{t}</div><div class="JobList_meta__{cls}"><span class="JobList_location__{cls}">{loc}</span>'
            f'<span class="JobList_type__{cls}">{typ}</span><span class="JobList_posted__{cls}">Posted {v.ago}</span></div></a></li>'
            for _, t, loc, typ in js)
        html += f'<section class="Department_root__{cls}"><h3 class="Department_name__{cls}">{dept}</h3><ul class="JobList_root__{cls}">{items}</ul></section>'
    if not jobs:
        html = '<p class="Empty_root__x">We have no open positions right now. Check back soon!</p>'
    main = f"""<section class="Hero_root__{cls} css-9f8e{cls}"><h1 class="Hero_title__{cls}">Build the future of data with us</h1>
<p class="Hero_lead__{cls}">We are a remote-friendly team of 140 people across 14 countries. We value ownership, clear writing and kindness.</p></section>
<section class="Perks_root__{cls}"><h2>Benefits</h2><ul class="Perks_list__{cls}"><li>Competitive salary and meaningful equity</li>
<li>{vacation} of paid vacation plus public holidays</li><li>Annual learning budget of €2,000</li><li>Home office setup and co-working allowance</li></ul></section>
{testimonial(v)}
<section id="open-positions" class="Openings_root__{cls}"><h2 class="Openings_title__{cls}">Open positions</h2><p class="Openings_count__{cls}">{len(jobs)} open roles · {v.views} people viewed this page this week</p>{html}</section>"""
    return shell("Careers at Acme Cloud", main, v, props={"jobs": [slug(j[1]) for j in jobs]})


# ============================================================================ pricing

PLANS = [
    ("Starter", "$0", "Free forever for individuals", ["1 workspace", "5 data sources", "Community support"]),
    ("Team", "$29", "per user / month, billed annually", ["Unlimited workspaces", "50 data sources", "Email support", "SSO via Google"]),
    ("Business", "$79", "per user / month, billed annually", ["Everything in Team", "Unlimited data sources", "SAML SSO", "Audit logs", "99.9% uptime SLA"]),
    ("Enterprise", None, "Custom pricing for large organisations", ["Everything in Business", "Dedicated success manager", "Custom contracts", "Data residency"]),
]


def pricing(v: V, plans: list[tuple[str, str | None, str, list[str]]] | None = None, *, faq_typo: bool = False) -> str:
    cards = ""
    for name, price, note, feats in plans or PLANS:
        price_html = (f'<p class="price"><span class="display-4 fw-bold">{price}</span><span class="text-muted">/mo</span></p>'
                      if price else '<p class="price"><span class="display-6 fw-bold">Let\'s talk</span></p>')
        badge = '<span class="badge bg-primary">Most popular</span>' if name == "Business" else ""
        cta = "Contact sales" if price is None else "Start free trial"
        cards += (f'<div class="col"><div class="card mb-4 rounded-3 shadow-sm">{badge}<div class="card-header py-3"><h4 class="my-0 fw-normal">{name}</h4></div>'
                  f'<div class="card-body">{price_html}<p class="small text-muted">{note}</p><ul class="list-unstyled mt-3 mb-4">'
                  + "".join(f"<li>{f}</li>" for f in feats)
                  + f'</ul><a href="https://app.acme.test/signup?plan={slug(name)}&amp;ref={v.build}" class="w-100 btn btn-lg btn-outline-primary">{cta}</a></div></div></div>')
    faq_a = ("Yes. You can upgrade or downgrade at any time and we prorate the diference." if faq_typo else
             "Yes. You can upgrade or downgrade at any time and we prorate the difference.")
    main = f"""<div class="container py-3"><div class="pricing-header p-3 pb-md-4 mx-auto text-center"><h1 class="display-4 fw-normal">Pricing</h1>
<p class="fs-5 text-muted">Simple, transparent pricing. Start free and upgrade as your team grows. Prices in USD, excluding VAT.</p></div>
<div class="row row-cols-1 row-cols-md-4 mb-3 text-center">{cards}</div>
{testimonial(v)}
<h2 class="display-6 text-center mb-4">Frequently asked questions</h2><div class="accordion" id="faq">
<div class="accordion-item"><h3 class="accordion-header">Can I change plans later?</h3><div class="accordion-body">{faq_a}</div></div>
<div class="accordion-item"><h3 class="accordion-header">Do you offer discounts for non-profits?</h3><div class="accordion-body">Yes, registered non-profits get 50% off any paid plan.</div></div>
<div class="accordion-item"><h3 class="accordion-header">Which payment methods do you accept?</h3><div class="accordion-body">All major credit cards, SEPA direct debit and invoicing on annual plans.</div></div></div></div>"""
    offers = [{"@type": "Offer", "name": n, "price": p.strip("$"), "priceCurrency": "USD"} for n, p, _, _ in (plans or PLANS) if p]
    return shell("Pricing — Acme Cloud", main, v, jsonld=[{"@context": "https://schema.org", "@type": "Product", "name": "Acme Cloud",
                                                           "offers": offers}], body_cls="bg-body-tertiary")


def pricing_table(v: V, team: str = "€24", scale: str = "€64") -> str:
    main = f"""<div class="wp-block-group pricing-compare"><h1 class="wp-block-heading">Compare plans</h1>
<p>All prices per seat and month, billed yearly. Taxes may apply.</p>
<figure class="wp-block-table"><table><thead><tr><th></th><th>Free</th><th>Team</th><th>Scale</th></tr></thead><tbody>
<tr><td>Price</td><td>€0</td><td>{team}</td><td>{scale}</td></tr><tr><td>Seats</td><td>3</td><td>Unlimited</td><td>Unlimited</td></tr>
<tr><td>Projects</td><td>2</td><td>20</td><td>Unlimited</td></tr><tr><td>Support</td><td>Forum</td><td>Email</td><td>Priority, 4h response</td></tr>
<tr><td>Single sign-on</td><td>—</td><td>Google</td><td>SAML, SCIM</td></tr></tbody></table></figure>
<p class="has-small-font-size">Prices last updated {v.updated}.</p></div>"""
    return shell("Plans & pricing – Beta GmbH", main, v, body_cls="page-template-default page wp-custom-logo")


# ============================================================================ blog / newsroom / investors

POSTS = [
    ("How we cut warehouse costs by 38% with incremental models", "2025-02-26", "Engineering"),
    ("Column-level lineage is generally available", "2025-02-18", "Product"),
    ("What 200 data teams told us about alert fatigue", "2025-02-10", "Research"),
    ("A practical guide to data contracts", "2025-02-02", "Guides"),
    ("Our 2024 year in review", "2025-01-20", "Company"),
    ("Designing idempotent pipelines", "2025-01-09", "Engineering"),
]


def blog(v: V, posts: list[tuple[str, str, str]]) -> str:
    cards = "".join(
        f'<article class="post type-post status-publish format-standard hentry category-{slug(cat)}"><div class="entry-meta">'
        f'<span class="cat-links"><a href="/blog/category/{slug(cat)}" rel="category tag">{cat}</a></span> · <time class="entry-date published" datetime="{d}T09:00:00+00:00">{d}</time>'
        f' · <span class="post-views">{v.views} views</span> · <span class="reading-time">{4 + i % 5} min read</span></div>'
        f'<h2 class="entry-title"><a href="/blog/{slug(t)}/" rel="bookmark">{t}</a></h2><div class="entry-summary"><p>{t}. Read about what we learned and what comes next for Acme Cloud customers.</p></div></article>'
        for i, (t, d, cat) in enumerate(posts))
    main = (f'<div id="primary" class="content-area"><header class="page-header"><h1 class="page-title">The Acme Cloud Blog</h1>'
            f'<p>Engineering stories, product news and research from the Acme team.</p></header>{cards}'
            f'<nav class="navigation pagination"><a class="next page-numbers" href="/blog/page/2/">Older posts</a></nav></div>'
            f'<aside class="widget newsletter-widget"><p>Join {v.views} subscribers and get new posts by email.</p></aside>')
    ld = [{"@context": "https://schema.org", "@type": "Blog", "name": "Acme Cloud Blog",
           "blogPost": [{"@type": "BlogPosting", "headline": t, "datePublished": d, "url": f"https://acme.test/blog/{slug(t)}/"}
                        for t, d, _ in posts]}]
    return shell("Blog – Acme Cloud", main, v, jsonld=ld, body_cls="blog wp-embed-responsive hfeed")


PRESS = [
    ("Acme Cloud opens new office in Toronto", "2025-02-20"),
    ("Acme Cloud named a Leader in the 2025 Data Observability report", "2025-01-30"),
    ("Acme Cloud achieves SOC 2 Type II certification", "2024-12-12"),
    ("Acme Cloud partners with Northwind on healthcare data", "2024-11-05"),
]


def newsroom(v: V, items: list[tuple[str, str]]) -> str:
    rows = "".join(f'<li class="PressList_item__{v.cls}"><time dateTime="{d}">{d}</time><a class="PressList_link__{v.cls}" href="/press/{slug(t)}">'
                   f'<h3 class="PressList_title__{v.cls}">{t}</h3></a><p>Press release</p></li>' for t, d in items)
    main = (f'<div class="Newsroom_root__{v.cls}"><h1>Newsroom</h1><p>Press releases and media resources. Press contact: press@acme.test</p>'
            f'<ul class="PressList_root__{v.cls}">{rows}</ul><p class="Newsroom_updated__{v.cls}">Page generated in 0.0{v.clock[-1]}3 seconds</p></div>')
    return shell("Newsroom — Acme Cloud", main, v)


def investors(v: V, items: list[tuple[str, str]], price: str = "$41.27") -> str:
    rows = "".join(f'<tr><td>{d}</td><td><a href="/investors/news/{slug(t)}">{t}</a></td><td><a href="/investors/news/{slug(t)}.pdf">PDF</a></td></tr>'
                   for t, d in items)
    main = (f'<div class="container"><h1>Investor Relations</h1><div class="stock-ticker" data-symbol="ACME">ACME {price} as of {v.clock} EST</div>'
            f'<h2>Latest news</h2><table class="table ir-news"><thead><tr><th>Date</th><th>Title</th><th>Download</th></tr></thead><tbody>{rows}</tbody></table>'
            f'<h2>Contact</h2><p>Investor relations: ir@acme.test</p></div>')
    return shell("Investor Relations | Acme Cloud", main, v, body_cls="ir")


# ============================================================================ docs / changelog / legal / team / products / contact

def docs(v: V, *, extra_section: bool = False, word: str = "hourly") -> str:
    sec = ("<h2 id=\"webhooks\">Webhooks</h2><p>Subscribe to pipeline events with webhooks. Every delivery is signed with an HMAC-SHA256 "
           "signature in the X-Acme-Signature header; verify it before trusting the payload.</p><pre><code>POST /v1/webhooks</code></pre>"
           if extra_section else "")
    main = f"""<div class="docs-layout"><nav class="docs-sidebar" aria-label="Docs"><ul><li><a href="/docs/quickstart">Quickstart</a></li><li><a href="/docs/api">API</a></li><li><a href="/docs/limits">Rate limits</a></li></ul></nav>
<article class="docs-content markdown-body"><nav class="breadcrumbs"><a href="/docs">Docs</a> / API</nav><h1>REST API reference</h1>
<p class="doc-meta">Last updated {v.ago} · {3 + v.testimonial} min read</p>
<p>The Acme Cloud API is organised around REST. All requests use HTTPS and return JSON. Authenticate with a bearer token from your workspace settings.</p>
<h2 id="auth">Authentication</h2><p>Send the token in the Authorization header. Tokens can be scoped to read or write access and rotated at any time.</p>
<pre><code>curl -H "Authorization: Bearer $ACME_TOKEN" https://api.acme.test/v1/pipelines</code></pre>
<h2 id="limits">Rate limits</h2><p>Each workspace may send 600 requests per minute. Usage quotas reset {word}; the response headers show the remaining budget.</p>
{sec}
<div class="feedback-widget">Was this page helpful? <button>Yes</button><button>No</button> <span>{v.views} people found this helpful</span></div></article></div>"""
    return shell("REST API reference — Acme Docs", main, v, body_cls="docs")


RELEASES = [
    ("v2.3.0", "February 24, 2025", ["Column-level lineage for dbt models", "Faster schema inference for Parquet files"]),
    ("v2.2.1", "February 11, 2025", ["Fixed retries for Snowflake connections that time out", "Fixed a display bug in the alert list"]),
    ("v2.2.0", "January 28, 2025", ["Slack alerts with per-channel routing", "New connectors: HubSpot and Zendesk"]),
]


def changelog(v: V, releases: list[tuple[str, str, list[str]]]) -> str:
    entries = "".join(f'<div class="release"><h2 id="{ver}">{ver}</h2><p class="release-date">{d}</p><ul>' + "".join(f"<li>{x}</li>" for x in notes)
                      + "</ul></div>" for ver, d, notes in releases)
    main = f'<div class="prose mx-auto"><h1>Changelog</h1><p>New features, improvements and fixes. Subscribe via <a href="/changelog.rss">RSS</a>.</p>{entries}</div>'
    return shell("Changelog — Acme Cloud", main, v)


CLAUSES = [
    ("1. Acceptance of these Terms", "By creating an account or using the Services you agree to these Terms. If you use the Services on behalf of an organisation, you accept them on its behalf."),
    ("2. Accounts", "You are responsible for all activity under your account and for keeping your credentials confidential. Notify us promptly of any unauthorised use."),
    ("3. Fees and payment", "Paid plans are billed in advance on a monthly or annual basis. Fees are non-refundable except where required by law. We may change fees with 30 days' notice."),
    ("4. Customer Data", "You retain all rights in Customer Data. You grant us a limited licence to host, copy and process Customer Data only as needed to provide the Services."),
    ("5. Acceptable use", "You will not use the Services to break the law, infringe the rights of others, distribute malware or attempt to gain unauthorised access to any system."),
    ("6. Termination", "Either party may terminate for material breach not cured within 30 days of written notice. On termination you may export Customer Data for 30 days."),
    ("7. Limitation of liability", "Except for breaches of confidentiality, each party's total liability is limited to the fees paid in the twelve months before the claim."),
    ("8. Governing law", "These Terms are governed by the laws of Ireland, and the courts of Dublin have exclusive jurisdiction."),
]


def legal(v: V, clauses: list[tuple[str, str]]) -> str:
    body = "".join(f'<section class="legal-section"><h2>{h}</h2><p>{t}</p></section>' for h, t in clauses)
    main = (f'<article class="legal prose"><h1>Terms of Service</h1><p class="last-updated">Last updated: {v.updated}</p>'
            f"<p>These Terms of Service (the “Terms”) govern your use of the websites, products and services of Acme Cloud, Inc. (“Acme”, “we”).</p>"
            f'{body}<p>Questions about these Terms? Write to legal@acme.test.</p></article>')
    return shell("Terms of Service — Acme Cloud", main, v)


PEOPLE = [
    ("Dana Whitfield", "Chief Executive Officer & Co-founder"), ("Rahul Mehta", "Chief Technology Officer & Co-founder"),
    ("Sofia Lindqvist", "VP Engineering"), ("James Okafor", "Head of Design"), ("Mei Tanaka", "Staff Engineer"),
    ("Lucas Moreau", "Product Manager"),
]


def team(v: V, people: list[tuple[str, str]]) -> str:
    cards = "".join(f'<li class="team-card"><img src="/img/team/{slug(n)}.jpg" alt="{n}" loading="lazy"><h3 class="team-card__name">{n}</h3>'
                    f'<p class="team-card__role">{r}</p><a href="https://www.linkedin.com/in/{slug(n)}" aria-label="LinkedIn profile of {n}">in</a></li>'
                    for n, r in people)
    main = (f'<section class="about"><h1>Meet the team</h1><p>We are engineers, designers and operators who have built data tools at '
            f'Spotify, Shopify and CERN.</p><ul class="team-grid">{cards}</ul></section>{testimonial(v)}')
    return shell("Our team — Acme Cloud", main, v)


PRODUCTS = [
    ("Acme Pipelines", "Managed ELT with 300+ connectors and automatic schema evolution."),
    ("Acme Observe", "Freshness, volume and schema monitors for every table in your warehouse."),
    ("Acme Govern", "Column-level access policies, masking and audit trails."),
]


def products(v: V, prods: list[tuple[str, str]]) -> str:
    cards = "".join(f'<div class="product-tile"><h2><a href="/products/{slug(n)}">{n}</a></h2><p>{d}</p><a class="btn btn-link" href="/products/{slug(n)}">Learn more</a></div>'
                    for n, d in prods)
    main = f'<div class="products-page"><h1>Products</h1><p>One platform, three products. Use them together or on their own.</p><div class="product-grid">{cards}</div></div>'
    return shell("Products — Acme Cloud", main, v)


OFFICES = [("Berlin", "Rosenthaler Str. 40, 10178 Berlin, Germany"), ("London", "71 Kingsway, London WC2B 6ST, United Kingdom")]


def contact(v: V, offices: list[tuple[str, str]]) -> str:
    cards = "".join(f'<div class="office"><h3>{c}</h3><address>Acme Cloud<br>{a}</address></div>' for c, a in offices)
    main = (f'<div class="contact"><h1>Contact us</h1><p>Sales: sales@acme.test · Support: support@acme.test · Phone: +49 30 1234 5678</p>'
            f'<form method="post" action="/contact"><input type="hidden" name="_token" value="{v.csrf}"><label>Name <input name="name"></label>'
            f'<label>Message <textarea name="msg"></textarea></label><button>Send</button></form><h2>Our offices</h2><div class="offices">{cards}</div></div>')
    return shell("Contact — Acme Cloud", main, v)


# ============================================================================ status

def status_page(v: V, comps: dict[str, str], incidents: list[tuple[str, str, str, str]]) -> str:
    overall = "All Systems Operational" if not incidents else "Partial System Outage"
    crow = "".join(f'<div class="component-container border-color"><div class="component-inner-container status-{slug(s)}" data-component-id="{slug(n)}">'
                   f'<span class="name">{n}</span><span class="component-status">{s}</span></div></div>' for n, s in comps.items())
    inc = "".join(f'<div class="unresolved-incident impact-{imp}" data-incident-id="{iid}"><div class="incident-title"><a href="/incidents/{iid}">{name}</a></div>'
                  f'<div class="updates"><strong>{st}</strong> - We are investigating elevated error rates. <small>Posted {v.ago}. Mar 9, {v.clock} UTC</small></div></div>'
                  for iid, name, st, imp in incidents)
    body = (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Acme Cloud Status</title><meta name="csrf-token" content="{v.csrf}">'
            f'<script nonce="{v.nonce}">window.pageColorData={{"green":"#2FCC66"}};window.refresh="{v.build}";</script></head>'
            f'<body class="status index"><div class="layout-content status"><div class="page-status"><span class="status font-large">{overall}</span>'
            f'<span class="last-updated-stamp">Refreshed {v.ago}</span></div><div class="unresolved-incidents">{inc}</div>'
            f'<div class="components-section"><div class="components-container">{crow}</div></div>'
            f'<div class="incidents-list"><h2>Past Incidents</h2><p>No incidents reported in the last 7 days.</p></div>'
            f'<div class="page-footer"><a href="https://www.atlassian.com/software/statuspage">Powered by Atlassian Statuspage</a></div></div></body></html>\n')
    return body


COMPS = {"API": "Operational", "Dashboard": "Operational", "Pipelines": "Operational", "Webhooks": "Operational"}


def status_json(v: V, comps: dict[str, str], incidents: list[tuple[str, str, str, str]]) -> str:
    indicator = "none" if not incidents else ("critical" if any(i[3] == "critical" for i in incidents) else "major")
    doc = {
        "page": {"id": "kctbh9vrtdwd", "name": "Acme Cloud", "url": "https://status.acme.test", "time_zone": "Etc/UTC",
                 "updated_at": f"2025-03-09T{v.clock}:11.123Z"},
        "components": [{"id": f"c{i}", "name": n, "status": s.lower().replace(" ", "_"), "created_at": "2021-01-01T00:00:00Z",
                        "updated_at": f"2025-03-09T{v.clock}:00Z", "position": i, "description": None, "showcase": True, "group_id": None,
                        "page_id": "kctbh9vrtdwd", "group": False, "only_show_if_degraded": False} for i, (n, s) in enumerate(comps.items())],
        "incidents": [{"id": iid, "name": name, "status": st, "impact": imp, "created_at": "2025-03-09T09:58:00Z",
                       "updated_at": f"2025-03-09T{v.clock}:00Z", "started_at": "2025-03-09T09:58:00Z", "shortlink": f"https://stspg.io/{iid[:5]}",
                       "incident_updates": [{"id": "u1", "status": st, "body": "We are investigating.", "created_at": "2025-03-09T09:58:00Z"}]}
                      for iid, name, st, imp in incidents],
        "scheduled_maintenances": [],
        "status": {"indicator": indicator, "description": "All Systems Operational" if not incidents else "Partial System Outage"},
    }
    return json.dumps(doc, indent=1) + "\n"


def greenhouse(v: V, jobs: list[tuple[str, str, str, str]]) -> str:
    out = [{"id": 4000100 + i, "internal_job_id": 900 + i, "title": t, "location": {"name": loc},
            "absolute_url": f"https://boards.greenhouse.io/acme/jobs/{4000100 + i}",
            "updated_at": f"2025-03-0{1 + (i + v.testimonial) % 9}T10:00:00-05:00", "requisition_id": f"R-{100 + i}",
            "metadata": None, "departments": [{"id": 1, "name": d}], "first_published": "2025-01-10T10:00:00-05:00"}
           for i, (d, t, loc, _) in enumerate(jobs)]
    return json.dumps({"jobs": out, "meta": {"total": len(out)}}, indent=1) + "\n"


def rss(v: V, items: list[tuple[str, str, str]]) -> str:
    its = "".join(f"<item><title>{t}</title><link>https://acme.test/blog/{slug(t)}/</link><guid isPermaLink=\"false\">acme-{slug(t)}</guid>"
                  f"<pubDate>{d}</pubDate><description><![CDATA[<p>{t}.</p>]]></description></item>" for t, d, _ in items)
    return (f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>'
            f"<title>Acme Cloud Blog</title><link>https://acme.test/blog/</link><description>News</description>"
            f"<lastBuildDate>Sun, 09 Mar 2025 {v.clock}:00 +0000</lastBuildDate><generator>WordPress 6.4</generator>{its}</channel></rss>\n")


# ============================================================================ the cases

A = V()
B = NOISE_B


@dataclass
class Case:
    name: str
    surface: str
    url: str
    old: str
    new: str
    outcome: str
    significance: str | None = None
    kinds: list[str] = field(default_factory=list)
    #: delta key → substrings that must appear in it
    delta: dict[str, list[str]] = field(default_factory=dict)
    ext: str = "html"
    content_type: str = "text/html; charset=utf-8"


def cases() -> list[Case]:
    c: list[Case] = []
    U = "https://acme.test"
    # homepage
    c.append(Case("homepage_noise", "homepage", U + "/", home(A), home(B), "noise"))
    c.append(Case("homepage_unchanged", "homepage", U + "/", home(A), home(A, cls_suffix=" md:pl-20").replace("  ", " "), "unchanged"))
    c.append(Case("homepage_minor_typo", "homepage", U + "/", home(A, typo=True), home(B), "changed", "minor", ["content_changed"]))
    c.append(Case("homepage_meaningful_feature", "homepage", U + "/", home(A), home(B, features=FEATURES + [
        ("Reverse ETL", "Sync modelled data back to Salesforce, HubSpot and Zendesk on a schedule or in real time.")]),
        "changed", "meaningful", ["content_changed"], {"blocks_added": ["Reverse ETL"]}))
    c.append(Case("homepage_major_repositioning", "homepage", U + "/", home(A), home(
        B, h1="AI agents that run your data operations", sub="Acme Autopilot watches every pipeline, fixes failures before "
        "anyone notices and writes the post-mortem for you.", features=[
            ("Autopilot", "Agents that triage failed runs, open pull requests and verify the fix in staging."),
            ("Copilot for SQL", "Write, review and optimise warehouse queries in plain English with guardrails."),
            ("Cost guard", "Forecast warehouse spend and automatically pause runaway jobs before the bill arrives."),
            ("Incident memory", "Every incident and fix becomes searchable knowledge for the next on-call engineer.")]),
        "changed", "major", ["content_changed"]))
    # careers
    jobs = JOBS
    c.append(Case("careers_noise", "careers", U + "/careers", careers(A, jobs), careers(B, jobs, cls=B.cls), "noise"))
    c.append(Case("careers_unchanged", "careers", U + "/careers", careers(A, jobs), careers(A, jobs, cls="Ab12"), "unchanged"))
    c.append(Case("careers_minor_perk", "careers", U + "/careers", careers(A, jobs), careers(B, jobs, vacation="32 days"),
                  "changed", "minor", ["content_changed"]))
    c.append(Case("careers_meaningful_job_added", "careers", U + "/careers", careers(A, jobs), careers(B, jobs + NEW_JOBS[:1]),
                  "changed", "meaningful", ["jobs_added"], {"jobs_added": ["Machine Learning Engineer"]}))
    c.append(Case("careers_meaningful_job_removed", "careers", U + "/careers", careers(A, jobs),
                  careers(B, [j for j in jobs if j[1] != "Finance Manager"]), "changed", "meaningful", ["jobs_removed"],
                  {"jobs_removed": ["Finance Manager"]}))
    c.append(Case("careers_major_hiring_spree", "careers", U + "/careers", careers(A, jobs), careers(B, jobs + NEW_JOBS),
                  "changed", "major", ["jobs_added"], {"jobs_added": ["Security Engineer", "Partner Manager, EMEA"]}))
    c.append(Case("careers_critical_freeze", "careers", U + "/careers", careers(A, jobs), careers(B, jobs[:2]),
                  "changed", "critical", ["jobs_removed"], {"jobs_removed": ["Finance Manager", "Solutions Engineer"]}))
    # pricing
    c.append(Case("pricing_noise", "pricing", U + "/pricing", pricing(A), pricing(B), "noise"))
    c.append(Case("pricing_minor_faq_typo", "pricing", U + "/pricing", pricing(A, faq_typo=True), pricing(B), "changed", "minor"))
    plans_feat = [(n, p, note, f + (["Priority email support"] if n == "Team" else [])) for n, p, note, f in PLANS]
    c.append(Case("pricing_meaningful_feature", "pricing", U + "/pricing", pricing(A), pricing(B, plans_feat), "changed", "meaningful",
                  ["plan_changed"], {"blocks_added": ["Priority email support"]}))
    plans_new = PLANS[:3] + [("Scale", "$149", "per user / month, billed annually", ["Everything in Business", "Dedicated region", "24/7 phone support"])] + PLANS[3:]
    c.append(Case("pricing_major_plan_added", "pricing", U + "/pricing", pricing(A), pricing(B, plans_new), "changed", "major",
                  ["plan_added"], {"plans_added": ["Scale"]}))
    plans_up = [(n, "$39" if n == "Team" else p, note, f) for n, p, note, f in PLANS]
    c.append(Case("pricing_critical_price_increase", "pricing", U + "/pricing", pricing(A), pricing(B, plans_up), "changed", "critical",
                  ["price_changed"], {"price_changes": ["Team", "$29", "$39"]}))
    c.append(Case("pricing_table_critical", "pricing", "https://beta.test/plans", pricing_table(A), pricing_table(B, scale="€69"),
                  "changed", "critical", ["price_changed"], {"price_changes": ["Scale", "€64", "€69"]}))
    c.append(Case("pricing_table_noise", "pricing", "https://beta.test/plans", pricing_table(A), pricing_table(B), "noise"))
    # blog / feed / newsroom / investors
    c.append(Case("blog_noise", "blog", U + "/blog/", blog(A, POSTS), blog(B, POSTS), "noise"))
    new_post = ("Introducing Acme Autopilot", "2025-03-05", "Product")
    c.append(Case("blog_meaningful_new_post_window", "blog", U + "/blog/", blog(A, POSTS), blog(B, [new_post] + POSTS[:-1]),
                  "changed", "meaningful", ["post_published"], {"items_added": ["Introducing Acme Autopilot"]}))
    acq = ("Acme Cloud acquires Lumen Analytics", "2025-03-06", "Company")
    c.append(Case("blog_major_acquisition", "blog", U + "/blog/", blog(A, POSTS), blog(B, [acq] + POSTS[:-1]), "changed", "major",
                  ["post_published"], {"items_added": ["acquires Lumen"]}))
    rss_items = [(t, f"Wed, {26 - i:02d} Feb 2025 09:00:00 +0000", cat) for i, (t, _, cat) in enumerate(POSTS)]
    c.append(Case("feed_noise", "feed", U + "/feed/", rss(A, rss_items), rss(B, rss_items), "noise", ext="xml",
                  content_type="application/rss+xml"))
    c.append(Case("feed_meaningful_item", "feed", U + "/feed/", rss(A, rss_items),
                  rss(B, [("Introducing Acme Autopilot", "Wed, 05 Mar 2025 09:00:00 +0000", "Product")] + rss_items[:-1]),
                  "changed", "meaningful", ["post_published"], {"items_added": ["Introducing Acme Autopilot"]}, ext="xml",
                  content_type="application/rss+xml"))
    c.append(Case("newsroom_noise", "newsroom", U + "/press", newsroom(A, PRESS), newsroom(B, PRESS), "noise"))
    c.append(Case("newsroom_meaningful_release", "newsroom", U + "/press", newsroom(A, PRESS),
                  newsroom(B, [("Acme Cloud launches in Japan with Tokyo data region", "2025-03-04")] + PRESS), "changed", "meaningful",
                  ["post_published"], {"items_added": ["Tokyo data region"]}))
    c.append(Case("investors_noise", "investors", U + "/investors", investors(A, PRESS), investors(B, PRESS, price="$42.03"), "noise"))
    c.append(Case("investors_meaningful_results", "investors", U + "/investors", investors(A, PRESS),
                  investors(B, [("Acme Cloud reports fourth quarter and fiscal 2024 results", "2025-03-05")] + PRESS), "changed", "meaningful",
                  ["post_published"], {"items_added": ["fourth quarter"]}))
    # docs
    c.append(Case("docs_noise", "docs", U + "/docs/api", docs(A), docs(B), "noise"))
    c.append(Case("docs_minor_word", "docs", U + "/docs/api", docs(A), docs(B, word="daily"), "changed", "minor"))
    c.append(Case("docs_meaningful_section", "docs", U + "/docs/api", docs(A), docs(B, extra_section=True), "changed", "meaningful",
                  ["content_changed"], {"blocks_added": ["Webhooks"]}))
    # changelog
    rel = ("v2.4.0", "March 6, 2025", ["Reverse ETL to Salesforce and HubSpot", "Pipeline run history export to CSV"])
    c.append(Case("changelog_noise", "changelog", U + "/changelog", changelog(A, RELEASES), changelog(B, RELEASES), "noise"))
    c.append(Case("changelog_meaningful_release", "changelog", U + "/changelog", changelog(A, RELEASES), changelog(B, [rel] + RELEASES),
                  "changed", "meaningful", ["post_published"], {"items_added": ["v2.4.0"]}))
    # legal
    c.append(Case("legal_noise_date_only", "legal", U + "/legal/terms", legal(A, CLAUSES), legal(B, CLAUSES), "noise"))
    cl_minor = [(h, t.replace("organisation, you", "organisation you")) for h, t in CLAUSES]
    c.append(Case("legal_minor_punctuation", "legal", U + "/legal/terms", legal(A, CLAUSES), legal(B, cl_minor), "changed", "minor",
                  ["policy_changed"]))
    cl_mean = [(h, t.replace("30 days' notice", "14 days' notice")) for h, t in CLAUSES]
    c.append(Case("legal_meaningful_notice_period", "legal", U + "/legal/terms", legal(A, CLAUSES), legal(B, cl_mean), "changed", "meaningful",
                  ["policy_changed"]))
    cl_major = CLAUSES[:7] + [("8. Arbitration", "Any dispute arising from these Terms will be resolved by binding arbitration under the ICC "
                               "Rules, and you waive any right to participate in a class action or jury trial.")] + \
        [("9. Governing law", CLAUSES[7][1].replace("Ireland", "the State of Delaware").replace("courts of Dublin", "courts of Wilmington"))]
    c.append(Case("legal_major_arbitration", "legal", U + "/legal/terms", legal(A, CLAUSES), legal(B, cl_major), "changed", "major",
                  ["policy_changed"], {"blocks_added": ["Arbitration"]}))
    # team
    c.append(Case("team_noise", "team", U + "/about/team", team(A, PEOPLE), team(B, PEOPLE), "noise"))
    c.append(Case("team_meaningful_new_engineer", "team", U + "/about/team", team(A, PEOPLE), team(B, PEOPLE + [("Aisha Bello", "Senior Data Engineer")]),
                  "changed", "meaningful", ["people_added"], {"blocks_added": ["Aisha Bello"]}))
    c.append(Case("team_major_new_cfo", "team", U + "/about/team", team(A, PEOPLE), team(B, PEOPLE[:2] + [("Grace Kim", "Chief Financial Officer")] + PEOPLE[2:]),
                  "changed", "major", ["people_added"], {"blocks_added": ["Grace Kim"]}))
    # products
    c.append(Case("products_noise", "products", U + "/products", products(A, PRODUCTS), products(B, PRODUCTS), "noise"))
    c.append(Case("products_meaningful_new", "products", U + "/products", products(A, PRODUCTS),
                  products(B, PRODUCTS + [("Acme Activate", "Reverse ETL that syncs modelled data to your business tools.")]),
                  "changed", "meaningful", ["product_added"], {"items_added": ["Acme Activate"]}))
    # contact
    c.append(Case("contact_noise", "contact", U + "/contact", contact(A, OFFICES), contact(B, OFFICES), "noise"))
    c.append(Case("contact_meaningful_office", "contact", U + "/contact", contact(A, OFFICES),
                  contact(B, OFFICES + [("Toronto", "100 King St W, Toronto, ON M5X 1A9, Canada")]), "changed", "meaningful",
                  ["location_added"], {"blocks_added": ["Toronto"]}))
    # status
    inc = [("inc42", "Elevated API error rates", "Investigating", "major")]
    c.append(Case("status_noise", "status", "https://status.acme.test/", status_page(A, COMPS, []), status_page(B, COMPS, []), "noise"))
    comps_out = dict(COMPS, API="Major Outage")
    c.append(Case("status_critical_outage", "status", "https://status.acme.test/", status_page(A, COMPS, []), status_page(B, comps_out, inc),
                  "changed", "critical", ["incident_opened", "component_outage"], {"incidents": ["Elevated API error rates"]}))
    c.append(Case("status_meaningful_resolved", "status", "https://status.acme.test/", status_page(A, comps_out, inc), status_page(B, COMPS, []),
                  "changed", "meaningful", ["incident_resolved", "component_recovered"], {"incidents": ["Elevated API error rates"]}))
    c.append(Case("status_json_noise", "status", "https://status.acme.test/api/v2/summary.json", status_json(A, COMPS, []),
                  status_json(B, COMPS, []), "noise", ext="json", content_type="application/json"))
    crit = [("inc43", "Dashboard unavailable", "investigating", "critical")]
    c.append(Case("status_json_critical", "status", "https://status.acme.test/api/v2/summary.json", status_json(A, COMPS, []),
                  status_json(B, dict(COMPS, Dashboard="Major Outage"), crit), "changed", "critical",
                  ["incident_opened", "component_outage", "status_changed"], {"incidents": ["Dashboard unavailable"]}, ext="json",
                  content_type="application/json"))
    # job board API
    c.append(Case("ats_greenhouse_noise", "jobs_board", "https://boards-api.greenhouse.io/v1/boards/acme/jobs", greenhouse(A, JOBS),
                  greenhouse(B, JOBS), "noise", ext="json", content_type="application/json"))
    c.append(Case("ats_greenhouse_meaningful", "jobs_board", "https://boards-api.greenhouse.io/v1/boards/acme/jobs", greenhouse(A, JOBS),
                  greenhouse(B, JOBS + NEW_JOBS[:1]), "changed", "meaningful", ["jobs_added"], {"jobs_added": ["Machine Learning Engineer"]},
                  ext="json", content_type="application/json"))
    return c


def write() -> None:
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    for case in cases():
        d = OUT / case.name
        d.mkdir()
        (d / f"old.{case.ext}").write_text(case.old, encoding="utf-8")
        (d / f"new.{case.ext}").write_text(case.new, encoding="utf-8")
        exp = {"surface": case.surface, "url": case.url, "content_type": case.content_type, "outcome": case.outcome,
               "significance": case.significance, "kinds": case.kinds, "delta": case.delta}
        (d / "expected.json").write_text(json.dumps(exp, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write()
    print(f"wrote {len(cases())} cases to {OUT}")
