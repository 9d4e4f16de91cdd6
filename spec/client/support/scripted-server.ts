/**
 * A tiny scripted app-server over an in-memory pair, for the client specs:
 * answers `initialize` (and "Not initialized" before it), lets a test script
 * answers per method, push notifications and server requests, and records
 * everything the client sent.
 */
import { firstValueFrom } from 'rxjs';
import { createClient, type Client } from '../../../lib/client/client.js';
import type { ClientOptions, FlavorOf } from '../../../lib/client/client-options.js';
import { createInMemoryPair, type InMemoryEnd } from '../../../lib/transport/in-memory.js';
import type { RequestId } from '../../../lib/rpc/messages.js';
import { SCHEMA_CODEX_VERSION } from '../../../lib/protocol/codex-version.js';

export interface Received {
  readonly id?: RequestId;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { code: number; message: string; data?: unknown };
}

type Answer = (params: unknown, id: RequestId) => unknown;

export const INIT_RESULT = {
  codexHome: '/tmp/codex-home',
  platformFamily: 'unix',
  platformOs: 'linux',
  // the schema's own version: no serverVersionMismatch diagnostic unless a spec sets another
  userAgent: `codex_rx_test/${SCHEMA_CODEX_VERSION} (Linux; x86_64) test (codex_rx_test; 0)`,
};

export class ScriptedServer {
  readonly clientEnd: InMemoryEnd;
  readonly serverEnd: InMemoryEnd;
  /** Everything the client sent, parsed, in order. */
  readonly received: Received[] = [];
  initialized = false;
  private readonly answers = new Map<string, Answer>();
  private readonly replyWaiters = new Map<string, (r: Received) => void>();
  private nextServerId = 0;
  /** What `initialize` is answered with. */
  initResult: Record<string, unknown> = INIT_RESULT;
  /** When false, requests with no scripted answer get no reply at all. */
  answerUnknown = true;

  constructor() {
    [this.clientEnd, this.serverEnd] = createInMemoryPair();
    this.serverEnd.incoming$.subscribe({
      next: (line) => this.onMessage(JSON.parse(line) as Received),
      error: () => undefined,
    });
  }

  /** Script the answer to a method: a result value, or throw `{code, message}` for an error reply. */
  on(method: string, answer: Answer): this {
    this.answers.set(method, answer);
    return this;
  }

  notify(method: string, params: unknown): void {
    this.serverEnd.send(JSON.stringify({ method, params }));
  }

  /** Sends a server request; returns its id and a promise of the client's reply. */
  request(
    method: string,
    params: unknown,
    id: RequestId = this.nextServerId++,
  ): { id: RequestId; reply: Promise<Received> } {
    const reply = new Promise<Received>((resolve) =>
      this.replyWaiters.set(`${typeof id}:${String(id)}`, resolve),
    );
    this.serverEnd.send(JSON.stringify({ id, method, params }));
    return { id, reply };
  }

  /** Replies the client sent to server requests. */
  replies(): Received[] {
    return this.received.filter((m) => m.method === undefined);
  }

  /** Requests the client sent with this method. */
  requests(method: string): Received[] {
    return this.received.filter((m) => m.method === method && m.id !== undefined);
  }

  respond(id: RequestId, result: unknown): void {
    this.serverEnd.send(JSON.stringify({ id, result }));
  }

  crash(message = 'boom'): void {
    this.serverEnd.close({ message, exitCode: 1 });
  }

  private onMessage(m: Received): void {
    this.received.push(m);
    if (m.method === undefined && m.id !== undefined) {
      this.replyWaiters.get(`${typeof m.id}:${String(m.id)}`)?.(m);
      return;
    }
    if (m.method === 'initialized') {
      this.initialized = true;
      return;
    }
    if (m.id === undefined || m.method === undefined) return;
    if (m.method === 'initialize') {
      this.respond(m.id, this.initResult);
      return;
    }
    if (!this.initialized) {
      this.serverEnd.send(
        JSON.stringify({ id: m.id, error: { code: -32600, message: 'Not initialized' } }),
      );
      return;
    }
    const answer = this.answers.get(m.method);
    if (!answer) {
      if (this.answerUnknown) {
        this.serverEnd.send(
          JSON.stringify({
            id: m.id,
            error: { code: -32600, message: `unknown method ${m.method}` },
          }),
        );
      }
      return;
    }
    try {
      const result = answer(m.params, m.id);
      if (result !== NO_REPLY) this.respond(m.id, result);
    } catch (error) {
      this.serverEnd.send(JSON.stringify({ id: m.id, error: error as object }));
    }
  }
}

/** Return this from an answer to send no reply (the test replies later with `respond`). */
export const NO_REPLY = Symbol('noReply');

/** A protocol Thread with the fields the client reads. */
export function fakeThread(id: string): Record<string, unknown> {
  return {
    id,
    cliVersion: SCHEMA_CODEX_VERSION,
    createdAt: 1,
    updatedAt: 1,
    cwd: '/tmp',
    ephemeral: false,
    modelProvider: 'mock',
    preview: '',
    projectId: null,
    sessionId: id,
    source: 'appServer',
    status: { type: 'idle' },
    turns: [],
  };
}

/** Scripts a whole plain turn: turn/start answers, then the usual notifications. */
export function scriptPlainTurn(server: ScriptedServer, text: string, turnId = 'turn_1'): void {
  server.on('turn/start', (params) => {
    const { threadId } = params as { threadId: string };
    queueMicrotask(() => {
      server.notify('turn/started', {
        threadId,
        turn: { id: turnId, status: 'inProgress', items: [] },
      });
      const item = { id: 'msg_1', type: 'agentMessage', text: '', phase: null };
      server.notify('item/started', { threadId, turnId, item, startedAtMs: 1 });
      server.notify('item/agentMessage/delta', { threadId, turnId, itemId: 'msg_1', delta: text });
      server.notify('item/completed', {
        threadId,
        turnId,
        item: { ...item, text, phase: 'final_answer' },
      });
      server.notify('turn/completed', {
        threadId,
        turn: { id: turnId, status: 'completed', items: [] },
      });
    });
    return { turn: { id: turnId, status: 'inProgress', items: [] } };
  });
}

/** A ScriptedServer and a client over it, with the handshake done. */
export async function initializedClient<const O extends ClientOptions = ClientOptions>(
  options?: O,
): Promise<{ server: ScriptedServer; client: Client<FlavorOf<O>> }> {
  const server = new ScriptedServer();
  const client = createClient(server.clientEnd, options);
  await firstValueFrom(client.initialize());
  return { server, client };
}
