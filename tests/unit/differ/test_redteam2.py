"""Regressions found by a second red-team round of `changewire diff`, on the kinds the first round
did not cover (job-board APIs, Statuspage JSON, sitemaps, feeds, record sources, pages in legacy
encodings). Each test fails on the code before its fix.

- a sitemap whose generator appends a cache-buster to every <loc> ('?v=<build>') reported every
  page removed and added again on each build: pages were keyed by the raw <loc>. They are now
  keyed by the canonical URL (tracking parameters and cache-busters dropped).
- a feed post (RSS content:encoded, Atom content, JSON Feed content_html) whose text was edited
  (a price in a launch post corrected) was "unchanged": items were compared by title only. Their
  own text is now compared too (volatile tokens neutralised): a minor post_updated naming the
  edit in fields_changed.
- an OCDS release package re-published with nothing new (its `publishedDate` and a release's `date`
  moved) was a meaningful "fields changed"; an award added also listed `$.publishedDate`. Package
  publication times (publishedDate, datePublished, dateGenerated) are volatile, and so is an OCDS
  release's `date` (by the standard, when that release was published).
- a pricing page with one priced plan ("Team $249/month") beside an "Enterprise — Custom" card
  reported the Team price rise for a plan named after the page's <h1>: a lone price's card grew
  to the whole section. It now stops at the nearest ancestor that holds a name.
- a Japanese pricing page (Shift_JIS) whose plan went from '月額 9,800円' to '月額 12,800円' was a
  minor content change: amounts written before 円 (and 元, 원) were no prices, '月額' and '/月' no
  period, 'お問い合わせ' no quote-only tier and '無料' no free one.
- a Greenhouse job re-posted under a new id (same title, place and team) was a minor
  "jobs_changed" with nothing in its delta; it is now noise (a move or retitle stays a change).
- an RSS feed whose permalink guids carry the week's '?utm_campaign=' listed every post as new
  each week (guids were keys as written); a URL guid is now known by its canonical form.
- a JSON API listing documents behind S3 presigned / CloudFront signed URLs was a major change of
  every URL on each fetch (new X-Amz-Signature, Expires, Signature); URL values carrying a
  signature are now compared without their signing, expiry and credential parameters.
- a headless-CMS JSON whose photo URLs carried a new cache-buster ('?v=<timestamp>') on each publish
  was a field change per photo; URL values are now compared in canonical form (cache-busters and
  tracking parameters dropped, as for links in pages).
- a Personio XML feed's new posting was reported without a URL (the feed gives only the id); it now
  links to https://<company>.jobs.personio.de/job/<id> when the sensor's URL is on Personio.
- a Statuspage incidents.json (the newest 50) whose newest incident was deleted reported the 51st,
  resolved months ago and sliding back in at the bottom, as "incident resolved". The list is now
  a newest-first window like a feed (an incident's start is its date).
- SmartRecruiters postings (and Teamtailor's JSON:API jobs) fetched from a URL that does not name the
  board were read as plain JSON: a closed posting was "2 fields changed"; they are now sniffed as a
  job board (jobs_removed).
- a CMS JSON whose customer-logo list (objects without an id) was reshuffled was a major change of
  every position, an FAQ added at the top of such a list changed every FAQ after it, and Sanity's
  query time `ms` was a field change. Items of unkeyed lists are now matched by content before
  positions are compared, and `ms` / `took_ms` / `query_time` are volatile.
- a WordPress pricing page whose <meta charset="utf-8"> sat over Windows-1252 text read '59 �/Monat'
  (a price rise was a minor content change, and the page fixed to real UTF-8 was "plans removed").
  When a body declared UTF-8 is not, and its invalid bytes outnumber its valid non-ASCII
  characters, it is read as Windows-1252.
- a TED search response re-fetched with nothing new was a change of `iterationNextToken`, and its
  notices (no field named id) were compared by position. Pagination cursors are volatile, and
  list items are keyed by an id-like field ('publication-number', 'noticeId', 'job_ref') when no
  usual one is there.
- an Instatus status page: a component going 'MAJOROUTAGE' was "component recovered" (meaningful)
  and a new incident in `activeIncidents` a generic JSON field change. Run-together capital
  statuses are read as words and Instatus' active incident and maintenance lists as incidents.
"""
from __future__ import annotations

