"""The Arkeis board: the episode's rooms and floors laid out as zones on a grid, doors on their walls, Explorer
figures and Adversary miniatures standing in zones, Search tokens in zones and on doors. Dragging an Explorer's
figure to a zone it may move to takes the Move."""
from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, QRectF

from engine.rulesets.arkeis import board as rooms
from engine.rulesets.arkeis import grapple
from engine.rulesets.arkeis import markers
from engine.rulesets.arkeis import naming, setup
from engine.rulesets.arkeis.table import activation, door, powers, wounds
from gui.rulesets import BaseBoard, Figure, Place
from gui.rulesets.arkeis import geometry as at
from gui.rulesets.arkeis import palette
from gui.rulesets.arkeis.camp_screen import at_camp, box_words, steps
from gui.rulesets.arkeis.scenery import (COUNTED, PRINTED, UNREADABLE, BadgeItem, CampItem, DoorItem, Plates,
                                        PrintedMark, RoomItem, TagItem, TrackItem, number_rect, printed_rect, qcolour,
                                        title_rect)
from gui.table.items import FIGURE_H, FIGURE_W
from gui.table.view import MARGIN


def explorer_colour(game, explorer: str) -> tuple[int, int, int]:
    """Each Explorer's miniature its own colour, whoever plays it and at whichever seat (the seats are numbered anew
    when a player leaves: a colour by seat turned Bram's figure from blue to red); two Explorers that never sit at
    one table may share one."""
    key = ("arkeis", "explorer colours")
    if key not in game.memo:
        colours: dict[str, int] = {}
        for card in (c for c in game.cards.values() if c.type == "explorer"):
            twin = next((other for other in colours if setup.kept_apart(game.cards, card.id, other)), None)
            colours[card.id] = colours[twin] if twin is not None else len(set(colours.values()))
        game.memo[key] = colours
    return palette.SEATS[game.memo[key].get(explorer, 0) % len(palette.SEATS)]


def moves(decision, seat: int) -> list:
    """The Move options of a seat's figure now, refused ones included: its own action's, or those of an action
    given to it (which the giver chooses: the decision names the Explorer performing it)."""
    if decision is None:
        return []
    performer = (decision.context or {}).get("performer")
    if ((performer,) if performer is not None else decision.seats()) != (seat,):
        return []
    return [o for o in (*decision.options, *decision.refused) if o.data.get("action") == "move"]


