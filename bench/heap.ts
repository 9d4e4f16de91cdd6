/**
 * Heap over 1,000,000 notifications, on the built package through a real
 * pipe: the stand-in server of bench/pipe.ts streams the 230-byte-delta turn
 * over and over through the stdio transport to an `events$` subscriber, and
 * to `client.run()` whose snapshots the subscriber drops. Heap figures are
 * V8's `heapUsed` after a full GC, before the first pass and after the last;
 * "peak" is the highest `heapUsed` seen between passes (no GC forced).
 *
 * `npm run bench -- heap` (HEAP_BENCH_NOTIFICATIONS, 1,000,000 by default)
 */
import { loadavg } from 'node:os';
import { pipeShapes, writeShape } from './pipe.js';
import { runRunner } from './runner.js';
import type { BenchTable, Floor } from './table.js';

const NOTIFICATIONS = Number(process.env['HEAP_BENCH_NOTIFICATIONS'] ?? 1_000_000);
const MB = 1024 * 1024;

export async function run(): Promise<BenchTable> {
  const load = loadavg()[0] ?? NaN;
  const shape = pipeShapes()[0]!;
  const files = writeShape(shape);
  const rows: Array<Record<string, string | number>> = [];
  const floors: Floor[] = [];
  try {
    for (const [path, name] of [
      ['events', 'events$ subscriber'],
      ['run', 'client.run(), snapshots dropped'],
    ] as const) {
      const r = await runRunner<{
        notifications: number;
        before: number;
        after: number;
        peak: number;
      }>('pipe-runner.mjs', [path, shape.lines.length, 'heap', NOTIFICATIONS], files.env);
      const growth = (r.after - r.before) / MB;
      rows.push({
        path: name,
        notifications: r.notifications,
        'heap before (MB)': +(r.before / MB).toFixed(1),
        'growth after GC (MB)': +growth.toFixed(1),
        'peak between passes (MB)': +(r.peak / MB).toFixed(1),
      });
      floors.push({
        name: `heap flat, ${name} (growth after GC < 16 MB)`,
        figure: `${growth.toFixed(1)} MB`,
        pass: growth < 16,
      });
    }
  } finally {
    files.dispose();
  }
  return {
    title: `heap over ${NOTIFICATIONS.toLocaleString('en')} notifications through the pipe (230-byte deltas, load ${load.toFixed(2)})`,
    rows,
    floors,
    notes: [
      'heapUsed after a full GC, in a process of its own (node --expose-gc), after one untimed turn.',
    ],
  };
}
