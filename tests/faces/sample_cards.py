"""Card tables covering every card type and field the faces draw, as a pack designer would write them."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from engine.content.carddef import card_def

SAMPLE_TOML = '''
[[card]]
id = "t-1"
type = "terrain"
title = "Saltmarsh Landing"
number = 1
back = "green"
area = "I"
text = "Reeds hiss in a wind that smells of brine and old smoke."
resources = ["wood", "foliage", "vine"]
arrows = [{ side = "N", numbox = 12 }, { side = "E", numbox = 7 }, { side = "S" }, { side = "W", numbox = 104 }]
hidden = [233]
actions = [
  { icon = "explore", cost = 1, difficulty = 0, success = [{ explore = true }] },
  { icon = "dig", cost = 6, difficulty = 1, success = [{ take = 20 }], failure = [{ each_involved = [{ take = 104 }] }] },
]

[[card]]
id = "t-2"
type = "terrain"
title = "The Ember Dunes"
number = 40
back = "gold"
area = "II"
resources = ["stone", "bone", "fire"]
arrows = [{ side = "W", numbox = 41 }]
forbids = ["rest"]
mandatory = { icon = "climb", cost = 2, difficulty = 1, failure = [{ durability = 1 }] }
actions = [{ icon = "search", cost = 3, difficulty = 2, locked = true, success = [{ take = 159, banner = "raft" }] }]

[[card]]
id = "pe-1"
type = "permanent_event"
title = "Collapsed Footbridge"
number = 12
back = "green"
placement = ["W", "E"]
caused_by = "move"
text = "Half the planks are gone; the ropes still hum."
actions = [{ icon = "swim", cost = 4, difficulty = 2, all = true, success = [{ move = true }], failure = [{ take = 88 }, { discard = "this" }] }]

[[card]]
id = "ex-1"
type = "permanent_event"
title = "Lichen Cave"
area = "I"
placement = ["S"]
actions = [{ icon = "observe", cost = 2, difficulty = 1, success = [{ take = 31 }, { explore = true }] }]

[[card]]
id = "te-1"
type = "temporary_event"
title = "A Shape in the Water"
number = 88
back = "green"
banish = true
keywords = ["beast", "water"]
on_reveal = [{ durability = 2 }, { discard_actions = 2 }]
actions = [{ icon = "fight", cost = 5, difficulty = 3, mandatory = true, success = [{ xp = 2 }, { take = 89 }], failure = [{ take = 90 }] }]

[[card]]
id = "it-1"
type = "item"
title = "Bone Hook"
number = 20
back = "green"
durability = 3
keywords = ["tool", "sharp"]
text = "Carved from something that swam."
effects = [{ icon = ["fish"], step = "cost", cards = 2 }, { icon = ["fish", "hunt"], step = "result", successes = 1, then = [{ discard = "this" }] }]
banner = { pictograph = "raft", value = 5 }

[[card]]
id = "qi-1"
type = "quest_item"
title = "Tide Chart"
number = 60
back = "gold"
source = 233
keywords = ["map"]
effects = [{ icon = ["sail"], step = "result", per_lucky7 = 1 }]
actions = [{ icon = "use", cost = 0, difficulty = 0, requires = [{ keyword = "lens" }], success = [{ take = 61 }] }]

[[card]]
id = "clue-1"
type = "clue"
title = "The Drowned Bell"
curse = "drowned-bell"
text = "Somewhere below the fog a bell still tolls at low tide."
banner = { pictograph = "bell", value = 3 }

[[card]]
id = "st-1"
type = "state"
title = "Injured"
vital = true
effects = [{ icon = ["climb", "swim", "fight"], step = "cost", cards = -1 }]
actions = [{ icon = "rest", cost = 3, difficulty = 1, success = [{ discard = "this" }] }]

[[card]]
id = "st-2"
type = "state"
title = "Paranoid"
effects = [{ step = "result", successes = -1 }]

[[card]]
id = "bo-1"
type = "bonus"
title = "Loyal Gull"
keywords = ["companion"]
effects = [{ icon = ["observe", "explore"], step = "cost", cards = 1, then = [{ return = "this" }] }]

[[card]]
id = "sk-1"
type = "skill"
title = "Lashed Raft"
stars = 1
half_stars = ["left"]
lucky7 = 1
actions = [{ icon = "craft", cost = 5, difficulty = 1 }]
craft = { resources = { wood = 3, vine = 2 }, item = { title = "Raft", durability = 3, keywords = ["float"], banner = { pictograph = "raft", value = 5 } } }

[[card]]
id = "sk-2"
type = "skill"
title = "Keen Eyes"
stars = 2
half_stars = ["right", "left"]
character = "char-wren"
effects = [{ icon = ["observe", "search"], step = "result", successes = 1 }]

[[card]]
id = "sk-3"
type = "skill"
title = "Stormcaller's Lore"
advanced = true
xp = 6
stars = 3
lucky7 = 2
effects = [{ icon = ["pray", "listen"], step = "result", per_lucky7 = 1 }]

[[card]]
id = "cu-1"
type = "curse"
title = "Death Is Lurking"
curse = "death"
copies = 4
text = "Every step costs more than the last."

[[card]]
id = "cu-2"
type = "curse"
title = "The Bell's Toll"
curse = "drowned-bell"
effects = [{ handler = "bell_toll", step = "result" }]

[[card]]
id = "char-wren"
type = "character"
title = "Wren the Cartographer"
figure = "#c0392b"
text = "Wren mapped every coast of the old kingdom before the fog swallowed them. She has come to map this one too, and to find her brother."
effects = [{ icon = ["explore"], step = "cost", cards = 1 }]

[[card]]
id = "satchel"
type = "satchel"
title = "Satchel & Journal"
text = "Quest items and clues are kept here; anyone may read them."

[[card]]
id = "save-1"
type = "save"
title = "Campfire Save"
text = "Fold the board to the terrain you stand on."

[[card]]
id = "mode-easy"
type = "mode"
title = "Gentle Fog"
text = "Shuffle 6 cards back whenever you rest."
effects = [{ icon = ["rest"], step = "result", successes = 1 }]

[[card]]
id = "ev-choice"
type = "temporary_event"
title = "Fork in the Trail"
area = "II"
actions = [{ icon = "move", cost = 1, difficulty = 0, success = [{ choose = [{ label = "north", then = [{ take = 50 }] }, { label = "wait", then = [{ shuffle_back = 6 }] }] }] }]

[[card]]
id = "win"
type = "temporary_event"
title = "The Bell Falls Silent"
number = 200
back = "gold"
on_reveal = [{ lift = "drowned-bell" }, { buy_skills = true }, { replace_gold = true }, { banish_green = 104 }, { adventure_over = true }]
'''


def sample_tables() -> list[dict]:
    return tomllib.loads(SAMPLE_TOML)["card"]


def sample_cards() -> dict:
    return {t["id"]: card_def(t) for t in sample_tables()}


@dataclass
class SamplePack:
    """The minimum of a loaded pack that the renderer needs: its cards, its folder and its ruleset."""
    folder: Path
    cards: dict = field(default_factory=dict)
    ruleset: str = "seventh-continent"


def big_pack(folder: Path, count: int = 150) -> SamplePack:
    """A ~`count`-card pack made by repeating the samples under new ids and numbers."""
    tables = sample_tables()
    cards = {}
    for i in range(count):
        table = dict(tables[i % len(tables)])
        table["id"] = f"{table['id']}-{i}"
        if "number" in table:
            table["number"] = 300 + i
        cards[table["id"]] = card_def(table)
    return SamplePack(Path(folder), cards)
