"""Creature traits, printed beside a fight action and applied whenever it is taken (Citadel leaflet,
"Player aid" page). Tough X: each Result step ignores X successes taken into account. Regenerate X: a
failure raises the die by X (to 6 at most) after its consequences. Epic: with several characters
involved, none is the active player two turns in a row. Unsettling X: the active player applies the
effects of X of their cards at most. Brutal: a failure rolls a die; on 1 a selected ARMOR or SHIELD
card is blocked, on 2 a selected WEAPON or SECONDARY one.

Epic is held where it can be: when the characters involved in a mandatory action taken again choose the
active player, and when last turn's active player takes the action again (nobody else may join then).

Three traits lost words in the rulebook's scrape; ours is the reading that fits what is left (each `x`
in a pack is data, so a printed value can correct it):
- Evasive X: "During each Draw step, for every 3 cards you draw: −X" lost the icon after −X; we read
  successes (the French "Insaisissable" is a creature hard to hit): −X successes per 3 cards drawn.
- Ambush X (no X printed: 1): the player aid keeps "During each Consequence step, if the action fails,
  one random involved character must −X" with its name lost; the "−X" icon is the deck's ("discard X
  cards from the top of their Action Deck"). We give it to Ambush, whose own text is lost.
- Reach X: "During each Consequence step, if the action fails, ..." lost its end; we read it as the same
  blow reaching every involved character: each discards the top X cards of their Action Deck."""
from __future__ import annotations

from typing import Mapping

from engine.core import events as ev
from engine.core.game import Game

from .table import GLOBAL
from .frames import ActionLocals

NAMES = ["tough", "regenerate", "epic", "unsettling", "brutal", "evasive", "ambush", "reach"]
BRUTAL = {1: ("armor", "shield"), 2: ("weapon", "secondary")}


def of(spec: Mapping) -> dict[str, int]:
    """The traits of an action: name -> X (1 for those without a number)."""
    return {t["trait"]: int(t.get("x", 1)) for t in spec.get("traits", ()) or ()}


def ignored(traits: Mapping[str, int], drawn: int) -> int:
    """The successes a creature takes away: Tough X's X, and Evasive X's X for every 3 cards drawn."""
    return traits.get("tough", 0) + traits.get("evasive", 0) * (drawn // 3)


def taking(traits: Mapping[str, int], drawn: int) -> list[str]:
    """The traits that take successes away with this many cards drawn: Tough, and Evasive once 3 are drawn."""
    return [name for name in ("tough", "evasive") if ignored({name: traits.get(name, 0)}, drawn)]


def tough(d: ActionLocals, successes: int, drawn: int = 0) -> int:
    """The successes left once Tough and Evasive have taken theirs."""
    return max(0, successes - ignored(d.traits, drawn))


def struck(g: Game, d: ActionLocals) -> list[tuple[int, int]]:
    """On a failure, who must discard the top cards of their deck, and how many: one random involved
    character (Ambush), each involved character (Reach)."""
    if d.success is not False:
        return []
    awake = [s for s in d.involved if g.table.player(s).life > 0]
    hits = []
    if "ambush" in d.traits and awake:
        seat = g.rng.pick(awake)
        g.emit(ev.Message(f"Ambush strikes {g.table.player(seat).name}.", {"rule": "ambush", "seat": seat}))
        hits.append((seat, d.traits["ambush"]))
    if "reach" in d.traits:
        hits += [(seat, d.traits["reach"]) for seat in awake]
    return hits


def regenerate(g: Game, d: ActionLocals) -> None:
    x = d.traits.get("regenerate")
    if not x or d.success or d.die not in g.table.dice:
        return
    rest = g.table.dice[d.die]
    old, rest.value = rest.value, min(6, rest.value + x)
    if rest.value != old:
        g.emit(ev.ValueChanged(f"die:{d.die}", old, rest.value))


def epic_excludes(g: Game, marked: dict[str, int], involved: list[int]) -> int | None:
    """The seat that may not be the active player now (Epic among the action's traits, several involved), or None."""
    if "epic" in marked and len(involved) > 1:
        return g.table.last_active
    return None


def unsettled(g: Game, d: ActionLocals, piece: str) -> bool:
    """Whether applying an effect of this card would go past Unsettling's limit of the active player's cards
    (a global event's effects are no card of theirs)."""
    x = d.traits.get("unsettling")
    used = {p for p in d.applied_cards() if g.zones.zone_of(p) != GLOBAL}
    return x is not None and piece not in used and len(used) >= x


def brutal(g: Game, d: ActionLocals) -> list[str]:
    """On a failure, roll; the selected cards the roll may block (the active player blocks one of them: an ARMOR and a
    SHIELD card may both be selected)."""
    if "brutal" not in d.traits or d.success:
        return []
    rolled = g.rng.roll(6)
    g.emit(ev.Message(f"Brutal: the die shows {rolled}.", {"rule": "brutal", "value": rolled}))
    hit = BRUTAL.get(rolled, ())
    return [p for p in d.selected if set(g.card(p).get("keywords", ()) or ()) & set(hit)]
