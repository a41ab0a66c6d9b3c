"""Seventh red-team round for repair: broken sensors as a held-out judge would script them across every surface, not
only careers, in situations rounds 1-6 (test_repair_redteam.py … test_repair_redteam6.py) do not cover, modelled on
how real sites, CMSs and hosted vendors behave. Same harness (tests/data/repair/sites.py: real aiohttp servers on
127.0.0.2, the shared client, requests counted at the server, at most 6 a repair); each expectation was written
before its first run.

Covered (167 situations, a CLI run of one situation per new rule, 16 plain unit tests in
tests/unit/repair/test_redteam7.py):
- pricing: /pricing → /plans/, → a product subdomain's /pricing/ (redirected and linked), → /en/ and /en-us/ folders,
  → /pricing-2027 with new prices, → /product/pricing, only in the sitemap, a soft 404 beside the footer's new link,
  a French page renamed /fr/offres, a 301 to www. then a 302 to a geo locale, a language subdomain folded into /en/;
  judgement: folded into the front page as a #pricing section (redirect and menu anchor: review), split per product
  (redirect to one half, menu linking both: review), a contact-sales form, the app's sign-up, a front page without
  prices, a reseller's copy (review), a 302 adding a currency query (recovered);
- blogs, newsrooms and feeds: a blog subdomain gone or 301 to /blog/, Medium → own domain and back, Medium gone, a
  WordPress blog replaced by Ghost (new folder; same index with slug permalinks: recovered), dev.to, a Ghost(Pro)
  subdomain, /blog → /resources/blog/, a landing page linking /blog/all; a newsroom at Cision, Business Wire,
  GlobeNewswire's organisation listing, PR Newswire, Prezly, an IR subdomain, /about/press, /company/press, a news
  subdomain folded into /company/news, a closed Cision newsroom while the site has its own; feeds: an empty feed at
  the old URL, a Hugo feed in the front page's head, /rss → /feed/, a gone FeedBurner feed, a 410 while the blog body
  links an Atom feed, → Substack, → a JSON feed, WordPress /feed/ → Ghost /rss/, changed permalinks (recovered);
  judgement: an author / tag archive, the latest post or release, front-page teasers, a press kit, another company's
  newsroom, a partner's Medium, a LinkedIn newsletter (never fetched), the acquirer's own news (review);
- docs and changelogs: docs. → /docs/ (redirected, gone, through a 302 to /docs/en/), /docs/v2/ → /docs/v3/ (301;
  gone while /docs/ 302s to v3: the alias kept), an article v2 → v3, Read the Docs → own host and back, a removed Read
  the Docs project, GitBook, a developer. subdomain, a deleted GitHub Pages site or Vercel deployment; a changelog at
  Headway (and back to the company), Beamer, LaunchNotes on a custom domain, GitHub releases in the footer, a renamed
  repository, releases gone private, the docs' release notes; judgement: a developers landing page, a site search
  (with and without the docs in the menu), another domain's marketing front page, the repository page, one release,
  a product page, reorganised v3 docs (review), an old version still served with a banner (recovered);
- status pages: own /status or status. → Instatus, Better Stack, Statuspage (footer link, redirect, meta refresh, a
  moved notice), Statuspage → Instatus, a 301 during an incident, Better Stack without the incident history (left
  alone), Headway keeping only the latest releases; a Cloudflare challenge, 502 twice (wait), 502 then
  the page (recovered), the footer's Instatus page behind a challenge (wait), the cloud provider's status page, the
  front page, an empty 200 (review);
- legal: /privacy → /legal/privacy-policy (footer, fragment), /en/privacy, /en/legal/privacy, Termly (linked, and
  framed by the old page), iubenda (302), OneTrust's privacy portal, the sitemap only, /terms → a legal hub,
  /terms-and-conditions, German /datenschutz ↔ /de/…; judgement: a rewritten group notice, the acquirer's notice, a
  cookie declaration, the policy vendor's own policy, a PDF, another locale's front page (review);
- company-level events: an acquisition (every path to the acquirer's front page, to its page for the brand, to the
  announcement, to its blog or newsroom: review; docs or pricing kept intact, the brand's section of its blog, a
  status-page notice linking the acquirer's: migrated; a banner on an unchanged page: recovered), a shutdown notice,
  a farewell page on every path, a lapsed domain (Dan.com, Sedo, a spam blog), a login or HTTP basic auth on every
  path, another company at the domain, a coming-soon placeholder, a deleted Heroku app or Netlify site, a Shopify
  storefront password, an expired Squarespace site, a Wix domain no longer connected, GoDaddy's "launching soon"
  parking (review), a dead domain (wait), a rebrand (per path; to a front page linking a Beamer changelog);
- temporary trouble (wait): maintenance 503 on every path, a page-only 500 beside a copy, 429, a newswire's 503, a
  front page answering 503 while the page is gone, the menu's new page answering a 503 maintenance notice,
  WordPress's "Error establishing a database connection" on every path.

Wrong at first: 14 situations, 12 fixed (two are left alone, below) —
- dev.to, OneTrust's privacy portal (link ignored: another company's domain) and a gone FeedBurner feed (FeedBurner's
  own front page and sitemap searched as the sensor's site, the budget spent before the company's feed): hosts that
  serve one surface for many companies are platforms now (libs/common `PLATFORM_SURFACES`: dev.to, beehiiv, Tumblr,
  FeedBurner, OneTrust's privacy portals, Termageddon, GetTerms, EIN Presswire, ACCESSWIRE, Newsfile, Newswire.ca,
  Presseportal, Stoplight, Bump.sh, Apiary, Postman's documenter);
- GlobeNewswire's `/en/search/organization/<name>` was refused as a site search: a search path naming an owner facet
  and its value (`organization`, `company`, `issuer`, `source`) is that owner's listing;
- a feed 410 while the blog page links `/blog/feed.atom` in its body: only `<link rel=alternate>` feeds were read;
  links of the main content to a feed path (shared classifier) count too, after the head's;
- a removed Read the Docs project while the company's front page links docs.g55.test: the front page's links were
  judged against the sensor's registrable domain (readthedocs.io), so the docs host was another company's; they are
  judged against the site searched now (in these fixtures every .test host is its own registrable domain; in the
  wild the same happens for a docs host on another domain of the brand, acme.dev);
- a gone changelog whose menu's new page answers 503 with a maintenance notice and a Retry-After: review; a
  candidate of the company's own site answering 503 is "not searched now" (wait), as a 429 or a maintenance page;
- the URL redirecting to bigcorp156.test/blog/acme-robotics/ (0.90): refused as one post below /blog/; the URL's own
  redirect target on another site carrying ≥ 0.9 of the old listing is a successor, as a link in the old page's words
  was (on the company's own site an item-shaped path stays an item: round 2's unit test of a redirect to one job ad
  scoring 0.93 holds);
- docs. 301 → /docs → 302 → /docs/en/, and a rebrand to a front page linking a Beamer changelog: robots.txt of the old
  host redirected (as every path) into the new site's pages, two or three requests for a robots.txt that is none, and
  the budget ran out: robots.txt redirected to a front page, or to another site's page that is no robots file, has no
  rules and that hop is not requested (libs/common `RobotsCache`; a hop to a robots file anywhere or to another path of
  the same origin is followed as before; the client now tells the requests a failed fetch sent,
  `FetchError.requests`, which repair charges);
- /pricing → 301 → www.…/pricing → 302 → /en/pricing migrated to /en/pricing: the address after the permanent hops
  is kept when a temporary one follows (the geo alias), as for candidates;
- a deleted GitHub Pages docs site: its front page answered 404 too and its sitemap took the request the company's
  docs link needed; a site whose front page is gone as well as the page costs no sitemap request while another of
  the company's sites is to be searched.

No expectation was revised. Before any run, three cases were corrected as written (not after seeing an answer): the
split pricing pages now divide the old plans (they first listed plans the old page never had, which made the case
trivially "no match"), a changelog's GitHub releases moved from the docs' sidebar (two hops from the front page, a
crawl) to the footer, and the other company's newsroom expected "migrated" by a slip of the pen (its content differs).
The module's own uniqueness check was wrong twice at first: Beamer's and Termly's hosts are each shared by two
situations.

Left alone (strict xfail; a person gets the review, the candidate listed):
- a newsroom moved to an investor-relations subdomain whose front page the menu links as "Investors": the releases are
  one level further in that site's own menu (a crawl two links deep), the shared classifier reads the link as the
  investors surface, and the budget is spent on the company's own site first;
- a status page moved to Better Stack without its incident history (history does not move between vendors): the new
  page shares the old one's component names only (score 0.54). Recognising a status page by its components, as a
  careers page by its job titles, needs the components stored; the differ extracts them, the entities table keeps
  none.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration


S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV = P.NAV
ALLOW = R(200, "User-agent: *\nAllow: /\n", "text/plain")
Situation = S.Situation


def xml(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def page(title: str, main: str, lang: str = "en", nav: list[tuple[str, str]] | None = None,
         head: str = "", footer: list[tuple[str, str]] | None = None) -> str:
    return P.shell(title, main, nav if nav is not None else NAV, footer, head, lang)


def home(nav_extra: list[tuple[str, str]] = (), footer: list[tuple[str, str]] | None = None,  # type: ignore[assignment]
         extra: str = "", head: str = "") -> R:
    """The company's front page: the usual menu plus `nav_extra`, the footer (default: privacy and terms)."""
    return html(P.homepage(NAV + list(nav_extra), extra, footer, head))


def bare_home(nav: list[tuple[str, str]], footer: list[tuple[str, str]] | None = None, extra: str = "") -> R:
    """A front page whose menu is exactly `nav` (no /pricing or /blog of the default menu)."""
    return html(P.homepage(nav, extra, footer))


MENU = [("/", "Home"), ("/product", "Product"), ("/customers", "Customers"), ("/contact", "Contact")]

# ------------------------------------------------------------------ pricing

OLD_PRICING = P.PRICING_V1


def pricing_cards(plans: list[tuple[str, str, list[str]]]) -> str:
    return "".join(f"<div class='plan-card'><h3>{n}</h3><p class='price'>{p} per robot per month</p><ul>"
                   f"{''.join(f'<li>{x}</li>' for x in feats)}</ul><a href='/demo'>Get started</a></div>"
                   for n, p, feats in plans)


PRICING_FAQ = ("<h2>Frequently asked questions</h2><p>Can I change plans? Yes, at the end of any month. Is installation "
               "included? Installation and staff training are included in every plan. What happens if a robot "
               "breaks? We replace it within 48 hours.</p>")


def pricing_new(title: str = "Pricing - Acme Robotics", nav: list[tuple[str, str]] | None = None,
                plans: list[tuple[str, str, list[str]]] | None = None, lang: str = "en") -> str:
    """The same plans in a new theme (cards), the same intro and FAQ."""
    return page(title, "<h1>Simple pricing for every warehouse</h1><p>Rent robots by the month. Every plan includes "
                "maintenance, software updates and 24/7 support.</p>" + pricing_cards(plans or P.PLANS) + PRICING_FAQ,
                lang, nav)


def pricing_repriced() -> str:
    """The plans a year later: prices up, one feature line added, the rest unchanged."""
    plans = [("Starter", "$1,590", ["Up to 5 robots", "Fleet dashboard", "Email support"]),
             ("Growth", "$1,390", ["Up to 50 robots", "Fleet dashboard and API access",
                                   "Phone support within four hours", "Quarterly optimisation review"]),
             ("Enterprise", "Contact sales", ["Unlimited robots", "Dedicated success engineer",
                                              "On-site spare parts depot",
                                              "Custom integrations with your warehouse management system",
                                              "Single sign-on and audit log"])]
    return pricing_new("Pricing 2027 - Acme Robotics", plans=plans)


def home_with_pricing_section(nav: list[tuple[str, str]]) -> R:
    """A one-page site: the hero, the product, then the plans in a #pricing section."""
    return html(page("Acme Robotics - Warehouse robots", "<section id='hero'><h1>Acme Robotics makes warehouse robots"
                     "</h1><p>Autonomous mobile robots for logistics, rented by the month.</p></section><section "
                     "id='product'><h2>One robot, every aisle</h2><p>The R7 picks mixed totes, docks itself and shares "
                     "the aisles with your staff.</p></section><section id='pricing'><h2>Simple pricing for every "
                     "warehouse</h2><p>Rent robots by the month. Every plan includes maintenance, software updates "
                     "and 24/7 support.</p>" + pricing_cards(P.PLANS) + "</section><section id='faq'>" + PRICING_FAQ +
                     "</section>", nav=nav))


def pricing_split(product: str, plans: list[tuple[str, str, list[str]]]) -> str:
    return page(f"{product} pricing - Acme Robotics", f"<h1>{product} pricing</h1><p>Choose the {product} plan that "
                "fits your warehouse.</p>" + pricing_cards(plans), nav=NAV + [("/pricing/robots", "Robots pricing"),
                                                                           ("/pricing/enterprise", "Enterprise")])


#: the old page's plans divided over two pages: the self-serve plans and the enterprise offer
SPLIT_ROBOTS = P.PLANS[:2]
SPLIT_SOFTWARE = P.PLANS[2:]

CONTACT_SALES = page("Talk to sales - Acme Robotics", "<h1>Talk to our sales team</h1><p>Tell us about your warehouse "
                     "and we will prepare a quote within two working days.</p><form method='post' action='/demo'><label>"
                     "Work email <input name='email'></label><label>Company <input name='company'></label><label>Number "
                     "of sites <input name='sites'></label><button>Request a quote</button></form>")

SIGNUP = ("<!DOCTYPE html><html><head><title>Create your account - Acme Cloud</title></head><body><main><h1>Start your "
          "free trial</h1><form method='post'><input name='email' placeholder='Work email'><input type='password' "
          "name='password'><button>Create account</button></form><p>Already have an account? <a href='/login'>Sign in"
          "</a></p></main></body></html>")

PRICING_FR_OLD = page("Tarifs - Acme Robotics", "<h1>Des tarifs simples pour chaque entrepôt</h1><p>Louez vos robots au "
                      "mois. Chaque formule comprend la maintenance, les mises à jour logicielles et l'assistance 24 h/24."
                      "</p><h2>Starter</h2><p>1 490 € par robot et par mois</p><ul><li>Jusqu'à 5 robots</li><li>Tableau "
                      "de bord de la flotte</li><li>Assistance par e-mail</li></ul><h2>Growth</h2><p>1 290 € par robot "
                      "et par mois</p><ul><li>Jusqu'à 50 robots</li><li>Tableau de bord et accès à l'API</li><li>"
                      "Assistance téléphonique sous quatre heures</li><li>Revue d'optimisation trimestrielle</li></ul>"
                      "<h2>Enterprise</h2><p>Contactez notre équipe commerciale</p><ul><li>Robots illimités</li><li>"
                      "Ingénieur dédié</li><li>Stock de pièces détachées sur site</li><li>Intégrations sur mesure avec "
                      "votre WMS</li></ul><h2>Questions fréquentes</h2><p>Puis-je changer de formule ? Oui, à la fin de "
                      "chaque mois. L'installation est-elle comprise ? L'installation et la formation des équipes sont "
                      "comprises dans chaque formule.</p>", "fr",
                      [("/fr/", "Accueil"), ("/fr/produit", "Produit"), ("/fr/tarifs", "Tarifs")])
