"""The end-to-end LSP scenario of tests/lsp_flow.rs, driven by pytest-lsp with the capability
sets recorded from real editors (VS Code 1.65.2, Neovim 0.7.0, Neovim 0.11.0).

On a copy of examples/python-inventory: open the failing test -> "Investigate" code action ->
its command, with progress -> a diagnostic at the buggy line of a file that is not open -> a plan
(the example's fix.patch through the CLI when no planner made one, seen through the store
watcher) -> no apply before approval -> approve with the hash from the code action -> the apply
action's edit, shaped for the editor, applied to disk by this client -> verify -> FIXED -> the
diagnostic is gone. And a CLI approval that shows up in the code lenses.

Run with scripts/test-lsp-client.sh (see README.md).
"""

from __future__ import annotations

import asyncio
import json
import time
import tomllib

import pytest
from lsprotocol import types
from conftest import EXAMPLE, SHORT, EditorClient, apply_edit_to_disk

STOCK = "inventory/stock.py"
TEST = "tests/test_stock.py"
REGRESSION_TEST = "tests/test_rename_regression.py"
# The documented bug: `item = self._items.pop(new_sku)` on line 44 (0-based 43).
BUG_LINE = 43
ANNOTATION = "bugbash-fix"

# What the apply action's edit must look like for each recorded capability set, and whether the
# client takes workspace/codeLens/refresh.
EDITORS = {
    # documentChanges, resourceOperations and changeAnnotationSupport: a versioned, annotated
    # edit that needs confirmation.
    "visual-studio-code": {"annotations": True, "lens_refresh": True},
    # resourceOperations without documentChanges or annotations: documentChanges (with CreateFile)
    # when the fix creates a test file, a plain `changes` map otherwise; no annotations.
    "neovim@v0.7.0": {"annotations": False, "lens_refresh": False},
    "neovim": {"annotations": False, "lens_refresh": False},
}

pytestmark = pytest.mark.parametrize("editor", list(EDITORS))


def titled(actions: list[dict], prefix: str) -> dict | None:
    return next((a for a in actions if a.get("title", "").startswith(prefix)), None)


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.split("\n")) if needle in line)


def assert_no_server_warnings(lsp: EditorClient) -> None:
    """The server reports its warnings and errors with window/logMessage (types 2 and 1)."""
    bad = [m.message for m in lsp.log_messages if m.type in (types.MessageType.Error, types.MessageType.Warning)]
    assert bad == [], bad


def phase_of(status: dict) -> str:
    return str(status.get("phase", "")).upper()


async def ensure_plan(lsp: EditorClient, investigation: str) -> None:
    """A plan: the example's fix.patch when the investigation stopped at ANALYZED (no offline
    planner made one)."""
    status = (await lsp.cli("status", investigation, "--json")).stdout
    if phase_of(json.loads(status)) == "ANALYZED":
        await lsp.cli("plan", investigation, "--patch", str(EXAMPLE / "fix.patch"))


