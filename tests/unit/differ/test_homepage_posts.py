"""A homepage's "Latest posts" list: a new post at the top (the oldest dropping out of the short
list) is a published post, not an anonymous content change; what only rotates stays noise."""
from __future__ import annotations

from datetime import UTC, datetime

from changewire_differ.model import PreviousState
from changewire_differ.pipeline import analyze, read

NOW = datetime(2025, 3, 9, 12, 0, tzinfo=UTC)

POSTS = [
    ("smarter-dunning-rules", "Smarter dunning rules for overdue invoices", "2025-03-04",
     "Set a different reminder cadence for each client, and stop chasing the ones who always pay."),
    ("quarterly-tax-report", "A quarterly tax report you can send your accountant", "2025-02-18",
     "VAT and sales tax totals per quarter, exported in one click."),
    ("bank-feeds-europe", "Bank feeds now cover 2,400 European banks", "2025-02-02",
     "Connect more accounts and let payments reconcile themselves."),
    ("automatic-late-fees", "Automatic late fees, done politely", "2025-01-15",
     "Add a late fee after a grace period you choose, with a friendly note."),
]

QUOTES = [("“We got paid two weeks sooner.”", "Dana, bookkeeper"), ("“Reminders that clients don’t hate.”", "Luis, agency owner"),
          ("“Reconciliation went from a day to ten minutes.”", "Priya, CFO")]


def homepage(posts: list[tuple[str, str, str, str]], *, quote: int = 0, banner: str = "Spring sale: 20% off annual plans") -> bytes:
    cards = "\n".join(f"""
        <li class="post-card">
          <a href="/blog/{slug}"><h3>{title}</h3></a>
          <time datetime="{date}">{date}</time>
          <p>{summary}</p>
        </li>""" for slug, title, date, summary in posts)
    text, who = QUOTES[quote]
    return f"""<!DOCTYPE html>
<html lang="en">
<head><title>Acme — invoicing for small teams</title><meta charset="utf-8"></head>
<body>
  <div class="announcement-bar"><p>{banner}</p></div>
  <header class="site-header">
    <nav><a href="/">Acme</a> <a href="/features">Features</a> <a href="/pricing">Pricing</a> <a href="/blog">Blog</a>
      <a href="/signup" class="btn btn-primary">Start free trial</a></nav>
  </header>
  <main>
    <section class="hero">
      <h1>Invoicing that gets you paid faster</h1>
      <p>Acme sends your invoices, chases late payers and reconciles payments for teams of 2 to 200.</p>
    </section>
    <section class="features">
      <h2>Why teams choose Acme</h2>
      <div class="feature"><a href="/features/reminders"><h3>Automatic reminders</h3></a>
        <p>Polite nudges go out on the schedule you pick.</p></div>
      <div class="feature"><a href="/features/bank-sync"><h3>Bank sync</h3></a>
        <p>Payments are matched to invoices as they arrive.</p></div>
      <div class="feature"><a href="/features/currencies"><h3>Multi-currency billing</h3></a>
        <p>Bill clients in 40 currencies at the day's rate.</p></div>
    </section>
    <section class="testimonials carousel">
      <blockquote><p>{text}</p><cite>{who}</cite></blockquote>
    </section>
    <section class="latest-posts">
      <h2>Latest posts</h2>
      <ul>{cards}
      </ul>
      <a href="/blog">All posts</a>
    </section>
  </main>
  <footer class="site-footer"><p>© 2025 Acme Inc. · <a href="/privacy">Privacy</a></p></footer>
</body>
</html>""".encode()


def run(old: bytes, new: bytes, surface: str | None = "homepage"):
    prev = PreviousState(doc=read(old, kind="html", surface=surface, url="https://acme.test/"))
    return analyze(new, kind="html", surface=surface, url="https://acme.test/", previous=prev, now=NOW)


def test_a_post_entering_the_latest_posts_list_is_a_published_post() -> None:
    old = homepage(POSTS[1:4])
    new = homepage(POSTS[0:3])  # the new post on top, the oldest one gone from the list
    for surface in ("homepage", None):  # declared, and guessed from the URL
        a = run(old, new, surface)
        assert a.doc.surface == "homepage"
        assert a.outcome == "changed" and a.significance == "meaningful" and a.kind == "post_published", a.summary
        assert [i.title for i in a.delta.items_added] == ["Smarter dunning rules for overdue invoices"]
        assert a.delta.items_added[0].url == "https://acme.test/blog/smarter-dunning-rules"
        assert a.delta.items_added[0].published_at == "2025-03-04"
        assert not a.delta.items_removed  # the oldest post slid out of a newest-first list


def test_rotating_quote_and_banner_on_the_same_homepage_stay_noise() -> None:
    old = homepage(POSTS[1:4], quote=0, banner="Spring sale: 20% off annual plans")
    assert run(old, homepage(POSTS[1:4], quote=1, banner="New: bank feeds for 2,400 banks")).outcome == "noise"
    assert run(old, homepage(POSTS[1:4], quote=2)).outcome == "noise"
    assert run(old, homepage(POSTS[1:4])).outcome == "unchanged"


def test_feature_cards_are_not_taken_for_posts() -> None:
    doc = read(homepage(POSTS[1:4]), kind="html", surface="homepage", url="https://acme.test/")
    titles = [e.data["title"] for e in doc.entities["news_item"].items]
    assert titles == [p[1] for p in POSTS[1:4]]
