"""What the Citadel's own rules say of how its players stand, for the planning bot's prospects: their energy (the
action deck is spent before life points are, at the Recovery's price), the compound actions under way (a failure
lowers the die: part of the row is done), the Dialogue Book's paragraphs read, and how far the figures stand from
where the story goes on (a move costs nothing, so a figure's worth is how few moves it is from it): a lead to
follow (the fog to explore, a card to take), an action not yet performed that reads a paragraph nobody has read, or
one read whose choice the players can now make (the door that wanted a key, once the key is found), and the places
the paragraphs read send them to (their `points_to`). Read from what
every seat sees: life points, deck sizes, the board and the backs of the cards lying on it, the paragraphs read."""
from __future__ import annotations

import math

from engine.core import graph
from engine.core.game import Game
from engine.rulesets.sevenths import board, prospects
from engine.rulesets.sevenths.cards import is_exploration, number_of

from . import compound, conditions
from .actions import action_def
from .dialogues import paragraph
from .table import ADVENTURE, PAST, QUEST_ITEMS, deck, discard, hand

ENERGY = 25.0  # the life points (the deck counted in them) that are most of a character's strength
AHEAD = 2.0    # the cards out a character standing where the story goes on is worth (1/(1 + n), n moves off)
# the cards out that are most of a scenario's way: its quest items (those carried from the last scenario too), its
# terrains, its paragraphs and its rows of fights come to some 60, and on a shorter scale the Warden's last rows
# counted for less than a life point (the planner rested where it should have fought)
WAY = 60.0
READ = 2.0     # the cards out a paragraph read is worth: going where one waits, then reading it, is no step back
# the cards out a terrain on the board is worth more than the card itself: explored, the fog a figure stood by is
# gone, and standing by the next fog, a move off, must not outweigh what was found (a one-seat table stood by the fog
# north of the Cinder Flats and would not pathfind into it for 1 card)
TERRAIN = 1.5
FOG = 2.0      # the cards out a character standing by the fog is worth more (1/(1 + n), n moves off)
# the share of what is left of the scenario that the whole of the threat's fight is worth, its rows done counting
# for their share of it (the last row won ends the scenario: that is the rest)
THREAT = 0.5
WANTED = 4.0   # the cards out a character standing where a card a paragraph asks for can be taken is worth (1/(1 + n))
# the cards out a character standing where the paragraphs read send the players is worth more (1/(1 + n)): "bring the
# key and the lens to the Cinder Vault, far east" (a two-seat table with both walked back from the fog before the
# Vault to the fog at the gate, each as near, the dunes' way in costing an action)
POINTED = 4.0
# what the adventure's last scenario, where it is won, weighs in its prospects against any other scenario's 1: divided
# evenly by 3 scenarios, a terrain nearer the Warden was worth 0.002, and a card drawn for a better chance had to win
# by three times the planner's doubt bar
LAST = 2.0
# what a row of a compound action in the story's way counts for, against any other row's 1: a creature come out of the
# fog, which stands between the figures and the space beyond (the Cinder Hound), or an action of a terrain the
# paragraphs read send the players to (the Sunken Forge's pull for the key). Counted as any other, a try at a row
# cost about what its progress was worth, and tables stood by both for hundreds of decisions
IN_THE_WAY = 3.0
# the share of what is left of the last scenario that the quest items the places the paragraphs point to give are
# worth, held (`asked`): on a way of 110 cards out, the lens the Drowned Cellar gives counted for 0.006, less than a
# failed swim cost, and a one-seat table holding the key never swam for it (Ashenreach seed 0)
ASKED = 0.5 
# Before the last scenario, what counts is what a scenario hands on to it: its quest items and purse cards, never its
# life points nor its deck (the next scenario begins with its own life points and each character's whole deck). Going
# home from the Silent Bells at once, counted whole, was worth twice staying, and the tables then spent 10 life points
# and more at the Sunken Forge for the key the crypt would have given (issue 31, Ashenreach).
SURVIVE = 5.0     # the energy under which a character is likely to fall: life there is priced only against all falling
PROMISE = 0.8     # the share of a wanted card's worth counted before it is found, at the start of the scenario's way
UNFINISHED = 0.03  # what the scenario's way not yet gone costs, against the last scenario's prospects (0 to 1)
OPENING = 7.5     # the cards out of the last scenario's way at its start, besides what was handed on (read off a start)


