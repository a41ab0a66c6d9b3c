"""Differ red-team round 29: RECALL FUZZING of `changewire diff --json` (cli.diff_files) on the real pages of
../shared/corpus/html (157 pages). Rounds 26-28 fuzzed NOISE and made many more things quiet; this round fuzzes REAL
EDITS a user wants to see, each a pure seeded function (page html, rng) -> edited html, and checks each is `changed`,
at a significance the README's scale gives it (minor: a few words, a figure, navigation/footer edits, archived;
meaningful: new paragraphs, a post, a price in prose; major: rewrites, acquisitions / restructurings told in news
text, clauses added to a policy), of the right kind where it matters (policy_changed), with a summary that QUOTES the
edit (its new text, or what was taken out). Reuses rounds 26-28's harness (page loading, round 26's main-paragraph
rule, insertion after the real <body>, seeded sampling, their noise perturbations; imported as round 28 does). The
edits, each after the article's main paragraph or in the page's content (not in nav, header, footer, aside, a hidden
block, a search box, a comment thread, a rail, a recirculation module, an ad-blocker notice):
- paragraph_added (a new paragraph), sentence_reworded (the paragraph's first sentence of 40+ characters replaced by
  another), heading_renamed (the content's first h1, else h2; not the logo's, a heading linking to the site's root,
  nor a breadcrumb's), section_removed (an h2/h3 and the paragraphs after it), item_added_top / item_removed (the main
  list of posts or links: the first list of the content with four items titled 15+ characters and 3+ words);
- in a planted facts paragraph (on both visits): figure_headcount ("employs 120 people" -> 150), figure_founded
  ("Founded in 2011" -> 2012), price_in_prose ("$29/month" -> "$35/month"), percent_changed ("45%" -> "52%");
- in a planted table: table_row_added (a new office), table_cell_changed (31 -> 48 staff);
- link_retargeted (a link in a content paragraph to a new page with new text), contact_changed (the street address,
  the phone or the e-mail of a footer's contact block), announcement_came (an announcement bar that was not there,
  telling a product launch), announcement_new (the bar's message replaced in place by the launch), policy_clause (a
  legal page: "Last updated" re-dated TOGETHER with a sharing clause rewritten: meaningful+, policy_changed).
- DECISIONS (from the README's scale, not the code): a figure in prose (a headcount, a founding year, a percentage, a
  table cell) is at least minor (a few words; only a price in prose, a docs quantity, a pricing row's limit are
  meaningful); a footer's contact detail is at least minor (navigation/footer edits), but its summary must quote the
  new detail; a heading that is a post's title on a blog's front page renamed may be a minor post_updated (rounds 15
  and 16 accept minor or meaningful for a post retitled) when the summary names the new title; a legal page whose
  "Last updated" date alone moves raises NO alert (quiet or minor, never meaningful+: rounds 6, 7, 12 and 13 hold it
  quiet; the date says the policy changed, the text says not, and a reader has nothing to read) — the differ gives
  `noise` on 157/157. (A new paragraph telling a restructuring, a sentence telling a merger inquiry are `major` on the
  newsroom surface the URL gives, by the major-post words: 55/98 and 52/92 pages, accepted: at least meaningful.)
- Counter-check: 7 of rounds 26-28's noise perturbations (whitespace, relative_time, rotating_rail, cookie_banner,
  share_counts, updated_stamp, recently_viewed) on both visits with the edit between them: still `changed` at the
  edit's significance (measured with nine, visitor_counter and live_widgets too, 3 pages per edit: 0 misses after).
Cases: 17 edits x 6 pages the edit applies to (seeded order) = 102 pairs; 7 noises x 16 edits x 2 pages = 224 pairs;
12 date-only policy pairs; a determinism check (runtime about 12 s). Over the whole corpus the edits apply to 1,601
pairs: 98 pages for the paragraph, figure and table edits (a main paragraph found), 92 sentence, 78 heading, 18
section, 6 list pages (the corpus is mostly articles), 87 link, 157 each for contact, bars and policy.

Wrong before (a64b44d), on the whole corpus: 611 of 1,601 pairs, in seven edits; outcome and significance were right
for every other pair (no real edit was swallowed as noise but the bars):
- announcement_came 157/157 `noise`: an announcement bar (by its class) is a volatile widget, kept only when it tells
  an acquisition, a funding round or a new CEO; and the "rotating bar" test (a volatile block at the same path on the
  other version) read block paths, which are coarse ("body/div"), so another widget still shown ("Apple Price Guides
  updated November 20th", "blogger menyukai ini:") or a bare count ("137" -> "184" comments, under share_counts
  noise: 3 pages) made a bar that came a "rotation".
- announcement_new 157/157 `noise` (strict xfail, below).
- percent_changed 98/98, link_retargeted 33/87, sentence_reworded 5/92: `changed` at the right significance, but the
  summary quoted the modified paragraph's first 80 characters, unchanged; the edit further in was not named.
- contact_changed 157/157: minor (right), summary "Site navigation/footer changed (1 block)": no detail named.
- heading_renamed 4/78 (DaringFireball, furbo, sixcolors, kabarislamia: a post's title on a front page): "1 post(s)
  retitled", the new title not named.
(Drafting errors of the module, fixed in it, not counted: round 26's longest-<p> rule fell on a search box's help
text (givewell, thesun, flink: chrome), round 26's heading edit on the logo's h1 or a breadcrumb's (31 pages), the
section finder on an ad-blocker notice (telegraph, hidden) and a byline, the list finder on a recirculation module
(cbsnews) and grouped list items by id() of throwaway nodes (no list found), a link in a display:none video end card
(nbcdfw), the contact block in a hidden footer template (nbcnews).)
Fixed, each rule general:
- classify._quote (new): a summary quotes a block rewritten past its first 50 characters from 30 characters before
  its first changed character ("…basic plan costs $29/month, and 52% of its customers are in Europe.");
  classify._text uses it for the content summary and for the navigation/footer one, which now quotes its first
  block added or rewritten (a removed one when nothing came): "Site navigation/footer changed (1 block: “Phone: +49
  30 9876543”)"; classify._items: "1 post(s) retitled: “<new title>”".
- pipeline._LAUNCH, pipeline._news: a launch told in a bar that CAME ("Introducing …", "announcing", "unveils",
  "launches", "now available / live / in beta", "available today", "is now live", "meet the new"; de "jetzt
  verfügbar", "stellt … vor"; fr "désormais disponible", "découvrez la nouvelle"; es, pt, it) is the company's news
  on the homepage, investors and newsroom surfaces, as an acquisition told there already was: meaningful content.
  Not a chat launcher's "We are here!" (round 11's tawk: "here" and "available" need "now" or "today").
- pipeline._offers_kept: a volatile block at the bar's coarse path on the other version is a message the bar
  replaced only when it has two words and its neutralised text is not still shown on this version.
Left alone, strict xfail: announcement_new — a bar's message replaced IN PLACE by a launch stays `noise`: from two
fetches a bar rotating a fixed set and a bar edited once look alike, and round 7 pins that rotation quiet ("New: AI
drafts are here" / "Join our webinar on Thursday" in place), as do mutate.banner and round 18's strict xfail (a Series
B in place of a webinar); telling them apart needs the bar's messages remembered across fetches (the flip-flop memory
keeps whole-page hashes only, and a volatile bar is in none).
No earlier expectation changed; tests/unit/differ and the differ's integration tests pass. Corpus (PYTHONHASHSEED=0
bench/callgrind_differ.py --check): digest unchanged, aa4b954c… (every corpus page's outcome, significance, kind,
summary, delta, hashes and blocks as before: no corpus pair quotes a mid-paragraph edit, a footer or a retitle, and
no corpus bar tells a launch).
"""
from __future__ import annotations

