"""Discovery red-teamed (sixteenth round): the ORDINARY company sites most of a held-out set is made of, each built the
way its platform builds it (Webflow's w-dropdown panels, Shopify's Dawn header and its drawer repeating the menu,
WordPress / Astra's menu-item tree repeated for the mobile header with a search form and /feed/ + /comments/feed/ in
every page's head, HubSpot's hs-menu flyouts of javascript:; parents, Squarespace 7.1 folders and its mobile menu, Wix's
absolute www. links with labels in <p>, Framer's ./ links in framer-text, TYPO3's dropdowns and language menu, Drupal /
Olivero's menu--main and /rss.xml, Docusaurus, Hugo), served on loopback through CHANGEWIRE_CONNECT_TO and routed by
Host (tests/data/discovery/web.py), and judged on PRECISION: which URL is THE surface when several candidates exist, and
that no single post, tag / category archive, page 2, search, login, cart, PDF brochure, single job posting, podcast
feed or other company's site (partners, customers' logos, social networks, review and job aggregators) is chosen.
Each site's EXPECTED, NEVER, NEVER_ASKED and AT_MOST were written down before discovery was first run on it.

Covered (57 companies, and one of them once more through `changewire discover --json`):
A. SaaS: a Series-A on Webflow with 12 surfaces, /blog beside a category and ?…_page=2, its feed only in the blog
   page's head, an Ashby board and one posting (tallypoint); a Framer startup's ./ links and job pages under /careers/
   (quillstack); a HubSpot B2B's flyouts, tag pages, info. landing pages, a meetings.hubspot.com demo, BambooHR,
   /about-us vs /about-us/leadership (ledgerbird); a footer of 60+ feature / comparison / template links, the changelog's
   Atom feed, /legal vs /legal/privacy vs /legal/cookies (orbitask).
B. Shops, agencies, studios, restaurants: a Shopify coffee roaster (Journal vs Recipes blogs, /cart, /account/login,
   /search, tagged posts, policies, Workable) (fernbrook); a WordPress agency ("Insights" with a category, a tag, page 2
   and dated posts, "Our team" under About, one opening) (brightmoor); a Squarespace studio (?format=rss, ?offset=
   pagination) (hollowoak); a Wix restaurant (Uber Eats, OpenTable, /blog-feed.xml) (trattorialucca).
C. Countries: a TYPO3 Mittelstand GmbH (/de/ default, Geschäftsführung, a catalogue PDF, m/w/d postings)
   (kessler-antriebe); a Drupal university spin-off (/rss.xml, taxonomy terms, node ids) (lumora); a French SAS
   (Tarifs, L'équipe, Welcome to the Jungle, Mentions légales vs CGU vs cookies) (atelierverdon); a Japanese KK (採用情報,
   役員一覧, a PDF) (hoshino-seiko); a Brazilian Ltda (Preços, Gupy, ajuda.) (valeclaro); an Indian Pvt Ltd (Leadership
   Team, Naukri, CSR PDF) (sarvamsoftech); a Swedish AB (Priser, Vårt team, Teamtailor) (fjallvind).
D. Feeds: a Ghost blog on blog. beside a podcast's feed and a Substack newsletter (pollenly); a Medium-only blog, a
   changelog in the docs (coppervane); a WordPress site's /feed/ against its News category's own feed (harborhive); a
   feed linked only from the blog page (kilnworks).
E. Precision among neighbours: a legal hub and four legal pages, a newsroom and two sub-pages, a "We're hiring" banner to
   one posting, customers' logos (mossgate); About / Our team / Leadership / Board, a Resources hub (brambleway); "Get a
   quote", a brochure PDF, /careers 301 to Recruitee, a customer portal (sunforge).
F. Fifteen more on their usual stacks: a HubSpot blog on blog. and a podcast (tidewell); a law firm (Our people, SRA)
   (marlowfinch); a Wix studio's /plans-pricing (pulsebarre); German Personio (rauschwerk), Dutch werkenbij. (groenhuis),
   Spanish (nubelia), Italian (ventoria), Polish (kodex), an Indian Shopify D2C (desithreads), a US manufacturer on
   WordPress with Indeed (corbelindustries), a Drupal consultancy (calloway), /pricing vs /pricing/compare (ledgerly), a
   Swedish HubSpot site (norrskenanalys), a Japanese startup with Wantedly (soraworks), a Squarespace bakery (crumbandco).
G. A product named like a surface: an ATS vendor's "Career sites" (hirewell), a status-page vendor's "Status pages" and
   a customer's status page (beaconly), "Team" / "Jobs" on LinkedIn (pennant), a German company's English "Imprint"
   (eichwald), Hugo's site-wide /index.xml vs /blog/index.xml (brightfield), Docusaurus's /docs/intro and two blog feeds
   (quarkline), "Actualités" beside "Espace presse" (ondine).
H-J. A Shopify brand with no careers and a Faire wholesale link (saltmarsh); a Workable short link beside the account's
   board (fieldnote) and alone (tallowfen); "Latest from the blog" of posts, a category and page 2 (gridwise); a Finnish
   Polylang site (revontuli); an engineering blog beside the blog (keystonepay); a Substack-only blog (loomwork); a
   podcast and no blog (harvesttable); Glassdoor / Indeed / Trustpilot / Maps badges (copperleaflabs); a blog tag as
   "Company news" (plinth); a Series-A post in a banner, a press-kit PDF, /about#team (arbourhealth).
K. A WordPress posts page labelled "Blog" at /news/ beside "Press" (oaklinetimber); "Aktuelles" beside "Presse" and no
   blog (weidner-fm).

Requests: median 11, max 18 over the 57 (harborhive, oaklinetimber: no price list, status or docs, so probed for on a
zone where every name exists; the https links of these http fixtures cost a refused robots.txt on the loopback); where
only the listed hosts exist (no wildcard zone), median 11, max 17 (tallypoint, twelve surfaces) and harborhive 13.
AT_MOST is 15 unless said at the site.

Wrong on the code before this round (70a0fea): 6 of the first 55 companies (the last two were written after the
fixes and were right with them); fixed 6, xfail 0. In general terms:
- harborhive: the site's /feed/, announced on the blog's page and the newsroom's alike, took the parent of whichever
  page was read last (the newsroom), so the blog was left without it and the News category's own feed was chosen;
  a feed announced on both sections keeps no parent now, and either may take it (discovery select.merge).
- ventoria: "Chi siamo" (/chi-siamo, "who we are") tied "Il team" (/chi-siamo/team) and won by order: /chi-siamo,
  /quienes-somos, /quem-somos were strong team paths while /about, /qui-sommes-nous, /sobre-nosotros were About pages;
  they are About pages now, ranked below the team page (surfaces._PATH[TEAM], select.team_factor).
- ondine: "Actualités" (news in general) was the newsroom over "Espace presse", and the site had no blog; a press room
  ranks above a section of news in general (select.news_factor), and where a site has no blog, a section of news
  beside a press room is its blog too (discovery engine._news_beside_press).
- tallowfen (and fieldnote when its board was unreachable): a Workable job's short link (apply.workable.com/j/<id>: one
  posting, no account) was the jobs board; it names no board now (surfaces.classify_url).
- harvesttable: a podcast's RSS (iTunes namespace, audio enclosures), announced in every page's head, was the feed of
  a site with no blog; a podcast's feed fails the feed check now (discovery engine._podcast_feed).
- trattorialucca: "Menu" (a restaurant's menu) was written as its products page; the vocabulary for it broke round 15's
  bunbros / pizzaroma (whose /menu is pinned as no surface) and round 14's modaluce ("Carta regalo"): reverted, the
  expectation dropped (rounds disagree; round 15's stands).
Expectations revised (written wrong or a fixture artefact): tallypoint's legal falls past the 12-sensor cap (legal,
contact, team, investors may, as round 15 allows: their best must rank first) and 17 requests; tidewell's "Guides" (a
marketing hub read as docs: ambiguous, not asserted); fernbrook's NEVER "/account" matched Workable's /accounts/ API
(narrowed to /account/login); fieldnote's pages lost their mains to a #fragment in the fixture helper (fixed there);
coppervane (16) and harborhive (18) bounds, for the loopback's refused https.
Right at first (pinned): the other 49 of the first 55 (five of them once their expectation was revised as above);
oaklinetimber and weidner-fm pin the press-room rule (oaklinetimber's bound revised to 18 as harborhive's).
Noticed, left alone: an agency or shop with no price list, status page or docs still spends 3-4 requests probing for
them (harborhive, saltmarsh, marlowfinch: 17-18); a generic "News" beside "Press" in English now makes /press the
newsroom and /news the blog where no blog is linked (by the same rule as ondine), which a manufacturer whose "News" is
its press releases and "Press" its media kit would read the other way round.
"""
from __future__ import annotations

import hashlib
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper

_WORDS = ("acorn bramble cinder drift elm fennel gorse hazel iris jetty kelp larch myrtle nook oxbow pebble quill "
          "reed sorrel tarn umber vetch wold yew").split()

Links = list[tuple[str, str]]
Groups = list[tuple[str, Links]]


def prose(seed: str, n: int = 70) -> str:
    """Distinct, deterministic filler per page (pages of one site must not look like copies)."""
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_WORDS[(h[i % len(h)] ^ (i * 37 & 0xFF)) % len(_WORDS)] + ("." if i % 10 == 9 else "")
                    for i in range(n))


def page(title: str, chrome_html: str = "", head: str = "", lang: str = "en", main: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width, initial-scale=1"><title>{title}</title>{head}</head>'
            f"<body>{chrome_html}<main><h1>{title}</h1>{main}<p>{prose(title + lang)}</p></main></body></html>")


def _a(h: str, t: str, cls: str = "") -> str:
    return f'<a href="{h}"{f" class={chr(34)}{cls}{chr(34)}" if cls else ""}>{t}</a>'


# ---------------------------------------------------------------- the platforms' real header / footer markup
def webflow(groups: Groups, top: Links, foot: Groups, *, social: Links = ()) -> str:
    """Webflow: a w-nav with w-dropdown toggles over <nav class="w-dropdown-list"> panels, a footer of columns."""
    dd = "".join(f'<div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle '
                 f'w-dropdown-toggle"><div class="w-icon-dropdown-toggle"></div><div>{g}</div></div><nav class='
                 f'"nav-dropdown-list w-dropdown-list">' + "".join(_a(h, t, "nav-dropdown-link w-dropdown-link")
                                                                   for h, t in ls) + "</nav></div>" for g, ls in groups)
    tops = "".join(_a(h, t, "nav-link w-nav-link") for h, t in top)
    cols = "".join(f'<div class="footer-column"><div class="footer-title">{g}</div>'
                   + "".join(_a(h, t, "footer-link") for h, t in ls) + "</div>" for g, ls in foot)
    soc = "".join(f'<a href="{h}" target="_blank" class="social-link w-inline-block"><img src="/images/{t}.svg" '
                  f'alt="{t}"></a>' for h, t in social)
    return ('<div data-collapse="medium" data-animation="default" role="banner" class="navbar w-nav"><div class="nav-'
            'container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src='
            '"/images/logo.svg" alt=""></a><nav role="navigation" class="nav-menu w-nav-menu">' + dd + tops
            + '</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>'
            + f'<footer class="footer"><div class="footer-grid">{cols}</div><div class="footer-social">{soc}</div>'
            '<div class="footer-legal">© 2026 All rights reserved</div></footer>')


def wordpress(menu: Groups | Links, foot: Links, *, site: str, search: bool = True) -> str:
    """WordPress (Astra): the primary menu of menu-item li's with sub-menus, the SAME menu repeated for the mobile
    header, a search form, a footer widget menu."""
    def items(entries: Any, base: int) -> str:
        out = []
        for i, e in enumerate(entries):
            if isinstance(e[1], list):
                out.append(f'<li id="menu-item-{base + i}" class="menu-item menu-item-type-custom menu-item-has-children">'
                           f'<a href="#" class="menu-link">{e[0]}</a><ul class="sub-menu">' + items(e[1], base + 50 + i * 10)
                           + "</ul></li>")
            else:
                out.append(f'<li id="menu-item-{base + i}" class="menu-item menu-item-type-post_type menu-item-object-'
                           f'page"><a href="{e[0]}" class="menu-link">{e[1]}</a></li>')
        return "".join(out)
    ul = items(menu, 100)
    form = (f'<form role="search" method="get" class="search-form" action="{site}/"><input type="search" name="s">'
            '</form>') if search else ""
    return (f'<header id="masthead" class="site-header"><div class="ast-primary-header-bar"><a href="{site}/" '
            'class="custom-logo-link" rel="home">Home</a><nav id="primary-site-navigation" class="main-navigation" '
            f'aria-label="Site Navigation"><ul id="primary-menu" class="main-header-menu ast-nav-menu">{ul}</ul></nav>'
            f'{form}</div><div id="ast-mobile-header" class="ast-mobile-header-wrap"><nav class="ast-mobile-nav" '
            f'aria-label="Mobile Navigation"><ul id="ast-hf-mobile-menu" class="main-navigation">{ul}</ul></nav></div>'
            '</header><footer id="colophon" class="site-footer"><div class="footer-widget-area"><nav class='
            '"widget_nav_menu"><ul class="menu">' + "".join(f'<li class="menu-item"><a href="{h}">{t}</a></li>'
                                                            for h, t in foot)
            + '</ul></nav></div><div class="ast-footer-copyright">Copyright © 2026 | Powered by Astra</div></footer>')


def hubspot(groups: Groups, top: Links, foot: Groups) -> str:
    """HubSpot CMS: an hs-menu-wrapper of flyouts whose parents are javascript:; toggles, a footer of rich text columns."""
    dd = "".join('<li class="hs-menu-item hs-menu-depth-1 hs-item-has-children" role="none"><a href="javascript:;" '
                 f'aria-haspopup="true" aria-expanded="false" role="menuitem">{g}</a><ul role="menu" '
                 'class="hs-menu-children-wrapper">' + "".join(
                     f'<li class="hs-menu-item hs-menu-depth-2" role="none"><a href="{h}" role="menuitem">{t}</a></li>'
                     for h, t in ls) + "</ul></li>" for g, ls in groups)
    tops = "".join(f'<li class="hs-menu-item hs-menu-depth-1" role="none"><a href="{h}" role="menuitem">{t}</a></li>'
                   for h, t in top)
    cols = "".join(f'<div class="widget-span widget-type-cell footer-col"><h4>{g}</h4><ul>'
                   + "".join(f"<li>{_a(h, t)}</li>" for h, t in ls) + "</ul></div>" for g, ls in foot)
    return ('<div class="header-container-wrapper"><div class="header-container container-fluid"><span id='
            '"hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget"><a href="/">Logo</a></span>'
            '<div id="hs_menu_wrapper_main_nav" class="hs-menu-wrapper active-branch flyouts hs-menu-flow-horizontal" '
            f'role="navigation" data-sitemap-name="default"><ul role="menu">{dd}{tops}</ul></div></div></div>'
            f'<div class="footer-container-wrapper"><div class="footer-container container-fluid">{cols}'
            '<p>© 2026</p></div></div>')


def squarespace(items: list[tuple[str, Any]], foot: Links) -> str:
    """Squarespace 7.1: header-nav-item collections and folders (a button over a folder's links), the mobile menu
    repeating them, a footer block of links."""
    def desk() -> str:
        out = []
        for t, v in items:
            if isinstance(v, list):
                out.append(f'<div class="header-nav-item header-nav-item--folder"><button class="header-nav-folder-title"'
                           f' aria-haspopup="true">{t}</button><div class="header-nav-folder-content">' + "".join(
                               f'<div class="header-nav-folder-item">{_a(h, x)}</div>' for h, x in v) + "</div></div>")
            else:
                out.append(f'<div class="header-nav-item header-nav-item--collection">{_a(v, t)}</div>')
        return "".join(out)
    mob = "".join(f'<div class="container header-menu-nav-item">{_a(v, t)}</div>' for t, v in items
                  if not isinstance(v, list))
    return ('<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner">'
            '<div class="header-title"><a href="/">Studio</a></div><nav class="header-nav-list">' + desk()
            + '</nav></div><div class="header-menu"><div class="header-menu-nav-list"><div data-folder="root" '
            f'class="header-menu-nav-folder">{mob}</div></div></div></header><footer class="sections" id="footer-'
            'sections"><section class="page-section"><div class="sqs-block html-block"><p>' + " · ".join(
                _a(h, t) for h, t in foot) + "</p></div></section></footer>")


def wix(host: str, top: Links, foot: Links) -> str:
    """Wix: absolute links on www., each label in a <p>, a 'More' drop of the overflow, a footer of link elements."""
    it = "".join(f'<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://{host}{h}" '
                 f'class="StylableHorizontalMenu3372578893__menuItem"><p class="zanvas">{t}</p></a></li>' for h, t in top)
    ft = "".join(f'<a data-testid="linkElement" href="https://{host}{h}" class="wixui-rich-text__text">{t}</a> '
                 for h, t in foot)
    return (f'<div id="SITE_HEADER"><nav aria-label="Site" class="wixui-dropdown-menu"><ul>{it}</ul></nav></div>'
            f'<div id="SITE_FOOTER"><div class="wixui-rich-text">{ft}</div></div>')


