"""Hosting from the game: the same server, started inside the program for the campaign on the table (a group on a
LAN or a VPN), on a loop of its own. The campaign stays in the player's own folder; the table's window joins it on
the loopback like any player, with a code for the seats played at its screen."""
from __future__ import annotations

import socket
from dataclasses import dataclass, field
from pathlib import Path

import saves

from .background import Background
from .server import Server
from .store import Store


@dataclass
class Hosted:
    """A table hosted by this program: where players reach it, and the codes (shown once: only hashes are kept)."""

    server: Server
    background: Background
    table_id: str
    port: int
    codes: dict[int, str] = field(default_factory=dict)   # seat -> the code of a player elsewhere
    here: str = ""                                          # the code of this screen's seats, with the host's rights

    def addresses(self) -> list[str]:
        """The addresses others may type: this computer's on the networks it is on, then the loopback."""
        return [f"ws://{address}:{self.port}" for address in local_addresses()]

    def stop(self) -> None:
        try:
            self.background.run(self.server.close(), 10)
        finally:
            self.background.stop()


def host(folders: saves.Folders, campaign: saves.Campaign, bots: dict[int, str], here: list[int],
         port: int = 8765, interface: str = "0.0.0.0", packs_folder: Path | None = None,
         bot_pause: float = 0.7) -> Hosted:
    """Host a campaign of this folder from its autosave: a code for each seat played elsewhere, one for this screen
    (its seats, and the host's rights). OSError when the port is taken."""
    store = Store(folders, packs_folder)
    background = Background("fogbound-host")
    try:
        server = Server(store, bot_pause=bot_pause)
        table, _, _ = store.host(campaign, bots)
        server.add(table)
        background.run(server.start(interface, port), 10)
    except BaseException:
        background.stop()
        raise
    # the codes made for every seat are dropped: this screen's seats get one code, the others one each
    for grant in table.setting.codes.grants:
        grant.revoked = True
    seats = range(len(campaign.seats))
    elsewhere = {seat: server.issue(table, [seat], label=f"seat {seat + 1}")
                 for seat in seats if seat not in here and seat not in bots}
    # this screen hosts: it hands seats over and invites; it sees every seat only when nobody plays elsewhere
    own = server.issue(table, list(here), host=True, label="this screen", every=not elsewhere)
    table.write_setting()
    assert server.address is not None  # started
    return Hosted(server, background, table.id, server.address[1], elsewhere, own)


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses others on its networks may reach (without asking any outside service)."""
    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if not address.startswith("127.") and address not in found:
                found.append(address)
    except OSError:
        pass
    try:  # the address of the interface a packet to a private network would leave by (nothing is sent)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
            if not address.startswith("127.") and address not in found:
                found.append(address)
    except OSError:
        pass
    return [*found, "127.0.0.1"]
