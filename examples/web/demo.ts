/**
 * `npm run demo:web`: the real codex with a scripted model (temporary
 * CODEX_HOME), the relay and the web page; prints the URL. Ctrl-C stops all.
 */
import { script } from 'codex-rx/testing';
import { startWebDemo } from './server.js';

async function main(): Promise<void> {
  const demo = await startWebDemo({
    script: script()
      .answer('Hello from the scripted model. Ask again and I will write a file.', {
        deltas: ['Hello ', 'from the ', 'scripted model. ', 'Ask again and I will write a file.'],
      })
      .runCommand('echo hello from codex > hello.txt && cat hello.txt')
      .thenAnswer('I wrote hello.txt (if you approved).')
      .answer('That is all this script knows.'),
  });
  console.log(`codex-rx web demo: ${demo.url}`);
  console.log(`workspace: ${demo.appServer.workspace}`);
  const stop = (): void => {
    void demo.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