def framer(top: Links, foot: Groups) -> str:
    """Framer: links relative by ./, labels in nested framer-text divs, the header and a footer of columns."""
    def fa(h: str, t: str) -> str:
        return (f'<a class="framer-text framer-styles-preset-1wicq5s" data-styles-preset="kHb0JRZSH" href="{h}">'
                f'<div class="framer-1ybf9mx"><p class="framer-text">{t}</p></div></a>')
    cols = "".join(f'<div class="framer-footer-col"><p class="framer-text">{g}</p>' + "".join(fa(h, t) for h, t in ls)
                   + "</div>" for g, ls in foot)
    return ('<div id="main" data-framer-hydrate-v2="{}"><div class="framer-72rtr7"><nav class="framer-1wc3t9r" '
            f'data-framer-name="Navbar">{"".join(fa(h, t) for h, t in top)}</nav>'
            f'<footer class="framer-f0y9ae" data-framer-name="Footer">{cols}</footer></div></div>')


def typo3(groups: Groups, foot: Links, *, langs: Links) -> str:
    """TYPO3 with Bootstrap: parents that are pages themselves over dropdown-menus, a language menu, a footer menu."""
    dd = "".join('<li class="nav-item dropdown">' + (f'<a class="nav-link dropdown-toggle" href="{ls[0][0]}" '
                                                    f'data-bs-toggle="dropdown">{g}</a>') + '<ul class="dropdown-menu">'
                 + "".join(f'<li><a class="dropdown-item" href="{h}">{t}</a></li>' for h, t in ls[1:]) + "</ul></li>"
                 for g, ls in groups)
    lg = "".join(f'<li><a href="{h}" hreflang="{t.lower()}">{t}</a></li>' for h, t in langs)
    return ('<header class="header"><nav class="navbar navbar-expand-lg"><a class="navbar-brand" href="/">Logo</a>'
            f'<ul class="navbar-nav">{dd}</ul><ul class="language-menu">{lg}</ul></nav></header><footer class="footer">'
            '<ul class="footer-nav">' + "".join(f"<li>{_a(h, t)}</li>" for h, t in foot) + "</ul></footer>")


def drupal(groups: Groups, foot: Links) -> str:
    """Drupal (Olivero): a menu--main of expanded items with data-drupal-link-system-path, a footer menu block."""
    dd = "".join('<li class="primary-nav__menu-item primary-nav__menu-item--level-1 menu-item--expanded">'
                 f'<span class="primary-nav__menu-link">{g}</span><ul class="menu primary-nav__menu--level-2">'
                 + "".join(f'<li class="menu-item"><a href="{h}" data-drupal-link-system-path="node/{30 + i}">{t}</a></li>'
                           for i, (h, t) in enumerate(ls)) + "</ul></li>" for g, ls in groups)
    return ('<header role="banner"><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" '
            'id="block-olivero-main-menu" class="primary-nav"><ul class="menu primary-nav__menu">' + dd
            + '</ul></nav></header><footer class="site-footer"><nav role="navigation" id="block-footer"><ul class="menu">'
            + "".join(f'<li class="menu-item">{_a(h, t)}</li>' for h, t in foot) + "</ul></nav></footer>")


def plain(top: Links, foot: Links, *, lang_links: Links = ()) -> str:
    """A custom CMS: a header nav list, a language switcher, a footer list."""
    return ('<header class="site-header"><a href="/" class="logo">Home</a><nav class="main-nav" aria-label="Main"><ul>'
            + "".join(f"<li>{_a(h, t)}</li>" for h, t in top) + '</ul></nav><div class="lang-switch">'
            + " | ".join(_a(h, t) for h, t in lang_links) + '</div></header><footer class="site-footer"><ul>'
            + "".join(f"<li>{_a(h, t)}</li>" for h, t in foot) + "</ul><p>&copy; 2026</p></footer>")


def pages(chrome_html: str, links: Links, *, lang: str = "en", head: str = "", strip: str = "",
          mains: dict[str, str] | None = None) -> dict[str, Any]:
    """Every same-site link (relative, or absolute on `strip`) answered by a page titled by its label."""
    out: dict[str, Any] = {}
    for h, t in links:
        p = h[len(strip):] if strip and h.startswith(strip) else h
        if p.startswith("./"):
            p = p[1:]
        p = p.split("#")[0]
        if p.startswith("/") and not p.startswith("//") and p not in out and p != "/":
            out[p] = page(t, chrome_html, head=head, lang=lang, main=(mains or {}).get(p, ""))
    return out


def flat(groups: Groups) -> Links:
    return [x for _, ls in groups for x in ls]


rss, atom, feed_link, _eu = W.rss, W.atom, W.feed_link, W.eu


def podcast(title: str, link: str) -> dict[str, Any]:
    return {"xml": '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/'
                   f'podcast-1.0.dtd"><channel><title>{title}</title><link>{link}</link><itunes:author>{title}'
                   '</itunes:author>' + "".join(
                       f'<item><title>Episode {i}</title><enclosure url="{link}ep{i}.mp3" type="audio/mpeg" '
                       f'length="1000"/><pubDate>Mon, 0{i} Nov 2026 09:00:00 GMT</pubDate></item>' for i in range(1, 4))
                   + "</channel></rss>", "type": "application/rss+xml"}


def pre(url: str) -> dict[str, str]:
    return {"prefix": url}


SOCIAL: Links = [("https://www.linkedin.com/company/x", "LinkedIn"), ("https://twitter.com/x", "X"),
                 ("https://www.instagram.com/x/", "Instagram"), ("https://www.youtube.com/@x", "YouTube")]

SITES: dict[str, dict[str, Any]] = {}
#: website → ({surface: wanted}, absent surfaces); a key "a|b" wants the URL as either surface
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {}
#: website → substrings no selected URL may hold
NEVER: dict[str, tuple[str, ...]] = {}
#: website → hosts no request may reach
NEVER_ASKED: dict[str, tuple[str, ...]] = {}
#: requests a site may spend at most (typical sites: around 10-15; the budget is 25)
AT_MOST: dict[str, int] = {}

# ======================================================================== A. SaaS and startups
# A1. Tallypoint, a Series-A SaaS on Webflow: Product / Resources / Company dropdowns, a footer of 4 columns repeating
# them, social icons; /blog lists posts, a category and Webflow's ?…_page=2 pagination, its RSS only in the blog page's
# head; careers → an Ashby board and one posting; status and help on their hosts; legal: privacy, terms, cookie policy, DPA
_A1_G: Groups = [("Product", [("/product", "Overview"), ("/integrations", "Integrations"), ("/security", "Security")]),
                 ("Resources", [("/blog", "Blog"), ("/customers", "Customer stories"), ("/resources", "Resources"),
                                ("/changelog", "Changelog"), ("https://help.tallypoint.test/", "Help center")]),
                 ("Company", [("/about", "About"), ("/careers", "Careers"), ("/press", "Press"),
                              ("/contact", "Contact")])]
_A1_F: Groups = [("Product", [("/pricing", "Pricing"), ("/changelog", "What's new"),
                              ("https://status.tallypoint.test/", "Status"), ("/integrations", "Integrations")]),
                 ("Company", [("/about", "About us"), ("/careers", "Careers"), ("/press", "Newsroom"),
                              ("/partners", "Partners")]),
                 ("Legal", [("/legal/privacy-policy", "Privacy Policy"), ("/legal/terms-of-service", "Terms of Service"),
                            ("/legal/cookie-policy", "Cookie Policy"), ("/legal/dpa", "DPA")]),
                 ("Get started", [("https://app.tallypoint.test/login", "Log in"),
                                  ("https://app.tallypoint.test/signup", "Sign up free")])]
_A1_C = webflow(_A1_G, [("/pricing", "Pricing")], _A1_F, social=SOCIAL)
SITES["tallypoint.test"] = {
    "/": page("Tallypoint – spend management for startups", _A1_C),
    **pages(_A1_C, flat(_A1_G) + flat(_A1_F), mains={
        "/blog": ('<a href="/blog/how-we-cut-close-time">How we cut close time</a><a href="/blog-categories/product-news">'
                  'Product news</a><a href="/blog?a91b3c7e_page=2" class="w-pagination-next">Next</a>'),
        "/careers": ('<a href="https://jobs.ashbyhq.com/tallypoint">See all open roles</a><a href="https://jobs.ashbyhq'
                     '.com/tallypoint/3f1c2e9a-1b2c-4d5e-9f00-aa11bb22cc33">Senior Backend Engineer</a>')}),
    "/blog": page("Blog | Tallypoint", _A1_C, head=feed_link("/blog/rss.xml", title="Tallypoint Blog"),
                  main='<a href="/blog/how-we-cut-close-time">How we cut close time</a><a href="/blog-categories/product'
                       '-news">Product news</a><a href="/blog?a91b3c7e_page=2">Next</a>'),
    "/blog/rss.xml": rss("Tallypoint Blog", "https://tallypoint.test/blog/"),
}
SITES["help.tallypoint.test"] = {"/": page("Tallypoint Help Center")}
SITES["status.tallypoint.test"] = {"/": page("Tallypoint Status – All systems operational")}
SITES["app.tallypoint.test"] = {"*": page("Log in | Tallypoint")}
SITES["jobs.ashbyhq.com"] = {"/tallypoint": page("Jobs at Tallypoint"),
                             "/tallypoint/3f1c2e9a-1b2c-4d5e-9f00-aa11bb22cc33": page("Senior Backend Engineer")}
SITES["api.ashbyhq.com"] = {"/posting-api/job-board/tallypoint": {"json": {"jobs": [{"title": "Senior Backend Engineer"}]}}}
EXPECTED["http://tallypoint.test"] = (
    {**_eu("tallypoint.test", pricing="/pricing", blog="/blog", changelog="/changelog", careers="/careers",
           newsroom="/press", legal=("/legal/privacy-policy", "/legal/terms-of-service"), feed="/blog/rss.xml"),
     "docs": "//help.tallypoint.test/", "status": "//status.tallypoint.test/",
     "jobs_board": (pre("//jobs.ashbyhq.com/tallypoint"), pre("//api.ashbyhq.com/posting-api/job-board/tallypoint"))},
    ("investors",))
NEVER["http://tallypoint.test"] = ("_page=2", "blog-categories", "how-we-cut", "customers", "3f1c2e9a", "app.tallypoint",
                                  "linkedin", "twitter", "cookie-policy")
AT_MOST["http://tallypoint.test"] = 17  # twelve surfaces, each verified once; status. and help. by https first

# A2. Quillstack, a Framer startup: ./ links, a changelog and a blog whose posts sit under /blog/…, its own /careers
# listing two postings on /careers/<slug>, legal pages under /legal/
_A2_T: Links = [("./features", "Features"), ("./pricing", "Pricing"), ("./changelog", "Changelog"), ("./blog", "Blog"),
                ("https://app.quillstack.test/", "Log in"), ("https://app.quillstack.test/signup", "Get started")]
_A2_F: Groups = [("Product", [("./features", "Features"), ("./pricing", "Pricing"), ("./changelog", "Changelog"),
                              ("https://docs.quillstack.test/", "Documentation")]),
                 ("Company", [("./about", "About"), ("./careers", "Careers"), ("./blog", "Blog")]),
                 ("Legal", [("./legal/privacy", "Privacy"), ("./legal/terms", "Terms")])]
_A2_C = framer(_A2_T, _A2_F)
SITES["quillstack.test"] = {
    "/": page("Quillstack – write docs your users read", _A2_C),
    **pages(_A2_C, _A2_T + flat(_A2_F), mains={
        "/blog": '<a href="./blog/launch-week-3">Launch week 3</a><a href="./blog/why-we-raised">Why we raised</a>',
        "/careers": ('<a href="./careers/founding-designer">Founding Designer</a>'
                     '<a href="./careers/senior-engineer">Senior Engineer</a>')}),
    "/careers/founding-designer": page("Founding Designer – Quillstack careers", _A2_C),
    "/careers/senior-engineer": page("Senior Engineer – Quillstack careers", _A2_C),
}
SITES["docs.quillstack.test"] = {"/": page("Quillstack Docs")}
SITES["app.quillstack.test"] = {"*": page("Sign in | Quillstack")}
EXPECTED["http://quillstack.test"] = (
    {**_eu("quillstack.test", pricing="/pricing", changelog="/changelog", blog="/blog", careers="/careers",
           legal=("/legal/privacy", "/legal/terms"), team="/about"), "docs": "//docs.quillstack.test/"},
    ("investors", "newsroom"))
NEVER["http://quillstack.test"] = ("founding-designer", "senior-engineer", "launch-week", "app.quillstack")
AT_MOST["http://quillstack.test"] = 14

# A3. Ledgerbird, a B2B company on HubSpot CMS: flyouts of javascript:; parents, the blog at /blog with HubSpot's
# /blog/rss.xml (autodiscovered on every page), tag pages /blog/tag/…, a "Resources" hub of ebooks on info. (landing
# pages), "Book a demo" on meetings.hubspot.com, careers → BambooHR, legal: /privacy-policy, /terms-of-use
_A3_G: Groups = [("Solutions", [("/solutions/ap-automation", "AP automation"), ("/solutions/expenses", "Expenses")]),
                 ("Resources", [("/blog", "Blog"), ("/resources", "Resource library"),
                                ("https://info.ledgerbird.test/ebook-month-end", "Month-end close ebook"),
                                ("/webinars", "Webinars")]),
                 ("Company", [("/about-us", "About us"), ("/about-us/leadership", "Leadership"),
                              ("/careers", "Careers"), ("/news", "In the news")])]
_A3_F: Groups = [("Company", [("/about-us", "About"), ("/careers", "Careers"), ("/contact", "Contact us")]),
                 ("Legal", [("/privacy-policy", "Privacy Policy"), ("/terms-of-use", "Terms of Use")]),
                 ("Follow", [("https://www.linkedin.com/company/ledgerbird", "LinkedIn")])]
_A3_C = hubspot(_A3_G, [("/pricing", "Pricing"), ("https://meetings.hubspot.com/ledgerbird/demo", "Book a demo")], _A3_F)
_A3_H = feed_link("https://ledgerbird.test/blog/rss.xml", title="Ledgerbird Blog")
SITES["ledgerbird.test"] = {
    "/": page("Ledgerbird – accounts payable automation", _A3_C, head=_A3_H),
    **pages(_A3_C, flat(_A3_G) + flat(_A3_F) + [("/pricing", "Pricing")], head=_A3_H, mains={
        "/blog": ('<a href="/blog/3-way-matching-explained">3-way matching explained</a><a href="/blog/tag/ap-automation">'
                  'AP automation</a><a href="/blog/page/2">Next page</a>'),
        "/careers": '<a href="https://ledgerbird.bamboohr.com/careers">View open positions</a>'}),
    "/blog/rss.xml": rss("Ledgerbird Blog", "https://ledgerbird.test/blog/"),
}
SITES["info.ledgerbird.test"] = {"*": page("Free ebook: month-end close")}
SITES["ledgerbird.bamboohr.com"] = {"/careers": page("Ledgerbird Careers"),
                                    "/careers/list": {"json": {"result": [{"jobOpeningName": "AE"}]}}}
EXPECTED["http://ledgerbird.test"] = (
    {**_eu("ledgerbird.test", pricing="/pricing", blog="/blog", feed="/blog/rss.xml", careers="/careers",
           team=("/about-us/leadership", "/about-us"), legal=("/privacy-policy", "/terms-of-use"), contact="/contact")},
    ("investors", "changelog", "status"))
NEVER["http://ledgerbird.test"] = ("tag/", "page/2", "3-way", "meetings.hubspot", "info.ledgerbird", "webinars", "linkedin")
NEVER_ASKED["http://ledgerbird.test"] = ("meetings.hubspot.com",)
AT_MOST["http://ledgerbird.test"] = 15

# A4. Orbitask, a Series-B SaaS on Next.js with a hand-written header: /docs, /changelog with an Atom feed in its head,
# status on a hosted Statuspage, careers → Greenhouse; the footer has 60+ links (features, comparisons, templates)
_A4_FEAT = [(f"/features/{s}", s.replace("-", " ").title()) for s in (
    "boards", "timelines", "forms", "automations", "dashboards", "goals", "docs-editor", "whiteboards", "chat",
    "time-tracking", "workload", "portfolios", "sprints", "roadmaps", "okrs", "approvals")]
_A4_CMP = [(f"/compare/{s}", f"Orbitask vs {s.title()}") for s in ("asana", "monday", "clickup", "jira", "trello",
                                                                    "notion", "basecamp", "wrike")]
_A4_TPL = [(f"/templates/{s}", s.replace("-", " ").title()) for s in (
    "content-calendar", "bug-tracker", "crm", "okr", "sprint-planning", "onboarding", "event-planning", "roadmap",
    "retrospective", "product-launch", "hiring-pipeline", "marketing-plan")]
_A4_TOP: Links = [("/product", "Product"), ("/solutions", "Solutions"), ("/pricing", "Pricing"),
                  ("/customers", "Customers"), ("/login", "Log in"), ("/signup", "Start for free")]
_A4_FOOT: Links = (_A4_FEAT + _A4_CMP + _A4_TPL + [
    ("/about", "About"), ("/about/team", "Our team"), ("/careers", "Careers"), ("/press", "Press"),
    ("/blog", "Blog"), ("/docs", "Docs"), ("/changelog", "Changelog"), ("https://orbitask.statuspage.io/", "Status"),
    ("/events", "Events"), ("/partners", "Partners"), ("/affiliates", "Affiliates"), ("/security", "Security"),
    ("/legal", "Legal"), ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms"), ("/legal/cookies", "Cookie settings"),
    ("/contact", "Contact sales"), ("/sitemap", "Sitemap")])
