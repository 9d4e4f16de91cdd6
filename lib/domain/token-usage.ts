/**
 * TokenUsage: what `thread/tokenUsage/updated` reports — the last request's
 * and the thread's total token counts, with every breakdown field of the
 * schema (defaults applied), and the model's context window.
 */
import type { Either } from 'fp-ts/lib/Either.js';
import * as E from '../protocol/either.js';
import { ThreadTokenUsage as ThreadTokenUsageCodec } from '../../gen/stable/index.js';
import type { TokenUsageBreakdown as ProtocolBreakdown } from '../../gen/stable/index.js';
import { decodeAs } from './decode.js';
import type { DomainDecodeError } from './errors.js';

/** Schema `TokenUsageBreakdown`. */
export interface TokenUsageBreakdownLike {
  readonly totalTokens: number;
  readonly inputTokens: number;
  readonly cachedInputTokens: number;
  readonly outputTokens: number;
  readonly reasoningOutputTokens: number;
  /** Schema default 0. */
  readonly cacheWriteInputTokens?: number;
}

/** Schema `ThreadTokenUsage`. */
export interface ThreadTokenUsageLike {
  readonly total: TokenUsageBreakdownLike;
  readonly last: TokenUsageBreakdownLike;
  readonly modelContextWindow?: number | null;
}

/** Schema `TokenUsageBreakdown`, every field present. */
export interface TokenUsageBreakdown {
  readonly inputTokens: number;
  readonly cachedInputTokens: number;
  /** Schema default 0. */
  readonly cacheWriteInputTokens: number;
  readonly outputTokens: number;
  readonly reasoningOutputTokens: number;
  readonly totalTokens: number;
}

/** Schema `ThreadTokenUsage`. */
export interface TokenUsage {
  /** The most recent model request. */
  readonly last: TokenUsageBreakdown;
  /** The thread so far. */
  readonly total: TokenUsageBreakdown;
  /** `null` when the server does not know it. */
  readonly modelContextWindow: number | null;
}

function breakdown(
  b: Omit<ProtocolBreakdown, 'cacheWriteInputTokens'> & { readonly cacheWriteInputTokens?: number },
): TokenUsageBreakdown {
  return {
    inputTokens: b.inputTokens,
    cachedInputTokens: b.cachedInputTokens,
    cacheWriteInputTokens: b.cacheWriteInputTokens ?? 0,
    outputTokens: b.outputTokens,
    reasoningOutputTokens: b.reasoningOutputTokens,
    totalTokens: b.totalTokens,
  };
}

/**
 * From the `tokenUsage` of a `thread/tokenUsage/updated` notification.
 *
 * @example
 * tokenUsageFromProtocol(params.tokenUsage); // right({ last, total, modelContextWindow })
 */
export function tokenUsageFromProtocol(value: unknown): Either<DomainDecodeError, TokenUsage> {
  return E.map(tokenUsageFromDecoded)(decodeAs(ThreadTokenUsageCodec, 'TokenUsage', value));
}

/**
 * From a value the protocol layer already decoded (no validation, defaults applied).
 *
 * @example
 * tokenUsageFromDecoded(state.usage);
 */
export function tokenUsageFromDecoded(u: ThreadTokenUsageLike): TokenUsage {
  return {
    last: breakdown(u.last),
    total: breakdown(u.total),
    modelContextWindow: u.modelContextWindow ?? null,
  };
}

/**
 * Share of the context window the last request used (0..1), or `null` when the
 * window is unknown.
 *
 * @example
 * contextWindowUsed(usage); // 0.42
 */
export function contextWindowUsed(usage: TokenUsage): number | null {
  const window = usage.modelContextWindow;
  return window === null || window <= 0 ? null : usage.last.totalTokens / window;
}
