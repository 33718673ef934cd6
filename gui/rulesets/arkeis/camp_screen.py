"""Back at Camp, between two episodes: the camp's steps in the rulebook's order with the one being played now,
the Camp box, and the cards the table decides about — items to sell, upgrades to build, Experience cards to
buy. Every card offers what the engine's pending question offers on it (click it); nothing here decides."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QVBoxLayout, QWidget

from engine.rulesets.arkeis.table import BUILT, CAMP, UNBOUGHT, backpack
from engine.rulesets.arkeis.op_parts import plural
from gui import looking
from gui.panels.cards import CardList
from gui.panels.in_front import dock_of, give_back, to_front

# the camp's steps, each with the question that plays it
STEPS = (("Cards into the backpacks, the episode's cards back in its box", ()),
         ("Healing: every Injury and Poison token discarded", ()),
         ("Selling items for coins", ("sell",)),
         ("Building camp upgrades with coins", ("build",)),
         ("Using the upgrades built", ("upgrade_order", "upgrade")),
         ("The group: players changing Explorers, joining or leaving", ("change_explorer",)),
         ("The difficulty of the next episode", ("difficulty",)),
         ("Buying Experience cards with XP", ("experience",)),
         ("Sharing out the Reroll tokens", ("reroll",)))


def camp_counts(game) -> dict[str, int]:
    """The tokens in the Camp box, by kind."""
    found: dict[str, int] = {}
    for piece in game.zones.cards(CAMP):
        kind = game.card(piece).get("token")
        found[kind] = found.get(kind, 0) + 1
    return found


def at_camp(game) -> bool:
    """Whether the game is Back at Camp now (no episode laid out, the campaign going on)."""
    return not game.table.areas and game.pending is not None


def steps(game) -> list[tuple[str, str]]:
    """Each camp step and where the table stands in it: "done", "now" or "next"."""
    asked = game.pending.kind if game.pending is not None else ""
    now = next((n for n, (_, kinds) in enumerate(STEPS) if asked in kinds), len(STEPS))
    return [("done" if n < now else "now" if n == now else "next", words) for n, (words, _) in enumerate(STEPS)]


def steps_html(game) -> str:
    marks = {"done": "<font color='#6b6b6b'>✓ {}</font>",
             "now": "<b>▶ {}</b> — choose under “What now?” or click a card below", "next": "○ {}"}
    return "<br>".join(marks[state].format(escape(words)) for state, words in steps(game))


def box_words(game) -> str:
    counts = camp_counts(game)
    return (f"Camp box: {plural(counts.get('coin', 0), 'coin')} · {counts.get('xp', 0)} XP · "
            f"{plural(counts.get('reroll', 0), 'Reroll token')} · {game.zones.size(BUILT)} of {game.table.camp_spaces} "
            f"camp spaces built · {plural(game.table.victory_points, 'victory point')}")


def for_sale(game) -> list[str]:
    return [item for p in game.table.explorers for item in game.zones.cards(backpack(p.seat))
            if game.card(item).type == "search" and game.card(item).get("coins")]


def buyable(game) -> list[str]:
    playing = {p.explorer for p in game.table.explorers}
    return [c for c in game.zones.cards(UNBOUGHT) if game.card(c).get("explorer") in playing]


class CampScreen(QWidget):
    """The camp's part of the Expedition panel: shown Back at Camp, in the place of the episode's."""

    card_clicked = Signal(str)
    card_opened = Signal(str)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.was_at_camp = False
        self.covered: QDockWidget | None = None  # the tab the camp was brought over, given the front back after
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.box = QLabel()
        self.box.setWordWrap(True)
        self.lists: dict[str, tuple[QLabel, CardList]] = {}
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.words)
        column.addWidget(self.box)
        for key, title in (("sale", "Items to sell (their worth in coins)"), ("upgrades", "Camp upgrades to build"),
                           ("built", "The camp's upgrades"), ("experience", "Experience cards")):
            label = QLabel(f"<b>{title}</b>")
            cards = CardList(faces, title, width=72)
            cards.setMinimumHeight(132)
            cards.card_clicked.connect(self.card_clicked)
            cards.card_opened.connect(self.card_opened)
            column.addWidget(label)
            column.addWidget(cards)
            self.lists[key] = (label, cards)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(body)

    def show_game(self, game) -> None:
        camp = at_camp(game)
        table = game.table
        last = table.history[-1] if table.history else None
        if camp and last is not None:
            head = (f"<b>Back at Camp</b> after {escape(game.cards[last['episode']].title)} "
                    f"({escape(last['epilogue'])} epilogue)")
            self.words.setText(head + "<br>" + steps_html(game))
        else:
            self.words.setText("<b>The camp</b><br><i>Between two episodes the table comes back here: healing, "
                               "selling items, building upgrades, buying Experience cards.</i>")
        self.box.setText(escape(box_words(game)))
        shown = {"sale": for_sale(game) if camp else [],
                 "upgrades": [u for u in table.available if looking.seen(game, u)],
                 "built": list(game.zones.cards(BUILT)),
                 "experience": buyable(game) if camp else []}
        for key, (label, cards) in self.lists.items():
            cards.show_cards(game, shown[key])
            label.setVisible(bool(shown[key]))
            cards.setVisible(bool(shown[key]))
        if camp and not self.was_at_camp:
            self.come_forward()
        elif self.was_at_camp and not camp:
            self.step_back()
        self.was_at_camp = camp

    def come_forward(self) -> None:
        """Back at Camp begins: the camp's tab comes to the front of its dock."""
        dock = dock_of(self)
        if dock is not None:
            dock.show()
            self.covered = to_front(self, None)

    def step_back(self) -> None:
        """Back at Camp is over: the tab it covered ("What now?", asking who starts the next episode) comes to the
        front again, unless the player has brought another tab there meanwhile (play10: the camp stayed in front and
        the question had to be found)."""
        dock = dock_of(self)
        if dock is not None and not dock.visibleRegion().isEmpty():
            give_back(self.covered)
        self.covered = None
