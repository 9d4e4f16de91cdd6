/**
 * The client layer end to end over an in-memory pair: notification lines ->
 * Session (parse, route) -> Client (decode by method, publish on events$) ->
 * turn stream (reducer), against the floor `JSON.parse` of the same lines in
 * the same run. "share of floor" = parse time / path time: what fraction of
 * parse-only throughput survives the whole client path.
 */
import { createClient } from '../lib/client/client.js';
import { createInMemoryPair } from '../lib/transport/in-memory.js';
import type { BenchTable } from './table.js';

const THREAD = '019a9b2c-7d3e-7f10-9a4b-3c2d1e0f9a8b';
const TURN = '019a9b2c-8e4f-7a21-8b5c-4d3e2f1a0b9c';

function turnLines(deltas: number): string[] {
  const lines: string[] = [];
  const push = (method: string, params: object): number =>
    lines.push(JSON.stringify({ method, params, emittedAtMs: 1764675600000 }));
  const turn = (status: string) => ({ id: TURN, items: [], status, error: null });
  push('turn/started', { threadId: THREAD, turn: turn('inProgress') });
  const item = { type: 'agentMessage', id: 'msg_1', text: '', phase: 'final_answer' };
  push('item/started', { threadId: THREAD, turnId: TURN, item, startedAtMs: 1764675600000 });
  let text = '';
  for (let d = 0; d < deltas; d++) {
    const delta = `chunk ${d} of some streamed text `;
    text += delta;
    push('item/agentMessage/delta', { threadId: THREAD, turnId: TURN, itemId: 'msg_1', delta });
  }
  push('item/completed', {
    threadId: THREAD,
    turnId: TURN,
    item: { ...item, text },
    completedAtMs: 1764675600001,
  });
  push('turn/completed', { threadId: THREAD, turn: turn('completed') });
  return lines;
}

function floor(lines: readonly string[]): number {
  const start = performance.now();
  let sink = 0;
  for (const line of lines) sink += (JSON.parse(line) as { method: string }).method.length;
  const ms = performance.now() - start;
  if (sink < 0) throw new Error('unreachable');
  return ms;
}

/** One connected, initialized client and its server end (answers synchronously). */
async function connected(lines: readonly string[]) {
  const [clientEnd, serverEnd] = createInMemoryPair();
  let sendTurn = false;
  serverEnd.incoming$.subscribe((frame) => {
    const m = JSON.parse(frame) as { id?: number; method?: string };
    if (m.method === 'initialize') {
      serverEnd.send(
        JSON.stringify({
          id: m.id,
          result: {
            userAgent: 'bench',
            codexHome: '/h',
            platformFamily: 'unix',
            platformOs: 'linux',
          },
        }),
      );
    } else if (m.method === 'turn/start') {
      serverEnd.send(
        JSON.stringify({
          id: m.id,
          result: { turn: { id: TURN, items: [], status: 'inProgress', error: null } },
        }),
      );
      sendTurn = true;
    }
  });
  const client = createClient(clientEnd);
  await new Promise<void>((resolve, reject) =>
    client.initialize().subscribe({ next: () => resolve(), error: reject }),
  );
  const pushTurn = (): void => {
    for (const line of lines) serverEnd.send(line);
  };
  return { client, pushTurn, started: () => sendTurn };
}

async function eventsPath(lines: readonly string[]): Promise<number> {
  const { client, pushTurn } = await connected(lines);
  let count = 0;
  const sub = client.events$.subscribe(() => count++);
  const start = performance.now();
  pushTurn();
  const ms = performance.now() - start;
  sub.unsubscribe();
  client.close();
  if (count !== lines.length) throw new Error(`events$ saw ${count} of ${lines.length}`);
  return ms;
}

async function runPath(lines: readonly string[]): Promise<number> {
  const { client, pushTurn } = await connected(lines);
  let done = false;
  const start = performance.now();
  const sub = client.run(THREAD, 'go').subscribe({ complete: () => (done = true) });
  pushTurn();
  const ms = performance.now() - start;
  sub.unsubscribe();
  client.close();
  if (!done) throw new Error('the turn did not complete');
  return ms;
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function run(): Promise<BenchTable> {
  const rows: Array<Record<string, string | number>> = [];
  // warm-up (JIT), not measured
  const warm = turnLines(2_000);
  for (let i = 0; i < 3; i++) {
    floor(warm);
    await eventsPath(warm);
    await runPath(warm);
  }
  for (const deltas of [5_000, 50_000]) {
    const lines = turnLines(deltas);
    const f: number[] = [];
    const e: number[] = [];
    const r: number[] = [];
    for (let i = 0; i < 7; i++) {
      f.push(floor(lines));
      e.push(await eventsPath(lines));
      r.push(await runPath(lines));
    }
    const fm = median(f);
    const per = (ms: number): string => `${((ms * 1000) / lines.length).toFixed(2)} us`;
    rows.push({
      deltas,
      path: 'JSON.parse (floor)',
      'per line': per(fm),
      'share of floor': '100%',
    });
    rows.push({
      deltas,
      path: 'Session + decode + events$',
      'per line': per(median(e)),
      'share of floor': `${((fm / median(e)) * 100).toFixed(0)}%`,
    });
    rows.push({
      deltas,
      path: '... + client.run() turn reducer',
      'per line': per(median(r)),
      'share of floor': `${((fm / median(r)) * 100).toFixed(0)}%`,
    });
  }
  return {
    title: 'client: notification -> events$ -> TurnState, against JSON.parse of the same lines',
    rows,
    notes: [
      'The Session path includes its own JSON.parse of every line, so 50% is the ceiling of a parse-twice design;',
      'the client adds decoding by method (one Map lookup + io-ts is) and the events$ Subject; run() adds the thread filter and the reducer.',
    ],
  };
}
