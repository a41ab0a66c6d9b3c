"""Source of the sixth red-team round's page pairs (tests/data/differ/redteam6/*).

Run `python tests/data/differ/redteam6_src.py` to rewrite the files. Sites in Polish, Swedish, Dutch,
Portuguese, Italian, Chinese, Japanese (and Korean, Thai, Arabic, Hebrew): homepages with their
per-fetch noise (relative times, a dated top bar, live visitor counters, countdowns), careers pages
with their own job paths and workplace labels, team pages with local executive titles, pricing pages
(a quote-only tier, Swiss francs), status pages with local status words, newsrooms announcing
acquisitions, badges, numbered terms, a docs version picker, an investors page with a share-price
widget. The per-fetch noise `V` comes from round 3 (redteam3_src.py). The expected verdicts are
written by hand in tests/unit/differ/test_redteam6.py, not derived from the differ.
"""
from __future__ import annotations

from pathlib import Path

from cw_testdata import load_module

r3 = load_module("redteam3_src", Path(__file__).resolve().parent / "redteam3_src.py", reuse=True)
V, N1, N2 = r3.V, r3.N1, r3.N2
gtm = r3.gtm

OUT = Path(__file__).resolve().parent / "redteam6"
B = V()


def slug(t: str) -> str:
    s = "".join(c if c.isalnum() and c.isascii() else "-" for c in t.lower()).strip("-")
    while "--" in s:
        s = s.replace("--", "-")
    return s or "x"


def page(title: str, body: str, v: V, *, lang: str = "en", dir_: str = "") -> str:
    d = f' dir="{dir_}"' if dir_ else ""
    return (f'<!DOCTYPE html><html lang="{lang}"{d}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{title}</title><meta name="csrf-token" content="{v.csrf}"><link rel="stylesheet" href="/_next/static/css/{v.build[:8].lower()}.css">'
            f'</head><body>{body}{gtm(v)}<script nonce="{v.nonce}" src="/_next/static/chunks/main-{v.build[3:11].lower()}.js" defer></script>'
            f'</body></html>\n')


# ============================================================================ homepages and their per-fetch noise, by language

#: per language: site, nav words, hero, (top-bar date, relative time, visitors line, countdown) for three fetches
HOME = {
    "pl": dict(site="Fakturownik", title="Fakturownik – faktury online", nav=("Cennik", "Kariera", "Blog"),
               hero="Faktury, które wystawiają się same", sub="Dla firm od 1 do 500 pracowników.",
               news="Nowa integracja z KSeF", news_label="Aktualności",
               fetch=[("czwartek, 4 grudnia 2025", "3 godziny temu", "1 204 osoby online", "Promocja kończy się za 3 dni"),
                      ("piątek, 5 grudnia 2025", "5 godzin temu", "987 osób online", "Promocja kończy się za 2 dni"),
                      ("sobota, 6 grudnia 2025", "wczoraj", "1 032 osoby online", "Promocja kończy się za 1 dzień")]),
    "sv": dict(site="Kassaflöde", title="Kassaflöde – bokföring", nav=("Priser", "Jobb", "Blogg"),
               hero="Bokföring som sköter sig själv", sub="För företag med 1 till 500 anställda.",
               news="Ny koppling till Skatteverket", news_label="Nyheter",
               fetch=[("torsdag 4 december 2025", "för 2 timmar sedan", "37 personer tittar just nu", "Erbjudandet slutar om 3 dagar"),
                      ("fredag 5 december 2025", "för 5 timmar sedan", "41 personer tittar just nu", "Erbjudandet slutar om 2 dagar"),
                      ("lördag 6 december 2025", "för 1 dag sedan", "29 personer tittar just nu", "Erbjudandet slutar om 1 dag")]),
    "nl": dict(site="Boekhoudje", title="Boekhoudje – boekhouden", nav=("Prijzen", "Vacatures", "Blog"),
               hero="Boekhouden dat zichzelf doet", sub="Voor bedrijven met 1 tot 500 medewerkers.",
               news="Nieuwe koppeling met de Belastingdienst", news_label="Nieuws",
               fetch=[("donderdag 4 december 2025", "2 uur geleden", "37 mensen bekijken deze pagina", "Nog 3 dagen geldig"),
                      ("vrijdag 5 december 2025", "5 uur geleden", "41 mensen bekijken deze pagina", "Nog 2 dagen geldig"),
                      ("zaterdag 6 december 2025", "1 dag geleden", "29 mensen bekijken deze pagina", "Nog 1 dag geldig")]),
    "pt": dict(site="Notinha", title="Notinha – notas fiscais", nav=("Preços", "Vagas", "Blog"),
               hero="Notas fiscais que se emitem sozinhas", sub="Para empresas de 1 a 500 funcionários.",
               news="Nova integração com a Receita Federal", news_label="Novidades",
               fetch=[("quinta-feira, 4 de dezembro de 2025", "há 3 horas", "37 pessoas estão vendo esta página", "Faltam 3 dias"),
                      ("sexta-feira, 5 de dezembro de 2025", "há 5 horas", "41 pessoas estão vendo esta página", "Faltam 2 dias"),
                      ("sábado, 6 de dezembro de 2025", "há 1 dia", "29 pessoas estão vendo esta página", "Falta 1 dia")]),
    "it": dict(site="Fatturino", title="Fatturino – fatture elettroniche", nav=("Prezzi", "Lavora con noi", "Blog"),
               hero="Fatture che si emettono da sole", sub="Per aziende da 1 a 500 dipendenti.",
               news="Nuova integrazione con lo SdI", news_label="Novità",
               fetch=[("giovedì 4 dicembre 2025", "3 ore fa", "37 persone stanno guardando questa pagina", "Mancano 3 giorni"),
                      ("venerdì 5 dicembre 2025", "5 ore fa", "41 persone stanno guardando questa pagina", "Mancano 2 giorni"),
                      ("sabato 6 dicembre 2025", "1 giorno fa", "29 persone stanno guardando questa pagina", "Manca 1 giorno")]),
    "zh": dict(site="票云", title="票云 – 电子发票", nav=("价格", "招聘", "博客"),
               hero="自动开具的电子发票", sub="适合 1 到 500 人的企业。",
               news="与税务系统的新集成上线", news_label="最新动态",
               fetch=[("2025年12月4日 星期四", "3小时前", "37人正在浏览", "距活动结束还有3天"),
                      ("2025年12月5日 星期五", "5小时前", "41人正在浏览", "距活动结束还有2天"),
                      ("2025年12月6日 星期六", "1天前", "29人正在浏览", "距活动结束还有1天")]),
    "ja": dict(site="カクノ", title="カクノ – 請求書クラウド", nav=("料金", "採用情報", "ブログ"),
               hero="請求書を、自動で。", sub="従業員1〜500名の企業に。",
               news="電子帳簿保存法に対応しました", news_label="お知らせ",
               fetch=[("2025年12月4日（木）", "3時間前", "現在 37 人が閲覧中", "キャンペーン終了まで残り3日"),
                      ("2025年12月5日（金）", "5時間前", "現在 41 人が閲覧中", "キャンペーン終了まで残り2日"),
                      ("2025年12月6日（土）", "1日前", "現在 29 人が閲覧中", "キャンペーン終了まで残り1日")]),
    "ko": dict(site="빌링온", title="빌링온 – 전자세금계산서", nav=("요금제", "채용", "블로그"),
               hero="저절로 발행되는 세금계산서", sub="직원 1~500명 기업을 위해.",
               news="홈택스 연동이 추가되었습니다", news_label="새 소식",
               fetch=[("2025년 12월 4일 목요일", "3시간 전", "현재 37명이 보고 있습니다", "이벤트 종료까지 3일 남음"),
                      ("2025년 12월 5일 금요일", "5시간 전", "현재 41명이 보고 있습니다", "이벤트 종료까지 2일 남음"),
                      ("2025년 12월 6일 토요일", "1일 전", "현재 29명이 보고 있습니다", "이벤트 종료까지 1일 남음")]),
    "th": dict(site="บิลดี", title="บิลดี – ใบกำกับภาษีออนไลน์", nav=("ราคา", "ร่วมงานกับเรา", "บล็อก"),
               hero="ใบกำกับภาษีที่ออกเองได้อัตโนมัติ", sub="สำหรับธุรกิจขนาด 1 ถึง 500 คน",
               news="เชื่อมต่อกับกรมสรรพากรแล้ว", news_label="ข่าวสาร",
               fetch=[("4 ธันวาคม 2568", "3 ชั่วโมงที่แล้ว", "มีผู้ชม 37 คนในขณะนี้", "เหลืออีก 3 วัน"),
                      ("5 ธันวาคม 2568", "5 ชั่วโมงที่แล้ว", "มีผู้ชม 41 คนในขณะนี้", "เหลืออีก 2 วัน"),
                      ("6 ธันวาคม 2568", "1 วันที่แล้ว", "มีผู้ชม 29 คนในขณะนี้", "เหลืออีก 1 วัน")]),
}


def home(lang: str, v: V, n: int, *, hero: str = "", sep: bool = False) -> str:
    h = HOME[lang]
    day, ago, online, countdown = h["fetch"][n]
    nav = "".join(f'<a href="/{slug(x)}">{x}</a>' for x in h["nav"])
    badges = '<span class="sep" aria-hidden="false">•</span>' if sep else ""
    main = (f'<div class="topbar"><span class="today">{day}</span></div>'
            f'<header><a href="/" class="logo">{h["site"]}</a><nav>{nav}</nav></header>'
            f'<main><section class="hero"><h1>{hero or h["hero"]}</h1><p>{h["sub"]}</p><p class="live-count">{online}</p>'
            f'<div class="promo-line"><p>{countdown}</p></div></section>'
            f'<section class="news"><h2>{h["news_label"]}</h2><p><a href="/blog/{slug(h["news"])}">{h["news"]}</a> {badges}<span class="ago">{ago}</span></p></section></main>'
            f'<footer><p>© 2025 {h["site"]}</p></footer>')
    return page(h["title"], main, v, lang=lang)


# ============================================================================ careers pages by language

#: per language: site, base URL path of a job, page title, heading, jobs (slug, title, place, workplace)
CAREERS = {
    "pl": dict(site="Fakturownik", path="/praca/", title="Kariera – Fakturownik", h1="Dołącz do nas", sub="Otwarte rekrutacje",
               jobs=[("senior-python-developer", "Senior Python Developer", "Warszawa", "Hybrydowo"),
                     ("ksiegowa-ksiegowy", "Księgowa / Księgowy", "Kraków", "Stacjonarnie"),
                     ("specjalista-ds-wsparcia-klienta", "Specjalista ds. wsparcia klienta", "Wrocław", "Zdalnie"),
                     ("product-designer", "Product Designer", "Warszawa", "Hybrydowo")],
               new=("analityk-danych", "Analityk danych", "Gdańsk", "Zdalnie"), remote="Zdalnie", onsite="Stacjonarnie"),
    "sv": dict(site="Kassaflöde", path="/jobb/", title="Jobba hos oss – Kassaflöde", h1="Jobba hos oss", sub="Lediga tjänster",
               jobs=[("backendutvecklare", "Backendutvecklare", "Stockholm", "Hybrid"),
                     ("redovisningskonsult", "Redovisningskonsult", "Göteborg", "På plats"),
                     ("kundsupport", "Kundsupport", "Malmö", "Distans"),
                     ("produktdesigner", "Produktdesigner", "Stockholm", "Hybrid")],
               new=("dataanalytiker", "Dataanalytiker", "Uppsala", "Distans"), remote="Distans", onsite="På plats"),
    "nl": dict(site="Boekhoudje", path="/vacatures/", title="Werken bij Boekhoudje", h1="Werken bij Boekhoudje", sub="Openstaande vacatures",
               jobs=[("backend-developer", "Backend Developer", "Amsterdam", "Hybride"),
                     ("boekhouder", "Boekhouder", "Utrecht", "Op locatie"),
                     ("klantenservice-medewerker", "Klantenservicemedewerker", "Rotterdam", "Op afstand"),
                     ("product-designer", "Product Designer", "Amsterdam", "Hybride")],
               new=("data-analist", "Data-analist", "Eindhoven", "Op afstand"), remote="Op afstand", onsite="Op locatie"),
    "pt": dict(site="Notinha", path="/vagas/", title="Trabalhe conosco – Notinha", h1="Trabalhe conosco", sub="Vagas abertas",
               jobs=[("desenvolvedor-backend", "Desenvolvedor(a) Backend", "São Paulo", "Híbrido"),
                     ("analista-fiscal", "Analista Fiscal", "Belo Horizonte", "Presencial"),
                     ("suporte-ao-cliente", "Atendimento ao Cliente", "Curitiba", "Remoto"),
                     ("designer-de-produto", "Designer de Produto", "São Paulo", "Híbrido")],
               new=("analista-de-dados", "Analista de Dados", "Recife", "Remoto"), remote="Remoto", onsite="Presencial"),
    "it": dict(site="Fatturino", path="/lavora-con-noi/", title="Lavora con noi – Fatturino", h1="Lavora con noi", sub="Posizioni aperte",
               jobs=[("sviluppatore-backend", "Sviluppatore Backend", "Milano", "Ibrido"),
                     ("contabile", "Contabile", "Torino", "In sede"),
                     ("assistenza-clienti", "Assistenza Clienti", "Bologna", "Da remoto"),
                     ("product-designer", "Product Designer", "Milano", "Ibrido")],
               new=("data-analyst", "Data Analyst", "Roma", "Da remoto"), remote="Da remoto", onsite="In sede"),
    "zh": dict(site="票云", path="/jobs/", title="加入我们 – 票云", h1="加入我们", sub="热招职位",
               jobs=[("1024", "高级后端工程师", "上海", "混合办公"),
                     ("1031", "财务专员", "北京", "现场办公"),
                     ("1040", "客户支持专员", "成都", "远程"),
                     ("1052", "产品设计师", "上海", "混合办公")],
               new=("1063", "数据分析师", "深圳", "远程"), remote="远程", onsite="现场办公"),
    "ja": dict(site="カクノ", path="/recruit/", title="採用情報 | カクノ", h1="採用情報", sub="募集中の職種",
               jobs=[("backend-engineer", "バックエンドエンジニア", "東京", "ハイブリッド"),
                     ("accounting", "経理担当", "大阪", "出社"),
                     ("customer-success", "カスタマーサクセス", "福岡", "リモート"),
                     ("product-designer", "プロダクトデザイナー", "東京", "ハイブリッド")],
               new=("data-analyst", "データアナリスト", "名古屋", "リモート"), remote="リモート", onsite="出社"),
}


