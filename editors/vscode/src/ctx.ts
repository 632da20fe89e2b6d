/**
 * The extension's state: the language client and its lifecycle (start, stop, restart), the
 * output channel, the last list of investigations, and typed access to the server's requests
 * and commands.
 */

import * as vscode from "vscode";
import * as lc from "vscode-languageclient/node";

import { currentServerSettings, RESTART_KEYS, SECTION, serverEnv, serverPath } from "./config";
import * as ext from "./lsp_ext";
import { allNextActions, errorMessage, shortAction } from "./model";

export type Middleware = NonNullable<lc.LanguageClientOptions["middleware"]>;

export class Ctx implements vscode.Disposable {
    readonly output: vscode.LogOutputChannel;
    client: lc.LanguageClient | undefined;
    /** Investigations of every folder, newest first, as the last `bugbash/list` answered. */
    investigations: ext.InvestigationSummary[] = [];
    private readonly changed = new vscode.EventEmitter<void>();
    /** Fires after `investigations` was refreshed. */
    readonly onDidChangeInvestigations = this.changed.event;
    private readonly disposables: vscode.Disposable[] = [];
    private refreshTimer: NodeJS.Timeout | undefined;
    /** Server commands this extension is waiting for; their outcome is shown by the extension. */
    private inFlight = 0;
    private starting: Promise<void> | undefined;

    constructor(
        readonly extension: vscode.ExtensionContext,
        private readonly middleware: Middleware,
    ) {
        this.output = vscode.window.createOutputChannel("bugbash", { log: true });
        this.disposables.push(this.output, this.changed);
        this.disposables.push(
            vscode.workspace.onDidChangeConfiguration((e) => {
                if (RESTART_KEYS.some((k) => e.affectsConfiguration(k))) {
                    void this.restart();
                } else if (e.affectsConfiguration(SECTION) && this.client?.isRunning()) {
                    void this.client.sendNotification(lc.DidChangeConfigurationNotification.type, {
                        settings: { [SECTION]: this.settings() },
                    });
                }
            }),
            vscode.workspace.onDidChangeWorkspaceFolders(() => this.scheduleRefresh()),
        );
    }

    private settings(): ext.ServerSettings {
        return currentServerSettings((m) => {
            this.output.warn(m);
            void vscode.window.showWarningMessage(m);
        });
    }

    /** Starts the server; safe to call when it is running. */
    start(): Promise<void> {
        if (this.client?.isRunning()) return Promise.resolve();
        if (!this.starting) this.starting = this.doStart().finally(() => (this.starting = undefined));
        return this.starting;
    }

    private async doStart(): Promise<void> {
        const command = serverPath();
        this.output.info(`starting ${command} lsp`);
        const run: lc.Executable = {
            command,
            args: ["lsp"],
            transport: lc.TransportKind.stdio,
            options: { env: serverEnv() },
        };
        const clientOptions: lc.LanguageClientOptions = {
            documentSelector: [{ scheme: "file" }],
            outputChannel: this.output,
            initializationOptions: this.settings(),
            middleware: this.middleware,
            // The hover's "Show commit" link runs the server's command; nothing else is trusted.
            markdown: { isTrusted: { enabledCommands: [ext.commands.showCommit.id] } },
            // The server's own messages say what went wrong; do not also pop up the output.
            revealOutputChannelOn: lc.RevealOutputChannelOn.Never,
            initializationFailedHandler: (e) => {
                this.output.error(`initialize failed: ${errorMessage(e)}`);
                return false;
            },
        };
        const client = new lc.LanguageClient("bugbash", "bugbash", { run, debug: run }, clientOptions);
        this.client = client;
        // `experimental.commandLinks`: the hover may carry command links (docs/lsp-extensions.md).
        client.registerFeature({
            fillClientCapabilities: (caps) => {
                caps.experimental = { ...(caps.experimental as object | undefined), commandLinks: true };
            },
            initialize: () => undefined,
            getState: () => ({ kind: "static" }),
            clear: () => undefined,
        });
        client.onDidChangeState((e) => {
            void vscode.commands.executeCommand("setContext", "bugbash.serverRunning", e.newState === lc.State.Running);
        });
        try {
            await client.start();
        } catch (e) {
            this.client = undefined;
            const message =
                `bugbash: cannot start the language server \`${command} lsp\`: ${errorMessage(e)}. ` +
                "Install bugbash or set `bugbash.server.path` to the binary.";
            this.output.error(message);
            // Not awaited: commands waiting for the server fail now, not when the message closes.
            void vscode.window.showErrorMessage(message, "Open Settings", "Show Output").then((pick) => {
                if (pick === "Open Settings") {
                    void vscode.commands.executeCommand("workbench.action.openSettings", "bugbash.server.path");
                } else if (pick === "Show Output") {
                    this.output.show();
                }
            });
            return;
        }
        // The server also announces outcomes with window/showMessage. While the extension waits
        // for a command it shows the outcome itself, with the next actions as buttons, so the
        // server's plain "bugbash <id>: ..." message goes to the output only (errors always show).
        client.onNotification(lc.ShowMessageNotification.type, (m) => {
            this.output.info(`server: ${m.message}`);
            if (this.inFlight > 0 && m.type !== lc.MessageType.Error && m.message.startsWith("bugbash ")) return;
            switch (m.type) {
                case lc.MessageType.Error:
                    void vscode.window.showErrorMessage(m.message);
                    break;
                case lc.MessageType.Warning:
                    void vscode.window.showWarningMessage(m.message);
                    break;
                case lc.MessageType.Info:
                    void vscode.window.showInformationMessage(m.message);
                    break;
            }
        });
        client.onNotification(ext.investigationsChanged, (p) => {
            this.output.debug(`investigationsChanged ${p.workspaceFolder}`);
            this.scheduleRefresh();
        });
        const info = client.initializeResult?.serverInfo;
        this.output.info(`server ${info?.name ?? "?"} ${info?.version ?? ""} is running`);
        await this.refresh();
    }

