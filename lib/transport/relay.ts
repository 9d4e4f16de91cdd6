/**
 * `createRelayTransport`: the client side of the codex-rx relay (resumable.ts).
 * Runtime-free: Node's `ws` (`createSocket: wsSocketFactory`) or a browser's
 * WebSocket (the token as a subprotocol). Errors: relay-session-error.ts;
 * options: relay-transport-options.ts; requests across connections:
 * relay-requests.ts; what a frame or a drop means: relay-outcomes.ts.
 */
import { ReplaySubject, asyncScheduler, type Subscription } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from './errors.js';
import { readMessageFrame, type AttachFrame, type AttachedFrame } from './relay-envelope.js';
import { RelayRequestLedger } from './relay-requests.js';
import {
  attachResultOf,
  connectionLost,
  drainingNodeClosed,
  parseRelayFrame,
  sessionLostBy,
  upstreamClosedReason,
  upstreamReplaced,
} from './relay-outcomes.js';
import { RelaySessionError } from './relay-session-error.js';
import {
  handshakeOf,
  reconnectPolicyOf,
  refuseRelayOptions,
  type RelayTransport,
  type RelayTransportOptions,
} from './relay-transport-options.js';
import type { AttachResult } from './resumable.js';
import type { Transport } from './transport.js';
import { createTransport, type ConnectionSink } from './transport-core.js';
import { openWebSocketOnce } from './websocket-connect.js';
import type { WebSocketFactory, WebSocketLike } from './websocket-like.js';
import { socketFactoryOf } from './websocket-open.js';

export { RelaySessionError, type RelaySessionErrorCode } from './relay-session-error.js';
export type {
  RelayReconnectPolicy,
  RelayTransport,
  RelayTransportOptions,
} from './relay-transport-options.js';

/**
 * A resumable transport to a codex-rx relay. Subscribing attaches to the
 * session `transportId`: creates it, or adopts it when it exists and the
 * secret matches (a session that is gone, expired or lost with a restarted
 * relay, is made anew: `attach$` says `fresh` and the watermark starts
 * over). A dropped connection is reconnected with backoff (8 attempts from
 * 100 ms, doubled, at most 5 s: about 16 s; at once after a draining node's
 * 4503) and reattached after the
 * watermark; what is sent meanwhile is held and written once reattached (a
 * request's timeout keeps running). Each retained message is delivered once;
 * answers and requests the relay did not receive are re-sent
 * (relay-requests.ts). `incoming$` errors with `RelaySessionError` only when
 * the session is lost.
 *
 * @example
 * const transport = createRelayTransport('ws://127.0.0.1:4600', { transportId: 'user-42', token, createSocket: wsSocketFactory });
 * const client = await Client.open(transport); // not firstValueFrom(Client.connect(...)): that closes it
 */
export function createRelayTransport(url: string, options: RelayTransportOptions): RelayTransport {
  const scheduler = options.scheduler ?? asyncScheduler;
  const policy = reconnectPolicyOf(options);
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
  const requests = new RelayRequestLedger();

  const sendFrame = (text: string): void => socket?.send(text);
  const wrap = (message: string): string =>
    `{"t":"send","g":${JSON.stringify(generation)},"m":${message}}`;

  const connect = (sink: ConnectionSink): (() => void) | void => {
    const refused = refuseRelayOptions(url, options);
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
    let drainRetried = false; // after a 4503, at once once in a row; then the backoff
    let closeFrameSeen = false;
    const handshake = handshakeOf(options);

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
      if (requests.admit(json, requestId)) sink.next(json);
      scheduleAck();
    };

    const onAttached = (frame: AttachedFrame): void => {
      const reconnect = everAttached;
      everAttached = true;
      attached = true;
      failures = 0;
      drainRetried = false;
      const replaced = upstreamReplaced(generation, frame);
      generation = frame.generation;
      if (frame.secret !== undefined) secret = frame.secret;
      // A new session (the one adopted was gone: expired, or the relay restarted):
      // its sequence numbers start over, and so does what this transport has seen.
      if (frame.kind === 'fresh') watermark = ackedSent = 0;
      if (frame.gap && frame.gap.to > watermark) watermark = frame.gap.to;
      const result = attachResultOf(frame, reconnect);
      const outcome = requests.attached(frame, replaced);
      attachResult = result;
      attachSubject.next(result);
      for (const message of outcome.deliver) {
        if (sink.ended) return;
        sink.next(message);
      }
      // What the relay did not receive before the drop, then (the core flushes
      // them at open) what was sent while no connection was attached.
      for (const m of outcome.resend) writeMessage(m);
      sink.open(writeMessage);
    };

    const onFrame = (text: string): void => {
      const fast = readMessageFrame(text);
      if (fast) return deliver(fast.seq, fast.json);
      const frame = parseRelayFrame(text);
      if (frame instanceof RelaySessionError) return finish(frame, frame.reason);
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
          const reason = upstreamClosedReason(frame);
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
      if (closeFrameSeen) return;
      const lost = sessionLostBy(error);
      if (lost) return finish(lost, lost.reason);
      if (drainingNodeClosed(error) && !drainRetried) {
        drainRetried = true;
        return void (retryTimer = scheduler.schedule(connect, 0));
      }
      if (++failures > policy.attempts) {
        const gaveUp = connectionLost(policy.attempts, error);
        return finish(gaveUp, gaveUp.reason);
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
        init: handshake,
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
    requests.written(message);
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
