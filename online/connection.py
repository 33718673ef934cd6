"""One player's connection to the server, before and beside the table: who it is (a hello naming a code, in this
version of the protocol), how fast it may speak (a rate limit), that what it says is a message of the protocol, and
what waits to be sent to it. What a message asks of a table is the server's (`online.server`).
"""
from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from . import protocol
from .codes import Grant
from .protocol import BURST, TOO_MANY, VERSION, Refused, encode
from .table import Table

HELLO_SECONDS = 10.0     # a connection that does not say who it is by then is closed
OUTBOX = 200             # messages waiting for a slow client before it is dropped (it rejoins and gets its view)
WRONG_CODE_PAUSE = 0.3   # seconds before a wrong code is answered: guessing is slow as well as hopeless
HOSTS_ONLY = ("hand", "invite", "revoke")  # what only a host's code may ask


@dataclass(eq=False)
class Client:
    """One connection: the code's grant and table, the seats it sees, what waits to be sent to it."""

    ws: ServerConnection
    grant: Grant
    table: Table
    name: str = ""
    outbox: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue())
    tokens: float = BURST
    last: float = field(default_factory=time.monotonic)
    flooding: float = 0.0    # when the last "too many" refusal was sent
    seen: set[int] = field(default_factory=set)  # seats it has been sent a whole view of
    bases: dict[int, dict[str, Any]] = field(default_factory=dict)  # seat -> the state it was sent last

    def allowed(self, rate: float, burst: float) -> bool:
        now = time.monotonic()
        self.tokens = min(burst, self.tokens + (now - self.last) * rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def send(self, text: str) -> None:
        if self.outbox.qsize() >= OUTBOX:
            self.outbox.put_nowait(None)  # the writer closes: this client is too far behind
            return
        self.outbox.put_nowait(text)


async def hello(ws: ServerConnection, opens: Callable[[str], tuple[Table, Grant] | None]) -> Client | None:
    """The client a connection's first message names: a hello in this version with a code `opens` (the table and
    the code's grant); otherwise the connection is told why and closed, and None."""
    try:
        text = await asyncio.wait_for(ws.recv(), HELLO_SECONDS)
        message = protocol.read_client(text)
        if message["t"] != "hello":
            raise Refused("say hello with your code first")
        if message["v"] != VERSION:
            raise Refused(f"this server speaks version {VERSION} of Fogbound's network play, your Fogbound "
                          f"speaks version {message['v']}: play with the same version as the host")
        opened = opens(message["code"])
        if opened is None:
            await asyncio.sleep(WRONG_CODE_PAUSE)
            raise Refused("this code opens no table here (mistyped, or revoked by the host)")
    except Refused as refusal:
        await bye(ws, str(refusal))
        return None
    except (asyncio.TimeoutError, ConnectionClosed):
        await bye(ws, "no hello with a code")
        return None
    table, grant = opened
    return Client(ws, grant, table, message.get("name", ""))


async def read(client: Client, text: str | bytes, rate: float, burst: float,
               act: Callable[[Client, dict[str, Any]], Awaitable[None]]) -> None:
    """A message from a client, within its rate, read against the protocol's schema and allowed its code, handed to
    `act`; whatever is refused is answered with the reason. A flood is dropped, with one refusal a second."""
    if not client.allowed(rate, burst):
        now = time.monotonic()
        if now - client.flooding > 1.0:  # one refusal a second: a flood is not answered by a flood
            client.flooding = now
            client.send(encode({"t": "refused", "re": "?", "reason": f"{TOO_MANY}: slow down"}))
        return
    kind = "?"
    try:
        message = protocol.read_client(text)
        kind = message["t"]
        if kind == "ping":
            client.send(encode({"t": "pong"}))
            return
        if kind == "hello":
            raise Refused("already joined")
        if client.grant.revoked:
            raise Refused("your code was revoked")
        if kind in HOSTS_ONLY and not client.grant.host:
            raise Refused("only the host may do that")
        await act(client, message)
    except Refused as refusal:
        client.send(encode({"t": "refused", "re": kind, "reason": str(refusal)}))


async def write(client: Client) -> None:
    """Send what waits for a client, in order, until told to stop (None); then close its connection."""
    while True:
        text = await client.outbox.get()
        if text is None:
            break
        try:
            await client.ws.send(text)
        except ConnectionClosed:
            break
    if client.ws.state.name == "OPEN":
        await client.ws.close(1008 if client.outbox.qsize() >= OUTBOX else 1000, "too far behind")


async def bye(ws: ServerConnection, reason: str) -> None:
    try:
        await ws.send(encode({"t": "bye", "reason": reason}))
        await ws.close(4000, reason[:120])
    except ConnectionClosed:
        pass
