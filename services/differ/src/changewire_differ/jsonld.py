"""JSON-LD (schema.org) records from `<script type="application/ld+json">` texts: JobPosting,
Product/Offer, Article/BlogPosting/NewsArticle, ItemList, Organization (address, people), Person,
Place/PostalAddress — flattened into plain dicts the extractor turns into entities.

Pure: json + strings. Malformed scripts are skipped (pages ship broken JSON-LD often).
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from .volatile import clean

_ARTICLE_TYPES = frozenset({
    "article", "blogposting", "newsarticle", "techarticle", "report", "pressrelease", "scholarlyarticle",
    "socialmediaposting", "analysisnewsarticle", "reportagenewsarticle", "opinionnewsarticle", "liveblogposting",
    "posting",
})
_PRODUCT_TYPES = frozenset({"product", "softwareapplication", "webapplication", "mobileapplication", "service",
                            "productgroup", "individualproduct"})
_ORG_TYPES = frozenset({"organization", "corporation", "localbusiness", "onlinebusiness", "ngo", "store",
                        "professionalservice", "educationalorganization"})
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def _loads(text: str) -> Any:
    text = text.strip()
    if text.startswith("<!--"):
        text = text[4:]
    if text.endswith("-->"):
        text = text[:-3]
    text = text.strip().removeprefix("//<![CDATA[").removesuffix("//]]>").strip()
    text = text.removeprefix("<![CDATA[").removesuffix("]]>").strip()
    try:
        return json.loads(text, strict=False)
    except RecursionError:  # (nested too deeply to use)
        return None
    except ValueError:
        try:
            return json.loads(_CONTROL.sub(" ", text).rstrip(";"), strict=False)
        except (ValueError, RecursionError):
            return None


def _types(node: dict[str, Any]) -> set[str]:
    t = node.get("@type")
    if isinstance(t, str):
        return {t.rsplit("/", 1)[-1].lower()}
    if isinstance(t, list):
        return {x.rsplit("/", 1)[-1].lower() for x in t if isinstance(x, str)}
    return set()


def iter_nodes(scripts: list[str], *, limit: int = 5000) -> Iterator[dict[str, Any]]:
    """Every JSON object with an @type in the scripts (graphs and nested lists flattened),
    at most `limit` of them."""
    n = 0
    for script in scripts:
        data = _loads(script)
        if data is None:
            continue
        stack: list[Any] = [data]
        while stack and n < limit:
            x = stack.pop()
            if isinstance(x, list):
                stack.extend(reversed(x))
            elif isinstance(x, dict):
                if "@graph" in x:
                    stack.append(x["@graph"])
                if "@type" in x:
                    n += 1
                    yield x
                    # nested typed children that stand on their own (ItemList elements)
                    if "itemListElement" in x and "breadcrumblist" not in _types(x):
                        stack.append(x["itemListElement"])


def _s(v: Any) -> str:
    if isinstance(v, str):
        return clean(v)
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return str(v)
    if isinstance(v, dict):
        return _s(v.get("name") or v.get("@value") or "")
    if isinstance(v, list) and v:
        return _s(v[0])
    return ""


def _address(v: Any) -> str:
    """A one-line address from a PostalAddress / Place / string."""
    if isinstance(v, list):
        parts = [_address(x) for x in v[:3]]
        return "; ".join(p for p in parts if p)
    if isinstance(v, str):
        return clean(v)
    if not isinstance(v, dict):
        return ""
    if "address" in v:
        return _address(v["address"])
    keys = ("streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry")
    parts = [_s(v.get(k)) for k in keys]
    return ", ".join(p for p in parts if p)


def _job_location(node: dict[str, Any]) -> str:
    loc = node.get("jobLocation")
    parts: list[str] = []
    for place in loc if isinstance(loc, list) else [loc]:
        if isinstance(place, dict):
            addr = place.get("address", place)
            if isinstance(addr, dict):
                city = _s(addr.get("addressLocality"))
                region = _s(addr.get("addressRegion"))
                country = _s(addr.get("addressCountry"))
                one = ", ".join(p for p in (city, region or country) if p)
                if one:
                    parts.append(one)
            elif isinstance(addr, str) and addr.strip():
                parts.append(clean(addr))
        elif isinstance(place, str) and place.strip():
            parts.append(clean(place))
    remote = str(node.get("jobLocationType") or "").upper() == "TELECOMMUTE"
    text = "; ".join(dict.fromkeys(parts))
    if remote:
        text = f"Remote ({text})" if text else "Remote"
    if not text:
        req = node.get("applicantLocationRequirements")
        text = _s(req)
        if text:
            text = f"Remote ({text})"
    return text


def _offers(node: dict[str, Any]) -> list[dict[str, Any]]:
    offers = node.get("offers")
    out: list[dict[str, Any]] = []
    for o in offers if isinstance(offers, list) else [offers]:
        if not isinstance(o, dict):
            continue
        price = o.get("price", o.get("lowPrice"))
        currency = _s(o.get("priceCurrency"))
        period = ""
        spec = o.get("priceSpecification")
        for sp in spec if isinstance(spec, list) else [spec]:
            if isinstance(sp, dict):
                if price is None:
                    price = sp.get("price")
                currency = currency or _s(sp.get("priceCurrency"))
                period = period or _s(sp.get("billingDuration")) or _s(sp.get("unitText")) or _s(
                    (sp.get("referenceQuantity") or {}).get("unitText") if isinstance(sp.get("referenceQuantity"), dict) else "")
        if "offers" in o and price is None:
            out.extend(_offers(o))
            continue
        out.append({"name": _s(o.get("name")), "price": "" if price is None else _s(price), "currency": currency,
                    "period": period, "url": _s(o.get("url"))})
    return out


def _job_salary(node: dict[str, Any]) -> str:
    """A JobPosting's baseSalary as a shown pay range ("EUR 80000 – EUR 95000 per year"), "" when it states none:
    a posting's pay raised is the job's news, read from the record rather than guessed from the page's text."""
    base = node.get("baseSalary")
    if isinstance(base, list):
        base = base[0] if base else None
    if not isinstance(base, dict):
        return ""
    cur = _s(base.get("currency")).upper()
    value = base.get("value")
    unit = ""
    if isinstance(value, dict):
        unit = _s(value.get("unitText"))
        lo, hi = value.get("minValue"), value.get("maxValue")
        if lo is None and hi is None:
            lo = value.get("value")
    else:
        lo, hi = value, None
    amounts = [x for x in (lo, hi) if isinstance(x, (int, float, str)) and not isinstance(x, bool) and str(x).strip()]
    if not amounts or not cur.isalpha() or len(cur) != 3:
        return ""
    shown = " – ".join(f"{cur} {str(x).strip()}" for x in dict.fromkeys(amounts))
    return shown + (f" per {unit.lower()}" if unit else "")


