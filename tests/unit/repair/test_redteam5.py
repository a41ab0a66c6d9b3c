"""Regressions of repair's fifth red-team round (tests/integration/test_repair_redteam5.py), on the pure pieces:
soft 404s in about 35 languages, maintenance notices in other languages, robots.txt answering a non-standard
status, staging and archive hosts, session ids in a successor's URL, a page-only 5xx, regional locales, frames of a
page that shows nothing else, a rebrand notice, feeds announced by a blog page, a board one hop further, a listing,
feed or board whose items all rolled over (at the URL or through a redirect), the two spellings of a path, an index's
page named like an old docs article."""
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


@pytest.mark.parametrize("title,text", [
    ("Site en maintenance", "Nous effectuons une mise à jour de notre site. Nous revenons très vite !"),
    ("Wartungsarbeiten", "Unsere Website wird gerade gewartet. Wir sind in Kürze wieder für Sie da."),
    ("Estamos en mantenimiento", "Volveremos pronto."), ("Sito in manutenzione", "Torneremo presto online."),
    ("Acme", "We zijn zo terug: de site is in onderhoud."), ("Przerwa techniczna", "Wracamy wkrótce."),
    ("メンテナンス中", "ただいまメンテナンス中です。"), ("Технические работы", "Скоро вернёмся."),
])
def test_maintenance_notices_in_other_languages(title: str, text: str) -> None:
    from changewire_repair.decide import looks_like_maintenance

    assert looks_like_maintenance(title, text)


def test_a_long_page_mentioning_maintenance_in_german_is_a_page() -> None:
    from changewire_repair.decide import looks_like_maintenance

    assert not looks_like_maintenance("Preise", "Wartungsarbeiten sind in jedem Tarif enthalten. " + "Mehr Text. " * 80)


@pytest.mark.parametrize("url,expected", [
    ("http://staging.acme.com/careers", True), ("http://dev.acme.com/careers", True),
    ("http://www-staging.acme.com/careers", True), ("http://www.staging.acme.co.uk/careers", True),
    ("http://qa.e19.test/careers", True), ("http://jobs.acme.com/", False), ("http://acme.dev/careers", False),
    ("http://developers.acme.com/docs", False), ("http://www.acme.com/dev/blog", False),
])
def test_non_production_hosts(url: str, expected: bool) -> None:
    from changewire_repair.candidates import non_production

    assert non_production(url) is expected


def test_archives_and_staging_copies_are_never_candidates_nor_successors() -> None:
    from changewire_repair.candidates import Found, archive_copy, rank
    from changewire_repair.decide import Probe, Review, decide
    from changewire_repair.identity import Identity

    assert archive_copy("http://web.archive.org/web/2025/http://acme.test/careers")
    assert archive_copy("https://archive.ph/AbCd1") and not archive_copy("http://acme.test/archive/2024")
    found = [Found("http://web.archive.org/web/2025/http://acme.test/careers", "old_page"),
             Found("http://staging.acme.test/careers", "sitemap", region="sitemap"),
             Found("http://acme.test/about/careers", "nav", "Careers")]
    assert [c.url for c in rank("http://acme.test/careers", "careers", found)] == ["http://acme.test/about/careers"]
    ident = Identity(distance=3, ratio=0.95, score=0.95, match=True, words=300)
    retry = Probe("http://acme.test/careers", "retry", final_url="http://dev.acme.test/careers", status=200,
                  identity=ident)
    assert isinstance(decide("http://acme.test/careers", retry, [], has_reference=True, surface="careers"), Review)


@pytest.mark.parametrize("url,expected", [
    ("http://acme.test/(S(lit3py55t21z5v55vlm25s55))/careers.aspx", "http://acme.test/careers.aspx"),
    ("http://acme.test/(X(1)S(ab12cd))/jobs/", "http://acme.test/jobs/"),
    ("http://acme.test/jobs/?sessionid=5f2c9a&lang=en", "http://acme.test/jobs/?lang=en"),
    ("http://acme.test/jobs?osCsid=9a8b7c", "http://acme.test/jobs"), ("http://acme.test/jobs?sid=77e1", "http://acme.test/jobs"),
    ("http://acme.test/jobs?page_id=12", "http://acme.test/jobs?page_id=12"),
    ("http://acme.test/wiki/Foo_(bar)", "http://acme.test/wiki/Foo_(bar)"),
])
def test_session_ids_are_stripped_from_a_successors_url(url: str, expected: str) -> None:
    from changewire_repair.decide import strip_tracking

    assert strip_tracking(url) == expected


