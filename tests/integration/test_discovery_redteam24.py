"""Discovery red-teamed (twenty-fourth round): company sites on the CMSs and site builders real companies use.

Served on loopback through CHANGEWIRE_CONNECT_TO and routed by Host (tests/data/discovery/web.py), one server for every
site; vendors' hosts (BambooHR, Ashby, Mynewsdesk, Greenhouse / Lever boards …) mapped to the same server. Each
platform's header / footer is written as its templates emit it, in builders of this module that rounds 16's do not
repeat: Shopify Dawn (<header-drawer> and <header-menu> <details>, footer blocks, the policies list, localization form),
Squarespace 7.0 / Brine (Header-nav folders, the Mobile-overlay copy), Wix Thunderbolt (absolute links with labels in
<p>, the "More" overflow only in the wix-viewer-model JSON), WordPress + Elementor Pro (nav-menu widget and its
aria-hidden dropdown copy), Divi (#top-menu, the JS-filled mobile shell), Avada (fusion mega menus of titled columns),
Webflow (w-dropdown toggles that are <div>s), HubSpot (a theme menu of button toggles, desktop + mobile copies), Framer
(./ links, desktop + phone variants), Drupal 10 (superfish, language switcher), TYPO3 bootstrap_package (meta navigation,
dropdown parents that are pages), Joomla 4 (index.php/… SEF URLs), AEM Core Components (cmp-navigation, a country /
language selector, .html pages), Sitecore SXA (navigation component, ?sc_lang, /-/media/ PDFs), Ghost (gh-head, Portal
#/portal links, /tag/ /author/), Next.js pages router (mega-menu panels only in __NEXT_DATA__), Jimdo, and the plain
corporate CMS of Japanese co.jp sites. Each company's EXPECTED, absent surfaces, NEVER, NEVER_ASKED and AT_MOST were
written down before discovery was first run on it (first batch committed in 0bc808f, second in its own commit).

Covered (44 companies; sorato-systems once more through `changewire discover --json`):
A. Shopify: a roaster's Journal + Atom, About dropdown → Careers, policies (emberlinecoffee); a French store's "Le
   Journal" beside a lookbook blog, "Nous rejoindre", Shopify's "Mentions légales" policy (maisonalcove).
B. Squarespace: a photographer's "Investment" pricing, ?format=rss journal, ?offset= pagination (wrenwillowphoto); a
   Swedish bakery's "Jobba hos oss", "Nyheter", Quandoo / Wolt links (bagerinorrsken).
C. Wix: a French architect (apex → www., "Recrutement" / "Mentions légales" only in the viewer JSON, /blog-feed.xml)
   (atelier-brume); a yoga studio's /plans-pricing "Memberships", /book-online (lotuscollective).
D. WordPress builders: Elementor — a UK MSP ("Insights" posts page, /feed/ and comments feed, Company → Meet the team)
   (northgateit), a Spanish engineer ("Trabaja con nosotros", "Tarifas", "Aviso legal") (voltiaingenieria); Divi — a US
   solar installer ("Financing" no pricing, About → Our team / Careers) (sunharborsolar), a Polish accountant ("Kariera",
   "Cennik", "Zespół", "RODO") (biurorachmistrz); Avada — a UK logistics plc (mega menu Company / Investors, a PDF annual
   report, "Modern slavery statement") (hadleighlogistics).
E. Webflow, HubSpot, Framer: a Dutch SaaS ("Prijzen", "Werken bij", "Product updates", Statuspage status.) (roosterly);
   a US B2B on HubSpot (BambooHR board from /careers, /blog/rss.xml, Leadership, a meetings.hubspot demo) (fieldcrest);
   an AI startup on Framer (Mintlify docs., Better Stack status., Ashby link) (promptloom).
F. Drupal, TYPO3, Joomla: an Irish charity ("Get involved → Jobs", "Our people", /rss.xml, /ga) (harbourlight); a
   Mittelstand machine maker (/ → /de/, Karriere under Unternehmen, Presse in the meta navigation, Impressum /
   Datenschutz / AGB, /en/) (kranich-packtechnik); a Stadtwerk ("Tarife", Karriere on karriere., "Störungen" no status)
   (energie-mittelfranken); an Italian winery on Joomla (index.php/…, ?format=feed&type=rss) (cantinaserralunga).
G. Enterprises: a medtech on AEM (/ → /en-us.html, country selector, careers. site, investors.) (meridianmed); an
   insurer on Sitecore (careers on the group's other domain, Executive Board, IR and Media under About us) (alderversicherung).
H. Ghost and Next.js: a Ghost blog on blog. (quayside); a newsletter business whose whole site is Ghost, its "Fintech
   jobs board" of other employers' jobs (ledgerletter); a fintech whose Company / Resources panels are only in
   __NEXT_DATA__ (tallyvault).
I. Japanese co.jp: a listed maker (採用情報 /recruit/, 株主・投資家情報 /ir/ over IRニュース / IRライブラリ, 沿革, 役員一覧)
   (www.hinode-seiki.co.jp); an IT firm (recruit. site, ニュースリリース /news/ beside お知らせ /info/, 技術ブログ on tech.)
   (www.sorato-systems.co.jp).
J. SMEs in their languages: French (Recrutement, Actualités, Mentions légales) (propreo-services), Dutch (Werken bij →
   vacatures, Tarieven, Storing melden) (vandijk-installatie), Spanish Shopify (bodegasaltamira), Polish Webflow
   (kodowisko), Swedish HubSpot (Karriär on karriar., Press on Mynewsdesk) (faktura-nord), Italian Squarespace (Lavora
   con noi, Calendly) (studioaurora), German Jimdo (Jobs, Aktuelles, Team) (dachdeckerei-brandl).
K. More of the same: a US Shopify brand (careers only in the footer, /apps/track) (pineconesupply); a small Japanese
   WordPress company at its co.jp apex (kiyosumi-kogyo.co.jp); a Spanish Webflow SaaS ("Novedades" changelog, estado.)
   (contalia); an Italian Avada maker (cartotecnica-vighi); a Swiss pharma on Drupal (/en/, Executive Committee, Pipeline)
   (helvetiapharm); a German Framer startup (lagerfix).
L. Second batch (written after the first fixes, before its own run): a Japanese SaaS with 沿革 under 会社情報 and
   プレスリリース beside お知らせ (www.kumorisoft.co.jp); a US Webflow SaaS with "Our history" beside /changelog and "Board
   of directors" (ledgerline); a venture fund whose "Portfolio jobs" on jobs. lists its companies' Greenhouse / Lever /
   Ashby postings (birchventures); a Spanish Wix clinic (sonrisanorte); a Danish Avada accountant (regnskabshuset-aarhus);
   a Japanese food maker's 会社沿革, ニュースリリース /newsrelease/ beside お知らせ /news/, 役員紹介 (www.yamabuki-foods.co.jp).

Wrong before (0bc808f, the code of a64b44d): 15 of the first 38 companies — 8 product faults, 7 expectations of mine:
- team (4: northgateit, harbourlight, alderversicherung, helvetiapharm): "Meet the team" /about-us/meet-the-team/, "Our
  people", "Executive Board", "Executive Committee" below /about-us were cut to /about-us by `surface_root` (the About
  folder's whole-segment match silenced the team word inside the last slug) and `team_factor` ranked them as About
  pages; "Executive Committee" was no word at all.
- sorato-systems: ニュースリリース at /news/ was demoted as news in general by its path, お知らせ (/info/) became the
  newsroom and /news/ the blog ("news beside the press room"), over the tech blog on tech.
- hinode-seiki: 沿革 (company history) at /company/history/ was the changelog (the path word "history").
- maisonalcove: "Guide des tailles" was the docs ("guide").
- ledgerletter: "Fintech jobs board" (other employers' jobs) was the careers page; "job board" read as a board of
  directors.
- Expectations revised (each argued): atelier-brume's "Actualités" at /blog is blog|newsroom as in every other French
  site of the module (and the module's own helper mangled a tuple of //host URLs: fixed in `company`); emberlinecoffee /
  pineconesupply: a shop's "FAQ" as its help centre is the documented weak docs reading (surfaces: "a shop's customer
  service: its help centre"; round 16's fernbrook leaves it unasserted) and a /collections/ page is a catalogue page
  (single /products/ pages stay NEVER); kodowisko: a child of a link-less "Usługi" group as products is round 8's pinned
  grouped-product rule; wrenwillowphoto: "Press & features" is a press page by label as in every round;
  helvetiapharm: "Pipeline" is a biotech's products (round 14's genevia pins it); ledgerletter: a Ghost site whose
  homepage is the blog has the blog's feed as its sensor, no second blog sensor at "/"; dachdeckerei-brandl,
  lotuscollective, atelier-brume: sites naming few surfaces are probed up to the ceiling, 25 (as rounds 10-11, 22).
Second batch (at 0bb7494, the first fixes): 2 of 6 wrong — kumorisoft (経営陣 /company/members/ and 沿革 on a software
site, where "history" stays a changelog word) and yamabuki-foods (役員紹介 /corporate/officers/: neither segment known).

Fixed (general rules):
- `surfaces._team_below_about` (classify_url, surface_root): a last segment naming a team inside its slug
  ("meet-the-team", "our-people", "executive-board") or the people (`_PEOPLE_BELOW_ABOUT`: members) below About folders
  only (`_about_folder`: weak team segments — about-us, company, and now corporate) is the team page itself;
  `select.team_factor` counts such a URL (0.6) as naming the team. One person's page below /team/ is still cut.
- `surfaces._HISTORY_SEGMENTS`: "history" right below an About folder is the company's history, never a changelog;
  `engine._GENERIC_CHANGELOG_SEGMENTS` gains "history" (a changelog named only so needs a site showing software, as
  "What's new" does) and `_STRONG_CHANGELOG` "release history".
- `surfaces._TEXT_ROUND24` / `_PATH_ROUND24`: governing bodies named whole (executive board / committee, management
  committee, board of directors, supervisory board, officers, executives, directors).
- `surfaces._COMPOUND_HEADS["board"]`: a job, notice, ideas, mood … board is no board of directors.
- `surfaces._compound_of_other` (`_GUIDE_WORDS`, `_GUIDE_OF`): a Romance "guide / guía / guida de(s) <shop thing>"
  (tailles, tallas, taglie, entretien, cadeaux …) is a shop's advice, not documentation.
- `select.generic_news(url, evidence)` (`_PRESS_RELEASE_LABEL`): a /news/ section whose label says press releases
  (press, communiqués, ニュースリリース, プレスリリース, 報道発表, 보도자료 …) is a press room, both in `news_factor` and in
  `engine._news_beside_press`.
- `engine.Discoverer._others_jobs` (`OTHERS_JOBS_BOARDS` = 3): a careers candidate whose page links the boards of three
  or more employers, none carrying the company's name, is a job board of others' openings (verdict "others"), its
  boards never asked.
Unit checks of these rules: tests/unit/discovery/test_redteam24.py. web.py gains `discover_cli` (the CLI run rounds 16
and 21 each spell out; left as they are).

Left alone: the Wix overflow menu known only from the viewer model's JSON, __NEXT_DATA__-only panels, Joomla's
index.php/ URLs, AEM's .html pages and Sitecore's ?sc_lang switcher were right at first. "技術ブログ" folds to "技術フロク"
(dakuten stripped) and is matched only as "text contains CJK" (0.665): it wins as the only blog, would lose to a
stronger one. No xfail. No earlier round's expectation changed; integration `-k discovery`, `-k repair`,
tests/unit/discovery and tests/unit/common pass. No differ code touched (no callgrind check needed).
"""
from __future__ import annotations

import json
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper
rss, atom, feed_link, eu, pre, posts, prose = W.rss, W.atom, W.feed_link, W.eu, W.pre, W.posts, W.prose

Links = W.Links
#: a menu: (label, href) or (label, [(href, label), ...]) for a dropdown / mega-menu column
Menu = list[tuple[str, Any]]


def _items(menu: Menu) -> Links:
    out: Links = []
    for t, v in menu:
        out += v if isinstance(v, list) else [(v, t)]
    return out


# ------------------------------------------------------------------ the platforms' header / footer markup
def shopify(shop: str, menu: Menu, foot: Menu, policies: Links) -> str:
    """Shopify Dawn: the drawer (<header-drawer> of <details>) repeating the menu, the inline <header-menu> of
    <details><summary> dropdowns, search / account / cart icons, footer blocks and the policies list."""
    def drawer() -> str:
        out = []
        for i, (t, v) in enumerate(menu, 1):
            if isinstance(v, list):
                out.append(f'<li><details id="Details-menu-drawer-menu-item-{i}"><summary id="HeaderDrawer-{t.lower()}" '
                           f'class="menu-drawer__menu-item list-menu__item link link--text focus-inset">{t}</summary>'
                           f'<div id="link-{t.lower()}" class="menu-drawer__submenu has-submenu gradient motion-reduce" '
                           'tabindex="-1"><ul class="menu-drawer__menu list-menu" role="list" tabindex="-1">' + "".join(
                               f'<li><a id="HeaderDrawer-{t.lower()}-{i}{j}" href="{h}" class="menu-drawer__menu-item '
                               f'link link--text list-menu__item focus-inset">{x}</a></li>' for j, (h, x) in enumerate(v))
                           + "</ul></div></details></li>")
            else:
                out.append(f'<li><a id="HeaderDrawer-{t.lower()}" href="{v}" class="menu-drawer__menu-item list-menu__item '
                           f'link link--text focus-inset">{t}</a></li>')
        return "".join(out)

    def inline() -> str:
        out = []
        for i, (t, v) in enumerate(menu, 1):
            if isinstance(v, list):
                out.append(f'<li><header-menu><details id="Details-HeaderMenu-{i}" class="mega-menu"><summary id='
                           f'"HeaderMenu-{t.lower()}" class="header__menu-item list-menu__item link focus-inset"><span>{t}'
                           f'</span><svg aria-hidden="true" class="icon icon-caret"></svg></summary><ul id="HeaderMenu-'
                           f'MenuList-{i}" class="header__submenu list-menu list-menu--disclosure gradient caption-large '
                           'motion-reduce global-settings-popup" role="list" tabindex="-1">' + "".join(
                               f'<li><a href="{h}" class="header__menu-item list-menu__item link link--text focus-inset '
                               f'caption-large">{x}</a></li>' for h, x in v) + "</ul></details></header-menu></li>")
            else:
                out.append(f'<li><a href="{v}" class="header__menu-item list-menu__item link link--text focus-inset">'
                           f"<span>{t}</span></a></li>")
        return "".join(out)

    blocks = "".join(f'<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-'
                     f'richtext">{g}</h2><ul class="footer-block__details-content list-unstyled">' + "".join(
                         f'<li><a href="{h}" class="link link--text list-menu__item list-menu__item--link">{t}</a></li>'
                         for h, t in ls) + "</ul></div>" for g, ls in foot)
    pol = "".join(f'<li><small><a href="{h}">{t}</a></small></li>' for h, t in policies)
    return ('<div class="announcement-bar" role="region" aria-label="Announcement"><p>Free shipping over €50</p></div>'
            '<div class="section-header shopify-section-group-header-group"><sticky-header class="header-wrapper '
            'color-background-1 gradient"><header class="header header--middle-left header--mobile-center page-width '
            'header--has-menu"><header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" '
            'class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link '
            'focus-inset" aria-label="Menu"><span><svg class="icon icon-hamburger"></svg></span></summary><div id='
            '"menu-drawer" class="gradient menu-drawer motion-reduce" tabindex="-1"><div class="menu-drawer__inner-'
            'container"><div class="menu-drawer__navigation-container"><nav class="menu-drawer__navigation"><ul class='
            f'"menu-drawer__menu has-submenu list-menu" role="list">{drawer()}</ul></nav><div class="menu-drawer__utility'
            '-links"><a href="/account/login" class="menu-drawer__account link focus-inset h5">Log in</a></div></div>'
            f'</div></div></details></header-drawer><a href="/" class="header__heading-link link link--text focus-inset">'
            f'<span class="h2">{shop}</span></a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" '
            f'role="list">{inline()}</ul></nav><div class="header__icons"><details-modal class="header__search"><details>'
            '<summary class="header__icon header__icon--search" aria-label="Search"></summary><div class="search-modal '
            'modal__content" role="dialog"><form action="/search" method="get" role="search" class="search search-modal'
            '__form"><input class="search__input field__input" type="search" name="q"></form></div></details></details-'
            'modal><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide">'
            '<span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link '
            'focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header>'
            '</sticky-header></div><div class="footer-group"><footer class="footer color-background-1 gradient section-'
            f'sections--footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper '
            f'grid grid--1-col grid--2-col grid--4-col-tablet">{blocks}</div></div><div class="footer__content-bottom">'
            '<div class="footer__column footer__localization isolate"><localization-form><form method="post" action='
            '"/localization" id="FooterCountryForm" accept-charset="UTF-8" class="localization-form"><input type="hidden"'
            ' name="form_type" value="localization"><button class="disclosure__button">Germany (EUR €)</button></form>'
            f'</localization-form></div><div class="footer__copyright caption"><small class="copyright__content">&copy; '
            f'2026, <a href="/" title="">{shop}</a></small><small class="copyright__content"><a target="_blank" rel='
            '"nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=online'
            f'store">Powered by Shopify</a></small><ul class="policies list-unstyled">{pol}</ul></div></div></footer></div>')


SHOPIFY_HEAD = ('<link rel="preconnect" href="https://cdn.shopify.com" crossorigin><script>var Shopify = Shopify || {};'
                'Shopify.shop = "x.myshopify.com";Shopify.theme = {"name":"Dawn","id":1326,"role":"main"};</script>'
                '<meta name="shopify-checkout-api-token" content="0a1b2c">')


