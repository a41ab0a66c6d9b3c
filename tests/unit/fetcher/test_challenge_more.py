"""Bot-challenge recognition on realistic vendor pages (recall) and on realistic ordinary pages that
merely mention, embed or sit behind the vendors (precision). Pure: no network."""
from __future__ import annotations

import gzip
import time
from pathlib import Path

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.challenge import detect_challenge
from changewire_fetcher.classify import classify_response

# --- interstitials as the vendors serve them ---------------------------------------------------------------------

CF_JUST_A_MOMENT = (
    b'<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>'
    b'<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" '
    b'content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" '
    b'content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:'
    b'1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system}body{display:flex;'
    b'flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem}</style>'
    b'<meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main">'
    b'<div class="main-content"><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and '
    b"cookies to continue</span></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',"
    b"cZone: \"www.acme.com\",cType: 'managed',cRay: '8a1b2c3d4e5f6789',cH: 'x.Yz-1718000000-1.1.1.1-abc',"
    b"cUPMDTk: \"\\/?__cf_chl_tk=abc.def-1718000000-0-gaNycGzNCrs\",cFPWv: 'b',cITimeS: '1718000000',"
    b"cTplC: 0,cTplV: 5,cTplB: 'cf',cK: \"\",fa: \"\\/?__cf_chl_f_tk=abc\",md: \"QWxhZGRpbg\",cRq: {ru: 'aHR0cHM6',"
    b"ra: 'TW96aWxsYQ',rm: 'R0VU',d: 'a1b2',t: 'MTcxODAwMDAwMC4wMDAwMDA=',cT: Math.floor(Date.now() / 1000),m: 'x'}};"
    b"var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/"
    b"v1?ray=8a1b2c3d4e5f6789';window._cf_chl_opt.cOgUHash = location.hash === '' && location.href.indexOf('#') !== -1"
    b" ? '#' : location.hash;if (window.history && window.history.replaceState) {var ogU = location.pathname + "
    b"window._cf_chl_opt.cOgUQuery + window._cf_chl_opt.cOgUHash;history.replaceState(null, null, \"\\/?__cf_chl_rt_tk"
    b"=abc\" + window._cf_chl_opt.cOgUHash);cpo.onload = function() {history.replaceState(null, null, ogU);}}"
    b"document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>")

#: the same page as the 2024+ template, localised (French), no "Just a moment" title
CF_MANAGED_FR = (
    b'<!DOCTYPE html><html lang="fr-FR"><head><title>Un instant\xe2\x80\xa6</title><meta charset="UTF-8"></head>'
    b'<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">'
    b'www.acme.fr</h1><p id="Truv1" class="h2 spacer-bottom">V\xc3\xa9rification que vous \xc3\xaates un humain. '
    b'Cela peut prendre quelques secondes.</p><div id="challenge-stage"></div></div></div>'
    b"<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'www.acme.fr',cType: 'managed'};"
    b"var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/managed/v1?ray=8a1';"
    b"document.getElementsByTagName('head')[0].appendChild(a);}());</script></body></html>")

CF_TURNSTILE = (
    b'<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta charset="UTF-8">'
    b'<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script></head><body>'
    b'<div class="main-content"><h1>www.acme.com</h1><h2 id="challenge-running">Verify you are human by '
    b'completing the action below.</h2><div class="cf-turnstile" data-sitekey="0x4AAAAAAADnPIDROrmt1Wwj"></div>'
    b'<div id="challenge-body-text">www.acme.com needs to review the security of your connection before '
    b'proceeding.</div></div></body></html>')

CF_ATTENTION = (
    b'<!DOCTYPE html><!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]--><head>'
    b'<title>Attention Required! | Cloudflare</title><meta charset="UTF-8" /><meta name="robots" content="noindex, '
    b'nofollow" /><link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/cf.errors.css" /></head><body>'
    b'<div id="cf-wrapper"><div id="cf-error-details" class="cf-error-details-wrapper"><div class="cf-wrapper '
    b'cf-header cf-error-overview"><h1 data-translate="block_headline">Sorry, you have been blocked</h1><h2 '
    b'class="cf-subheadline"><span data-translate="unable_to_access">You are unable to access</span> acme.com</h2>'
    b'</div><div class="cf-section cf-wrapper"><h2 data-translate="blocked_why_headline">Why have I been blocked?'
    b'</h2><p data-translate="blocked_why_detail">This website is using a security service to protect itself from '
    b'online attacks. The action you just performed triggered the security solution.</p></div>'
    b'<div class="cf-error-footer cf-wrapper"><p><span class="cf-footer-item">Cloudflare Ray ID: '
    b'<strong class="font-semibold">8a1b2c3d4e5f6789</strong></span></p></div></div></div></body></html>')

CF_1020 = (
    b'<!DOCTYPE html><html class="no-js" lang="en-US"><head><title>Access denied | www.acme.com used Cloudflare '
    b'to restrict access</title><meta charset="UTF-8" /><link rel="stylesheet" href="/cdn-cgi/styles/main.css" />'
    b'</head><body><div id="cf-wrapper"><div id="cf-error-details" class="p-0"><header class="mx-auto pt-10 '
    b'lg:pt-6"><h1 class="inline-block sm:block sm:mb-2 font-light text-60 lg:text-4xl">'
    b'<span data-translate="error">Error</span><span>1020</span></h1><span class="inline-block">Ray ID: '
    b'8a1b2c3d4e5f6789 &bull;</span><h2 class="text-gray-600">Access denied</h2></header>'
    b'<section class="w-240 lg:w-full mx-auto mb-8 lg:px-8"><div id="what-happened-section"><h2>What happened?</h2>'
    b'<p>This website is using a security service to protect itself from online attacks.</p></div></section>'
    b'</div></div></body></html>')

