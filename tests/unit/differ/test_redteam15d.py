"""Red team round 15, part four: more corpus pages under many kinds of visit noise at once, and more edits of the
pages rounds' part one changed, in their own markup (a second visit pair of each page is named "(visits N)"). See
test_redteam15.py for the round.
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
page, visit, add, family = r15.page, r15.visit, r15.add, r15.family
dup, sub, dup_at, drop_at, edit_at, unit_at = r15.dup, r15.sub, r15.dup_at, r15.drop_at, r15.edit_at, r15.unit_at
_W, _FK, E, M, MM = r15._W, r15._FK, r15.E, r15.M, r15.MM
CASES: dict[str, Any] = {}
# ============================================================================ more corpus pages: many kinds of visit noise at once, and one edit

def noise_only(stem: str, url: str, surface: str, seed: int) -> None:
    base = page(stem)
    if base is not None:
        add(f"{stem.split('__', 1)[1]}: visit noise only", visit(base, seed), visit(base, seed + 1, not seed % 2), url,
            surface, "quiet", into=CASES)


noise_only("trafilatura__stackoverflow.com.rust", "https://stackoverflow.com/questions/rust", "docs", 82)
noise_only("trafilatura__en.wikipedia.org.tsne", "https://en.wikipedia.org/wiki/T-distributed", "docs", 83)
noise_only("trafilatura__stuttgart.de", "https://www.stuttgart.de/", "homepage", 84)
noise_only("asf-site__nutch__home", "https://nutch.apache.org/", "homepage", 85)
noise_only("asf-site__flink__home", "https://flink.apache.org/", "homepage", 86)
noise_only("asf-site__logging__home", "https://logging.apache.org/", "homepage", 87)
noise_only("asf-site__community__companies", "https://community.apache.org/business/", "docs", 88)
noise_only("trafilatura__heise.de.lithium", "https://www.heise.de/news/lithium.html", "newsroom", 91)

family("asf-site__logging__download", "https://logging.apache.org/download.html", "changelog", [
    ("a .NET channel added (the Antora build's generator version bumped too)", lambda h: sub(sub(
        h, 'organization in NuGet</a></p>\n</li>\n</ul>', 'organization in NuGet</a></p>\n</li>\n<li>\n<p><a href='
        '"https://github.com/apache/logging-log4net/releases">GitHub Releases of log4net</a> (signed binaries for '
        'offline installs)</p>\n</li>\n</ul>'), "Antora 3.2.0-rc.2", "Antora 3.2.0"),
     E, M, (), {"contains": {"blocks_added": ["GitHub Releases of log4net"]}}),
], noise_seed=92, into=CASES)
family("trafilatura__github.blog.spiceland", "https://github.blog/2019-03-08-women-in-tech/", "blog", [
    ("an editor's note added on top", lambda h: sub(h, "<p><i><span style=\"font-weight: 400\">Every March",
                                                    "<p><strong>Editor’s note:</strong> this post was updated on March 11 "
                                                    "to add a reading list from the contributors.</p><p><i><span style="
                                                    "\"font-weight: 400\">Every March"),
     E, M, ("content_changed",), {"contains": {"blocks_added": ["Editor’s note"]}}),
], noise_seed=93, into=CASES)


# ============================================================================ more edits in the pages' own markup

family("rsparser__inessential", "https://inessential.com/", "blog", [
    ("two posts on top, one announcing an acquisition", lambda h: dup_at(dup_at(h, "2016/03/04/lizcast", _W, {
        "2016/03/04/lizcast": "2016/03/09/omni_acquires_vesper", ">Lizcast<": ">The Omni Group Acquires Vesper<",
        "04 Mar 2016": "09 Mar 2016"}), "2016/03/09/omni_acquires_vesper", _W, {
        "2016/03/09/omni_acquires_vesper": "2016/03/10/glassboard_notes", ">The Omni Group Acquires Vesper<": ">Glassboard Notes<",
        "09 Mar 2016": "10 Mar 2016"}),
     E, ("major",), ("post_published",),
     {"exact": {"items_added": ["The Omni Group Acquires Vesper", "Glassboard Notes"]}, "absent": ("items_removed",)}),
], noise_seed=131, into=CASES)

_SECT = '<div class="sect2">\n<h3 id="CVE-2026-40023">'
family("asf-site__logging__security", "https://logging.apache.org/security.html", "changelog", [
    ("a new advisory on top of the list", lambda h: dup(h, _SECT, '<div class="sect2">\n<h3 id="CVE-2026-40021">', {
        "CVE-2026-40023": "CVE-2026-41187", "Silent log event loss in <code>XMLLayout</code> due to unescaped XML 1.0 "
        "forbidden characters": "Unbounded memory use in <code>AsyncAppender</code> under a burst of oversized events",
        "6.3 MEDIUM": "7.1 HIGH", "1.7.0": "1.7.1", "Olawale Titiloye": "Hyejin Park"}),
     E, MM, (), {"named": "CVE-2026-41187"}),
    ("an advisory's severity raised", lambda h: edit_at(h, 'id="CVE-2026-40023">', '<div class="sect2">', {
        "6.3 MEDIUM (CVSS:4.0/AV:N/AC:H": "8.2 HIGH (CVSS:4.0/AV:N/AC:L"}),
     E, MM, (), {}),
], noise_seed=141, into=CASES)

family("trafilatura__blog.python.org", "https://blog.python.org/2016/12/python-360-is-now-available.html", "blog", [
    ("an update note added to the post", lambda h: sub(
        h, "Maintenance releases for the 3.6 series will follow",
        "<b>Update (December 24):</b> the Windows x86-64 web installer was re-uploaded to fix a broken download "
        "link; its checksum on the release page has changed.<br />\nMaintenance releases for the 3.6 series will follow"),
     E, M, (), {"contains": {"blocks_added": ["re-uploaded"]}}),
], noise_seed=151, into=CASES)

_ART = '<div class="article">'
_ESSAY = ('<div class="article">\n<h1><a href="http://daringfireball.net/2016/03/the_fbis_case" title="Permanent link to '
          '‘The FBI’s Case Against Encryption’">The FBI’s Case Against&#160;Encryption</a></h1>\n<h6 class="dateline">'
          'Monday,  7 March 2016</h6>\n\n<p>Director Comey told the House Judiciary Committee this week that the '
          'government is not asking for a backdoor, only for Apple to remove the passcode retry limit on one phone.</p>\n\n'
          '<p>That is a distinction without a difference. Software that removes the limit on one phone removes it on '
          'every phone of that model, and the precedent would outlive the case.</p>\n\n<blockquote>\n  <p>We are not '
          'asking Apple to weaken encryption for anyone else.</p>\n</blockquote>\n\n<p>Nobody who builds security '
          'for a living believes a tool like this stays on one phone.</p>\n\n</div>\n\n\n')
family("rsparser__DaringFireball", "https://daringfireball.net/", "blog", [
    ("an essay published above the last one", lambda h: sub(h, _ART, _ESSAY + _ART),
     E, M, ("post_published",), {"exact": {"items_added": ["The FBI’s Case Against Encryption"]}}),
], noise_seed=161, into=CASES)


def _move_card(h: str, anchor: str, dest_anchor: str) -> str:
    """A team card taken out of its office and put after another person's card in another office."""
    i, j = unit_at(h, anchor, _FK, "</div>\n</div>")
    card = h[i:j]
    h = h[:i] + h[j:]
    k, m = unit_at(h, dest_anchor, _FK, "</div>\n</div>")
    return h[:m] + card + h[m:]