def squarespace70(brand: str, menu: Menu, foot: Links) -> str:
    """Squarespace 7.0 (Brine): Header-nav with folders of <a class=Header-nav-folder-item>, the mobile Mobile-overlay
    repeating the links, a Footer-blocks sqs-block of links, social icons."""
    def desk() -> str:
        out = []
        for t, v in menu:
            if isinstance(v, list):
                out.append(f'<div class="Header-nav-item Header-nav-item--folder"><a href="/{t.lower().replace(" ", "-")}'
                           f'" class="Header-nav-folder-title" data-controller="HeaderNavFolderTouch">{t}</a><span class='
                           '"Header-nav-folder">' + "".join(f'<a href="{h}" class="Header-nav-folder-item">{x}</a>'
                                                            for h, x in v) + "</span></div>")
            else:
                out.append(f'<a href="{v}" class="Header-nav-item">{t}</a>')
        return "".join(out)
    mob = "".join(f'<a href="{h}" class="Mobile-overlay-nav-item">{t}</a>' for h, t in _items(menu))
    return (f'<header class="Header Header--top"><div class="Header-inner Header-inner--top" data-nc-group="top">'
            f'<div data-nc-container="top-left"><a href="/" class="Header-branding">{brand}</a></div>'
            f'<div data-nc-container="top-center"><nav class="Header-nav Header-nav--primary" data-nc-element='
            f'"primary-nav"><div class="Header-nav-inner">{desk()}</div></nav></div></div></header>'
            '<div class="Mobile" data-nc-base="mobile-bar"><div class="Mobile-overlay"><div class="Mobile-overlay-menu">'
            f'<nav class="Mobile-overlay-nav Mobile-overlay-nav--primary">{mob}</nav></div></div></div>'
            '<footer class="Footer" role="contentinfo" data-nc-group="footer"><div class="Footer-blocks">'
            '<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><p>' + "<br>".join(
                f'<a href="{h}">{t}</a>' for h, t in foot) + '</p></div></div><div class="sqs-block socialaccountlinks-'
            'v2-block"><nav class="sqs-svg-icon--list"><a href="https://www.instagram.com/x" target="_blank" class='
            '"sqs-svg-icon--wrapper instagram-unauth"></a></nav></div></div></footer>')


def wix(host: str, menu: Links, extra: Links, foot: Links) -> str:
    """Wix (Thunderbolt): a server-rendered menu of absolute https://host links whose labels sit in <p>, the overflow
    "More" items only in the viewer model's JSON (the menu's data items), buttons linking by data-anchor, footer links
    inside rich text, a heavy body of scripts."""
    def a(h: str) -> str:
        return h if h.startswith("http") else f"https://{host}{h}"
    it = "".join(f'<li class="wixui-dropdown-menu__item" data-testid="menuItem"><a data-testid="linkElement" data-anchor='
                 f'"dataItem-l{i}" href="{a(h)}" class="StylableHorizontalMenu3372578893__menuItem" aria-haspopup="false">'
                 f'<div class="itemDepth02233374943__root"><p class="itemDepth02233374943__label">{t}</p></div></a></li>'
                 for i, (h, t) in enumerate(menu))
    more = ('<li class="wixui-dropdown-menu__item" data-testid="moreItem"><div role="button" aria-haspopup="true">'
            '<p>More</p></div><ul class="dropdownmenu-more" data-testid="moreContainer"></ul></li>') if extra else ""
    model = {"siteFeaturesConfigs": {"dynamicPages": {"prefixToRouterFetchData": {}}},
             "masterPageMenu": {"menuItems": [{"label": t, "link": {"type": "PageLink", "href": a(h), "target": "_self"},
                                               "isVisible": True} for h, t in menu + extra]}}
    ft = " ".join(f'<span class="wixui-rich-text__text"><a data-testid="linkElement" href="{a(h)}" target="_self" '
                  f'class="wixui-rich-text__text">{t}</a></span>' for h, t in foot)
    return ('<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root"><header id="SITE_HEADER" class="wixui-header" '
            'tabindex="-1"><div data-testid="screenWidthContainerBg"></div><div data-testid="inline-content"><nav '
            f'aria-label="Site" class="wixui-horizontal-menu"><ul class="wixui-dropdown-menu">{it}{more}</ul></nav></div>'
            '</header><footer id="SITE_FOOTER" class="wixui-footer" tabindex="-1"><div data-testid="inline-content">'
            f'<div class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">{ft}</p>'
            '</div><p class="font_9 wixui-rich-text__text">© 2026 Proudly created with Wix.com</p></div></footer></div>'
            '</div></div><script type="application/json" id="wix-viewer-model">' + json.dumps(model)
            + '</script><script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.js" async>'
            '</script>')


def elementor(menu: Menu, foot: Links, *, site: str) -> str:
    """WordPress + Elementor Pro: the nav-menu widget's horizontal menu and its dropdown copy (aria-hidden), sub-menus
    of elementor-sub-item links, a footer template of icon-list items."""
    def ul(sub: bool) -> str:
        out = []
        for i, (t, v) in enumerate(menu):
            if isinstance(v, list):
                out.append(f'<li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children '
                           f'menu-item-{200 + i}"><a href="#" class="elementor-item elementor-item-anchor has-submenu">{t}'
                           '<span class="sub-arrow"><i class="fas fa-caret-down"></i></span></a><ul class="sub-menu '
                           'elementor-nav-menu--dropdown">' + "".join(
                               f'<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="{h}" '
                               f'class="elementor-sub-item{" " if sub else ""}">{x}</a></li>' for h, x in v) + "</ul></li>")
            else:
                out.append(f'<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-{200 + i}">'
                           f'<a href="{v}" class="elementor-item">{t}</a></li>')
        return "".join(out)
    return ('<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-'
            'header"><section class="elementor-section elementor-top-section"><div class="elementor-widget-wrap"><div '
            'class="elementor-element elementor-widget elementor-widget-theme-site-logo"><a href="' + site + '/">'
            '<img src="/wp-content/uploads/2024/03/logo.svg" alt=""></a></div><div class="elementor-element elementor-'
            'nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-widget_type="nav-menu.default">'
            '<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal '
            f'e--pointer-underline"><ul id="menu-1-5f1" class="elementor-nav-menu">{ul(False)}</ul></nav><div class='
            '"elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false"></div>'
            '<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true"><ul id="menu-2-'
            f'5f1" class="elementor-nav-menu">{ul(True)}</ul></nav></div></div></section></div>'
            '<div data-elementor-type="footer" data-elementor-id="57" class="elementor elementor-57 elementor-location-'
            'footer"><section class="elementor-section"><div class="elementor-widget-icon-list"><ul class="elementor-'
            'icon-list-items">' + "".join(f'<li class="elementor-icon-list-item"><a href="{h}"><span class="elementor-'
                                          f'icon-list-text">{t}</span></a></li>' for h, t in foot)
            + '</ul></div><div class="elementor-widget-text-editor"><p>© 2026 All rights reserved.</p></div></section>'
            '</div>')


def divi(menu: Menu, foot: Links, *, site: str) -> str:
    """WordPress + Divi: #top-menu-nav's #top-menu with sub-menus, the mobile menu an empty shell Divi's script fills,
    a #footer-bottom of a footer menu and social icons."""
    def ul() -> str:
        out = []
        for i, (t, v) in enumerate(menu):
            if isinstance(v, list):
                out.append(f'<li id="menu-item-{300 + i}" class="menu-item menu-item-type-post_type menu-item-object-page '
                           f'menu-item-has-children menu-item-{300 + i}"><a href="{v[0][0]}">{t}</a><ul class="sub-menu">'
                           + "".join(f'<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="{h}">'
                                     f"{x}</a></li>" for h, x in v[1:]) + "</ul></li>")
            else:
                out.append(f'<li id="menu-item-{300 + i}" class="menu-item menu-item-type-post_type menu-item-object-page '
                           f'menu-item-{300 + i}"><a href="{v}">{t}</a></li>')
        return "".join(out)
    return ('<div id="page-container"><header id="main-header" data-height-onload="66"><div class="container clearfix '
            f'et_menu_container"><div class="logo_container"><a href="{site}/"><img src="/wp-content/uploads/logo.png" '
            'alt="" id="logo" data-height-percentage="54"></a></div><div id="et-top-navigation" data-height="66" '
            f'data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">{ul()}</ul></nav>'
            '<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span>'
            '<span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header>'
            '<div id="et-main-area"><footer id="main-footer"><div id="footer-bottom"><div class="container clearfix">'
            '<ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/'
            'x" class="icon"><span>Facebook</span></a></li></ul><div id="et-footer-nav"><ul id="menu-footer" class='
            '"bottom-nav">' + "".join(f'<li class="menu-item menu-item-type-post_type"><a href="{h}">{t}</a></li>'
                                      for h, t in foot)
            + '</ul></div><div id="footer-info">Designed by <a href="https://www.elegantthemes.com">Elegant Themes</a> | '
            'Powered by <a href="https://www.wordpress.org">WordPress</a></div></div></div></footer></div></div>')


def avada(mega: list[tuple[str, list[tuple[str, Links]]]], top: Links, foot: list[tuple[str, Links]]) -> str:
    """WordPress + Avada: an awb-menu whose top items open fusion mega menus of titled columns, a plain item or two,
    a fusion footer of widget columns (each a titled menu)."""
    mm = "".join(f'<li class="menu-item menu-item-has-children awb-menu__li fusion-megamenu-menu"><a href="#" class='
                 f'"awb-menu__main-a awb-menu__main-a_regular"><span class="menu-text">{t}</span><span class="awb-menu__'
                 'open-nav-submenu-hover"></span></a><div class="fusion-megamenu-wrapper columns-3"><div class="row"><div'
                 ' class="fusion-megamenu-holder"><ul class="fusion-megamenu">' + "".join(
                     f'<li class="menu-item fusion-megamenu-submenu menu-item-has-children"><div class="fusion-megamenu-'
                     f'title"><span class="awb-justify-title">{col}</span></div><ul class="sub-menu deep-level">'
                     + "".join(f'<li class="menu-item"><a href="{h}" class="awb-menu__sub-a"><span><span class='
                               f'"awb-menu__sub-text">{x}</span></span></a></li>' for h, x in ls) + "</ul></li>"
                     for col, ls in cols) + "</ul></div></div></div></li>" for t, cols in mega)
    tp = "".join(f'<li class="menu-item awb-menu__li"><a href="{h}" class="awb-menu__main-a"><span class="menu-text">'
                 f"{t}</span></a></li>" for h, t in top)
    cols = "".join(f'<div class="fusion-column col-lg-3"><section class="fusion-footer-widget-column widget widget_nav_'
                   f'menu"><h4 class="widget-title">{g}</h4><div class="menu-{g.lower().replace(" ", "-")}-container"><ul '
                   'class="menu">' + "".join(f'<li class="menu-item"><a href="{h}">{t}</a></li>' for h, t in ls)
                   + "</ul></div></section></div>" for g, ls in foot)
    return ('<div id="boxed-wrapper"><div id="wrapper" class="fusion-wrapper"><div class="fusion-tb-header"><div class='
            '"fusion-fullwidth fullwidth-box"><nav class="awb-menu awb-menu_row awb-menu_em-hover mobile-mode-collapse-to-'
            'button awb-menu_icons-left awb-menu_v-stacked" aria-label="Main Menu"><button type="button" class="awb-menu__m'
            '-toggle" aria-expanded="false"><span class="awb-menu__m-toggle-inner">Menu</span></button><ul id="menu-main"'
            f' class="fusion-menu awb-menu__main-ul awb-menu__main-ul_row">{mm}{tp}</ul></nav></div></div>'
            f'<div class="fusion-footer"><footer class="fusion-footer-widget-area fusion-widget-area"><div class='
            f'"fusion-row"><div class="fusion-columns fusion-columns-4 fusion-widget-area">{cols}</div></div></footer>'
            '<footer id="footer" class="fusion-footer-copyright-area"><div class="fusion-copyright-notice"><div>'
            '© Copyright 2026 | All Rights Reserved</div></div></footer></div></div></div>')


def webflow(menu: Menu, foot: list[tuple[str, Links]]) -> str:
    """Webflow with a navbar of w-dropdown toggles that are <div>s (no link) over w-dropdown-list panels, and a CTA."""
    dd = []
    for t, v in menu:
        if isinstance(v, list):
            dd.append(f'<div data-hover="false" data-delay="0" class="navbar_menu-dropdown w-dropdown"><div class="navbar'
                      f'_dropdown-toggle w-dropdown-toggle"><div>{t}</div><div class="dropdown-chevron w-embed"><svg>'
                      '</svg></div></div><nav class="navbar_dropdown-list w-dropdown-list">' + "".join(
                          f'<a href="{h}" class="navbar_dropdown-link w-dropdown-link">{x}</a>' for h, x in v) + "</nav>"
                      "</div>")
        else:
            dd.append(f'<a href="{v}" class="navbar_link w-nav-link">{t}</a>')
    cols = "".join(f'<div class="footer_link-list"><div class="footer_heading">{g}</div>' + "".join(
        f'<a href="{h}" class="footer_link">{t}</a>' for h, t in ls) + "</div>" for g, ls in foot)
    return ('<div data-animation="default" class="navbar_component w-nav" data-collapse="medium" role="banner"><div class='
            '"navbar_container"><a href="/" aria-current="page" class="navbar_logo-link w-nav-brand w--current"></a><nav '
            f'role="navigation" class="navbar_menu w-nav-menu"><div class="navbar_menu-links">{"".join(dd)}</div></nav>'
            '<div class="navbar_menu-button w-nav-button"><div class="menu-icon"></div></div></div></div>'
            f'<footer class="footer_component"><div class="padding-global"><div class="footer_top-wrapper">{cols}</div>'
            '<div class="footer_bottom-wrapper"><div class="footer_credit-text">© 2026. All right reserved.</div></div>'
            '</div></footer>')


def hubspot(menu: Menu, foot: list[tuple[str, Links]]) -> str:
    """HubSpot CMS (a theme's own menu module): <nav class=menu menu--desktop> of menu__item--depth-1 items whose
    parents are buttons (menu__child-toggle) over menu__submenu lists; a mobile copy; footer columns in rich text."""
    def ul(kind: str) -> str:
        out = []
        for t, v in menu:
            if isinstance(v, list):
                out.append(f'<li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite">'
                           f'<button class="menu__child-toggle no-button" aria-expanded="false"><span class="menu__'
                           f'child-toggle-label">{t}</span></button><ul class="menu__submenu menu__submenu--level-2 no-'
                           'list">' + "".join(f'<li class="menu__item menu__item--depth-2"><a class="menu__link" href="'
                                              f'{h}">{x}</a></li>' for h, x in v) + "</ul></li>")
            else:
                out.append(f'<li class="menu__item menu__item--depth-1"><a class="menu__link" href="{v}">{t}</a></li>')
        return f'<nav class="menu menu--{kind}" aria-label="Main menu"><ul class="menu__wrapper no-list">{"".join(out)}</ul></nav>'
    cols = "".join(f'<div class="dnd-column"><div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module '
                   f'widget-type-rich_text"><h5>{g}</h5><p>' + "<br>".join(f'<a href="{h}" rel="noopener">{t}</a>'
                                                                           for h, t in ls) + "</p></div></div>"
                   for g, ls in foot)
    return ('<div data-global-resource-path="theme/templates/partials/header.html"><header class="header"><a href="#main-'
            'content" class="header__skip">Skip to content</a><div class="header__container content-wrapper"><div class='
            '"header__logo"><a href="/">Logo</a></div><div class="header__menu header__menu--desktop">' + ul("desktop")
            + '</div><div class="header__menu header__menu--mobile">' + ul("mobile") + '</div><div class="header__'
            'button"><a class="button" href="https://meetings.hubspot.com/sales/demo">Book a demo</a></div></div>'
            '</header></div><div data-global-resource-path="theme/templates/partials/footer.html"><footer class="footer">'
            f'<div class="dnd-section"><div class="row-fluid">{cols}</div></div></footer></div>')


def framer(top: Links, foot: list[tuple[str, Links]]) -> str:
    """Framer (2025): ./ links, labels in framer-text <p>s, the navbar a data-framer-name component with a mobile
    variant hidden by CSS (the same links again), footer columns."""
    def fa(h: str, t: str) -> str:
        return (f'<a class="framer-text framer-styles-preset-ci2ngw" data-styles-preset="WNzeYaAhV" data-framer-page-link-'
                f'current="false" href="{h}"><p class="framer-text">{t}</p></a>')
    nav = "".join(fa(h, t) for h, t in top)
    cols = "".join(f'<div class="framer-1o8ux1t" data-framer-name="{g}"><p class="framer-text framer-styles-preset-'
                   f'1q4ihh7">{g}</p>' + "".join(fa(h, t) for h, t in ls) + "</div>" for g, ls in foot)
    return ('<div id="main" data-framer-hydrate-v2=\'{"routeId":"augiA20Il","localeId":"default"}\' data-framer-ssr-'
            'released-at="2026-11-20T10:11:12.000Z" data-framer-page-optimized-at="2026-11-21T08:00:00.000Z"><div class='
            '"framer-KZj7D framer-72rtr7" style="min-height:100vh"><div class="framer-1n9gj5e-container"><nav class='
            f'"framer-Nv3Wc framer-1ck3vpl framer-v-1ck3vpl" data-framer-name="Desktop">{nav}</nav><nav class="framer-'
            f'Nv3Wc framer-1ck3vpl framer-v-19wmd3e hidden-72rtr7" data-framer-name="Phone">{nav}</nav></div>'
            f'<footer class="framer-1p2d6ki" data-framer-name="Footer">{cols}</footer></div></div>'
            '<script type="module" async src="https://framerusercontent.com/sites/3Y7x/script_main.mjs"></script>')