AKAMAI_DENIED = (
    b'<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don\'t have '
    b'permission to access "http&#58;&#47;&#47;www&#46;acme&#46;com&#47;careers" on this server.<P>\n'
    b'Reference&#32;&#35;18&#46;6f64d917&#46;1718000000&#46;1a2b3c4d\n<P>https&#58;&#47;&#47;errors&#46;'
    b'edgesuite&#46;net&#47;18&#46;6f64d917&#46;1718000000&#46;1a2b3c4d</P>\n</BODY>\n</HTML>\n')

AKAMAI_BM_VERIFY = (
    b'<html><head><meta http-equiv="refresh" content="5; URL=\'/careers?bm-verify=AAQAAAAI_____'
    b'zH4dL0yV8bA\'" /></head><body><div style="text-align: center;font-family: Arial, Helvetica, sans-serif;">'
    b'<p>&nbsp;</p></div><script>var i = 1718000000; var j = i + Number("5483" + "45876");'
    b'var xhr = new XMLHttpRequest();xhr.open("POST", "/_sec/verify?provider=interstitial", false);'
    b'xhr.setRequestHeader("Content-Type", "application/json");xhr.send(JSON.stringify({"bm-verify":'
    b'"AAQAAAAI_____zH4dL0yV8bA", "pow": j}));window.location.reload();</script></body></html>')

AKAMAI_SEC_CPT = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Challenge Validation</title>'
    b'<link rel="stylesheet" type="text/css" href="/_sec/cp_challenge/sec-4-4.css"><script type="text/javascript">'
    b"function cp_clge_done(){location.reload(true);}</script><script src=\"/_sec/cp_challenge/sec-cpt-int-4-4.js\" "
    b'async defer></script></head><body><div class="sec-container"><div id="sec-text-container"><iframe '
    b'id="sec-text-if" class="custmsg" src="/_sec/cp_challenge/abc-4-4.htm"></iframe></div><div '
    b'id="sec-if-container"><iframe id="sec-cpt-if" provider="crypto" class="crypto" data-key="" '
    b'data-duration=5 src="/_sec/cp_challenge/ak-challenge-4-4.htm"></iframe></div></div></body></html>')

DATADOME = (
    b"<html><head><title>acme.com</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%"
    b"{opacity:0;}100%{opacity:1;}}</style></head><body style=\"margin:0\"><p id=\"cmsg\">Please enable JS and "
    b"disable any ad blocker</p><script data-cfasync=\"false\">var dd={'rt':'c','cid':'AHrlqAAAAAMAxyz==','hsh':"
    b"'A55FBF4311ED6F1BF9911EB71931D5','t':'fe','s':17434,'e':'abc','host':'geo.captcha-delivery.com','cookie':"
    b"'xyz'}</script><script data-cfasync=\"false\" src=\"https://ct.captcha-delivery.com/c.js\"></script>"
    b"</body></html>")

DATADOME_IFRAME = (
    b'<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, '
    b'initial-scale=1"></head><body style="margin:0;padding:0;overflow:hidden"><iframe src="https://geo.'
    b'captcha-delivery.com/captcha/?initialCid=AHrlqAAAAAMA&amp;hash=A55FBF&amp;cid=abc&amp;t=fe&amp;referer='
    b'https%3A%2F%2Fwww.acme.com%2F&amp;s=17434" title="DataDome CAPTCHA" width="100%" height="100%" '
    b'sandbox="allow-scripts allow-same-origin allow-forms" frameborder="0" border="0" scrolling="yes"></iframe>'
    b'</body></html>')

PERIMETERX = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-'
    b'width, initial-scale=1"><meta name="description" content="px-captcha"><title>Access to this page has been '
    b'denied</title><style>.container{align-items:center;display:flex;flex:1;justify-content:space-between;'
    b'flex-direction:column;height:100%}</style></head><body><section class="container"><div class="page-title-'
    b'wrapper"><div class="page-title"><h1 class="page-title">Before we continue...</h1></div></div><div '
    b'class="content-wrapper"><div class="content"><div id="px-captcha-wrapper"><div class="px-loader-wrapper">'
    b'<div class="px-loader"></div></div><div id="px-captcha"></div></div><p>Press &amp; Hold to confirm you are'
    b'<br>a human (and not a bot).</p><p class="refid">Reference ID <span id="refid">0d8c4e1a-2d45</span></p>'
    b"</div></div></section><script>window._pxVid = '';window._pxUuid = '0d8c4e1a-2d45';window._pxAppId = "
    b"'PXu6b0qd2S';window._pxHostUrl = '/u6b0qd2S/xhr';window._pxJsClientSrc = '/u6b0qd2S/init.js';"
    b"window._pxFirstPartyEnabled = true;var pxCaptchaSrc = '/u6b0qd2S/captcha/captcha.js?a=c&u=0d8c&v=&m=0';"
    b"var script = document.createElement('script');script.src = pxCaptchaSrc;"
    b"document.head.appendChild(script);</script></body></html>")

IMPERVA_IFRAME = (
    b'<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection"'
    b' content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" '
    b'content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_'
    b'Incapsula_Resource?CWUDNSAI=23&xinfo=5-12345678-0%200NNN%20RT%281718000000%20123%29&incident_id=123-45678'
    b'9&edet=12&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" '
    b'marginwidth="0px">Request unsuccessful. Incapsula incident ID: 123000450012345678-9876543210</iframe>'
    b'</body></html>')

