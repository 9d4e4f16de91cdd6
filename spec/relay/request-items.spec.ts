/**
 * RequestItems: the commands and file changes a relay session keeps while
 * they run, as they stand (output so far, patch updates), for the server
 * requests about them.
 */
import { MAX_KEPT_OUTPUT, RequestItems } from '../../lib/relay/request-items.js';

const line = (method: string, params: object): string => JSON.stringify({ method, params });
const started = (item: object): string =>
  line('item/started', { threadId: 'th', turnId: 'tu', startedAtMs: 1, item });
const command = {
  id: 'c1',
  type: 'commandExecution',
  command: 'ls',
  cwd: '/w',
  aggregatedOutput: null,
};
const approval = (itemId: string): unknown => ({
  id: 0,
  method: 'item/commandExecution/requestApproval',
  params: { threadId: 'th', turnId: 'tu', itemId },
});

describe('RequestItems', () => {
  it('keeps a started command with its output so far, and forgets it when it completes', () => {
    const items = new RequestItems();
    expect(items.observe(started(command))).toBe('c1');
    expect(
      items.observe(line('item/commandExecution/outputDelta', { itemId: 'c1', delta: 'a\n' })),
    ).toBe('c1');
    items.observe(line('item/commandExecution/outputDelta', { itemId: 'c1', delta: 'b\n' }));
    expect(items.itemOf(approval('c1'))).toEqual({
      threadId: 'th',
      turnId: 'tu',
      startedAtMs: 1,
      item: { ...command, aggregatedOutput: 'a\nb\n' },
    });
    expect(
      items.observe(line('item/completed', { item: { ...command, status: 'completed' } })),
    ).toBe(undefined);
    expect(items.itemOf(approval('c1'))).toBeUndefined();
  });

  it('keeps a file change with its diffs, updated by patchUpdated', () => {
    const items = new RequestItems();
    const change = { id: 'f1', type: 'fileChange', changes: [{ path: 'a', diff: '+x' }] };
    items.observe(started(change));
    items.observe(
      line('item/fileChange/patchUpdated', { itemId: 'f1', changes: [{ path: 'a', diff: '+y' }] }),
    );
    expect(items.itemOf(approval('f1'))?.item).toEqual({
      ...change,
      changes: [{ path: 'a', diff: '+y' }],
    });
  });

  it('ignores other items and message deltas; a turn that ends drops its items', () => {
    const items = new RequestItems();
    expect(items.observe(started({ id: 'm1', type: 'agentMessage', text: '' }))).toBeUndefined();
    expect(items.observe(line('item/agentMessage/delta', { itemId: 'm1', delta: 'x' }))).toBe(
      undefined,
    );
    items.observe(started(command));
    items.turnEnded('other-thread');
    expect(items.itemOf(approval('c1'))).toBeDefined();
    items.turnEnded('th');
    expect(items.itemOf(approval('c1'))).toBeUndefined();
  });

  it('keeps the tail of a long output, at most MAX_KEPT_OUTPUT characters', () => {
    const items = new RequestItems();
    items.observe(started(command));
    const delta = 'x'.repeat(MAX_KEPT_OUTPUT - 1);
    items.observe(line('item/commandExecution/outputDelta', { itemId: 'c1', delta }));
    items.observe(line('item/commandExecution/outputDelta', { itemId: 'c1', delta: 'end' }));
    const output = items.itemOf(approval('c1'))?.item['aggregatedOutput'] as string;
    expect(output).toHaveLength(MAX_KEPT_OUTPUT);
    expect(output.endsWith('xend')).toBe(true);
  });
});
