"""Setting up an episode, in the rulebook's steps: the scene (rooms and floors laid out, doors, Search tokens,
miniatures), then the components (the Fate stock for this many players, the rest set aside; the Search cards
face down in piles by the symbol on their backs; Adversary profiles, elite ones by the chosen mode; Traumas;
Injury tokens), then what the Explorers' abilities put on their profiles. The first player and the opening
card are the table's first decisions (`turn.OPENING`)."""
from __future__ import annotations

from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.ruleset import Choice, Seat
from engine.core.zones import Zones

from . import board, grapple, markers
from .numbers import rule
from .table import (ACTIVATIONS, ASIDE, BUILT, POWERS, TIMES, CAMP, CHAINS, COINS, FATE_ASIDE, IN_PLAY, INJURIES, LOST, POISONS, READING,
                    REROLLS, ROLLED, ROOMS_NEARBY, ROOMS_PLACED, SEARCH_TOKENS, STAIRCASES, STOCK, TOKEN_ZONES, TRAPDOORS,
                    TRAUMAS,
                    UNBOUGHT, UPGRADES, XPS, Explorer,
                    Table, backpack, dice_supply, door, episode_box, equipped, experience, held, injured, kept,
                    miniatures, on_profile, profiles, search_pile, threats, trauma_slots, zone)

ELITE = (Choice("none", "Regular"),
         Choice("intermediate", "Intermediate elite"),
         Choice("regular", "Regular elite"))


def of_type(pack, kind: str) -> list:
    return [card for card in pack.cards.values() if card.type == kind]


def episodes(pack) -> list:
    return sorted(of_type(pack, "episode"), key=lambda e: e.get("order"))


def apart(cards) -> list[tuple[str, str]]:
    """The pairs of Explorers that never sit at one table: one of them excludes the other (`excludes`)."""
    explorers = sorted((c for c in cards.values() if c.type == "explorer"), key=lambda c: c.id)
    return [(card.id, other) for card in explorers for other in card.get("excludes") or () if other in cards]


def kept_apart(cards, one: str, other: str) -> bool:
    """Whether two Explorers may never sit at one table."""
    return (one, other) in apart(cards) or (other, one) in apart(cards)


def check_seats(pack, seats: list[Seat]) -> None:
    low, high = pack.players
    if not low <= len(seats) <= high:
        raise ValueError(f"this pack is played by {low} to {high} Explorers, not {len(seats)}")
    known = {card.id: card for card in of_type(pack, "explorer")}
    roles = [seat.role for seat in seats]
    for seat in seats:
        if seat.role not in known:
            raise ValueError(f"{seat.name} plays {seat.role or 'no Explorer'}; the Explorers are "
                             f"{', '.join(sorted(known))}")
    if len(set(roles)) != len(roles):
        raise ValueError("two players cannot play the same Explorer")
    for one, other in apart(pack.cards):
        if one in roles and other in roles:
            raise ValueError(f"{known[one].title} cannot be played with {known[other].title}")


