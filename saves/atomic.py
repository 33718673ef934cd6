"""Atomic file writes: a reader (or a crash) only ever sees the old file or the complete new one."""
from __future__ import annotations

import contextlib
import ctypes
import os
import re
import secrets
import time
from pathlib import Path
from typing import Callable

from .errors import SaveWriteError

TEMP_SUFFIX = ".tmp"
# a temp file this old cannot belong to a write still running (writes take milliseconds); younger
# ones are swept at once when the process that wrote them (named in the file) is gone
_STALE_SECONDS = 600
_TEMP = re.compile(r"\..+\.(\d+)-[0-9a-f]{8}" + re.escape(TEMP_SUFFIX) + r"\Z", re.DOTALL)


def fsync_dir(folder: Path) -> None:
    """Make a rename inside `folder` durable; some systems (Windows) cannot open folders, and need not."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes, on_ready: Callable[[], None] | None = None) -> None:
    """Replace `path` by `data` atomically: temp file in the same folder, flush + fsync, rename.

    `on_ready` runs once the new content is safely on disk and before it takes the file's place
    (the slot layer keeps a backup of the old file there). Raises SaveWriteError; on failure the
    old file is untouched and the temp file is removed.
    """
    path = Path(path)
    folder = path.parent
    temp = folder / f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(temp, "xb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if on_ready is not None:
            on_ready()
        os.replace(temp, path)
    except OSError as error:
        try:
            temp.unlink()
        except OSError:
            pass
        raise SaveWriteError(f"could not be written ({error.strerror or error})", path) from error
    fsync_dir(folder)
    sweep_temps(folder)


def sweep_temps(folder: Path) -> None:
    """Remove the temp files in `folder` left by killed writers: at once when the writing process is
    gone (on POSIX and Windows alike), else once surely abandoned. A temp file of a live process (this one included) is kept."""
    limit = time.time() - _STALE_SECONDS
    try:
        names = [n for n in os.listdir(folder) if n.startswith(".") and n.endswith(TEMP_SUFFIX)]
    except OSError:
        return
    for name in names:
        stale = Path(folder) / name
        match = _TEMP.match(name)
        try:
            if (match and _gone(int(match.group(1)))) or stale.lstat().st_mtime < limit:
                stale.unlink()
        except OSError:
            pass


def running(pid: int) -> bool:
    """Whether a process with this id runs now (this one included; one we cannot tell about counts as running)."""
    return not _gone(pid)


def _gone(pid: int) -> bool:
    """Whether no process has this id now (a live one, or one we cannot tell, keeps its temp file)."""
    if pid == os.getpid():
        return False
    if os.name == "nt":
        return _gone_on_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (OSError, OverflowError):
        return False
    return False


_QUERY_LIMITED_INFORMATION = 0x1000
_NO_SUCH_PROCESS = 87          # ERROR_INVALID_PARAMETER: OpenProcess knows no process by this id
_STILL_ACTIVE = 259


def _gone_on_windows(pid: int, kernel32=None, last_error=None) -> bool:
    """Windows has no signal 0 (os.kill sends Ctrl-C there): ask the kernel whether the process exists
    and has not exited. The kernel calls can be replaced for tests on other systems."""
    if kernel32 is None:
        try:
            kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        except (AttributeError, OSError):
            return False
        last_error = ctypes.get_last_error
    try:
        handle = kernel32.OpenProcess(_QUERY_LIMITED_INFORMATION, False, pid)
        if not handle:
            return last_error() == _NO_SUCH_PROCESS
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return False
            return code.value != _STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    except (OSError, OverflowError, ctypes.ArgumentError):
        return False


@contextlib.contextmanager
def disk(what: str, path: Path | None = None):
    """Turn an OSError of a file or folder operation into a SaveWriteError naming what was being done."""
    try:
        yield
    except OSError as error:
        raise SaveWriteError(f"could not {what} ({error.strerror or error})", path) from error
