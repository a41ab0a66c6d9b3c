"""Applicant-tracking systems: find a vendor and board token in links, embeds and scripts; derive the
vendor's PUBLIC API endpoint (scheme of the page it came from); judge the API's answer and read its job
titles. Pure: no I/O. Shared by discovery (a board becomes an `ats` sensor) and repair (a careers page that
moved to a board rendered by JavaScript is recognised by its openings in the board's API).

Vendors: Greenhouse, Lever, Ashby, Workable, Workday, Recruitee, Personio, Teamtailor, SmartRecruiters.
"""
from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

VENDORS = ("greenhouse", "lever", "ashby", "workable", "workday", "recruitee", "personio", "teamtailor",
           "smartrecruiters")

#: a board's name at its vendor; a space in it is percent-encoded as browsers write it (Ashby boards are named by
#: the company's display name: jobs.ashbyhq.com/Northwind%20Labs)
_TOKEN = r"([A-Za-z0-9](?:[A-Za-z0-9_.-]|%20){0,80})"
_RESERVED = frozenset({"embed", "v0", "v1", "api", "jobs", "job", "js", "static", "assets", "www", "app", "apply",
                       "careers", "posting-api", "job-board", "job_board", "widget", "accounts", "companies",
                       "en", "en-us", "de", "fr", "es", "login", "favicon.ico", "robots.txt", "j", "o", "search",
                       "about", "privacy", "terms", "sitemap.xml", "cdn-cgi", "postings", "boards", "oneclick-ui"})

_HOST_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("greenhouse", re.compile(r"^(?:boards|job-boards)(?:\.eu)?\.greenhouse\.io/(?:embed/job_board(?:/js)?)?/?" + _TOKEN + r"?", re.I)),
    ("greenhouse", re.compile(r"^(?:boards-api|api)(?:\.eu)?\.greenhouse\.io/v1/boards/" + _TOKEN, re.I)),
    ("lever", re.compile(r"^jobs(?:\.eu)?\.lever\.co/" + _TOKEN, re.I)),
    ("lever", re.compile(r"^api(?:\.eu)?\.lever\.co/v0/postings/" + _TOKEN, re.I)),
    ("ashby", re.compile(r"^jobs\.ashbyhq\.com/" + _TOKEN, re.I)),
    ("ashby", re.compile(r"^api\.ashbyhq\.com/posting-api/job-board/" + _TOKEN, re.I)),
    ("workable", re.compile(r"^apply\.workable\.com/(?:api/v\d/widget/accounts/|api/v\d/accounts/|j/)?" + _TOKEN, re.I)),
    ("workable", re.compile(r"^" + _TOKEN + r"\.workable\.com(?:/|$)", re.I)),
    ("recruitee", re.compile(r"^" + _TOKEN + r"\.recruitee\.com(?:/|$)", re.I)),
    ("personio", re.compile(r"^" + _TOKEN + r"\.jobs\.personio\.(?:de|com)(?:/|$)", re.I)),
    ("teamtailor", re.compile(r"^" + _TOKEN + r"\.teamtailor\.com(?:/|$)", re.I)),
    # SmartRecruiters' one-click apply links: jobs.smartrecruiters.com/oneclick-ui/company/<Company>/publication/<id>
    ("smartrecruiters", re.compile(r"^jobs\.smartrecruiters\.com/oneclick-ui/company/" + _TOKEN, re.I)),
    ("smartrecruiters", re.compile(r"^(?:careers|jobs)\.smartrecruiters\.com/" + _TOKEN, re.I)),
    ("smartrecruiters", re.compile(r"^api\.smartrecruiters\.com/v1/companies/" + _TOKEN, re.I)),
)
_WORKDAY = re.compile(
    r"^(?P<tenant>[a-z0-9-]+)\.(?P<wd>wd\d{1,3})\.myworkdayjobs\.com/(?:wday/cxs/[a-z0-9-]+/)?"
    r"(?:(?P<locale>[a-z]{2}-[A-Z]{2}|[a-z]{2})/)?(?P<site>[A-Za-z0-9_-]+)", re.I)
