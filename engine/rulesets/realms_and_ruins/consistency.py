"""What a loaded game of Tales of Realms and Ruins is made of (saves are untrusted input): its rivals' seats, every
piece its setup made and the zones it names, for the core's load check (`engine.core.consistency`)."""
from __future__ import annotations

from engine.core.consistency import Makeup
from engine.core.game import Game

from .actions import effects_of
from .frames import Play
from .turn import effect_list

ZONES = ("box", "events", "event_open", "events_done", "event_markers", "gold", "removed", "supply:othersiders",
         "realm:{card}", "marker:{card}", "event_marks:{card}", "offer:{card}:{n}", "slot:{card}:{n}",
         "cache:{card}:{seat}", "supply:{seat}", "purse:{seat}", "deck:{seat}", "hand:{seat}", "discard:{seat}",
         "played:{seat}", "hero:{seat}", "skill:{seat}:{card}")


def makeup(g: Game) -> Makeup:
    """The rivals' seats, the pieces setup made (`setup.new_game`, step by step) and the zones the game names."""
    cards = list(g.cards.values())

    def of(kind: str) -> list:
        return [card for card in cards if card.type == kind]

    pieces: dict[str, str] = {}

    def counted(card) -> None:
        pieces.update({f"{card.id}:{n + 1}": card.id for n in range(int(card.get("count", 0)))})

    realms = {card.id for card in of("realm")}
    pieces.update({card.id: card.id for card in of("offer") if card.get("suit") in realms})  # step 2
    pieces.update({card.get("marker"): card.get("marker") for card in of("realm")})  # step 3
    for player in g.table.players:  # step 4
        meeples = [card.id for card in of("meeple") if card.get("hero") == player.hero]
        pieces.update({f"meeple:{player.hero}": meeple for meeple in meeples})
        pieces[player.hero] = player.hero
        for card in of("follower"):
            if card.get("hero") == player.hero:
                counted(card)
        pieces.update({card.id: card.id for card in of("starting") if card.get("hero") == player.hero})
    for kind in ("gold", "othersider", "event_marker"):  # step 6
        for card in of(kind):
            counted(card)
    pieces.update({card.id: card.id for card in of("event")})  # step 5
    return Makeup(tuple(range(g.table.seats)), pieces, ZONES)


def check(g: Game) -> None:
    """What `check_state` adds for the cards being played: each is played by a rival at the table, is a piece of
    the game, and its chosen alternative is one the card has ("all" where a skill reads 'or' as 'and')."""
    for frame in g.state.stack:
        play = frame.data
        if not isinstance(play, Play):
            continue
        if not 0 <= play.seat < g.table.seats:
            raise ValueError(f"a card is played by seat {play.seat}, who is not at the table")
        if play.card and play.effect is not None:
            if play.card not in g.state.pieces:
                raise ValueError(f"the card played, {play.card[:40]!r}, is no piece of the game")
            alternatives = effects_of(g, play.seat, g.card(play.card))
            if play.effect != "all" and not (isinstance(play.effect, int) and 0 <= play.effect < len(alternatives)):
                raise ValueError(f"{g.card(play.card).title} is played for an alternative it does not have "
                                 f"({str(play.effect)[:20]!r})")
        if frame is g.state.stack[-1] and frame.step == "resolve" and g.state.pending is not None:
            verbs = len(effect_list(g, frame))  # the question asked is the verb's at the cursor
            if not 0 <= play.i < verbs:
                raise ValueError(f"the question asked waits on verb {play.i + 1} of an effect with {verbs}")
