"""How well the players of a 7th game stand, for the planning bot (`Ruleset.prospects`): 0 lost to 1 won. Both
adventures are won by following their story to its end, which no count of the table measures; what brings it
nearer is cards taken from the adventure deck (places reached, events met, items found), and what keeps the players
in it is their life (the 7th Continent's action cards, the Citadel's life points). A quest item found counts as many
cards out (it is what the story's end asks for), so does a row of a compound action done, and an adventure of several
scenarios counts those played to their end first: a scenario's end puts its cards back into the deck, which must not
look like a step back.

The way ahead (`leads`) is read off what the players see: the numbers printed on the board's terrains and the
events attached to them, on an arrow pointing into the fog, in an action's success ("take 42"), that name an
adventure card still in the deck. Each lead known is worth a little, and a character standing where one can be
followed is worth more: a search looks a few decisions ahead, and this is what tells it to go where the next card
is rather than spend its life where nothing is left to find.

What a card's words tell a reader ("west, a foundry chimney"; "the old boat. Dig.") a pack writes in its `points_to`:
the numbers of the cards it sends the players to. Once that card lies face up where the players see it, a lead
naming one of those numbers is worth more, and so is a character standing where it can be followed, and the card
found counts for more than one card out. A card nobody has revealed points nowhere.

What the players have met (a table keeping `met`, the numbers taken so far: the 7th Continent's) is no news when it
comes back: food eaten and back in the deck once the past returned, a terrain met and back behind fresh fog once the
board was folded. Its number is no lead, and it still counts as a card out."""
from __future__ import annotations

import math
from typing import Iterable, Mapping

from engine.core import view
from engine.core.game import Game

from . import board
from .cards import is_exploration, number_of
from .places import ADVENTURE, PAST

SEEN = 30.0    # cards out of the adventure deck that count as most of an adventure's way
WAY = 0.5      # the share of the way in the prospects; the rest is life
FOUND = 12.0   # the cards out a quest item found is worth
ROW = 4.0      # the cards out a row of a compound action done is worth (the Citadel: a die moved on)
ITEM = 2.0     # the cards out an item kept is worth (the 7th Continent: given up, it is lost)
KNOWN = 0.25   # the cards out a lead in sight is worth (a number the players may follow, anywhere on the board)
NEAR = 0.5     # the cards out a character standing where a lead can be followed is worth (one a character)
POINTED = 0.5  # the cards out a lead a revealed card points to is worth more, in sight and for each character there
FOLLOWED = 2.0  # the cards out a card a revealed card points to is worth more once it is out of the deck


def prospects(game: Game, life: float, found: int = 0, done: int = 0, stages: int = 1, rows: float = 0,
              items: float = 0, setbacks: float = 0.0, ahead: float = 0.0, seen: float = SEEN, way_share: float = WAY,
              ways: dict[str, list[int]] | None = None) -> float:
    """The players' prospects from how far they came (`found` quest items, `items` kept; `rows` of compound
    actions under way done; `done` of the adventure's `stages` scenarios played to their end; the leads in sight
    and at hand; less `setbacks`, in cards out: what the ruleset counts against them; `ahead`, in cards out: what
    the ruleset's own rules add to the way; `seen`: the cards out that are most of the way, `SEEN` unless the
    ruleset's way is longer; `ways`: `followable(game)`, when the ruleset read it already) and their `life` (0 none
    left to 1 plenty)."""
    if ways is None:  # read once: the leads counted, and those a revealed card points to
        ways = followable(game)
    known, near = route(game, ways)
    way = math.tanh(max(0.0, taken(game) + pointed(game, ways) + FOUND * found + ROW * rows + ITEM * items + KNOWN * known
                        + NEAR * near + ahead - setbacks) / seen)
    here = 0.02 + 0.96 * (way_share * way + (1 - way_share) * max(0.0, min(1.0, life)))
    return (min(done, stages - 1) + here) / max(1, stages)


def taken(game: Game) -> int:
    """Adventure cards out of the adventure deck, wherever they went (the board, attached to a terrain, the past,
    a hand, an inventory, the satchel), and those back in it that the players have met: the past returned to the
    deck (a card taken again that lay there) takes nothing the players learnt away."""
    total = game.memo.get("adventure_cards")
    if total is None:
        total = game.memo["adventure_cards"] = sum(
            1 for piece, card_id in game.state.pieces.items() if _adventure(game.cards[card_id]))
    met = _met(game)
    back = sum(1 for piece in game.zones.cards(ADVENTURE) if number_of(game.card(piece)) in met) if met else 0
    return total - game.zones.size(ADVENTURE) + back


def _met(game: Game) -> frozenset[int]:
    """The adventure card numbers the players have taken so far (a table that keeps them: `met`)."""
    return frozenset(getattr(game.table, "met", ()))


def _adventure(card) -> bool:
    return number_of(card) is not None and not is_exploration(card)


def route(game: Game, ways: dict[str, list[int]] | None = None) -> tuple[int, int]:
    """The leads in sight (adventure card numbers still in the deck that a terrain on the board or an event
    attached to it names: an arrow into the fog, an action's success), and the characters standing on a terrain
    where one of them can be followed. `ways`: `followable(game)`, when already read."""
    where = leads(game, ways)
    near = sum(1 for figure in game.table.figures() if figure.at in where)
    return sum(where.values()), near


