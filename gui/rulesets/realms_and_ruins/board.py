"""The Realms and Ruins board: the three Realms in their clockwise order with their cubes and Hero figures, each
Offer's revealed cards, deck and cost marker beneath, and the card being played beside them."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from engine.rulesets.realms_and_ruins import actions, offers
from engine.rulesets.realms_and_ruins.ops import VOCABULARY, title, who
from engine.rulesets.realms_and_ruins.ruling import counts, is_ruined, ruler
from engine.rulesets.realms_and_ruins.table import OTHERSIDERS, marker_at, offer_slot, played, realm, realm_of
from gui import looking
from gui.rulesets import BaseBoard, Figure, Place
from gui.rulesets.realms_and_ruins import geometry as at
from gui.rulesets.realms_and_ruins import palette
from gui.rulesets.realms_and_ruins.scenery import CountItem, EmptySlotItem, RealmItem, RealmPicture, Row, qcolour

SCORES = {"gold": "most Gold", "followers": "most Followers in the Realms", "cards": "most cards"}


def hero_of(game, player) -> str:
    """The id of the Hero a rival plays: the table names their Hero card; a seat that cannot see where that card
    lies now (a table joined over the network names it by a stand-in) reads it from its back, which shows its Hero."""
    hero = player.hero
    return hero if hero in game.cards else game.ruleset.back(game, hero)


def hero_card(game, player):
    return game.cards[hero_of(game, player)]


PAWN_SCALE = 1.8  # the table's pawn is 40 units wide: 72 stand in the Realm's strip of 96


def initial(title: str) -> str:
    """The letter a Hero's pawn bears: its name's, not a title's ("Maud the Netmender" is M, "Captain Dorran
    Hale" D, "Ilvane the Tide-Reader" I)."""
    words = [w for w in (title or "?").split() if w[:1].isupper() and w.lower() not in TITLES]
    return (words[0] if words else title or "?")[:1].upper()


TITLES = {"captain", "lady", "lord", "sir", "the", "dame", "master", "mistress"}


def seat_colour(game, seat: int) -> tuple[int, int, int]:
    return palette.hero_colour(hero_card(game, game.table.players[seat]))


def owner_colour(game, owner: str) -> tuple[int, int, int]:
    return palette.OTHERSIDERS if owner == OTHERSIDERS else seat_colour(game, int(owner))


def ruler_words(game, realm_id: str) -> str:
    now = ruler(game, realm_id)
    if now == OTHERSIDERS:
        return "The Othersiders rule it"
    if now:
        return f"{who(game, now)} rules it"
    return "Nobody rules it" + (" (a tie)" if counts(game, realm_id) else "")


def realm_picture(game, realm_id: str) -> RealmPicture:
    card = game.cards[realm_id]
    ruined = is_ruined(game, realm_id)
    found = counts(game, realm_id)
    now = ruler(game, realm_id)
    owners = [str(p.seat) for p in game.table.players] + [OTHERSIDERS]
    rows = tuple(Row(who(game, o).replace("the Othersiders", "Othersiders"), owner_colour(game, o), found[o], o == now)
                 for o in owners if found.get(o))
    effect = VOCABULARY.words(actions.realm_effect(game, realm_id))
    other = VOCABULARY.words(card.get("healthy" if ruined else "ruined") or [])
    return RealmPicture(card.title, ruined, palette.suit_colour(realm_id), effect[:1].upper() + effect[1:],
                        other, ruler_words(game, realm_id),
                        f"scores {SCORES.get(card.get('score'), card.get('score'))}", rows)


def realm_answer(game, realm_id: str) -> tuple[str, str] | None:
    """(key, words) of the one answer of the seat at the screen that names this Realm alone (gain or place a
    cube there, use its effect...), or None: a click on the Realm then takes it."""
    decision = looking.decision(game)
    if decision is None or decision.seats() not in (None, (looking.seat(game),)):
        return None
    naming = [o for o in decision.options if o.data.get("realm") == realm_id]
    return (naming[0].key, naming[0].label) if len(naming) == 1 else None


def hero_moves(decision, seat: int) -> dict[str, str]:
    """The answers of a question that take a seat's Hero to another Realm (a Move, where one's Hero goes), by
    that Realm's zone: what a drag of its pawn answers, as the answer's own button would."""
    return {realm(o.data["to"]): o.key for o in decision.options if o.data.get("hero") == seat and "to" in o.data}


