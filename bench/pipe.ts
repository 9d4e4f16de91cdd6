/**
 * Bytes in through a real pipe, on the built package: a child process
 * (bench/pipe-child.mjs) writes the NDJSON notifications of one turn to its
 * stdout; the library reads them through its stdio transport (the 'chunks'
 * framing path: framing, parsing, decoding, routing) to an `events$`
 * subscriber, or to `client.run()` snapshots. The floor is plain Node reading
 * the same child's pipe: `setEncoding('utf8')`, split on '\n', `JSON.parse`
 * each line.
 *
 * Each path runs in a process of its own (bench/pipe-runner.mjs): connect,
 * full GC, then the first turn ("fresh") and warm turns. A repetition runs
 * the floor and both paths once each, back to back; a ratio is floor time /
 * path time within a repetition, and the table shows the median over
 * repetitions (the range beside it).
 *
 * `npm run bench -- pipe` (BENCH_REPS repetitions, 5 by default)
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, runRunner } from './runner.js';
import { median, pct, range, type BenchTable, type Floor } from './table.js';

const THREAD = '019a9b2c-7d3e-7f10-9a4b-3c2d1e0f9a8b';
const TURN = '019a9b2c-8e4f-7a21-8b5c-4d3e2f1a0b9c';
const EMITTED = 1764675600000;

export const REPS = Number(process.env['BENCH_REPS'] ?? 5);
const CYCLES = 4;

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

const started = (kind: 'agentMessage' | 'commandExecution', id: string, final: boolean) =>
  kind === 'agentMessage'
    ? { type: 'agentMessage', id, text: '', phase: final ? 'final_answer' : null }
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

const completed = (item: ReturnType<typeof started>, text: string) =>
  item.type === 'agentMessage'
    ? { ...item, text }
    : { ...item, status: 'completed', aggregatedOutput: text, exitCode: 0, durationMs: 5 };

const methodOf = (kind: 'agentMessage' | 'commandExecution'): string =>
  kind === 'agentMessage' ? 'item/agentMessage/delta' : 'item/commandExecution/outputDelta';

const itemId = (i: number): string => `item_${i.toString().padStart(4, '0')}`;

/**
 * One turn: turn/started, then `items` items; `deltaOf(d)` says which item
 * the d-th of `deltas` deltas (about `deltaBytes` bytes a line) goes to.
 * `sequential`: each item starts, streams and completes in turn (what codex
 * does); otherwise all items start first and all complete after the deltas.
 * Agent messages carry their text in item/completed, commands their output.
 */
export function turnLines(
  items: number,
  deltas: number,
  deltaBytes: number,
  kind: 'agentMessage' | 'commandExecution',
  deltaOf: (d: number) => number = (d) => Math.floor((d * items) / deltas),
  sequential = true,
): string[] {
  const method = methodOf(kind);
  const head = line(method, { threadId: THREAD, turnId: TURN, itemId: itemId(0), delta: '' });
  const deltaChars = Math.max(1, deltaBytes - head.length);
  const turn = (status: string) => ({ id: TURN, items: [], status, error: null });
  const ids = Array.from({ length: items }, (_, i) => itemId(i));
  const starts = ids.map((id, i) => started(kind, id, i === items - 1));
  const texts = ids.map(() => '');
  const out = [line('turn/started', { threadId: THREAD, turn: turn('inProgress') })];
  const start = (i: number) =>
    out.push(
      line('item/started', { threadId: THREAD, turnId: TURN, item: starts[i], startedAtMs: 1 }),
    );
  const complete = (i: number) =>
    out.push(
      line('item/completed', {
        threadId: THREAD,
        turnId: TURN,
        item: completed(starts[i]!, texts[i]!),
        completedAtMs: EMITTED,
      }),
    );
  if (!sequential) ids.forEach((_, i) => start(i));
  let open = -1;
  for (let d = 0; d < deltas; d++) {
    const i = deltaOf(d);
    if (sequential && i !== open) {
      if (open >= 0) complete(open);
      start((open = i));
    }
    const delta = prose(deltaChars, d);
    texts[i] += delta;
    out.push(line(method, { threadId: THREAD, turnId: TURN, itemId: ids[i], delta }));
  }
  if (sequential) complete(open);
  else ids.forEach((_, i) => complete(i));
  out.push(line('turn/completed', { threadId: THREAD, turn: turn('completed') }));
  return out;
}

/**
 * The shapes of issue 26: 230-byte agent message deltas, 4 KB command output
 * deltas, and a 5 MB line (a command whose whole output arrives in one
 * outputDelta; its item/completed carries it again, so two 5 MB lines).
 */
export function pipeShapes(): PipeShape[] {
  return [
    { name: '230-byte deltas', lines: turnLines(20, 20_000, 230, 'agentMessage') },
    { name: '4 KB deltas', lines: turnLines(8, 2048, 4096, 'commandExecution') },
    { name: 'one 5 MB line', lines: turnLines(1, 1, 5 * 1024 * 1024, 'commandExecution') },
  ];
}

