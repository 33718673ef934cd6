"""Export a campaign to one file and import it on another computer (another data folder)."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.ruleset import Seat
from engine.core.serial import game_to_plain
from saves import (
    CampaignError, Campaigns, SaveDamaged, SaveSchemaError, autosave, list_slots, load_autosave,
    load_slot, restore_game, save_slot,
)
from saves.checksum import tag
from saves.folders import user_folders

from .kits import play, tiny_kit


@pytest.fixture
def host(tmp_path):
    """A campaign with two slots and an autosave on the first computer."""
    kit = tiny_kit()
    here = Campaigns(user_folders(tmp_path / "host"))
    campaign = here.create("Handed over", kit.pack, ruleset=kit.ruleset.id, options={"level": 2}, seats=[Seat("Ann", "hero")])
    game = kit.new_game(11)
    play(game, random.Random(11), 6)
    save_slot(campaign, "Morning", game_to_plain(game))
    play(game, random.Random(12), 6)
    save_slot(campaign, "Evening", game_to_plain(game))
    autosave(campaign, game_to_plain(game))
    target = here.export(campaign, tmp_path / "handed-over.fogbound")
    return kit, campaign, target, game


def test_export_then_import_on_another_computer(host, tmp_path):
    kit, campaign, target, game = host
    there = Campaigns(user_folders(tmp_path / "guest"))
    result = there.import_file(target)
    imported = result.campaign
    assert result.renamed_from is None and result.same_as is None
    assert imported.meta() == campaign.meta()
    assert [s.name for s in list_slots(imported)] == [s.name for s in list_slots(campaign)]
    for info in list_slots(campaign):
        assert load_slot(imported, info.name).game == load_slot(campaign, info.name).game
        # a slot file comes out byte for byte as the host wrote it
        assert (imported.folder / "slots" / f"{info.file}.json").read_bytes() == \
            (campaign.folder / "slots" / f"{info.file}.json").read_bytes()
    resumed = restore_game(load_autosave(imported), kit.cards, ruleset=kit.ruleset)
    assert game_to_plain(resumed) == game_to_plain(game)
    assert [c.name for c in there.list()] == ["Handed over"]


def test_name_clash_on_import(host, tmp_path):
    kit, campaign, target, _ = host
    there = Campaigns(user_folders(tmp_path / "guest"))
    there.create("Handed over", kit.pack, ruleset=kit.ruleset.id)
    result = there.import_file(target)
    assert result.campaign.name == "Handed over (imported)"
    assert result.renamed_from == "Handed over"
    second = there.import_file(target)
    assert second.campaign.name == "Handed over (imported 2)"
    assert second.same_as is not None and second.same_as.uid == campaign.uid
    with pytest.raises(CampaignError, match="already"):
        there.import_file(target, new_name="handed over")
    assert there.import_file(target, new_name="Ours now").campaign.name == "Ours now"


def test_import_back_to_the_host_keeps_the_original(host, tmp_path):
    kit, campaign, target, _ = host
    here = Campaigns(user_folders(tmp_path / "host"))
    result = here.import_file(target)
    assert result.same_as.folder == campaign.folder
    assert sorted(c.name for c in here.list()) == ["Handed over", "Handed over (imported)"]


def test_tampered_or_wrong_exports_are_refused_and_nothing_is_created(host, tmp_path):
    kit, campaign, target, _ = host
    there = Campaigns(user_folders(tmp_path / "guest"))
    data = target.read_bytes()
    tampered = tmp_path / "tampered.fogbound"
    tampered.write_bytes(data.replace(b'"Evening"', b'"Evenink"', 1))
    with pytest.raises(SaveDamaged):
        there.import_file(tampered)
    # a damaged save inside a re-sealed export is still caught, by its own checksum
    raw = json.loads(data)
    raw["payload"]["slots"][0]["save"]["payload"]["slot"] = "Forged"
    raw["checksum"] = tag(raw["payload"])
    forged = tmp_path / "forged.fogbound"
    forged.write_text(json.dumps(raw))
    with pytest.raises(SaveDamaged, match="inside"):
        there.import_file(forged)
    slot_file = tmp_path / "slot.json"
    slot_file.write_bytes((campaign.folder / "slots" / "morning.json").read_bytes())
    with pytest.raises(SaveSchemaError, match="not a campaign export"):
        there.import_file(slot_file)
    assert there.list() == []
    assert not there.root.exists() or not any(there.root.iterdir())
