/**
 * A minimal stdio Transport over a child process, used by the launcher when no
 * other transport factory is given. Node only. (The library's own
 * `createStdioTransport` can be plugged into the launcher instead.)
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { Observable } from 'rxjs';
import { TransportClosedError, TransportOpenError } from '../rpc/errors.js';
import type { Transport } from '../transport/transport.js';

export interface ProcessTransportOptions {
  readonly executable: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Lines of stderr kept for the close reason. Default 20. */
  readonly stderrTailLines?: number;
  /** Called with each stderr chunk (e.g. for debugging). */
  readonly onStderr?: (chunk: string) => void;
  /** Called with the pid once spawned. */
  readonly onSpawn?: (pid: number) => void;
}

/**
 * A cold Transport: subscribing spawns the process, unsubscribing ends it
 * (SIGTERM, then SIGKILL after 2 s). Emits stdout chunks (`framing: 'chunks'`);
 * completes when the process exits with code 0, errors with
 * `TransportClosedError` (exit code, signal, stderr tail) otherwise.
 *
 * @example
 * const t = createProcessTransport({ executable, args: ['app-server', '--listen', 'stdio://'], env });
 * t.incoming$.pipe(frameLines()).subscribe(console.log);
 */
export function createProcessTransport(options: ProcessTransportOptions): Transport {
  let child: ChildProcessWithoutNullStreams | null = null;
  let held: string[] = [];
  let closed: TransportClosedError | null = null;
  let active = false;
  const tailMax = options.stderrTailLines ?? 20;

  const incoming$ = new Observable<string>((subscriber) => {
    if (active) {
      subscriber.error(new Error('process transport is already open'));
      return undefined;
    }
    active = true;
    closed = null;
    const stderrTail: string[] = [];
    let stderrPartial = '';
    let proc: ChildProcessWithoutNullStreams;
    try {
      proc = spawn(options.executable, [...options.args], {
        env: options.env,
        cwd: options.cwd,
        stdio: 'pipe',
      });
    } catch (cause) {
      active = false;
      subscriber.error(new TransportOpenError(`could not spawn ${options.executable}`, { cause }));
      return undefined;
    }
    child = proc;
    proc.stdout.setEncoding('utf8');
    proc.stderr.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => subscriber.next(chunk));
    proc.stderr.on('data', (chunk: string) => {
      options.onStderr?.(chunk);
      const lines = (stderrPartial + chunk).split('\n');
      stderrPartial = lines.pop() ?? '';
      stderrTail.push(...lines);
      if (stderrTail.length > tailMax) stderrTail.splice(0, stderrTail.length - tailMax);
    });
    proc.stdin.on('error', () => undefined); // EPIPE after exit: reported through 'exit'.
    // stdin buffers until the process runs: flush what was held, in order, now.
    const pending = held;
    held = [];
    for (const m of pending) proc.stdin.write(`${m}\n`);
    proc.on('spawn', () => {
      if (proc.pid !== undefined) options.onSpawn?.(proc.pid);
    });
    proc.on('error', (cause) => {
      child = null;
      active = false;
      closed = new TransportClosedError({ message: `process error: ${cause.message}`, cause });
      subscriber.error(
        new TransportOpenError(`could not run ${options.executable}: ${cause.message}`, { cause }),
      );
    });
    proc.on('close', (exitCode, signal) => {
      child = null;
      active = false;
      const reason = {
        message: `codex exited (${signal ? `signal ${signal}` : `code ${String(exitCode)}`})`,
        exitCode,
        signal,
        stderrTail: [...stderrTail, ...(stderrPartial ? [stderrPartial] : [])],
      };
      closed = new TransportClosedError(reason);
      if (exitCode === 0) subscriber.complete();
      else subscriber.error(closed);
    });
    return () => {
      active = false;
      if (child !== proc) return;
      child = null;
      closed = new TransportClosedError({ message: 'transport closed by unsubscribe' });
      proc.stdin.end();
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 2000);
      timer.unref();
      proc.once('close', () => clearTimeout(timer));
    };
  });

  return {
    framing: 'chunks',
    incoming$,
    send(message: string): void {
      if (closed && !child) throw closed;
      if (child) child.stdin.write(`${message}\n`);
      else held.push(message);
    },
  };
}
