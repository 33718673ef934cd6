"""The journey's end and the quest: success by the victory conditions, the extraction event and its bonuses, the
survival rolls, trading, consequences with experience, levels and traits, realmstone spent on empowerments, the
next journey picked (the finale only with enough influence), the dead replaced, and the quest won or lost."""
from __future__ import annotations

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET, ailments, rolls, wounds
from engine.rulesets.cursed_city.attacks import weapons
from engine.rulesets.cursed_city.inspiration import stat
from engine.rulesets.cursed_city.table import (BOX, DEAD, DISCOVERY, EMPOWERMENTS, OUT, ROSTER, SPENT_DISCOVERY,
                                              carried, kit, traits)

from .conftest import clear, put, start


@pytest.fixture
def quest_dice(monkeypatch):
    """The quest dice shows these numbers next (then rolls as usual)."""
    queue: list[int] = []
    real = rolls.quest_roll

    def rolled(g, what):
        return queue.pop(0) if queue else real(g, what)

    monkeypatch.setattr(rolls, "quest_roll", rolled)
    return queue


def _piece(game, card_id: str, n: int = 1) -> str:
    return f"{card_id}:{n}"


def _carry(game, hero: str, card_id: str, n: int = 1) -> str:
    piece = _piece(game, card_id, n)
    game.zones.move(piece, carried(hero))
    return piece


def _extracted(game, out=("duellist",)) -> None:
    """The extraction zone placed, the heroes standing in it but those put out of action."""
    clear(game)
    game.table.placed.append({"tile": "extraction-zone", "at": [11, 0]})
    game.table.open.append("far-gate")
    cells = iter([(11, 0), (12, 0), (11, 2), (12, 2)])
    for hero in game.table.heroes:
        if hero.id in out:
            wounds.out_of_action(game, hero.id)
        else:
            put(game, hero.id, next(cells))


def _to(game, kind: str, limit: int = 300) -> None:
    """Heroes end their activations at once, everything else its first answer, until a decision of this kind."""
    for _ in range(limit):
        if game.over or game.pending.kind == kind:
            return
        assert game.pending.kind != "journey", "the journey ended without the decision looked for"
        keys = game.legal_options()
        game.choose("end" if "end" in keys else "go" if "go" in keys else "done" if "done" in keys else keys[0])
    raise AssertionError(f"no {kind} decision came")


def _said(game, rule: str) -> list[dict]:
    return [e.data for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == rule]


def test_a_journey_reaching_the_extraction_zone_succeeds_and_the_extraction_roll_gains_both_bonuses(pack, quest_dice):
    game = start(pack)
    _extracted(game)
    quest_dice += [11]                      # the extraction event: 11 +1 success +1 by day = 13
    _to(game, "journey")
    assert game.table.history == [{"journey": "night-errand", "success": True}]
    assert _said(game, "extraction_event") == [{"rule": "extraction_event", "entry": "a-lamp-relit", "total": 13}]
    assert game.table.bag == ["lamp-oil"]
    assert game.table.influence == 6 + 1 + 1     # the event's +1 and the journey's consequence +1


def test_at_night_and_failed_the_extraction_roll_has_no_bonus(pack, quest_dice):
    game = start(pack)
    clear(game)
    game.table.nightfall = game.table.nightfall_spaces - 1
    for hero in game.table.heroes:
        wounds.out_of_action(game, hero.id)
    quest_dice += [6, 12, 12, 12, 12]       # the extraction event (6: fear +1), then four survival rolls
    _to(game, "journey")
    assert game.table.history == [{"journey": "night-errand", "success": False}]
    assert _said(game, "extraction_event")[0]["total"] == 6
    assert game.table.fear == 5 + 1 + 1          # the event's +1 and the failure's consequence +1


