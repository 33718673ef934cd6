"""A private answer is read by the other seats as the question it answered, never the answer: "Bram chose." told
them nothing of what kind of answer it was (a card discarded, an interrupt, a training)."""
from __future__ import annotations

import random

from engine import rulesets as registry
from engine.content.loader import list_packs, load_pack
from engine.core.events import from_plain
from engine.core.ruleset import Seat
from gui import looking
from gui.panels.words import describe, player_name


def _private_answers(seed: int = 4, limit: int = 600):
    pack = load_pack(next(s for s in list_packs() if s.id == "brinefall").folder)
    rules = registry.ruleset(pack.ruleset)
    options = {o.key: o.default for o in rules.setup_options(pack)}
    roles = rules.roles(pack).choices
    game = rules.new_game(pack, [Seat("Ada", roles[0].key), Seat("Bram", roles[1].key)], options, seed)
    rng = random.Random(seed)
    found = []
    for _ in range(limit):
        if game.over or game.pending is None:
            break
        decision = game.pending
        before = len(game.state.log.events)
        game.choose("cancel" if decision.number and decision.option("cancel") else
                    str(decision.number[0]) if decision.number else rng.choice(decision.keys()))
        found += [(e, decision.prompt) for e in game.state.log.events[before:]
                  if e.kind == "chosen" and e.private and e.label]
        if len(found) >= 3:
            break
    return game, found


def test_the_other_seats_read_which_question_a_private_answer_answered_not_the_answer():
    game, found = _private_answers()
    assert found, "no private answer in the game"
    try:
        for event, prompt in found:
            owner = int(event.owner.split(":")[1])
            looking.sit(game, 1 - owner)
            said = describe(event, game)
            assert said == f"{player_name(game, owner)} answered privately: “{prompt.rstrip(' .?:')}”.", said
            assert event.label not in said and event.option not in said
            looking.sit(game, owner)
            assert event.label in describe(event, game)  # its owner reads the answer itself
            again = from_plain(event.to_plain())
            assert again == event  # the question is kept in a save's log
    finally:
        looking.sit(game, None)
