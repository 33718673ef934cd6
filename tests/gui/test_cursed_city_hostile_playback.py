"""A hostile's activation played back on the board step by step (its behaviour roll, its move, its attack) at a pace
players can follow, or skipped to the end: the steps come in the order the engine did them, a moved hostile stands
where it stood at each step, and skipping (or the next change) puts every piece where the engine's state has it."""
from __future__ import annotations

from html import escape

import pytest
from PySide6.QtCore import QPointF

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from gui import motion
from gui.rulesets.cursed_city import hostile_turns
from gui.session import Session
from tests.cursed_city import plan


@pytest.fixture(scope="module")
def mirewick():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


def _to_a_hostile_move(window, mirewick):
    """The table just before the decision whose answer makes the Bellwraith move and attack (seed 2)."""
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, mirewick))
    for _ in range(400):
        if game.pending.kind == "hostile_move":
            return game
        assert window.choose(plan.answer(game)), window.problems
    raise AssertionError("no hostile move asked")


def _at_rest(window, game) -> dict:
    """Where the board puts every token for the game's state (the engine's)."""
    places = window.board.board.shape.places(game)
    return {piece: place.rect.topLeft() for piece, place in places.items()}


def test_the_steps_play_in_order_and_the_mover_stands_where_it_stood(window, mirewick, qtbot):
    game = _to_a_hostile_move(window, mirewick)
    mover = game.pending.context["model"]
    key = plan.answer(game)
    assert window.choose(key)
    playback = window.playback
    steps = playback.steps
    assert playback.playing and playback.shown == 0 and playback.isVisible()
    events = game.state.log.events
    begun = max(n for n, e in enumerate(events) if e.kind == "chosen")
    assert [s.title for s in steps] == [s.title for s in hostile_turns.steps(game, events[begun:])]
    moving = next(s for s in steps if s.moves and s.moves[0][0] == mover)
    piece, dx, dy = moving.moves[0]
    scene = window.board.board
    final = _at_rest(window, game)[mover]
    # before its step, the hostile stands where it was before it moved
    assert scene.cards[mover].pos() == final - type(final)(dx, dy)
    # the steps come one by one at the playback's own pace, the one being played in bold
    for k, step in enumerate(steps, start=1):
        qtbot.waitUntil(lambda: playback.shown >= k, timeout=5000)
        assert playback.shown == k
        assert f"<b>{escape(step.title)}</b>" in playback.words.text()
        if k < len(steps):
            assert f"{len(steps) - k} more step" in playback.words.text()
            assert escape(steps[k].title) not in playback.words.text()   # what is to come is not told yet
        if step is moving:
            qtbot.waitUntil(lambda: scene.cards[mover].pos() == final, timeout=3000)
    qtbot.waitUntil(lambda: not playback.playing, timeout=5000)
    for piece, where in _at_rest(window, game).items():
        assert scene.cards[piece].pos() == where, piece


def test_skipping_jumps_to_the_engines_end_state(window, mirewick, qtbot):
    game = _to_a_hostile_move(window, mirewick)
    mover = game.pending.context["model"]
    assert window.choose(plan.answer(game))
    playback = window.playback
    assert playback.playing
    scene = window.board.board
    assert scene.cards[mover].pos() != _at_rest(window, game)[mover]      # still where it stood
    playback.skip_button.click()
    assert not playback.playing and playback.shown == len(playback.steps)
    for piece, where in _at_rest(window, game).items():
        assert scene.cards[piece].pos() == where and scene.cards[piece].isVisible(), piece
    # every step is said once played or skipped: the last ones in the panel
    assert playback.steps[-1].title in playback.words.text()


def test_the_next_change_ends_the_playback_first(window, mirewick, qtbot):
    game = _to_a_hostile_move(window, mirewick)
    assert window.choose(plan.answer(game))
    assert window.playback.playing
    for _ in range(10):              # the players go on before the playback is over
        if game.pending is None:
            break
        assert window.choose(plan.answer(game))
        if not window.playback.playing:
            break
    scene = window.board.board
    window.board.board.finish_animations()
    window.playback.skip()
    for piece, where in _at_rest(window, game).items():
        assert scene.cards[piece].pos() == where, piece


