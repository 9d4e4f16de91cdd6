/**
 * Naming helpers: property keys, JSDoc comments, file names for domains.
 *
 * @example
 * propertyKey('text_elements'); // 'text_elements'
 * propertyKey('x-y'); // "'x-y'"
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A string literal in single quotes. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A JSDoc block (empty string when there is no text). */
export function docComment(text: string | undefined, indent = ''): string {
  if (text === undefined || text.trim() === '') return '';
  const lines = text.replace(/\*\//g, '*\\/').trim().split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]!.trim()} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} *${l.trimEnd() === '' ? '' : ` ${l.trimEnd()}`}`).join('\n')}\n${indent} */\n`;
}

/** The domain of a definition: the first word of its CamelCase name, lower-cased. */
export function domainOf(name: string): string {
  const match = /^[A-Z][a-z0-9]*/.exec(name);
  return (match?.[0] ?? name).toLowerCase();
}

/** kebab-case file stem from a method name prefix etc. */
export function kebab(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}