PRICING_FR_NEW = PRICING_FR_OLD.replace("<h2>Starter", "<div class='plans'><h2>Starter").replace(
    "/fr/tarifs", "/fr/offres").replace("Tarifs - Acme", "Nos offres - Acme")
HOME_FR = html(page("Acme Robotics - Robots d'entrepôt", "<h1>Acme Robotics fabrique des robots d'entrepôt</h1><p>Des "
                    "robots mobiles autonomes pour la logistique, loués au mois.</p>", "fr",
                    [("/fr/", "Accueil"), ("/fr/produit", "Produit"), ("/fr/offres", "Nos offres"),
                     ("/fr/blog", "Blog")]))

# ------------------------------------------------------------------ blog, newsroom, feeds


def rss(host: str, prefix: str = "/blog/", title: str = "Acme Robotics blog") -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}{prefix}{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in P.POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>{title}</title>'
            f"<link>http://{host}/blog</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


def empty_rss(host: str) -> str:
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title><link>http://{host}/blog'
            f"</link><description>Stories from Acme Robotics</description></channel></rss>")


def atom(host: str, prefix: str) -> str:
    entries = "".join(f"<entry><title>{t}</title><link href='http://{host}{prefix}{u}/'/><id>http://{host}{prefix}{u}/"
                      f"</id><updated>{d}T09:00:00Z</updated><summary>{x}</summary></entry>" for t, u, d, x in P.POSTS)
    return (f"<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Acme Robotics blog"
            f"</title><link href='http://{host}{prefix}'/><updated>2026-10-02T09:00:00Z</updated>{entries}</feed>")


def feed(body: str) -> R:
    return R(200, body, "application/rss+xml; charset=utf-8")


def atom_r(body: str) -> R:
    return R(200, body, "application/atom+xml; charset=utf-8")


def feed_link(href: str, kind: str = "rss") -> str:
    return f"<link rel='alternate' type='application/{kind}+xml' title='Acme Robotics blog' href='{href}'>"


def ghost_blog(prefix: str, title: str = "Acme Robotics Journal", head: str = "") -> str:
    """A Ghost theme (Casper): post cards with slug permalinks below `prefix`."""
    cards = "".join(f"<article class='post-card'><a class='post-card-image-link' href='{prefix}{s}/'></a><div "
                    f"class='post-card-content'><a href='{prefix}{s}/'><h2 class='post-card-title'>{t}</h2></a><p "
                    f"class='post-card-excerpt'>{x}</p><footer><time>{d}</time> &middot; 3 min read</footer></div>"
                    f"</article>" for t, s, d, x in P.POSTS)
    return (f"<!DOCTYPE html><html lang='en'><head><title>{title}</title>{head}</head><body class='home-template'>"
            f"<header class='gh-head'><a href='{prefix}'>{title}</a><nav><a href='{prefix}'>Home</a> <a href='{prefix}"
            f"tag/product/'>Product</a> <a href='{prefix}tag/company/'>Company</a></nav></header><main class='site-main'>"
            f"<div class='post-feed'>{cards}</div></main><footer class='site-footer'>{title} &copy; 2026 &middot; "
            f"Powered by Ghost</footer></body></html>")


def medium_publication(base: str) -> str:
    items = "".join(f"<div class='postArticle'><a href='{base}/{s}-3f9a'><h3>{t}</h3></a><div class='subtitle'>{x}"
                    f"</div><time>{d}</time></div>" for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics – Medium</title></head><body><nav><a href='/'>Medium</a> "
            "<a href='/m/signin'>Sign in</a> <a href='/membership'>Get started</a></nav><main><h1>Acme Robotics</h1>"
            f"<p>Stories from the team building warehouse robots.</p>{items}</main><footer>About Help Terms Privacy"
            "</footer></body></html>")


def devto_org() -> str:
    items = "".join(f"<div class='crayons-story'><h2><a href='/acmerobotics/{s}-4k2n'>{t}</a></h2><p>{x}</p><time>{d}"
                    f"</time></div>" for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics - DEV Community</title></head><body><header><a href='/'>"
            "DEV Community</a> <a href='/enter'>Log in</a> <a href='/enter?state=new-user'>Create account</a></header>"
            f"<main><h1>Acme Robotics</h1><p>We build warehouse robots.</p>{items}</main><footer>DEV Community — A "
            "constructive and inclusive social network for software developers.</footer></body></html>")


def author_archive(name: str) -> str:
    items = "".join(f"<article><h2><a href='/blog/{s}'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                    for t, s, d, x in P.POSTS)
    return page(f"{name}, Author at Acme Robotics", f"<h1>Posts by {name}</h1>{items}")


def press_list(template: str, base: str, title: str, header: str, footer: str) -> str:
    items = "".join(template.format(t=t, d=d, x=x, href=f"{base}{i}") for i, (t, d, x) in enumerate(P.PRESS))
    return (f"<!DOCTYPE html><html><head><title>{title}</title></head><body><header>{header}</header><main>{items}"
            f"</main><footer>{footer}</footer></body></html>")


def cision_newsroom() -> str:
    return press_list("<div class='news-item'><h3><a href='{href}'>{t}</a></h3><span class='date'>{d}</span><p>{x}</p>"
                      "</div>", "/acme-robotics/r/release-", "Acme Robotics - News | Cision",
                      "<a href='/'>Cision News</a> <a href='/acme-robotics'>Acme Robotics</a> <a href='/acme-robotics/"
                      "subscribe'>Subscribe</a>", "Cision is the leading global provider of earned media software.")


def businesswire_newsroom() -> str:
    return press_list("<li class='bw-news-item'><a href='{href}'>{t}</a><time>{d}</time><p>{x}</p></li>",
                      "/news/home/2026", "Acme Robotics News | Business Wire",
                      "<a href='/'>Business Wire</a> <a href='/portal/site/home/news/'>News</a> <a href='/portal/site/"
                      "home/login/'>Log in</a>", "Business Wire, A Berkshire Hathaway Company")


def globenewswire_org() -> str:
    return press_list("<div class='pagging-list-item'><a href='{href}'>{t}</a><span class='dataSource'>{d}</span><p>{x}"
                      "</p></div>", "/news-release/2026/", "Acme Robotics | GlobeNewswire",
                      "<a href='/'>GlobeNewswire</a> <a href='/en/search'>Search</a>",
                      "GlobeNewswire by notified")


def ir_news() -> str:
    items = "".join(f"<div class='module_item'><span class='module_date-text'>{d}</span><a class='module_headline-link' "
                    f"href='/news-releases/news-release-details/{i}'>{t}</a><p>{x}</p></div>"
                    for i, (t, d, x) in enumerate(P.PRESS))
    return page("News Releases :: Acme Robotics (ACMR)", f"<h1>News releases</h1>{items}",
                nav=[("/", "Overview"), ("/news-releases", "News"), ("/financial-information", "Financials")])


def newsroom_front_page() -> R:
    """The front page after the newsroom was dropped: a hero and the three latest releases as teasers."""
    items = "".join(f"<div class='teaser'><h3>{t}</h3><p>{x}</p></div>" for t, _, x in P.PRESS[:3])
    return html(P.homepage(NAV, f"<section class='latest'><h2>Latest news</h2>{items}</section>"))


def press_release(i: int) -> str:
    t, d, x = P.PRESS[i]
    return page(f"{t} - Acme Robotics", f"<article><h1>{t}</h1><time>{d}</time><p>{x}</p><p>LYON, France -- Acme "
                "Robotics, the maker of autonomous warehouse robots, announced today that it has closed its Series C "
                "funding round. Northwind Ventures led the round.</p><h3>About Acme Robotics</h3><p>Acme Robotics "
                "builds autonomous mobile robots for logistics.</p><p>Media contact: press at acme dot example.</p>"
                "</article>")


# ------------------------------------------------------------------ docs, changelogs, status pages


def docs_v(version: str) -> str:
    """Versioned docs home: the sections link below `version` (`/docs/v2/`)."""
    return P.docs_home(version).replace("<option>v2</option><option>v1</option>",
                                        f"<option>{version.strip('/').split('/')[-1]}</option>")


def rtd_page(title: str, body: str) -> str:
    return (f"<!DOCTYPE html><html><head><title>{title} — Read the Docs</title></head><body><div class='rst-content'>"
            f"{body}</div><footer>Built with Sphinx using a theme provided by Read the Docs.</footer></body></html>")


RTD_MAZE = R(404, rtd_page("Maze Found", "<h1>404 Maze Found</h1><p>The project you were looking for does not exist "
                           "or was removed. <a href='http://readthedocs.org/'>Back to Read the Docs</a></p>"))

DEVELOPERS_LANDING = page("Developers - Acme Robotics", "<h1>Build on the Acme fleet</h1><p>Automate your warehouse "
                          "with our APIs. Join 2,000 developers building on Acme.</p><a href='/signup'>Get an API key</a>"
                          " <a href='/contact'>Talk to an engineer</a><h2>Why developers love Acme</h2><ul><li>Fast"
                          "</li><li>Reliable</li><li>Secure</li></ul>")


def release_items(tpl: str) -> str:
    return "".join(tpl.format(v=v, d=d, ch="".join(f"<li>{c}</li>" for c in ch)) for v, d, ch in P.RELEASES)


def headway_page() -> str:
    return ("<!DOCTYPE html><html><head><title>Acme Robotics changelog</title></head><body><div class='header'><a "
            "href='/'>Acme Robotics</a> <a href='/subscribe'>Subscribe</a></div><div class='changelogs'>"
            + release_items("<div class='changelogItem'><h2>Version {v}</h2><time>{d}</time><span class='category'>"
                            "New</span><ul>{ch}</ul></div>") +
            "</div><div class='footer'>Powered by Headway</div></body></html>")


def beamer_page() -> str:
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics - Latest updates</title></head><body><div "
            "id='beamerNews'><div class='standaloneHeader'>Acme Robotics <a href='#' class='subscribe'>Subscribe"
            "</a></div>" + release_items("<div class='feature'><div class='featureTitle'>Version {v}</div><div "
                                         "class='featureDate'>{d}</div><div class='featureContent'><ul>{ch}</ul>"
                                         "</div></div>") +
            "</div><div class='poweredBy'>Powered by Beamer</div></body></html>")


def github_repo(owner: str, repo: str) -> str:
    return (f"<!DOCTYPE html><html><head><title>{owner}/{repo}: Fleet SDK for Acme robots</title></head><body><header>"
            f"<a href='/'>GitHub</a> <a href='/login'>Sign in</a></header><div class='repohead'><a href='/{owner}'>"
            f"{owner}</a> / <a href='/{owner}/{repo}'>{repo}</a> <a href='/{owner}/{repo}/issues'>Issues</a> <a href="
            f"'/{owner}/{repo}/releases'>Releases 14</a></div><main><article class='markdown-body'><h1>Acme Fleet SDK"
            "</h1><p>Python and TypeScript clients for the Acme Fleet API.</p><h2>Install</h2><pre>pip install "
            "acme-fleet</pre><h2>Usage</h2><pre>client = Fleet(token)</pre><h2>License</h2><p>Apache-2.0</p>"
            "</article></main></body></html>")


def instatus_page() -> str:
    rows = "".join(f"<div class='component'><span>{c}</span><span class='status'>Operational</span></div>"
                   for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics status</title></head><body><div id='__next'><header>"
            "<a href='/'>Acme Robotics</a> <a href='/subscribe'>Get updates</a></header><main><h1>All systems "
            f"operational</h1><div class='components'>{rows}</div><h2>Past incidents</h2><div class='incident'>Oct 12, "
            "2026 Delayed telemetry in North America. Resolved. Telemetry from robots in Toronto arrived up to ten "
            "minutes late.</div><div class='incident'>Sep 3, 2026 Webhook deliveries delayed. Resolved. A queue backlog "
            "delayed webhooks by twenty minutes.</div></main><footer>Powered by Instatus</footer></div></body></html>")


def betterstack_page() -> str:
    return instatus_page().replace("Powered by Instatus", "Powered by Better Stack").replace(
        "Get updates", "Subscribe to updates")


def cloud_provider_status() -> str:
    rows = "".join(f"<tr><td>{s}</td><td>Service is operating normally</td></tr>" for s in
                   ("Compute (Frankfurt)", "Object storage (Frankfurt)", "DNS", "Load balancing (Paris)",
                    "Managed databases (Paris)", "Identity and access"))
    return ("<!DOCTYPE html><html><head><title>Nimbus Cloud Service Health</title></head><body><h1>Service health"
            f"</h1><table>{rows}</table><p>Nimbus Cloud status for all regions.</p></body></html>")


# ------------------------------------------------------------------ legal


def privacy_new(title: str = "Privacy Policy - Acme Robotics", lang: str = "en",
                nav: list[tuple[str, str]] | None = None, updated: str = "2026-11-01") -> str:
    secs = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in P.PRIVACY_SECTIONS)
    return page(title, f"<h1>Privacy policy</h1><p>Effective date: {updated}</p>{secs}", lang, nav)


def privacy_rewritten() -> str:
    secs = [("Scope", "This notice explains how the Acme group, including Acme Robotics Inc. and its subsidiaries, "
                      "handles information about visitors, customers and job applicants worldwide."),
            ("Information we process", "Identifiers, commercial information, internet activity, geolocation data "
                                       "and professional information, as defined by the CCPA."),
            ("Sources", "Directly from you, from your employer, from our partners and from public sources."),
            ("Your choices", "California residents may request to know, delete or correct their information and opt "
                             "out of sharing. Use the web form or call our toll-free number."),
            ("Changes", "We may update this notice from time to time; the effective date above shows the last change.")]
    body = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in secs)
    return page("Global Privacy Notice - Acme Group", f"<h1>Global privacy notice</h1><p>Effective 2026-12-01</p>{body}")


def termly_policy() -> str:
    secs = "".join(f"<h2>{h.upper()}</h2><p>{t}</p>" for h, t in P.PRIVACY_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Privacy Policy | Termly</title></head><body><div data-custom-class="
            "'body'><h1>PRIVACY POLICY</h1><p>Last updated November 01, 2026</p>" + secs +
            "</div><footer>This privacy policy was created using Termly's Privacy Policy Generator.</footer></body>"
            "</html>")


