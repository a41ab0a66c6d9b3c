"""Significance (minor | meaningful | major | critical, or nothing = noise), the change kind and a
one-line summary, from the diffs of two versions.

Typed changes speak first (jobs, prices and plans, posts, people, products, incidents and status
components, JSON fields); text changes they do not explain are judged by size and place (site
chrome is at most minor; a few changed words are minor; rewrites are major; legal pages turn
substantive edits into `policy_changed`). `kind` names the most significant change; the delta
carries all of them. Pure: no I/O; every threshold comes from `ClassifyConfig` (DifferSettings).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher
from typing import Any

from changewire_common.events import (
    BlockRef,
    Delta,
    FieldChange,
    IncidentRef,
    ItemRef,
    JobRef,
    PlanRef,
    PriceChange,
)

from .diff import BlockChange, BlockDiff, EntityDiff, FieldOp
from .extract import CLOSED_POSTING, EXEC_ROLE, PRICE_RE, _find_date, kr_currency, norm_key, price_currency, price_id, price_key, price_period, price_tokens
from .model import CHROME, MAIN, META, Block, Entity
from .volatile import neutralize, words

RANK = {"minor": 1, "meaningful": 2, "major": 3, "critical": 4}
NAMES = {v: k for k, v in RANK.items()}


@dataclass(frozen=True)
class ClassifyConfig:
    """Thresholds (DifferSettings documents each)."""

    minor_max_words: int = 3
    minor_block_words: int = 3
    major_text_ratio: float = 0.5
    major_min_words: int = 40
    major_blocks: int = 15
    legal_major_ratio: float = 0.05
    legal_clause_words: int = 12
    jobs_major_count: int = 5
    jobs_major_ratio: float = 0.5
    jobs_critical_ratio: float = 0.8
    jobs_critical_min: int = 5
    fields_major_ratio: float = 0.3
    max_delta_items: int = 50
    max_delta_blocks: int = 25
    max_block_chars: int = 500
    #: kind → significance overrides, e.g. {"price_changed": "major"}
    kind_significance: dict[str, str] = field(default_factory=dict)
    #: post titles with these words are `major` (acquisitions, funding, layoffs, leadership)
    major_post_pattern: str = (
        r"\b(?:acquir\w*|acquisition|merger|merges?\s+with|raises?\s+\$|funding\s+round|series\s+[a-f]\b|ipo\b|"
        r"layoffs?|restructur\w*|bankrupt\w*|shut(?:s|ting)?\s+down|sunset\w*|discontinu\w*|data\s+breach|"
        r"security\s+incident|new\s+ceo|(?:is|are)\s+now\s+(?:a\s+)?part\s+of|joins\s+forces\s+with|(?:appoints?|names?)\s+(?:[\w.'’-]+\s+){1,4}?(?:as\s+)?(?:(?:its|the|new|our)\s+)*(?:ceo|chief|president)\b|"
        r"named\s+(?:as\s+)?(?:(?:its|the|new)\s+)*(?:ceo|chief\s+executive)|"
        # de, fr, es: acquires/acquisition, raises/funding round, layoffs, insolvency, new CEO
        r"(?:ist|sind)\s+(?:jetzt|nun)\s+(?:ein\s+)?teil\s+(?:von|der|des)|fait\s+d[ée]sormais\s+partie|ahora\s+forma\s+parte\s+de|"
        r"übernimmt|übernahme|erwirbt|erworben|akquiriert|akquisition|fusion(?:iert|ieren)?\s+mit|fusion\s+avec|fusi[óo]n\s+con|finanzierungsrunde|sammelt\s+\d+|stellenabbau|insolvenz\w*|neue[rn]?\s+ceo|"
        r"acquiert|acquisition|rach[èe]te|rachat|l[èe]ve\s+\d+|lev[ée]e\s+de\s+fonds|licenciements?|faillite|"
        r"nouve(?:au|lle)\s+(?:ceo|pdg|directeur\s+g[ée]n[ée]ral|directrice\s+g[ée]n[ée]rale)|"
        r"adquiere|adquisici[óo]n|ronda\s+de\s+financiaci[óo]n|despidos|nuevo\s+ceo|"
        # pl, sv, nl, pt, it: acquires/acquisition, merger, funding round, raises, layoffs, bankruptcy, new CEO
        r"przejmuje|przej[ęe]ła|przej[ęe]cie|fuzj[ai]|runda\s+finansowania|pozyskuje\s+\d+|zwolnienia|upad[łl]o[śs][ćc]|nowy\s+prezes|"
        r"f[öo]rv[äa]rvar|f[öo]rv[äa]rv(?:et)?|uppk[öo]p|finansieringsrunda|tar\s+in\s+\d+|varsel|konkurs|ny\s+vd|"
        r"neemt\s+(?:\S+\s+){1,3}over|overname|fusie|financieringsronde|haalt\s+\d+\s+\S+\s+op|ontslagen|faillissement|nieuwe\s+ceo|"
        r"adquire|aquisi[çc][ãa]o|fus[ãa]o|rodada\s+de\s+investimento|capta\s+\S*\s*\d+|demiss[õo]es|fal[êe]ncia|recupera[çc][ãa]o\s+judicial|"
        r"novo\s+ceo|acquisisce|acquisizione|fusione|round\s+di\s+finanziamento|raccoglie\s+\d+|licenziamenti|fallimento|"
        r"nuovo\s+(?:ceo|amministratore\s+delegato)|"
        # tr, vi, id: acquires (not "satın alma", a purchase), merger, funding round, layoffs, bankruptcy, new CEO
        r"satın\s+al(?:dı|ıyor|acak)|devrald[ıi]|devralıyor|birleşme|yatırım\s+turu|işten\s+çıkarma|iflas\w*|yeni\s+ceo|"
        r"mua\s+lại|thâu\s+tóm|sáp\s+nhập|vòng\s+gọi\s+vốn|gọi\s+vốn|sa\s+thải|phá\s+sản|ceo\s+mới|"
        r"(?:meng|di)?akuisisi|penggabungan\s+usaha|pendanaan\s+seri|putaran\s+pendanaan|"
        r"(?:raih|meraih|mendapat(?:kan)?|mengantongi)\s+pendanaan\s+(?:seri|senilai|rp|us\$|\$|\d)|"
        r"phk|pemutusan\s+hubungan\s+kerja|pailit|bangkrut|ceo\s+baru)\b"
        # ja, zh, ko (no word boundaries between their characters): funding, acquisition, merger, listing, layoffs,
        # bankruptcy, service shutdown, data breach, new president
        # ("上場" / "上市" / "상장" alone also say "listed company" and "product launch": only the listing itself counts)
        r"|資金調達|買収|経営統合|合併|新規上場|株式上場|上場承認|希望退職|人員削減|破産|民事再生|サービス終了|事業撤退|情報漏洩|"
        r"不正アクセス|代表取締役社長就任|融资|收购|并购|首次公开募股|裁员|破产|数据泄露|투자\s*유치|인수|합병|신규\s*상장|"
        r"구조조정|파산|서비스\s*종료|개인정보\s*유출"
        # ar, he (prefixes join their words: "واستحواذ", "ורוכשת"), th (no spaces between words): acquires /
        # acquisition, merger, funding round, layoffs, bankruptcy, new CEO
        r"|ستحوذ|استحواذ|اندماج|جولة\s+تمويل|تسريح|إفلاس|رئيس(?:اً|ا)?\s+تنفيذي(?:اً|ا)?\s+جديد"
        r"|רוכשת|רוכש\s+את|רכשה\s+את|רכישת|נרכשה|מיזוג|סבב\s+גיוס|גייסה|פיטורי|פשיטת\s+רגל|חדלות\s+פירעון"
        r"|מנכ[\"״]ל(?:ית)?\s+חדש"
        r"|เข้าซื้อกิจการ|ซื้อกิจการ|ควบรวม|ระดมทุน|เลิกจ้าง|ล้มละลาย|ซีอีโอคนใหม่"
    )


@dataclass
class Verdict:
    significance: str | None
    kind: str | None
    delta: Delta
    summary: str
    source_published_at: str | None = None
    notes: list[str] = field(default_factory=list)


@dataclass
class _Candidate:
    rank: int
    kind: str
    summary: str


# ---------------------------------------------------------------------------------------------


def _trim(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def _plural(noun: str, n: int) -> str:
    if n == 1:
        return noun
    return noun[:-1] + "ies" if noun.endswith("y") else noun + "s"


def _names(items: list[str], n: int = 3) -> str:
    shown = ", ".join(f"“{_trim(x, 60)}”" for x in items[:n])
    return shown + (f" and {len(items) - n} more" if len(items) > n else "")


class _Builder:
    def __init__(self, cfg: ClassifyConfig, surface: str) -> None:
        self.cfg = cfg
        self.surface = surface
        self.cands: list[_Candidate] = []
        self.delta = Delta()
        self.explain: set[str] = set()
        self.published: list[str] = []
        self.notes: list[str] = []
        self.major_post = re.compile(cfg.major_post_pattern, re.I)
        self.listed: frozenset[str] = frozenset()
        #: the new version's blocks (a changelog entry titled by its version alone is told by its first note)
        self.new_blocks: list[Block] = []
        #: (old, new) sizes of the typed lists that changed: a "4 jobs" → "5 jobs" counter follows them
        self.counts: set[tuple[str, str]] = set()
        #: how much the typed lists grew (items added less items reported removed; slid items still exist): a
        #: total elsewhere on the page ("Results 1 – 20 of 57" → "of 58") follows it
        self.growth: set[int] = set()
        #: lower-cased titles of the posts added: on a listing that shows each post whole (a blog's front page),
        #: the added blocks that follow a new post's title are its text
        self.posts_added: set[str] = set()
        self.posts_removed: set[str] = set()
        #: names (lower case) of the people who joined / left
        self.people_added: set[str] = set()
        self.people_removed: set[str] = set()
        #: (before, after) price ids of the pay a job's salary moved by ("EUR|80000", "EUR|85000"): the page's text
        #: showing that pay ("€80,000 – €95,000 per year") is no price change of a plan
        self.pay_moves: set[tuple[str, str]] = set()

    def add(self, sig: str, kind: str, summary: str) -> None:
        sig = self.cfg.kind_significance.get(kind, sig)
        self.cands.append(_Candidate(RANK[sig], kind, summary))

    def explained_by(self, *texts: str) -> None:
        for t in texts:
            t = (t or "").strip().lower()
            if len(t) >= 3 or (len(t) == 2 and _SHORT_PRICE.fullmatch(t)):
                # (a two-character price, "$0", "$8", "€9", explains a block that shows that price)
                self.explain.add(t)


# ---------------------------------------------------------------------------------------------
# typed entities


#: a posting URL's last segment joining the posting's id and its title's slug: the id first ("/jobs/4321098-senior-
#: backend-engineer": Teamtailor, JOIN, SmartRecruiters) or last ("/job/Berlin-Germany/Senior-Backend-Engineer_R-10234":
#: Workday's requisition; "…-engineer-1234567"). Five digits at least, or a requisition code, so that a year
#: ("/jobs/2026-summer-internship") is no id.
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
_SLUGGED_ID = re.compile(r"^(\d{5,})-[^/]*[a-z]|[a-z][^/]*?[_-]((?:[A-Z]{1,5}[-_]?\d{3,}|\d{5,})(?:-\d{1,2})?)$", re.I)
#: the last segments of a posting's URL that name a view of it, not it ("/jobs/2347/<slug>/job")
_POSTING_TAIL = frozenset(("job", "apply", "details", "view", "description", "jobdetails"))
#: a path segment that is a title's slug (letters, words joined by "-" or "_"), and one that is a number that is no year
_SLUG_SEGMENT = re.compile(r"(?=[^/]*[a-zA-Z]{3})[\w%.-]+")
_NUM_SEGMENT = re.compile(r"(?!(?:19|20)\d\d$)\d{3,}")
#: a generated hex id before a slug (8-16 hex characters, a digit among them), a generated mixed-case reference after
#: one (six to twelve letters and digits, upper and lower case and a digit: no slugged word is written so)
_HEX_FIRST = re.compile(r"((?=[0-9a-f]*\d)[0-9a-f]{8,16})-(?=[^/]*[a-z]{3})")
_MIXED_LAST = re.compile(r"[a-z][^/]*_((?=[a-zA-Z0-9]*\d)(?=[a-zA-Z0-9]*[A-Z])(?=[a-zA-Z0-9]*[a-z])[a-zA-Z0-9]{6,12})$")


def _posting_ref(url: str) -> str:
    """The posting a job URL names, its title's slug left out ("" when the URL joins no id and slug): a board writes
    a retitled posting's slug anew under the same id, and the old URL redirects to the new one."""
    head, _, last = url.split("?", 1)[0].split("#", 1)[0].rstrip("/").rpartition("/")
    # a UUID is the posting's whole id (Lever, Ashby, Workable): one whose first group is all digits
    # ("12345678-9abc-…", about one in 43) is no number followed by a title's slug, and two postings whose UUIDs begin
    # alike are two postings
    if head and last.lower() in _POSTING_TAIL:
        # iCIMS' "/jobs/2347/senior-backend-engineer/job": the posting's page under its id and slug
        head, _, last = head.rpartition("/")
    if not head:
        return ""
    parent, _, prev = head.rpartition("/")
    if _SLUG_SEGMENT.fullmatch(last) and _NUM_SEGMENT.fullmatch(prev):
        # the id a segment of its own before the slug ("/jobs/2347/senior-backend-engineer")
        return f"{parent}/#{prev}"
    if _NUM_SEGMENT.fullmatch(last) and len(last) >= 5 and _SLUG_SEGMENT.fullmatch(prev):
        # after it (SuccessFactors' "/job/Berlin-Senior-Backend-Engineer/987654301/")
        return f"{parent}/#{last}"
    m = _SLUGGED_ID.search(last) if not _UUID.fullmatch(last) else None
    if m is not None and m.group(2) and not any(ch.isupper() for ch in m.group(2)) and not m.group(2).isdigit():
        m = None
    if m is not None:
        return f"{head}/#{m.group(1) or m.group(2)}"
    # a generated hex id before the slug (Breezy's "/p/5f2b3c4d5e6f-senior-backend-engineer"), or a generated
    # mixed-case reference after it (Welcome to the Jungle's "…-engineer_paris_ACME_Dq8Mj8R")
    m = None if _UUID.match(last) else _HEX_FIRST.match(last) or _MIXED_LAST.search(last)
    return f"{head}/#{m.group(1)}" if m is not None else ""


_TITLE_WORD = re.compile(r"\w{3,}")


def _one_posting_retitled(o: Entity, e: Entity) -> bool:
    """A page holding one posting, told without a link of its own (a posting's own page: its JobPosting names no
    other page), before and after, at one place, under titles sharing a word ("Senior Data Engineer" → "Staff Data
    Engineer"): the posting retitled, not one job closed and another opened."""
    if o.data.get("url") or e.data.get("url") or (o.data.get("location") or "") != (e.data.get("location") or ""):
        return False
    return bool(set(_TITLE_WORD.findall(o.data.get("title", "").lower())) & set(
        _TITLE_WORD.findall(e.data.get("title", "").lower())))