def test_a_page_only_5xx_is_never_migrated_to_a_duplicate_and_is_reviewed_when_it_persists() -> None:
    from changewire_repair.decide import PAGE_UNWELL, Migrate, Probe, Review, Wait, decide
    from changewire_repair.identity import Identity

    ident = Identity(distance=1, ratio=0.99, score=0.99, match=True, words=300)
    retry = Probe("http://acme.test/careers", "retry", final_url="http://acme.test/careers", status=500)
    dup = Probe("http://acme.test/jobs", "nav", final_url="http://acme.test/jobs", status=200, identity=ident)
    d = decide("http://acme.test/careers", retry, [dup], has_reference=True, surface="careers", site_answers=True)
    assert isinstance(d, Wait) and d.code == PAGE_UNWELL and "jobs" in d.reason
    d = decide("http://acme.test/careers", retry, [dup], has_reference=True, surface="careers", site_answers=True,
               unwell_before=True)
    assert isinstance(d, Review)
    # the whole site erroring: waiting, without the mark (nothing says the page alone is broken)
    d = decide("http://acme.test/careers", retry, [], has_reference=True, surface="careers", unwell_before=True)
    assert isinstance(d, Wait) and not d.code
    # a recorded redirect target is evidence of a move, whatever the old URL answers now
    moved = Probe("http://acme.test/company/careers", "redirect", final_url="http://acme.test/company/careers",
                  status=200, identity=ident)
    assert isinstance(decide("http://acme.test/careers", retry, [moved], has_reference=True, surface="careers"), Migrate)


def test_the_sensors_market_comes_before_its_regional_twin() -> None:
    from changewire_repair.candidates import Found, rank
    from changewire_repair.decide import Migrate, Probe, decide
    from changewire_repair.identity import Identity

    old = "http://acme.test/en-gb/careers"
    ident = Identity(distance=1, ratio=0.96, score=0.96, match=True, words=300)
    us = Probe("http://acme.test/en-us/careers", "nav", final_url="http://acme.test/en-us/careers", status=200,
               identity=ident)
    gb = Probe("http://acme.test/en-gb/jobs", "nav", final_url="http://acme.test/en-gb/jobs", status=200,
               identity=Identity(distance=2, ratio=0.93, score=0.93, match=True, words=300))
    retry = Probe(old, "retry", status=404)
    d = decide(old, retry, [us, gb], has_reference=True, surface="careers", language="en")
    assert isinstance(d, Migrate) and d.url == "http://acme.test/en-gb/jobs"
    found = [Found("http://acme.test/en-us/careers", "nav", "Careers (US)"), Found("http://acme.test/en-gb/jobs", "nav", "Careers (UK)")]
    assert rank(old, "careers", found)[0].url == "http://acme.test/en-gb/jobs"


def test_a_short_notice_linking_one_other_sites_front_page_says_where_the_site_went() -> None:
    from changewire_repair.candidates import moved_site_notice

    notice = ("<html><body><header><a href='/'>Acme</a><a href='https://twitter.com/acme'>Twitter</a></header><main>"
              "<h1>Acme Robotics is now Zenith Automation</h1><p>Same team, new name. Our website has moved.</p>"
              "<p><a href='https://www.zenith.com/'>Visit zenith.com</a></p></main></body></html>")
    assert moved_site_notice(notice, "http://acme.com/careers") == "https://www.zenith.com/"
    # a page linking several other sites, a deep page elsewhere, or a long page is no such notice
    two = notice.replace("</main>", "<a href='https://partner.example/'>Our partner</a></main>")
    assert moved_site_notice(two, "http://acme.com/careers") is None
    deep = notice.replace("https://www.zenith.com/", "https://www.zenith.com/careers")
    assert moved_site_notice(deep, "http://acme.com/careers") is None
    long = notice.replace("</main>", "<p>" + "We build robots for warehouses. " * 40 + "</p></main>")
    assert moved_site_notice(long, "http://acme.com/careers") is None
    archive = notice.replace("https://www.zenith.com/", "http://web.archive.org/")
    assert moved_site_notice(archive, "http://acme.com/careers") is None


