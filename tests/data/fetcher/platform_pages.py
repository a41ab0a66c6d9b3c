"""Real hosting platforms' and CDNs' own pages for a page they cannot serve, and real pages that only talk about such
failures, as written (round 15 of the fetcher's red team: tests/unit/fetcher/test_classify_redteam15.py and
tests/integration/test_fetch_redteam15.py). Request ids and hosts are made up; the markup is the platforms'."""
from __future__ import annotations

ARTICLE = "".join(f"<p>Paragraph {i}: how our platform team runs production, what we measure and why we publish "
                  "the numbers for everyone to read, with the graphs and the follow-ups.</p>" for i in range(40))
NAV = "<nav>" + "".join(f'<a href="/{p}">{p.title()}</a>' for p in
                        ("products", "pricing", "customers", "blog", "careers", "about", "contact", "docs",
                         "status", "security", "legal", "press")) + "</nav>"


def page(title: str, body: str, head: str = "") -> bytes:
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
            f"<body>{body}</body></html>").encode()


def _cf_error(code: str, title: str, h1: str, what: str, *, kind: str = "error") -> bytes:
    """Cloudflare's edge error template (cf-error-details), as its 1xxx and 52x pages are written."""
    return ('<!DOCTYPE html>\n<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->\n'
            '<!--[if gt IE 8]><!--> <html class="no-js" lang="en-US"> <!--<![endif]-->\n<head>\n'
            f"<title>{title}</title>\n"
            '<meta charset="UTF-8" />\n<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
            '<meta name="robots" content="noindex, nofollow" />\n'
            '<link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/cf.errors.css" />\n</head>\n<body>\n'
            '  <div id="cf-wrapper">\n    <div id="cf-error-details" class="cf-error-details-wrapper">\n'
            '      <div class="cf-wrapper cf-header cf-error-overview">\n        <h1>\n'
            f'          <span class="cf-error-type" data-translate="{kind}">Error</span>\n'
            f'          <span class="cf-error-code">{code}</span>\n'
            '          <small class="heading-ray-id">Ray ID: 8ee1c2d3e4f5a6b7 &bull; 2026-12-07 06:02:11 UTC</small>\n'
            f'        </h1>\n        <h2 class="cf-subheadline" data-translate="error_desc">{h1}</h2>\n'
            '      </div>\n      <section></section>\n      <div class="cf-section cf-wrapper">\n'
            '        <div class="cf-columns two">\n          <div class="cf-column">\n'
            '            <h2 data-translate="what_happened">What happened?</h2>\n'
            f"            <p>{what}</p>\n          </div>\n        </div>\n      </div>\n"
            '      <div class="cf-error-footer cf-wrapper w-240 lg:w-full py-10 sm:py-4 sm:px-8 mx-auto text-center '
            'sm:text-left border-solid border-0 border-t border-gray-300">\n  <p class="text-13">\n'
            '    <span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">'
            '8ee1c2d3e4f5a6b7</strong></span>\n    <span class="cf-footer-separator sm:hidden">&bull;</span>\n'
            '    <span class="cf-footer-item sm:block sm:mb-1">Performance &amp; security by <a rel="noopener '
            'noreferrer" href="https://www.cloudflare.com/5xx-error-landing" id="brand_link" target="_blank">'
            "Cloudflare</a></span>\n  </p>\n</div>\n    </div>\n  </div>\n</body>\n</html>\n").encode()


CF_1020 = _cf_error("1020", "Access denied | www.acme-corp.com used Cloudflare to restrict access", "Access denied",
                    "This website is using a security service to protect itself from online attacks. The site owner "
                    "may have set restrictions that prevent you from accessing the site.")
CF_1015 = _cf_error("1015", "Access denied | www.acme-corp.com used Cloudflare to restrict access",
                    "You are being rate limited",
                    "The owner of this website (www.acme-corp.com) has banned you temporarily from accessing this "
                    "website.")
CF_522 = _cf_error("522", "www.acme-corp.com | 522: Connection timed out", "Connection timed out",
                   "The initial connection between Cloudflare's network and the origin web server timed out. As a "
                   "result, the web page can not be displayed.")