def _jobs(b: _Builder, d: EntityDiff) -> None:
    cfg = b.cfg
    added, removed = list(d.added), list(d.removed)
    # a posting shown only in a featured slot beside the list (one of its later pages', turn by turn): the slot
    # turning opens and closes nothing; its card's lines are told by it
    for e in [e for e in added + removed if e.data.get("slot")]:
        b.explained_by(e.data.get("title", ""), e.data.get("location", ""), e.data.get("department", ""))
    added = [e for e in added if not e.data.get("slot")]
    removed = [e for e in removed if not e.data.get("slot")]
    # the same title leaving one place and appearing in another is an update, not two changes; so is
    # the same posting (its URL, or its id in a URL whose slug follows the title) under another title
    by_title = {norm_key(e.data.get("title", "")): e for e in removed}
    by_url = {e.data["url"]: e for e in removed if e.data.get("url")}
    by_ref = {r: e for e in removed if (r := _posting_ref(e.data.get("url", "")))}
    moved: list[tuple[Entity, Entity]] = []
    for e in list(added):
        # (the posting's own URL first: of two postings with one title, the one at this URL is this one)
        o = by_url.get(e.data.get("url", "")) if e.data.get("url") else None
        if (o is None or o not in removed) and (ref := _posting_ref(e.data.get("url", ""))):
            o = by_ref.get(ref)
        if o is None or o not in removed:
            o = by_title.get(norm_key(e.data.get("title", "")))
        if (o is None or o not in removed) and d.old_count == d.new_count == 1 and len(removed) == 1:
            o = removed[0] if _one_posting_retitled(removed[0], e) else None
        if o is not None and o in removed:
            moved.append((o, e))
            added.remove(e)
            removed.remove(o)
    for e in added + removed:
        b.explained_by(e.data.get("title", ""), e.data.get("location", ""), e.data.get("department", ""))
    old_n = max(d.old_count, 1)
    if added:
        b.delta.jobs_added = [JobRef(title=e.data.get("title", ""), location=e.data.get("location") or None,
                                     url=e.data.get("url") or None) for e in added[: cfg.max_delta_items]]
        sig = "meaningful"
        if len(added) >= cfg.jobs_major_count or (d.old_count >= 4 and len(added) / old_n >= cfg.jobs_major_ratio):
            sig = "major"
        n = len(added)
        b.add(sig, "jobs_added", f"{n} job{'s' if n != 1 else ''} added: {_names([e.data.get('title', '') for e in added])}")
        b.published.extend(e.data.get("published_at", "") for e in added if e.data.get("published_at"))
    if removed:
        b.delta.jobs_removed = [JobRef(title=e.data.get("title", ""), location=e.data.get("location") or None,
                                       url=e.data.get("url") or None) for e in removed[: cfg.max_delta_items]]
        ratio = len(removed) / old_n
        sig = "meaningful"
        if len(removed) >= cfg.jobs_major_count or (d.old_count >= 4 and ratio >= cfg.jobs_major_ratio) or (
                d.old_count >= 3 and d.new_count == 0 and len(removed) == d.old_count):
            # (every opening of a small team's list closed, the page left with none: a hiring freeze)
            sig = "major"
        if d.old_count >= cfg.jobs_critical_min and ratio >= cfg.jobs_critical_ratio:
            sig = "critical"
        n = len(removed)
        b.add(sig, "jobs_removed", f"{n} job{'s' if n != 1 else ''} removed: {_names([e.data.get('title', '') for e in removed])}")
    # the same title, place and team under a new id or URL is the posting re-posted (boards re-open a
    # requisition, or an ATS migration renumbers it): nothing for a reader (its texts are explained)
    reposted = [(o, e) for o, e in moved if o.fp == e.fp]
    for o, e in reposted:
        b.explained_by(o.data.get("title", ""), o.data.get("location", ""), o.data.get("department", ""), o.data.get("url", ""),
                       e.data.get("url", ""))
    changed = [p for p in moved if p not in reposted] + list(d.modified)
    if changed:
        #: per job, what moved in the page's words ("location Hamburg → Lisbon"), for the summary
        told: dict[int, list[str]] = {}
        for o, e in changed:
            for k in ("location", "department", "title", "workplace", "employment_type", "salary"):
                if k in ("workplace", "employment_type") and not (o.data.get(k) and e.data.get(k)):
                    continue  # (one side's card does not say it: not read, not changed)
                if o.data.get(k, "") != e.data.get(k, ""):
                    told.setdefault(id(e), []).append(
                        f"{k.replace('_', ' ')} {_trim(o.data.get(k) or '—', 60)} → {_trim(e.data.get(k) or '—', 60)}")
                    b.delta.fields_changed.append(FieldChange(field=f"job “{e.data.get('title', '')}” {k}",
                                                              before=o.data.get(k) or None, after=e.data.get(k) or None))
                    if k == "salary":
                        b.pay_moves.update(zip(map(price_id, price_tokens(o.data.get(k) or "")),
                                               map(price_id, price_tokens(e.data.get(k) or ""))))
            b.explained_by(o.data.get("title", ""), e.data.get("title", ""), o.data.get("location", ""), e.data.get("location", ""),
                           o.data.get("department", ""), e.data.get("department", ""), o.data.get("workplace", ""),
                           e.data.get("workplace", ""), o.data.get("employment_type", ""), e.data.get("employment_type", ""),
                           o.data.get("salary", ""), e.data.get("salary", ""))
        # a role that moves (Berlin → Remote, Remote → Hybrid), is retitled or shows other pay is news; a department
        # relabel or another employment type is not
        moved_or_retitled = any(o.data.get(k, "") != e.data.get(k, "") for o, e in changed for k in ("location", "title", "salary")) or any(
            o.data.get("workplace") and e.data.get("workplace") and o.data["workplace"] != e.data["workplace"] for o, e in changed)
        summary = f"{len(changed)} job listing(s) updated: {_names([e.data.get('title', '') for _, e in changed])}"
        if len(changed) <= 2 and all(id(e) in told for _, e in changed):
            # (a few: each named with what moved, "“Data Analyst” (location Hamburg → Lisbon)")
            summary = f"{len(changed)} job listing(s) updated: " + "; ".join(
                f"“{_trim(e.data.get('title', ''), 80)}” ({', '.join(told[id(e)][:2])})" for _, e in changed)
        b.add("meaningful" if moved_or_retitled else "minor", "jobs_changed", summary)


def _plan_prices(e: Entity) -> list[str]:
    return list(e.data.get("prices") or ([e.data["price"]] if e.data.get("price") else []))


def _plans(b: _Builder, d: EntityDiff) -> None:
    added, removed = list(d.added), list(d.removed)
    renamed: list[tuple[Entity, Entity]] = []
    for e in list(added):
        for o in removed:
            if _plan_prices(o) == _plan_prices(e) and _plan_prices(e):
                renamed.append((o, e))
                added.remove(e)
                removed.remove(o)
                break
    if len(added) == 1 and len(removed) == 1 and len(added[0].data.get("features") or []) >= 2 \
            and added[0].data.get("features") == removed[0].data.get("features") and _plan_prices(added[0]) and _plan_prices(removed[0]):
        # one tier gone and one come with the very same feature list (two or more lines): the tier renamed, and
        # repriced when its prices moved too ("Pro $24" → "Plus $26"), not a plan dropped and another launched
        renamed.append((removed[0], added[0]))
        added, removed = [], []
    relabelled = _currency_relabelled(d.modified, every_plan=not added and not removed and len(d.modified) == d.new_count)
    if relabelled:
        cur_o, cur_n = relabelled
        for o, e in d.modified:
            b.explained_by(*_plan_prices(o), *_plan_prices(e))
        b.delta.fields_changed.append(FieldChange(field="currency of every plan's prices", before=cur_o, after=cur_n))
        b.add("minor", "content_changed", f"prices shown in {cur_n} instead of {cur_o}, "
                                          + ("the same amounts" if _same_amounts(d.modified) else "every plan converted at one rate")
                                          + " (the visitor's region or language, not a new price)")
    billing = None if relabelled or added or removed else _billing_tab_flipped(d.modified)
    if billing:
        for o, e in d.modified:
            b.explained_by(*_plan_prices(o), *_plan_prices(e))
        b.delta.fields_changed.append(FieldChange(field="billing of the prices shown", before=billing[0], after=billing[1]))
        b.add("minor", "content_changed", f"prices shown billed {billing[1]} instead of {billing[0]} (the page's default billing "
                                          f"tab, not a new price)")
    for o, e in list(d.modified):
        po, pn = _plan_prices(o), _plan_prices(e)
        name = e.data.get("name", "")
        if relabelled or billing:
            po = pn = []
        b.explained_by(name)
        period_o, period_n = _canonical_period(o.data.get("period")), _canonical_period(e.data.get("period"))
        if not period_o or not period_n:
            # one side does not state a period (another extraction path: JSON-LD offers carry none): unknown
            # is not a change of period
            period_o = period_n = ""
        elif _per_seat(o.data.get("period")) != _per_seat(e.data.get("period")):
            # "$29/mo" → "$29/user/mo": the same amount now charged for every seat is a price change
            period_o = ("user/" if _per_seat(o.data.get("period")) else "") + period_o
            period_n = ("user/" if _per_seat(e.data.get("period")) else "") + period_n
        # (compared by currency and amount: "$29" → "US$29" or "€29" → "29 €" is the page's formatting)
        ko, kn = [price_id(x) for x in po], [price_id(x) for x in pn]
        if ko != kn or period_o != period_n:
            pairs = [(x, y) for x, y in zip(po, pn) if price_id(x) != price_id(y)]
            if not pairs:
                # same amount, another billing period: show the period on both sides, never "£19 → £19"
                x0 = po[0] if po else o.data.get("price", "")
                y0 = pn[0] if pn else e.data.get("price", "")
                pairs = [(f"{x0}/{period_o}" if x0 and period_o else x0, f"{y0}/{period_n}" if y0 and period_n else y0)]
                b.explained_by(x0, y0)
            if all(price_key(x) == price_key(y) for x, y in pairs):
                pairs = []
        else:
            pairs = []
            if po != pn:
                b.explained_by(*po, *pn)  # (the same prices written another way)
        if pairs:
            # (each price's own currency and period: a plan shown in several currencies, monthly and yearly,
            # has one per price)
            periods = dict(zip(pn, e.data.get("periods") or []))
            for x, y in pairs[:3]:
                b.delta.price_changes.append(PriceChange(
                    plan=name, before=x or None, after=y or None,
                    currency=kr_currency(y or x, e.data.get("currency") or "") or e.data.get("currency") or None,
                    period=periods.get(y) or e.data.get("period") or None))
                b.explained_by(x, y)
            x, y = pairs[0]
            per = periods.get(y) or e.data.get("period")
            b.add("critical", "price_changed", f"{name} price changed {x or '—'} → {y or '—'}"
                  + (f" per {per}" if per and "/" not in (y or "") else ""))
        fo, fn = o.data.get("features") or [], e.data.get("features") or []
        if fo != fn and "features" in o.data and "features" in e.data:  # (absent: not extracted this time)
            # (by their texts with volatile tokens neutralised: a line "… 17 hours ago" → "… 18 hours ago" is the same)
            sfo, sfn = {neutralize(f) for f in fo}, {neutralize(f) for f in fn}
            gained = [f for f in fn if neutralize(f) not in sfo]
            lost = [f for f in fo if neutralize(f) not in sfn]
            _feature_prices(b, name, e, gained, lost)
            if gained or lost:
                b.delta.blocks_added.extend(BlockRef(text=_trim(f"{name}: {f}", b.cfg.max_block_chars)) for f in gained[:10])
                b.delta.blocks_removed.extend(BlockRef(text=_trim(f"{name}: {f}", b.cfg.max_block_chars)) for f in lost[:10])
                b.explained_by(*gained, *lost)
                parts = []
                if len(gained) == 1 and len(lost) == 1:
                    # one line rewritten ("Up to 10,000 subscribers" → "Up to 5,000 subscribers"): quoted, before and after
                    parts.append(f"“{_trim(lost[0], 80)}” → “{_trim(gained[0], 80)}”")
                else:
                    if gained:
                        parts.append(f"+{len(gained)} feature{'s' if len(gained) != 1 else ''}"
                                     + (f": {_names(gained)}" if len(gained) <= 2 else ""))
                    if lost:
                        parts.append(f"−{len(lost)} feature{'s' if len(lost) != 1 else ''}"
                                     + (f": {_names(lost)}" if len(lost) <= 2 else ""))
                b.add("meaningful", "plan_changed", f"{name} plan changed ({'; '.join(parts)})")
    for e in added:
        b.delta.plans_added.append(PlanRef(name=e.data.get("name", ""), price=e.data.get("price") or None))
        b.explained_by(e.data.get("name", ""), *_plan_prices(e), *(e.data.get("features") or []))
    for e in removed:
        b.delta.plans_removed.append(PlanRef(name=e.data.get("name", ""), price=e.data.get("price") or None))
        b.explained_by(e.data.get("name", ""), *_plan_prices(e), *(e.data.get("features") or []))
    if added:
        b.add("major", "plan_added", f"plan added: {_names([e.data.get('name', '') for e in added])}")
    if removed:
        b.add("major", "plan_removed", f"plan removed: {_names([e.data.get('name', '') for e in removed])}")
    for o, e in renamed:
        b.delta.plans_removed.append(PlanRef(name=o.data.get("name", ""), price=o.data.get("price") or None))
        b.delta.plans_added.append(PlanRef(name=e.data.get("name", ""), price=e.data.get("price") or None))
        b.explained_by(o.data.get("name", ""), e.data.get("name", ""))
        b.add("meaningful", "plan_renamed", f"plan “{o.data.get('name', '')}” renamed “{e.data.get('name', '')}”")
        po, pn = _plan_prices(o), _plan_prices(e)
        pairs = [(x, y) for x, y in zip(po, pn) if price_id(x) != price_id(y)]
        for x, y in pairs[:3]:
            b.delta.price_changes.append(PriceChange(plan=e.data.get("name", ""), before=x, after=y,
                                                     currency=kr_currency(y, e.data.get("currency") or "") or e.data.get("currency") or None,
                                                     period=dict(zip(pn, e.data.get("periods") or [])).get(y) or e.data.get("period") or None))
            b.explained_by(x, y)
        if pairs:
            b.add("critical", "price_changed", f"{e.data.get('name', '')} (formerly {o.data.get('name', '')}) price changed {pairs[0][0]} → {pairs[0][1]}")


_AMOUNT_OF = re.compile(r"\d+(?:\.\d+)?")


def _billing_tab_flipped(modified: list[tuple[Entity, Entity]]) -> tuple[str, str] | None:
    """("monthly", "annually") when every plan whose prices changed went from prices without a billing note
    to prices "billed annually" (or back), each cheaper (or dearer) by a yearly discount (up to half): a page
    that renders only its default billing tab and flipped that default. None otherwise."""
    if not modified:
        return None
    ways = set()
    for o, e in modified:
        po, pn = _plan_prices(o), _plan_prices(e)
        ao, an = o.data.get("billing") == "annual", e.data.get("billing") == "annual"
        if ao == an or len(po) != len(pn) or not po or _canonical_period(o.data.get("period")) != _canonical_period(e.data.get("period")):
            return None
        for x, y in zip(po, pn):
            if price_currency(x) != price_currency(y):
                return None
            fx, fy = (_AMOUNT_OF.findall(price_key(z)) for z in (x, y))
            if not fx or not fy:
                return None
            r = float(fy[0]) / float(fx[0]) if float(fx[0]) else (1.0 if float(fy[0]) == 0 else 0.0)
            if (an and not 0.5 <= r <= 1.0) or (ao and not 1.0 <= r <= 2.0):
                return None
        ways.add(an)
    if len(ways) != 1:
        return None
    return ("monthly", "annually") if ways.pop() else ("annually", "monthly")


def _same_amounts(modified: list[tuple[Entity, Entity]]) -> bool:
    return all(_AMOUNT_OF.findall(price_key(x)) == _AMOUNT_OF.findall(price_key(y))
               for o, e in modified for x, y in zip(_plan_prices(o), _plan_prices(e)))


def _currency_relabelled(modified: list[tuple[Entity, Entity]], *, every_plan: bool = False) -> tuple[str, str] | None:
    """(old, new) currency when every plan whose prices changed shows the very same amounts in one other
    currency ("$29" → "€29" on every plan): a page served for another region or language (a CDN edge,
    geolocation, Accept-Language), not a re-pricing: nobody re-prices each plan at the same numbers in
    another currency. None otherwise (one amount moved, or the currencies are mixed)."""
    pairs: list[tuple[str, str]] = []
    for o, e in modified:
        po, pn = _plan_prices(o), _plan_prices(e)
        if [price_id(x) for x in po] == [price_id(y) for y in pn]:
            continue
        if len(po) != len(pn):
            return None
        pairs.extend(zip(po, pn))
    changed = [(x, y) for x, y in pairs if price_id(x) != price_id(y)]
    if not changed:
        return None
    currencies = set()
    ratios: list[float] = []
    same_numbers = True
    for x, y in changed:
        ax, ay = _AMOUNT_OF.findall(price_key(x)), _AMOUNT_OF.findall(price_key(y))
        cx, cy = price_currency(x), price_currency(y)
        if not cx or not cy or cx == cy or not ax or not ay:
            return None
        if ax != ay:
            same_numbers = False
            fx, fy = float(ax[0]), float(ay[0])
            if (fx == 0) != (fy == 0):
                return None
            if fx:
                ratios.append(fy / fx)
        currencies.add((cx, cy))
    if len(currencies) != 1:
        return None
    if not same_numbers:
        # the amounts converted: every price of every plan moved from one currency to one other at about
        # one rate (a region's price list: "$10 / $20" → "9 € / 18 €", "₹499 / ₹999"), no price left in the
        # old currency (`every_plan`: each plan of the page is among the changed ones). A re-pricing moves
        # some amounts and not others; one in another currency would move the rate between plans too.
        if not every_plan or len(changed) != len(pairs) or len(ratios) < 2 or max(ratios) > 1.3 * min(ratios):
            return None
    return next(iter(currencies))