IMPERVA_PARDON = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Pardon Our Interruption</title></head><body>'
    b'<div class="container"><h1>Pardon Our Interruption</h1><p>As you were browsing something about your '
    b'browser made us think you were a bot. There are a few reasons this might happen:</p><ul><li>You\'re a '
    b'power user moving through this website with super-human speed.</li><li>You\'ve disabled cookies in your '
    b'web browser.</li></ul><p>To regain access, please make sure that cookies and JavaScript are enabled before '
    b'reloading the page.</p></div></body></html>')

AWS_WAF_CHALLENGE = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,'
    b' initial-scale=1"><title></title><style>body{font-family:"Arial"}</style><script type="text/javascript">'
    b'window.awsWafCookieDomainList = [];window.gokuProps = {"key":"AQIDAHjcYu/GjX+QlghicBgQ/7bFaQZ+m5FKCMDnO+vTbNg'
    b'96AE","iv":"CgAGVTNd9JAAAAqN","context":"rn7VRm2d4yQ8ltmnrVxUE"};</script><script src="https://de5282c3ca0c.'
    b'2f8e3d4d.eu-west-1.token.awswaf.com/de5282c3ca0c/526cf06acb0d/1f1cc3a8127b/challenge.js"></script></head>'
    b'<body><div id="challenge-container"></div><script type="text/javascript">AwsWafIntegration.saveReferrer();'
    b'ChallengeScript.submitResponse = function(){window.location.reload(true);};</script><noscript><h1>JavaScript'
    b' is disabled</h1>In order to continue, we need to verify that you\'re not a robot. This requires JavaScript. '
    b'Enable JavaScript and then reload the page.</noscript></body></html>')

AWS_WAF_CAPTCHA = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title></title><script type="text/javascript">'
    b'window.awsWafCookieDomainList = [];window.gokuProps = {"key":"AQID","iv":"CgAG","context":"rn7V"};</script>'
    b'<script src="https://de5282c3ca0c.edge.captcha-sdk.awswaf.com/de5282c3ca0c/jsapi.js"></script></head><body>'
    b'<div id="captcha-container"></div><script type="text/javascript">AwsWafIntegration.saveReferrer();'
    b'window.addEventListener("load", function() {const container = document.querySelector("#captcha-container");'
    b'CaptchaScript.renderCaptcha(container, async (voucher) => {await ChallengeScript.submitCaptcha(voucher);'
    b'window.location.reload(true);});});</script></body></html>')

SUCURI_BLOCK = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sucuri WebSite Firewall - Access Denied'
    b'</title><link rel="stylesheet" href="https://cdn.sucuri.net/sucuri-firewall-block.css" /></head><body><div '
    b'id="main-container"><div id="error-container"><h2>Access Denied - Sucuri Website Firewall</h2><table><tr>'
    b'<td>Your IP:</td><td>203.0.113.7</td></tr><tr><td>URL:</td><td>www.acme.com/careers</td></tr><tr><td>Block '
    b'ID:</td><td>BNP005</td></tr><tr><td>Block reason:</td><td>Bad bot access attempt.</td></tr></table><p>If '
    b'you are the site owner (or you manage this site), please whitelist your IP or if you think this block is an '
    b'error please <a href="https://support.sucuri.net/">open a support ticket</a>.</p><p>Block ID: BNP005 '
    b'cloudproxy@sucuri.net</p></div></div></body></html>')

SUCURI_JS = (
    b"<html><title>You are being redirected...</title>\n<noscript>Javascript is required. Please enable javascript "
    b"before you are allowed to see this page.</noscript>\n<script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String."
    b"fromCharCode,sucuri_cloudproxy_js='',S='cD0iNHNlYyIuY2hhckF0KDIpICsgIjFzdWN1ciIuY2hhckF0KDApKyI=';L=S.length;"
    b"U=0;r='';var A='ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';for(u=0;u<64;u++){s[A."
    b"charAt(u)]=u;}for(i=0;i<L;i++){c=s[S.charAt(i)];U=(U<<6)+c;l+=6;while(l>=8){((a=(U>>>(l-=8))&0xff)||(i<(L-2)))"
    b"&&(r+=w(a));}}e(r);</script></html>")

KASADA = (
    b"<html><head><script>window.KPSDK={};KPSDK.now=typeof performance!=='undefined'&&performance.now?performance."
    b"now.bind(performance):Date.now.bind(Date);KPSDK.start=KPSDK.now();</script><script src=\"/149e9513-01fa-4fb0-"
    b"aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3/ips.js?tkrm_alpekz_s1.3=0EOFJkp\"></script></head>"
    b"<body></body></html>")

F5_ASM = (
    b"<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with "
    b"your administrator.<br><br>Your support ID is: 12345678901234567890<br><br><a href='javascript:history.back();'"
    b">[Go Back]</a></body></html>")

F5_TSPD = (
    b'<!DOCTYPE html><html><head><meta http-equiv="Pragma" content="no-cache"/><meta http-equiv="Expires" '
    b'content="-1"/><meta http-equiv="CacheControl" content="no-cache"/><meta http-equiv="Content-Type" '
    b'content="text/html; charset=utf-8"/><link rel="shortcut icon" href="data:;base64,iVBORw0KGgo="/><script>'
    b'(function(){window["bobcmn"] = "1111101010101020000000220000000520000000021b1c2a4d200000096200000000200";'
    b'window.yfUA=!!window.yfUA;try{(function(){})();}catch(e){}})();</script><script type="text/javascript" '
    b'src="/TSPD/08e841a5c5ab2000a1b2c3d4?type=7"></script><noscript>Please enable JavaScript to view the page '
    b'content.<br/>Your support ID is: 1234567890.</noscript></head><body></body></html>')

