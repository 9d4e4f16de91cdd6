/**
 * Spec helper: decodes every message of a recorded transcript under strict
 * mode and re-encodes every client message. Returns the problems found.
 */
import { isRight } from 'fp-ts/lib/Either.js';
import {
  decodeClientRequestResult,
  decodeServerNotification,
  decodeServerRequest,
  encodeClientRequestParams,
  encodeServerRequestResult,
  stableTables,
  withStrictness,
} from '../../lib/protocol/index.js';
import type { RecordedMessage } from './record-transcript.js';

type Json = Record<string, unknown>;

export interface TranscriptCheck {
  readonly problems: string[];
  readonly counts: {
    notifications: number;
    serverRequests: number;
    results: number;
    clientMessages: number;
  };
}

export function checkTranscript(messages: readonly RecordedMessage[]): TranscriptCheck {
  const problems: string[] = [];
  const counts = { notifications: 0, serverRequests: 0, results: 0, clientMessages: 0 };
  const sentMethods = new Map<unknown, string>();
  const serverRequestMethods = new Map<unknown, string>();
  for (const { dir, message } of messages) {
    if (dir === 'out' && 'method' in message) sentMethods.set(message.id, message.method as string);
    if (dir === 'in' && 'method' in message && 'id' in message)
      serverRequestMethods.set(message.id, message.method as string);
  }
  const strict = { strict: true } as const;
  for (const { dir, message } of messages) {
    const m = message as Json;
    if (dir === 'in') {
      if (typeof m.method === 'string' && 'id' in m) {
        counts.serverRequests++;
        const r = decodeServerRequest(m as never, strict);
        if (!isRight(r)) problems.push(String(r.left));
        else if (r.right !== m) problems.push(`${m.method}: decoded value is not the input object`);
      } else if (typeof m.method === 'string') {
        counts.notifications++;
        const r = decodeServerNotification(m as never, strict);
        if (!isRight(r)) problems.push(String(r.left));
        else if (r.right !== m) problems.push(`${m.method}: decoded value is not the input object`);
      } else if ('result' in m) {
        counts.results++;
        const method = sentMethods.get(m.id);
        if (method === undefined) problems.push(`response ${String(m.id)} to no request`);
        else {
          const r = decodeClientRequestResult(method, m.result, strict);
          if (!isRight(r)) problems.push(String(r.left));
        }
      }
    } else {
      counts.clientMessages++;
      if (typeof m.method === 'string' && 'id' in m) {
        const spec = stableTables.clientRequests.get(m.method);
        if (spec === undefined) problems.push(`client request ${m.method} unknown`);
        else if (!withStrictness(true, () => spec.params.is(m.params)))
          problems.push(`${m.method}: params rejected`);
        const encoded = encodeClientRequestParams(m.method, m.params);
        if (JSON.stringify(encoded) !== JSON.stringify(m.params))
          problems.push(`${m.method}: encode(decode(x)) != x`);
      } else if ('result' in m) {
        const method = serverRequestMethods.get(m.id) ?? '';
        const spec = stableTables.serverRequests.get(method);
        if (spec === undefined) problems.push(`answer to unknown server request ${String(m.id)}`);
        else if (!withStrictness(true, () => spec.result.is(m.result)))
          problems.push(`${method}: answer rejected`);
        if (
          JSON.stringify(encodeServerRequestResult(method, m.result)) !== JSON.stringify(m.result)
        ) {
          problems.push(`${method}: encode(answer) != answer`);
        }
      } else if (typeof m.method === 'string') {
        const spec = stableTables.clientNotifications.get(m.method);
        if (spec === undefined) problems.push(`client notification ${m.method} unknown`);
      }
    }
  }
  return { problems, counts };
}
