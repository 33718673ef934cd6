"""The Citadel leaflet (rulebook, "Players' progress and Citadel leaflet"): the Destiny page, whose symbols
are checked one at a time (the centre first, then one joined to a symbol already checked) and each does
what its kind says; the Buildings page, whose boxes those symbols check until a building is built; the
Side quests page. The pack prints the pages (`[leaflet]` in pack.toml); the table keeps what is written.

Kinds of Destiny symbols played: `building` (check a box of a building of the players' choice),
`community` (+2 to a score of their choice), `reflex` (one player gains a random reflex skill from the
box, shuffled into their deck), `advanced` (4 random advanced skills from the box: one player gains 2, or
two players 1 each, the rest go back), `card` (take the card of its number and give it to a player),
`focus` (one player returns 2 character skills, or two players 1 each, from their hand, deck or discard
pile), `map` (take a card whose number an arrow of a card in the World Map shows, and insert it in the
slot that arrow points to)."""
from __future__ import annotations

from typing import Mapping

from engine.core import choices, events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Push

from .conditions import STATUSES
from .consequences import LEAFLET_PATH, Consequence, consequence_frame, take_frame
from engine.rulesets.sevenths import numbered
from engine.rulesets.sevenths.cards import number_of

from .returning import return_card
from .table import ADVENTURE, BOX, REVEALED, SCORES, WORLD_MAP, WRITTEN, SideQuest, deck, discard, hand

KINDS = ["building", "community", "reflex", "advanced", "card", "focus", "map"]
FOCUS = 2      # character skills a focus symbol returns
BONUS = 2      # a community symbol's score increase
OFFERED = 4    # advanced skills drawn from the box to choose from
GAINED = 2     # of which the players gain


def symbols(g: Game) -> list[dict]:
    return list(g.table.leaflet.pages.get("destiny", ()))


def buildings(g: Game) -> list[dict]:
    return list(g.table.leaflet.pages.get("buildings", ()))


def title_of(entries: list[dict], key: str) -> str:
    """A Destiny symbol or a building as the leaflet prints it (its title), never by the pack's id."""
    return next((e.get("title", key) for e in entries if e["id"] == key), key)


def checkable(g: Game) -> list[dict]:
    """The symbols that may be checked now: the centre (the page's first) if none is, else those joined
    to one checked (either way round) that are not checked yet."""
    page, done = symbols(g), g.table.leaflet.destiny
    if not page:
        return []
    if not done:
        return [page[0]]
    near = {n for s in page if s["id"] in done for n in s.get("adjacent", ())}
    near |= {s["id"] for s in page if set(s.get("adjacent", ())) & set(done)}
    return [s for s in page if s["id"] in near and s["id"] not in done]


def unbuilt(g: Game) -> list[dict]:
    boxes = g.table.leaflet.buildings
    return [b for b in buildings(g) if boxes.get(b["id"], 0) < int(b["boxes"])]


def built(g: Game, building: str) -> bool:
    found = next((b for b in buildings(g) if b["id"] == building), None)
    return found is not None and g.table.leaflet.buildings.get(building, 0) >= int(found["boxes"])


def does(g: Game, building, done: bool = False) -> str:
    """What a building does (or a building card a blank one may become), in the card language's words: what it does
    as it is built (until it is: `done`), in each Preparation phase, and what it adds to a kind of Destiny symbol."""
    words, said = g.ruleset.vocabulary.words, []
    if building.get("built") and not done:
        said.append(f"as soon as it is built: {words(building.get('built'))}")
    if building.get("preparation"):
        when = "at the beginning of" if building.get("when") == "beginning" else "in"
        said.append(f"{when} each Preparation phase: {words(building.get('preparation'))}")
    bonus = building.get("bonus")
    if bonus:
        said.append(f"each {bonus.get('kind')} symbol of the Destiny page gives {bonus.get('more', 0)} more")
    return "; ".join(said) or "no effect of its own"


def more(g: Game, kind: str) -> int:
    """What the built buildings add to a kind of symbol (`bonus = { kind, more }`): a `community` symbol
    raises that many more scores, an `advanced` one offers that many more skills to choose from."""
    return sum(int(b["bonus"].get("more", 0)) for b in buildings(g)
               if b.get("bonus") and b["bonus"].get("kind") == kind and built(g, b["id"]))


