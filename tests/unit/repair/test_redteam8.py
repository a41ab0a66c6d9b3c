"""Regressions of repair's eighth red-team round (tests/integration/test_repair_redteam8.py), on the pure pieces:
a listing line joining title and place by a spaced dash, job titles with a gender marker, the lines measure
within one language only, a tenant subdomain named for the company at a service no list names (`brand_tenant`,
repair's `classify_with_tenants`), a `newsletter.` subdomain as a blog, and a multilingual sitemap index read in
the watched language.
"""
from __future__ import annotations

import pytest

from changewire_common.surfaces import brand_tenant, classify_link
from changewire_common.vocab import Surface
from changewire_repair.candidates import Found, classify_with_tenants, pick_child_sitemap, rank, sitemap_language
from changewire_repair.identity import Reference, compare, line_key, listing_lines

JOBS = [("Senior Robotics Engineer", "Lyon, France"), ("Perception Engineer, Computer Vision", "Berlin, Germany"),
        ("Fleet Operations Lead", "Toronto, Canada"), ("Embedded Software Engineer (Rust)", "Remote, Europe"),
        ("Senior Product Designer", "Lyon, France"), ("Site Reliability Engineer", "Berlin, Germany"),
        ("Account Executive, DACH", "Munich, Germany"), ("Mechanical Engineer, Grippers", "Lyon, France"),
        ("Data Engineer, Fleet Analytics", "Remote, Canada"), ("Technical Writer", "Remote, Europe"),
        ("Customer Success Manager", "Toronto, Canada"), ("Hardware Test Engineer", "Lyon, France")]


@pytest.mark.parametrize("line, keys", [
    ("Senior Robotics Engineer – Lyon, France", {"senior robotics engineer", "lyon france"}),
    ("Data Engineer - Remote, Canada", {"data engineer", "remote canada"}),
    ("Fleet Lead — Toronto", {"fleet lead"}),  # one word on a side is a label, not a line
    ("Rust-based firmware engineer", {"rust based firmware engineer"}),  # a hyphen inside a word joins
    ("Released 2026-08-21 with fixes", {"released with fixes"}),
    ("Engineering • Lyon, France • Full time", {"lyon france", "full time"}),
])
def test_listing_fields_joined_by_a_spaced_dash(line: str, keys: set[str]) -> None:
    assert listing_lines([line]) == keys


@pytest.mark.parametrize("title, key", [
    ("Senior Robotics Engineer (all genders)", "senior robotics engineer"),
    ("Senior Robotics Engineer (m/w/div.)", "senior robotics engineer"),
    ("Senior Robotics Engineer (w/m/d)", "senior robotics engineer"),
    ("Senior Robotics Engineer (gn*)", "senior robotics engineer"),
    ("Senior Robotics Engineer (alle Geschlechter)", "senior robotics engineer"),
    ("Ingénieur robotique (H/F)", "ingénieur robotique"),
    ("Embedded Software Engineer (Rust)", "embedded software engineer rust"),  # not a gender marker
    ("Robot telemetry (EU)", "robot telemetry eu"),
])
def test_job_titles_compared_without_gender_markers(title: str, key: str) -> None:
    assert line_key(title) == key


def _careers(intro: str, sep: str, suffix: str = "") -> str:
    return intro + "\nOffene Stellen\n" + "\n".join(f"{t}{suffix}{sep}{loc}" for t, loc in JOBS)


DE_INTRO = ("Baue die Roboter, die die Zukunft bauen\nAcme Robotics entwickelt autonome Lagerroboter, die von mehr als "
            "400 Logistikunternehmen in Europa und Nordamerika eingesetzt werden. Wir sind ein Team aus 180 Leuten, und "
            "wir wachsen mit dir und mit der Welt.")
FR_INTRO = ("Construisez les robots qui construisent l'avenir\nAcme Robotics conçoit des robots d'entrepôt autonomes "
            "utilisés par plus de 400 entreprises de logistique en Europe et en Amérique du Nord. Nous sommes une "
            "équipe de 180 ingénieurs, designers et opérateurs à Lyon, Berlin et Toronto, et nous grandissons.\n"
            "Nos avantages\nUn salaire compétitif et des actions, 30 jours de congés payés, un budget de formation "
            "annuel de 2 000 euros, 20 semaines de congé parental pour chaque parent et une allocation pour le "
            "télétravail.\nNotre processus\nUn appel de 30 minutes avec une recruteuse, un entretien technique avec "
            "deux ingénieurs, puis une journée avec l'équipe dans nos bureaux ou en visio.")
EN_INTRO = ("Build the robots that build the future\nAcme Robotics designs autonomous warehouse robots used by more than "
            "400 logistics companies across Europe and North America. We are a team of 180 engineers, designers and "
            "operators working from Lyon, Berlin and Toronto, and we are growing.\nBenefits\nCompetitive salary and "
            "equity, 30 days of paid leave, a yearly learning budget of 2,000 euros, parental leave of 20 weeks for "
            "every parent, and a home office allowance.\nOur hiring process\nA 30-minute call with a recruiter, a "
            "technical conversation with two engineers, then a day with the team in one of our offices or online.")


def test_a_board_listing_the_old_titles_with_gender_markers_is_the_same_listing() -> None:
    ref = Reference.of(_careers(DE_INTRO, " – "))
    board = "Unsere offenen Stellen\n" + "\n".join(f"{t} (all genders)\n{loc}" for t, loc in JOBS)
    assert compare(ref, board).match


