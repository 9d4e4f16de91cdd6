import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import {
  filter,
  firstValueFrom,
  lastValueFrom,
  Observable,
  Subject,
  take,
  takeUntil,
  tap,
  toArray,
} from 'rxjs';
import { LineTooLongError, TransportClosedError, TransportOpenError } from '../../lib/rpc/errors';
import { Session } from '../../lib/rpc/session';
import { createStdioTransport } from '../../lib/transport/stdio';
import {
  decodeInPieces,
  LineTail,
  daemonControlSocketPath,
} from '../../lib/transport/stdio-process';
import { createStandaloneStdioTransport } from '../../lib/transport/stdio-standalone';
import type { Transport } from '../../lib/transport/transport';
import { writeFakeCodex } from './fake-codex';

let FAKE = '';
beforeAll(() => {
  FAKE = writeFakeCodex();
});
afterAll(() => rmSync(dirname(FAKE), { recursive: true, force: true }));

/** Lines of a chunked stream (a minimal frameLines for these tests); messages as they come. */
function lines(t: Transport): Observable<string> {
  return new Observable<string>((sub) => {
    if (t.framing === 'messages') return t.incoming$.subscribe(sub);
    let rest = '';
    return t.incoming$.subscribe({
      next: (chunk) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const p of parts) sub.next(p);
      },
      error: (e: unknown) => sub.error(e),
      complete: () => sub.complete(),
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('stdio helpers', () => {
  it('decodes in pieces of at most 32 KB without breaking multi-byte characters', () => {
    const text = 'aé€😀'.repeat(20_000);
    const buf = Buffer.from(text);
    const pieces: string[] = [];
    decodeInPieces(new StringDecoder('utf8'), buf, (s) => pieces.push(s), 1000);
    expect(pieces.join('')).toBe(text);
    expect(Math.max(...pieces.map((p) => Buffer.byteLength(p)))).toBeLessThanOrEqual(1000);
    // Split at every byte too.
    const decoder = new StringDecoder('utf8');
    const out: string[] = [];
    for (let i = 0; i < 64; i++)
      decodeInPieces(decoder, buf.subarray(i, i + 1), (s) => out.push(s));
    expect(out.join('')).toBe(text.slice(0, out.join('').length));
  });

  it('keeps the last N stderr lines', () => {
    const tail = new LineTail(3);
    tail.push('a\nb\r\nc\nd');
    tail.push('e\nf');
    expect(tail.snapshot()).toEqual(['c', 'de', 'f']);
  });

  it('locates the daemon control socket under CODEX_HOME', () => {
    expect(daemonControlSocketPath({ codexHome: '/x' })).toBe(
      '/x/app-server-control/app-server-control.sock',
    );
    expect(daemonControlSocketPath({ env: { CODEX_HOME: '/y' } })).toBe(
      '/y/app-server-control/app-server-control.sock',
    );
  });
});

describe('createStandaloneStdioTransport (fake codex)', () => {
  it('spawns `app-server --listen stdio://` with args and CODEX_HOME, and writes queued sends in order', async () => {
    const t = createStandaloneStdioTransport({
      executable: FAKE,
      args: ['-c', 'x=1'],
      codexHome: '/some/home',
    });
    expect(t.framing).toBe('chunks');
    t.send('{"id":1}');
    t.send('{"id":2}');
    const got = lastValueFrom(lines(t).pipe(take(4), toArray()));
    t.send('{"id":3}');
    const [hello, ...echoes] = await got;
    expect(JSON.parse(hello as string)).toEqual({
      args: ['app-server', '--listen', 'stdio://', '-c', 'x=1'],
      codexHome: '/some/home',
    });
    expect(echoes).toEqual(['{"id":1}', '{"id":2}', '{"id":3}']);
  });

  it('keeps order under backpressure (10,000 messages)', async () => {
    const t = createStandaloneStdioTransport({ executable: FAKE });
    const n = 10_000;
    const payload = 'x'.repeat(200);
    const got = lastValueFrom(
      lines(t).pipe(
        filter((l) => l.startsWith('{"n"')),
        take(n),
        toArray(),
      ),
    );
    for (let i = 0; i < n; i++) t.send(`{"n":${i},"p":"${payload}"}`);
    const echoed = await got;
    expect(echoed.map((l) => (JSON.parse(l) as { n: number }).n)).toEqual(
      Array.from({ length: n }, (_, i) => i),
    );
  });

  it('delivers a 3 MB multi-byte line intact', async () => {
    const t = createStandaloneStdioTransport({ executable: FAKE });
    t.send('BIG 1500000');
    const chunks: string[] = [];
    const line = await firstValueFrom(
      lines({ ...t, incoming$: t.incoming$.pipe(filter((c) => (chunks.push(c), true))) }).pipe(
        filter((l) => l.startsWith('é')),
      ),
    );
    expect(line).toBe('é'.repeat(1_500_000));
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(32 * 1024);
  });

  it('completes when the process exits with code 0', async () => {
    const t = createStandaloneStdioTransport({ executable: FAKE });
    t.send('EXIT 0');
    await expect(lastValueFrom(t.incoming$.pipe(toArray()))).resolves.toBeDefined();
    expect(() => t.send('x')).toThrow(TransportClosedError);
  });

  it('errors with exit code and the stderr tail on a non-zero exit', async () => {
    const t = createStandaloneStdioTransport({ executable: FAKE, stderrTailLines: 5 });
    t.send('EXIT 3');
    const error = await lastValueFrom(t.incoming$).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportClosedError);
    const reason = (error as TransportClosedError).reason;
    expect(reason).toMatchObject({ exitCode: 3, signal: null });
    expect(reason.stderrTail).toEqual([
      'stderr line 27',
      'stderr line 28',
      'stderr line 29',
      'stderr line 30',
      'last words',
    ]);
    expect(reason.message).toMatch(/exited with code 3/);
  });

  it('reports the signal when the process is killed', async () => {
    const t = createStandaloneStdioTransport({ executable: FAKE });
    let started = false;
    const ended = lastValueFrom(t.incoming$.pipe(tap(() => (started = true)))).catch(
      (e: unknown) => e,
    );
    await waitFor(() => started);
    const pid = childPids().find((p) => commandOf(p).includes('fake-codex')) ?? 0;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    const error = await ended;
    expect((error as TransportClosedError).reason).toMatchObject({
      exitCode: null,
      signal: 'SIGKILL',
    });
  });

  it('fails to open with TransportOpenError when the executable does not exist', async () => {
    const t = createStandaloneStdioTransport({ executable: '/nonexistent/codex' });
    const error = await lastValueFrom(t.incoming$).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportOpenError);
    expect((error as Error).message).toMatch(/ENOENT/);
  });

  it('ends the process on unsubscribe (SIGTERM), leaving no orphan', async () => {
    const t = createStandaloneStdioTransport({ executable: FAKE });
    const sub = t.incoming$.subscribe();
    await waitFor(() => childPids().some((p) => commandOf(p).includes('fake-codex')));
    const pid = childPids().find((p) => commandOf(p).includes('fake-codex')) as number;
    sub.unsubscribe();
    await waitFor(() => !alive(pid));
    expect(() => t.send('x')).toThrow(TransportClosedError);
  });

  it('SIGKILLs a process that ignores SIGTERM after the grace period', async () => {
    const t = createStandaloneStdioTransport({
      executable: FAKE,
      env: { ...process.env, FAKE_IGNORE_TERM: '1' },
      killGraceMs: 200,
    });
    const stop = new Subject<void>();
    let started = false;
    t.incoming$.pipe(takeUntil(stop)).subscribe(() => (started = true));
    await waitFor(() => started);
    const pid = childPids().find((p) => commandOf(p).includes('fake-codex')) as number;
    stop.next();
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(pid)).toBe(true);
    await waitFor(() => !alive(pid));
  });
});

