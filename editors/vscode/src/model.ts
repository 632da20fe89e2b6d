/**
 * What the views show, computed from the server's answers: the tree's phase groups, the status
 * bar count, the context values that drive menus, and the settings sent to the server.
 *
 * Plain functions over `lsp_ext` types with no `vscode` import, so they are unit-tested in Node.
 */

import type { ApplyWorkspaceEditParams, ChangeAnnotation, WorkspaceEdit } from "vscode-languageserver-protocol";

import { commands, InvestigationSummary, Phase, PHASES, ServerSettings } from "./lsp_ext";

/** A phase with its investigations, in the server's triage order (severity, then complexity). */
export interface PhaseGroup {
    phase: Phase;
    label: string;
    investigations: InvestigationSummary[];
}

/** Phases in the order the tree shows them: what needs a person first, finished work last. */
export const GROUP_ORDER: readonly Phase[] = [
    "PLANNED", "APPROVED", "BLOCKED", "ANALYZED", "NOT_REPRODUCIBLE", "REPRODUCED", "CREATED",
    "REPRODUCING", "ANALYZING", "PLANNING", "IMPLEMENTING", "VERIFYING", "FIXED", "WONT_FIX",
];

const PHASE_LABELS: Record<Phase, string> = {
    CREATED: "Created",
    REPRODUCING: "Reproducing",
    REPRODUCED: "Reproduced",
    NOT_REPRODUCIBLE: "Not reproducible",
    ANALYZING: "Analyzing",
    ANALYZED: "Analyzed: needs a fix plan",
    PLANNING: "Planning",
    PLANNED: "Planned: awaiting approval",
    APPROVED: "Approved: ready to apply",
    IMPLEMENTING: "Implementing",
    VERIFYING: "Verifying",
    FIXED: "Fixed",
    WONT_FIX: "Won't fix",
    BLOCKED: "Blocked",
};

export function phaseLabel(phase: Phase): string {
    return PHASE_LABELS[phase] ?? phase;
}

/** Groups investigations by phase in `GROUP_ORDER`, keeping the server's triage order inside
 * each group (`bugbash/list` sorts by severity, then complexity); empty phases are left out. Unknown phases
 * (a newer server) come last, in the order first seen, so nothing is ever hidden. */
export function groupByPhase(items: readonly InvestigationSummary[]): PhaseGroup[] {
    const byPhase = new Map<string, InvestigationSummary[]>();
    for (const item of items) {
        const list = byPhase.get(item.phase) ?? [];
        list.push(item);
        byPhase.set(item.phase, list);
    }
    const known = GROUP_ORDER.filter((p) => byPhase.has(p));
    const unknown = [...byPhase.keys()].filter((p) => !(PHASES as readonly string[]).includes(p));
    return [...known, ...(unknown as Phase[])].map((phase) => ({
        phase,
        label: phaseLabel(phase),
        investigations: byPhase.get(phase)!,
    }));
}

/** Investigations waiting for a person's approval: PLANNED with a plan. */
export function awaitingApproval(items: readonly InvestigationSummary[]): InvestigationSummary[] {
    return items.filter((i) => i.phase === "PLANNED" && i.planHash !== undefined);
}

/** The status bar text, or undefined when there is nothing to approve. */
export function statusBarText(items: readonly InvestigationSummary[]): string | undefined {
    const n = awaitingApproval(items).length;
    if (n === 0) return undefined;
    return `$(bug) ${n} fix plan${n === 1 ? "" : "s"} to approve`;
}

/** Short names of server commands, used in context values: `bugbash.showPlan` -> `showPlan`. */
export function shortAction(commandId: string): string {
    return commandId.startsWith("bugbash.") ? commandId.slice("bugbash.".length) : commandId;
}

/**
 * The tree item's `contextValue`: `investigation:` followed by each next action between colons,
 * e.g. `investigation:showPlan:approve:reject:`. Menus match with `viewItem =~ /:approve:/`.
 */
export function contextValue(item: InvestigationSummary): string {
    return `investigation:${item.nextActions.map((a) => `${shortAction(a)}:`).join("")}`;
}

/** All next actions over all investigations, for the palette's `when` clauses
 * (`'bugbash.approve' in bugbash.nextActions`). */
export function allNextActions(items: readonly InvestigationSummary[]): string[] {
    const set = new Set<string>();
    for (const i of items) for (const a of i.nextActions) set.add(a);
    return [...set].sort();
}

/** The investigations for which `commandId` is a sensible next step. */
export function candidatesFor(items: readonly InvestigationSummary[], commandId: string): InvestigationSummary[] {
    return items.filter((i) => i.nextActions.includes(commandId));
}

/** The second line of a tree item and quick-pick entry:
 *  `<handle> · <severity> · <complexity> · risk <risk>`. */
export function describe(item: InvestigationSummary): string {
    const parts = [handleOf(item)];
    if (item.severity) parts.push(item.severity);
    if (item.complexity) parts.push(item.complexity);
    if (item.risk) parts.push(`risk ${item.risk}`);
    if (item.rootCause?.changed) parts.push("root-cause line changed");
    return parts.join(" · ");
}

