/**
 * How server requests (approvals, user input, elicitation, dynamic tool calls,
 * auth refresh...) are answered. A handler returns the answer as a plain value,
 * a Promise, or an Observable (its first value is the answer, so a UI can
 * answer when a person clicks). Returning `undefined` synchronously (or having
 * no entry for the method in a handler map) passes the request on to the next
 * handler: per-turn handler first, then the client's, then the default
 * -32601 error reply. The client never approves anything on its own.
 */
import type { Observable } from 'rxjs';
import type { AnyServerRequestEvent, ServerRequestEventOf } from './events.js';
import type { ServerRequestMethod, ServerRequestParams, ServerRequestResult } from './protocol.js';

/** An answer: now, later (Promise), or when an Observable first emits. */
export type HandlerAnswer<T> = T | PromiseLike<T> | Observable<T>;

/** Given to every handler call. */
export interface ServerRequestContext {
  /**
   * Aborted when the answer is no longer wanted: the server resolved the
   * request itself (`serverRequest/resolved`), the handler timed out, or the
   * client closed. An Observable answer is unsubscribed at the same time.
   */
  readonly signal: AbortSignal;
}

/** One method's handler: typed params in, typed result out. */
export type ServerRequestMethodHandler<M extends ServerRequestMethod> = (
  params: ServerRequestParams<M>,
  request: ServerRequestEventOf<M>,
  context: ServerRequestContext,
) => HandlerAnswer<ServerRequestResult<M>> | undefined;

/** A catch-all handler: sees every request, typed or generic. Return `undefined` to pass. */
export type ServerRequestHandlerFn = (
  request: AnyServerRequestEvent,
  context: ServerRequestContext,
) => HandlerAnswer<unknown> | undefined;

/**
 * Handlers by method, each typed exactly; `default` sees what no entry handles.
 *
 * @example
 * const handler: ServerRequestHandlerMap = {
 *   'item/commandExecution/requestApproval': (p) => ({ decision: p.command?.startsWith('ls') ? 'accept' : 'decline' }),
 *   'item/fileChange/requestApproval': () => askUser$.pipe(map((ok) => ({ decision: ok ? ('accept' as const) : ('decline' as const) }))),
 * };
 */
export type ServerRequestHandlerMap = {
  readonly [M in ServerRequestMethod]?: ServerRequestMethodHandler<M>;
} & { readonly default?: ServerRequestHandlerFn };

/** Either form. */
export type ServerRequestHandler = ServerRequestHandlerFn | ServerRequestHandlerMap;

/**
 * Calls the right function of a handler (map entry, map default, or the
 * function itself). `undefined`: the handler passes.
 */
export function invokeHandler(
  handler: ServerRequestHandler,
  request: AnyServerRequestEvent,
  context: ServerRequestContext,
): HandlerAnswer<unknown> | undefined {
  if (typeof handler === 'function') return handler(request, context);
  const entry = request.generic
    ? undefined
    : (handler as Record<string, ServerRequestMethodHandler<ServerRequestMethod> | undefined>)[
        request.method
      ];
  if (entry) {
    const answer = entry(request.params as never, request as never, context);
    if (answer !== undefined) return answer;
  }
  return handler.default ? handler.default(request, context) : undefined;
}