describe('createStdioTransport modes', () => {
  let home: string;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'codex-rx-stdio-'));
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it("'auto' without a daemon socket runs a standalone server", async () => {
    const t = createStdioTransport({ executable: FAKE, codexHome: home });
    const first = await firstValueFrom(lines(t));
    expect(JSON.parse(first)).toMatchObject({
      args: ['app-server', '--listen', 'stdio://'],
      codexHome: home,
    });
  });

  it("'auto' with a stale socket falls back to standalone when the proxy cannot connect, resending queued messages", async () => {
    mkdirSync(join(home, 'app-server-control'));
    writeFileSync(join(home, 'app-server-control', 'app-server-control.sock'), '');
    const t = createStdioTransport({ executable: FAKE, codexHome: home });
    // The connection was announced as the daemon's (whole messages); the
    // fallback keeps that promise by cutting the standalone server's lines.
    expect(t.framing).toBe('messages');
    t.send('{"id":1}');
    const got = lastValueFrom(lines(t).pipe(take(3), toArray()));
    t.send('{"id":2}');
    const [hello, ...echoes] = await got;
    expect(JSON.parse(hello as string)).toMatchObject({
      args: ['app-server', '--listen', 'stdio://'],
    });
    expect(echoes).toEqual(['{"id":1}', '{"id":2}']);
  });

  it("'auto' stale-socket fallback bounds its lines by maxLineLength: a longer one ends the connection with LineTooLongError", async () => {
    mkdirSync(join(home, 'app-server-control'));
    writeFileSync(join(home, 'app-server-control', 'app-server-control.sock'), '');
    const t = createStdioTransport({ executable: FAKE, codexHome: home, maxLineLength: 1000 });
    expect(t.framing).toBe('messages');
    const seen: string[] = [];
    const ended = lastValueFrom(t.incoming$.pipe(tap((line) => seen.push(line)))).then(
      () => null,
      (e: unknown) => e,
    );
    t.send('{"id":1}');
    t.send('BIG 5000'); // one line of 5000 characters
    t.send('{"id":2}');
    t.send('EXIT 0'); // without the bound the connection would just end here
    const error = await ended;
    expect(error).toBeInstanceOf(LineTooLongError);
    expect(error).toMatchObject({ name: 'LineTooLongError', maxLineLength: 1000 });
    // the lines before it arrived whole; nothing after it is delivered
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[0] as string)).toMatchObject({
      args: ['app-server', '--listen', 'stdio://'],
    });
    expect(seen[1]).toBe('{"id":1}');
    await t.released?.(); // the standalone child is gone
    expect(() => t.send('{"id":3}')).toThrow(TransportClosedError);
  });

  it("'auto' stale-socket fallback through a Session: a line over maxLineLength closes it as a protocolError", async () => {
    mkdirSync(join(home, 'app-server-control'));
    writeFileSync(join(home, 'app-server-control', 'app-server-control.sock'), '');
    const t = createStdioTransport({ executable: FAKE, codexHome: home, maxLineLength: 1000 });
    const session = new Session(t);
    session.connect();
    t.send('BIG 5000'); // the fake answers with one line of 5000 characters
    t.send('EXIT 0');
    const closed = await firstValueFrom(session.closed$);
    expect(closed.kind).toBe('protocolError');
    expect(closed.reason.cause).toBeInstanceOf(LineTooLongError);
  });

  it('maxLineLength must be positive', () => {
    expect(() => createStdioTransport({ executable: FAKE, maxLineLength: 0 })).toThrow(RangeError);
  });

  it("'proxy-only' with a stale socket reports the proxy's failure", async () => {
    mkdirSync(join(home, 'app-server-control'));
    writeFileSync(join(home, 'app-server-control', 'app-server-control.sock'), '');
    const t = createStdioTransport({ executable: FAKE, codexHome: home, mode: 'proxy-only' });
    const error = await firstValueFrom(t.incoming$).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportOpenError);
    expect((error as Error).message).toMatch(
      /proxy: codex exited with code 1; stderr:\nError: failed to connect to socket/,
    );
  });

  it("'proxy-only' without a daemon socket fails clearly", async () => {
    const t = createStdioTransport({ executable: FAKE, codexHome: home, mode: 'proxy-only' });
    const error = await firstValueFrom(t.incoming$).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportOpenError);
    expect((error as Error).message).toContain(
      join(home, 'app-server-control', 'app-server-control.sock'),
    );
    expect((error as Error).message).toMatch(/daemon start/);
  });
});

function childPids(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
      } catch {
        return false;
      }
    });
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}
