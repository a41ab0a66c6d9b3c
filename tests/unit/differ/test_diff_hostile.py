"""`changewire diff` on hostile input: a one-line error and exit 1 (unusable file) or 2 (usage),
never a traceback or a hang; valid JSON on stdout when it exits 0."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from changewire_common.cli import main
from changewire_differ.htmlnorm import html_depth_exceeds, transcode_utf16

PAGE = "<html><head><title>Hi</title></head><body><h1>Hello</h1><p>Some text ümlaut</p></body></html>"
OTHER = PAGE.replace("Some text", "Other text")
FEED = (b'<?xml version="1.0"?><rss version="2.0"><channel><title>x</title>'
        b'<item><title>a</title><link>http://a/1</link></item></channel></rss>')


def _run(tmp_path: Path, old: str | bytes, new: str | bytes, *args: str,
         capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    a, b = tmp_path / "old", tmp_path / "new"
    a.write_bytes(old.encode() if isinstance(old, str) else old)
    b.write_bytes(new.encode() if isinstance(new, str) else new)
    try:
        code = main(["diff", str(a), str(b), "--json", *args])
    except SystemExit as exc:  # argparse usage errors
        code = int(exc.code or 0)
    out = capsys.readouterr()
    if code == 0:
        json.loads(out.out)
    else:
        assert "Traceback" not in out.err and out.err.strip()
    return code, out.out, out.err


@pytest.mark.parametrize("encode", [
    lambda s: s.encode("utf-16"),      # BOM
    lambda s: s.encode("utf-16-le"),   # no BOM
    lambda s: s.encode("utf-16-be"),
])
def test_utf16_pages_are_read_not_refused_as_binary(tmp_path: Path, capsys: pytest.CaptureFixture[str], encode) -> None:
    code, out, err = _run(tmp_path, OTHER, encode(PAGE), capsys=capsys)
    assert code == 0, err
    assert {"text": "Some text ümlaut"} in json.loads(out)["delta"]["blocks_added"]


def test_utf16_declared_in_content_type(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(tmp_path, OTHER.encode("utf-16-le"), PAGE.encode("utf-16-le"),
                          "--content-type", "text/html; charset=utf-16", capsys=capsys)
    assert code == 0, err
    assert json.loads(out)["outcome"] == "changed"


def test_transcode_leaves_utf8_and_binary_alone() -> None:
    assert transcode_utf16(b"<p>x</p>") == (b"<p>x</p>", None)
    assert transcode_utf16(b"<p>x</p>", "text/html; charset=utf-16")[0] == b"<p>x</p>"  # a mislabel: no NULs
    body, ct = transcode_utf16('<meta charset="utf-16"><p>é</p>'.encode("utf-16"), "text/html; charset=UTF-16")
    assert body == '<meta charset="utf-8"><p>é</p>'.encode() and ct == "text/html; charset=utf-8"


def test_deeply_nested_html_is_refused_quickly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = "<html><body>" + "<div>" * 100_000 + "x" + "</div>" * 100_000
    t = time.process_time()
    code, _, err = _run(tmp_path, PAGE, deep, capsys=capsys)
    assert code == 1 and "nested deeper" in err and "new" in err
    assert time.process_time() - t < 5


def test_depth_guard_ignores_cheap_nesting() -> None:
    assert not html_depth_exceeds("<html><body>" + "<p><span><b>t" * 10_000)   # implicitly closed / inline
    assert not html_depth_exceeds(b"<body>" + b"<span>" * 20_000)
    assert not html_depth_exceeds(b"<body>" + b"<div>x</div>" * 20_000)       # many, but flat
    assert html_depth_exceeds(b"<body>" + b"<section>" * 6_000)


def test_deep_jsonld_is_ignored_not_a_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ld = '{"@graph":[' * 3000 + "1" + "]}" * 3000
    page = f'<html><head><script type="application/ld+json">{ld}</script></head><body><p>x</p></body></html>'
    code, out, err = _run(tmp_path, PAGE, page, capsys=capsys)
    assert code == 0, err


def test_malformed_feed_debris_is_not_a_new_post(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = b'<?xml version="1.0"?><rss version="2.0"><channel><title>x</title><item><title>a</item></channel>'
    code, _, err = _run(tmp_path, FEED, bad, capsys=capsys)
    assert code == 1 and "not a readable feed" in err


def test_xxe_in_feed_never_reads_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRET")
    xxe = (f'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file://{secret}">]>'
           '<rss version="2.0"><channel><title>&x;</title><item><title>&x;</title><link>http://a/2</link>'
           '</item></channel></rss>').encode()
    code, out, err = _run(tmp_path, FEED, xxe, capsys=capsys)
    assert "TOPSECRET" not in out + err
    code, out, err = _run(tmp_path, xxe, xxe, "--kind", "sitemap", capsys=capsys)
    assert code == 1 and "TOPSECRET" not in out + err


@pytest.mark.parametrize("old,new", [(PAGE, '{"a": 1}'), ('{"a": 1}', PAGE), (FEED, PAGE), (FEED, '{"a": 1}')])
def test_mismatched_kinds_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], old, new) -> None:
    code, _, err = _run(tmp_path, old, new, capsys=capsys)
    assert code == 1 and "cannot compare different kinds" in err


def test_unknown_kind_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(tmp_path, PAGE, OTHER, "--kind", "bogus", capsys=capsys)
    assert code == 2 and "--kind" in err


def test_parse_errors_name_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(tmp_path, '{"a": 1}', '{"a": [1, ', "--content-type", "application/json", capsys=capsys)
    assert code == 1 and "new" in err and "not valid JSON" in err and len(err.strip().splitlines()) == 1


def test_special_and_oversized_files(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    a = tmp_path / "a.html"
    a.write_text(PAGE)
    assert main(["diff", str(a), "/dev/zero"]) == 2  # not a regular file: no endless read
    assert "not a regular file" in capsys.readouterr().err
    monkeypatch.setenv("CHANGEWIRE_DIFFER_MAX_BODY_BYTES", "50")
    assert main(["diff", str(a), str(a)]) == 1
    assert "MAX_BODY_BYTES" in capsys.readouterr().err
