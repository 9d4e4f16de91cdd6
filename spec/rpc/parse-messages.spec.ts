import fc from 'fast-check';
import { from, lastValueFrom, toArray } from 'rxjs';
import { parseLine, parseMessages } from '../../lib/rpc/parse-messages.js';
import { frameLines } from '../../lib/rpc/frame-lines.js';
import type { ParsedLine } from '../../lib/rpc/messages.js';

const kinds = (lines: string[]): string[] => lines.map((l) => parseLine(l).kind);

describe('parseLine', () => {
  it('classifies the four wire shapes', () => {
    expect(parseLine('{"id":1,"method":"initialize","params":{}}')).toEqual({
      kind: 'request',
      message: { id: 1, method: 'initialize', params: {} },
    });
    expect(parseLine('{"method":"turn/started","params":{"a":1},"emittedAtMs":5}')).toEqual({
      kind: 'notification',
      message: { method: 'turn/started', params: { a: 1 }, emittedAtMs: 5 },
    });
    expect(parseLine('{"id":"s-1","result":null}')).toEqual({
      kind: 'response',
      message: { id: 's-1', result: null },
    });
    expect(parseLine('{"id":null,"error":{"code":-32600,"message":"bad","data":{"x":1}}}')).toEqual(
      {
        kind: 'error',
        message: { id: null, error: { code: -32600, message: 'bad', data: { x: 1 } } },
      },
    );
  });

  it('treats id 0 as a real id and tolerates leading whitespace', () => {
    expect(
      parseLine('{"id":0,"method":"item/commandExecution/requestApproval","params":{}}').kind,
    ).toBe('request');
    expect(parseLine(' \t{"id":0,"result":{}}').kind).toBe('response');
  });

  it('turns banners, non-objects and shapeless objects into parse failures with a reason', () => {
    expect(
      kinds(['Starting codex...', '[1,2]', '42', 'null', '"s"', '{"x":1}', '{"id":1}', '{']),
    ).toEqual(Array(8).fill('parseFailure'));
    const bad = [
      '{"method":5}',
      '{"id":true,"method":"m"}',
      '{"id":{},"result":1}',
      '{"id":1,"error":{"code":"x","message":"m"}}',
      '{"id":1,"error":"boom"}',
      '{"id":[1],"error":{"code":1,"message":"m"}}',
      '{"id":null,"result":1}',
    ];
    for (const line of bad) {
      const parsed = parseLine(line);
      expect(parsed.kind).toBe('parseFailure');
      if (parsed.kind === 'parseFailure') {
        expect(parsed.line).toBe(line);
        expect(parsed.reason.length).toBeGreaterThan(0);
      }
    }
  });

  it('truncates the line kept in a failure', () => {
    const parsed = parseLine('x'.repeat(10_000));
    expect(parsed.kind === 'parseFailure' && parsed.line.length).toBeLessThan(1000);
  });
});

// ---- property tests ----

const id = fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), fc.string({ maxLength: 8 }));
const method = fc.string({ minLength: 1, maxLength: 20 });
const payload = fc.jsonValue({ maxDepth: 3 });
const wireMessage = fc.oneof(
  fc.record({ id, method, params: payload }),
  fc.record({ method, params: payload }),
  fc.record({ id, result: payload }),
  fc.record({
    id: fc.oneof(id, fc.constant(null)),
    error: fc.record({ code: fc.integer(), message: fc.string(), data: payload }),
  }),
);

/** Cuts `text` at the given (sorted, deduplicated) offsets. */
const cut = (text: string, offsets: number[]): string[] => {
  const points = [...new Set(offsets.map((o) => o % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let start = 0;
  for (const p of points) {
    chunks.push(text.slice(start, p));
    start = p;
  }
  chunks.push(text.slice(start));
  return chunks;
};

const pipeline = (chunks: string[]): Promise<ParsedLine[]> =>
  lastValueFrom(from(chunks).pipe(frameLines(), parseMessages(), toArray()));

describe('frameLines + parseMessages (properties)', () => {
  it('any split of a valid stream into chunks yields the same messages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(wireMessage, { minLength: 1, maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.boolean(),
        async (messages, offsets, crlf) => {
          const lines = messages.map((m) => JSON.stringify(m));
          const text = lines.join(crlf ? '\r\n' : '\n') + '\n';
          const expected = lines.map(parseLine);
          expect(expected.every((p) => p.kind !== 'parseFailure')).toBe(true);
          expect(await pipeline(cut(text, offsets))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('arbitrary garbage lines never throw out of the pipeline: each non-empty line becomes one value', async () => {
    const garbageLine = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.constantFrom('{', '{"id":', '}', '{"method":null}', '\u0000', '{"id":1,"error":{}}'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(garbageLine, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        async (lines, offsets) => {
          // Lines of the stream as frameLines will see them (a garbage "line" may itself hold newlines).
          const text = lines.join('\n') + '\n';
          const expectedLines = text
            .split('\n')
            .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
            .filter((l) => l.length > 0);
          const out = await pipeline(cut(text, offsets));
          expect(out).toHaveLength(expectedLines.length);
          out.forEach((parsed, i) => {
            expect(['request', 'notification', 'response', 'error', 'parseFailure']).toContain(
              parsed.kind,
            );
            expect(parsed).toEqual(parseLine(expectedLines[i] as string));
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
