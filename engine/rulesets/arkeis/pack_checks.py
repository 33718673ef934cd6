"""What a schema cannot see in an Arkeis pack: the names entries give each other, each episode's layout
(rooms on each other, doors on no wall, zones that do not exist), enough tokens, miniatures and Search cards
for what an episode places, one Fate face on each die, and every effect's references."""
from __future__ import annotations

from engine.content.entries import Entry
from engine.content.problems import Problem

from .board import footprint
from .ops import FIGHT_ONLY, VOCABULARY

# field -> the entry types it may name
NAMES = {"adversary": ("adversary",), "episode": ("episode",), "explorer": ("explorer",)}
FATE = "fate"
ZONES = {"small": 1, "medium": 2, "large": 4}
# verbs that place tokens of a kind the pack must have
MARKED = {"power": "power", "activate": "activation", "time": "time", "rewind": "time"}


class Checker:
    """The pack's entries by id and type, and the problems found, each with file, card and field."""

    def __init__(self, entries: list[Entry], problems: list[Problem]):
        self.entries = [e for e in entries if e.valid]
        self.problems = problems
        self.by_id = {e.table["id"]: e for e in self.entries}

    def of(self, kind: str) -> list[Entry]:
        return [e for e in self.entries if e.table["type"] == kind]

    def say(self, entry: Entry, field: str | None, message: str) -> None:
        self.problems.append(Problem(entry.file, entry.table.get("id"), field, message, entry.line))


def check(meta: dict, meta_valid: bool, entries: list[Entry], problems: list[Problem]) -> None:
    c = Checker(entries, problems)
    players = meta.get("players")
    if not (isinstance(players, list) and len(players) == 2 and all(type(n) is int for n in players)):
        players = (1, 1)  # pack.toml's own problem is reported: count nothing against it
    players = tuple(players)
    names(c, players)
    dice(c)
    tokens(c)
    for episode in c.of("episode"):
        layout(c, episode, players)
    effects(c)


def names(c: Checker, players: tuple[int, int]) -> None:
    for entry in c.entries:
        for field, kinds in NAMES.items():
            named = entry.table.get(field)
            if named is None:
                continue
            target = c.by_id.get(named)
            if target is None:
                c.say(entry, field, f"names {named!r}, which is not in the pack")
            elif target.table["type"] not in kinds:
                c.say(entry, field, f"names {named!r}, a {target.table['type']}, not a {' or '.join(kinds)}")
        for n, other in enumerate(entry.table.get("excludes", ())):
            if other not in c.by_id or c.by_id[other].table["type"] != "explorer":
                c.say(entry, f"excludes[{n}]", f"names {other!r}, which is not an Explorer of the pack")
    backs = {s.table["symbol"] for s in c.of("search")}
    zones = ZONES
    for area in c.of("room") + c.of("floor"):
        for n, spec in enumerate(area.table.get("symbols", ())):
            if spec["zone"] > zones[area.table["size"]]:
                c.say(area, f"symbols[{n}].zone", f"a {area.table['size']} {area.table['type']} has no zone {spec['zone']}")
            if spec["symbol"] not in backs:
                c.say(area, f"symbols[{n}].symbol", f"no Search card of the pack has {spec['symbol']!r} on its back")
    for adversary in c.of("adversary"):
        regular = [p for p in c.of("profile") if p.table["adversary"] == adversary.table["id"] and not p.table.get("elite")]
        if len(regular) < players[1]:
            c.say(adversary, None, f"has {len(regular)} profiles (without elite = true); each of the "
                  f"{players[1]} Explorers the pack seats may need its own")
    if not c.of("explorer"):
        c.problems.append(Problem("cards", None, None, "the pack has no Explorer"))