#: Workday's other board host: `wd3.myworkdaysite.com/[en-US/]recruiting/<tenant>/<site>`, its job search at
#: `wd3.myworkdaysite.com/wday/cxs/<tenant>/<site>/jobs`
_WORKDAY_SITE = re.compile(
    r"^(?P<wd>wd\d{1,3})\.myworkdaysite\.com/(?:(?P<locale>[a-z]{2}-[A-Z]{2}|[a-z]{2})/)?(?:recruiting|wday/cxs)/"
    r"(?P<tenant>[a-z0-9_-]+)/(?P<site>[A-Za-z0-9_-]+)", re.I)
#: ATS references inside inline JavaScript ("Grnhse.Settings.boardToken = 'acme'", embed URLs as strings)
_SCRIPT_URL = re.compile(r"(?:https?:)?\\?/\\?/[a-z0-9.-]+\.(?:greenhouse\.io|lever\.co|ashbyhq\.com|workable\.com|"
                         r"myworkdayjobs\.com|myworkdaysite\.com|recruitee\.com|personio\.(?:de|com)|teamtailor\.com|smartrecruiters\.com)"
                         r"[^\s\"'<>)]*", re.I)
_SCRIPT_TOKENS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("greenhouse", re.compile(r"boardToken['\"]?\s*[:=]\s*['\"]" + _TOKEN + "['\"]")),
    ("greenhouse", re.compile(r"grnhse[^\n]{0,80}?for=" + _TOKEN)),
    ("ashby", re.compile(r"ashbyhq\.com/" + _TOKEN + r"/embed")),
    ("workable", re.compile(r"whr_embed\(\s*\d+\s*,\s*\{[^}]*?['\"]?account['\"]?\s*:\s*['\"]" + _TOKEN)),
    # the embed as Workable's code generator writes it: whr_embed(407621, {detail: 'titles', ...}) — the account's
    # numeric id (what the embed script itself asks Workable's widget endpoint with), read as the account's token
    ("workable", re.compile(r"whr_embed\(\s*(\d{3,12})\s*,")),
    # lever-jobs-embed: window.leverJobsOptions = {accountName: 'acme', ...}
    ("lever", re.compile(r"leverJobsOptions\s*=\s*\{[^}]*?['\"]?accountName['\"]?\s*:\s*['\"]" + _TOKEN)),
    # SmartRecruiters job widget: widget({"company_code": "AcmeInc", ...})
    ("smartrecruiters", re.compile(r"['\"]?company_code['\"]?\s*:\s*['\"]" + _TOKEN)),
)


@dataclass(frozen=True)
class AtsRef:
    """A board at a vendor. `token` is the vendor's board/company identifier; for Workday also the site."""

    vendor: str
    token: str
    board_url: str
    site: str = ""
    host: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.vendor, self.token.lower(), self.site.lower())


def ats_from_url(url: str) -> AtsRef | None:
    """The ATS board a URL points into (a board page, an embed, an API endpoint), or None."""
    if url.startswith("//"):
        url = "https:" + url
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    host = (parts.hostname or "").lower()
    if not host:
        return None
    hp = host + (parts.path or "/")
    scheme = parts.scheme or "https"
    m = _WORKDAY.match(hp)
    if m:
        tenant, site = m.group("tenant"), m.group("site")
        if site.lower() in ("wday", "en-us"):
            return None
        return AtsRef("workday", tenant, f"{scheme}://{host}/{site}", site=site, host=host)
    m = _WORKDAY_SITE.match(hp)
    if m:
        tenant, site = m.group("tenant"), m.group("site")
        return AtsRef("workday", tenant, f"{scheme}://{host}/recruiting/{tenant}/{site}", site=site, host=host)
    if "greenhouse.io" in host:
        q = parse_qs(parts.query)
        tok = (q.get("for") or q.get("board") or [""])[0]
        if tok and re.fullmatch(_TOKEN, tok):
            eu = ".eu." in host
            return AtsRef("greenhouse", tok, _board_url("greenhouse", tok, scheme, host, ".eu" if eu else ""),
                          host=host if eu else "")
    for vendor, pat in _HOST_PATTERNS:
        m2 = pat.match(hp)
        if not m2 or not m2.group(1):
            continue
        tok = m2.group(1).rstrip(".")
        if tok.lower() in _RESERVED or tok.lower() in ("www", "jobs", "careers", "apply", "api"):
            continue
        if vendor == "workable" and re.match(r"^apply\.workable\.com/j/", hp, re.I):
            return None  # a job's short link (/j/3F2A1B9C0D): no account name in it
        region = ".eu" if vendor in ("lever", "greenhouse") and ".eu." in host else ""
        # Personio boards live on jobs.personio.de or jobs.personio.com: the feed answers on the board's own one
        keep = bool(region) or vendor == "personio" and host.endswith(".jobs.personio.com")
        return AtsRef(vendor, tok, _board_url(vendor, tok, scheme, host, region), host=host if keep else "")
    return None


