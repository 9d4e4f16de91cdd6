import { reconcileEvent, type TurnInput } from '../../lib/turn/events.js';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { initialTurnState, liveItems, streamOf } from '../../lib/turn/turn-state.js';
import {
  THREAD,
  TURN,
  agentDelta,
  agentMessage,
  command,
  errorEvent,
  itemCompleted,
  itemStarted,
  outputDelta,
  plainTurnNotifications,
  response,
  turn,
  turnCompleted,
  turnStarted,
  usage,
  userMessage,
  fold,
} from './fixtures.js';

describe('reduceTurn', () => {
  describe('orderings the protocol allows', () => {
    it('response first, then turn/started ... turn/completed (the order codex sends)', () => {
      const s = fold([response(), ...plainTurnNotifications()]);
      expect(s.done).toBe(true);
      expect(s.status).toBe('completed');
      expect(s.turnId).toBe(TURN);
      expect(s.finalText).toBe('Hello');
      expect(s.items.map((i) => i.id)).toEqual(['u1', 'm1']);
      expect(s.usage?.total.totalTokens).toBe(42);
      expect(s.buffered).toBeNull();
    });

    it('turn/started before the response: buffered, then replayed', () => {
      const before = fold([turnStarted(), itemStarted(userMessage('u1'))]);
      expect(before.status).toBe('pending');
      expect(before.turnId).toBeNull();
      expect(before.items).toEqual([]);
      expect(before.buffered).not.toBeNull();
      const after = reduceTurn(before, response());
      expect(after.status).toBe('inProgress');
      expect(after.startedTurn?.id).toBe(TURN);
      expect(after.items.map((i) => i.id)).toEqual(['u1']);
      expect(after.buffered).toBeNull();
    });

    it('turn/completed read before the response: not done until the response arrives', () => {
      const [first, ...rest] = plainTurnNotifications();
      const before = fold([first as TurnInput, ...rest]);
      expect(before.done).toBe(false);
      expect(before.status).toBe('pending');
      const after = reduceTurn(before, response());
      expect(after.done).toBe(true);
      expect(after.status).toBe('completed');
      expect(after.finalText).toBe('Hello');
    });

    it('response after turn/completed was already applied is impossible; a second response is ignored', () => {
      const s = fold([response(), turnStarted()]);
      expect(reduceTurn(s, response('turn_other'))).toBe(s);
    });

    it('turn/completed without the response is not done', () => {
      const s = fold([turnCompleted('completed')]);
      expect(s.done).toBe(false);
      expect(s.terminalEventReceived).toBe(false); // still buffered: the turn id is unknown
    });

    it('response alone is not done', () => {
      const s = fold([response()]);
      expect(s.responseReceived).toBe(true);
      expect(s.done).toBe(false);
    });

    it('a done state never changes', () => {
      const s = fold([response(), ...plainTurnNotifications()]);
      expect(reduceTurn(s, agentDelta('m1', 'late'))).toBe(s);
      expect(reduceTurn(s, turnCompleted('failed'))).toBe(s);
    });
  });

  describe('routing', () => {
    it('ignores events of other threads, before and after the response', () => {
      const other = agentDelta('m1', 'x', TURN, 'thr_other');
      const s0 = initialTurnState(THREAD);
      expect(reduceTurn(s0, other)).toBe(s0);
      const s1 = fold([response()]);
      expect(reduceTurn(s1, other)).toBe(s1);
    });

    it('buffers events of unknown turns and drops the ones of other turns on replay', () => {
      const s = fold([
        itemStarted(agentMessage('old', ''), 'turn_prev'),
        agentDelta('old', 'stale', 'turn_prev'),
        turnCompleted('completed', 'turn_prev'),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'fresh'),
        response(),
      ]);
      expect(s.items.map((i) => i.id)).toEqual(['m1']);
      expect(s.agentText).toBe('fresh');
      expect(s.terminalEventReceived).toBe(false);
      expect(s.done).toBe(false);
    });

    it('ignores events of another turn once the id is known', () => {
      const s = fold([response()]);
      expect(reduceTurn(s, turnCompleted('completed', 'turn_2'))).toBe(s);
      expect(reduceTurn(s, usage(9, 'turn_2'))).toBe(s);
    });

    it('ignores unknown methods and malformed params', () => {
      const s = fold([response()]);
      expect(reduceTurn(s, { method: 'thread/status/changed', params: { threadId: THREAD } })).toBe(
        s,
      );
      expect(reduceTurn(s, { method: 'item/started' })).toBe(s);
      expect(reduceTurn(s, { method: 'item/started', params: null })).toBe(s);
    });
  });

  describe('deltas', () => {
    it('accumulates agent message text and command output per item', () => {
      const s = fold([
        response(),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'Hel'),
        agentDelta('m1', 'lo'),
        itemStarted(command('c1', 'inProgress')),
        outputDelta('c1', 'a\n'),
        outputDelta('c1', 'b\n'),
      ]);
      expect(streamOf(s, 'm1')?.text).toBe('Hello');
      expect(streamOf(s, 'c1')?.output).toBe('a\nb\n');
      expect(s.agentText).toBe('Hello');
      expect(s.deltaCount).toBe(4);
      const live = liveItems(s);
      expect(live[0]).toMatchObject({ id: 'm1', text: 'Hello' });
      expect(live[1]).toMatchObject({ id: 'c1', aggregatedOutput: 'a\nb\n' });
    });

    it('keeps reasoning parts by index', () => {
      const s = fold([
        response(),
        {
          method: 'item/reasoning/summaryTextDelta',
          params: { threadId: THREAD, turnId: TURN, itemId: 'r', delta: 'a', summaryIndex: 0 },
        },
        {
          method: 'item/reasoning/summaryTextDelta',
          params: { threadId: THREAD, turnId: TURN, itemId: 'r', delta: 'b', summaryIndex: 1 },
        },
        {
          method: 'item/reasoning/textDelta',
          params: { threadId: THREAD, turnId: TURN, itemId: 'r', delta: 'x', contentIndex: 0 },
        },
        {
          method: 'item/reasoning/summaryTextDelta',
          params: { threadId: THREAD, turnId: TURN, itemId: 'r', delta: 'c', summaryIndex: 1 },
        },
      ]);
      expect(streamOf(s, 'r')?.summary).toEqual(['a', 'bc']);
      expect(streamOf(s, 'r')?.reasoning).toEqual(['x']);
    });

    it('ignores deltas for an item that already completed', () => {
      const s = fold([
        response(),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'Hi'),
        itemCompleted(agentMessage('m1', 'Hi')),
      ]);
      expect(reduceTurn(s, agentDelta('m1', ' again'))).toBe(s);
    });

    it('ignores agent deltas once the final answer is known', () => {
      const s = fold([response(), itemCompleted(agentMessage('m1', 'Done.', 'final_answer'))]);
      expect(s.finalText).toBe('Done.');
      expect(reduceTurn(s, agentDelta('m2', 'more'))).toBe(s);
    });

    it('ignores late deltas after turn/completed (response still outstanding)', () => {
      const s = fold([
        turnStarted(),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'Hi'),
        turnCompleted('completed'),
        agentDelta('m1', ' late'),
        response(),
      ]);
      expect(s.done).toBe(true);
      expect(s.agentText).toBe('Hi');
    });

    it('ignores late deltas after turn/completed (response already in)', () => {
      const s = fold([response(), itemStarted(agentMessage('m1', '')), agentDelta('m1', 'Hi')]);
      const t = reduceTurn(s, turnCompleted('interrupted'));
      expect(t.done).toBe(true);
      expect(reduceTurn(t, agentDelta('m1', 'x'))).toBe(t);
    });

    it('leaves earlier snapshots unchanged (persistence)', () => {
      const s1 = fold([response(), itemStarted(agentMessage('m1', '')), agentDelta('m1', 'a')]);
      const s2 = reduceTurn(s1, agentDelta('m1', 'b'));
      const s3 = reduceTurn(s1, agentDelta('m1', 'c'));
      expect(streamOf(s1, 'm1')?.text).toBe('a');
      expect(streamOf(s2, 'm1')?.text).toBe('ab');
      expect(streamOf(s3, 'm1')?.text).toBe('ac');
    });

    it('branches from one snapshot stay independent (new items and new streams)', () => {
      const base = fold([response(), itemStarted(agentMessage('m1', '')), agentDelta('m1', 'a')]);
      const left = fold([itemStarted(agentMessage('m2', '')), agentDelta('m2', 'L')], base);
      const right = fold(
        [itemStarted(agentMessage('m3', '')), agentDelta('m3', 'R'), agentDelta('m1', 'r')],
        base,
      );
      expect(left.items.map((i) => i.id)).toEqual(['m1', 'm2']);
      expect(right.items.map((i) => i.id)).toEqual(['m1', 'm3']);
      expect([
        streamOf(left, 'm2')?.text,
        streamOf(left, 'm3'),
        streamOf(left, 'm1')?.text,
      ]).toEqual(['L', undefined, 'a']);
      expect([
        streamOf(right, 'm3')?.text,
        streamOf(right, 'm2'),
        streamOf(right, 'm1')?.text,
      ]).toEqual(['R', undefined, 'ar']);
      expect(streamOf(base, 'm2')).toBeUndefined();
      expect(base.items.map((i) => i.id)).toEqual(['m1']);
    });
  });

  describe('item merge by status rank', () => {
    it('completed wins over inProgress, whatever the arrival order', () => {
      const done = command('c1', 'completed', 'out');
      const a = fold([response(), itemStarted(command('c1', 'inProgress')), itemCompleted(done)]);
      const b = fold([response(), itemCompleted(done), itemStarted(command('c1', 'inProgress'))]);
      expect(a.items).toEqual([done]);
      expect(b.items).toEqual([done]);
    });

    it('failed, interrupted and declined are terminal too', () => {
      for (const status of ['failed', 'interrupted', 'declined']) {
        const s = fold([
          response(),
          itemCompleted(command('c1', status)),
          itemStarted(command('c1', 'inProgress')),
        ]);
        expect(s.items[0]?.status).toBe(status);
        expect(s.itemRanks[0]).toBe(3);
      }
    });

    it('inProgress wins over an unknown status', () => {
      const s = fold([
        response(),
        itemStarted(command('c1', 'inProgress')),
        {
          method: 'turn/started',
          params: {
            threadId: THREAD,
            turn: { id: TURN, status: 'inProgress', items: [command('c1', 'weird')] },
          },
        },
      ]);
      expect(s.items[0]?.status).toBe('inProgress');
    });

    it('agent messages without a status: item/completed is authoritative', () => {
      const s = fold([
        response(),
        itemCompleted(agentMessage('m1', 'full')),
        itemStarted(agentMessage('m1', '')),
      ]);
      expect(s.items[0]).toMatchObject({ text: 'full' });
    });

    it('text is replaced only by a non-null value', () => {
      const s = fold([
        response(),
        itemStarted(agentMessage('m1', 'partial')),
        itemCompleted({ type: 'agentMessage', id: 'm1', text: null, phase: 'commentary' }),
      ]);
      expect(s.items[0]).toMatchObject({ text: 'partial', phase: 'commentary' });
      const t = reduceTurn(s, itemCompleted(agentMessage('m1', 'final', 'commentary')));
      expect(t.items[0]).toMatchObject({ text: 'final' });
    });

    it('an identical report returns the same state', () => {
      const s = fold([response(), itemCompleted(agentMessage('m1', 'x'))]);
      expect(reduceTurn(s, itemStarted(agentMessage('m1', 'y')))).toBe(s);
    });
  });

  describe('final text', () => {
    it('prefers the final_answer message over a later one', () => {
      const s = fold([
        response(),
        itemCompleted(agentMessage('m1', 'the answer', 'final_answer')),
        itemCompleted(agentMessage('m2', 'an afterthought', 'commentary')),
        turnCompleted(),
      ]);
      expect(s.finalText).toBe('the answer');
    });

    it('final_answer later in the list wins over earlier commentary', () => {
      const s = fold([
        response(),
        itemCompleted(agentMessage('m1', 'thinking aloud', 'commentary')),
        itemCompleted(agentMessage('m2', 'answer', 'final_answer')),
        turnCompleted(),
      ]);
      expect(s.finalText).toBe('answer');
    });

    it('without a final_answer phase: the last agent message', () => {
      const s = fold([
        response(),
        itemCompleted(agentMessage('m1', 'first')),
        itemCompleted(agentMessage('m2', 'second')),
        itemCompleted(userMessage('u2')),
        turnCompleted(),
      ]);
      expect(s.finalText).toBe('second');
    });

    it('is provisional while the turn runs and follows completed messages', () => {
      const s = fold([response(), itemCompleted(agentMessage('m1', 'first'))]);
      expect(s.finalText).toBe('first');
      expect(s.finalAnswerKnown).toBe(false);
      const t = fold([itemStarted(agentMessage('m2', '')), agentDelta('m2', 'sec')], s);
      expect(t.finalText).toBe('first');
    });

    it('an interrupted stream falls back to the streamed text of the unfinished message', () => {
      const s = fold([
        response(),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'half an ans'),
        turnCompleted('interrupted'),
      ]);
      expect(s.status).toBe('interrupted');
      expect(s.finalText).toBe('half an ans');
    });

    it('null when the turn had no agent message', () => {
      expect(
        fold([response(), itemCompleted(userMessage('u1')), turnCompleted()]).finalText,
      ).toBeNull();
    });
  });

  describe('failure, interrupt, usage', () => {
    it('failed turn carries the error of the error notification', () => {
      const s = fold([
        response(),
        turnStarted(),
        errorEvent('stream disconnected'),
        turnCompleted('failed'),
      ]);
      expect(s.done).toBe(true);
      expect(s.status).toBe('failed');
      expect(s.error?.message).toBe('stream disconnected');
    });

    it('turn.error of turn/completed wins over the notification', () => {
      const s = fold([
        response(),
        errorEvent('from notification'),
        turnCompleted('failed', TURN, { message: 'from turn' }),
      ]);
      expect(s.error?.message).toBe('from turn');
    });

    it('a failed turn whose events all came before the response', () => {
      const s = fold([turnStarted(), errorEvent('boom'), turnCompleted('failed'), response()]);
      expect(s).toMatchObject({ done: true, status: 'failed', error: { message: 'boom' } });
    });

    it('willRetry errors do not fail the turn', () => {
      const s = fold([response(), errorEvent('reconnecting', true)]);
      expect(s.error).toBeNull();
      expect(s.retryError?.message).toBe('reconnecting');
    });

    it('interrupted turn', () => {
      const s = fold([response(), turnStarted(), turnCompleted('interrupted')]);
      expect(s).toMatchObject({ done: true, status: 'interrupted', error: null });
    });

    it('keeps the latest usage', () => {
      const s = fold([response(), usage(10), usage(20)]);
      expect(s.usage?.total.totalTokens).toBe(20);
    });
  });

  describe('deltas and item completion', () => {
    it('events between deltas (usage, errors) change nothing of the streamed text', () => {
      const s1 = fold([
        response(),
        turnStarted(),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'a'),
      ]);
      const s2 = reduceTurn(s1, agentDelta('m1', 'b'));
      expect(s2.items).toBe(s1.items);
      expect(s2.agentText).toBe('ab');
      expect(s1.agentText).toBe('a');
      const s3 = fold([usage(5), errorEvent('later', true), agentDelta('m1', 'c')], s2);
      expect(s3.usage?.total.totalTokens).toBe(5);
      expect(s3.agentText).toBe('abc');
      expect(streamOf(s3, 'm1')?.text).toBe('abc');
      expect(streamOf(s2, 'm1')?.text).toBe('ab');
    });

    it('file-change output continues a command output stream; deltas of another item keep their own', () => {
      const s = fold([
        response(),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'ab'),
        agentDelta('m2', 'z'),
        agentDelta('m1', 'c'),
        itemStarted(command('c1', 'inProgress')),
        outputDelta('c1', 'out1 '),
        {
          method: 'item/fileChange/outputDelta',
          params: { threadId: THREAD, turnId: TURN, itemId: 'c1', delta: 'out2' },
        },
        outputDelta('c1', ' out3'),
      ]);
      expect(streamOf(s, 'm1')?.text).toBe('abc');
      expect(streamOf(s, 'm2')?.text).toBe('z');
      expect(s.agentText).toBe('abzc');
      expect(streamOf(s, 'c1')?.output).toBe('out1 out2 out3');
      expect(s.deltaCount).toBe(6);
    });

    it('a delta to the active item after it completed is ignored, however it completed', () => {
      const streaming = fold([
        response(),
        turnStarted(),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'a'),
        agentDelta('m1', 'b'),
      ]);
      const completed = fold(
        [itemCompleted(agentMessage('m1', 'ab')), agentDelta('m1', 'X')],
        streaming,
      );
      expect(completed.agentText).toBe('ab');
      expect(completed.deltaCount).toBe(2);
      const reconciled = fold(
        [
          reconcileEvent(THREAD, { ...turn('inProgress'), items: [agentMessage('m1', 'ab')] }),
          agentDelta('m1', 'X'),
        ],
        fold([itemStarted(command('c1', 'inProgress'))], streaming),
      );
      // Still streaming for the server (an agent message in an in-progress turn, rank 1): accepted.
      expect(reconciled.agentText).toBe('abX');
      const over = fold(
        [
          reconcileEvent(THREAD, { ...turn('interrupted'), items: [agentMessage('m1', 'ab')] }),
          agentDelta('m1', 'Y'),
        ],
        streaming,
      );
      expect(over.agentText).toBe('ab');
    });
  });
});