def drupal(menu: Menu, foot: Links, *, lang_links: Links = ()) -> str:
    """Drupal 10 with a Bootstrap / superfish theme: a block-mainnavigation of sf-menu items (parents are links too,
    with data-drupal-link-system-path), a language-switcher block, a footer menu block."""
    out = []
    for i, (t, v) in enumerate(menu):
        if isinstance(v, list):
            out.append(f'<li id="main-menu-link-content{i}" class="sf-depth-1 menuparent"><a href="{v[0][0]}" class='
                       f'"sf-depth-1 menuparent">{t}</a><ul>' + "".join(
                           f'<li class="sf-depth-2 sf-no-children"><a href="{h}" class="sf-depth-2" data-drupal-link-'
                           f'system-path="node/{40 + i * 5 + j}">{x}</a></li>' for j, (h, x) in enumerate(v[1:]))
                       + "</ul></li>")
        else:
            out.append(f'<li class="sf-depth-1 sf-no-children"><a href="{v}" class="sf-depth-1" data-drupal-link-system-'
                       f'path="node/{10 + i}">{t}</a></li>')
    lg = "".join(f'<li hreflang="{t.lower()}" class="{t.lower()}"><a href="{h}" class="language-link" hreflang="'
                 f'{t.lower()}">{t}</a></li>' for h, t in lang_links)
    return ('<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header class="navbar navbar-expand-lg'
            '" id="navbar-main"><a href="/" title="Home" rel="home" class="navbar-brand">Home</a><nav role="navigation" '
            'aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation" class="block block-menu navigation '
            'menu--main"><h2 class="visually-hidden" id="block-mainnavigation-menu">Main navigation</h2><ul id="superfish-'
            f'main" class="menu sf-menu sf-main sf-horizontal sf-style-none">{"".join(out)}</ul></nav><section class='
            f'"language-switcher-language-url block" role="navigation"><ul class="links">{lg}</ul></section></header>'
            '<footer class="site-footer"><nav role="navigation" aria-labelledby="block-footer-menu" id="block-footer" '
            'class="block block-menu navigation menu--footer"><ul class="nav">' + "".join(
                f'<li class="nav-item"><a href="{h}" class="nav-link">{t}</a></li>' for h, t in foot)
            + '</ul></nav></footer></div>')


def typo3(menu: Menu, foot: Links, *, langs: Links, meta: Links = ()) -> str:
    """TYPO3 (bootstrap_package): a navbar-mainnavigation of parents that are pages (dropdown-nav-link) over dropdown
    menus, a meta navigation above it (Kontakt, Presse …), a language menu, a footer meta menu."""
    out = []
    for t, v in menu:
        if isinstance(v, list):
            out.append('<li class="nav-item dropdown dropdown-hover"><a href="' + v[0][0] + '" id="nav-item-' + t.lower()
                       + '" class="nav-link dropdown-toggle" aria-haspopup="true" aria-expanded="false" title="' + t
                       + f'"><span class="nav-link-text">{t}</span></a><ul class="dropdown-menu" aria-labelledby="nav-'
                       f'item-{t.lower()}">' + "".join(
                           f'<li><a href="{h}" class="dropdown-item" title="{x}"><span class="dropdown-text">{x}</span>'
                           "</a></li>" for h, x in v[1:]) + "</ul></li>")
        else:
            out.append(f'<li class="nav-item"><a href="{v}" class="nav-link" title="{t}"><span class="nav-link-text">'
                       f"{t}</span></a></li>")
    m = "".join(f'<li class="meta-navigation-item"><a href="{h}" title="{t}">{t}</a></li>' for h, t in meta)
    lg = "".join(f'<li class="language-item"><a href="{h}" hreflang="{t.lower()}-{t.upper()}" title="{t}">{t}</a></li>'
                 for h, t in langs)
    return ('<div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-'
            'content">Zum Hauptinhalt springen</a><header id="page-header" class="bp-page-header navbar navbar-mainnavi'
            f'gation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container"><ul class="meta-'
            f'navigation">{m}</ul><a class="navbar-brand navbar-brand-image" href="/"><img src="/fileadmin/logo.svg" alt='
            '"Logo"></a><nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class'
            f'="navbar-nav">{"".join(out)}</ul></nav><div class="language-menu"><ul>{lg}</ul></div></div></header>'
            '<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-meta">'
            '<div class="container"><div class="frame-container"><div class="footer-meta"><ul class="footer-meta-nav">'
            + "".join(f'<li><a href="{h}" title="{t}">{t}</a></li>' for h, t in foot)
            + '</ul></div><div class="footer-copyright"><p>© 2026</p></div></div></div></section></footer></div>')


def aem(menu: Menu, foot: list[tuple[str, Links]], countries: Links) -> str:
    """Adobe Experience Manager (Core Components): a cmp-navigation of nested cmp-navigation__item groups, a country
    / language selector (cmp-languagenavigation) of /xx-yy/ pages and other domains, a footer of cmp-list columns."""
    out = []
    for i, (t, v) in enumerate(menu):
        if isinstance(v, list):
            out.append(f'<li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="{v[0][0]}" class="cmp-'
                       f'navigation__item-link" data-cmp-clickable>{t}</a><ul class="cmp-navigation__group">' + "".join(
                           f'<li class="cmp-navigation__item cmp-navigation__item--level-1"><a href="{h}" class="cmp-'
                           f'navigation__item-link" data-cmp-data-layer=\'{{"navigation-item-{i}-{j}":{{"@type":"core/'
                           f'wcm/components/navigation/v2/navigation/item","dc:title":"{x}"}}}}\'>{x}</a></li>'
                           for j, (h, x) in enumerate(v[1:])) + "</ul></li>")
        else:
            out.append(f'<li class="cmp-navigation__item cmp-navigation__item--level-0"><a href="{v}" class="cmp-navigation'
                       f'__item-link">{t}</a></li>')
    lg = "".join(f'<li class="cmp-languagenavigation__item"><a class="cmp-languagenavigation__item-link" href="{h}" '
                 f'hreflang="{t.split()[-1].strip("()")}" lang="{t.split()[-1].strip("()")}">{t}</a></li>'
                 for h, t in countries)
    cols = "".join(f'<div class="list aem-GridColumn aem-GridColumn--default--3"><h3 class="cmp-title__text">{g}</h3>'
                   '<ul class="cmp-list">' + "".join(f'<li class="cmp-list__item"><a class="cmp-list__item-link" href="'
                                                     f'{h}"><span class="cmp-list__item-title">{t}</span></a></li>'
                                                     for h, t in ls) + "</ul></div>" for g, ls in foot)
    return ('<div class="root container responsivegrid"><div class="cmp-container"><div class="experiencefragment '
            'header"><div class="cmp-experiencefragment cmp-experiencefragment--header"><header class="cmp-header">'
            '<div class="image cmp-header__logo"><a href="/en-us.html">Logo</a></div><div class="navigation"><nav class='
            f'"cmp-navigation" role="navigation" itemscope itemtype="http://schema.org/SiteNavigationElement"><ul class='
            f'"cmp-navigation__group">{"".join(out)}</ul></nav></div><div class="languagenavigation"><nav class="cmp-'
            f'languagenavigation" aria-label="Select your country"><ul class="cmp-languagenavigation__group">{lg}</ul>'
            '</nav></div></header></div></div><div class="experiencefragment footer"><div class="cmp-experiencefragment '
            f'cmp-experiencefragment--footer"><footer class="cmp-footer"><div class="aem-Grid aem-Grid--12">{cols}</div>'
            '<p class="cmp-text">© 2026</p></footer></div></div></div></div>')


def ghost(brand: str, nav: Links, secondary: Links, *, site: str) -> str:
    """Ghost (Casper / Source): gh-head with the navigation helper's absolute links, the Portal buttons (#/portal),
    and the secondary navigation in the footer."""
    return (f'<div class="viewport"><header id="gh-head" class="gh-head outer is-header-hidden"><div class="gh-head-inner '
            f'inner"><div class="gh-head-brand"><a class="gh-head-logo" href="{site}/">{brand}</a><button class="gh-burger"'
            '></button></div><nav class="gh-head-menu"><ul class="nav">' + "".join(
                f'<li class="nav-{t.lower().replace(" ", "-")}"><a href="{site}{h}">{t}</a></li>' for h, t in nav)
            + '</ul></nav><div class="gh-head-actions"><button class="gh-search gh-icon-btn" aria-label="Search this site" '
            'data-ghost-search></button><div class="gh-head-members"><a class="gh-head-link" href="#/portal/signin" data-'
            'portal="signin">Sign in</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a>'
            '</div></div></div></header><footer class="site-footer outer"><div class="inner"><section class="copyright">'
            f'<a href="{site}">{brand}</a> &copy; 2026</section><nav class="site-footer-nav"><ul class="nav">' + "".join(
                f'<li class="nav-{t.lower().replace(" ", "-")}"><a href="{site}{h}">{t}</a></li>' for h, t in secondary)
            + '</ul></nav><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered '
            "by Ghost</a></div></div></footer></div>")


GHOST_HEAD = '<meta name="generator" content="Ghost 5.101"><script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.46/umd/portal.min.js" data-ghost="{site}/" data-key="a1b2c3" data-api="{site}/ghost/api/content/" crossorigin="anonymous"></script>'


def nextjs(html_top: Links, data_menu: list[dict[str, Any]], foot: Links) -> str:
    """Next.js (pages router): the header server-renders only its top-level links; the mega menu's panels (rendered on
    hover) are only in __NEXT_DATA__'s pageProps; the footer is server-rendered."""
    data = {"props": {"pageProps": {"navigation": {"primary": data_menu}, "locale": "en"}, "__N_SSG": True},
            "page": "/", "query": {}, "buildId": "b7xQ9kLmN2", "isFallback": False, "gsp": True, "scriptLoader": []}
    return ('<div id="__next"><header class="Header_header__Qm3lp"><a class="Header_logo__x1" href="/">Logo</a><nav class='
            '"Header_nav__kT8sR" aria-label="Main">' + "".join(
                f'<button type="button" class="Header_trigger__z2" aria-expanded="false">{g["title"]}</button>'
                for g in data_menu) + "".join(f'<a class="Header_link__p0" href="{h}">{t}</a>' for h, t in html_top)
            + '</nav></header><footer class="Footer_footer__9mR2v"><ul>' + "".join(
                f'<li><a href="{h}">{t}</a></li>' for h, t in foot) + '</ul></footer></div><script id="__NEXT_DATA__" '
            'type="application/json">' + json.dumps(data) + "</script>")


def corporate(menu: Menu, foot: Links, *, top_links: Links = ()) -> str:
    """A Japanese / Mittelstand corporate CMS's plain markup: a utility bar, a global navigation of <li> with a <div
    class=megamenu> of links per item, a footer sitemap of <dl> columns and a bottom row."""
    out = []
    for t, v in menu:
        if isinstance(v, list):
            out.append(f'<li class="gnav__item"><a href="{v[0][0]}" class="gnav__link">{t}</a><div class="gnav__mega"><ul>'
                       + "".join(f'<li><a href="{h}">{x}</a></li>' for h, x in v[1:]) + "</ul></div></li>")
        else:
            out.append(f'<li class="gnav__item"><a href="{v}" class="gnav__link">{t}</a></li>')
    util = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in top_links)
    return (f'<header class="l-header"><ul class="l-header__util">{util}</ul><div class="l-header__logo"><a href="/">'
            f'<img src="/common/img/logo.svg" alt="Logo"></a></div><nav class="gnav"><ul class="gnav__list">'
            f'{"".join(out)}</ul></nav></header><footer class="l-footer"><div class="l-footer__sitemap">' + "".join(
                f'<dl><dt><a href="{v[0][0] if isinstance(v, list) else v}">{t}</a></dt>' + "".join(
                    f'<dd><a href="{h}">{x}</a></dd>' for h, x in (v[1:] if isinstance(v, list) else [])) + "</dl>"
                for t, v in menu) + '</div><ul class="l-footer__bottom">' + "".join(
                f'<li><a href="{h}">{t}</a></li>' for h, t in foot) + '</ul><p class="l-footer__copy">© 2026</p>'
            "</footer>")


def joomla(menu: Menu, foot: Links) -> str:
    """Joomla 4 (Cassiopeia): a mod-menu of item-NNN <li>s with `index.php/…` links (SEF URLs without rewriting),
    parents with a metismenu toggle, a footer custom module of links."""
    out = []
    for i, (t, v) in enumerate(menu):
        if isinstance(v, list):
            out.append(f'<li class="metismenu-item item-{110 + i} level-1 deeper parent"><a href="{v[0][0]}">{t}</a>'
                       f'<button class="mm-collapsed mm-toggler mm-toggler-link" aria-haspopup="true" aria-expanded='
                       f'"false" aria-label="{t}"></button><ul class="mm-collapse">' + "".join(
                           f'<li class="metismenu-item item-{150 + i * 10 + j} level-2"><a href="{h}">{x}</a></li>'
                           for j, (h, x) in enumerate(v[1:])) + "</ul></li>")
        else:
            out.append(f'<li class="metismenu-item item-{110 + i} level-1"><a href="{v}">{t}</a></li>')
    return ('<header class="header container-header full-width position-sticky sticky-top"><div class="grid-child"><div '
            'class="navbar-brand"><a class="brand-logo" href="/">Logo</a></div></div><div class="grid-child container-nav">'
            '<nav class="navbar navbar-expand-md" aria-label="Main Menu"><button class="navbar-toggler navbar-toggler-'
            'right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1"></button><div class="collapse navbar'
            '-collapse" id="navbar1"><ul class="mod-menu mod-menu_dropdown-metismenu metismenu mod-list ">' + "".join(out)
            + '</ul></div></nav></div></header><footer class="container-footer footer full-width"><div class="grid-child">'
            '<div class="mod-custom custom"><p>' + " | ".join(f'<a href="{h}">{t}</a>' for h, t in foot)
            + "</p></div></div></footer>")


