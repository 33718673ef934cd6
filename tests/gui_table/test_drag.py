"""Drag and drop: a revealed card into a lit slot or back, figures to reachable terrains, 'place it for me'."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from engine.core.decisions import Decision, Option
from gui.rulesets.sevenths.geometry import slot_rect


def drag(view, item, scene_point):
    """A real pointer drag on the viewport: press on the item, move in steps, release over the target."""
    start = view.mapFromScene(item.sceneBoundingRect().center())
    end = view.mapFromScene(scene_point)
    port = view.viewport()
    QTest.mousePress(port, Qt.LeftButton, Qt.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(port, start + (end - start) * k / 5)
    QTest.mouseRelease(port, Qt.LeftButton, Qt.NoModifier, end)


def place_decision(piece, zones):
    return Decision("table", "place", "Where does it go?", [Option(f"slot:{z}", z, {"zone": z, "piece": piece}) for z in zones],
                    context={"piece": piece})


@pytest.fixture
def placing(view, game):
    decision = place_decision("t-11", ["board:0,1", "board:-1,0"])
    view.set_pending(decision)
    view.fit_board()
    return decision


def test_every_legal_slot_lights_up(view, placing):
    assert set(view.board.lit) == {"slot:board:0,1", "slot:board:-1,0"}
    assert view.board.floating is not None and view.board.floating.piece == "t-11"
    assert view.visible_rect().contains(view.board.floating.sceneBoundingRect())


def test_a_legal_drop_snaps_and_chooses(view, placing, qtbot):
    chosen, refused = [], []
    view.chosen.connect(chosen.append)
    view.refused.connect(refused.append)
    drag(view, view.board.floating, slot_rect("board:0,1").center())
    assert chosen == ["slot:board:0,1"] and not refused
    assert view.board.floating.pos() == slot_rect("board:0,1").topLeft()


def test_an_illegal_drop_slides_back_and_says_why(view, placing):
    chosen, refused = [], []
    view.chosen.connect(chosen.append)
    view.refused.connect(refused.append)
    home = view.board.floating.pos()
    drag(view, view.board.floating, slot_rect("board:1,0").center())  # the foggy card's space
    assert not chosen
    assert refused and "already holds a face-down card" in refused[0]
    drag(view, view.board.floating, slot_rect("board:3,3").center())
    assert len(refused) == 2 and "lit" in refused[1]
    view.board.finish_animations()
    assert view.board.floating.pos() == home


def test_place_it_for_me_takes_the_first_legal_slot(view, placing):
    chosen = []
    view.chosen.connect(chosen.append)
    assert view.place_for_me() == "slot:board:0,1"
    assert chosen == ["slot:board:0,1"]


def test_no_floating_card_outside_a_place_decision(view, game):
    view.set_pending(game.pending)
    assert view.board.floating is None and not view.board.lit
    assert view.place_for_me() is None


def test_move_decision_drag_a_figure_to_a_reachable_terrain(view, game):
    game.zones.move("t-2", "board:0,1")  # a second terrain beside the first (test setup)
    view.show_game(game)
    view.set_pending(Decision("table", "move", "Where to?", [Option("to:board:0,1", "Go to t-2", {"zone": "board:0,1"})]))
    assert set(view.board.lit) == {"to:board:0,1"}
    chosen, refused = [], []
    view.chosen.connect(chosen.append)
    view.refused.connect(refused.append)
    figure = view.board.figures[0]
    drag(view, figure, slot_rect("board:1,0").center())  # fog, not a terrain
    assert not chosen and "terrain cards only" in refused[0]
    drag(view, figure, slot_rect("board:0,1").center())
    assert chosen == ["to:board:0,1"]


def test_action_drag_starts_the_move_action(view, game):
    game.zones.move("t-2", "board:0,1")
    view.show_game(game)
    view.set_pending(game.pending)
    chosen, refused = [], []
    view.chosen.connect(chosen.append)
    view.refused.connect(refused.append)
    figure = view.board.figures[1]
    drag(view, figure, slot_rect("board:0,1").center())
    assert chosen == ["act:1:t-1:1"], refused
    assert view.board.intended_move == "board:0,1"
    view.board.finish_animations()
    assert slot_rect("board:0,0").contains(figure.sceneBoundingRect().center())  # it moves when the engine says so
    game.choose(chosen[0])  # the engine takes it: a legal option
    assert game.pending.kind != "action"


def test_action_drag_to_an_unreachable_terrain_is_refused(view, game):
    game.zones.move("t-2", "board:0,3")  # not joined to the first terrain
    view.show_game(game)
    view.set_pending(game.pending)
    refused = []
    view.refused.connect(refused.append)
    drag(view, view.board.figures[0], slot_rect("board:0,3").center())
    assert refused and "cannot be reached" in refused[0]


def test_figures_are_not_draggable_during_other_decisions(view, game):
    view.set_pending(Decision("seat:0", "skill", "Keep which?", [Option("none", "None")]))
    chosen = []
    view.chosen.connect(chosen.append)
    figure = view.board.figures[0]
    before = figure.pos()
    drag(view, figure, slot_rect("board:1,0").center())
    assert not chosen and figure.pos() == before


def test_a_real_place_decision_from_the_engine(view, game):
    """Random play on the test pack until the engine asks where a revealed terrain goes; drop it there."""
    import random
    from tests.gui_table.shots import play
    rng = random.Random(0)
    while game.pending is not None and game.pending.kind != "place" and not game.over:
        d = game.pending
        if d.number is not None:
            game.choose("cancel" if d.option("cancel") else str(d.number[0]))
        else:
            game.choose(rng.choice(d.keys()))
    assert game.pending is not None and game.pending.kind == "place"
    view.show_game(game)
    view.set_pending(game.pending)
    piece = game.pending.context["piece"]
    assert view.board.floating.piece == piece
    assert set(view.board.lit) == set(game.pending.keys())
    chosen = []
    view.chosen.connect(chosen.append)
    target = game.pending.keys()[-1].split(":", 1)[1]
    drag(view, view.board.floating, slot_rect(target).center())
    assert chosen == [f"slot:{target}"]
    game.choose(chosen[0])
    view.show_game(game)
    view.set_pending(game.pending)
    assert view.board.cards[piece].pos() == slot_rect(target).topLeft()
    assert view.board.floating is None or view.board.floating.piece != piece


def test_a_figure_dropped_to_start_a_move_goes_where_it_was_dropped(view, game, qtbot):
    """Dropping a figure starts the move action; when the action asks where to, the drop's place is taken,
    not the first one offered (which Enter would take)."""
    scene = view.board
    scene.intended_move = "board:1,0"
    where = Decision("seat:0", "move", "Where to?", [Option("to:board:0,1", "South", {"zone": "board:0,1"}),
                                                      Option("to:board:1,0", "East", {"zone": "board:1,0"})])
    with qtbot.waitSignal(scene.chosen, timeout=2000) as chosen:
        view.set_pending(where)
    assert chosen.args == ["to:board:1,0"]
    assert scene.intended_move is None  # a later move asks again


def test_the_figure_seen_under_the_pointer_is_the_one_that_moves(view, game):
    """Seen in Hollowmere: Ada's figure partly under Bram's; grabbing the half of Ada in view picked up Bram, whose
    square around his silhouette covered it."""
    from PySide6.QtCore import QPointF

    game.zones.move("t-2", "board:0,1")
    view.show_game(game)
    view.set_pending(game.pending)
    view.board.finish_animations()
    ada, bram = view.board.figures[0], view.board.figures[1]
    assert ada.at == bram.at and ada.collidesWithItem(bram)  # side by side on one terrain, Bram drawn over Ada
    # beside Bram's head, clear of his silhouette, on Ada's head
    grip = bram.mapToScene(QPointF(2, 10))
    assert ada.contains(ada.mapFromScene(grip)) and bram.sceneBoundingRect().contains(grip)
    chosen, refused = [], []
    view.chosen.connect(chosen.append)
    view.refused.connect(refused.append)
    start, end = view.mapFromScene(grip), view.mapFromScene(slot_rect("board:0,1").center())
    port = view.viewport()
    QTest.mousePress(port, Qt.LeftButton, Qt.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(port, start + (end - start) * k / 5)
    QTest.mouseRelease(port, Qt.LeftButton, Qt.NoModifier, end)
    assert chosen and chosen[0].startswith("act:0:"), (chosen, refused)  # Ada's move, not Bram's


def test_grabbing_a_figure_leaves_the_keyboard_off_the_card_it_stands_on(view, game):
    """Seen in Ashenreach: after dragging Ada's figure away, Enter (meant for the highlighted choice under 'What
    now?') opened the menu of the card she had stood on; pressing the figure had put the keyboard on that card."""
    game.zones.move("t-2", "board:0,1")
    view.show_game(game)
    view.set_pending(game.pending)
    view.setFocus()
    figure = view.board.figures[1]
    under = view.board.cards[game.zones.cards("board:0,0")[0]]
    drag(view, figure, slot_rect("board:0,1").center())
    assert view.board.focusItem() is not under and not under.isSelected()
    assert view.selected_piece() is None


