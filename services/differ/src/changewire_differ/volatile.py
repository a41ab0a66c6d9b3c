"""Text clean-up and volatile-fragment neutralisation (relative times, "last updated" dates, clock
times, counters, copyright years, ids and tokens) so two fetches of an unchanged page compare equal.

Pure: regular expressions over strings. `clean` keeps what a reader sees; `neutralize` returns the
comparison text. Both are deterministic and idempotent (neutralize(neutralize(x)) == neutralize(x)).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Any

_ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")

#: typographic variants folded for comparison only
_TYPO = {
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"', "\u00ab": '"', "\u00bb": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-", "\u2212": "-",
    "\u2026": "...", "\u00a0": " ", "\u202f": " ", "\u2009": " ",
    # Shift_JIS' 0x8160 and 0x8161 read as the wave dash and the double bar (JIS, a browser) or as the full-width
    # tilde and the parallel sign (Windows-31J, and the UTF-8 a site converted its pages to): one character
    "\u301c": "~", "\u2225": "\u2016",
}
_TYPO_RE = re.compile("[" + "".join(_TYPO) + "]")


def _fold_typo(text: str) -> str:
    return _TYPO_RE.sub(lambda m: _TYPO[m.group()], text)


#: a number typed in full-width digits (Japanese, Chinese pages: "４，９８０円", "３日前", "２０２６年１２月７日"), with the
#: full-width comma or point between its digits
_FW_NUMBER = re.compile(r"[０-９](?:[，．]?[０-９])*")
_FW_TO_ASCII = str.maketrans("０１２３４５６７８９，．", "0123456789,.")


def _nfc(text: str) -> str:
    """NFC, and numbers written in full-width digits as ASCII ones (a price, a date, a count reads the same
    whichever way the page typed it; the words around them keep their full-width forms)."""
    text = unicodedata.normalize("NFC", text)
    if text and "０" <= max(text) and _FW_NUMBER.search(text) is not None:
        text = _FW_NUMBER.sub(lambda m: m.group().translate(_FW_TO_ASCII), text)
    return text


def clean(text: str) -> str:
    """Visible text: zero-width characters dropped, whitespace collapsed, NFC, full-width numbers as ASCII digits.
    Idempotent."""
    if not text:
        return ""
    if text[0] != " " and text[-1] != " " and "  " not in text and text.isprintable():
        # already clean but for NFC: the only whitespace is single spaces between words (every other
        # whitespace character is unprintable), and no zero-width character (all unprintable too)
        return text if text.isascii() else _nfc(text)
    stripped = text.strip()
    if "  " not in stripped and stripped.isprintable():
        # clean but for the whitespace around it (a text node's indentation): strip() removes what split()
        # splits on, and inside there is none but single spaces (see above)
        return stripped if stripped.isascii() else _nfc(stripped)
    if text.isascii():
        return " ".join(text.split())
    if ("\u00ad" in text or "\u200b" in text or "\u200c" in text or "\u200d" in text or "\u2060" in text
            or "\ufeff" in text):
        # (each test is a fast character search; the pattern's scan is several times slower, and most
        # text has none of these)
        text = _ZERO_WIDTH.sub("", text)
    return _nfc(" ".join(text.split()))


def literal_alternation(words: Iterable[str]) -> str:
    """A regex matching any of `words` (plain literals), as a trie: `c(?:ookie|onsent)` is tried once per
    position where `cookie|consent|…` tries every word (about a third faster on class names)."""
    # a word holding another word adds nothing to a search ("cookiebot" holds "cookie"); what is left has
    # no word that begins another, so every word ends at a leaf of the trie
    given = set(words)
    trie: dict[str, Any] = {}
    for w in (w for w in given if not any(o != w and o in w for o in given)):
        node = trie
        for c in w:
            node = node.setdefault(c, {})

    def emit(node: dict[str, Any]) -> str:
        alts = [re.escape(c) + emit(sub) for c, sub in sorted(node.items())]
        if len(alts) <= 1:
            return "".join(alts)
        return "(?:" + "|".join(alts) + ")"

    return emit(trie)


_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember|"
    r"janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|"
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|"
    r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|"
    r"januari|februari|maart|mei|augustus|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|"
    # sv, pl (genitive as dates write them, and nominative), th
    # id (the rest as nl writes them), ru (genitive, as dates write them)
    r"maret|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|"
    r"maj|augusti|marts|desember|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|"
    r"styczeń|luty|marzec|kwiecień|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień|"
    r"มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม|"
    # fi (partitive, as dates write them), ar, he (with the ב of "in")
    r"tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|lokakuuta|marraskuuta|"
    r"joulukuuta|"
    # tr
    r"ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|"
    # uk, cs (genitive, as dates write them), hi, th abbreviated ("7 ธ.ค. 2569")
    r"січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня|"
    r"ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|"
    r"जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर|"
    r"ม\.ค|ก\.พ|มี\.ค|เม\.ย|พ\.ค|มิ\.ย|ก\.ค|ส\.ค|ก\.ย|ต\.ค|พ\.ย|ธ\.ค|"
    r"يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر|"
    r"ב?(?:ינואר|פברואר|מרץ|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)|"
    # the abbreviations fr, de and es write with their dot ("5 déc. 2026", "7. Dez. 2026", "3 dic. 2026"; not es "ago.":
    # "ago" is a relative time's word)
    r"janv|févr|fév|avr|juil|déc|jän|mär|okt|dez|ene|abr|dic)\.?"
)
_WEEKDAYS = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|"
    r"sun(?:day)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
    # fr, es, it, pt, nl, sv, pl
    r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|"
    r"lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|(?:segunda|terça|quarta|quinta|sexta)(?:-feira)?|"
    r"maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag|"
    r"poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela|mandag|tirsdag|lørdag|søndag|"
    r"maanantai|tiistai|keskiviikko|torstai|perjantai|lauantai|sunnuntai|"
    # id, ru
    r"senin|selasa|rabu|kamis|jum'?at|sabtu|minggu|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье|"
    r"الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|שבת)\.?"
)
_DATE = (
    r"(?:"
    r"\d{4}-\d{1,2}-\d{1,2}(?:[t ]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:z|[+-]\d{2}:?\d{2})?)?"
    r"|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}[/.]\d{1,2}[/.]\d{1,2}|\d{4}\s*[年년]\s*\d{1,2}\s*[月월]\s*\d{1,2}\s*[日일]?"
    rf"|(?:{_WEEKDAYS},?\s+)?{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    rf"|(?:{_WEEKDAYS},?\s+)?\d{{1,2}}(?:st|nd|rd|th|er|º|°)?\.?\s+(?:of\s+|de\s+)?{_MONTHS},?\s+(?:de\s+)?\d{{4}}"
    rf"|{_MONTHS}\s+\d{{4}}"
    rf"|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?"
    r")"
)
_TIME = (r"\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:\s*[ap]\.?m\.?)?"
         r"(?:\s*(?:utc|gmt|z|[ecmp][sd]t|cest?|bst|ist|jst|aest|aedt|[+-]\d{2}:?\d{2})\b)?")

#: (substrings of the lower-cased text of which one must occur, pattern, replacement); the cheap
#: substring test keeps the expensive patterns off the many blocks they cannot match
_Rule = tuple[tuple[str, ...], re.Pattern[str], str]
#: who a social-proof counter counts ("4,200+ teams", "5,000+ happy customers")
_AUDIENCE = (r"(?:happy\s+|satisfied\s+)?(?:teams|customers|companies|businesses|organi[sz]ations|brands|clients|"
             r"merchants|creators|developers|engineers|marketers|startups|enterprises|countries)\b")

#: weather conditions as a widget names them (en, de, fr, es, it)
_SKY = (r"(?:partly\s+|mostly\s+)?(?:cloudy|sunny|clear|overcast|fog(?:gy)?|mist|haze|(?:light\s+|heavy\s+)?(?:rain|snow|showers|drizzle)"
        r"|thunderstorms?|windy|bewölkt|bedeckt|sonnig|heiter|regen|schnee|nebel|nuageux|ensoleillé|couvert|pluie|neige|brouillard"
        r"|nublado|soleado|lluvia|nieve|nuvoloso|soleggiato|pioggia|neve)")
_RULES: list[_Rule] = [
    # "Last updated: March 3, 2025 at 10:42", "Updated 2025-03-03", "Effective as of 1 May 2025"
    # full timestamps (date and clock time) in visible text are generated, not written
    (("-", "/"), re.compile(r"\b\d{4}-\d{2}-\d{2}[t ]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:z|[+-]\d{2}:?\d{2})?"), "<timestamp>"),
    (("updated", "modified", "revised", "reviewed", "last ", "latest ", "as of", "effective", "generated", "rendered",
      "retrieved", "accessed", "stand", "aktualisiert", "à jour", "modification", "vigueur", "gültig", "actualiza",
      "aggiorna", "bijgewerkt", "atualiza", "deployed", "built on", "synced", "vigor", "vigencia", "vigore", "vigente",
      "gewijzigd", "stan na", "dados ", "datos ", "aktualiz", "uppdaterad", "更新", "施行", "生效", "改定", "改訂", "制定", "수정일", "업데이트", "시행일", "ล่าสุด", "มีผลบังคับ", "تحديث", "السريان",
      "עודכן", "עדכון", "בתוקף", "päivitetty", "voimassa", "opdateret", "oppdatert", "gældende", "gjelder",
      "güncel", "yürürlük", "erstellt am", "generiert am", "редакц", "обновл", "оновл", "účinn", "platné", "aktualiz",
      "cập nhật", "hiệu lực", "अपडेट", "प्रभावी", "действует", "чинн", "obowiązuje", "w życie"),
     re.compile(
        r"\b(last\s+(?:updated|modified|revised|reviewed|changed|edited|refreshed|checked|synced|build|crawled|deployed"
        # a trust page's audit stamp: "Last audited: October 14, 2026", "Last assessed …", "Last verified …"
        r"|audited|assessed|verified)"
        # the noun: "Latest update: 4 December 2025" (iubenda), "Last update: …", "Latest revision …"
        r"|(?:last|latest|most\s+recent)\s+(?:update|revision|modification)(?:\s+(?:on|date))?"
        r"|updated(?:\s+(?:on|at))?|modified(?:\s+on)?|revised(?:\s+on)?|as\s+of|effective(?:\s+date)?|deployed(?:\s+(?:on|at))?"
        r"|built\s+on|synced(?:\s+(?:on|at))?"
        r"(?:\s+(?:as\s+of|from|on))?|generated(?:\s+(?:on|at))?|rendered(?:\s+(?:on|at))?|retrieved(?:\s+on)?"
        r"|accessed(?:\s+on)?|stand(?:\s+per)?|aktualisiert(?:\s+am)?|gültig\s+ab"
        # a render stamp in German: "Seite erstellt am 07.12.2026 um 10:15 Uhr", "generiert am …"
        r"|(?:erstellt|generiert)\s+am"
        # "as of" under a figure: pl, pt, es ("Stan na 4.12.2025", "Dados de 04/12/2025", "Datos a 4 de diciembre de 2025")
        r"|stan\s+na(?:\s+dzień)?|dados\s+(?:de|em|atualizados\s+em)|datos\s+(?:a|al|de|actualizados\s+(?:a|al))"
        # other languages' "last updated" / "effective": fr, es, it, nl, pt
        r"|mise?\s+à\s+jour(?:\s+le)?|modification(?:\s+le)?|en\s+vigueur(?:\s+(?:le|au|depuis\s+le|à\s+compter\s+du))?"
        r"|actualizad[oa](?:\s+el)?|actualización|aggiornat[oaie](?:\s+(?:il|al))?|aggiornamento|bijgewerkt(?:\s+op)?"
        r"|(?:voor\s+het\s+laatst\s+|laatst\s+)?gewijzigd(?:\s+op)?"
        r"|atualizad[oa](?:\s+em)?|atualização(?:\s+em)?"
        # es, it, pt "in force from": "Fecha de entrada en vigor: 1 de marzo de 2025", "Vigente desde el …", "In vigore dal …"
        r"|(?:fecha\s+de\s+)?entrada\s+en\s+vigor|en\s+vigor\s+desde(?:\s+el)?|vigente\s+desde(?:\s+el)?|fecha\s+de\s+vigencia"
        r"|in\s+vigore\s+dal|em\s+vigor\s+desde"
        # pl, sv, zh, ja, ko: "Ostatnia aktualizacja:", "Senast uppdaterad:", "最后更新：", "最終更新日：", "최종 수정일:"
        r"|(?:ostatnia\s+)?aktualizacja|zaktualizowano|data\s+aktualizacji|(?:senast\s+)?uppdaterad(?:\s+den)?"
        # (pl "in force from": "Obowiązuje od 7 grudnia 2026 r.", "Data wejścia w życie:", "wchodzi w życie z dniem …")
        r"|obowiązuje\s+od(?:\s+dnia)?|data\s+wejścia\s+w\s+życie|wchodzi\s+w\s+życie(?:\s+z\s+dniem)?"
        r"|(?:最后|最後|最終)?更新(?:日期|日時|日)?|施行日|生效日期|(?:最終)?改[定訂]日?|制定日|최종\s*(?:수정일|업데이트)|시행일"
        # th, ar, he, fi, da/no: "ปรับปรุงล่าสุด:", "آخر تحديث:", "עודכן לאחרונה:", "Päivitetty", "Senest opdateret:"
        r"|(?:ปรับปรุง|แก้ไข|อัปเดต)ล่าสุด|มีผลบังคับใช้(?:ตั้งแต่)?|آخر\s+تحديث|تاريخ\s+(?:آخر\s+)?تحديث|تاريخ\s+السريان"
        r"|עודכן\s+לאחרונה|עדכון\s+אחרון|בתוקף\s+מ(?:יום)?|(?:viimeksi\s+)?päivitetty|voimassa\s+alkaen"
        r"|(?:senest\s+|sist\s+)?(?:opdateret|oppdatert)(?:\s+den)?|gældende\s+fra|gjelder\s+fra"
        # tr: "Son güncelleme:", "Güncellenme tarihi:", "Yürürlük tarihi:"
        r"|(?:son\s+)?güncel(?:leme|lenme)(?:\s+tarihi)?|güncellendi|yürürlük\s+tarihi"
        # ru, uk, cs: "Редакция от 7 декабря 2026 г.", "Дата последнего обновления:", "Редакція від …", "Останнє оновлення:",
        # "Účinnost od 7. prosince 2026", "Poslední aktualizace:", "Aktualizováno dne …"
        r"|редакция\s+от|(?:дата\s+)?последнего\s+обновления|последнее\s+обновление|обновлено|дата\s+обновления"
        r"|дата\s+вступления\s+в\s+силу|действует\s+с|редакція\s+від|останнє\s+оновлення|оновлено|дата\s+оновлення"
        r"|набирає\s+чинності(?:\s+з)?|чинна\s+з|účinnost\s+od|účinné\s+od|platné\s+od|poslední\s+aktualizace"
        r"|aktualizováno(?:\s+dne)?"
        # vi, hi: "Cập nhật lần cuối: 07/12/2026", "Có hiệu lực từ ngày …"; "अंतिम अपडेट: 7 दिसंबर 2026", "प्रभावी तिथि:"
        r"|cập\s+nhật\s+lần\s+cuối(?:\s+ngày)?|(?:ngày\s+)?cập\s+nhật(?:\s+ngày)?|có\s+hiệu\s+lực(?:\s+từ)?(?:\s+ngày)?"
        r"|अंतिम\s+(?:बार\s+)?अपडेट(?:\s+किया\s+गया)?|प्रभावी\s+(?:तिथि|तारीख))"
        # (th: the date after "when" / "on the date": "ปรับปรุงล่าสุดเมื่อ 7 ธ.ค. 2569", "มีผลบังคับใช้ตั้งแต่วันที่ …")
        r"(?:เมื่อ(?:วันที่)?|วันที่)?"
        rf"(\s*[:\-–—]?\s*)(?:{_DATE})(?:,?\s*(?:at\s+)?{_TIME})?"), r"\1\2<date>"),
    # ... or after the date, as Japanese policies write it: "2026年11月1日 改定", "2026年11月1日 制定・施行",
    # "2026/11/01 改訂" (not "更新": a changelog's entries are headed "2026年12月4日 更新")
    (("改定", "改訂", "制定", "施行"),
     re.compile(rf"(?:{_DATE})(\s*(?:改[定訂]|制定|施行)(?:日)?)"), r"<date>\1"),
    # ... and who made that edit, ending the line: "Last updated on Mar 9, 2025 by mpatel" (docs and wiki footers)
    (("<date> by ",), re.compile(r"(<date> by) @?[\w.'-]+(?: [\w.'-]+){0,2}$"), r"\1"),
    # relative times: "3 hours ago", "an hour ago", "5m ago", "30+ days ago"
    (("ago",), re.compile(
        r"\b(?:about\s+|around\s+|over\s+|almost\s+|nearly\s+|less\s+than\s+)?"
        # (compound: "1 hour, 20 minutes ago", "3 days and 4 hours ago")
        r"(?:(?:\d+|an?|one)\s*(?:d|days?|h|hrs?|hours?|m|mins?|minutes?|w|wks?|weeks?|mos?|months?|y|yrs?|years?),?\s+(?:and\s+)?){0,3}"
        r"(?:\d+\+?|an?|one|a\s+few|few|several)\s*"
        r"(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|mo|mos|months?|y|yrs?|years?)"
        r"\s+ago\b"), "<ago>"),
    (("just now", "moment", "seconds ago"),
     re.compile(r"\b(?:just\s+now|moments?\s+ago|a\s+moment\s+ago|seconds\s+ago)\b"), "<ago>"),
    (("today", "yesterday", "just now"),
     re.compile(r"\b((?:posted|updated|published|edited|modified|added|active|reposted|"
                # a status page's "Last checked yesterday", "Latest update yesterday"
                r"(?:last|latest)\s+(?:update|checked|refreshed|synced|seen))\s*:?\s+)(?:today|yesterday|just\s+now)\b"
                r"|^(?:today|yesterday)(?=\s*(?:$|,?\s*(?:at\s+)?\d{1,2}:\d{2}))"
                # a meta line's last field: "Lena Park · Yesterday", "5 min read | today", Cachet's "Name, yesterday"
                r"|(?<=[·•|,] )(?:today|yesterday)(?=\s*(?:$|[·•|]|,?\s*(?:at\s+)?\d{1,2}:\d{2}))"),
     r"\1<ago>"),
    (("just posted", "just added", "just listed", "new today"),
     re.compile(r"\bjust\s+(posted|added|listed)\b|\b(new)\s+today\b"), r"\1\2 <ago>"),
    # de, fr, es ("vor mehr als 30 Tagen", "il y a plus de 30 jours", "hace más de 30 días"), nl, it, pt
    (("vor ", "il y a", "hace ", "geleden", "giorn", "ore fa", "ora fa", "settiman", "mesi fa", "mese fa", "anno fa", "anni fa", "há "),
     re.compile(
        r"\bvor\s+(?:mehr\s+als\s+|über\s+)?(?:\d+\+?|ein(?:e[mr]?)?|wenigen)\s+(?:sekunden?|minuten?|stunden?|tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?)\b"
        r"|\bil\s+y\s+a\s+(?:plus\s+de\s+)?(?:\d+\+?|une?|quelques)\s+(?:secondes?|minutes?|heures?|jours?|semaines?|mois|ans?)\b"
        r"|\bhace\s+(?:más\s+de\s+)?(?:\d+\+?|una?|unos)\s+(?:segundos?|minutos?|horas?|d[ií]as?|semanas?|meses|mes|años?)\b"
        # (a number, or the article: "een uur geleden", "un giorno fa", "un'ora fa", "há uma hora")
        r"|\b(?:meer\s+dan\s+)?(?:\d+\+?|een|enkele|een\s+paar)\s+(?:seconden?|minuut|minuten|uur|uren|dag(?:en)?|we(?:ek|ken)|maand(?:en)?|ja(?:ar|ren))\s+geleden\b"
        r"|(?:\b(?:più\s+di\s+)?(?:\d+\+?|un[oa]?|qualche)\s+|\bun')(?:secondi|minuti|ore|ora|giorni|giorno|settimane|settimana|mesi|mese|anni|anno)\s+fa\b"
        r"|\bhá\s+(?:mais\s+de\s+)?(?:\d+\+?|um|uma|alguns|algumas)\s+(?:segundos?|minutos?|horas?|dias?|semanas?|meses|mês|anos?)\b"
        # abbreviated units: "vor 3 Min.", "vor 2 Std.", "il y a 3 min", "il y a 2 h", "hace 5 min", "3 min geleden", "3 min fa"
        r"|\b(?:vor|il\s+y\s+a|hace|há)\s+\d+\s*(?:sek|min|std|tg|wo|mon|s|h|j|d|sem|hrs?)\.?(?!\w)"
        r"|\b\d+\s*(?:min|u|h|sec)\.?\s+(?:geleden|fa)\b"), "<ago>"),
    # pl, sv: "3 godziny temu", "minutę temu", "för 2 timmar sedan", "för en dag sedan"
    (("temu", "sedan"), re.compile(
        r"\b(?:(?:ponad|przeszło|około)\s+)?(?:\d+\+?\s+)?(?:sekund[ay]?|sekundę|minut[ay]?|minutę|godzin[ay]?|godzinę|dni|dzień|tygodni[ea]?|tydzień|miesiąc[ea]?|"
        r"miesięcy|lat[a]?|rok)\s+temu\b"
        # (abbreviated: "3 godz. temu", "5 min. temu", "2 tyg. temu", "4 mies. temu")
        r"|\b\d+\s*(?:sek|min|godz|g|tyg|mies|dn)\.?\s+temu\b"
        r"|\bför\s+(?:(?:mer\s+än|över|cirka)\s+)?(?:\d+\+?|en|ett|några)\s+(?:sekund(?:er)?|minut(?:er)?|timm(?:e|ar)|tim|min|sek|dag(?:ar)?|veck(?:a|or)|månad(?:er)?|år)\.?\s+sedan\b"),
     "<ago>"),
    # "Heute ausgeschrieben", "Publié hier", "Publicado hoy", "Pubblicato oggi", "Vandaag geplaatst" (job boards' ages)
    # (triggered by the participles and the longer day words: "hier", "ayer", "oggi" alone are in "hierarchy",
    # "player", "blogging")
    (("aujourd", "heute", "gestern", "vandaag", "gisteren", "publié", "mis en ligne", "publicad", "pubblicat", "actualizad",
      "aggiornat", "atualizad"), re.compile(
        r"\b(publi[ée]e?s?|mis\s+en\s+ligne|publicad[oa]|pubblicat[oa]|gepubliceerd|geplaatst|ver[öo]ffentlicht|ausgeschrieben|"
        r"aktualisiert|actualizad[oa]|aggiornat[oa]|bijgewerkt|atualizad[oa])\s+(?:aujourd'hui|hier|hoy|ayer|oggi|ieri|vandaag|"
        r"gisteren|hoje|ontem|heute|gestern)\b"), r"\1 <ago>"),
    (("heute", "gestern", "vandaag", "gisteren"), re.compile(
        r"\b(?:heute|gestern|vandaag|gisteren)\s+(ausgeschrieben|ver[öo]ffentlicht|aktualisiert|gepubliceerd|geplaatst|bijgewerkt)\b"),
     r"<ago> \1"),
    # ar, he, da/no, fi: "منذ 3 ساعات", "منذ يوم واحد", "לפני 3 שעות", "לפני יום", "for 3 timer siden", "3 tuntia sitten"
    (("منذ", "לפני", "siden", "sitten"), re.compile(
        r"(?<!\w)منذ\s+(?:\d+\s+)?(?:ثوان[ٍي]?|ثانية|دقيقة|دقائق|دقيقتين|ساعة|ساعات|ساعتين|يوم|يومين|أيام|أسبوع|أسبوعين|أسابيع|شهر|شهرين|أشهر"
        r"|سنة|سنتين|سنوات)(?:\s+واحد[ةه]?)?"
        r"|(?<!\w)לפני\s+(?:\d+\s+)?(?:שניות|דקה|דקות|שעה|שעות|שעתיים|יום|יומיים|ימים|שבוע|שבועיים|שבועות|חודש|חודשיים|חודשים|שנה|שנים)(?!\w)"
        r"|\bfor\s+(?:mere\s+end\s+|over\s+)?(?:\d+\+?|en|et|ett)\s+(?:sekund(?:er)?|minut(?:ter)?|timer?|dag(?:e|er)?|uge[r]?|uke[r]?"
        r"|måned(?:er)?|år)\s+siden\b"
        r"|\b(?:yli\s+)?\d+\s+(?:sekunti[a]?|minuutti[a]?|tunti[a]?|päivä[ä]?|viikko[a]?|kuukausi|kuukautta|vuosi|vuotta)\s+sitten\b"
        # (the singular alone is "one": "tunti sitten", an hour ago)
        r"|\b(?:sekunti|minuutti|tunti|päivä|viikko|kuukausi|vuosi)\s+sitten\b"), "<ago>"),
    # tr, ru, cs, id, vi: "3 saat önce", "3 часа назад", "před 3 hodinami", "3 jam yang lalu", "3 giờ trước"
    (("önce", "назад", "před ", "lalu", "trước"), re.compile(
        r"\b(?:\d+|bir|birkaç)\s+(?:saniye|dakika|saat|gün|hafta|ay|yıl)\s+önce\b"
        r"|\b\d+\s+(?:секунд[уы]?|минут[уы]?|час(?:а|ов)?|д(?:ень|ня|ней)|недел[юиь]|месяц(?:а|ев)?|год(?:а)?|лет)\s+назад(?!\w)"
        # (abbreviated: "5 мин. назад", "3 ч. назад", "2 дн. назад")
        r"|\b\d+\s*(?:сек|мин|ч|дн|нед|мес)\.?\s+назад(?!\w)"
        r"|\bpřed\s+\d+\s+(?:sekund(?:ou|ami)?|minut(?:ou|ami)|hodin(?:ou|ami)|dn(?:em|y)|týdn(?:em|y)|měsíc(?:em|i)|rok(?:em)?|lety)\b"
        r"|\b\d+\s+(?:detik|menit|jam|hari|minggu|bulan|tahun)\s+(?:yang\s+)?lalu\b"
        r"|\b\d+\s+(?:giây|phút|giờ|ngày|tuần|tháng|năm)\s+trước(?!\w)"), "<ago>"),
    # ... and a countdown written in words: "המבצע מסתיים בעוד יום אחד" (with a number: the countdowns below)
    (("בעוד",), re.compile(r"(?:מסתיי(?:ם|מת)|נגמר(?:ת)?)\s+בעוד\s+(?:יום\s+אחד|יומיים|שעה|שעתיים|שבוע)(?!\w)"), "<countdown>"),
    # the day word ending a news line, after its title: "Nowa integracja z KSeF wczoraj", "新集成上线 · 昨天"
    (("wczoraj", "dzisiaj", "igår", "idag", "i går", "i dag", "gisteren", "vandaag", "ontem", "hoje", "ieri", "oggi", "昨天", "今天",
      "昨日", "今日", "어제", "오늘", "เมื่อวาน", "วันนี้"), re.compile(
        r"(?:(?<=[\s·•|])|^)(?:(?:przed)?wczoraj|dzisiaj|i\s?går|i\s?dag|(?:eer)?gisteren|vandaag|ontem|hoje|ieri|oggi|昨天|今天|昨日|今日|어제|오늘"
        r"|เมื่อวาน(?:นี้)?|วันนี้)$"), "<ago>"),
    # time-of-day greetings a page picks by the visitor's clock ("Good morning! Welcome to …" → "Good evening! …"),
    # en, de, fr, es, it, nl, pt (not a bare "hello" or "bonjour": those say the same all day)
    # ... ru, id, ko, ja ("Добрый вечер", "Selamat pagi", "좋은 아침입니다", "おはようございます"), and the daytime one beside
    # them: "Guten Tag", "Bon après-midi", "Buon pomeriggio", "Добрый день", "Selamat siang"
    (("good morning", "good afternoon", "good evening", "guten morgen", "guten abend", "guten tag", "bonsoir", "après-midi",
      "buenos días", "buenas tardes", "buenas noches", "buongiorno", "buonasera", "buon pomeriggio", "goedemorgen", "goedemiddag",
      "goedenavond", "bom dia", "boa tarde", "boa noite", "доброе утро", "добрый день", "добрый вечер", "доброй ночи", "selamat pagi",
      "selamat siang", "selamat sore", "selamat malam", "좋은 아침", "좋은 오후", "좋은 저녁", "おはよう", "こんばんは"),
     re.compile(r"\b(?:good\s+(?:morning|afternoon|evening)|guten\s+(?:morgen|abend|tag)|bonsoir|bon\s+après-midi"
                r"|buen[oa]s\s+(?:días|tardes|noches)"
                r"|buon(?:giorno|asera|\s?pomeriggio)|goede(?:morgen|middag|navond)|bo[am]\s+(?:dia|tarde|noite)"
                r"|доброе\s+утро|добр(?:ый|ой)\s+(?:день|вечер|ночи)|selamat\s+(?:pagi|siang|sore|malam))\b"
                r"|좋은\s*(?:아침|오후|저녁)(?:입니다|이에요|이네요)?|おはようございます|おはよう|こんばんは"), "<greeting>"),
    # ... and the all-day greeting alone in its block, by name or not ("Hello, Ana!", "Bonjour", "こんにちは"): a line of
    # the visit (alternating with the time-of-day ones), never a page's content on its own
    (("hello", "hallo", "bonjour", "hola", "ciao", "olá", "привет", "здравствуйте", "안녕하세요", "こんにちは"),
     re.compile(r"^(?:hello|hallo|bonjour|hola|ciao|olá|привет|здравствуйте|안녕하세요|こんにちは)"
                # (the name after a comma or a space, and kept: "Hello Anna" is not "Hello Ben"; "Halloween" is no "Hallo")
                r"(?=(?:(?:\s*,\s*|\s+)[^\W\d_][\w.'’-]*)?\s*[!.]?$)"), "<greeting>"),
    # a geo-IP line on its own: "Ships to Germany", "Delivering to Berlin 10115", "Deliver to Paris 75001", "Your store:
    # Munich" (the edge node's or the visitor's place; a place of at most four words and a postcode, the whole block:
    # "Ships to 40 countries within 3 days" is the shop's claim)
    (("ships to", "shipping to", "deliver to", "delivering to", "delivery to", "your store", "my store", "your location",
      "lieferung nach", "liefern nach", "livraison à", "livraison en"),
     re.compile(r"^(?:(?:ships|shipping|deliver|delivering|delivery)\s+to|(?:your|my)\s+(?:store|location)\s*:?"
                r"|lieferung\s+nach|liefern\s+nach|livraison\s+(?:à|en))"
                r"\s+[^\W\d_][\w.'’-]*(?:\s+[^\W\d_][\w.'’-]*){0,3}(?:,?\s+[a-z]{0,2}\d[\w -]{2,8})?\s*$"),
     "<geo>"),
    # ... and the greeting of a returning (signed-in, cookie-recognised) visitor, by name: "Welcome back, Ana!", "Willkommen
    # zurück, Jonas" (a monitor's fetch is nobody's return visit: the line comes and goes with the session)
    (("welcome back", "willkommen zurück", "bon retour", "bentornat", "de nuevo", "welkom terug", "de volta", "tillbaka", "tilbake"),
     re.compile(r"\b(?:welcome\s+back|willkommen\s+zurück|bon\s+retour(?:\s+parmi\s+nous)?|bentornat[oa]|bienvenid[oa]\s+de\s+nuevo"
                r"|welkom\s+terug|bem-vind[oa]\s+de\s+volta|välkommen\s+tillbaka|velkommen\s+tilbake)"
                # (by name, or alone on its line: "Welcome back to the office" is a sentence)
                r"(?:\s*,\s*[^\W\d_][\w.'’-]*(?:\s+[^\W\d_][\w.'’-]*)?(?=\s*[!.]?$)|(?=\s*[!.]?$))"), "<greeting>"),
    (("gerade eben", "à l'instant", "justo ahora", "proprio ora", "zojuist"),
     re.compile(r"\b(?:gerade\s+eben|à\s+l'instant|justo\s+ahora|proprio\s+ora|zojuist)"), "<ago>"),
    # ja, zh, ko: "3時間前", "12分前", "2日前", "3小时前", "5分钟前", "2天前", "3시간 전", "5분 전"
    # ... and th: "3 ชั่วโมงที่แล้ว" (no \b: Thai vowel signs are no word characters)
    # (not a span before another day: a contract's notice, "解約希望日の30日前までに", "해지 희망일 30일 전까지", "30日前に
    # 通知", "期限の3日前" — "of" before it, or "until" / "within" / "notice" after it)
    (("前", "전", "ที่แล้ว"), re.compile(r"(?<![の\d])\d+\s*(?:秒|分|分钟|分鐘|時間|小时|小時|日|天|週間|周|か月|ヶ月|カ月|个月|個月|年)\s*前"
                              r"(?!\s*(?:まで|迄|以内|に(?:通知|申し出|届け出|連絡)|の(?:通知|予告)))"
                              r"|\d+\s*(?:초|분|시간|일|주|개월|달|년)\s*전(?!\s*(?:까지|에\s*(?:통지|통보|알려)|이내))"
                              r"|\d+\s*(?:วินาที|นาที|ชั่วโมง|วัน|สัปดาห์|อาทิตย์|เดือน|ปี)\s*ที่แล้ว"), "<ago>"),
    # event and sale timers: "Starts in 2d 04h 12m", "Begins in 3 days, 4 hours", "Closes in 5h 20m"
    # ... and a page's own refresh timer: "Next update in 4 min", "next refresh in 42s"
    (("starts in", "begins in", "closes in", "ends in", "ending in", "expires in", "launches in", "opens in", "live in", "next "), re.compile(
        r"\b(starts|begins|closes|ends|ending|expires|launches|opens|live|next\s+(?:update|refresh|check|sync|reload|poll|run))\s+in\s+"
        r"\d+\s*(?:d|h|m|s|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)\b"
        r"(?:[\s,:]*(?:and\s+)?\d+\s*(?:d|h|m|s|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)\b){0,3}"), r"\1 in <countdown>"),
    # countdowns: "3 days left"
    (("left", "remaining"),
     re.compile(r"\b\d+\s*(?:days?|hours?|hrs?|minutes?|mins?)\s+(?:left|remaining)\b"), "<countdown>"),
    # ... and a bare timer in compact units, days with hours or hours with minutes and seconds: "12d 04h 33m",
    # "3d:07h:12m:09s", "04h 12m 33s" (a page's server-rendered countdown; one unit or two of hours and minutes,
    # "2h 30m", is as often a course's or a flight's length, which stays)
    (("d ", "d:", "h ", "h:"), re.compile(
        r"\b\d{1,3}d[\s:]*\d{1,2}h(?:[\s:]*\d{1,2}m(?:in)?)?(?:[\s:]*\d{1,2}s)?\b"
        r"|\b\d{1,2}h[\s:]*\d{1,2}m(?:in)?[\s:]*\d{1,2}s\b"), "<countdown>"),
    # ... in other languages, after the word that makes them one: "Promocja kończy się za 3 dni", "Erbjudandet slutar om 3 dagar",
    # "Nog 3 dagen geldig", "Faltam 3 dias", "Mancano 3 giorni", "Nur noch 3 Tage", "还剩3天", "残り3日", "3일 남음", "เหลืออีก 3 วัน"
    # (triggers as narrow as the words allow: "noch " and "nog " are common, "termina" is in "terminal")
    (("się za ", "został", "pozostał", "slutar om", "går ut om", "kvar", "nog ", "falta", "termina e", "termina t", "acaba e", "resta ",
      "restam ", "manca", "scade tra", "noch ", "plus que", "queda", "ends in", "expires in", "ancora", "jeszcze", "mais ", "to go", "剩", "还有", "残り", "あと", "남", "เหลือ",
      "reste ", "bitiyor", "sona eriyor",
      "udløber om", "slutter om", "utløper om", "päättyy", "jäljellä", "ينتهي", "متبق", "בעוד"), re.compile(
        r"\b(?:kończy\s+się\s+za|(?:po)?został[oay]?|(?:slutar|går\s+ut)\s+om|nog|falta[mn]?|restam?|il\s+reste|(?:termina|acaba)\s+(?:em|en|tra)"
        r"|mancan[oa]|manca|scade\s+tra|(?:nur\s+)?noch|plus\s+que|quedan?|(?:ends|expires)\s+in|ancora(?:\s+per)?|jeszcze|(?:só|apenas)\s+mais)\s+\d+\s+"
        r"(?:dni|dzień|godzin[ay]?|godzinę|minut[ay]?|dagar|dag(?:en)?|timm(?:e|ar)|minuter|uur|uren|minuten|dias?|días?|horas?|minutos?"
        r"|giorn[oi]|ore|ora|minuti|tage?n?|stunden?|jours?|heures?|days?|hours?)\b"
        r"|\b\d+\s+(?:dagar|dag|timmar|timme)\s+kvar\b|\b\d+\s+(?:days?|hours?|minutes?)\s+to\s+go\b"
        # tr: "Kampanya 2 gün sonra bitiyor", "2 gün içinde sona eriyor"
        r"|\b\d+\s+(?:gün|saat|dakika)\s+(?:sonra|içinde)\s+(?:bitiyor|sona\s+eriyor)"
        r"|(?:还剩|剩余|仅剩|只剩|还有)\s*\d+\s*(?:天|小时|分钟)|(?:残り|あと)\s*\d+\s*(?:日|時間|分)|\d+\s*(?:일|시간|분)\s*(?:남음|남았)"
        r"|เหลือ(?:อีก|เวลาอีก)?\s*\d+\s*(?:วัน|ชั่วโมง|นาที)"
        r"|\b(?:udløber|slutter|utløper)\s+om\s+\d+\s+(?:dage?|dager|timer?|minutter)\b"
        r"|\bpäättyy\s+\d+\s+(?:päivän|tunnin|minuutin)\s+päästä\b|\b\d+\s+(?:päivää|tuntia)\s+jäljellä\b"
        r"|ينتهي\s+(?:\S+\s+){0,2}(?:خلال|بعد)\s+\d+\s+(?:أيام|يوم|ساعات|ساعة|دقائق|دقيقة)|متبق[يى]\s+\d+\s+(?:أيام|يوم|ساعات|ساعة)"
        r"|(?:מסתיי(?:ם|מת)|נגמר(?:ת)?)\s+בעוד\s+(?:\d+\s+)?(?:ימים|יום|יומיים|שעות|שעה|דקות)(?:\s+אחד)?"), "<countdown>"),
    # stock levels: "Only 3 left in stock", "12 in stock", "Nur noch 2 auf Lager", "Plus que 4 en stock"
    (("left", "stock", "lager", "verfügbar"), re.compile(
        r"\bonly\s+\d+\s+(?:(?:items?|pieces?|units?)\s+)?left\b(?:\s+in\s+stock)?|\b\d+\s+(?:(?:items?|pieces?|units?)\s+)?(?:left\s+)?in\s+stock\b"
        r"|\bnur\s+(?:noch\s+)?\d+\s+(?:stück\s+)?(?:auf\s+lager|verfügbar)\b|\bplus\s+que\s+\d+\s+en\s+stock\b"), "<stock>"),
    # places left at an event, a course or a webinar: "12 seats left", "Only 3 spots remaining", "5 tickets left", "Noch 12
    # Plätze frei", "Plus que 4 places" (a tally of sign-ups, as a stock level is of sales)
    (("left", "remaining", "plätze", "places"), re.compile(
        r"\b(?:only\s+)?\d+\s+(?:seats?|spots?|places?|tickets?)\s+(?:left|remaining)\b"
        r"|\bnoch\s+\d+\s+(?:freie\s+)?plätze(?:\s+frei)?\b|\bplus\s+que\s+\d+\s+places?\b"), "<seats>"),
    # ... pl, sv, nl, pt, it, ja, zh: "Tylko 3 szt. w magazynie", "Endast 2 kvar i lager", "Nog maar 3 op voorraad", "Apenas 3 em
    # estoque", "Solo 3 disponibili", "残り3点", "仅剩3件"
    (("magazyn", "na stanie", "i lager", "voorraad", "estoque", "disponibili", "点", "件"), re.compile(
        r"\b(?:tylko\s+|jeszcze\s+)?\d+\s+(?:szt\.?|sztuk[i]?)\s+(?:w\s+magazynie|na\s+stanie|dostępn\w+)"
        r"|\b(?:endast\s+|bara\s+)?\d+\s+(?:st\s+)?(?:kvar\s+)?i\s+lager\b|\b(?:nog\s+(?:maar\s+)?|slechts\s+)?\d+\s+op\s+voorraad\b"
        r"|\b(?:apenas\s+|só\s+|últimas\s+)?\d+\s+(?:unidades\s+)?em\s+estoque\b|\b(?:solo\s+|ultimi\s+)?\d+\s+(?:pezzi\s+)?disponibili\b"
        r"|(?:残り|在庫|あと)\s*\d+\s*(?:点|個)|(?:仅剩|还剩|库存|只剩)\s*\d+\s*件"), "<stock>"),
    # ... fi, tr, da, no, ko: "Vain 3 jäljellä", "Sadece 3 adet kaldı", "Kun 3 tilbage på lager", "Bare 3 igjen på lager", "재고 3개 남음"
    (("jäljellä", "kaldı", "tilbage", "igjen", "재고"), re.compile(
        r"\bvain\s+\d+\s+(?:kpl\s+)?jäljellä\b|\b(?:sadece|son)\s+\d+\s+(?:adet|ürün)\s+kaldı"
        r"|\b(?:kun|bare)\s+\d+\s+(?:stk\.?\s+)?(?:tilbage|igjen)(?:\s+på\s+lager)?\b|재고\s*\d+\s*개\s*(?:남음|남았)"), "<stock>"),
    # sales in a recent window, counted live: "34 sold in the last 24 hours", "Sold 34 times in the last 24 hours", "12 Personen
    # haben dies in den letzten 24 Stunden gekauft", "12 sålda senaste 24 timmarna"
    (("sold", "gekauft", "sålda", "solgt"), re.compile(
        r"\b\d[\d,.]*\+?\s+(?:sold|sålda|solgt)\s+(?:in\s+(?:the\s+)?last|(?:de\s+)?senaste|(?:de\s+)?sidste|siste)\s+\d+\s+\w+"
        r"|\bsold\s+\d[\d,.]*\s+times\s+in\s+(?:the\s+)?last\s+\d+\s+\w+"
        r"|\b\d[\d.]*\s+(?:personen|kunden|leute)\s+haben\s+(?:dies|das|diesen\s+artikel|dieses\s+produkt)\s+in\s+den\s+letzten\s+\d+\s+\w+\s+gekauft"),
     "<n> <counter>"),
    # a share bar that is only labels and their counts, the label first: "Share 280 Tweet 220", "Like 1.2K Pin 14",
    # "Comment 12" (anchored to the whole block: "like 3 other vendors" in a sentence keeps its figure; no "save":
    # "Save 20" is a price)
    (("share", "tweet", "pin", "like", "comment", "repl", "repost"), re.compile(
        r"^(?:(?:share|tweet|pin|like|comment|reply|replies|repost|email|whatsapp)s?\s*[:(]?\s*\d[\d,.]*[km]?\)?\s*)+$"),
     "<share counts>"),
    # counters: "1,234 views", "3.4k likes", "12 comments", "1.2M followers" (not an allowance: a plan's "Up to 10,000
    # subscribers", "Max. 500 downloads", "1,000 views per month" or "… included" is a limit the page sets, not a tally;
    # nor the tail of a number: "up to 10,000" read from its "000")
    (("view", "read", "play", "listen", "like", "share", "comment", "repl", "tweet", "repost", "follow", "subscri",
      "star", "fork", "download", "visit", "click", "vote", "reaction", "impression", "respons", "answer", "review",
      "rating", "watch", "online", "times", "hits", "install"),
     re.compile(
        r"(?<![\d,.])(?<!\d-)(?<!\d/)(?<!up to )(?<!upto )(?<!max )(?<!max\. )(?<!maximum )(?<!limit of )(?<!includes )(?<!including )"
        r"(?<!bis zu )(?<!jusqu'à )(?<!hasta )"
        r"\b\d[\d,.\u00a0 ]*[kKmMbB]?\+?\s*(?:views?|reads?|plays?|listens?|likes?|shares?|comments?|replies|retweets?|"
        r"reposts?|followers?|subscribers?|stars?|forks?|downloads?|visitors?|visits?|clicks?|upvotes?|votes?|"
        # a marketplace listing's install tally: "12,400 installs", "10,000+ active installations" (WordPress)
        r"installs?|active\s+installations|"
        r"reactions?|impressions|responses|answers|(?:(?:total|customer|verified|product)\s+)?(?:reviews?|ratings?)|watching|online|"
        r"people\s+(?:are\s+)?"
        r"(?:viewing|watching|looking|online|reading)|users?\s+online)\b"
        r"(?!\s*(?:/\s*(?:mo|month|yr|year|day|user|seat)\b|per\s+(?:month|mo|year|day|user|seat)\b|a\s+month\b|"
        r"each\s+month\b|monthly\b|included\b))"), "<n> <counter>"),
    # new items counted in a rolling window, refreshed on their own: "143 jobs posted today", "12 new jobs this week",
    # "37 new openings added in the last 24 hours", "18 neue Stellen heute", "9 offres publiées aujourd'hui" (the window
    # word is required: "12 open positions" or "we hired 40 engineers this year" keep their figures)
    # (after the relative-date rules: "today" is "<ago>" by then)
    (("job", "opening", "position", "role", "vacanc", "listing", "stellen", "offres"),
     re.compile(
        r"(?<!\d[,.\u00a0])\b\d[\d,.\u00a0]*\+?\s+(?:new\s+)?(?:jobs?|openings?|positions?|roles?|vacancies|listings?)\s+"
        r"(?:(?:were\s+)?(?:posted|added|published|listed)\s+)?"
        r"(?:<ago>|(?:today|this\s+week|in\s+the\s+(?:last|past)\s+(?:\d+\s+)?(?:hours?|days?|24h))\b)"
        r"|\b\d[\d.\u00a0]*\+?\s+neue\s+(?:stellen(?:angebote)?|jobs)\s+(?:heute|<ago>|diese\s+woche|in\s+den\s+letzten\s+\d+\s+\w+)"
        r"|\b\d[\d\u00a0\u202f ]*\s+(?:nouvelles\s+)?offres(?:\s+d'emploi)?\s+(?:publiées\s+|ajoutées\s+)?"
        r"(?:aujourd['’]hui|<ago>|cette\s+semaine|ces\s+dernières\s+\d+\s+heures)"), "<n> <counter>"),
    # a job card's applicant count, refreshed as people apply: "32 applicants", "Over 200 applicants", "Be among the
    # first 25 applicants", "37 people applied", "12 Bewerber" (not "applications": "200 Bewerbungen habe sie
    # geschrieben" is an article's figure)
    (("applicant", "applied", "bewerber"), re.compile(
        r"\b(?:(?:over|more\s+than|be\s+among\s+the\s+first)\s+)?\d[\d,.]*\+?\s+(?:applicants?|(?:people|candidates)\s+"
        r"(?:have\s+)?applied|bewerber(?:innen)?)\b"), "<n> <counter>"),
    # "Viewed 1,204 times", "downloaded 12k times": a count of times only after what was done (a bare "5 times" is a
    # quantity: "retried up to 5 times", "3 times faster")
    (("times",), re.compile(
        r"\b(viewed|read|played|downloaded|shared|watched|visited|opened|accessed|installed|cited|starred|liked|printed|seen)"
        r"\s+\d[\d,.\u00a0 ]*[kKmM]?\+?\s*times\b"), r"\1 <n> <counter>"),
    (("view", "comment", "like", "share", "follow", "subscri", "download", "review", "rating", "visit", "hits"),
     re.compile(
        r"\b(views?|comments?|likes?|shares?|followers?|subscribers?|downloads?|reviews?|ratings?|visitors?|hits)"
        r"\s*[:(]\s*\d[\d,.]*[kKmM]?\)?"), r"\1 <n>"),
    # star counters written after their label: "★ Star us on GitHub 12.4k", "Stars: 12,345", "★ 4.8"
    (("★", "star ", "stars", "star:"), re.compile(r"(\bstars?\b|★)((?:\s+us)?(?:\s+on\s+github)?\s*[:(]?\s*)\d[\d,.]*[km]?(?![\w.,]*\s*(?:/|per\b|a\s+month))"),
     r"\1\2<n>"),
    # social-proof counters that refresh on their own: "4,200+ teams", "12B events tracked this month" (a
    # figure without "+", "Trusted by 4,000 companies", is an edited claim: a minor change; plan limits
    # such as "Up to 10 users" or "10+ users" are neither)
    (("+",), re.compile(rf"(?<![$€£¥])\b\d[\d,.\u00a0]*\s*[kmb]?\+\s*{_AUDIENCE}"), "<n> <counter>"),
    # ... and a PRECISE figure before the same words, which only a counter writes: "Join 12,431 teams", "Used by 3,217
    # companies", "48213 developers" tick on their own, where a claim an editor writes is round ("4,000 companies",
    # "12,500 teams", "1.250 clients" stay edited claims): thousands separated and the last three digits ending in
    # neither 00 nor 50, or five digits and more written without a separator
    (("teams", "customers", "companies", "businesses", "organi", "brands", "clients", "merchants", "creators",
      "developers", "engineers", "marketers", "startups", "enterprises"),
     re.compile(rf"(?<![$€£¥\d,.])(?:\b\d{{1,3}}(?:[,.\u00a0]\d{{3}})*[,.\u00a0]|\b\d{{2,}})\d(?!00\b|50\b)\d\d"
                rf"\s+{_AUDIENCE}"), "<n> <counter>"),
    (("tracked", "processed", "served", "delivered", "analyzed", "analysed", "handled", "ingested", "sent"),
     re.compile(
        r"\b\d[\d,.]*\s*(?:[kmb]|million|billion|trillion)\+?\s+(?:[a-z]+\s+)?(?:events?|requests?|api\s+calls|calls|messages|transactions|"
        r"queries|emails|records|data\s+points|sessions|page\s*views)\s+(?:tracked|processed|served|delivered|"
        r"analy[sz]ed|handled|ingested|sent)\b"), "<n> <counter>"),
    # ... and a live tally written out in full over a period that runs on: "1,204,331 requests served today", "48,210
    # messages sent this week", "3.1 million events processed so far" (a figure without one, "2,000 requests per
    # second", is a claim or a limit)
    (("today", "this week", "this month", "this year", "so far", "counting", "last 24"),
     re.compile(
        r"\b\d{1,3}(?:[,.\u00a0]\d{3})+\s+(?:[a-z]+\s+)?(?:events?|requests?|api\s+calls|calls|messages|transactions|"
        r"queries|emails|records|data\s+points|sessions|page\s*views|orders|deliveries|parcels|rides|bookings)\s+"
        r"(?:tracked|processed|served|delivered|analy[sz]ed|handled|ingested|sent|placed|made|booked)\s+"
        r"(?=today\b|this\s+(?:week|month|year)\b|so\s+far\b|and\s+counting\b|in\s+the\s+last\s+24\s+hours\b)"),
     "<n> <counter> "),
    # a server's uptime as a duration: "System uptime: 45 days, 3 hours", "Uptime 12d 4h"
    (("uptime",), re.compile(r"\b(uptime)(\s*[:=]?\s*)\d+\s*(?:y|years?|d|days?|h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b"
                             r"(?:,?\s*(?:and\s+)?\d+\s*(?:d|days?|h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b){0,4}"), r"\1\2<duration>"),
    # measured uptime: "Uptime: 99.98% over the last 90 days", "99.95% uptime" (status pages, homepages)
    # (an uptime promised, "99.9% uptime SLA", "we guarantee 99.95% uptime", is a term, not a measurement)
    (("uptime",), re.compile(r"(?<!guarantee )(?<!guaranteed )(?<!guarantees )(?<!commit to )(?<!promise )(?<!target )"
                             r"\b(?:(uptime)(\s*[:(]?\s*)\d{1,3}(?:[.,]\d+)?\s*%|(?<![\d.,])\d{1,3}(?:[.,]\d+)?\s*%(\s+)(uptime)\b"
                             r"(?!\s+(?:sla|guarantee|commitment|target|service\s+level)))"),
     r"\1\4\2\3<pct>"),
    # ... in de, fr, es, it, pt, nl, pl, sv, ja, zh, ko: "99,98 % Verfügbarkeit", "Disponibilité : 99,95 %", "稼働率 99.98%" (a
    # promise, "99,9 % Verfügbarkeit garantiert", "SLA de 99,9 %", stays)
    (("verfügbarkeit", "disponibilit", "disponibilidad", "beschikbaarheid", "dostępność", "upptid", "oppetid", "稼働率", "可用性", "가동률", "가용성"), re.compile(
        r"(?<!sla )(?<!sla de )(?<!sla di )(?<!sla von )(?<!sla: )(?<!garantiert )(?<!garantizamos )(?<!garantimos )(?<!garantiamo )(?<!gwarantujemy )(?<!garantissons )"
        r"(?:((?:verfügbarkeit|disponibilit[éà]|disponibilidade?|beschikbaarheid|dostępność|upptid|oppetid|稼働率|可用性|가동률|가용성)\s*[:(]?\s*))?"
        r"(?<![\d.,])\d{1,3}(?:[.,]\d+)?\s*%"
        r"(?(1)|(?=\s+(?:de\s+|di\s+)?(?:verfügbarkeit|disponibilit[éà]|disponibilidade?|beschikbaarheid|dostępność|upptid|oppetid)))"
        r"(?!\s*(?:\S+\s+){0,2}(?:sla|garant\w*|gwarant\w*|保証|保障|承诺|보장))"), r"\1<pct>"),
    # share-price widgets: "FERN 42.17 USD +2.03%", "$42.17 +0.84 (+2.03%)", "Aktie: 38,92 € (+1,2 %)", "¥1,234.5 ▲ 0.8%" (a
    # price with decimals and its signed change, in percent: a market quote, refreshed on every fetch)
    # (each alternative starts where a number starts: never inside one, so a long row of figures is not retried digit by digit)
    (("%",), re.compile(r"(?<![\d,.])\d[\d,.]*[.,]\d{1,2}\s*(?:usd|eur|gbp|chf|sek|jpy|€|\$|£|¥)?\s*(?:[+-]\d+[.,]\d+\s*(?:usd|eur|€|\$|£|¥)?\s*)?\(?(?:[+-]|[▲▼↑↓]\s?)"
                      r"\d+[.,]\d+\s*%\)?"
                      # ... a signed change and its percentage unsigned in brackets: "$84.12 +1.27 (1.53%)" (Q4, Notified)
                      r"|(?<![\d,.])\d[\d,.]*[.,]\d{1,2}\s*(?:usd|eur|gbp|chf|€|\$|£)?\s*[+-]\d+[.,]\d+\s*\(\d+[.,]\d+\s*%\)"
                      # ... or a whole price before its day-over-day change: "1,234円 前日比 +12円 (+0.98%)", "52,300원 전일 대비 -400원 (-0.76%)"
                      r"|(?<![\d,.])\d[\d,.]*\s*(?:円|元|원)?\s*(?:前日比|前日差|전일\s*대비|较前日|較前日)\s*(?:[+-]\d[\d,.]*\s*(?:円|元|원)?\s*)?\(?[+-]\d+[.,]\d+\s*%\)?"),
     "<quote>"),
    # a stock quote module's rows beside the share price (IR pages: Q4, Notified, EQS): "Volume | 1,364,545", "Day range |
    # 83.29 - 85.39", "Market cap | 4.30B", "Previous close: 84.12", "Umsatz 12.345" — a figure alone after its label, no
    # unit word after it ("Volume | 100,000 emails" on a pricing page is a limit)
    (("volume", "range", "market cap", "close", "umsatz", "tageshoch", "tagestief", "marktkapitalisierung"), re.compile(
        r"\b((?:avg\.?\s+|average\s+)?volume|(?:day(?:'s)?|intraday|today's|52[- ]week)\s+(?:range|high|low)"
        r"|market\s+cap(?:itali[sz]ation)?|prev(?:ious|\.)?\s+close|umsatz|tageshoch|tagestief|marktkapitalisierung)"
        r"(\s*[:|]?\s*)[$€£]?\d[\d,.]*\s*[kmb]?(?:\s*[-–]\s*[$€£]?\d[\d,.]*)?(?=\s*(?:$|[|·;)]))"), r"\1\2<quote>"),
    # reaction and vote buttons counting clicks: "👍 44", "👎 3", "❤️ 12", "12 👏" (a docs page's "Was this helpful?",
    # a changelog's reactions) ... and the icon-labelled view and comment counters of a post card, in any language:
    # "👁 1,204", "👁️ 1.2k", "👀 388", "💬 12"
    (("👍", "👎", "❤", "♥", "👏", "🎉", "🙌", "😄", "😕", "👁", "👀", "💬", "🗨"), re.compile(
        r"([👍👎❤♥👏🎉🙌😄😕👁👀💬🗨]\ufe0f?)\s*\d[\d,.]*[km]?\b|\b\d[\d,.]*[km]?\s*([👍👎❤♥👏🎉🙌😄😕👁👀💬🗨]\ufe0f?)"),
     r"\1\2 <n>"),
    # a price converted into the visitor's currency at the day's exchange rate, beside the price the page sets: "≈ €45.12
    # at today's rate", "(~£38)", "approx. 4,150 ₹", "ca. 42 €" — it moves with the rate, the page's price does not
    (("≈", "~", "approx", "ca.", "etwa", "environ", "aprox"), re.compile(
        r"(≈|~|\bapprox(?:\.|imately)?|\bca\.|\betwa|\benviron|\baprox\.?)\s*"
        r"(?:(?:[$€£¥₹₩₺₪฿]|\b(?:usd|eur|gbp|chf|cad|aud|inr|jpy|sek|nok|dkk|pln)\b)\s?\d[\d,.\u00a0]*"
        r"|\d[\d,.\u00a0]*\s?(?:[$€£¥₹₩₺₪฿]|(?:usd|eur|gbp|chf|cad|aud|inr|jpy|sek|nok|dkk|pln)\b))"), r"\1 <converted>"),
    # reading-time estimates and helpfulness counters: "8 min read", "320 people found this helpful"
    (("read",), re.compile(r"\b\d+\s*(?:-\s*\d+\s*)?(?:min(?:ute)?s?|m)\.?\s+(?:read|reading\s+time)\b"), "<n> min read"),
    # (live visitor counters: "1,284 people are browsing Billtide right now", "37 shoppers are on this page")
    (("found this", "helpful", "viewing", "looking", "viewed", "visited", " read", "bought", "purchased", "liked", "signed up", "joined", "reacted",
      "browsing", "on this page", "on the site", "reading", "registered", "attending", "going"),
     re.compile(r"\b\d[\d,.]*\+?\s+(?:people|users|customers|readers|others|shoppers|visitors|teams|developers)\s+(?:have\s+)?"
                r"(?:found\s+this\s+(?:helpful|useful)|(?:are\s+)?(?:viewing|browsing|looking\s+at|watching|reading|"
                r"on\s+(?:this|the)\s+(?:page|site))"
                r"|viewed|visited|read|liked|reacted|"
                r"bought|purchased|signed\s+up|joined|"
                # an event's sign-ups: "812 people registered", "240 developers attending", "37 others are going"
                r"(?:have\s+)?registered|(?:are\s+)?(?:attending|going))\b"), "<n> <counter>"),
    # live visitor counters in de/fr/es/it/ja: "1.204 Besucher online", "1 204 visiteurs en ligne", "37 personas viendo esta
    # página", "37 人が閲覧中"
    # ... pl, sv, nl, pt, zh, ko, th: "987 osób online", "37 personer tittar just nu", "37 mensen bekijken deze pagina",
    # "37 pessoas estão vendo", "37人正在浏览", "37명이 보고 있습니다", "มีผู้ชม 37 คน"
    # ... and German with the verb first: "Gerade sehen sich 8 Personen diese Seite an", "Aktuell schauen 12 Besucher …"
    (("sehen sich", "schauen", "betrachten"), re.compile(
        r"\b(?:sehen|schauen)\s+(?:sich\s+)?(?:gerade\s+|aktuell\s+|jetzt\s+)?\d[\d.]*\s+(?:personen|besucher(?:innen)?|nutzer(?:innen)?|leute|kunden)\b"
        r"|\bbetrachten\s+(?:gerade\s+|aktuell\s+)?\d[\d.]*\s+(?:personen|besucher(?:innen)?)\b"), "<n> <counter>"),
    (("besucher", "visiteur", "personas", "personnes", "kişi", "visitantes", "utenti", "persone", "人が", "osob", "osób", "personer", "mensen", "pessoas",
      "人正在", "명이", "ผู้ชม", "henkilöä", "ihmistä", "شخص", "زائر", "אנשים", "גולשים"), re.compile(
        r"\b\d[\d,.\u00a0\u202f ]*\+?\s*(?:besucher(?:innen)?\s+(?:online|gerade|aktuell)|personen\s+(?:online|sehen|lesen)"
        r"|visiteurs?\s+(?:en\s+ligne|actuellement|connect[ée]s)|personnes\s+(?:en\s+ligne|consultent|regardent|lisent)"
        r"|personas\s+(?:(?:están\s+)?(?:viendo|mirando)|en\s+l[íi]nea|conectadas)|visitantes\s+(?:en\s+l[íi]nea|conectados)"
        r"|kişi\s+(?:şu\s+(?:anda|an)\s+)?(?:bu\s+\w+\s+)?(?:inceliyor|görüntülüyor|bakıyor|izliyor|çevrimiçi)"
        r"|utenti\s+(?:online|connessi)|persone\s+(?:online|stanno)"
        r"|osob[ya]?\s+(?:online|ogląda|przegląda|teraz)|osób\s+(?:online|ogląda|przegląda|teraz)"
        r"|personer\s+(?:tittar|kigger|ser\s+på|er\s+online|är\s+online|online|besöker)|mensen\s+(?:bekijken|kijken|online)"
        r"|(?:henkilöä|ihmistä|kävijää)\s+(?:katselee|katsoo|selaa|paikalla|verkossa)"
        r"|(?:شخص(?:ًا|ا)?|زائر(?:ًا|ا)?|مستخدم(?:ًا|ا)?)\s+(?:يشاهدون|يتصفحون|متصل(?:ون)?)|(?:אנשים|גולשים|משתמשים)\s+(?:צופים|גולשים|מחוברים)"
        r"|pessoas\s+(?:estão|online|vendo|visualizando))"
        r"|\d[\d,]*\s*人が(?:閲覧中|見ています|オンライン|アクセス中)|\d[\d,]*\s*人正在(?:浏览|观看|查看|瀏覽|觀看)"
        r"|\d[\d,]*\s*명이\s*(?:보고|접속|이용|시청)|ผู้ชม\s*\d[\d,]*\s*คน"), "<n> <counter>"),
    # the same in de/fr/es/it/nl: "1.234 Aufrufe", "1 234 vues", "12 commentaires", "5 Min. Lesezeit", "4.200+ Kunden"
    (("aufruf", "ansicht", "kommentar", "vue", "comment", "visualizacion", "visita", "vista", "comentario", "visualizzazion",
      "commenti", "weergave", "reactie", "lesezeit", "lecture", "lectura", "lettur", "leitura", "leestijd", "+"),
     re.compile(
        r"\b\d[\d,.\u00a0 ]*[kKmM]?\+?\s*(?:aufrufe|ansichten|kommentare|vues|commentaires|visualizaciones|visitas|"
        r"vistas|comentarios|visualizzazioni|commenti|weergaven|reacties|"
        # reads: es, it, pt (not the French "lectures": in English those are a course's lessons)
        r"lecturas|letture|leituras)\b"
        r"|\b\d+\s*(?:min(?:\.|uten)?)\s+(?:lesezeit|de\s+lecture|de\s+lectura|di\s+lettura|leestijd)\b"
        r"|\b(?:lesezeit|temps\s+de\s+lecture|tiempo\s+de\s+lectura|leestijd)\s*:?\s*\d+\s*(?:min(?:\.|uten|utes|utos)?)"
        r"|(?<![$€£¥\d,.])\d{1,3}(?:[,.\u00a0 ]\d{3})*(?:[,.]\d+)?\s*[kmb]?\+\s*(?:zufriedene\s+)?(?:kunden|unternehmen|teams|firmen|"
        r"clients|entreprises|équipes|clientes|empresas|klanten|bedrijven|"
        # pl, sv, nl, it: companies, entrepreneurs, customers
        r"firm|klientów|użytkowników|företag|kunder|ondernemers|aziende|imprese|clienti)\b"
        # ja, zh, ko: "4,200+社", "4,200+ 家企业", "4,200+개 기업"
        r"|(?<![$€£¥\d,.])\d{1,3}(?:,\d{3})*\+\s*(?:社|家企业|家公司|家客户|개\s*기업|개\s*회사)"
        # ru, uk, cs, tr, vi, id, fi, da/no, hi, ar, he: "12 400+ компаний", "4.200+ işletme", "12,400+ व्यवसायों",
        # "+٤٢٠٠ شركة" written "٤٢٠٠+ شركة", "4,200+ עסקים" (the same "+" a live counter writes in English)
        r"|(?<![$€£¥₹₪\d,.])(?:\d{1,3}(?:[,.\u00a0 \u066c]\d{3})*|\d{4,9})\+\s*(?:компани[йи]|клиентов|команд|пользователей|компаній|клієнтів|"
        r"користувачів|firem|společností|zákazníků|týmů|işletme|şirket|müşteri|ekip|doanh\s+nghiệp|khách\s+hàng|công\s+ty|"
        r"bisnis|perusahaan|pelanggan|yritystä|asiakasta|virksomheder|bedrifter|kunder|व्यवसायों|ग्राहकों|कंपनियों|टीमों|"
        r"شركة|شركات|عميل|عملاء|עסקים|לקוחות|חברות)(?!\w)"), "<n> <counter>"),
    # a product's or a company's review count in other languages: "1.248 Bewertungen", "1 248 avis clients", "1.248 reseñas",
    # "1.248 opiniones", "1.248 recensioni", "1.248 beoordelingen", "1.248 recensies", "1.248 avaliações", "1 248 opinii",
    # "1 248 recensioner", "1,248件のレビュー", "1248条评价" (English ones are counters above; few triggers: every text
    # with a digit tries them)
    (("bewertung", "avis", "reseña", "opini", "recensi", "beoordeling", "avalia", "レビュー", "评价"), re.compile(
        r"\b\d[\d,.\u00a0 ]*[kKmM]?\+?\s*(?:(?:kunden|verifizierte|vérifiés|verificadas|verificate)\s+)?"
        r"(?:(?:kunden)?bewertungen|avis(?:\s+(?:clients?|vérifiés))?|reseñas|opiniones|opinioni|recensioni|"
        r"beoordelingen|recensies|avaliações|opinii|recensioner)(?!\w)"
        r"|\d[\d,.]*\s*(?:件のレビュー|条评价)"), "<n> <counter>"),
    # view counters in pt, pl, ru, uk, cs, tr (after the number: "1.204 visualizações", "388 wyświetleń", "1 204 просмотра",
    # "1 204 zhlédnutí", "1.204 görüntülenme") and ja, zh, ko (before it: "閲覧数 1,204", "阅读量 388", "조회수 1,204")
    # ... it, id/ms: "50801 visite", "56,291 kali dilihat", "dilihat 1.204 kali", "1.204 kali dibaca"
    (("visualiza", "wyświetle", "просмотр", "перегляд", "zhlédnutí", "shlédnutí", "görüntülen", "okunma", "閲覧", "阅读", "閱讀", "浏览", "瀏覽",
      "조회", "visite", "dilihat", "dibaca"), re.compile(
        r"\b\d[\d,.\u00a0 ]*[kKmM]?\+?\s*(?:visualizações|visualizacoes|wyświetle(?:ń|nia|nie)|просмотр(?:ов|а|ы)?|перегляд(?:ів|и)?|"
        r"zhlédnutí|shlédnutí|görüntülenme|okunma|visite|kali\s+(?:dilihat|dibaca))(?!\w)"
        r"|\b(?:dilihat|dibaca)\s+\d[\d,.]*\s+kali\b"
        r"|(?:閲覧(?:数|回数)?|阅读(?:量|数)?|閱讀(?:數|量)?|浏览(?:量|次数)?|瀏覽(?:數|次數)?|조회(?:수)?)\s*[:：]?\s*\d[\d,.]*\s*(?:[kK万萬]|회|次)?"),
     "<n> <counter>"),
    (("visitor", "besucher"), re.compile(r"\b(visitor|besucher)\s*(?:no\.?|number|nr\.?|#)\s*\d[\d,.]*"), r"\1 <n>"),
    # a live "who is online" counter with its label first: "Visitors online: 128", "Users online: 42", "Online now: 37",
    # "Currently online: 5", "Who's online (12)", "Besucher online: 128", "Gäste online: 3", "Mitglieder online: 12"
    (("online",), re.compile(
        r"\b(?:(?:visitors?|users?|members?|guests?|people|readers|besucher(?:innen)?|nutzer(?:innen)?|benutzer|"
        r"mitglieder|gäste|utenti|visiteurs|usuarios|visitantes)\s+online|online\s+(?:now|users?|visitors?|members?)"
        r"|(?:currently|jetzt|gerade|aktuell)\s+online|who'?s\s+online)\s*[:(]\s*\d[\d,.]*\)?"), "<online> <n>"),
    # copyright years: "© 2019–2025", "Copyright 2024"
    (("©", "(c)", "copyright"),
     re.compile(r"(©|\(c\)|copyright)(\s*)(?:(?:19|20)\d{2}\s*[-–—]\s*)?(?:19|20)\d{2}\b"), r"\1\2<year>"),
    # timing footers: "generated in 0.12 seconds", "rendered in 45ms"
    (("generated ", "rendered ", "loaded ", "served ", "took ", "executed ", "processed ", "built "),
     re.compile(
        r"\b(generated|rendered|loaded|served|took|executed|processed|built)(?:\s+by\s+[\w.-]+(?:\s+[\w.-]+)?)?"
        # (after the stamp the rules above left: "Generated 2026-12-07 10:15:42 in 0.182 s")
        r"(\s+(?:(?:on|at)\s+)?<(?:timestamp|date|time)>)?\s+in\s+"
        r"\d[\d.,]*\s*(?:ms|milliseconds?|s|secs?|seconds?)\b"), r"\1\2 in <duration>"),
    # a weather line alone in its block: "Berlin 4°C, Cloudy", "Berlin 4 °C, bewölkt", "Sunny 18°F" (a condition word is
    # required: "Max. 60 °C" on a spec sheet keeps its figure)
    (("°",), re.compile(
        r"^(?:[^\W\d][\w .'-]{0,30}?\s*)?(?:(?:" + _SKY + r")\s*[,·|/-]?\s*-?\d{1,2}\s*°\s*[cf]?\b"
        r"|-?\d{1,2}\s*°\s*[cf]?\b\s*[,·|/-]?\s*(?:" + _SKY + r"))$"), "<weather>"),
    # ... in de, fr, es: "Seite erstellt in 0,21 Sekunden", "Page générée en 0,12 s", "Página generada en 0,12 segundos"
    (("erstellt in", "generiert in", "geladen in", "générée en", "généré en", "generada en", "generado en"), re.compile(
        r"\b(erstellt|generiert|geladen|g[ée]n[ée]r[ée]e?|generad[oa])\s+(?:in|en)\s+\d[\d.,]*\s*"
        r"(?:ms|millisekunden|sekunden|sek\.?|s|secondes?|segundos?)(?!\w)"), r"\1 in <duration>"),
    # the visitor's IP address shown back ("Your IP: 203.0.113.7", "Ihre IP-Adresse: …"): the fetcher's egress
    (("ip",), re.compile(r"\b(ip(?:v4)?(?:[\s-]*(?:address|adresse|direcci[óo]n))?\s*:?\s*)(?:\d{1,3}\.){3}\d{1,3}\b"), r"\1<ip>"),
    (("response time", "render time", "load time"),
     re.compile(r"\b(response|render|load)\s+time\s*:?\s*\d[\d.,]*\s*(?:ms|milliseconds?|s|secs?|seconds?)\b"),
     r"\1 time <duration>"),
    # deploy identifiers in footers: "build 53e5753", "commit: 9f3a1c2d", "rev a1b2c3d"
    (("build", "commit", "rev", "sha", "deploy"),
     re.compile(r"\b(build|commit|rev(?:ision)?|sha|deploy(?:ment)?)(\s*[:#@]?\s*)(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b"),
     r"\1\2<hex>"),
    # ... and build numbers: "build 8812", "Build #20451" (a CI counter, new on every deploy)
    # (not a year: "Build 2025", the conference)
    (("build",), re.compile(r"\b(build)(\s*[:#]?\s*)(?!(?:19|20)\d\d\b)\d{3,}\b"), r"\1\2<n>"),
    # identifiers shown in text: "Request ID: …", "Ray ID: …", "Session: …"
    (("request", "trace", "ray", "correlation", "session", "transaction", "nonce", "csrf"),
     re.compile(r"\b((?:request|trace|ray|correlation|session|transaction|nonce|csrf)\s*(?:id|token)?\s*[:#]\s*)[\w-]{6,}"),
     r"\1<id>"),
    (("-",), re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"), "<uuid>"),
    # relative ages in uk, hi: "2 дні тому", "7 днів тому", "3 години тому"; "2 दिन पहले", "3 घंटे पहले" (last in the
    # table: test_diff_hostile2 names the rules before it by their index)
    (("тому", "पहले"), re.compile(
        r"\b\d+\s+(?:секунд[уи]?|хвилин[уи]?|годин[уи]?|дн(?:ів|і)|день|тижн(?:і|ів)|тиждень|місяц(?:і|ів|ь)|рок(?:и|ів)|рік)"
        r"\s+тому(?!\w)"
        r"|\b\d+\s*(?:сек|хв|год|дн|тиж|міс)\.?\s+тому(?!\w)"
        r"|\b\d+\s+(?:सेकंड|मिनट|घंटे|घंटा|दिन|हफ़्ते|हफ्ते|सप्ताह|महीने|महीना|साल|वर्ष)\s+पहले(?!\w)"), "<ago>"),
    # "in 3 days" style countdowns are above; unit-less ids follow in neutralize()
    # a download link's file size, recomputed when the file is re-exported: "PDF (214 KB)", "PDF, 1.2 MB",
    # "(PDF 214 kB)", "Download (3,4 Mo)" — after a file type or "download" only ("Up to 10 GB storage" is a limit)
    (("kb", "mb", "gb", "ko", "mo"), re.compile(
        r"\b(pdf|docx?|xlsx?|pptx?|zip|csv|epub|odt|rtf|mp[34]|download|herunterladen|télécharger)"
        r"(\s*[,(:–-]?\s*)\d{1,4}(?:[.,]\d{1,2})?\s?(?:[kmg]i?b|[kmg]o)\b"), r"\1\2<size>"),
]
_HEX_RULE = re.compile(r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{16,}\b")
_TOKEN_RULE = re.compile(r"\b(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[a-z])(?=[A-Za-z0-9_\-]*[A-Z])[A-Za-z0-9_\-]{24,}={0,2}")
#: clock times anywhere: "10:42 am", "14:03:22 utc"
_TIME_RULE = re.compile(rf"\b{_TIME}(?![\d:])")
_HEX_RUN = re.compile(r"[0-9a-f]{16}")
_SHORT_HEX_BLOCK = re.compile(r"^(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,15}[.,]?$")
_TOKEN_RUN = re.compile(r"[A-Za-z0-9_\-]{24}")
#: a whole run of token characters, and the first word boundary in one: only a run's first boundary can start a
#: _TOKEN_RULE match (a later start sees a part of the same run: fewer characters, no new kind of character), so
#: the rule is tried there alone — tried at every boundary, "2026-2026-2026-…" costs quadratic time
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_\-]{24,}")
_BOUNDARY = re.compile(r"\b")


def _tokens_replaced(text: str) -> str:
    """`_TOKEN_RULE.sub("<token>", text)` in linear time."""
    out: list[str] = []
    last = 0
    for run in _TOKEN_CHARS.finditer(text):
        s, e = run.span()
        if s < last:
            continue
        b = _BOUNDARY.search(text, s, e + 1)
        m = _TOKEN_RULE.match(text, b.start()) if b is not None else None
        if m is not None:
            out.append(text[last:m.start()])
            out.append("<token>")
            last = m.end()
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)
#: a separator glyph standing alone between words, or a block of nothing else ("Docs • API", "•"): layout, not text
_SEPARATOR = re.compile(r"(?:(?<= )|^)[•·・●▪◦∙]+(?: |$)")

#: a block that is nothing but a date (a "today is …" header, a timestamp line)
_CJK_WEEKDAY = r"(?:\s*(?:星期|礼拜|禮拜|周|週)[一二三四五六日天]|\s*\(\s*[月火水木金土日](?:曜日?)?\s*\)|\s*[月火水木金土日]曜日|\s*[월화수목금토일]요일)"
#: a block that is only a date, with its weekday and a clock time ("Monday, 7 December 2026 | 12:13", "Montag, 7. Dezember
#: 2026 | 12:13 Uhr", "lundi 7 décembre 2026 - 12h13": a news site's header shows the day and time of the render)
_DATE_ONLY = re.compile(rf"^\s*(?:{_WEEKDAYS}[,،]?\s*(?:d\.\s*|den\s+)?)?(?:{_DATE}){_CJK_WEEKDAY}?"
                        rf"(?:,?\s*(?:[|@·•–—-]\s*)?(?:at\s+|um\s+|às\s+|alle\s+|à\s+|pukul\s+)?"
                        rf"(?:{_TIME}|<time>|\d{{1,2}}h\d{{2}})(?:\s*(?:uhr|wib|h)\b)?)?\s*$")
_HAS_DIGIT = re.compile(r"\d")
#: the gender tag of a job title: "(m/w/d)", "(w/m/d)", "(f/m/x)", "(H/F)", "[m|w|d]"
_GENDER_TAG = re.compile(r"\s*[(\[]\s*(?:(?:[mwfdxhnia*]|div)\s*[/|,*]\s*){1,3}(?:[mwfdxhnia*]|div)\s*[)\]]", re.I)
#: the rules a text without digits can need (relative times in words: "an hour ago", "vor einer Stunde")
_FIRST_WORDY = next(i for i, r in enumerate(_RULES) if "ago" in r[0])
_END_WORDY = next(i for i, r in enumerate(_RULES) if "gerade eben" in r[0]) + 1
_WORDY_RULES = _RULES[_FIRST_WORDY:_END_WORDY]
#: the rule of a day word ending a line ("… wczoraj", "… · 昨天"): its words are common inside others ("oggi" in
#: "blogging", "ieri" in "carrieri"), and it matches only at the end, so a text needs it only when it ends with one
_DAY_WORDS = next(r[0] for r in _WORDY_RULES if "wczoraj" in r[0])
#: the other rules' triggers: a text holding none of them, and ending with no day word, needs none of those rules,
#: with digits or without
_WORDY = tuple(dict.fromkeys(x for r in _WORDY_RULES if r[0] is not _DAY_WORDS for x in r[0]))
#: the other rules (a text with digits but no relative time in words runs only these)
_PLAIN_RULES = _RULES[:_FIRST_WORDY] + _RULES[_END_WORDY:]


def _ascii_triggers(rules: list[_Rule]) -> list[_Rule]:
    """The rules an ASCII text can need, each with its ASCII triggers only (a text of ASCII holds none of the
    others: "更新", "à jour", "시행일" are never looked for in it, and a rule with no ASCII trigger is never tried)."""
    out: list[_Rule] = []
    for triggers, pattern, repl in rules:
        kept = tuple(x for x in triggers if x.isascii())
        if kept:
            out.append((kept, pattern, repl))
    return out


_RULES_ASCII = _ascii_triggers(_RULES)
_PLAIN_RULES_ASCII = _ascii_triggers(_PLAIN_RULES)
#: any of _WORDY, as one trie-shaped search (cheaper than a substring test per word once they are many)
_WORDY_RX = re.compile(literal_alternation(_WORDY))


def _wordy(text: str) -> bool:
    """Whether lower-cased, collapsed `text` may need a _WORDY_RULES rule."""
    return _WORDY_RX.search(text) is not None or text.endswith(_DAY_WORDS)


_GLUED_WHEN = re.compile(r"(\bago|\d:\d\d(?:\s?[AaPp]\.?[Mm]\.?)?\s(?:[ECMP][SD]?T|GMT|UTC|CES?T|BST|IST|JST))(?=[A-Z][a-z])")


#: a run of digits no number, date or counter is as long as: its rules (each tried from every digit of it) would cost
#: quadratic time on a page of a million digits of pi; the run is compared by a digest of it instead
_LONG_DIGITS = re.compile(r"\d{64,}")


def _digest_digits(m: re.Match[str]) -> str:
    import hashlib

    return f"<digits:{len(m.group())}:{hashlib.sha1(m.group().encode(), usedforsecurity=False).hexdigest()[:12]}>"


def neutralize(text: str) -> str:
    """The comparison form of a text: lower-cased, whitespace collapsed, typographic quotes and
    dashes folded, volatile fragments replaced by placeholders (<date>, <ago>, <n>, <time>, ...).

    Deterministic and idempotent. Patterns run on the lower-cased text (case-insensitive regular
    expressions are several times slower in CPython's engine)."""
    if not text:
        return ""
    seps = False
    if len(text) >= 64 and _LONG_DIGITS.search(text):
        text = _LONG_DIGITS.sub(_digest_digits, text)
    ascii_text = text.isascii()
    if not ascii_text:
        text = unicodedata.normalize("NFKC", _fold_typo(text))
        seps = "•" in text or "·" in text or "・" in text or "●" in text or "▪" in text or "◦" in text or "∙" in text
    text = " ".join(text.split())
    if "ago" in text or ("T" in text and ":" in text):
        # an age or a clock time's zone run into the title after it, as a heading shows them in a <small> of their
        # own ("2 hours agoKitewire raises …", "Dec 04, 2026, 07:30 ETKitewire raises …": PR Newswire's cards)
        text = _GLUED_WHEN.sub(r"\1 ", text)
    if " --" in text:
        # (the dashes typed as hyphens that a smart-typography filter turns into "–" and "—": SmartyPants, WordPress'
        # wptexturize, Hugo; "--verbose" in a docs page is no dash)
        text = text.replace(" --- ", " - ").replace(" -- ", " - ")
    if ("/" in text or "|" in text) and ("(" in text or "[" in text):
        text = _GENDER_TAG.sub(" (<g>)", text)  # "(m/w/d)" and "(w/m/d)" are one tag
    if _HAS_DIGIT.search(text) is None:
        text = text.lower()
        if _wordy(text):
            for triggers, pattern, repl in _WORDY_RULES:
                for x in triggers:
                    if x in text:
                        text = pattern.sub(repl, text)
                        break
        return _without_separators(text) if seps else text
    if len(text) >= 24 and _TOKEN_RUN.search(text):
        text = _tokens_replaced(text)
    text = text.lower()
    if len(text) <= 64 and _DATE_ONLY.match(text):
        return "<date>"
    if ascii_text:
        rules = _RULES_ASCII if _wordy(text) else _PLAIN_RULES_ASCII
    else:
        rules = _RULES if _wordy(text) else _PLAIN_RULES
    for triggers, pattern, repl in rules:
        for x in triggers:
            if x in text:
                text = pattern.sub(repl, text)
                break
    if len(text) >= 16 and _HEX_RUN.search(text):
        text = _HEX_RULE.sub("<hex>", text)
    elif len(text) <= 15 and _SHORT_HEX_BLOCK.match(text):
        return "<hex>"  # a block that is only a short commit id ("Revision <code>9f3a1c2d</code>")
    if ":" in text:
        text = _TIME_RULE.sub("<time>", text)
    return _without_separators(text) if seps else text


def _without_separators(text: str) -> str:
    """A neutralised text without its lone separator glyphs; neutralised again when one was dropped, as
    the words it kept apart may now make a volatile fragment ("0 · views": "<n> <counter>")."""
    out = _SEPARATOR.sub("", text).rstrip()
    return out if out == text else neutralize(out)


_WORD = re.compile(r"\w+(?:[.,'’]\w+)*|[^\w\s]", re.U)


def words(text: str) -> list[str]:
    """Word tokens (numbers keep their separators: "1,299.00" is one token)."""
    return _WORD.findall(text)
