"""A twenty-first red-team round of `changewire diff --json` (diff_files): DOCS pages as docs platforms render them
(earlier rounds did docs quantities, endpoints and corpus docs pages; none of these platforms' shells is repeated). Six
pages, generated here whole in each platform's real markup:
- Docusaurus v3: a rate-limits guide (version dropdown, sidebar, hash-link anchors, a warning admonition, a limits
  table, a Prism code block, "Edit this page" at a commit, "Last updated on <date> by <author>", TOC, paginator);
- Mintlify: an API endpoint page (method pill and path, ParamField blocks with "required" / "deprecated" badges, a
  cURL example, "Was this page helpful?" with its counts, Next.js chunks and build id);
- Sphinx on Read the Docs: an autodoc reference (py function signatures with ¶ headerlinks, a deprecated directive,
  the RTD flyout's versions, searchindex.js?v=<hash>, "Edit on GitHub" at a commit, "Last updated on");
- Redoc: a one-page API reference (styled-components classes re-hashed per build, a spec download link with a hash,
  operations with method badges and a "Deprecated" label, a dated API version in the title);
- MkDocs Material: a webhooks guide (mike's version selector, the git-revision-date line, the feedback widget,
  content tabs, a danger admonition, an event table);
- GitBook: an API scopes and events page (an OAuth scope or an event type on a line of its own).
84 pairs, each run with --surface docs and again without it (168 runs): per page a visit (r15.visit) and a re-render
alone (noise), and each edit alone and between two noisy visits.

Decisions (expectations written before the first run): a rate limit, a retry count, a default timeout, a page size or
a cap on metadata moved is meaningful (a lower ceiling or fewer retries: meaningful or major) — clients are sized by
them. An endpoint or function removed, an endpoint moved to /v3, a field made required, a field or endpoint marked
deprecated, a "will be removed on <date>" warning, a new endpoint, a dated API version bumped: meaningful or major. A new
parameter or keyword argument, a required field made optional: meaningful. A code sample changed (an example's amount,
a retry sample capped, a Node snippet rewritten): minor or meaningful — the code a reader copies changed, no contract
did; an example's amount alone: minor. A typo fixed: minor. A version added to or dropped from the version switcher:
minor (the site's navigation changed, not this page). Sections or a table's rows re-ordered, a heading's anchor slug
renamed, and every platform's per-render stamp (Last updated, edit-link commit, search-index and asset hashes, helpful
counts, styled-components classes): noise.

Wrong on the code before this round (75722d4): 10 of the 84 pairs with --surface, the same 10 without it; all fixed:
- a field's "required" badge added last in its header ("customer_id" · "string" · "required"), or removed, was noise:
  the badge is a repeated line, and the record-insert test wanted a neighbour pair ("string" · "required") the other
  version never had — other fields' headers end so too. A repeated line put between two lines that stood together is
  an edit of that record when either pair it makes is new (classify._inserted_in_record).
- that badge, and an endpoint's "Deprecated" label, were then minor (one word): in docs a block gaining or losing a
  contract mark — required, deprecated, will be removed, end of life, breaking change (en, de, fr, es) — is meaningful
  (classify._contract_marked).
- a cURL example's amount 1299 → 2500 was meaningful as a documented quantity changed: a <pre> code sample's numbers
  are an example's values, not the quantities the docs rule watches (classify._code_sample).
- a docs line that is one API name alone (an OAuth scope "write:customers", an event type) added or removed was
  minor: in the main content it is meaningful (classify._api_name).

Two of my first noise fixtures were wrong and rewritten as edits: the version switcher listing one more version from
visit to visit (no platform does that; a version added or dropped is a minor navigation change) and Redoc's title
carrying a dated API version re-stamped per render (that version is the contract: bumped, it is meaningful).
No xfails. Corpus (bench/callgrind_differ.py --check): unchanged, 8b90472b….
"""
from __future__ import annotations

import json
from typing import Any, Callable

from cw_testdata import load_module

from changewire_differ.cli import diff_files

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
visit, Case, _tok = r15.visit, r15.Case, r15._tok
Q, E = "quiet", "changed"
MIN, M, MINM, MM = ("minor",), ("meaningful",), ("minor", "meaningful"), ("meaningful", "major")
CC = ("content_changed",)
CASES: dict[str, Any] = {}
#: pair → a text its summary must hold
NAMED: dict[str, str] = {}


