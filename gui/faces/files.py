"""A file written under a temporary name beside its place, then put there whole: a reader (or another thread
writing the same file) never sees half of it, and a failed write leaves nothing behind."""
from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def replacing(path: Path, prefix: str, suffix: str) -> Iterator[str]:
    """The temporary file's name to write: it takes `path`'s place once the body ends, and is removed if it fails."""
    fd, temp = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=path.parent)
    os.close(fd)
    try:
        yield temp
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