VERCEL = (
    b'<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width,'
    b' initial-scale=1"/><title>Vercel Security Checkpoint</title><style>body{background:#000;color:#ededed}</style>'
    b'</head><body><div class="container"><div class="card"><h1>We&#x27;re verifying your browser</h1><div '
    b'class="spinner"></div><noscript><p>Enable JavaScript to continue</p></noscript><p class="footer">Website '
    b'owner? Click <a href="https://vercel.link/security-checkpoint">here</a> to learn more.</p></div></div>'
    b'<script src="/.well-known/vercel/security/static/challenge.v2.min.js" async></script></body></html>')

DDOS_GUARD = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>DDoS-Guard</title><meta name="viewport" '
    b'content="width=device-width, initial-scale=1"><script src="/.well-known/ddos-guard/check?context=free_splash">'
    b'</script></head><body><div class="container"><h1>Checking your browser before accessing acme.ru</h1><p>This '
    b'process is automatic. Your browser will redirect to your requested content shortly.</p><p>Please allow up to '
    b'5 seconds...</p><a href="https://ddos-guard.net/" target="_blank">DDoS protection by DDoS-Guard</a></div>'
    b'</body></html>')

HCAPTCHA_WALL = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>acme.com</title><script src="https://js.hcaptcha.com/'
    b'1/api.js" async defer></script></head><body><div class="wrap"><h1>One more step</h1><p>Please complete the '
    b'security check to access acme.com</p><form action="/.challenge/verify" method="POST"><input type="hidden" '
    b'name="r" value="abc"><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div>'
    b'<button type="submit">Continue</button></form></div></body></html>')

RECAPTCHA_GOOGLE_SORRY = (
    b"<html><head><meta http-equiv=\"content-type\" content=\"text/html; charset=utf-8\"><meta name=\"viewport\" "
    b"content=\"initial-scale=1\"><title>https://www.acme.com/search?q=careers</title></head><body style=\"font-family:"
    b" arial, sans-serif; background-color: #fff; color: #000; padding:20px; font-size:18px;\"><div style=\"max-width:"
    b"400px;\"><hr noshade size=\"1\" style=\"color:#ccc; background-color:#ccc;\"><br><form id=\"captcha-form\" "
    b"action=\"index\" method=\"post\"><noscript><div style=\"font-size:13px;\">In order to continue, please enable "
    b"javascript on your web browser.</div></noscript><script src=\"https://www.google.com/recaptcha/api.js\" async "
    b"defer></script><script>var submitCallback = function(response) {document.getElementById('captcha-form')."
    b"submit();};</script><div id=\"recaptcha\" class=\"g-recaptcha\" data-sitekey=\"6LfwuyUTAAAAAOAmoS0fdqijC2PbbdH4"
    b"kjq62Y1b\" data-callback=\"submitCallback\" data-s=\"abc\"></div><input type='hidden' name='q' value='EgQ'>"
    b"<input type=\"hidden\" name=\"continue\" value=\"https://www.acme.com/search?q=careers\"></form><hr noshade "
    b"size=\"1\" style=\"color:#ccc; background-color:#ccc;\"><div style=\"font-size:13px;\"><b>About this page</b>"
    b"<br><br>Our systems have detected unusual traffic from your computer network.  This page checks to see if it's"
    b" really you sending the requests, and not a robot.<br><br>IP address: 203.0.113.7<br>Time: 2024-06-10T10:00:00Z"
    b"<br>URL: https://www.acme.com/search?q=careers<br></div></div></body></html>")

RECAPTCHA_WALL_200 = (
    b'<!DOCTYPE html><html><head><title>Security Check</title><script src="https://www.google.com/recaptcha/api.js">'
    b'</script></head><body><h2>Please verify you are a human</h2><form method="post" action="/verify">'
    b'<div class="g-recaptcha" data-sitekey="6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"></div><input type="submit" '
    b'value="Continue"></form></body></html>')

CF_HEADERS = {"Server": "cloudflare", "CF-RAY": "8a1b2c3d4e5f6789-AMS", "Content-Type": "text/html; charset=UTF-8"}

