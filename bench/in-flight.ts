/**
 * How many requests to keep in flight (`maxInFlight`), measured against the
 * real pinned codex: BURST concurrent `model/list` requests on one stdio
 * client, for several limits. Counts results, timeouts (the server dropped
 * the reply) and other errors, and the wall time of the whole burst. The
 * default (DEFAULT_MAX_IN_FLIGHT) is the largest limit that loses nothing
 * here with room to spare; the results and the routing cost behind the cap
 * (MAX_IN_FLIGHT) are in lib/client/README.md and on `maxInFlight` in
 * lib/rpc/session-options.ts.
 *
 * `npm run bench -- in-flight` (BURST=2000, LIMITS=1,16,64,256,Infinity by default).
 */
import { firstValueFrom, lastValueFrom, mergeMap, range, toArray, catchError, of, map } from 'rxjs';
import { createClient } from '../lib/client/client.js';
import { RequestTimeoutError, RpcResponseError } from '../lib/rpc/errors.js';
import { launchAppServer } from '../lib/testing/launcher.js';
import type { BenchTable } from './table.js';

export async function run(): Promise<BenchTable> {
  const burst = Number(process.env.BURST ?? 2000);
  const limits = (process.env.LIMITS ?? '1,16,64,256,Infinity').split(',').map(Number);
  const rows: Array<Record<string, string | number>> = [];
  for (const maxInFlight of limits) {
    const server = await launchAppServer({ transport: 'stdio' });
    try {
      const client = createClient(server.transport, { maxInFlight });
      await firstValueFrom(client.initialize());
      const start = performance.now();
      const outcomes = await lastValueFrom(
        range(0, burst).pipe(
          mergeMap(() =>
            client.listModels({}).pipe(
              map(() => 'result'),
              catchError((e: unknown) =>
                of(
                  e instanceof RequestTimeoutError
                    ? 'timeout'
                    : e instanceof RpcResponseError && e.isOverloaded
                      ? 'overloaded'
                      : `error:${(e as Error).name}`,
                ),
              ),
            ),
          ),
          toArray(),
        ),
      );
      const ms = performance.now() - start;
      const count = (k: string): number => outcomes.filter((o) => o === k).length;
      rows.push({
        maxInFlight: String(maxInFlight),
        requests: burst,
        results: count('result'),
        timeouts: count('timeout'),
        overloaded: count('overloaded'),
        otherErrors: outcomes.length - count('result') - count('timeout') - count('overloaded'),
        'burst ms': Math.round(ms),
      });
      await client.close();
    } finally {
      await server.dispose();
    }
  }
  return {
    title: `maxInFlight against codex: ${burst} concurrent model/list on one stdio client`,
    rows,
    notes: [
      'timeouts = replies the server dropped (15 s request timeout); overloaded = -32001 replies',
    ],
  };
}
