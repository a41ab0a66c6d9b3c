"""Red team, round 15 (fetcher, pure): what real hosting platforms and CDNs answer when they cannot show a page —
and real pages that merely talk about such failures — through classify_response (the rules behind
tests/integration/test_fetch_redteam15.py, with more shapes; the pages are in tests/data/fetcher/platform_pages.py).

Probed, 104 cases (each expectation written before it was run; 66 in a first batch, 38 after the first fixes):
Cloudflare's edge pages (1020, 1015, 521, 522, 1001, 1003, 1016, 1101) on their statuses and on 200; Akamai's denial;
CloudFront's page for 403 / 404 / 502 / 503 / 504 on 200; Azure Front Door, Application Gateway, App Service 404,
Google's load balancer; Fastly / Varnish synthetic pages under any reason; Netlify, Vercel (HTML and plain text),
GitHub Pages, Heroku; S3, GCS and Azure Blob XML errors (NoSuchKey, NoSuchBucket, AccessDenied, SlowDown,
BlobNotFound, PublicAccessNotPermitted); Squarespace, Wix, WordPress.com, Ghost, Shopify pages for a site gone, also
titled by the site's own name; nginx / Apache / IIS refusal pages and default pages, cPanel's suspended account and
placeholder, Fastly's unknown domain, maintenance pages (WordPress', "Under Maintenance", "We'll be back soon!",
"Wartungsarbeiten"), nginx's 400 and 429 pages, GitHub's "Too Many Requests", Netlify's paused and Render's suspended
sites — all on 200 — and 27 controls that stay `ok` (a status history of 503s, docs on 429, "Access denied: lessons
learned", "Site Reliability Engineer – Error Budgets", Turnstile on a contact and a newsletter form, "Website
expired?" articles and FAQs, a store's maintenance notice, "Forbidden City tours", a sitemap, XML with an <Error>
element inside data, "Maintenance services", "4 reasons to join Acme", a status page's "Scheduled maintenance …" notice,
"Why the perfect job description doesn't exist", docs on "Too Many Requests" errors, a sensor watching /maintenance
itself, …); the error's wording; the cost on a 100 KB page.

Wrong before the fixes (70a0fea): 55 of 104 — the pages on 200 no rule read (CloudFront's, Cloudflare's 52x / 1xxx,
Azure Front Door's, Fastly's under a VCL reason, the object stores' XML, Vercel's plain text, every site-gone, refusal
and default page, every maintenance, 400 / 429 and suspended page; Cloudflare's 1015 on 200 was a wall) and the
wording case; all fixed (classify.platform_error_page, server_error_page's titles, challenge.detect_challenge's
rate-limit page on 200), none xfail. Cloudflare's 1015 on 403 stays BOT_CHALLENGE, as tests/unit/common/test_challenge.py pins.
"""
from __future__ import annotations


import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import Classified, classify_response
from cw_testdata import load_module

P = load_module("fetcher_platform_pages", "data/fetcher/platform_pages.py", reuse=True)

H = {"content-type": "text/html; charset=UTF-8"}
URL = "https://www.acme-corp.com/careers"
XML = {"content-type": "application/xml"}
TEXT = {"content-type": "text/plain; charset=utf-8"}

