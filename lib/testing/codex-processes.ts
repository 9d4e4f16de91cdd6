/**
 * Finds the processes that run with a given `CODEX_HOME`, by reading
 * `/proc/<pid>/environ` (Linux). The launcher gives every server a unique
 * temporary `CODEX_HOME`, so this finds exactly the processes it started
 * (and their children), whoever spawned them. Node only; elsewhere it finds
 * nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Pids of live processes whose environment has `CODEX_HOME=<codexHome>`.
 *
 * @example expect(processesUsingCodexHome(server.codexHome)).toEqual([])
 */
export function processesUsingCodexHome(codexHome: string): number[] {
  if (process.platform !== 'linux') return [];
  const needle = `CODEX_HOME=${codexHome}`;
  const found: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0');
      if (!env.includes(needle)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      // Field 3 (after the parenthesised name) is the state; Z = zombie, already dead.
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state !== 'Z' && state !== 'X') found.push(pid);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/**
 * Ends every process using `codexHome`: SIGTERM, then SIGKILL after
 * `graceMs`. Resolves when none is left (or after a final SIGKILL round).
 *
 * @example await endProcessesUsingCodexHome(codexHome)
 */
export async function endProcessesUsingCodexHome(codexHome: string, graceMs = 2000): Promise<void> {
  const signal = (pids: number[], sig: NodeJS.Signals): void => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        // Already gone.
      }
    }
  };
  let pids = processesUsingCodexHome(codexHome);
  if (pids.length === 0) return;
  signal(pids, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    pids = processesUsingCodexHome(codexHome);
    if (pids.length === 0) return;
  }
  signal(pids, 'SIGKILL');
  const killDeadline = Date.now() + 2000;
  while (Date.now() < killDeadline && processesUsingCodexHome(codexHome).length > 0) {
    await new Promise((r) => setTimeout(r, 25));
  }
}
