/**
 * The replies a ScriptedModelProvider has left to play: one shared script,
 * and queues reserved for single threads, which a request of that thread
 * (codex names it in the `thread-id` header) takes from first.
 */
import type { ModelReply } from './replies.js';
import { ModelScript } from './script.js';

/** What a provider plays: a `script()` or its replies. */
export type ScriptSource = ModelScript | readonly ModelReply[];

function toReplies(source: ScriptSource): ModelReply[] {
  return source instanceof ModelScript ? [...source.replies] : [...source];
}

export class ReplyQueues {
  private readonly shared: ModelReply[];
  private readonly byThread = new Map<string, ModelReply[]>();

  constructor(script: ScriptSource | undefined) {
    this.shared = script === undefined ? [] : toReplies(script);
  }

  /** Replies of the shared script not played yet. */
  get remaining(): number {
    return this.shared.length;
  }

  /** Appends to the shared script. */
  enqueue(replies: ReadonlyArray<ModelReply | ModelScript>): void {
    for (const r of replies) this.shared.push(...toReplies(r instanceof ModelScript ? r : [r]));
  }

  /** Appends to the replies reserved for `threadId`. */
  enqueueFor(threadId: string, replies: ReadonlyArray<ModelReply | ModelScript>): void {
    const queue = this.byThread.get(threadId) ?? [];
    for (const r of replies) queue.push(...toReplies(r instanceof ModelScript ? r : [r]));
    this.byThread.set(threadId, queue);
  }

  remainingFor(threadId: string): number {
    return this.byThread.get(threadId)?.length ?? 0;
  }

  /** The next reply for a request of `threadId` (its own first, then the shared script's), if any is left. */
  next(threadId: string | undefined): ModelReply | undefined {
    const own = threadId === undefined ? undefined : this.byThread.get(threadId);
    return own && own.length > 0 ? own.shift() : this.shared.shift();
  }
}
