import * as E from 'fp-ts/lib/Either.js';
import { gitInfoFromProtocol } from '../../lib/domain/git-info.js';
import { SCHEMA_CODEX_VERSION } from '../../lib/protocol/codex-version.js';
import {
  isGoalOpen,
  remainingTokenBudget,
  threadGoalFromProtocol,
  threadGoalStatuses,
} from '../../lib/domain/thread-goal.js';
import { threadSnapshotFromProtocol } from '../../lib/domain/thread-snapshot.js';
import { contextWindowUsed, tokenUsageFromProtocol } from '../../lib/domain/token-usage.js';
import {
  isTurnCompleted,
  isTurnFailed,
  isTurnInterrupted,
  turnFromProtocol,
} from '../../lib/domain/turn.js';

const right = <A>(e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw e.left;
  return e.right;
};

describe('TokenUsage', () => {
  const b = {
    totalTokens: 120,
    inputTokens: 100,
    cachedInputTokens: 40,
    outputTokens: 20,
    reasoningOutputTokens: 5,
  };
  it('fills every breakdown field (cacheWriteInputTokens defaults to 0)', () => {
    const usage = right(
      tokenUsageFromProtocol({
        last: b,
        total: { ...b, cacheWriteInputTokens: 7 },
        modelContextWindow: 1200,
      }),
    );
    expect(usage.last).toEqual({ ...b, cacheWriteInputTokens: 0 });
    expect(usage.total.cacheWriteInputTokens).toBe(7);
    expect(contextWindowUsed(usage)).toBeCloseTo(0.1);
  });
  it('unknown context window is null', () => {
    const usage = right(tokenUsageFromProtocol({ last: b, total: b }));
    expect(usage.modelContextWindow).toBeNull();
    expect(contextWindowUsed(usage)).toBeNull();
  });
  it('rejects a missing breakdown', () => {
    expect(E.isLeft(tokenUsageFromProtocol({ last: b }))).toBe(true);
  });
});

describe('ThreadGoal', () => {
  const goal = {
    threadId: 't',
    objective: 'ship it',
    status: 'active',
    tokensUsed: 800,
    timeUsedSeconds: 3,
    createdAt: 1,
    updatedAt: 2,
  };
  it('has every status of the schema', () => {
    expect([...threadGoalStatuses].sort()).toEqual([
      'active',
      'blocked',
      'budgetLimited',
      'complete',
      'paused',
      'usageLimited',
    ]);
    for (const status of threadGoalStatuses)
      expect(right(threadGoalFromProtocol({ ...goal, status })).status).toBe(status);
  });
  it('budget helpers', () => {
    expect(remainingTokenBudget(right(threadGoalFromProtocol(goal)))).toBeNull();
    expect(
      remainingTokenBudget(right(threadGoalFromProtocol({ ...goal, tokenBudget: 1000 }))),
    ).toBe(200);
    expect(isGoalOpen(right(threadGoalFromProtocol({ ...goal, status: 'budgetLimited' })))).toBe(
      false,
    );
    expect(isGoalOpen(right(threadGoalFromProtocol({ ...goal, status: 'paused' })))).toBe(true);
  });
  it('rejects an unknown status by name', () => {
    const result = threadGoalFromProtocol({ ...goal, status: 'someday' });
    expect(E.isLeft(result) && result.left.message).toMatch(
      /value\.status: unknown status "someday"/,
    );
  });
});

describe('Turn', () => {
  const turn = {
    id: 'turn_1',
    status: 'failed',
    items: [
      { type: 'agentMessage', id: 'm', text: 'x' },
      { type: 'hologram', id: 'h' },
    ],
    error: { message: 'boom' },
  };
  it('types items (generic fallback) and fills nullable fields', () => {
    const t = right(turnFromProtocol(turn, 'thr_1'));
    expect(t).toMatchObject({
      id: 'turn_1',
      threadId: 'thr_1',
      itemsView: 'full',
      startedAt: null,
      rootTurnId: null,
      error: { message: 'boom' },
    });
    expect(t.items.map((i) => i.type)).toEqual(['agentMessage', 'generic']);
    expect([isTurnFailed(t), isTurnCompleted(t), isTurnInterrupted(t)]).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('synthesizes the user message of a legacy payload with `input`', () => {
    const t = right(
      turnFromProtocol(
        { id: 'turn_0', status: 'completed', items: [], input: [{ type: 'text', text: 'hi' }] },
        'thr_1',
      ),
    );
    expect(t.items).toEqual([
      { type: 'userMessage', id: 'turn_0:input', content: [{ type: 'text', text: 'hi' }] },
    ]);
  });
  it('rejects a bad status', () => {
    const result = turnFromProtocol({ id: 'x', status: 7, items: [] }, 'thr');
    expect(E.isLeft(result) && result.left.message).toMatch(/^Turn: value\.status/);
  });
});

describe('ThreadSnapshot and GitInfo', () => {
  const thread = {
    id: 'thr_1',
    sessionId: 'ses_1',
    cliVersion: SCHEMA_CODEX_VERSION,
    createdAt: 10,
    updatedAt: 20,
    cwd: '/work',
    ephemeral: false,
    modelProvider: 'mock',
    preview: 'hello',
    projectId: null,
    source: 'appServer',
    status: { type: 'active', activeFlags: ['waitingOnApproval'] },
    turns: [{ id: 'turn_1', status: 'completed', items: [] }],
    gitInfo: { branch: 'main', sha: 'abc' },
  };
  it('types the thread, its turns and git info, with defaults', () => {
    const s = right(threadSnapshotFromProtocol(thread));
    expect(s).toMatchObject({
      id: 'thr_1',
      name: null,
      historyMode: 'legacy',
      gitInfo: { branch: 'main', originUrl: null, sha: 'abc' },
      status: { type: 'active', activeFlags: ['waitingOnApproval'] },
      agentNickname: null,
    });
    expect(s.turns[0]).toMatchObject({ id: 'turn_1', threadId: 'thr_1' });
  });
  it('rejects a thread without its required fields, naming them', () => {
    const { id: _id, ...withoutId } = thread;
    const result = threadSnapshotFromProtocol(withoutId);
    expect(E.isLeft(result) && result.left.message).toMatch(/^ThreadSnapshot: value\.id/);
  });
  it('git info alone', () => {
    expect(right(gitInfoFromProtocol({}))).toEqual({ branch: null, originUrl: null, sha: null });
  });
});
