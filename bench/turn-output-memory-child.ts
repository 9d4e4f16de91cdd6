/** One case of bench/turn-output-memory.ts, in its own process: prints `{ maxRssMb, heapMb }`. */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { lastValueFrom } from 'rxjs';
import { createClient } from '../lib/client/client.js';
import { createInMemoryPair } from '../lib/transport/in-memory.js';
import type { TurnSnapshot } from '../lib/turn/turn-snapshot.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const [mbArg, mode, limitArg] = process.argv.slice(2);
const total = Number(mbArg) * 1024 * 1024;
const CHUNK = 8 * 1024;
const THREAD = 'thr_mem';
const TURN = 'turn_mem';

/** The turn's notification lines, built one at a time (as they would arrive). */
function* wireLines(): Generator<string> {
  const n = (method: string, params: object): string => JSON.stringify({ method, params });
  const turn = (status: string) => ({ id: TURN, items: [], status, error: null });
  yield n('turn/started', { threadId: THREAD, turn: turn('inProgress') });
  const item = {
    type: 'commandExecution',
    id: 'cmd_1',
    command: 'yes',
    cwd: '/w',
    status: 'inProgress',
    commandActions: [],
    aggregatedOutput: null,
    exitCode: null,
    durationMs: null,
    processId: null,
  };
  yield n('item/started', { threadId: THREAD, turnId: TURN, item });
  const piece = 'y\n'.repeat(CHUNK / 2);
  for (let sent = 0; sent < total; sent += CHUNK)
    yield n('item/commandExecution/outputDelta', {
      threadId: THREAD,
      turnId: TURN,
      itemId: 'cmd_1',
      delta: piece,
    });
  yield completedLine(item, piece);
  yield n('turn/completed', { threadId: THREAD, turn: turn('completed') });
}

function completedLine(item: object, piece: string): string {
  return JSON.stringify({
    method: 'item/completed',
    params: {
      threadId: THREAD,
      turnId: TURN,
      item: {
        ...item,
        status: 'completed',
        exitCode: 0,
        aggregatedOutput: piece.repeat(total / CHUNK),
      },
    },
  });
}

async function main(): Promise<void> {
  gc();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let keep: unknown;
  if (mode === 'floor') {
    // The least a client can keep: the output once, as one flat string.
    keep = Array.from({ length: total / CHUNK }, () => 'y\n'.repeat(CHUNK / 2)).join('');
  } else {
    const [clientEnd, serverEnd] = createInMemoryPair();
    serverEnd.incoming$.subscribe((frame) => {
      const m = JSON.parse(frame) as { id?: number; method?: string };
      if (m.method === 'initialize')
        serverEnd.send(
          JSON.stringify({
            id: m.id,
            result: {
              userAgent: 'codex_cli_rs/0.171.0',
              codexHome: '/h',
              platformFamily: 'unix',
              platformOs: 'linux',
            },
          }),
        );
      if (m.method === 'turn/start') {
        serverEnd.send(
          JSON.stringify({
            id: m.id,
            result: { turn: { id: TURN, items: [], status: 'inProgress', error: null } },
          }),
        );
        // Lines are built and dropped one at a time, as they would arrive from a socket.
        for (const line of wireLines()) serverEnd.send(line);
      }
    });
    const client = createClient(clientEnd);
    await lastValueFrom(client.initialize());
    const options = limitArg ? ({ maxStreamedOutput: Number(limitArg) } as object) : {};
    const state: TurnSnapshot = await lastValueFrom(client.run(THREAD, 'go', options));
    keep = state;
    await client.close();
  }
  gc();
  // Growth over the process as it was before the case ran (module loading excluded).
  const heapMb = Number(((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1));
  const maxRssMb = Number(((process.resourceUsage().maxRSS * 1024 - rssBefore) / 1e6).toFixed(1));
  if (keep === undefined) throw new Error('unreachable');
  console.log(JSON.stringify({ maxRssMb, heapMb }));
}

void main();
