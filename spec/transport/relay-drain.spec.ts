/**
 * The relay transport and a draining relay node (issue 25): the node's close
 * 4503 is "reattach at once", not a refusal (once in a row: a balancer that
 * sends the client back to the draining node gets the backoff), and a
 * generation that changed without a replay gap (a planned handover) cancels
 * no server request, where one behind a gap (a failover) does. Scheduler
 * time, fake sockets.
 */
import { TestScheduler } from 'rxjs/testing';
import type { AttachedFrame } from '../../lib/transport/relay-envelope.js';
import { RelayCloseCodes } from '../../lib/transport/relay-envelope.js';
import { createRelayTransport } from '../../lib/transport/relay.js';
import { fakeFactory, type FakeWsSocket } from './fake-websocket.js';

const testScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const attached = (generation: string, more: Partial<AttachedFrame> = {}): string =>
  JSON.stringify({
    t: 'attached',
    kind: 'reattached',
    generation,
    initializeResult: { userAgent: 'x' },
    nextRequestId: 1,
    unresolved: [],
    replayFrom: 1,
    replayThrough: 0,
    ...more,
  } satisfies AttachedFrame);

const APPROVAL =
  '{"t":"m","s":1,"q":1,"m":{"id":0,"method":"item/commandExecution/requestApproval","params":{"threadId":"th","turnId":"tu","itemId":"i"}}}';

const attachOf = (socket: FakeWsSocket): Record<string, unknown> =>
  JSON.parse(socket.sent[0] ?? '{}') as Record<string, unknown>;

describe('relay transport: a draining node (close 4503)', () => {
  it('reattaches at once with its generation and watermark; a second 4503 in a row waits the backoff; an attach resets it', () => {
    const scheduler = testScheduler();
    scheduler.run(({ flush }) => {
      // 1: attached, then handed over (4503 at 10). 2: at once, refused again (4503 at 11).
      // 3: after the backoff's first delay (100 ms), attached; 4503 at 300. 4: at once again.
      const { factory, sockets, createdAt } = fakeFactory({
        scheduler,
        script: (socket, attempt) => {
          socket.open();
          if (attempt === 2) return socket.closeFromServer(RelayCloseCodes.Draining, 'draining');
          socket.message(attached('g1', { kind: attempt === 1 ? 'fresh' : 'reattached' }));
          if (attempt === 1) socket.message('{"t":"m","s":1,"m":{"method":"x"}}');
          if (attempt < 4)
            scheduler.schedule(
              () => socket.closeFromServer(RelayCloseCodes.Draining, 'handed over'),
              attempt === 1 ? 9 : 188,
            );
        },
      });
      const transport = createRelayTransport('ws://127.0.0.1:4600', {
        transportId: 't1',
        token: 'tok',
        secret: 's'.repeat(16),
        createSocket: factory,
        pingIntervalMs: 0,
        scheduler,
      });
      const errors: unknown[] = [];
      transport.incoming$.subscribe({ error: (e: unknown) => errors.push(e) });
      flush();
      expect(createdAt).toEqual([0, 10, 111, 300]);
      expect(attachOf(sockets[1] as FakeWsSocket)).toMatchObject({ generation: 'g1', since: 1 });
      expect(errors).toEqual([]);
    });
  });
});

describe('relay transport: a generation change', () => {
  const run = (gap: boolean): string[] => {
    const scheduler = testScheduler();
    const delivered: string[] = [];
    scheduler.run(({ flush }) => {
      const { factory } = fakeFactory({
        scheduler,
        script: (socket, attempt) => {
          socket.open();
          if (attempt === 1) {
            socket.message(attached('g1', { kind: 'fresh' }));
            socket.message(APPROVAL);
            return socket.closeFromServer(RelayCloseCodes.Draining, 'handed over');
          }
          socket.message(
            attached('g2', {
              replayFrom: 2,
              replayThrough: 1,
              ...(gap ? { gap: { from: 2, to: 1_000_000_001 } } : {}),
            }),
          );
        },
      });
      const transport = createRelayTransport('ws://127.0.0.1:4600', {
        transportId: 't1',
        token: 'tok',
        secret: 's'.repeat(16),
        createSocket: factory,
        pingIntervalMs: 0,
        scheduler,
      });
      transport.incoming$.subscribe((m) => delivered.push(m));
      flush();
    });
    return delivered.map((m) => (JSON.parse(m) as { method: string }).method);
  };

  it('without a replay gap (a planned handover): the delivered approval stays pending, nothing is cancelled', () => {
    expect(run(false)).toEqual(['item/commandExecution/requestApproval']);
  });

  it('behind a replay gap (a failover): the delivered approval is cancelled as resolved', () => {
    expect(run(true)).toEqual(['item/commandExecution/requestApproval', 'serverRequest/resolved']);
  });
});