def leads(game: Game, ways: dict[str, list[int]] | None = None) -> dict[str, int]:
    """The terrain slots where a lead can be followed, each with how many."""
    return {here: len(numbers) for here, numbers in (followable(game) if ways is None else ways).items()}


def followable(game: Game) -> dict[str, list[int]]:
    """The terrain slots where a lead can be followed, each with the numbers its leads name."""
    left, met = _numbers(game, game.zones.cards(ADVENTURE)), _met(game)
    past = _numbers(game, game.zones.cards(PAST)) if met else set()
    ways: dict[str, list[int]] = {}
    for here in board.terrain_slots(game):
        numbers = _leads_at(game, here, left, met, past)
        if numbers:
            ways[here] = numbers
    return ways


def pointed(game: Game, ways: dict[str, list[int]] | None = None) -> float:
    """What the cards the players have revealed point to, in cards out: the leads in sight naming a card one
    points to and the characters standing where one can be followed (`POINTED` each), and the cards pointed to
    that are out of the adventure deck (`FOLLOWED` each). `ways`: `followable(game)`, when already read."""
    pointers = _pointers(game)
    if not pointers:
        return 0.0
    named = {number for piece, numbers in pointers if view.sees(game, piece, None) for number in numbers}
    if not named:
        return 0.0
    where: dict[str, int] = {}
    for here, numbers in (followable(game) if ways is None else ways).items():
        count = sum(1 for number in numbers if number in named)
        if count:
            where[here] = count
    near = sum(1 for figure in game.table.figures() if figure.at in where)
    left, met = _numbers(game, game.zones.cards(ADVENTURE)), _met(game)
    out = sum(1 for number in named if (number not in left or number in met) and number in _all_numbers(game))
    return POINTED * (sum(where.values()) + near) + FOLLOWED * out


def _pointers(game: Game) -> list[tuple[str, tuple[int, ...]]]:
    """Each piece whose card points somewhere, with the numbers it points to (read once a game)."""
    found = game.memo.get("pointers")
    if found is None:
        found = game.memo["pointers"] = [(piece, tuple(game.cards[card_id].get("points_to") or ()))
                                         for piece, card_id in game.state.pieces.items()
                                         if game.cards[card_id].get("points_to")]
    return found


def _all_numbers(game: Game) -> set[int]:
    """The numbers of the game's adventure cards (a pointer to a card this game does not hold points nowhere)."""
    found = game.memo.get("adventure_numbers")
    if found is None:
        found = game.memo["adventure_numbers"] = {number_of(game.cards[card_id])
                                                  for card_id in game.state.pieces.values()
                                                  if _adventure(game.cards[card_id])}
    return found


def _numbers(game: Game, pieces: Iterable[str]) -> set[int]:
    """The numbers on the backs of these adventure cards (what anyone sees of the deck)."""
    return {number_of(game.card(piece)) for piece in pieces}


def _leads_at(game: Game, here: str, left: set[int], met: frozenset[int], past: set[int]) -> list[int]:
    """The adventure card numbers a terrain names for the players to follow: each arrow into a space not yet
    revealed (fog, or nothing), and each `take` in the success of an action on the terrain or an attached event,
    of a card the players have not met still in the deck (`left`), or of one met that may be taken again (in the
    deck or the `past`) and takes in turn a card still unmet (a strongbox that stayed shut). Food eaten, back in the
    deck when the past returns, is no news, and a table counting it as news ate it again and again; a terrain met,
    back in the deck once the board was folded for a save, is a way back, not a way on (issue 31)."""
    numbers = [numbox for numbox in into_fog(game, here, left) if numbox not in met]
    for piece in [board.terrain_in(game, here)] + board.attached_events(game, here):
        numbers += [number for number in _takes(game, game.card(piece))
                    if (number in left and number not in met)
                    or (number in met and (number in left or number in past)
                        and any(onward in left and onward not in met for onward in _onward(game, number)))]
    return numbers


def into_fog(game: Game, here: str, left: set[int]) -> list[int]:
    """The numbers on the arrows from a terrain into a space not yet revealed (fog, or nothing yet) whose card is
    still in the adventure deck (`left`): the next terrains."""
    return [numbox for _side, numbox, target in board.arrows_from(game, here)
            if numbox in left and ((piece := board.card_in(game, target)) is None or is_exploration(game.card(piece)))]


def _onward(game: Game, number: int) -> list[int]:
    """The numbers the cards of this number take in their actions' successes (what a card met says it leads to)."""
    memo = game.memo.setdefault("onward", {})
    found = memo.get(number)
    if found is None:
        found = memo[number] = [onward for card in game.cards.values() if number_of(card) == number
                                and not is_exploration(card) for onward in _takes(game, card)]
    return found


def _takes(game: Game, card) -> list[int]:
    """The numbers an action's success on this card takes, read once a card."""
    memo = game.memo.setdefault("takes", {})
    found = memo.get(card.id)
    if found is None:
        # a compound action's rows have their own successes (the Citadel: the key taken on the last row); a card's
        # tables are read-only mappings, not dicts
        successes = [success for action in card.get("actions", ()) or ()
                     for success in [action.get("success"), *(row.get("success") for row in action.get("rows") or ())]]
        found = memo[card.id] = [op["take"] for success in successes for op in success or ()
                                 if isinstance(op, Mapping) and isinstance(op.get("take"), int)]
    return found