def add(name: str, old: str, new: str, url: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new, name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    CASES[name] = Case(old.encode(), new.encode(), url, "docs", outcome, sig, kind, **kw)


def family(short: str, build: Callable[[dict[str, Any], int], str], data: dict[str, Any], url: str,
           edits: list[tuple[Any, ...]]) -> None:
    """One docs page: two visits (noise only), a re-render alone, then each edit alone and between two noisy visits."""
    add(f"{short}: noise only (another visit)", visit(build(data, 1), 3), visit(build(data, 2), 8, True), url, Q)
    add(f"{short}: the platform's own per-render values", build(data, 4), build(data, 5), url, Q)
    for label, fn, outcome, *more in edits:
        sig, kind, kw = (list(more) + [(), (), {}][len(more):])[:3]
        nd = fn(json.loads(json.dumps(data)))
        add(f"{short}: {label}", build(data, 1), build(nd, 1), url, outcome, sig, kind, **dict(kw))
        add(f"{short}: {label}, under visit noise", visit(build(data, 6), 13), visit(build(nd, 7), 14), url,
            outcome, sig, kind, **dict(kw))


def _set(d: dict[str, Any], **kw: Any) -> dict[str, Any]:
    d.update(kw)
    return d


def _stamp(seed: int) -> str:
    months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
    return f"{months[seed % 12]} {1 + seed * 5 % 28}, 2026"


# ============================================================================ 1. Docusaurus: a guide page (rate limits)

GUIDE: dict[str, Any] = {
    "intro": "Every API key is rate limited to protect the platform from abuse and to keep latency predictible.",
    "limits": [["Standard", "100 requests per second", "5,000 requests per minute"],
               ["Enterprise", "500 requests per second", "25,000 requests per minute"]],
    "retry": "When you exceed a limit the API answers 429 Too Many Requests with a Retry-After header in seconds.",
    "sample": "for attempt in range(5):\n    r = client.get(\"/v1/orders\")\n    if r.status_code != 429:\n        break\n"
              "    time.sleep(int(r.headers[\"Retry-After\"]))",
    "admonition": "",
    "sections": ["limits", "retry", "headers"],
    "versions": ["next", "3.2", "3.1", "3.0"],
    "anchor": "handling-429",
}


def guide(d: dict[str, Any], seed: int) -> str:
    """A Docusaurus v3 docs page: navbar with a version dropdown, sidebar, an admonition, a table, a code block
    (Prism tokens), the "Edit this page" link at a commit, "Last updated on", the TOC, the paginator, Algolia's
    DocSearch button."""
    versions = "".join(f'<li><a class="dropdown__link" href="/docs/{v}/rate-limits">{v}</a></li>'
                       for v in d["versions"])
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in d["limits"])
    code = "".join(f'<span class="token-line"><span class="token plain">{ln}</span><br></span>'
                   for ln in d["sample"].split("\n"))
    secs = {
        "limits": ('<h2 class="anchor anchorWithStickyNavbar_LWe7" id="limits">Limits<a href="#limits" '
                   'class="hash-link" aria-label="Direct link to Limits" title="Direct link to Limits">\u200b</a></h2>'
                   f'<table><thead><tr><th>Plan</th><th>Per second</th><th>Per minute</th></tr></thead><tbody>{rows}'
                   '</tbody></table>'),
        "retry": (f'<h2 class="anchor anchorWithStickyNavbar_LWe7" id="{d["anchor"]}">Handling 429 responses<a '
                  f'href="#{d["anchor"]}" class="hash-link" aria-label="Direct link to Handling 429 responses">\u200b</a></h2>'
                  f'<p>{d["retry"]}</p><div class="language-python codeBlockContainer_Ckt0 theme-code-block">'
                  f'<pre tabindex="0" class="prism-code language-python codeBlock_bY9V"><code class="codeBlockLines_e6Vv">'
                  f'{code}</code></pre><button type="button" aria-label="Copy code to clipboard" class="clean-btn">'
                  '</button></div>'),
        "headers": ('<h2 class="anchor anchorWithStickyNavbar_LWe7" id="headers">Rate limit headers<a href="#headers" '
                    'class="hash-link" aria-label="Direct link to Rate limit headers">\u200b</a></h2><ul>'
                    '<li><code>X-RateLimit-Limit</code>: the ceiling for the current window.</li>'
                    '<li><code>X-RateLimit-Remaining</code>: requests left in the window.</li>'
                    '<li><code>X-RateLimit-Reset</code>: when the window resets, as a Unix timestamp.</li></ul>'),
    }
    adm = (f'<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div '
           f'class="admonitionHeading_Gvgb">warning</div><div class="admonitionContent_BuS1"><p>{d["admonition"]}</p>'
           f'</div></div>' if d["admonition"] else "")
    toc = "".join(f'<li><a href="#{a}" class="table-of-contents__link toc-highlight">{t}</a></li>'
                  for a, t in (("limits", "Limits"), (d["anchor"], "Handling 429 responses"),
                               ("headers", "Rate limit headers")))
    commit = _tok(seed, 40, "edit")
    return ('<!doctype html><html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current'
            f' docs-doc-page" data-has-hydrated="false"><head><meta charset="UTF-8"><meta name="generator" '
            f'content="Docusaurus v3.5.2"><title data-rh="true">Rate limits | Pylon API</title>'
            f'<meta data-rh="true" name="docsearch:version" content="current">'
            f'<link rel="stylesheet" href="/assets/css/styles.{_tok(seed, 8, "css")}.css">'
            f'<script src="/assets/js/runtime~main.{_tok(seed, 8, "rt")}.js" defer></script></head>'
            '<body class="navigation-with-keyboard"><div id="__docusaurus"><nav aria-label="Main" class="navbar '
            'navbar--fixed-top"><div class="navbar__inner"><a class="navbar__brand" href="/"><b>Pylon</b></a>'
            '<a class="navbar__item navbar__link" href="/docs/intro">Docs</a><a class="navbar__item navbar__link" '
            'href="/api">API</a><div class="navbar__item dropdown dropdown--hoverable"><a class="navbar__link" '
            f'href="#">next</a><ul class="dropdown__menu">{versions}</ul></div><div class="navbarSearchContainer">'
            '<button type="button" class="DocSearch DocSearch-Button" aria-label="Search (Command+K)">Search</button>'
            '</div></div></nav><div class="main-wrapper"><div class="docsWrapper"><aside class="theme-doc-sidebar-'
            'container"><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu '
            'menu__list"><li><a class="menu__link" href="/docs/intro">Introduction</a></li><li><a class="menu__link" '
            'href="/docs/authentication">Authentication</a></li><li><a class="menu__link menu__link--active" '
            'aria-current="page" href="/docs/rate-limits">Rate limits</a></li><li><a class="menu__link" '
            'href="/docs/errors">Errors</a></li></ul></nav></aside><main class="docMainContainer"><div class="row">'
            '<div class="col docItemCol"><div class="docItemContainer"><article><nav class="theme-doc-breadcrumbs" '
            'aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a href="/">Home</a></li>'
            '<li class="breadcrumbs__item breadcrumbs__item--active"><span>Rate limits</span></li></ul></nav>'
            '<div class="theme-doc-markdown markdown"><header><h1>Rate limits</h1></header>'
            f'{adm}<p>{d["intro"]}</p>{"".join(secs[s] for s in d["sections"])}</div>'
            '<footer class="theme-doc-footer docusaurus-mt-lg"><div class="theme-doc-footer-edit-meta-row row">'
            f'<div class="col"><a href="https://github.com/pylon-hq/docs/edit/{commit}/docs/rate-limits.md" '
            'target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></div>'
            '<div class="col lastUpdated_JAkA"><span class="theme-last-updated">Last updated on <b><time '
            f'datetime="2026-{1 + seed % 12:02d}-{1 + seed * 5 % 28:02d}T10:{seed % 60:02d}:00.000Z" itemprop="dateModified">'
            f'{_stamp(seed)}</time></b> by <b>{("ana-lopez", "dmitri", "kwame-o")[seed % 3]}</b></span></div></div>'
            '</footer></article><nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class='
            '"pagination-nav__link pagination-nav__link--prev" href="/docs/authentication"><div class="pagination-nav'
            '__sublabel">Previous</div><div class="pagination-nav__label">Authentication</div></a><a class="pagination-'
            'nav__link pagination-nav__link--next" href="/docs/errors"><div class="pagination-nav__sublabel">Next</div>'
            '<div class="pagination-nav__label">Errors</div></a></nav></div></div><div class="col col--3"><div class='
            f'"tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents">{toc}</ul>'
            '</div></div></div></main></div></div><footer class="footer footer--dark"><div class="footer__copyright">'
            'Copyright © 2026 Pylon, Inc. Built with Docusaurus.</div></footer></div></body></html>')