#: (name, body, vendor headers as the vendor sends them, statuses the vendor really uses, vendor)
REAL: list[tuple[str, bytes, dict[str, str], tuple[int, ...], str]] = [
    ("cf_just_a_moment", CF_JUST_A_MOMENT, {**CF_HEADERS, "cf-mitigated": "challenge"}, (403, 503, 429, 200),
     "cloudflare"),
    ("cf_managed_fr", CF_MANAGED_FR, {**CF_HEADERS, "cf-mitigated": "challenge"}, (403, 503, 200), "cloudflare"),
    ("cf_turnstile", CF_TURNSTILE, {**CF_HEADERS, "cf-mitigated": "challenge"}, (403, 503, 200), "cloudflare"),
    ("cf_attention", CF_ATTENTION, CF_HEADERS, (403, 503, 429, 200), "cloudflare"),
    ("cf_1020", CF_1020, CF_HEADERS, (403, 200), "cloudflare"),
    ("akamai_denied", AKAMAI_DENIED, {"Server": "AkamaiGHost", "Mime-Version": "1.0"}, (403, 200), "akamai"),
    ("akamai_bm_verify", AKAMAI_BM_VERIFY, {"Set-Cookie": "_abck=ABC~-1~YAAQ; Domain=.acme.com"}, (200, 403, 429),
     "akamai"),
    ("akamai_sec_cpt", AKAMAI_SEC_CPT, {"Set-Cookie": "sec_cpt=AB; path=/"}, (428, 403, 200), "akamai"),
    ("datadome", DATADOME, {"X-DataDome": "protected", "X-DD-B": "1", "Set-Cookie": "datadome=abc"}, (403, 200, 429),
     "datadome"),
    ("datadome_iframe", DATADOME_IFRAME, {"X-DataDome": "protected"}, (403, 200), "datadome"),
    ("perimeterx", PERIMETERX, {}, (403, 200, 429), "perimeterx"),
    ("imperva_iframe", IMPERVA_IFRAME, {"X-Iinfo": "5-12345678-0 0NNN RT(1718000000 123)", "X-CDN": "Imperva"},
     (200, 403), "imperva"),
    ("imperva_pardon", IMPERVA_PARDON, {"X-CDN": "Imperva"}, (403, 200, 429), "imperva"),
    ("aws_waf_challenge", AWS_WAF_CHALLENGE, {"x-amzn-waf-action": "challenge"}, (202, 200, 403), "aws_waf"),
    ("aws_waf_captcha", AWS_WAF_CAPTCHA, {"x-amzn-waf-action": "captcha"}, (405, 200, 403), "aws_waf"),
    ("sucuri_block", SUCURI_BLOCK, {"Server": "Sucuri/Cloudproxy", "X-Sucuri-ID": "16013", "X-Sucuri-Block": "BNP005"},
     (403, 200), "sucuri"),
    ("sucuri_js", SUCURI_JS, {"Server": "Sucuri/Cloudproxy", "X-Sucuri-ID": "16013"}, (200, 403, 503), "sucuri"),
    ("kasada", KASADA, {"x-kpsdk-ct": "0EOFJkp", "x-kpsdk-r": "1-AA", "x-kpsdk-c": "abc"}, (429, 403), "kasada"),
    ("f5_asm", F5_ASM, {}, (200, 403), "f5"),
    ("f5_tspd", F5_TSPD, {}, (200, 403), "f5"),
    ("vercel", VERCEL, {"Server": "Vercel", "x-vercel-mitigated": "challenge", "x-vercel-id": "fra1::abc"},
     (429, 403, 200), "vercel"),
    ("ddos_guard", DDOS_GUARD, {"Server": "ddos-guard"}, (403, 200, 503), "ddos_guard"),
    ("hcaptcha_wall", HCAPTCHA_WALL, {}, (403, 429, 200), "hcaptcha"),
    ("google_sorry", RECAPTCHA_GOOGLE_SORRY, {}, (429, 403, 503), "recaptcha"),
    ("recaptcha_wall", RECAPTCHA_WALL_200, {}, (200, 403), "recaptcha"),
]

_CASES = [(n, b, h, s) for n, b, h, statuses, _v in REAL for s in statuses]


def _latin1(body: bytes) -> bytes:
    """The page re-encoded in a legacy charset (accents included), as an origin might serve it."""
    return body.decode("utf-8").replace('charset="utf-8"', 'charset="windows-1252"').encode("cp1252", "replace")


def _utf16(body: bytes) -> bytes:
    return b"\xff\xfe" + body.decode("utf-8").encode("utf-16-le")


@pytest.mark.parametrize(("name", "body", "headers", "status"), _CASES, ids=[f"{c[0]}-{c[3]}" for c in _CASES])
@pytest.mark.parametrize("with_headers", [True, False], ids=["hdr", "nohdr"])
@pytest.mark.parametrize("encoding", ["utf8", "cp1252", "utf16"])
def test_real_interstitials_are_bot_challenges(name: str, body: bytes, headers: dict[str, str], status: int,
                                               with_headers: bool, encoding: str) -> None:
    data = body if encoding == "utf8" else _latin1(body) if encoding == "cp1252" else _utf16(body)
    hdrs = headers if with_headers else {"Content-Type": "text/html"}
    c = classify_response(status, {k.lower(): v for k, v in hdrs.items()}, data, final_url="https://www.acme.com/x",
                          sensor_domain="acme.com")
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE), (name, status)
    vendor = next(v for n, *_rest, v in REAL if n == name)
    assert c.challenge == vendor


def test_header_alone_is_enough_where_the_vendor_says_so() -> None:
    assert detect_challenge(429, {"x-vercel-mitigated": "challenge"}, b"") == "vercel"
    assert detect_challenge(202, {"x-amzn-waf-action": "challenge"}, b"") == "aws_waf"
    assert detect_challenge(403, {"cf-mitigated": "challenge"}, b"<html></html>") == "cloudflare"


# --- ordinary pages ------------------------------------------------------------------------------------------------

def _page(title: str, body: str, head: str = "", paras: int = 30) -> bytes:
    nav = "".join(f'<li><a href="/{p}">{p.title()}</a></li>' for p in ("product", "pricing", "docs", "blog",
                                                                       "careers", "about", "contact", "login"))
    text = ("<p>Acme helps teams ship faster with less toil. Our platform connects your tools, automates "
            "the boring parts, and keeps everyone on the same page without another meeting.</p>") * paras
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>{head}</head><body>'
            f'<header><nav><ul>{nav}</ul></nav></header><main>{body}{text}</main><footer>&copy; 2024 Acme Inc. '
            f'<a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer></body></html>').encode()


CONTACT_RECAPTCHA_V3 = _page(
    "Contact us | Acme",
    '<h1>Contact us</h1><form id="contact" method="post" action="/contact"><label>Name <input type="text" name="name">'
    '</label><label>Email <input type="email" name="email"></label><textarea name="message"></textarea><input '
    'type="hidden" name="g-recaptcha-response" id="g-recaptcha-response"><button class="g-recaptcha" '
    'data-sitekey="6LdAbCdE" data-callback="onSubmit" data-action="submit">Send</button></form>'
    '<p class="small">This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service '
    'apply.</p>',
    head='<script src="https://www.google.com/recaptcha/api.js?render=6LdAbCdE"></script>', paras=2)

