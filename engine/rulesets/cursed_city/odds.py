"""A pack's attack tables for its designer (`fogbound-pack odds`): each hero's weapons, on each side of its card,
against each hostile — the chance of each outcome, the wounds to expect and the chance to slay, plainly and with a
die re-rolled for an inspiration point. Every figure is the game's own forecast of that attack
(`forecast.attack`, from the rolls' one definition), worked out on a game of the pack's quest as it starts."""
from __future__ import annotations

from fractions import Fraction

from engine.core.chance import percent
from engine.core.ruleset import Seat

from . import RULESET, forecast
from .inspiration import stat

HEROES_A_GAME = 4


def _chances(odds: dict, expected: Fraction, slay: Fraction) -> str:
    shown = " / ".join(f"{percent(odds[o]):>3}" for o in forecast.OUTCOMES)
    return f"{shown}  wounds {float(expected):4.2f}  slain {percent(slay):>3}"


def _games(pack):
    """Games of the pack's quest, as it starts, holding every hero of the pack (four heroes a game)."""
    heroes = [c.id for c in pack.cards.values() if c.type == "hero"]
    for start in range(0, len(heroes), HEROES_A_GAME):
        these = heroes[start:start + HEROES_A_GAME]
        others = [h for h in heroes if h not in these][:HEROES_A_GAME - len(these)]
        yield these, RULESET.new_game(pack, [Seat("Designer")], {"heroes": these + others}, 0)


def odds_report(pack) -> str:
    hostiles = [c for c in pack.cards.values() if c.type == "hostile"]
    lines = [f"Attack tables of {pack.title}: each hero's weapons against each hostile (unhurt, no ailments)",
             "fail / success / critical (%), the wounds the hostile is left to suffer on average (after its reduce",
             "damage), the chance it is slain; then the same with one die re-rolled for an inspiration point (the",
             "die, or none, that leaves the most wounds on average)."]
    for heroes, g in _games(pack):
        targets = {h.id: next(p for p, card in sorted(g.state.pieces.items()) if card == h.id) for h in hostiles}
        for hero in heroes:
            for inspired, side in ((False, "Path to Glory"), (True, "Inspired")):
                g.table.hero(hero).inspired = inspired
                lines += ["", f"{g.card(hero).title} — {side}"]
                for w in stat(g, hero, "weapons"):
                    dice = " + ".join(g.cards[d].title for d in w["dice"])
                    lines.append(f"  {w['name']} ({w.get('cost', 1)}+, {w['reach']}: {dice}, "
                                 f"damage {w['damage'][0]}/{w['damage'][1]})")
                    for card in hostiles:
                        f = forecast.attack(g, hero, w, targets[card.id])
                        lines.append(f"    {card.title:<20} {_chances(f.odds, f.expected, f.slay)}  |  re-rolled "
                                     f"{_chances(f.odds_reroll, f.expected_reroll, f.slay_reroll)}")
            g.table.hero(hero).inspired = False
    if not hostiles:
        lines += ["", "No hostiles in this pack."]
    return "\n".join(lines)
