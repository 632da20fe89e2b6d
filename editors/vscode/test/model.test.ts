// The view logic (tree grouping, status bar count, menu context values, settings sent to the
// server) and the consistency of package.json with the code that implements it.

import * as assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { test } from "node:test";

import { commands, InvestigationSummary, Phase } from "../src/lsp_ext";
import {
    allNextActions,
    awaitingApproval,
    candidatesFor,
    contextValue,
    describe,
    groupByPhase,
    GROUP_ORDER,
    looksLikeEnvName,
    rootCauseLocation,
    serverSettings,
    shortAction,
    statusBarText,
} from "../src/model";

const folder = "file:///work/shop";

function inv(id: string, phase: Phase, extra: Partial<InvestigationSummary> = {}): InvestigationSummary {
    return {
        investigationId: id,
        handle: id,
        workspaceFolder: folder,
        phase,
        title: `bug ${id}`,
        severity: "P2",
        approved: false,
        nextActions: [],
        ...extra,
    };
}

test("groups by phase, what needs a person first, keeping the server's order inside a group", () => {
    const items = [
        inv("b4", "FIXED"),
        inv("b3", "PLANNED", { planHash: "h3" }),
        inv("b2", "ANALYZED"),
        inv("b1", "PLANNED", { planHash: "h1" }),
        inv("b0", "BLOCKED", { blockedReason: "tests still fail" }),
    ];
    const groups = groupByPhase(items);
    assert.deepEqual(
        groups.map((g) => [g.phase, g.investigations.map((i) => i.investigationId)]),
        [
            ["PLANNED", ["b3", "b1"]],
            ["BLOCKED", ["b0"]],
            ["ANALYZED", ["b2"]],
            ["FIXED", ["b4"]],
        ],
    );
    assert.equal(groups[0].label, "Planned: awaiting approval");
    assert.deepEqual(groupByPhase([]), []);
});

test("every phase has a place in the tree, and unknown phases are shown last", () => {
    assert.equal(new Set(GROUP_ORDER).size, 14);
    const groups = groupByPhase([inv("x", "TRIAGED" as Phase), inv("y", "CREATED")]);
    assert.deepEqual(groups.map((g) => g.phase), ["CREATED", "TRIAGED"]);
    assert.equal(groups[1].label, "TRIAGED");
});

test("the status bar counts PLANNED investigations with a plan, and hides at zero", () => {
    const items = [inv("a", "PLANNED", { planHash: "h" }), inv("b", "APPROVED", { planHash: "h", approved: true }), inv("c", "ANALYZED")];
    assert.deepEqual(awaitingApproval(items).map((i) => i.investigationId), ["a"]);
    assert.equal(statusBarText(items), "$(bug) 1 fix plan to approve");
    assert.equal(statusBarText([...items, inv("d", "PLANNED", { planHash: "x" })]), "$(bug) 2 fix plans to approve");
    assert.equal(statusBarText([items[2]]), undefined);
});

test("context values list next actions between colons for the menus' regular expressions", () => {
    const i = inv("a", "PLANNED", { nextActions: ["bugbash.showPlan", "bugbash.approve", "bugbash.reject"] });
    assert.equal(contextValue(i), "investigation:showPlan:approve:reject:");
    assert.match(contextValue(i), /:approve:/);
    assert.doesNotMatch(contextValue(i), /:fix:/);
    assert.equal(contextValue(inv("b", "FIXED")), "investigation:");
    assert.equal(shortAction("bugbash.rollback"), "rollback");
});

test("next actions over all investigations, and candidates for one command", () => {
    const items = [
        inv("a", "PLANNED", { nextActions: ["bugbash.showPlan", "bugbash.approve"] }),
        inv("b", "APPROVED", { nextActions: ["bugbash.showPlan", "bugbash.fix"] }),
    ];
    assert.deepEqual(allNextActions(items), ["bugbash.approve", "bugbash.fix", "bugbash.showPlan"]);
    assert.deepEqual(candidatesFor(items, "bugbash.fix").map((i) => i.investigationId), ["b"]);
    assert.deepEqual(candidatesFor(items, "bugbash.showPlan").length, 2);
});

test("descriptions and root-cause locations", () => {
    const rc = {
        uri: `${folder}/inventory/my%20stock.py`,
        range: { start: { line: 43, character: 8 }, end: { line: 43, character: 40 } },
        summary: "pops the new SKU",
        confidence: "high" as const,
        analyzer: "stack",
        changed: false,
    };
    const i = inv("bug-1", "PLANNED", { rootCause: rc, risk: "low", severity: "P1" });
    assert.equal(describe(i), "bug-1 · P1 · risk low");
    assert.equal(rootCauseLocation(i), "inventory/my stock.py:44");
    assert.equal(describe({ ...i, risk: undefined, rootCause: { ...rc, changed: true } }), "bug-1 · P1 · root-cause line changed");
    assert.equal(rootCauseLocation({ ...i, rootCause: { ...rc, uri: "file:///elsewhere/x.py" } }), "x.py:44");
    assert.equal(rootCauseLocation(inv("c", "CREATED")), undefined);
    assert.equal(describe(inv("d", "CREATED", { severity: undefined })), "d");
    assert.equal(describe({ ...i, complexity: "trivial" }), "bug-1 · P1 · trivial · risk low");
});

test("the tree keeps the server's triage order inside each phase group", () => {
    // As `bugbash/list` sends them: P0 first, then P1 trivial, P1 without complexity, none last.
    const items = [
        inv("p0", "PLANNED", { severity: "P0", complexity: "complex" }),
        inv("p1-trivial", "PLANNED", { severity: "P1", complexity: "trivial" }),
        inv("fixed", "FIXED", { severity: "P1" }),
        inv("p1", "PLANNED", { severity: "P1" }),
        inv("none", "PLANNED", { severity: undefined }),
    ];
    assert.deepEqual(
        groupByPhase(items).map((g) => [g.phase, g.investigations.map((i) => i.investigationId)]),
        [
            ["PLANNED", ["p0", "p1-trivial", "p1", "none"]],
            ["FIXED", ["fixed"]],
        ],
    );
});

