/**
 * A session's bookkeeping of its client's requests: the next request id,
 * the requests the upstream has not answered (a takeover answers them with
 * an error), the threads their answers opened, and `initialize` (its params
 * kept for a takeover, its result cached: a reattaching client's repeated
 * initialize is answered here, the upstream initialized once).
 */
import type { RequestId } from '../rpc/messages.js';
import type { SessionThreads } from './session-threads.js';
import type { SessionStoreWrites } from './session-store-writes.js';
import type { SessionRecordPatch } from './store.js';
import { keyOf } from './upstream-lines.js';

/** What becomes of a client request or notification: forwarded upstream, dropped, or answered here (the line to log). */
export type ClientMessageFate = 'forward' | 'drop' | { readonly answer: string };

export interface ClientRequestsStart {
  readonly nextRequestId: number;
  readonly initializeResult: unknown;
  readonly initializeParams: unknown;
}

export class ClientRequests {
  nextRequestId = 1;
  initializeResult: unknown = null;
  private initializeParams: unknown = undefined;
  private readonly pendingInitializeIds = new Set<string>();
  private initializedForwarded = false;
  private readonly pendingRequests = new Map<number, string>();

  constructor(
    private readonly threads: SessionThreads,
    private readonly writes: SessionStoreWrites,
    start?: ClientRequestsStart,
  ) {
    if (start) {
      this.nextRequestId = start.nextRequestId;
      this.initializeResult = start.initializeResult;
      this.initializeParams = start.initializeParams;
      this.initializedForwarded = start.initializeResult !== null;
    }
  }

  /** A client request (`method` and `id`) or notification on its way upstream. */
  fromClient(method: string, id: RequestId | undefined, params: unknown): ClientMessageFate {
    if (id !== undefined) {
      if (typeof id === 'number' && Number.isSafeInteger(id)) {
        // A request forwarded by another node may arrive twice (the client re-sent it after a drop).
        if (this.pendingRequests.has(id)) return 'drop';
        if (id >= this.nextRequestId) this.nextRequestId = id + 1;
        this.pendingRequests.set(id, method);
        this.writes.persist({
          nextRequestId: this.nextRequestId,
          pendingRequests: [...this.pendingRequests.keys()],
        });
      }
      if (method === 'initialize' && this.initializeParams === undefined) {
        this.initializeParams = params ?? null;
        this.writes.persist({ initializeParams: this.initializeParams });
      }
      if (method === 'initialize') {
        if (this.initializeResult !== null) {
          // The upstream is initialized already (it would answer "Already initialized").
          if (typeof id === 'number') this.pendingRequests.delete(id);
          return { answer: JSON.stringify({ id, result: this.initializeResult }) };
        }
        this.pendingInitializeIds.add(keyOf(id));
      }
    } else if (method === 'initialized') {
      if (this.initializedForwarded) return 'drop';
      this.initializedForwarded = true;
    }
    return 'forward';
  }

  /** Whether no client request waits for the upstream's answer. */
  get settled(): boolean {
    return this.pendingRequests.size === 0 && this.pendingInitializeIds.size === 0;
  }

  /** A client request was answered: no longer pending; threads it started or resumed are remembered. */
  answered(id: number, m: Record<string, unknown>): void {
    const method = this.pendingRequests.get(id);
    if (method === undefined) return;
    this.pendingRequests.delete(id);
    const patch: { -readonly [K in keyof SessionRecordPatch]: SessionRecordPatch[K] } = {
      pendingRequests: [...this.pendingRequests.keys()],
    };
    const threadId = (m.result as { thread?: { id?: unknown } } | undefined)?.thread?.id;
    if (
      (method === 'thread/start' || method === 'thread/resume' || method === 'thread/fork') &&
      typeof threadId === 'string' &&
      !this.threads.has(threadId)
    ) {
      this.threads.add(threadId);
      patch.threads = this.threads.list();
    }
    this.writes.persist(patch);
  }

  /** Whether an upstream answer is the result of a client's `initialize` (then cached). */
  initializeAnswered(id: RequestId, m: Record<string, unknown>): boolean {
    if (!(this.pendingInitializeIds.delete(keyOf(id)) && 'result' in m)) return false;
    this.initializeResult = m.result;
    this.writes.persist({ initializeResult: m.result });
    return true;
  }
}
