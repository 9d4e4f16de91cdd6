/**
 * Every page of a thread's turns, following `nextCursor` (cold: one request
 * per page, the next only after the previous arrived).
 *
 * @example
 * turnPages(client, threadId, { limit: 20 }).pipe(mergeMap((page) => page.data)).subscribe(show);
 */
import { EMPTY, expand, type Observable } from 'rxjs';
import { callOnThread, type Rest, type RequestSender } from './call.js';
import { requests, type ClientRequestResult } from './protocol.js';

export function turnPages(
  sender: RequestSender,
  threadId: string,
  options: Rest<'thread/turns/list'> = {},
): Observable<ClientRequestResult<'thread/turns/list'>> {
  const page = (
    params: Rest<'thread/turns/list'>,
  ): Observable<ClientRequestResult<'thread/turns/list'>> =>
    callOnThread(sender, requests['thread/turns/list'], threadId, params);
  return page(options).pipe(
    expand((p) => (p.nextCursor ? page({ ...options, cursor: p.nextCursor }) : EMPTY)),
  );
}