def _limit(d: dict[str, Any], i: int, j: int, text: str) -> dict[str, Any]:
    d["limits"][i][j] = text
    return d


_G = "https://docs.pylon.dev/docs/rate-limits"
family("docusaurus", guide, GUIDE, _G, [
    # a rate limit is what an integrator sizes their client by: a lower ceiling breaks clients
    ("Standard's limit 100 → 50 requests per second", lambda d: _limit(d, 0, 1, "50 requests per second"), E, MM, CC),
    ("Enterprise's per-minute limit 25,000 → 30,000", lambda d: _limit(d, 1, 2, "30,000 requests per minute"), E, MM, CC),
    # a removal notice is why anyone watches docs
    ("a deprecation warning admonition added", lambda d: _set(
        d, admonition="The v1 rate limit headers will be removed on March 31, 2027. Read X-RateLimit-* from the v2 "
                      "response envelope instead."), E, MM, CC, {"contains": {"blocks_added": ["March 31, 2027"]}}),
    # a typo in prose: nobody needs telling beyond minor
    ("a typo fixed in the intro", lambda d: _set(d, intro=d["intro"].replace("predictible", "predictable")), E, MIN, CC),
    # the retry sample now honours a cap: the code a reader copies changed, but no contract did
    ("the retry code sample changed", lambda d: _set(d, sample=d["sample"].replace(
        'time.sleep(int(r.headers["Retry-After"]))', 'time.sleep(min(60, int(r.headers["Retry-After"])))')),
     E, MINM, CC),
    # a release's docs appear in the version dropdown: the site's navigation changed, nothing on this page did
    ("version 3.3 added to the version dropdown", lambda d: _set(d, versions=["next", "3.3", "3.2", "3.1", "3.0"]),
     E, MIN, CC),
    # the heading's slug regenerated (a TOC anchor), its text the same: a link target, not content
    ("a heading's anchor id renamed", lambda d: _set(d, anchor="handling-429-responses"), Q),
    # sections moved, no word changed: the page says the same thing
    ("the sections re-ordered", lambda d: _set(d, sections=["headers", "limits", "retry"]), Q),
])


# ============================================================================ 2. Mintlify: an API endpoint page, its parameters

ENDPOINT: dict[str, Any] = {
    "method": "POST", "path": "/v2/payments",
    "params": [["amount", "integer", "required", "Amount in the smallest currency unit (cents for USD).", ""],
               ["currency", "string", "required", "Three-letter ISO 4217 code, lowercase.", ""],
               ["customer_id", "string", "", "The customer to charge. Omit for a guest checkout.", ""],
               ["metadata", "object", "", "Up to 20 key/value pairs stored with the payment.", ""]],
    "sample": 'curl --request POST \\\n  --url https://api.paylane.io/v2/payments \\\n  --header "Authorization: Bearer '
              '<token>" \\\n  --data \'{"amount": 1299, "currency": "usd"}\'',
    "helpful": 0,
}


