"""Cursed City's panels: each player's heroes (their character card's side, activation spaces with the dice
placed on them, wounds and grievous wounds, ailments, inspiration, what they carry), and the shared combat
track (initiative cards left to right, the encounter cards above it, the destiny dice, the skyvessel's
nightfall track, fear and influence, the journeys of the quest so far, the dice of the last rolls)."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from engine.rulesets.cursed_city import glory, quest, rolls, wounds
from engine.rulesets.cursed_city.battlefield import square_words, where
from engine.rulesets.cursed_city.inspiration import stat
from engine.rulesets.cursed_city.table import (AWAY, DESTINY_AVAILABLE, DESTINY_DISCARDED, OUT, TRACK, carried,
                                               encounter, traits)
from gui.panels.cards import CardList
from gui.panels.base import BasePanel

PIPS = "⚀⚁⚂⚃⚄⚅"


def die_words(game, piece: str) -> str:
    if piece not in game.state.showing:
        return "·"        # never rolled yet
    n = rolls.value(game, piece)
    return f"{PIPS[n - 1]} {n}" if 1 <= n <= 6 else str(n)


def space_words(game, hero: str, k: int) -> str:
    """What an activation space holds: a die, a wound, a grievous wound; diseased marked."""
    zone = wounds.slot(hero, k)
    parts = []
    for piece in game.zones.cards(zone):
        if game.card(piece).type == "die":
            parts.append(f"<b>{die_words(game, piece)}</b>")
        else:
            parts.append("<span style='color:#c03030'><b>grievous</b></span>" if piece in game.table.grievous
                         else "<span style='color:#d06030'>wound</span>")
    if game.table.diseased.get(hero) == k:
        parts.append("<i>diseased</i>")
    return " ".join(parts) or "<span style='color:#888'>empty</span>"


def hero_html(game, hero) -> str:
    card = game.cards[hero.id]
    zone = game.zones.zone_of(hero.id)
    if zone == OUT:
        state = " — <span style='color:#c03030'><b>out of action</b></span>"
    elif zone == AWAY:
        state = " — away in a crisis"
    elif where(game, hero.id) is None:
        state = " — not deployed"
    else:
        state = f" — on {escape(square_words(game, where(game, hero.id)))}"
    path = card.get("glory")
    side = "<b>Inspired</b>" if hero.inspired else \
        f"Path to Glory ({escape(glory.short(path))})" if path else "Path to Glory"
    move = stat(game, hero.id, "move")
    spaces = " | ".join(space_words(game, hero.id, k) for k in range(game.table.spaces))
    ails = ", ".join(game.table.ailments.get(hero.id, ())) or "none"
    record = game.table.roster[hero.id]
    belongings = [game.card(p).title for p in game.zones.cards(carried(hero.id))]
    belongings += [game.card(p).title for p in game.zones.cards(traits(hero.id))]
    weapons = "; ".join(f"{escape(w['name'])} {w.get('cost', 1)}+ {w['reach']} {w['damage'][0]}/{w['damage'][1]}"
                        for w in stat(game, hero.id, "weapons"))
    return (f"<b>{escape(card.title)}</b>{state}<br>"
            f"<small>{side} · inspiration <b>{hero.ip}</b> · move {move[0]}/run {move[1]} · "
            f"level {record.level}, {('no', 'novice', 'veteran')[record.experience]} experience</small><br>"
            f"Activation spaces: {spaces}<br>"
            f"<small>Weapons: {weapons}<br>Ailments: {escape(ails)}"
            + (f"<br>Carries: {escape(', '.join(belongings))} ({quest.realmstone(game, hero.id)} realmstone)"
               if belongings else "") + "</small>")


class HeroesPanel(BasePanel):
    """The heroes one player controls, with their dice and wounds."""

    def __init__(self, faces, seat: int, parent=None):
        super().__init__(parent)
        self.seat = seat
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.tokens = CardList(faces, f"Heroes of player {seat + 1}", width=44, wrap=True)
        self.tokens.setFixedWidth(74)
        self.tokens.card_clicked.connect(self.card_clicked)
        self.tokens.card_opened.connect(self.card_opened)
        # side by side: below a long board the panel is wide and low, each hero's board a column
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tokens)
        column = QVBoxLayout()
        column.addWidget(self.words)
        column.addStretch(1)
        layout.addLayout(column, 1)

    def show_game(self, game) -> None:
        # while the players still choose, the heroes offered belong to nobody yet (the set-up's seats are a default)
        pick = game.pending if game.pending is not None and game.pending.kind == "hero_pick" else None
        offered = {o.data.get("hero") for o in pick.options} if pick else set()
        mine = [h for h in game.table.heroes if h.seat == self.seat and h.id not in offered]
        name = game.table.names[self.seat]
        lead = " — <b>leader</b>" if game.table.leader == self.seat else ""
        boards = "".join(f"<td valign='top' width='{100 // max(1, len(mine))}%'>{hero_html(game, h)}</td>" for h in mine)
        self.words.setText(f"<b>{escape(name)}</b>{lead}"
                           + (f"<table width='100%' cellspacing='0' cellpadding='4'><tr>{boards}</tr></table>" if mine
                              else "<br><i>no hero chosen yet: the players choose in turn, the leader first</i>"))
        self.tokens.show_cards(game, [h.id for h in mine])


def track_html(game) -> str:
    t = game.table
    cards = []
    for card in game.zones.cards(TRACK):
        if card.startswith("init:group:"):
            n = int(card.rsplit(":", 1)[1])
            group = t.group(n)
            title = game.card(group.card).title if group and group.face_up else "a face-down encounter"
            words = f"Group {n}: {escape(title)}"
        else:
            words = escape(game.cards[card.split(":", 1)[1]].title)
        cards.append(f"<s>{words}</s>" if card in t.done else f"<b>{words}</b>")
    night = "<b>night has fallen</b> (empowered hostiles)" if t.at_night() else f"day, space {t.nightfall + 1} of {t.nightfall_spaces}"
    available = " ".join(die_words(game, p) for p in game.zones.cards(DESTINY_AVAILABLE)) or "none"
    discarded = " ".join(die_words(game, p) for p in game.zones.cards(DESTINY_DISCARDED)) or "none"
    journeys = ", ".join(f"{escape(game.cards[j['journey']].title)} ({'won' if j['success'] else 'failed'})"
                         for j in t.history) or "none yet"
    rules = quest.quest_rules(game)
    moved_by = {"turn": "each turn", "found": "each find"}.get(rules.get("advance"), "")
    marks = " · ".join((f"<s>{m['at']}</s>" if m["at"] <= t.quest_seen else f"<b>{m['at']}</b>")
                       + (f" {escape(m.get('text', ''))}" if m["at"] > t.quest_seen else "")
                       for m in rules.get("marks", ()))
    aim = (game.cards[t.journey].get("victory") or {}).get("quest")
    tracker = (f"Quest tracker: <b>{t.quest}</b> (moves {moved_by})" + (f", the journey needs {aim}" if aim else "")
               + (f"<br><small>Marks: {marks}</small>" if marks else "")) if rules else "Quest tracker: 0 (no quest rules)"
    asks = game.cards[t.journey].get("text")   # what the journey asks of the heroes, in its own words
    return (f"<b>{escape(game.cards[t.journey].title)}</b> · turn {t.turn} · {escape(t.names[t.leader])} leads<br>"
            + (f"<i>{escape(asks)}</i><br>" if asks else "") +
            f"Nightfall: {night}<br>"
            f"{tracker}<br>"
            f"Combat track: {' → '.join(cards) or 'not dealt yet'}<br>"
            f"Destiny dice available: {available} · discarded: {discarded}<br>"
            f"<small>{escape(game.cards[t.quest_card].title)}: fear <b>{t.fear}</b>, influence <b>{t.influence}</b>; "
            f"journeys: {journeys}</small>")   # the rolls are the dice tray's, once


class TrackPanel(BasePanel):
    """The combat track, the encounter cards above it, the destiny dice and the quest."""

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.encounters = CardList(faces, "Encounter cards above the combat track", width=72, wrap=False)
        self.encounters.setFixedHeight(150)
        self.encounters.card_clicked.connect(self.card_clicked)
        self.encounters.card_opened.connect(self.card_opened)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.words)
        layout.addWidget(self.encounters)
        layout.addStretch(1)

    def show_game(self, game) -> None:
        self.words.setText(track_html(game))
        cards = [p for n in range(1, game.table.group_spaces + 1) for p in game.zones.cards(encounter(n))]
        self.encounters.show_cards(game, cards)
