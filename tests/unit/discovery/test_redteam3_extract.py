"""Page reading bugs found by the third discovery red-team round (tests/integration/test_discovery_redteam3.py):
pure, no network."""
from __future__ import annotations

from changewire_discovery.extract import parse_page


def _rsc(entries: list[tuple[str, str]]) -> str:
    objs = ",".join(f'[\\"$\\",\\"$L8\\",\\"k{i}\\",{{\\"href\\":\\"{h}\\",\\"className\\":\\"NavLink_root__a1\\",'
                    f'\\"children\\":\\"{t}\\"}}]' for i, (h, t) in enumerate(entries))
    return f'<script>self.__next_f.push([1,"7:[\\"$\\",\\"nav\\",null,{{\\"children\\":[{objs}]}}]\\n"])</script>'


def test_rsc_flight_links_keep_their_own_labels() -> None:
    """A Next.js App Router menu serialized as RSC flight data: each link took the first label within 200
    characters — the previous entry's ('/company/join' was 'Docs', the status page "We're hiring")."""
    html = ('<html><head><title>N</title></head><body><div id="root"></div>'
            + _rsc([("/pricing", "Pricing"), ("/customers", "Customers"), ("https://docs.n.com", "Docs"),
                    ("/company/join", "We're hiring"), ("https://status.n.com", "Status")]) + "</body></html>")
    links = {ln.url: ln.text for ln in parse_page(html, "https://n.com/").links if ln.region == "json"}
    assert links == {"https://n.com/pricing": "Pricing", "https://n.com/customers": "Customers",
                     "https://docs.n.com/": "Docs", "https://n.com/company/join": "We're hiring",
                     "https://status.n.com/": "Status"}


def test_script_link_label_outside_its_own_object() -> None:
    """`{"title": "Careers", "link": {"href": "/join"}}`: the label sits in the parent object, before the link,
    and no other link lies between them; a label past another link is not taken."""
    html = ('<html><body><script>window.__MENU__ = {"items":[{"title":"Careers","link":{"href":"/join"}},'
            '{"title":"Press","link":{"href":"/media"}}]};</script></body></html>')
    links = {ln.url: ln.text for ln in parse_page(html, "https://m.com/").links if ln.region == "json"}
    assert links == {"https://m.com/join": "Careers", "https://m.com/media": "Press"}
