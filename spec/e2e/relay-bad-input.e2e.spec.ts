/**
 * Every bad input of issue 12 §1 against a relay in front of the real codex:
 * each gets a clear close code, HTTP status or error frame, is logged, and
 * neither crashes the relay nor touches the session of a well-behaved client
 * that keeps working throughout. With the memory store and with a Redis
 * store (a real redis-server; issue 16).
 */
import { firstValueFrom } from 'rxjs';
import WebSocket from 'ws';
import { createClient, type Client } from '../../lib/client/client.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script } from '../../lib/testing/model-provider/script.js';
import { RELAY_PROTOCOL } from '../../lib/transport/relay-envelope.js';
import {
  TOKEN,
  relayTransport,
  sleep,
  startRelay,
  until,
  type TestRelay,
} from '../relay/support.js';
import { STORE_KINDS, useRelayStores } from './support/relay-stores.js';

jest.setTimeout(60_000);

interface Raw {
  readonly socket: WebSocket;
  readonly frames: Record<string, unknown>[];
  /** Close code and reason, or the HTTP status of a refused handshake. */
  readonly ended: Promise<{ code?: number; status?: number; reason?: string }>;
  readonly opened: Promise<boolean>;
  send(frame: unknown): void;
}

function raw(
  url: string,
  options: { token?: string | null; origin?: string; protocols?: string[]; ack?: boolean } = {},
): Raw {
  const headers: Record<string, string> = {};
  if (options.token !== null) headers.Authorization = `Bearer ${options.token ?? TOKEN}`;
  if (options.origin) headers.Origin = options.origin;
  const socket = new WebSocket(url, options.protocols ?? [RELAY_PROTOCOL], { headers });
  const frames: Record<string, unknown>[] = [];
  let generation: unknown;
  socket.on('message', (d) => {
    const frame = JSON.parse(d.toString()) as Record<string, unknown>;
    frames.push(frame);
    if (frame.t === 'attached') generation = frame.generation;
    // Like a real client, acknowledge what arrived (unless told not to).
    if (typeof frame.s === 'number' && options.ack !== false)
      socket.send(JSON.stringify({ t: 'ack', g: generation, s: frame.s }));
  });
  socket.on('error', () => undefined);
  const ended = new Promise<{ code?: number; status?: number; reason?: string }>((resolve) => {
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const opened = new Promise<boolean>((resolve) => {
    socket.on('open', () => resolve(true));
    socket.on('unexpected-response', () => resolve(false));
  });
  return {
    socket,
    frames,
    ended,
    opened,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

const stores = useRelayStores();

describe.each(STORE_KINDS)('relay bad input (real codex behind it, %s store)', (kind) => {
  let server: LaunchedAppServer;
  let t: TestRelay;
  let healthy: Client;

  beforeAll(async () => {
    server = await launchAppServer({ script: script(), transport: 'websocket' });
    t = await startRelay({
      upstream: () => server.newTransport(),
      allowedOrigins: ['https://app.example'],
      maxMessageBytes: 64 * 1024,
      ackTimeoutMs: 400,
      attachTimeoutMs: 400,
      ...(await stores.relayOptions(kind)),
    });
    healthy = createClient(
      relayTransport(t.relay, 'healthy', { reconnect: { attempts: 2, baseMs: 50 } }),
    );
    await firstValueFrom(healthy.initialize());
  });

  afterEach(async () => {
    // After every bad input: the relay and the healthy session still work.
    const models = await firstValueFrom(healthy.request('model/list', {}));
    expect(Array.isArray(models.data)).toBe(true);
    expect(t.relay.sessions().find((s) => s.transportId === 'healthy')?.attached).toBe(true);
  });

  afterAll(async () => {
    await healthy.close();
    await t.relay.close();
    await server.dispose();
  });

  const logged = (kind: string, match: (e: Record<string, unknown>) => boolean): boolean =>
    t.logs.some((e) => e.kind === kind && match(e as unknown as Record<string, unknown>));

  it('wrong or missing bearer token: closed with 4401 for a relay client, HTTP 401 for others', async () => {
    expect(await raw(t.relay.url, { token: 'not-the-token-0123456789' }).ended).toEqual({
      code: 4401,
      reason: 'wrong bearer token',
    });
    expect(await raw(t.relay.url, { token: null }).ended).toEqual({
      code: 4401,
      reason: 'bearer token required',
    });
    // a client that does not speak the relay subprotocol gets the HTTP status
    expect(
      await raw(t.relay.url, { token: 'not-the-token-0123456789', protocols: [] }).ended,
    ).toEqual({ status: 401 });
    expect(logged('rejected', (e) => e.status === 401)).toBe(true);
  });

  it('an Origin not on the allowlist: 4406 (HTTP 403 without the relay subprotocol); an allowed one with the token as subprotocol opens', async () => {
    expect(await raw(t.relay.url, { origin: 'https://evil.example' }).ended).toEqual({
      code: 4406,
      reason: 'origin not allowed',
    });
    expect(await raw(t.relay.url, { origin: 'https://evil.example', protocols: [] }).ended).toEqual(
      { status: 403 },
    );
    expect(logged('rejected', (e) => e.status === 403)).toBe(true);
    const browser = raw(t.relay.url, {
      token: null,
      origin: 'https://app.example',
      protocols: [RELAY_PROTOCOL, `bearer.${TOKEN}`],
    });
    expect(await browser.opened).toBe(true);
    expect(browser.socket.protocol).toBe(RELAY_PROTOCOL);
    browser.socket.close();
  });

  it('a malformed first frame, a frame before attach, a bad transport id: closed with 4400', async () => {
    const garbage = raw(t.relay.url);
    await garbage.opened;
    garbage.send('this is not json');
    expect((await garbage.ended).code).toBe(4400);
    const early = raw(t.relay.url);
    await early.opened;
    early.send({ t: 'send', g: 'x', m: { id: 1, method: 'model/list', params: {} } });
    expect((await early.ended).code).toBe(4400);
    const badId = raw(t.relay.url);
    await badId.opened;
    badId.send({ t: 'attach', transportId: 'no spaces/allowed', since: 0 });
    expect((await badId.ended).code).toBe(4400);
    expect(logged('closedClient', (e) => e.code === 4400)).toBe(true);
  });

  it('no attach frame in time: closed with 4408', async () => {
    const idle = raw(t.relay.url);
    await idle.opened;
    expect((await idle.ended).code).toBe(4408);
  });

  it('reattach to an unknown session: 4404; a wrong session secret: 4403', async () => {
    const unknown = raw(t.relay.url);
    await unknown.opened;
    unknown.send({ t: 'attach', transportId: 'never-seen', since: 3, generation: 'g-old' });
    expect((await unknown.ended).code).toBe(4404);
    const intruder = raw(t.relay.url);
    await intruder.opened;
    intruder.send({
      t: 'attach',
      transportId: 'healthy',
      since: 0,
      secret: 'guessed-secret-0123456789',
    });
    expect((await intruder.ended).code).toBe(4403);
  });

  it('a stale generation on a frame and a malformed frame after attach: error replies, nothing forwarded, the connection stays', async () => {
    const c = raw(t.relay.url);
    await c.opened;
    c.send({ t: 'attach', transportId: 'raw-stale', since: 0 });
    await until(() => c.frames.some((f) => f.t === 'attached'));
    const generation = c.frames[0]?.generation as string;
    c.send({
      t: 'send',
      g: generation,
      m: { id: 1, method: 'initialize', params: { clientInfo: { name: 'raw', version: '1' } } },
    });
    await until(() => c.frames.some((f) => f.t === 'm' && (f.m as { id?: number }).id === 1));
    c.send({ t: 'send', g: 'not-the-generation', m: { id: 2, method: 'model/list', params: {} } });
    c.send('{"t":"ack"}');
    await until(() => c.frames.filter((f) => f.t === 'error').length === 2);
    expect(c.frames.filter((f) => f.t === 'error').map((f) => f.code)).toEqual([
      'stale_generation',
      'bad_envelope',
    ]);
    await sleep(300);
    expect(c.frames.some((f) => f.t === 'm' && (f.m as { id?: number }).id === 2)).toBe(false);
    c.send({ t: 'send', g: generation, m: { id: 3, method: 'model/list', params: {} } });
    await until(() => c.frames.some((f) => f.t === 'm' && (f.m as { id?: number }).id === 3));
    expect(logged('refusedFrame', (e) => e.code === 'stale_generation')).toBe(true);
    c.send({ t: 'end', g: generation });
    expect((await c.ended).code).toBe(1000);
  });

  it('an oversized frame: closed with 1009', async () => {
    const c = raw(t.relay.url);
    await c.opened;
    c.send({ t: 'attach', transportId: 'too-big', since: 0 });
    await until(() => c.frames.some((f) => f.t === 'attached'));
    c.send({
      t: 'send',
      g: c.frames[0]?.generation,
      m: { method: 'x', params: { pad: 'x'.repeat(100_000) } },
    });
    expect((await c.ended).code).toBe(1009);
    t.relay.endSession('too-big');
  });

  it('a client that never reads (nor acknowledges): closed with 4008, its session kept for a reattach', async () => {
    const c = raw(t.relay.url, { ack: false });
    await c.opened;
    c.send({ t: 'attach', transportId: 'never-reads', since: 0 });
    await until(() => c.frames.some((f) => f.t === 'attached'));
    const generation = c.frames[0]?.generation as string;
    const tcp = (c.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    c.send({
      t: 'send',
      g: generation,
      m: { id: 1, method: 'initialize', params: { clientInfo: { name: 'raw', version: '1' } } },
    });
    tcp.pause();
    await until(() =>
      logged('closedClient', (e) => e.code === 4008 && e.transportId === 'never-reads'),
    );
    tcp.resume();
    expect((await c.ended).code).toBe(4008);
    const session = t.relay.sessions().find((s) => s.transportId === 'never-reads');
    expect(session).toMatchObject({ attached: false, ended: false });
    t.relay.endSession('never-reads');
  });
});
