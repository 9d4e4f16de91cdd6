/**
 * `npm run bench`: runs every benchmark in one process and prints its table.
 * Figures are ratios against a baseline measured in the same run (absolute
 * times move a lot on shared machines). Run one: `npm run bench -- wire`.
 */
import type { BenchTable } from './table.js';

const suites: Record<string, () => Promise<{ run(): Promise<BenchTable> }>> = {
  wire: () => import('./wire.js'),
  decode: () => import('./decode.js'),
  turn: () => import('./turn.js'),
  client: () => import('./client.js'),
  'stdio-decode': () => import('./stdio-decode.js'),
  'in-flight': () => import('./in-flight.js'),
  relay: () => import('./relay.js'),
  fleet: () => import('./fleet.js'),
  'turn-output-memory': () => import('./turn-output-memory.js'),
  package: () => import('./package.js'),
  pipe: () => import('./pipe.js'),
  heap: () => import('./heap.js'),
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length > 0 ? wanted : Object.keys(suites);
  for (const name of names) {
    const load = suites[name];
    if (!load)
      throw new Error(`unknown benchmark "${name}"; known: ${Object.keys(suites).join(', ')}`);
    const table = await (await load()).run();
    console.log(`\n## ${table.title}`);
    console.table(table.rows);
    for (const note of table.notes ?? []) console.log(note);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
