/**
 * What `client.events$` carries: every server notification and every server
 * request, decoded by method, tagged by `kind`. Messages whose method the
 * schema does not know (or whose params failed to decode in permissive mode)
 * are never dropped: they arrive as generic events (`generic: true`, params
 * `unknown`).
 */
import type { RequestId } from '../rpc/messages.js';
import type {
  ServerNotificationMethod,
  ServerNotificationParams,
  ServerRequestMethod,
  ServerRequestParams,
} from './protocol.js';

/** A decoded server notification of method `M`. */
export type NotificationEventOf<M extends ServerNotificationMethod> = {
  readonly kind: 'notification';
  readonly generic?: false;
  readonly method: M;
  readonly params: ServerNotificationParams<M>;
};

/** A decoded server request of method `M` (answered by the client's handlers, see `ServerRequestHandler`). */
export type ServerRequestEventOf<M extends ServerRequestMethod> = {
  readonly kind: 'request';
  readonly generic?: false;
  readonly id: RequestId;
  readonly method: M;
  readonly params: ServerRequestParams<M>;
};

/** Every decoded notification, discriminated by `method`. */
export type NotificationEvent = {
  [M in ServerNotificationMethod]: NotificationEventOf<M>;
}[ServerNotificationMethod];

/** Every decoded server request, discriminated by `method`. */
export type ServerRequestEvent = {
  [M in ServerRequestMethod]: ServerRequestEventOf<M>;
}[ServerRequestMethod];

/** A notification the schema does not describe (or that failed to decode, see `decodeError`). */
export interface GenericNotificationEvent {
  readonly kind: 'notification';
  readonly generic: true;
  readonly method: string;
  readonly params: unknown;
  /** Set when the method is known but its params did not decode (permissive mode). */
  readonly decodeError?: unknown;
}

/** A server request the schema does not describe (or that failed to decode). */
export interface GenericServerRequestEvent {
  readonly kind: 'request';
  readonly generic: true;
  readonly id: RequestId;
  readonly method: string;
  readonly params: unknown;
  readonly decodeError?: unknown;
}

/** Anything `client.events$` emits. Narrow with `ofMethod`, `forThread`, `forTurn`, or on `kind`. */
export type ClientEvent =
  | NotificationEvent
  | ServerRequestEvent
  | GenericNotificationEvent
  | GenericServerRequestEvent;

/** Any server request event, typed or generic. */
export type AnyServerRequestEvent = ServerRequestEvent | GenericServerRequestEvent;

/** Any notification event, typed or generic. */
export type AnyNotificationEvent = NotificationEvent | GenericNotificationEvent;

/** The thread id an event is about, if it names one (`threadId`, `thread.id`, legacy `conversationId`). */
export function eventThreadId(event: { readonly params?: unknown }): string | undefined {
  const p = event.params as
    | { threadId?: unknown; thread?: { id?: unknown } | null; conversationId?: unknown }
    | null
    | undefined;
  if (p === null || typeof p !== 'object') return undefined;
  if (typeof p.threadId === 'string') return p.threadId;
  if (p.thread && typeof p.thread === 'object' && typeof p.thread.id === 'string')
    return p.thread.id;
  if (typeof p.conversationId === 'string') return p.conversationId;
  return undefined;
}

/** The turn id an event is about, if it names one (`turnId` or `turn.id`). */
export function eventTurnId(event: { readonly params?: unknown }): string | undefined {
  const p = event.params as { turnId?: unknown; turn?: { id?: unknown } | null } | null | undefined;
  if (p === null || typeof p !== 'object') return undefined;
  if (typeof p.turnId === 'string') return p.turnId;
  if (p.turn && typeof p.turn === 'object' && typeof p.turn.id === 'string') return p.turn.id;
  return undefined;
}