_A4_C = plain(_A4_TOP, _A4_FOOT)
SITES["orbitask.test"] = {
    "/": page("Orbitask – work management for teams", _A4_C),
    **pages(_A4_C, _A4_TOP + _A4_FOOT, mains={
        "/careers": '<a href="https://boards.greenhouse.io/orbitask">Open roles</a>',
        "/blog": '<a href="/blog/tag/remote-work">#remote-work</a><a href="/blog/q3-product-recap">Q3 recap</a>'}),
    "/changelog": page("Changelog – Orbitask", _A4_C, head=feed_link("/changelog/feed.xml", "atom", "Orbitask changelog")),
    "/changelog/feed.xml": atom("Orbitask changelog", "https://orbitask.test/changelog/"),
}
SITES["orbitask.statuspage.io"] = {"/": page("Orbitask Status"), "/api/v2/summary.json": {"json": {
    "page": {"id": "orbitask", "name": "Orbitask"}, "components": [], "status": {"indicator": "none"}}}}
SITES["boards.greenhouse.io"] = {"/orbitask": page("Jobs at Orbitask")}
SITES["boards-api.greenhouse.io"] = {"/v1/boards/orbitask/jobs": {"json": {"jobs": [{"title": "SRE"}]}}}
EXPECTED["http://orbitask.test"] = (
    {**_eu("orbitask.test", pricing="/pricing", docs="/docs", changelog=("/changelog", "/changelog/feed.xml"),
           careers="/careers", blog="/blog", newsroom="/press", team="/about/team",
           legal=("/legal/privacy", "/legal/terms", "/legal")),
     "status": pre("//orbitask.statuspage.io/"),
     "jobs_board": (pre("//boards.greenhouse.io/orbitask"), pre("//boards-api.greenhouse.io/v1/boards/orbitask"))},
    ("investors",))
NEVER["http://orbitask.test"] = ("/compare/", "/templates/", "/features/", "tag/", "q3-product", "/login", "/signup",
                                "cookies", "customers")
AT_MOST["http://orbitask.test"] = 16

# ======================================================================== B. shops, agencies, studios, restaurants
# B1. Fernbrook Coffee, a Shopify DTC brand (Dawn): a header of collections, "Journal" (/blogs/journal, Atom in its
# head) beside "Recipes" (/blogs/recipes), a drawer repeating the menu, /cart, /account/login, /search; the footer's
# policies (/policies/…), "Careers" (/pages/careers → Workable), "Our story", "Wholesale", "Stockists"
_B1_T: Links = [("/collections/coffee", "Coffee"), ("/collections/equipment", "Equipment"),
                ("/products/subscription", "Subscribe &amp; save"), ("/blogs/journal", "Journal"),
                ("/blogs/recipes", "Recipes"), ("/pages/our-story", "Our story")]
_B1_F: Links = [("/pages/faq", "FAQ"), ("/pages/contact", "Contact"), ("/pages/wholesale", "Wholesale"),
                ("/pages/stockists", "Stockists"), ("/pages/careers", "Careers"), ("/policies/shipping-policy", "Shipping"),
                ("/policies/refund-policy", "Refund policy"), ("/policies/privacy-policy", "Privacy policy"),
                ("/policies/terms-of-service", "Terms of service"), ("/search", "Search")]
_B1_C = ('<sticky-header class="header-wrapper"><header class="header header--middle-left"><header-drawer><details '
         'id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon--menu">Menu'
         '</summary><div id="menu-drawer" class="menu-drawer"><nav class="menu-drawer__navigation"><ul class='
         '"menu-drawer__menu has-submenu list-menu" role="list">'
         + "".join(f'<li><a href="{h}" class="menu-drawer__menu-item list-menu__item link">{t}</a></li>' for h, t in _B1_T)
         + '</ul></nav><a href="/account/login" class="menu-drawer__account">Log in</a></div></details></header-drawer>'
         '<a href="/" class="header__heading-link">Fernbrook Coffee</a><nav class="header__inline-menu"><ul class='
         '"list-menu list-menu--inline" role="list">'
         + "".join(f'<li><a href="{h}" class="header__menu-item list-menu__item link">{t}</a></li>' for h, t in _B1_T)
         + '</ul></nav><div class="header__icons"><a href="/search" class="header__icon">Search</a><a href='
         '"/account/login" class="header__icon header__icon--account">Log in</a><a href="/cart" class="header__icon '
         'header__icon--cart" id="cart-icon-bubble">Cart</a></div></header></sticky-header>'
         '<footer class="footer"><div class="footer__blocks-wrapper"><div class="footer-block"><h2 class="footer-block__'
         'heading">Help</h2><ul class="footer-block__details-content list-unstyled">'
         + "".join(f'<li><a href="{h}" class="link link--text list-menu__item--link">{t}</a></li>' for h, t in _B1_F)
         + '</ul></div></div><ul class="footer__list-social"><li><a href="https://www.instagram.com/fernbrook" '
         'class="link list-social__link">Instagram</a></li></ul></footer>')
_B1_H = feed_link("/blogs/journal.atom", "atom", "Fernbrook Coffee » Journal")
SITES["fernbrook.test"] = {
    "/": page("Fernbrook Coffee – small-batch roasters", _B1_C),
    **pages(_B1_C, _B1_T + _B1_F, mains={"/pages/careers": '<a href="https://apply.workable.com/fernbrook/">Open roles</a>'}),
    "/blogs/journal": page("Journal – Fernbrook Coffee", _B1_C, head=_B1_H,
                           main='<a href="/blogs/journal/harvest-notes">Harvest notes</a><a href="/blogs/journal/tagged'
                                '/origin">origin</a><a href="/blogs/journal?page=2">Older posts</a>'),
    "/blogs/journal.atom": atom("Fernbrook Coffee - Journal", "https://fernbrook.test/blogs/journal/"),
    "/blogs/recipes": page("Recipes – Fernbrook Coffee", _B1_C,
                           head=feed_link("/blogs/recipes.atom", "atom", "Fernbrook Coffee » Recipes")),
    "/cart": page("Your cart – Fernbrook Coffee", _B1_C), "/account/login": page("Account – Fernbrook Coffee", _B1_C),
}
SITES["apply.workable.com"] = {"/fernbrook/": page("Fernbrook Coffee - Careers"), "/fernbrook": page("Fernbrook jobs"),
                               "/api/v1/widget/accounts/fernbrook": {"json": {"jobs": [{"title": "Barista"}]}}}
EXPECTED["http://fernbrook.test"] = (
    {**_eu("fernbrook.test", blog="/blogs/journal", feed="/blogs/journal.atom", careers="/pages/careers",
           legal=("/policies/privacy-policy", "/policies/terms-of-service"), contact="/pages/contact",
           team="/pages/our-story")}, ("investors", "status", "changelog"))
NEVER["http://fernbrook.test"] = ("/cart", "/account/login", "/search", "tagged", "page=2", "harvest", "instagram",
                                 "refund", "shipping")
AT_MOST["http://fernbrook.test"] = 15

# B2. Brightmoor Digital, a WordPress agency (Astra): nested menu repeated in the mobile header, a search form, /feed/
# and /comments/feed/ in the head; "Insights" is the blog, with /category/news/, /tag/seo/, /insights/page/2/ and
# dated posts; About → About us / Our team / Careers (one opening at /careers/senior-designer/)
_B2_S = "https://brightmoor.test"
_B2_M: list[Any] = [("Services", [(f"{_B2_S}/services/seo/", "SEO"), (f"{_B2_S}/services/web-design/", "Web design"),
                                  (f"{_B2_S}/services/ppc/", "PPC")]),
                    (f"{_B2_S}/work/", "Work"),
                    ("About", [(f"{_B2_S}/about-us/", "About us"), (f"{_B2_S}/about-us/our-team/", "Our team"),
                               (f"{_B2_S}/careers/", "Careers")]),
                    (f"{_B2_S}/insights/", "Insights"), (f"{_B2_S}/contact/", "Contact")]
_B2_F: Links = [(f"{_B2_S}/privacy-policy/", "Privacy Policy"), (f"{_B2_S}/cookie-policy/", "Cookie Policy"),
                (f"{_B2_S}/terms-and-conditions/", "Terms &amp; Conditions"), (f"{_B2_S}/sitemap_index.xml", "Sitemap"),
                ("https://www.google.com/partners/agency?id=123", "Google Partner"),
                ("https://clutch.co/profile/brightmoor-digital", "Clutch reviews")]
_B2_C = wordpress(_B2_M, _B2_F, site=_B2_S)
_B2_H = (feed_link(f"{_B2_S}/feed/", title="Brightmoor Digital » Feed")
         + feed_link(f"{_B2_S}/comments/feed/", title="Brightmoor Digital » Comments Feed")
         + '<meta name="generator" content="WordPress 6.7.1">')
_B2_ALL = [x for e in _B2_M for x in (e[1] if isinstance(e[1], list) else [e])] + _B2_F
SITES["brightmoor.test"] = {
    "/": page("Brightmoor Digital – SEO &amp; web design agency in Leeds", _B2_C, head=_B2_H),
    **pages(_B2_C, _B2_ALL, head=_B2_H, strip=_B2_S, mains={
        "/insights/": (f'<article><a href="{_B2_S}/2026/11/core-web-vitals-2027/">Core Web Vitals in 2027</a></article>'
                       f'<a href="{_B2_S}/category/news/">News</a><a href="{_B2_S}/tag/seo/">SEO</a>'
                       f'<a class="next page-numbers" href="{_B2_S}/insights/page/2/">Next</a>'),
        "/careers/": f'<a href="{_B2_S}/careers/senior-designer/">Senior Designer – apply</a>'}),
    "/feed/": rss("Brightmoor Digital", f"{_B2_S}/"), "/comments/feed/": rss("Comments on Brightmoor Digital", f"{_B2_S}/"),
    "/careers/senior-designer/": page("Senior Designer", _B2_C, head=_B2_H),
}
EXPECTED["http://brightmoor.test"] = (
    {**_eu("brightmoor.test", blog="/insights/", feed="/feed/", careers="/careers/", team="/about-us/our-team/",
           contact="/contact/", legal=("/privacy-policy/", "/terms-and-conditions/"))},
    ("investors", "pricing", "status", "changelog", "docs", "newsroom"))
NEVER["http://brightmoor.test"] = ("comments", "category", "/tag/", "page/2", "2026/11", "senior-designer", "google.com",
                                  "clutch", "cookie-policy", "sitemap")
NEVER_ASKED["http://brightmoor.test"] = ("clutch.co", "www.google.com")
AT_MOST["http://brightmoor.test"] = 15

# B3. Hollow Oak Studio, a Squarespace design studio: collections Work / Journal (its RSS is ?format=rss), a folder
# "About" of Studio / Team / Careers, a footer line of links; Instagram and Behance profiles
_B3_I: list[tuple[str, Any]] = [("Work", "/work"), ("Journal", "/journal"),
                                ("About", [("/studio", "Studio"), ("/team", "Team"), ("/careers", "Careers")]),
                                ("Contact", "/contact")]
_B3_F: Links = [("/privacy", "Privacy"), ("/terms", "Terms"), ("https://www.behance.net/hollowoak", "Behance"),
                ("https://www.instagram.com/hollowoakstudio", "Instagram")]
_B3_C = squarespace(_B3_I, _B3_F)
_B3_L: Links = [("/work", "Work"), ("/journal", "Journal"), ("/studio", "Studio"), ("/team", "Team"),
                ("/careers", "Careers"), ("/contact", "Contact")] + _B3_F[:2]
SITES["hollowoak.test"] = {
    "/": page("Hollow Oak Studio", _B3_C, head='<!-- This is Squarespace. --><meta name="generator" content="Squarespace">'),
    **pages(_B3_C, _B3_L, mains={"/journal": '<a href="/journal/new-identity-for-kiln">New identity for Kiln</a>'
                                             '<a href="/journal?offset=1731412800000">Older posts</a>'
                                             '<a href="/journal/tag/branding">branding</a>'}),
    "/journal?format=rss": rss("Journal - Hollow Oak Studio", "https://hollowoak.test/journal/"),
}
SITES["hollowoak.test"]["/journal"] = page("Journal — Hollow Oak Studio", _B3_C, head=(
    '<link rel="alternate" type="application/rss+xml" title="RSS Feed" href="https://hollowoak.test/journal?format=rss">'),
    main='<a href="/journal/new-identity-for-kiln">New identity for Kiln</a><a href="/journal?offset=1731412800000">'
         'Older posts</a>')
EXPECTED["http://hollowoak.test"] = (
    {**_eu("hollowoak.test", blog="/journal", feed="/journal?format=rss", careers="/careers", team="/team",
           contact="/contact", legal=("/privacy", "/terms"))}, ("investors", "pricing", "status", "changelog"))
NEVER["http://hollowoak.test"] = ("offset=", "behance", "instagram", "new-identity", "/tag/")
AT_MOST["http://hollowoak.test"] = 14

# B4. Trattoria Lucca, a Wix restaurant: absolute https://www. links, "Menu", "Reservations", "Order online" (a delivery
# platform), "Gift cards", "Jobs" (a Wix page), "Blog" with /blog-feed.xml; the footer's privacy and accessibility
_B4_T: Links = [("/menu", "Menu"), ("/reservations", "Reservations"), ("/about", "Our story"), ("/blog", "Blog"),
                ("/jobs", "Jobs"), ("/contact", "Contact")]
_B4_F: Links = [("/privacy-policy", "Privacy Policy"), ("/accessibility-statement", "Accessibility Statement"),
                ("/gift-cards", "Gift cards")]
_B4_C = wix("www.trattorialucca.test", _B4_T, _B4_F) + (
    '<a href="https://www.ubereats.com/store/trattoria-lucca/abc123">Order online</a>'
    '<a href="https://www.opentable.com/r/trattoria-lucca">Book on OpenTable</a>')
SITES["www.trattorialucca.test"] = {
    "/": page("Trattoria Lucca | Italian restaurant in Brighton", _B4_C,
              head='<meta name="generator" content="Wix.com Website Builder">'),
    **pages(_B4_C, _B4_T + _B4_F, mains={"/blog": '<a href="https://www.trattorialucca.test/post/truffle-season">Truffle '
                                                  'season</a><a href="https://www.trattorialucca.test/blog/categories/'
                                                  'events">Events</a>'}),
    "/blog-feed.xml": rss("Trattoria Lucca", "https://www.trattorialucca.test/blog/"),
}
SITES["trattorialucca.test"] = {"*": {"redirect": "https://www.trattorialucca.test/"}, "/": {
    "redirect": "http://www.trattorialucca.test/"}}
EXPECTED["http://trattorialucca.test"] = (
    {**_eu("www.trattorialucca.test", blog="/blog", careers="/jobs", contact="/contact", legal="/privacy-policy")}, ("investors", "pricing", "status", "changelog", "docs", "jobs_board"))
NEVER["http://trattorialucca.test"] = ("ubereats", "opentable", "truffle", "categories", "gift-cards", "accessibility")
NEVER_ASKED["http://trattorialucca.test"] = ("www.ubereats.com", "www.opentable.com")
AT_MOST["http://trattorialucca.test"] = 14

# ======================================================================== C. companies in other countries, other CMSs
# C1. Kessler Antriebstechnik GmbH, a Mittelstand maker on TYPO3: / → /de/, a language menu (DE / EN / FR), parents that
# are pages over dropdowns (Unternehmen → Über uns / Geschäftsführung / Presse; Karriere → Stellenangebote / Ausbildung),
# a catalogue PDF, Impressum / Datenschutz / AGB / Cookie-Einstellungen; the job list links single postings
_C1_G: Groups = [("Produkte", [("/de/produkte/", "Produkte"), ("/de/produkte/getriebemotoren/", "Getriebemotoren"),
                               ("/de/produkte/servoantriebe/", "Servoantriebe")]),
                 ("Service", [("/de/service/", "Service"), ("/de/service/downloads/", "Downloads"),
                              ("/fileadmin/user_upload/kataloge/Kessler_Katalog_2026.pdf", "Katalog 2026 (PDF)")]),
                 ("Unternehmen", [("/de/unternehmen/", "Unternehmen"), ("/de/unternehmen/ueber-uns/", "Über uns"),
                                  ("/de/unternehmen/geschaeftsfuehrung/", "Geschäftsführung"),
                                  ("/de/unternehmen/presse/", "Presse"), ("/de/unternehmen/messen/", "Messen")]),
                 ("Karriere", [("/de/karriere/", "Karriere"), ("/de/karriere/stellenangebote/", "Stellenangebote"),
                               ("/de/karriere/ausbildung/", "Ausbildung")])]
_C1_F: Links = [("/de/kontakt/", "Kontakt"), ("/de/impressum/", "Impressum"), ("/de/datenschutz/", "Datenschutz"),
                ("/de/agb/", "AGB"), ("#cookie-settings", "Cookie-Einstellungen")]
_C1_C = typo3(_C1_G, _C1_F, langs=[("/de/", "DE"), ("/en/", "EN"), ("/fr/", "FR")])
_C1_H = '<meta name="generator" content="TYPO3 CMS">'
SITES["kessler-antriebe.test"] = {
    "/": {"redirect": "/de/", "status": 301},
    "/de/": page("Kessler Antriebstechnik GmbH – Getriebemotoren aus Baden", _C1_C, head=_C1_H, lang="de"),
    **pages(_C1_C, flat(_C1_G) + _C1_F, head=_C1_H, lang="de", mains={
        "/de/karriere/stellenangebote/": ('<a href="/de/karriere/stellenangebote/cnc-fraeser-m-w-d/">CNC-Fräser (m/w/d)</a>'
                                          '<a href="/de/karriere/stellenangebote/vertriebsingenieur-m-w-d/">'
                                          'Vertriebsingenieur (m/w/d)</a>')}),
    "/fileadmin/user_upload/kataloge/Kessler_Katalog_2026.pdf": {"bytes": b"%PDF-1.6\n" + b"0" * 300,
                                                                "type": "application/pdf"},
    "/en/": page("Kessler Antriebstechnik – geared motors", lang="en"),
}
EXPECTED["http://kessler-antriebe.test"] = (
    {**_eu("kessler-antriebe.test", careers=("/de/karriere/", "/de/karriere/stellenangebote/"),
           newsroom="/de/unternehmen/presse/", contact="/de/kontakt/", products="/de/produkte/",
           team=("/de/unternehmen/geschaeftsfuehrung/", "/de/unternehmen/ueber-uns/", "/de/unternehmen/"),
           legal=("/de/impressum/", "/de/datenschutz/", "/de/agb/"))},
    ("investors", "pricing", "status", "changelog", "blog"))
