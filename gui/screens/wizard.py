"""The new-game wizard: a pack of any registered ruleset, that ruleset's setup options and a campaign name;
then the players and what each plays (the ruleset's roles)."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from html import escape

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (QBoxLayout, QButtonGroup, QCheckBox, QComboBox, QFormLayout, QGridLayout, QHBoxLayout,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QRadioButton, QSizePolicy,
                               QSpinBox, QStackedWidget, QTextBrowser, QVBoxLayout, QWidget)

from engine import rulesets
from engine.bots import DEFAULT_STRENGTH
from engine.bots import strengths as bot_strengths
from engine.content.loader import list_packs, load_pack
from engine.content.problems import PackError
from gui.faces.render import layout as card_layout
from gui.fit import free_area, scrolling
from saves.campaign import MAX_NAME
from gui.panels.card_faces import Faces
from gui.theme import BAD

DEFAULT_NAMES = ("Ada", "Bram", "Cass", "Dov", "Esme")
SEATS = len(DEFAULT_NAMES)  # rows made up front; those beyond the pack's player count stay disabled
SMALL_SCREEN = (1000, 600)  # logical pixels (1280x720 at 200 % is 640x360): below either, the compact layout
SIDE_BY_SIDE = 44  # letters of a setup option's choices that still fit side by side on a small screen at 200 %


class OptionField:
    """One setup option's widget, and the value it holds (a key, a list of keys or a number)."""

    def __init__(self, option, parent):
        self.option = option
        self.buttons = None
        if option.kind == "many":
            self.widget = QListWidget()
            self.widget.setAccessibleName(option.label)
            self.widget.setToolTip(option.help or f"Tick at least one: {option.label.lower()}")
            self.widget.setMaximumHeight(110)
            chosen = set(option.default or ())
            for choice in option.choices:
                item = QListWidgetItem(choice.label)
                item.setData(Qt.ItemDataRole.UserRole, choice.key)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if choice.key in chosen else Qt.CheckState.Unchecked)
                self.widget.addItem(item)
        elif option.kind == "one":
            self.widget = QWidget()
            # a few short choices side by side; more, or long ones, in a column, so that a narrow window never
            # scrolls sideways
            side = len(option.choices) <= 3 and sum(len(c.label) + len(c.refused) for c in option.choices) <= SIDE_BY_SIDE
            row = QHBoxLayout(self.widget) if side else QVBoxLayout(self.widget)
            row.setContentsMargins(0, 0, 0, 0)
            self.buttons = QButtonGroup(parent)
            for choice in option.choices:
                # a choice the rules refuse now stays in sight, greyed, with why: the player learns the rule
                radio = QRadioButton(f"{choice.label} (not yet: {choice.refused})" if choice.refused else choice.label)
                radio.setProperty("key", choice.key)
                radio.setEnabled(not choice.refused)
                if choice.refused:
                    radio.setToolTip(f"{choice.label}: {choice.refused}")
                radio.setChecked(choice.key == option.default)
                self.buttons.addButton(radio)
                row.addWidget(radio)
            row.addStretch(1)
        else:
            self.widget = QSpinBox()
            self.widget.setAccessibleName(option.label)
            self.widget.setRange(option.low, option.high)
            self.widget.setValue(option.default if option.default is not None else option.low)
        if option.help:
            self.widget.setToolTip(option.help)

    def on_change(self, call) -> None:
        """Call `call()` whenever the player changes this option's value."""
        if self.option.kind == "many":
            self.widget.itemChanged.connect(lambda _item: call())
        elif self.option.kind == "one":
            self.buttons.buttonToggled.connect(lambda _button, on: on and call())
        else:
            self.widget.valueChanged.connect(lambda _value: call())

    def value(self):
        if self.option.kind == "many":
            return [self.widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.widget.count())
                    if self.widget.item(i).checkState() == Qt.CheckState.Checked]
        if self.option.kind == "one":
            button = self.buttons.checkedButton()
            return button.property("key") if button is not None else self.option.default
        return self.widget.value()

    def problem(self) -> str | None:
        """Why the value cannot start a game, by the option's own count ("Tick exactly 4: heroes (3 ticked)."), or
        None: the new-game wizard and the next game's dialog say it alike."""
        if self.option.kind != "many":
            return None
        ticked = len(self.value())
        if not ticked:
            return f"Tick at least one: {self.option.label.lower()}."
        low, high = self.option.low, self.option.high
        if high and not low <= ticked <= high:
            many = f"exactly {low}" if low == high else f"{low} to {high}"
            return f"Tick {many}: {self.option.label.lower()} ({ticked} ticked)."
        return None

    def label(self) -> str:
        """The chosen value in words (the first, for several)."""
        value = self.value()
        keys = value if isinstance(value, list) else [value]
        words = {c.key: c.label for c in self.option.choices}
        return next((words[k] for k in keys if k in words), "")


