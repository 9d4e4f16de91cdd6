/**
 * Round trips against vscode-jsonrpc on small messages, on the built package:
 * each library as client and server over the same in-process stream pipe
 * (bench/roundtrip-runner.mjs, a process per library per repetition). A
 * repetition runs both; its ratio is vscode-jsonrpc's time / codex-rx's (CPU
 * time, then wall), and the table shows the median over repetitions.
 *
 * `npm run bench -- roundtrip`
 */
import { loadavg } from 'node:os';
import { REPS } from './pipe.js';
import { runRunner } from './runner.js';
import { median, range, type BenchTable } from './table.js';

const COUNT = 500;
const CYCLES = 4;
const LIBRARIES = ['vscode-jsonrpc', 'codex-rx'] as const;

type Samples = { wall: number[]; cpu: number[] };

export async function run(): Promise<BenchTable> {
  const load = loadavg()[0] ?? NaN;
  const us = { 'vscode-jsonrpc': [] as number[], 'codex-rx': [] as number[] };
  const ratios = {
    fresh: { cpu: [] as number[], wall: [] as number[] },
    warm: { cpu: [] as number[], wall: [] as number[] },
  };
  for (let rep = 0; rep < REPS; rep++) {
    const t: Partial<Record<(typeof LIBRARIES)[number], { fresh: Samples; warm: Samples }>> = {};
    for (const library of LIBRARIES) {
      t[library] = await runRunner('roundtrip-runner.mjs', [library, COUNT, CYCLES]);
      us[library].push(median(t[library]!.fresh.cpu));
    }
    for (const kind of ['fresh', 'warm'] as const)
      for (const clock of ['cpu', 'wall'] as const)
        ratios[kind][clock].push(
          median(t['vscode-jsonrpc']![kind][clock]) / median(t['codex-rx']![kind][clock]),
        );
  }
  const x = (r: number): string => `${r.toFixed(1)}x`;
  const cell = (r: { cpu: number[]; wall: number[] }): string =>
    `${range(r.cpu, x)}, wall ${x(median(r.wall))}`;
  const ratio = median(ratios.fresh.cpu);
  return {
    title: `round trips, small messages (~20 B result), codex-rx Session against vscode-jsonrpc (load ${load.toFixed(2)})`,
    rows: [
      {
        'vscode-jsonrpc, CPU us per round trip': median(us['vscode-jsonrpc']).toFixed(1),
        'codex-rx': median(us['codex-rx']).toFixed(1),
        'codex-rx speed, fresh': cell(ratios.fresh),
        warm: cell(ratios.warm),
      },
    ],
    floors: [
      {
        name: 'round trips >= 3x vscode-jsonrpc (small messages)',
        figure: x(ratio),
        pass: ratio >= 3,
      },
    ],
    notes: [
      `${COUNT} sequential round trips a burst; fresh: the burst right after a full GC, warm: the next; medians of ${CYCLES} cycles per process and of ${REPS} repetitions (range); ratios in CPU time of the process, then wall.`,
    ],
  };
}
