"""A private question (one seat answers it, the others are told only its prompt, then and in the log) never names in
that prompt a card the other seats may not see: the card belongs in the options, which only the seat asked reads.
Random games of every registered ruleset, with two seats or more, looked at before every private answer."""
from __future__ import annotations

import collections
import re

import pytest

from engine import rulesets
from engine.content.loader import list_packs, load_pack
from engine.core.bot import play_randomly
from engine.core.ruleset import Seat
from engine.core.view import view

PACKS = [(s.ruleset, s.folder) for s in list_packs() if s.ruleset in rulesets.ids()]
SEEDS = 3


def _new(ruleset, pack, seed: int):
    low, high = ruleset.players
    low = max(2, low)  # someone else at the table, to be told the prompt alone
    roles = [c.key for c in ruleset.roles(pack).choices]
    count = min(low + seed % (high - low + 1), len(roles) or high)
    options = {o.key: o.default for o in ruleset.setup_options(pack)}
    seats = [Seat(f"Seat {n + 1}", roles[n % len(roles)] if roles else "") for n in range(count)]
    return ruleset.new_game(pack, seats, options, seed)


def hidden_titles(game, seat: int) -> set[str]:
    """The titles of the cards a seat may not name, but for a title it names elsewhere (another copy in sight) or one
    the ruleset's table names openly."""
    shown = view(game, seat)
    named = {piece.piece for pieces in shown.zones.values() for piece in pieces if piece.piece is not None}
    known = {game.card(piece).title for piece in named}
    openly = getattr(game.ruleset, "open_names", lambda g: ())(game)  # ids: of cards, and of a leaflet's other names
    known |= {game.cards[card].title for card in openly if card in game.cards}
    return {game.card(piece).title for piece in game.state.pieces if piece not in named} - known - {""}


def named_hidden(game) -> list[str]:
    """What the pending private question's prompt names that another seat may not see (empty when it names none)."""
    decision = game.pending
    owner = decision.seats()[0]
    found = []
    for seat in range(len(game.table.players)):
        if seat != owner:
            found += [f"{title!r} (hidden from seat {seat})" for title in hidden_titles(game, seat)
                      if re.search(rf"(?<!\w){re.escape(title)}(?!\w)", decision.prompt)]
    return found


def _play(game, seed: int, met: collections.Counter) -> None:
    def check(g):
        if g.pending is not None and g.pending.private:
            met[g.pending.kind] += 1
            assert not named_hidden(g), f"{g.pending.kind}: “{g.pending.prompt}” names {named_hidden(g)}"

    check(game)
    play_randomly(game, seed, max_decisions=300, check=check)


@pytest.mark.parametrize("ruleset_id, folder", PACKS, ids=[f.name for _, f in PACKS])
def test_a_private_questions_prompt_names_no_card_hidden_from_the_other_seats(ruleset_id, folder):
    ruleset, pack = rulesets.ruleset(ruleset_id), load_pack(folder)
    met: collections.Counter = collections.Counter()
    for seed in range(SEEDS):
        _play(_new(ruleset, pack, seed), seed, met)
    if ruleset_id == "realms-and-ruins":  # rivals: a hand is hidden, so its questions are private
        assert met["action"] and met["train_discard"]


def test_the_citadels_anticipation_names_the_cards_looked_at_in_its_options_only():
    """The 7th Citadel's Anticipation (the test pack's skill; Ashenreach deals none): the seat looks at its deck's top
    cards and puts each back on top or at the bottom. The other seats are told it is asked, never which card."""
    from tests.seventh_citadel.conftest import PACK, give, new
    from engine.rulesets.seventh_citadel.table import hand

    pack = load_pack(PACK)
    met: collections.Counter = collections.Counter()
    for seed in range(8):
        game = new(pack, players=2, seed=seed)
        for seat in (0, 1):
            give(game, "adv-anticipate", hand(seat))
        _play(game, seed, met)
    assert met["anticipate"] and met["anticipate_order"]
