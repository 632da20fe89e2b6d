// For the bugbash end-to-end test only (scripts/test-vscode.sh installs it into code-server): a
// small test provider standing in for the Python and Jest extensions, which cannot be installed
// offline. It lists `def test_*` methods of tests/test_*.py (unittest) and `test('...')` calls of
// test/*.test.js (node:test) in the Testing view, with their ranges, and runs them (unittest ids,
// `node --test --test-name-pattern`), marking failures with the runner's message. bugbash's
// "bugbash: Investigate" is then on these items' context menu, as it would be on the real ones.
"use strict";
const vscode = require("vscode");
const cp = require("child_process");

function activate(context) {
    const ctl = vscode.tests.createTestController("bugbash-e2e-tests", "e2e tests");
    context.subscriptions.push(ctl);
    const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
    if (!folder) return;

    async function discover() {
        const files = [
            ...(await vscode.workspace.findFiles("tests/test_*.py")),
            ...(await vscode.workspace.findFiles("test/*.test.js")),
        ];
        for (const uri of files) {
            const text = Buffer.from(await vscode.workspace.fs.readFile(uri)).toString("utf8");
            const rel = vscode.workspace.asRelativePath(uri, false);
            const fileItem = ctl.createTestItem(rel, rel, uri);
            const lines = text.split("\n");
            let cls = null;
            lines.forEach((line, n) => {
                const c = /^class (\w+)/.exec(line);
                if (c) cls = c[1];
                const py = /^\s+def (test\w*)\(/.exec(line);
                const js = /^\s*(?:test|it)\(\s*(['"`])(.*?)\1/.exec(line);
                const name = py ? py[1] : js ? js[2] : null;
                if (!name) return;
                const id = py ? `${rel.replace(/\.py$/, "").replace(/\//g, ".")}.${cls}.${name}` : `${rel}::${name}`;
                const item = ctl.createTestItem(id, name, uri);
                item.range = new vscode.Range(n, line.length - line.trimStart().length, n, line.length);
                fileItem.children.add(item);
            });
            ctl.items.add(fileItem);
        }
    }

    function runOne(item) {
        return new Promise((resolve) => {
            const js = item.id.includes("::");
            const [cmd, args] = js
                ? ["node", ["--test", `--test-name-pattern=^${item.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, item.uri.fsPath]]
                : ["python3", ["-m", "unittest", "-v", item.id]];
            cp.execFile(cmd, args, { cwd: folder.uri.fsPath, timeout: 60000 }, (err, stdout, stderr) => {
                resolve({ ok: !err, output: `${stdout}${stderr}` });
            });
        });
    }

    ctl.createRunProfile("Run", vscode.TestRunProfileKind.Run, async (request, token) => {
        const run = ctl.createTestRun(request);
        const queue = [];
        const add = (item) => (item.children.size > 0 ? item.children.forEach(add) : queue.push(item));
        (request.include || [...ctl.items].map(([, i]) => i)).forEach(add);
        for (const item of queue) {
            if (token.isCancellationRequested) break;
            run.started(item);
            const { ok, output } = await runOne(item);
            if (ok) run.passed(item);
            else {
                const line = output.split("\n").find((l) => /Error|assert|!==|!=/.test(l)) || "failed";
                const message = new vscode.TestMessage(line.trim());
                message.location = new vscode.Location(item.uri, item.range);
                run.failed(item, message);
            }
        }
        run.end();
    }, true);

    discover();
}

module.exports = { activate, deactivate() {} };
