"""The new-game wizard: pack, curse(s), difficulty and campaign name; then 1–4 players and their characters."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
                               QListWidget, QListWidgetItem, QPushButton, QRadioButton, QSpinBox, QStackedWidget,
                               QTextBrowser, QVBoxLayout, QWidget)

from engine.content.loader import list_packs, load_pack
from engine.content.problems import PackError
from engine.rulesets import ruleset
from gui.panels.card_faces import Faces

MODES = (("easy", "&Easy", "More forgiving: a gentler start for a first crossing"),
         ("normal", "&Normal", "The adventure as written"),
         ("hardcore", "&Hardcore", "Harsher: for groups who know the land"))
DEFAULT_NAMES = ("Ada", "Bram", "Cass", "Dov")


class _Loaded(QObject):
    done = Signal(object, str)  # pack or None, error


class NewGameWizard(QWidget):
    """Emits `start(config)` with: pack, curses, mode, name, seats [(player name, character id)]."""

    start = Signal(dict)
    cancelled = Signal()

    def __init__(self, face_cache, parent=None, packs_folder=None, free_name=None):
        super().__init__(parent)
        self.free_name = free_name or (lambda name: name)  # a name no campaign has yet
        self.setAccessibleName("New game")
        self.face_cache = face_cache
        self.packs_folder = packs_folder
        self.pack = None
        self.faces = None
        self._loader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pack")
        self._loaded = _Loaded()
        self._loaded.done.connect(self._pack_loaded, Qt.ConnectionType.QueuedConnection)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._adventure_page())
        self.pages.addWidget(self._players_page())
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c2453d")
        self.back_button = QPushButton("&Back")
        self.back_button.clicked.connect(self._back)
        self.next_button = QPushButton("&Next")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self._next)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.cancelled)
        row = QHBoxLayout()
        row.addWidget(cancel)
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addWidget(self.next_button)
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.addWidget(self.heading)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.problem)
        layout.addLayout(row)
        self._go(0)
        self._fill_packs()

    # -- page 1 -----------------------------------------------------------------------------
    def _adventure_page(self) -> QWidget:
        page = QWidget()
        self.pack_box = QComboBox()
        self.pack_box.setAccessibleName("Content pack")
        self.pack_box.currentIndexChanged.connect(self._pick_pack)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.curses = QListWidget()
        self.curses.setAccessibleName("Curses")
        self.curses.setToolTip("Tick the curse(s) to lift in this game")
        self.curses.setMaximumHeight(110)
        self.mode_group = QButtonGroup(self)
        modes = QHBoxLayout()
        for key, text, tip in MODES:
            radio = QRadioButton(text)
            radio.setToolTip(tip)
            radio.setProperty("mode", key)
            radio.setChecked(key == "normal")
            self.mode_group.addButton(radio)
            modes.addWidget(radio)
        modes.addStretch(1)
        self.campaign_name = QLineEdit()
        self.campaign_name.setAccessibleName("Campaign name")
        self.campaign_name.setPlaceholderText("A name for this campaign")
        outer = QVBoxLayout(page)
        holder = QWidget()
        holder.setMaximumWidth(900)
        form = QFormLayout(holder)
        outer.addWidget(holder)
        outer.addStretch(1)
        form.addRow("&Pack:", self.pack_box)
        form.addRow("", self.description)
        form.addRow("C&urse:", self.curses)
        form.addRow("Difficulty:", modes)
        form.addRow("C&ampaign name:", self.campaign_name)
        return page

    def _fill_packs(self) -> None:
        for summary in list_packs(self.packs_folder):
            label = f"{summary.title} {summary.version}" if not summary.error else f"{summary.folder.name} (unreadable)"
            self.pack_box.addItem(label, summary)

    def _pick_pack(self, index: int) -> None:
        summary = self.pack_box.itemData(index)
        self.pack = None
        self.curses.clear()
        if summary is None:
            return
        if summary.error:
            self.description.setText(f"This pack cannot be read: {summary.error}")
            return
        self.description.setText("Reading the pack…")
        self.next_button.setEnabled(False)
        self._loader.submit(self._load, summary.folder)

    def _load(self, folder) -> None:
        try:
            self._loaded.done.emit(load_pack(folder), "")
        except PackError as error:
            self._loaded.done.emit(None, str(error))
        except Exception as error:  # noqa: BLE001 - any failure is shown, never a traceback
            self._loaded.done.emit(None, f"{type(error).__name__}: {error}")

    def _pack_loaded(self, pack, error: str) -> None:
        self.next_button.setEnabled(True)
        if pack is None:
            self.description.setText(f"This pack cannot be used: {error}")
            return
        self.pack = pack
        if self.faces is not None:
            self.faces.shutdown()
        self.faces = Faces(pack, self.face_cache, self)
        self.faces.ready.connect(lambda _id: self._show_character())
        self.description.setText(pack.description or pack.title)
        scenarios = next((o.choices for o in ruleset(pack.ruleset).setup_options(pack) if o.key == "curses"), ())
        for n, curse in enumerate(scenarios):
            item = QListWidgetItem(curse.label)
            item.setData(Qt.ItemDataRole.UserRole, curse.key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if n == 0 else Qt.CheckState.Unchecked)
            self.curses.addItem(item)
        if not self.campaign_name.text():
            base = f"{pack.title} — {scenarios[0].label}" if scenarios else pack.title
            self.campaign_name.setText(self.free_name(base))
        self._fill_characters()

    # -- page 2 -----------------------------------------------------------------------------
    def _players_page(self) -> QWidget:
        page = QWidget()
        self.count = QSpinBox()
        self.count.setRange(1, 4)
        self.count.setValue(2)
        self.count.setAccessibleName("Number of players")
        self.count.valueChanged.connect(self._show_rows)
        grid = QGridLayout()
        grid.addWidget(QLabel("Players:"), 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.names: list[QLineEdit] = []
        self.characters: list[QComboBox] = []
        for n in range(4):
            name = QLineEdit(DEFAULT_NAMES[n])
            name.setAccessibleName(f"Name of player {n + 1}")
            character = QComboBox()
            character.setAccessibleName(f"Character of player {n + 1}")
            character.currentIndexChanged.connect(lambda _i, n=n: self._focus_row(n))
            name.textEdited.connect(lambda _t, n=n: self._focus_row(n))
            grid.addWidget(QLabel(f"Player {n + 1}"), n + 1, 0)
            grid.addWidget(name, n + 1, 1)
            grid.addWidget(character, n + 1, 2)
            self.names.append(name)
            self.characters.append(character)
        grid.setColumnStretch(2, 1)
        left = QVBoxLayout()
        left.addLayout(grid)
        left.addStretch(1)
        self.portrait = QLabel()
        self.portrait.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.portrait.setMinimumWidth(270)
        self.story = QTextBrowser()
        self.story.setAccessibleName("Character story")
        self.story.setMinimumWidth(260)
        self.story.setMaximumWidth(520)
        right = QHBoxLayout()
        right.addWidget(self.portrait)
        right.addWidget(self.story, 1)
        layout = QHBoxLayout(page)
        layout.addLayout(left, 1)
        layout.addLayout(right, 2)
        self._row = 0
        return page

    def _fill_characters(self) -> None:
        cards = sorted((c for c in self.pack.cards.values() if c.type == "character"), key=lambda c: c.title)
        for n, box in enumerate(self.characters):
            box.blockSignals(True)
            box.clear()
            for card in cards:
                box.addItem(card.title, card.id)
            box.setCurrentIndex(n % max(1, len(cards)))
            box.blockSignals(False)
        self.count.setMaximum(min(4, len(cards), self.pack.players[1]) or 1)
        self.count.setMinimum(max(1, self.pack.players[0]))
        self._show_rows()

    def _show_rows(self) -> None:
        for n in range(4):
            visible = n < self.count.value()
            self.names[n].setEnabled(visible)
            self.characters[n].setEnabled(visible)
        self._show_character()

    def _focus_row(self, n: int) -> None:
        self._row = n
        self._show_character()

    def _show_character(self) -> None:
        if self.pack is None:
            return
        card_id = self.characters[self._row].currentData()
        if card_id is None:
            return
        card = self.pack.cards[card_id]
        self.portrait.setPixmap(self.faces.pixmap(card_id, 260))
        self.portrait.setAccessibleName(f"Portrait of {card.title}")
        self.story.setHtml(f"<h3>{card.title}</h3><p>{card.get('text', '')}</p>")

    # -- moving between pages -----------------------------------------------------------------
    def _go(self, page: int) -> None:
        self.pages.setCurrentIndex(page)
        self.problem.clear()
        self.heading.setText(("1. The adventure", "2. The players")[page])
        self.back_button.setEnabled(page > 0)
        self.next_button.setText("&Start the game" if page == 1 else "&Next")
        if page == 1:
            self._show_character()

    def _back(self) -> None:
        self._go(0)

    def _next(self) -> None:
        problem = self.check(self.pages.currentIndex())
        if problem:
            self.problem.setText(problem)
            return
        if self.pages.currentIndex() == 0:
            self._go(1)
        else:
            self.start.emit(self.config())

    def check(self, page: int) -> str | None:
        if self.pack is None:
            return "Choose a pack that can be read (it is still loading, or it has a problem)."
        if page == 0:
            if not self.config()["curses"]:
                return "Tick at least one curse."
            if not self.campaign_name.text().strip():
                return "Give the campaign a name."
            return None
        seats = self.config()["seats"]
        if any(not name.strip() for name, _ in seats):
            return "Every player needs a name."
        if len({c for _, c in seats}) != len(seats):
            return "Each player plays a different character."
        return None

    def config(self) -> dict:
        curses = [self.curses.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.curses.count())
                  if self.curses.item(i).checkState() == Qt.CheckState.Checked]
        mode = self.mode_group.checkedButton().property("mode") if self.mode_group.checkedButton() else "normal"
        seats = [(self.names[n].text().strip(), self.characters[n].currentData()) for n in range(self.count.value())]
        return {"pack": self.pack, "curses": curses, "mode": mode, "name": self.campaign_name.text().strip(),
                "seats": seats}

    def wait_for_pack(self, timeout: float = 10.0) -> None:
        """Block until the chosen pack is read (tests and the self-test)."""
        self._loader.submit(lambda: None).result(timeout)
