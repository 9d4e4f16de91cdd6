/**
 * Runtime helpers of the generated codecs (`gen/`): what generated code calls
 * as `rt.*`, plus what lib/protocol uses or re-exports (`withStrictness`,
 * `GenericVariant`). Every codec checks without copying: decoded values are
 * the input values, unknown keys included.
 *
 * @example
 * import { object, string } from '../lib/protocol/runtime/index.js';
 */
export { withStrictness } from './mode.js';
export { unknownValue, string, number, integer, boolean, nullValue } from './primitives.js';
export { object } from './object.js';
export { array, record, nullable } from './containers.js';
export { enumeration, literal } from './enumeration.js';
export { taggedUnion, taggedIntersection } from './tagged-union.js';
export type { TaggedUnionType, GenericVariant } from './tagged-union.js';
export { union, intersection, ref, typed } from './combinators.js';
export { deferred, deferredTagged } from './deferred.js';
export { methodTable } from './method-table.js';
export type { NotificationSpec, RequestSpec } from './method-table.js';
