"""Rolling Fight or Inspection dice, in one order: the dice counted (the action's, equipment's, an optional
extra die), one die set before rolling (by a coin or a Fate token on the profile), the rest rolled, re-rolls
(an ability's one, Reroll tokens), then Fate faces switched for Fate tokens from the stock. Each step asks only
what the roll's definition (`held`, read from the help the Explorer holds now: `odds.chance`) allows, the same
definition the odds search. The dice stay in the roll for the caller to read (`faces`) and put back
(`put_back`)."""
from __future__ import annotations

from engine.core import chance as ch
from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.dice import Face
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure

from . import harm
from .dice import FATE, chance, die_type
from .table import (CAMP, COINS, FATE_ASIDE, ROLLED, STOCK, backpack, dice_supply, equipped, experience, on_profile,
                    trauma_slots)
from .events import DiceRerolled, DiceRolled, FateSwitched
from .frames import Roll


def ability(game: Game, seat: int) -> str:
    """The Explorer's ability, unless a Trauma of its kind keeps it from using it."""
    if any("ability" in game.card(t).get("forbids", ()) for t in game.zones.cards(trauma_slots(seat))):
        return ""
    return game.cards[game.table.explorers[seat].explorer].get("ability", "")


def said(face: Face) -> str:
    """A face as a player names it: its symbols ("strike", "key + lore"), "Fate", or "blank"."""
    return " + ".join("Fate" if s == FATE else s for s in face.symbols) or "blank"


def player(game: Game, seat: int) -> str:
    return game.table.explorers[seat].name


def shown_words(game: Game, role: str, pieces: list[str]) -> str:
    return ", ".join(said(face) for face in faces(game, pieces)) or "no die"


def faces(game: Game, pieces: list[str]) -> list[Face]:
    """The faces the rolled dice show."""
    return [die_type(game, game.card(p).get("dice")).faces[game.state.showing[p]] for p in pieces]


def put_back(game: Game, pieces: list[str]) -> None:
    for piece in pieces:
        game.move(piece, dice_supply(game.card(piece).get("dice")))


def extra_dice(game: Game, seat: int, role: str) -> int:
    """Dice that equipped items add to a roll of this kind (a Fight die for a crowbar)."""
    if role != "fight":
        return 0
    items = sum(game.card(p).get("dice", 0) for p in game.zones.cards(equipped(seat)) if game.card(p).get("slot") == "fight")
    return items + sum(game.card(p).get("dice", 0) for p in game.zones.cards(experience(seat)))


def rolling(seat: int, role: str, count: int) -> Frame:
    """A roll of `count` dice of a role for an Explorer (before equipment and abilities add theirs)."""
    return Frame("roll", "", Roll(seat, role, count))


def _ask(f: Frame, kind: str, prompt: str, options: list[Option], refused: list[Option] = (), **context) -> Ask:
    return Ask(Decision(f"seat:{f.data.seat}", kind, prompt, options, refused=list(refused), context=context))


def can_set_a_die(g: Game, seat: int) -> bool:
    """The Explorer's ability sets a die before rolling, and a coin or Fate token on its profile pays for it."""
    return ability(g, seat) in ("set_die_with_coin", "set_die_with_fate") and bool(g.zones.size(on_profile(seat)))


def _ability_rerolls(g: Game, seat: int, role: str, ability_used: bool) -> bool:
    """Whether the Explorer's ability re-rolls a roll of this kind now: an inspection's, once a roll."""
    return role == "inspection" and ability(g, seat) == "reroll_inspection" and not ability_used


def _reroll_tokens(g: Game, seat: int) -> int:
    return sum(1 for p in g.zones.cards(backpack(seat)) if g.card(p).get("token") == "reroll")


def rerolls_held(g: Game, seat: int, role: str, ability_used: bool = False) -> int:
    """How many re-rolls the Explorer could make in a roll of this kind: its ability's (unless used in this roll),
    and its Reroll tokens."""
    return _reroll_tokens(g, seat) + _ability_rerolls(g, seat, role, ability_used)


