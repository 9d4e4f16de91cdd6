/**
 * Reads a field that only some codex versions send (and only some versions'
 * generated types declare), so that domain code compiles and runs unchanged
 * when gen/ is regenerated for an older codex: `rootTurnId` arrived after
 * 0.160.0.
 *
 * @example
 * optionalField<string>(turn, 'rootTurnId') ?? null;
 */
export function optionalField<T>(value: object, key: string): T | undefined {
  return (value as Readonly<Record<string, T | undefined>>)[key];
}
