"""Sixth discovery red-team round, pure regressions: English words the tables missed ("Tariffs", "Work for us",
"Employment", "Media releases"), Swedish "Investerare", Hungarian, Romanian, Russian, Ukrainian and Greek labels."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link, classify_text, fold
from changewire_common.vocab import Surface


@pytest.mark.parametrize("path,text,surface", [
    ("/tariffs", "Tariffs", Surface.PRICING), ("/work-for-us", "Work for us", Surface.CAREERS),
    ("/employment", "Employment", Surface.CAREERS), ("/media-releases", "Media releases", Surface.NEWSROOM),
    ("/investerare", "Investerare", Surface.INVESTORS),
    # Hungarian
    ("/karrier", "Karrier", Surface.CAREERS), ("/arak", "Árak", Surface.PRICING), ("/sajto", "Sajtó", Surface.NEWSROOM),
    ("/adatvedelem", "Adatvédelem", Surface.LEGAL), ("/aszf", "ÁSZF", Surface.LEGAL), ("/termekek", "Termékek", Surface.PRODUCTS),
    ("/kapcsolat", "Kapcsolat", Surface.CONTACT),
    # Romanian
    ("/cariere", "Cariere", Surface.CAREERS), ("/preturi", "Prețuri", Surface.PRICING), ("/presa", "Presă", Surface.NEWSROOM),
    ("/termeni-si-conditii", "Termeni și condiții", Surface.LEGAL), ("/produse", "Produse", Surface.PRODUCTS),
])
def test_more_european_sections(path: str, text: str, surface: Surface) -> None:
    m = classify_link(f"https://acme.eu{path}", text, region="nav", site_domain="acme.eu")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m
    # the label alone names it too (a link whose path says nothing: /page/12)
    t = classify_text(text)
    assert t is not None and t.surface is surface and t.confidence >= 0.9, t


@pytest.mark.parametrize("text,surface", [
    ("Вакансии", Surface.CAREERS), ("Карьера", Surface.CAREERS), ("Тарифы", Surface.PRICING), ("Цены", Surface.PRICING),
    ("Блог", Surface.BLOG), ("Новости", Surface.NEWSROOM), ("Пресс-центр", Surface.NEWSROOM),
    ("Политика конфиденциальности", Surface.LEGAL), ("О компании", Surface.TEAM), ("Услуги", Surface.PRODUCTS),
    ("Вакансії", Surface.CAREERS), ("Кар'єра", Surface.CAREERS), ("Карʼєра", Surface.CAREERS), ("Ціни", Surface.PRICING),
    ("Новини", Surface.NEWSROOM), ("Політика конфіденційності", Surface.LEGAL), ("Про нас", Surface.TEAM),
    ("Καριέρα", Surface.CAREERS), ("Τιμές", Surface.PRICING), ("Ιστολόγιο", Surface.BLOG), ("Δελτία Τύπου", Surface.NEWSROOM),
    ("Πολιτική Απορρήτου", Surface.LEGAL), ("ΟΡΟΙ ΧΡΗΣΗΣ", Surface.LEGAL), ("Επικοινωνία", Surface.CONTACT),
])
def test_cyrillic_and_greek_labels(text: str, surface: Surface) -> None:
    m = classify_link("https://acme.example/page/12", text, region="nav", site_domain="acme.example")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m


def test_folding_takes_greek_accents_and_final_sigma_and_the_ukrainian_apostrophe() -> None:
    assert fold("Όροι Χρήσης") == fold("οροι χρησης") and fold("Τύπος") == "τυποσ"
    assert fold("Карʼєра") == fold("Кар’єра") == fold("Кар'єра")


@pytest.mark.parametrize("website,network", [
    ("https://www.linkedin.com/company/acme/", "linkedin.com"), ("facebook.com/acmebakery", "facebook.com"),
    ("http://instagram.com/acme.cafe", "instagram.com"), ("https://x.com/acmehq", "x.com"),
    ("https://linkedin.com", ""), ("https://acme.com/linkedin", ""), ("https://github.com/acme/cli/releases", ""),
])
def test_a_social_profile_given_as_the_website(website: str, network: str) -> None:
    from changewire_discovery.engine import social_profile_host

    assert social_profile_host(website) == network