def _board_url(vendor: str, tok: str, scheme: str, host: str, region: str = "") -> str:
    return {
        "greenhouse": f"{scheme}://job-boards{region}.greenhouse.io/{tok}" if region else f"{scheme}://boards.greenhouse.io/{tok}",
        "lever": f"{scheme}://jobs{region}.lever.co/{tok}",
        "ashby": f"{scheme}://jobs.ashbyhq.com/{tok}",
        "workable": f"{scheme}://apply.workable.com/{tok}/",
        "recruitee": f"{scheme}://{tok}.recruitee.com/",
        "personio": f"{scheme}://{host}/" if host.endswith(".jobs.personio.com") else f"{scheme}://{tok}.jobs.personio.de/",
        "teamtailor": f"{scheme}://{tok}.teamtailor.com/jobs",
        "smartrecruiters": f"{scheme}://careers.smartrecruiters.com/{tok}",
    }.get(vendor, "")


#: a vendor's career site served on the company's own host (careers.acme.com): its assets, images and
#: "Powered by" badge come from the vendor, whose public feed / API answers on that host too
_CUSTOM_HOST_MARKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("teamtailor", re.compile(r"[a-z0-9.-]*\.teamtailor-cdn\.com/|<meta[^>]+content=[\"']Teamtailor", re.I)),
    ("recruitee", re.compile(r"recruitee-main\.s3[a-z0-9.-]*\.amazonaws\.com/|[a-z0-9.-]*\.recruiteecdn\.com/|"
                             r"//recruitee\.com/?\?utm_source=careers|<meta[^>]+content=[\"']Recruitee", re.I)),
)


def ats_on_own_host(page_url: str, html: str, headers: Mapping[str, str] | None = None) -> AtsRef | None:
    """The ATS whose career site this page is, served on a host of its own (Teamtailor or Recruitee on
    `careers.acme.com`): the vendor's fingerprints in the page or its headers; None on the vendor's own hosts
    (`acme.teamtailor.com`: `ats_from_url` knows them) and on pages that merely link a vendor."""
    p = urlsplit(page_url)
    host = (p.hostname or "").lower()
    if not host or p.scheme not in ("http", "https"):
        return None
    head = html[:300_000]
    marks = " ".join(f"{k}: {v}" for k, v in (headers or {}).items()).lower()
    for vendor, pat in _CUSTOM_HOST_MARKS:
        if host == f"{vendor}.com" or host.endswith(f".{vendor}.com"):
            return None
        if pat.search(head) or f"x-{vendor}" in marks or f"server: {vendor}" in marks:
            return AtsRef(vendor, host, f"{p.scheme}://{host}/", host=host)
    return None


#: job-board platforms whose embed script is served from the company's tenant host (BambooHR's
#: `acme.bamboohr.com/js/embed.js` beside a `<div id="BambooHR" data-domain=…>`): the path of that tenant's board
_EMBED_BOARD_PATHS = {"bamboohr.com": "/careers", "breezy.hr": "/", "applytojob.com": "/apply",
                      # boards at a tenant host's root whose postings sit below it (acme.pinpointhq.com/en/postings/<id>,
                      # acme.factorialhr.com/job_posting/<slug>, acme.occupop-jobs.com/job/<id>, acme.homerun.co/<slug>)
                      "pinpointhq.com": "/", "factorialhr.com": "/", "occupop-jobs.com": "/", "homerun.co": "/"}