/** The workspace-relative place of a root cause, `inventory/stock.py:44`, from its URI. */
export function rootCauseLocation(item: InvestigationSummary): string | undefined {
    const rc = item.rootCause;
    if (!rc) return undefined;
    let path = rc.uri;
    const folder = item.workspaceFolder.endsWith("/") ? item.workspaceFolder : item.workspaceFolder + "/";
    if (path.startsWith(folder)) path = path.slice(folder.length);
    else path = path.slice(path.lastIndexOf("/") + 1);
    return `${decodeURIComponent(path)}:${rc.range.start.line + 1}`;
}

/** The extension's settings as read from VS Code (each possibly empty). */
export interface ClientSettings {
    testCommand?: string | null;
    llm?: {
        provider?: string | null;
        baseUrl?: string | null;
        model?: string | null;
        apiKeyEnv?: string | null;
    };
}

/**
 * What goes into `initializationOptions` and `didChangeConfiguration`: only the settings that
 * are set, so that `.bugbash/config.toml` keeps the rest. The key itself is never read here:
 * only the name of the environment variable holding it.
 */
export function serverSettings(s: ClientSettings): ServerSettings {
    const out: ServerSettings = {};
    const text = (v: string | null | undefined) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);
    const testCommand = text(s.testCommand);
    if (testCommand) out.testCommand = testCommand;
    const llm: NonNullable<ServerSettings["llm"]> = {};
    const provider = text(s.llm?.provider);
    const baseUrl = text(s.llm?.baseUrl);
    const model = text(s.llm?.model);
    const keyEnv = text(s.llm?.apiKeyEnv);
    if (provider) llm.provider = provider;
    if (baseUrl) llm.base_url = baseUrl;
    if (model) llm.model = model;
    if (keyEnv) llm.api_key_env = keyEnv;
    if (Object.keys(llm).length > 0) out.llm = llm;
    return out;
}

/** A valid environment variable name: the setting takes a NAME, and a pasted key is refused. */
export function looksLikeEnvName(name: string): boolean {
    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && name.length <= 64;
}

/** The user-facing message of a failed request: the server's messages are written for people. */
export function errorMessage(e: unknown): string {
    if (e && typeof e === "object" && "message" in e && typeof (e as { message: unknown }).message === "string") {
        return (e as { message: string }).message;
    }
    return String(e);
}

/** The label the contract gives a server command, for messages. */
export function commandLabel(commandId: string): string {
    for (const c of Object.values(commands)) if (c.id === commandId) return c.label;
    return commandId;
}

/**
 * A short readable handle for an investigation in messages and views: the server's `handle`
 * when it sends one, else the same rule as the server's (`model::handle_of`): up to three words
 * of the id's slug without filler words, then `#` and its 4-digit suffix (`renaming-a-sku #a3f9`
 * for `renaming-a-sku-raises-keyerror-instead-a3f9`). The full id stays the key of every request
 * and shows in tooltips and the status document.
 */
export function handleOf(item: { investigationId: string; handle?: unknown } | undefined): string {
    if (!item) return "?";
    if (typeof item.handle === "string" && item.handle !== "") return item.handle;
    const id = item.investigationId;
    if ([...id].length <= 12) return id;
    const parts = id.split("-");
    const suffix = parts[parts.length - 1];
    if (parts.length < 2 || !/^[0-9a-fA-F]{4}$/.test(suffix)) {
        return [...id].length <= 24 ? id : `${[...id].slice(0, 23).join("")}…`;
    }
    const filler = ["failing", "test", "tests", "bug", "fails", "the"];
    const words = parts.slice(0, -1).filter((w) => !filler.includes(w)).slice(0, 3);
    return words.length === 0 ? `#${suffix}` : `${words.join("-")} #${suffix}`;
}

/** The test id the server takes for a test known only by its file and label (`path::label`);
 * a label with spaces stays one id (the server never gives it to a shell). */
export function testIdFor(relativePath: string, label: string): string {
    return `${relativePath.replace(/\\/g, "/")}::${label}`;
}

/** The same edit without the confirmation its change annotations ask for: applied as one act
 * (the person saw the plan's diff before approving it). */
export function withoutConfirmation(params: ApplyWorkspaceEditParams): ApplyWorkspaceEditParams {
    const annotations = params.edit.changeAnnotations;
    if (!annotations) return params;
    const relaxed: { [id: string]: ChangeAnnotation } = {};
    for (const [k, a] of Object.entries(annotations)) relaxed[k] = { ...a, needsConfirmation: false };
    return { ...params, edit: { ...params.edit, changeAnnotations: relaxed } };
}

/** The URIs of the documents a workspace edit changes or creates. */
export function editedUris(edit: WorkspaceEdit): string[] {
    const uris: string[] = Object.keys(edit.changes ?? {});
    for (const c of edit.documentChanges ?? []) {
        if ("textDocument" in c) uris.push(c.textDocument.uri);
        else if (c.kind === "create") uris.push(c.uri);
    }
    return uris;
}
