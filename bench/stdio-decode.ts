/**
 * stdio decoding benchmark (issue 2, transports): how the stdio transport
 * should turn a child's stdout Buffers into strings. A pipe hands Node 64 KB
 * Buffers; `setEncoding('utf8')` decodes each whole, the transport decodes
 * them in pieces of at most 32 KB (`decodeInPieces`). Each variant runs
 * decode -> frameLines() -> JSON.parse over the same bytes, and is compared
 * with JSON.parse over pre-split lines (the floor) in the same run,
 * interleaved, best of several rounds.
 *
 * Run alone: npx tsx -e "import('./bench/stdio-decode.ts').then(m=>m.run()).then(t=>console.table(t.rows))"
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { from, map, Observable } from 'rxjs';
import { frameLines } from '../lib/rpc/frame-lines.js';
import { decodeInPieces } from '../lib/transport/stdio-process.js';
import type { BenchTable } from './table.js';

const PIPE_CHUNK = 64 * 1024;

function deltaLine(bytes: number, n: number): string {
  const head = {
    method: 'item/agentMessage/delta',
    params: { threadId: 't', turnId: `${n}`, itemId: 'm', delta: '' },
  };
  const pad = Math.max(1, bytes - JSON.stringify(head).length);
  head.params.delta = 'lorem ipsum dolor sit amét, '.repeat(Math.ceil(pad / 28)).slice(0, pad);
  return JSON.stringify(head);
}

function bigLine(bytes: number): string {
  const items: unknown[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const item = { type: 'agentMessage', id: `item_${i}`, text: 'x'.repeat(180) };
    items.push(item);
    size += JSON.stringify(item).length + 1;
  }
  return JSON.stringify({ id: 1, result: { items } });
}

interface Shape {
  readonly name: string;
  readonly lines: string[];
}

const shapes = (): Shape[] => [
  {
    name: '230 B deltas (8 MB)',
    lines: Array.from({ length: (8 * 1024 * 1024) / 230 }, (_, i) => deltaLine(230, i)),
  },
  {
    name: '4 KB output deltas (8 MB)',
    lines: Array.from({ length: 2048 }, (_, i) => deltaLine(4096, i)),
  },
  { name: '5 MB single line', lines: [bigLine(5 * 1024 * 1024)] },
];

/** The bytes of the lines, cut into 64 KB Buffers as a pipe delivers them. */
function pipeChunks(lines: readonly string[]): Buffer[] {
  const all = Buffer.from(lines.join('\n') + '\n');
  const out: Buffer[] = [];
  for (let i = 0; i < all.length; i += PIPE_CHUNK)
    out.push(Buffer.from(all.subarray(i, i + PIPE_CHUNK)));
  return out;
}

function decoded(chunks: readonly Buffer[], pieceBytes: number): Observable<string> {
  return new Observable<string>((subscriber) => {
    const decoder = new StringDecoder('utf8');
    for (const chunk of chunks)
      decodeInPieces(decoder, chunk, (s) => subscriber.next(s), pieceBytes);
    subscriber.complete();
  });
}

function runPipeline(source: Observable<string>): number {
  let n = 0;
  source
    .pipe(
      frameLines(),
      map((l) => JSON.parse(l) as unknown),
    )
    .subscribe(() => n++);
  return n;
}

const pct = (x: number): string => `${(x * 100).toFixed(0)}%`;

/** ratios: [decoded whole (setEncoding), 32 KB pieces, 16 KB pieces, 8 KB pieces] as fractions of the floor. */
function row(
  shape: string,
  path: string,
  floorMs: number,
  ratios: number[],
): Record<string, string | number> {
  const [whole, p32, p16, p8] = ratios.map(pct);
  return {
    shape,
    path,
    'JSON.parse floor': `${floorMs.toFixed(1)} ms`,
    'whole chunk (setEncoding)': whole ?? '',
    '32 KB pieces (used)': p32 ?? '',
    '16 KB pieces': p16 ?? '',
    '8 KB pieces': p8 ?? '',
  };
}

