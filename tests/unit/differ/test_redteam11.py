"""An eleventh red-team round of `changewire diff --json` (the CLI's diff_files): markup churn that must be noise, and
surfaces rounds 1–10 touched least. (DOCSTRING: filled in at the end of the round.)
"""
from __future__ import annotations

import gzip
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r3 = load_module("test_redteam3", "unit/differ/test_redteam3.py", reuse=True)
Case, check = r3.Case, r3.check

CORPUS = Path("/work/shared/corpus")
CASES: dict[str, Case] = {}
JOBS = ("jobs_added", "jobs_removed")


def _b(x: str | bytes) -> bytes:
    return x.encode() if isinstance(x, str) else x


def add(name: str, old: str | bytes, new: str | bytes, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    CASES[name] = Case(_b(old), _b(new), url, surface, outcome, sig, kind, **kw)  # type: ignore[arg-type]


def corpus(rel: str) -> str | None:
    """A corpus file's text (None when the corpus is not on this machine: its cases are left out)."""
    p = CORPUS / rel
    if not p.exists():
        return None
    raw = gzip.open(p).read() if p.suffix == ".gz" else p.read_bytes()
    return raw.decode("utf-8", errors="replace")


# ============================================================================ markup re-serialised

_RAW = re.compile(r"(<!--.*?-->|<pre\b.*?</pre>|<textarea\b.*?</textarea>|<script\b.*?</script>|<style\b.*?</style>|"
                  r"<title\b.*?</title>)", re.S | re.I)


def prettify(s: str) -> str:
    """The page re-serialised with every tag on its own line, indented, as BeautifulSoup's prettify() and pretty
    template engines write it (raw-text elements, <pre> and comments kept as they are)."""
    parts = _RAW.split(s)
    for i in range(0, len(parts), 2):
        parts[i] = re.sub(r"\s*(<[^>]+>)\s*", r"\n  \1\n  ", parts[i])
    return "".join(parts)


def react_separators(s: str) -> str:
    """The page as React's server renderer writes text built from several expressions (`{first} {rest}`): an empty
    comment between the pieces ("Senior<!-- --> <!-- -->Engineer")."""
    parts = _RAW.split(s)
    for i in range(0, len(parts), 2):
        parts[i] = re.sub(r">([^<>\s][^<>]*?) ([^<>]*[^<>\s])<", lambda m: f">{m.group(1)}<!-- --> <!-- -->{m.group(2)}<",
                          parts[i])
    return "".join(parts)


#: corpus pages a re-serialisation made "changed" (some meaningful) before this round
_PRETTIFIED = ("aeb__www.theguardian.com__5fa3154ec0", "aeb__www.telegraph.co.uk__88c328b68b",
               "aeb__www.wired.com__2f42ef1d3e", "aeb__www.snopes.com__8380689f35", "aeb__www.zdnet.com__5fbc7ccb50",
               "asf-site__logging__download", "asf-site__logging__security", "asf-site__community__companies",
               "trafilatura__laviedesidees.fr.evaluation", "trafilatura__en.wikipedia.org.tsne",
               "trafilatura-eval__badische-zeitung.de-Wohnungssuche", "rsparser__coco", "trafilatura__nature.com.telescope",
               "aeb__www.cnbc.com__374ac9a59a", "trafilatura__modepilot.de.duschkopf")
_SEPARATED = ("asf-site__logging__download", "asf-site__logging__home", "asf-site__logging__team-list",
              "asf-site__nutch__home", "trafilatura__faz.net.streaming", "aeb__www.zdnet.com__5fbc7ccb50",
              "trafilatura__stackoverflow.com.rust", "trafilatura__nature.com.telescope", "rsparser__furbo",
              "aeb__www.telegraph.co.uk__88c328b68b", "trafilatura-eval__maescot.de.schafskunde")


def _corpus_page(stem: str) -> str | None:
    hits = sorted((CORPUS / "html").glob(f"{stem}*.html.gz")) if (CORPUS / "html").exists() else []
    return corpus(f"html/{hits[0].name}") if hits else None


def _host(stem: str) -> str:
    part = stem.split("__")[1]
    return f"https://{part}/" if "." in part and not part.endswith(("html", "evaluation")) else "https://example.org/"


for _stem in _PRETTIFIED:
    _page = _corpus_page(_stem)
    if _page is not None:
        add(f"corpus {_stem}: re-serialised pretty-printed", _page, prettify(_page), _host(_stem), "homepage", "quiet")
for _stem in _SEPARATED:
    _page = _corpus_page(_stem)
    if _page is not None:
        add(f"corpus {_stem}: React text separators", _page, react_separators(_page), _host(_stem), "homepage", "quiet")


def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}


@pytest.mark.parametrize("name", list(CASES))
def test_pair(name: str) -> None:
    c = CASES[name]
    if name in WRONG:
        try:
            check(c, _run(c, c.surface))
        except AssertionError:
            pytest.xfail(WRONG[name])
        pytest.fail("right now: take it out of WRONG")
    check(c, _run(c, c.surface))


#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}


@pytest.mark.parametrize("name", list(CASES))
def test_pair_guessing_the_surface(name: str) -> None:
    """The same verdicts without --surface (guessed from the URL, the title and the headings)."""
    if name in WRONG or name in GUESS_WRONG:
        pytest.xfail(WRONG.get(name) or GUESS_WRONG[name])
    c = CASES[name]
    check(replace(c), _run(c, None))


def test_pairs_are_json() -> None:
    json.dumps(sorted(CASES))