def adventure(game: Game, here: float) -> float:
    """The adventure's prospects (0 lost to 1 won) from those of the scenario played (`here`, 0 to 1): each scenario
    weighs 1, the last `LAST`, and those before the one played count whole. A scenario's end is never a step back:
    its last prospects are the next one's first."""
    table = game.table
    order = [scenario.get("id") for scenario in table.scenarios]
    stages = max(1, len(order))
    playing = order.index(table.scenario) if table.scenario in order else 0
    stage = min(stages - 1, max(len(table.finished), playing))
    whole = stages - 1 + LAST
    return (stage + (LAST if stage == stages - 1 else 1.0) * here) / whole


def before_last(game: Game) -> bool:
    """Whether the scenario played comes before the adventure's last."""
    table = game.table
    order = [scenario.get("id") for scenario in table.scenarios]
    playing = order.index(table.scenario) if table.scenario in order else 0
    return max(len(table.finished), playing) < len(order) - 1


def handed_on(game: Game, way: float) -> float:
    """The adventure's prospects (0 lost to 1 won) in a scenario before the last, by what it hands on to the last:
    the prospects that scenario would begin with (`opening`), with a share of the worth of the cards the paragraphs
    read ask for and nobody holds (`wanted_cards`: the Ashen Key at the Postern's door) that grows along this
    scenario's way (`way`, 0 to 1), less a little for the way not yet gone, all priced against every character
    falling unconscious (`standing`). Its end is never a step back, nor a leap: the last scenario's first prospects
    are those it would begin with."""
    sought = len(wanted_cards(game))
    now = opening(game)
    promise = opening(game, sought) - now if sought else 0.0
    here = now + (PROMISE + (1.0 - PROMISE) * way) * promise - UNFINISHED * (1.0 - way)
    stages = len(game.table.scenarios)
    return standing(game) * (stages - 1 + LAST * here) / (stages - 1 + LAST)


def opening(game: Game, more: int = 0) -> float:
    """The prospects (0 to 1) of the adventure's last scenario at its start, with what the players hold now and
    `more` quest items: each character's life points there and whole deck (`sevenths.prospects` weighs them), the
    adventure cards that stay out of the deck (quest items, purse cards, banished cards) and `OPENING`."""
    table = game.table
    present = table.present()
    last = table.scenarios[-1]
    points = list(last["life_points"])[max(0, len(present) - 1)]
    cards, life = table.recovery
    lives = sum(math.tanh((points + sum(game.zones.size(zone(p.seat)) for zone in (deck, hand, discard)) * life / cards)
                          / ENERGY) for p in present) / max(1, len(table.players))
    back = sum(1 for zone, pieces in game.zones.contents.items() if zone == PAST or zone.startswith(("board:", "attached:"))
               for piece in pieces if number_of(game.card(piece)) is not None and not is_exploration(game.card(piece)))
    out = (prospects.taken(game) - back + (1 + prospects.FOUND) * more
           + prospects.FOUND * game.zones.size(QUEST_ITEMS) + OPENING)
    way = math.tanh(max(0.0, out) / WAY)
    return 0.02 + 0.96 * (prospects.WAY * way + (1 - prospects.WAY) * lives)


def standing(game: Game) -> float:
    """The chance, roughly, that not every character falls unconscious (the adventure lost): each one with less than
    `SURVIVE` energy is likely to."""
    falling = 1.0
    for player in game.table.players:
        falling *= 1.0 - math.tanh(energy(game, player.seat) / SURVIVE)
    return 1.0 - falling


def wanted_cards(game: Game) -> set[str]:
    """The cards a choice of a paragraph read requires that nobody holds and that are still in the adventure deck
    (card ids)."""
    cards = {needs["card"] for number in game.table.read for choice in _choices(game, number)
             for needs in [choice.get("requires") or {}] if "card" in needs}
    if not cards:
        return set()
    held = {game.state.pieces[p] for zone, pieces in game.zones.contents.items()
            if zone.partition(":")[0] in ("purse", "hand", QUEST_ITEMS) for p in pieces}
    left = {number_of(game.card(p)) for p in game.zones.cards(ADVENTURE)}
    return {card for card in cards - held if card in game.cards and number_of(game.cards[card]) in left}