def held(g: Game, seat: int, role: str, count: int, counted: bool = True, set_: bool = True,
         ability_used: bool = False, judge=None, kind=None) -> ch.Chance:
    """The roll as one definition, with the help the Explorer holds now: the extra die its ability offers (until
    the dice are `counted`), a die set by its ability (until that step is over, `set_`), the re-rolls held, the Fate
    tokens in the stock. The roll's steps ask what it allows; the forecast searches it (with its own judge)."""
    extra = 1 if not counted and role == "fight" and ability(g, seat) == "extra_fight_die" else 0
    more = {} if judge is None else {"judge": judge, "kind": kind}
    return chance(die_type(g, role), count, **more, extra=extra, preset=set_ and can_set_a_die(g, seat),
                  rerolls=rerolls_held(g, seat, role, ability_used), fate=g.zones.size(STOCK))


def of(g: Game, f: Frame, counted: bool = True, set_: bool = False) -> ch.Chance:
    """The definition of the roll under way."""
    d: Roll = f.data
    return held(g, d.seat, d.role, d.count, counted, set_, d.ability_used)


def fall(g: Game, d: Roll) -> ch.Fall:
    return ch.Fall(tuple((0, face) for face in faces(g, d.dice or [])))


# -- 1. the dice counted -----------------------------------------------------------------------------------
def count_dice(g: Game, f: Frame, answer):
    d: Roll = f.data
    if answer is None:
        d.count += extra_dice(g, d.seat, d.role)
        more = ch.extra_dice(of(g, f, counted=False))
        if more:
            return _ask(f, "extra_die", f"Roll {d.count} Fight dice, or {more} more?",
                        [Option("extra", f"Roll {d.count + more} dice", {"dice": d.count + more}),
                         Option("plain", f"Roll {d.count} dice", {"dice": d.count, "default": True})])
        return None
    d.count = answer.data["dice"]


# -- 2. one die set before rolling -------------------------------------------------------------------------
def set_a_die(g: Game, f: Frame, answer):
    d: Roll = f.data
    seat = d.seat
    faces_ = ch.preset_faces(of(g, f, set_=True)) if d.count else ()
    if not faces_:
        return None
    die = die_type(g, d.role)
    if answer is None:
        what = "coin" if ability(g, seat) == "set_die_with_coin" else "Fate token"
        options = [Option(f"set:{die.faces.index(face)}", f"Discard a {what}: one die shows {said(face)}",
                          {"face": die.faces.index(face)}) for face in faces_]
        options.append(Option("none", "Roll every die", {"default": True}))
        return _ask(f, "set_die", "Set one die before rolling?", options)
    if "face" not in answer.data:   # "Roll every die"
        return None
    token = g.zones.top(on_profile(seat))
    g.move(token, COINS if g.card(token).get("token") == "coin" else FATE_ASIDE)
    d.preset = answer.data["face"]


# -- 3. the roll -------------------------------------------------------------------------------------------
def throw(g: Game, f: Frame, answer):
    d: Roll = f.data
    die = die_type(g, d.role)
    supply = g.zones.cards(dice_supply(d.role))
    count = min(d.count, len(supply))
    if count < d.count:
        g.emit(ev.Message(f"Only {count} {d.role} dice are in the box.", {"rule": "few_dice"}))
    d.dice = thrown = list(supply[len(supply) - count:])
    for n, piece in enumerate(thrown):
        g.move(piece, ROLLED)
        if n == 0 and d.preset is not None:
            g.set_face(piece, die, d.preset)
        else:
            g.roll(piece, die)
    d.marked = []
    kind = "Fight" if d.role == "fight" else "Inspection"
    dice = f"{len(thrown)} {kind} {'die' if len(thrown) == 1 else 'dice'}"
    g.emit(DiceRolled(f"{player(g, d.seat)} rolls {dice}: {shown_words(g, d.role, thrown)}.",
                      {"seat": d.seat, "role": d.role, "dice": list(thrown),
                       "faces": [said(f) for f in faces(g, thrown)], "set": d.preset is not None}))


# -- 4. re-rolls -------------------------------------------------------------------------------------------
def ways_to_reroll(g: Game, f: Frame) -> list[str]:
    """What pays for a re-roll now (the player picks): the ability's one, a Reroll token."""
    d: Roll = f.data
    return (["ability"] if _ability_rerolls(g, d.seat, d.role, d.ability_used) else []) + \
        (["token"] if _reroll_tokens(g, d.seat) else [])