#: a tenant board's former paths, still linked from careers pages (BambooHR's /jobs/view.php?id=45: its board
#: moved to /careers, where /jobs now redirects)
_OLD_BOARD_PATHS = {"bamboohr.com": ("/jobs",)}
#: boards named by a path segment on one host of the vendor: a posting's path → its board's path
_PATH_BOARDS: dict[str, tuple[re.Pattern[str], str]] = {
    "join.com": (re.compile(r"^/companies/([^/]+)/[^/]+"), "/companies/{0}"),
    "ats.rippling.com": (re.compile(r"^/([^/]+)/jobs/[^/]+"), "/{0}/jobs"),
    "app.dover.com": (re.compile(r"^/apply/([^/]+)/[^/]+"), "/jobs/{0}"),
    "jobs.jobvite.com": (re.compile(r"^/([^/]+)/job/[^/]+"), "/{0}/jobs"),
    "www.careers-page.com": (re.compile(r"^/([^/]+)/job/[^/]+"), "/{0}"),
    "www.comeet.com": (re.compile(r"^/jobs/([^/]+)/([^/]+)/[^/]+"), "/jobs/{0}/{1}"),
    "www.comeet.co": (re.compile(r"^/jobs/([^/]+)/([^/]+)/[^/]+"), "/jobs/{0}/{1}"),
}
#: JazzHR's job widget, a script served from its app host and naming the tenant (app.jazz.co/widgets/basic/create/acme)
_JAZZ_WIDGET = re.compile(r"^/widgets/[a-z]+/create/([A-Za-z0-9_-]+)")


def embedded_board(script_src: str) -> str:
    """The board page behind a job-board embed script served from a tenant host, or ''."""
    try:
        p = urlsplit(script_src if not script_src.startswith("//") else "https:" + script_src)
    except ValueError:
        return ""
    host = (p.hostname or "").lower()
    scheme = p.scheme if p.scheme in ("http", "https") else "https"
    if host in ("app.jazz.co", "app.jazzhr.com"):
        m = _JAZZ_WIDGET.match(p.path)
        return f"{scheme}://{m.group(1).lower()}.applytojob.com/apply" if m else ""
    for reg, path in _EMBED_BOARD_PATHS.items():
        if host.endswith("." + reg):
            tenant = host[: -len(reg) - 1]
            if tenant and "." not in tenant and tenant not in ("www", "cdn", "static", "assets", "api", "app"):
                return f"{scheme}://{host}{path}"
    return ""


#: Comeet's careers widget: COMEET.init({"token": …, "company-uid": "98.004", "company-name": "acme"})
_COMEET_INIT = re.compile(r"COMEET\.init\(\s*\{([^}]{0,2000})\}")
_COMEET_FIELD = re.compile(r"['\"]?(company-uid|company-name)['\"]?\s*:\s*['\"]([^'\"]{1,80})['\"]")


def script_boards(scripts: str) -> list[str]:
    """Boards of vendors without a public API that an inline embed names (Comeet's widget: its company name and
    uid make the board www.comeet.com/jobs/<name>/<uid>), in order."""
    out: list[str] = []
    if "COMEET" not in scripts[:400_000]:
        return out
    for m in _COMEET_INIT.finditer(scripts[:400_000]):
        f = dict((k, v.strip()) for k, v in _COMEET_FIELD.findall(m.group(1)))
        name = re.sub(r"[^a-z0-9]+", "-", f.get("company-name", "").lower()).strip("-")
        uid = f.get("company-uid", "")
        if name and re.fullmatch(r"[A-Za-z0-9]{1,8}\.[A-Za-z0-9]{1,8}", uid):
            out.append(f"https://www.comeet.com/jobs/{name}/{uid}")
    return out


def tenant_board_root(url: str) -> str:
    """The board page a job posting's URL on such a tenant host sits below (`acme.bamboohr.com/careers/45` →
    `acme.bamboohr.com/careers`, `acme.breezy.hr/p/3f2a-engineer` → `acme.breezy.hr/`), or '' (a posting is
    filled and gone; the board stays)."""
    try:
        p = urlsplit(url)
    except ValueError:
        return ""
    host = (p.hostname or "").lower()
    if host in _PATH_BOARDS:
        pat, tpl = _PATH_BOARDS[host]
        m = pat.match(p.path)
        board = tpl.format(*m.groups()) if m else ""
        return f"{p.scheme}://{p.netloc}{board}" if board and board.rstrip("/") != p.path.rstrip("/") else ""
    for reg, path in _EMBED_BOARD_PATHS.items():
        if host.endswith("." + reg):
            tenant = host[: -len(reg) - 1]
            if not tenant or "." in tenant or tenant in ("www", "cdn", "static", "assets", "api", "app"):
                return ""
            here = p.path.rstrip("/") or "/"
            base = path.rstrip("/") or "/"
            if here != base and (base == "/" or here.startswith(base + "/")
                                 or any(here == o or here.startswith(o + "/") for o in _OLD_BOARD_PATHS.get(reg, ()))):
                return f"{p.scheme}://{p.netloc}{path}"
    return ""


