/** One frame seen by a session, for debugging. */
export interface TraceEntry {
  /** `'in'`: read from the transport; `'out'`: written to it. */
  readonly direction: 'in' | 'out';
  /** The session scheduler's clock (`scheduler.now()`, ms since the epoch by default). */
  readonly time: number;
  /** The frame's text (one JSON line, without its newline), with secrets redacted. */
  readonly frame: string;
}

/** A wire trace hook (`SessionOptions.trace`). */
export type TraceHook = (entry: TraceEntry) => void;

/**
 * Key names whose values are redacted by default. A key matches when, lowercased
 * and stripped of `_` and `-`, it equals one of these or ends with one of them:
 * `token`, `accessToken`, `refresh_token`, `idToken`, `Authorization`, `apiKey`,
 * `OPENAI_API_KEY`, `password`, `clientSecret`, ... (but not `tokenUsage` or
 * `inputTokens`).
 */
export const DEFAULT_REDACT_KEYS: readonly string[] = [
  'token',
  'authorization',
  'apikey',
  'password',
  'passphrase',
  'secret',
  'cookie',
  'privatekey',
  'credential',
  'credentials',
];

/** What redacted values are replaced with. */
export const REDACTED = '[REDACTED]';

const normalize = (key: string): string => key.toLowerCase().replace(/[_-]/g, '');

/**
 * Builds a predicate telling whether a key holds a secret.
 *
 * @example
 * const isSecret = secretKeyMatcher();
 * isSecret('accessToken'); // true
 * isSecret('tokenUsage');  // false
 */
export function secretKeyMatcher(
  keys: readonly string[] = DEFAULT_REDACT_KEYS,
): (key: string) => boolean {
  const wanted = keys.map(normalize);
  return (key) => {
    const k = normalize(key);
    return wanted.some((w) => k.endsWith(w));
  };
}

/**
 * Returns a function that redacts one frame: values (of any type except
 * `null`) under secret keys, at any depth, become `"[REDACTED]"`. A frame that
 * is not JSON is redacted textually (`"key": "value"` pairs). With an empty
 * key list the frame is returned unchanged.
 *
 * @example
 * const redact = createRedactor();
 * redact('{"id":1,"method":"account/login/start","params":{"type":"apiKey","apiKey":"sk-1"}}');
 * // '{"id":1,"method":"account/login/start","params":{"type":"apiKey","apiKey":"[REDACTED]"}}'
 */
export function createRedactor(
  keys: readonly string[] = DEFAULT_REDACT_KEYS,
): (frame: string) => string {
  if (keys.length === 0) return (frame) => frame;
  const isSecret = secretKeyMatcher(keys);
  // Textual fallback for frames that are not JSON: every `"key": "string"` pair,
  // with the key judged by the same matcher as in JSON (so OPENAI_API_KEY counts).
  const textual = /("((?:[^"\\]|\\.)*)"\s*:\s*)"(?:[^"\\]|\\.)*"/g;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = v !== null && isSecret(k) ? REDACTED : walk(v);
    return out;
  };
  return (frame) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(frame);
    } catch {
      return frame.replace(textual, (pair: string, prefix: string, key: string) =>
        isSecret(key) ? `${prefix}"${REDACTED}"` : pair,
      );
    }
    return JSON.stringify(walk(parsed));
  };
}

/**
 * The session's tracer of one direction: the hook called with each frame,
 * redacted, timed by the scheduler; `null` without a hook (no cost at all).
 * A hook that throws never breaks the wire.
 *
 * @example
 * const traceIn = createTracer({ trace: console.log }, asyncScheduler, 'in');
 */
export function createTracer(
  options: { readonly trace?: TraceHook; readonly redactKeys?: readonly string[] },
  scheduler: { now(): number },
  direction: 'in' | 'out',
): ((frame: string) => void) | null {
  const hook = options.trace;
  if (!hook) return null;
  const redact = createRedactor(options.redactKeys);
  return (frame) => {
    try {
      hook({ direction, time: scheduler.now(), frame: redact(frame) });
    } catch {
      // A debugging hook must never break the wire.
    }
  };
}
