// `src/lsp_ext.ts` mirrors `docs/lsp-extensions.md` one to one: the same interfaces (names,
// `extends`, fields, optionality, types), type aliases, requests, notifications and commands
// (identifier, label, argument and result types). Both files are parsed with the TypeScript
// compiler; nothing is hand-copied into this test.

import * as assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { test } from "node:test";
import * as ts from "typescript";

import * as ext from "../src/lsp_ext";

const root = path.resolve(__dirname, "../../../..");
const docPath = path.join(root, "docs/lsp-extensions.md");
const extPath = path.join(root, "editors/vscode/src/lsp_ext.ts");
const doc = readFileSync(docPath, "utf8");
const extSource = readFileSync(extPath, "utf8");

/** The text of every ```ts block of the document, as one TypeScript source. */
function docTypeScript(): string {
    const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    assert.ok(blocks.length >= 5, "the document has TypeScript blocks");
    return blocks.join("\n");
}

/** Whitespace- and comment-free text of a type, for comparison. */
function norm(text: string): string {
    return text
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/[^\n]*/g, "")
        .replace(/\s+/g, "")
        .replace(/;}/g, "}")
        .replace(/,}/g, "}");
}

interface Shape {
    extends: string[];
    members: Map<string, string>; // name -> "?" + type
}

function shapes(source: string, file: string): { interfaces: Map<string, Shape>; aliases: Map<string, string> } {
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
    const interfaces = new Map<string, Shape>();
    const aliases = new Map<string, string>();
    const visit = (node: ts.Node) => {
        if (ts.isInterfaceDeclaration(node)) {
            const members = new Map<string, string>();
            for (const m of node.members) {
                if (ts.isPropertySignature(m) && m.type) {
                    members.set(m.name.getText(sf), `${m.questionToken ? "?" : ""}${norm(m.type.getText(sf))}`);
                }
            }
            const ext = (node.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.getText(sf)));
            interfaces.set(node.name.text, { extends: ext, members });
        } else if (ts.isTypeAliasDeclaration(node)) {
            aliases.set(node.name.text, norm(node.type.getText(sf)));
        }
        ts.forEachChild(node, visit);
    };
    visit(sf);
    return { interfaces, aliases };
}

const docShapes = shapes(docTypeScript(), "doc.ts");
const extShapes = shapes(extSource, "lsp_ext.ts");

test("every interface of the document is in lsp_ext.ts with the same fields", () => {
    assert.ok(docShapes.interfaces.size >= 15, `found ${docShapes.interfaces.size} interfaces in the document`);
    for (const [name, want] of docShapes.interfaces) {
        const got = extShapes.interfaces.get(name);
        assert.ok(got, `lsp_ext.ts lacks interface ${name}`);
        assert.deepEqual(got.extends, want.extends, `${name} extends`);
        assert.deepEqual([...got.members.keys()].sort(), [...want.members.keys()].sort(), `${name} fields`);
        for (const [field, type] of want.members) {
            assert.equal(got.members.get(field), type, `${name}.${field}`);
        }
    }
});

test("the type aliases of the document are the same in lsp_ext.ts", () => {
    for (const name of ["Phase", "Level", "Severity", "Complexity", "DefectType"]) {
        assert.ok(docShapes.aliases.has(name), `the document defines ${name}`);
        assert.equal(extShapes.aliases.get(name), docShapes.aliases.get(name), name);
    }
});

test("PHASES lists every phase of the Phase type, once", () => {
    const phases = [...docShapes.aliases.get("Phase")!.matchAll(/"([A-Z_]+)"/g)].map((m) => m[1]);
    assert.deepEqual([...ext.PHASES].sort(), [...phases].sort());
    assert.equal(new Set(ext.PHASES).size, ext.PHASES.length);
});

