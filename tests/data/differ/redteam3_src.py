"""Source of the third red-team round's page pairs (tests/data/differ/redteam3/*).

Run `python tests/data/differ/redteam3_src.py` to rewrite the files. Each site imitates what its
vendor or framework really serves (Workday, iCIMS, SuccessFactors, BambooHR, JazzHR, Breezy,
Recruitee and Lever careers markup; Next.js/Tailwind, Ghost, Webflow, Squarespace, GitBook-like
docs; OneTrust, Cookiebot, Didomi and Usercentrics consent banners; Cloudflare email protection;
nonces, CSRF tokens and build ids). Every version differs from the previous one by the per-fetch
noise of `V` as well as by the change under test. The expected verdicts are written by hand in
tests/unit/differ/test_redteam3.py, not derived from the differ.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "redteam3"


@dataclass(frozen=True)
class V:
    """The per-fetch noise of one version."""

    nonce: str = "dGhpc0lzTm9uY2UxMjM0"
    csrf: str = "a3f9c2e71b0d4e6f8a9b1c2d3e4f5a6b7c8d9e0f"
    build: str = "k2Jx9QmZp1VbT7sLwE4rN"
    consent_id: str = "7b1d2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d"
    cookies: int = 47
    partners: int = 842
    cfkey: int = 0x5A
    session: str = "0A1B2C3D4E5F60718293A4B5C6D7E8F9"
    hashed: str = "-435752019"
    rid: str = "req_8f3a2c91d4"
    slide: int = 0
    variant: str = "A"
    day: int = 0  # days since the first fetch (relative "posted" ages move with it)
    hours: int = 3


N1 = V(nonce="Zm9vQmFyQmF6UXV4OTg3", csrf="5e0d1c2b3a4f5e6d7c8b9a0f1e2d3c4b5a697887", build="Qp7vR2mXy8LcN0aKd3sHt",
       consent_id="f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0", cookies=49, partners=846, cfkey=0xC3,
       session="FF00EE11DD22CC33BB44AA5599668877", hashed="1180243377", rid="req_1c77e0b2aa", slide=2, variant="B",
       day=1, hours=5)
N2 = V(nonce="cXV1eFdpYmJsZVdvYmJsZQ", csrf="0f9e8d7c6b5a49382716f5e4d3c2b1a098765432", build="Wm3Ld8ZpK1xQv5RtB9nYc",
       consent_id="0a9b8c7d-6e5f-4a3b-9c1d-0e2f3a4b5c6d", cookies=51, partners=851, cfkey=0x17,
       session="1234ABCD5678EF90A1B2C3D4E5F60789", hashed="-99301274", rid="req_77aa01fe3c", slide=1, variant="A",
       day=2, hours=7)


def cfemail(email: str, key: int) -> str:
    """Cloudflare's email-protection encoding: a key byte, then every character XOR the key, in hex."""
    return f"{key:02x}" + "".join(f"{ord(c) ^ key:02x}" for c in email)


def protected_email(email: str, v: V) -> str:
    return (f'<a href="/cdn-cgi/l/email-protection#{cfemail(email, v.cfkey)}"><span class="__cf_email__" '
            f'data-cfemail="{cfemail(email, v.cfkey)}">[email&#160;protected]</span></a>')


def cf_script(v: V) -> str:
    return (f'<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>'
            f'<script defer src="https://static.cloudflareinsights.com/beacon.min.js/vcd15cbe7772f49c399c6a5babf22c1241717689176015" '
            f'integrity="sha512-ZpsOmlRQV6y907TI0dKBHq9Md29nnaEIPlkf84rnaERnq6zvWvPUqr2ft8M1aS28oN72PdrCzSjY4U6VaAw1EQ==" '
            f'data-cf-beacon=\'{{"rayId":"{v.rid[4:]}b2c1f0a9e8d7","version":"2024.11.0","token":"4b1c2d3e5f60718293a4b5c6d7e8f901"}}\' '
            f'crossorigin="anonymous"></script>')


def jsonld(*objs: dict[str, Any]) -> str:
    return "".join(f'<script type="application/ld+json">{json.dumps(o, ensure_ascii=False)}</script>' for o in objs)


def gtm(v: V) -> str:
    return (f'<script nonce="{v.nonce}">(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{"gtm.start":new Date().getTime(),'
            f'event:"gtm.js"}});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;'
            f'j.src="https://www.googletagmanager.com/gtm.js?id="+i;j.setAttribute("nonce","{v.nonce}");'
            f'f.parentNode.insertBefore(j,f);}})(window,document,"script","dataLayer","GTM-K7X2P9Q");</script>')


# ============================================================================ consent banners


def onetrust(v: V, company: str) -> str:
    return f"""<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-hide ot-fade-in"></div>
<div id="onetrust-banner-sdk" class="otFlat ot-iab-2" tabindex="0" role="region" aria-label="Cookie banner"><div role="dialog" aria-label="Privacy">
<div class="ot-sdk-container"><div class="ot-sdk-row"><div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns">
<div class="banner_logo"></div><div id="onetrust-policy"><h2 id="onetrust-policy-title">We value your privacy</h2>
<div id="onetrust-policy-text">{company} and our {v.partners} partners store and access information on your device, such as cookies, and process
personal data such as unique identifiers for personalised ads and content, ad and content measurement and audience research.
<a class="ot-cookie-policy-link" href="/legal/cookies?otreset=true&amp;otgeo=de&amp;oid={v.consent_id[:8]}" aria-label="More information about your privacy, opens in a new tab">Cookie Policy</a></div></div></div>
<div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div id="onetrust-button-group">
<button id="onetrust-pc-btn-handler">Cookies Settings</button><button id="onetrust-reject-all-handler">Reject All</button>
<button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div></div></div></div></div>
<div id="onetrust-pc-sdk" class="otPcCenter ot-hide ot-fade-in" lang="en" aria-label="Preference center" role="region">
<div class="ot-pc-header"><div class="ot-pc-logo" role="img" aria-label="Company Logo"></div></div>
<div id="ot-pc-content" class="ot-pc-scrollbar"><h2 id="ot-pc-title">Privacy Preference Center</h2>
<div id="ot-pc-desc">When you visit any website, it may store or retrieve information on your browser, mostly in the form of cookies.</div>
<div class="ot-sdk-row ot-cat-grp"><h3 id="ot-category-title">Manage Consent Preferences</h3>
<div class="ot-accordion-layout ot-cat-item" data-optanongroupid="C0002"><h4 class="ot-cat-header">Performance Cookies ({v.cookies - 31})</h4></div>
<div class="ot-accordion-layout ot-cat-item" data-optanongroupid="C0004"><h4 class="ot-cat-header">Targeting Cookies ({v.cookies - 12})</h4></div>
</div><div class="ot-pc-footer"><div class="ot-pc-footer-logo"><a href="https://www.onetrust.com/products/cookie-consent/" target="_blank" rel="noopener noreferrer">Powered by Onetrust</a></div>
<p class="ot-consent-id">Consent ID: {v.consent_id}</p></div></div></div></div>"""


def cookiebot(v: V) -> str:
    return f"""<div id="CybotCookiebotDialog" name="CybotCookiebotDialog" role="dialog" aria-modal="true" aria-labelledby="CybotCookiebotDialogBodyContentTitle"
data-template="popup" lang="en" class="CybotCookiebotDialogContentWrapper CybotEdge CybotMultilevel" style="display: flex;">
<div class="CybotCookiebotDialogContentWrapper"><div id="CybotCookiebotDialogNav" role="tablist">
<a id="CybotCookiebotDialogNavDeclaration" class="CybotCookiebotDialogNavItemLink" href="#" role="tab">Details</a>
<a id="CybotCookiebotDialogNavAbout" class="CybotCookiebotDialogNavItemLink" href="#" role="tab">About</a></div>
<div id="CybotCookiebotDialogTabContent"><div id="CybotCookiebotDialogBody"><h2 id="CybotCookiebotDialogBodyContentTitle">This website uses cookies</h2>
<div id="CybotCookiebotDialogBodyContentText">We use cookies to personalise content and ads, to provide social media features and to analyse our traffic.
We also share information about your use of our site with our social media, advertising and analytics partners.</div></div>
<div id="CybotCookiebotDialogDetailBody"><div class="CybotCookiebotDialogDetailBodyContentCookieContainerTypes">
<label for="CybotCookiebotDialogDetailBodyContentCookieContainerStatistics">Statistics <span class="CybotCookiebotDialogDetailBulkConsentCount">{v.cookies - 30}</span></label>
<label for="CybotCookiebotDialogDetailBodyContentCookieContainerAdvertising">Marketing <span class="CybotCookiebotDialogDetailBulkConsentCount">{v.cookies - 8}</span></label></div>
<div id="CybotCookiebotDialogDetailFooter">Cookie declaration last updated on {3 + v.day}.3.2025 by <a href="https://www.cookiebot.com" target="_blank" rel="noopener">Cookiebot</a></div></div>
<div id="CybotCookiebotDialogDetailBodyContentTextAbout">Your consent applies to the following domains. Consent ID: {v.consent_id}
<br>Consent date: {"Tuesday" if v.day % 2 == 0 else "Wednesday"}, March {4 + v.day}, 2025, {9 + v.hours}:{17 + v.day * 3} (GMT+1)</div></div>
<div id="CybotCookiebotDialogFooter"><button id="CybotCookiebotDialogBodyButtonDecline" class="CybotCookiebotDialogBodyButton">Deny</button>
<button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowallSelection" class="CybotCookiebotDialogBodyButton">Allow selection</button>
<button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll" class="CybotCookiebotDialogBodyButton">Allow all</button></div></div></div>"""


def didomi(v: V) -> str:
    return f"""<div id="didomi-host" data-nosnippet="true"><div class="didomi-popup-backdrop didomi-notice-popup didomi-popup__backdrop">
<div class="didomi-popup-container didomi-popup-notice didomi-popup-notice-with-data-processing" role="dialog" aria-labelledby="didomi-notice-title">
<div class="didomi-popup__dialog"><div id="didomi-notice-title" class="didomi-popup-notice-logo-container"></div>
<div class="didomi-popup-notice-text" id="didomi-notice-text"><p><strong>We and our {v.partners} partners process your data</strong></p>
<p>We and our partners store and/or access information on a device, such as unique IDs in cookies to process personal data.
You may accept or manage your choices by clicking below, including your right to object where legitimate interest is used.</p>
<p class="didomi-notice-vendors">View our <a href="javascript:Didomi.preferences.show('vendors')" class="didomi-no-link-style">{v.partners} partners</a></p></div>
<div class="didomi-popup-notice-buttons"><button id="didomi-notice-disagree-button" class="didomi-components-button didomi-button didomi-disagree-button">Disagree and close</button>
<button id="didomi-notice-learn-more-button" class="didomi-components-button didomi-button didomi-button-standard">Learn More →</button>
<button id="didomi-notice-agree-button" class="didomi-components-button didomi-button didomi-button-highlight">Agree and close</button></div></div></div></div></div>"""


def usercentrics(v: V) -> str:
    return f"""<div id="usercentrics-root" data-created-at="{1741100000 + v.day * 86400 + v.hours * 3600}"></div>
<aside id="uc-banner" class="uc-banner-content" data-testid="uc-default-banner" role="dialog" aria-label="Privacy settings" data-session="{v.session[:12]}">
<h2 id="uc-privacy-title">Privacy Settings</h2><div id="uc-privacy-description">This site uses third-party website tracking technologies to provide and continually
improve our services, and to display advertisements according to users' interests. I agree and may revoke or change my consent at any time with effect for the future.</div>
<div class="uc-links"><a href="/privacy">Privacy Policy</a> | <a href="/imprint">Imprint</a></div>
<div class="uc-buttons"><button data-testid="uc-more-button">More Information</button><button data-testid="uc-deny-all-button">Deny</button><button data-testid="uc-accept-all-button">Accept All</button></div>
<p class="uc-powered">Powered by Usercentrics Consent Management · Settings ID: {v.consent_id[:8]}</p></aside>"""


# ============================================================================ shared shells


def next_head(title: str, v: V, *, desc: str = "", ld: str = "", extra: str = "") -> str:
    return f"""<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{title}</title><meta name="description" content="{desc or title}"/><meta property="og:title" content="{title}"/>
<meta name="next-head-count" content="8"/><meta name="csrf-token" content="{v.csrf}"/>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/css/{v.build[:8].lower()}.css" data-precedence="next"/>
<style nonce="{v.nonce}" data-emotion="css-global {v.build[2:8].lower()}">:root{{--header-h:64px}}.css-{v.build[3:9].lower()}{{display:flex}}</style>
{ld}{gtm(v)}
<script src="/_next/static/chunks/webpack-{v.build[5:13].lower()}.js" defer="" nonce="{v.nonce}"></script>
<script src="/_next/static/{v.build}/_buildManifest.js" defer="" nonce="{v.nonce}"></script>
<script src="/_next/static/{v.build}/_ssgManifest.js" defer="" nonce="{v.nonce}"></script>{extra}</head>"""


def next_data(v: V, page: str, props: dict[str, Any]) -> str:
    data = {"props": {"pageProps": props, "__N_SSG": True}, "page": page, "query": {}, "buildId": v.build,
            "runtimeConfig": {"requestId": v.rid, "csrf": v.csrf}, "isFallback": False, "gsp": True,
            "locale": "en", "locales": ["en", "de", "fr"], "scriptLoader": []}
    return f'<script id="__NEXT_DATA__" type="application/json" nonce="{v.nonce}">{json.dumps(data)}</script>'


def tw_header(brand: str, links: list[tuple[str, str]], cta: str = "Start free trial") -> str:
    items = "".join(f'<a href="{h}" class="text-sm font-medium text-slate-700 hover:text-slate-900">{t}</a>' for t, h in links)
    return f"""<header class="sticky top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/60">
<div class="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"><a href="/" class="flex items-center gap-2" aria-label="{brand} home">
<span class="text-lg font-semibold tracking-tight">{brand}</span></a><nav class="hidden md:flex md:gap-x-8" aria-label="Main">{items}</nav>
<div class="flex items-center gap-3"><a href="/login" class="text-sm font-medium">Sign in</a>
<a href="/signup" class="inline-flex items-center rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white">{cta}</a></div></div></header>"""


def tw_footer(brand: str, year: int = 2025, extra: str = "") -> str:
    return f"""<footer class="border-t border-slate-200 bg-slate-50" aria-labelledby="footer-heading"><h2 id="footer-heading" class="sr-only">Footer</h2>
<div class="mx-auto max-w-7xl px-6 py-12 lg:px-8"><div class="grid grid-cols-2 gap-8 md:grid-cols-4">
<div><h3 class="text-sm font-semibold text-slate-900">Product</h3><ul role="list" class="mt-4 space-y-3"><li><a href="/features">Features</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/changelog">Changelog</a></li><li><a href="/docs">Docs</a></li></ul></div>
<div><h3 class="text-sm font-semibold text-slate-900">Company</h3><ul role="list" class="mt-4 space-y-3"><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/blog">Blog</a></li><li><a href="/press">Press</a></li></ul></div>
<div><h3 class="text-sm font-semibold text-slate-900">Legal</h3><ul role="list" class="mt-4 space-y-3"><li><a href="/legal/privacy">Privacy</a></li><li><a href="/legal/terms">Terms</a></li><li><a href="/legal/dpa">DPA</a></li><li><button type="button" class="ot-sdk-show-settings">Cookie settings</button></li></ul></div>
<div><h3 class="text-sm font-semibold text-slate-900">Follow us</h3><ul role="list" class="mt-4 space-y-3"><li><a href="https://x.com/{brand.lower()}">X</a></li><li><a href="https://www.linkedin.com/company/{brand.lower()}">LinkedIn</a></li><li><a href="https://github.com/{brand.lower()}">GitHub</a></li></ul></div>
</div>{extra}<p class="mt-10 border-t border-slate-200 pt-8 text-xs text-slate-500">&copy; {year} {brand}, Inc. All rights reserved.</p></div></footer>"""


def next_page(title: str, brand: str, main: str, v: V, *, page: str = "/", props: dict[str, Any] | None = None,
              ld: str = "", cmp: str = "", footer_extra: str = "", cta: str = "Start free trial") -> str:
    nav = [("Product", "/product"), ("Pricing", "/pricing"), ("Customers", "/customers"), ("Docs", "/docs"), ("Blog", "/blog")]
    return (f'<!DOCTYPE html><html lang="en" class="scroll-smooth antialiased">{next_head(title, v, ld=ld)}'
            f'<body class="min-h-screen bg-white font-sans text-slate-900"><div id="__next">'
            f'<a href="#content" class="sr-only focus:not-sr-only">Skip to content</a>{tw_header(brand, nav, cta)}'
            f'<main id="content" class="relative">{main}</main>{tw_footer(brand, extra=footer_extra)}</div>{cmp}'
            f'{next_data(v, page, props or {})}<script nonce="{v.nonce}">self.__next_f=self.__next_f||[];'
            f'self.__next_f.push([1,"{v.rid}:{v.build}"])</script></body></html>\n')


