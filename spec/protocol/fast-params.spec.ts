/**
 * The hand-written fast checks of delta params (lib/protocol/fast-params.ts)
 * say exactly what the generated codecs say, in both schema sets, on valid
 * and invalid values; decoding through them gives the same results and the
 * same typed errors as the codecs alone.
 */
import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { fastParamChecks } from '../../lib/protocol/fast-params.js';
import { decodeServerNotification, ProtocolDecodeError } from '../../lib/protocol/index.js';
import { experimentalTables, stableTables } from '../../lib/protocol/tables.js';
import type { ServerNotificationMap as StableMap } from '../../gen/stable/server-notifications.js';
import type { ServerNotificationMap as ExperimentalMap } from '../../gen/experimental/server-notifications.js';

// ---- the shapes the checks assume are the schema's (fails to compile when the schema changes one) ----

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type TextDelta = { delta: string; itemId: string; threadId: string; turnId: string };
type Shapes = {
  'item/agentMessage/delta': TextDelta;
  'item/plan/delta': TextDelta;
  'item/commandExecution/outputDelta': TextDelta;
  'item/fileChange/outputDelta': TextDelta;
  'item/reasoning/textDelta': TextDelta & { contentIndex: number };
  'item/reasoning/summaryTextDelta': TextDelta & { summaryIndex: number };
};
type Flat<T> = { [K in keyof T]: T[K] };
type SameShape<Map> = { [M in keyof Shapes]: Equals<Flat<Map[M & keyof Map]>, Flat<Shapes[M]>> };
const stableShapes: SameShape<StableMap> = {
  'item/agentMessage/delta': true,
  'item/plan/delta': true,
  'item/commandExecution/outputDelta': true,
  'item/fileChange/outputDelta': true,
  'item/reasoning/textDelta': true,
  'item/reasoning/summaryTextDelta': true,
};
const experimentalShapes: SameShape<ExperimentalMap> = stableShapes;

const methods = Object.keys(stableShapes) as Array<keyof Shapes>;

// ---- values: the right keys with values of every JSON type, missing or extra keys ----

const jsonValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, undefined, Number.NaN, Infinity, 1.5, -0, 2 ** 53),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);
const keys = ['delta', 'itemId', 'threadId', 'turnId', 'contentIndex', 'summaryIndex', 'extra'];
/** Mostly valid-looking params: every key present with a plausible value, some replaced or dropped. */
const nearlyValid = fc
  .tuple(
    fc.record({
      delta: fc.string({ maxLength: 8 }),
      itemId: fc.string({ maxLength: 8 }),
      threadId: fc.string({ maxLength: 8 }),
      turnId: fc.string({ maxLength: 8 }),
      contentIndex: fc.nat(),
      summaryIndex: fc.nat(),
    }),
    fc.dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: 2 }),
    fc.subarray(keys, { maxLength: 2 }),
  )
  .map(([base, replaced, dropped]) => {
    const out: Record<string, unknown> = { ...base, ...replaced };
    for (const k of dropped) delete out[k];
    return out;
  });
const anyParams = fc.oneof(nearlyValid, nearlyValid, fc.anything(), jsonValue);

describe('fast param checks', () => {
  it('assume the shapes both schema sets generate (the type test above compiles)', () => {
    expect(Object.keys(experimentalShapes)).toEqual(methods);
    expect([...fastParamChecks.keys()].sort()).toEqual([...methods].sort());
  });

  for (const [set, tables] of [
    ['stable', stableTables],
    ['experimental', experimentalTables],
  ] as const) {
    describe(set, () => {
      it.each(methods)('%s: accepts exactly what the codec accepts', (method) => {
        const fast = fastParamChecks.get(method) as (p: unknown) => boolean;
        const codec = tables.serverNotifications.get(method)?.params;
        expect(codec).toBeDefined();
        fc.assert(
          fc.property(anyParams, (params) => fast(params) === codec?.is(params)),
          { numRuns: 400 },
        );
      });
    });
  }

  it.each([
    [
      'an array with the keys',
      Object.assign([], { delta: 'd', itemId: 'i', threadId: 't', turnId: 'u' }),
    ],
    ['a missing key', { delta: 'd', itemId: 'i', threadId: 't' }],
    ['a number for a string', { delta: 1, itemId: 'i', threadId: 't', turnId: 'u' }],
    ['null', null],
  ])('rejects %s, as the codec does', (_, params) => {
    const codec = stableTables.serverNotifications.get('item/agentMessage/delta')?.params;
    expect(fastParamChecks.get('item/agentMessage/delta')?.(params)).toBe(false);
    expect(codec?.is(params)).toBe(false);
  });

  it('rejects a fractional or missing index, as the codec does', () => {
    const base = { delta: 'd', itemId: 'i', threadId: 't', turnId: 'u' };
    for (const contentIndex of [1.5, '1', undefined, null]) {
      const params = { ...base, contentIndex };
      expect(fastParamChecks.get('item/reasoning/textDelta')?.(params)).toBe(false);
      expect(
        stableTables.serverNotifications.get('item/reasoning/textDelta')?.params.is(params),
      ).toBe(false);
    }
  });
});

describe('decodeServerNotification through the fast path', () => {
  const delta = { delta: 'hé', itemId: 'msg_1', threadId: 'th', turnId: 'tu' };

  it('returns the received object itself, extra keys kept', () => {
    const n = { method: 'item/agentMessage/delta', params: { ...delta, more: 1 }, emittedAtMs: 5 };
    const decoded = decodeServerNotification(n);
    expect(isRight(decoded) && decoded.right).toBe(n);
  });

  it.each([false, true])(
    'invalid params still fail with the typed error naming the path (strict: %s)',
    (strict) => {
      const n = { method: 'item/agentMessage/delta', params: { ...delta, itemId: 7 } };
      const decoded = decodeServerNotification(n, { strict });
      expect(isLeft(decoded)).toBe(true);
      const error = (decoded as { left: ProtocolDecodeError }).left;
      expect(error).toBeInstanceOf(ProtocolDecodeError);
      expect(error.method).toBe('item/agentMessage/delta');
      expect(error.reason).toBe('invalid');
      expect(error.message).toContain('params.itemId');
    },
  );

  it('decodes the same as the codec alone, on any params, in both sets and modes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...methods),
        anyParams,
        fc.boolean(),
        fc.boolean(),
        (method, params, experimental, strict) => {
          const n = { method, params };
          const decoded = decodeServerNotification(n, { experimental, strict });
          const codec = (experimental ? experimentalTables : stableTables).serverNotifications.get(
            method,
          )?.params;
          return isRight(decoded) === (codec?.is(params) === true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