CF_521 = _cf_error("521", "www.acme-corp.com | 521: Web server is down", "Web server is down",
                   "The web server is not returning a connection. As a result, the web page is not displaying.")
CF_1016 = _cf_error("1016", "Origin DNS error | www.acme-corp.com | Cloudflare", "Origin DNS error",
                    "You've requested a page on a website (www.acme-corp.com) that is on the Cloudflare network. "
                    "Cloudflare is currently unable to resolve your requested domain (www.acme-corp.com).")
AKAMAI_DENIED = (b'<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don\'t '
                 b'have permission to access "http&#58;&#47;&#47;www&#46;acme&#45;corp&#46;com&#47;careers" on this '
                 b"server.<P>\nReference&#32;&#35;18&#46;9a3c1002&#46;1733554931&#46;5e6f7a8b\n<P>https&#58;&#47;&#47;"
                 b"errors&#46;edgesuite&#46;net&#47;18&#46;9a3c1002&#46;1733554931&#46;5e6f7a8b</P>\n</BODY>\n"
                 b"</HTML>\n")


def _cloudfront(status: str, h2: str, text: str) -> bytes:
    return ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'
            '<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">\n<TITLE>ERROR: The '
            f"request could not be satisfied</TITLE>\n</HEAD><BODY>\n<H1>{status} ERROR</H1>\n<H2>{h2}</H2>\n"
            f'<HR noshade size="1px">\n{text}\n<BR clear="all">\nIf you provide content to customers through '
            "CloudFront, you can find steps to troubleshoot and help prevent this error by reviewing the CloudFront "
            'documentation.\n<BR clear="all">\n<HR noshade size="1px">\n<PRE>\nGenerated by cloudfront (CloudFront)'
            "\nRequest ID: 3uRz0q8lJ6w0Dk1y0ZkVbB7c5AxXw1QeR9tY2uI3oP4aS5dF6gH7j==\n</PRE>\n<ADDRESS>\n</ADDRESS>\n"
            "</BODY></HTML>").encode()


CF_403 = _cloudfront("403", "The request could not be satisfied.",
                     "Request blocked.\nWe can't connect to the server for this app or website at this time. There "
                     "might be too much traffic or a configuration error. Try again later, or contact the app or "
                     "website owner.")
CF_502 = _cloudfront("502", "The request could not be satisfied.",
                     "CloudFront wasn't able to connect to the origin.\nWe can't connect to the server for this app "
                     "or website at this time. There might be too much traffic or a configuration error. Try again "
                     "later, or contact the app or website owner.")
CF_503 = _cloudfront("503", "The request could not be satisfied.",
                     "The Lambda function associated with the CloudFront distribution was throttled.")
CF_504 = _cloudfront("504", "The request could not be satisfied.",
                     "CloudFront attempted to establish a connection with the origin, but either the attempt failed "
                     "or the origin closed the connection.")
CF_404 = _cloudfront("404", "The request could not be satisfied.", "The requested URL was not found on this server.")
AFD_503 = page("Our services aren't available right now",
                '<div class="container"><img src="data:image/png;base64,iVBORw0KGgo=" alt="" /><h2>Our services '
                "aren't available right now</h2><p>We're working to restore all services as soon as possible. Please "
                "check back soon.</p><p>0Xk9wZwAAAAD2o9mKn4tBQK8Q2lV0c1R5RVhTRURHRTA1MTgANjJkYzY3ZmQtMDkzNS00ZDdkLT"
                "k3ZTctYjQ1ZTA2MDc3ZTI1</p></div>")
APPGW_502 = (b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1>"
             b"</center>\r\n<hr><center>Microsoft-Azure-Application-Gateway/v2</center>\r\n</body>\r\n</html>\r\n")