def _skills(g: Game, kind: str) -> list[str]:
    return [p for p in g.zones.cards(BOX) if g.card(p).type == "skill" and g.card(p).get("kind") == kind]


def _gain(g: Game, piece: str, seat: int) -> None:
    g.move(piece, deck(seat), face_up=False)
    g.zones.shuffle(deck(seat), g.rng)
    g.emit(ev.Shuffled(deck(seat)))
    g.emit(ev.Message(f"{g.table.player(seat).name} gains a skill.", {"rule": "skill_gained", "seat": seat}))


def gain_reflex(g: Game, seat: int) -> None:
    """A player gains a random reflex skill of the box, if one is left, shuffled into their deck."""
    pool = _skills(g, "reflex")
    if not pool:
        g.emit(ev.Message("No reflex skill is left in the box.", {"rule": "no_reflex", "seat": seat}))
        return
    _gain(g, g.rng.pick(pool), seat)


def insert(g: Game, number: int, slot: str) -> str | None:
    """Insert card `number` in a slot of the World Map (none available: nothing happens)."""
    piece = numbered.find(g, number, if_available=True)
    if piece is None:
        g.emit(ev.Message(f"No card {number} is available for the World Map.", {"rule": "no_card", "number": number}))
        return None
    g.move(piece, WORLD_MAP)
    g.table.leaflet.world_map[slot] = piece
    g.emit(ev.Message(f"The World Map shows {g.card(piece).title} in its {slot} slot.",
                      {"rule": "world_map", "slot": slot, "piece": piece}))
    return piece


def mappable(g: Game) -> list[tuple[int, str]]:
    """(number, slot) of every arrow of a card in the World Map pointing at a free slot, its card available."""
    filled = g.table.leaflet.world_map
    found = []
    for piece in filled.values():
        for arrow in g.card(piece).get("map_arrows", ()) or ():
            number, slot = int(arrow["numbox"]), arrow["slot"]
            if slot not in filled and (number, slot) not in found and numbered.find_available(g, number):
                found.append((number, slot))
    return found


FROM = {"hand": "from the hand", "deck": "from the deck", "discard": "from the discard pile"}


def _focus_options(g: Game, seats: list[int]) -> list[Option]:
    """Each character skill a player may return, named by whose it is, where it is and which card it is: a
    card in a deck is face down, so the option never names which piece lies there (copies are alike)."""
    found: dict[tuple, Option] = {}
    for s in seats:
        for zone in (hand(s), deck(s), discard(s)):
            for p in g.zones.cards(zone):
                card = g.state.pieces[p]
                if g.card(p).get("kind") == "character" and (zone, card) not in found:
                    words = f"{g.table.player(s).name} returns {g.card(p).title} {FROM[zone.partition(':')[0]]}"
                    found[zone, card] = Option(f"return:{zone}:{card}", words, {"seat": s, "zone": zone, "card": card})
    return list(found.values())


def _focused(g: Game, chosen: dict) -> str:
    """The piece a focus answer returns: one of that card in that zone (a save from before names the piece)."""
    if "piece" in chosen:
        return chosen["piece"]
    return next(p for p in g.zones.cards(chosen["zone"]) if g.state.pieces[p] == chosen["card"])


