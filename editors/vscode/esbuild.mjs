// Bundles the extension into dist/extension.js (`vscode` stays external), or with --tests the
// Node unit tests into out/test/ (they import no `vscode`).
import * as esbuild from "esbuild";
import { readdirSync } from "node:fs";

const tests = process.argv.includes("--tests");
const watch = process.argv.includes("--watch");

const options = tests
  ? {
      entryPoints: readdirSync("test").filter((f) => f.endsWith(".test.ts")).map((f) => `test/${f}`),
      outdir: "out/test",
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      sourcemap: true,
      external: ["vscode", "typescript"],
    }
  : {
      entryPoints: ["src/extension.ts"],
      outfile: "dist/extension.js",
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      external: ["vscode"],
      sourcemap: true,
      minify: !watch,
      logLevel: "info",
    };

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await esbuild.build(options);
}
