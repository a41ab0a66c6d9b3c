"""Pages of the ninth fetcher red-team round (tests/integration/test_fetch_redteam9.py, tests/unit/common/
test_http_redteam9.py, tests/unit/fetcher/test_classify_redteam9.py): CAPTCHA walls of vendors earlier rounds did
not know, written as the vendors' integration guides have sites write them, in the languages those vendors serve;
pages that only talk about such things; and JSON error envelopes APIs answer with 200.
"""
from __future__ import annotations

import json

# ------------------------------------------------------------------------------------------------ walls

#: ALTCHA (an open-source proof-of-work CAPTCHA popular with EU sites): its custom element in a form, German
ALTCHA = ('<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Sicherheitsprüfung</title><script async '
          'defer src="/static/altcha.min.js" type="module"></script></head><body><main><h1>Einen Moment bitte</h1><p>'
          'Wir prüfen Ihre Anfrage, bevor es weitergeht.</p><form action="/__verify" method="post"><altcha-widget '
          'challengeurl="/__altcha/challenge" auto="onload" hidefooter></altcha-widget><input type="hidden" name="return" '
          'value="/karriere"><button type="submit">Weiter</button></form></main></body></html>').encode()
#: Arkose Labs' enforcement page: its api.js with a callback and an empty container it renders the puzzle into
ARKOSE = (b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Security Verification</title><script src="https://'
          b'client-api.arkoselabs.com/v2/1A2B3C4D-0000-1111-2222-333344445555/api.js" data-callback="setupEnforcement" '
          b'async defer></script></head><body><div id="arkose-container"></div><noscript>Please enable JavaScript.'
          b'</noscript><script>function setupEnforcement(e){e.setConfig({selector:"#arkose-container",mode:"inline",'
          b'onCompleted:function(r){document.getElementById("fc-token").value=r.token;document.forms[0].submit();}});}'
          b'</script><form method="post" action="/verify"><input type="hidden" id="fc-token" name="fc-token"></form>'
          b'</body></html>')
#: Tencent Cloud's CAPTCHA (TCaptcha.js and `new TencentCaptcha(...)`), Simplified Chinese; it stores the ticket in a
#: cookie and reloads — inside its callback
TENCENT = ('<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>安全验证</title><script src="https://'
           'turing.captcha.qcloud.com/TCaptcha.js"></script></head><body><div class="box"><p>为了保护您的访问安全，请完成'
           '验证</p><button id="go">点击验证</button></div><script>var c=new TencentCaptcha("190000000",function(r){if(r.'
           'ret===0){document.cookie="tc_ticket="+r.ticket+";path=/";location.reload();}});document.getElementById("go")'
           '.onclick=function(){c.show();};</script></body></html>').encode()
#: NetEase Yidun: `initNECaptcha({...})` into an empty element, Simplified Chinese
YIDUN = ('<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>访问验证</title><script src="https://'
         'cstaticdun.126.net/load.min.js"></script></head><body><div id="captcha"></div><script>initNECaptcha({captchaId'
         ':"abc123",element:"#captcha",mode:"embed",width:"320px"},function(i){},function(e){});</script></body></html>'
         ).encode()
#: MTCaptcha, explicit rendering into a container named by id
MTCAPTCHA = (b'<!DOCTYPE html><html><head><title>Checking access</title><script>var mtcaptchaConfig={"sitekey":"MTPublic-'
             b'AbCdEf123","renderQueue":["mtcaptcha-1"]};(function(){var mt=document.createElement("script");mt.async=true;'
             b'mt.src="https://service.mtcaptcha.com/mtcv1/client/mtcaptcha.min.js";document.head.appendChild(mt)})();'
             b'</script></head><body><form method="post" action="/gate"><div id="mtcaptcha-1"></div><button>Continue'
             b'</button></form></body></html>')