def careers(lang: str, v: V, jobs: list[tuple[str, str, str, str]], *, badge: str = "") -> str:
    c = CAREERS[lang]
    cards = "".join(
        f'<li class="job-item"><a class="job-link" href="{c["path"]}{s}?ref={v.rid}"><h3 class="job-title">{t}'
        + (f' <span class="badge">{badge}</span>' if badge and i == 0 else "")
        + f'</h3><div class="job-meta"><span class="job-location">{p}</span> · <span class="job-workplace">{w}</span></div></a></li>'
        for i, (s, t, p, w) in enumerate(jobs))
    main = (f'<header><a href="/" class="logo">{c["site"]}</a></header>'
            f'<main><h1>{c["h1"]}</h1><section class="openings"><h2>{c["sub"]}</h2><ul class="job-list">{cards}</ul></section></main>'
            f'<footer><p>© 2025 {c["site"]}</p></footer>')
    return page(c["title"], main, v, lang=lang)


# ============================================================================ team pages with local executive titles

TEAM = {
    "pl": dict(site="Fakturownik", title="Zespół – Fakturownik", h1="Zarząd i zespół",
               people=[("Łukasz Wiśniewski", "Prezes Zarządu"), ("Zofia Dąbrowska", "Członkini Zarządu, CTO"),
                       ("Krzysztof Wójcik", "Kierownik ds. sprzedaży"), ("Agnieszka Kowalczyk", "Specjalistka ds. marketingu")],
               new=("Małgorzata Szymańska", "Wiceprezes Zarządu ds. finansowych")),
    "sv": dict(site="Kassaflöde", title="Ledning – Kassaflöde", h1="Ledningsgrupp",
               people=[("Karin Ödmark", "VD och medgrundare"), ("Johan Lindqvist", "Teknikchef (CTO)"),
                       ("Elin Sjöberg", "Säljchef"), ("Oskar Nyström", "Marknadskoordinator")],
               new=("Anna Ek", "Ekonomichef (CFO)")),
    "fr": dict(site="Paysage", title="Direction – Paysage", h1="Notre équipe de direction",
               people=[("Camille Laurent", "Présidente et cofondatrice"), ("Julien Moreau", "Directeur technique"),
                       ("Inès Bernard", "Responsable marketing")],
               new=("Thomas Girard", "Directeur général")),
    "nl": dict(site="Boekhoudje", title="Ons team – Boekhoudje", h1="Directie",
               people=[("Sanne de Vries", "Algemeen directeur"), ("Bram van Dijk", "Technisch directeur"),
                       ("Lotte Jansen", "Teamleider klantenservice")],
               new=("Pieter Bakker", "Financieel directeur")),
    "pt": dict(site="Notinha", title="Equipe – Notinha", h1="Liderança",
               people=[("Ana Souza", "Diretora executiva (CEO)"), ("Rafael Lima", "Diretor de tecnologia"),
                       ("Beatriz Costa", "Coordenadora de marketing")],
               new=("Lucas Pereira", "Diretor financeiro")),
    "it": dict(site="Fatturino", title="Chi siamo – Fatturino", h1="Il nostro team",
               people=[("Giulia Rossi", "Amministratrice delegata"), ("Marco Bianchi", "Direttore tecnico"),
                       ("Sara Esposito", "Responsabile marketing")],
               new=("Luca Romano", "Direttore finanziario")),
    "zh": dict(site="票云", title="管理团队 – 票云", h1="管理团队",
               people=[("张伟", "联合创始人兼首席执行官"), ("李娜", "首席技术官"), ("王芳", "市场经理")],
               new=("刘洋", "首席财务官")),
}


def team(lang: str, v: V, people: list[tuple[str, str]]) -> str:
    t = TEAM[lang]
    cards = "".join(f'<div class="team-card"><img src="/img/team/{slug(n)}.jpg?v={v.build[:6]}" alt="{n}">'
                    f'<h3 class="team-name">{n}</h3><p class="team-role">{r}</p></div>' for n, r in people)
    main = (f'<header><a href="/" class="logo">{t["site"]}</a></header><main><h1>{t["h1"]}</h1><div class="team-grid">{cards}</div></main>'
            f'<footer><p>© 2025 {t["site"]}</p></footer>')
    return page(t["title"], main, v, lang=lang)


# ============================================================================ pricing: quote-only tiers, Swiss francs

def pricing(v: V, plans: list[tuple[str, str, str, list[str]]], *, lang: str = "en", title: str = "Pricing", site: str = "Pylon") -> str:
    cards = "".join(
        f'<div class="pricing-card"><h3 class="plan-name">{n}</h3><div class="plan-price"><span class="amount">{p}</span>'
        + (f'<span class="period">{per}</span>' if per else "") + "</div>"
        f'<ul class="features">{"".join(f"<li>{x}</li>" for x in fs)}</ul><a class="btn" href="/signup?plan={slug(n)}&amp;s={v.rid}">→</a></div>'
        for n, p, per, fs in plans)
    main = (f'<header><a href="/" class="logo">{site}</a></header><main><h1>{title}</h1><section class="plans">{cards}</section></main>'
            f'<footer><p>© 2025 {site}</p></footer>')
    return page(f"{title} – {site}", main, v, lang=lang)


EN_PLANS = [("Starter", "$19", "/month", ["3 projects", "Email support"]), ("Pro", "$49", "/month", ["Unlimited projects", "Integrations"]),
            ("Enterprise", "$499", "/month", ["SSO", "Audit log", "Dedicated support"])]
SV_PLANS = [("Bas", "199 kr", "/mån", ["1 användare", "E-postsupport"]), ("Plus", "499 kr", "/mån", ["5 användare", "Integrationer"]),
            ("Företag", "990 kr", "/mån", ["Obegränsat antal användare", "SSO", "Personlig kontakt"])]
JA_PLANS = [("ライト", "¥2,980", "/月", ["ユーザー3名", "メールサポート"]), ("スタンダード", "¥9,800", "/月", ["ユーザー20名", "API連携"]),
            ("エンタープライズ", "¥49,800", "/月", ["ユーザー無制限", "SSO", "専任サポート"])]
CH_PLANS = [("Basic", "CHF 290", " pro Jahr", ["1 Benutzer", "E-Mail-Support"]), ("Business", "CHF 1'290", " pro Jahr", ["10 Benutzer", "Schnittstellen"]),
            ("Enterprise", "CHF 4'900", " pro Jahr", ["Unbegrenzte Benutzer", "SSO", "Persönlicher Support"])]


# ============================================================================ status pages by language

STATUS = {
    "pl": dict(site="Fakturownik", ok="Działa prawidłowo", degraded="Obniżona wydajność", outage="Poważna awaria", all_ok="Wszystkie systemy działają",
               issues="Występują problemy", comps=["Panel klienta", "API", "Wysyłka e-maili", "Integracja KSeF"], updated="Zaktualizowano 3 minuty temu"),
    "sv": dict(site="Kassaflöde", ok="I drift", degraded="Försämrad prestanda", outage="Större avbrott", all_ok="Alla system fungerar",
               issues="Vissa system har problem", comps=["Webbapp", "API", "E-postutskick", "Bankkoppling"], updated="Uppdaterad för 3 minuter sedan"),
    "nl": dict(site="Boekhoudje", ok="Operationeel", degraded="Verminderde prestaties", outage="Grote storing", all_ok="Alle systemen operationeel",
               issues="Sommige systemen ondervinden problemen", comps=["Webapp", "API", "E-mail", "Bankkoppeling"], updated="Bijgewerkt 3 minuten geleden"),
    "pt": dict(site="Notinha", ok="Operacional", degraded="Desempenho degradado", outage="Interrupção grave", all_ok="Todos os sistemas operacionais",
               issues="Alguns sistemas com problemas", comps=["Painel", "API", "Envio de e-mails", "Integração SEFAZ"], updated="Atualizado há 3 minutos"),
    "it": dict(site="Fatturino", ok="Operativo", degraded="Prestazioni ridotte", outage="Interruzione grave", all_ok="Tutti i sistemi operativi",
               issues="Alcuni sistemi presentano problemi", comps=["Pannello", "API", "Invio e-mail", "Integrazione SdI"], updated="Aggiornato 3 minuti fa"),
    "zh": dict(site="票云", ok="正常运行", degraded="性能下降", outage="严重中断", all_ok="所有系统运行正常",
               issues="部分系统出现问题", comps=["控制台", "API", "邮件发送", "税务接口"], updated="3分钟前更新"),
    "ko": dict(site="빌링온", ok="정상 작동", degraded="성능 저하", outage="주요 장애", all_ok="모든 시스템 정상",
               issues="일부 시스템에 문제가 있습니다", comps=["대시보드", "API", "이메일 발송", "홈택스 연동"], updated="3분 전 업데이트"),
}


def status_page(lang: str, v: V, *, bad: dict[str, str] | None = None, updated: str = "") -> str:
    s = STATUS[lang]
    bad = bad or {}
    comps = "".join(f'<div class="component-container"><span class="name">{c}</span>'
                    f'<span class="component-status" data-status="{bad.get(c, "ok")}">{s[bad.get(c, "ok")]}</span></div>' for c in s["comps"])
    banner = s["issues"] if bad else s["all_ok"]
    main = (f'<header><a href="/" class="logo">{s["site"]}</a></header><main><div class="page-status"><h2 class="status">{banner}</h2></div>'
            f'<div class="components-container">{comps}</div><p class="updated">{updated or s["updated"]}</p></main>'
            f'<footer><p>Powered by Statuspage</p></footer>')
    return page(f'{s["site"]} Status', main, v, lang=lang)


# ============================================================================ newsrooms: acquisitions announced in each language

NEWS = {
    "pl": dict(site="Fakturownik", title="Aktualności – Fakturownik", h1="Aktualności", items=[
        ("nowa-integracja-ksef", "Nowa integracja z KSeF", "2025-11-20"), ("raport-roczny", "Raport roczny 2024", "2025-10-02")],
        new=("fakturownik-przejmuje-rachmistrza", "Fakturownik przejmuje Rachmistrza", "2025-12-04"),
        small=("nowy-wyglad-panelu", "Nowy wygląd panelu klienta", "2025-12-04")),
    "sv": dict(site="Kassaflöde", title="Nyheter – Kassaflöde", h1="Nyheter", items=[
        ("ny-koppling-skatteverket", "Ny koppling till Skatteverket", "2025-11-20"), ("arsrapport", "Årsrapport 2024", "2025-10-02")],
        new=("kassaflode-forvarvar-siffra", "Kassaflöde förvärvar Siffra AB", "2025-12-04"),
        small=("nytt-utseende", "Nytt utseende i appen", "2025-12-04")),
    "nl": dict(site="Boekhoudje", title="Nieuws – Boekhoudje", h1="Nieuws", items=[
        ("nieuwe-koppeling", "Nieuwe koppeling met de Belastingdienst", "2025-11-20"), ("jaarverslag", "Jaarverslag 2024", "2025-10-02")],
        new=("boekhoudje-neemt-factuurflow-over", "Boekhoudje neemt Factuurflow over", "2025-12-04"),
        small=("nieuw-dashboard", "Een nieuw dashboard", "2025-12-04")),
    "pt": dict(site="Notinha", title="Novidades – Notinha", h1="Novidades", items=[
        ("integracao-receita", "Nova integração com a Receita Federal", "2025-11-20"), ("relatorio-anual", "Relatório anual 2024", "2025-10-02")],
        new=("notinha-adquire-contafacil", "Notinha adquire a ContaFácil", "2025-12-04"),
        small=("novo-painel", "Conheça o novo painel", "2025-12-04")),
    "it": dict(site="Fatturino", title="Notizie – Fatturino", h1="Notizie", items=[
        ("integrazione-sdi", "Nuova integrazione con lo SdI", "2025-11-20"), ("bilancio", "Bilancio 2024", "2025-10-02")],
        new=("fatturino-acquisisce-contabilmente", "Fatturino acquisisce Contabilmente", "2025-12-04"),
        small=("nuova-dashboard", "Una nuova dashboard", "2025-12-04")),
    "zh": dict(site="票云", title="新闻动态 – 票云", h1="新闻动态", items=[
        ("tax-api", "与税务系统的新集成上线", "2025-11-20"), ("annual-report", "2024年度报告", "2025-10-02")],
        new=("acquires-zhangben", "票云宣布收购账本科技", "2025-12-04"), small=("new-console", "全新控制台上线", "2025-12-04")),
    "ja": dict(site="カクノ", title="ニュース | カクノ", h1="ニュース", items=[
        ("denchoho", "電子帳簿保存法に対応しました", "2025-11-20"), ("annual-report", "2024年度 決算のお知らせ", "2025-10-02")],
        new=("acquisition", "カクノ、株式会社ケイサンを買収", "2025-12-04"), small=("new-ui", "管理画面のデザインを刷新しました", "2025-12-04")),
}


def newsroom(lang: str, v: V, items: list[tuple[str, str, str]], *, badge: str = "") -> str:
    n = NEWS[lang]
    rows = "".join(f'<article class="post-card"><time datetime="{d}">{d}</time><h2 class="post-title"><a href="/{"news" if lang != "ja" else "news"}/{s}">{t}</a>'
                   + (f' <span class="badge">{badge}</span>' if badge and i == 0 else "")
                   + "</h2></article>" for i, (s, t, d) in enumerate(items))
    main = (f'<header><a href="/" class="logo">{n["site"]}</a></header><main><h1>{n["h1"]}</h1><div class="posts">{rows}</div></main>'
            f'<footer><p>© 2025 {n["site"]}</p></footer>')
    return page(n["title"], main, v, lang=lang)


# ============================================================================ legal: numbered sections, "last updated" in each language

TERMS = [("Scope", "These terms govern your use of the Ledgerline service and any related software we provide to you."),
         ("Accounts", "You must keep your login credentials confidential and tell us at once of any unauthorised use of your account."),
         ("Fees and payment", "Fees are billed in advance each month and are not refundable except where the law requires a refund."),
         ("Termination", "Either party may end the agreement with thirty days' written notice to the other party."),
         ("Liability", "Our total liability under these terms is limited to the fees you paid us in the twelve months before the claim."),
         ("Governing law", "These terms are governed by the laws of Ireland and the courts of Dublin have exclusive jurisdiction.")]
NEW_TERM = ("Data export", "When the agreement ends you may export your data for ninety days, after which we delete it from our systems.")


