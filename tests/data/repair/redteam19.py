"""The situations of repair's nineteenth red-team round (tests/integration/test_repair_redteam19.py runs them): broken
sensors of SURFACES OTHER THAN CAREERS — pricing, blog, changelog, docs, status, legal (privacy, terms, imprint), team
and newsroom pages — moving the way those surfaces really move, in languages earlier rounds gave those surfaces
little (Dutch, Swedish, Japanese, Brazilian Portuguese, Danish, Korean, Polish, Spanish, Italian, Czech), to vendors
earlier rounds did not serve (a Frill changelog, an Intercom help centre, a Notion-hosted policy), and PRECISION cases
where the obvious candidate is the wrong surface (a pricing blog post, another product's status page, the careers
vendor's applicant privacy notice, ...). The page builders, the situation table with the expectations written before
each batch's first run (ten batches), and the strict xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py, redteam9.py and redteam12.py (whose shared
scripted web and page helpers it reuses).
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
Situation = S.Situation
menu, site_home, pricing = T12.menu, T12.site_home, T12.pricing
shell = P.shell

#: hosts that several situations share (each under paths of its own)
SHARED_HOSTS: frozenset[str] = frozenset({"documenter.getpostman.com", "github.com"})

STATUS_REF = P.status_own()
CHANGELOG_REF = P.changelog_page("Changelog - Acme Robotics")
DOCS_REF = P.docs_home()
PRIVACY_REF = P.privacy_page("2026-09-01")
PRICING_REF = P.PRICING_V1


def home_in(lang: str, title: str, h1: str, nav: list[tuple[str, str]],
            footer: list[tuple[str, str]] | None = None) -> R:
    """A front page in `lang`: its own menu and footer."""
    return html(shell(title, f"<h1>{h1}</h1><p>Acme Robotics - warehouse robots.</p>", nav, footer, lang=lang))


# ------------------------------------------------------------------ Dutch privacy statement

PRIVACY_NL_MAIN = (
    "<h1>Privacyverklaring</h1><p>Laatst bijgewerkt: 1 september 2026</p>"
    "<h2>Wie zijn wij</h2><p>Acme Robotics B.V., Keizersgracht 120, 1015 CW Amsterdam, is verwerkingsverantwoordelijke "
    "voor de persoonsgegevens die in deze verklaring worden beschreven. Onze functionaris voor gegevensbescherming is "
    "bereikbaar via privacy apenstaartje acme punt example.</p>"
    "<h2>Welke gegevens wij verzamelen</h2><p>Accountgegevens die u ons geeft (naam, zakelijk e-mailadres, "
    "telefoonnummer, bedrijf), gebruiksgegevens van het vlootdashboard en telemetrie van robots, waarop soms mensen in "
    "de gangpaden van het magazijn te zien zijn.</p>"
    "<h2>Waarom wij ze gebruiken</h2><p>Om de dienst te leveren en te beveiligen, om klanten te ondersteunen, om "
    "navigatie en veiligheid te verbeteren en, met uw toestemming, om productnieuws te sturen. Wij verkopen nooit "
    "persoonsgegevens.</p>"
    "<h2>Hoe lang wij ze bewaren</h2><p>Accountgegevens zolang het contract loopt en drie jaar daarna; beelden van "
    "telemetrie dertig dagen, tenzij een onderzoek naar een incident langer vereist.</p>"
    "<h2>Uw rechten</h2><p>U kunt uw gegevens inzien, corrigeren, laten wissen of overdragen, bezwaar maken tegen het "
    "gebruik ervan en een klacht indienen bij de Autoriteit Persoonsgegevens. Wij antwoorden binnen een maand.</p>")
NL_FOOTER = [("/nl/juridisch/algemene-voorwaarden", "Algemene voorwaarden"),
             ("/nl/juridisch/cookiebeleid", "Cookiebeleid"),
             ("/nl/juridisch/privacyverklaring", "Privacyverklaring")]
NL_NAV = [("/nl/", "Home"), ("/nl/product", "Product"), ("/nl/prijzen", "Prijzen"), ("/nl/contact", "Contact")]

# ------------------------------------------------------------------ Swedish pricing

PRICING_SV_MAIN = (
    "<h1>Enkla priser för varje lager</h1><p>Hyr robotar per månad. Varje plan omfattar underhåll, "
    "programuppdateringar och support dygnet runt.</p>"
    "<div class='plan'><h2>Start</h2><p class='price'>14 900 kr per robot och månad</p><ul><li>Upp till 5 robotar</li>"
    "<li>Flottans instrumentpanel</li><li>Support via e-post</li></ul></div>"
    "<div class='plan'><h2>Tillväxt</h2><p class='price'>12 900 kr per robot och månad</p><ul><li>Upp till 50 robotar"
    "</li><li>Instrumentpanel och API-åtkomst</li><li>Telefonsupport inom fyra timmar</li><li>Kvartalsvis "
    "optimeringsgenomgång</li></ul></div>"
    "<div class='plan'><h2>Företag</h2><p class='price'>Kontakta säljteamet</p><ul><li>Obegränsat antal robotar</li>"
    "<li>Dedikerad kundtekniker</li><li>Reservdelslager på plats</li><li>Anpassade integrationer med ert "
    "lagerhanteringssystem</li></ul></div>"
    "<h2>Vanliga frågor</h2><p>Kan jag byta plan? Ja, i slutet av varje månad. Ingår installationen? Installation och "
    "utbildning av personalen ingår i varje plan. Vad händer om en robot går sönder? Vi ersätter den inom 48 timmar.</p>")
SV_NAV_OLD = [("/sv/", "Hem"), ("/sv/produkt", "Produkt"), ("/sv/priser", "Priser"), ("/sv/kontakt", "Kontakt")]
SV_NAV = [("/sv/", "Hem"), ("/sv/produkt", "Produkt"), ("/sv/planer", "Planer och priser"), ("/sv/kontakt", "Kontakt")]

# ------------------------------------------------------------------ Japanese pricing

PRICING_JA_MAIN = (
    "<h1>すべての倉庫にシンプルな料金を</h1><p>ロボットは月単位でレンタルできます。すべてのプランに保守、ソフトウェア更新、"
    "二十四時間のサポートが含まれます。</p>"
    "<div class='plan'><h2>スターター</h2><p class='price'>ロボット1台あたり月額 220,000円</p><ul><li>ロボット5台まで</li>"
    "<li>フリートダッシュボード</li><li>メールサポート</li></ul></div>"
    "<div class='plan'><h2>グロース</h2><p class='price'>ロボット1台あたり月額 190,000円</p><ul><li>ロボット50台まで</li>"
    "<li>フリートダッシュボードとAPIアクセス</li><li>四時間以内の電話サポート</li><li>四半期ごとの最適化レビュー</li>"
    "</ul></div>"
    "<div class='plan'><h2>エンタープライズ</h2><p class='price'>営業にお問い合わせください</p><ul><li>ロボット台数無制限</li>"
    "<li>専任のサクセスエンジニア</li><li>現地の予備部品倉庫</li><li>倉庫管理システムとのカスタム連携</li></ul></div>"
    "<h2>よくある質問</h2><p>プランは変更できますか？はい、毎月末に変更できます。設置費用は含まれますか？設置とスタッフの"
    "トレーニングはすべてのプランに含まれます。ロボットが故障した場合は？四十八時間以内に交換します。</p>")
JA_NAV_OLD = [("/ja/", "ホーム"), ("/ja/product", "製品"), ("/ja/pricing", "料金"), ("/ja/contact", "お問い合わせ")]
JA_NAV = [("/ja/", "ホーム"), ("/ja/product", "製品"), ("/ja/plans", "料金プラン"), ("/ja/contact", "お問い合わせ")]

# ------------------------------------------------------------------ Brazilian Portuguese blog (Ghost → Substack)

POSTS_PT = [("Apresentamos o robô de separação Acme R7", "r7", "2026-10-02",
             "O R7 separa caixas mistas a 600 itens por hora e se acopla sozinho para carregar."),
            ("Como testamos robôs ao lado das pessoas", "seguranca", "2026-09-14",
             "Cada versão roda duas semanas no nosso armazém de testes em Lyon, com a equipe trabalhando ao lado da frota."),
            ("A Acme abre um escritório em São Paulo", "sao-paulo", "2026-08-30",
             "Nossos clientes na América do Sul agora têm suporte no seu fuso horário, com uma equipe de vinte pessoas."),
            ("Análise da frota, explicada", "analise", "2026-08-01",
             "Um tour pelo painel que mostra a taxa de separação, a saúde das baterias e o congestionamento por corredor."),
            ("O que 400 armazéns nos ensinaram sobre corredores", "corredores", "2026-07-12",
             "Corredores estreitos não são o problema; esquinas cegas são. Veja o que mudamos no planejador."),
            ("Nosso laboratório de percepção em Berlim", "berlim", "2026-06-20",
             "Conheça a equipe que ensina os robôs a enxergar paletes com filme plástico e fitas refletivas.")]


def ghost_blog_pt() -> str:
    """The old Ghost blog (casper theme) at the blog subdomain's root."""
    cards = "".join(f"<article class='post-card'><a class='post-card-content-link' href='/{s}/'><header class="
                    f"'post-card-header'><h2 class='post-card-title'>{t}</h2></header><section class='post-card-excerpt'>"
                    f"<p>{x}</p></section></a><footer class='post-card-meta'><time datetime='{d}'>{d}</time></footer>"
                    f"</article>" for t, s, d, x in POSTS_PT)
    return ("<!DOCTYPE html><html lang='pt-BR'><head><meta charset='utf-8'><title>Blog da Acme Robotics</title><meta "
            "name='generator' content='Ghost 5.71'></head><body class='home-template'><div class='site-wrapper'><header "
            "class='site-header'><a class='site-nav-logo' href='/'>Acme Robotics</a><nav><ul class='nav'><li><a href='/'>"
            "Início</a></li><li><a href='/tag/produto/'>Produto</a></li><li><a href='/tag/empresa/'>Empresa</a></li></ul>"
            f"</nav></header><main id='site-main'><h1>Blog da Acme Robotics</h1><div class='post-feed'>{cards}</div>"
            "</main><footer class='site-footer'>Acme Robotics &copy; 2026 &mdash; Publicado com Ghost</footer></div>"
            "</body></html>")


def substack_pt() -> str:
    """The same posts on the Substack publication the blog moved to."""
    items = "".join(f"<div class='post-preview'><a class='post-preview-title' href='/p/{s}'>{t}</a><div class='post-"
                    f"preview-description'>{x}</div><div class='post-preview-meta'>{d} &middot; Acme Robotics</div></div>"
                    for t, s, d, x in POSTS_PT)
    return ("<!doctype html><html lang='pt'><head><title>Blog da Acme Robotics | Substack</title></head><body><div "
            "class='topbar'><a href='/'>Blog da Acme Robotics</a> <a href='/subscribe'>Inscrever-se</a> <a href='https:"
            "//substack.com/sign-in'>Entrar</a></div><div class='container'><h1>Blog da Acme Robotics</h1><p>Notas da "
            f"equipe que constrói robôs de armazém.</p>{items}</div><div class='footer'>&copy; 2026 Acme Robotics. "
            "Substack is the home for great culture.</div></body></html>")


PT_NAV = [("/pt-br/", "Início"), ("/pt-br/produto", "Produto"), ("http://acmek04.substack.com/", "Blog"),
          ("/pt-br/contato", "Contato")]

# ------------------------------------------------------------------ Danish team page


def team_da(title: str, heading: str, nav: list[tuple[str, str]]) -> str:
    cards = "".join(f"<div class='person'><h3>{n}</h3><p class='role'>{r}</p></div>" for n, r, _ in T9.PEOPLE)
    return shell(title, f"<h1>{heading}</h1><p>Menneskene bag Acme Robotics. Vi bygger lagerrobotter i Lyon, Berlin, "
                 f"Toronto og København.</p>{cards}", nav, lang="da")


DA_NAV = [("/da/", "Forside"), ("/da/produkt", "Produkt"), ("/da/om-os", "Om os"), ("/da/om-os/vores-team", "Vores team"),
          ("/da/job", "Job")]

# ------------------------------------------------------------------ Korean release notes

RELEASES_KO = [("5.2.0", "2026-08-21", ["도킹 속도 개선: 로봇이 평균 8초 만에 도킹합니다",
                                        "대시보드에서 로봇별 배터리 상태를 확인할 수 있습니다",
                                        "재부팅 후 드물게 발생하던 지도 오차를 수정했습니다"]),
               ("5.1.0", "2026-06-30", ["구역에 시간대를 설정할 수 있습니다", "웹훅 재시도에 지수 백오프를 적용했습니다",
                                        "플릿 API: 구역별 미션 필터"]),
               ("5.0.0", "2026-05-12", ["좁은 통로를 위한 새 플래너", "사람 근처 속도 제한을 구역별로 설정할 수 있습니다",
                                        "더 이상 사용되지 않는 v1 미션 엔드포인트를 제거했습니다"])]


def release_notes_ko(title: str, nav: list[tuple[str, str]]) -> str:
    items = "".join(f"<section class='release'><h2>버전 {v}</h2><time>{d}</time><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></section>" for v, d, ch in RELEASES_KO)
    return shell(title, f"<h1>릴리스 노트</h1><p>Acme 플릿 소프트웨어의 변경 사항을 최신순으로 안내합니다.</p>{items}", nav,
                 lang="ko")


KO_NAV_OLD = [("/ko/", "홈"), ("/ko/product", "제품"), ("/ko/changelog", "변경 내역"), ("/ko/contact", "문의하기")]
KO_NAV = [("/ko/", "홈"), ("/ko/product", "제품"), ("/ko/release-notes", "릴리스 노트"), ("/ko/contact", "문의하기")]

# ------------------------------------------------------------------ Polish terms