def test_a_translation_listing_the_same_openings_is_not_the_same_page() -> None:
    ref = Reference.of(_careers(EN_INTRO, " – ").replace("Offene Stellen", "Open positions"))
    assert ref.language == "en"
    translation = _careers(FR_INTRO, " – ").replace("Offene Stellen", "Postes ouverts")
    assert not compare(ref, translation).match
    same_language_board = "Open positions at Acme\n" + "\n".join(f"{t}\n{loc}\nFull-time" for t, loc in JOBS)
    assert compare(ref, same_language_board).match


@pytest.mark.parametrize("host, site, own", [
    ("acme.traffit.com", "acme.com", True),
    ("careers-acme.hiringthing.com", "acme.com", True),
    ("acme.careers.hibob.com", "acme.com", True),
    ("acme.github.io", "acme.com", True),
    ("acme-robotics.recruitcrm.io", "acme-robotics.de", True),  # a hyphenated brand, whole
    ("acme-robotics-careers.recruitcrm.io", "acme-robotics.de", True),
    ("acme-robotics.recruitcrm.io", "acme.de", True),
    ("acmerobotics.recruitcrm.io", "acme.de", False),
    ("acmeparts.shopify.com", "acme.com", False),  # another company whose name starts like the brand
    ("jobs.acme.com", "acme.com", False),  # the company's own domain: not a tenant elsewhere
    ("acme.com", "acme.com", False),
    ("abc.traffit.com", "abc.com", False),  # a brand of three letters says too little
    ("www.traffit.com", "acme.com", False),
])
def test_brand_tenant(host: str, site: str, own: bool) -> None:
    assert brand_tenant(host, site) is own


def test_a_link_to_the_companys_tenant_at_an_unlisted_vendor_is_a_candidate() -> None:
    # (HiringThing: a vendor no list names; Traffit, this round's first example, became a listed job board in
    # discovery's round 10, merged beside it)
    m = classify_with_tenants("https://careers-acme.hiringthing.com/", "Careers", region="nav", site_domain="acme.com")
    assert m is not None and m.surface is Surface.CAREERS
    # the shared classifier (discovery's) is unchanged: discovery has its own long-tail tenant rules
    assert classify_link("https://careers-acme.hiringthing.com/", "Careers", region="nav", site_domain="acme.com") is None
    assert classify_with_tenants("https://careers-northbake.hiringthing.com/", "Careers", region="nav",
                                 site_domain="acme.com") is None
    # a page builder's or project host's page is still only what its label says
    assert classify_with_tenants("https://acme.notion.site/Some-doc", "Read more", region="main",
                                 site_domain="acme.com") is None
    assert classify_with_tenants("https://acme.github.io/status/", "Read more", region="main",
                                 site_domain="acme.com") is None
    found = [Found("https://acme.traffit.com/career/", "nav", "Careers", "nav"),
             Found("https://acme.com/customers", "nav", "Customers", "nav")]
    assert [c.url for c in rank("https://acme.com/careers", "careers", found, site_domains=["acme.com"])] == [
        "https://acme.traffit.com/career/"]


def test_a_newsletter_subdomain_is_a_blog() -> None:
    m = classify_link("https://newsletter.acme.com/", "Newsletter", region="nav", site_domain="acme.com")
    assert m is not None and m.surface is Surface.BLOG


@pytest.mark.parametrize("children, surface, language, picked", [
    (["https://a.com/de.sitemap.xml", "https://a.com/fr.sitemap.xml", "https://a.com/en.sitemap.xml"], "careers", "en",
     "https://a.com/en.sitemap.xml"),
    (["https://a.com/sitemap-de-de.xml", "https://a.com/sitemap-en-us.xml"], "pricing", "en",
     "https://a.com/sitemap-en-us.xml"),
    (["https://a.com/de/sitemap.xml", "https://a.com/en/sitemap.xml"], "careers", "de", "https://a.com/de/sitemap.xml"),
    # the surface's own child among the watched language's
    (["https://a.com/post-sitemap.xml", "https://a.com/page-sitemap.xml", "https://a.com/page-sitemap-de.xml"],
     "careers", "en", "https://a.com/page-sitemap.xml"),
    (["https://a.com/page-sitemap-de.xml", "https://a.com/page-sitemap.xml"], "careers", "en",
     "https://a.com/page-sitemap.xml"),
    # no language known, or no child of it: as before
    (["https://a.com/de.sitemap.xml", "https://a.com/en.sitemap.xml"], "careers", None, "https://a.com/de.sitemap.xml"),
    (["https://a.com/de.sitemap.xml", "https://a.com/fr.sitemap.xml"], "careers", "en", "https://a.com/de.sitemap.xml"),
    (["https://a.com/sitemap-posts.xml", "https://a.com/sitemap-jobs.xml"], "careers", "en",
     "https://a.com/sitemap-posts.xml"),
])
def test_a_multilingual_sitemap_index_is_read_in_the_watched_language(children: list[str], surface: str,
                                                                       language: str | None, picked: str) -> None:
    assert pick_child_sitemap(children, surface, language) == picked


@pytest.mark.parametrize("url, language", [
    ("https://a.com/de.sitemap.xml", "de"), ("https://a.com/en/sitemap.xml", "en"),
    ("https://a.com/sitemap-en-us.xml", "en"), ("https://a.com/page-sitemap_es.xml", "es"),
    ("https://a.com/sitemap.xml", None), ("https://a.com/post-sitemap.xml", None),
    ("https://a.com/sitemaps/products-1.xml.gz", None),
])
def test_the_language_a_sitemap_is_named_for(url: str, language: str | None) -> None:
    assert sitemap_language(url) == language