# -- the destiny op: check a symbol, then do what it says ----------------------------------------------
def destiny(g, f, op):
    """Ask which symbol to check; once checked, ask (or do) what its kind says."""
    d: Consequence = f.data
    stage = d.destiny
    if stage is None:
        options = [Option(f"symbol:{s['id']}", f"Check {s.get('title', s['id'])} ({s['kind']})",
                          {"symbol": s["id"], "kind": s["kind"]}) for s in checkable(g)]
        if not options:
            g.emit(ev.Message("No symbol of the Destiny page may be checked.", {"rule": "destiny_full"}))
            return None
        return Ask(Decision(f"seat:{d.active}", "destiny", "Check a symbol of the Destiny page", options))
    symbol = next(s for s in symbols(g) if s["id"] == stage["symbol"])
    seats = [p.seat for p in g.table.present()]
    kind = symbol["kind"]
    if kind == "building":
        options = [Option(f"box:{b['id']}", f"Check a box of {b['title']} "
                                            f"({g.table.leaflet.buildings.get(b['id'], 0)}/{b['boxes']})",
                          {"building": b["id"]}) for b in unbuilt(g)]
        prompt = "Check a box of which building?"
    elif kind == "community":
        stage.setdefault("left", 1 + more(g, "community"))
        options = [Option(f"score:{name}", f"{name.title()} +{BONUS} ({g.table.scores[name]})", {"score": name})
                   for name in SCORES]
        prompt = f"Which score goes up by {BONUS}?"
    elif kind == "reflex":
        options = [Option(f"gain:{s}", f"{g.table.player(s).name} gains a reflex skill", {"seat": s})
                   for s in seats] if _skills(g, "reflex") else []
        prompt = "Who gains a random reflex skill?"
    elif kind == "advanced":
        if stage.get("offered") is None:
            pool = _skills(g, "advanced")
            g.rng.shuffle(pool)
            stage["offered"], stage["left"] = pool[:OFFERED + more(g, "advanced")], GAINED
            for piece in stage["offered"]:
                g.emit(ev.Revealed(piece, BOX))
        # one player gains both, or two players one each: any seat may take each of the two
        options = [Option(f"gain:{p}:{s}", f"{g.table.player(s).name} gains {g.card(p).title}", {"piece": p, "seat": s})
                   for p in stage["offered"] for s in seats]
        prompt = f"Advanced skills: who gains which ({stage['left']} more)?"
    elif kind == "focus":
        stage.setdefault("left", FOCUS)
        options = _focus_options(g, seats) if stage["left"] > 0 else []
        prompt = f"Focus: which character skill goes back to the box ({stage['left']} more)?"
    elif kind == "map":
        options = [Option(f"map:{number}:{slot}", f"Insert card {number} in the {slot} slot", {"number": number, "slot": slot})
                   for number, slot in mappable(g)]
        prompt = "Which card goes into the World Map?"
    else:  # card: taken, then given to the player of the players' choice
        d.destiny = None
        frame = take_frame(d.seat, d.active, [p.seat for p in g.table.conscious()] or [d.active], int(symbol["take"]))
        return Push(frame, again=True)
    if not options:
        d.destiny = None
        g.emit(ev.Message("The symbol has nothing left to give.", {"rule": "destiny_empty"}))
        return None
    return Ask(Decision(f"seat:{d.active}", "destiny", prompt, options))


def destiny_answer(g, f, op, answer: Option):
    """Do what was chosen: check the symbol first, then what its kind asks (some ask twice, or more)."""
    d: Consequence = f.data
    chosen = answer.data
    if d.destiny is None:
        symbol = chosen["symbol"]
        g.table.leaflet.destiny.append(symbol)
        g.emit(ev.Message(f"A symbol of the Destiny page is checked: {title_of(symbols(g), symbol)}.",
                          {"rule": "destiny", "symbol": symbol}))
        d.destiny = {"symbol": symbol}
        return destiny(g, f, op)  # the symbol's own question next
    stage = d.destiny
    kind = next(s for s in symbols(g) if s["id"] == stage["symbol"])["kind"]
    if kind == "building":
        building = chosen["building"]
        boxes = g.table.leaflet.buildings
        boxes[building] = boxes.get(building, 0) + 1
        g.emit(ev.ValueChanged(f"building:{building}", boxes[building] - 1, boxes[building]))
        if built(g, building):
            g.emit(ev.Message(f"The {title_of(buildings(g), building)} is built.", {"rule": "built", "building": building}))
            at = next(i for i, b in enumerate(buildings(g)) if b["id"] == building)
            if buildings(g)[at].get("built"):  # "immediately after this is built": its own consequences, at once
                d.destiny = None
                return Push(consequence_frame(d.active, d.involved, None, [LEAFLET_PATH, "buildings", at, "built"]))
    elif kind == "community":
        name = chosen["score"]
        old = g.table.scores[name]
        g.table.scores[name] = min(25, old + BONUS)
        g.emit(ev.ValueChanged(f"score:{name}", old, g.table.scores[name]))
        stage["left"] -= 1
        if stage["left"] > 0:
            return destiny(g, f, op)  # a building's bonus: another score
    elif kind == "reflex":
        gain_reflex(g, chosen["seat"])
    elif kind == "advanced":
        _gain(g, chosen["piece"], chosen["seat"])
        stage["offered"].remove(chosen["piece"])
        stage["left"] -= 1
        if stage["left"] > 0 and stage["offered"]:
            return destiny(g, f, op)  # the second card
    elif kind == "map":
        insert(g, chosen["number"], chosen["slot"])
    elif kind == "focus":
        g.move(_focused(g, chosen), BOX, face_up=False)
        stage["left"] -= 1
        if stage["left"] > 0:
            return destiny(g, f, op)  # the second card
    d.destiny = None
    return None