def find_ats(urls: Iterable[str], scripts: str = "") -> list[AtsRef]:
    """Distinct ATS boards referenced by these URLs (links, iframes, script srcs) and inline scripts."""
    out: dict[tuple[str, str, str], AtsRef] = {}
    for u in urls:
        ref = ats_from_url(u)
        if ref is not None and ref.key not in out:
            out[ref.key] = ref
    if scripts:
        for m in _SCRIPT_URL.finditer(scripts[:400_000]):
            raw = m.group(0).replace("\\/", "/")
            ref = ats_from_url(raw if raw.startswith("http") else "https:" + raw.lstrip(":"))
            if ref is not None and ref.key not in out:
                out[ref.key] = ref
        for vendor, pat in _SCRIPT_TOKENS:
            for m in pat.finditer(scripts[:400_000]):
                tok = m.group(1)
                if tok.lower() in _RESERVED:
                    continue
                ref = AtsRef(vendor, tok, _board_url(vendor, tok, "https", ""))
                out.setdefault(ref.key, ref)
    return list(out.values())


def api_url(ref: AtsRef, scheme: str = "https") -> str:
    """The vendor's public, unauthenticated endpoint listing the board's open jobs."""
    s = scheme if scheme in ("http", "https") else "https"
    t = ref.token
    # EU-hosted boards (jobs.eu.lever.co, job-boards.eu.greenhouse.io) answer on their region's API only
    eu = ".eu" if ".eu." in ref.host else ""
    if ref.vendor == "greenhouse":
        return f"{s}://boards-api{eu}.greenhouse.io/v1/boards/{t}/jobs"
    if ref.vendor == "lever":
        return f"{s}://api{eu}.lever.co/v0/postings/{t}?mode=json"
    if ref.vendor == "ashby":
        return f"{s}://api.ashbyhq.com/posting-api/job-board/{t}"
    if ref.vendor == "workable":
        return f"{s}://apply.workable.com/api/v1/widget/accounts/{t}"
    if ref.vendor == "recruitee":
        if ref.host and not ref.host.endswith(".recruitee.com"):
            return f"{s}://{ref.host}/api/offers/"  # a career site on the company's own host
        return f"{s}://{t}.recruitee.com/api/offers/"
    if ref.vendor == "personio":
        host = ref.host if ref.host.endswith(".jobs.personio.com") else f"{t}.jobs.personio.de"
        return f"{s}://{host}/xml"
    if ref.vendor == "teamtailor":
        if ref.host and not ref.host.endswith(".teamtailor.com"):
            return f"{s}://{ref.host}/jobs.rss"  # a career site on the company's own host
        return f"{s}://{t}.teamtailor.com/jobs.rss"
    if ref.vendor == "smartrecruiters":
        return f"{s}://api.smartrecruiters.com/v1/companies/{t}/postings"
    if ref.vendor == "workday":
        host = ref.host or f"{t}.wd1.myworkdayjobs.com"
        return f"{s}://{host}/wday/cxs/{t}/{ref.site}/jobs"
    raise ValueError(f"unknown ATS vendor {ref.vendor!r}")


#: Workday's job search (`/wday/cxs/<tenant>/<site>/jobs`) answers a POST of a search, not a GET
_WORKDAY_SEARCH = re.compile(r"^https?://(?:[a-z0-9-]+\.(?:wd\d{1,3}\.)?myworkdayjobs\.com|wd\d{1,3}\.myworkdaysite\.com)"
                             r"/wday/cxs/[^/?#]+/[^/?#]+/jobs/?$", re.I)
