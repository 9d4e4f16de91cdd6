/**
 * Shared setup of the issue-5 e2e suite. Everything goes through the package's
 * public entry points (`codex-rx`, `codex-rx/node`, `codex-rx/testing`), as a
 * user of the library would write it.
 *
 * `e2e(kind)` installs an afterEach that closes every client and disposes
 * every launched server of the test, so a failing test leaves nothing behind.
 */
import { readFileSync } from 'node:fs';
import { Client, type ClientOptions, type FlavorOf, type Transport } from 'codex-rx';
import {
  launchAppServer,
  processState,
  type LaunchedAppServer,
  type ModelScript,
} from 'codex-rx/testing';
import type { Subscription } from 'rxjs';

export type TransportKind = 'stdio' | 'websocket';

/** Every case of the suite runs over both. */
export const TRANSPORTS: readonly TransportKind[] = ['stdio', 'websocket'];

/** An open client. */
export interface Connected<C> {
  readonly client: C;
  /** Unsubscribes from `Client.connect` (closes the connection). */
  close(): void;
}

/**
 * `Client.connect` as a promise of the ready client. An error after the
 * client is ready (the connection ending) is handled here, not reported as
 * unhandled: the tests observe it through the client's own calls.
 */
export function connectClient<const O extends ClientOptions = Record<never, never>>(
  transport: Transport,
  options?: O,
): Promise<Connected<Client<FlavorOf<O>>>> {
  return new Promise((resolve, reject) => {
    const subscription: Subscription = Client.connect(transport, options).subscribe({
      next: (client) => resolve({ client, close: () => subscription.unsubscribe() }),
      // Rejects only before the client is ready; later a settled promise ignores it.
      error: reject,
    });
  });
}

export interface E2e {
  /** Launches the real codex for `kind` against a scripted model (disposed after the test). */
  launch(s?: ModelScript): Promise<LaunchedAppServer>;
  /** Connects a client (closed after the test). */
  connect<const O extends ClientOptions = Record<never, never>>(
    transport: Transport,
    options?: O,
  ): Promise<Connected<Client<FlavorOf<O>>>>;
  /** launch + connect on the server's transport. */
  start<const O extends ClientOptions = Record<never, never>>(
    s: ModelScript,
    options?: O,
  ): Promise<{
    server: LaunchedAppServer;
    client: Client<FlavorOf<O>>;
    connection: Connected<Client<FlavorOf<O>>>;
  }>;
}

/** Per-describe helper for one transport kind; registers the cleanup. */
export function e2e(kind: TransportKind): E2e {
  const servers: LaunchedAppServer[] = [];
  const connections: Array<() => void> = [];
  afterEach(async () => {
    for (const close of connections.splice(0)) close();
    await Promise.all(servers.splice(0).map((s) => s.dispose()));
  });
  const launch = async (s?: ModelScript): Promise<LaunchedAppServer> => {
    const server = await launchAppServer({ transport: kind, ...(s ? { script: s } : {}) });
    servers.push(server);
    return server;
  };
  const connect = async <const O extends ClientOptions = Record<never, never>>(
    transport: Transport,
    options?: O,
  ): Promise<Connected<Client<FlavorOf<O>>>> => {
    const connection = await connectClient(transport, options);
    connections.push(connection.close);
    return connection;
  };
  return {
    launch,
    connect,
    start: async (s, options) => {
      const server = await launch(s);
      const connection = await connect(server.transport, options);
      return { server, client: connection.client, connection };
    },
  };
}

/** Polls `condition` every 20 ms; rejects after `timeoutMs` naming `what`. */
export async function waitUntil(
  condition: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends `signal` to each pid, ignoring the ones already gone. */
export function signalAll(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Resolves once every process in `pids` is stopped (state T) or gone: a
 * SIGSTOP takes effect when the kernel next schedules each thread, so a test
 * that relies on "frozen" checks it instead of assuming it.
 */
export async function waitStopped(pids: readonly number[]): Promise<void> {
  await waitUntil(
    () => pids.every((pid) => [null, 'T', 't', 'Z', 'X'].includes(processState(pid))),
    `processes ${pids.join(', ')} to stop`,
  );
}

/** Settles a promise into `{ value }` or `{ error }` (for asserting on several outcomes at once). */
export function settle<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown; at: number }> {
  return p.then(
    (value) => ({ value, at: Date.now() }),
    (error: unknown) => ({ error, at: Date.now() }),
  );
}

/** Thread params for approval tests: every command asks; writes inside the workspace are allowed. */
export function approvalThread(workspace: string): {
  cwd: string;
  approvalPolicy: 'untrusted';
  sandbox: 'workspace-write';
} {
  return { cwd: workspace, approvalPolicy: 'untrusted', sandbox: 'workspace-write' };
}

/** A process's command line (Linux `/proc`), `''` when it is gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
