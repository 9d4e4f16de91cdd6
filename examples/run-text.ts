/**
 * The README's first example, type-checked by `npm test`: one question to
 * codex about a directory, with your own codex configuration and login.
 *
 *   npx tsx examples/run-text.ts [directory]
 */
import { switchMap } from 'rxjs';
import { Client, ofMethod } from 'codex-rx';
import { createStdioTransport } from 'codex-rx/node';

const cwd = process.argv[2] ?? process.cwd();

// Subscribing spawns `codex app-server --listen stdio://` (the native binary),
// performs initialize + initialized and emits the ready client; unsubscribing
// ends the process.
const subscription = Client.connect(createStdioTransport(), {
  clientInfo: { name: 'my_app', version: '1.0.0' },
})
  .pipe(
    switchMap((client) => {
      // Stream the answer as it is written.
      client.events$
        .pipe(ofMethod('item/agentMessage/delta'))
        .subscribe((e) => process.stdout.write(e.params.delta));
      return client.startThread({ cwd });
    }),
    switchMap((thread) => thread.runText('Summarize the TODOs in this repo.')),
  )
  .subscribe({
    next: (answer) => {
      console.log(`\n\nfinal answer: ${answer}`);
      subscription.unsubscribe(); // closes the client and ends the process
    },
    error: (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  });
