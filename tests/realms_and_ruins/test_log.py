"""The log as a rival reads it: the Gold one payment or gain moves is one line ("Ann pays 4 Gold"), though the
rules move it one coin at a time; the moves of other pieces keep the table's words."""
from __future__ import annotations

from gui import looking
from gui.panels.words import line

from .conftest import cubes, gold, hold, new


def lines(game, since: int = 0) -> list[str]:
    events = game.state.log.events
    return [said for i in range(since, len(events)) if (said := line(game, events, i))]


def test_a_gain_and_a_payment_are_one_line_each_and_no_coin_has_its_own(pack):
    game = new(pack)
    gold(game, 0, 5)
    hold(game, 0, "lamplighter", "villager-candle")
    since = len(game.state.log.events)
    game.choose("play:lamplighter")                    # win 2 Gold
    game.choose("buy:slot:village:0")                  # the Village's marker: 4 Gold
    said = lines(game, since)
    assert said.count("Ann gains 2 Gold.") == 1 and said.count("Ann pays 4 Gold.") == 1, said
    assert not any("Gold” goes from" in s for s in said), said
    assert any(s.startswith("“Lamplighter” goes from") for s in said), said   # a card keeps the table's words


def test_gold_taken_from_a_rival_is_one_line_naming_both(pack):
    game = new(pack)
    gold(game, 1, 3)
    hold(game, 0, "pickpocket", "villager-candle")
    since = len(game.state.log.events)
    game.choose("play:pickpocket")
    game.choose("steal:1")
    assert "Ann gets 2 Gold from Bo." in lines(game, since)


def test_each_seat_reads_the_same_payment(pack):
    game = new(pack)
    gold(game, 0, 5)
    since = len(game.state.log.events)
    game.choose("buy:slot:village:0")
    for seat in (0, 1, None):
        looking.sit(game, seat)
        assert "Ann pays 4 Gold." in lines(game, since)


# -- what the rules did is said in words: a Realm Ruined and healed, its ruler, an interrupt, an Event read aloud --
WITCH, BELL, ENVOY = "villager-hedge-witch", "villager-bell-ringer", "villager-envoy"


def test_a_realm_ruined_and_healed_and_each_new_ruler_are_lines_every_seat_reads(pack):
    game = new(pack)
    hold(game, 0, WITCH, BELL, ENVOY)
    since = len(game.state.log.events)
    game.choose(f"play:{WITCH}")
    game.choose("effect:0")
    game.choose("place:village")                       # an Othersider against nobody: Ruined
    for seat in (0, 1, None):
        looking.sit(game, seat)
        said = lines(game, since)
        assert "The Village falls to the Othersiders: Ruined, every Follower there but theirs goes home." in said
        assert "The Othersiders rule the Village now." in said, said
    looking.sit(game, 0)
    game.choose(f"play:{ENVOY}")
    game.choose("effect:0")
    game.choose("move:othersiders:village:castle")     # the Village healed, the Castle Ruined
    said = lines(game, since)
    assert said.index("The Village is healed: no Othersider is left there.") < said.index(
        "The Castle falls to the Othersiders: Ruined, every Follower there but theirs goes home."), said
    assert "Nobody rules the Village now." in said and "The Othersiders rule the Castle now." in said, said


def test_an_event_entry_is_read_in_the_log_and_its_choice_shows_the_text(pack):
    from .test_events import event_after_buying

    game = new(pack)
    since = len(game.state.log.events)
    event_after_buying(game, "toll-road")
    page = game.cards[next(c for c in game.cards if game.cards[c].get("number") == 101)]
    assert f"Bo reads entry 101, {page.title}: {page.get('text')}" in lines(game, since)
    decision = game.pending
    assert decision.kind == "chapter_choice" and decision.context["text"] == page.get("text")


def test_an_interrupt_says_whose_card_it_stopped(pack):
    game = new(pack)
    hold(game, 1, "mesmer", "noble-bell-ringer", "noble-candle")
    hold(game, 0, BELL, "villager-candle", "villager-wayfarer")
    since = len(game.state.log.events)
    game.choose(f"play:{BELL}")
    game.choose("interrupt", seat=1)
    game.choose("discard:noble-candle")
    said = [s for s in lines(game, since) if "is stopped by" in s]
    bell, mesmer = game.cards[BELL].title, game.cards["mesmer"].title
    assert said == [f"Ann's {bell} is stopped by Bo's {mesmer}: its effects are negated, its Action stays spent."]


def test_a_rival_reads_which_action_was_taken_though_not_the_hand_it_was_chosen_from(pack):
    """Seen in Brinefall at 200 %: a bot's turn read "Bram chose." twice, for Play and for End your turn; what a seat
    does with its Action is done in the open (the card played lies face up at once), only the hand it chose from is
    its own."""
    from engine.core.view import event_for

    game = new(pack)
    hold(game, 0, "lamplighter", "villager-candle")
    assert game.pending.private                          # the answers name the hand: asked of its owner alone
    since = len(game.state.log.events)
    game.choose("play:lamplighter")
    game.choose("end")
    chosen = [e for e in game.state.log.events[since:] if e.kind == "chosen" and e.decision == "action"]
    assert [event_for(game, e, 1).label for e in chosen] == ["Play Lamplighter", "End your turn"]
    assert "Ann chose: End your turn." in lines(game, since)
