"""HTML normalisation (htmlnorm.py): what is dropped, how blocks and regions come out, decoding."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from changewire_differ.htmlnorm import decode_body, html_source, looks_binary, parse_html
from changewire_differ.model import CHROME, MAIN, META, VOLATILE


def _blocks(html: str) -> list[tuple[str, str, str]]:
    return [(b.tag, b.region, b.text) for b in parse_html(html).blocks]


def test_scripts_styles_templates_hidden_and_aria_hidden_are_dropped() -> None:
    html = """<html><head><title>T</title><style>p{color:red}</style></head><body>
    <script nonce="n1">var secret = 1;</script><noscript>Enable JS</noscript><template><p>tpl</p></template>
    <p>Visible</p><p hidden>Hidden attr</p><p aria-hidden="true">Aria hidden</p><p style="display: none">Styled none</p>
    <svg><title>icon</title></svg><input type="hidden" value="csrf"></body></html>"""
    texts = [t for _, _, t in _blocks(html)]
    assert texts == ["T", "Visible"]


def test_block_structure_headings_paragraphs_list_items_and_rows() -> None:
    html = """<body><main><h1>Title</h1><p>Hello <b>bold</b> world</p><ul><li>One</li><li>Two <a href="/x">link</a></li></ul>
    <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$29</td></tr></table></main></body>"""
    assert _blocks(html) == [("h1", MAIN, "Title"), ("p", MAIN, "Hello bold world"), ("li", MAIN, "One"),
                             ("li", MAIN, "Two link"), ("tr", MAIN, "Plan | Price"), ("tr", MAIN, "Pro | $29")]


def test_layout_tables_are_not_collapsed_into_one_row() -> None:
    html = "<body><table><tr><td><h2>Heading</h2><p>First paragraph.</p></td><td><p>Second.</p></td></tr></table></body>"
    assert [t for _, _, t in _blocks(html)] == ["Heading", "First paragraph.", "Second."]


def test_regions_chrome_volatile_and_title() -> None:
    html = """<html><head><title>Page</title></head><body><header><nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav></header>
    <main><h1>Main heading</h1><div class="testimonial-carousel"><blockquote>Great product</blockquote></div>
    <article><header><h2>Post title</h2></header><p>Body</p></article></main>
    <footer><p>© 2025 Acme</p></footer></body></html>"""
    got = _blocks(html)
    assert ("title", META, "Page") in got
    assert (CHROME, "Home") in [(r, x) for _, r, x in got] and (CHROME, "Pricing") in [(r, x) for _, r, x in got]
    assert ("h1", MAIN, "Main heading") in got
    assert (VOLATILE, "Great product") in [(r, x) for _, r, x in got]
    assert ("h2", MAIN, "Post title") in got  # an article's own header is content
    assert (CHROME, "© 2025 Acme") in [(r, x) for _, r, x in got]


def test_volatile_blocks_have_no_comparison_text() -> None:
    doc = parse_html('<body><p>Stay</p><div class="ticker" data-rotation="1">Rotating promo</div></body>')
    vol = [b for b in doc.blocks if b.region == VOLATILE]
    assert vol and all(b.norm == "" for b in vol)


def test_cookie_consent_banners_are_removed_but_not_page_wrappers() -> None:
    html = """<body class="cookie-consent-pending"><div id="onetrust-banner-sdk" class="otFlat"><p>We use cookies to improve
    your experience.</p><button>Accept</button></div><main><p>Content stays</p></main></body>"""
    texts = [t for _, _, t in _blocks(html)]
    assert "Content stays" in texts and not any("cookies" in t for t in texts)


def test_call_to_action_labels_are_volatile_but_downloads_are_not() -> None:
    html = """<body><main><a class="btn btn-primary" href="/signup">Start free trial</a>
    <a class="btn" href="/files/acme-2.3.1.zip">Download v2.3.1</a></main></body>"""
    regions = {t: r for _, r, t in _blocks(html)}
    assert regions["Start free trial"] == VOLATILE
    assert regions["Download v2.3.1"] == MAIN


def test_short_copy_inside_ab_experiments_is_volatile() -> None:
    html = """<body><section data-experiment="hero"><h1>Ship faster</h1><p>No credit card required</p>
    <p>Our new EU data region is now live for all customers on every plan.</p></section></body>"""
    regions = {t: r for _, r, t in _blocks(html)}
    assert regions["Ship faster"] == MAIN
    assert regions["No credit card required"] == VOLATILE
    assert regions["Our new EU data region is now live for all customers on every plan."] == MAIN


def test_adjacent_elements_keep_their_words_apart() -> None:
    assert [t for _, _, t in _blocks("<body><div><span>API</span><span>Operational</span></div></body>")] == ["API Operational"]
    assert [t for _, _, t in _blocks("<body><p>Hello <em>world</em>!</p></body>")] == ["Hello world!"]


def test_deeply_nested_markup_does_not_recurse() -> None:
    html = "<body>" + "<div>" * 5000 + "deep" + "</div>" * 5000 + "</body>"
    assert [t for _, _, t in _blocks(html)] == ["deep"]


def test_decode_body_charsets() -> None:
    assert decode_body("café".encode("cp1252"), "text/html; charset=iso-8859-1") == "café"
    assert decode_body(b'<meta charset="windows-1252"><p>caf\xe9</p>').endswith("café</p>")
    assert decode_body("café".encode()) == "café"
    assert decode_body(b"\xef\xbb\xbfhi") == "hi"
    assert decode_body(b"caf\xe9") == "café"  # undeclared, not UTF-8: windows-1252
    # a page that declares latin-1 but is UTF-8 (a CMS default) reads as UTF-8
    assert decode_body("<meta charset=iso-8859-1>café".encode()).endswith("café")


def test_html_source_passes_utf8_bytes_through() -> None:
    raw = "<p>café</p>".encode()
    assert html_source(raw, "text/html; charset=utf-8") is raw
    assert html_source("<p>café</p>".encode("cp1252"), "text/html; charset=windows-1252") == "<p>café</p>"


def test_binary_bodies_are_recognised() -> None:
    assert looks_binary(b"%PDF-1.7 ...")
    assert looks_binary(b"\x89PNG\r\n\x1a\n....")
    assert looks_binary(b"abc\x00\x01\x02def")
    assert not looks_binary(b"<html><body>ok</body></html>")


_WORDS = st.lists(st.text(alphabet="abcdefghij XYZ 0123456789:$©·", min_size=1, max_size=30), min_size=1, max_size=20)


@settings(max_examples=60, deadline=None)
@given(_WORDS)
def test_normalisation_is_deterministic_and_idempotent(paragraphs: list[str]) -> None:
    """Normalising the canonical blocks again (as simple HTML) gives the same blocks."""
    from html import escape

    html = "<body>" + "".join(f"<p>{escape(p)}</p>" for p in paragraphs) + "</body>"
    first = parse_html(html).blocks
    assert first == parse_html(html).blocks
    again = parse_html("<body>" + "".join(f"<p>{escape(b.text)}</p>" for b in first) + "</body>").blocks
    assert [(b.text, b.norm) for b in again] == [(b.text, b.norm) for b in first]


def test_call_to_action_classes() -> None:
    from changewire_differ.htmlnorm import _is_cta_class, clear_caches

    clear_caches()
    for cls in ("btn btn-primary", "Button_root__x1", "cta", "HeroCta", "signup-link", "sign-up", "x signUp"):
        assert _is_cta_class(cls), cls
    for cls in ("", "flex items-center", "design-system", "signature", "navSignUp", "Buttons"):
        assert not _is_cta_class(cls), cls
    assert _is_cta_class("button-group-label x")  # "button" is one of its tokens


def test_clear_caches_forgets_and_changes_nothing() -> None:
    from changewire_common import urls

    from changewire_differ import htmlnorm

    html = ('<body><header class="site-header"><a href="/a?utm_source=x">A</a></header>'
            '<div id="cookie-banner">We use cookies</div><main><p class="btn">Sign up</p><p>Hello world</p></main></body>')
    before = [(b.text, b.region) for b in parse_html(html, base_url="https://example.test/").blocks]
    urls.canonical_url("/b?utm_source=y", "https://example.test/")
    assert htmlnorm._NAME_CACHE and urls.canonical_url.cache_info().currsize
    htmlnorm.clear_caches()
    assert not htmlnorm._NAME_CACHE and not htmlnorm._CLASS_INFO and not urls.canonical_url.cache_info().currsize
    assert [(b.text, b.region) for b in parse_html(html, base_url="https://example.test/").blocks] == before


def test_hidden_elements_nested_in_hidden_ones_are_not_touched_after_removal() -> None:
    """A hidden element inside another (by attribute, class and style at once, consent inside consent)
    is removed with its ancestor and never read again: its memory is freed with the ancestor's."""
    from changewire_differ import htmlnorm

    inner = ('<div class="hidden"><span style="display:none" class="sr-only hidden">x</span>'
             '<p class="cookie-note hidden">cookie text</p></div>')
    html = ("<body><main><p>Visible paragraph about our product.</p>"
            + f'<section hidden aria-hidden="true">{inner * 20}</section>'
            + '<div id="cookie-consent" class="consent"><div class="cookie-banner">We use cookies to improve'
            + ' your experience <button>Accept</button></div></div>'
            + "<p>Another visible paragraph.</p></main></body>")
    for _ in range(50):
        texts = [b.text for b in htmlnorm.parse_html(html).blocks]
        assert texts == ["Visible paragraph about our product.", "Another visible paragraph."]


