// The whole flow in real VS Code (code-server) in headless Chromium, as a person would do it:
// Investigate Failing Test from the command palette, the root-cause diagnostic in the editor and
// the Problems panel, (a plan imported with the CLI when the server has no planner), the plan as
// a diff editor, Approve, Apply Fix through the refactor preview, FIXED, and the file changed.
//
// Run by scripts/test-vscode.sh, which starts code-server and sets CS_URL, WS, OUT, BUGBASH_BIN,
// FIX_PATCH and CHROMIUM. Every step has a timeout; a failure saves a screenshot and the page's
// notifications, and exits 1.

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

// MODE=restricted instead checks an untrusted workspace: Investigate is refused with a message.
const { CS_URL, WS, OUT, BUGBASH_BIN, FIX_PATCH, WRONG_PATCH, CHROMIUM } = process.env;
for (const [k, v] of Object.entries({ CS_URL, WS, OUT, BUGBASH_BIN, FIX_PATCH, WRONG_PATCH, CHROMIUM })) {
    if (!v) throw new Error(`${k} is not set (run scripts/test-vscode.sh)`);
}
// Whether the plan came from fix.patch (imported with the CLI) rather than the server's planner.
let importedPatch = false;
const DESCRIPTION = "Renaming a SKU raises KeyError instead of moving the item to the new SKU";
const stockPy = path.join(WS, "inventory/stock.py");

const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: process.env.HEADED !== "1",
    args: [
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
    ],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.setDefaultTimeout(20_000);
const consoleErrors = [];
page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
});

let shotNo = 0;
async function shot(name) {
    shotNo += 1;
    const prefix = process.env.MODE === "restricted" ? "restricted-" : "";
    const file = path.join(OUT, `${prefix}${String(shotNo).padStart(2, "0")}-${name}.png`);
    await page.screenshot({ path: file });
    console.log(`   screenshot ${path.relative(process.cwd(), file)}`);
}

/** A smaller copy of the current screen for the README (docs/), resized by Chromium itself. */
async function docsShot(name) {
    const png = await page.screenshot();
    const small = await browser.newPage({ viewport: { width: 960, height: 600 } });
    await small.setContent(`<body style="margin:0"><img id="i" style="width:960px;display:block" src="data:image/png;base64,${png.toString("base64")}"></body>`);
    await small.locator("#i").screenshot({ path: path.join(OUT, name) });
    await small.close();
}

/** The extension's log (its output channel, with the server's stderr) from the profile's logs. */
function extensionLog() {
    const logs = process.env.LOGS;
    if (!logs || !existsSync(logs)) return "";
    const found = readdirSync(logs, { recursive: true }).filter((f) => String(f).endsWith(path.join("bugbash.bugbash", "bugbash.log")));
    return found.map((f) => readFileSync(path.join(logs, String(f)), "utf8")).join("\n");
}

/** The server started and did not panic. */
async function serverHealthy() {
    const deadline = Date.now() + 20_000;
    for (;;) {
        const log = extensionLog();
        const panic = log.split("\n").findIndex((l) => l.includes("panicked at"));
        if (panic >= 0) throw new Error(`the server panicked:\n${log.split("\n").slice(panic, panic + 3).join("\n")}`);
        if (log.includes("is running")) return;
        if (Date.now() > deadline) throw new Error(`the server never answered initialize; the extension's log:\n${log.slice(-2000)}`);
        await page.waitForTimeout(250);
    }
}