#: its first page: every open job of the board, newest first, up to Workday's page size
WORKDAY_SEARCH_BODY = b'{"appliedFacets":{},"limit":20,"offset":0,"searchText":""}'


def api_request_body(url: str) -> bytes | None:
    """The JSON body to POST to a vendor API that answers only a POST (Workday's job search), else None
    (a GET). The same search every time: the first page of open jobs, as the board's own page asks it."""
    return WORKDAY_SEARCH_BODY if _WORKDAY_SEARCH.match(url) else None


def verify_api_response(ref: AtsRef, status: int, body: bytes) -> int | None:
    """Open-job count when the vendor's API answered like that vendor's API does, else None.

    An empty board (0 jobs) verifies: the board exists. A 404, HTML, or JSON of another shape does not.
    """
    if status != 200 or not body:
        return None
    if ref.vendor in ("personio", "teamtailor"):
        head = body[:4000].lstrip().lower()
        if ref.vendor == "personio" and (b"<workzag-jobs" in head or b"<position" in head or b"<jobs" in head):
            return body.count(b"<position")
        if ref.vendor == "teamtailor" and (b"<rss" in head or b"<channel" in head or b"<feed" in head):
            return body.count(b"<item")
        return None
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None
    if ref.vendor == "lever":
        return len(data) if isinstance(data, list) else None
    if not isinstance(data, dict):
        return None
    if ref.vendor in ("greenhouse", "ashby", "workable"):
        jobs = data.get("jobs")
        return len(jobs) if isinstance(jobs, list) else None
    if ref.vendor == "recruitee":
        offers = data.get("offers")
        return len(offers) if isinstance(offers, list) else None
    if ref.vendor == "smartrecruiters":
        content = data.get("content")
        if isinstance(content, list):
            return int(data.get("totalFound") or len(content))
        return None
    if ref.vendor == "workday":
        posts = data.get("jobPostings")
        if isinstance(posts, list):
            return int(data.get("total") or len(posts))
        return None
    return None


#: job titles read from one API answer at most (a hostile answer cannot make a comparison slow)
MAX_TITLES = 2000
_XML_TAG = {"personio": re.compile(rb"<position\b.*?<name>\s*(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?\s*</name>", re.S | re.I),
            "teamtailor": re.compile(rb"<item\b.*?<title>\s*(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?\s*</title>", re.S | re.I)}
#: the JSON field holding a posting's title, per vendor (Lever calls it `text`, SmartRecruiters `name`)
_TITLE_FIELD = {"greenhouse": "title", "ashby": "title", "workable": "title", "recruitee": "title",
                "workday": "title", "lever": "text", "smartrecruiters": "name"}


def listing_titles(ref: AtsRef, status: int, body: bytes) -> list[str] | None:
    """The open jobs' titles in the vendor's public API answer (`verify_api_response`'s shape), in order;
    None when the answer is not that vendor's listing (a 401, a login page, JSON of another shape). An empty
    board is an empty list. XML answers (Personio, Teamtailor's RSS) are read with a regular expression: no
    entity expansion from a stranger's file."""
    if verify_api_response(ref, status, body) is None:
        return None
    if ref.vendor in _XML_TAG:
        return [html.unescape(m.group(1).decode("utf-8", "replace")).strip()
                for m in _XML_TAG[ref.vendor].finditer(body[:5_000_000])][:MAX_TITLES]
    data = json.loads(body)
    items = data if ref.vendor == "lever" else data.get(
        {"recruitee": "offers", "smartrecruiters": "content", "workday": "jobPostings"}.get(ref.vendor, "jobs"))
    field = _TITLE_FIELD[ref.vendor]
    out = [str(j[field]).strip() for j in items[:MAX_TITLES] if isinstance(j, dict) and isinstance(j.get(field), str)]
    return [t for t in out if t]


def sensor_config(ref: AtsRef, api: str, jobs: int | None) -> dict[str, object]:
    """What an `ats` sensor stores in sensors.config: vendor, token, the API URL and the human board."""
    cfg: dict[str, object] = {"vendor": ref.vendor, "token": ref.token, "api_url": api, "board_url": ref.board_url}
    if ref.site:
        cfg["site"] = ref.site
    if jobs is not None:
        cfg["jobs_at_discovery"] = jobs
    return cfg