def endpoint(d: dict[str, Any], seed: int) -> str:
    """A Mintlify API page: method pill + path, ParamField blocks, a request example, "Was this page helpful?" with
    its counts, the sidebar, a search shortcut, Next.js chunks with a build id."""
    fields = "".join(
        f'<div class="field pt-2.5 pb-5 my-2.5 border-b" id="body-{n}"><div class="flex items-center gap-2">'
        f'<a href="#body-{n}" class="-ml-10 opacity-0 group-hover:opacity-100" aria-label="Navigate to header">#</a>'
        f'<div class="font-semibold text-primary">{n}</div><div class="text-xs">{t}</div>'
        + (f'<div class="px-2 text-red-600 bg-red-100/50 rounded-md text-xs font-medium">{req}</div>' if req else "")
        + (f'<div class="px-2 text-amber-700 bg-amber-100/50 rounded-md text-xs font-medium">{dep}</div>' if dep else "")
        + f'</div><div class="mt-4 prose prose-sm"><p>{desc}</p></div></div>'
        for n, t, req, desc, dep in d["params"])
    code = "".join(f'<span class="line">{ln}</span>\n' for ln in d["sample"].split("\n"))
    up, down = 41 + seed * 3 % 17, 2 + seed % 5
    return ('<!DOCTYPE html><html lang="en" class="dark"><head><meta charset="utf-8"><title>Create a payment - Paylane '
            f'Docs</title><meta name="generator" content="Mintlify"><link rel="stylesheet" href="/_next/static/css/'
            f'{_tok(seed, 16, "mcss")}.css"></head><body><div id="__next"><div id="navbar" class="z-30 fixed lg:sticky">'
            '<a href="/">Paylane</a><button type="button" id="search-bar-entry">Search...<kbd>⌘K</kbd></button><a '
            'href="https://dashboard.paylane.io">Dashboard</a></div><div id="sidebar"><div class="sidebar-group">'
            '<h5>Payments</h5><ul><li><a href="/api-reference/payments/create" class="active">Create a payment</a></li>'
            '<li><a href="/api-reference/payments/get">Retrieve a payment</a></li><li><a href="/api-reference/payments/'
            'refund">Refund a payment</a></li></ul></div></div><div id="content-area" class="relative grow"><header '
            'id="header"><div class="eyebrow text-sm text-primary">Payments</div><h1 id="page-title" class="text-3xl">'
            'Create a payment</h1><div class="mt-2 text-lg prose">Charge a customer once.</div></header>'
            '<div class="flex items-center gap-1.5 font-mono text-sm"><span class="rounded-lg font-bold px-1.5 py-0.5 '
            f'bg-[#3064E3]/10 text-[#3064E3]">{d["method"]}</span><span class="text-gray-800">{d["path"]}</span></div>'
            '<div class="prose" id="content"><h4 id="body" class="api-section-heading">Body<a href="#body">#</a></h4>'
            f'{fields}</div><div id="request-example" class="code-group"><div class="tab">cURL</div><pre '
            f'class="shiki"><code>{code}</code></pre></div>'
            '<div class="feedback-toolbar flex items-center justify-between pt-8"><p>Was this page helpful?</p>'
            f'<button type="button" class="feedback-yes">Yes <span class="count">{up}</span></button>'
            f'<button type="button" class="feedback-no">No <span class="count">{down}</span></button></div>'
            '<div class="pagination flex"><a href="/api-reference/payments/get">Retrieve a payment</a></div>'
            '<footer id="footer"><a href="https://x.com/paylane">x</a><a href="https://github.com/paylane">github</a>'
            '<a href="https://mintlify.com?utm_campaign=poweredBy&amp;utm_medium=docs&amp;utm_source=paylane">Powered '
            'by Mintlify</a></footer></div></div><script id="__NEXT_DATA__" type="application/json">{"buildId":"'
            f'{_tok(seed, 21, "mbuild")}","page":"/_sites/[subdomain]/[[...slug]]"}}</script></body></html>')


def _param(d: dict[str, Any], name: str, col: int, value: str) -> dict[str, Any]:
    for p in d["params"]:
        if p[0] == name:
            p[col] = value
    return d


_MT = "https://docs.paylane.io/api-reference/payments/create"
family("mintlify", endpoint, ENDPOINT, _MT, [
    # a new optional field: integrators can now do something new
    ("a new body parameter (idempotency_key)", lambda d: _set(d, params=d["params"] + [[
        "idempotency_key", "string", "", "A unique key to make retries safe; kept for 24 hours.", ""]]), E, M, CC,
     {"contains": {"blocks_added": ["idempotency_key"]}}),
    # a field marked deprecated: integrators must migrate
    ("customer_id marked deprecated", lambda d: _param(_param(
        d, "customer_id", 4, "deprecated"), "customer_id", 3,
        "Deprecated: use customer instead. The customer to charge. Omit for a guest checkout."), E, MM, CC),
    # an optional field becoming required breaks every caller that omits it
    ("customer_id made required", lambda d: _param(d, "customer_id", 2, "required"), E, MM, CC),
    # a required field made optional: no call breaks, but the contract changed and callers may drop it
    ("currency made optional (its required badge gone)", lambda d: _param(d, "currency", 2, ""), E, M, CC),
    # metadata's cap is a quantity a client depends on
    ("metadata's cap 20 → 50 pairs", lambda d: _param(d, "metadata", 3, "Up to 50 key/value pairs stored with the payment."),
     E, M, CC),
    # the endpoint moved to v3: every client's URL is wrong now
    ("the endpoint's path moved to /v3/payments", lambda d: _set(d, path="/v3/payments", sample=d["sample"].replace(
        "/v2/", "/v3/")), E, MM, CC),
    # the example posted another amount: the same call, illustrated differently
    ("the request example's amount changed", lambda d: _set(d, sample=d["sample"].replace("1299", "2500")), E, MIN, CC),
])