def _feature_prices(b: _Builder, name: str, plan: Entity, gained: list[str], lost: list[str]) -> None:
    """A plan's feature line whose only change is a price ("then $0.40 per 1,000 requests" → "$0.50",
    "Extra seats €8 each" → "€10") is a price change of the plan (usage and add-on prices): reported
    as one and taken out of `gained` / `lost` (in place)."""
    for g in [f for f in gained if PRICE_RE.search(f)]:
        shape = PRICE_RE.sub("¤", g)
        old = next((f for f in lost if PRICE_RE.sub("¤", f) == shape), None)
        if old is None:
            continue
        gained.remove(g)
        lost.remove(old)
        b.explained_by(g, old)
        pairs = [(x, y) for x, y in zip(price_tokens(old), price_tokens(g)) if price_key(x) != price_key(y)]
        for x, y in pairs[:3]:
            b.delta.price_changes.append(PriceChange(plan=name, before=x, after=y, currency=price_currency(y) or None,
                                                     period=price_period(g) or None))
            b.explained_by(x, y)
        if pairs:
            x, y = pairs[0]
            b.add("critical", "price_changed", f"{name} price changed {x} → {y} (“{_trim(g, 60)}”)")


def _iso_day(value: str) -> str:
    """A published date as shown on a page ("December 1, 2026", "1. Dezember 2026") as an ISO day
    ("2026-12-01"); ISO values and RFC 822 feed dates as they are; other text unchanged."""
    v = (value or "").strip()
    if not v or (len(v) >= 10 and v[:4].isdigit() and v[4] == "-"):
        return v
    from .diff import _day

    return _day(v) or v


#: a changelog entry's title that is its version alone ("v2.14.0", "Version 3.1", "2.14.0-beta.1", "バージョン 2.14"):
#: it says nothing of what the release brings
_BARE_VERSION = re.compile(r"^\W*(?:v|ver\.?|version|release|versi[oó]n[e]?|versão|wersja|verze|versio|sürüm|версия|версія|"
                           r"バージョン|版本|버전)?\s*\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?\W*$", re.I)


def _version_or_date_only(title: str) -> bool:
    """A changelog entry's title that is its version or its date alone ("v2.14.0", "2026年12月7日", "7 декабря 2026 г.")."""
    if _BARE_VERSION.match(title):
        return True
    m = _find_date(title)
    return m is not None and len(title.strip()) - (m.end() - m.start()) <= 4


def _first_note(blocks: list[Block], title: str) -> str:
    """The first line of a changelog entry under its heading `title` (its date line, reaction counts and other short
    lines passed over; none when the next heading comes first)."""
    t = title.strip()
    for i, bl in enumerate(blocks):
        if bl.text.strip() != t:
            continue
        for nb in blocks[i + 1:i + 8]:
            if nb.tag in ("h1", "h2", "h3") and nb.text.strip() != t:
                return ""
            txt = nb.text.strip()
            if len(txt) < 6 or not re.search(r"[^\W\d_]{2}", txt):
                continue
            m = _find_date(txt)
            if m is not None and len(txt) - (m.end() - m.start()) < 6:
                continue
            return txt
        return ""
    return ""


def _items(b: _Builder, d: EntityDiff, kind: str) -> None:
    cfg = b.cfg
    page = d.type == "page"
    noun = "page" if page else ("entry" if b.surface == "changelog" else "post")
    if d.added:
        b.delta.items_added = [ItemRef(title=e.data.get("title") or e.data.get("url") or e.key,
                                       url=e.data.get("url") or None,
                                       published_at=_iso_day(e.data.get("published_at") or e.data.get("lastmod") or "") or None)
                               for e in d.added[: cfg.max_delta_items]]
        titles = [e.data.get("title") or e.data.get("url") or e.key for e in d.added]
        b.explained_by(*titles)
        if not page:
            b.posts_added.update(t.strip().lower() for t in titles if len(t.strip()) >= 3)
        sig = "meaningful"
        if not page and any(b.major_post.search(t) for t in titles):
            sig = "major"
        n = len(d.added)
        if page:
            b.add(sig, "pages_added", f"{n} {_plural(noun, n)} added to the sitemap: {_names(titles)}")
        else:
            note = _first_note(b.new_blocks, titles[0]) if b.surface == "changelog" and _version_or_date_only(titles[0]) else ""
            b.add(sig, "post_published", f"{n} new {_plural(noun, n)}: {_names(titles)}" + (f" — “{_trim(note, 90)}”" if note else ""))
        b.published.extend(_iso_day(e.data.get("published_at", "")) for e in d.added if e.data.get("published_at"))
    if d.removed:
        b.delta.items_removed = [ItemRef(title=e.data.get("title") or e.data.get("url") or e.key,
                                         url=e.data.get("url") or None,
                                         published_at=e.data.get("published_at") or None)
                                 for e in d.removed[: cfg.max_delta_items]]
        titles = [e.data.get("title") or e.data.get("url") or e.key for e in d.removed]
        b.explained_by(*titles)
        if not page:
            b.posts_removed.update(t.strip().lower() for t in titles if len(t.strip()) >= 3)
        n = len(d.removed)
        b.add("meaningful", "pages_removed" if page else "post_removed",
              f"{n} {_plural(noun, n)} removed: {_names(titles)}")
    if d.modified:
        if page:
            b.add("minor", "pages_updated", f"{len(d.modified)} sitemap page(s) updated (lastmod)")
        else:
            retitled = [(o, e) for o, e in d.modified if o.data.get("title", "") != e.data.get("title", "")]
            # a feed item whose own text was edited (both versions carry it: a state stored before items
            # had their text says nothing about it)
            edited = [(o, e) for o, e in d.modified if (o, e) not in retitled and o.data.get("text") and e.data.get("text")
                      and o.data["text"] != e.data["text"]]
            for o, e in retitled:
                b.delta.fields_changed.append(FieldChange(field="title", before=o.data.get("title"), after=e.data.get("title")))
                b.explained_by(o.data.get("title", ""), e.data.get("title", ""))
            for o, e in edited:
                before, after = _edit_excerpt(o.data["text"], e.data["text"])
                b.delta.fields_changed.append(FieldChange(field=f"{noun} “{e.data.get('title', '')}” text", before=before, after=after))
            if retitled:
                b.add("minor", "post_updated", f"{len(retitled)} {noun}(s) retitled: "
                      + _names([e.data.get("title", "") for _, e in retitled]))
            if edited:
                b.add("minor", "post_updated", f"{len(edited)} {noun}(s) edited: {_names([e.data.get('title', '') for _, e in edited])}")


def _quote(c: BlockChange, lead: int = 30, room: int = 80) -> str:
    """What a summary quotes of a changed block: its text now; a block rewritten past its first words from `lead`
    characters before the first word that changed ("…employs 120 people and charges $35/month…": the words that
    changed, not the paragraph's first ones, which did not). `room`: the characters the summary quotes."""
    after = c.after.text  # type: ignore[union-attr]
    if c.op != "modified" or c.before is None:
        return after
    before = c.before.text
    head, n = 0, min(len(before), len(after))
    while head < n and before[head] == after[head]:
        head += 1
    tail = 0
    while tail < n - head and before[-1 - tail] == after[-1 - tail]:
        tail += 1
    end = len(after) - tail  # (where the words that changed end)
    if head <= lead + 20 and end <= room - 1:
        return after
    # (less of what came before when the whole edit would not fit in the summary's quote otherwise: "…4,000 companies.
    # We opened our first office outside Germany, in Vienna." ends on the new word, not on "in…")
    fit = room - 2 - (end - head)
    if fit >= lead:
        start = after.rfind(" ", 0, head - lead) + 1
    else:
        # (the first word boundary after the room left: the edit's last word inside the quote)
        at = max(0, head - max(8, fit))
        sp = after.find(" ", at, head)
        start = sp + 1 if sp >= 0 else at
    return ("…" if start else "") + after[start:]


def _edit_excerpt(before: str, after: str, room: int = 240) -> tuple[str, str]:
    """The differing middle of two texts (common head and tail cut, with a little context kept)."""
    head = 0
    n = min(len(before), len(after))
    while head < n and before[head] == after[head]:
        head += 1
    tail = 0
    while tail < n - head and before[-1 - tail] == after[-1 - tail]:
        tail += 1
    start = max(0, before.rfind(" ", 0, max(0, head - 40)) + 1) if head > 60 else 0
    b_end, a_end = len(before) - tail, len(after) - tail
    def cut(t: str, end: int) -> str:
        end = min(len(t), end + 40) if tail > 60 else len(t)
        piece = t[start:end]
        if len(piece) > room:
            piece = piece[:room].rstrip() + "…"
        return ("…" if start else "") + piece + ("…" if end < len(t) and not piece.endswith("…") else "")
    return cut(before, b_end), cut(after, a_end)


def _people(b: _Builder, d: EntityDiff) -> None:
    def is_exec(e: Entity) -> bool:
        return bool(EXEC_ROLE.search(e.data.get("role", "")))

    for e in d.added + d.removed:
        b.explained_by(e.data.get("name", ""), e.data.get("role", ""))
    if d.added:
        names = [f"{e.data.get('name', '')}" + (f" ({e.data['role']})" if e.data.get("role") else "") for e in d.added]
        b.delta.blocks_added.extend(BlockRef(text=n) for n in names[: b.cfg.max_delta_items])
        b.people_added.update(e.data.get("name", "").strip().lower() for e in d.added if len(e.data.get("name", "").strip()) >= 3)
        b.add("major" if any(map(is_exec, d.added)) else "meaningful", "people_added", f"joined: {_names(names)}")
    if d.removed:
        names = [f"{e.data.get('name', '')}" + (f" ({e.data['role']})" if e.data.get("role") else "") for e in d.removed]
        b.delta.blocks_removed.extend(BlockRef(text=n) for n in names[: b.cfg.max_delta_items])
        b.people_removed.update(e.data.get("name", "").strip().lower() for e in d.removed
                                if len(e.data.get("name", "").strip()) >= 3)
        b.add("major" if any(map(is_exec, d.removed)) else "meaningful", "people_removed", f"left: {_names(names)}")
    for o, e in d.renamed:
        # one person whose name is written otherwise (a middle initial, a second surname): a visible edit
        b.delta.fields_changed.append(FieldChange(field=f"{e.data.get('name', '')} name", before=o.data.get("name"),
                                                  after=e.data.get("name")))
        b.explained_by(o.data.get("name", ""), e.data.get("name", ""))
        b.add("minor", "content_changed", f"name written otherwise: {o.data.get('name', '')} → {e.data.get('name', '')}")
    if d.modified:
        for o, e in d.modified:
            b.delta.fields_changed.append(FieldChange(field=f"{e.data.get('name', '')} role", before=o.data.get("role"),
                                                      after=e.data.get("role")))
            b.explained_by(e.data.get("name", ""), o.data.get("role", ""), e.data.get("role", ""))
        real = [(o, e) for o, e in d.modified if _role_words(o.data.get("role", "")) != _role_words(e.data.get("role", ""))]
        if real:
            sig = "major" if any(is_exec(o) or is_exec(e) for o, e in real) else "meaningful"
            summary = f"{len(real)} role change(s): {_names([e.data.get('name', '') for _, e in real])}"
            if len(real) <= 2:
                # (a few: each with the role it moved from and to, as a job update says what moved)
                summary = f"{len(real)} role change(s): " + "; ".join(
                    f"“{_trim(e.data.get('name', ''), 60)}” ({_trim(o.data.get('role') or '—', 60)} → "
                    f"{_trim(e.data.get('role') or '—', 60)})" for o, e in real)
            b.add(sig, "role_changed", summary)
        else:
            # "Chief Executive Officer" → "CEO", "CEO & Co-founder" → "Co-founder and CEO": the same role written otherwise
            b.add("minor", "content_changed", f"role written otherwise: {_names([e.data.get('name', '') for _, e in d.modified])}")


_ROLE_ABBR = {"ceo": "chief executive officer", "cto": "chief technology officer", "cfo": "chief financial officer",
              "coo": "chief operating officer", "cmo": "chief marketing officer", "cpo": "chief product officer",
              "cro": "chief revenue officer", "ciso": "chief information security officer", "cio": "chief information officer",
              "cso": "chief strategy officer", "chro": "chief human resources officer", "vp": "vice president",
              "svp": "senior vice president", "evp": "executive vice president", "md": "managing director",
              "sr": "senior", "jr": "junior", "mgr": "manager", "eng": "engineering", "cofounder": "co founder",
              "and": "", "of": "", "the": "", "&": ""}


def _role_words(role: str) -> list[str]:
    """A role's words with C-level and VP abbreviations written out, in no order ("CEO & Co-founder" and
    "Co-founder and Chief Executive Officer" are one role)."""
    out: list[str] = []
    for w in re.findall(r"[^\W_]+|&", role.lower().replace("co-founder", "cofounder")):
        out.extend(_ROLE_ABBR.get(w, w).split())
    return sorted(out)


_PERIODS = {
    "mo": "month", "mon": "month", "month": "month", "monthly": "month", "m": "month", "mes": "month", "monat": "month",
    "mois": "month", "yr": "year", "year": "year", "yearly": "year", "annual": "year", "annually": "year", "y": "year",
    "jahr": "year", "an": "year", "año": "year", "wk": "week", "week": "week", "weekly": "week", "day": "day",
    "daily": "day", "once": "one-time", "one-time": "one-time", "lifetime": "one-time",
}


_SEAT = re.compile(r"\b(?:user|seat|member|editor|agent|nutzer|benutzer|utilisateur|usuario)s?\b", re.I)


def _per_seat(period: object) -> bool:
    """Whether a billing period is charged per seat ("user/month", "per seat / mo")."""
    return bool(period) and _SEAT.search(str(period)) is not None


def _canonical_period(period: object) -> str:
    """'per month', '/mo', 'Monthly' → 'month'; unknown wordings are kept (lower-cased)."""
    if not period:
        return ""
    p = str(period).strip().lower().lstrip("/").removeprefix("per ").removeprefix("a ").strip(" .")
    p = p.replace("user/", "").replace("seat/", "").strip()
    return _PERIODS.get(p, p)


def _products(b: _Builder, d: EntityDiff) -> None:
    # a product at its own page's URL under another name ("Kitepay Expenses" → "Kitepay Spend") is renamed, not one
    # product dropped and another launched
    by_url = {e.data["url"]: e for e in d.removed if e.data.get("url")}
    renamed = [(by_url[e.data["url"]], e) for e in d.added if e.data.get("url") in by_url
               and sum(1 for x in d.added if x.data.get("url") == e.data["url"]) == 1]
    if renamed:
        gone = {id(o) for o, _ in renamed} | {id(e) for _, e in renamed}
        d = replace(d, added=[e for e in d.added if id(e) not in gone], removed=[e for e in d.removed if id(e) not in gone],
                    modified=list(d.modified))
        for o, e in renamed:
            b.explained_by(o.data.get("name", ""), e.data.get("name", ""), o.data.get("description", ""),
                           e.data.get("description", ""))
            b.delta.fields_changed.append(FieldChange(field=f"product “{e.data.get('name', '')}” name",
                                                      before=o.data.get("name") or None, after=e.data.get("name") or None))
            b.add("meaningful", "product_changed", f"product renamed: “{o.data.get('name', '')}” → “{e.data.get('name', '')}”")
            if o.data.get("price") != e.data.get("price"):
                d.modified.append((o, e))
    for e in d.added + d.removed:
        b.explained_by(e.data.get("name", ""), e.data.get("description", ""))
    if d.added:
        b.delta.items_added.extend(ItemRef(title=e.data.get("name", ""), url=e.data.get("url") or None) for e in d.added)
        b.add("meaningful", "product_added", f"product added: {_names([e.data.get('name', '') for e in d.added])}")
    if d.removed:
        b.delta.items_removed.extend(ItemRef(title=e.data.get("name", ""), url=e.data.get("url") or None) for e in d.removed)
        b.add("meaningful", "product_removed", f"product removed: {_names([e.data.get('name', '') for e in d.removed])}")
    for o, e in d.modified:
        b.explained_by(e.data.get("name", ""), o.data.get("description", ""), e.data.get("description", ""),
                       o.data.get("price", ""), e.data.get("price", ""))
        po, pn = o.data.get("price") or "", e.data.get("price") or ""
        if (price_id(po) if po else "") != (price_id(pn) if pn else ""):
            b.delta.price_changes.append(PriceChange(plan=e.data.get("name", ""), before=o.data.get("price"),
                                                     after=e.data.get("price"),
                                                     currency=price_currency(e.data.get("price") or o.data.get("price") or "")
                                                     or None))
            b.explained_by(o.data.get("price", ""), e.data.get("price", ""))
            b.add("major", "price_changed", f"{e.data.get('name', '')} price changed {o.data.get('price') or '—'} → {e.data.get('price') or '—'}")
        elif any(o.data.get(k) != e.data.get(k) for k in ("name", "description", "url")) or po == pn:
            b.add("meaningful", "product_changed", f"product “{e.data.get('name', '')}” changed")
        else:
            # (the same price written another way, "£89.00" → "£89": a visible edit, no change of the product)
            b.add("minor", "product_changed", f"product “{e.data.get('name', '')}” price shown as {pn} (was {po})")


