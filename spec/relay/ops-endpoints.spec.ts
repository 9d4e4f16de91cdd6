/**
 * The relay's operator routes and metrics (fake upstream): /healthz, /readyz
 * following the store's health, /metrics in Prometheus text agreeing with the
 * typed snapshot, and the counters moving with real traffic (log bytes up on
 * appends and down on acknowledgements, a replay gap, a refused handshake).
 */
import { firstValueFrom } from 'rxjs';
import WebSocket from 'ws';
import { createMemorySessionStore } from '../../lib/relay/memory-store.js';
import { RelayMetrics } from '../../lib/relay/relay-metrics.js';
import type { RelayMetricsSnapshot } from '../../lib/relay/relay-metrics-snapshot.js';
import { prometheusText } from '../../lib/relay/relay-prometheus.js';
import type { SessionStore, StoreHealth } from '../../lib/relay/store.js';
import { Session } from '../../lib/rpc/session.js';
import { fakeUpstreams, relayTransport, startRelay, until, type TestRelay } from './support.js';

const get = async (
  t: TestRelay,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string | null; body: string }> => {
  const res = await fetch(`http://127.0.0.1:${t.relay.port}${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

/** `name{labels} value` lines of a Prometheus text body, by series. */
const samples = (text: string): Map<string, number> => {
  const m = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    m.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return m;
};

/** A memory store whose health the test sets. */
const storeWithHealth = (): { store: SessionStore; set(h: Partial<StoreHealth>): void } => {
  let health: StoreHealth = {
    state: 'ready',
    since: 1,
    bufferedOps: 0,
    bufferedBytes: 0,
    overflowedSessions: 0,
  };
  return {
    store: { ...createMemorySessionStore(), health: () => health },
    set: (h) => (health = { ...health, ...h }),
  };
};

describe('relay operator routes', () => {
  let t: TestRelay | null = null;
  afterEach(async () => {
    await t?.relay.close();
    t = null;
  });

  it('/healthz answers ok; /readyz is 200 while the store is ready or within its buffer, else 503', async () => {
    const s = storeWithHealth();
    t = await startRelay({ store: s.store, nodeId: 'node-a' });
    expect(await get(t, '/healthz')).toMatchObject({ status: 200, body: 'ok' });
    const ready = await get(t, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      ready: true,
      node: 'node-a',
      closing: false,
      draining: false,
      store: { state: 'ready', since: 1, bufferedOps: 0, bufferedBytes: 0, overflowedSessions: 0 },
    });
    // unreachable, writes within the buffer: still ready
    s.set({ state: 'down', bufferedOps: 12, bufferedBytes: 3000, lastError: 'ECONNREFUSED' });
    const buffering = await get(t, '/readyz');
    expect(buffering.status).toBe(200);
    expect(JSON.parse(buffering.body)).toMatchObject({
      ready: true,
      store: { state: 'down', bufferedOps: 12, lastError: 'ECONNREFUSED' },
    });
    let m = samples((await get(t, '/metrics')).body);
    expect(m.get('codex_rx_relay_store_state{state="down"}')).toBe(1);
    expect(m.get('codex_rx_relay_store_state{state="ready"}')).toBe(0);
    expect(m.get('codex_rx_relay_store_buffered_ops')).toBe(12);
    expect(m.get('codex_rx_relay_store_buffered_bytes')).toBe(3000);
    // beyond the buffer: not ready
    s.set({ overflowedSessions: 2 });
    const overflowed = await get(t, '/readyz');
    expect(overflowed.status).toBe(503);
    expect(JSON.parse(overflowed.body)).toMatchObject({
      ready: false,
      store: { state: 'down', overflowedSessions: 2 },
    });
    m = samples((await get(t, '/metrics')).body);
    expect(m.get('codex_rx_relay_store_overflowed_sessions')).toBe(2);
    // the store caught up: ready again; a closed store is not
    s.set({ state: 'ready', bufferedOps: 0, bufferedBytes: 0, overflowedSessions: 0 });
    expect((await get(t, '/readyz')).status).toBe(200);
    s.set({ state: 'closed' });
    expect((await get(t, '/readyz')).status).toBe(503);
  });

  it('other paths still answer 426; a POST to an operator route is 405', async () => {
    t = await startRelay();
    expect((await get(t, '/')).status).toBe(426);
    const res = await fetch(`http://127.0.0.1:${t.relay.port}/readyz`, { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('/metrics with metricsToken needs the bearer token', async () => {
    t = await startRelay({ metricsToken: 'scrape-token-123' });
    expect((await get(t, '/metrics')).status).toBe(401);
    expect((await get(t, '/metrics', { authorization: 'Bearer nope' })).status).toBe(401);
    const ok = await get(t, '/metrics', { authorization: 'Bearer scrape-token-123' });
    expect(ok.status).toBe(200);
    expect(ok.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    // health stays open for load balancers
    expect((await get(t, '/healthz')).status).toBe(200);
  });

  it('sessions, attached clients and log bytes follow the traffic; acknowledgements lower the bytes', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory, nodeId: 'node-b' });
    const relay = t.relay;
    // a client that acknowledges late: its log holds what it was sent
    const transport = relayTransport(relay, 'm1', { ackDelayMs: 60_000, ackEvery: 1_000 });
    const s = new Session(transport);
    await firstValueFrom(s.request('echo', { x: 1 }));
    for (let i = 0; i < 20; i++) ups.get('m1').push({ method: 'note', params: { i } });
    await until(() => relay.metrics.snapshot().logMessages === 21); // the echo answer + 20
    const before = relay.metrics.snapshot();
    expect(before).toMatchObject({ nodeId: 'node-b', sessions: 1, attachedClients: 1 });
    expect(before.attaches).toEqual({ fresh: 1, reattached: 0 });
    expect(before.sessionsStarted).toBe(1);
    const stored = await relay.store.stats('m1');
    expect(before.logBytes).toBe(stored.bytes);
    expect(before.logMessages).toBe(stored.count);
    expect(before.loggedBytesTotal).toBe(stored.bytes);

    const text = (await get(t, '/metrics')).body;
    const m = samples(text);
    expect(m.get('codex_rx_relay_info{node="node-b"}')).toBe(1);
    expect(m.get('codex_rx_relay_sessions')).toBe(1);
    expect(m.get('codex_rx_relay_attached_clients')).toBe(1);
    expect(m.get('codex_rx_relay_log_bytes')).toBe(stored.bytes);
    expect(m.get('codex_rx_relay_attaches_total{kind="fresh"}')).toBe(1);
    expect(text).toContain('# TYPE codex_rx_relay_forward_latency_seconds histogram');

    // acknowledge everything: the trim's stats lower the gauge at once
    transport.acknowledge();
    await until(() => relay.metrics.snapshot().logMessages === 0);
    expect(relay.metrics.snapshot().logBytes).toBe(0);
    expect(relay.metrics.snapshot().loggedBytesTotal).toBe(before.loggedBytesTotal);

    await s.close();
    await until(() => relay.metrics.snapshot().sessions === 0);
    expect(relay.metrics.snapshot()).toMatchObject({ sessionsEnded: 1, attachedClients: 0 });
  });

  it('counts a replay gap (entries gone from the log), a refused handshake and a reattach', async () => {
    const ups = fakeUpstreams();
    t = await startRelay({ upstream: ups.factory, maxMessages: 5 });
    const relay = t.relay;
    const s = new Session(
      relayTransport(relay, 'gap', { ackDelayMs: 60_000, ackEvery: 1_000, endOnClose: false }),
    );
    await firstValueFrom(s.request('echo', {}));
    relay.disconnectClient('gap');
    await until(() => relay.sessions()[0]?.attached === false);
    for (let i = 0; i < 20; i++) ups.get('gap').push({ method: 'note', params: { i } });
    await until(() => relay.metrics.snapshot().attaches.reattached === 1, 5000);
    const snap = relay.metrics.snapshot();
    expect(snap.replayGaps).toEqual({ log: 1, outage: 0, failover: 0 });
    expect(snap.logMessages).toBeLessThanOrEqual(5);

    const refused = new WebSocket(relay.url, 'codex-rx-relay.v1');
    refused.on('error', () => undefined);
    await until(() => Object.keys(relay.metrics.snapshot().rejectedConnections).length > 0);
    expect(relay.metrics.snapshot().rejectedConnections).toEqual({ '401': 1 });
    const m = samples(relay.metrics.prometheus());
    expect(m.get('codex_rx_relay_replay_gaps_total{reason="log"}')).toBe(1);
    expect(m.get('codex_rx_relay_rejected_connections_total{status="401"}')).toBe(1);
    await s.close();
  });
});