def test_class_names_read_alike_in_any_case() -> None:
    """Lower-case names take a short path to their tokens; camelCase and PascalCase ones the long one:
    the same words give the same region either way."""
    from changewire_differ.htmlnorm import _classify_name

    pairs = [("site-header", "SiteHeader", CHROME), ("promo-bar", "PromoBar", VOLATILE), ("ad-slot", "AdSlot", VOLATILE),
             ("card-footer", "CardFooter", None), ("page_footer_2", "PageFooter", CHROME), ("flex", "Flex", None)]
    for low, camel, region in pairs:
        assert _classify_name(low) == region, low
        assert _classify_name(camel) == region, camel
    assert _classify_name("css-ad3add") is None  # a generated hash segment holds no words
    assert _classify_name("x9-footer") == CHROME


def _reference_classify_name(name: str) -> str | None:
    """The naming rules read plainly (every key tried in order, every token built): the fast path of
    htmlnorm._classify_name (a regex "no" for substring keys, a letter-run "no" for token rules) must
    give the same answer for every name."""
    from changewire_differ import htmlnorm as h

    low = name.lower()
    for key, region in h._SUBSTR_KEYS:
        if key in low:
            return region
    tokens = [t.lower() for seg in h._CLASS_SEGMENT.findall(name) if not h._hashlike(seg)
              for t in h._CLASS_TOKEN.findall(seg)]
    for t in tokens:
        if t in h._TOKEN_KEYS:
            return h._TOKEN_KEYS[t]
    for pair in zip(tokens, tokens[1:]):
        if pair in h._BIGRAM_KEYS:
            return h._BIGRAM_KEYS[pair]
    if "footer" in tokens and not h._CONTENT_TOKENS.intersection(tokens):
        return CHROME
    return None


