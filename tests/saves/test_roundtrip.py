"""Save -> load -> save gives the same bytes, and a loaded game goes on exactly like the original."""
from __future__ import annotations

import os
import random

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain
from saves import (
    Campaigns, SaveDocument, decode_document, encode_document, load_autosave, load_slot, autosave,
    restore_game, save_slot,
)
from saves.campaign import Campaign

from .kits import KITS, play, random_answer

WHEN = "2025-01-01T00:00:00Z"
GAMES = 160 if os.environ.get("FOGBOUND_HEAVY") else 40  # a fourth by default: the suite's slowest test was this
SAMPLES = 10  # states saved per game: GAMES * SAMPLES round trips per kit
FOLLOW = 10  # decisions played on both games after each reload


def _campaign(kit) -> Campaign:
    return Campaign("uid-1", "Round trip", kit.pack, kit.ruleset.id, {"level": 2}, [Seat("Ann", "hero")], WHEN, WHEN,
                    play_seconds=90, sessions=2)


def _outcome(game, key):
    try:
        return [e.to_plain() for e in game.choose(key)]
    except IllegalChoice as refused:
        return ("refused", str(refused))


def _follow_together(original, loaded, bot: random.Random) -> None:
    for _ in range(FOLLOW):
        if original.over:
            assert loaded.over
            return
        key = random_answer(original, bot)
        assert _outcome(original, key) == _outcome(loaded, key)
    assert game_to_plain(original) == game_to_plain(loaded)


@pytest.mark.parametrize("make_kit", KITS, ids=lambda k: k.__name__)
def test_save_load_save_is_identical_and_play_goes_on_the_same(make_kit):
    kit = make_kit()
    campaign = _campaign(kit)
    checked = 0
    for seed in range(GAMES):
        bot = random.Random(seed)
        game = kit.new_game(seed)
        for _ in range(SAMPLES):
            play(game, bot, bot.randint(0, 8))
            document = SaveDocument("slot", "Evening", WHEN, kit.pack, campaign, game_to_plain(game))
            data = encode_document(document)
            loaded_doc = decode_document(data)
            loaded = restore_game(loaded_doc, kit.cards, ruleset=kit.ruleset)
            again = encode_document(loaded_doc.with_game(game_to_plain(loaded)))
            assert again == data
            checked += 1
            _follow_together(game, loaded, bot)
            if game.over:
                break
    assert checked >= GAMES * 2


@pytest.mark.parametrize("make_kit", KITS, ids=lambda k: k.__name__)
def test_round_trip_through_slot_files_and_autosave(make_kit, data_dir):
    kit = make_kit()
    campaigns = Campaigns()
    campaign = campaigns.create("On disk", kit.pack, ruleset=kit.ruleset.id, now=WHEN)
    for seed in range(12):
        bot = random.Random(1000 + seed)
        game = kit.new_game(seed)
        play(game, bot, bot.randint(1, 30))
        save_slot(campaign, "Slot", game_to_plain(game), now=WHEN)
        autosave(campaign, game_to_plain(game), now=WHEN)
        slot_path = campaign.folder / "slots" / "slot.json"
        first = slot_path.read_bytes()
        loaded = restore_game(load_slot(campaign, "Slot"), kit.cards, ruleset=kit.ruleset)
        save_slot(campaign, "Slot", game_to_plain(loaded), now=WHEN)
        assert slot_path.read_bytes() == first
        from_autosave = restore_game(load_autosave(campaign), kit.cards, ruleset=kit.ruleset)
        _follow_together(game, from_autosave, bot)
