"""Discovery red-teamed (seventeenth round): surfaces that live on SUBDOMAINS and THIRD-PARTY hosts the menu links
only indirectly, each host built with its vendor's real markup (Lever's postings on a careers. custom domain, Teamtailor's
CDN and meta, Ghost's generator and /rss/, a HubSpot blog's rss.xml, Mintlify / GitBook / ReadMe generators, Statuspage's
page on a CNAME naming Atlassian only in its footer, Instatus's generator and /summary.json, Better Stack's assets, Q4's
q4cdn / default.aspx pages, Cision's MyNewsroom, a Zendesk help centre on support., Headway, Canny, GitHub releases,
Workable's embed, Workday) served on loopback through CHANGEWIRE_CONNECT_TO (tests/data/discovery/web.py), and the
precision traps beside them: customers' and partners' subdomains (careers.northwind., ravelin.cloudpartner.,
northwind.pagebloom.), another company's tenant on a shared SaaS host (a web host's flywheel.statuspage.io credited in
the footer), vendors' status pages the company depends on (status.stripe.com, status.twilio.com from /docs, status.mux.com,
the AWS Health dashboard), a "Trust center" beside "Status", a partner's wire release and an earnings PDF on q4cdn.
Each site's EXPECTED, NEVER, NEVER_ASKED and AT_MOST were written down before discovery was first run on it.

Covered (27 companies):
A. careers. as an ATS's site: Lever custom domain (brindlepay), Teamtailor career site named "Jobs" (sablefin).
B. blog. on Ghost (tessellate); on HubSpot beside GitBook docs. and a Statuspage status. (quorra).
C. Mintlify docs., Canny changelog beside its feature-request board, Instatus status. (helmsly); ReadMe docs. and its
   /changelog, Better Stack status. (vantora); a Zendesk help centre and its "Submit a request", Headway (plumeria);
   GitHub releases beside a "Built with Next.js" credit to vercel/next.js (gantrylabs).
D. investors. on Q4 and news. on Cision (corvidenergy); ir. on Q4 beside the company's own /media (halvardfoods); "Press"
   on Cision and "Insights" as the blog (ostravasteel); investor., newsroom. and a Workday board (larchmontbank).
E. traps: customers' careers. / status. / jobs. in "Trusted by" (loftwise); a web host's tenant status page credited in
   the footer (marlinco); upstream vendors' status pages on /docs beside the company's own status. (tillerpay) and in
   the footer with none of its own (kestrelcam); a PartnerStack portal and a marketplace listing (orchardanalytics).
F. indirect: status. linked from the Zendesk help centre alone (driftline); nimbral.gitbook.io and nimbral.ghost.io
   (nimbral); careers. 301 to Greenhouse (copperline); a Canny changelog linked from the docs' sidebar alone, Instatus
   (brookfieldrobotics); careers. as a Workable embed named "Join us" (wrenfield).
G. written after the first run: customers' help centres on the company's own domain (pagebloom); a three-letter brand
   whose footer credits "Hosted by Kinsta" → kinsta.statuspage.io and "Theme by Themecraft" → a ghost.io blog (kyo); a
   partner's wire release and an earnings PDF (fernhillbio); a SafeBase trust centre beside Better Stack (sentrio);
   partners' and a customer's hosts carrying the company's name as a whole label (ravelin).

Wrong on the code before this round (a3f568c): 2 of 27 (marlinco, kyo); fixed 2, xfail 0.
- marlinco: a link to flywheel.statuspage.io labelled "Flywheel" (the footer's "Proudly hosted on" credit outside the
  anchor) was the status page: a status page on a hosting platform's tenant that neither carries the company's name nor
  is labelled a status page is another company's, as a blog on a blogging platform's tenant already was
  (surfaces.classify_link, _TENANT_PAGES: blog and status; docs and changelogs not, their tenants often name a product).
- kyo: "Hosted by Kinsta" → kinsta.statuspage.io was the status page (the brand is too short to tell a tenant's name);
  a link to another host whose label credits the site's web host, theme, agency or platform ("Powered by", "Hosted by",
  "Built with", "Theme by", "Website by" …) names no surface now (surfaces._CREDIT_LABEL).
Expectations revised (written wrong or a fixture artefact): a Statuspage / Instatus status page is selected as its JSON
summary (/api/v2/summary.json, /summary.json), as rounds 14-16 allow (status wanted by prefix); bounds of brindlepay (17),
helmsly (17) and copperline (16) count the https tries the http-only loopback refuses (1-3 each).
Right at first (pinned): the other 25.
Noticed, left alone: an Instatus page on the company's own status. costs one request more than a Statuspage one (the
Statuspage summary is asked first, 404s, then the page is read and /summary.json asked: helmsly, brookfieldrobotics);
reading the page first would cost every Statuspage CNAME a request instead. A status page of the company's on a tenant
named otherwise (getacme.com → acme-hq.statuspage.io) linked by an icon without a label is now dropped (labelled
"Status" / "System status" it stays).
"""
from __future__ import annotations

import hashlib
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper
rss, atom, feed_link, _eu = W.rss, W.atom, W.feed_link, W.eu
Net = W.Net

_WORDS = ("alder basalt cairn dune egret fjord glen heath inlet juniper knoll loch marram nettle ouse pine quarry "
          "rowan shale thistle upland vale wren yarrow").split()

Links, chrome, pre = W.Links, W.chrome, W.pre  # (the same Next.js chrome as later rounds)


def prose(seed: str, n: int = 60) -> str:
    """Distinct, deterministic filler per page (pages of one site must not look like copies)."""
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_WORDS[(h[i % len(h)] ^ (i * 41 & 0xFF)) % len(_WORDS)] + ("." if i % 10 == 9 else "")
                    for i in range(n))


def page(title: str, chrome_html: str = "", head: str = "", main: str = "", lang: str = "en") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
            f"<body>{chrome_html}<main><h1>{title}</h1>{main}<p>{prose(title)}</p></main></body></html>")


def pages(chrome_html: str, links: Links, mains: dict[str, str] | None = None, head: str = "") -> dict[str, Any]:
    """Every relative link answered by a page titled by its label."""
    out: dict[str, Any] = {}
    for h, t in links:
        p = h.split("#")[0]
        if p.startswith("/") and not p.startswith("//") and p != "/" and p not in out:
            out[p] = page(t, chrome_html, head=head, main=(mains or {}).get(p, ""))
    return out


# ---------------------------------------------------------------- the vendors' real markup of a hosted page
def statuspage(name: str, powered: bool = True) -> str:
    """An Atlassian Statuspage page on the company's CNAME: the vendor named only in its markup."""
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' + name + ' Status</title>'
            '<link rel="alternate" type="application/atom+xml" href="/history.atom"><link rel="alternate" '
            'type="application/rss+xml" href="/history.rss"><script src="https://dka575ofm4ao0.cloudfront.net/assets/'
            'status_common.js"></script></head><body class="status index status-none"><div class="layout-content status '
            'status-index starter"><div class="page-status status-none"><span class="status font-large">All Systems '
            'Operational</span></div><div class="components-section"><div class="component-container"><span class='
            '"name">API</span><span class="component-status">Operational</span></div></div>'
            + ('<div class="page-footer"><a href="https://www.atlassian.com/software/statuspage?utm_campaign='
               'status&utm_medium=footer">Powered by Atlassian Statuspage</a></div>' if powered else "")
            + "</div></body></html>")


