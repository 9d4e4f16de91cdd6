/**
 * Bytes in through a real pipe (issue 9): a child process (bench/pipe-child.ts)
 * writes the NDJSON notifications of one turn to its stdout; the library reads
 * them through its stdio transport (framing, parsing, decoding, routing) to an
 * `events$` subscriber, or to `thread.run()` snapshots. The floor is plain
 * Node reading the same child's pipe: `setEncoding('utf8')`, split on `'\n'`,
 * `JSON.parse` each line. Every case runs against a child of its own (spawned
 * once, untimed), rounds interleave the cases, and figures are medians.
 * Timing: from the `turn/start` request being written to the last line parsed
 * (floor), the last event received (`events$`) or the turn's last snapshot.
 *
 * Also measured in the same rounds, in process: decoding alone
 * (`decodeServerNotification` on the parsed messages) as a share of
 * `JSON.parse` of the same lines, so a slower codec shows here.
 *
 * `npm run bench -- pipe`
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, type Subscription } from 'rxjs';
import { Client } from '../lib/client/client.js';
import { decodeServerNotification } from '../lib/protocol/decode.js';
import { createStdioTransport } from '../lib/transport/stdio.js';
import type { BenchTable } from './table.js';

const THREAD = '019a9b2c-7d3e-7f10-9a4b-3c2d1e0f9a8b';
const TURN = '019a9b2c-8e4f-7a21-8b5c-4d3e2f1a0b9c';
const EMITTED = 1764675600000;

/** A stream shape: the lines of one turn. */
export interface PipeShape {
  readonly name: string;
  readonly lines: string[];
}

const line = (method: string, params: object): string =>
  JSON.stringify({ method, params, emittedAtMs: EMITTED });

/** Text of about `chars` characters (mostly ASCII, one accented letter per 28). */
const prose = (chars: number, seed: number): string =>
  `${seed} lorem ipsum dolor sit amét, `.repeat(Math.ceil(chars / 28) + 1).slice(0, chars);

/**
 * One turn: turn/started, then `items` items each streaming `deltasPerItem`
 * deltas of about `deltaBytes` bytes (a line each) and completing (agent
 * messages carry their text in item/completed, commands their output), then
 * turn/completed. `kind` picks agent messages or command output.
 */
export function turnLines(
  items: number,
  deltasPerItem: number,
  deltaBytes: number,
  kind: 'agentMessage' | 'commandExecution',
): string[] {
  const out: string[] = [];
  const turn = (status: string) => ({ id: TURN, items: [], status, error: null });
  out.push(line('turn/started', { threadId: THREAD, turn: turn('inProgress') }));
  const method =
    kind === 'agentMessage' ? 'item/agentMessage/delta' : 'item/commandExecution/outputDelta';
  const head = line(method, { threadId: THREAD, turnId: TURN, itemId: 'item_0000', delta: '' });
  const deltaChars = Math.max(1, deltaBytes - head.length);
  for (let i = 0; i < items; i++) {
    const id = `item_${i.toString().padStart(4, '0')}`;
    const started =
      kind === 'agentMessage'
        ? { type: 'agentMessage', id, text: '', phase: i === items - 1 ? 'final_answer' : null }
        : {
            type: 'commandExecution',
            id,
            command: 'cat big.log',
            cwd: '/w',
            processId: null,
            source: 'agent',
            status: 'inProgress',
            commandActions: [],
            aggregatedOutput: null,
            exitCode: null,
            durationMs: null,
          };
    out.push(
      line('item/started', { threadId: THREAD, turnId: TURN, item: started, startedAtMs: EMITTED }),
    );
    let text = '';
    for (let d = 0; d < deltasPerItem; d++) {
      const delta = prose(deltaChars, d);
      text += delta;
      out.push(line(method, { threadId: THREAD, turnId: TURN, itemId: id, delta }));
    }
    const completed =
      kind === 'agentMessage'
        ? { ...started, text }
        : { ...started, status: 'completed', aggregatedOutput: text, exitCode: 0, durationMs: 5 };
    out.push(
      line('item/completed', {
        threadId: THREAD,
        turnId: TURN,
        item: completed,
        completedAtMs: EMITTED,
      }),
    );
  }
  out.push(line('turn/completed', { threadId: THREAD, turn: turn('completed') }));
  return out;
}

