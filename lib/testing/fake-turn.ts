/**
 * Realistic notification sequences for the fake app-server, in the order and
 * shapes the real codex 0.171.0 sends them (observed with the scripted model
 * provider). Runtime-free.
 */
import type { RpcNotification } from '../rpc/messages.js';

export interface FakeTurnOptions {
  readonly threadId: string;
  readonly turnId: string;
  /** Final agent message text. Default 'Hello'. */
  readonly text?: string;
  /** Delta pieces; default: the text in one piece. */
  readonly deltas?: readonly string[];
  /** User input text echoed as the user message item. Default 'Hi'. */
  readonly input?: string;
  /** Item id of the agent message. Default 'msg_1'. */
  readonly messageId?: string;
  /** Tokens for `thread/tokenUsage/updated` (`last` = `total`); `null` leaves it out. Default { input: 10, output: 5 }. */
  readonly usage?: { readonly input: number; readonly output: number } | null;
  /** Final status. Default 'completed'. 'failed' sends an `error` notification and no agent message. */
  readonly status?: 'completed' | 'failed' | 'interrupted';
  /** Error message for status 'failed'. */
  readonly errorMessage?: string;
  /** `emittedAtMs` stamped on every notification (codex adds it). Default 1700000000000. */
  readonly emittedAtMs?: number;
}

const turnObject = (
  turnId: string,
  status: string,
  items: unknown[],
  error: unknown = null,
): Record<string, unknown> => ({
  id: turnId,
  rootTurnId: turnId,
  items,
  itemsView: items.length > 0 ? 'summary' : 'notLoaded',
  status,
  error,
  startedAt: 1700000000,
  completedAt: status === 'inProgress' ? null : 1700000001,
  durationMs: status === 'inProgress' ? null : 250,
});

/**
 * The notifications of one turn after `turn/start` answered, in codex's order:
 * thread/status/changed (active) -> turn/started -> user message started /
 * completed -> agent message started -> deltas -> completed ->
 * thread/tokenUsage/updated -> thread/status/changed (idle) -> turn/completed.
 *
 * @example
 * fake.expectRequest('turn/start', { reply: { result: { turn: turnStartResult('turn_1') } },
 *   then: (s) => fakeTurnNotifications({ threadId: 't1', turnId: 'turn_1', text: 'Hi!' }).forEach((n) => s.notify(n.method, n.params)) });
 */
export function fakeTurnNotifications(options: FakeTurnOptions): RpcNotification[] {
  const { threadId, turnId } = options;
  const text = options.text ?? 'Hello';
  const deltas = options.deltas ?? [text];
  const status = options.status ?? 'completed';
  const messageId = options.messageId ?? 'msg_1';
  const at = options.emittedAtMs ?? 1700000000000;
  const n = (method: string, params: Record<string, unknown>): RpcNotification =>
    ({ method, params, emittedAtMs: at }) as RpcNotification;
  const userItem = {
    type: 'userMessage',
    id: `${turnId}-user`,
    clientId: null,
    content: [{ type: 'text', text: options.input ?? 'Hi', text_elements: [] }],
  };
  const agent = (t: string): Record<string, unknown> => ({
    type: 'agentMessage',
    id: messageId,
    text: t,
    phase: null,
    memoryCitation: null,
  });
  const out: RpcNotification[] = [
    n('thread/status/changed', { threadId, status: { type: 'active', activeFlags: [] } }),
    n('turn/started', { threadId, turn: turnObject(turnId, 'inProgress', []) }),
    n('item/started', { threadId, turnId, startedAtMs: at, item: userItem }),
    n('item/completed', { threadId, turnId, completedAtMs: at, item: userItem }),
  ];
  if (status === 'failed') {
    const error = {
      message: options.errorMessage ?? 'scripted failure',
      codexErrorInfo: 'other',
      additionalDetails: null,
    };
    out.push(
      n('thread/status/changed', { threadId, status: { type: 'systemError' } }),
      n('error', { error, willRetry: false, threadId, turnId }),
      n('turn/completed', { threadId, turn: turnObject(turnId, 'failed', [], error) }),
    );
    return out;
  }
  out.push(n('item/started', { threadId, turnId, startedAtMs: at, item: agent('') }));
  for (const delta of deltas)
    out.push(n('item/agentMessage/delta', { threadId, turnId, itemId: messageId, delta }));
  if (status === 'interrupted') {
    // A partly streamed message never gets item/completed.
    out.push(
      n('thread/status/changed', { threadId, status: { type: 'idle' } }),
      n('turn/completed', { threadId, turn: turnObject(turnId, 'interrupted', []) }),
    );
    return out;
  }
  out.push(n('item/completed', { threadId, turnId, completedAtMs: at, item: agent(text) }));
  if (options.usage !== null) {
    const u = options.usage ?? { input: 10, output: 5 };
    const breakdown = {
      totalTokens: u.input + u.output,
      inputTokens: u.input,
      cachedInputTokens: 0,
      cacheWriteInputTokens: 0,
      outputTokens: u.output,
      reasoningOutputTokens: 0,
    };
    out.push(
      n('thread/tokenUsage/updated', {
        threadId,
        turnId,
        tokenUsage: { total: breakdown, last: breakdown, modelContextWindow: 258400 },
      }),
    );
  }
  out.push(
    n('thread/status/changed', { threadId, status: { type: 'idle' } }),
    n('turn/completed', { threadId, turn: turnObject(turnId, 'completed', [agent(text)]) }),
  );
  return out;
}

/**
 * The `turn` of a `turn/start` result: in progress, no items.
 *
 * @example fake.expectRequest('turn/start', { reply: { result: { turn: turnStartResult('turn_1') } } })
 */
export function turnStartResult(turnId: string): Record<string, unknown> {
  return { ...turnObject(turnId, 'inProgress', []), startedAt: null };
}
