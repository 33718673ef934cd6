"""Old formats load through the migration chain; newer ones are refused, never misread."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from saves import (
    Campaigns, PackMatch, SaveDamaged, SaveSchemaError, SaveTooNew, decode_document, encode_document,
    list_slots, load_slot, read_document, restore_game,
)
from saves import envelope, migrations
from saves.checksum import tag

from .kits import tiny_kit

DATA = Path(__file__).parent / "data"


def test_frozen_v1_slot_migrates_to_the_current_document():
    document = read_document(DATA / "v1-slot.json")
    assert document.kind == "slot"
    assert document.slot == "Before the ford"
    assert document.saved_at == "2024-11-09T22:10:00Z"
    assert (document.pack.id, document.pack.version, document.pack.hash) == ("tiny-pack", "1.0.0", None)
    campaign = document.campaign
    assert campaign.name == "Old Friends"
    assert campaign.play_seconds == 135 * 60
    assert campaign.sessions == 2 and [s.role for s in campaign.seats] == ["hero", "sage"]
    assert len(campaign.uid) == 32
    # the same old file always migrates to the same campaign identity
    assert read_document(DATA / "v1-slot.json").campaign.uid == campaign.uid
    kit = tiny_kit()
    game = restore_game(document, kit.cards, ruleset=kit.ruleset)
    assert game.pending is not None
    # a v1 save names no content hash: the pack can only be called unverified
    assert document.check_pack(kit.pack).match is PackMatch.UNVERIFIED


def test_migrated_document_saves_as_current_format_and_reloads_identically():
    document = read_document(DATA / "v1-slot.json")
    data = encode_document(document)
    assert json.loads(data)["format"] == migrations.CURRENT
    assert encode_document(decode_document(data)) == data


def test_v1_campaign_folder_opens_with_its_slots(data_dir):
    campaigns = Campaigns()
    folder = campaigns.root / "old-friends-abc123"
    (folder / "slots").mkdir(parents=True)
    shutil.copy(DATA / "v1-campaign.json", folder / "campaign.json")
    shutil.copy(DATA / "v1-slot.json", folder / "slots" / "before-the-ford.json")
    [campaign] = campaigns.list()
    assert campaign.name == "Old Friends" and campaign.play_seconds == 8100
    assert [s.name for s in list_slots(campaign)] == ["Before the ford"]
    assert load_slot(campaign, "before the FORD").campaign.uid == campaign.uid


def test_v1_to_v2_step_by_itself():
    v1 = {"kind": "slot", "slot": "A", "saved": "t", "pack": "p@2", "game": {"x": 1},
          "campaign": {"name": "N", "created": "c", "play_minutes": 3}}
    v2 = migrations.v1_to_v2(v1)
    assert v2["saved_at"] == "t"
    assert v2["pack"] == {"id": "p", "version": "2", "hash": None}
    assert v2["campaign"]["play_seconds"] == 180 and "play_minutes" not in v2["campaign"]
    assert v2["campaign"]["pack"] == v2["pack"]
    assert v2["game"] == {"x": 1}
    assert v1["campaign"]["play_minutes"] == 3  # the input is not changed


def test_tampered_v1_file_is_damaged():
    raw = json.loads((DATA / "v1-slot.json").read_text())
    raw["campaign"]["sessions"] = 99
    with pytest.raises(SaveDamaged):
        envelope.decode(json.dumps(raw).encode())


def test_the_chain_runs_every_step_in_order(monkeypatch):
    """A future v3 is one more entry: the chain applies v1->v2 then v2->v3."""
    seen = []

    def v2_to_v3(doc):
        seen.append("v2->v3")
        return {**doc, "saved_at": doc["saved_at"] + "!"}

    monkeypatch.setattr(migrations, "CURRENT", 3)
    monkeypatch.setitem(migrations.MIGRATIONS, 2, v2_to_v3)
    raw = json.loads((DATA / "v1-slot.json").read_text())
    document = migrations.upgrade(raw, 1)
    assert seen == ["v2->v3"]
    assert document["saved_at"] == "2024-11-09T22:10:00Z!"
    assert document["pack"]["id"] == "tiny-pack"


def test_every_old_format_has_a_step_and_an_opener():
    for version in range(1, migrations.CURRENT):
        assert version in migrations.MIGRATIONS
    for version in range(1, migrations.CURRENT + 1):
        assert version in migrations.OPEN


def test_a_newer_format_is_refused_with_a_message():
    payload = {"kind": "slot", "anything": "new"}
    data = json.dumps({"format": migrations.CURRENT + 1, "checksum": tag(payload), "payload": payload}).encode()
    with pytest.raises(SaveTooNew, match="newer Fogbound"):
        envelope.decode(data)


@pytest.mark.parametrize("version", [0, -1, True, "2", None, 2.0])
def test_unknown_or_malformed_versions_are_schema_errors(version):
    with pytest.raises(SaveSchemaError):
        envelope.decode(json.dumps({"format": version, "payload": {}}).encode())