def records(scripts: list[str]) -> list[dict[str, Any]]:
    """Typed records: {"type": job|pricing_plan|product|news_item|person|location, ...fields}."""
    out: list[dict[str, Any]] = []
    nodes = list(iter_nodes(scripts))  # each script parsed once for both passes below
    for node in nodes:
        types = _types(node)
        if "jobposting" in types:
            out.append({
                "type": "job", "title": _s(node.get("title") or node.get("name")), "location": _job_location(node),
                "url": _s(node.get("url")), "published_at": _s(node.get("datePosted")),
                "department": _s(node.get("occupationalCategory") or node.get("industry")),
                "employment_type": _s(node.get("employmentType")),
                "salary": _job_salary(node),
                "id": _s((node.get("identifier") or {}).get("value") if isinstance(node.get("identifier"), dict)
                         else node.get("identifier")),
            })
        elif types & _ARTICLE_TYPES:
            out.append({
                "type": "news_item", "title": _s(node.get("headline") or node.get("name")),
                "url": _s(node.get("url") or node.get("mainEntityOfPage")),
                "published_at": _s(node.get("datePublished") or node.get("dateCreated")),
            })
        elif types & _PRODUCT_TYPES or "offer" in types or "aggregateoffer" in types:
            name = _s(node.get("name"))
            offers = _offers(node) if "offers" in node else (
                _offers({"offers": node}) if types & {"offer", "aggregateoffer"} else [])
            out.append({"type": "product", "name": name, "url": _s(node.get("url")),
                        "description": _s(node.get("description"))[:300], "offers": offers,
                        "is_offer": bool(types & {"offer", "aggregateoffer"})})
        elif "person" in types:
            out.append({"type": "person", "name": _s(node.get("name")), "role": _s(node.get("jobTitle")),
                        "url": _s(node.get("url"))})
        elif types & _ORG_TYPES or "place" in types or "postaladdress" in types:
            addr = _address(node) if "postaladdress" in types else _address(node.get("address"))
            if addr:
                out.append({"type": "location", "name": _s(node.get("name")), "address": addr})
            for key in ("founder", "founders", "employee", "employees", "member", "members"):
                v = node.get(key)
                for p in v if isinstance(v, list) else [v]:
                    if isinstance(p, dict) and _s(p.get("name")):
                        out.append({"type": "person", "name": _s(p.get("name")),
                                    "role": _s(p.get("jobTitle")) or ("Founder" if key.startswith("founder") else ""),
                                    "url": _s(p.get("url"))})
        elif "listitem" in types:
            item = node.get("item")
            if isinstance(item, dict) and "@type" in item:
                continue  # the item itself is yielded by iter_nodes? no: handle inline below
            name = _s(node.get("name") or (item.get("name") if isinstance(item, dict) else ""))
            url = _s(node.get("url") or (item if isinstance(item, str) else (item or {}).get("url", "")))
            if name or url:
                out.append({"type": "list_item", "title": name, "url": url, "published_at": ""})
    # ItemList elements whose item is a typed object are not reached by iter_nodes' walk
    for node in nodes:
        if "listitem" in _types(node) and isinstance(node.get("item"), dict) and "@type" in node["item"]:
            out.extend(records([json.dumps(node["item"])]))
    return out
