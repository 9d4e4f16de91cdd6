/** One benchmark's result: a titled table of rows, printed by bench/index.ts. */
export interface BenchTable {
  readonly title: string;
  readonly rows: ReadonlyArray<Record<string, string | number>>;
  /** Optional lines printed under the table (targets, verdicts). */
  readonly notes?: readonly string[];
}
