import {
  concat,
  concatMap,
  defer,
  filter,
  finalize,
  ignoreElements,
  map,
  merge,
  type Observable,
} from 'rxjs';
import { call } from './call.js';
import type { ClientCore } from './client-core.js';
import { clientInternals } from './client-internals.js';
import type { ExperimentalFlavor } from './client-options.js';
import type { NotificationEventOf } from './events.js';
import { ofMethod } from './of-method.js';
import { requests } from './protocol.js';

/** What a fuzzy file search session emits: its result updates and its completion notices. */
export type FuzzyFileSearchEvent =
  | NotificationEventOf<'fuzzyFileSearch/sessionUpdated'>
  | NotificationEventOf<'fuzzyFileSearch/sessionCompleted'>;

let sessionCounter = 0;

/**
 * A fuzzy file search session as a cold stream (experimental API): subscribing
 * sends `sessionStart`, each query sends `sessionUpdate`, the session's
 * notifications are emitted, unsubscribing sends `sessionStop`.
 *
 * @example
 * fuzzyFileSearch(client, ['/repo'], of('read')).subscribe((e) => console.log(e.params));
 */
export function fuzzyFileSearch(
  client: ClientCore<ExperimentalFlavor>,
  roots: readonly string[],
  queries$: Observable<string>,
): Observable<FuzzyFileSearchEvent> {
  return defer(() => {
    const sessionId = `codex-rx-fuzzy-${++sessionCounter}-${Math.random().toString(36).slice(2, 10)}`;
    const notifications$: Observable<FuzzyFileSearchEvent> = client.events$.pipe(
      ofMethod('fuzzyFileSearch/sessionUpdated', 'fuzzyFileSearch/sessionCompleted'),
      filter((e) => e.params.sessionId === sessionId),
    );
    const commands$ = concat(
      call(client, requests['fuzzyFileSearch/sessionStart'], { sessionId, roots: [...roots] }),
      queries$.pipe(
        concatMap((query) =>
          call(client, requests['fuzzyFileSearch/sessionUpdate'], { sessionId, query }),
        ),
      ),
    ).pipe(ignoreElements());
    // events$ only completes when the connection ends: the search errors with its cause
    const closed$ = client.closed$.pipe(
      map((cause) => {
        throw cause;
      }),
    );
    return merge(notifications$, commands$, closed$).pipe(
      finalize(() => {
        if (client.isClosed) return;
        call(client, requests['fuzzyFileSearch/sessionStop'], { sessionId }).subscribe({
          error: (error: unknown) =>
            clientInternals(client).diagnostic({
              kind: 'backgroundRequestFailed',
              method: 'fuzzyFileSearch/sessionStop',
              error,
            }),
        });
      }),
    );
  });
}
