"""Opening a campaign's game: pack lookup, slot or autosave, damaged saves offered their newest good backup.

Every problem ends in a message naming it; none reaches the player as a traceback.
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QMessageBox

import saves
from engine.content.loader import list_packs, load_pack
from engine.content.problems import PackError
from gui.last_play import AUTOSAVE
from gui.session import described

_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="open")


class OpenProblem(Exception):
    """A game that cannot be opened; str() is the sentence to show."""


def off_thread(function, *args):
    """Run `function` in a worker while the window keeps repainting; return its result or raise its error."""
    future = _pool.submit(function, *args)
    loop = QEventLoop()
    timer = QTimer(interval=15)
    timer.timeout.connect(lambda: future.done() and loop.quit())
    timer.start()
    if not future.done():
        loop.exec()
    timer.stop()
    return future.result()


def find_pack(pack_id: str, packs_folder=None):
    for summary in list_packs(packs_folder):
        if summary.id == pack_id and not summary.error:
            try:
                return load_pack(summary.folder)
            except PackError as error:
                raise OpenProblem(f"The pack '{pack_id}' has problems: {error}") from error
    raise OpenProblem(f"The pack '{pack_id}' this campaign was played with is not installed.")


def identity(pack) -> saves.PackIdentity:
    return saves.PackIdentity(pack.id, pack.version, saves.content_hash(pack.folder))


def read_save(parent, campaign, source: str):
    """The SaveDocument of a slot name or AUTOSAVE; offers the newest good backup when the file is damaged."""
    try:
        if source == AUTOSAVE:
            return saves.load_autosave(campaign)
        return saves.load_slot(campaign, source)
    except saves.SaveError as error:
        backup = getattr(error, "backup", None)
        if backup is None:
            raise OpenProblem(f"{_named(source)} cannot be opened: {error}.") from error
        return _take_backup(parent, campaign, source, backup, "A damaged save", f"cannot be opened: {error}", "is intact")


def _named(source: str) -> str:
    return "The autosave" if source == AUTOSAVE else f"The save '{source}'"


def _take_backup(parent, campaign, source: str, backup, title: str, problem: str, state: str):
    """Ask to open `backup` instead of a save that `problem` describes; its document, or OpenProblem."""
    what = _named(source)
    answer = QMessageBox.question(
        parent, title,
        f"{what} {problem}.\n\nAn older copy of it (backup {backup.number}) {state}. "
        "Open that copy instead? Play made after it is lost.",
        QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel)
    if answer != QMessageBox.StandardButton.Open:
        raise OpenProblem(f"{what} was not opened.")
    try:
        if source == AUTOSAVE:
            return saves.load_backup(backup)
        return saves.restore_backup(campaign, source, backup)
    except saves.SaveError as error:
        raise OpenProblem(f"The backup cannot be opened either: {error}.") from error


def open_game(parent, campaign, source: str, packs_folder=None):
    """(game, pack) of a campaign's slot or autosave; raises OpenProblem with a readable sentence.

    A save made with another version (or content) of the campaign's pack is opened once the players agree,
    and the campaign then records the pack at hand: they are not asked again for that pack.

    A save that loads but cannot be played on with this pack (a state that does not fit, cards
    the pack lacks, another pack) is refused, and the newest backup that can be is offered.
    """
    pack = off_thread(find_pack, campaign.pack.id, packs_folder)
    document = read_save(parent, campaign, source)
    current = identity(pack)
    check = document.check_pack(current)
    # asked once: a campaign the players went on with this pack records it (its next saves name it too)
    if check.match != saves.PackMatch.OTHER_PACK and not check.ok and campaign.pack != current:
        answer = QMessageBox.question(parent, "The pack has changed",
                                      check.said(pack.title) + "\n\nOpen the game anyway?")
        if answer != QMessageBox.StandardButton.Yes:
            return _declined()
    try:
        if check.match == saves.PackMatch.OTHER_PACK:
            raise OpenProblem(check.message)
        game = _restored(document, pack)
    except OpenProblem as problem:
        game = offer_backup(parent, campaign, source, pack, str(problem).rstrip("."), current)
        if game is None:
            raise
    campaign.pack = current     # written with the campaign when its session begins
    return game, pack


def _declined():
    raise OpenProblem("The game was not opened.")


def _restored(document, pack):
    """The game of a document, or OpenProblem saying why it cannot be played on."""
    try:
        # a pack changed since the save may hold cards the game never had: their pieces are missing, rightly
        changed = not document.check_pack(identity(pack)).ok
        return saves.restore_game(document, pack.cards, pack_changed=changed)
    except saves.SaveError as error:
        raise OpenProblem(f"This save cannot be used: {error}.") from error
    except Exception as error:  # noqa: BLE001 - a save is untrusted: an unforeseen failure is one more refusal
        raise OpenProblem(f"This save cannot be used: {described(error)}.") from error


def fitting_backup(campaign, source: str, pack, current=None):
    """The newest backup of a slot or the autosave that loads, names this pack and restores; None if none."""
    current = current or identity(pack)
    kept = saves.autosave_backups(campaign) if source == AUTOSAVE else saves.slot_backups(campaign, source)
    for backup in kept:
        try:
            document = saves.load_backup(backup)
            if document.check_pack(current).match != saves.PackMatch.OTHER_PACK:
                _restored(document, pack)
                return backup
        except (saves.SaveError, OpenProblem):
            continue
    return None


def offer_backup(parent, campaign, source: str, pack, why: str, current=None):
    """Offer the newest backup that can be played when a save cannot be: its game, or None when there
    is none or the player declines. `why` says what is wrong with the save."""
    try:
        backup = fitting_backup(campaign, source, pack, current)
    except saves.SaveError:
        return None
    if backup is None:
        return None
    document = _take_backup(parent, campaign, source, backup, "A save that cannot be played",
                            f"cannot be played: {why}", "can be")
    return _restored(document, pack)