TERMS_PL_MAIN = (
    "<h1>Regulamin świadczenia usług</h1><p>Niniejszy regulamin określa zasady wynajmu robotów Acme oraz korzystania z "
    "panelu floty. Podpisując zamówienie, akceptujesz go.</p><h2>Wynajem</h2><p>Roboty pozostają naszą własnością. "
    "Przechowujesz je w suchym pomieszczeniu i umożliwiasz naszym technikom dostęp do nich w celu konserwacji.</p>"
    "<h2>Opłaty</h2><p>Opłaty miesięczne są fakturowane z góry i płatne w ciągu trzydziestu dni.</p><h2>"
    "Odpowiedzialność</h2><p>Nasza odpowiedzialność jest ograniczona do opłat zapłaconych w ciągu dwunastu miesięcy "
    "przed zgłoszeniem roszczenia.</p><h2>Reklamacje</h2><p>Reklamacje rozpatrujemy w ciągu czternastu dni od ich "
    "otrzymania.</p>")
PL_NAV = [("/pl/", "Strona główna"), ("/pl/produkt", "Produkt"), ("/pl/cennik", "Cennik"), ("/pl/kontakt", "Kontakt")]
PL_FOOTER = [("/pl/prawne/polityka-prywatnosci", "Polityka prywatności"), ("/pl/prawne/regulamin", "Regulamin"),
             ("/pl/prawne/cookies", "Pliki cookie")]

# ------------------------------------------------------------------ a changelog on Frill


def frill_announcements() -> str:
    """Frill's public announcements page (`<tenant>.frill.co/announcements`): its widget chrome, the same releases."""
    items = "".join(f"<div class='announcement'><div class='announcement__badge'>New</div><h2 class='announcement__title'>"
                    f"Version {v}</h2><div class='announcement__date'>{d}</div><div class='announcement__content'><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></div><div class='reactions'>React</div></div>"
                    for v, d, ch in P.RELEASES)
    return ("<!DOCTYPE html><html lang='en'><head><title>Announcements | Acme Robotics</title><meta name='generator' "
            "content='Frill'></head><body><div class='frill-header'><a href='/'>Acme Robotics</a><nav><a href='/b/"
            "ideas'>Ideas</a><a href='/roadmap'>Roadmap</a><a href='/announcements'>Announcements</a></nav><a href='/"
            "login'>Log in</a></div><main class='announcements'><h1>Changelog</h1><p>What changed in the Acme fleet "
            f"software, newest first.</p>{items}</main><footer>Powered by Frill</footer></body></html>")


# ------------------------------------------------------------------ docs in an Intercom help centre


def intercom_help() -> str:
    """An Intercom help centre's home (`intercom.help/<workspace>/en/`): collections, each a section of the old docs."""
    cols = "".join(f"<a class='collection-link' href='/acmek09/en/collections/{100 + i}-{s.lower().replace(' ', '-')}'>"
                   f"<div class='collection'><h2>{s}</h2><p>{x}</p><span>5 articles</span></div></a>"
                   for i, (s, x) in enumerate(P.DOC_SECTIONS))
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics Help Center</title><meta name='intercom:"
            "trackingEvent' content='help-center-view'></head><body><header class='header'><a href='/acmek09/en/'>Acme "
            "Robotics Help Center</a><a href='http://k09.test/'>Go to Acme Robotics</a><form action='/acmek09/en/"
            "search'><input name='q' placeholder='Search for articles...'></form></header><main><h1>Acme Robotics "
            "documentation</h1><p>Everything you need to run a fleet of Acme robots: setup, mapping, the Fleet API and "
            f"safety.</p><section class='collections'>{cols}</section></main><footer>We run on Intercom</footer></body>"
            "</html>")


# ------------------------------------------------------------------ a Notion-hosted privacy policy


def notion_policy() -> str:
    """A privacy policy published from Notion (`<workspace>.notion.site/<Title>-<id>`): its page chrome, the sections."""
    secs = "".join(f"<h2 class='notion-header-block'>{h}</h2><div class='notion-text-block'>{t}</div>"
                   for h, t in P.PRIVACY_SECTIONS)
    return ("<!DOCTYPE html><html lang='en'><head><title>Privacy Policy</title><meta property='og:site_name' content="
            "'Notion'></head><body><div id='notion-app'><div class='notion-topbar'><span>Acme Robotics</span> / <span>"
            "Privacy Policy</span><a href='https://www.notion.so/signup'>Try Notion</a></div><div class='notion-page-"
            "content'><h1 class='notion-page-title'>Privacy policy</h1><div class='notion-text-block'>Last updated: "
            f"2026-10-20</div>{secs}</div></div></body></html>")


# ------------------------------------------------------------------ Spanish status page on Instatus


def instatus_es() -> str:
    """An Instatus page in Spanish on the tenant's Instatus host: the same components (names kept in English)."""
    rows = "".join(f"<div class='component'><span class='component-name'>{c}</span><span class='component-status "
                   f"operational'>Operativo</span></div>" for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html lang='es'><head><title>Estado de Acme Robotics</title><meta name='generator' content="
            "'Instatus'></head><body><div id='__next'><header><a href='http://k11.test/es/'>Acme Robotics</a><a href='"
            "/subscribe'>Recibir actualizaciones</a></header><div class='status-banner'>Todos los sistemas operativos"
            f"</div><div class='components'>{rows}</div><div class='past-incidents'><h2>Incidentes anteriores</h2><div>"
            "<b>12 oct 2026</b> Telemetría retrasada en Norteamérica. Resuelto.</div><div><b>3 sep 2026</b> Entregas "
            "de webhooks retrasadas. Resuelto.</div></div><footer>Powered by Instatus</footer></div></body></html>")


def status_es_own() -> str:
    rows = "".join(f"<li class='component'>{c} <span>Operativo</span></li>" for c in P.COMPONENTS)
    return shell("Estado del servicio - Acme Robotics", f"<h1>Todos los sistemas operativos</h1><ul class='components'>"
                 f"{rows}</ul><h2>Incidentes anteriores</h2><p>12 oct 2026 Telemetría retrasada en Norteamérica. "
                 "Resuelto.</p><p>3 sep 2026 Entregas de webhooks retrasadas. Resuelto.</p>", ES_NAV, lang="es")


ES_NAV = [("/es/", "Inicio"), ("/es/producto", "Producto"), ("/es/precios", "Precios"), ("/es/contacto", "Contacto")]

# ------------------------------------------------------------------ Italian press releases

PRESS_IT = [("Acme Robotics raccoglie 60 milioni di euro in un round di Serie C", "2026-09-30",
             "Il round guidato da Northwind Ventures finanzia il lancio dell'R7 in Nord America."),
            ("Acme Robotics e Berlin Parcel firmano un accordo per 300 robot", "2026-07-08",
             "La più grande installazione in Germania riguarda quattro centri di distribuzione."),
            ("Acme Robotics nomina Dana Whitfield direttrice operativa", "2026-05-19",
             "Whitfield arriva da un gruppo logistico globale dove gestiva 120 magazzini."),
            ("Acme Robotics apre un ufficio a Milano", "2026-04-02",
             "Venti ingegneri e tecnici di assistenza seguiranno i clienti italiani."),
            ("Acme Robotics vince il premio europeo per l'innovazione logistica", "2026-02-11",
             "La giuria ha premiato la sicurezza della flotta in 400 siti.")]


def press_it(title: str, heading: str, nav: list[tuple[str, str]]) -> str:
    items = "".join(f"<div class='release'><h3>{t}</h3><span class='date'>{d}</span><p>{x}</p><a href='/it/stampa/{i}'>"
                    f"Leggi il comunicato</a></div>" for i, (t, d, x) in enumerate(PRESS_IT))
    return shell(title, f"<h1>{heading}</h1><p>Contatto per i media: stampa chiocciola acme punto example.</p>{items}",
                 nav, lang="it")


IT_NAV_OLD = [("/it/", "Home"), ("/it/prodotto", "Prodotto"), ("/it/comunicati-stampa", "Comunicati stampa")]
IT_NAV = [("/it/", "Home"), ("/it/prodotto", "Prodotto"), ("/it/azienda", "Azienda"), ("/it/sala-stampa", "Sala stampa"),
          ("/it/contatti", "Contatti")]

# ------------------------------------------------------------------ Czech pricing

PRICING_CS_MAIN = (
    "<h1>Jednoduché ceny pro každý sklad</h1><p>Pronajměte si roboty na měsíc. Každý tarif zahrnuje údržbu, aktualizace "
    "softwaru a nepřetržitou podporu.</p>"
    "<div class='plan'><h2>Start</h2><p class='price'>34 900 Kč za robota a měsíc</p><ul><li>Až 5 robotů</li><li>Přehled "
    "flotily</li><li>Podpora e-mailem</li></ul></div>"
    "<div class='plan'><h2>Růst</h2><p class='price'>29 900 Kč za robota a měsíc</p><ul><li>Až 50 robotů</li><li>Přehled "
    "flotily a přístup k API</li><li>Telefonická podpora do čtyř hodin</li><li>Čtvrtletní optimalizační schůzka</li>"
    "</ul></div>"
    "<div class='plan'><h2>Podnik</h2><p class='price'>Kontaktujte obchod</p><ul><li>Neomezený počet robotů</li><li>"
    "Vyhrazený technik</li><li>Sklad náhradních dílů na místě</li><li>Integrace s vaším skladovým systémem na míru</li>"
    "</ul></div><h2>Časté dotazy</h2><p>Mohu změnit tarif? Ano, vždy na konci měsíce. Je instalace v ceně? Instalace i "
    "zaškolení personálu jsou součástí každého tarifu. Co když se robot porouchá? Vyměníme ho do 48 hodin.</p>")
CS_NAV = [("/cs/", "Úvod"), ("/cs/produkt", "Produkt"), ("/cs/tarify", "Tarify"), ("/cs/kontakt", "Kontakt")]


# ------------------------------------------------------------------ batch 2: precision (the obvious candidate is the wrong surface)


def pricing_post(nav: list[tuple[str, str]]) -> str:
    """A blog post announcing the new pricing: it names the plans and prices in prose, it is no pricing page."""
    return shell("Our new pricing, explained - Acme Robotics Blog",
                 "<article><h1>Our new pricing, explained</h1><time>2026-11-03</time><p>By Hugo Laurent, CFO</p><p>"
                 "Today we are simplifying how you pay for robots. For three years our customers told us that the old "
                 "price list was hard to read, so we sat down with forty of them and rebuilt it from scratch.</p><h2>What "
                 "changes</h2><p>The Starter plan now costs $1,490 per robot per month and covers up to five robots; "
                 "most small sites pay less than before. Growth drops to $1,290 per robot per month for fleets of up to "
                 "fifty robots, and it now includes API access. Enterprise stays a conversation with our sales team.</p>"
                 "<h2>What stays the same</h2><p>Maintenance, software updates and support remain part of every plan, "
                 "and installation is still free.</p><h2>When</h2><p>New contracts use the new prices from December 1. "
                 "Existing customers move at their next renewal; nobody pays more in 2027.</p><p>Questions? Write to "
                 "your account manager.</p></article>", nav)


def statuspage_of(product: str, components: list[str], incidents: str) -> str:
    """A hosted Statuspage of `product`: its own components and incident history."""
    rows = "".join(f"<div class='component-container'><span class='name'>{c}</span><span class='component-status'>"
                   f"Operational</span></div>" for c in components)
    return (f"<!DOCTYPE html><html><head><title>{product} Status</title></head><body><div class='layout-content status "
            f"status-index'><div class='page-header'>{product}</div><a class='subscribe'>Subscribe to updates</a><div "
            f"class='page-status status-none'><span class='status'>All Systems Operational</span></div><div class="
            f"'components-container'>{rows}</div><div class='incidents-list'><h2>Past Incidents</h2>{incidents}</div>"
            f"<div class='page-footer'>Powered by Atlassian Statuspage</div></div></body></html>")


PAY_COMPONENTS = ["Payments API", "Checkout", "Payouts", "Merchant dashboard", "Card issuing", "Fraud screening",
                  "Webhooks (payments)", "Bank transfers (SEPA)"]
PAY_INCIDENTS = ("<div class='status-day'><div class='date'>Nov 2, 2026</div><div class='incident-title'>Elevated "
                 "checkout errors</div><div class='update'>Resolved - Card payments failed for some merchants for "
                 "twelve minutes.</div></div><div class='status-day'><div class='date'>Oct 8, 2026</div><div class="
                 "'incident-title'>Delayed SEPA payouts</div><div class='update'>Resolved - Payouts arrived one day "
                 "late.</div></div>")


def applicant_notice() -> str:
    """The careers vendor's page of the company's applicant privacy notice: the controller's paragraph is the same, the
    rest is about application data (another notice)."""
    secs = (f"<h2>Who we are</h2><p>{P.PRIVACY_SECTIONS[0][1]}</p><h2>What we process</h2><p>Your CV, cover letter, "
            "answers to screening questions, interview notes and the assessments you take during the hiring process."
            "</p><h2>Why</h2><p>To decide on your application and, with your consent, to consider you for future "
            "openings.</p><h2>How long</h2><p>Six months after the position is filled, or two years with your consent."
            "</p><h2>Processor</h2><p>Personio SE &amp; Co. KG hosts the application data on servers in Germany.</p>")
    return ("<!DOCTYPE html><html lang='en'><head><title>Applicant privacy notice - Acme Robotics</title></head><body>"
            "<header class='personio-header'><a href='/'>Acme Robotics - Jobs</a></header><main><h1>Privacy notice for "
            f"applicants</h1>{secs}</main><footer>Powered by Personio</footer></body></html>")


def docs_of(product: str, sections: list[tuple[str, str]]) -> str:
    secs = "".join(f"<section><h2><a href='/{s.lower().replace(' ', '-')}'>{s}</a></h2><p>{x}</p></section>"
                   for s, x in sections)
    return (f"<!doctype html><html><head><title>{product} documentation</title></head><body><header><a href='/'>"
            f"{product} Docs</a></header><main><h1>{product} documentation</h1><p>Accept payments online and in store "
            f"with {product}.</p>{secs}</main><footer>Edit this page on GitHub</footer></body></html>")


