/**
 * The palette commands (`bugbash.ui.*`) and the middleware around the server's own commands
 * (`bugbash.*`, registered by the language client and run by code actions and code lenses).
 *
 * Both paths share the same steps: ask what the server cannot (a reject reason, a test, a
 * description), refuse test-running commands in untrusted workspaces, show progress, save the
 * files a fix changed before verification, and show the outcome.
 */

import * as vscode from "vscode";
import * as lc from "vscode-languageclient/node";

import { Ctx, Middleware } from "./ctx";
import * as ext from "./lsp_ext";
import { candidatesFor, commandLabel, describe, errorMessage, rootCauseLocation } from "./model";
import { PlanPreviews } from "./plan";

/** What the palette commands get as their argument: nothing, a tree node, a summary or an id. */
type Target = undefined | string | ext.InvestigationSummary | { item?: ext.InvestigationSummary };

export class Commands {
    constructor(
        private readonly ctx: Ctx,
        private readonly plans: PlanPreviews,
    ) {}

    /** Registers the palette commands. */
    register(): vscode.Disposable[] {
        const c = (id: string, f: (arg?: Target) => Promise<unknown>) =>
            vscode.commands.registerCommand(id, (arg?: Target) => this.guard(f(arg)));
        return [
            c("bugbash.ui.investigate", () => this.investigate()),
            c("bugbash.ui.analyze", (t) => this.simple(ext.commands.analyze, t, "Analyzing")),
            c("bugbash.ui.showPlan", (t) => this.showPlan(t)),
            c("bugbash.ui.approve", (t) => this.approve(t)),
            c("bugbash.ui.reject", (t) => this.reject(t)),
            c("bugbash.ui.applyFix", (t) => this.applyFix(t)),
            c("bugbash.ui.retry", (t) => this.simple(ext.commands.retry, t, "Retrying")),
            c("bugbash.ui.rollback", (t) => this.rollback(t)),
            c("bugbash.ui.status", (t) => this.status(t)),
            c("bugbash.ui.open", (t) => this.open(t)),
            c("bugbash.ui.refresh", () => this.ctx.refresh()),
            c("bugbash.restartServer", () => this.ctx.restart()),
            c("bugbash.showOutput", async () => this.ctx.output.show()),
        ];
    }

    /** Middleware for the server's commands when code actions and lenses run them. */
    middleware(): Middleware {
        return {
            executeCommand: (command, args, next) => this.guard(this.intercept(command, args, next)),
            // In Restricted Mode the light bulb does not offer what would run the tests.
            provideCodeActions: async (document, range, context, token, next) => {
                const actions = await next(document, range, context, token);
                if (vscode.workspace.isTrusted || !actions) return actions;
                return actions.filter((a) => {
                    const command = a instanceof vscode.CodeAction ? a.command?.command : a.command;
                    return !command || !ext.RUNS_TESTS.includes(command);
                });
            },
        };
    }

