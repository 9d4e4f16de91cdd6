/**
 * The README's first example, type-checked by `npm test`: one question to
 * codex about a directory, with your own codex configuration and login. It
 * ends by itself: leaving the scope of `await using` closes the client and
 * waits for the codex process to exit.
 *
 *   npx tsx examples/run-text.ts [directory]
 */
import { firstValueFrom } from 'rxjs';
import { Client, ofMethod } from 'codex-rx';
import { createStdioTransport } from 'codex-rx/node';

async function main(cwd: string): Promise<void> {
  await using client = await Client.open(createStdioTransport(), {
    clientInfo: { name: 'my_app', version: '1.0.0' },
  });
  // Stream the answer as it is written.
  client.events$
    .pipe(ofMethod('item/agentMessage/delta'))
    .subscribe((e) => process.stdout.write(e.params.delta));
  const thread = await firstValueFrom(client.startThread({ cwd }));
  const answer = await firstValueFrom(thread.runText('Summarize the TODOs in this repo.'));
  console.log(`\n\nfinal answer: ${answer}`);
}

main(process.argv[2] ?? process.cwd()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
