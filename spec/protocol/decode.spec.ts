/**
 * Method-aware decoding: known methods decode to the received object (extra
 * keys kept), unknown methods become generic values (permissive) or errors
 * (strict), unknown union tags and enum values fall back in permissive mode,
 * errors name the method and the path.
 */
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either.js';
import {
  decodeClientRequestResult,
  decodeServerNotification,
  decodeServerRequest,
  encodeClientRequestParams,
  isExperimentalMethod,
  experimentalClientRequestMethods,
  isGeneric,
  ProtocolDecodeError,
  type ServerNotification,
  type GenericNotification,
} from '../../lib/protocol/index.js';
import { CodexRxError } from '../../lib/rpc/errors.js';
import { ThreadItem } from '../../gen/stable/index.js';

const turn = (overrides: Record<string, unknown> = {}) => ({
  id: 'turn-1',
  items: [],
  status: 'completed',
  ...overrides,
});
const completed = (t: Record<string, unknown>) => ({
  method: 'turn/completed',
  params: { threadId: 'th', turn: t },
});

function right<E, A>(e: Either<E, A>): A {
  if (isLeft(e)) throw new Error(`expected Right, got ${String(e.left)}`);
  return e.right;
}
function left<E, A>(e: Either<E, A>): E {
  if (isRight(e)) throw new Error('expected Left');
  return e.left;
}

describe('decodeServerNotification', () => {
  it('returns the received object itself, unknown keys (emittedAtMs) included', () => {
    const message = { ...completed(turn({ futureField: 1 })), emittedAtMs: 1700000000000 };
    const decoded = right(decodeServerNotification(message));
    expect(decoded).toBe(message);
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(message));
  });

  it('narrows params by method', () => {
    const decoded: ServerNotification | GenericNotification = right(
      decodeServerNotification(completed(turn())),
    );
    if (isGeneric(decoded) || decoded.method !== 'turn/completed') throw new Error('not narrowed');
    const status: 'completed' | 'interrupted' | 'failed' | 'inProgress' =
      decoded.params.turn.status;
    expect(status).toBe('completed');
  });

  it('unknown method: generic value when permissive, error when strict', () => {
    const message = { method: 'brand/new', params: { a: 1 } };
    expect(right(decodeServerNotification(message))).toEqual({
      kind: 'generic',
      method: 'brand/new',
      params: { a: 1 },
    });
    const error = left(decodeServerNotification(message, { strict: true }));
    expect(error).toBeInstanceOf(ProtocolDecodeError);
    expect(error).toBeInstanceOf(CodexRxError);
    expect(error.reason).toBe('unknownMethod');
    expect(error.method).toBe('brand/new');
  });

  it('an unknown item type (newer server) falls back to a generic variant in permissive mode only', () => {
    const item = { type: 'hologram', id: 'i1', beams: 3 };
    const message = completed(turn({ items: [item] }));
    const decoded = right(decodeServerNotification(message));
    expect(decoded).toBe(message);
    expect(ThreadItem.isKnownTag(item)).toBe(false);
    const error = left(decodeServerNotification(message, { strict: true }));
    expect(error.paths).toEqual(['params.turn.items[0].type']);
    expect(error.message).toContain('unknown ThreadItem tag type="hologram"');
  });

  it('an unknown enum value passes in permissive mode, fails in strict mode', () => {
    const message = completed(turn({ status: 'paused' }));
    expect(isRight(decodeServerNotification(message))).toBe(true);
    expect(left(decodeServerNotification(message, { strict: true })).paths).toEqual([
      'params.turn.status',
    ]);
  });

  it('names the path of nested errors and the method', () => {
    const message = completed(turn({ items: [{ type: 'agentMessage', id: 'm1', text: 42 }] }));
    const error = left(decodeServerNotification(message));
    expect(error.method).toBe('turn/completed');
    expect(error.paths).toEqual(['params.turn.items[0].text']);
    expect(error.message).toBe(
      'turn/completed: params.turn.items[0].text: expected string, got number',
    );
  });

  it('a missing required property is named', () => {
    const error = left(
      decodeServerNotification({
        method: 'item/agentMessage/delta',
        params: { threadId: 't', turnId: 'u', itemId: 'i' },
      }),
    );
    expect(error.messages).toEqual([
      'params.delta: missing required property "delta" of AgentMessageDeltaNotification',
    ]);
  });
});

describe('decodeServerRequest', () => {
  it('keeps the id (0 is a real id) and decodes params', () => {
    const request = {
      id: 0,
      method: 'item/commandExecution/requestApproval',
      params: { threadId: 't', turnId: 'u', itemId: 'i', startedAtMs: 1 },
    };
    const decoded = decodeServerRequest(request, { strict: true });
    expect(isRight(decoded) ? decoded.right : decoded.left).toBe(request);
  });

  it('unknown request: generic (still to be answered) or strict error', () => {
    expect(right(decodeServerRequest({ id: 7, method: 'x/ask', params: null }))).toEqual({
      kind: 'generic',
      id: 7,
      method: 'x/ask',
      params: null,
    });
    expect(left(decodeServerRequest({ id: 7, method: 'x/ask' }, { strict: true })).reason).toBe(
      'unknownMethod',
    );
  });
});

describe('decodeClientRequestResult / encodeClientRequestParams', () => {
  it('decodes a result by method and reports missing fields under result.*', () => {
    expect(right(decodeClientRequestResult('turn/interrupt', {}))).toEqual({});
    const error = left(decodeClientRequestResult('turn/start', { turn: { id: 't', items: [] } }));
    expect(error.paths).toEqual(['result.turn.status']);
  });

  it('experimental methods are found in the experimental table', () => {
    const method = [...experimentalClientRequestMethods][0]!;
    expect(isExperimentalMethod(method)).toBe(true);
    expect(isExperimentalMethod('thread/start')).toBe(false);
  });

  it('passes params through unchanged; methods without params get null', () => {
    const params = {
      threadId: 't',
      input: [{ type: 'text', text: 'hi', text_elements: [] }],
      extra: true,
    };
    expect(encodeClientRequestParams('turn/start', params)).toBe(params);
    expect(encodeClientRequestParams('account/logout', undefined)).toBeNull();
  });
});
