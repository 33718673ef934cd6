"""What the 7th Citadel's step dialog says, held by tests (Ashenreach played at the table): a creature's Tough taking a
success away is said where the success vanished, a Recovery taken in the middle of the draw is among "What happened",
and the odds shown at that Recovery are those of the draw it completes, from the engine's own count."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.table import deck, discard
from gui.rulesets.seventh_citadel.steps import ActionSteps
from tests.gui.conftest import start_through_wizard
from tests.seventh_citadel.conftest import reask, stack

CREATURE = "fog-iii-drowned"  # a permanent event of Ashenreach: fight it (cost 2, difficulty 2, Tough 1)


def ashenreach(window, qtbot):
    session = start_through_wizard(window, qtbot, players=1, pack_id="ashenreach")
    game = session.game
    assert game.pending.kind == "action"
    return session, game


def plainly(session, stop=lambda d: False, limit=40) -> None:
    """Answer as a player who takes the default each time, until the game waits for a new action (or `stop`)."""
    game = session.game
    for _ in range(limit):
        decision = game.pending
        if decision is None or game.over or decision.kind == "action" or stop(decision):
            return
        keys = decision.keys()
        default = next((o.key for o in decision.options if o.data.get("default")), None)
        assert session.choose(default or next((k for k in ("reveal", "done", "go") if k in keys), keys[0]))
    raise AssertionError("the action never ended")


def test_the_step_dialog_says_that_the_creature_s_tough_took_a_success(window, qtbot):
    """Two stars drawn against a Tough 1 creature: one success is taken into account; the dialog said "Failure. 1
    success of the 2 needed" under a tally of 2 successes, never why one vanished."""
    session, game = ashenreach(window, qtbot)
    game.zones.move(CREATURE, "attached:0,0")
    game.table.attached_at[CREATURE] = "board:-1,0"
    reask(game)
    stack(game, 0, "maren-stride", "maren-stride")
    window.refresh([])
    assert session.choose(f"act:0:{CREATURE}:0")
    plainly(session, stop=lambda d: d.kind == "result")
    step = window.step
    step.finish_reveals()
    said = step.tally.text() + " " + step.outcome.text()
    assert "Tough" in said and "1 success" in said, said
    plainly(session)
    assert "Tough" in step.outcome.text(), step.outcome.text()  # the verdict says it too, once the action is over


def test_a_recovery_in_the_middle_of_the_draw_is_among_what_happened(window, qtbot):
    session, game = ashenreach(window, qtbot)
    for piece in list(game.zones.cards(deck(0)))[1:]:  # one card left: the cost of 2 needs a Recovery
        game.zones.move(piece, discard(0))
    window.refresh([])
    assert session.choose("act:0:courtyard:1")
    plainly(session, stop=lambda d: d.kind == "recovery")
    assert game.pending.kind == "recovery"
    assert session.choose("spend:1")
    plainly(session)
    happened = window.step.results.text()
    assert "recovers 2 cards" in happened and "life points: " in happened, happened


def test_the_odds_at_a_recovery_are_those_of_the_draw_it_completes(window, qtbot):
    """One card more asked of an empty deck: the Recovery asked first showed the chance of the cards already drawn
    (0 % where they cannot reach the difficulty), not that of the draw with the card the Recovery brings."""
    session, game = ashenreach(window, qtbot)
    kept = stack(game, 0, "maren-breath", "maren-glance")  # no star, one half-star: alone they never succeed
    for piece in [p for p in game.zones.cards(deck(0)) if p not in kept]:
        game.zones.move(piece, discard(0))
    window.refresh([])
    assert session.choose("act:0:courtyard:1")
    plainly(session, stop=lambda d: d.kind == "more")
    pages = ActionSteps()
    now, one_more = pages.odds(game), pages.odds(game, extra=1)
    assert now.odds.success == 0 < one_more.odds.success
    assert session.choose("more")
    assert game.pending.kind == "recovery"
    asked = pages.odds(game)
    assert (asked.draws, asked.odds.success) == (one_more.draws, one_more.odds.success)
    shown = window.step.odds_text.text()
    assert "with 3 cards" in shown and "0 %" not in shown.split("<br>")[0], shown
