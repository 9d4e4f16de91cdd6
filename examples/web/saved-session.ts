/**
 * What the page keeps in `sessionStorage` (per tab, survives a reload) to
 * adopt its relay session again: the transport id and session secret (what
 * the relay checks on attach), the thread, and the turn that was running.
 *
 * Not the watermark: a reloaded page has lost everything it had processed,
 * so everything the relay still retains is new to it (it reattaches with
 * `since: 0`); what the relay trimmed after acknowledgements comes back as
 * the server's view of the turn (`thread/read`).
 */
export interface SavedSession {
  readonly transportId: string;
  readonly secret: string;
  readonly threadId?: string;
  readonly turnId?: string;
}

/** Per relay: a new demo run (new relay URL) never adopts an old run's session. */
const keyOf = (relayUrl: string): string => `codex-rx-web-demo ${relayUrl}`;

export function loadSession(storage: Storage, relayUrl: string): SavedSession | null {
  const raw = storage.getItem(keyOf(relayUrl));
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedSession>;
    if (typeof value.transportId !== 'string' || typeof value.secret !== 'string') return null;
    return value as SavedSession;
  } catch {
    return null; // unreadable: start over
  }
}

export function saveSession(storage: Storage, relayUrl: string, session: SavedSession): void {
  storage.setItem(keyOf(relayUrl), JSON.stringify(session));
}

/** A fresh session: a random transport id and a 32-byte secret, hex. */
export function newSession(): SavedSession {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { transportId: `web-${crypto.randomUUID()}`, secret };
}