def _locations(b: _Builder, d: EntityDiff) -> None:
    for e in d.added + d.removed:
        b.explained_by(e.data.get("address", ""), e.data.get("name", ""))
    if d.added:
        b.delta.blocks_added.extend(BlockRef(text=e.data.get("address", "")) for e in d.added)
        b.add("meaningful", "location_added", f"location added: {_names([e.data.get('address', '') for e in d.added])}")
    if d.removed:
        b.delta.blocks_removed.extend(BlockRef(text=e.data.get("address", "")) for e in d.removed)
        b.add("meaningful", "location_removed", f"location removed: {_names([e.data.get('address', '') for e in d.removed])}")


#: an incident's status says it is over; a word only where one starts ("disclosed", "auslöst" — triggers — are not)
_RESOLVED = re.compile(r"(?<!\w)(?:resolved|completed|postmortem|closed|recovered|fixed|behoben|gelöst|abgeschlossen|résolu|terminé|"
                       r"resuelto|completado|löst|opgelost|rozwiązan|resolvido|risolto|naprawiono|åtgärdad|åtgärdat|løst|afhjulpet|"
                       r"ratkaistu|korjattu|çözüldü|решено|устранено|вирішено|усунено|vyřešeno|terselesaikan|"
                       r"đã\s+khắc\s+phục|đã\s+giải\s+quyết)"
                       r"|解決済み|復旧済み|完了|已解决|已恢复|已解決|已恢復|해결됨|복구됨|تم\s+الحل|נפתר", re.I)
_OUTAGE = re.compile(r"major\s+outage|full\s+outage|\boutage\b|\bdown\b|\bdowntime\b|ausfall|störung|\bpanne\b|interrupción|停止|障害"
                     r"|awaria|avbrott|storing|interrupção|interruzione|disservizio|indisponível|中断|장애|중단|ขัดข้อง"
                     r"|сбой|збій|výpadek|kesinti|gián\s+đoạn|gangguan|中斷|انقطاع|השבתה", re.I)
_PARTIAL = re.compile(r"partial\s+outage|degraded|disrupt|performance\s+issues|leistungsprobleme|eingeschränkt|teilweise|"
                      r"dégradée?s?|partielle|degradado|parcial|パフォーマンス低下|部分的"
                      r"|obniżona|częściowa|försämrad|delvis|verminderde|gedeeltelijke|ridotte|degradate|parziale|性能下降|部分|성능\s*저하|부분"
                      r"|ประสิทธิภาพลดลง|บางส่วน"
                      r"|снижение|частичн|зниження|частков|snížený|částečný|düşüşü|kısmi|hiệu\s+suất\s+giảm|một\s+phần|menurun|sebagian"
                      r"|效能降低|منخفض|جزئي|ירודים|חלקית",
                      re.I)


#: the status of maintenance announced ahead ("Scheduled", "Geplant", "Planifiée", "Programado")
_SCHEDULED = re.compile(r"^\s*(?:scheduled|upcoming|geplant|planifiée?|programado)\b|^\s*予定", re.I)


def _incidents(b: _Builder, d: EntityDiff, unresolved_only: bool) -> None:
    def ref(e: Entity, status: str | None = None) -> IncidentRef:
        return IncidentRef(name=e.data.get("name", ""), status=status or e.data.get("status") or None,
                           impact=e.data.get("impact") or None)

    for e in d.added + d.removed + [x for pair in d.modified for x in pair]:
        # the updates posted under an incident come and go with it
        b.explained_by(*(e.data.get("updates") or []))
    # an incident moved from the active list (keyed by its link) to the history (keyed by its name, or by
    # another link) is one incident, not one resolved and another reported
    gone = {norm_key(e.data.get("name", "")): e for e in d.removed}
    moved = [(gone[k], e) for e in d.added if (k := norm_key(e.data.get("name", ""))) in gone]
    if moved:
        d = replace(d, added=[e for e in d.added if all(e is not n for _, n in moved)],
                    removed=[e for e in d.removed if all(e is not o for o, _ in moved)], modified=list(d.modified) + moved)
    for e in d.added:
        b.explained_by(e.data.get("name", ""))
        b.delta.incidents.append(ref(e))
        status = e.data.get("status", "")
        impact = (e.data.get("impact") or "").lower()
        if _RESOLVED.search(status):
            b.add("meaningful", "incident_resolved", f"incident resolved: {e.data.get('name', '')}")
        elif impact == "maintenance" or ("maintenance" in e.data.get("name", "").lower() or _SCHEDULED.match(status)) \
                and impact in ("", "none"):
            b.add("meaningful", "maintenance_scheduled", f"maintenance: {e.data.get('name', '')}")
        else:
            sig = "critical" if impact in ("major", "critical", "major outage") else "major"
            b.add(sig, "incident_opened", f"incident opened: {e.data.get('name', '')}"
                  + (f" ({impact} impact)" if impact else ""))
        if e.data.get("started_at"):
            b.published.append(e.data["started_at"])
    for o, e in d.modified:
        b.explained_by(e.data.get("name", ""), o.data.get("status", ""), e.data.get("status", ""))
        if "window" not in o.data and e.data.get("window") and all(
                o.data.get(k) == e.data.get(k) for k in ("name", "status", "impact", "updates")):
            # a snapshot taken before maintenance windows were read (no "window" in it) beside one that has it: the
            # maintenance as it was, not rescheduled
            b.explained_by(e.data["window"])
            continue
        b.delta.incidents.append(ref(e))
        if _RESOLVED.search(e.data.get("status", "")) and not _RESOLVED.search(o.data.get("status", "")):
            b.add("meaningful", "incident_resolved", f"incident resolved: {e.data.get('name', '')}")
        else:
            imp_o, imp_n = (o.data.get("impact") or "").lower(), (e.data.get("impact") or "").lower()
            escalated = imp_n in ("major", "critical", "major outage") and imp_o not in ("major", "critical", "major outage")
            st_o, st_n = o.data.get("status") or "—", e.data.get("status") or "—"
            if st_o != st_n:
                what = f"{st_o} → {st_n}"
            elif imp_o != imp_n:
                what = f"impact {imp_o or '—'} → {imp_n or '—'}"
            elif (o.data.get("window") or "") != (e.data.get("window") or ""):
                what = f"rescheduled to {e.data.get('window') or '—'} (was {o.data.get('window') or '—'})"
                b.explained_by(o.data.get("window", ""), e.data.get("window", ""))
            else:
                # (the same status: an update posted under it, or its postmortem)
                ups = e.data.get("updates") or []
                new_ups = [u for u in ups if u not in (o.data.get("updates") or [])]
                what = (f"{st_n}, postmortem published" if any(u.startswith("Postmortem: ") for u in new_ups)
                        else f"{st_n}, update posted" + (f" (“{_trim(new_ups[0], 80)}”)" if new_ups else ""))
            b.add("critical" if escalated else "meaningful", "incident_updated",
                  f"incident {e.data.get('name', '')}: {what}")
    for e in d.removed:
        b.explained_by(e.data.get("name", ""))
        if unresolved_only or not _RESOLVED.search(e.data.get("status", "")):
            b.delta.incidents.append(ref(e, "resolved"))
            b.add("meaningful", "incident_resolved", f"incident resolved: {e.data.get('name', '')}")


def _components(b: _Builder, d: EntityDiff) -> None:
    for o, e in d.modified:
        before, after = o.data.get("status", ""), e.data.get("status", "")
        name = e.data.get("name", "")
        b.explained_by(name, before, after)
        b.delta.fields_changed.append(FieldChange(field=f"component {name}", before=before, after=after))
        if _OUTAGE.search(after) and not _PARTIAL.search(after):
            sig, kind = "critical", "component_outage"
        elif _PARTIAL.search(after):
            sig, kind = "major", "component_degraded"
        elif "maint" in after.lower():
            sig, kind = "meaningful", "component_maintenance"
        else:
            sig, kind = "meaningful", "component_recovered"
        b.add(sig, kind, f"{name}: {before} → {after}")
    for e in d.added:
        b.explained_by(e.data.get("name", ""))
        b.delta.fields_changed.append(FieldChange(field=f"component {e.data.get('name', '')}", before=None, after=e.data.get("status")))
        b.add("minor", "component_added", f"component added: {e.data.get('name', '')}")
    for e in d.removed:
        b.explained_by(e.data.get("name", ""))
        b.delta.fields_changed.append(FieldChange(field=f"component {e.data.get('name', '')}", before=e.data.get("status"), after=None))
        b.add("minor", "component_removed", f"component removed: {e.data.get('name', '')}")


#: a response's count of results, outside any listed item: '$.totalNoticeCount', '$.meta.total', '$.meta.record-count',
#: '$.hits.total.value', '$.totalFound', '$.numFound'
_TOTAL_FIELD = re.compile(r"^\$(?:\.(?:meta|pagination|paging|page|hits|response|result|data))?\."
                          r"(?:total(?:[-_]?(?:count|found|results?|records?|hits|items|entries|size))?|total\w*Count|"
                          r"record[-_]?count|result[-_]?count|num[-_]?found|count)(?:\.value)?$", re.I)


