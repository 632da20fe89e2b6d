"""Fixtures for driving `bugbash lsp` with pytest-lsp and real editors' capability sets.

The client is pytest-lsp's ``LanguageClient`` (pygls 2 + lsprotocol) with three fixes that a
plain one needs against this server:

* lsprotocol structures a code action that has a ``command`` member as a bare ``Command``,
  which drops ``kind``, ``edit`` and the command's arguments. A ``CodeAction``'s ``command`` is
  an object, a ``Command``'s is a string: the hook below tells them apart by that.
* pygls turns the results of requests it has no type for (``bugbash/planPreview``, ...) into
  namedtuples; results are kept as plain JSON here.
* ``workspace/applyEdit`` has no default handler; this one applies the edit to disk, as an
  editor that saves, and answers ``applied: true``.

See README.md for how to run the suite.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any, Callable, Union
from urllib.parse import unquote, urlparse

import pytest
import pytest_asyncio
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.protocol import JsonRPCResponseMessage, default_converter
from pytest_lsp import LanguageClient, client_capabilities
from pytest_lsp.client import register_lsp_features

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "python-inventory"

# How long a long command (investigate, verify) may take, and how long the server may take to
# publish what a change implies (the store watcher reacts within a second).
LONG = 240.0
SHORT = 20.0


def bugbash_bin() -> str:
    path = os.environ.get("BUGBASH_BIN") or str(REPO / "target" / "debug" / "bugbash")
    if not os.access(path, os.X_OK):
        pytest.fail(
            f"no bugbash binary at {path}: run scripts/test-lsp-client.sh, or build with "
            "`cargo build` and/or set BUGBASH_BIN",
            pytrace=False,
        )
    return path


def child_env(**extra: str) -> dict[str, str]:
    """The environment of the server and the CLI: no BUGBASH_* settings leak in from the
    caller (they would override the workspace's config), no colour."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("BUGBASH_")}
    env.pop("CARGO_TARGET_DIR", None)
    env["NO_COLOR"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.update(extra)
    return env


# --- the client ------------------------------------------------------------------------------


def _code_action_or_command(obj: Any, _: type) -> Union[types.Command, types.CodeAction]:
    if isinstance(obj.get("command"), str):
        return CONVERTER.structure(obj, types.Command)
    return CONVERTER.structure(obj, types.CodeAction)


def _converter():
    converter = default_converter()
    converter.register_structure_hook(
        Union[types.Command, types.CodeAction], _code_action_or_command
    )
    # Keep untyped results (custom requests) as JSON instead of namedtuples.
    converter.register_structure_hook(JsonRPCResponseMessage, lambda obj, cls: cls(**obj))
    return converter


CONVERTER = _converter()


def to_json(value: Any) -> Any:
    """Typed lsprotocol objects back to their wire form (camelCase, no null members, lists)."""
    return json.loads(json.dumps(CONVERTER.unstructure(value)))


def uri_to_path(uri: str) -> Path:
    parsed = urlparse(uri)
    assert parsed.scheme == "file", uri
    return Path(unquote(parsed.path))


def offset(text: str, pos: dict) -> int:
    """UTF-16/UTF-8/UTF-32 are the same on the ASCII text of the example."""
    lines = text.split("\n")
    return sum(len(line) + 1 for line in lines[: pos["line"]]) + pos["character"]


def apply_text_edits(text: str, edits: list[dict]) -> str:
    spans = sorted(
        ((offset(text, e["range"]["start"]), offset(text, e["range"]["end"]), e["newText"]) for e in edits),
        key=lambda s: s[0],
        reverse=True,
    )
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text


def apply_edit_to_disk(root: Path, edit: dict) -> list[Path]:
    """Applies a WorkspaceEdit (JSON: documentChanges or changes) to the files on disk, as an
    editor that applies and saves. Returns the files written."""
    ops: list[dict] = list(edit.get("documentChanges") or [])
    for uri, edits in (edit.get("changes") or {}).items():
        ops.append({"textDocument": {"uri": uri, "version": None}, "edits": edits})
    written = []
    for op in ops:
        kind = op.get("kind")
        if kind == "create":
            path = uri_to_path(op["uri"])
            assert path.is_relative_to(root), f"the edit creates {path} outside the workspace"
            opts = op.get("options") or {}
            if path.exists():
                assert opts.get("overwrite") or opts.get("ignoreIfExists"), f"the edit creates {path}, which exists"
                if opts.get("ignoreIfExists") and not opts.get("overwrite"):
                    continue
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("")
            written.append(path)
        elif kind is not None:
            raise AssertionError(f"unexpected resource operation {kind}: {op}")
        else:
            path = uri_to_path(op["textDocument"]["uri"])
            assert path.is_relative_to(root), f"the edit touches {path} outside the workspace"
            text = path.read_bytes().decode()
            path.write_bytes(apply_text_edits(text, op["edits"]).encode())
            written.append(path)
    return written


class EditorClient(LanguageClient):
    """A pytest-lsp client with the helpers the scenario needs."""

    root: Path
    editor: str
    versions: dict[str, int]
    applied_edits: list[dict]
    apply_edit_answer: dict
    code_lens_refreshes: int
    investigations_changed: list
    exit_sent: bool

    def uri(self, rel: str) -> str:
        return (self.root / rel).as_uri()

    def read(self, rel: str) -> str:
        return (self.root / rel).read_bytes().decode()

    def open(self, rel: str) -> str:
        uri = self.uri(rel)
        self.versions[uri] = 1
        self.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=uri, language_id="python", version=1, text=self.read(rel)
                )
            )
        )
        return uri

    def replace_text(self, uri: str, text: str) -> None:
        """A full-text didChange, which every client may send."""
        self.versions[uri] += 1
        self.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )

    async def request(self, method: str, params: Any, timeout: float = SHORT) -> Any:
        """A request whose result is plain JSON (typed results are converted back)."""
        result = await asyncio.wait_for(self.protocol.send_request_async(method, params), timeout)
        return to_json(result) if hasattr(result, "__attrs_attrs__") or isinstance(result, list) else result

    async def execute(self, command: str, args: Any, timeout: float = LONG) -> Any:
        return await self.request(
            types.WORKSPACE_EXECUTE_COMMAND,
            types.ExecuteCommandParams(command=command, arguments=[args]),
            timeout,
        )

    async def execute_error(self, command: str, args: Any) -> JsonRpcException:
        try:
            result = await self.execute(command, args)
        except JsonRpcException as err:
            return err
        raise AssertionError(f"{command} {args} succeeded but should fail: {result}")

    async def code_actions(self, uri: str, line: int) -> list[dict]:
        pos = types.Position(line=line, character=0)
        result = await asyncio.wait_for(
            self.text_document_code_action_async(
                types.CodeActionParams(
                    text_document=types.TextDocumentIdentifier(uri=uri),
                    range=types.Range(start=pos, end=pos),
                    context=types.CodeActionContext(diagnostics=[]),
                )
            ),
            SHORT,
        )
        return [to_json(a) for a in result or []]

    async def resolve_code_action(self, action: dict) -> dict:
        """`codeAction/resolve` of an action received as JSON: its edit, computed on resolve."""
        typed = self.protocol._converter.structure(action, types.CodeAction)
        result = await asyncio.wait_for(self.code_action_resolve_async(typed), SHORT)
        return to_json(result)

    async def code_lenses(self, uri: str) -> list[dict]:
        result = await asyncio.wait_for(
            self.text_document_code_lens_async(
                types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
            ),
            SHORT,
        )
        return [to_json(lens) for lens in result or []]

    async def await_diagnostics(
        self, uri: str, ok: Callable[[list[dict]], bool], what: str, timeout: float = SHORT
    ) -> list[dict]:
        """Waits until the last diagnostics published for ``uri`` satisfy ``ok``."""
        deadline = time.monotonic() + timeout
        last: list[dict] | None = None
        while time.monotonic() < deadline:
            if uri in self.diagnostics:
                last = [to_json(d) for d in self.diagnostics[uri]]
                if ok(last):
                    return last
            await asyncio.sleep(0.05)
        raise AssertionError(f"{self.editor}: {what} for {uri} not published within {timeout} s; last: {last}")

    async def cli(self, *args: str, expect: int | None = 0) -> subprocess.CompletedProcess:
        """Runs the bugbash CLI in the workspace (as a person in a terminal next to the editor)."""
        proc = await asyncio.create_subprocess_exec(
            bugbash_bin(), *args, cwd=self.root, env=child_env(),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(proc.communicate(), LONG)
        done = subprocess.CompletedProcess(args, proc.returncode, out.decode(), err.decode())
        if expect is not None:
            assert done.returncode == expect, (
                f"bugbash {' '.join(args)} exited {done.returncode}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}"
            )
        return done


def _make_client() -> EditorClient:
    client = EditorClient(converter_factory=_converter)
    register_lsp_features(client)

    @client.feature(types.WORKSPACE_APPLY_EDIT)
    def apply_edit(params: types.ApplyWorkspaceEditParams):
        edit = to_json(params.edit)
        client.applied_edits.append(edit)
        answer = client.apply_edit_answer
        if answer.get("applied"):
            apply_edit_to_disk(client.root, edit)
        return types.ApplyWorkspaceEditResult(
            applied=answer["applied"], failure_reason=answer.get("failureReason")
        )

    @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def code_lens_refresh(params: None):
        client.code_lens_refreshes += 1

    @client.feature("bugbash/investigationsChanged")
    def investigations_changed(params: Any):
        client.investigations_changed.append(params)

    return client


async def shutdown(client: EditorClient) -> int:
    """`shutdown`, `exit`, then the end of the server's stdin (as VS Code's client does when
    it disposes the connection: tower-lsp 0.20 only returns at the end of its input, see
    test_lifecycle.py). Returns the exit code."""
    server = client._server
    assert server is not None
    if not client.exit_sent:
        await asyncio.wait_for(client.shutdown_async(None), SHORT)
        client.exit(None)
        client.exit_sent = True
    await asyncio.sleep(0)
    if server.stdin is not None:
        server.stdin.close()
    return await asyncio.wait_for(server.wait(), SHORT)


# --- fixtures --------------------------------------------------------------------------------


def git(cwd: Path, *args: str) -> None:
    done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, f"git {args}: {done.stderr}"


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """A copy of examples/python-inventory as a git repository with one commit."""
    root = (tmp_path / "python-inventory").resolve()
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns("__pycache__", "target"))
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "-c", "user.email=t@example.invalid", "-c", "user.name=t", "commit", "-qm", "example")
    return root


