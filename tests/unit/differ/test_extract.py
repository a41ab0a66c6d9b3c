"""Entity extraction (extract.py, jsonld.py): JSON-LD first, markup heuristics second."""
from __future__ import annotations

import json

from changewire_differ.extract import extract_html, price_period, price_tokens
from changewire_differ.htmlnorm import parse_html


def _ents(html: str, surface: str, url: str = "https://acme.test/page") -> dict:
    doc = parse_html(html, base_url=url)
    return extract_html(doc, surface, doc.excluded, url)


def test_price_tokens_and_periods() -> None:
    assert price_tokens("From $29/mo or €1.299,00 per year, 49 € monthly, USD 12") == ["$29", "€1.299,00", "49 €", "USD 12"]
    assert price_tokens("$ 29") == ["$29"]
    assert price_period("per user / month") == "user/month"
    assert price_period("billed annually") == "year"
    assert price_period("/mo") == "month"


def test_jobs_from_json_ld_postings() -> None:
    ld = [{"@context": "https://schema.org", "@type": "JobPosting", "title": "Data Engineer", "url": "/careers/1",
           "jobLocation": {"@type": "Place", "address": {"addressLocality": "Berlin", "addressCountry": "DE"}}},
          {"@context": "https://schema.org", "@type": "JobPosting", "title": "Designer", "jobLocationType": "TELECOMMUTE"}]
    html = "<html><head>" + "".join(f'<script type="application/ld+json">{json.dumps(x)}</script>' for x in ld) + "</head><body><p>Jobs</p></body></html>"
    es = _ents(html, "careers")["job"]
    assert es.method == "jsonld"
    assert [(e.data["title"], e.data.get("location")) for e in es.items] == [("Data Engineer", "Berlin, DE"), ("Designer", "Remote")]


def test_jobs_from_links_with_locations_and_departments() -> None:
    html = """<body><main><h2>Engineering</h2><ul class="jobs">
    <li><a href="/careers/backend-engineer"><h3>Backend Engineer</h3></a><span class="location">Berlin, Germany</span></li>
    <li><a href="/careers/frontend-engineer"><h3>Frontend Engineer</h3></a><span>Remote</span></li>
    <li><a href="/careers/sre">Site Reliability Engineer</a> <span>London, UK</span></li></ul>
    <p><a href="/careers/benefits">Benefits</a></p></main><footer><a href="/careers">Careers</a></footer></body>"""
    es = _ents(html, "careers", "https://acme.test/careers")["job"]
    got = {(e.data["title"], e.data.get("location"), e.data.get("department")) for e in es.items}
    assert got == {("Backend Engineer", "Berlin, Germany", "Engineering"), ("Frontend Engineer", "Remote", "Engineering"),
                   ("Site Reliability Engineer", "London, UK", "Engineering")}
    assert es.confidence >= 0.6


def test_job_card_fields_under_short_class_names_and_parenthesised_locations() -> None:
    html = """<body><main><section class="openings">
    <div class="job-card"><a href="/careers/backend"><h3>Backend Engineer</h3></a><span class="loc">Oslo</span><span class="dept">Engineering</span></div>
    <div class="job-card"><a href="/careers/designer"><h3>Product Designer</h3></a><span>Remote (EU)</span></div>
    <div class="job-card"><a href="/careers/ae"><h3>Account Executive</h3></a><span>(Remote)</span></div>
    <div class="job-card"><a href="/careers/analyst"><h3>Data Analyst</h3></a><span class="block-lock">Featured</span></div>
    </section></main></body>"""
    es = _ents(html, "careers", "https://acme.test/careers")["job"]
    got = {(e.data["title"], e.data.get("location"), e.data.get("department")) for e in es.items}
    assert got == {("Backend Engineer", "Oslo", "Engineering"), ("Product Designer", "Remote (EU)", None),
                   ("Account Executive", "Remote", None), ("Data Analyst", None, None)}