def dice(c: Checker) -> None:
    roles = {}
    for die in c.of("die"):
        fates = sum(1 for face in die.table["faces"] if FATE in face["symbols"])
        if fates != 1:
            c.say(die, "faces", f"has {fates} Fate faces; each die has exactly one")
        if die.table["dice"] in roles:
            c.say(die, "dice", f"a second {die.table['dice']} die; the pack has one of each")
        roles[die.table["dice"]] = die
    for role in ("fight", "inspection"):
        if role not in roles:
            c.problems.append(Problem("cards", None, None, f"the pack has no {role} die (type = \"die\", dice = \"{role}\")"))
    symbols = {s for face in roles["fight"].table["faces"] for s in face["symbols"]} if "fight" in roles else None
    for profile in c.of("profile"):
        for n, row in enumerate(profile.table["fight"]):
            if symbols is not None and row["symbol"] not in symbols:
                c.say(profile, f"fight[{n}].symbol", f"{row['symbol']!r} is on no Fight die face "
                      f"({', '.join(sorted(symbols))})")


def tokens(c: Checker) -> None:
    kinds = {t.table["token"] for t in c.of("token")}
    for needed in ("fate", "injury"):
        if needed not in kinds:
            c.problems.append(Problem("cards", None, None, f"the pack has no {needed} tokens (type = \"token\", "
                                      f"token = \"{needed}\")"))
    if not c.of("trauma"):
        c.problems.append(Problem("cards", None, None, "the pack has no Trauma card"))


