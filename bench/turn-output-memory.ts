/**
 * Memory of a turn whose command prints a lot (issue 10 §6): peak RSS of a
 * process that runs one turn through the client over an in-memory server
 * whose command streams OUTPUT_MB (default 20) MB of output in 8 KB deltas,
 * then completes the item with the whole output, and keeps the final state
 * (as a UI would). Each case runs in a fresh child process; "floor" only
 * builds the wire lines, in the same run. Ratios are against the floor.
 *
 * `npm run bench -- turn-output-memory`
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { BenchTable } from './table.js';

const CASES: ReadonlyArray<{ name: string; args: string[] }> = [
  { name: 'floor (the output held once)', args: ['floor'] },
  { name: 'run(): default', args: ['run'] },
  { name: 'run({ maxStreamedOutput: 64 KB })', args: ['run', String(64 * 1024)] },
];

export async function run(): Promise<BenchTable> {
  const mb = Number(process.env.OUTPUT_MB ?? 20);
  const child = join(__dirname, 'turn-output-memory-child.ts');
  const tsx = join(__dirname, '..', 'node_modules', '.bin', 'tsx');
  const results = CASES.map(({ name, args }) => {
    const out = execFileSync(tsx, [child, String(mb), ...args], { encoding: 'utf8' });
    return {
      name,
      ...(JSON.parse(out.trim().split('\n').pop() as string) as {
        maxRssMb: number;
        heapMb: number;
      }),
    };
  });
  const floor = results[0] as { maxRssMb: number; heapMb: number };
  return {
    title: `Turn memory: a command printing ${mb} MB (8 KB deltas, then item/completed with the whole output)`,
    rows: results.map((r) => ({
      case: r.name,
      'peak RSS growth MB': r.maxRssMb,
      'x floor': Number((r.maxRssMb / floor.maxRssMb).toFixed(2)),
      'retained heap MB': r.heapMb,
    })),
    notes: [
      'growth over the child process before the case ran (module loading excluded); floor: the output string held once, no client',
    ],
  };
}