/** `### \`method\`` headings under a `## Section`. */
function headings(section: string): string[] {
    const body = doc.split(/^## /m).find((s) => s.startsWith(section));
    assert.ok(body, `section ${section}`);
    return [...body.matchAll(/^### `([^`]+)`/gm)].map((m) => m[1]);
}

test("requests and notifications match the document both ways", () => {
    const requests = (Object.values(ext) as unknown[]).filter((v): v is { method: string; numberOfParams: number } =>
        typeof v === "object" && v !== null && "method" in v,
    );
    const docRequests = headings("Requests");
    const docNotifications = headings("Notifications");
    const ours = requests.map((r) => r.method).sort();
    assert.deepEqual(ours, [...docRequests, ...docNotifications].sort());
    assert.equal(ext.investigationsChanged.method, "bugbash/investigationsChanged");
    assert.ok(docNotifications.includes(ext.investigationsChanged.method));
});

test("inline parameter types of the document match their named twins", () => {
    const listParams = doc.match(/### `bugbash\/list`[\s\S]*?- Params: `(\{[^`]*\})`/);
    assert.ok(listParams);
    const inline = shapes(`interface X ${listParams[1]}`, "x.ts").interfaces.get("X")!;
    assert.deepEqual(extShapes.interfaces.get("ListParams")!.members, inline.members);
    const changed = doc.match(/### `bugbash\/investigationsChanged`[\s\S]*?- Params: `(\{[^`]*\})`/);
    assert.ok(changed);
    const inline2 = shapes(`interface X ${changed[1]}`, "x.ts").interfaces.get("X")!;
    assert.deepEqual(extShapes.interfaces.get("InvestigationsChangedParams")!.members, inline2.members);
    const data = doc.match(/- `data`: `(\{[^`]*\})`/);
    assert.ok(data);
    const inline3 = shapes(`interface X ${data[1].replace(/,/g, ";")}`, "x.ts").interfaces.get("X")!;
    assert.deepEqual(extShapes.interfaces.get("DiagnosticData")!.members, inline3.members);
});

test("commands: identifier, label, argument and result types as in the table", () => {
    const rows = [...doc.matchAll(/^\| `(bugbash\.[a-zA-Z]+)` \| ([^|]+) \| `?([^|`]+)`? \| `([^|`]+)` \|$/gm)];
    assert.ok(rows.length >= 11, `found ${rows.length} command rows`);
    // The type arguments of each `command<A, R>("id", "label")` call in lsp_ext.ts.
    const calls = new Map<string, { args: string; result: string; label: string }>();
    for (const m of extSource.matchAll(/command<([^,]+), ([^>]+(?:\[\])?)>\("([^"]+)", "([^"]+)"\)/g)) {
        calls.set(m[3], { args: m[1], result: m[2], label: m[4] });
    }
    const byId = new Map(Object.values(ext.commands).map((c) => [c.id, c]));
    assert.equal(byId.size, rows.length, "as many commands as table rows");
    for (const [, id, label, args, result] of rows) {
        const spec = byId.get(id);
        assert.ok(spec, `lsp_ext.ts lacks command ${id}`);
        assert.equal(spec.label, label.trim(), `${id} label`);
        const call = calls.get(id)!;
        const wantArgs = args.trim().startsWith("{") ? "ListParams" : args.trim();
        assert.equal(call.args, wantArgs, `${id} argument type`);
        assert.equal(call.result, result.trim(), `${id} result type`);
    }
});

test("code action titles match the table", () => {
    const section = doc.split(/^## /m).find((x) => x.startsWith("Code actions"))!;
    const titles = [...new Set([...section.matchAll(/`(Investigate failing test <name>|[A-Z][^`]*\(<handle>\))`/g)].map((m) => m[1]))];
    assert.equal(titles.length, 5, titles.join(", "));
    const ours = [
        ext.codeActionTitles.investigate("<name>"),
        ext.codeActionTitles.action(ext.commands.approve.label, "<handle>"),
        ext.codeActionTitles.apply("<handle>"),
        ext.codeActionTitles.preview("<handle>"),
        ext.codeActionTitles.showCommit("<handle>"),
    ].map((t) => t.replace(/^bugbash: /, ""));
    assert.deepEqual(ours, titles);
    assert.ok(doc.includes(`change annotation \`${ext.FIX_ANNOTATION}\``));
    assert.ok(doc.includes(`\`source\`: \`"${ext.DIAGNOSTIC_SOURCE}"\``));
});

test("error codes are the document's", () => {
    for (const [name, code] of Object.entries(ext.ErrorCodes)) {
        assert.ok(doc.includes(`\`${code}\` ${name}`), `${code} ${name}`);
    }
});