AZURE_404 = page("Microsoft Azure Web App - Error 404",
                  '<div id="wrapper"><div id="header"><h1>404 Web Site not found.</h1></div><div id="content"><p>You '
                  "may be seeing this error due to one of the reasons listed below :</p><ul><li>Custom domain has not "
                  "been configured inside Azure. See <a href=\"https://docs.microsoft.com/azure/app-service/app-service"
                  "-web-tutorial-custom-domain\">how to map an existing domain</a> to resolve this.</li><li>Client "
                  "cache is still pointing the domain to old IP address. Clear the cache by running the command "
                  "<i>ipconfig/flushdns.</i></li></ul><p>Checkout <a href=\"https://azure.microsoft.com/blog/"
                  "custom-domains-with-azure-websites/\">App Service Domain FAQ</a> for more questions.</p></div></div>")
GCLB_502 = (b'<html><head>\n<meta http-equiv="content-type" content="text/html;charset=utf-8">\n<title>502 Server '
            b"Error</title>\n</head>\n<body text=#000000 bgcolor=#ffffff>\n<h1>Error: Server Error</h1>\n<h2>The server "
            b"encountered a temporary error and could not complete your request.<p>Please try again in 30 seconds."
            b"</h2>\n<h2></h2>\n</body></html>\n")
FASTLY_THREADS = (b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                  b'"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html>\n  <head>\n    <title>503 Maximum '
                  b"threads for service reached</title>\n  </head>\n  <body>\n    <h1>Error 503 Maximum threads for "
                  b"service reached</h1>\n    <p>Maximum threads for service reached</p>\n    <h3>Guru Mediation:</h3>"
                  b"\n    <p>Details: cache-fra-etou8220147-FRA 1733554931 1391834251</p>\n    <hr>\n    <p>Varnish "
                  b"cache server</p>\n  </body>\n</html>\n")
FASTLY_NO_BACKEND = FASTLY_THREADS.replace(b"Maximum threads for service reached",
                                           b"No healthy IP available for the backend")
VARNISH_GURU_DEFAULT = (b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html>\n  <head>\n    <title>'
                        b"503 Service Unavailable</title>\n  </head>\n  <body>\n    <h1>Error 503 Service Unavailable"
                        b"</h1>\n    <p>Service Unavailable</p>\n    <h3>Guru Meditation:</h3>\n    <p>XID: 2293850</p>"
                        b"\n    <hr>\n    <p>Varnish cache server</p>\n  </body>\n</html>\n")
NETLIFY_404 = page("Page not found",
                    '<div id="main"><h1>Page not found</h1><p>Looks like you\'ve followed a broken link or entered a '
                    "URL that doesn't exist on this site.</p><hr><p id=\"back-link\">&larr; <a href=\"/\">Back to our "
                    "site</a></p><hr><p>If this is your site, and you weren't expecting a 404 for this path, please "
                    'visit Netlify\'s <a href="https://answers.netlify.com/t/support-guide-i-ve-deployed-my-site-but-i-'
                    'still-see-page-not-found/125">&ldquo;page not found&rdquo; support guide</a> for troubleshooting '
                    "tips.</p></div>")
VERCEL_HTML_404 = page("404: NOT_FOUND",
                        '<main><div class="container"><p><code>404</code>: <code>NOT_FOUND</code></p><p>Code: '
                        "<code>DEPLOYMENT_NOT_FOUND</code></p><p>ID: <code>fra1::8x7kq-1733554931242-3c4d5e6f7a8b"
                        '</code></p><a href="https://vercel.com/docs/errors/DEPLOYMENT_NOT_FOUND">Read our documentation'
                        " to learn more about this error.</a></div></main>")
VERCEL_TEXT_404 = b"The deployment could not be found on Vercel.\n\nDEPLOYMENT_NOT_FOUND\n\nfra1::8x7kq-1733554931242-3c4d\n"
VERCEL_TEXT_500 = (b"A server error has occurred\n\nFUNCTION_INVOCATION_FAILED\n\niad1::fq2m4-1733554931242-9a8b7c6d5e4f"
                   b"\n")
GH_PAGES_404 = page("Site not found &middot; GitHub Pages",
                     '<div class="container"><h1>404</h1><p><strong>There isn\'t a GitHub Pages site here.</strong>'
                     "</p><p>If you're trying to publish one, <a href=\"https://help.github.com/pages/\">read the full "
                     "documentation</a> to learn how to set up <strong>GitHub Pages</strong> for your repository, "
                     'organization, or user account.</p><div id="suggestions"><a href="https://githubstatus.com">GitHub '
                     'Status</a> &mdash; <a href="https://twitter.com/githubstatus">@githubstatus</a></div></div>')
