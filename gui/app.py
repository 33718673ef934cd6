"""Fogbound's desktop entry point (`fogbound`)."""
from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="fogbound", description="Fogbound, a cooperative card-exploration tabletop.")
    parser.add_argument("--data-dir", help="keep saves, cache and settings in this folder (portable installs, tests)")
    parser.add_argument("--self-test", action="store_true", help="open a game on the bundled pack, take one action, exit")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Fogbound")
    window = QMainWindow()
    window.setWindowTitle("Fogbound")
    label = QLabel("Fogbound — the table is being built. The engine runs under the tests for now.")
    label.setMargin(40)
    window.setCentralWidget(label)
    window.resize(900, 600)
    window.show()
    if args.self_test:
        return 0
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
