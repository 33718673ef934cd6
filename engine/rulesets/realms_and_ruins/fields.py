"""Schema pieces the verbs, the skills and the card types share: an effect list (by reference, since verbs
nest effect lists), an amount (a number, a count of what was done, or "up to N")."""
from __future__ import annotations

from engine.content.schema_parts import ID, count, list_of, table

from .history import COUNTERS, SINCE

# resolved against the `$defs` every card schema carries (the schema of one verb table)
EFFECT = list_of({"$ref": "#/$defs/op"}, minItems=1, maxItems=8)
# alternatives printed with '- or -' between them: a player plays one of them
ALTERNATIVES = list_of(EFFECT, minItems=1, maxItems=3)

COUNTED = table({"count": {"enum": COUNTERS}, "since": {"enum": list(SINCE)}, "every": count(1, 9),
                 "plus": count(0, 9), "at_most": count(1, 20)}, ["count"])
UP_TO = table({"up_to": count(1, 9)}, ["up_to"])
# Followers standing in a Realm (Othersiders included): `{ cubes_in = "village", every = 3 }`
ON_BOARD = table({"cubes_in": ID, "every": count(1, 9), "plus": count(0, 9), "at_most": count(1, 20)}, ["cubes_in"])
AMOUNT = {"anyOf": [count(1, 9), COUNTED, UP_TO, ON_BOARD],
          "x-messages": {"anyOf": "{value} must be a number from 1 to 9, { count = \"moves\", since = \"turn\" }, "
                                  "{ cubes_in = \"village\" } or { up_to = N }"}}