def _is_count(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _fields(b: _Builder, ops: list[FieldOp], total_fields: int, surface: str) -> None:
    if not ops:
        return
    for op in ops[: b.cfg.max_delta_items]:
        b.delta.fields_changed.append(FieldChange(field=op.path, before=op.before, after=op.after))
    indicator = [op for op in ops if op.path == "status.indicator"]
    if indicator:
        after = str(indicator[0].after or "").lower()
        sig = {"critical": "critical", "major": "critical", "minor": "major"}.get(after, "meaningful")
        desc = next((op.after for op in ops if op.path == "status.description"), after)
        b.add(sig, "status_changed", f"status: {indicator[0].before} → {desc}")
        ops = [op for op in ops if not op.path.startswith("status.")]
        if not ops:
            return
    if all(_TOTAL_FIELD.search(op.path) and op.op == "replace" and _is_count(op.before) and _is_count(op.after)
           for op in ops):
        # a search response's result count alone (TED's totalNoticeCount, Greenhouse's meta.total, SmartRecruiters'
        # totalFound): matches beyond the page returned, none of them shown; the page itself is unchanged
        b.add("minor", "fields_changed", "result count: " + ", ".join(f"{op.before} → {op.after}" for op in ops[:3]))
        return
    ratio = len(ops) / max(1, total_fields)
    sig = "major" if ratio >= b.cfg.fields_major_ratio and len(ops) >= 3 else "meaningful"
    # (an element added to or removed from a list is named by its own name: "$[id=18000005] (“v2.15.0”)")
    paths = [op.path + (f" (“{_trim(n, 60)}”)" if (n := _element_name(op.after if op.before is None else op.before
                                                                        if op.after is None else None)) else "")
             for op in ops]
    b.add(sig, "fields_changed", f"{len(ops)} field{'s' if len(ops) != 1 else ''} changed: {', '.join(paths[:3])}"
          + (f" and {len(paths) - 3} more" if len(paths) > 3 else ""))


# ---------------------------------------------------------------------------------------------
# text


def _element_name(v: object) -> str:
    """A JSON list element's own name (its name, title, tag or label), "" when it has none."""
    if not isinstance(v, dict):
        return ""
    for k in ("name", "title", "tag_name", "label", "headline"):
        if isinstance(v.get(k), str) and v[k].strip():
            return " ".join(v[k].split())
    return ""


_SHORT_PRICE = re.compile(r"[$€£¥₹]\d")
_SYMBOL_GAP = re.compile(r"([$€£¥₹])\s+(?=\d)")


def _is_explained(block: Block, explain: set[str]) -> bool:
    low = _SYMBOL_GAP.sub(r"\1", block.text.lower())
    for t in explain:
        if t in low and len(low) <= len(t) * 3 + 80:
            if len(t) == 2 and not re.search(re.escape(t) + r"(?![\d.,])", low):
                continue  # "$8" is not "$80"
            return True
    return False


_HEADING = {"h1", "h2", "h3"}
_DIGITS = re.compile(r"\d")


def _price_moves(changes: list[BlockChange]) -> list[tuple[str, str, Block]]:
    """(before, after, block) for prices that changed inside modified blocks."""
    out = []
    for c in changes:
        if c.op != "modified" or c.before is None or c.after is None:
            continue
        pb, pa = price_tokens(c.before.text), price_tokens(c.after.text)
        if pb != pa and (pb or pa):
            # compared by amount ("$49" → "$49.00" is no move), reported as shown
            # (and currency: "€29" → "29 €" is no move either)
            shown = {price_id(t): t for t in pb}
            shown_after = {price_id(t): t for t in pa}
            cb, ca = Counter(map(price_id, pb)), Counter(map(price_id, pa))
            gone = [shown[k] for k in (cb - ca).elements()]
            new = [shown_after[k] for k in (ca - cb).elements()]
            for x, y in zip(gone or [""], new or [""]):
                if x or y:
                    out.append((x, y, c.after))
    return out


#: surfaces whose quotations are content, not rotating testimonials
_QUOTE_SURFACES = frozenset({"legal", "docs", "blog", "newsroom", "changelog", "investors", "feed", "record_source"})


def _testimonial_swap(changes: list[BlockChange], surface: str) -> list[BlockChange]:
    """On marketing surfaces a quotation replaced by another quotation is a rotating testimonial."""
    if surface in _QUOTE_SURFACES:
        return changes

    def quoted(blk: Block | None) -> bool:
        return blk is not None and (blk.tag in ("blockquote", "figcaption") or "blockquote" in blk.path or "figcaption" in blk.path)

    removed = [c for c in changes if c.op == "removed" and quoted(c.before)]
    added = [c for c in changes if c.op == "added" and quoted(c.after)]
    swapped = [c for c in changes if c.op == "modified" and quoted(c.before) and quoted(c.after)]
    if not (removed and added) and not swapped:
        return changes
    drop = {id(c) for c in swapped}
    if removed and added:
        drop |= {id(c) for c in removed + added}
    return [c for c in changes if id(c) not in drop]


def _only_reported_prices(c: BlockChange, reported: set[tuple[str, str]]) -> bool:
    """A modified block whose only difference is prices the typed plans already reported ("£0 per month"
    → "£5 per month": too short for the explained-text test, and no second price change)."""
    if c.op != "modified" or c.before is None or c.after is None:
        return False
    moves = _price_moves([c])
    return bool(moves) and all((x, y) in reported for x, y, _blk in moves) and \
        PRICE_RE.sub("", c.before.text) == PRICE_RE.sub("", c.after.text)


_INT = re.compile(r"\d+")


def _list_counter(c: BlockChange, counts: set[tuple[str, str]], growth: frozenset[int] | set[int] = frozenset()) -> bool:
    """A short block whose only change is a list's size that the typed changes already report ("4 jobs"
    → "5 jobs", "Open positions (12)" → "(13)"), or a total that grew or shrank by as many items as the
    typed lists did ("Results 1 – 20 of 57" → "of 58": one job added to page 1 of a longer list)."""
    if c.op != "modified" or c.before is None or c.after is None or len(c.after.text) > 60:
        return False
    nb, na = _INT.findall(c.before.text), _INT.findall(c.after.text)
    if len(nb) != len(na) or not nb or _INT.sub("#", c.before.text) != _INT.sub("#", c.after.text):
        return False
    if len(nb) == 1 and (nb[0], na[0]) in counts:
        return True
    moved = [(x, y) for x, y in zip(nb, na) if x != y]
    return len(moved) == 1 and int(moved[0][1]) - int(moved[0][0]) in growth and PRICE_RE.search(c.after.text) is None


_PLACEHOLDERS_ONLY = re.compile(r"^(?:\s*<[a-z_]+>[\s.,:;·|/()-]*)+$")


def _text(b: _Builder, bd: BlockDiff, new_blocks: list[Block], old_blocks: list[Block], has_typed: bool) -> None:
    cfg = b.cfg
    reported = {(p.before or "", p.after or "") for p in b.delta.price_changes}
    changes = [c for c in bd.changes if not _is_explained(c.after or c.before, b.explain)  # type: ignore[arg-type]
               and not (reported and _only_reported_prices(c, reported))]
    changes = _testimonial_swap(changes, b.surface)
    if b.counts or b.growth:
        changes = [c for c in changes if not _list_counter(c, b.counts, b.growth)]
    slot_ids: set[int] = set()
    if b.listed:
        # a featured slot now showing another post of the list: both sides are titles listed unchanged
        # (the slot card's short lines, "Hamburg · Data", go with its title: _card_fragments)
        slot_ids = {id(c) for c in changes if all(blk.text.strip().lower() in b.listed
                                                  for blk in (c.before, c.after) if blk is not None)}
        changes = [c for c in changes if id(c) not in slot_ids]
    changes = [c for c in changes if not _badge_only(c) and not _build_stamp(c) and not _list_reordered(c)
               and not _restamped(c) and not _stamp_line(c)]
    changes = _closed_postings_taken_down(b, bd, changes)
    changes = _repeated_lines(changes, old_blocks, new_blocks)
    if b.surface == "legal":
        archived = [c for c in changes if _archive_link(c)]
        if archived:
            changes = [c for c in changes if not _archive_link(c)]
            b.delta.blocks_added.extend(BlockRef(text=_trim(c.after.text, b.cfg.max_block_chars)) for c in archived[:3])  # type: ignore[union-attr]
            b.add("minor", "policy_changed", "a previous version of the policy linked from its archive")
    if b.delta.plans_added or b.delta.plans_removed:
        # a comparison table's rows gain (or lose) the new (or dropped) plan's column: told by the plan change
        n = len(b.delta.plans_added) + len(b.delta.plans_removed)
        changes = [c for c in changes if not _column_only(c, n)]
    if (has_typed or b.explain or slot_ids) and changes:
        # short fragments next to explained cards (a location, "Full-time", "Apply") belong to them
        explained_ids = {id(c) for c in bd.changes} - {id(c) for c in changes}
        near_ids = _card_fragments(bd.changes, explained_ids, slot=slot_ids, new_blocks=new_blocks,
                                   old_blocks=old_blocks)
        if b.posts_added:
            near_ids |= _post_bodies(bd.changes, explained_ids, b.posts_added, new_blocks)
        if b.posts_removed:
            # (a release taken down from a newsroom: its abstract under its title goes with it)
            near_ids |= _post_bodies(bd.changes, explained_ids, b.posts_removed, old_blocks, "removed")
        if b.people_added:
            # a person's card on a team page: the bio under the name is told by the person joining or leaving
            near_ids |= _post_bodies(bd.changes, explained_ids, b.people_added, new_blocks)
        if b.people_removed:
            near_ids |= _post_bodies(bd.changes, explained_ids, b.people_removed, old_blocks, "removed")
        keep = []
        for i, c in enumerate(bd.changes):
            if id(c) in explained_ids or id(c) in near_ids:
                continue
            blk = c.after or c.before
            # a line between two explained ones of the same added or removed card (a new plan's tagline)
            sandwiched = c.op != "modified" and all(
                0 <= j < len(bd.changes) and id(bd.changes[j]) in explained_ids and bd.changes[j].op == c.op
                for j in (i - 1, i + 1))
            if sandwiched and blk is not None and len(blk.text.split()) <= 25:
                continue
            keep.append(c)
        changes = keep
    reordered = _columns_reordered(changes)
    if reordered:
        b.notes.append(f"table columns reordered: {len(reordered)} row(s) hold the same cells in another order")
        changes = [c for c in changes if id(c) not in reordered]
    if not changes:
        return
    main = [c for c in changes if (c.after or c.before).region == MAIN]  # type: ignore[union-attr]
    chrome = [c for c in changes if (c.after or c.before).region in (CHROME, META)]  # type: ignore[union-attr]
    shown = main or chrome
    # a block that is nothing but volatile tokens ("12 reads", "Dec 1, 2024" beside a new post) says
    # nothing on its own: listed only when there is nothing else to list
    shown = [c for c in shown if not _PLACEHOLDERS_ONLY.match((c.after or c.before).norm)] or shown  # type: ignore[union-attr]
    for c in shown[: cfg.max_delta_blocks]:
        if c.before is not None:
            b.delta.blocks_removed.append(BlockRef(text=_trim(c.before.text, cfg.max_block_chars)))
        if c.after is not None:
            b.delta.blocks_added.append(BlockRef(text=_trim(c.after.text, cfg.max_block_chars)))
    legal = b.surface == "legal"
    kind = "policy_changed" if legal else "content_changed"
    # prices that moved inside text (a pricing page whose cards we could not read, or a price in prose)
    # (a job's pay the typed jobs report as its salary, read from its JSON-LD: the page's text showing it stays quoted
    # in the blocks, but it is no plan's price)
    moves = [m for m in _price_moves(main) if (price_id(m[0]), price_id(m[1])) not in b.pay_moves]
    if moves:
        heading = _heading_index(new_blocks)
        for before, after, blk in moves[:5]:
            b.delta.price_changes.append(PriceChange(plan=heading.get(id(blk), ""), before=before or None, after=after or None))
        x, y, blk = moves[0]
        if b.surface == "pricing" and not has_typed:
            b.add("critical", "price_changed", f"price changed {x or '—'} → {y or '—'}"
                  + (f" ({heading.get(id(blk))})" if heading.get(id(blk)) else ""))
        else:
            b.add("meaningful", "price_changed" if b.surface in ("pricing", "products") else kind,
                  f"price mentioned changed {x or '—'} → {y or '—'}")
    if not main:
        # (quoting the first block added or rewritten, a removed one when nothing came: a footer's new phone number or
        # address is told by its text)
        said = next((_quote(c) for c in chrome if c.after is not None and c.after.text.strip()), None) or next(
            (c.before.text for c in chrome if c.before is not None and c.before.text.strip()), "")
        b.add("minor", kind, f"site navigation/footer changed ({len(chrome)} block{'s' if len(chrome) != 1 else ''}"
              + (f": “{_trim(' '.join(said.split()), 80)}”)" if said.strip() else ")"))
        return
    events = b.surface in _NEWS_LIST_SURFACES and events_page(new_blocks)
    if b.surface == "investors" or events:
        main = _events_moved(b, main, new_blocks)
        if not main:
            return
    if events and all(c.op == "removed" and c.before is not None and date_line(c.before) for c in main):
        # an events page's date line gone alone, its event's title kept (a past webinar moved to "On demand"): the
        # date of what happened, no news
        b.add("minor", kind, f"event date removed (“{_trim(main[0].before.text, 80)}”)")  # type: ignore[union-attr]
        return
    if not moves and all(_prices_rewritten(c) for c in main):
        b.add("minor", kind, f"prices written another way, the same currency and amounts (“{_trim(main[0].after.text, 80)}”)")  # type: ignore[union-attr]
        return
    h = main[0] if main[0].op == "added" else main[-1]
    if _hero_reworded(main, old_blocks, new_blocks, b.surface) and not (
            b.surface in _NEWS_TEXT_SURFACES and b.major_post.search(h.after.text)):  # type: ignore[union-attr]
        # (a headline announcing an acquisition or a new CEO stays major, below)
        b.add("minor", kind, f"headline reworded (“{_trim(h.after.text, 80)}”)")  # type: ignore[union-attr]
        return
    if b.surface == "pricing" and not moves and _faq_reworded(main, old_blocks, new_blocks):
        b.add("minor", kind, f"FAQ answer reworded (“{_trim(main[0].after.text, 80)}”)")  # type: ignore[union-attr]
        return
    words_changed = sum(c.changed_words for c in main)
    if cfg.minor_max_words < words_changed <= 3 * cfg.minor_max_words and all(c.op == "modified" for c in main):
        # (a comma moving with two words swapped, "fast, reliable" → "reliable, fast", counts the words alone)
        words_changed = min(words_changed, sum(_word_changes(c) for c in main))
    if words_changed > cfg.minor_max_words and len(main) >= 2 and (one := _one_edit_repeated(main)) is not None:
        # one edit made in every card (an author's byline renamed on each of her posts, a category relabelled):
        # as much news as it is once
        words_changed = one
    big_blocks = [c for c in main if c.op != "modified" and max(c.before_words, c.after_words) >= cfg.minor_block_words]
    heading_changes = [c for c in main if (c.after or c.before).tag in _HEADING and (  # type: ignore[union-attr]
        c.op != "modified" or c.changed_words > max(1, c.before_words // 3))]
    numbers_changed = [c for c in main if c.op == "modified" and c.before is not None and c.after is not None
                       and _DIGITS.search(c.before.norm + c.after.norm)
                       and _figures(c.before.norm) != _figures(c.after.norm)]
    denom = max(bd.old_words, bd.new_words, 1)
    ratio = words_changed / denom
    added = sum(1 for c in main if c.op == "added")
    removed = sum(1 for c in main if c.op == "removed")
    modified = sum(1 for c in main if c.op == "modified")
    parts = []
    if added:
        parts.append(f"{added} added")
    if removed:
        parts.append(f"{removed} removed")
    if modified:
        parts.append(f"{modified} modified")
    what = "policy text" if legal else "content"
    # (quoting what the page says now: the first block added or rewritten, a removed one only when nothing came)
    # (a date line alone says nothing: the event or the entry it dates does, "April 29, 2027 5:00 PM ET" · "Q1 2027
    # Earnings Call")
    # (a block rewritten in its middle is quoted from a little before the edit: its first words, unchanged, do not say
    # what changed)
    # (nor does a one-word label above a notice, an admonition's "Warning" or "Note": the notice does)
    longer = any(d.after is not None and len(d.after.text.split()) >= 3 for d in main)
    # (nor does a word or two touched in one block when blocks came or were rewritten beside it: a typo fixed in a
    # hero's subline, a product card added below it — the card is the news)
    pool = [c for c in main if not (c.op == "modified" and c.changed_words <= 2)] or main
    first = next((_quote(c) for c in pool if c.after is not None and not date_line(c.after)
                  and not (longer and _label_only(c.after))), None) or next(
        (_quote(c) for c in main if c.after is not None), None) or main[0].before.text  # type: ignore[union-attr]
    summary = f"{what} changed: {', '.join(parts)} block{'s' if len(main) != 1 else ''} (“{_trim(first, 80)}”)"
    if (ratio >= cfg.major_text_ratio and denom >= cfg.major_min_words) or (added + removed) >= cfg.major_blocks:
        sig = "major"
    elif (words_changed <= cfg.minor_max_words and not big_blocks and not heading_changes) or all(
            c.op == "modified" and _punctuation_only(c) for c in main):
        # on a legal page a word that changes meaning (a governing law, "may" → "must") is a policy change;
        # punctuation, case and misspellings fixed stay minor
        # in docs, a quantity that changed (a rate limit, a quota, a timeout, a size cap) is what a reader
        # of the docs watches for; a version, revision or year stamp is not one
        # (a policy's version stamp moving with its date, "Version 3.1 — effective <date>" → "Version 3.2", is the
        # date's news: no clause changed)
        sig = "meaningful" if (legal and (any(not _version_only(c) for c in numbers_changed) or not all(
            _cosmetic(c) or _version_only(c) for c in main if c.op == "modified")
            or any(_listed_line(c) for c in main if c.op != "modified"))) \
            or (b.surface == "docs" and any(_quantities(c.before.norm) != _quantities(c.after.norm)  # type: ignore[union-attr]
                                            for c in numbers_changed if not _code_sample(c))) \
            or (b.surface == "docs" and any(_endpoint_changed(c) for c in main if c.op == "modified")) \
            or (b.surface == "docs" and any(_contract_marked(c) or _api_name(c) for c in main)) \
            or (b.surface in ("pricing", "products") and any(_percents(c.before.norm) != _percents(c.after.norm)  # type: ignore[union-attr]
                                                             for c in numbers_changed)) \
            or (b.surface in ("pricing", "products") and any(_limit_changed(c) for c in numbers_changed)) \
            or (b.surface in ("pricing", "products") and any(_inclusion_changed(c) for c in main)) \
            or (b.surface == "investors" and any(_IR_DOCUMENT.search(c.after.text) for c in numbers_changed)) \
            or (b.surface == "homepage" and any(_headline_word(c) for c in main)) \
            else "minor"
    else:
        sig = "meaningful"
        # (a clause added or dropped: a block of its own, or as many words written into an existing paragraph;
        # a sentence reworded, its words reordered ("Nous conservons vos données…" → "Vos données sont
        # conservées…"), adds no clause: only the words it gained or lost count)
        if legal:
            substance = {id(c): _substance(c) for c in main}
            legal_ratio = sum(substance.values()) / denom
            if legal_ratio >= cfg.legal_major_ratio or any(n >= cfg.legal_clause_words for n in substance.values()):
                sig = "major"
    if b.surface in _NEWS_TEXT_SURFACES and any(
            c.after is not None and b.major_post.search(c.after.text)
            and not (c.before is not None and b.major_post.search(c.before.text)) for c in main):
        # a funding round, an acquisition or a new CEO written into an investors page, a newsroom or a
        # homepage (not as a post of a list): as major as the post announcing it would be
        sig = "major"
    b.add(sig, kind, summary)


#: surfaces whose headline is copy above what a reader watches there (the plans, the products): a hero tagline,
#: rewritten or A/B-tested from visit to visit. (A homepage's headline is the company's positioning: news,
#: test_pipeline and round 11; its A/B alternation is the flip-flop memory's to calm.)
_HERO_SURFACES = frozenset({"pricing", "products"})


def _hero_reworded(main: list[BlockChange], old_blocks: list[Block], new_blocks: list[Block], surface: str) -> bool:
    """The only change of a pricing or products page is its headline — the first heading of the main content, one short
    heading (≤ 10 words, no figure) replaced by another of the same tag: a tagline rewritten or an A/B test's
    other variant, served by the edge without any marker ("Simple pricing for teams that ship" → "Pricing that
    grows with your team"). A few words (minor), not new content."""
    if surface not in _HERO_SURFACES or len(main) != 2 or {c.op for c in main} != {"added", "removed"}:
        return False
    gone = next(c.before for c in main if c.op == "removed")
    came = next(c.after for c in main if c.op == "added")
    if gone is None or came is None or gone.tag != came.tag or gone.tag not in ("h1", "h2"):
        return False
    if any(len(t.split()) > 10 or _DIGITS.search(t) or PRICE_RE.search(t) for t in (gone.text, came.text)):
        return False
    def first_heading(blocks: list[Block]) -> Block | None:
        return next((blk for blk in blocks if blk.region == MAIN and blk.tag in _HEADING), None)
    return first_heading(old_blocks) is gone and first_heading(new_blocks) is came


#: the heading of a page's questions and answers (en, de, fr, es)
_FAQ_HEADING = re.compile(r"\bfaqs?\b|\bfrequently\s+asked\b|\bquestions\b|\bh[äa]ufige\s+fragen\b|"
                          r"\bquestions\s+fr[ée]quentes\b|\bpreguntas\s+frecuentes\b", re.I)


def _faq_reworded(main: list[BlockChange], old_blocks: list[Block], new_blocks: list[Block]) -> bool:
    """The only change of a pricing page is an answer or two of its FAQ rewritten in place, no figure moved ("Anyone
    who signs in to your workspace…" → "Anyone who can sign in…"): the plans are the page, its FAQ is churned copy."""
    if not main or len(main) > 2 or any(c.op != "modified" or c.before is None or c.after is None for c in main):
        return False
    if any(_figures(c.before.norm) != _figures(c.after.norm) or c.after.tag in _HEADING for c in main):  # type: ignore[union-attr]
        return False
    before, after = _heading_index(old_blocks), _heading_index(new_blocks)
    return all(_FAQ_HEADING.search(before.get(id(c.before), "")) and _FAQ_HEADING.search(after.get(id(c.after), ""))
               for c in main)


#: an HTTP endpoint as an API reference writes it: "POST /v2/payments", "GET https://api.example.com/v1/users/{id}"
_ENDPOINT = re.compile(r"\b(?:get|post|put|patch|delete)\s+(?:https?://|/)[^\s\"'`<>]*")


#: the URL a code sample calls: curl's first URL, an HTTP client's (requests/axios/http/client .get(…), fetch(…))
_CALLED_URL = re.compile(r"\bcurl\b[^\n|;&]*?[\"']?(https?://[^\s\"'`<>\\]+)|"
                         r"\b(?:fetch|(?:requests|axios|https?|client|session)\.(?:get|post|put|patch|delete|request))"
                         r"\(\s*[\"'`](https?://[^\s\"'`<>]+)", re.I)


def _called(norm: str) -> list[str]:
    """The endpoints a block writes: "post /v2/payments" lines, and the URLs its code calls without their query (an
    example's values: "?limit=3")."""
    return _ENDPOINT.findall(norm) + [(a or b).split("?")[0].rstrip("/") for a, b in _CALLED_URL.findall(norm)]


def _endpoint_changed(c: BlockChange) -> bool:
    """A docs block whose endpoint changed, its method or its path ("POST /v2/payments" → "POST /v3/payments",
    "PUT" → "PATCH", a code sample's `curl https://api.acme.com/v1/webhook_endpoints` → `…/v2/webhooks`): every call
    to it has to change, whatever the few characters (not a version stamp)."""
    if c.before is None or c.after is None:
        return False
    x, y = _called(c.before.norm), _called(c.after.norm)
    return bool(x or y) and x != y


def _label_only(blk: Block) -> bool:
    """A block that is one word and no heading: a notice's label ("Warning", "Note", "Tip"), a badge."""
    return blk.tag not in _HEADING and len(blk.text.split()) == 1 and not _DIGITS.search(blk.text)


#: the words an API reference marks a field, an endpoint or a function's contract with: a badge ("required",
#: "Deprecated") or a notice ("will be removed", "end of life", "breaking change"), in en, de, fr, es
_CONTRACT_MARK = re.compile(r"\b(?:required|deprecat(?:ed|ion)|breaking\s+changes?|(?:will\s+be|to\s+be)\s+removed|"
                            r"sunset|end[\s-]of[\s-]life|no\s+longer\s+supported|erforderlich|veraltet|obligatoire|"
                            r"obsol[eè]te|d[ée]pr[ée]ci[ée]e?|obligatorio|obsoleto|en\s+desuso)\b", re.I)


def _contract_marked(c: BlockChange) -> bool:
    """A docs block gaining or losing such a mark: a field's "required" badge (an optional parameter made mandatory
    breaks each call that omits it), an endpoint's "Deprecated" label, "will be removed in 5.0". A word or two, but
    the API's contract changed, not its prose."""
    def marks(blk: Block | None) -> list[str]:
        return sorted(m.lower() for m in _CONTRACT_MARK.findall(blk.norm)) if blk is not None else []

    return marks(c.before) != marks(c.after)


#: a line that is one API name alone: an OAuth scope, an event type, a field, a module path ("write:customers",
#: "invoice.voided", "customer_id", "payments/v2"); a letter first (no version or figure) and a separator inside
_API_NAME = re.compile(r"[a-z][a-z0-9]*(?:[_.:/][a-z0-9]+)+")


def _api_name(c: BlockChange) -> bool:
    """A docs line added or removed that is one API name alone (a list of scopes, of event types, of fields gaining or
    losing one): a word to the prose, but a capability of the API come or gone."""
    blk = c.after if c.op == "added" else c.before if c.op == "removed" else None
    return blk is not None and blk.region == MAIN and _API_NAME.fullmatch(blk.norm) is not None


def _code_sample(c: BlockChange) -> bool:
    """A modified docs block that is a code sample (<pre>): its numbers are an example's values ("amount": 1299 →
    2500), not the documented quantities a rate limit or a timeout is."""
    return c.before is not None and c.after is not None and c.before.tag == "pre" and c.after.tag == "pre"


def _prices_rewritten(c: BlockChange) -> bool:
    """A block whose only change is how its prices are written: "₹1,499 / month" → "Rs. 1,499 / month", "$29" →
    "US$29", "kr 299" → "299 kr" (each price the same currency and amount: a template or locale edit)."""
    if c.op != "modified" or c.before is None or c.after is None:
        return False
    x, y = c.before.text, c.after.text
    if PRICE_RE.search(x) is None or PRICE_RE.search(y) is None:
        return False
    def by_id(t: str) -> str:
        return " ".join(PRICE_RE.sub(lambda m: f" {price_id(m.group(0))} ", t).split())

    return by_id(x) == by_id(y)


#: a version or build stamp on its own ("2025.10.7.2003", "v4.12.3", "Version 3.18.0-rc.2", "build 1.2.3+45")
_BUILD_STAMP = re.compile(r"^(?:(?:v|ver\.?|version|build|release|rel\.?)\s*)?\d+(?:\.\d+){2,}(?:[-+][0-9a-z.]+)?$")


def _build_stamp(c: BlockChange) -> bool:
    """A site-chrome block that is nothing but a version or build number (a footer's deploy stamp,
    changed by every release of the site or of the hosted vendor: Workday's "2025.10.7.2003")."""
    return all(blk.region in (CHROME, META) and _BUILD_STAMP.match(blk.norm.strip()) is not None
               for blk in (c.before, c.after) if blk is not None)


def _post_bodies(changes: list[BlockChange], explained: set[int], titles: set[str], new_blocks: list[Block],
                 op: str = "added") -> set[int]:
    """Ids of the added blocks that follow an added post's title, one after another in the new version (no block
    of the page between), up to the first that is not added: the new post's text on a listing that shows posts
    whole (a blog's front page, a link blog) — told by the post, not once more as new paragraphs. With `op`
    "removed" and the old version's blocks: the text of a card taken down (a departed person's bio)."""
    pos = {id(blk): i for i, blk in enumerate(new_blocks)}
    out: set[int] = set()
    run = False
    last = -2
    for c in changes:
        blk = c.after if op == "added" else c.before
        if c.op != op or blk is None:
            if not (run and c.op == "modified"):
                run = False
            # (the post's meta line, "December 4, 2026 · 143 views · 2 min read", paired by the alignment with another
            # post's, is skipped below: the run goes on over it)
            continue
        at = pos.get(id(blk), -2)
        run = run and (at == last + 1 or (last < at <= last + 3 and all(
            _meta_line(new_blocks[j]) for j in range(last + 1, at))))
        last = at
        if id(c) in explained:
            # (the post's date line, explained by the post too, goes on with its text)
            run = run or _is_explained(blk, titles)
            continue
        if run:
            out.add(id(c))
    return out


def _meta_line(blk: Block) -> bool:
    """A post's short line of dates and counters ("October 8, 2026 · 776 views · 4 min read")."""
    return len(blk.text) <= 80 and "<" in blk.norm and (_find_date(blk.text) is not None or "<ago>" in blk.norm)


def _card_fragments(changes: list[BlockChange], explained: set[int], words_max: int = 4, reach: int = 4,
                    slot: frozenset[int] | set[int] = frozenset(), new_blocks: list[Block] | None = None,
                    old_blocks: list[Block] | None = None) -> set[int]:
    """Ids of the short changes (≤ `words_max` words, a date not counted) that belong to an explained
    card: a run of them next to an explained change of the same kind (added, removed, modified), at
    most `reach` steps from it. A card's fragments follow one another ("locations" / "Duisburg" /
    "posted on" / "Posted Today" / "R-10241" under a new job's title), so a fragment next to one of them
    is the card's too. A card that replaced another pairs their fragments as modified ("Oct 14, 2024 ·
    14 min read" → "Aug 2, 2024 · 9 min read"): those go with an added or removed card as well (unless
    a price moved in them). `slot`: the changes that are a featured slot's titles turning (listed titles both).
    With the versions' blocks: a run going down the page ends at a heading the two versions share between two of
    its changes (the line after it is that unchanged card's or section's: a note added to a changelog's previous
    release is no fragment of the new release above it). Going up, a card's own unchanged title may sit between its
    changed line and the line above (round 8's redesign: a list heading above a card whose department line was
    added): that walk is left as it was."""
    out: set[int] = set()
    new_pos = {id(blk): i for i, blk in enumerate(new_blocks or ())}
    old_pos = {id(blk): i for i, blk in enumerate(old_blocks or ())}
    changed = {id(blk) for ch in changes for blk in (ch.before, ch.after) if blk is not None}

    def heading_between(a: BlockChange, c: BlockChange) -> bool:
        for side, pos, blocks in (("after", new_pos, new_blocks), ("before", old_pos, old_blocks)):
            x, y = getattr(a, side), getattr(c, side)
            if blocks and x is not None and y is not None and id(x) in pos and id(y) in pos:
                lo, hi = sorted((pos[id(x)], pos[id(y)]))
                return any(blocks[j].tag in _HEADING and id(blocks[j]) not in changed for j in range(lo + 1, hi))
        return False

    def short(c: BlockChange) -> bool:
        blk = c.after or c.before
        if blk is None:
            return False
        # the comparison text: its volatile parts are placeholders, which are no words ("· 2,029 views")
        text = blk.norm or blk.text
        m = _find_date(text)  # (a card's date line, "Aug 2, 2024 · 9 min read", is a fragment of it)
        if m is not None:
            text = text[: m.start()] + text[m.end():]
        # (words, not separators: "View Details » Apply Now" is four)
        return sum(1 for w in text.split() if not _NOT_ALNUM.fullmatch(w) and not _PLACEHOLDER.fullmatch(w)) <= words_max

    for forward, order in ((True, range(len(changes))), (False, range(len(changes) - 1, -1, -1))):
        ops: set[str] = set()
        steps, in_slot = reach, False
        prev: BlockChange | None = None
        for i in order:
            c = changes[i]
            if id(c) in explained:
                # (a featured slot turning: a listed title out, another in, explained as the slot's: the lines after
                # them are either card's, added or removed)
                ops = ops | {c.op} if steps == 0 and in_slot and id(c) in slot else {c.op}
                steps, in_slot = 0, id(c) in slot
            # (an explained modification is an added card's text paired with a removed one's: the lines
            # around it are either card's, added or removed)
            elif ops and (c.op in ops or "modified" in ops or _paired_fragment(c)) and steps < reach and short(c) \
                    and not (forward and prev is not None and (new_blocks or old_blocks) and heading_between(prev, c)):
                steps += 1
                out.add(id(c))
            else:
                ops = set()
            prev = c
    return out


#: a volatile fragment's placeholder in a block's comparison text ("<n>", "<counter>")
_PLACEHOLDER = re.compile(r"<[a-z_]+>[.,:;]?")


def _paired_fragment(c: BlockChange) -> bool:
    return c.op == "modified" and c.before is not None and c.after is not None and \
        PRICE_RE.search(c.before.text) is None and PRICE_RE.search(c.after.text) is None


#: labels a site pins on a card and takes off again on its own ("New" on a fresh job, "Most popular")
_BADGE_TEXT = re.compile(r"^(?:new|hot|featured|urgent|hiring|actively hiring|popular|most popular|best value|"
                         r"recommended|closing soon|trending|top pick|"
                         # "new" and "urgent" on a posting in other languages (as a job card's badge is read)
                         r"nowo[śs][ćc]|nowa|nowe|ny|nytt|nieuw|novo|nova|novidade|nuov[oa]|novità|neu|nouveau|nouvelle|nuev[oa]|"
                         r"pilne|brådskande|dringend|urgente|新|新着|最新|急募|急招|急聘|热招|신규|급구|جديد|عاجل|חדש|דחוף|"
                         # a shop's low-stock badge ("Only 2 left", "Nur noch 3 auf Lager") and a counter pinned on a card
                         # ("12 reviews"): their number is volatile, and so is their showing
                         r"<stock>|<n> <counter>|"
                         # ... and a signed-in visitor's "Welcome back, Ana!": its showing is the session's
                         r"<greeting>)$")


_ARCHIVE_PATH = re.compile(r"/(?:archive[sd]?|archiv|previous|prior|versions?|history|historique|historial|fassungen|"
                           r"[\w-]*-(?:archive|archived|previous|version))(?:/|$|[-_.?#])|[?&](?:version|v|rev)=", re.I)
_MONTH_YEAR = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember|"
                         r"janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|"
                         r"mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)[a-zé]*\.?\s+(?:19|20)\d\d\b", re.I)


def _archive_link(c: BlockChange) -> bool:
    """A legal page's link to one of its own previous versions ("September 2025 version", "Version of 1 March
    2025") added to its archive list: the page's history, not its terms."""
    blk = c.after
    if c.op != "added" or blk is None or len(blk.text.split()) > 8 or not blk.links:
        return False
    if not (_find_date(blk.text) or _MONTH_YEAR.search(blk.text)):
        return False
    return all(_ARCHIVE_PATH.search(u) for u in blk.links)


def _repeated_lines(changes: list[BlockChange], old_blocks: list[Block], new_blocks: list[Block]) -> list[BlockChange]:
    """A short line added (or removed) whose comparison text the other version shows too is one more (or one
    fewer) of a repeated line: a status history's "No incidents reported." as the days roll, a policy's
    "<date> version" archive link, a card's "Apply now". It tells nothing the page did not say already."""
    if not changes:
        return changes
    norms: dict[str, set[str]] = {}  # the other version's comparison texts, gathered when a short line needs them

    def repeat(c: BlockChange) -> bool:
        if c.op == "added" and c.after is not None:
            blk, side, blocks = c.after, "old", old_blocks
        elif c.op == "removed" and c.before is not None:
            blk, side, blocks = c.before, "new", new_blocks
        else:
            return False
        if len(blk.norm.split()) > 8:
            return False
        other = norms.get(side)
        if other is None:
            other = norms[side] = {b.norm for b in blocks if b.norm}
        return blk.norm in other

    repeats = [c for c in changes if repeat(c)]
    if not repeats:
        return changes
    dropped = {id(c) for c in repeats} - {id(c) for c in _replaced_in_place(repeats, old_blocks, new_blocks)} \
        - {id(c) for c in _inserted_in_record(repeats, old_blocks, new_blocks)}
    return [c for c in changes if id(c) not in dropped]


def _inserted_in_record(repeats: list[BlockChange], old_blocks: list[Block], new_blocks: list[Block]) -> list[BlockChange]:
    """Of the repeated lines added (removed), those put between two lines that stood next to each other in the other
    version, after a line the repeated one never followed there or before one it never preceded: a field of an API
    reference gaining its "required" badge ("customer" · "string" → "customer" · "required" · "string", where other
    fields show "required" too; or last in its header, "string" · "required" · its description, where other fields'
    headers end "string" · "required" too), a row gaining its "Deprecated" label. That is an edit of that record, not
    one more of a repeated line (a status history's new day comes with its own new lines around it)."""
    old_seq = [b.norm for b in old_blocks if b.norm]
    new_seq = [b.norm for b in new_blocks if b.norm]
    pairs = {"old": set(zip(old_seq, old_seq[1:])), "new": set(zip(new_seq, new_seq[1:]))}
    out: list[BlockChange] = []
    for c in repeats:
        if c.op == "added" and c.after is not None:
            text, seq, other = c.after.norm, new_seq, pairs["old"]
        elif c.op == "removed" and c.before is not None:
            text, seq, other = c.before.norm, old_seq, pairs["new"]
        else:
            continue
        # (any place the line stands: the block diff does not say which of its copies it paired)
        if any(t == text and (seq[i - 1], seq[i + 1]) in other
               and ((seq[i - 1], text) not in other or (text, seq[i + 1]) not in other)
               for i, t in enumerate(seq[1:-1], 1)):
            out.append(c)
    return out


def _replaced_in_place(repeats: list[BlockChange], old_blocks: list[Block], new_blocks: list[Block]) -> list[BlockChange]:
    """Of the repeated lines removed and added, the pairs that are one line replaced where it stood: the same lines
    before and after it in both versions, another text (a table cell "Committer" → "PMC Member", "No" → "Yes", where
    each value shows in other rows too). That is an edit of the line, not one more or one fewer of a repeated one."""
    removed = [c for c in repeats if c.op == "removed"]
    added = [c for c in repeats if c.op == "added"]
    if not removed or not added:
        return []
    old_at = {id(b): i for i, b in enumerate(old_blocks)}
    new_at = {id(b): i for i, b in enumerate(new_blocks)}

    def around(blocks: list[Block], i: int) -> tuple[str, str]:
        # (the nearest lines that say something: a card's "<date>" alone stands beside every card's text, so
        # a featured card re-pointed to another post is no line replaced in its place)
        j, k = i - 1, i + 1
        while j >= 0 and (not blocks[j].norm or _PLACEHOLDERS_ONLY.match(blocks[j].norm)):
            j -= 1
        while k < len(blocks) and (not blocks[k].norm or _PLACEHOLDERS_ONLY.match(blocks[k].norm)):
            k += 1
        return (blocks[j].norm if j >= 0 else "", blocks[k].norm if k < len(blocks) else "")

    by_context: dict[tuple[str, str], list[BlockChange]] = {}
    for c in removed:
        i = old_at.get(id(c.before))
        if i is not None:
            by_context.setdefault(around(old_blocks, i), []).append(c)
    out: list[BlockChange] = []
    for c in added:
        j = new_at.get(id(c.after))
        if j is None:
            continue
        ctx = around(new_blocks, j)
        if not (ctx[0] or ctx[1]):
            continue
        for r in by_context.get(ctx, []):
            if all(r is not x for x in out) and r.before is not None and c.after is not None and r.before.norm != c.after.norm:
                out.extend((r, c))
                break
    return out


_FIRST_SENTENCE = re.compile(r"(?<=[.!?。！])\s+|(?<=[.!?。！])$|\s+[–—-]\s+")


def _closing_notice(text: str) -> bool:
    """Whether a short text opens with a posting's closing notice ("This position has been filled. Thank you to
    everyone who applied!", "We're no longer accepting applications for this role.", "Stelle bereits besetzt")."""
    if len(text) > 240:
        return False
    first = _FIRST_SENTENCE.split(text.strip(), 1)[0].rstrip(".!。！ ")
    return len(first.split()) >= 2 and CLOSED_POSTING.match(first) is not None


def _posting_closed(b: _Builder, bd: BlockDiff, jobs: EntityDiff | None, new_blocks: list[Block],
                    old_blocks: list[Block]) -> None:
    """A job posting's own page (one posting at most on it) that now shows a closing notice ("This position has
    been filled", "no longer accepting applications") tells the posting closed, whether or not its JobPosting
    JSON-LD is still served: the job is reported removed, named by the posting's title. (A list's card labelled
    "Position filled" is read by the extractor: the card is no open job.)"""
    if b.surface not in ("careers", "jobs_board") or b.delta.jobs_removed or (jobs is not None and jobs.new_count > 1):
        return
    for c in bd.changes:
        if c.after is None or c.after.region != MAIN or not _closing_notice(c.after.text):
            continue
        if (c.before is not None and _closing_notice(c.before.text)) or any(
                x.region == MAIN and _closing_notice(x.text) for x in old_blocks):
            continue  # (closed before already)
        job = None
        if jobs is not None:
            job = next((e for _, e in jobs.modified), None) or next(iter(jobs.added), None)
        title = (job.data.get("title", "") if job is not None else "") or next(
            (x.text for x in new_blocks if x.region == MAIN and x.tag == "h1"), "")
        if not title:
            return
        b.delta.jobs_removed.append(JobRef(title=title, location=(job.data.get("location") or None) if job else None,
                                           url=(job.data.get("url") or None) if job else None))
        b.delta.blocks_added.append(BlockRef(text=_trim(c.after.text, b.cfg.max_block_chars)))
        b.explained_by(c.after.text)
        b.add("meaningful", "jobs_removed", f"posting closed: “{_trim(title, 80)}” (“{_trim(c.after.text, 80)}”)")
        return


def _closed_postings_taken_down(b: _Builder, bd: BlockDiff, changes: list[BlockChange]) -> list[BlockChange]:
    """A careers page that kept a closed posting listed ("Partnerships Manager · Position filled") told of the
    close then (the posting was no open job from that version on); the card taken down later is a minor
    edit, not a change of its own. A run of removed short blocks holding such a label is that card."""
    if b.surface not in ("careers", "jobs_board"):
        return changes
    run: list[BlockChange] = []
    gone: set[int] = set()
    for c in bd.changes + [BlockChange("modified", None, None, 0)]:
        if c.op == "removed" and c.before is not None and len(c.before.text.split()) <= 15:
            run.append(c)
            continue
        if run and len(run) <= 8 and any(CLOSED_POSTING.match(x.before.text) for x in run):  # type: ignore[union-attr]
            gone.update(id(x) for x in run)
            b.delta.blocks_removed.append(BlockRef(text=_trim(run[0].before.text, b.cfg.max_block_chars)))  # type: ignore[union-attr]
        run = []
    if not gone:
        return changes
    b.add("minor", "content_changed", "a posting marked filled or closed was taken off the page")
    return [c for c in changes if id(c) not in gone]


def _badge_only(c: BlockChange) -> bool:
    """A block change that only adds or drops such a badge ("Data Engineer" → "Data Engineer New", or
    a lone "New" block)."""
    if c.op != "modified":
        blk = c.after or c.before
        return blk is not None and _BADGE_TEXT.match(blk.norm.strip(" .·|!-")) is not None
    if c.before is None or c.after is None:
        return False
    ta, tb = words(c.before.norm), words(c.after.norm)
    changed = False
    for op, i1, i2, j1, j2 in SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        if op == "replace":
            return False
        run = " ".join(ta[i1:i2] if op == "delete" else tb[j1:j2])
        at_edge = (i1 == 0 and j1 == 0) or (i2 == len(ta) and j2 == len(tb))
        if _BADGE_TEXT.match(run) is None:
            return False
        if not at_edge and not _pinned_between_fields(c.before.text if op == "delete" else c.after.text, run,
                                                      len(ta if op == "delete" else tb)):
            return False  # (a word inserted mid-sentence, "our new API", is an edit)
        changed = True
    return changed


_LOWER_BEFORE_BADGE = re.compile(r"\b(?:the|a|an|our|your|its|their|all|brand|now|with)\s*$", re.I)


def _pinned_between_fields(text: str, run: str, n_words: int) -> bool:
    """A badge inside a short card line, between two of its fields ("Midwife New Harrogate Posted
    today": title, badge, place): written capitalised or in capitals as a label is, not after an
    article or a possessive ("the New dashboard"), and followed by another capitalised field."""
    if n_words > 16:
        return False
    for m in re.finditer(r"(?<!\w)" + r"\s+".join(map(re.escape, run.split())) + r"(?!\w)", text, re.I):
        shown = m.group(0)
        after = text[m.end():].lstrip()
        before = text[: m.start()]
        if (shown[:1].isupper() and (shown.istitle() or shown.isupper()) and before.strip() and after[:1].isupper()
                and not _LOWER_BEFORE_BADGE.search(before)):
            return True
    return False


_NOT_ALNUM = re.compile(r"[\W_]+", re.U)
#: words whose letter added or dropped turns a clause around ("no" → "not", "can" → "cannot" is longer still)
_NEGATIONS = frozenset({"no", "not", "non", "nor", "now", "new", "our", "ours"})
#: a number that only stamps a version, revision, build or year ("revision 2", "v4.1.0", "© 2025", "2024")
_STAMP_NUMBER = re.compile(r"(?:\b(?:v|ver|version|rev|revision|build|release|edition|api)\.?\s*|©\s*)\d[\d.]*"
                           r"|\b(?:19|20)\d\d\b", re.I)
_NUMBER = re.compile(r"\d[\d.,]*")


#: a document's version or revision number ("Version 3.2", "v3.2", "Rev. 7", "Edition 4"; not a year, which a clause
#: may turn on)
_VERSION_STAMP = re.compile(r"\b(?:v|ver|version|rev|revision|edition)\.?\s*\d+(?:\.\d+)*", re.I)


def _version_only(c: BlockChange) -> bool:
    """Whether a modified block differs only in a version or revision number."""
    return c.before is not None and c.after is not None and _VERSION_STAMP.search(c.after.norm) is not None and \
        _VERSION_STAMP.sub("#", c.before.norm) == _VERSION_STAMP.sub("#", c.after.norm)


def _quantities(norm: str) -> list[str]:
    """The numbers of a text that are quantities (stamps of version, revision or year left out)."""
    return sorted(_NUMBER.findall(_STAMP_NUMBER.sub(" ", norm))) if _DIGITS.search(norm) else []


_NEWS_TEXT_SURFACES = frozenset({"investors", "newsroom", "homepage"})


def _column_only(c: BlockChange, n: int) -> bool:
    """Whether a modified table row only gained or lost up to `n` cells (a plan's column), its other
    cells in order."""
    if c.op != "modified" or c.before is None or c.after is None or c.after.tag != "tr":
        return False
    xs, ys = [x.strip() for x in c.before.norm.split("|")], [y.strip() for y in c.after.norm.split("|")]
    short, long_ = (xs, ys) if len(xs) < len(ys) else (ys, xs)
    if not 0 < len(long_) - len(short) <= n:
        return False
    it = iter(long_)
    return all(any(x == y for y in it) for x in short)  # (a subsequence: the other cells kept, in order)


def _substance(c: BlockChange) -> int:
    """How many words a block change brings or takes: a modified block's words gained or lost (as many as
    the larger of the two, order aside), else its own words."""
    if c.op != "modified" or c.before is None or c.after is None:
        return max(c.before_words, c.after_words)
    ta, tb = Counter(words(c.before.norm)), Counter(words(c.after.norm))
    return min(c.changed_words, max(sum((ta - tb).values()), sum((tb - ta).values())))


_PERCENT = re.compile(r"\d+(?:[.,]\d+)?\s?%")


def _percents(norm: str) -> list[str]:
    """The percentages of a text (an annual discount, "20% off", an SLA): on a pricing page one that
    changes is a term of the price ("Save 20%" → "Save 15%" raises the annual price)."""
    return sorted(x.replace(" ", "").replace(",", ".") for x in _PERCENT.findall(norm))


_FIGURE = re.compile(r"\d(?:[\d.,]*\d)?")


def _figures(norm: str) -> list[str]:
    """A text's numbers, sorted ("1." and "1" one number: a full stop after a section number is none of it)."""
    return sorted(_FIGURE.findall(norm))


#: a number counting what a plan allows: seats, members, projects, storage, requests, a trial's days
#: (a quantity starts at its first digit: a start inside "1.1.1.1…" is read from the run's start already, and tried from
#: every digit of a long run it costs quadratic time)
_ALLOWANCE = re.compile(r"(?<!\d)(?<!\d[,.])\d[\d,.]*\s*[-–]?\s*(?:(?:team|active)\s+)?(?:users?|seats?|members?|editors?|projects?|workspaces?|"
                        r"sites?|days?|months?|[kmgt]b|requests?|calls?|events?|invoices?|contacts?|credits?|minutes?)\b", re.I)
#: a number a limit word bounds, whatever it counts ("Up to 5 workflows on Starter", "Max. 3 entities", "bis zu 10
#: Dashboards", "20 automations per month", "100 GB / user"): an allowance too
_BOUNDED = re.compile(r"(?:\bup\s+to|\bmax(?:imum)?\.?|\blimit(?:ed)?\s+(?:of|to)|\bbis\s+zu|\bjusqu['’]à|\bhasta)\s+\d[\d,.]*"
                      r"|(?<![\d,.])\d[\d,.]*\s*[^\W\d_]\w*\s*(?:/|\bper\b|\ba\b|\beach\b)\s*(?:month|mo|year|yr|day|user|seat|workspace)\b",
                      re.I)  # (the count from its first digit, its unit a word: linear on a run of a million digits)


def _limit_changed(c: BlockChange) -> bool:
    """A pricing table's row or a plan's feature line whose quantity changed ("First 10,000 events | Free" →
    "First 5,000 events", "Up to 3 users" → "Up to 5 users"): what a plan includes, not copy. A plan card's or the
    page's own short line counting an allowance ("Up to 10 users" → "Up to 25 users", "Start your 14-day free trial"
    → "30-day") is one too, whatever its tag."""
    if c.before is None or c.after is None or _quantities(c.before.norm) == _quantities(c.after.norm):
        return False
    return c.after.tag in ("tr", "li", "dd", "td") or (
        len(words(c.after.norm)) <= 16 and (_ALLOWANCE.findall(c.before.norm) != _ALLOWANCE.findall(c.after.norm)
                                             or _BOUNDED.findall(c.before.norm) != _BOUNDED.findall(c.after.norm)))


def _columns_reordered(changes: list[BlockChange]) -> set[int]:
    """The modified table rows (ids of their changes) that hold their old cells in one new order, the same for every
    row: a comparison table whose plan columns were reordered ("Feature | Free | Pro" → "Feature | Pro | Free", and each
    feature's row with it) changed no cell. The order is read from a row whose cells are all distinct (the header)."""
    rows = [(c, [x.strip() for x in c.before.text.split("|")], [x.strip() for x in c.after.text.split("|")])
            for c in changes if c.op == "modified" and c.before is not None and c.after is not None
            and c.after.tag == "tr" and c.before.tag == "tr" and c.before.text.count("|") >= 2]
    for _c, a, b in rows:
        if len(a) != len(b) or len(set(a)) != len(a) or sorted(a) != sorted(b):
            continue
        order = [a.index(x) for x in b]  # new column j shows old column order[j]
        out = {id(c) for c, x, y in rows if len(x) == len(order) and all(y[j] == x[k] for j, k in enumerate(order))}
        # (one row alone with two cells swapped is an edit of that row — "Seats | 1 | 5" → "Seats | 5 | 1" —: columns
        # moving move the header and the rows beneath it)
        return out if len(out) >= 2 else set()
    return set()


#: a comparison table's cell saying a plan has a feature, or has it not (a check or a cross glyph, an icon's screen-reader
#: text, yes / no in a few languages; a dash or an empty cell is "not included")
_INCLUDED = frozenset({"✓", "✔", "✔️", "☑", "✅", "yes", "included", "ja", "oui", "sí", "si", "sim", "inclus", "inklusive",
                       "enthalten", "incluido", "incluso", "check",
                       # (Japanese and Korean tables mark a feature included with a circle: ○ / ◯ / ●, ◎ for "best")
                       "○", "◯", "●", "◎", "有", "あり", "対応"})
_EXCLUDED = frozenset({"✗", "✘", "×", "✕", "❌", "x", "—", "–", "-", "－", "ー", "", "no", "not included", "nein", "non", "não",
                       "nicht enthalten", "non inclus", "no incluido", "non incluso", "無", "なし", "非対応"})


def _inclusion_changed(c: BlockChange) -> bool:
    """A feature matrix's row (the feature, then a cell per plan) in which a plan gained or lost the feature ("SAML SSO |
    ✗ | ✗ | ✓" → "SAML SSO | ✗ | ✓ | ✓"): what a plan includes, as a limit is — whatever the glyphs, no figure moved."""
    if c.op != "modified" or c.before is None or c.after is None or c.after.tag != "tr":
        return False
    a = [x.strip().lower() for x in c.before.text.split("|")]
    b = [x.strip().lower() for x in c.after.text.split("|")]
    if len(a) != len(b) or len(a) < 3 or a[0] != b[0]:
        return False
    moved = [(x, y) for x, y in zip(a[1:], b[1:]) if x != y]
    return bool(moved) and all((x in _INCLUDED and y in _EXCLUDED) or (x in _EXCLUDED and y in _INCLUDED)
                               for x, y in moved)


def _edit_of(c: BlockChange) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The words a modified block lost and gained between its common head and tail, or None."""
    if c.op != "modified" or c.before is None or c.after is None:
        return None
    ta, tb = c.before.norm.split(), c.after.norm.split()
    i = 0
    while i < len(ta) and i < len(tb) and ta[i] == tb[i]:
        i += 1
    j = 0
    while j < len(ta) - i and j < len(tb) - i and ta[-1 - j] == tb[-1 - j]:
        j += 1
    return tuple(ta[i:len(ta) - j]), tuple(tb[i:len(tb) - j])


def _one_edit_repeated(changes: list[BlockChange]) -> int | None:
    """When every change is a modified block making the same edit (the same words out, the same words in, each
    block otherwise as it was: "Posted by Margit Kovács at 8:00 AM" → "… Margit Kovács-Tóth …" on every post of a
    blog index), the words that one edit changes; else None."""
    first = _edit_of(changes[0])
    if first is None or not any(first):
        return None
    if any(_edit_of(c) != first for c in changes[1:]):
        return None
    return max(len(first[0]), len(first[1]))


def _word_changes(c: BlockChange) -> int:
    """Words replaced, inserted or deleted in a modified block, its punctuation aside."""
    if c.before is None or c.after is None:
        return c.changed_words
    ta = [w for w in words(c.before.norm) if _NOT_ALNUM.sub("", w)]
    tb = [w for w in words(c.after.norm) if _NOT_ALNUM.sub("", w)]
    n = 0
    for op, i1, i2, j1, j2 in SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op != "equal":
            n += max(i2 - i1, j2 - j1)
    return n


_LEAD_WHEN = re.compile(r"^(?:<ago>|<date>|<timestamp>)[\s,·|:–—-]*")
_AFTER_STAMP = re.compile(r"^[\s,·|]*(?:(?:at\s+)?<time>(?:\s+[a-z]{2,4}\b)?)?[\s,·|:–—-]*")


def _undated(norm: str) -> str | None:
    """A line without the date or age it opens with ("<ago> kitewire raises …", "dec 04, 2026, <time> et kitewire
    raises …" → "kitewire raises …"), or None when it opens with neither."""
    m = _LEAD_WHEN.match(norm)
    if m is not None:
        return norm[m.end():]
    d = _find_date(norm[:40])
    if d is None or d.start() != 0:
        return None
    rest = norm[d.end():]
    return rest[_AFTER_STAMP.match(rest).end():]  # type: ignore[union-attr]


def _restamped(c: BlockChange) -> bool:
    """Whether a modified line only shows its item's time otherwise: "2 hours ago" the day a release is out, its date
    the next day, before the same title (PR Newswire's cards). A date moved to another day the same way is a post
    re-dated: noise, as round 10 holds."""
    if c.op != "modified" or c.before is None or c.after is None:
        return False
    a, b = _undated(c.before.norm), _undated(c.after.norm)
    return a is not None and a == b and len(_TITLE_WORD.findall(a)) >= 2


_TITLE_WORD = re.compile(r"[^\W\d_]{3,}")

#: the words of an edit stamp beside a date: "Updated Dec 2, 2026", "Edited on …", "Posted … · Last modified …"
_STAMP_WORD = re.compile(r"\b(?:(?:last\s+)?(?:updated|edited|modified|revised)|published|posted|on)\b")


def _dates_and_stamps(norm: str) -> bool:
    """Whether a line holds nothing but dates (written out or neutralised), edit-stamp words and separators."""
    rest = re.sub(r"<[a-z_]+>", " ", norm)
    for _ in range(4):
        d = _find_date(rest)
        if d is None:
            break
        rest = rest[:d.start()] + " " + rest[d.end():]
    return _STAMP_WORD.sub(" ", rest).strip(" \t.,:;·|/()–—-") == ""


def _stamp_line(c: BlockChange) -> bool:
    """A post card's meta line of dates and an edit stamp on both sides ("2026-10-29" → "2026-10-29 · Updated Dec 2,
    2026"): the post was re-stamped when edited, which the line tells in no words of its own (the edit, if the page
    shows it, is another block)."""
    if c.op != "modified" or c.before is None or c.after is None:
        return False
    return all(_dates_and_stamps(x.norm) for x in (c.before, c.after)) and any(
        _STAMP_WORD.search(x.norm) for x in (c.before, c.after))


def _list_items(norm: str) -> list[list[str]]:
    return [sorted(x.strip() for x in cell.split(",")) for cell in norm.split("|")]


def _list_reordered(c: BlockChange) -> bool:
    """Whether a modified line only lists the same items in another order, cell by cell: a cookie table's
    "OptanonConsent, __cf_bm, XSRF-TOKEN" as the consent platform's last scan ordered them, tags or hosts in a
    cell sorted otherwise. (A sentence is no list: "We use A, B and C" → "We use B, A and C" keeps its words
    around the commas in other pieces.)"""
    if c.op != "modified" or c.before is None or c.after is None or "," not in c.after.norm:
        return False
    a, b = c.before.norm, c.after.norm
    return a != b and len(a) == len(b) and _list_items(a) == _list_items(b)


#: an investors page's documents: a report, a filing, a statement or a deck whose year, quarter or figures moved
#: ("2025 Annual Report" → "2026 Annual Report": next year's report replaced the link)
_IR_DOCUMENT = re.compile(r"\b(?:annual|quarterly|interim|half[- ]year(?:ly)?|sustainability|esg|integrated|impact)\s+report"
                          r"|\bproxy\s+statement|\b(?:10-[kq]|20-f|40-f|8-k|6-k|def\s*14a)\b|\bfinancial\s+statements?"
                          r"|\bprospectus|\b(?:shareholder|stockholder)s?'?\s+letter|\binvestor\s+presentation"
                          r"|\bearnings\s+(?:release|presentation|call|webcast)|\bdividend", re.I)
#: what an investors page lists under (or over) a date: an earnings call, a webcast, a conference, a meeting
_IR_EVENT = re.compile(r"\b(?:earnings|results|call|webcast|conference|meeting|agm|investor\s+day|capital\s+markets\s+day|"
                       r"presentation|fireside|summit|symposium)\b", re.I)
#: what may stand beside a date on a line of its own: a clock time's am/pm, a zone ("5:00 PM ET", "10:00 AM EST")
#: (and the weekday a date is written with: "Thursday, May 20, 2027 · 9:00 AM")
_BESIDE_DATE = re.compile(r"\b(?:[ap]\.?m\.?|at|[A-Z]{2,5}|(?i:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?i:day)?)\b"
                          r"|[\d:.,/|·–—-]+")


def _events_moved(b: _Builder, main: list[BlockChange], new_blocks: list[Block]) -> list[BlockChange]:
    """An investors page's event re-dated (the date line over an earnings call's, a webcast's or a meeting's title
    changed, the title kept): meaningful, named; the other changes are returned."""
    pos = {id(blk): i for i, blk in enumerate(new_blocks)}
    rest = []
    for c in main:
        if c.op == "modified" and c.before is not None and c.after is not None and id(c.after) in pos \
                and event_date_line(c.after) and event_date_line(c.before) \
                and (t := event_title(new_blocks, pos[id(c.after)])):
            b.add("meaningful", "content_changed", f"event rescheduled: {_trim(t, 80)} ({c.before.text} → {c.after.text})")
        elif c.op == "added" and c.after is not None and id(c.after) in pos \
                and _EVENT_STATUS.fullmatch(c.after.text.strip()) is not None \
                and (t := _event_above(new_blocks, pos[id(c.after)])):
            # a status badge come beside an event's title: "Cancelled", "Postponed", "Abgesagt" (the page's own word
            # for the Event's eventStatus)
            b.add("meaningful", "content_changed", f"event {c.after.text.strip().lower()}: {_trim(t, 80)}")
        else:
            rest.append(c)
    return rest


#: an event's status as a badge says it: cancelled or postponed (en, de, fr, es, it, nl)
_EVENT_STATUS = re.compile(r"(?i:cancell?ed|postponed|rescheduled|abgesagt|entfällt|verschoben|annul[ée]e?s?|report[ée]e?s?|"
                           r"cancelad[oa]|aplazad[oa]|pospuest[oa]|annullat[oa]|rinviat[oa]|geannuleerd|uitgesteld)")


def _event_above(blocks: list[Block], i: int) -> str:
    """The heading of the event a badge at `blocks[i]` sits beside: the nearest heading above it, within two blocks."""
    for j in (i - 1, i - 2):
        if 0 <= j and blocks[j].region == MAIN and blocks[j].tag in ("h2", "h3", "h4", "h5") and len(blocks[j].text) <= 120:
            return blocks[j].text
    return ""


#: what may follow an event's date on its line: a separator and a place ("2027-02-18 · Online", "18.02.2027 · München")
#: (words apart by spaces, never by none: the pattern stays linear on a long word)
_AFTER_EVENT_DATE = re.compile(r"\s*[·|•–—,-]\s*[^\W\d_][\w.'’-]*(?:\s+[^\W\d_][\w.'’-]*){0,5}"
                               r"(?:,\s*[^\W\d_][\w.'’-]*(?:\s+[^\W\d_][\w.'’-]*){0,3})?\s*")


def event_date_line(blk: Block) -> bool:
    """Whether a block is an event's date line: a date alone (date_line), or a date with its place after a separator
    (a city, "Online"): on an events page the line that moves when the event does."""
    if date_line(blk):
        return True
    t = blk.text
    if len(t) > 80:
        return False
    m = _find_date(t)
    if m is None or _LETTERS.search(t[:m.start()]):
        return False
    rest = t[m.end():]
    rest = rest[_AFTER_STAMP_CLOCK.match(rest).end():]  # type: ignore[union-attr]
    return _AFTER_EVENT_DATE.fullmatch(rest) is not None


#: a clock time after a date ("· 9:00 AM", "10:00 CET")
_AFTER_STAMP_CLOCK = re.compile(r"(?:\s*(?:[·,|]\s*)?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s*[A-Z]{2,5}\b)?)?", re.I)


def date_line(blk: Block) -> bool:
    """Whether a block is a date alone (with a clock time and a zone): "Feb 03, 2027 10:00 AM EST"."""
    t = blk.text
    if len(t) > 48:
        return False
    m = _find_date(t)
    return m is not None and not _LETTERS.search(_BESIDE_DATE.sub(" ", t[:m.start()] + " " + t[m.end():]))


def event_title(blocks: list[Block], i: int) -> str:
    """The title of the event dated by the date line `blocks[i]` on an investors page — the short line after it
    (or before it) naming an earnings call, a webcast, a conference or a meeting — or ""; on an events page (its
    `<h1>` says events or webinars) the heading beside the date line, whatever it says."""
    any_heading = events_page(blocks)
    for j in (i + 1, i - 1):
        if 0 <= j < len(blocks):
            o = blocks[j]
            if o.region == MAIN and len(o.text) <= 120 and not event_date_line(o) and (
                    _IR_EVENT.search(o.text) or (any_heading and o.tag in ("h2", "h3", "h4", "h5"))):
                return o.text
    return ""


#: surfaces an events or webinars page is watched as
_NEWS_LIST_SURFACES = frozenset({"newsroom", "blog", "homepage", "investors"})
_EVENTS_H1 = re.compile(r"\b(?:events?|webinars?|conferences?|meetups?|workshops?|veranstaltungen|termine|événements|"
                        r"évènements|eventos|eventi|evenementen|"
                        # (an event's own page, titled by its name: "Tidewater Summit 2027", "DevOps Expo Europe")
                        r"summits?|hackathons?|expos?|konferenz(?:en)?|kongress(?:e)?|congrès)\b", re.I)


def events_page(blocks: list[Block]) -> bool:
    """Whether a page is a list of events: its first `<h1>` in the main content says events or webinars."""
    h1 = next((blk for blk in blocks if blk.tag == "h1" and blk.region == MAIN), None)
    return h1 is not None and len(h1.text) <= 60 and _EVENTS_H1.search(h1.text) is not None


_LETTERS = re.compile(r"[^\W\d_]{2}")


def _listed_line(c: BlockChange) -> bool:
    """Whether a line added to (removed from) a policy says something of its own: a sub-processor's card
    ("Anthropic" · "AI assistant"), a service or a category listed — not a date or version stamp, nor a
    lone figure. A policy's few words added or dropped are a clause or a party of it, not a typo."""
    blk = c.after if c.op == "added" else c.before
    return blk is not None and _LETTERS.search(_PLACEHOLDER.sub(" ", blk.norm)) is not None


def _punctuation_only(c: BlockChange) -> bool:
    """Whether a modified block differs only in punctuation, spacing or case ("1. Termination" → "1 — Termination",
    the section numbers of a whole policy restyled): however many blocks, no word changed."""
    return c.before is not None and c.after is not None and \
        _NOT_ALNUM.sub("", c.before.norm).lower() == _NOT_ALNUM.sub("", c.after.norm).lower()


def _headline_word(c: BlockChange) -> bool:
    """A homepage's `<h1>` with a word of its own replaced ("… for finance teams" → "… for legal teams"): the
    company's positioning, news however short the edit (a typo, punctuation or case fixed is not)."""
    return c.op == "modified" and c.before is not None and c.after is not None and c.after.tag == "h1" \
        and c.before.tag == "h1" and not _cosmetic(c)


def _cosmetic(c: BlockChange) -> bool:
    """Whether a modified block differs only in punctuation, case or spelling (each changed run of
    words, punctuation dropped, equal or a near-identical spelling of the other)."""
    if c.before is None or c.after is None:
        return False
    ta, tb = words(c.before.norm), words(c.after.norm)
    for op, i1, i2, j1, j2 in SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        x = _NOT_ALNUM.sub("", "".join(ta[i1:i2]))
        y = _NOT_ALNUM.sub("", "".join(tb[j1:j2]))
        if x == y:
            continue
        if min(len(x), len(y)) >= 4 and SequenceMatcher(None, x, y, autojunk=False).ratio() >= 0.8:
            continue  # a misspelling fixed ("recieve" → "receive")
        if i2 - i1 == j2 - j1 == 1 and min(len(x), len(y)) >= 3 and abs(len(x) - len(y)) == 1 and (
                x.startswith(y) or y.startswith(x)) and not {x.lower(), y.lower()} & _NEGATIONS:
            continue  # a short word's letter dropped or restored ("under you account" → "under your account")
        if i2 - i1 != j2 - j1 and min(len(x), len(y)) >= 3 and abs(len(x) - len(y)) <= 1 and not (
                {w.lower() for w in ta[i1:i2] + tb[j1:j2]} & _NEGATIONS) and SequenceMatcher(
                None, x, y, autojunk=False).ratio() >= 0.8:
            continue  # words run together or contracted ("de el servicio" → "del servicio", "log in" → "login")
        return False
    return True


def _heading_index(blocks: list[Block]) -> dict[int, str]:
    """block id → the text of the nearest heading before it (plan names for prices in prose)."""
    out: dict[int, str] = {}
    current = ""
    for blk in blocks:
        if blk.tag in ("h1", "h2", "h3", "h4", "h5", "h6") and len(blk.text) <= 60 and not PRICE_RE.search(blk.text):
            current = blk.text
        out[id(blk)] = current
    return out


# ---------------------------------------------------------------------------------------------


# (a component's own state before the page's status line: "API: degraded → operational" says more than "status: minor
# → All Systems Operational")
_PRIORITY = ["price_changed", "incident_opened", "incident_resolved", "incident_updated", "component_outage",
             "component_degraded", "component_maintenance", "component_recovered", "status_changed", "jobs_removed",
             "jobs_added", "plan_removed", "plan_added",
             "post_published", "people_added", "people_removed", "policy_changed"]


def classify(
    *,
    surface: str,
    block_diff: BlockDiff,
    entity_diffs: dict[str, EntityDiff],
    field_ops: list[FieldOp],
    total_fields: int,
    new_blocks: list[Block],
    old_blocks: list[Block],
    cfg: ClassifyConfig,
    unresolved_only: bool = False,
    listed: frozenset[str] = frozenset(),
) -> Verdict:
    """The verdict for a comparison; significance None means noise (nothing worth a snapshot).
    `listed`: titles of items listed unchanged in both versions (lower-cased): a block change
    between two of them is a rotation of a "featured" slot."""
    b = _Builder(cfg, surface)
    b.listed = listed
    b.new_blocks = new_blocks
    for typ, d in entity_diffs.items():
        if d.note:
            b.notes.append(d.note)
        if (d.added or d.removed) and d.old_count != d.new_count:
            b.counts.add((str(d.old_count), str(d.new_count)))
        if len(d.added) != len(d.removed):
            b.growth.add(len(d.added) - len(d.removed))
        if d.empty and not d.renamed:
            # withheld removals still explain their blocks (no text-level echo of a guarded list)
            for e in d.withheld:
                b.explained_by(e.data.get("title", "") or e.data.get("name", ""))
            continue
        for e in d.withheld:
            b.explained_by(e.data.get("title", "") or e.data.get("name", ""))
            if typ == "news_item" and len(t := (e.data.get("title") or "").strip()) >= 3:
                # (a post slid to page 2 took its excerpt with it)
                b.posts_removed.add(t.lower())
        if typ == "job":
            _jobs(b, d)
        elif typ == "pricing_plan":
            _plans(b, d)
        elif typ in ("news_item", "page"):
            _items(b, d, typ)
        elif typ == "person":
            _people(b, d)
        elif typ == "product":
            _products(b, d)
        elif typ == "location":
            _locations(b, d)
        elif typ == "incident":
            _incidents(b, d, unresolved_only)
        elif typ == "component":
            _components(b, d)
    _fields(b, field_ops, total_fields, surface)
    _posting_closed(b, block_diff, entity_diffs.get("job"), new_blocks, old_blocks)
    has_typed = bool(b.cands)
    _text(b, block_diff, new_blocks, old_blocks, has_typed)
    if not b.cands:
        return Verdict(None, None, Delta(), "", None, b.notes)
    best = max(b.cands, key=lambda c: (c.rank, -(_PRIORITY.index(c.kind) if c.kind in _PRIORITY else 99)))
    # the summary names the verdict's own change first: of changes of one rank, the one its kind names (an incident
    # opened before a component it degraded, a price raised before a plan added)
    ordered = [best] + [c for c in sorted(b.cands, key=lambda c: -c.rank) if c is not best]
    summary = "; ".join(dict.fromkeys(c.summary for c in ordered[:3]))
    if len(ordered) > 3:
        summary += f" (+{len(ordered) - 3} more)"
    summary = summary[:1:].upper() + summary[1:]
    published = max(b.published) if b.published else None
    return Verdict(NAMES[best.rank], best.kind, b.delta, _trim(summary, 400), published, b.notes)


def delta_dict(delta: Delta) -> dict[str, Any]:
    """The delta as a plain dict without empty keys."""
    import msgspec

    return msgspec.to_builtins(delta)  # type: ignore[no-any-return]