def test_a_decapitation_needs_its_quarry_slain_as_well(pack, quest_dice):
    options = {"heroes": ["warden", "ranger", "hexer", "duellist"]}
    kept = RULESET.ledger(RULESET.new_game(pack, [Seat("Ann")], options, 3))
    kept["quest"]["influence"] = 8                   # no quest begins with its finale: one gone on to it
    game = RULESET.new_game(pack, [Seat("Ann")], dict(options, journey="bell-tower"), 3, kept)
    for x, y in ((0, 0), (1, 0), (0, 1), (1, 1)):
        game.choose(f"to:{x},{y}")
    _extracted(game)
    quest_dice += [1]
    _to(game, "journey")
    assert game.table.history == [{"journey": "bell-tower", "success": False}]   # no grave knight slain
    # seen in play: 'The drowned archive: failure.' said nothing of why, every hero standing in the extraction zone
    said = next(e.text for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "journey_result")
    assert said.endswith(f"failure ({game.cards['grave-knight'].title} still stands).")


def test_survival_a_hero_out_of_action_dies_on_1_or_less_minus_1_for_an_ailment(pack, quest_dice):
    game = start(pack)
    _extracted(game, out=("hexer", "duellist"))
    ailments.afflict(game, "hexer", "cursed")
    _carry(game, "hexer", "silver-reliquary")
    quest_dice += [6, 2, 2]                 # the event; the hexer 2 - 1 = 1: dead; the duellist 2: lives
    _to(game, "journey")
    assert game.table.roster["hexer"].dead and game.zones.zone_of("hexer") == DEAD
    assert not game.table.roster["duellist"].dead
    assert game.zones.zone_of("silver-reliquary:1") == SPENT_DISCOVERY     # its cards go back
    assert RULESET.ledger(game)["quest"]["dead"] == ["hexer"]


def test_heroes_trade_realmstone_freely_but_keep_one_treasure(pack, quest_dice):
    game = start(pack)
    _extracted(game, out=())
    stone = _carry(game, "warden", "realmstone-2")
    jewel = _carry(game, "ranger", "silver-reliquary")
    _carry(game, "hexer", "silver-reliquary", 2)
    quest_dice += [6]
    _to(game, "trade")
    assert game.pending.why_not(f"give:{jewel}:hexer") == "Hexer already carries a treasure"
    before = game.zones.zone_of(jewel)
    with pytest.raises(IllegalChoice, match="already carries a treasure"):
        game.choose(f"give:{jewel}:hexer")
    assert game.zones.zone_of(jewel) == before
    game.choose(f"give:{stone}:ranger")
    assert game.zones.zone_of(stone) == carried("ranger")
    game.choose(f"give:{jewel}:warden")
    assert game.zones.zone_of(jewel) == carried("warden")


def test_experience_ladder_levels_and_traits_and_twice_beside_a_higher_level_hero(pack, quest_dice):
    game = start(pack)
    game.table.roster["warden"].level = 1
    game.table.roster["ranger"].experience = 2      # a veteran: the next experience is a level
    _extracted(game, out=())
    quest_dice += [6]
    before = stat(game, "ranger", "agility")
    _to(game, "journey")                            # a success: experience for all who took part
    ranger, hexer, warden = (game.table.roster[h] for h in ("ranger", "hexer", "warden"))
    # the ranger beside the level-1 warden gains twice: veteran -> level 1 (its blade trait) -> novice
    assert (ranger.level, ranger.experience) == (1, 1)
    assert game.zones.cards(traits("ranger")) == ["steady-hand"]
    assert stat(game, "ranger", "agility") == list(before) + ["blue-d6"]
    assert (hexer.level, hexer.experience) == (0, 2)     # twice: none -> novice -> veteran
    assert (warden.level, warden.experience) == (1, 1)   # the highest level: once


def test_realmstone_buys_empowerments_two_heroes_at_most_and_the_rest_is_discarded(pack, quest_dice):
    game = start(pack)
    _extracted(game, out=())
    for hero in ("warden", "ranger", "hexer"):
        _carry(game, hero, "realmstone-3", {"warden": 1, "ranger": 2, "hexer": 3}[hero])
    _carry(game, "duellist", "realmstone-1")
    quest_dice += [6]
    _to(game, "empowerment")
    assert game.pending.why_not("buy:duellist:whetted-edge") == "costs 2 realmstone; Duellist has 1"
    with pytest.raises(IllegalChoice, match="costs 2 realmstone"):
        game.choose("buy:duellist:whetted-edge")
    damage = weapons(game, "warden")[0]["damage"]
    game.choose("buy:warden:whetted-edge")
    assert [game.card(p).id for p in game.zones.cards(kit("warden", "weapon"))] == ["whetted-edge"]
    assert weapons(game, "warden")[0]["damage"] == [damage[0] + 1, damage[1] + 1]
    assert "buy:warden:oiled-mail" not in game.legal_options()          # 1 point left of 3
    game.choose("buy:ranger:whetted-edge")
    assert game.pending.why_not("buy:hexer:whetted-edge") == "two heroes already have it"
    game.choose("done")
    assert not [p for h in ("warden", "ranger", "hexer", "duellist") for p in game.zones.cards(carried(h))
                if game.card(p).get("kind") == "realmstone"]
    assert RULESET.ledger(game)["heroes"]["warden"]["empowerments"] == {"weapon": "whetted-edge"}


