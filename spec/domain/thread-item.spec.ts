import * as E from 'fp-ts/lib/Either.js';
import { DomainDecodeError } from '../../lib/domain/errors.js';
import {
  isThreadItemOf,
  threadItemFromProtocol,
  threadItemOrGeneric,
  threadItemTypes,
  type ThreadItem,
} from '../../lib/domain/thread-item.js';

const samples: Record<string, object> = {
  userMessage: { type: 'userMessage', id: 'u', content: [{ type: 'text', text: 'hi' }] },
  hookPrompt: { type: 'hookPrompt', id: 'h', fragments: [{ hookRunId: 'r', text: 'x' }] },
  agentMessage: { type: 'agentMessage', id: 'm', text: 'Hello', phase: 'final_answer' },
  functionCallOutput: { type: 'functionCallOutput', id: 'f', name: 'tool', output: 'ok' },
  plan: { type: 'plan', id: 'p', text: '1. do it' },
  reasoning: { type: 'reasoning', id: 'r', summary: ['s'], content: [] },
  commandExecution: {
    type: 'commandExecution',
    id: 'c',
    command: 'ls',
    cwd: '/w',
    commandActions: [],
    status: 'completed',
    exitCode: 0,
  },
  fileChange: { type: 'fileChange', id: 'fc', changes: [], status: 'declined' },
  mcpToolCall: {
    type: 'mcpToolCall',
    id: 'mcp',
    server: 's',
    tool: 't',
    arguments: {},
    status: 'completed',
  },
  dynamicToolCall: {
    type: 'dynamicToolCall',
    id: 'd',
    tool: 't',
    arguments: null,
    status: 'inProgress',
  },
  collabAgentToolCall: {
    type: 'collabAgentToolCall',
    id: 'ca',
    tool: 'spawnAgent',
    status: 'completed',
    senderThreadId: 'a',
    receiverThreadIds: [],
    agentsStates: {},
  },
  subAgentActivity: {
    type: 'subAgentActivity',
    id: 'sa',
    agentPath: 'x',
    agentThreadId: 't',
    kind: 'started',
  },
  webSearch: { type: 'webSearch', id: 'w', query: 'rxjs' },
  imageView: { type: 'imageView', id: 'iv', path: '/w/a.png' },
  sleep: { type: 'sleep', id: 'z', durationMs: 10 },
  imageGeneration: {
    type: 'imageGeneration',
    id: 'ig',
    status: 'completed',
    inputImages: [],
    result: 'aGk=',
  },
  enteredReviewMode: { type: 'enteredReviewMode', id: 'e', review: 'r' },
  exitedReviewMode: { type: 'exitedReviewMode', id: 'x', review: 'r' },
  contextCompaction: { type: 'contextCompaction', id: 'cc' },
};

describe('ThreadItem.fromProtocol', () => {
  it('knows every item type of the schema', () => {
    expect([...threadItemTypes].sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(Object.entries(samples))('types a %s item', (type, value) => {
    const result = threadItemFromProtocol(value);
    expect(E.isRight(result) && result.right.type).toBe(type);
  });

  it('narrows on type', () => {
    const item = threadItemOrGeneric(samples.commandExecution as { id: string; type: string });
    if (!isThreadItemOf(item, 'commandExecution')) throw new Error('not narrowed');
    expect([item.command, item.exitCode, item.status]).toEqual(['ls', 0, 'completed']);
    const byType = (i: ThreadItem) =>
      i.type === 'agentMessage' ? i.text : i.type === 'generic' ? i.itemType : i.type;
    expect(byType(threadItemOrGeneric(samples.agentMessage as { id: string; type: string }))).toBe(
      'Hello',
    );
  });

  it('keeps an item of an unknown type as a generic item', () => {
    const value = { type: 'hologram', id: 'h1', depth: 3 };
    expect(threadItemFromProtocol(value)).toEqual(
      E.right({ type: 'generic', itemType: 'hologram', id: 'h1', attrs: value }),
    );
  });

  it('rejects a known type that does not match its schema, naming the path', () => {
    const result = threadItemFromProtocol({ type: 'commandExecution', id: 'c', command: 7 });
    expect(E.isLeft(result)).toBe(true);
    const error = (result as E.Left<DomainDecodeError>).left;
    expect(error).toBeInstanceOf(DomainDecodeError);
    expect(error.what).toBe('ThreadItem');
    expect(error.message).toMatch(/command/);
  });

  it('rejects a value without id or type', () => {
    expect(E.isLeft(threadItemFromProtocol({ type: 'plan' }))).toBe(true);
    expect(E.isLeft(threadItemFromProtocol('plan'))).toBe(true);
  });

  it('threadItemOrGeneric never fails', () => {
    expect(threadItemOrGeneric({ type: 'commandExecution', id: 'c' })).toMatchObject({
      type: 'generic',
      itemType: 'commandExecution',
      id: 'c',
    });
  });
});
