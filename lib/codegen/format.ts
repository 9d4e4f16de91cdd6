/**
 * Formats generated TypeScript with the project's Prettier configuration
 * (through Prettier's API, so output does not depend on the CLI).
 *
 * @example
 * const pretty = await formatTypeScript(source);
 */
import * as prettier from 'prettier';

const OPTIONS: prettier.Options = { singleQuote: true, printWidth: 100, trailingComma: 'all', parser: 'typescript' };

export async function formatTypeScript(source: string): Promise<string> {
  return prettier.format(source, OPTIONS);
}
