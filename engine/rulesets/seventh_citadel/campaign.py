"""What a 7th Citadel campaign keeps between sessions, written once here and read back here: the
bookmark (the scenario and the Recovery's variant), the Citadel leaflet (the Community page's scores and
life point totals, the Destiny page's checks, the buildings' boxes, the side quests), what each character
keeps (their action deck's cards, blocked cards and purse), the quest items, the banished cards, and the
save stacks while the game stands saved.

A game goes on from a ledger at the Citadel, before a scenario begins: each character who was there
keeps their cards (their whole action deck shuffled anew), a player may join with a new character (their
starting deck), and the leaflet is as it was written. Once the adventure is over (the threat overcome or
lost), nothing is kept: "a new beginning" starts from scratch."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.ruleset import Coming
from engine.core.rng import Rng
from engine.core.zones import Zones

from . import leaflet, ledger_shape, save_rule
from .leaflet import STATUSES
from .table import (BANISHED, BOX, QUEST_ITEMS, SCORES, WORLD_MAP, SideQuest, Table, blocked, deck, discard, hand,
                    purse)

FORMAT = 1
KEPT = {"deck": deck, "discard": discard, "hand": hand, "blocked": blocked, "purse": purse}


def ledger(g: Game) -> dict:
    """The ledger sections of a game."""
    table = g.table
    saved = table.saved and any(f.proc == "saved" for f in g.state.stack)
    over = g.state.outcome is not None
    leaflet = table.leaflet
    citadel = next((f for f in g.state.stack if f.proc == "citadel"), None)
    return {
        "format": FORMAT,
        "over": over,
        "bookmark": {"scenario": table.scenario, "mode": table.mode, "finished": list(table.finished),
                     "threat": next((s.get("threat") for s in table.scenarios if s.get("id") == table.scenario), None),
                     # back at the Citadel: the scenario the epilogue named, and what the Preparation phase shared
                     "next": citadel.data.next if citadel else None,
                     "shared": _shared(g, citadel)},
        "life_points": {p.name: p.life for p in table.present()},
        "community": {"scores": dict(table.scores), "groundshiver": table.groundshiver},
        "leaflet": {"destiny": list(leaflet.destiny), "buildings": dict(leaflet.buildings),
                    "side_quests": [{"title": q.title, "paragraph": q.paragraph, "status": q.status}
                                    for q in leaflet.side_quests],
                    "life_points": {g.state.pieces[p.character]: p.life for p in table.present()},
                    "world_map": dict(leaflet.world_map), "written": dict(leaflet.written)},
        "characters": {g.state.pieces[p.character]: {"name": p.name, **{k: list(g.zones.cards(zone(p.seat)))
                                                                         for k, zone in KEPT.items()}}
                       for p in table.present()},
        "quest_items": list(g.zones.cards(QUEST_ITEMS)),
        "banished": list(g.zones.cards(BANISHED)),
        "save_stacks": save_rule.save_stacks(g) if saved else None,
    }


def _shared(g: Game, citadel) -> dict[str, int]:
    """Once the Preparation phase is over: what it gave or took of each character's life points, by card id."""
    if citadel is None or citadel.data.prepared or citadel.data.rested is None:
        return {}
    rested = citadel.data.rested
    return {g.state.pieces[p.character]: p.life - int(rested.get(str(p.seat), p.life)) for p in g.table.present()}


def shared(ledger: dict, seat_of: dict[str, int]) -> dict[int, int]:
    """What the last Preparation phase shared out, by seat of the characters who were there."""
    given = (ledger.get("bookmark") or {}).get("shared") or {}
    return {seat: int(given.get(card_id, 0)) for card_id, seat in seat_of.items()}


def goes_on(ledger: dict) -> bool:
    """Whether a ledger carries an adventure on (False: it is over, and a new one begins from scratch);
    ValueError naming the first field that is not what `ledger` writes."""
    if not isinstance(ledger, dict):
        raise ValueError(f"the ledger should be a table of named sections, not {type(ledger).__name__}")
    if ledger.get("format") != FORMAT:
        raise ValueError(f"unknown 7th Citadel ledger format {ledger.get('format')!r:.20}")
    ledger_shape.check(ledger)
    return not ledger.get("over")


def coming(pack, ledger: dict) -> Coming:
    """What the next game of a campaign is, from its ledger: the scenario an epilogue named (the adventure goes on),
    the saved scenario resumed, or, once the adventure is over (won or lost), a new adventure from the introductory
    scenario with nothing kept (the rulebook's "a new beginning"); ValueError naming what the ledger gets wrong."""
    scenarios = list(pack.meta.get("scenario", ()))
    titles = {s["id"]: s.get("title", s["id"]) for s in scenarios}
    if not ledger or not goes_on(ledger):
        intro = next((s["id"] for s in scenarios if s.get("intro")), None)
        over = "The adventure is over. " if ledger else ""
        if intro is None:
            return Coming(False, f"{over}A new adventure begins: nothing of the last one is kept.")
        return Coming(False, f"{over}A new adventure begins with the introductory scenario, {titles[intro]}: "
                             "new characters' decks and a new Citadel leaflet; nothing of the last one is kept.",
                      {"scenario": intro})
    stacks = ledger.get("save_stacks")
    if stacks:
        return Coming(True, f"The saved scenario {titles.get(stacks['scenario'], stacks['scenario'])} resumes where it "
                            "was saved, with the characters who saved it.", {"scenario": stacks["scenario"]})
    named = (ledger.get("bookmark") or {}).get("next")
    kept = "each character keeps their cards, and the Citadel leaflet stays as it was written"
    if named:
        return Coming(True, f"The adventure goes on with {titles.get(named, named)}: {kept}.", {"scenario": named})
    return Coming(True, f"The adventure goes on: {kept}.")