let current = "";
async function step(name, fn) {
    current = name;
    const t0 = Date.now();
    await fn();
    console.log(`ok ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** The text of every notification on screen (toasts and the center). */
async function notifications() {
    return page.locator(".notification-list-item-message").allInnerTexts();
}

/** The text of the error notifications on screen. */
async function errorNotifications() {
    const errors = page.locator(".notification-list-item", { has: page.locator(".codicon-error") });
    return errors.locator(".notification-list-item-message").allInnerTexts();
}

/** Waits for a notification whose text matches `re`; fails early on an error notification. */
async function notification(re, timeout = 120_000) {
    const deadline = Date.now() + timeout;
    for (;;) {
        const texts = await notifications();
        const hit = texts.find((t) => re.test(t));
        if (hit) return hit;
        const errors = await errorNotifications();
        if (errors.length > 0) throw new Error(`error notification: ${errors.join(" | ")}`);
        if (Date.now() > deadline) throw new Error(`no notification matching ${re}; on screen: ${JSON.stringify(texts)}`);
        await page.waitForTimeout(250);
    }
}

async function clickNotificationButton(re, button) {
    const item = page.locator(".notification-list-item", { has: page.locator(".notification-list-item-message", { hasText: re }) }).first();
    await item.locator(".monaco-button", { hasText: button }).first().click();
}

const quickInput = page.locator(".quick-input-widget");

/** Runs a command from the palette by its full label. */
async function palette(label) {
    await page.keyboard.press("F1");
    if (!(await quickInput.waitFor({ state: "visible", timeout: 3_000 }).then(() => true, () => false))) {
        // The keyboard focus was outside the workbench: put it in the status bar and retry.
        await page.locator(".part.statusbar").click({ position: { x: 400, y: 10 } });
        await page.keyboard.press("F1");
        await quickInput.waitFor({ state: "visible" });
    }
    const input = quickInput.locator(".quick-input-box input");
    await input.fill(`>${label}`);
    const row = quickInput.locator(".monaco-list-row", { hasText: label }).first();
    await row.waitFor({ state: "visible" });
    await row.click();
}

/** Picks an item of the open quick pick. */
async function pick(label) {
    const row = quickInput.locator(".monaco-list-row", { hasText: label }).first();
    await row.waitFor({ state: "visible" });
    await row.click();
}

/** Answers an input box whose title contains `title`. */
async function answer(title, text) {
    await quickInput.locator(".quick-input-title", { hasText: title }).waitFor({ state: "visible" });
    const input = quickInput.locator(".quick-input-box input");
    await input.fill(text);
    await input.press("Enter");
}

/** Opens a workspace file with Quick Open. */
async function openFile(relative) {
    await palette("Go to File...").catch(async () => {
        await page.keyboard.press("Escape");
        await page.keyboard.press("Control+P");
    });
    const input = quickInput.locator(".quick-input-box input");
    await input.fill(relative);
    // Quick Open first lists recent files and filters asynchronously: wait until the focused
    // row is the file asked for (its name, then its folder).
    const [name, dir] = [path.basename(relative), path.dirname(relative)];
    const deadline = Date.now() + 20_000;
    for (;;) {
        const focused = await quickInput.locator(".monaco-list-row.focused").first().innerText().catch(() => "");
        if (focused.trim().startsWith(name) && focused.includes(dir)) break;
        if (Date.now() > deadline) throw new Error(`Quick Open does not offer ${relative} (focused: ${JSON.stringify(focused)})`);
        await page.waitForTimeout(100);
    }
    await input.press("Enter");
    await page.locator(`.tab.active[aria-label*="${path.basename(relative)}"]`).first().waitFor({ state: "visible" });
    await page.locator(".editor-instance .monaco-editor.focused").first().waitFor({ state: "attached" });
}

/** Shows the Investigations view (the activity bar entry toggles the side bar, so only when hidden). */
async function showInvestigations() {
    const view = page.locator(".pane", { has: page.locator(".pane-header", { hasText: "Investigations" }) }).first();
    if (!(await view.isVisible())) await page.locator('.activitybar .action-item a[aria-label^="bugbash"]').first().click();
    await view.waitFor({ state: "visible" });
    return view;
}

/** Whether the palette lists a command whose label contains `label`. */
async function paletteOffers(label) {
    await page.keyboard.press("F1");
    await quickInput.waitFor({ state: "visible" });
    await quickInput.locator(".quick-input-box input").fill(`>${label}`);
    await page.waitForTimeout(500);
    const rows = await quickInput.locator(".monaco-list-row").allInnerTexts();
    await page.keyboard.press("Escape");
    return rows.some((r) => r.includes(label));
}

/** Polls `predicate` for up to 20 s. */
async function waitFor(predicate, message) {
    const deadline = Date.now() + 20_000;
    while (!(await predicate())) {
        if (Date.now() > deadline) throw new Error(message);
        await page.waitForTimeout(500);
    }
}

/** Moves the cursor of the active editor to a 1-based line. */
async function goToLine(line) {
    await page.keyboard.press("F1");
    await quickInput.locator(".quick-input-box input").fill(`:${line}`);
    await quickInput.locator(".quick-input-box input").press("Enter");
    await quickInput.waitFor({ state: "hidden" });
}

/** Runs Apply Fix and confirms every change in the Refactor Preview (changes that need
 * confirmation start unchecked: a person ticks them), then presses Apply. */
async function applyThroughPreview(beforeConfirm, shotName) {
    await palette("bugbash: Apply Fix");
    const panel = page.locator(".monaco-workbench .part.panel");
    const apply = panel.locator(".monaco-button", { hasText: /^Apply$/ }).first();
    await apply.waitFor({ state: "visible", timeout: 30_000 });
    beforeConfirm();
    const files = panel.locator('.monaco-list-row[aria-level="1"]:visible');
    const n = await files.count();
    if (n < 1) throw new Error("the refactor preview lists no file");
    for (let i = 0; i < n; i++) {
        const row = files.nth(i);
        const box = row.locator('input[type="checkbox"], .monaco-checkbox, .monaco-custom-toggle').first();
        const checked = (await row.getAttribute("aria-checked")) ?? (await box.getAttribute("aria-checked"));
        if (checked !== "true") await box.click();
    }
    await shot(shotName);
    await apply.click();
}

/** The lines of the visible text editors, as rendered in the DOM. */
async function editorText(scope = ".editor-instance .monaco-editor") {
    return (await page.locator(`${scope} .view-line`).allInnerTexts()).join("\n");
}

let id = "";
try {
  if (process.env.MODE === "restricted") {
    await step("restricted mode: code-server asks whether to trust the workspace; no", async () => {
        await page.goto(`${CS_URL}/?folder=${encodeURIComponent(WS)}`);
        await page.locator(".monaco-workbench").waitFor({ state: "visible", timeout: 60_000 });
        const dialog = page.locator(".monaco-dialog-box");
        await dialog.waitFor({ state: "visible", timeout: 30_000 });
        await dialog.locator(".monaco-button", { hasText: /^No, I don.t trust/ }).click();
        await dialog.waitFor({ state: "hidden" });
    });
    await step("restricted mode: Investigate is refused with a message saying why", async () => {
        await openFile("tests/test_stock.py");
        await palette("bugbash: Investigate Failing Test");
        const text = await notification(/Restricted Mode/, 30_000);
        console.log(`   ${text}`);
        await shot("restricted-mode");
        if (existsSync(path.join(WS, ".bugbash"))) throw new Error("something ran: .bugbash/ exists in the untrusted workspace");
        await serverHealthy();
        // The server took the settings (initializationOptions) without complaint.
        const complaints = (await notifications()).filter((t) => t.startsWith("bugbash: ") && !t.includes("Restricted Mode"));
        if (complaints.length > 0) throw new Error(`the server rejected the settings: ${complaints.join(" | ")}`);
    });
    console.log("vscode e2e (restricted mode): all steps passed");
  } else {
    await step("code-server loads the workspace", async () => {
        await page.goto(`${CS_URL}/?folder=${encodeURIComponent(WS)}`);
        await page.locator(".monaco-workbench").waitFor({ state: "visible", timeout: 60_000 });
        await page.locator(".explorer-folders-view, .explorer-viewlet").first().waitFor({ state: "visible", timeout: 30_000 }).catch(() => {});
    });

    await step("the extension is installed and activates on a Python file", async () => {
        await openFile("tests/test_stock.py");
        // The Investigations view of the extension's activity bar entry.
        await page.locator('.activitybar .action-item a[aria-label^="bugbash"]').first().waitFor({ state: "visible" });
    });

    await step("a light-bulb Reject asks for the reason (an investigation made with the CLI)", async () => {
        // A first investigation, made in a terminal: the server notices it through its watcher.
        const cli = (...args) => execFileSync(BUGBASH_BIN, [...args, "--no-color"], { cwd: WS, encoding: "utf8" });
        const created = cli("init", "Renaming an item loses it", "--test", "python3 -m unittest discover -s tests -t . -v");
        const other = created.match(/Created bug investigation: (\S+)/)[1];
        cli("analyze", other, "--stop-at", "analyze");
        cli("plan", other, "--patch", FIX_PATCH);
        await openFile("inventory/stock.py");
        await goToLine(44);
        await page.locator(".editor-instance .monaco-editor .squiggly-error, .editor-instance .monaco-editor .squiggly-warning").first().waitFor({ state: "attached", timeout: 30_000 });
        await page.keyboard.press("Control+Period");
        const item = page.locator(".action-widget .monaco-list-row", { hasText: `Reject fix plan (${other})` });
        await item.first().waitFor({ state: "visible" });
        await shot("code-actions");
        // The action widget takes the keyboard (a pointer block covers it): move to the item.
        for (let i = 0; i < 12; i++) {
            const focused = await page.locator(".action-widget .monaco-list-row.focused").first().innerText().catch(() => "");
            if (focused.includes(`Reject fix plan (${other})`)) break;
            await page.keyboard.press("ArrowDown");
        }
        await page.keyboard.press("Enter");
        await answer("reject the fix plan", "Testing the reason prompt of the light bulb");
        await notification(new RegExp(`bugbash ${other}: WONT_FIX`), 20_000);
        const state = JSON.parse(readFileSync(path.join(WS, ".bugbash/bugs", other, "state.json"), "utf8"));
        if (String(state.phase).toUpperCase() !== "WONT_FIX") throw new Error(`the rejected investigation is ${state.phase}`);
        if (!String(state.rejection_reason ?? "").includes("reason prompt")) throw new Error(`the reason was not recorded: ${state.rejection_reason}`);
    });

    await step("a wrong fix ends BLOCKED with a notification; Roll Back restores the files", async () => {
        // Made and approved with the CLI (wrong.patch: no KeyError, but the old SKU stays).
        const cli = (...args) => execFileSync(BUGBASH_BIN, [...args, "--no-color"], { cwd: WS, encoding: "utf8" });
        const created = cli("init", "Renaming keeps the old SKU", "--test", "python3 -m unittest discover -s tests -t . -v");
        const wrong = created.match(/Created bug investigation: (\S+)/)[1];
        cli("analyze", wrong, "--stop-at", "analyze");
        cli("plan", wrong, "--patch", WRONG_PATCH);
        cli("approve", wrong);
        const before = readFileSync(stockPy, "utf8");
        // The server's store watcher tells the extension: the view shows it approved.
        const view = await showInvestigations();
        await view.locator(".monaco-list-row", { hasText: "Approved: ready to apply" }).waitFor({ state: "visible", timeout: 30_000 });
        await applyThroughPreview(() => {}, "refactor-preview-wrong-fix");
        const text = await notification(new RegExp(`bugbash ${wrong}: BLOCKED`), 180_000);
        console.log(`   ${text.split("\n")[0].slice(0, 160)}`);
        await shot("blocked");
        await clickNotificationButton(new RegExp(`bugbash ${wrong}: BLOCKED`), "Roll Back");
        const dialog = page.locator(".monaco-dialog-box");
        await dialog.waitFor({ state: "visible" });
        await dialog.locator(".monaco-button", { hasText: "Roll Back" }).first().click();
        await notification(new RegExp(`bugbash ${wrong}: rolled back`), 20_000);
        if (readFileSync(stockPy, "utf8") !== before) throw new Error("stock.py was not restored by the rollback");
        if (existsSync(path.join(WS, "tests/test_rename_regression.py"))) throw new Error("the created test file is still there after the rollback");
        await page.locator(".tab.dirty").first().waitFor({ state: "detached", timeout: 5_000 }).catch(() => {});
    });

    await step("Investigate Failing Test from the command palette, the test under the cursor", async () => {
        // The cursor inside StockTest.test_rename_sku_moves_item (tests/test_stock.py:26).
        await openFile("tests/test_stock.py");
        await goToLine(26);
        await page.locator(".editor-instance .monaco-editor .current-line").first().waitFor({ state: "attached" });
        await palette("bugbash: Investigate Failing Test");
        await pick("The test under the cursor");
        await answer("what is wrong", DESCRIPTION);
        const text = await notification(/^bugbash \S+: (root cause at|.*fix plan)/);
        id = text.match(/^bugbash (\S+):/)[1];
        console.log(`   investigation ${id}: ${text}`);
    });

    await step("the root-cause diagnostic is in the editor and the Problems panel", async () => {
        // The report opened inventory/stock.py at the root cause.
        await page.locator('.tab.active[aria-label*="stock.py"]').waitFor({ state: "visible" });
        const squiggle = page.locator(".editor-instance .monaco-editor .squiggly-error, .editor-instance .monaco-editor .squiggly-warning");
        await squiggle.first().waitFor({ state: "attached", timeout: 30_000 });
        await palette("View: Focus Problems");
        const problem = page.locator(".markers-panel .monaco-list-row", { hasText: "[" });
        await problem.first().waitFor({ state: "visible" });
        const rows = await page.locator(".markers-panel .monaco-list-row").allInnerTexts();
        const row = rows.find((r) => r.includes(id));
        if (!row) throw new Error(`no Problems row for ${id}: ${JSON.stringify(rows)}`);
        if (!/\[(ANALYZED|PLANNED)\]/.test(row) || !/Ln 44|44/.test(row)) {
            throw new Error(`the Problems row is not the root cause at line 44: ${row}`);
        }
        console.log(`   problem: ${row.replace(/\s+/g, " ")}`);
        await shot("root-cause-diagnostic");
    });

    await step("a fix plan exists (imported with the CLI when the server has no planner)", async () => {
        const state = JSON.parse(readFileSync(path.join(WS, ".bugbash/bugs", id, "state.json"), "utf8"));
        const phase = state.phase;
        console.log(`   phase after investigate: ${phase}`);
        if (String(phase).toUpperCase() === "ANALYZED") {
            console.log("   SKIPPED planning in the editor: the investigation is ANALYZED without a plan (no offline planner); importing fix.patch with the CLI");
            const out = execFileSync(BUGBASH_BIN, ["plan", id, "--patch", FIX_PATCH, "--no-color"], { cwd: WS, encoding: "utf8" });
            console.log(`   ${out.split("\n")[0]}`);
            importedPatch = true;
        } else {
            console.log(`   the server planned the fix itself (planner: ${state.fix_plan?.planner})`);
        }
        // The server watches the store: the status bar counts the plan awaiting approval.
        await page.locator(".statusbar-item", { hasText: "1 fix plan to approve" }).waitFor({ state: "visible", timeout: 30_000 });
    });

    await step("the Investigations view groups it under Planned", async () => {
        const view = await showInvestigations();
        await view.locator(".monaco-list-row", { hasText: "Planned: awaiting approval" }).waitFor({ state: "visible" });
        await view.locator(".monaco-list-row", { hasText: id }).first().waitFor({ state: "visible" });
    });

    await step("Apply Fix is not offered before approval", async () => {
        if (await paletteOffers("bugbash: Apply Fix")) throw new Error("the palette offers Apply Fix for a PLANNED investigation");
    });

    await step("Show Fix Plan opens the plan as a diff editor", async () => {
        await palette("bugbash: Show Fix Plan");
        const diff = page.locator(".monaco-diff-editor").first();
        await diff.waitFor({ state: "visible" });
        await page.waitForFunction(
            () => [...document.querySelectorAll(".monaco-diff-editor .view-line")].some((e) => e.textContent.includes("pop(old_sku)")),
            undefined,
            { timeout: 20_000 },
        );
        const text = (await page.locator(".monaco-diff-editor .view-line").allInnerTexts()).join("\n");
        if (!text.includes("pop(new_sku)")) throw new Error("the diff does not show the original line");
        await notification(/Approve it\?/, 20_000);
        await shot("plan-diff");
        await docsShot("vscode-flow.png");
    });

    await step("Approve (the hash of the plan that was shown)", async () => {
        await palette("bugbash: Approve Fix Plan");
        const dialog = page.locator(".monaco-dialog-box");
        await dialog.waitFor({ state: "visible" });
        await shot("approve-dialog");
        await dialog.locator(".monaco-button", { hasText: "Approve" }).first().click();
        await notification(/fix plan approved/, 30_000);
        const state = JSON.parse(readFileSync(path.join(WS, ".bugbash/bugs", id, "state.json"), "utf8"));
        console.log(`   phase: ${state.phase}`);
    });

    await step("a plan changed after approval is not offered for applying", async () => {
        // Change the approved plan behind the editor's back (as a tampered store would).
        const file = path.join(WS, ".bugbash/bugs", id, "state.json");
        const approved = readFileSync(file, "utf8");
        const state = JSON.parse(approved);
        const change = state.fix_plan.changes.find((c) => c.file_path === "inventory/stock.py");
        change.proposed_code = change.proposed_code.replace("pop(old_sku)", "pop(old_sku, None)");
        writeFileSync(`${file}.e2e`, JSON.stringify(state, null, 2));
        renameSync(`${file}.e2e`, file);
        await waitFor(async () => !(await paletteOffers("bugbash: Apply Fix")), "Apply Fix still offered for a changed plan");
        // Nor in the light bulb on the root-cause line.
        await openFile("inventory/stock.py");
        await goToLine(44);
        await page.keyboard.press("Control+Period");
        await page.locator(".action-widget .monaco-list-row").first().waitFor({ state: "visible" });
        const actions = await page.locator(".action-widget .monaco-list-row").allInnerTexts();
        await page.keyboard.press("Escape");
        if (actions.some((a) => a.includes(`Apply approved fix (${id})`))) throw new Error(`the light bulb offers to apply a changed plan: ${actions}`);
        // The approved plan back: Apply is offered again.
        writeFileSync(`${file}.e2e`, approved);
        renameSync(`${file}.e2e`, file);
        await waitFor(() => paletteOffers("bugbash: Apply Fix"), "Apply Fix not offered again for the approved plan");
    });

    await step("Apply Fix shows the refactor preview, then writes, saves and verifies: FIXED", async () => {
        const before = readFileSync(stockPy, "utf8");
        if (!before.includes("pop(new_sku)")) throw new Error("stock.py changed before the fix was applied");
        await applyThroughPreview(() => {
            if (readFileSync(stockPy, "utf8") !== before) throw new Error("the file changed before the preview was confirmed");
        }, "refactor-preview");
        await notification(/FIXED/, 180_000);
        await page.locator(".notification-list-item-message", { hasText: "Verifying" }).first().waitFor({ state: "hidden", timeout: 10_000 }).catch(() => {});
        await shot("fixed");
    });

    await step("the file content changed on disk and in the editor", async () => {
        const after = readFileSync(stockPy, "utf8");
        if (!after.includes("item = self._items.pop(old_sku)")) throw new Error(`stock.py was not fixed:\n${after}`);
        // fix.patch also creates a regression test; the offline mutation plan changes the line alone.
        if (importedPatch) readFileSync(path.join(WS, "tests/test_rename_regression.py"), "utf8");
        await openFile("inventory/stock.py");
        const text = await editorText();
        if (!text.includes("pop(old_sku)")) throw new Error("the editor does not show the fixed line");
        const dirty = await page.locator(".tab.dirty").count();
        if (dirty > 0) throw new Error(`${dirty} editors are left unsaved`);
        const state = JSON.parse(readFileSync(path.join(WS, ".bugbash/bugs", id, "state.json"), "utf8"));
        const phase = String(state.phase).toUpperCase();
        if (phase !== "FIXED") throw new Error(`the store says ${phase}`);
        const view = await showInvestigations();
        await view.locator(".monaco-list-row", { hasText: "Fixed" }).first().waitFor({ state: "visible" });
        // The lens and the diagnostic of a FIXED investigation are gone.
        await page.waitForFunction(() => ![...document.querySelectorAll(".codelens-decoration")].some((e) => e.textContent.includes("VERIFYING")), undefined, { timeout: 10_000 });
        await shot("fixed-tree");
    });
    await step("the server ran the whole flow without a panic", serverHealthy);
    console.log("vscode e2e: all steps passed");
  }
} catch (e) {
    console.error(`not ok ${current}: ${e instanceof Error ? e.message : e}`);
    try {
        await shot("FAILED");
        writeFileSync(path.join(OUT, "failure.txt"), `${current}\n${e instanceof Error ? e.stack : e}\n\nnotifications:\n${(await notifications()).join("\n")}\n\nconsole errors:\n${consoleErrors.join("\n")}\n`);
    } catch {}
    process.exitCode = 1;
} finally {
    await browser.close();
}