def summary(name: str) -> dict[str, Any]:
    return {"json": {"page": {"id": "kctbh9vrtdwd", "name": name, "url": "", "updated_at": "2026-12-01T09:00:00Z"},
                     "components": [{"name": "API", "status": "operational"}],
                     "status": {"indicator": "none", "description": "All Systems Operational"}}}


def instatus(name: str) -> str:
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' + name + ' status</title><meta '
            'name="generator" content="Instatus"><link rel="preconnect" href="https://instatus.com"></head><body><div id='
            '"__next"><div class="header">' + name + '</div><h2>All systems operational</h2><footer><a href="https://'
            'instatus.com/?ref=' + name.lower() + '">Powered by Instatus</a></footer></div></body></html>')


def betterstack(name: str) -> str:
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' + name + ' status</title><link rel='
            '"stylesheet" href="https://uptime.betterstack.com/assets/status_pages.css"></head><body><div class='
            '"status-page"><h1>' + name + '</h1><p>All services are online</p><div class="monitors">API · Dashboard'
            '</div><footer><a href="https://betterstack.com/?utm_source=status_page">Powered by Better Stack</a></footer>'
            "</div></body></html>")


def ghost(name: str) -> str:
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' + name + '</title><meta name="generator"'
            ' content="Ghost 5.82"><link rel="alternate" type="application/rss+xml" title="' + name + '" href="/rss/">'
            '</head><body class="home-template"><div class="site"><header class="gh-head"><a class="gh-head-logo" href="/">'
            + name + '</a></header><main class="gh-main"><article class="post-card"><a href="/how-we-ship-weekly/">How we '
            'ship weekly</a></article><article class="post-card"><a href="/tag/engineering/">Engineering</a></article>'
            '<a class="older-posts" href="/page/2/">Older posts</a></main><footer class="gh-foot"><a href="https://ghost.org'
            '/" target="_blank" rel="noopener">Powered by Ghost</a></footer></div><p>' + prose(name) + "</p></body></html>")


def hs_blog(name: str, host: str) -> str:
    """A HubSpot blog on the company's blog. host: its rss.xml in the head, tag pages and ?page pagination."""
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' + name + '</title><meta name='
            f'"generator" content="HubSpot"><link rel="alternate" type="application/rss+xml" href="https://{host}/'
            'rss.xml"></head><body><div class="blog-index"><div class="blog-index__post"><a href="/five-lessons-'
            'from-q3">Five lessons from Q3</a></div><a href="/tag/product-updates">Product updates</a><a href='
            '"/page/2">Next</a></div><p>' + prose(name) + "</p></body></html>")


def docs_site(name: str, gen: str, extra: str = "") -> str:
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' + name + '</title><meta name="generator"'
            f' content="{gen}"></head><body><nav class="sidebar"><a href="/getting-started">Getting started</a><a href='
            '"/api-reference">API reference</a></nav><main><h1>' + name + '</h1><p>' + prose(name) + '</p>' + extra
            + "</main></body></html>")


def q4(name: str) -> str:
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Investor Relations | ' + name + '</title>'
            '<link rel="stylesheet" href="https://s29.q4cdn.com/281957520/files/design/site.css"></head><body class='
            '"q4-home"><nav class="nav nav--main"><a href="/overview/default.aspx">Overview</a><a href="/news-events/press-'
            'releases/default.aspx">Press Releases</a><a href="/financials/quarterly-results/default.aspx">Quarterly '
            'Results</a><a href="/governance/management/default.aspx">Management</a></nav><main><h1>Investor Relations</h1>'
            '<p>' + prose(name + "ir") + '</p></main><footer class="footer"><a href="https://www.q4inc.com/Powered-by-Q4/'
            'default.aspx">Powered By Q4 Inc.</a></footer></body></html>')


def cision(name: str) -> str:
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' + name + ' Newsroom</title><link rel='
            '"alternate" type="application/rss+xml" href="/news-releases?pagetemplate=rss"><script src="https://'
            'mnr.cision.com/static/js/newsroom.js"></script></head><body class="mynewsroom"><header><a href="/news-releases">'
            'News releases</a><a href="/media-contacts">Media contacts</a></header><main><h1>Newsroom</h1><article><a href='
            '"/2026-11-12-' + name.lower() + '-announces-q3-results">' + name + ' announces Q3 results</a></article><p>'
            + prose(name + "news") + "</p></main></body></html>")


SITES: dict[str, dict[str, Any]] = {}
#: website → ({surface: wanted}, absent surfaces); a key "a|b" wants the URL as either surface
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {}
NEVER: dict[str, tuple[str, ...]] = {}
NEVER_ASKED: dict[str, tuple[str, ...]] = {}
AT_MOST: dict[str, int] = {}

