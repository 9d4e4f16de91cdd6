/**
 * Issue 10 §7, leaks: LEAK_CYCLES (default 20 here, 500 in `npm run soak`)
 * connect / initialize / request / close cycles against the real pinned codex
 * leave no extra handles, no process, and no heap beyond a small bound
 * (measured after GC).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { firstValueFrom } from 'rxjs';
import { createClient } from 'codex-rx';
import { launchAppServer, type LaunchedAppServer } from 'codex-rx/testing';

jest.setTimeout(600_000);

const CYCLES = Number(process.env.LEAK_CYCLES ?? 20);
/** Heap growth allowed over all cycles (after GC). */
const HEAP_BOUND_BYTES = 4 * 1024 * 1024;
/** Handles allowed beyond the baseline (a timer or socket of the test runner itself). */
const HANDLE_SLACK = 2;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const handles = (): number =>
  process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap').length;
const settledHeap = async (): Promise<number> => {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return process.memoryUsage().heapUsed;
};

describe('e2e: connect/close cycles leak nothing', () => {
  let server: LaunchedAppServer;
  afterAll(() => server.dispose());

  it(`${CYCLES} cycles: no extra handles, no process, heap growth under ${HEAP_BOUND_BYTES / 1024 / 1024} MB`, async () => {
    server = await launchAppServer({ transport: 'stdio' });
    const cycle = async (): Promise<void> => {
      const client = createClient(server.newTransport());
      await firstValueFrom(client.initialize());
      await firstValueFrom(client.listModels({}));
      await client.close();
    };
    // Warm up (module loading, JIT, the first codex start's caches).
    for (let i = 0; i < 3; i++) await cycle();
    const handlesBefore = handles();
    const heapBefore = await settledHeap();
    for (let i = 0; i < CYCLES; i++) await cycle();
    const heapAfter = await settledHeap();
    const handlesAfter = handles();
    if (process.env.E2E_TIMINGS)
      process.stderr.write(
        `[leak] ${CYCLES} cycles: handles ${handlesBefore} -> ${handlesAfter}, heap ${(heapBefore / 1e6).toFixed(2)} MB -> ${(heapAfter / 1e6).toFixed(2)} MB (${((heapAfter - heapBefore) / 1024).toFixed(0)} KB)\n`,
      );
    expect(server.processIds()).toEqual([]);
    expect(handlesAfter).toBeLessThanOrEqual(handlesBefore + HANDLE_SLACK);
    expect(heapAfter - heapBefore).toBeLessThan(HEAP_BOUND_BYTES);
  });
});
