/**
 * ThreadGoal: a thread's objective with its budget (`thread/goal/set`,
 * `thread/goal/get`, `thread/goal/updated`).
 */
import type { Either } from 'fp-ts/lib/Either.js';
import * as E from '../protocol/either.js';
import { ThreadGoal as ThreadGoalCodec } from '../../gen/stable/index.js';
import type { ThreadGoalStatus as ProtocolGoalStatus } from '../../gen/stable/index.js';
import { decodeAs } from './decode.js';
import { DomainDecodeError } from './errors.js';

/** Every status of the schema's `ThreadGoalStatus`. */
export type ThreadGoalStatus = ProtocolGoalStatus;

const STATUSES = {
  active: true,
  paused: true,
  blocked: true,
  usageLimited: true,
  budgetLimited: true,
  complete: true,
} satisfies Record<ThreadGoalStatus, true>;

/** The statuses, for validation and UIs. */
export const threadGoalStatuses: ReadonlySet<ThreadGoalStatus> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ Object.keys(STATUSES) as ThreadGoalStatus[],
);

export interface ThreadGoal {
  readonly threadId: string;
  readonly objective: string;
  readonly status: ThreadGoalStatus;
  /** `null`: no budget. */
  readonly tokenBudget: number | null;
  readonly tokensUsed: number;
  readonly timeUsedSeconds: number;
  /** Unix seconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * A typed goal. Left when the value is not a schema `ThreadGoal`, including a
 * status the schema does not list (the permissive decoder lets those through;
 * a goal whose status cannot be told is not usable).
 *
 * @example
 * threadGoalFromProtocol(result.goal); // right({ status: 'active', tokenBudget: 50000, ... })
 */
export function threadGoalFromProtocol(value: unknown): Either<DomainDecodeError, ThreadGoal> {
  const decoded = decodeAs(ThreadGoalCodec, 'ThreadGoal', value);
  if (E.isLeft(decoded)) return decoded;
  const g = decoded.right;
  if (!threadGoalStatuses.has(g.status)) {
    const known = [...threadGoalStatuses].join(', ');
    return E.left(
      new DomainDecodeError(
        'ThreadGoal',
        [
          {
            path: 'value.status',
            message: `unknown status ${JSON.stringify(g.status)} (known: ${known})`,
          },
        ],
        value,
      ),
    );
  }
  return E.right({
    threadId: g.threadId,
    objective: g.objective,
    status: g.status,
    tokenBudget: g.tokenBudget ?? null,
    tokensUsed: g.tokensUsed,
    timeUsedSeconds: g.timeUsedSeconds,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
  });
}

/**
 * Tokens left in the budget (never negative), or `null` without a budget.
 *
 * @example
 * remainingTokenBudget(goal); // 12000
 */
export function remainingTokenBudget(goal: ThreadGoal): number | null {
  return goal.tokenBudget === null ? null : Math.max(0, goal.tokenBudget - goal.tokensUsed);
}

/**
 * Whether codex is (or may resume) working on the goal: `active`, `paused`,
 * `blocked`; not `usageLimited`, `budgetLimited` or `complete`.
 *
 * @example
 * if (isGoalOpen(goal)) showProgress(goal);
 */
export function isGoalOpen(goal: ThreadGoal): boolean {
  return goal.status === 'active' || goal.status === 'paused' || goal.status === 'blocked';
}