# ------------------------------------------------------------------ pages of a site from its chrome
def fill(chrome_html: str, links: Links, *, host: str = "", lang: str = "en", head: str = "",
         mains: dict[str, str] | None = None, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """A page titled by its label for every same-site link of the chrome (relative, ./relative, or absolute on
    `host`), each page carrying the chrome; `skip` paths are left unanswered (404)."""
    out: dict[str, Any] = {}
    for h, t in links:
        p = h
        for b in (f"https://{host}", f"http://{host}", f"//{host}") if host else ():
            if p.startswith(b):
                p = p[len(b):] or "/"
        p = (p[1:] if p.startswith("./") else p).split("#")[0].split("?")[0]
        if p.startswith("/") and not p.startswith("//") and p != "/" and p not in out and p not in skip:
            out[p] = W.page(t, chrome_html, head=head, main=(mains or {}).get(p, ""), lang=lang)
    for p, m in (mains or {}).items():
        out.setdefault(p, W.page(p.strip("/").split("/")[-1].replace("-", " ").title(), chrome_html, head=head,
                                 main=m, lang=lang))
    return out


SITES: dict[str, dict[str, Any]] = {}
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {}
NEVER: dict[str, tuple[str, ...]] = {}
NEVER_ASKED: dict[str, tuple[str, ...]] = {}
AT_MOST: dict[str, int] = {}


def company(website: str, want: dict[str, Any], absent: tuple[str, ...] = (), never: tuple[str, ...] = (),
            never_asked: tuple[str, ...] = (), at_most: int = 20) -> None:
    """One company's expectation; `want`'s paths are on the website's host unless written `//host/path`."""
    host = website.split("//", 1)[1].rstrip("/").split("/")[0]
    def on(v: Any) -> Any:
        if isinstance(v, tuple):
            return tuple(on(x) for x in v)
        return v if isinstance(v, dict) or v.startswith("//") else f"//{host}{v}"
    EXPECTED[website] = ({k: on(v) for k, v in want.items()}, absent)
    NEVER[website] = never
    NEVER_ASKED[website] = never_asked
    AT_MOST[website] = at_most


def home(title: str, chrome_html: str, *, main: str = "", head: str = "", lang: str = "en") -> str:
    return W.page(title, chrome_html, head=head, main=main, lang=lang)


SHOP_NEVER = ("/cart", "/account", "/search", "/products/", "/tagged/", "/localization")

# ==================================================================== A. Shopify
# A1. a coffee roaster on Dawn: About dropdown → Our story, Careers; the Journal blog and its Atom feed; policies
_m: Menu = [("Shop", [("/collections/coffee", "Coffee"), ("/collections/equipment", "Equipment"),
                      ("/products/gift-card", "Gift card")]),
            ("Subscriptions", "/pages/subscriptions"), ("Journal", "/blogs/news"),
            ("About", [("/pages/our-story", "Our story"), ("/pages/careers", "Careers"), ("/pages/wholesale", "Wholesale")])]
_f: Menu = [("Info", [("/pages/contact", "Contact us"), ("/pages/faq", "FAQ"), ("/pages/shipping", "Shipping"),
                      ("/search", "Search")]),
            ("Company", [("/pages/our-story", "Our story"), ("/pages/careers", "Work with us")])]
_pol: Links = [("/policies/refund-policy", "Refund policy"), ("/policies/privacy-policy", "Privacy policy"),
               ("/policies/terms-of-service", "Terms of service"), ("/policies/shipping-policy", "Shipping policy")]
_c = shopify("Emberline Coffee", _m, _f, _pol)
SITES["emberlinecoffee.test"] = {
    "/": home("Emberline Coffee – specialty coffee roasters", _c, head=SHOPIFY_HEAD,
              main='<div class="collection-list">' + "".join(f'<a href="/products/{n}" class="card__heading">{n.title()}'
                                                             "</a>" for n in ("kenya-aa", "colombia-huila", "house-blend"))
              + "</div>"),
    **fill(_c, _items(_m) + _items(_f) + _pol, head=SHOPIFY_HEAD,
           mains={"/blogs/news": posts("/blogs/news/") + '<a href="/blogs/news/tagged/brewing">Brewing</a>'}),
    "/blogs/news": W.page("Journal", _c, head=SHOPIFY_HEAD + feed_link("/blogs/news.atom", "atom", "Emberline Coffee &raquo; Journal"),
                          main=posts("/blogs/news/") + '<a href="/blogs/news/tagged/brewing">Brewing</a>'),
    "/blogs/news.atom": atom("Journal", "http://emberlinecoffee.test/blogs/news/"),
}
company("http://emberlinecoffee.test",
        {"blog": "/blogs/news", "feed": "/blogs/news.atom", "careers": "/pages/careers", "contact": "/pages/contact",
         "legal": ("/policies/privacy-policy", "/policies/terms-of-service", "/policies/refund-policy")},
        ("pricing", "status", "changelog", "investors"), SHOP_NEVER + ("/policies/shipping",),
        never_asked=("www.shopify.com", "cdn.shopify.com"))

# A2. a French apparel Shopify store: "Le Journal" at /blogs/journal beside /blogs/lookbook, "Nous rejoindre" at
# /pages/recrutement, Shopify's "Mentions légales" policy (/policies/legal-notice)
_m = [("Femme", [("/collections/femme", "Tout voir"), ("/collections/robes", "Robes")]),
      ("Homme", "/collections/homme"), ("Le Journal", "/blogs/journal"), ("Lookbook", "/blogs/lookbook"),
      ("La Maison", [("/pages/notre-histoire", "Notre histoire"), ("/pages/nos-boutiques", "Nos boutiques"),
                     ("/pages/recrutement", "Nous rejoindre")])]
_f = [("Aide", [("/pages/contact", "Contact"), ("/pages/livraison-et-retours", "Livraison et retours"),
                ("/pages/guide-des-tailles", "Guide des tailles")]),
      ("La Maison", [("/pages/notre-histoire", "Notre histoire"), ("/pages/recrutement", "Nous rejoindre"),
                     ("/pages/presse", "Presse")])]
_pol = [("/policies/legal-notice", "Mentions légales"), ("/policies/privacy-policy", "Politique de confidentialité"),
        ("/policies/terms-of-service", "Conditions générales de vente"), ("/policies/refund-policy", "Politique de remboursement")]
_c = shopify("Maison Alcôve", _m, _f, _pol)
SITES["maisonalcove.test"] = {
    "/": home("Maison Alcôve – prêt-à-porter", _c, head=SHOPIFY_HEAD, lang="fr"),
    **fill(_c, _items(_m) + _items(_f) + _pol, head=SHOPIFY_HEAD, lang="fr",
           mains={"/blogs/lookbook": posts("/blogs/lookbook/", 3)}),
    "/blogs/journal": W.page("Le Journal", _c, head=SHOPIFY_HEAD + feed_link("/blogs/journal.atom", "atom",
                                                                             "Maison Alcôve &raquo; Le Journal"),
                             main=posts("/blogs/journal/"), lang="fr"),
    "/blogs/journal.atom": atom("Le Journal", "http://maisonalcove.test/blogs/journal/"),
}
company("http://maisonalcove.test",
        {"blog": "/blogs/journal", "feed": "/blogs/journal.atom", "careers": "/pages/recrutement",
         "newsroom": "/pages/presse", "contact": "/pages/contact",
         "legal": ("/policies/legal-notice", "/policies/privacy-policy", "/policies/terms-of-service")},
        ("pricing", "docs", "status", "changelog"), SHOP_NEVER + ("lookbook", "guide-des-tailles", "nos-boutiques"))

# ==================================================================== B. Squarespace
# B1. a Squarespace 7.0 (Brine) wedding photographer: "Investment" is the pricing page, "Journal" with ?format=rss,
# "About" folder of About me / Press & features; a Honeybook contact form
_m = [("Portfolio", [("/weddings", "Weddings"), ("/elopements", "Elopements")]), ("Investment", "/pricing"),
      ("Journal", "/journal"), ("About", [("/about", "About me"), ("/press-features", "Press & features")]),
      ("Contact", "/contact")]
_ft: Links = [("/privacy-policy", "Privacy policy"), ("/terms", "Terms of service"), ("/contact", "Inquire")]
_c = squarespace70("Wren & Willow Photography", _m, _ft)
_sq_head = ('<meta name="generator" content="Squarespace"><!-- This is Squarespace. --><link rel="alternate" '
            'type="application/rss+xml" title="Journal" href="/journal?format=rss">')
SITES["wrenwillowphoto.test"] = {
    "/": home("Wren & Willow Photography", _c, head='<meta name="generator" content="Squarespace">'),
    **fill(_c, _items(_m) + _ft, head='<meta name="generator" content="Squarespace">'),
    "/journal": W.page("Journal", _c, head=_sq_head, main="".join(
        f'<article class="BlogList-item"><a href="/journal/2026/11/{i}/wedding-{i}" class="BlogList-item-title">Wedding '
        f'{i}</a></article>' for i in range(1, 6)) + '<nav class="BlogList-pagination"><a href="/journal?offset='
        '1731000000000" class="BlogList-pagination-link">Older Posts</a></nav>'),
    "/journal?format=rss": rss("Journal", "http://wrenwillowphoto.test/journal/"),
}
company("http://wrenwillowphoto.test",
        {"pricing": "/pricing", "blog": "/journal", "feed": "/journal?format=rss", "contact": "/contact",
         "legal": ("/privacy-policy", "/terms")},
        ("careers", "docs", "status", "changelog", "investors"), ("offset=", "/journal/2026"))

# B2. a Swedish café-bakery on Squarespace 7.0: "Jobba hos oss", "Nyheter", "Om oss", "Integritetspolicy", a Quandoo
# booking link and Wolt delivery (never picked)
_m = [("Meny", "/meny"), ("Boka bord", "https://www.quandoo.se/place/bageri-norrsken-99123"),
      ("Nyheter", "/nyheter"), ("Om oss", [("/om-oss", "Vår historia"), ("/jobba-hos-oss", "Jobba hos oss")]),
      ("Beställ", "https://wolt.com/sv/swe/stockholm/restaurant/bageri-norrsken")]
_ft = [("/kontakt", "Kontakt"), ("/integritetspolicy", "Integritetspolicy"), ("/jobba-hos-oss", "Lediga tjänster")]
_c = squarespace70("Bageri Norrsken", _m, _ft)
SITES["bagerinorrsken.test"] = {
    "/": home("Bageri Norrsken – surdegsbageri i Stockholm", _c, lang="sv"),
    **fill(_c, _items(_m) + _ft, lang="sv", mains={"/nyheter": posts("/nyheter/", 4)}),
}
company("http://bagerinorrsken.test",
        {"careers": "/jobba-hos-oss", "blog|newsroom": "/nyheter", "contact": "/kontakt", "legal": "/integritetspolicy"},
        ("pricing", "docs", "status", "changelog", "investors"), ("quandoo", "wolt", "/meny"),
        never_asked=("www.quandoo.se", "wolt.com"))

# ==================================================================== C. Wix
# C1. a French architecture firm on Wix (www., apex → www.): "Recrutement" and "Mentions légales" only in the viewer
# model's JSON (the "More" overflow), "Actualités" (a Wix blog at /blog with /blog-feed.xml), contact in the HTML
_menu = [("/", "Accueil"), ("/projets", "Projets"), ("/agence", "L'agence"), ("/blog", "Actualités"),
         ("/contact", "Contact")]
_extra = [("/recrutement", "Recrutement"), ("/mentions-legales", "Mentions légales")]
_ft = [("/mentions-legales", "Mentions légales"), ("/politique-de-confidentialite", "Politique de confidentialité")]
_c = wix("www.atelier-brume.test", _menu, _extra, _ft)
SITES["atelier-brume.test"] = {"/": {"redirect": "https://www.atelier-brume.test/", "status": 301},
                               "*": {"redirect": "https://www.atelier-brume.test/", "status": 301}}
SITES["www.atelier-brume.test"] = {
    "/": home("Atelier Brume | Architecture & Design", _c, lang="fr",
              head='<meta name="generator" content="Wix.com Website Builder">'),
    **fill(_c, _menu + _extra + _ft, host="www.atelier-brume.test", lang="fr"),
    "/blog": W.page("Actualités", _c, lang="fr", head='<link rel="alternate" type="application/rss+xml" '
                    'href="https://www.atelier-brume.test/blog-feed.xml" title="Atelier Brume">',
                    main="".join(f'<a href="https://www.atelier-brume.test/post/projet-{i}" data-hook="post-title">Projet '
                                 f'{i}</a>' for i in range(1, 5))),
    "/blog-feed.xml": rss("Atelier Brume", "https://www.atelier-brume.test/blog/"),
}
company("http://atelier-brume.test",
        {"careers": "//www.atelier-brume.test/recrutement", "blog|newsroom": "//www.atelier-brume.test/blog",
         "feed": "//www.atelier-brume.test/blog-feed.xml", "contact": "//www.atelier-brume.test/contact",
         "legal": ("//www.atelier-brume.test/mentions-legales", "//www.atelier-brume.test/politique-de-confidentialite")},
        ("pricing", "docs", "status", "changelog", "investors"), ("/post/", "parastorage", "wix.com"),
        never_asked=("static.parastorage.com", "www.wix.com"), at_most=25)

# C2. a yoga studio on Wix: Wix Pricing Plans' default page /plans-pricing ("Memberships"), Wix Bookings'
# /book-online (no pricing), "Teacher trainings", a "Join our team" page in the overflow JSON
_menu = [("/", "Home"), ("/book-online", "Book a class"), ("/plans-pricing", "Memberships"),
         ("/teacher-training", "Teacher training"), ("/about", "About")]
_extra = [("/join-our-team", "Join our team"), ("/contact", "Contact")]
_ft = [("/privacy-policy", "Privacy Policy"), ("/terms-and-conditions", "Terms & Conditions")]
_c = wix("www.lotuscollective.test", _menu, _extra, _ft)
SITES["www.lotuscollective.test"] = {
    "/": home("Lotus Collective Yoga", _c, head='<meta name="generator" content="Wix.com Website Builder">'),
    **fill(_c, _menu + _extra + _ft, host="www.lotuscollective.test",
           mains={"/plans-pricing": "<h2>Unlimited</h2><p>$149 / month</p><h2>10-class pass</h2><p>$180</p>"}),
}
SITES["lotuscollective.test"] = {"*": {"redirect": "https://www.lotuscollective.test/", "status": 301}}
company("http://www.lotuscollective.test",
        {"pricing": "/plans-pricing", "careers": "/join-our-team", "contact": "/contact",
         "legal": ("/privacy-policy", "/terms-and-conditions")},
        ("docs", "status", "changelog", "investors", "blog"), ("book-online", "teacher-training"), at_most=25)

# ==================================================================== D. WordPress page builders
# D1. a UK IT managed-services firm on Elementor: "Company" dropdown (About us, Meet the team, Careers), "Insights"
# (the posts page) with /feed/, "Contact us"; the dropdown copy of the menu; Elementor's footer icon list
_S = "https://www.northgateit.test"
_m = [("Services", [(f"{_S}/services/managed-it/", "Managed IT"), (f"{_S}/services/cyber-security/", "Cyber security"),
                    (f"{_S}/services/cloud/", "Cloud")]),
      ("Industries", [(f"{_S}/industries/legal/", "Legal"), (f"{_S}/industries/charities/", "Charities")]),
      ("Insights", f"{_S}/insights/"),
      ("Company", [(f"{_S}/about-us/", "About us"), (f"{_S}/about-us/meet-the-team/", "Meet the team"),
                   (f"{_S}/careers/", "Careers")]),
      ("Contact us", f"{_S}/contact-us/")]
_ft = [(f"{_S}/privacy-policy/", "Privacy Policy"), (f"{_S}/cookie-policy/", "Cookie Policy"),
       (f"{_S}/terms-and-conditions/", "Terms & Conditions"), (f"{_S}/contact-us/", "Get in touch")]
_c = elementor(_m, _ft, site=_S)
_wp_head = ('<meta name="generator" content="WordPress 6.7.1"><meta name="generator" content="Elementor 3.25.4">'
            '<link rel="alternate" type="application/rss+xml" title="Northgate IT &raquo; Feed" href="' + _S + '/feed/">'
            '<link rel="alternate" type="application/rss+xml" title="Northgate IT &raquo; Comments Feed" href="' + _S
            + '/comments/feed/"><link rel="https://api.w.org/" href="' + _S + '/wp-json/">')
SITES["www.northgateit.test"] = {
    "/": home("Northgate IT – managed IT services in Leeds", _c, head=_wp_head),
    **fill(_c, _items(_m) + _ft, host="www.northgateit.test", head=_wp_head,
           mains={"/insights/": posts(f"{_S}/insights/") + f'<a href="{_S}/category/cyber-security/">Cyber security</a>'
                  + f'<a class="next page-numbers" href="{_S}/insights/page/2/">Next</a>'}),
    "/feed/": rss("Northgate IT", f"{_S}/"),
    "/comments/feed/": rss("Comments for Northgate IT", f"{_S}/"),
}
SITES["northgateit.test"] = {"*": {"redirect": f"{_S}/", "status": 301}}
company("http://www.northgateit.test",
        {"blog": "/insights/", "feed": "/feed/", "careers": "/careers/", "team": "/about-us/meet-the-team/",
         "contact": "/contact-us/", "legal": ("/privacy-policy/", "/terms-and-conditions/")},
        ("pricing", "docs", "status", "changelog", "investors"),
        ("/page/2", "/category/", "comments", "cookie-policy", "wp-json"))

# D2. a Spanish engineering SME on Elementor: "Trabaja con nosotros", "Noticias", "Quiénes somos" / "Equipo",
# "Aviso legal", "Política de privacidad", "Tarifas" (a price list page)
_m = [("Servicios", [("/servicios/instalaciones-electricas/", "Instalaciones eléctricas"),
                     ("/servicios/fotovoltaica/", "Fotovoltaica")]),
      ("Tarifas", "/tarifas/"), ("Empresa", [("/quienes-somos/", "Quiénes somos"), ("/equipo/", "Nuestro equipo"),
                                             ("/trabaja-con-nosotros/", "Trabaja con nosotros")]),
      ("Noticias", "/noticias/"), ("Contacto", "/contacto/")]
_ft = [("/aviso-legal/", "Aviso legal"), ("/politica-de-privacidad/", "Política de privacidad"),
       ("/politica-de-cookies/", "Política de cookies"), ("/canal-etico/", "Canal ético")]
_c = elementor(_m, _ft, site="")
SITES["voltiaingenieria.test"] = {
    "/": home("Voltia Ingeniería – instalaciones eléctricas en Valencia", _c, lang="es",
              head='<meta name="generator" content="Elementor 3.24.0">' + feed_link("/feed/", title="Voltia &raquo; Feed")),
    **fill(_c, _items(_m) + _ft, lang="es", head=feed_link("/feed/", title="Voltia &raquo; Feed"),
           mains={"/noticias/": posts("/noticias/") + '<a href="/category/sin-categoria/">Sin categoría</a>'}),
    "/feed/": rss("Voltia Ingeniería", "http://voltiaingenieria.test/"),
}
company("http://voltiaingenieria.test",
        {"careers": "/trabaja-con-nosotros/", "blog|newsroom": "/noticias/", "feed": "/feed/", "pricing": "/tarifas/",
         "team": ("/equipo/", "/quienes-somos/"), "contact": "/contacto/",
         "legal": ("/aviso-legal/", "/politica-de-privacidad/")},
        ("docs", "status", "changelog", "investors"), ("cookies", "canal-etico", "/category/"))

# D3. a US solar installer on Divi: "About" is a page over Our team / Careers / Reviews, "Financing" (no pricing),
# "Blog", a "Get a free quote" form; the mobile menu is an empty shell
_m = [("Residential", "/residential-solar/"), ("Commercial", "/commercial-solar/"), ("Financing", "/solar-financing/"),
      ("About", [("/about/", "About"), ("/about/our-team/", "Our team"), ("/careers/", "Careers"),
                 ("/reviews/", "Reviews")]),
      ("Blog", "/blog/"), ("Get a free quote", "/free-quote/")]
_ft = [("/privacy-policy/", "Privacy Policy"), ("/terms-of-use/", "Terms of Use"), ("/contact/", "Contact")]
_c = divi(_m, _ft, site="")
_dv_head = ('<meta name="generator" content="Divi v.4.27.4">' + feed_link("/feed/", title="SunHarbor Solar &raquo; Feed"))
SITES["sunharborsolar.test"] = {
    "/": home("SunHarbor Solar – solar panel installation in Arizona", _c, head=_dv_head),
    **fill(_c, _items(_m) + _ft, head=_dv_head, mains={"/blog/": posts("/blog/") + '<div class="pagination"><a href='
                                                                 '"/blog/page/2/">« Older Entries</a></div>'}),
    "/feed/": rss("SunHarbor Solar", "http://sunharborsolar.test/"),
}
company("http://sunharborsolar.test",
        {"blog": "/blog/", "feed": "/feed/", "careers": "/careers/", "team": "/about/our-team/", "contact": "/contact/",
         "legal": ("/privacy-policy/", "/terms-of-use/")},
        ("pricing", "docs", "status", "changelog", "investors"), ("financing", "free-quote", "reviews", "/page/2"))

# D4. a Polish accounting firm on Divi: "Kariera", "Aktualności", "O nas" / "Zespół", "Cennik", "Polityka
# prywatności", "Regulamin", "Kontakt"
_m = [("Usługi", [("/uslugi/", "Usługi"), ("/uslugi/ksiegowosc/", "Księgowość"), ("/uslugi/kadry-i-place/", "Kadry i płace")]),
      ("Cennik", "/cennik/"), ("O nas", [("/o-nas/", "O nas"), ("/o-nas/zespol/", "Zespół"), ("/kariera/", "Kariera")]),
      ("Aktualności", "/aktualnosci/"), ("Kontakt", "/kontakt/")]
_ft = [("/polityka-prywatnosci/", "Polityka prywatności"), ("/regulamin/", "Regulamin"), ("/rodo/", "RODO")]
_c = divi(_m, _ft, site="")
SITES["biurorachmistrz.test"] = {
    "/": home("Biuro Rachunkowe Rachmistrz – księgowość w Krakowie", _c, lang="pl"),
    **fill(_c, _items(_m) + _ft, lang="pl", mains={"/aktualnosci/": posts("/aktualnosci/")}),
}
company("http://biurorachmistrz.test",
        {"careers": "/kariera/", "blog|newsroom": "/aktualnosci/", "pricing": "/cennik/", "team": "/o-nas/zespol/",
         "contact": "/kontakt/", "legal": ("/polityka-prywatnosci/", "/regulamin/", "/rodo/")},
        ("docs", "status", "changelog", "investors"), ("ksiegowosc", "kadry"))

# D5. a UK logistics group on Avada: mega menus of titled columns (Company → Leadership, Careers, News, Sustainability;
# Investors → Results & reports, Share price), a footer of widget columns, "Modern slavery statement"
_mega = [("Services", [("Freight", [("/services/road-freight/", "Road freight"), ("/services/air-freight/", "Air freight")]),
                       ("Warehousing", [("/services/contract-logistics/", "Contract logistics")])]),
         ("Company", [("About", [("/company/about-us/", "About us"), ("/company/leadership-team/", "Leadership team"),
                                 ("/company/sustainability/", "Sustainability")]),
                      ("Join us", [("/company/careers/", "Careers"), ("/company/careers/graduates/", "Graduates")]),
                      ("Media", [("/company/news/", "News"), ("/company/media-centre/", "Media centre")])]),
         ("Investors", [("Investors", [("/investors/", "Investor relations"),
                                       ("/investors/results-reports-presentations/", "Results, reports & presentations"),
                                       ("/investors/share-price/", "Share price")])])]
_top: Links = [("/contact/", "Contact")]
_fc = [("Company", [("/company/about-us/", "About us"), ("/company/careers/", "Careers"), ("/company/news/", "News")]),
       ("Legal", [("/privacy-notice/", "Privacy notice"), ("/terms-of-use/", "Terms of use"),
                  ("/modern-slavery-statement/", "Modern slavery statement"), ("/cookies/", "Cookies")])]
_c = avada(_mega, _top, _fc)
_links: Links = [x for _, cols in _mega for _, ls in cols for x in ls] + _top + [x for _, ls in _fc for x in ls]
SITES["hadleighlogistics.test"] = {
    "/": home("Hadleigh Logistics plc", _c, head='<meta name="generator" content="Avada 7.11">'),
    **fill(_c, _links, mains={"/company/news/": posts("/company/news/"),
                              "/investors/": '<a href="/investors/results-reports-presentations/">Results</a>'
                                             '<a href="/wp-content/uploads/2026/07/annual-report-2025.pdf">Annual report '
                                             '2025 (PDF)</a>'}),
}
company("http://hadleighlogistics.test",
        {"careers": "/company/careers/", "newsroom": ("/company/news/", "/company/media-centre/"),
         "investors": "/investors/", "team": "/company/leadership-team/", "contact": "/contact/",
         "legal": ("/privacy-notice/", "/terms-of-use/")},
        ("pricing", "docs", "status", "changelog"),
        ("graduates", "share-price", ".pdf", "results-reports", "sustainability", "modern-slavery"))

# ==================================================================== E. Webflow, HubSpot, Framer
# E1. a Dutch HR-software scale-up on Webflow: "Prijzen", "Werken bij", "Blog", "Kennisbank" (help), "Product updates"
# (a changelog), "Status" on status., "Privacyverklaring", "Algemene voorwaarden"
_m = [("Product", [("/product/roosters", "Roosters"), ("/product/urenregistratie", "Urenregistratie"),
                   ("/integraties", "Integraties")]),
      ("Prijzen", "/prijzen"),
      ("Resources", [("/blog", "Blog"), ("https://help.roosterly.test/nl/", "Kennisbank"),
                     ("/product-updates", "Product updates"), ("/klantverhalen", "Klantverhalen")])]
_fc = [("Bedrijf", [("/over-ons", "Over ons"), ("/werken-bij", "Werken bij"), ("/contact", "Contact")]),
       ("Support", [("https://help.roosterly.test/nl/", "Help center"), ("https://status.roosterly.test/", "Status")]),
       ("Juridisch", [("/privacyverklaring", "Privacyverklaring"), ("/algemene-voorwaarden", "Algemene voorwaarden")])]
_c = webflow(_m, _fc)
_wf_head = '<meta content="Webflow" name="generator">'
SITES["roosterly.test"] = {
    "/": home("Roosterly – personeelsplanning voor de horeca", _c, head=_wf_head, lang="nl"),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls], head=_wf_head, lang="nl",
           mains={"/blog": posts("/blog/") + '<a href="/blog-categorieen/tips">Tips</a>',
                  "/product-updates": "".join(f"<h2>Update {i} – november 2026</h2><ul><li>Nieuw: {prose(str(i), 6)}"
                                              "</li></ul>" for i in range(5))}),
}
SITES["help.roosterly.test"] = {"/nl/": W.page("Roosterly Kennisbank", main='<a href="/nl/articles/123">Artikel</a>'),
                                "/": {"redirect": "/nl/", "status": 302}}
