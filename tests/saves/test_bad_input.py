"""Bad files are refused with a clear message naming the problem; nothing is overwritten; other saves load."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.serial import game_to_plain
from saves import (
    Campaigns, SaveDamaged, SaveEmpty, SaveGarbled, SaveMissing, SaveSchemaError, SaveStateError,
    SaveTooLarge, SaveTruncated, SaveWriteError, load_slot, restore_game, save_slot,
)
from saves import envelope
from saves.checksum import tag

from .kits import play, tiny_kit


@pytest.fixture
def setup(data_dir):
    kit = tiny_kit()
    campaign = Campaigns().create("Bad input", kit.pack, ruleset=kit.ruleset.id)
    game = kit.new_game(3)
    play(game, random.Random(3), 10)
    save_slot(campaign, "Good", game_to_plain(game))
    save_slot(campaign, "Victim", game_to_plain(game))
    play(game, random.Random(4), 5)
    save_slot(campaign, "Victim", game_to_plain(game))  # the first version becomes a backup
    return kit, campaign


def _victim(campaign):
    return campaign.folder / "slots" / "victim.json"


def _rewrite(payload: dict) -> bytes:
    return json.dumps({"format": envelope.FORMAT, "checksum": tag(payload), "payload": payload}).encode()


BAD = {
    "empty": (lambda good: b"", SaveEmpty, "is empty"),
    "whitespace": (lambda good: b"  \n\t ", SaveEmpty, "is empty"),
    "truncated": (lambda good: good[: len(good) // 2], SaveTruncated, "ends early"),
    "truncated-one-byte": (lambda good: good[:-3], SaveTruncated, "ends early"),
    "garbage": (lambda good: bytes(random.Random(1).randrange(256) for _ in range(500)), SaveGarbled, "not"),
    "png": (lambda good: b"\x89PNG\r\n\x1a\n" + b"\0" * 40, SaveGarbled, "not text"),
    "not-json": (lambda good: b"hello, this is a letter", SaveGarbled, "not valid JSON"),
    "nan": (lambda good: b'{"format": NaN}', SaveGarbled, "NaN"),
    "deep": (lambda good: b"[" * 100000 + b"]" * 100000, SaveGarbled, "nested too deeply"),
    "list": (lambda good: b"[1, 2, 3]", SaveSchemaError, "not a Fogbound save"),
    "no-format": (lambda good: b'{"name": "x"}', SaveSchemaError, "no format version"),
    "tampered": (lambda good: good.replace(b'"Victim"', b'"Victor"', 1), SaveDamaged, "checksum"),
    "no-checksum": (lambda good: _drop_checksum(good), SaveSchemaError, "checksum"),
    "wrong-schema": (lambda good: _rewrite({"kind": "slot", "slot": 5}), SaveSchemaError, "wrong field"),
    "wrong-kind": (lambda good: _rewrite({"kind": "pizza"}), SaveSchemaError, "unknown kind"),
    "campaign-not-slot": (lambda good: _rewrite({"kind": "campaign", "campaign": {}, "slots": []}),
                          SaveSchemaError, "campaign file, not a save"),
    "surrogate": (lambda good: good.replace(b'"Victim"', b'"\\ud800"', 1), SaveSchemaError, "cannot store"),
}


def _drop_checksum(good: bytes) -> bytes:
    raw = json.loads(good)
    del raw["checksum"]
    return json.dumps(raw).encode()


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_file_is_refused_naming_the_problem_and_nothing_else_suffers(setup, name):
    kit, campaign = setup
    make, error, words = BAD[name]
    path = _victim(campaign)
    bad = make(path.read_bytes())
    path.write_bytes(bad)
    with pytest.raises(error, match=words) as caught:
        load_slot(campaign, "Victim")
    assert "victim.json" in str(caught.value)
    assert path.read_bytes() == bad  # a load never rewrites
    # the previous version of the slot is offered
    assert caught.value.backup is not None
    restore_game(load_slot(campaign, "Good"), kit.cards, ruleset=kit.ruleset)
    assert len(Campaigns().list()) == 1


def test_enormous_file_is_refused_before_reading(setup):
    kit, campaign = setup
    with pytest.raises(SaveTooLarge, match="larger than any save"):
        envelope.read(_victim(campaign), limit=1000)
    with open(_victim(campaign), "ab") as handle:
        handle.truncate(envelope.MAX_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(SaveTooLarge):
        load_slot(campaign, "Victim")


def test_state_that_does_not_fit_the_ruleset_is_a_state_error(setup):
    kit, campaign = setup
    document = load_slot(campaign, "Good")
    broken = dict(document.game, zones={"deck": ["ghost"]})
    with pytest.raises(SaveStateError, match="does not fit"):
        restore_game(document.with_game(broken), kit.cards, ruleset=kit.ruleset)
    other = dict(document.game, ruleset="another-game")
    with pytest.raises(SaveStateError, match="ruleset"):
        restore_game(other, kit.cards, ruleset=kit.ruleset)


def test_missing_slot_and_missing_file(setup):
    kit, campaign = setup
    with pytest.raises(SaveMissing, match="no save named"):
        load_slot(campaign, "Nope")
    with pytest.raises(SaveMissing):
        envelope.read(campaign.folder / "nothing.json")


def test_a_failed_write_keeps_the_old_file(setup, monkeypatch):
    kit, campaign = setup
    before = _victim(campaign).read_bytes()

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("saves.atomic.os.replace", full_disk)
    with pytest.raises(SaveWriteError, match="No space left"):
        save_slot(campaign, "Victim", {"state_format": 1, "ruleset": "tiny"})
    assert _victim(campaign).read_bytes() == before
    assert not list(_victim(campaign).parent.glob(".*.tmp"))


def test_utf8_bom_is_accepted(setup):
    kit, campaign = setup
    path = _victim(campaign)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_slot(campaign, "Victim").slot == "Victim"
