// Builders for turn events shaped like codex 0.171.0's v2 notifications.
import {
  startResponseEvent,
  type ThreadItemLike,
  type TurnErrorLike,
  type TurnEvent,
  type TurnInput,
  type TurnStatus,
} from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { initialTurnState, type TurnState } from '../../lib/turn/turn-state.js';

export const THREAD = 'thr_1';
export const TURN = 'turn_1';

/** `events` reduced in order, from `state` (a fresh turn of THREAD by default). */
export const fold = (
  events: readonly TurnInput[],
  state: TurnState = initialTurnState(THREAD),
): TurnState => events.reduce(reduceTurn, state);

export const turn = (
  status: TurnStatus = 'inProgress',
  id = TURN,
  error: TurnErrorLike | null = null,
) => ({
  id,
  status,
  items: [] as ThreadItemLike[],
  error,
  startedAt: null,
  completedAt: null,
  durationMs: null,
});

export const response = (id = TURN): TurnEvent =>
  startResponseEvent({ turn: turn('inProgress', id) });
export const turnStarted = (id = TURN, threadId = THREAD): TurnEvent => ({
  method: 'turn/started',
  params: { threadId, turn: turn('inProgress', id) },
});
export const turnCompleted = (
  status: TurnStatus = 'completed',
  id = TURN,
  error: TurnErrorLike | null = null,
  threadId = THREAD,
): TurnEvent => ({ method: 'turn/completed', params: { threadId, turn: turn(status, id, error) } });

export const agentMessage = (
  id: string,
  text: string,
  phase: string | null = null,
): ThreadItemLike => ({
  type: 'agentMessage',
  id,
  text,
  phase,
});
export const userMessage = (id: string): ThreadItemLike =>
  ({ type: 'userMessage', id, content: [] }) as ThreadItemLike;
export const command = (
  id: string,
  status: string,
  aggregatedOutput: string | null = null,
): ThreadItemLike =>
  ({
    type: 'commandExecution',
    id,
    command: 'ls',
    cwd: '/w',
    commandActions: [],
    status,
    aggregatedOutput,
  }) as ThreadItemLike;

export const itemStarted = (item: ThreadItemLike, turnId = TURN, threadId = THREAD): TurnEvent => ({
  method: 'item/started',
  params: { threadId, turnId, item, startedAtMs: 1 } as never,
});
export const itemCompleted = (
  item: ThreadItemLike,
  turnId = TURN,
  threadId = THREAD,
): TurnEvent => ({
  method: 'item/completed',
  params: { threadId, turnId, item, completedAtMs: 2 } as never,
});
export const agentDelta = (
  itemId: string,
  delta: string,
  turnId = TURN,
  threadId = THREAD,
): TurnEvent => ({
  method: 'item/agentMessage/delta',
  params: { threadId, turnId, itemId, delta },
});
export const outputDelta = (itemId: string, delta: string, turnId = TURN): TurnEvent => ({
  method: 'item/commandExecution/outputDelta',
  params: { threadId: THREAD, turnId, itemId, delta },
});
export const usage = (total: number, turnId = TURN): TurnEvent => {
  const b = {
    totalTokens: total,
    inputTokens: total - 1,
    cachedInputTokens: 0,
    outputTokens: 1,
    reasoningOutputTokens: 0,
  };
  return {
    method: 'thread/tokenUsage/updated',
    params: {
      threadId: THREAD,
      turnId,
      tokenUsage: { total: b, last: b, modelContextWindow: 1000 },
    },
  };
};
export const errorEvent = (message: string, willRetry = false, turnId = TURN): TurnEvent => ({
  method: 'error',
  params: {
    threadId: THREAD,
    turnId,
    willRetry,
    error: { message, codexErrorInfo: 'other', additionalDetails: null },
  },
});

/** The order codex 0.171.0 sends for a plain turn (observed against the real codex), response excluded. */
export function plainTurnNotifications(answer = ['Hel', 'lo']): TurnEvent[] {
  const text = answer.join('');
  return [
    {
      method: 'thread/status/changed',
      params: { threadId: THREAD, status: { type: 'active', activeFlags: [] } },
    } as never,
    turnStarted(),
    itemStarted(userMessage('u1')),
    itemCompleted(userMessage('u1')),
    itemStarted(agentMessage('m1', '', 'final_answer')),
    ...answer.map((d) => agentDelta('m1', d)),
    itemCompleted(agentMessage('m1', text, 'final_answer')),
    usage(42),
    {
      method: 'thread/status/changed',
      params: { threadId: THREAD, status: { type: 'idle' } },
    } as never,
    turnCompleted('completed'),
  ];
}
