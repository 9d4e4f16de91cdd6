/**
 * Issue 10 §6: a command's output is kept once (the completed item replaces
 * the streamed deltas), and `maxStreamedOutput` bounds what a running item
 * keeps (the tail), counting the UTF-8 bytes it dropped.
 */
import fc from 'fast-check';
import { reduceTurn } from '../../lib/turn/turn-reducer.js';
import { initialTurnState, liveItems, streamOf } from '../../lib/turn/turn-state.js';
import {
  THREAD,
  agentDelta,
  agentMessage,
  command,
  itemCompleted,
  itemStarted,
  outputDelta,
  response,
  fold,
} from './fixtures.js';

const utf8 = (s: string): number => new TextEncoder().encode(s).length;

describe('streamed output', () => {
  it('a completed command drops its streamed output: the item carries it, the output is kept once', () => {
    const running = fold(
      [
        response(),
        itemStarted(command('c1', 'inProgress')),
        outputDelta('c1', 'a\n'),
        outputDelta('c1', 'b\n'),
      ],
      initialTurnState(THREAD),
    );
    expect(streamOf(running, 'c1')?.output).toBe('a\nb\n');
    const done = reduceTurn(running, itemCompleted(command('c1', 'completed', 'a\nb\n')));
    expect(streamOf(done, 'c1')?.output).toBe('');
    expect(liveItems(done)[0]).toMatchObject({ id: 'c1', aggregatedOutput: 'a\nb\n' });
    // the snapshot a UI already holds is untouched
    expect(streamOf(running, 'c1')?.output).toBe('a\nb\n');
  });

  it('also when the command is not the stream deltas went to last', () => {
    const s = fold(
      [
        response(),
        itemStarted(command('c1', 'inProgress')),
        outputDelta('c1', 'out'),
        itemStarted(agentMessage('m1', '')),
        agentDelta('m1', 'Hi'),
        itemCompleted(command('c1', 'completed', 'out')),
      ],
      initialTurnState(THREAD),
    );
    expect(streamOf(s, 'c1')?.output).toBe('');
    expect(streamOf(s, 'm1')?.text).toBe('Hi');
  });

  it('maxStreamedOutput keeps the tail of a running item and counts the dropped bytes', () => {
    const s = fold(
      [
        response(),
        itemStarted(command('c1', 'inProgress')),
        outputDelta('c1', 'héllo '),
        outputDelta('c1', 'wörld'),
      ],
      initialTurnState(THREAD, { maxStreamedOutput: 4 }),
    );
    expect(streamOf(s, 'c1')?.output).toBe('örld');
    expect(streamOf(s, 'c1')?.outputDropped).toBe(utf8('héllo w'));
    expect(liveItems(s)[0]).toMatchObject({ aggregatedOutput: 'örld' });
  });

  it('never splits a surrogate pair', () => {
    const s = fold(
      [response(), itemStarted(command('c1', 'inProgress')), outputDelta('c1', 'ab😀c')],
      initialTurnState(THREAD, { maxStreamedOutput: 2 }),
    );
    expect(streamOf(s, 'c1')?.output).toBe('c');
    expect(streamOf(s, 'c1')?.outputDropped).toBe(utf8('ab😀'));
  });

  it('property: kept tail + dropped bytes always account for every byte of output', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (deltas, max) => {
          const s = fold(
            [
              response(),
              itemStarted(command('c1', 'inProgress')),
              ...deltas.map((d) => outputDelta('c1', d)),
            ],
            initialTurnState(THREAD, { maxStreamedOutput: max }),
          );
          const all = deltas.join('');
          const stream = streamOf(s, 'c1');
          const kept = stream?.output ?? '';
          expect(kept.length).toBeLessThanOrEqual(max);
          expect(all.endsWith(kept)).toBe(true);
          expect((stream?.outputDropped ?? 0) + utf8(kept)).toBe(utf8(all));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a negative maxStreamedOutput', () => {
    expect(() => initialTurnState(THREAD, { maxStreamedOutput: -1 })).toThrow(RangeError);
  });
});
