import type { SchedulerLike } from 'rxjs';
import type {
  HandshakeRequestLike,
  HandshakeResponseLike,
  WebSocketFactory,
  WebSocketInit,
  WebSocketLike,
} from '../../lib/transport/websocket-like';

type Listener = (...args: never[]) => void;

/**
 * A fake socket in the spirit of RxJS's MockWebSocket: records what was sent,
 * lets the test drive open/message/close, and (optionally) has the `ws` extras
 * (ping, terminate, 'unexpected-response', 'pong').
 */
export class FakeSocket implements WebSocketLike {
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onerror: WebSocketLike['onerror'] = null;
  onclose: WebSocketLike['onclose'] = null;
  readonly sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  terminated = false;
  pings = 0;
  readonly listeners = new Map<string, Listener[]>();

  constructor(
    readonly url: string,
    readonly init: WebSocketInit,
  ) {}

  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
  }

  open(): void {
    this.onopen?.({});
  }
  message(data: unknown): void {
    this.onmessage?.({ data });
  }
  closeFromServer(code: number, reason = ''): void {
    this.onclose?.({ code, reason });
  }
  fail(error: Error): void {
    this.onerror?.({ error });
    this.onclose?.({ code: 1006, reason: '' });
  }
  emit(event: string, ...args: unknown[]): void {
    for (const l of this.listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args);
  }
}

/** A FakeSocket with the `ws` extras. */
export class FakeWsSocket extends FakeSocket {
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
  }
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /** Answers the handshake with an HTTP status (as `ws` reports it). */
  reject(status: number, headers: Record<string, string> = {}, body = ''): void {
    const handlers = new Map<string, Array<(arg?: unknown) => void>>();
    const on = (event: string, listener: (arg?: never) => void): void => {
      handlers.set(event, [...(handlers.get(event) ?? []), listener as (arg?: unknown) => void]);
    };
    const response = { statusCode: status, headers, on } as HandshakeResponseLike;
    const request: HandshakeRequestLike = { destroy: () => undefined };
    this.emit('unexpected-response', request, response);
    if (body) for (const l of handlers.get('data') ?? []) l(Buffer.from(body));
    for (const l of handlers.get('end') ?? []) l();
  }
}

/**
 * A factory recording every socket it makes. `script(socket, attempt)` runs
 * `delay` ms (scheduler time) after each socket is created: reject, open, ...
 */
export function fakeFactory(
  options: {
    ws?: boolean;
    scheduler?: SchedulerLike;
    delay?: number;
    script?: (socket: FakeWsSocket, attempt: number) => void;
  } = {},
): { factory: WebSocketFactory; sockets: FakeWsSocket[]; createdAt: number[] } {
  const sockets: FakeWsSocket[] = [];
  const createdAt: number[] = [];
  const factory: WebSocketFactory = (url, init) => {
    const socket =
      options.ws === false
        ? (new FakeSocket(url, init) as FakeWsSocket)
        : new FakeWsSocket(url, init);
    sockets.push(socket);
    createdAt.push(options.scheduler?.now() ?? 0);
    const attempt = sockets.length;
    if (options.script && options.scheduler) {
      options.scheduler.schedule(() => options.script?.(socket, attempt), options.delay ?? 1);
    }
    return socket;
  };
  return { factory, sockets, createdAt };
}