#: MTCaptcha's plain integration: <div class="mtcaptcha">, Spanish
MTCAPTCHA_ES = ('<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Un momento</title><script src="https://'
                'service.mtcaptcha.com/mtcv1/client/mtcaptcha.min.js" async></script></head><body><h1>Comprobación de '
                'seguridad</h1><p>Resuelva la verificación para continuar.</p><form method="post" action="/verificar">'
                '<div class="mtcaptcha"></div><button>Continuar</button></form></body></html>').encode()
#: mCaptcha (self-hosted proof of work): its label and widget container in a form, French
MCAPTCHA = ('<!DOCTYPE html><html lang="fr"><head><title>Veuillez patienter</title></head><body><form action="/passer" '
            'method="post"><label data-mcaptcha_url="https://mcaptcha.exemple.test/widget/?sitekey=abc" for="mcaptcha__'
            'token" id="mcaptcha__token-label">mCaptcha</label><div id="mcaptcha__widget-container"></div><script src="'
            'https://unpkg.com/@mcaptcha/vanilla-glue@0.1.0-alpha-3/dist/index.js"></script><button>Continuer</button>'
            '</form></body></html>').encode()

WALLS = {"altcha": ALTCHA, "arkose": ARKOSE, "tencent": TENCENT, "yidun": YIDUN, "mtcaptcha": MTCAPTCHA,
         "mtcaptcha-es": MTCAPTCHA_ES, "mcaptcha": MCAPTCHA}

# ------------------------------------------------------------------------- pages that only talk about walls

#: a contact form protected by ALTCHA (fields a person fills in): a page
CONTACT_ALTCHA = ('<!DOCTYPE html><html lang="de"><head><title>Kontakt | Müller GmbH</title><script type="module" '
                  'src="/js/altcha.js"></script></head><body><header><a href="/">Start</a> <a href="/leistungen">'
                  'Leistungen</a> <a href="/kontakt">Kontakt</a></header><h1>Kontakt</h1><form method="post" action="'
                  '/kontakt"><input type="text" name="name"><input type="email" name="email"><textarea name="msg">'
                  '</textarea><altcha-widget challengeurl="/altcha"></altcha-widget><button>Senden</button></form>'
                  '</body></html>').encode()
#: a status page whose components are named after vendors
STATUS = (b'<!DOCTYPE html><html><head><title>Acme Status</title></head><body><h1>All Systems Operational</h1><ul><li>'
          b'API <span>Operational</span></li><li>Cloudflare CDN <span>Operational</span></li><li>reCAPTCHA verification '
          b'<span>Operational</span></li><li>Login <span>Degraded</span></li></ul><p>Uptime over the past 90 days: '
          b'99.98%</p></body></html>')
#: a privacy notice naming the CAPTCHAs a site uses
PRIVACY = (b'<!DOCTYPE html><html><head><title>Privacy notice - Acme</title></head><body><h1>Privacy</h1><p>We use '
           b'Cloudflare Turnstile and Friendly Captcha to tell people from bots on our forms. Turnstile may set a cookie. '
           b'Questions: <a href="mailto:privacy@acme.example">privacy@acme.example</a>.</p></body></html>')
#: a job posting (Lever's shape: one link, no navigation) whose title holds a wall's title
JOB = (b'<!DOCTYPE html><html><head><title>Senior Engineer, Bot Verification - Acme</title></head><body><div class="'
       b'posting"><h2>Senior Engineer, Bot Verification</h2><div>Berlin / Remote</div><p>You will build the systems '
       b'that tell people from bots on our checkout: risk scoring, device signals and a CAPTCHA fallback.</p><ul><li>5+ '
       b'years of backend work</li><li>Go or Rust</li></ul><a class="postings-btn" href="https://jobs.lever.co/acme/'
       b'123/apply">Apply for this job</a></div></body></html>')
#: an airport's wait-time page
AIRPORT = (b'<!DOCTYPE html><html><head><title>Security checkpoint wait times | Springfield Airport</title></head><body>'
           b'<h1>Security checkpoint wait times</h1><table><tr><td>Checkpoint A</td><td>12 min</td></tr><tr><td>'
           b'Checkpoint B</td><td>5 min</td></tr></table><p>Updated every 5 minutes.</p><a href="/">Home</a></body>'
           b'</html>')
