"""Reading a pack's files as untrusted input: nothing outside the pack folder, bounded sizes, TOML only."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path, PurePosixPath, PureWindowsPath

from engine.content.problems import Problem

MAX_TOML_BYTES = 2 * 1024 * 1024
_LINE = re.compile(r"at line (\d+)")
_CARD_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*card[ \t]*\]\]", re.MULTILINE)


def inside(root: Path, path: Path) -> bool:
    """True when `path`, symlinks followed, stays within `root` (already resolved)."""
    try:
        return path.resolve().is_relative_to(root)
    except (OSError, RuntimeError):  # RuntimeError: symlink loop
        return False


def relative_path_problem(text: str) -> str | None:
    """Why a path written in a pack file is refused, or None when it is a plain relative path."""
    if "\\" in text:
        return "use / between folder names, not \\"
    if PurePosixPath(text).is_absolute() or PureWindowsPath(text).drive or PureWindowsPath(text).root:
        return "must be a path relative to the pack, not an absolute path"
    if any(part == ".." for part in PurePosixPath(text).parts):
        return "may not climb out of its folder with '..'"
    if "\0" in text:
        return "contains a NUL character"
    return None


class TomlFile:
    """One TOML file of the pack: its name (relative to the pack), raw bytes and parsed tables."""

    def __init__(self, name: str, raw: bytes, data: dict):
        self.name = name
        self.raw = raw
        self.data = data
        self._card_lines: list[int] | None = None

    def card_line(self, index: int) -> int | None:
        """The line of the index-th `[[card]]` header, so problems can point at it."""
        if self._card_lines is None:
            text = self.raw.decode("utf-8", errors="replace")
            self._card_lines = [text.count("\n", 0, m.start()) + 1 for m in _CARD_HEADER.finditer(text)]
        if index < len(self._card_lines):
            return self._card_lines[index]
        return None


def read_toml(root: Path, name: str, problems: list[Problem]) -> TomlFile | None:
    """Parse `root/name`, or add a problem and return None (missing, escaping, too big, bad syntax)."""
    path = root / name
    if path.is_symlink() and not inside(root, path):
        problems.append(Problem(name, None, None, "is a link to a file outside the pack folder; refused"))
        return None
    if not path.is_file():
        problems.append(Problem(name, None, None, "file is missing"))
        return None
    if not inside(root, path):
        problems.append(Problem(name, None, None, "lies outside the pack folder; refused"))
        return None
    try:
        size = path.stat().st_size
        if size > MAX_TOML_BYTES:
            problems.append(Problem(name, None, None, f"is {size // 1024} KB; a card file may be at most "
                                                      f"{MAX_TOML_BYTES // 1024} KB"))
            return None
        raw = path.read_bytes()
    except OSError as error:
        problems.append(Problem(name, None, None, f"cannot be read: {error.strerror or error}"))
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        problems.append(Problem(name, None, None, "is not UTF-8 text (save it as UTF-8)", line))
        return None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        match = _LINE.search(str(error))
        line = int(match.group(1)) if match else None
        problems.append(Problem(name, None, None, f"TOML syntax error: {error}", line))
        return None
    except RecursionError:
        problems.append(Problem(name, None, None, "TOML nesting is too deep"))
        return None
    return TomlFile(name, raw, data)
