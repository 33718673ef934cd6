from tests.seventh.conftest import start


def test_setup_puts_every_card_somewhere_once(pack):
    game = start(pack, ("char-bruno", "char-ludo"))
    game.zones.check()
    assert game.pending.kind == "action"
    # 35-ish skills: common (not advanced, not another character's) + both characters' + curses
    deck = [game.state.pieces[p] for p in game.zones.cards("action_deck")]
    assert "s-cyd" not in deck and "s-advanced" not in deck
    assert deck.count("curse-death") == 4 and deck.count("curse-bell") == 1
    assert game.zones.cards("satchel") == ["clue-bell"]
