"""The effect vocabulary of Cursed City's cards (discovery cards so far), each op declared once: its
schema, what it does, its words and marks. Effects act on the hero who drew the card (`hero` in the frame)."""
from __future__ import annotations

from engine.core import effects
from engine.core.effects import Op, Vocabulary, icon, number, word
from engine.core.procedure import END, Procedure, Push

from . import ailments, inspiration, quest, wounds
from .frames import Effects
from .hostiles import draw_encounter, free_space

AMOUNT = {"type": "integer", "minimum": 1, "maximum": 9}
SIGNED = {"type": "integer", "minimum": -9, "maximum": 9}


def _damage(g, f, op):
    frame = wounds.suffer(g, f.data.hero, int(op["damage"]), "no defence roll")
    return Push(frame) if frame else None


def _inspiration(g, f, op):
    inspiration.gain(g, f.data.hero, int(op["inspiration"]))


def _ailment(g, f, op):
    extra = ailments.afflict(g, f.data.hero, op["ailment"])
    # stunned again is damage; a diseased hero's player places its token
    frame = wounds.suffer(g, f.data.hero, extra, "stunned again") if extra else ailments.placing(g, f.data.hero)
    return Push(frame) if frame else None


AILMENT = Op("ailment", {"enum": list(ailments.AILMENTS)}, _ailment, lambda op, v: f"become {op['ailment']}",
             lambda op, v: [icon(op["ailment"]), word(op["ailment"])])
DAMAGE = Op("damage", AMOUNT, _damage, lambda op, v: f"suffer {op['damage']} damage (no defence roll)",
            lambda op, v: [number(op["damage"]), icon("damage")])
INSPIRATION = Op("inspiration", AMOUNT, _inspiration, lambda op, v: f"gain {op['inspiration']} inspiration",
                 lambda op, v: [number(op["inspiration"]), word("inspiration")])

def _fear(g, f, op):
    quest.change(g, "fear", int(op["fear"]))


def _influence(g, f, op):
    quest.change(g, "influence", int(op["influence"]))


def _bag(g, f, op):
    quest.bag(g, op["bag"])


def _experience(g, f, op):
    quest.experience_for_all(g, int(op["experience"]))


def _signed(n) -> str:
    return f"+{n}" if n > 0 else str(n)


FEAR = Op("fear", SIGNED, _fear, lambda op, v: f"fear {_signed(op['fear'])}",
          lambda op, v: [icon("fear"), number(_signed(op["fear"]))])
INFLUENCE = Op("influence", SIGNED, _influence, lambda op, v: f"influence {_signed(op['influence'])}",
               lambda op, v: [icon("influence"), number(_signed(op["influence"]))])
BAG = Op("bag", {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": 64}, _bag,
         lambda op, v: f"put a {op['bag'].replace('-', ' ')} token in the quest bag",
         lambda op, v: [icon("bag"), word(op["bag"].replace("-", " "))])
EXPERIENCE = Op("experience", AMOUNT, _experience,
                lambda op, v: f"every hero who took part gains experience{'' if op['experience'] == 1 else ' x' + str(op['experience'])}",
                lambda op, v: [number(op["experience"]), word("experience")])

def _nightfall(g, f, op):
    quest.darken(g, int(op["nightfall"]))


def _encounter(g, f, op):
    for _ in range(int(op["encounter"])):
        free = free_space(g)
        # no room above the combat track: no card is drawn
        if free is None or draw_encounter(g, free, face_up=False) is None:
            return None
    return None


def _quest(g, f, op):
    quest.advance(g, int(op["quest"]))


def _heal(g, f, op):
    hero = f.data.hero
    for _ in range(int(op["heal"])):
        found = wounds.counters(g, hero)
        if not found:
            return None
        # a plain wound removed first, else a grievous one turned back
        plain = [p for p in found if p not in g.table.grievous]
        wounds.heal(g, hero, (plain or found)[0])
    return None


def _harm(g, f, op):
    target = f.data.hero
    if g.card(target).type == "hostile":
        wounds.hurt(g, target, int(op["harm"]), f.data.by)
        return None
    frame = wounds.suffer(g, target, int(op["harm"]), "no defence roll")
    return Push(frame) if frame else None


HEAL = Op("heal", AMOUNT, _heal, lambda op, v: f"recover {op['heal']} wound{'s' if op['heal'] > 1 else ''}",
          lambda op, v: [number(op["heal"]), word("heal")])
HARM = Op("harm", AMOUNT, _harm, lambda op, v: f"deal {op['harm']} damage (no roll, no defence)",
          lambda op, v: [number(op["harm"]), icon("damage")])
NIGHTFALL = Op("nightfall", AMOUNT, _nightfall,
               lambda op, v: f"the nightfall token moves {op['nightfall']} space{'s' if op['nightfall'] > 1 else ''}",
               lambda op, v: [icon("nightfall"), number(op["nightfall"])])
ENCOUNTER = Op("encounter", AMOUNT, _encounter,
               lambda op, v: f"draw {op['encounter']} encounter card{'s' if op['encounter'] > 1 else ''} face down above "
                             "the combat track (they arrive as reinforcements)",
               lambda op, v: [icon("encounter"), number(op["encounter"])])
QUEST = Op("quest", AMOUNT, _quest, lambda op, v: f"the quest token moves {op['quest']} on",
           lambda op, v: [icon("quest"), number(op["quest"])])

VOCABULARY = Vocabulary([DAMAGE, INSPIRATION, AILMENT, FEAR, INFLUENCE, BAG, EXPERIENCE, NIGHTFALL, ENCOUNTER, QUEST,
                         HEAL, HARM])


# -- an effect list, op by op ----------------------------------------------------------------------
def apply(g, f, answer):
    """Apply the ops of a card's `effects` in order (a piece's, or a book entry's by its id); an op that needs a
    procedure pauses here."""
    d: Effects = f.data
    card = g.cards[d.entry] if d.entry is not None else g.card(d.card)
    ops = (card.get("effects") or ()) if d.field is None else (card.get(d.field[0]) or {}).get(d.field[1]) or ()
    if d.path is not None:
        # a list of ops further in the entry (a journey's quest marks)
        ops = card.get(d.path[0])
        for step in d.path[1:]:
            ops = ops[step]
    result = effects.run(g, f, VOCABULARY, ops, answer)
    return END if result is None else result


EFFECTS = Procedure("effects", [apply], frame=Effects)
