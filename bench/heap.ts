/**
 * Heap over 1,000,000 notifications (issue 9): the stand-in server of
 * bench/pipe.ts streams the 230-byte-delta turn over and over through the
 * stdio transport, to an `events$` subscriber (target: heap growth after a
 * full GC under 16 MB), and to `client.run()` whose snapshots the subscriber
 * drops. Heap figures are V8's `heapUsed` after a full GC, before the first
 * pass and after the last; "peak" is the highest `heapUsed` seen between
 * passes (no GC forced), for scale.
 *
 * `npm run bench -- heap`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { childExecutable, eventsPath, pipeShapes, runPath, writeShape } from './pipe.js';
import type { BenchTable } from './table.js';

const NOTIFICATIONS = Number(process.env['HEAP_BENCH_NOTIFICATIONS'] ?? 1_000_000);
const MB = 1024 * 1024;

export async function run(): Promise<BenchTable> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const heap = (): number => process.memoryUsage().heapUsed;
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-heap-'));
  const rows: Array<Record<string, string | number>> = [];
  try {
    const shape = pipeShapes()[0]!;
    const files = writeShape(dir, childExecutable(dir), shape);
    const n = shape.lines.length;
    const passes = Math.ceil(NOTIFICATIONS / n);
    for (const [name, open] of [
      ['events$ subscriber', () => eventsPath(files, n)],
      ['client.run() snapshots (dropped)', () => runPath(files)],
    ] as const) {
      const path = await open();
      try {
        await path.pass(); // warm-up: code, caches, buffers
        gc();
        const before = heap();
        let peak = before;
        for (let i = 0; i < passes; i++) {
          await path.pass();
          peak = Math.max(peak, heap());
        }
        gc();
        const after = heap();
        rows.push({
          path: name,
          notifications: passes * n,
          'heap before (MB)': Number((before / MB).toFixed(1)),
          'heap after (MB)': Number((after / MB).toFixed(1)),
          'growth after GC (MB, target < 16)': Number(((after - before) / MB).toFixed(1)),
          'peak between passes (MB)': Number((peak / MB).toFixed(1)),
        });
      } finally {
        await path.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    title: `heap over ${NOTIFICATIONS.toLocaleString('en')} notifications through the stdio transport (230-byte deltas)`,
    rows,
    notes: [
      'heapUsed after a full GC (v8 --expose-gc set at run time); the bench holds its own fixtures (about 10 MB) throughout.',
    ],
  };
}
