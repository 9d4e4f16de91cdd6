/** One benchmark's result: a titled table of rows, printed by bench/index.ts. */
export interface BenchTable {
  readonly title: string;
  readonly rows: ReadonlyArray<Record<string, string | number>>;
  /** Optional lines printed under the table (how it was measured). */
  readonly notes?: readonly string[];
  /** The floors this table holds (bench/index.ts prints each with PASS/FAIL and fails the run on a FAIL). */
  readonly floors?: readonly Floor[];
}

/** A floor: what is held, the figure measured, and whether it holds. */
export interface Floor {
  readonly name: string;
  readonly figure: string;
  readonly pass: boolean;
}

/** `rows` as a Markdown table (columns: every key of every row, in first-seen order). */
export function markdown(rows: ReadonlyArray<Record<string, string | number>>): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((c) => String(row[c] ?? '')))),
  ].join('\n');
}

export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export const pct = (x: number): string => `${(x * 100).toFixed(0)}%`;

/** `median (min-max)` of `xs`, each written by `format`. */
export const range = (xs: readonly number[], format: (x: number) => string): string =>
  `${format(median(xs))} (${format(Math.min(...xs))}-${format(Math.max(...xs))})`;