NEVER["http://kessler-antriebe.test"] = (".pdf", "m-w-d", "/en/", "/fr/", "messen", "cookie")
AT_MOST["http://kessler-antriebe.test"] = 15

# C2. Lumora Photonics, a university spin-off on Drupal (Olivero): About → Our story / Leadership / Board, News with
# Drupal's site feed /rss.xml autodiscovered, "Publications", "Careers", a taxonomy term, a node link, the footer's
# privacy and accessibility statements
_C2_G: Groups = [("About", [("/about", "Our story"), ("/about/leadership", "Leadership"), ("/about/board", "Board")]),
                 ("Technology", [("/technology", "Our technology"), ("/publications", "Publications")]),
                 ("News", [("/news", "News"), ("/taxonomy/term/12", "Funding")]),
                 ("Join", [("/careers", "Careers"), ("/contact", "Contact us")])]
_C2_F: Links = [("/privacy", "Privacy notice"), ("/accessibility", "Accessibility statement"), ("/node/7", "Sitemap"),
                ("https://www.ox.ac.uk/", "University of Oxford"), ("https://www.oxfordsciencesenterprises.com/", "OSE")]
_C2_C = drupal(_C2_G, _C2_F)
_C2_H = feed_link("https://lumora.test/rss.xml", title="Lumora Photonics") + '<meta name="Generator" content="Drupal 10">'
SITES["lumora.test"] = {
    "/": page("Lumora Photonics | Integrated photonics for quantum sensing", _C2_C, head=_C2_H),
    **pages(_C2_C, flat(_C2_G) + _C2_F, head=_C2_H, mains={
        "/news": '<a href="/news/lumora-raises-seed-round">Lumora raises £4m seed</a><a href="/news?page=1">Next</a>'}),
    "/rss.xml": rss("Lumora Photonics", "https://lumora.test/"),
}
EXPECTED["http://lumora.test"] = (
    {**_eu("lumora.test", newsroom="/news", feed="/rss.xml", team="/about/leadership", careers="/careers",
           contact="/contact", legal="/privacy")},
    ("investors", "pricing", "status", "changelog"))
NEVER["http://lumora.test"] = ("taxonomy", "page=1", "seed-round", "ox.ac.uk", "oxfordsciences", "node/7", "board")
NEVER_ASKED["http://lumora.test"] = ("www.ox.ac.uk", "www.oxfordsciencesenterprises.com")

# C3. Atelier Verdon SAS, a French SaaS on a custom site: "Tarifs", "Ressources" → Blog / Livres blancs, "L'équipe" under
# "À propos", "Recrutement" to Welcome to the Jungle, "Presse"; the footer's Mentions légales, Politique de
# confidentialité, CGU, CGV, Gestion des cookies; FR / EN switcher
_C3_T: Links = [("/solutions", "Nos solutions"), ("/tarifs", "Tarifs"), ("/ressources/blog", "Blog"),
                ("/ressources/livres-blancs", "Livres blancs"), ("/a-propos", "À propos"), ("/a-propos/equipe", "L'équipe"),
                ("https://www.welcometothejungle.com/fr/companies/atelier-verdon/jobs", "Recrutement"),
                ("/presse", "Presse"), ("https://app.atelierverdon.test/connexion", "Connexion")]
_C3_F: Links = [("/contact", "Nous contacter"), ("/mentions-legales", "Mentions légales"),
                ("/politique-de-confidentialite", "Politique de confidentialité"), ("/cgu", "CGU"), ("/cgv", "CGV"),
                ("/gestion-des-cookies", "Gestion des cookies")]
_C3_C = plain(_C3_T, _C3_F, lang_links=[("/", "FR"), ("/en/", "EN")])
SITES["atelierverdon.test"] = {
    "/": page("Atelier Verdon – la planification de production pour PME", _C3_C, lang="fr"),
    **pages(_C3_C, _C3_T + _C3_F, lang="fr", mains={
        "/ressources/blog": ('<a href="/ressources/blog/lean-en-pme">Le lean en PME</a>'
                             '<a href="/ressources/blog/categorie/actualites">Actualités</a>')}),
    "/en/": page("Atelier Verdon – production planning for SMEs", lang="en"),
}
SITES["www.welcometothejungle.com"] = {
    "/fr/companies/atelier-verdon/jobs": page("Atelier Verdon : offres d'emploi", lang="fr")}
SITES["app.atelierverdon.test"] = {"*": page("Connexion", lang="fr")}
EXPECTED["http://atelierverdon.test"] = (
    {**_eu("atelierverdon.test", pricing="/tarifs", blog="/ressources/blog", team="/a-propos/equipe",
           newsroom="/presse", contact="/contact",
           legal=("/mentions-legales", "/politique-de-confidentialite", "/cgu", "/cgv")),
     "careers|jobs_board": pre("//www.welcometothejungle.com/fr/companies/atelier-verdon")},
    ("investors", "status", "changelog"))
NEVER["http://atelierverdon.test"] = ("/en/", "cookies", "livres-blancs", "categorie", "lean-en-pme", "connexion")

# C4. Hoshino Seiko KK, a Japanese maker: 製品情報 / 企業情報 (its 役員一覧 beneath) / ニュース / 採用情報 / お問い合わせ,
# the footer's プライバシーポリシー, サイトマップ, English, a 会社案内 brochure PDF
_C4_T: Links = [("/products/", "製品情報"), ("/company/", "企業情報"), ("/company/officers/", "役員一覧"),
                ("/news/", "ニュース"), ("/recruit/", "採用情報"), ("/contact/", "お問い合わせ")]
_C4_F: Links = [("/privacy/", "プライバシーポリシー"), ("/sitemap/", "サイトマップ"), ("/en/", "English"),
                ("/pdf/company_brochure.pdf", "会社案内（PDF）")]
_C4_C = plain(_C4_T, _C4_F)
SITES["hoshino-seiko.test"] = {
    "/": page("星野精工株式会社｜精密ベアリングの製造", _C4_C, lang="ja"),
    **pages(_C4_C, _C4_T + _C4_F[:2], lang="ja", mains={
        "/news/": '<a href="/news/2026/1120.html">展示会出展のお知らせ</a><a href="/news/?page=2">次へ</a>',
        "/recruit/": '<a href="/recruit/new-graduates/">新卒採用</a><a href="/recruit/career/">キャリア採用</a>'}),
    "/recruit/new-graduates/": page("新卒採用", _C4_C, lang="ja"), "/recruit/career/": page("キャリア採用", _C4_C, lang="ja"),
    "/en/": page("Hoshino Seiko Co., Ltd.", lang="en"),
}
EXPECTED["http://hoshino-seiko.test"] = (
    {**_eu("hoshino-seiko.test", products="/products/", newsroom="/news/", careers="/recruit/", contact="/contact/",
           team=("/company/officers/", "/company/"), legal="/privacy/")},
    ("pricing", "status", "changelog", "docs"))
NEVER["http://hoshino-seiko.test"] = (".pdf", "/en/", "1120", "page=2", "sitemap")

# C5. Vale Claro Tecnologia Ltda, a Brazilian SaaS: "Preços", "Blog" (WordPress feed /blog/feed/ in the blog's head),
# "Sobre nós", "Trabalhe conosco" → Gupy, "Contato"; the footer's privacy, terms, LGPD and "Central de ajuda" on ajuda.
_C5_T: Links = [("/solucoes", "Soluções"), ("/precos", "Preços"), ("/blog/", "Blog"), ("/sobre-nos", "Sobre nós"),
                ("https://valeclaro.gupy.io/", "Trabalhe conosco"), ("/contato", "Contato"),
                ("https://app.valeclaro.test/login", "Entrar"), ("/teste-gratis", "Teste grátis")]
_C5_F: Links = [("https://ajuda.valeclaro.test/", "Central de ajuda"), ("/politica-de-privacidade", "Política de privacidade"),
                ("/termos-de-uso", "Termos de uso"), ("/lgpd", "LGPD")] + SOCIAL[:2]
_C5_C = plain(_C5_T, _C5_F)
SITES["valeclaro.test"] = {
    "/": page("Vale Claro – gestão financeira para pequenas empresas", _C5_C, lang="pt-BR"),
    **pages(_C5_C, _C5_T + _C5_F, lang="pt-BR"),
    "/blog/": page("Blog Vale Claro", _C5_C, lang="pt-BR", head=feed_link("https://valeclaro.test/blog/feed/",
                                                                        title="Blog Vale Claro » Feed"),
                   main='<a href="/blog/fluxo-de-caixa/">Fluxo de caixa</a><a href="/blog/page/2/">Próxima</a>'),
    "/blog/feed/": rss("Blog Vale Claro", "https://valeclaro.test/blog/"),
}
SITES["valeclaro.gupy.io"] = {"/": page("Vale Claro – Vagas", lang="pt-BR")}
SITES["ajuda.valeclaro.test"] = {"/": page("Central de ajuda Vale Claro", lang="pt-BR")}
EXPECTED["http://valeclaro.test"] = (
    {**_eu("valeclaro.test", pricing="/precos", blog="/blog/", feed="/blog/feed/", team="/sobre-nos", contact="/contato",
           legal=("/politica-de-privacidade", "/termos-de-uso")),
     "careers|jobs_board": pre("//valeclaro.gupy.io/"), "docs": "//ajuda.valeclaro.test/"},
    ("investors", "status", "changelog"))
NEVER["http://valeclaro.test"] = ("teste-gratis", "page/2", "fluxo", "login", "linkedin")

# C6. Sarvam Softech Pvt Ltd, an Indian IT services firm: About Us → Leadership Team / Our Journey, Services, Careers
# (its own listing of single openings, and a Naukri profile), Blog, the footer's Privacy, Terms, Disclaimer and a CSR
# policy PDF
_C6_T: Links = [("/about-us", "About Us"), ("/about-us/leadership-team", "Leadership Team"),
                ("/about-us/our-journey", "Our Journey"), ("/services", "Services"), ("/industries", "Industries"),
                ("/careers", "Careers"), ("/blog", "Blog"), ("/contact-us", "Contact Us")]
_C6_F: Links = [("/privacy-policy", "Privacy Policy"), ("/terms-of-use", "Terms of Use"), ("/disclaimer", "Disclaimer"),
                ("/assets/pdf/CSR-Policy.pdf", "CSR Policy"), ("https://www.naukri.com/sarvam-softech-jobs-careers-123",
                                                               "Jobs on Naukri")] + SOCIAL[:1]
_C6_C = plain(_C6_T, _C6_F)
SITES["sarvamsoftech.test"] = {
    "/": page("Sarvam Softech Pvt Ltd – Digital transformation partner", _C6_C),
    **pages(_C6_C, _C6_T + _C6_F[:3], mains={
        "/careers": ('<a href="/careers/java-developer-pune">Java Developer – Pune</a><a href="/careers/qa-lead-chennai">'
                     'QA Lead – Chennai</a>'),
        "/blog": '<a href="/blog/genai-in-banking">GenAI in banking</a><a href="/blog/category/cloud">Cloud</a>'}),
}
EXPECTED["http://sarvamsoftech.test"] = (
    {**_eu("sarvamsoftech.test", careers="/careers", blog="/blog", team="/about-us/leadership-team",
           contact="/contact-us", legal=("/privacy-policy", "/terms-of-use"))},
    ("investors", "pricing", "status", "changelog"))
NEVER["http://sarvamsoftech.test"] = ("naukri", ".pdf", "java-developer", "qa-lead", "category", "genai", "linkedin")
NEVER_ASKED["http://sarvamsoftech.test"] = ("www.naukri.com",)

# C7. Fjällvind AB, a Swedish SaaS: "Priser", "Nyheter", "Om oss" → "Vårt team", "Jobba hos oss" → Teamtailor, the
# footer's Integritetspolicy / Cookies / Villkor, SV / EN switcher
_C7_T: Links = [("/produkt", "Produkt"), ("/priser", "Priser"), ("/nyheter", "Nyheter"), ("/om-oss", "Om oss"),
                ("/om-oss/team", "Vårt team"), ("https://fjallvind.teamtailor.com/", "Jobba hos oss"),
                ("/kontakt", "Kontakt")]
_C7_F: Links = [("/integritetspolicy", "Integritetspolicy"), ("/cookies", "Cookies"), ("/villkor", "Villkor")]
_C7_C = plain(_C7_T, _C7_F, lang_links=[("/", "SV"), ("/en", "EN")])
SITES["fjallvind.test"] = {
    "/": page("Fjällvind – schemaläggning för vården", _C7_C, lang="sv"),
    **pages(_C7_C, _C7_T + _C7_F, lang="sv"), "/en": page("Fjällvind – scheduling for care", lang="en"),
}
SITES["fjallvind.teamtailor.com"] = {"/": page("Karriär på Fjällvind", lang="sv"), "/jobs": page("Jobb", lang="sv")}
EXPECTED["http://fjallvind.test"] = (
    {**_eu("fjallvind.test", pricing="/priser", team="/om-oss/team", contact="/kontakt",
           legal=("/integritetspolicy", "/villkor")),
     "blog|newsroom": "//fjallvind.test/nyheter", "careers|jobs_board": pre("//fjallvind.teamtailor.com/")},
    ("investors", "status", "changelog"))
NEVER["http://fjallvind.test"] = ("/en", "cookies")

# ======================================================================== D. feeds and the blog's many neighbours
# D1. Pollenly, a SaaS whose blog is Ghost on blog. (its /rss/ autodiscovered there only), a podcast "The Pollen Cast"
# with its own RSS feed linked in the home page's head, and a newsletter on Substack
_D1_T: Links = [("/features", "Features"), ("/pricing", "Pricing"), ("https://blog.pollenly.test/", "Blog"),
                ("/podcast", "Podcast"), ("https://pollenly.substack.com/", "Newsletter"), ("/about", "About"),
                ("/jobs", "Jobs")]
_D1_F: Links = [("/privacy", "Privacy"), ("/terms", "Terms"), ("/contact", "Contact")]
_D1_C = plain(_D1_T, _D1_F)
_D1_H = feed_link("https://pollenly.test/podcast/feed.xml", title="The Pollen Cast")
SITES["pollenly.test"] = {
    "/": page("Pollenly – the CRM for florists", _D1_C, head=_D1_H),
    **pages(_D1_C, _D1_T + _D1_F, head=_D1_H),
    "/podcast/feed.xml": podcast("The Pollen Cast", "https://pollenly.test/podcast/"),
}
SITES["blog.pollenly.test"] = {
    "/": page("Pollenly Blog", head=feed_link("https://blog.pollenly.test/rss/", title="Pollenly Blog")
              + '<meta name="generator" content="Ghost 5.96">',
              main='<a href="/tag/product/">Product</a><a href="/author/mia/">Mia</a><a href="/page/2/">Older</a>'),
    "/rss/": rss("Pollenly Blog", "https://blog.pollenly.test/"),
}
SITES["pollenly.substack.com"] = {"/": page("Pollenly Letters | Substack"),
                                  "/feed": rss("Pollenly Letters", "https://pollenly.substack.com/")}
EXPECTED["http://pollenly.test"] = (
    {**_eu("pollenly.test", pricing="/pricing", careers="/jobs", legal=("/privacy", "/terms"), contact="/contact"),
     "blog": "//blog.pollenly.test/", "feed": "//blog.pollenly.test/rss/"}, ("investors",))
NEVER["http://pollenly.test"] = ("podcast", "/tag/", "/author/", "page/2")

# D2. Coppervane, a dev-tools startup whose only blog is on Medium (a publication), its changelog in the docs
# (docs./changelog), status on status.; the footer's GitHub, Discord and X
_D2_T: Links = [("/product", "Product"), ("/pricing", "Pricing"), ("https://docs.coppervane.test/", "Docs"),
                ("https://docs.coppervane.test/changelog", "Changelog"), ("https://medium.com/coppervane", "Blog"),
                ("/careers", "Careers")]
