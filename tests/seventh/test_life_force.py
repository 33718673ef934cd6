"""Life force: the action deck, the discard pile face down, random draws, curses, vital force, states."""
from engine.rulesets.seventh_continent import life_force
from engine.rulesets.seventh_continent.table import ACTION_DECK, DISCARD
from tests.seventh.conftest import act, give_hand, stack_deck, start


def empty_deck_into_discard(game, keep: int = 0):
    deck = game.zones.contents[ACTION_DECK]
    for piece in list(deck[: len(deck) - keep]):
        game.zones.move(piece, DISCARD)


def test_three_cards_left_example(pack):
    """Three cards left, a cost of 5: three from the deck, then two at random from the face-down pile."""
    game = start(pack)
    empty_deck_into_discard(game, keep=3)
    top3 = list(reversed(game.zones.cards(ACTION_DECK)))
    act(game, 0, "t-1", 0)               # dig, cost 6: drawn at once when alone
    drawn = game.zones.cards("drawn")
    assert drawn[:3] == top3 and len(drawn) == 6
    assert game.table.discard_face_down and game.zones.size(ACTION_DECK) == 0


def test_curse_drawn_from_discard_loses_at_reveal(pack):
    game = start(pack)
    empty_deck_into_discard(game)
    for piece in [p for p in game.zones.cards(DISCARD) if game.card(p).type != "curse"]:
        game.zones.move(piece, "box")   # only curses are left in the pile
    act(game, 0, "t-1", 0)              # dig: six random cards from a pile of curses
    assert not game.over                # drawn face down: nothing happens before the reveal
    game.choose("reveal")
    assert game.state.outcome == "loss"
    assert game.pending is None


def test_curse_from_the_deck_is_harmless(pack):
    game = start(pack)
    stack_deck(game, ["curse-death"] * 4 + ["s-star", "s-star"])
    act(game, 0, "t-1", 0)
    game.choose("reveal")
    assert not game.over


def test_discard_during_face_down_pile_is_shuffled_in(pack):
    game = start(pack)
    empty_deck_into_discard(game, keep=1)
    for piece in [p for p in game.zones.cards(DISCARD) if game.card(p).type == "curse"]:
        game.zones.move(piece, "box")
    act(game, 0, "t-1", 0)              # the last deck card, then five from the pile
    game.choose("reveal")
    while game.pending.kind != "action":
        game.choose(game.legal_options()[-1])
    assert game.table.discard_face_down and game.zones.size("drawn") == 0


def test_shuffle_back_reforms_the_deck(pack):
    game = start(pack)
    empty_deck_into_discard(game)
    life_force.draw(game, 1, "drawn")   # turns the pile face down
    assert game.table.discard_face_down
    chosen = life_force.shuffle_back(game, 6)
    assert sorted(chosen) == sorted(game.zones.cards(ACTION_DECK)) and len(chosen) == 6
    assert not game.table.discard_face_down


def test_vital_force_one_card_per_character_and_state_in_hand(pack):
    """Paranoid/injured example: character + two states in hand -> three cards discarded."""
    game = start(pack, ("char-bruno", "char-ludo"))
    give_hand(game, 0, "a-100")         # already jittery (the paranoid state)
    give_hand(game, 0, "a-105")         # and chilled
    stack_deck(game, ["s-blank"] * 6)
    deck_before = game.zones.size(ACTION_DECK)
    act(game, 0, "t-1", 0)
    game.choose("involve:1")
    game.choose("draw")
    game.choose("reveal")
    game.choose("none")
    # Bruno: Hurt costs 3 (character, jittery, chilled); Ludo: 1 (character);
    # then Jittery again for Bruno costs 4 and replaces the old one
    assert deck_before - 6 - game.zones.size(ACTION_DECK) == 3 + 1 + 4
    titles = sorted(game.card(p).title for p in game.zones.cards("hand:0"))
    assert titles == ["Bruno", "Chilled", "Hurt", "Jittery"]
    old_jittery_back = [p for p in game.zones.cards("adventure") if game.card(p).title == "Jittery"]
    assert len(old_jittery_back) == 2   # 3 copies: one in hand, the replaced one returned


def test_vital_force_past_the_deck_reveals_from_discard(pack):
    game = start(pack)
    empty_deck_into_discard(game)
    for piece in [p for p in game.zones.cards(DISCARD) if game.card(p).type == "curse"]:
        game.zones.move(piece, "box")
    pile = sorted(game.zones.cards(DISCARD))
    life_force.discard_from_deck(game, 3, "test")
    assert not game.over and sorted(game.zones.cards(DISCARD)) == pile


def test_vital_force_revealing_a_curse_loses(pack):
    game = start(pack)
    empty_deck_into_discard(game)
    for piece in [p for p in game.zones.cards(DISCARD) if game.card(p).type != "curse"]:
        game.zones.move(piece, "box")
    stack_deck(game, [])
    give_hand(game, 0, "a-105")
    act(game, 0, "t-1", 0)              # cost 6 from a pile of curses: the loss comes at reveal
    game.choose("reveal")
    assert game.state.outcome == "loss"
