/** Record / replay: frames recorded from a session replay deterministically; divergence is explained. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { Session } from '../../lib/rpc/session.js';
import { FakeAppServer } from '../../lib/testing/fake-app-server.js';
import {
  parseTranscript,
  recordTransport,
  replayTransport,
  ReplayDivergenceError,
  serializeTranscript,
  type TranscriptEntry,
} from '../../lib/testing/transcript.js';
import { readTranscriptFile, recordTransportToFile } from '../../lib/testing/transcript-file.js';

function scriptedFake(): FakeAppServer {
  const fake = new FakeAppServer().expectHandshake();
  fake.expectRequest('thread/start', {
    reply: { result: { thread: { id: 't1' } } },
    then: (s) => s.notify('thread/started', { thread: { id: 't1' } }),
  });
  return fake;
}

async function conversation(session: Session): Promise<unknown[]> {
  const seen: unknown[] = [];
  session.notifications$.subscribe((n) => seen.push(n.method));
  seen.push(
    await firstValueFrom(
      session.request('initialize', { clientInfo: { name: 'c', version: '1' } }),
    ),
  );
  session.notify('initialized');
  seen.push(await firstValueFrom(session.request('thread/start', { cwd: '/w' })));
  return seen;
}

describe('recordTransport', () => {
  it('records a meta header, then every frame with direction and elapsed time', async () => {
    let clock = 1000;
    const entries: TranscriptEntry[] = [];
    const fake = scriptedFake();
    const session = new Session(
      recordTransport(fake.transport, (e) => entries.push(e), { now: () => (clock += 5) }),
    );
    await conversation(session);
    session.close();
    expect(entries[0]).toEqual({ dir: 'meta', t: 0, framing: 'messages' });
    expect(entries.slice(1).map((e) => e.dir)).toEqual(['out', 'in', 'out', 'out', 'in', 'in']);
    const times = entries.map((e) => e.t);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(JSON.parse((entries[1] as { frame: string }).frame)).toMatchObject({
      id: 1,
      method: 'initialize',
    });
  });
});

describe('replayTransport', () => {
  async function recorded(): Promise<TranscriptEntry[]> {
    const entries: TranscriptEntry[] = [];
    const session = new Session(recordTransport(scriptedFake().transport, (e) => entries.push(e)));
    await conversation(session);
    session.close();
    return entries;
  }

  it('plays the server side back so the same client sees the same conversation', async () => {
    const transcript = await recorded();
    const live = await conversation(new Session(scriptedFake().transport));
    const replay = replayTransport(parseTranscript(serializeTranscript(transcript)));
    const session = new Session(replay);
    expect(await conversation(session)).toEqual(live);
    expect(replay.position).toBe(transcript.length - 1);
  });

  it('compares outgoing frames as JSON (key order ignored) by default', async () => {
    const transcript = await recorded();
    const replay = replayTransport(transcript);
    const received: string[] = [];
    replay.incoming$.subscribe((m) => received.push(m));
    replay.send(
      '{"params":{"clientInfo":{"version":"1","name":"c"}},"method":"initialize","id":1}',
    );
    expect(received).toHaveLength(1);
  });

  it('fails with ReplayDivergenceError naming the entry, expected and actual frames', async () => {
    const transcript = await recorded();
    const replay = replayTransport(transcript);
    let error: unknown;
    replay.incoming$.subscribe({ error: (e: unknown) => (error = e) });
    expect(() =>
      replay.send(
        '{"id":1,"method":"initialize","params":{"clientInfo":{"name":"other","version":"1"}}}',
      ),
    ).toThrow(ReplayDivergenceError);
    expect(error).toBeInstanceOf(ReplayDivergenceError);
    expect((error as ReplayDivergenceError).index).toBe(0);
    expect((error as Error).message).toMatch(
      /expected: .*"name":"c"[\s\S]*actual: .*"name":"other"/,
    );
  });

  it('a Session on a diverging replay fails its pending request with the divergence', async () => {
    const transcript = await recorded();
    const session = new Session(replayTransport(transcript));
    await expect(firstValueFrom(session.request('model/list', {}))).rejects.toThrow();
  });

  it('normalize strips volatile fields before comparing', () => {
    const transcript: TranscriptEntry[] = [
      { dir: 'out', t: 0, frame: '{"id":1,"method":"x","params":{"at":1}}' },
      { dir: 'in', t: 1, frame: '{"id":1,"result":{}}' },
    ];
    const replay = replayTransport(transcript, {
      normalize: (m) => ({
        ...(m as object),
        params: { ...((m as { params: object }).params ?? {}), at: 0 },
      }),
    });
    const seen: string[] = [];
    replay.incoming$.subscribe({ next: (m) => seen.push(m) });
    replay.send('{"id":1,"method":"x","params":{"at":99}}');
    expect(seen).toEqual(['{"id":1,"result":{}}']);
  });

  it('a frame sent after the transcript ended is a divergence; atEnd stay-open keeps incoming$ open', () => {
    const replay = replayTransport([{ dir: 'in', t: 0, frame: '{"method":"hello"}' }], {
      atEnd: 'stay-open',
    });
    let completed = false;
    replay.incoming$.subscribe({ complete: () => (completed = true), error: () => undefined });
    expect(completed).toBe(false);
    expect(() => replay.send('{"id":1,"method":"late","params":{}}')).toThrow(
      /after the transcript ended/,
    );
  });

  it('keeps the recorded framing (chunks stay chunks)', () => {
    const replay = replayTransport([
      { dir: 'meta', t: 0, framing: 'chunks' },
      { dir: 'in', t: 0, frame: '{"method":"a"}\n{"met' },
    ]);
    expect(replay.framing).toBe('chunks');
  });
});

describe('transcript files', () => {
  it('recordTransportToFile writes JSONL that readTranscriptFile reads back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'codex-rx-transcript-'));
    try {
      const path = join(dir, 't.jsonl');
      const session = new Session(
        recordTransportToFile(scriptedFake().transport, path, { note: 'unit' }),
      );
      await conversation(session);
      session.close();
      const lines = readFileSync(path, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(7);
      const transcript = readTranscriptFile(path);
      expect(transcript[0]).toEqual({ dir: 'meta', t: 0, framing: 'messages', note: 'unit' });
      expect(await conversation(new Session(replayTransport(transcript)))).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parseTranscript names the bad line', () => {
    expect(() => parseTranscript('{"dir":"in","t":0,"frame":"x"}\nnot json')).toThrow(
      /line 2 is not JSON/,
    );
    expect(() => parseTranscript('{"dir":"sideways"}')).toThrow(/line 1 is not a transcript entry/);
  });
});
