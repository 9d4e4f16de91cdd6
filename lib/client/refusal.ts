/**
 * What the library answers, on its own, to a server request of a turn that
 * nobody follows any more (its consumer unsubscribed): the "no, and stop"
 * answer of each method, so nothing an abandoned turn asks for is ever
 * approved. Methods without such an answer get an error reply instead.
 */
import type { ServerRequestMethod } from './protocol.js';

const REFUSALS: Partial<Record<ServerRequestMethod, unknown>> = {
  // "cancel": denied, and the turn is interrupted as well.
  'item/commandExecution/requestApproval': { decision: 'cancel' },
  'item/fileChange/requestApproval': { decision: 'cancel' },
  'mcpServer/elicitation/request': { action: 'cancel' },
  // The v1 approvals: "abort" denies and stops the turn.
  execCommandApproval: { decision: 'abort' },
  applyPatchApproval: { decision: 'abort' },
};

/**
 * The refusal result for `method`, or `undefined` when the method has none
 * (permissions, user input, tool calls...): answer those with an error.
 *
 * @example
 * refusalFor('item/commandExecution/requestApproval'); // { decision: 'cancel' }
 */
export function refusalFor(method: string): unknown {
  return (REFUSALS as Record<string, unknown>)[method];
}