import functools
import importlib.util
import itertools
import random
import re
from collections.abc import Callable
from html import unescape
from pathlib import Path

import pytest
from selectolax.lexbor import LexborHTMLParser

_spec = importlib.util.spec_from_file_location("_rt28_harness", Path(__file__).with_name("test_redteam28.py"))
rt28 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rt28)
rt27 = rt28.rt27
rt26 = rt27.rt26

PAGES = rt26.PAGES
QUIET = rt26.QUIET
_seed, _body_end, _in_opaque = rt26._seed, rt26._body_end, rt26._in_opaque
_body_start = rt27._body_start
RANK = {None: 0, "minor": 1, "meaningful": 2, "major": 3, "critical": 4}
LEGAL_URL = "https://www.example-company.com/legal/privacy-policy"


# ---------------------------------------------------------------------------------------------------------------
# where the edits go: the article's main paragraph (round 26), the main list, a section, a table, a link
def _main_paragraph(html: str) -> re.Match[str] | None:
    """Round 26's main paragraph (the longest plain <p> of 80+ characters), among the content's paragraphs as
    _content_nodes has them (round 26's exclusions, and a header's, a form's or a search box's help text)."""
    allowed = {_norm(n.text()) for n in _content_nodes(html, "p")}
    best = None
    for m in re.finditer(r"<p\b[^>]*>([^<]{80,}?)</p>", html, re.I):
        if not _in_opaque(html, m.start()) and _norm(m.group(1)) in allowed and (
                best is None or len(m.group(1)) > len(best.group(1))):
            best = m
    return best


