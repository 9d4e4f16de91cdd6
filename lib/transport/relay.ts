/**
 * `createRelayTransport`: the client side of the codex-rx relay (a resumable
 * transport, see resumable.ts). Runtime-free: works with Node's `ws` (pass
 * `createSocket: wsSocketFactory` from `codex-rx/node`) and with the
 * browser's WebSocket (the token then travels as a subprotocol).
 */
import { ReplaySubject, asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from './errors.js';
import { HandshakeRejectedError } from './handshake-retry.js';
import {
  RELAY_BEARER_PROTOCOL_PREFIX,
  RELAY_PROTOCOL,
  RelayCloseCodes,
  TRANSPORT_ID_PATTERN,
  readMessageFrame,
  type AttachFrame,
  type AttachedFrame,
  type RelayFrame,
} from './relay-envelope.js';
import type { AttachResult, ResumableTransport } from './resumable.js';
import type { Transport } from './transport.js';
import { createTransport, type ConnectionSink } from './transport-core.js';
import { openWebSocketOnce } from './websocket-connect.js';
import type { WebSocketCtorLike, WebSocketFactory, WebSocketLike } from './websocket-like.js';
import { parseSocketUrl, refuseInsecureToken, socketFactoryOf } from './websocket-open.js';

/** Why a relay session was lost (what `RelaySessionError.code` says). */
export type RelaySessionErrorCode =
  /** The relay could not be reached within the reconnect policy. */
  | 'connection_lost'
  /** The relay does not know the session (it restarted, or the session expired). */
  | 'unknown_session'
  /** The session's upstream was replaced; this client's generation is stale. */
  | 'stale_generation'
  | 'secret_mismatch'
  /** Another connection attached to the session. */
  | 'replaced'
  /** The session ended (ended by the relay or by another client). */
  | 'session_ended'
  /** The relay refused the handshake with an HTTP status (a proxy in front of it, or an older relay). */
  | 'rejected'
  /** No bearer token, or a wrong one (close 4401). */
  | 'unauthorized'
  /** The page's origin is not in the relay's `allowedOrigins` (close 4406). */
  | 'origin_not_allowed'
  | 'too_many_sessions'
  | 'message_too_big'
  | 'bad_envelope';

/**
 * The relay session is lost for good: `incoming$` errors with it (so the
 * Session's `closed$` and every pending request carry it). A
 * `TransportClosedError`, so code written against plain transports still works.
 */
export class RelaySessionError extends TransportClosedError {
  override readonly name = 'RelaySessionError' as const;
  constructor(
    readonly code: RelaySessionErrorCode,
    reason: CloseReason,
  ) {
    super({ ...reason, message: `relay session ${code}: ${reason.message}` });
  }
}

export interface RelayReconnectPolicy {
  /** Consecutive failed connection attempts before giving up. Default 8. */
  readonly attempts?: number;
  /** First delay, doubled per failure. Default 100 ms. */
  readonly baseMs?: number;
  /** Cap on one delay. Default 5000 ms. */
  readonly maxMs?: number;
}

export interface RelayTransportOptions {
  /** The session's stable id, chosen by the client (1-128 chars of `A-Za-z0-9._:-`). */
  readonly transportId: string;
  /** The relay's bearer token. */
  readonly token: string;
  /**
   * The session secret. Given: used to create the session, required to
   * reattach. Omitted: the relay makes one (read `sessionSecret` and keep it
   * to reattach from another process).
   */
  readonly secret?: string;
  /** The last sequence number processed by a previous process (0). */
  readonly since?: number;
  /** A socket factory that sends headers (Node: `wsSocketFactory`). The token goes in `Authorization`. */
  readonly createSocket?: WebSocketFactory;
  /** A browser-style constructor (default `globalThis.WebSocket`). The token goes as subprotocol `bearer.<token>`. */
  readonly WebSocketCtor?: WebSocketCtorLike;
  /** Allow the token over plain ws:// to a non-loopback host. Default false. */
  readonly allowInsecureToken?: boolean;
  readonly reconnect?: RelayReconnectPolicy;
  /** Acknowledge at most this long after a delivery. Default 20 ms. */
  readonly ackDelayMs?: number;
  /** Acknowledge at once after this many unacknowledged messages. Default 64. */
  readonly ackEvery?: number;
  /**
   * Closing (unsubscribing) ends the session on the relay. Default true; false
   * detaches only (the session waits its idle grace for a reattach).
   */
  readonly endOnClose?: boolean;
  /** Per connection attempt. Default 5000 ms. */
  readonly handshakeTimeoutMs?: number;
  /** Keepalive ping interval for `ws` sockets; 0 disables. Default 15000 ms. */
  readonly pingIntervalMs?: number;
  /**
   * How long a ping may wait for its pong before the connection counts as
   * dead (`TransportClosedError`, code 1006). Default `pingIntervalMs`.
   */
  readonly pongTimeoutMs?: number;
  readonly scheduler?: SchedulerLike;
}

export interface RelayTransport extends ResumableTransport {
  /** The session secret (given or made by the relay); undefined before the first attach. */
  readonly sessionSecret: string | undefined;
  /** The generation attached to; undefined before the first attach. */
  readonly generation: string | undefined;
}

// Built by a call marked pure: the enum reads at the top level of a shared chunk
// would keep this table in every app bundle (spec/package/tree-shaking.spec.ts).
const TERMINAL_CLOSE: ReadonlyMap<number, RelaySessionErrorCode> =
  /* @__PURE__ */ terminalCloseCodes();

function terminalCloseCodes(): ReadonlyMap<number, RelaySessionErrorCode> {
  return new Map([
    [RelayCloseCodes.Normal, 'session_ended'],
    [RelayCloseCodes.Replaced, 'replaced'],
    [RelayCloseCodes.BadEnvelope, 'bad_envelope'],
    [RelayCloseCodes.SecretMismatch, 'secret_mismatch'],
    [RelayCloseCodes.UnknownSession, 'unknown_session'],
    [RelayCloseCodes.StaleGeneration, 'stale_generation'],
    [RelayCloseCodes.SessionEnded, 'session_ended'],
    [RelayCloseCodes.TooManySessions, 'too_many_sessions'],
    [RelayCloseCodes.MessageTooBig, 'message_too_big'],
    [RelayCloseCodes.Unauthorized, 'unauthorized'],
    [RelayCloseCodes.OriginNotAllowed, 'origin_not_allowed'],
  ]);
}

const MAX_REMEMBERED_ANSWERS = 1000;
const keyOf = (id: unknown): string => `${typeof id}:${String(id)}`;

/** A server request's `params.threadId` (a message or its JSON). */
function threadOf(message: unknown): unknown {
  try {
    const m = (typeof message === 'string' ? JSON.parse(message) : message) as {
      params?: { threadId?: unknown };
    };
    return m.params?.threadId;
  } catch {
    return undefined;
  }
}

/** The request key a `serverRequest/resolved` notification names (undefined: another message). */
function resolvedKey(json: string): string | undefined {
  try {
    const m = JSON.parse(json) as { method?: unknown; params?: { requestId?: unknown } };
    if (m.method !== 'serverRequest/resolved' || m.params?.requestId === undefined)
      return undefined;
    return keyOf(m.params.requestId);
  } catch {
    return undefined;
  }
}

/** What an outgoing message is, as far as reattach cares. */
function outgoingKind(message: string): { request?: number; answer?: string } {
  // Only messages that start like a request or a response are parsed.
  if (!message.includes('"id"')) return {};
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(message) as Record<string, unknown>;
  } catch {
    return {};
  }
  if (typeof m.method === 'string') return typeof m.id === 'number' ? { request: m.id } : {};
  if ('result' in m || 'error' in m) return { answer: keyOf(m.id) };
  return {};
}

