"""Reactions: a hero whose activation has ended keeps its dice a pip lower, and may strike a hostile that
finishes a move in sight; all declare, then they strike in leader order."""
from __future__ import annotations

from engine.rulesets.cursed_city import rolls, wounds
from engine.rulesets.cursed_city.table import slot, spare

from .conftest import clear, first, put, show, start


def _reaction_game(pack, seed, pips=(4, 4, 0, 0)):
    """The warden ends its activation with its first two dice unspent (showing `pips`), a rat in its sight."""
    game = start(pack, seed=seed)
    clear(game)
    group = game.table.groups[0]
    group.models[:] = ["bone-rat:8"]
    group.deployed = 1
    put(game, "bone-rat:8", (8, 1))
    put(game, "warden", (5, 1))
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    first(game, "warden")                             # the warden, then the rats' group
    show(game, "warden", list(pips))
    game.choose("go")
    assert game.pending.context["hero"] == "warden"
    game.choose("end")                                 # both dice unspent: reaction dice a pip lower
    return game


def test_unspent_dice_lose_a_pip_and_wait_as_reaction_dice(pack):
    game = _reaction_game(pack, 0)
    held = [wounds.die_on(game, slot("warden", k)) for k in range(2)]
    assert [rolls.value(game, p) for p in held] == [3, 3] and game.table.hero("warden").reacting


def test_a_hostile_finishing_a_move_in_sight_can_be_struck_by_a_reaction(pack):
    reacted = 0
    for seed in range(20):
        game = _reaction_game(pack, seed)
        while not game.over and game.pending.kind not in ("reaction", "hero_action"):
            game.choose(game.legal_options()[0])
        if game.pending.kind != "reaction":
            continue                                   # the rats skulked: no move, nothing to react to
        assert game.legal_options() == ["react:warden:halberd", "done"]
        # the question is about the rat, by its number as the log names it; its picture goes beside the question
        # once ("piece"), not beside every answer (at 200 % three answers' pictures filled the dialog)
        assert game.pending.prompt == f"{game.card('bone-rat:8').title} 8 acted in sight: who reacts?"
        assert game.pending.context["piece"] == "bone-rat:8"
        rolls_before = sum(1 for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "roll")
        game.choose("react:warden:halberd")            # nobody else can react: it resolves at once
        after = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "roll"]
        assert len(after) > rolls_before and "Warden attacks" in after[rolls_before].text
        assert sum(1 for k in range(4) if wounds.die_on(game, slot("warden", k))) == 1
        reacted += 1
    assert reacted


def _two_reacting(pack, seed):
    """The Warden and the Ranger end their activations holding reaction dice; then the rats' group acts."""
    game = start(pack, seed=seed)
    clear(game)
    group = game.table.groups[0]
    group.models[:] = ["bone-rat:8"]
    group.deployed = 1
    put(game, "bone-rat:8", (8, 1))
    put(game, "warden", (5, 1))
    put(game, "ranger", (2, 1))
    track = game.zones.contents["track"]
    for card in ("init:warden", "init:ranger", f"init:group:{group.n}"):
        track.remove(card)
    track[:0] = ["init:warden", "init:ranger", f"init:group:{group.n}"]
    show(game, "warden", [4, 4, 0, 0])
    show(game, "ranger", [4, 4, 0, 0])
    game.choose("go")
    for hero in ("warden", "ranger"):
        assert game.pending.context["hero"] == hero
        game.choose("end")
    return game


def _both_declared(pack, seed):
    """The Ranger, then the Warden, declare a reaction to the rats' move (None: no such moment with this seed)."""
    game = _two_reacting(pack, seed)
    while not game.over and game.pending.kind not in ("reaction", "hero_action"):
        game.choose(game.legal_options()[0])
    if game.pending.kind != "reaction" or "react:ranger:longbow" not in game.legal_options():
        return None, 0
    assert "react:warden:halberd" in game.legal_options()
    said = len(game.state.log.events)
    game.choose("react:ranger:longbow")                 # the Ranger declares first...
    assert game.pending.kind == "reaction" and "react:ranger:longbow" not in game.legal_options()
    assert not any(e.kind == "message" and e.data.get("rule") == "roll"     # ...and nothing is rolled
                   for e in game.state.log.events[said:])                   # while they declare
    game.choose("react:warden:halberd")
    return game, said


def _strikes(game, said):
    return [e.text for e in game.state.log.events[said:] if e.kind == "message"
            and (e.data.get("rule") in ("roll", "reaction_lost"))]


