"""Every face of Ashenreach shows a deliberate picture drawn by our code (issue 27: 13 of 32 sampled faces were a
flat gradient where the picture should be: Cellar Rats, Bell Clapper, Banner of the Gate, every Dialogue card):
the pack's faces are rendered and none may show a plain gradient in its picture area."""
from __future__ import annotations

from PIL import ImageChops, ImageStat

from engine.content.loader import list_packs, load_pack
from gui.rulesets.seventh_citadel.faces import CARDS
from gui.rulesets.seventh_citadel.faces.front import picture_box

SIZE = (252, 352)


def flatness(image, box) -> float:
    """How far the middle of a picture area is from a plain vertical gradient: the mean difference of each pixel from
    its row's average (a gradient's rows are each one colour: 0). The middle leaves out what a face draws over the
    picture (a skill's result area, a terrain's arrows)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    middle = image.convert("RGB").crop((left + w * 3 // 10, top + h // 4, right - w // 10, bottom - h // 4))
    rows = middle.resize((1, middle.height)).resize(middle.size)
    return sum(ImageStat.Stat(ImageChops.difference(middle, rows)).mean) / 3


def test_the_flatness_measure_tells_a_gradient_from_a_picture():
    from gui.faces.art import gradient

    plain = gradient(200, 100, (120, 100, 90), (40, 30, 30))
    assert flatness(plain, (0, 0, 200, 100)) < 1


def test_every_face_of_ashenreach_has_a_picture_not_a_plain_gradient():
    pack = load_pack(next(s for s in list_packs() if s.id == "ashenreach").folder)
    flat = []
    for card_id, card in pack.cards.items():
        face = CARDS.front(card, pack.folder, *SIZE)
        if flatness(face, picture_box(card, *SIZE)) < 4:
            flat.append(f"{card_id} ({card.title})")
    assert flat == []