HEROKU_NO_APP = page("Heroku | No such app",
                      '<iframe src="//www.herokucdn.com/error-pages/no-such-app.html"></iframe>',
                      '<style media="screen">html,body,iframe{margin:0;padding:0;}html,body{height:100%;overflow:hidden;}'
                      "iframe{width:100%;height:100%;border:0;}</style>")
HEROKU_APP_ERROR = page("Application Error",
                         '<iframe src="//www.herokucdn.com/error-pages/application-error.html"></iframe>',
                         '<style media="screen">html,body,iframe{margin:0;padding:0;}html,body{height:100%;overflow:'
                         "hidden;}iframe{width:100%;height:100%;border:0;}</style>")
S3_NO_KEY = (b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does '
             b"not exist.</Message><Key>careers/index.html</Key><RequestId>8XW2C4P7Q1R5TYU0</RequestId><HostId>"
             b"dGhpcyBpcyBub3QgYSByZWFsIGhvc3QgaWQ=</HostId></Error>")
S3_DENIED = (b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message>'
             b"<RequestId>6QK1H0BZ9X5M7T2R</RequestId><HostId>Jx1b2Zk9n0mTq4uJ0z3pR8s5dG0o1Yc2wQeH7vL6aX9tB3kN5fM=</HostId>"
             b"</Error>")
S3_NO_BUCKET = (b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchBucket</Code><Message>The specified bucket '
                b"does not exist</Message><BucketName>www.acme-corp.com</BucketName><RequestId>1A2B3C4D5E6F7G8H"
                b"</RequestId></Error>")
GCS_NO_KEY = (b"<?xml version='1.0' encoding='UTF-8'?><Error><Code>NoSuchKey</Code><Message>The specified key does not "
              b"exist.</Message><Details>No such object: acme-site/careers/index.html</Details></Error>")
AZURE_BLOB = (b'\xef\xbb\xbf<?xml version="1.0" encoding="utf-8"?><Error><Code>BlobNotFound</Code><Message>The '
              b"specified blob does not exist.\nRequestId:5c3f0e2a-801e-0052-1f6a-48c1f4000000\nTime:2026-12-07T06:02:"
              b"11.4213851Z</Message></Error>")
AZURE_PUBLIC = (b'\xef\xbb\xbf<?xml version="1.0" encoding="utf-8"?><Error><Code>PublicAccessNotPermitted</Code>'
                b"<Message>Public access is not permitted on this storage account.\nRequestId:5c3f0e2a-801e-0052-1f6a-"
                b"48c1f4000000\nTime:2026-12-07T06:02:11.4213851Z</Message></Error>")
S3_SLOWDOWN = (b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SlowDown</Code><Message>Please reduce your request '
               b"rate.</Message><RequestId>K2H6N8ZQ</RequestId></Error>")
SQUARESPACE_EXPIRED = page("Website Expired",
                            '<div class="page"><div class="content"><h1>Website Expired</h1><p>This website has '
                            "expired. If you are the site owner, log in to renew your subscription.</p><a class=\"button"
                            '" href="https://login.squarespace.com/">Site Owner Login</a></div><div class="footer">'
                            '<a href="https://www.squarespace.com">Powered by Squarespace</a></div></div>',
                            '<link rel="stylesheet" href="https://static1.squarespace.com/static/ta/5134cbefe4b0c6fb04df8065'
                            '/10515/assets/expired.css">')
WIX_DELETED = page("This site was deleted",
                    '<div id="root"><div class="wrapper"><h2>This site was deleted</h2><p>The owner of this website '
                    'has deleted it. Want to create your own website?</p><a href="https://www.wix.com/">Start Now</a>'
                    "</div></div>", '<link rel="icon" href="https://www.wix.com/favicon.ico">')
