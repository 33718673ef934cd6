"""A scripted campaign of the test pack, won through the decisions alone: two Explorers open the Gallery,
drive off the Tomb Warden, open the Sealed Codex (logging the keys), go Back at Camp, and climb down the
Drowned Stair. The dice a plan needs are loaded; every other question gets the answer a player would give."""
from __future__ import annotations

from engine.rulesets.arkeis import RULESET, harm

from .conftest import load_dice, seats, token_at

# what a player answers to the questions a plan does not script
USUAL = {"reorganise": "done", "extra_die": "extra", "set_die": "none", "reroll": "keep", "fate": "done",
         "heal": "no", "equip": "equip", "sell": "done", "build": "done", "experience": "done",
         "discard_fate": "keep", "inspection": "roll", "fight_roll": "roll",
         "change_explorer": "done", "epilogue": "camp", "difficulty": "keep"}


def settle(game) -> None:
    """Answer the questions the plan does not script."""
    while not game.over and game.pending.kind in USUAL | {"wound": None, "flee": None, "log": None}:
        kind = game.pending.kind
        game.choose(USUAL.get(kind) or game.legal_options()[0])


def act(game, key: str) -> None:
    settle(game)
    assert key in game.legal_options(), f"{key} not in {game.legal_options()} ({game.pending.prompt})"
    game.choose(key)
    settle(game)


def test_a_campaign_is_won_through_the_decisions(pack):
    game = RULESET.new_game(pack, seats("scholar", "brawler"), {}, 11)
    act(game, "first:0")
    # the scholar opens the Gallery's door; the brawler follows
    act(game, "move:zone:atrium:2")
    act(game, f"search:{token_at(game, 'door:gallery-door')}")          # Stiff Hinges: 1 Injury, the door opens
    assert len(harm.injuries(game, 0)) == 1 and "gallery-door" not in {
        z.split(":")[1] for z in game.zones.contents if z.startswith("door:") and game.zones.cards(z)}
    act(game, "move:zone:atrium:2")
    act(game, "move:zone:gallery:1")
    act(game, "move:zone:gallery:1")
    act(game, "move:zone:gallery:2")                                      # the scholar meets the Tomb Warden
    assert game.zones.cards("held:0")
    # the brawler comes and strikes the Warden down (four strikes: enough for any of its profiles)
    act(game, "move:zone:gallery:2")
    load_dice(game, "fight", "strike", "strike", "strike", "strike")
    act(game, "fight:warden")
    assert not [p for p in game.zones.cards("zone:gallery:2") if game.card(p).id == "warden"]
    # the scholar opens the codex: two keys, logged
    while game.table.active != 0:
        act(game, "end")
    load_dice(game, "inspection", "key", "key")
    act(game, f"search:{token_at(game, 'door:vault-door')}")
    assert game.table.history[0]["epilogue"] == "positive" and len(game.table.history[0]["checked"]) == 2
    # Back at Camp went by (nothing to sell or build): the Drowned Stair
    assert game.table.episode == "drowned-stair" and game.pending.kind == "first_player" and game.table.turns == 0
    assert harm.injuries(game, 0) == [] and game.zones.size("fate:stock") == 3
    act(game, "first:1")
    act(game, f"search:{token_at(game, 'door:stair-door')}")
    assert game.over and game.state.outcome == "win"
    assert RULESET.ledger(game)["campaign"]["episodes"][1] == {"episode": "drowned-stair", "epilogue": "positive",
                                                               "checked": [], "earned": {}}
