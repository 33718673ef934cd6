"""A profile's fight results, read one way by the fight that applies them and by the forecast that counts them
before the dice are thrown: the order they apply in, and what a tally does to the Adversaries fought."""
from __future__ import annotations


def in_order(table, tally: dict[str, int]) -> list[int]:
    """The results a roll applies, as the profile lists them top to bottom (not in roll order): each row's index
    once for each die showing its symbol. The fight applies them in this order, and the forecast reads it."""
    return [n for n, row in enumerate(table) for _ in range(tally.get(row["symbol"], 0))]


def foreseen(table, tally: dict[str, int], standing: list[int], health: int, name: str,
             nearby: int) -> tuple[list[int], int, int]:
    """What a tally would do to the Adversaries of `name` fought, as the fight applies it (`in_order`, stopping
    between two effects once none of them is left in the zone): the rows applied, the Injuries dealt, how many
    are left standing. `standing`: each one's health left; `health`: a new one's; `nearby`: miniatures of the name
    that may be added.
    Injuries go to the one nearest its end; an Adversary driven off is the least hurt."""
    left, applied, dealt = sorted(standing), [], 0
    # `in_order` walked in place (rows top to bottom, once for each die showing the row's symbol): the forecast
    # asks this of every tally a roll may end on
    for n, row in enumerate(table):
        for _ in range(tally.get(row["symbol"], 0)):
            if not left:
                return applied, dealt, 0
            applied.append(n)
            for op in row["effects"]:
                if "wound" in op:
                    wound = op["wound"]
                    while wound and left:     # each point to the one nearest its end
                        first = left[0]
                        if first > wound:
                            left[0] = first - wound
                            dealt += wound
                            break
                        dealt += first
                        wound -= first
                        del left[0]
                elif "flee" in op:
                    del left[max(0, len(left) - op["flee"]):]
                elif "spawn" in op and op["spawn"]["adversary"] == name and nearby:
                    came = min(nearby, op["spawn"].get("count", 1))
                    nearby -= came
                    left = sorted(left + [health] * came)
                if not left:
                    break
    return applied, dealt, len(left)