SITES["status.roosterly.test"] = {"/": W.page("Roosterly Status", main="<p>All Systems Operational</p>"
                                              '<a href="https://www.atlassian.com/software/statuspage">Powered by '
                                              "Atlassian Statuspage</a>")}
company("http://roosterly.test",
        {"pricing": "/prijzen", "careers": "/werken-bij", "blog": "/blog", "changelog": "/product-updates",
         "status": "//status.roosterly.test/", "contact": "/contact",
         "legal": ("/privacyverklaring", "/algemene-voorwaarden")},
        ("investors",), ("klantverhalen", "integraties", "categorieen"))

# E2. a US B2B on HubSpot CMS: theme menu of button toggles, "Resources" → Blog (/blog with /blog/rss.xml), "Customer
# stories", "Webinars"; "Company" → About, Leadership, Careers (BambooHR board), Newsroom; Trust center; a HubSpot demo
_m = [("Platform", [("/platform", "Platform overview"), ("/platform/analytics", "Analytics")]), ("Pricing", "/pricing"),
      ("Resources", [("/blog", "Blog"), ("/customer-stories", "Customer stories"), ("/webinars", "Webinars")]),
      ("Company", [("/about", "About"), ("/about/leadership", "Leadership"), ("/careers", "Careers"),
                   ("/newsroom", "Newsroom")])]
_fc = [("Company", [("/about", "About"), ("/careers", "Careers"), ("/contact", "Contact")]),
       ("Legal", [("/legal/privacy-policy", "Privacy policy"), ("/legal/terms-of-service", "Terms of service"),
                  ("https://trust.fieldcrest.test/", "Trust center")])]
_c = hubspot(_m, _fc)
_hs_head = '<meta name="generator" content="HubSpot">'
SITES["fieldcrest.test"] = {
    "/": home("Fieldcrest – field service analytics", _c, head=_hs_head),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls], head=_hs_head,
           mains={"/careers": '<a class="button" href="https://fieldcrest.bamboohr.com/careers">View open positions</a>',
                  "/newsroom": posts("/newsroom/", 4)}),
    "/blog": W.page("Fieldcrest Blog", _c, head=_hs_head + feed_link("https://fieldcrest.test/blog/rss.xml",
                                                                     title="Fieldcrest Blog"),
                    main=posts("/blog/") + '<a href="/blog/tag/field-service">Field service</a>'
                    '<a href="/blog/page/2">Next</a>'),
    "/blog/rss.xml": rss("Fieldcrest Blog", "https://fieldcrest.test/blog/"),
}
SITES["fieldcrest.bamboohr.com"] = {"/careers": W.page("Fieldcrest Careers", main='<a href="/careers/41">Field data '
                                                       'analyst</a><a href="/careers/42">Customer success manager</a>')}
SITES["trust.fieldcrest.test"] = {"/": W.page("Fieldcrest Trust Center")}
company("http://fieldcrest.test",
        {"pricing": "/pricing", "blog": "/blog", "feed": "/blog/rss.xml", "careers": "/careers",
         "jobs_board": "//fieldcrest.bamboohr.com/careers", "newsroom": "/newsroom", "team": "/about/leadership",
         "contact": "/contact", "legal": ("/legal/privacy-policy", "/legal/terms-of-service")},
        ("status", "investors"), ("customer-stories", "webinars", "/tag/", "/page/2", "meetings.hubspot"),
        never_asked=("meetings.hubspot.com",))

# E3. an AI startup on Framer: ./ links, the phone variant repeating the navbar, changelog at ./changelog, docs on
# docs. (Mintlify), status on status. (Better Stack), careers on Ashby's hosted page (a link only)
_top = [("./pricing", "Pricing"), ("./customers", "Customers"), ("./blog", "Blog"),
        ("https://docs.promptloom.test", "Docs"), ("./careers", "Careers")]
_fc = [("Product", [("./pricing", "Pricing"), ("./changelog", "Changelog"), ("./security", "Security")]),
       ("Company", [("./about", "About"), ("./careers", "Careers"), ("./blog", "Blog"),
                    ("https://status.promptloom.test", "Status")]),
       ("Legal", [("./legal/terms", "Terms"), ("./legal/privacy", "Privacy")])]
_c = framer(_top, _fc)
SITES["promptloom.test"] = {
    "/": home("Promptloom – evals for LLM apps", _c, head='<meta name="generator" content="Framer 4d5e6f">'),
    **fill(_c, _top + [x for _, ls in _fc for x in ls],
           mains={"/blog": "".join(f'<a href="./blog/post-{i}" class="framer-text">Post {i}</a>' for i in range(1, 6)),
                  "/careers": '<a href="https://jobs.ashbyhq.com/promptloom">See open roles</a>',
                  "/changelog": "".join(f"<h3>v0.{i}.0 — Nov {i + 1}, 2026</h3><p>{prose(str(i), 8)}</p>"
                                        for i in range(6))}),
}
SITES["docs.promptloom.test"] = {"/": W.page("Introduction - Promptloom Docs", head='<meta name="generator" '
                                             'content="Mintlify">', main='<a href="/quickstart">Quickstart</a>')}
SITES["status.promptloom.test"] = {"/": W.page("Promptloom status", main="<p>All services are online</p>"
                                               '<a href="https://betterstack.com/?utm_source=status">Powered by '
                                               "Better Stack</a>")}
SITES["jobs.ashbyhq.com"] = {"/promptloom": W.page("Jobs at Promptloom", main='<a href="/promptloom/8a1c">Founding '
                                                                             "engineer</a>")}
company("http://promptloom.test",
        {"pricing": "/pricing", "blog": "/blog", "docs": "//docs.promptloom.test/",
         "status": "//status.promptloom.test/", "changelog": "/changelog", "careers": "/careers",
         "legal": ("/legal/terms", "/legal/privacy")},
        ("investors",), ("customers", "security", "/blog/post"), at_most=22)

# ==================================================================== F. Drupal, TYPO3, Joomla
# F1. an Irish charity on Drupal: "Get involved" over Volunteer / Jobs, "News" (/news, /rss.xml), "About us" over
# Our people / Annual reports, "Donate" (a vendor), Irish language switcher (/ga/)
_m = [("About us", [("/about-us", "About us"), ("/about-us/our-people", "Our people"),
                    ("/about-us/annual-reports", "Annual reports")]),
      ("What we do", [("/what-we-do", "What we do"), ("/what-we-do/housing", "Housing")]),
      ("Get involved", [("/get-involved", "Get involved"), ("/get-involved/volunteer", "Volunteer"),
                        ("/get-involved/jobs", "Jobs")]),
      ("News", "/news"), ("Donate", "https://donate.harbourlight.ie.test/")]
_ft = [("/contact-us", "Contact us"), ("/privacy-statement", "Privacy statement"),
       ("/accessibility", "Accessibility"), ("/rss.xml", "RSS")]
_c = drupal(_m, _ft, lang_links=[("/", "EN"), ("/ga", "GA")])
_dr_head = ('<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">'
            '<link rel="alternate" type="application/rss+xml" title="Harbour Light" href="/rss.xml">')
SITES["harbourlight.test"] = {
    "/": home("Harbour Light – homeless services", _c, head=_dr_head),
    **fill(_c, _items(_m) + _ft, head=_dr_head, mains={"/news": posts("/news/")}, skip=("/rss.xml",)),
    "/rss.xml": rss("Harbour Light", "http://harbourlight.test/"),
    "/ga": W.page("Solas an Chuain", _c, lang="ga"),
}
company("http://harbourlight.test",
        {"careers": "/get-involved/jobs", "blog|newsroom": "/news", "feed": "/rss.xml", "team": "/about-us/our-people",
         "contact": "/contact-us", "legal": "/privacy-statement"},
        ("pricing", "docs", "status", "changelog"), ("volunteer", "donate", "/ga", "accessibility"),
        never_asked=("donate.harbourlight.ie.test",))

# F2. a German Mittelstand machine maker on TYPO3: / → /de/, "Unternehmen" over Geschichte / Geschäftsführung /
# Karriere, meta navigation "Presse", "Kontakt", "Downloads", footer Impressum / Datenschutz / AGB, /en/ copy
_m = [("Produkte", [("/de/produkte/", "Produkte"), ("/de/produkte/verpackungsmaschinen/", "Verpackungsmaschinen"),
                    ("/de/produkte/etikettierer/", "Etikettierer")]),
      ("Service", [("/de/service/", "Service"), ("/de/service/ersatzteile/", "Ersatzteile")]),
      ("Unternehmen", [("/de/unternehmen/", "Unternehmen"), ("/de/unternehmen/geschichte/", "Geschichte"),
                       ("/de/unternehmen/geschaeftsfuehrung/", "Geschäftsführung"),
                       ("/de/unternehmen/karriere/", "Karriere")])]
_meta: Links = [("/de/presse/", "Presse"), ("/de/downloads/", "Downloads"), ("/de/kontakt/", "Kontakt")]
_ft = [("/de/impressum/", "Impressum"), ("/de/datenschutz/", "Datenschutz"), ("/de/agb/", "AGB")]
_c = typo3(_m, _ft, langs=[("/de/", "de"), ("/en/", "en")], meta=_meta)
_t3 = '<meta name="generator" content="TYPO3 CMS">'
SITES["kranich-packtechnik.test"] = {
    "/": {"redirect": "/de/", "status": 307},
    "/de/": home("Kranich Packtechnik GmbH – Verpackungsmaschinen", _c, head=_t3, lang="de"),
    **fill(_c, _items(_m) + _meta + _ft, head=_t3, lang="de",
           mains={"/de/presse/": "".join(f'<div class="news-list-item"><a href="/de/presse/detail/messe-{i}">'
                                         f"Pressemitteilung {i}</a></div>" for i in range(4)),
                  "/de/unternehmen/karriere/": "<h2>Offene Stellen</h2>" + "".join(
                      f'<a href="/de/unternehmen/karriere/stelle/{s}">{t} (m/w/d)</a>' for s, t in
                      (("elektroniker", "Elektroniker"), ("konstrukteur", "Konstrukteur")))}),
    "/en/": W.page("Kranich Packtechnik – packaging machines", _c, head=_t3),
}
company("http://kranich-packtechnik.test",
        {"careers": "/de/unternehmen/karriere/", "newsroom": "/de/presse/", "products": "/de/produkte/",
         "team": "/de/unternehmen/geschaeftsfuehrung/", "contact": "/de/kontakt/",
         "legal": ("/de/impressum/", "/de/datenschutz/", "/de/agb/")},
        ("pricing", "blog", "status", "changelog", "investors"),
        ("/en/", "stelle/", "detail/", "downloads", "ersatzteile"))

# F3. a German Stadtwerke-like energy supplier on TYPO3 with "Tarife" (pricing), "Karriere" on karriere. (its own
# small TYPO3 site), "Aktuelles" beside "Presse", "Störungsmeldungen" (outage notices: no status page of software)
_m = [("Privatkunden", [("/privatkunden/", "Privatkunden"), ("/privatkunden/strom/tarife/", "Stromtarife"),
                        ("/privatkunden/gas/tarife/", "Gastarife")]),
      ("Geschäftskunden", "/geschaeftskunden/"),
      ("Über uns", [("/ueber-uns/", "Über uns"), ("/ueber-uns/aktuelles/", "Aktuelles"), ("/ueber-uns/presse/", "Presse"),
                    ("https://karriere.energie-mittelfranken.test/", "Karriere")])]
_meta = [("/stoerungsmeldungen/", "Störungen"), ("/kontakt/", "Kontakt"), ("/kundenportal/", "Kundenportal")]
_ft = [("/impressum/", "Impressum"), ("/datenschutz/", "Datenschutz"), ("/agb/", "AGB")]
_c = typo3(_m, _ft, langs=[], meta=_meta)
SITES["energie-mittelfranken.test"] = {
    "/": home("Energie Mittelfranken – Strom und Gas aus der Region", _c, head=_t3, lang="de"),
    **fill(_c, _items(_m) + _meta + _ft, head=_t3, lang="de",
           mains={"/ueber-uns/presse/": posts("/ueber-uns/presse/", 4), "/ueber-uns/aktuelles/": posts("/ueber-uns/aktuelles/", 4)}),
}
SITES["karriere.energie-mittelfranken.test"] = {"/": W.page("Karriere bei Energie Mittelfranken", head=_t3, lang="de",
                                                            main="<h2>Stellenangebote</h2>" + "".join(
                                                                f'<a href="/stellenangebote/{i}">Stelle {i} (m/w/d)</a>'
                                                                for i in range(3)))}
company("http://energie-mittelfranken.test",
        {"pricing": ("/privatkunden/strom/tarife/", "/privatkunden/gas/tarife/"),
         "careers": "//karriere.energie-mittelfranken.test/", "newsroom": "/ueber-uns/presse/", "contact": "/kontakt/",
         "legal": ("/impressum/", "/datenschutz/", "/agb/")},
        ("docs", "status", "changelog", "investors"), ("stoerung", "kundenportal", "stellenangebote/"))

# F4. an Italian winery on Joomla 4 without URL rewriting (index.php/…): "Lavora con noi", "News", "Chi siamo",
# "Listino prezzi", "Privacy policy", "Note legali", "Contatti", an English copy under index.php/en/
_m = [("Cantina", [("/index.php/chi-siamo", "Chi siamo"), ("/index.php/chi-siamo/la-famiglia", "La famiglia"),
                   ("/index.php/chi-siamo/lavora-con-noi", "Lavora con noi")]),
      ("I nostri vini", "/index.php/i-nostri-vini"), ("Listino prezzi", "/index.php/listino-prezzi"),
      ("News", "/index.php/news"), ("Contatti", "/index.php/contatti"), ("English", "/index.php/en/")]
_ft = [("/index.php/privacy-policy", "Privacy policy"), ("/index.php/note-legali", "Note legali"),
       ("/index.php/cookie-policy", "Cookie policy")]
_c = joomla(_m, _ft)
_jm = '<meta name="generator" content="Joomla! - Open Source Content Management">'
SITES["cantinaserralunga.test"] = {
    "/": home("Cantina Serralunga – vini delle Langhe", _c, head=_jm, lang="it"),
    **fill(_c, _items(_m) + _ft, head=_jm, lang="it",
           mains={"/index.php/news": "".join(f'<h2 itemprop="name"><a href="/index.php/news/{i}-vendemmia-{i}">'
                                             f"Vendemmia {i}</a></h2>" for i in range(20, 25))
                  + '<a href="/index.php/news?format=feed&amp;type=rss" class="syndicate-module">Feed RSS</a>'}),
    "/index.php/news?format=feed&type=rss": rss("News", "http://cantinaserralunga.test/index.php/news"),
}
company("http://cantinaserralunga.test",
        {"careers": "/index.php/chi-siamo/lavora-con-noi", "blog|newsroom": "/index.php/news",
         "pricing": "/index.php/listino-prezzi", "contact": "/index.php/contatti",
         "legal": ("/index.php/privacy-policy", "/index.php/note-legali")},
        ("docs", "status", "changelog", "investors"), ("/en/", "cookie", "vendemmia", "i-nostri-vini"))