def test_frames_of_a_page_that_shows_nothing_else() -> None:
    from changewire_repair.candidates import page_frames

    body = ("<html><body><header><a href='/'>Acme</a></header><main><h1>Careers</h1><iframe "
            "src='http://jobs.acme.test/embed/positions'></iframe></main></body></html>")
    assert page_frames(body, "http://acme.test/careers") == ["http://jobs.acme.test/embed/positions"]


def test_the_two_spellings_of_a_path_are_two_addresses() -> None:
    from changewire_repair.candidates import exact_key, url_key
    from changewire_repair.decide import Migrate, Probe, decide
    from changewire_repair.identity import Identity

    assert url_key("http://acme.test/careers/") == url_key("http://acme.test/careers")
    assert exact_key("http://acme.test/careers/") != exact_key("http://acme.test/careers")
    assert exact_key("http://Acme.test:80/") == exact_key("http://acme.test")
    ident = Identity(distance=1, ratio=0.97, score=0.97, match=True, words=300)
    retry = Probe("http://acme.test/careers/", "retry", status=404)
    other = Probe("http://acme.test/careers", "nav", final_url="http://acme.test/careers", status=200, identity=ident)
    d = decide("http://acme.test/careers/", retry, [other], has_reference=True, surface="careers")
    assert isinstance(d, Migrate) and d.url == "http://acme.test/careers"


def _blog(posts: list[tuple[str, str]], h1: str = "The Acme blog") -> str:
    items = "".join(f"<article><h2><a href='/blog/{s}'>{t}</a></h2><p>{t} in more words.</p></article>" for t, s in posts)
    return (f"<html><body><header><a href='/'>Acme</a><a href='/blog'>Blog</a></header><main><h1>{h1}</h1>{items}"
            "</main></body></html>")


def test_a_listing_whose_items_all_rolled_over_is_the_same_listing() -> None:
    from changewire_repair.identity import Reference
    from changewire_repair.repair import Page, listing_rolled

    old = Reference.of("The Acme blog\nIntroducing the R7 picking robot\nHow we test robots next to people\n"
                       "Acme opens a Toronto office")
    new = [("Acme R7 ships with a second gripper", "r7-gripper"), ("Our winter release", "winter-release"),
           ("Meet our new CTO", "new-cto")]
    page = Page("http://acme.test/blog", final_url="http://acme.test/blog", status=200,
                content_type="text/html", text=_blog(new))
    assert listing_rolled(page, "blog", old)
    # another heading (an unrelated listing now at the URL), too few items, or not a listing surface: no
    other = Page(page.url, final_url=page.final_url, status=200, content_type="text/html",
                 text=_blog(new, "Customer stories"))
    assert not listing_rolled(other, "blog", old)
    few = Page(page.url, final_url=page.final_url, status=200, content_type="text/html", text=_blog(new[:2]))
    assert not listing_rolled(few, "blog", old)
    assert not listing_rolled(page, "pricing", old)


def test_a_rolled_listing_is_recovered_a_replaced_page_reviewed() -> None:
    from changewire_repair.decide import Probe, Recover, Review, decide
    from changewire_repair.identity import Identity

    ident = Identity(distance=30, ratio=0.2, score=0.2, match=False, words=200)
    same = Probe("http://acme.test/blog", "retry", final_url="http://acme.test/blog", status=200, identity=ident)
    assert isinstance(decide(same.url, same, [], has_reference=True, surface="blog"), Review)
    rolled = Probe(same.url, "retry", final_url=same.url, status=200, identity=ident, rolled=True)
    assert isinstance(decide(same.url, rolled, [], has_reference=True, surface="blog"), Recover)


def test_links_and_sitemap_entries_are_read_without_session_ids() -> None:
    from changewire_repair.candidates import clean_url, read_sitemap

    assert clean_url("/join-us;jsessionid=8F2E4C1A9B7D", "http://acme.test/") == "http://acme.test/join-us"
    sm = read_sitemap("<urlset><url><loc>http://acme.test/jobs;jsessionid=0A1B</loc></url></urlset>")
    assert sm.pages == ["http://acme.test/jobs"]