def energy(game: Game, seat: int) -> float:
    """A character's life points and the cards of their action deck and hand, counted at the Recovery's price (1 life
    point for 2 cards in the standard mode): a card drawn, or a skill discarded from the hand, costs what a Recovery
    would pay to have it back. An unconscious character has none."""
    player = game.table.player(seat)
    if player.life <= 0:
        return 0.0
    cards, life = game.table.recovery
    return player.life + (game.zones.size(deck(seat)) + game.zones.size(hand(seat))) * life / cards


def ahead(game: Game, ways: dict[str, list[int]] | None = None, pointed: set[int] | None = None) -> float:
    """What the paragraphs read and how near the figures stand to where the story goes on add to the way, in cards
    out (`nearness` of `onwards`: the whole of it once nowhere is left to go); once the story waits for a place
    (`wanted`: where a card a paragraph read asks for is taken, where the threat is overcome), how near they stand
    to it instead, and for more. Each card the paragraphs point to that is out of the adventure deck counts as much
    as standing where it could be found did (`reached`). `ways`: `sevenths.prospects.followable(game)`, `pointed`:
    `pointed_to(game)`, when already read."""
    pointed = pointed_to(game) if pointed is None else pointed
    found = POINTED * reached(game, pointed)
    sought = wanted(game)
    if sought:  # of the places where the story goes on, the one it waits for is where the figures are drawn
        return (found + READ * len(read_here(game)) + (AHEAD + WANTED) * nearness(game, sought)
                + TERRAIN * len(board.terrain_slots(game)))
    goals = onwards(game, ways)
    near = nearness(game, goals) if goals else 1.0
    mist = fog(game)
    sent = sent_to(game, goals, ways, pointed)
    return (found + READ * len(read_here(game)) + AHEAD * near + (FOG * nearness(game, mist) if mist else 0.0)
            + (POINTED * nearness(game, sent) if sent else 0.0) + TERRAIN * len(board.terrain_slots(game)))


def asked(game: Game, pointed: set[int]) -> float:
    """The share (0 to 1) held of the quest items that the actions of the terrains the paragraphs read point to
    (`pointed`) take on a success ("bring the key and the lens": the Sunken Forge's, the Drowned Cellar's); 0 when
    they take none."""
    if not pointed:
        return 0.0
    taken = {number for piece, card_id in game.state.pieces.items()
             if game.cards[card_id].type == "terrain" and number_of(game.cards[card_id]) in pointed
             for _, number in _takes(game, piece)}
    items = {p for p, card_id in game.state.pieces.items()
             if game.cards[card_id].type == "quest_item" and number_of(game.cards[card_id]) in taken}
    return len(items & set(game.zones.cards(QUEST_ITEMS))) / len(items) if items else 0.0


def bringing(game: Game, ways: dict[str, list[int]], pointed: set[int]) -> float:
    """Once every quest item the story asks for is held (`asked`), how near the characters stand to where the
    paragraphs send them (`sent_to`: the Cinder Vault, or the fog before it), 0 to 1; else 0."""
    if asked(game, pointed) < 1.0:
        return 0.0
    # a place whose quest items are all held sends them nowhere now (the fog before the forge, the key held)
    spent = {number_of(game.cards[card_id]) for piece, card_id in game.state.pieces.items()
             if game.cards[card_id].type == "terrain" and number_of(game.cards[card_id]) in pointed
             and _gives_held(game, piece)}
    sent = sent_to(game, onwards(game, ways), ways, pointed - spent)
    return nearness(game, sent) if sent else 0.0


def _gives_held(game: Game, piece: str) -> bool:
    """Whether a card's actions take quest items on a success, all of them held."""
    numbers = {number for _, number in _takes(game, piece)}
    items = {p for p, card_id in game.state.pieces.items()
             if game.cards[card_id].type == "quest_item" and number_of(game.cards[card_id]) in numbers}
    return bool(items) and items <= set(game.zones.cards(QUEST_ITEMS))


