/**
 * A stand-in app-server for the pipe rows (plain Node, no library): answers
 * `initialize`, and answers each `turn/start` then writes the NDJSON file
 * $PIPE_BENCH_FILE (the notifications of one turn) to stdout as fast as the
 * pipe takes it. Exits when stdin closes.
 */
import { readFileSync } from 'node:fs';

const turn = JSON.parse(readFileSync(process.env.PIPE_BENCH_TURN, 'utf8'));
const body = readFileSync(process.env.PIPE_BENCH_FILE);

let carry = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text) => {
  const lines = (carry + text).split('\n');
  carry = lines.pop() ?? '';
  for (const line of lines) {
    if (line.length === 0) continue;
    const m = JSON.parse(line);
    if (m.method === 'initialize') {
      const result = {
        userAgent: 'bench',
        codexHome: '/h',
        platformFamily: 'unix',
        platformOs: 'linux',
      };
      process.stdout.write(`${JSON.stringify({ id: m.id, result })}\n`);
    } else if (m.method === 'turn/start') {
      process.stdout.write(`${JSON.stringify({ id: m.id, result: { turn } })}\n`);
      process.stdout.write(body);
    }
  }
});
process.stdin.on('end', () => process.exit(0));
