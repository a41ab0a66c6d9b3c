"""Red team round 15, part three: the visit noise real pages of the corpus carry in their OWN markup — Drupal's
form_build_id, Cloudflare's re-encoded e-mail links, "N minutes ago", comment and view counters, WordPress ?ver=
cache-busters, CSRF tokens — rewritten as the next fetch serves them, alone and with the visit noise of
test_redteam15.visit (cookie banner, nonces, promo strip, carousel order, build ids) at once: no meaningful change.
See test_redteam15.py for the round.
"""
from __future__ import annotations

import re
from typing import Any

import pytest
from cw_testdata import load_module

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
page, visit, Case, _tok = r15.page, r15.visit, r15.Case, r15._tok
CASES: dict[str, Any] = {}

_AGO = re.compile(r"\b(\d{1,2})(\s*(?:min|mins|minutes?|hours?|hrs?|h|days?)\s+ago\b)", re.I)
_COMMENTS = re.compile(r"\b(\d{1,5})(\s+[Cc]omments?\b)")
_VIEWS = re.compile(r"\b(\d[\d,]{0,9})(\s+views\b)", re.I)


def own_noise(html: str, seed: int) -> str:
    """The page's own per-fetch values, changed as its next fetch shows them."""
    html = re.sub(r'(name="form_build_id"\s+value=")form-[\w-]+"', lambda m: f'{m.group(1)}form-{_tok(seed, 43, "fb")}"', html)
    html = re.sub(r"(/cdn-cgi/l/email-protection#)[0-9a-f]+", lambda m: m.group(1) + _tok(seed, 38, "cf"), html)
    html = re.sub(r'(data-cfemail=")[0-9a-f]+"', lambda m: f'{m.group(1)}{_tok(seed, 30, "cfe")}"', html)
    html = _AGO.sub(lambda m: f"{int(m.group(1)) + seed % 5 + 1}{m.group(2)}", html)
    html = _COMMENTS.sub(lambda m: f"{int(m.group(1)) + seed % 7 + 1}{m.group(2)}", html)
    html = _VIEWS.sub(lambda m: f"{int(m.group(1).replace(',', '')) + 37 * (seed % 9 + 1):,}{m.group(2)}", html)
    html = re.sub(r"([?&]ver=)[\w.-]+", lambda m: m.group(1) + f"6.{seed % 9}.{seed % 4}", html)
    html = re.sub(r'((?:csrf[-_]?token|authenticity_token)"\s+(?:content|value)=")[^"]+"',
                  lambda m: f'{m.group(1)}{_tok(seed, 40, "own")}"', html, flags=re.I)
    # (a Next.js deploy: the build id on <html> and in the static paths)
    m = re.search(r'data-build-id="([\w-]+)"', html)
    if m:
        html = html.replace(m.group(1), _tok(seed, len(m.group(1)), "bid"))
    # (Django's form token, in single quotes)
    html = re.sub(r"(name='csrfmiddlewaretoken' value=')[^']+'", lambda m: f"{m.group(1)}{_tok(seed, 64, 'dj')}'", html)
    return html


_PAGES = [("aeb__thehill.com", "https://thehill.com/policy/", "newsroom"),
          ("aeb__www.newsweek.com", "https://www.newsweek.com/", "newsroom"),
          ("aeb__appleinsider.com", "https://appleinsider.com/articles/", "blog"),
          ("aeb__www.politifact.com", "https://www.politifact.com/factchecks/", "newsroom"),
          ("aeb__www.cbsnews.com", "https://www.cbsnews.com/news/", "newsroom"),
          ("aeb__www.reuters.com", "https://www.reuters.com/article/", "newsroom"),
          ("aeb__www.macrumors.com", "https://www.macrumors.com/2019/11/19/", "blog"),
          ("aeb__blog.givewell.org", "https://blog.givewell.org/", "blog"),
          ("aeb__www.twincities.com", "https://www.twincities.com/2019/11/19/", "newsroom"),
          ("aeb__profootballtalk.nbcsports.com", "https://profootballtalk.nbcsports.com/", "blog"),
          ("trafilatura__caktusgroup.com.django", "https://www.caktusgroup.com/blog/", "blog"),
          ("aeb__www.ign.com", "https://www.ign.com/articles/", "newsroom")]