def new_game(ruleset, pack, seats: list[Seat], options: dict, seed: int) -> Game:
    check_seats(pack, seats)
    chosen = options.get("episode") or episodes(pack)[0].id
    if chosen not in {e.id for e in episodes(pack)}:
        raise ValueError(f"unknown episode {chosen!r}")
    elite = options.get("elite", "none")
    if elite not in {c.key for c in ELITE}:
        raise ValueError(f"unknown elite mode {elite!r}")
    episode = pack.cards[chosen]
    rng = Rng(seed)
    zones, pieces = Zones(), {}

    def create(piece: str, card_id: str, where: str) -> None:
        pieces[piece] = card_id
        zones.create(piece, where)

    for where in (STOCK, FATE_ASIDE, INJURIES, POISONS, SEARCH_TOKENS, COINS, XPS, REROLLS, CHAINS, TRAPDOORS, STAIRCASES,
                  TIMES, POWERS, ACTIVATIONS, CAMP,
                  READING, IN_PLAY, TRAUMAS, ROLLED, ROOMS_NEARBY, ROOMS_PLACED, ASIDE):
        zones.add_zone(where)
    # the components, all near the table to begin with
    for card in of_type(pack, "room") + of_type(pack, "floor"):
        create(card.id, card.id, ROOMS_NEARBY)
    for card in of_type(pack, "token"):
        for n in range(card.get("count")):
            create(f"{card.id}:{n + 1}", card.id, TOKEN_ZONES[card.get("token")])
    for card in of_type(pack, "search_token"):
        for n in range(card.get("count")):
            create(f"{card.id}:{n + 1}", card.id, SEARCH_TOKENS)
    for card in of_type(pack, "die"):
        for n in range(card.get("count")):
            create(f"{card.id}:{n + 1}", card.id, dice_supply(card.get("dice")))
    for card in of_type(pack, "adversary"):
        zones.add_zone(profiles(card.id))
        for n in range(card.get("miniatures")):
            create(f"{card.id}:{n + 1}", card.id, miniatures(card.id))
    adversary_profiles(pack, create)
    sort_profiles(pack.cards, rng, elite, lambda piece, to, face_up=True: zones.move(piece, to))
    traumas = [card.id for card in of_type(pack, "trauma")]
    rng.shuffle(traumas)
    for card_id in traumas:
        create(card_id, card_id, TRAUMAS)
    # every episode's cards in its box; the episode's Search cards come out at its set-up
    for card in of_type(pack, "search"):
        create(card.id, card.id, episode_box(card.get("episode")))
    for card in of_type(pack, "experience"):
        create(card.id, card.id, UNBOUGHT)
    for card in of_type(pack, "upgrade"):
        create(card.id, card.id, UPGRADES)
    for where in (BUILT, LOST):
        zones.add_zone(where)
    players = [Explorer(n, seat.name, seat.role) for n, seat in enumerate(seats)]
    for player in players:
        for where in (backpack(player.seat), equipped(player.seat), injured(player.seat), trauma_slots(player.seat),
                      threats(player.seat), held(player.seat), on_profile(player.seat), experience(player.seat)):
            zones.add_zone(where)
    # every Explorer's miniature is in the box, and what each keeps between episodes: players may change
    # Explorers Back at Camp
    for card in of_type(pack, "explorer"):
        zones.add_zone(kept(card.id))
        create(f"mini:{card.id}", card.id, ROOMS_NEARBY)
    table = Table(players, chosen, elite=elite, most=pack.players[1], campaign=[e.id for e in episodes(pack)],
                  actions=rule(pack.rules, "actions"),
                  fight_dice=rule(pack.rules, "fight_dice"), injury_slots=rule(pack.rules, "injury_slots"),
                  camp_spaces=rule(pack.rules, "camp_spaces"))
    game = Game(ruleset, pack.cards, State(ruleset.id, pieces, zones, rng, table))
    set_the_scene(game, episode)
    prepare(game, episode, len(players))
    return game


def adversary_profiles(pack, create) -> None:
    """Each Adversary's profiles, set aside face down until `sort_profiles` deals them as the elite mode wants."""
    for card in of_type(pack, "profile"):
        create(card.id, card.id, ASIDE)


def sort_profiles(cards: dict, rng: Rng, elite: str, move, have=None) -> None:
    """In the regular elite mode one regular profile of each Adversary is set aside for each elite one, at random;
    otherwise the elite ones wait aside (in the intermediate mode the table chooses at the opening which
    Adversaries use theirs: `use_elite`). Done at set-up and again before each episode: the difficulty may change
    between two sessions. `have`: the pieces of the game (a pack grown since a game was saved adds no profile)."""
    adversaries = [c for c in cards.values() if c.type == "adversary"]
    every = [c for c in cards.values() if c.type == "profile" and (have is None or c.id in have)]
    for adversary in adversaries:
        regular = [p.id for p in every if p.get("adversary") == adversary.id and not p.get("elite")]
        elites = [p.id for p in every if p.get("adversary") == adversary.id and p.get("elite")]
        rng.shuffle(regular)
        swapped = elites[:len(regular) - 1] if elite == "regular" else []
        for card_id in regular[:len(swapped)]:
            move(card_id, ASIDE, face_up=False)
        for card_id in regular[len(swapped):] + swapped:
            move(card_id, profiles(adversary.id), face_up=False)
        for card_id in elites[len(swapped):]:
            move(card_id, ASIDE, face_up=False)