class RoomsBoard(BaseBoard):
    """Zones on a grid; nothing is placed by dragging but the Explorers' figures, which take a Move."""

    card_drops: tuple[str, ...] = ()
    figure_drops: tuple[str, ...] = ()
    figure_starts = ("action", "lent_action")

    def __init__(self):
        self._cells: dict[str, tuple[int, int]] = {}
        self._crowd: Counter[str] = Counter()  # how many Explorers stand in each zone, as last shown

    def _learn(self, game) -> None:
        self._cells = {zone: cell for cell, zone in rooms.cells(game).items()} if game.table.areas else {}

    def places(self, game) -> dict[str, Place]:
        self._learn(game)
        wanted: dict[str, Place] = {}
        for zone, cell in self._cells.items():
            for k, mini in enumerate(grapple.adversaries_in(game, zone)):
                wanted[mini] = Place(at.mini_in_zone(cell, k), at.MINI, 2 + k)
            tokens = [p for p in game.zones.cards(zone) if game.card(p).type == "search_token"]
            for k, token in enumerate(tokens):
                wanted[token] = Place(at.token_in_zone(cell, k), at.TOKEN, 1)
        for gate in game.table.doors.values():
            a, b = (self._cells.get(z) for z in gate.between)
            if a is None or b is None:
                continue
            for token in game.zones.cards(door(gate.id)):
                if game.card(token).get("token") != "chain":
                    wanted[token] = Place(at.token_on_door(a, b), at.TOKEN, 12)
        for token, rect in self.special_places(game):
            wanted[token] = Place(rect, at.TOKEN, 13 if game.card(token).get("token") == "chain" else 1)
        return wanted

    def scenery(self, game) -> list:
        if at_camp(game):   # no room on the table: the camp's sheet where they lay
            last = game.table.history[-1]["episode"] if game.table.history else game.table.episode
            return [CampItem(self.home(), f"Back at Camp — after {game.cards[last].title}", steps(game),
                             box_words(game))]
        items = []
        for area_id, area in game.table.areas.items():
            cells = [(n, tuple(cell)) for n, cell in area.cells.items()]
            rect = QRectF()
            for _, cell in cells:
                rect = rect.united(at.cell_rect(*cell))
            zones = [(n, at.cell_rect(*cell)) for n, cell in cells]
            printed = [(at.cell_rect(*cell), s) for n, cell in cells
                       for s in rooms.printed(game, f"zone:{area_id}:{n}")]
            items.append(RoomItem(rect, game.cards[area_id].title, area.walls, zones, printed))
            items += [PrintedMark(printed_rect(at.cell_rect(*cell)), f"zone:{area_id}:{n}", s) for n, cell in cells
                      for s in rooms.printed(game, f"zone:{area_id}:{n}")]
        for gate in game.table.doors.values():
            a, b = (self._cells.get(z) for z in gate.between)
            if a is None or b is None:
                continue
            closed = not rooms.is_open(game, gate.id)
            words = " and ".join(rooms.said(game, z) for z in gate.between)
            items.append(DoorItem(at.door_rect(a, b), closed, a[1] == b[1],
                                  f"A door between {words}: {rooms.why_closed(game, gate.id) if closed else 'open'}"))
        tags = self.tags(game)
        items += tags
        for zone, cell in self._cells.items():
            for k, mini in enumerate(grapple.adversaries_in(game, zone)):
                spot, title = at.mini_in_zone(cell, k), game.card(mini).title
                hurt, power = game.zones.size(wounds(mini)), game.zones.size(powers(mini))
                if hurt:
                    items.append(BadgeItem(QRectF(spot.right() - 20, spot.top() - 8, 30, 30), hurt,
                                           f"{title}: {hurt} Injur{'y' if hurt == 1 else 'ies'}"))
                if power:
                    items.append(BadgeItem(QRectF(spot.left() - 10, spot.top() - 8, 30, 30), power,
                                           f"{title}: {power} Power token{'s' if power > 1 else ''} (each takes an "
                                           "Injury in its place)", palette.POWER))
                if game.zones.size(activation(mini)):
                    items.append(BadgeItem(QRectF(spot.left() - 10, spot.top() + 26, 30, 30), "!",
                                           f"{title}: activated (it moves towards the nearest Explorer after every "
                                           "turn)", palette.ACTIVE))
        track = markers.time_track(game)
        if track.get("spaces"):
            home = self.home()
            spaces = track["spaces"]
            marked = {m["space"]: naming.said(game).words(m["effects"]) for m in track.get("at", ())}
            items.append(TrackItem(QRectF(home.left(), home.bottom() + 40, 32 + spaces * TrackItem.SPACE, 128),
                                   spaces, markers.time_space(game), marked, "Time track"))
        # held by its plates, which it places together at each zoom, on the board as a fitted view shows it
        Plates(tags, self.seen(game, items), self.home().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
        return items

    def seen(self, game, items: list) -> list[tuple[QRectF, float]]:
        """What a name plate keeps clear of, with what covering each weighs: the pawns, the miniatures' feet, the
        printed marks and counts, the tokens, doors and miniatures' heads."""
        found = [(rect, UNREADABLE) for rect in self.pawns(game)]
        found += [(rect, PRINTED) for rect in self.printed_marks(game)]
        found += [(QRectF(item.pos(), item.rect.size()), PRINTED if isinstance(item, BadgeItem) else 1.0)
                  for item in items if isinstance(item, (DoorItem, BadgeItem))]
        for place in self.places(game).values():
            rect = place.rect
            if place.scale == at.MINI:   # its feet and ribbon, by which a player counts the miniatures, weigh more
                feet = rect.adjusted(0, rect.height() * 2 / 3, 0, 0)
                found += [(rect.adjusted(0, 0, 0, -feet.height()), 1.0), (feet, COUNTED)]
            else:
                found.append((rect, 1.0))
        return found

    def printed_marks(self, game) -> list[QRectF]:
        """What is printed on the rooms and floors that a player reads, as the board draws it: the Search symbols on
        the floors, the zones' numbers and the rooms' names (a plate keeps clear of them)."""
        marks = []
        for area_id, area in game.table.areas.items():
            room = QRectF()
            for cell in area.cells.values():
                room = room.united(at.cell_rect(*tuple(cell)))
            marks.append(title_rect(room, game.cards[area_id].title))
            for n, cell in area.cells.items():
                zone_rect = at.cell_rect(*tuple(cell))
                marks += [printed_rect(zone_rect) for _ in rooms.printed(game, f"zone:{area_id}:{n}")]
                if len(area.cells) > 1:
                    marks.append(number_rect(zone_rect, str(n)))
        return marks

    def pawns(self, game) -> list[QRectF]:
        """Where the Explorers' figures stand, as large as they stand (`figures`, `figure_pos`, as the scene puts
        them): over a plate, they hide its words."""
        found, together = [], Counter()
        for figure in self.figures(game):
            top_left = self.figure_pos(figure.zone, together[figure.zone])
            together[figure.zone] += 1
            found.append(QRectF(top_left.x(), top_left.y(), FIGURE_W * figure.scale, FIGURE_H * figure.scale))
        return found

    def tags(self, game) -> list[TagItem]:
        """Names readable when the board is zoomed out: the Adversaries standing in each zone, and the special
        tokens (trapdoors, staircases, chains) whose own marks are too small to read then."""
        found = []
        crowd = Counter(zone for _, zone in self.standing(game))
        for zone, cell in self._cells.items():
            # each name once: the miniatures standing there show how many
            standing = grapple.adversaries_in(game, zone)
            names = list(dict.fromkeys(game.card(mini).title for mini in standing))
            if names:
                words = " · ".join(names)
                # over the miniatures' top row, not on them: a player counts the miniatures the plate names; where
                # Explorers stand above it, clear of their feet, sliding over the miniatures' heads while the board is
                # zoomed too far out for both (it lay under the pawns, "Ash Mite" hidden)
                top = at.mini_in_zone(cell, (len(standing) - 1) // 3 * 3)
                feet = at.pawns_foot(cell, crowd[zone]) if crowd[zone] else None
                found.append(TagItem(QPointF(at.cell_rect(*cell).center().x(), top.top() - 2), words, at.ZONE - 8,
                                     f"In {rooms.said(game, zone)}: {words}", clear_of=feet,
                                     slide=top.height() * 2 / 3,
                                     elsewhere=[at.cell_rect(*c) for c in self._cells.values() if c != cell]))
        for piece, place in self.special_places(game):
            tag = TagItem(QPointF(place.center().x(), place.bottom() + 4), game.card(piece).title, at.ZONE / 2)
            # under the Adversaries' plates, which it may reach at 200 % on a small screen: "Staircase A" lay over
            # "Glass Asp" in the Orrery Chamber
            tag.setZValue(tag.zValue() - 0.5)
            found.append(tag)
        return found

    def special_places(self, game) -> list[tuple[str, QRectF]]:
        """The special tokens on the board (trapdoors, staircases, chains) and where each lies."""
        found = []
        for zone, cell in self._cells.items():
            marks = [p for p, _ in rooms.trapdoors_in(game, zone)]
            marks += [p for p in game.zones.cards(zone) if str(game.card(p).get("token", "")).startswith("staircase")]
            found += [(token, at.trapdoor_in_zone(cell, k)) for k, token in enumerate(marks)]
        for gate in game.table.doors.values():
            a, b = (self._cells.get(z) for z in gate.between)
            if a is None or b is None:
                continue
            found += [(token, at.chain_on_door(a, b)) for token in game.zones.cards(door(gate.id))
                      if game.card(token).get("token") == "chain"]
        return found

    def zone_rect(self, zone: str) -> QRectF | None:
        cell = self._cells.get(zone)
        return at.cell_rect(*cell) if cell is not None else None

    def zone_at(self, point: QPointF) -> str:
        wanted = at.cell_at(point)
        return next((zone for zone, cell in self._cells.items() if cell == wanted), "")

    def home(self) -> QRectF:
        rect = QRectF()
        for cell in self._cells.values():
            rect = rect.united(at.cell_rect(*cell))
        return rect if not rect.isNull() else QRectF(0, 0, at.ZONE * 5, at.ZONE * 2.6)

    @staticmethod
    def standing(game) -> list:
        """Each Explorer standing on the map, with the zone it stands in (Back at Camp: nobody)."""
        found = []
        for player in game.table.explorers:
            zone = game.zones.zone_of(grapple.figure(game, player.seat))
            if zone.startswith("zone:"):
                found.append((player, zone))
        return found

    def figures(self, game) -> list[Figure]:
        standing = self.standing(game)
        self._crowd = Counter(zone for _, zone in standing)
        found = []
        for player, zone in standing:
            card = game.cards[player.explorer]
            found.append(Figure(player.seat, f"{player.name} ({card.title})", (card.title or "?")[:1].upper(),
                                qcolour(explorer_colour(game, player.explorer)), zone,
                                at.pawn_scale(self._crowd[zone])))
        return found

    def figure_pos(self, zone: str, k: int) -> QPointF:
        cell = self._cells.get(zone)
        return at.figure_pos(cell, k, self._crowd.get(zone, 1)) if cell is not None else QPointF(0, 0)

    def markers(self, game) -> list[QPointF]:
        return []

    def marker(self):
        return None

    def figure_target(self, game, seat: int, zone: str) -> str | None:
        if zone not in self._cells:
            return "Explorers stand in the zones of rooms and floors: drop the figure on a zone."
        return None

    def reachable(self, game, decision, seat: int) -> list[str]:
        return [o.data["zone"] for o in moves(decision, seat) if o.why_not is None and "zone" in o.data]

    def start_by_figure(self, game, decision, seat: int, zone: str) -> tuple[str | None, str]:
        name = game.table.explorers[seat].name
        found = moves(decision, seat)
        if not found:
            return None, f"{name} cannot move now: it is not {name}'s action to choose."
        legal = [o for o in found if o.why_not is None]
        for option in legal:
            if option.data.get("zone") == zone:
                return option.key, ""
        shut = next((o for o in found if o.data.get("zone") == zone), None)
        if shut is not None:   # a closed or chained door between: its own reason
            return None, f"{name} cannot move there: {shut.why_not}."
        if not legal:
            return None, f"{name} cannot move now: {found[0].why_not}."
        said = rooms.said(game, zone)
        return None, f"{said[:1].upper()}{said[1:]} is not next to {name}'s zone, or a wall or a closed door stands between."
