/**
 * Decoding mode shared by the generated codecs. Decoding is synchronous, so a
 * module-level flag set around one `decode` call is safe and costs nothing on
 * the hot path.
 *
 * - permissive (default): an unknown tag of a tagged union, or an unknown enum
 *   value, is accepted as is (a newer server may send new item types);
 * - strict: both are rejected with an error naming the path.
 *
 * @example
 * const result = withStrictness(true, () => ThreadItem.decode(value));
 */
let strict = false;

/** Whether the decode in progress is strict. */
export function isStrict(): boolean {
  return strict;
}

/** Runs `run` with the given strictness, restoring the previous one afterwards. */
export function withStrictness<T>(value: boolean, run: () => T): T {
  const previous = strict;
  strict = value;
  try {
    return run();
  } finally {
    strict = previous;
  }
}
