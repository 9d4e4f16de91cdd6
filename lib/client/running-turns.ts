/**
 * Which threads have a running turn on this client, and which turn: what a
 * reconnect must `thread/resume` and reconcile. Fed by the `turn/start`
 * responses the client receives and by `turn/started` / `turn/completed`
 * (turns not started by this client, e.g. compaction, count too).
 */
import type { ClientEvent } from './events.js';

/** The threads with a running turn on a client (`client.runningTurns`), read-only. */
export interface RunningTurns {
  /** Threads with a running turn, in the order they started. */
  readonly threadIds: string[];
  readonly size: number;
  /** The running turn of a thread, if any. */
  turnOf(threadId: string): string | undefined;
}

/** The client's own record of its running turns, kept up to date from its events and `turn/start` answers. */
export class RunningTurnTracker implements RunningTurns {
  // codex runs at most one turn per thread at a time
  private readonly byThread = new Map<string, string>();

  /** Threads with a running turn, in the order they started. */
  get threadIds(): string[] {
    return [...this.byThread.keys()];
  }

  get size(): number {
    return this.byThread.size;
  }

  /** The running turn of a thread, if any. */
  turnOf(threadId: string): string | undefined {
    return this.byThread.get(threadId);
  }

  started(threadId: string, turnId: string): void {
    this.byThread.set(threadId, turnId);
  }

  /** The turn is over (only if it is the one recorded: a late event of an older turn changes nothing). */
  ended(threadId: string, turnId: string): void {
    if (this.byThread.get(threadId) === turnId) this.byThread.delete(threadId);
  }

  /** Updates from one server event (`turn/started`, `turn/completed`). */
  observe(event: ClientEvent): void {
    if (event.kind !== 'notification') return;
    if (event.method !== 'turn/started' && event.method !== 'turn/completed') return;
    const params = event.params as { threadId?: unknown; turn?: { id?: unknown } } | undefined;
    const threadId = params?.threadId;
    const turnId = params?.turn?.id;
    if (typeof threadId !== 'string' || typeof turnId !== 'string') return;
    if (event.method === 'turn/started') this.started(threadId, turnId);
    else this.ended(threadId, turnId);
  }
}