class _Loaded(QObject):
    done = Signal(object, str)  # pack or None, error


class NewGameWizard(QWidget):
    """Emits `start(config)` with: pack, ruleset (id), options {key: value}, name, seats [(player name, role key)],
    bots [the seats a bot plays]."""

    start = Signal(dict)
    cancelled = Signal()
    how_to_play = Signal(str)  # the guide of this ruleset id is asked for

    def __init__(self, face_cache, parent=None, packs_folder=None, free_name=None):
        super().__init__(parent)
        self.free_name = free_name or (lambda name: name)  # a name no campaign has yet
        self.setAccessibleName("New game")
        self.face_cache = face_cache
        self.packs_folder = packs_folder
        self.pack = None
        self.ruleset = None
        self.fields: list[OptionField] = []
        self.roles = None
        self._suggested = ""
        self.faces = None
        self._loader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pack")
        self._loaded = _Loaded()
        self._loaded.done.connect(self._pack_loaded, Qt.ConnectionType.QueuedConnection)
        area = free_area(parent)
        self.compact = area.width() < SMALL_SCREEN[0] or area.height() < SMALL_SCREEN[1]
        self.pages = QStackedWidget()
        self.pages.addWidget(self._adventure_page())
        self.pages.addWidget(self._players_page())
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {BAD}")
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
        font.setPointSizeF(font.pointSizeF() * (1.2 if self.compact else 1.6))
        font.setBold(True)
        self.heading.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*((10, 6, 10, 6) if self.compact else (40, 24, 40, 24)))
        layout.addWidget(self.heading)
        self.scroller = scrolling(self.pages)
        # the pages wrap and stack to the window's width: they scroll down, never sideways
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.problem)
        layout.addLayout(row)
        self._go(0)
        self._fill_packs()

    # -- page 1 -----------------------------------------------------------------------------
    def _adventure_page(self) -> QWidget:
        page = QWidget()
        self.pack_box = QComboBox()
        self.pack_box.setAccessibleName("Content pack")
        # a long pack title is cut in the closed box (whole in its list), not the page widened for it
        self.pack_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.pack_box.setMinimumContentsLength(16)
        self.pack_box.currentIndexChanged.connect(self._pick_pack)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.options_box = QWidget()
        self.options_form = QFormLayout(self.options_box)
        self.options_form.setContentsMargins(0, 0, 0, 0)
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.campaign_name = QLineEdit()
        self.campaign_name.setAccessibleName("Campaign name")
        self.campaign_name.setPlaceholderText("A name for this campaign")
        outer = QVBoxLayout(page)
        holder = QWidget()
        holder.setMaximumWidth(900)
        form = QFormLayout(holder)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # labels above their fields when narrow
        outer.addWidget(holder)
        outer.addStretch(1)
        form.addRow("&Pack:", self.pack_box)
        form.addRow("", self.description)
        self.guide_button = QPushButton("&How to play this rule system…")
        self.guide_button.setToolTip("The goal, a turn, the step dialog, icons, words and keys, in a few pages (F1)")
        self.guide_button.setEnabled(False)
        self.guide_button.clicked.connect(lambda: self.pack is not None and self.how_to_play.emit(self.pack.ruleset))
        form.addRow("", self.guide_button)
        form.addRow(self.options_box)
        form.addRow("C&ampaign name:", self.campaign_name)
        return page

    def _fill_packs(self) -> None:
        """Every installed pack of every registered ruleset, named with its ruleset's title."""
        known = set(rulesets.ids())
        for summary in list_packs(self.packs_folder):
            if summary.error:
                self.pack_box.addItem(f"{summary.folder.name} (unreadable)", summary)
            elif summary.ruleset in known:
                title = rulesets.ruleset(summary.ruleset).title
                self.pack_box.addItem(f"{summary.title} {summary.version} — {title}", summary)

    def _pick_pack(self, index: int) -> None:
        summary = self.pack_box.itemData(index)
        self.pack = None
        self.guide_button.setEnabled(False)
        self._show_options([])
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
        self.ruleset = rulesets.ruleset(pack.ruleset)
        self.guide_button.setText(f"&How to play {self.ruleset.title}…")
        self.guide_button.setEnabled(True)
        if self.faces is not None:
            self.faces.shutdown()
        self.faces = Faces(pack, self.face_cache, self)
        self.faces.ready.connect(lambda _id: self._show_character())
        self.description.setText(pack.description or pack.title)
        self._show_options(self.ruleset.setup_options(pack))
        self._suggest_name()
        self._fill_characters()

    def _suggest_name(self) -> None:
        """The campaign named after the pack and its first single setup choice (as chosen now) that the title does
        not already say and the campaign does not outgrow (`in_name`); a name the player typed is kept."""
        if self.pack is None or self.campaign_name.text() not in ("", self._suggested):
            return
        # the first choice that says more than the title ("The Lamps of Mirewick — The Lamps of Mirewick" did not)
        said = (f.label() for f in self.fields if f.option.kind == "one" and f.option.in_name)
        first = next((words for words in said if words and words.casefold() not in self.pack.title.casefold()), "")
        suggested = f"{self.pack.title} — {first}" if first else self.pack.title
        if len(suggested) > MAX_NAME:  # a long setup choice is cut, never a name the campaign would refuse
            suggested = suggested[:MAX_NAME - 1].rsplit(" ", 1)[0].rstrip(" —,:") + "…"
        self._suggested = self.free_name(suggested)
        self.campaign_name.setText(self._suggested)

    def _show_options(self, options) -> None:
        """One row per setup option the pack's ruleset asks."""
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.fields = [OptionField(option, self) for option in options]
        for field in self.fields:
            self.options_form.addRow(f"{field.option.label}:", field.widget)
        for field in self.fields:
            if field.option.kind == "one":
                field.on_change(self._suggest_name)

    # -- page 2 -----------------------------------------------------------------------------
    def _players_page(self) -> QWidget:
        page = QWidget()
        self.count = QSpinBox()
        self.count.setRange(1, SEATS)
        self.count.setValue(2)
        self.count.setAccessibleName("Number of players")
        self.count.valueChanged.connect(self._show_rows)
        grid = QGridLayout()
        grid.addWidget(QLabel("Players:"), 0, 0)
        grid.addWidget(self.count, 0, 1, Qt.AlignmentFlag.AlignLeft)
        self.names: list[QLineEdit] = []
        self.characters: list[QComboBox] = []
        self.bots: list[QCheckBox] = []
        self.strengths: list[QComboBox] = []  # how well each bot seat plays
        self.seat_labels: list[QLabel] = []
        for n in range(SEATS):
            name = QLineEdit(DEFAULT_NAMES[n])
            # a name of a dozen letters whole: with no role box beside it (seats that play no role) it shrank to 41 pixels
            name.setMinimumWidth(name.fontMetrics().horizontalAdvance("Bartholomew Q") + 16)
            name.setAccessibleName(f"Name of player {n + 1}")
            character = QComboBox()
            character.setAccessibleName(f"Role of player {n + 1}")
            character.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            character.currentIndexChanged.connect(lambda _i, n=n: self._focus_row(n))
            name.textEdited.connect(lambda _t, n=n: self._focus_row(n))
            label = QLabel(f"Player {n + 1}")
            self.seat_labels.append(label)
            grid.addWidget(label, n + 1, 0)
            grid.addWidget(name, n + 1, 1)
            grid.addWidget(character, n + 1, 2)
            bot = QCheckBox("Bot")
            bot.setAccessibleName(f"Player {n + 1} is a bot")
            bot.setToolTip("A bot plays this seat: it answers its own decisions by itself, after a short pause")
            grid.addWidget(bot, n + 1, 3)
            strength = QComboBox()
            strength.setAccessibleName(f"How well the bot of player {n + 1} plays")
            for key, words in bot_strengths().items():
                strength.addItem(words.split(":")[0], key)
                strength.setItemData(strength.count() - 1, words, Qt.ItemDataRole.ToolTipRole)
            strength.setCurrentIndex(strength.findData(DEFAULT_STRENGTH))
            strength.setToolTip("How well this seat's bot plays: Easy, Normal or Hard")
            bot.toggled.connect(lambda _on, n=n: self._show_rows())
            grid.addWidget(strength, n + 1, 4)
            self.names.append(name)
            self.characters.append(character)
            self.bots.append(bot)
            self.strengths.append(strength)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 2)
        left = QVBoxLayout()
        left.addLayout(grid)
        left.addStretch(1)
        self.portrait = QLabel()
        self.portrait.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.portrait.setMinimumWidth(self.portrait_width + 10)
        self.story = QTextBrowser()
        self.story.setAccessibleName("Character story")
        self.story.setMinimumWidth(180 if self.compact else 260)
        self.story.setMaximumWidth(520)
        self.story.setMinimumHeight(self.portrait_width * 7 // 5)  # as tall as the portrait: its text scrolls
        right = QHBoxLayout()
        right.addWidget(self.portrait)
        right.addWidget(self.story, 1)
        # a small screen puts the chosen role's card below the seats instead of beside them
        layout = QBoxLayout(QBoxLayout.Direction.TopToBottom if self.compact else QBoxLayout.Direction.LeftToRight, page)
        # beside each other: the seats take what their names need (whole), the role's card and story the rest
        layout.addLayout(left, 1 if self.compact else 0)
        layout.addLayout(right, 2 if self.compact else 1)
        self._row = 0
        return page

    @property
    def portrait_width(self) -> int:
        return 150 if self.compact else 260

    def _fill_characters(self) -> None:
        """The ruleset's roles in each seat's box; as many seats as the pack, the ruleset and the roles allow."""
        self.roles = self.ruleset.roles(self.pack)
        choices = self.roles.choices
        for n, box in enumerate(self.characters):
            box.blockSignals(True)
            box.clear()
            for choice in choices:
                box.addItem(choice.label, choice.key)
            box.setCurrentIndex(n % max(1, len(choices)))
            # the longest role named whole: the seats' column takes the room from the role's story beside it
            box.setMinimumWidth(box.sizeHint().width() if choices else 0)
            box.setVisible(bool(choices))   # a ruleset whose seats play no role shows no empty box
            box.blockSignals(False)
        low, high = max(self.pack.players[0], self.ruleset.players[0]), min(self.pack.players[1], self.ruleset.players[1])
        if self.roles.unique and choices:
            high = min(high, len(choices))
        self.count.setMaximum(max(1, min(SEATS, high)))
        self.count.setMinimum(max(1, low))
        self._show_rows()

    def _show_rows(self) -> None:
        for n in range(SEATS):
            playing = n < self.count.value()
            # a seat the game can never have is not shown; one it could have is greyed until the count reaches it
            possible = n < self.count.maximum()
            for widget in (self.seat_labels[n], self.names[n], self.bots[n], self.strengths[n]):
                widget.setVisible(possible)
            self.characters[n].setVisible(possible and self.characters[n].count() > 0)
            self.names[n].setEnabled(playing)
            self.characters[n].setEnabled(playing)
            self.bots[n].setEnabled(playing)
            self.strengths[n].setEnabled(playing and self.bots[n].isChecked())  # a person's seat has no strength
        self._show_character()

    def _focus_row(self, n: int) -> None:
        self._row = n
        self._show_character()
        if self.pages.currentIndex() == 1 and self.pack is not None:  # said at once, not only at "Start the game"
            self.problem.setText(self._kept_apart(self.config()["seats"]) or "")

    def _show_character(self) -> None:
        if self.pack is None:
            return
        card_id = self.characters[self._row].currentData()
        card = self.pack.cards.get(card_id) if card_id is not None else None
        if card is None:  # a role that is not a card has no portrait; with no roles, what the players play instead
            self.portrait.clear()
            roles = self.roles
            about = roles.about if roles is not None and not roles.choices else ""
            self.story.setHtml(f"<p>{escape(about)}</p>" if about else "")
            self.story.setVisible(bool(about) or roles is None or bool(roles.choices))
            return
        self.story.setVisible(True)
        self.portrait.setPixmap(self.faces.pixmap(card_id, self.portrait_width))
        self.portrait.setAccessibleName(f"Portrait of {card.title}")
        # the card's whole text (its abilities too), as the card's ruleset words it: the title in bold
        _title, *rest = card_layout(self.pack.ruleset).text(card, False, self.faces.names).splitlines()
        self.story.setHtml(f"<h3>{escape(card.title)}</h3>" + "".join(f"<p>{escape(line)}</p>" for line in rest))

    # -- moving between pages -----------------------------------------------------------------
    def _go(self, page: int) -> None:
        for n in range(self.pages.count()):  # the scrolled height is the shown page's, not the taller one's
            policy = QSizePolicy.Policy.Preferred if n == page else QSizePolicy.Policy.Ignored
            self.pages.widget(n).setSizePolicy(policy, policy)
        self.pages.setCurrentIndex(page)
        self.pages.adjustSize()
        self.scroller.verticalScrollBar().setValue(0)  # each page is read from its top
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
            for field in self.fields:
                problem = field.problem()  # said here, not by the game that could not be set up on the next page
                if problem:
                    return problem
            if not self.campaign_name.text().strip():
                return "Give the campaign a name."
            return None
        seats = self.config()["seats"]
        if any(not name.strip() for name, _ in seats):
            return "Every player needs a name."
        if self.roles is not None and self.roles.unique and len({c for _, c in seats}) != len(seats):
            return f"Each player plays a different {self.roles.label.lower()}."
        return self._kept_apart(seats)

    def _kept_apart(self, seats) -> str | None:
        """Two roles chosen that may never sit at one table (one excludes the other), said with who chose them."""
        if self.roles is None:
            return None
        label = dict((choice.key, choice.label) for choice in self.roles.choices)
        chosen = {role: name for name, role in reversed(seats)}
        order = [role for _, role in seats]
        for pair in self.roles.apart:
            one, other = sorted(pair, key=lambda role: order.index(role) if role in order else len(order))
            if one in chosen and other in chosen:
                return (f"{label.get(one, one)} ({chosen[one]}) and {label.get(other, other)} ({chosen[other]}) cannot "
                        f"play together: one excludes the other. Choose another {self.roles.label.lower()} for one "
                        "of them.")
        return None

    def config(self) -> dict:
        seats = [(self.names[n].text().strip(), self.characters[n].currentData()) for n in range(self.count.value())]
        return {"pack": self.pack, "ruleset": self.ruleset.id if self.ruleset else None,
                "options": {field.option.key: field.value() for field in self.fields},
                "name": self.campaign_name.text().strip(), "seats": seats,
                "bots": [n for n in range(len(seats)) if self.bots[n].isChecked()],
                "strengths": {n: self.strengths[n].currentData() for n in range(len(seats)) if self.bots[n].isChecked()}}

    def wait_for_pack(self, timeout: float = 10.0) -> None:
        """Block until the chosen pack is read (tests and the self-test)."""
        self._loader.submit(lambda: None).result(timeout)