WIX_UNPUBLISHED = page("Site Not Published",
                        '<div class="wrapper"><h2>Looks like this site isn\'t published yet.</h2><p>Check back soon. '
                        'If you\'re the owner, publish it from your dashboard.</p><a href="https://www.wix.com/">Create '
                        "your own site with Wix</a></div>")
WPCOM_MISSING = page("acmecorp.wordpress.com doesn&#8217;t exist",
                      '<div class="wpcom-site"><h1>acmecorp.wordpress.com doesn&#8217;t&nbsp;exist</h1><p>Do you want '
                      'to register <strong>acmecorp.wordpress.com</strong>?</p><p><a href="https://wordpress.com/start'
                      '?ref=coming_soon">Create your website with WordPress.com</a></p></div>')
GHOST_OFFLINE = page("Site offline",
                      '<div class="gh-offline"><h1>This site is offline</h1><p>If you\'re the owner of this site, '
                      'please <a href="https://ghost.org/signin/">sign in</a> to restore it.</p></div>')
SHOPIFY_UNAVAILABLE = page("Store unavailable",
                            '<div class="page"><h1>This store is unavailable</h1><p>Are you the store owner? <a '
                            'href="https://www.shopify.com/login">Log in here</a></p></div>')

# controls: real pages with scary words that stay pages
STATUS_HISTORY = page("Incident History | Acme Status", NAV + "<main><h1>Incident History</h1>" + "".join(
    f'<div class="incident"><h3><a href="/incidents/{i}">Elevated 503 Service Unavailable errors on the API</a></h3>'
    f"<p>Resolved - Between 14:02 and 14:31 UTC requests returned 503 Service Unavailable and 502 Bad Gateway. "
    f"Nov {i}, 2026</p></div>" for i in range(1, 12)) + "</main>")
DOCS_429 = page("Rate limits &amp; 429 Too Many Requests | Acme API Docs",
                 NAV + "<main><h1>Rate limits</h1><p>When you exceed the limit the API answers <code>429 Too Many "
                 "Requests</code> with a <code>Retry-After</code> header. The body says <q>You are being rate "
                 "limited</q>.</p><pre>HTTP/1.1 429 Too Many Requests\nRetry-After: 30</pre>" + ARTICLE + "</main>")
DOCS_429_SMALL = page("Handling 429 errors | Acme Docs",
                       "<main><h1>Handling 429 errors</h1><p>If you are being rate limited, back off and honour "
                       "Retry-After. Access denied errors (403) mean your key lacks a scope.</p></main>")
BLOG_ACCESS_DENIED = page("Access denied: lessons learned from a year of zero trust | Acme Engineering",
                           NAV + "<article><h1>Access denied: lessons learned</h1>" + ARTICLE + "</article>")
BLOG_ACCESS_DENIED_SHORT = page("Access denied: lessons learned",
                                 '<article><h1>Access denied: lessons learned</h1><p>What a year of zero trust taught '
                                 'us. <a href="/blog">More posts</a></p></article>')
CAREERS_SRE = page("Careers | Acme", NAV + "<main><h1>Open positions</h1><ul>" + "".join(
    f'<li><a href="/careers/{i}">{t}</a> <span>Berlin</span></li>' for i, t in enumerate((
        "Site Reliability Engineer \u2013 Error Budgets", "Backend Engineer, Rate Limiting",
        "Security Engineer, Access Denied Investigations", "Support Engineer (503s and 504s)"))) + "</ul></main>")
CONTACT_TURNSTILE = page("Contact us | Acme",
                          '<main><h1>Contact us</h1><form method="post" action="/contact"><input type="text" '
                          'name="name"><input type="email" name="email"><textarea name="message"></textarea><div '
                          'class="cf-turnstile" data-sitekey="0x4AAAAAAAB1c2d3e4f5g6h7"></div><button>Send</button>'
                          "</form></main>",
                          '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>')
NEWSLETTER_TURNSTILE = page("Newsletter | Acme",
                             '<form action="/subscribe"><label>Email <input type="email" name="email"></label><div '
                             'class="cf-turnstile" data-sitekey="0x4AAAAAAAB1c2d3e4f5g6h7" data-theme="light"></div>'
                             "<button>Subscribe</button></form>",
                             '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async></script>')
