/**
 * launchAppServer: the real pinned codex app-server, offline, against a
 * scripted model provider, with a fresh temporary CODEX_HOME and workspace,
 * over stdio or WebSocket (with a capability token). Everything it creates is
 * removed by `dispose()` (or by unsubscribing from `appServer$`). Node only.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Observable, Subject, takeUntil } from 'rxjs';
import { TransportOpenError } from '../rpc/errors.js';
import type { Transport } from '../transport/transport.js';
import { resolveCodexBinary } from './codex-binary.js';
import { endProcessesUsingCodexHome, processesUsingCodexHome } from './codex-processes.js';
import { ScriptedModelProvider } from './model-provider/server.js';
import type { ModelReply } from './model-provider/replies.js';
import type { ModelScript } from './model-provider/script.js';
import { offlineConfigToml, type TomlTable } from './offline-config.js';
import { startWebSocketServer, stopProcess } from './websocket-server.js';
import { createNodeWebSocketTransport } from '../transport/node-websocket.js';
import { createStdioTransport } from '../transport/stdio.js';
import { STDIO_APP_SERVER_ARGS } from '../transport/stdio-standalone.js';

/** What a stdio transport factory gets. */
export interface StdioLaunchSpec {
  readonly executable: string;
  /** Full argument list: `['app-server', '--listen', 'stdio://', ...extraArgs]`. */
  readonly args: readonly string[];
  /** Only the arguments after `app-server --listen stdio://` (e.g. `['--strict-config']`), for
   * transports that add the subcommand themselves, like the library's `createStdioTransport`. */
  readonly extraArgs: readonly string[];
  readonly env: Record<string, string | undefined>;
  readonly cwd: string;
  readonly codexHome: string;
}

/** What a WebSocket transport factory gets. */
export interface WebSocketLaunchSpec {
  readonly url: string;
  readonly token: string;
}

export interface LaunchAppServerOptions {
  /** Default `'stdio'`. */
  readonly transport?: 'stdio' | 'websocket';
  /** Script for a provider the launcher starts (and closes on dispose). Ignored when `provider` is given. */
  readonly script?: ModelScript | readonly ModelReply[];
  /** An existing provider to use; the launcher does not close it. */
  readonly provider?: ScriptedModelProvider;
  /** Extra config.toml keys merged over the offline defaults. */
  readonly config?: TomlTable;
  /** Path of the codex binary. Default: the pinned native binary from node_modules. */
  readonly executable?: string;
  /** Pass `--strict-config` (a misspelt key is fatal). Default true. */
  readonly strictConfig?: boolean;
  /**
   * Extra environment for the server process (CODEX_HOME is always the fresh
   * one; HOME is an empty directory inside it unless given here).
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * Build the stdio transport (e.g. to wrap it with `recordTransport`). Default: the library's
   * `createStdioTransport` in standalone mode.
   */
  readonly createStdioTransport?: (spec: StdioLaunchSpec) => Transport;
  /**
   * Build the WebSocket transport. Default: the library's `createNodeWebSocketTransport` with the
   * token.
   */
  readonly createWebSocketTransport?: (spec: WebSocketLaunchSpec) => Transport;
  /** How long to wait for the WebSocket server to be ready. Default 15000 ms. */
  readonly readyTimeoutMs?: number;
  /** Receives the WebSocket server's stderr (it warns about bubblewrap and /tmp helpers: harmless). */
  readonly onStderr?: (chunk: string) => void;
}

export interface LaunchedAppServer {
  readonly kind: 'stdio' | 'websocket';
  /**
   * The connection to the server. stdio: cold, subscribing spawns the server
   * (one subscriber at a time). WebSocket: the server already runs; subscribing
   * connects. `dispose()` ends any open subscription.
   */
  readonly transport: Transport;
  /**
   * Another connection to the same server: stdio, a new transport whose subscription starts a
   * second codex process on the same CODEX_HOME (threads persist there, so `thread/resume`
   * works across them); WebSocket, another socket to the same server. `dispose()` ends them too.
   */
  newTransport(): Transport;
  readonly codexHome: string;
  /** A fresh temporary directory to use as the thread's `cwd`. */
  readonly workspace: string;
  readonly provider: ScriptedModelProvider;
  readonly executable: string;
  /** WebSocket only: `ws://127.0.0.1:PORT`. */
  readonly url?: string;
  /** WebSocket only: the capability token. */
  readonly token?: string;
  /** Pids of live processes running with this CODEX_HOME. */
  processIds(): number[];
  /** Ends the transport and every server process, closes the provider (if owned), removes the temp dirs. Idempotent. */
  dispose(): Promise<void>;
}

/**
 * Starts everything and resolves with a handle. For stdio the process starts
 * when `transport.incoming$` is subscribed; for WebSocket it is running and
 * ready (`/readyz` answered 200) when this resolves.
 *
 * @example
 * const server = await launchAppServer({ script: script().answer('Hello') });
 * try {
 *   const session = new Session(server.transport);
 *   // initialize, thread/start with cwd: server.workspace, turn/start ...
 * } finally {
 *   await server.dispose();
 * }
 */
