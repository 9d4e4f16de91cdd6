// jest runs each spec in a vm context whose Symbol lacks Node's
// `Symbol.asyncDispose`; `await using` (TypeScript's helper) needs it. The
// registered symbol is the one the library falls back to (client-core.ts).
(Symbol as { asyncDispose?: symbol }).asyncDispose ??= Symbol.for('Symbol.asyncDispose');
