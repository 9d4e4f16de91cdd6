import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { asyncScheduler } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from './errors.js';
import {
  codexExecutableFor,
  describeExit,
  spawnCodex,
  spawnFailure,
  type CodexChild,
} from './stdio-process.js';
import type { ProxyTransportOptions } from './process-options.js';

export type { ProxyTransportOptions } from './process-options.js';
import type { Transport } from './transport.js';
import { wsSocketFactoryWith } from './node-websocket.js';
import { createTransport, type ConnectionSink } from './transport-core.js';
import { openWebSocketOnce } from './websocket-connect.js';

/**
 * A transport to the managed app-server daemon through `codex app-server
 * proxy`. The proxy pipes raw bytes between its stdio and the daemon's control
 * socket, which speaks WebSocket, so this runs a `ws` client over the proxy
 * process's stdin/stdout. Framing `'messages'`. The same works over ssh
 * (`executable: 'ssh'`, `args` naming the remote codex) for a daemon elsewhere.
 *
 * - No daemon (the proxy exits): `TransportOpenError` with the proxy's stderr.
 * - The WebSocket ends with code 1000: completes; otherwise
 *   `TransportClosedError` with the close code and, when the proxy exited, its
 *   exit code/signal and stderr tail.
 * - Unsubscribing closes the WebSocket and ends the proxy process.
 *
 * @example
 * // codex app-server daemon start   (once, per CODEX_HOME)
 * const t = createProxyTransport({ codexHome });
 * const session = new Session(t);
 */
export function createProxyTransport(options: ProxyTransportOptions = {}): Transport {
  return createTransport({ name: 'proxy', framing: 'messages', connect: connectProxy(options) });
}

/**
 * The proxy medium: spawns `codex app-server proxy` and runs one WebSocket
 * over its stdin/stdout (no handshake retries: the daemon is local).
 */
export function connectProxy(
  options: ProxyTransportOptions,
): (sink: ConnectionSink) => (() => void) | void {
  return (sink) => {
    let executable: string;
    try {
      executable = codexExecutableFor(options);
    } catch (error) {
      return sink.error(error);
    }
    const proxyArgs = [
      'app-server',
      'proxy',
      ...(options.socketPath ? ['--sock', options.socketPath] : []),
    ];
    const proc: CodexChild = spawnCodex(executable, proxyArgs, options);
    // The proxy's exit closes the socket to the daemon (the daemon stays up).
    sink.releasedWhen(proc.exited);
    const stream = Duplex.from({ readable: proc.child.stdout, writable: proc.child.stdin });
    stream.on('error', () => undefined);
    let exit: { code: number | null; signal: string | null } | null = null;
    let spawnError: Error | null = null;
    let done = false;
    let waitTimer: ReturnType<typeof setTimeout> | undefined;
    let ended: { error?: unknown } | null = null;

    // However it ends (idempotent): nothing more is reported, the proxy goes.
    const release = (): void => {
      done = true;
      if (waitTimer !== undefined) clearTimeout(waitTimer);
      proc.stop();
    };
    const report = (): void => {
      if (done || !ended) return;
      release();
      sink.error(enrich(ended.error, exit, spawnError, proc.stderr.snapshot(), executable));
    };
    proc.child.once('error', (error) => {
      if (proc.child.pid === undefined) spawnError = error;
    });
    proc.child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      exit = { code, signal };
      report();
    });

    const connection = openWebSocketOnce({
      url: 'ws://localhost/',
      init: { headers: {} },
      createSocket: wsSocketFactoryWith(() => stream as unknown as Socket),
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 10_000,
      pingIntervalMs: options.pingIntervalMs ?? 5000,
      pongTimeoutMs: options.pongTimeoutMs,
      scheduler: asyncScheduler,
      onOpen: (socket) => sink.open((m) => socket.send(m)),
      onDone: () => sink.hold(),
    }).subscribe({
      next: sink.next,
      complete: () => {
        release();
        sink.complete({ message: 'the server closed the WebSocket', closeCode: 1000 });
      },
      error: (error: unknown) => {
        ended = { error };
        if (exit || spawnError) report();
        else waitTimer = setTimeout(report, options.exitWaitMs ?? 500);
      },
    });

    return () => {
      connection.unsubscribe();
      release();
      stream.destroy();
    };
  };
}

/** Adds what is known about the proxy process to the WebSocket's error. */
function enrich(
  error: unknown,
  exit: { code: number | null; signal: string | null } | null,
  spawnError: Error | null,
  stderrTail: string[],
  executable: string,
): Error {
  if (spawnError) return spawnFailure(executable, spawnError);
  const how = exit ? describeExit(exit.code, exit.signal, stderrTail) : undefined;
  if (error instanceof TransportClosedError) {
    if (!exit) return error;
    const reason: CloseReason = {
      ...error.reason,
      kind: undefined, // inferred again from the exit below
      message: `${error.reason.message}; proxy ${how ?? ''}`,
      exitCode: exit.code,
      signal: exit.signal,
      stderrTail,
    };
    return new TransportClosedError(reason);
  }
  if (error instanceof TransportOpenError && how) {
    return new TransportOpenError(`could not connect through codex app-server proxy: ${how}`, {
      ...error.details,
      cause: error,
    });
  }
  return error instanceof Error ? error : new TransportOpenError(String(error), { cause: error });
}
