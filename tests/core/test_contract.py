"""The core's contract, on Duel (tests/core/duel.py): pieces beyond cards, dice as data, outcomes per
seat, typed and refused options, windows open to any seat, views per seat, exact rollback, saves."""
from __future__ import annotations

import itertools
import json
from fractions import Fraction

import pytest

from engine.core.bot import play_randomly
from engine.core.decisions import Decision, IllegalChoice, Option
from engine.core import chance
from engine.core.dice import DieType
from engine.core.outcome import LOSS, RANKED, Standing, check_places, places_by, standing
from engine.core.procedure import Ask, Procedure
from engine.core.ruleset import Seat
from engine.core.serial import game_from_plain, game_to_plain
from engine.core.view import HIDDEN, decision_for, event_for, unnamed, view
from tests.core.duel import DEFS, DIE, RULESET, Duel, hand, new_duel, position


def plain(game) -> str:
    return json.dumps(game_to_plain(game), sort_keys=True)


def roll_until_storm(seed_range=range(500), players=3, wards_to=None):
    """A game waiting at the storm window (optionally after giving seat `wards_to` a ward)."""
    for seed in seed_range:
        game = new_duel(players, seed=seed)
        if wards_to is not None:
            game.zones.move("ward:0", hand(wards_to))
        game.choose("roll")
        if game.pending.kind == "storm":
            return game
    raise AssertionError("no storm in the seeds tried")


# -- pieces beyond cards -----------------------------------------------------------------------------
def test_dice_figures_and_tokens_are_pieces_conserved_in_random_games():
    kinds = set()
    for seed in range(60):
        game = new_duel(2 + seed % 2, seed=seed)
        count = len(game.state.pieces)

        def check(g):
            g.zones.check()
            assert set(g.zones.where) == set(g.state.pieces) and len(g.state.pieces) == count
            assert set(g.state.showing) <= {p for p in g.state.pieces if g.card(p).type == "die"}

        play_randomly(game, seed, check=check)
        assert game.over
        kinds |= {game.card(p).type for p in game.state.pieces}
    assert kinds == {"figure", "die", "token"}


def test_same_seed_and_same_choices_give_the_same_game():
    a, b = new_duel(3, seed=7), new_duel(3, seed=7)
    play_randomly(a, 3)
    play_randomly(b, 3)
    assert plain(a) == plain(b)


# -- dice as data, with exact odds ---------------------------------------------------------------------
def test_a_pool_of_mixed_dice_is_counted_exactly_against_every_ordered_roll():
    other = DieType.from_plain("d3", {"faces": [{"value": 1}, {"value": 2, "symbols": ["hit"]}, {"value": 3}]})
    pool = [DIE, other, DIE, other, other]

    def evaluate(faces):
        return sum(f.value for f in faces), sum("storm" in f.symbols for f in faces)

    # the one count of dice: a roll's definition, its dice alone (no help)
    exact = chance.plain(chance.Chance(((DIE, 2), (other, 3)), evaluate))
    counts: dict = {}
    for roll in itertools.product(*(d.faces for d in pool)):
        counts[evaluate(roll)] = counts.get(evaluate(roll), 0) + 1
    total = sum(counts.values())
    assert exact == {k: Fraction(v, total) for k, v in counts.items()}
    assert sum(exact.values()) == 1


def test_a_rolled_die_shows_a_face_of_its_type_from_the_game_rng():
    game = new_duel(2, seed=5)
    game.choose("roll")
    rolled = [e for e in game.state.log.events if e.kind == "die_rolled"]
    assert [e.piece for e in rolled] == ["die:0a", "die:0b"]
    assert all(game.state.showing[e.piece] == e.face for e in rolled)
    again = new_duel(2, seed=5)
    again.choose("roll")
    assert again.state.showing == game.state.showing


@pytest.mark.parametrize("faces, message", [
    ([], "non-empty"), ([{"value": "two"}], "value must be an integer"),
    ([{"symbols": "hit"}], "symbols must be a list"), (["six"], "must be a table"),
])
def test_a_die_with_bad_faces_is_refused_with_the_reason(faces, message):
    with pytest.raises(ValueError, match=message):
        DieType.from_plain("bad", {"faces": faces})


