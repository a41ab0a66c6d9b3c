"""Ninth hostile-server round, the shared wall detector (libs/common challenge.py; tests/integration/
test_fetch_redteam9.py has the servers): CAPTCHA vendors earlier rounds did not know — ALTCHA, Arkose Labs, Tencent
Cloud, NetEase Yidun, MTCaptcha, mCaptcha — on 200 and on 403, and small pages whose title holds a wall's title but
whose body is content (a job posting, an airport's wait times, a changelog), which were walls by their title alone.
"""
from __future__ import annotations

import time

import pytest
from cw_testdata import load_module

from changewire_common.challenge import detect_challenge

W = load_module("fetcher_walls9", "data/fetcher/walls9.py", reuse=True)
H = {"content-type": "text/html; charset=utf-8"}


@pytest.mark.parametrize("status", [200, 403])
@pytest.mark.parametrize("name", sorted(W.WALLS))
def test_new_vendors_walls(name: str, status: int) -> None:
    assert detect_challenge(status, H, W.WALLS[name]) is not None


@pytest.mark.parametrize(("name", "vendor"), [("altcha", "altcha"), ("arkose", "arkose"), ("tencent", "tencent_captcha"),
                                              ("yidun", "netease_yidun"), ("mtcaptcha", "mtcaptcha"),
                                              ("mcaptcha", "mcaptcha")])
def test_new_vendors_are_named(name: str, vendor: str) -> None:
    assert detect_challenge(200, H, W.WALLS[name]) == vendor


@pytest.mark.parametrize("status", [200, 403])
@pytest.mark.parametrize("name", sorted(W.CONTROLS))
def test_pages_about_walls_are_pages(name: str, status: int) -> None:
    if status == 403 and name in ("job", "airport", "changelog"):
        # a wall's title alone on an error status is a wall (round 1's rule, kept): those pages are served 200
        assert detect_challenge(status, H, W.CONTROLS[name]) == "generic"
    else:
        assert detect_challenge(status, H, W.CONTROLS[name]) is None


def test_a_wall_title_without_content_stays_a_wall() -> None:
    # the structure rule only spares pages with lists, tables or sections: a bare "Human Verification" page is a wall
    bare = b"<html><head><title>Human Verification</title></head><body><h1>One moment</h1><p>Please wait.</p></body></html>"
    assert detect_challenge(200, H, bare) == "generic"
    # one sub-heading is no section list
    one_h2 = bare.replace(b"<p>", b"<h2>Checking</h2><p>")
    assert detect_challenge(200, H, one_h2) == "generic"
    # and a list beside a wall's own words stays a wall (the phrase says it)
    said = bare.replace(b"<p>Please wait.</p>", b"<p>Verify you are human.</p><ul><li>Step 1</li></ul>")
    assert detect_challenge(200, H, said) == "generic"


def test_an_arkose_script_beside_content_is_no_wall() -> None:
    # a sign-up page loading Arkose beside its form: a page (fields a person fills in)
    signup = W.ARKOSE.replace(b'<input type="hidden" id="fc-token" name="fc-token">',
                              b'<input type="email" name="email"><input type="password" name="pw">')
    assert detect_challenge(200, H, signup) is None
    # a page whose only script is Arkose's but which holds text is content
    text = W.ARKOSE.replace(b'<div id="arkose-container"></div>', b"<p>" + b"Our games, our news. " * 10 + b"</p>")
    assert detect_challenge(200, H, text) is None


def test_the_structure_check_is_cheap() -> None:
    # it runs only on small titled pages; bound its cost on the largest page that reaches it (64 KiB scanned)
    page = W.JOB.replace(b"<ul>", b"<p>" + b"x " * 900 + b"</p><ul>")
    t0 = time.process_time()
    for _ in range(200):
        detect_challenge(200, H, page)
    assert (time.process_time() - t0) / 200 < 0.002