def termly_own_policy() -> str:
    return ("<!DOCTYPE html><html><head><title>Privacy Policy | Termly</title></head><body><h1>Termly Privacy Policy"
            "</h1><p>Termly, Inc. operates termly.io. This policy describes how Termly collects information about "
            "the users of its consent management platform and policy generators.</p><h2>Information Termly "
            "collects</h2><p>Account information, payment details processed by our payment provider, and usage "
            "analytics of the Termly dashboard.</p></body></html>")


def cookiebot_policy() -> str:
    rows = "".join(f"<tr><td>{n}</td><td>{p}</td><td>{e}</td></tr>" for n, p, e in
                   (("_ga", "Google", "2 years"), ("_gid", "Google", "1 day"), ("CookieConsent", "Cookiebot", "1 year"),
                    ("hubspotutk", "HubSpot", "6 months")))
    return page("Cookie declaration - Acme Robotics", "<h1>Cookie declaration</h1><p>This website uses cookies. We use "
                "cookies to personalise content and ads and to analyse our traffic.</p><table>" + rows + "</table>"
                "<p>Cookie declaration last updated on 01/11/2026 by Cookiebot.</p>")


DATENSCHUTZ = ("<h1>Datenschutzerklärung</h1><h2>1. Verantwortlicher</h2><p>Verantwortlich für die Datenverarbeitung "
               "ist die Acme Robotics GmbH, Friedrichstraße 68, 10117 Berlin. Unseren Datenschutzbeauftragten "
               "erreichen Sie unter datenschutz at acme dot example.</p><h2>2. Welche Daten wir erheben</h2><p>"
               "Kontodaten, die Sie uns mitteilen (Name, geschäftliche E-Mail-Adresse, Telefonnummer, Unternehmen), "
               "Nutzungsdaten des Flotten-Dashboards und Telemetriedaten der Roboter.</p><h2>3. Zwecke</h2><p>Zur "
               "Bereitstellung und Absicherung des Dienstes, zur Betreuung unserer Kunden und, mit Ihrer Einwilligung, "
               "für Produktneuigkeiten. Wir verkaufen keine personenbezogenen Daten.</p><h2>4. Speicherdauer</h2><p>"
               "Kontodaten für die Dauer des Vertrags und drei Jahre danach; Telemetriebilder dreißig Tage.</p><h2>5. "
               "Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung und "
               "Datenübertragbarkeit sowie ein Beschwerderecht bei einer Aufsichtsbehörde.</p>")
DE_NAV = [("/de/", "Startseite"), ("/de/produkt", "Produkt"), ("/de/preise", "Preise")]

# ------------------------------------------------------------------ company-level events


def acquirer_home(name: str) -> R:
    return html(page(f"{name} - Logistics at scale", f"<h1>{name} moves goods for 3,000 retailers</h1><p>Transport, "
                     "warehousing and fulfilment in 40 countries.</p><p>Acme Robotics is now part of "
                     f"{name}.</p>", nav=[("/", "Home"), ("/solutions", "Solutions"), ("/careers", "Careers"),
                                          ("/news", "News")]))


def acquirer_brand_page(name: str) -> str:
    return page(f"Acme Fleet - {name}", f"<h1>Acme Fleet by {name}</h1><p>Acme Robotics joined {name} in 2026. The Acme "
                "fleet of warehouse robots is now part of our automation offering for retailers and third-party "
                "logistics providers.</p><h2>Why automate with us</h2><p>One contract covers robots, software and "
                "on-site service across 40 countries.</p><a href='/contact'>Contact our automation team</a>",
                nav=[("/", "Home"), ("/solutions", "Solutions"), ("/news", "News")])


def acquirer_blog(name: str) -> str:
    posts = [("How retailers prepare for peak season", "peak"), ("Our 2026 sustainability report", "esg"),
             ("Ten years of cross-border fulfilment", "ten-years"), ("Meet our new Rotterdam hub", "rotterdam")]
    items = "".join(f"<article><h2><a href='/blog/{s}'>{t}</a></h2><p>Read more from the {name} team.</p></article>"
                    for t, s in posts)
    return page(f"Blog - {name}", f"<h1>The {name} blog</h1>{items}", nav=[("/", "Home"), ("/blog", "Blog")])


SHUTDOWN_NOTICE = page("Acme Cloud is shutting down", "<h1>Acme Cloud is shutting down</h1><p>On 31 March 2027 Acme "
                       "Cloud, our hosted fleet dashboard, will stop operating. New subscriptions are no longer "
                       "available. Existing customers can export their maps and mission history from the settings "
                       "page until then.</p><p>Thank you for trusting us.</p>")

DAN_PARKING = html("<!DOCTYPE html><html><head><title>The domain name is for sale | Dan.com</title></head><body><main>"
                   "<h1>This domain name is for sale</h1><p>Buy now for 4,250 USD or make an offer. Fast and secure "
                   "transfer with buyer protection.</p><a href='/buy-domain'>Buy now</a></main><footer>Dan.com is a "
                   "GoDaddy brand</footer></body></html>")

PARKED_SEDO = html("<!DOCTYPE html><html><head><title>This domain may be for sale!</title><script src='http://"
                   "img.sedoparking.com/frame.js'></script></head><body><div id='container'><h1>Related searches</h1>"
                   "<ul><li><a href='/?q=warehouse+robots'>Warehouse Robots</a></li><li><a href='/?q=pricing+plans'>"
                   "Pricing Plans</a></li><li><a href='/?q=software'>Software</a></li></ul><p>This domain may be for "
                   "sale!</p></div></body></html>")

COMING_SOON = html("<!DOCTYPE html><html><head><title>Coming soon</title></head><body><main><h1>Something new is "
                   "coming</h1><p>We are building something exciting. Leave your email to hear first.</p><form><input "
                   "name='email'><button>Notify me</button></form></main></body></html>")

OTHER_COMPANY_PRICING = page("Pricing - Brightline CRM", "<h1>Pricing that scales with your team</h1><p>Brightline is "
                             "the CRM for field sales teams.</p><h2>Solo</h2><p>$19 per user per month</p><ul><li>One "
                             "pipeline</li><li>Mobile app</li></ul><h2>Team</h2><p>$49 per user per month</p><ul><li>"
                             "Unlimited pipelines</li><li>Territory maps</li><li>Email sequences</li></ul><h2>Business"
                             "</h2><p>$89 per user per month</p><ul><li>Forecasting</li><li>Single sign-on</li></ul>",
                             nav=[("/", "Home"), ("/features", "Features"), ("/pricing", "Pricing")])

LOGIN_APP = html("<!DOCTYPE html><html><head><title>Sign in · Acme</title></head><body><main><h1>Sign in to Acme</h1>"
                 "<form method='post' action='/session'><input name='email' placeholder='Email'><input type='password' "
                 "name='password'><button>Continue</button></form><a href='/sso'>Sign in with SSO</a></main></body>"
                 "</html>")

BASIC_AUTH = R(401, "<html><head><title>401 Authorization Required</title></head><body><h1>Authorization Required"
               "</h1></body></html>", headers={"WWW-Authenticate": 'Basic realm="Acme staff only"'})

# ------------------------------------------------------------------ temporary trouble

MAINT_503 = R(503, page("Scheduled maintenance - Acme Robotics", "<h1>We'll be back soon</h1><p>Our website is down for "
                        "scheduled maintenance and will be back shortly. Thank you for your patience.</p>", nav=[]),
              headers={"Retry-After": "3600"})
SERVER_ERROR = R(500, "<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1>"
                 "<p>The server encountered an internal error and was unable to complete your request.</p></body></html>")
BAD_GATEWAY = R(502, "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center>"
                "<hr><center>nginx</center></body></html>")
RATE_LIMITED = R(429, "<html><head><title>Too Many Requests</title></head><body><h1>Too Many Requests</h1></body></html>",
                 headers={"Retry-After": "120"})
CF_CHALLENGE = R(403, "<!DOCTYPE html><html lang='en-US'><head><title>Just a moment...</title></head><body><div "
                 "class='main-wrapper'><h1>status.example</h1><p>Checking if the site connection is secure</p><noscript>"
                 "Enable JavaScript and cookies to continue</noscript><script src='/cdn-cgi/challenge-platform/h/g/"
                 "orchestrate/chl_page/v1'></script></div></body></html>",
                 headers={"cf-mitigated": "challenge", "Server": "cloudflare"})


def json_feed(host: str) -> str:
    items = [{"id": f"http://{host}/blog/{u}", "url": f"http://{host}/blog/{u}", "title": t, "content_text": x,
              "date_published": f"{d}T09:00:00Z"} for t, u, d, x in P.POSTS]
    return json.dumps({"version": "https://jsonfeed.org/version/1.1", "title": "Acme Robotics blog",
                       "home_page_url": f"http://{host}/blog", "items": items})


def incident_statuspage() -> str:
    """The hosted status page during an incident: a banner and one component degraded, the rest as before."""
    return P.statuspage_hosted().replace(
        "<div class='page-status status-none'><span class='status'>All Systems Operational</span></div>",
        "<div class='unresolved-incident impact-major'><div class='incident-title'>Delayed telemetry in Europe</div>"
        "<div class='update'>Investigating - Telemetry from robots in the EU arrives late. Dec 6, 2026</div></div>"
    ).replace("Robot telemetry (EU)</span><span class='component-status'>Operational",
              "Robot telemetry (EU)</span><span class='component-status'>Degraded performance")


def hosting_gone(title: str, text: str) -> R:
    return R(404, f"<!DOCTYPE html><html><head><title>{title}</title></head><body><h1>{title}</h1><p>{text}</p>"
             "</body></html>")


HEROKU_NO_APP = hosting_gone("Heroku | No such app", "There's nothing here, yet. Build something amazing")
GITHUB_PAGES_404 = hosting_gone("Site not found &middot; GitHub Pages", "There isn't a GitHub Pages site here. If "
                                "you're trying to publish one, read the full documentation to learn how to set up "
                                "GitHub Pages for your repository, organization, or user account.")
NETLIFY_404 = hosting_gone("Site not found", "Looks like you followed a broken link or entered a URL that doesn't "
                           "exist on Netlify.")
VERCEL_404 = R(404, "<!DOCTYPE html><html><head><title>404: NOT_FOUND</title></head><body><main><p>404: NOT_FOUND</p>"
               "<p>Code: <code>DEPLOYMENT_NOT_FOUND</code></p><p>ID: <code>cdg1::abcde-1733480000000</code></p><a "
               "href='https://vercel.com/docs/errors/DEPLOYMENT_NOT_FOUND'>Read our documentation to learn more about "
               "this error.</a></main></body></html>")

PRESS_KIT = page("Press - Acme Robotics", "<h1>Press kit</h1><p>Logos, product photos and executive portraits for "
                 "journalists. For interviews, write to press at acme dot example.</p><ul><li><a href='/press/logos.zip'>"
                 "Logo pack (ZIP)</a></li><li><a href='/press/photos.zip'>Product photos (ZIP)</a></li><li><a "
                 "href='/press/fact-sheet.pdf'>Fact sheet (PDF)</a></li></ul>")

ACQ_BANNER = ("<div class='announcement-bar'>Acme Robotics is now part of BigCorp Logistics. <a href='http://"
              "bigcorp.example/news/acme'>Read the announcement</a></div>")


def with_banner(body: str, banner: str) -> str:
    return body.replace("<body>", f"<body>{banner}", 1)


def partner_medium() -> str:
    posts = [("Scaling a logistics SaaS to 40 countries", "scaling"), ("Our favourite warehouse podcasts", "podcasts"),
             ("Why we moved to Kubernetes", "k8s")]
    items = "".join(f"<div class='postArticle'><a href='/northwind-tech/{s}-9b1c'><h3>{t}</h3></a></div>"
                    for t, s in posts)
    return ("<!DOCTYPE html><html><head><title>Northwind Tech – Medium</title></head><body><main><h1>Northwind Tech"
            f"</h1>{items}</main></body></html>")


DOCS_OLD_VERSION = docs_v("/docs/v2/").replace(
    "<main>", "<main><div class='admonition warning'>You are reading the documentation of version 2. <a "
    "href='/docs/v3/'>See the latest version</a>.</div>")


def blog_landing() -> str:
    """/blog after a redesign: one featured post and a link to every post (/blog/all)."""
    t, sl, d, x = P.POSTS[0]
    return page("Blog - Acme Robotics", f"<h1>The Acme blog</h1><div class='featured'><h2><a href='/blog/{sl}'>{t}</a>"
                f"</h2><p>{x}</p></div><p><a href='/blog/all'>See all posts</a></p>")


def docs_reorganised() -> str:
    secs = [("Quickstart", "Set up your first robot in ten minutes."), ("Concepts", "Fleets, sites, missions, zones."),
            ("Guides", "Step-by-step guides for common warehouse layouts."),
            ("API v3", "The new resource-oriented API with OAuth2 scopes."), ("SDKs", "Python, TypeScript and Go.")]
    body = "".join(f"<section><h2>{h}</h2><p>{t}</p></section>" for h, t in secs)
    return page("Acme Docs v3", f"<h1>Acme developer hub</h1><p>Build with the v3 platform.</p>{body}")


def spam_blog() -> str:
    items = "".join(f"<article><h2><a href='/{s}'>{t}</a></h2><p>{x}</p></article>" for t, s, x in (
        ("Best online casino bonuses 2026", "casino-bonus", "Claim free spins at the top casinos."),
        ("Cheap watches that look expensive", "watches", "Our picks of replica watches."),
        ("How to win at slots", "slots", "Tips and tricks for slot machines.")))
    return page("Acme Robotics Blog", f"<h1>Acme Robotics Blog</h1>{items}", nav=[("/", "Home")])


WP_DB_ERROR = R(500, "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Database Error</title></head><body "
                "id='error-page'><div class='wp-die-message'><h1>Error establishing a database connection</h1></div>"
                "</body></html>")
SHOPIFY_PASSWORD = html("<!DOCTYPE html><html><head><title>Acme Robotics Store</title></head><body class='template-"
                        "password'><header><h1>Opening soon</h1><p>Be the first to know when we launch.</p></header>"
                        "<form method='post' action='/password'><label>Enter store using password</label><input "
                        "type='password' name='password'><button>Enter</button></form><footer>This shop will be "
                        "powered by Shopify</footer></body></html>")
SQUARESPACE_EXPIRED = html("<!DOCTYPE html><html><head><title>Website Expired</title></head><body><main><h1>This "
                           "website has expired</h1><p>The owner of this site must log in to renew their "
                           "subscription.</p><a href='https://www.squarespace.com/'>Squarespace</a></main></body></html>")
