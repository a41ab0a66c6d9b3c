"""The fast paths of the fetcher's body checks give what the plain versions they replaced give.

- `_inline_scripts` finds with `find` what `_SCRIPT.finditer` (a lazy `<script…>(.*?)</script\\s*>`) finds before
  the last closing tag, on generated fragments full of the cases that pattern handles (upper case, `<scripts>`,
  an opening tag cut by `<`, `</scriptx>`, unclosed scripts).
- `_SCRIPT_NAV`, which now opens with its literal `location`, finds the same navigation (the same URL, and, with
  `_nav_start`, the same verdict of `_DEFERRED` on the code before it: "functiontop.location" is cut before
  "top.") as the pattern with the optional `window.` / `document.` / `self.` / `top.` prefix did.
- `_more_than(hay, needle, n)` is `hay.count(needle) > n`.
- `surfaces.fold` of ASCII text (its fast path) is what the Unicode path gives.
"""
from __future__ import annotations

import random
import re
import string
import unicodedata

from changewire_common import surfaces
from changewire_fetcher import classify as C

_FRAGS = [b"<script>", b"<SCRIPT type='x'>", b"</script>", b"</script >", b"</SCRIPT\n>", b"<scripts>", b"<script_x>",
          b"<script a<b>", b"</scriptx>", b"location='/x'", b"x", b" ", b">", b"<", b"<script", b"</script", b"<!--",
          b"-->", b"<p>hi</p>", b"<script src='/a.js'>"]

#: the pattern _inline_scripts replaced
_SCRIPT = re.compile(rb"(?is)<script\b([^<>]*)>(.*?)</script\s*>")
_OLD_NAV_PREFIX = rb"(?:window\.|document\.|self\.|top\.)?location"
_OLD_NAV = re.compile(_OLD_NAV_PREFIX + rb"""\s*(?:\.\s*href\s*)?=(?!=)\s*(['"`])([^'"`\s<>]{1,2000})\1(?!\s*\+)|"""
                      + _OLD_NAV_PREFIX + rb"""\s*\.\s*(?:replace|assign)\s*\(\s*(['"`])([^'"`\s<>]{1,2000})\3\s*\)""")
_NAV_FRAGS = [b"window.", b"document.", b"self.", b"top.", b"location", b".href", b" = ", b"=", b"==", b"'", b'"',
              b"`", b"/x", b"https://a.example/c", b" + lang", b".replace(", b".assign(", b")", b" ", b"\n", b"if (",
              b"function", b"=>", b"?", b":", b";"]


def _reference_scripts(head: bytes) -> list[tuple[bytes, bytes]]:
    low = head.lower()
    last = low.rfind(b"</script")
    while last >= 0:
        close = C._SCRIPT_CLOSE.match(low, last)
        if close is not None:
            return [(m.group(1), m.group(2)) for m in _SCRIPT.finditer(head, 0, close.end())]
        last = low.rfind(b"</script", 0, last)
    return []


def test_inline_scripts_match_the_lazy_pattern() -> None:
    rng = random.Random(11)
    for _ in range(6000):
        head = b"".join(rng.choice(_FRAGS) for _ in range(rng.randint(0, 24)))
        assert list(C._inline_scripts(head)) == _reference_scripts(head), head


def test_navigation_pattern_finds_what_the_prefixed_one_found() -> None:
    rng = random.Random(12)
    found = 0
    for _ in range(20000):
        if rng.random() < 0.5:  # free fragments
            code = b"".join(rng.choice(_NAV_FRAGS) for _ in range(rng.randint(0, 18)))
        else:  # a navigation (or a near miss) amid fragments
            q = rng.choice([b"'", b'"', b"`"])
            nav = (rng.choice([b"", b"window.", b"document.", b"self.", b"top.", b"x."])
                   + b"location" + rng.choice([b" = ", b"=", b".href=", b" .href = ", b"==", b".replace(", b".assign( "])
                   + q + rng.choice([b"/x", b"https://a.example/c", b"/a b", b""]) + rng.choice([q, b"'"])
                   + rng.choice([b"", b")", b" + lang", b";"]))
            code = (b"".join(rng.choice(_NAV_FRAGS) for _ in range(rng.randint(0, 6))) + nav
                    + b"".join(rng.choice(_NAV_FRAGS) for _ in range(rng.randint(0, 6))))
        a, b = _OLD_NAV.search(code), C._SCRIPT_NAV.search(code)
        assert (a is None) == (b is None), code
        if a is not None and b is not None:
            found += 1
            assert a.groups() == b.groups(), code
            assert bool(C._DEFERRED.search(code[:a.start()])) == bool(C._DEFERRED.search(code[:C._nav_start(code, b.start())])), code
    assert found > 100  # the generator does make navigations


def test_more_than_is_a_bounded_count() -> None:
    rng = random.Random(13)
    for _ in range(3000):
        hay = b"".join(rng.choice([b"<a ", b"<A ", b"<a", b"x", b" ", b"<a <a "]) for _ in range(rng.randint(0, 40)))
        for n in (0, 1, 2, 3, 30):
            assert C._more_than(hay, b"<a ", n) == (hay.count(b"<a ") > n), (hay, n)


def _reference_fold(s: str) -> str:
    s = s.casefold().replace("ß", "ss").replace("æ", "ae").replace("ø", "o").replace("œ", "oe").replace("å", "a")
    s = s.replace("ł", "l").replace("đ", "d").replace("ı", "i")
    s = unicodedata.normalize("NFKD", s)
    s = unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)
                                             and unicodedata.category(c) != "Mn"))
    s = s.translate(surfaces._INVISIBLE).replace("’", "'").replace("ʼ", "'").replace("&", " and ")
    return re.sub(r"\s+", " ", s).strip()


def test_fold_of_ascii_text_is_the_unicode_fold() -> None:
    rng = random.Random(14)
    chars = string.printable + "\x1c\x1d\x1e\x1f\x00\x7f&&"
    for _ in range(20000):
        s = "".join(rng.choice(chars) for _ in range(rng.randint(0, 30)))
        assert surfaces.fold(s) == _reference_fold(s), repr(s)
    for s in ("Karriere & Jobs", "Über uns", "Stellen\u00adangebote", "Carrières", "채용", "Careers\u200b"):
        assert surfaces.fold(s) == _reference_fold(s), s
