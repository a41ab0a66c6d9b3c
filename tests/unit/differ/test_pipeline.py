"""The pure entry point (pipeline.analyze): outcomes, significance rules, failures, flapping."""
from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from changewire_differ.classify import ClassifyConfig
from changewire_differ.model import ParseFailure, PreviousState
from changewire_differ.pipeline import AnalyzeConfig, analyze, read

NOW = datetime(2025, 3, 9, 12, 0, tzinfo=UTC)


def page(main: str, *, nonce: str = "n1", title: str = "Acme") -> bytes:
    return (f'<html><head><title>{title}</title><script nonce="{nonce}">var x=1</script></head><body>'
            f'<nav><a href="/">Home</a></nav><main>{main}</main><footer><p>© 2025 Acme</p></footer></body></html>').encode()


def run(old: bytes, new: bytes, surface: str = "homepage", **kw) -> object:
    prev = PreviousState(doc=read(old, kind="html", surface=surface, url="https://acme.test/"))
    return analyze(new, kind="html", surface=surface, url="https://acme.test/", previous=prev, now=NOW, **kw)


BASE = "<h1>Widgets for teams</h1><p>We help teams build better widgets with less effort and fewer meetings.</p>" \
       "<p>Trusted by 4,000 companies around the world since 2015, from startups to enterprises.</p>"


def test_baseline_unchanged_noise_changed() -> None:
    a = analyze(page(BASE), kind="html", surface="homepage", now=NOW)
    assert a.outcome == "baseline" and a.doc.visible_hash and a.text.startswith("Acme")
    assert run(page(BASE), page(BASE, nonce="n2")).outcome == "unchanged"
    noisy = BASE + "<p>Updated 5 minutes ago</p>"
    assert run(page(BASE + "<p>Updated 3 hours ago</p>"), page(noisy)).outcome == "noise"
    a = run(page(BASE), page(BASE.replace("fewer meetings", "fewer meetings and no spreadsheets at all")))
    assert a.outcome == "changed" and a.significance == "meaningful" and a.kind == "content_changed"


@pytest.mark.parametrize(("old_main", "new_main", "surface", "sig", "kind"), [
    (BASE, BASE.replace("better", "beter"), "homepage", "minor", "content_changed"),
    (BASE, BASE.replace("Widgets for teams", "Gadgets for enterprises"), "homepage", "meaningful", "content_changed"),
    (BASE, "<h1>Agents for data teams</h1><p>Autopilot runs your pipelines, fixes failures and writes the incident review.</p>"
           "<p>Book a tour of the new platform and see the agents fix a broken pipeline live in our sandbox.</p>"
           "<p>Every plan now includes the cost guard, which pauses runaway warehouse jobs before the bill arrives.</p>",
     "homepage", "major", "content_changed"),
    (BASE, BASE.replace("4,000", "5,000"), "homepage", "minor", "content_changed"),
    (BASE, BASE + "<p>Plans start at $29 per month.</p>", "homepage", "meaningful", "content_changed"),
    (BASE + "<p>Plans start at $29 per month.</p>", BASE + "<p>Plans start at $39 per month.</p>", "pricing", "critical", "price_changed"),
    (BASE, BASE.replace("since 2015", "since 2016"), "legal", "meaningful", "policy_changed"),
])
def test_significance_rules(old_main: str, new_main: str, surface: str, sig: str, kind: str) -> None:
    a = run(page(old_main), page(new_main), surface)
    assert (a.outcome, a.significance, a.kind) == ("changed", sig, kind), a.summary


def test_chrome_only_changes_are_minor() -> None:
    old = page(BASE)
    new = old.replace(b'<a href="/">Home</a>', b'<a href="/">Home</a><a href="/partners">Partners</a>')
    a = run(old, new)
    assert (a.outcome, a.significance) == ("changed", "minor")


def test_kind_significance_override_from_settings() -> None:
    cfg = AnalyzeConfig(classify=ClassifyConfig(kind_significance={"price_changed": "major"}))
    a = run(page(BASE + "<p>From $29/mo</p>"), page(BASE + "<p>From $39/mo</p>"), "pricing", config=cfg)
    assert (a.significance, a.kind) == ("major", "price_changed")


def test_reordered_items_are_noise() -> None:
    items = ["<li>Alpha integration with Salesforce</li>", "<li>Beta integration with HubSpot</li>", "<li>Gamma integration with Slack</li>"]
    assert run(page(BASE + "<ul>" + "".join(items) + "</ul>"), page(BASE + "<ul>" + "".join(reversed(items)) + "</ul>")).outcome == "noise"