LOGIN_HCAPTCHA = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in - Acme</title><script src="https://js.hcaptcha.'
    b'com/1/api.js" async defer></script></head><body><main class="auth"><h1>Sign in to Acme</h1><form method="post" '
    b'action="/session"><label>Email<input type="email" name="email" autocomplete="username"></label><label>'
    b'Password<input type="password" name="password"></label><p>Please verify you are human:</p><div class="h-captcha"'
    b' data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><button type="submit">Sign in</button></form>'
    b'<a href="/forgot">Forgot password?</a></main></body></html>')

LOGIN_TURNSTILE = (
    b'<!DOCTYPE html><html><head><title>Log in | Acme</title><script src="https://challenges.cloudflare.com/turnstile/'
    b'v0/api.js" defer></script></head><body><form action="/login" method="POST"><input type="text" name="user">'
    b'<input type="password" name="pass"><div class="cf-turnstile" data-sitekey="0x4AAAAAAAB"></div><button>Log in'
    b'</button></form></body></html>')

BLOG_CLOUDFLARE = _page(
    "Why you keep seeing 'Just a moment...' and other Cloudflare challenges - Acme Blog",
    "<h1>Why scrapers see 'Just a moment...'</h1><p>When Cloudflare decides a visitor might be a bot it serves an "
    "interstitial with a <code>window._cf_chl_opt</code> object and loads <code>/cdn-cgi/challenge-platform/h/b/"
    "orchestrate/chl_page/v1</code>. The page says <q>Checking if the site connection is secure</q> and "
    "<q>Verify you are human</q>. DataDome serves <code>geo.captcha-delivery.com</code>, PerimeterX shows "
    "<q>Press &amp; Hold</q> over <code>#px-captcha</code>, and Akamai answers <q>Access Denied</q> with a "
    "Reference #.</p><pre>HTTP/1.1 403 Forbidden\ncf-mitigated: challenge\nServer: cloudflare</pre>", paras=20)

BLOG_CAPTCHA_SHORT = (
    b'<!DOCTYPE html><html><head><title>What is a CAPTCHA? | Acme Glossary</title></head><body><article><h1>CAPTCHA'
    b'</h1><p>A CAPTCHA asks "are you a robot?" and makes you verify you are human, for example with reCAPTCHA '
    b'(<code>g-recaptcha</code>) or hCaptcha.</p><p>See also: <a href="/glossary/bot">bot</a>, <a href="/glossary/'
    b'waf">WAF</a>.</p></article></body></html>')

PRICING_BOT_PROTECTION = _page(
    "Pricing - Acme Edge",
    "<h1>Pricing</h1><table><tr><th>Plan</th><th>Bot protection</th></tr><tr><td>Free</td><td>Basic bot protection, "
    "JavaScript challenge, CAPTCHA fallback (hCaptcha or reCAPTCHA)</td></tr><tr><td>Pro</td><td>Advanced bot "
    "protection with managed challenge and 'verify you are human' pages, DDoS-Guard style rate limits</td></tr>"
    "</table>", paras=4)

MAINTENANCE_503 = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Please wait - down for maintenance</title><style>body'
    b'{text-align:center;padding:150px}</style></head><body><article><h1>We&rsquo;ll be back soon!</h1><div><p>Sorry '
    b'for the inconvenience but we&rsquo;re performing some maintenance at the moment. We&rsquo;ll be back online '
    b'shortly!</p><p>&mdash; The Acme Team</p></div></article></body></html>')

CF_NORMAL = _page(
    "Careers at Acme", "<h1>Open roles</h1>",
    head="<script>(function(){function c(){var b=a.contentDocument||a.contentWindow.document;if(b){"
         "var d=b.createElement('script');d.innerHTML=\"window.__CF$cv$params={r:'8a1b2c3d4e5f6789',"
         "t:'MTcxODAwMDAwMC4wMDAwMDA='};var a="
         "document.createElement('script');a.nonce='';a.src='/cdn-cgi/challenge-platform/scripts/jsd/main.js';"
         "document.getElementsByTagName('head')[0].appendChild(a);\";b.getElementsByTagName('head')[0].appendChild(d)}}"
         "})();</script>", paras=10)

CF_404 = (
    b'<!DOCTYPE html><html><head><title>Page not found | Acme</title><script>window.__CF$cv$params={r:\'8a1\'};'
    b'</script><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script></head><body><h1>404</h1><p>'
    b'That page does not exist.</p><a href="/">Home</a></body></html>')

APACHE_403 = (
    b'<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n'
    b"<h1>Forbidden</h1>\n<p>You don't have permission to access this resource.</p>\n<hr>\n<address>Apache/2.4.57 "
    b"(Debian) Server at www.acme.com Port 443</address>\n</body></html>\n")

APP_ACCESS_DENIED_403 = (
    b'<!DOCTYPE html><html><head><title>Access denied</title></head><body><h1>Access denied</h1><p>You need to be '
    b'signed in as an administrator to view this page.</p><a href="/login">Sign in</a></body></html>')

ERROR_503_WITH_NEWSLETTER = _page(
    "Service temporarily unavailable - Acme", "<h1>We are having trouble</h1><form><input type='email' name='e'>"
    "<div class='g-recaptcha' data-sitekey='x'></div></form>",
    head='<script src="https://www.google.com/recaptcha/api.js"></script>', paras=25)

SPA_SHELL_AWS_SDK = (
    b'<!DOCTYPE html><html><head><title>Acme App</title><script type="text/javascript" src="https://abc.us-east-1.'
    b'sdk.awswaf.com/abc/def/challenge.js" defer></script><script src="/static/js/main.8f3a.js"></script></head><body>'
    b'<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>')

SPA_SHELL_KASADA = (
    b'<!DOCTYPE html><html><head><title>Acme Store</title><script>window.KPSDK={};KPSDK.configure([{protocol:'
    b"'https:',method:'POST',domain:'www.acme.com',path:'/api/cart'}]);</script><script src=\"/149e9513/2d206a39/p.js\""
    b'></script></head><body><div id="app"></div></body></html>')

