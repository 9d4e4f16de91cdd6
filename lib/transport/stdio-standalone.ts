import { StringDecoder } from 'node:string_decoder';
import { TransportClosedError } from './errors.js';
import {
  codexExecutableFor,
  decodeInPieces,
  describeExit,
  spawnCodex,
  spawnFailure,
  type CodexProcessOptions,
} from './stdio-process.js';
import type { Transport } from './transport.js';
import { createTransport, type ConnectionSink } from './transport-core.js';

/** The arguments that start a standalone stdio app-server. */
export const STDIO_APP_SERVER_ARGS: readonly string[] = ['app-server', '--listen', 'stdio://'];

/**
 * A transport over a `codex app-server --listen stdio://` child process of its
 * own (no daemon). Framing `'chunks'`: pipe `incoming$` through `frameLines()`.
 *
 * - Subscribing spawns the process (no shell); a spawn failure (ENOENT, EACCES)
 *   errors with `TransportOpenError`.
 * - stdout is decoded as UTF-8 in pieces of at most 32 KB.
 * - Exit code 0 completes the stream; anything else errors with
 *   `TransportClosedError` whose reason carries `exitCode`, `signal` and the last
 *   stderr lines.
 * - Unsubscribing ends stdin, sends SIGTERM, then SIGKILL after `killGraceMs`;
 *   `released()` resolves when the process has exited.
 * - `send` writes `message + '\n'` in order, waiting for 'drain' when stdin is
 *   full; messages sent before subscribing are written once the process starts.
 *
 * Prefer `createStdioTransport`, which also uses a running daemon.
 *
 * @example
 * const t = createStandaloneStdioTransport({ codexHome: home });
 * t.incoming$.pipe(frameLines()).subscribe(console.log);
 * t.send(JSON.stringify({ id: 1, method: 'initialize', params: { clientInfo } }));
 */
export function createStandaloneStdioTransport(options: CodexProcessOptions = {}): Transport {
  return createTransport({
    name: 'stdio',
    framing: 'chunks',
    connect: connectStandaloneStdio(options),
  });
}

/**
 * The standalone stdio medium: spawns `codex app-server --listen stdio://` and
 * reports its stdout, exit and release to the transport core. Messages are
 * written as `message + '\n'` through the child's serial writer.
 */
export function connectStandaloneStdio(
  options: CodexProcessOptions,
): (sink: ConnectionSink) => () => void {
  return (sink) => {
    let executable: string;
    try {
      executable = codexExecutableFor(options);
    } catch (error) {
      sink.error(error);
      return () => undefined;
    }
    const proc = spawnCodex(executable, STDIO_APP_SERVER_ARGS, options);
    sink.releasedWhen(proc.exited);
    let spawned = false;
    const decoder = new StringDecoder('utf8');
    const next = sink.next;
    proc.child.stdout.on('data', (chunk: Buffer) => decodeInPieces(decoder, chunk, next));
    proc.child.once('spawn', () => {
      spawned = true;
    });
    proc.child.once('error', (error) => {
      if (!spawned && proc.child.pid === undefined) sink.error(spawnFailure(executable, error));
    });
    // 'close' comes after stdout has ended, so every byte has been emitted by then.
    proc.child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      const rest = decoder.end();
      if (rest.length > 0) next(rest);
      if (code === 0) {
        sink.complete({ kind: 'peerClosed', message: 'codex exited', exitCode: 0 });
        return;
      }
      const stderrTail = proc.stderr.snapshot();
      sink.error(
        new TransportClosedError({
          message: describeExit(code, signal, stderrTail),
          exitCode: code,
          signal,
          stderrTail,
        }),
      );
    });
    // The writer queues until the process takes input: the connection is open now.
    const writer = proc.writer;
    sink.open((message) => writer.write(message + '\n'));
    return () => proc.stop();
  };
}
