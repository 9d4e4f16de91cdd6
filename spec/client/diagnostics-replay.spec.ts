/**
 * Issue 10 §5: diagnostics raised before anyone subscribes (garbage before the
 * `initialize` reply, while `Client.connect` is still running) reach a late
 * subscriber of `diagnostics$`; the replay is bounded.
 */
import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { Client } from '../../lib/client/client.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';
import { SCHEMA_CODEX_VERSION } from '../../lib/protocol/codex-version.js';

/** A server that prints `garbage` lines, then answers initialize. */
function noisyServer(garbage: number) {
  const [clientEnd, serverEnd] = createInMemoryPair();
  serverEnd.incoming$.subscribe({
    next: (m) => {
      const { id, method } = JSON.parse(m) as { id?: number; method: string };
      if (method !== 'initialize') return;
      for (let i = 0; i < garbage; i++) serverEnd.send(`WARN starting up (${i})`);
      serverEnd.send(
        JSON.stringify({
          id,
          result: {
            // the schema's own version: a mismatch would add a serverVersionMismatch diagnostic
            userAgent: `codex_cli_rs/${SCHEMA_CODEX_VERSION}`,
            codexHome: '/h',
            platformFamily: 'unix',
            platformOs: 'linux',
          },
        }),
      );
    },
    error: () => undefined,
  });
  return clientEnd;
}

const ready = (transport: ReturnType<typeof noisyServer>, options = {}) =>
  new Promise<[Client, () => void]>((resolve, reject) => {
    const sub = Client.connect(transport, options).subscribe({
      next: (c) => resolve([c, () => sub.unsubscribe()]),
      error: reject,
    });
  });

describe('diagnostics$ replay', () => {
  it('a subscriber who comes after Client.connect gets the garbage seen while connecting', async () => {
    const [client, close] = await ready(noisyServer(3));
    const seen = await lastValueFrom(client.diagnostics$.pipe(take(3), toArray()));
    expect(seen.map((d) => d.kind)).toEqual(['parseFailure', 'parseFailure', 'parseFailure']);
    expect(seen.map((d) => (d as { line: string }).line)).toEqual([
      'WARN starting up (0)',
      'WARN starting up (1)',
      'WARN starting up (2)',
    ]);
    close();
  });

  it('is bounded: the last diagnosticsReplay diagnostics are kept, older ones dropped', async () => {
    const [client, close] = await ready(noisyServer(150), { diagnosticsReplay: 100 });
    const seen: string[] = [];
    client.diagnostics$.subscribe((d) => seen.push((d as { line: string }).line));
    expect(seen).toHaveLength(100);
    expect(seen[0]).toBe('WARN starting up (50)');
    expect(seen[99]).toBe('WARN starting up (149)');
    close();
  });

  it('diagnosticsReplay: 0 turns the replay off', async () => {
    const [client, close] = await ready(noisyServer(3), { diagnosticsReplay: 0 });
    const seen: unknown[] = [];
    client.diagnostics$.subscribe((d) => seen.push(d));
    expect(seen).toEqual([]);
    close();
    expect(await firstValueFrom(client.closed$)).toBeDefined();
  });
});
