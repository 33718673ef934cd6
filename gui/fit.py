"""Windows that fit the screen they open on: every window and dialog is kept whole inside the screen's free
area (at any size and scale), and tall pages scroll instead of pushing the window off the screen."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

# a window not yet mapped has no frame: the window manager will add about this much around it
FRAME_GUESS = QMargins(4, 32, 4, 4)


def free_area(widget: QWidget | None = None) -> QRect:
    """The free area (without panels and task bars) of the screen a widget is on, or of the primary screen."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def fit_rect(rect: QRect, area: QRect, frame: QMargins = QMargins()) -> QRect:
    """A window's inner rectangle shrunk so that, with its frame, it fits the area, and moved inside it."""
    width = max(1, min(rect.width(), area.width() - frame.left() - frame.right()))
    height = max(1, min(rect.height(), area.height() - frame.top() - frame.bottom()))
    left_most, top_most = area.left() + frame.left(), area.top() + frame.top()
    right_most = area.left() + area.width() - frame.right() - width
    bottom_most = area.top() + area.height() - frame.bottom() - height
    x = min(max(rect.x(), left_most), right_most)
    y = min(max(rect.y(), top_most), bottom_most)
    return QRect(x, y, width, height)


def frame_of(window: QWidget) -> QMargins:
    """The window manager's frame around a window (a guess until the window is mapped)."""
    outer, inner = window.frameGeometry(), window.geometry()
    margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                       outer.right() - inner.right(), outer.bottom() - inner.bottom())
    return margins if margins.top() > 0 else FRAME_GUESS


def seen_frame(window: QWidget) -> QMargins | None:
    """The window manager's frame around a mapped window, title bar and all; None before it is mapped, or where no
    title bar is drawn (a bare border, as offscreen): the guess stands then."""
    frame = frame_of(window)
    return frame if frame != FRAME_GUESS and frame.top() > frame.bottom() else None


def fit_window(window: QWidget) -> None:
    """Keep a top-level window whole on its screen (a maximised or full-screen one is left to the system)."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    fitted = fit_rect(window.geometry(), free_area(window), frame_of(window))
    if fitted != window.geometry():
        window.setGeometry(fitted)


def default_size(window: QWidget, width: int, height: int) -> None:
    """Open at the wanted size where it fits, maximised where the screen is smaller than that."""
    area = free_area(window)
    frame = FRAME_GUESS
    if width + frame.left() + frame.right() > area.width() or height + frame.top() + frame.bottom() > area.height():
        window.resize(fit_rect(QRect(0, 0, width, height), area, frame).size())
        window.setWindowState(Qt.WindowState.WindowMaximized)
    else:
        window.resize(width, height)


def under_the_menus(dialog: QWidget, window: QWidget) -> None:
    """Open a dialog centred over its window and below the window's menu bar, whole on the screen (at 150 % the
    Load dialog opened over Game, Edit, View and Help)."""
    area = free_area(window)
    bar = window.menuBar() if hasattr(window, "menuBar") else None
    if bar is not None and bar.isVisible():
        below = bar.mapToGlobal(bar.rect().bottomLeft()).y() + 1
        if area.top() < below < area.bottom():
            area.setTop(below)
    size = dialog.size()
    middle = window.frameGeometry().center()
    wanted = QRect(middle.x() - size.width() // 2, middle.y() - size.height() // 2, size.width(), size.height())
    dialog.setGeometry(fit_rect(wanted, area, FRAME_GUESS))


def beside(size: QSize, board: QRect, area: QRect, narrowest: int = 400, right: bool = False,
           frame: QMargins = FRAME_GUESS) -> QRect:
    """Where a dialog opens beside the board (over the side panels), never over its middle where cards are
    laid: on the side with more room (on the right when `right` and it has `narrowest`: the seat's own hand is
    on the left), narrowed to that room (down to `narrowest`), and within the area; `frame`: the window manager's
    around it (a guess until one was seen)."""
    left_room = board.left() - area.left()
    right_room = area.left() + area.width() - (board.left() + board.width())
    room = max(left_room, right_room)
    width = min(size.width(), max(room, narrowest), area.width())
    height = min(size.height(), area.height() - frame.top() - frame.bottom())
    top = board.top() + frame.top()
    if right_room >= left_room or (right and right_room >= narrowest * 3 // 4):
        x = min(board.left() + board.width(), area.left() + area.width() - width)
    else:
        x = max(board.left() - width - frame.right(), area.left())   # its frame too clear of what it leaves
    return fit_rect(QRect(x, top, width, height), area, frame)


def over(size: QSize, panel: QRect, area: QRect, narrowest: int = 400, frame: QMargins = FRAME_GUESS) -> QRect:
    """Where a dialog opens over the panel that shows its own answers ("What now?"), so that it hides nothing else
    the player reads to decide: the panel's width (at least `narrowest`, widened towards the board), from the
    panel's top, as tall as the panel with its frame (taller if the dialog wants, up to half the area), within the
    area; on a small screen (a laptop at 150 or 200 %) never wider than the panel or 30 % of the area. `frame`: the
    window manager's around it (a guess until one was seen: the guess, larger than openbox's, left a strip of the
    panel in sight under the dialog)."""
    width = min(max(panel.width(), min(narrowest, area.width() * 3 // 10)), area.width())  # small screen: no wider
    inner = panel.height() - frame.top() - frame.bottom()   # frame and all over the panel, no lower:
    height = min(max(size.height(), inner), max(inner, area.height() // 2))  # the tabs under it stay in view
    height = min(height, area.height() - frame.top() - frame.bottom())
    on_right = panel.center().x() >= area.center().x()
    x = panel.left() + panel.width() - width if on_right else panel.left()
    return fit_rect(QRect(x, panel.top() + frame.top(), width, height), area, frame)


def height_for(window: QWidget, width: int) -> int:
    """The height a window's lines need at `width`: its words wrapped at that width, not at the width they were last
    laid out at."""
    window.resize(width, window.height())
    layout = window.layout()
    if layout is None:
        return window.sizeHint().height()
    layout.invalidate()   # each line measured afresh at the new width
    layout.activate()
    needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()
    return max(needed, layout.totalMinimumSize().height())


def scrolling(content: QWidget) -> QScrollArea:
    """A frameless scroll area around a page: it scrolls where the screen is shorter than the page."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(content)
    return area


class _OnScreen(QObject):
    """Fits the window it watches to its screen each time it is shown."""

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Show:
            fit_window(watched)
        return False


def keep_on_screen(window: QWidget) -> QWidget:
    """From now on the window (or dialog) opens whole inside its screen; one filter per window, not per app,
    so other widgets' events never pass through Python."""
    if window.property("fogbound_on_screen"):
        return window
    window.installEventFilter(_OnScreen(window))
    window.setProperty("fogbound_on_screen", True)
    return window
