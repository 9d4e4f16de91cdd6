/**
 * Decode benchmark (issue 3): decoding the notifications of a real recorded
 * turn (codex 0.171.0 with the scripted model, spec/protocol/fixtures/
 * real-transcript.jsonl) against `JSON.parse` of the same lines, measured side
 * by side in one run (interleaved batches, best of several rounds). Also a
 * delta-heavy turn (the real turn with its delta notification repeated) and,
 * for scale, a linear scan of the method table instead of one Map lookup.
 *
 * Run alone: npm run bench -- decode
 */
import { join } from 'node:path';
import { decodeServerNotification, stableTables } from '../lib/protocol/index.js';
import type { RpcNotification } from '../lib/rpc/messages.js';
import { readRecordedMessages } from '../spec/protocol/record-transcript.js';
import type { BenchTable } from './table.js';

const ratio = (x: number): string => `${x.toFixed(2)}x`;
const us = (ns: number): string =>
  ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(2)} us`;

/** ns per call of each function: interleaved batches of about `batchMs`, best of `rounds`. */
function compare(fns: ReadonlyArray<() => unknown>, rounds = 15, batchMs = 20): number[] {
  const best = fns.map(() => Infinity);
  const counts = fns.map((fn) => {
    for (let i = 0; i < 50; i++) fn();
    const t0 = performance.now();
    fn();
    return Math.max(1, Math.round(batchMs / Math.max(performance.now() - t0, 0.001)));
  });
  for (let r = 0; r < rounds; r++) {
    fns.forEach((fn, i) => {
      const n = counts[i]!;
      const t0 = process.hrtime.bigint();
      for (let k = 0; k < n; k++) fn();
      const ns = Number(process.hrtime.bigint() - t0) / n;
      if (ns < best[i]!) best[i] = ns;
    });
  }
  return best;
}

/** Server notification lines of the first recorded turn (turn/started .. turn/completed). */
function realTurnLines(): string[] {
  const file = join(__dirname, '..', 'spec', 'protocol', 'fixtures', 'real-transcript.jsonl');
  const messages = readRecordedMessages(file)
    .filter(({ dir, message: m }) => dir === 'in' && typeof m.method === 'string' && !('id' in m))
    .map(({ message }) => message);
  const start = messages.findIndex((m) => m.method === 'turn/started');
  const end = messages.findIndex((m) => m.method === 'turn/completed');
  return messages.slice(start, end + 1).map((m) => JSON.stringify(m));
}

/** The same turn with its agent-message deltas repeated to `deltas` (a long streamed answer). */
function deltaHeavy(lines: readonly string[], deltas: number): string[] {
  const delta = lines.find((l) => l.includes('"item/agentMessage/delta"'))!;
  const at = lines.indexOf(delta);
  return [
    ...lines.slice(0, at),
    ...Array.from({ length: deltas }, () => delta),
    ...lines.slice(at),
  ];
}

/** Baseline of what not to do: scan the methods in turn until one matches (as a union of envelopes without an index would), then check its params. */
function trialDecode(n: RpcNotification): boolean {
  for (const spec of stableTables.serverNotifications.values()) {
    if (spec.method === n.method && spec.params.is(n.params)) return true;
  }
  return false;
}

export async function run(): Promise<BenchTable> {
  const turn = realTurnLines();
  const cases: Array<[string, string[]]> = [
    ['real turn', turn],
    ['real turn, 500 deltas', deltaHeavy(turn, 500)],
  ];
  const rows: Array<Record<string, string | number>> = [];
  for (const [name, lines] of cases) {
    const parsed = lines.map((l) => JSON.parse(l) as RpcNotification);
    const failures = parsed.filter(
      (n) => decodeServerNotification(n, { strict: true })._tag === 'Left',
    );
    if (failures.length > 0)
      throw new Error(`${name}: ${failures.length} notifications fail strict decoding`);
    const bytes = lines.reduce((s, l) => s + l.length, 0);
    const [parse, decode, strict, trial] = compare([
      () => {
        for (const l of lines) JSON.parse(l);
      },
      () => {
        for (const n of parsed) decodeServerNotification(n);
      },
      () => {
        for (const n of parsed) decodeServerNotification(n, { strict: true });
      },
      () => {
        for (const n of parsed) trialDecode(n);
      },
    ]);
    const row = (what: string, ns: number): Record<string, string | number> => ({
      turn: name,
      messages: lines.length,
      bytes,
      step: what,
      'per turn': us(ns),
      'per message': us(ns / lines.length),
      'vs JSON.parse': ratio(ns / parse!),
    });
    rows.push(
      row('JSON.parse (baseline)', parse!),
      row('decode (permissive)', decode!),
      row('decode (strict)', strict!),
      row('linear scan of methods (baseline)', trial!),
    );
  }
  const worst = Math.max(
    ...rows
      .filter((r) => String(r.step).startsWith('decode'))
      .map((r) => parseFloat(String(r['vs JSON.parse']))),
  );
  return {
    title: 'decode: method-aware decoding of a real turn vs JSON.parse of the same lines',
    rows,
    notes: [
      `target: decoding cheaper than JSON.parse -> worst decode ratio ${worst.toFixed(2)}x (${worst < 1 ? 'met' : 'NOT met'})`,
    ],
  };
}
