"""A writer killed at random moments while saving: the slot then always loads, the old or the new state."""
from __future__ import annotations

import os
import random
import signal
import time

import pytest

from saves import Campaigns, autosave, load_autosave, load_backup, load_slot, save_slot, slot_backups
from saves.folders import user_folders

KILLS = 150

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to kill a writer cheaply")


def state(n: int) -> dict:
    # sizes vary so that kills land in every phase of a write, small and large
    return {"state_format": 1, "ruleset": "tiny", "n": n, "blob": ["x" * 64] * (50 + (n * 37) % 900)}


def _write_forever(folder, campaign_id: str, start: int, announce: int) -> None:
    campaign = Campaigns(user_folders(folder)).open(campaign_id)
    n = start
    while True:
        os.write(announce, f"{n}\n".encode())  # n is about to be written; n-1 is complete
        save_slot(campaign, "Slot", state(n))
        autosave(campaign, state(n))
        n += 1


def _announced(read_end: int) -> list[int]:
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    return [int(line) for line in b"".join(chunks).split()]


def test_killed_writer_leaves_old_or_new_state(tmp_path):
    folder = tmp_path / "user"
    campaigns = Campaigns(user_folders(folder))
    campaign = campaigns.create("Crashy", __import__("saves").PackIdentity("p", "1", None), ruleset="tiny")
    save_slot(campaign, "Slot", state(0))
    autosave(campaign, state(0))
    chooser = random.Random(5)
    current = auto_before = 0
    deadline = time.monotonic() + 60
    for _ in range(KILLS):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the writer: never returns into pytest
            try:
                os.close(read_end)
                _write_forever(folder, campaign.id, current + 1, write_end)
            finally:
                os._exit(0)
        os.close(write_end)
        time.sleep(chooser.uniform(0, 0.05))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        announced = _announced(read_end)
        os.close(read_end)
        allowed = {current} if not announced else {announced[-1], announced[-1] - 1}

        reopened = campaigns.open(campaign.id)
        loaded = load_slot(reopened, "Slot").game["n"]
        assert loaded in allowed, (loaded, announced[-3:], current)
        assert load_slot(reopened, "Slot").game == state(loaded)
        auto = load_autosave(reopened).game["n"]
        # the autosave is written after the slot: the last complete one, or the one in progress
        allowed_auto = {announced[-1], announced[-1] - 1} if len(announced) > 1 else {auto_before} | set(announced)
        assert auto in allowed_auto, (auto, announced[-3:], auto_before)
        for backup in slot_backups(reopened, "Slot"):
            # a kill between backing up the slot and replacing it leaves a backup equal to it
            assert load_backup(backup).game["n"] <= loaded or loaded == current
        current, auto_before = loaded, auto
        assert time.monotonic() < deadline, "the kill test is far slower than it should be"
    # the writers did get work done between kills (how much depends on the machine's load)
    assert current > 0