# ============================================================================ 3. Sphinx / Read the Docs: a Python SDK reference

SDK: dict[str, Any] = {
    "funcs": [["connect", "host, port=5432, *, timeout=30.0",
               "Open a connection. <em>timeout</em> is in seconds; the default is 30 seconds."],
              ["fetch", "query, *args, limit=1000", "Run <em>query</em> and return at most <em>limit</em> rows."],
              ["stream", "query, *args, chunk_size=500", "Yeild rows in chunks of <em>chunk_size</em>."]],
    "note": "",
    "versions": ["latest", "stable", "4.2", "4.1", "4.0"],
}


def sdk(d: dict[str, Any], seed: int) -> str:
    """A Sphinx (Furo-less, RTD theme) autodoc page on Read the Docs: dl.py.function blocks with headerlinks, the
    RTD flyout's version list, "Last updated on", the searchindex script with its hash, the Sphinx build comment."""
    funcs = "".join(
        f'<dl class="py function"><dt class="sig sig-object py" id="quarry.{n}"><span class="sig-prename descclassname">'
        f'<span class="pre">quarry.</span></span><span class="sig-name descname"><span class="pre">{n}</span></span>'
        f'<span class="sig-paren">(</span><em class="sig-param">{sig}</em><span class="sig-paren">)</span>'
        f'<a class="headerlink" href="#quarry.{n}" title="Link to this definition">¶</a></dt><dd><p>{doc}</p></dd></dl>'
        for n, sig, doc in d["funcs"])
    note = (f'<div class="admonition deprecated"><p class="admonition-title">Deprecated since version 4.2</p>'
            f'<p>{d["note"]}</p></div>' if d["note"] else "")
    flyout = "".join(f'<dd><a href="https://quarry.readthedocs.io/en/{v}/api.html">{v}</a></dd>'
                     for v in d["versions"])
    return ('<!DOCTYPE html><html class="writer-html5" lang="en" data-content_root="./"><head><meta charset="utf-8">'
            '<title>API reference — quarry 4.2 documentation</title><link rel="stylesheet" href="_static/pygments.css?v='
            f'{_tok(seed, 8, "pyg")}"><script src="_static/documentation_options.js?v={_tok(seed, 8, "do")}"></script>'
            f'<script src="searchindex.js?v={_tok(seed, 12, "si")}" defer></script></head><body class="wy-body-for-nav">'
            '<div class="wy-grid-for-nav"><nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll">'
            '<a href="index.html" class="icon icon-home">quarry</a><div role="search"><form id="rtd-search-form" '
            'action="search.html" method="get"><input type="text" name="q" placeholder="Search docs"></form></div>'
            '<ul class="current"><li class="toctree-l1"><a href="quickstart.html">Quickstart</a></li><li class="toctree-l1'
            ' current"><a class="current reference internal" href="#">API reference</a></li></ul></div></nav>'
            '<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><div class="wy-nav-content"><div class='
            '"rst-content"><div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs"><li><a href='
            '"index.html">Home</a></li><li>API reference</li><li class="wy-breadcrumbs-aside"><a href="https://github.com'
            f'/quarry-db/quarry/blob/{_tok(seed, 40, "gh")}/docs/api.rst">Edit on GitHub</a></li></ul></div>'
            '<div role="main" class="document"><section id="api-reference"><h1>API reference<a class="headerlink" '
            f'href="#api-reference" title="Link to this heading">¶</a></h1>{note}{funcs}</section></div>'
            '<footer><hr><div role="contentinfo"><p>© Copyright 2026, the quarry authors. <span class="lastupdated">'
            f'Last updated on {_stamp(seed)}.</span></p></div>Built with <a href="https://www.sphinx-doc.org/">Sphinx</a>'
            ' using a theme provided by <a href="https://readthedocs.org">Read the Docs</a>.</footer></div></div>'
            '</section></div><div class="rst-versions" data-toggle="rst-versions" role="note"><span class="rst-current-'
            f'version">v: latest</span><div class="rst-other-versions"><dl><dt>Versions</dt>{flyout}</dl></div></div>'
            f'<!-- Generated by Sphinx 7.3.7 at {seed % 24:02d}:{seed * 7 % 60:02d} --></body></html>')


def _func(d: dict[str, Any], name: str, col: int, value: str) -> dict[str, Any]:
    for f in d["funcs"]:
        if f[0] == name:
            f[col] = value
    return d


