/**
 * Finds the processes that run with a given `CODEX_HOME`, by reading
 * `/proc/<pid>/environ` (Linux). The launcher gives every server a unique
 * temporary `CODEX_HOME`, so this finds exactly the processes it started
 * (and their children), whoever spawned them. Node only; elsewhere it finds
 * nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * A process's state letter from `/proc/<pid>/stat` (R, S, T, Z, ...), or
 * null when it is gone or unreadable. Linux only.
 */
export function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // the name is parenthesised and may hold spaces: the state follows the last ')'
    const end = stat.lastIndexOf(')');
    return stat.slice(end + 2, end + 3);
  } catch {
    return null;
  }
}

/** Whether a pid is alive: present and neither a zombie nor dead. */
export function isProcessAlive(pid: number): boolean {
  const state = processState(pid);
  return state !== null && state !== 'Z' && state !== 'X';
}

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
      if (env.includes(needle) && isProcessAlive(pid)) found.push(pid);
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
