"""Regressions found by red-teaming `changewire diff` with hand-written pairs in the style of real
sites (Webflow, Next.js/Tailwind, WordPress, HubSpot, hosted job boards and their APIs, Statuspage,
feeds), several in other languages than English. Each test fails on the code before its fix.

- a French privacy policy whose only change was "Dernière mise à jour : 3 septembre 2026" was a
  meaningful policy change: "last updated" labels and dates were recognised in English and German
  only ("mise à jour" was not "mis à jour"; "1er", "3 de septiembre de 2026", Italian, Dutch and
  Portuguese months were not read as dates).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from changewire_differ.cli import diff_files
from changewire_differ.volatile import neutralize

DATA = Path(__file__).resolve().parents[2] / "data" / "differ" / "redteam"


def _file(name: str) -> bytes:
    return (DATA / name).read_bytes()


def _diff(old: str, new: str, url: str, surface: str | None = None, kind: str | None = None) -> dict:  # type: ignore[type-arg]
    return diff_files(_file(old), _file(new), surface=surface, url=url, content_type=None, kind=kind)


# --- "last updated" in other languages

PRIVACY_FR = "https://www.lumio.fr/politique-de-confidentialite"


@pytest.mark.parametrize(("text", "expected"), [
    ("Dernière mise à jour : 3 septembre 2026", "dernière mise à jour : <date>"),
    ("Mis à jour le 1er décembre 2026", "mis à jour le <date>"),
    ("Dernière modification : 28/11/2026", "dernière modification : <date>"),
    ("Última actualización: 3 de septiembre de 2026", "última actualización: <date>"),
    ("Ultimo aggiornamento: 3 settembre 2026", "ultimo aggiornamento: <date>"),
    ("Laatst bijgewerkt op 3 september 2026", "laatst bijgewerkt op <date>"),
    ("Última atualização: 3 de setembro de 2026", "última atualização: <date>"),
    ("Gültig ab 1. Januar 2027", "gültig ab <date>"),
])
def test_last_updated_dates_in_other_languages_are_neutralised(text: str, expected: str) -> None:
    assert neutralize(text) == expected


@pytest.mark.parametrize("text", ["La modification du contrat prend effet 30 jours après notification.",
                                  "Nous mettons à jour cette politique chaque année en 2026"])
def test_prose_about_updates_keeps_its_numbers(text: str) -> None:
    assert "<date>" not in neutralize(text)


def test_french_privacy_policy_with_only_a_new_date_is_noise() -> None:
    for a, b in (("privacy-fr-webflow-v1.html", "privacy-fr-webflow-v2-date.html"),
                 ("privacy-fr-webflow-v2-date.html", "privacy-fr-webflow-v1.html")):
        out = _diff(a, b, PRIVACY_FR)
        assert out["outcome"] in ("noise", "unchanged"), out


def test_french_privacy_policy_with_a_clause_added_is_a_major_policy_change() -> None:
    out = _diff("privacy-fr-webflow-v1.html", "privacy-fr-webflow-v3-clause.html", PRIVACY_FR)
    assert (out["outcome"], out["significance"], out["kind"]) == ("changed", "major", "policy_changed"), out
    added = [b["text"] for b in out["delta"]["blocks_added"]]
    assert any("États-Unis" in t for t in added)
    assert not any("mise à jour" in t for t in added + [b["text"] for b in out["delta"].get("blocks_removed", [])])
