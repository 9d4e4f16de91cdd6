/**
 * The options of the codex-process transports (stdio, daemon proxy), as plain
 * data: no Node import, so that the pool's transport specs (runtime-free, in
 * `codex-rx`) can name them while the transports themselves stay in
 * `codex-rx/node`.
 */

/** Options every codex-process transport takes. */
export interface CodexProcessOptions {
  /** The codex binary. Default: `findCodexExecutable({ env })`. */
  readonly executable?: string;
  /** Extra arguments appended after the subcommand's own (e.g. `['-c', 'model="x"']`). */
  readonly args?: readonly string[];
  /** The child's environment. Default `process.env`; `undefined` values are removed. */
  readonly env?: Record<string, string | undefined>;
  /** The child's working directory. */
  readonly cwd?: string;
  /** Sets `CODEX_HOME` in the child's environment (and locates the daemon socket). */
  readonly codexHome?: string;
  /** How many stderr lines to keep for error reports. Default 20. */
  readonly stderrTailLines?: number;
  /** After SIGTERM, how long to wait before SIGKILL. Default 3000 ms. */
  readonly killGraceMs?: number;
}

export interface ProxyTransportOptions extends CodexProcessOptions {
  /** The daemon's control socket (`--sock`). Default: the proxy's own default for CODEX_HOME. */
  readonly socketPath?: string;
  /** WebSocket handshake timeout through the proxy. Default 10000 ms. */
  readonly handshakeTimeoutMs?: number;
  /**
   * Keepalive ping interval; 0 disables. Default 5000 ms. It also notices a
   * daemon that went away: codex 0.171.0's proxy keeps running after the
   * daemon closed the socket until it next has bytes to relay from stdin.
   */
  readonly pingIntervalMs?: number;
  /**
   * How long a ping may wait for its pong before the connection counts as
   * dead (`TransportClosedError`, code 1006). Default `pingIntervalMs`.
   */
  readonly pongTimeoutMs?: number;
  /** How long to wait for the proxy to exit after the WebSocket ended, to report its exit. Default 500 ms. */
  readonly exitWaitMs?: number;
}

export interface StdioTransportOptions extends ProxyTransportOptions {
  /**
   * `'auto'` (default): talk to the managed daemon through `codex app-server
   * proxy` when its control socket exists, else start a standalone
   * `codex app-server --listen stdio://`. `'standalone'`: never the daemon.
   * `'proxy-only'`: the daemon or a `TransportOpenError`.
   */
  readonly mode?: 'auto' | 'standalone' | 'proxy-only';
  /**
   * Largest incoming line (string length, without its `\n`) when `'auto'`
   * falls back to a standalone server behind a connection announced as
   * `'messages'`: this transport then cuts the lines itself, and a longer one
   * ends the connection with `LineTooLongError` (a Session reports a
   * `TransportClosedError` of kind `protocolError`), as the Session's own
   * `maxLineLength` does for `'chunks'` connections. `connectStdio` passes the
   * client's `session.maxLineLength` when this is not set. Default: no limit.
   */
  readonly maxLineLength?: number;
}
