import { StringDecoder } from 'node:string_decoder';
import { Observable } from 'rxjs';
import { TransportClosedError, TransportOpenError, type CloseReason } from '../rpc/errors.js';
import {
  codexExecutableFor,
  decodeInPieces,
  describeExit,
  spawnCodex,
  spawnFailure,
  type CodexChild,
  type CodexProcessOptions,
} from './stdio-process.js';
import type { Transport } from './transport.js';

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
  let pending: string[] = [];
  let running: CodexChild | null = null;
  let closed: CloseReason | null = null;
  let exited: Promise<void> = Promise.resolve();

  const incoming$ = new Observable<string>((subscriber) => {
    if (running) {
      subscriber.error(new TransportOpenError('this stdio transport is already open'));
      return undefined;
    }
    let executable: string;
    try {
      executable = codexExecutableFor(options);
    } catch (error) {
      subscriber.error(error);
      return undefined;
    }
    closed = null;
    const proc = spawnCodex(executable, STDIO_APP_SERVER_ARGS, options);
    running = proc;
    exited = proc.exited;
    let spawned = false;
    let finished = false;
    const finish = (reason: CloseReason | null, openError?: TransportOpenError): void => {
      if (finished) return;
      finished = true;
      running = null;
      closed = reason ?? { message: 'codex exited' };
      if (openError) subscriber.error(openError);
      else if (reason) subscriber.error(new TransportClosedError(reason));
      else subscriber.complete();
    };

    const decoder = new StringDecoder('utf8');
    proc.child.stdout.on('data', (chunk: Buffer) =>
      decodeInPieces(decoder, chunk, (text) => subscriber.next(text)),
    );
    proc.child.once('spawn', () => {
      spawned = true;
    });
    proc.child.once('error', (error) => {
      if (!spawned && proc.child.pid === undefined) {
        finish(null, spawnFailure(executable, error));
      }
    });
    // 'close' comes after stdout has ended, so every byte has been emitted by then.
    proc.child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      const rest = decoder.end();
      if (rest.length > 0) subscriber.next(rest);
      if (code === 0) {
        finish(null);
        return;
      }
      const stderrTail = proc.stderr.snapshot();
      finish({
        message: describeExit(code, signal, stderrTail),
        exitCode: code,
        signal,
        stderrTail,
      });
    });

    const queued = pending;
    pending = [];
    for (const message of queued) proc.writer.write(message + '\n');

    return () => {
      if (!finished) {
        finished = true;
        running = null;
        closed = { message: 'closed by the client' };
      }
      proc.stop();
    };
  });

  return {
    framing: 'chunks',
    incoming$,
    send(message: string): void {
      if (running) running.writer.write(message + '\n');
      else if (closed) throw new TransportClosedError(closed);
      else pending.push(message);
    },
    released: () => exited,
  };
}
