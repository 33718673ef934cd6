"""The components whose rules come with the episodes (READING.md): the Time marker on an episode's time track,
moved on at the start of every round and by effects, a space's effects applied as it reaches it; Power tokens
on an Adversary, each taking an Injury in its place; Activation markers on an Adversary, which then moves one
zone towards the nearest Explorer after every turn."""
from __future__ import annotations

from engine.core import events as ev
from engine.core import graph
from engine.core.game import Game

from . import board, grapple
from .table import ACTIVATIONS, POWERS, TIMES, activation, miniatures, powers, track


# -- the Time marker ---------------------------------------------------------------------------------------
def time_track(game: Game) -> dict:
    """The episode's time track (`time` = { spaces, at }), or {} when it has none, or when this game's track was
    never laid: a game saved with an older pack, whose episode had none, plays on as it began."""
    printed = game.cards[game.table.episode].get("time")
    if not printed or track(1) not in game.zones.contents:
        return {}
    return dict(printed)


def time_space(game: Game) -> int:
    """The space of the track the Time marker stands on (0 when it is on none)."""
    for space in range(1, time_track(game).get("spaces", 0) + 1):
        if game.zones.size(track(space)):
            return space
    return 0


def lay_track(game: Game, episode, move=None) -> None:
    """The episode's track, its spaces empty but the first, where the Time marker starts."""
    spaces = (episode.get("time") or {}).get("spaces", 0)
    if not spaces:
        return
    for space in range(1, spaces + 1):
        game.zones.add_zone(track(space))
    marker = game.zones.top(TIMES)
    if marker is None:
        game.emit(ev.Message("No Time marker is left for the track.", {"rule": "no_time_marker"}))
        return
    (move or game.move)(marker, track(1))


def advance(game: Game, steps: int) -> list:
    """Move the Time marker on by `steps` spaces (never past the last); returns the effects of the spaces it
    reaches, in order, for the caller to apply."""
    at, spaces = time_space(game), time_track(game).get("spaces", 0)
    if not at:
        game.emit(ev.Message("Time does not pass: the episode has no time track.", {"rule": "no_time_track"}))
        return []
    to = min(spaces, at + steps)
    if to == at:
        return []
    game.move(game.zones.top(track(at)), track(to))
    game.emit(ev.Message(f"The Time marker moves on to space {to} of {spaces}.",
                         {"rule": "time", "space": to, "spaces": spaces}))
    reached = []
    for mark in time_track(game).get("at", ()):
        if at < mark["space"] <= to:
            reached.append((mark["space"], list(mark["effects"])))
    return [op for _, effects in sorted(reached, key=lambda r: r[0]) for op in effects]


def rewind(game: Game, steps: int) -> None:
    """Move the Time marker back (never before the first space); the spaces it goes back over do nothing."""
    at = time_space(game)
    if not at:
        game.emit(ev.Message("Time does not turn back: the episode has no time track.", {"rule": "no_time_track"}))
        return
    to = max(1, at - steps)
    if to != at:
        game.move(game.zones.top(track(at)), track(to))
        game.emit(ev.Message(f"The Time marker moves back to space {to}.", {"rule": "time", "space": to,
                                                                             "spaces": time_track(game)["spaces"]}))


# -- Power tokens and Activation markers on Adversaries ---------------------------------------------------------
def on_map(game: Game, name: str) -> list[str]:
    """The miniatures of an Adversary on the map, zone by zone in the map's order."""
    return [m for z in board.all_zones(game) for m in grapple.adversaries_in(game, z, name)]


def targets(game: Game, seat: int, name: str, where: str) -> list[str]:
    """The miniatures an effect marks: those of the name in the Explorer's zone ("here") or on the map."""
    if where == "map":
        return on_map(game, name)
    return grapple.adversaries_in(game, grapple.explorer_zone(game, seat), name)


def empower(game: Game, minis: list[str], count: int) -> int:
    """Put `count` Power tokens on each miniature, while the supply has them; returns how many were placed."""
    placed = 0
    for mini in minis:
        for _ in range(count):
            token = game.zones.top(POWERS)
            if token is None:
                game.emit(ev.Message("No Power token is left to place.", {"rule": "no_power_token"}))
                return placed
            game.move(token, powers(mini))
            placed += 1
    return placed


def absorbs(game: Game, mini: str) -> bool:
    """An Injury given to an Adversary with a Power token takes the token off instead."""
    token = game.zones.top(powers(mini))
    if token is None:
        return False
    game.move(token, POWERS)
    game.emit(ev.Message(f"The {game.card(mini).title}'s Power token takes the Injury.",
                         {"rule": "power_spent", "piece": mini}))
    return True


def activate(game: Game, minis: list[str]) -> int:
    """An Activation marker on each miniature that has none, while the supply has them."""
    placed = 0
    for mini in minis:
        if game.zones.size(activation(mini)):
            continue
        token = game.zones.top(ACTIVATIONS)
        if token is None:
            game.emit(ev.Message("No Activation marker is left to place.", {"rule": "no_activation_marker"}))
            break
        game.move(token, activation(mini))
        placed += 1
    return placed


def deactivate(game: Game, minis: list[str]) -> None:
    for mini in minis:
        for token in list(game.zones.cards(activation(mini))):
            game.move(token, ACTIVATIONS)


def release(game: Game, mini: str) -> None:
    """The tokens on a miniature leaving the map (eliminated, or put away Back at Camp) go back to their supply."""
    for token in list(game.zones.cards(powers(mini))):
        game.move(token, POWERS)
    deactivate(game, [mini])


def activated(game: Game) -> list[str]:
    """The Adversaries on the map with an Activation marker, zone by zone in the map's order (found from the few
    markers, asked after every turn)."""
    key = ("activation markers",)
    if key not in game.memo:
        game.memo[key] = [p for p in game.state.pieces if game.card(p).get("token") == "activation"]
    marked = {game.zones.zone_of(t)[len("active:"):] for t in game.memo[key]
              if game.zones.zone_of(t).startswith("active:")}
    if not marked:
        return []
    return [m for z in board.all_zones(game) for m in game.zones.cards(z) if m in marked]


def steps_towards_explorers(game: Game, mini: str) -> list[str]:
    """The zones next to an activated Adversary's that bring it nearer the nearest Explorer (none when it shares a
    zone with one, or no open way leads to one): through open doors and staircases, never a closed door."""
    here = game.zones.zone_of(mini)
    explorers = {grapple.explorer_zone(game, p.seat) for p in game.table.explorers}
    if here in explorers:
        return []

    def nearest(start: str) -> int | None:
        for zone, steps in graph.spread(start, lambda z: board.neighbours(game, z)):
            if zone in explorers:
                return steps
        return None

    now = nearest(here)
    if now is None:
        return []
    return sorted(z for z in board.neighbours(game, here) if nearest(z) == now - 1)


def step(game: Game, mini: str, zone: str) -> None:
    """An Adversary moves one zone, towards the Explorers; profiles are taken and turned as it comes and goes."""
    game.move(mini, zone)
    activated_one = "activated " if game.zones.size(activation(mini)) else ""
    game.emit(ev.Message(f"The {activated_one}{game.card(mini).title} moves to {board.said(game, zone)}.",
                         {"rule": "adversary_moved", "piece": mini, "zone": zone}))
    grapple.update(game)


def put_away(game: Game, mini: str) -> None:
    """An Adversary's miniature off the map (eliminated, or Back at Camp), back near the table; the Power tokens and
    Activation marker on it back to their supplies."""
    release(game, mini)
    game.move(mini, miniatures(game.card(mini).id))
