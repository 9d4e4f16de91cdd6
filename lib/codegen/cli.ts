/**
 * What the codegen command-line entry points share: reading `--name VALUE`
 * options and running an async main that reports failure by exit code.
 *
 * @example
 * runMain(async () => { const out = option(process.argv.slice(2), '--out') ?? 'gen'; ... });
 */

/** The value after `name` in `args`, if any. */
export function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Runs `main`; on failure prints the stack to stderr and sets exit code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  });
}