def _after_main_paragraph(html: str, snippet: str) -> str | None:
    m = _main_paragraph(html)
    if m is None:
        return None
    end = html.index(">", html.lower().index("</p", m.end(1))) + 1
    return html[:end] + snippet + html[end:]


_SKIP = re.compile(rt26._ASIDE.pattern + r"|recirc|adblock|paywall|search", re.I)


def _content_nodes(html: str, selector: str) -> list:
    """Nodes of the page's content: not inside nav, header, footer, aside, a link, a hidden block (display:none), or a
    block whose class or id names a comment thread, a consent panel, a rail, a widget (round 26's _ASIDE), a
    recirculation module, an ad-blocker notice or a search box (rotating, hidden or chrome by design)."""
    out = []
    for node in LexborHTMLParser(html).css(selector):
        anc, ok = node.parent, True
        while anc is not None and ok:
            attrs = anc.attributes or {}
            ok = not _SKIP.search(" ".join(str(attrs.get(k) or "") for k in ("class", "id")))
            ok = ok and anc.tag not in ("aside", "footer", "nav", "header", "noscript", "template", "a", "form") and \
                not re.search(r"display\s*:\s*none", str(attrs.get("style") or ""), re.I)
            anc = anc.parent
        if ok:
            out.append(node)
    return out


def _norm(s: str) -> str:
    return " ".join(unescape(s).split())


_LI = re.compile(r"<li\b[^>]*>\s*(?:<(?:h[2-4]|div|span|strong|p)\b[^>]*>\s*)*<a\b[^>]*href=\"[^\"#]+\"[^>]*>"
                 r"([^<]{15,140})</a>", re.I)


def _main_list_items(html: str) -> list[re.Match[str]]:
    """The <li> items (a link with a title of 15+ characters and 3+ words) of the first list of the page's content
    that has four such items: the main list of posts or links."""
    if len(_LI.findall(html)) < 4:          # (the cheap test first: most of the corpus is articles)
        return []
    lists = {}
    for li in _content_nodes(html, "li"):
        a = li.css_first("a")
        if a is None or len(_norm(a.text())) < 15 or len(a.text().split()) < 3 or li.parent is None:
            continue
        lists.setdefault(li.parent.mem_id, []).append(_norm(a.text()))
    titles = next((set(t) for t in lists.values() if len(t) >= 4), None)
    if not titles:
        return []
    return [m for m in _LI.finditer(html) if not _in_opaque(html, m.start()) and _norm(m.group(1)) in titles]


_NEW_POSTS = ["Example Company opens a research centre in Lisbon", "Orbit 2 analytics platform now available in Europe",
              "Example Company signs a ten-year supply deal with Nordhavn Energy"]


def e_paragraph_added(html: str, rng: random.Random) -> str | None:
    """A new paragraph after the article's main paragraph."""
    text = rng.choice([
        "The new plant in Porto will start production in the spring and employ about two hundred people, most of "
        "them hired locally, the company said on Monday.",
        "In a statement, the board said it expects the restructuring of the logistics unit to be completed by the end "
        "of the second quarter, with no further site closures planned."])
    return _after_main_paragraph(html, f"<p>{text}</p>")


