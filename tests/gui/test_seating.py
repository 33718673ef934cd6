"""Who answers at one screen (gui/seating.py), on the core's Duel: bots answer their own decisions, a person is
handed the screen first, and a window asks every waiting seat in turn, holder or not."""
from __future__ import annotations

from types import SimpleNamespace

from engine.core.decisions import IllegalChoice
from engine.core.ruleset import Seat
from gui import looking
from gui.seating import Seating
from tests.core.duel import RULESET, hand


def session_of(game, bots=frozenset()):
    """What Seating reads of a session: the game, its bot seats, rivals at one screen, and `choose` (False when
    the rules refuse the answer, as the table's session says it)."""
    made = []

    def choose(key, seat=None, bot=False):
        made.append((key, seat, bot))
        try:
            game.choose(key, seat)
        except IllegalChoice:
            return False
        return True

    return SimpleNamespace(game=game, bots=frozenset(bots), hand_over=True, choose=choose, made=made, campaign=None)


def storm(seed):
    """A new game of three, the first to play holding a ward, played on (rolls) until a storm window opens."""
    for seed in range(seed, seed + 200):
        game = RULESET.new_game(None, [Seat("Ann"), Seat("Bo"), Seat("Cy")], {}, seed)
        game.choose("rest")
        for _ in range(40):
            decision = game.pending
            if decision is None:
                break
            if decision.owner == "any":
                return game, decision
            game.choose("roll" if decision.kind == "turn" else (decision.keys() or ["0"])[0])
    raise AssertionError("no storm came")


def test_a_window_asks_every_person_in_turn_through_the_hand_over_and_lets_bots_answer(qtbot):
    game, decision = storm(5)
    session = session_of(game, bots={2})
    seating = Seating(session, [0, 1, 2])
    seating.pause_ms = 0
    holders = set(decision.eligible)
    assert holders and set(decision.waiting) - holders  # a holder and a seat without a ward are both asked
    asked_persons = []
    while game.pending is not None and game.pending.owner == "any":
        seat = game.pending.waiting[0]
        if seat in session.bots:
            assert not seating.needs_hand_over() and not seating.answerable()
            seating.follow()
            qtbot.waitUntil(lambda s=seat: session.made and session.made[-1][1] == s, timeout=2000)
            continue
        looking.sit(game, None if seat != 0 else 1)  # someone else is at the screen
        assert seating.needs_hand_over()              # every person is handed the screen, holder or not
        looking.sit(game, seat)
        assert seating.answerable() and not seating.needs_hand_over()
        shown = looking.decision(game)
        assert shown.eligible == ()                   # the table never learns who could answer
        assert ("ward" in shown.keys()) == (seat in holders)
        asked_persons.append(seat)
        session.choose("pass", seat)
    assert asked_persons == [s for s in decision.waiting if s not in session.bots]
    assert any(bot for _, seat, bot in session.made if seat == 2) == (2 in decision.waiting)


def test_one_person_among_bots_holds_the_screen_from_the_start():
    game = RULESET.new_game(None, [Seat("Ann"), Seat("Bo")], {}, 1)
    Seating(session_of(game, bots={1}), [0, 1])
    assert looking.seat(game) == 0
    other = RULESET.new_game(None, [Seat("Ann"), Seat("Bo")], {}, 1)
    Seating(session_of(other), [0, 1])
    assert looking.seat(other) is None  # two persons: nobody looks until the first is handed the screen


class Stubborn:
    """A bot that first answers a number the rules refuse (3 extra steps; Duel allows 2), then 1."""

    def answer(self, game, seat, attempt=0):
        return "3" if attempt == 0 else "1"


def test_a_bots_free_number_the_rules_refuse_is_tried_again_at_once_through_the_engines_loop(qtbot):
    for seed in range(300):
        game = RULESET.new_game(None, [Seat("Ann"), Seat("Bo")], {"wards": 0}, seed)
        if game.table.active == 1:
            continue
        game.choose("roll", 0)
        if game.pending is not None and game.pending.kind == "push":
            break
    else:
        raise AssertionError("no push decision in the seeds tried")
    session = session_of(game, bots={0})
    seating = Seating(session, [0, 1])
    seating.pause_ms = 0
    seating.bot = Stubborn()
    seating.follow()
    qtbot.waitUntil(lambda: game.pending is None or game.pending.kind != "push", timeout=2000)
    assert session.made == [("3", 0, True), ("1", 0, True)]


def test_a_table_of_bots_decides_what_the_whole_table_decides_together(qtbot):
    """Every seat a bot, the table's own question (the 7th Citadel's "who acts, and which action?") is answered by
    the lowest seat's bot: a table of bots waited at it for a person nobody had seated. With a person at the table
    the question is still theirs."""
    from engine.bots import asked
    from tests.saves.real_saves import new_game

    game = new_game("seventh-citadel", 1)                 # two seats
    assert game.pending.owner == "table" and asked(game) is None
    with_person = Seating(session_of(game, bots={1}), [0, 1])
    assert not with_person.is_bot(None) and with_person.answerable()
    session = session_of(game, bots={0, 1})
    seating = Seating(session, [0, 1])
    seating.pause_ms = 0
    assert seating.is_bot(None) and not seating.answerable()
    before = game.pending
    seating.follow()
    qtbot.waitUntil(lambda: bool(session.made), timeout=20000)
    assert session.made[0][1:] == (None, True) and before.option(session.made[0][0]) is not None
    assert game.pending is not before                     # the answer was taken: the table moved on
