/**
 * Requests of the relay's own to a session's upstream (a takeover's
 * `initialize` and `thread/resume`): string ids under a prefix no client
 * uses, answered here and never logged.
 */
const RELAY_REQUEST_PREFIX = 'codex-rx-relay:';

export class RelayOwnRequests {
  private readonly answers = new Map<string, (m: Record<string, unknown>) => void>();
  private count = 0;

  constructor(
    private readonly send: (line: string) => void,
    /** False once the session is gone or its upstream ended: requests are answered with an error at once. */
    private readonly alive: () => boolean,
  ) {}

  request(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = `${RELAY_REQUEST_PREFIX}${++this.count}`;
    return new Promise((resolve) => {
      if (!this.alive()) return resolve({ error: 'session gone' });
      this.answers.set(id, resolve);
      try {
        this.send(JSON.stringify({ id, method, params }));
      } catch (error) {
        this.answers.delete(id);
        resolve({ error: String(error) });
      }
    });
  }

  /** Whether an upstream message answers one of these requests (then it is taken here). */
  answer(m: Record<string, unknown>): boolean {
    if (typeof m.id !== 'string' || !m.id.startsWith(RELAY_REQUEST_PREFIX)) return false;
    const answer = this.answers.get(m.id);
    this.answers.delete(m.id);
    answer?.(m);
    return true;
  }
}
