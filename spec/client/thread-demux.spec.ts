import { ThreadDemux } from '../../lib/client/thread-demux.js';

type Event = { readonly method: string; readonly params: unknown };

const delta = (threadId: string, n: number): Event => ({
  method: 'item/agentMessage/delta',
  params: { threadId, turnId: 't', itemId: 'm', delta: String(n) },
});

describe('ThreadDemux', () => {
  it("gives each listener its own thread's notifications, in dispatch order", () => {
    const demux = new ThreadDemux<Event>();
    const seen: string[] = [];
    demux.listen('thr_a', (e) => seen.push(`a1 ${(e.params as { delta: string }).delta}`));
    demux.listen('thr_b', (e) => seen.push(`b ${(e.params as { delta: string }).delta}`));
    demux.listen('thr_a', (e) => seen.push(`a2 ${(e.params as { delta: string }).delta}`));
    demux.dispatch(delta('thr_a', 1));
    demux.dispatch(delta('thr_b', 2));
    demux.dispatch(delta('thr_c', 3));
    demux.dispatch(delta('thr_a', 4));
    expect(seen).toEqual(['a1 1', 'a2 1', 'b 2', 'a1 4', 'a2 4']);
  });

  it('finds the thread by threadId, thread.id or conversationId; events naming none reach nobody', () => {
    const demux = new ThreadDemux<Event>();
    const seen: string[] = [];
    demux.listen('thr_1', (e) => seen.push(e.method));
    demux.dispatch({ method: 'thread/started', params: { thread: { id: 'thr_1' } } });
    demux.dispatch({ method: 'legacy', params: { conversationId: 'thr_1' } });
    demux.dispatch({ method: 'account/updated', params: { plan: 'pro' } });
    demux.dispatch({ method: 'odd', params: null });
    expect(seen).toEqual(['thread/started', 'legacy']);
  });

  it('a listener added during a dispatch gets the next notification; one removed gets nothing more', () => {
    const demux = new ThreadDemux<Event>();
    const seen: string[] = [];
    let removeSecond = (): void => undefined;
    demux.listen('thr_1', (e) => {
      const n = (e.params as { delta: string }).delta;
      seen.push(`first ${n}`);
      if (n === '1')
        demux.listen('thr_1', (e2) => seen.push(`late ${(e2.params as { delta: string }).delta}`));
      if (n === '1') removeSecond();
    });
    removeSecond = demux.listen('thr_1', (e) =>
      seen.push(`second ${(e.params as { delta: string }).delta}`),
    );
    demux.dispatch(delta('thr_1', 1));
    demux.dispatch(delta('thr_1', 2));
    expect(seen).toEqual(['first 1', 'first 2', 'late 2']);
  });

  it('a listener added after notifications of its thread were dispatched gets the next one', () => {
    const demux = new ThreadDemux<Event>();
    const seen: string[] = [];
    demux.listen('thr_1', (e) => seen.push(`a ${(e.params as { delta: string }).delta}`));
    demux.dispatch(delta('thr_1', 1));
    const stopB = demux.listen('thr_1', (e) =>
      seen.push(`b ${(e.params as { delta: string }).delta}`),
    );
    demux.dispatch(delta('thr_1', 2));
    demux.dispatch(delta('thr_2', 3));
    demux.listen('thr_2', (e) => seen.push(`c ${(e.params as { delta: string }).delta}`));
    demux.dispatch(delta('thr_2', 4));
    stopB();
    demux.listen('thr_1', (e) => seen.push(`d ${(e.params as { delta: string }).delta}`));
    demux.dispatch(delta('thr_1', 5));
    expect(seen).toEqual(['a 1', 'a 2', 'b 2', 'c 4', 'a 5', 'd 5']);
  });

  it('forgets a thread once its last listener is removed; removing twice is harmless', () => {
    const demux = new ThreadDemux<Event>();
    const seen: number[] = [];
    const stop1 = demux.listen('thr_1', () => seen.push(1));
    const stop2 = demux.listen('thr_1', () => seen.push(2));
    expect(demux.threads).toBe(1);
    stop1();
    stop1();
    demux.dispatch(delta('thr_1', 0));
    stop2();
    expect(demux.threads).toBe(0);
    demux.dispatch(delta('thr_1', 0));
    expect(seen).toEqual([2]);
  });
});
