/**
 * Errors raised by the client layer (local state errors, not wire errors).
 * All extend `CodexRxError`, set `name` and keep the prototype chain.
 */
import { CodexRxError } from '../rpc/errors.js';
import type { RequestId } from '../rpc/messages.js';

/**
 * A request was made before `initialize` completed (or after it failed). Raised
 * locally, so the server never answers "Not initialized".
 *
 * @example
 * client.request('thread/list', {}).subscribe({ error: (e) => e instanceof NotInitializedError });
 */
export class NotInitializedError extends CodexRxError {
  constructor(readonly method: string) {
    super(
      `${method}: the client is not initialized yet (wait for client.initialize() / Client.connect())`,
    );
  }
}

/**
 * An experimental method was called on a client that did not opt in with
 * `experimentalApi: true` (the server would answer -32600).
 */
export class ExperimentalApiRequiredError extends CodexRxError {
  constructor(readonly method: string) {
    super(`${method} is experimental: create the client with { experimentalApi: true } to use it`);
  }
}

/** The client was closed (by `close()`, or because its transport ended). */
export class ClientClosedError extends CodexRxError {
  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(`${operation}: the client is closed`, options);
  }
}

/** A server-request handler did not answer within `serverRequestTimeoutMs`. */
export class ServerRequestTimeoutError extends CodexRxError {
  constructor(
    readonly method: string,
    readonly id: RequestId,
    readonly timeoutMs: number,
  ) {
    super(
      `handler for server request ${method} (id ${String(id)}) did not answer within ${timeoutMs} ms`,
    );
  }
}

/** A server-request handler completed (Observable) without producing an answer. */
export class ServerRequestNoAnswerError extends CodexRxError {
  constructor(
    readonly method: string,
    readonly id: RequestId,
  ) {
    super(`handler for server request ${method} (id ${String(id)}) completed without an answer`);
  }
}

/** `ClientManager.getClient` was given a `requestHandler`: ambiguous for a shared client. */
export class PooledRequestHandlerError extends CodexRxError {
  constructor() {
    super(
      'pooled clients do not accept a requestHandler (several callers share one client): ' +
        'pass a per-turn handler to thread.run(..., { requestHandler }) or create a dedicated Client',
    );
  }
}

/** One mismatch found by the structured-output check. */
export interface SchemaIssue {
  /** JSON pointer-ish path, e.g. `$.languages[2]`. */
  readonly path: string;
  readonly message: string;
}

/**
 * `runJson`: the final text was not JSON, or did not match the output schema.
 * `issues` names every mismatch found (path and reason).
 */
export class StructuredOutputError extends CodexRxError {
  constructor(
    readonly kind: 'parse' | 'schema',
    readonly text: string | null,
    readonly issues: readonly SchemaIssue[],
    options?: { cause?: unknown },
  ) {
    super(
      kind === 'parse'
        ? `structured output: the final text is not JSON: ${truncate(text ?? '')}`
        : `structured output does not match the schema: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      options,
    );
  }
}

function truncate(s: string, max = 200): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
