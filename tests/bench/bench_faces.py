"""Card-face speed: one magnifier face drawn, and a whole pack's table faces found in a warm cache."""
from __future__ import annotations

import tempfile
from pathlib import Path

from PIL import Image

from tests.bench.timing import median_seconds


def render_magnifier_ms():
    from gui.faces import render_face
    from tests.faces.sample_cards import sample_cards

    cards = sample_cards()
    card = cards["t-1"]  # the busiest face: arrows, resources, two actions
    return median_seconds(lambda: render_face(card, None, "magnifier"), repeat=15) * 1000, "ms"


def pack_table_warm_ms():
    from gui.faces import FaceCache
    from tests.faces.sample_cards import big_pack

    with tempfile.TemporaryDirectory() as root:
        root = Path(root)
        (root / "art").mkdir()
        Image.new("RGB", (1600, 1200), (90, 120, 100)).save(root / "art" / "marsh.jpg", quality=90)
        pack = big_pack(root, 150)
        # a third of the cards carry art, so the art-hash memo is exercised
        from engine.content.carddef import card_def
        for i, (card_id, card) in enumerate(list(pack.cards.items())):
            if i % 3 == 0:
                table = {k: v for k, v in card.data.items()}
                table["art"] = "marsh.jpg"
                pack.cards[card_id] = card_def(table)
        cache = FaceCache(root / "cache")

        def all_faces():
            for card in pack.cards.values():
                cache.get(card, pack.folder, "table")

        all_faces()  # warm: draws every face once
        drawn = cache.renders
        median = median_seconds(all_faces, repeat=9, warmup=1)
        assert cache.renders == drawn, "a warm cache must not draw again"
        return median * 1000, "ms"


BENCHMARKS = {
    "faces.render_magnifier_ms": render_magnifier_ms,
    "faces.pack_table_warm_ms": pack_table_warm_ms,
}