def terms(v: V, sections: list[tuple[str, str]], *, updated: str = "March 3, 2025") -> str:
    body = "".join(f'<section id="s{i}"><h2>{i}. {h}</h2><p>{t}</p></section>' for i, (h, t) in enumerate(sections, 1))
    toc = "".join(f'<li><a href="#s{i}">{i}. {h}</a></li>' for i, (h, _t) in enumerate(sections, 1))
    main = (f'<header><a href="/" class="logo">Ledgerline</a></header><main><h1>Terms of Service</h1><p class="meta">Last updated: {updated}</p>'
            f'<nav class="toc"><ol>{toc}</ol></nav>{body}</main><footer><p>© 2025 Ledgerline Ltd</p></footer>')
    return page("Terms of Service – Ledgerline", main, v)


#: per language: "last updated" line before and after, page title, a clause
LEGAL = {
    "pl": ("Ostatnia aktualizacja: 3 marca 2025", "Ostatnia aktualizacja: 4 grudnia 2025", "Polityka prywatności",
           "Przechowujemy Twoje dane przez okres trwania umowy, a następnie przez trzy lata."),
    "sv": ("Senast uppdaterad: 3 mars 2025", "Senast uppdaterad: 4 december 2025", "Integritetspolicy",
           "Vi sparar dina uppgifter under avtalstiden och därefter i tre år."),
    "nl": ("Laatst bijgewerkt: 3 maart 2025", "Laatst bijgewerkt: 4 december 2025", "Privacyverklaring",
           "Wij bewaren je gegevens zolang de overeenkomst loopt en daarna nog drie jaar."),
    "pt": ("Última atualização: 3 de março de 2025", "Última atualização: 4 de dezembro de 2025", "Política de privacidade",
           "Guardamos os seus dados durante o contrato e depois por mais três anos."),
    "it": ("Ultimo aggiornamento: 3 marzo 2025", "Ultimo aggiornamento: 4 dicembre 2025", "Informativa sulla privacy",
           "Conserviamo i tuoi dati per la durata del contratto e poi per altri tre anni."),
    "zh": ("最后更新：2025年3月3日", "最后更新：2025年12月4日", "隐私政策", "我们在合同期内保存您的数据，之后再保存三年。"),
    "ja": ("最終更新日：2025年3月3日", "最終更新日：2025年12月4日", "プライバシーポリシー", "契約期間中およびその後3年間、お客様のデータを保管します。"),
}


def legal(lang: str, v: V, n: int, *, extra: str = "") -> str:
    before, after, title, clause = LEGAL[lang]
    main = (f'<header><a href="/" class="logo">{title}</a></header><main><h1>{title}</h1><p class="updated">{(before, after)[n]}</p>'
            f'<p>{clause}</p>' + (f"<p>{extra}</p>" if extra else "") + '</main><footer><p>© 2025</p></footer>')
    return page(title, main, v, lang=lang)


# ============================================================================ docs version picker

def docs(v: V, versions: list[str]) -> str:
    opts = "".join(f'<li><a class="dropdown__link" href="/docs/{x}/intro">{x}</a></li>' for x in versions)
    main = (f'<nav class="navbar"><a class="navbar__brand" href="/">Stratus</a><div class="navbar__item dropdown dropdown--hoverable">'
            f'<a class="navbar__link" href="/docs/intro">{versions[0]}</a><ul class="dropdown__menu">{opts}</ul></div></nav>'
            f'<div class="main-wrapper"><aside class="theme-doc-sidebar-container"><ul><li><a href="/docs/intro">Introduction</a></li>'
            f'<li><a href="/docs/install">Installation</a></li></ul></aside><main><article><h1>Introduction</h1>'
            f'<p>Stratus is a job queue for PostgreSQL. It stores jobs in a table and runs them with at-least-once delivery.</p>'
            f'<p>Workers claim jobs with SKIP LOCKED, so many workers can share one queue without stepping on each other.</p></article></main></div>'
            f'<footer class="footer"><p>Copyright © 2025 Stratus</p></footer>')
    return page("Introduction | Stratus", main, v)


# ============================================================================ investors: share-price widget, quarterly results

def investors(v: V, *, quote: tuple[str, str, str] = ("42.17", "+0.84", "+2.03%"), results: list[tuple[str, str, str]] | None = None) -> str:
    results = results or [("q3-2025", "Third quarter 2025 results", "2025-10-28"), ("q2-2025", "Second quarter 2025 results", "2025-07-29")]
    px, ch, pct = quote
    rows = "".join(f'<li class="result"><a href="/investors/results/{s}"><span class="result-title">{t}</span></a> <time datetime="{d}">{d}</time></li>'
                   for s, t, d in results)
    main = (f'<header><a href="/" class="logo">Fernway</a><nav><a href="/investors">Investors</a></nav></header>'
            f'<main><h1>Investor relations</h1><div class="stock-quote"><span class="ticker">NASDAQ: FERN</span> <span class="price">${px}</span> '
            f'<span class="change">{ch} ({pct})</span> <span class="delayed">Delayed 15 minutes</span></div>'
            f'<section><h2>Quarterly results</h2><ul class="results">{rows}</ul></section>'
            f'<section><h2>Contact</h2><p>Investor relations: ir@fernway.io</p></section></main><footer><p>© 2025 Fernway Inc.</p></footer>')
    return page("Investor relations – Fernway", main, v)


# ============================================================================ RTL careers pages (Arabic, Hebrew)

RTL = {
    "ar": dict(site="فاتورتي", title="الوظائف – فاتورتي", h1="انضم إلى فريقنا", path="/careers/",
               jobs=[("backend-engineer", "مهندس برمجيات خلفية", "الرياض", "هجين"), ("accountant", "محاسب", "جدة", "في المكتب"),
                     ("support", "أخصائي دعم العملاء", "دبي", "عن بُعد")],
               new=("data-analyst", "محلل بيانات", "الرياض", "عن بُعد")),
    "he": dict(site="חשבונית", title="משרות – חשבונית", h1="בואו לעבוד איתנו", path="/careers/",
               jobs=[("backend-engineer", "מפתח/ת Backend", "תל אביב", "היברידי"), ("accountant", "מנהל/ת חשבונות", "חיפה", "מהמשרד"),
                     ("support", "נציג/ת תמיכה", "ירושלים", "מרחוק")],
               new=("data-analyst", "אנליסט/ית נתונים", "תל אביב", "מרחוק")),
}


def rtl_careers(lang: str, v: V, jobs: list[tuple[str, str, str, str]]) -> str:
    c = RTL[lang]
    cards = "".join(f'<li class="job-item"><a href="{c["path"]}{s}?utm_source=site&amp;sid={v.rid}"><h3 class="job-title">{t}</h3>'
                    f'<span class="job-location">{p}</span> · <span class="job-workplace">{w}</span></a></li>' for s, t, p, w in jobs)
    main = (f'<header><a href="/" class="logo">{c["site"]}</a></header><main><h1>{c["h1"]}</h1><ul class="job-list">{cards}</ul></main>'
            f'<footer><p>© 2025 {c["site"]}</p></footer>')
    return page(c["title"], main, v, lang=lang, dir_="rtl")


# ============================================================================ second batch: share-price widgets, local blog dates,
# job pages, pricing toggles, dated changelogs, Korean and Thai pages

def ticker_home(v: V, *, quote: tuple[str, str] = ("42.17", "+2.03%"), de: tuple[str, str] = ("38,92", "+1,2")) -> str:
    main = (f'<header><a href="/" class="logo">Fernway</a><nav><a href="/investors">Investors</a><a href="/careers">Careers</a></nav></header>'
            f'<main><section class="hero"><h1>Freight software for the mid-market</h1><p>Plan, book and track every shipment.</p></section>'
            f'<section class="ir-strip"><div class="share-price"><span>FERN</span> <span>{quote[0]} USD</span> <span>{quote[1]}</span></div>'
            f'<div class="ir-aktie"><span>Aktie (XETRA):</span> <span>{de[0]} €</span> <span>({de[1]} %)</span></div></section>'
            f'<section><h2>Why Fernway</h2><p>One system for quotes, bookings and invoices.</p></section></main>'
            f'<footer><p>© 2025 Fernway Inc.</p></footer>')
    return page("Fernway – Freight software", main, v)


BLOGS = {
    "pl": dict(site="Fakturownik", title="Blog – Fakturownik", h1="Blog", lang="pl", posts=[
        ("jak-wystawic-fakture", "Jak wystawić fakturę korygującą", "20 listopada 2025"),
        ("ksef-2026", "KSeF od 2026 roku: co musisz wiedzieć", "3 października 2025")],
        new=("faktury-cykliczne", "Faktury cykliczne w nowej odsłonie", "4 grudnia 2025")),
    "sv": dict(site="Kassaflöde", title="Blogg – Kassaflöde", h1="Blogg", lang="sv", posts=[
        ("momsdeklaration", "Så gör du momsdeklarationen", "20 november 2025"), ("k10", "K10 för fåmansbolag", "3 oktober 2025")],
        new=("ny-bankkoppling", "Ny bankkoppling för Swedbank", "4 december 2025")),
    "it": dict(site="Fatturino", title="Blog – Fatturino", h1="Blog", lang="it", posts=[
        ("fattura-elettronica", "Fattura elettronica: la guida", "20 novembre 2025"), ("forfettario", "Regime forfettario 2026", "3 ottobre 2025")],
        new=("nuove-scadenze", "Le nuove scadenze fiscali", "4 dicembre 2025")),
    "zh": dict(site="票云", title="博客 – 票云", h1="博客", lang="zh", posts=[
        ("e-invoice", "全面数字化电子发票指南", "2025年11月20日"), ("tax-2026", "2026年税务新规解读", "2025年10月3日")],
        new=("new-api", "开放平台API正式发布", "2025年12月4日")),
    "ko": dict(site="빌링온", title="블로그 – 빌링온", h1="블로그", lang="ko", posts=[
        ("e-tax", "전자세금계산서 발행 가이드", "2025년 11월 20일"), ("vat-2026", "2026년 부가세 신고 일정", "2025년 10월 3일")],
        new=("new-api", "빌링온 오픈 API 출시", "2025년 12월 4일")),
    "th": dict(site="บิลดี", title="บล็อก – บิลดี", h1="บล็อก", lang="th", posts=[
        ("e-tax", "คู่มือใบกำกับภาษีอิเล็กทรอนิกส์", "20 พฤศจิกายน 2025"), ("vat-2026", "กำหนดการยื่นภาษีมูลค่าเพิ่มปี 2026", "3 ตุลาคม 2025")],
        new=("new-api", "เปิดตัว API สำหรับนักพัฒนา", "4 ธันวาคม 2025")),
}


def blog(lang: str, v: V, posts: list[tuple[str, str, str]], *, ago: int = 0) -> str:
    b = BLOGS[lang]
    cards = "".join(f'<article class="post"><h2><a href="/blog/{s}">{t}</a></h2><p class="post-meta"><span class="date">{d}</span></p>'
                    f'<p>{t} – {b["site"]}.</p></article>' for s, t, d in posts)
    main = (f'<header><a href="/" class="logo">{b["site"]}</a></header><main><h1>{b["h1"]}</h1><div class="posts">{cards}</div></main>'
            f'<footer><p>© 2025 {b["site"]}</p></footer>')
    return page(b["title"], main, v, lang=b["lang"])


def workday_job(v: V, *, posted: str = "Posted 2 Days Ago", extra: str = "", closed: bool = False) -> str:
    ld = ('<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Senior Payroll Analyst",'
          '"datePosted":"2025-12-02","employmentType":"FULL_TIME","hiringOrganization":{"@type":"Organization","name":"Northwind"},'
          '"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Chicago","addressRegion":"IL","addressCountry":"US"}},'
          '"identifier":{"@type":"PropertyValue","name":"Northwind","value":"R-10457"}}</script>') if not closed else ""
    body = ('<div data-automation-id="jobPostingDescription"><p>You will own payroll reconciliation for our US entities.</p>'
            '<ul><li>5+ years of multi-state payroll</li><li>Workday Payroll experience</li>' + extra + '</ul></div>') if not closed else (
            '<div data-automation-id="errorMessage"><p>The page you are looking for doesn\'t exist.</p></div>')
    main = (f'<div data-automation-id="jobPostingPage"><h2 data-automation-id="jobPostingHeader">Senior Payroll Analyst</h2>'
            f'<ul><li data-automation-id="locations">Chicago, IL</li><li data-automation-id="time">Full time</li>'
            f'<li data-automation-id="postedOn">{posted}</li><li data-automation-id="requisitionId">R-10457</li></ul>'
            f'<a data-automation-id="adventureButton" href="/en-US/Northwind_External/job/Chicago-IL/Senior-Payroll-Analyst_R-10457/apply?sid={v.rid}">Apply</a>'
            f'{body}</div><footer><p>© 2025 Workday, Inc. All rights reserved.</p></footer>')
    return page("Senior Payroll Analyst", ld + main, v)


def toggle_pricing(v: V, *, pro: tuple[str, str] = ("$29", "$290"), team: tuple[str, str] = ("$79", "$790"), annual_first: bool = False) -> str:
    def card(name: str, m: str, y: str, feats: list[str]) -> str:
        mh, yh = (' x-show="!annual" style="display:none"', ' x-show="annual"') if annual_first else (' x-show="!annual"', ' x-show="annual" style="display:none"')
        return (f'<div class="plan-card"><h3 class="plan-name">{name}</h3><p class="price"><span{mh}>{m}<small>/month</small></span>'
                f'<span{yh}>{y}<small>/year</small></span></p><ul>{"".join(f"<li>{x}</li>" for x in feats)}</ul>'
                f'<a href="/checkout?plan={slug(name)}&amp;cart={v.rid}" class="btn">Add to cart</a></div>')
    cards = card("Pro", *pro, ["5 seats", "Unlimited invoices"]) + card("Team", *team, ["20 seats", "Approvals", "API access"])
    main = (f'<header><a href="/" class="logo">Billtide</a><a href="/cart" class="cart">Cart (0)</a></header>'
            f'<main x-data="{{annual: {str(annual_first).lower()}}}"><h1>Plans &amp; pricing</h1>'
            f'<div class="toggle"><button @click="annual=false">Monthly</button><button @click="annual=true">Yearly <span class="badge">2 months free</span></button></div>'
            f'<section class="plans">{cards}</section></main><footer><p>© 2025 Billtide</p></footer>')
    return page("Pricing – Billtide", main, v)