    private async intercept(command: string, args: unknown[], next: lc.ExecuteCommandSignature): Promise<unknown> {
        const arg = (args[0] ?? {}) as Record<string, unknown>;
        if (ext.RUNS_TESTS.includes(command) && !(await this.trusted(commandLabel(command)))) return undefined;
        const forward = (a: Record<string, unknown>) => this.ctx.awaiting(() => Promise.resolve(next(command, [a])));
        switch (command) {
            case ext.commands.reject.id: {
                const a = arg as Partial<ext.RejectArgs>;
                if (typeof a.reason === "string" && a.reason.trim() !== "") return forward(arg);
                const reason = await askReason(a.investigationId ?? "?");
                if (reason === undefined) return undefined;
                const status = (await forward({ ...arg, reason })) as ext.InvestigationStatus | undefined;
                if (status) this.report(status);
                return status;
            }
            case ext.commands.showPlan.id: {
                const a = arg as Partial<ext.ShowPlanArgs>;
                const preview = (await forward({ ...arg, open: false })) as ext.PlanPreview | undefined;
                if (preview) await this.openPlan(preview);
                else if (a.investigationId) await this.openPlan(await this.plans.fetch(a.investigationId));
                return preview;
            }
            case ext.commands.fix.id: {
                // A lens or another client asks the server to send the edit itself; in VS Code the
                // fix goes through the code action instead, so the files are saved before
                // verification (the server requires it) and the outcome is shown the same way.
                const a = arg as Partial<ext.InvestigationParams>;
                if (a.investigationId) await this.applyFix(a.investigationId);
                return undefined;
            }
            case ext.commands.verify.id: {
                const a = arg as Partial<ext.VerifyArgs>;
                if (a.investigationId) await this.saveFixedFiles(a.investigationId);
                const status = (await this.progress(`Verifying the fix of ${a.investigationId}`, () => forward(arg))) as
                    | ext.InvestigationStatus
                    | undefined;
                if (status) this.report(status);
                return status;
            }
            case ext.commands.investigate.id:
            case ext.commands.analyze.id:
            case ext.commands.retry.id:
            case ext.commands.approve.id: {
                const status = (await this.progress(commandLabel(command), () => forward(arg))) as
                    | ext.InvestigationStatus
                    | undefined;
                if (status) this.report(status);
                return status;
            }
            case ext.commands.rollback.id: {
                const id = (arg as Partial<ext.InvestigationParams>).investigationId ?? "?";
                if (!(await confirmRollback(id))) return undefined;
                const result = (await forward(arg)) as ext.RollbackResult | undefined;
                if (result) await this.reportRollback(id, result);
                return result;
            }
            case ext.commands.status.id: {
                const status = (await forward(arg)) as ext.InvestigationStatus | undefined;
                if (status) await showStatusDocument(status);
                return status;
            }
            default:
                return forward(arg);
        }
    }

    // -----------------------------------------------------------------------------------------
    // Palette commands

    private async investigate(): Promise<void> {
        if (!(await this.trusted("Investigate Failing Test"))) return;
        const args: ext.InvestigateArgs = {};
        const editor = vscode.window.activeTextEditor;
        const inWorkspace = editor && vscode.workspace.getWorkspaceFolder(editor.document.uri) !== undefined;
        type Choice = vscode.QuickPickItem & { key: "cursor" | "command" };
        const choices: Choice[] = [];
        if (editor && inWorkspace) {
            choices.push({
                key: "cursor",
                label: "$(beaker) The test under the cursor",
                detail: `${vscode.workspace.asRelativePath(editor.document.uri)}:${editor.selection.active.line + 1}`,
            });
        }
        choices.push({
            key: "command",
            label: "$(terminal) A test id or test command…",
            detail: "e.g. tests/test_auth.py::test_login, cargo test login, python3 -m unittest discover -s tests",
        });
        const choice =
            choices.length === 1
                ? choices[0]
                : await vscode.window.showQuickPick(choices, { title: "bugbash: which failing test?", ignoreFocusOut: true });
        if (!choice) return;
        if (choice.key === "cursor" && editor) {
            args.textDocument = { uri: editor.document.uri.toString() };
            args.position = { line: editor.selection.active.line, character: editor.selection.active.character };
            await editor.document.save();
        } else {
            const configured = vscode.workspace.getConfiguration("bugbash").get<string | null>("testCommand") ?? "";
            const test = await vscode.window.showInputBox({
                title: "bugbash: the failing test",
                prompt: "A test id, a test file, or the full command that runs the failing test",
                value: configured,
                placeHolder: "python3 -m unittest discover -s tests -t .",
                ignoreFocusOut: true,
                validateInput: (v) => (v.trim() === "" ? "Enter a test id or a command" : undefined),
            });
            if (test === undefined) return;
            args.test = test.trim();
            const folder =
                (vscode.workspace.workspaceFolders?.length ?? 0) > 1
                    ? await vscode.window.showWorkspaceFolderPick({ placeHolder: "Which folder's tests?" })
                    : vscode.workspace.workspaceFolders?.[0];
            if (!folder) return;
            args.workspaceFolder = folder.uri.toString();
        }
        const description = await vscode.window.showInputBox({
            title: "bugbash: what is wrong?",
            prompt: "Describe the bug in a sentence (leave empty for \"Failing test <name>\")",
            placeHolder: "Renaming a SKU raises KeyError instead of moving the item",
            ignoreFocusOut: true,
        });
        if (description === undefined) return;
        if (description.trim() !== "") args.description = description.trim();
        const status = await this.progress("Investigating", (token) =>
            this.ctx.execute(ext.commands.investigate, args, token),
        );
        if (status) await this.report(status, { open: true });
    }