export async function launchAppServer(
  options: LaunchAppServerOptions = {},
): Promise<LaunchedAppServer> {
  const kind = options.transport ?? 'stdio';
  const executable = resolveCodexBinary({ explicit: options.executable });
  const ownsProvider = !options.provider;
  const provider = options.provider ?? (await ScriptedModelProvider.start(options.script));
  const codexHome = mkdtempSync(join(tmpdir(), 'codex-rx-home-'));
  const workspace = mkdtempSync(join(tmpdir(), 'codex-rx-workspace-'));
  const disposed$ = new Subject<void>();
  let child: ChildProcess | null = null;
  let disposing: Promise<void> | null = null;

  const dispose = (): Promise<void> => {
    if (disposing) return disposing;
    disposing = (async () => {
      disposed$.next();
      disposed$.complete();
      if (child) await stopProcess(child, 2000);
      await endProcessesUsingCodexHome(codexHome);
      if (ownsProvider) await provider.close();
      rmSync(codexHome, { recursive: true, force: true, maxRetries: 3 });
      rmSync(workspace, { recursive: true, force: true, maxRetries: 3 });
    })();
    return disposing;
  };

  try {
    writeFileSync(
      join(codexHome, 'config.toml'),
      offlineConfigToml({ baseUrl: provider.baseUrl, extra: options.config }),
    );
    // A HOME of its own: the shells codex runs commands in read no startup file of the user's
    // (Debian's bash reads ~/.bashrc even for `bash -c` when its stdin is a socket or SSH_CLIENT
    // is set and SHLVL is unset; what that file prints, a pyenv warning, joined the output).
    const home = join(codexHome, 'home');
    mkdirSync(home);
    const env: Record<string, string | undefined> = {
      ...process.env,
      HOME: home,
      ...(options.env ?? {}),
      CODEX_HOME: codexHome,
    };
    const strict = options.strictConfig === false ? [] : ['--strict-config'];
    // Every transport handed out ends when the server is disposed, and cannot be reopened after.
    const guard = (t: Transport): Transport => ({
      get framing() {
        return t.framing;
      },
      incoming$: new Observable<string>((subscriber) => {
        if (disposing) {
          subscriber.error(new TransportOpenError('launchAppServer: this server was disposed'));
          return undefined;
        }
        return t.incoming$.pipe(takeUntil(disposed$)).subscribe(subscriber);
      }),
      send: (m: string) => t.send(m),
      released: () => t.released?.() ?? Promise.resolve(),
    });
    const handle = (
      makeTransport: () => Transport,
      websocket?: { readonly url: string; readonly token: string },
    ): LaunchedAppServer => ({
      kind,
      transport: makeTransport(),
      newTransport: makeTransport,
      codexHome,
      workspace,
      provider,
      executable,
      ...websocket,
      processIds: () => processesUsingCodexHome(codexHome),
      dispose,
    });

    if (kind === 'stdio') {
      const spec: StdioLaunchSpec = {
        executable,
        args: [...STDIO_APP_SERVER_ARGS, ...strict],
        extraArgs: strict,
        env,
        cwd: workspace,
        codexHome,
      };
      const makeTransport = (): Transport =>
        guard(
          options.createStdioTransport
            ? options.createStdioTransport(spec)
            : createStdioTransport({
                executable,
                args: spec.extraArgs,
                env,
                cwd: workspace,
                codexHome,
                mode: 'standalone',
              }),
        );
      return handle(makeTransport);
    }

    const token = randomBytes(24).toString('hex');
    const tokenFile = join(codexHome, 'ws-token');
    writeFileSync(tokenFile, token, { mode: 0o600 });
    const started = await startWebSocketServer(
      executable,
      [
        'app-server',
        '--listen',
        'ws://127.0.0.1:0',
        '--ws-auth',
        'capability-token',
        '--ws-token-file',
        tokenFile,
        ...strict,
      ],
      env,
      workspace,
      options.readyTimeoutMs ?? 15_000,
      options.onStderr,
    );
    child = started.child;
    const spec: WebSocketLaunchSpec = { url: started.url, token };
    const makeTransport = (): Transport =>
      guard(
        options.createWebSocketTransport
          ? options.createWebSocketTransport(spec)
          : createNodeWebSocketTransport({ url: spec.url, token }),
      );
    return handle(makeTransport, spec);
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * The launcher as an Observable: subscribing launches and emits the handle
 * once; unsubscribing disposes everything.
 *
 * @example
 * appServer$({ script: script().answer('Hi') }).pipe(switchMap((s) => runMyApp(s.transport)))
 */
export function appServer$(options: LaunchAppServerOptions = {}): Observable<LaunchedAppServer> {
  return new Observable<LaunchedAppServer>((subscriber) => {
    let handle: LaunchedAppServer | null = null;
    let unsubscribed = false;
    launchAppServer(options).then(
      (h) => {
        handle = h;
        if (unsubscribed) void h.dispose();
        else subscriber.next(h);
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      unsubscribed = true;
      if (handle) void handle.dispose();
    };
  });
}
