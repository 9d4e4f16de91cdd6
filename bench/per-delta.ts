/**
 * What a streamed delta costs `client.run()` against the number of items in
 * the turn, on the built package through a real pipe: a turn of 20,000
 * 230-byte deltas in runs of 40 cycling over its items (500 item switches
 * whatever the item count; every item started before the deltas, completed
 * after), at 50 and at 500 items. Only the item count differs.
 *
 * Per delta: run()'s CPU time / deltas, fresh (the turn right after a full
 * GC; see bench/pipe.ts). The ratio divides each run() time by the plain-Node floor
 * on the same bytes in the same repetition (so the extra item lines and the
 * load of the moment cancel), then compares 500 items with 50; median over
 * repetitions.
 *
 * `npm run bench -- per-delta`
 */
import { loadavg } from 'node:os';
import { REPS, timePaths, turnLines, writeShape, type PipeShape } from './pipe.js';
import { median, type BenchTable } from './table.js';

const DELTAS = 20_000;
const RUN = 40;

const shape = (items: number): PipeShape => ({
  name: `${items} items`,
  lines: turnLines(items, DELTAS, 230, 'agentMessage', (d) => Math.floor(d / RUN) % items, false),
});

export async function run(): Promise<BenchTable> {
  const load = loadavg()[0] ?? NaN;
  const shapes = [shape(50), shape(500)];
  const files = shapes.map(writeShape);
  const perDelta: number[][] = [[], []];
  const ofFloor: number[][] = [[], []];
  const ratios: number[] = [];
  try {
    for (let rep = 0; rep < REPS; rep++) {
      const rel: number[] = [];
      for (const [i, s] of shapes.entries()) {
        const t = await timePaths(s, files[i]!.env, ['floor', 'run']);
        perDelta[i]!.push((t.run.fresh.cpu * 1000) / DELTAS);
        ofFloor[i]!.push(t.floor.fresh.cpu / t.run.fresh.cpu);
        rel.push(t.run.fresh.cpu / t.floor.fresh.cpu);
      }
      ratios.push(rel[1]! / rel[0]!);
    }
  } finally {
    for (const f of files) f.dispose();
  }
  const ratio = median(ratios);
  return {
    title: `per delta: client.run() at 500 items against 50, fresh, through the pipe (load ${load.toFixed(2)})`,
    rows: shapes.map((s, i) => ({
      turn: `${s.name}, ${DELTAS} deltas in runs of ${RUN}`,
      'run() CPU per delta, fresh': `${median(perDelta[i]!).toFixed(2)} us`,
      'run() as % of floor': `${(median(ofFloor[i]!) * 100).toFixed(0)}%`,
      'vs 50 items':
        i === 0
          ? '1'
          : `${ratio.toFixed(2)}x (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
    })),
    floors: [
      {
        name: 'per delta at 500 items <= 1.5x at 50',
        figure: `${ratio.toFixed(2)}x`,
        pass: ratio <= 1.5,
      },
    ],
    notes: [
      `Medians of ${REPS} repetitions; vs 50 items = (run() / floor at 500) / (run() / floor at 50) within a repetition.`,
    ],
  };
}
