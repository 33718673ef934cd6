"""A scripted plan for Ashenreach, the bundled adventure of The 7th Citadel, for one character. In the
introductory scenario (Ashes at Dawn) it walks from the Citadel Courtyard to the Hearth Hall and rekindles the
hearth; in The Silent Bells it crosses the marsh to the Bellwright's Crypt for the Ashen Key and brings it back
to the North Postern; in The Last Ember it goes from the Citadel Gate to the Drowned Cellar for the Sunglass
Lens, to the Sunken Forge for the Ashen Key (unless it has it already), then to the Cinder Vault (resting once
in the Glass Dunes on the way), opens it and fights the Ember Warden to the end. Between scenarios, at the
Citadel, it reads the epilogues and goes on. Every answer goes through `game.choose`; the plan reads only
what a player sees (the pending question, the board, its own cards) and the pack's maps.

`answer(game)` is the plan's next answer to the pending question; `play(game)` plays to the end."""
from __future__ import annotations

from engine.rulesets.sevenths import board
from engine.rulesets.seventh_citadel.table import QUEST_ITEMS, deck, discard, hand

# where each terrain lies (the pack's maps, cards/*.toml) and the terrain one comes from to reach it
SLOTS = {"gate": (0, 0), "orchard": (1, 0), "hill": (0, -1), "aqueduct": (2, 0), "watch": (0, -2),
         "flats": (3, 0), "dunes": (4, 0), "forge": (3, -1), "vault": (5, 0), "cellar": (2, 1),
         "courtyard": (0, 0), "granary": (1, 0), "hearth-hall": (2, 0), "watchwall": (0, -1),
         "postern": (0, 0), "causeway": (0, -1), "chapel": (1, -1), "mere": (0, -2), "crypt": (-1, -2),
         "tower": (0, -3), "peat": (-1, 0)}
FROM = {"orchard": "gate", "aqueduct": "orchard", "cellar": "aqueduct", "flats": "aqueduct", "forge": "flats",
        "dunes": "flats", "vault": "dunes", "hill": "gate", "watch": "hill",
        "granary": "courtyard", "hearth-hall": "granary", "watchwall": "courtyard",
        "causeway": "postern", "chapel": "causeway", "mere": "causeway", "crypt": "mere", "tower": "mere",
        "peat": "postern"}
# which answer the plan gives in each paragraph of the Dialogue Book it may read (the first it may, if refused)
DIALOGUE = {1: 1, 2: 0, 10: 0, 11: 0, 20: 1, 21: 0, 40: 0, 41: 0, 42: 1, 60: 2, 62: 0, 63: 0, 72: 1, 78: 1,
            80: 0, 86: 1, 88: 1, 89: 2, 90: 0, 91: 1, 95: 1}
SEED = 3
INTRO = "ashes-at-dawn"


def card_id(game, piece: str) -> str:
    return game.state.pieces[piece]


def slot_of(name: str) -> str:
    x, y = SLOTS[name]
    return f"board:{x},{y}"


def has_quest_item(game, name: str) -> bool:
    return any(card_id(game, p) == name for p in game.zones.cards(QUEST_ITEMS))


def goal(game) -> tuple[str, str]:
    """(terrain to reach, action icon to take there) for the next step of the plan."""
    scenario = game.table.scenario
    if scenario == INTRO:
        return "hearth-hall", "craft"
    if scenario == "silent-bells":
        return ("crypt", "open") if not has_quest_item(game, "key") else ("postern", "visit")
    if not has_quest_item(game, "lens"):
        return "cellar", "swim"
    if not has_quest_item(game, "key"):
        return "forge", "pull"
    if not any(card_id(game, p) == "warden" for z in game.zones.contents if z.startswith("attached:")
               for p in game.zones.cards(z)):
        return "vault", "open"
    return "vault", "fight"


def route(target: str) -> list[str]:
    """The terrains from the gate to the target."""
    path = [target]
    while path[-1] in FROM:
        path.append(FROM[path[-1]])
    return list(reversed(path))


def _here(game, seat: int) -> str | None:
    at = game.table.player(seat).at
    terrain = board.terrain_in(game, at) if at else None
    return card_id(game, terrain) if terrain else None


def _next_step(game, seat: int, target: str) -> tuple[str, str]:
    """('move', slot) to walk on, or ('explore', slot) for the space to clear next, or ('here', '')."""
    here = _here(game, seat)
    path = route(target)
    if here == target:
        return "here", ""
    # the first terrain of the route not yet on the board: clear its space from the one before it
    for name in path:
        if board.terrain_in(game, slot_of(name)) is None:
            before = FROM[name]
            if here == before:
                return "explore", slot_of(name)
            return "move", slot_of(before) if here in route(before) or here in path else slot_of(FROM[here])
    if here in path:
        return "move", slot_of(path[path.index(here) + 1])
    return "move", slot_of(FROM[here])