for _i, (_stem, _url, _surface) in enumerate(_PAGES):
    _base = page(_stem)
    if _base is None:
        continue
    _short = _stem.split("__", 1)[1]
    _seed = 200 + 10 * _i
    CASES[f"{_short}: its own per-fetch values"] = Case(own_noise(_base, _seed).encode(), own_noise(_base, _seed + 1).encode(),
                                                        _url, _surface, "quiet")
    CASES[f"{_short}: its own per-fetch values and visit noise"] = Case(
        visit(own_noise(_base, _seed + 2), _seed + 2).encode(), visit(own_noise(_base, _seed + 3), _seed + 3, True).encode(),
        _url, _surface, "quiet")


# ============================================================================ a reader comment under the page's own noise

_PFT = "aeb__profootballtalk.nbcsports.com"
_PFT_URL = "https://profootballtalk.nbcsports.com/2019/11/19/anthony-lynn-we-needed-to-win-this-game/"


def _comment_added(h: str) -> str:
    i = h.index('\t\t<li id="comment-7063777"')
    j = h.index("</li><!-- #comment-## -->", i) + len("</li><!-- #comment-## -->")
    c = h[i:j]
    for a, b in (("7063777", "7064102"), ("thelastchargersfan", "boltupforever"), ("6:34 am", "9:12 am"),
                 ("06:34:04", "09:12:51"), ("It’s a good thing we have no fans left because this is a dumpster fire.",
                                            "Herbert played fine. The play calling in the fourth quarter did not.")):
        c = c.replace(a, b)
    k = h.index("</ol><!-- .comment-list -->") if "</ol><!-- .comment-list -->" in h else h.index("</ol>", j)
    return h[:k] + c + h[k:]


_pft = page(_PFT)
if _pft is not None:
    CASES["profootballtalk: a reader comment added, under its own noise"] = Case(
        own_noise(_pft, 301).encode(), own_noise(_comment_added(_pft), 302).encode(), _PFT_URL, "blog", "any", ("minor",))



# ============================================================================ an article corrected, under its own noise

_CORRECTIONS = [
    ("aeb__www.reuters.com", "https://www.reuters.com/article/us-usa-stocks/", "newsroom", "<p>Traders cited the lingering",
     "CORRECTION: An earlier version of this story misstated the Nasdaq’s close; it fell 0.24%, not 0.42%."),
    ("aeb__thehill.com", "https://thehill.com/homenews/state-watch/", "newsroom", "<p>The tagline drew a mix of criticism",
     "Updated at 4:15 p.m.: Noem’s office said the campaign’s contract with the agency runs through June."),
    ("aeb__www.twincities.com", "https://www.twincities.com/2019/11/19/wild-sabres/", "newsroom",
     "<p>Right now, having scored four times", "Correction: Parise’s streak is three games, not four, as first reported."),
]
for _i, (_stem, _url, _surface, _at, _note) in enumerate(_CORRECTIONS):
    _base = page(_stem)
    if _base is None:
        continue
    _k = _base.index(_at)
    _new = _base[:_k] + f"<p><em>{_note}</em></p>" + _base[_k:]
    CASES[f"{_stem.split('__', 1)[1]}: a correction note inserted, under its own noise and visit noise"] = Case(
        visit(own_noise(_base, 400 + _i), 400 + _i).encode(), visit(own_noise(_new, 410 + _i), 410 + _i, True).encode(),
        _url, _surface, "changed", ("meaningful",), ("content_changed",), contains={"blocks_added": [_note[:30]]})


def test_the_noise_changes_the_pages() -> None:
    """Every page here carries at least one value of its own that the noise rewrites."""
    for stem, _url, _surface in _PAGES:
        base = page(stem)
        if base is not None:
            assert own_noise(base, 1) != own_noise(base, 2), stem


@pytest.mark.parametrize("name", list(CASES))
def test_pair(name: str) -> None:
    c = CASES[name]
    r15.check(c, r15._run(c, c.surface))


@pytest.mark.parametrize("name", list(CASES))
def test_pair_guessing_the_surface(name: str) -> None:
    c = CASES[name]
    r15.check(c, r15._run(c, None))