from pathlib import Path

from changewire_differ.cli import diff_files

DATA = Path(__file__).resolve().parents[2] / "data" / "differ" / "redteam2"


def _file(name: str) -> bytes:
    return (DATA / name).read_bytes()


def _diff(old: str, new: str, url: str, surface: str | None = None, kind: str | None = None,
          content_type: str | None = None) -> dict:  # type: ignore[type-arg]
    return diff_files(_file(old), _file(new), surface=surface, url=url, content_type=content_type, kind=kind)


# --- sitemaps with cache-busters on every <loc>

SITEMAP = "https://www.brightdesk.io/sitemap.xml"


def test_sitemap_whose_cache_buster_changed_is_noise() -> None:
    for a, b in (("sitemap-cachebuster-old.xml", "sitemap-cachebuster-noise.xml"),
                 ("sitemap-cachebuster-noise.xml", "sitemap-cachebuster-old.xml")):
        out = _diff(a, b, SITEMAP)
        assert out["outcome"] in ("noise", "unchanged"), out


def test_sitemap_with_a_page_added_and_a_new_cache_buster_lists_that_page_alone() -> None:
    out = _diff("sitemap-cachebuster-old.xml", "sitemap-cachebuster-new.xml", SITEMAP)
    assert (out["outcome"], out["kind"]) == ("changed", "pages_added"), out
    assert [i["url"] for i in out["delta"]["items_added"]] == ["https://www.brightdesk.io/blog/brightdesk-raises-series-b"]
    assert not out["delta"].get("items_removed")
    back = _diff("sitemap-cachebuster-new.xml", "sitemap-cachebuster-old.xml", SITEMAP)
    assert back["kind"] == "pages_removed" and len(back["delta"]["items_removed"]) == 1 and not back["delta"].get("items_added"), back


# --- a feed item's own text edited

WP_FEED = "https://www.brightdesk.io/blog/feed/"


def test_feed_post_whose_text_was_edited_is_a_minor_post_update_and_comment_counts_stay_noise() -> None:
    for a, b in (("wp-feed-old.xml", "wp-feed-noise.xml"), ("wp-feed-noise.xml", "wp-feed-old.xml")):
        assert _diff(a, b, WP_FEED)["outcome"] in ("noise", "unchanged")
    out = _diff("wp-feed-noise.xml", "wp-feed-edited.xml", WP_FEED)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "minor", "post_updated"), out
    [change] = out["delta"]["fields_changed"]
    assert "Introducing Brightdesk 2.0" in change["field"]
    assert "$39" in change["before"] and "$49" in change["after"]
    assert not out["delta"].get("items_added") and not out["delta"].get("items_removed")


def test_json_feed_entry_whose_content_was_edited_is_a_minor_update() -> None:
    url = "https://quillstack.dev/changelog/feed.json"
    for a, b in (("changelog-jsonfeed-old.json", "changelog-jsonfeed-edited.json"),
                 ("changelog-jsonfeed-edited.json", "changelog-jsonfeed-old.json")):
        out = _diff(a, b, url, surface="changelog")
        assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "minor", "post_updated"), out
        [change] = out["delta"]["fields_changed"]
        assert "New API rate limits" in change["field"] and "requests per minute" in change["after"]


# --- OCDS packages re-published (built from the standard's fictional example in /work/shared/api-samples)

def test_ocds_package_republished_with_new_dates_only_is_noise() -> None:
    for a, b in (("ocds-package-old.json", "ocds-package-republished.json"),
                 ("ocds-package-republished.json", "ocds-package-old.json"),
                 ("ocds-record-old.json", "ocds-record-republished.json")):
        out = _diff(a, b, "", kind="record_source")
        assert out["outcome"] in ("noise", "unchanged"), out


