/**
 * The fake model's replies, one per request codex sends: a stream of
 * Responses API events (an answer, a function or shell call, a patch, a
 * stall, a cut or failed stream) or an HTTP error. script.ts strings them
 * into a conversation; server.ts plays them.
 */
import {
  functionCallDone,
  messageAdded,
  messageDone,
  responseCompleted,
  responseCreated,
  responseFailed,
  splitDeltas,
  textDelta,
  usage as makeUsage,
  type ResponsesEvent,
  type ResponsesUsage,
} from './events.js';

/** Ids a reply may use, derived from the 1-based number of the request it answers. */
export interface ReplyIds {
  /** 1-based number of the request among all requests the provider received. */
  readonly requestNumber: number;
  readonly response: string;
  readonly message: string;
  readonly call: string;
}

/** A reply streamed as Server-Sent Events. */
export interface StreamReply {
  readonly kind: 'stream';
  /** Short description, used in records and failure messages. */
  readonly label: string;
  /** Events written at once (with `delayMs` between them). */
  readonly events: (ids: ReplyIds) => readonly ResponsesEvent[];
  /**
   * When set, the stream stalls after `events` until the provider's
   * `releaseStalls()` (or the client aborts); then `after` is written.
   */
  readonly stall?: { readonly after: (ids: ReplyIds) => readonly ResponsesEvent[] };
  /** `'end'` finishes the HTTP response cleanly; `'cut'` destroys the socket mid-stream. */
  readonly ending: 'end' | 'cut';
  /** Pause between events, in ms (0: all in one go). */
  readonly delayMs?: number;
}