class RealmsBoard(BaseBoard):
    """Three Realms in a row; a Hero's pawn is dragged to another Realm where a Move is asked, the dialogs and
    panels answer every other decision."""

    card_drops: tuple[str, ...] = ()
    figure_drops: tuple[str, ...] = ()
    figure_starts: tuple[str, ...] = ("move", "move_hero")

    def __init__(self):
        self._realms: list[str] = []
        self._slots = at.SLOTS

    def _index(self, game, realm_id: str) -> int:
        return game.table.realms.index(realm_id)

    def places(self, game) -> dict[str, Place]:
        self._realms = list(game.table.realms)
        wanted: dict[str, Place] = {}
        for i, realm_id in enumerate(game.table.realms):
            slots = offers.slots(game, realm_id)
            self._slots = max(self._slots, len(slots))
            for n, slot in enumerate(slots):
                piece = game.zones.top(slot)
                if piece is not None:
                    wanted[piece] = Place(at.slot_rect(i, n))
            for k, deck in enumerate(sorted({game.table.feeds[s] for s in slots})):
                piece = game.zones.top(deck)
                if piece is not None:
                    wanted[piece] = Place(at.deck_rect(i, len(slots), k), at.SMALL, 1 + k)
            piece = game.zones.top(marker_at(realm_id))
            if piece is not None:
                wanted[piece] = Place(at.marker_rect(i, len(slots)), at.SMALL, 3)
        for player in game.table.players:
            for k, piece in enumerate(game.zones.cards(played(player.seat))):
                wanted[piece] = Place(at.played_rect(self._slots, k), 1.0, 4 + k)
        return wanted

    def scenery(self, game) -> list:
        items = []
        for i, realm_id in enumerate(game.table.realms):
            items.append(RealmItem(at.realm_rect(i), realm_picture(game, realm_id), realm_answer(game, realm_id)))
            slots = offers.slots(game, realm_id)
            for n, slot in enumerate(slots):
                if game.zones.top(slot) is None:
                    words = "Revealed between turns" if slot in game.table.refills else "No card left"
                    items.append(EmptySlotItem(at.slot_rect(i, n), words))
            decks = sorted({game.table.feeds[s] for s in slots})
            left = sum(game.zones.size(d) for d in decks)
            title = game.cards[realm_id].title
            items.append(CountItem(at.deck_label(i, len(slots), len(decks)), f"{left} left", 18,
                                   f"The {title} Offer deck: {left} card{'s' if left != 1 else ''} left, face down"))
            items.append(CountItem(at.marker_label(i, len(slots)), "Cost:", 18,
                                   f"What buying from the {title} Offer costs: {offers.cost_words(game, realm_id)}"))
        playing = [p.name for p in game.table.players if game.zones.size(played(p.seat))]
        area = at.play_area(self._slots)
        items.append(EmptySlotItem(area, "" if playing else "A card being played is shown here"))
        items.append(CountItem(QRectF(area.left() + 10, area.top() + 6, area.width() - 20, 30),
                               f"{playing[0]} plays:" if playing else "In play", 22))
        return items

    def printed_marks(self, game) -> list[QRectF]:
        """The Realms' boards (what each ruler may do, who rules, who stands there) and the words beside the Offers:
        all read (the overview sat over the Saltgate Keep's Ruler's Action at 200 %)."""
        return [QRectF(item.pos(), item.rect.size()) for item in self.scenery(game)
                if isinstance(item, (RealmItem, CountItem))]

    def zone_rect(self, zone: str) -> QRectF | None:
        kind = zone.split(":", 1)[0]
        if kind == "realm" and realm_of(zone) in self._realms:
            return at.realm_rect(self._realms.index(realm_of(zone)))
        if kind == "slot" and realm_of(zone) in self._realms:
            return at.slot_rect(self._realms.index(realm_of(zone)), int(zone.rsplit(":", 1)[1]))
        return None

    def zone_at(self, point: QPointF) -> str:
        for i, realm_id in enumerate(self._realms):
            if at.realm_rect(i).contains(point):
                return realm(realm_id)
            for n in range(self._slots):
                if at.slot_rect(i, n).contains(point):
                    return offer_slot(realm_id, n)
        return ""

    def home(self) -> QRectF:
        return at.whole(max(3, len(self._realms)), self._slots)

    def figures(self, game) -> list[Figure]:
        found = []
        for player in game.table.players:
            hero = hero_card(game, player)
            zone = game.zones.zone_of(f"meeple:{hero_of(game, player)}")
            # the pawn in the Hero's colour with the initial of its name, as tall as the strip it stands in allows
            found.append(Figure(player.seat, f"{player.name} ({hero.title})", initial(hero.title),
                                qcolour(palette.hero_colour(hero)), zone, PAWN_SCALE))
        return found

    def figure_pos(self, zone: str, k: int) -> QPointF:
        name = realm_of(zone) if zone.startswith("realm:") else ""
        index = self._realms.index(name) if name in self._realms else 0
        return at.figure_pos(index, k)

    def markers(self, game) -> list[QPointF]:
        return []

    def marker(self):
        return None

    def figure_target(self, game, seat: int, zone: str) -> str | None:
        if zone.startswith("realm:"):
            return None
        return "A Hero stands in a Realm: drop it on a lit Realm."

    def reachable(self, game, decision, seat: int) -> list[str]:
        return list(hero_moves(decision, seat))

    def start_by_figure(self, game, decision, seat: int, zone: str) -> tuple[str | None, str]:
        key = hero_moves(decision, seat).get(zone)
        if key is not None:
            return key, ""
        name = game.table.players[seat].name
        if not hero_moves(decision, seat):
            return None, f"{name}'s Hero cannot be moved by this question ({decision.prompt})."
        return None, f"{name}'s Hero cannot go to the {title(game, realm_of(zone))} now. Drop it on a lit Realm."