/**
 * The shapes of the issue: 230-byte agent message deltas, 4 KB command output
 * deltas, and a 5 MB line (a command whose whole output arrives in one
 * outputDelta; its item/completed carries it again, so two 5 MB lines).
 */
export function pipeShapes(): PipeShape[] {
  return [
    { name: '230 B deltas', lines: turnLines(20, 1000, 230, 'agentMessage') },
    { name: '4 KB deltas', lines: turnLines(8, 256, 4096, 'commandExecution') },
    { name: '5 MB line', lines: turnLines(1, 1, 5 * 1024 * 1024, 'commandExecution') },
  ];
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** An executable that starts the stand-in server (the transport runs `<exe> app-server --listen stdio://`). */
export function childExecutable(dir: string): string {
  const exe = join(dir, 'fake-codex');
  const tsx = join(__dirname, '..', 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
  const child = join(__dirname, 'pipe-child.ts');
  writeFileSync(exe, `#!/bin/sh\nexec "${process.execPath}" --import "${tsx}" "${child}"\n`);
  chmodSync(exe, 0o755);
  return exe;
}

export interface Files {
  readonly exe: string;
  readonly env: Record<string, string>;
}

/** One timed pass of a path: resolves with ms from turn/start to the end. */
export type Path = { pass(): Promise<number>; close(): Promise<void> };

/** Plain Node: spawn, write requests by hand, split + JSON.parse. */
function floorPath(files: Files, lineCount: number): Path {
  const child: ChildProcessWithoutNullStreams = spawn(files.exe, [], {
    env: { ...process.env, ...files.env },
    stdio: ['pipe', 'pipe', 'inherit'],
  }) as unknown as ChildProcessWithoutNullStreams;
  child.stdout.setEncoding('utf8');
  let carry = '';
  let seen = 0;
  let sink = 0;
  let onDone: (() => void) | null = null;
  let want = Infinity;
  child.stdout.on('data', (chunk: string) => {
    const parts = chunk.split('\n');
    parts[0] = carry + (parts[0] as string);
    carry = parts.pop() as string;
    for (const part of parts) {
      if (part.length === 0) continue;
      const value = JSON.parse(part) as { method?: string };
      if (value.method !== undefined) sink += value.method.length;
      if (++seen === want) onDone?.();
    }
  });
  let id = 0;
  const call = (method: string, n: number): Promise<number> =>
    new Promise((resolve) => {
      const t0 = performance.now();
      want = seen + n;
      onDone = () => resolve(performance.now() - t0);
      child.stdin.write(`${JSON.stringify({ id: ++id, method, params: {} })}\n`);
    });
  let ready: Promise<unknown> = call('initialize', 1);
  return {
    async pass() {
      await ready;
      ready = Promise.resolve();
      const ms = await call('turn/start', lineCount + 1);
      if (sink === 0) throw new Error('nothing parsed');
      return ms;
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

/** A connected client over the stdio transport; `close` unsubscribes (Client.connect owns the client). */
function client(files: Files): Promise<{ c: Client; close(): Promise<void> }> {
  const transport = createStdioTransport({
    mode: 'standalone',
    executable: files.exe,
    env: { ...process.env, ...files.env },
  });
  return new Promise((resolve, reject) => {
    const sub = Client.connect(transport, {
      clientInfo: { name: 'bench', version: '0' },
    }).subscribe({
      next: (c) =>
        resolve({
          c,
          close: async () => {
            sub.unsubscribe();
            await transport.released?.();
          },
        }),
      error: reject,
    });
  });
}

/** The library to `events$`: counts events until turn/completed. */
export async function eventsPath(files: Files, lineCount: number): Promise<Path> {
  const { c, close } = await client(files);
  let seen = 0;
  let want = Infinity;
  let onDone: (() => void) | null = null;
  const sub: Subscription = c.events$.subscribe(() => {
    if (++seen === want) onDone?.();
  });
  return {
    pass: () =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        want = seen + lineCount;
        onDone = () => resolve(performance.now() - t0);
        c.startTurn({ threadId: THREAD, input: [] }).subscribe({ error: reject });
      }),
    close: async () => {
      sub.unsubscribe();
      await close();
    },
  };
}

/** The library to `thread.run()` snapshots (`client.run`, which thread.run() is): the reducer on every event. */
export async function runPath(files: Files): Promise<Path> {
  const { c, close } = await client(files);
  return {
    pass: async () => {
      const t0 = performance.now();
      const last = await lastValueFrom(c.run(THREAD, 'go'), { defaultValue: null });
      if (last === null || !last.done) throw new Error('turn did not complete');
      return performance.now() - t0;
    },
    close,
  };
}

/** ns per line of JSON.parse and of decodeServerNotification on the same lines, in process. */
function decodeShare(lines: readonly string[]): { parse: number; decode: number } {
  const parsed = lines.map((l) => JSON.parse(l) as { method: string; params: unknown });
  let sink = 0;
  const parse = (): void => {
    for (const l of lines) sink += (JSON.parse(l) as { method: string }).method.length;
  };
  const decode = (): void => {
    for (const m of parsed) if (decodeServerNotification(m)._tag === 'Right') sink++;
  };
  const time = (fn: () => void): number => {
    const t0 = process.hrtime.bigint();
    fn();
    return Number(process.hrtime.bigint() - t0) / lines.length;
  };
  parse();
  decode();
  const p: number[] = [];
  const d: number[] = [];
  for (let i = 0; i < 9; i++) {
    p.push(time(parse));
    d.push(time(decode));
  }
  if (sink === 0) throw new Error('nothing decoded');
  return { parse: median(p), decode: median(d) };
}

/** Writes a shape's stream and turn for the stand-in server; the files it reads. */
export function writeShape(dir: string, exe: string, shape: PipeShape): Files {
  const body = join(dir, 'turn.ndjson');
  const turn = join(dir, 'turn.json');
  writeFileSync(body, shape.lines.join('\n') + '\n');
  writeFileSync(turn, JSON.stringify({ id: TURN, items: [], status: 'inProgress', error: null }));
  return { exe, env: { PIPE_BENCH_FILE: body, PIPE_BENCH_TURN: turn } };
}

const pct = (x: number): string => `${(x * 100).toFixed(0)}%`;

export async function run(): Promise<BenchTable> {
  const rounds = Number(process.env['PIPE_BENCH_ROUNDS'] ?? 9);
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-pipe-'));
  const rows: Array<Record<string, string | number>> = [];
  try {
    const exe = childExecutable(dir);
    const only = process.env['PIPE_BENCH_SHAPES']; // e.g. '230' runs the shapes whose name contains it
    for (const shape of pipeShapes().filter((s) => only === undefined || s.name.includes(only))) {
      const files = writeShape(dir, exe, shape);
      const n = shape.lines.length;
      const paths: Path[] = [floorPath(files, n), await eventsPath(files, n), await runPath(files)];
      const times: number[][] = paths.map(() => []);
      try {
        for (const p of paths) await p.pass(); // warm-up
        for (let r = 0; r < rounds; r++)
          for (const [i, p] of paths.entries()) times[i]?.push(await p.pass());
      } finally {
        await Promise.all(paths.map((p) => p.close()));
      }
      const [floor, events, snapshots] = times.map(median) as [number, number, number];
      const { parse, decode } = decodeShare(shape.lines);
      const bytes = shape.lines.reduce((s, l) => s + Buffer.byteLength(l) + 1, 0);
      const mbps = (ms: number): string => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;
      rows.push({
        shape: `${shape.name} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${n} lines)`,
        'floor: split + JSON.parse': mbps(floor),
        'events$ (target 70%)': `${mbps(events)} = ${pct(floor / events)}`,
        'thread.run() (target 50%)': `${mbps(snapshots)} = ${pct(floor / snapshots)}`,
        'decode alone vs JSON.parse': `${pct(decode / parse)} of parse time`,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    title:
      'bytes in through a real pipe: child stdout -> events$ / thread.run(), as % of plain Node on the same pipe',
    rows,
    notes: [
      `Medians of ${rounds} interleaved rounds (PIPE_BENCH_ROUNDS); each path reads its own child process.`,
      'floor = setEncoding + split("\\n") + JSON.parse; % = floor time / path time (higher is better).',
      'decode alone = decodeServerNotification on pre-parsed messages, ns per line as a share of JSON.parse of the line.',
    ],
  };
}