def _action(game, decision):
    options = decision.options
    seat = 0
    player = game.table.player(seat)
    mine = [o for o in options if o.data.get("active") == seat]

    def first(pred):
        return next((o.key for o in mine if pred(o)), None)

    def on(o, name):
        return o.data.get("piece") and card_id(game, o.data["piece"]) == name

    low = player.life <= 6
    if low:
        drink = first(lambda o: o.data.get("icon") in ("eat", "heal"))
        if drink:
            return drink
        hope = first(lambda o: on(o, "hope") and o.data.get("icon") == "rest")
        if hope and player.life <= 3:
            return hope
    spend = first(lambda o: on(o, "hope") and o.data.get("icon") == "think")   # a hope card: a Destiny symbol
    if spend and not low:
        return spend
    if not game.zones.size(deck(seat)) and game.zones.size(discard(seat)) >= 4 and player.life > 4:
        recover = next((o.key for o in options if o.key == f"recover:{seat}"), None)
        if recover:
            return recover
    here = _here(game, seat)
    if here == "courtyard" and not _read(game, "d-60"):
        found = first(lambda o: on(o, "courtyard") and o.data.get("icon") == "listen")
        if found:
            return found
    if here == "gate":
        read = _read(game, "d-1")
        for icon in (("rest",) if read else ("listen", "rest")):
            found = first(lambda o, icon=icon: on(o, "gate") and o.data.get("icon") == icon)
            if found:
                return found
    if here == "dunes" and player.life <= 20:  # the last rest before the Vault
        found = first(lambda o: on(o, "dunes") and o.data.get("icon") == "rest")
        if found:
            return found
    target, icon = goal(game)
    step, where = _next_step(game, seat, target)
    if step == "here":
        if icon == "fight":
            return first(lambda o: on(o, "warden"))
        return first(lambda o: on(o, target) and o.data.get("icon") == icon)
    if step == "explore":
        piece = board.card_in(game, where)
        if piece is not None:
            # a card showing its back is offered by the space it lies in
            acts = [o for o in mine if o.data.get("piece") == piece or o.data.get("space") == where]
            best = sorted(acts, key=lambda o: (o.data.get("icon") != "pathfind", o.data.get("cost", 0)))
            if best:
                return best[0].key
    if step == "move":
        return first(lambda o: o.data.get("icon") == "move" and on(o, card_id(game, player.character)))
    return None


def _read(game, paragraph: str) -> bool:
    return any(e.kind == "revealed" and e.card == paragraph for e in game.state.log.events)


def answer(game) -> str:
    """The plan's answer to the pending question."""
    decision = game.pending
    kind, keys = decision.kind, decision.keys()
    ctx = decision.context
    if kind == "action":
        key = _action(game, decision)
        if key is not None:
            return key
        return keys[decision.default()]
    if kind == "gear_up":
        chosen = [k for k in keys if k.startswith("select:")]
        return chosen[0] if chosen else "done"
    if kind == "cost":
        lower = [k for k in keys if k.startswith("lower:")]
        return lower[0] if lower else "draw"
    if kind == "fewer":
        return keys[-1]  # as many fewer as the effect allows
    if kind == "more":
        if "more" in keys and ctx.get("drawn", 0) < 8 and ctx.get("odds", 1) < 0.85:
            return "more"
        return "reveal"
    if kind == "result":
        helps = [k for k in keys if k.startswith("effect:")]
        if ctx.get("successes", 0) < ctx.get("need", 0) and helps:
            return helps[0]
        return "done"
    if kind == "keep":
        best = sorted((o for o in decision.options if o.key.startswith("keep:")),
                      key=lambda o: -(int(game.card(o.data["piece"]).get("stars", 0) or 0) * 2
                                      + len(game.card(o.data["piece"]).get("half_stars", ()) or ())
                                      + len(game.card(o.data["piece"]).get("effects", ()) or ())))
        return best[0].key if best else "done"
    if kind == "hand_size":
        return keys[-1]
    if kind == "purse":
        piece = ctx.get("piece")
        heavy = piece and int(game.card(piece).get("weight", 0) or 0) >= 5
        keep = [k for k in keys if k.startswith("keep:")]
        return "past" if heavy and "past" in keys else (keep[0] if keep else keys[0])
    if kind == "dialogue":
        wanted = f"choice:{DIALOGUE.get(ctx.get('paragraph'), 0)}"
        return wanted if wanted in keys else keys[-1]
    if kind == "move":
        target, _ = goal(game)
        step, where = _next_step(game, 0, target)
        return f"to:{where}" if f"to:{where}" in keys else keys[0]
    if kind == "recovery":
        spends = [k for k in keys if k.startswith("spend:")]
        life = game.table.player(ctx.get("seat", 0)).life
        k = max(1, min(len(spends), (life - 3) // 2, 3))
        return spends[k - 1] if spends else keys[0]
    if kind == "share":
        return min(keys, key=lambda k: game.table.player(int(k.split(":")[1])).life)
    if kind == "hidden_number":
        return "cancel"
    if kind == "involve":
        return "go" if "go" in keys else keys[0]
    return keys[decision.default()]


def play(game, limit: int = 2000) -> int:
    """Play the plan until the game ends; returns the decisions made."""
    made = 0
    while not game.over and game.pending is not None and made < limit:
        game.choose(answer(game))
        made += 1
    return made
