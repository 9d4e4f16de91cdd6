/**
 * Formats generated TypeScript with the project's Prettier configuration
 * (through Prettier's API, so output does not depend on the CLI). Prettier is
 * loaded on first use only: the rest of the generator runs without it.
 *
 * @example
 * const pretty = await formatTypeScript(source);
 */
import type { Options } from 'prettier';

const OPTIONS: Options = {
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
  parser: 'typescript',
};

export async function formatTypeScript(source: string): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(source, OPTIONS);
}