def _name_parts() -> list[str]:
    from changewire_differ import htmlnorm as h

    return sorted({k for k, _ in h._SUBSTR_KEYS} | set(h._TOKEN_KEYS) | {w for p in h._BIGRAM_KEYS for w in p}
                  | h._CONTENT_TOKENS | {"footer", "x", "css", "ad3add", "9d32ed", "2", "K", "İ", "ß", "Ω", "é"})


@settings(max_examples=3000, deadline=None)
@given(parts=st.lists(st.sampled_from(_name_parts()) | st.text(max_size=6), min_size=1, max_size=5),
                  seps=st.lists(st.sampled_from(["-", "_", "", "--", ".", ":", "/", "2", "A", "é"]), min_size=4,
                                max_size=4),
                  case=st.sampled_from(["as-is", "upper", "capitalize", "mixed"]))
def test_class_name_fast_path_agrees_with_the_plain_rules(parts: list[str], seps: list[str], case: str) -> None:
    from changewire_differ.htmlnorm import _classify_name

    if case == "upper":
        parts = [p.upper() for p in parts]
    elif case == "capitalize":
        parts = [p.capitalize() for p in parts]
    elif case == "mixed":
        parts = [p.capitalize() if i % 2 else p for i, p in enumerate(parts)]
    name = parts[0] + "".join(seps[i % 4] + p for i, p in enumerate(parts[1:]))
    assert _classify_name(name) == _reference_classify_name(name), name


def test_class_name_fast_path_agrees_on_every_key_and_bigram() -> None:
    """Every key word alone, with a prefix and a suffix, and every bigram in each spelling, through both."""
    from changewire_differ import htmlnorm as h

    names: list[str] = []
    for w in [k for k, _ in h._SUBSTR_KEYS] + list(h._TOKEN_KEYS) + ["footer"]:
        names += [w, f"x-{w}", f"{w}-2", f"{w}x", w.capitalize(), f"My{w.capitalize()}Box", f"ab3{w}"]
    for a, b in h._BIGRAM_KEYS:
        names += [f"{a}-{b}", f"{a}_{b}", f"{a}{b}", f"{a.capitalize()}{b.capitalize()}", f"js-{a}-{b}-wrap",
                  f"{a}-x-{b}", f"{a}-{b}-card"]
    wrong = [(n, h._classify_name(n), _reference_classify_name(n)) for n in names
             if h._classify_name(n) != _reference_classify_name(n)]
    assert not wrong, wrong[:10]
