"""Campaigns and slots: list, rename, delete to a bin and restore, backups, sessions, pack checks."""
from __future__ import annotations

import os

import pytest

from saves import (
    CampaignError, Campaigns, PackIdentity, PackMatch, SaveDamaged, SaveMissing, autosave, check_pack,
    content_hash, delete_slot, deleted_slots, has_autosave, list_slots, load_autosave, load_backup,
    load_slot, rename_slot, restore_backup, restore_slot, save_slot, slot_backups, user_folders,
)
from engine.core.ruleset import Seat
from saves.campaign import Campaign
from saves.slots import KEEP_BACKUPS

PACK = PackIdentity("tiny-pack", "1.0.0", "sha256:" + "a" * 64)


def state(n: int) -> dict:
    return {"state_format": 1, "ruleset": "tiny", "n": n}


@pytest.fixture
def campaigns(data_dir):
    return Campaigns()


def test_everything_is_written_below_the_data_folder(campaigns, data_dir):
    assert campaigns.folders == user_folders()
    campaign = campaigns.create("Mine", PACK, ruleset="tiny")
    save_slot(campaign, "One", state(1))
    autosave(campaign, state(2))
    assert campaign.folder.is_relative_to(data_dir)
    assert user_folders("/portable/x").saves == user_folders("/portable/x").data / "campaigns"


def test_create_list_and_metadata(campaigns):
    first = campaigns.create("The Ashen Road", PACK, ruleset="tiny", options={"curses": ["bell"], "mode": "hardcore"},
                             seats=[Seat("Ann", "hero"), Seat("Bo", "sage")], now="2025-01-01T10:00:00Z")
    campaigns.create("Second", PACK, ruleset="tiny", now="2025-01-02T10:00:00Z")
    listed = campaigns.list()
    assert [c.name for c in listed] == ["Second", "The Ashen Road"]
    again = campaigns.open(first.id)
    assert again == first
    assert (again.options["curses"], [s.role for s in again.seats], again.options["mode"]) == (["bell"], ["hero", "sage"], "hardcore")
    assert again.created == again.last_played == "2025-01-01T10:00:00Z"
    assert again.pack == PACK
    campaigns.begin_session(again, now="2025-01-03T20:00:00Z")
    campaigns.record_play_time(again, 3600.7)
    reread = campaigns.open(first.id)
    assert (reread.sessions, reread.play_seconds) == (1, 3600)


@pytest.mark.parametrize("bad", ["", "   ", "x" * 81, "nul\x00here", "\u202eevil", "bell\x07"])
def test_bad_names_are_refused(campaigns, bad):
    with pytest.raises(CampaignError, match="name"):
        campaigns.create(bad, PACK, ruleset="tiny")


def test_names_are_unique_and_rename(campaigns):
    a = campaigns.create("Ours", PACK, ruleset="tiny")
    with pytest.raises(CampaignError, match="already"):
        campaigns.create("  OURS ", PACK, ruleset="tiny")
    b = campaigns.create("Theirs", PACK, ruleset="tiny")
    with pytest.raises(CampaignError, match="already"):
        campaigns.rename(b, "ours")
    campaigns.rename(a, "Ours, renamed")
    campaigns.rename(a, "ours, RENAMED")  # its own name in another case is fine
    assert campaigns.open(a.id).name == "ours, RENAMED"
    assert campaigns.find("OURS, renamed").id == a.id


def test_delete_to_trash_restore_and_purge(campaigns):
    a = campaigns.create("Doomed", PACK, ruleset="tiny")
    save_slot(a, "Slot", state(1))
    folder_id = a.id
    entry = campaigns.delete(a)
    assert campaigns.list() == []
    [listed] = campaigns.trash()
    assert listed.name == "Doomed" and listed.deleted_at
    campaigns.create("Doomed", PACK, ruleset="tiny")  # the name is taken meanwhile
    back = campaigns.restore(entry)
    assert back.name == "Doomed (restored)" and back.id == folder_id
    assert load_slot(back, "Slot").game == state(1)
    assert campaigns.trash() == []
    gone = campaigns.delete(back)
    campaigns.purge(gone)
    assert campaigns.trash() == [] and not gone.folder.exists()
    assert sorted(c.name for c in campaigns.list()) == ["Doomed"]


