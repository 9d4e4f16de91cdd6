// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/index.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * Runtime helpers of the generated codecs: what generated code calls as
 * `rt.*`, plus what lib/protocol uses or re-exports (`withStrictness`,
 * `GenericVariant`). This is the template: `npm run gen` emits it into
 * `gen/runtime/`, and everything (gen/ and lib/) imports that copy. It depends
 * on io-ts only. Every codec checks without copying: decoded values are the
 * input values, unknown keys included.
 *
 * @example
 * import * as rt from '../runtime/index.js'; // from gen/stable/client-requests.ts
 */
export { withStrictness } from './mode.js';
export { unknownValue, string, number, integer, boolean, nullValue } from './primitives.js';
export { object } from './object.js';
export { array, record, nullable } from './containers.js';
export { enumeration, literal } from './enumeration.js';
export { taggedUnion, taggedIntersection } from './tagged-union.js';
export type { TaggedUnionType, GenericVariant } from './tagged-union.js';
export { union, intersection, ref, typed } from './combinators.js';
export { deferred, deferredTagged, define, defineTagged } from './deferred.js';
export { codecFromSpec } from './spec.js';
export { moduleObject } from './module-object.js';
export type { Refs, Spec } from './spec.js';
export { describeMethods, methodTable, request, notification } from './method-table.js';
export type {
  NotificationSpec,
  RequestSpec,
  NotificationDescriptor,
  RequestDescriptor,
  DescriptorTypes,
  ParamsOf,
  ResultOf,
} from './method-table.js';
