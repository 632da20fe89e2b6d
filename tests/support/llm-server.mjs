// A real language model behind the OpenAI chat-completions wire format, for bugbash's tests.
//
// Usage: node tests/support/llm-server.mjs --model FILE.gguf --tools DIR [--port 0] [--ctx 2048]
//        [--threads 1] [--log FILE]
//   --log: append every request body (one JSON object a line) to FILE, for tests to inspect.
//   --tools: the folder whose node_modules holds node-llama-cpp (scripts/test-llm.sh makes it).
//
// Serves on 127.0.0.1 (port 0: a free one) and prints one line `listening http://127.0.0.1:PORT`
// on stdout once the model is loaded. Endpoints:
//   GET  /v1/models            the loaded model
//   POST /v1/chat/completions  non-streaming; `response_format` {type: "json_schema"} is enforced
//                              with a grammar made from the schema, {type: "json_object"} with a
//                              JSON grammar; `max_tokens`, `temperature`; the answer carries
//                              `usage` (prompt and completion tokens, counted by the model's
//                              tokenizer) and `finish_reason` ("stop", or "length" when cut at
//                              max_tokens).
//   GET  /stats                requests served, for tests that count calls.
// Requests are answered one at a time (one model context). Errors use OpenAI's error shape; a
// schema the grammar cannot express is a 400 naming response_format, as hosted APIs do.
// Each request is logged on stderr (duration, tokens, finish reason).

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const modelPath = arg("model", process.env.BUGBASH_LLM_MODEL);
const tools = arg("tools", process.env.BUGBASH_LLM_TOOLS);
const port = Number(arg("port", "0"));
const contextSize = Number(arg("ctx", "2048"));
// One thread: on a busy machine more threads spin against each other and generation stalls.
const threads = Number(arg("threads", "1"));
const logFile = arg("log", undefined);
if (!modelPath || !tools) {
  console.error("usage: llm-server.mjs --model FILE.gguf --tools DIR");
  process.exit(2);
}

const lib = await import(
  pathToFileURL(path.join(tools, "node_modules", "node-llama-cpp", "dist", "index.js")).href
);
const { getLlama, LlamaChatSession } = lib;

const started = Date.now();
const llama = await getLlama({ gpu: false, build: "never", logLevel: "error" });
const model = await llama.loadModel({ modelPath });
const context = await model.createContext({ contextSize, sequences: 1, threads });
const modelName = path.basename(modelPath).replace(/\.gguf$/, "");
console.error(`llm-server: ${modelName} loaded in ${Date.now() - started} ms`);

let served = 0;
let queue = Promise.resolve();

/** JSON Schema (as bugbash and OpenAI clients send it) -> the subset node-llama-cpp compiles. */
function toGbnfSchema(s) {
  if (Array.isArray(s)) return s.map(toGbnfSchema);
  if (s === null || typeof s !== "object") return s;
  const out = {};
  for (const [k, v] of Object.entries(s)) {
    switch (k) {
      case "anyOf":
      case "oneOf":
        out.oneOf = v.map(toGbnfSchema);
        break;
      case "properties":
        out.properties = Object.fromEntries(
          Object.entries(v).map(([name, sub]) => [name, toGbnfSchema(sub)]),
        );
        break;
      case "items":
      case "additionalProperties":
        out[k] = toGbnfSchema(v);
        break;
      case "$defs":
        out.$defs = Object.fromEntries(
          Object.entries(v).map(([name, sub]) => [name, toGbnfSchema(sub)]),
        );
        break;
      case "type":
      case "enum":
      case "const":
      case "$ref":
      case "minItems":
      case "maxItems":
      case "minLength":
      case "maxLength":
      case "prefixItems":
      case "description":
        out[k] = v;
        break;
      default:
        // title, required (always all properties here), minimum, format, $schema, ...: dropped.
        break;
    }
  }
  return out;
}

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function error(res, status, message, param) {
  send(res, status, {
    error: { message, type: "invalid_request_error", param: param ?? null, code: null },
  });
}

