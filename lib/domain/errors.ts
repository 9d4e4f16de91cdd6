/**
 * The error of the domain conversions (`fromProtocol` functions): a value that
 * is not the protocol shape it should be. Names what was being converted and,
 * for each problem, the path inside the value.
 */
import { CodexRxError } from '../rpc/errors.js';
import type { DecodeIssue } from '../protocol/errors.js';

/**
 * @example
 * // ThreadGoal: value.status: unknown ThreadGoalStatus "someday"
 */
export class DomainDecodeError extends CodexRxError {
  override readonly name = 'DomainDecodeError' as const;
  constructor(
    /** The domain type being built: `ThreadItem`, `Turn`, `ThreadSnapshot`, ... */
    readonly what: string,
    readonly issues: readonly DecodeIssue[],
    /** The value that was rejected. */
    readonly value: unknown,
  ) {
    super(`${what}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
}