def test_slots_save_list_rename_and_overwrite(campaigns):
    c = campaigns.create("Slots", PACK, ruleset="tiny")
    save_slot(c, "Before the ford", state(1), now="2025-01-01T00:00:01Z")
    save_slot(c, "At the camp", state(2), now="2025-01-01T00:00:02Z")
    save_slot(c, "before  the FORD", state(3), now="2025-01-01T00:00:03Z")  # same slot
    assert [s.name for s in list_slots(c)] == ["before the FORD", "At the camp"]
    assert load_slot(c, "Before the ford").game == state(3)
    rename_slot(c, "at the camp", "Camp")
    with pytest.raises(CampaignError, match="already"):
        rename_slot(c, "Camp", "before the ford")
    reopened = campaigns.open(c.id)
    assert sorted(s.name for s in list_slots(reopened)) == ["Camp", "before the FORD"]
    assert load_slot(reopened, "camp").slot == "Camp"
    assert reopened.last_played == "2025-01-01T00:00:03Z"


def test_delete_slot_to_bin_and_restore(campaigns):
    c = campaigns.create("Bin", PACK, ruleset="tiny")
    save_slot(c, "Keep me", state(1))
    save_slot(c, "Keep me", state(2))
    deleted = delete_slot(c, "keep me")
    assert list_slots(campaigns.open(c.id)) == []
    with pytest.raises(SaveMissing):
        load_slot(c, "Keep me")
    [entry] = deleted_slots(c)
    assert entry.name == "Keep me"
    save_slot(c, "Keep me", state(9))
    info = restore_slot(c, deleted)
    assert info.name == "Keep me (restored)"
    assert load_slot(c, info.name).game == state(2)
    assert load_backup(slot_backups(c, info.name)[0]).game == state(1)  # backups came back too
    assert deleted_slots(c) == []
    assert sorted(s.name for s in list_slots(campaigns.open(c.id))) == ["Keep me", "Keep me (restored)"]


def test_backups_rotate_and_a_damaged_slot_offers_the_newest_good_one(campaigns):
    c = campaigns.create("Backups", PACK, ruleset="tiny")
    for n in range(6):
        save_slot(c, "Slot", state(n))
    kept = slot_backups(c, "Slot")
    assert [load_backup(b).game["n"] for b in kept] == [4, 3, 2][:KEEP_BACKUPS]
    path = c.folder / "slots" / "slot.json"
    path.write_bytes(path.read_bytes().replace(b'"n": 5', b'"n": 6'))
    kept[0].path.write_bytes(b"{")  # the newest backup is broken too
    with pytest.raises(SaveDamaged) as caught:
        load_slot(c, "Slot")
    assert caught.value.backup == kept[1]
    document = restore_backup(c, "Slot", caught.value.backup)
    assert document.game == state(3)
    assert load_slot(c, "Slot").game == state(3)
    [damaged] = (c.folder / "damaged" / "slot").iterdir()
    assert b'"n": 6' in damaged.read_bytes()  # the damaged file is kept, not destroyed


def test_autosave(campaigns):
    c = campaigns.create("Auto", PACK, ruleset="tiny")
    assert not has_autosave(c)
    with pytest.raises(SaveMissing):
        load_autosave(c)
    for n in range(5):
        autosave(c, state(n))
    assert load_autosave(c).game == state(4)
    assert load_autosave(c).kind == "autosave"
    assert len(list((c.folder / "backups" / "autosave").iterdir())) == 2
    (c.folder / "autosave.json").write_bytes(b"")
    with pytest.raises(SaveMissing.__base__) as caught:
        load_autosave(c)
    assert load_backup(caught.value.backup).game == state(3)
    assert list_slots(c) == []  # the autosave is not a named slot


def test_damaged_campaign_file_falls_back_to_its_backup(campaigns):
    c = campaigns.create("Fragile", PACK, ruleset="tiny")
    save_slot(c, "Slot", state(1))
    (c.folder / "campaign.json").write_bytes(b"\0\0\0")
    assert campaigns.open(c.id).name == "Fragile"
    other = campaigns.create("Hopeless", PACK, ruleset="tiny")
    (other.folder / "campaign.json").write_bytes(b"")
    assert [x.name for x in campaigns.list()] == ["Fragile"]
    assert "campaign.json" in str(campaigns.problems[0])


def test_a_slot_written_but_not_indexed_is_found(campaigns):
    c = campaigns.create("Crash", PACK, ruleset="tiny")
    save_slot(c, "Indexed", state(1))
    index = (c.folder / "campaign.json").read_bytes()
    save_slot(c, "Written late", state(2))
    (c.folder / "campaign.json").write_bytes(index)  # as if killed before the index was updated
    reopened = campaigns.open(c.id)
    assert sorted(s.name for s in list_slots(reopened)) == ["Indexed", "Written late"]
    assert load_slot(reopened, "Written late").game == state(2)