_SENTENCE = re.compile(r"[^.!?]{40,}?[.!?](?=\s|$)")


def e_sentence_reworded(html: str, rng: random.Random) -> str | None:
    """The first sentence (40+ characters) of the article's main paragraph replaced with another (a real rewording:
    other words, not whitespace)."""
    m = _main_paragraph(html)
    if m is None:
        return None
    s = _SENTENCE.search(m.group(1))
    if s is None:
        return None
    new = rng.choice(["Regulators in Brussels opened a formal inquiry into the merger on Thursday.",
                      "The chief executive resigned with immediate effect after the audit was published."])
    lead = m.group(1)[:s.start()] + (" " if s.start() and not m.group(1)[:s.start()].endswith(" ") else "")
    return html[:m.start(1)] + lead + new + m.group(1)[s.end():] + html[m.end(1):]


def _section(html: str) -> re.Match[str] | None:
    """The first section of the content: an h2/h3 (8+ characters) and the paragraphs right after it."""
    heads = {_norm(n.text()) for n in _content_nodes(html, "h2, h3")}
    return next((m for m in re.finditer(r"<(h[23])\b[^>]*>([^<]{8,}?)</\1\s*>((?:\s*<p\b[^>]*>(?:(?!</?p\b).){20,}?"
                                        r"</p\s*>)+)", html, re.I | re.S)
                 if not _in_opaque(html, m.start()) and _norm(m.group(2)) in heads
                 and len(re.sub(r"<[^>]+>", " ", m.group(3)).split()) >= 8), None)


def e_section_removed(html: str, rng: random.Random) -> str | None:
    """A section of the content, an h2/h3 and the paragraphs right after it, removed."""
    m = _section(html)
    return None if m is None else html[:m.start()] + html[m.end():]


#: a link to the site's root: a heading that is one is the site's name (its logo), chrome
_HOME_LINK = re.compile(r"(?:https?://[^/]+)?/?(?:index\.\w+)?", re.I)


def _home_link(attrs: str) -> bool:
    m = re.search(r"""\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", attrs or "", re.I)
    return m is not None and _HOME_LINK.fullmatch(next(g for g in m.groups() if g is not None).strip()) is not None


def e_heading_renamed(html: str, rng: random.Random) -> str | None:
    """The content's headline renamed: its first h1 (12+ characters, its text bare or in one inline element), else
    its first h2; not the site's name (a header's, or a heading linking to the site's root), a rail's title, nor a
    breadcrumb's h1 (in a list item). (Round
    26's heading_changed takes the first h1/h2 anywhere, the logo's too: a change of the chrome.)"""
    nodes = _content_nodes(html, "h1, h2")
    crumbs = {_norm(n.text()) for n in LexborHTMLParser(html).css("li h1, li h2")}
    for level in ("h1", "h2"):
        heads = {_norm(n.text()) for n in nodes if n.tag == level} - crumbs
        m = next((m for m in re.finditer(rf"<({level})\b[^>]*>\s*(?:<(div|span|a)\b([^>]*)>)?([^<]{{12,}}?)"
                                         rf"(?:</\2\s*>)?\s*</\1\s*>", html, re.I)
                  if not _in_opaque(html, m.start()) and _norm(m.group(4)) in heads
                  and not _home_link(m.group(3))), None)
        if m is not None:
            return html[:m.start(4)] + "Quarterly results beat expectations as revenue climbs" + html[m.end(4):]
    return None


def e_item_added_top(html: str, rng: random.Random) -> str | None:
    """A new item (title and date) at the top of the page's main list of posts or links."""
    items = _main_list_items(html)
    if not items:
        return None
    m = items[0]
    title = rng.choice(_NEW_POSTS)
    li = re.match(r"<li\b[^>]*>", m.group(0)).group(0)
    return (html[:m.start()] + f'{li}<a href="/news/{rt27._slug(title)}">{title}</a> <span class="date">December 7, '
            f"2026</span></li>" + html[m.start():])


