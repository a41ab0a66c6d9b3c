"""A new post's card brings its own lines besides the title: a meta line ("Engineering · March 3, 2025 · 6 min
read · 2,029 views") and a byline ("By Emma Andersson"); the card that drops off the end of a twelve-post list takes
its own with it. The new post is the change: those lines are the card's, not "content changed" beside it.

Found in `make up`'s demo, where every new blog post was reported as "1 new post; content changed: 2 added, 1
removed blocks". Two rules were short of it: a meta line of more than four words counted its volatile parts ("2,029
views") as words, and a card whose excerpt the diff paired with the dropped card's excerpt (one explained
*modification*) did not take the added or removed lines around it.

Also: `changewire diff` without --url reads a homepage's latest-posts list (relative links /blog/<slug>).
"""
from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from changewire_differ.cli import diff_files

NOW = datetime(2025, 3, 9, 12, 0, tzinfo=UTC)

POSTS = [
    ("why-we-moved-to-postgres-16", "Why we moved our ledger to Postgres 16", "Engineering", "2025-03-03", "March 3, 2025",
     "7 min read", "1,204", "Marta Kowalski"),
    ("q1-product-roundup", "Q1 product roundup: scheduled exports and SSO", "Product", "2025-02-26", "February 26, 2025",
     "4 min read", "3,981", "Jonas Berg"),
    ("customer-story-nordhavn", "Customer story: how Nordhavn Shipping closes the month in two days", "Customers",
     "2025-02-19", "February 19, 2025", "6 min read", "822", "Aisha Nguyen"),
    ("soc2-type-ii", "We completed our SOC 2 Type II audit", "Security", "2025-02-10", "February 10, 2025",
     "3 min read", "2,310", "Leo Martin"),
    ("hiring-in-lisbon", "We are opening an office in Lisbon", "Company", "2025-01-28", "January 28, 2025", "2 min read",
     "5,102", "Emma Andersson"),
    ("api-v3-deprecations", "API v3: what changes for integrations", "Engineering", "2025-01-15", "January 15, 2025",
     "9 min read", "1,877", "Marta Kowalski"),
]

NEW = ("announcing-series-b", "Announcing our Series B", "Company", "2025-03-08", "March 8, 2025", "5 min read", "96",
       "Priya Raman")


def blog(posts: list[tuple[str, ...]], views_bump: int = 0) -> bytes:
    cards = []
    for slug, title, cat, iso, shown, read, views, author in posts:
        n = int(views.replace(",", "")) + views_bump
        cards.append(f"""
      <article class="post-card">
        <p class="post-meta"><span class="category">{cat}</span> &middot; <time datetime="{iso}">{shown}</time>
          &middot; <span class="reading-time">{read}</span> &middot; <span class="views">{n:,} views</span></p>
        <h2><a href="/blog/{slug}">{title}</a></h2>
        <p>{title}. What we changed, why it matters for finance teams and what comes next.</p>
        <p class="author">By {author}</p>
      </article>""")
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Blog — Ledgerly</title></head>
<body><header><nav><a href="/">Ledgerly</a> <a href="/pricing">Pricing</a> <a href="/blog">Blog</a></nav></header>
<main><h1>The Ledgerly blog</h1>{''.join(cards)}</main>
<footer><p>© 2025 Ledgerly AB</p></footer></body></html>""".encode()


def homepage(posts: list[tuple[str, ...]]) -> bytes:
    cards = "".join(f"""
      <div class="card"><span class="date">{shown}</span><h3><a href="/blog/{slug}">{title}</a></h3>
        <p>{read}</p></div>""" for slug, title, _cat, _iso, shown, read, _v, _a in posts[:3])
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Ledgerly — close the month faster</title></head>
<body><header><nav><a href="/">Ledgerly</a> <a href="/pricing">Pricing</a> <a href="/blog">Blog</a></nav></header>
<main><section class="hero"><h1>Close the month in days, not weeks</h1>
<p>Reconciliation, approvals and reporting for finance teams.</p><a href="/signup">Start free</a></section>
<section class="latest"><h2>From the blog</h2>{cards}</section></main>
<footer><p>© 2025 Ledgerly AB</p></footer></body></html>""".encode()


def run(old: bytes, new: bytes, surface: str | None, url: str = "") -> dict:
    return diff_files(old, new, surface=surface, url=url, content_type="text/html")


@pytest.mark.parametrize("surface", ["blog", None])
def test_a_new_post_card_is_one_new_post_with_its_meta_line_and_byline(surface: str | None) -> None:
    old = blog(POSTS)
    new = blog([NEW] + POSTS[:-1], views_bump=3)  # the list keeps six: the oldest drops off; every counter ticks
    r = run(old, new, surface)
    assert r["outcome"] == "changed"
    assert r["kind"] == "post_published"
    assert [i["title"] for i in r["delta"]["items_added"]] == ["Announcing our Series B"]
    assert "blocks_added" not in r["delta"] and "blocks_removed" not in r["delta"], r["delta"]
    assert "content changed" not in r["summary"].lower()


def test_a_real_edit_beside_a_new_post_is_still_reported() -> None:
    old = blog(POSTS)
    moved = [p if p[0] != "hiring-in-lisbon" else p[:7] + ("Emma Andersson and Tiago Sousa",) for p in POSTS[:-1]]
    new = blog([NEW] + moved).replace(b"<h1>The Ledgerly blog</h1>",
                                      b"<h1>The Ledgerly blog</h1><p>We are now part of Northwind Group. Read the "
                                      b"announcement from both founders on what this means for customers.</p>")
    r = run(old, new, "blog")
    assert [i["title"] for i in r["delta"]["items_added"]] == ["Announcing our Series B"]
    added = [b["text"] for b in r["delta"].get("blocks_added", [])]
    assert any("Northwind Group" in t for t in added), r


@pytest.mark.parametrize("url", ["", "https://ledgerly.example/"])
def test_homepage_latest_posts_without_the_page_url(url: str) -> None:
    r = run(homepage(POSTS), homepage([NEW] + POSTS), "homepage", url)
    assert r["kind"] == "post_published", r
    assert [i["title"] for i in r["delta"]["items_added"]] == ["Announcing our Series B"]


def test_cli_homepage_without_url(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from changewire_common.cli import main

    a, b = tmp_path / "old.html", tmp_path / "new.html"
    a.write_bytes(homepage(POSTS))
    b.write_bytes(homepage([NEW] + POSTS))
    assert main(["diff", str(a), str(b), "--surface", "homepage", "--json"]) in (0, None)
    out = json.loads(capsys.readouterr().out)
    assert out["kind"] == "post_published"