    /** Analyze and Retry: pick, run with progress, report. */
    private async simple(
        spec: ext.CommandSpec<ext.InvestigationParams, ext.InvestigationStatus>,
        target: Target,
        verb: string,
    ): Promise<void> {
        if (!(await this.trusted(spec.label))) return;
        const item = await this.pick(target, spec.id);
        if (!item) return;
        const status = await this.progress(`${verb} ${item.investigationId}`, (token) =>
            this.ctx.execute(spec, { investigationId: item.investigationId }, token),
        );
        if (status) await this.report(status, { open: true });
    }

    private async showPlan(target: Target): Promise<void> {
        const item = await this.pick(target, ext.commands.showPlan.id);
        if (!item) return;
        await this.openPlan(await this.plans.fetch(item.investigationId));
    }

    /** Opens the plan diff, then offers what can be done with it. */
    private async openPlan(preview: ext.PlanPreview): Promise<void> {
        await this.plans.open(preview);
        const id = preview.investigationId;
        const head = `bugbash ${id}: ${preview.summary} (risk ${preview.risk}, ${preview.files.length} file${preview.files.length === 1 ? "" : "s"})`;
        if (preview.approved) {
            const pick = await vscode.window.showInformationMessage(`${head}. Approved.`, "Apply Fix");
            if (pick === "Apply Fix") await this.applyFix(id);
        } else if (preview.phase === "PLANNED") {
            const pick = await vscode.window.showInformationMessage(`${head}. Approve it?`, "Approve", "Reject");
            if (pick === "Approve") await this.approve(id, preview);
            else if (pick === "Reject") await this.reject(id);
        }
    }

    /** Approves the plan a person saw: the hash sent is the hash of the diff that was shown. */
    private async approve(target: Target, seen?: ext.PlanPreview): Promise<void> {
        const item = await this.pick(target, ext.commands.approve.id);
        if (!item) return;
        const id = item.investigationId;
        let preview = seen ?? (await this.plans.fetch(id));
        if (!seen && this.plans.shown.get(id) !== preview.planHash) {
            // Never approve a plan nobody looked at: show it and ask there.
            await this.openPlan(preview);
            return;
        }
        if (!seen) {
            const files = preview.files.map((f) => `${f.kind} ${f.path}`).join("\n");
            const ok = await vscode.window.showWarningMessage(
                `Approve the fix plan of ${id}?`,
                {
                    modal: true,
                    detail: `${preview.summary}\nRisk: ${preview.risk}\n${files}\n\nPlan SHA-256 ${preview.planHash.slice(0, 16)}…`,
                },
                "Approve",
            );
            if (ok !== "Approve") return;
            preview = await this.plans.fetch(id);
            if (preview.planHash !== this.plans.shown.get(id)) {
                void vscode.window.showWarningMessage(`bugbash ${id}: the plan changed while you were reviewing it; review it again.`);
                await this.openPlan(preview);
                return;
            }
        }
        const status = await this.progress(`Approving ${id}`, (token) =>
            this.ctx.execute(ext.commands.approve, { investigationId: id, planHash: preview.planHash }, token),
        );
        if (status) await this.report(status);
    }

