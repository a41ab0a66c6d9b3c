"""A seeded page mutator for the differ's labelled test set and benchmark: from one real page it
makes an (old, new) pair whose expected verdict follows from the mutation — volatile rotations
(nonces, CSRF tokens, asset hashes, relative times, "last updated" dates, view counters,
testimonials, banners, consent banners, reordered items) are noise; a fixed typo is minor; a new or
removed list item, a new paragraph or a changed price is meaningful; rewriting most of the page is
major.

Pure: selectolax DOM edits and a `random.Random` passed in. Not used by the service.
"""
from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from selectolax.lexbor import LexborHTMLParser, LexborNode

#: expected band per mutation: "noise" means the verdict must be unchanged or noise
NOISE = "noise"

_SENTENCES = (
    "Our customer success team now offers onboarding workshops in six new regions.",
    "The new reporting dashboard lets finance teams reconcile invoices in real time.",
    "We are expanding our support hours to cover weekends for all enterprise customers.",
    "Version three of the public API adds webhooks for every billing event.",
    "A dedicated data residency option is now available for customers in Canada.",
    "Starting next quarter every plan includes single sign-on at no extra cost.",
    "Our research team published a detailed benchmark of storage engines this week.",
    "The mobile app now supports offline editing and automatic conflict resolution.",
)
_QUOTES = ("“It changed how our team works.” — Dana, COO", "“Setup took ten minutes.” — Ravi, CTO",
           "“Support is outstanding.” — Mia, Head of Ops", "“We doubled throughput.” — Leo, VP Engineering")
_BANNERS = ("Limited time: 20% off annual plans", "Join our live webinar on Thursday", "New: integrations with Slack")


@dataclass(frozen=True)
class Pair:
    old: str
    new: str
    mutation: str
    #: noise | minor | meaningful | major
    band: str


def _serialize(tree: LexborHTMLParser) -> str:
    return tree.html or ""


def _content_root(tree: LexborHTMLParser) -> LexborNode | None:
    for sel in ("main", "article", '[role="main"]', "#content", ".content", "body"):
        n = tree.css_first(sel)
        if n is not None:
            return n
    return None


def _chrome(node: LexborNode) -> bool:
    n: LexborNode | None = node
    while n is not None and n.tag not in ("body", "html"):
        if n.tag in ("nav", "header", "footer", "aside", "form", "select", "template", "noscript", "button", "a"):
            return True
        cls = (n.attributes.get("class") or "") + " " + (n.attributes.get("id") or "")
        if re.search(r"nav|menu|footer|header|sidebar|breadcrumb|cookie|consent|comment|related|share|widget|ad[-_]|"
                     r"promo|banner|carousel|slider|hidden|sr-only|popup|modal", cls, re.I):
            return True
        style = n.attributes.get("style") or ""
        if "none" in style or n.attributes.get("hidden") is not None or n.attributes.get("aria-hidden") == "true":
            return True
        n = n.parent
    return False


def _paragraphs(tree: LexborHTMLParser, min_words: int = 8) -> list[LexborNode]:
    root = _content_root(tree)
    if root is None:
        return []
    out = []
    for p in root.css("p"):
        t = p.text(deep=True, separator=" ", strip=True)
        if len(t.split()) >= min_words and p.css_first("script, style, iframe") is None and not _chrome(p):
            out.append(p)
    return out


def _lists(tree: LexborHTMLParser) -> list[LexborNode]:
    root = _content_root(tree)
    if root is None:
        return []
    out = []
    for ul in root.css("ul, ol"):
        items = [li for li in ul.css("li") if li.parent is not None and li.parent.mem_id == ul.mem_id]
        texts = [li.text(deep=True, separator=" ", strip=True) for li in items]
        if len(items) >= 3 and sum(len(t.split()) for t in texts) / len(items) >= 4 and not _chrome(ul):
            out.append(ul)
    return out


def _node(html: str, selector: str = "*") -> LexborNode:
    """The first element of an HTML fragment (parsed in a body)."""
    body = LexborHTMLParser(f"<div>{html}</div>").css_first("div")
    node = body.first_child if body is not None else None
    if node is None:
        raise ValueError(f"empty fragment: {html!r}")
    return node


def _insert_both(html: str, rng: random.Random, make: Callable[[int], str]) -> tuple[str, str] | None:
    """Insert an element built by `make(variant)` at the same place in both versions."""
    t_old, t_new = LexborHTMLParser(html), LexborHTMLParser(html)
    p_old, p_new = _paragraphs(t_old, 5), _paragraphs(t_new, 5)
    if not p_old:
        return None
    i = rng.randrange(len(p_old))
    a, b = rng.sample(range(1000), 2)
    p_old[i].insert_after(_node(make(a)))
    p_new[i].insert_after(_node(make(b)))
    return _serialize(t_old), _serialize(t_new)


# --------------------------------------------------------------------------------- noise