def test_ocds_award_release_added_is_the_one_change_reported() -> None:
    out = _diff("ocds-package-old.json", "ocds-package-award.json", "", kind="record_source")
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "meaningful", "fields_changed"), out
    assert [f["field"] for f in out["delta"]["fields_changed"]] == ["$.releases[id=ocds-213czf-000-00001-04-award]"]


# --- one priced plan beside a 'Custom' one

def test_the_one_priced_plan_is_named_by_its_card_not_by_the_page_heading() -> None:
    out = _diff("pricing-one-priced-card-old.html", "pricing-one-priced-card-new.html", "https://www.ledgerly.com/pricing")
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "critical", "price_changed"), out
    assert out["delta"]["price_changes"] == [{"plan": "Team", "before": "$249", "after": "$299", "currency": "USD",
                                              "period": "month"}]


# --- a Japanese pricing page in Shift_JIS (prices in 円, '月額', 'お問い合わせ')

JA_PRICING = "https://www.timenote.jp/price/"


def test_japanese_shift_jis_price_rise_is_a_critical_price_change() -> None:
    out = _diff("pricing-ja-sjis-old.html", "pricing-ja-sjis-new.html", JA_PRICING)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "critical", "price_changed"), out
    assert out["delta"]["price_changes"] == [{"plan": "スタンダード", "before": "9,800円", "after": "12,800円",
                                              "currency": "JPY", "period": "month"}]
    assert not out["delta"].get("blocks_added") and not out["delta"].get("blocks_removed")
    gone = _diff("pricing-ja-sjis-old.html", "pricing-ja-sjis-no-enterprise.html", JA_PRICING)
    assert (gone["kind"], gone["delta"]["plans_removed"]) == ("plan_removed", [{"name": "エンタープライズ", "price": "Custom"}]), gone
    # the same page re-encoded in UTF-8 is the same page
    assert _diff("pricing-ja-sjis-old.html", "pricing-ja-utf8-same.html", JA_PRICING)["outcome"] in ("noise", "unchanged")


# --- a job re-posted under a new id

GREENHOUSE = "https://boards-api.greenhouse.io/v1/boards/northwindlabs/jobs"


def test_job_reposted_under_a_new_id_with_the_same_title_place_and_team_is_noise() -> None:
    for a, b in (("greenhouse-jobs-old.json", "greenhouse-jobs-reposted.json"),
                 ("greenhouse-jobs-reposted.json", "greenhouse-jobs-old.json")):
        out = _diff(a, b, GREENHOUSE)
        assert out["outcome"] in ("noise", "unchanged"), out
    moved = _diff("greenhouse-jobs-old.json", "greenhouse-jobs-reposted-moved.json", GREENHOUSE)
    assert (moved["outcome"], moved["significance"], moved["kind"]) == ("changed", "meaningful", "jobs_changed"), moved
    assert moved["delta"]["fields_changed"] == [{"field": "job “Account Executive, Mid-Market” location",
                                                 "before": "Chicago, IL", "after": "Austin, TX"}]


# --- permalink guids tagged with tracking parameters

NEWS_RSS = "https://www.parcelhub.com/news/rss.xml"


def test_feed_whose_permalink_guids_carry_a_new_utm_campaign_is_noise_and_a_new_post_is_one_post() -> None:
    for a, b in (("news-rss-utm-guid-old.xml", "news-rss-utm-guid-noise.xml"),
                 ("news-rss-utm-guid-noise.xml", "news-rss-utm-guid-old.xml")):
        assert _diff(a, b, NEWS_RSS)["outcome"] in ("noise", "unchanged")
    out = _diff("news-rss-utm-guid-old.xml", "news-rss-utm-guid-new.xml", NEWS_RSS)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "major", "post_published"), out
    assert [i["title"] for i in out["delta"]["items_added"]] == ["Parcelhub acquires Routewise"]
    assert not out["delta"].get("items_removed")