CF_RATE_LIMITED_1015 = (
    b'<!DOCTYPE html><html lang="en-US"><head><title>Access denied | www.acme.com used Cloudflare to restrict access'
    b'</title></head><body><div id="cf-wrapper"><div id="cf-error-details"><h1><span>Error</span><span>1015</span>'
    b'</h1><h2>You are being rate limited</h2><p>The owner of this website (www.acme.com) has banned you temporarily '
    b'from accessing this website.</p></div></div></body></html>')

ORDINARY: list[tuple[str, int, dict[str, str], bytes]] = [
    ("contact_recaptcha_v3", 200, {}, CONTACT_RECAPTCHA_V3),
    ("contact_recaptcha_v3_cf", 200, CF_HEADERS, CONTACT_RECAPTCHA_V3),
    ("login_hcaptcha", 200, {}, LOGIN_HCAPTCHA),
    ("login_turnstile", 200, CF_HEADERS, LOGIN_TURNSTILE),
    ("blog_cloudflare", 200, CF_HEADERS, BLOG_CLOUDFLARE),
    ("blog_captcha_short", 200, {}, BLOG_CAPTCHA_SHORT),
    ("pricing_bot_protection", 200, {}, PRICING_BOT_PROTECTION),
    ("cf_normal_200", 200, CF_HEADERS, CF_NORMAL),
    ("cf_404", 404, CF_HEADERS, CF_404),
    ("cf_maintenance_503", 503, {**CF_HEADERS, "Retry-After": "600"}, MAINTENANCE_503),
    ("maintenance_503", 503, {}, MAINTENANCE_503),
    ("apache_403", 403, {"Server": "Apache/2.4.57 (Debian)"}, APACHE_403),
    ("app_access_denied_403", 403, {}, APP_ACCESS_DENIED_403),
    ("error_503_newsletter", 503, CF_HEADERS, ERROR_503_WITH_NEWSLETTER),
    ("spa_aws_sdk", 200, {}, SPA_SHELL_AWS_SDK),
    ("spa_kasada", 200, {}, SPA_SHELL_KASADA),
    ("datadome_normal", 200, {"X-DataDome": "protected"}, CF_NORMAL),
    ("imperva_normal", 200, {"X-Iinfo": "5-1-0 NNNN", "X-CDN": "Imperva"},
     _page("Acme", "<script src='/_Incapsula_Resource?SWJIYLWA=5074a7'></script>")),
    ("akamai_normal", 200, {"Set-Cookie": "_abck=ABC; ak_bmsc=DEF"}, _page("Acme", "")),
    ("cf_1015_rate_limit", 429, CF_HEADERS, CF_RATE_LIMITED_1015),
    ("json_429", 429, {"Content-Type": "application/json"}, b'{"error":"too many requests","retry_after":30}'),
]


@pytest.mark.parametrize(("name", "status", "headers", "body"), ORDINARY, ids=[o[0] for o in ORDINARY])
def test_ordinary_pages_are_not_challenges(name: str, status: int, headers: dict[str, str], body: bytes) -> None:
    assert detect_challenge(status, {k.lower(): v for k, v in headers.items()}, body) is None, name


def test_ordinary_pages_keep_their_status_class() -> None:
    def fc(status: int, body: bytes, headers: dict[str, str] | None = None) -> FailureClass | None:
        return classify_response(status, headers or {}, body, final_url="https://www.acme.com/x",
                                 sensor_domain="acme.com").failure_class
    assert fc(503, MAINTENANCE_503, {"server": "cloudflare"}) == FailureClass.HTTP_5XX
    assert fc(403, APACHE_403) == FailureClass.HTTP_4XX
    assert fc(429, CF_RATE_LIMITED_1015, {"server": "cloudflare"}) == FailureClass.RATE_LIMIT
    assert fc(200, LOGIN_HCAPTCHA) is None


CORPUS = Path(__file__).resolve().parents[4] / "shared" / "corpus" / "html"


@pytest.mark.skipif(not CORPUS.is_dir(), reason="shared corpus not present")
def test_corpus_pages_are_not_challenges() -> None:
    pages = [(p.name, gzip.decompress(p.read_bytes())) for p in sorted(CORPUS.glob("*.gz"))]
    assert pages
    for status, headers in ((200, {}), (200, {"server": "cloudflare", "cf-ray": "8a1-AMS"})):
        flagged = [n for n, b in pages if detect_challenge(status, headers, b)]
        assert flagged == [], (status, flagged)
    # served as an error page from behind Cloudflare, a full page of site content is still not a challenge
    flagged = [n for n, b in pages if detect_challenge(503, {"server": "cloudflare"}, b)]
    assert flagged == []
    t0 = time.thread_time()
    for _, b in pages:
        detect_challenge(200, {}, b)
    assert (time.thread_time() - t0) / len(pages) < 0.002  # generous: the hot path is a few tens of µs


def test_scan_is_bounded_on_huge_bodies() -> None:
    body = b"<html><head><title>Just a moment...</title></head><body>" + b"<p>x</p>" * 2_000_000
    t0 = time.thread_time()
    detect_challenge(200, {}, body)
    detect_challenge(403, {}, body)
    assert time.thread_time() - t0 < 0.5


# --- the weighing, case by case ------------------------------------------------------------------------------------

