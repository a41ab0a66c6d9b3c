"""Red team round 15, part two: the corpus sites' own page templates around a careers, pricing, legal, status,
changelog and leadership page (the corpus holds none of those pages). See test_redteam15.py for the round.
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
page, visit, Case = r15.page, r15.visit, r15.Case
M, MM, E = r15.M, r15.MM, r15.E
CASES: dict[str, Any] = {}
NAMED: dict[str, str] = {}


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new or outcome == "quiet", name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)


# ============================================================================ the site's own template around a careers, pricing, legal or status page
# (the corpus holds no careers, pricing, legal or status page: these are the corpus sites' own page templates —
# their header, navigation, scripts, cookie notice and footer as served — with the page's main content written as
# such pages write it)

def transplant(html: str, start: str, end: str, content: str) -> str:
    """The page with everything from `start` up to `end` (its main content) replaced by `content`."""
    i = html.index(start)
    j = html.index(end, i + len(start))
    return html[:i] + content + html[j:]


_JOBS = [("Senior Software Engineer, Clinical Platform", "R&D", "Gothenburg, Sweden", "senior-software-engineer-clinical-platform"),
         ("Field Service Engineer", "Service", "Rotterdam, Netherlands", "field-service-engineer"),
         ("Key Account Manager Healthcare", "Sales", "Baar, Switzerland", "key-account-manager-healthcare"),
         ("Product Owner, Mobile Solutions", "Product Management", "Gothenburg, Sweden", "product-owner-mobile"),
         ("Technical Writer (m/f/d)", "R&D", "Remote, Germany", "technical-writer"),
         ("Financial Controller", "Finance", "Baar, Switzerland", "financial-controller")]


def careers(jobs: list[tuple[str, str, str, str]], day: int | None = None) -> str:
    """`day`: each card also shows its posting age and applicant count as of that day, and a "New" badge on the
    postings of the last three days (the per-visit values of a careers widget)."""
    def extra(i: int) -> str:
        if day is None:
            return ""
        age = day + 2 * i
        badge = '<span class="badge badge--new">New</span>' if age <= 3 else ""
        return (f'{badge}<span class="job-listing__age">Posted {age} days ago</span>'
                f'<span class="job-listing__applicants">{11 + 7 * age + i} applicants</span>')
    rows = "".join(f'<li class="job-listing__item"><a class="job-listing__link" href="/careers/jobs/{slug}-{1000 + i}">'
                   f'<h3 class="job-listing__title">{t}</h3></a><span class="job-listing__dept">{d}</span>'
                   f'<span class="job-listing__location">{loc}</span>{extra(i)}</li>' for i, (t, d, loc, slug) in enumerate(jobs))
    return ('<h1 class="careers__title">Careers</h1><p class="careers__intro">Join a team that builds the tools nurses and '
            'clinicians rely on, every shift.</p><h2>Open positions</h2>'
            f'<ul class="job-listing">{rows}</ul><p>Don’t see your role? Send us an open application.</p>')


def _jobs_family(stem: str, url: str, start: str, end: str, seed: int) -> None:
    base = page(stem)
    if base is None:
        return
    def at(jobs: list[tuple[str, str, str, str]]) -> str:
        return transplant(base, start, end, careers(jobs))
    short = stem.split("__")[1]
    j = _JOBS
    pairs = [
        ("a job added", j[:3] + [("Data Protection Officer", "Legal", "Baar, Switzerland", "data-protection-officer")] + j[3:],
         M, ("jobs_added",), {"exact": {"jobs_added": ["Data Protection Officer"], "jobs_removed": []}}),
        ("a job closed", j[:1] + j[2:], M, ("jobs_removed",),
         {"exact": {"jobs_removed": ["Field Service Engineer"], "jobs_added": []}}),
        ("a job retitled", [(("Staff Software Engineer, Clinical Platform",) + j[0][1:])] + j[1:], ("minor", "meaningful"),
         ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed")}),
        ("two jobs opened and one closed at once", j[:4] + j[5:] + [
            ("Clinical Application Specialist", "Service", "Lyon, France", "clinical-application-specialist"),
            ("UX Researcher", "Product Management", "Gothenburg, Sweden", "ux-researcher")], M, ("jobs_added", "jobs_removed"),
         {"exact": {"jobs_added": ["Clinical Application Specialist", "UX Researcher"], "jobs_removed": ["Technical Writer (m/f/d)"]}}),
        ("every job closed", [], ("critical",), ("jobs_removed",), {"absent": ("jobs_added",)}),
        ("a job relocated", j[:2] + [j[2][:2] + ("Zürich, Switzerland",) + j[2][3:]] + j[3:], ("minor", "meaningful"),
         ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed")}),
    ]
    add(f"{short} careers: visit noise only", visit(at(j), seed), visit(at(j), seed + 1), url, "careers", "quiet")
    add(f"{short} careers: re-sorted by location", visit(at(j), seed), visit(at(sorted(j, key=lambda x: x[2])), seed + 1),
        url, "careers", "quiet")
    def aged(jobs: list[tuple[str, str, str, str]], day: int) -> str:
        return transplant(base, start, end, careers(jobs, day))
    add(f"{short} careers: posting ages, applicant counts and New badges tick", visit(aged(j, 1), seed),
        visit(aged(j, 3), seed + 1), url, "careers", "quiet")
    for label, jobs, sig, kind, kw in pairs:
        add(f"{short} careers: {label}, while posting ages and applicant counts tick", visit(aged(j, 2), seed + 4),
            visit(aged(jobs, 4), seed + 5), url, "careers", E, sig, kind, **kw)
    for label, jobs, sig, kind, kw in pairs:
        add(f"{short} careers: {label}", at(j), at(jobs), url, "careers", E, sig, kind, **kw)
        add(f"{short} careers: {label}, under visit noise", visit(at(j), seed + 2), visit(at(jobs), seed + 3), url,
            "careers", E, sig, kind, **kw)


_jobs_family("aeb__www.ascom.com", "https://www.ascom.com/careers/", '<h1 class="ws-press__container__title">',
             '<footer class="clearfix">', 21)
_jobs_family("trafilatura__caktusgroup.com.django", "https://www.caktusgroup.com/careers/", '<h1 class="dark-blue">',
             "</main><!-- /end mainContent -->", 31)


_PLANS = [("Starter", "$49", ["Up to 2 venues", "Mobile ordering", "Email support"]),
          ("Growth", "$149", ["Up to 10 venues", "Ticketing and mobile ordering", "Loyalty programs", "Priority support"]),
          ("Enterprise", "Custom", ["Unlimited venues", "Data warehouse export", "Dedicated success manager", "99.99% SLA"])]


_PERIOD = '<span class="period">/month</span>'


def pricing(plans: list[tuple[str, str, list[str]]]) -> str:
    cards = "".join(
        f'<div class="pricing-card{" pricing-card--featured" if n == "Growth" else ""}"><h3 class="pricing-card__name">{n}</h3>'
        f'<p class="pricing-card__price"><span class="amount">{p}</span>{_PERIOD if p.startswith("$") else ""}</p>'
        f'<ul class="pricing-card__features">{"".join(f"<li>{f}</li>" for f in fs)}</ul>'
        f'<a class="btn btn--primary" href="/demo?plan={n.lower()}">{"Contact sales" if p == "Custom" else "Start free trial"}</a></div>'
        for n, p, fs in plans)
    return ('<h1>Plans &amp; Pricing</h1><p class="lead">Simple pricing for venues of every size. Billed monthly, cancel '
            f'anytime.</p><div class="pricing-grid">{cards}</div><p class="fine-print">Prices exclude VAT. Payment '
            'processing fees apply per transaction.</p>')


def _pricing_family(stem: str, url: str, start: str, end: str, seed: int) -> None:
    base = page(stem)
    if base is None:
        return
    def at(plans: list[tuple[str, str, list[str]]]) -> str:
        return transplant(base, start, end, pricing(plans))
    short = stem.split("__")[1]
    p = _PLANS
    raised = [p[0], ("Growth", "$179", p[1][2])] + p[2:]
    pairs = [
        ("Growth raised $149 → $179", raised, ("critical",), ("price_changed",), {"prices": (("Growth", "$149", "$179"),)}),
        ("a Pro tier added between Growth and Enterprise",
         p[:2] + [("Pro", "$299", ["Up to 25 venues", "Everything in Growth", "Custom branding"])] + p[2:],
         ("major",), ("plan_added",), {"contains": {"plans_added": ["Pro"]}}),
        ("Starter dropped", p[1:], ("major",), ("plan_removed",), {"contains": {"plans_removed": ["Starter"]}}),
        ("a feature added to Growth", [p[0], ("Growth", "$149", p[1][2] + ["API access"])] + p[2:], MM, ("plan_changed",), {}),
    ]
    add(f"{short} pricing: visit noise only", visit(at(p), seed), visit(at(p), seed + 1), url, "pricing", "quiet")
    for label, plans, sig, kind, kw in pairs:
        add(f"{short} pricing: {label}", at(p), at(plans), url, "pricing", E, sig, kind, **kw)
        add(f"{short} pricing: {label}, under visit noise", visit(at(p), seed + 2), visit(at(plans), seed + 3), url,
            "pricing", E, sig, kind, **kw)


_pricing_family("aeb__www.expapp.com", "https://www.expapp.com/pricing/", "<h1>Introducing", "</main><!-- /.main -->", 41)
_pricing_family("trafilatura__pluralsight.com.python", "https://www.pluralsight.com/pricing", '<h1 class="f1 mb1">',
                "</article>\n</main>", 51)


_DSE = [("1. Verantwortlicher", "Verantwortlich für die Datenverarbeitung auf dieser Website ist die Kanzlei, erreichbar "
         "unter der im Impressum genannten Anschrift und E-Mail-Adresse."),
        ("2. Erhebung und Speicherung personenbezogener Daten", "Beim Besuch unserer Website speichert der Webserver "
         "automatisch die IP-Adresse, Datum und Uhrzeit des Zugriffs, die aufgerufene Seite und den verwendeten Browser. "
         "Diese Daten werden nach sieben Tagen gelöscht."),
        ("3. Kontaktformular", "Wenn Sie uns über das Kontaktformular Anfragen zukommen lassen, werden Ihre Angaben zur "
         "Bearbeitung der Anfrage und für Anschlussfragen bei uns gespeichert. Diese Daten geben wir nicht ohne Ihre "
         "Einwilligung weiter."),
        ("4. Ihre Rechte", "Sie haben jederzeit das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der "
         "Verarbeitung Ihrer gespeicherten Daten sowie ein Beschwerderecht bei einer Aufsichtsbehörde.")]


def legal(sections: list[tuple[str, str]], stand: str = "Stand: 1. März 2026") -> str:
    body = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in sections)
    return f'<h1 class="itemTitle">Datenschutzerklärung</h1><p class="stand">{stand}</p>{body}'


def _legal_family(stem: str, url: str, start: str, end: str, seed: int) -> None:
    base = page(stem)
    if base is None:
        return
    def at(sections: list[tuple[str, str]], stand: str = "Stand: 1. März 2026") -> str:
        return transplant(base, start, end, legal(sections, stand))
    short = stem.split("__")[1]
    s = _DSE
    clause = ("5. Webanalyse", "Wir setzen Matomo zur Analyse des Nutzungsverhaltens ein. Die IP-Adresse wird vor der "
              "Speicherung gekürzt; Sie können der Analyse jederzeit über den Opt-out-Link widersprechen.")
    add(f"{short} legal: visit noise only", visit(at(s), seed), visit(at(s), seed + 1), url, "legal", "quiet")
    add(f"{short} legal: the Stand date alone", visit(at(s), seed), visit(at(s, "Stand: 4. Dezember 2026"), seed + 1),
        url, "legal", "quiet")
    pairs = [
        ("a clause added", s + [clause], ("major",), ("policy_changed",), {"contains": {"blocks_added": ["Matomo"]}}),
        ("the retention period changed", [s[0], (s[1][0], s[1][1].replace("sieben Tagen", "dreißig Tagen"))] + s[2:],
         MM, ("policy_changed",), {}),
    ]
    for label, secs, sig, kind, kw in pairs:
        add(f"{short} legal: {label}", at(s), at(secs), url, "legal", E, sig, kind, **kw)
        add(f"{short} legal: {label}, under visit noise", visit(at(s), seed + 2), visit(at(secs, "Stand: 4. Dezember 2026"),
                                                                                   seed + 3), url, "legal", E, sig, kind, **kw)


_legal_family("trafilatura__viehbacher.com.steuerrecht", "https://www.viehbacher.com/de/datenschutz",
              '<h1 class="itemTitle">', '<footer id="rt-footer-surround">', 61)
_legal_family("trafilatura__fairkom.eu.about", "https://www.fairkom.eu/datenschutz", "<h1", "Unser Team", 71)


# ---------------------------------------------------------------------------- a status page in the site's template

_COMPONENTS = ["Website", "Client Portal", "API", "Deployments (CI/CD)", "Email Delivery", "Backups"]


def status(down: dict[str, str], incident: tuple[str, str, str] | None = None, past: bool = False) -> str:
    """Components with their state; an incident (title, state, update text) above them; `past`: the incident
    listed under "Past incidents" as resolved."""
    comp = "".join(f'<div class="component-container"><div class="component-inner-container status-'
                   f'{down.get(c, "Operational").lower().replace(" ", "-")}"><span class="name">{c}</span>'
                   f'<span class="component-status">{down.get(c, "Operational")}</span></div></div>' for c in _COMPONENTS)
    worst = ("Major Outage" if "Major Outage" in down.values() else
             "Partial System Outage" if down else "All Systems Operational")
    inc = ""
    if incident and not past:
        t, st, txt = incident
        inc = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-major"><h3 class="incident-title">'
               f'<a href="/incidents/k3x9pq">{t}</a></h3><div class="updates"><div class="update"><strong>{st}</strong> - '
               f'{txt}</div></div></div></div>')
    hist = ('<div class="incidents-list"><h2>Past Incidents</h2><div class="status-day"><h3>Nov 30, 2026</h3>'
            '<p>No incidents reported.</p></div>')
    if incident and past:
        hist += (f'<div class="status-day"><h3>Dec 7, 2026</h3><div class="incident-container"><h4><a href="/incidents/k3x9pq">'
                 f'{incident[0]}</a></h4><div class="update"><strong>Resolved</strong> - This incident has been resolved.'
                 f'</div></div></div>')
    hist += "</div>"
    return (f'<h1 class="dark-blue">Caktus Status</h1><div class="page-status"><h2 class="status">{worst}</h2></div>{inc}'
            f'<div class="components-container">{comp}</div>{hist}')


def _status_family() -> None:
    stem, url = "trafilatura__caktusgroup.com.django", "https://www.caktusgroup.com/status/"
    base = page(stem)
    if base is None:
        return
    def at(*a: Any, **k: Any) -> str:
        return transplant(base, '<h1 class="dark-blue">', "</main><!-- /end mainContent -->", status(*a, **k))
    inc = ("Client Portal unavailable", "Investigating", "We are investigating reports that the Client Portal returns errors.")
    pairs = [
        ("an outage with an incident opened", at({}), at({"Client Portal": "Major Outage"}, inc),
         ("critical", "major"), ("incident_opened", "component_outage"), {"named": "Client Portal"}),
        ("one component degraded", at({}), at({"API": "Degraded Performance"}), MM,
         ("component_degraded", "status_changed"), {"named": "API"}),
        ("the incident resolved", at({"Client Portal": "Major Outage"}, inc), at({}, inc, past=True), MM,
         ("incident_resolved", "component_recovered"), {}),
    ]
    add("caktus status: visit noise only", visit(at({}), 101), visit(at({}), 102), url, "status", "quiet")
    for label, old, new, sig, kind, kw in pairs:
        add(f"caktus status: {label}", old, new, url, "status", E, sig, kind, **kw)
        add(f"caktus status: {label}, under visit noise", visit(old, 103), visit(new, 104), url, "status", E, sig, kind, **kw)


_status_family()

# ---------------------------------------------------------------------------- a changelog in the site's template

_RELEASES = [("v4.12.0", "December 1, 2026", ["Course bookmarks sync across devices", "Faster search in Skill IQ"]),
             ("v4.11.2", "November 18, 2026", ["Fixed: video captions out of sync on Safari"]),
             ("v4.11.0", "November 4, 2026", ["Offline downloads on Android", "New learning paths page"])]


def changelog(releases: list[tuple[str, str, list[str]]]) -> str:
    body = "".join(f'<section class="release" id="{v}"><h2 class="f3">{v}</h2><p class="gray">{d}</p>'
                   f'<ul>{"".join(f"<li>{x}</li>" for x in items)}</ul></section>' for v, d, items in releases)
    return f'<h1 class="f1 mb1">Release notes</h1><p>What changed in the Pluralsight apps, newest first.</p>{body}'


def _changelog_family() -> None:
    stem, url = "trafilatura__pluralsight.com.python", "https://www.pluralsight.com/product/release-notes"
    base = page(stem)
    if base is None:
        return
    def at(rel: list[tuple[str, str, list[str]]]) -> str:
        return transplant(base, '<h1 class="f1 mb1">', "</article>\n</main>", changelog(rel))
    r = _RELEASES
    new_rel = ("v4.13.0", "December 7, 2026", ["Dark mode in the web player", "Fixed: progress lost after sign-out"])
    pairs = [
        ("a release on top", r, [new_rel] + r, M, ("post_published",), {"contains": {"items_added": ["v4.13.0"]}}),
        ("a fix added to the latest release", r,
         [(r[0][0], r[0][1], r[0][2] + ["Fixed: transcript search ignoring accents"])] + r[1:], M, (), {}),
    ]
    add("pluralsight changelog: visit noise only", visit(at(r), 111), visit(at(r), 112), url, "changelog", "quiet")
    for label, old, new, sig, kind, kw in pairs:
        add(f"pluralsight changelog: {label}", at(old), at(new), url, "changelog", E, sig, kind, **kw)
        add(f"pluralsight changelog: {label}, under visit noise", visit(at(old), 113), visit(at(new), 114), url,
            "changelog", E, sig, kind, **kw)


_changelog_family()

# ---------------------------------------------------------------------------- leadership in the site's template

_EXCO = [("Nicolai Riise", "Chief Executive Officer"), ("Martin Zwyssig", "Chief Financial Officer"),
         ("Dominik Maurer", "General Manager Healthcare"), ("Karin Eriksson", "Chief Human Resources Officer"),
         ("Tobias Keller", "Head of Technology & Innovation")]


def leadership(people: list[tuple[str, str]]) -> str:
    cards = "".join(f'<div class="ws-person"><img class="ws-person__photo" src="/content/dam/ascom/people/'
                    f'{n.split()[1].lower()}.jpg" alt="{n}"><h3 class="ws-person__name">{n}</h3>'
                    f'<p class="ws-person__title">{r}</p></div>' for n, r in people)
    return (f'<h1 class="ws-press__container__title">Executive Board</h1><p>The Executive Board is responsible for the '
            f'operational management of the Ascom Group.</p><div class="ws-people-grid">{cards}</div>')


def _leadership_family() -> None:
    stem, url = "aeb__www.ascom.com", "https://www.ascom.com/about-us/management/executive-board/"
    base = page(stem)
    if base is None:
        return
    def at(people: list[tuple[str, str]]) -> str:
        return transplant(base, '<h1 class="ws-press__container__title">', '<footer class="clearfix">', leadership(people))
    p = _EXCO
    pairs = [
        ("a Chief Operating Officer joins", p + [("Sara Lindholm", "Chief Operating Officer")], ("major",),
         ("people_added",), {"contains": {"blocks_added": ["Sara Lindholm"]}}),
        ("the CFO leaves", p[:1] + p[2:], ("major",), ("people_removed",), {"contains": {"blocks_removed": ["Martin Zwyssig"]}}),
        ("a general manager promoted", p[:2] + [("Dominik Maurer", "Chief Commercial Officer")] + p[3:], ("major",),
         ("role_changed",), {}),
    ]
    add("ascom leadership: visit noise only", visit(at(p), 121), visit(at(p), 122), url, "team", "quiet")
    add("ascom leadership: the grid shuffled", visit(at(p), 121), visit(at(p[2:] + p[:2]), 122), url, "team", "quiet")
    for label, new, sig, kind, kw in pairs:
        add(f"ascom leadership: {label}", at(p), at(new), url, "team", E, sig, kind, **kw)
        add(f"ascom leadership: {label}, under visit noise", visit(at(p), 123), visit(at(new), 124), url, "team", E, sig,
            kind, **kw)


_leadership_family()



# ---------------------------------------------------------------------------- more: English terms, German prices

_TOS = [("1. Acceptance of these Terms", "By creating an account or using the Experience platform you agree to these "
         "Terms. If you use the platform on behalf of a venue, you confirm you may bind that venue."),
        ("2. Fees and Payment", "Subscription fees are billed monthly in advance. Invoices are due within 30 days of the "
         "invoice date. Late amounts accrue interest at 1% per month."),
        ("3. Termination", "Either party may terminate the subscription with 30 days’ written notice. We may suspend the "
         "service if an invoice remain unpaid for 60 days."),
        ("4. Limitation of Liability", "Our total liability under these Terms is limited to the fees paid in the twelve "
         "months before the claim.")]


def terms(sections: list[tuple[str, str]], date: str = "Last updated: March 1, 2026") -> str:
    body = "".join(f'<h2 id="s{i}">{h}</h2><p>{t}</p>' for i, (h, t) in enumerate(sections))
    return f'<h1>Terms of Service</h1><p class="updated">{date}</p>{body}'


def _terms_family() -> None:
    stem, url = "aeb__www.expapp.com", "https://www.expapp.com/terms-of-service/"
    base = page(stem)
    if base is None:
        return
    def at(sections: list[tuple[str, str]], date: str = "Last updated: March 1, 2026") -> str:
        return transplant(base, "<h1>Introducing", "</main><!-- /.main -->", terms(sections, date))
    t = _TOS
    arbitration = ("5. Dispute Resolution", "Any dispute arising from these Terms will be resolved by binding individual "
                   "arbitration in Wilmington, Delaware. You waive any right to participate in a class action.")
    pairs = [
        ("an arbitration clause added", t + [arbitration], ("major",), ("policy_changed",),
         {"contains": {"blocks_added": ["arbitration"]}}),
        ("the payment term shortened to 15 days", [t[0], (t[1][0], t[1][1].replace("within 30 days", "within 15 days"))] + t[2:],
         MM, ("policy_changed",), {}),
        ("a typo fixed ('an invoice remain unpaid')", [t[0], t[1], (t[2][0], t[2][1].replace("remain unpaid", "remains unpaid"))]
         + t[3:], ("minor",), ("policy_changed",), {}),
    ]
    add("expapp terms: visit noise only", visit(at(t), 131), visit(at(t), 132), url, "legal", "quiet")
    add("expapp terms: the date alone", visit(at(t), 131), visit(at(t, "Last updated: December 4, 2026"), 132), url,
        "legal", "quiet")
    for label, new, sig, kind, kw in pairs:
        add(f"expapp terms: {label}", at(t), at(new), url, "legal", E, sig, kind, **kw)
        add(f"expapp terms: {label}, under visit noise", visit(at(t), 133),
            visit(at(new, "Last updated: December 4, 2026"), 134), url, "legal", E, sig, kind, **kw)


_terms_family()

_PREISE = [("fairchat Basis", "4,90 €", ["bis 10 Nutzer*innen", "5 GB Speicher", "Support per E-Mail"]),
           ("fairchat Team", "9,90 €", ["bis 50 Nutzer*innen", "50 GB Speicher", "Videokonferenzen", "Support per Telefon"]),
           ("fairchat Organisation", "Auf Anfrage", ["unbegrenzte Nutzer*innen", "eigene Domain", "SLA 99,9 %"])]


def preise(plans: list[tuple[str, str, list[str]]]) -> str:
    cards = "".join(f'<div class="col-md-4 preis-karte"><h3 class="text-align-center">{n}</h3><p class="preis">{p}'
                    f'{" <small>pro Monat, zzgl. MwSt.</small>" if "€" in p else ""}</p><ul>'
                    + "".join(f"<li>{f}</li>" for f in fs) + '</ul><a class="btn" href="/shop">Jetzt bestellen</a></div>'
                    for n, p, fs in plans)
    return f'<h1>Preise</h1><p>Faire Preise für faire Software, monatlich kündbar.</p><div class="row preise">{cards}</div>'


def _preise_family() -> None:
    stem, url = "trafilatura__fairkom.eu.about", "https://www.fairkom.eu/preise"
    base = page(stem)
    if base is None:
        return
    def at(plans: list[tuple[str, str, list[str]]]) -> str:
        return transplant(base, "<h1", "Unser Team", preise(plans))
    p = _PREISE
    pairs = [
        ("Team raised 9,90 € → 12,90 €", [p[0], ("fairchat Team", "12,90 €", p[1][2])] + p[2:], ("critical",),
         ("price_changed",), {"prices": (("fairchat Team", "9,90 €", "12,90 €"),)}),
        ("a Schule tier added", p[:1] + [("fairchat Schule", "2,90 €", ["bis 500 Schüler*innen", "Moderation"])] + p[1:],
         ("major",), ("plan_added",), {"contains": {"plans_added": ["fairchat Schule"]}}),
    ]
    add("fairkom preise: visit noise only", visit(at(p), 141), visit(at(p), 142), url, "pricing", "quiet")
    for label, new, sig, kind, kw in pairs:
        add(f"fairkom preise: {label}", at(p), at(new), url, "pricing", E, sig, kind, **kw)
        add(f"fairkom preise: {label}, under visit noise", visit(at(p), 143), visit(at(new), 144), url, "pricing", E, sig,
            kind, **kw)


_preise_family()


# ============================================================================ running the pairs

#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}


test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG)
