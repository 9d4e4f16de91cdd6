/** GitInfo: the repository state a thread was started in (schema `GitInfo`). */
import type { Either } from 'fp-ts/lib/Either.js';
import * as E from '../protocol/either.js';
import { GitInfo as GitInfoCodec } from '../../gen/stable/index.js';
import { decodeAs } from './decode.js';
import type { DomainDecodeError } from './errors.js';

export interface GitInfo {
  readonly branch: string | null;
  readonly originUrl: string | null;
  readonly sha: string | null;
}

/**
 * @example
 * gitInfoFromProtocol({ branch: 'main', sha: 'abc123' }); // right({ branch: 'main', originUrl: null, sha: 'abc123' })
 */
export function gitInfoFromProtocol(value: unknown): Either<DomainDecodeError, GitInfo> {
  return E.map(gitInfoFromDecoded)(decodeAs(GitInfoCodec, 'GitInfo', value));
}

/**
 * From a value the protocol layer already decoded (e.g. inside a decoded Thread).
 *
 * @example
 * gitInfoFromDecoded(thread.gitInfo);
 */
export function gitInfoFromDecoded(g: GitInfoCodec): GitInfo {
  return { branch: g.branch ?? null, originUrl: g.originUrl ?? null, sha: g.sha ?? null };
}