# -- outcomes per seat --------------------------------------------------------------------------------
def test_a_ranked_end_gives_each_seat_its_place_and_ties_share_it():
    places = places_by({0: 5, 1: 3, 2: 5})
    assert places == [[0, 2], [1]]
    assert standing(RANKED, places, 0) == Standing(True, 1) == standing(RANKED, places, 2)
    assert standing(RANKED, places, 1) == Standing(False, 3)
    assert standing(LOSS, [], 1) == Standing(False)
    assert standing(None, [], 0) is None
    with pytest.raises(ValueError):
        check_places([[0], [0, 1]], 3)


def test_random_duels_end_ranked_or_lost_by_all_with_the_reason():
    seen = {}
    for seed in range(120):
        game = new_duel(3, seed=seed)
        play_randomly(game, seed)
        end = game.state.log.events[-1]
        seen[game.state.outcome] = end.reason
        if game.state.outcome == RANKED:
            check_places(game.state.places, 3)
            leader = max(range(3), key=lambda s: position(game, s))
            assert game.standing(leader).won and position(game, leader) == 5
            assert end.places == game.state.places
        else:
            assert game.state.places == [] and game.table.storms == 3
            assert all(not game.standing(s).won for s in range(3))
    assert seen == {RANKED: "a rival reached the end", LOSS: "the third storm swept every rival away"}


# -- typed options, refused options and exact rollback -------------------------------------------------
def test_options_carry_data_and_a_refused_option_says_why_and_changes_nothing():
    game = new_duel(2, seed=1, wards=0)
    assert game.pending.option("roll").data == {"dice": 2}
    assert [(o.key, o.why_not) for o in game.pending.refused] == [("rest", "no ward is left")]
    before = plain(game)
    with pytest.raises(IllegalChoice, match="no ward is left"):
        game.choose("rest")
    assert plain(game) == before


def test_an_irreversible_answer_says_what_it_ends_is_never_the_default_and_survives_a_save():
    """Issue 27: an answer that cannot be taken back (leaving for good...) carries what it ends as typed data;
    the table's default (what Enter takes) is never it while another answer is there, even one marked default."""
    leave = Option("leave", "Leave for good", {"default": True}, irreversible="Your game ends here.")
    stay = Option("stay", "Stay")
    assert Decision("table", "what", "?", [leave, stay]).default() == 1
    assert Decision("table", "what", "?", [stay, leave]).default() == 0
    assert Decision("table", "what", "?", [leave]).default() == 0          # the only answer is still an answer
    game = new_duel(2, seed=1)
    # a question of its own kind: a load asks the step's own question anew, and the duel's step offers no 'leave'
    asked = game.state.pending
    game.state.pending = Decision(asked.owner, "farewell", "Leave?", [stay, leave])
    data = json.loads(json.dumps(game_to_plain(game)))
    loaded = game_from_plain(data, RULESET, DEFS)
    assert loaded.pending.option("leave").irreversible == "Your game ends here."
    assert game_to_plain(loaded) == data


def _at_push():
    for seed in range(300):
        game = new_duel(2, seed=seed, wards=0)
        game.choose("roll")
        if game.pending and game.pending.kind == "push":
            return game
    raise AssertionError("no push decision in the seeds tried")


def test_a_free_number_is_checked_before_anything_moves_and_a_refusal_changes_nothing():
    game = _at_push()
    before = plain(game)
    with pytest.raises(IllegalChoice, match="at most 2"):
        game.choose("3")
    assert plain(game) == before
    for typed in ("7", "²", "٣", "-1", " 1", ""):
        with pytest.raises(IllegalChoice, match="from 0 to 3"):
            game.choose(typed)
    assert plain(game) == before
    game.choose("2")
    assert game.pending is None or game.pending.kind != "push"


def test_a_step_that_refuses_after_it_began_is_reported_as_a_rule_error():
    game = _at_push()
    game.table.bug = True
    with pytest.raises(RuntimeError, match="rule error: step turn.push_luck refused '2'"):
        game.choose("2")


def _asks_with_every_answer_refused(g, f, answer):
    return Ask(Decision(f"seat:{g.table.active}", "turn", "Roll, or rest?", [],
                        refused=[Option("rest", "Rest and take a ward", why_not="no ward is left")]))


class _NoAnswer(Duel):
    """Duel with a rule bug planted: its turn asks a question every answer of which is refused."""

    procedures = {"turn": Procedure("turn", [_asks_with_every_answer_refused])}

    def idle(self, game):
        return self.procedures["turn"].frame()