BLOG_EXPIRED = page("Website expired? What happens to your Squarespace site | Acme Agency",
                     NAV + "<article><h1>Website expired?</h1><p>This website has expired is what visitors see."
                     "</p>" + ARTICLE + "</article>")
DOCS_NOSUCHKEY = page("Fixing NoSuchKey errors when serving a site from S3 | Acme Docs",
                       "<main><h1>NoSuchKey</h1><pre>&lt;Error&gt;&lt;Code&gt;NoSuchKey&lt;/Code&gt;&lt;/Error&gt;"
                       "</pre>" + ARTICLE + "</main>")
STACK_PAGE = page("Our stack | Acme", "<main><h1>Our stack</h1><p>We serve pages from a Varnish cache server in front "
                   "of nginx, with Fastly at the edge. When it fails you see Guru Meditation.</p></main>")
SITEMAP = (b'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
           b"<url><loc>https://www.acme-corp.com/careers</loc></url></urlset>")
XML_API_ERRORS_FIELD = (b'<?xml version="1.0"?><Response><Error><Code>0</Code><Message>none</Message></Error><Jobs>'
                        b"<Job><Title>Engineer</Title></Job></Jobs></Response>")
CF_WORKER_PAGE = page("Acme | Build faster", NAV + "<main><h1>Build faster</h1>" + ARTICLE + "</main>",
                       '<script defer src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon=\'{"token"'
                       ': "3f2e1d"}\'></script>')
SMALL_OFFLINE_MENTION = page("Offline mode | Acme App",
                              "<main><h1>Offline mode</h1><p>Acme keeps working when this site is offline for you: "
                              "edits sync later.</p></main>")

# ---- more pages a server writes in place of the page (round 15, second batch)
NGINX_403 = (b"<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n<center><h1>403 Forbidden</h1></center>"
             b"\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n")
APACHE_401 = (b'<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>401 Unauthorized</title>\n'
              b"</head><body>\n<h1>Unauthorized</h1>\n<p>This server could not verify that you\nare authorized to "
              b"access the document\nrequested.  Either you supplied the wrong\ncredentials (e.g., bad password), or "
              b"your\nbrowser doesn't understand how to supply\nthe credentials required.</p>\n<hr>\n<address>"
              b"Apache/2.4.41 (Ubuntu) Server at www.acme-corp.com Port 443</address>\n</body></html>\n")
IIS_403 = page("403 - Forbidden: Access is denied.",
               '<div id="header"><h1>Server Error</h1></div><div id="content"><div class="content-container"><fieldset>'
               "<h2>403 - Forbidden: Access is denied.</h2><h3>You do not have permission to view this directory or page "
               "using the credentials that you supplied.</h3></fieldset></div></div>")
S3_WEBSITE_403 = (b"<html>\n<head><title>403 Forbidden</title></head>\n<body>\n<h1>403 Forbidden</h1>\n<ul>\n<li>Code: "
                  b"AccessDenied</li>\n<li>Message: Access Denied</li>\n<li>RequestId: 6QK1H0BZ9X5M7T2R</li>\n<li>HostId: "
                  b"Jx1b2Zk9n0mTq4uJ0z3pR8s5dG0o1Yc2wQeH7vL6aX9tB3kN5fM=</li>\n</ul>\n<hr/>\n</body>\n</html>\n")
WELCOME_NGINX = (b"<!DOCTYPE html>\n<html>\n<head>\n<title>Welcome to nginx!</title>\n<style>\nhtml { color-scheme: light "
                 b"dark; }\nbody { width: 35em; margin: 0 auto;\nfont-family: Tahoma, Verdana, Arial, sans-serif; }\n"
                 b"</style>\n</head>\n<body>\n<h1>Welcome to nginx!</h1>\n<p>If you see this page, the nginx web server is "
                 b"successfully installed and\nworking. Further configuration is required.</p>\n\n<p>For online "
                 b'documentation and support please refer to\n<a href="http://nginx.org/">nginx.org</a>.<br/>\n'
                 b'Commercial support is available at\n<a href="http://nginx.com/">nginx.com</a>.</p>\n\n<p><em>Thank you '
                 b"for using nginx.</em></p>\n</body>\n</html>\n")
