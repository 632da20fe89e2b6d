'use strict';
// bugbash's hang watchdog for Node, loaded with `--require` in runs bugbash starts (never
// written into the project): the process opens its inspector on a loopback port, and a worker
// thread, at the deadline, pauses the main thread through it and prints where it was.
const ms = Number(process.env.BUGBASH_HANG_MS || 0);
const { isMainThread, Worker } = require('node:worker_threads');
if (ms > 0 && isMainThread) {
  const inspector = require('node:inspector');
  let url = inspector.url();
  if (!url) {
    try {
      inspector.open(0, '127.0.0.1', false);
      url = inspector.url();
      // The inspector is the watchdog's, not the user's: code that asks whether it is being
      // debugged (AVA enters its debug mode, and refuses to run at all under CI) is told no.
      inspector.url = () => undefined;
      require('node:module').syncBuiltinESMExports();
    } catch (e) {
      // A process without an inspector (some runners' workers): no watchdog there.
    }
  }
  if (url) {
    const worker = new Worker(require('node:path').join(__dirname, 'hang-worker.cjs'), {
      workerData: { url, ms, pid: process.pid },
      execArgv: [],
      env: {},
      stdout: true,
      stderr: true,
    });
    // The worker asks before it pauses anything: a main thread that answers is not stuck.
    worker.on('message', () => worker.postMessage('alive'));
    worker.unref();
  }
}
