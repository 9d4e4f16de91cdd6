import { existsSync } from 'node:fs';
import { map, Observable, type Subscription } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from '../rpc/errors.js';
import { createProxyTransport, type ProxyTransportOptions } from './proxy.js';
import { daemonControlSocketPath } from './stdio-process.js';
import { createStandaloneStdioTransport } from './stdio-standalone.js';
import type { Transport } from './transport.js';

export interface StdioTransportOptions extends ProxyTransportOptions {
  /**
   * `'auto'` (default): talk to the managed daemon through `codex app-server
   * proxy` when its control socket exists, else start a standalone
   * `codex app-server --listen stdio://`. `'standalone'`: never the daemon.
   * `'proxy-only'`: the daemon or a `TransportOpenError`.
   */
  readonly mode?: 'auto' | 'standalone' | 'proxy-only';
}

/**
 * The default local transport: a codex child process talking over its stdio.
 * Framing `'chunks'` either way (messages from the daemon get a `'\n'` each),
 * so pipe `incoming$` through `frameLines()`.
 *
 * The mode is chosen at each subscription: with `'auto'`, when
 * `$CODEX_HOME/app-server-control/app-server-control.sock` exists (CODEX_HOME
 * from `codexHome`, the env, then `~/.codex`) it runs `codex app-server proxy`
 * (see `createProxyTransport`) and, should the proxy fail to connect (a stale
 * socket), falls back to a standalone server, resending what was queued;
 * without the socket it starts a standalone server of its own (see
 * `createStandaloneStdioTransport`: exit code/signal/stderr tail on failure,
 * SIGTERM then SIGKILL on unsubscribe).
 *
 * @example
 * const transport = createStdioTransport({ codexHome: mkdtempSync(join(tmpdir(), 'codex-')) });
 * const session = new Session(transport);
 */
export function createStdioTransport(options: StdioTransportOptions = {}): Transport {
  const mode = options.mode ?? 'auto';
  let pending: string[] = [];
  let current: Transport | null = null;
  let closed: CloseReason | null = null;
  let unsent: string[] | null = null;
  let latest: Transport | null = null;

  const incoming$ = new Observable<string>((subscriber) => {
    if (current) {
      subscriber.error(new TransportOpenError('this stdio transport is already open'));
      return undefined;
    }
    const socketPath = options.socketPath ?? daemonControlSocketPath(options);
    const daemon = mode !== 'standalone' && existsSync(socketPath);
    if (mode === 'proxy-only' && !daemon) {
      subscriber.error(
        new TransportOpenError(
          `no app-server daemon: ${socketPath} does not exist (start one with \`codex app-server daemon start\`)`,
        ),
      );
      return undefined;
    }
    closed = null;
    // Sent but not known to be delivered: replayed to the standalone server
    // when the proxy fails to open (a stale socket, a daemon that just died).
    unsent = pending;
    pending = [];
    let transport: Transport | null = null;
    let subscription: Subscription | null = null;
    const end = (reason: CloseReason): void => {
      if (current === transport) current = null;
      unsent = null;
      closed = reason;
    };
    const start = (t: Transport, fallBack: boolean): void => {
      transport = t;
      current = t;
      latest = t;
      for (const m of unsent ?? []) t.send(m);
      const sub = t.incoming$.subscribe({
        next: (chunk) => {
          unsent = null;
          subscriber.next(chunk);
        },
        error: (e: unknown) => {
          if (fallBack && unsent !== null && e instanceof TransportOpenError) {
            start(createStandaloneStdioTransport(options), false);
            return;
          }
          end(e instanceof TransportClosedError ? e.reason : { message: String(e), cause: e });
          subscriber.error(e);
        },
        complete: () => {
          end({ message: 'codex closed the connection' });
          subscriber.complete();
        },
      });
      // A synchronous fallback inside subscribe() has already replaced it.
      if (transport === t) subscription = sub;
    };
    if (daemon)
      start(withNewlines(createProxyTransport({ ...options, socketPath })), mode === 'auto');
    else start(createStandaloneStdioTransport(options), false);
    return () => {
      subscription?.unsubscribe();
      if (current !== null && current === transport) end({ message: 'closed by the client' });
    };
  });

  return {
    framing: 'chunks',
    incoming$,
    send(message: string): void {
      if (current) {
        unsent?.push(message);
        current.send(message);
      } else if (closed) throw new TransportClosedError(closed);
      else pending.push(message);
    },
    released: () => latest?.released?.() ?? Promise.resolve(),
  };
}

/** Presents a `'messages'` transport as `'chunks'`: one line per message. */
function withNewlines(transport: Transport): Transport {
  return {
    framing: 'chunks',
    incoming$: transport.incoming$.pipe(map((m) => m + '\n')),
    send: (m) => transport.send(m),
    released: () => transport.released?.() ?? Promise.resolve(),
  };
}
