"""The server's lifecycle as a client that keeps the pipe open sees it."""

from __future__ import annotations

import asyncio

import pytest
from conftest import SHORT, EditorClient


# Neovim sends `exit` after the `shutdown` response and keeps the server's stdin open until the
# process ends; so does Helix. tower-lsp 0.20's Server::serve only returns at the end of its
# input (https://github.com/ebkalderon/tower-lsp/issues/399); the server ends itself on `exit`.
@pytest.mark.parametrize("editor", ["neovim@v0.7.0"])
async def test_exits_on_exit_notification_with_stdin_open(lsp: EditorClient, editor: str):
    server = lsp._server
    assert server is not None
    await asyncio.wait_for(lsp.shutdown_async(None), SHORT)
    lsp.exit(None)
    lsp.exit_sent = True
    try:
        code = await asyncio.wait_for(server.wait(), 5)
    except TimeoutError:
        raise AssertionError("the server still runs 5 s after `exit` (stdin open)") from None
    assert code == 0, f"exit code {code} after shutdown and exit"
