// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Template: lib/codegen/runtime/spec.ts (the runtime of the generated codecs)
/* eslint-disable */
/**
 * The compact form of a generated codec: JSON text the generator writes for
 * each definition, turned into the runtime's combinators on first use. A
 * string costs the engine almost nothing to compile at import (a builder
 * function per definition was most of the time `import('codex-rx')` spent in
 * the generated code); the codec it describes is exactly the one the
 * combinators would build from the same schema, names for error messages
 * included (`Thread.turns[]`, `ThreadItem:agentMessage`, `Id|1`).
 *
 * The text is JSON with the quotes left off every string that is an
 * identifier (`[o,{id:s}]` for `["o",{"id":"s"}]`; `true`, `false` and `null`
 * stay literals, so those three strings keep their quotes): thousands of
 * specs ship in every bundle that uses the codecs, and a minifier cannot
 * shorten a string. `specText` (the generator's) writes it, `parseSpec` reads it.
 *
 * Encoding (a JSON value; every node of the generator's IR has one form):
 * - `"s"`, `"n"`, `"i"`, `"b"`, `"z"`, `"u"`: string, number, integer, boolean, null, unknown;
 * - a number `k`: a reference to another definition, `refs()[k]` (the module's
 *   list of the definitions it names: minifiers shorten those, not names in a string);
 * - `["l", value]` literal, `["e", [values]]` enum;
 * - `["a", item]` array, `["r", value]` record (string keys), `["?", inner]` nullable;
 * - `["|", [members]]` union, `["&", [members]]` intersection;
 * - `["t", tag, {value: node, ...}]` tagged union;
 * - `["o", {key: node, ...}, {key: node, ...}]` object: required, then optional
 *   properties (the second object left out when there are none).
 *
 * @example
 * const Point = codecFromSpec('Point', () => [], '[o,{x:i},{label:s}]');
 * Point.is({ x: 1 }); // true
 */
import type * as t from 'io-ts';
import { intersection, union } from './combinators.js';
import { array, nullable, record } from './containers.js';
import { enumeration, literal } from './enumeration.js';
import { object } from './object.js';
import { boolean, integer, nullValue, number, string, unknownValue } from './primitives.js';
import { taggedIntersection, taggedUnion, type TaggedUnionType } from './tagged-union.js';

/** The definitions a module's specs refer to, by position (a function: they are read on first use). */
export type Refs = () => readonly t.Mixed[];

/** One node of the compact form (see the module comment). */
export type Spec =
  | number
  | PrimitiveCode
  | readonly ['l', string | number | boolean]
  | readonly ['e', readonly (string | number | boolean)[]]
  | readonly ['a' | 'r' | '?', Spec]
  | readonly ['|' | '&', readonly Spec[]]
  | readonly ['t', string, Readonly<Record<string, Spec>>]
  | readonly ['o', Readonly<Record<string, Spec>>, Readonly<Record<string, Spec>>?];

/** The codes of the primitives in the compact form. */
export type PrimitiveCode = 's' | 'n' | 'i' | 'b' | 'z' | 'u';

const PRIMITIVES: Readonly<Record<PrimitiveCode, t.Mixed>> = {
  s: string,
  n: number,
  i: integer,
  b: boolean,
  z: nullValue,
  u: unknownValue,
};

const isTagged = (spec: Spec): boolean => typeof spec === 'object' && spec[0] === 't';

/** The codec `text` (the compact form) describes, named `name` in error messages. */
export function codecFromSpec(name: string, refs: Refs, text: string): t.Mixed {
  return build(parseSpec(text), name, refs());
}

/** A JSON string, a number, or a bare word (an identifier, `true`, `false`, `null`). */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[A-Za-z_$][\w$]*/g;
const LITERALS = /* @__PURE__ */ new Set(['true', 'false', 'null']);
const BARE = /^[A-Za-z_$][\w$]*$/;

/** The spec the compact text stands for (see the module comment). */
export function parseSpec(text: string): Spec {
  return JSON.parse(
    text.replace(TOKEN, (token) =>
      BARE.test(token) && !LITERALS.has(token) ? `"${token}"` : token,
    ),
  ) as Spec;
}

/** The compact text of a spec (or of any JSON value): what `parseSpec` reads back. */
export function specText(value: unknown): string {
  if (typeof value === 'string')
    return BARE.test(value) && !LITERALS.has(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(specText).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([key, item]) => `${specText(key)}:${specText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function build(spec: Spec, name: string, refs: readonly t.Mixed[]): t.Mixed {
  if (typeof spec === 'number') {
    const codec = refs[spec];
    if (codec === undefined) throw new Error(`codex-rx: ${name} refers to no definition (${spec})`);
    return codec;
  }
  if (typeof spec === 'string') return PRIMITIVES[spec];
  const props = (specs: Readonly<Record<string, Spec>>): Record<string, t.Mixed> => {
    const out: Record<string, t.Mixed> = {};
    for (const key of Object.keys(specs)) out[key] = build(specs[key]!, `${name}.${key}`, refs);
    return out;
  };
  switch (spec[0]) {
    case 'l':
      return literal(spec[1]);
    case 'e':
      return enumeration(name, spec[1]);
    case 'a':
      return array(build(spec[1], `${name}[]`, refs));
    case 'r':
      return record(build(spec[1], `${name}{}`, refs));
    case '?':
      return nullable(build(spec[1], name, refs));
    case '|':
      return union(
        name,
        spec[1].map((m, i) => build(m, `${name}|${i}`, refs)),
      );
    case '&': {
      const tagged = spec[1].filter(isTagged);
      if (tagged.length === 1) {
        const others = spec[1].filter((m) => !isTagged(m)).map((m) => build(m, name, refs));
        return taggedIntersection(
          name,
          others,
          build(tagged[0]!, name, refs) as TaggedUnionType<unknown>,
        );
      }
      return intersection(
        name,
        spec[1].map((m) => build(m, name, refs)),
      );
    }
    case 't': {
      const variants: Record<string, t.Mixed> = {};
      for (const value of Object.keys(spec[2]))
        variants[value] = build(spec[2][value]!, `${name}:${value}`, refs);
      return taggedUnion(name, spec[1], variants);
    }
    case 'o':
      return spec[2] === undefined
        ? object(name, props(spec[1]))
        : object(name, props(spec[1]), props(spec[2]));
  }
}
