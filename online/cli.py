"""`fogbound-server`: host tables for players in other homes (no Qt, no window).

    fogbound-server serve [--data-dir D] [--host H] [--port P] [--cert C --key K]
    fogbound-server new-table --pack brinefall --seat Ann --seat Bob --seat "Cy:bot" [--name N] [--seed S]
    fogbound-server tables [--data-dir D]
    fogbound-server invite TABLE SEAT   (a new code for a seat, the old ones revoked; a running server takes it)
    fogbound-server bot --url ws://HOST:PORT --code CODE   (a headless player: the random bot answers its seats)
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import signal
import ssl
import sys
from pathlib import Path

import saves
from engine.core.ruleset import Seat

from .store import Store, StoreError

DEFAULT_PORT = 8765


def _store(args: argparse.Namespace) -> Store:
    return Store(saves.user_folders(args.data_dir), Path(args.packs) if args.packs else None)


def _tls(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    if not cert:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


async def _serve(args: argparse.Namespace) -> int:
    from .server import Server

    server = Server(_store(args), bot_pause=args.bot_pause)
    server.load()
    _settle_garbage()
    for problem in server.store.problems:
        print(f"not opened: {problem}", file=sys.stderr)
    await server.start(args.host, args.port, _tls(args.cert, args.key))
    assert server.address is not None  # started
    host, port = server.address
    scheme = "wss" if args.cert else "ws"
    print(f"fogbound-server: {len(server.tables)} table(s), listening on {scheme}://{host}:{port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):
            pass  # Windows: Ctrl+C ends the loop
    setting_aside = asyncio.create_task(_set_aside())
    await stop.wait()
    setting_aside.cancel()
    await server.close()
    return 0


# young objects the collector lets pile up before it looks (Python's default is 700): a decision makes thousands of
# short-lived tables and lists (each seat's view), so the default looks many times a decision
YOUNG = 50_000
SET_ASIDE_SECONDS = 1.0


def _settle_garbage() -> None:
    """The tables just loaded (most of what a server holds, and lasting) set aside from the collector's passes, and
    the young generation let grow: a full pass over many tables' games cost tens of milliseconds of one decision."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])


async def _set_aside(seconds: float = SET_ASIDE_SECONDS) -> None:
    """What the tables keep set aside from the collector every second, as after loading: each decision replaces its
    table's sights, views and shared parts (hundreds of tracked objects a table), which otherwise pile up in the
    young generation and are promoted, so that one pass looked through every table's (at 1,000 tables a young pass
    took up to 225 ms, a full one 576 ms; set aside each second, none falls due and a full one takes 6 ms). Objects
    set aside are still freed when their last reference goes; only a cycle among them would never be (a decision
    makes none: a full pass after 1,800 decisions at 300 tables, everything unfrozen, found nothing unreachable)."""
    while True:
        await asyncio.sleep(seconds)
        gc.freeze()


def _seat(text: str) -> tuple[Seat, str | None]:
    """'Ann', 'Ann:role', 'Cy:bot', 'Cy:role:bot' or 'Cy:role:planner' -> the seat and its bot's kind."""
    parts = text.split(":")
    bot = parts[-1] if len(parts) > 1 and parts[-1] in ("bot", "random", "planner") else None
    if bot:
        parts = parts[:-1]
    return Seat(parts[0], parts[1] if len(parts) > 1 else "", bot is not None), (
        "planner" if bot == "bot" else bot)


def _new_table(args: argparse.Namespace) -> int:
    from engine import rulesets

    store = _store(args)
    seats, bots = [], {}
    for n, text in enumerate(args.seat):
        seat, bot = _seat(text)
        seats.append(seat)
        if bot:
            bots[n] = bot
    pack = store.pack(args.pack)
    roles = [choice.key for choice in rulesets.ruleset(pack.ruleset).roles(pack).choices]
    seats = [seat if seat.role or not roles else Seat(seat.name, roles[n % len(roles)], seat.bot)
             for n, seat in enumerate(seats)]
    options = json.loads(args.options) if args.options else {}
    table, codes, host = store.create(args.name or f"{pack.title} online", args.pack, seats, options, args.seed, bots)
    if args.json:
        print(json.dumps({"table": table.id, "codes": {str(k): v for k, v in codes.items()}, "host": host}))
    else:
        print(f"table {table.id} ({pack.title}, {len(seats)} seats)")
        for number, code in codes.items():
            print(f"  seat {number + 1} ({seats[number].name}{', a bot' if number in bots else ''}): {code}")
        print(f"  host (every seat, hands seats over): {host}")
        print("Keep these codes: the server keeps only their hashes.")
    return 0