WIX_NOT_CONNECTED = html("<!DOCTYPE html><html><head><title>Wix.com - Domain Not Connected</title></head><body><h1>"
                         "Looks like this domain isn't connected to a website yet!</h1><p>If you're the owner, log in "
                         "to your account and connect it.</p></body></html>")
GODADDY_LAUNCHING = html("<!DOCTYPE html><html><head><title>Launching Soon</title></head><body><h1>Launching Soon"
                         "</h1><p>This website is parked free, courtesy of GoDaddy.com. Get your own domain name now."
                         "</p></body></html>")


def betterstack_fresh() -> str:
    """A new Better Stack page: the same components, none of the old incidents (history does not move vendors)."""
    rows = "".join(f"<div class='component'><span>{c}</span><span class='status'>Operational</span></div>"
                   for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics status</title></head><body><header><a href='/'>Acme "
            "Robotics</a> <a href='/subscribe'>Subscribe to updates</a></header><main><h1>All services are online</h1>"
            f"<div class='components'>{rows}</div><h2>Incident history</h2><p>No incidents reported yet.</p></main>"
            "<footer>Powered by Better Stack</footer></body></html>")


def headway_latest_two() -> str:
    """A changelog vendor that imported only the two latest releases."""
    items = "".join(f"<div class='changelogItem'><h2>Version {v}</h2><time>{d}</time><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></div>" for v, d, ch in P.RELEASES[:2])
    return ("<!DOCTYPE html><html><head><title>Acme Robotics changelog</title></head><body><div class='header'><a "
            f"href='/'>Acme Robotics</a></div><div class='changelogs'>{items}</div><div class='footer'>Powered by "
            "Headway</div></body></html>")


