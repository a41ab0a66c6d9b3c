"""Regressions found by red-teaming `changewire diff` with hand-written pairs in the style of real
sites (Webflow, Next.js/Tailwind, WordPress, HubSpot, hosted job boards and their APIs, Statuspage,
feeds), several in other languages than English. Each test fails on the code before its fix.

- a French privacy policy whose only change was "Dernière mise à jour : 3 septembre 2026" was a
  meaningful policy change: "last updated" labels and dates were recognised in English and German
  only ("mise à jour" was not "mis à jour"; "1er", "3 de septiembre de 2026", Italian, Dutch and
  Portuguese months were not read as dates).
- on a Docusaurus page every block was site chrome (a new docs section was a "navigation/footer"
  minor change, and inline <code> split paragraphs): the skip-link target that wraps sidebar and
  <main>, `__docusaurus_skipToContent_fallback`, read as a "skip to" link; an element holding the
  page's <main> is now never chrome or a widget.
- a pricing page with a monthly/annual toggle (Alpine `x-show` + `style="display:none"`, or a
  utility `hidden` class) whose annual price changed was "unchanged": every hidden element was
  dropped, the other side of the toggle with it. A short hidden price now stays.
- a JSON Feed with a new post was "1 new post" and also "1 field changed: $.items[id=…]" carrying
  the whole post (its items were JSON fields as well as feed items); it now reads like RSS/Atom.
- a footer "Page served by node-4 in 73ms · build 53e5753" made every fetch a meaningful change:
  timing footers were recognised only as "<verb> in <n>ms", and deploy ids were not volatile.
- when the newest post of a WordPress blog index was taken down, the post that slid back in at the
  bottom (dated before every post still listed) was "1 new post"; a feed grown from 3 to 5 items
  was "2 new posts" of July and August. Older items coming back into a newest-first window are
  a slide now, as items falling off it already were.
- a Shopify (Dawn) product put on sale (£48.00 struck, £36.00 sale price) was a meaningful
  content change: a product card's price was its first price token, the struck "compare at" one.
  The card's price is now the one it sells at, and product price changes carry their currency.
- a pricing plan discounted ("<del>$10</del> $7/month", or a `line-through` utility class) was a
  minor content change: the plan's prices were ["$10", "$7"] and only the first was compared. A
  struck price is now no price of the plan's.
- on a German team page a new "Kaufmännische Geschäftsführerin" (managing director) and the
  founder-CEO leaving were meaningful like any hire: executive roles were recognised in English
  only. German, French, Spanish, Italian, Dutch and Portuguese titles now make them major.
- a German press page (/presse/) announcing an acquisition ("Buchfix übernimmt …") was a
  meaningful content change: neither the URL nor the heading "Pressemitteilungen" named a
  newsroom, and acquisitions, funding rounds, layoffs and new CEOs were major in English only.
  Surface words for URLs and headings in de/fr/es/it/nl and major-post words in de/fr/es added.
- a German blog index whose view counts ("1.204 Aufrufe") and "gerade eben" changed was a change:
  counters, reading times, social proof ("4.200+ Kunden") and "just now" were English only.
- on a French Webflow pricing page the Pro plan's price rise was reported for a plan named "Le
  plus populaire": the badge was taken for the name (badge words were English only, a badge
  element was not known as one, and Webflow's `heading-style-h5` names were not headings).
- a quote-only tier ("Sur devis", "Individuell", "Auf Anfrage", "Gratuit") was no plan outside
  English: dropping the French "Entreprise" tier or giving it a price was a content change.
- on a status page without `incident` classes (Better Stack, Instatus, hand-made Tailwind pages)
  a new incident ("Elevated API latency" / "Investigating · …") was only a component change:
  incidents are now also read as a heading followed by an update opening with its status.
- a Sphinx/Read the Docs page rebuilt from a new commit ("Revision <code>4b7e0a11</code>") was a
  footer change: a block that is nothing but a short commit id is now volatile.
- on a blog whose cards are one link each (`<a><div>date</div><h3>title</h3></a>`, as Webflow and
  Framer build them) a new post was a content change: the link was credited to the date, the
  heading had none, and no post was read. A heading inside a card-wide link is linked now.
- a "Featured" slot on that blog showing another post of the list was a meaningful content
  change; a block change between titles of posts (products, people) listed unchanged in both
  versions is now an arrangement.
- the window slide worked only for ISO dates: on a listing dated "Nov 28, 2026" a post taken down
  let the next older one slide back as "new", and a listing grown by an older post left its lone
  date block as a minor change. Dates in words (en/de/fr/es/it/nl/pt months) are read as days now,
  and a short fragment beside a withheld (slid) item goes with it.
- a German careers page that wrote "(w/m/d)" instead of "(m/w/d)" after every title was "4 jobs
  added, 4 removed" (major): job keys held the gender tag. Gender tags are now left out of job
  keys and comparison text, and a posting retitled under the same URL is one job changed, not
  one removed and one added.
- a changelog entry dated "December 1, 2026" was published with `published_at: "December 1, 2026"`
  and no source time (only ISO and RFC 822 dates were read); dates in words now come out as ISO
  days, in the delta and as the change's source time.
- a Greenhouse-hosted board with a new job also reported "4 jobs" → "5 jobs" as changed content
  (blocks_added/removed beside jobs_added); a short counter that only follows a typed list's size
  is now explained by it.
- a plan added to a German Next.js pricing page also listed its tagline ("Für wachsende
  Unternehmen …") as added content; a line sitting between two explained lines of the same added
  or removed card now goes with the card.
- dotted day-first dates ("01.12.2026", German and most of Europe) were no dates for the window
  slide or published_at.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from changewire_differ.cli import diff_files
from changewire_differ.volatile import neutralize

DATA = Path(__file__).resolve().parents[2] / "data" / "differ" / "redteam"


def _file(name: str) -> bytes:
    return (DATA / name).read_bytes()


def _diff(old: str, new: str, url: str, surface: str | None = None, kind: str | None = None) -> dict:  # type: ignore[type-arg]
    return diff_files(_file(old), _file(new), surface=surface, url=url, content_type=None, kind=kind)


# --- "last updated" in other languages

PRIVACY_FR = "https://www.lumio.fr/politique-de-confidentialite"


@pytest.mark.parametrize(("text", "expected"), [
    ("Dernière mise à jour : 3 septembre 2026", "dernière mise à jour : <date>"),
    ("Mis à jour le 1er décembre 2026", "mis à jour le <date>"),
    ("Dernière modification : 28/11/2026", "dernière modification : <date>"),
    ("Última actualización: 3 de septiembre de 2026", "última actualización: <date>"),
    ("Ultimo aggiornamento: 3 settembre 2026", "ultimo aggiornamento: <date>"),
    ("Laatst bijgewerkt op 3 september 2026", "laatst bijgewerkt op <date>"),
    ("Última atualização: 3 de setembro de 2026", "última atualização: <date>"),
    ("Gültig ab 1. Januar 2027", "gültig ab <date>"),
])
def test_last_updated_dates_in_other_languages_are_neutralised(text: str, expected: str) -> None:
    assert neutralize(text) == expected


@pytest.mark.parametrize("text", ["La modification du contrat prend effet 30 jours après notification.",
                                  "Nous mettons à jour cette politique chaque année en 2026"])
def test_prose_about_updates_keeps_its_numbers(text: str) -> None:
    assert "<date>" not in neutralize(text)


def test_french_privacy_policy_with_only_a_new_date_is_noise() -> None:
    for a, b in (("privacy-fr-webflow-v1.html", "privacy-fr-webflow-v2-date.html"),
                 ("privacy-fr-webflow-v2-date.html", "privacy-fr-webflow-v1.html")):
        out = _diff(a, b, PRIVACY_FR)
        assert out["outcome"] in ("noise", "unchanged"), out


def test_french_privacy_policy_with_a_clause_added_is_a_major_policy_change() -> None:
    out = _diff("privacy-fr-webflow-v1.html", "privacy-fr-webflow-v3-clause.html", PRIVACY_FR)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "major", "policy_changed"), out
    added = [b["text"] for b in out["delta"]["blocks_added"]]
    assert any("États-Unis" in t for t in added)
    assert not any("mise à jour" in t for t in added + [b["text"] for b in out["delta"].get("blocks_removed", [])])


# --- a wrapper of <main> is not site chrome

DOCS = "https://docs.ferrite.dev/docs/authentication"


def test_docusaurus_content_is_main_not_chrome() -> None:
    from changewire_differ.pipeline import read

    doc = read(_file("docs-docusaurus-new.html"), kind="html", surface="docs", url=DOCS)
    regions = {b.text: (b.region, b.tag) for b in doc.blocks}
    assert regions["Authentication"] != ("chrome", "div")
    assert regions["Rate limits"] == ("main", "h2")
    para = next(t for t in regions if t.startswith("Each API key may make up to 600 requests"))
    assert regions[para] == ("main", "p") and para.endswith("with a Retry-After header.")
    assert regions["Introduction"][0] == "chrome"  # the sidebar still is


def test_docusaurus_section_added_is_a_meaningful_content_change_and_a_rebuild_is_noise() -> None:
    out = _diff("docs-docusaurus-old.html", "docs-docusaurus-new.html", DOCS)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "meaningful", "content_changed"), out
    assert [b["text"] for b in out["delta"]["blocks_added"]][0] == "Rate limits"
    back = _diff("docs-docusaurus-new.html", "docs-docusaurus-old.html", DOCS)
    assert (back["significance"], back["kind"]) == ("meaningful", "content_changed"), back
    assert _diff("docs-docusaurus-old.html", "docs-docusaurus-noise.html", DOCS)["outcome"] in ("noise", "unchanged")


def test_an_element_wrapping_main_is_not_chrome_even_on_a_short_page() -> None:
    from changewire_differ.htmlnorm import parse_html

    html = ('<html><body><div class="skip-to-content-target"><aside class="sidebar"><a href="/a">A</a></aside>'
            '<div role="main"><h1>Install</h1><p>Run the installer and follow the prompts.</p></div></div></body></html>')
    doc = parse_html(html)
    assert {b.text: b.region for b in doc.blocks}["Run the installer and follow the prompts."] == "main"


# --- the hidden side of a billing toggle is still a price

PRICING_ALPINE = "https://brickyard.io/pricing"


def test_annual_price_behind_a_toggle_change_is_a_critical_price_change() -> None:
    out = _diff("pricing-alpine-toggle-old.html", "pricing-alpine-toggle-annual.html", PRICING_ALPINE)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "critical", "price_changed"), out
    assert [(p["plan"], p["before"], p["after"]) for p in out["delta"]["price_changes"]] == [("Team", "£15", "£17")]
    back = _diff("pricing-alpine-toggle-annual.html", "pricing-alpine-toggle-old.html", PRICING_ALPINE)
    assert [(p["before"], p["after"]) for p in back["delta"]["price_changes"]] == [("£17", "£15")]
    assert _diff("pricing-alpine-toggle-old.html", "pricing-alpine-toggle-noise.html", PRICING_ALPINE)["outcome"] in (
        "noise", "unchanged")


@pytest.mark.parametrize("hide", ['class="hidden annual"', 'style="display: none"', "hidden"])
def test_a_hidden_toggle_price_stays_and_other_hidden_text_goes(hide: str) -> None:
    from changewire_differ.htmlnorm import parse_html

    html = (f'<html><body><main><div class="plan"><h3>Pro</h3><span>$29</span><span {hide}>$24</span>'
            f'<p {hide}>Thanks for subscribing! Check your inbox.</p><span aria-hidden="true">$29</span></div></main></body></html>')
    texts = " | ".join(b.text for b in parse_html(html).blocks)
    assert "$24" in texts and "Thanks for subscribing" not in texts and texts.count("$29") == 1, texts


# --- JSON Feed reads like RSS and Atom

FEED_JSON = "https://parcelly.dev/feed.json"


def test_json_feed_new_post_is_an_item_not_a_field_change() -> None:
    out = _diff("jsonfeed-old.json", "jsonfeed-new.json", FEED_JSON)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "major", "post_published"), out
    assert set(out["delta"]) == {"items_added"}, out["delta"]
    assert out["delta"]["items_added"][0]["title"] == "Parcelly acquires RouteKit"
    back = _diff("jsonfeed-new.json", "jsonfeed-old.json", FEED_JSON)
    assert (back["kind"], set(back["delta"])) == ("post_removed", {"items_removed"}), back
    assert _diff("jsonfeed-old.json", "jsonfeed-noise.json", FEED_JSON)["outcome"] in ("noise", "unchanged")


# --- timing footers and deploy ids


@pytest.mark.parametrize(("text", "expected"), [
    ("Page served by node-4 in 73ms · build 53e5753", "page served in <duration> build <hex>"),
    ("Generated by Jekyll in 0.42s", "generated in <duration>"),
    ("Built from commit 53e5753a", "built from commit <hex>"),
    ("Response time: 73ms", "response time <duration>"),
    ("We processed 4 orders in 3 seconds", "we processed 4 orders in 3 seconds"),
    ("Served by our team in 12 countries", "served by our team in 12 countries"),
])
def test_timing_footers_and_deploy_ids(text: str, expected: str) -> None:
    assert neutralize(text) == expected
    assert neutralize(expected) == expected


def test_a_refetch_with_new_node_timing_build_and_tokens_is_noise() -> None:
    out = _diff("contact-footer-build-old.html", "contact-footer-build-noise.html", "https://harborfreight.example/contact")
    assert out["outcome"] in ("noise", "unchanged"), out


# --- newest-first windows: older items sliding back in

BLOG_WP = "https://blog.fernhill.io/"


def test_new_post_on_a_wordpress_index_is_published_and_noise_is_noise() -> None:
    out = _diff("blog-wordpress-old.html", "blog-wordpress-new-post.html", BLOG_WP)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "major", "post_published"), out
    assert [i["title"] for i in out["delta"]["items_added"]] == ["Fernhill raises $40M Series B to expand across Europe"]
    assert "items_removed" not in out["delta"]
    assert _diff("blog-wordpress-old.html", "blog-wordpress-noise.html", BLOG_WP)["outcome"] in ("noise", "unchanged")


def test_a_post_taken_down_is_removed_and_the_older_post_sliding_back_is_not_new() -> None:
    out = _diff("blog-wordpress-new-post.html", "blog-wordpress-old.html", BLOG_WP)
    assert (out["outcome"], out["kind"]) == ("changed", "post_removed"), out
    assert "items_added" not in out["delta"], out["delta"]
    assert [i["title"] for i in out["delta"]["items_removed"]] == ["Fernhill raises $40M Series B to expand across Europe"]


def test_a_feed_that_grows_with_older_items_is_noise_and_a_new_item_still_counts() -> None:
    url = "https://www.quillstack.dev/feed/"
    assert _diff("rss-wordpress-old.xml", "rss-wordpress-builddate.xml", url)["outcome"] in ("noise", "unchanged")
    assert _diff("rss-wordpress-old.xml", "rss-wordpress-grown.xml", url)["outcome"] in ("noise", "unchanged")
    out = _diff("rss-wordpress-old.xml", "rss-wordpress-grown-new-post.xml", url)
    assert (out["significance"], out["kind"]) == ("meaningful", "post_published"), out
    assert [i["title"] for i in out["delta"]["items_added"]] == ["Quillstack is now SOC 2 Type II certified"]


# --- product cards: the price a product sells at

SHOP = "https://harbourgoods.co.uk/collections/all"


def test_a_product_put_on_sale_is_a_price_change_and_back_again() -> None:
    out = _diff("products-shopify-dawn-old.html", "products-shopify-dawn-sale.html", SHOP)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "major", "price_changed"), out
    assert [(p["plan"], p["before"], p["after"], p["currency"]) for p in out["delta"]["price_changes"]] == [
        ("Waxed Canvas Tote", "£48.00", "£36.00", "GBP")]
    back = _diff("products-shopify-dawn-sale.html", "products-shopify-dawn-old.html", SHOP)
    assert [(p["before"], p["after"]) for p in back["delta"]["price_changes"]] == [("£36.00", "£48.00")]
    plain = _diff("products-shopify-dawn-old.html", "products-shopify-dawn-price.html", SHOP)
    assert [(p["before"], p["after"]) for p in plain["delta"]["price_changes"]] == [("£48.00", "£52.00")]


@pytest.mark.parametrize("price_html", ['<del>$48</del> <ins>$36</ins>',
                                        '<span class="compare-at">$48</span><span class="price">$36</span>'])
def test_a_struck_compare_at_price_is_not_the_products_price(price_html: str) -> None:
    from changewire_differ.pipeline import read

    cards = "".join(f'<li class="product"><h3><a href="/p/{n}">{n}</a></h3><p>{p}</p></li>'
                    for n, p in (("Mug", "$14"), ("Tote", price_html), ("Cap", "$20")))
    html = f"<html><body><main><h1>Shop</h1><ul class=\"products\">{cards}</ul></main></body></html>"
    doc = read(html.encode(), kind="html", surface="products", url="https://shop.test/")
    assert {e.data["name"]: e.data.get("price") for e in doc.entities["product"].items}["Tote"] == "$36"


# --- plan cards: a struck price is what the plan cost

PRICING_DISCOUNT = "https://notely.app/pricing"


@pytest.mark.parametrize("new", ["pricing-discount-sale.html", "pricing-discount-sale2.html"])
def test_a_discounted_plan_is_a_critical_price_change(new: str) -> None:
    out = _diff("pricing-discount-old.html", new, PRICING_DISCOUNT)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "critical", "price_changed"), out
    assert [(p["plan"], p["before"], p["after"], p["period"]) for p in out["delta"]["price_changes"]] == [
        ("Pro", "$10", "$7", "month")]
    back = _diff(new, "pricing-discount-old.html", PRICING_DISCOUNT)
    assert [(p["before"], p["after"]) for p in back["delta"]["price_changes"]] == [("$7", "$10")]


# --- executive roles in other languages

TEAM_DE = "https://buchfix.de/ueber-uns/"


@pytest.mark.parametrize(("new", "kind", "significance"), [
    ("team-de-cfo.html", "people_added", "major"),
    ("team-de-left.html", "people_removed", "major"),
    ("team-de-dev.html", "people_added", "meaningful"),
])
def test_executive_roles_in_german(new: str, kind: str, significance: str) -> None:
    out = _diff("team-de-old.html", new, TEAM_DE, surface="team")
    assert (out["outcome"], out["kind"], out["significance"]) == ("changed", kind, significance), out


@pytest.mark.parametrize(("role", "executive"), [
    ("Directrice générale", True), ("Cofondateur et CTO", True), ("Fundadora y CEO", True),
    ("Amministratore Delegato", True), ("Medeoprichter", True), ("Vorstandsvorsitzender", True),
    ("Softwareentwicklerin", False), ("Développeur backend", False), ("Werkstudent Entwicklung", False),
])
def test_executive_role_words(role: str, executive: bool) -> None:
    from changewire_differ.extract import EXEC_ROLE

    assert bool(EXEC_ROLE.search(role)) is executive


# --- surfaces and major posts in other languages


def test_german_press_page_with_an_acquisition_is_a_major_post() -> None:
    out = _diff("newsroom-de-old.html", "newsroom-de-acquisition.html", "https://buchfix.de/presse/")
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "major", "post_published"), out
    assert [i["title"] for i in out["delta"]["items_added"]] == ["Buchfix übernimmt den Belegscanner Belegio"]


@pytest.mark.parametrize(("url", "surface"), [
    ("https://buchfix.de/presse/", "newsroom"), ("https://x.de/aktuelles/", "newsroom"),
    ("https://www.lumio.fr/politique-de-confidentialite", "legal"), ("https://lumio.fr/mentions-legales", "legal"),
    ("https://lumio.fr/carrieres/", "careers"), ("https://x.es/precios", "pricing"), ("https://x.de/unser-team/", "team"),
    ("https://x.com/pressure-washers", None), ("https://x.com/emploi-du-temps", None),
])
def test_surface_words_in_urls_in_other_languages(url: str, surface: str | None) -> None:
    from changewire_differ.guess import surface_from_url

    assert surface_from_url(url) == surface


@pytest.mark.parametrize(("title", "major"), [
    ("Buchfix übernimmt Belegio", True), ("Buchfix sammelt 12 Mio. Euro ein", True), ("Lumio lève 15 millions d’euros", True),
    ("Lumio acquiert Datavo", True), ("Buchfix fusioniert mit Belegio", True), ("Nuevo CEO en Parcelly", True),
    ("Neue Funktion: Belegerkennung", False), ("Die Fusion von Daten und KI", False), ("Nos conseils pour lever des fonds", False),
])
def test_major_post_words_in_other_languages(title: str, major: bool) -> None:
    import re

    from changewire_differ.classify import ClassifyConfig

    assert bool(re.search(ClassifyConfig().major_post_pattern, title, re.I)) is major


# --- counters and "just now" in other languages


def test_german_blog_counters_are_noise() -> None:
    out = _diff("blog-de-old.html", "blog-de-counters.html", "https://buchfix.de/blog/")
    assert out["outcome"] in ("noise", "unchanged"), out


@pytest.mark.parametrize(("text", "expected"), [
    ("1.234 Aufrufe", "<n> <counter>"), ("1 234 vues", "<n> <counter>"), ("12 commentaires", "<n> <counter>"),
    ("3.210 visualizaciones", "<n> <counter>"), ("5 Min. Lesezeit", "<n> <counter>"), ("5 min de lecture", "<n> <counter>"),
    ("4.200+ Kunden vertrauen uns", "<n> <counter> vertrauen uns"), ("Gerade eben", "<ago>"), ("à l’instant", "<ago>"),
    ("Über 4.000 Kunden", "über 4.000 kunden"), ("Plan für 10 Kunden", "plan für 10 kunden"),
])
def test_counters_and_just_now_in_other_languages(text: str, expected: str) -> None:
    assert neutralize(text) == expected


# --- plan names are not badges


def test_french_pricing_badge_is_not_the_plan_name() -> None:
    out = _diff("pricing-fr-webflow-old.html", "pricing-fr-webflow-pro-up.html", "https://www.lumio.fr/tarifs")
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "critical", "price_changed"), out
    assert [(p["plan"], p["before"], p["after"], p["currency"]) for p in out["delta"]["price_changes"]] == [
        ("Pro", "39 €", "45 €", "EUR")]



def test_french_quote_only_tier_is_a_plan() -> None:
    url = "https://www.lumio.fr/tarifs"
    out = _diff("pricing-fr-webflow-old.html", "pricing-fr-webflow-no-enterprise.html", url)
    assert (out["significance"], out["kind"]) == ("major", "plan_removed"), out
    assert [p["name"] for p in out["delta"]["plans_removed"]] == ["Entreprise"]
    out = _diff("pricing-fr-webflow-old.html", "pricing-fr-webflow-enterprise-priced.html", url)
    assert (out["significance"], out["kind"]) == ("critical", "price_changed"), out
    assert [(p["plan"], p["after"]) for p in out["delta"]["price_changes"]] == [("Entreprise", "990 €")]


# --- incidents on status pages without incident classes

STATUS_BS = "https://status.parcelly.dev/"


def test_incident_on_a_betterstack_style_page_is_opened_and_resolved() -> None:
    out = _diff("status-betterstack-old.html", "status-betterstack-inc.html", STATUS_BS)
    assert (out["outcome"], out["kind"]) == ("changed", "incident_opened"), out
    assert out["significance"] in ("major", "critical")
    assert [(i["name"], i["status"]) for i in out["delta"]["incidents"]] == [("Elevated API latency", "Investigating")]
    back = _diff("status-betterstack-inc.html", "status-betterstack-old.html", STATUS_BS)
    assert (back["kind"], [i["name"] for i in back["delta"]["incidents"]]) == ("incident_resolved", ["Elevated API latency"])
    assert _diff("status-betterstack-old.html", "status-betterstack-noise.html", STATUS_BS)["outcome"] in ("noise", "unchanged")


# --- a block that is only a commit id


def test_sphinx_rebuild_with_a_new_revision_is_noise() -> None:
    out = _diff("docs-sphinx-rtd-old.html", "docs-sphinx-rtd-noise.html", "https://pyferrite.readthedocs.io/en/latest/config.html")
    assert out["outcome"] in ("noise", "unchanged"), out


@pytest.mark.parametrize(("text", "expected"), [("9f3a1c2d", "<hex>"), ("4b7e0a11.", "<hex>"), ("deadbeef", "deadbeef"),
                                                ("1234567", "1234567"), ("abc1234 fixes login", "abc1234 fixes login")])
def test_short_commit_id_blocks(text: str, expected: str) -> None:
    assert neutralize(text) == expected


# --- card-wide links

BLOG_CARDS = "https://fernhill.io/blog"


def test_new_post_in_card_wide_links_is_published() -> None:
    out = _diff("blog-webflow-cards-old.html", "blog-webflow-cards-new.html", BLOG_CARDS)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "meaningful", "post_published"), out
    assert [(i["title"], i["url"]) for i in out["delta"]["items_added"]] == [
        ("Fernhill is now SOC 2 Type II certified", "https://fernhill.io/blog/soc2-type2")]


def test_featured_slot_rotating_among_listed_posts_is_noise() -> None:
    out = _diff("blog-webflow-cards-old.html", "blog-webflow-cards-noise.html", BLOG_CARDS)
    assert out["outcome"] in ("noise", "unchanged"), out
    out = _diff("blog-webflow-cards-old.html", "blog-webflow-cards-new.html", BLOG_CARDS)
    assert set(out["delta"]) == {"items_added"}, out["delta"]


# --- window slides with dates in words


def test_window_slide_with_dates_in_words() -> None:
    from changewire_differ.diff import _day

    assert [_day(x) for x in ("Nov 28, 2026", "28. November 2026", "1er décembre 2026", "3 de septiembre de 2026",
                              "2026-11-28T08:00:00Z", "Version 4.3")] == [
        "2026-11-28", "2026-11-28", "2026-12-01", "2026-09-03", "2026-11-28", ""]
    out = _diff("blog-textdates-new.html", "blog-textdates-old.html", BLOG_CARDS)
    assert (out["kind"], "items_added" in out["delta"]) == ("post_removed", False), out
    assert _diff("blog-textdates-old.html", "blog-textdates-down.html", BLOG_CARDS)["outcome"] in ("noise", "unchanged")
    out = _diff("blog-textdates-old.html", "blog-textdates-new.html", BLOG_CARDS)
    assert (out["kind"], [i["title"] for i in out["delta"]["items_added"]]) == (
        "post_published", ["Fernhill is now SOC 2 Type II certified"]), out


# --- job titles: gender tags and retitles

CAREERS_DE = "https://www.taktwerk.de/karriere"


def test_reordered_gender_tags_are_noise() -> None:
    assert _diff("careers-de-webflow-old.html", "careers-de-webflow-gender-tags.html", CAREERS_DE)["outcome"] in (
        "noise", "unchanged")


def test_a_retitled_posting_is_one_job_changed() -> None:
    out = _diff("careers-de-webflow-old.html", "careers-de-webflow-retitled.html", CAREERS_DE)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "meaningful", "jobs_changed"), out
    assert set(out["delta"]) == {"fields_changed"}, out["delta"]
    out = _diff("careers-de-webflow-old.html", "careers-de-webflow-added.html", CAREERS_DE)
    assert (out["kind"], [j["title"] for j in out["delta"]["jobs_added"]]) == ("jobs_added", ["Head of Finance (m/w/d)"])


# --- published dates in words


def test_changelog_entry_dated_in_words_has_an_iso_published_at() -> None:
    from datetime import UTC, datetime

    from changewire_differ.model import PreviousState
    from changewire_differ.pipeline import analyze

    url = "https://docs.pylon.dev/changelog"
    out = _diff("changelog-mintlify-old.html", "changelog-mintlify-new.html", url)
    assert (out["kind"], out["delta"]["items_added"][0]["title"], out["delta"]["items_added"][0]["published_at"]) == (
        "post_published", "v2.15.0", "2026-12-01"), out
    now = datetime(2026, 12, 2, tzinfo=UTC)
    base = analyze(_file("changelog-mintlify-old.html"), url=url, surface="changelog", kind="html", now=now)
    a = analyze(_file("changelog-mintlify-new.html"), url=url, kind="html", now=now, previous=PreviousState(doc=base.doc))
    assert a.source_published_at == datetime(2026, 12, 1, tzinfo=UTC)


# --- a list's counter follows the list

BOARD_GH = "https://boards.greenhouse.io/northwind"


def test_job_count_block_is_explained_by_the_jobs() -> None:
    out = _diff("jobs-greenhouse-hosted-old.html", "jobs-greenhouse-hosted-new.html", BOARD_GH)
    assert (out["significance"], out["kind"], set(out["delta"])) == ("meaningful", "jobs_added", {"jobs_added"}), out
    back = _diff("jobs-greenhouse-hosted-new.html", "jobs-greenhouse-hosted-old.html", BOARD_GH)
    assert (back["kind"], set(back["delta"])) == ("jobs_removed", {"jobs_removed"}), back
    assert _diff("jobs-greenhouse-hosted-old.html", "jobs-greenhouse-hosted-noise.html", BOARD_GH)["outcome"] in (
        "noise", "unchanged")


# --- a new plan's card comes whole

PRICING_DE = "https://taktwerk.de/preise"


def test_plan_added_without_its_tagline_as_content() -> None:
    out = _diff("pricing-nextjs-de-old.html", "pricing-nextjs-de-plan-added.html", PRICING_DE)
    assert (out["significance"], out["kind"], set(out["delta"])) == ("major", "plan_added", {"plans_added"}), out
    assert out["delta"]["plans_added"] == [{"name": "Business", "price": "79,00 €"}]
    back = _diff("pricing-nextjs-de-plan-added.html", "pricing-nextjs-de-old.html", PRICING_DE)
    assert (back["kind"], set(back["delta"])) == ("plan_removed", {"plans_removed"}), back
    price = _diff("pricing-nextjs-de-old.html", "pricing-nextjs-de-price.html", PRICING_DE)
    assert (price["significance"], price["kind"]) == ("critical", "price_changed")
    assert ("Starter", "29,99 €", "34,99 €") in [(p["plan"], p["before"], p["after"]) for p in price["delta"]["price_changes"]]
    assert _diff("pricing-nextjs-de-old.html", "pricing-nextjs-de-noise.html", PRICING_DE)["outcome"] in ("noise", "unchanged")



def test_german_homepage_news_with_dotted_dates() -> None:
    from changewire_differ.diff import _day

    assert [_day(x) for x in ("01.12.2026", "1.2.2026", "v1.2.2026", "31.13.2026")] == ["2026-12-01", "2026-02-01", "", ""]
    out = _diff("homepage-de-news-old.html", "homepage-de-news-new.html", "https://buchfix.de/")
    assert (out["significance"], out["kind"]) == ("major", "post_published"), out
    assert [(i["title"], i["published_at"]) for i in out["delta"]["items_added"]] == [("Buchfix übernimmt Belegio", "2026-12-01")]