PAY_SECTIONS = [("Quickstart", "Create an account, get your API keys and take a first test payment."),
                ("Payments", "Accept cards, wallets and bank transfers with one integration."),
                ("Checkout", "A hosted payment page that adapts to every device and language."),
                ("Payouts", "Send money to your bank account daily, weekly or monthly."),
                ("Refunds and disputes", "Refund a payment in full or in part, and answer chargebacks."),
                ("Webhooks", "Receive an event for every payment, refund and payout.")]


def sdk_releases(owner: str, repo: str) -> str:
    """GitHub releases of the company's Python SDK: other versions, other changes."""
    rels = [("2.4.0", "2026-10-28", ["Async client for every endpoint", "Python 3.13 support",
                                     "Dropped Python 3.8"]),
            ("2.3.1", "2026-09-02", ["Fixed retries on HTTP 429", "Typed responses for missions"]),
            ("2.3.0", "2026-07-15", ["Pagination helpers", "New `robots.list(zone=...)` filter"])]
    body = "".join(f"<section><div class='release-header'><h2><a href='/{owner}/{repo}/releases/tag/v{v}'>v{v}</a></h2>"
                   f"<relative-time datetime='{d}T10:00:00Z'>{d}</relative-time></div><div class='markdown-body'><h3>"
                   f"What's Changed</h3><ul>{''.join(f'<li>{c}</li>' for c in ch)}</ul></div></section>"
                   for v, d, ch in rels)
    return (f"<!DOCTYPE html><html><head><title>Releases · {owner}/{repo} · GitHub</title></head><body><header class="
            f"'AppHeader'><a href='/'>GitHub</a> <a href='/login'>Sign in</a></header><div class='repohead'><a href="
            f"'/{owner}'>{owner}</a> / <a href='/{owner}/{repo}'>{repo}</a> Public</div><main><h1>Releases</h1>{body}"
            f"</main><footer>&copy; 2026 GitHub, Inc.</footer></body></html>")


def app_store_page() -> str:
    """The App Store page of the company's mobile app: its "What's New" and version history."""
    return ("<!DOCTYPE html><html lang='en-US'><head><title>Acme Fleet on the App Store</title></head><body><main><h1 "
            "class='product-header__title'>Acme Fleet <span class='badge'>4+</span></h1><h2>Acme Robotics SAS</h2><p>"
            "Watch your robots from your phone.</p><section class='whats-new'><h2>What's New</h2><p>Version 3.8.1</p>"
            "<p>Bug fixes and performance improvements.</p></section><section><h2>Version History</h2><p>3.8.0 Dark "
            "mode for the fleet map.</p><p>3.7.2 Bug fixes.</p></section><section><h2>Ratings and Reviews</h2><p>4.6 "
            "out of 5</p></section></main><footer>Copyright &copy; 2026 Apple Inc. All rights reserved.</footer></body>"
            "</html>")


def careers_teams(nav: list[tuple[str, str]]) -> str:
    """A careers page of the teams one can join (not the people who lead the company)."""
    teams = [("Engineering", "Robotics, perception, embedded and cloud software. 6 open positions."),
             ("Operations", "Deploy and run fleets at customer sites. 2 open positions."),
             ("Design", "Dashboards and the robots' lights and sounds. 1 open position."),
             ("Sales", "Bring robots to new warehouses in Europe and North America. 1 open position.")]
    cards = "".join(f"<div class='team-card'><h3>{t}</h3><p>{x}</p><a href='/careers?team={t.lower()}'>See openings</a>"
                    f"</div>" for t, x in teams)
    return shell("Our teams - Careers at Acme Robotics", f"<h1>Find your team</h1><p>Four teams build and run Acme "
                 f"robots. Find the one that fits you.</p>{cards}", nav)


TEAM_REF = T9.team_page("Team - Acme Robotics", "Our team")


def press_kit(nav: list[tuple[str, str]]) -> str:
    return shell("Press kit - Acme Robotics", "<h1>Press kit</h1><p>Logos, product photos and executive portraits for "
                 "editorial use.</p><h2>Boilerplate</h2><p>Acme Robotics designs autonomous warehouse robots rented by "
                 "the month to more than 400 logistics companies. Founded in Lyon in 2018, it employs 180 people.</p>"
                 "<h2>Downloads</h2><ul><li><a href='/press-kit/logos.zip'>Logos (ZIP, 4 MB)</a></li><li><a href='/"
                 "press-kit/photos.zip'>Product photos (ZIP, 80 MB)</a></li></ul><h2>Media contact</h2><p>press at acme "
                 "dot example</p>", nav)


def newsroom(nav: list[tuple[str, str]]) -> str:
    items = "".join(f"<article class='release'><h2>{t}</h2><time>{d}</time><p>{x}</p></article>" for t, d, x in P.PRESS)
    return shell("Newsroom - Acme Robotics", f"<h1>Newsroom</h1><p>Media contact: press at acme dot example.</p>{items}",
                 nav)


def website_terms(nav: list[tuple[str, str]]) -> str:
    """The website's terms of use (browsing the marketing site), not the terms of service the sensor watched."""
    return shell("Website terms of use - Acme Robotics", "<h1>Website terms of use</h1><p>These terms apply to your use "
                 "of this website. They do not cover the rental of robots or the fleet dashboard, which our terms of "
                 "service govern.</p><h2>Content</h2><p>The texts, images and videos on this site belong to Acme "
                 "Robotics or its licensors; you may not reuse them without permission.</p><h2>Links</h2><p>We are not "
                 "responsible for the content of websites we link to.</p><h2>Governing law</h2><p>French law applies; "
                 "the courts of Lyon have jurisdiction.</p>", nav)


TERMS_REF = shell("Terms of service - Acme Robotics", P.TERMS)


def substack_newsletter() -> str:
    """The company's weekly newsletter on Substack: curated industry links, none of the blog's posts."""
    issues = [("Warehouse Weekly #112: peak season is here", "ww-112", "2026-11-20",
               "Five reads on staffing for peak, and a chart of parcel volumes since 2019."),
              ("Warehouse Weekly #111: the robots at LogiMAT", "ww-111", "2026-11-13",
               "What we saw on the show floor, from shuttles to exoskeletons."),
              ("Warehouse Weekly #110: the cost of a mis-pick", "ww-110", "2026-11-06",
               "A study of returns in fashion e-commerce, and what it means for picking accuracy.")]
    items = "".join(f"<div class='post-preview'><a class='post-preview-title' href='/p/{s}'>{t}</a><div class='post-"
                    f"preview-description'>{x}</div><div class='post-preview-meta'>{d}</div></div>" for t, s, d, x in issues)
    return ("<!doctype html><html><head><title>Warehouse Weekly | Substack</title></head><body><div class='topbar'><a "
            "href='/'>Warehouse Weekly</a> <a href='/subscribe'>Subscribe</a></div><div class='container'><h1>Warehouse "
            f"Weekly</h1><p>The logistics reads of the week, picked by the Acme Robotics team.</p>{items}</div><div "
            "class='footer'>Substack is the home for great culture.</div></body></html>")


# ------------------------------------------------------------------ batch 3: harder moves and labels that mislead

#: the German imprint folded into the contact page: a contact form, then the whole Impressum under its heading
KONTAKT_MIT_IMPRESSUM = shell("Kontakt & Impressum - Acme Robotics", "<h1>Kontakt</h1><p>Schreiben Sie uns - wir "
                              "antworten innerhalb eines Werktags.</p><form method='post' action='/api/kontakt'><label>"
                              "Name <input name='name'></label><label>E-Mail <input name='email'></label><label>"
                              "Nachricht <textarea name='msg'></textarea></label><button>Senden</button></form>"
                              "<section id='impressum'>" + T9.IMPRESSUM_DE + "</section>", T9.DE_NAV,
                              [("/kontakt#impressum", "Impressum"), ("/datenschutz", "Datenschutz")], lang="de")


def mynewsdesk(company: str) -> str:
    """A Mynewsdesk newsroom's press releases (`www.mynewsdesk.com/se/<company>/pressreleases`): its chrome, the same
    releases in Swedish."""
    items = "".join(f"<li class='panel'><a href='/se/{company}/pressreleases/{i}'><h3>{t}</h3></a><time>{d}</time>"
                    f"<p>{x}</p></li>" for i, (t, d, x) in enumerate(PRESS_SV))
    return ("<!DOCTYPE html><html lang='sv'><head><title>Pressmeddelanden från Acme Robotics | Mynewsdesk</title></head>"
            f"<body><header class='site-header'><a href='/se'>Mynewsdesk</a><nav><a href='/se/{company}'>Nyhetsrum</a>"
            f"<a href='/se/{company}/pressreleases'>Pressmeddelanden</a><a href='/se/{company}/images'>Bilder</a></nav>"
            "</header><main><h1>Pressmeddelanden från Acme Robotics</h1><ul class='newsroom-list'>" + items +
            "</ul></main><footer>Mynewsdesk &copy; 2026</footer></body></html>")


PRESS_SV = [("Acme Robotics tar in 60 miljoner euro i en C-runda", "2026-09-30",
             "Rundan leds av Northwind Ventures och finansierar lanseringen av R7 i Nordamerika."),
            ("Acme Robotics och Berlin Parcel tecknar avtal om 300 robotar", "2026-07-08",
             "Den största installationen i Tyskland hittills omfattar fyra distributionscentraler."),
            ("Acme Robotics öppnar kontor i Göteborg", "2026-05-19",
             "Tjugo ingenjörer och supporttekniker ska betjäna nordiska kunder."),
            ("Acme Robotics vinner det europeiska logistikpriset för innovation", "2026-02-11",
             "Juryn lyfte fram flottans säkerhet på 400 anläggningar.")]


def press_sv_own(nav: list[tuple[str, str]]) -> str:
    items = "".join(f"<div class='release'><h3>{t}</h3><span class='date'>{d}</span><p>{x}</p></div>"
                    for t, d, x in PRESS_SV)
    return shell("Press - Acme Robotics", f"<h1>Pressmeddelanden</h1>{items}", nav, lang="sv")


def postman_docs() -> str:
    """The Fleet API reference published with Postman (`documenter.getpostman.com/view/<id>/<key>`)."""
    reqs = "".join(f"<div class='request'><h2>{n}</h2><p>{x}</p><div class='method'>GET</div><pre>GET /v2/{n.lower()}"
                   f"</pre><div class='method'>POST</div><pre>POST /v2/{n.lower()}</pre></div>"
                   for n, x in T12.API_RESOURCES)
    return ("<!DOCTYPE html><html lang='en'><head><title>Fleet API reference</title><meta name='description' content="
            "'Postman documentation'></head><body><div class='pm-doc-topbar'><span>Fleet API reference</span><a href="
            "'https://www.postman.com/downloads/'>Run in Postman</a></div><div class='pm-doc-content'><h1>Fleet API "
            "reference</h1><p>The Fleet API is a REST API over HTTPS with JSON bodies. Authenticate with a bearer token "
            f"from the dashboard.</p>{reqs}</div></body></html>")


def announcekit(slug: str) -> str:
    """AnnounceKit's public feed of the company's updates (`announcekit.app/<company>/<feed>`)."""
    items = "".join(f"<div class='ak-post'><div class='ak-label'>Improvement</div><h2>Version {v}</h2><div class='ak-"
                    f"date'>{d}</div><ul>{''.join(f'<li>{c}</li>' for c in ch)}</ul></div>" for v, d, ch in P.RELEASES)
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics - Product updates</title></head><body><div class="
            f"'ak-header'><a href='/{slug}'>Acme Robotics</a><span>Product updates</span><a href='/{slug}/product-"
            "updates.rss'>RSS</a></div><main><h1>Changelog</h1><p>What changed in the Acme fleet software, newest "
            f"first.</p>{items}</main><footer>Powered by AnnounceKit</footer></body></html>")


CGV_FR = ("<h1>Conditions générales de vente</h1><p>Les présentes conditions régissent la location des robots Acme et "
          "l'utilisation du tableau de bord de la flotte. En signant un bon de commande, vous les acceptez.</p><h2>"
          "Location</h2><p>Les robots restent notre propriété. Vous les conservez dans un local sec et couvert et "
          "laissez nos techniciens y accéder pour la maintenance.</p><h2>Prix et paiement</h2><p>Les loyers mensuels "
          "sont facturés d'avance et payables à trente jours.</p><h2>Responsabilité</h2><p>Notre responsabilité est "
          "limitée aux sommes versées au cours des douze mois précédant la réclamation.</p><h2>Litiges</h2><p>Le droit "
          "français s'applique ; le tribunal de commerce de Lyon est seul compétent.</p>")
FR_NAV = [("/fr/", "Accueil"), ("/fr/produit", "Produit"), ("/fr/tarifs", "Tarifs"), ("/fr/contact", "Contact")]
FR_FOOTER = [("/fr/legal/mentions-legales", "Mentions légales"),
             ("/fr/legal/conditions-generales-de-vente", "CGV"),
             ("/fr/legal/politique-de-confidentialite", "Confidentialité")]

OFFICERS_JA = [("マーティン・ジャンヌ", "代表取締役社長 CEO"), ("ベッカー・ルーカス", "取締役 CTO"),
               ("ホイットフィールド・ダナ", "取締役 COO"), ("オカフォー・アマラ", "執行役員 エンジニアリング担当"),
               ("リベラ・トマス", "執行役員 営業担当"), ("チェン・メイ", "執行役員 知覚技術担当")]


def officers_ja(title: str, heading: str, nav: list[tuple[str, str]]) -> str:
    cards = "".join(f"<div class='officer'><h3>{n}</h3><p class='role'>{r}</p></div>" for n, r in OFFICERS_JA)
    return shell(title, f"<h1>{heading}</h1><p>アクメロボティクスの経営を担うメンバーをご紹介します。</p>{cards}", nav,
                 lang="ja")


JA_COMPANY_NAV = [("/ja/", "ホーム"), ("/ja/product", "製品"), ("/ja/company", "会社情報"),
                  ("/ja/company/officers", "役員一覧"), ("/ja/contact", "お問い合わせ")]


