"""A pack's faces drawn into a folder, one file a face, by as many processes as cores: the designer's render."""
from __future__ import annotations

import json
import os
from pathlib import Path

from gui.faces.cache import FaceCache, _plain
from gui.faces.render import render_face

MANIFEST = ".fogbound-render.json"  # in a render's folder: what each face file was drawn from, for --changed


def render_pack_to_folder(pack, out_folder, size="table", backs: bool = True, cards: list[str] | None = None,
                          changed: bool = False, workers: int | None = None) -> list[Path]:
    """Write `<card id>.png` (and `<card id>.back.png`) for the cards of `pack` into `out_folder`: every card, or
    those named in `cards` (KeyError naming an unknown one); with `changed`, only the faces whose card, art or
    layout changed since the last render into that folder (its manifest says what each file was drawn from).
    The faces are drawn by `workers` processes (default: one per core)."""
    out = Path(out_folder)
    out.mkdir(parents=True, exist_ok=True)
    unknown = [card_id for card_id in cards or () if card_id not in pack.cards]
    if unknown:
        raise KeyError(f"the pack has no card {', '.join(map(repr, unknown))}")
    chosen = sorted(cards) if cards else sorted(pack.cards)
    keys = FaceCache(out)  # only its keys: what a face is drawn from (layout versions, size, art, card data)
    wanted = {}  # file name -> (card id, back, key)
    for card_id in chosen:
        card = pack.cards[card_id]
        for back in (False, True) if backs else (False,):
            name = f"{card_id}{'.back' if back else ''}.png"
            wanted[name] = (card_id, back, keys.key(card, pack.folder, size, back, pack.ruleset))
    manifest = _read_manifest(out)
    if changed:
        wanted = {name: job for name, job in wanted.items()
                  if manifest.get(name) != job[2] or not (out / name).is_file()}
    jobs = [(name, card_id, back) for name, (card_id, back, _key) in sorted(wanted.items())]
    for name in _draw(pack, out, size, jobs, workers):
        manifest[name] = wanted[name][2]
    _write_manifest(out, manifest)
    return [out / name for name, _card, _back in jobs]


def _read_manifest(out: Path) -> dict[str, str]:
    try:
        found = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or not ours: every face counts as changed
    return {str(k): str(v) for k, v in found.items()} if isinstance(found, dict) else {}


def _write_manifest(out: Path, manifest: dict[str, str]) -> None:
    temp = out / (MANIFEST + ".new")
    temp.write_text(json.dumps(manifest, sort_keys=True, indent=0), encoding="utf-8")
    os.replace(temp, out / MANIFEST)


def _draw(pack, out: Path, size, jobs: list[tuple[str, str, bool]], workers: int | None):
    """Draw the faces (file name, card id, back) and yield each name once written: in this process for a few,
    else spread over processes (drawing is Python and Pillow: threads would share one core)."""
    workers = max(1, min(workers or os.cpu_count() or 1, len(jobs) // 4 or 1))
    if workers == 1:
        for name, card_id, back in jobs:
            render_face(pack.cards[card_id], pack.folder, size, back, pack.ruleset).save(out / name)
            yield name
        return
    from concurrent.futures import ProcessPoolExecutor  # only for a large render: not at the table's start

    def plain(card_id: str):  # a card as plain data: read-only mappings do not travel to another process
        card = pack.cards[card_id]
        return card.id, card.type, card.title, card.kind, _plain(card.data)

    # alike cards lie together in a pack: dealt round, not in blocks, so that each process has a fair share
    shares = [[(name, plain(card_id), back) for name, card_id, back in jobs[k::workers]] for k in range(workers)]
    folder = str(pack.folder) if pack.folder is not None else None
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for done in pool.map(_draw_share, [(folder, pack.ruleset, str(out), size, share) for share in shares]):
            yield from done


def _draw_share(work) -> list[str]:
    """A worker's share of the faces: each drawn and saved."""
    from engine.content.carddef import frozen
    from engine.core.pieces import PieceDef

    folder, ruleset, out, size, share = work
    for name, (card_id, card_type, title, kind, data), back in share:
        card = PieceDef(card_id, card_type, title, kind, frozen(data))
        render_face(card, Path(folder) if folder else None, size, back, ruleset).save(Path(out) / name)
    return [name for name, _card, _back in share]
