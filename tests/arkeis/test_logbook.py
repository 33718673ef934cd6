"""Logging inspection results: each symbol rolled may check one space of that symbol, the active Explorer
choosing; a completed column with an artifact gives its Search card at once; the other completed lines give
their bonuses at the epilogue, kept in the campaign's ledger with the Explorers' Fate tokens and Traumas."""
from __future__ import annotations

from engine.content.loader import load_pack
from engine.rulesets.arkeis import RULESET
from tests.pack_edits import edited

from .conftest import PACK, arrange, load_dice, new, place, refuses, token_at


def codex(game, *faces: str) -> None:
    """Search the Sealed Codex with these Inspection dice coming up, and roll."""
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    load_dice(game, "inspection", *faces)
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    game.choose("roll")


def test_each_symbol_rolled_checks_one_space_of_it(pack):
    game = new(pack, "mender")
    codex(game, "lore", "lore")
    assert game.pending.kind == "log" and game.legal_options() == ["space:0:1", "space:1:0", "skip"]
    game.choose("space:1:0")
    assert game.legal_options() == ["space:0:1", "skip"]            # the second lore: the other space
    refuses(game, "space:1:0", "not a legal answer")
    game.choose("space:0:1")
    assert game.table.checked == [[1, 0], [0, 1]]
    assert game.zones.zone_of("sealed-codex") == "search:c"         # no key: the codex goes back


def test_a_completed_column_with_an_artifact_gives_its_card_at_once(pack):
    game = new(pack, "mender")
    game.table.checked = [[0, 1]]
    codex(game, "key", "blank")
    game.choose("space:1:1")                                        # column 2 complete: the artifact
    assert game.zones.zone_of("sunstone") == "backpack:0"
    assert game.table.history[-1]["epilogue"] == "positive"          # then the key opens the codex


def test_the_epilogue_gives_the_completed_lines_and_the_ledger_keeps_them(pack):
    game = new(pack, "mender")
    game.table.checked = [[0, 0], [0, 1], [1, 0]]
    arrange(game, {"dread": "trauma:0"})
    codex(game, "key", "key")
    game.choose("space:0:2")                                        # row 1 (2 VP), column 3 (an Event row)
    game.choose("space:1:1")                                        # row 2 (3 coins), column 2 (artifact)
    game.choose("camp")
    assert game.table.history[-1]["epilogue"] == "positive" and game.pending.kind == "sell"
    assert game.table.history[-1]["earned"] == {"vp": 2, "coins": 3, "xp": 1, "event": 1}
    ledger = RULESET.ledger(game)
    assert ledger["campaign"]["episodes"][0]["earned"] == {"vp": 2, "coins": 3, "xp": 1, "event": 1}
    assert ledger["campaign"]["victory_points"] == 2 and ledger["campaign"]["camp"]["coin"] == 3
    assert ledger["explorers"]["mender"] == {"fate": 0, "traumas": ["dread"], "items": ["sunstone"], "experience": [],
                                             "rerolls": 0}


def test_completed_event_rows_call_for_their_event_sticker(tmp_path):
    """The logbook names an Event sticker by the number of Event rows completed: its words are read and what it
    gives is added to the episode's earnings."""
    folder = edited(PACK, tmp_path, "cards/episode.toml", 'stock_empty = [{ epilogue = "negative" }]',
                    'stock_empty = [{ epilogue = "negative" }]\nevents = [{ rows = 1, text = "Dust settles on the '
                    'stacks.", vp = 4, upgrades = ["workshop"] }, { rows = 2, vp = 9 }]')
    game = new(load_pack(folder), "mender")
    game.table.checked = [[0, 0], [0, 1], [1, 0]]
    codex(game, "key", "key")
    game.choose("space:0:2")                                        # column 3: one Event row
    game.choose("space:1:1")
    game.choose("camp")
    earned = game.table.history[-1]["earned"]
    assert earned["vp"] == 2 + 4 and earned["event"] == 1 and "workshop" in game.table.available
    said = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "event_sticker"]
    assert len(said) == 1 and "Dust settles" in said[0].text