# ------------------------------------------------------------------ batch 4: guards of the round's rules

AGB_DE = ("<h1>Allgemeine Geschäftsbedingungen</h1><p>Diese Bedingungen regeln die Miete von Acme-Robotern und die "
          "Nutzung des Flotten-Dashboards. Mit der Unterzeichnung eines Auftrags erkennen Sie sie an.</p><h2>Miete</h2>"
          "<p>Die Roboter bleiben unser Eigentum. Sie lagern sie trocken in geschlossenen Räumen und gewähren unseren "
          "Technikern Zugang zur Wartung.</p><h2>Entgelte</h2><p>Die monatlichen Entgelte werden im Voraus berechnet "
          "und sind innerhalb von dreißig Tagen zahlbar.</p><h2>Haftung</h2><p>Unsere Haftung ist auf die in den zwölf "
          "Monaten vor dem Anspruch gezahlten Entgelte begrenzt.</p>")
DE_LEGAL_FOOTER = [("/rechtliches/impressum", "Impressum"), ("/rechtliches/datenschutz", "Datenschutz"),
                   ("/rechtliches/allgemeine-geschaeftsbedingungen", "AGB")]


# ------------------------------------------------------------------ batch 5: two hops, other hosts of the company, more scripts


def docs_home_with_changelog(host: str) -> str:
    """The docs site's home: its sidebar (an <aside>) links every section and, last, the changelog."""
    return P.docs_home("/", f"<li><a href='http://{host}/changelog'>Changelog</a></li>")


def legal_links_hub(nav: list[tuple[str, str]]) -> str:
    """A /legal page of links only (a trust hub): each policy on a page of its own."""
    rows = [("/legal/privacy-policy", "Privacy policy", "How we handle personal data."),
            ("/legal/terms-of-service", "Terms of service", "The contract for renting robots."),
            ("/legal/dpa", "Data processing agreement", "For customers processing personal data with us."),
            ("/legal/subprocessors", "Subprocessors", "The companies that process data on our behalf.")]
    cards = "".join(f"<div class='legal-card'><h2><a href='{h}'>{t}</a></h2><p>{x}</p></div>" for h, t, x in rows)
    return shell("Legal - Acme Robotics", f"<h1>Legal</h1><p>Policies and agreements of Acme Robotics.</p>{cards}", nav)


def ir_news_releases() -> str:
    """The press releases on the investor-relations site (Q4-like chrome), as listed companies often keep them."""
    items = "".join(f"<div class='module_item'><div class='module_date-time'>{d}</div><a class='module_headline-link' "
                    f"href='/news-releases/news-release-details/{i}'>{t}</a><div class='module_teaser'>{x}</div></div>"
                    for i, (t, d, x) in enumerate(P.PRESS))
    return ("<!DOCTYPE html><html lang='en'><head><title>News Releases :: Acme Robotics SA (ACMR)</title></head><body>"
            "<header class='ir-header'><a href='/'>Acme Robotics Investor Relations</a><nav><a href='/overview'>Overview"
            "</a><a href='/news-releases'>News</a><a href='/financials'>Financials</a><a href='/governance'>Governance"
            "</a></nav></header><main><h1>Press releases</h1><p>Media contact: press at acme dot example.</p>"
            f"<div class='module_container'>{items}</div></main><footer>Powered by Q4 Inc.</footer></body></html>")


PRICING_TR_MAIN = (
    "<h1>Her depo için basit fiyatlandırma</h1><p>Robotları aylık kiralayın. Her pakete bakım, yazılım güncellemeleri ve "
    "7/24 destek dahildir.</p><div class='plan'><h2>Başlangıç</h2><p class='price'>Robot başına aylık 49.900 TL</p><ul>"
    "<li>5 robota kadar</li><li>Filo paneli</li><li>E-posta desteği</li></ul></div><div class='plan'><h2>Büyüme</h2>"
    "<p class='price'>Robot başına aylık 42.900 TL</p><ul><li>50 robota kadar</li><li>Filo paneli ve API erişimi</li>"
    "<li>Dört saat içinde telefon desteği</li><li>Üç ayda bir optimizasyon görüşmesi</li></ul></div><div class='plan'>"
    "<h2>Kurumsal</h2><p class='price'>Satış ekibiyle iletişime geçin</p><ul><li>Sınırsız robot</li><li>Size özel "
    "başarı mühendisi</li><li>Sahada yedek parça deposu</li><li>Depo yönetim sisteminizle özel entegrasyonlar</li></ul>"
    "</div><h2>Sıkça sorulan sorular</h2><p>Paketimi değiştirebilir miyim? Evet, her ayın sonunda. Kurulum dahil mi? "
    "Kurulum ve personel eğitimi her pakete dahildir. Bir robot bozulursa ne olur? 48 saat içinde değiştiririz.</p>")
TR_NAV = [("/tr/", "Ana sayfa"), ("/tr/urun", "Ürün"), ("/tr/paketler", "Paketler ve fiyatlar"), ("/tr/iletisim", "İletişim")]

PRIVACY_HE_MAIN = (
    "<h1>מדיניות פרטיות</h1><p>עודכן לאחרונה: 1 בספטמבר 2026</p><h2>מי אנחנו</h2><p>אקמה רובוטיקה בע\"מ, רחוב הרצל 10, "
    "תל אביב, היא האחראית על המידע האישי המתואר במדיניות זו. ניתן לפנות לממונה על הגנת הפרטיות בכתובת privacy at acme "
    "dot example.</p><h2>איזה מידע אנו אוספים</h2><p>פרטי חשבון שאתם מוסרים לנו (שם, דואר אלקטרוני של העבודה, טלפון, "
    "חברה), נתוני שימוש בלוח הבקרה של הצי, ונתוני טלמטריה של הרובוטים שעשויים לכלול תמונות של מעברים במחסן.</p><h2>למה "
    "אנו משתמשים בו</h2><p>כדי לספק ולאבטח את השירות, לתמוך בלקוחות, לשפר את הניווט והבטיחות, ובהסכמתכם לשלוח עדכוני "
    "מוצר. אנו לעולם לא מוכרים מידע אישי.</p><h2>הזכויות שלכם</h2><p>באפשרותכם לעיין במידע, לתקן אותו, למחוק אותו או "
    "להתנגד לשימוש בו. נענה תוך חודש.</p>")
HE_FOOTER = [("/he/legal/cookies", "מדיניות עוגיות"), ("/he/legal/terms", "תנאי שימוש"),
             ("/he/legal/privacy-policy", "מדיניות פרטיות")]
HE_NAV = [("/he/", "דף הבית"), ("/he/product", "המוצר"), ("/he/contact", "צור קשר")]

DOCS_ZH_SECTIONS = [("快速入门", "拆箱、连接现场网络，并将机器人与控制台配对。"), ("绘制仓库地图", "让机器人沿每条通道行驶一次，地图随之生成。"),
                    ("区域与规则", "标记充电区、单行通道以及行人优先的区域。"), ("车队 API", "通过 HTTPS 和 Webhook 创建任务、读取机器人状态并订阅事件。"),
                    ("集成", "常见仓库管理系统与单点登录的连接器。"), ("安全", "紧急停止、人员附近的限速以及每次干预的审计日志。")]


def docs_zh(title: str, nav: list[tuple[str, str]]) -> str:
    secs = "".join(f"<section><h2>{t}</h2><p>{x}</p></section>" for t, x in DOCS_ZH_SECTIONS)
    return shell(title, f"<h1>Acme Robotics 开发者文档</h1><p>运行 Acme 机器人车队所需的一切：部署、建图、车队 API 与安全。</p>{secs}",
                 nav, lang="zh-CN")


ZH_NAV = [("/zh/", "首页"), ("/zh/product", "产品"), ("/zh/developers/docs", "开发者文档"), ("/zh/contact", "联系我们")]

POSTS_AR = [("نقدم لكم روبوت الالتقاط Acme R7", "r7", "2026-10-02", "يلتقط R7 الصناديق المختلطة بمعدل 600 قطعة في الساعة ويشحن نفسه تلقائيا."),
            ("كيف نختبر الروبوتات بجانب البشر", "safety", "2026-09-14", "كل إصدار يعمل أسبوعين في مستودع الاختبار في ليون بجانب فريق العمل."),
            ("Acme تفتح مكتبا في دبي", "dubai", "2026-08-30", "أصبح لعملائنا في الخليج دعم في منطقتهم الزمنية مع فريق من عشرين شخصا."),
            ("تحليلات الأسطول بالتفصيل", "analytics", "2026-08-01", "جولة في لوحة التحكم التي تعرض معدلات الالتقاط وصحة البطاريات والازدحام في كل ممر."),
            ("ما تعلمناه من 400 مستودع عن الممرات", "aisles", "2026-07-12", "الممرات الضيقة ليست المشكلة، بل الزوايا العمياء. إليكم ما غيرناه في المخطط.")]


def blog_ar(title: str, prefix: str, nav: list[tuple[str, str]]) -> str:
    items = "".join(f"<article><h2><a href='{prefix}{s}'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                    for t, s, d, x in POSTS_AR)
    return shell(title, f"<h1>مدونة Acme Robotics</h1>{items}", nav, lang="ar")


AR_NAV = [("/ar/", "الرئيسية"), ("/ar/product", "المنتج"), ("/ar/insights", "المدونة"), ("/ar/contact", "اتصل بنا")]


# ------------------------------------------------------------------ batch 6: guards of the two-hop rules


def headway_page() -> str:
    """A Headway changelog (`<tenant>.headwayapp.co`): its chrome, the same releases."""
    items = "".join(f"<div class='changelogItem'><h2>Version {v}</h2><time>{d}</time><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></div>" for v, d, ch in P.RELEASES)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics changelog</title></head><body><div class='navbar'><a "
            "href='/'>Acme Robotics</a><a href='/subscribe'>Subscribe</a></div><div class='changelogs'><h1>Changelog"
            f"</h1><p>What changed in the Acme fleet software, newest first.</p>{items}</div><footer>Powered by Headway"
            "</footer></body></html>")


def ir_landing() -> str:
    """An IR site's front page: a landing of tiles (the latest results, news releases, governance)."""
    tiles = [("/news-releases", "News releases", "The company's press releases and regulated announcements."),
             ("/financials/quarterly-results", "Quarterly results", "Reports, presentations and webcasts."),
             ("/governance/management", "Management", "The executive committee and the board."),
             ("/stock-information", "Stock information", "Share price, analysts and dividends.")]
    cards = "".join(f"<div class='tile'><h2><a href='{h}'>{t}</a></h2><p>{x}</p></div>" for h, t, x in tiles)
    return ("<!DOCTYPE html><html lang='en'><head><title>Investor Relations :: Acme Robotics SA (ACMR)</title></head>"
            "<body><header class='ir-header'><a href='/'>Acme Robotics Investor Relations</a></header><main><h1>"
            f"Investor relations</h1><p>Acme Robotics SA is listed on Euronext Paris (ticker ACMR).</p>{cards}</main>"
            "<footer>Powered by Q4 Inc.</footer></body></html>")


# ------------------------------------------------------------------ batch 7: split pages, language, rolling lists