def e_item_removed(html: str, rng: random.Random) -> str | None:
    """One item (not the first) of the page's main list removed, its <li> whole."""
    items = _main_list_items(html)
    for m in items[1:2]:
        end = re.compile(r"</li\s*>", re.I).search(html, m.end())
        nxt = re.compile(r"<li\b", re.I).search(html, m.end())
        if end and (nxt is None or nxt.start() > end.start()):
            return html[:m.start()] + html[end.end():]
    return None


_FACTS = ("Founded in 2011, the company employs 120 people in four countries; its basic plan costs $29/month, and 45% "
          "of its customers are in Europe.")
_FIGURES = {"headcount": ("employs 120 people", "employs 150 people", "150"),
            "founded": ("Founded in 2011", "Founded in 2012", "2012"),
            "price": ("$29/month", "$35/month", "$35"),
            "percent": ("45% of its", "52% of its", "52%")}


def _facts(html: str) -> str | None:
    """The base page for the figure edits: the facts paragraph after the article's main paragraph, on both visits."""
    return _after_main_paragraph(html, f"<p>{_FACTS}</p>")


def _figure(which: str) -> Callable[[str, random.Random], str | None]:
    def edit(html: str, rng: random.Random) -> str | None:
        return html.replace(_FIGURES[which][0], _FIGURES[which][1], 1) if _FIGURES[which][0] in html else None
    edit.__doc__ = f"The facts paragraph's {which} figure changed: {_FIGURES[which][0]!r} -> {_FIGURES[which][1]!r}."
    return edit


_TABLE = ('<table class="offices"><thead><tr><th>Office</th><th>Opened</th><th>Staff</th></tr></thead><tbody>'
          "<tr><td>Berlin headquarters</td><td>2011</td><td>64</td></tr><tr><td>Lisbon engineering</td><td>2016</td>"
          "<td>31</td></tr><tr><td>Krakow support centre</td><td>2019</td><td>25</td></tr></tbody></table>")


def _table(html: str) -> str | None:
    """The base page for the table edits: an office table after the article's main paragraph, on both visits."""
    return _after_main_paragraph(html, _TABLE)


def e_table_row_added(html: str, rng: random.Random) -> str | None:
    """A row added to the table: a new office."""
    row = "<tr><td>Toronto sales office</td><td>2026</td><td>12</td></tr>"
    return html.replace("</tbody></table>", row + "</tbody></table>", 1) if _TABLE in html else None


def e_table_cell_changed(html: str, rng: random.Random) -> str | None:
    """One cell of the table changed: the Lisbon office's staff 31 -> 48."""
    return html.replace("<td>2016</td><td>31</td>", "<td>2016</td><td>48</td>", 1) if _TABLE in html else None


_LINKED_P = re.compile(r"<p\b[^>]*>(?:(?!</?p\b).)*?(<a\b[^>]*\bhref=\"[^\"]+\"[^>]*>)([^<]{6,80})</a>", re.I | re.S)


def e_link_retargeted(html: str, rng: random.Random) -> str | None:
    """A link in a paragraph of the content now points to a new page, with new text."""
    paras = {_norm(n.text()) for n in _content_nodes(html, "p")}
    for m in _LINKED_P.finditer(html):
        if _in_opaque(html, m.start()):
            continue
        end = html.lower().find("</p", m.end())
        if _norm(re.sub(r"<[^>]+>", "", html[m.start():end])) not in paras:
            continue
        text = "the 2026 sustainability report on the new Porto plant"
        return html[:m.start(1)] + '<a href="/reports/2026-sustainability-porto">' + text + "</a>" + html[m.end():]
    return None


_CONTACT = ('<div class="contact-block"><p class="adr">Example Company GmbH, Hauptstra&szlig;e 12, 10115 Berlin</p>'
            '<p class="tel">Phone: +49 30 1234567</p><p class="email">E-mail: info@example-company.com</p></div>')
_CONTACT_EDITS = [("Hauptstra&szlig;e 12, 10115 Berlin", "Torstra&szlig;e 140, 10119 Berlin", "Torstraße 140"),
                  ("+49 30 1234567", "+49 30 9876543", "+49 30 9876543"),
                  ("info@example-company.com", "hello@example-company.com", "hello@example-company.com")]