    private async reject(target: Target): Promise<void> {
        const item = await this.pick(target, ext.commands.reject.id);
        if (!item) return;
        const reason = await askReason(item.investigationId);
        if (reason === undefined) return;
        const status = await this.ctx.execute(ext.commands.reject, {
            investigationId: item.investigationId,
            reason,
            planHash: item.planHash,
        });
        await this.report(status);
    }

    /**
     * Applies an approved fix through the server's "Apply approved fix" code action: its edit
     * carries a change annotation with `needsConfirmation`, so VS Code shows the refactor preview
     * before anything is written. Then the changed files are saved and the fix is verified.
     */
    private async applyFix(target: Target): Promise<void> {
        if (!(await this.trusted("Apply Fix"))) return;
        const item = await this.pick(target, ext.commands.fix.id);
        if (!item) return;
        const id = item.investigationId;
        const client = await this.ctx.running();
        if (!item.rootCause) throw new Error(`${id} has no root cause to apply a fix at`);
        const uri = client.protocol2CodeConverter.asUri(item.rootCause.uri);
        const editor = await vscode.window.showTextDocument(uri, { preview: false });
        const range = client.protocol2CodeConverter.asRange(item.rootCause.range);
        editor.selection = new vscode.Selection(range.start, range.start);
        editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
        const diagnostics = vscode.languages
            .getDiagnostics(uri)
            .filter((d) => d.source === ext.DIAGNOSTIC_SOURCE && codeOf(d) === id);
        const actions = await client.sendRequest(lc.CodeActionRequest.type, {
            textDocument: { uri: client.code2ProtocolConverter.asUri(uri) },
            range: item.rootCause.range,
            context: {
                diagnostics: await client.code2ProtocolConverter.asDiagnostics(diagnostics),
                only: [lc.CodeActionKind.QuickFix],
                triggerKind: lc.CodeActionTriggerKind.Invoked,
            },
        });
        const action = (actions ?? []).find(
            (a): a is lc.CodeAction =>
                lc.CodeAction.is(a) &&
                a.command?.command === ext.commands.verify.id &&
                (a.command.arguments?.[0] as ext.VerifyArgs | undefined)?.investigationId === id,
        );
        if (!action?.edit || !action.command) {
            throw new Error(
                `the server offers no "Apply approved fix" action for ${id}: the plan must be approved and still match the code (see bugbash: Show Status)`,
            );
        }
        const edit = await client.protocol2CodeConverter.asWorkspaceEdit(action.edit);
        const targets = edit.entries().map(([u]) => u);
        const before = await Promise.all(targets.map(textOf));
        const applied = await vscode.workspace.applyEdit(edit, { isRefactoring: true });
        const after = await Promise.all(targets.map(textOf));
        if (!applied || after.every((t, n) => t === before[n])) {
            void vscode.window.showInformationMessage(
                `bugbash ${id}: the fix was not applied (nothing was confirmed in the Refactor Preview); the investigation stays APPROVED.`,
            );
            return;
        }
        await saveAll(targets);
        const verifyArgs = action.command.arguments![0] as ext.VerifyArgs;
        await this.saveFixedFiles(id);
        const status = await this.progress(`Verifying the fix of ${id}`, (token) =>
            this.ctx.execute(ext.commands.verify, verifyArgs, token),
        );
        if (status) await this.report(status);
    }

    private async rollback(target: Target): Promise<void> {
        const item = await this.pick(target, ext.commands.rollback.id);
        if (!item) return;
        if (!(await confirmRollback(item.investigationId))) return;
        const result = await this.ctx.execute(ext.commands.rollback, { investigationId: item.investigationId });
        await this.reportRollback(item.investigationId, result);
    }

    private async reportRollback(id: string, result: ext.RollbackResult): Promise<void> {
        await this.ctx.refresh();
        void vscode.window.showInformationMessage(
            `bugbash ${id}: rolled back ${result.restored.join(", ") || "nothing"} (${result.status.phase}).`,
        );
    }