CL_DATED = [("December 1, 2025", ["Added: bulk export of shipments to CSV.", "Fixed: label preview on Safari."]),
            ("November 18, 2025", ["Added: webhook retries with exponential backoff."]),
            ("November 3, 2025", ["Changed: the dashboard loads 40% faster."])]


def dated_changelog(v: V, entries: list[tuple[str, list[str]]]) -> str:
    body = "".join(f'<section class="entry"><h2 id="{slug(d)}">{d}</h2><ul>{"".join(f"<li>{x}</li>" for x in xs)}</ul></section>' for d, xs in entries)
    main = (f'<header><a href="/" class="logo">Parcelo</a></header><main><h1>Changelog</h1><p>New features and fixes, newest first.</p>{body}</main>'
            f'<footer><p>© 2025 Parcelo</p></footer>')
    return page("Changelog – Parcelo", main, v)


KO_PLANS = [("베이직", "월 9,900원", ["사용자 1명", "이메일 지원"]), ("프로", "월 29,000원", ["사용자 10명", "API 연동"]),
            ("엔터프라이즈", "문의하기", ["사용자 무제한", "전담 매니저"])]
TH_PLANS = [("เริ่มต้น", "฿290", ["ผู้ใช้ 1 คน", "อีเมลซัพพอร์ต"]), ("มืออาชีพ", "฿990", ["ผู้ใช้ 10 คน", "เชื่อมต่อ API"]),
            ("องค์กร", "฿2,990", ["ผู้ใช้ไม่จำกัด", "ผู้ดูแลเฉพาะ"])]


def asian_pricing(v: V, plans: list[tuple[str, str, list[str]]], *, lang: str, title: str, site: str, period: str = "") -> str:
    cards = "".join(f'<div class="plan"><h3 class="plan-name">{n}</h3><p class="plan-price">{p}{period if period and p[0] in "฿" else ""}</p>'
                    f'<ul>{"".join(f"<li>{x}</li>" for x in fs)}</ul></div>' for n, p, fs in plans)
    main = (f'<header><a href="/" class="logo">{site}</a></header><main><h1>{title}</h1><section class="plans">{cards}</section></main>'
            f'<footer><p>© 2025 {site}</p></footer>')
    return page(f"{title} – {site}", main, v, lang=lang)


CAREERS["ko"] = dict(site="빌링온", path="/careers/", title="채용 – 빌링온", h1="함께 일해요", sub="채용 중인 포지션",
                     jobs=[("backend", "백엔드 엔지니어", "서울", "하이브리드"), ("accounting", "회계 담당자", "판교", "사무실 근무"),
                           ("cs", "고객 성공 매니저", "부산", "원격")],
                     new=("data", "데이터 분석가", "서울", "원격"), remote="원격", onsite="사무실 근무")
CAREERS["th"] = dict(site="บิลดี", path="/careers/", title="ร่วมงานกับเรา – บิลดี", h1="ร่วมงานกับเรา", sub="ตำแหน่งที่เปิดรับ",
                     jobs=[("backend", "วิศวกรแบ็กเอนด์", "กรุงเทพฯ", "ไฮบริด"), ("accounting", "เจ้าหน้าที่บัญชี", "เชียงใหม่", "ที่สำนักงาน"),
                           ("cs", "เจ้าหน้าที่ดูแลลูกค้า", "ภูเก็ต", "ทำงานทางไกล")],
                     new=("data", "นักวิเคราะห์ข้อมูล", "กรุงเทพฯ", "ทำงานทางไกล"), remote="ทำงานทางไกล", onsite="ที่สำนักงาน")


def build2(f: dict[str, str]) -> None:
    f["ticker-home-old.html"] = ticker_home(B)
    f["ticker-home-tick.html"] = ticker_home(N1, quote=("41.02", "-2.73%"), de=("37,80", "-2,9"))
    f["ticker-home-hero.html"] = ticker_home(N1, quote=("41.02", "-2.73%"), de=("37,80", "-2,9")).replace(
        "Freight software for the mid-market", "Freight software for shippers of every size")
    for lang, b in BLOGS.items():
        f[f"{lang}-blog-old.html"] = blog(lang, B, b["posts"])
        f[f"{lang}-blog-new.html"] = blog(lang, N1, [b["new"]] + b["posts"])
    f["workday-job-old.html"] = workday_job(B)
    f["workday-job-noise.html"] = workday_job(N1, posted="Posted 3 Days Ago")
    f["workday-job-req.html"] = workday_job(N1, posted="Posted 3 Days Ago", extra="<li>CPP certification required</li>")
    f["toggle-old.html"] = toggle_pricing(B)
    f["toggle-noise.html"] = toggle_pricing(N1)
    f["toggle-annual-first.html"] = toggle_pricing(N1, annual_first=True)
    f["toggle-annual-rise.html"] = toggle_pricing(N1, pro=("$29", "$310"))
    f["changelog-dated-old.html"] = dated_changelog(B, CL_DATED)
    f["changelog-dated-new.html"] = dated_changelog(N1, [("December 4, 2025", ["Added: pickup scheduling for DHL Express."])] + CL_DATED)
    f["changelog-dated-fix.html"] = dated_changelog(N1, [(CL_DATED[0][0], CL_DATED[0][1] + ["Fixed: CSV export encoding for Excel."])] + CL_DATED[1:])
    f["ko-pricing-old.html"] = asian_pricing(B, KO_PLANS, lang="ko", title="요금제", site="빌링온")
    f["ko-pricing-rise.html"] = asian_pricing(N1, [KO_PLANS[0], ("프로", "월 35,000원", KO_PLANS[1][2]), KO_PLANS[2]], lang="ko", title="요금제",
                                              site="빌링온")
    f["th-pricing-old.html"] = asian_pricing(B, TH_PLANS, lang="th", title="แพ็กเกจราคา", site="บิลดี", period="/เดือน")
    f["th-pricing-rise.html"] = asian_pricing(N1, [TH_PLANS[0], ("มืออาชีพ", "฿1,290", TH_PLANS[1][2]), TH_PLANS[2]], lang="th",
                                              title="แพ็กเกจราคา", site="บิลดี", period="/เดือน")
    # (Korean and Thai careers pages: CAREERS["ko"], CAREERS["th"], written with the others)
    f["pl-legal-clause.html"] = legal("pl", N1, 1, extra="Przekazujemy Twoje dane naszym partnerom reklamowym w celu wyświetlania spersonalizowanych reklam.")


# ============================================================================ third batch: Workday ages in more languages, Personio
# employment types, plan badges, incidents in more languages, RTL and Nordic homepages, Korean and Thai team pages

WD_AGES = {
    "pl": ("Opublikowano dzisiaj", "Opublikowano wczoraj", "Opublikowano {n} dni temu", "Opublikowano ponad 30 dni temu"),
    "pt": ("Publicado hoje", "Publicado ontem", "Publicado há {n} dias", "Publicado há mais de 30 dias"),
    "it": ("Pubblicato oggi", "Pubblicato ieri", "Pubblicato {n} giorni fa", "Pubblicato più di 30 giorni fa"),
    "sv": ("Publicerad idag", "Publicerad igår", "Publicerad för {n} dagar sedan", "Publicerad för mer än 30 dagar sedan"),
    "nl": ("Vandaag geplaatst", "Gisteren geplaatst", "{n} dagen geleden geplaatst", "Meer dan 30 dagen geleden geplaatst"),
}
WD_JOBS = [("Magazynier / Magazynierka", "Poznań", "R-20411", 0), ("Planista transportu", "Warszawa", "R-20388", 1),
           ("Księgowa / Księgowy", "Kraków", "R-20301", 4), ("Kierowca C+E", "Wrocław", "R-20115", 29)]


def wd_age(lang: str, days: int) -> str:
    today, yesterday, n, old = WD_AGES[lang]
    return today if days == 0 else yesterday if days == 1 else old if days >= 30 else n.format(n=days)


def workday_local(lang: str, v: V, jobs: list[tuple[str, str, str, int]]) -> str:
    items = "".join(
        f'<li class="css-1q2dra3"><div class="css-qiqmbt"><h3><a data-automation-id="jobTitle" class="css-19uc56f" '
        f'href="/{lang}/Northwind_External/job/{slug(loc)}/{slug(t)}_{rid}">{t}</a></h3></div>'
        f'<div data-automation-id="locations"><dl><dt>locations</dt><dd>{loc}</dd></dl></div>'
        f'<div data-automation-id="postedOn"><dl><dt>posted on</dt><dd>{wd_age(lang, d + v.day)}</dd></dl></div>'
        f'<ul data-automation-id="subtitle"><li>{rid}</li></ul></li>' for t, loc, rid, d in jobs)
    main = (f'<div id="root"><header role="banner"><a href="https://www.northwind-logistics.com" aria-label="Northwind">Northwind</a></header>'
            f'<main data-automation-id="mainContent"><section data-automation-id="jobSearchBanner"><h1>Northwind Logistics</h1></section>'
            f'<section data-automation-id="jobResults"><p data-automation-id="jobFoundText">{len(jobs)}</p><ul role="list">{items}</ul></section></main>'
            f'<footer data-automation-id="footerContainer"><p>© 2025 Workday, Inc.</p></footer></div>')
    return page("Northwind Logistics", main, v, lang=lang)


PERSONIO = [("1803344", "Backendutvecklare", "Stockholm", "Heltid", "Teknik"), ("1803351", "Lagerarbetare", "Göteborg", "Deltid", "Logistik"),
            ("1803360", "Ekonomiassistent", "Malmö", "Heltid", "Ekonomi"), ("1803377", "Säljare", "Stockholm", "Heltid", "Försäljning")]


def personio_sv(v: V, jobs: list[tuple[str, str, str, str, str]]) -> str:
    cards = "".join(f'<a class="job-box-link" href="https://kassaflode.jobs.personio.de/job/{jid}?language=sv&amp;display=sv&amp;_pc={v.rid}">'
                    f'<div class="job-box"><h3 class="job-box-title">{t}</h3><p class="job-box-meta">{dept} · {emp} · {loc}</p></div></a>'
                    for jid, t, loc, emp, dept in jobs)
    main = (f'<header><a href="/" class="logo">Kassaflöde</a></header><main><h1>Lediga tjänster</h1><div class="jobs-list">{cards}</div></main>'
            f'<footer><p>Powered by Personio</p></footer>')
    return page("Lediga tjänster – Kassaflöde", main, v, lang="sv")


def badge_pricing(v: V, *, popular: str, badge: str, lang: str, title: str, site: str, plans: list[tuple[str, str, str, list[str]]]) -> str:
    cards = "".join(
        f'<div class="pricing-card">' + (f'<span class="badge">{badge}</span>' if n == popular else "")
        + f'<h3 class="plan-name">{n}</h3><div class="plan-price"><span class="amount">{p}</span><span class="period">{per}</span></div>'
        f'<ul>{"".join(f"<li>{x}</li>" for x in fs)}</ul></div>' for n, p, per, fs in plans)
    main = (f'<header><a href="/" class="logo">{site}</a></header><main><h1>{title}</h1><section class="plans">{cards}</section></main>'
            f'<footer><p>© 2025 {site}</p></footer>')
    return page(f"{title} – {site}", main, v, lang=lang)


PL_PLANS = [("Start", "49 zł", "/mies.", ["1 użytkownik", "Faktury bez limitu"]), ("Biznes", "99 zł", "/mies.", ["5 użytkowników", "Integracje"]),
            ("Firma", "199 zł", "/mies.", ["20 użytkowników", "API", "Opiekun konta"])]
JA_BADGE_PLANS = [(n, p, per, fs) for n, p, per, fs in JA_PLANS]

INCIDENT_WORDS = {
    "sv": dict(inv="Undersöker", ident="Identifierad", res="Löst", name="Förseningar i bankkopplingen", text="Vi undersöker förseningar.",
               past="Tidigare incidenter"),
    "nl": dict(inv="Onderzoek", ident="Geïdentificeerd", res="Opgelost", name="Vertraging bij bankkoppeling", text="We onderzoeken vertragingen.",
               past="Eerdere incidenten"),
    "zh": dict(inv="调查中", ident="已确认", res="已解决", name="税务接口响应缓慢", text="我们正在调查税务接口响应缓慢的问题。", past="历史事件"),
    "ko": dict(inv="조사 중", ident="확인됨", res="해결됨", name="홈택스 연동 지연", text="홈택스 연동 지연을 조사하고 있습니다.", past="지난 인시던트"),
}


def status_incident(lang: str, v: V, *, stage: str = "") -> str:
    s = STATUS[lang]
    w = INCIDENT_WORDS[lang]
    bad = {s["comps"][3]: "degraded"} if stage in ("inv", "ident") else {}
    comps = "".join(f'<div class="component-container"><span class="name">{c}</span>'
                    f'<span class="component-status" data-status="{bad.get(c, "ok")}">{s[bad.get(c, "ok")]}</span></div>' for c in s["comps"])
    banner = s["issues"] if bad else s["all_ok"]
    inc = ""
    if stage in ("inv", "ident"):
        ups = [(w["ident"], w["text"])] if stage == "ident" else []
        ups.append((w["inv"], w["text"]))
        inc = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-minor"><div class="incident-title">'
               f'<a href="/incidents/x7k2p9">{w["name"]}</a></div>'
               + "".join(f'<div class="update"><strong>{st}</strong> - {tx}</div>' for st, tx in ups) + "</div></div>")
    hist = ""
    if stage == "res":
        hist = (f'<div class="incidents-list"><h2>{w["past"]}</h2><div class="incident-container"><div class="incident-title impact-minor">'
                f'<a href="/incidents/x7k2p9">{w["name"]}</a></div><div class="update"><strong>{w["res"]}</strong> - {w["text"]}</div></div></div>')
    main = (f'<header><a href="/" class="logo">{s["site"]}</a></header><main>{inc}<div class="page-status"><h2 class="status">{banner}</h2></div>'
            f'<div class="components-container">{comps}</div>{hist}<p class="updated">{s["updated"]}</p></main>'
            f'<footer><p>Powered by Statuspage</p></footer>')
    return page(f'{s["site"]} Status', main, v, lang=lang)


