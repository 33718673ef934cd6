"""`fogbound-pack odds` for The 7th Citadel, Arkeis and Cursed City, driven through main([...]): the figures
printed are the game's own odds (the same chance machinery), checked against counting every draw or roll."""
from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from itertools import combinations, product

from engine.content.paths import packs_dir
from gui.packtool import main

ASHENREACH, CINDERFANE, MIREWICK = (packs_dir() / name for name in ("ashenreach", "cinderfane", "mirewick"))


def _odds(folder, capsys) -> str:
    assert main(["odds", str(folder)]) == 0
    captured = capsys.readouterr()
    assert "not available" not in captured.err and "Traceback" not in captured.err
    return captured.out


def _percent(p: Fraction) -> str:
    return "-" if p == 0 else "100" if p == 1 else ">99" if p >= Fraction(199, 200) else \
        "<1" if p < Fraction(1, 200) else f"{float(p) * 100:.0f}"


# -- The 7th Citadel ----------------------------------------------------------------------------------------------
def _successes(cards) -> int:
    return sum(c.stars for c in cards) + min(sum(c.left for c in cards), sum(c.right for c in cards))


def test_the_citadel_prints_each_characters_starting_deck_odds_as_every_draw_counted_says(capsys):
    from engine.content.loader import load_pack
    from engine.rulesets.seventh_citadel.odds import starting_deck
    out = _odds(ASHENREACH, capsys)
    pack = load_pack(ASHENREACH)
    characters = [c for c in pack.cards.values() if c.type == "character"]
    assert len(characters) == 4
    for character in characters:
        deck = starting_deck(pack, character.id)
        assert len(deck) == 11      # the set-up deals the character's own skills, each copy
        block = out.split(f"{character.title}: {len(deck)} cards")[1].split("\n\n")[0].splitlines()
        rows = [line.split()[1:] for line in block[2:]]
        assert len(rows) == 6 and all(len(row) == 8 for row in rows)
        for k in range(1, 9):
            sets = list(combinations(deck, k))
            for n in range(1, 7):
                counted = Fraction(sum(1 for s in sets if _successes(s) >= n), len(sets))
                assert rows[n - 1][k - 1] == _percent(counted), (character.id, n, k)


# -- Cursed City --------------------------------------------------------------------------------------------------
RANK = {"fail": 0, "success": 1, "crit": 2}


def _attack_by_hand(faces, worth):
    """Every fall of the dice: the best single die counts; then the best of keeping it or re-rolling one die (not
    at a critical) for the wounds it leaves on average."""
    from itertools import product
    every = list(product(*faces))
    plain, again = dict.fromkeys(RANK, Fraction(0)), dict.fromkeys(RANK, Fraction(0))
    for roll in every:
        kept = max(roll, key=RANK.__getitem__)
        plain[kept] += Fraction(1, len(every))
        plans = [{kept: Fraction(1)}]
        for i in range(len(roll) if kept != "crit" else 0):
            plan = dict.fromkeys(RANK, Fraction(0))
            for new in faces[i]:
                plan[max(roll[:i] + (new,) + roll[i + 1:], key=RANK.__getitem__)] += Fraction(1, len(faces[i]))
            plans.append(plan)
        values = [sum(worth[o] * p for o, p in plan.items()) for plan in plans]
        for o, p in plans[values.index(max(values))].items():
            again[o] += p / len(every)
    return plain, again