function timeIt(fn: () => unknown): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0);
}

/** ms from spawning `cat file` to the last line parsed, decoding stdout whole (setEncoding) or in pieces. */
function throughPipe(file: string, pieceBytes: number | 'setEncoding'): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn('cat', [file], { stdio: ['ignore', 'pipe', 'inherit'] });
    const source = new Observable<string>((subscriber) => {
      if (pieceBytes === 'setEncoding') {
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (s: string) => subscriber.next(s));
      } else {
        const decoder = new StringDecoder('utf8');
        child.stdout.on('data', (b: Buffer) =>
          decodeInPieces(decoder, b, (s) => subscriber.next(s), pieceBytes),
        );
      }
      child.stdout.on('end', () => subscriber.complete());
    });
    source
      .pipe(
        frameLines(),
        map((l) => JSON.parse(l) as unknown),
      )
      .subscribe({
        error: reject,
        complete: () => resolve(Number(process.hrtime.bigint() - t0) / 1e6),
      });
  });
}

async function pipeRows(): Promise<Array<Record<string, string | number>>> {
  const dir = mkdtempSync(join(tmpdir(), 'codex-rx-bench-'));
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const shape of shapes()) {
      const lines = [...shape.lines, ...shape.lines, ...shape.lines, ...shape.lines];
      const file = join(dir, 'lines.ndjson');
      writeFileSync(file, lines.join('\n') + '\n');
      const floorLines = lines.map((l) => Buffer.from(l).toString());
      const variants: Array<number | 'setEncoding'> = [
        'setEncoding',
        32 * 1024,
        16 * 1024,
        8 * 1024,
      ];
      const best = variants.map(() => Infinity);
      let floor = Infinity;
      for (let round = 0; round < 5; round++) {
        floor = Math.min(
          floor,
          timeIt(() => floorLines.forEach((l) => JSON.parse(l) as unknown)) / 1e6,
        );
        for (const [i, v] of variants.entries())
          best[i] = Math.min(best[i] as number, await throughPipe(file, v));
      }
      rows.push(
        row(
          shape.name,
          'child stdout pipe (cat), 4x data',
          floor,
          best.map((b) => floor / b),
        ),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export async function run(): Promise<BenchTable> {
  const pieceSizes = [32 * 1024, 16 * 1024, 8 * 1024]; // best[1..3]; best[4] = whole
  const rows: Array<Record<string, string | number>> = [];
  for (const shape of shapes()) {
    const chunks = pipeChunks(shape.lines);
    const flatLines = shape.lines.map((l) => Buffer.from(l).toString());
    const variants: Array<() => unknown> = [
      () => flatLines.forEach((l) => JSON.parse(l) as unknown),
      ...pieceSizes.map((p) => () => runPipeline(decoded(chunks, p))),
      // What setEncoding does: each 64 KB Buffer decoded whole.
      () => runPipeline(from(chunks.map((c) => c.toString('utf8')))),
    ];
    const best = variants.map(() => Infinity);
    for (let round = 0; round < 7; round++) {
      variants.forEach((fn, i) => {
        best[i] = Math.min(best[i] as number, timeIt(fn));
      });
      await new Promise((r) => setImmediate(r));
    }
    const floor = best[0] as number;
    rows.push(
      row(
        shape.name,
        'in process, 64 KB Buffers',
        floor / 1e6,
        [best[4], best[1], best[2], best[3]].map((b) => floor / (b as number)),
      ),
    );
  }
  rows.push(...(await pipeRows()));
  return {
    title:
      'stdio decoding: decode -> frameLines -> JSON.parse, throughput as % of JSON.parse on pre-split lines',
    rows,
    notes: [
      'A pipe delivers 64 KB Buffers; the stdio transport decodes them in pieces of at most 32 KB (DECODE_PIECE_BYTES).',
      'Expect the piece size to matter little (within noise) on these shapes; framing + parsing dominate.',
    ],
  };
}