_D2_F: Links = [("https://status.coppervane.test/", "Status"), ("https://github.com/coppervane", "GitHub"),
                ("https://discord.gg/coppervane", "Discord"), ("https://twitter.com/coppervane", "X"),
                ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")]
_D2_C = plain(_D2_T, _D2_F)
SITES["coppervane.test"] = {"/": page("Coppervane – feature flags for data pipelines", _D2_C),
                            **pages(_D2_C, _D2_T + _D2_F)}
SITES["docs.coppervane.test"] = {"/": page("Coppervane docs"), "/changelog": page("Changelog | Coppervane docs")}
SITES["status.coppervane.test"] = {"/": page("Coppervane status")}
SITES["medium.com"] = {"/coppervane": page("Coppervane – Medium"),
                       "/feed/coppervane": rss("Coppervane – Medium", "https://medium.com/coppervane/")}
SITES["github.com"] = {"/coppervane": page("Coppervane · GitHub")}
EXPECTED["http://coppervane.test"] = (
    {**_eu("coppervane.test", pricing="/pricing", careers="/careers", legal=("/legal/privacy", "/legal/terms")),
     "docs": "//docs.coppervane.test/", "changelog": "//docs.coppervane.test/changelog",
     "status": "//status.coppervane.test/", "blog": ("//medium.com/coppervane", "//medium.com/feed/coppervane")},
    ("investors",))
NEVER["http://coppervane.test"] = ("discord", "twitter")
AT_MOST["http://coppervane.test"] = 16  # (Medium and docs. by https first: no TLS on the loopback)

# D3. Harbor & Hive, a marketing agency (WordPress) whose "Blog" page is /blog/ but whose menu also has "News"
# (/category/news/, a category archive) and "Resources" (a hub of guides); the category feed and the comments feed in
# the head beside the main /feed/
_D3_S = "https://harborhive.test"
_D3_M: list[Any] = [(f"{_D3_S}/services/", "Services"), (f"{_D3_S}/case-studies/", "Case studies"),
                    ("Resources", [(f"{_D3_S}/resources/", "Resources"), (f"{_D3_S}/blog/", "Blog"),
                                   (f"{_D3_S}/category/news/", "News")]),
                    ("Agency", [(f"{_D3_S}/about/", "About"), (f"{_D3_S}/about/team/", "Team"),
                                (f"{_D3_S}/careers/", "Careers")]), (f"{_D3_S}/contact/", "Contact")]
_D3_F: Links = [(f"{_D3_S}/privacy-policy/", "Privacy policy"), (f"{_D3_S}/terms/", "Terms")]
_D3_C = wordpress(_D3_M, _D3_F, site=_D3_S)
_D3_H = (feed_link(f"{_D3_S}/feed/", title="Harbor &amp; Hive » Feed")
         + feed_link(f"{_D3_S}/comments/feed/", title="Harbor &amp; Hive » Comments Feed"))
_D3_ALL = [x for e in _D3_M for x in (e[1] if isinstance(e[1], list) else [e])] + _D3_F
SITES["harborhive.test"] = {
    "/": page("Harbor &amp; Hive – B2B marketing agency", _D3_C, head=_D3_H),
    **pages(_D3_C, _D3_ALL, head=_D3_H, strip=_D3_S),
    "/category/news/": page("News Archives – Harbor &amp; Hive", _D3_C, head=_D3_H + feed_link(
        f"{_D3_S}/category/news/feed/", title="Harbor &amp; Hive » News Category Feed")),
    "/feed/": rss("Harbor &amp; Hive", f"{_D3_S}/"), "/comments/feed/": rss("Comments", f"{_D3_S}/"),
    "/category/news/feed/": rss("News", f"{_D3_S}/category/news/"),
}
EXPECTED["http://harborhive.test"] = (
    {**_eu("harborhive.test", blog="/blog/", feed="/feed/", careers="/careers/", team="/about/team/",
           contact="/contact/", legal=("/privacy-policy/", "/terms/"))},
    ("investors", "pricing", "status", "changelog"))
NEVER["http://harborhive.test"] = ("comments", "case-studies")
AT_MOST["http://harborhive.test"] = 18  # no price list, status or docs: the probes for them

# D4. Kilnworks, a SaaS whose feed is linked only from the blog page's head (not the homepage's), at /blog/feed.xml,
# and whose blog page's sidebar links /blog/search, /blog/page/2 and an author page
_D4_T: Links = [("/pricing", "Pricing"), ("/blog", "Blog"), ("/customers", "Customers"), ("/company", "Company"),
                ("/careers", "Careers"), ("/login", "Log in")]
_D4_F: Links = [("/privacy", "Privacy policy"), ("/terms", "Terms"), ("/security", "Security"), ("/contact", "Contact")]
_D4_C = plain(_D4_T, _D4_F)
SITES["kilnworks.test"] = {
    "/": page("Kilnworks – quoting for manufacturers", _D4_C), **pages(_D4_C, _D4_T + _D4_F),
    "/blog": page("The Kilnworks Blog", _D4_C, head=feed_link("/blog/feed.xml", title="Kilnworks Blog"),
                  main='<a href="/blog/search">Search</a><a href="/blog/page/2">Older</a><a href="/blog/author/sam">Sam'
                       '</a><a href="/blog/quoting-in-2027">Quoting in 2027</a>'),
    "/blog/feed.xml": rss("Kilnworks Blog", "https://kilnworks.test/blog/"),
}
EXPECTED["http://kilnworks.test"] = (
    {**_eu("kilnworks.test", pricing="/pricing", blog="/blog", feed="/blog/feed.xml", careers="/careers",
           team="/company", legal=("/privacy", "/terms"), contact="/contact")}, ("investors", "status", "changelog"))
NEVER["http://kilnworks.test"] = ("search", "page/2", "author", "quoting-in", "login", "customers")

# ======================================================================== E. precision among neighbours
# E1. Mossgate, a fintech with /legal (a hub), /legal/privacy, /legal/terms, /legal/cookies and /legal/complaints;
# "Newsroom" /newsroom beside "Press releases" /newsroom/press-releases and "In the news" /newsroom/coverage; a header
# "We're hiring!" banner pointing at one posting and the footer's "Careers"; customer logos linking customers' sites
_E1_T: Links = [("/personal", "Personal"), ("/business", "Business"), ("/pricing", "Pricing"), ("/help", "Help"),
                ("/careers/lead-product-designer", "We're hiring: Lead Product Designer →")]
_E1_F: Links = [("/about", "About"), ("/about/leadership", "Leadership"), ("/careers", "Careers"),
                ("/newsroom", "Newsroom"), ("/newsroom/press-releases", "Press releases"),
                ("/newsroom/coverage", "In the news"), ("/legal", "Legal"), ("/legal/privacy", "Privacy"),
                ("/legal/terms", "Terms"), ("/legal/cookies", "Cookies"), ("/legal/complaints", "Complaints"),
                ("https://status.mossgate.test/", "Service status")]
_E1_C = plain(_E1_T, _E1_F) + (
    '<section class="logos"><a href="https://www.northwind-traders.test/careers">Northwind</a>'
    '<a href="https://www.contoso-bikes.test/">Contoso</a></section>')
SITES["mossgate.test"] = {
    "/": page("Mossgate – business banking that keeps up", _E1_C),
    **pages(_E1_C, _E1_T + _E1_F, mains={"/careers": '<a href="/careers/lead-product-designer">Lead Product Designer</a>'
                                                     '<a href="/careers/backend-engineer">Backend Engineer</a>'}),
}
SITES["status.mossgate.test"] = {"/": page("Mossgate status")}
SITES["www.northwind-traders.test"] = {"*": page("Northwind Traders careers")}
SITES["www.contoso-bikes.test"] = {"*": page("Contoso Bikes")}
EXPECTED["http://mossgate.test"] = (
    {**_eu("mossgate.test", pricing="/pricing", careers="/careers", newsroom="/newsroom", team="/about/leadership",
           legal=("/legal", "/legal/privacy", "/legal/terms"), docs="/help"), "status": "//status.mossgate.test/"},
    ("investors", "changelog"))
NEVER["http://mossgate.test"] = ("northwind", "contoso", "lead-product-designer", "backend-engineer", "cookies",
                                "complaints", "coverage")
NEVER_ASKED["http://mossgate.test"] = ("www.northwind-traders.test", "www.contoso-bikes.test")
AT_MOST["http://mossgate.test"] = 16

# E2. Brambleway, an e-learning company whose "About" dropdown holds About / Our team / Leadership / Board / Careers /
# Press, and whose "Resources" hub is not the blog (the blog is /resources/blog)
_E2_G: Groups = [("Platform", [("/platform", "Platform"), ("/pricing", "Plans &amp; pricing")]),
                 ("Resources", [("/resources", "Resources"), ("/resources/blog", "Blog"),
                                ("/resources/ebooks", "eBooks"), ("/resources/webinars", "Webinars")]),
                 ("About", [("/about", "About us"), ("/about/team", "Our team"), ("/about/leadership", "Leadership"),
                            ("/careers", "Careers"), ("/press", "Press")])]
_E2_F: Groups = [("Company", [("/about", "About"), ("/careers", "Jobs"), ("/contact", "Contact")]),
                 ("Legal", [("/privacy-policy", "Privacy"), ("/terms-of-service", "Terms"), ("/accessibility", "Accessibility")])]
_E2_C = webflow(_E2_G, [], _E2_F, social=SOCIAL)
SITES["brambleway.test"] = {"/": page("Brambleway – training your team will finish", _E2_C),
                            **pages(_E2_C, flat(_E2_G) + flat(_E2_F))}
EXPECTED["http://brambleway.test"] = (
    {**_eu("brambleway.test", pricing="/pricing", blog="/resources/blog", careers="/careers", newsroom="/press",
           team=("/about/team", "/about/leadership"), contact="/contact",
           legal=("/privacy-policy", "/terms-of-service"))}, ("investors", "status", "changelog"))
NEVER["http://brambleway.test"] = ("ebooks", "webinars", "accessibility", "linkedin")

# E3. Sunforge Solar, a mid-size installer: "Get a quote" (no price list), "Blog" plus "Case studies", a brochure PDF,
# "Careers" on the footer that 301s to the ATS (Recruitee), the header's "Customer login" portal
_E3_T: Links = [("/residential", "Residential"), ("/commercial", "Commercial"), ("/get-a-quote", "Get a quote"),
                ("/case-studies", "Case studies"), ("/blog", "Blog"), ("https://portal.sunforge.test/login", "Customer login")]
_E3_F: Links = [("/about-us", "About us"), ("/careers", "Careers"), ("/downloads/sunforge-brochure.pdf", "Brochure"),
                ("/privacy-notice", "Privacy notice"), ("/contact-us", "Contact us")]
_E3_C = plain(_E3_T, _E3_F)
SITES["sunforge.test"] = {
    "/": page("Sunforge Solar – solar panels for homes and business", _E3_C), **pages(_E3_C, _E3_T + _E3_F),
    "/careers": {"redirect": "https://sunforge.recruitee.com/", "status": 301},
    "/downloads/sunforge-brochure.pdf": {"bytes": b"%PDF-1.5\n" + b"0" * 300, "type": "application/pdf"},
}
SITES["sunforge.recruitee.com"] = {"/": page("Sunforge Solar – Careers"),
                                   "/api/offers/": {"json": {"offers": [{"title": "Installer"}]}}}
SITES["portal.sunforge.test"] = {"*": page("Customer portal – log in")}
EXPECTED["http://sunforge.test"] = (
    {**_eu("sunforge.test", blog="/blog", team="/about-us", contact="/contact-us", legal="/privacy-notice"),
     "careers|jobs_board": (pre("//sunforge.recruitee.com/"), "//sunforge.test/careers")},
    ("investors", "pricing", "status", "changelog", "docs"))
NEVER["http://sunforge.test"] = (".pdf", "portal.", "get-a-quote", "case-studies")

# ======================================================================== F. more ordinary companies, each on its usual stack
# F1. Tidewell, a B2B company whose blog is HubSpot's on blog. (/rss.xml), a "Resources" flyout of Blog / Guides /
# Podcast / Events, the podcast's own feed announced on the podcast page
_F1_G: Groups = [("Product", [("/product", "Platform"), ("/integrations", "Integrations")]),
                 ("Resources", [("https://blog.tidewell.test/", "Blog"), ("/guides", "Guides"), ("/podcast", "Podcast"),
                                ("/events", "Events")]),
                 ("Company", [("/about", "About"), ("/careers", "Careers"), ("/contact", "Contact")])]
_F1_F: Groups = [("Legal", [("/privacy-policy", "Privacy policy"), ("/terms", "Terms"), ("/gdpr", "GDPR")])]
_F1_C = hubspot(_F1_G, [("/pricing", "Pricing")], _F1_F)
SITES["tidewell.test"] = {
    "/": page("Tidewell – field service software", _F1_C), **pages(_F1_C, flat(_F1_G) + flat(_F1_F) + [("/pricing", "Pricing")]),
    "/podcast": page("The Field Notes podcast", _F1_C, head=feed_link("https://feeds.tidewell.test/fieldnotes.xml",
                                                                      title="Field Notes")),
}
SITES["feeds.tidewell.test"] = {"/fieldnotes.xml": podcast("Field Notes", "https://tidewell.test/podcast/")}
SITES["blog.tidewell.test"] = {"/": page("Tidewell Blog", head=feed_link("https://blog.tidewell.test/rss.xml",
                                                                        title="Tidewell Blog")),
                               "/rss.xml": rss("Tidewell Blog", "https://blog.tidewell.test/")}
EXPECTED["http://tidewell.test"] = (
    {**_eu("tidewell.test", pricing="/pricing", careers="/careers", team="/about", contact="/contact",
           legal=("/privacy-policy", "/terms")),
     "blog": "//blog.tidewell.test/", "feed": "//blog.tidewell.test/rss.xml"}, ("investors", "status", "changelog"))
NEVER["http://tidewell.test"] = ("podcast", "fieldnotes", "events", "gdpr")

# F2. Marlow &amp; Finch LLP, a law firm on WordPress: "Our people" (the directory), "Insights", "Careers" with
# vacancies, the footer's "Legal notices", "Privacy", "Complaints procedure", "Cookie policy", an SRA badge
_F2_S = "https://marlowfinch.test"
_F2_M: list[Any] = [(f"{_F2_S}/expertise/", "Expertise"), (f"{_F2_S}/our-people/", "Our people"),
                    (f"{_F2_S}/insights/", "Insights"), (f"{_F2_S}/careers/", "Careers"),
                    (f"{_F2_S}/contact-us/", "Contact us")]
_F2_F: Links = [(f"{_F2_S}/legal-notices/", "Legal notices"), (f"{_F2_S}/privacy/", "Privacy"),
                (f"{_F2_S}/complaints-procedure/", "Complaints procedure"), (f"{_F2_S}/cookie-policy/", "Cookie policy"),
                ("https://www.sra.org.uk/consumers/register/organisation/?sraNumber=612345", "SRA regulated")]
_F2_C = wordpress(_F2_M, _F2_F, site=_F2_S)
_F2_H = feed_link(f"{_F2_S}/feed/", title="Marlow &amp; Finch » Feed")
SITES["marlowfinch.test"] = {
    "/": page("Marlow &amp; Finch LLP – commercial solicitors", _F2_C, head=_F2_H),
    **pages(_F2_C, _F2_M + _F2_F, head=_F2_H, strip=_F2_S, mains={
        "/our-people/": f'<a href="{_F2_S}/people/jane-marlow/">Jane Marlow, Partner</a>',
        "/careers/": f'<a href="{_F2_S}/careers/trainee-solicitor-2027/">Trainee solicitor 2027</a>'}),
    "/feed/": rss("Marlow &amp; Finch", f"{_F2_S}/"),
}
EXPECTED["http://marlowfinch.test"] = (
    {**_eu("marlowfinch.test", team="/our-people/", blog="/insights/", feed="/feed/", careers="/careers/",
           contact="/contact-us/", legal=("/legal-notices/", "/privacy/"))},
    ("investors", "pricing", "status", "changelog"))
NEVER["http://marlowfinch.test"] = ("sra.org", "jane-marlow", "trainee", "cookie", "complaints")
NEVER_ASKED["http://marlowfinch.test"] = ("www.sra.org.uk",)
AT_MOST["http://marlowfinch.test"] = 17  # (no price list, status or docs: probed for)

# F3. Pulse &amp; Barre, a Wix fitness studio: Wix Pricing Plans at /plans-pricing, "Book online" /book-online, "Blog",
# "Work with us", the footer's privacy and terms
_F3_T: Links = [("/classes", "Classes"), ("/plans-pricing", "Memberships"), ("/book-online", "Book online"),
                ("/blog", "Blog"), ("/about", "About"), ("/work-with-us", "Work with us"), ("/contact", "Contact")]
_F3_F: Links = [("/privacy-policy", "Privacy Policy"), ("/terms-conditions", "Terms &amp; Conditions")]
_F3_C = wix("www.pulsebarre.test", _F3_T, _F3_F)
SITES["www.pulsebarre.test"] = {"/": page("Pulse &amp; Barre | Boutique fitness in Bristol", _F3_C),
                                **pages(_F3_C, _F3_T + _F3_F)}
EXPECTED["http://www.pulsebarre.test"] = (
    {**_eu("www.pulsebarre.test", pricing="/plans-pricing", blog="/blog", careers="/work-with-us", contact="/contact",
           legal=("/privacy-policy", "/terms-conditions"))}, ("investors", "status", "changelog", "docs"))
NEVER["http://www.pulsebarre.test"] = ("book-online",)

# F4. Rauschwerk GmbH, a German software firm on a custom CMS: "Jobs" → Personio, "Aktuelles", "Über uns" → "Team",
# "Preise", Impressum / Datenschutz / AGB, DE / EN
_F4_T: Links = [("/loesungen", "Lösungen"), ("/preise", "Preise"), ("/aktuelles", "Aktuelles"), ("/ueber-uns", "Über uns"),
                ("/ueber-uns/team", "Team"), ("https://rauschwerk.jobs.personio.de/", "Jobs"), ("/kontakt", "Kontakt")]
_F4_F: Links = [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz"), ("/agb", "AGB"),
                ("/barrierefreiheit", "Barrierefreiheit")]
_F4_C = plain(_F4_T, _F4_F, lang_links=[("/", "DE"), ("/en/", "EN")])
SITES["rauschwerk.test"] = {"/": page("Rauschwerk – Software für Stadtwerke", _F4_C, lang="de"),
                            **pages(_F4_C, _F4_T + _F4_F, lang="de"), "/en/": page("Rauschwerk – software for utilities")}
SITES["rauschwerk.jobs.personio.de"] = {"/": page("Stellenangebote bei Rauschwerk GmbH", lang="de"),
                                        "/xml": {"xml": "<workzag-jobs></workzag-jobs>"}}
EXPECTED["http://rauschwerk.test"] = (
    {**_eu("rauschwerk.test", pricing="/preise", team="/ueber-uns/team", contact="/kontakt",
           legal=("/impressum", "/datenschutz", "/agb")),
     "blog|newsroom": "//rauschwerk.test/aktuelles", "careers|jobs_board": pre("//rauschwerk.jobs.personio.de/")},
    ("investors", "status", "changelog"))
NEVER["http://rauschwerk.test"] = ("/en/", "barrierefreiheit")

# F5. Groenhuis B.V., a Dutch company: "Werken bij" on werkenbij., "Over ons", "Prijzen", "Nieuws", the footer's
# "Privacyverklaring", "Algemene voorwaarden", "Cookieverklaring"
_F5_T: Links = [("/diensten", "Diensten"), ("/prijzen", "Prijzen"), ("/nieuws", "Nieuws"), ("/over-ons", "Over ons"),
                ("https://werkenbij.groenhuis.test/", "Werken bij"), ("/contact", "Contact")]
_F5_F: Links = [("/privacyverklaring", "Privacyverklaring"), ("/algemene-voorwaarden", "Algemene voorwaarden"),
                ("/cookieverklaring", "Cookieverklaring")]
_F5_C = plain(_F5_T, _F5_F)
SITES["groenhuis.test"] = {"/": page("Groenhuis – duurzame installatietechniek", _F5_C, lang="nl"),
                           **pages(_F5_C, _F5_T + _F5_F, lang="nl")}
SITES["werkenbij.groenhuis.test"] = {"/": page("Werken bij Groenhuis", lang="nl")}
EXPECTED["http://groenhuis.test"] = (
    {**_eu("groenhuis.test", pricing="/prijzen", team="/over-ons", contact="/contact",
           legal=("/privacyverklaring", "/algemene-voorwaarden")),
     "blog|newsroom": "//groenhuis.test/nieuws", "careers": "//werkenbij.groenhuis.test/"},
    ("investors", "status", "changelog"))
NEVER["http://groenhuis.test"] = ("cookie",)

# F6. Nubelia S.L., a Spanish SaaS: "Precios", "Blog", "Sobre nosotros" → "Equipo", "Trabaja con nosotros", the footer's
# "Aviso legal", "Política de privacidad", "Política de cookies"
_F6_T: Links = [("/producto", "Producto"), ("/precios", "Precios"), ("/blog", "Blog"), ("/sobre-nosotros", "Sobre nosotros"),
                ("/sobre-nosotros/equipo", "Equipo"), ("/trabaja-con-nosotros", "Trabaja con nosotros"),
                ("/contacto", "Contacto")]
_F6_F: Links = [("/aviso-legal", "Aviso legal"), ("/politica-de-privacidad", "Política de privacidad"),
                ("/politica-de-cookies", "Política de cookies")]
_F6_C = plain(_F6_T, _F6_F)
SITES["nubelia.test"] = {"/": page("Nubelia – facturación electrónica para autónomos", _F6_C, lang="es"),
                         **pages(_F6_C, _F6_T + _F6_F, lang="es")}
EXPECTED["http://nubelia.test"] = (
    {**_eu("nubelia.test", pricing="/precios", blog="/blog", team="/sobre-nosotros/equipo",
           careers="/trabaja-con-nosotros", contact="/contacto", legal=("/aviso-legal", "/politica-de-privacidad"))},
    ("investors", "status", "changelog"))
NEVER["http://nubelia.test"] = ("cookies",)

# F7. Ventoria S.r.l., an Italian company: "Chi siamo" → "Il team", "Lavora con noi", "Prezzi", "Blog", the footer's
# "Privacy policy", "Cookie policy", "Note legali", its P.IVA
_F7_T: Links = [("/soluzioni", "Soluzioni"), ("/prezzi", "Prezzi"), ("/blog", "Blog"), ("/chi-siamo", "Chi siamo"),
                ("/chi-siamo/team", "Il team"), ("/lavora-con-noi", "Lavora con noi"), ("/contatti", "Contatti")]
_F7_F: Links = [("/privacy-policy", "Privacy policy"), ("/cookie-policy", "Cookie policy"), ("/note-legali", "Note legali")]
_F7_C = plain(_F7_T, _F7_F).replace("&copy; 2026", "&copy; 2026 Ventoria S.r.l. – P.IVA 01234567890")
SITES["ventoria.test"] = {"/": page("Ventoria – software per la logistica", _F7_C, lang="it"),
                          **pages(_F7_C, _F7_T + _F7_F, lang="it")}
EXPECTED["http://ventoria.test"] = (
    {**_eu("ventoria.test", pricing="/prezzi", blog="/blog", team="/chi-siamo/team", careers="/lavora-con-noi",
           contact="/contatti", legal=("/privacy-policy", "/note-legali"))}, ("investors", "status", "changelog"))
NEVER["http://ventoria.test"] = ("cookie",)

# F8. Kodex sp. z o.o., a Polish software house: "Cennik", "Blog", "O nas", "Kariera", the footer's "Polityka
# prywatności", "Regulamin", "Polityka cookies"
_F8_T: Links = [("/uslugi", "Usługi"), ("/cennik", "Cennik"), ("/blog", "Blog"), ("/o-nas", "O nas"),
                ("/kariera", "Kariera"), ("/kontakt", "Kontakt")]
_F8_F: Links = [("/polityka-prywatnosci", "Polityka prywatności"), ("/regulamin", "Regulamin"),
                ("/polityka-cookies", "Polityka cookies")]
_F8_C = plain(_F8_T, _F8_F)
SITES["kodex.test"] = {"/": page("Kodex – software house z Krakowa", _F8_C, lang="pl"), **pages(_F8_C, _F8_T + _F8_F, lang="pl")}
EXPECTED["http://kodex.test"] = (
    {**_eu("kodex.test", pricing="/cennik", blog="/blog", team="/o-nas", careers="/kariera", contact="/kontakt",
           legal=("/polityka-prywatnosci", "/regulamin"))}, ("investors", "status", "changelog"))
NEVER["http://kodex.test"] = ("cookies",)

# F9. Desi Threads Pvt Ltd, an Indian D2C brand on Shopify: "Track order" (an app proxy), "Bulk orders", "Blogs" →
# /blogs/news, "Careers" /pages/careers, the policies, a WhatsApp link
_F9_T: Links = [("/collections/sarees", "Sarees"), ("/collections/kurtas", "Kurtas"), ("/collections/sale", "Sale"),
                ("/blogs/news", "Blogs"), ("/pages/about-us", "About us")]
_F9_F: Links = [("/apps/track-order", "Track order"), ("/pages/bulk-orders", "Bulk orders"), ("/pages/careers", "Careers"),
                ("/pages/contact", "Contact us"), ("/policies/privacy-policy", "Privacy Policy"),
                ("/policies/terms-of-service", "Terms of Service"), ("/policies/refund-policy", "Return &amp; Refund"),
                ("https://wa.me/919800000000", "WhatsApp us")]
_F9_C = plain(_F9_T + [("/cart", "Cart"), ("/account/login", "Login")], _F9_F)
SITES["desithreads.test"] = {
    "/": page("Desi Threads – handloom sarees &amp; kurtas", _F9_C),
    **pages(_F9_C, _F9_T + _F9_F[:7]),
    "/blogs/news": page("Blogs – Desi Threads", _F9_C, head=feed_link("/blogs/news.atom", "atom", "Desi Threads » Blogs")),
    "/blogs/news.atom": atom("Desi Threads - Blogs", "https://desithreads.test/blogs/news/"),
}
EXPECTED["http://desithreads.test"] = (
    {**_eu("desithreads.test", blog="/blogs/news", feed="/blogs/news.atom", careers="/pages/careers",
           team="/pages/about-us", contact="/pages/contact",
           legal=("/policies/privacy-policy", "/policies/terms-of-service"))}, ("investors", "status", "changelog"))
NEVER["http://desithreads.test"] = ("track-order", "bulk", "wa.me", "/cart", "account/login", "refund")

# F10. Corbel Industries, a US manufacturer on WordPress: "Products", "Industries", "Resources" → "Literature" (PDFs),
# "News" (press releases), "Careers" (listing on Indeed, never asked), "Distributor portal" login
_F10_S = "https://corbelindustries.test"
_F10_M: list[Any] = [(f"{_F10_S}/products/", "Products"), (f"{_F10_S}/industries/", "Industries"),
                     ("Resources", [(f"{_F10_S}/literature/", "Literature"),
                                    (f"{_F10_S}/wp-content/uploads/2026/03/Corbel-Line-Card.pdf", "Line card (PDF)"),
                                    (f"{_F10_S}/news/", "News")]),
                     ("About", [(f"{_F10_S}/about/", "About Corbel"), (f"{_F10_S}/careers/", "Careers")]),
                     (f"{_F10_S}/contact/", "Contact")]
_F10_F: Links = [(f"{_F10_S}/privacy-policy/", "Privacy Policy"), (f"{_F10_S}/terms-of-sale/", "Terms of Sale"),
                 ("https://portal.corbelindustries.test/login", "Distributor portal")]
_F10_C = wordpress(_F10_M, _F10_F, site=_F10_S)
_F10_H = feed_link(f"{_F10_S}/feed/", title="Corbel Industries » Feed")
_F10_ALL = [x for e in _F10_M for x in (e[1] if isinstance(e[1], list) else [e])] + _F10_F
SITES["corbelindustries.test"] = {
    "/": page("Corbel Industries – precision castings since 1962", _F10_C, head=_F10_H),
    **pages(_F10_C, [x for x in _F10_ALL if not x[0].endswith(".pdf")], head=_F10_H, strip=_F10_S, mains={
        "/careers/": '<a href="https://www.indeed.com/cmp/Corbel-Industries/jobs">View our openings on Indeed</a>'}),
    "/feed/": rss("Corbel Industries", f"{_F10_S}/"),
}
SITES["portal.corbelindustries.test"] = {"*": page("Distributor portal – sign in")}
EXPECTED["http://corbelindustries.test"] = (
    {**_eu("corbelindustries.test", products="/products/", careers="/careers/", team="/about/", contact="/contact/",
           legal=("/privacy-policy/", "/terms-of-sale/")),
     "newsroom|blog": "//corbelindustries.test/news/"}, ("investors", "pricing", "status", "changelog"))
NEVER["http://corbelindustries.test"] = (".pdf", "portal.", "indeed", "literature")
NEVER_ASKED["http://corbelindustries.test"] = ("www.indeed.com",)
AT_MOST["http://corbelindustries.test"] = 17

# F11. Calloway Advisory, a consultancy on Drupal: "Insights", "Our people" (the directory), "Leadership", "News",
# "Careers" → "Graduate programme" / "Experienced hires"
_F11_G: Groups = [("About", [("/about", "About us"), ("/about/leadership", "Leadership"), ("/people", "Our people")]),
                  ("Insights", [("/insights", "Insights"), ("/news", "News")]),
                  ("Careers", [("/careers", "Careers"), ("/careers/graduates", "Graduate programme"),
                               ("/careers/experienced", "Experienced hires")])]
_F11_F: Links = [("/contact", "Contact"), ("/privacy-notice", "Privacy notice"), ("/terms-of-use", "Terms of use"),
                 ("/modern-slavery-statement", "Modern slavery statement")]
_F11_C = drupal(_F11_G, _F11_F)
SITES["calloway.test"] = {"/": page("Calloway Advisory – operations consulting", _F11_C),
                          **pages(_F11_C, flat(_F11_G) + _F11_F)}
EXPECTED["http://calloway.test"] = (
    {**_eu("calloway.test", careers="/careers", newsroom="/news", blog="/insights", team=("/about/leadership", "/people"),
           contact="/contact", legal=("/privacy-notice", "/terms-of-use"))}, ("investors", "pricing", "status"))
NEVER["http://calloway.test"] = ("graduates", "experienced")

# F12. Ledgerly, an accounting SaaS: "Pricing" /pricing beside "Compare plans" /pricing/compare, "Enterprise",
# "Pricing FAQ" /pricing#faq, "Calculator" /roi-calculator; the header's Sign in, the footer's Sitemap and Search
_F12_T: Links = [("/features", "Features"), ("/enterprise", "Enterprise"), ("/pricing", "Pricing"),
                 ("/pricing/compare", "Compare plans"), ("/roi-calculator", "ROI calculator"), ("/signin", "Sign in"),
                 ("/signup", "Try it free")]
_F12_F: Links = [("/pricing#faq", "Pricing FAQ"), ("/blog", "Blog"), ("/careers", "Careers"), ("/about", "About"),
                 ("/search", "Search"), ("/sitemap", "Sitemap"), ("/privacy", "Privacy"), ("/terms", "Terms")]
_F12_C = plain(_F12_T, _F12_F)
SITES["ledgerly.test"] = {"/": page("Ledgerly – accounting for freelancers", _F12_C), **pages(_F12_C, _F12_T + _F12_F)}
EXPECTED["http://ledgerly.test"] = (
    {**_eu("ledgerly.test", pricing="/pricing", blog="/blog", careers="/careers", team="/about",
           legal=("/privacy", "/terms"))}, ("investors", "status"))
NEVER["http://ledgerly.test"] = ("compare", "calculator", "signin", "signup", "search", "sitemap", "enterprise")

# F13. Norrsken Analys AB on HubSpot: "Karriär", "Nyheter &amp; press", "Priser", "Om oss", "Integritetspolicy"
_F13_G: Groups = [("Företaget", [("/om-oss", "Om oss"), ("/karriar", "Karriär"), ("/nyheter", "Nyheter &amp; press")])]
_F13_F: Groups = [("Juridiskt", [("/integritetspolicy", "Integritetspolicy"), ("/anvandarvillkor", "Användarvillkor")]),
                  ("Kontakt", [("/kontakt", "Kontakta oss")])]
_F13_C = hubspot(_F13_G, [("/plattformen", "Plattformen"), ("/priser", "Priser")], _F13_F)
SITES["norrskenanalys.test"] = {"/": page("Norrsken Analys – BI för kommuner", _F13_C, lang="sv"),
                                **pages(_F13_C, flat(_F13_G) + flat(_F13_F) + [("/priser", "Priser")], lang="sv")}
EXPECTED["http://norrskenanalys.test"] = (
    {**_eu("norrskenanalys.test", pricing="/priser", careers="/karriar", team="/om-oss", contact="/kontakt",
           legal=("/integritetspolicy", "/anvandarvillkor")),
     "newsroom|blog": "//norrskenanalys.test/nyheter"}, ("investors", "status", "changelog"))

# F14. Sora Works KK, a Japanese startup: 料金 /pricing, ブログ /blog, 会社概要 /company, 採用 /recruit (a Wantedly
# profile beside it, never asked), ニュース /news, プライバシーポリシー, 利用規約
_F14_T: Links = [("/features", "機能"), ("/pricing", "料金"), ("/blog", "ブログ"), ("/news", "ニュース"),
                 ("/company", "会社概要"), ("/recruit", "採用"), ("/contact", "お問い合わせ")]
_F14_F: Links = [("/privacy", "プライバシーポリシー"), ("/terms", "利用規約"),
                 ("https://www.wantedly.com/companies/soraworks", "Wantedly")]
_F14_C = plain(_F14_T, _F14_F)
SITES["soraworks.test"] = {"/": page("ソラワークス株式会社｜請求書の自動化", _F14_C, lang="ja"),
                           **pages(_F14_C, _F14_T + _F14_F[:2], lang="ja")}
EXPECTED["http://soraworks.test"] = (
    {**_eu("soraworks.test", pricing="/pricing", blog="/blog", newsroom="/news", team="/company", careers="/recruit",
           contact="/contact", legal=("/privacy", "/terms"))}, ("investors", "status", "changelog"))
NEVER["http://soraworks.test"] = ("wantedly",)
NEVER_ASKED["http://soraworks.test"] = ("www.wantedly.com",)

# F15. Crumb &amp; Co, a Squarespace bakery: "Menu", "Order" (Squarespace commerce /shop), "Journal", "About", "Jobs",
# the footer's "Privacy", a Google Maps link
_F15_I: list[tuple[str, Any]] = [("Menu", "/menu"), ("Order", "/shop"), ("Journal", "/journal"),
                                 ("About", [("/about", "Our story"), ("/jobs", "Jobs")]), ("Visit", "/visit")]
_F15_F: Links = [("/privacy", "Privacy"), ("https://maps.google.com/?q=Crumb+and+Co", "Find us on Google Maps")]
_F15_C = squarespace(_F15_I, _F15_F)
SITES["crumbandco.test"] = {
    "/": page("Crumb &amp; Co — neighbourhood bakery", _F15_C),
    **pages(_F15_C, [("/menu", "Menu"), ("/shop", "Order online"), ("/journal", "Journal"), ("/about", "Our story"),
                     ("/jobs", "Jobs"), ("/visit", "Visit"), ("/privacy", "Privacy")]),
}
EXPECTED["http://crumbandco.test"] = (
    {**_eu("crumbandco.test", blog="/journal", careers="/jobs", team="/about", legal="/privacy")}, ("investors", "pricing", "status", "changelog", "docs"))
NEVER["http://crumbandco.test"] = ("maps.google",)

# ======================================================================== G. companies whose product shares a surface's name
# G1. Hirewell, an applicant-tracking SaaS: its product pages "Career sites", "Job boards", "Careers page builder" and a
# footer of 60 links; its own hiring is "Jobs at Hirewell" /company/jobs (→ its own board on its product's host)
_G1_PROD = [(f"/product/{s}", s.replace("-", " ").title()) for s in (
    "career-sites", "job-boards", "careers-page-builder", "interview-scheduling", "scorecards", "offer-letters",
    "onboarding", "analytics", "sourcing", "referrals", "job-posting", "candidate-portal")]
_G1_T: Links = [("/product", "Product"), ("/pricing", "Pricing"), ("/customers", "Customers"), ("/blog", "Blog"),
                ("https://app.hirewell.test/login", "Log in")]
_G1_F: Links = _G1_PROD + [(f"/integrations/{s}", f"{s.title()} integration") for s in (
    "linkedin", "indeed", "slack", "google", "microsoft", "bamboohr", "personio", "hibob")] + [
    ("/company", "About"), ("/company/jobs", "Jobs at Hirewell"), ("/company/press", "Press"),
    ("https://docs.hirewell.test/", "API docs"), ("https://status.hirewell.test/", "Status"),
    ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms"), ("/contact", "Contact")]
_G1_C = plain(_G1_T, _G1_F)
SITES["hirewell.test"] = {"/": page("Hirewell – the ATS for growing teams", _G1_C), **pages(_G1_C, _G1_T + _G1_F, mains={
    "/company/jobs": '<a href="https://jobs.hirewell.test/hirewell">See our open roles</a>'})}
SITES["jobs.hirewell.test"] = {"/hirewell": page("Hirewell – open roles")}
SITES["docs.hirewell.test"] = {"/": page("Hirewell API docs")}
SITES["status.hirewell.test"] = {"/": page("Hirewell status")}
SITES["app.hirewell.test"] = {"*": page("Log in – Hirewell")}
EXPECTED["http://hirewell.test"] = (
    {**_eu("hirewell.test", pricing="/pricing", blog="/blog", careers="/company/jobs", newsroom="/company/press",
           legal=("/legal/privacy", "/legal/terms")),
     "docs": "//docs.hirewell.test/", "status": "//status.hirewell.test/"}, ("investors",))
NEVER["http://hirewell.test"] = ("/product/", "/integrations/", "customers", "app.hirewell")
AT_MOST["http://hirewell.test"] = 16

# G2. Beaconly, a status-page SaaS: "Status pages", "Incident management", "Uptime monitoring" products, "Changelog",
# its own status on status.beaconly.test, "Status page examples" (other companies' pages)
_G2_T: Links = [("/status-pages", "Status pages"), ("/incident-management", "Incident management"),
                ("/uptime-monitoring", "Uptime monitoring"), ("/pricing", "Pricing"), ("/changelog", "Changelog"),
                ("/docs", "Docs")]
_G2_F: Links = [("/examples", "Status page examples"), ("https://status.acme-cloud.test/", "Acme Cloud status"),
                ("https://status.beaconly.test/", "Beaconly status"), ("/about", "About"), ("/careers", "Careers"),
                ("/blog", "Blog"), ("/privacy", "Privacy"), ("/terms", "Terms")]
_G2_C = plain(_G2_T, _G2_F)
SITES["beaconly.test"] = {"/": page("Beaconly – status pages your customers trust", _G2_C), **pages(_G2_C, _G2_T + _G2_F)}
SITES["status.beaconly.test"] = {"/": page("Beaconly status – all systems operational")}
SITES["status.acme-cloud.test"] = {"/": page("Acme Cloud status")}
EXPECTED["http://beaconly.test"] = (
    {**_eu("beaconly.test", pricing="/pricing", changelog="/changelog", docs="/docs", careers="/careers", blog="/blog",
           legal=("/privacy", "/terms")), "status": "//status.beaconly.test/"}, ("investors",))
NEVER["http://beaconly.test"] = ("acme-cloud", "/status-pages", "examples", "uptime", "incident")
NEVER_ASKED["http://beaconly.test"] = ("status.acme-cloud.test",)

# G3. Pennant Labs, a startup whose "Team" links to its LinkedIn people page and "Careers" to a LinkedIn jobs page
# beside its own /careers; its blog is the footer's "Writing"
_G3_T: Links = [("/product", "Product"), ("/pricing", "Pricing"), ("/careers", "Careers"), ("/writing", "Writing")]
_G3_F: Links = [("https://www.linkedin.com/company/pennant-labs/people/", "Team"),
                ("https://www.linkedin.com/company/pennant-labs/jobs/", "Jobs on LinkedIn"),
                ("/privacy", "Privacy"), ("/terms", "Terms"), ("mailto:hello@pennant.test", "hello@pennant.test")]
_G3_C = plain(_G3_T, _G3_F)
SITES["pennant.test"] = {"/": page("Pennant Labs – sales forecasting", _G3_C), **pages(_G3_C, _G3_T + _G3_F)}
EXPECTED["http://pennant.test"] = (
    {**_eu("pennant.test", pricing="/pricing", careers="/careers", blog="/writing", legal=("/privacy", "/terms"))},
    ("investors", "team"))
NEVER["http://pennant.test"] = ("linkedin",)
NEVER_ASKED["http://pennant.test"] = ("www.linkedin.com",)

# G4. Eichwald Systems GmbH, a German SaaS in English: "Imprint", "Privacy", "Legal notice", "Terms" (a German
# company's imprint is its required legal page), "Newsroom" on /newsroom beside "Blog"
_G4_T: Links = [("/platform", "Platform"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/newsroom", "Newsroom"),
                ("/about", "About"), ("/careers", "Careers")]
_G4_F: Links = [("/imprint", "Imprint"), ("/privacy", "Privacy"), ("/terms", "Terms"), ("/cookie-settings", "Cookie settings")]
_G4_C = plain(_G4_T, _G4_F, lang_links=[("/", "EN"), ("/de/", "DE")])
SITES["eichwald.test"] = {"/": page("Eichwald Systems – asset tracking", _G4_C), **pages(_G4_C, _G4_T + _G4_F),
                          "/de/": page("Eichwald Systems – Asset-Tracking", lang="de")}
EXPECTED["http://eichwald.test"] = (
    {**_eu("eichwald.test", pricing="/pricing", blog="/blog", newsroom="/newsroom", team="/about", careers="/careers",
           legal=("/imprint", "/privacy", "/terms"))}, ("investors", "status"))
NEVER["http://eichwald.test"] = ("cookie", "/de/")

# G5. Brightfield, a Hugo site: the homepage announces the site-wide /index.xml (every section), the blog page its own
# /blog/index.xml; tags at /tags/…, pages at /blog/page/2/
_G5_T: Links = [("/features/", "Features"), ("/pricing/", "Pricing"), ("/blog/", "Blog"), ("/about/", "About"),
                ("/jobs/", "Jobs")]
_G5_F: Links = [("/privacy/", "Privacy"), ("/terms/", "Terms"), ("/contact/", "Contact")]
_G5_C = plain(_G5_T, _G5_F)
_G5_H = feed_link("/index.xml", title="Brightfield") + '<meta name="generator" content="Hugo 0.139.0">'
SITES["brightfield.test"] = {
    "/": page("Brightfield – soil sensors for farms", _G5_C, head=_G5_H), **pages(_G5_C, _G5_T + _G5_F, head=_G5_H),
    "/blog/": page("Blog | Brightfield", _G5_C, head=feed_link("/blog/index.xml", title="Brightfield blog"),
                   main='<a href="/tags/irrigation/">irrigation</a><a href="/blog/page/2/">Older</a>'),
    "/index.xml": rss("Brightfield", "https://brightfield.test/"),
    "/blog/index.xml": rss("Blog on Brightfield", "https://brightfield.test/blog/"),
}
EXPECTED["http://brightfield.test"] = (
    {**_eu("brightfield.test", pricing="/pricing/", blog="/blog/", feed="/blog/index.xml", team="/about/",
           careers="/jobs/", contact="/contact/", legal=("/privacy/", "/terms/"))}, ("investors", "status", "changelog"))
NEVER["http://brightfield.test"] = ("tags", "page/2")

# G6. Quarkline, a dev tool on Docusaurus: "Docs" → /docs/intro (no /docs page), "Blog" with /blog/rss.xml and
# /blog/atom.xml, /blog/tags, "Changelog" /changelog, GitHub and Discord; careers → Ashby
_G6_T: Links = [("/docs/intro", "Docs"), ("/blog", "Blog"), ("/changelog", "Changelog"), ("/pricing", "Pricing"),
                ("https://github.com/quarkline/quarkline", "GitHub"), ("https://discord.gg/quarkline", "Discord")]
_G6_F: Links = [("/docs/intro", "Getting started"), ("/blog/tags", "Tags"), ("/careers", "Careers"),
                ("/privacy", "Privacy policy"), ("/terms", "Terms of service")]
_G6_C = ('<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items">'
         + "".join(f'<a class="navbar__item navbar__link" href="{h}">{t}</a>' for h, t in _G6_T)
         + '</div></div></nav><footer class="footer footer--dark"><ul class="footer__items">'
         + "".join(f'<li class="footer__item"><a class="footer__link-item" href="{h}">{t}</a></li>' for h, t in _G6_F)
         + "</ul></footer>")
_G6_H = (feed_link("https://quarkline.test/blog/rss.xml", title="Quarkline RSS Feed")
         + feed_link("https://quarkline.test/blog/atom.xml", "atom", "Quarkline Atom Feed")
         + '<meta name="generator" content="Docusaurus v3.6.3">')
SITES["quarkline.test"] = {
    "/": page("Quarkline | Type-safe SQL for TypeScript", _G6_C, head=_G6_H),
    **pages(_G6_C, _G6_T + _G6_F, head=_G6_H, mains={
        "/careers": '<a href="https://jobs.ashbyhq.com/quarkline">Open roles</a>'}),
    "/blog/rss.xml": rss("Quarkline Blog", "https://quarkline.test/blog/"),
    "/blog/atom.xml": atom("Quarkline Blog", "https://quarkline.test/blog/"),
}
SITES["jobs.ashbyhq.com"]["/quarkline"] = page("Jobs at Quarkline")
SITES["api.ashbyhq.com"]["/posting-api/job-board/quarkline"] = {"json": {"jobs": [{"title": "DX engineer"}]}}
SITES["github.com"]["/quarkline/quarkline"] = page("quarkline/quarkline · GitHub")
EXPECTED["http://quarkline.test"] = (
    {**_eu("quarkline.test", docs="/docs/intro", blog="/blog", feed=("/blog/rss.xml", "/blog/atom.xml"),
           changelog="/changelog", pricing="/pricing", careers="/careers", legal=("/privacy", "/terms")),
     "jobs_board": (pre("//jobs.ashbyhq.com/quarkline"), pre("//api.ashbyhq.com/posting-api/job-board/quarkline"))},
    ("investors",))
NEVER["http://quarkline.test"] = ("tags", "discord")
AT_MOST["http://quarkline.test"] = 16

# G7. Ondine SAS, a French scale-up: "Nous rejoindre" → Lever, "Actualités" (its blog), "Espace presse", "Tarifs",
# "Qui sommes-nous ?" → "Notre équipe", the footer's Mentions légales / Confidentialité / CGV
_G7_T: Links = [("/fonctionnalites", "Fonctionnalités"), ("/tarifs", "Tarifs"), ("/actualites", "Actualités"),
                ("/qui-sommes-nous", "Qui sommes-nous ?"), ("/qui-sommes-nous/equipe", "Notre équipe"),
                ("https://jobs.lever.co/ondine", "Nous rejoindre"), ("/espace-presse", "Espace presse")]
_G7_F: Links = [("/contact", "Contact"), ("/mentions-legales", "Mentions légales"), ("/confidentialite", "Confidentialité"),
                ("/cgv", "CGV"), ("/plan-du-site", "Plan du site")]
_G7_C = plain(_G7_T, _G7_F)
SITES["ondine.test"] = {"/": page("Ondine – la gestion de flotte électrique", _G7_C, lang="fr"),
                        **pages(_G7_C, _G7_T + _G7_F, lang="fr")}
SITES["jobs.lever.co"] = {"/ondine": page("Ondine jobs")}
SITES["api.lever.co"] = {"/v0/postings/ondine": {"json": [{"text": "Product designer"}]}}
EXPECTED["http://ondine.test"] = (
    {**_eu("ondine.test", pricing="/tarifs", blog="/actualites", newsroom="/espace-presse",
           team="/qui-sommes-nous/equipe", contact="/contact", legal=("/mentions-legales", "/confidentialite", "/cgv")),
     "careers|jobs_board": (pre("//jobs.lever.co/ondine"), pre("//api.lever.co/v0/postings/ondine"))},
    ("investors", "status"))
NEVER["http://ondine.test"] = ("plan-du-site",)

# ======================================================================== H. last batch: shortlinks, pagination, languages
# H1. Saltmarsh Goods, a Shopify brand: "Stories" (/blogs/stories), "Press" (/pages/press), "Wholesale" on Faire, no
# careers page at all; the footer's Klaviyo sign-up and policies
_H1_T: Links = [("/collections/all", "Shop all"), ("/collections/candles", "Candles"), ("/blogs/stories", "Stories"),
                ("/pages/about", "About")]
_H1_F: Links = [("/pages/press", "Press"), ("https://www.faire.com/brand/bw_saltmarsh", "Wholesale"),
                ("/pages/contact", "Contact"), ("/policies/privacy-policy", "Privacy policy"),
                ("/policies/terms-of-service", "Terms of service"), ("/policies/shipping-policy", "Shipping policy")]
_H1_C = plain(_H1_T + [("/cart", "Cart")], _H1_F)
SITES["saltmarsh.test"] = {
    "/": page("Saltmarsh Goods – hand-poured candles", _H1_C), **pages(_H1_C, _H1_T + _H1_F),
    "/blogs/stories": page("Stories – Saltmarsh Goods", _H1_C, head=feed_link("/blogs/stories.atom", "atom", "Stories")),
    "/blogs/stories.atom": atom("Saltmarsh Goods - Stories", "https://saltmarsh.test/blogs/stories/"),
}
EXPECTED["http://saltmarsh.test"] = (
    {**_eu("saltmarsh.test", blog="/blogs/stories", feed="/blogs/stories.atom", newsroom="/pages/press",
           team="/pages/about", contact="/pages/contact", legal=("/policies/privacy-policy", "/policies/terms-of-service"))},
    ("investors", "careers", "jobs_board", "status", "changelog"))
NEVER["http://saltmarsh.test"] = ("faire", "/cart", "shipping")
NEVER_ASKED["http://saltmarsh.test"] = ("www.faire.com",)
AT_MOST["http://saltmarsh.test"] = 17  # (no careers, price list, status or docs: probed for)

# H2. Fieldnote, a SaaS whose footer links one Workable job by its shortlink (apply.workable.com/j/…) beside "Careers"
# (/careers → the account's board), and a "We're hiring" header badge to /careers#open-roles
_H2_T: Links = [("/product", "Product"), ("/pricing", "Pricing"), ("/careers#open-roles", "We're hiring"),
                ("/blog", "Blog")]
_H2_F: Links = [("/careers", "Careers"), ("https://apply.workable.com/j/4F2A9C71B0", "Now hiring: Support lead"),
                ("/about", "About"), ("/privacy", "Privacy"), ("/terms", "Terms")]
_H2_C = plain(_H2_T, _H2_F)
SITES["fieldnote.test"] = {"/": page("Fieldnote – research repository", _H2_C), **pages(_H2_C, _H2_T + _H2_F, mains={
    "/careers": '<a href="https://apply.workable.com/fieldnote/">See all open positions</a>'})}
SITES["apply.workable.com"].update({"/fieldnote/": page("Fieldnote - Careers"), "/fieldnote": page("Fieldnote jobs"),
                                    "/api/v1/widget/accounts/fieldnote": {"json": {"jobs": [{"title": "Support lead"}]}},
                                    "/j/4F2A9C71B0": page("Support lead - Fieldnote")})
EXPECTED["http://fieldnote.test"] = (
    {**_eu("fieldnote.test", pricing="/pricing", blog="/blog", careers="/careers", team="/about",
           legal=("/privacy", "/terms")),
     "jobs_board": (pre("//apply.workable.com/fieldnote"), pre("//apply.workable.com/api/v1/widget/accounts/fieldnote"))},
    ("investors", "status"))
NEVER["http://fieldnote.test"] = ("/j/", "4F2A9C71B0")

# H3. Gridwise, a SaaS whose homepage's "Latest from the blog" links /blog/page/2, /blog?category=engineering and three
# posts beside the menu's "Blog"; its "Resources" hub; careers on the about page's "Join us"
_H3_T: Links = [("/platform", "Platform"), ("/pricing", "Pricing"), ("/resources", "Resources"), ("/blog", "Blog"),
                ("/about", "About")]
_H3_F: Links = [("/about#join-us", "Join us"), ("/contact", "Contact"), ("/privacy", "Privacy"), ("/terms", "Terms")]
_H3_C = plain(_H3_T, _H3_F)
_H3_BODY = ('<section class="latest"><h2>Latest from the blog</h2><a href="/blog/grid-edge-forecasting">Grid-edge '
            'forecasting</a><a href="/blog/why-we-built-gridwise">Why we built Gridwise</a><a href="/blog?category='
            'engineering">Engineering posts</a><a href="/blog/page/2">More articles</a></section>')
SITES["gridwise.test"] = {"/": page("Gridwise – forecasting for utilities", _H3_C, main=_H3_BODY),
                          **pages(_H3_C, _H3_T + _H3_F[1:])}
EXPECTED["http://gridwise.test"] = (
    {**_eu("gridwise.test", pricing="/pricing", blog="/blog", team="/about", contact="/contact",
           legal=("/privacy", "/terms"))}, ("investors", "status"))
NEVER["http://gridwise.test"] = ("page/2", "category=", "grid-edge", "why-we-built", "resources")

# H4. Revontuli Oy, a Finnish company on WordPress with Polylang: / → /fi/, an FI / SV / EN switcher; "Hinnasto",
# "Ajankohtaista", "Avoimet työpaikat", "Meistä" → "Tiimi", "Tietosuojaseloste", "Käyttöehdot"
_H4_T: Links = [("/fi/palvelut/", "Palvelut"), ("/fi/hinnasto/", "Hinnasto"), ("/fi/ajankohtaista/", "Ajankohtaista"),
                ("/fi/meista/", "Meistä"), ("/fi/meista/tiimi/", "Tiimi"), ("/fi/avoimet-tyopaikat/", "Avoimet työpaikat"),
                ("/fi/yhteystiedot/", "Yhteystiedot")]
_H4_F: Links = [("/fi/tietosuojaseloste/", "Tietosuojaseloste"), ("/fi/kayttoehdot/", "Käyttöehdot"),
                ("/fi/evasteet/", "Evästeet")]
_H4_C = plain(_H4_T, _H4_F, lang_links=[("/fi/", "FI"), ("/sv/", "SV"), ("/en/", "EN")])
SITES["revontuli.test"] = {"/": {"redirect": "/fi/", "status": 301},
                           "/fi/": page("Revontuli – kiinteistöhuollon ohjelmisto", _H4_C, lang="fi"),
                           **pages(_H4_C, _H4_T + _H4_F, lang="fi"),
                           "/sv/": page("Revontuli – programvara", lang="sv"), "/en/": page("Revontuli – software")}
EXPECTED["http://revontuli.test"] = (
    {**_eu("revontuli.test", pricing="/fi/hinnasto/", team="/fi/meista/tiimi/", careers="/fi/avoimet-tyopaikat/",
           contact="/fi/yhteystiedot/", legal=("/fi/tietosuojaseloste/", "/fi/kayttoehdot/")),
     "blog|newsroom": "//revontuli.test/fi/ajankohtaista/"}, ("investors", "status", "changelog"))
NEVER["http://revontuli.test"] = ("/sv/", "/en/", "evasteet")

# H5. Tallowfen, a small firm whose only link to its vendor is one job's Workable short link (/j/…: no account in it)
# in the footer, beside its own careers page of plain text
_H5_T: Links = [("/services", "Services"), ("/pricing", "Pricing"), ("/about", "About"), ("/careers", "Careers")]
_H5_F: Links = [("https://apply.workable.com/j/9D3E5A7C21", "Now hiring: Account manager"), ("/privacy", "Privacy"),
                ("/terms", "Terms")]
_H5_C = plain(_H5_T, _H5_F)
SITES["tallowfen.test"] = {"/": page("Tallowfen – payroll bureau", _H5_C), **pages(_H5_C, _H5_T + _H5_F, mains={
    "/careers": "<p>We hire a few people a year. Send your CV to jobs@tallowfen.test.</p>"})}
SITES["apply.workable.com"]["/j/9D3E5A7C21"] = page("Account manager - Tallowfen")
EXPECTED["http://tallowfen.test"] = (
    {**_eu("tallowfen.test", pricing="/pricing", careers="/careers", team="/about", legal=("/privacy", "/terms"))},
    ("investors", "jobs_board", "status"))
NEVER["http://tallowfen.test"] = ("/j/",)

# ======================================================================== I. blogs elsewhere, a podcast alone, review sites
# I1. Keystone Pay, a fintech whose "Blog" is /blog and whose footer also names an "Engineering blog" on engineering.
_I1_T: Links = [("/payments", "Payments"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/company", "Company"),
                ("/careers", "Careers")]
_I1_F: Links = [("https://engineering.keystonepay.test/", "Engineering blog"), ("https://docs.keystonepay.test/", "API docs"),
                ("https://status.keystonepay.test/", "Status"), ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")]
_I1_C = plain(_I1_T, _I1_F)
SITES["keystonepay.test"] = {"/": page("Keystone Pay – payments for marketplaces", _I1_C), **pages(_I1_C, _I1_T + _I1_F)}
SITES["engineering.keystonepay.test"] = {"/": page("Keystone Pay Engineering")}
SITES["docs.keystonepay.test"] = {"/": page("Keystone Pay API reference")}
SITES["status.keystonepay.test"] = {"/": page("Keystone Pay status")}
EXPECTED["http://keystonepay.test"] = (
    {**_eu("keystonepay.test", pricing="/pricing", blog="/blog", careers="/careers", team="/company",
           legal=("/legal/privacy", "/legal/terms")),
     "docs": "//docs.keystonepay.test/", "status": "//status.keystonepay.test/"}, ("investors",))
NEVER["http://keystonepay.test"] = ("engineering.",)
AT_MOST["http://keystonepay.test"] = 16

# I2. Loomwork, a two-founder startup whose only blog is on Substack ("Blog" → loomwork.substack.com, its /feed)
_I2_T: Links = [("/#features", "Features"), ("/pricing", "Pricing"), ("https://loomwork.substack.com/", "Blog"),
                ("https://app.loomwork.test/", "Sign in")]
_I2_F: Links = [("/privacy", "Privacy"), ("/terms", "Terms"), ("mailto:founders@loomwork.test", "Contact")]
_I2_C = plain(_I2_T, _I2_F)
SITES["loomwork.test"] = {"/": page("Loomwork – timesheets that fill themselves", _I2_C), **pages(_I2_C, _I2_T + _I2_F)}
SITES["loomwork.substack.com"] = {"/": page("Loomwork | Substack"),
                                  "/feed": rss("Loomwork", "https://loomwork.substack.com/")}
SITES["app.loomwork.test"] = {"*": page("Sign in – Loomwork")}
EXPECTED["http://loomwork.test"] = (
    {**_eu("loomwork.test", pricing="/pricing", legal=("/privacy", "/terms")),
     "blog": ("//loomwork.substack.com/", "//loomwork.substack.com/feed")}, ("investors", "careers"))
NEVER["http://loomwork.test"] = ("app.loomwork",)
AT_MOST["http://loomwork.test"] = 17  # (a one-pager: careers, status, docs probed for)

# I3. Harvest Table Co., a food company with a podcast ("The Harvest Table podcast", its RSS in every page's head) and
# no blog; "Recipes" and "Where to buy"
_I3_T: Links = [("/products", "Our products"), ("/recipes", "Recipes"), ("/podcast", "Podcast"), ("/where-to-buy", "Where to buy"),
                ("/our-story", "Our story")]
_I3_F: Links = [("/careers", "Careers"), ("/contact", "Contact"), ("/privacy-policy", "Privacy policy"),
                ("/terms-of-use", "Terms of use")]
_I3_C = plain(_I3_T, _I3_F)
_I3_H = feed_link("https://harvesttable.test/podcast/feed.xml", title="The Harvest Table podcast")
SITES["harvesttable.test"] = {"/": page("Harvest Table Co. – pantry staples", _I3_C, head=_I3_H),
                              **pages(_I3_C, _I3_T + _I3_F, head=_I3_H),
                              "/podcast/feed.xml": podcast("The Harvest Table podcast", "https://harvesttable.test/podcast/")}
EXPECTED["http://harvesttable.test"] = (
    {**_eu("harvesttable.test", products="/products", careers="/careers", team="/our-story", contact="/contact",
           legal=("/privacy-policy", "/terms-of-use"))}, ("investors", "pricing", "blog", "feed"))
NEVER["http://harvesttable.test"] = ("podcast", "where-to-buy", "recipes")
AT_MOST["http://harvesttable.test"] = 17

# I4. Copperleaf Dental Labs, whose footer's "Careers" is its own page and whose "Reviews" and "Jobs" badges link its
# Glassdoor and Indeed profiles, "Find us" its Google Maps place, "Rate us" Trustpilot
_I4_T: Links = [("/services", "Services"), ("/about", "About"), ("/careers", "Careers"), ("/contact", "Contact")]
_I4_F: Links = [("https://www.glassdoor.com/Overview/Working-at-Copperleaf-EI_IE123.htm", "Reviews"),
                ("https://www.indeed.com/cmp/Copperleaf-Dental-Labs/jobs", "Jobs"),
                ("https://www.trustpilot.com/review/copperleaflabs.test", "Rate us"),
                ("https://goo.gl/maps/AbCdEf123", "Find us"), ("/privacy", "Privacy notice")]
_I4_C = plain(_I4_T, _I4_F)
SITES["copperleaflabs.test"] = {"/": page("Copperleaf Dental Labs – crowns and bridges", _I4_C),
                                **pages(_I4_C, _I4_T + _I4_F)}
EXPECTED["http://copperleaflabs.test"] = (
    {**_eu("copperleaflabs.test", careers="/careers", team="/about", contact="/contact", legal="/privacy")},
    ("investors", "pricing", "jobs_board"))
NEVER["http://copperleaflabs.test"] = ("glassdoor", "indeed", "trustpilot", "goo.gl")
NEVER_ASKED["http://copperleaflabs.test"] = ("www.glassdoor.com", "www.indeed.com", "www.trustpilot.com", "goo.gl")

# ======================================================================== J. one link off: a tag, a post, a PDF, an anchor
# J1. Plinth, a SaaS on HubSpot whose "Company news" is a tag of its blog (/blog/tag/company-news) beside "Blog" (/blog)
_J1_G: Groups = [("Resources", [("/blog", "Blog"), ("/blog/tag/company-news", "Company news"),
                                ("/case-studies", "Case studies")]),
                 ("Company", [("/about", "About"), ("/careers", "Careers"), ("/contact", "Contact")])]
_J1_F: Groups = [("Legal", [("/privacy", "Privacy"), ("/terms", "Terms")])]
_J1_C = hubspot(_J1_G, [("/pricing", "Pricing")], _J1_F)
SITES["plinth.test"] = {"/": page("Plinth – construction scheduling", _J1_C),
                        **pages(_J1_C, flat(_J1_G) + flat(_J1_F) + [("/pricing", "Pricing")])}
EXPECTED["http://plinth.test"] = (
    {**_eu("plinth.test", pricing="/pricing", blog="/blog", careers="/careers", team="/about", contact="/contact",
           legal=("/privacy", "/terms"))}, ("investors", "status"))
NEVER["http://plinth.test"] = ("/tag/", "case-studies")

# J2. Arbour Health, whose header banner links its Series A post ("We raised our Series A — read more →") and whose
# footer has "Blog"; "Press" is a press kit PDF beside "News"; "Team" is an anchor of the About page (/about#team)
_J2_T: Links = [("/blog/announcing-our-series-a", "We raised our Series A — read more →"), ("/platform", "Platform"),
                ("/pricing", "Pricing"), ("/about", "About")]
_J2_F: Links = [("/blog", "Blog"), ("/news", "News"), ("/assets/arbour-press-kit.pdf", "Press kit"),
                ("/about#team", "Team"), ("/careers", "Careers"), ("/privacy-policy", "Privacy policy"),
                ("/terms", "Terms")]
_J2_C = plain(_J2_T, _J2_F)
SITES["arbourhealth.test"] = {
    "/": page("Arbour Health – remote monitoring for care homes", _J2_C), **pages(_J2_C, _J2_T + _J2_F[:2] + _J2_F[3:]),
    "/assets/arbour-press-kit.pdf": {"bytes": b"%PDF-1.4\n" + b"0" * 300, "type": "application/pdf"},
}
EXPECTED["http://arbourhealth.test"] = (
    {**_eu("arbourhealth.test", pricing="/pricing", blog="/blog", newsroom="/news", team="/about", careers="/careers",
           legal=("/privacy-policy", "/terms"))}, ("investors", "status"))
NEVER["http://arbourhealth.test"] = ("series-a", ".pdf")

# ======================================================================== K. news, press and blog side by side
# K1. Oakline Timber, a WordPress company whose posts page (the theme's "Blog") lives at /news/, beside "Press" (/press/)
_K1_S = "https://oaklinetimber.test"
_K1_M: list[Any] = [(f"{_K1_S}/products/", "Products"), (f"{_K1_S}/projects/", "Projects"), (f"{_K1_S}/news/", "Blog"),
                    (f"{_K1_S}/press/", "Press"), (f"{_K1_S}/about-us/", "About us"), (f"{_K1_S}/contact/", "Contact")]
_K1_F: Links = [(f"{_K1_S}/careers/", "Careers"), (f"{_K1_S}/privacy-policy/", "Privacy policy")]
_K1_C = wordpress(_K1_M, _K1_F, site=_K1_S)
_K1_H = feed_link(f"{_K1_S}/feed/", title="Oakline Timber » Feed")
SITES["oaklinetimber.test"] = {"/": page("Oakline Timber – engineered timber frames", _K1_C, head=_K1_H),
                               **pages(_K1_C, _K1_M + _K1_F, head=_K1_H, strip=_K1_S),
                               "/feed/": rss("Oakline Timber", f"{_K1_S}/")}
EXPECTED["http://oaklinetimber.test"] = (
    {**_eu("oaklinetimber.test", blog="/news/", newsroom="/press/", feed="/feed/", careers="/careers/",
           team="/about-us/", contact="/contact/", legal="/privacy-policy/")}, ("investors", "pricing"))
AT_MOST["http://oaklinetimber.test"] = 18  # (no price list, status or docs: probed for, on a zone where every name exists)

# K2. Weidner Feinmechanik GmbH: "Aktuelles" (news in general) and "Presse" (its press room), no blog
_K2_T: Links = [("/produkte", "Produkte"), ("/aktuelles", "Aktuelles"), ("/presse", "Presse"), ("/unternehmen", "Unternehmen"),
                ("/karriere", "Karriere"), ("/kontakt", "Kontakt")]
_K2_F: Links = [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")]
_K2_C = plain(_K2_T, _K2_F)
SITES["weidner-fm.test"] = {"/": page("Weidner Feinmechanik – Präzisionsteile", _K2_C, lang="de"),
                            **pages(_K2_C, _K2_T + _K2_F, lang="de")}
EXPECTED["http://weidner-fm.test"] = (
    {**_eu("weidner-fm.test", newsroom="/presse", blog="/aktuelles", careers="/karriere", team="/unternehmen",
           contact="/kontakt", products="/produkte", legal=("/impressum", "/datenschutz"))}, ("investors", "pricing"))

# ======================================================================== END OF SITES
net = W.net_fixture(SITES)
Net = W.Net

for _w in EXPECTED:
    AT_MOST.setdefault(_w, 15)

#: sites still answered wrongly, and why (a strict xfail: the entry goes when the answer is right)
KNOWN_WRONG: dict[str, str] = {}

#: surfaces that may fall past the per-company cap of 12 when a site has every surface (their best must still rank first)
_CAPPABLE = {"legal", "contact", "team", "investors"}


@pytest.mark.parametrize("website", [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w]))
                                     if w in KNOWN_WRONG else w for w in sorted(EXPECTED)])
async def test_round_sixteen_ordinary_company_sites(net: Net, website: str) -> None:
    want, absent = EXPECTED[website]
    res = await W.discover(net, website)
    assert res.outcome == "active", res.error
    sel = W.selected(res)
    feeds = [c for c in res.selected if str(c.surface) == "feed"]  # a blog's and a newsroom's: either may be wanted
    first: dict[str, Any] = {}
    for d in res.surfaces_json():  # the contract's order: selected first, then by surface importance and confidence
        first.setdefault(d["surface"], d)
    wrong = {}
    for s, w in want.items():
        names = s.split("|")
        if s == "feed" and any(W.url_matches(c, w) for c in feeds):
            continue
        if not any(x in sel and W.url_matches(sel[x], w) for x in names) and not (
                all(x in _CAPPABLE for x in names) and len(sel) >= 12
                and any(x in first and W.url_matches(type("C", (), first[x])(), w) for x in names)):
            wrong[s] = [first[x]["url"] if x in first else None for x in names]
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    never = NEVER.get(website, ())
    bad = [c.url for c in res.selected if any(x in c.url for x in never)]
    bad += [f"served {h}{p}" for h, p in net.log if h in NEVER_ASKED.get(website, ())]
    assert not bad, bad
    assert res.requests <= AT_MOST[website], (res.requests, [(r.purpose, r.url) for r in res.request_log])


async def test_a_webflow_saas_through_the_cli() -> None:
    """`changewire discover http://tallypoint.test --json`, as a caller scripts it: the contract's keys, one selected entry
    per surface listed first, the blog's feed found on the blog page alone, no single post, category, page 2, job posting
    or social profile chosen, within the bound."""
    import asyncio
    import json
    import os
    import sys
    from pathlib import Path

    async with W.serve(SITES) as n:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
        env.update(CHANGEWIRE_CONNECT_TO=W.connect_to(n.port, SITES), CHANGEWIRE_FETCH_ALLOW_CIDRS="127.0.0.2/32",
                   CHANGEWIRE_POLITENESS_SPACING_S="0")
        exe = Path(sys.executable).with_name("changewire")
        proc = await asyncio.create_subprocess_exec(str(exe), "discover", "http://tallypoint.test", "--json", env=env,
                                                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(proc.communicate(), 60)
        served = len(n.log)
    assert proc.returncode == 0, err.decode()
    doc = json.loads(out)
    assert set(doc) == {"company_url", "requests", "elapsed_ms", "surfaces"}
    rows = doc["surfaces"]
    chosen = [r for r in rows if r["selected"]]
    assert rows[:len(chosen)] == chosen, rows
    sel = {r["surface"]: r["url"] for r in chosen}
    assert sel["blog"] == "http://tallypoint.test/blog" and sel["feed"] == "http://tallypoint.test/blog/rss.xml", sel
    assert sel["pricing"] == "http://tallypoint.test/pricing" and sel["careers"] == "http://tallypoint.test/careers", sel
    assert not [u for u in sel.values() if any(x in u for x in NEVER["http://tallypoint.test"])], sel
    assert served <= doc["requests"] <= AT_MOST["http://tallypoint.test"]