def reached(game: Game, pointed: set[int]) -> int:
    """How many of the cards the paragraphs read point to (`pointed`) are out of the adventure deck: found. Standing by
    the fog before one was worth more than the place found beyond it (the Cinder Vault put into play a move off, the
    figure no longer by the fog nor by the lead to it), and a one-seat table holding the key stood by the fog east of
    the Glass Dunes and would not pathfind into it (Ashenreach seed 0)."""
    if not pointed:
        return 0
    left = {number_of(game.card(p)) for p in game.zones.cards(ADVENTURE)}
    return len(pointed - left)


def read_here(game: Game) -> list[int]:
    """The paragraphs read in the scenario played: those read since the last epilogue (each scenario's is read back at
    the Citadel, before the next begins). Those of the scenarios before are no step of this one's way: counted, the
    last scenario of Ashenreach began with a way of some 55 cards out of `WAY` (the introduction's and the Silent
    Bells' paragraphs, 14 to 18 of them), and what was left of it, the lens, the Vault, counted for less than the
    life spent on it."""
    read = game.table.read
    epilogues = {scenario.get("epilogue") for scenario in game.table.scenarios} - {None}
    last = max((n for n, number in enumerate(read) if number in epilogues), default=-1)
    return read[last + 1:]


def pointed_to(game: Game) -> set[int]:
    """The card numbers the paragraphs read send the players to (their `points_to`: what the words tell a reader)."""
    found: set[int] = set()
    for number in game.table.read:
        piece = paragraph(game, number)
        if piece is not None:
            found.update(game.card(piece).get("points_to", ()) or ())
    return found


def sent_to(game: Game, goals: set[str], ways: dict[str, list[int]] | None = None,
            pointed: set[int] | None = None) -> set[str]:
    """Of the terrain slots where the story goes on (`goals`), those the paragraphs read send the players to: the
    terrain itself is pointed to, or a lead there names a card pointed to (the arrow into the fog before it)."""
    pointed = pointed_to(game) if pointed is None else pointed
    if not pointed:
        return set()
    if ways is None:
        ways = prospects.followable(game)
    return {here for here in goals if (number_of(game.card(board.terrain_in(game, here))) in pointed
                                       and not _all_held(game, board.terrain_in(game, here)))
            or pointed.intersection(ways.get(here, ()))}


def fog(game: Game) -> set[str]:
    """The terrain slots with an arrow into a space not yet explored (fog, or nothing yet) whose card is still in the
    adventure deck: of the leads, those that bring the next terrain (a table that stood by a costly search it would not make never went to the fog beyond)."""
    left = {number_of(game.card(p)) for p in game.zones.cards(ADVENTURE)}
    return {here for here in board.terrain_slots(game) if prospects.into_fog(game, here, left)}


def wanted(game: Game) -> set[str]:
    """The terrain slots the story waits for, of all those where it goes on: where an action's success takes a card
    that a choice of a paragraph read requires and nobody holds (the Vault's door asks for the Ashen Key; the Sunken
    Forge's last row takes it), or reads a paragraph that ends the scenario or overcomes the threat (the Warden's
    last row)."""
    numbers = {number_of(game.cards[card]) for card in wanted_cards(game)}
    found = set()
    for here in board.terrain_slots(game):
        events = board.attached_events(game, here)
        performed = {game.card(e).get("caused_by") for e in events}
        terrain = board.terrain_in(game, here)
        for piece in [terrain, *events]:
            if any((piece != terrain or icon not in performed) and number in numbers
                   for icon, number in _takes(game, piece)) or any(
                    (piece != terrain or icon not in performed) and _ends(game, number)
                    for icon, number in _reads(game, piece)):
                found.add(here)
                break
    return found


def _ends(game: Game, number: int) -> bool:
    """Whether a paragraph, read, ends the scenario or overcomes the threat (its own effects, not a choice's)."""
    piece = paragraph(game, number)
    return piece is not None and any(
        hasattr(op, "get") and (op.get("threat_overcome") or op.get("end_scenario"))
        for op in game.card(piece).get("effects", ()) or ())