def test_a_question_with_no_legal_answer_is_a_rule_error_naming_the_step():
    with pytest.raises(RuntimeError, match=r"rule error: step turn._asks_with_every_answer_refused asked "
                                           r"'Roll, or rest\?' with no legal answer \(Rest and take a ward: no ward is left\)"):
        _NoAnswer().new_game(None, [Seat("Ann"), Seat("Bo")], {}, 1)


def test_a_free_number_or_a_window_that_only_lets_pass_is_answerable():
    game = _at_push()
    assert game.pending.options == [] and game.pending.number == (0, 3)
    assert roll_until_storm().pending.options_for(0)


# -- a window open to any seat, and what each seat sees ------------------------------------------------
def test_a_window_is_asked_of_every_seat_and_never_says_who_may_answer():
    game = roll_until_storm(wards_to=2)
    decision = game.pending
    assert decision.owner == "any" and decision.eligible == (2,) and decision.waiting == (0, 1, 2)
    for seat in (0, 1, 2, None):
        shown = decision_for(decision, seat)
        assert shown.eligible == () and shown.prompt == decision.prompt
    assert [o.key for o in decision_for(decision, 0).options] == ["pass"]
    assert [o.key for o in decision_for(decision, 2).options] == ["ward", "pass"]
    before = plain(game)
    with pytest.raises(IllegalChoice):
        game.choose("ward", seat=0)                  # seat 0 holds no ward
    with pytest.raises(IllegalChoice):
        game.choose("pass")                          # a window is answered by a seat
    assert plain(game) == before
    game.choose("pass", seat=0)
    assert game.pending.waiting == (1, 2)
    game.choose("ward", seat=2)
    assert game.zones.size(hand(2)) == 0
    chosen = [e for e in game.state.log.events if e.kind == "chosen" and e.decision == "storm"]
    assert [(e.option, e.seat) for e in chosen] == [("pass", 0), ("ward", 2)]


def test_a_seat_may_know_one_piece_of_a_closed_zone_and_only_that_seat_names_it():
    game = roll_until_storm(wards_to=2)
    game.choose("ward", seat=2)
    spent = game.zones.top("wards")
    assert view(game, 2).named(spent) and not view(game, 0).named(spent) and not view(game, None).named(spent)
    assert [s.piece for s in view(game, 2).zones["wards"]][:-1] == [None] * (game.zones.size("wards") - 1)


class _OpenTop(Duel):
    """Duel whose pile of wards shows its top to everyone, as a face-up discard pile does."""

    def known(self, game, piece, seat):
        return piece == game.zones.top("wards")


def _spent_ward(ruleset):
    game = roll_until_storm(wards_to=2)
    game.ruleset = ruleset
    game.choose("ward", seat=2)
    return game, next(e for e in reversed(game.state.log.events) if e.kind == "piece_moved" and e.target == "wards")


def test_a_piece_laid_face_up_where_every_seat_sees_it_is_named_in_its_move_to_every_seat_even_once_covered():
    game, move = _spent_ward(_OpenTop())
    assert move.shown and move.source == hand(2)
    game.zones.move(move.piece, "wards", 0)        # covered since (here: slid under the pile)
    for seat in (0, 1, 2, None):
        assert event_for(game, move, seat).piece == move.piece
    at = game.state.log.events.index(move)
    loaded = game_from_plain(json.loads(json.dumps(game_to_plain(game))), RULESET, DEFS)
    assert loaded.state.log.events[at] == move     # a save keeps what the move showed


def test_a_piece_only_one_seat_knows_where_it_lands_is_unnamed_in_its_move_to_the_others():
    game, move = _spent_ward(RULESET)
    assert not move.shown
    assert event_for(game, move, 2).piece == move.piece            # from its own hand
    assert all(event_for(game, move, seat).piece == HIDDEN for seat in (0, 1, None))


def test_a_private_decision_shows_its_answers_to_its_owner_alone_and_is_saved_so():
    game = new_duel(2, seed=3)
    game.state.pending.private = True
    mine, theirs, onlooker = (decision_for(game.pending, seat) for seat in (0, 1, None))
    assert mine.keys() == ["roll", "rest"] and mine.refused == game.pending.refused
    for shown in (theirs, onlooker):
        assert shown.options == [] and shown.refused == [] and shown.prompt == game.pending.prompt
    assert view(game, 1).decision.options == []
    assert game_to_plain(game)["pending"]["private"] is True