    private async status(target: Target): Promise<void> {
        const item = await this.pick(target, undefined);
        if (!item) return;
        await showStatusDocument(await this.ctx.execute(ext.commands.status, { investigationId: item.investigationId }));
    }

    /** Opens an investigation's root cause in the editor. */
    private async open(target: Target): Promise<void> {
        const item = await this.pick(target, undefined);
        if (!item) return;
        if (!item.rootCause) {
            await this.status(item);
            return;
        }
        const client = await this.ctx.running();
        const range = client.protocol2CodeConverter.asRange(item.rootCause.range);
        await vscode.window.showTextDocument(client.protocol2CodeConverter.asUri(item.rootCause.uri), {
            selection: range,
            preview: false,
        });
    }

    // -----------------------------------------------------------------------------------------
    // Shared steps

    /** The investigation a command is about: the target given, else a quick pick among those for
     * which `commandId` is a next action (all when undefined); one candidate is taken directly. */
    private async pick(target: Target, commandId: string | undefined): Promise<ext.InvestigationSummary | undefined> {
        await this.ctx.refresh();
        const all = this.ctx.investigations;
        let id: string | undefined;
        if (typeof target === "string") id = target;
        else if (target && "investigationId" in target) id = target.investigationId;
        else if (target && "item" in target && target.item) id = target.item.investigationId;
        if (id !== undefined) {
            const found = all.find((i) => i.investigationId === id);
            if (!found) throw new Error(`unknown investigation ${id}`);
            return found;
        }
        const candidates = commandId ? candidatesFor(all, commandId) : all;
        if (candidates.length === 0) {
            const what = commandId ? `for "${commandLabel(commandId)}"` : "";
            void vscode.window.showInformationMessage(`bugbash: no investigation ${what} right now.`.replace("  ", " "));
            return undefined;
        }
        if (candidates.length === 1) return candidates[0];
        const picked = await vscode.window.showQuickPick(
            candidates.map((i) => ({ label: i.title, description: describe(i), detail: `${i.phase} · ${rootCauseLocation(i) ?? "no root cause yet"}`, i })),
            { title: commandId ? `bugbash: ${commandLabel(commandId)}` : "bugbash: investigation", matchOnDescription: true },
        );
        return picked?.i;
    }

    /** Test-running commands need a trusted workspace; says so when it is not. */
    private async trusted(what: string): Promise<boolean> {
        if (vscode.workspace.isTrusted) return true;
        const pick = await vscode.window.showWarningMessage(
            `bugbash: "${what}" runs this workspace's tests, which can execute any code in it, so it is disabled in Restricted Mode. Trust the workspace to use it.`,
            "Manage Workspace Trust",
        );
        if (pick) void vscode.commands.executeCommand("workbench.trust.manage");
        return false;
    }

    /** Runs `work` with a cancellable notification progress (cancel kills the running test). */
    private progress<T>(title: string, work: (token: vscode.CancellationToken) => Promise<T>): Promise<T> {
        return Promise.resolve(
            vscode.window.withProgress(
                { location: vscode.ProgressLocation.Notification, title: `bugbash: ${title}…`, cancellable: true },
                (_p, token) => work(token),
            ),
        );
    }

    /** Saves the open buffers of the files an investigation's plan touches: verification reads
     * the files on disk and refuses unsaved buffers. */
    private async saveFixedFiles(id: string): Promise<void> {
        let status: ext.InvestigationStatus;
        try {
            status = await this.ctx.execute(ext.commands.status, { investigationId: id });
        } catch {
            return;
        }
        const folder = vscode.Uri.parse(status.workspaceFolder);
        await saveAll((status.plan?.files ?? []).map((p) => vscode.Uri.joinPath(folder, p)));
    }

