/**
 * The extension's settings (`bugbash.*`): where the server is, and what is passed to it.
 */

import * as os from "os";
import * as path from "path";
import * as vscode from "vscode";

import { ServerSettings } from "./lsp_ext";
import { ClientSettings, looksLikeEnvName, serverSettings } from "./model";

export const SECTION = "bugbash";

/** Settings whose change needs a new server process. */
export const RESTART_KEYS = ["bugbash.server.path", "bugbash.server.extraEnv"];

/** The server executable: `bugbash.server.path` with `~` and `${workspaceFolder}` expanded. */
export function serverPath(): string {
    const raw = vscode.workspace.getConfiguration(SECTION).get<string>("server.path")?.trim() || "bugbash";
    let p = raw;
    if (p === "~" || p.startsWith("~/")) p = path.join(os.homedir(), p.slice(1));
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    if (folder) p = p.replace(/\$\{workspaceFolder\}/g, folder);
    // A relative path with a separator is relative to the first folder; a bare name is looked up on PATH.
    if (p.includes("/") && !path.isAbsolute(p) && folder) p = path.join(folder, p);
    return p;
}

/** Extra environment for the server process (for example `BUGBASH_LOG`). */
export function serverEnv(): Record<string, string> {
    const extra = vscode.workspace.getConfiguration(SECTION).get<Record<string, string>>("server.extraEnv") ?? {};
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
    for (const [k, v] of Object.entries(extra)) if (typeof v === "string") env[k] = v;
    return env;
}

/** What the server gets in `initializationOptions` and `workspace/didChangeConfiguration`. */
export function currentServerSettings(warn: (message: string) => void): ServerSettings {
    const c = vscode.workspace.getConfiguration(SECTION);
    const client: ClientSettings = {
        testCommand: c.get<string | null>("testCommand"),
        llm: {
            provider: c.get<string | null>("llm.provider"),
            baseUrl: c.get<string | null>("llm.baseUrl"),
            model: c.get<string | null>("llm.model"),
            apiKeyEnv: c.get<string | null>("llm.apiKeyEnv"),
        },
    };
    const keyEnv = client.llm?.apiKeyEnv?.trim();
    if (keyEnv && !looksLikeEnvName(keyEnv)) {
        warn(
            "bugbash.llm.apiKeyEnv must be the NAME of an environment variable (like OPENAI_API_KEY), " +
                "not the key itself; the setting is ignored. Put the key in that variable and remove it from your settings.",
        );
        client.llm!.apiKeyEnv = undefined;
    }
    return serverSettings(client);
}
