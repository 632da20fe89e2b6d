/**
 * The bugbash extension: starts `bugbash lsp`, and adds the palette commands, the
 * Investigations view, the approval count in the status bar and plan diffs on top of it.
 */

import * as vscode from "vscode";

import { Commands, STATUS_SCHEME, statusDocuments } from "./commands";
import { Ctx } from "./ctx";
import { PlanPreviews } from "./plan";
import { ApprovalStatusBar, InvestigationsTree } from "./tree";

let ctx: Ctx | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
    // The middleware needs the commands, and the commands need the context: break the cycle.
    let commands: Commands | undefined;
    ctx = new Ctx(context, {
        executeCommand: (command, args, next) => commands!.middleware().executeCommand!(command, args, next),
        provideCodeActions: (document, range, context, token, next) =>
            commands!.middleware().provideCodeActions!(document, range, context, token, next),
        workspace: {
            handleApplyEdit: (params, next) => commands!.middleware().workspace!.handleApplyEdit!(params, next),
        },
    });
    const plans = new PlanPreviews(ctx);
    commands = new Commands(ctx, plans);
    const tree = new InvestigationsTree(ctx);
    context.subscriptions.push(
        ctx,
        plans,
        tree,
        new ApprovalStatusBar(ctx),
        vscode.window.createTreeView("bugbash.investigations", { treeDataProvider: tree, showCollapseAll: true }),
        vscode.workspace.registerTextDocumentContentProvider(STATUS_SCHEME, statusDocuments),
        ...commands.register(),
    );
    await vscode.commands.executeCommand("setContext", "bugbash.trusted", vscode.workspace.isTrusted);
    context.subscriptions.push(
        vscode.workspace.onDidGrantWorkspaceTrust(() => {
            void vscode.commands.executeCommand("setContext", "bugbash.trusted", true);
        }),
    );
    // Not awaited: commands work at once (they wait for the server themselves) even when the
    // server is slow to start or missing.
    void ctx.start();
}

export async function deactivate(): Promise<void> {
    await ctx?.stop();
    ctx = undefined;
}
