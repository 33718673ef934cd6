"""A printable PDF of a pack for paper playtests: 9 cards a page at true size (63 x 88 mm), with cut marks."""
from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from gui.faces.files import replacing
from gui.faces.render import layout, names_of, render_face

DPI = 300
CARD_MM = (63.0, 88.0)
PAPERS_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARK_MM, MARK_GAP_MM = 5.0, 1.0


def mm(v: float) -> int:
    return round(v / 25.4 * DPI)


def print_order(pack) -> list:
    """Every physical card (copies repeated), in the order its ruleset's layout prints them."""
    cards = sorted(pack.cards.values(), key=layout(pack.ruleset).print_order)
    out = []
    for card in cards:
        try:
            copies = max(1, int(card.data.get("copies", 1) or 1))
        except (TypeError, ValueError):
            copies = 1
        out.extend([card] * copies)
    return out


def page_count(pack) -> int:
    return (len(print_order(pack)) + 8) // 9


def print_sheet(pack, out_pdf, paper: str = "a4", backs: bool = False) -> Path:
    """Write the PDF; with `backs`, each page of fronts is followed by its backs mirrored for duplex printing.

    Pages are rendered and appended one at a time, so memory stays at about one page whatever the pack's size.
    """
    try:
        paper_w, paper_h = PAPERS_MM[paper.lower()]
    except KeyError:
        raise ValueError(f"unknown paper {paper!r}: use a4 or letter") from None
    out = Path(out_pdf)
    out.parent.mkdir(parents=True, exist_ok=True)
    cards = print_order(pack)
    if not cards:
        raise ValueError("this pack has no cards to print")
    names = names_of(pack)
    with replacing(out, ".sheet-", ".pdf") as temp:
        first = True
        for start in range(0, len(cards), 9):
            group = cards[start:start + 9]
            sides = [False, True] if backs else [False]
            for back in sides:
                page = _page(group, pack.folder, paper_w, paper_h, back, pack.ruleset, names)
                page.save(temp, "PDF", resolution=DPI, append=not first, title=str(getattr(pack, "title", "") or ""))
                first = False
                page.close()
    return out


def _page(group, pack_folder, paper_w, paper_h, back: bool, ruleset: str | None = None, names=None) -> Image.Image:
    page_w, page_h = mm(paper_w), mm(paper_h)
    card_w, card_h = mm(CARD_MM[0]), mm(CARD_MM[1])
    left = (page_w - 3 * card_w) // 2
    top = (page_h - 3 * card_h) // 2
    page = Image.new("RGB", (page_w, page_h), "white")
    for i, card in enumerate(group):
        col, row = i % 3, i // 3
        if back:  # mirrored columns so each back lands behind its front when printed double-sided
            col = 2 - col
        face = render_face(card, pack_folder, (card_w, card_h), back=back, ruleset=ruleset, names=names)
        page.paste(face, (left + col * card_w, top + row * card_h), face)
    _cut_marks(ImageDraw.Draw(page), left, top, card_w, card_h)
    return page


def _cut_marks(draw: ImageDraw.ImageDraw, left, top, card_w, card_h):
    """Short lines in the margins along every cut, never over a card."""
    gap, length, width = mm(MARK_GAP_MM), mm(MARK_MM), max(1, mm(0.2))
    right, bottom = left + 3 * card_w, top + 3 * card_h
    for i in range(4):
        x = left + i * card_w
        draw.line([(x, top - gap - length), (x, top - gap)], fill="black", width=width)
        draw.line([(x, bottom + gap), (x, bottom + gap + length)], fill="black", width=width)
        y = top + i * card_h
        draw.line([(left - gap - length, y), (left - gap, y)], fill="black", width=width)
        draw.line([(right + gap, y), (right + gap + length, y)], fill="black", width=width)
