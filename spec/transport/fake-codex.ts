import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for `codex app-server --listen stdio://` in transport unit tests
 * (written to a temp dir at run time). It prints its args and CODEX_HOME, echoes
 * each stdin line; `EXIT n` writes 31 stderr lines and exits with n; `BIG n`
 * prints n two-byte characters; FAKE_IGNORE_TERM=1 makes it ignore SIGTERM;
 * `app-server proxy` fails as with no daemon listening.
 */
const SOURCE = `#!/usr/bin/env node
const readline = require('node:readline');
if (process.argv.includes('proxy')) {
  process.stderr.write('Error: failed to connect to socket at ' + process.argv[process.argv.indexOf('--sock') + 1] + '\\n');
  process.exit(1);
}
if (process.env.FAKE_IGNORE_TERM === '1') {
  process.on('SIGTERM', () => process.stderr.write('ignoring SIGTERM\\n'));
  setInterval(() => undefined, 1000);
}
process.stdout.write(JSON.stringify({ args: process.argv.slice(2), codexHome: process.env.CODEX_HOME ?? null }) + '\\n');
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const [cmd, arg] = line.split(' ');
  if (cmd === 'EXIT') {
    for (let i = 1; i <= 30; i++) process.stderr.write(\`stderr line \${i}\\n\`);
    process.stderr.write('last words', () => process.exit(Number(arg)));
  } else if (cmd === 'BIG') {
    process.stdout.write('é'.repeat(Number(arg)) + '\\n');
  } else {
    process.stdout.write(line + '\\n');
  }
});
rl.on('close', () => {
  if (process.env.FAKE_IGNORE_TERM !== '1') process.exit(0);
});
`;

/** Writes the fake to a fresh temp dir and returns its path. */
export function writeFakeCodex(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'codex-rx-fake-')), 'fake-codex');
  writeFileSync(path, SOURCE);
  chmodSync(path, 0o755);
  return path;
}
