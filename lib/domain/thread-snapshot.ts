/**
 * ThreadSnapshot: a thread as the server described it at one moment
 * (`thread/start`, `thread/read`, `thread/resume`, `thread/fork`,
 * `thread/list`...), with typed turns and git info. An immutable value: read
 * the thread again for a newer one.
 */
import type { Either } from 'fp-ts/lib/Either.js';
import * as E from '../protocol/either.js';
import { Thread as ThreadCodec } from '../../gen/stable/index.js';
import type { SessionSource, ThreadHistoryMode, ThreadStatus } from '../../gen/stable/index.js';
import type { Protocol as StableProtocol } from '../../gen/stable/protocol.js';
import { decodeAs } from './decode.js';
import type { DomainDecodeError } from './errors.js';
import { gitInfoFromDecoded, type GitInfo } from './git-info.js';
import { turnFromDecoded, type Turn } from './turn.js';

export type { ThreadStatus, SessionSource, ThreadHistoryMode };

export interface ThreadSnapshot {
  readonly id: string;
  readonly sessionId: string;
  readonly name: string | null;
  /** `notLoaded` | `idle` | `systemError` | `active` (with `activeFlags`). */
  readonly status: ThreadStatus;
  readonly cwd: string;
  /** Usually the first user message. */
  readonly preview: string;
  /** Which client started the session (`cli`, `vscode`, `appServer`, a sub-agent...). */
  readonly source: SessionSource;
  readonly threadSource: string | null;
  readonly cliVersion: string;
  readonly modelProvider: string;
  readonly model: string | null;
  readonly reasoningEffort: StableProtocol.ReasoningEffort | null;
  readonly ephemeral: boolean;
  /** Unix seconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Populated by `thread/read` with `includeTurns`, `thread/resume`, `thread/fork`; empty elsewhere. */
  readonly turns: readonly Turn[];
  readonly gitInfo: GitInfo | null;
  /** Schema default `legacy`; `paginated` threads read their history with paged turns. */
  readonly historyMode: ThreadHistoryMode;
  readonly agentNickname: string | null;
  readonly agentRole: string | null;
  readonly path: string | null;
  readonly forkedFromId: string | null;
  readonly parentThreadId: string | null;
  readonly projectId: string | null;
}

/**
 * @example
 * threadSnapshotFromProtocol(result.thread); // right({ id: 'thr_1', status: { type: 'idle' }, turns: [], ... })
 */
export function threadSnapshotFromProtocol(
  value: unknown,
): Either<DomainDecodeError, ThreadSnapshot> {
  return E.map(
    (t: ThreadCodec): ThreadSnapshot => ({
      id: t.id,
      sessionId: t.sessionId,
      name: t.name ?? null,
      status: t.status,
      cwd: t.cwd,
      preview: t.preview,
      source: t.source,
      threadSource: t.threadSource ?? null,
      cliVersion: t.cliVersion,
      modelProvider: t.modelProvider,
      model: t.model ?? null,
      reasoningEffort: t.reasoningEffort ?? null,
      ephemeral: t.ephemeral,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      turns: t.turns.map((turn) => turnFromDecoded(turn, t.id)),
      gitInfo: t.gitInfo ? gitInfoFromDecoded(t.gitInfo) : null,
      historyMode: t.historyMode ?? 'legacy',
      agentNickname: t.agentNickname ?? null,
      agentRole: t.agentRole ?? null,
      path: t.path ?? null,
      forkedFromId: t.forkedFromId ?? null,
      parentThreadId: t.parentThreadId ?? null,
      projectId: t.projectId ?? null,
    }),
  )(decodeAs(ThreadCodec, 'ThreadSnapshot', value));
}