APACHE_DEFAULT = page("Apache2 Ubuntu Default Page: It works",
                      '<div class="main_page"><div class="page_header floating_element"><span class="floating_element">'
                      "Apache2 Ubuntu Default Page</span></div><div class=\"content_section floating_element\"><div "
                      'class="section_header section_header_red"><div id="about"></div>It works!</div><div '
                      'class="content_section_text"><p>This is the default welcome page used to test the correct '
                      "operation of the Apache2 server after installation on Ubuntu systems. If you can read this page, "
                      "it means that the Apache HTTP server installed at this site is working properly. You should "
                      "<b>replace this file</b> (located at <tt>/var/www/html/index.html</tt>) before continuing to "
                      "operate your HTTP server.</p></div></div></div>")
IIS_DEFAULT = page("IIS Windows Server", '<div id="container"><a href="http://go.microsoft.com/fwlink/?linkid=66138&amp;'
                   'clcid=0x409"><img src="iisstart.png" alt="IIS" width="960" height="600" /></a></div>')
CPANEL_SUSPENDED = page("Account Suspended",
                        '<div class="container"><h1>This Account has been suspended.</h1><p>Contact your hosting '
                        "provider for more information.</p></div>",
                        '<link rel="stylesheet" href="/cgi-sys/css/suspended.css">')
CPANEL_DEFAULT = page("Default Web Site Page",
                      '<div class="container"><h1>Future home of something quite cool.</h1><p>If you\'re the <strong>'
                      "site owner</strong>, log in to launch this site</p><p>If you are a visitor, check back soon.</p>"
                      "</div>")
FASTLY_UNKNOWN = (b"<html><head><title>Fastly error: unknown domain www.acme-corp.com</title></head><body><p>Fastly "
                  b"error: unknown domain: www.acme-corp.com. Please check that this domain has been added to a "
                  b"service.</p><p>Details: cache-ams21058-AMS</p></body></html>")
JOB_GONE = page("This job is no longer available | Acme Careers",
                '<main><h1>This job is no longer available</h1><p>The position you are looking for has been filled. '
                '<a href="/careers">See all open positions</a></p></main>')
# controls
FORBIDDEN_CITY = page("Forbidden City tours | Acme Travel", '<main><h1>Forbidden City tours</h1><p>Half-day tours of the '
                      'palace museum, with a guide. <a href="/book">Book</a></p></main>')
NGINX_HOWTO = page("How to replace the Welcome to nginx! page | Acme Docs",
                   "<article><h1>Replacing nginx's default page</h1>" + ARTICLE + "</article>")
COMING_SOON = page("Acme \u2013 Coming soon", "<main><h1>Something new is coming</h1><p>Sign up for news.</p><form "
                   'action="/subscribe"><input type="email" name="email"><button>Notify me</button></form></main>')
ALL_OPERATIONAL = page("Acme Status", "<main><h1>All Systems Operational</h1><p>API: Operational. Dashboard: "
                       "Operational. Past incidents: 503 errors on Nov 3 (resolved).</p></main>")

# ---- platform pages titled by the site's own name (the heading says what happened), and Cloudflare's other codes
SQUARESPACE_EXPIRED_SITE_TITLE = SQUARESPACE_EXPIRED.replace(b"<title>Website Expired</title>",
                                                             b"<title>Acme Corp</title>")
SHOPIFY_SHOP_TITLE = page("Acme Outdoor", '<div class="page"><h1>Sorry, this shop is currently unavailable.</h1></div>')
GH_PAGES_SITE_TITLE = GH_PAGES_404.replace(b"Site not found &middot; GitHub Pages", b"acme-corp.github.io")
CF_1001 = _cf_error("1001", "DNS resolution error | www.acme-corp.com | Cloudflare", "DNS resolution error",
                    "You've requested a page on a website (www.acme-corp.com) that is on the Cloudflare network. "
                    "Cloudflare is currently unable to resolve your requested domain (www.acme-corp.com).")