def _contact(html: str) -> str:
    """The base page for the contact edit: a footer with a contact block at the end of the body, on both visits (the
    page's own last <footer> is, on some pages, a hidden template)."""
    return _body_end(html, f'<footer class="site-footer">{_CONTACT}</footer>')


def e_contact_changed(html: str, rng: random.Random) -> str | None:
    """One contact detail in the footer's contact block changed: the street address, the phone or the e-mail."""
    old, new, _ = _CONTACT_EDITS[rng.randrange(3)]
    return html.replace(old, new, 1) if _CONTACT in html else None


_BAR = '<div class="announcement-bar"><p>{}</p></div>'
_BAR_OLD = "Free shipping on all orders over $50"
_BAR_NEW = "Introducing Orbit 2: our new analytics platform is available today"


def _bar(html: str) -> str:
    return _body_start(html, _BAR.format(_BAR_OLD))


def e_announcement_new(html: str, rng: random.Random) -> str | None:
    """The announcement bar at the top of the page with NEW text (a product launch), not one of a rotating set."""
    return html.replace(_BAR.format(_BAR_OLD), _BAR.format(_BAR_NEW), 1) if _BAR_OLD in html else None


_POLICY = ('<section class="policy"><h2>Privacy Policy</h2><p class="updated">Last updated: {date}</p>'
           "<h3>1. Data we collect</h3><p>We collect your name, e-mail address and billing details when you create an "
           "account, and usage data when you use the service.</p><h3>2. Sharing</h3><p>{share}</p>"
           "<h3>3. Retention</h3><p>We keep account data for as long as your account is open and for 30 days "
           "after it is closed.</p></section>")
_SHARE_OLD = "We do not sell or share your personal data with third parties."
_SHARE_NEW = ("We share your e-mail address and usage data with advertising partners to show you personalised "
              "offers.")


def _policy(html: str) -> str:
    return _body_start(html, _POLICY.format(date="March 3, 2026", share=_SHARE_OLD))


def e_policy_clause(html: str, rng: random.Random) -> str | None:
    """A legal page: a clause changed TOGETHER with its "Last updated" date."""
    old = _POLICY.format(date="March 3, 2026", share=_SHARE_OLD)
    return html.replace(old, _POLICY.format(date="December 7, 2026", share=_SHARE_NEW), 1) if old in html else None


def e_policy_date_only(html: str, rng: random.Random) -> str | None:
    """A legal page: only its "Last updated" date changed (no clause)."""
    old = _POLICY.format(date="March 3, 2026", share=_SHARE_OLD)
    return html.replace(old, _POLICY.format(date="December 7, 2026", share=_SHARE_OLD), 1) if old in html else None


def e_announcement_came(html: str, rng: random.Random) -> str | None:
    """An announcement bar that was not there comes, telling a product launch."""
    return _body_start(html, _BAR.format(_BAR_NEW))


class Edit:
    """A real edit: `fn` (base html, rng) -> edited html or None (not applicable); `base` makes the page both visits
    show (the corpus page itself, or with a planted fact paragraph, table, contact block, bar or policy); `least` the
    lowest significance a user would accept; `quote` the text the summary must quote ("a|b": either; None: found by
    _new_text); `url` the page's address (a legal page's for the policy edits); `kinds` the kinds accepted (any
    when None); `also` other (significance, kind) verdicts accepted, argued where they are given."""

    def __init__(self, fn, least: str, quote: str | None, base=None, url: str = rt26.URL, kinds=None,
                 also: tuple[tuple[str, str], ...] = ()) -> None:
        self.fn, self.least, self.quote, self.base, self.url, self.kinds, self.also = fn, least, quote, base, url, \
            kinds, also


