import { existsSync } from 'node:fs';
import { TransportOpenError } from './errors.js';
import { connectProxy } from './proxy.js';
import type { StdioTransportOptions } from './process-options.js';
import { daemonControlSocketPath } from './stdio-process.js';
import { connectStandaloneStdio } from './stdio-standalone.js';
import type { Transport } from './transport.js';
import { LineSplitter, checkMaxLineLength } from './line-splitter.js';
import { createTransport, type ConnectionSink } from './transport-core.js';

export type { StdioTransportOptions } from './process-options.js';

/**
 * The default local transport: a codex child process talking over its stdio.
 * Framing `'chunks'` from a standalone server (pipe `incoming$` through
 * `frameLines()`; a Session does), `'messages'` through the daemon's proxy:
 * read `framing` when subscribing.
 *
 * The mode is chosen for each connection, when `framing` is read or at the
 * latest when subscribing: with `'auto'`, when
 * `$CODEX_HOME/app-server-control/app-server-control.sock` exists (CODEX_HOME
 * from `codexHome`, the env, then `~/.codex`) it runs `codex app-server proxy`
 * (see `createProxyTransport`) and, should the proxy fail to connect (a stale
 * socket), falls back to a standalone server, sending it what was queued;
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
  const maxLineLength = checkMaxLineLength(options.maxLineLength);
  // The choice for the next connection, made when its framing is first read.
  let next: { readonly socketPath: string; readonly daemon: boolean } | null = null;
  const choose = (): { readonly socketPath: string; readonly daemon: boolean } => {
    if (!next) {
      const socketPath = options.socketPath ?? daemonControlSocketPath(options);
      next = { socketPath, daemon: mode !== 'standalone' && existsSync(socketPath) };
    }
    return next;
  };

  return createTransport({
    name: 'stdio',
    framing: () => (choose().daemon ? 'messages' : 'chunks'),
    connect: (sink) => {
      const { socketPath, daemon } = choose();
      next = null;
      if (mode === 'proxy-only' && !daemon) {
        return sink.error(
          new TransportOpenError(
            `no app-server daemon: ${socketPath} does not exist (start one with \`codex app-server daemon start\`)`,
          ),
        );
      }
      if (!daemon) return connectStandaloneStdio(options)(sink);
      if (mode === 'proxy-only') return connectProxy({ ...options, socketPath })(sink);
      // 'auto': a proxy that cannot connect (the socket is stale) gives way to a
      // standalone server. Nothing was written yet (the core held it), so the
      // standalone server gets every message; its lines are cut into the
      // messages this connection promised.
      let teardown: (() => void) | void = undefined;
      const viaProxy: ConnectionSink = {
        open: (w) => sink.open(w),
        hold: () => sink.hold(),
        next: sink.next,
        complete: (reason) => sink.complete(reason),
        error: (error) => {
          if (!(error instanceof TransportOpenError) || sink.ended) return sink.error(error);
          teardown = connectStandaloneStdio(options)(linesOf(sink, maxLineLength));
        },
        releasedWhen: (p) => sink.releasedWhen(p),
        get ended() {
          return sink.ended;
        },
      };
      const proxyTeardown = connectProxy({ ...options, socketPath })(viaProxy);
      teardown ??= proxyTeardown;
      return () => {
        proxyTeardown?.();
        if (teardown !== proxyTeardown) teardown?.();
      };
    },
  });
}

/**
 * A sink taking chunks of a newline-delimited stream and passing on whole
 * lines (`LineSplitter`: a trailing `\r` dropped, empty lines skipped, at most
 * `maxLineLength` long): the stale-daemon fallback, whose connection was
 * announced as `'messages'`.
 */
function linesOf(sink: ConnectionSink, maxLineLength: number): ConnectionSink {
  const splitter = new LineSplitter(
    maxLineLength,
    (line) => sink.next(line),
    () => sink.ended,
    (error) => sink.error(error),
  );
  return {
    open: (w) => sink.open(w),
    hold: () => sink.hold(),
    next(chunk) {
      if (!sink.ended) splitter.push(chunk);
    },
    complete(reason) {
      if (!sink.ended) splitter.end();
      sink.complete(reason);
    },
    error(error) {
      splitter.reset();
      sink.error(error);
    },
    releasedWhen: (p) => sink.releasedWhen(p),
    get ended() {
      return sink.ended;
    },
  };
}