def test_pack_checks():
    same = check_pack(PACK, PACK)
    assert same.ok and same.match is PackMatch.SAME
    changed = check_pack(PACK, PackIdentity("tiny-pack", "1.0.0", "sha256:" + "b" * 64))
    assert not changed.ok and "different cards" in changed.message
    newer = check_pack(PACK, PackIdentity("tiny-pack", "1.1.0", None))
    assert newer.match is PackMatch.OTHER_VERSION and "1.1.0" in newer.message
    other = check_pack(PACK, PackIdentity("another", "1.0.0", None))
    assert other.match is PackMatch.OTHER_PACK
    assert check_pack(PackIdentity("tiny-pack", "1.0.0", None), PACK).match is PackMatch.UNVERIFIED


def test_content_hash_follows_rules_content_only(tmp_path):
    pack = tmp_path / "p"
    (pack / "cards").mkdir(parents=True)
    (pack / "art").mkdir()
    (pack / "pack.toml").write_bytes(b'id = "p"\nversion = "1"\n')
    (pack / "cards" / "a.toml").write_bytes(b"[[card]]\nid = 'a'\n")
    first = content_hash(pack)
    (pack / "art" / "x.png").write_bytes(b"picture")
    (pack / "cards" / "a.toml").write_bytes(b"[[card]]\r\nid = 'a'\r\n")  # Windows line ends
    assert content_hash(pack) == first
    (pack / "cards" / "a.toml").write_bytes(b"[[card]]\nid = 'b'\n")
    assert content_hash(pack) != first
    os.rename(pack / "cards" / "a.toml", pack / "cards" / "b.toml")
    assert content_hash(pack) != first


def test_a_seat_played_by_a_bot_stays_a_bot_when_the_campaign_is_opened_again(campaigns):
    made = campaigns.create("Rivals", PACK, ruleset="tiny", seats=[Seat("Ann", "hero"), Seat("Bo", "sage", bot=True)])
    again = campaigns.open(made.id)
    assert [(s.name, s.bot) for s in again.seats] == [("Ann", False), ("Bo", True)]
    assert "bot" not in (made.folder / "campaign.json").read_text().split('"Ann"')[1].split("}")[0]


def test_a_campaign_written_with_a_seat_of_no_role_as_null_is_listed_and_opened(campaigns):
    """Builds before this one wrote a seat that plays no role (Cursed City's shared heroes) with role null, which
    the reader then refused: such campaigns were never listed, continued nor loaded."""
    import json

    from saves import checksum
    from saves.envelope import FORMAT

    made = campaigns.create("Lamps", PACK, ruleset="tiny", seats=[Seat("Ada", ""), Seat("Bram", "")])
    meta_file = made.folder / "campaign.json"
    payload = json.loads(meta_file.read_text(encoding="utf-8"))["payload"]
    for seat in payload["campaign"]["seats"]:
        seat["role"] = None  # as those builds wrote it, with its checksum (this build's writer refuses it)
    meta_file.write_text(json.dumps({"format": FORMAT, "checksum": checksum.tag(payload), "payload": payload}))
    assert [c.name for c in campaigns.list()] == ["Lamps"]
    assert [s.role for s in campaigns.open(made.id).seats] == ["", ""]


def test_a_save_its_own_reader_would_refuse_is_never_written_and_the_writer_says_what(campaigns):
    """The writer checks what it writes against the layout the reader checks: a seat of role null once went to
    disk unchecked and the campaign was then never listed again. Refused with the field named; nothing changes."""
    from saves import SaveWriteError
    from saves.slots import write_campaign

    made = campaigns.create("Lamps", PACK, ruleset="tiny", seats=[Seat("Ada", "")])
    save_slot(made, "Camp", state(1))
    meta_file = made.folder / "campaign.json"
    slot_file = made.folder / "slots" / "camp.json"
    before = meta_file.read_bytes(), slot_file.read_bytes()
    made.options = None  # what a ruleset with no setup options once handed over
    with pytest.raises(SaveWriteError, match=r"campaign\.json: was not written.*campaign/options"):
        write_campaign(made)
    with pytest.raises(SaveWriteError, match=r"camp\.json: was not written.*campaign/options"):
        save_slot(made, "Camp", state(2))
    with pytest.raises(SaveWriteError, match="autosave.json: was not written"):
        autosave(made, state(3))
    assert (meta_file.read_bytes(), slot_file.read_bytes()) == before
    assert not has_autosave(made)
    made.options = {}
    made.seats = [Seat("Ada", None)]  # type: ignore[arg-type]
    made.meta = lambda: {**Campaign.meta(made), "seats": [{"name": "Ada", "role": None}]}  # type: ignore[method-assign]
    with pytest.raises(SaveWriteError, match="campaign/seats/0/role"):
        write_campaign(made)
    assert [c.name for c in campaigns.list()] == ["Lamps"]
    assert load_slot(campaigns.open(made.id), "Camp").game == state(1)