EDITS: dict[str, Edit] = {
    "paragraph_added": Edit(e_paragraph_added, "meaningful", "The new plant in Porto|In a statement, the board"),
    "sentence_reworded": Edit(e_sentence_reworded, "meaningful",
                              "Regulators in Brussels opened|The chief executive resigned"),
    # (a heading that is a post's title on a blog's front page is a post retitled: minor or meaningful, as rounds 15
    # and 16 hold, and named)
    "heading_renamed": Edit(e_heading_renamed, "meaningful", "Quarterly results beat expectations",
                            also=(("minor", "post_updated"),)),
    "section_removed": Edit(e_section_removed, "meaningful", None),
    "item_added_top": Edit(e_item_added_top, "meaningful", "|".join(_NEW_POSTS)),
    "item_removed": Edit(e_item_removed, "meaningful", None),
    "figure_headcount": Edit(_figure("headcount"), "minor", "150", base=_facts),
    "figure_founded": Edit(_figure("founded"), "minor", "2012", base=_facts),
    "price_in_prose": Edit(_figure("price"), "meaningful", "$35", base=_facts),
    "percent_changed": Edit(_figure("percent"), "minor", "52%", base=_facts),
    "table_row_added": Edit(e_table_row_added, "meaningful", "Toronto sales office", base=_table),
    "table_cell_changed": Edit(e_table_cell_changed, "minor", "48", base=_table),
    "link_retargeted": Edit(e_link_retargeted, "meaningful", "2026 sustainability"),
    "contact_changed": Edit(e_contact_changed, "minor", None, base=_contact),
    "announcement_new": Edit(e_announcement_new, "minor", "Introducing Orbit 2", base=_bar),
    "announcement_came": Edit(e_announcement_came, "meaningful", "Introducing Orbit 2"),
    "policy_clause": Edit(e_policy_clause, "meaningful", "We share your e-mail address", base=_policy, url=LEGAL_URL,
                          kinds=("policy_changed",)),
}


def _new_text(name: str, old: str, new: str) -> str:
    """What the summary should quote ("a|b": either): the edit's declared text, else what this page's edit took out
    (a section's heading or its first paragraph, a list item's title) or the contact detail it brought in."""
    q = EDITS[name].quote
    if q is not None:
        return q
    if name == "section_removed":      # nothing new: the removed heading
        m = _section(old)       # (the heading, or the first paragraph when the heading stays, repeated elsewhere)
        return _norm(m.group(2))[:40] + "|" + _norm(re.sub(r"<[^>]+>", " ", m.group(3)))[:40]
    if name == "item_removed":
        return _norm(_main_list_items(old)[1].group(1))[:40]
    assert name == "contact_changed", name
    return next(shown for o, n, shown in _CONTACT_EDITS if n in new and n not in old)


def _diff(old: str, new: str, url: str) -> dict:
    return rt26.diff_files(rt26._enc(old), rt26._enc(new), surface=None, url=url, content_type="text/html")


def _pair(name: str, html: str, fname: str) -> tuple[str, str] | None:
    e = EDITS[name]
    base = e.base(html) if e.base else html
    if base is None:
        return None
    edited = e.fn(base, random.Random(_seed("r29", name, fname)))
    return None if edited is None or edited == base else (base, edited)


def verdict_failures(name: str, pages: list, noisy: str | None = None) -> tuple[list, int]:
    """The pages where the edit is not reported as it should be: (file, outcome, significance, kind, summary), and how
    many pages it applied to. With `noisy`, old and new are two visits of that perturbation (round 26, 27 or 28)."""
    e = EDITS[name]
    bad, n = [], 0
    for fname, html, _ in pages:
        pair = _pair(name, html, fname)
        if pair is None:
            continue
        n += 1
        old, new = pair
        if noisy:
            fn = NOISE[noisy]
            old = fn(old, random.Random(_seed(noisy, fname, "old")))
            new = fn(new, random.Random(_seed(noisy, fname, "new")))
        r = _diff(old, new, e.url)
        ok = r["outcome"] == "changed" and (RANK[r["significance"]] >= RANK[e.least] and (
            e.kinds is None or r["kind"] in e.kinds) or (r["significance"], r["kind"]) in e.also)
        if ok and not noisy:
            ok = any(t.lower() in (r["summary"] or "").lower() for t in _new_text(name, pair[0], pair[1]).split("|"))
        if not ok:
            bad.append((fname, r["outcome"], r["significance"], r["kind"], r["summary"]))
    return bad, n