HOME.update({
    "ar": dict(site="فاتورتي", title="فاتورتي – الفواتير الإلكترونية", nav=("الأسعار", "الوظائف", "المدونة"),
               hero="فواتير إلكترونية تصدر تلقائيًا", sub="للشركات من 1 إلى 500 موظف.", news="تكامل جديد مع هيئة الزكاة", news_label="آخر الأخبار",
               fetch=[("الخميس، 4 ديسمبر 2025", "منذ 3 ساعات", "37 شخصًا يشاهدون هذه الصفحة الآن", "ينتهي العرض خلال 3 أيام"),
                      ("الجمعة، 5 ديسمبر 2025", "منذ 5 ساعات", "41 شخصًا يشاهدون هذه الصفحة الآن", "ينتهي العرض خلال 2 أيام"),
                      ("السبت، 6 ديسمبر 2025", "منذ يوم واحد", "29 شخصًا يشاهدون هذه الصفحة الآن", "ينتهي العرض خلال 1 يوم")]),
    "he": dict(site="חשבונית", title="חשבונית – חשבוניות דיגיטליות", nav=("מחירים", "משרות", "בלוג"),
               hero="חשבוניות שיוצאות לבד", sub="לעסקים עם 1 עד 500 עובדים.", news="חיבור חדש לרשות המסים", news_label="עדכונים",
               fetch=[("יום חמישי, 4 בדצמבר 2025", "לפני 3 שעות", "37 אנשים צופים בדף זה כעת", "המבצע מסתיים בעוד 3 ימים"),
                      ("יום שישי, 5 בדצמבר 2025", "לפני 5 שעות", "41 אנשים צופים בדף זה כעת", "המבצע מסתיים בעוד 2 ימים"),
                      ("שבת, 6 בדצמבר 2025", "לפני יום", "29 אנשים צופים בדף זה כעת", "המבצע מסתיים בעוד יום אחד")]),
    "da": dict(site="Regnskabet", title="Regnskabet – bogføring", nav=("Priser", "Job", "Blog"),
               hero="Bogføring der passer sig selv", sub="For virksomheder med 1 til 500 ansatte.", news="Ny integration med Skattestyrelsen",
               news_label="Nyheder",
               fetch=[("torsdag d. 4. december 2025", "for 3 timer siden", "37 personer kigger på siden lige nu", "Tilbuddet udløber om 3 dage"),
                      ("fredag d. 5. december 2025", "for 5 timer siden", "41 personer kigger på siden lige nu", "Tilbuddet udløber om 2 dage"),
                      ("lørdag d. 6. december 2025", "for 1 dag siden", "29 personer kigger på siden lige nu", "Tilbuddet udløber om 1 dag")]),
    "fi": dict(site="Kirjanpito", title="Kirjanpito – taloushallinto", nav=("Hinnat", "Työpaikat", "Blogi"),
               hero="Kirjanpito, joka hoituu itsestään", sub="Yrityksille, joissa on 1–500 työntekijää.", news="Uusi Verohallinto-integraatio",
               news_label="Uutiset",
               fetch=[("torstai 4. joulukuuta 2025", "3 tuntia sitten", "37 henkilöä katselee sivua nyt", "Tarjous päättyy 3 päivän päästä"),
                      ("perjantai 5. joulukuuta 2025", "5 tuntia sitten", "41 henkilöä katselee sivua nyt", "Tarjous päättyy 2 päivän päästä"),
                      ("lauantai 6. joulukuuta 2025", "1 päivä sitten", "29 henkilöä katselee sivua nyt", "Tarjous päättyy 1 päivän päästä")]),
})
TEAM.update({
    "ko": dict(site="빌링온", title="경영진 – 빌링온", h1="경영진", people=[("김민준", "대표이사"), ("이서연", "최고기술책임자(CTO)"), ("박지훈", "마케팅 팀장")],
               new=("최유진", "최고재무책임자(CFO)")),
    "th": dict(site="บิลดี", title="ทีมผู้บริหาร – บิลดี", h1="ทีมผู้บริหาร",
               people=[("สมชาย ใจดี", "ประธานเจ้าหน้าที่บริหาร"), ("วรรณา ศรีสุข", "ประธานเจ้าหน้าที่ฝ่ายเทคโนโลยี"), ("ธนพล วงศ์ใหญ่", "ผู้จัดการฝ่ายการตลาด")],
               new=("นภา รัตนกุล", "ประธานเจ้าหน้าที่ฝ่ายการเงิน")),
})


def build3(f: dict[str, str]) -> None:
    for lang in WD_AGES:
        f[f"{lang}-workday-old.html"] = workday_local(lang, B, WD_JOBS)
        f[f"{lang}-workday-noise.html"] = workday_local(lang, N1, WD_JOBS)
    f["pl-workday-added.html"] = workday_local("pl", N1, [("Spedytor międzynarodowy", "Gdańsk", "R-20450", -1)] + WD_JOBS)
    f["sv-personio-old.html"] = personio_sv(B, PERSONIO)
    f["sv-personio-noise.html"] = personio_sv(N1, PERSONIO)
    f["sv-personio-deltid.html"] = personio_sv(N1, [PERSONIO[0][:3] + ("Deltid",) + PERSONIO[0][4:]] + PERSONIO[1:])
    f["pl-badge-pricing-old.html"] = badge_pricing(B, popular="Biznes", badge="Najpopularniejszy", lang="pl", title="Cennik", site="Fakturownik",
                                                   plans=PL_PLANS)
    f["pl-badge-pricing-moved.html"] = badge_pricing(N1, popular="Firma", badge="Najpopularniejszy", lang="pl", title="Cennik", site="Fakturownik",
                                                     plans=PL_PLANS)
    f["pl-badge-pricing-rise.html"] = badge_pricing(N1, popular="Biznes", badge="Najpopularniejszy", lang="pl", title="Cennik", site="Fakturownik",
                                                    plans=[PL_PLANS[0], ("Biznes", "119 zł", "/mies.", PL_PLANS[1][3]), PL_PLANS[2]])
    f["ja-badge-pricing-old.html"] = badge_pricing(B, popular="スタンダード", badge="人気No.1", lang="ja", title="料金プラン", site="カクノ",
                                                   plans=JA_BADGE_PLANS)
    f["ja-badge-pricing-moved.html"] = badge_pricing(N1, popular="エンタープライズ", badge="人気No.1", lang="ja", title="料金プラン", site="カクノ",
                                                     plans=JA_BADGE_PLANS)
    for lang in INCIDENT_WORDS:
        f[f"{lang}-incident-none.html"] = status_incident(lang, B)
        f[f"{lang}-incident-inv.html"] = status_incident(lang, N1, stage="inv")
        f[f"{lang}-incident-ident.html"] = status_incident(lang, N1, stage="ident")
        f[f"{lang}-incident-res.html"] = status_incident(lang, N2, stage="res")
    # (Arabic, Hebrew, Danish and Finnish homepages, Korean and Thai team pages: HOME and TEAM, written with the others)


# ============================================================================ fourth batch: Ashby meta lines in Polish, a Japanese IR page,
# Korean and Japanese effective dates, a Polish changelog, Gulf and Israeli prices, a Swedish Teamtailor list

ASHBY_PL = [("8c1f", "Senior Backend Engineer", "Inżynieria", "Warszawa", "Pełny etat", "Hybrydowo"),
            ("9d2a", "Frontend Engineer", "Inżynieria", "Kraków", "Pełny etat", "Zdalnie"),
            ("1e3b", "Account Executive", "Sprzedaż", "Warszawa", "Pełny etat", "Stacjonarnie"),
            ("2f4c", "Specjalista ds. HR", "Ludzie", "Wrocław", "Część etatu", "Hybrydowo")]


def ashby_pl(v: V, jobs: list[tuple[str, str, str, str, str, str]]) -> str:
    cards = "".join(f'<a class="_container_j2da7_1 _card_ud4nd_1" href="/fakturownik/{jid}-{slug(t)}?utm_source={v.rid}">'
                    f'<div class="_jobPostingCard_12bk1_1"><h3 class="_title_12bk1_3">{t}</h3>'
                    f'<p class="_details_12bk1_7">{d} • {loc} • {emp} • {wp}</p></div></a>' for jid, t, d, loc, emp, wp in jobs)
    main = (f'<div id="root"><main class="_main_x3k1_1"><h1 class="_heading_x3k1_2">Otwarte stanowiska</h1>'
            f'<div class="_jobPostings_x3k1_9">{cards}</div></main><footer><a href="https://www.ashbyhq.com">Powered by Ashby</a></footer></div>')
    return page("Fakturownik – Kariera", main, v, lang="pl")


def ja_ir(v: V, *, price: tuple[str, str, str] = ("1,234", "+12", "+0.98%"), items: list[tuple[str, str, str]] | None = None) -> str:
    items = items or [("2025q2", "2025年12月期 第2四半期決算短信〔日本基準〕(連結)", "2025年8月8日"),
                      ("2025q1", "2025年12月期 第1四半期決算短信〔日本基準〕(連結)", "2025年5月9日")]
    rows = "".join(f'<li class="ir-news-item"><time>{d}</time><a href="/ir/library/{s}.pdf">{t}</a></li>' for s, t, d in items)
    main = (f'<header><a href="/" class="logo">カクノ</a><nav><a href="/ir">IR情報</a></nav></header>'
            f'<main><h1>株主・投資家情報</h1><div class="ir-stock"><p>株価（東証グロース 4321）</p>'
            f'<p class="ir-stock-price">{price[0]}円 <span>前日比 {price[1]}円 ({price[2]})</span></p><p>2025年12月4日 15:00 現在（20分ディレイ）</p></div>'
            f'<section><h2>IRニュース</h2><ul class="ir-news">{rows}</ul></section></main><footer><p>© 2025 カクノ株式会社</p></footer>')
    return page("株主・投資家情報 | カクノ", main, v, lang="ja")


def ko_privacy(v: V, *, date: str = "2025년 3월 3일", extra: str = "") -> str:
    main = (f'<header><a href="/" class="logo">빌링온</a></header><main><h1>개인정보처리방침</h1><p>시행일: {date}</p>'
            f'<p>회사는 계약 기간 동안 이용자의 개인정보를 보관하며, 계약 종료 후 3년이 지나면 파기합니다.</p>'
            + (f"<p>{extra}</p>" if extra else "") + '</main><footer><p>© 2025 빌링온</p></footer>')
    return page("개인정보처리방침 – 빌링온", main, v, lang="ko")


PL_CHANGELOG = [("20 listopada 2025", ["Nowość: eksport faktur do JPK_FA.", "Poprawka: podgląd PDF w Safari."]),
                ("3 listopada 2025", ["Nowość: przypomnienia o płatnościach SMS."])]


def pl_changelog(v: V, entries: list[tuple[str, list[str]]]) -> str:
    body = "".join(f'<article class="changelog-entry"><h2>{d}</h2><ul>{"".join(f"<li>{x}</li>" for x in xs)}</ul></article>' for d, xs in entries)
    main = (f'<header><a href="/" class="logo">Fakturownik</a></header><main><h1>Co nowego</h1>{body}</main>'
            f'<footer><p>© 2025 Fakturownik</p></footer>')
    return page("Co nowego – Fakturownik", main, v, lang="pl")


def gulf_pricing(v: V, plans: list[tuple[str, str, list[str]]], *, lang: str, title: str, site: str, per: str) -> str:
    cards = "".join(f'<div class="pricing-card"><h3 class="plan-name">{n}</h3><p class="plan-price"><span>{p}</span> <span>{per}</span></p>'
                    f'<ul>{"".join(f"<li>{x}</li>" for x in fs)}</ul></div>' for n, p, fs in plans)
    main = (f'<header><a href="/" class="logo">{site}</a></header><main><h1>{title}</h1><section class="plans">{cards}</section></main>'
            f'<footer><p>© 2025 {site}</p></footer>')
    return page(f"{title} – {site}", main, v, lang=lang, dir_="rtl")


AR_PLANS = [("الأساسية", "SAR 99", ["مستخدم واحد", "دعم بالبريد"]), ("الاحترافية", "SAR 199", ["10 مستخدمين", "ربط API"]),
            ("المؤسسات", "SAR 499", ["مستخدمون بلا حدود", "مدير حساب"])]
HE_PLANS = [("בסיסי", "₪49", ["משתמש אחד", "תמיכה במייל"]), ("מקצועי", "₪99", ["10 משתמשים", "חיבור API"]),
            ("ארגוני", "₪249", ["ללא הגבלת משתמשים", "מנהל לקוח"])]

TT_SV = [("4811", "Backendutvecklare", "Stockholm"), ("4812", "Kundtjänstmedarbetare", "Göteborg"), ("4815", "Redovisningsekonom", "Malmö")]


def teamtailor_sv(v: V, jobs: list[tuple[str, str, str]]) -> str:
    items = "".join(f'<li class="w-full"><a class="flex flex-col" href="https://kassaflode.teamtailor.com/jobs/{jid}-{slug(t)}?promotion={v.rid}">'
                    f'<span class="text-block-base-link company-link-style" title="{t}">{t}</span>'
                    f'<div class="mt-1 text-md"><span>{loc}</span></div></a></li>' for jid, t, loc in jobs)
    main = (f'<header><a href="/" class="logo">Kassaflöde</a></header><main><section id="section-jobs"><h2>Lediga jobb <span>{len(jobs)} lediga jobb</span></h2>'
            f'<ul id="jobs_list_container" class="block-grid">{items}</ul></section></main><footer><p>Powered by Teamtailor</p></footer>')
    return page("Jobb – Kassaflöde", main, v, lang="sv")