def elite_waiting(game: Game) -> list[str]:
    """The Adversaries whose elite profiles are still set aside: those the table may yet choose to use."""
    return [card.id for card in sorted((c for c in game.cards.values() if c.type == "adversary"), key=lambda c: c.id)
            if any(game.card(p).get("adversary") == card.id and game.card(p).get("elite")
                   for p in game.zones.cards(ASIDE))]


def use_elite(game: Game, adversary: str) -> None:
    """The Adversary's elite profiles replace as many of its regular profiles, taken at random from its pile (one
    regular profile is always left)."""
    pile = profiles(adversary)
    elites = [p for p in game.zones.cards(ASIDE) if game.card(p).get("adversary") == adversary and game.card(p).get("elite")]
    for elite in elites[:max(0, game.zones.size(pile) - 1)]:
        game.move(game.rng.pick(list(game.zones.cards(pile))), ASIDE, face_up=False)
        game.move(elite, pile, face_up=False)


def mover(game: Game, shown: bool):
    """How set-up moves pieces: quietly before the game starts, as events the table shows afterwards."""
    if shown:
        return lambda piece, to, face_up=True: game.move(piece, to, face_up=face_up)
    return lambda piece, to, face_up=True: game.zones.move(piece, to)


def set_the_scene(game: Game, episode, shown: bool = False) -> None:
    """Rooms and floors as the episode's diagram lays them, doors, Search tokens, Explorers and Adversaries;
    the episode's Search cards out of its box, face down in piles by the symbols on their backs."""
    move = mover(game, shown)
    game.table.episode = episode.id
    for card in list(game.zones.cards(episode_box(episode.id))):
        move(card, search_pile(game.card(card).get("symbol")), face_up=False)
    for spec in episode.get("rooms"):
        card = game.cards[spec["room"]]
        board.lay_out(game, card.id, card.get("size"), list(spec["at"]), bool(spec.get("turned")),
                      card.type == "room", card.id)
        move(card.id, ROOMS_PLACED)
    for spec in episode.get("doors", ()):
        a, b = (zone(*z.split(":")) for z in spec["between"])
        board.add_door(game, spec["id"], a, b)
    for spec in episode.get("tokens", ()):
        token = free_token(game, spec["symbol"])
        move(token, door(spec["door"]) if "door" in spec else zone(*spec["zone"].split(":")))
    for door_id in episode.get("chains", ()):
        board.chain(game, door_id, move)
    for spec in episode.get("trapdoors", ()):
        board.open_trapdoor(game, zone(*spec["zone"].split(":")), zone(*spec["to"].split(":")),
                            spec.get("injuries", 0), move)
    for spec in episode.get("staircases", ()):
        board.lay_staircase(game, spec["mark"], *(zone(*z.split(":")) for z in spec["between"]), move=move)
    markers.lay_track(game, episode, move)
    start = zone(*episode.get("explorers").split(":"))
    for player in game.table.explorers:
        move(f"mini:{player.explorer}", start)
    for spec in episode.get("adversaries", ()):
        for _ in range(spec.get("count", 1)):
            move(game.zones.top(miniatures(spec["adversary"])), zone(*spec["zone"].split(":")))


def free_token(game: Game, symbol: str) -> str:
    for piece in reversed(game.zones.cards(SEARCH_TOKENS)):
        if game.card(piece).get("symbol") == symbol:
            return piece
    raise ValueError(f"no Search token {symbol!r} is left to place")


def fate_stock(episode, players: int) -> int:
    """The Fate tokens an episode's stock starts with for this many players (the logbook's table)."""
    sizes = episode.get("fate_stock")["players"]
    return sizes[min(players, len(sizes)) - 1]


def prepare(game: Game, episode, players: int, shown: bool = False) -> None:
    """The Fate stock for this many players; what the abilities put on the profiles; first profiles taken."""
    move = mover(game, shown)
    for _ in range(fate_stock(episode, players)):
        move(game.zones.top(FATE_ASIDE), STOCK)
    for player in game.table.explorers:
        card = game.cards[player.explorer]
        source = {"set_die_with_coin": COINS, "set_die_with_fate": FATE_ASIDE}.get(card.get("ability"))
        if source:
            for _ in range(card.get("ability_tokens", 2)):
                if game.zones.size(source):
                    move(game.zones.top(source), on_profile(player.seat))
    grapple.update(game)