def test_a_feed_whose_items_all_rolled_over_is_the_same_feed() -> None:
    from changewire_repair.identity import Reference
    from changewire_repair.repair import Page, listing_rolled

    old = Reference.of("Acme Robotics blog\nStories from Acme Robotics\nIntroducing the R7\nAcme opens a Toronto office")
    items = "".join(f"<item><title>New post {i}</title><link>http://acme.test/blog/p{i}</link></item>" for i in range(5))
    feed = f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title>{items}</channel></rss>'
    page = Page("http://acme.test/feed", final_url="http://acme.test/feed", status=200,
                content_type="application/rss+xml", text=feed)
    assert listing_rolled(page, "feed", old)
    other = feed.replace("Acme Robotics blog", "BigCorp newsroom")
    assert not listing_rolled(Page(page.url, final_url=page.url, status=200, content_type="application/rss+xml",
                                   text=other), "feed", old)


def test_a_page_below_an_index_is_followed_only_when_named_like_the_old_one() -> None:
    from changewire_repair.candidates import path_similarity
    from changewire_repair.repair import MIN_ITEM_PATH_SIMILARITY

    old = "http://acme.test/docs/v1/getting-started"
    assert path_similarity(old, "http://acme.test/docs/v2/getting-started") >= MIN_ITEM_PATH_SIMILARITY
    assert path_similarity(old, "http://acme.test/docs/v2/fleet-api") < MIN_ITEM_PATH_SIMILARITY


def test_a_redirect_to_the_same_listing_rolled_over_is_a_move() -> None:
    from changewire_repair.decide import Migrate, Probe, Recover, decide
    from changewire_repair.identity import Identity

    ident = Identity(distance=30, ratio=0.3, score=0.3, match=False, words=200)
    moved = Probe("http://acme.test/rss", "retry", final_url="http://acme.test/blog/feed.xml", status=200,
                  identity=ident, rolled=True)
    d = decide("http://acme.test/rss", moved, [], has_reference=True, surface="feed", kind="feed")
    assert isinstance(d, Migrate) and d.url == "http://acme.test/blog/feed.xml"
    here = Probe("http://acme.test/rss", "retry", final_url="http://acme.test/rss", status=200, identity=ident,
                 rolled=True)
    assert isinstance(decide("http://acme.test/rss", here, [], has_reference=True, surface="feed", kind="feed"), Recover)


def test_a_rolled_listing_on_the_front_page_is_no_move() -> None:
    from changewire_repair.decide import Migrate, Probe, decide
    from changewire_repair.identity import Identity

    ident = Identity(distance=30, ratio=0.3, score=0.3, match=False, words=200)
    home = Probe("http://acme.test/blog", "retry", final_url="http://acme.test/", status=200, identity=ident, rolled=True)
    assert not isinstance(decide("http://acme.test/blog", home, [], has_reference=True, surface="blog",
                                 homes=("http://acme.test/",)), Migrate)
    sub = Probe("http://acme.test/blog", "retry", final_url="http://blog.acme.test/", status=200, identity=ident,
                rolled=True)
    d = decide("http://acme.test/blog", sub, [], has_reference=True, surface="blog", homes=("http://acme.test/",))
    assert isinstance(d, Migrate) and d.url == "http://blog.acme.test/"


def test_a_board_whose_openings_all_rolled_over_is_the_same_board() -> None:
    from changewire_repair.identity import Reference
    from changewire_repair.repair import Page, listing_rolled

    old = Reference.of("Current openings at Acme Robotics\nSenior Robotics Engineer\nLyon, France")
    rows = "".join(f"<div><a href='/acme/jobs/{5500 + i}'>Job {i}</a></div>" for i in range(4))
    body = f"<html><body><div id='main'><h1>Current openings at Acme Robotics</h1>{rows}</div></body></html>"
    page = Page("http://boards.greenhouse.io/acme", final_url="http://boards.greenhouse.io/acme", status=200,
                content_type="text/html", text=body)
    assert listing_rolled(page, "jobs_board", old)