# ============================================================================ careers: Workday

WD_JOBS = [
    ("Senior Software Engineer, Routing Platform", "Berlin, Germany", "R-10234", 0),
    ("Data Scientist, Demand Forecasting", "Amsterdam, Netherlands", "R-10229", 1),
    ("Warehouse Operations Manager", "Rotterdam, Netherlands", "R-10211", 3),
    ("Product Manager, Carrier Integrations", "Berlin, Germany", "R-10208", 4),
    ("Fleet Safety Specialist", "Hamburg, Germany", "R-10197", 6),
    ("Senior Accountant", "Dublin, Ireland", "R-10190", 8),
    ("Customer Operations Team Lead", "Lisbon, Portugal", "R-10185", 9),
    ("Site Reliability Engineer", "Remote - Germany", "R-10172", 12),
    ("HR Business Partner", "Berlin, Germany", "R-10166", 15),
    ("Solutions Architect", "London, United Kingdom", "R-10158", 21),
    ("Procurement Analyst", "Warsaw, Poland", "R-10150", 27),
    ("Key Account Manager, Retail", "Munich, Germany", "R-10139", 40),
]


def wd_posted(days: int, lang: str = "en") -> str:
    if lang == "de":
        return ("Heute ausgeschrieben" if days == 0 else "Gestern ausgeschrieben" if days == 1 else
                "Vor mehr als 30 Tagen ausgeschrieben" if days >= 30 else f"Vor {days} Tagen ausgeschrieben")
    if lang == "fr":
        return ("Publié aujourd'hui" if days == 0 else "Publié hier" if days == 1 else
                "Publié il y a plus de 30 jours" if days >= 30 else f"Publié il y a {days} jours")
    if days == 0:
        return "Posted Today"
    if days == 1:
        return "Posted Yesterday"
    if days >= 30:
        return "Posted 30+ Days Ago"
    return f"Posted {days} Days Ago"