def build4(f: dict[str, str]) -> None:
    f["pl-ashby-old.html"] = ashby_pl(B, ASHBY_PL)
    f["pl-ashby-noise.html"] = ashby_pl(N1, ASHBY_PL)
    f["pl-ashby-remote.html"] = ashby_pl(N1, [ASHBY_PL[0][:5] + ("Zdalnie",)] + ASHBY_PL[1:])
    f["pl-ashby-parttime.html"] = ashby_pl(N1, ASHBY_PL[:3] + [ASHBY_PL[3][:4] + ("Pełny etat", ASHBY_PL[3][5])])
    f["ja-ir-old.html"] = ja_ir(B)
    f["ja-ir-tick.html"] = ja_ir(N1, price=("1,198", "-36", "-2.92%"))
    f["ja-ir-results.html"] = ja_ir(N1, price=("1,198", "-36", "-2.92%"), items=[
        ("2025q3", "2025年12月期 第3四半期決算短信〔日本基準〕(連結)", "2025年11月7日"),
        ("2025q2", "2025年12月期 第2四半期決算短信〔日本基準〕(連結)", "2025年8月8日"),
        ("2025q1", "2025年12月期 第1四半期決算短信〔日本基準〕(連結)", "2025年5月9日")])
    f["ko-privacy-old.html"] = ko_privacy(B)
    f["ko-privacy-date.html"] = ko_privacy(N1, date="2025년 12월 4일")
    f["ko-privacy-clause.html"] = ko_privacy(N1, date="2025년 12월 4일", extra="회사는 맞춤형 광고를 위해 이용자의 개인정보를 광고 협력사에 제공합니다.")
    f["pl-changelog-old.html"] = pl_changelog(B, PL_CHANGELOG)
    f["pl-changelog-new.html"] = pl_changelog(N1, [("4 grudnia 2025", ["Nowość: faktury cykliczne co kwartał."])] + PL_CHANGELOG)
    f["ar-pricing-old.html"] = gulf_pricing(B, AR_PLANS, lang="ar", title="الأسعار", site="فاتورتي", per="شهريًا")
    f["ar-pricing-rise.html"] = gulf_pricing(N1, [AR_PLANS[0], ("الاحترافية", "SAR 249", AR_PLANS[1][2]), AR_PLANS[2]], lang="ar", title="الأسعار",
                                             site="فاتورتي", per="شهريًا")
    f["he-pricing-old.html"] = gulf_pricing(B, HE_PLANS, lang="he", title="מחירים", site="חשבונית", per="לחודש")
    f["he-pricing-rise.html"] = gulf_pricing(N1, [HE_PLANS[0], ("מקצועי", "₪129", HE_PLANS[1][2]), HE_PLANS[2]], lang="he", title="מחירים",
                                             site="חשבונית", per="לחודש")
    f["sv-teamtailor-old.html"] = teamtailor_sv(B, TT_SV)
    f["sv-teamtailor-added.html"] = teamtailor_sv(N1, TT_SV[:1] + [("4820", "Dataanalytiker", "Stockholm")] + TT_SV[1:])


# ============================================================================ fifth batch: Arabic and Hebrew team pages, maintenance
# announced in Chinese and Japanese, versions dated in their titles, a Thai status page

TEAM.update({
    "ar": dict(site="فاتورتي", title="فريق القيادة – فاتورتي", h1="فريق القيادة",
               people=[("محمد العتيبي", "المؤسس والرئيس التنفيذي"), ("سارة القحطاني", "الرئيسة التقنية"), ("خالد الزهراني", "مدير المبيعات")],
               new=("نورة الشمري", "المديرة المالية")),
    "he": dict(site="חשבונית", title="הנהלה – חשבונית", h1="ההנהלה",
               people=[("יעל כהן", "מייסדת ומנכ\"לית"), ("דניאל לוי", "סמנכ\"ל טכנולוגיות"), ("נועה מזרחי", "מנהלת שיווק")],
               new=("איתי פרץ", "סמנכ\"ל כספים")),
})

MAINT = {
    "zh": dict(title="计划维护", name="数据库升级维护", when="2025年12月10日 02:00 - 04:00 (UTC+8)", status="计划中",
               text="维护期间发票开具功能将暂停约30分钟。"),
    "ja": dict(title="メンテナンス予定", name="データベースのメンテナンス", when="2025年12月10日 02:00 - 04:00 JST", status="予定",
               text="メンテナンス中は請求書の発行が約30分間停止します。"),
}
STATUS["ja"] = dict(site="カクノ", ok="稼働中", degraded="パフォーマンス低下", outage="大規模な障害", all_ok="全システム稼働中",
                    issues="一部のシステムで問題が発生しています", comps=["管理画面", "API", "メール送信", "電子帳簿連携"], updated="3分前に更新")
STATUS["th"] = dict(site="บิลดี", ok="ใช้งานได้ปกติ", degraded="ประสิทธิภาพลดลง", outage="ขัดข้องรุนแรง", all_ok="ทุกระบบทำงานปกติ",
                    issues="บางระบบมีปัญหา", comps=["แดชบอร์ด", "API", "ส่งอีเมล", "เชื่อมต่อกรมสรรพากร"], updated="อัปเดตเมื่อ 3 นาทีที่แล้ว")


def status_maint(lang: str, v: V) -> str:
    s, m = STATUS[lang], MAINT[lang]
    comps = "".join(f'<div class="component-container"><span class="name">{c}</span><span class="component-status">{s["ok"]}</span></div>'
                    for c in s["comps"])
    main = (f'<header><a href="/" class="logo">{s["site"]}</a></header><main><div class="page-status"><h2 class="status">{s["all_ok"]}</h2></div>'
            f'<div class="scheduled-maintenances"><h2>{m["title"]}</h2><div class="scheduled-maintenance impact-maintenance">'
            f'<div class="incident-title"><a href="/incidents/m3q8">{m["name"]}</a></div><p>{m["when"]}</p>'
            f'<div class="update"><strong>{m["status"]}</strong> - {m["text"]}</div></div></div>'
            f'<div class="components-container">{comps}</div><p class="updated">{s["updated"]}</p></main><footer><p>Powered by Statuspage</p></footer>')
    return page(f'{s["site"]} Status', main, v, lang=lang)


VERSIONS = [("v2.3.0", "2025-11-20", ["Bulk edit for shipments.", "Faster label rendering."]),
            ("v2.2.1", "2025-11-06", ["Fixed: duplicate webhook deliveries."]), ("v2.2.0", "2025-10-23", ["Returns portal."])]


def versioned_changelog(v: V, entries: list[tuple[str, str, list[str]]]) -> str:
    body = "".join(f'<section class="release"><h2>{ver} ({d})</h2><ul>{"".join(f"<li>{x}</li>" for x in xs)}</ul></section>' for ver, d, xs in entries)
    main = (f'<header><a href="/" class="logo">Parcelo</a></header><main><h1>Release notes</h1>{body}</main><footer><p>© 2025 Parcelo</p></footer>')
    return page("Release notes – Parcelo", main, v)


def build5(f: dict[str, str]) -> None:
    for lang in MAINT:
        f[f"{lang}-maint-none.html"] = status_page(lang, B)
        f[f"{lang}-maint-scheduled.html"] = status_maint(lang, N1)
    f["versions-old.html"] = versioned_changelog(B, VERSIONS)
    f["versions-new.html"] = versioned_changelog(N1, [("v2.4.0", "2025-12-04", ["Pickup scheduling for DHL Express."])] + VERSIONS)
    f["versions-redated.html"] = versioned_changelog(N1, [("v2.3.0", "2025-11-21", VERSIONS[0][2])] + VERSIONS[1:])
    # (Arabic and Hebrew team pages, the Japanese and Thai status pages: TEAM and STATUS, written with the others)


# ============================================================================ sixth batch: Uptime Kuma's status-page heartbeat API

def kuma_heartbeat(shift: int, *, down: bool = False) -> str:
    """`/api/status-page/heartbeat/<slug>`: the last beats of each monitor (time, ping, status 1 up / 0 down) and uptimes."""
    import json as _json

    beats = {}
    for mid, base in (("1", 112), ("2", 48), ("3", 230)):
        rows = []
        for i in range(5):
            minute = 10 + i + shift
            st = 0 if (down and mid == "2" and i == 4) else 1
            rows.append({"status": st, "time": f"2025-12-04 10:{minute:02d}:0{i}.{311 + i * 7 + shift}", "msg": "timeout of 48000ms exceeded" if st == 0 else "",
                         "ping": None if st == 0 else base + (i * 7 + shift * 3) % 23})
        beats[mid] = rows
    uptime = {"1_24": 0.9993 - shift * 0.0001, "2_24": 0.9987 - (0.01 if down else 0) , "3_24": 1}
    return _json.dumps({"heartbeatList": beats, "uptimeList": uptime}, indent=2) + "\n"


def build6(f: dict[str, str]) -> None:
    f["kuma-old.json"] = kuma_heartbeat(0)
    f["kuma-noise.json"] = kuma_heartbeat(1)
    f["kuma-down.json"] = kuma_heartbeat(1, down=True)


# ============================================================================ seventh batch: version pickers in the page, a Read the Docs
# flyout, a badge on a plan's name, a job count in a listing's heading

def docs_select(v: V, versions: list[str]) -> str:
    opts = "".join(f'<option value="/docs/{x}/">{x}</option>' for x in versions)
    main = (f'<header><a href="/" class="logo">Ledgerline API</a></header><main><article><div class="doc-header">'
            f'<label for="version">Version</label> <select id="version" class="version-select">{opts}</select></div>'
            f'<h1>Invoices</h1><p>Create, list and void invoices. Every request needs an API key.</p>'
            f'<h2>Rate limits</h2><p>You can make 100 requests per minute per key.</p></article></main><footer><p>© 2025 Ledgerline</p></footer>')
    return page("Invoices – Ledgerline API", main, v)


def rtd(v: V, versions: list[str]) -> str:
    dd = "".join(f'<dd><a href="/en/{x}/">{x}</a></dd>' for x in versions)
    main = (f'<div class="wy-grid-for-nav"><nav class="wy-nav-side"><div class="wy-side-scroll"><a href="/">Stratus</a></div></nav>'
            f'<section class="wy-nav-content-wrap"><div class="wy-nav-content"><div class="rst-content"><div role="main" class="document">'
            f'<h1>Configuration</h1><p>Stratus reads its settings from environment variables at start-up.</p>'
            f'<p>Set STRATUS_WORKERS to the number of worker processes; the default is four.</p></div></div></div></section></div>'
            f'<div class="rst-versions" data-toggle="rst-versions" role="note" aria-label="Versions"><span class="rst-current-version" data-toggle="rst-current-version">'
            f'v: latest</span><div class="rst-other-versions"><dl><dt>Versions</dt>{dd}</dl><dl><dt>Downloads</dt><dd><a href="/_/downloads/en/latest/pdf/">PDF</a></dd></dl>'
            f'<hr><small><span>Hosted by <a href="https://readthedocs.org">Read the Docs</a></span></small></div></div>')
    return page("Configuration — Stratus documentation", main, v)


def build7(f: dict[str, str]) -> None:
    f["docs-select-old.html"] = docs_select(B, ["v3", "v2", "v1"])
    f["docs-select-new.html"] = docs_select(N1, ["v4 (beta)", "v3", "v2", "v1"])
    f["docs-select-limit.html"] = docs_select(N1, ["v3", "v2", "v1"]).replace("100 requests per minute", "60 requests per minute")
    f["rtd-old.html"] = rtd(B, ["latest", "stable", "2.1", "2.0"])
    f["rtd-new.html"] = rtd(N1, ["latest", "stable", "2.2", "2.1", "2.0"])
    plans_badge = [("Start", "49 zł", "/mies.", PL_PLANS[0][3]), ("Biznes <span class=\"badge\">Nowość</span>", "99 zł", "/mies.", PL_PLANS[1][3]),
                   PL_PLANS[2]]
    f["pl-plan-badge.html"] = badge_pricing(N1, popular=plans_badge[1][0], badge="Najpopularniejszy", lang="pl", title="Cennik", site="Fakturownik",
                                            plans=plans_badge)
    jobs = CAREERS["pl"]["jobs"]
    f["pl-careers-count-old.html"] = careers("pl", B, jobs).replace("Otwarte rekrutacje", f"Otwarte rekrutacje ({len(jobs)})")
    f["pl-careers-count-added.html"] = careers("pl", N1, jobs + [CAREERS["pl"]["new"]]).replace(
        "Otwarte rekrutacje", f"Otwarte rekrutacje ({len(jobs) + 1})")


# ============================================================================ eighth batch: a German IR page, a Japanese clause, a
# Chinese "急招" badge, Polish toggle pricing, a Dutch blog, a Hebrew job moved

def de_ir(v: V, *, kurs: tuple[str, str, str] = ("38,92", "+0,46", "+1,20"), stand: str = "04.12.2025 17:35",
          reports: list[tuple[str, str, str]] | None = None) -> str:
    reports = reports or [("q2-2025", "Halbjahresfinanzbericht 2025", "07.08.2025"), ("q1-2025", "Quartalsmitteilung Q1 2025", "08.05.2025")]
    rows = "".join(f'<tr><td>{d}</td><td><a href="/investor-relations/berichte/{s}.pdf">{t}</a></td></tr>' for s, t, d in reports)
    main = (f'<header><a href="/" class="logo">Abrechnix SE</a></header><main><h1>Investor Relations</h1>'
            f'<div class="aktienkurs-box"><p>Aktienkurs (XETRA)</p><p class="kurs">{kurs[0]} € <span>{kurs[1]} € ({kurs[2]} %)</span></p>'
            f'<p class="stand">Stand: {stand} · verzögert um 15 Minuten</p></div>'
            f'<section><h2>Finanzberichte</h2><table class="reports"><tbody>{rows}</tbody></table></section></main><footer><p>© 2025 Abrechnix SE</p></footer>')
    return page("Investor Relations – Abrechnix SE", main, v, lang="de")


def ja_privacy(v: V, *, extra: str = "") -> str:
    main = (f'<header><a href="/" class="logo">カクノ</a></header><main><h1>プライバシーポリシー</h1><p>最終更新日：2025年3月3日</p>'
            f'<h2>第1条（取得する情報）</h2><p>当社は、氏名、メールアドレス、請求書の内容を取得します。</p>'
            f'<h2>第2条（利用目的）</h2><p>取得した情報は、サービスの提供とお問い合わせへの対応に利用します。</p>'
            + (f"<h2>第3条（第三者提供）</h2><p>{extra}</p>" if extra else "") + '</main><footer><p>© 2025 カクノ株式会社</p></footer>')
    return page("プライバシーポリシー | カクノ", main, v, lang="ja")


def pl_toggle(v: V, *, biznes_year: str = "990 zł") -> str:
    def card(name: str, m: str, y: str) -> str:
        return (f'<div class="plan-card"><h3 class="plan-name">{name}</h3><p class="price"><span data-billing="monthly">{m}<small>/mies.</small></span>'
                f'<span data-billing="yearly" hidden>{y}<small>/rok</small></span></p><a class="btn" href="/rejestracja?plan={slug(name)}&amp;c={v.rid}">Wybierz</a></div>')
    cards = card("Start", "49 zł", "490 zł") + card("Biznes", "99 zł", biznes_year) + card("Firma", "199 zł", "1 990 zł")
    main = (f'<header><a href="/" class="logo">Fakturownik</a></header><main><h1>Cennik</h1>'
            f'<div role="tablist"><button role="tab" aria-selected="true">Miesięcznie</button><button role="tab">Rocznie – 2 miesiące gratis</button></div>'
            f'<section class="plans">{cards}</section></main><footer><p>© 2025 Fakturownik</p></footer>')
    return page("Cennik – Fakturownik", main, v, lang="pl")