family("trafilatura__fairkom.eu.about", "https://www.fairkom.eu/about", "team", [
    ("a person moves from the Dornbirn office to the Vienna office", lambda h: _move_card(h, "Sebastian Kuehs", "Joana Maria Giesinger"),
     "any", ("minor",), (), {"absent": ("blocks_added", "blocks_removed")}),
    ("a person joins and another leaves (the grid otherwise as it was)", lambda h: drop_at(dup_at(
        h, "Joana Maria Giesinger", _FK, {"Joana Maria Giesinger": "Lena Moosbrugger", "ERPnext Expertin": "Softwareentwicklerin",
                                          "paragraph-entity-322": "paragraph-entity-342"}, close="</div>\n</div>", after=True),
        "Dieter Koschek", _FK, close="</div>\n</div>"),
     E, M, ("people_added", "people_removed"), {"contains": {"blocks_added": ["Lena Moosbrugger"],
                                                              "blocks_removed": ["Dieter Koschek"]}}),
], noise_seed=171, into=CASES)

family("rsparser__inessential", "https://inessential.com/", "blog", [
    ("an update paragraph appended to a listed post", lambda h: sub(
        h, "<p>Knitting is serious (though not somber) business here at Omni.</p>",
        "<p>Knitting is serious (though not somber) business here at Omni.</p>\n\n<p>Update 5:40 pm: the episode is "
        "now on the NSNorth site too, with a transcript.</p>"),
     E, ("minor", "meaningful"), ("post_updated", "content_changed"), {"absent": ("items_added", "items_removed")}),
], noise_seed=181, into=CASES)

