/**
 * Fix plans as real diff editors: `bugbash/planPreview` gives each file's text before and after
 * the plan, served as read-only virtual documents (`bugbash-plan:` URIs) and opened with
 * `vscode.diff` (one file) or `vscode.changes` (several).
 *
 * The preview also remembers which plan hash a person last looked at, so that Approve sends the
 * hash of the plan that was actually shown.
 */

import * as vscode from "vscode";

import { Ctx } from "./ctx";
import * as ext from "./lsp_ext";

export const SCHEME = "bugbash-plan";

export class PlanPreviews implements vscode.TextDocumentContentProvider, vscode.Disposable {
    private readonly contents = new Map<string, string>();
    private readonly emitter = new vscode.EventEmitter<vscode.Uri>();
    readonly onDidChange = this.emitter.event;
    /** investigationId -> the plan hash last shown in a diff. */
    readonly shown = new Map<string, string>();
    private readonly registration: vscode.Disposable;

    constructor(private readonly ctx: Ctx) {
        this.registration = vscode.workspace.registerTextDocumentContentProvider(SCHEME, this);
    }

    provideTextDocumentContent(uri: vscode.Uri): string {
        return this.contents.get(uri.toString()) ?? "";
    }

    /**
     * The virtual document of one side of a file. Both sides keep the real file's path (so the
     * language and the labels are the file's, and the diff is not taken for a rename); the query
     * tells them apart.
     */
    private side(preview: ext.PlanPreview, file: ext.PlanPreviewFile, side: "original" | "proposed"): vscode.Uri {
        const uri = vscode.Uri.from({
            scheme: SCHEME,
            path: vscode.Uri.parse(file.uri).path,
            query: `investigation=${encodeURIComponent(preview.investigationId)}&side=${side}&plan=${preview.planHash.slice(0, 12)}`,
        });
        const text = (side === "original" ? file.original : file.proposed) ?? "";
        this.contents.set(uri.toString(), text);
        this.emitter.fire(uri);
        return uri;
    }

    /** Fetches the preview of an investigation's plan. */
    fetch(investigationId: string): Promise<ext.PlanPreview> {
        return this.ctx.request(ext.planPreview, { investigationId });
    }

    /** Opens the plan as diff editors and records its hash as shown. */
    async open(preview: ext.PlanPreview): Promise<void> {
        const id = preview.investigationId;
        const title = `bugbash ${id}: fix plan (risk ${preview.risk}${preview.approved ? ", approved" : ""})`;
        const resources = preview.files.map((f) => ({
            file: f,
            target: vscode.Uri.parse(f.uri),
            left: this.side(preview, f, "original"),
            right: this.side(preview, f, "proposed"),
        }));
        if (resources.length === 1) {
            const r = resources[0];
            await vscode.commands.executeCommand("vscode.diff", r.left, r.right, `${title}: ${r.file.path}`, {
                preview: false,
            });
        } else {
            try {
                await vscode.commands.executeCommand(
                    "vscode.changes",
                    title,
                    resources.map((r) => [r.target, r.left, r.right]),
                );
            } catch {
                // Older editors: one diff per file.
                for (const r of resources) {
                    await vscode.commands.executeCommand("vscode.diff", r.left, r.right, `${title}: ${r.file.path}`, {
                        preview: false,
                    });
                }
            }
        }
        this.shown.set(id, preview.planHash);
    }

    dispose(): void {
        this.registration.dispose();
        this.emitter.dispose();
    }
}