def rotate_tokens(html: str, rng: random.Random) -> tuple[str, str] | None:
    """New nonces, CSRF tokens and cache-busting asset hashes (invisible: unchanged)."""
    def tok(n: int) -> str:
        return "".join(rng.choice("abcdef0123456789") for _ in range(n))

    new = re.sub(r'(nonce=")[^"]*"', lambda m: f'{m.group(1)}{tok(22)}"', html)
    new = re.sub(r'(name="csrf[-_]token"\s+content=")[^"]*"', lambda m: f'{m.group(1)}{tok(40)}"', new, flags=re.I)
    new = re.sub(r'(\.(?:js|css)\?(?:v|ver)=)[\w.]+', lambda m: m.group(1) + tok(8), new)
    new = re.sub(r'([.-])[0-9a-f]{8,20}(\.(?:js|css)")', lambda m: m.group(1) + tok(12) + m.group(2), new)
    marker = f'<meta name="csrf-token" content="{tok(40)}">'
    new = new.replace("</head>", marker + "</head>", 1) if "</head>" in new else new
    old = html.replace("</head>", f'<meta name="csrf-token" content="{tok(40)}">' + "</head>", 1) if "</head>" in html else html
    return (old, new) if old != new else None


def rename_classes(html: str, rng: random.Random) -> tuple[str, str] | None:
    """Framework-generated class names change on every build (css-1x2y3z, sc-abc, jsx-123)."""
    def h(_m: re.Match[str]) -> str:
        return f"{_m.group(1)}{''.join(rng.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(6))}"

    new = re.sub(r"\b(css-|sc-|jsx-|emotion-|svelte-)[a-z0-9]{4,10}\b", h, html)
    if new == html:
        new = html.replace("<body", '<body data-build="' + str(rng.randrange(10**9)) + '"', 1)
    return html, new


def relative_time(html: str, rng: random.Random) -> tuple[str, str] | None:
    units = ("minutes", "hours", "days")
    return _insert_both(html, rng, lambda v: f"<p>Posted {2 + v % 50} {units[v % 3]} ago</p>")


def last_updated(html: str, rng: random.Random) -> tuple[str, str] | None:
    months = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October")
    return _insert_both(html, rng, lambda v: f'<p class="meta">Last updated: {months[v % 10]} {1 + v % 28}, 20{20 + v % 6}</p>')


def view_counter(html: str, rng: random.Random) -> tuple[str, str] | None:
    return _insert_both(html, rng, lambda v: f'<p><span class="views">{1000 + v * 37:,} views</span> · {v % 90} comments</p>')


def testimonial(html: str, rng: random.Random) -> tuple[str, str] | None:
    return _insert_both(html, rng, lambda v: f'<section class="testimonials"><blockquote>{_QUOTES[v % len(_QUOTES)]}'
                                             f"</blockquote></section>")


def banner(html: str, rng: random.Random) -> tuple[str, str] | None:
    return _insert_both(html, rng, lambda v: f'<div class="announcement-bar" data-promo-id="{v}">'
                                             f"{_BANNERS[v % len(_BANNERS)]}</div>")


def consent_banner(html: str, rng: random.Random) -> tuple[str, str] | None:
    cid = "".join(rng.choice("0123456789abcdef") for _ in range(12))
    box = (f'<div id="cookie-consent" class="cookie-banner" data-consent-id="{cid}" role="dialog"><p>We use cookies to '
           f"improve your experience and analyse traffic.</p><button>Accept all</button><button>Reject</button></div>")
    if "</body>" not in html:
        return None
    return html, html.replace("</body>", box + "</body>", 1)


def reorder_items(html: str, rng: random.Random) -> tuple[str, str] | None:
    tree = LexborHTMLParser(html)
    lists = _lists(tree)
    if not lists:
        return None
    ul = lists[rng.randrange(len(lists))]
    items = [li for li in ul.css("li") if li.parent is not None and li.parent.mem_id == ul.mem_id]
    texts = [li.text(deep=True, strip=True) for li in items]
    if len(set(texts)) < len(texts):
        return None
    old = _serialize(tree)
    a = items[0]
    b = items[-1]
    a_html, b_html = a.html or "", b.html or ""
    a.replace_with(LexborHTMLParser(f"<ul>{b_html}</ul>").css_first("li"))  # type: ignore[arg-type]
    b.replace_with(LexborHTMLParser(f"<ul>{a_html}</ul>").css_first("li"))  # type: ignore[arg-type]
    return old, _serialize(tree)


# --------------------------------------------------------------------------------- changes

def fix_typo(html: str, rng: random.Random) -> tuple[str, str] | None:
    """One word of a long paragraph changes (a typo fix): minor."""
    tree = LexborHTMLParser(html)
    paras = [p for p in _paragraphs(tree, 25) if all(c.mem_id == p.mem_id for c in p.css("*"))]
    if not paras:
        return None
    old = _serialize(tree)
    p = paras[rng.randrange(len(paras))]
    words = (p.text(deep=True) or "").split()
    cands = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 6]
    if not cands:
        return None
    i = rng.choice(cands)
    w = words[i]
    words[i] = w[:2] + w[3] + w[2] + w[4:]
    p.replace_with(LexborHTMLParser(f"<div><p>{' '.join(words)}</p></div>").css_first("p"))  # type: ignore[arg-type]
    return old, _serialize(tree)