family("asf-site__celix__home", "https://celix.apache.org/", "homepage", [
    ("an old news line's typo fixed", lambda h: sub(h, "<strong>09-Jan-2020</strong> - After a successful vote Celix 2.2.0 is released.",
                                                    "<strong>09-Jan-2020</strong> - After a successful vote, Celix 2.2.0 is released."),
     "any", ("minor",), (), {}),
], noise_seed=191, into=CASES)


_DIGG = '<article class="fp-featured-story"'
family("aeb__digg.com", "https://digg.com/", "newsroom", [
    ("a story on top of the front page", lambda h: dup_at(h, 'data-id="777855"', _DIGG, {
        "777855": "778012", "REINDEER GAMES": "DEEP FREEZE",
        "https://delacortereview.org/2019/11/17/why-dont-you-go-fight-for-the-reindeer/":
            "https://www.outsideonline.com/2019/11/20/antarctica-ice-core-drilling/",
        "'Why Don't You Go Fight For The Reindeer?'": "The Race To Drill The Oldest Ice On Earth",
        "Scandinavia's Sami have been herding reindeer for generations. Then the miners arrived. The Sami had never been "
        "protesters. Until now.": "A million and a half years of climate history is frozen under Dome C, and two teams "
        "want it first.", "delacortereview.org": "outsideonline.com"}, close="</article>"),
     E, M, ("post_published",), {"contains": {"items_added": ["Oldest Ice"]}, "absent": ("items_removed",)}),
], noise_seed=201, into=CASES)


def _to_inactive(h: str) -> str:
    """Jeff Thomas's row leaves the Active Members table and enters Inactive Members ("Last Active 2025")."""
    i, j = unit_at(h, "<code>jwthomas</code>", "<tr>", "</tr>")
    row = h[i:j]
    h = h[:i] + h[j:]
    row = row.replace("</tr>", '<td class="tableblock halign-left valign-top"><p class="tableblock">Last Active 2025</p>'
                      '</td>\n</tr>')
    k = h.index('<tr>\n<td class="tableblock halign-left valign-top"><p class="tableblock">Christian Hammers</p>')
    return h[:k] + row + "\n" + h[k:]


family("asf-site__logging__team-list", "https://logging.apache.org/team-list.html", "team", [
    ("a committer moves to the inactive members", _to_inactive, E, ("minor", "meaningful"),
     ("content_changed", "role_changed"), {"contains": {"blocks_added": ["Last Active 2025"]}}),
    ("a member's projects gain one", lambda h: edit_at(h, "<code>mattsicker</code>", "<tr>", {
        '<p class="tableblock">Log4j</p>': '<p class="tableblock">Log4j, Log4j Kotlin</p>'}, close="</tr>"),
     "any", ("minor",), (), {}),
], noise_seed=211, into=CASES)


# ============================================================================ running the pairs

#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {
    **{f"DaringFireball: an essay published above the last one{x}":
       "a blog's front page at the site's root, titled by the site's name alone and no h-entry markup, is guessed a "
       "homepage: the essay is meaningful content_changed, its title the first block named (not a post_published)"
       for x in ("", ", under visit noise")},
    **{f"fairkom.eu.about: a person joins and another leaves (the grid otherwise as it was){x}":
       "an about page (/about, 'Über uns') holding a team grid is guessed a homepage: without --surface its people "
       "are lines of text (a join and a departure are meaningful content_changed naming both)"
       for x in ("", ", under visit noise")},
}


test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, r15.NAMED, WRONG, GUESS_WRONG)
