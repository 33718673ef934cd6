"""Opt-in smoke test: build the Linux bundle, start it with --self-test, check size and where it wrote.

Slow (a full PyInstaller build), so skipped unless FOGBOUND_PACKAGING_TESTS=1.
"""
from __future__ import annotations

import os
import tarfile

import pytest

from tests.packaging.recipes import load

pytestmark = pytest.mark.skipif(
    os.environ.get("FOGBOUND_PACKAGING_TESTS") != "1",
    reason="builds the installer bundle (slow); set FOGBOUND_PACKAGING_TESTS=1 to run",
)

LIMIT_MB = 150


def snapshot(folder):
    """Every path below `folder` with its size and modification time."""
    seen = {}
    for dirpath, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = os.path.join(dirpath, name)
            info = os.lstat(path)
            seen[os.path.relpath(path, folder)] = (info.st_size, info.st_mtime_ns)
    return seen


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("bundle-out")
    return load("linux_bundle").build(out, tarball=True)


def test_bundle_is_within_size_budget(built):
    megabytes = load("linux_bundle").unpacked_bytes(built) / 2**20
    assert megabytes <= LIMIT_MB, f"the Linux bundle is {megabytes:.1f} MB unpacked, over {LIMIT_MB} MB"


def test_tarball_holds_an_appdir_with_desktop_file_and_icons(built):
    tarball = built.parent / f"{built.name}.tar.gz"
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    top = built.name
    for member in ("AppRun", "fogbound.desktop", "fogbound.png", "install-menu-entry", "usr/lib/fogbound/fogbound"):
        assert f"{top}/{member}" in names
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert f"{top}/usr/share/icons/hicolor/{size}x{size}/apps/fogbound.png" in names
    assert any(name.startswith(f"{top}/usr/lib/fogbound/_internal/assets") for name in names)


def test_bundle_keeps_only_the_qt_it_needs(built):
    internal = built / "usr/lib/fogbound/_internal"
    libraries = {p.name for p in internal.rglob("libQt6*.so*")}
    for unwanted in ("Qml", "Quick", "Network", "Pdf", "Sql", "WebEngineCore", "Multimedia", "OpenGL"):
        assert f"libQt6{unwanted}.so.6" not in libraries
    platforms = {p.name for p in (internal / "PySide6/Qt/plugins/platforms").iterdir()}
    assert platforms == {"libqxcb.so", "libqoffscreen.so", "libqwayland.so"}
    assert not list(internal.rglob("hypothesis")) and not list(internal.rglob("pytest*"))


def test_self_test_exits_zero_and_writes_only_to_its_data_dir(built, tmp_path):
    home, xdg, scratch, cwd = (tmp_path / name for name in ("home", "xdg", "tmp", "cwd"))
    for folder in (home, xdg, scratch, cwd):
        folder.mkdir()
    data_dir = tmp_path / "userdata"
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("FOGBOUND_", "XDG_")) and key not in {"HOME", "TMPDIR"}}
    env.update(HOME=str(home), TMPDIR=str(scratch), QT_QPA_PLATFORM="offscreen",
               XDG_DATA_HOME=str(xdg / "data"), XDG_CONFIG_HOME=str(xdg / "config"),
               XDG_CACHE_HOME=str(xdg / "cache"), XDG_STATE_HOME=str(xdg / "state"))
    before = snapshot(built)

    done = load("linux_bundle").start(built, ["--self-test", "--data-dir", str(data_dir)], env=env, cwd=cwd)

    assert done.returncode == 0, f"--self-test exited {done.returncode}\n{done.stdout}\n{done.stderr}"
    assert snapshot(built) == before, "the program wrote into its own bundle"
    for folder in (home, scratch, cwd):
        assert not snapshot(folder), f"the program wrote outside its data dir: {sorted(snapshot(folder))}"
    # fontconfig (a system library, not Fogbound) may leave its font cache in XDG_CACHE_HOME
    fontconfig = os.path.join("cache", "fontconfig")
    outside = [path for path in snapshot(xdg) if path not in {"cache", fontconfig}
               and not path.startswith(fontconfig + os.sep)]
    assert not outside, f"the program wrote outside its data dir: {outside}"