def test_heroes_declare_their_reactions_then_strike_in_leader_order_each_losing_the_die_it_committed(pack):
    met = 0
    for seed in range(30):
        game, said = _both_declared(pack, seed)
        if game is None:
            continue
        # leader order: the leader says who strikes first, offered from the leader's own hero
        assert game.pending.kind == "reaction_order" and game.pending.owner == f"seat:{game.table.leader}"
        assert game.legal_options() == ["strike:warden", "strike:ranger"] and not _strikes(game, said)
        game.choose("strike:warden")
        lines = _strikes(game, said)
        assert lines[0].startswith("Warden attacks"), lines
        assert lines[1].startswith("Ranger attacks") or lines[1] == "Ranger's reaction comes too late.", lines
        for hero in ("warden", "ranger"):                   # one die spent each, even by a reaction too late
            assert sum(1 for k in range(4) if wounds.die_on(game, slot(hero, k))) == 1, hero
        met += 1
    assert met


def test_the_leader_decides_the_order_in_which_declared_reactions_strike(pack):
    """'In leader order': the leader decides who acts first (the engine went round the table by itself)."""
    met = 0
    for seed in range(30):
        game, said = _both_declared(pack, seed)
        if game is None:
            continue
        game.choose("strike:ranger")                     # the leader puts the Ranger first, against seat order
        lines = _strikes(game, said)
        assert lines[0].startswith("Ranger attacks"), lines
        assert lines[1].startswith("Warden attacks") or lines[1] == "Warden's reaction comes too late.", lines
        for hero in ("warden", "ranger"):
            assert sum(1 for k in range(4) if wounds.die_on(game, slot(hero, k))) == 1, hero
        met += 1
    assert met


def test_the_hero_picks_which_reaction_die_pays(pack):
    """A reaction is paid with a reaction die of the hero's choice (the engine spent the lowest that paid)."""
    met = 0
    for seed in range(20):
        game = _reaction_game(pack, seed, pips=(4, 5, 0, 0))  # reaction dice showing 3 and 4: both pay (2+)
        while not game.over and game.pending.kind not in ("reaction", "hero_action"):
            game.choose(game.legal_options()[0])
        if game.pending.kind != "reaction":
            continue
        game.choose("react:warden:halberd")
        assert game.pending.kind == "reaction_die" and game.pending.owner == f"seat:{game.table.hero('warden').seat}"
        by_value = {o.data["value"]: o.key for o in game.pending.options}
        assert sorted(by_value) == [3, 4]
        paid = {o.data["value"]: o.data["die"] for o in game.pending.options}
        start_at = len(game.state.log.events)
        game.choose(by_value[4])
        spent = [e.piece for e in game.state.log.events[start_at:] if e.kind == "piece_moved"
                 and e.piece in paid.values() and e.target == spare("warden")]
        assert spent[:1] == [paid[4]]                   # the 4 paid; the 3 is kept
        met += 1
    assert met


def test_a_hostile_slain_by_a_reaction_does_not_count_toward_the_next_inspiration_roll(pack):
    """'Hostiles slain at any other time (eg, during reactions) are not counted': the rat a reaction slew was
    added to the warden's tally and rolled for at the end of its next activation."""
    from engine.rulesets.cursed_city.table import slain

    killed = 0
    for seed in range(30):
        game = _reaction_game(pack, seed)
        game.table.damage["bone-rat:8"] = int(game.card("bone-rat:8").get("wounds")) - 1   # one more wound slays it
        while not game.over and game.pending.kind not in ("reaction", "hero_action"):
            game.choose(game.legal_options()[0])
        if game.pending.kind != "reaction":
            continue
        game.choose("react:warden:halberd")
        if game.zones.zone_of("bone-rat:8") != slain(game.table.groups[0].n):
            continue                                   # the reaction missed
        killed += 1
        assert game.table.hero("warden").slew == 0
        rolled = [e.text for e in game.state.log.events if e.kind == "message" and "inspiration roll" in e.text]
        while not game.over and not (game.pending.kind == "hero_action" and game.table.turn == 2
                                     and game.pending.context["hero"] == "warden"):
            keys = game.legal_options()
            game.choose("end" if "end" in keys else "go" if "go" in keys else keys[0])
        game.choose("end")
        assert [e.text for e in game.state.log.events if e.kind == "message" and "inspiration roll" in e.text] == rolled
    assert killed
