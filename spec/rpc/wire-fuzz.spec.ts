/**
 * Issue 10 §7: fuzzing framing + parsing + decoding. Each generated input is a
 * sequence of lines — valid messages (notifications codex sends, replies to
 * pending requests, known methods carrying unknown variants) mixed with bad
 * ones (truncated, mutated, garbage, huge) — written as a newline-delimited
 * byte stream cut into random chunks. Whatever the input: the connection
 * survives, every bad line is exactly one `parseFailure` diagnostic, and every
 * valid line around it is delivered, in order.
 *
 * FUZZ_RUNS sets the number of generated inputs (default 10 000; `npm run soak` raises it).
 */
import fc from 'fast-check';
import { Subject } from 'rxjs';
import { createClient } from '../../lib/client/client.js';
import type { ClientDiagnostic } from '../../lib/client/diagnostics.js';
import type { ClientEvent } from '../../lib/client/events.js';
import type { Transport } from '../../lib/transport/transport.js';
import { SCHEMA_CODEX_VERSION } from '../../lib/protocol/codex-version.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

// About 2 ms a run on a loaded machine; generous so that `npm run soak` (100 000) fits.
jest.setTimeout(Math.max(180_000, RUNS * 10));

type Line =
  | { readonly valid: true; readonly text: string; readonly method: string }
  | { readonly valid: false; readonly text: string };

const THREAD = 'thr_fuzz';
const validNotification: fc.Arbitrary<{ method: string; params: unknown }> = fc.oneof(
  fc.record({
    method: fc.constant('item/agentMessage/delta'),
    params: fc.record({
      threadId: fc.constant(THREAD),
      turnId: fc.constant('turn_1'),
      itemId: fc.constant('msg_1'),
      delta: fc.string({ maxLength: 40 }),
    }),
  }),
  // a known method whose item is a variant this schema does not know
  fc.record({
    method: fc.constant('item/completed'),
    params: fc.record({
      threadId: fc.constant(THREAD),
      turnId: fc.constant('turn_1'),
      item: fc.record({
        type: fc.constantFrom('futureItemKind', 'agentMessage'),
        id: fc.string({ maxLength: 8 }),
      }),
    }),
  }),
  // a method this schema does not know at all
  fc.record({
    method: fc.constantFrom('future/notification', 'thread/somethingNew'),
    params: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({
    method: fc.constant('thread/status/changed'),
    params: fc.record({
      threadId: fc.constant(THREAD),
      status: fc.record({ type: fc.constant('idle') }),
    }),
  }),
);

const asValid = (n: { method: string; params: unknown }): Line => ({
  valid: true,
  text: JSON.stringify(n),
  method: n.method,
});

/** Lines that are certainly not a JSON-RPC message. */
const badLine: fc.Arbitrary<Line> = fc.oneof(
  // truncated: a proper prefix of a JSON object is never valid JSON
  fc.tuple(validNotification, fc.nat()).map(([n, k]) => {
    const text = JSON.stringify(n);
    return { valid: false as const, text: text.slice(0, 1 + (k % (text.length - 1))) };
  }),
  // mutated: a control character is invalid anywhere in JSON text
  fc
    .tuple(validNotification, fc.nat(), fc.constantFrom('\u0001', '\u0000', '\u001f'))
    .map(([n, k, c]) => {
      const text = JSON.stringify(n);
      const at = k % text.length;
      return { valid: false as const, text: text.slice(0, at) + c + text.slice(at) };
    }),
  // garbage a process may print (a log line, random text)
  fc
    .string({ maxLength: 80 })
    .map((s) => ({ valid: false as const, text: `x${s.replace(/[\r\n]/g, ' ')}` })),
  // JSON that is not a JSON-RPC message
  fc
    .constantFrom('[]', '42', '"text"', 'null', '{"jsonrpc":"2.0"}')
    .map((text) => ({ valid: false as const, text })),
  // huge (rare): 64-200 KB of garbage on one line
  fc
    .integer({ min: 64 * 1024, max: 200 * 1024 })
    .map((n) => ({ valid: false as const, text: `{${'z'.repeat(n)}` })),
);

const line: fc.Arbitrary<Line> = fc.oneof(
  { weight: 3, arbitrary: validNotification.map(asValid) },
  { weight: 2, arbitrary: badLine.filter((l) => l.text.length < 1000) },
  { weight: 1, arbitrary: badLine },
);

/** A transport whose incoming bytes the test writes, in chunks. */
function chunkTransport(): { transport: Transport; incoming: Subject<string>; sent: string[] } {
  const incoming = new Subject<string>();
  const sent: string[] = [];
  return {
    transport: { framing: 'chunks', incoming$: incoming, send: (m) => void sent.push(m) },
    incoming,
    sent,
  };
}

describe('wire fuzzing (framing + parsing + decoding)', () => {
  it(`${RUNS} generated inputs: the connection survives, one diagnostic per bad line, every valid line delivered in order`, () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (lines, cuts, crlf) => {
          const { transport, incoming, sent } = chunkTransport();
          const client = createClient(transport);
          const events: ClientEvent[] = [];
          const diagnostics: ClientDiagnostic[] = [];
          client.events$.subscribe((e) => events.push(e));
          client.diagnostics$.subscribe((d) => diagnostics.push(d));
          client.initialize().subscribe({ error: () => undefined });
          // the handshake reply first, then the generated stream
          const init = JSON.stringify({
            id: 1,
            result: {
              // the schema's own version: a mismatch would add a serverVersionMismatch diagnostic
              userAgent: `codex_cli_rs/${SCHEMA_CODEX_VERSION} (fuzz)`,
              codexHome: '/h',
              platformFamily: 'unix',
              platformOs: 'linux',
            },
          });
          const text = [init, ...lines.map((l) => l.text)].join(crlf ? '\r\n' : '\n') + '\n';
          let at = 0;
          for (let i = 0; at < text.length; i++) {
            // Chunk sizes scale with the text, so a huge line is not fed a byte at a time.
            const size =
              (cuts[i % cuts.length] as number) * Math.max(1, Math.floor(text.length / 4000));
            incoming.next(text.slice(at, at + size));
            at += size;
          }
          const valid = lines.filter((l): l is Extract<Line, { valid: true }> => l.valid);
          expect(client.isClosed).toBe(false);
          expect(client.isReady).toBe(true);
          expect(events.map((e) => e.method)).toEqual(valid.map((l) => l.method));
          expect(diagnostics.filter((d) => d.kind === 'parseFailure')).toHaveLength(
            lines.length - valid.length,
          );
          // nothing else went wrong: only decode diagnostics for the unknown variants
          expect(
            diagnostics.filter((d) => d.kind !== 'parseFailure' && d.kind !== 'decodeError'),
          ).toEqual([]);
          expect(sent.map((s) => (JSON.parse(s) as { method: string }).method)).toEqual([
            'initialize',
            'initialized',
          ]);
          void client.close();
        },
      ),
      { numRuns: RUNS },
    );
  });
});
