/**
 * Whether Redis came back empty lately, for a fleet: a session missing from
 * a Redis restarted without persistence may be one its owner has not
 * re-seeded yet (it reconnects within about a second, then re-creates its
 * records), so a reattach to it meanwhile is asked to retry (1013) rather
 * than told the session is unknown. Kept in Redis itself, per server (on a
 * cluster per master: each loses its data on its own): an `epoch` key that
 * lives as long as Redis keeps its data, and a `fresh` key set for the grace
 * when the epoch was found missing (Redis's own clock: no skew between nodes).
 */
import type { RedisInternals } from './redis-internals.js';

/**
 * KEYS epoch fresh; ARGV graceMs. `epoch` lives as long as Redis keeps its
 * data: absent, Redis is new or came back empty, and `fresh` is set for the
 * re-seed grace. Returns 1 while `fresh` lasts.
 */
const MARK_FRESH = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('EXISTS', KEYS[2]) end
redis.call('SET', KEYS[1], '1')
redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
return 1`;

export class ReseedGrace {
  constructor(
    private readonly redis: RedisInternals,
    private readonly keyPrefix: string,
    /** How long after Redis came back empty a missing session may still be re-seeded by its owner. */
    readonly graceMs: number,
  ) {}

  /** Keys under a hash tag (one slot: a cluster runs the script): `{fleet}`, or a master's tag. */
  private keys(tag: string): [string, string] {
    return [`${this.keyPrefix}:{${tag}}:epoch`, `${this.keyPrefix}:{${tag}}:fresh`];
  }

  /** Redis as this node first finds it is not "back empty": nothing to re-seed. */
  async start(): Promise<void> {
    await Promise.all(
      this.redis.epochTags().map((tag) => this.redis.client.set(this.keys(tag)[0], '1', 'NX')),
    );
  }

  /**
   * Whether Redis came back empty less than `graceMs` ago (or cannot be
   * asked), on the master of the session's slot (every master when no
   * session is named). Asking starts the grace when Redis lost its data.
   */
  async recovering(transportId?: string): Promise<boolean> {
    try {
      const tags = this.redis.epochTags(transportId);
      if (tags.length === 0) return true; // a cluster whose slots are not known yet
      const answers = await Promise.all(
        tags.map((tag) => this.redis.client.eval(MARK_FRESH, 2, ...this.keys(tag), this.graceMs)),
      );
      return answers.some((r) => r === 1);
    } catch {
      return true;
    }
  }
}
