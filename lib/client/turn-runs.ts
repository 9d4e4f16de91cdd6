/**
 * The ways to run a turn that Client and Thread both offer: the snapshots
 * (`runTurn`), the last snapshot, the final text, the final text parsed
 * and checked as JSON. One implementation for both, over a `TurnHost`.
 *
 * @example
 * runTurnText(client, threadId, 'Summarize the TODOs').subscribe(console.log);
 */
import type { Observable } from 'rxjs';
import { collectTurn } from '../turn/collect-turn.js';
import type { DoneTurnSnapshot } from '../turn/turn-snapshot.js';
import { turnText } from '../turn/turn-text.js';
import type { JsonSchema } from './json-schema-check.js';
import { runTurn, type RunOptions, type TurnHost, type TurnInputArg } from './run-turn.js';
import { structuredOutput } from './structured-output.js';

/** Runs a turn and emits its last snapshot (`done: true`: items, final text, usage...) once. */
export function runTurnAndWait(
  host: TurnHost,
  threadId: string,
  input: TurnInputArg,
  options: RunOptions = {},
): Observable<DoneTurnSnapshot> {
  return runTurn(host, threadId, input, options).pipe(collectTurn());
}

/** Runs a turn and emits its final text; TurnFailedError / TurnInterruptedError / TurnNoTextError otherwise. */
export function runTurnText(
  host: TurnHost,
  threadId: string,
  input: TurnInputArg,
  options: RunOptions = {},
): Observable<string> {
  return runTurn(host, threadId, input, options).pipe(turnText());
}

/** Runs a turn with `outputSchema`, parses the final text as JSON and checks it against the schema. */
export function runTurnJson<T = unknown>(
  host: TurnHost,
  threadId: string,
  input: TurnInputArg,
  outputSchema: JsonSchema,
  options: RunOptions = {},
): Observable<T> {
  const params = { ...options.params, outputSchema };
  return runTurnText(host, threadId, input, { ...options, params }).pipe(
    structuredOutput<T>(outputSchema),
  );
}