    async stop(): Promise<void> {
        const client = this.client;
        this.client = undefined;
        if (client) {
            try {
                await client.stop(5000);
            } catch (e) {
                this.output.warn(`stopping the server: ${errorMessage(e)}`);
            }
            await client.dispose();
        }
        await vscode.commands.executeCommand("setContext", "bugbash.serverRunning", false);
    }

    async restart(): Promise<void> {
        this.output.info("restarting the server");
        await this.stop();
        await this.start();
    }

    /** The running client, or an error a person can act on. */
    async running(): Promise<lc.LanguageClient> {
        await this.start();
        if (!this.client?.isRunning()) {
            throw new Error("the bugbash language server is not running (see the bugbash output; command `bugbash: Restart Server`)");
        }
        return this.client;
    }

    /** Sends a custom request. */
    async request<P, R>(type: lc.RequestType<P, R, void>, params: P, token?: vscode.CancellationToken): Promise<R> {
        const client = await this.running();
        return client.sendRequest(type, params as lc.RequestParam<P>, token);
    }

    /**
     * Runs a server command with its one argument, without going through the middleware. With
     * `step`, the request carries a work-done token and the server's `$/progress` reports for it
     * (the step text, e.g. "[1/3] Reproducing...") go to `step` instead of a progress of their own.
     */
    async execute<A, R>(
        spec: ext.CommandSpec<A, R>,
        args: A,
        token?: vscode.CancellationToken,
        step?: (report: { message?: string; percentage?: number }) => void,
    ): Promise<R> {
        const client = await this.running();
        const workDoneToken = step ? `bugbash-${Date.now()}-${Math.random().toString(36).slice(2)}` : undefined;
        const progress =
            step && workDoneToken
                ? client.onProgress(lc.WorkDoneProgress.type, workDoneToken, (v) => {
                      if (v.kind === "report" || v.kind === "begin") step({ message: v.message, percentage: v.percentage });
                  })
                : undefined;
        try {
            return await this.awaiting(
                () =>
                    client.sendRequest(
                        lc.ExecuteCommandRequest.type,
                        { command: spec.id, arguments: [args], workDoneToken },
                        token,
                    ) as Promise<R>,
            );
        } finally {
            progress?.dispose();
        }
    }

    /** Asks the language client for fresh code lenses (they follow the store). */
    refreshLenses(): void {
        const feature = this.client?.getFeature(lc.CodeLensRequest.method);
        const seen = new Set<unknown>();
        for (const editor of vscode.window.visibleTextEditors) {
            const provider = feature?.getProvider(editor.document);
            if (provider && !seen.has(provider)) {
                seen.add(provider);
                provider.onDidChangeCodeLensEmitter.fire();
            }
        }
    }

    /** Runs `work` (a server command) while counting it as awaited by the extension. */
    async awaiting<T>(work: () => Promise<T>): Promise<T> {
        this.inFlight += 1;
        try {
            return await work();
        } finally {
            this.inFlight -= 1;
        }
    }

    /** Refreshes `investigations` from `bugbash/list` (all folders, all phases). */
    async refresh(): Promise<void> {
        if (!this.client?.isRunning()) return;
        // Refreshes overlap (a change notification while a list is on its way): only the newest
        // one writes, so an older list can never overwrite a newer one's contexts.
        const generation = ++this.refreshGeneration;
        let list: ext.InvestigationSummary[];
        try {
            list = await this.client.sendRequest(ext.list, {});
        } catch (e) {
            this.output.warn(`bugbash/list failed: ${errorMessage(e)}`);
            list = [];
        }
        if (generation !== this.refreshGeneration) return;
        this.investigations = list;
        // `bugbash.can.<action>`: some investigation has that next action (palette `when` clauses).
        const next = new Set(allNextActions(this.investigations));
        for (const id of Object.values(ext.commands).map((c) => c.id)) {
            await vscode.commands.executeCommand("setContext", `bugbash.can.${shortAction(id)}`, next.has(id));
            if (generation !== this.refreshGeneration) return;
        }
        await vscode.commands.executeCommand("setContext", "bugbash.hasInvestigations", this.investigations.length > 0);
        this.refreshLenses();
        this.changed.fire();
    }

    /** Counts `refresh` calls; see there. */
    private refreshGeneration = 0;

    /** Coalesces bursts of change notifications into one `bugbash/list`. */
    scheduleRefresh(): void {
        if (this.refreshTimer) clearTimeout(this.refreshTimer);
        this.refreshTimer = setTimeout(() => {
            this.refreshTimer = undefined;
            void this.refresh();
        }, 100);
    }

    dispose(): void {
        if (this.refreshTimer) clearTimeout(this.refreshTimer);
        void this.stop();
        for (const d of this.disposables) d.dispose();
    }
}