def workday(v: V, jobs: list[tuple[str, str, str, int]], total: int = 0, lang: str = "en") -> str:
    """`total`: the jobs of the whole search when `jobs` is its first page (Workday pages with buttons)."""
    items = "".join(
        f'<li class="css-1q2dra3"><div class="css-qiqmbt"><div class="css-b3pn3b"><div class="css-b3pn3b"><h3>'
        f'<a data-automation-id="jobTitle" class="css-19uc56f" href="/en-US/Northwind_External/job/{loc.split(",")[0].replace(" ", "-")}/'
        f'{t.replace(",", "").replace(" ", "-")}_{rid}">{t}</a></h3></div></div></div>'
        f'<div class="css-zoser8" data-automation-id="locations"><dl><dt class="css-y8qsrx">locations</dt><dd class="css-129m7dg">{loc}</dd></dl></div>'
        f'<div class="css-zoser8" data-automation-id="postedOn"><dl><dt class="css-y8qsrx">posted on</dt><dd class="css-129m7dg">{wd_posted(d + v.day, lang)}</dd></dl></div>'
        f'<ul data-automation-id="subtitle" class="css-14a0imc"><li class="css-h2nt8k">{rid}</li></ul></li>'
        for t, loc, rid, d in jobs)
    pages = -(-(total or len(jobs)) // max(1, len(jobs)))
    current = ' aria-current="page"'
    buttons = "".join(f'<li><button aria-label="page {i}"{current if i == 1 else ""} class="css-1dz4xk0">{i}</button></li>'
                      for i in range(1, pages + 1))
    next_button = ('<button data-uxi-widget-type="stepToNextButton" aria-label="next" class="css-1yjh6gz">'
                   '<svg class="wd-icon-chevron-right-small" aria-hidden="true"></svg></button>') if pages > 1 else ""
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>Careers at Northwind Logistics</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="index, follow">
<link rel="stylesheet" href="https://wd5.myworkdaysite.com/wday/asset/candidate-experience/cx-{v.build[:10].lower()}.css">
<script nonce="{v.nonce}">window.workday={{clientOrigin:"https://northwind.wd5.myworkdayjobs.com",tenant:"northwind",siteId:"Northwind_External",
token:"{v.csrf}",sessionSecureToken:"{v.session}",requestId:"{v.rid}",locale:"en-US"}};</script>
<script src="https://wd5.myworkdaysite.com/wday/asset/uic-candidate-experience/candidate-experience.min.js?v={v.build[:6]}" nonce="{v.nonce}"></script></head>
<body class="css-1r9jb3p"><div id="root"><div data-automation-id="headerContainer" class="css-1p2aeh9"><header class="css-1bxqc6m" role="banner">
<a href="https://www.northwind-logistics.com" class="css-1lz5b3n" aria-label="Northwind Logistics"><img src="/Northwind_External/assets/logo" alt="Northwind Logistics"></a>
<nav aria-label="utility navigation" class="css-1v5jd8w"><button data-automation-id="utilityButtonSignIn" class="css-1yjh6gz">Sign In</button>
<button data-automation-id="languagePicker" class="css-1yjh6gz">English</button></nav></header></div>
<main class="css-1y5n2pt" data-automation-id="mainContent"><section data-automation-id="jobSearchBanner" class="css-vxn5dn">
<h1 class="css-1qz3r0b">Join Northwind Logistics</h1><p class="css-o5ppr6">Move Europe's goods smarter. Explore open roles across our hubs and offices.</p></section>
<section data-automation-id="jobResults" class="css-8j5iuw"><div class="css-1ovg8vp"><p data-automation-id="jobFoundText" class="css-12psxof">{total or len(jobs)} JOBS FOUND</p>
<div data-automation-id="sortBy" class="css-1fe6xbj">Sort by: <span>Most recent</span></div></div>
<ul role="list" aria-label="Page 1 of {pages}" class="css-8j5iuw">{items}</ul>
<nav aria-label="pagination" class="css-3z7fsk"><ol class="css-1xwe5n9">{buttons}</ol>{next_button}</nav></section></main>
<footer data-automation-id="footerContainer" class="css-1jbzy10"><ul class="css-1fxb2e6"><li><a href="https://www.northwind-logistics.com/privacy">Privacy</a></li>
<li><a href="https://www.northwind-logistics.com/accessibility">Accessibility</a></li></ul>
<p class="css-10jc0nf">© 2025 Workday, Inc. All rights reserved.</p><p data-automation-id="wdVersion" class="css-10jc0nf">2025.10.{7 + v.day}.{2000 + v.hours}</p></footer></div>
<div id="wd-consent" data-automation-id="cookieBanner" class="css-wjqskx" role="dialog"><p>This website uses cookies to enhance the user experience.</p>
<button data-automation-id="legalNoticeAcceptButton">Accept Cookies</button><button data-automation-id="legalNoticeDeclineButton">Decline</button></div></body></html>
"""


# ============================================================================ careers: iCIMS

IC_JOBS = [
    ("4512", "Senior Credit Analyst", "US-TX-Austin", "Commercial Banking", "3/3/2025"),
    ("4508", "Branch Manager", "US-OH-Columbus", "Retail Banking", "3/1/2025"),
    ("4499", "Mortgage Loan Officer", "US-OH-Cleveland", "Lending", "2/27/2025"),
    ("4493", "IT Security Engineer", "US-TX-Dallas", "Technology", "2/26/2025"),
    ("4487", "Compliance Analyst II", "US-OH-Columbus", "Risk & Compliance", "2/24/2025"),
    ("4480", "Teller (Part-Time)", "US-KY-Louisville", "Retail Banking", "2/21/2025"),
    ("4471", "Treasury Management Officer", "US-TX-Houston", "Commercial Banking", "2/19/2025"),
    ("4466", "Data Engineer", "US-Remote", "Technology", "2/18/2025"),
    ("4459", "Fraud Investigator", "US-OH-Columbus", "Risk & Compliance", "2/13/2025"),
    ("4452", "Wealth Advisor", "US-IN-Indianapolis", "Wealth Management", "2/10/2025"),
]


def icims(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    def slug(t: str) -> str:
        return "".join(c if c.isalnum() else "-" for c in t.lower()).strip("-").replace("--", "-")

    rows = "".join(
        f'<li class="row"><div class="col-xs-12 title"><a href="https://careers-harborbank.icims.com/jobs/{jid}/{slug(t)}/job?in_iframe=1&amp;hashed={v.hashed}" '
        f'class="iCIMS_Anchor" title="{jid} - {t}"><span class="sr-only field-label">Title</span><h3>{t}</h3></a></div>'
        f'<div class="col-xs-6 header left"><span class="sr-only field-label">Location</span><span>{loc}</span></div>'
        f'<div class="col-xs-6 header right"><span class="sr-only field-label">ID</span><span>{jid}</span></div>'
        f'<div class="col-xs-12 additionalFields"><dl class="iCIMS_JobHeaderGroup"><div class="iCIMS_JobHeaderTag">'
        f'<dt class="iCIMS_JobHeaderField">Category</dt><dd class="iCIMS_JobHeaderData"><span>{dept}</span></dd></div>'
        f'<div class="iCIMS_JobHeaderTag"><dt class="iCIMS_JobHeaderField">Posted Date</dt><dd class="iCIMS_JobHeaderData">'
        f'<span title="{posted} 9:14 AM">{posted}</span></dd></div></dl></div></li>'
        for jid, t, loc, dept, posted in jobs)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Search Jobs | Harbor Bank Careers</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" type="text/css" href="https://careers-harborbank.icims.com/icims2/servlet/icims2?module=AppInert&amp;action=download&amp;id=40012&amp;hashed={v.hashed}">
<script type="text/javascript" nonce="{v.nonce}">var icimsDataLayer = {{"portalId":"1","jsessionid":"{v.session}","csrf":"{v.csrf}"}};</script></head>
<body class="iCIMS_MainWrapper iCIMS_ListingsPage"><div class="iCIMS_Header"><div class="iCIMS_Logo"><img src="/icims2/servlet/icims2?module=AppInert&amp;action=download&amp;id=39978" alt="Harbor Bank"></div>
<ul class="iCIMS_Navigation"><li><a href="https://careers-harborbank.icims.com/jobs/intro;jsessionid={v.session}?in_iframe=1">Welcome Page</a></li>
<li><a href="https://careers-harborbank.icims.com/jobs/login;jsessionid={v.session}?in_iframe=1">Log in / Create Profile</a></li></ul></div>
<div class="container-fluid iCIMS_JobsTable" role="main"><h1 class="iCIMS_Header_Text">Current Openings</h1>
<div class="iCIMS_JobListingRow iCIMS_Paging"><p>Showing {len(jobs)} of {len(jobs)} results</p></div>
<form class="iCIMS_SearchForm" action="https://careers-harborbank.icims.com/jobs/search?ss=1&amp;in_iframe=1" method="get">
<input type="hidden" name="hashed" value="{v.hashed}"><input type="hidden" name="csrf" value="{v.csrf}"><label>Keyword <input type="text" name="searchKeyword"></label>
<button type="submit" class="iCIMS_Button">Search</button></form>
<ul class="iCIMS_JobsTable_List">{rows}</ul></div>
<div class="iCIMS_Footer"><p>Harbor Bank is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race,
color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.</p>
<p><a href="https://www.icims.com/?utm_source=careers&amp;s={v.session[:6]}">Applicant Tracking Software</a> powered by iCIMS</p></div>
<script type="text/javascript" nonce="{v.nonce}">iCIMS_resize("{v.session}", {880 + v.hours});</script></body></html>
"""


# ============================================================================ jobs board: SuccessFactors (page 1 of a dated list)

SF_JOBS = [
    ("Registered Nurse - ICU (Nights)", "Boston, MA, US, 02114", "1098765442", "Mar 7, 2025"),
    ("Medical Assistant", "Cambridge, MA, US, 02139", "1098765431", "Mar 6, 2025"),
    ("Pharmacy Technician", "Quincy, MA, US, 02169", "1098765427", "Mar 6, 2025"),
    ("Clinical Nurse Educator", "Boston, MA, US, 02114", "1098765415", "Mar 5, 2025"),
    ("Patient Access Representative", "Worcester, MA, US, 01608", "1098765409", "Mar 5, 2025"),
    ("Respiratory Therapist", "Boston, MA, US, 02115", "1098765398", "Mar 4, 2025"),
    ("Physical Therapist - Outpatient", "Newton, MA, US, 02462", "1098765384", "Mar 4, 2025"),
    ("Environmental Services Aide", "Boston, MA, US, 02114", "1098765377", "Mar 3, 2025"),
    ("Surgical Technologist", "Brockton, MA, US, 02301", "1098765366", "Mar 3, 2025"),
    ("Radiology Technologist (CT)", "Boston, MA, US, 02115", "1098765351", "Feb 28, 2025"),
    ("Nurse Practitioner - Primary Care", "Lowell, MA, US, 01852", "1098765343", "Feb 28, 2025"),
    ("Security Officer", "Boston, MA, US, 02114", "1098765338", "Feb 27, 2025"),
    ("Case Manager RN", "Framingham, MA, US, 01702", "1098765320", "Feb 26, 2025"),
    ("Phlebotomist", "Cambridge, MA, US, 02139", "1098765317", "Feb 26, 2025"),
    ("Food Service Worker", "Boston, MA, US, 02115", "1098765301", "Feb 25, 2025"),
    ("Clinical Research Coordinator", "Boston, MA, US, 02114", "1098765296", "Feb 24, 2025"),
    ("Speech-Language Pathologist", "Newton, MA, US, 02462", "1098765288", "Feb 21, 2025"),
    ("Unit Secretary", "Quincy, MA, US, 02169", "1098765270", "Feb 20, 2025"),
    ("Nursing Assistant (CNA)", "Worcester, MA, US, 01608", "1098765262", "Feb 20, 2025"),
    ("Accounts Payable Specialist", "Boston, MA, US, 02110", "1098765255", "Feb 19, 2025"),
    ("Sterile Processing Technician", "Brockton, MA, US, 02301", "1098765249", "Feb 18, 2025"),
]


def successfactors(v: V, jobs: list[tuple[str, str, str, str]], total: int) -> str:
    def slug(t: str, loc: str) -> str:
        city = loc.split(",")[0].replace(" ", "-")
        return f"{city}-" + "".join(c if c.isalnum() else "-" for c in t).strip("-").replace("--", "-") + "-MA-" + loc.split(", ")[-1]

    rows = "".join(
        f'<tr class="data-row"><td class="colTitle" headers="hdrTitle"><span class="jobTitle hidden-phone">'
        f'<a href="/job/{slug(t, loc)}/{jid}/?feedId=284500&amp;utm_source=careersite" class="jobTitle-link">{t}</a></span>'
        f'<div class="jobdetail-phone visible-phone"><span class="jobTitle visible-phone"><a class="jobTitle-link" href="/job/{slug(t, loc)}/{jid}/">{t}</a></span>'
        f'<span class="jobLocation visible-phone">{loc}</span><span class="jobDate visible-phone">{d}</span></div></td>'
        f'<td class="colLocation hidden-phone" headers="hdrLocation"><span class="jobLocation">{loc}</span></td>'
        f'<td class="colDate hidden-phone" nowrap="nowrap" headers="hdrDate"><span class="jobDate">{d}</span></td></tr>'
        for t, loc, jid, d in jobs)
    return f"""<!DOCTYPE html><html class="html5" xml:lang="en-US" lang="en-US"><head><meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>Search results | Find available job openings at Meridian Health</title><meta name="viewport" content="width=device-width, initial-scale=1.0">
<link type="text/css" rel="stylesheet" href="/platform/bootstrap/3.4.8_NES/css/bootstrap.min.css">
<link type="text/css" rel="stylesheet" href="/platform/css/j2w/min/bootstrapV3.global.responsive.min.css?h={v.build[:8]}">
<script type="text/javascript" nonce="{v.nonce}">var j2w = j2w || {{}}; j2w.init({{"csrfToken":"{v.csrf}","ssoCompanyId":"meridianhP","locale":"en_US","brand":"","sessionId":"{v.session}"}});</script></head>
<body class="coreCSB search-page body" id="body"><div id="outershell" class="outershell"><div class="skipLink"><a href="#content">Skip to main content</a></div>
<div id="header" class="custom-header" role="banner"><div class="custom-header-content"><a href="https://www.meridianhealth.org" title="Meridian Health"><img class="logo" src="/localized/meridianhP/logo.png" alt="Meridian Health"></a>
<ul class="nav nav-pills" role="navigation"><li><a href="/content/Nursing/?locale=en_US">Nursing</a></li><li><a href="/content/Benefits/?locale=en_US">Benefits</a></li>
<li><a href="/talentcommunity/subscribe/?locale=en_US">Join Talent Community</a></li></ul></div></div>
<div id="content" class="content" role="main"><div class="inner"><h1 class="keyword-title">Search results for "" </h1>
<div class="pagination-top clearfix"><div class="paginationShell clearfix"><div class="pagination-label-row"><span class="paginationLabel" aria-label="Results 1 – {len(jobs)}">Results <b>1 – {len(jobs)}</b> of <b>{total}</b></span></div>
<ul class="pagination"><li class="active"><a href="?q=&amp;sortColumn=referencedate&amp;sortDirection=desc" title="Page 1" class="current-page">1</a></li>
<li><a href="?q=&amp;sortColumn=referencedate&amp;sortDirection=desc&amp;startrow={len(jobs)}" title="Page 2">2</a></li>
<li><a href="?q=&amp;sortColumn=referencedate&amp;sortDirection=desc&amp;startrow={2 * len(jobs)}" title="Page 3">3</a></li>
<li><a class="paginationItemLast" href="?q=&amp;sortColumn=referencedate&amp;sortDirection=desc&amp;startrow={len(jobs)}" title="Next Page">»</a></li></ul></div></div>
<table id="searchresults" class="searchResults full table table-striped table-hover" cellpadding="0" cellspacing="0" aria-label="Search results for . Page 1 of 3, Results 1 to {len(jobs)}">
<thead><tr id="search-results-header"><th id="hdrTitle" aria-sort="none" scope="col" width="50%"><a class="jobTitle sort" href="?sortColumn=sort_title">Title</a></th>
<th id="hdrLocation" class="hidden-phone" scope="col"><a class="jobLocation sort" href="?sortColumn=sort_location">Location</a></th>
<th id="hdrDate" class="hidden-phone" aria-sort="descending" scope="col"><a class="jobDate sort" href="?sortColumn=referencedate">Date</a></th></tr></thead>
<tbody>{rows}</tbody></table></div></div>
<div id="footer" role="contentinfo"><div id="footerRowTop" class="footer footerRow"><ul class="inline links"><li><a href="/content/Privacy/?locale=en_US">Privacy</a></li>
<li><a href="/content/Accessibility/?locale=en_US">Accessibility</a></li></ul></div>
<div id="footerRowBottom" class="footer footerRow"><p>© 2025 Meridian Health. Powered by SAP SuccessFactors.</p></div></div></div>
<script type="text/javascript" nonce="{v.nonce}">j2w.SearchResults.init({{"total":{total},"rid":"{v.rid}"}});</script></body></html>
"""


# ============================================================================ careers: BambooHR embed in WordPress

BH_JOBS = {
    "Engineering": [("42", "Senior QA Engineer", "Salt Lake City, Utah"), ("47", "Full Stack Developer", "Remote"),
                    ("51", "DevOps Engineer", "Salt Lake City, Utah")],
    "Customer Experience": [("38", "Implementation Specialist", "Lehi, Utah"), ("53", "Customer Support Representative", "Lehi, Utah")],
    "Sales": [("49", "Account Executive", "Denver, Colorado"), ("55", "Sales Engineer", "Remote")],
}


def bamboohr(v: V, depts: dict[str, list[tuple[str, str, str]]]) -> str:
    groups = ""
    for i, (dept, js) in enumerate(depts.items()):
        items = "".join(
            f'<li id="bhrPositionID_{jid}" class="BambooHR-ATS-Jobs-Item"><a href="https://canyonsoft.bamboohr.com/careers/{jid}">{t}</a>'
            f'<span class="BambooHR-ATS-Location">{loc}</span></li>' for jid, t, loc in js)
        groups += (f'<li id="bhrDepartmentID_{18 + i}" class="BambooHR-ATS-Department-Item"><div id="department_{18 + i}" '
                   f'class="BambooHR-ATS-Department-Header">{dept}</div><ul class="BambooHR-ATS-Jobs-List">{items}</ul></li>')
    return f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Careers - CanyonSoft</title><meta name='robots' content='index, follow, max-image-preview:large'>
<link rel='stylesheet' id='wp-block-library-css' href='https://canyonsoft.com/wp-includes/css/dist/block-library/style.min.css?ver=6.7.2' media='all'>
<link rel='stylesheet' id='astra-theme-css-css' href='https://canyonsoft.com/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.{v.day}' media='all'>
<style id='astra-theme-css-inline-css' nonce="{v.nonce}">.ast-container{{max-width:1240px}}</style>
<script id="wpforms-nonce" nonce="{v.nonce}">var wpforms_settings = {{"nonce":"{v.csrf[:10]}","ajaxurl":"https:\\/\\/canyonsoft.com\\/wp-admin\\/admin-ajax.php"}};</script>
{jsonld({"@context": "https://schema.org", "@graph": [{"@type": "WebPage", "@id": "https://canyonsoft.com/careers/", "name": "Careers - CanyonSoft",
         "dateModified": f"2025-03-0{3 + v.day}T1{v.hours}:22:41+00:00"}, {"@type": "Organization", "name": "CanyonSoft", "url": "https://canyonsoft.com/"}]})}</head>
<body class="page-template-default page page-id-214 wp-custom-logo ast-page-builder-template ast-no-sidebar astra-4.8.1">
<a class="skip-link screen-reader-text" href="#content">Skip to content</a><div class="hfeed site" id="page">
<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader">
<div class="main-header-bar-wrap"><div class="main-header-bar"><div class="ast-container"><div class="site-branding"><a href="https://canyonsoft.com/" rel="home">CanyonSoft</a></div>
<nav id="primary-site-navigation" class="site-navigation ast-flex-grow-1 navigation-accessibility" aria-label="Site Navigation">
<ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu"><li class="menu-item"><a href="https://canyonsoft.com/product/" class="menu-link">Product</a></li>
<li class="menu-item"><a href="https://canyonsoft.com/customers/" class="menu-link">Customers</a></li><li class="menu-item current-menu-item"><a href="https://canyonsoft.com/careers/" class="menu-link">Careers</a></li></ul></nav></div></div></div></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">
<article class="post-214 page type-page status-publish ast-article-single" id="post-214"><div class="entry-content clear">
<div class="wp-block-cover alignfull"><div class="wp-block-cover__inner-container"><h1 class="wp-block-heading has-text-align-center">Work at CanyonSoft</h1>
<p class="has-text-align-center">We build scheduling software for 6,000 clinics. Come build it with us from Utah, Colorado or your kitchen table.</p></div></div>
<h2 class="wp-block-heading">Why you'll like it here</h2><ul class="wp-block-list"><li>Medical, dental and vision covered 100% for you and 80% for dependents</li>
<li>401(k) with a 4% match</li><li>Flexible PTO with a 15-day minimum</li></ul>
<h2 class="wp-block-heading">Open positions</h2>
<div id="BambooHR" data-domain="canyonsoft.bamboohr.com" data-version="1.0.0" data-departmentId=""><div id="BambooHR-ATS"><div class="BambooHR-ATS-board">
<h2>Current Openings</h2><ul class="BambooHR-ATS-Department-List">{groups}</ul></div>
<div id="BambooHR-Footer">Powered by<a href="http://www.bamboohr.com" target="_blank" rel="noopener external nofollow noreferrer"><img src="https://resources.bamboohr.com/images/footer-logo.png" alt="BambooHR - HR software"></a></div></div></div>
<script src="https://canyonsoft.bamboohr.com/js/embed.js?_={v.rid}" type="text/javascript" async defer nonce="{v.nonce}"></script>
</div></article></main></div></div></div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter"><div class="site-below-footer-wrap"><div class="ast-container">
<div class="ast-footer-copyright"><p>Copyright &copy; 2025 CanyonSoft | Made in Utah</p></div></div></div></footer></div>
{cookiebot(v)}</body></html>
"""


# ============================================================================ careers: JazzHR widget

JZ_JOBS = [
    ("Xk2Lp9aQwe", "Warehouse Associate", "Columbus, OH", "Operations"),
    ("Rt7Mn3bVcx", "Forklift Operator (2nd Shift)", "Columbus, OH", "Operations"),
    ("Pq4Ws8dEfg", "Inventory Control Specialist", "Dayton, OH", "Operations"),
    ("Lm9Kj2hGtr", "Dispatcher", "Columbus, OH", "Transportation"),
    ("Bv6Cx1zAsd", "Accounts Receivable Clerk", "Columbus, OH", "Finance"),
]
JZ_NEW = [
    ("Ty5Ui8oPlk", "CDL-A Regional Driver", "Dayton, OH", "Transportation"),
    ("Gh3Jk7lMnb", "CDL-A Regional Driver", "Cincinnati, OH", "Transportation"),
    ("Qw2Er4tYui", "Warehouse Shift Supervisor", "Cincinnati, OH", "Operations"),
    ("Zx8Cv6bNma", "Maintenance Technician", "Cincinnati, OH", "Facilities"),
    ("As1Df3gHjk", "Safety Coordinator", "Cincinnati, OH", "Operations"),
    ("Po9Iu7yTre", "Yard Jockey", "Cincinnati, OH", "Transportation"),
]


def jazzhr(v: V, jobs: list[tuple[str, str, str, str]]) -> str:
    cards = "".join(
        f'<div class="resumator-job resumator-jobs-text"><div class="resumator-job-title resumator-jobs-text">{t}</div>'
        f'<div class="resumator-job-info resumator-jobs-text"><span class="resumator-job-location">Location: </span>{loc}'
        f'<span class="resumator-job-department"> - Department: </span>{dept}</div>'
        f'<div class="resumator-job-link resumator-jobs-text"><a class="resumator-job-view-details resumator-jobs-text" '
        f'href="https://buckeyefreight.applytojob.com/apply/{code}/{t.replace(" ", "-").replace("(", "").replace(")", "")}?source=website&amp;sid={v.session[:10]}">View Details</a>'
        f' &raquo; <a class="resumator-job-apply" href="https://buckeyefreight.applytojob.com/apply/{code}?apply=1">Apply Now</a></div></div>'
        for code, t, loc, dept in jobs)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers | Buckeye Freight</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link href="/assets/site.{v.build[:7].lower()}.css" rel="stylesheet">
<script nonce="{v.nonce}">window.__bf = {{"rid":"{v.rid}","csrf":"{v.csrf}"}};</script></head>
<body class="page-careers"><header class="site-header"><div class="wrap"><a class="brand" href="/">Buckeye Freight</a>
<nav class="main-nav"><ul><li><a href="/services">Services</a></li><li><a href="/locations">Locations</a></li><li><a href="/careers" aria-current="page">Careers</a></li><li><a href="/contact">Contact</a></li></ul></nav></div></header>
<main class="page-content"><section class="hero"><h1>Drive your career forward</h1><p>Family-owned since 1987, Buckeye Freight moves freight across the Midwest with 420 drivers and four cross-dock terminals.</p></section>
<section class="careers-perks"><h2>Why Buckeye?</h2><ul><li>Weekly pay and direct deposit</li><li>Home time every weekend for regional drivers</li><li>$2,500 sign-on bonus for CDL-A drivers</li></ul></section>
<section class="openings"><h2>Current openings</h2><div id="resumator-jobs" class="resumator-jobs">{cards}</div>
<p class="resumator-powered">Powered by <a href="https://www.jazzhr.com">JazzHR</a></p></section></main>
<footer class="site-footer"><p>Buckeye Freight LLC · 2200 Alum Creek Dr, Columbus, OH 43207 · (614) 555-0182</p><p>&copy; 2025 Buckeye Freight</p></footer>
<script src="https://app.jazz.co/widgets/basic/create/buckeyefreight" charset="utf-8" nonce="{v.nonce}"></script></body></html>
"""


# ============================================================================ careers: Breezy HR portal

BZ_JOBS = [
    ("4f8a2b1c9d3e", "Product Marketing Manager", "Lisbon, PT", "Full-Time", "Marketing"),
    ("7c1d9e3f2a4b", "Senior Android Engineer", "Lisbon, PT", "Full-Time", "Engineering"),
    ("2e5f8a1b3c6d", "Backend Engineer (Elixir)", "Remote", "Full-Time", "Engineering"),
    ("9a3b6c2d5e8f", "Customer Success Lead", "Porto, PT", "Full-Time", "Customer Success"),
    ("1b4c7d0e3f6a", "Talent Acquisition Partner", "Lisbon, PT", "Contract", "People"),
]


def breezy(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    items = "".join(
        f'<li class="position transition"><a href="/p/{pid}-{t.lower().replace(" ", "-").replace("(", "").replace(")", "")}"><h2>{t}</h2>'
        f'<ul class="meta"><li class="location"><i class="fa fa-map-marker"></i><span>{loc}</span></li>'
        f'<li class="type"><i class="fa fa-building"></i><span>%LABEL_POSITION_TYPE_{typ.upper().replace("-", "_")}%</span></li>'
        f'<li class="department"><i class="fa fa-tags"></i><span>{dept}</span></li></ul></a></li>'
        for pid, t, loc, typ, dept in jobs)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tidewave Careers</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="csrf-token" content="{v.csrf}">
<link rel="stylesheet" href="https://assets-cdn.breezy.hr/breezy-portal/public/css/portal.min.css?v={v.build[:9]}">
<style nonce="{v.nonce}">.banner{{background-color:#0f4c81}}.position a:hover h2{{color:#0f4c81}}</style>
<script nonce="{v.nonce}">window.BREEZY = {{"company":"tidewave","session":"{v.session}","ts":{1741170000 + v.day * 86400}}};</script>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="b1c2d3e4-f5a6-4789-8abc-def012345678" type="text/javascript" async></script></head>
<body class="portal"><div class="banner"><div class="container"><div class="logo"><a href="https://tidewave.io"><img src="https://attachments.breezy.hr/tidewave-logo.png" alt="Tidewave"></a></div>
<div class="banner-text"><h1>Build the future of ocean data</h1><h2>We track 40,000 vessels in real time. Join a crew of 60 in Lisbon and Porto.</h2></div></div></div>
<div class="container"><div class="positions-container"><div class="group-header"><h2>All Open Positions</h2></div>
<ul class="positions location">{items}</ul></div></div>
<div class="footer"><div class="container"><p>Questions? Write to {protected_email("jobs@tidewave.io", v)}</p>
<p class="powered">Powered by <a href="https://breezy.hr?utm_source=portal&amp;cid={v.session[:8]}">Breezy HR</a></p></div></div>
{cookiebot(v)}{cf_script(v)}</body></html>
"""


# ============================================================================ careers: Recruitee careers site (styled-components)

RC_JOBS = [
    ("senior-payments-engineer", "Senior Payments Engineer", "Amsterdam, Netherlands", "Engineering", "Hybrid"),
    ("compliance-officer-aml", "Compliance Officer (AML)", "Amsterdam, Netherlands", "Legal & Compliance", "On-site"),
    ("frontend-engineer-react", "Frontend Engineer (React)", "Remote, Netherlands", "Engineering", "Remote"),
    ("partnerships-manager-benelux", "Partnerships Manager Benelux", "Amsterdam, Netherlands", "Sales", "Hybrid"),
    ("data-analyst-risk", "Data Analyst, Risk", "Utrecht, Netherlands", "Risk", "Hybrid"),
    ("it-support-specialist", "IT Support Specialist", "Amsterdam, Netherlands", "Operations", "On-site"),
]


def recruitee(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    cards = "".join(
        f'<div data-testid="offer-list-grid-item" class="sc-6exb5d-1 gVQsrh"><div class="sc-6exb5d-2 jBgYRs">'
        f'<a data-testid="offer-list-grid-item-title" class="sc-6exb5d-3 dWkXNB custom-css-style-job-title-link" href="/o/{s}">{t}</a>'
        f'<div class="sc-6exb5d-4 hRqTqT"><span class="sc-1s8re0d-0 kPzQqL custom-css-style-job-location"><span class="sc-1s8re0d-1 dYtUyA">{loc}</span></span>'
        f'<span class="sc-qmrwo4-0 ePpBkV">{dept}</span><span class="sc-qmrwo4-0 ePpBkV">{mode}</span></div></div></div>'
        for s, t, loc, dept, mode in jobs)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Careers at LumenPay</title>
<meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="canonical" href="https://careers.lumenpay.com/"/>
<style data-styled="active" data-styled-version="5.3.11" nonce="{v.nonce}">.gVQsrh{{display:flex}}.jBgYRs{{flex:1}}.sc-{v.build[:6].lower()}{{color:#111}}</style>
{jsonld({"@context": "https://schema.org", "@type": "Organization", "name": "LumenPay", "url": "https://lumenpay.com"})}
<script nonce="{v.nonce}">window.__RECRUITEE_STATE__ = {{"csrf":"{v.csrf}","sessionId":"{v.session}","requestId":"{v.rid}"}};</script></head>
<body><div id="__next"><header class="sc-1rp2mhb-0 kWzRmS"><nav class="sc-1rp2mhb-1 hQfyBe"><a class="sc-1rp2mhb-2 bWkqwe" href="https://lumenpay.com">LumenPay</a>
<a class="sc-1rp2mhb-3 eDfbGc" href="https://lumenpay.com/about">About us</a><a class="sc-1rp2mhb-3 eDfbGc" href="#jobs">Jobs</a></nav></header>
<main><section class="sc-1tu8yb8-0 fOfZcW" data-testid="section-hero"><h1 class="sc-1tu8yb8-1 bWQhXf">Make money move instantly</h1>
<p class="sc-1tu8yb8-2 cKbLqz">LumenPay is a licensed payment institution building instant account-to-account payments for 9,000 European merchants.</p></section>
<section id="jobs" class="sc-1xykxzj-0 iBuPzN" data-testid="section-jobs"><h2 class="sc-1xykxzj-1 hpNjAf">Open positions</h2>
<div data-testid="offer-list-grid" class="sc-6exb5d-0 eNyDbX">{cards}</div></section></main>
<footer class="sc-xsqk1v-0 jSMbhZ"><p>© 2025 LumenPay B.V.</p><a href="https://recruitee.com/?utm_source=careers&amp;ref={v.rid}" class="sc-xsqk1v-1">Powered by Recruitee</a></footer></div>
{usercentrics(v)}</body></html>
"""


# ============================================================================ careers: Lever hosted page

LV_JOBS = [
    ("3f1a9c2e-7b4d-4e8f-a1c2-5d6e7f809a1b", "Senior iOS Engineer", "San Francisco", "Engineering – Mobile", "On-site"),
    ("8b2c4d6e-1f3a-4b5c-9d7e-0f1a2b3c4d5e", "Staff Backend Engineer", "San Francisco", "Engineering – Platform", "Hybrid"),
    ("c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f", "Product Designer", "New York", "Design", "Hybrid"),
    ("d9e8f7a6-b5c4-4d3e-9f2a-1b0c9d8e7f6a", "Technical Recruiter", "Remote — US", "People", "Remote"),
    ("e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", "Developer Advocate", "Remote — US", "Marketing", "Remote"),
]


def lever(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    postings = "".join(
        f'<div class="posting" data-qa-posting-id="{pid}"><div class="posting-apply" data-qa="btn-apply">'
        f'<a href="https://jobs.lever.co/orbitly/{pid}" class="posting-btn-submit template-btn-submit hex-color">Apply</a></div>'
        f'<a class="posting-title" href="https://jobs.lever.co/orbitly/{pid}"><h5 data-qa="posting-name">{t}</h5>'
        f'<div class="posting-categories"><span href="#" class="sort-by-location posting-category small-category-label location">{loc}</span>'
        f'<span href="#" class="sort-by-team posting-category small-category-label department">{dept}</span>'
        f'<span href="#" class="sort-by-commitment posting-category small-category-label commitment">Full-time</span>'
        f'<span class="display-inline-block small-category-label workplaceTypes">{mode}</span></div></a></div>'
        for pid, t, loc, dept, mode in jobs)
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>Orbitly</title><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="twitter:title" content="Orbitly jobs"><link rel="stylesheet" href="https://jobs.lever.co/css/lever-jobs-{v.build[:8].lower()}.css">
<script nonce="{v.nonce}">window.__lever = {{"csrf":"{v.csrf}","lid":"{v.rid}"}};</script></head>
<body class="list-page"><div class="main-header page-full-width section-wrapper"><div class="main-header-content page-centered narrow-section page-full-width">
<a href="https://orbitly.com" class="main-header-logo"><img alt="Orbitly logo" src="https://lever-client-logos.s3.amazonaws.com/orbitly.png"></a></div></div>
<div class="content-wrapper posting-page"><div class="content"><div class="section-wrapper accent-section page-full-width"><div class="section page-centered">
<div class="filter-bar"><div class="filter-button-wrapper" role="button" tabindex="0">Location</div><div class="filter-button-wrapper" role="button" tabindex="0">Team</div>
<div class="filter-button-wrapper" role="button" tabindex="0">Work type</div></div></div></div>
<div class="section-wrapper page-full-width"><div class="section page-centered"><div class="postings-wrapper"><div class="postings-group">
<div class="large-category-header">All jobs</div>{postings}</div></div></div></div></div></div>
<div class="main-footer page-full-width"><div class="main-footer-text page-centered"><p><a href="https://orbitly.com">Orbitly Home Page</a></p>
<a href="https://www.lever.co/job-seeker-support/" class="image-link"><span>Jobs powered by </span><img alt="Lever logo" src="/img/lever-logo-full.svg"></a></div></div></body></html>
"""


# ============================================================================ careers: a long list truncated by a bad deploy

TR_JOBS = [(t, loc) for t, loc in [
    ("Senior Platform Engineer", "Stockholm, Sweden"), ("Backend Engineer, Billing", "Stockholm, Sweden"),
    ("Mobile Engineer (Flutter)", "Remote (EU)"), ("Engineering Manager, Core", "Stockholm, Sweden"),
    ("Data Engineer", "Copenhagen, Denmark"), ("Product Designer", "Stockholm, Sweden"), ("UX Writer", "Remote (EU)"),
    ("Product Manager, Growth", "Stockholm, Sweden"), ("Account Executive, Nordics", "Oslo, Norway"),
    ("Customer Success Manager", "Copenhagen, Denmark"), ("Marketing Operations Specialist", "Stockholm, Sweden"),
    ("Financial Controller", "Stockholm, Sweden"), ("People Partner", "Stockholm, Sweden"), ("Office Manager", "Stockholm, Sweden"),
]]


def webflow_careers(v: V, jobs: list[tuple[str, str]], *, truncate_after: int | None = None) -> str:
    def card(t: str, loc: str) -> str:
        s = t.lower().replace(" ", "-").replace(",", "").replace("(", "").replace(")", "")
        return (f'<div role="listitem" class="job-item w-dyn-item"><a href="/careers/{s}" class="job-link w-inline-block">'
                f'<div class="job-title-wrap"><h3 class="heading-style-h5">{t}</h3></div><div class="job-meta"><div class="text-size-small">{loc}</div>'
                f'<div class="text-size-small text-color-grey">Full-time</div></div><div class="job-arrow w-embed">→</div></a></div>')

    cards = "".join(card(t, loc) for t, loc in jobs)
    page = f"""<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: {"Tue" if v.day % 2 == 0 else "Wed"} Mar {4 + v.day} 2025 {10 + v.hours}:14:09 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.fjordly.se" data-wf-page="65f1c2d3e4a5b6c7d8e9f0a1" data-wf-site="65f1c2d3e4a5b6c7d8e9f000" lang="en"><head><meta charset="utf-8"/>
<title>Careers | Fjordly</title><meta content="Join Fjordly and build the Nordics' favourite budgeting app." name="description"/>
<link href="https://cdn.prod.website-files.com/65f1c2d3e4a5b6c7d8e9f000/css/fjordly.webflow.{v.build[:9].lower()}.min.css" rel="stylesheet" type="text/css"/>
<script type="text/javascript" nonce="{v.nonce}">!function(o,c){{var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}}(window,document);</script></head>
<body><div class="page-wrapper"><div data-animation="default" class="navbar_component w-nav" data-collapse="medium" role="banner"><div class="navbar_container">
<a href="/" class="navbar_logo-link w-nav-brand">Fjordly</a><nav role="navigation" class="navbar_menu w-nav-menu"><a href="/product" class="navbar_link w-nav-link">Product</a>
<a href="/about" class="navbar_link w-nav-link">About</a><a href="/careers" aria-current="page" class="navbar_link w-nav-link w--current">Careers</a></nav></div></div>
<main class="main-wrapper"><section class="section_careers-header"><div class="padding-global"><div class="container-large"><h1 class="heading-style-h1">Come build with us</h1>
<p class="text-size-medium">Fjordly helps 1.2 million people in Sweden, Norway and Denmark plan their money. We are 85 people, mostly in Stockholm.</p></div></div></section>
<section class="section_careers-list"><div class="padding-global"><div class="container-large"><h2 class="heading-style-h2">Open roles</h2>
<div class="job-list-wrapper w-dyn-list"><div role="list" class="job-list w-dyn-items">{cards}</div></div></div></div></section>
<section class="section_values"><div class="padding-global"><h2 class="heading-style-h2">How we work</h2><div class="values-grid">
<div class="value-card"><h3 class="heading-style-h5">Small teams, big ownership</h3><p>Every team owns a product area end to end, from discovery to on-call.</p></div>
<div class="value-card"><h3 class="heading-style-h5">Write it down</h3><p>Decisions live in docs, not in meetings. Async by default across three countries.</p></div></div></div></section></main>
<footer class="footer_component"><div class="padding-global"><div class="footer_bottom"><div class="footer_credit-text">© 2025 Fjordly AB. All rights reserved.</div>
<a href="/privacy" class="footer_legal-link">Privacy Policy</a></div></div></footer></div>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65f1c2d3e4a5b6c7d8e9f000" type="text/javascript" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/65f1c2d3e4a5b6c7d8e9f000/js/webflow.{v.build[3:12].lower()}.js" type="text/javascript"></script></body></html>
"""
    if truncate_after is not None:
        # the deploy cut the response in the middle of the list: the next card's markup ends mid-attribute
        first = "".join(card(t, loc) for t, loc in jobs[:truncate_after])
        cut = page.index(cards) + len(first)
        page = page[:cut] + '<div role="listitem" class="job-item w-dyn-item"><a href="/careers/data-eng'
    return page


# ============================================================================ pricing: per-seat + usage (Next.js)


def usage_pricing(v: V, *, pro_overage: str = "$0.40", scale_name: str = "Scale", scale_seat: str = "$49",
                  annual_badge: str = "Save 20%", popular: str = "Pro", banner: str = "") -> str:
    def badge(name: str) -> str:
        return (f'<span class="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">Most popular</span>'
                if name == popular else "")

    plans = [
        ("Hobby", "$0", "forever", ["1 seat", "10,000 API requests / month", "Community support"], "", "Start for free"),
        ("Pro", "$12", "per seat / month", ["Up to 25 seats", "100,000 API requests / month included",
                                            f"then {pro_overage} per 1,000 requests", "Email support, 1 business day"], "Start free trial", ""),
        (scale_name, scale_seat, "per seat / month", ["Unlimited seats", "1,000,000 API requests / month included",
                                                      "then $0.30 per 1,000 requests", "SAML SSO and SCIM", "99.95% uptime SLA"], "Start free trial", ""),
        ("Enterprise", "Custom", "", ["Volume discounts on requests", "Dedicated region and VPC peering", "24/7 support with a named TAM"], "Contact sales", ""),
    ]
    cards = ""
    for name, price, per, feats, cta, cta2 in plans:
        lis = "".join(f'<li class="flex gap-x-3"><svg class="h-6 w-5 flex-none text-indigo-600" viewBox="0 0 20 20" aria-hidden="true"><path d="M16.7 5.3"/></svg>{f}</li>' for f in feats)
        per_html = f'<span class="text-sm font-semibold leading-6 text-slate-600">{per}</span>' if per else ""
        cards += (f'<div class="relative rounded-3xl p-8 ring-1 ring-slate-200 xl:p-10 {"ring-2 ring-indigo-600" if name == popular else ""}">{badge(name)}'
                  f'<h3 id="tier-{name.lower()}" class="text-lg font-semibold leading-8 text-slate-900">{name}</h3>'
                  f'<p class="mt-6 flex items-baseline gap-x-1"><span class="text-4xl font-bold tracking-tight text-slate-900">{price}</span>{per_html}</p>'
                  f'<a href="/signup?plan={name.lower()}" aria-describedby="tier-{name.lower()}" class="mt-6 block rounded-md px-3 py-2 text-center text-sm font-semibold">{cta or cta2}</a>'
                  f'<ul role="list" class="mt-8 space-y-3 text-sm leading-6 text-slate-600">{lis}</ul></div>')
    usage_rows = "".join(f'<tr class="border-t border-slate-200"><td class="py-3 pr-4">{a}</td><td class="py-3 px-4">{b}</td><td class="py-3 pl-4">{c}</td></tr>'
                         for a, b, c in [("Included requests / month", "100,000", "1,000,000"),
                                         ("Additional requests", f"{pro_overage} per 1,000", "$0.30 per 1,000"),
                                         ("Log retention", "7 days", "30 days"), ("Webhooks", "5 endpoints", "Unlimited")])
    promo = (f'<div class="mx-auto mt-8 max-w-3xl rounded-xl bg-amber-50 px-6 py-4 text-center text-amber-900 ring-1 ring-amber-200">'
             f'<p class="text-sm font-medium">{banner}</p></div>') if banner else ""
    main = f"""<div class="bg-white py-24 sm:py-32"><div class="mx-auto max-w-7xl px-6 lg:px-8"><div class="mx-auto max-w-4xl text-center">
<h1 class="text-base font-semibold leading-7 text-indigo-600">Pricing</h1><p class="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Pay per seat, scale with usage</p></div>
<p class="mx-auto mt-6 max-w-2xl text-center text-lg leading-8 text-slate-600">Every plan includes unlimited workflows. You only pay for seats and the API requests you use above your plan's allowance.</p>
{promo}<div class="mt-16 flex justify-center"><fieldset aria-label="Payment frequency" class="grid grid-cols-2 gap-x-1 rounded-full p-1 text-center text-xs font-semibold leading-5 ring-1 ring-inset ring-slate-200">
<label class="cursor-pointer rounded-full px-2.5 py-1 bg-indigo-600 text-white"><input type="radio" name="frequency" value="monthly" class="sr-only" checked>Monthly</label>
<label class="cursor-pointer rounded-full px-2.5 py-1"><input type="radio" name="frequency" value="annually" class="sr-only">Annually <span class="ml-1 rounded-full bg-emerald-100 px-2 text-emerald-700">{annual_badge}</span></label></fieldset></div>
<div class="isolate mx-auto mt-10 grid max-w-md grid-cols-1 gap-8 lg:mx-0 lg:max-w-none lg:grid-cols-4">{cards}</div>
<section class="mx-auto mt-24 max-w-4xl"><h2 class="text-2xl font-bold tracking-tight text-slate-900">Usage pricing</h2>
<table class="mt-6 w-full text-left text-sm"><thead><tr><th class="py-3 pr-4">&nbsp;</th><th class="py-3 px-4">Pro</th><th class="py-3 pl-4">{scale_name}</th></tr></thead><tbody>{usage_rows}</tbody></table></section>
<section class="mx-auto mt-24 max-w-4xl divide-y divide-slate-900/10"><h2 class="text-2xl font-bold leading-10 tracking-tight text-slate-900">Frequently asked questions</h2>
<dl class="mt-10 space-y-6 divide-y divide-slate-900/10"><div class="pt-6"><dt class="text-base font-semibold leading-7">What counts as an API request?</dt>
<dd class="mt-2 text-base leading-7 text-slate-600">Every call to the REST or GraphQL API, and every webhook delivery attempt. Dashboard use is free.</dd></div>
<div class="pt-6"><dt class="text-base font-semibold leading-7">Can I change plans later?</dt><dd class="mt-2 text-base leading-7 text-slate-600">Yes. Upgrades apply immediately and are prorated; downgrades apply at the end of the billing period.</dd></div></dl></section></div></div>"""
    ld = jsonld({"@context": "https://schema.org", "@type": "SoftwareApplication", "name": "Relaywave", "applicationCategory": "DeveloperApplication",
                 "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.7", "ratingCount": str(311 + v.day * 4)}})
    return next_page("Pricing — Relaywave", "Relaywave", main, v, page="/pricing", props={"plans": 4, "variant": v.variant}, ld=ld,
                     cmp=onetrust(v, "Relaywave"))


# ============================================================================ pricing: a currency switcher (all currencies in the markup)

CUR = {
    "Starter": {"USD": "$0", "EUR": "€0", "GBP": "£0", "INR": "₹0"},
    "Pro": {"USD": "$19", "EUR": "€18", "GBP": "£15", "INR": "₹1,499"},
    "Business": {"USD": "$49", "EUR": "€45", "GBP": "£39", "INR": "₹3,999"},
}
CUR_YEAR = {"Pro": {"USD": "$190", "EUR": "€180", "GBP": "£150", "INR": "₹14,990"},
            "Business": {"USD": "$490", "EUR": "€450", "GBP": "£390", "INR": "₹1,19,988"}}


def currency_pricing(v: V, *, shown: str = "USD", cur: dict[str, dict[str, str]] | None = None,
                     year: dict[str, dict[str, str]] | None = None) -> str:
    cur = cur or CUR
    year = year or CUR_YEAR

    def amounts(table: dict[str, str]) -> str:
        return "".join(f'<span class="price-amount{"" if c == shown else " hidden"}" data-currency="{c}">{p}</span>' for c, p in table.items())

    cards = ""
    for name, table in cur.items():
        if name in year:
            spans = "".join(f'<span class="{"" if c == shown else "hidden"}" data-currency="{c}">{p}</span>' for c, p in year[name].items())
            yearly = f'<p class="price-annual text-sm text-gray-500">or {spans} billed yearly</p>'
        else:
            yearly = '<p class="price-annual text-sm text-gray-500">Free forever</p>'
        feats = {"Starter": ["3 forms", "100 responses / month"], "Pro": ["Unlimited forms", "10,000 responses / month", "Remove branding"],
                 "Business": ["Unlimited responses", "Team workspaces", "HIPAA compliance"]}[name]
        cards += (f'<div class="plan-card rounded-2xl border p-8"><h3 class="plan-name text-xl font-semibold">{name}</h3>'
                  f'<p class="price mt-4"><span class="text-4xl font-bold">{amounts(table)}</span><span class="text-gray-500">/month</span></p>{yearly}'
                  f'<ul class="mt-6 space-y-2">{"".join(f"<li>{f}</li>" for f in feats)}</ul><a class="btn btn-primary" href="/signup?plan={name.lower()}">Choose {name}</a></div>')
    cards += ('<div class="plan-card rounded-2xl border p-8"><h3 class="plan-name text-xl font-semibold">Enterprise</h3><p class="price mt-4"><span class="text-3xl font-bold">Let\'s talk</span></p>'
              '<ul class="mt-6 space-y-2"><li>SSO &amp; audit logs</li><li>Data residency (EU, UK, IN)</li></ul><a class="btn" href="/contact-sales">Contact sales</a></div>')
    opts = "".join(f'<option value="{c}"{" selected" if c == shown else ""}>{c}</option>' for c in ("USD", "EUR", "GBP", "INR"))
    main = f"""<section class="mx-auto max-w-6xl px-6 py-20"><h1 class="text-center text-5xl font-extrabold">Plans for every form</h1>
<p class="mt-4 text-center text-lg text-gray-600">Start free. Upgrade when your forms take off. Prices exclude VAT/GST.</p>
<div class="mt-8 flex justify-center"><label class="text-sm">Currency <select id="currency-switch" name="currency" data-geo="{shown}">{opts}</select></label></div>
<div class="mt-12 grid gap-6 md:grid-cols-4">{cards}</div></section>"""
    return next_page("Pricing · Kestrel Forms", "Kestrel", main, v, page="/pricing", props={"geo": shown}, cmp=didomi(v))


# ============================================================================ pricing: prices rendered client-side, JSON-LD offers only


def jsonld_pricing(v: V, *, pro: str = "29.00", team: str = "79.00") -> str:
    offers = [{"@type": "Offer", "name": "Free", "price": "0", "priceCurrency": "USD"},
              {"@type": "Offer", "name": "Pro", "price": pro, "priceCurrency": "USD",
               "priceSpecification": {"@type": "UnitPriceSpecification", "price": pro, "priceCurrency": "USD", "unitCode": "MON"}},
              {"@type": "Offer", "name": "Team", "price": team, "priceCurrency": "USD",
               "priceSpecification": {"@type": "UnitPriceSpecification", "price": team, "priceCurrency": "USD", "unitCode": "MON"}}]
    ld = jsonld({"@context": "https://schema.org", "@type": "Product", "name": "Glidepath", "brand": {"@type": "Brand", "name": "Glidepath"},
                 "description": "Roadmapping software for product teams", "offers": offers})
    cards = "".join(
        f'<div class="PlanCard_card__{v.build[:5]} plan" data-plan="{n.lower()}"><h3 class="PlanCard_name__{v.build[:5]}">{n}</h3>'
        f'<div class="PlanCard_price__{v.build[:5]}" data-price-slot="{n.lower()}"><span class="Skeleton_line__x1" aria-busy="true"></span></div>'
        f'<p class="PlanCard_tagline__{v.build[:5]}">{tag}</p><ul>{"".join(f"<li>{f}</li>" for f in feats)}</ul></div>'
        for n, tag, feats in [("Free", "For trying things out", ["1 roadmap", "Up to 3 editors"]),
                              ("Pro", "For growing product teams", ["Unlimited roadmaps", "Jira and Linear sync", "Custom fields"]),
                              ("Team", "For product organisations", ["Portfolio views", "Capacity planning", "SSO"])])
    main = (f'<section class="Pricing_root__{v.build[:5]}"><h1>Pricing that grows with your roadmap</h1>'
            f'<p>All plans include unlimited viewers. Prices are shown in your local currency at checkout.</p>'
            f'<div class="Pricing_grid__{v.build[:5]}">{cards}</div></section>')
    return next_page("Glidepath pricing", "Glidepath", main, v, page="/pricing", props={"currency": "USD"}, ld=ld, cmp=onetrust(v, "Glidepath"))


# ============================================================================ blog: Ghost (Casper) with a pinned featured post

GH_POSTS = [
    ("how-we-cut-p99-latency-in-half", "How we cut p99 latency in half with request hedging", "Mar 4, 2025", "2025-03-04", 9),
    ("postgres-17-upgrade", "Upgrading 40 Postgres clusters to 17 without downtime", "Feb 26, 2025", "2025-02-26", 12),
    ("on-call-that-doesnt-burn-out", "On-call that doesn't burn people out", "Feb 19, 2025", "2025-02-19", 7),
    ("feature-flags-at-scale", "Feature flags at 3 billion evaluations a day", "Feb 11, 2025", "2025-02-11", 10),
    ("writing-good-incident-reviews", "Writing incident reviews people actually read", "Feb 3, 2025", "2025-02-03", 6),
    ("our-interview-process", "Our engineering interview process, explained", "Jan 28, 2025", "2025-01-28", 8),
    ("rust-in-the-hot-path", "Putting Rust in the hot path of a Python service", "Jan 20, 2025", "2025-01-20", 11),
    ("cost-of-a-log-line", "The real cost of a log line", "Jan 13, 2025", "2025-01-13", 5),
    ("year-in-review-2024", "2024 in review: what we shipped", "Jan 6, 2025", "2025-01-06", 6),
]
GH_FEATURED = [
    ("why-we-left-kubernetes", "Why we left Kubernetes (and why we came back)", "Oct 14, 2024", "2024-10-14", 14),
    ("the-one-sql-query", "The one SQL query that runs our business", "Aug 2, 2024", "2024-08-02", 9),
    ("a-decade-of-deploys", "A decade of deploys: 1.2 million releases", "May 21, 2024", "2024-05-21", 13),
]
GH_NEW = ("sharding-without-tears", "Sharding our largest table without tears", "Mar 11, 2025", "2025-03-11", 10)


def ghost_blog(v: V, posts: list[tuple[str, str, str, str, int]], featured: int) -> str:
    def card(p: tuple[str, str, str, str, int], large: bool = False) -> str:
        s, t, shown, iso, mins = p
        cls = "post-card post tag-engineering featured post-card-large" if large else "post-card post tag-engineering"
        return (f'<article class="{cls}"><a class="post-card-image-link" href="/{s}/"><img class="post-card-image" '
                f'srcset="/content/images/size/w300/2025/03/{s}.jpg 300w, /content/images/size/w600/2025/03/{s}.jpg 600w" '
                f'src="/content/images/size/w600/2025/03/{s}.jpg?v={v.build[:6]}" alt="{t}" loading="lazy"></a>'
                f'<div class="post-card-content"><a class="post-card-content-link" href="/{s}/"><header class="post-card-header">'
                f'<div class="post-card-tags">{"<span class=" + chr(34) + "post-card-featured" + chr(34) + ">Featured</span>" if large else ""}'
                f'<span class="post-card-primary-tag">Engineering</span></div><h2 class="post-card-title">{t}</h2></header></a>'
                f'<footer class="post-card-meta"><time class="post-card-meta-date" datetime="{iso}">{shown}</time>'
                f'<span class="post-card-meta-length">{mins} min read</span></footer></div></article>')

    feed = card(GH_FEATURED[featured], large=True) + "".join(card(p) for p in posts)
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>Quarry Engineering</title><meta name="HandheldFriendly" content="True"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v={v.build[:10].lower()}">
<meta name="description" content="Stories from the engineers building Quarry."><link rel="canonical" href="https://engineering.quarry.dev/">
<meta name="referrer" content="no-referrer-when-downgrade"><meta property="og:site_name" content="Quarry Engineering">
{jsonld({"@context": "https://schema.org", "@type": "WebSite", "publisher": {"@type": "Organization", "name": "Quarry Engineering"},
         "url": "https://engineering.quarry.dev/", "name": "Quarry Engineering", "mainEntityOfPage": "https://engineering.quarry.dev/"})}
<meta name="generator" content="Ghost 5.105"><link rel="alternate" type="application/rss+xml" title="Quarry Engineering" href="https://engineering.quarry.dev/rss/">
<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.46/umd/portal.min.js" data-i18n="true" data-ghost="https://engineering.quarry.dev/" data-key="{v.csrf[:26]}" data-api="https://quarry.ghost.io/ghost/api/content/" crossorigin="anonymous"></script>
<style id="gh-members-styles" nonce="{v.nonce}">.gh-post-upgrade-cta-content{{padding:16px 32px}}</style>
<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="{v.csrf[:26]}" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="https://quarry.ghost.io/" crossorigin="anonymous"></script>
<script defer src="/public/cards.min.js?v={v.build[:10].lower()}"></script></head>
<body class="home-template is-head-left-logo has-cover"><div class="viewport"><header id="gh-head" class="gh-head outer is-header-hidden">
<div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="https://engineering.quarry.dev">Quarry Engineering</a>
<button class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search></button></div>
<nav class="gh-head-menu"><ul class="nav"><li class="nav-home nav-current"><a href="https://engineering.quarry.dev/">Home</a></li>
<li class="nav-infrastructure"><a href="https://engineering.quarry.dev/tag/infrastructure/">Infrastructure</a></li><li class="nav-culture"><a href="https://engineering.quarry.dev/tag/culture/">Culture</a></li>
<li class="nav-jobs"><a href="https://quarry.dev/careers">Jobs</a></li></ul></nav>
<div class="gh-head-actions"><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div></div></header>
<div class="site-content"><div class="site-header-content outer"><div class="site-header-inner inner"><h1 class="site-title">Quarry Engineering</h1>
<p class="site-description">Stories from the engineers building Quarry.</p></div></div>
<main id="site-main" class="site-main outer"><div class="inner posts"><div class="post-feed">{feed}</div>
<nav class="pagination"><a class="older-posts" href="/page/2/">Older Posts <span aria-hidden="true">&rarr;</span></a></nav></div></main></div>
<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="https://engineering.quarry.dev">Quarry Engineering</a> &copy; 2025</section>
<nav class="site-footer-nav"><ul class="nav"><li class="nav-sign-up"><a href="#/portal/">Sign up</a></li></ul></nav>
<div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div>
<script src="https://code.jquery.com/jquery-3.5.1.min.js" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="/assets/built/casper.js?v={v.build[:10].lower()}"></script></body></html>
"""


# ============================================================================ changelog: Keep a Changelog rendered to HTML

KAC_RELEASES = [
    ("1.4.0", "2025-03-04", {"Added": ["`tq sync --watch` re-runs a sync whenever the source schema changes.",
                                       "Support for Snowflake key-pair authentication."],
                             "Fixed": ["`tq diff` no longer reports renamed columns as dropped and added."]}),
    ("1.3.2", "2025-02-20", {"Fixed": ["A crash when a BigQuery table had more than 10,000 columns.",
                                       "Timestamps with nanosecond precision were truncated on export."]}),
    ("1.3.1", "2025-02-11", {"Security": ["Bumped `cryptography` to 44.0.1 (CVE-2024-12797)."]}),
    ("1.3.0", "2025-01-29", {"Added": ["DuckDB as a source and a destination.", "`--dry-run` for `tq apply`."],
                             "Changed": ["The default batch size is now 50,000 rows (was 10,000)."],
                             "Deprecated": ["The `--legacy-auth` flag; it will be removed in 2.0."]}),
    ("1.2.0", "2025-01-08", {"Added": ["Column-level lineage export to OpenLineage."], "Removed": ["Python 3.8 support."]}),
]


def keep_a_changelog(v: V, releases: list[tuple[str, str, dict[str, list[str]]]], unreleased: dict[str, list[str]]) -> str:
    def code(s: str) -> str:
        parts = s.split("`")
        return "".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts))

    def section(items: dict[str, list[str]]) -> str:
        return "".join(f'<h3 id="{k.lower()}-{len(k)}" tabindex="-1">{k}</h3><ul>{"".join(f"<li>{code(x)}</li>" for x in xs)}</ul>'
                       for k, xs in items.items())

    body = (f'<h2 id="unreleased" tabindex="-1"><a class="header-anchor" href="#unreleased" aria-hidden="true">#</a> '
            f'<a href="https://github.com/tidequery/tq/compare/v{releases[0][0]}...HEAD">Unreleased</a></h2>{section(unreleased)}')
    for i, (ver, date, items) in enumerate(releases):
        prev = releases[i + 1][0] if i + 1 < len(releases) else "1.1.0"
        anchor = ver.replace(".", "") + "---" + date
        body += (f'<h2 id="{anchor}" tabindex="-1"><a class="header-anchor" href="#{anchor}" aria-hidden="true">#</a> '
                 f'<a href="https://github.com/tidequery/tq/compare/v{prev}...v{ver}">[{ver}]</a> - {date}</h2>{section(items)}')
    return f"""<!DOCTYPE html><html lang="en-US" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Changelog | tq</title><meta name="description" content="All notable changes to tq."><meta name="generator" content="VitePress v1.5.0">
<link rel="preload stylesheet" href="/assets/style.{v.build[:8]}.css" as="style"><link rel="modulepreload" href="/assets/chunks/framework.{v.build[2:10]}.js">
<link rel="modulepreload" href="/assets/changelog.md.{v.build[4:12]}.lean.js">
<script id="check-dark-mode" nonce="{v.nonce}">(()=>{{const e=localStorage.getItem("vitepress-theme-appearance")||"auto"}})();</script></head>
<body><div id="app"><div class="Layout" data-v-{v.build[:8].lower()}><a href="#VPContent" class="VPSkipLink visually-hidden">Skip to content</a>
<header class="VPNav" data-v-5d98c3a5><div class="VPNavBar has-sidebar top" data-v-5d98c3a5><div class="wrapper"><div class="container">
<div class="title"><a class="title" href="/"><span>tq</span></a></div><div class="content"><nav aria-labelledby="main-nav-aria-label" class="VPNavBarMenu menu">
<span id="main-nav-aria-label" class="visually-hidden">Main Navigation</span><a class="VPLink link VPNavBarMenuLink" href="/guide/">Guide</a>
<a class="VPLink link VPNavBarMenuLink" href="/reference/">Reference</a><a class="VPLink link VPNavBarMenuLink active" href="/changelog">Changelog</a></nav></div></div></div></div></header>
<div class="VPContent" id="VPContent"><div class="VPDoc has-aside"><div class="container"><div class="content"><div class="content-container"><main class="main">
<div style="position:relative;" class="vp-doc _changelog"><div><h1 id="changelog" tabindex="-1">Changelog <a class="header-anchor" href="#changelog" aria-label="Permalink to &quot;Changelog&quot;">&#8203;</a></h1>
<p>All notable changes to this project will be documented in this file.</p>
<p>The format is based on <a href="https://keepachangelog.com/en/1.1.0/" target="_blank" rel="noreferrer">Keep a Changelog</a>,
and this project adheres to <a href="https://semver.org/spec/v2.0.0.html" target="_blank" rel="noreferrer">Semantic Versioning</a>.</p>{body}</div></div></main>
<footer class="VPDocFooter"><div class="edit-info"><div class="edit-link"><a class="VPLink link edit-link-button" href="https://github.com/tidequery/tq/edit/main/docs/changelog.md">Edit this page on GitHub</a></div>
<div class="last-updated"><p class="VPLastUpdated">Last updated: <time datetime="2025-03-{4 + v.day:02d}T1{v.hours}:00:00.000Z">3/{4 + v.day}/25, {v.hours}:0{v.day} PM</time></p></div></div></footer></div></div></div></div></div>
<footer class="VPFooter has-sidebar"><div class="container"><p class="message">Released under the Apache-2.0 License.</p><p class="copyright">Copyright © 2023-present Tidequery</p></div></footer></div></div>
<script nonce="{v.nonce}">window.__VP_HASH_MAP__=JSON.parse("{{\\"changelog.md\\":\\"{v.build[:8]}\\"}}");window.__VP_SITE_DATA__={{"lang":"en-US"}};</script>
<script type="module" src="/assets/app.{v.build[1:9]}.js"></script></body></html>
"""


# ============================================================================ feed: GitHub releases Atom

GH_RELEASES = [
    ("v2.7.1", "2025-03-03T16:02:11Z", "<h2>Bug fixes</h2><ul><li>Fix a panic when a plugin returned an empty manifest (#4121)</li></ul>"),
    ("v2.7.0", "2025-02-24T09:40:55Z", "<h2>Features</h2><ul><li>OCI registry support for plugins (#4077)</li><li>New <code>--parallel</code> flag for <code>stratus apply</code> (#4090)</li></ul>"),
    ("v2.6.3", "2025-02-10T12:15:30Z", "<h2>Bug fixes</h2><ul><li>Respect HTTPS_PROXY for provider downloads (#4041)</li></ul>"),
    ("v2.6.2", "2025-01-30T08:05:00Z", "<h2>Security</h2><ul><li>Update golang.org/x/net to v0.34.0</li></ul>"),
    ("v2.6.1", "2025-01-21T17:44:09Z", "<h2>Bug fixes</h2><ul><li>State lock was not released after Ctrl-C (#3990)</li></ul>"),
]


def github_atom(v: V, releases: list[tuple[str, str, str]]) -> str:
    entries = "".join(
        f"""  <entry>
    <id>tag:github.com,2008:Repository/412337788/{tag}</id>
    <updated>{upd}</updated>
    <link rel="alternate" type="text/html" href="https://github.com/stratus-dev/stratus/releases/tag/{tag}"/>
    <title>{tag}</title>
    <content type="html">{html.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")}</content>
    <author>
      <name>github-actions[bot]</name>
    </author>
    <media:thumbnail height="30" width="30" url="https://avatars.githubusercontent.com/in/15368?s=60&amp;v={4 + v.day}"/>
  </entry>
""" for tag, upd, html in releases)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="en-US">
  <id>tag:github.com,2008:https://github.com/stratus-dev/stratus/releases</id>
  <link type="text/html" rel="alternate" href="https://github.com/stratus-dev/stratus/releases"/>
  <link type="application/atom+xml" rel="self" href="https://github.com/stratus-dev/stratus/releases.atom"/>
  <title>Release notes from stratus</title>
  <updated>{releases[0][1][:11]}{(16 + v.hours) % 24:02d}:{12 + v.day:02d}:0{v.day}Z</updated>
{entries}</feed>
"""


# ============================================================================ status: incident.io-style page through an incident's life

COMPONENTS = [("API", "Core"), ("Dashboard", "Core"), ("Webhooks", "Integrations"), ("Slack integration", "Integrations"),
              ("Email notifications", "Integrations"), ("Data exports", "Data")]


def status_page(v: V, *, incident: list[tuple[str, str, str]] | None = None, degraded: str = "", resolved: bool = False,
                maintenance: str = "") -> str:
    """`incident`: the updates, newest first, as (status, time, text)."""
    def comp(name: str, group: str) -> str:
        bad = name == degraded and not resolved
        label = "Degraded performance" if bad else "Operational"
        color = "text-icon-warning" if bad else "text-icon-success"
        bars = "".join(f'<div class="h-[34px] w-[3px] rounded-sm bg-[#{"f1a145" if (i == 89 and name == degraded) else "4bc68d"}]" data-day="{i}"></div>' for i in range(0, 90, 6))
        return (f'<div class="flex flex-col gap-2 border-b border-border-secondary py-4" data-component="{name.lower().replace(" ", "-")}">'
                f'<div class="flex items-center justify-between"><span class="text-sm font-medium text-content-primary">{name}</span>'
                f'<span class="text-sm {color}">{label}</span></div><div class="flex gap-[2px]" aria-hidden="true">{bars}</div>'
                f'<div class="flex justify-between text-xs text-content-tertiary"><span>90 days ago</span><span>{"99.98" if name == degraded else "100.0"}% uptime</span><span>Today</span></div></div>')

    comps = ""
    for group in ("Core", "Integrations", "Data"):
        comps += f'<section class="rounded-lg border border-border-primary px-4"><h3 class="pt-4 text-xs font-semibold uppercase text-content-tertiary">{group}</h3>{"".join(comp(n, g) for n, g in COMPONENTS if g == group)}</section>'
    if incident and not resolved:
        updates = "".join(f'<div class="flex flex-col gap-1"><p class="text-sm"><span class="font-semibold">{s}</span> · {t}</p><p class="text-sm text-content-secondary">{x}</p></div>'
                          for s, t, x in incident)
        current = (f'<section class="rounded-lg border-l-4 border-l-[#f1a145] bg-surface-secondary p-6" aria-label="Ongoing incident">'
                   f'<h2 class="text-lg font-semibold text-content-primary"><a href="/incidents/01JNQ8ZK3T5W">Delayed webhook deliveries</a></h2>'
                   f'<p class="text-xs text-content-tertiary">Affects Webhooks · Degraded performance</p><div class="mt-4 flex flex-col gap-4">{updates}</div></section>')
        banner = '<div class="rounded-lg bg-[#fdf3e7] p-4 text-[#8a4b08]"><p class="font-semibold">We\'re experiencing degraded performance</p></div>'
    else:
        current = ""
        banner = '<div class="rounded-lg bg-[#e8f7ef] p-4 text-[#13653f]"><p class="font-semibold">We\'re fully operational</p><p class="text-sm">We\'re not aware of any issues affecting our systems.</p></div>'
    maint = (f'<section class="rounded-lg border border-border-primary p-6" aria-label="Upcoming maintenance"><h2 class="text-lg font-semibold">'
             f'<a href="/incidents/01JNR2MAINT7">{maintenance}</a></h2><p class="text-sm"><span class="font-semibold">Scheduled</span> · Mar 15, 2025 02:00 – 04:00 UTC</p>'
             f'<p class="text-sm text-content-secondary">Dashboard and API will be read-only for up to 20 minutes while we upgrade our primary database.</p></section>') if maintenance else ""
    history = ('<section aria-label="Incident history"><h2 class="text-lg font-semibold">Previous incidents</h2><ul class="flex flex-col gap-4">'
               + ('<li><a href="/incidents/01JNQ8ZK3T5W" class="font-medium">Delayed webhook deliveries</a><p class="text-sm"><span class="font-semibold">Resolved</span> · '
                  f'{incident[0][1] if incident else ""}</p><p class="text-sm text-content-secondary">{incident[0][2] if incident else ""}</p></li>' if resolved and incident else "")
               + '<li><a href="/incidents/01JM1A9QX2BC" class="font-medium">Slack notifications delayed</a><p class="text-sm"><span class="font-semibold">Resolved</span> · Feb 21, 2025 14:02 UTC</p>'
               '<p class="text-sm text-content-secondary">Slack rate-limited our app; we now spread bursts over a longer window.</p></li></ul></section>')
    return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>Beacon Status</title>
<meta name="description" content="Welcome to Beacon's home for real-time and historical data on system performance."/>
<link rel="stylesheet" href="/_next/static/css/{v.build[:16].lower()}.css" data-n-g=""/><link rel="alternate" type="application/atom+xml" href="/feed.atom"/>
<script nonce="{v.nonce}">window.__INCIDENT_IO__={{"statusPageId":"01HQ7B3Z6X","requestId":"{v.rid}","renderedAt":"2025-03-0{4 + v.day}T{10 + v.hours}:00:00Z"}}</script></head>
<body><div id="__next"><div class="flex min-h-screen flex-col bg-surface-primary"><header class="mx-auto flex w-full max-w-3xl items-center justify-between py-8">
<a href="https://beacon.dev" class="text-xl font-semibold">Beacon</a><div class="flex gap-2"><a href="/feed.atom" class="text-sm">Subscribe to updates</a>
<a href="https://beacon.dev/support" class="text-sm">Report a problem</a></div></header>
<main class="mx-auto flex w-full max-w-3xl flex-col gap-8">{banner}{current}{maint}
<section aria-label="System status" class="flex flex-col gap-4">{comps}</section>{history}</main>
<footer class="mx-auto w-full max-w-3xl py-8 text-center text-xs text-content-tertiary"><a href="https://incident.io/status-pages?utm_source=status&amp;sid={v.session[:6]}">Powered by incident.io</a></footer></div></div>
{next_data(v, "/", {"ts": v.day})}</body></html>
"""


INC_INVESTIGATING = [("Investigating", "Mar 5, 2025 09:12 UTC", "We're seeing webhook deliveries delayed by up to 15 minutes. We're investigating the cause.")]
INC_IDENTIFIED = [("Identified", "Mar 5, 2025 09:41 UTC", "A queue consumer was stuck after a failed deploy. We've rolled it back and deliveries are catching up.")] + INC_INVESTIGATING
INC_MONITORING = [("Monitoring", "Mar 5, 2025 10:05 UTC", "The backlog has cleared and new deliveries are on time. We're monitoring.")] + INC_IDENTIFIED
INC_RESOLVED = [("Resolved", "Mar 5, 2025 11:00 UTC", "Webhook deliveries have been on time for an hour. This incident is resolved.")] + INC_MONITORING


# ============================================================================ legal: a Termly-style privacy policy with a subprocessor table

SUBPROCESSORS = [
    ("Amazon Web Services, Inc.", "Cloud hosting and storage", "United States, Germany"),
    ("Stripe, Inc.", "Payment processing", "United States"),
    ("Postmark (ActiveCampaign, LLC)", "Transactional email", "United States"),
    ("Intercom R&D Unlimited Company", "Customer support chat", "Ireland"),
    ("Datadog, Inc.", "Infrastructure monitoring and logs", "United States, Germany"),
]


def privacy_policy(v: V, *, updated: str = "March 3, 2025", subprocessors: list[tuple[str, str, str]] | None = None,
                   retention: str = "We keep account data for as long as your account is active and for 30 days after you close it, unless the law requires us to keep it longer.") -> str:
    subs = subprocessors or SUBPROCESSORS
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in subs)
    sections = [
        ("1. WHAT INFORMATION DO WE COLLECT?", "<p><strong>Personal information you disclose to us.</strong> We collect personal information that you voluntarily provide to us when you register on the Services, express an interest in obtaining information about us or our products, or otherwise contact us. This includes names, email addresses, job titles, billing addresses and payment card details.</p><p><strong>Information automatically collected.</strong> We automatically collect certain information when you visit the Services, such as your IP address, browser and device characteristics, operating system, language preferences and referring URLs.</p>"),
        ("2. HOW DO WE PROCESS YOUR INFORMATION?", "<p>We process your information to provide, improve and administer our Services, communicate with you, for security and fraud prevention, and to comply with law. We may also process your information for other purposes with your consent.</p>"),
        ("3. WHEN AND WITH WHOM DO WE SHARE YOUR PERSONAL INFORMATION?", f"<p>We share personal information with the following categories of third-party service providers (subprocessors), each bound by a data processing agreement:</p><div class=\"table-wrap\"><table class=\"subprocessors\"><thead><tr><th>Subprocessor</th><th>Purpose</th><th>Location</th></tr></thead><tbody>{rows}</tbody></table></div>"),
        ("4. HOW LONG DO WE KEEP YOUR INFORMATION?", f"<p>{retention}</p><p>When we have no ongoing legitimate business need to process your personal information, we will either delete or anonymize it.</p>"),
        ("5. WHAT ARE YOUR PRIVACY RIGHTS?", "<p>Depending on where you are located, you may have the right to request access to and obtain a copy of your personal information, to request rectification or erasure, to restrict processing, and to data portability. You can make such a request by contacting us at privacy@ledgerline.io.</p>"),
        ("6. DO WE MAKE UPDATES TO THIS NOTICE?", "<p>Yes, we will update this notice as necessary to stay compliant with relevant laws. The updated version will be indicated by an updated \"Last updated\" date.</p>"),
    ]
    body = "".join(f'<div data-custom-class="heading_1" id="s{i}"><h2><span style="font-size: 15px;"><strong>{h}</strong></span></h2></div><div data-custom-class="body_text">{b}</div>'
                   for i, (h, b) in enumerate(sections, 1))
    toc = "".join(f'<li><a data-custom-class="link" href="#s{i}">{h.title()}</a></li>' for i, (h, _) in enumerate(sections, 1))
    main = f"""<article class="mx-auto max-w-3xl px-6 py-16 prose prose-slate"><div data-custom-class="body">
<div data-custom-class="title"><h1>PRIVACY POLICY</h1></div><div data-custom-class="subtitle"><strong>Last updated {updated}</strong></div>
<div data-custom-class="body_text"><p>This privacy notice for Ledgerline, Inc. (doing business as Ledgerline) ("we," "us," or "our"), describes how and why we might collect,
store, use, and/or share ("process") your information when you use our services ("Services").</p></div>
<div data-custom-class="heading_1"><h2>TABLE OF CONTENTS</h2></div><ul class="toc">{toc}</ul>{body}
<div data-custom-class="body_text"><p>This privacy policy was created using Termly's <a href="https://termly.io/products/privacy-policy-generator/?ftseo={v.rid}" data-custom-class="link">Privacy Policy Generator</a>.</p></div></div></article>"""
    return next_page("Privacy Policy | Ledgerline", "Ledgerline", main, v, page="/legal/privacy", props={"updated": updated}, cmp=onetrust(v, "Ledgerline"))


# ============================================================================ team: Squarespace with a role change; Webflow CMS with emails

SQ_TEAM = [("Maya Okafor", "Co-founder & CEO"), ("Daniel Brandt", "Co-founder & CTO"), ("Lucía Fernández", "VP of Sales"),
           ("Tom Whitfield", "Head of Customer Success"), ("Aiko Tanaka", "Head of Design"), ("Ravi Menon", "Engineering Manager")]


def squarespace_team(v: V, team: list[tuple[str, str]]) -> str:
    cards = "".join(
        f'<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-yui_3_17_2_1_{1709 + i}_{4411 + i * 7}">'
        f'<div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline">'
        f'<div class="intrinsic"><img data-src="https://images.squarespace-cdn.com/content/v1/5f1a/{n.split()[0].lower()}.jpg" '
        f'data-image-dimensions="800x800" alt="{n}" src="https://images.squarespace-cdn.com/content/v1/5f1a/{n.split()[0].lower()}.jpg?format=500w&amp;c={v.build[:5]}"></div>'
        f'<figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;"><strong>{n}</strong><br>{r}</p></div></figcaption></div></figure></div></div>'
        for i, (n, r) in enumerate(team))
    return f"""<!doctype html><html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-US"><head><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Team — Pinecrest Analytics</title><base href="">
<link rel="canonical" href="https://www.pinecrest.ai/team"/><meta property="og:site_name" content="Pinecrest Analytics"/>
<script type="text/javascript" crossorigin="anonymous" defer="defer" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" nonce="{v.nonce}">SQUARESPACE_ROLLUPS = {{}};Static.SQUARESPACE_CONTEXT = {{"facebookAppId":"314192535267336","rollups":{{}},"pageType":2,"website":{{"id":"5f1a2b3c4d5e6f7a8b9c0d1e","identifier":"pinecrest"}},
"websiteSettings":{{"storeSettings":{{"currencyCode":"USD"}}}},"cookieSettings":{{"isCookieBannerEnabled":true}},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1",
"pageFeatures":[1,2,4],"gmRenderKey":"QUl6YVN5Q0JUUk9xNkx1dkZfSUUxcjQ2LVQ0QWVUU1YtMGQ3bXk4","impersonatedSession":false,"tzData":{{"zones":[[-300,"US","E%sT",null]]}},
"showAnnouncementBar":false,"recaptchaEnterpriseContext":{{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"}},"i18nContext":{{"timeZoneData":{{"id":"America/New_York"}}}},
"env":"PRODUCTION","crumb":"{v.csrf[:22]}"}};</script>
{jsonld({"url": "https://www.pinecrest.ai", "name": "Pinecrest Analytics", "@context": "http://schema.org", "@type": "WebSite"})}
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/5f1a2b3c4d5e6f7a8b9c0d1e/{12 + v.day}/5c5a519771c10ba3470d8101/site.css"/></head>
<body id="collection-5f1a2b3c4d5e6f7a8b9c0d2f" class="primary-button-style-solid tweak-blog-alternating-side-by-side-width-full header-width-full collection-type-page collection-layout-default">
<div class="sqs-announcement-bar-dropzone"></div><div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles='{{"layout":"navRight"}}'>
<div class="header-inner container--fluid"><div class="header-title-logo"><a href="/" data-animation-role="header-element">Pinecrest Analytics</a></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list"><div class="header-nav-item header-nav-item--collection"><a href="/product" data-animation-role="header-element">Product</a></div>
<div class="header-nav-item header-nav-item--collection header-nav-item--active"><a href="/team" data-animation-role="header-element" aria-current="page">Team</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Contact</a></div></nav></div></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="5f1a2b3c4d5e6f7a8b9c0d30">
<section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white"
data-section-id="5f1a2b3c4d5e6f7a8b9c0d31"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-5f1a2b3c4d5e6f7a8b9c0d31">
<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">
<div class="sqs-html-content"><h1 style="text-align:center;white-space:pre-wrap;">Meet the team</h1><p class="sqsrte-large" style="text-align:center;white-space:pre-wrap;">
Twenty-two people in Boston and Lisbon helping retailers forecast demand.</p></div></div></div></div></div>
<div class="row sqs-row"><div class="col sqs-col-12 span-12 team-grid">{cards}</div></div></div></div></div></section></article></main>
<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-html-content">
<p style="white-space:pre-wrap;">© 2025 Pinecrest Analytics · 100 Summer St, Boston, MA</p></div></div></section></footer></div>
<div class="sqs-cookie-banner-v2-wrapper"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--bar" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2-text">
<p>We use cookies to provide you with a great experience and to help our website run effectively.</p></div><button class="sqs-cookie-banner-v2-accept">Accept</button></div></div>
<script type="text/javascript" nonce="{v.nonce}">Squarespace.afterBodyLoad(Y);</script></body></html>
"""


WF_TEAM = [("Jonas Eklund", "Founder & CEO", "jonas@tallbeam.com"), ("Sara Lind", "Head of Engineering", "sara@tallbeam.com"),
           ("Erik Norberg", "Senior Software Engineer", "erik@tallbeam.com"), ("Amira Haddad", "Product Designer", "amira@tallbeam.com"),
           ("Lukas Berg", "Customer Success Manager", "lukas@tallbeam.com"), ("Nora Sjöberg", "Software Engineer", "nora@tallbeam.com"),
           ("Felix Andersson", "Account Executive", "felix@tallbeam.com")]


def webflow_team(v: V, team: list[tuple[str, str, str]]) -> str:
    items = "".join(
        f'<div role="listitem" class="team_item w-dyn-item"><div class="team_image-wrapper"><img src="https://cdn.prod.website-files.com/6512/{n.split()[0].lower()}.webp" loading="lazy" alt="" class="team_image"/></div>'
        f'<div class="team_item-content"><div class="team_name-wrapper"><div class="text-size-large text-weight-semibold">{n}</div><div class="text-size-regular">{r}</div></div>'
        f'<div class="team_social"><a href="https://www.linkedin.com/in/{n.lower().replace(" ", "-")}" class="team_social-link w-inline-block">LinkedIn</a>'
        f'{protected_email(e, v)}</div></div></div>' for n, r, e in team)
    return f"""<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Mar {3 + v.day} 2025 0{v.hours}:41:57 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.tallbeam.com" data-wf-page="6512aa01bb02cc03dd04ee05" data-wf-site="6512aa01bb02cc03dd04ee00" lang="en"><head><meta charset="utf-8"/><title>About us | Tallbeam</title>
<meta content="width=device-width, initial-scale=1" name="viewport"/><link href="https://cdn.prod.website-files.com/6512aa01bb02cc03dd04ee00/css/tallbeam.webflow.shared.{v.build[:9].lower()}.min.css" rel="stylesheet" type="text/css"/>
<script type="text/javascript" nonce="{v.nonce}">!function(o,c){{var n=c.documentElement,t=" w-mod-";n.className+=t+"js"}}(window,document);</script></head>
<body><div class="page-wrapper"><div class="navbar_component w-nav" role="banner"><div class="navbar_container"><a href="/" class="navbar_logo-link w-nav-brand">Tallbeam</a>
<nav role="navigation" class="navbar_menu w-nav-menu"><a href="/platform" class="navbar_link w-nav-link">Platform</a><a href="/about" aria-current="page" class="navbar_link w-nav-link w--current">About</a>
<a href="/careers" class="navbar_link w-nav-link">Careers</a></nav></div></div>
<main class="main-wrapper"><section class="section_about-header"><div class="padding-global"><div class="container-large"><h1 class="heading-style-h1">We make warehouses talk to each other</h1>
<p class="text-size-medium">Tallbeam connects warehouse systems across 300 sites in Scandinavia. We are a small team in Gothenburg.</p></div></div></section>
<section class="section_team"><div class="padding-global"><div class="container-large"><h2 class="heading-style-h2">Our team</h2>
<div class="team_list-wrapper w-dyn-list"><div role="list" class="team_list w-dyn-items">{items}</div></div></div></div></section></main>
<footer class="footer_component"><div class="padding-global"><div class="footer_bottom"><div class="footer_credit-text">© 2025 Tallbeam AB</div>
<div class="footer_contact">Press: {protected_email("press@tallbeam.com", v)}</div></div></div></footer></div>{cf_script(v)}
<script src="https://cdn.prod.website-files.com/6512aa01bb02cc03dd04ee00/js/webflow.{v.build[2:11].lower()}.js" type="text/javascript"></script></body></html>
"""


# ============================================================================ docs: a GitBook-like page, sidebar/version noise vs a parameter table change

DOC_PARAMS = [("customer_id", "string", "Required", "The customer to list invoices for."),
              ("status", "enum", "Optional", "One of <code>draft</code>, <code>open</code>, <code>paid</code>, <code>void</code>."),
              ("created_after", "timestamp", "Optional", "Only invoices created after this time (ISO 8601)."),
              ("limit", "integer", "Optional", "Maximum number of invoices to return, between 1 and 100. Defaults to 20."),
              ("starting_after", "string", "Optional", "A cursor for pagination: the ID of the last invoice of the previous page.")]


def docs_page(v: V, *, version: str = "v3.2", sidebar_extra: list[str] | None = None, params: list[tuple[str, str, str, str]] | None = None,
              edited: str = "3 days ago") -> str:
    side = ["Introduction", "Authentication", "Errors", "Pagination", "Customers", "Invoices", "Payments", "Refunds", "Webhooks"] + (sidebar_extra or [])
    side_html = "".join(f'<li><a class="css-1a2b3c{" active" if s == "Invoices" else ""}" href="/api/{s.lower().replace(" ", "-")}">{s}</a></li>' for s in side)
    rows = "".join(f'<tr><td><code>{a}</code></td><td>{b}</td><td>{c}</td><td>{d}</td></tr>' for a, b, c, d in (params or DOC_PARAMS))
    versions = "".join(f'<option{" selected" if x == version else ""}>{x}</option>' for x in ("v3.3", "v3.2", "v3.1", "v2.x") if x != "v3.3" or version == "v3.3")
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>List invoices | Billow API Reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="generator" content="GitBook (11.2.{v.day})"/>
<link rel="stylesheet" href="https://static.gitbook.com/_next/static/css/{v.build[:16].lower()}.css"/>
<script nonce="{v.nonce}">self.__gitbook={{"spaceId":"-Mb8x2K9qZ","revisionId":"{v.rid}","csrf":"{v.csrf}"}};</script></head>
<body class="site-background"><div id="__next"><header class="css-175oi2r header-bar" role="banner"><a href="/" class="css-4rbku5">Billow Docs</a>
<div class="version-picker"><label>Version <select aria-label="Select version">{versions}</select></label></div>
<div class="css-search"><button aria-label="Search" class="css-1s9qwe">Search… <kbd>Ctrl K</kbd></button></div></header>
<div class="css-layout"><aside class="css-sidebar" aria-label="Table of contents"><nav><ul class="toc">{side_html}</ul></nav></aside>
<main class="css-1rynq56 page-body"><nav aria-label="Breadcrumb" class="css-bc"><a href="/api">API Reference</a> / <a href="/api/invoices">Invoices</a></nav>
<h1 class="css-title">List invoices</h1><p>Returns a list of invoices, newest first. Invoices in <code>draft</code> status are only returned to secret keys with the <code>invoices:write</code> scope.</p>
<div class="openapi-method"><span class="method-get">GET</span> <code>https://api.billow.io/v3/invoices</code></div>
<h2 id="query-parameters">Query parameters</h2><table class="openapi-params"><thead><tr><th>Name</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>{rows}</tbody></table>
<h2 id="response">Response</h2><p>A dictionary with a <code>data</code> property holding up to <code>limit</code> invoices, and a <code>has_more</code> flag.</p>
<pre><code class="language-bash">curl https://api.billow.io/v3/invoices?customer_id=cus_123 \\
  -H "Authorization: Bearer $BILLOW_KEY"</code></pre>
<div class="page-footer css-pf"><p class="last-modified">Last modified {edited}</p><a href="https://github.com/billow/docs/blob/main/api/invoices.md">Edit on GitHub</a></div>
<nav class="pagination-nav"><a href="/api/customers" class="prev">Previous: Customers</a><a href="/api/payments" class="next">Next: Payments</a></nav></main>
<aside class="css-onthispage" aria-label="On this page"><p>On this page</p><ul><li><a href="#query-parameters">Query parameters</a></li><li><a href="#response">Response</a></li></ul></aside></div>
<footer class="css-footer"><p>Powered by GitBook</p></footer></div>
<script nonce="{v.nonce}">self.__next_f.push([1,"{v.build}"])</script></body></html>
"""


# ============================================================================ newsroom: French and Japanese press pages

FR_RELEASES = [
    ("veloria-obtient-agrement-etablissement-monnaie-electronique", "Veloria obtient l'agrément d'établissement de monnaie électronique", "27 février 2025", "2025-02-27"),
    ("veloria-partenariat-banque-populaire", "Veloria et Banque Populaire Grand Ouest signent un partenariat", "11 février 2025", "2025-02-11"),
    ("veloria-bilan-2024", "Bilan 2024 : 1,2 milliard d'euros de paiements traités", "21 janvier 2025", "2025-01-21"),
    ("veloria-ouvre-bureau-lyon", "Veloria ouvre un bureau à Lyon", "3 décembre 2024", "2024-12-03"),
    ("veloria-nomme-directrice-financiere", "Veloria nomme Claire Dumas directrice financière", "18 novembre 2024", "2024-11-18"),
]
FR_NEW = ("veloria-lance-paiement-instantane-espagne", "Veloria lance le paiement instantané en Espagne", "12 mars 2025", "2025-03-12")


def newsroom_fr(v: V, items: list[tuple[str, str, str, str]]) -> str:
    cards = "".join(
        f'<li class="press-list__item"><article class="press-card"><time class="press-card__date" datetime="{iso}">{shown}</time>'
        f'<h3 class="press-card__title"><a href="/fr/presse/{s}">{t}</a></h3>'
        f'<a class="press-card__download" href="/fr/presse/{s}.pdf?v={v.build[:6]}">Télécharger le PDF</a></article></li>'
        for s, t, shown, iso in items)
    return f"""<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Espace presse – Veloria</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/build/app.{v.build[:8].lower()}.css"><script nonce="{v.nonce}">window.axeptioSettings={{clientId:"65b2c3",cookiesVersion:"veloria-fr-{v.day}"}};</script></head>
<body class="page-presse"><header class="site-header"><a class="site-header__logo" href="/fr/">Veloria</a><nav class="site-nav" aria-label="Navigation principale"><ul>
<li><a href="/fr/entreprises">Entreprises</a></li><li><a href="/fr/tarifs">Tarifs</a></li><li><a href="/fr/a-propos">À propos</a></li><li><a href="/fr/presse" aria-current="page">Presse</a></li></ul></nav>
<a class="lang-switch" href="/en/press">EN</a></header>
<main id="contenu"><section class="page-hero"><h1>Espace presse</h1><p>Communiqués, kit média et contacts presse de Veloria.</p></section>
<section class="press-releases"><h2>Communiqués de presse</h2><ul class="press-list">{cards}</ul></section>
<section class="press-contact"><h2>Contact presse</h2><p>Agence Marceau — Julie Perrin — {protected_email("presse@veloria.fr", v)} — +33 1 84 80 12 34</p></section></main>
<footer class="site-footer"><p>© 2025 Veloria SAS · 18 rue de la Paix, 75002 Paris</p><a href="/fr/mentions-legales">Mentions légales</a></footer>
<div id="axeptio_overlay" class="axeptio_mount"><div class="axeptio-widget" data-consent="{v.consent_id}"><p>Ce site utilise des cookies. Nous et nos {v.partners} partenaires…</p><button>OK pour moi</button><button>Je choisis</button></div></div>
{cf_script(v)}</body></html>
"""


JA_RELEASES = [
    ("20250227", "ヴェロリア、物流向け需要予測サービスの提供を開始", "2025年2月27日"),
    ("20250213", "ヴェロリア、大阪に西日本支社を開設", "2025年2月13日"),
    ("20250130", "2024年12月期 決算説明資料を公開しました", "2025年1月30日"),
    ("20250116", "ヴェロリア、ISO/IEC 27001認証を取得", "2025年1月16日"),
    ("20241219", "年末年始休業のお知らせ", "2024年12月19日"),
    ("20241205", "ヴェロリア、東京ビッグサイトの国際物流展に出展", "2024年12月5日"),
]
JA_NEW = ("20250312", "ヴェロリア、シリーズBラウンドで総額30億円の資金調達を実施", "2025年3月12日")


def newsroom_ja(v: V, items: list[tuple[str, str, str]], *, ago: str = "3時間前") -> str:
    lis = "".join(
        f'<li class="news-list__item"><a class="news-list__link" href="/news/{i}/"><time class="news-list__date" datetime="{i[:4]}-{i[4:6]}-{i[6:]}">{d}</time>'
        f'<span class="news-list__category">プレスリリース</span><span class="news-list__title">{t}</span></a></li>'
        for i, t, d in items)
    return f"""<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><title>ニュースリリース | 株式会社ヴェロリア</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/assets/css/style.css?ver={v.build[:7]}">
<script nonce="{v.nonce}">window.dataLayer=window.dataLayer||[];dataLayer.push({{"sid":"{v.session}"}});</script></head>
<body class="news"><header class="l-header"><div class="l-header__inner"><a class="l-header__logo" href="/">株式会社ヴェロリア</a>
<nav class="gnav"><ul><li><a href="/service/">サービス</a></li><li><a href="/company/">会社情報</a></li><li><a href="/news/" aria-current="page">ニュース</a></li><li><a href="/recruit/">採用情報</a></li><li><a href="/contact/">お問い合わせ</a></li></ul></nav></div></header>
<main class="l-main"><div class="c-page-title"><h1>ニュースリリース</h1><p class="c-page-title__en">NEWS RELEASE</p></div>
<div class="c-breadcrumb"><a href="/">ホーム</a> &gt; ニュース</div>
<section class="news-section"><p class="news-updated">最終更新：{ago}</p><ul class="news-list">{lis}</ul>
<div class="c-pager"><span class="current">1</span><a href="/news/page/2/">2</a><a href="/news/page/3/">3</a><a class="next" href="/news/page/2/">次へ</a></div></section></main>
<footer class="l-footer"><ul class="l-footer__nav"><li><a href="/privacy/">個人情報保護方針</a></li><li><a href="/security/">情報セキュリティ基本方針</a></li></ul>
<p class="l-footer__copy">© 2025 Veloria Inc.</p></footer></body></html>
"""


# ============================================================================ homepage: carousel + A/B hero noise vs a launch announcement

LOGOS = ["Contoso", "Northwind", "Fabrikam", "Tailspin", "Wingtip", "Litware", "Adatum", "Proseware"]
QUOTES = [("“Kitewire replaced four internal tools and our on-call pages dropped by 60%.”", "Hana Ito, Platform Lead, Tailspin"),
          ("“Setup took an afternoon. We were alerting on real SLOs by the end of the week.”", "Omar Reyes, SRE Manager, Litware"),
          ("“The only observability bill our CFO has ever thanked us for.”", "Grace Kim, VP Engineering, Adatum")]


def homepage(v: V, *, launch: str = "") -> str:
    hero = {"A": ("Observability without the bill shock", "Traces, metrics and logs in one place, priced per host — not per gigabyte."),
            "B": ("See every request. Pay for hosts, not bytes.", "Kitewire unifies traces, metrics and logs with flat per-host pricing.")}[v.variant]
    slides = "".join(
        f'<div class="swiper-slide{" swiper-slide-active" if i == v.slide else (" swiper-slide-next" if i == (v.slide + 1) % 3 else "")}" role="group" aria-label="{i + 1} / 3" data-swiper-slide-index="{i}">'
        f'<blockquote class="quote-card"><p>{q}</p><footer>{who}</footer></blockquote></div>'
        for i, (q, who) in enumerate(QUOTES[v.slide:] + QUOTES[:v.slide]))
    logos = LOGOS[v.slide:] + LOGOS[:v.slide]
    bar = (f'<div class="bg-violet-700 px-4 py-2.5 text-center text-sm text-white" role="region" aria-label="News">'
           f'<p><strong class="font-semibold">{launch}</strong> <a href="/blog/introducing-kitewire-ai" class="underline">Read the announcement <span aria-hidden="true">&rarr;</span></a></p></div>') if launch else ""
    main = f"""<section class="relative overflow-hidden bg-slate-950 text-white" data-experiment="hp-hero-2025q1" data-variant="{v.variant}">
<div class="mx-auto max-w-7xl px-6 py-24 lg:py-32"><h1 class="text-5xl font-bold tracking-tight sm:text-6xl">{hero[0]}</h1><p class="mt-6 max-w-2xl text-lg text-slate-300">{hero[1]}</p>
<div class="mt-10 flex gap-x-4"><a href="/signup" class="rounded-md bg-violet-500 px-4 py-2.5 text-sm font-semibold">{"Start free" if v.variant == "A" else "Try it free for 14 days"}</a>
<a href="/demo" class="text-sm font-semibold leading-6">Book a demo →</a></div></div></section>
<section class="py-12" aria-label="Customers"><p class="text-center text-sm font-semibold text-slate-500">Trusted by platform teams at</p>
<div class="logo-marquee mt-6 flex justify-center gap-x-10">{"".join(f'<span class="logo" title="{x}">{x}</span>' for x in logos)}</div></section>
<section class="mx-auto max-w-7xl px-6 py-24"><h2 class="text-3xl font-bold">One agent. Every signal.</h2><div class="mt-12 grid gap-8 md:grid-cols-3">
<div class="feature"><h3 class="text-lg font-semibold">Distributed tracing</h3><p>OpenTelemetry-native tracing with tail-based sampling you control.</p></div>
<div class="feature"><h3 class="text-lg font-semibold">Metrics at any cardinality</h3><p>Tag by customer, region or build without a surprise invoice.</p></div>
<div class="feature"><h3 class="text-lg font-semibold">Logs that link to traces</h3><p>Jump from a slow span to the exact log lines it wrote.</p></div></div></section>
<section class="bg-slate-50 py-24" aria-label="Testimonials"><div class="swiper testimonials-swiper swiper-initialized swiper-horizontal" data-autoplay="6000">
<div class="swiper-wrapper" aria-live="off">{slides}</div><div class="swiper-pagination swiper-pagination-bullets"><span class="swiper-pagination-bullet swiper-pagination-bullet-active"></span></div></div></section>"""
    page = next_page("Kitewire — Observability without the bill shock", "Kitewire", main, v, props={"variant": v.variant, "slide": v.slide},
                     cmp=cookiebot(v), cta="Start free" if v.variant == "A" else "Try free")
    return page.replace('<div id="__next">', f'<div id="__next">{bar}', 1)


# ============================================================================ products / contact: consent and token noise only


def product_page(v: V) -> str:
    main = f"""<section class="mx-auto max-w-6xl px-6 py-20"><p class="text-sm font-semibold uppercase text-teal-600">Products</p><h1 class="text-5xl font-bold">Ledger Sync</h1>
<p class="mt-6 text-xl text-slate-600">Two-way sync between your billing system and NetSuite, Xero or QuickBooks, reconciled every fifteen minutes.</p>
<div class="mt-12 grid gap-10 md:grid-cols-2"><div><h2 class="text-2xl font-semibold">What it does</h2><ul class="mt-4 list-disc pl-5">
<li>Creates invoices, credit notes and payments in your ledger as they happen</li><li>Maps products to GL accounts and tax codes with rules you control</li>
<li>Flags mismatches between Stripe payouts and bank deposits</li></ul></div>
<div><h2 class="text-2xl font-semibold">Supported systems</h2><table class="mt-4 w-full text-sm"><tbody><tr><td>Billing</td><td>Stripe, Chargebee, Recurly</td></tr>
<tr><td>Ledgers</td><td>NetSuite, Xero, QuickBooks Online, Sage Intacct</td></tr></tbody></table></div></div>
<p class="mt-12 text-sm text-slate-500">Questions? {protected_email("sales@ledgerline.io", v)}</p></section>"""
    ld = jsonld({"@context": "https://schema.org", "@type": "SoftwareApplication", "name": "Ledger Sync", "applicationCategory": "BusinessApplication",
                 "operatingSystem": "Web", "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8", "reviewCount": str(128 + v.day)}})
    return next_page("Ledger Sync | Ledgerline", "Ledgerline", main, v, page="/products/ledger-sync", ld=ld,
                     cmp=cookiebot(v) + didomi(v), footer_extra=cf_script(v))


def contact_page(v: V) -> str:
    main = f"""<section class="mx-auto max-w-5xl px-6 py-20"><h1 class="text-4xl font-bold">Contact us</h1><p class="mt-4 text-lg text-slate-600">We usually answer within one business day.</p>
<div class="mt-12 grid gap-12 md:grid-cols-2"><form action="/api/contact" method="post" class="space-y-4"><input type="hidden" name="csrfmiddlewaretoken" value="{v.csrf}">
<input type="hidden" name="form_started_at" value="{1741170000 + v.day * 86400 + v.hours}"><input type="hidden" name="hp_{v.nonce[:6]}" value="">
<label class="block">Name<input name="name" class="mt-1 w-full rounded border"></label><label class="block">Work email<input name="email" type="email" class="mt-1 w-full rounded border"></label>
<label class="block">Message<textarea name="message" class="mt-1 w-full rounded border"></textarea></label><button type="submit" class="rounded bg-slate-900 px-4 py-2 text-white">Send message</button></form>
<div class="space-y-8"><div><h2 class="text-xl font-semibold">Sales</h2><p>{protected_email("sales@ledgerline.io", v)} · +1 (415) 555-0134</p></div>
<div><h2 class="text-xl font-semibold">Support</h2><p>{protected_email("support@ledgerline.io", v)}</p></div>
<div><h2 class="text-xl font-semibold">Offices</h2><address class="not-italic">Ledgerline, Inc.<br>548 Market St, Suite 71021<br>San Francisco, CA 94104</address>
<address class="not-italic mt-4">Ledgerline Europe B.V.<br>Herengracht 420<br>1017 BZ Amsterdam</address></div></div></div></section>"""
    return next_page("Contact | Ledgerline", "Ledgerline", main, v, page="/contact", props={"form": v.csrf[:8]},
                     cmp=usercentrics(v) + onetrust(v, "Ledgerline"), footer_extra=cf_script(v))


# ============================================================================ writing the files


def build() -> dict[str, str]:
    b = V()
    files: dict[str, str] = {}
    # careers
    files["workday-old.html"] = workday(b, WD_JOBS)
    files["workday-noise.html"] = workday(N1, WD_JOBS)
    files["workday-added.html"] = workday(N1, [("Transport Planner, Night Shift", "Duisburg, Germany", "R-10241", -1)] + WD_JOBS)
    page1 = (WD_JOBS + [(f"{t} II", loc, rid + "2", d + 41) for t, loc, rid, d in WD_JOBS])[:20]
    files["workday-de-old.html"] = workday(b, WD_JOBS, lang="de")
    files["workday-de-noise.html"] = workday(N1, WD_JOBS, lang="de")
    files["workday-fr-old.html"] = workday(b, WD_JOBS, lang="fr")
    files["workday-fr-noise.html"] = workday(N1, WD_JOBS, lang="fr")
    files["workday-paged-old.html"] = workday(b, page1, total=57)
    files["workday-paged-shifted.html"] = workday(N1, [("Customs Broker", "Venlo, Netherlands", "R-10244", -1)] + page1[:19], total=58)
    files["icims-old.html"] = icims(b, IC_JOBS)
    files["icims-noise.html"] = icims(N1, IC_JOBS)
    moved = [(j, t, "US-Remote" if j == "4512" else loc, d, p) for j, t, loc, d, p in IC_JOBS]
    files["icims-moved.html"] = icims(N1, moved)
    files["successfactors-old.html"] = successfactors(b, SF_JOBS[:20], 57)
    files["successfactors-shifted.html"] = successfactors(
        N1, [("Registered Nurse - Emergency Department", "Boston, MA, US, 02114", "1098765450", "Mar 8, 2025")] + SF_JOBS[:19], 58)
    files["bamboohr-old.html"] = bamboohr(b, BH_JOBS)
    fewer = {k: [j for j in js if j[0] != "53"] for k, js in BH_JOBS.items()}
    files["bamboohr-removed.html"] = bamboohr(N1, fewer)
    files["jazzhr-old.html"] = jazzhr(b, JZ_JOBS)
    files["jazzhr-spree.html"] = jazzhr(N1, JZ_NEW + JZ_JOBS)
    files["breezy-old.html"] = breezy(b, BZ_JOBS)
    files["breezy-noise.html"] = breezy(N1, BZ_JOBS)
    files["recruitee-old.html"] = recruitee(b, RC_JOBS)
    swapped = [j for j in RC_JOBS if j[0] != "it-support-specialist"]
    swapped.insert(2, ("senior-ml-engineer-fraud", "Senior ML Engineer, Fraud", "Amsterdam, Netherlands", "Engineering", "Hybrid"))
    files["recruitee-swap.html"] = recruitee(N1, swapped)
    files["lever-old.html"] = lever(b, LV_JOBS)
    lv = [(p, t, "Remote — US" if t == "Senior iOS Engineer" else loc, d, "Remote" if t == "Senior iOS Engineer" else m) for p, t, loc, d, m in LV_JOBS]
    files["lever-moved.html"] = lever(N1, lv)
    files["careers-webflow-old.html"] = webflow_careers(b, TR_JOBS)
    files["careers-webflow-truncated.html"] = webflow_careers(N1, TR_JOBS, truncate_after=3)
    # pricing
    files["pricing-usage-old.html"] = usage_pricing(b)
    files["pricing-usage-overage.html"] = usage_pricing(N1, pro_overage="$0.50")
    files["pricing-usage-renamed.html"] = usage_pricing(N1, scale_name="Business")
    files["pricing-usage-badges.html"] = usage_pricing(N1, annual_badge="2 months free", popular="Scale")
    files["pricing-usage-sale.html"] = usage_pricing(N1, banner="Spring sale: 30% off your first year on annual Pro and Scale plans with code SPRING30 — ends March 31, 2025.")
    files["pricing-currency-old.html"] = currency_pricing(b)
    files["pricing-currency-geo-eur.html"] = currency_pricing(N1, shown="EUR")
    inr = {k: dict(t) for k, t in CUR.items()}
    inr["Pro"]["INR"] = "₹1,799"
    inr_year = {k: dict(t) for k, t in CUR_YEAR.items()}
    inr_year["Business"]["INR"] = "₹1,34,988"
    files["pricing-currency-inr.html"] = currency_pricing(N1, cur=inr, year=inr_year)
    files["pricing-jsonld-old.html"] = jsonld_pricing(b)
    files["pricing-jsonld-pro.html"] = jsonld_pricing(N1, pro="35.00")
    # blog
    files["ghost-old.html"] = ghost_blog(b, GH_POSTS, 0)
    files["ghost-featured-rotated.html"] = ghost_blog(N1, GH_POSTS, 1)
    files["ghost-new-post.html"] = ghost_blog(N2, [GH_NEW] + GH_POSTS[:-1], 2)
    whole = ghost_blog(N1, GH_POSTS, 0)
    # a proxy's partial response: the body stops inside the fourth listed post's card
    files["ghost-truncated.html"] = whole[: whole.index('href="/feature-flags-at-scale/"') + 120]
    # changelog
    unrel = {"Added": ["`tq lint` checks models for unused columns."], "Fixed": ["`tq sync` honours `--schema` on Postgres sources."]}
    files["keepachangelog-old.html"] = keep_a_changelog(b, KAC_RELEASES, unrel)
    files["keepachangelog-unreleased.html"] = keep_a_changelog(
        N1, KAC_RELEASES, {"Added": unrel["Added"] + ["`tq export --format parquet` writes Parquet files with zstd compression."], "Fixed": unrel["Fixed"]})
    files["keepachangelog-released.html"] = keep_a_changelog(N1, [("1.5.0", "2025-03-11", unrel)] + KAC_RELEASES, {})
    files["github-releases-old.atom"] = github_atom(b, GH_RELEASES)
    files["github-releases-noise.atom"] = github_atom(N1, GH_RELEASES)
    files["github-releases-new.atom"] = github_atom(
        N1, [("v2.8.0", "2025-03-10T15:21:40Z", "<h2>Features</h2><ul><li>Drift detection with <code>stratus plan --refresh-only</code> (#4150)</li></ul>")] + GH_RELEASES)
    # status
    files["status-operational.html"] = status_page(b)
    files["status-investigating.html"] = status_page(N1, incident=INC_INVESTIGATING, degraded="Webhooks")
    files["status-identified.html"] = status_page(N2, incident=INC_IDENTIFIED, degraded="Webhooks")
    files["status-monitoring.html"] = status_page(N1, incident=INC_MONITORING, degraded="Webhooks")
    files["status-resolved.html"] = status_page(N2, incident=INC_RESOLVED, degraded="Webhooks", resolved=True)
    files["status-maintenance.html"] = status_page(N1, maintenance="Database upgrade (scheduled maintenance)")
    # legal
    files["privacy-old.html"] = privacy_policy(b)
    files["privacy-date.html"] = privacy_policy(N1, updated="March 10, 2025")
    files["privacy-subprocessor.html"] = privacy_policy(N1, updated="March 10, 2025", subprocessors=SUBPROCESSORS + [
        ("Anthropic, PBC", "AI-assisted categorisation of transactions", "United States")])
    files["privacy-retention.html"] = privacy_policy(N1, updated="March 10, 2025", retention=(
        "We keep account data for as long as your account is active and for 7 years after you close it, so that we can meet our "
        "tax and anti-money-laundering record-keeping obligations, unless the law requires us to keep it longer."))
    # team
    files["team-squarespace-old.html"] = squarespace_team(b, SQ_TEAM)
    files["team-squarespace-cro.html"] = squarespace_team(N1, [(n, "Chief Revenue Officer" if n == "Lucía Fernández" else r) for n, r in SQ_TEAM])
    files["team-webflow-old.html"] = webflow_team(b, WF_TEAM)
    files["team-webflow-noise.html"] = webflow_team(N1, WF_TEAM)
    files["team-webflow-added.html"] = webflow_team(N1, WF_TEAM[:3] + [("Priya Natarajan", "Senior Software Engineer", "priya@tallbeam.com")] + WF_TEAM[3:])
    # docs
    files["docs-old.html"] = docs_page(b)
    files["docs-chrome.html"] = docs_page(N1, version="v3.3", sidebar_extra=["Webhooks v2 (beta)"], edited="4 days ago")
    params = [p if p[0] != "limit" else ("limit", "integer", "Optional", "Maximum number of invoices to return, between 1 and 500. Defaults to 50.")
              for p in DOC_PARAMS] + [("include_lines", "boolean", "Optional", "Embed each invoice's line items in the response.")]
    files["docs-params.html"] = docs_page(N1, params=params, edited="1 hour ago")
    # newsroom
    files["newsroom-fr-old.html"] = newsroom_fr(b, FR_RELEASES)
    files["newsroom-fr-new.html"] = newsroom_fr(N1, [FR_NEW] + FR_RELEASES)
    files["newsroom-ja-old.html"] = newsroom_ja(b, JA_RELEASES)
    files["newsroom-ja-noise.html"] = newsroom_ja(N1, JA_RELEASES, ago="5時間前")
    files["newsroom-ja-funding.html"] = newsroom_ja(N1, [JA_NEW] + JA_RELEASES[:-1], ago="12分前")
    # homepage
    files["home-old.html"] = homepage(b)
    files["home-noise.html"] = homepage(replace(N1, variant="A"))
    files["home-ab.html"] = homepage(N1)
    files["home-launch.html"] = homepage(N2, launch="New: Kitewire AI explains every alert in plain English — now in public beta.")
    # consent and tokens
    files["product-old.html"] = product_page(b)
    files["product-noise.html"] = product_page(N1)
    files["contact-old.html"] = contact_page(b)
    files["contact-noise.html"] = contact_page(N1)
    return files


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, text in build().items():
        (OUT / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
