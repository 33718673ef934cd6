"""What players may do between actions, besides taking one (rulebook, "Skill cards and hand size",
"Purse cards and maximum carried weight", "Saving the game" and "Leaving the adventure partway through"):
save the game (`save_rule`); leave the adventure for good (`leaving`); discard a skill card from their hand or a purse card (a
blocked purse card too), unless it may not be discarded; give a purse card to a character on the same
terrain, the giver or the receiver discarding the top X cards of their deck, X its weight (a blocked
card stays blocked); and a Recovery (`life`), at any time."""
from __future__ import annotations

from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push
from engine.rulesets.sevenths import board, numbered

from . import leaving, save_rule
from .actions import on_same_terrain
from .decks import pay_frame
from .table import blocked, discard, hand, purse

KINDS = ("drop", "give", "save", "hidden", "leave")


def _purse_cards(g: Game, seat: int) -> list[str]:
    return [*g.zones.cards(purse(seat)), *(p for p in g.zones.cards(blocked(seat)) if g.card(p).type == "purse")]


def options(g: Game) -> list[Option]:
    found = []
    for player in g.table.conscious():
        for piece in spottable(g, player.seat):
            found.append(Option(f"hidden:{piece}:{player.seat}", f"{player.name}: spot a hidden number on "
                                f"{g.card(piece).title}", {"seat": player.seat, "piece": piece, "act": "spot"}))
    if save_rule.why_not(g) is None:
        found.append(Option("save", "Save the game (the board folds to this terrain)", {"act": "save"}))
    for player in g.table.present():
        if leaving.why_not(g, player.seat) is None:
            found.append(Option(f"leave:{player.seat}", f"{player.name}: leave the adventure for good",
                                {"seat": player.seat, "act": "leave"}))
    for player in g.table.conscious():
        seat, name = player.seat, player.name
        for piece in g.zones.cards(hand(seat)):
            found.append(Option(f"drop:{piece}", f"{name}: discard {g.card(piece).title} from the hand",
                                {"seat": seat, "piece": piece, "act": "discard"}))
        for piece in _purse_cards(g, seat):
            if g.card(piece).get("no_discard"):
                continue
            found.append(Option(f"drop:{piece}", f"{name}: discard {g.card(piece).title}",
                                {"seat": seat, "piece": piece, "act": "discard"}))
            for other in on_same_terrain(g, seat):
                if other != seat:
                    found.append(Option(f"give:{piece}:{other}", f"{name}: give {g.card(piece).title} to "
                                        f"{g.table.player(other).name}", {"seat": seat, "piece": piece, "to": other,
                                                                          "act": "give"}))
    return found


def spottable(g: Game, seat: int) -> list[str]:
    """Cards a character may look for hidden numbers on: their terrain and the events attached to it (only
    from there), and their purse cards; those showing their back are not read."""
    at = g.table.player(seat).at
    terrain = board.terrain_in(g, at)
    cards = ([terrain] if terrain else []) + board.attached_events(g, at) + list(g.zones.cards(purse(seat)))
    return [p for p in cards if p not in g.table.face_down and g.card(p).get("number") is not None]


def owner_of(g: Game, piece: str) -> int:
    return int(g.zones.zone_of(piece).split(":")[1])


def take(g: Game, answer: str) -> Frame | None:
    """Do the free action answered; a gift asks who pays for it (a procedure to push)."""
    if answer.startswith("hidden:"):
        _, piece, seat = answer.split(":")
        return Frame("spot", "", {"piece": piece, "seat": int(seat)})
    if answer == "save":
        save_rule.fold(g)
        return Frame("saved", "", {})
    if answer.startswith("leave:"):
        return leaving.leave_frame(int(answer.split(":")[1]))
    kind, piece, *rest = answer.split(":")
    seat = owner_of(g, piece)
    if kind == "drop":
        if g.card(piece).type == "skill":
            g.move(piece, discard(seat))
        else:
            numbered.to_past(g, piece)
        return None
    return Frame("give", "", {"piece": piece, "from": seat, "to": int(rest[0])})


def give(g: Game, f: Frame, answer: str | None):
    d = f.data
    weight = int(g.card(d["piece"]).get("weight", 0) or 0)
    if answer is None:
        names = [g.table.player(d[k]).name for k in ("from", "to")]
        options = [Option(f"pays:{d[k]}", f"{name} discards the top {weight} card(s) of their deck", {"seat": d[k]})
                   for k, name in zip(("from", "to"), names)]
        return Ask(Decision("table", "give", f"Who pays for giving {g.card(d['piece']).title}?", options))
    was_blocked = g.zones.zone_of(d["piece"]).startswith("blocked:")
    g.move(d["piece"], (blocked if was_blocked else purse)(d["to"]))
    payer = int(answer.split(":")[1])
    return Push(pay_frame(payer, weight, discard(payer))) if weight else None


GIVE = Procedure("give", [give])
