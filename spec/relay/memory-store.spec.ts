/**
 * The memory session store: the log bounded by count and bytes with the
 * replay-gap boundary, trimming to an acknowledgement, reads after a
 * watermark; the record's lifecycle; the relay's notification fast path.
 */
import { SequencedLog, createMemorySessionStore } from '../../lib/relay/memory-store.js';
import { isPlainNotification } from '../../lib/relay/upstream-lines.js';
import { SessionStoreError } from '../../lib/relay/store-error.js';
import type { SessionRecord } from '../../lib/relay/store.js';

const entry = (seq: number, bytes = 10) => ({ seq, frame: `f${seq}`, bytes });

describe('SequencedLog', () => {
  it('keeps at most maxMessages; the dropped boundary is a gap for a reader behind it', () => {
    const log = new SequencedLog({ maxMessages: 3, maxBytes: 1000 });
    for (let s = 1; s <= 5; s++) log.append(entry(s));
    expect(log.stats()).toEqual({ count: 3, bytes: 30, droppedThrough: 2, lastSeq: 5 });
    expect(log.read(0)).toEqual({
      entries: [entry(3), entry(4), entry(5)],
      gap: { from: 1, to: 2 },
    });
    expect(log.read(2)).toEqual({ entries: [entry(3), entry(4), entry(5)] });
    expect(log.read(4)).toEqual({ entries: [entry(5)] });
  });

  it('keeps at most maxBytes', () => {
    const log = new SequencedLog({ maxMessages: 100, maxBytes: 25 });
    log.append(entry(1, 10));
    log.append(entry(2, 10));
    log.append(entry(3, 10));
    expect(log.stats()).toMatchObject({ count: 2, bytes: 20, droppedThrough: 1 });
  });

  it('trims to an acknowledgement without moving the gap boundary', () => {
    const log = new SequencedLog({ maxMessages: 100, maxBytes: 1000 });
    for (let s = 1; s <= 4; s++) log.append(entry(s));
    log.trim(2);
    expect(log.stats()).toEqual({ count: 2, bytes: 20, droppedThrough: 0, lastSeq: 4 });
    expect(log.read(2)).toEqual({ entries: [entry(3), entry(4)] });
  });

  it('refuses a sequence number that does not increase', () => {
    const log = new SequencedLog({ maxMessages: 10, maxBytes: 100 });
    log.append(entry(3));
    expect(() => log.append(entry(3))).toThrow(RangeError);
  });

  it('stays correct across compaction (many trims)', () => {
    const log = new SequencedLog({ maxMessages: 5000, maxBytes: 1e9 });
    for (let s = 1; s <= 4000; s++) {
      log.append(entry(s, 1));
      if (s % 7 === 0) log.trim(s - 3);
    }
    expect(log.read(3996).entries.map((e) => e.seq)).toEqual([3997, 3998, 3999, 4000]);
    expect(log.stats().count).toBe(6); // last trim: at 3997, through 3994
  });
});

describe('createMemorySessionStore', () => {
  const record: SessionRecord = {
    transportId: 't1',
    generation: 'g1',
    secretHash: 'h',
    initializeResult: null,
    unresolved: [],
    nextRequestId: 1,
    ackedThrough: 0,
    ended: false,
    createdAt: 0,
  };

  it('creates, updates, lists and deletes records; a duplicate or a missing one is a SessionStoreError', async () => {
    const store = createMemorySessionStore({ maxMessages: 2 });
    await store.create(record);
    await expect(store.create(record)).rejects.toMatchObject({
      name: 'SessionStoreError',
      code: 'exists',
    });
    await store.update('t1', { nextRequestId: 7, initializeResult: { userAgent: 'x' } });
    expect(await store.get('t1')).toMatchObject({
      nextRequestId: 7,
      initializeResult: { userAgent: 'x' },
    });
    expect(await store.list()).toEqual(['t1']);
    await store.append('t1', entry(1));
    await store.append('t1', entry(2));
    expect(await store.append('t1', entry(3))).toMatchObject({ count: 2, droppedThrough: 1 });
    await store.delete('t1');
    expect(await store.get('t1')).toBeUndefined();
    await expect(store.append('t1', entry(4))).rejects.toBeInstanceOf(SessionStoreError);
    await expect(store.read('t1', 0)).rejects.toBeInstanceOf(SessionStoreError);
  });

  it('refuses bounds that are not positive integers', () => {
    expect(() => createMemorySessionStore({ maxMessages: 0 })).toThrow(RangeError);
    expect(() => createMemorySessionStore({ maxBytes: 1.5 })).toThrow(RangeError);
  });
});

describe('isPlainNotification (the relay hot path)', () => {
  it.each([
    ['{"method":"item/agentMessage/delta","params":{"delta":"x"}}', true],
    ['{"method":"initialized"}', true],
    ['{"method":"item/commandExecution/requestApproval","id":0,"params":{}}', false],
    ['{"id":0,"method":"item/tool/requestUserInput","params":{}}', false],
    ['{"method":"serverRequest/resolved","params":{"requestId":0}}', false],
    ['{"id":1,"result":{}}', false],
    ['not json', false],
  ])('%s -> %s', (line, expected) => {
    expect(isPlainNotification(line)).toBe(expected);
  });
});
