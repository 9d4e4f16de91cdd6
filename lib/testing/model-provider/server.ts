/**
 * ScriptedModelProvider: a local HTTP server faking the OpenAI Responses API
 * (`POST {base}/responses`, Server-Sent Events), answering each request with
 * the next scripted reply (reply-queues.ts), played by play-reply.ts, and
 * recording every request. Node only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Subject, type Observable } from 'rxjs';
import { playReply } from './play-reply.js';
import { RecordedRequest } from './recorded-request.js';
import type { ModelReply } from './replies.js';
import { ReplyQueues, type ScriptSource } from './reply-queues.js';
import type { ModelScript } from './script.js';

export interface ScriptedModelProviderOptions {
  /** Interface to bind. Only loopback makes sense; default `127.0.0.1`. */
  readonly host?: string;
  /** Port; default 0 (any free port). */
  readonly port?: number;
  /**
   * Reply used when the script has run out. Default: HTTP 400 whose body
   * says which request found the script empty (codex shows it in its `error`
   * notification and fails the turn). Such requests are also listed
   * in `unscripted`.
   */
  readonly fallback?: (request: RecordedRequest) => ModelReply;
}

function defaultFallback(request: RecordedRequest): ModelReply {
  // codex shows a 4xx body verbatim in its `error` notification (a 5xx becomes a
  // generic "high demand" message), so the fallback is a 400 with a plain message.
  return {
    kind: 'httpError',
    label: 'fallback: script exhausted (HTTP 400)',
    status: 400,
    body: `ScriptedModelProvider: no scripted reply left for model request #${request.number}`,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A fake model service for codex.
 *
 * @example
 * const provider = await ScriptedModelProvider.start(script().runCommand('echo hi > out.txt').thenAnswer('Done'));
 * // config.toml: [model_providers.mock] base_url = provider.baseUrl, wire_api = "responses"
 * ...
 * expect(provider.requests[1].functionCallOutput('call_1')).toBeDefined();
 * await provider.close();
 */
export class ScriptedModelProvider {
  private readonly queues: ReplyQueues;
  private readonly recorded: RecordedRequest[] = [];
  private readonly unscriptedList: RecordedRequest[] = [];
  private readonly others: RecordedRequest[] = [];
  private readonly stalled = new Set<() => void>();
  private readonly sockets = new Set<Socket>();
  private readonly requestSubject = new Subject<RecordedRequest>();
  private counter = 0;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly server: Server,
    readonly port: number,
    readonly host: string,
    script: ScriptSource | undefined,
    private readonly fallback: (request: RecordedRequest) => ModelReply,
  ) {
    this.queues = new ReplyQueues(script);
  }

  /**
   * Starts the server and resolves once it listens.
   *
   * @example const provider = await ScriptedModelProvider.start(script().answer('Hello'));
   */
  static start(
    script?: ScriptSource,
    options: ScriptedModelProviderOptions = {},
  ): Promise<ScriptedModelProvider> {
    const host = options.host ?? '127.0.0.1';
    return new Promise((resolve, reject) => {
      let provider: ScriptedModelProvider | null = null;
      const server = createServer((req, res) => {
        if (provider) provider.handle(req, res);
        else res.destroy();
      });
      server.on('connection', (socket: Socket) => {
        provider?.sockets.add(socket);
        socket.on('close', () => provider?.sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        const { port } = server.address() as AddressInfo;
        provider = new ScriptedModelProvider(
          server,
          port,
          host,
          script,
          options.fallback ?? defaultFallback,
        );
        resolve(provider);
      });
    });
  }

  /** `http://127.0.0.1:PORT/v1`: the `base_url` of the codex model provider. */
  get baseUrl(): string {
    return `http://${this.host}:${this.port}/v1`;
  }

  /** Every `POST .../responses` request, in arrival order. */
  get requests(): readonly RecordedRequest[] {
    return this.recorded;
  }

  /** Requests that found the script empty and got the fallback reply. */
  get unscripted(): readonly RecordedRequest[] {
    return this.unscriptedList;
  }

  /** Requests to any other path (answered 404). */
  get otherRequests(): readonly RecordedRequest[] {
    return this.others;
  }

  /** Scripted replies not consumed yet. */
  get remaining(): number {
    return this.queues.remaining;
  }

  /** Number of streams currently stalled. */
  get stalledCount(): number {
    return this.stalled.size;
  }

  /** Each recorded model request as it arrives (hot). */
  get requests$(): Observable<RecordedRequest> {
    return this.requestSubject.asObservable();
  }

  /** Appends replies to the script. */
  enqueue(...replies: ReadonlyArray<ModelReply | ModelScript>): void {
    this.queues.enqueue(replies);
  }

  /**
   * Replies reserved for one thread: a request whose `thread-id` header (codex sends the
   * thread id there) names `threadId` takes the next of these before the shared script.
   * Makes concurrent turns on several threads deterministic.
   *
   * @example provider.enqueueFor(threadA, script().answer('A')); provider.enqueueFor(threadB, script().answer('B'));
   */
  enqueueFor(threadId: string, ...replies: ReadonlyArray<ModelReply | ModelScript>): void {
    this.queues.enqueueFor(threadId, replies);
  }

  /** Replies still reserved for `threadId`. */
  remainingFor(threadId: string): number {
    return this.queues.remainingFor(threadId);
  }

  /** Lets every stalled stream continue (and finish). */
  releaseStalls(): void {
    const all = [...this.stalled];
    this.stalled.clear();
    for (const release of all) release();
  }

  /**
   * Resolves when at least `count` model requests have arrived; rejects after
   * `timeoutMs` saying how many did.
   */
  waitForRequests(count: number, timeoutMs = 10_000): Promise<readonly RecordedRequest[]> {
    if (this.recorded.length >= count) return Promise.resolve(this.recorded);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        sub.unsubscribe();
        reject(
          new Error(
            `ScriptedModelProvider: expected ${count} model requests within ${timeoutMs} ms, got ${this.recorded.length}`,
          ),
        );
      }, timeoutMs);
      const sub = this.requestSubject.subscribe(() => {
        if (this.recorded.length >= count) {
          clearTimeout(timer);
          sub.unsubscribe();
          resolve(this.recorded);
        }
      });
    });
  }

  /** Stops the server, ends stalled streams and open connections. Idempotent. */
  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closing = new Promise<void>((resolve) => {
      this.stalled.clear();
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
      this.server.closeAllConnections();
      this.requestSubject.complete();
    });
    return this.closing;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const isModelRequest = req.method === 'POST' && /\/responses(\?|$)/.test(path);
      this.counter += 1;
      const number = this.counter;
      const make = (label: string): RecordedRequest =>
        new RecordedRequest(
          number,
          req.method ?? 'GET',
          path,
          { ...req.headers },
          rawBody,
          parseJson(rawBody),
          label,
          Date.now(),
        );
      if (!isModelRequest) {
        const record = make('404 not found');
        this.others.push(record);
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: `ScriptedModelProvider: no route for ${req.method} ${path}` },
          }),
        );
        return;
      }
      const threadHeader = req.headers['thread-id'];
      const threadId = Array.isArray(threadHeader) ? threadHeader[0] : threadHeader;
      const next = this.queues.next(threadId);
      let record: RecordedRequest;
      let reply: ModelReply;
      if (next) {
        reply = next;
        record = make(next.label);
      } else {
        const probe = make('fallback');
        reply = this.fallback(probe);
        record = make(
          reply.label.startsWith('fallback') ? reply.label : `fallback: ${reply.label}`,
        );
        this.unscriptedList.push(record);
      }
      this.recorded.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.aborted = true;
      });
      this.requestSubject.next(record);
      playReply(reply, record.number, res, this.stalled);
    });
  }
}
