/**
 * Request and turn spans through the OpenTelemetry API (`@opentelemetry/api`,
 * an optional peer dependency). Without it, or without an SDK registered by
 * the app, the relay records nothing (the API's tracer is a no-op).
 *
 * - One span per client request the relay passes upstream (name: the
 *   JSON-RPC method, kind CLIENT, `rpc.system=jsonrpc` attributes), ended by
 *   its response (status ERROR with the JSON-RPC error code and message).
 * - One `codex.turn` span per turn, from `turn/started` to `turn/completed`
 *   (status ERROR when the turn failed), the child of the thread's latest
 *   `turn/start` request span.
 * Spans still open when the session ends on this node end with an error.
 */
import type * as OtelApi from '@opentelemetry/api';
import { CODEX_RX_VERSION } from '../client/client-options.js';
import { requireOptionalPeer } from './optional-peer.js';
import type { SessionObserver } from './session-observer.js';

/** The part of an OpenTelemetry `TracerProvider` the relay uses. */
export interface TracerProviderLike {
  getTracer(name: string, version?: string): unknown;
}

export interface RelayTracingOptions {
  /** Default: the API's global provider (`trace.getTracerProvider()`, a no-op until an SDK registers). */
  readonly tracerProvider?: TracerProviderLike;
}

type Api = typeof OtelApi;

/** What the relay traces with: one observer per session. */
export interface RelayTracer {
  session(transportId: string, generation: string): SessionObserver;
}

/** Loads `@opentelemetry/api` (synchronously); null when it is not installed or tracing is off. */
export function loadRelayTracing(
  options: RelayTracingOptions | false | undefined,
  nodeId: string,
): RelayTracer | null {
  if (options === false) return null;
  let api: Api;
  try {
    api = requireOptionalPeer<Api>('@opentelemetry/api');
  } catch {
    return null;
  }
  const provider = (options?.tracerProvider ?? api.trace.getTracerProvider()) as TracerProviderLike;
  const tracer = provider.getTracer('codex-rx-relay', CODEX_RX_VERSION) as OtelApi.Tracer;
  return new RelayTracing(api, tracer, nodeId);
}

const TURN_STARTED = '{"method":"turn/started"';
const TURN_COMPLETED = '{"method":"turn/completed"';

const keyOf = (id: unknown): string => `${typeof id}:${String(id)}`;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

class RelayTracing implements RelayTracer {
  constructor(
    readonly api: Api,
    readonly tracer: OtelApi.Tracer,
    readonly nodeId: string,
  ) {}

  session(transportId: string, generation: string): SessionObserver {
    return new SessionTrace(this, transportId, generation);
  }
}

/**
 * One session's spans. Methods on the prototype and maps made on first use:
 * a relay holds one per session, most of them idle (a few hundred bytes).
 */
class SessionTrace implements SessionObserver {
  private requests: Map<string, OtelApi.Span> | null = null;
  /** The latest `turn/start` span per thread: the parent of its turn's span. */
  private turnStarts: Map<string, OtelApi.Span> | null = null;
  private turns: Map<string, OtelApi.Span> | null = null;

  constructor(
    private readonly t: RelayTracing,
    private readonly transportId: string,
    private readonly generation: string,
  ) {}

  private attributes(): OtelApi.Attributes {
    return {
      'codex_rx.transport_id': this.transportId,
      'codex_rx.generation': this.generation,
      'codex_rx.node': this.t.nodeId,
    };
  }

  clientMessage(m: Record<string, unknown>): void {
    const method = m.method;
    const id = m.id;
    if (typeof method !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) return;
    const { api, tracer } = this.t;
    const span = tracer.startSpan(method, {
      kind: api.SpanKind.CLIENT,
      attributes: {
        ...this.attributes(),
        'rpc.system': 'jsonrpc',
        'rpc.jsonrpc.version': '2.0',
        'rpc.method': method,
        'rpc.jsonrpc.request_id': String(id),
      },
    });
    const requests = (this.requests ??= new Map());
    requests.get(keyOf(id))?.end(); // a reused id: the earlier one is over
    requests.set(keyOf(id), span);
    if (method === 'turn/start') {
      const threadId = str((m.params as Record<string, unknown> | undefined)?.threadId);
      if (threadId !== undefined) (this.turnStarts ??= new Map()).set(threadId, span);
    }
  }

  serverLine(line: string, message: unknown): void {
    if (message === undefined) {
      if (line.startsWith(TURN_STARTED)) this.turnEvent(line, false);
      else if (line.startsWith(TURN_COMPLETED)) this.turnEvent(line, true);
      return;
    }
    if (typeof message !== 'object' || message === null || this.requests === null) return;
    const m = message as Record<string, unknown>;
    if (m.method !== undefined) return; // a server request
    const span = this.requests.get(keyOf(m.id));
    if (!span) return;
    this.requests.delete(keyOf(m.id));
    if (this.requests.size === 0) this.requests = null; // idle sessions hold no map
    const error = m.error as { code?: unknown; message?: unknown } | undefined;
    if (error && typeof error === 'object') {
      if (typeof error.code === 'number') span.setAttribute('rpc.jsonrpc.error_code', error.code);
      const text = str(error.message);
      if (text !== undefined) span.setAttribute('rpc.jsonrpc.error_message', text);
      span.setStatus({ code: this.t.api.SpanStatusCode.ERROR, message: text ?? 'error response' });
    }
    span.end();
  }

  gone(): void {
    const open = [...(this.requests?.values() ?? []), ...(this.turns?.values() ?? [])];
    for (const span of open) {
      span.setStatus({
        code: this.t.api.SpanStatusCode.ERROR,
        message: 'the session ended on this node',
      });
      span.end();
    }
    this.requests = null;
    this.turns = null;
    this.turnStarts = null;
  }

  private turnEvent(line: string, completed: boolean): void {
    let params: Record<string, unknown> | undefined;
    try {
      params = (JSON.parse(line) as { params?: Record<string, unknown> }).params;
    } catch {
      return;
    }
    const threadId = str(params?.threadId);
    const turn = params?.turn as Record<string, unknown> | undefined;
    const turnId = str(turn?.id);
    if (threadId === undefined || turnId === undefined) return;
    const { api, tracer } = this.t;
    if (!completed) {
      const turns = (this.turns ??= new Map());
      if (turns.has(turnId)) return;
      const parent = this.turnStarts?.get(threadId);
      const ctx = parent ? api.trace.setSpan(api.context.active(), parent) : undefined;
      const span = tracer.startSpan(
        'codex.turn',
        {
          kind: api.SpanKind.INTERNAL,
          attributes: {
            ...this.attributes(),
            'codex.thread_id': threadId,
            'codex.turn_id': turnId,
          },
        },
        ctx,
      );
      turns.set(turnId, span);
      return;
    }
    const span = this.turns?.get(turnId);
    if (!span) return;
    this.turns?.delete(turnId);
    if (this.turns?.size === 0) this.turns = null;
    const status = str(turn?.status) ?? 'completed';
    span.setAttribute('codex.turn.status', status);
    if (status === 'failed') {
      const error = turn?.error as { message?: unknown } | null | undefined;
      span.setStatus({
        code: api.SpanStatusCode.ERROR,
        message: str(error?.message) ?? 'turn failed',
      });
    }
    span.end();
  }
}
