/**
 * The fake turn must look like codex 0.171.0: every notification it makes
 * decodes under strict mode with the generated codecs.
 */
import { isRight } from 'fp-ts/lib/Either.js';
import { decodeServerNotification } from '../../lib/protocol/index.js';
import { fakeTurnNotifications } from '../../lib/testing/fake-turn.js';

describe('fakeTurnNotifications', () => {
  it.each(['completed', 'failed', 'interrupted'] as const)(
    'a %s turn decodes strictly',
    (status) => {
      const notifications = fakeTurnNotifications({
        threadId: 't1',
        turnId: 'turn_1',
        status,
        deltas: ['Hel', 'lo'],
      });
      const failures = notifications
        .map((n) => ({ method: n.method, decoded: decodeServerNotification(n, { strict: true }) }))
        .filter(({ decoded }) => !isRight(decoded))
        .map(({ method, decoded }) => `${method}: ${isRight(decoded) ? '' : decoded.left.message}`);
      expect(failures).toEqual([]);
      expect(notifications.at(-1)?.method).toBe('turn/completed');
    },
  );
});