PRIVACY_NOTICE_ONLY = shell("Privacy notice - Acme Robotics", "<h1>Privacy notice</h1><p>Last updated: 2026-11-15</p>"
                            + "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in P.PRIVACY_SECTIONS))
COOKIE_NOTICE = shell("Cookie notice - Acme Robotics", P.COOKIES + "<h2>Cookies we set</h2><table><tr><td>session</td>"
                      "<td>Keeps you signed in</td><td>Session</td></tr><tr><td>_ga</td><td>Counts visits (with "
                      "consent)</td><td>13 months</td></tr></table>")

PRICING_DE_MAIN = (
    "<h1>Einfache Preise für jedes Lager</h1><p>Mieten Sie Roboter monatlich. Jeder Tarif umfasst Wartung, "
    "Software-Updates und Support rund um die Uhr.</p><div class='plan'><h2>Starter</h2><p class='price'>1.390 € pro "
    "Roboter und Monat</p><ul><li>Bis zu 5 Roboter</li><li>Flotten-Dashboard</li><li>Support per E-Mail</li></ul></div>"
    "<div class='plan'><h2>Growth</h2><p class='price'>1.190 € pro Roboter und Monat</p><ul><li>Bis zu 50 Roboter</li>"
    "<li>Flotten-Dashboard und API-Zugang</li><li>Telefonsupport innerhalb von vier Stunden</li><li>Vierteljährliche "
    "Optimierung</li></ul></div><div class='plan'><h2>Enterprise</h2><p class='price'>Vertrieb kontaktieren</p><ul><li>"
    "Unbegrenzt viele Roboter</li><li>Eigener Success Engineer</li><li>Ersatzteillager vor Ort</li><li>Individuelle "
    "Anbindung an Ihr Lagerverwaltungssystem</li></ul></div>")


def about_linking_leadership(nav: list[tuple[str, str]]) -> str:
    """/about: the company's story, no people; its main content links the leadership page."""
    return shell("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in Lyon in 2018, Acme Robotics "
                 "designs autonomous warehouse robots rented by the month to more than 400 logistics companies.</p><h2>"
                 "Our story</h2><p>Three engineers, one prototype and a parcel depot that let us test at night.</p>"
                 "<div class='cards'><a href='/about/leadership' class='card'>Meet our leadership</a><a href='/about/"
                 "offices' class='card'>Our offices</a><a href='/careers' class='card'>Join us</a></div>", nav)


#: the changelog at its new path two releases later: the two newest on top, the two oldest rolled off
RELEASES_ROLLED = [("5.3.1", "2026-11-18", ["Fixed the battery gauge on R7 robots after a cold start",
                                            "The dashboard remembers the last zone filter"]),
                   ("5.3.0", "2026-10-27", ["Robots yield to forklifts detected by the new rear sensor",
                                            "Missions can be paused from the map", "Webhooks carry the robot's zone"]),
                   *P.RELEASES[:2]]


def changelog_rolled(nav: list[tuple[str, str]]) -> str:
    items = "".join(f"<section class='release'><h2>Version {v}</h2><time>{d}</time><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></section>" for v, d, ch in RELEASES_ROLLED)
    return shell("Release notes - Acme Robotics", f"<h1>Release notes</h1><p>What changed in the Acme fleet software, "
                 f"newest first.</p>{items}", nav)


# ------------------------------------------------------------------ batch 8: guards of the rolled-index rule

NEW_POSTS = [("Acme robots now climb ramps", "ramps", "2026-11-20", "The R7 handles ramps of up to six percent."),
             ("Our winter release", "winter-release", "2026-11-06", "Eleven improvements for the peak season.")]
NEW_PRESS = [("Acme Robotics opens a Madrid office", "2026-11-19", "Thirty people will serve customers in Iberia."),
             ("Acme Robotics joins the Logistics Safety Pledge", "2026-11-02", "Independent audits every year.")]


def blog_category(nav: list[tuple[str, str]]) -> str:
    """/blog/category/product: product posts only — two new ones, then the old first, fourth and... a selection."""
    rows = NEW_POSTS + [P.POSTS[0], P.POSTS[3], P.POSTS[5]]
    items = "".join(f"<article><h2><a href='/blog/{s}'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                    for t, s, d, x in rows)
    return shell("Product - Acme Robotics Blog", f"<h1>The Acme blog</h1><p>Category: Product</p>{items}", nav)


def newsroom_rolled(nav: list[tuple[str, str]]) -> str:
    """/newsroom: the press page two releases later (the two newest on top, the two oldest gone)."""
    rows = NEW_PRESS + P.PRESS[:4]
    items = "".join(f"<div class='release'><h3>{t}</h3><span class='date'>{d}</span><p>{x}</p><a href='/newsroom/{i}'>"
                    f"Read the release</a></div>" for i, (t, d, x) in enumerate(rows))
    return shell("Newsroom - Acme Robotics", "<h1>Press releases</h1><p>Media contact: press at acme dot example.</p>"
                 + items, nav)


# ------------------------------------------------------------------ batch 9: sensors on a vendor's shared host


def iubenda_policy(policy_id: str) -> str:
    """The company's privacy policy as iubenda hosts it (`www.iubenda.com/privacy-policy/<id>`)."""
    secs = "".join(f"<h2 class='iub-h2'>{h}</h2><p>{t}</p>" for h, t in P.PRIVACY_SECTIONS)
    return ("<!DOCTYPE html><html lang='en'><head><title>Privacy Policy of acme robotics</title></head><body><div id="
            f"'wbars_all'><div class='iub_container iub_base_container'><div id='wbars'><div class='iub_content "
            f"legal_pp'><div class='iub_header'><h1>Privacy policy</h1><p>Last updated: 2026-11-02</p></div>{secs}"
            f"</div></div><div class='iub_footer'><p>Latest update: November 02, 2026</p><p>iubenda hosts this content "
            f"and only collects the Personal Data strictly necessary for it to be provided.</p><a href='/privacy-"
            f"policy/{policy_id}/legal'>Show the complete Privacy Policy</a></div></div></div></body></html>")


IUBENDA_404 = R(404, "<!DOCTYPE html><html><head><title>Page not found - iubenda</title></head><body><h1>Oops! This "
                     "page does not exist.</h1><p>The document you are looking for has been removed.</p><a href='/en/'>"
                     "Go to iubenda.com</a></body></html>")


def gitlab_releases(owner: str, repo: str) -> str:
    rels = "".join(f"<div class='release-block'><h2><a href='/{owner}/{repo}/-/releases/v{v}'>v{v}</a></h2><span class="
                   f"'release-date'>Released {d}</span><div class='md'><ul>{''.join(f'<li>{c}</li>' for c in ch)}</ul>"
                   f"</div></div>" for v, d, ch in P.RELEASES)
    return (f"<!DOCTYPE html><html><head><title>Releases · {owner} / {repo} · GitLab</title></head><body><header "
            f"class='navbar-gitlab'><a href='/'>GitLab</a><a href='/users/sign_in'>Sign in</a></header><nav class="
            f"'breadcrumbs'><a href='/{owner}'>{owner}</a> / <a href='/{owner}/{repo}'>{repo}</a> / Releases</nav><main>"
            f"<h1>Releases</h1>{rels}</main></body></html>")


# ------------------------------------------------------------------ batch 10: more vendors, one more language, a decoy


def team_building(nav: list[tuple[str, str]]) -> str:
    return shell("Team building - Acme Robotics", "<h1>Team building at our Lyon test warehouse</h1><p>Book a half day "
                 "for your logistics team: drive a robot, plan a mission, race the R7 against the clock.</p><h2>Formats"
                 "</h2><ul><li>Half day for up to 20 people</li><li>Full day with a workshop on warehouse safety</li></ul>"
                 "<a href='/contact'>Book a date</a>", nav)


def cision_newsroom(slug: str) -> str:
    items = "".join(f"<article class='news-item'><time>{d}</time><h2><a href='/{slug}/r/{i}'>{t}</a></h2><p>{x}</p>"
                    f"</article>" for i, (t, d, x) in enumerate(P.PRESS))
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics - Cision News</title></head><body><header><a "
            f"href='/'>Cision News</a></header><main><h1>Press releases</h1><p>Media contact: press at acme dot example."
            f"</p>{items}</main><footer>Cision &copy; 2026</footer></body></html>")


def devto_org(org: str) -> str:
    cards = "".join(f"<div class='crayons-story'><h2 class='crayons-story__title'><a href='/{org}/{s}-4k2j'>{t}</a></h2>"
                    f"<time>{d}</time><p>{x}</p></div>" for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics - DEV Community</title></head><body><header "
            "class='crayons-header'><a href='/'>DEV Community</a><a href='/enter'>Log in</a></header><main><div class="
            "'profile-header'><h1>Acme Robotics</h1><p>The Acme blog</p></div><div class='substories'>" + cards +
            "</div></main><footer>DEV Community &copy; 2016 - 2026.</footer></body></html>")


PRIVACY_FI_MAIN = (
    "<h1>Tietosuojaseloste</h1><p>Päivitetty 1.9.2026</p><h2>Rekisterinpitäjä</h2><p>Acme Robotics Oy, Mannerheimintie "
    "12, 00100 Helsinki, vastaa tässä selosteessa kuvatuista henkilötiedoista. Tietosuojavastaavamme tavoitat "
    "osoitteesta privacy at acme dot example.</p><h2>Mitä tietoja keräämme</h2><p>Tilitiedot, jotka annat meille "
    "(nimi, työsähköposti, puhelinnumero, yritys), kalustonhallinnan käyttötiedot sekä robottien telemetrian, jossa "
    "voi näkyä ihmisiä varaston käytävillä.</p><h2>Miksi käytämme tietoja</h2><p>Palvelun tarjoamiseen ja "
    "suojaamiseen, asiakastukeen, navigoinnin ja turvallisuuden parantamiseen sekä suostumuksellasi "
    "tuoteuutisten lähettämiseen. Emme koskaan myy henkilötietoja.</p><h2>Oikeutesi</h2><p>Voit tarkastaa, korjata tai "
    "poistaa tietosi ja vastustaa niiden käyttöä. Vastaamme kuukauden kuluessa.</p>")
FI_NAV = [("/fi/", "Etusivu"), ("/fi/tuote", "Tuote"), ("/fi/hinnasto", "Hinnasto"), ("/fi/yhteystiedot", "Yhteystiedot")]
FI_FOOTER = [("/fi/kayttoehdot", "Käyttöehdot"), ("/fi/tietosuoja", "Tietosuoja"), ("/fi/evasteet", "Evästeet")]


# ------------------------------------------------------------------ batch 11: guards of the ranking and neighbour rules


def docs_edits_changelog() -> str:
    """The docs site's own "What's new in the docs": edits of the documentation, not the product's releases."""
    rows = [("2026-11-12", "New guide: planning a robot pilot"), ("2026-10-30", "Rewrote the Zones and rules page"),
            ("2026-10-02", "Added screenshots to Mapping a warehouse"), ("2026-09-18", "Fixed broken links in Integrations")]
    items = "".join(f"<li><time>{d}</time> {t}</li>" for d, t in rows)
    return ("<!doctype html><html><head><title>What's new in the docs - Acme Docs</title></head><body><header><a href='/'>"
            "Acme Docs</a></header><main><h1>What's new in the docs</h1><p>Recent edits to this documentation.</p><ul>"
            f"{items}</ul></main><footer>Edit this page on GitHub</footer></body></html>")


SITUATIONS = [
    # ================================================================ batch 1: moves of other surfaces, other languages
    # a Dutch site's relaunch under /nl/juridisch/: the footer lists three legal pages, the privacy statement last
    Situation("dutch_privacyverklaring_404_footer_lists_three_legal_pages_the_privacy_statement_last",
              {"k01.test": {"/privacyverklaring": NOT_FOUND, "/": moved("/nl/", 302),
                            "/nl/": home_in("nl", "Acme Robotics - Magazijnrobots", "Acme Robotics bouwt magazijnrobots",
                                            NL_NAV, NL_FOOTER),
                            "/nl/juridisch/privacyverklaring": html(shell("Privacyverklaring - Acme Robotics",
                                                                          PRIVACY_NL_MAIN, NL_NAV, NL_FOOTER,
                                                                          lang="nl"))}},
              "http://k01.test/privacyverklaring", "migrated", "http://k01.test/nl/juridisch/privacyverklaring",
              surface="legal", reference=shell("Privacyverklaring - Acme Robotics", PRIVACY_NL_MAIN,
                                               NL_NAV, [("/privacyverklaring", "Privacyverklaring")], lang="nl")),
    # Swedish pricing renamed "Planer och priser" at /sv/planer; the front page is Swedish at /sv/
    Situation("swedish_priser_404_menu_links_planer_och_priser",
              {"k02.test": {"/sv/priser": NOT_FOUND, "/": moved("/sv/", 302),
                            "/sv/": home_in("sv", "Acme Robotics - Lagerrobotar", "Acme Robotics bygger lagerrobotar",
                                            SV_NAV),
                            "/sv/planer": html(shell("Planer och priser - Acme Robotics", PRICING_SV_MAIN, SV_NAV,
                                                     lang="sv"))}},
              "http://k02.test/sv/priser", "migrated", "http://k02.test/sv/planer", surface="pricing",
              reference=shell("Priser - Acme Robotics", PRICING_SV_MAIN, SV_NAV_OLD, lang="sv")),
    # a Japanese pricing page renamed 料金プラン at /ja/plans
    Situation("japanese_pricing_404_menu_links_ryokin_plan",
              {"k03.test": {"/ja/pricing": NOT_FOUND, "/": moved("/ja/", 302),
                            "/ja/": home_in("ja", "Acme Robotics - 倉庫ロボット", "Acme Robotics は倉庫ロボットを作っています",
                                            JA_NAV),
                            "/ja/plans": html(shell("料金プラン - Acme Robotics", PRICING_JA_MAIN, JA_NAV, lang="ja"))}},
              "http://k03.test/ja/pricing", "migrated", "http://k03.test/ja/plans", surface="pricing",
              reference=shell("料金 - Acme Robotics", PRICING_JA_MAIN, JA_NAV_OLD, lang="ja")),
    # a Brazilian Ghost blog on its own subdomain, gone from DNS; the company menu's "Blog" is now a Substack
    Situation("portuguese_ghost_blog_subdomain_gone_menu_links_a_substack_publication",
              {"k04.test": {"/": moved("/pt-br/", 302),
                            "/pt-br/": home_in("pt-BR", "Acme Robotics - Robôs de armazém",
                                               "A Acme Robotics constrói robôs de armazém", PT_NAV)},
               "acmek04.substack.com": {"/": html(substack_pt())}},
              "http://blog.k04.test/", "migrated", "http://acmek04.substack.com/", surface="blog",
              reference=ghost_blog_pt(), website="http://k04.test/"),
    # a Danish team page moved under "Om os"
    Situation("danish_holdet_404_menu_links_vores_team_under_om_os",
              {"k05.test": {"/da/holdet": NOT_FOUND,
                            "/da/": home_in("da", "Acme Robotics - Lagerrobotter", "Acme Robotics bygger lagerrobotter",
                                            DA_NAV),
                            "/": moved("/da/", 302),
                            "/da/om-os/vores-team": html(team_da("Vores team - Acme Robotics", "Vores team", DA_NAV))}},
              "http://k05.test/da/holdet", "migrated", "http://k05.test/da/om-os/vores-team", surface="team",
              reference=team_da("Holdet - Acme Robotics", "Holdet", DA_NAV)),
    # Korean release notes: /ko/changelog gone, the Korean menu links 릴리스 노트
    Situation("korean_changelog_404_menu_links_release_notes_in_hangul",
              {"k06.test": {"/ko/changelog": NOT_FOUND, "/": moved("/ko/", 302),
                            "/ko/": home_in("ko", "Acme Robotics - 물류 로봇", "Acme Robotics는 물류 로봇을 만듭니다", KO_NAV),
                            "/ko/release-notes": html(release_notes_ko("릴리스 노트 - Acme Robotics", KO_NAV))}},
              "http://k06.test/ko/changelog", "migrated", "http://k06.test/ko/release-notes", surface="changelog",
              reference=release_notes_ko("변경 내역 - Acme Robotics", KO_NAV_OLD)),
    # Polish terms moved under /pl/prawne/ (the footer lists privacy first, the terms second)
    Situation("polish_regulamin_404_footer_links_it_under_prawne_beside_the_privacy_policy",
              {"k07.test": {"/regulamin": NOT_FOUND, "/": moved("/pl/", 302),
                            "/pl/": home_in("pl", "Acme Robotics - Roboty magazynowe", "Acme Robotics buduje roboty "
                                            "magazynowe", PL_NAV, PL_FOOTER),
                            "/pl/prawne/regulamin": html(shell("Regulamin - Acme Robotics", TERMS_PL_MAIN, PL_NAV,
                                                               PL_FOOTER, lang="pl"))}},
              "http://k07.test/regulamin", "migrated", "http://k07.test/pl/prawne/regulamin", surface="legal",
              reference=shell("Regulamin - Acme Robotics", TERMS_PL_MAIN, PL_NAV, [("/regulamin", "Regulamin")],
                              lang="pl")),
    # the changelog moved to Frill's announcements (a vendor no earlier round served), linked from the footer
    Situation("changelog_404_footer_links_a_frill_announcements_page",
              {"k08.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing"), ("/docs", "Docs")),
                                           [("/legal/privacy", "Privacy"),
                                            ("http://acmek08.frill.co/announcements", "Product updates")])},
               "acmek08.frill.co": {"/announcements": html(frill_announcements())}},
              "http://k08.test/changelog", "migrated", "http://acmek08.frill.co/announcements", surface="changelog",
              reference=CHANGELOG_REF),
    # the docs moved into an Intercom help centre (intercom.help/<workspace>/en/), linked as "Help Center"
    Situation("docs_404_menu_links_an_intercom_help_center",
              {"k09.test": {"/docs": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing"), ("http://intercom.help/acmek09/en/",
                                                                          "Help Center")))},
               "intercom.help": {"/acmek09/en/": html(intercom_help())}},
              "http://k09.test/docs", "migrated", "http://intercom.help/acmek09/en/", surface="docs",
              reference=DOCS_REF),
    # the privacy policy published from Notion now, the footer's "Privacy" leads there
    Situation("privacy_404_footer_links_a_notion_hosted_policy",
              {"k10.test": {"/legal/privacy": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")),
                                           [("http://acmek10.notion.site/Privacy-Policy-8f3c2a9d41b04e6c9d1e2f3a4b5c6d7e",
                                             "Privacy"), ("/legal/terms", "Terms")])},
               "acmek10.notion.site": {"/Privacy-Policy-8f3c2a9d41b04e6c9d1e2f3a4b5c6d7e": html(notion_policy())}},
              "http://k10.test/legal/privacy", "migrated",
              "http://acmek10.notion.site/Privacy-Policy-8f3c2a9d41b04e6c9d1e2f3a4b5c6d7e", surface="legal",
              reference=PRIVACY_REF),
    # a Spanish status page replaced by an Instatus tenant the Spanish footer links as "Estado del servicio"
    Situation("spanish_estado_404_footer_links_estado_del_servicio_on_instatus",
              {"k11.test": {"/es/estado": NOT_FOUND, "/": moved("/es/", 302),
                            "/es/": home_in("es", "Acme Robotics - Robots de almacén", "Acme Robotics fabrica robots de "
                                            "almacén", ES_NAV, [("/es/legal/privacidad", "Privacidad"),
                                                                ("http://acmek11.instatus.com/", "Estado del servicio")])},
               "acmek11.instatus.com": {"/": html(instatus_es())}},
              "http://k11.test/es/estado", "migrated", "http://acmek11.instatus.com/", surface="status",
              reference=status_es_own()),
    # Italian press releases moved into "Sala stampa"
    Situation("italian_comunicati_stampa_404_menu_links_sala_stampa",
              {"k12.test": {"/it/comunicati-stampa": NOT_FOUND, "/": moved("/it/", 302),
                            "/it/": home_in("it", "Acme Robotics - Robot per magazzini", "Acme Robotics costruisce "
                                            "robot per magazzini", IT_NAV),
                            "/it/sala-stampa": html(press_it("Sala stampa - Acme Robotics", "Sala stampa", IT_NAV))}},
              "http://k12.test/it/comunicati-stampa", "migrated", "http://k12.test/it/sala-stampa", surface="newsroom",
              reference=press_it("Comunicati stampa - Acme Robotics", "Comunicati stampa", IT_NAV_OLD)),
    # Czech pricing: /cs/cenik 301 to the front page whose menu names it "Tarify"
    Situation("czech_cenik_301_to_the_front_page_whose_menu_links_tarify",
              {"k13.test": {"/cs/cenik": moved("/cs/"), "/": moved("/cs/", 302),
                            "/cs/": home_in("cs", "Acme Robotics - Skladové roboty", "Acme Robotics staví skladové "
                                            "roboty", CS_NAV),
                            "/cs/tarify": html(shell("Tarify - Acme Robotics", PRICING_CS_MAIN, CS_NAV, lang="cs"))}},
              "http://k13.test/cs/cenik", "migrated", "http://k13.test/cs/tarify", surface="pricing",
              reference=shell("Ceník - Acme Robotics", PRICING_CS_MAIN, CS_NAV, lang="cs"), status="redirected"),
    # ================================================================ batch 2: precision
    # the pricing page removed; the only page of the site about pricing is the CFO's post announcing the new prices
    # (it names the plans and prices in prose): no pricing page — review, never the post
    Situation("pricing_404_the_only_pricing_page_left_is_a_blog_post_announcing_the_new_prices",
              {"k14.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog")), [("/blog/our-new-pricing-explained", "New pricing"),
                                                                     ("/legal/terms", "Terms")]),
                            "/blog/our-new-pricing-explained": html(pricing_post(menu(("/blog", "Blog"))))}},
              "http://k14.test/pricing", "review", surface="pricing", reference=PRICING_REF),
    # the same post in the footer beside "Plans": the plans page, whatever the post's title says
    Situation("pricing_404_footer_links_a_pricing_blog_post_before_the_plans_page",
              {"k15.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog")), [("/blog/our-new-pricing-explained", "New pricing"),
                                                                     ("/plans", "Plans")]),
                            "/blog/our-new-pricing-explained": html(pricing_post(menu(("/blog", "Blog")))),
                            "/plans": html(pricing(menu(("/plans", "Plans")), "Plans - Acme Robotics"))}},
              "http://k15.test/pricing", "migrated", "http://k15.test/plans", surface="pricing", reference=PRICING_REF),
    # the fleet's status page gone; the footer's only status link is the status page of the company's payments product
    # (other components, other incidents): not where the fleet's status went — review
    Situation("status_404_footer_links_only_the_status_page_of_the_companys_other_product",
              {"k16.test": {"/status": NOT_FOUND,
                            "/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                    ("http://acmepayk16.statuspage.io/", "Acme Pay status")])},
               "acmepayk16.statuspage.io": {"/": html(statuspage_of("Acme Pay", PAY_COMPONENTS, PAY_INCIDENTS))}},
              "http://k16.test/status", "review", surface="status", reference=STATUS_REF),
    # both products' status pages in the footer, the other product's first: the fleet's
    Situation("status_404_footer_links_the_other_products_status_page_before_the_fleets",
              {"k17.test": {"/status": NOT_FOUND,
                            "/": site_home(menu(), [("http://acmepayk17.statuspage.io/", "Acme Pay status"),
                                                    ("http://status.k17.test/", "Fleet status")])},
               "acmepayk17.statuspage.io": {"/": html(statuspage_of("Acme Pay", PAY_COMPONENTS, PAY_INCIDENTS))},
               "status.k17.test": {"/": html(P.statuspage_hosted())}},
              "http://k17.test/status", "migrated", "http://status.k17.test/", surface="status", reference=STATUS_REF),
    # the website's privacy policy gone; the footer links the applicant privacy notice on the careers vendor (Personio)
    # before the relaunched policy: the policy
    Situation("privacy_404_footer_links_the_careers_vendors_applicant_notice_before_the_policy",
              {"k18.test": {"/privacy": NOT_FOUND,
                            "/": site_home(menu(("/careers", "Careers")),
                                           [("http://acmek18.jobs.personio.de/privacy-policy", "Applicant privacy notice"),
                                            ("/legal/privacy-policy", "Privacy policy"), ("/legal/terms", "Terms")]),
                            "/legal/privacy-policy": html(P.privacy_page("2026-11-05"))},
               "acmek18.jobs.personio.de": {"/privacy-policy": html(applicant_notice())}},
              "http://k18.test/privacy", "migrated", "http://k18.test/legal/privacy-policy", surface="legal",
              reference=PRIVACY_REF),
    # only the applicant notice left in the footer: another notice (the same controller, other data) — review
    Situation("privacy_404_footer_links_only_the_careers_vendors_applicant_notice",
              {"k19.test": {"/privacy": NOT_FOUND,
                            "/": site_home(menu(("/careers", "Careers")),
                                           [("http://acmek19.jobs.personio.de/privacy-policy", "Privacy (applicants)"),
                                            ("/legal/terms", "Terms")])},
               "acmek19.jobs.personio.de": {"/privacy-policy": html(applicant_notice())}},
              "http://k19.test/privacy", "review", surface="legal", reference=PRIVACY_REF),
    # the docs host now documents the company's payments product (the fleet product was sold): review, not migrated
    Situation("docs_404_the_menus_docs_link_now_documents_another_product_of_the_company",
              {"k20.test": {"/docs": NOT_FOUND,
                            "/": site_home(menu(("http://docs.k20.test/", "Docs")))},
               "docs.k20.test": {"/": html(docs_of("Acme Pay", PAY_SECTIONS))}},
              "http://k20.test/docs", "review", surface="docs", reference=DOCS_REF),
    # the changelog gone; the footer's "What's new" is the mobile app's App Store page — review
    Situation("changelog_404_footer_whats_new_links_the_mobile_apps_app_store_page",
              {"k21.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/docs", "Docs")),
                                           [("http://apps.apple.com/us/app/acme-fleet/id1598765432", "What's new"),
                                            ("/legal/privacy", "Privacy")])},
               "apps.apple.com": {"/us/app/acme-fleet/id1598765432": html(app_store_page())}},
              "http://k21.test/changelog", "review", surface="changelog", reference=CHANGELOG_REF),
    # the changelog gone; the footer's "Changelog" now leads to the releases of the company's Python SDK — review
    Situation("changelog_404_footer_links_the_github_releases_of_the_companys_sdk",
              {"k22.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/docs", "Docs")),
                                           [("http://github.com/acmek22/fleet-python/releases", "Changelog"),
                                            ("/legal/privacy", "Privacy")])},
               "github.com": {"/acmek22/fleet-python/releases": html(sdk_releases("acmek22", "fleet-python"))}},
              "http://k22.test/changelog", "review", surface="changelog", reference=CHANGELOG_REF),
    # the leadership page gone; the menu's "Teams" is the careers page of the teams one can join — review
    Situation("team_404_menu_links_the_careers_page_of_teams_to_join",
              {"k23.test": {"/team": NOT_FOUND,
                            "/": site_home(menu(("/careers/teams", "Teams"), ("/careers", "Careers"))),
                            "/careers/teams": html(careers_teams(menu(("/careers", "Careers"))))}},
              "http://k23.test/team", "review", surface="team", reference=TEAM_REF),
    # the press releases moved to /newsroom; the footer lists the press kit (boilerplate, logos) first: the newsroom
    Situation("press_404_footer_links_the_press_kit_before_the_newsroom",
              {"k24.test": {"/press": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog")), [("/press-kit", "Press kit"),
                                                                     ("/newsroom", "Newsroom")]),
                            "/press-kit": html(press_kit(menu(("/blog", "Blog")))),
                            "/newsroom": html(newsroom(menu(("/blog", "Blog"))))}},
              "http://k24.test/press", "migrated", "http://k24.test/newsroom", surface="newsroom",
              reference=P.press_old()),
    # the terms of service gone; the footer lists the website's terms of use before the terms of service: the latter
    Situation("terms_404_footer_links_the_website_terms_of_use_before_the_terms_of_service",
              {"k25.test": {"/terms": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")),
                                           [("/legal/website-terms", "Website terms of use"),
                                            ("/legal/terms-of-service", "Terms of service")]),
                            "/legal/website-terms": html(website_terms(menu())),
                            "/legal/terms-of-service": html(shell("Terms of service - Acme Robotics", P.TERMS))}},
              "http://k25.test/terms", "migrated", "http://k25.test/legal/terms-of-service", surface="legal",
              reference=TERMS_REF),
    # only the website's terms of use left: other terms — review
    Situation("terms_404_footer_links_only_the_website_terms_of_use",
              {"k26.test": {"/terms": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")), [("/legal/website-terms", "Terms of use")]),
                            "/legal/website-terms": html(website_terms(menu()))}},
              "http://k26.test/terms", "review", surface="legal", reference=TERMS_REF),
    # the blog gone; the menu's "Newsletter" is the company's Substack of curated links (none of the posts) — review
    Situation("blog_404_menu_links_a_substack_newsletter_of_curated_links_not_the_posts",
              {"k27.test": {"/blog": NOT_FOUND,
                            "/": site_home(menu(("http://warehouseweeklyk27.substack.com/", "Newsletter")))},
               "warehouseweeklyk27.substack.com": {"/": html(substack_newsletter())}},
              "http://k27.test/blog", "review", surface="blog", reference=P.blog_old()),
    # ================================================================ batch 3: harder moves, labels that mislead
    # the menu's "Pricing" now leads to the CFO's post about the new prices; the footer's "Plans" is the pricing page
    Situation("pricing_404_the_menus_pricing_label_leads_to_a_post_the_footers_plans_to_the_page",
              {"k28.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/blog/our-new-pricing-explained", "Pricing"), ("/blog", "Blog")),
                                           [("/plans", "Plans"), ("/legal/terms", "Terms")]),
                            "/blog/our-new-pricing-explained": html(pricing_post(menu(("/blog", "Blog")))),
                            "/plans": html(pricing(menu(("/plans", "Plans")), "Plans - Acme Robotics"))}},
              "http://k28.test/pricing", "migrated", "http://k28.test/plans", surface="pricing", reference=PRICING_REF),
    # a German imprint folded into the contact page; the footer's "Impressum" is /kontakt#impressum (no fragment kept)
    Situation("german_impressum_404_footer_links_the_contact_page_anchor_that_now_carries_it",
              {"k29.test": {"/impressum": NOT_FOUND, "/": moved("/de/", 302),
                            "/de/": html(shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1>"
                                               "<p>Autonome mobile Roboter für die Logistik.</p>", T9.DE_NAV,
                                               [("/kontakt#impressum", "Impressum"), ("/datenschutz", "Datenschutz")],
                                               lang="de")),
                            "/kontakt": html(KONTAKT_MIT_IMPRESSUM)}},
              "http://k29.test/impressum", "migrated", "http://k29.test/kontakt", surface="legal",
              reference=shell("Impressum - Acme Robotics", T9.IMPRESSUM_DE, T9.DE_NAV,
                              [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")], lang="de")),
    # a Swedish newsroom moved to Mynewsdesk (a host every customer shares, the company in the path)
    Situation("swedish_press_404_menu_links_a_mynewsdesk_newsroom",
              {"k30.test": {"/press": NOT_FOUND,
                            "/": home_in("sv", "Acme Robotics - Lagerrobotar", "Acme Robotics bygger lagerrobotar",
                                         [("/", "Hem"), ("/produkt", "Produkt"),
                                          ("http://www.mynewsdesk.com/se/acme_robotics_k30/pressreleases", "Press"),
                                          ("/kontakt", "Kontakt")])},
               "www.mynewsdesk.com": {"/se/acme_robotics_k30/pressreleases": html(mynewsdesk("acme_robotics_k30"))}},
              "http://k30.test/press", "migrated", "http://www.mynewsdesk.com/se/acme_robotics_k30/pressreleases",
              surface="newsroom", reference=press_sv_own([("/", "Hem"), ("/press", "Press")])),
    # the API reference published with Postman now; the developers menu links it as "API reference"
    Situation("api_reference_404_menu_links_a_postman_documenter_page",
              {"k31.test": {"/docs/api": NOT_FOUND,
                            "/": site_home(menu(("/docs", "Docs"), ("http://documenter.getpostman.com/view/31415926/"
                                                                    "2sA3kXy7QZ", "API reference")))},
               "documenter.getpostman.com": {"/view/31415926/2sA3kXy7QZ": html(postman_docs())}},
              "http://k31.test/docs/api", "migrated", "http://documenter.getpostman.com/view/31415926/2sA3kXy7QZ",
              surface="docs", reference=T12.API_REF),
    # the changelog moved to AnnounceKit (a shared host, the company and its feed in the path)
    Situation("changelog_404_footer_links_an_announcekit_feed",
              {"k32.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/docs", "Docs")), [("http://announcekit.app/acmek32/product-updates",
                                                                      "What's new"), ("/legal/privacy", "Privacy")])},
               "announcekit.app": {"/acmek32/product-updates": html(announcekit("acmek32"))}},
              "http://k32.test/changelog", "migrated", "http://announcekit.app/acmek32/product-updates",
              surface="changelog", reference=CHANGELOG_REF),
    # French terms of sale (CGV) moved under /fr/legal/, the footer labels them "CGV" between two other legal pages
    Situation("french_cgv_404_footer_labels_the_new_page_cgv_between_two_other_legal_pages",
              {"k33.test": {"/fr/cgv": NOT_FOUND, "/": moved("/fr/", 302),
                            "/fr/": home_in("fr", "Acme Robotics - Robots d'entrepôt", "Acme Robotics fabrique des "
                                            "robots d'entrepôt", FR_NAV, FR_FOOTER),
                            "/fr/legal/mentions-legales": html(shell("Mentions légales - Acme Robotics", "<h1>Mentions "
                                                                     "légales</h1><p>Acme Robotics SAS, 12 rue de la "
                                                                     "République, 69002 Lyon. RCS Lyon 812 345 678.</p>",
                                                                     FR_NAV, FR_FOOTER, lang="fr")),
                            "/fr/legal/conditions-generales-de-vente": html(shell("CGV - Acme Robotics", CGV_FR, FR_NAV,
                                                                                  FR_FOOTER, lang="fr"))}},
              "http://k33.test/fr/cgv", "migrated", "http://k33.test/fr/legal/conditions-generales-de-vente",
              surface="legal", reference=shell("Conditions générales de vente - Acme Robotics", CGV_FR, FR_NAV,
                                               lang="fr")),
    # a Japanese officers page moved under 会社情報 (the company page, linked first, carries no officer)
    Situation("japanese_team_404_menu_links_the_company_page_before_the_officers_list",
              {"k34.test": {"/ja/team": NOT_FOUND, "/": moved("/ja/", 302),
                            "/ja/": home_in("ja", "Acme Robotics - 倉庫ロボット", "Acme Robotics は倉庫ロボットを作っています",
                                            JA_COMPANY_NAV),
                            "/ja/company": html(shell("会社情報 - Acme Robotics", "<h1>会社情報</h1><p>商号: アクメロボティ"
                                                      "クス株式会社</p><p>設立: 2018年</p><p>所在地: 東京都港区</p>",
                                                      JA_COMPANY_NAV, lang="ja")),
                            "/ja/company/officers": html(officers_ja("役員一覧 - Acme Robotics", "役員一覧",
                                                                     JA_COMPANY_NAV))}},
              "http://k34.test/ja/team", "migrated", "http://k34.test/ja/company/officers", surface="team",
              reference=officers_ja("チーム - Acme Robotics", "経営チーム", JA_COMPANY_NAV)),
    # ================================================================ batch 4: guards of the round's rules
    # German terms (AGB) moved under /rechtliches/, the footer lists the imprint and the privacy notice first
    Situation("german_agb_404_footer_lists_impressum_and_datenschutz_before_agb",
              {"k35.test": {"/agb": NOT_FOUND, "/": moved("/de/", 302),
                            "/de/": html(shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1>",
                                               T9.DE_NAV, DE_LEGAL_FOOTER, lang="de")),
                            "/rechtliches/impressum": html(shell("Impressum - Acme Robotics", T9.IMPRESSUM_DE, T9.DE_NAV,
                                                                 DE_LEGAL_FOOTER, lang="de")),
                            "/rechtliches/datenschutz": html(shell("Datenschutz - Acme Robotics", "<h1>Datenschutz</h1>"
                                                                   "<p>Wir verarbeiten personenbezogene Daten nach der "
                                                                   "DSGVO.</p>", T9.DE_NAV, DE_LEGAL_FOOTER, lang="de")),
                            "/rechtliches/allgemeine-geschaeftsbedingungen": html(shell("AGB - Acme Robotics", AGB_DE,
                                                                                        T9.DE_NAV, DE_LEGAL_FOOTER,
                                                                                        lang="de"))}},
              "http://k35.test/agb", "migrated", "http://k35.test/rechtliches/allgemeine-geschaeftsbedingungen",
              surface="legal", reference=shell("AGB - Acme Robotics", AGB_DE, T9.DE_NAV, lang="de")),
    # the API reference on Postman while the menu's "Docs" is a live docs home above the old URL: the reference
    Situation("api_reference_404_menu_links_the_live_docs_home_and_a_postman_documenter_page",
              {"k36.test": {"/docs/api": NOT_FOUND,
                            "/": site_home(menu(("/docs", "Docs"), ("http://documenter.getpostman.com/view/27182818/"
                                                                    "2sB9cXy7QA", "API reference"))),
                            "/docs": html(P.docs_home("/docs/"))},
               "documenter.getpostman.com": {"/view/27182818/2sB9cXy7QA": html(postman_docs())}},
              "http://k36.test/docs/api", "migrated", "http://documenter.getpostman.com/view/27182818/2sB9cXy7QA",
              surface="docs", reference=T12.API_REF),
    # the privacy policy folded into the legal page above it (the footer's only legal link): still found there
    Situation("privacy_404_footer_links_only_the_legal_page_above_it_which_carries_the_policy",
              {"k37.test": {"/legal/privacy": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")), [("/legal", "Legal")]),
                            "/legal": html(P.legal_hub())}},
              "http://k37.test/legal/privacy", "migrated", "http://k37.test/legal", surface="legal",
              reference=PRIVACY_REF),
    # ================================================================ batch 5: two hops, other hosts, more scripts
    # the changelog moved into the docs site: the main menu links "Docs", whose sidebar links the changelog
    Situation("changelog_404_main_menu_links_the_docs_site_whose_sidebar_links_the_changelog",
              {"k38.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing"), ("http://docs.k38.test/", "Docs")))},
               "docs.k38.test": {"/": html(docs_home_with_changelog("docs.k38.test")),
                                 "/changelog": html(P.changelog_page("Changelog - Acme Docs", docs_chrome=True))}},
              "http://k38.test/changelog", "migrated", "http://docs.k38.test/changelog", surface="changelog",
              reference=CHANGELOG_REF),
    # the press releases moved to the investor-relations site, which the footer's "Newsroom" links
    Situation("press_404_footer_newsroom_links_the_news_releases_of_the_ir_site",
              {"k39.test": {"/press": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog")), [("http://ir.k39.test/news-releases", "Newsroom"),
                                                                     ("http://ir.k39.test/", "Investors")])},
               "ir.k39.test": {"/news-releases": html(ir_news_releases())}},
              "http://k39.test/press", "migrated", "http://ir.k39.test/news-releases", surface="newsroom",
              reference=P.press_old()),
    # the footer's only legal link is a /legal page of links (a trust hub): the privacy policy one click further
    Situation("privacy_404_footer_links_a_legal_hub_of_links_whose_first_is_the_policy",
              {"k40.test": {"/privacy": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")), [("/legal", "Legal")]),
                            "/legal": html(legal_links_hub(menu())),
                            "/legal/privacy-policy": html(P.privacy_page("2026-11-05"))}},
              "http://k40.test/privacy", "migrated", "http://k40.test/legal/privacy-policy", surface="legal",
              reference=PRIVACY_REF),
    # Turkish pricing renamed "Paketler ve fiyatlar"
    Situation("turkish_fiyatlandirma_404_menu_links_paketler_ve_fiyatlar",
              {"k41.test": {"/tr/fiyatlandirma": NOT_FOUND, "/": moved("/tr/", 302),
                            "/tr/": home_in("tr", "Acme Robotics - Depo robotları", "Acme Robotics depo robotları üretir",
                                            TR_NAV),
                            "/tr/paketler": html(shell("Paketler ve fiyatlar - Acme Robotics", PRICING_TR_MAIN, TR_NAV,
                                                       lang="tr"))}},
              "http://k41.test/tr/fiyatlandirma", "migrated", "http://k41.test/tr/paketler", surface="pricing",
              reference=shell("Fiyatlandırma - Acme Robotics", PRICING_TR_MAIN, TR_NAV, lang="tr")),
    # a Hebrew privacy policy moved under /he/legal/, listed last in the footer after cookies and terms
    Situation("hebrew_privacy_404_footer_lists_cookies_and_terms_before_the_privacy_policy",
              {"k42.test": {"/he/privacy": NOT_FOUND, "/": moved("/he/", 302),
                            "/he/": home_in("he", "אקמה רובוטיקה", "אקמה רובוטיקה בונה רובוטים למחסנים", HE_NAV,
                                            HE_FOOTER),
                            "/he/legal/cookies": html(shell("מדיניות עוגיות", "<h1>מדיניות עוגיות</h1><p>אנו משתמשים "
                                                            "בעוגיות הכרחיות בלבד.</p>", HE_NAV, HE_FOOTER, lang="he")),
                            "/he/legal/terms": html(shell("תנאי שימוש", "<h1>תנאי שימוש</h1><p>תנאים אלה חלים על השכרת "
                                                          "הרובוטים.</p>", HE_NAV, HE_FOOTER, lang="he")),
                            "/he/legal/privacy-policy": html(shell("מדיניות פרטיות - אקמה רובוטיקה", PRIVACY_HE_MAIN,
                                                                   HE_NAV, HE_FOOTER, lang="he"))}},
              "http://k42.test/he/privacy", "migrated", "http://k42.test/he/legal/privacy-policy", surface="legal",
              reference=shell("מדיניות פרטיות - אקמה רובוטיקה", PRIVACY_HE_MAIN, HE_NAV, lang="he")),
    # Chinese docs moved under /zh/developers/docs ("开发者文档")
    Situation("chinese_docs_404_menu_links_developer_docs",
              {"k43.test": {"/zh/docs": NOT_FOUND, "/": moved("/zh/", 302),
                            "/zh/": home_in("zh-CN", "Acme Robotics - 仓储机器人", "Acme Robotics 制造仓储机器人", ZH_NAV),
                            "/zh/developers/docs": html(docs_zh("开发者文档 - Acme Robotics", ZH_NAV))}},
              "http://k43.test/zh/docs", "migrated", "http://k43.test/zh/developers/docs", surface="docs",
              reference=docs_zh("文档 - Acme Robotics", ZH_NAV)),
    # an Arabic blog moved to /ar/insights ("المدونة" in the menu)
    Situation("arabic_blog_404_menu_links_the_blog_at_insights",
              {"k44.test": {"/ar/blog": NOT_FOUND, "/": moved("/ar/", 302),
                            "/ar/": home_in("ar", "Acme Robotics - روبوتات المستودعات", "Acme Robotics تصنع روبوتات "
                                            "المستودعات", AR_NAV),
                            "/ar/insights": html(blog_ar("المدونة - Acme Robotics", "/ar/insights/", AR_NAV))}},
              "http://k44.test/ar/blog", "migrated", "http://k44.test/ar/insights", surface="blog",
              reference=blog_ar("المدونة - Acme Robotics", "/ar/blog/", AR_NAV)),
    # ================================================================ batch 6: guards of the two-hop rules
    # the legal hub of links no longer lists a privacy policy (terms, DPA, subprocessors only): review, never the terms
    Situation("privacy_404_footer_links_a_legal_hub_of_links_that_lists_no_privacy_policy",
              {"k45.test": {"/privacy": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")), [("/legal", "Legal")]),
                            "/legal": html(legal_links_hub(menu()).replace(
                                "<div class='legal-card'><h2><a href='/legal/privacy-policy'>Privacy policy</a></h2><p>"
                                "How we handle personal data.</p></div>", "")),
                            "/legal/terms-of-service": html(shell("Terms of service - Acme Robotics", P.TERMS))}},
              "http://k45.test/privacy", "review", surface="legal", reference=PRIVACY_REF),
    # the changelog moved to Headway (footer) while the menu links a docs site whose sidebar has no changelog:
    # the docs site must not take the requests Headway needs
    Situation("changelog_404_menu_links_a_docs_site_footer_links_a_headway_changelog",
              {"k46.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing"), ("http://docs.k46.test/", "Docs")),
                                           [("/legal/privacy", "Privacy"),
                                            ("http://acmek46.headwayapp.co/", "Release notes")])},
               "docs.k46.test": {"/": html(P.docs_home("/"))},
               "acmek46.headwayapp.co": {"/": html(headway_page())}},
              "http://k46.test/changelog", "migrated", "http://acmek46.headwayapp.co/", surface="changelog",
              reference=CHANGELOG_REF),
    # the footer's "Newsroom" leads to the IR site's landing of tiles, whose "News releases" tile has the releases
    Situation("press_404_footer_newsroom_links_the_ir_landing_whose_tile_links_the_news_releases",
              {"k47.test": {"/press": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog")), [("http://ir.k47.test/", "Newsroom")])},
               "ir.k47.test": {"/": html(ir_landing()), "/news-releases": html(ir_news_releases())}},
              "http://k47.test/press", "migrated", "http://ir.k47.test/news-releases", surface="newsroom",
              reference=P.press_old()),
    # ================================================================ batch 7: split pages, language, rolling lists
    # the privacy-and-cookies policy split in two; the footer lists the cookie notice first: the privacy notice (it
    # carries most of the old page)
    Situation("privacy_and_cookies_policy_split_footer_lists_the_cookie_notice_first",
              {"k48.test": {"/privacy-and-cookies": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")), [("/legal/cookie-notice", "Cookie notice"),
                                                                           ("/legal/privacy-notice", "Privacy notice")]),
                            "/legal/cookie-notice": html(COOKIE_NOTICE),
                            "/legal/privacy-notice": html(PRIVACY_NOTICE_ONLY)}},
              "http://k48.test/privacy-and-cookies", "migrated", "http://k48.test/legal/privacy-notice",
              surface="legal", reference=T12.PRIVACY_AND_COOKIES),
    # a German pricing page gone; the German menu's "Preise" now leads to the English pricing page (the same plans in
    # English): the watched language is not silently changed — review
    Situation("german_preise_404_the_german_menu_links_only_the_english_pricing_page",
              {"k49.test": {"/de/preise": NOT_FOUND, "/": moved("/de/", 302),
                            "/de/": home_in("de", "Acme Robotics - Lagerroboter", "Acme Robotics baut Lagerroboter",
                                            [("/de/", "Startseite"), ("/de/produkt", "Produkt"),
                                             ("/en/pricing", "Preise"), ("/de/kontakt", "Kontakt")]),
                            "/en/pricing": html(pricing(menu(("/en/pricing", "Pricing"))))}},
              "http://k49.test/de/preise", "review", surface="pricing",
              reference=shell("Preise - Acme Robotics", PRICING_DE_MAIN, T9.DE_NAV, lang="de")),
    # the team page folded into /about, which shows no one and links "Meet our leadership": one hop further
    Situation("team_404_menu_links_about_whose_card_links_the_leadership_page",
              {"k50.test": {"/team": NOT_FOUND,
                            "/": site_home(menu(("/about", "About"), ("/careers", "Careers"))),
                            "/about": html(about_linking_leadership(menu(("/about", "About")))),
                            "/about/leadership": html(T9.team_page("Leadership - Acme Robotics", "Leadership"))}},
              "http://k50.test/team", "migrated", "http://k50.test/about/leadership", surface="team",
              reference=TEAM_REF),
    # the changelog renamed "Release notes" two releases later: two new on top, the two oldest rolled off
    Situation("changelog_404_menu_links_release_notes_two_releases_later",
              {"k51.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/release-notes", "Release notes"), ("/docs", "Docs"))),
                            "/release-notes": html(changelog_rolled(menu(("/release-notes", "Release notes"))))}},
              "http://k51.test/changelog", "migrated", "http://k51.test/release-notes", surface="changelog",
              reference=CHANGELOG_REF),
    # the Ghost blog's subdomain gone; the menu's "Newsletter" is the Substack on the company's news subdomain
    Situation("ghost_blog_subdomain_gone_menu_newsletter_links_a_substack_on_a_custom_subdomain",
              {"k52.test": {"/": site_home(menu(("/pricing", "Pricing"), ("http://news.k52.test/", "Newsletter")))},
               "news.k52.test": {"/": html(P.substack_home())}},
              "http://blog.k52.test/", "migrated", "http://news.k52.test/", surface="blog",
              reference=P.blog_old(), website="http://k52.test/"),
    # ================================================================ batch 8: guards of the rolled-index rule
    # the blog index gone; the menu links a category page: two new posts, then a selection of the old ones — review
    Situation("blog_404_menu_links_a_category_page_of_new_posts_and_a_selection_of_old_ones",
              {"k53.test": {"/blog": NOT_FOUND,
                            "/": site_home(menu(("/blog/category/product", "Product news"))),
                            "/blog/category/product": html(blog_category(menu(("/blog/category/product",
                                                                               "Product news"))))}},
              "http://k53.test/blog", "review", surface="blog", reference=P.blog_old()),
    # the press page moved to /newsroom two releases later: migrated
    Situation("press_404_menu_links_the_newsroom_two_releases_later",
              {"k54.test": {"/press": NOT_FOUND,
                            "/": site_home(menu(("/newsroom", "Newsroom"))),
                            "/newsroom": html(newsroom_rolled(menu(("/newsroom", "Newsroom"))))}},
              "http://k54.test/press", "migrated", "http://k54.test/newsroom", surface="newsroom",
              reference=P.press_old()),
    # ================================================================ batch 9: sensors on a vendor's shared host
    # the privacy policy regenerated at iubenda under a new id; the company's footer links the new one
    Situation("iubenda_policy_id_404_the_company_footer_links_the_regenerated_policy",
              {"www.iubenda.com": {"/privacy-policy/11223344": IUBENDA_404,
                                   "/privacy-policy/55667788": html(iubenda_policy("55667788"))},
               "k55.test": {"/": site_home(menu(("/pricing", "Pricing")),
                                           [("http://www.iubenda.com/privacy-policy/55667788", "Privacy Policy"),
                                            ("/legal/terms", "Terms")])}},
              "http://www.iubenda.com/privacy-policy/11223344", "migrated",
              "http://www.iubenda.com/privacy-policy/55667788", surface="legal", reference=iubenda_policy("11223344"),
              website="http://k55.test/"),
    # the Substack publication deleted; the company's menu links the blog back on its own site with the same posts
    Situation("substack_publication_deleted_the_company_menu_links_its_own_blog_again",
              {"acmek56.substack.com": {"/": NOT_FOUND},
               "k56.test": {"/": site_home(menu(("/blog", "Blog"))), "/blog": html(P.blog_old(menu(("/blog", "Blog"))))}},
              "http://acmek56.substack.com/", "migrated", "http://k56.test/blog", surface="blog",
              reference=P.substack_home(), website="http://k56.test/"),
    # the GitHub repository's releases gone; the company's footer links the project's releases on GitLab
    Situation("github_releases_404_the_company_footer_links_the_releases_on_gitlab",
              {"github.com": {"/acmek57/fleet/releases": NOT_FOUND},
               "gitlab.com": {"/acmek57/fleet/-/releases": html(gitlab_releases("acmek57", "fleet"))},
               "k57.test": {"/": site_home(menu(("/docs", "Docs")), [("http://gitlab.com/acmek57/fleet/-/releases",
                                                                      "Release notes"), ("/legal/privacy", "Privacy")])}},
              "http://github.com/acmek57/fleet/releases", "migrated", "http://gitlab.com/acmek57/fleet/-/releases",
              surface="changelog", reference=P.github_releases("acmek57", "fleet"), website="http://k57.test/"),
    # ================================================================ batch 10: more vendors, a language, a decoy
    # the leadership page gone; the menu's "Team building" is an events offer for customers' teams — review
    Situation("team_404_menu_links_a_team_building_events_page",
              {"k58.test": {"/team": NOT_FOUND,
                            "/": site_home(menu(("/team-building", "Team building"), ("/careers", "Careers"))),
                            "/team-building": html(team_building(menu()))}},
              "http://k58.test/team", "review", surface="team", reference=TEAM_REF),
    # the press releases moved to a Cision newsroom (news.cision.com, the company in the path), linked from the footer
    Situation("press_404_footer_links_a_cision_newsroom",
              {"k59.test": {"/press": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog")), [("http://news.cision.com/acme-robotics-k59",
                                                                      "Press releases")]),
                            "/blog": html(P.blog_old(menu(("/blog", "Blog"))))},
               "news.cision.com": {"/acme-robotics-k59": html(cision_newsroom("acme-robotics-k59"))}},
              "http://k59.test/press", "migrated", "http://news.cision.com/acme-robotics-k59", surface="newsroom",
              reference=P.press_old()),
    # the blog moved to the company's DEV Community organisation page
    Situation("blog_404_menu_links_the_companys_dev_community_organisation",
              {"k60.test": {"/blog": NOT_FOUND, "/": site_home(menu(("http://dev.to/acmek60", "Blog")))},
               "dev.to": {"/acmek60": html(devto_org("acmek60"))}},
              "http://k60.test/blog", "migrated", "http://dev.to/acmek60", surface="blog", reference=P.blog_old()),
    # a Finnish privacy statement (tietosuojaseloste) moved to /fi/tietosuoja, the footer's second legal link
    Situation("finnish_tietosuojaseloste_404_footer_links_tietosuoja",
              {"k61.test": {"/tietosuojaseloste": NOT_FOUND, "/": moved("/fi/", 302),
                            "/fi/": home_in("fi", "Acme Robotics - Varastorobotit", "Acme Robotics rakentaa "
                                            "varastorobotteja", FI_NAV, FI_FOOTER),
                            "/fi/kayttoehdot": html(shell("Käyttöehdot - Acme Robotics", "<h1>Käyttöehdot</h1><p>Nämä "
                                                          "ehdot koskevat robottien vuokrausta.</p>", FI_NAV, FI_FOOTER,
                                                          lang="fi")),
                            "/fi/tietosuoja": html(shell("Tietosuoja - Acme Robotics", PRIVACY_FI_MAIN, FI_NAV,
                                                         FI_FOOTER, lang="fi"))}},
              "http://k61.test/tietosuojaseloste", "migrated", "http://k61.test/fi/tietosuoja", surface="legal",
              reference=shell("Tietosuojaseloste - Acme Robotics", PRIVACY_FI_MAIN, FI_NAV, lang="fi")),
    # ================================================================ batch 11: guards of the ranking and neighbour rules
    # the privacy policy merged up into /legal (above the old URL) while the footer also links a sibling cookie policy:
    # the page above still wins on its content
    Situation("privacy_merged_up_into_legal_while_the_footer_also_links_the_cookie_policy",
              {"k62.test": {"/legal/privacy": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing")), [("/legal/cookies", "Cookie policy"),
                                                                           ("/legal", "Privacy & legal")]),
                            "/legal/cookies": html(shell("Cookies - Acme Robotics", P.COOKIES)),
                            "/legal": html(P.legal_hub())}},
              "http://k62.test/legal/privacy", "migrated", "http://k62.test/legal", surface="legal",
              reference=PRIVACY_REF),
    # the changelog gone; the docs site's sidebar links only "What's new in the docs" (edits of the docs): review
    Situation("changelog_404_the_docs_sites_whats_new_is_about_the_docs_edits",
              {"k63.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/pricing", "Pricing"), ("http://docs.k63.test/", "Docs")))},
               "docs.k63.test": {"/": html(P.docs_home("/", "<li><a href='/whats-new'>What's new in the docs</a></li>")),
                                 "/whats-new": html(docs_edits_changelog())}},
              "http://k63.test/changelog", "review", surface="changelog", reference=CHANGELOG_REF),
]