/** A reply that is an HTTP error status with a body. */
export interface HttpErrorReply {
  readonly kind: 'httpError';
  readonly label: string;
  readonly status: number;
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export type ModelReply = StreamReply | HttpErrorReply;

/** Options shared by the replies that end with `response.completed`. */
export interface CompletionOptions {
  /** Usage reported in `response.completed`; `null` leaves it out (then codex sends no usage update). Default usage(10, 5). */
  readonly usage?: ResponsesUsage | null;
  /** Pause between events in ms. Default 0. */
  readonly delayMs?: number;
}

export interface AnswerOptions extends CompletionOptions {
  /** How to split the text into `response.output_text.delta` events: a count, or the exact pieces. Default 3. */
  readonly deltas?: number | readonly string[];
}

export interface CommandOptions extends CompletionOptions {
  /** The function call's `call_id`. Default `call_<request number>`. */
  readonly callId?: string;
  /** `workdir` argument. Default: none (codex uses the turn's cwd). */
  readonly workdir?: string;
  /** `login` argument. Default false (no login shell: faster, no profile noise). */
  readonly login?: boolean;
  /** More `exec_command` arguments (`yield_time_ms`, `sandbox_permissions`, `justification`, ...). */
  readonly extraArgs?: Readonly<Record<string, unknown>>;
}

export interface PartialOptions {
  /** Text streamed (as one delta) before the stream stalls or breaks. Default 'Working on it'. */
  readonly partial?: string;
}

const defaultUsage = makeUsage(10, 5);

function completion(ids: ReplyIds, options: CompletionOptions | undefined): ResponsesEvent {
  const u = options?.usage === undefined ? defaultUsage : options.usage;
  return responseCompleted(ids.response, u ?? undefined);
}

function pieces(text: string, deltas: number | readonly string[] | undefined): readonly string[] {
  if (Array.isArray(deltas)) return deltas as readonly string[];
  return splitDeltas(text, typeof deltas === 'number' ? deltas : 3);
}

function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * A text answer: created, message added, deltas, message done, completed.
 *
 * @example answerReply('Hello', { deltas: ['Hel', 'lo'] })
 */
export function answerReply(text: string, options?: AnswerOptions): StreamReply {
  const parts = pieces(text, options?.deltas);
  return {
    kind: 'stream',
    label: `answer ${JSON.stringify(short(text))}`,
    ending: 'end',
    delayMs: options?.delayMs,
    events: (ids) => [
      responseCreated(ids.response),
      messageAdded(ids.message),
      ...parts.map((p) => textDelta(p)),
      messageDone(ids.message, text),
      completion(ids, options),
    ],
  };
}

/**
 * A function call (any tool name), then `response.completed`.
 *
 * @example functionCallReply('exec_command', { cmd: 'ls', login: false })
 */
export function functionCallReply(
  name: string,
  args: unknown,
  options?: CompletionOptions & { callId?: string },
): StreamReply {
  return {
    kind: 'stream',
    label: `call ${name} ${short(typeof args === 'string' ? args : JSON.stringify(args))}`,
    ending: 'end',
    delayMs: options?.delayMs,
    events: (ids) => [
      responseCreated(ids.response),
      functionCallDone(options?.callId ?? ids.call, name, args),
      completion(ids, options),
    ],
  };
}

/**
 * The model asks to run a shell command through codex's `exec_command` tool.
 * Its output comes back in the next request's input as `function_call_output`.
 *
 * @example runCommandReply('echo hi > out.txt')
 */
export function runCommandReply(cmd: string, options?: CommandOptions): StreamReply {
  const args: Record<string, unknown> = {
    cmd,
    login: options?.login ?? false,
    ...(options?.extraArgs ?? {}),
  };
  if (options?.workdir !== undefined) args.workdir = options.workdir;
  const reply = functionCallReply('exec_command', args, options);
  return { ...reply, label: `run ${JSON.stringify(short(cmd))}` };
}

/**
 * The model edits files with codex's `apply_patch` (called through
 * `exec_command` as codex's own models do): codex turns it into a
 * `fileChange` item, asks `item/fileChange/requestApproval` under an
 * approval policy, and applies the patch on `accept`. `patch` is the
 * patch text, `*** Begin Patch` … `*** End Patch` (paths relative to the
 * command's working directory).
 *
 * @example applyPatchReply('*** Begin Patch\n*** Add File: notes.txt\n+hello\n*** End Patch')
 */
export function applyPatchReply(patch: string, options?: CommandOptions): StreamReply {
  const reply = runCommandReply(`apply_patch <<'PATCH'\n${patch}\nPATCH\n`, options);
  return { ...reply, label: `apply_patch ${JSON.stringify(short(patch))}` };
}

/**
 * Streams `partial`, then holds the stream open until `releaseStalls()` (then
 * finishes the message with `partial + then`) or until the client aborts.
 *
 * @example stallReply({ partial: 'Thinking' })
 */
export function stallReply(
  options?: PartialOptions & CompletionOptions & { then?: string },
): StreamReply {
  const partial = options?.partial ?? 'Working on it';
  const rest = options?.then ?? '';
  return {
    kind: 'stream',
    label: 'stall',
    ending: 'end',
    delayMs: options?.delayMs,
    events: (ids) => [responseCreated(ids.response), messageAdded(ids.message), textDelta(partial)],
    stall: {
      after: (ids) => [
        ...(rest ? [textDelta(rest)] : []),
        messageDone(ids.message, partial + rest),
        completion(ids, options),
      ],
    },
  };
}

/**
 * Streams `partial`, then breaks the stream: `'cut'` destroys the socket (a
 * broken connection), `'end'` ends the response cleanly without
 * `response.completed`. codex fails the turn either way.
 *
 * @example cutStreamReply({ partial: 'Hal' })
 */
export function cutStreamReply(options?: PartialOptions & { ending?: 'cut' | 'end' }): StreamReply {
  const partial = options?.partial ?? 'Working on it';
  const ending = options?.ending ?? 'cut';
  return {
    kind: 'stream',
    label: ending === 'cut' ? 'cut stream' : 'stream ended without response.completed',
    ending,
    events: (ids) => [responseCreated(ids.response), messageAdded(ids.message), textDelta(partial)],
  };
}

/**
 * An HTTP error status. The default body is an OpenAI-style error object.
 *
 * @example httpErrorReply(500)
 */
export function httpErrorReply(status: number, body?: string | object): HttpErrorReply {
  const text =
    body === undefined
      ? JSON.stringify({
          error: { message: `scripted HTTP ${status}`, type: 'server_error', code: null },
        })
      : typeof body === 'string'
        ? body
        : JSON.stringify(body);
  return {
    kind: 'httpError',
    label: `HTTP ${status}`,
    status,
    body: text,
    headers: { 'content-type': 'application/json' },
  };
}

/**
 * A stream that ends with `response.failed`.
 *
 * @example failedReply('server_error', 'model overloaded')
 */
export function failedReply(code: string, message: string): StreamReply {
  return {
    kind: 'stream',
    label: `response.failed ${code}`,
    ending: 'end',
    events: (ids) => [responseCreated(ids.response), responseFailed(ids.response, code, message)],
  };
}
