/**
 * The Investigations view (grouped by phase; inside a group in the server's triage order,
 * severity then complexity, both shown with the risk; selecting one opens its
 * root cause; a context menu for the next actions) and the status bar item counting plans that
 * wait for approval.
 */

import * as vscode from "vscode";

import { Ctx } from "./ctx";
import * as ext from "./lsp_ext";
import { awaitingApproval, contextValue, describe, groupByPhase, PhaseGroup, rootCauseLocation, statusBarText } from "./model";

type Node =
    | { kind: "phase"; group: PhaseGroup }
    | { kind: "investigation"; item: ext.InvestigationSummary }
    | { kind: "detail"; item: ext.InvestigationSummary; label: string; description?: string; icon: string; open?: boolean };

const PHASE_ICONS: Partial<Record<ext.Phase, vscode.ThemeIcon>> = {
    PLANNED: new vscode.ThemeIcon("question", new vscode.ThemeColor("charts.yellow")),
    APPROVED: new vscode.ThemeIcon("pass", new vscode.ThemeColor("charts.blue")),
    BLOCKED: new vscode.ThemeIcon("error", new vscode.ThemeColor("charts.red")),
    FIXED: new vscode.ThemeIcon("check", new vscode.ThemeColor("charts.green")),
    WONT_FIX: new vscode.ThemeIcon("circle-slash"),
    ANALYZED: new vscode.ThemeIcon("search"),
    NOT_REPRODUCIBLE: new vscode.ThemeIcon("debug-disconnect"),
};

const SEVERITY_ICONS: Record<ext.Severity, vscode.ThemeIcon> = {
    P0: new vscode.ThemeIcon("flame", new vscode.ThemeColor("charts.red")),
    P1: new vscode.ThemeIcon("bug", new vscode.ThemeColor("charts.orange")),
    P2: new vscode.ThemeIcon("bug", new vscode.ThemeColor("charts.yellow")),
    P3: new vscode.ThemeIcon("bug"),
};

export class InvestigationsTree implements vscode.TreeDataProvider<Node>, vscode.Disposable {
    private readonly emitter = new vscode.EventEmitter<Node | undefined>();
    readonly onDidChangeTreeData = this.emitter.event;
    private readonly subscription: vscode.Disposable;

    constructor(private readonly ctx: Ctx) {
        this.subscription = ctx.onDidChangeInvestigations(() => this.emitter.fire(undefined));
    }

    getChildren(node?: Node): Node[] {
        if (!node) return groupByPhase(this.ctx.investigations).map((group) => ({ kind: "phase", group }));
        if (node.kind === "phase") return node.group.investigations.map((item) => ({ kind: "investigation", item }));
        if (node.kind === "investigation") return details(node.item);
        return [];
    }

    getTreeItem(node: Node): vscode.TreeItem {
        switch (node.kind) {
            case "phase": {
                const t = new vscode.TreeItem(node.group.label, vscode.TreeItemCollapsibleState.Expanded);
                t.id = `phase:${node.group.phase}`;
                t.description = String(node.group.investigations.length);
                t.iconPath = PHASE_ICONS[node.group.phase] ?? new vscode.ThemeIcon("circle-outline");
                t.contextValue = `phase:${node.group.phase}`;
                return t;
            }
            case "investigation": {
                const i = node.item;
                const t = new vscode.TreeItem(i.title, vscode.TreeItemCollapsibleState.Collapsed);
                t.id = `investigation:${i.workspaceFolder}:${i.investigationId}`;
                t.description = describe(i);
                t.iconPath = (i.severity && SEVERITY_ICONS[i.severity]) || new vscode.ThemeIcon("bug");
                t.contextValue = contextValue(i);
                t.tooltip = tooltip(i);
                t.command = {
                    command: "bugbash.ui.open",
                    title: "Open Root Cause",
                    arguments: [i],
                };
                return t;
            }
            case "detail": {
                const t = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
                t.description = node.description;
                t.iconPath = new vscode.ThemeIcon(node.icon);
                if (node.open) t.command = { command: "bugbash.ui.open", title: "Open Root Cause", arguments: [node.item] };
                return t;
            }
        }
    }

    dispose(): void {
        this.subscription.dispose();
        this.emitter.dispose();
    }
}

function details(i: ext.InvestigationSummary): Node[] {
    const out: Node[] = [];
    const where = rootCauseLocation(i);
    if (i.rootCause && where) {
        out.push({
            kind: "detail",
            item: i,
            label: i.rootCause.summary,
            description: `${where} · confidence ${i.rootCause.confidence} · ${i.rootCause.analyzer}`,
            icon: "location",
            open: true,
        });
    }
    if (i.planHash) {
        out.push({
            kind: "detail",
            item: i,
            label: i.approved ? "Fix plan approved" : "Fix plan awaiting approval",
            description: `${i.risk ? `risk ${i.risk} · ` : ""}${i.planHash.slice(0, 12)}`,
            icon: i.approved ? "verified" : "diff",
        });
    }
    if (i.blockedReason) out.push({ kind: "detail", item: i, label: `Blocked: ${i.blockedReason}`, icon: "warning" });
    return out;
}

function tooltip(i: ext.InvestigationSummary): vscode.MarkdownString {
    const md = new vscode.MarkdownString(undefined, true);
    md.appendMarkdown(`**${escape(i.title)}**\n\n`);
    md.appendMarkdown(`\`${i.investigationId}\` · ${i.phase}${i.severity ? ` · ${i.severity}` : ""}`);
    if (i.complexity) md.appendMarkdown(` · ${i.complexity}${i.defectType ? ` ${i.defectType} defect` : ""}`);
    if (i.risk) md.appendMarkdown(` · risk ${i.risk}`);
    md.appendMarkdown("\n\n");
    if (i.rootCause) md.appendMarkdown(`Root cause (${rootCauseLocation(i)}): ${escape(i.rootCause.summary)}\n\n`);
    if (i.blockedReason) md.appendMarkdown(`Blocked: ${escape(i.blockedReason)}\n\n`);
    return md;
}

function escape(s: string): string {
    return s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}

/** The status bar item: how many fix plans wait for a person's approval. */
export class ApprovalStatusBar implements vscode.Disposable {
    private readonly item: vscode.StatusBarItem;
    private readonly subscription: vscode.Disposable;

    constructor(private readonly ctx: Ctx) {
        this.item = vscode.window.createStatusBarItem("bugbash.awaitingApproval", vscode.StatusBarAlignment.Left, 10);
        this.item.name = "bugbash: fix plans awaiting approval";
        this.item.command = "bugbash.ui.approve";
        this.subscription = ctx.onDidChangeInvestigations(() => this.update());
        this.update();
    }

    private update(): void {
        const text = statusBarText(this.ctx.investigations);
        if (!text) {
            this.item.hide();
            return;
        }
        const waiting = awaitingApproval(this.ctx.investigations);
        this.item.text = text;
        this.item.tooltip = `bugbash: review and approve:\n${waiting.map((i) => `${i.investigationId}: ${i.title}`).join("\n")}`;
        this.item.show();
    }

    dispose(): void {
        this.subscription.dispose();
        this.item.dispose();
    }
}