SITUATIONS = [
    # ================================================================ pricing pages
    Situation("pricing_301_to_plans_with_a_trailing_slash",
              {"g01.test": {"/pricing": moved("/plans/"), "/plans/": html(pricing_new("Plans - Acme Robotics"))}},
              "http://g01.test/pricing", "migrated", "http://g01.test/plans/", surface="pricing",
              reference=OLD_PRICING, status="redirected"),
    Situation("pricing_404_while_the_menu_links_plans",
              {"g02.test": {"/pricing": NOT_FOUND, "/": bare_home(MENU + [("/plans", "Plans")]),
                            "/plans": html(P.plans_reworded())}},
              "http://g02.test/pricing", "migrated", "http://g02.test/plans", surface="pricing", reference=OLD_PRICING),
    Situation("pricing_301_to_a_product_subdomain",
              {"g03.test": {"/pricing": moved("http://app.g03.test/pricing/")},
               "app.g03.test": {"/pricing/": html(pricing_new())}},
              "http://g03.test/pricing", "migrated", "http://app.g03.test/pricing/", surface="pricing",
              reference=OLD_PRICING, status="redirected"),
    Situation("pricing_404_while_the_menu_links_a_product_subdomains_pricing",
              {"g04.test": {"/pricing": NOT_FOUND, "/": bare_home(MENU + [("http://cloud.g04.test/pricing", "Pricing")])},
               "cloud.g04.test": {"/pricing": html(pricing_new())}},
              "http://g04.test/pricing", "migrated", "http://cloud.g04.test/pricing", surface="pricing",
              reference=OLD_PRICING),
    Situation("pricing_folded_into_the_front_page_as_an_anchor",
              {"g05.test": {"/pricing": moved("/#pricing"),
                            "/": home_with_pricing_section([("/", "Home"), ("/#product", "Product"),
                                                            ("/#pricing", "Pricing"), ("/contact", "Contact")])}},
              "http://g05.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("pricing_404_while_the_menu_links_the_front_pages_pricing_anchor",
              {"g06.test": {"/pricing": NOT_FOUND,
                            "/": home_with_pricing_section([("/", "Home"), ("/#pricing", "Pricing"),
                                                            ("/contact", "Contact")])}},
              "http://g06.test/pricing", "review", surface="pricing", reference=OLD_PRICING),
    Situation("pricing_split_per_product",
              {"g07.test": {"/pricing": moved("/pricing/robots"),
                            "/pricing/robots": html(pricing_split("Robots", SPLIT_ROBOTS)),
                            "/pricing/enterprise": html(pricing_split("Enterprise", SPLIT_SOFTWARE))}},
              "http://g07.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("pricing_404_only_the_sitemap_lists_plans_and_pricing",
              {"g08.test": {"/pricing": NOT_FOUND, "/": bare_home(MENU),
                            "/sitemap.xml": xml("g08.test", ["/", "/product", "/customers", "/plans-and-pricing",
                                                             "/contact"]),
                            "/plans-and-pricing": html(pricing_new("Plans and pricing - Acme Robotics"))}},
              "http://g08.test/pricing", "migrated", "http://g08.test/plans-and-pricing", surface="pricing",
              reference=OLD_PRICING),
    Situation("pricing_301_into_a_new_english_locale_folder",
              {"g09.test": {"/pricing": moved("/en/pricing"), "/en/pricing": html(pricing_new())}},
              "http://g09.test/pricing", "migrated", "http://g09.test/en/pricing", surface="pricing",
              reference=OLD_PRICING, status="redirected"),
    Situation("pricing_301_to_en_us_locale_folder",
              {"g10.test": {"/pricing": moved("/en-us/pricing", 308), "/en-us/pricing": html(pricing_new())}},
              "http://g10.test/pricing", "migrated", "http://g10.test/en-us/pricing", surface="pricing",
              reference=OLD_PRICING, status="redirected"),
    Situation("pricing_redirected_to_a_contact_sales_form",
              {"g11.test": {"/pricing": moved("/contact-sales"), "/contact-sales": html(CONTACT_SALES),
                            "/": bare_home(MENU + [("/contact-sales", "Get a quote")])}},
              "http://g11.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("pricing_redirected_to_the_apps_signup",
              {"g12.test": {"/pricing": moved("http://app.g12.test/signup"), "/": bare_home(MENU)},
               "app.g12.test": {"/signup": html(SIGNUP)}},
              "http://g12.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("pricing_redirected_to_a_front_page_without_prices",
              {"g13.test": {"/pricing": moved("/"), "/": bare_home(MENU)}},
              "http://g13.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("pricing_renamed_with_new_prices",
              {"g14.test": {"/pricing": moved("/pricing-2027"), "/pricing-2027": html(pricing_repriced())}},
              "http://g14.test/pricing", "migrated", "http://g14.test/pricing-2027", surface="pricing",
              reference=OLD_PRICING, status="redirected"),
    Situation("french_pricing_gone_while_the_french_front_page_links_the_new_name",
              {"g15.test": {"/fr/tarifs": NOT_FOUND, "/fr/": HOME_FR, "/": bare_home(MENU + [("/fr/", "Français")]),
                            "/fr/offres": html(PRICING_FR_NEW)}},
              "http://g15.test/fr/tarifs", "migrated", "http://g15.test/fr/offres", surface="pricing",
              reference=PRICING_FR_OLD, website="http://g15.test/fr/"),
    Situation("pricing_soft_404_while_the_footer_links_pricing",
              {"g16.test": {"/pricing": html(page("Page not found - Acme Robotics", "<h1>Oops! That page can't be found."
                                                  "</h1><p>It looks like nothing was found at this location.</p>",
                                                  nav=MENU)),
                            "/": bare_home(MENU, footer=[("/company/pricing", "Pricing"), ("/legal/terms", "Terms")]),
                            "/company/pricing": html(pricing_new())}},
              "http://g16.test/pricing", "migrated", "http://g16.test/company/pricing", surface="pricing",
              reference=OLD_PRICING),
    Situation("pricing_moved_to_a_resellers_domain_linked_from_the_menu",
              {"g17.test": {"/pricing": NOT_FOUND, "/": bare_home(MENU + [("http://robotshop17.test/acme", "Buy")])},
               "robotshop17.test": {"/acme": html(pricing_new("Acme Robotics plans - RobotShop"))}},
              "http://g17.test/pricing", "review", surface="pricing", reference=OLD_PRICING),
    Situation("pricing_page_of_a_temporary_302_to_the_same_path_with_a_currency_query",
              {"g18.test": {"/pricing": moved("/pricing?currency=eur", 302),
                            "/pricing?currency=eur": html(pricing_new())}},
              "http://g18.test/pricing", "recovered", surface="pricing", reference=OLD_PRICING, status="redirected"),
    # ================================================================ blogs and newsrooms
    Situation("blog_subdomain_gone_while_the_site_links_its_blog_folder",
              {"g20.test": {"/": home(), "/blog": html(P.blog_new("/blog/", nav=NAV))}},
              "http://blog.g20.test/", "migrated", "http://g20.test/blog", surface="blog", reference=P.blog_old(),
              website="http://g20.test/"),
    Situation("blog_subdomain_301_to_the_blog_folder_with_a_slash",
              {"blog.g21.test": {"*": moved("http://www.g21.test/blog/")},
               "www.g21.test": {"/blog/": html(P.blog_new("/blog/", nav=NAV)), "/": home()}},
              "http://blog.g21.test/", "migrated", "http://www.g21.test/blog/", surface="blog", reference=P.blog_old(),
              website="http://www.g21.test/", status="redirected"),
    Situation("medium_publication_moved_to_the_companys_own_domain",
              {"medium.com": {"/acme-robotics-g22": moved("http://blog.g22.test/")},
               "blog.g22.test": {"/": html(ghost_blog("/"))}},
              "http://medium.com/acme-robotics-g22", "migrated", "http://blog.g22.test/", surface="blog",
              reference=medium_publication("/acme-robotics-g22"), website="http://g22.test/", status="redirected"),
    Situation("medium_publication_gone_while_the_site_links_its_own_blog",
              {"medium.com": {"/acme-robotics-g23": R(410, "<html><head><title>Medium</title></head><body><h1>410</h1>"
                                                      "<p>This publication is no longer available.</p></body></html>")},
               "g23.test": {"/": home([("/journal/", "Journal")]), "/journal/": html(ghost_blog("/journal/"))}},
              "http://medium.com/acme-robotics-g23", "migrated", "http://g23.test/journal/", surface="blog",
              reference=medium_publication("/acme-robotics-g23"), website="http://g23.test/"),
    Situation("blog_moved_to_medium",
              {"g24.test": {"/blog": moved("http://medium.com/acme-robotics-g24")},
               "medium.com": {"/acme-robotics-g24": html(medium_publication("/acme-robotics-g24"))}},
              "http://g24.test/blog", "migrated", "http://medium.com/acme-robotics-g24", surface="blog",
              reference=P.blog_old(), status="redirected"),
    Situation("wordpress_blog_replaced_by_ghost_with_a_new_folder",
              {"g25.test": {"/blog/": NOT_FOUND, "/": home([("/journal/", "Journal")]),
                            "/journal/": html(ghost_blog("/journal/"))}},
              "http://g25.test/blog/", "migrated", "http://g25.test/journal/", surface="blog", reference=P.blog_old()),
    Situation("wordpress_blog_moved_to_ghost_permalinks_index_kept",
              {"g26.test": {"/blog/": html(ghost_blog("/blog/"))}},
              "http://g26.test/blog/", "recovered", surface="blog", reference=P.blog_old()),
    Situation("blog_moved_to_a_dev_to_organisation",
              {"g27.test": {"/blog": NOT_FOUND, "/": bare_home(MENU + [("http://dev.to/acmerobotics", "Blog")])},
               "dev.to": {"/acmerobotics": html(devto_org())}},
              "http://g27.test/blog", "migrated", "http://dev.to/acmerobotics", surface="blog", reference=P.blog_old()),
    Situation("blog_gone_the_sitemap_offers_only_an_author_archive",
              {"g28.test": {"/blog": NOT_FOUND, "/": bare_home(MENU),
                            "/sitemap.xml": xml("g28.test", ["/", "/product", "/author/camille-martin", "/contact"]),
                            "/author/camille-martin": html(author_archive("Camille Martin"))}},
              "http://g28.test/blog", "review", surface="blog", reference=P.blog_old()),
    Situation("blog_redirected_to_its_latest_post",
              {"g29.test": {"/blog": moved("/blog/r7", 302),
                            "/blog/r7": html(page("Introducing the Acme R7 picking robot", "<article><h1>Introducing "
                                                  "the Acme R7 picking robot</h1><time>2026-10-02</time><p>The R7 picks "
                                                  "mixed totes at 600 items an hour and docks itself for charging.</p>"
                                                  "</article>")), "/": bare_home(MENU)}},
              "http://g29.test/blog", "review", surface="blog", reference=P.blog_old(), status="redirected"),
    Situation("newsroom_moved_to_cision",
              {"g30.test": {"/press": NOT_FOUND,
                            "/": home([("http://news.cision.com/acme-robotics-g30", "Newsroom")])},
               "news.cision.com": {"/acme-robotics-g30": html(cision_newsroom())}},
              "http://g30.test/press", "migrated", "http://news.cision.com/acme-robotics-g30", surface="newsroom",
              reference=P.press_old()),
    Situation("newsroom_301_to_business_wire",
              {"g31.test": {"/newsroom": moved("http://www.businesswire.com/newsroom/acme-robotics-g31")},
               "www.businesswire.com": {"/newsroom/acme-robotics-g31": html(businesswire_newsroom())}},
              "http://g31.test/newsroom", "migrated", "http://www.businesswire.com/newsroom/acme-robotics-g31",
              surface="newsroom", reference=P.press_old(), status="redirected"),
    Situation("newsroom_301_to_a_globenewswire_organisation_listing",
              {"g32.test": {"/press": moved("http://www.globenewswire.com/en/search/organization/Acme%20Robotics%20G32")},
               "www.globenewswire.com": {"/en/search/organization/Acme%20Robotics%20G32": html(globenewswire_org())}},
              "http://g32.test/press", "migrated",
              "http://www.globenewswire.com/en/search/organization/Acme%20Robotics%20G32", surface="newsroom",
              reference=P.press_old(), status="redirected"),
    Situation("newsroom_moved_to_an_investor_relations_subdomain",
              {"g33.test": {"/press": NOT_FOUND, "/": home([("http://ir.g33.test/", "Investors")])},
               "ir.g33.test": {"/": html(page("Acme Robotics Investor Relations", "<h1>Investor relations</h1><p>"
                                              "Acme Robotics (ACMR) is listed on Euronext.</p>",
                                              nav=[("/", "Overview"), ("/news-releases", "News"),
                                                   ("/financial-information", "Financials")])),
                               "/news-releases": html(ir_news())}},
              "http://g33.test/press", "migrated", "http://ir.g33.test/news-releases", surface="newsroom",
              reference=P.press_old()),
    Situation("newsroom_moved_under_about_press",
              {"g34.test": {"/press": NOT_FOUND, "/": home([("/about/press", "Press")]),
                            "/about/press": html(P.press_old().replace("Press - Acme", "Press room - Acme"))}},
              "http://g34.test/press", "migrated", "http://g34.test/about/press", surface="newsroom",
              reference=P.press_old()),
    Situation("newsroom_redirected_to_its_latest_release",
              {"g35.test": {"/press": moved("/press/series-c"), "/press/series-c": html(press_release(0)),
                            "/": bare_home(MENU)}},
              "http://g35.test/press", "review", surface="newsroom", reference=P.press_old(), status="redirected"),
    Situation("newsroom_dropped_for_teasers_on_the_front_page",
              {"g36.test": {"/press": moved("/"), "/": newsroom_front_page()}},
              "http://g36.test/press", "review", surface="newsroom", reference=P.press_old(), status="redirected"),
    Situation("newsroom_301_to_pr_newswire_company_page",
              {"g37.test": {"/news": moved("http://www.prnewswire.com/news/acme-robotics-g37/")},
               "www.prnewswire.com": {"/news/acme-robotics-g37/": html(press_list(
                   "<div class='card'><h3><a href='{href}'>{t}</a></h3><small>{d}</small><p>{x}</p></div>",
                   "/news-releases/acme-", "Acme Robotics News | PR Newswire", "<a href='/'>PR Newswire</a>",
                   "PR Newswire, a Cision company"))}},
              "http://g37.test/news", "migrated", "http://www.prnewswire.com/news/acme-robotics-g37/",
              surface="newsroom", reference=P.press_old(), status="redirected"),
    # ---------------------------------------------------------------- feeds
    Situation("feed_now_empty_while_the_blog_head_announces_the_new_feed",
              {"g40.test": {"/feed/": feed(empty_rss("g40.test")),
                            "/": home(head=feed_link("/blog/rss.xml")),
                            "/blog": html(P.blog_new("/blog/", nav=NAV).replace("</head>", feed_link("/blog/rss.xml")
                                                                                 + "</head>")),
                            "/blog/rss.xml": feed(rss("g40.test"))}},
              "http://g40.test/feed/", "migrated", "http://g40.test/blog/rss.xml", surface="feed", kind="feed",
              reference=rss("g40.test")),
    Situation("feed_404_hugo_feed_announced_in_the_front_pages_head",
              {"g41.test": {"/feed.xml": NOT_FOUND, "/": home(head=feed_link("/blog/index.xml")),
                            "/blog/index.xml": feed(rss("g41.test"))}},
              "http://g41.test/feed.xml", "migrated", "http://g41.test/blog/index.xml", surface="feed", kind="feed",
              reference=rss("g41.test")),
    Situation("feed_301_from_rss_to_feed",
              {"g42.test": {"/rss": moved("/feed/"), "/feed/": feed(rss("g42.test"))}},
              "http://g42.test/rss", "migrated", "http://g42.test/feed/", surface="feed", kind="feed",
              reference=rss("g42.test"), status="redirected"),
    Situation("feedburner_feed_gone_while_the_blog_links_its_own_feed",
              {"feeds.feedburner.com": {"/AcmeRoboticsG43": NOT_FOUND},
               "g43.test": {"/": home(head=feed_link("/blog/feed.xml")), "/blog/feed.xml": feed(rss("g43.test"))}},
              "http://feeds.feedburner.com/AcmeRoboticsG43", "migrated", "http://g43.test/blog/feed.xml",
              surface="feed", kind="feed", reference=rss("g43.test"), website="http://g43.test/"),
    Situation("feed_410_while_the_blog_body_links_an_atom_feed",
              {"g44.test": {"/rss.xml": R(410, "<html><body><h1>Gone</h1></body></html>"),
                            "/": home(),
                            "/blog": html(P.blog_new("/blog/", nav=NAV).replace(
                                "<h1>Stories from Acme Robotics</h1>",
                                "<h1>Stories from Acme Robotics</h1><p><a href='/blog/feed.atom'>Subscribe via Atom</a>"
                                "</p>")),
                            "/blog/feed.atom": atom_r(atom("g44.test", "/blog/"))}},
              "http://g44.test/rss.xml", "migrated", "http://g44.test/blog/feed.atom", surface="feed", kind="feed",
              reference=rss("g44.test")),
    Situation("feed_301_to_substack",
              {"g45.test": {"/feed": moved("http://acmeg45.substack.com/feed")},
               "acmeg45.substack.com": {"/feed": feed(rss("acmeg45.substack.com", "/p/"))}},
              "http://g45.test/feed", "migrated", "http://acmeg45.substack.com/feed", surface="feed", kind="feed",
              reference=rss("g45.test"), status="redirected"),
    Situation("feed_gone_only_the_front_page_is_left_and_it_announces_no_feed",
              {"g46.test": {"/feed": NOT_FOUND, "/": bare_home(MENU)}},
              "http://g46.test/feed", "review", surface="feed", kind="feed", reference=rss("g46.test")),
    Situation("feed_of_a_ghost_blog_with_its_permalinks_changed",
              {"g47.test": {"/feed/": feed(rss("g47.test", "/blog/").replace("/blog/", "/"))}},
              "http://g47.test/feed/", "recovered", surface="feed", kind="feed", reference=rss("g47.test")),
    # ================================================================ docs and changelogs
    Situation("docs_subdomain_301_to_the_docs_folder",
              {"docs.g50.test": {"*": moved("http://g50.test/docs/")},
               "g50.test": {"/docs/": html(docs_v("/docs/"))}},
              "http://docs.g50.test/", "migrated", "http://g50.test/docs/", surface="docs", reference=docs_v("/"),
              website="http://g50.test/", status="redirected"),
    Situation("docs_subdomain_gone_while_the_site_links_its_docs_folder",
              {"g51.test": {"/": home([("/docs/", "Docs")]), "/docs/": html(docs_v("/docs/"))}},
              "http://docs.g51.test/", "migrated", "http://g51.test/docs/", surface="docs", reference=docs_v("/"),
              website="http://g51.test/"),
    Situation("versioned_docs_v2_301_to_v3",
              {"g52.test": {"/docs/v2/": moved("/docs/v3/"), "/docs/v3/": html(docs_v("/docs/v3/"))}},
              "http://g52.test/docs/v2/", "migrated", "http://g52.test/docs/v3/", surface="docs",
              reference=docs_v("/docs/v2/"), status="redirected"),
    Situation("versioned_docs_v2_gone_while_the_docs_root_links_v3",
              {"g53.test": {"/docs/v2/": NOT_FOUND, "/": home([("/docs/", "Docs")]),
                            "/docs/": moved("/docs/v3/", 302), "/docs/v3/": html(docs_v("/docs/v3/"))}},
              "http://g53.test/docs/v2/", "migrated", "http://g53.test/docs/", surface="docs",
              reference=docs_v("/docs/v2/")),
    Situation("readthedocs_project_301_to_its_own_docs_host",
              {"acmeg54.readthedocs.io": {"/en/latest/": moved("http://docs.g54.test/en/latest/")},
               "docs.g54.test": {"/en/latest/": html(docs_v("/en/latest/"))}},
              "http://acmeg54.readthedocs.io/en/latest/", "migrated", "http://docs.g54.test/en/latest/", surface="docs",
              reference=docs_v("/en/latest/"), website="http://g54.test/", status="redirected"),
    Situation("readthedocs_project_removed_while_the_site_links_its_docs_host",
              {"acmeg55.readthedocs.io": {"/en/latest/": RTD_MAZE},
               "g55.test": {"/": home([("http://docs.g55.test/", "Documentation")])},
               "docs.g55.test": {"/": html(docs_v("/"))}},
              "http://acmeg55.readthedocs.io/en/latest/", "migrated", "http://docs.g55.test/", surface="docs",
              reference=docs_v("/en/latest/"), website="http://g55.test/"),
    Situation("docs_moved_to_gitbook_linked_from_the_menu",
              {"g56.test": {"/docs": NOT_FOUND, "/": home([("http://acmeg56.gitbook.io/fleet/", "Docs")])},
               "acmeg56.gitbook.io": {"/fleet/": html(docs_v("/fleet/"))}},
              "http://g56.test/docs", "migrated", "http://acmeg56.gitbook.io/fleet/", surface="docs",
              reference=docs_v("/docs/")),
    Situation("api_reference_moved_to_a_developer_subdomain",
              {"g57.test": {"/api-docs": moved("http://developer.g57.test/reference")},
               "developer.g57.test": {"/reference": html(docs_v("/reference/"))}},
              "http://g57.test/api-docs", "migrated", "http://developer.g57.test/reference", surface="docs",
              reference=docs_v("/api-docs/"), status="redirected"),
    Situation("docs_gone_the_menu_links_only_a_developers_landing_page",
              {"g58.test": {"/docs": NOT_FOUND, "/": home([("/developers", "Developers")]),
                            "/developers": html(DEVELOPERS_LANDING)}},
              "http://g58.test/docs", "review", surface="docs", reference=docs_v("/docs/")),
    Situation("docs_redirected_into_the_site_search",
              {"g59.test": {"/docs": moved("/search?q=docs"), "/": bare_home(MENU),
                            "/search": html(page("Search results for docs - Acme Robotics", "<h1>Search results for: "
                                                 "docs</h1>" + "".join(f"<div class='result'><h3><a href='/docs/{s.lower()}'>"
                                                                       f"{s}</a></h3><p>{x}</p></div>"
                                                                       for s, x in P.DOC_SECTIONS)))}},
              "http://g59.test/docs", "review", surface="docs", reference=docs_v("/docs/"), status="redirected"),
    Situation("docs_redirected_into_the_search_while_the_menu_links_the_docs",
              {"g60.test": {"/docs": moved("/search?q=docs"), "/": home([("/documentation/", "Docs")]),
                            "/search": html(page("Search - Acme Robotics", "<h1>Search</h1><p>No results.</p>")),
                            "/documentation/": html(docs_v("/documentation/"))}},
              "http://g60.test/docs", "migrated", "http://g60.test/documentation/", surface="docs",
              reference=docs_v("/docs/"), status="redirected"),
    Situation("docs_redirected_to_the_marketing_front_page_of_another_domain",
              {"docs.g61.test": {"*": moved("http://g61product.test/")},
               "g61product.test": {"/": html(P.homepage(MENU))}},
              "http://docs.g61.test/", "review", surface="docs", reference=docs_v("/"), website="http://g61.test/",
              status="redirected"),
    Situation("changelog_moved_to_headway",
              {"g62.test": {"/changelog": NOT_FOUND, "/": home([("http://acmeg62.headwayapp.co/", "What's new")])},
               "acmeg62.headwayapp.co": {"/": html(headway_page())}},
              "http://g62.test/changelog", "migrated", "http://acmeg62.headwayapp.co/", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("changelog_301_to_beamer",
              {"g63.test": {"/changelog": moved("http://app.getbeamer.com/acmeg63/en")},
               "app.getbeamer.com": {"/acmeg63/en": html(beamer_page())}},
              "http://g63.test/changelog", "migrated", "http://app.getbeamer.com/acmeg63/en", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("changelog_gone_while_the_footer_links_github_releases",
              {"g64.test": {"/changelog": NOT_FOUND,
                            "/": home([("/docs", "Docs"), ("http://github.com/acmeg64/fleet-sdk", "GitHub")],
                                      footer=[("/legal/privacy", "Privacy"),
                                              ("http://github.com/acmeg64/fleet-sdk/releases", "Changelog")])},
               "github.com": {"/acmeg64/fleet-sdk/releases": html(P.github_releases("acmeg64", "fleet-sdk")),
                              "/acmeg64/fleet-sdk": html(github_repo("acmeg64", "fleet-sdk")),
                              "/acmeg64": html(page("acmeg64 · GitHub", "<h1>Acme Robotics</h1>"))}},
              "http://g64.test/changelog", "migrated", "http://github.com/acmeg64/fleet-sdk/releases",
              surface="changelog", reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("changelog_gone_the_site_links_only_the_github_repository",
              {"g65.test": {"/changelog": NOT_FOUND, "/": home([("http://github.com/acmeg65/fleet-sdk", "GitHub")])},
               "github.com": {"/acmeg65/fleet-sdk": html(github_repo("acmeg65", "fleet-sdk"))}},
              "http://g65.test/changelog", "review", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("changelog_moved_into_the_docs_release_notes",
              {"g66.test": {"/changelog": moved("/docs/release-notes"),
                            "/docs/release-notes": html(P.changelog_page("Release notes - Acme Docs",
                                                                         docs_chrome=True))}},
              "http://g66.test/changelog", "migrated", "http://g66.test/docs/release-notes", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("changelog_redirected_to_a_single_release_post",
              {"g67.test": {"/changelog": moved("/changelog/5-2-0"), "/": bare_home(MENU),
                            "/changelog/5-2-0": html(page("Version 5.2.0 - Acme Robotics", "<h1>Version 5.2.0</h1><time>"
                                                          "2026-08-21</time><ul><li>Faster docking: robots dock in eight "
                                                          "seconds on average</li><li>The dashboard shows battery health "
                                                          "per robot</li></ul>"))}},
              "http://g67.test/changelog", "review", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    # ================================================================ status pages
    Situation("status_page_404_while_the_footer_links_instatus",
              {"g70.test": {"/status": NOT_FOUND, "/": home(footer=[("/legal/privacy", "Privacy"),
                                                                    ("http://acmeg70.instatus.com/", "System status")])},
               "acmeg70.instatus.com": {"/": html(instatus_page())}},
              "http://g70.test/status", "migrated", "http://acmeg70.instatus.com/", surface="status",
              reference=P.status_own()),
    Situation("own_status_subdomain_301_to_better_stack",
              {"status.g71.test": {"*": moved("http://acmeg71.betteruptime.com/")},
               "acmeg71.betteruptime.com": {"/": html(betterstack_page())}},
              "http://status.g71.test/", "migrated", "http://acmeg71.betteruptime.com/", surface="status",
              reference=P.status_own(), website="http://g71.test/", status="redirected"),
    Situation("own_status_subdomain_gone_while_the_footer_links_statuspage",
              {"g72.test": {"/": home(footer=[("http://acmeg72.statuspage.io/", "Status")])},
               "acmeg72.statuspage.io": {"/": html(P.statuspage_hosted())}},
              "http://status.g72.test/", "migrated", "http://acmeg72.statuspage.io/", surface="status",
              reference=P.status_own(), website="http://g72.test/"),
    Situation("status_page_behind_a_cloudflare_challenge",
              {"status.g73.test": {"*": CF_CHALLENGE, "/robots.txt": ALLOW}},
              "http://status.g73.test/", "wait", surface="status", reference=P.status_own(),
              website="http://status.g73.test/"),
    Situation("status_page_404_the_footer_links_the_cloud_providers_status",
              {"g74.test": {"/status": NOT_FOUND,
                            "/": home(footer=[("http://status.nimbuscloud74.test/", "Status")])},
               "status.nimbuscloud74.test": {"/": html(cloud_provider_status())}},
              "http://g74.test/status", "review", surface="status", reference=P.status_own()),
    Situation("status_page_moved_from_a_folder_to_a_status_subdomain",
              {"g75.test": {"/status": moved("http://status.g75.test/")},
               "status.g75.test": {"/": html(P.statuspage_hosted())}},
              "http://g75.test/status", "migrated", "http://status.g75.test/", surface="status",
              reference=P.status_own(), status="redirected"),
    Situation("hosted_status_page_answering_502_twice",
              {"acmeg76.statuspage.io": {"/": [BAD_GATEWAY, BAD_GATEWAY], "/robots.txt": ALLOW}},
              "http://acmeg76.statuspage.io/", "wait", surface="status", reference=P.statuspage_hosted(),
              website="http://g76.test/"),
    Situation("hosted_status_page_answering_502_then_the_page",
              {"acmeg77.statuspage.io": {"/": [BAD_GATEWAY, html(P.statuspage_hosted())]}},
              "http://acmeg77.statuspage.io/", "recovered", surface="status", reference=P.statuspage_hosted(),
              website="http://g77.test/"),
    # ================================================================ legal pages
    Situation("privacy_404_while_the_footer_links_the_legal_privacy_policy",
              {"g80.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy-policy", "Privacy Policy"), ("/legal/terms", "Terms")]),
                            "/legal/privacy-policy": html(privacy_new())}},
              "http://g80.test/privacy", "migrated", "http://g80.test/legal/privacy-policy", surface="legal",
              reference=P.privacy_page("2026-09-01")),
    Situation("privacy_301_into_an_english_locale_folder",
              {"g81.test": {"/privacy": moved("/en/privacy"), "/en/privacy": html(privacy_new())}},
              "http://g81.test/privacy", "migrated", "http://g81.test/en/privacy", surface="legal",
              reference=P.privacy_page("2026-09-01"), status="redirected"),
    Situation("privacy_404_while_the_footer_links_an_english_legal_folder",
              {"g82.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("/en/legal/terms", "Terms"), ("/en/legal/privacy", "Privacy"),
                                              ("/en/legal/cookies", "Cookies")]),
                            "/en/legal/privacy": html(privacy_new()),
                            "/en/legal/terms": html(page("Terms - Acme Robotics", P.TERMS))}},
              "http://g82.test/privacy", "migrated", "http://g82.test/en/legal/privacy", surface="legal",
              reference=P.privacy_page("2026-09-01")),
    Situation("privacy_moved_to_a_termly_hosted_policy",
              {"g83.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("http://app.termly.io/document/privacy-policy/8a1b2c3d-g83",
                                               "Privacy Policy"), ("/legal/terms", "Terms")])},
               "app.termly.io": {"/document/privacy-policy/8a1b2c3d-g83": html(termly_policy())}},
              "http://g83.test/privacy", "migrated", "http://app.termly.io/document/privacy-policy/8a1b2c3d-g83",
              surface="legal", reference=P.privacy_page("2026-09-01")),
    Situation("privacy_302_to_an_iubenda_hosted_policy",
              {"g84.test": {"/privacy": moved("http://www.iubenda.com/privacy-policy/48151623", 302)},
               "www.iubenda.com": {"/privacy-policy/48151623": html(termly_policy().replace("Termly", "iubenda"))}},
              "http://g84.test/privacy", "migrated", "http://www.iubenda.com/privacy-policy/48151623",
              surface="legal", reference=P.privacy_page("2026-09-01"), status="redirected"),
    Situation("privacy_moved_to_a_onetrust_hosted_notice",
              {"g85.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("http://privacyportal.onetrust.com/policies/acme-g85/privacy-notice",
                                               "Privacy notice")])},
               "privacyportal.onetrust.com": {"/policies/acme-g85/privacy-notice": html(privacy_new(
                   "Privacy notice | Acme Robotics"))}},
              "http://g85.test/privacy", "migrated",
              "http://privacyportal.onetrust.com/policies/acme-g85/privacy-notice", surface="legal",
              reference=P.privacy_page("2026-09-01")),
    Situation("terms_301_into_a_legal_hub",
              {"g86.test": {"/terms": moved("/legal"), "/legal": html(P.legal_hub())}},
              "http://g86.test/terms", "migrated", "http://g86.test/legal", surface="legal",
              reference=page("Terms of service - Acme Robotics", P.TERMS), status="redirected"),
    Situation("privacy_rewritten_as_a_group_notice_at_a_new_url",
              {"g87.test": {"/privacy": NOT_FOUND, "/": home(footer=[("/privacy-notice", "Privacy notice")]),
                            "/privacy-notice": html(privacy_rewritten())}},
              "http://g87.test/privacy", "review", surface="legal", reference=P.privacy_page("2026-09-01")),
    Situation("german_datenschutz_moved_into_a_de_folder",
              {"g88.test": {"/datenschutz": NOT_FOUND,
                            "/": html(page("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1>",
                                           "de", DE_NAV, footer=[("/de/datenschutzerklaerung", "Datenschutz"),
                                                                 ("/de/impressum", "Impressum")])),
                            "/de/datenschutzerklaerung": html(page("Datenschutzerklärung - Acme Robotics", DATENSCHUTZ,
                                                                   "de", DE_NAV))}},
              "http://g88.test/datenschutz", "migrated", "http://g88.test/de/datenschutzerklaerung", surface="legal",
              reference=page("Datenschutz - Acme Robotics", DATENSCHUTZ, "de", DE_NAV)),
    Situation("privacy_404_new_page_only_in_the_sitemap",
              {"g89.test": {"/privacy": NOT_FOUND, "/": bare_home(MENU, footer=[]),
                            "/sitemap.xml": xml("g89.test", ["/", "/product", "/customers", "/legal/privacy-statement"]),
                            "/legal/privacy-statement": html(privacy_new())}},
              "http://g89.test/privacy", "migrated", "http://g89.test/legal/privacy-statement", surface="legal",
              reference=P.privacy_page("2026-09-01")),
    Situation("privacy_redirected_to_a_cookie_declaration",
              {"g90.test": {"/privacy": moved("/cookies"), "/cookies": html(cookiebot_policy()),
                            "/": bare_home(MENU, footer=[("/cookies", "Cookies")])}},
              "http://g90.test/privacy", "review", surface="legal", reference=P.privacy_page("2026-09-01"),
              status="redirected"),
    Situation("privacy_404_the_footer_links_only_the_policy_vendors_own_policy",
              {"g91.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("http://termly.io/privacy-policy/", "Privacy (powered by Termly)")])},
               "termly.io": {"/privacy-policy/": html(termly_own_policy())}},
              "http://g91.test/privacy", "review", surface="legal", reference=P.privacy_page("2026-09-01")),
    # ================================================================ company-level events
    Situation("acquired_every_path_301_to_the_acquirers_front_page",
              {"g95.test": {"*": moved("http://bigcorp95.test/")},
               "bigcorp95.test": {"/": acquirer_home("BigCorp Logistics")}},
              "http://g95.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("acquired_pricing_301_to_the_acquirers_page_for_the_brand",
              {"g96.test": {"*": moved("http://bigcorp96.test/solutions/acme-fleet")},
               "bigcorp96.test": {"/solutions/acme-fleet": html(acquirer_brand_page("BigCorp Logistics")),
                                  "/": acquirer_home("BigCorp Logistics")}},
              "http://g96.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("acquired_blog_301_to_the_acquirers_blog",
              {"g97.test": {"/blog": moved("http://bigcorp97.test/blog"), "/": moved("http://bigcorp97.test/")},
               "bigcorp97.test": {"/blog": html(acquirer_blog("BigCorp Logistics")),
                                  "/": acquirer_home("BigCorp Logistics")}},
              "http://g97.test/blog", "review", surface="blog", reference=P.blog_old(), status="redirected"),
    Situation("acquired_docs_moved_intact_into_the_acquirers_docs",
              {"docs.g98.test": {"*": moved("http://docs.bigcorp98.test/acme-fleet/")},
               "docs.bigcorp98.test": {"/acme-fleet/": html(docs_v("/acme-fleet/").replace(
                   "Acme Robotics documentation</title>", "Acme Fleet documentation - BigCorp Docs</title>"))}},
              "http://docs.g98.test/", "migrated", "http://docs.bigcorp98.test/acme-fleet/", surface="docs",
              reference=docs_v("/"), website="http://g98.test/", status="redirected"),
    Situation("acquired_pricing_kept_by_the_acquirer_under_the_brand",
              {"g99.test": {"/pricing": moved("http://bigcorp99.test/acme/pricing")},
               "bigcorp99.test": {"/acme/pricing": html(pricing_new("Acme Fleet pricing - BigCorp Logistics"))}},
              "http://g99.test/pricing", "migrated", "http://bigcorp99.test/acme/pricing", surface="pricing",
              reference=OLD_PRICING, status="redirected"),
    Situation("shutdown_notice_in_place_of_the_pricing_page",
              {"g100.test": {"/pricing": html(SHUTDOWN_NOTICE), "/": html(SHUTDOWN_NOTICE)}},
              "http://g100.test/pricing", "review", surface="pricing", reference=OLD_PRICING),
    Situation("shutdown_every_path_302_to_a_farewell_page",
              {"g101.test": {"*": moved("/goodbye", 302), "/robots.txt": ALLOW,
                             "/goodbye": html(page("Thank you - Acme Robotics", "<h1>Thank you for eight wonderful "
                                                   "years</h1><p>Acme Robotics has ceased operations and closed its "
                                                   "doors on 30 November 2026. We are grateful to our customers and "
                                                   "partners.</p>", nav=[]))}},
              "http://g101.test/blog", "review", surface="blog", reference=P.blog_old(), status="redirected"),
    Situation("lapsed_domain_redirected_to_a_dan_com_sale_page",
              {"g102.test": {"*": moved("http://dan.com/buy-domain/g102.test", 302)},
               "dan.com": {"/buy-domain/g102.test": DAN_PARKING}},
              "http://g102.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("lapsed_domain_parked_with_related_searches",
              {"g103.test": {"*": PARKED_SEDO, "/robots.txt": ALLOW}},
              "http://g103.test/docs", "review", surface="docs", reference=docs_v("/docs/")),
    Situation("whole_site_moved_behind_a_login",
              {"g104.test": {"*": moved("http://app.g104.test/login?next=%2F", 302), "/robots.txt": ALLOW},
               "app.g104.test": {"/login": LOGIN_APP}},
              "http://g104.test/changelog", "review", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("whole_site_behind_http_basic_auth",
              {"g105.test": {"*": BASIC_AUTH, "/robots.txt": ALLOW}},
              "http://g105.test/docs", "review", surface="docs", reference=docs_v("/docs/")),
    Situation("domain_now_owned_by_another_company_with_its_own_pricing",
              {"g106.test": {"/pricing": html(OTHER_COMPANY_PRICING),
                             "/": html(page("Brightline CRM", "<h1>The CRM for field sales</h1>",
                                            nav=[("/", "Home"), ("/pricing", "Pricing")]))}},
              "http://g106.test/pricing", "review", surface="pricing", reference=OLD_PRICING),
    Situation("site_replaced_by_a_coming_soon_placeholder",
              {"g107.test": {"*": COMING_SOON, "/robots.txt": ALLOW}},
              "http://g107.test/blog", "review", surface="blog", reference=P.blog_old()),
    Situation("dead_domain_and_no_other_site_known",
              {"unrelated108.test": {}}, "http://g108.test/pricing", "wait", surface="pricing", reference=OLD_PRICING),
    Situation("rebrand_every_path_301_to_the_new_domain_same_path",
              {"g109.test": {"*": moved("http://zenith109.test/changelog")},
               "zenith109.test": {"/changelog": html(P.changelog_page("Changelog - Zenith Automation").replace(
                   "Acme", "Zenith"))}},
              "http://g109.test/changelog", "migrated", "http://zenith109.test/changelog", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("acquisition_notice_on_the_status_page_linking_the_acquirers_status_page",
              {"status.g110.test": {"/": html(page("Acme Robotics is now part of BigCorp", "<h1>Acme Robotics is now "
                                                   "part of BigCorp</h1><p>Service status for Acme Fleet is now "
                                                   "published on <a href='http://status.bigcorp110.test/'>"
                                                   "status.bigcorp110.test</a>.</p>", nav=[]))},
               "status.bigcorp110.test": {"/": html(P.statuspage_hosted().replace("Acme Robotics Status",
                                                                                 "BigCorp Status"))}},
              "http://status.g110.test/", "migrated", "http://status.bigcorp110.test/", surface="status",
              reference=P.status_own(), website="http://g110.test/"),
    # ================================================================ temporary trouble: wait
    Situation("pricing_maintenance_503_on_every_path",
              {"g111.test": {"*": MAINT_503, "/robots.txt": ALLOW}},
              "http://g111.test/pricing", "wait", surface="pricing", reference=OLD_PRICING),
    Situation("blog_page_only_500_while_the_menu_links_a_copy",
              {"g112.test": {"/blog": SERVER_ERROR, "/": home([("/news", "News")]),
                             "/news": html(P.blog_new("/news/", nav=NAV))}},
              "http://g112.test/blog", "wait", surface="blog", reference=P.blog_old()),
    Situation("docs_429_on_every_path",
              {"g113.test": {"*": RATE_LIMITED, "/robots.txt": ALLOW}},
              "http://g113.test/docs", "wait", surface="docs", reference=docs_v("/docs/")),
    Situation("newsroom_vendor_answering_503",
              {"news.cision.com": {"/acme-robotics-g114": R(503, "<html><body><h1>Service Unavailable</h1></body>"
                                                            "</html>"), "/robots.txt": ALLOW}},
              "http://news.cision.com/acme-robotics-g114", "wait", surface="newsroom", reference=cision_newsroom(),
              website="http://g114.test/"),
    Situation("feed_502_then_the_feed",
              {"g115.test": {"/feed": [BAD_GATEWAY, feed(rss("g115.test"))]}},
              "http://g115.test/feed", "recovered", surface="feed", kind="feed", reference=rss("g115.test")),
    Situation("pricing_404_while_the_front_page_answers_503",
              {"g116.test": {"/pricing": NOT_FOUND, "/": R(503, "<html><body><h1>Service Unavailable</h1></body></html>")}},
              "http://g116.test/pricing", "wait", surface="pricing", reference=OLD_PRICING),
    Situation("changelog_404_while_the_menus_new_page_shows_a_maintenance_notice",
              {"g117.test": {"/changelog": NOT_FOUND, "/": home([("/whats-new", "What's new")]),
                             "/whats-new": MAINT_503}},
              "http://g117.test/changelog", "wait", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("legal_page_timing_out_then_answering",
              {"g118.test": {"/legal/privacy": [R(502, "bad gateway"), html(P.privacy_page("2026-09-01"))]}},
              "http://g118.test/legal/privacy", "recovered", surface="legal", reference=P.privacy_page("2026-09-01")),
    # ================================================================ wrong pages: never a successor
    Situation("pricing_404_the_menu_links_a_search_for_pricing",
              {"g120.test": {"/pricing": NOT_FOUND, "/": bare_home(MENU + [("/search?q=pricing", "Pricing")]),
                             "/search": html(page("Search results for pricing - Acme Robotics",
                                                  "<h1>Search results for: pricing</h1>" + pricing_cards(P.PLANS)))}},
              "http://g120.test/pricing", "review", surface="pricing", reference=OLD_PRICING),
    Situation("blog_404_the_sitemap_lists_a_category_archive_and_a_tag_archive",
              {"g121.test": {"/blog": NOT_FOUND, "/": bare_home(MENU),
                             "/sitemap.xml": xml("g121.test", ["/", "/tag/robots", "/author/admin"]),
                             "/tag/robots": html(P.tag_archive("Robots")),
                             "/author/admin": html(author_archive("admin"))}},
              "http://g121.test/blog", "review", surface="blog", reference=P.blog_old()),
    Situation("status_page_redirected_to_the_front_page",
              {"g122.test": {"/status": moved("/"), "/": bare_home(MENU)}},
              "http://g122.test/status", "review", surface="status", reference=P.status_own(), status="redirected"),
    Situation("legal_page_redirected_to_the_front_page_of_another_locale",
              {"g123.test": {"/privacy": moved("/en/"), "/en/": bare_home(MENU)}},
              "http://g123.test/privacy", "review", surface="legal", reference=P.privacy_page("2026-09-01"),
              status="redirected"),
    Situation("changelog_redirected_to_a_generic_product_landing_page",
              {"g124.test": {"/changelog": moved("/product"),
                             "/product": html(page("Product - Acme Robotics", "<h1>Meet the R7</h1><p>The R7 picks "
                                                   "mixed totes at 600 items an hour.</p><h2>Features</h2><ul><li>Docks "
                                                   "itself</li><li>Shares aisles with people</li></ul>")),
                             "/": bare_home(MENU)}},
              "http://g124.test/changelog", "review", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("newsroom_404_the_menu_links_another_companys_newsroom",
              {"g125.test": {"/press": NOT_FOUND,
                             "/": home([("http://news.cision.com/northwind-ventures", "Our investors")])},
               "news.cision.com": {"/northwind-ventures": html(cision_newsroom().replace("Acme Robotics",
                                                                                         "Northwind Ventures"))}},
              "http://g125.test/press", "review", surface="newsroom", reference=P.press_old()),
    # ================================================================ more moves across surfaces
    Situation("blog_301_to_a_resources_hub_subfolder_with_the_same_posts",
              {"g130.test": {"/blog": moved("/resources/blog/"),
                             "/resources/blog/": html(P.blog_new("/resources/blog/", nav=NAV))}},
              "http://g130.test/blog", "migrated", "http://g130.test/resources/blog/", surface="blog",
              reference=P.blog_old(), status="redirected"),
    Situation("newsroom_subdomain_301_to_the_company_news_folder",
              {"news.g131.test": {"*": moved("http://g131.test/company/news")},
               "g131.test": {"/company/news": html(P.company_news())}},
              "http://news.g131.test/", "migrated", "http://g131.test/company/news", surface="newsroom",
              reference=P.press_old(), website="http://g131.test/", status="redirected"),
    Situation("docs_article_moved_from_v2_to_v3_with_the_same_slug",
              {"g132.test": {"/docs/v2/mapping-a-warehouse": moved("/docs/v3/mapping-a-warehouse"),
                             "/docs/v3/mapping-a-warehouse": html(page("Mapping a warehouse - Acme Docs",
                                                                      "<h1>Mapping a warehouse</h1>" + "<p>Drive the robot "
                                                                      "once through every aisle; the map is built as it "
                                                                      "goes. Keep people out of the aisle during the "
                                                                      "tour. Mark charging areas afterwards.</p>" * 3))}},
              "http://g132.test/docs/v2/mapping-a-warehouse", "migrated", "http://g132.test/docs/v3/mapping-a-warehouse",
              surface="docs", reference=page("Mapping a warehouse - Acme Docs", "<h1>Mapping a warehouse</h1>" +
                                             "<p>Drive the robot once through every aisle; the map is built as it goes. "
                                             "Keep people out of the aisle during the tour. Mark charging areas "
                                             "afterwards.</p>" * 3), status="redirected"),
    Situation("status_page_on_statuspage_io_moved_to_instatus_linked_from_the_site",
              {"acmeg133.statuspage.io": {"/": R(404, "<html><head><title>Page not found</title></head><body><h1>"
                                                 "This page does not exist</h1></body></html>")},
               "g133.test": {"/": home(footer=[("http://acmeg133.instatus.com/", "Status")])},
               "acmeg133.instatus.com": {"/": html(instatus_page())}},
              "http://acmeg133.statuspage.io/", "migrated", "http://acmeg133.instatus.com/", surface="status",
              reference=P.statuspage_hosted(), website="http://g133.test/"),
    Situation("terms_404_the_footer_links_terms_and_conditions",
              {"g134.test": {"/terms": NOT_FOUND,
                             "/": home(footer=[("/legal/privacy", "Privacy"), ("/terms-and-conditions",
                                                                               "Terms and conditions")]),
                             "/terms-and-conditions": html(page("Terms and conditions - Acme Robotics", P.TERMS))}},
              "http://g134.test/terms", "migrated", "http://g134.test/terms-and-conditions", surface="legal",
              reference=page("Terms of service - Acme Robotics", P.TERMS)),
    Situation("pricing_moved_to_the_product_folder",
              {"g135.test": {"/pricing": NOT_FOUND, "/": bare_home(MENU + [("/product/pricing", "Pricing")]),
                             "/product/pricing": html(pricing_new())}},
              "http://g135.test/pricing", "migrated", "http://g135.test/product/pricing", surface="pricing",
              reference=OLD_PRICING),
    Situation("blog_moved_to_a_ghost_pro_custom_subdomain_linked_from_the_menu",
              {"g136.test": {"/blog": NOT_FOUND, "/": bare_home(MENU + [("http://stories.g136.test/", "Stories")])},
               "stories.g136.test": {"/": html(ghost_blog("/", "Acme Robotics Stories"))}},
              "http://g136.test/blog", "migrated", "http://stories.g136.test/", surface="blog", reference=P.blog_old()),
    Situation("changelog_moved_to_launchnotes_custom_domain",
              {"g137.test": {"/changelog": moved("http://updates.g137.test/")},
               "updates.g137.test": {"/": html(beamer_page().replace("Powered by Beamer", "Powered by LaunchNotes"))}},
              "http://g137.test/changelog", "migrated", "http://updates.g137.test/", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("docs_moved_to_readthedocs_from_the_own_host",
              {"g138.test": {"/docs/": moved("http://acmeg138.readthedocs.io/en/stable/")},
               "acmeg138.readthedocs.io": {"/en/stable/": html(docs_v("/en/stable/"))}},
              "http://g138.test/docs/", "migrated", "http://acmeg138.readthedocs.io/en/stable/", surface="docs",
              reference=docs_v("/docs/"), status="redirected"),
    Situation("newsroom_404_the_footer_links_press_under_company",
              {"g139.test": {"/newsroom": NOT_FOUND,
                             "/": bare_home(MENU, footer=[("/company/press", "Press"), ("/legal/privacy", "Privacy")]),
                             "/company/press": html(P.press_old())}},
              "http://g139.test/newsroom", "migrated", "http://g139.test/company/press", surface="newsroom",
              reference=P.press_old()),
    Situation("privacy_301_to_the_acquirers_privacy_notice",
              {"g140.test": {"/privacy": moved("http://bigcorp140.test/privacy")},
               "bigcorp140.test": {"/privacy": html(privacy_rewritten())}},
              "http://g140.test/privacy", "review", surface="legal", reference=P.privacy_page("2026-09-01"),
              status="redirected"),
    Situation("status_page_returning_an_empty_200",
              {"status.g141.test": {"/": R(200, ""), "/robots.txt": ALLOW}},
              "http://status.g141.test/", "review", surface="status", reference=P.status_own(),
              website="http://status.g141.test/"),
    # ================================================================ more: hosts deleted, banners, vendors, chains
    Situation("wordpress_feed_gone_after_a_move_to_ghost_which_announces_rss",
              {"g150.test": {"/feed/": NOT_FOUND, "/": html(ghost_blog("/", "Acme Robotics", feed_link("/rss/"))),
                             "/rss/": feed(rss("g150.test", "/"))}},
              "http://g150.test/feed/", "migrated", "http://g150.test/rss/", surface="feed", kind="feed",
              reference=rss("g150.test")),
    Situation("own_status_page_301_to_statuspage_during_an_incident",
              {"g151.test": {"/status": moved("http://acmeg151.statuspage.io/")},
               "acmeg151.statuspage.io": {"/": html(incident_statuspage())}},
              "http://g151.test/status", "migrated", "http://acmeg151.statuspage.io/", surface="status",
              reference=P.statuspage_hosted(), status="redirected"),
    Situation("old_docs_version_still_served_with_an_outdated_banner",
              {"g152.test": {"/docs/v2/": html(DOCS_OLD_VERSION), "/docs/v3/": html(docs_v("/docs/v3/"))}},
              "http://g152.test/docs/v2/", "recovered", surface="docs", reference=docs_v("/docs/v2/")),
    Situation("github_releases_of_a_renamed_repository",
              {"github.com": {"/acmeg153/fleet-sdk/releases": moved("http://github.com/acmeg153/acme-sdk/releases"),
                              "/acmeg153/acme-sdk/releases": html(P.github_releases("acmeg153", "acme-sdk"))}},
              "http://github.com/acmeg153/fleet-sdk/releases", "migrated", "http://github.com/acmeg153/acme-sdk/releases",
              surface="changelog", reference=P.github_releases("acmeg153", "fleet-sdk"), website="http://g153.test/",
              status="redirected"),
    Situation("acquisition_banner_on_an_unchanged_pricing_page",
              {"g154.test": {"/pricing": html(with_banner(OLD_PRICING, ACQ_BANNER))}},
              "http://g154.test/pricing", "recovered", surface="pricing", reference=OLD_PRICING),
    Situation("shutdown_banner_on_an_unchanged_blog",
              {"g155.test": {"/blog": html(with_banner(P.blog_old(), "<div class='notice'>Acme Cloud shuts down on 31 "
                                                       "March 2027. <a href='/blog/farewell'>Read more</a></div>"))}},
              "http://g155.test/blog", "recovered", surface="blog", reference=P.blog_old()),
    Situation("acquired_blog_posts_kept_under_the_acquirers_blog_folder",
              {"g156.test": {"/blog": moved("http://bigcorp156.test/blog/acme-robotics/")},
               "bigcorp156.test": {"/blog/acme-robotics/": html(P.blog_new("/blog/acme-robotics/", "Acme Robotics "
                                                                            "stories - BigCorp Logistics"))}},
              "http://g156.test/blog", "migrated", "http://bigcorp156.test/blog/acme-robotics/", surface="blog",
              reference=P.blog_old(), status="redirected"),
    Situation("newsroom_replaced_by_a_press_kit",
              {"g157.test": {"/press": html(PRESS_KIT), "/": bare_home(MENU, footer=[("/press", "Press")])}},
              "http://g157.test/press", "review", surface="newsroom", reference=P.press_old()),
    Situation("rss_301_to_a_json_feed",
              {"g158.test": {"/rss.xml": moved("/feed.json"),
                             "/feed.json": R(200, json_feed("g158.test"), "application/feed+json")}},
              "http://g158.test/rss.xml", "migrated", "http://g158.test/feed.json", surface="feed", kind="feed",
              reference=rss("g158.test"), status="redirected"),
    Situation("privacy_301_to_the_legal_page_with_a_fragment",
              {"g159.test": {"/privacy": moved("/legal/privacy-policy#top"), "/legal/privacy-policy": html(privacy_new())}},
              "http://g159.test/privacy", "migrated", "http://g159.test/legal/privacy-policy", surface="legal",
              reference=P.privacy_page("2026-09-01"), status="redirected"),
    Situation("docs_subdomain_301_to_a_docs_folder_that_302s_to_its_locale",
              {"docs.g160.test": {"*": moved("http://g160.test/docs")},
               "g160.test": {"/docs": moved("/docs/en/", 302), "/docs/en/": html(docs_v("/docs/en/"))}},
              "http://docs.g160.test/", "migrated", "http://g160.test/docs", surface="docs", reference=docs_v("/"),
              website="http://g160.test/", status="redirected"),
    Situation("status_page_moved_notice_linking_the_new_status_host",
              {"g161.test": {"/status": html(page("Status - Acme Robotics", "<h1>Our status page has moved</h1><p>Live "
                                                  "service status is now at <a href='http://status.g161.test/'>"
                                                  "status.g161.test</a>.</p>"))},
               "status.g161.test": {"/": html(P.statuspage_hosted())}},
              "http://g161.test/status", "migrated", "http://status.g161.test/", surface="status",
              reference=P.status_own()),
    Situation("german_privacy_locale_folder_dropped",
              {"g162.test": {"/de/datenschutz": moved("/datenschutz"),
                             "/datenschutz": html(page("Datenschutzerklärung - Acme Robotics", DATENSCHUTZ, "de",
                                                       DE_NAV))}},
              "http://g162.test/de/datenschutz", "migrated", "http://g162.test/datenschutz", surface="legal",
              reference=page("Datenschutz - Acme Robotics", DATENSCHUTZ, "de", DE_NAV), status="redirected"),
    Situation("rebrand_to_a_new_front_page_whose_menu_links_a_beamer_changelog",
              {"g163.test": {"*": moved("http://zenith163.test/")},
               "zenith163.test": {"/": html(P.homepage(MENU + [("http://app.getbeamer.com/zenith163/en",
                                                               "What's new")]).replace("Acme", "Zenith"))},
               "app.getbeamer.com": {"/zenith163/en": html(beamer_page())}},
              "http://g163.test/changelog", "migrated", "http://app.getbeamer.com/zenith163/en", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("pricing_301_to_www_then_302_to_a_geo_locale",
              {"g164.test": {"/pricing": moved("http://www.g164.test/pricing")},
               "www.g164.test": {"/pricing": moved("/en/pricing", 302), "/en/pricing": html(pricing_new())}},
              "http://g164.test/pricing", "migrated", "http://www.g164.test/pricing", surface="pricing",
              reference=OLD_PRICING, status="redirected"),
    Situation("cision_newsroom_closed_while_the_site_links_its_own",
              {"news.cision.com": {"/acme-robotics-g165": hosting_gone("Page not found | Cision", "The page you "
                                                                        "requested could not be found.")},
               "g165.test": {"/": home([("/newsroom", "Newsroom")]), "/newsroom": html(P.press_old())}},
              "http://news.cision.com/acme-robotics-g165", "migrated", "http://g165.test/newsroom", surface="newsroom",
              reference=cision_newsroom(), website="http://g165.test/"),
    Situation("heroku_app_deleted_on_every_path",
              {"g166.test": {"*": HEROKU_NO_APP, "/robots.txt": ALLOW}},
              "http://g166.test/changelog", "review", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("github_pages_docs_site_removed",
              {"acmeg167.github.io": {"*": GITHUB_PAGES_404},
               "g167.test": {"/": home([("/docs/", "Docs")]), "/docs/": html(docs_v("/docs/"))}},
              "http://acmeg167.github.io/fleet/", "migrated", "http://g167.test/docs/", surface="docs",
              reference=docs_v("/fleet/"), website="http://g167.test/"),
    Situation("netlify_blog_site_deleted_and_nothing_else",
              {"acmeg168.netlify.app": {"*": NETLIFY_404}},
              "http://acmeg168.netlify.app/", "review", surface="blog", reference=P.blog_old(),
              website="http://acmeg168.netlify.app/"),
    Situation("vercel_deployment_gone_while_the_site_links_the_docs",
              {"docs.g169.test": {"*": VERCEL_404},
               "g169.test": {"/": home([("/developers/docs", "Docs")]), "/developers/docs": html(docs_v("/developers/docs/"))}},
              "http://docs.g169.test/", "migrated", "http://g169.test/developers/docs", surface="docs",
              reference=docs_v("/"), website="http://g169.test/"),
    Situation("terms_replaced_by_a_pdf_in_the_footer",
              {"g170.test": {"/terms": NOT_FOUND,
                             "/": home(footer=[("/legal/privacy", "Privacy"), ("/legal/terms.pdf", "Terms")]),
                             "/legal/terms.pdf": R(200, "%PDF-1.7\n%binary", "application/pdf")}},
              "http://g170.test/terms", "review", surface="legal", reference=page("Terms of service - Acme Robotics",
                                                                                    P.TERMS)),
    Situation("blog_moved_to_a_linkedin_newsletter",
              {"g171.test": {"/blog": NOT_FOUND,
                             "/": bare_home(MENU + [("http://www.linkedin.com/newsletters/acme-notes-7012345", "Blog")])},
               "www.linkedin.com": {"*": R(999, "")}},
              "http://g171.test/blog", "review", surface="blog", reference=P.blog_old(),
              never=(("www.linkedin.com", "/newsletters/acme-notes-7012345"),)),
    Situation("blog_404_the_menu_links_a_partners_medium_publication",
              {"g172.test": {"/blog": NOT_FOUND, "/": bare_home(MENU + [("http://medium.com/northwind-tech",
                                                                          "Partner stories")])},
               "medium.com": {"/northwind-tech": html(partner_medium())}},
              "http://g172.test/blog", "review", surface="blog", reference=P.blog_old()),
    # ================================================================ a third batch
    Situation("pricing_404_while_the_menu_links_both_halves_of_a_split",
              {"g180.test": {"/pricing": NOT_FOUND,
                             "/": bare_home(MENU + [("/pricing/robots", "Robots pricing"),
                                                    ("/pricing/enterprise", "Enterprise pricing")]),
                             "/pricing/robots": html(pricing_split("Robots", SPLIT_ROBOTS)),
                             "/pricing/enterprise": html(pricing_split("Enterprise", SPLIT_SOFTWARE))}},
              "http://g180.test/pricing", "review", surface="pricing", reference=OLD_PRICING),
    Situation("blog_index_now_a_landing_linking_every_post",
              {"g181.test": {"/blog": html(blog_landing()), "/blog/all": html(P.blog_new("/blog/", nav=NAV))}},
              "http://g181.test/blog", "migrated", "http://g181.test/blog/all", surface="blog", reference=P.blog_old()),
    Situation("newsroom_moved_to_a_prezly_hosted_newsroom",
              {"g182.test": {"/press": NOT_FOUND, "/": home([("http://acmeg182.prezly.com/", "Press")])},
               "acmeg182.prezly.com": {"/": html(press_list("<div class='story'><h2><a href='{href}'>{t}</a></h2>"
                                                             "<time>{d}</time><p>{x}</p></div>", "/story-",
                                                             "Acme Robotics Newsroom", "<a href='/'>Acme Robotics"
                                                             "</a>", "Powered by Prezly"))}},
              "http://g182.test/press", "migrated", "http://acmeg182.prezly.com/", surface="newsroom",
              reference=P.press_old()),
    Situation("github_releases_gone_private_while_the_site_links_the_docs_changelog",
              {"github.com": {"/acmeg183/fleet-sdk/releases": R(404, "<html><head><title>Page not found · GitHub"
                                                                "</title></head><body><h1>404</h1><p>This is not the "
                                                                "web page you are looking for.</p></body></html>")},
               "g183.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("/docs/changelog", "Changelog")]),
                             "/docs/changelog": html(P.changelog_page("Changelog - Acme Docs", docs_chrome=True))}},
              "http://github.com/acmeg183/fleet-sdk/releases", "migrated", "http://g183.test/docs/changelog",
              surface="changelog", reference=P.github_releases("acmeg183", "fleet-sdk"), website="http://g183.test/"),
    Situation("acquired_every_path_301_to_the_acquisition_announcement",
              {"g184.test": {"*": moved("http://bigcorp184.test/news/bigcorp-acquires-acme-robotics")},
               "bigcorp184.test": {"/news/bigcorp-acquires-acme-robotics": html(page(
                   "BigCorp acquires Acme Robotics", "<article><h1>BigCorp acquires Acme Robotics</h1><time>2026-11-20"
                   "</time><p>BigCorp Logistics today announced the acquisition of Acme Robotics, the maker of "
                   "autonomous warehouse robots.</p></article>", nav=[("/", "Home"), ("/news", "News")])),
                   "/": acquirer_home("BigCorp Logistics"), "/news": html(acquirer_blog("BigCorp Logistics"))}},
              "http://g184.test/press", "review", surface="newsroom", reference=P.press_old(), status="redirected"),
    Situation("lapsed_blog_domain_reregistered_as_a_spam_blog",
              {"g185.test": {"/blog": html(spam_blog()), "/": html(spam_blog())}},
              "http://g185.test/blog", "review", surface="blog", reference=P.blog_old()),
    Situation("status_page_meta_refreshing_to_instatus",
              {"status.g186.test": {"/": html("<!DOCTYPE html><html><head><meta http-equiv='refresh' content='0; url="
                                              "http://acmeg186.instatus.com/'><title>Redirecting</title></head><body>"
                                              "</body></html>")},
               "acmeg186.instatus.com": {"/": html(instatus_page())}},
              "http://status.g186.test/", "migrated", "http://acmeg186.instatus.com/", surface="status",
              reference=P.status_own(), website="http://g186.test/"),
    Situation("headway_changelog_301_to_the_companys_own_changelog",
              {"acmeg187.headwayapp.co": {"/": moved("http://g187.test/changelog")},
               "g187.test": {"/changelog": html(P.changelog_page("Changelog - Acme Robotics"))}},
              "http://acmeg187.headwayapp.co/", "migrated", "http://g187.test/changelog", surface="changelog",
              reference=headway_page(), website="http://g187.test/", status="redirected"),
    Situation("language_subdomain_folded_into_a_locale_folder",
              {"en.g188.test": {"*": moved("http://g188.test/en/pricing")},
               "g188.test": {"/en/pricing": html(pricing_new())}},
              "http://en.g188.test/pricing", "migrated", "http://g188.test/en/pricing", surface="pricing",
              reference=OLD_PRICING, website="http://g188.test/", status="redirected"),
    Situation("old_docs_version_301_to_reorganised_latest_docs",
              {"g189.test": {"/docs/v1/": moved("/docs/v3/"), "/docs/v3/": html(docs_reorganised()),
                             "/": home([("/docs/v3/", "Docs")])}},
              "http://g189.test/docs/v1/", "review", surface="docs", reference=docs_v("/docs/v1/"), status="redirected"),
    Situation("newsroom_301_to_the_acquirers_newsroom_of_its_own_releases",
              {"g190.test": {"/press": moved("http://bigcorp190.test/news"), "/": moved("http://bigcorp190.test/")},
               "bigcorp190.test": {"/news": html(acquirer_blog("BigCorp Logistics")),
                                   "/": acquirer_home("BigCorp Logistics")}},
              "http://g190.test/press", "review", surface="newsroom", reference=P.press_old(), status="redirected"),
    # ================================================================ hosted sites gone or closed, a database down
    Situation("wordpress_database_error_on_every_path",
              {"g191.test": {"*": WP_DB_ERROR, "/robots.txt": ALLOW}},
              "http://g191.test/blog", "wait", surface="blog", reference=P.blog_old()),
    Situation("pricing_behind_a_shopify_storefront_password",
              {"g192.test": {"*": moved("/password", 302), "/password": SHOPIFY_PASSWORD, "/robots.txt": ALLOW}},
              "http://g192.test/pricing", "review", surface="pricing", reference=OLD_PRICING, status="redirected"),
    Situation("squarespace_subscription_expired_on_every_path",
              {"g193.test": {"*": SQUARESPACE_EXPIRED, "/robots.txt": ALLOW}},
              "http://g193.test/press", "review", surface="newsroom", reference=P.press_old()),
    Situation("wix_domain_no_longer_connected",
              {"g194.test": {"*": WIX_NOT_CONNECTED, "/robots.txt": ALLOW}},
              "http://g194.test/legal/privacy", "review", surface="legal", reference=P.privacy_page("2026-09-01")),
    Situation("godaddy_launching_soon_parking_page",
              {"g195.test": {"*": GODADDY_LAUNCHING, "/robots.txt": ALLOW}},
              "http://g195.test/docs", "review", surface="docs", reference=docs_v("/docs/")),
    Situation("privacy_page_now_frames_a_termly_document",
              {"g196.test": {"/privacy": html(page("Privacy Policy - Acme Robotics", "<iframe src='http://app.termly.io/"
                                                   "document/privacy-policy/5c1d-g196' width='100%' height='2400'>"
                                                   "</iframe>"))},
               "app.termly.io": {"/document/privacy-policy/5c1d-g196": html(termly_policy())}},
              "http://g196.test/privacy", "migrated", "http://app.termly.io/document/privacy-policy/5c1d-g196",
              surface="legal", reference=P.privacy_page("2026-09-01")),
    Situation("status_page_404_while_the_footers_instatus_page_answers_a_challenge",
              {"g197.test": {"/status": NOT_FOUND,
                             "/": home(footer=[("http://acmeg197.instatus.com/", "Status")])},
               "acmeg197.instatus.com": {"*": CF_CHALLENGE, "/robots.txt": ALLOW}},
              "http://g197.test/status", "wait", surface="status", reference=P.status_own()),
    Situation("status_moved_to_better_stack_without_its_incident_history",
              {"g198.test": {"/status": NOT_FOUND, "/": home(footer=[("http://acmeg198.betteruptime.com/", "Status")])},
               "acmeg198.betteruptime.com": {"/": html(betterstack_fresh())}},
              "http://g198.test/status", "migrated", "http://acmeg198.betteruptime.com/", surface="status",
              reference=P.status_own()),
    Situation("changelog_moved_to_headway_with_only_its_latest_releases",
              {"g199.test": {"/changelog": moved("http://acmeg199.headwayapp.co/")},
               "acmeg199.headwayapp.co": {"/": html(headway_latest_two())}},
              "http://g199.test/changelog", "migrated", "http://acmeg199.headwayapp.co/", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
]


mk = S.mk
fresh, summary = S.fresh, S.summary
seed, check = S.seed_situation, S.check_situation

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {
    "newsroom_moved_to_an_investor_relations_subdomain":
        "the menu names the investors site, not its news: reaching the releases needs that site's own menu (a crawl "
        "two links deep), and the shared classifier reads an investors site as its own surface",
    "status_moved_to_better_stack_without_its_incident_history":
        "only the component names are shared (score 0.54): a status page's identity by its components, as a careers "
        "page's by its job titles, needs them stored, and the entities table keeps no components",
}


def _pending(name: str) -> Any:
    return pytest.mark.xfail(name in PENDING, strict=True, reason=PENDING.get(name, ""))


def test_situation_names_and_hosts_are_unique() -> None:
    names = [s.name for s in SITUATIONS]
    assert len(names) == len(set(names))
    seen: dict[str, str] = {}
    shared = {"medium.com", "github.com", "news.cision.com", "dev.to", "app.getbeamer.com", "app.termly.io"}
    for sit in SITUATIONS:
        for host in sit.hosts:
            assert host in shared or seen.setdefault(host, sit.name) == sit.name, (host, sit.name)


@pytest.mark.parametrize("sit", [pytest.param(s, marks=_pending(s.name)) for s in SITUATIONS],
                         ids=[s.name for s in SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, mk: Any, sit: Situation) -> None:
    w = await mk(fresh(sit.hosts))
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)


#: one situation per new rule, also through the CLI, together
THROUGH_CLI = ("blog_moved_to_a_dev_to_organisation", "privacy_moved_to_a_onetrust_hosted_notice",
               "feedburner_feed_gone_while_the_blog_links_its_own_feed",
               "feed_410_while_the_blog_body_links_an_atom_feed",
               "newsroom_301_to_a_globenewswire_organisation_listing",
               "changelog_404_while_the_menus_new_page_shows_a_maintenance_notice",
               "readthedocs_project_removed_while_the_site_links_its_docs_host",
               "rebrand_to_a_new_front_page_whose_menu_links_a_beamer_changelog",
               "docs_subdomain_301_to_a_docs_folder_that_302s_to_its_locale",
               "pricing_301_to_www_then_302_to_a_geo_locale",
               "acquired_blog_posts_kept_under_the_acquirers_blog_folder", "github_pages_docs_site_removed")


async def test_situations_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """Situations of every new rule at once through `changewire repair --json --sensor ...`."""
    assert not set(THROUGH_CLI) & set(PENDING)
    await S.check_through_cli(pool, tmp_path, db_url, mk, SITUATIONS, THROUGH_CLI)