async def test_investigate_approve_apply_verify(lsp: EditorClient, editor: str):
    expect = EDITORS[editor]
    test_uri, stock_uri = lsp.uri(TEST), lsp.uri(STOCK)
    test_text = lsp.read(TEST)
    lsp.open(TEST)

    # Investigate from the code action on the failing test.
    line = line_of(test_text, "def test_rename_sku_moves_item") + 2
    actions = await lsp.code_actions(test_uri, line)
    investigate = titled(actions, "bugbash: Investigate failing test test_rename_sku_moves_item")
    assert investigate is not None, f"no investigate action at line {line}: {actions}"
    assert investigate.get("kind") == "source", investigate
    assert investigate["command"]["command"] == "bugbash.investigate", investigate
    args = investigate["command"]["arguments"][0]
    assert args["textDocument"]["uri"] == test_uri, args

    tokens_before = set(lsp.progress_reports)
    status = await lsp.execute("bugbash.investigate", args)
    investigation = status["investigationId"]
    # Titles and lenses name the investigation by its short handle; the id stays the key.
    handle = status["handle"]
    assert handle and handle != investigation, status
    assert status["phase"] in ("ANALYZED", "PLANNED"), status
    assert status["rootCause"]["uri"] == stock_uri, status
    assert status["rootCause"]["range"]["start"]["line"] == BUG_LINE, status

    # Progress: one token created with window/workDoneProgress/create; begin, reports, end.
    tokens = [t for t in lsp.progress_reports if t not in tokens_before]
    assert len(tokens) == 1, f"progress tokens: {lsp.progress_reports}"
    progress = lsp.progress_reports[tokens[0]]
    kinds = [p.kind for p in progress]
    assert kinds[0] == "begin" and kinds[-1] == "end", kinds
    assert kinds.count("report") >= 2, kinds
    assert "begin" not in kinds[1:] and "end" not in kinds[:-1], kinds
    assert any("[1/" in (p.message or "") for p in progress), [p.message for p in progress]

    # The diagnostic at the buggy line, in a file that is not open, with related information.
    diags = await lsp.await_diagnostics(
        stock_uri, lambda ds: any(d.get("code") == investigation for d in ds), "the investigation's diagnostic"
    )
    assert len(diags) == 1, diags
    d = diags[0]
    assert d["range"]["start"]["line"] == BUG_LINE, d
    assert d["range"]["start"]["character"] == 8, f"the statement's non-blank span: {d}"
    assert (d.get("source"), d.get("code")) == ("bugbash", investigation), d
    assert d["data"]["investigationId"] == investigation, d
    assert d["message"].endswith(f"[{d['data']['phase']}]"), d
    related = d.get("relatedInformation") or []
    assert any(
        r["location"]["uri"] == test_uri and r["message"].startswith("failing test") for r in related
    ), related

    # A plan (fix.patch through the CLI unless a planner made one), seen through the watcher.
    await ensure_plan(lsp, investigation)
    diags = await lsp.await_diagnostics(
        stock_uri, lambda ds: bool(ds) and ds[0]["data"]["phase"] == "PLANNED", "a PLANNED diagnostic"
    )
    plan_hash = diags[0]["data"]["planHash"]
    assert isinstance(plan_hash, str) and len(plan_hash) == 64, diags

    # Before approval: no apply action, and bugbash.fix is refused without touching anything.
    stock_text = lsp.read(STOCK)
    lsp.open(STOCK)
    actions = await lsp.code_actions(stock_uri, BUG_LINE)
    approve = titled(actions, f"bugbash: Approve fix plan ({handle})")
    assert approve is not None, actions
    assert titled(actions, "bugbash: Reject fix plan") is not None, actions
    assert titled(actions, "bugbash: Show fix plan") is not None, actions
    assert titled(actions, "bugbash: Apply approved fix") is None, actions
    err = await lsp.execute_error("bugbash.fix", {"investigationId": investigation})
    assert err.code == -32803, (err.code, err.message)
    assert "APPROVED" in err.message, err.message
    assert lsp.applied_edits == [], "workspace/applyEdit sent before approval"
    assert lsp.read(STOCK) == stock_text, "nothing written before approval"
    assert not (lsp.root / REGRESSION_TEST).exists()

    # The preview is read-only and shows the change.
    preview = await lsp.request("bugbash/planPreview", {"investigationId": investigation})
    assert preview["planHash"] == plan_hash, preview
    stock_file = next(f for f in preview["files"] if f["path"] == STOCK)
    assert "+        item = self._items.pop(old_sku)" in stock_file["diff"], stock_file
    # The offline mutation planner fixes the line alone; fix.patch also creates a regression test.
    creates_file = any(f["kind"] == "create" for f in preview["files"])
    assert creates_file == any(f["path"] == REGRESSION_TEST for f in preview["files"]), preview

    # Reject needs a reason; approve needs the hash that was shown.
    err = await lsp.execute_error("bugbash.reject", {"investigationId": investigation})
    assert err.code == -32602, (err.code, err.message)
    err = await lsp.execute_error("bugbash.approve", {"investigationId": investigation, "planHash": "0" * 64})
    assert err.code == -32803, (err.code, err.message)
    # The light bulb's Approve carries no hash: run as is, the server shows the plan and asks
    # first. A client that showed the plan itself (as this one did, with planPreview) approves
    # the hash it showed.
    assert approve["command"]["command"] == "bugbash.approve", approve
    approve_args = approve["command"]["arguments"][0]
    assert approve_args == {"investigationId": investigation}, approve_args
    status = await lsp.execute("bugbash.approve", {"investigationId": investigation, "planHash": plan_hash})
    assert (status["phase"], status["approved"]) == ("APPROVED", True), status

    # The apply action: an edit shaped for this editor, and the verify command.
    actions = await lsp.code_actions(stock_uri, BUG_LINE)
    apply = titled(actions, f"bugbash: Apply approved fix ({handle})")
    assert apply is not None, f"no apply action after approval: {actions}"
    assert apply.get("kind") == "quickfix", apply
    # The light bulb lists titles only; the edit (and the gate against the buffers) comes on
    # codeAction/resolve.
    assert "edit" not in apply and apply["data"]["planHash"] == plan_hash, apply
    apply = await lsp.resolve_code_action(apply)
    edit = apply["edit"]
    if not (expect["annotations"] or creates_file):
        # Neovim advertises no documentChanges: a plain `changes` map when no file is created.
        assert "documentChanges" not in edit, edit
        assert list(edit["changes"]) == [stock_uri], edit
        edit = {"documentChanges": [{"textDocument": {"uri": stock_uri, "version": None}, "edits": edit["changes"][stock_uri]}]}
        apply_edit = apply["edit"]
    else:
        apply_edit = edit
    ops = edit.get("documentChanges")
    assert isinstance(ops, list), f"documentChanges expected for {editor}: {edit}"
    assert "changes" not in edit, edit
    stock_op = next(o for o in ops if o.get("textDocument", {}).get("uri") == stock_uri)
    if apply_edit is edit:
        assert stock_op["textDocument"]["version"] == 1, f"the open document's version: {stock_op}"
    regression_uri = lsp.uri(REGRESSION_TEST)
    creates = [o for o in ops if o.get("kind") == "create"]
    assert [c["uri"] for c in creates] == ([regression_uri] if creates_file else []), ops
    assert not any(o.get("kind") in ("rename", "delete") for o in ops), ops
    edits = [e for o in ops for e in o.get("edits", [])]
    # Apply is one act: no confirmation. The preview action asks for the refactor preview where
    # the client has change annotations.
    assert "changeAnnotations" not in edit, edit
    assert not any("annotationId" in e for e in edits), edits
    assert not any("annotationId" in c for c in creates), creates
    preview = titled(actions, f"bugbash: Preview approved fix… ({handle})")
    assert preview is not None, actions
    preview = await lsp.resolve_code_action(preview)
    if expect["annotations"]:
        pedit = preview["edit"]
        assert pedit["changeAnnotations"][ANNOTATION]["needsConfirmation"] is True, pedit
        pedits = [e for o in pedit["documentChanges"] for e in o.get("edits", [])]
        assert pedits and all(e.get("annotationId") == ANNOTATION for e in pedits), pedits
        assert all(c.get("annotationId") == ANNOTATION for c in pedit["documentChanges"] if c.get("kind") == "create"), pedit
    else:
        assert "changeAnnotations" not in preview["edit"], preview
    assert apply["command"]["command"] == "bugbash.verify", apply
    verify_args = apply["command"]["arguments"][0]
    assert verify_args["investigationId"] == investigation and verify_args["planHash"] == plan_hash, verify_args
    assert lsp.read(STOCK) == stock_text, "offering the action writes nothing"
    assert not (lsp.root / REGRESSION_TEST).exists(), "offering the action writes nothing"

    # This client applies the edit (buffer and disk, as an editor that saves), then verifies.
    apply_edit_to_disk(lsp.root, apply_edit)
    fixed_text = lsp.read(STOCK)
    assert "item = self._items.pop(old_sku)" in fixed_text, fixed_text
    if creates_file:
        assert "class RenameSkuRegressionTest" in lsp.read(REGRESSION_TEST)
    lsp.replace_text(stock_uri, fixed_text)
    status = await lsp.execute("bugbash.verify", verify_args)
    assert status["phase"] == "FIXED", status
    await lsp.await_diagnostics(stock_uri, lambda ds: ds == [], "no diagnostics after FIXED")
    # window/showMessage precedes the command's answer on the wire; the client may handle it
    # just after.
    for _ in range(50):
        shown = [m.message for m in lsp.messages]
        if any("FIXED" in m for m in shown):
            break
        await asyncio.sleep(0.1)
    assert any("FIXED" in m for m in shown), shown
    cli_status = (await lsp.cli("status", investigation, "--json")).stdout
    assert phase_of(json.loads(cli_status)) == "FIXED", cli_status
    assert_no_server_warnings(lsp)


