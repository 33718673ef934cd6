"""A pack's balance for its designer (`fogbound-pack odds`): what each Offer's symbols may bring to the
table, and how games played with random answers end (which end, how often, after how many turns).

Random answers are no players: they fight the Othersiders far less than people do, so the share of games
lost to the Othersiders is an upper bound. Every such game must end by one of the rulebook's ends."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from engine.core.bot import random_move
from engine.core.outcome import LOSS
from engine.core.ruleset import Seat

from . import RULESET
from engine.core.events import TurnBegun
from .events import Scored

RUINED = "all Realms Ruined"
RULES_ALL = "a rival rules all three Realms"
# a game that has not ended after this many answers is reported as unfinished
MOST_ANSWERS = 20_000


@dataclass
class Balance:
    """How a run of random games ended: ends counted by name, turns of each finished game, unfinished seeds."""

    ends: Counter = field(default_factory=Counter)
    turns: list[int] = field(default_factory=list)
    unfinished: list[int] = field(default_factory=list)

    @property
    def games(self) -> int:
        return sum(self.ends.values()) + len(self.unfinished)


def how_it_ended(game) -> str:
    """The end a finished game reached, in the rulebook's terms (a bought-out Offer named by its Realm)."""
    events = game.state.log.events
    for event in reversed(events):
        if isinstance(event, Scored):
            return f"Offer bought out: {game.cards[event.data['suits'][0]].title}"
    return RUINED if game.state.outcome == LOSS or "Ruined" in events[-1].reason else RULES_ALL


def turns_of(game) -> int:
    return sum(1 for e in game.state.log.events if isinstance(e, TurnBegun))


def play_random_games(ruleset, pack, seeds, players: int, offers: str = "demo") -> Balance:
    """Play one game a seed, every answer chosen at random (seeded: the same seeds give the same games)."""
    heroes = sorted(card.id for card in pack.cards.values() if card.type == "hero")
    balance = Balance()
    for seed in seeds:
        picked = random.Random(seed).sample(heroes, players)
        game = ruleset.new_game(pack, [Seat(f"Rival {n + 1}", hero) for n, hero in enumerate(picked)],
                                {"offers": offers}, seed)
        chooser = random.Random(seed)
        answers = 0
        while not game.over and answers < MOST_ANSWERS:
            game.choose(*random_move(game, chooser))
            answers += 1
        if not game.over:
            balance.unfinished.append(seed)
            continue
        balance.ends[how_it_ended(game)] += 1
        balance.turns.append(turns_of(game))
    return balance


def symbols_report(pack) -> list[str]:
    """Per Realm: its offer cards, how many add Othersiders (and how many in all) and how many call an Event."""
    lines = ["Offer symbols by Realm (cards; Othersiders they may add; Events)"]
    for realm in (c for c in pack.cards.values() if c.type == "realm"):
        suit = [c for c in pack.cards.values() if c.type == "offer" and c.get("suit") == realm.id]
        adds = [c.get("adds") for c in suit if c.get("adds")]
        events = sum(1 for c in suit if c.get("event"))
        lines.append(f"  {realm.title:<24} {len(suit):>3} cards; {len(adds):>2} add {sum(adds):>2} Othersiders; "
                     f"{events:>2} Events")
    return lines


def balance_lines(balance: Balance, label: str) -> list[str]:
    turns = sorted(balance.turns)
    lines = [f"{label}: {balance.games} games"]
    if turns:
        lines.append(f"  turns: fewest {turns[0]}, median {turns[len(turns) // 2]}, most {turns[-1]}")
    for end, count in balance.ends.most_common():
        lines.append(f"  {count * 100 / balance.games:5.1f}%  {end}")
    if balance.unfinished:
        lines.append(f"  {len(balance.unfinished)} games did not end (seeds {balance.unfinished[:10]})")
    return lines


def odds_report(pack, games: int = 60) -> str:
    """The Offers' symbols, then how `games` random games of 2 and of 3 rivals end under each Offer rule."""
    lines = [f"Balance of {pack.title}", ""] + symbols_report(pack)
    for offers in ("demo", "original"):
        for players in (2, 3):
            lines += [""] + balance_lines(play_random_games(RULESET, pack, range(games), players, offers),
                                          f"{players} rivals, {offers} Offer rule, random answers")
    return "\n".join(lines)
