/** ScriptedModelProvider against raw HTTP: SSE framing, scripting, recording. */
import { request } from 'node:http';
import { ScriptedModelProvider } from '../../lib/testing/model-provider/server.js';
import { script } from '../../lib/testing/model-provider/script.js';
import {
  splitDeltas,
  usage,
  formatSse,
  textDelta,
} from '../../lib/testing/model-provider/events.js';

interface HttpResult {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  /** The response ended with an error (connection cut) instead of cleanly. */
  broken: boolean;
}

function post(
  url: string,
  body: unknown,
  onFirstChunk?: (abort: () => void) => void,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test': 'yes', ...headers },
      },
      (res) => {
        let text = '';
        let first = true;
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
          if (first && onFirstChunk) onFirstChunk(() => req.destroy());
          first = false;
        });
        const done = (broken: boolean): void =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, broken });
        res.on('end', () => done(false));
        res.on('aborted', () => done(true));
        res.on('error', () => done(true));
      },
    );
    req.on('error', (e) => (onFirstChunk ? undefined : reject(e)));
    req.end(JSON.stringify(body));
  });
}

/** Parses an SSE body into events: `event:` name and parsed `data:` JSON. */
function parseSse(body: string): Array<{ event: string; data: Record<string, unknown> }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? '';
      const data = JSON.parse(
        lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '{}',
      ) as Record<string, unknown>;
      return { event, data };
    });
}