def _choices(game: Game, number: int) -> list:
    piece = paragraph(game, number)
    return list(game.card(piece).get("choices", ()) or ()) if piece is not None else []


def onwards(game: Game, ways: dict[str, list[int]] | None = None) -> set[str]:
    """The terrain slots where the story goes on: those where a lead can be followed (`sevenths.prospects.leads`:
    an arrow into the fog, a card to take), and those showing an action not yet performed there that reads a
    paragraph unread, or a paragraph read whose choice with a prerequisite the players now meet (`_waits`)."""
    found = set(prospects.leads(game, ways))
    read = game.table.read
    for here in board.terrain_slots(game):
        if here in found:
            continue
        events = board.attached_events(game, here)
        performed = {game.card(e).get("caused_by") for e in events}
        terrain = board.terrain_in(game, here)
        for piece in [terrain, *events]:
            if any((piece != terrain or icon not in performed) and (number not in read or _waits(game, number))
                   for icon, number in _reads(game, piece)):
                found.add(here)
                break
    return found


def _reads(game: Game, piece: str) -> list[tuple[str, int]]:
    """(action icon, paragraph) for each paragraph a card's actions read on a success (printed: the same each time)."""
    return _on_success(game, piece, "read")


def _takes(game: Game, piece: str) -> list[tuple[str, int]]:
    """(action icon, card number) for each card a card's actions take on a success."""
    return _on_success(game, piece, "take")


def _on_success(game: Game, piece: str, verb: str) -> list[tuple[str, int]]:
    """(action icon, number) for each `verb` ("read", "take") of a number in a card's actions' successes."""
    known = game.memo.get(("citadel_" + verb, piece))
    if known is None:
        vocabulary, known = game.ruleset.vocabulary, []
        for index, spec in enumerate(game.card(piece).get("actions", ()) or ()):
            spec = action_def(game, piece, index)
            lists = [spec.get("success")] + [row.get("success") for row in compound.rows(game, spec)]
            known += [(spec["icon"], int(table[verb])) for items in lists
                      for _, table in vocabulary.walk(items, "")
                      if hasattr(table, "get") and isinstance(table.get(verb), int)]
        game.memo[("citadel_" + verb, piece)] = known
    return known


def _waits(game: Game, number: int) -> bool:
    """Whether a paragraph read offers a choice with a prerequisite the conscious characters meet now (one they
    could not make when they read it, perhaps)."""
    piece = paragraph(game, number)
    if piece is None:
        return False
    seats = [p.seat for p in game.table.conscious()]
    return any(choice.get("requires") and conditions.why_not(game, seats, choice["requires"]) is None
               for choice in game.card(piece).get("choices", ()) or ())


def steps(game: Game, start: str, goals: set[str]) -> int | None:
    """The fewest moves from a terrain to one of `goals` (0: standing there), over terrains; None when none is
    reachable."""
    if start in goals:
        return 0
    found = graph.distances(start, lambda s: [board.beside(s, side) for side in board.SIDES],
                            enter=lambda s: board.terrain_in(game, s) is not None)
    near = [n for s, n in found.items() if s in goals]
    return min(near) if near else None


def nearness(game: Game, goals: set[str]) -> float:
    """How near the conscious characters stand to `goals`, on average: 1 for one standing there, 1/(1 + n) for one
    n moves away, 0 for one who cannot reach any."""
    standing = [p.at for p in game.table.conscious() if p.at]
    if not standing or not goals:
        return 0.0
    total = 0.0
    for at in standing:
        n = steps(game, at, goals)
        total += 0.0 if n is None else 1.0 / (1 + n)
    return total / len(standing)


