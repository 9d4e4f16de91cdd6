/**
 * Runtime helpers of the generated codecs (`gen/`). Every codec checks without
 * copying: decoded values are the input values, unknown keys included.
 *
 * @example
 * import { object, string } from '../lib/protocol/runtime/index.js';
 */
export { withStrictness, isStrict } from './mode.js';
export { checked, isRecord } from './check.js';
export type { Explain } from './check.js';
export { unknownValue, string, number, integer, boolean, nullValue } from './primitives.js';
export { object } from './object.js';
export type { Props } from './object.js';
export { array, record, nullable } from './containers.js';
export { enumeration, literal } from './enumeration.js';
export { taggedUnion, taggedIntersection } from './tagged-union.js';
export type { TaggedUnionType, GenericVariant } from './tagged-union.js';
export { union, intersection, lazy, ref, typed } from './combinators.js';
export { methodTable } from './method-table.js';
export type { NotificationSpec, RequestSpec } from './method-table.js';