def test_job_cities_read_by_name_in_their_own_spelling() -> None:
    """Cities beyond the few famous ones, as the page writes them (München, Kraków, Lyon, Palo Alto), are a
    card's location and, above a group of jobs, the group's place, not a team."""
    html = """<body><main><section class="openings">
    <h2>München</h2><ul class="jobs">
    <li class="job"><a href="/careers/backend"><h3>Backend Engineer</h3></a><span>Vollzeit</span></li>
    <li class="job"><a href="/careers/sre"><h3>Site Reliability Engineer</h3></a><span>Vollzeit</span></li></ul>
    <h2>Lyon</h2><ul class="jobs">
    <li class="job"><a href="/careers/sales"><h3>Account Executive</h3></a><span>CDI</span></li>
    <li class="job"><a href="/careers/support"><h3>Support Specialist</h3></a><span>CDI</span></li></ul>
    </section></main></body>"""
    es = _ents(html, "careers", "https://acme.test/careers")["job"]
    got = {(e.data["title"], e.data.get("location"), e.data.get("department")) for e in es.items}
    assert got == {("Backend Engineer", "München", None), ("Site Reliability Engineer", "München", None),
                   ("Account Executive", "Lyon", None), ("Support Specialist", "Lyon", None)}
    html = """<body><main><div class="grid">
    <div class="card"><a href="/careers/1"><h3>Data Analyst</h3></a><p>Kraków</p></div>
    <div class="card"><a href="/careers/2"><h3>Product Designer</h3></a><p>Palo Alto</p></div>
    </div></main></body>"""
    es = _ents(html, "careers", "https://acme.test/careers")["job"]
    assert {(e.data["title"], e.data.get("location")) for e in es.items} == {("Data Analyst", "Kraków"),
                                                                           ("Product Designer", "Palo Alto")}


def test_job_cards_behind_generic_apply_links() -> None:
    html = """<body><main><div class="grid">
    <div class="card"><h3>Account Executive</h3><p>Austin, TX</p><a href="https://boards.greenhouse.io/acme/jobs/11">Apply</a></div>
    <div class="card"><h3>Solutions Engineer</h3><p>Toronto, Canada</p><a href="https://boards.greenhouse.io/acme/jobs/12">Apply</a></div>
    </div></main></body>"""
    es = _ents(html, "careers")["job"]
    assert {(e.data["title"], e.data.get("location")) for e in es.items} == {("Account Executive", "Austin, TX"),
                                                                           ("Solutions Engineer", "Toronto, Canada")}


def test_pricing_plan_cards_including_custom_plans() -> None:
    html = """<body><main><div class="plans">
    <div class="plan"><h3>Starter</h3><p><span>$0</span></p><ul><li>1 project</li></ul></div>
    <div class="plan"><h3>Pro</h3><span class="badge">Most popular</span><p><span>$29</span><span>/mo</span></p><ul><li>10 projects</li><li>SSO</li></ul></div>
    <div class="plan"><h3>Enterprise</h3><p>Contact sales</p><ul><li>Everything</li></ul></div>
    </div></main></body>"""
    es = _ents(html, "pricing")["pricing_plan"]
    plans = {e.data["name"]: (e.data["price"], e.data.get("period"), e.data.get("features")) for e in es.items}
    assert plans == {"Starter": ("$0", "", ["1 project"]), "Pro": ("$29", "month", ["10 projects", "SSO"]),
                     "Enterprise": ("Custom", "", ["Everything"])}


def test_pricing_comparison_table() -> None:
    html = """<body><main><table><tr><th></th><th>Free</th><th>Team</th></tr><tr><td>Price</td><td>€0</td><td>€24</td></tr>
    <tr><td>Seats</td><td>3</td><td>Unlimited</td></tr></table></main></body>"""
    es = _ents(html, "pricing")["pricing_plan"]
    assert {e.data["name"]: e.data["price"] for e in es.items} == {"Free": "€0", "Team": "€24"}


