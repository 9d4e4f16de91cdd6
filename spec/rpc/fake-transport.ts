import type { Observable } from 'rxjs';
import type { Transport } from '../../lib/transport/transport.js';

/** A transport whose incoming side is any Observable (a marble `hot`/`cold`), recording what is sent. */
export function fakeTransport(
  incoming$: Observable<string>,
  framing: Transport['framing'] = 'messages',
): { transport: Transport; sent: string[] } {
  const sent: string[] = [];
  return { transport: { incoming$, framing, send: (m) => void sent.push(m) }, sent };
}

/** JSON text of a success response. */
export const ok = (id: number | string, result: unknown): string => JSON.stringify({ id, result });

/** JSON text of an error response. */
export const fail = (
  id: number | string | null,
  code: number,
  message: string,
  data?: unknown,
): string => JSON.stringify({ id, error: { code, message, data } });