_RTD = "https://quarry.readthedocs.io/en/latest/api.html"
family("sphinx", sdk, SDK, _RTD, [
    # a default timeout changed: a documented behaviour changed under callers
    ("connect's default timeout 30 → 10 seconds", lambda d: _func(_func(
        d, "connect", 1, "host, port=5432, *, timeout=10.0"), "connect", 2,
        "Open a connection. <em>timeout</em> is in seconds; the default is 10 seconds."), E, MM, CC),
    # a whole function dropped from the reference: callers break
    ("stream() removed from the reference", lambda d: _set(d, funcs=d["funcs"][:2]), E, MM, CC,
     {"contains": {"blocks_removed": ["stream"]}}),
    # a new keyword argument documented
    ("fetch gains a new keyword argument", lambda d: _func(_func(
        d, "fetch", 1, "query, *args, limit=1000, timeout=None"), "fetch", 2,
        "Run <em>query</em> and return at most <em>limit</em> rows. <em>timeout</em> overrides the connection's."),
     E, M, CC),
    # a deprecation directive on top of the page
    ("a deprecated directive added", lambda d: _set(
        d, note="<code>stream()</code> will be removed in quarry 5.0; iterate over <code>fetch()</code> with a "
                "server-side cursor instead."), E, MM, CC, {"contains": {"blocks_added": ["quarry 5.0"]}}),
    # an old release's docs hidden from the Read the Docs flyout: navigation, not this page's content
    ("4.0 dropped from the RTD version flyout", lambda d: _set(d, versions=d["versions"][:4]), E, MIN, CC),
    ("a typo fixed in a docstring", lambda d: _func(d, "stream", 2, "Yield rows in chunks of <em>chunk_size</em>."),
     E, MIN, CC),
])


# ============================================================================ 4. Redoc: a one-page API reference

REF: dict[str, Any] = {
    "ops": [["get", "/v1/invoices", "List invoices", "Returns invoices, newest first, 25 per page.", ""],
            ["post", "/v1/invoices", "Create an invoice", "Creates a draft invoice for a customer.", ""],
            ["get", "/v1/invoices/{id}", "Retrieve an invoice", "Returns one invoice by id.", ""],
            ["post", "/v1/invoices/{id}/send", "Send an invoice", "Emails the invoice to the customer.", ""],
            ["delete", "/v1/invoices/{id}", "Void an invoice", "Voids an open invoice. Paid invoices cannot be voided.",
             ""]],
    "version": "2026-01-15",
}


def ref(d: dict[str, Any], seed: int) -> str:
    """Redoc's rendering (styled-components classes re-hashed per build, a "Download OpenAPI specification" link,
    operation ids as anchors, the left menu with method badges, a spec version stamp)."""
    sc = _tok(seed, 6, "sc")
    menu = "".join(f'<li class="sc-{sc}a" data-item-id="operation/{m}{p}"><label><span class="operation-type {m}">{m}'
                   f'</span><span>{t}</span></label></li>' for m, p, t, _, _ in d["ops"])
    ops = "".join(
        f'<div id="operation/{m}{p}" data-section-id="operation/{m}{p}" class="sc-{sc}b"><div class="sc-{sc}c">'
        f'<h2 class="sc-{sc}d"><a class="sc-{sc}e" href="#operation/{m}{p}" aria-label="{t}"></a>{t}'
        + (f' <span class="sc-{sc}f" type="warning">Deprecated</span>' if dep else "")
        + f'</h2><div class="sc-{sc}g redoc-markdown"><p>{desc}</p></div></div><div class="sc-{sc}h"><button '
        f'class="sc-{sc}i"><span type="{m}" class="http-verb {m}">{m}</span><span class="sc-{sc}j">{p}</span></button>'
        f'</div></div>' for m, p, t, desc, dep in d["ops"])
    return ('<!DOCTYPE html><html><head><meta charset="utf8"><title>Ledgerline API Reference</title><style data-styled='
            f'"active" data-styled-version="6.1.8">.sc-{sc}a{{padding:0}}</style></head><body><div id="redoc"><div '
            f'class="sc-{sc}k redoc-wrap"><div class="sc-{sc}l menu-content"><div role="search"><input placeholder="Search'
            f'..." class="sc-{sc}m search-input"></div><ul role="menu">{menu}</ul><a target="_blank" href="https://redocly'
            f'.com/redoc/">API docs by Redocly</a></div><div class="sc-{sc}n api-content"><div class="sc-{sc}o"><h1>'
            f'Ledgerline API <span>({d["version"]})</span></h1><p>Download OpenAPI '
            f'specification:<a download="openapi.json" href="/openapi.json?v={_tok(seed, 10, "spec")}">Download</a></p>'
            f'<div class="redoc-markdown"><p>The Ledgerline API is organised around REST. All requests are made over HTTPS.'
            f'</p></div></div>{ops}</div></div></div><script src="https://cdn.redoc.ly/redoc/v2.1.5/bundles/'
            f'redoc.standalone.js"></script></body></html>')


def _op(d: dict[str, Any], title: str, col: int, value: str) -> dict[str, Any]:
    for o in d["ops"]:
        if o[2] == title:
            o[col] = value
    return d


_RD = "https://developer.ledgerline.com/api-reference"
family("redoc", ref, REF, _RD, [
    # an endpoint gone from the reference: integrations calling it break
    ("the 'Send an invoice' endpoint removed",
     lambda d: _set(d, ops=[o for o in d["ops"] if o[2] != "Send an invoice"]), E, MM, CC,
     {"contains": {"blocks_removed": ["Send an invoice"]}}),
    ("a new endpoint added (Finalize an invoice)", lambda d: _set(d, ops=d["ops"][:3] + [[
        "post", "/v1/invoices/{id}/finalize", "Finalize an invoice", "Locks a draft invoice so it can be paid.", ""]]
        + d["ops"][3:]), E, MM, CC, {"contains": {"blocks_added": ["Finalize an invoice"]}}),
    ("'Void an invoice' marked deprecated", lambda d: _op(d, "Void an invoice", 4, "deprecated"), E, MM, CC),
    # a dated API version (Stripe-style) is the contract the page documents: a new one is news
    ("the API version 2026-01-15 → 2026-03-01", lambda d: _set(d, version="2026-03-01"), E, MM, CC),
    # the page size is a documented quantity clients paginate by
    ("the page size 25 → 100 per page",
     lambda d: _op(d, "List invoices", 3, "Returns invoices, newest first, 100 per page."), E, M, CC),
])



