/**
 * Typed errors of the turn layer. A failed or interrupted turn is not an error
 * of the turn stream (it completes with that snapshot); these are raised by the
 * helpers that want a successful answer (`throwOnTurnFailure`, `turnText`).
 */
import { CodexRxError } from '../rpc/errors.js';
import type { TurnError } from '../domain/turn.js';
import type { TurnSnapshot } from './turn-snapshot.js';

/**
 * The turn completed with status `failed`. `turnError` is the server's
 * `TurnError` (message, codexErrorInfo, additionalDetails) when it sent one.
 */
export class TurnFailedError extends CodexRxError {
  override readonly name = 'TurnFailedError' as const;
  readonly threadId: string;
  readonly turnId: string | null;
  readonly turnError: TurnError | null;

  constructor(snapshot: TurnSnapshot) {
    super(
      `turn ${snapshot.turnId ?? '(unknown)'} on thread ${snapshot.threadId} failed: ${snapshot.error?.message ?? 'no error message'}`,
    );
    this.threadId = snapshot.threadId;
    this.turnId = snapshot.turnId;
    this.turnError = snapshot.error;
  }
}

/** The turn completed with status `interrupted` (turn/interrupt, or a cancelled approval). */
export class TurnInterruptedError extends CodexRxError {
  override readonly name = 'TurnInterruptedError' as const;
  readonly threadId: string;
  readonly turnId: string | null;
  /** What the agent had said before the interrupt, if anything. */
  readonly partialText: string | null;

  constructor(snapshot: TurnSnapshot) {
    super(`turn ${snapshot.turnId ?? '(unknown)'} on thread ${snapshot.threadId} was interrupted`);
    this.threadId = snapshot.threadId;
    this.turnId = snapshot.turnId;
    this.partialText = snapshot.finalText;
  }
}

/**
 * The events ended (or the `turn/start` call gave no response) before the turn
 * was complete. `snapshot` is the last snapshot reached, `null` if none.
 */
export class TurnIncompleteError extends CodexRxError {
  override readonly name = 'TurnIncompleteError' as const;
  constructor(
    readonly threadId: string,
    readonly snapshot: TurnSnapshot | null,
    readonly reason: string,
  ) {
    super(`turn on thread ${threadId} did not complete: ${reason}`);
  }
}

/** A turn completed successfully but produced no agent message to take a text from. */
export class TurnNoTextError extends CodexRxError {
  override readonly name = 'TurnNoTextError' as const;
  constructor(
    readonly threadId: string,
    readonly turnId: string | null,
  ) {
    super(`turn ${turnId ?? '(unknown)'} on thread ${threadId} completed without an agent message`);
  }
}