#: requests a situation may take at most, tighter than the budget of 6
MAX_REQUESTS: dict[str, int] = {}

#: the least score a migration must have (same content moved: a whole-page match, not a containment or listing one)
MIN_SCORE: dict[str, float] = {s.name: 0.85 for s in SITUATIONS if s.expect == "migrated" and s.name not in (
    # the page merged up, the split half, the rolled list: part of the old page, matched by containment or in part
    "privacy_404_footer_links_only_the_legal_page_above_it_which_carries_the_policy",
    "privacy_merged_up_into_legal_while_the_footer_also_links_the_cookie_policy",
    "privacy_and_cookies_policy_split_footer_lists_the_cookie_notice_first",
    "changelog_404_menu_links_release_notes_two_releases_later",
    "press_404_menu_links_the_newsroom_two_releases_later",
    # (corrected after its first run: GitHub's per-release chrome — "Changes", "Assets 2", "Source code (zip)" — is part
    # of the old text and not of GitLab's page, so the same releases match at 0.79, not as a page moved whole)
    "github_releases_404_the_company_footer_links_the_releases_on_gitlab")}

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {
    "press_404_footer_newsroom_links_the_ir_landing_whose_tile_links_the_news_releases":
        "seven requests against six: the footer's 'Newsroom' on the IR subdomain's root ranks below the menu's Blog (a "
        "neighbour surface on the company's own host: the shared classifier reads an `ir.` root as investors, the "
        "label's newsroom is discounted), and after the blog and the sitemap the IR host's robots.txt, its landing and "
        "the landing's 'News releases' tile would be the sixth to eighth requests",
}

#: one situation per new rule, run together through `changewire repair --json --sensor ...`
CLI_RUN: tuple[str, ...] = ("changelog_404_footer_links_a_frill_announcements_page",
                             "french_cgv_404_footer_labels_the_new_page_cgv_between_two_other_legal_pages",
                             "api_reference_404_menu_links_a_postman_documenter_page",
                             "status_404_footer_links_only_the_status_page_of_the_companys_other_product")
