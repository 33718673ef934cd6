"""The piece waiting beside the board to be placed ("Place me") is drawn as large as it will lie on a lit space:
Mirewick's hero token was a whole card, larger than the spaces it could go to (it hid them as it was dragged); its
caption stays readable."""
from __future__ import annotations

from engine.content.loader import list_packs, load_pack
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET
from gui.session import Session


def test_mirewicks_place_me_token_fits_its_space(window):
    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)
    game = RULESET.new_game(pack, [Seat("Ada"), Seat("Bram")],
                            {"journey": "cinder-market", "heroes": ["orsa", "brannoc", "vell", "idrenne"]}, 2)
    while game.pending.kind == "hero_pick":
        game.choose(game.legal_options()[0])
    game.choose("player:0")
    window.enter(Session(game, pack))
    scene = window.board.scene() if hasattr(window.board, "scene") else window.board
    assert game.pending.kind == "deploy" and scene.floating is not None
    token = scene.floating.mapRectToScene(scene.floating.shape().boundingRect())
    space = next(iter(scene.lit.values())).space
    assert token.width() <= space.width() and token.height() <= space.height(), (token, space)
    caption = scene.floating.childItems()[0]
    assert caption.sceneBoundingRect().height() >= 20  # its words as large as beside a card
    assert caption.sceneBoundingRect().bottom() <= scene.floating.sceneBoundingRect().top() + 8
