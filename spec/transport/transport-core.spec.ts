import { TestScheduler } from 'rxjs/testing';
import { TransportClosedError, TransportOpenError } from '../../lib/transport/errors.js';
import { createTransport, type ConnectionSink } from '../../lib/transport/transport-core.js';

/** A medium driven by the test: it records writes and exposes the sink of its connection. */
function scriptedMedium(framing: 'chunks' | 'messages' = 'messages') {
  const written: string[] = [];
  const state: { sink: ConnectionSink | null; connects: number; teardowns: number } = {
    sink: null,
    connects: 0,
    teardowns: 0,
  };
  const transport = createTransport({
    name: 'scripted',
    framing,
    connect: (sink) => {
      state.sink = sink;
      state.connects++;
      return () => {
        state.teardowns++;
      };
    },
  });
  const sink = (): ConnectionSink => {
    if (!state.sink) throw new Error('not connected');
    return state.sink;
  };
  return { transport, written, state, sink };
}

describe('createTransport (the transport core)', () => {
  it('holds sends until the medium opens, then writes them and later ones in call order', () => {
    const { transport, written, sink } = scriptedMedium();
    transport.send('a');
    transport.incoming$.subscribe();
    transport.send('b');
    expect(written).toEqual([]);
    sink().open((m) => written.push(m));
    transport.send('c');
    expect(written).toEqual(['a', 'b', 'c']);
  });

  it('keeps order when a send happens inside a write (a peer answering synchronously)', () => {
    const { transport, written, sink } = scriptedMedium();
    transport.send('1');
    transport.send('2');
    transport.incoming$.subscribe();
    let reentered = false;
    sink().open((m) => {
      written.push(m);
      if (!reentered) {
        reentered = true;
        transport.send('inside');
      }
    });
    expect(written).toEqual(['1', '2', 'inside']);
  });

  it('holds again after hold() and flushes at the next open (a resumable medium reconnecting)', () => {
    const { transport, written, sink } = scriptedMedium();
    transport.incoming$.subscribe();
    sink().open((m) => written.push(`first:${m}`));
    transport.send('x');
    sink().hold();
    transport.send('y');
    expect(written).toEqual(['first:x']);
    sink().open((m) => written.push(`second:${m}`));
    expect(written).toEqual(['first:x', 'second:y']);
  });

  it('refuses a second concurrent subscription with TransportOpenError naming the transport', () => {
    const { transport, state } = scriptedMedium();
    transport.incoming$.subscribe();
    let error: unknown;
    transport.incoming$.subscribe({ error: (e: unknown) => (error = e) });
    expect(error).toBeInstanceOf(TransportOpenError);
    expect((error as Error).message).toBe('this scripted transport is already open');
    expect(state.connects).toBe(1);
  });

  it('passes data straight through and completes on a clean end; a later send throws with the typed reason', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, expectObservable }) => {
      const { transport, sink } = scriptedMedium('chunks');
      cold('-a-b-|').subscribe({
        next: (v) => sink().next(v),
        complete: () => sink().complete({ message: 'codex exited', exitCode: 0 }),
      });
      expectObservable(transport.incoming$).toBe('-a-b-|');
    });
    const { transport, sink } = scriptedMedium();
    transport.incoming$.subscribe();
    sink().complete({ message: 'codex exited', exitCode: 0 });
    expect(() => transport.send('late')).toThrow(TransportClosedError);
    try {
      transport.send('late');
    } catch (e) {
      expect((e as TransportClosedError).kind).toBe('peerClosed');
    }
  });

  it('errors with what the medium reports; the close reason is typed (openFailed for an open error)', () => {
    const { transport, sink } = scriptedMedium();
    let error: unknown;
    transport.incoming$.subscribe({ error: (e: unknown) => (error = e) });
    const refused = new TransportOpenError('no route');
    sink().error(refused);
    expect(error).toBe(refused);
    let late: unknown;
    try {
      transport.send('x');
    } catch (e) {
      late = e;
    }
    expect(late).toBeInstanceOf(TransportClosedError);
    expect((late as TransportClosedError).kind).toBe('openFailed');
    expect((late as TransportClosedError).cause).toBe(refused);
  });

  it('unsubscribing tears the medium down once and leaves a closedByClient reason; it can open again', () => {
    const { transport, written, state, sink } = scriptedMedium();
    const subscription = transport.incoming$.subscribe();
    sink().open((m) => written.push(m));
    subscription.unsubscribe();
    expect(state.teardowns).toBe(1);
    let late: unknown;
    try {
      transport.send('x');
    } catch (e) {
      late = e;
    }
    expect((late as TransportClosedError).kind).toBe('closedByClient');
    expect(sink().ended).toBe(true);
    // Nothing reaches the subscriber after the end.
    sink().next('ignored');
    transport.incoming$.subscribe();
    expect(state.connects).toBe(2);
    transport.send('again');
    expect(written).toEqual([]);
  });

  it('released() follows the latest connection', async () => {
    const { transport, sink } = scriptedMedium();
    await expect(transport.released?.()).resolves.toBeUndefined();
    transport.incoming$.subscribe();
    let release: () => void = () => undefined;
    sink().releasedWhen(new Promise<void>((r) => (release = r)));
    let done = false;
    void transport.released?.().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(true);
  });

  it('reads framing per connection when the medium chooses it at open', () => {
    let framing: 'chunks' | 'messages' = 'chunks';
    const transport = createTransport({
      name: 'x',
      framing: () => framing,
      connect: () => undefined,
    });
    expect(transport.framing).toBe('chunks');
    framing = 'messages';
    expect(transport.framing).toBe('messages');
  });

  it('adds the extra members of a transport kind (getters stay live)', () => {
    let n = 1;
    const t = createTransport(
      { name: 'x', framing: 'messages', connect: () => undefined },
      {
        resumable: true as const,
        get watermark() {
          return n;
        },
      },
    );
    n = 5;
    expect(t.resumable).toBe(true);
    expect(t.watermark).toBe(5);
  });
});
