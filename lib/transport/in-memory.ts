import { TransportClosedError, TransportOpenError, type CloseReason } from './errors.js';
import type { Transport } from './transport.js';
import { createTransport, type ConnectionSink } from './transport-core.js';

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
  /** This end's open connection, while it has one. */
  sink: ConnectionSink | null;
  /** Messages that arrived before this side subscribed. */
  readonly queue: string[];
}

/**
 * A connected pair of transports, for tests and for embedding a server in the
 * same process. What one end sends, the other receives, synchronously and in
 * order; messages sent to an end that has not subscribed yet are held for it.
 * Unsubscribing from either end closes the connection (the peer completes).
 * Each end opens once.
 *
 * @example
 * const [clientEnd, serverEnd] = createInMemoryPair();
 * serverEnd.incoming$.subscribe((m) => serverEnd.send(answer(m)));
 * const session = new Session(clientEnd);
 */
export function createInMemoryPair(): [InMemoryEnd, InMemoryEnd] {
  const sides: [Side, Side] = [
    { sink: null, queue: [] },
    { sink: null, queue: [] },
  ];
  let closedWith: { reason: CloseReason | undefined } | null = null;

  const end = (self: Side): void => {
    const sink = self.sink;
    self.sink = null;
    if (!sink) return;
    const reason = closedWith?.reason;
    if (reason) sink.error(new TransportClosedError(reason));
    else sink.complete({ kind: 'peerClosed', message: 'in-memory connection closed' });
  };

  const closeConnection = (reason: CloseReason | undefined): void => {
    if (closedWith) return;
    closedWith = { reason };
    end(sides[0]);
    end(sides[1]);
  };

  const deliver = (peer: Side, message: string): void => {
    if (peer.sink) peer.sink.next(message);
    else peer.queue.push(message);
  };

  // The core gives each end its single open and close fan-out; sends bypass it:
  // a pair is connected from the start, and the peer holds what it has not read.
  const makeEnd = (self: Side, peer: Side): InMemoryEnd => {
    let opened = false;
    const core = createTransport({
      name: 'in-memory',
      framing: 'messages',
      connect: (sink) => {
        if (closedWith) {
          const reason = closedWith.reason ?? { message: 'in-memory connection already closed' };
          return sink.error(new TransportClosedError(reason));
        }
        if (opened)
          return sink.error(new TransportOpenError('in-memory transport end is already open'));
        opened = true;
        self.sink = sink;
        // Deliver what arrived before opening; stop if the subscriber leaves meanwhile.
        const held = self.queue.splice(0);
        for (let i = 0; i < held.length && self.sink === sink; i++) sink.next(held[i] as string);
        return () => {
          if (self.sink === sink) {
            self.sink = null;
            closeConnection(undefined);
          }
        };
      },
    });
    return {
      framing: 'messages',
      incoming$: core.incoming$,
      get closed() {
        return closedWith !== null;
      },
      send(message: string): void {
        if (closedWith) {
          throw new TransportClosedError(
            closedWith.reason ?? { message: 'in-memory connection closed' },
          );
        }
        deliver(peer, message);
      },
      close(reason?: CloseReason): void {
        closeConnection(reason);
      },
    };
  };

  return [makeEnd(sides[0], sides[1]), makeEnd(sides[1], sides[0])];
}