NL_POSTS = [("btw-aangifte", "Zo doe je je btw-aangifte in vijf stappen", "20 november 2025"),
            ("kor-2026", "De kleineondernemersregeling in 2026", "3 oktober 2025")]


def nl_blog(v: V, posts: list[tuple[str, str, str]], *, ago: str = "2 uur geleden") -> str:
    cards = "".join(f'<article class="post-card"><h2><a href="/blog/{s}">{t}</a></h2><p class="meta"><time>{d}</time></p></article>' for s, t, d in posts)
    main = (f'<header><a href="/" class="logo">Boekhoudje</a></header><main><h1>Blog</h1><p class="refreshed">Bijgewerkt {ago}</p>'
            f'<div class="posts">{cards}</div></main><footer><p>© 2025 Boekhoudje</p></footer>')
    return page("Blog – Boekhoudje", main, v, lang="nl")


def build8(f: dict[str, str]) -> None:
    f["de-ir-old.html"] = de_ir(B)
    f["de-ir-tick.html"] = de_ir(N1, kurs=("38,11", "−0,81", "−2,08"), stand="05.12.2025 09:12")
    f["de-ir-report.html"] = de_ir(N1, kurs=("38,11", "−0,81", "−2,08"), stand="05.12.2025 09:12", reports=[
        ("q3-2025", "Quartalsmitteilung Q3 2025", "06.11.2025"), ("q2-2025", "Halbjahresfinanzbericht 2025", "07.08.2025"),
        ("q1-2025", "Quartalsmitteilung Q1 2025", "08.05.2025")])
    f["ja-privacy-old.html"] = ja_privacy(B)
    f["ja-privacy-clause.html"] = ja_privacy(N1, extra="当社は、広告配信のため、取得した情報を広告提携先に提供することがあります。")
    f["zh-careers-badge.html"] = careers("zh", N1, CAREERS["zh"]["jobs"], badge="急招")
    f["pl-toggle-old.html"] = pl_toggle(B)
    f["pl-toggle-noise.html"] = pl_toggle(N1)
    f["pl-toggle-rise.html"] = pl_toggle(N1, biznes_year="1 090 zł")
    f["nl-blog-old.html"] = nl_blog(B, NL_POSTS)
    f["nl-blog-new.html"] = nl_blog(N1, [("nieuw-dashboard", "Maak kennis met het nieuwe dashboard", "4 december 2025")] + NL_POSTS,
                                    ago="5 uur geleden")
    jobs = RTL["he"]["jobs"]
    f["he-careers-moved.html"] = rtl_careers("he", N1, [jobs[0][:2] + ("חיפה", jobs[0][3])] + jobs[1:])


# ============================================================================ ninth batch: "last updated" in Thai, Arabic, Hebrew, Finnish,
# Danish and Korean; Japanese release notes dated by day; a Korean quote-only tier

LEGAL.update({
    "th": ("ปรับปรุงล่าสุด: 3 มีนาคม 2568", "ปรับปรุงล่าสุด: 4 ธันวาคม 2568", "นโยบายความเป็นส่วนตัว",
           "เราเก็บรักษาข้อมูลของคุณตลอดระยะเวลาของสัญญาและอีกสามปีหลังจากนั้น"),
    "ar": ("آخر تحديث: 3 مارس 2025", "آخر تحديث: 4 ديسمبر 2025", "سياسة الخصوصية",
           "نحتفظ ببياناتك طوال مدة العقد ولمدة ثلاث سنوات بعد انتهائه."),
    "he": ("עודכן לאחרונה: 3 במרץ 2025", "עודכן לאחרונה: 4 בדצמבר 2025", "מדיניות פרטיות",
           "אנו שומרים את המידע שלך במשך תקופת ההסכם ושלוש שנים לאחר מכן."),
    "fi": ("Päivitetty 3.3.2025", "Päivitetty 4.12.2025", "Tietosuojaseloste",
           "Säilytämme tietojasi sopimuksen ajan ja kolme vuotta sen jälkeen."),
    "da": ("Senest opdateret: 3. marts 2025", "Senest opdateret: 4. december 2025", "Privatlivspolitik",
           "Vi opbevarer dine oplysninger i aftalens løbetid og tre år derefter."),
    "ko": ("최종 업데이트: 2025년 3월 3일", "최종 업데이트: 2025년 12월 4일", "개인정보처리방침",
           "회사는 계약 기간 동안 이용자의 개인정보를 보관하며, 계약 종료 후 3년이 지나면 파기합니다."),
})

JA_NOTES6 = [("2025年11月20日", ["請求書のPDFテンプレートを追加しました。", "CSVの文字化けを修正しました。"]),
             ("2025年11月6日", ["取引先の一括登録に対応しました。"])]


def ja_notes(v: V, entries: list[tuple[str, list[str]]]) -> str:
    body = "".join(f'<section class="note"><h2>{d}</h2><ul>{"".join(f"<li>{x}</li>" for x in xs)}</ul></section>' for d, xs in entries)
    main = (f'<header><a href="/" class="logo">カクノ</a></header><main><h1>アップデート情報</h1>{body}</main><footer><p>© 2025 カクノ株式会社</p></footer>')
    return page("アップデート情報 | カクノ", main, v, lang="ja")


def build9(f: dict[str, str]) -> None:
    f["ja-notes-old.html"] = ja_notes(B, JA_NOTES6)
    f["ja-notes-new.html"] = ja_notes(N1, [("2025年12月4日", ["インボイス制度の登録番号チェックに対応しました。"])] + JA_NOTES6)
    f["ko-pricing-quote.html"] = asian_pricing(N1, [KO_PLANS[0], ("프로", "문의하기", KO_PLANS[1][2]), KO_PLANS[2]], lang="ko", title="요금제",
                                               site="빌링온")
    # ("last updated" pages in th, ar, he, fi, da, ko: LEGAL, written with the others)


# ============================================================================ tenth batch: countdowns and "updated on" written other ways

PROMO = {
    "it": ("Fatturino", "Offerta di Natale: -30% sul piano annuale", ["Offerta valida ancora 3 giorni", "Offerta valida ancora 2 giorni"]),
    "pl": ("Fakturownik", "Promocja świąteczna: -30% na plan roczny", ["Jeszcze 3 dni promocji!", "Jeszcze 2 dni promocji!"]),
    "pt": ("Notinha", "Oferta de Natal: -30% no plano anual", ["Só mais 3 dias!", "Só mais 2 dias!"]),
    "en": ("Pylon", "Holiday offer: 30% off annual plans", ["Only 3 days to go!", "Only 2 days to go!"]),
    "sv": ("Kassaflöde", "Julerbjudande: -30 % på årsplanen", ["Bara 3 dagar kvar!", "Bara 2 dagar kvar!"]),
}
UPDATED_ON = {
    "pt": ("Última atualização em 3 de março de 2025", "Última atualização em 4 de dezembro de 2025", "Política de privacidade"),
    "it": ("Aggiornato al 3 marzo 2025", "Aggiornato al 4 dicembre 2025", "Informativa sulla privacy"),
    "es": ("Actualizado el 3 de marzo de 2025", "Actualizado el 4 de diciembre de 2025", "Política de privacidad"),
    "nl": ("Deze verklaring is voor het laatst gewijzigd op 3 maart 2025", "Deze verklaring is voor het laatst gewijzigd op 4 december 2025",
           "Privacyverklaring"),
}


def promo_home(lang: str, v: V, n: int) -> str:
    site, offer, counts = PROMO[lang]
    main = (f'<header><a href="/" class="logo">{site}</a></header><main><section class="hero"><h1>{site}</h1>'
            f'<div class="offer"><p>{offer}</p><p class="offer-timer">{counts[n]}</p></div></section></main><footer><p>© 2025 {site}</p></footer>')
    return page(site, main, v, lang=lang)


def updated_on(lang: str, v: V, n: int) -> str:
    a, b, title = UPDATED_ON[lang]
    main = (f'<header><a href="/" class="logo">{title}</a></header><main><h1>{title}</h1><p>{(a, b)[n]}</p>'
            f'<p>{LEGAL[lang][3] if lang in LEGAL else "Conservamos tus datos durante el contrato y tres años más."}</p></main>'
            f'<footer><p>© 2025</p></footer>')
    return page(title, main, v, lang=lang)


def build10(f: dict[str, str]) -> None:
    for lang in PROMO:
        f[f"{lang}-promo-old.html"] = promo_home(lang, B, 0)
        f[f"{lang}-promo-tick.html"] = promo_home(lang, N1, 1)
    for lang in UPDATED_ON:
        f[f"{lang}-updated-on-old.html"] = updated_on(lang, B, 0)
        f[f"{lang}-updated-on-new.html"] = updated_on(lang, N1, 1)


# ============================================================================ eleventh batch: relative times in Turkish, Russian, Czech,
# Indonesian and Vietnamese news lists

AGO = {
    "tr": ("Faturam", "Haberler", [("E-Fatura entegrasyonu yayında", ["3 saat önce", "1 gün önce"]),
                                   ("Yeni mobil uygulama", ["2 gün önce", "3 gün önce"])]),
    "ru": ("Счётик", "Новости", [("Интеграция с ЭДО запущена", ["3 часа назад", "1 день назад"]),
                                 ("Новое мобильное приложение", ["2 дня назад", "3 дня назад"])]),
    "cs": ("Fakturka", "Novinky", [("Napojení na datové schránky", ["před 3 hodinami", "před 1 dnem"]),
                                   ("Nová mobilní aplikace", ["před 2 dny", "před 3 dny"])]),
    "id": ("Fakturku", "Berita", [("Integrasi e-Faktur kini tersedia", ["3 jam yang lalu", "1 hari yang lalu"]),
                                  ("Aplikasi seluler baru", ["2 hari yang lalu", "3 hari yang lalu"])]),
    "vi": ("HoaDon", "Tin tức", [("Tích hợp hóa đơn điện tử", ["3 giờ trước", "1 ngày trước"]),
                                 ("Ứng dụng di động mới", ["2 ngày trước", "3 ngày trước"])]),
}


def ago_home(lang: str, v: V, n: int) -> str:
    site, label, items = AGO[lang]
    rows = "".join(f'<li><a href="/news/{i}">{t}</a> <span class="ago">{ages[n]}</span></li>' for i, (t, ages) in enumerate(items))
    main = (f'<header><a href="/" class="logo">{site}</a></header><main><h1>{site}</h1><section class="news"><h2>{label}</h2><ul>{rows}</ul></section></main>'
            f'<footer><p>© 2025 {site}</p></footer>')
    return page(site, main, v, lang=lang)


def build11(f: dict[str, str]) -> None:
    for lang in AGO:
        f[f"{lang}-ago-old.html"] = ago_home(lang, B, 0)
        f[f"{lang}-ago-noise.html"] = ago_home(lang, N1, 1)


# ============================================================================ twelfth batch: Ashby and Personio single job pages

def ashby_job(v: V, *, comp: str = "", extra: str = "") -> str:
    ld = ('<script type="application/ld+json">{"@context":"https://schema.org/","@type":"JobPosting","title":"Senior Backend Engineer",'
          '"datePosted":"2025-11-28","employmentType":"FULL_TIME","hiringOrganization":{"@type":"Organization","name":"Fakturownik"},'
          '"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Warszawa","addressCountry":"PL"}}}</script>')
    main = (f'<div id="root"><div class="_jobPosting_1x2y3_1"><h1 class="_title_1x2y3_2">Senior Backend Engineer</h1>'
            f'<div class="_details_1x2y3_5"><div><h2>Lokalizacja</h2><p>Warszawa</p></div><div><h2>Typ zatrudnienia</h2><p>Pełny etat</p></div>'
            f'<div><h2>Tryb pracy</h2><p>Hybrydowo</p></div>' + (f'<div><h2>Wynagrodzenie</h2><p>{comp}</p></div>' if comp else "")
            + f'</div><div class="_descriptionText_1x2y3_9"><p>Budujesz API, z którego korzysta 40 000 firm.</p>'
            f'<ul><li>5+ lat z Pythonem</li><li>PostgreSQL</li>{extra}</ul></div>'
            f'<a class="_applyButton_1x2y3_11" href="/fakturownik/8c1f/application?utm_source={v.rid}">Aplikuj</a></div>'
            f'<footer><a href="https://www.ashbyhq.com">Powered by Ashby</a></footer></div>')
    return page("Senior Backend Engineer @ Fakturownik", ld + main, v, lang="pl")


def personio_job(v: V, *, posted: str = "vor 3 Tagen", extra: str = "") -> str:
    main = (f'<header><a href="/" class="logo">Abrechnix GmbH</a></header><main><h1>Werkstudent (m/w/d) Buchhaltung</h1>'
            f'<p class="job-meta">Finanzen · Werkstudent · München</p><p class="posted">Veröffentlicht {posted}</p>'
            f'<section><h2>Deine Aufgaben</h2><ul><li>Vorbereitung der Monatsabschlüsse</li><li>Kontierung von Eingangsrechnungen</li>{extra}</ul></section>'
            f'<a class="apply" href="https://abrechnix.jobs.personio.de/job/1803999/apply?language=de&amp;_pc={v.rid}">Jetzt bewerben</a></main>'
            f'<footer><p>Powered by Personio</p></footer>')
    return page("Werkstudent (m/w/d) Buchhaltung | Abrechnix GmbH", main, v, lang="de")


def build12(f: dict[str, str]) -> None:
    f["ashby-job-old.html"] = ashby_job(B)
    f["ashby-job-noise.html"] = ashby_job(N1)
    f["ashby-job-salary.html"] = ashby_job(N1, comp="18 000 – 24 000 zł netto/mies. (B2B)")
    f["personio-job-old.html"] = personio_job(B)
    f["personio-job-noise.html"] = personio_job(N1, posted="vor 4 Tagen")
    f["personio-job-task.html"] = personio_job(N1, posted="vor 4 Tagen", extra="<li>Unterstützung bei der Umsatzsteuervoranmeldung</li>")


# ============================================================================ thirteenth batch: a shop's stock levels and a social-proof
# counter, in seven languages