def add_list_item(html: str, rng: random.Random) -> tuple[str, str] | None:
    tree = LexborHTMLParser(html)
    lists = _lists(tree)
    if not lists:
        return None
    old = _serialize(tree)
    ul = lists[rng.randrange(len(lists))]
    items = [li for li in ul.css("li") if li.parent is not None and li.parent.mem_id == ul.mem_id]
    anchor = items[rng.randrange(len(items))]
    anchor.insert_after(LexborHTMLParser(f"<ul><li>{rng.choice(_SENTENCES)}</li></ul>").css_first("li"))  # type: ignore[arg-type]
    return old, _serialize(tree)


def remove_list_item(html: str, rng: random.Random) -> tuple[str, str] | None:
    tree = LexborHTMLParser(html)
    lists = _lists(tree)
    if not lists:
        return None
    old = _serialize(tree)
    ul = lists[rng.randrange(len(lists))]
    items = [li for li in ul.css("li") if li.parent is not None and li.parent.mem_id == ul.mem_id
             and len(li.text(deep=True, separator=" ", strip=True).split()) >= 4]
    if not items:
        return None
    items[rng.randrange(len(items))].decompose()
    return old, _serialize(tree)


def add_paragraph(html: str, rng: random.Random) -> tuple[str, str] | None:
    tree = LexborHTMLParser(html)
    paras = _paragraphs(tree, 8)
    if not paras:
        return None
    old = _serialize(tree)
    paras[rng.randrange(len(paras))].insert_after(
        LexborHTMLParser(f"<div><p>{rng.choice(_SENTENCES)} {rng.choice(_SENTENCES)}</p></div>").css_first("p"))  # type: ignore[arg-type]
    return old, _serialize(tree)


def change_price(html: str, rng: random.Random) -> tuple[str, str] | None:
    """A number in a price-like context changes ("Plans start at $29 per month" → "$39"): meaningful."""
    a = rng.choice((9, 19, 29, 49, 99))
    b = a + rng.choice((5, 10, 20))
    cur = rng.choice(("$", "€", "£"))
    text = "Plans start at {cur}{n} per user per month, billed annually."
    t_old, t_new = LexborHTMLParser(html), LexborHTMLParser(html)
    p_old, p_new = _paragraphs(t_old, 5), _paragraphs(t_new, 5)
    if not p_old:
        return None
    i = rng.randrange(len(p_old))
    p_old[i].insert_after(LexborHTMLParser("<div><p>" + text.format(cur=cur, n=a) + "</p></div>").css_first("p"))  # type: ignore[arg-type]
    p_new[i].insert_after(LexborHTMLParser("<div><p>" + text.format(cur=cur, n=b) + "</p></div>").css_first("p"))  # type: ignore[arg-type]
    return _serialize(t_old), _serialize(t_new)


def rewrite(html: str, rng: random.Random) -> tuple[str, str] | None:
    """Most paragraphs replaced by other text (a relaunch): major."""
    tree = LexborHTMLParser(html)
    paras = _paragraphs(tree, 6)
    if len(paras) < 4:
        return None
    body = tree.body
    total = len((body.text(deep=True, separator=" ") if body is not None else "").split())
    replaced = sum(len(p.text(deep=True, separator=" ").split()) for p in paras)
    if replaced < 0.6 * total:
        return None  # the paragraphs are not most of the page: rewriting them is not a relaunch
    old = _serialize(tree)
    for p in paras:
        words = p.text(deep=True, separator=" ", strip=True).split()
        repl = " ".join(rng.choice(_SENTENCES) for _ in range(max(1, len(words) // 12)))
        p.replace_with(LexborHTMLParser(f"<div><p>{repl}</p></div>").css_first("p"))  # type: ignore[arg-type]
    return old, _serialize(tree)


MUTATIONS: dict[str, tuple[Callable[[str, random.Random], tuple[str, str] | None], str]] = {
    "rotate_tokens": (rotate_tokens, NOISE),
    "rename_classes": (rename_classes, NOISE),
    "relative_time": (relative_time, NOISE),
    "last_updated": (last_updated, NOISE),
    "view_counter": (view_counter, NOISE),
    "testimonial": (testimonial, NOISE),
    "banner": (banner, NOISE),
    "consent_banner": (consent_banner, NOISE),
    "reorder_items": (reorder_items, NOISE),
    "fix_typo": (fix_typo, "minor"),
    "add_list_item": (add_list_item, "meaningful"),
    "remove_list_item": (remove_list_item, "meaningful"),
    "add_paragraph": (add_paragraph, "meaningful"),
    "change_price": (change_price, "meaningful"),
    "rewrite": (rewrite, "major"),
}


def make_pair(html: str, mutation: str, rng: random.Random) -> Pair | None:
    """An (old, new) pair for `mutation`, or None when the page offers nothing to mutate."""
    fn, band = MUTATIONS[mutation]
    out = fn(html, rng)
    if out is None:
        return None
    old, new = out
    return Pair(old, new, mutation, band)