def test_without_animations_nothing_is_played_back(window, mirewick):
    game = _to_a_hostile_move(window, mirewick)
    motion.set_enabled(False)
    try:
        assert window.choose(plan.answer(game))
        assert not window.playback.playing
    finally:
        motion.set_enabled(True)


def test_a_heros_own_action_is_not_played_back(window, mirewick):
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    window.enter(Session(game, mirewick))
    for _ in range(40):
        kind = game.pending.kind
        assert window.choose(plan.answer(game))
        if kind in ("move", "target"):
            assert not window.playback.playing


def test_the_playback_hides_none_of_the_pieces_it_moves(window, mirewick):
    game = _to_a_hostile_move(window, mirewick)
    mover = game.pending.context["model"]
    view = window.board
    item = view.board.cards[mover]
    # the hostile stands in the view's top-left corner, where the panel would first go
    corner = view.viewport().rect()
    view.centerOn(item.sceneBoundingRect().center() + QPointF(corner.width() / 2 - 70, corner.height() / 2 - 70) / view.zoom)
    assert view.mapFromScene(item.sceneBoundingRect().center()).x() < 150
    assert window.choose(plan.answer(game))
    playback = window.playback
    start = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    end = view.mapFromScene(item.sceneBoundingRect().translated(_at_rest(window, game)[mover] - item.pos())).boundingRect()
    panel = playback.geometry().translated(-view.viewport().geometry().topLeft())
    assert not panel.intersects(start) and not panel.intersects(end)


def test_esc_skips_and_next_step_plays_the_next_step_at_once(window, mirewick):
    game = _to_a_hostile_move(window, mirewick)
    assert window.choose(plan.answer(game))
    playback = window.playback
    assert playback.escape.isEnabled() and playback.escape.key().toString() == "Esc"
    playback.next_button.click()
    assert playback.shown == 1
    playback.escape.activated.emit()
    assert not playback.playing and playback.shown == len(playback.steps)
    assert not playback.escape.isEnabled()          # Esc is the dialogs' again once the playback is over


def test_the_players_choose_the_playbacks_pace_in_the_view_menu_and_it_is_kept(window, mirewick, qtbot):
    from gui.settings import Settings
    from gui.table.playback import STEP_MS

    actions = window.pace_actions
    assert [a.text().replace("&", "") for a in actions.values()] == ["Slow", "Normal", "Fast"]
    assert actions["normal"].isChecked() and motion.pace() == "normal"
    assert actions["normal"].actionGroup().isExclusive()            # one pace at a time, drawn as a choice of one
    try:
        actions["fast"].trigger()
        assert motion.pace() == "fast" and actions["fast"].isChecked() and not actions["normal"].isChecked()
        assert Settings(window.folders).pace == "fast"          # kept for the next evening
        game = _to_a_hostile_move(window, mirewick)
        assert window.choose(plan.answer(game))
        playback = window.playback
        assert playback.playing and playback._timer.interval() == motion.paced(STEP_MS // 2) < STEP_MS // 2
        playback.skip()
        actions["slow"].trigger()
        assert motion.paced(STEP_MS) > STEP_MS
    finally:
        window.set_pace("normal")
    assert Settings(window.folders).pace == "normal"


def test_the_playback_begins_with_the_hostiles_not_with_the_last_heros_dice(mirewick):
    # seen at the table: "The hostiles act" opened on Marshal Idrenne's die leaving her activation space (her
    # dice losing a pip as her activation ended), a step of hers, before the drowned's behaviour roll
    game = RULESET.new_game(mirewick, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    checked = 0
    for _ in range(300):
        if game.over:
            break
        before = len(game.state.log.events)
        game.choose(plan.answer(game))
        events = game.state.log.events[before:]
        steps = hostile_turns.steps(game, events)
        if not steps:
            continue
        heroes = {game.cards[h.id].title for h in game.table.heroes}
        assert not any(f"{hero}'s activation space" in steps[0].title for hero in heroes), steps[0].title
        checked += 1
    assert checked