@pytest_asyncio.fixture
async def lsp(editor: str, workspace: Path):
    """`bugbash lsp` started in the workspace and initialized with ``editor``'s recorded
    capabilities, the workspace as root and only folder."""
    client = _make_client()
    client.root = workspace
    client.editor = editor
    client.versions = {}
    client.applied_edits = []
    client.apply_edit_answer = {"applied": True}
    client.code_lens_refreshes = 0
    client.investigations_changed = []
    client.exit_sent = False
    await client.start_io(bugbash_bin(), "lsp", cwd=workspace, env=child_env(BUGBASH_LOG="debug"))
    try:
        result = await asyncio.wait_for(
            client.initialize_session(
                types.InitializeParams(
                    capabilities=client_capabilities(editor),
                    client_info=types.ClientInfo(name=f"pytest-lsp as {editor}"),
                    root_uri=workspace.as_uri(),
                    workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name=workspace.name)],
                )
            ),
            SHORT,
        )
        assert result.server_info is not None and result.server_info.name == "bugbash", (
            f"{bugbash_bin()} is not the bugbash language server: {result.server_info}"
        )
        yield client
    finally:
        server = client._server
        try:
            if server is not None and server.returncode is None:
                code = await shutdown(client)
                assert code == 0, f"the server exited with {code} after shutdown and exit"
        finally:
            if server is not None and server.returncode is None:
                server.kill()
            await client.stop()
