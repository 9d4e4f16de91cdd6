/**
 * Errors raised by the client layer (local state errors, not wire errors).
 * All extend `CodexRxError`, set `name` and keep the prototype chain.
 */
import { CodexRxError, type RpcResponseError } from '../rpc/errors.js';
import type { RequestId } from '../rpc/messages.js';

/**
 * A request was made before `initialize` completed (or after it failed). Raised
 * locally, so the server never answers "Not initialized".
 *
 * @example
 * client.request('thread/list', {}).subscribe({ error: (e) => e instanceof NotInitializedError });
 */
export class NotInitializedError extends CodexRxError {
  override readonly name = 'NotInitializedError' as const;
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
  override readonly name = 'ExperimentalApiRequiredError' as const;
  constructor(readonly method: string) {
    super(`${method} is experimental: create the client with { experimentalApi: true } to use it`);
  }
}

/** The client was closed (by `close()`, or because its transport ended). */
export class ClientClosedError extends CodexRxError {
  override readonly name = 'ClientClosedError' as const;
  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(`${operation}: the client is closed`, options);
  }
}

/** A server-request handler did not answer within `serverRequestTimeoutMs`. */
export class ServerRequestTimeoutError extends CodexRxError {
  override readonly name = 'ServerRequestTimeoutError' as const;
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
  override readonly name = 'ServerRequestNoAnswerError' as const;
  constructor(
    readonly method: string,
    readonly id: RequestId,
  ) {
    super(`handler for server request ${method} (id ${String(id)}) completed without an answer`);
  }
}

/** `ClientManager.getClient` was given a `requestHandler`: ambiguous for a shared client. */
export class PooledRequestHandlerError extends CodexRxError {
  override readonly name = 'PooledRequestHandlerError' as const;
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
  override readonly name = 'StructuredOutputError' as const;
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

/**
 * The server answered `initialize` with an error (it refuses this client, or
 * is shutting down). `cause` is the `RpcResponseError`.
 *
 * @example
 * client.initialize().subscribe({ error: (e) => e instanceof InitializeRejectedError && console.error(e.serverMessage) });
 */
export class InitializeRejectedError extends CodexRxError {
  override readonly name = 'InitializeRejectedError' as const;
  /** The JSON-RPC error code. */
  readonly code: number;
  /** The server's message. */
  readonly serverMessage: string;
  readonly data: unknown;

  constructor(response: RpcResponseError) {
    super(`initialize rejected by the server: ${response.serverMessage} [${response.code}]`, {
      cause: response,
    });
    this.code = response.code;
    this.serverMessage = response.serverMessage;
    this.data = response.data;
  }
}
