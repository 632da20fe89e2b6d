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
import {
    candidatesFor,
    commandLabel,
    describe,
    editedUris,
    errorMessage,
    handleOf,
    rootCauseLocation,
    testIdFor,
    withoutConfirmation,
} from "./model";
import { PlanPreviews } from "./plan";

/**
 * `bugbash.importPlan` ({ investigationId, patch, testCases? } -> InvestigationStatus), offered
 * for ANALYZED investigations by the server's actions table. Not in docs/lsp-extensions.md yet,
 * so not in `lsp_ext.ts` (which mirrors that document one to one): move it there when it is.
 */
export const IMPORT_PLAN = { id: "bugbash.importPlan", label: "Import fix plan" } as ext.CommandSpec<
    { investigationId: string; patch: string; testCases?: string[] },
    ext.InvestigationStatus
>;

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
            c("bugbash.ui.chooseFix", (t) => this.chooseFix(t)),
            c("bugbash.ui.chooseTargets", (t) => this.chooseTargets(t)),
            c("bugbash.ui.importPlan", (t) => this.importPlan(t)),
            c("bugbash.ui.approve", (t) => this.approve(t)),
            c("bugbash.ui.reject", (t) => this.reject(t)),
            c("bugbash.ui.applyFix", (t) => this.fix(t, false)),
            c("bugbash.ui.previewFix", (t) => this.fix(t, true)),
            c("bugbash.ui.investigateTest", (t) => this.investigateTest(t as unknown)),
            c("bugbash.ui.retry", (t) => this.simple(ext.commands.retry, t, "Retrying")),
            c("bugbash.ui.rollback", (t) => this.rollback(t)),
            c("bugbash.ui.status", (t) => this.status(t)),
            c("bugbash.ui.showCommit", (t) => this.showCommit(t)),
            c("bugbash.ui.commit", (t) => this.commit(t)),
            // From the palette with no argument; a keybinding may pass `{ testCommand, maxCycles, targets }`.
            c("bugbash.ui.loop", (t) => this.loop(t as Partial<ext.LoopArgs> | undefined)),
            c("bugbash.ui.bisect", (t) => this.bisect(t)),
            c("bugbash.ui.open", (t) => this.open(t)),
            c("bugbash.ui.refresh", () => this.ctx.refresh()),
            c("bugbash.restartServer", () => this.ctx.restart()),
            c("bugbash.showOutput", async () => this.ctx.output.show()),
            c("bugbash.ui.doctor", () => this.doctor()),
        ];
    }

    /** Middleware for the server's commands when code actions and lenses run them. */
    middleware(): Middleware {
        return {
            executeCommand: (command, args, next) => this.guard(this.intercept(command, args, next)),
            provideCodeActions: async (document, range, context, token, next) => {
                const actions = await next(document, range, context, token);
                if (!actions) return actions;
                // In Restricted Mode the light bulb does not offer what would run the tests.
                if (!vscode.workspace.isTrusted) {
                    return actions.filter((a) => {
                        const command = a instanceof vscode.CodeAction ? a.command?.command : a.command;
                        return !command || !ext.RUNS_TESTS.includes(command);
                    });
                }
                return withInvestigateQuickFix(actions);
            },
            // The fix's edit, sent by the server for `bugbash.fix`: applied as one act after an
            // approval that showed the diff (or in the refactor preview when asked for), then
            // the files are saved before the answer goes back, since the server verifies the
            // files on disk right after.
            workspace: {
                handleApplyEdit: async (params, next) => {
                    const preview = this.fixPreview;
                    if (preview === undefined) return next(params, lc.CancellationToken.None);
                    const result = await next(preview ? params : withoutConfirmation(params), lc.CancellationToken.None);
                    if (!(result instanceof lc.ResponseError) && result.applied) {
                        await saveAll(editedUris(params.edit).map((u) => vscode.Uri.parse(u)));
                    }
                    return result;
                },
            },
        };
    }

    /** Whether the `bugbash.fix` in flight asked for the refactor preview (undefined: none). */
    private fixPreview: boolean | undefined;

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
            case ext.commands.chooseTargets.id: {
                // The lens or code action "Choose target tests…" (no tests): the multi-select
                // quick pick, as from the palette.
                const a = arg as Partial<ext.ChooseTargetsArgs>;
                if (a.investigationId && !Array.isArray(a.tests)) {
                    await this.chooseTargets(a.investigationId);
                    return undefined;
                }
                break;
            }
            case ext.commands.pickCandidate.id: {
                // The lens or code action "Choose another fix…" (no candidate): the quick pick
                // with each candidate's diff, as from the palette.
                const a = arg as Partial<ext.PickCandidateArgs>;
                if (typeof a.candidate === "number") return forward(arg);
                if (a.investigationId) await this.chooseFix(a.investigationId);
                return undefined;
            }
            case ext.commands.fix.id: {
                // "Apply approved fix" (one act) or "Preview approved fix…" (the refactor
                // preview), from a lens or a code action: the same path as the palette.
                const a = arg as Partial<ext.InvestigationParams> & { preview?: boolean };
                if (a.investigationId) await this.fix(a.investigationId, a.preview === true);
                return undefined;
            }
            case IMPORT_PLAN.id: {
                const a = arg as { investigationId?: string; patch?: string };
                if (typeof a.patch === "string" && a.patch.trim() !== "") return forward(arg);
                if (a.investigationId) await this.importPlan(a.investigationId);
                return undefined;
            }
            case ext.commands.showCommit.id: {
                // The code action or the hover's link: a read-only view, opened as a diff.
                const shown = (await forward(arg)) as ext.ShowCommitResult | undefined;
                if (shown) await showCommitDocument(shown);
                return shown;
            }
            case ext.commands.approve.id: {
                // Lenses and code actions: with or without a plan hash, the plan's diff is shown
                // first, then a confirmation, then exactly the hash shown is approved.
                const a = arg as Partial<ext.ApproveArgs>;
                if (a.investigationId) await this.approve(a.investigationId, undefined, a.planHash);
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
            case ext.commands.investigate.id: {
                // The code action (quick fix or source action) on a failing test: ask what is
                // wrong, run with the steps in the progress, then go to the root cause.
                const a = { ...(arg as ext.InvestigateArgs) };
                if (a.description === undefined) {
                    const description = await askDescription();
                    if (description === undefined) return undefined;
                    if (description !== "") a.description = description;
                }
                const status = await this.progress("Investigating", (token, step) =>
                    this.ctx.execute(ext.commands.investigate, a, token, step),
                );
                if (status) void this.report(status, { open: true });
                return status;
            }
            case ext.commands.analyze.id:
            case ext.commands.retry.id: {
                const spec = command === ext.commands.analyze.id ? ext.commands.analyze : ext.commands.retry;
                const status = await this.progress(commandLabel(command), (token, step) =>
                    this.ctx.execute(spec, arg as unknown as ext.InvestigationParams, token, step),
                );
                if (status) void this.report(status, { open: true });
                return status;
            }
            case ext.commands.rollback.id: {
                const id = (arg as Partial<ext.InvestigationParams>).investigationId ?? "?";
                if (!(await confirmRollback(id))) return undefined;
                const result = (await forward(arg)) as ext.RollbackResult | undefined;
                if (result) await this.reportRollback(result);
                return result;
            }
            case ext.commands.status.id: {
                const status = (await forward(arg)) as ext.InvestigationStatus | undefined;
                if (status) await showStatusDocument(status);
                return status;
            }
            case ext.commands.commit.id: {
                // The lens or the code action on a FIXED investigation's root-cause line.
                const id = (arg as Partial<ext.InvestigationParams>).investigationId;
                if (id) await this.commit(id);
                return undefined;
            }
            case ext.commands.bisect.id: {
                const id = (arg as Partial<ext.InvestigationParams>).investigationId;
                if (id) await this.bisect(id);
                return undefined;
            }
            case ext.commands.loop.id: {
                await this.loop(arg as Partial<ext.LoopArgs>);
                return undefined;
            }
            default:
                return forward(arg);
        }
        return forward(arg);
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
        const status = await this.progress("Investigating", (token, step) =>
            this.ctx.execute(ext.commands.investigate, args, token, step),
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
        const status = await this.progress(`${verb} ${handleOf(item)}`, (token, step) =>
            this.ctx.execute(spec, { investigationId: item.investigationId }, token, step),
        );
        if (status) await this.report(status, { open: true });
    }

    private async showPlan(target: Target): Promise<void> {
        const item = await this.pick(target, ext.commands.showPlan.id);
        if (!item) return;
        await this.openPlan(await this.plans.fetch(item.investigationId));
    }

    /**
     * Choose Another Fix…: the analysis' verified fix candidates (`bugbash/candidates`) in a quick
     * pick (label, file:line, "current plan", the lines it adds); the active candidate's diff is
     * shown beside it as you move. The one picked becomes the plan (`bugbash.pickCandidate`),
     * whose diff then opens for review: it waits for approval like any plan.
     */
    private async chooseFix(target: Target): Promise<void> {
        const item = await this.pick(target, ext.commands.pickCandidate.id);
        if (!item) return;
        const id = item.investigationId;
        const handle = handleOf(item);
        const list = await this.ctx.request(ext.candidates, { investigationId: id });
        if (list.length < 2) {
            void vscode.window.showInformationMessage(`bugbash ${handle}: the analysis verified ${list.length} fix; there is no other to choose.`);
            return;
        }
        type Item = vscode.QuickPickItem & { c: ext.FixCandidateView };
        const qp = vscode.window.createQuickPick<Item>();
        qp.title = `bugbash ${handle}: choose the fix to plan`;
        qp.placeholder = "Each made every test pass in an isolated copy; none is proven correct. The plan you pick waits for your approval.";
        qp.ignoreFocusOut = true;
        qp.matchOnDescription = true;
        qp.matchOnDetail = true;
        qp.items = list.map((c) => ({
            label: `${c.number}. ${c.label}`,
            description: `${c.path}:${c.line}${c.current ? " · current plan" : ""}`,
            detail: addedLines(c.diff),
            c,
        }));
        let shown: number | undefined;
        const preview = (c: ext.FixCandidateView) => {
            if (shown === c.number) return;
            shown = c.number;
            showCandidateDiff(handle, c).catch((e) => this.ctx.output.warn(`cannot show fix ${c.number}: ${errorMessage(e)}`));
        };
        const chosen = await new Promise<ext.FixCandidateView | undefined>((resolve) => {
            qp.onDidChangeActive((active) => {
                if (active[0]) preview(active[0].c);
            });
            qp.onDidAccept(() => {
                resolve(qp.selectedItems[0]?.c ?? qp.activeItems[0]?.c);
                qp.hide();
            });
            qp.onDidHide(() => resolve(undefined));
            qp.show();
            const first = qp.items.find((i) => i.c.current) ?? qp.items[0];
            qp.activeItems = [first];
            preview(first.c);
        });
        qp.dispose();
        await closeCandidateDiffs();
        if (!chosen) return;
        if (chosen.current) {
            void vscode.window.showInformationMessage(`bugbash ${handle}: fix ${chosen.number} is already the plan.`);
            return;
        }
        await this.ctx.execute(ext.commands.pickCandidate, { investigationId: id, candidate: chosen.number });
        await this.ctx.refresh();
        await this.openPlan(await this.plans.fetch(id));
    }

    /**
     * Choose the Target Tests…: the tests the first run failed in (`bugbash/failingTests`) in a
     * multi-select quick pick, the current targets pre-selected; the ones picked become the
     * targets and the pipeline runs on (`bugbash.chooseTargets`, with progress), as
     * `bugbash analyze ID --failing TEST` does.
     */
    private async chooseTargets(target: Target): Promise<void> {
        if (!(await this.trusted("Choose the Target Tests"))) return;
        const item = await this.pick(target, ext.commands.chooseTargets.id);
        if (!item) return;
        const id = item.investigationId;
        const handle = handleOf(item);
        const failing = await this.ctx.request(ext.failingTests, { investigationId: id });
        if (!failing.canChoose) {
            void vscode.window.showInformationMessage(`bugbash ${handle}: its target tests cannot be chosen now (${failing.targets.join(", ") || "none"}).`);
            return;
        }
        type Item = vscode.QuickPickItem & { test: string };
        const items: Item[] = [
            ...failing.targets.map((t) => ({ label: t, description: "target now", picked: true, test: t })),
            ...failing.others.map((t) => ({ label: t, description: "also failed", test: t })),
        ];
        const picked = await vscode.window.showQuickPick(items, {
            canPickMany: true,
            ignoreFocusOut: true,
            title: `bugbash ${handle}: which failing tests does this investigation explain?`,
            placeHolder: failing.reason ? `The target now was ${failing.reason}; pick the tests it explains` : "Pick the tests it explains; the others stay context",
        });
        if (!picked || picked.length === 0) return;
        const tests = picked.map((p) => p.test);
        const status = await this.progress(`Analyzing ${handle} for ${tests.length} target test${tests.length === 1 ? "" : "s"}`, (token, step) =>
            this.ctx.execute(ext.commands.chooseTargets, { investigationId: id, tests }, token, step),
        );
        if (status) await this.report(status, { open: true });
    }

    /** Opens the plan diff, then offers what can be done with it (the server's next actions). */
    private async openPlan(preview: ext.PlanPreview): Promise<void> {
        await this.plans.open(preview);
        const id = preview.investigationId;
        const item = this.ctx.investigations.find((i) => i.investigationId === id);
        const head = `bugbash ${handleOf(item ?? preview)}: ${preview.summary} (risk ${preview.risk}, ${preview.files.length} file${preview.files.length === 1 ? "" : "s"})`;
        const next = item?.nextActions ?? [];
        if (next.includes(ext.commands.fix.id)) {
            const pick = await vscode.window.showInformationMessage(`${head}. Approved.`, "Apply Fix", "Preview Approved Fix…");
            if (pick === "Apply Fix") await this.fix(id, false);
            else if (pick) await this.fix(id, true);
        } else if (next.includes(ext.commands.approve.id)) {
            const other = next.includes(ext.commands.pickCandidate.id) ? ["Choose Another Fix…"] : [];
            const pick = await vscode.window.showInformationMessage(`${head}. Approve it?`, "Approve", "Reject", ...other);
            if (pick === "Approve") await this.approve(id, preview);
            else if (pick === "Reject") await this.reject(id);
            else if (pick) await this.chooseFix(id);
        }
    }

    /**
     * Approve, from the palette, the tree, a lens or a code action: the plan's diff editor is
     * shown (again, when `seen` was just shown), then a modal confirmation naming the
     * investigation and the plan's hash, then exactly that hash is approved (a plan changed while
     * the person looked is not approved: it is shown again).
     */
    private async approve(target: Target, seen?: ext.PlanPreview, offeredHash?: string): Promise<void> {
        const item = await this.pick(target, ext.commands.approve.id);
        if (!item) return;
        const id = item.investigationId;
        const handle = handleOf(item);
        const preview = seen ?? (await this.plans.fetch(id));
        if (offeredHash && offeredHash !== preview.planHash) {
            void vscode.window.showWarningMessage(`bugbash ${handle}: the plan changed since that action was offered; this is the current one.`);
        }
        if (!seen) await this.plans.open(preview);
        const files = preview.files.map((f) => `${f.kind} ${f.path}`).join("\n");
        const ok = await vscode.window.showWarningMessage(
            `Approve the fix plan of ${handle}?`,
            {
                modal: true,
                detail:
                    `${preview.summary}\nRisk: ${preview.risk}\n${files}\n\n` +
                    `Plan SHA-256 ${preview.planHash.slice(0, 16)}… (the diff shown in the editor). ` +
                    `Only this exact plan is approved; nothing is written until you apply it.`,
            },
            "Approve",
        );
        if (ok !== "Approve") return;
        const now = await this.plans.fetch(id);
        if (now.planHash !== preview.planHash) {
            void vscode.window.showWarningMessage(`bugbash ${handle}: the plan changed while you were reviewing it; review it again.`);
            await this.plans.open(now);
            return;
        }
        const status = await this.progress(`Approving ${handle}`, (token) =>
            this.ctx.execute(ext.commands.approve, { investigationId: id, planHash: preview.planHash }, token),
        );
        if (status) await this.report(status);
    }

    /** Import Fix Plan…: a unified diff from a file becomes the plan (then reviewed and approved
     * like any other). */
    private async importPlan(target: Target): Promise<void> {
        const item = await this.pick(target, IMPORT_PLAN.id);
        if (!item) return;
        const picked = await vscode.window.showOpenDialog({
            title: `bugbash: the patch to import as the fix plan of ${handleOf(item)}`,
            canSelectMany: false,
            defaultUri: vscode.Uri.parse(item.workspaceFolder),
            filters: { "Unified diff": ["patch", "diff"], "All files": ["*"] },
        });
        if (!picked?.[0]) return;
        const patch = new TextDecoder().decode(await vscode.workspace.fs.readFile(picked[0]));
        const status = await this.ctx.execute(IMPORT_PLAN, { investigationId: item.investigationId, patch });
        await this.report(status);
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
     * Applies an approved fix with `bugbash.fix`: the server checks the approval gate against the
     * buffers and sends the edit (`workspace/applyEdit`). `preview: false` (Apply Fix) applies it
     * as one act, the diff having been shown before the approval; `preview: true` (Preview
     * Approved Fix…) shows VS Code's refactor preview first. The edited files are saved before the
     * server verifies them (see `handleApplyEdit`), and the outcome is shown.
     */
    private async fix(target: Target, preview: boolean): Promise<void> {
        if (!(await this.trusted(preview ? "Preview Approved Fix" : "Apply Fix"))) return;
        const item = await this.pick(target, ext.commands.fix.id);
        if (!item) return;
        const id = item.investigationId;
        const args = { investigationId: id, planHash: item.planHash, preview } as ext.InvestigationParams;
        this.fixPreview = preview;
        let result: ext.FixResult;
        try {
            result = await this.progress(`Applying the fix of ${handleOf(item)}`, (token, step) =>
                this.ctx.execute(ext.commands.fix, args, token, step),
            );
        } finally {
            this.fixPreview = undefined;
        }
        if (!result.applied) {
            void vscode.window.showInformationMessage(`bugbash ${handleOf(item)}: ${result.message}`);
            await this.ctx.refresh();
            return;
        }
        await this.report(result.status);
    }

    private async rollback(target: Target): Promise<void> {
        const item = await this.pick(target, ext.commands.rollback.id);
        if (!item) return;
        if (!(await confirmRollback(item.investigationId))) return;
        const result = await this.ctx.execute(ext.commands.rollback, { investigationId: item.investigationId });
        await this.reportRollback(result);
    }

    private async reportRollback(result: ext.RollbackResult): Promise<void> {
        await this.ctx.refresh();
        void vscode.window.showInformationMessage(
            `bugbash ${handleOf(result.status)}: rolled back ${result.restored.join(", ") || "nothing"} (${result.status.phase}).`,
        );
    }

    private async status(target: Target): Promise<void> {
        const item = await this.pick(target, undefined);
        if (!item) return;
        await showStatusDocument(await this.ctx.execute(ext.commands.status, { investigationId: item.investigationId }));
    }

    /** "bugbash: Show Commit of the Root Cause": the diff of the commit that last changed the
     *  root-cause line, as a read-only `diff` document. */
    private async showCommit(target: Target): Promise<void> {
        const item = await this.pick(target, undefined);
        if (!item) return;
        await showCommitDocument(await this.ctx.execute(ext.commands.showCommit, { investigationId: item.investigationId }));
    }

    /** "bugbash: Commit Fix": one commit with exactly the verified fix of a FIXED investigation
     *  (the server's `bugbash.commit`); other changes stay uncommitted and untouched. */
    private async commit(target: Target): Promise<void> {
        if (!(await this.trusted("Commit Fix"))) return;
        const item = await this.pick(target, ext.commands.commit.id);
        if (!item) return;
        const result = await this.progress(`Committing the fix of ${handleOf(item)}`, () =>
            this.ctx.execute(ext.commands.commit, { investigationId: item.investigationId }),
        );
        await this.ctx.refresh();
        void vscode.window.showInformationMessage(
            `bugbash ${handleOf(item)}: committed ${result.commit.slice(0, 12)} on ${result.branch}: ${result.subject} (${result.files.join(", ")}); ${result.left}.`,
        );
    }

    /** "bugbash: Run Debug-Fix Loop": asks for the test command (unless given), runs
     *  `bugbash.loop` with `bugbash.loop.maxCycles` (or the given `maxCycles`, `targets`) and its
     *  steps in a cancellable progress, then shows the outcome and the investigation it made. */
    private async loop(given?: Partial<ext.LoopArgs>): Promise<void> {
        if (!(await this.trusted("Run Debug-Fix Loop"))) return;
        let command = typeof given?.testCommand === "string" ? given.testCommand.trim() : undefined;
        if (!command) {
            const configured = vscode.workspace.getConfiguration("bugbash").get<string | null>("testCommand") ?? "";
            const typed = await vscode.window.showInputBox({
                title: "bugbash: the debug-fix loop",
                prompt: "The command that runs the tests. The loop fixes failures one per cycle in a sandbox; your files change only when you approve its plan.",
                value: configured,
                placeHolder: "python3 -m unittest discover -s tests -t .",
                ignoreFocusOut: true,
                validateInput: (v) => (v.trim() === "" ? "Enter the command that runs the tests" : undefined),
            });
            command = typed?.trim();
            if (!command) return;
        }
        const folder =
            (vscode.workspace.workspaceFolders?.length ?? 0) > 1
                ? await vscode.window.showWorkspaceFolderPick({ placeHolder: "Which folder's tests?" })
                : vscode.workspace.workspaceFolders?.[0];
        if (!folder) return;
        const maxCycles = given?.maxCycles ?? vscode.workspace.getConfiguration("bugbash", folder.uri).get<number>("loop.maxCycles");
        const args: ext.LoopArgs = { testCommand: command, workspaceFolder: folder.uri.toString() };
        if (typeof maxCycles === "number") args.maxCycles = maxCycles;
        if (given?.targets && given.targets.length > 0) args.targets = given.targets;
        else if (!given?.testCommand) {
            // From the palette: optionally narrow the loop to some files (none picked: all).
            const targets = await askLoopTargets(folder);
            if (targets === undefined) return;
            if (targets.length > 0) args.targets = targets;
        }
        const result = await this.progress(`Debug-fix loop on ${command}`, (token, step) =>
            this.ctx.execute(ext.commands.loop, args, token, step),
        );
        await this.ctx.refresh();
        const status = result.status;
        const cycles = result.cycles
            .map((c) => `cycle ${c.cycle}: ${c.filesChanged.join(", ") || "no change"}${c.testsFailed !== undefined ? ` (${c.testsFailed} failing after)` : ""}${c.error ? ` (${c.error})` : ""}`)
            .join("; ");
        const text = `bugbash loop: ${result.summary} — ${handleOf(status)} (${status.investigationId}) is ${status.phase}${cycles ? `. ${cycles}` : ""}.`;
        const show = result.outcome === "passed" ? vscode.window.showInformationMessage : vscode.window.showWarningMessage;
        const buttons = status.nextActions.includes(ext.commands.approve.id) ? ["Show Fix Plan", "Show Status"] : ["Show Status"];
        const pick = await show(text, ...buttons);
        if (pick === "Show Fix Plan") await this.showPlan(status.investigationId);
        else if (pick === "Show Status") await showStatusDocument(status);
    }

    /** "bugbash: Bisect": `bugbash.bisect` for an investigation (asks for a good ref, optional),
     *  with a progress (not cancellable: the server bounds it by its time budget). */
    private async bisect(target: Target): Promise<void> {
        if (!(await this.trusted("Bisect"))) return;
        const item = await this.pick(target, undefined);
        if (!item) return;
        const good = await vscode.window.showInputBox({
            title: `bugbash: bisect ${handleOf(item)}`,
            prompt: "A commit where the tests pass (leave empty: before the commit that last changed the root-cause line, else the first commit)",
            ignoreFocusOut: true,
        });
        if (good === undefined) return;
        const args: ext.BisectArgs = { investigationId: item.investigationId };
        if (good.trim() !== "") args.good = good.trim();
        const result = await Promise.resolve(
            vscode.window.withProgress(
                { location: vscode.ProgressLocation.Notification, title: `bugbash: bisecting ${handleOf(item)}…`, cancellable: false },
                (p) => this.ctx.execute(ext.commands.bisect, args, undefined, ({ message }) => p.report({ message })),
            ),
        );
        await this.ctx.refresh();
        void vscode.window.showInformationMessage(`bugbash ${handleOf(item)}: ${result.sentence} (${result.firstBad.slice(0, 12)}, ${result.seconds} s).`);
    }

    /** "bugbash: Doctor": the server's `bugbash/doctor` checks of every folder, as a document. */
    private async doctor(): Promise<void> {
        const reports = await this.ctx.request(ext.doctor, {});
        await showDoctorDocument(reports);
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

    /**
     * "bugbash: Investigate" on a test of the Testing view (its context menu, or a failure's
     * message in the peek): the test's document is opened (so the server has it) and the test
     * found at its definition, or, without a range, by the id `<path>::<label>`.
     */
    private async investigateTest(arg: unknown): Promise<void> {
        if (!(await this.trusted("Investigate"))) return;
        const ctx = arg as { test?: vscode.TestItem; message?: vscode.TestMessage } | vscode.TestItem | undefined;
        const test = ctx && "test" in ctx && ctx.test ? ctx.test : (ctx as vscode.TestItem | undefined);
        if (!test?.uri) throw new Error("this test has no file: investigate it from the palette with its id or command");
        const message = ctx && "message" in ctx && ctx.message ? ctx.message.message : undefined;
        const folder = vscode.workspace.getWorkspaceFolder(test.uri);
        const args: ext.InvestigateArgs = {};
        if (test.range) {
            const document = await vscode.workspace.openTextDocument(test.uri);
            await vscode.window.showTextDocument(document, { selection: new vscode.Range(test.range.start, test.range.start), preview: false });
            args.textDocument = { uri: document.uri.toString() };
            args.position = { line: test.range.start.line, character: test.range.start.character };
        } else {
            args.test = testIdFor(folder ? vscode.workspace.asRelativePath(test.uri, false) : test.uri.fsPath, test.label);
            if (folder) args.workspaceFolder = folder.uri.toString();
        }
        const firstLine = typeof message === "string" ? message.split("\n")[0] : message?.value.split("\n")[0];
        const description = await askDescription(firstLine ? `${test.label}: ${firstLine}` : undefined);
        if (description === undefined) return;
        if (description !== "") args.description = description;
        const status = await this.progress(`Investigating ${test.label}`, (token, step) =>
            this.ctx.execute(ext.commands.investigate, args, token, step),
        );
        if (status) await this.report(status, { open: true });
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

    /** Runs `work` with a cancellable notification progress (cancel kills the running test);
     * `step` shows the server's step text (`$/progress` reports) in it. */
    private progress<T>(title: string, work: (token: vscode.CancellationToken, step: StepReporter) => Promise<T>): Promise<T> {
        return Promise.resolve(
            vscode.window.withProgress(
                { location: vscode.ProgressLocation.Notification, title: `bugbash: ${title}…`, cancellable: true },
                (p, token) => {
                    let last = 0;
                    const step: StepReporter = ({ message, percentage }) => {
                        const increment = percentage !== undefined && percentage > last ? percentage - last : undefined;
                        if (percentage !== undefined && percentage > last) last = percentage;
                        p.report({ message, increment });
                    };
                    return work(token, step);
                },
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

    /** Shows where an investigation stands after a step, with its next actions (the server's
     * `nextActions`) as buttons; the same actions stay in the tree, the lenses and the palette. */
    private async report(status: ext.InvestigationStatus, opts: { open?: boolean } = {}): Promise<void> {
        await this.ctx.refresh();
        const id = status.investigationId;
        const handle = handleOf(status);
        const where = rootCauseLocation(status);
        if (opts.open && status.rootCause) await this.open(status);
        const next = status.nextActions;
        const buttons: [string, () => Promise<unknown>][] = [];
        const offer = (command: string, label: string, run: () => Promise<unknown>) => {
            if (next.includes(command)) buttons.push([label, run]);
        };
        let text: string;
        let warn = false;
        switch (status.phase) {
            case "FIXED": {
                const tests = status.implementation ? ` ${status.implementation.testsPassed} tests pass.` : "";
                text = `bugbash ${handle}: FIXED.${tests}`;
                offer(ext.commands.commit.id, "Commit Fix", () => this.commit(id));
                break;
            }
            case "BLOCKED": {
                warn = true;
                const tests = status.implementation?.failingTests ?? [];
                const reason = (status.blockedReason ?? "see the status").replace(/\.$/, "");
                // The reason usually names the failing tests (and their expected and actual values).
                const failing = tests.length && !tests.every((t) => reason.includes(t)) ? ` Failing: ${tests.join(", ")}.` : "";
                const failure = status.failingTest?.message && !reason.includes(status.failingTest.message) ? ` ${status.failingTest.message}` : "";
                text = `bugbash ${handle}: BLOCKED: ${reason}.${failing}${failure}`;
                offer(ext.commands.rollback.id, "Roll Back", () => this.rollback(id));
                offer(ext.commands.retry.id, "Retry", () => this.simple(ext.commands.retry, id, "Retrying"));
                offer(ext.commands.chooseTargets.id, "Choose Target Tests…", () => this.chooseTargets(id));
                break;
            }
            case "PLANNED":
                text = `bugbash ${handle}: root cause at ${where}; a fix plan (risk ${status.risk ?? "?"}) awaits your review.`;
                offer(ext.commands.showPlan.id, "Show Fix Plan", () => this.showPlan(id));
                offer(ext.commands.approve.id, "Approve…", () => this.approve(id));
                offer(ext.commands.pickCandidate.id, "Choose Another Fix…", () => this.chooseFix(id));
                break;
            case "APPROVED":
                text = `bugbash ${handle}: fix plan approved (APPROVED).`;
                offer(ext.commands.fix.id, "Apply Fix", () => this.fix(id, false));
                offer(ext.commands.fix.id, "Preview Approved Fix…", () => this.fix(id, true));
                break;
            case "ANALYZED":
                text =
                    `bugbash ${handle}: root cause at ${where}: ${status.rootCause?.summary ?? ""}. No fix plan yet: ` +
                    "the offline search found no fix that makes every test pass; import a patch, or a model (bugbash.llm settings) can plan one.";
                offer(IMPORT_PLAN.id, "Import Fix Plan…", () => this.importPlan(id));
                break;
            default:
                warn = status.phase === "NOT_REPRODUCIBLE";
                text = `bugbash ${handle}: ${status.phase}${where ? ` (root cause at ${where})` : ""}.`;
                offer(ext.commands.retry.id, "Retry", () => this.simple(ext.commands.retry, id, "Retrying"));
                offer(ext.commands.chooseTargets.id, "Choose Target Tests…", () => this.chooseTargets(id));
        }
        buttons.push(["Show Status", () => showStatusDocument(status)]);
        const show = warn ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
        const pick = await show(text, ...buttons.map(([label]) => label));
        const chosen = buttons.find(([label]) => label === pick);
        if (chosen) await chosen[1]();
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

/** Saves the dirty open buffers among `uris`. */
async function saveAll(uris: vscode.Uri[]): Promise<void> {
    const wanted = new Set(uris.map((u) => u.toString()));
    for (const doc of vscode.workspace.textDocuments) {
        if (doc.isDirty && wanted.has(doc.uri.toString())) {
            if (await doc.save()) continue;
            // A save can lose a race with the editor's own (auto-save after a refactoring edit):
            // what counts is that the file ends up saved.
            for (let i = 0; i < 50 && doc.isDirty; i++) await new Promise((r) => setTimeout(r, 100));
            if (doc.isDirty) throw new Error(`could not save ${vscode.workspace.asRelativePath(doc.uri)}`);
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

/** The doctor's reports as a read-only Markdown document (`bugbash-status:/doctor.md`). */
async function showDoctorDocument(reports: ext.DoctorReport[]): Promise<void> {
    const mark: Record<ext.DoctorCheck["status"], string> = { ok: "✓", warn: "!", fail: "✗", skip: "-" };
    const lines: string[] = ["# bugbash doctor", ""];
    for (const r of reports) {
        lines.push(`## ${vscode.Uri.parse(r.workspaceFolder).fsPath}`, "");
        lines.push(`${r.healthy ? "Healthy" : "Needs attention"}: ${r.summary}`, "");
        for (const c of r.checks) {
            const about = c.investigationId ? ` (${c.investigationId})` : "";
            lines.push(`- ${mark[c.status]} **${c.name}**${about}: ${c.message}`);
            if (c.fix) lines.push(`  - fix: ${c.fix}`);
        }
        lines.push("");
    }
    const uri = vscode.Uri.from({ scheme: STATUS_SCHEME, path: "/doctor.md" });
    statusContents.set(uri.toString(), lines.join("\n") + "\n");
    statusChanged.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(doc, "markdown");
    await vscode.window.showTextDocument(doc, { preview: true });
}

/** A commit's diff of one file as a read-only `diff` document (`bugbash-status:/commit-<sha>.diff`). */
export async function showCommitDocument(c: ext.ShowCommitResult): Promise<void> {
    const header = [
        `commit ${c.commit}`,
        `Author: ${c.author}`,
        `Date:   ${c.date}`,
        "",
        `    ${c.subject}`,
        "",
    ];
    const uri = vscode.Uri.from({ scheme: STATUS_SCHEME, path: `/commit-${c.commit.slice(0, 12)}.diff` });
    statusContents.set(uri.toString(), header.join("\n") + c.diff);
    statusChanged.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(doc, "diff");
    await vscode.window.showTextDocument(doc, { preview: true });
}

/** Source files the debug-fix loop can be narrowed to, workspace-relative (`/`-separated). */
const LOOP_SOURCES = "**/*.{py,rs,js,jsx,mjs,cjs,ts,tsx,go,java,kt}";
const LOOP_EXCLUDED = "**/{node_modules,.git,.bugbash,target,__pycache__,dist,out,build,.venv,venv}/**";

/**
 * Asks which files the debug-fix loop may analyze and change (`LoopArgs.targets`): a
 * multi-select quick pick of the folder's source files, none picked. Enter with none picked
 * means every file; undefined when cancelled.
 */
async function askLoopTargets(folder: vscode.WorkspaceFolder): Promise<string[] | undefined> {
    const found = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, LOOP_SOURCES), LOOP_EXCLUDED, 2000);
    const files = found.map((u) => vscode.workspace.asRelativePath(u, false).replace(/\\/g, "/")).sort();
    if (files.length === 0) return [];
    const picked = await vscode.window.showQuickPick(
        files.map((f) => ({ label: f })),
        {
            canPickMany: true,
            ignoreFocusOut: true,
            title: "bugbash: the debug-fix loop's target files",
            placeHolder: "Pick the files the loop may analyze and change, or press Enter with none picked for all files",
        },
    );
    return picked?.map((p) => p.label);
}

/** The lines a candidate's diff adds, for the quick pick's detail line. */
function addedLines(diff: string): string {
    return diff
        .split("\n")
        .filter((l) => l.startsWith("+") && !l.startsWith("+++"))
        .map((l) => l.slice(1).trim())
        .join(" · ");
}

/** A fix candidate's diff as a read-only `diff` document beside the quick pick
 * (`bugbash-status:/<handle>-fix-<n>.diff`); the quick pick keeps the focus. */
async function showCandidateDiff(handle: string, c: ext.FixCandidateView): Promise<void> {
    const name = handle.replace(/[^A-Za-z0-9_-]+/g, "-");
    const uri = vscode.Uri.from({ scheme: STATUS_SCHEME, path: `/${name}-fix-${c.number}.diff` });
    const head = `# fix ${c.number}${c.current ? " (the current plan)" : ""}: ${c.label}\n`;
    statusContents.set(uri.toString(), head + c.diff);
    statusChanged.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(doc, "diff");
    await vscode.window.showTextDocument(doc, { preview: true, preserveFocus: true, viewColumn: vscode.ViewColumn.Beside });
}

/** Closes the candidates' diff documents once the choice is made. */
async function closeCandidateDiffs(): Promise<void> {
    const tabs = vscode.window.tabGroups.all
        .flatMap((g) => g.tabs)
        .filter((t) => t.input instanceof vscode.TabInputText && t.input.uri.scheme === STATUS_SCHEME && /-fix-\d+\.diff$/.test(t.input.uri.path));
    if (tabs.length > 0) await vscode.window.tabGroups.close(tabs, true);
}

/** Read-only status documents (`bugbash-status:/<id>.md`). */
export const STATUS_SCHEME = "bugbash-status";
const statusContents = new Map<string, string>();
const statusChanged = new vscode.EventEmitter<vscode.Uri>();
export const statusDocuments: vscode.TextDocumentContentProvider = {
    onDidChange: statusChanged.event,
    provideTextDocumentContent: (uri) => statusContents.get(uri.toString()) ?? "",
};

/** Reports a server step (`$/progress` report) in a notification progress. */
type StepReporter = (step: { message?: string; percentage?: number }) => void;

/** Asks what is wrong; undefined when cancelled, "" for the default description. */
async function askDescription(value?: string): Promise<string | undefined> {
    const description = await vscode.window.showInputBox({
        title: "bugbash: what is wrong?",
        prompt: "Describe the bug in a sentence (leave empty for \"Failing test <name>\")",
        placeHolder: "Renaming a SKU raises KeyError instead of moving the item",
        value,
        ignoreFocusOut: true,
    });
    return description?.trim();
}

/**
 * Investigate is a quick fix, not only a source action: Ctrl+. on a failing test offers it. A
 * server that sends it as a source action only gets a quick-fix copy (the source one stays for
 * the Source Action menu); one that already sends a quick fix is left alone.
 */
function withInvestigateQuickFix(actions: (vscode.Command | vscode.CodeAction)[]): (vscode.Command | vscode.CodeAction)[] {
    const investigate = actions.filter(
        (a): a is vscode.CodeAction => a instanceof vscode.CodeAction && a.command?.command === ext.commands.investigate.id,
    );
    const hasQuickFix = investigate.some((a) => a.kind && vscode.CodeActionKind.QuickFix.contains(a.kind));
    if (hasQuickFix) return actions;
    const copies = investigate
        .filter((a) => a.kind && vscode.CodeActionKind.Source.contains(a.kind))
        .map((a) => {
            const copy = new vscode.CodeAction(a.title, vscode.CodeActionKind.QuickFix);
            copy.command = a.command;
            copy.isPreferred = true;
            return copy;
        });
    return [...copies, ...actions];
}