# --- signed, expiring URLs in JSON values

IR_API = "https://api.vantagelogistics.com/v1/ir/documents"


def test_json_whose_presigned_urls_were_re_signed_is_noise_and_a_new_document_is_the_change() -> None:
    for a, b in (("ir-documents-old.json", "ir-documents-resigned.json"), ("ir-documents-resigned.json", "ir-documents-old.json")):
        assert _diff(a, b, IR_API)["outcome"] in ("noise", "unchanged")
    out = _diff("ir-documents-old.json", "ir-documents-new.json", IR_API)
    assert (out["outcome"], out["kind"]) == ("changed", "fields_changed"), out
    fields = {f["field"]: f for f in out["delta"]["fields_changed"]}
    assert set(fields) == {"$.data[id=3150]", "$.meta.count"}
    assert fields["$.data[id=3150]"]["after"]["file.url"] == "https://ir-assets-prod.s3.eu-west-1.amazonaws.com/egm/2026-12-notice.pdf"


# --- cache-busters and tracking parameters in JSON URL values

CMS_TEAM = "https://cms.tallyframe.com/api/team-members"


def test_json_whose_asset_urls_got_new_cache_busters_is_noise_and_a_role_change_is_the_one_field() -> None:
    for a, b in (("cms-team-old.json", "cms-team-cachebust.json"), ("cms-team-cachebust.json", "cms-team-old.json")):
        assert _diff(a, b, CMS_TEAM)["outcome"] in ("noise", "unchanged")
    out = _diff("cms-team-old.json", "cms-team-role.json", CMS_TEAM)
    assert (out["outcome"], out["kind"]) == ("changed", "fields_changed"), out
    assert out["delta"]["fields_changed"] == [{"field": "$.data[id=12].attributes.role", "before": "VP Engineering",
                                               "after": "Chief Technology Officer"}]


# --- Personio XML: postings carry their page

PERSONIO = "https://fahrwerk.jobs.personio.de/xml"


def test_personio_new_posting_and_extra_office_come_with_the_posting_url() -> None:
    out = _diff("personio-jobs-old.xml", "personio-jobs-new.xml", PERSONIO)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "meaningful", "jobs_added"), out
    assert out["delta"]["jobs_added"] == [{"title": "Head of Finance (m/w/d)", "location": "München",
                                           "url": "https://fahrwerk.jobs.personio.de/job/1503"}]
    assert out["delta"]["fields_changed"] == [{"field": "job “Backend Engineer (m/w/d)” location", "before": "München",
                                               "after": "München; Remote"}]


# --- incidents.json is a window of the newest 50

STATUS_INCIDENTS = "https://status.relaybox.io/api/v2/incidents.json"


def test_incident_list_where_the_newest_was_deleted_and_an_old_one_slid_back_in_is_noise() -> None:
    out = _diff("statuspage-incidents-old.json", "statuspage-incidents-deleted.json", STATUS_INCIDENTS)
    assert out["outcome"] in ("noise", "unchanged"), out
    # an incident posted after the fact (already resolved) is still news
    back = _diff("statuspage-incidents-deleted.json", "statuspage-incidents-old.json", STATUS_INCIDENTS)
    assert (back["outcome"], back["kind"]) == ("changed", "incident_resolved"), back
    assert [i["name"] for i in back["delta"]["incidents"]] == ["Possible issue with status checks"]


# --- job-board payloads recognised without a URL

def test_smartrecruiters_postings_without_a_url_are_read_as_a_job_board() -> None:
    out = _diff("smartrecruiters-postings-old.json", "smartrecruiters-postings-new.json", "")
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "meaningful", "jobs_removed"), out
    assert out["delta"]["jobs_removed"] == [{"title": "Buyer", "location": "Paris, France",
                                             "url": "https://jobs.smartrecruiters.com/Acme/744000012345679"}]
    assert not out["delta"].get("fields_changed")


