"""Regressions of repair's fifth red-team round (tests/integration/test_repair_redteam5.py), on the pure pieces:
soft 404s in about 35 languages, maintenance notices in other languages, robots.txt answering a non-standard
status, staging and archive hosts, session ids in a successor's URL, a page-only 5xx, regional locales, frames of a
page that shows nothing else, a rebrand notice, feeds announced by a blog page, a board one hop further, a listing
whose items all rolled over."""
from __future__ import annotations

import pytest
from changewire_common.surfaces import is_not_found_text, looks_like_soft_404

SOFT_404_TITLES = [
    "Nie znaleziono strony - Acme", "Stránka nenalezena – Acme", "Stránka nebola nájdená", "Sivua ei löytynyt",
    "Az oldal nem található", "Pagina nu a fost găsită", "Sayfa bulunamadı | Acme", "Страница не найдена — Acme",
    "Сторінку не знайдено", "Страницата не е намерена", "Η σελίδα δεν βρέθηκε", "ページが見つかりません | Acme",
    "页面未找到 - Acme", "找不到頁面", "페이지를 찾을 수 없습니다", "الصفحة غير موجودة", "הדף לא נמצא",
    "Halaman tidak ditemukan", "Không tìm thấy trang", "Stranica nije pronađena", "Puslapis nerastas",
    "Lapa nav atrasta", "Lehte ei leitud", "Síðan fannst ekki", "Pàgina no trobada",
]


@pytest.mark.parametrize("title", SOFT_404_TITLES)
def test_soft_404_titles_in_many_languages(title: str) -> None:
    assert is_not_found_text(title, "")
    assert looks_like_soft_404(200, title, "")


@pytest.mark.parametrize("text", ["お探しのページは見つかりませんでした。トップページへ戻る", "抱歉，找不到该页面。返回首页",
                                  "Ups! Nie znaleziono strony. Wróć na stronę główną.",
                                  "Страница не найдена. Возможно, она была удалена."])
def test_soft_404_said_in_the_text_under_a_plain_title(text: str) -> None:
    assert is_not_found_text("Acme Robotics", text)


@pytest.mark.parametrize("title,text", [("Kariera w Acme", "Szukamy inżynierów robotyki w Lyonie i Berlinie."),
                                        ("採用情報 | Acme", "私たちと一緒に倉庫ロボットを作りませんか。募集中の職種"),
                                        ("Вакансии — Acme", "Мы ищем инженеров в Лионе, Берлине и Торонто.")])
def test_pages_in_those_languages_are_not_soft_404s(title: str, text: str) -> None:
    assert not is_not_found_text(title, text)
