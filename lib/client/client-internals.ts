/**
 * What the library's own modules reach of a client beyond its public API:
 * sending a request by descriptor (call.ts), running a turn (run-turn.ts),
 * reconciling running turns (reconcile-turns.ts), reporting diagnostics.
 * These live on an object of their own (client-turns.ts), found from the
 * client through a WeakMap that `ClientCore`'s constructor fills, so the
 * public class, its declarations and the API report carry none of them.
 *
 * @example
 * clientInternals(client).runningTurns.turnOf(threadId);
 */
import type { Observable } from 'rxjs';
import type { RequestOptions } from '../rpc/session.js';
import type { ClientRequestMethod } from './protocol.js';
import type { ReconcileHost } from './reconcile-turns.js';
import type { TurnHost } from './run-turn.js';

export interface ClientInternals extends TurnHost, ReconcileHost {
  /**
   * One request by method name, its result decoded by that method's codec.
   * No flavor check at run time beyond the client's own (an experimental
   * method on a stable client still fails): descriptor calls check it by type.
   */
  sendRequest(
    method: ClientRequestMethod,
    params: unknown,
    options?: RequestOptions,
  ): Observable<unknown>;
}

// pure: nothing at a module's top level may have an effect (bundlers drop unused chunks)
const byClient = /* @__PURE__ */ new WeakMap<object, ClientInternals>();

/** Called once, by `ClientCore`'s constructor. */
export function setClientInternals(client: object, internals: ClientInternals): void {
  byClient.set(client, internals);
}

/** The internals of a client made by `ClientCore`'s constructor (`Client`, `createClient`, ...). */
export function clientInternals(client: object): ClientInternals {
  const internals = byClient.get(client);
  if (internals === undefined)
    throw new TypeError('not a codex-rx client (expected one made by Client or createClient)');
  return internals;
}
