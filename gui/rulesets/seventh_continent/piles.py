"""The 7th Continent's shared piles shown as panels: the satchel, the past, the banished cards."""
from __future__ import annotations

from gui.panels.zones import ZonePanel


def satchel(faces) -> ZonePanel:
    return ZonePanel(faces, "satchel", "Satchel",
                     "Quest items and clues the group carries. Anyone may read them at any time "
                     "(double-click or Enter).")


def past(faces) -> ZonePanel:
    return ZonePanel(faces, "past", "The past",
                     "Cards that left the table; some may come back when their number is called again.")


def banished(faces) -> ZonePanel:
    return ZonePanel(faces, "banished", "Banished", "Cards gone from this adventure for good.")
