/**
 * Shared by the `fromProtocol` conversions: runs a generated io-ts codec
 * (permissive: unknown item types and enum values pass) and turns failures
 * into a DomainDecodeError.
 */
import type { Either } from 'fp-ts/lib/Either.js';
import * as E from '../protocol/either.js';
import type * as t from 'io-ts';
import { issuesOf } from '../protocol/errors.js';
import { DomainDecodeError } from './errors.js';

/**
 * @example
 * decodeAs(GitInfoCodec, 'GitInfo', { branch: 'main' }); // right({ branch: 'main' })
 */
export function decodeAs<A>(
  codec: t.Type<A>,
  what: string,
  value: unknown,
): Either<DomainDecodeError, A> {
  const result = codec.decode(value);
  return E.isRight(result)
    ? E.right(result.right)
    : E.left(new DomainDecodeError(what, issuesOf(result.left, 'value'), value));
}