CF_1003 = _cf_error("1003", "Direct IP access not allowed | Cloudflare", "Direct IP access not allowed",
                    "You've requested an IP address that is part of the Cloudflare network. A valid Host header must "
                    "be supplied to reach the desired website.")
CF_1101 = _cf_error("1101", "Worker threw exception | www.acme-corp.com | Cloudflare", "Worker threw exception",
                    "You've requested a page on a website (www.acme-corp.com) that is on the Cloudflare network. An "
                    "unknown error occurred while rendering the page.")
# controls
STORE_MAINTENANCE = page("Acme Outdoor", "<main><h1>Our online store is currently unavailable</h1><p>We are updating "
                         "our catalogue. Visit us in Berlin, Torstra\u00dfe 1.</p></main>")
FAQ_EXPIRED = page("Help | Acme Sites", "<main><h1>What if my website has expired?</h1><p>Renew within 30 days and "
                   "nothing is lost.</p></main>")

# ---- maintenance pages, other refusals and rate limits answered 200
WP_MAINTENANCE = page("Maintenance", "<h1>Briefly unavailable for scheduled maintenance. Check back in a minute.</h1>")
UNDER_MAINTENANCE = page("Acme Corp | Under Maintenance",
                         "<h1>We&rsquo;ll be back soon!</h1><p>Sorry for the inconvenience. We&rsquo;re performing some "
                         "maintenance at the moment.</p>")
BE_BACK_SOON = page("We&rsquo;ll be back soon!",
                    "<article><h1>We&rsquo;ll be back soon!</h1><div><p>Sorry for the inconvenience but we&rsquo;re "
                    "performing some maintenance at the moment. We&rsquo;ll be back online shortly!</p><p>&mdash; The "
                    "Team</p></div></article>")
WARTUNG = page("Wartungsarbeiten \u2013 Acme GmbH", "<h1>Wir sind bald zur\u00fcck</h1><p>Unsere Website wird gerade "
               "gewartet. Bitte versuchen Sie es sp\u00e4ter erneut.</p>")
NGINX_429 = (b"<html>\r\n<head><title>429 Too Many Requests</title></head>\r\n<body>\r\n<center><h1>429 Too Many "
             b"Requests</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n")
NGINX_400 = (b"<html>\r\n<head><title>400 Bad Request</title></head>\r\n<body>\r\n<center><h1>400 Bad Request</h1>"
             b"</center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n")
GITHUB_TOO_MANY = page("Too Many Requests &middot; GitHub", '<div class="container"><h1>Whoa there!</h1><p>You have '
                       "exceeded a secondary rate limit.</p><p>Please wait a few minutes before you try again.</p></div>")
NETLIFY_PAUSED = page("Site not available", "<h1>Site not available</h1><p>This site was paused as it reached its usage "
                      "limits. Please contact the site owner for more information.</p>")
RENDER_SUSPENDED = page("Service Suspended", "<h1>This service has been suspended.</h1><p>If you are the owner, check "
                        "your dashboard.</p>")
# controls
MAINTENANCE_SERVICES = page("Maintenance services | Acme Facility", "<main><h1>Maintenance services</h1><p>HVAC and "
                            'lift maintenance, 24/7, across Bavaria. We will be back in touch within a day.</p><a '
                            'href="/contact">Contact</a></main>')
FOUR_REASONS = page("4 reasons to join Acme", "<main><h1>4 reasons to join Acme</h1><p>Remote first, four-day weeks, "
                    "a learning budget and great people.</p></main>")
STATUS_MAINTENANCE = page("Scheduled maintenance for the database upgrade | Acme Status",
                          "<main><h1>Scheduled maintenance for the database upgrade</h1><p>Completed - The scheduled "
                          "maintenance has been completed and we are back to normal.</p></main>")
BLOG_NOT_EXIST = page("Why the perfect job description doesn't exist | Acme Blog",
                      "<article><h1>Why the perfect job description doesn't exist</h1><p>Short answer: people change."
                      "</p></article>")
DOCS_TOO_MANY = page("Handling Too Many Requests errors | Acme Docs",
                     "<main><h1>Handling Too Many Requests errors</h1><p>Back off and retry after the delay the API "
                     "names.</p></main>")