async function complete(body, signal) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const system = messages.filter((m) => m.role === "system").map((m) => m.content).join("\n\n");
  const turns = messages.filter((m) => m.role !== "system");
  const last = turns.at(-1);
  if (!last || last.role !== "user") {
    throw Object.assign(new Error("the last message must be from the user"), { status: 400, param: "messages" });
  }
  let grammar;
  const rf = body.response_format;
  if (rf?.type === "json_schema") {
    const schema = rf.json_schema?.schema;
    if (!schema) {
      throw Object.assign(new Error("response_format.json_schema.schema is required"), { status: 400, param: "response_format" });
    }
    try {
      grammar = await llama.createGrammarForJsonSchema(toGbnfSchema(schema));
    } catch (e) {
      throw Object.assign(new Error(`invalid response_format json_schema: ${e.message}`), { status: 400, param: "response_format" });
    }
  } else if (rf?.type === "json_object") {
    grammar = await llama.getGrammarFor("json");
  }
  const sequence = context.getSequence();
  const before = { input: sequence.tokenMeter.usedInputTokens, output: sequence.tokenMeter.usedOutputTokens };
  const session = new LlamaChatSession({ contextSequence: sequence, systemPrompt: system || undefined });
  try {
    const history = [];
    if (system) history.push({ type: "system", text: system });
    for (const m of turns.slice(0, -1)) {
      if (m.role === "assistant") history.push({ type: "model", response: [String(m.content ?? "")] });
      else history.push({ type: "user", text: String(m.content ?? "") });
    }
    if (history.length > 0) session.setChatHistory(history);
    const maxTokens = Number.isInteger(body.max_tokens) ? body.max_tokens : 256;
    const { responseText, stopReason } = await session.promptWithMeta(String(last.content ?? ""), {
      grammar,
      maxTokens,
      temperature: typeof body.temperature === "number" ? body.temperature : 0,
      seed: Number.isInteger(body.seed) ? body.seed : 42,
      signal,
    });
    const usage = {
      prompt_tokens: sequence.tokenMeter.usedInputTokens - before.input,
      completion_tokens: sequence.tokenMeter.usedOutputTokens - before.output,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    return { text: responseText, finish: stopReason === "maxTokens" ? "length" : "stop", usage };
  } finally {
    session.dispose({ disposeSequence: true });
  }
}

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === "/v1/models") {
    return send(res, 200, { object: "list", data: [{ id: modelName, object: "model", owned_by: "local" }] });
  }
  if (req.method === "GET" && req.url === "/stats") {
    return send(res, 200, { served });
  }
  if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
    return error(res, 404, `no route ${req.method} ${req.url}`);
  }
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch (e) {
      return error(res, 400, `the body is not JSON: ${e.message}`);
    }
    if (logFile) fs.appendFileSync(logFile, `${JSON.stringify(body)}\n`);
    queue = queue.then(async () => {
      if (res.destroyed || req.socket.destroyed) {
        console.error("llm-server: client gone before its turn; skipped");
        return;
      }
      const t0 = Date.now();
      // A client that gives up (its timeout) stops the generation: the next request need not wait.
      const abort = new AbortController();
      res.on("close", () => {
        if (!res.writableEnded) abort.abort();
      });
      try {
        const out = await complete(body, abort.signal);
        served += 1;
        console.error(
          `llm-server: ${Date.now() - t0} ms, ${out.usage.prompt_tokens} in / ${out.usage.completion_tokens} out, finish ${out.finish}, schema ${body.response_format?.type ?? "none"}`,
        );
        send(res, 200, {
          id: `chatcmpl-${served}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: modelName,
          choices: [{ index: 0, message: { role: "assistant", content: out.text }, finish_reason: out.finish }],
          usage: out.usage,
        });
      } catch (e) {
        console.error(`llm-server: error after ${Date.now() - t0} ms: ${e.message}`);
        if (!res.headersSent) error(res, e.status ?? 500, e.message, e.param);
      }
    });
  });
});

server.listen(port, "127.0.0.1", () => {
  console.log(`listening http://127.0.0.1:${server.address().port}`);
});

for (const sig of ["SIGTERM", "SIGINT"]) {
  process.on(sig, () => {
    server.close();
    process.exit(0);
  });
}
