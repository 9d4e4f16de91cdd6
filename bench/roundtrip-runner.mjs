/**
 * Round trips of one library in a process of its own, on the built package
 * (plain Node, `import('codex-rx')` through package.json's exports):
 * a client and a server of the same library over two in-process PassThrough
 * streams (the same pipe for both libraries), the server answering
 * `{ ok: true, n: 1 }` to each `echo`.
 *
 *   node --expose-gc bench/roundtrip-runner.mjs <codex-rx|vscode-jsonrpc> <round trips> <cycles>
 *
 * After three untimed bursts, each cycle is a full GC, a burst of sequential
 * round trips ("fresh"), and another ("warm"). Prints one JSON line:
 * `{ fresh, warm }`, each `{ wall, cpu }`: microseconds per round trip of
 * each cycle's bursts.
 */
import { PassThrough } from 'node:stream';

const [library, countArg, cyclesArg] = process.argv.slice(2);
const count = Number(countArg);
const RESULT = { ok: true, n: 1 };
const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('run with node --expose-gc');

async function vscodePair() {
  const rpc = await import('vscode-jsonrpc/node.js');
  const a = new PassThrough();
  const b = new PassThrough();
  const client = rpc.createMessageConnection(
    new rpc.StreamMessageReader(a),
    new rpc.StreamMessageWriter(b),
  );
  const server = rpc.createMessageConnection(
    new rpc.StreamMessageReader(b),
    new rpc.StreamMessageWriter(a),
  );
  server.onRequest('echo', () => RESULT);
  server.listen();
  client.listen();
  return {
    roundTrip: () => client.sendRequest('echo', { n: 1 }),
    close: () => {
      client.dispose();
      server.dispose();
    },
  };
}

async function codexRxPair() {
  const { Session } = await import('codex-rx');
  const { Observable, firstValueFrom } = await import('rxjs');
  /** A 'chunks' transport over a pair of Node streams (newline-delimited), like stdio. */
  const streamTransport = (input, output) => ({
    framing: 'chunks',
    incoming$: new Observable((subscriber) => {
      input.setEncoding('utf8');
      const onData = (d) => subscriber.next(d);
      input.on('data', onData);
      return () => input.off('data', onData);
    }),
    send: (m) => {
      output.write(m);
      output.write('\n');
    },
  });
  const a = new PassThrough();
  const b = new PassThrough();
  const client = new Session(streamTransport(a, b), { requestTimeoutMs: 60_000 });
  const server = new Session(streamTransport(b, a));
  server.serverRequests$.subscribe((r) => server.respond(r.id, RESULT));
  server.connect();
  return {
    roundTrip: () => firstValueFrom(client.request('echo', { n: 1 })),
    close: () => {
      client.close();
      server.close();
    },
  };
}

const pair = library === 'vscode-jsonrpc' ? await vscodePair() : await codexRxPair();
/** One burst, adding its wall and CPU (user + system) microseconds per round trip to `into`. */
async function burst(into) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < count; i++) await pair.roundTrip();
  into.wall.push(((performance.now() - t0) * 1000) / count);
  const { user, system } = process.cpuUsage(c0);
  into.cpu.push((user + system) / count);
}
for (let i = 0; i < 3; i++) await burst({ wall: [], cpu: [] });
const fresh = { wall: [], cpu: [] };
const warm = { wall: [], cpu: [] };
for (let i = 0; i < Number(cyclesArg); i++) {
  gc();
  await burst(fresh);
  await burst(warm);
}
pair.close();
console.log(JSON.stringify({ fresh, warm }));