    /** Shows where an investigation stands after a step, with the next useful action. */
    private async report(status: ext.InvestigationStatus, opts: { open?: boolean } = {}): Promise<void> {
        await this.ctx.refresh();
        const id = status.investigationId;
        const where = rootCauseLocation(status);
        if (opts.open && status.rootCause) await this.open(status);
        switch (status.phase) {
            case "FIXED": {
                const tests = status.implementation ? ` ${status.implementation.testsPassed} tests pass.` : "";
                void vscode.window.showInformationMessage(`bugbash ${id}: FIXED.${tests}`);
                return;
            }
            case "BLOCKED": {
                const tests = status.implementation?.failingTests ?? [];
                const reason = status.blockedReason ?? "see the status";
                // The reason usually names the failing tests already.
                const failing = tests.length && !tests.every((t) => reason.includes(t)) ? ` Failing: ${tests.join(", ")}.` : "";
                const pick = await vscode.window.showWarningMessage(
                    `bugbash ${id}: BLOCKED: ${reason.replace(/\.$/, "")}.${failing}`,
                    ...status.nextActions.filter((a) => a === ext.commands.rollback.id || a === ext.commands.retry.id).map(
                        (a) => (a === ext.commands.rollback.id ? "Roll Back" : "Retry"),
                    ),
                    "Show Status",
                );
                if (pick === "Roll Back") await this.rollback(id);
                else if (pick === "Retry") await this.simple(ext.commands.retry, id, "Retrying");
                else if (pick === "Show Status") await showStatusDocument(status);
                return;
            }
            case "PLANNED": {
                const pick = await vscode.window.showInformationMessage(
                    `bugbash ${id}: root cause at ${where}; a fix plan (risk ${status.risk ?? "?"}) awaits your review.`,
                    "Show Fix Plan",
                );
                if (pick) await this.showPlan(id);
                return;
            }
            case "APPROVED": {
                const pick = await vscode.window.showInformationMessage(
                    `bugbash ${id}: fix plan approved (APPROVED). Apply it with bugbash: Apply Fix; the refactor preview shows it first.`,
                    "Apply Fix",
                );
                if (pick === "Apply Fix") await this.applyFix(id);
                return;
            }
            case "ANALYZED":
                void vscode.window.showInformationMessage(
                    `bugbash ${id}: root cause at ${where}: ${status.rootCause?.summary ?? ""}. No fix plan yet: ` +
                        `import one with \`bugbash plan ${id} --patch FIX.diff\` or configure a model.`,
                );
                return;
            case "REJECTED" as ext.Phase:
            default:
                void vscode.window.showInformationMessage(
                    `bugbash ${id}: ${status.phase}${where ? ` (root cause at ${where})` : ""}.`,
                );
        }
    }

    /** Shows errors from the server (written for people) instead of failing silently. */
    private async guard<T>(p: Promise<T>): Promise<T | undefined> {
        try {
            return await p;
        } catch (e) {
            if (e instanceof lc.ResponseError && e.code === lc.LSPErrorCodes.RequestCancelled) return undefined;
            if (e instanceof vscode.CancellationError) return undefined;
            const message = errorMessage(e);
            this.ctx.output.error(message);
            void vscode.window.showErrorMessage(`bugbash: ${message}`);
            return undefined;
        }
    }
}

/** Asks before writing the pre-fix content back. */
async function confirmRollback(id: string): Promise<boolean> {
    const ok = await vscode.window.showWarningMessage(
        `Roll back the fix of ${id}?`,
        { modal: true, detail: "The files the fix changed are written back to their content before the fix." },
        "Roll Back",
    );
    return ok === "Roll Back";
}

/** Asks for a reject reason; undefined when cancelled. */
async function askReason(id: string): Promise<string | undefined> {
    const reason = await vscode.window.showInputBox({
        title: `bugbash: reject the fix plan of ${id}`,
        prompt: "Why is this plan wrong? The reason is recorded in the audit log.",
        ignoreFocusOut: true,
        validateInput: (v) => (v.trim() === "" ? "A reason is required" : undefined),
    });
    return reason?.trim() || undefined;
}