test("settings sent to the server: only what is set, the key's NAME never the key", () => {
    assert.deepEqual(serverSettings({}), {});
    assert.deepEqual(serverSettings({ testCommand: "  ", llm: { provider: "", model: null } }), {});
    assert.deepEqual(
        serverSettings({
            testCommand: "pytest -x",
            llm: { provider: "ollama", baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.1", apiKeyEnv: "MY_KEY" },
        }),
        {
            testCommand: "pytest -x",
            llm: { provider: "ollama", base_url: "http://127.0.0.1:11434/v1", model: "llama3.1", api_key_env: "MY_KEY" },
        },
    );
    assert.ok(looksLikeEnvName("OPENAI_API_KEY"));
    assert.ok(!looksLikeEnvName("sk-proj-abc123"));
    assert.ok(!looksLikeEnvName("1KEY"));
});

test("package.json: commands are registered, menus and when clauses name real things", () => {
    const dir = path.resolve(__dirname, "../..");
    const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    const code = ["commands.ts", "ctx.ts", "extension.ts"].map((f) => readFileSync(path.join(dir, "src", f), "utf8")).join("\n");
    const contributed: string[] = pkg.contributes.commands.map((c: { command: string }) => c.command);
    for (const id of contributed) {
        assert.ok(code.includes(`"${id}"`), `${id} is registered`);
        assert.ok(!Object.values(commands).some((c) => c.id === id), `${id} does not shadow a server command`);
    }
    // bugbash.importPlan is served (the actions table offers it) but not in docs/lsp-extensions.md
    // yet: commands.ts declares it next to the others until the document does.
    const shorts = new Set([...Object.values(commands).map((c) => shortAction(c.id)), "importPlan"]);
    assert.ok(code.includes(`"bugbash.importPlan"`), "bugbash.importPlan is handled");
    const menus = [...pkg.contributes.menus.commandPalette, ...pkg.contributes.menus["view/item/context"], ...pkg.contributes.menus["view/title"]];
    for (const m of menus) {
        assert.ok(contributed.includes(m.command), `menu names ${m.command}`);
        for (const [, s] of (m.when as string).matchAll(/bugbash\.can\.(\w+)/g)) assert.ok(shorts.has(s), `when clause ${s}`);
        for (const [, s] of (m.when as string).matchAll(/viewItem =~ \/:(\w+):\//g)) assert.ok(shorts.has(s), `viewItem ${s}`);
    }
    const config = readFileSync(path.join(dir, "src", "config.ts"), "utf8");
    for (const [, key] of config.matchAll(/get<[^>]+>\("([\w.]+)"\)/g)) {
        assert.ok(pkg.contributes.configuration.properties[`bugbash.${key}`], `setting bugbash.${key} is declared`);
    }
    assert.equal(pkg.capabilities.untrustedWorkspaces.supported, "limited");
    assert.ok(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations.includes("bugbash.server.path"));
});

test("handles are short and readable; the server's handle wins", () => {
    const { handleOf, testIdFor } = require("../src/model") as typeof import("../src/model");
    // Without the server's handle: the server's rule (model::handle_of).
    assert.equal(handleOf({ investigationId: "renaming-a-sku-raises-keyerror-instead-a3f9" }), "renaming-a-sku #a3f9");
    assert.equal(handleOf({ investigationId: "failing-test-test-rename-sku-moves-item-10e1" }), "rename-sku-moves #10e1");
    assert.equal(handleOf({ investigationId: "failing-test-a3f9" }), "#a3f9");
    assert.equal(handleOf({ investigationId: "short-a3f9" }), "short-a3f9");
    assert.equal(handleOf({ investigationId: "renaming-a-sku-raises-keyerror-instead-a3f9", handle: "#7" }), "#7");
    assert.equal(handleOf(undefined), "?");
    assert.equal(testIdFor("test/cart.test.js", "carts at the threshold ship free"), "test/cart.test.js::carts at the threshold ship free");
});

test("Apply Fix in one act: the edit's confirmation is dropped, its documents are known", () => {
    const { editedUris, withoutConfirmation } = require("../src/model") as typeof import("../src/model");
    const params = {
        label: "bugbash fix",
        edit: {
            documentChanges: [
                { textDocument: { uri: "file:///ws/a.py", version: 3 }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, newText: "x", annotationId: "bugbash-fix" }] },
                { kind: "create" as const, uri: "file:///ws/tests/test_new.py", annotationId: "bugbash-fix" },
            ],
            changeAnnotations: { "bugbash-fix": { label: "bugbash fix", needsConfirmation: true } },
        },
    };
    const relaxed = withoutConfirmation(params);
    assert.equal(relaxed.edit.changeAnnotations!["bugbash-fix"].needsConfirmation, false);
    assert.equal(params.edit.changeAnnotations["bugbash-fix"].needsConfirmation, true, "the original is left as it was");
    assert.deepEqual(relaxed.edit.documentChanges, params.edit.documentChanges);
    assert.deepEqual(editedUris(params.edit), ["file:///ws/a.py", "file:///ws/tests/test_new.py"]);
    assert.deepEqual(editedUris({ changes: { "file:///ws/b.py": [] } }), ["file:///ws/b.py"]);
    assert.equal(withoutConfirmation({ edit: { changes: {} } }).edit.changeAnnotations, undefined);
});