def test_posts_from_articles_headings_and_rows() -> None:
    html = """<body><main>
    <article><time datetime="2025-03-01">Mar 1</time><h2><a href="/blog/a">First post title</a></h2><p>x</p></article>
    <article><time datetime="2025-02-01">Feb 1</time><h2><a href="/blog/b">Second post title</a></h2><p>y</p></article>
    <section class="related"><h2>Related stories</h2><a href="/1">One</a><a href="/2">Two</a><a href="/3">Three</a></section>
    </main></body>"""
    es = _ents(html, "blog", "https://acme.test/blog")["news_item"]
    assert [(e.data["title"], e.data.get("published_at")) for e in es.items] == [
        ("First post title", "2025-03-01"), ("Second post title", "2025-02-01")]
    rows = """<body><main><table><tr><td>2025-03-05</td><td><a href="/ir/q4">Fourth quarter results published</a></td></tr>
    <tr><td>2025-01-10</td><td><a href="/ir/q3">Third quarter results published</a></td></tr></table></main></body>"""
    es = _ents(rows, "investors")["news_item"]
    assert [e.data["title"] for e in es.items] == ["Fourth quarter results published", "Third quarter results published"]


def test_changelog_version_headings() -> None:
    html = "<body><main><h1>Changelog</h1><h2>v2.4.0</h2><p>March 6, 2025</p><ul><li>New</li></ul><h2>v2.3.1</h2><p>Feb 1, 2025</p></main></body>"
    es = _ents(html, "changelog")["news_item"]
    assert [(e.data["title"], e.data.get("published_at")) for e in es.items] == [("v2.4.0", "March 6, 2025"),
                                                                               ("v2.3.1", "Feb 1, 2025")]


def test_people_cards() -> None:
    html = """<body><main><ul class="team"><li><h3>Dana Whitfield</h3><p>Chief Executive Officer</p></li>
    <li><h3>Rahul Mehta</h3><p>CTO &amp; Co-founder</p></li><li><h3>Mei Tanaka</h3><p>Staff Engineer</p></li></ul></main></body>"""
    es = _ents(html, "team")["person"]
    assert {e.data["name"]: e.data.get("role") for e in es.items} == {
        "Dana Whitfield": "Chief Executive Officer", "Rahul Mehta": "CTO & Co-founder", "Mei Tanaka": "Staff Engineer"}


def test_status_page_components_and_incidents() -> None:
    html = """<body><div class="unresolved-incident impact-major" data-incident-id="abc"><a class="incident-title" href="/incidents/abc">API errors</a>
    <div class="update"><strong>Investigating</strong> - looking into it</div></div>
    <div class="component-inner-container"><span class="name">API</span><span class="component-status">Major Outage</span></div>
    <div class="component-inner-container"><span class="name">Dashboard</span><span class="component-status">Operational</span></div></body>"""
    ents = _ents(html, "status")
    inc = ents["incident"].items[0]
    assert (inc.key, inc.data["name"], inc.data["status"], inc.data["impact"]) == ("incident:abc", "API errors", "Investigating", "major")
    assert {e.data["name"]: e.data["status"] for e in ents["component"].items} == {"API": "Major Outage", "Dashboard": "Operational"}


def test_locations_from_address_and_json_ld() -> None:
    ld = {"@context": "https://schema.org", "@type": "Organization", "name": "Acme",
          "address": {"@type": "PostalAddress", "streetAddress": "1 Main St", "addressLocality": "Springfield", "addressCountry": "US"}}
    html = (f'<html><head><script type="application/ld+json">{json.dumps(ld)}</script></head><body><main>'
            "<address>Rosenthaler Str. 40, 10178 Berlin</address></main></body></html>")
    es = _ents(html, "contact")["location"]
    assert {e.data["address"] for e in es.items} == {"1 Main St, Springfield, US", "Rosenthaler Str. 40, 10178 Berlin"}


def test_malformed_json_ld_is_ignored() -> None:
    html = '<html><head><script type="application/ld+json">{"@type": "JobPosting", "title": </script></head><body><p>x</p></body></html>'
    assert "job" not in _ents(html, "careers")