# ==================================================================== G. AEM and Sitecore enterprises
# G1. a US medical-device maker on AEM: / → 302 /en-us.html, a country selector (/de-de.html, /ja-jp.html, another
# domain for China), "Careers" leading to careers. (a separate careers site), investors on investors., newsroom
# under /en-us/newsroom.html, legal under /en-us/legal/…
_m = [("Products", [("/en-us/products.html", "Products"), ("/en-us/products/infusion.html", "Infusion systems"),
                    ("/en-us/products/monitoring.html", "Patient monitoring")]),
      ("About us", [("/en-us/about-us.html", "About us"), ("/en-us/about-us/leadership.html", "Leadership"),
                    ("/en-us/about-us/careers.html", "Careers"), ("/en-us/newsroom.html", "Newsroom")]),
      ("Investors", "https://investors.meridianmed.test/")]
_fc = [("Company", [("/en-us/about-us/careers.html", "Careers"), ("/en-us/newsroom.html", "Newsroom"),
                    ("/en-us/contact-us.html", "Contact us")]),
       ("Legal", [("/en-us/legal/privacy-policy.html", "Privacy policy"), ("/en-us/legal/terms-of-use.html", "Terms of use"),
                  ("/en-us/legal/cookie-notice.html", "Cookie notice")])]
_countries: Links = [("/de-de.html", "Deutschland (de)"), ("/ja-jp.html", "日本 (ja)"),
                     ("https://www.meridianmed.cn.test/", "中国 (zh)"), ("/en-us.html", "United States (en)")]
_c = aem(_m, _fc, _countries)
_aem_head = '<meta name="template" content="content-page"><link rel="stylesheet" href="/etc.clientlibs/meridian/clientlibs/clientlib-site.lc-1a2b-lc.min.css">'
SITES["meridianmed.test"] = {
    "/": {"redirect": "/en-us.html", "status": 302},
    "/en-us.html": home("Meridian Medical | Infusion and monitoring", _c, head=_aem_head),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls] + _countries, head=_aem_head,
           mains={"/en-us/about-us/careers.html": '<a class="cmp-button" href="https://careers.meridianmed.test/us/en">'
                                                  "Search jobs</a><p>Life at Meridian.</p>",
                  "/en-us/newsroom.html": "".join(f'<a class="cmp-list__item-link" href="/en-us/newsroom/press-releases/'
                                                  f'2026/release-{i}.html">Release {i}</a>' for i in range(5))}),
}
SITES["careers.meridianmed.test"] = {"/us/en": W.page("Careers at Meridian Medical", main="<h2>Search jobs</h2>"
                                                      + "".join(f'<a href="/us/en/job/R{i}">Engineer {i}</a>'
                                                                for i in range(3))),
                                     "/": {"redirect": "/us/en", "status": 302}}
SITES["investors.meridianmed.test"] = {"/": W.page("Meridian Medical – Investor Relations",
                                                   main='<a href="/news-events/press-releases">Press releases</a>'
                                                        '<a href="/financial-information/sec-filings">SEC filings</a>')}
company("http://meridianmed.test",
        {"careers": ("//careers.meridianmed.test/us/en", "/en-us/about-us/careers.html"),
         "investors": "//investors.meridianmed.test/", "newsroom": "/en-us/newsroom.html",
         "products": "/en-us/products.html", "team": "/en-us/about-us/leadership.html",
         "contact": "/en-us/contact-us.html", "legal": ("/en-us/legal/privacy-policy.html", "/en-us/legal/terms-of-use.html")},
        ("pricing", "docs", "status", "changelog", "blog"),
        ("/de-de", "/ja-jp", "meridianmed.cn", "cookie-notice", "release-"), never_asked=("www.meridianmed.cn.test",),
        at_most=22)

# G2. a European insurer on Sitecore: /en/ paths with ?sc_lang links in the language switcher, careers on a separate
# domain of the group (jobs.aldergroup…), investor relations and media under "About us", /-/media/ PDFs
_m = [("Insurance", [("/en/insurance", "Insurance"), ("/en/insurance/car", "Car insurance"), ("/en/insurance/home", "Home")]),
      ("About us", [("/en/about-us", "About us"), ("/en/about-us/executive-board", "Executive Board"),
                    ("/en/about-us/investor-relations", "Investor Relations"), ("/en/about-us/media", "Media"),
                    ("https://jobs.aldergroup.test/en/", "Careers")])]
_ft = [("/en/contact", "Contact"), ("/en/legal-notice", "Legal notice"), ("/en/data-protection", "Data protection"),
       ("/-/media/alder/pdf/annual-report-2025.pdf", "Annual report 2025 (PDF)"), ("/?sc_lang=de-DE", "Deutsch")]
_sc = ('<nav class="main-navigation component navigation" data-component="Navigation"><ul class="clearfix">' + "".join(
    f'<li class="level1 submenu rel-level1"><div class="navigation-title field-navigationtitle"><a href="{v[0][0]}" '
    f'title="{t}">{t}</a></div><ul class="clearfix">' + "".join(
        f'<li class="level2 item{j} rel-level2"><div class="navigation-title field-navigationtitle"><a href="{h}" title="'
        f'{x}">{x}</a></div></li>' for j, (h, x) in enumerate(v[1:])) + "</ul></li>" for t, v in _m)
    + '</ul></nav>')
_c = ('<header><div class="row component column-splitter"><div class="component image file-type-icon-media-link"><a href='
      '"/en"><img src="/-/media/alder/logo.svg" alt="Alder"></a></div>' + _sc + '</div></header><footer><div class='
      '"component link-list"><ul>' + "".join(f'<li class="item{i}"><div class="field-link"><a data-variantfieldname="Link"'
                                              f' href="{h}">{t}</a></div></li>' for i, (h, t) in enumerate(_ft))
      + "</ul></div></footer>")
SITES["alderversicherung.test"] = {
    "/": {"redirect": "/en", "status": 302},
    "/en": home("Alder Insurance", _c),
    **fill(_c, _items(_m) + _ft, mains={"/en/about-us/media": posts("/en/about-us/media/", 4),
                                        "/en/about-us/investor-relations": '<a href="/-/media/alder/pdf/q3-2026.pdf">Q3 '
                                                                           "2026 results (PDF)</a>"}),
}
SITES["jobs.aldergroup.test"] = {"/en/": W.page("Jobs at Alder Group", main="".join(
    f'<a href="/en/job/{i}">Actuary {i}</a>' for i in range(3))), "/": {"redirect": "/en/", "status": 302}}
company("http://alderversicherung.test",
        {"careers": "//jobs.aldergroup.test/en/", "investors": "/en/about-us/investor-relations",
         "newsroom": "/en/about-us/media", "team": "/en/about-us/executive-board", "contact": "/en/contact",
         "legal": ("/en/legal-notice", "/en/data-protection")},
        ("pricing", "docs", "status", "changelog"), ("sc_lang", ".pdf", "/en/insurance/"), at_most=22)

# ==================================================================== H. Ghost and Next.js
# H1. a developer-tools company whose blog is Ghost on blog. (tags, authors, Portal signup), the site a plain
# marketing page with /pricing and /careers, docs on docs.
_c = W.chrome([("/pricing", "Pricing"), ("https://docs.quayside.test/", "Docs"), ("https://blog.quayside.test/", "Blog")],
              [("/careers", "Careers"), ("/about", "About"), ("/privacy", "Privacy"), ("/terms", "Terms")])
SITES["quayside.test"] = {"/": home("Quayside – feature flags for mobile apps", _c),
                          **W.pages(_c, [("/pricing", "Pricing"), ("/careers", "Careers"), ("/about", "About"),
                                         ("/privacy", "Privacy"), ("/terms", "Terms")])}
_gs = "https://blog.quayside.test"
_c = ghost("Quayside Blog", [("/", "Home"), ("/tag/engineering/", "Engineering"), ("/tag/product/", "Product"),
                             ("/about/", "About")], [("/rss/", "RSS"), ("https://quayside.test/", "quayside.test")], site=_gs)
SITES["blog.quayside.test"] = {
    "/": home("Quayside Blog", _c, head=GHOST_HEAD.format(site=_gs) + '<link rel="alternate" type="application/rss+xml" '
              f'title="Quayside Blog" href="{_gs}/rss/">', main="".join(
                  f'<article class="post-card"><a class="post-card-image-link" href="{_gs}/shipping-{i}/">Post {i}</a>'
                  f'<a href="{_gs}/author/jo/">Jo</a></article>' for i in range(1, 7))),
    "/rss/": rss("Quayside Blog", f"{_gs}/"),
    **fill(_c, [("/tag/engineering/", "Engineering"), ("/tag/product/", "Product"), ("/about/", "About")]),
}
SITES["docs.quayside.test"] = {"/": W.page("Quayside docs")}
company("http://quayside.test",
        {"blog": "//blog.quayside.test/", "feed": "//blog.quayside.test/rss/", "pricing": "/pricing",
         "docs": "//docs.quayside.test/", "careers": "/careers", "legal": ("/privacy", "/terms")},
        ("investors",), ("/tag/", "/author/", "portal", "ghost.org"), never_asked=("ghost.org",))

# H2. an independent newsletter business whose whole site is Ghost: the homepage lists posts, "Sponsor" (a rate
# card), "About", "Jobs" (the newsletter's job board for readers: not the company's careers), /rss/
_gs = "https://www.ledgerletter.test"
_c = ghost("The Ledger Letter", [("/", "Home"), ("/about/", "About"), ("/sponsor/", "Sponsor"),
                                 ("/jobs/", "Fintech jobs board"), ("/archive/", "Archive")],
           [("/privacy/", "Privacy"), ("/contact/", "Contact"), ("/rss/", "RSS")], site=_gs)
SITES["www.ledgerletter.test"] = {
    "/": home("The Ledger Letter – fintech news, twice a week", _c,
              head=GHOST_HEAD.format(site=_gs) + f'<link rel="alternate" type="application/rss+xml" title="The Ledger '
              f'Letter" href="{_gs}/rss/">', main="".join(f'<article class="post-card"><a href="{_gs}/issue-{i}/">'
                                                          f"Issue {i}</a></article>" for i in range(200, 206))),
    "/rss/": rss("The Ledger Letter", f"{_gs}/"),
    **fill(_c, [("/about/", "About"), ("/sponsor/", "Sponsor"), ("/jobs/", "Fintech jobs board"),
                ("/archive/", "Archive"), ("/privacy/", "Privacy"), ("/contact/", "Contact")], host="www.ledgerletter.test",
           mains={"/jobs/": "<p>Roles at fintechs we like. Post a job for $299.</p>" + "".join(
               f'<a href="https://jobs.lever.co/otherco{i}/abc">Engineer at Otherco {i}</a>' for i in range(3))}),
}
company("http://www.ledgerletter.test",
        {"feed": "/rss/", "contact": "/contact/", "legal": "/privacy/"},
        ("careers", "jobs_board", "docs", "status", "changelog", "investors"), ("/jobs/", "lever.co", "/issue-"),
        never_asked=("jobs.lever.co",))

# H3. a fintech on Next.js (pages router): "Pricing" and "Docs" server-rendered; the Company and Resources panels
# (Careers, Blog, Changelog, Press, Status) only in __NEXT_DATA__; the footer server-rendered with legal links only
_data = [{"title": "Resources", "items": [{"label": "Blog", "href": "/blog"}, {"label": "Changelog", "href": "/changelog"},
                                          {"label": "Guides", "href": "/guides"},
                                          {"label": "System status", "href": "https://status.tallyvault.test"}]},
         {"title": "Company", "items": [{"label": "About", "href": "/company"}, {"label": "Careers", "href": "/careers"},
                                        {"label": "Press", "href": "/press"}]}]
_top = [("/pricing", "Pricing"), ("https://docs.tallyvault.test", "Docs")]
_ft = [("/legal/privacy", "Privacy"), ("/legal/terms", "Terms"), ("/contact", "Contact sales")]
_c = nextjs(_top, _data, _ft)
_nx = '<meta name="next-head-count" content="12"><link rel="preload" href="/_next/static/css/a1b2.css" as="style">'
_nlinks: Links = [(i["href"], i["label"]) for g in _data for i in g["items"]] + _top + _ft
SITES["tallyvault.test"] = {
    "/": home("Tallyvault – treasury for startups", _c, head=_nx),
    **fill(_c, _nlinks, head=_nx, mains={"/blog": posts("/blog/"), "/press": posts("/press/", 3),
                                         "/changelog": "".join(f"<h2>2026-11-{10 + i}</h2><p>{prose(str(i), 8)}</p>"
                                                               for i in range(5))}),
}
SITES["docs.tallyvault.test"] = {"/": W.page("Tallyvault API docs")}
SITES["status.tallyvault.test"] = {"/": W.page("Tallyvault Status", main="<p>All Systems Operational</p>")}
company("http://tallyvault.test",
        {"pricing": "/pricing", "docs": "//docs.tallyvault.test/", "careers": "/careers", "blog": "/blog",
         "changelog": "/changelog", "newsroom": "/press", "status": "//status.tallyvault.test/",
         "legal": ("/legal/privacy", "/legal/terms")},
        ("investors",), ("guides", "_next"), at_most=22)

# ==================================================================== I. Japanese corporate sites (co.jp)
# I1. a listed Japanese maker on www.<name>.co.jp: 採用情報 /recruit/, 株主・投資家情報 /ir/ (IRニュース, IRライブラリ
# below it), ニュース /news/ with year archives, 会社情報 /company/ (役員一覧), 製品情報, 個人情報保護方針, お問い合わせ
_h = "www.hinode-seiki.co.jp"
_m = [("製品情報", [("/products/", "製品情報"), ("/products/sensor/", "センサー"), ("/products/valve/", "バルブ")]),
      ("会社情報", [("/company/", "会社情報"), ("/company/message/", "トップメッセージ"), ("/company/officer/", "役員一覧"),
                    ("/company/history/", "沿革")]),
      ("株主・投資家情報", [("/ir/", "株主・投資家情報"), ("/ir/news/", "IRニュース"), ("/ir/library/", "IRライブラリ")]),
      ("サステナビリティ", "/sustainability/"), ("採用情報", "/recruit/")]
_ft = [("/news/", "ニュース"), ("/privacy/", "個人情報保護方針"), ("/sitepolicy/", "サイトのご利用について"),
       ("/sitemap/", "サイトマップ"), ("/contact/", "お問い合わせ")]
_c = corporate(_m, _ft, top_links=[("/en/", "English"), ("/contact/", "お問い合わせ")])
SITES[_h] = {
    "/": home("日之出精機株式会社", _c, lang="ja", main="<h2>ニュース</h2>" + "".join(
        f'<a href="/news/2026/1{i}01.html">2026年11月{i}日 お知らせ {i}</a>' for i in range(1, 4))
        + '<a href="/news/">ニュース一覧</a>'),
    **fill(_c, _items(_m) + _ft, lang="ja",
           mains={"/news/": "".join(f'<a href="/news/2026/1{i}01.html">お知らせ {i}</a>' for i in range(1, 6))
                  + '<a href="/news/2025/">2025年</a><a href="/news/2024/">2024年</a>',
                  "/ir/": '<a href="/ir/library/pdf/kessan-2026q2.pdf">決算短信（PDF）</a>'}),
    "/en/": W.page("Hinode Seiki Co., Ltd.", _c),
}
company(f"http://{_h}",
        {"careers": "/recruit/", "investors": "/ir/", "newsroom": "/news/", "products": "/products/",
         "team": ("/company/officer/", "/company/"), "contact": "/contact/", "legal": ("/privacy/", "/sitepolicy/")},
        ("pricing", "docs", "status", "changelog"),
        ("/en/", "/ir/news/", "/ir/library", "/news/2025", ".pdf", "sitemap", "sustainability"))

# I2. a Japanese IT services firm: 採用情報 on a separate recruit site (recruit.<name>.co.jp: 新卒採用 / キャリア採用),
# ニュースリリース /news/ beside お知らせ /info/, IR at /ir/, a blog 技術ブログ on tech.
_h = "www.sorato-systems.co.jp"
_m = [("サービス", [("/service/", "サービス"), ("/service/cloud/", "クラウド")]), ("導入事例", "/case/"),
      ("企業情報", [("/corporate/", "企業情報"), ("/corporate/officer/", "役員紹介")]), ("IR情報", "/ir/"),
      ("ニュースリリース", "/news/"), ("採用情報", "https://recruit.sorato-systems.co.jp/")]
_ft = [("/info/", "お知らせ"), ("https://tech.sorato-systems.co.jp/", "技術ブログ"), ("/privacy/", "プライバシーポリシー"),
       ("/security/", "情報セキュリティ基本方針"), ("/contact/", "お問い合わせ")]
_c = corporate(_m, _ft)
SITES[_h] = {"/": home("株式会社そらとシステムズ", _c, lang="ja"),
             **fill(_c, _items(_m) + _ft, lang="ja", mains={"/news/": posts("/news/", 5), "/info/": posts("/info/", 3)})}
SITES["recruit.sorato-systems.co.jp"] = {"/": W.page("採用情報｜株式会社そらとシステムズ", lang="ja", main=
                                                     '<a href="/newgraduate/">新卒採用</a><a href="/career/">キャリア採用</a>'),
                                         "/newgraduate/": W.page("新卒採用", lang="ja"),
                                         "/career/": W.page("キャリア採用", lang="ja")}
SITES["tech.sorato-systems.co.jp"] = {"/": W.page("そらとシステムズ 技術ブログ", lang="ja", head=feed_link("/feed"),
                                                  main=posts("/entry/", 5)), "/feed": atom("技術ブログ", "https://tech."
                                                                                           "sorato-systems.co.jp/")}
company(f"http://{_h}",
        {"careers": "//recruit.sorato-systems.co.jp/", "investors": "/ir/", "newsroom": "/news/",
         "blog": "//tech.sorato-systems.co.jp/", "contact": "/contact/", "legal": ("/privacy/", "/security/")},
        ("pricing", "docs", "status", "changelog"), ("/case/", "newgraduate", "/career/"), at_most=22)

