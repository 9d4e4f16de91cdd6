/**
 * `npm run bench`: builds the package, then measures the built package
 * (dist/, imported through package.json's exports in processes of its own)
 * and prints each table with the load average and the floors it holds, each
 * PASS or FAIL; exits non-zero if a floor fails. Figures are ratios against a
 * baseline measured in the same run (absolute times move a lot on shared
 * machines). Run some: `npm run bench -- pipe heap`. The rows that are not
 * floors (relay, fleet, in-flight, turn-output-memory) run only when named.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { root } from './runner.js';
import { markdown, type BenchTable, type Floor } from './table.js';

type Suite = () => Promise<{ run(): Promise<BenchTable | BenchTable[]> }>;

const floorSuites: Record<string, Suite> = {
  pipe: () => import('./pipe.js'),
  'per-delta': () => import('./per-delta.js'),
  heap: () => import('./heap.js'),
  roundtrip: () => import('./roundtrip.js'),
  package: () => import('./package.js'),
};

const namedOnly: Record<string, Suite> = {
  relay: () => import('./relay.js'),
  fleet: () => import('./fleet.js'),
  'in-flight': () => import('./in-flight.js'),
  'turn-output-memory': () => import('./turn-output-memory.js'),
};

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return '?';
  }
}

async function main(): Promise<void> {
  const suites = { ...floorSuites, ...namedOnly };
  const wanted = process.argv.slice(2);
  const names = wanted.length > 0 ? wanted : Object.keys(floorSuites);
  for (const name of names)
    if (!(name in suites))
      throw new Error(`unknown benchmark "${name}"; known: ${Object.keys(suites).join(', ')}`);
  console.log(
    `# npm run bench: ${names.join(' ')} at ${commit()} (node ${process.version}; load ${load()})`,
  );
  const floors: Floor[] = [];
  for (const name of names) {
    for (const table of [await (await suites[name]!()).run()].flat()) {
      console.log(`\n## ${name}: ${table.title}\n\n${markdown(table.rows)}\n`);
      for (const note of table.notes ?? []) console.log(note);
      for (const floor of table.floors ?? []) {
        console.log(`${floor.pass ? 'PASS' : 'FAIL'} ${floor.name}: ${floor.figure}`);
        floors.push(floor);
      }
    }
    console.log(`load after: ${load()}`);
  }
  const failed = floors.filter((f) => !f.pass);
  if (floors.length > 0) {
    console.log(
      `\n## floors: ${floors.length - failed.length} of ${floors.length} pass (load ${load()})`,
    );
    for (const f of failed) console.log(`FAIL ${f.name}: ${f.figure}`);
  }
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