def rerolls(g: Game, f: Frame, answer):
    d: Roll = f.data
    if answer is not None:
        if "die" in answer.data:
            piece = answer.data["die"]
            d.marked.remove(piece) if piece in d.marked else d.marked.append(piece)
        elif "reroll" in answer.data:
            reroll(g, f, answer.data["reroll"])
        else:   # "Keep these dice"
            return None
    c = of(g, f)
    allowed = ch.rerollable(c, c.of(ch.Reroll), fall(g, d)) if d.dice else ()
    ways = ways_to_reroll(g, f)
    if not allowed or not ways:
        return None
    shown = faces(g, d.dice)
    options = [Option(f"mark:{d.dice[n]}", f"{'Unmark' if d.dice[n] in d.marked else 'Mark'} die {n + 1} "
                      f"({said(shown[n])})", {"die": d.dice[n], "marked": d.dice[n] in d.marked}) for n in allowed]
    words = {"ability": "Re-roll the marked dice (your ability, once)",
             "token": "Re-roll the marked dice for a Reroll token"}
    refused = []
    for way in ways:
        option = Option(f"reroll:{way}", words[way], {"reroll": way, "dice": list(d.marked)})
        if d.marked:
            options.append(option)
        else:
            refused.append(Option(option.key, option.label, option.data, why_not="mark the dice to re-roll first"))
    options.append(Option("keep", "Keep these dice", {"default": True}))
    return _ask(f, "reroll", "Re-roll some dice?", options, refused, faces=[said(face) for face in shown])


def reroll(g: Game, f: Frame, way: str) -> None:
    d: Roll = f.data
    if way == "ability":
        d.ability_used = True
    else:
        token = next(p for p in reversed(g.zones.cards(backpack(d.seat))) if g.card(p).get("token") == "reroll")
        g.move(token, CAMP)
    die = die_type(g, d.role)
    for piece in d.marked:
        g.roll(piece, die)
    how = "with their ability" if way == "ability" else "for a Reroll token"
    numbers = ", ".join(str(d.dice.index(p) + 1) for p in d.marked)
    g.emit(DiceRerolled(f"{player(g, d.seat)} re-rolls {'die' if len(d.marked) == 1 else 'dice'} {numbers} {how}: "
                      f"{shown_words(g, d.role, d.marked)}.",
                      {"seat": d.seat, "way": way, "dice": list(d.marked),
                       "faces": [said(f) for f in faces(g, d.marked)]}))
    d.marked = []


# -- 5. Fate faces switched ----------------------------------------------------------------------------------
def switch_fate(g: Game, f: Frame, answer):
    d: Roll = f.data
    die = die_type(g, d.role)
    if answer is not None and "die" not in answer.data:   # "Leave the Fate faces"
        return None
    if answer is not None:
        chosen = answer.data
        harm.take_fate(g, d.seat, 1)
        g.set_face(chosen["die"], die, chosen["face"])
        g.emit(FateSwitched(f"{player(g, d.seat)} takes a Fate token: die {d.dice.index(chosen['die']) + 1} "
                          f"shows {said(die.faces[chosen['face']])} instead of Fate.",
                          {"seat": d.seat, "die": chosen["die"],
                           "face": said(die.faces[chosen["face"]])}))
    options = fate_options(g, f)
    if not options:
        return None
    options.append(Option("done", "Leave the Fate faces (they do nothing)", {"default": True}))
    return _ask(f, "fate", "Switch a Fate face?", options, stock=g.zones.size(STOCK))


def fate_options(g: Game, f: Frame) -> list[Option]:
    """Each switch the roll's definition allows: a die showing its Fate face turned to each other face, while the
    stock has a token."""
    d: Roll = f.data
    c = of(g, f)
    die = die_type(g, d.role)
    return [Option(f"switch:{d.dice[n]}:{die.faces.index(face)}",
                   f"Take a Fate token: die {n + 1} shows {said(face)}", {"die": d.dice[n], "face": die.faces.index(face)})
            for n, face in ch.switches(c, c.of(ch.Switch), fall(g, d))]


ROLL = Procedure("roll", [count_dice, set_a_die, throw, rerolls, switch_fate], frame=Roll)