# ==================================================================== J. European SMEs in their own languages
# J1. a French SME (industrial cleaning) on WordPress / Astra-like plain menus: "Recrutement", "Actualités",
# "Qui sommes-nous ?", "Mentions légales", "Politique de confidentialité", "Nous contacter", "Nos prestations"
_m = [("Nos prestations", [("/nos-prestations/", "Nos prestations"), ("/nos-prestations/nettoyage-industriel/",
                                                                       "Nettoyage industriel")]),
      ("Qui sommes-nous ?", "/qui-sommes-nous/"), ("Actualités", "/actualites/"), ("Recrutement", "/recrutement/"),
      ("Nous contacter", "/nous-contacter/")]
_ft = [("/mentions-legales/", "Mentions légales"), ("/politique-de-confidentialite/", "Politique de confidentialité"),
       ("/plan-du-site/", "Plan du site")]
_c = divi(_m, _ft, site="")
SITES["propreo-services.test"] = {
    "/": home("Propreo Services – nettoyage industriel en Auvergne-Rhône-Alpes", _c, lang="fr",
              head=feed_link("/feed/", title="Propreo &raquo; Flux")),
    **fill(_c, _items(_m) + _ft, lang="fr", mains={"/actualites/": posts("/actualites/")}),
    "/feed/": rss("Propreo", "http://propreo-services.test/"),
}
company("http://propreo-services.test",
        {"careers": "/recrutement/", "blog|newsroom": "/actualites/", "feed": "/feed/", "contact": "/nous-contacter/",
         "legal": ("/mentions-legales/", "/politique-de-confidentialite/")},
        ("pricing", "docs", "status", "changelog", "investors"), ("plan-du-site", "nettoyage-industriel"))

# J2. a Dutch installation company on WordPress (Elementor): "Werken bij" (vacatures below it), "Nieuws", "Over ons",
# "Tarieven", "Privacyverklaring", "Algemene voorwaarden", "Klachtenregeling", "Storing melden"
_m = [("Diensten", [("/diensten/cv-ketel/", "Cv-ketel"), ("/diensten/warmtepomp/", "Warmtepomp")]),
      ("Tarieven", "/tarieven/"), ("Over ons", [("/over-ons/", "Over ons"), ("/werken-bij/", "Werken bij")]),
      ("Nieuws", "/nieuws/"), ("Storing melden", "/storing-melden/"), ("Contact", "/contact/")]
_ft = [("/privacyverklaring/", "Privacyverklaring"), ("/algemene-voorwaarden/", "Algemene voorwaarden"),
       ("/klachtenregeling/", "Klachtenregeling"), ("/werken-bij/vacatures/", "Vacatures")]
_c = elementor(_m, _ft, site="")
SITES["vandijk-installatie.test"] = {
    "/": home("Van Dijk Installatietechniek – cv-ketels en warmtepompen", _c, lang="nl"),
    **fill(_c, _items(_m) + _ft, lang="nl", mains={"/nieuws/": posts("/nieuws/"),
                                                   "/werken-bij/": '<a href="/werken-bij/vacatures/">Bekijk vacatures</a>'
                                                                   "<p>Kom werken bij een familiebedrijf.</p>",
                                                   "/werken-bij/vacatures/": "".join(
                                                       f'<a href="/vacature/monteur-{i}/">Monteur {i}</a>'
                                                       for i in range(3))}),
}
company("http://vandijk-installatie.test",
        {"careers": ("/werken-bij/", "/werken-bij/vacatures/"), "blog|newsroom": "/nieuws/", "pricing": "/tarieven/",
         "contact": "/contact/", "legal": ("/privacyverklaring/", "/algemene-voorwaarden/")},
        ("docs", "status", "changelog", "investors"), ("storing", "klachten", "/vacature/monteur"))

# J3. a Spanish winery shop on Shopify in Spanish: "Trabaja con nosotros" (a page), "Blog" at /blogs/noticias,
# Shopify's "Aviso legal" policy, "Contacto", "Enoturismo" (bookings), "Club de vinos" (a subscription: no pricing)
_m = [("Vinos", [("/collections/tintos", "Tintos"), ("/collections/blancos", "Blancos")]),
      ("Enoturismo", "/pages/enoturismo"), ("Club de vinos", "/pages/club"), ("Blog", "/blogs/noticias"),
      ("Bodega", [("/pages/la-bodega", "La bodega"), ("/pages/trabaja-con-nosotros", "Trabaja con nosotros")])]
_f = [("Ayuda", [("/pages/contacto", "Contacto"), ("/pages/envios", "Envíos")])]
_pol = [("/policies/legal-notice", "Aviso legal"), ("/policies/privacy-policy", "Política de privacidad"),
        ("/policies/terms-of-service", "Términos del servicio")]
_c = shopify("Bodegas Altamira", _m, _f, _pol)
SITES["bodegasaltamira.test"] = {
    "/": home("Bodegas Altamira – vinos de Ribera del Duero", _c, head=SHOPIFY_HEAD, lang="es"),
    **fill(_c, _items(_m) + _items(_f) + _pol, head=SHOPIFY_HEAD, lang="es"),
    "/blogs/noticias": W.page("Blog", _c, head=SHOPIFY_HEAD + feed_link("/blogs/noticias.atom", "atom",
                                                                        "Bodegas Altamira &raquo; Blog"),
                              main=posts("/blogs/noticias/"), lang="es"),
    "/blogs/noticias.atom": atom("Blog", "http://bodegasaltamira.test/blogs/noticias/"),
}
company("http://bodegasaltamira.test",
        {"careers": "/pages/trabaja-con-nosotros", "blog": "/blogs/noticias", "feed": "/blogs/noticias.atom",
         "contact": "/pages/contacto", "legal": ("/policies/legal-notice", "/policies/privacy-policy",
                                                 "/policies/terms-of-service")},
        ("pricing", "docs", "status", "changelog", "investors"), SHOP_NEVER + ("enoturismo", "/pages/club"))

# J4. a Polish software house on Webflow: "Kariera" → its own page (Teamtailor-like list), "Blog", "Cennik" is absent
# (they quote), "Polityka prywatności", "O nas" with "Zespół"
_m = [("Usługi", [("/uslugi/aplikacje-mobilne", "Aplikacje mobilne"), ("/uslugi/aplikacje-webowe", "Aplikacje webowe")]),
      ("Realizacje", "/realizacje"), ("Blog", "/blog"),
      ("Firma", [("/o-nas", "O nas"), ("/zespol", "Zespół"), ("/kariera", "Kariera")]), ("Wycena", "/wycena")]
_fc = [("Firma", [("/o-nas", "O nas"), ("/kariera", "Kariera"), ("/kontakt", "Kontakt")]),
       ("Prawne", [("/polityka-prywatnosci", "Polityka prywatności")])]
_c = webflow(_m, _fc)
SITES["kodowisko.test"] = {
    "/": home("Kodowisko – software house z Wrocławia", _c, head=_wf_head, lang="pl"),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls], head=_wf_head, lang="pl",
           mains={"/blog": posts("/blog/"), "/realizacje": "".join(f'<a href="/realizacje/projekt-{i}">Projekt {i}</a>'
                                                                   for i in range(4)),
                  "/wycena": "<h2>Bezpłatna wycena projektu</h2><form><input name='email'></form>"}),
}
company("http://kodowisko.test",
        {"careers": "/kariera", "blog": "/blog", "team": "/zespol", "contact": "/kontakt",
         "legal": "/polityka-prywatnosci"},
        ("docs", "status", "changelog", "investors"), ("realizacje",))

# J5. a Swedish SaaS on HubSpot CMS: "Priser", "Karriär" (on Teamtailor's career site on a careers. subdomain, given
# only as a link), "Blogg", "Nyheter" (press on Mynewsdesk), "Integritetspolicy", "Användarvillkor", "Om oss"
_m = [("Produkt", [("/produkt", "Översikt"), ("/produkt/integrationer", "Integrationer")]), ("Priser", "/priser"),
      ("Resurser", [("/blogg", "Blogg"), ("/kundcase", "Kundcase"), ("https://hjalp.faktura-nord.test/sv", "Hjälpcenter")]),
      ("Om oss", [("/om-oss", "Om oss"), ("https://karriar.faktura-nord.test/", "Karriär"),
                  ("https://www.mynewsdesk.com/se/faktura-nord", "Press")])]
_fc = [("Företag", [("/om-oss", "Om oss"), ("/kontakt", "Kontakt")]),
       ("Juridiskt", [("/integritetspolicy", "Integritetspolicy"), ("/anvandarvillkor", "Användarvillkor")])]
_c = hubspot(_m, _fc)
SITES["faktura-nord.test"] = {
    "/": home("Faktura Nord – fakturering för småföretag", _c, head=_hs_head, lang="sv"),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls], head=_hs_head, lang="sv"),
    "/blogg": W.page("Blogg", _c, head=_hs_head + feed_link("https://faktura-nord.test/blogg/rss.xml", title="Blogg"),
                     main=posts("/blogg/"), lang="sv"),
    "/blogg/rss.xml": rss("Faktura Nord Blogg", "https://faktura-nord.test/blogg/"),
}
SITES["karriar.faktura-nord.test"] = {"/": W.page("Karriär – Faktura Nord", lang="sv", head='<meta name="generator" '
                                                  'content="Teamtailor">', main="".join(
                                                      f'<a href="/jobs/{i}-utvecklare">Utvecklare {i}</a>' for i in range(3)))}
SITES["hjalp.faktura-nord.test"] = {"/sv": W.page("Hjälpcenter", lang="sv")}
SITES["www.mynewsdesk.com"] = {"/se/faktura-nord": W.page("Faktura Nord – Pressrum", lang="sv", main=posts(
    "/se/faktura-nord/pressreleases/", 3))}
company("http://faktura-nord.test",
        {"pricing": "/priser", "careers": "//karriar.faktura-nord.test/", "blog": "/blogg", "feed": "/blogg/rss.xml",
         "newsroom": "//www.mynewsdesk.com/se/faktura-nord", "contact": "/kontakt",
         "legal": ("/integritetspolicy", "/anvandarvillkor")},
        ("investors", "status"), ("kundcase", "integrationer", "pressreleases/"), at_most=22)

# J6. an Italian design studio on Squarespace 7.0: "Lavora con noi", "Journal", "Studio", "Privacy & Cookie Policy",
# "Contatti", a Calendly "Prenota una call" (never)
_m = [("Progetti", "/progetti"), ("Studio", [("/studio", "Lo studio"), ("/studio/team", "Il team")]),
      ("Journal", "/journal"), ("Lavora con noi", "/lavora-con-noi"), ("Contatti", "/contatti"),
      ("Prenota una call", "https://calendly.com/studioaurora/30min")]
_ft = [("/privacy-cookie-policy", "Privacy & Cookie Policy"), ("/contatti", "Contatti")]
_c = squarespace70("Studio Aurora", _m, _ft)
SITES["studioaurora.test"] = {
    "/": home("Studio Aurora – interior design Milano", _c, lang="it"),
    **fill(_c, _items(_m) + _ft, lang="it"),
    "/journal": W.page("Journal", _c, lang="it", head=_sq_head.replace("Journal", "Journal"),
                       main=posts("/journal/")),
    "/journal?format=rss": rss("Journal", "http://studioaurora.test/journal/"),
}
company("http://studioaurora.test",
        {"careers": "/lavora-con-noi", "blog": "/journal", "feed": "/journal?format=rss", "team": "/studio/team",
         "contact": "/contatti", "legal": "/privacy-cookie-policy"},
        ("pricing", "docs", "status", "changelog", "investors"), ("calendly", "progetti"),
        never_asked=("calendly.com",))

# J7. a German Handwerk firm on Jimdo-like plain markup: "Jobs", "Aktuelles", "Über uns" / "Team", "Impressum",
# "Datenschutz", "Kontakt"; "Referenzen", "Leistungen"
_m = [("Leistungen", "/leistungen/"), ("Referenzen", "/referenzen/"),
      ("Über uns", [("/ueber-uns/", "Über uns"), ("/ueber-uns/team/", "Team"), ("/jobs/", "Jobs")]),
      ("Aktuelles", "/aktuelles/"), ("Kontakt", "/kontakt/")]
_ft = [("/impressum/", "Impressum"), ("/datenschutz/", "Datenschutz"), ("/j/privacy", "Cookie-Richtlinie")]
_jd = ('<nav class="j-nav-level-0" aria-label="Hauptnavigation">' + "".join(
    f'<a href="{v[0][0] if isinstance(v, list) else v}" class="j-nav-level-0-item">{t}</a>' for t, v in _m)
    + '</nav><nav class="j-nav-level-1">' + "".join(f'<a href="{h}">{x}</a>' for t, v in _m if isinstance(v, list)
                                                    for h, x in v[1:])
    + '</nav><div id="contentfooter"><div class="leftrow">' + " | ".join(f'<a href="{h}" rel="nofollow">{t}</a>'
                                                                          for h, t in _ft)
    + '</div><div class="rightrow"><a href="https://www.jimdo.com" class="jimdo-logo">Jimdo</a></div></div>')
SITES["dachdeckerei-brandl.test"] = {
    "/": home("Dachdeckerei Brandl – Ihr Dachdecker in Regensburg", _jd, lang="de"),
    **fill(_jd, _items(_m) + _ft, lang="de", mains={"/aktuelles/": posts("/aktuelles/", 3)}),
}
company("http://dachdeckerei-brandl.test",
        {"careers": "/jobs/", "blog|newsroom": "/aktuelles/", "team": "/ueber-uns/team/", "contact": "/kontakt/",
         "legal": ("/impressum/", "/datenschutz/")},
        ("pricing", "docs", "status", "changelog", "investors"), ("referenzen", "jimdo", "/j/privacy"),
        never_asked=("www.jimdo.com",), at_most=25)

# ==================================================================== K. more of the same platforms
# K1. a US apparel brand on Shopify: "Stories" is /blogs/news, careers only in the footer ("Careers"), an order-tracking
# app proxy (/apps/track), stockists, "Accessibility statement"
_m = [("Shop", [("/collections/all", "Shop all"), ("/collections/new-arrivals", "New arrivals")]),
      ("Stories", "/blogs/news"), ("About", "/pages/about"), ("Stockists", "/pages/stockists")]
_f = [("Help", [("/apps/track", "Track your order"), ("/pages/faq", "FAQ"), ("/pages/contact", "Contact")]),
      ("Company", [("/pages/about", "About"), ("/pages/careers", "Careers"),
                   ("/pages/accessibility-statement", "Accessibility statement")])]
_pol = [("/policies/privacy-policy", "Privacy policy"), ("/policies/terms-of-service", "Terms of service")]
_c = shopify("Pinecone Supply Co.", _m, _f, _pol)
SITES["pineconesupply.test"] = {
    "/": home("Pinecone Supply Co. – outdoor apparel", _c, head=SHOPIFY_HEAD),
    **fill(_c, _items(_m) + _items(_f) + _pol, head=SHOPIFY_HEAD),
    "/blogs/news": W.page("Stories", _c, head=SHOPIFY_HEAD + feed_link("/blogs/news.atom", "atom",
                                                                       "Pinecone Supply Co. &raquo; Stories"),
                          main=posts("/blogs/news/")),
    "/blogs/news.atom": atom("Stories", "http://pineconesupply.test/blogs/news/"),
}
company("http://pineconesupply.test",
        {"blog": "/blogs/news", "feed": "/blogs/news.atom", "careers": "/pages/careers", "contact": "/pages/contact",
         "legal": ("/policies/privacy-policy", "/policies/terms-of-service")},
        ("pricing", "status", "changelog", "investors"), SHOP_NEVER + ("/apps/track", "stockists",
                                                                              "accessibility"))

# K2. a small Japanese company on WordPress at the apex of its co.jp: 会社概要, 事業内容, 採用情報 /recruit/, お知らせ
# /news/ (the posts page, /feed/), プライバシーポリシー, お問い合わせ
_h = "kiyosumi-kogyo.co.jp"
_m = [("会社概要", "/company/"), ("事業内容", "/business/"), ("施工実績", "/works/"), ("採用情報", "/recruit/"),
      ("お知らせ", "/news/"), ("お問い合わせ", "/contact/")]
_ft = [("/privacy-policy/", "プライバシーポリシー"), ("/contact/", "お問い合わせ")]
_c = elementor(_m, _ft, site="")
SITES[_h] = {
    "/": home("清澄工業株式会社｜東京の設備工事", _c, lang="ja", head=feed_link("/feed/", title="清澄工業 &raquo; フィード")),
    **fill(_c, _items(_m) + _ft, lang="ja", mains={"/news/": posts("/news/", 4)}),
    "/feed/": rss("清澄工業", f"http://{_h}/"),
}
company(f"http://{_h}",
        {"careers": "/recruit/", "blog|newsroom": "/news/", "feed": "/feed/", "products": "/business/",
         "contact": "/contact/", "legal": "/privacy-policy/"},
        ("pricing", "docs", "status", "changelog", "investors"), ("/works/",))

# K3. a Spanish SaaS on Webflow: "Precios", "Empleo" (its own page), "Blog", "Centro de ayuda" on ayuda., "Novedades"
# (its changelog), "Estado del servicio" on estado., "Aviso legal", "Privacidad"
_m = [("Producto", [("/producto/facturacion", "Facturación"), ("/producto/nominas", "Nóminas")]), ("Precios", "/precios"),
      ("Recursos", [("/blog", "Blog"), ("https://ayuda.contalia.test/es/", "Centro de ayuda"),
                    ("/novedades", "Novedades del producto"), ("/plantillas", "Plantillas")])]
_fc = [("Empresa", [("/sobre-nosotros", "Sobre nosotros"), ("/empleo", "Empleo"), ("/contacto", "Contacto")]),
       ("Soporte", [("https://estado.contalia.test/", "Estado del servicio")]),
       ("Legal", [("/aviso-legal", "Aviso legal"), ("/privacidad", "Privacidad")])]
