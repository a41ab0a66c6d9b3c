"""Regressions of repair's ninth red-team round (tests/integration/test_repair_redteam9.py), on the pure pieces: soft
404s in languages no round covered (Georgian, Azerbaijani, Kazakh, Albanian, Swahili, Filipino, Armenian, Uzbek,
Macedonian, Mongolian, Urdu, Tamil, Nepali, Marathi, Afrikaans, Basque, Galician, Welsh, Lithuanian) and wordings of
covered languages the phrase list lacked ("est introuvable", "non esiste più", "konnte nicht gefunden werden", "kon
niet worden gevonden", "no existe", "não existe"), and pages in those languages that are no soft 404.
"""
from __future__ import annotations

import pytest

from changewire_common.surfaces import looks_like_soft_404

#: (title, heading) of CMS "not found" templates served with status 200: the title is the site's name only
SOFT_404_HEADINGS = [
    "გვერდი ვერ მოიძებნა",  # Georgian
    "Səhifə tapılmadı",  # Azerbaijani
    "Бет табылмады",  # Kazakh
    "Faqja nuk u gjet",  # Albanian
    "Ukurasa haupatikani",  # Swahili
    "Hindi mahanap ang pahina",  # Filipino
    "Էջը չի գտնվել",  # Armenian
    "Sahifa topilmadi",  # Uzbek
    "Страницата не е пронајдена",  # Macedonian
    "Хуудас олдсонгүй",  # Mongolian
    "صفحہ نہیں ملا",  # Urdu
    "பக்கம் கிடைக்கவில்லை",  # Tamil
    "पृष्ठ फेला परेन",  # Nepali
    "पान सापडले नाही",  # Marathi
    "Bladsy nie gevind nie",  # Afrikaans
    "Ez da orria aurkitu",  # Basque
    "Páxina non atopada",  # Galician
    "Tudalen heb ei chanfod",  # Welsh
    "Puslapis nerastas",  # Lithuanian (covered: a control)
    # wordings of covered languages
    "Oups ! La page que vous recherchez est introuvable.",
    "Ci dispiace, la pagina che stai cercando non esiste più.",
    "Die angeforderte Seite konnte nicht gefunden werden.",
    "Deze pagina kon niet worden gevonden.",
    "Lo sentimos, la página que buscas no existe.",
    "A página que você procura não existe.",
]


@pytest.mark.parametrize("heading", SOFT_404_HEADINGS)
def test_soft_404_said_in_the_heading_under_the_sites_title(heading: str) -> None:
    assert looks_like_soft_404(200, "Acme Robotics", f"{heading}\nBack to the home page")


#: pages in those languages that merely use a word of the phrases: no soft 404
PAGES = [
    ("Karriere", "Unsere offenen Stellen konnten wir dank Ihrer Bewerbung besetzen. Neue Stellen finden Sie unten."),
    ("Carrières", "Rejoignez une équipe introuvable ailleurs : nous recrutons des ingénieurs à Lyon et Berlin."),
    ("Lavora con noi", "Il robot che stai cercando non esiste ancora: costruiscilo con noi a Lyon e Berlino."),
    ("Empleo", "Si la oferta que buscas no existe todavía, envíanos tu candidatura espontánea."),
    ("Vacatures", "Kon je jouw droombaan niet vinden? Stuur ons een open sollicitatie."),
]


@pytest.mark.parametrize("title, text", PAGES)
def test_pages_using_those_words_are_no_soft_404(title: str, text: str) -> None:
    assert not looks_like_soft_404(200, title, text)