def test_the_finale_waits_for_influence_and_the_next_journey_is_laid_out_afresh(pack, quest_dice):
    game = start(pack)
    count = len(game.state.pieces)
    _extracted(game, out=())
    quest_dice += [4]                       # 4 +2: fear +1
    _to(game, "journey")
    assert game.table.influence == 7
    assert game.pending.why_not("journey:bell-tower") == "the finale needs influence 8; the quest has 7"
    with pytest.raises(IllegalChoice, match="needs influence 8"):
        game.choose("journey:bell-tower")
    game.choose("journey:night-errand")
    assert game.pending.kind == "deploy" and game.table.journey == "night-errand"
    assert game.table.turn == 1 and game.table.nightfall == 0 and not game.table.placed
    assert all(game.zones.zone_of(h.id) in (BOX, "space:0,0") for h in game.table.heroes)
    assert len(game.zones.where) == count and game.zones.size(DISCOVERY) > 0
    assert len(game.table.groups) == 2                  # one encounter card per mysterious object again


def test_a_dead_hero_is_replaced_from_the_roster_by_its_player(pack, quest_dice):
    game = start(pack, players=2)
    _extracted(game, out=("hexer",))
    quest_dice += [6, 1]                    # the event; the hexer's survival roll: dead
    _to(game, "journey")
    game.choose("journey:night-errand")
    assert game.pending.kind == "replace_hero" and game.pending.owner == "seat:0"   # the hexer's player
    assert game.legal_options() == ["hero:lamplighter"]
    game.choose("hero:lamplighter")
    assert [h.id for h in game.table.heroes] == ["warden", "ranger", "lamplighter", "duellist"]
    assert game.pending.kind == "hero_pick" and game.zones.zone_of("hexer") == DEAD    # two players: each picks


def test_fear_at_its_limit_loses_the_quest(pack, quest_dice):
    game = start(pack)
    game.table.fear = 8
    clear(game)
    for hero in game.table.heroes:
        wounds.out_of_action(game, hero.id)
    quest_dice += [5, 12, 12, 12, 12]       # 5 +1 by day: fear +1 (the event) +1 (the failure) = 10
    _to(game, "journey")
    assert game.state.outcome == "loss"
    assert [e.reason for e in game.state.log.events if e.kind == "game_ended"] == ["fear has reached 10: the city is lost"]


def test_five_heroes_dead_end_the_quest(pack, quest_dice):
    game = start(pack)
    for hero in ("lamplighter",):
        game.table.roster[hero].dead = True
        game.zones.move(hero, DEAD)
    clear(game)
    for hero in game.table.heroes:
        wounds.out_of_action(game, hero.id)
    quest_dice += [6, 1, 1, 1, 1]
    _to(game, "journey")
    assert game.state.outcome == "loss"
    assert [e.reason for e in game.state.log.events if e.kind == "game_ended"] == ["5 heroes have died: the quest is over"]


def test_the_finale_won_wins_the_quest(pack, quest_dice):
    game = start(pack)
    game.table.journey = "bell-tower"
    game.table.slain_kinds.append("grave-knight")
    _extracted(game, out=())
    quest_dice += [6]
    _to(game, "journey")
    assert game.state.outcome == "win"
    assert RULESET.ledger(game)["quest"]["journeys"] == [{"journey": "bell-tower", "success": True}]


def test_the_first_journey_is_one_of_the_quests(pack):
    with pytest.raises(ValueError, match="not one of"):
        RULESET.new_game(pack, [Seat("Ann")], {"journey": "nowhere"}, 1)