def _tables(args: argparse.Namespace) -> int:
    store = _store(args)
    for table in store.load():
        state = table.game.state.outcome or "playing"
        print(f"{table.id}  {table.campaign.name}  {table.game.ruleset.id}  {state}")
    for problem in store.problems:
        print(f"not opened: {problem}", file=sys.stderr)
    return 0


def _invite(args: argparse.Namespace) -> int:
    """A new code for a seat, its old ones revoked: asked of the server when one serves the folder (its players
    holding an old code are sent away at once), else written into the table's setting."""
    code, served = _store(args).invite(args.table, args.seat - 1)
    print(code)
    if served:
        print("(the running server took it: the seat's old codes no longer open the table)", file=sys.stderr)
    return 0


async def _bot(args: argparse.Namespace) -> int:
    from .client import Connection, Unreachable, play_as_bot

    while True:
        connection = Connection(args.url, args.code, name="bot")
        try:
            await connection.open()
        except Unreachable as error:
            if args.retry <= 0:
                print(error, file=sys.stderr)
                return 1
            args.retry -= 1
            await asyncio.sleep(0.2)
            continue
        ended = await play_as_bot(connection, args.seed, duplicate=args.duplicate, delay=args.delay,
                                  seats=set(args.seat) if args.seat else None)
        await connection.close()
        if ended == "over":
            return 0
        if args.retry <= 0 or "revoked" in ended or ended.startswith("stuck"):
            print(ended, file=sys.stderr)
            return 1


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="fogbound-server", description="Host Fogbound tables for players in other homes.")
    top.add_argument("--data-dir", help="keep campaigns and tables in this folder (default: the user's data folder)")
    top.add_argument("--packs", help="the adventures' folder (default: the bundled ones)")
    commands = top.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the server")
    serve.add_argument("--host", default="0.0.0.0")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT)
    serve.add_argument("--cert", help="a TLS certificate chain (PEM): players connect with wss://")
    serve.add_argument("--key", help="the certificate's private key (PEM)")
    serve.add_argument("--bot-pause", type=float, default=0.7, help="seconds a bot waits before it answers")
    new = commands.add_parser("new-table", help="start a new game and print its codes")
    new.add_argument("--pack", required=True)
    new.add_argument("--seat", action="append", required=True, help="Name[:role][:bot|random|planner]")
    new.add_argument("--name")
    new.add_argument("--seed", type=int)
    new.add_argument("--options", help="setup options as JSON, e.g. '{\"mode\": \"easy\"}'")
    new.add_argument("--json", action="store_true")
    commands.add_parser("tables", help="list the tables kept")
    invite = commands.add_parser("invite", help="a new code for a seat (revokes its others)")
    invite.add_argument("table")
    invite.add_argument("seat", type=int, help="1 for the first seat")
    bot = commands.add_parser("bot", help="a headless player: the random bot answers the code's seats")
    bot.add_argument("--url", required=True)
    bot.add_argument("--code", required=True)
    bot.add_argument("--seed", type=int, default=0)
    bot.add_argument("--seat", type=int, action="append",
                     help="answer only this held seat (and seats that join the game): 0 for the first")
    bot.add_argument("--retry", type=int, default=0, help="reconnect this many times when the server goes away")
    bot.add_argument("--duplicate", action="store_true", help="send every answer twice (testing)")
    bot.add_argument("--delay", type=float, default=0.0, help="wait up to this many seconds before answering")
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        if args.command == "serve":
            return asyncio.run(_serve(args))
        if args.command == "bot":
            return asyncio.run(_bot(args))
        return {"new-table": _new_table, "tables": _tables, "invite": _invite}[args.command](args)
    except (StoreError, saves.SaveError, ssl.SSLError, OSError, ValueError) as error:
        print(f"fogbound-server: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
