import { isLeft } from '../../lib/protocol/either.js';
import { decodeNotificationEvent } from '../../lib/client/decode-events.js';
import type { ClientDiagnostic } from '../../lib/client/diagnostics.js';
import { decodeServerNotification } from '../../lib/client/protocol.js';

const ok = { delta: 'Hel', itemId: 'msg_1', threadId: 'thr_1', turnId: 'turn_1' };
const cases: Array<[string, unknown]> = [
  ['valid', ok],
  ['valid, extra keys', { ...ok, emitted: 1 }],
  ['a field missing', { delta: 'Hel', itemId: 'msg_1', threadId: 'thr_1' }],
  ['a number for a string', { ...ok, delta: 3 }],
  ['null params', null],
  ['no params', undefined],
  ['a string for params', 'x'],
];
const methods = [
  'item/agentMessage/delta',
  'item/plan/delta',
  'item/commandExecution/outputDelta',
  'item/fileChange/outputDelta',
];

describe('decodeNotificationEvent: the streamed deltas', () => {
  // The hand-written check in front of their codec must take exactly what the codec takes.
  for (const method of methods)
    for (const strict of [false, true])
      for (const [name, params] of cases)
        it(`${method}, ${name}${strict ? ', strict' : ''}: as its codec decides`, () => {
          const n = { method, params };
          const reported: ClientDiagnostic[] = [];
          const event = decodeNotificationEvent(n, { strict }, (d) => reported.push(d));
          const byCodec = decodeServerNotification(n, { strict });
          expect(event.params).toBe(params);
          expect('decodeError' in event).toBe(isLeft(byCodec));
          expect(reported.map((d) => d.kind)).toEqual(isLeft(byCodec) ? ['decodeError'] : []);
        });
});
