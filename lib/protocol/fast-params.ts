/**
 * Hand-written checks of the params of the streaming notifications (the
 * deltas: nearly every message of a turn), each equal to its generated codec's
 * `is`. The generated object codec loops over its properties with keyed loads
 * shared by every object codec of the schema (megamorphic, about 200 ns for
 * four strings); these read each property by name (about 10 ns).
 *
 * They are a fast path only: a value that fails one is checked again by the
 * codec, which decides and explains. So a check may only ever say `true` for
 * a value the codec accepts. spec/protocol/fast-params.spec.ts shows it on
 * valid and invalid values, and its type test fails to compile when the
 * schema changes one of these shapes (then change the check with it).
 */

interface TextDeltaShape {
  readonly delta?: unknown;
  readonly itemId?: unknown;
  readonly threadId?: unknown;
  readonly turnId?: unknown;
  readonly contentIndex?: unknown;
  readonly summaryIndex?: unknown;
}

/** `{ delta, itemId, threadId, turnId }`, all strings (extra keys allowed, as the codec allows them). */
function isTextDelta(p: unknown): boolean {
  if (typeof p !== 'object' || p === null || Array.isArray(p)) return false;
  const d = p as TextDeltaShape;
  return (
    typeof d.delta === 'string' &&
    typeof d.itemId === 'string' &&
    typeof d.threadId === 'string' &&
    typeof d.turnId === 'string'
  );
}

const isInteger = (u: unknown): boolean => typeof u === 'number' && Number.isInteger(u);

/** A text delta with an integer `contentIndex` (`item/reasoning/textDelta`). */
function isReasoningTextDelta(p: unknown): boolean {
  return isTextDelta(p) && isInteger((p as TextDeltaShape).contentIndex);
}

/** A text delta with an integer `summaryIndex` (`item/reasoning/summaryTextDelta`). */
function isReasoningSummaryTextDelta(p: unknown): boolean {
  return isTextDelta(p) && isInteger((p as TextDeltaShape).summaryIndex);
}

/**
 * Method -> fast check of its params, for the server notifications whose
 * params are the same in the stable and the experimental schema.
 */
export const fastParamChecks: ReadonlyMap<string, (params: unknown) => boolean> = new Map([
  ['item/agentMessage/delta', isTextDelta],
  ['item/plan/delta', isTextDelta],
  ['item/commandExecution/outputDelta', isTextDelta],
  ['item/fileChange/outputDelta', isTextDelta],
  ['item/reasoning/textDelta', isReasoningTextDelta],
  ['item/reasoning/summaryTextDelta', isReasoningSummaryTextDelta],
]);