SHOP6 = {
    "pl": ("Sklep – Fakturownik", "Drukarki fiskalne", "Zaufało nam {n}+ firm", "Tylko {k} szt. w magazynie", "zł"),
    "sv": ("Butik – Kassaflöde", "Kassaregister", "{n}+ företag använder Kassaflöde", "Endast {k} kvar i lager", "kr"),
    "nl": ("Winkel – Boekhoudje", "Bonprinters", "Al {n}+ ondernemers gingen je voor", "Nog maar {k} op voorraad", "€"),
    "pt": ("Loja – Notinha", "Impressoras fiscais", "Mais de {n}+ empresas confiam na Notinha", "Apenas {k} em estoque", "R$"),
    "it": ("Negozio – Fatturino", "Stampanti fiscali", "Oltre {n}+ aziende usano Fatturino", "Solo {k} disponibili", "€"),
    "ja": ("ストア | カクノ", "レシートプリンター", "導入企業 {n}+社", "残り{k}点", "円"),
    "zh": ("商城 – 票云", "发票打印机", "已有 {n}+ 家企业使用票云", "仅剩{k}件", "元"),
}
SHOP6_ITEMS = [("tm-30", "TM-30III", "1 299"), ("sp-700", "SP-700", "899"), ("dp-20", "DP-20", "649")]


def shop6(lang: str, v: V, n: str, stock: list[int]) -> str:
    title, h1, proof, left, cur = SHOP6[lang]
    cards = "".join(f'<li class="product-card"><a href="/sklep/{s}?variant={v.rid[4:]}"><h3 class="product-title">{t}</h3></a>'
                    f'<p class="price">{p} {cur}</p><p class="stock">{left.format(k=k)}</p></li>' for (s, t, p), k in zip(SHOP6_ITEMS, stock))
    main = (f'<header><a href="/" class="logo">{title.split("–")[-1].split("|")[-1].strip()}</a></header><main><h1>{h1}</h1>'
            f'<p class="social-proof">{proof.format(n=n)}</p><ul class="product-grid">{cards}</ul></main><footer><p>© 2025</p></footer>')
    return page(title, main, v, lang=lang)


def build13(f: dict[str, str]) -> None:
    for lang in SHOP6:
        big = "4 200" if lang in ("pl", "sv", "nl", "pt", "it") else "4,200"
        bigger = "4 300" if lang in ("pl", "sv", "nl", "pt", "it") else "4,300"
        f[f"{lang}-shop-old.html"] = shop6(lang, B, big, [3, 12, 5])
        f[f"{lang}-shop-noise.html"] = shop6(lang, N1, bigger, [2, 11, 5])


# ============================================================================ fourteenth batch: team pages, promotions and departures

def build14(f: dict[str, str]) -> None:
    pl = TEAM["pl"]["people"]
    f["pl-team-noise.html"] = team("pl", N1, pl)
    f["pl-team-promoted.html"] = team("pl", N1, pl[:2] + [("Krzysztof Wójcik", "Dyrektor sprzedaży")] + pl[3:])
    zh = TEAM["zh"]["people"]
    f["zh-team-cto-left.html"] = team("zh", N1, [zh[0], zh[2]])
    ar = TEAM["ar"]["people"]
    f["ar-team-added.html"] = team("ar", N1, ar + [("ريم الدوسري", "مديرة التسويق")])


# ============================================================================ fifteenth batch: measured uptime in other languages

UPTIME = {
    "de": ("Abrechnix", "{u} % Verfügbarkeit", ["99,98", "99,97"]), "fr": ("Paysage", "Disponibilité : {u} %", ["99,95", "99,94"]),
    "pl": ("Fakturownik", "Dostępność: {u}%", ["99,98", "99,97"]), "sv": ("Kassaflöde", "Upptid {u} %", ["99,98", "99,96"]),
    "ja": ("カクノ", "稼働率 {u}%", ["99.98", "99.97"]), "zh": ("票云", "可用性 {u}%", ["99.98", "99.95"]),
    "pt": ("Notinha", "{u}% de disponibilidade", ["99,98", "99,97"]), "es": ("Cuadra", "{u} % de disponibilidad", ["99,98", "99,96"]),
}


def uptime_status(lang: str, v: V, n: int) -> str:
    site, fmt, us = UPTIME[lang]
    comps = "".join(f'<div class="component"><span class="component-name">{c}</span><span class="uptime">{fmt.format(u=us[n] if i == 1 else "100")}</span></div>'
                    for i, c in enumerate(["Web", "API", "E-mail"]))
    main = (f'<header><a href="/" class="logo">{site}</a></header><main><section class="components">{comps}</section></main>'
            f'<footer><p>Powered by Better Stack</p></footer>')
    return page(f"{site} Status", main, v, lang=lang)


def build15(f: dict[str, str]) -> None:
    for lang in UPTIME:
        f[f"{lang}-uptime-old.html"] = uptime_status(lang, B, 0)
        f[f"{lang}-uptime-tick.html"] = uptime_status(lang, N1, 1)


# ============================================================================ sixteenth batch: "as of" stamps under figures

AS_OF = {
    "pl": ("Fakturownik w liczbach", "Wystawione faktury: 48 210 114", ["Stan na 4.12.2025", "Stan na 5.12.2025"]),
    "nl": ("Boekhoudje in cijfers", "Verwerkte facturen: 48.210.114", ["Stand per 4 december 2025", "Stand per 5 december 2025"]),
    "it": ("Fatturino in numeri", "Fatture emesse: 48.210.114", ["Dati aggiornati al 4 dicembre 2025", "Dati aggiornati al 5 dicembre 2025"]),
    "pt": ("Notinha em números", "Notas emitidas: 48.210.114", ["Dados de 04/12/2025", "Dados de 05/12/2025"]),
    "es": ("Cuadra en cifras", "Facturas emitidas: 48.210.114", ["Datos a 4 de diciembre de 2025", "Datos a 5 de diciembre de 2025"]),
}


def as_of(lang: str, v: V, n: int) -> str:
    h, fig, stamps = AS_OF[lang]
    main = (f'<header><a href="/" class="logo">{h.split()[0]}</a></header><main><h1>{h}</h1><div class="kpi"><p class="kpi-value">{fig}</p>'
            f'<p class="kpi-note">{stamps[n]}</p></div></main><footer><p>© 2025</p></footer>')
    return page(h, main, v, lang=lang)


def build16(f: dict[str, str]) -> None:
    for lang in AS_OF:
        f[f"{lang}-asof-old.html"] = as_of(lang, B, 0)
        f[f"{lang}-asof-new.html"] = as_of(lang, N1, 1)


# ============================================================================ seventeenth batch: real changes near the new volatile rules

def claim_home(v: V, *, claim: str) -> str:
    main = (f'<header><a href="/" class="logo">Fakturownik</a></header><main><section class="hero"><h1>Faktury, które wystawiają się same</h1>'
            f'<p class="claim">{claim}</p></section></main><footer><p>© 2025 Fakturownik</p></footer>')
    return page("Fakturownik – faktury online", main, v, lang="pl")


def sla_pricing(v: V, *, sla: str) -> str:
    plans = [("Start", "49 zł", "/mies.", ["1 użytkownik", "Faktury bez limitu"]), ("Biznes", "99 zł", "/mies.", ["5 użytkowników", "Integracje"]),
             ("Firma", "199 zł", "/mies.", ["20 użytkowników", f"Gwarantowana dostępność {sla} w SLA", "Opiekun konta"])]
    return badge_pricing(v, popular="Biznes", badge="Najpopularniejszy", lang="pl", title="Cennik", site="Fakturownik", plans=plans)


def build17(f: dict[str, str]) -> None:
    f["pl-claim-old.html"] = claim_home(B, claim="Zaufało nam już 4 200 firm z całej Polski")
    f["pl-claim-new.html"] = claim_home(N1, claim="Zaufało nam już 10 000 firm z całej Polski")
    f["pl-sla-old.html"] = sla_pricing(B, sla="99,9%")
    f["pl-sla-new.html"] = sla_pricing(N1, sla="99,95%")
    f["terms-renumbered-edited.html"] = terms(N1, TERMS[:2] + [NEW_TERM, (TERMS[2][0], TERMS[2][1].replace(
        "are not refundable except where the law requires a refund", "are refundable within fourteen days of any charge"))] + TERMS[3:],
        updated="December 4, 2025")
    ja = CAREERS["ja"]["jobs"]
    f["ja-careers-retitled.html"] = careers("ja", N1, [(ja[0][0], "シニアバックエンドエンジニア") + ja[0][2:]] + ja[1:])


# ============================================================================ build

def build() -> dict[str, str]:
    f: dict[str, str] = {}
    # homepages: per-fetch noise in each language; a real headline change among it; a lone separator
    for lang in HOME:
        f[f"{lang}-home-old.html"] = home(lang, B, 0)
        f[f"{lang}-home-noise.html"] = home(lang, N1, 1)
        f[f"{lang}-home-noise2.html"] = home(lang, N2, 2)
    f["pl-home-hero.html"] = home("pl", N1, 1, hero="Faktury i płatności w jednym miejscu")
    f["sv-home-sep.html"] = home("sv", N1, 0, sep=True)
    # careers: a job added, a job gone remote, a badge on a job
    for lang, c in CAREERS.items():
        jobs = c["jobs"]
        f[f"{lang}-careers-old.html"] = careers(lang, B, jobs)
        f[f"{lang}-careers-noise.html"] = careers(lang, N1, jobs)
        f[f"{lang}-careers-added.html"] = careers(lang, N1, jobs[:2] + [c["new"]] + jobs[2:])
        f[f"{lang}-careers-remote.html"] = careers(lang, N1, [jobs[0][:3] + (c["remote"],)] + jobs[1:])
    f["pl-careers-badge.html"] = careers("pl", N1, CAREERS["pl"]["jobs"], badge="Nowość")
    f["sv-careers-badge.html"] = careers("sv", N1, CAREERS["sv"]["jobs"], badge="Ny")
    f["ja-careers-badge.html"] = careers("ja", N1, CAREERS["ja"]["jobs"], badge="NEW")
    # team pages: an executive joins
    for lang, t in TEAM.items():
        f[f"{lang}-team-old.html"] = team(lang, B, t["people"])
        f[f"{lang}-team-exec.html"] = team(lang, N1, t["people"][:1] + [t["new"]] + t["people"][1:])
    # pricing
    f["en-pricing-old.html"] = pricing(B, EN_PLANS)
    f["en-pricing-custom.html"] = pricing(N1, EN_PLANS[:2] + [("Enterprise", "Custom", "", EN_PLANS[2][3])])
    f["sv-pricing-old.html"] = pricing(B, SV_PLANS, lang="sv", title="Priser", site="Kassaflöde")
    f["sv-pricing-kontakt.html"] = pricing(N1, SV_PLANS[:2] + [("Företag", "Kontakta oss", "", SV_PLANS[2][3])], lang="sv", title="Priser",
                                           site="Kassaflöde")
    f["ja-pricing-old.html"] = pricing(B, JA_PLANS, lang="ja", title="料金プラン", site="カクノ")
    f["ja-pricing-quote.html"] = pricing(N1, JA_PLANS[:2] + [("エンタープライズ", "お問い合わせ", "", JA_PLANS[2][3])], lang="ja",
                                         title="料金プラン", site="カクノ")
    f["ch-pricing-old.html"] = pricing(B, CH_PLANS, lang="de-CH", title="Preise", site="Rechnix")
    f["ch-pricing-noise.html"] = pricing(N1, CH_PLANS, lang="de-CH", title="Preise", site="Rechnix")
    f["ch-pricing-rise.html"] = pricing(N1, [CH_PLANS[0], ("Business", "CHF 1'490", " pro Jahr", CH_PLANS[1][3]), CH_PLANS[2]], lang="de-CH",
                                        title="Preise", site="Rechnix")
    # status pages
    for lang, s in STATUS.items():
        f[f"{lang}-status-old.html"] = status_page(lang, B)
        f[f"{lang}-status-degraded.html"] = status_page(lang, N1, bad={s["comps"][1]: "degraded"},
                                                        updated=s["updated"].replace("3", "1"))
    f["pl-status-outage.html"] = status_page("pl", N1, bad={"Panel klienta": "outage"}, updated="Zaktualizowano 1 minutę temu")
    f["zh-status-outage.html"] = status_page("zh", N1, bad={"控制台": "outage"}, updated="1分钟前更新")
    # newsrooms: an acquisition announced vs an ordinary post; a badge
    for lang, n in NEWS.items():
        f[f"{lang}-news-old.html"] = newsroom(lang, B, n["items"])
        f[f"{lang}-news-acq.html"] = newsroom(lang, N1, [n["new"]] + n["items"])
    f["pl-news-small.html"] = newsroom("pl", N1, [NEWS["pl"]["small"]] + NEWS["pl"]["items"])
    f["pl-news-badge.html"] = newsroom("pl", N1, NEWS["pl"]["items"], badge="Nowość")
    # legal: renumbered sections after an insertion; "last updated" only, by language
    f["terms-old.html"] = terms(B, TERMS)
    f["terms-inserted.html"] = terms(N1, TERMS[:2] + [NEW_TERM] + TERMS[2:], updated="December 4, 2025")
    f["terms-date.html"] = terms(N1, TERMS, updated="December 4, 2025")
    for lang in LEGAL:
        f[f"{lang}-legal-old.html"] = legal(lang, B, 0)
        f[f"{lang}-legal-date.html"] = legal(lang, N1, 1)
    # docs version picker
    f["docs-old.html"] = docs(B, ["3.2", "3.1", "3.0", "2.x"])
    f["docs-version.html"] = docs(N1, ["3.3", "3.2", "3.1", "3.0", "2.x"])
    # investors: the share-price widget ticking; quarterly results posted
    f["inv-old.html"] = investors(B)
    f["inv-tick.html"] = investors(N1, quote=("41.02", "-1.15", "-2.73%"))
    f["inv-results.html"] = investors(N1, quote=("43.90", "+1.73", "+4.10%"), results=[
        ("q4-2025", "Fourth quarter and full year 2025 results", "2026-02-24"),
        ("q3-2025", "Third quarter 2025 results", "2025-10-28"), ("q2-2025", "Second quarter 2025 results", "2025-07-29")])
    # RTL careers
    for lang, c in RTL.items():
        f[f"{lang}-careers-old.html"] = rtl_careers(lang, B, c["jobs"])
        f[f"{lang}-careers-noise.html"] = rtl_careers(lang, N1, c["jobs"])
        f[f"{lang}-careers-added.html"] = rtl_careers(lang, N1, c["jobs"] + [c["new"]])
    build2(f)
    build3(f)
    build4(f)
    build5(f)
    build6(f)
    build7(f)
    build8(f)
    build9(f)
    build10(f)
    build11(f)
    build12(f)
    build13(f)
    build14(f)
    build15(f)
    build16(f)
    build17(f)
    return f


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, text in build().items():
        (OUT / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