def rows_done(game: Game, pointed: set[int]) -> tuple[float, float]:
    """The rows of the compound actions under way done, a die lowered by failures counting as that share of its
    row (a fight lost three times, the die at 1 of 4, is most of the way to its next row), and every row of a
    permanent event's compound action once the event has gone into the past (the Cinder Hound beaten: its last row
    discards it; counted for nothing there, beating it looked like losing the rows fought); a row in the story's way
    counts `IN_THE_WAY` rows (`in_the_way`, `pointed`: `pointed_to`). With them, from the same look at the dice, the
    share of the threat's fight done (0 to 1), not among those rows: the rows behind the die of a compound action
    whose last row reads the paragraph that ends the scenario or overcomes the threat (the Ember Warden's). What is
    left of the scenario lies in those rows: on the way, they were a few cards more on a way nearly gone by, and a
    try at one cost more life than it was worth."""
    done = sum(_rows_of(game, piece) * _worth(game, piece, pointed) for piece in game.zones.cards(PAST))
    overcome = 0.0
    for rest in game.table.dice.values():
        rows = compound.rows(game, action_def(game, rest.piece, rest.action))
        if _overcomes(game, rows):
            overcome = max(overcome, _done(rows, rest) / len(rows))
        else:
            done += _done(rows, rest) * _worth(game, rest.piece, pointed)
    return done, overcome


def _worth(game: Game, piece: str, pointed: set[int]) -> float:
    """What a row of a card's compound actions counts: `IN_THE_WAY` rows in the story's way, nothing once the quest
    items its last rows give are all held (the Sunken Forge's, the key in hand: a one-seat table pulled on there,
    drew cards and made Recoveries for it, and died with key and lens, Ashenreach seed 0), else one."""
    if _all_held(game, piece):
        return 0.0
    return IN_THE_WAY if in_the_way(game, piece, pointed) else 1.0


def in_the_way(game: Game, piece: str, pointed: set[int]) -> bool:
    """Whether a card's compound actions stand in the story's way: a card come out of the fog (an exploration card:
    a creature in the space beyond an arrow, in the past once beaten), or a terrain the paragraphs read point to
    (`pointed`, `pointed_to`), or an event attached to one, unless its compound actions' last rows give a quest item
    and the players hold every one they give (`_all_held`: the Sunken Forge's key)."""
    card = game.card(piece)
    if is_exploration(card):
        return True
    zone = game.zones.where.get(piece, "")
    if zone.startswith("attached:"):
        terrain = board.terrain_in(game, "board:" + zone.partition(":")[2])
        piece = terrain if terrain is not None else piece
        card = game.card(piece)
    return number_of(card) in pointed and not _all_held(game, piece)


def _all_held(game: Game, piece: str) -> bool:
    """Whether the quest items a card's compound actions give on their last rows are all held already (False when
    they give none)."""
    vocabulary = game.ruleset.vocabulary
    given: set[int] = set()
    for index, _ in enumerate(game.card(piece).get("actions", ()) or ()):
        rows = compound.rows(game, action_def(game, piece, index))
        if rows:
            given.update(int(table["take"]) for _, table in vocabulary.walk(rows[-1].get("success"), "")
                         if hasattr(table, "get") and isinstance(table.get("take"), int))
    items = {p for p in game.state.pieces if game.card(p).type == "quest_item" and number_of(game.card(p)) in given}
    held = set(game.zones.cards(QUEST_ITEMS))
    return bool(items) and items <= held


def _done(rows, rest) -> float:
    """The rows of a compound action behind its die, and the share of the die's row its lowered value shows."""
    full = int(rows[rest.row]["difficulty"]) if rest.row < len(rows) else 0
    return rest.row + ((full - rest.value) / full if full > 0 else 0.0)


def _overcomes(game: Game, rows) -> bool:
    """Whether a compound action's last row, won, reads a paragraph that ends the scenario or overcomes the threat."""
    if not rows:
        return False
    vocabulary = game.ruleset.vocabulary
    return any(hasattr(table, "get") and isinstance(table.get("read"), int) and _ends(game, int(table["read"]))
               for _, table in vocabulary.walk(rows[-1].get("success"), ""))


def _rows_of(game: Game, piece: str) -> int:
    """The rows of a permanent event's compound actions (0 for any other card)."""
    card = game.card(piece)
    if card.type != "permanent_event":
        return 0
    return sum(len(compound.rows(game, action_def(game, piece, index)))
               for index, _ in enumerate(card.get("actions", ()) or ()))