describe('ScriptedModelProvider over raw HTTP', () => {
  let provider: ScriptedModelProvider;
  afterEach(() => provider.close());

  it('listens on 127.0.0.1 with a /v1 base URL', async () => {
    provider = await ScriptedModelProvider.start();
    expect(provider.baseUrl).toBe(`http://127.0.0.1:${provider.port}/v1`);
  });

  it('streams a text answer as created, item added, deltas, item done, completed with usage', async () => {
    provider = await ScriptedModelProvider.start(
      script().answer('Hello world', { deltas: ['Hello', ' world'], usage: usage(7, 3) }),
    );
    const res = await post(`${provider.baseUrl}/responses`, { model: 'mock-model', input: [] });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream');
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual([
      'response.created',
      'response.output_item.added',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_item.done',
      'response.completed',
    ]);
    for (const e of events) expect(e.data.type).toBe(e.event);
    expect(events[2]?.data.delta).toBe('Hello');
    expect(events[4]?.data.item).toEqual({
      type: 'message',
      role: 'assistant',
      id: 'msg_1',
      content: [{ type: 'output_text', text: 'Hello world' }],
    });
    expect(events[5]?.data.response).toEqual({ id: 'resp_1', usage: usage(7, 3) });
  });

  it('usage: null leaves usage out of response.completed', async () => {
    provider = await ScriptedModelProvider.start(script().answer('x', { usage: null }));
    const events = parseSse((await post(`${provider.baseUrl}/responses`, {})).body);
    expect(events.at(-1)?.data.response).toEqual({ id: 'resp_1' });
  });

  it('runCommand emits an exec_command function_call with JSON arguments', async () => {
    provider = await ScriptedModelProvider.start(
      script().runCommand('echo hi > out.txt').thenAnswer('Done'),
    );
    const first = parseSse((await post(`${provider.baseUrl}/responses`, {})).body);
    expect(first.map((e) => e.event)).toEqual([
      'response.created',
      'response.output_item.done',
      'response.completed',
    ]);
    const item = first[1]?.data.item as Record<string, unknown>;
    expect(item).toMatchObject({ type: 'function_call', name: 'exec_command', call_id: 'call_1' });
    expect(JSON.parse(item.arguments as string)).toEqual({
      cmd: 'echo hi > out.txt',
      login: false,
    });
    const second = parseSse((await post(`${provider.baseUrl}/responses`, {})).body);
    const done = second.find((e) => e.event === 'response.output_item.done');
    expect((done?.data.item as { content: Array<{ text: string }> }).content[0]?.text).toBe('Done');
    expect(second.find((e) => e.event === 'response.output_item.added')?.data.item).toMatchObject({
      id: 'msg_2',
    });
  });

  it('json() answers with the serialized value', async () => {
    provider = await ScriptedModelProvider.start(script().json({ ok: true, n: 2 }));
    const events = parseSse((await post(`${provider.baseUrl}/responses`, {})).body);
    const done = events.find((e) => e.event === 'response.output_item.done');
    expect(
      JSON.parse((done?.data.item as { content: Array<{ text: string }> }).content[0]?.text ?? ''),
    ).toEqual({ ok: true, n: 2 });
  });

  it('httpError answers the status and body', async () => {
    provider = await ScriptedModelProvider.start(script().httpError(503, 'busy'));
    const res = await post(`${provider.baseUrl}/responses`, {});
    expect(res).toMatchObject({ status: 503, body: 'busy' });
  });

  it('cutStream breaks the connection after the partial events', async () => {
    provider = await ScriptedModelProvider.start(script().cutStream({ partial: 'Hal' }));
    const res = await post(`${provider.baseUrl}/responses`, {});
    expect(res.broken).toBe(true);
    expect(parseSse(res.body).map((e) => e.event)).toEqual([
      'response.created',
      'response.output_item.added',
      'response.output_text.delta',
    ]);
  });

  it("cutStream({ ending: 'end' }) ends cleanly without response.completed", async () => {
    provider = await ScriptedModelProvider.start(script().cutStream({ ending: 'end' }));
    const res = await post(`${provider.baseUrl}/responses`, {});
    expect(res.broken).toBe(false);
    expect(parseSse(res.body).map((e) => e.event)).not.toContain('response.completed');
  });

  it('fail() ends with response.failed', async () => {
    provider = await ScriptedModelProvider.start(script().fail('server_error', 'nope'));
    const events = parseSse((await post(`${provider.baseUrl}/responses`, {})).body);
    expect(events.at(-1)?.data).toEqual({
      type: 'response.failed',
      response: { id: 'resp_1', error: { code: 'server_error', message: 'nope' } },
    });
  });

  it('stall holds the stream until releaseStalls, then finishes the message', async () => {
    provider = await ScriptedModelProvider.start(
      script().stall({ partial: 'Think', then: 'ing done' }),
    );
    const pending = post(`${provider.baseUrl}/responses`, {});
    await provider.waitForRequests(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(provider.stalledCount).toBe(1);
    provider.releaseStalls();
    const events = parseSse((await pending).body);
    expect(events.map((e) => e.event)).toEqual([
      'response.created',
      'response.output_item.added',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_item.done',
      'response.completed',
    ]);
    expect((events[4]?.data.item as { content: Array<{ text: string }> }).content[0]?.text).toBe(
      'Thinking done',
    );
    expect(provider.stalledCount).toBe(0);
  });

  it('a stalled request aborted by the client is marked aborted', async () => {
    provider = await ScriptedModelProvider.start(script().stall());
    await post(`${provider.baseUrl}/responses`, {}, (abort) => abort());
    for (let i = 0; i < 50 && !provider.requests[0]?.aborted; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(provider.requests[0]?.aborted).toBe(true);
    expect(provider.stalledCount).toBe(0);
  });

  it('records each request: number, path, headers, parsed body, reply label', async () => {
    provider = await ScriptedModelProvider.start(script().answer('a'));
    const body = {
      model: 'mock-model',
      input: [
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hello' }] },
        { type: 'function_call_output', call_id: 'call_9', output: 'exit 0' },
      ],
      tools: [{ type: 'function', name: 'exec_command' }],
    };
    await post(`${provider.baseUrl}/responses`, body);
    const [r] = provider.requests;
    expect(r).toMatchObject({
      number: 1,
      method: 'POST',
      path: '/v1/responses',
      body,
      reply: 'answer "a"',
      aborted: false,
    });
    expect(r?.header('X-Test')).toBe('yes');
    expect(r?.messageTexts()).toEqual(['hello']);
    expect(r?.functionCallOutput('call_9')).toBe('exit 0');
    expect(r?.functionCallOutput('nope')).toBeUndefined();
    expect(r?.toolNames()).toEqual(['exec_command']);
    expect(r?.outputSchema()).toBeUndefined();
  });

  it('when the script runs out, answers HTTP 400 naming the request and records it', async () => {
    provider = await ScriptedModelProvider.start(script().answer('only one'));
    await post(`${provider.baseUrl}/responses`, {});
    const res = await post(`${provider.baseUrl}/responses`, {});
    expect(res.status).toBe(400);
    expect(res.body).toBe('ScriptedModelProvider: no scripted reply left for model request #2');
    expect(provider.unscripted.map((r) => r.number)).toEqual([2]);
    expect(provider.requests[1]?.reply).toMatch(/^fallback/);
    expect(provider.remaining).toBe(0);
  });

  it('enqueue adds replies; requests$ emits each request; other paths get 404 and are listed apart', async () => {
    provider = await ScriptedModelProvider.start();
    provider.enqueue(script().answer('late'));
    const seen: number[] = [];
    provider.requests$.subscribe((r) => seen.push(r.number));
    expect((await post(`${provider.baseUrl}/responses`, {})).status).toBe(200);
    expect((await post(`${provider.baseUrl}/models`, {})).status).toBe(404);
    expect(seen).toEqual([1]);
    expect(provider.otherRequests.map((r) => r.path)).toEqual(['/v1/models']);
  });

  it('enqueueFor reserves replies for the thread named by the thread-id header', async () => {
    provider = await ScriptedModelProvider.start(script().answer('shared'));
    provider.enqueueFor('thread-b', script().answer('for b'));
    const text = async (threadId?: string): Promise<string> => {
      const res = await post(
        `${provider.baseUrl}/responses`,
        {},
        undefined,
        threadId ? { 'thread-id': threadId } : {},
      );
      const done = parseSse(res.body).find((e) => e.event === 'response.output_item.done');
      return (done?.data.item as { content: Array<{ text: string }> }).content[0]?.text ?? '';
    };
    expect(provider.remainingFor('thread-b')).toBe(1);
    expect(await text('thread-b')).toBe('for b');
    expect(await text('thread-b')).toBe('shared'); // falls back to the shared script
    expect(provider.requests[0]?.threadId).toBe('thread-b');
    expect(provider.remainingFor('thread-b')).toBe(0);
  });

  it('waitForRequests rejects with a count when too few arrive', async () => {
    provider = await ScriptedModelProvider.start();
    await expect(provider.waitForRequests(1, 30)).rejects.toThrow(
      'expected 1 model requests within 30 ms, got 0',
    );
  });

  it('close is idempotent and frees the port', async () => {
    provider = await ScriptedModelProvider.start(script().stall());
    const pending = post(`${provider.baseUrl}/responses`, {}, () => undefined);
    await provider.waitForRequests(1);
    await Promise.all([provider.close(), provider.close()]);
    const res = await pending;
    expect(res.broken).toBe(true);
    await expect(post(`${provider.baseUrl}/responses`, {})).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('SSE event helpers', () => {
  it('formatSse writes an event line, a data line and a blank line', () => {
    expect(formatSse(textDelta('hi'))).toBe(
      'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"hi"}\n\n',
    );
  });

  it('splitDeltas keeps the text and never makes more pieces than characters', () => {
    expect(splitDeltas('Hello world', 3).join('')).toBe('Hello world');
    expect(splitDeltas('ab', 5)).toEqual(['a', 'b']);
    expect(splitDeltas('', 3)).toEqual(['']);
    expect(splitDeltas('héllo😀', 6).join('')).toBe('héllo😀');
  });
});