describe('prometheusText', () => {
  const snapshot: RelayMetricsSnapshot = {
    nodeId: 'a"b\\c\nd',
    sessions: 2,
    attachedClients: 1,
    logBytes: 100,
    logMessages: 3,
    loggedBytesTotal: 500,
    sessionsStarted: 4,
    sessionsEnded: 2,
    attaches: { fresh: 4, reattached: 1 },
    replayGaps: { log: 0, outage: 2, failover: 1 },
    failovers: 1,
    leaseLosses: { claimed: 1, gone: 0, expired: 3, stale_write: 0 },
    forwardLatency: {
      count: 3,
      sumMs: 7.5,
      buckets: [
        { leMs: 1, count: 1 },
        { leMs: 5, count: 3 },
        { leMs: Infinity, count: 3 },
      ],
    },
    slowClients: 0,
    storeErrors: 0,
    rejectedConnections: {},
    store: { state: 'down', since: 5, bufferedOps: 9, bufferedBytes: 900, overflowedSessions: 0 },
  };

  it('escapes label values and renders histograms in seconds with a +Inf bucket', () => {
    const text = prometheusText(snapshot);
    const m = samples(text);
    expect(m.get('codex_rx_relay_info{node="a\\"b\\\\c\\nd"}')).toBe(1);
    expect(m.get('codex_rx_relay_forward_latency_seconds_bucket{le="0.001"}')).toBe(1);
    expect(m.get('codex_rx_relay_forward_latency_seconds_bucket{le="0.005"}')).toBe(3);
    expect(m.get('codex_rx_relay_forward_latency_seconds_bucket{le="+Inf"}')).toBe(3);
    expect(m.get('codex_rx_relay_forward_latency_seconds_sum')).toBe(0.0075);
    expect(m.get('codex_rx_relay_forward_latency_seconds_count')).toBe(3);
    expect(m.get('codex_rx_relay_store_buffered_ops')).toBe(9);
    expect(m.get('codex_rx_relay_replay_gaps_total{reason="outage"}')).toBe(2);
    expect(m.get('codex_rx_relay_lease_losses_total{reason="expired"}')).toBe(3);
    // every sample's family is declared once, HELP before TYPE, before its samples
    const declared: string[] = [];
    for (const line of text.trimEnd().split('\n')) {
      if (line.startsWith('# TYPE ')) declared.push(line.split(' ')[2] as string);
      else if (!line.startsWith('# HELP ')) {
        const name = (line.match(/^[a-z_]+/) as RegExpMatchArray)[0];
        const family = name.replace(/_(bucket|sum|count)$/, '');
        expect(declared[declared.length - 1] === name || declared.at(-1) === family).toBe(true);
      }
    }
    expect(new Set(declared).size).toBe(declared.length);
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('RelayMetrics', () => {
  it('puts forward latencies in cumulative buckets (upper bounds inclusive) and ignores bad values', () => {
    const m = new RelayMetrics('n');
    for (const ms of [0.2, 1, 1.5, 5000, 9000, -1, NaN]) m.forwardLatency(ms);
    const h = m.snapshot().forwardLatency;
    expect(h.count).toBe(5);
    expect(h.sumMs).toBeCloseTo(14002.7);
    const le = (ms: number): number | undefined => h.buckets.find((b) => b.leMs === ms)?.count;
    expect([le(0.5), le(1), le(2.5), le(2500), le(5000), le(Infinity)]).toEqual([1, 2, 3, 3, 4, 5]);
  });

  it('counts failovers, lease losses and gaps by reason as the fleet reports them', () => {
    const m = new RelayMetrics('n');
    m.failover();
    m.replayGap('failover', { from: 3, to: 9 });
    m.replayGap('outage');
    m.observe({ kind: 'leaseLost', transportId: 't', reason: 'expired' });
    m.observe({ kind: 'leaseLost', transportId: 'u', reason: 'stale_write' });
    expect(m.snapshot()).toMatchObject({
      failovers: 1,
      replayGaps: { log: 0, outage: 1, failover: 1 },
      leaseLosses: { claimed: 0, gone: 0, expired: 1, stale_write: 1 },
    });
  });
});
