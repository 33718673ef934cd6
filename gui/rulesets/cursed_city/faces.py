"""Cursed City's printed pieces, drawn by us from the card data: heroes, hostiles and mysterious objects as round
tokens with their picture (the table stands them on their spaces), and every other entry (encounter, discovery,
crisis, journey, quest, trait, empowerment, exploration cards, dice) as a card: a band in its kind's colour, its
title, what kind it is, and its text or what it does in words."""
from __future__ import annotations

from PIL import Image, ImageDraw

from engine.rulesets.cursed_city import abilities, glory
from engine.rulesets.cursed_city.ops import VOCABULARY
from gui.faces import palette as ink
from gui.faces.art import art_path, load_art
from gui.faces.canvas import Canvas, fit_line, wrap
from gui.faces.shapes import corner_mask

W = 252.0
TOKENS = ("hero", "hostile")
COLOURS = {"hero": (190, 150, 70), "hostile": (150, 50, 46), "token": (110, 80, 150), "encounter": (120, 60, 60),
           "discovery": (70, 110, 120), "crisis": (130, 90, 50), "journey": (60, 80, 120), "quest": (90, 70, 40),
           "trait": (70, 110, 70), "empowerment": (110, 110, 130), "exploration": (80, 100, 80), "die": (90, 90, 90),
           "extraction": (60, 100, 110), "tile": (100, 90, 80)}
KINDS = {"hero": "Hero", "hostile": "Hostile", "encounter": "Encounter card", "discovery": "Discovery card",
         "crisis": "Crisis", "journey": "Journey", "quest": "Quest card", "trait": "Trait", "empowerment": "Empowerment",
         "exploration": "Exploration card", "die": "Die", "extraction": "Extraction event", "tile": "Board tile",
         "token": "Token"}


def colour(card) -> tuple[int, int, int]:
    return COLOURS.get(card.type, (100, 100, 100))


def is_token(card) -> bool:
    return card.type in TOKENS or (card.type == "token" and card.get("token") == "object")


def lines(card) -> list[str]:
    """What a card says, in words: its kind, its numbers, its effects, its text."""
    found = []
    if card.type == "hero":
        found.append(f"{card.get('class')} · move {card.get('move')[0]}, run {card.get('move')[1]}")
        found += [f"{w['name']} ({w.get('cost', 1)}+) {w['reach']} {w['damage'][0]}/{w['damage'][1]}"
                  for w in card.get("weapons")]
        found += [f"{abilities.label(a)}, on {_whom(a)}: {VOCABULARY.words(a['effects'])}"
                  for a in card.get("abilities") or ()]
        if card.get("glory"):
            found.append(glory.words(card.get("glory")))
    elif card.type == "hostile":
        found.append(f"{card.get('size')} {card.get('category')} · move {card.get('move')} · wounds {card.get('wounds')}")
        found += [f"{w['name']}: {w['reach']} {w['damage'][0]}/{w['damage'][1]}" for w in card.get("weapons")]
    elif card.type == "encounter":
        for row in card.get("groups"):
            found.append(f"Level {row['level']}: " + ", ".join(f"{h['count']} {h['hostile'].replace('-', ' ')}"
                                                              for h in row["hostiles"]))
    elif card.type == "discovery":
        value = f" (value {card.get('value')})" if card.get("value") else ""
        found.append(f"{card.get('kind').capitalize()}{value}")
    elif card.type == "empowerment":
        found.append(f"{card.get('slot').capitalize()} · {card.get('cost')} realmstone")
    elif card.type == "trait":
        found.append(f"{card.get('class').capitalize()} · level {card.get('level')}")
    elif card.type == "journey":
        found.append(f"A {card.get('kind')} journey")
    boons = card.get("boons")
    if boons:
        found.append("Gives " + ", ".join(f"{k} {'+' + ' '.join(v) if isinstance(v[0], str) else '+' + '/+'.join(map(str, v))}"
                                          for k, v in boons.items()))
    if card.get("effects"):
        said = VOCABULARY.words(card.get("effects"))
        found.append(said[:1].upper() + said[1:])
    if card.get("text"):
        found.append(card.get("text"))
    return found