def layout(c: Checker, episode: Entry, players: tuple[int, int]) -> None:
    table = episode.table
    areas = {e.table["id"]: e.table for e in c.entries if e.table["type"] in ("room", "floor")}
    zones, problems = footprint(table["rooms"], areas)
    for field, message in problems:
        c.say(episode, field, message)
    cells = {name: cell for name, cell in zones.items()}

    def zone_known(field: str, name: str) -> bool:
        if name not in cells:
            c.say(episode, field, f"{name!r} is not a zone of the episode's layout")
            return False
        return True

    door_ids = set()
    for n, spec in enumerate(table.get("doors", ())):
        a, b = spec["between"]
        door_ids.add(spec["id"])
        if zone_known(f"doors[{n}].between", a) and zone_known(f"doors[{n}].between", b):
            (ax, ay), (bx, by) = cells[a], cells[b]
            walled = a.split(":")[0] != b.split(":")[0] and (
                areas[a.split(":")[0]]["type"] == "room" or areas[b.split(":")[0]]["type"] == "room")
            if abs(ax - bx) + abs(ay - by) != 1 or not walled:
                c.say(episode, f"doors[{n}].between", f"{a} and {b} share no wall for a door")
    supply = {t.table["symbol"]: t.table["count"] for t in c.of("search_token")}
    backs = {s.table["symbol"] for s in c.of("search") if s.table["episode"] == table["id"]}
    placed: dict[str, int] = {}
    for n, spec in enumerate(table.get("tokens", ())):
        if ("zone" in spec) == ("door" in spec):
            c.say(episode, f"tokens[{n}]", "lies in one zone = \"room:n\" or on one door = \"id\"")
        elif "zone" in spec:
            zone_known(f"tokens[{n}].zone", spec["zone"])
        elif spec["door"] not in door_ids:
            c.say(episode, f"tokens[{n}].door", f"{spec['door']!r} is not a door of the episode")
        placed[spec["symbol"]] = placed.get(spec["symbol"], 0) + 1
        if spec["symbol"] not in backs:
            c.say(episode, f"tokens[{n}].symbol", f"no Search card of this episode has {spec['symbol']!r} on its back")
    for symbol, count in placed.items():
        if count > supply.get(symbol, 0):
            c.say(episode, "tokens", f"places {count} Search tokens {symbol!r}; the pack has {supply.get(symbol, 0)}")
    for n, door_id in enumerate(table.get("chains", ())):
        if door_id not in door_ids:
            c.say(episode, f"chains[{n}]", f"{door_id!r} is not a door of the episode")
    for n, spec in enumerate(table.get("trapdoors", ())):
        zone_known(f"trapdoors[{n}].zone", spec["zone"])
        zone_known(f"trapdoors[{n}].to", spec["to"])
        if spec["zone"] == spec["to"]:
            c.say(episode, f"trapdoors[{n}].to", "leads to the zone it opens in")
    for n, spec in enumerate(table.get("staircases", ())):
        for z in spec["between"]:
            zone_known(f"staircases[{n}].between", z)
    track = table.get("time")
    if track:
        for n, mark in enumerate(track.get("at", ())):
            if mark["space"] > track["spaces"]:
                c.say(episode, f"time.at[{n}].space", f"space {mark['space']} is past the track's last, {track['spaces']}")
        spaces = [m["space"] for m in track.get("at", ())]
        if len(set(spaces)) != len(spaces):
            c.say(episode, "time.at", "gives two entries for one space")
    wanted_tokens = [("chain", "chains", len(table.get("chains", ()))),
                     ("time", "time", 1 if track else 0),
                     ("trapdoor", "trapdoors", len(table.get("trapdoors", ())))]
    wanted_tokens += [(f"staircase-{m}", "staircases", 2 * sum(1 for s in table.get("staircases", ()) if s["mark"] == m))
                      for m in ("a", "b")]
    for kind, field, wanted in wanted_tokens:
        have = sum(t.table["count"] for t in c.of("token") if t.table["token"] == kind)
        if wanted > have:
            named = f"Staircase {kind[-1].upper()}" if kind.startswith("staircase") else \
                "Time marker" if kind == "time" else kind.capitalize()
            c.say(episode, field, f"needs {wanted} {named} tokens; the pack has {have}")
    zone_known("explorers", table["explorers"])
    minis: dict[str, int] = {}
    for n, spec in enumerate(table.get("adversaries", ())):
        zone_known(f"adversaries[{n}].zone", spec["zone"])
        target = c.by_id.get(spec["adversary"])
        if target is None or target.table["type"] != "adversary":
            c.say(episode, f"adversaries[{n}].adversary", f"names {spec['adversary']!r}, which is not an adversary")
            continue
        minis[spec["adversary"]] = minis.get(spec["adversary"], 0) + spec.get("count", 1)
        if minis[spec["adversary"]] > target.table["miniatures"]:
            c.say(episode, f"adversaries[{n}].count", f"places {minis[spec['adversary']]} {spec['adversary']}; "
                  f"the box holds {target.table['miniatures']}")
    if "start_card" in table and table["start_card"] not in backs:
        c.say(episode, "start_card", f"no Search card of this episode has {table['start_card']!r} on its back")
    logbook(c, episode, backs)
    upgrades_named(c, episode)
    stock = table["fate_stock"]["players"]
    if len(stock) < players[1]:
        c.say(episode, "fate_stock.players", f"gives {len(stock)} stock sizes; the pack is played by up to "
              f"{players[1]} (one size per player count, from 1)")
    fate = sum(t.table["count"] for t in c.of("token") if t.table["token"] == "fate")
    if stock and max(stock) > fate:
        c.say(episode, "fate_stock.players", f"needs {max(stock)} Fate tokens; the pack has {fate}")


def upgrades_named(c: Checker, episode: Entry) -> None:
    book = episode.table.get("logbook") or {}
    for key in ("rows", "columns"):
        for n, bonus in enumerate(book.get(key, ())):
            named = bonus.get("upgrade")
            if named and (named not in c.by_id or c.by_id[named].table["type"] != "upgrade"):
                c.say(episode, f"logbook.{key}[{n}].upgrade", f"names {named!r}, which is not a camp upgrade")
    stickers = [(f"epilogues.{which}", s) for which, s in (episode.table.get("epilogues") or {}).items()]
    stickers += [(f"events[{n}]", s) for n, s in enumerate(episode.table.get("events") or ())]
    for where, sticker in stickers:
        for n, named in enumerate(sticker.get("upgrades", ())):
            if named not in c.by_id or c.by_id[named].table["type"] != "upgrade":
                c.say(episode, f"{where}.upgrades[{n}]", f"names {named!r}, which is not a camp upgrade")
    rows = [s["rows"] for s in episode.table.get("events") or ()]
    if len(set(rows)) != len(rows):
        c.say(episode, "events", "gives two Event stickers for the same number of Event rows")


