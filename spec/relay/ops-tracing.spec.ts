/**
 * Request and turn spans through the OpenTelemetry API, recorded by the
 * SDK's in-memory exporter (fake upstream): a span per client request ended
 * by its response (an error response sets the error status), a `codex.turn`
 * span per turn under its `turn/start` request, open spans ended when the
 * session ends; and nothing recorded without a provider.
 */
import { firstValueFrom } from 'rxjs';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { RpcResponseError } from '../../lib/rpc/errors.js';
import { Session } from '../../lib/rpc/session.js';
import { loadRelayTracing } from '../../lib/relay/relay-tracing.js';
import { fakeUpstreams, relayTransport, startRelay, until, type TestRelay } from './support.js';

const turn = (id: string, status: string, error: unknown = null) => ({
  id,
  status,
  items: [],
  error,
});

describe('relay tracing (OpenTelemetry)', () => {
  let t: TestRelay | null = null;
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  afterEach(async () => {
    await t?.relay.close();
    t = null;
    exporter.reset();
  });
  afterAll(() => provider.shutdown());

  const spans = (name?: string): ReadableSpan[] =>
    exporter.getFinishedSpans().filter((s) => name === undefined || s.name === name);

  it('a span per request, ended by its response; an error response marks it', async () => {
    const ups = fakeUpstreams((m) =>
      m.method === 'thread/start' ? { thread: { id: 'th1' } } : undefined,
    );
    t = await startRelay({
      upstream: ups.factory,
      nodeId: 'node-t',
      tracing: { tracerProvider: provider },
    });
    const s = new Session(relayTransport(t.relay, 'traced'));
    await firstValueFrom(s.request('echo', { x: 1 }));
    await firstValueFrom(s.request('thread/start', {}));
    const failing = firstValueFrom(s.request('nope', {}));
    await until(() => ups.get('traced').received.some((m) => m.method === 'nope'));
    const nope = ups.get('traced').received.find((m) => m.method === 'nope') as { id: number };
    ups.get('traced').push({ id: nope.id, error: { code: -32601, message: 'method not found' } });
    await expect(failing).rejects.toBeInstanceOf(RpcResponseError);
    await until(() => spans().length === 3);

    const [echo] = spans('echo');
    expect(echo?.kind).toBe(SpanKind.CLIENT);
    expect(echo?.attributes).toMatchObject({
      'rpc.system': 'jsonrpc',
      'rpc.method': 'echo',
      'rpc.jsonrpc.version': '2.0',
      'codex_rx.transport_id': 'traced',
      'codex_rx.node': 'node-t',
      'codex_rx.generation': t.relay.sessions()[0]?.generation,
    });
    expect(echo?.status.code).toBe(SpanStatusCode.UNSET);
    expect(spans('thread/start')).toHaveLength(1);
    const [failed] = spans('nope');
    expect(failed?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'method not found' });
    expect(failed?.attributes).toMatchObject({
      'rpc.jsonrpc.error_code': -32601,
      'rpc.jsonrpc.error_message': 'method not found',
      'rpc.jsonrpc.request_id': String(nope.id),
    });
    await s.close();
  });

  it('a codex.turn span from turn/started to turn/completed, the child of its turn/start request', async () => {
    const ups = fakeUpstreams((m) =>
      m.method === 'turn/start' ? { turn: turn('u1', 'inProgress') } : undefined,
    );
    t = await startRelay({ upstream: ups.factory, tracing: { tracerProvider: provider } });
    const s = new Session(relayTransport(t.relay, 'turns'));
    await firstValueFrom(s.request('turn/start', { threadId: 'th1', input: [] }));
    const up = ups.get('turns');
    up.push({
      method: 'turn/started',
      params: { threadId: 'th1', turn: turn('u1', 'inProgress') },
    });
    up.push({
      method: 'item/agentMessage/delta',
      params: { threadId: 'th1', turnId: 'u1', delta: 'x' },
    });
    up.push({
      method: 'turn/completed',
      params: { threadId: 'th1', turn: turn('u1', 'completed') },
    });
    await firstValueFrom(s.request('turn/start', { threadId: 'th1', input: [] }));
    up.push({
      method: 'turn/started',
      params: { threadId: 'th1', turn: turn('u2', 'inProgress') },
    });
    up.push({
      method: 'turn/completed',
      params: { threadId: 'th1', turn: turn('u2', 'failed', { message: 'model overloaded' }) },
    });
    await until(() => spans('codex.turn').length === 2);
    const starts = spans('turn/start');
    const [u1, u2] = spans('codex.turn');
    expect(u1?.attributes).toMatchObject({
      'codex.thread_id': 'th1',
      'codex.turn_id': 'u1',
      'codex.turn.status': 'completed',
      'codex_rx.transport_id': 'turns',
    });
    expect(u1?.kind).toBe(SpanKind.INTERNAL);
    expect(u1?.status.code).toBe(SpanStatusCode.UNSET);
    expect(u1?.parentSpanContext?.spanId).toBe(starts[0]?.spanContext().spanId);
    expect(u1?.spanContext().traceId).toBe(starts[0]?.spanContext().traceId);
    expect(u2?.parentSpanContext?.spanId).toBe(starts[1]?.spanContext().spanId);
    expect(u2?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'model overloaded' });
    await s.close();
  });

  it('spans still open when the session ends are ended with an error', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory, tracing: { tracerProvider: provider } });
    const s = new Session(relayTransport(t.relay, 'cut', { endOnClose: false }));
    await firstValueFrom(s.request('echo', {}));
    s.request('never/answered', {}).subscribe({ error: () => undefined });
    await until(() => ups.get('cut').received.some((m) => m.method === 'never/answered'));
    ups
      .get('cut')
      .push({ method: 'turn/started', params: { threadId: 'th', turn: turn('u9', 'inProgress') } });
    await until(() => t!.relay.sessions()[0]?.lastSeq === 2);
    t.relay.endSession('cut');
    await until(() => spans().length === 3);
    for (const name of ['never/answered', 'codex.turn'])
      expect(spans(name)[0]?.status).toEqual({
        code: SpanStatusCode.ERROR,
        message: 'the session ended on this node',
      });
    await s.close();
  });

  it('without a tracer provider the API is a no-op: nothing is recorded', async () => {
    const tracing = loadRelayTracing(undefined, 'n');
    expect(tracing).not.toBeNull();
    // no SDK registered globally: the global provider's spans do not record
    expect(trace.getTracer('x').startSpan('probe').isRecording()).toBe(false);
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory });
    const s = new Session(relayTransport(t.relay, 'quiet'));
    await firstValueFrom(s.request('echo', {}));
    await s.close();
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(loadRelayTracing(false, 'n')).toBeNull();
  });
});