def _whom(ability: dict) -> str:
    """Whom a hero's unique ability acts on, in words."""
    aim = ability.get("target", "self")
    if aim == "hostile":
        return "a hostile it sees" if ability.get("reach") == "visible" else "an adjacent hostile"
    return "itself or an adjacent hero" if aim == "hero" else "itself"


def render_front(card, pack_folder, width: int, height: int) -> Image.Image:
    if is_token(card):
        return _token(card, pack_folder, width, height)
    c = Canvas(width, height, ink.PARCHMENT + (255,))
    H = c.height_units
    tint = colour(card)
    c.rect(4, 4, W - 4, H - 4, outline=tint, width=9, radius=12)
    c.rect(12, 14, W - 12, 60, fill=ink.mix(tint, ink.BLACK, 0.18), radius=6)
    text, size = fit_line(c, card.title, W - 40, 24, "title", 13)
    c.text(W / 2, 38, text, size, fill=ink.WHITE, style="title", anchor="mm")
    c.text(W / 2, 74, KINDS.get(card.type, card.type), 13, fill=ink.INK_SOFT, style="italic", anchor="mm")
    picture = load_art(art_path(card, pack_folder), c.px(W - 40), c.px(90))
    top = 90
    if picture is not None:
        c.image.paste(picture, (c.px(20), c.px(88)))
        top = 188
    y = top
    for line in lines(card):
        for part in wrap(c, line, W - 36, 15):
            if y > H - 24:
                break
            c.text(18, y, part, 15, fill=ink.INK)
            y += 19
        y += 6
    c.image.putalpha(corner_mask(width, height, 12 * c.s))
    return c.image


def _token(card, pack_folder, width: int, height: int) -> Image.Image:
    """A round token in the middle of the card's rectangle, the rest transparent."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = min(width, height)
    top = (height - d) // 2
    tint = colour(card)
    draw = ImageDraw.Draw(image)
    draw.ellipse([0, top, d - 1, top + d - 1], fill=tint + (255,))
    inner = round(d * 0.08)
    picture = load_art(art_path(card, pack_folder), d - 2 * inner, d - 2 * inner)
    if picture is None:
        picture = Image.new("RGB", (d - 2 * inner, d - 2 * inner), ink.mix(tint, ink.BLACK, 0.5))
        letter = ImageDraw.Draw(picture)
        letter.ellipse([d * 0.3, d * 0.3, d * 0.55, d * 0.55], fill=ink.mix(tint, ink.WHITE, 0.4))
    mask = Image.new("L", picture.size, 0)
    ImageDraw.Draw(mask).ellipse([0, 0, picture.width - 1, picture.height - 1], fill=255)
    image.paste(picture, (inner, top + inner), mask)
    return image


class CursedCityCards:
    """What `gui.faces` asks of Cursed City's printed pieces."""

    version = 1

    def names(self, cards) -> dict:
        return {}

    def front(self, card, pack_folder, width: int, height: int, names=None):
        return render_front(card, pack_folder, width, height)

    def back(self, card, width: int, height: int):
        tint = colour(card)
        c = Canvas(width, height, ink.mix(tint, (20, 20, 24), 0.45) + (255,))
        H = c.height_units
        c.rect(10, 10, W - 10, H - 10, outline=ink.mix(tint, ink.WHITE, 0.35), width=3, radius=9)
        words = self.back_descriptor(card)["deck"]
        text, size = fit_line(c, words, W - 40, 24, "title", 12)
        c.text(W / 2, H / 2, text, size, fill=ink.WHITE, style="title", anchor="mm")
        c.image.putalpha(corner_mask(width, height, 12 * c.s))
        return c.image

    def back_descriptor(self, card) -> dict:
        return {"deck": KINDS.get(card.type, card.type)}

    def caption(self, card) -> list[str]:
        """A token shows only its picture: its name, its kind and its profile are written under it in the loupe."""
        return [card.title, KINDS.get(card.type, card.type)] + lines(card) if is_token(card) else []

    def colour(self, card, back: bool) -> tuple[int, int, int]:
        return colour(card)

    def print_order(self, card) -> tuple:
        return (list(COLOURS).index(card.type) if card.type in COLOURS else 99, card.id)

    def text(self, card, face_down: bool, names=None) -> str:
        if face_down:
            return self.back_descriptor(card)["deck"]
        return "\n".join([card.title, KINDS.get(card.type, card.type)] + lines(card))


CARDS = CursedCityCards()
