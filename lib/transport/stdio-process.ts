/**
 * Node-only helpers shared by the stdio and proxy transports: spawning codex
 * without a shell, keeping the tail of its stderr, decoding stdout in small
 * pieces, writing serially with backpressure, and stopping it without orphans.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { StringDecoder } from 'node:string_decoder';
import { CodexExecutableNotFoundError, findCodexExecutable } from './find-executable.js';
import { SpawnFailedError, TransportOpenError } from './errors.js';
import type { CodexProcessOptions } from './process-options.js';

export type { CodexProcessOptions } from './process-options.js';

/**
 * The codex executable these options name, or the one `findCodexExecutable`
 * finds; a `TransportOpenError` saying what was tried when there is none.
 */
export function codexExecutableFor(options: CodexProcessOptions): string {
  try {
    return options.executable ?? findCodexExecutable({ env: options.env });
  } catch (error) {
    if (error instanceof TransportOpenError) throw error; // CodexExecutableNotFoundError
    throw new TransportOpenError(`cannot start codex: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * The open error for a child that could not be spawned: a missing program is
 * `CodexExecutableNotFoundError` (naming the path), anything else
 * `SpawnFailedError` with the system code (EACCES...).
 */
export function spawnFailure(executable: string, error: Error): TransportOpenError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return new CodexExecutableNotFoundError([
      { source: 'option', path: executable, problem: 'no such file (spawn ENOENT)' },
    ]);
  return new SpawnFailedError(executable, code, error);
}

/**
 * The child's environment: `options.env` (or `process.env`) plus `CODEX_HOME`.
 *
 * @example
 * childEnv({ codexHome: '/tmp/h' }).CODEX_HOME; // '/tmp/h'
 */
function childEnv(options: CodexProcessOptions): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.env ?? process.env)) if (v !== undefined) env[k] = v;
  if (options.codexHome !== undefined) env['CODEX_HOME'] = options.codexHome;
  return env;
}

/**
 * The managed daemon's control socket for a CODEX_HOME:
 * `$CODEX_HOME/app-server-control/app-server-control.sock` (CODEX_HOME from the
 * option, then the environment, then `~/.codex`).
 *
 * @example
 * existsSync(daemonControlSocketPath({ codexHome: '/srv/codex' }));
 */
export function daemonControlSocketPath(
  options: Pick<CodexProcessOptions, 'codexHome' | 'env'> = {},
): string {
  const home =
    options.codexHome ?? (options.env ?? process.env)['CODEX_HOME'] ?? join(homedir(), '.codex');
  return join(home, 'app-server-control', 'app-server-control.sock');
}

/** Keeps the last `limit` complete lines of a text stream (plus the unfinished one). */
export class LineTail {
  private readonly lines: string[] = [];
  private partial = '';
  constructor(private readonly limit: number) {}

  push(text: string): void {
    const parts = (this.partial + text).split('\n');
    this.partial = parts.pop() ?? '';
    for (const line of parts) {
      this.lines.push(line.endsWith('\r') ? line.slice(0, -1) : line);
      if (this.lines.length > this.limit) this.lines.shift();
    }
    // An unfinished line never grows without bound.
    if (this.partial.length > 64 * 1024) this.partial = this.partial.slice(-64 * 1024);
  }

  snapshot(): string[] {
    const all = this.partial.length > 0 ? [...this.lines, this.partial] : [...this.lines];
    return all.slice(-this.limit);
  }
}

/**
 * Largest piece decoded at once, so no decoded string comes near the 128 KB
 * above which strings were measured costly on these machines while codex-rx
 * 0.1 was designed. Measured then (the bench row has since gone): 32 KB
 * pieces ran on par with decoding each 64 KB pipe Buffer whole (setEncoding),
 * within noise, for small, medium and multi-MB lines.
 */
const DECODE_PIECE_BYTES = 32 * 1024;

/**
 * Decodes a Buffer as UTF-8 in pieces of at most `pieceBytes` bytes, emitting
 * each non-empty string. The decoder carries a split multi-byte character over
 * to the next piece.
 */
export function decodeInPieces(
  decoder: StringDecoder,
  chunk: Buffer,
  emit: (text: string) => void,
  pieceBytes: number = DECODE_PIECE_BYTES,
): void {
  for (let start = 0; start < chunk.length; start += pieceBytes) {
    const text = decoder.write(chunk.subarray(start, Math.min(start + pieceBytes, chunk.length)));
    if (text.length > 0) emit(text);
  }
}

/**
 * Writes strings to a stream one at a time, in order, honouring backpressure:
 * when `write` returns false it queues until 'drain'. Write errors (EPIPE when
 * the process died) are swallowed: the process's exit reports the failure.
 */
export class SerialWriter {
  private readonly queue: string[] = [];
  private blocked = false;
  private ended = false;

  constructor(private readonly stream: Writable) {
    stream.on('drain', () => {
      this.blocked = false;
      this.flush();
    });
    stream.on('error', () => {
      this.ended = true;
      this.queue.length = 0;
    });
  }

  write(text: string): void {
    if (this.ended) return;
    if (this.blocked) this.queue.push(text);
    else this.blocked = !this.stream.write(text);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    this.stream.end();
  }

  private flush(): void {
    while (!this.blocked && this.queue.length > 0 && !this.ended) {
      this.blocked = !this.stream.write(this.queue.shift() as string);
    }
  }
}

/** A running codex child process. */
export interface CodexChild {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stderr: LineTail;
  readonly writer: SerialWriter;
  /** Ends stdin, sends SIGTERM, and SIGKILL after the grace period. Idempotent. */
  stop(): void;
  /** Resolves once the process has exited (or never started); never rejects. */
  readonly exited: Promise<void>;
}

/** Spawns `executable subcommandArgs... options.args...` without a shell. */
export function spawnCodex(
  executable: string,
  subcommandArgs: readonly string[],
  options: CodexProcessOptions,
): CodexChild {
  const child = spawn(executable, [...subcommandArgs, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: childEnv(options),
    stdio: ['pipe', 'pipe', 'pipe'],
    shell: false,
    windowsHide: true,
  });
  const stderr = new LineTail(options.stderrTailLines ?? 20);
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => stderr.push(text));
  const writer = new SerialWriter(child.stdin);
  let exited = false;
  let killTimer: ReturnType<typeof setTimeout> | undefined;
  let resolveExited: () => void = () => undefined;
  const exitedPromise = new Promise<void>((resolve) => {
    resolveExited = resolve;
  });
  const onGone = (): void => {
    exited = true;
    if (killTimer !== undefined) clearTimeout(killTimer);
    resolveExited();
  };
  child.once('exit', onGone);
  child.once('error', () => {
    if (child.pid === undefined) onGone();
  });
  let stopping = false;
  return {
    child,
    stderr,
    writer,
    exited: exitedPromise,
    stop() {
      if (stopping || exited) return;
      stopping = true;
      writer.end();
      child.kill('SIGTERM');
      killTimer = setTimeout(() => {
        if (!exited) child.kill('SIGKILL');
      }, options.killGraceMs ?? 3000);
    },
  };
}

/** "exited with code 1" / "killed by SIGKILL", plus the stderr tail when there is one. */
export function describeExit(
  code: number | null,
  signal: string | null,
  stderrTail: readonly string[],
): string {
  const how = signal ? `killed by ${signal}` : `exited with code ${String(code)}`;
  const tail = stderrTail.filter((l) => l.trim().length > 0);
  return tail.length > 0 ? `codex ${how}; stderr:\n${tail.join('\n')}` : `codex ${how}`;
}