def logbook(c: Checker, episode: Entry, backs: set[str]) -> None:
    """A rectangular grid of Inspection symbols, one bonus per row and per column, artifacts that exist."""
    book = episode.table.get("logbook")
    if not book:
        return
    cells = book["grid"]
    width = len(cells[0])
    inspection = {s for die in c.of("die") if die.table["dice"] == "inspection" for face in die.table["faces"]
                  for s in face["symbols"]}
    for r, row in enumerate(cells):
        if len(row) != width:
            c.say(episode, f"logbook.grid[{r}]", f"has {len(row)} spaces; the first row has {width}")
        for col, symbol in enumerate(row):
            if symbol and symbol not in inspection:
                c.say(episode, f"logbook.grid[{r}][{col}]", f"{symbol!r} is on no Inspection die face")
    for key, count in (("rows", len(cells)), ("columns", width)):
        given = book.get(key, ())
        if given and len(given) != count:
            c.say(episode, f"logbook.{key}", f"gives {len(given)} bonuses for {count} {key}")
        for n, bonus in enumerate(given):
            if "artifact" in bonus and bonus["artifact"] not in backs:
                c.say(episode, f"logbook.{key}[{n}].artifact",
                      f"no Search card of this episode has {bonus['artifact']!r} on its back")


def effects(c: Checker) -> None:
    index = {"adversaries": {e.table["id"] for e in c.of("adversary")},
             # room or floor -> how many zones it has
             "rooms": {e.table["id"]: ZONES[e.table["size"]] for e in c.entries if e.table["type"] in ("room", "floor")},
             "backs": {e.table["symbol"] for e in c.of("search")},
             "search_tokens": {e.table["symbol"] for e in c.of("search_token")},
             "inspection": {s for die in c.of("die") if die.table["dice"] == "inspection"
                            for face in die.table["faces"] for s in face["symbols"]}}
    kinds = {t.table["token"] for t in c.of("token")}
    by_episode = {e.table["id"]: e for e in c.of("episode")}
    for entry in c.entries:
        lists = [(key, entry.table.get(key)) for key in ("effects", "start", "support", "stock_empty", "use", "opening")]
        if entry.table.get("action"):
            lists.append(("action.effects", entry.table["action"]["effects"]))
        lists += [(f"after.{k}", v) for k, v in entry.table.get("after", {}).items()]
        lists += [(f"time.at[{n}].effects", m["effects"]) for n, m in enumerate((entry.table.get("time") or {}).get("at", ()))]
        rows = [(f"fight[{n}].effects", row["effects"]) for n, row in enumerate(entry.table.get("fight", ()))]
        for path, items in lists + rows:
            for where, op in VOCABULARY.walk(items, path):
                for field, why in VOCABULARY.references(op, index):
                    c.say(entry, f"{where}.{field}", why)
                if not path.startswith("fight[") and any(k in op for k in FIGHT_ONLY):
                    c.say(entry, where, f"{'/'.join(FIGHT_ONLY)} act on the Adversary fought: only a profile's "
                          "fight results may hold them")
                uses = [k for k in MARKED if k in op]
                if uses and MARKED[uses[0]] not in kinds:
                    c.say(entry, where, f"{uses[0]} needs {MARKED[uses[0]]} tokens (type = \"token\", token = "
                          f"\"{MARKED[uses[0]]}\"); the pack has none")
                episode = by_episode.get(entry.table.get("episode"))
                timed = [k for k in ("time", "rewind") if k in op]
                if timed and entry.table["type"] == "search" and episode is not None and not episode.table.get("time"):
                    c.say(entry, where, f"{timed[0]} moves the Time marker, but the episode "
                          f"{episode.table['id']!r} has no time track")


__all__ = ["check"]