_c = webflow(_m, _fc)
SITES["contalia.test"] = {
    "/": home("Contalia – software de facturación para autónomos", _c, head=_wf_head, lang="es"),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls], head=_wf_head, lang="es",
           mains={"/blog": posts("/blog/"), "/novedades": "".join(f"<h2>Versión 4.{i} – noviembre 2026</h2><ul><li>"
                                                                 f"{prose(str(i), 6)}</li></ul>" for i in range(5))}),
}
SITES["ayuda.contalia.test"] = {"/es/": W.page("Centro de ayuda de Contalia", lang="es")}
SITES["estado.contalia.test"] = {"/": W.page("Contalia – Estado", main="<p>All Systems Operational</p>"
                                             '<a href="https://www.atlassian.com/software/statuspage">Powered by '
                                             "Atlassian Statuspage</a>")}
company("http://contalia.test",
        {"pricing": "/precios", "careers": "/empleo", "blog": "/blog", "changelog": "/novedades",
         "status": "//estado.contalia.test/", "contact": "/contacto", "legal": ("/aviso-legal", "/privacidad")},
        ("investors",), ("plantillas", "/producto/"))

# K4. an Italian packaging maker on Avada: mega menu "Azienda" (Chi siamo, Certificazioni, Lavora con noi), "News",
# "Prodotti", footer Privacy / Cookie / Note legali, a "Area riservata" login
_mega = [("Azienda", [("Chi siamo", [("/azienda/chi-siamo/", "Chi siamo"), ("/azienda/certificazioni/", "Certificazioni")]),
                      ("Persone", [("/azienda/lavora-con-noi/", "Lavora con noi")])]),
         ("Prodotti", [("Linee", [("/prodotti/", "Tutti i prodotti"), ("/prodotti/astucci/", "Astucci")])])]
_top = [("/news/", "News"), ("/contatti/", "Contatti"), ("/area-riservata/", "Area riservata")]
_fc = [("Info", [("/privacy-policy/", "Privacy policy"), ("/cookie-policy/", "Cookie policy"),
                 ("/note-legali/", "Note legali")])]
_c = avada(_mega, _top, _fc)
_links = [x for _, cols in _mega for _, ls in cols for x in ls] + _top + [x for _, ls in _fc for x in ls]
SITES["cartotecnica-vighi.test"] = {
    "/": home("Cartotecnica Vighi – packaging in cartone", _c, lang="it"),
    **fill(_c, _links, lang="it", mains={"/news/": posts("/news/")}),
}
company("http://cartotecnica-vighi.test",
        {"careers": "/azienda/lavora-con-noi/", "blog|newsroom": "/news/", "products": "/prodotti/",
         "contact": "/contatti/", "legal": ("/privacy-policy/", "/note-legali/")},
        ("pricing", "docs", "status", "changelog", "investors"), ("area-riservata", "certificazioni", "cookie"))

# K5. a Swiss pharma on Drupal, English under /en/ with /de/ /fr/ copies: "Investors" and "Media" top-level, "Careers"
# under "About us", the pipeline, "Legal notice", "Privacy policy"
_m = [("About us", [("/en/about-us", "About us"), ("/en/about-us/executive-committee", "Executive Committee"),
                    ("/en/about-us/careers", "Careers")]),
      ("Research", [("/en/research", "Research"), ("/en/research/pipeline", "Pipeline")]),
      ("Investors", "/en/investors"), ("Media", "/en/media")]
_ft = [("/en/contact", "Contact"), ("/en/legal-notice", "Legal notice"), ("/en/privacy-policy", "Privacy policy")]
_c = drupal(_m, _ft, lang_links=[("/de", "DE"), ("/fr", "FR"), ("/en", "EN")])
SITES["helvetiapharm.test"] = {
    "/": {"redirect": "/en", "status": 301},
    "/en": home("Helvetiapharm AG", _c, head=_dr_head.replace("Harbour Light", "Helvetiapharm")),
    **fill(_c, _items(_m) + _ft, mains={"/en/media": posts("/en/media/news/", 4)}),
    "/de": W.page("Helvetiapharm AG", _c, lang="de"), "/fr": W.page("Helvetiapharm SA", _c, lang="fr"),
}
company("http://helvetiapharm.test",
        {"careers": "/en/about-us/careers", "investors": "/en/investors", "newsroom": "/en/media",
         "team": "/en/about-us/executive-committee", "contact": "/en/contact",
         "legal": ("/en/legal-notice", "/en/privacy-policy")},
        ("pricing", "docs", "status", "changelog"), ("/de", "/fr"))

# K6. a German B2B startup on Framer in German: "Preise", "Karriere", "Blog", "Hilfe" on hilfe., "Changelog",
# "Impressum", "Datenschutz", "AGB"
_top = [("./preise", "Preise"), ("./kunden", "Kunden"), ("./blog", "Blog"), ("./karriere", "Karriere")]
_fc = [("Produkt", [("./preise", "Preise"), ("./changelog", "Changelog"), ("https://hilfe.lagerfix.test/", "Hilfe")]),
       ("Unternehmen", [("./ueber-uns", "Über uns"), ("./karriere", "Karriere"), ("./kontakt", "Kontakt")]),
       ("Rechtliches", [("./impressum", "Impressum"), ("./datenschutz", "Datenschutz"), ("./agb", "AGB")])]
_c = framer(_top, _fc)
SITES["lagerfix.test"] = {
    "/": home("Lagerfix – Lagerverwaltung für den Mittelstand", _c, lang="de"),
    **fill(_c, _top + [x for _, ls in _fc for x in ls], lang="de",
           mains={"/blog": posts("/blog/"), "/changelog": "".join(f"<h3>Version 2.{i}</h3><p>{prose(str(i), 8)}</p>"
                                                                  for i in range(5))}),
}
SITES["hilfe.lagerfix.test"] = {"/": W.page("Lagerfix Hilfe", lang="de")}
company("http://lagerfix.test",
        {"pricing": "/preise", "careers": "/karriere", "blog": "/blog", "changelog": "/changelog",
         "contact": "/kontakt", "legal": ("/impressum", "/datenschutz", "/agb")},
        ("investors", "status"), ("kunden",))

# ==================================================================== L. second batch (written after the first fixes,
# before their own first run)
# L1. a Japanese SaaS (料金プラン, ヘルプ on help.) whose 会社情報 dropdown holds 沿革 (the company's history) at
# /company/history/: no changelog (it publishes none); プレスリリース at /news/ beside お知らせ at /information/
_h = "www.kumorisoft.co.jp"
_m = [("機能", "/features/"), ("料金プラン", "/pricing/"), ("導入事例", "/case/"),
      ("会社情報", [("/company/", "会社概要"), ("/company/history/", "沿革"), ("/company/members/", "経営陣")]),
      ("採用情報", "/recruit/")]
_ft = [("/news/", "プレスリリース"), ("/information/", "お知らせ"), ("https://help.kumorisoft.co.jp/", "ヘルプセンター"),
       ("/terms/", "利用規約"), ("/privacy/", "プライバシーポリシー"), ("/contact/", "お問い合わせ")]
_c = corporate(_m, _ft)
SITES[_h] = {"/": home("クモリソフト株式会社｜クラウド勤怠管理", _c, lang="ja"),
             **fill(_c, _items(_m) + _ft, lang="ja", mains={"/news/": posts("/news/", 5),
                                                             "/information/": posts("/information/", 5)})}
SITES["help.kumorisoft.co.jp"] = {"/": W.page("ヘルプセンター｜クモリソフト", lang="ja")}
company(f"http://{_h}",
        {"pricing": "/pricing/", "careers": "/recruit/", "newsroom": "/news/", "docs": "//help.kumorisoft.co.jp/",
         "team": "/company/members/", "contact": "/contact/", "legal": ("/terms/", "/privacy/")},
        ("changelog", "investors"), ("history", "/case/"), at_most=22)

# L2. a US SaaS on Webflow whose Company dropdown has "Our history" (/company/history) beside "Leadership" and whose
# Resources has "Changelog"; the footer's "Board of directors" (/company/board)
_m = [("Product", [("/product", "Overview"), ("/integrations", "Integrations")]), ("Pricing", "/pricing"),
      ("Resources", [("/blog", "Blog"), ("/changelog", "Changelog"), ("https://docs.ledgerline.test", "Docs")]),
      ("Company", [("/company", "About"), ("/company/history", "Our history"), ("/company/leadership", "Leadership"),
                   ("/careers", "Careers")])]
_fc = [("Company", [("/company/board", "Board of directors"), ("/press", "Press"), ("/contact", "Contact")]),
       ("Legal", [("/legal/terms", "Terms"), ("/legal/privacy", "Privacy")])]
_c = webflow(_m, _fc)
SITES["ledgerline.test"] = {
    "/": home("Ledgerline – close the books in days", _c, head=_wf_head),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls], head=_wf_head,
           mains={"/blog": posts("/blog/"), "/press": posts("/press/", 3),
                  "/changelog": "".join(f"<h2>v5.{i} — 2026-11-{10 + i}</h2><p>{prose(str(i), 8)}</p>" for i in range(5)),
                  "/company/history": "<p>Founded in 2014 in a garage in Austin.</p>"}),
}
SITES["docs.ledgerline.test"] = {"/": W.page("Ledgerline docs")}
company("http://ledgerline.test",
        {"pricing": "/pricing", "blog": "/blog", "changelog": "/changelog", "docs": "//docs.ledgerline.test/",
         "careers": "/careers", "team": ("/company/leadership", "/company/board"), "newsroom": "/press",
         "contact": "/contact", "legal": ("/legal/terms", "/legal/privacy")},
        ("investors",), ("history", "integrations"), at_most=22)

# L3. a venture fund on Webflow: "Portfolio", "Team", "Portfolio jobs" on jobs. (a Getro-style board of its
# companies' openings on their Greenhouse / Lever / Ashby boards), "Insights" (its blog); the fund has no careers page
_m = [("Portfolio", "/portfolio"), ("Team", "/team"), ("Insights", "/insights"),
      ("Portfolio jobs", "https://jobs.birchventures.test/")]
_fc = [("Fund", [("/team", "Team"), ("/contact", "Contact")]), ("Legal", [("/privacy", "Privacy"),
                                                                          ("/disclosures", "Disclosures")])]
_c = webflow(_m, _fc)
SITES["birchventures.test"] = {
    "/": home("Birch Ventures – seed fund for climate software", _c, head=_wf_head),
    **fill(_c, _items(_m) + [x for _, ls in _fc for x in ls], head=_wf_head, mains={"/insights": posts("/insights/")}),
}
SITES["jobs.birchventures.test"] = {"/": W.page("Jobs at Birch Ventures portfolio companies", main="".join(
    f'<div class="job-card"><a href="{u}">{t}</a></div>' for u, t in (
        ("https://boards.greenhouse.io/solarloop/jobs/4012", "Engineer at Solarloop"),
        ("https://jobs.lever.co/gridwise/7a1b", "Analyst at Gridwise"),
        ("https://jobs.ashbyhq.com/carbonly/5c2e", "Designer at Carbonly"),
        ("https://boards.greenhouse.io/heatpumpco/jobs/881", "Installer at Heatpumpco"))))}
company("http://birchventures.test",
        {"team": "/team", "blog": "/insights", "contact": "/contact", "legal": ("/privacy", "/disclosures")},
        ("careers", "jobs_board", "pricing", "docs", "status", "changelog"),
        ("portfolio", "solarloop", "gridwise", "carbonly", "heatpumpco"),
        never_asked=("boards-api.greenhouse.io", "api.lever.co", "api.ashbyhq.com"), at_most=25)

# L4. a Spanish dental clinic chain on Wix: "Trabaja con nosotros" and "Aviso legal" only in the viewer model's JSON,
# "Tarifas" and "Blog" (/blog-feed.xml) in the HTML, a Doctoralia booking link
_menu = [("/", "Inicio"), ("/tratamientos", "Tratamientos"), ("/tarifas", "Tarifas"), ("/blog", "Blog"),
         ("https://www.doctoralia.es/clinicas/sonrisa-norte", "Pide cita")]
_extra = [("/trabaja-con-nosotros", "Trabaja con nosotros"), ("/aviso-legal", "Aviso legal"), ("/contacto", "Contacto")]
_ft = [("/politica-de-privacidad", "Política de privacidad"), ("/politica-de-cookies", "Política de cookies")]
_c = wix("www.sonrisanorte.test", _menu, _extra, _ft)
SITES["www.sonrisanorte.test"] = {
    "/": home("Clínicas Sonrisa Norte | Dentistas en Bilbao", _c, lang="es",
              head='<meta name="generator" content="Wix.com Website Builder">'),
    **fill(_c, _menu + _extra + _ft, host="www.sonrisanorte.test", lang="es"),
    "/blog": W.page("Blog", _c, lang="es", head='<link rel="alternate" type="application/rss+xml" '
                    'href="https://www.sonrisanorte.test/blog-feed.xml" title="Sonrisa Norte">',
                    main="".join(f'<a href="https://www.sonrisanorte.test/post/consejo-{i}">Consejo {i}</a>'
                                 for i in range(1, 5))),
    "/blog-feed.xml": rss("Sonrisa Norte", "https://www.sonrisanorte.test/blog/"),
}
company("http://www.sonrisanorte.test",
        {"careers": "/trabaja-con-nosotros", "pricing": "/tarifas", "blog": "/blog", "feed": "/blog-feed.xml",
         "contact": "/contacto", "legal": ("/aviso-legal", "/politica-de-privacidad")},
        ("docs", "status", "changelog", "investors"), ("doctoralia", "/post/", "tratamientos", "cookies"),
        never_asked=("www.doctoralia.es",), at_most=25)

# L5. a Danish accounting SME on WordPress + Avada: mega menu "Om os" (Medarbejdere, Job), "Nyheder", "Priser",
# footer "Privatlivspolitik", "Handelsbetingelser", "Kontakt"
_mega = [("Ydelser", [("Regnskab", [("/ydelser/bogfoering/", "Bogføring"), ("/ydelser/aarsregnskab/", "Årsregnskab")])]),
         ("Om os", [("Virksomheden", [("/om-os/", "Om os"), ("/om-os/medarbejdere/", "Medarbejdere")]),
                    ("Karriere", [("/om-os/job/", "Ledige stillinger")])])]
_top = [("/priser/", "Priser"), ("/nyheder/", "Nyheder"), ("/kontakt/", "Kontakt")]
_fc = [("Info", [("/privatlivspolitik/", "Privatlivspolitik"), ("/handelsbetingelser/", "Handelsbetingelser"),
                 ("/kontakt/", "Kontakt")])]
_c = avada(_mega, _top, _fc)
_links = [x for _, cols in _mega for _, ls in cols for x in ls] + _top + [x for _, ls in _fc for x in ls]
SITES["regnskabshuset-aarhus.test"] = {
    "/": home("Regnskabshuset Aarhus – revision og bogføring", _c, lang="da"),
    **fill(_c, _links, lang="da", mains={"/nyheder/": posts("/nyheder/")}),
}
company("http://regnskabshuset-aarhus.test",
        {"careers": "/om-os/job/", "pricing": "/priser/", "blog|newsroom": "/nyheder/", "team": "/om-os/medarbejdere/",
         "contact": "/kontakt/", "legal": ("/privatlivspolitik/", "/handelsbetingelser/")},
        ("docs", "status", "changelog", "investors"), ("bogfoering", "aarsregnskab"), at_most=25)

# L6. a Japanese food maker: 会社沿革 under /corporate/history/, ニュースリリース at /newsrelease/ beside お知らせ at
# /news/, 採用情報 on a recruit site of another domain of its name, IR at /ir/
_h = "www.yamabuki-foods.co.jp"
_m = [("商品情報", "/products/"), ("企業情報", [("/corporate/", "企業情報"), ("/corporate/history/", "会社沿革"),
                                                ("/corporate/officers/", "役員紹介")]),
      ("IR情報", "/ir/"), ("ニュースリリース", "/newsrelease/"), ("採用情報", "https://www.yamabuki-recruit.jp/")]
_ft = [("/news/", "お知らせ"), ("/privacy/", "個人情報保護方針"), ("/contact/", "お問い合わせ")]
_c = corporate(_m, _ft)
SITES[_h] = {"/": home("山吹食品株式会社", _c, lang="ja"),
             **fill(_c, _items(_m) + _ft, lang="ja", mains={"/newsrelease/": posts("/newsrelease/", 5),
                                                             "/news/": posts("/news/", 5)})}
SITES["www.yamabuki-recruit.jp"] = {"/": W.page("山吹食品 採用サイト", lang="ja", main='<a href="/new-graduates/">新卒採用</a>')}
company(f"http://{_h}",
        {"careers": "//www.yamabuki-recruit.jp/", "investors": "/ir/", "newsroom": "/newsrelease/",
         "products": "/products/", "team": "/corporate/officers/", "contact": "/contact/", "legal": "/privacy/"},
        ("pricing", "docs", "status", "changelog"), ("history", "new-graduates"), at_most=22)

# ======================================================================== END OF SITES
net = W.net_fixture(SITES)

#: website → why the case stays wrong (strict xfail)
KNOWN_WRONG: dict[str, str] = {}


test_round_twentyfour_cms_and_builder_sites = W.company_test(EXPECTED, NEVER, NEVER_ASKED, AT_MOST, KNOWN_WRONG)


async def test_a_japanese_corporate_site_through_the_cli() -> None:
    """`changewire discover http://www.sorato-systems.co.jp --json`: the contract's keys, the selected entries first;
    ニュースリリース at /news/ is the newsroom (お知らせ left), the 技術ブログ on tech. the blog with its Atom feed, the
    recruit site of its own host the careers page; within the bound."""
    site = "http://www.sorato-systems.co.jp"
    code, doc, err, served = await W.discover_cli(SITES, site)
    assert code == 0, err
    assert set(doc) == {"company_url", "requests", "elapsed_ms", "surfaces"}
    rows = doc["surfaces"]
    chosen = [r for r in rows if r["selected"]]
    assert rows[:len(chosen)] == chosen, rows
    sel = {r["surface"]: r["url"] for r in chosen}
    assert sel["newsroom"] == f"{site}/news/" and sel["blog"] == "http://tech.sorato-systems.co.jp/", sel
    assert sel["feed"] == "http://tech.sorato-systems.co.jp/feed", sel
    assert sel["careers"] == "http://recruit.sorato-systems.co.jp/" and sel["investors"] == f"{site}/ir/", sel
    assert served <= doc["requests"] <= AT_MOST[site]
