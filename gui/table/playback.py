"""Playing back what the rules did by themselves (a hostile's activation: its behaviour roll, its move, its attack)
one step at a time on the board, at a pace players can follow, as they would do it by hand at the box; or skipped to
the end at once. The game's state is already the engine's: the playback only shows the pieces where they stood at
each step, and puts every piece back where the game has it when it ends or is skipped."""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from PySide6.QtCore import QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from gui import motion

STEP_MS = 900        # a step's time on the screen, and so much more for each line it says
LINE_MS = 350
SLIDE_MS = 420
KEPT = 6             # steps said in the panel at once, the last ones


@dataclass
class PlayStep:
    """One step played back: its title, what it says, the pieces it moves (by so much, in scene units) and the
    pieces that come onto the board with it."""

    title: str
    lines: list[str] = field(default_factory=list)
    moves: list[tuple[str, float, float]] = field(default_factory=list)
    arrivals: list[str] = field(default_factory=list)


class Playback(QFrame):
    """A panel over the board's top-left corner that plays steps back on the board's pieces."""

    finished = Signal()

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.setObjectName("playback")
        self.setAccessibleName("What the rules did by themselves")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.next_button = QPushButton("&Next step")
        self.next_button.setToolTip("Play the next step now")
        self.next_button.clicked.connect(self.next_step)
        self.skip_button = QPushButton("Skip to the end (Esc)")
        self.skip_button.setToolTip("Show where everything ends up at once")
        self.skip_button.clicked.connect(self.skip)
        self.close_button = QPushButton("&Close")
        self.close_button.setToolTip("What was played back stays until your next move, or until closed here")
        self.close_button.clicked.connect(self.put_away)
        self.close_button.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.words)
        layout.addLayout(buttons)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._escape)  # while it is shown
        self.escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self.escape.setEnabled(False)
        self.steps: list[PlayStep] = []
        self.shown = 0                     # steps played so far
        self.playing = False
        self.scene = None
        self._finals: dict[str, QPointF] = {}
        self._anims: list = []
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.next_step)
        self.hide()

    def play(self, scene, steps: list[PlayStep], heading: str) -> None:
        """Show the pieces as they stood before the first step, then play the steps one by one."""
        self.skip()
        if not steps:
            return
        if not motion.enabled():  # every change shows at once: the steps are said whole, nothing moves
            self.scene, self.steps, self.shown, self._finals = scene, list(steps), len(steps), {}
            self.heading.setText(f"<b>{escape(heading)}</b>")
            self._end()
            self._place()
            self.show()
            self.raise_()
            return
        self.scene, self.steps, self.shown, self.playing = scene, list(steps), 0, True
        scene.finish_animations()  # every piece where the game has it: the ends the playback comes back to
        self._finals = {}
        back: dict[str, QPointF] = {}
        for step in steps:
            for piece, dx, dy in step.moves:
                if piece in scene.cards:
                    self._finals.setdefault(piece, scene.cards[piece].pos())
                    back[piece] = back.get(piece, QPointF(0, 0)) + QPointF(dx, dy)
            for piece in step.arrivals:
                if piece in scene.cards:
                    self._finals.setdefault(piece, scene.cards[piece].pos())
                    scene.cards[piece].setVisible(False)
        for piece, moved in back.items():
            scene.cards[piece].setPos(self._finals[piece] - moved)
        self.heading.setText(f"<b>{escape(heading)}</b>")
        self.escape.setEnabled(True)
        self.next_button.show()
        self.skip_button.show()
        self.close_button.hide()
        self._show_words()
        self._place()
        self.show()
        self.raise_()
        self._timer.start(motion.paced(STEP_MS // 2))

    def next_step(self) -> None:
        if not self.playing:
            return
        if self.shown >= len(self.steps):
            self._end()
            return
        step = self.steps[self.shown]
        self.shown += 1
        for piece in step.arrivals:
            if piece in self.scene.cards:
                self.scene.cards[piece].setVisible(True)
        for piece, dx, dy in step.moves:
            item = self.scene.cards.get(piece)
            if item is not None:
                self._slide(item, item.pos() + QPointF(dx, dy))
        self._show_words()
        self._timer.start(motion.paced(STEP_MS + LINE_MS * len(step.lines)))

    def skip(self) -> None:
        """Every piece where the game has it now, every step said."""
        if not self.playing:
            return
        self.shown = len(self.steps)
        self._end()

    def _end(self) -> None:
        self._timer.stop()
        for anim in self._anims:
            anim.stop()
        self._anims.clear()
        for piece, pos in self._finals.items():
            item = self.scene.cards.get(piece) if self.scene is not None else None
            if item is not None:
                item.setPos(pos)
                item.setVisible(True)
        self._finals = {}
        self.playing = False
        self.escape.setEnabled(False)  # Esc is the dialogs' again: the panel goes with the next move, or Close
        self.next_button.hide()
        self.skip_button.hide()
        self.close_button.show()
        self._show_words()
        self.finished.emit()  # what was played back stays in view until the player moves on (put_away)

    def put_away(self) -> None:
        """The player moved on (or closed it): what was played back goes (the log keeps it)."""
        self.skip()
        self.escape.setEnabled(False)
        self.hide()

    def _escape(self) -> None:
        """Esc skips to the end of a playback."""
        self.skip()

    def _slide(self, item, to: QPointF) -> None:
        if not motion.enabled():
            item.setPos(to)
            return
        start = item.pos()
        anim = motion.animation(self, SLIDE_MS, start, to, item.setPos)
        self._anims.append(anim)
        anim.finished.connect(lambda a=anim: a in self._anims and self._anims.remove(a))

    def _show_words(self) -> None:
        """The steps played so far, the last one in bold, and how many are still to come."""
        said = []
        first = max(0, self.shown - KEPT)
        if first:
            said.append(f"<i>{first} earlier step{'s' if first > 1 else ''}…</i>")
        for n, step in enumerate(self.steps[first:self.shown], start=first):
            body = "<br>".join(escape(line) for line in step.lines)
            title = f"<b>{escape(step.title)}</b>" if n == self.shown - 1 else escape(step.title)
            said.append(title + (f"<br><small>{body}</small>" if body and n == self.shown - 1 else ""))
        left = len(self.steps) - self.shown
        if self.playing and left:
            said.append(f"<i>{left} more step{'s' if left > 1 else ''} to come…</i>")
        self.words.setText("<br>".join(said) or "<i>…</i>")
        self._fit()

    def _fit(self) -> None:
        """As tall as its wrapped lines need at its width: adjustSize alone cut the last lines off."""
        width = min(self.maximumWidth(), max(self.sizeHint().width(), self._narrowest()))
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else self.sizeHint().height()
        self.resize(width, max(height, self.minimumSizeHint().height()))
        viewport = self.view.viewport().geometry()
        if self.geometry().bottom() > viewport.bottom() - 8:  # placed in a bottom corner, it grows upwards
            self.move(self.x(), max(viewport.top() + 8, viewport.bottom() - 8 - self.height()))

    def _place(self) -> None:
        """In a corner of the board's view, the first that hides none of the pieces the steps move, as tall as its
        tallest step will make it (placed by its first lines, it grew over what lay below them)."""
        viewport = self.view.viewport().geometry()
        self.setMaximumWidth(max(self._narrowest(), min(440, viewport.width() // 2)))
        shown, playing, tallest = self.shown, self.playing, 0
        for self.shown in range(1, len(self.steps) + 1):
            self.playing = self.shown < len(self.steps)
            self._show_words()
            tallest = max(tallest, self.height())
        self.shown, self.playing = shown, playing
        self._show_words()
        self.resize(self.width(), max(self.height(), tallest))
        pieces = {p for step in self.steps for p, _, _ in step.moves} | {p for step in self.steps for p in step.arrivals}
        seen = []
        for piece in pieces & set(self.scene.cards):
            item = self.scene.cards[piece]
            now = item.sceneBoundingRect()   # where it starts, and where it ends
            for rect in (now, now.translated(self._finals.get(piece, item.pos()) - item.pos())):
                seen.append(self.view.mapFromScene(rect).boundingRect())
        free = [pos for pos in self._corners(viewport)
                if not any(QRect(pos, self.size()).adjusted(-8, -8, 8, 8).intersects(r.translated(viewport.topLeft()))
                           for r in seen)]
        if not free:
            self.move(self._corners(viewport)[0])
            return
        # of those, the one hiding the fewest other pieces (a card read out over the players' figures)
        others = [self.view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(viewport.topLeft())
                  for item in (*self.scene.cards.values(), *self.scene.figures.values()) if item.isVisible()]
        self.move(min(free, key=lambda pos: sum(1 for r in others if QRect(pos, self.size()).intersects(r))))

    def _narrowest(self) -> int:
        """260 px, or half the board's view where that is less (a small window at 200 %: about 300 px of board,
        which a 260 px panel covered): the words wrap onto more lines instead."""
        return max(120, min(260, self.view.viewport().width() // 2))

    def _corners(self, viewport: QRect) -> list[QPoint]:
        left, top = viewport.left() + 8, viewport.top() + 8
        right = viewport.right() - self.width() - 8
        bottom = viewport.bottom() - self.height() - 8
        return [QPoint(left, top), QPoint(left, bottom), QPoint(right, top), QPoint(right, bottom)]
