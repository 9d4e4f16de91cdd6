/**
 * The few `Either` functions codex-rx uses, producing and reading fp-ts's own
 * `Either` values (`{ _tag: 'Left', left }` / `{ _tag: 'Right', right }`, the
 * representation fp-ts 2 and io-ts share). Not imported from fp-ts: Node can
 * only load fp-ts's CommonJS build (its ES build has no `"type": "module"`),
 * and `fp-ts/lib/Either.js` pulls 27 KB of fp-ts (minified) that no bundler
 * can drop into every app bundle that has a `Client`. The type is fp-ts's.
 *
 * @example
 * isLeft(left('no')); // true
 * map((n: number) => n + 1)(right(1)); // right(2)
 */
import type { Either, Left, Right } from 'fp-ts/lib/Either.js';

export type { Either, Left, Right };

export function left<E, A = never>(e: E): Either<E, A> {
  return { _tag: 'Left', left: e };
}

export function right<A, E = never>(a: A): Either<E, A> {
  return { _tag: 'Right', right: a };
}

export function isLeft<E, A>(ma: Either<E, A>): ma is Left<E> {
  return ma._tag === 'Left';
}

export function isRight<E, A>(ma: Either<E, A>): ma is Right<A> {
  return ma._tag === 'Right';
}

/** fp-ts's `map`, curried the same way: `map(f)(fa)`. */
export function map<A, B>(f: (a: A) => B): <E>(fa: Either<E, A>) => Either<E, B> {
  return (fa) => (isLeft(fa) ? fa : right(f(fa.right)));
}
