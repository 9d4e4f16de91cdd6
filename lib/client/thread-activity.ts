/**
 * Thread activity: what a host application broadcasts about the threads of
 * every pooled client (the seed's Phoenix.PubSub thread-activity messages),
 * as a typed union. `threadActivityOf` maps one client event to it (pure).
 * Every entry names the pooled client by its connection key.
 */
import type { RequestId } from '../rpc/messages.js';
import type { ConnectionStatus } from './connection-status.js';
import { eventThreadId, type ClientEvent } from './events.js';

/** What every activity carries: the pooled client it came from. */
export interface KeyedActivity {
  /** The pooled client's connection key (`connectionKey(options)`). */
  readonly key: string;
}

/** `thread/started`. */
export interface ThreadStartedActivity extends KeyedActivity {
  readonly kind: 'threadStarted';
  readonly threadId: string;
  readonly thread: unknown;
}

/** `thread/status/changed` (idle, active with flags such as `waitingOnApproval`, ...). */
export interface ThreadStatusChangedActivity extends KeyedActivity {
  readonly kind: 'threadStatusChanged';
  readonly threadId: string;
  readonly status: unknown;
}

/** `turn/started`. */
export interface TurnStartedActivity extends KeyedActivity {
  readonly kind: 'turnStarted';
  readonly threadId: string;
  readonly turnId: string;
}

/** `turn/completed`, with its final status (and error when it failed). */
export interface TurnCompletedActivity extends KeyedActivity {
  readonly kind: 'turnCompleted';
  readonly threadId: string;
  readonly turnId: string;
  readonly status: string;
  readonly error: unknown;
}

/** A server request about a thread (approval, user input, elicitation...) waits for an answer. */
export interface ApprovalPendingActivity extends KeyedActivity {
  readonly kind: 'approvalPending';
  readonly threadId: string;
  readonly turnId: string | null;
  readonly requestId: RequestId;
  readonly method: string;
  readonly params: unknown;
}

/** `serverRequest/resolved`: the server no longer waits for that request. */
export interface ApprovalResolvedActivity extends KeyedActivity {
  readonly kind: 'approvalResolved';
  readonly threadId: string;
  readonly requestId: RequestId;
}

/** The pooled client's connection status changed (connection-status.ts). */
export interface ConnectionActivity extends KeyedActivity {
  readonly kind: 'connection';
  readonly status: ConnectionStatus;
}

/** The manager's recovery hook ran after a reconnect or reattach; its outcome. */
export interface RecoveryActivity extends KeyedActivity {
  readonly kind: 'recovery';
  /** What the client had just done: `reconnected`, or (relay) `reattached`. */
  readonly trigger: string;
  /** Threads that had pending activity (a running turn, a pending approval) at the drop. */
  readonly threadIds: readonly string[];
  readonly outcome:
    | { readonly ok: true; readonly value: unknown }
    | { readonly ok: false; readonly error: unknown };
}

/** What `manager.activity$` emits. */
export type ThreadActivity =
  | ThreadStartedActivity
  | ThreadStatusChangedActivity
  | TurnStartedActivity
  | TurnCompletedActivity
  | ApprovalPendingActivity
  | ApprovalResolvedActivity
  | ConnectionActivity
  | RecoveryActivity;

type Params = Record<string, unknown> | undefined;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The activity one client event means, or null (deltas, items, anything else).
 *
 * @example
 * threadActivityOf('k1', { kind: 'notification', method: 'turn/started', params: { threadId: 't', turn } });
 * // { kind: 'turnStarted', key: 'k1', threadId: 't', turnId: turn.id }
 */
export function threadActivityOf(key: string, event: ClientEvent): ThreadActivity | null {
  const threadId = eventThreadId(event);
  if (threadId === undefined) return null;
  const params = event.params as Params;
  if (event.kind === 'request') {
    return {
      kind: 'approvalPending',
      key,
      threadId,
      turnId: str(params?.turnId) ?? null,
      requestId: event.id,
      method: event.method,
      params: event.params,
    };
  }
  const turn = params?.turn as Params;
  switch (event.method) {
    case 'thread/started':
      return { kind: 'threadStarted', key, threadId, thread: params?.thread };
    case 'thread/status/changed':
      return { kind: 'threadStatusChanged', key, threadId, status: params?.status };
    case 'turn/started': {
      const turnId = str(turn?.id);
      return turnId === undefined ? null : { kind: 'turnStarted', key, threadId, turnId };
    }
    case 'turn/completed': {
      const turnId = str(turn?.id);
      if (turnId === undefined) return null;
      return {
        kind: 'turnCompleted',
        key,
        threadId,
        turnId,
        status: str(turn?.status) ?? 'completed',
        error: turn?.error ?? null,
      };
    }
    case 'serverRequest/resolved': {
      const requestId = params?.requestId;
      if (typeof requestId !== 'string' && typeof requestId !== 'number') return null;
      return { kind: 'approvalResolved', key, threadId, requestId };
    }
    default:
      return null;
  }
}
