/**
 * A fake app-server for unit and marble tests: no binary, no process. It sits
 * on the far end of an in-memory transport, answers the client's requests as
 * the test scripted them, pushes notifications and server requests, captures
 * the client's answers, and explains clearly what the client did that the test
 * did not expect. Runtime-free (no Node built-ins).
 */
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { SCHEMA_CODEX_VERSION } from '../protocol/codex-version.js';
import { CodexRxError, type CloseReason } from '../rpc/errors.js';
import type { RequestId, RpcErrorObject, RpcNotification, RpcRequest } from '../rpc/messages.js';
import { parseLine } from '../rpc/parse-messages.js';
import { createInMemoryPair, type InMemoryEnd } from '../transport/in-memory.js';
import { ExpectedMessages, show, type RequestExpectation } from './fake-expectations.js';

/** What the client did that the script did not expect, or an expectation left unmet. */
export class FakeAppServerError extends CodexRxError {
  override readonly name = 'FakeAppServerError' as const;
  constructor(readonly problems: readonly string[]) {
    super(`fake app-server: ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
  }
}

/** How an expected request is answered. */
export type FakeReply =
  | { readonly result: unknown }
  | { readonly error: RpcErrorObject }
  | { readonly respond: (params: unknown, request: RpcRequest) => FakeReply }
  /** Never answered (for timeout tests). */
  | { readonly noReply: true };

export interface ExpectRequestOptions {
  /** Params check: a predicate, or a value the params must contain (deep subset). */
  readonly params?: unknown;
  /** Default `{ result: {} }`. */
  readonly reply?: FakeReply;
  /** Delay of the reply in ms on the fake's scheduler; default: synchronous. */
  readonly delayMs?: number;
  /** Runs after the reply is sent (push notifications, server requests, ...). */
  readonly then?: (server: FakeAppServer, request: RpcRequest) => void;
}

/** The client's answer to a server request. */
export type ClientAnswer =
  | { readonly id: RequestId; readonly result: unknown }
  | { readonly id: RequestId; readonly error: RpcErrorObject };

export interface FakeAppServerOptions {
  /** Enforce the order of expectations across methods (default: FIFO per method only). */
  readonly strictOrder?: boolean;
  /** Scheduler for delayed replies. Default `asyncScheduler` (pass the TestScheduler in marble tests). */
  readonly scheduler?: SchedulerLike;
  /** First id of server requests. Default 0 (as codex). */
  readonly firstServerRequestId?: number;
}

/**
 * The fake server. Give `transport` to the code under test.
 *
 * @example
 * const fake = new FakeAppServer();
 * fake.expectHandshake();
 * fake.expectRequest('thread/start', { reply: { result: { thread: { id: 't1' } } } });
 * const session = new Session(fake.transport);
 * ...
 * fake.verify(); // throws FakeAppServerError listing unexpected messages and unmet expectations
 */
export class FakeAppServer {
  /** The client's end: hand it to the Session / client under test. */
  readonly transport: InMemoryEnd;
  /** Every message the client sent, parsed, in order. */
  readonly received: unknown[] = [];
  /** Problems found so far (unexpected messages, params mismatches). */
  readonly problems: string[] = [];

  private readonly serverEnd: InMemoryEnd;
  private readonly expected = new ExpectedMessages<ExpectRequestOptions>();
  private readonly handlers = new Map<
    string,
    (params: unknown, request: RpcRequest) => FakeReply
  >();
  private readonly awaitingAnswers = new Map<
    string,
    { method: string; resolve: (a: ClientAnswer) => void }
  >();
  private readonly answers: ClientAnswer[] = [];
  private nextServerId: number;
  private readonly scheduler: SchedulerLike;

  constructor(private readonly options: FakeAppServerOptions = {}) {
    const [clientEnd, serverEnd] = createInMemoryPair();
    this.transport = clientEnd;
    this.serverEnd = serverEnd;
    this.nextServerId = options.firstServerRequestId ?? 0;
    this.scheduler = options.scheduler ?? asyncScheduler;
    serverEnd.incoming$.subscribe({ next: (m) => this.onMessage(m), error: () => undefined });
  }

  /** Expects `initialize` (answered with a plausible result) then `initialized`. */
  expectHandshake(
    result: unknown = {
      userAgent: `fake-app-server/${SCHEMA_CODEX_VERSION}`,
      codexHome: '/fake/codex-home',
      platformFamily: 'unix',
      platformOs: 'linux',
    },
  ): this {
    this.expectRequest('initialize', { reply: { result } });
    this.expectNotification('initialized');
    return this;
  }

  /**
   * Expects one request with `method` (FIFO per method) and answers it.
   *
   * @example fake.expectRequest('turn/start', { params: { threadId: 't1' }, reply: { result: { turn } }, then: (s) => s.notify('turn/started', {...}) })
   */
  expectRequest(method: string, options: ExpectRequestOptions = {}): RequestExpectation {
    return this.expected.expectRequest(method, options);
  }

  /** Answers every request with `method` (any number, any time), unless a one-shot expectation takes it first. */
  handle(method: string, responder: (params: unknown, request: RpcRequest) => FakeReply): this {
    this.handlers.set(method, responder);
    return this;
  }

  /** Expects a notification from the client (e.g. `initialized`). */
  expectNotification(method: string, params?: unknown): this {
    this.expected.expectNotification(method, params);
    return this;
  }

  /** Pushes a notification to the client. */
  notify(method: string, params?: unknown): this {
    this.send(params === undefined ? { method } : { method, params });
    return this;
  }

  /**
   * Sends a server request (approval, user input, ...) and resolves with the
   * client's answer.
   *
   * @example const answer = await fake.request('item/commandExecution/requestApproval', params);
   */
  request(method: string, params: unknown, id?: RequestId): Promise<ClientAnswer> {
    const requestId = id ?? this.nextServerId++;
    const answer = new Promise<ClientAnswer>((resolve) =>
      this.awaitingAnswers.set(JSON.stringify(requestId), { method, resolve }),
    );
    this.send({ id: requestId, method, params });
    return answer;
  }

  /** Sends any raw text (malformed lines, odd shapes). */
  sendRaw(frame: string): this {
    this.serverEnd.send(frame);
    return this;
  }

  /** The client's answers to server requests, in order. */
  get clientAnswers(): readonly ClientAnswer[] {
    return this.answers;
  }

  /** Requests the client sent, optionally only one method. */
  requests(method?: string): RpcRequest[] {
    return this.received.filter(
      (m): m is RpcRequest =>
        typeof m === 'object' &&
        m !== null &&
        'method' in m &&
        'id' in m &&
        (method === undefined || (m as RpcRequest).method === method),
    );
  }

  /** Notifications the client sent. */
  notifications(method?: string): RpcNotification[] {
    return this.received.filter(
      (m): m is RpcNotification =>
        typeof m === 'object' &&
        m !== null &&
        'method' in m &&
        !('id' in m) &&
        (method === undefined || (m as RpcNotification).method === method),
    );
  }

  /** Unmet expectations, described. */
  unmet(): string[] {
    return [
      ...this.expected.unmet(),
      ...[...this.awaitingAnswers.entries()].map(
        ([id, a]) => `server request ${a.method} (id ${id}) was never answered by the client`,
      ),
    ];
  }

  /** Throws `FakeAppServerError` if the client did anything unexpected or left an expectation unmet. */
  verify(): void {
    const all = [...this.problems, ...this.unmet()];
    if (all.length > 0) throw new FakeAppServerError(all);
  }

  /** Ends the connection: cleanly, or with a reason (a simulated crash). */
  close(reason?: CloseReason): void {
    this.serverEnd.close(reason);
  }

  private send(message: unknown): void {
    this.serverEnd.send(JSON.stringify(message));
  }

  private onMessage(frame: string): void {
    const parsed = parseLine(frame);
    if (parsed.kind === 'parseFailure') {
      this.received.push(frame);
      this.problems.push(`client sent an unreadable frame (${parsed.reason}): ${show(frame)}`);
      return;
    }
    this.received.push(parsed.message);
    switch (parsed.kind) {
      case 'request':
        this.onRequest(parsed.message);
        return;
      case 'notification':
        this.onNotification(parsed.message);
        return;
      case 'response':
      case 'error':
        this.onAnswer(parsed.message as ClientAnswer);
        return;
    }
  }

  private onRequest(request: RpcRequest): void {
    const match = this.expected.takeRequest(request, this.options.strictOrder === true);
    if (match.kind === 'badParams') {
      this.problems.push(match.problem);
      this.reply(request, {
        error: {
          code: -32600,
          message: `fake app-server: unexpected params for ${request.method}`,
        },
      });
      return;
    }
    if (match.kind === 'met') {
      const { reply, delayMs, then } = match.options;
      this.reply(request, reply ?? { result: {} }, delayMs, () => then?.(this, request));
      return;
    }
    const handler = this.handlers.get(request.method);
    if (handler) {
      this.reply(request, handler(request.params, request));
      return;
    }
    this.problems.push(this.expected.unexpectedRequest(request));
    this.reply(request, {
      error: { code: -32600, message: `fake app-server: unexpected request ${request.method}` },
    });
  }

  private reply(request: RpcRequest, reply: FakeReply, delayMs?: number, after?: () => void): void {
    const resolved = 'respond' in reply ? reply.respond(request.params, request) : reply;
    const go = (): void => {
      if (this.serverEnd.closed) return;
      if ('result' in resolved) this.send({ id: request.id, result: resolved.result });
      else if ('error' in resolved) this.send({ id: request.id, error: resolved.error });
      after?.();
    };
    if (delayMs === undefined) go();
    else this.scheduler.schedule(go, delayMs);
  }

  private onNotification(n: RpcNotification): void {
    const problem = this.expected.takeNotification(n);
    if (problem !== undefined) this.problems.push(problem);
  }

  private onAnswer(answer: ClientAnswer): void {
    const key = JSON.stringify(answer.id);
    const waiting = this.awaitingAnswers.get(key);
    if (!waiting) {
      this.problems.push(
        `client answered id ${String(answer.id)}, which no pending server request has: ${show(answer)}`,
      );
      return;
    }
    this.awaitingAnswers.delete(key);
    this.answers.push(answer);
    waiting.resolve(answer);
  }
}