def restore_zones(zones: Zones, pieces: dict[str, str], ledger: dict, seat_of: dict[str, int], rng: Rng) -> None:
    """Each returning character's kept cards in front of their player (their deck's cards shuffled into
    one deck), the quest items and the banished cards; ValueError naming what does not fit the pack."""
    kept = ledger.get("characters") or {}
    named = [*ledger.get("quest_items", ()), *ledger.get("banished", ())]
    for card_id, cards in kept.items():
        if card_id not in pieces.values() or not isinstance(cards, dict):
            raise ValueError(f"the ledger keeps cards for {card_id!r}, which is no character of this pack")
        named += [p for key in KEPT for p in cards.get(key, ())]
    unknown = [p for p in named if p not in pieces]
    if unknown or len(set(named)) != len(named):
        raise ValueError(f"the ledger does not fit the pack: {', '.join(map(str, unknown[:5])) or 'a card is kept twice'}")
    for zone, listed in ((QUEST_ITEMS, ledger.get("quest_items", ())), (BANISHED, ledger.get("banished", ()))):
        for piece in listed:
            zones.move(piece, zone)
    for card_id, seat in seat_of.items():
        cards = kept.get(card_id)
        if cards is None:
            continue  # a player joining: the starting deck of their new character
        for piece in list(zones.cards(deck(seat))):
            zones.move(piece, BOX)
        for key in ("deck", "discard", "hand"):
            for piece in cards.get(key, ()):
                zones.move(piece, deck(seat))
        zones.shuffle(deck(seat), rng)
        for key, zone in (("blocked", blocked), ("purse", purse)):
            for piece in cards.get(key, ()):
                zones.move(piece, zone(seat))


def restore_table(table: Table, ledger: dict) -> None:
    """The leaflet as it was written: the scores, the Destiny page's checks, the boxes, the side quests."""
    known = {s["id"] for s in table.scenarios}
    finished = list((ledger.get("bookmark") or {}).get("finished", ()))
    if any(s not in known for s in finished):
        raise ValueError("the ledger's bookmark names scenarios this pack does not have")
    table.finished = finished
    scores = (ledger.get("community") or {}).get("scores") or {}
    table.scores = {name: max(0, min(25, int(scores.get(name, 0)))) for name in SCORES}
    written = ledger.get("leaflet") or {}
    symbols = {s["id"] for s in table.leaflet.pages.get("destiny", ())}
    boxes = {b["id"]: int(b["boxes"]) for b in table.leaflet.pages.get("buildings", ())}
    destiny = list(written.get("destiny", ()))
    if any(s not in symbols for s in destiny) or len(set(destiny)) != len(destiny):
        raise ValueError("the ledger's Destiny page checks symbols this pack's leaflet does not print")
    buildings = {k: int(v) for k, v in (written.get("buildings") or {}).items()}
    if any(k not in boxes or not 0 <= v <= boxes[k] for k, v in buildings.items()):
        raise ValueError("the ledger's Buildings page checks boxes this pack's leaflet does not print")
    table.leaflet.destiny, table.leaflet.buildings = destiny, buildings
    quests = [SideQuest(str(q["title"]), q.get("paragraph"), q.get("status", "active"))
              for q in written.get("side_quests", ())]
    if any(q.status not in STATUSES for q in quests):
        raise ValueError("the ledger's Side quests page has a status other than active, initiated or finished")
    table.leaflet.side_quests = quests


def restore_map(g: Game, ledger: dict) -> None:
    """The World Map's cards back in their slots, and the cards written above blank buildings back beside the leaflet;
    ValueError naming what does not fit the pack."""
    slots = (ledger.get("leaflet") or {}).get("world_map") or {}
    placed = list(slots.values())
    if any(p not in g.state.pieces or g.card(p).type != "world_map" for p in placed) or len(set(placed)) != len(placed):
        raise ValueError("the ledger's World Map holds cards that are no World Map cards of this pack")
    for slot, piece in slots.items():
        g.move(piece, WORLD_MAP)
        g.table.leaflet.world_map[str(slot)] = piece
    written = (ledger.get("leaflet") or {}).get("written") or {}
    blanks = {b["id"] for b in g.table.leaflet.pages.get("buildings", ())}
    cards = list(written.values())
    if (any(b not in blanks for b in written) or len(set(cards)) != len(cards)
            or any(p not in g.state.pieces or g.card(p).type != "building" for p in cards)):
        raise ValueError("the ledger's Buildings page writes cards that are no building cards of this pack above "
                         "buildings it does not print")
    for building, piece in written.items():
        leaflet.write(g, building, piece)
