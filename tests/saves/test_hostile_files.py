"""Hostile packs and files (issue 18, section 2): the pack hash reads only what the loader reads, imports
agree with slot limits, slot names Windows or a newline would trip on are refused, only regular files
are read, and kills during a delete or a write leave nothing misleading behind."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading

import pytest

from engine.core.serial import game_to_plain
from saves import (
    Campaigns, SaveGarbled, SaveSchemaError, SaveTooLarge, content_hash, delete_slot, deleted_slots,
    list_slots, load_slot, save_slot,
)
from saves import envelope
from saves import atomic
from saves.atomic import TEMP_SUFFIX
from saves.checksum import tag
from saves.folders import user_folders

from .kits import play, tiny_kit

posix_only = pytest.mark.skipif(os.name != "posix", reason="needs FIFOs and links of a POSIX system")


def _pack(tmp_path):
    pack = tmp_path / "p"
    (pack / "cards").mkdir(parents=True)
    (pack / "pack.toml").write_bytes(b'id = "p"\nversion = "1"\n')
    (pack / "cards" / "a.toml").write_bytes(b"[[card]]\nid = 'a'\n")
    return pack


def test_the_pack_hash_skips_folders_the_loader_does_not_read(tmp_path):
    pack = _pack(tmp_path)
    first = content_hash(pack)
    (pack / "cards" / "deeper").mkdir()
    (pack / "cards" / "deeper" / "x.toml").write_bytes(b"[[card]]\nid = 'x'\n")
    assert content_hash(pack) == first


@posix_only
def test_the_pack_hash_follows_no_link_out_of_the_pack_and_reads_nothing_special(tmp_path):
    pack = _pack(tmp_path)
    first = content_hash(pack)
    outside = tmp_path / "huge.toml"
    outside.write_bytes(b"x = 1\n")
    (pack / "cards" / "huge.toml").symlink_to(outside)
    linked = content_hash(pack)
    assert linked != first  # the link is there, and the loader would refuse it...
    outside.write_bytes(b"x = 2\n" * 1000)
    assert content_hash(pack) == linked  # ...but what it points to is never read
    (pack / "cards" / "huge.toml").unlink()
    (pack / "cards" / "mem.toml").symlink_to("/proc/self/mem")
    content_hash(pack)  # no OSError
    (pack / "cards" / "mem.toml").unlink()
    os.mkfifo(pack / "cards" / "pipe.toml")
    assert _finishes(lambda: content_hash(pack))


def _finishes(work, seconds: float = 10) -> bool:
    """Run `work` in a thread; True when it ended in time (a hang is a failure, not a frozen suite)."""
    done = threading.Event()

    def run():
        try:
            work()
        finally:
            done.set()

    threading.Thread(target=run, daemon=True).start()
    return done.wait(seconds)


@pytest.fixture
def campaign(data_dir):
    kit = tiny_kit()
    campaign = Campaigns().create("Hostile files", kit.pack, ruleset=kit.ruleset.id)
    game = kit.new_game(2)
    play(game, random.Random(2), 5)
    save_slot(campaign, "First", game_to_plain(game))
    return campaign


@posix_only
def test_a_fifo_in_place_of_a_slot_is_refused_not_waited_on(campaign):
    path = campaign.folder / "slots" / "first.json"
    path.unlink()
    os.mkfifo(path)
    caught = []

    def load():
        try:
            load_slot(campaign, "First")
        except SaveGarbled as error:
            caught.append(error)

    assert _finishes(load)
    assert caught and "not a regular file" in str(caught[0])


def _export(campaign, tmp_path, edit=None):
    target = Campaigns().export(campaign, tmp_path / "out.fogbound")
    if edit is not None:
        payload = json.loads(target.read_bytes())["payload"]
        edit(payload)
        target.write_bytes(json.dumps({"format": envelope.FORMAT, "checksum": tag(payload), "payload": payload}).encode())
    return target


@pytest.mark.parametrize("file", ["first\n", "con", "CON", "nul", "com1", "lpt9", "aux.json"])
def test_an_import_refuses_slot_files_windows_or_a_newline_would_trip_on(campaign, tmp_path, file):
    target = _export(campaign, tmp_path, lambda payload: payload["slots"][0].update(file=file))
    there = Campaigns(user_folders(tmp_path / "guest"))
    with pytest.raises(SaveSchemaError, match="slots/0/file"):
        there.import_file(target)
    assert there.list() == []


def test_a_save_named_like_a_device_gets_a_file_windows_allows(campaign):
    info = save_slot(campaign, "Con", json.loads(json.dumps(load_slot(campaign, "First").game)))
    assert info.file == "con-save"
    assert load_slot(campaign, "Con").slot == "Con"


def test_an_import_refuses_a_save_larger_than_a_slot_may_be(campaign, tmp_path, monkeypatch):
    target = _export(campaign, tmp_path)
    there = Campaigns(user_folders(tmp_path / "guest"))
    monkeypatch.setattr(envelope, "MAX_BYTES", 1000)  # a save file this size would never open
    with pytest.raises(SaveTooLarge, match="the save 'First' inside"):
        there.import_file(target)
    assert there.list() == []


def test_a_delete_killed_midway_lists_no_empty_deleted_save(campaign, monkeypatch):
    def killed(source, target):
        raise SystemExit("killed")

    with monkeypatch.context() as patched:
        patched.setattr("saves.slots._move", killed)
        with pytest.raises(SystemExit):
            delete_slot(campaign, "First")
    reopened = Campaigns().open(campaign.id)
    assert deleted_slots(reopened) == []
    assert [s.name for s in list_slots(reopened)] == ["First"]
    load_slot(reopened, "First")


def test_temp_files_of_killed_writers_are_swept_at_once_and_a_live_writers_kept(campaign):
    slots = campaign.folder / "slots"
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    left = slots / f".first.json.{int(dead.stdout)}-0badf00d{TEMP_SUFFIX}"
    live = slots / f".first.json.{os.getppid()}-0c0ffee0{TEMP_SUFFIX}"
    ours = slots / f".first.json.{os.getpid()}-0abcdef0{TEMP_SUFFIX}"
    for temp in (left, live, ours):
        temp.write_bytes(b"{")
    Campaigns().open(campaign.id)
    assert not left.exists()
    assert live.exists() and ours.exists()
    left.write_bytes(b"{")
    save_slot(campaign, "First", load_slot(campaign, "First").game)
    assert not left.exists() and live.exists()


class _Kernel32:
    """Windows' process calls, played by a table of the processes that exist and their exit codes."""

    def __init__(self, processes: dict[int, int]):
        self.processes, self.error, self.closed = processes, 0, []

    def OpenProcess(self, access, inherit, pid):
        if pid not in self.processes:
            self.error = 87
            return 0
        return 1000 + pid

    def GetExitCodeProcess(self, handle, code):
        code._obj.value = self.processes[handle - 1000]
        return 1

    def CloseHandle(self, handle):
        self.closed.append(handle)


def test_on_windows_a_writer_is_gone_when_the_kernel_knows_no_such_process_or_it_exited():
    kernel = _Kernel32({10: 259, 11: 0})           # 10 still active, 11 exited
    ask = lambda pid: atomic._gone_on_windows(pid, kernel, lambda: kernel.error)  # noqa: E731
    assert ask(12) and ask(11) and not ask(10)
    assert kernel.closed == [1011, 1010]           # every handle opened is closed
    # access denied: cannot tell, so the file is kept
    assert not atomic._gone_on_windows(12, type("Denied", (), {"OpenProcess": lambda *a: 0})(), lambda: 5)


def test_a_hand_placed_slot_file_with_a_name_windows_reserves_is_not_taken_in(campaign):
    slots = campaign.folder / "slots"
    (slots / "CON.json").write_bytes((slots / "first.json").read_bytes())
    reopened = Campaigns().open(campaign.id)
    assert [s.file for s in list_slots(reopened)] == ["first"]
    save_slot(reopened, "Second", load_slot(reopened, "First").game)
    assert sorted(s.name for s in list_slots(Campaigns().open(campaign.id))) == ["First", "Second"]
