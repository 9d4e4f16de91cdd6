import { Subject, firstValueFrom } from 'rxjs';
import { createRedactor, REDACTED, secretKeyMatcher } from '../../lib/rpc/trace.js';
import type { TraceEntry } from '../../lib/rpc/trace.js';
import { Session } from '../../lib/rpc/session.js';
import { createInMemoryPair } from '../../lib/transport/in-memory.js';
import { TestScheduler } from 'rxjs/testing';
import { fakeTransport } from './fake-transport.js';

describe('secretKeyMatcher', () => {
  it('matches secret-looking keys case-insensitively, not look-alikes', () => {
    const isSecret = secretKeyMatcher();
    for (const k of [
      'token',
      'accessToken',
      'refresh_token',
      'idToken',
      'Authorization',
      'apiKey',
      'OPENAI_API_KEY',
      'password',
      'clientSecret',
      'SECRET',
      'Cookie',
    ]) {
      expect([k, isSecret(k)]).toEqual([k, true]);
    }
    for (const k of [
      'tokenUsage',
      'inputTokens',
      'totalTokens',
      'method',
      'authMode',
      'id',
      'threadId',
    ]) {
      expect([k, isSecret(k)]).toEqual([k, false]);
    }
  });
});

describe('createRedactor', () => {
  it('redacts values under secret keys at any depth, keeping structure and nulls', () => {
    const redact = createRedactor();
    const frame = JSON.stringify({
      id: 3,
      method: 'account/login/start',
      params: {
        type: 'chatgptAuthTokens',
        accessToken: 'eyJ-secret',
        nested: [{ refreshToken: 'r-secret', apiKey: { v: 'sk-1' }, keep: 'visible' }],
        idToken: null,
        tokenUsage: { total: 5 },
      },
    });
    const out = redact(frame);
    expect(out).not.toMatch(/secret|sk-1/);
    expect(JSON.parse(out)).toEqual({
      id: 3,
      method: 'account/login/start',
      params: {
        type: 'chatgptAuthTokens',
        accessToken: REDACTED,
        nested: [{ refreshToken: REDACTED, apiKey: REDACTED, keep: 'visible' }],
        idToken: null,
        tokenUsage: { total: 5 },
      },
    });
  });

  it('redacts non-JSON frames textually', () => {
    expect(createRedactor()('oops {"authorization": "Bearer abc", "x": "y"')).toBe(
      `oops {"authorization": "${REDACTED}", "x": "y"`,
    );
  });

  it('judges keys of non-JSON frames like JSON ones (case, _ and - ignored)', () => {
    const frame = 'not json {"OPENAI_API_KEY": "sk-1", "private_key": "k", "tokenUsage": "5"';
    expect(createRedactor()(frame)).toBe(
      `not json {"OPENAI_API_KEY": "${REDACTED}", "private_key": "${REDACTED}", "tokenUsage": "5"`,
    );
  });

  it('is configurable: custom keys, or none', () => {
    const frame = '{"params":{"token":"t","pin":"1234"}}';
    expect(JSON.parse(createRedactor(['pin'])(frame))).toEqual({
      params: { token: 't', pin: REDACTED },
    });
    expect(createRedactor([])(frame)).toBe(frame);
  });
});

describe('Session trace hook', () => {
  it('sees every frame in and out, with direction, scheduler time and redaction', () => {
    const scheduler = new TestScheduler((a, e) => expect(a).toEqual(e));
    scheduler.run(({ hot, flush }) => {
      const incoming = hot<string>('--a-b', {
        a: '{"id":1,"result":{"accessToken":"in-secret"}}',
        b: 'banner',
      });
      const entries: TraceEntry[] = [];
      const { transport } = fakeTransport(incoming);
      const session = new Session(transport, { scheduler, trace: (e) => entries.push(e) });
      session.request('account/login/start', { type: 'apiKey', apiKey: 'sk-out' }).subscribe();
      scheduler.schedule(() => session.notify('initialized'), 3);
      flush();
      expect(entries).toEqual([
        {
          direction: 'out',
          time: 0,
          frame: `{"id":1,"method":"account/login/start","params":{"type":"apiKey","apiKey":"${REDACTED}"}}`,
        },
        { direction: 'in', time: 2, frame: `{"id":1,"result":{"accessToken":"${REDACTED}"}}` },
        { direction: 'out', time: 3, frame: '{"method":"initialized"}' },
        { direction: 'in', time: 4, frame: 'banner' },
      ]);
    });
  });

  it('sends the unredacted frame on the wire', () => {
    const [client, server] = createInMemoryPair();
    const wire: string[] = [];
    server.incoming$.subscribe((m) => wire.push(m));
    const session = new Session(client, { trace: () => undefined, redactKeys: ['token'] });
    session.notify('x', { token: 'real' });
    expect(wire).toEqual(['{"method":"x","params":{"token":"real"}}']);
  });

  it('a throwing trace hook does not break requests', async () => {
    const [client, server] = createInMemoryPair();
    server.incoming$.subscribe((m) =>
      server.send(JSON.stringify({ id: (JSON.parse(m) as { id: number }).id, result: 1 })),
    );
    const session = new Session(client, {
      trace: () => {
        throw new Error('bad hook');
      },
    });
    await expect(firstValueFrom(session.request('x', {}))).resolves.toBe(1);
  });

  it('costs nothing without a hook: frames are not re-parsed', () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const incoming = new Subject<string>();
      const session = new Session(fakeTransport(incoming).transport);
      session.notify('x', { token: 't' });
      incoming.next('{"method":"n"}');
      expect(parse).toHaveBeenCalledTimes(1); // the parsing layer's own parse of the incoming line
    } finally {
      parse.mockRestore();
    }
  });
});
