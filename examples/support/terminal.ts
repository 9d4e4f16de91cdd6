/**
 * The demo's terminal: a spinner while nothing streams, text as it arrives,
 * and a y/n question. Plain ANSI; no dependency.
 */
import { createInterface } from 'node:readline/promises';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
// Colours only on a terminal: piped output stays plain text.
const paint =
  (code: string) =>
  (s: string): string =>
    process.stdout.isTTY ? `\x1b[${code}m${s}\x1b[0m` : s;
export const dim = paint('2');
export const bold = paint('1');
export const cyan = paint('36');

export class Terminal {
  private timer: NodeJS.Timeout | null = null;
  private label = '';
  private frame = 0;
  /** Whether the cursor is at the start of a line (so a spinner may draw). */
  private atLineStart = true;
  readonly interactive = Boolean(process.stdout.isTTY && process.stdin.isTTY);

  /** Shows `label` with a spinner (on a terminal) until something is written. */
  wait(label: string): void {
    this.stopSpinner();
    this.label = label;
    if (!process.stdout.isTTY) {
      this.line(dim(`… ${label}`));
      return;
    }
    if (!this.atLineStart) process.stdout.write('\n');
    this.atLineStart = true;
    this.timer = setInterval(() => {
      this.frame = (this.frame + 1) % FRAMES.length;
      process.stdout.write(`\r${cyan(FRAMES[this.frame] ?? '')} ${dim(this.label)}`);
    }, 80);
  }

  /** Writes streamed text (no newline added). */
  write(text: string): void {
    this.stopSpinner();
    process.stdout.write(text);
    if (text.length > 0) this.atLineStart = text.endsWith('\n');
  }

  /** Writes one whole line. */
  line(text = ''): void {
    this.stopSpinner();
    if (!this.atLineStart) process.stdout.write('\n');
    process.stdout.write(`${text}\n`);
    this.atLineStart = true;
  }

  /**
   * Asks a yes/no question on the terminal; `undefined` when there is no
   * terminal to ask. Ctrl-C at the prompt (which readline reads as a key, not
   * a signal) is passed on as SIGINT to this process; `signal` aborting takes
   * the question away (answered no).
   */
  async confirm(question: string, signal?: AbortSignal): Promise<boolean | undefined> {
    this.stopSpinner();
    if (!this.interactive || signal?.aborted) return undefined;
    if (!this.atLineStart) process.stdout.write('\n');
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    rl.on('SIGINT', () => process.kill(process.pid, 'SIGINT'));
    const answer = await rl.question(`${question} [y/N] `, { signal }).catch(() => 'n');
    rl.close();
    this.atLineStart = true;
    return /^y(es)?$/i.test(answer.trim());
  }

  stopSpinner(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    process.stdout.write('\r\x1b[2K');
  }
}