@pytest.mark.parametrize(("body", "kind", "fc"), [
    (b"", "html", "PARSING"), (b"   \n", "html", "PARSING"), (b"%PDF-1.4 \x00\x01binary", "html", "PARSING"),
    (b"{broken", "json", "PARSING"), (b'{"no": "jobs"}', "ats", "SCHEMA"), (b"<html>not a feed</html>", "feed", "SCHEMA"),
    (b"<rss><channel>", "sitemap", "PARSING"), (b'{"x": 1}', "status_json", "SCHEMA"),
])
def test_unusable_bodies_raise_parse_failure(body: bytes, kind: str, fc: str) -> None:
    with pytest.raises(ParseFailure) as e:
        analyze(body, kind=kind, surface=None, now=NOW)
    assert e.value.failure_class == fc


def test_json_record_source_fields() -> None:
    old = json.dumps({"company": {"name": "Acme", "employees": 140}, "fetched_at": "2025-03-01T00:00:00Z"}).encode()
    new = json.dumps({"company": {"name": "Acme", "employees": 150}, "fetched_at": "2025-03-09T00:00:00Z"}).encode()
    prev = PreviousState(doc=read(old, kind="json", surface="record_source"))
    a = analyze(new, kind="json", surface="record_source", previous=prev, now=NOW)
    assert (a.outcome, a.kind) == ("changed", "fields_changed")
    assert [(f.field, f.before, f.after) for f in a.delta.fields_changed] == [("$.company.employees", 140, 150)]
    only_ts = json.dumps({"company": {"name": "Acme", "employees": 140}, "fetched_at": "2025-03-10T00:00:00Z"}).encode()
    assert analyze(only_ts, kind="json", surface="record_source", previous=prev, now=NOW).outcome == "noise"


def test_flip_flop_between_variants_is_reported_once() -> None:
    a_body = page(BASE)
    b_body = page(BASE.replace("We help teams build better widgets with less effort and fewer meetings.",
                               "Finance teams close the books two days faster with our reconciliation engine."))
    prev_doc = read(a_body, kind="html", surface="homepage")
    state = PreviousState(doc=prev_doc)
    first = analyze(a_body, kind="html", surface="homepage", previous=None, now=NOW)
    state = PreviousState(doc=first.doc, variants=first.variants)
    t = NOW
    results = []
    doc = first.doc
    variants = first.variants
    for body in (b_body, a_body, b_body, a_body):
        t += timedelta(hours=1)
        r = analyze(body, kind="html", surface="homepage", previous=PreviousState(doc=doc, variants=variants), now=t)
        results.append((r.outcome, r.significance, r.flapping))
        doc, variants = r.doc, r.variants
    assert results[0] == ("changed", "meaningful", False)
    assert results[1] == ("changed", "meaningful", True)  # a return to an earlier version, reported once
    assert results[2][1] == "minor" and results[3][1] == "minor"  # further alternations do not page
    assert state.doc is not None


def test_source_published_at_from_new_items() -> None:
    def blog(posts: list[tuple[str, str]]) -> bytes:
        return page("".join(f'<article><time datetime="{d}">{d}</time><h2><a href="/blog/{t}">{t} title here</a></h2></article>'
                            for t, d in posts))
    a = run(blog([("b", "2025-03-01"), ("a", "2025-02-01")]), blog([("c", "2025-03-08T09:30:00Z"), ("b", "2025-03-01"), ("a", "2025-02-01")]), "blog")
    assert a.kind == "post_published" and a.source_published_at == datetime(2025, 3, 8, 9, 30, tzinfo=UTC)


def test_job_moving_location_is_an_update_not_a_removal_and_an_addition() -> None:
    def careers(loc: str, dept: str = "Engineering") -> bytes:
        return page(f'<h2>{dept}</h2><ul><li><a href="/careers/backend">Backend Engineer</a> <span>{loc}</span></li>'
                    '<li><a href="/careers/design">Product Designer</a> <span>London, UK</span></li></ul>')
    a = run(careers("Berlin, Germany"), careers("Remote"), "careers")
    assert (a.significance, a.kind) == ("meaningful", "jobs_changed") and not a.delta.jobs_added and not a.delta.jobs_removed
    assert [(f.before, f.after) for f in a.delta.fields_changed] == [("Berlin, Germany", "Remote")]