/** A directory with the stand-in server and a shape's files; `env` tells a runner where they are. */
export function writeShape(shape: PipeShape): { env: Record<string, string>; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-pipe-'));
  const exe = join(dir, 'fake-codex');
  const child = join(root, 'bench', 'pipe-child.mjs');
  writeFileSync(exe, `#!/bin/sh\nexec "${process.execPath}" "${child}"\n`);
  chmodSync(exe, 0o755);
  const body = join(dir, 'turn.ndjson');
  const turn = join(dir, 'turn.json');
  writeFileSync(body, shape.lines.join('\n') + '\n');
  writeFileSync(turn, JSON.stringify({ id: TURN, items: [], status: 'inProgress', error: null }));
  return {
    env: { PIPE_BENCH_EXE: exe, PIPE_BENCH_FILE: body, PIPE_BENCH_TURN: turn },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type PipePath = 'floor' | 'events' | 'run';

/** Wall and CPU ms of one kind of turn: medians of a process's cycles. */
export interface Ms {
  readonly wall: number;
  readonly cpu: number;
}

/** A path's turns right after a full GC, and the turns after those. */
export interface Timing {
  readonly fresh: Ms;
  readonly warm: Ms;
}

type Samples = { wall: number[]; cpu: number[] };
const medians = (s: Samples): Ms => ({ wall: median(s.wall), cpu: median(s.cpu) });

/** One repetition: each path once, in its own process, back to back. */
export async function timePaths(
  shape: PipeShape,
  env: Record<string, string>,
  paths: readonly PipePath[],
): Promise<Record<PipePath, Timing>> {
  const out: Partial<Record<PipePath, Timing>> = {};
  for (const path of paths) {
    const r = await runRunner<{ fresh: Samples; warm: Samples }>(
      'pipe-runner.mjs',
      [path, shape.lines.length, CYCLES],
      env,
    );
    out[path] = { fresh: medians(r.fresh), warm: medians(r.warm) };
  }
  return out as Record<PipePath, Timing>;
}

const spread = (xs: readonly number[]): string => range(xs, pct);

/** Ratios of floor time to path time, CPU and wall, over repetitions. */
class Ratios {
  readonly cpu: number[] = [];
  readonly wall: number[] = [];
  add(floor: Ms, path: Ms): void {
    this.cpu.push(floor.cpu / path.cpu);
    this.wall.push(floor.wall / path.wall);
  }
  toString(): string {
    return `${spread(this.cpu)}, wall ${pct(median(this.wall))}`;
  }
}

export async function run(): Promise<BenchTable> {
  const load = loadavg()[0] ?? NaN;
  const rows: Array<Record<string, string | number>> = [];
  const floors: Floor[] = [];
  for (const shape of pipeShapes()) {
    const files = writeShape(shape);
    const ratios = {
      eventsFresh: new Ratios(),
      eventsWarm: new Ratios(),
      runFresh: new Ratios(),
      runWarm: new Ratios(),
    };
    const floorMs: number[] = [];
    try {
      for (let rep = 0; rep < REPS; rep++) {
        const t = await timePaths(shape, files.env, ['floor', 'events', 'run']);
        ratios.eventsFresh.add(t.floor.fresh, t.events.fresh);
        ratios.eventsWarm.add(t.floor.warm, t.events.warm);
        ratios.runFresh.add(t.floor.fresh, t.run.fresh);
        ratios.runWarm.add(t.floor.warm, t.run.warm);
        floorMs.push(t.floor.fresh.wall);
      }
    } finally {
      files.dispose();
    }
    const bytes = shape.lines.reduce((s, l) => s + Buffer.byteLength(l) + 1, 0);
    const mb = (bytes / 1024 / 1024).toFixed(1);
    rows.push({
      stream: `${shape.name} (${mb} MB, ${shape.lines.length} lines)`,
      'floor, fresh': `${(bytes / 1024 / 1024 / (median(floorMs) / 1000)).toFixed(0)} MB/s`,
      'events$ fresh': String(ratios.eventsFresh),
      'events$ warm': String(ratios.eventsWarm),
      'run() fresh': String(ratios.runFresh),
      'run() warm': String(ratios.runWarm),
    });
    const events = median(ratios.eventsFresh.cpu);
    const runs = median(ratios.runFresh.cpu);
    floors.push(
      { name: `events$ >= 65%, ${shape.name}`, figure: pct(events), pass: events >= 0.65 },
      { name: `run() >= 40%, ${shape.name}`, figure: pct(runs), pass: runs >= 0.4 },
    );
  }
  return {
    title: `a child's turn through the stdio transport, as % of plain Node on the same pipe (load ${load.toFixed(2)})`,
    rows,
    floors,
    notes: [
      `% = floor time / path time in CPU time of the reading process (median of ${REPS} repetitions, range), then the median in wall time; each path in a fresh process of the built package.`,
      `fresh: a turn right after a full GC (global.gc()); warm: the turn after it; medians of ${CYCLES} such pairs per process, after three untimed turns.`,
      'floor: the same child and bytes read by plain Node (setEncoding, split on "\\n", JSON.parse). Floors are held on CPU time: wall time on a loaded machine measures the queue for a core.',
    ],
  };
}