NOISE: dict[str, Callable[[str, random.Random], str]] = {
    "whitespace": rt26.PERTURBATIONS["whitespace"],
    "relative_time": rt26.PERTURBATIONS["relative_time"],
    "visitor_counter": rt26.PERTURBATIONS["visitor_counter"],
    "rotating_rail": rt27.PERTURBATIONS["rotating_rail"],
    "cookie_banner": rt27.PERTURBATIONS["cookie_banner"],
    "share_counts": rt27.PERTURBATIONS["share_counts"],
    "updated_stamp": rt28.PERTURBATIONS["updated_stamp"],
    "recently_viewed": rt28.PERTURBATIONS["recently_viewed"],
    "live_widgets": rt28.PERTURBATIONS["live_widgets"],
}


def _sample(name: str, n: int, salt: str = "") -> list:
    """n corpus pages the edit applies to, in a seeded order (the list edits apply to 6 pages of 157)."""
    pages = sorted(PAGES, key=lambda p: _seed("r29", name + salt, p[0]))
    return list(itertools.islice((p for p in pages if _applies(name, p[0])), n))


@functools.lru_cache(maxsize=None)
def _applies(name: str, fname: str) -> bool:
    return _pair(name, _HTML[fname], fname) is not None


_HTML = {fname: html for fname, html, _ in PAGES}
SAMPLE = 6
XFAIL: dict[str, str] = {
    "announcement_new": (
        "an announcement bar whose message is replaced IN PLACE by a new one (a product launch) is read as a rotating "
        "bar (volatile, pipeline._offers_kept): from two fetches a bar rotating a fixed set of messages and a bar "
        "edited once look alike, and the project pins the rotation quiet (round 7's 'long careers page: the usual "
        "churn', a bar alternating 'New: AI drafts are here' / 'Join our webinar on Thursday'; mutate.banner; round "
        "18's strict xfail, a Series B in place of a webinar). Telling them apart needs the bar's messages remembered "
        "across fetches (the flip-flop memory keeps whole-page hashes only, and a volatile bar is in none of them)"),
}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=XFAIL[n]))
                                  if n in XFAIL else n for n in EDITS])
def test_real_edit_is_reported_with_its_significance_and_text(name: str) -> None:
    if not PAGES:
        pytest.skip("../shared/corpus not present")
    bad, n = verdict_failures(name, _sample(name, SAMPLE))
    assert n == SAMPLE, f"the edit applied to {n} pages only"
    assert bad == []


@pytest.mark.parametrize("noisy", ["whitespace", "relative_time", "rotating_rail", "cookie_banner", "share_counts",
                                   "updated_stamp", "recently_viewed"])
def test_real_edits_under_noise_are_still_changes(noisy: str) -> None:
    """Rounds 26-28's noise on both visits and the edit between them: still `changed`, at the edit's significance."""
    if not PAGES:
        pytest.skip("../shared/corpus not present")
    bad = []
    for name in EDITS:
        if name in XFAIL:
            continue
        bad += [(name,) + b for b in verdict_failures(name, _sample(name, 2, noisy), noisy)[0]]
    assert bad == []


def test_policy_date_alone_is_no_alert() -> None:
    """DECISION: on a legal page, the "Last updated" date moving with no clause changed raises no alert: quiet or a
    minor (archived) change, never meaningful+ (rounds 6, 7, 12 and 13 hold the date alone quiet; round 17 accepts
    minor): the date says the policy changed, the text says it did not, and a reader has nothing to read."""
    if not PAGES:
        pytest.skip("../shared/corpus not present")
    bad = []
    for fname, html, _ in sorted(PAGES, key=lambda p: _seed("r29", "policy_date_only", p[0]))[:12]:
        old = _policy(html)
        new = e_policy_date_only(old, random.Random(0))
        r = _diff(old, new, LEGAL_URL)
        if r["outcome"] == "changed" and RANK[r["significance"]] > RANK["minor"]:
            bad.append((fname, r["outcome"], r["significance"], r["summary"]))
    assert bad == []


def test_edits_are_deterministic() -> None:
    if not PAGES:
        pytest.skip("../shared/corpus not present")
    for name in EDITS:
        for fname, html, _ in _sample(name, 4):
            assert _pair(name, html, fname) == _pair(name, html, fname), name
