/**
 * One path of the pipe rows in a process of its own, on the BUILT package
 * (plain Node, `import('codex-rx/node')` resolved through package.json's
 * exports to dist/): spawns the stand-in server ($PIPE_BENCH_EXE, writing the
 * turn in $PIPE_BENCH_FILE), connects, runs three turns untimed (compiles
 * the code), then times cycles of a full GC and two turns.
 *
 *   node --expose-gc bench/pipe-runner.mjs <path> <lines> <cycles>
 *   node --expose-gc bench/pipe-runner.mjs <path> <lines> heap <notifications>
 *
 * path: `floor` (plain Node: setEncoding, split on '\n', JSON.parse each line),
 * `events` (the library's stdio transport to an `events$` subscriber) or
 * `run` (to `client.run()` snapshots, until the last is done). Prints one JSON
 * line: `{ fresh, warm }`, each `{ wall, cpu }`: ms from writing `turn/start`
 * to the turn's last line parsed / event received / snapshot, and the CPU
 * time of this process in that window, of each cycle's two turns: the first
 * after a full GC (the heap just collected and shrunk), then one more. With
 * `heap`: heapUsed after a full GC before and after passes of
 * `<notifications>` in all.
 */
import { spawn } from 'node:child_process';

const THREAD = '019a9b2c-7d3e-7f10-9a4b-3c2d1e0f9a8b';
const [path, linesArg, third, fourth] = process.argv.slice(2);
const lineCount = Number(linesArg);
const exe = process.env.PIPE_BENCH_EXE;
const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('run with node --expose-gc');

/** Plain Node on the same child: spawn, write requests by hand, split + JSON.parse. */
function floorPath() {
  const child = spawn(exe, ['app-server', '--listen', 'stdio://'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdout.setEncoding('utf8');
  let carry = '';
  let seen = 0;
  let sink = 0;
  let want = Infinity;
  let onDone = null;
  child.stdout.on('data', (chunk) => {
    const parts = chunk.split('\n');
    parts[0] = carry + parts[0];
    carry = parts.pop();
    for (const part of parts) {
      if (part.length === 0) continue;
      const value = JSON.parse(part);
      if (value.method !== undefined) sink += value.method.length;
      if (++seen === want) onDone?.();
    }
  });
  let id = 0;
  const call = (method, n) =>
    new Promise((resolve) => {
      want = seen + n;
      onDone = resolve;
      child.stdin.write(`${JSON.stringify({ id: ++id, method, params: {} })}\n`);
    });
  return {
    open: () => call('initialize', 1),
    async pass() {
      await call('turn/start', lineCount + 1);
      if (sink === 0) throw new Error('nothing parsed');
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin.end();
      }),
  };
}

/** A client over the library's stdio transport, connected (initialize answered). */
async function libraryPath(kind) {
  const { Client, createStdioTransport } = await import('codex-rx/node');
  const transport = createStdioTransport({ mode: 'standalone', executable: exe, env: process.env });
  let client;
  let connection;
  let seen = 0;
  let want = Infinity;
  let onDone = null;
  let events;
  return {
    open: () =>
      new Promise((resolve, reject) => {
        connection = Client.connect(transport, {
          clientInfo: { name: 'bench', version: '0' },
        }).subscribe({
          next: (c) => {
            client = c;
            if (kind === 'events')
              events = c.events$.subscribe(() => {
                if (++seen === want) onDone?.();
              });
            resolve();
          },
          error: reject,
        });
      }),
    pass: () =>
      new Promise((resolve, reject) => {
        if (kind === 'events') {
          want = seen + lineCount;
          onDone = resolve;
          client.startTurn({ threadId: THREAD, input: [] }).subscribe({ error: reject });
          return;
        }
        let last = null;
        client.run(THREAD, 'go').subscribe({
          next: (snapshot) => (last = snapshot),
          error: reject,
          complete: () => (last?.done ? resolve() : reject(new Error('the turn did not complete'))),
        });
      }),
    close: async () => {
      events?.unsubscribe();
      connection.unsubscribe();
      await transport.released?.();
    },
  };
}

/** Runs `fn`, adding its wall and CPU (user + system, all threads) ms to `into`. */
async function timed(fn, into) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  into.wall.push(performance.now() - t0);
  const { user, system } = process.cpuUsage(c0);
  into.cpu.push((user + system) / 1000);
}

const subject = path === 'floor' ? floorPath() : await libraryPath(path);
await subject.open();
if (third === 'heap') {
  const passes = Math.ceil(Number(fourth) / lineCount);
  await subject.pass(); // code, caches, buffers
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  for (let i = 0; i < passes; i++) {
    await subject.pass();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  await subject.close();
  console.log(JSON.stringify({ notifications: passes * lineCount, before, after, peak }));
} else {
  for (let i = 0; i < 3; i++) await subject.pass(); // compiles the code (TurboFan runs on other threads)
  const fresh = { wall: [], cpu: [] };
  const warm = { wall: [], cpu: [] };
  for (let i = 0; i < Number(third); i++) {
    gc();
    await timed(subject.pass, fresh);
    await timed(subject.pass, warm);
  }
  await subject.close();
  console.log(JSON.stringify({ fresh, warm }));
}