# --- JSON lists without an identifying field: reordered, or grown at the top

SANITY = "https://abc123xy.api.sanity.io/v2026-10-01/data/query/production"


def test_json_list_without_ids_reshuffled_is_noise_and_an_item_added_at_its_top_is_one_change() -> None:
    for a, b in (("cms-pricing-old.json", "cms-pricing-shuffled.json"), ("cms-pricing-shuffled.json", "cms-pricing-old.json")):
        assert _diff(a, b, SANITY)["outcome"] in ("noise", "unchanged")
    out = _diff("cms-pricing-old.json", "cms-pricing-faq-added.json", SANITY)
    assert (out["outcome"], out["kind"]) == ("changed", "fields_changed"), out
    [change] = out["delta"]["fields_changed"]
    assert change["before"] is None and change["after"]["question"] == "Is there a setup fee?"
    back = _diff("cms-pricing-faq-added.json", "cms-pricing-old.json", SANITY)
    [gone] = back["delta"]["fields_changed"]
    assert gone["after"] is None and gone["before"]["question"] == "Is there a setup fee?"


# --- a page declared UTF-8 but written in Windows-1252

KASSE = "https://www.kassenwerk.de/preise/"


def test_page_declared_utf8_but_written_in_windows_1252_reads_its_euro_prices() -> None:
    out = _diff("pricing-de-misdeclared-old.html", "pricing-de-misdeclared-new.html", KASSE)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "critical", "price_changed"), out
    assert out["delta"]["price_changes"] == [{"plan": "Kasse Plus", "before": "59 €", "after": "69 €", "currency": "EUR",
                                              "period": "month"}]
    # the same page fixed to real UTF-8 is the same page
    for a, b in (("pricing-de-misdeclared-old.html", "pricing-de-utf8-same.html"),
                 ("pricing-de-utf8-same.html", "pricing-de-misdeclared-old.html")):
        assert _diff(a, b, KASSE)["outcome"] in ("noise", "unchanged")


# --- TED Search API v3 responses (shape from the official documentation screenshots)

def test_ted_search_response_with_a_new_iteration_token_is_noise_and_notices_are_keyed_by_publication_number() -> None:
    for a, b in (("ted-search-old.json", "ted-search-next-token.json"), ("ted-search-next-token.json", "ted-search-old.json")):
        assert _diff(a, b, "", kind="record_source")["outcome"] in ("noise", "unchanged")
    out = _diff("ted-search-old.json", "ted-search-new-notice.json", "", kind="record_source")
    assert (out["outcome"], out["kind"]) == ("changed", "fields_changed"), out
    assert sorted(f["field"] for f in out["delta"]["fields_changed"]) == [
        "$.notices[publication-number=715560-2026]", "$.totalNoticeCount"]
    corr = _diff("ted-search-old.json", "ted-search-corrected.json", "", kind="record_source")
    assert corr["delta"]["fields_changed"] == [{"field": "$.notices[publication-number=709911-2026].notice-type",
                                                "before": "can-standard", "after": "corr"}]


# --- Instatus status JSON (activeIncidents, statuses in capitals)

def test_instatus_incident_opened_and_component_outage_are_read_as_such() -> None:
    out = _diff("instatus-summary-old.json", "instatus-summary-incident.json", "https://status.quillstack.dev/summary.json")
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "critical", "incident_opened"), out
    assert out["delta"]["incidents"] == [{"name": "API requests failing in EU", "status": "investigating", "impact": "major outage"}]
    back = _diff("instatus-summary-incident.json", "instatus-summary-old.json", "https://status.quillstack.dev/summary.json")
    assert back["kind"] == "incident_resolved", back
    comp = _diff("instatus-components-old.json", "instatus-components-outage.json", "https://status.quillstack.dev/v2/components.json")
    assert (comp["significance"], comp["kind"]) == ("critical", "component_outage"), comp
    assert comp["delta"]["fields_changed"] == [{"field": "component API", "before": "operational", "after": "major outage"}]
