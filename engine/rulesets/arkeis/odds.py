"""A pack's odds for its designer (`fogbound-pack odds`): each Explorer's fight against each Adversary profile, and
each inspection test the pack's cards hold, with the dice alone and with the Explorer's own help. Every figure
comes from the rolls' one definition (`dice.chance`) read as the game reads it (`forecast.fighting`,
`inspection.odds`)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Iterator

from engine.core.chance import percent
from engine.core.dice import DieType

from .forecast import fighting
from .inspection import odds as inspection_odds
from .dice import chance
from .op_parts import mappings

FIGHT_HELP = {"extra_fight_die": "an extra die if chosen", "set_die_with_coin": "a die set for a coin",
              "set_die_with_fate": "a die set for a Fate token"}
INSPECTION_HELP = {"reroll_inspection": "a re-roll", "set_die_with_coin": "a die set for a coin",
                   "set_die_with_fate": "a die set for a Fate token"}


def _die(pack, role: str) -> DieType:
    card = next(c for c in pack.cards.values() if c.type == "die" and c.get("dice") == role)
    return DieType.from_plain(card.id, card.data)


def _helps(explorers, words: dict[str, str]) -> list[tuple[str, str, list[str]]]:
    """The different help the Explorers bring to a roll: (ability, words, the Explorers with it), the dice alone
    first (those whose ability does not help this roll)."""
    found: dict[str, list[str]] = {"": []}
    for e in explorers:
        ability = e.get("ability", "")
        found.setdefault(ability if ability in words else "", []).append(e.title)
    return [(a, words.get(a, "the dice alone"), names) for a, names in found.items() if names or not a]


def tests_of(pack) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """Each inspection test written on the pack's cards: (the card's title, the test)."""
    for card in sorted(pack.cards.values(), key=lambda c: c.id):
        for node in mappings(card.data):
            spec = node.get("inspect")
            if isinstance(spec, Mapping) and spec.get("need"):
                yield card.title, spec


def odds_report(pack) -> str:
    explorers = [c for c in pack.cards.values() if c.type == "explorer"]
    dice = int((pack.meta.get("rules") or {}).get("fight_dice", 2))
    fight, inspect = _die(pack, "fight"), _die(pack, "inspection")
    lines = [f"Odds of {pack.title} (%), exact: each fight result's chance to apply at least once, with the dice alone",
             "and with each Explorer's own help played for an Injury to the Adversary; each inspection test's chance.",
             "No Fate token nor Reroll token is counted (each raises the odds further)."]
    helps = _helps(explorers, FIGHT_HELP)
    lines += ["", f"Fights: {dice} Fight dice against one Adversary of the profile, unhurt, none more nearby"]
    for n, (ability, words, names) in enumerate(helps):
        lines.append(f"  [{n}] {words}" + (f": {', '.join(names)}" if names else ""))
    for profile in sorted((c for c in pack.cards.values() if c.type == "profile"), key=lambda c: c.id):
        table = list(profile.get("fight", ()))
        health = int(profile.get("health", 1))
        foe = str(profile.get("adversary"))
        found = [fighting(chance(fight, dice, extra=int(a == "extra_fight_die"), preset=a.startswith("set_die")),
                          table, [health], health, foe, 0) for a, _, _ in helps]
        lines += ["", f"{profile.title} (health {health})"]
        for r, row in enumerate(table):
            said = "  ".join(f"[{n}] {percent(f.played[r]):>3}" for n, f in enumerate(found))
            lines.append(f"  {row['symbol']:<8} {found[0].rows[r].words:<40} {said}")
        said = "  ".join(f"[{n}] {percent(f.success):>3}" for n, f in enumerate(found))
        lines.append(f"  {'at least one Injury to it':<49} {said}")
    helps = _helps(explorers, INSPECTION_HELP)
    lines += ["", "Inspection tests: the chance of meeting the need"]
    for n, (ability, words, names) in enumerate(helps):
        lines.append(f"  [{n}] {words}" + (f": {', '.join(names)}" if names else ""))
    for title, spec in tests_of(pack):
        need = {str(s): int(k) for s, k in spec["need"].items()}
        count = int(spec.get("dice", 1))
        said = "  ".join(f"[{n}] {percent(inspection_odds(inspect, count, need, rerolls=int(a == 'reroll_inspection'), preset=a.startswith('set_die'))):>3}"
                         for n, (a, _, _) in enumerate(helps))
        want = ", ".join(f"{k} {s}" for s, k in need.items())
        lines.append(f"  {title:<32} {count} dice, need {want:<12} {said}")
    return "\n".join(lines)