CASES: dict[str, tuple[int, dict[str, str], bytes, tuple[FetchOutcome, FailureClass | None]]] = {
    # ---- Cloudflare
    "cf-1020-403": (403, {**H, "server": "cloudflare", "cf-ray": "8ee1c2d3e4f5a6b7-FRA"}, P.CF_1020,
                    (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE)),
    "cf-1020-200": (200, {**H, "server": "cloudflare", "cf-ray": "8ee1c2d3e4f5a6b7-FRA"}, P.CF_1020,
                    (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE)),
    "cf-1015-429": (429, {**H, "server": "cloudflare", "retry-after": "60"}, P.CF_1015,
                    (FetchOutcome.FAILED, FailureClass.RATE_LIMIT)),
    "cf-1015-200": (200, {**H, "server": "cloudflare"}, P.CF_1015, (FetchOutcome.FAILED, FailureClass.RATE_LIMIT)),
    # (on 403 a wall, as tests/unit/common/test_challenge.py pins: Cloudflare sends its 1015 with 429)
    "cf-1015-403": (403, {**H, "server": "cloudflare"}, P.CF_1015, (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE)),
    "cf-522-522": (522, {**H, "server": "cloudflare"}, P.CF_522, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cf-522-200": (200, {**H, "server": "cloudflare"}, P.CF_522, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cf-521-200": (200, {**H, "server": "cloudflare"}, P.CF_521, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cf-1016-530": (530, {**H, "server": "cloudflare"}, P.CF_1016, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cf-1016-200": (200, {**H, "server": "cloudflare"}, P.CF_1016, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    # ---- Akamai
    "akamai-denied-403": (403, {**H, "server": "AkamaiGHost"}, P.AKAMAI_DENIED,
                          (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE)),
    "akamai-denied-200": (200, {"content-type": "text/html"}, P.AKAMAI_DENIED,
                          (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE)),
    # ---- CloudFront
    "cloudfront-403": (403, {**H, "server": "CloudFront"}, P.CF_403, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "cloudfront-403-200": (200, {**H, "server": "CloudFront"}, P.CF_403, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "cloudfront-502-200": (200, {**H, "server": "CloudFront"}, P.CF_502, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cloudfront-503-200": (200, {**H, "server": "CloudFront"}, P.CF_503, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cloudfront-504-200": (200, {**H}, P.CF_504, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cloudfront-404-200": (200, {**H}, P.CF_404, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    # ---- Azure, Google Cloud
    "azure-front-door-503": (503, {**H, "x-azure-ref": "0Xk9wZwAAAAD2o9mKn4tBQK8Q"}, P.AFD_503,
                             (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "azure-front-door-200": (200, {**H, "x-azure-ref": "0Xk9wZwAAAAD2o9mKn4tBQK8Q"}, P.AFD_503,
                             (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "azure-appgw-502-200": (200, {"content-type": "text/html", "server": "Microsoft-Azure-Application-Gateway/v2"},
                            P.APPGW_502, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "azure-webapp-404-200": (200, {**H}, P.AZURE_404, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "gclb-502-200": (200, {"content-type": "text/html; charset=UTF-8", "via": "1.1 google"}, P.GCLB_502,
                     (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    # ---- Fastly / Varnish
    "fastly-max-threads-200": (200, {**H, "via": "1.1 varnish"}, P.FASTLY_THREADS,
                               (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "fastly-no-healthy-ip-200": (200, {**H, "via": "1.1 varnish"}, P.FASTLY_NO_BACKEND,
                                 (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "varnish-default-200": (200, {**H}, P.VARNISH_GURU_DEFAULT, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    # ---- static hosts
    "netlify-404-200": (200, {**H, "server": "Netlify"}, P.NETLIFY_404,
                        (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "vercel-html-404-200": (200, {**H, "server": "Vercel"}, P.VERCEL_HTML_404,
                            (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "vercel-text-404-200": (200, {**TEXT, "server": "Vercel"}, P.VERCEL_TEXT_404,
                            (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "vercel-text-500-200": (200, {**TEXT, "server": "Vercel"}, P.VERCEL_TEXT_500,
                            (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "github-pages-200": (200, {**H, "server": "GitHub.com"}, P.GH_PAGES_404,
                         (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "heroku-no-such-app-200": (200, {**H}, P.HEROKU_NO_APP, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "heroku-app-error-200": (200, {**H}, P.HEROKU_APP_ERROR, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "heroku-app-error-503": (503, {**H, "server": "heroku-router"}, P.HEROKU_APP_ERROR,
                             (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    # ---- object stores answering their XML error with 200 (a proxy in front that rewrites the status)
    "s3-no-such-key-200": (200, XML, P.S3_NO_KEY, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "s3-access-denied-200": (200, XML, P.S3_DENIED, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "s3-no-such-bucket-200": (200, XML, P.S3_NO_BUCKET, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "s3-slow-down-200": (200, XML, P.S3_SLOWDOWN, (FetchOutcome.FAILED, FailureClass.RATE_LIMIT)),
    "gcs-no-such-key-200": (200, {"content-type": "application/xml; charset=UTF-8"}, P.GCS_NO_KEY,
                            (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "gcs-no-such-key-untyped": (200, {}, P.GCS_NO_KEY, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "azure-blob-not-found-200": (200, XML, P.AZURE_BLOB, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "azure-public-access-200": (200, XML, P.AZURE_PUBLIC, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    # ---- site builders whose site lapsed or was deleted
    "squarespace-expired-200": (200, {**H}, P.SQUARESPACE_EXPIRED, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "wix-deleted-200": (200, {**H}, P.WIX_DELETED, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "wix-unpublished-200": (200, {**H}, P.WIX_UNPUBLISHED, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "wordpress-com-missing-200": (200, {**H}, P.WPCOM_MISSING, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "ghost-offline-200": (200, {**H}, P.GHOST_OFFLINE, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "shopify-unavailable-402": (402, {**H}, P.SHOPIFY_UNAVAILABLE, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "shopify-unavailable-200": (200, {**H}, P.SHOPIFY_UNAVAILABLE, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    # ---- servers' own 4xx pages answered 200 (an `error_page 403 =200`, a catch-all proxy), default pages, suspended
    # hosting accounts
    "nginx-403-200": (200, {"content-type": "text/html", "server": "nginx"}, P.NGINX_403,
                      (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "apache-401-200": (200, {"content-type": "text/html; charset=iso-8859-1"}, P.APACHE_401,
                       (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "iis-403-200": (200, H, P.IIS_403, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "s3-website-403-200": (200, H, P.S3_WEBSITE_403, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "welcome-to-nginx-200": (200, H, P.WELCOME_NGINX, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "apache-default-200": (200, H, P.APACHE_DEFAULT, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "iis-default-200": (200, H, P.IIS_DEFAULT, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "cpanel-suspended-200": (200, H, P.CPANEL_SUSPENDED, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "cpanel-default-200": (200, H, P.CPANEL_DEFAULT, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "fastly-unknown-domain-200": (200, {"content-type": "text/html", "server": "Varnish"}, P.FASTLY_UNKNOWN,
                                  (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "job-no-longer-available-200": (200, H, P.JOB_GONE, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    # ---- titled by the site's own name: the heading says it
    "squarespace-expired-site-title-200": (200, H, P.SQUARESPACE_EXPIRED_SITE_TITLE,
                                           (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "shopify-shop-title-200": (200, H, P.SHOPIFY_SHOP_TITLE, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "github-pages-site-title-200": (200, H, P.GH_PAGES_SITE_TITLE, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    # ---- Cloudflare's other codes on 200: the site unreachable through it, or a refusal
    "cf-1001-200": (200, {**H, "server": "cloudflare"}, P.CF_1001, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "cf-1003-200": (200, {**H, "server": "cloudflare"}, P.CF_1003, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "cf-1101-200": (200, {**H, "server": "cloudflare"}, P.CF_1101, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    # ---- maintenance pages, other refusals and rate limits answered 200 (a cache serving what it stored, a plugin)
    "wp-maintenance-200": (200, H, P.WP_MAINTENANCE, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "under-maintenance-200": (200, H, P.UNDER_MAINTENANCE, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "be-back-soon-200": (200, H, P.BE_BACK_SOON, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "wartungsarbeiten-200": (200, H, P.WARTUNG, (FetchOutcome.FAILED, FailureClass.HTTP_5XX)),
    "nginx-429-200": (200, {"content-type": "text/html"}, P.NGINX_429, (FetchOutcome.FAILED, FailureClass.RATE_LIMIT)),
    "nginx-400-200": (200, {"content-type": "text/html"}, P.NGINX_400, (FetchOutcome.FAILED, FailureClass.HTTP_4XX)),
    "github-too-many-200": (200, H, P.GITHUB_TOO_MANY, (FetchOutcome.FAILED, FailureClass.RATE_LIMIT)),
    "netlify-paused-200": (200, H, P.NETLIFY_PAUSED, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    "render-suspended-200": (200, H, P.RENDER_SUSPENDED, (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)),
    # ---- controls: pages that stay pages
    "maintenance-services": (200, H, P.MAINTENANCE_SERVICES, (FetchOutcome.OK, None)),
    "four-reasons": (200, H, P.FOUR_REASONS, (FetchOutcome.OK, None)),
    "status-maintenance-notice": (200, H, P.STATUS_MAINTENANCE, (FetchOutcome.OK, None)),
    "blog-does-not-exist": (200, H, P.BLOG_NOT_EXIST, (FetchOutcome.OK, None)),
    "docs-too-many-requests": (200, H, P.DOCS_TOO_MANY, (FetchOutcome.OK, None)),
    "store-maintenance-notice": (200, H, P.STORE_MAINTENANCE, (FetchOutcome.OK, None)),
    "faq-website-expired": (200, H, P.FAQ_EXPIRED, (FetchOutcome.OK, None)),
    "forbidden-city": (200, H, P.FORBIDDEN_CITY, (FetchOutcome.OK, None)),
    "nginx-howto": (200, H, P.NGINX_HOWTO, (FetchOutcome.OK, None)),
    "coming-soon": (200, H, P.COMING_SOON, (FetchOutcome.OK, None)),
    "all-operational": (200, H, P.ALL_OPERATIONAL, (FetchOutcome.OK, None)),
    "status-history": (200, H, P.STATUS_HISTORY, (FetchOutcome.OK, None)),
    "docs-429": (200, H, P.DOCS_429, (FetchOutcome.OK, None)),
    "docs-429-small": (200, H, P.DOCS_429_SMALL, (FetchOutcome.OK, None)),
    "blog-access-denied": (200, {**H, "server": "cloudflare"}, P.BLOG_ACCESS_DENIED, (FetchOutcome.OK, None)),
    "blog-access-denied-short": (200, {**H, "server": "cloudflare"}, P.BLOG_ACCESS_DENIED_SHORT,
                                 (FetchOutcome.OK, None)),
    "careers-sre": (200, H, P.CAREERS_SRE, (FetchOutcome.OK, None)),
    "contact-turnstile": (200, {**H, "server": "cloudflare"}, P.CONTACT_TURNSTILE, (FetchOutcome.OK, None)),
    "newsletter-turnstile": (200, {**H, "server": "cloudflare"}, P.NEWSLETTER_TURNSTILE, (FetchOutcome.OK, None)),
    "blog-website-expired": (200, H, P.BLOG_EXPIRED, (FetchOutcome.OK, None)),
    "docs-nosuchkey": (200, H, P.DOCS_NOSUCHKEY, (FetchOutcome.OK, None)),
    "stack-page-varnish": (200, H, P.STACK_PAGE, (FetchOutcome.OK, None)),
    "sitemap": (200, XML, P.SITEMAP, (FetchOutcome.OK, None)),
    "xml-api-with-error-element": (200, XML, P.XML_API_ERRORS_FIELD, (FetchOutcome.OK, None)),
    "cf-insights-page": (200, {**H, "server": "cloudflare"}, P.CF_WORKER_PAGE, (FetchOutcome.OK, None)),
    "offline-mode-page": (200, H, P.SMALL_OFFLINE_MENTION, (FetchOutcome.OK, None)),
}


def _classify(status: int, headers: dict[str, str], body: bytes) -> Classified:
    return classify_response(status, headers, body, final_url=URL, sensor_domain="acme-corp.com",
                             retry_after_s=float(headers["retry-after"]) if "retry-after" in headers else None,
                             requested_url=URL, conditional=False)


@pytest.mark.parametrize("name", sorted(CASES))
def test_platform_answers(name: str) -> None:
    status, headers, body, expected = CASES[name]
    c = _classify(status, headers, body)
    assert (c.outcome, c.failure_class) == expected, (name, c)
    if c.failure_class == FailureClass.RATE_LIMIT:
        assert c.block_s and c.block_s > 0, c  # a rate limit pauses the domain


def test_error_wording_names_the_platform_status() -> None:
    # the stored error says what the edge said, so a person reading `changewire fetch` knows which status it meant
    c = _classify(200, H, P.CF_504)
    assert "504" in (c.error or ""), c
    c = _classify(200, XML, P.S3_NO_KEY)
    assert "NoSuchKey" in (c.error or ""), c


def test_an_ordinary_100_kb_page_is_a_page() -> None:
    # the hot path: an ordinary 100 KB page (no error title) is `ok` (its cost is bench-fetcher's to measure, not a
    # timed test's)
    body = P.page("Acme | Careers", P.NAV + "<main>" + P.ARTICLE * 16 + "</main>")
    assert len(body) > 100_000
    assert _classify(200, H, body).outcome == FetchOutcome.OK


def test_a_sensor_watching_the_maintenance_page_itself_reads_it() -> None:
    # as test_fetch_redteam6 pins for a redirect: a sensor whose URL is the site's maintenance page watches it
    url = "https://www.acme-corp.com/maintenance"
    c = classify_response(200, H, P.UNDER_MAINTENANCE, final_url=url, sensor_domain="acme-corp.com",
                          requested_url=url, conditional=False)
    assert c.outcome == FetchOutcome.OK, c
