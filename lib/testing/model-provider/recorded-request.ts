/** What the scripted model provider recorded about one HTTP request from codex. */

/** A JSON object as parsed from a request body. */
export type JsonObject = Record<string, unknown>;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * One request codex sent, with its parsed JSON body and helpers to read the
 * Responses API input.
 *
 * @example
 * const [first, second] = provider.requests;
 * expect(second.functionCallOutput('call_1')).toContain('hi');
 */
export class RecordedRequest {
  /** Set when the client closed the connection before the reply finished. */
  aborted = false;

  constructor(
    /** 1-based number among all requests the provider received. */
    readonly number: number,
    readonly method: string,
    /** Path and query, e.g. `/v1/responses`. */
    readonly path: string,
    /** Lower-cased header names. */
    readonly headers: Readonly<Record<string, string | string[] | undefined>>,
    readonly rawBody: string,
    /** The body parsed as JSON, or `undefined` when it is not JSON. */
    readonly body: unknown,
    /** Label of the reply that answered it (`'fallback: ...'` when the script had run out). */
    readonly reply: string,
    readonly receivedAt: number,
  ) {}

  /** The `input` array of a Responses API request (empty when absent). */
  input(): readonly JsonObject[] {
    const input = isObject(this.body) ? this.body.input : undefined;
    return Array.isArray(input) ? input.filter(isObject) : [];
  }

  /** Input items of one `type` (`message`, `function_call`, `function_call_output`, ...). */
  inputsOfType(type: string): readonly JsonObject[] {
    return this.input().filter((i) => i.type === type);
  }

  /** The `input_text` spans of the input messages with `role` (default `user`). */
  messageTexts(role = 'user'): string[] {
    const out: string[] = [];
    for (const item of this.inputsOfType('message')) {
      if (item.role !== role || !Array.isArray(item.content)) continue;
      for (const span of item.content) {
        if (isObject(span) && typeof span.text === 'string') out.push(span.text);
      }
    }
    return out;
  }

  /** The `output` of the `function_call_output` for `callId`, as text; `undefined` when absent. */
  functionCallOutput(callId: string): string | undefined {
    const item = this.inputsOfType('function_call_output').find((i) => i.call_id === callId);
    if (!item) return undefined;
    const output = item.output;
    if (typeof output === 'string') return output;
    if (Array.isArray(output)) {
      return output
        .map((o) => (isObject(o) && typeof o.text === 'string' ? o.text : JSON.stringify(o)))
        .join('');
    }
    return JSON.stringify(output);
  }

  /** Names of the tools offered to the model. */
  toolNames(): string[] {
    const tools = isObject(this.body) ? this.body.tools : undefined;
    if (!Array.isArray(tools)) return [];
    return tools.filter(isObject).map((t) => String(t.name ?? t.type));
  }

  /**
   * The JSON schema of a structured-output turn (`outputSchema` on turn/start), which codex
   * sends as `text.format = { type: 'json_schema', strict: true, name: 'codex_output_schema', schema }`;
   * `undefined` for a plain turn.
   */
  outputSchema(): unknown {
    const text = isObject(this.body) ? this.body.text : undefined;
    const format = isObject(text) ? text.format : undefined;
    return isObject(format) && format.type === 'json_schema' ? format.schema : undefined;
  }

  /** The thread the request belongs to (codex's `thread-id` header). */
  get threadId(): string | undefined {
    return this.header('thread-id');
  }

  /** A header's value (first one when repeated). */
  header(name: string): string | undefined {
    const v = this.headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] : v;
  }
}
