/**
 * `npm run demo:web`: the real codex with a scripted model (temporary
 * CODEX_HOME), the relay and the web page; prints the URL. Ctrl-C stops all.
 *
 *   npm run demo:web                          scripted model, offline
 *   npm run demo:web -- --live [--cwd DIR]    your own codex configuration
 *                                             (CODEX_HOME or ~/.codex), login
 *                                             and model, threads in DIR (default:
 *                                             the current directory)
 */
import { script } from 'codex-rx/testing';
import { DemoArgsError, parseDemoArgs, startWebDemo, type WebDemo } from './server.js';

/** The offline demo's conversation: a streamed answer, a command, a file change. */
const DEMO_SCRIPT = script()
  .answer('Hello from the scripted model. Ask again and I will run a command.', {
    deltas: ['Hello ', 'from the ', 'scripted model. ', 'Ask again and I will run a command.'],
  })
  .runCommand('echo hello from codex > hello.txt && cat hello.txt')
  .thenAnswer('I wrote hello.txt (if you approved). Ask once more and I will edit a file.')
  .applyPatch('*** Begin Patch\n*** Add File: notes.md\n+# Notes\n+written by codex\n*** End Patch')
  .thenAnswer('I added notes.md (if you approved).')
  .answer('That is all this script knows.');

/**
 * Stops the demo once, however often it is asked: npm re-sends SIGINT to the
 * process group about 30 ms after Ctrl-C, and a second signal must not kill
 * the demo in the middle of its close (its temporary CODEX_HOME and
 * workspace would stay). Every SIGINT and SIGTERM calls it; the first one
 * closes (after the start, if it is still starting), the others wait.
 */
function stopOnSignals(started: Promise<WebDemo>): void {
  let stopping: Promise<void> | undefined;
  const stop = (): void => {
    stopping ??= started
      .then((demo) => demo.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  // npm passes what follows `--`; INIT_CWD is where `npm run` was started.
  const launch = parseDemoArgs(
    process.argv.slice(2),
    process.env,
    process.env['INIT_CWD'] ?? process.cwd(),
  );
  const started: Promise<WebDemo> =
    launch.kind === 'live' ? startWebDemo({ live: launch }) : startWebDemo({ script: DEMO_SCRIPT });
  stopOnSignals(started);
  const demo = await started;
  if (launch.kind === 'live') console.log(`codex: your configuration in ${launch.codexHome}`);
  console.log(`codex-rx web demo: ${demo.url}`);
  console.log(`workspace: ${demo.workspace}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof DemoArgsError ? err.message : err);
  process.exit(err instanceof DemoArgsError ? 2 : 1);
});