function codeOf(d: vscode.Diagnostic): string | undefined {
    const code = d.code;
    if (code === undefined) return undefined;
    if (typeof code === "object") return String(code.value);
    return String(code);
}

/** A document's text: the open buffer, else the file on disk, else undefined (no such file). */
async function textOf(uri: vscode.Uri): Promise<string | undefined> {
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (open) return open.getText();
    try {
        return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    } catch {
        return undefined;
    }
}

/** Saves the dirty open buffers among `uris`. */
async function saveAll(uris: vscode.Uri[]): Promise<void> {
    const wanted = new Set(uris.map((u) => u.toString()));
    for (const doc of vscode.workspace.textDocuments) {
        if (doc.isDirty && wanted.has(doc.uri.toString())) {
            if (!(await doc.save())) throw new Error(`could not save ${vscode.workspace.asRelativePath(doc.uri)}`);
        }
    }
}

/** Renders an investigation's status as a read-only Markdown document. */
async function showStatusDocument(s: ext.InvestigationStatus): Promise<void> {
    const lines: string[] = [];
    lines.push(`# ${s.investigationId}: ${s.title}`, "");
    lines.push(`- Phase: **${s.phase}**`);
    if (s.severity) lines.push(`- Severity: ${s.severity}`);
    if (s.risk) lines.push(`- Risk: ${s.risk}`);
    if (s.planHash) lines.push(`- Plan: \`${s.planHash}\`${s.approved ? " (approved)" : ""}`);
    if (s.blockedReason) lines.push(`- Blocked: ${s.blockedReason}`);
    if (s.rejectionReason) lines.push(`- Rejected: ${s.rejectionReason}`);
    lines.push(`- Next: ${s.nextActions.map(commandLabel).join(", ") || "nothing"}`, "");
    if (s.rootCause) {
        lines.push("## Root cause", "", `${rootCauseLocation(s)} (confidence ${s.rootCause.confidence}, ${s.rootCause.analyzer}): ${s.rootCause.summary}`, "");
        if (s.explanation) lines.push(s.explanation, "");
        if (s.whyNotCaught) lines.push(`Why it was not caught: ${s.whyNotCaught}`, "");
    }
    if (s.trace.length > 0) {
        lines.push("## Trace", "");
        s.trace.forEach((t, n) => lines.push(`${n + 1}. ${t.message} (${vscode.workspace.asRelativePath(vscode.Uri.parse(t.uri))}:${t.range.start.line + 1})`));
        lines.push("");
    }
    if (s.failingTest) lines.push(`Failing test: ${s.failingTest.message}`, "");
    if (s.plan) {
        lines.push("## Fix plan", "", s.plan.summary, "", `Planner: ${s.plan.planner}; scope: ${s.plan.scope}`, "", `Risk: ${s.plan.riskExplanation}`, "");
        for (const f of s.plan.files) lines.push(`- ${f}`);
        lines.push("");
    }
    if (s.implementation) {
        const i = s.implementation;
        lines.push("## Result", "", `${i.success ? "Success" : "Failure"}: ${i.testsPassed} passed, ${i.testsFailed} failed.`);
        for (const t of i.failingTests) lines.push(`- failing: ${t}`);
    }
    const uri = vscode.Uri.from({ scheme: STATUS_SCHEME, path: `/${s.investigationId}.md` });
    statusContents.set(uri.toString(), lines.join("\n") + "\n");
    statusChanged.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(doc, "markdown");
    await vscode.window.showTextDocument(doc, { preview: true });
}

/** Read-only status documents (`bugbash-status:/<id>.md`). */
export const STATUS_SCHEME = "bugbash-status";
const statusContents = new Map<string, string>();
const statusChanged = new vscode.EventEmitter<vscode.Uri>();
export const statusDocuments: vscode.TextDocumentContentProvider = {
    onDidChange: statusChanged.event,
    provideTextDocumentContent: (uri) => statusContents.get(uri.toString()) ?? "",
};
