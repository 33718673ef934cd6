"""The server's folder: a table made while the server runs is opened within seconds; a restarted server brings back
every table, its codes and its seats given to bots; the service and container recipes start the same command."""
from __future__ import annotations

import asyncio
import re
import shlex
from pathlib import Path

from online.cli import parser
from online.client import Connection

from .harness import PACKS, ROOT, new_table, run, serving, store_in, url


def test_a_table_made_while_the_server_runs_is_opened_and_a_restart_keeps_every_table(tmp_path):
    first, first_codes, _ = new_table(tmp_path, PACKS["arkeis"], seed=1)

    async def play():
        async with serving(store_in(tmp_path)) as server:
            server._watching.cancel()
            server._watching = asyncio.create_task(server.watch(0.2))
            later, codes, _ = new_table(tmp_path, PACKS["realms-and-ruins"], seed=2, bots={2: "random"})
            for _ in range(50):
                if later.id in server.tables:
                    break
                await asyncio.sleep(0.2)
            assert later.id in server.tables
            connection = Connection(url(server), codes[0])
            assert (await connection.open())["table"] == later.id
            await connection.close()
        # a new server on the same folder: both tables, their codes, the bot
        async with serving(store_in(tmp_path)) as again:
            assert {first.id, later.id} <= set(again.tables)
            assert again.tables[later.id].bots.keys() == {2}
            for table_id, code in ((first.id, first_codes[1]), (later.id, codes[1])):
                connection = Connection(url(again), code)
                assert (await connection.open())["table"] == table_id
                await connection.close()

    run(play())


def test_the_service_and_the_container_start_the_server_with_arguments_it_takes():
    unit = (ROOT / "packaging" / "server" / "fogbound-server.service").read_text()
    command = re.search(r"^ExecStart=(.*?)(?<!\\)$", unit.replace("\\\n", " "), re.M).group(1)
    words = shlex.split(command)
    assert Path(words[0]).name == "fogbound-server"
    args = parser().parse_args(words[1:])
    assert args.command == "serve" and args.cert and args.key and args.data_dir == "/var/lib/fogbound"
    recipe = (ROOT / "packaging" / "server" / "Containerfile").read_text()
    assert "COPY online online" in recipe and "fogbound-server" in recipe
    entry = re.search(r'ENTRYPOINT \[(.*)\]', recipe).group(1)
    default = re.search(r'CMD \[(.*)\]', recipe).group(1)
    words = [w.strip().strip('"') for w in (entry + "," + default).split(",")]
    assert parser().parse_args(words[1:]).command == "serve"
    # the container installs the project without its dependencies (no Qt): every other one by hand, as pyproject asks
    import tomllib
    needed = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    installed = set(re.findall(r'"([^"]+)"', recipe.split("RUN pip install", 1)[1].split("&&", 1)[0]))
    assert {d.split("#")[0].strip() for d in needed if not d.startswith("PySide6")} <= installed


def test_invite_gives_a_seat_a_new_code_whether_the_server_runs_or_not(tmp_path):
    """`fogbound-server invite` against a running server: the server takes the new code and sends away the player
    holding the old one; with the server stopped the code is written into the table's setting; either way the old
    code opens nothing and the new one opens the seat."""
    import subprocess
    import sys

    from .harness import ServerProcess

    table, codes, _ = new_table(tmp_path, PACKS["realms-and-ruins"], seed=3)

    def invite() -> str:
        done = subprocess.run([sys.executable, "-m", "online", "--data-dir", str(tmp_path), "invite", table.id, "2"],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()

    async def joins(server_url: str, code: str) -> dict:
        connection = Connection(server_url, code)
        try:
            return await connection.open()
        except Exception as error:  # noqa: BLE001 - the reason is what is checked
            return {"t": "bye", "reason": str(error)}
        finally:
            await connection.close()

    server = ServerProcess(tmp_path)
    try:
        async def while_running():
            old = Connection(server.url, codes[1])
            await old.open()
            code = await asyncio.get_running_loop().run_in_executor(None, invite)
            while (message := await old.next(20))["t"] != "bye":
                pass
            assert "revoked" in message["reason"]
            assert (await joins(server.url, code))["yours"] == [1]
            assert "revoked" in (await joins(server.url, codes[1]))["reason"]
            return code
        running_code = run(while_running())
    finally:
        server.stop()
    stopped_code = invite()  # the server stopped: written into the setting
    server = ServerProcess(tmp_path)
    try:
        async def after():
            assert (await joins(server.url, stopped_code))["yours"] == [1]
            for old in (codes[1], running_code):
                assert "revoked" in (await joins(server.url, old))["reason"]
        run(after())
    finally:
        server.stop()


def test_the_tables_loaded_are_set_aside_from_the_collectors_passes_and_the_young_generation_let_grow():
    import gc

    from online import cli

    threshold = gc.get_threshold()
    lasting = [{"piece": n} for n in range(1000)]  # stands for the tables a server loads
    try:
        cli._settle_garbage()
        assert gc.get_freeze_count() >= len(lasting)
        assert gc.get_threshold() == (cli.YOUNG, *threshold[1:])
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


def test_what_the_tables_keep_after_each_decision_is_set_aside_from_the_collectors_passes_every_second():
    import asyncio
    import gc

    from online import cli

    async def a_while_serving() -> int:
        setting_aside = asyncio.create_task(cli._set_aside(0.01))
        await asyncio.sleep(0)
        before = gc.get_freeze_count()
        kept = [{"piece": n} for n in range(1000)]  # stands for the sights and views made after a decision
        await asyncio.sleep(0.1)
        setting_aside.cancel()
        assert len(kept) == 1000  # still held
        return gc.get_freeze_count() - before

    try:
        assert asyncio.run(a_while_serving()) >= 1000
        assert gc.get_count()[0] < 1000  # set aside, not left to the young generation
    finally:
        gc.unfreeze()
