/**
 * Just enough of `@jest/globals` to run the testing guide's marble specs in a
 * browser page (web.e2e.spec.ts bundles them with this in its place):
 * `describe` / `it` register, `runRegistered()` runs them, `expect` knows the
 * matchers those specs use. Not a test runner: a probe that the specs and
 * `codex-rx/testing/browser` work without Node.
 */
type Test = readonly [name: string, fn: () => unknown];

const registered: Test[] = [];
let prefix = '';

export function describe(name: string, body: () => void): void {
  const outer = prefix;
  prefix = `${outer}${name} > `;
  try {
    body();
  } finally {
    prefix = outer;
  }
}

export function it(name: string, fn: () => unknown): void {
  registered.push([`${prefix}${name}`, fn]);
}

function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (o: object): string[] =>
    Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const ka = keys(a);
  const kb = keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

export function expect(actual: unknown): {
  toEqual(expected: unknown): void;
  toBe(expected: unknown): void;
  toHaveLength(n: number): void;
} {
  const fail = (what: string): never => {
    throw new Error(`expected ${what}, got ${JSON.stringify(actual)}`);
  };
  return {
    toEqual: (expected) => {
      if (!equal(actual, expected)) fail(JSON.stringify(expected));
    },
    toBe: (expected) => {
      if (!Object.is(actual, expected)) fail(JSON.stringify(expected));
    },
    toHaveLength: (n) => {
      if ((actual as { length?: unknown } | null)?.length !== n) fail(`length ${n}`);
    },
  };
}

/** Runs every registered test: `[name, 'passed' | the error's name and message]`. */
export async function runRegistered(): Promise<Array<[string, string]>> {
  const results: Array<[string, string]> = [];
  for (const [name, fn] of registered) {
    try {
      await fn();
      results.push([name, 'passed']);
    } catch (err) {
      results.push([name, err instanceof Error ? `${err.name}: ${err.message}` : String(err)]);
    }
  }
  return results;
}