def test_cursed_city_prints_each_heros_attacks_against_each_hostile_as_every_roll_counted_says(capsys):
    from engine.content.loader import load_pack
    out = _odds(MIREWICK, capsys)
    pack = load_pack(MIREWICK)
    heroes = [c for c in pack.cards.values() if c.type == "hero"]
    hostiles = [c for c in pack.cards.values() if c.type == "hostile"]
    assert all(f"{h.title} — {side}" in out for h in heroes for side in ("Path to Glory", "Inspired"))
    hero = next(h for h in heroes if h.id == "brannoc")
    block = out.split(f"{hero.title} — Path to Glory")[1].split("\n\n")[0]
    for w in hero.get("weapons"):
        faces = [[f.get("outcome", "fail") or "fail" for f in pack.cards[d].get("faces")] for d in w["dice"]]
        lines = block.split(f"  {w['name']} (")[1].splitlines()[1:1 + len(hostiles)]
        for card, line in zip(hostiles, lines):
            cut = int(card.get("reduce_damage", 0))
            worth = {"fail": 0, "success": max(0, w["damage"][0] - cut), "crit": max(0, w["damage"][1] - cut)}
            plain, again = _attack_by_hand(faces, worth)
            said = lambda odds: " / ".join(f"{_percent(odds[o]):>3}" for o in RANK)  # noqa: E731
            slain = lambda odds: _percent(sum((odds[o] for o in RANK if 0 < worth[o] >= int(card.get("wounds"))),  # noqa: E731
                                              Fraction(0)))
            expected = lambda odds: f"{float(sum(odds[o] * worth[o] for o in RANK)):4.2f}"  # noqa: E731
            assert line.startswith(f"    {card.title:<20} {said(plain)}  wounds {expected(plain)}  slain {slain(plain):>3}")
            # re-rolls of equal worth on average may be told apart either way: the wounds and the slaying agree
            assert line.endswith(f"wounds {expected(again)}  slain {slain(again):>3}"), line
            assert "re-rolled" in line


# -- Arkeis -------------------------------------------------------------------------------------------------------
def _columns(line: str) -> list[str]:
    return re.findall(r"\[\d\]\s+(\S+)", line)


def test_arkeis_prints_each_explorers_fights_and_inspection_tests_as_every_roll_counted_says(capsys):
    from collections import Counter
    from engine.content.loader import load_pack
    from engine.rulesets.arkeis.results import foreseen
    from tests.arkeis.test_forecast import best_by_brute_force
    out = _odds(CINDERFANE, capsys)
    pack = load_pack(CINDERFANE)
    faces = [tuple(f["symbols"]) for f in pack.cards["fight-die"].get("faces")]
    others = sorted({f for f in faces if "fate" not in f})
    profiles = [c for c in pack.cards.values() if c.type == "profile"]
    assert profiles and all(f"{p.title} (health " in out for p in profiles)
    assert "[1] an extra die if chosen: Jonah Strand" in out and "[2] a die set for a coin: Casimir Lode" in out
    for profile in profiles:
        table, health = list(profile.get("fight")), int(profile.get("health"))
        lines = out.split(f"{profile.title} (health {health})\n")[1].split("\n\n")[0].splitlines()

        def applied(roll):
            return foreseen(table, dict(Counter(s for f in roll for s in f)), [health], health,
                            profile.get("adversary"), 0)

        def chance(dice, good):
            rolls = list(product(faces, repeat=dice))
            return Fraction(sum(1 for r in rolls if good(r)), len(rolls))
        for r, line in enumerate(lines[:-1]):
            assert _columns(line)[0] == _percent(chance(2, lambda roll: r in applied(roll)[0])), (profile.id, line)
        injury = _columns(lines[-1])
        assert injury[0] == _percent(chance(2, lambda roll: applied(roll)[1] > 0))
        # an extra die if chosen: the better of two and three dice; a die set: the best side, the other rolled
        assert injury[1] == _percent(max(chance(n, lambda roll: applied(roll)[1] > 0) for n in (2, 3)))
        assert injury[2] == injury[3] == _percent(max(chance(1, lambda roll, f=f: applied((f,) + roll)[1] > 0)
                                                      for f in others))
    inspection = [tuple(f["symbols"]) for f in pack.cards["inspection-die"].get("faces")]
    tests = out.split("Inspection tests:")[1].splitlines()[5:]

    def inspections(node) -> int:
        if isinstance(node, Mapping):
            return int(isinstance(node.get("inspect"), Mapping) and bool(node["inspect"].get("need"))) + \
                sum(inspections(v) for v in node.values())
        if isinstance(node, (list, tuple)):
            return sum(inspections(v) for v in node)
        return 0
    assert len(tests) == sum(inspections(card.data) for card in pack.cards.values()) >= 4
    for line in tests:
        count, symbol = int(re.search(r"(\d) dice", line)[1]), re.search(r"need 1 (\w+)|need 2 (\w+)", line)
        want = {symbol[1] or symbol[2]: 1 if symbol[1] else 2}
        assert _columns(line) == [_percent(best_by_brute_force(inspection, count, want, 0, rerolls, preset))
                                  for rerolls, preset in ((0, False), (1, False), (0, True), (0, True))], line
