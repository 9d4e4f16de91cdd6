import { from, lastValueFrom, of, toArray } from 'rxjs';
import type { TurnInput } from '../../lib/turn/events.js';
import { TurnIncompleteError } from '../../lib/turn/errors.js';
import { scanTurn } from '../../lib/turn/scan-turn.js';
import {
  isDoneSnapshot,
  itemOf,
  liveItems,
  streamOf,
  toSnapshots,
  type TurnSnapshot,
} from '../../lib/turn/turn-snapshot.js';
import { turnSnapshots } from '../../lib/turn/turn-stream.js';
import {
  THREAD,
  TURN,
  agentDelta,
  agentMessage,
  command,
  itemCompleted,
  itemStarted,
  outputDelta,
  response,
  turn,
  turnCompleted,
  turnStarted,
  usage,
  userMessage,
} from './fixtures.js';

const snapshotsOf = (inputs: TurnInput[]): Promise<TurnSnapshot[]> =>
  lastValueFrom(from(inputs).pipe(scanTurn(THREAD), toSnapshots(), toArray()));

describe('TurnSnapshot', () => {
  it('has exactly the documented fields, typed by the domain model', async () => {
    const all = await snapshotsOf([
      response(),
      turnStarted(),
      itemCompleted(userMessage('u1')),
      itemStarted(agentMessage('m1', '', 'final_answer')),
      agentDelta('m1', 'Hi'),
      itemCompleted(agentMessage('m1', 'Hi', 'final_answer')),
      usage(42),
      turnCompleted('completed'),
    ]);
    const last = all.at(-1) as TurnSnapshot;
    expect(Object.keys(last).sort()).toEqual(
      [
        'agentText',
        'deltaCount',
        'done',
        'error',
        'finalText',
        'items',
        'retryError',
        'status',
        'streams',
        'threadId',
        'turn',
        'turnId',
        'usage',
      ].sort(),
    );
    expect(last).toMatchObject({
      threadId: THREAD,
      turnId: TURN,
      status: 'completed',
      done: true,
      agentText: 'Hi',
      finalText: 'Hi',
      deltaCount: 1,
      error: null,
    });
    // TokenUsage: schema defaults applied (cacheWriteInputTokens).
    expect(last.usage?.total).toMatchObject({ totalTokens: 42, cacheWriteInputTokens: 0 });
    expect(last.turn).toMatchObject({ id: TURN, threadId: THREAD, status: 'completed' });
    expect(last.turn?.items).toBe(last.items);
    expect(isDoneSnapshot(last)).toBe(true);
    expect(Object.keys(JSON.parse(JSON.stringify(last)) as object)).toHaveLength(13);
  });

  it('types unknown item kinds as generic items instead of dropping them', async () => {
    const odd = { type: 'hologram', id: 'h1', status: 'completed' } as never;
    const [, , snapshot] = await snapshotsOf([response(), turnStarted(), itemCompleted(odd)]);
    expect(snapshot?.items).toEqual([
      { type: 'generic', itemType: 'hologram', id: 'h1', attrs: odd },
    ]);
  });

  it('reuses the typed items while only deltas arrive (no per-delta cost in the item count)', async () => {
    const all = await snapshotsOf([
      response(),
      turnStarted(),
      itemStarted(agentMessage('m1', '')),
      agentDelta('m1', 'a'),
      agentDelta('m1', 'b'),
    ]);
    const [started, a, b] = all.slice(-3) as [TurnSnapshot, TurnSnapshot, TurnSnapshot];
    expect(a.items).toBe(started.items);
    expect(b.items).toBe(started.items);
    expect(b.turn).toBe(started.turn);
    expect(b.agentText).toBe('ab');
  });

  it('an item event converts only the items it changed; earlier snapshots keep their own arrays', async () => {
    const commands = Array.from({ length: 40 }, (_, i) => command(`c${i}`, 'inProgress'));
    const all = await snapshotsOf([
      response(),
      turnStarted(),
      ...commands.map((c) => itemStarted(c)),
      itemCompleted(command('c7', 'completed')),
      itemStarted(agentMessage('m1', '')),
    ]);
    const [before, completed, added] = all.slice(-3) as [TurnSnapshot, TurnSnapshot, TurnSnapshot];
    expect(before.items.map((i) => i.id)).toEqual(commands.map((c) => c.id));
    expect(completed.items).toHaveLength(40);
    expect(completed.items[7]).toMatchObject({ id: 'c7', status: 'completed' });
    expect(before.items[7]).toMatchObject({ id: 'c7', status: 'inProgress' });
    for (let i = 0; i < 40; i++) if (i !== 7) expect(completed.items[i]).toBe(before.items[i]);
    expect(added.items.map((i) => i.id)).toEqual([...commands.map((c) => c.id), 'm1']);
    expect(added.items.slice(0, 40)).toEqual(completed.items);
    expect(completed.items).toHaveLength(40);
    expect(added.turn?.items).toBe(added.items);
  });

  it('snapshots are plain data: own data properties only, serialized and cloned like any value', async () => {
    const commands = Array.from({ length: 40 }, (_, i) => command(`c${i}`, 'inProgress'));
    const all = await snapshotsOf([
      response(),
      turnStarted(),
      ...commands.map((c) => itemStarted(c)),
      itemCompleted(command('c7', 'completed')),
      itemStarted(agentMessage('m1', '')),
      agentDelta('m1', 'a'),
      agentDelta('m1', 'b'),
      itemCompleted(agentMessage('m1', 'ab')),
    ]);
    for (const snapshot of all) {
      expect(Object.getPrototypeOf(snapshot)).toBe(Object.prototype);
      expect(Object.getOwnPropertySymbols(snapshot)).toEqual([]);
      for (const key of Object.keys(snapshot))
        expect(Object.getOwnPropertyDescriptor(snapshot, key)).toHaveProperty('value');
    }
    const [c7, started, a, b] = all.slice(-5) as [
      TurnSnapshot,
      TurnSnapshot,
      TurnSnapshot,
      TurnSnapshot,
    ];
    expect(c7.items[7]).toMatchObject({ id: 'c7', status: 'completed' });
    expect(c7.turn?.items).toBe(c7.items);
    expect(started.items.map((i) => i.id)).toEqual([...commands.map((c) => c.id), 'm1']);
    expect(a.items).toBe(started.items);
    expect(b.turn).toBe(started.turn);
    const clone = structuredClone(b);
    expect(clone.items).toEqual(b.items);
    expect(streamOf(clone, 'm1')?.text).toBe('ab');
  });

  it('streamOf, itemOf and liveItems read streamed text through a snapshot', async () => {
    const all = await snapshotsOf([
      response(),
      turnStarted(),
      itemStarted(agentMessage('m1', '')),
      agentDelta('m1', 'Hel'),
      itemStarted(command('c1', 'inProgress')),
      outputDelta('c1', 'out'),
    ]);
    const last = all.at(-1) as TurnSnapshot;
    expect(streamOf(last, 'm1')?.text).toBe('Hel');
    expect(streamOf(last, 'c1')?.output).toBe('out');
    expect(streamOf(last, 'nope')).toBeUndefined();
    expect(itemOf(last, 'c1')?.type).toBe('commandExecution');
    expect(liveItems(last)).toEqual([
      expect.objectContaining({ id: 'm1', text: 'Hel' }),
      expect.objectContaining({ id: 'c1', aggregatedOutput: 'out' }),
    ]);
    // An earlier snapshot keeps its own view.
    expect(streamOf(all.at(-3) as TurnSnapshot, 'm1')?.text).toBe('Hel');
    // A snapshot read back from JSON still reads its streams.
    const copy = JSON.parse(JSON.stringify(last)) as TurnSnapshot;
    expect(streamOf(copy, 'm1')?.text).toBe('Hel');
    expect(liveItems(copy)).toEqual(liveItems(last));
  });

  it('turnSnapshots errors with the last snapshot when the events end first', async () => {
    const error = await lastValueFrom(
      turnSnapshots(THREAD, of({ turn: turn() }), from([turnStarted()])),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TurnIncompleteError);
    expect((error as TurnIncompleteError).snapshot).toMatchObject({
      turnId: TURN,
      status: 'inProgress',
      done: false,
    });
  });
});