AMAZON_ROBOT_CHECK = (
    b'<!doctype html><html lang="en"><head><meta charset="utf-8"><title dir="ltr">Amazon.com</title></head><body>'
    b'<div class="a-container"><h4>Enter the characters you see below</h4><p class="a-last">Sorry, we just need to '
    b'make sure you\'re not a robot. For best results, please make sure your browser is accepting cookies.</p>'
    b'<form method="get" action="/errors/validateCaptcha" name=""><input type=hidden name="amzn" value="abc"/>'
    b'<img src="https://images-na.ssl-images-amazon.com/captcha/usvmgloq/Captcha_abc.jpg"><input autocomplete="off" '
    b'spellcheck="false" placeholder="Type characters" id="captchacharacters" name="field-keywords" type="text">'
    b'<button type="submit">Continue shopping</button></form><p>To discuss automated access to Amazon data please '
    b'contact api-services-support@amazon.com.</p></div></body></html>')

CF_1009_COUNTRY = (
    b'<!DOCTYPE html><html lang="en-US"><head><title>Access denied | www.acme.com</title></head><body><div '
    b'id="cf-wrapper"><div id="cf-error-details" class="cf-error-details-wrapper"><h1><span>Error</span> '
    b'<span>1009</span></h1><h2>Access denied</h2><p>The owner of this website (www.acme.com) has banned the country '
    b'or region your IP address is in (NL) from accessing this website.</p></div></div></body></html>')

PARDON_MAINTENANCE = (
    b'<html><head><title>Pardon our interruption</title></head><body><h1>Pardon our interruption</h1><p>We are '
    b'upgrading our servers and will be back in a few minutes.</p></body></html>')


@pytest.mark.parametrize(("status", "headers", "body", "vendor"), [
    (200, {}, AMAZON_ROBOT_CHECK, "amazon"),  # a text input, but it is the CAPTCHA's own
    (503, {}, AMAZON_ROBOT_CHECK, "amazon"),
    (403, CF_HEADERS, CF_1009_COUNTRY, "cloudflare"),  # an edge-generated block page
    (403, {"Server": "AkamaiGHost"}, b"<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>Denied</BODY></HTML>",
     "akamai"),  # the edge names itself: a generic title is enough
    (403, CF_HEADERS, b"<html><head><title>Just a moment...</title></head><body></body></html>", "cloudflare"),
    (429, {}, b"<html><head><title>Robot Check</title></head><body><p>Slow down.</p></body></html>", "generic"),
    (405, {}, AWS_WAF_CAPTCHA, "aws_waf"),
    (428, {}, AKAMAI_SEC_CPT, "akamai"),
])
def test_weighed_signals(status: int, headers: dict[str, str], body: bytes, vendor: str) -> None:
    assert detect_challenge(status, headers, body) == vendor


@pytest.mark.parametrize(("status", "headers", "body"), [
    (503, {}, PARDON_MAINTENANCE),  # a maintenance page borrowing Imperva's phrase, without its markup
    (403, {}, b"<html><head><title>Please verify your email</title></head><body>Check your inbox.</body></html>"),
    (403, {"Server": "cloudflare"}, APP_ACCESS_DENIED_403),  # an origin's page passed through Cloudflare
    (401, {"X-DataDome": "protected"}, b'{"error":"unauthorized"}'),  # DataDome's header rides on every response
    (200, CF_HEADERS, CF_404.replace(b"/cdn-cgi/challenge-platform/scripts/jsd/main.js",
                                     b"/cdn-cgi/challenge-platform/h/b/scripts/jsd/e0c90b6a/main.js")),
    (403, {}, BLOG_CLOUDFLARE),  # an article quoting the markers, served as a 403
    (521, CF_HEADERS, CF_1009_COUNTRY),  # Cloudflare's origin-down page is a 5xx, not a challenge
    (202, {}, b'{"status":"accepted","id":42}'),
])
def test_weighed_signals_not_a_challenge(status: int, headers: dict[str, str], body: bytes) -> None:
    assert detect_challenge(status, headers, body) is None


def test_redirect_to_a_challenge_host_is_a_challenge_not_a_move() -> None:
    c = classify_response(200, {}, b"<html><body>Please solve the puzzle</body></html>",
                          final_url="https://validate.perfdrive.com/?ssa=abc&ssb=acme", sensor_domain="acme.com")
    assert (c.failure_class, c.challenge) == (FailureClass.BOT_CHALLENGE, "radware")
    c = classify_response(200, {}, b"<html>hi</html>", final_url="https://boards.greenhouse.io/acme",
                          sensor_domain="acme.com")
    assert c.outcome == FetchOutcome.REDIRECTED


def test_retry_after_of_a_challenge_blocks_the_domain() -> None:
    c = classify_response(429, {"x-vercel-mitigated": "challenge"}, VERCEL, final_url="https://acme.com/",
                          sensor_domain="acme.com", retry_after_s=120.0)
    assert (c.failure_class, c.challenge, c.block_s) == (FailureClass.BOT_CHALLENGE, "vercel", 120.0)


@pytest.mark.parametrize("status", [200, 403])
def test_hostile_markup_stays_linear(status: int) -> None:
    for body in (b"<title" * 3000, b"<script" * 9000 + b"captcha", b"<a<b<c" * 10000 + b"cf_chl_",
                 b"<input type=" * 5000, b"<div class='g-recaptcha " * 2500, b"<!--" * 15000 + b"<title>captcha"):
        t0 = time.thread_time()
        detect_challenge(status, {}, body)
        assert time.thread_time() - t0 < 0.25, body[:20]


def test_a_queue_it_waiting_room_is_a_wall_not_a_move() -> None:
    # a redirect into Queue-it's hosted waiting room was `redirected` (the sensor stopped until repair decided)
    c = classify_response(200, {}, b"<html><body>You are now in line.</body></html>",
                          final_url="https://acme.queue-it.net/?c=acme&e=launch", sensor_domain="acme.com")
    assert (c.failure_class, c.challenge) == (FailureClass.BOT_CHALLENGE, "queue-it")
