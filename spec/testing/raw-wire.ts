/**
 * Test helper: talks to an app-server at the raw JSON level (no Session, no
 * codecs; only the library's `frameLines()` to cut chunks into lines),
 * recording every message. Used to prove the kit against the real binary
 * independently of the library's own layers.
 */
import type { Subscription } from 'rxjs';
import { frameLines } from '../../lib/rpc/frame-lines.js';
import type { Transport } from '../../lib/transport/transport.js';

export type Json = Record<string, unknown>;

export interface RawWire {
  /** Every message received, in order. */
  readonly received: Json[];
  /** Every message sent, in order. */
  readonly sent: Json[];
  request(method: string, params: unknown, timeoutMs?: number): Promise<Json>;
  notify(method: string, params?: unknown): void;
  respond(id: unknown, result: unknown): void;
  /** Resolves with the first received message (past or future) matching `predicate`. */
  waitFor(predicate: (m: Json) => boolean, timeoutMs?: number, what?: string): Promise<Json>;
  /** Methods of received notifications / server requests, in order. */
  methods(): string[];
  close(): void;
  readonly ended: Promise<unknown>;
}

export function rawWire(transport: Transport): RawWire {
  const received: Json[] = [];
  const sent: Json[] = [];
  const waiters: Array<{ predicate: (m: Json) => boolean; resolve: (m: Json) => void }> = [];
  let nextId = 1;
  let endResolve: (v: unknown) => void = () => undefined;
  const ended = new Promise<unknown>((r) => (endResolve = r));

  const onMessage = (m: Json): void => {
    received.push(m);
    for (const w of [...waiters]) {
      if (w.predicate(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  const onLine = (line: string): void => {
    if (line.trim() === '') return;
    onMessage(JSON.parse(line) as Json);
  };
  const lines$ =
    transport.framing === 'chunks' ? transport.incoming$.pipe(frameLines()) : transport.incoming$;
  const sub: Subscription = lines$.subscribe({
    next: onLine,
    error: (e: unknown) => endResolve(e),
    complete: () => endResolve('complete'),
  });

  const send = (m: Json): void => {
    sent.push(m);
    transport.send(JSON.stringify(m));
  };

  const waitFor = (
    predicate: (m: Json) => boolean,
    timeoutMs = 10_000,
    what = 'message',
  ): Promise<Json> => {
    const past = received.find(predicate);
    if (past) return Promise.resolve(past);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            `no ${what} within ${timeoutMs} ms; received methods: ${received.map((m) => m.method ?? `#${String(m.id)}`).join(', ')}`,
          ),
        );
      }, timeoutMs);
      waiters.push({
        predicate,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  };

  return {
    received,
    sent,
    ended,
    async request(method, params, timeoutMs = 10_000) {
      const id = nextId++;
      send({ id, method, params });
      const reply = await waitFor(
        (m) => m.id === id && !('method' in m),
        timeoutMs,
        `reply to ${method}`,
      );
      if ('error' in reply) throw new Error(`${method} failed: ${JSON.stringify(reply.error)}`);
      return reply.result as Json;
    },
    notify(method, params) {
      send(params === undefined ? { method } : { method, params });
    },
    respond(id, result) {
      send({ id, result });
    },
    waitFor,
    methods: () =>
      received.filter((m) => typeof m.method === 'string').map((m) => m.method as string),
    close: () => sub.unsubscribe(),
  };
}

/** initialize + initialized, then thread/start in `cwd`. Returns the thread id. */
export async function startThread(wire: RawWire, cwd: string, extra: Json = {}): Promise<string> {
  await wire.request('initialize', {
    clientInfo: { name: 'codex-rx-testing-spec', version: '0.0.0' },
  });
  wire.notify('initialized');
  const result = await wire.request('thread/start', { cwd, ...extra });
  return (result.thread as Json).id as string;
}

/** turn/start with one text input; resolves with the `turn/completed` params. */
export async function runTurn(
  wire: RawWire,
  threadId: string,
  text: string,
  extra: Json = {},
): Promise<Json> {
  const started = await wire.request('turn/start', {
    threadId,
    input: [{ type: 'text', text }],
    ...extra,
  });
  const turnId = (started.turn as Json).id;
  const done = await wire.waitFor(
    (m) => m.method === 'turn/completed' && ((m.params as Json).turn as Json).id === turnId,
    15_000,
    'turn/completed',
  );
  return done.params as Json;
}
