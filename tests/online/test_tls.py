"""With a certificate the server speaks TLS (wss://): a client that trusts it plays; a plain ws:// client does not."""
from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest

from online.client import Connection, Unreachable

from .harness import PACKS, new_table, run, store_in


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_a_server_with_a_certificate_speaks_tls_only(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True)
    table, codes, _ = new_table(tmp_path, PACKS["realms-and-ruins"], seed=2)

    async def play():
        server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        server_side.load_cert_chain(cert, key)
        store = store_in(tmp_path)
        from online.server import Server

        server = Server(store)
        server.load()
        await server.start("127.0.0.1", 0, server_side)
        try:
            port = server.address[1]
            trusting = ssl.create_default_context(cafile=str(cert))
            connection = Connection(f"wss://127.0.0.1:{port}", codes[0], tls=trusting)
            welcome = await connection.open()
            assert welcome["yours"] == [0]
            assert (await connection.next(5))["t"] == "view"
            await connection.close()
            with pytest.raises(Unreachable):
                await Connection(f"ws://127.0.0.1:{port}", codes[0]).open(3)
            with pytest.raises(Unreachable):  # a certificate nobody vouches for is refused by default
                await Connection(f"wss://127.0.0.1:{port}", codes[0]).open(3)
        finally:
            await server.close()

    run(play())
