/**
 * Builders for the Server-Sent Events of the OpenAI Responses API, in the exact
 * shapes codex 0.171.0 accepts (the same shapes as codex's own test support,
 * `codex-rs/core/tests/common/responses.rs`).
 */

/** One Responses API stream event: `type` plus its payload. */
export interface ResponsesEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** Token usage as the Responses API reports it in `response.completed`. */
export interface ResponsesUsage {
  readonly input_tokens: number;
  readonly input_tokens_details?: { readonly cached_tokens: number } | null;
  readonly output_tokens: number;
  readonly output_tokens_details?: { readonly reasoning_tokens: number } | null;
  readonly total_tokens: number;
}

/**
 * Usage with consistent totals.
 *
 * @example
 * usage(120, 30) // { input_tokens: 120, output_tokens: 30, total_tokens: 150, ... }
 */
export function usage(
  inputTokens: number,
  outputTokens: number,
  cachedTokens = 0,
  reasoningTokens = 0,
): ResponsesUsage {
  return {
    input_tokens: inputTokens,
    input_tokens_details: { cached_tokens: cachedTokens },
    output_tokens: outputTokens,
    output_tokens_details: { reasoning_tokens: reasoningTokens },
    total_tokens: inputTokens + outputTokens,
  };
}

/** `response.created`. @example responseCreated('resp_1') */
export function responseCreated(responseId: string): ResponsesEvent {
  return { type: 'response.created', response: { id: responseId } };
}

/**
 * `response.completed`; without `usage` codex sends no `thread/tokenUsage/updated`.
 *
 * @example responseCompleted('resp_1', usage(10, 5))
 */
export function responseCompleted(responseId: string, tokens?: ResponsesUsage): ResponsesEvent {
  return {
    type: 'response.completed',
    response: tokens ? { id: responseId, usage: tokens } : { id: responseId },
  };
}

/** `response.failed` with an error code and message. @example responseFailed('resp_1', 'server_error', 'boom') */
export function responseFailed(responseId: string, code: string, message: string): ResponsesEvent {
  return { type: 'response.failed', response: { id: responseId, error: { code, message } } };
}

/**
 * `response.output_item.added` for an assistant message. codex drops text deltas
 * that arrive before it.
 *
 * @example messageAdded('msg_1')
 */
export function messageAdded(itemId: string): ResponsesEvent {
  return {
    type: 'response.output_item.added',
    item: {
      type: 'message',
      role: 'assistant',
      id: itemId,
      content: [{ type: 'output_text', text: '' }],
    },
  };
}

/** `response.output_text.delta`. @example textDelta('Hel') */
export function textDelta(delta: string, itemId?: string): ResponsesEvent {
  return itemId === undefined
    ? { type: 'response.output_text.delta', delta }
    : {
        type: 'response.output_text.delta',
        delta,
        item_id: itemId,
        output_index: 0,
        content_index: 0,
      };
}

/** `response.output_item.done` with the full assistant message. @example messageDone('msg_1', 'Hello') */
export function messageDone(itemId: string, text: string): ResponsesEvent {
  return {
    type: 'response.output_item.done',
    item: {
      type: 'message',
      role: 'assistant',
      id: itemId,
      content: [{ type: 'output_text', text }],
    },
  };
}

/**
 * `response.output_item.done` with a `function_call` item. `args` is serialized
 * to the JSON string the API puts in `arguments`.
 *
 * @example functionCallDone('call_1', 'exec_command', { cmd: 'ls', login: false })
 */
export function functionCallDone(callId: string, name: string, args: unknown): ResponsesEvent {
  return {
    type: 'response.output_item.done',
    item: {
      type: 'function_call',
      id: `fc_${callId}`,
      call_id: callId,
      name,
      arguments: typeof args === 'string' ? args : JSON.stringify(args),
    },
  };
}

/**
 * One event in SSE wire format (`event:` line, `data:` line, blank line).
 *
 * @example formatSse(textDelta('hi')) // 'event: response.output_text.delta\ndata: {...}\n\n'
 */
export function formatSse(event: ResponsesEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Splits `text` into about `parts` deltas of similar size (at least one, never
 * empty pieces unless the text is empty).
 *
 * @example splitDeltas('Hello world', 3) // ['Hell', 'o wo', 'rld']
 */
export function splitDeltas(text: string, parts: number): string[] {
  const chars = Array.from(text);
  if (chars.length === 0) return [''];
  const n = Math.max(1, Math.min(Math.floor(parts), chars.length));
  const size = Math.ceil(chars.length / n);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}