async def test_cli_approval_reaches_the_code_lenses(lsp: EditorClient, editor: str):
    facts = tomllib.loads((EXAMPLE / "bugbash.example.toml").read_text())
    stock_uri = lsp.uri(STOCK)
    lsp.open(STOCK)

    # Created and analyzed in a terminal while the editor is open: the watcher publishes it.
    created = await lsp.cli("init", facts["description"], "--test", facts["test_command"])
    prefix = "Created bug investigation: "
    ids = [line[len(prefix):].strip() for line in created.stdout.splitlines() if line.startswith(prefix)]
    assert len(ids) == 1, created.stdout
    investigation = ids[0]
    await lsp.cli("analyze", investigation)
    await ensure_plan(lsp, investigation)
    await lsp.await_diagnostics(
        stock_uri,
        lambda ds: bool(ds) and ds[0]["data"]["phase"] == "PLANNED" and ds[0]["range"]["start"]["line"] == BUG_LINE,
        "a PLANNED diagnostic from the CLI's investigation",
    )

    refreshes_before, changed_before = lsp.code_lens_refreshes, len(lsp.investigations_changed)
    await lsp.cli("approve", investigation)
    deadline = time.monotonic() + SHORT
    titles: list[str] = []
    while True:
        lenses = await lsp.code_lenses(stock_uri)
        titles = [lens.get("command", {}).get("title", "") for lens in lenses]
        if any("APPROVED" in t for t in titles):
            break
        assert time.monotonic() < deadline, f"the CLI approval never reached the lenses: {titles}"
        await asyncio.sleep(0.1)
    handle = (await lsp.request("bugbash/status", {"investigationId": investigation}))["handle"]
    assert titles[0].startswith(f"bugbash {handle} · APPROVED"), titles
    assert "Apply fix" in titles, titles
    assert all(lens["range"]["start"]["line"] == BUG_LINE for lens in lenses), lenses

    # The watcher told the client, and asked for a lens refresh only where that is supported.
    folder = lsp.root.as_uri()
    changed = lsp.investigations_changed[changed_before:]
    assert any(getattr(c, "workspaceFolder", None) == folder for c in changed), changed
    if EDITORS[editor]["lens_refresh"]:
        assert lsp.code_lens_refreshes > refreshes_before, "no workspace/codeLens/refresh after the CLI approval"
    else:
        assert lsp.code_lens_refreshes == 0, "workspace/codeLens/refresh sent to a client without refreshSupport"
    assert_no_server_warnings(lsp)