def test_a_seat_sees_its_own_hand_only_and_no_one_elses_draw():
    game = new_duel(2, seed=3)
    game.choose("rest")                               # seat 0 takes a ward into its hidden hand
    ward = game.zones.cards(hand(0))[0]
    assert [s.piece for s in view(game, 0).zones[hand(0)]] == [ward]
    assert [s.piece for s in view(game, 1).zones[hand(0)]] == [None]
    assert [s.back for s in view(game, 1).zones[hand(0)]] == ["token"]
    assert not view(game, None).named(ward)
    move = next(e for e in game.state.log.events if e.kind == "piece_moved" and e.piece == ward)
    assert event_for(game, move, 1).piece == HIDDEN and event_for(game, move, 0).piece == HIDDEN
    note = next(e for e in game.state.log.events if e.kind == "message" and e.text == "took a ward")
    assert event_for(game, note, 0) is note and event_for(game, note, 1) is None and event_for(game, note, None) is None


# -- saves carry all of it -------------------------------------------------------------------------------
def test_a_game_saved_in_an_open_window_continues_identically():
    game = roll_until_storm(wards_to=1)
    data = json.loads(json.dumps(game_to_plain(game)))
    loaded = game_from_plain(data, RULESET, DEFS)
    assert plain(loaded) == plain(game)
    assert loaded.pending.eligible == (1,) and loaded.pending.waiting == (0, 1, 2)
    for g in (game, loaded):
        g.choose("pass", seat=2)
        play_randomly(g, 11)
    assert plain(loaded) == plain(game)


def test_a_state_of_the_first_format_still_loads():
    game = new_duel(2, seed=2)
    data = game_to_plain(game)
    data["state_format"] = 1
    for key in ("places", "showing"):
        del data[key]
    for event in data["log"]:
        if event["kind"] == "piece_moved":
            event["kind"] = "card_moved"
            event["card"] = event.pop("piece")
    loaded = game_from_plain(data, RULESET, DEFS)
    assert [e.kind for e in loaded.state.log.events] == [e.kind for e in game.state.log.events]


def test_a_duel_campaign_saves_and_restores_through_the_saves_layer(data_dir):
    import saves
    from engine.core.ruleset import Seat
    from saves import Campaigns, PackIdentity, load_slot, save_slot

    game = roll_until_storm(wards_to=0)
    campaigns = Campaigns()
    campaign = campaigns.create("Rivals", PackIdentity("duel-pack", "1.0.0", "sha256:" + "3" * 64), ruleset="duel",
                                options={"wards": 2}, seats=[Seat(f"Rival {n + 1}") for n in range(3)])
    save_slot(campaign, "Mid-storm", game_to_plain(game), ledger=RULESET.ledger(game))
    document = load_slot(campaigns.open(campaign.id), "Mid-storm")
    loaded = saves.restore_game(document, DEFS, RULESET)
    assert plain(loaded) == plain(game) and loaded.pending.eligible == (0,)
    broken = game_to_plain(game)
    broken["showing"]["die:0a"] = 9
    with pytest.raises(saves.SaveStateError, match="shows face 10"):
        saves.restore_game(broken, DEFS, RULESET)


class _KnownAtOnce(Duel):
    """Duel saying at once which wards the last spender knows (the top one), as a ruleset may opt in to."""

    asked: list[tuple[str, int | None]] = []

    def known_in(self, game, zone, seat):
        self.asked.append((zone, seat))
        top = game.zones.top(zone)
        return [top] if top is not None and self.known(game, top, seat) else []


@pytest.mark.parametrize("ruleset", [RULESET, _KnownAtOnce()], ids=["piece by piece", "zone at once"])
def test_every_seat_in_one_pass_misses_what_its_view_hides_whether_the_ruleset_says_it_by_piece_or_by_zone(ruleset):
    game, _ = _spent_ward(ruleset)
    game.move("ward:0" if game.zones.zone_of("ward:0") != "wards" else "ward:1", "wards", 0, face_up=False)
    seats = [0, 1, 2, None]
    found = unnamed(game, seats)
    top = game.zones.top("wards")
    for n, seat in enumerate(seats):
        hidden = {piece for zone, seen in view(game, seat).zones.items()
                  for piece, one in zip(game.zones.cards(zone), seen) if one.piece is None}
        assert {piece for zone in found for piece in found[zone][n]} == hidden
        assert (top in hidden) == (seat != 2)        # the one who spent it knows the top ward
    if isinstance(ruleset, _KnownAtOnce):           # asked a zone a seat, never a piece
        assert ("wards", 2) in ruleset.asked and len(ruleset.asked) == len(set(ruleset.asked))