# ======================================================================== A. careers on a subdomain that is an ATS's site
# A1. Brindlepay: "Careers" → careers.brindlepay.test, a Lever-hosted custom domain (Lever's postings markup, each
# posting on jobs.lever.co/brindlepay/<id>)
_A1 = chrome([("/product", "Product"), ("/pricing", "Pricing"), ("https://docs.brindlepay.test/", "Docs"),
              ("/blog", "Blog")],
             [("/about", "About"), ("https://careers.brindlepay.test/", "Careers"), ("/press", "Press"),
              ("https://status.brindlepay.test/", "Status"), ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")])
SITES["brindlepay.test"] = {"/": page("Brindlepay – payouts for marketplaces", _A1),
                            **pages(_A1, [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                                          ("/about", "About"), ("/press", "Press"), ("/legal/privacy", "Privacy"),
                                          ("/legal/terms", "Terms")])}
SITES["careers.brindlepay.test"] = {"/": page("Careers at Brindlepay", main=(
    '<div class="postings-wrapper"><div class="postings-group"><div class="posting-category-title">Engineering</div>'
    '<div class="posting" data-qa-posting-id="7a1e2f3c"><a class="posting-title" href="https://jobs.lever.co/brindlepay/'
    '7a1e2f3c-4b5d-4e6f-8a9b-0c1d2e3f4a5b"><h5 data-qa="posting-name">Staff Engineer, Ledger</h5></a></div></div>'
    '<a href="https://jobs.lever.co/brindlepay">View all jobs</a></div>'
    '<div class="main-footer-text"><a href="https://www.lever.co/job-seeker-support/">Jobs powered by Lever</a></div>'))}
SITES["jobs.lever.co"] = {"/brindlepay": page("Brindlepay jobs"), "/brindlepay/7a1e2f3c-4b5d-4e6f-8a9b-0c1d2e3f4a5b":
                          page("Staff Engineer, Ledger")}
SITES["api.lever.co"] = {"/v0/postings/brindlepay": {"json": [{"text": "Staff Engineer, Ledger"}]}}
SITES["docs.brindlepay.test"] = {"/": docs_site("Brindlepay API docs", "Mintlify")}
SITES["status.brindlepay.test"] = {"/": statuspage("Brindlepay"), "/api/v2/summary.json": summary("Brindlepay")}
EXPECTED["http://brindlepay.test"] = (
    {"careers": "//careers.brindlepay.test/", "docs": "//docs.brindlepay.test/", "status": pre("//status.brindlepay.test/"),
     "jobs_board": (pre("//jobs.lever.co/brindlepay"), pre("//api.lever.co/v0/postings/brindlepay")),
     **_eu("brindlepay.test", pricing="/pricing", blog="/blog", newsroom="/press")}, ("investors",))
NEVER["http://brindlepay.test"] = ("7a1e2f3c", "job-seeker-support", "atlassian")
AT_MOST["http://brindlepay.test"] = 17  # 16, and one https try the loopback refuses

# A2. Sablefin: careers.sablefin.test is a Teamtailor career site (its CDN and meta name the vendor, no
# <tenant>.teamtailor.com link anywhere); the header links "Jobs"
_A2 = chrome([("/platform", "Platform"), ("/pricing", "Pricing"), ("/customers", "Customers"),
              ("https://careers.sablefin.test/jobs", "Jobs")],
             [("/about", "About us"), ("/news", "News"), ("/contact", "Contact"), ("/privacy", "Privacy policy")])
SITES["sablefin.test"] = {"/": page("Sablefin – fleet telematics", _A2),
                          **pages(_A2, [("/platform", "Platform"), ("/pricing", "Pricing"), ("/customers", "Customers"),
                                        ("/about", "About us"), ("/news", "News"), ("/contact", "Contact"),
                                        ("/privacy", "Privacy policy")])}
_TT = ('<meta name="generator" content="Teamtailor"><link rel="stylesheet" href="https://assets-aws.teamtailor-cdn.com/'
       'assets/careersite.css">')
SITES["careers.sablefin.test"] = {
    "/jobs": page("Jobs – Sablefin", head=_TT, main='<ul class="jobs-list"><li><a href="/jobs/4481023-fleet-analyst">'
                  'Fleet analyst</a></li><li><a href="/jobs/4481990-embedded-engineer">Embedded engineer</a></li></ul>'),
    "/": page("Sablefin careers", head=_TT, main='<a href="/jobs">All jobs</a><a href="/departments">Departments</a>')}
EXPECTED["http://sablefin.test"] = (
    {"careers|jobs_board": pre("//careers.sablefin.test/"),
     **_eu("sablefin.test", pricing="/pricing", legal="/privacy", contact="/contact")}, ("status", "docs"))
NEVER["http://sablefin.test"] = ("4481023", "4481990", "/customers")
AT_MOST["http://sablefin.test"] = 15

# ======================================================================== B. blog on a subdomain on Ghost / HubSpot
# B1. Tessellate: "Blog" → blog.tessellate.test, a Ghost site (generator Ghost, /rss/, /tag/, /page/2/)
_B1 = chrome([("/features", "Features"), ("/pricing", "Pricing"), ("https://blog.tessellate.test/", "Blog"),
              ("/changelog", "Changelog")],
             [("/about", "About"), ("/careers", "Careers"), ("/terms", "Terms"), ("/privacy", "Privacy")])
SITES["tessellate.test"] = {"/": page("Tessellate – design systems as code", _B1),
                            **pages(_B1, [("/features", "Features"), ("/pricing", "Pricing"), ("/changelog", "Changelog"),
                                          ("/about", "About"), ("/careers", "Careers"), ("/terms", "Terms"),
                                          ("/privacy", "Privacy")])}
SITES["blog.tessellate.test"] = {"/": ghost("Tessellate Blog"), "/rss/": rss("Tessellate Blog",
                                                                            "https://blog.tessellate.test/"),
                                 "/how-we-ship-weekly/": page("How we ship weekly"), "/tag/engineering/": page("Engineering")}
EXPECTED["http://tessellate.test"] = (
    {"blog": "//blog.tessellate.test/", "feed": "//blog.tessellate.test/rss/",
     **_eu("tessellate.test", pricing="/pricing", changelog="/changelog", careers="/careers")}, ("investors", "status"))
NEVER["http://tessellate.test"] = ("how-we-ship", "tag/", "page/2", "ghost.org")
AT_MOST["http://tessellate.test"] = 15

# B2. Quorra: blog.quorra.test on HubSpot (rss.xml in its head), docs.quorra.test on GitBook, status.quorra.test
# CNAMEd to Statuspage (vendor only in markup), linked from the footer as "System status"
_B2 = chrome([("/solutions", "Solutions"), ("/pricing", "Pricing"), ("https://blog.quorra.test/", "Resources"),
              ("https://docs.quorra.test/", "Developers")],
             [("/company", "Company"), ("/careers", "Careers"), ("https://status.quorra.test/", "System status"),
              ("/legal", "Legal")])
SITES["quorra.test"] = {"/": page("Quorra – revenue intelligence", _B2),
                        **pages(_B2, [("/solutions", "Solutions"), ("/pricing", "Pricing"), ("/company", "Company"),
                                      ("/careers", "Careers"), ("/legal", "Legal")])}
SITES["blog.quorra.test"] = {"/": hs_blog("Quorra Blog", "blog.quorra.test"), "/rss.xml": rss("Quorra blog", "https://blog.quorra.test/"),
                             "/five-lessons-from-q3": page("Five lessons from Q3")}
SITES["docs.quorra.test"] = {"/": docs_site("Quorra Developer Docs", "GitBook")}
SITES["status.quorra.test"] = {"/": statuspage("Quorra"), "/api/v2/summary.json": summary("Quorra")}
EXPECTED["http://quorra.test"] = (
    {"blog": "//blog.quorra.test/", "feed": "//blog.quorra.test/rss.xml", "docs": "//docs.quorra.test/",
     "status": pre("//status.quorra.test/"), **_eu("quorra.test", pricing="/pricing", careers="/careers", legal="/legal")},
    ("investors",))
NEVER["http://quorra.test"] = ("five-lessons", "tag/", "page/2", "atlassian.com", "history.")
AT_MOST["http://quorra.test"] = 16

# ======================================================================== C. docs / changelog / status on vendors
# C1. Helmsly: docs on Mintlify (docs.), "What's new" on helmsly.canny.io/changelog beside its "Feature requests"
# board, status on Instatus (status. CNAME, /summary.json)
_C1 = chrome([("/product", "Product"), ("/pricing", "Pricing"), ("https://docs.helmsly.test/", "Docs"),
              ("https://helmsly.canny.io/changelog", "What's new")],
             [("https://helmsly.canny.io/feature-requests", "Feature requests"), ("/about", "About"),
              ("/jobs", "Jobs"), ("https://status.helmsly.test/", "Status"), ("/privacy", "Privacy")])
SITES["helmsly.test"] = {"/": page("Helmsly – on-call for small teams", _C1),
                         **pages(_C1, [("/product", "Product"), ("/pricing", "Pricing"), ("/about", "About"),
                                       ("/jobs", "Jobs"), ("/privacy", "Privacy")])}
SITES["docs.helmsly.test"] = {"/": docs_site("Helmsly Documentation", "Mintlify")}
SITES["helmsly.canny.io"] = {"/changelog": page("Changelog | Helmsly"), "/feature-requests": page("Feature Requests | Helmsly")}
SITES["status.helmsly.test"] = {"/": instatus("Helmsly"), "/summary.json": {"json": {
    "page": {"name": "Helmsly", "url": "https://status.helmsly.test", "status": "UP"}}}}
EXPECTED["http://helmsly.test"] = (
    {"docs": "//docs.helmsly.test/", "changelog": "//helmsly.canny.io/changelog", "status": pre("//status.helmsly.test/"),
     **_eu("helmsly.test", pricing="/pricing", careers="/jobs")}, ("investors", "newsroom"))
NEVER["http://helmsly.test"] = ("feature-requests", "instatus.com")
AT_MOST["http://helmsly.test"] = 17  # 15, and two https tries the loopback refuses

# C2. Vantora: docs on ReadMe (docs.vantora.test, its changelog at docs.vantora.test/changelog), status on Better Stack
_C2 = chrome([("/platform", "Platform"), ("/pricing", "Pricing"), ("https://docs.vantora.test/", "API docs"),
              ("https://docs.vantora.test/changelog", "Changelog")],
             [("/about", "About"), ("/careers", "Careers"), ("https://status.vantora.test/", "Status"),
              ("/terms", "Terms of service")])
SITES["vantora.test"] = {"/": page("Vantora – identity verification API", _C2),
                         **pages(_C2, [("/platform", "Platform"), ("/pricing", "Pricing"), ("/about", "About"),
                                       ("/careers", "Careers"), ("/terms", "Terms of service")])}
SITES["docs.vantora.test"] = {"/": docs_site("Vantora API Reference", "readme"),
                              "/changelog": docs_site("Changelog – Vantora", "readme", '<a href="/changelog/v24">v2.4</a>')}
SITES["status.vantora.test"] = {"/": betterstack("Vantora")}
EXPECTED["http://vantora.test"] = (
    {"docs": "//docs.vantora.test/", "changelog": "//docs.vantora.test/changelog", "status": pre("//status.vantora.test/"),
     **_eu("vantora.test", pricing="/pricing", careers="/careers", legal="/terms")}, ("investors",))
NEVER["http://vantora.test"] = ("v24", "betterstack.com")
AT_MOST["http://vantora.test"] = 15

# C3. Plumeria: "Help" → plumeria.zendesk.com/hc/en-us, "Submit a request" → …/requests/new, "Product updates" on
# Headway (headwayapp.co/plumeria-changelog)
_C3 = chrome([("/features", "Features"), ("/pricing", "Plans"), ("https://plumeria.zendesk.com/hc/en-us", "Help"),
              ("/blog", "Blog")],
             [("https://headwayapp.co/plumeria-changelog", "Product updates"), ("/about", "About"),
              ("/careers", "Careers"), ("https://plumeria.zendesk.com/hc/en-us/requests/new", "Submit a request"),
              ("/privacy", "Privacy")])
SITES["plumeria.test"] = {"/": page("Plumeria – scheduling for clinics", _C3),
                          **pages(_C3, [("/features", "Features"), ("/pricing", "Plans"), ("/blog", "Blog"),
                                        ("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")])}
SITES["plumeria.zendesk.com"] = {"/hc/en-us": page("Plumeria Help Center"),
                                 "/hc/en-us/requests/new": page("Submit a request – Plumeria")}
SITES["headwayapp.co"] = {"/plumeria-changelog": page("Plumeria changelog")}
EXPECTED["http://plumeria.test"] = (
    {"docs": pre("//plumeria.zendesk.com/hc/en-us"), "changelog": "//headwayapp.co/plumeria-changelog",
     **_eu("plumeria.test", pricing="/pricing", blog="/blog", careers="/careers")}, ("investors", "status"))
NEVER["http://plumeria.test"] = ("requests/new",)
AT_MOST["http://plumeria.test"] = 15

# C4. Gantrylabs: an open-source company, "Releases" → github.com/gantrylabs/gantry/releases, docs on docs., and a
# "Built with Next.js" credit to github.com/vercel/next.js
_C4 = chrome([("https://docs.gantrylabs.test/", "Docs"), ("/pricing", "Pricing"), ("/blog", "Blog"),
              ("https://github.com/gantrylabs/gantry/releases", "Releases"), ("https://github.com/gantrylabs/gantry", "GitHub")],
             [("/about", "About"), ("/careers", "Careers"), ("https://github.com/vercel/next.js", "Built with Next.js"),
              ("/privacy", "Privacy")])
SITES["gantrylabs.test"] = {"/": page("Gantry – open-source feature flags", _C4),
                            **pages(_C4, [("/pricing", "Pricing"), ("/blog", "Blog"), ("/about", "About"),
                                          ("/careers", "Careers"), ("/privacy", "Privacy")])}
SITES["docs.gantrylabs.test"] = {"/": docs_site("Gantry docs", "Docusaurus v3.5")}
SITES["github.com"] = {"/gantrylabs/gantry/releases": page("Releases · gantrylabs/gantry"),
                       "/gantrylabs/gantry/releases.atom": atom("Release notes from gantry",
                                                                "https://github.com/gantrylabs/gantry/releases"),
                       "/gantrylabs/gantry": page("gantrylabs/gantry"), "/vercel/next.js": page("vercel/next.js")}
EXPECTED["http://gantrylabs.test"] = (
    {"docs": "//docs.gantrylabs.test/", "changelog": pre("//github.com/gantrylabs/gantry/releases"),
     **_eu("gantrylabs.test", pricing="/pricing", blog="/blog", careers="/careers")}, ("investors", "status"))
NEVER["http://gantrylabs.test"] = ("vercel",)
NEVER_ASKED["http://gantrylabs.test"] = ()
AT_MOST["http://gantrylabs.test"] = 15

# ======================================================================== D. investors on Q4, newsroom on Cision
# D1. Corvid Energy (listed): "Investors" → investors.corvidenergy.test (Q4: q4cdn assets, /default.aspx pages, its own
# "Press Releases"), "Newsroom" → news.corvidenergy.test (Cision's MyNewsroom)
_D1 = chrome([("/solutions", "Solutions"), ("/projects", "Projects"), ("https://investors.corvidenergy.test/", "Investors"),
              ("https://news.corvidenergy.test/", "Newsroom")],
             [("/about-us", "About us"), ("/about-us/leadership", "Leadership"), ("/careers", "Careers"),
              ("/contact-us", "Contact us"), ("/legal-notice", "Legal notice"), ("/privacy-notice", "Privacy notice")])
SITES["corvidenergy.test"] = {"/": page("Corvid Energy – utility-scale storage", _D1),
                              **pages(_D1, [("/solutions", "Solutions"), ("/projects", "Projects"), ("/about-us", "About us"),
                                            ("/about-us/leadership", "Leadership"), ("/careers", "Careers"),
                                            ("/contact-us", "Contact us"), ("/legal-notice", "Legal notice"),
                                            ("/privacy-notice", "Privacy notice")])}
SITES["investors.corvidenergy.test"] = {"/": q4("Corvid Energy"),
                                        "/news-events/press-releases/default.aspx": page("Press Releases | Corvid Energy")}
SITES["news.corvidenergy.test"] = {"/": cision("Corvid"), "/news-releases": page("News releases – Corvid")}
EXPECTED["http://corvidenergy.test"] = (
    {"investors": "//investors.corvidenergy.test/", "newsroom": "//news.corvidenergy.test/",
     **_eu("corvidenergy.test", careers="/careers", team="/about-us/leadership", contact="/contact-us")},
    ("pricing", "status", "docs"))
NEVER["http://corvidenergy.test"] = ("q4inc", "announces-q3", "quarterly-results", "media-contacts")
AT_MOST["http://corvidenergy.test"] = 15

# D2. Halvard Foods (listed): "Investor Relations" → ir.halvardfoods.test (Q4), "Media" → the company's own /media,
# and Q4's press releases are NOT the newsroom when the company has its own
_D2 = chrome([("/brands", "Our brands"), ("/sustainability", "Sustainability"), ("/media", "Media"),
              ("https://ir.halvardfoods.test/overview/default.aspx", "Investor Relations")],
             [("/who-we-are", "Who we are"), ("/careers", "Careers"), ("/contact", "Contact"),
              ("/terms-of-use", "Terms of use"), ("/privacy", "Privacy")])
SITES["halvardfoods.test"] = {"/": page("Halvard Foods", _D2),
                              **pages(_D2, [("/brands", "Our brands"), ("/sustainability", "Sustainability"),
                                            ("/media", "Media"), ("/who-we-are", "Who we are"), ("/careers", "Careers"),
                                            ("/contact", "Contact"), ("/terms-of-use", "Terms of use"),
                                            ("/privacy", "Privacy")], mains={
                                  "/media": '<a href="/media/halvard-opens-new-plant">Halvard opens a new plant</a>'})}
SITES["ir.halvardfoods.test"] = {"/overview/default.aspx": q4("Halvard Foods"), "/": q4("Halvard Foods"),
                                 "/news-events/press-releases/default.aspx": page("Press Releases | Halvard")}
EXPECTED["http://halvardfoods.test"] = (
    {"investors": pre("//ir.halvardfoods.test/"),
     **_eu("halvardfoods.test", newsroom="/media", careers="/careers", contact="/contact")}, ("pricing", "docs"))
NEVER["http://halvardfoods.test"] = ("q4inc", "new-plant", "press-releases", "quarterly-results")
AT_MOST["http://halvardfoods.test"] = 15

# D3. Ostrava Steelworks: "Press" → news.ostravasteel.test on Cision, and the blog on its own /insights
_D3 = chrome([("/products", "Products"), ("/insights", "Insights"), ("https://news.ostravasteel.test/", "Press"),
              ("/careers", "Careers")],
             [("/about", "About"), ("/contact", "Contact"), ("/imprint", "Imprint"), ("/privacy", "Privacy")])
SITES["ostravasteel.test"] = {"/": page("Ostrava Steelworks", _D3),
                              **pages(_D3, [("/products", "Products"), ("/insights", "Insights"), ("/careers", "Careers"),
                                            ("/about", "About"), ("/contact", "Contact"), ("/imprint", "Imprint"),
                                            ("/privacy", "Privacy")], mains={
                                  "/insights": '<a href="/insights/green-steel-2030">Green steel by 2030</a>'})}
SITES["news.ostravasteel.test"] = {"/": cision("Ostrava")}
EXPECTED["http://ostravasteel.test"] = (
    {"newsroom": "//news.ostravasteel.test/", **_eu("ostravasteel.test", blog="/insights", careers="/careers")},
    ("pricing", "status", "investors"))
NEVER["http://ostravasteel.test"] = ("green-steel", "announces-q3", "media-contacts")
AT_MOST["http://ostravasteel.test"] = 15

# ======================================================================== E. the precision traps
# E1. Loftwise: customer stories link to customers' own subdomains (careers.northwind.test, status.acme-logistics.test:
# "how Northwind hires", "Acme's status page built on Loftwise"); its own careers on /careers, no status page
_E1 = chrome([("/product", "Product"), ("/pricing", "Pricing"), ("/customers", "Customers"), ("/blog", "Blog")],
             [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy"), ("/terms", "Terms")])
SITES["loftwise.test"] = {
    "/": page("Loftwise – the hiring platform for growing teams", _E1, main=(
        '<section class="customers"><h2>Trusted by</h2><a href="https://careers.northwind.test/">See how Northwind hires '
        'on Loftwise</a><a href="https://status.acme-logistics.test/">Acme Logistics status page</a><a href='
        '"https://jobs.brightlane.test/">Brightlane careers site</a></section>')),
    **pages(_E1, [("/product", "Product"), ("/pricing", "Pricing"), ("/customers", "Customers"), ("/blog", "Blog"),
                  ("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy"), ("/terms", "Terms")])}
SITES["careers.northwind.test"] = {"/": page("Careers at Northwind")}
SITES["status.acme-logistics.test"] = {"/": statuspage("Acme Logistics"), "/api/v2/summary.json": summary("Acme Logistics")}
SITES["jobs.brightlane.test"] = {"/": page("Jobs at Brightlane")}
EXPECTED["http://loftwise.test"] = (
    {**_eu("loftwise.test", pricing="/pricing", careers="/careers", blog="/blog")}, ("status", "investors", "jobs_board"))
NEVER["http://loftwise.test"] = ("northwind", "acme-logistics", "brightlane")
AT_MOST["http://loftwise.test"] = 15

# E2. Marlin & Co, a WordPress site whose footer credits its managed host, "Proudly hosted on <a>Flywheel</a>", the link
# going to flywheel.statuspage.io (the HOST's status page, not Marlin's; the credit's words outside the anchor)
_E2 = chrome([("/services", "Services"), ("/blog", "Blog"), ("/about", "About"), ("/contact", "Contact")],
             [("/careers", "Careers"), ("/privacy-policy", "Privacy Policy"),
              ("https://flywheel.statuspage.io/", "Flywheel")])
SITES["marlinco.test"] = {"/": page("Marlin & Co – brand strategy", _E2),
                          **pages(_E2, [("/services", "Services"), ("/blog", "Blog"), ("/about", "About"),
                                        ("/contact", "Contact"), ("/careers", "Careers"),
                                        ("/privacy-policy", "Privacy Policy")])}
SITES["flywheel.statuspage.io"] = {"/": statuspage("Flywheel"), "/api/v2/summary.json": summary("Flywheel")}
EXPECTED["http://marlinco.test"] = (
    {**_eu("marlinco.test", blog="/blog", careers="/careers", contact="/contact", legal="/privacy-policy")},
    ("status", "investors", "pricing"))
NEVER["http://marlinco.test"] = ("flywheel",)
AT_MOST["http://marlinco.test"] = 15

# E3. Tillerpay: its docs page (/docs on its own site) lists "Upstream status" links to status.stripe.com and
# status.twilio.com; its own status page is status.tillerpay.test, linked from the footer
_E3 = chrome([("/product", "Product"), ("/pricing", "Pricing"), ("/docs", "Docs"), ("/blog", "Blog")],
             [("/about", "About"), ("/careers", "Careers"), ("https://status.tillerpay.test/", "Status"),
              ("/legal/terms", "Terms")])
SITES["tillerpay.test"] = {"/": page("Tillerpay – invoicing for trades", _E3),
                           **pages(_E3, [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                                         ("/about", "About"), ("/careers", "Careers"), ("/legal/terms", "Terms")]),
                           "/docs": page("Docs", _E3, main=(
                               '<h2>Upstream providers</h2><a href="https://status.stripe.com/">Stripe status</a>'
                               '<a href="https://status.twilio.com/">Twilio status</a>'))}
SITES["status.tillerpay.test"] = {"/": statuspage("Tillerpay"), "/api/v2/summary.json": summary("Tillerpay")}
SITES["status.stripe.com"] = {"/": statuspage("Stripe"), "/api/v2/summary.json": summary("Stripe")}
SITES["status.twilio.com"] = {"/": statuspage("Twilio"), "/api/v2/summary.json": summary("Twilio")}
EXPECTED["http://tillerpay.test"] = (
    {"status": pre("//status.tillerpay.test/"), **_eu("tillerpay.test", docs="/docs", pricing="/pricing", blog="/blog")},
    ("investors",))
NEVER["http://tillerpay.test"] = ("stripe", "twilio")
NEVER_ASKED["http://tillerpay.test"] = ("status.stripe.com", "status.twilio.com")
AT_MOST["http://tillerpay.test"] = 15

# E4. Kestrelcam: no status page of its own; its docs (docs.kestrelcam.test) and its footer's "AWS Health" link point
# at the cloud's status (health.aws.amazon.com) and a vendor's (status.mux.com) — neither is Kestrelcam's
_E4 = chrome([("/cameras", "Cameras"), ("/pricing", "Pricing"), ("https://docs.kestrelcam.test/", "Developers"),
              ("/blog", "Blog")],
             [("/about", "About"), ("/careers", "Careers"), ("https://status.mux.com/", "Video infrastructure status"),
              ("https://health.aws.amazon.com/health/status", "AWS Health"), ("/privacy", "Privacy")])
SITES["kestrelcam.test"] = {"/": page("Kestrelcam – cloud video for retail", _E4),
                            **pages(_E4, [("/cameras", "Cameras"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                                          ("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")])}
SITES["docs.kestrelcam.test"] = {"/": docs_site("Kestrelcam developer docs", "GitBook",
                                                '<a href="https://status.mux.com/">Mux status</a>')}
SITES["status.mux.com"] = {"/": statuspage("Mux"), "/api/v2/summary.json": summary("Mux")}
SITES["health.aws.amazon.com"] = {"/health/status": page("AWS Health Dashboard")}
EXPECTED["http://kestrelcam.test"] = (
    {"docs": "//docs.kestrelcam.test/", **_eu("kestrelcam.test", pricing="/pricing", blog="/blog", careers="/careers")},
    ("status", "investors"))
NEVER["http://kestrelcam.test"] = ("mux", "aws")
NEVER_ASKED["http://kestrelcam.test"] = ("status.mux.com", "health.aws.amazon.com")
AT_MOST["http://kestrelcam.test"] = 15

# E5. Orchard Analytics: "Become a partner" → orchard.partnerstack.test … modelled as partners.orchard's reseller
# portal on a partner program host (orchardanalytics.partnerstack.com), "Partner login" on acme.partner-portal; and a
# partner's page (orchard.salesforce-partners.test) in "Integrations"
_E5 = chrome([("/platform", "Platform"), ("/pricing", "Pricing"), ("/integrations", "Integrations"),
              ("/resources/blog", "Blog")],
             [("https://orchardanalytics.partnerstack.com/", "Become a partner"), ("/company", "Company"),
              ("/company/careers", "Careers"), ("https://orchard.appexchange.test/listing", "Orchard on AppExchange"),
              ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")])
SITES["orchardanalytics.test"] = {"/": page("Orchard Analytics – product analytics", _E5),
                                  **pages(_E5, [("/platform", "Platform"), ("/pricing", "Pricing"),
                                                ("/integrations", "Integrations"), ("/resources/blog", "Blog"),
                                                ("/company", "Company"), ("/company/careers", "Careers"),
                                                ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")])}
SITES["orchardanalytics.partnerstack.com"] = {"/": page("Orchard Analytics Partner Program")}
SITES["orchard.appexchange.test"] = {"/listing": page("Orchard Analytics – AppExchange")}
EXPECTED["http://orchardanalytics.test"] = (
    {**_eu("orchardanalytics.test", pricing="/pricing", blog="/resources/blog", careers="/company/careers",
           legal=("/legal/privacy", "/legal/terms"))}, ("status", "investors"))
NEVER["http://orchardanalytics.test"] = ("partnerstack", "appexchange")
AT_MOST["http://orchardanalytics.test"] = 15

# ======================================================================== F. surfaces reached only indirectly
# F1. Driftline: the homepage links "Support" → support.driftline.test (a Zendesk help centre on the CNAME, /hc/en-us);
# its status page (status.driftline.test on Statuspage) is linked from the help centre alone
_F1 = chrome([("/features", "Features"), ("/pricing", "Pricing"), ("/blog", "Blog"),
              ("https://support.driftline.test/hc/en-us", "Support")],
             [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy"), ("/terms", "Terms")])
SITES["driftline.test"] = {"/": page("Driftline – route planning for couriers", _F1),
                           **pages(_F1, [("/features", "Features"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                                         ("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy"),
                                         ("/terms", "Terms")])}
SITES["support.driftline.test"] = {"/hc/en-us": page("Driftline Help Center", head=(
    '<link rel="stylesheet" href="//theme.zdassets.com/theme_assets/1234567/style.css">'), main=(
    '<a href="/hc/en-us/categories/360001-getting-started">Getting started</a><footer class="footer"><a href='
    '"https://status.driftline.test/">System status</a><a href="https://www.zendesk.com/service/help-center/?utm_source'
    '=helpcenter">Powered by Zendesk</a></footer>'))}
SITES["status.driftline.test"] = {"/": statuspage("Driftline"), "/api/v2/summary.json": summary("Driftline")}
EXPECTED["http://driftline.test"] = (
    {"docs": pre("//support.driftline.test/hc/en-us"), "status": pre("//status.driftline.test/"),
     **_eu("driftline.test", pricing="/pricing", blog="/blog", careers="/careers")}, ("investors",))
NEVER["http://driftline.test"] = ("categories/", "zendesk.com")
AT_MOST["http://driftline.test"] = 16

# F2. Nimbral: docs on the shared host nimbral.gitbook.io (GitBook's subdomain), blog on nimbral.ghost.io
_F2 = chrome([("/product", "Product"), ("/pricing", "Pricing"), ("https://nimbral.gitbook.io/docs", "Documentation"),
              ("https://nimbral.ghost.io/", "Blog")],
             [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")])
SITES["nimbral.test"] = {"/": page("Nimbral – secrets management", _F2),
                         **pages(_F2, [("/product", "Product"), ("/pricing", "Pricing"), ("/about", "About"),
                                       ("/careers", "Careers"), ("/privacy", "Privacy")])}
SITES["nimbral.gitbook.io"] = {"/docs": docs_site("Nimbral Docs", "GitBook")}
SITES["nimbral.ghost.io"] = {"/": ghost("Nimbral Blog"), "/rss/": rss("Nimbral Blog", "https://nimbral.ghost.io/")}
EXPECTED["http://nimbral.test"] = (
    {"docs": "//nimbral.gitbook.io/docs", "blog": "//nimbral.ghost.io/", "feed": "//nimbral.ghost.io/rss/",
     **_eu("nimbral.test", pricing="/pricing", careers="/careers")}, ("investors", "status"))
NEVER["http://nimbral.test"] = ("how-we-ship", "ghost.org", "tag/")
AT_MOST["http://nimbral.test"] = 15

# F3. Copperline: "Careers" → careers.copperline.test, which 301s to the Greenhouse board (job-boards.greenhouse.io)
_F3 = chrome([("/platform", "Platform"), ("/pricing", "Pricing"), ("/blog", "Blog")],
             [("/about", "About"), ("https://careers.copperline.test/", "Careers"), ("/newsroom", "Newsroom"),
              ("/legal/privacy", "Privacy")])
SITES["copperline.test"] = {"/": page("Copperline – data contracts", _F3),
                            **pages(_F3, [("/platform", "Platform"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                                          ("/about", "About"), ("/newsroom", "Newsroom"), ("/legal/privacy", "Privacy")])}
SITES["careers.copperline.test"] = {"/": {"redirect": "https://job-boards.greenhouse.io/copperline", "status": 301}}
SITES["job-boards.greenhouse.io"] = {"/copperline": page("Jobs at Copperline")}
SITES["boards-api.greenhouse.io"] = {"/v1/boards/copperline/jobs": {"json": {"jobs": [{"title": "Data engineer"}]}},
                                     "/v1/boards/copperline": {"json": {"name": "Copperline"}}}
EXPECTED["http://copperline.test"] = (
    {"careers|jobs_board": (pre("//careers.copperline.test"), pre("//job-boards.greenhouse.io/copperline"),
                            pre("//boards-api.greenhouse.io/v1/boards/copperline")),
     **_eu("copperline.test", pricing="/pricing", blog="/blog", newsroom="/newsroom")}, ("investors",))
NEVER["http://copperline.test"] = ()
AT_MOST["http://copperline.test"] = 16  # 13, and three https tries the loopback refuses

# F4. Brookfield Robotics: "What's new" lives on brookfield.canny.io/changelog linked only from its docs site's sidebar
# (docs.brookfield.test, ReadMe), the homepage links the docs
_F4 = chrome([("/robots", "Robots"), ("/pricing", "Pricing"), ("https://docs.brookfieldrobotics.test/", "Docs"),
              ("/blog", "Blog")],
             [("/about", "About"), ("/careers", "Careers"), ("https://status.brookfieldrobotics.test/", "Status"),
              ("/privacy", "Privacy")])
SITES["brookfieldrobotics.test"] = {"/": page("Brookfield Robotics – warehouse picking", _F4),
                                    **pages(_F4, [("/robots", "Robots"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                                                  ("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")])}
SITES["docs.brookfieldrobotics.test"] = {"/": docs_site("Brookfield Robotics Docs", "readme",
                                                        '<a href="https://brookfield.canny.io/changelog">Changelog</a>')}
SITES["brookfield.canny.io"] = {"/changelog": page("Changelog | Brookfield Robotics")}
SITES["status.brookfieldrobotics.test"] = {"/": instatus("Brookfield"), "/summary.json": {"json": {
    "page": {"name": "Brookfield", "url": "https://status.brookfieldrobotics.test", "status": "UP"}}}}
EXPECTED["http://brookfieldrobotics.test"] = (
    {"docs": "//docs.brookfieldrobotics.test/", "status": pre("//status.brookfieldrobotics.test/"),
     **_eu("brookfieldrobotics.test", pricing="/pricing", blog="/blog", careers="/careers")}, ("investors",))
NEVER["http://brookfieldrobotics.test"] = ("instatus.com",)
AT_MOST["http://brookfieldrobotics.test"] = 16

# F5. Wrenfield: careers.wrenfield.test is a Workable-branded careers page (Workable's embed script of the account);
# the site's header names it "Join us"
_F5 = chrome([("/services", "Services"), ("/work", "Our work"), ("/insights", "Insights"),
              ("https://careers.wrenfield.test/", "Join us")],
             [("/about", "About"), ("/contact", "Contact"), ("/privacy", "Privacy")])
SITES["wrenfield.test"] = {"/": page("Wrenfield – digital product studio", _F5),
                           **pages(_F5, [("/services", "Services"), ("/work", "Our work"), ("/insights", "Insights"),
                                         ("/about", "About"), ("/contact", "Contact"), ("/privacy", "Privacy")])}
SITES["careers.wrenfield.test"] = {"/": page("Careers – Wrenfield", main=(
    '<div id="whr_embed_hook"></div><script src="https://www.workable.com/assets/embed.js" type="text/javascript">'
    '</script><script type="text/javascript">whr(document).ready(function(){whr_embed(612345, {detail: "titles", '
    'base: "jobs", zoom: "country", grouping: "none"});});</script><a href="https://apply.workable.com/wrenfield/">'
    'View all openings</a>'))}
SITES["apply.workable.com"] = {"/wrenfield/": page("Wrenfield - Current openings"), "/wrenfield": page("Wrenfield")}
SITES["apply.workable.com"]["/api/v1/widget/accounts/wrenfield"] = {"json": {"name": "Wrenfield", "jobs": [
    {"title": "Product designer"}]}}
EXPECTED["http://wrenfield.test"] = (
    {"careers": "//careers.wrenfield.test/", **_eu("wrenfield.test", blog="/insights", contact="/contact")},
    ("pricing", "status", "investors"))
NEVER["http://wrenfield.test"] = ("/work",)
AT_MOST["http://wrenfield.test"] = 15

# F6. Larchmont Bank (listed): "Investors" → investor.larchmontbank.test (Q4), "News" → newsroom.larchmontbank.test
# (a Cision MyNewsroom), careers on larchmontbank.wd5.myworkdayjobs.com — all three on hosts of their own
_F6 = chrome([("/personal", "Personal"), ("/business", "Business"), ("/about", "About us")],
             [("https://investor.larchmontbank.test/", "Investors"), ("https://newsroom.larchmontbank.test/", "News"),
              ("https://larchmontbank.wd5.myworkdayjobs.com/Larchmont_Careers", "Careers"),
              ("/privacy", "Privacy"), ("/contact", "Contact us")])
SITES["larchmontbank.test"] = {"/": page("Larchmont Bank", _F6),
                               **pages(_F6, [("/personal", "Personal"), ("/business", "Business"), ("/about", "About us"),
                                             ("/privacy", "Privacy"), ("/contact", "Contact us")])}
SITES["investor.larchmontbank.test"] = {"/": q4("Larchmont Bank")}
SITES["newsroom.larchmontbank.test"] = {"/": cision("Larchmont")}
SITES["larchmontbank.wd5.myworkdayjobs.com"] = {"/Larchmont_Careers": page("Careers – Larchmont Bank"),
                                                "/wday/cxs/larchmontbank/Larchmont_Careers/jobs": {
                                                    "json": {"total": 1, "jobPostings": [{"title": "Teller"}]}}}
EXPECTED["http://larchmontbank.test"] = (
    {"investors": "//investor.larchmontbank.test/", "newsroom": "//newsroom.larchmontbank.test/",
     "careers|jobs_board": pre("//larchmontbank.wd5.myworkdayjobs.com/"), **_eu("larchmontbank.test", contact="/contact")},
    ("pricing", "docs"))
NEVER["http://larchmontbank.test"] = ("q4inc", "announces-q3")
AT_MOST["http://larchmontbank.test"] = 15

# ======================================================================== G. more precision traps, written after the first run
# G1. Pagebloom, a help-desk SaaS: its own help centre on help.pagebloom.test; the homepage shows customers' help
# centres on its own domain (northwind.pagebloom.test, "Northwind's help center") and a customer's status page
_G1 = chrome([("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"),
              ("https://help.pagebloom.test/", "Help center")],
             [("/about", "About"), ("/careers", "Careers"), ("https://status.pagebloom.test/", "Status"),
              ("/privacy", "Privacy")])
SITES["pagebloom.test"] = {
    "/": page("Pagebloom – help desk for SaaS", _G1, main=(
        '<section class="showcase"><h2>Help centers built on Pagebloom</h2><a href="https://northwind.pagebloom.test/">'
        "Northwind's help center</a><a href=\"https://docs.brightlane.test/\">Brightlane docs</a></section>")),
    **pages(_G1, [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/about", "About"),
                  ("/careers", "Careers"), ("/privacy", "Privacy")])}
SITES["help.pagebloom.test"] = {"/": page("Pagebloom Help Center")}
SITES["northwind.pagebloom.test"] = {"/": page("Northwind Help Center")}
SITES["docs.brightlane.test"] = {"/": page("Brightlane docs")}
SITES["status.pagebloom.test"] = {"/": statuspage("Pagebloom"), "/api/v2/summary.json": summary("Pagebloom")}
EXPECTED["http://pagebloom.test"] = (
    {"docs": "//help.pagebloom.test/", "status": pre("//status.pagebloom.test/"),
     **_eu("pagebloom.test", pricing="/pricing", blog="/blog", careers="/careers")}, ("investors",))
NEVER["http://pagebloom.test"] = ("northwind", "brightlane")
AT_MOST["http://pagebloom.test"] = 16

# G2. Kyo (a three-letter brand: its name cannot be told in a host), a WordPress studio whose footer credits its web
# host "Hosted by Kinsta" → kinsta.statuspage.io and its theme "Built with Ghost" → a theme author's ghost.io blog
_G2 = chrome([("/work", "Work"), ("/journal", "Journal"), ("/studio", "Studio"), ("/contact", "Contact")],
             [("/careers", "Careers"), ("/privacy", "Privacy"), ("https://kinsta.statuspage.io/", "Hosted by Kinsta"),
              ("https://themecraft.ghost.io/", "Theme by Themecraft")])
SITES["kyo.test"] = {"/": page("Kyo – a design studio", _G2),
                     **pages(_G2, [("/work", "Work"), ("/journal", "Journal"), ("/studio", "Studio"),
                                   ("/contact", "Contact"), ("/careers", "Careers"), ("/privacy", "Privacy")])}
SITES["kinsta.statuspage.io"] = {"/": statuspage("Kinsta"), "/api/v2/summary.json": summary("Kinsta")}
SITES["themecraft.ghost.io"] = {"/": ghost("Themecraft"), "/rss/": rss("Themecraft", "https://themecraft.ghost.io/")}
EXPECTED["http://kyo.test"] = (
    {**_eu("kyo.test", blog="/journal", careers="/careers", contact="/contact")}, ("status", "investors", "pricing"))
NEVER["http://kyo.test"] = ("kinsta", "themecraft")
AT_MOST["http://kyo.test"] = 15

# G3. Fernhill Bio (listed): "Investors" → investors.fernhillbio.test (Q4); the homepage's news strip links a wire
# release of a partner's (prnewswire.com/news-releases/northwind-selects-fernhill-…) and an earnings PDF on q4cdn
_G3 = chrome([("/science", "Science"), ("/pipeline", "Pipeline"), ("https://investors.fernhillbio.test/", "Investors"),
              ("/news", "News")],
             [("/about", "About"), ("/about/leadership", "Leadership"), ("/careers", "Careers"), ("/contact", "Contact"),
              ("/privacy", "Privacy")])
SITES["fernhillbio.test"] = {
    "/": page("Fernhill Bio – RNA medicines", _G3, main=(
        '<section class="news-strip"><a href="https://www.prnewswire.com/news-releases/northwind-selects-fernhill-bio-'
        'as-rna-partner-302301234.html">Northwind selects Fernhill Bio as RNA partner</a><a href="https://s29.q4cdn.com/'
        '118800123/files/doc_financials/2026/q3/Q3-2026-Earnings-Release.pdf">Q3 2026 results (PDF)</a></section>')),
    **pages(_G3, [("/science", "Science"), ("/pipeline", "Pipeline"), ("/news", "News"), ("/about", "About"),
                  ("/about/leadership", "Leadership"), ("/careers", "Careers"), ("/contact", "Contact"),
                  ("/privacy", "Privacy")])}
SITES["investors.fernhillbio.test"] = {"/": q4("Fernhill Bio")}
EXPECTED["http://fernhillbio.test"] = (
    {"investors": "//investors.fernhillbio.test/",
     **_eu("fernhillbio.test", newsroom="/news", careers="/careers", team="/about/leadership")}, ("pricing",))
NEVER["http://fernhillbio.test"] = ("prnewswire", "q4cdn", "northwind")
NEVER_ASKED["http://fernhillbio.test"] = ("www.prnewswire.com", "s29.q4cdn.com")
AT_MOST["http://fernhillbio.test"] = 15

# G4. Sentrio: "Trust" → trust.sentrio.test (a SafeBase trust centre: security, compliance, subprocessors) beside
# "Status" → status.sentrio.test (Better Stack); the trust centre is neither status nor legal's first page
_G4 = chrome([("/platform", "Platform"), ("/pricing", "Pricing"), ("/docs", "Docs"), ("/blog", "Blog")],
             [("/about", "About"), ("/careers", "Careers"), ("https://trust.sentrio.test/", "Trust center"),
              ("https://status.sentrio.test/", "Status"), ("/legal/terms", "Terms"), ("/legal/privacy", "Privacy")])
SITES["sentrio.test"] = {"/": page("Sentrio – SIEM for mid-market", _G4),
                         **pages(_G4, [("/platform", "Platform"), ("/pricing", "Pricing"), ("/docs", "Docs"),
                                       ("/blog", "Blog"), ("/about", "About"), ("/careers", "Careers"),
                                       ("/legal/terms", "Terms"), ("/legal/privacy", "Privacy")])}
SITES["trust.sentrio.test"] = {"/": page("Sentrio Trust Center", head='<link rel="stylesheet" href="https://cdn.'
                                         'safebase.io/trust-center.css">', main="<p>SOC 2 Type II · ISO 27001 · "
                                         "Subprocessors</p>")}
SITES["status.sentrio.test"] = {"/": betterstack("Sentrio")}
EXPECTED["http://sentrio.test"] = (
    {"status": pre("//status.sentrio.test/"),
     **_eu("sentrio.test", pricing="/pricing", docs="/docs", blog="/blog", legal=("/legal/terms", "/legal/privacy"))},
    ("investors",))
NEVER["http://sentrio.test"] = ("trust.sentrio", "safebase")
AT_MOST["http://sentrio.test"] = 16

# G5. Ravelin (ravelin.test, its name a whole label of the partners' hosts): partners' hosts named for it — a reseller's "Ravelin on Cloudpartner" (ravelin.cloudpartner.test),
# the partner's "Status" of its Ravelin integration (status.cloudpartner.test/ravelin), a customer's own instance
# (ravelin.northwind.test, "Northwind's Ravelin workspace"); its own status on status.ravelin.test
_G5 = chrome([("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/partners", "Partners")],
             [("/about", "About"), ("/careers", "Careers"), ("https://status.ravelin.test/", "Status"),
              ("/legal/privacy", "Privacy")])
SITES["ravelin.test"] = {
    "/": page("Ravelin Data – reverse ETL", _G5, main=(
        '<section class="partners"><a href="https://ravelin.cloudpartner.test/">Ravelin on Cloudpartner</a><a href='
        '"https://status.cloudpartner.test/ravelin">Cloudpartner integration status</a><a href="https://ravelin.'
        'northwind.test/">Northwind\'s Ravelin workspace</a><a href="https://ravelin.partnerco.test/blog">Partner blog'
        '</a></section>')),
    **pages(_G5, [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/partners", "Partners"),
                  ("/about", "About"), ("/careers", "Careers"), ("/legal/privacy", "Privacy")])}
SITES["status.ravelin.test"] = {"/": statuspage("Ravelin Data"), "/api/v2/summary.json": summary("Ravelin Data")}
SITES["ravelin.cloudpartner.test"] = {"/": page("Ravelin on Cloudpartner")}
SITES["status.cloudpartner.test"] = {"/ravelin": page("Cloudpartner status – Ravelin integration")}
SITES["ravelin.northwind.test"] = {"/": page("Sign in – Northwind workspace")}
SITES["ravelin.partnerco.test"] = {"/blog": page("Partnerco blog")}
EXPECTED["http://ravelin.test"] = (
    {"status": pre("//status.ravelin.test/"), **_eu("ravelin.test", pricing="/pricing", blog="/blog",
                                                        careers="/careers")}, ("investors",))
NEVER["http://ravelin.test"] = ("cloudpartner", "northwind", "partnerco")
AT_MOST["http://ravelin.test"] = 16

net = W.net_fixture(SITES)

#: website → why the case stays wrong (strict xfail)
KNOWN_WRONG: dict[str, str] = {}


test_round_seventeen_surfaces_on_subdomains_and_vendors = W.company_test(EXPECTED, NEVER, NEVER_ASKED, AT_MOST, KNOWN_WRONG)