/**
 * A resumable transport to a codex-rx relay. Subscribing attaches to the
 * session `transportId` (creating it, or adopting it when it exists and the
 * secret matches). A dropped connection is reconnected with backoff and
 * reattached after the watermark: retained messages are delivered once each,
 * answers and requests the relay did not receive are re-sent, and `attach$`
 * reports each attach. A reattach with a new generation (the session's
 * upstream was replaced: a failover) delivers a `serverRequest/resolved` for
 * each server request of the old upstream left unanswered, so its handler is
 * cancelled, and forgets the answers kept for it (the new upstream's request
 * ids start over). `incoming$` errors with `RelaySessionError` only when
 * the session is lost.
 *
 * @example
 * const transport = createRelayTransport('ws://127.0.0.1:4600', { transportId: 'user-42', token, createSocket: wsSocketFactory });
 * const client = await firstValueFrom(Client.connect(transport));
 */
export function createRelayTransport(url: string, options: RelayTransportOptions): RelayTransport {
  const scheduler = options.scheduler ?? asyncScheduler;
  const policy = {
    attempts: options.reconnect?.attempts ?? 8,
    baseMs: options.reconnect?.baseMs ?? 100,
    maxMs: options.reconnect?.maxMs ?? 5000,
  };
  const ackDelayMs = options.ackDelayMs ?? 20;
  const ackEvery = options.ackEvery ?? 64;
  const endOnClose = options.endOnClose ?? true;
  const attachSubject = new ReplaySubject<AttachResult>(1);

  let secret = options.secret;
  let generation: string | undefined;
  let watermark = options.since ?? 0;
  let ackedSent = 0;
  let attachResult: AttachResult | null = null;
  let socket: WebSocketLike | null = null;
  let attached = false;
  let finished: CloseReason | null = null;
  /** Requests written on the current connection, by id: re-sent when the relay did not see them. */
  let sentRequests = new Map<number, string>();
  /** Answers written to server requests: re-sent when the relay still lists the request unresolved. */
  const answers = new Map<string, string>();
  /**
   * Server requests delivered to the subscriber (never delivered twice) and
   * neither answered nor resolved yet, with their id and thread.
   */
  const delivered = new Map<string, { readonly id: unknown; readonly threadId: unknown }>();
  /**
   * Unanswered requests told resolved (by the relay, or by this transport for
   * a replaced upstream's): a second notice of one (a fenced owner's, then
   * the new owner's) is not delivered again. Bounded; an id a new request
   * reuses leaves it.
   */
  const told = new Set<string>();
  const tell = (key: string): void => {
    told.add(key);
    if (told.size > MAX_REMEMBERED_ANSWERS) told.delete(told.values().next().value as string);
  };

  const refusal = (): TransportOpenError | undefined => {
    if (!TRANSPORT_ID_PATTERN.test(options.transportId))
      return new TransportOpenError(
        `invalid transportId ${JSON.stringify(options.transportId)}: 1-128 characters of A-Za-z0-9._:-`,
      );
    const parsed = parseSocketUrl(url, 'relay');
    if (parsed instanceof TransportOpenError) return parsed;
    return refuseInsecureToken(parsed, 'the relay token', options.allowInsecureToken);
  };

  const sendFrame = (text: string): void => {
    socket?.send(text);
  };
  const wrap = (message: string): string =>
    `{"t":"send","g":${JSON.stringify(generation)},"m":${message}}`;

  const connect = (sink: ConnectionSink): (() => void) | void => {
    const refused = refusal();
    const createSocket = refused ?? socketFactoryOf(options);
    if (createSocket instanceof TransportOpenError) return sink.error(createSocket);
    if (finished) return sink.error(new TransportClosedError(finished));
    return run(sink, createSocket);
  };

  function run(sink: ConnectionSink, createSocket: WebSocketFactory): () => void {
    let failures = 0;
    let connection: Subscription | null = null;
    let retryTimer: Subscription | null = null;
    let ackTimer: Subscription | null = null;
    let unacked = 0;
    let everAttached = false;
    let closeFrameSeen = false;
    const headers: Record<string, string> = {};
    const protocols = [RELAY_PROTOCOL];
    if (options.createSocket) headers['Authorization'] = `Bearer ${options.token}`;
    else protocols.push(`${RELAY_BEARER_PROTOCOL_PREFIX}${options.token}`);

    const finish = (error: TransportClosedError | null, reason: CloseReason): void => {
      if (finished) return;
      finished = reason;
      stopTimers();
      attached = false;
      const c = connection;
      connection = null;
      socket = null;
      c?.unsubscribe();
      if (error) sink.error(error);
      else sink.complete(reason);
    };

    const stopTimers = (): void => {
      retryTimer?.unsubscribe();
      retryTimer = null;
      ackTimer?.unsubscribe();
      ackTimer = null;
    };

    const sendAck = (): void => {
      ackTimer?.unsubscribe();
      ackTimer = null;
      unacked = 0;
      if (!attached || watermark <= ackedSent) return;
      ackedSent = watermark;
      sendFrame(`{"t":"ack","g":${JSON.stringify(generation)},"s":${watermark}}`);
    };
    acknowledgeNow = sendAck;

    const scheduleAck = (): void => {
      if (++unacked >= ackEvery) sendAck();
      else if (!ackTimer) ackTimer = scheduler.schedule(sendAck, ackDelayMs);
    };

    const deliver = (seq: number, json: string, requestId?: unknown): void => {
      if (seq <= watermark) return; // already delivered before a reconnect
      watermark = seq;
      if (requestId !== undefined) {
        const key = keyOf(requestId);
        if (delivered.has(key)) {
          scheduleAck();
          return;
        }
        // A new upstream's request may reuse an old one's id: from now on the id is its.
        told.delete(key);
        delivered.set(key, { id: requestId, threadId: threadOf(json) });
      } else if (
        (delivered.size > 0 || told.size > 0) &&
        json.includes('"serverRequest/resolved"')
      ) {
        const key = resolvedKey(json);
        if (key !== undefined && told.has(key)) {
          scheduleAck();
          return;
        }
        if (key !== undefined && delivered.delete(key)) tell(key);
      }
      sink.next(json);
      scheduleAck();
    };

    const onAttached = (frame: AttachedFrame): void => {
      const reconnect = everAttached;
      everAttached = true;
      attached = true;
      failures = 0;
      // The session's upstream was replaced (a failover, or a fenced owner's session
      // claimed): the old one's requests can never be answered, and answers to them
      // must not reach the new one, whose request ids start over.
      const replaced = generation !== undefined && frame.generation !== generation;
      const dead = replaced ? [...delivered.values()] : [];
      if (replaced) {
        answers.clear();
        delivered.clear();
        for (const d of dead) tell(keyOf(d.id));
      }
      generation = frame.generation;
      if (frame.secret !== undefined) secret = frame.secret;
      const unresolved = new Set(frame.unresolved.map((u) => keyOf(u.id)));
      for (const key of [...answers.keys()]) if (!unresolved.has(key)) answers.delete(key);
      if (frame.gap && frame.gap.to > watermark) watermark = frame.gap.to;
      const result: AttachResult =
        frame.kind === 'fresh'
          ? { kind: 'fresh', generation: frame.generation }
          : {
              kind: 'reattached',
              generation: frame.generation,
              initializeResult: frame.initializeResult,
              nextRequestId: frame.nextRequestId,
              unresolvedServerRequests: frame.unresolved.map((u) => u.id),
              replayed: Math.max(0, frame.replayThrough - frame.replayFrom + 1),
              ...(frame.gap ? { gap: frame.gap } : {}),
              reconnect,
            };
      attachResult = result;
      attachSubject.next(result);
      // Their handlers are told as the server tells a request it cleared (a typed cancellation).
      for (const d of dead) {
        if (sink.ended) return;
        sink.next(
          JSON.stringify({
            method: 'serverRequest/resolved',
            params: { threadId: d.threadId ?? '', requestId: d.id },
          }),
        );
      }
      // Unanswered requests the retained replay will not carry (before it, or dropped).
      for (const u of frame.unresolved) {
        const key = keyOf(u.id);
        if (u.seq >= frame.replayFrom || delivered.has(key) || answers.has(key)) continue;
        // Told resolved already (a record that lags behind the log still lists it); after a
        // replacement the id is the new upstream's.
        if (!replaced && told.has(key)) continue;
        told.delete(key);
        delivered.set(key, { id: u.id, threadId: threadOf(u.message) });
        if (sink.ended) return;
        sink.next(JSON.stringify(u.message));
      }
      // What the relay did not receive before the drop, then (the core flushes
      // them at open) what was sent while no connection was attached.
      const resend: string[] = [];
      for (const [id, message] of sentRequests) if (id >= frame.nextRequestId) resend.push(message);
      for (const [key, message] of answers) if (unresolved.has(key)) resend.push(message);
      sentRequests = new Map();
      for (const m of resend) writeMessage(m);
      sink.open(writeMessage);
    };

    const onFrame = (text: string): void => {
      const fast = readMessageFrame(text);
      if (fast) return deliver(fast.seq, fast.json);
      let frame: RelayFrame;
      try {
        frame = JSON.parse(text) as RelayFrame;
      } catch {
        return finish(
          new RelaySessionError('bad_envelope', {
            message: 'the relay sent a frame that is not JSON',
          }),
          { message: 'bad frame from the relay' },
        );
      }
      switch (frame.t) {
        case 'attached':
          return onAttached(frame);
        case 'm':
          return deliver(
            frame.s,
            JSON.stringify(frame.m),
            frame.q === 1 ? (frame.m as { id?: unknown }).id : undefined,
          );
        case 'raw':
          return deliver(frame.s, frame.r);
        case 'closed': {
          if (frame.s <= watermark) return;
          watermark = frame.s;
          closeFrameSeen = true;
          sendAck();
          const reason: CloseReason = {
            message: `the app-server exited: ${frame.reason.message}`,
            ...(frame.reason.exitCode !== undefined ? { exitCode: frame.reason.exitCode } : {}),
            ...(frame.reason.signal !== undefined ? { signal: frame.reason.signal } : {}),
          };
          return finish(frame.clean ? null : new TransportClosedError(reason), reason);
        }
        case 'error': {
          const reason: CloseReason = { message: frame.message };
          return finish(new RelaySessionError(frame.code, reason), reason);
        }
        default:
          return undefined; // pong, or a frame type of a later protocol version
      }
    };

    const onDrop = (error: unknown): void => {
      attached = false;
      socket = null;
      sink.hold();
      connection = null;
      if (finished) return;
      const closeCode =
        error instanceof TransportClosedError ? error.reason.closeCode : error ? undefined : 1000;
      const terminal = closeCode !== undefined ? TERMINAL_CLOSE.get(closeCode) : undefined;
      if (closeFrameSeen) return;
      if (terminal) {
        const reason: CloseReason = {
          message:
            error instanceof TransportClosedError
              ? error.reason.closeReason || error.message
              : 'closed',
          closeCode,
          cause: error,
        };
        return finish(new RelaySessionError(terminal, reason), reason);
      }
      if (error instanceof HandshakeRejectedError && ![429, 503].includes(error.status)) {
        const reason: CloseReason = { message: error.message, cause: error };
        return finish(new RelaySessionError('rejected', reason), reason);
      }
      failures++;
      if (failures > policy.attempts) {
        const reason: CloseReason = {
          message: `no connection to the relay after ${policy.attempts} attempts: ${
            error instanceof Error ? error.message : String(error)
          }`,
          cause: error,
        };
        return finish(new RelaySessionError('connection_lost', reason), reason);
      }
      const delay = Math.min(policy.maxMs, policy.baseMs * 2 ** (failures - 1));
      retryTimer = scheduler.schedule(connect, delay);
    };

    const connect = (): void => {
      retryTimer = null;
      if (finished) return;
      const attach: AttachFrame = {
        t: 'attach',
        transportId: options.transportId,
        since: watermark,
        ...(secret !== undefined ? { secret } : {}),
        ...(everAttached && generation !== undefined ? { generation } : {}),
      };
      connection = openWebSocketOnce({
        url,
        init: { protocols, headers },
        createSocket,
        handshakeTimeoutMs: options.handshakeTimeoutMs ?? 5000,
        pingIntervalMs: options.pingIntervalMs ?? 15_000,
        pongTimeoutMs: options.pongTimeoutMs,
        scheduler,
        onOpen: (s) => {
          socket = s;
          s.send(JSON.stringify(attach));
        },
        onDone: () => {
          socket = null;
          attached = false;
          sink.hold();
        },
        onSocket: (closed) => sink.releasedWhen(closed),
      }).subscribe({
        next: onFrame,
        error: onDrop,
        complete: () => onDrop(null),
      });
    };

    connect();
    return () => {
      if (finished) return;
      if (attached && endOnClose) sendFrame(`{"t":"end","g":${JSON.stringify(generation)}}`);
      else sendAck();
      finish(null, { message: 'closed by the client' });
    };
  }

  let acknowledgeNow = (): void => undefined;

  /** Writes one message on the attached connection (the core holds sends while there is none). */
  function writeMessage(message: string): void {
    if (!socket) return;
    const kind = outgoingKind(message);
    if (kind.request !== undefined) sentRequests.set(kind.request, message);
    if (kind.answer !== undefined) {
      // Kept until an attach shows the relay has it; the request is settled here.
      answers.set(kind.answer, message);
      delivered.delete(kind.answer);
      if (answers.size > MAX_REMEMBERED_ANSWERS)
        answers.delete(answers.keys().next().value as string);
    }
    socket.send(wrap(message));
  }

  return createTransport<Omit<RelayTransport, keyof Transport>>(
    { name: 'relay', framing: 'messages', connect },
    {
      resumable: true as const,
      attach$: attachSubject.asObservable(),
      get attachResult() {
        return attachResult;
      },
      get watermark() {
        return watermark;
      },
      get sessionSecret() {
        return secret;
      },
      get generation() {
        return generation;
      },
      acknowledge(): void {
        acknowledgeNow();
      },
    },
  );
}