# ============================================================================ 5. MkDocs Material: a webhooks guide

HOOKS: dict[str, Any] = {
    "retries": "Failed deliveries are retried up to 5 times with exponential backoff over 24 hours.",
    "events": [["invoice.created", "An invoice was created."], ["invoice.paid", "An invoice was paid in full."],
               ["invoice.voided", "An invoice was voided."], ["customer.updated", "A customer's details changed."]],
    "verify": "Every request carries a <code>Webhook-Signature</code> header. Verify it before you trust the paylaod.",
    "node": "const sig = req.headers['webhook-signature'];\nverify(req.rawBody, sig, process.env.WEBHOOK_SECRET);",
    "danger": "",
}


def hooks(d: dict[str, Any], seed: int) -> str:
    """A MkDocs Material page: the header's search with its index hash, the version selector (mike), content tabs,
    admonitions, the git-revision-date plugin's "Last update" line, the feedback widget, heading permalinks (¶)."""
    rows = "".join(f"<tr><td><code>{e}</code></td><td>{t}</td></tr>" for e, t in d["events"])
    code = "".join(f'<span id="__span-0-{i}"><a id="__codelineno-0-{i}" href="#__codelineno-0-{i}"></a>{ln}\n</span>'
                   for i, ln in enumerate(d["node"].split("\n"), 1))
    danger = (f'<div class="admonition danger"><p class="admonition-title">Danger</p><p>{d["danger"]}</p></div>'
              if d["danger"] else "")

    def h2(anchor: str, text: str) -> str:
        return f'<h2 id="{anchor}">{text}<a class="headerlink" href="#{anchor}" title="Permanent link">¶</a></h2>'

    return ('<!doctype html><html lang="en" class="no-js"><head><meta charset="utf-8"><meta name="generator" '
            'content="mkdocs-1.6.1, mkdocs-material-9.5.44"><title>Webhooks - Ledgerline Docs</title><link rel="stylesheet" '
            f'href="../assets/stylesheets/main.{_tok(seed, 8, "mk")}.min.css"></head><body dir="ltr" data-md-color-scheme='
            '"default"><header class="md-header" data-md-component="header"><nav class="md-header__inner md-grid">'
            '<a href=".." class="md-header__button md-logo">Ledgerline</a><div class="md-header__title">Webhooks</div>'
            '<div class="md-version"><button class="md-version__current">2.4</button><ul class="md-version__list">'
            '<li class="md-version__item"><a href="../../2.4/webhooks/" class="md-version__link">2.4</a></li><li class='
            '"md-version__item"><a href="../../2.3/webhooks/" class="md-version__link">2.3</a></li></ul></div>'
            '<div class="md-search" data-md-component="search" role="dialog"><input type="text" class="md-search__input" '
            'name="query" placeholder="Search"></div></nav></header><div class="md-container"><main class="md-main">'
            '<div class="md-main__inner md-grid"><div class="md-sidebar md-sidebar--primary"><nav class="md-nav '
            'md-nav--primary"><ul class="md-nav__list"><li class="md-nav__item"><a href="../" class="md-nav__link">'
            'Overview</a></li><li class="md-nav__item md-nav__item--active"><a href="./" class="md-nav__link '
            'md-nav__link--active">Webhooks</a></li></ul></nav></div><div class="md-content" data-md-component="content">'
            f'<article class="md-content__inner md-typeset"><h1>Webhooks</h1>{danger}<p>Ledgerline sends an HTTPS POST to '
            f'your endpoint when something happens in your account.</p>{h2("retries", "Retries")}<p>{d["retries"]}</p>'
            f'{h2("events", "Event types")}<table><thead><tr><th>Event</th><th>When</th></tr></thead><tbody>{rows}'
            f'</tbody></table>{h2("verifying-signatures", "Verifying signatures")}<p>{d["verify"]}</p>'
            '<div class="tabbed-set tabbed-alternate" data-tabs="1:2"><input checked="checked" id="__tabbed_1_1" '
            'name="__tabbed_1" type="radio"><div class="tabbed-labels"><label for="__tabbed_1_1">Node.js</label></div>'
            f'<div class="tabbed-content"><div class="tabbed-block"><div class="highlight"><pre><code>{code}</code></pre>'
            '</div></div></div></div><aside class="md-source-file"><span class="md-source-file__fact"><span '
            f'class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">{_stamp(seed)}</span>'
            '</span></aside><form class="md-feedback" name="feedback"><fieldset><legend class="md-feedback__title">'
            'Was this page helpful?</legend><div class="md-feedback__list"><button class="md-feedback__icon" '
            'type="submit" title="This page was helpful" data-md-value="1"></button><button class="md-feedback__icon" '
            'type="submit" title="This page could be improved" data-md-value="0"></button></div></fieldset></form>'
            '</article></div></div></main><footer class="md-footer"><div class="md-copyright">Copyright © 2026 '
            'Ledgerline · Made with <a href="https://squidfunk.github.io/mkdocs-material/">Material for MkDocs</a>'
            '</div></footer></div><script id="__config" type="application/json">{"base": "..", "search": "../assets/'
            f'javascripts/workers/search.{_tok(seed, 8, "sw")}.min.js", "version": {{"provider": "mike"}}}}</script>'
            f'<script src="../assets/javascripts/bundle.{_tok(seed, 8, "bundle")}.min.js"></script></body></html>')