def test_a_drag_begun_on_a_card_that_cannot_move_pans_the_board_and_opens_no_menu(view, game):
    """Seen in Ashenreach at 200 %: a drag that began a few pixels beside the figure, on the terrain under it, let go
    of the board where it was and opened that card's menu on release; the board is panned as on the background, and
    only a press let go where it was pressed is a click."""
    from PySide6.QtCore import QPointF

    view.set_pending(game.pending)
    item = view.board.cards["t-1"]
    assert not item.draggable
    clicked = []
    view.card_clicked.connect(clicked.append)
    before = view.visible_rect().center()
    start = view.mapFromScene(item.sceneBoundingRect().center() + QPointF(0, 40))
    port = view.viewport()
    QTest.mousePress(port, Qt.LeftButton, Qt.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(port, start + QPoint(30 * k, 10 * k))
    QTest.mouseRelease(port, Qt.LeftButton, Qt.NoModifier, start + QPoint(150, 50))
    assert not clicked
    moved = before - view.visible_rect().center()
    assert abs(moved.x() * view.zoom - 150) <= 2 and abs(moved.y() * view.zoom - 50) <= 2, moved
    QTest.mouseClick(port, Qt.LeftButton, Qt.NoModifier, view.mapFromScene(item.sceneBoundingRect().center()))
    assert clicked == ["t-1"]  # a click is still a click


def test_the_place_me_caption_docks_in_view_with_its_card(view, placing):
    """At ×2 in Hollowmere the card docked in the view's top right corner with its caption, wider than the card,
    cut at the view's edge ("Place me: drag to a lit spac"): the card and its caption dock whole in view."""
    from PySide6.QtCore import QRectF

    floating = view.board.floating
    caption = floating.childItems()[0]
    assert caption.sceneBoundingRect().width() > floating.sceneBoundingRect().width()
    board = view.board.board_rect()
    # a view with no room beside the board: the card goes to a corner of it
    visible = QRectF(board.left() - 40, board.top() - 40, board.width() + 80, board.height() + 80)
    view.board.dock_floating(visible)
    assert visible.contains(floating.sceneBoundingRect())
    assert visible.contains(caption.sceneBoundingRect()), (caption.sceneBoundingRect(), visible)
