"""Guessing what a body is when nobody said: the sensor kind from the bytes (and content type),
the surface from the URL and the page's own words (title, headings, entities).

Pure: strings in, vocabulary values out. Used by `changewire diff` without --surface; the
service takes both from the sensor row.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from changewire_common.vocab import SensorKind, Surface

from .apis import board_for
from .structured import sniff_gzip_text

_ROOT = re.compile(rb"<(?!\?|!)([A-Za-z][\w:.-]*)")


def guess_kind(body: bytes, content_type: str | None = None, url: str = "") -> str:
    """html | json | feed | sitemap | ats | status_json from the first bytes (the content type and
    URL break ties)."""
    ct = (content_type or "").lower()
    head = sniff_gzip_text(body).lstrip(b"\xef\xbb\xbf \t\r\n")
    host = urlsplit(url).netloc.lower() if url else ""
    path = urlsplit(url).path.lower() if url else ""
    if head.startswith((b"{", b"[")) or "json" in ct:
        low = head[:4096].lower()
        if b"jsonfeed.org" in low or (b'"rss"' in low[:200] and b'"channel"' in low):
            return SensorKind.FEED
        if board_for(url) or any(k in low for k in (b'"absolute_url"', b'"hostedurl"', b'"jobpostings"', b'"shortcode"',
                                                     b'"careers_url"', b'"joburl"', b'"offers"',
                                                     # BambooHR's careers/list, Breezy's /json
                                                     b'"jobopeningname"', b'"friendly_id"',
                                                     # Pinpoint's postings.json
                                                     b'"deadline_at"',
                                                     # SmartRecruiters postings, Teamtailor's JSON:API jobs
                                                     b'"typeofemployment"', b'"careersite-job-url"')):
            return SensorKind.ATS
        # (Statuspage and the hosted pages read in its shape; Heroku's systems with incidents, Slack's
        # active_incidents, Google Cloud's incidents with an external_desc, AWS Health's events with their event_log)
        if (b'"components"' in low and b'"status"' in low) or (b'"incidents"' in low and b'"page"' in low) \
                or (b'"incidents"' in low and b'"system"' in low) \
                or any(k in low for k in (b'"active_incidents"', b'"external_desc"')) \
                or (b'"event_log"' in low and b'"service_name"' in low) \
                or any(k in low for k in (b'"status_overall"', b'"ongoing_incidents"', b'"in_progress_maintenances"',
                                          b'"status_page_resource"', b'"aggregate_state"', b'"status_name"', b'"statusclass"', b'"human_status"')) \
                or "statuspage" in host or path.endswith(("summary.json", "incidents.json", "status.json")):
            return SensorKind.STATUS_JSON
        return SensorKind.JSON
    m = _ROOT.search(head[:4096])
    root = m.group(1).lower().split(b":")[-1] if m else b""
    if root in (b"urlset", b"sitemapindex"):
        return SensorKind.SITEMAP
    if root in (b"rss", b"feed", b"rdf"):
        return SensorKind.FEED
    if root == b"workzag-jobs":
        return SensorKind.ATS
    if root in (b"source", b"jobs") and b"<job>" in head[:16384].lower():
        # the XML job feed ATSs publish for aggregators (Indeed's <source><job> format)
        return SensorKind.ATS
    if root == b"html" or b"<html" in head[:4096].lower() or b"<!doctype html" in head[:200].lower():
        return SensorKind.HTML
    if "xml" in ct or head.startswith(b"<?xml"):
        if "sitemap" in path:
            return SensorKind.SITEMAP
        return SensorKind.FEED
    return SensorKind.HTML


#: (surface, URL path pattern) — first match wins, so specific before generic
_URL_RULES: list[tuple[str, re.Pattern[str]]] = [
    (Surface.CHANGELOG, re.compile(r"/(?:changelog|change-log|release-?notes|releases|whats-?new|what-s-new|product-updates|"
                                   r"versionshinweise|aenderungsprotokoll|nouveautes|notes-de-version|novedades|novita)(?:/|$|\.)")),
    (Surface.STATUS, re.compile(r"/(?:status|system-status|uptime|systemstatus|statut|etat-des-services|estado-del-servicio|stato-servizi)(?:/|$|\.)")),
    (Surface.PRICING, re.compile(r"/(?:pricing|prices|plans|plans-and-pricing|price|tarif[es]*|preise|prix|precios|prezzi|prijzen|tarifas|planos|"
                                 r"cennik|priser|precos|"
                                 # tr, vi, id
                                 r"fiyatlandirma|fiyatlar|bang-gia|harga|paket-harga|"
                                 r"preise-und-pakete)(?:/|$|\.)")),
    (Surface.JOBS_BOARD, re.compile(r"/(?:jobs|job-board|openings|open-positions|open-roles|vacancies|positions|stellenangebote|"
                                    r"offene-stellen|stellen|offres-d-emploi|ofertas-de-empleo|vacatures)(?:/|$|\.)")),
    (Surface.CAREERS, re.compile(r"/(?:careers?|join-us|joinus|work-with-us|hiring|karriere|jobs?-at|life-at|"
                                  r"carrieres?|recrutement|trabaja-con-nosotros|lavora-con-noi|werken-bij|"
                                  r"werkenbij|kariera|praca|oferty-pracy|jobb|jobba-hos-oss|lediga-jobb|karriar|trabalhe-conosco|"
                                  r"carreiras|vagas|recruit|saiyo|"
                                  # tr, hu, ro, cs
                                  r"kariyer|is-ilanlari|acik-pozisyonlar|karrier|allasajanlatok|cariere|locuri-de-munca|"
                                  r"volna-mista|volne-pozice|"
                                  # fi, da, no
                                  r"ura|tyopaikat|avoimet-tyopaikat|rekry|rekrytointi|ledige-stillinger|ledige-jobs|stillinger|"
                                  # vi, id
                                  r"tuyen-dung|viec-lam|co-hoi-nghe-nghiep|karier|karir|lowongan|lowongan-kerja)(?:/|$|\.|-)")),
    (Surface.LEGAL, re.compile(r"/(?:terms|tos|terms-of-service|terms-of-use|terms-and-conditions|privacy|privacy-policy|legal|"
                               r"cookies?|cookie-policy|gdpr|dpa|eula|acceptable-use|aup|imprint|impressum|datenschutz|"
                               r"agb|security-policy|subprocessors|sla|"
                               r"mentions-legales|confidentialite|politique-de-confidentialite|cgu|cgv|nutzungsbedingungen|"
                               r"privacidad|politica-de-privacidad|aviso-legal|terminos|privacy-beleid|"
                               r"algemene-voorwaarden|"
                               # pl, sv, da, no, fi, tr, pt, it
                               r"regulamin|polityka-prywatnosci|integritetspolicy|anvandarvillkor|villkor|privatlivspolitik|"
                               r"handelsbetingelser|personvern|personvernerklaering|vilkar|tietosuoja|tietosuojaseloste|kayttoehdot|"
                               r"gizlilik|gizlilik-politikasi|kvkk|kullanim-kosullari|privacidade|politica-de-privacidade|termos|"
                               r"termos-de-uso|condizioni|termini-e-condizioni|informativa-privacy|"
                               # vi, id
                               r"chinh-sach-bao-mat|dieu-khoan|dieu-khoan-su-dung|kebijakan-privasi|syarat-dan-ketentuan|"
                               r"syarat-ketentuan)(?:/|$|\.|-)")),
    (Surface.TEAM, re.compile(r"/(?:team|our-team|leadership|people|management|founders|about/team|about-us/team|board|officers|"
                              r"executives|board-of-directors|management-team|"
                              r"unser-team|ueber-uns/team|equipe|l-equipe|notre-equipe|equipo|nuestro-equipo|ons-team)"
                              # (a list of the members: Antora's and Maven sites' /team-list.html, /team-members/)
                              r"(?:-(?:list|members|page|overview))?(?:/|$|\.)")),
    (Surface.NEWSROOM, re.compile(r"/(?:news|newsroom|press|press-releases|media|in-the-news|announcements|"
                                  r"presse|pressemitteilungen|aktuelles|neuigkeiten|actualites|communiques(?:-de-presse)?|"
                                  r"noticias|prensa|sala-de-prensa|nieuws|notizie|comunicati-stampa|"
                                  # pl, tr, vi, id
                                  r"aktualnosci|haberler|basin-odasi|tin-tuc|berita)(?:/|$|\.)")),
    (Surface.BLOG, re.compile(r"/(?:blog|blogs|articles|insights|stories|posts|engineering|journal)(?:/|$|\.)")),
    (Surface.INVESTORS, re.compile(r"/(?:investors?|investor-relations|ir|shareholders)(?:/|$|\.)")),
    (Surface.CONTACT, re.compile(r"/(?:contact|contact-us|locations|offices|kontakt|nous-contacter|contacto|contatti|standorte)(?:/|$|\.)")),
    (Surface.DOCS, re.compile(r"/(?:docs|documentation|help|support|guides?|api|reference|kb|knowledge-base|manual|"
                               r"dokumentation|hilfe|aide|ayuda|documentacion|handbuch)(?:/|$|\.)")),
    (Surface.PRODUCTS, re.compile(r"/(?:products?|solutions?|features|platform|shop|store|catalog|collections)(?:/|$|\.)")),
]
_HOST_RULES: list[tuple[str, re.Pattern[str]]] = [
    (Surface.STATUS, re.compile(r"^(?:status\.|.*\.statuspage\.io$|.*status\.|statut\.|estado\.|stato\.)")),
    (Surface.JOBS_BOARD, re.compile(r"(?:greenhouse\.io|lever\.co|ashbyhq\.com|workable\.com|recruitee\.com|personio\.|"
                                    r"smartrecruiters\.com|teamtailor\.com|myworkdayjobs\.com|bamboohr\.com|breezy\.hr|pinpointhq\.com)$|^(?:jobs|careers)\.")),
    (Surface.DOCS, re.compile(r"^(?:docs|developer|developers|help|support)\.")),
    # (a company's engineering blog at engineering.<site>, eng.<site>, tech.<site>: Netflix, Uber, Airbnb, Zalando; a
    # publication on Medium's own host, medium.com/<publication> or medium.com/@<author>: nothing else is watched there)
    (Surface.BLOG, re.compile(r"^(?:blog|engineering|eng|tech|techblog)\.|\.(?:substack\.com|beehiiv\.com|ghost\.io|medium\.com|hashnode\.dev)$"
                              r"|^(?:www\.)?medium\.com$")),
    (Surface.INVESTORS, re.compile(r"^(?:ir|investors?)\.")),
]

#: (surface, words in the title / main heading that name it)
_WORD_RULES: list[tuple[str, re.Pattern[str]]] = [
    (Surface.CHANGELOG, re.compile(r"\b(?:changelog|change log|release notes|what'?s new|product updates|releases|änderungsprotokoll|"
                                   r"versionshinweise|nouveautés|notes de version|novedades|notas de la versión)\b"
                                   r"|リリースノート|更新履歴|アップデート情報", re.I)),
    (Surface.STATUS, re.compile(r"\b(?:system status|status page|service status|all systems operational|uptime|"
                                r"incident history|current status|systems? (?:are )?operational|"
                                # de, fr, es, it, pt: the page's title and its all-clear banner
                                r"systemstatus|status der dienste|alle systeme (?:sind )?(?:betriebsbereit|funktionsfähig)|"
                                r"[ée]tat des (?:services|syst[èe]mes)|statut des services|tous les syst[èe]mes sont op[ée]rationnels|"
                                r"estado del (?:servicio|sistema)|estado de los (?:servicios|sistemas)|todos los sistemas (?:están )?operativos|"
                                r"stato dei (?:servizi|sistemi)|tutti i sistemi (?:sono )?operativi|status dos servi[çc]os|"
                                r"todos os sistemas (?:est[ãa]o )?operacionais)(?!\w)"
                                r"|稼働状況|全システム稼働中|システムステータス", re.I)),
    (Surface.PRICING, re.compile(r"\b(?:pricing|plans? (?:and|&) pricing|choose (?:a|your) plan|compare plans|simple,? transparent pricing|"
                                 r"prices|preise|tarife|preismodell|tarifs|prix|precios|planes|prezzi|prijzen|cennik|priser|preços|"
                                 # tr, vi, id
                                 r"fiyatlandırma|fiyatlar|bảng giá|harga)\b"
                                 r"|料金プラン|料金体系|料金|価格|价格|定价|요금제|แพ็กเกจราคา|ราคา|الأسعار|الاسعار|الباقات|מחירים|מחירון", re.I)),
    (Surface.CAREERS, re.compile(r"\b(?:careers?|jobs|open (?:positions|roles)|join (?:us|our team|the team)|we'?re hiring|"
                                 r"current openings|work with us|job openings|vacancies|karriere|stellenangebote|offene stellen|"
                                 r"carrières|emplois|empleo|trabaja con nosotros|vacatures|"
                                 # pl, sv, nl, pt, it
                                 r"kariera|oferty pracy|dołącz do nas|jobba hos oss|lediga (?:jobb|tjänster)|karriär|werken bij|"
                                 r"trabalhe conosco|vagas abertas|carreiras|lavora con noi|posizioni aperte|"
                                 # tr, cs, hu, ro
                                 r"kariyer|açık pozisyonlar|iş ilanları|kariéra|volné pozice|karrier|állásajánlatok|"
                                 r"cariere|locuri de muncă|"
                                 # fi, da, no
                                 r"ura|avoimet työpaikat|rekrytointi|tule meille töihin|ledige stillinger|ledige jobs|job hos os|"
                                 # vi, id
                                 r"tuyển dụng|cơ hội nghề nghiệp|việc làm|karier|karir|lowongan(?: kerja)?)\b"
                                 r"|採用情報|求人情報|募集職種|キャリア採用|加入我们|招聘|채용|ร่วมงานกับเรา|ตำแหน่งงาน|الوظائف|وظائف|משרות|דרושים|קריירה", re.I)),
    (Surface.LEGAL, re.compile(r"\b(?:terms of (?:service|use)|terms (?:and|&) conditions|privacy (?:policy|notice|statement)|"
                               r"cookie (?:policy|notice)|data processing|acceptable use|legal notice|impressum|"
                               r"end user license|service level agreement|subprocessors|datenschutz\w*|agb|nutzungsbedingungen|"
                               r"mentions légales|conditions générales|politique de confidentialité|política de privacidad|"
                               r"términos y condiciones|"
                               # pl, sv, da, no, fi, tr, pt, it, nl
                               r"regulamin\w*|polityka prywatności|integritetspolicy|användarvillkor|privatlivspolitik|handelsbetingelser|"
                               r"personvernerklæring|tietosuojaseloste|käyttöehdot|gizlilik politikası|kullanım koşulları|"
                               r"política de privacidade|termos de uso|informativa sulla privacy|termini e condizioni|privacybeleid|"
                               r"algemene voorwaarden|"
                               # vi, id
                               r"chính sách bảo mật|điều khoản sử dụng|kebijakan privasi|syarat dan ketentuan)\b"
                               r"|นโยบายความเป็นส่วนตัว|ข้อกำหนดและเงื่อนไข|سياسة الخصوصية|الشروط والأحكام|מדיניות (?:ה)?פרטיות|תנאי (?:ה)?שימוש"
                               r"|プライバシーポリシー|個人情報保護方針|利用規約|개인정보\s?처리방침|이용약관|隐私政策|用户协议|服务条款|隱私權政策", re.I)),
    (Surface.TEAM, re.compile(r"\b(?:our team|the team|meet the team|leadership|our people|the people behind|people behind|"
                              r"management team|founders|"
                              r"board of directors|who we are|unser team|das team|"
                              r"notre équipe|l'équipe|nuestro equipo|ons team|geschäftsführung|zarząd|ledningsgrupp|"
                              r"directie|liderança|il nostro team)\b"
                              # a title or heading that is the bare word before the site's name ("Team :: Apache Logging
                              # Services", "Leadership | Ferrule")
                              r"|^(?:team|leadership)\s*(?:$|[|:·–—-])"
                              r"|役員紹介|役員一覧|経営陣|経営チーム|チーム紹介|メンバー紹介|管理团队|경영진", re.I)),
    (Surface.NEWSROOM, re.compile(r"\b(?:newsroom|press releases?|press room|in the news|media coverage|news|presse|"
                                  r"pressemitteilungen|aktuelles|neuigkeiten|communiqués de presse|actualités|"
                                  r"noticias|sala de prensa|nieuws|"
                                  # pl, tr, vi, id
                                  r"aktualności|haberler|basın odası|tin tức|berita)\b"
                                  r"|プレスリリース|ニュースリリース|お知らせ|ข่าวสาร|الأخبار|חדשות", re.I)),
    (Surface.BLOG, re.compile(r"\b(?:blog|weblog|latest posts|articles|insights|journal|bài viết|artikel)\b"
                              r"|บทความ|المدونة|בלוג", re.I)),
    (Surface.INVESTORS, re.compile(r"\b(?:investor relations|investors|shareholders|annual report|quarterly results)\b"
                                   r"|IR情報|投資家情報|株主・投資家", re.I)),
    (Surface.CONTACT, re.compile(r"\b(?:contact us|get in touch|our offices|locations|"
                               r"kontakt|nous contacter|contáctanos|contacto)\b", re.I)),
    (Surface.DOCS, re.compile(r"\b(?:documentation|docs|api reference|developer guide|getting started|user guide|help center)\b", re.I)),
    (Surface.PRODUCTS, re.compile(r"\b(?:our products|products|product catalog|solutions)\b", re.I)),
]


def surface_from_url(url: str) -> str | None:
    if not url:
        return None
    try:
        parts = urlsplit(url if "://" in url else "https://" + url)
    except ValueError:
        return None
    host, path = parts.netloc.lower(), parts.path.lower()
    for surface, pat in _URL_RULES:
        if pat.search(path):
            return str(surface)
    for surface, pat in _HOST_RULES:
        if pat.search(host):
            return str(surface)
    if path in ("", "/", "/index.html", "/index.htm", "/home", "/en", "/en/"):
        return str(Surface.HOMEPAGE)
    return None


def surface_scores(title: str, headings: list[str], signals: dict[str, float]) -> dict[str, float]:
    """Evidence for each surface from the page title (weight 3), its first headings (h1 weight 3,
    others 1) and entity signals (counts already weighted by the caller)."""
    scores: dict[str, float] = dict(signals)
    for text, weight in [(title, 3.0)] + [(h, 3.0 if i == 0 else 1.0) for i, h in enumerate(headings[:8])]:
        if not text:
            continue
        for surface, pat in _WORD_RULES:
            if pat.search(text):
                scores[surface] = scores.get(surface, 0.0) + weight
                break
    return scores


def pick_surface(scores: dict[str, float], *, kind: str = SensorKind.HTML, minimum: float = 2.0) -> str:
    if kind == SensorKind.FEED:
        return str(Surface.FEED)
    if kind == SensorKind.ATS:
        return str(Surface.JOBS_BOARD)
    if kind == SensorKind.STATUS_JSON:
        return str(Surface.STATUS)
    if kind in (SensorKind.JSON, SensorKind.RECORD_SOURCE):
        return str(Surface.RECORD_SOURCE)
    if not scores:
        return str(Surface.HOMEPAGE)
    best = max(scores.items(), key=lambda kv: kv[1])
    return str(best[0]) if best[1] >= minimum else str(Surface.HOMEPAGE)
