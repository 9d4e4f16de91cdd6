/**
 * Relay spec support: fake upstreams (the far end of an in-memory pair that
 * answers initialize and `echo`, and lets the test push messages), a relay on
 * a free loopback port that logs into an array, and relay transports over `ws`.
 */
import { firstValueFrom } from 'rxjs';
import { createRelay, type Relay, type RelayOptions } from '../../lib/relay/relay-server.js';
import type { RelayLogEvent } from '../../lib/relay/relay-log.js';
import type { Session } from '../../lib/rpc/session.js';
import { createInMemoryPair, type InMemoryEnd } from '../../lib/transport/in-memory.js';
import {
  createRelayTransport,
  type RelayTransport,
  type RelayTransportOptions,
} from '../../lib/transport/relay.js';
import { wsSocketFactory } from '../../lib/transport/node-websocket.js';

export const TOKEN = 'relay-test-token-0123456789';

/** The app-server side of one fake upstream. */
export interface FakeUpstream {
  readonly end: InMemoryEnd;
  /** Every message the relay forwarded, parsed. */
  readonly received: Record<string, unknown>[];
  push(message: object): void;
}

export function fakeUpstreams(answer?: (m: Record<string, unknown>) => unknown): {
  factory: (transportId: string) => InMemoryEnd;
  get(transportId: string): FakeUpstream;
  count(): number;
} {
  const ups = new Map<string, FakeUpstream>();
  let made = 0;
  return {
    factory: (transportId) => {
      made++;
      const [relayEnd, serverEnd] = createInMemoryPair();
      const up: FakeUpstream = {
        end: serverEnd,
        received: [],
        push: (m) => serverEnd.send(JSON.stringify(m)),
      };
      serverEnd.incoming$.subscribe({
        next: (text) => {
          const m = JSON.parse(text) as Record<string, unknown>;
          up.received.push(m);
          if (m.method === 'initialize')
            serverEnd.send(JSON.stringify({ id: m.id, result: { userAgent: 'fake/1.0' } }));
          else if (m.method === 'echo')
            serverEnd.send(JSON.stringify({ id: m.id, result: m.params }));
          else if (answer && m.id !== undefined && typeof m.method === 'string') {
            const result = answer(m);
            if (result !== undefined) serverEnd.send(JSON.stringify({ id: m.id, result }));
          }
        },
        error: () => undefined,
      });
      ups.set(transportId, up);
      return relayEnd;
    },
    get: (id) => {
      const u = ups.get(id);
      if (!u) throw new Error(`no upstream for ${id}`);
      return u;
    },
    count: () => made,
  };
}

export interface TestRelay {
  readonly relay: Relay;
  readonly logs: RelayLogEvent[];
}

export async function startRelay(options: Partial<RelayOptions> = {}): Promise<TestRelay> {
  const logs: RelayLogEvent[] = [];
  const relay = await createRelay({ token: TOKEN, logger: (e) => logs.push(e), ...options });
  return { relay, logs };
}

export function relayTransport(
  relay: Relay,
  transportId: string,
  options: Partial<RelayTransportOptions> = {},
): RelayTransport {
  return createRelayTransport(relay.url, {
    transportId,
    token: TOKEN,
    createSocket: wsSocketFactory,
    reconnect: { attempts: 3, baseMs: 20, maxMs: 100 },
    ...options,
  });
}

/** A relay transport whose connections go to `urls` in turn, from the first. */
export function rotatingTransport(
  transportId: string,
  urls: readonly string[],
  options: Partial<RelayTransportOptions> = {},
): RelayTransport {
  let i = 0;
  return createRelayTransport(urls[0] as string, {
    transportId,
    token: TOKEN,
    createSocket: (_url, init) => wsSocketFactory(urls[i++ % urls.length] as string, init),
    reconnect: { attempts: 3, baseMs: 20, maxMs: 100 },
    ...options,
  });
}

/**
 * The answer to an `echo` request `session` sends the moment it reads
 * `turn/completed`: on a draining node, that request (not the drain's look,
 * every 50 ms) finds the session idle and begins its handover.
 */
export function echoOnTurnCompleted(session: Session): Promise<unknown> {
  return new Promise((resolve, reject) =>
    session.notifications$.subscribe((n) => {
      if (n.method === 'turn/completed')
        firstValueFrom(session.request('echo', { after: 1 })).then(resolve, reject);
    }),
  );
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await sleep(5);
  }
}
