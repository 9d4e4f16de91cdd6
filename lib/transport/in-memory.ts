import { Observable, type Subscriber } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from '../rpc/errors.js';
import type { Transport } from './transport.js';

/** One end of an in-memory connection. */
export interface InMemoryEnd extends Transport {
  /**
   * Ends the connection from this side. Without a reason both ends' `incoming$`
   * complete (a clean close); with one, both error with `TransportClosedError`
   * carrying it (a simulated crash).
   */
  close(reason?: CloseReason): void;
  /** Whether the connection has ended. */
  readonly closed: boolean;
}

interface Side {
  subscriber: Subscriber<string> | null;
  opened: boolean;
  /** Messages that arrived before this side subscribed. */
  readonly queue: string[];
}

/**
 * A connected pair of transports, for tests and for embedding a server in the
 * same process. What one end sends, the other receives, synchronously and in
 * order; messages sent to an end that has not subscribed yet are held for it.
 * Unsubscribing from either end closes the connection (the peer completes).
 *
 * @example
 * const [clientEnd, serverEnd] = createInMemoryPair();
 * serverEnd.incoming$.subscribe((m) => serverEnd.send(answer(m)));
 * const session = new Session(clientEnd);
 */
export function createInMemoryPair(): [InMemoryEnd, InMemoryEnd] {
  const sides: [Side, Side] = [
    { subscriber: null, opened: false, queue: [] },
    { subscriber: null, opened: false, queue: [] },
  ];
  let closedWith: { reason: CloseReason | undefined } | null = null;

  const end = (self: Side): void => {
    const s = self.subscriber;
    self.subscriber = null;
    if (!s) return;
    const reason = closedWith?.reason;
    if (reason) s.error(new TransportClosedError(reason));
    else s.complete();
  };

  const closeConnection = (reason: CloseReason | undefined): void => {
    if (closedWith) return;
    closedWith = { reason };
    end(sides[0]);
    end(sides[1]);
  };

  const makeEnd = (self: Side, peer: Side): InMemoryEnd => ({
    framing: 'messages',
    get closed() {
      return closedWith !== null;
    },
    incoming$: new Observable<string>((subscriber) => {
      if (closedWith) {
        const reason = closedWith.reason ?? { message: 'in-memory connection already closed' };
        subscriber.error(new TransportClosedError(reason));
        return undefined;
      }
      if (self.opened) {
        subscriber.error(new TransportOpenError('in-memory transport end is already open'));
        return undefined;
      }
      self.opened = true;
      self.subscriber = subscriber;
      // Deliver what arrived before opening; stop if the subscriber leaves meanwhile.
      const held = self.queue.splice(0);
      for (let i = 0; i < held.length && self.subscriber; i++) subscriber.next(held[i] as string);
      return () => {
        if (self.subscriber === subscriber) {
          self.subscriber = null;
          closeConnection(undefined);
        }
      };
    }),
    send(message: string): void {
      if (closedWith) {
        throw new TransportClosedError(
          closedWith.reason ?? { message: 'in-memory connection closed' },
        );
      }
      if (peer.subscriber) peer.subscriber.next(message);
      else peer.queue.push(message);
    },
    close(reason?: CloseReason): void {
      closeConnection(reason);
    },
  });

  return [makeEnd(sides[0], sides[1]), makeEnd(sides[1], sides[0])];
}