def test_the_empowerment_supply_is_two_of_each(pack):
    game = start(pack)
    assert sorted(game.zones.cards(EMPOWERMENTS)) == ["oiled-mail:1", "oiled-mail:2", "whetted-edge:1", "whetted-edge:2"]
    assert sorted(game.zones.cards(ROSTER)) == ["lamplighter"]
    assert game.zones.cards(OUT) == []


@pytest.mark.parametrize("seed", range(3))
def test_random_play_through_the_journeys_end_keeps_every_piece_and_reloads_identically(pack, seed):
    import json

    from engine.core.bot import play_randomly
    from engine.core.serial import game_from_plain, game_to_plain

    def arranged():
        game = start(pack, players=2, seed=seed)
        _extracted(game, out=("duellist",))
        for hero in ("warden", "ranger"):
            _carry(game, hero, "realmstone-3", 1 if hero == "warden" else 2)
        while not game.table.history:                  # the heroes wait in the extraction zone
            keys = game.legal_options()
            game.choose("end" if "end" in keys else "go" if "go" in keys else keys[0])
        return game

    game, twin = arranged(), arranged()
    count = len(game.state.pieces)

    def check(g):
        g.zones.check()
        assert len(g.zones.where) == count

    made = play_randomly(game, seed, max_decisions=300, check=check)
    play_randomly(twin, seed, max_decisions=made)
    assert game_to_plain(twin) == game_to_plain(game)
    assert game.table.history[0] == {"journey": "night-errand", "success": True}
    data = json.loads(json.dumps(game_to_plain(game)))
    again = game_from_plain(data, RULESET, pack.cards)
    RULESET.check_state(again)
    if not game.over:
        play_randomly(game, seed + 7, max_decisions=60, check=check)
        play_randomly(again, seed + 7, max_decisions=60)
        assert game_to_plain(again) == game_to_plain(game)


def test_from_the_second_journey_on_the_move_answers_name_that_journeys_tiles(pack, quest_dice):
    """The answers of Move were worded once a game and kept: on the next journey they named the last one's tiles
    ('To the lamplit street, row 2, column 1' where the running game had a coach yard), while the same game
    reloaded said it right."""
    from engine.core.serial import game_from_plain, game_to_plain

    from .conftest import begin, deploy

    game = start(pack)
    clear(game)
    put(game, "warden", (2, 1))
    begin(game, "warden", [6, 6, 6, 6])
    game.choose("act:move")
    first_journey = {o.key: o.label for o in game.pending.options}
    assert "To Lamplit street, row 2, column 1 (1 move)" in first_journey.values()
    game.choose("to:2,2")
    _extracted(game, out=())
    quest_dice += [4]
    _to(game, "journey")
    game.choose("journey:dark-deliverance")
    deploy(game, cells=((2, 1), (1, 0), (0, 1), (1, 1)))
    begin(game, "warden", [6, 6, 6, 6])
    reloaded = game_from_plain(game_to_plain(game), RULESET, pack.cards)
    game.choose("act:move")
    running = {o.key: o.label for o in game.pending.options}
    reloaded.choose("act:move")
    assert running == {o.key: o.label for o in reloaded.pending.options}
    assert "To Crooked alley, row 3, column 1 (2 moves)" in running.values()
    assert set(running) & set(first_journey) - {"to:0,0", "to:0,1", "to:0,2", "to:1,0", "to:1,1", "to:1,2",
                                                 "to:2,0", "to:2,1", "to:2,2"}, "no space of the street asked again"


def test_the_next_journey_is_asked_with_what_the_journeys_end_brought(pack, quest_dice):
    """Seen in Mirewick: the journey's end (success, the extraction event, experience) went by in the log alone and
    the leader was asked 'Which journey next?' with nothing on screen; the question says what the end brought."""
    game = start(pack)
    _extracted(game, out=())
    quest_dice += [4]
    _to(game, "journey")
    said = game.pending.context["text"]
    ends = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "journey_ends"]
    after = game.state.log.events[game.state.log.events.index(ends[-1]):]
    assert f"{game.cards[game.table.journey].title}: success." in said
    assert all(e.text in said for e in after if e.kind == "message" and e.data.get("rule") == "extraction_event")