# -- a blank building ------------------------------------------------------------------------------------
WRITES = ("title", "text", "preparation", "when", "bonus")  # what a building card gives the blank building


def page_copy(value):
    """A copy of pack data (read-only mappings and tuples) as plain dicts and lists, kept in the state."""
    if isinstance(value, Mapping):
        return {k: page_copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [page_copy(v) for v in value]
    return value


def write(g: Game, building: str, piece: str) -> None:
    """"Write its title above": the blank building becomes the building the card prints (its title, its Preparation
    effects, its bonus) on this game's leaflet; the card stays beside the leaflet."""
    page = next(b for b in g.table.leaflet.pages.get("buildings", ()) if b["id"] == building)
    card = g.card(piece)
    page["title"] = card.title
    for key in WRITES[1:]:
        if card.get(key) is not None:
            page[key] = page_copy(card.get(key))
    g.move(piece, WRITTEN)
    g.table.leaflet.written[building] = piece


def _building_at(path: list) -> int | None:
    """The building whose `built` consequences these are (by its place on the page), or None."""
    if len(path) >= 4 and path[0] == LEAFLET_PATH and path[1] == "buildings" and path[3] == "built":
        return int(path[2])
    return None


def choose_building(g, f, op):
    """"Immediately after this is built, take all N cards. Choose one, write its title above, and return the other
    cards": every card of that number in the adventure deck is taken and shown, and the players choose."""
    d: Consequence = f.data
    at = _building_at(d.path)
    if at is None:
        g.emit(ev.Message("Only a blank building of the leaflet takes a title.", {"rule": "no_blank_building"}))
        return None
    if d.offered is None:
        number = int(op["choose_building"])
        d.offered = [p for p in g.zones.cards(ADVENTURE) if number_of(g.card(p)) == number]
        for piece in d.offered:
            g.move(piece, REVEALED, face_up=True)
            g.emit(ev.Revealed(piece, REVEALED))
        if not d.offered:
            d.offered = None
            g.emit(ev.Message(f"No card {number} is left to write above the building.", {"rule": "no_card",
                                                                                          "number": number}))
            return None
    blank = buildings(g)[at]
    options = [Option(f"write:{piece}", f"{g.card(piece).title} — {does(g, g.card(piece))}", {"piece": piece})
               for piece in d.offered]
    chosen = choices.pick(None, "table", "write_building", f"{blank.get('title', blank['id'])} is built: which "
                          "building do you write above it?", options)
    if isinstance(chosen, Ask):
        return chosen
    return chosen_building(g, f, op, chosen)


def chosen_building(g, f, op, answer: Option):
    d: Consequence = f.data
    at = _building_at(d.path)
    building = buildings(g)[at]["id"]
    piece = answer.data["piece"]
    blank = title_of(buildings(g), building)
    write(g, building, piece)
    for other in d.offered or ():
        if other != piece:
            return_card(g, other)
    d.offered = None
    g.emit(ev.Message(f"{g.card(piece).title} is written above {blank}.", {"rule": "written", "building": building,
                                                                          "piece": piece}))
    return None


# -- side quests ------------------------------------------------------------------------------------------
def side_quest(g, f, op):
    """Write a side quest on its page (once), or move it on: initiated, then finished (no longer active)."""
    spec = op["side_quest"]
    title, status = spec["title"], spec.get("status", "active")
    quests = g.table.leaflet.side_quests
    quest = next((q for q in quests if q.title == title), None)
    if quest is None:
        paragraph = g.card(f.data.card).get("paragraph") if f.data.card is not None else None
        quest = SideQuest(title, paragraph, "active")
        quests.append(quest)
    if status != "active" and STATUSES.index(status) > STATUSES.index(quest.status):
        quest.status = status
    g.emit(ev.Message(f"Side quest {title}: {quest.status}.", {"rule": "side_quest", "title": title,
                                                                "status": quest.status}))
    return None


def quest_status(g: Game, title: str) -> str | None:
    quest = next((q for q in g.table.leaflet.side_quests if q.title == title), None)
    return quest.status if quest else None