_MK = "https://docs.ledgerline.com/2.4/webhooks/"
family("mkdocs", hooks, HOOKS, _MK, [
    # how often a delivery is retried is what a receiver's idempotency and alerting are built for
    ("retries 5 → 3 times", lambda d: _set(d, retries=d["retries"].replace("5 times", "3 times")), E, MM, CC),
    # an event type gone: a subscriber listening for it hears nothing from now on
    ("an event type (invoice.voided) removed",
     lambda d: _set(d, events=[e for e in d["events"] if e[0] != "invoice.voided"]), E, MM, CC,
     {"contains": {"blocks_removed": ["invoice.voided"]}}),
    ("a danger admonition: the v1 signature will be removed", lambda d: _set(
        d, danger="The v1 signature scheme will be removed on 30 June 2027. Switch to v2 signatures before then."),
     E, MM, CC, {"contains": {"blocks_added": ["30 June 2027"]}}),
    ("a typo fixed in the signature paragraph",
     lambda d: _set(d, verify=d["verify"].replace("paylaod", "payload")), E, MIN, CC),
    # the event table's rows sorted otherwise: the same events, the same words
    ("the event table re-ordered", lambda d: _set(d, events=sorted(d["events"], key=lambda e: e[0][::-1])), Q),
    # the Node sample reads the header through a helper now: the example changed, no contract did
    ("the Node.js sample rewritten", lambda d: _set(d, node=d["node"].replace(
        "req.headers['webhook-signature']", "req.get('Webhook-Signature')")), E, MINM, CC),
])


# ============================================================================ 6. GitBook: an authentication page

AUTH: dict[str, Any] = {
    "ttl": "Access tokens expire after 60 minutes; refresh tokens after 30 days.",
    "scopes": ["read:orders", "write:orders", "read:customers"],
    "hint": "",
    "body": "Send the token in the Authorization header of every request. Tokens are bound to one workspace.",
}


def auth(d: dict[str, Any], seed: int) -> str:
    """A GitBook-hosted page: Tailwind-ish hashed classes, a hint block, "Last updated <N> <unit> ago" rendered
    relative to the visit, "Was this helpful?", the previous/next cards, a search shortcut."""
    ago = (f"{1 + seed % 11} hours ago", f"{2 + seed % 5} days ago", "yesterday")[seed % 3]
    cls = _tok(seed, 5, "gb")
    hint = (f'<div class="hint-warning flex rounded-md p-4 css-{cls}" data-hint="warning"><div class="flex-1"><p>'
            f'{d["hint"]}</p></div></div>' if d["hint"] else "")
    scopes = "".join(f'<li class="css-{cls}l"><p><code>{x}</code></p></li>' for x in d["scopes"])
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authentication | Orderly Developer Docs'
            f'</title><link rel="stylesheet" href="/~gitbook/static/css/{_tok(seed, 10, "gbc")}.css"></head><body>'
            '<header class="scroll-nojump"><a href="/">Orderly</a><button aria-label="Search">Ask or search… <kbd>Ctrl K'
            '</kbd></button></header><div class="flex"><aside class="table-of-contents"><ul><li><a href="/">Quickstart</a>'
            '</li><li><a href="/authentication" aria-current="page">Authentication</a></li><li><a href="/orders">Orders'
            f'</a></li></ul></aside><main class="css-{cls}m"><header><h1 class="text-4xl font-bold">Authentication</h1>'
            f'</header>{hint}<p>{d["body"]}</p><h2 id="token-lifetime">Token lifetime</h2><p>{d["ttl"]}</p>'
            f'<h2 id="scopes">Scopes</h2><ul>{scopes}</ul><div class="flex flex-col"><p class="text-sm">Last updated '
            f'{ago}</p></div><div class="feedback"><p>Was this helpful?</p><button aria-label="Yes">👍</button>'
            '<button aria-label="No">👎</button></div><div class="page-links"><a href="/"><span>Previous</span>'
            '<span>Quickstart</span></a><a href="/orders"><span>Next</span><span>Orders</span></a></div></main></div>'
            f'<script src="/~gitbook/static/js/{_tok(seed, 10, "gbj")}.js" async></script></body></html>')


_GB = "https://developers.orderly.io/authentication"
family("gitbook", auth, AUTH, _GB, [
    # a token's lifetime is a quantity every client's refresh logic is built on
    ("access tokens now expire after 15 minutes", lambda d: _set(d, ttl=d["ttl"].replace("60 minutes", "15 minutes")),
     E, MM, CC),
    ("a new scope documented", lambda d: _set(d, scopes=d["scopes"] + ["write:customers"]), E, M, CC,
     {"contains": {"blocks_added": ["write:customers"]}}),
    ("a warning hint: API keys sunset", lambda d: _set(
        d, hint="Legacy API keys are deprecated and stop working on 1 February 2027. Create an OAuth app instead."),
     E, MM, CC, {"contains": {"blocks_added": ["1 February 2027"]}}),
    ("the scope list re-ordered", lambda d: _set(d, scopes=sorted(d["scopes"])), Q),
])

#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}

test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG)


def test_pairs_are_json() -> None:
    for c in list(CASES.values())[:3]:
        json.dumps(diff_files(c.old, c.new, surface=c.surface, url=c.url, content_type=None), ensure_ascii=False)
