/**
 * A command-line app: asks codex one thing in the current directory, streams
 * the answer, asks y/n before any command runs, and stops gracefully on
 * Ctrl-C (during a y/n question too): the turn is interrupted, the program
 * says so, exits with code 0 and leaves no codex process.
 *
 *   npx tsx examples/cli/ask.mts "Summarize the TODOs in this repo."
 */
import { createInterface } from 'node:readline/promises';
import { firstValueFrom, lastValueFrom, tap } from 'rxjs';
import { Client } from 'codex-rx';
import { createStdioTransport } from 'codex-rx/node';

const prompt = process.argv[2] ?? 'Summarize the TODOs in this repo.';
const rl = createInterface({ input: process.stdin, output: process.stdout });
const stop = new AbortController();
// On a terminal readline reads Ctrl-C as a key (raw mode) and tells it here;
// without one (or from `kill -INT`) it comes as a signal.
rl.on('SIGINT', () => stop.abort());
process.on('SIGINT', () => stop.abort());

try {
  await using client = await Client.open(createStdioTransport(), {
    clientInfo: { name: 'ask_cli', version: '1.0.0' },
  });
  const thread = await firstValueFrom(
    client.startThread({ cwd: process.cwd(), approvalPolicy: 'untrusted' }),
  );
  let printed = 0;
  const last = await lastValueFrom(
    thread
      .run(prompt, {
        // Aborting interrupts the turn; the stream then ends with its last
        // snapshot, status 'interrupted' (unsubscribing would not wait for it).
        signal: stop.signal,
        requestHandler: {
          'item/commandExecution/requestApproval': async (params, _request, { signal }) => {
            // `signal` aborts when the answer is no longer wanted (Ctrl-C: the
            // library then answers `cancel` itself); the question goes away.
            const answer = await rl
              .question(`\nrun \`${params.command ?? 'a command'}\`? [y/N] `, { signal })
              .catch(() => 'n');
            return { decision: /^y/i.test(answer) ? 'accept' : 'decline' };
          },
        },
      })
      .pipe(
        tap((snapshot) => {
          process.stdout.write(snapshot.agentText.slice(printed));
          printed = snapshot.agentText.length;
        }),
      ),
  );
  console.log(last.status === 'interrupted' ? '\n(interrupted)' : '');
} finally {
  rl.close(); // lets go of stdin, so that the program can end
}
