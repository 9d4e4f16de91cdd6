/**
 * Builders of the server requests tests push most (approvals, user input, MCP
 * elicitation) and of a `thread/start` result, with every required field
 * filled and the ids `fakeTurnNotifications` uses by default. Each takes
 * overrides typed by the generated params, so a misspelled field does not
 * compile. Runtime-free.
 */
import type { ClientRequestResult, ServerRequestParams } from '../protocol/types.js';

/** Defaults shared with the fake's other helpers. */
const THREAD_ID = 't1';
const TURN_ID = 'turn_1';
const ITEM_ID = 'call_1';
/** As `fakeTurnNotifications`' default `emittedAtMs`. */
const STARTED_AT_MS = 1700000000000;
const CWD = '/fake/workspace';

export type CommandApprovalParams = ServerRequestParams<'item/commandExecution/requestApproval'>;
export type FileChangeApprovalParams = ServerRequestParams<'item/fileChange/requestApproval'>;
export type PermissionsApprovalParams = ServerRequestParams<'item/permissions/requestApproval'>;
export type UserInputRequestParams = ServerRequestParams<'item/tool/requestUserInput'>;
export type ElicitationRequestParams = ServerRequestParams<'mcpServer/elicitation/request'>;
export type ThreadStartResult = ClientRequestResult<'thread/start'>;

/**
 * Params of `item/commandExecution/requestApproval`: `echo hi` in thread `t1`,
 * turn `turn_1`, item `call_1`.
 *
 * @example fake.request('item/commandExecution/requestApproval', commandApprovalRequest({ command: 'rm -rf build' }))
 */
export function commandApprovalRequest(
  overrides: Partial<CommandApprovalParams> = {},
): CommandApprovalParams {
  return {
    threadId: THREAD_ID,
    turnId: TURN_ID,
    itemId: ITEM_ID,
    startedAtMs: STARTED_AT_MS,
    command: 'echo hi',
    cwd: CWD,
    reason: null,
    ...overrides,
  };
}

/**
 * Params of `item/fileChange/requestApproval` (the change itself is the
 * `fileChange` item the turn's notifications carry).
 *
 * @example fake.request('item/fileChange/requestApproval', fileChangeApprovalRequest({ reason: 'edits src/' }))
 */
export function fileChangeApprovalRequest(
  overrides: Partial<FileChangeApprovalParams> = {},
): FileChangeApprovalParams {
  return {
    threadId: THREAD_ID,
    turnId: TURN_ID,
    itemId: ITEM_ID,
    startedAtMs: STARTED_AT_MS,
    reason: null,
    ...overrides,
  };
}

/**
 * Params of `item/permissions/requestApproval`: network access asked for.
 *
 * @example fake.request('item/permissions/requestApproval', permissionsApprovalRequest({ reason: 'fetch deps' }))
 */
export function permissionsApprovalRequest(
  overrides: Partial<PermissionsApprovalParams> = {},
): PermissionsApprovalParams {
  return {
    threadId: THREAD_ID,
    turnId: TURN_ID,
    itemId: ITEM_ID,
    startedAtMs: STARTED_AT_MS,
    cwd: CWD,
    permissions: { network: { enabled: true } },
    reason: null,
    ...overrides,
  };
}

/**
 * Params of `item/tool/requestUserInput`: one blocking question `q1` with two options.
 *
 * @example fake.request('item/tool/requestUserInput', userInputRequest({ isBlocking: false }))
 */
export function userInputRequest(
  overrides: Partial<UserInputRequestParams> = {},
): UserInputRequestParams {
  return {
    threadId: THREAD_ID,
    turnId: TURN_ID,
    itemId: ITEM_ID,
    isBlocking: true,
    questions: [
      {
        id: 'q1',
        header: 'Confirm',
        question: 'Go on?',
        options: [
          { label: 'Yes', description: 'Go on' },
          { label: 'No', description: 'Stop here' },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * Params of `mcpServer/elicitation/request`: a `form` asking server
 * `fake-mcp` for one string field `name`.
 *
 * @example fake.request('mcpServer/elicitation/request', elicitationRequest({ message: 'Your name?' }))
 */
export function elicitationRequest(
  overrides: Partial<ElicitationRequestParams> = {},
): ElicitationRequestParams {
  return {
    threadId: THREAD_ID,
    turnId: TURN_ID,
    serverName: 'fake-mcp',
    mode: 'form',
    message: 'Fill in the form',
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    },
    ...overrides,
    // A partial of the mode union spread over a `form` is no longer provably one variant.
  } as ElicitationRequestParams;
}

/**
 * The result of `thread/start`: thread `t1`, idle, no turns, read-only
 * sandbox, approval policy `untrusted`. `thread` overrides merge into the
 * default thread.
 *
 * @example fake.expectRequest('thread/start', { reply: { result: threadStartResult({ thread: { id: 't2' } }) } })
 */
export function threadStartResult(
  overrides: Partial<Omit<ThreadStartResult, 'thread'>> & {
    readonly thread?: Partial<ThreadStartResult['thread']>;
  } = {},
): ThreadStartResult {
  const { thread, ...rest } = overrides;
  return {
    approvalPolicy: 'untrusted',
    approvalsReviewer: 'user',
    cwd: CWD,
    model: 'fake-model',
    modelProvider: 'fake',
    sandbox: { type: 'readOnly' },
    ...rest,
    thread: {
      id: THREAD_ID,
      sessionId: 'session_1',
      cliVersion: '0.0.0-fake',
      createdAt: 1700000000,
      updatedAt: 1700000000,
      cwd: CWD,
      ephemeral: false,
      modelProvider: 'fake',
      preview: '',
      projectId: null,
      source: 'appServer',
      status: { type: 'idle' },
      turns: [],
      ...thread,
    },
  };
}