#: a CAPTCHA API's changelog
CHANGELOG = (b'<!DOCTYPE html><html><head><title>Human Verification API - Changelog</title></head><body><h1>Changelog'
             b'</h1><h2>v2.3.0</h2><p>Added a Turnstile fallback; checks are 20% faster.</p><h2>v2.2.0</h2><p>Fixed '
             b'the audio challenge in Safari.</p></body></html>')

CONTROLS = {"contact-altcha": CONTACT_ALTCHA, "status": STATUS, "privacy": PRIVACY, "job": JOB, "airport": AIRPORT,
            "changelog": CHANGELOG}


# ------------------------------------------------------------------------ JSON error envelopes on 200


def js(obj: object) -> bytes:
    return json.dumps(obj, ensure_ascii=False).encode()


#: name → (body answered with 200, failure class expected; None: the answer is the record)
ENVELOPES: dict[str, tuple[bytes, str | None]] = {
    # Spring Boot's error attributes, passed through a gateway that answers 200
    "spring-404": (js({"timestamp": "2026-12-06T10:00:00.000+00:00", "status": 404, "error": "Not Found",
                       "path": "/api/v2/jobs"}), "PAGE_REMOVED"),
    # Google APIs' error object, the status inside it
    "google-429": (js({"error": {"code": 429, "message": "Quota exceeded for quota metric 'Read requests'",
                                 "status": "RESOURCE_EXHAUSTED"}}), "RATE_LIMIT"),
    # Slack's Web API answers every error 200 with ok: false
    "slack": (js({"ok": False, "error": "ratelimited"}), "RATE_LIMIT"),
    "slack-auth": (js({"ok": False, "error": "invalid_auth", "warning": "missing_charset"}), "HTTP_4XX"),
    # GraphQL: errors and no data
    "graphql": (js({"errors": [{"message": "API rate limit exceeded for installation ID 4711.",
                                "type": "RATE_LIMITED"}], "data": None}), "RATE_LIMIT"),
    "graphql-nf": (js({"errors": [{"message": "Could not resolve to a Repository with the name 'acme/jobs'.",
                                   "type": "NOT_FOUND", "path": ["repository"]}], "data": None}), "PAGE_REMOVED"),
    # a WordPress plugin's AJAX answer; Express / Fastify's statusCode behind a proxy; RFC 9457 problem details
    "success-false": (js({"success": False, "message": "Invalid API key"}), "HTTP_4XX"),
    "fastify-503": (js({"statusCode": 503, "error": "Service Unavailable", "message": "upstream connect error"}),
                    "HTTP_5XX"),
    "problem-410": (js({"type": "about:blank", "title": "Gone", "status": 410,
                        "detail": "The posting was closed on 2026-11-30."}), "PAGE_REMOVED"),
    # OAuth 2.0's error response; JSend's error
    "oauth": (js({"error": "invalid_token", "error_description": "The access token expired"}), "HTTP_4XX"),
    "jsend-error": (js({"status": "error", "message": "Internal error, please retry", "code": "E_INTERNAL"}),
                    "HTTP_5XX"),
    "german-quota": (js({"fehler": "x"}), None),  # not an envelope: a key no error object holds
    # records, not errors
    "jobs": (js({"jobs": [{"id": 1, "title": "Backend Engineer", "location": "Berlin"}], "meta": {"total": 1}}), None),
    "graphql-empty-errors": (js({"data": {"jobs": []}, "errors": []}), None),
    "graphql-partial": (js({"data": {"jobs": [{"id": 1}]}, "errors": [{"message": "field 'salary' is deprecated"}]}),
                        None),
    "statuspage": (js({"page": {"id": "x", "name": "Acme"}, "status": {"indicator": "none",
                                                                      "description": "All Systems Operational"}}), None),
    "results-empty": (js({"status": "ok", "count": 0, "results": []}), None),
    "error-null": (js({"error": None, "message": "3 open positions", "status": 200}), None),
    "message-only": (js({"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}), None),
    "array": (js([{"error": "x"}]), None),
}
