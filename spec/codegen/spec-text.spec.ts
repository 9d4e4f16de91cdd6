/**
 * The compact text of a generated codec (lib/codegen/runtime/spec.ts): JSON
 * with identifier strings unquoted. What the generator writes, the runtime
 * reads back as the same value, for every kind of string (words that are JSON
 * literals, numbers in strings, quotes, escapes) and for every spec of the
 * committed gen/.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseSpec, specText } from '../../lib/codegen/runtime/spec.js';

const gen = resolve(__dirname, '..', '..', 'gen');

describe('compact spec text', () => {
  it('leaves the quotes off identifier strings, not off the words true, false and null', () => {
    expect(specText(['o', { content: 's', type: ['l', 'add'] }])).toBe(
      '[o,{content:s,type:[l,add]}]',
    );
    expect(specText(['e', ['true', 'null', true, null, 'x-y', '1a', 2, -1.5e3]])).toBe(
      '[e,["true","null",true,null,"x-y","1a",2,-1500]]',
    );
  });

  it.each([
    ['[o,{content:s,type:[l,add]}]', ['o', { content: 's', type: ['l', 'add'] }]],
    ['[l,true]', ['l', true]],
    ['[l,"true"]', ['l', 'true']],
    ['[e,[1e5,-2,"a b","q\\"t",$x]]', ['e', [1e5, -2, 'a b', 'q"t', '$x']]],
    ['{"a-b":0,_c:u}', { 'a-b': 0, _c: 'u' }],
  ])('reads %s', (text, value) => {
    expect(parseSpec(text)).toEqual(value);
  });

  it('reads back every JSON value it writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseSpec(specText(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it('every spec of the committed gen/ is compact text that reads as JSON', () => {
    const files = readdirSync(gen, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    let specs = 0;
    for (const file of files) {
      const text = readFileSync(join(gen, file), 'utf8');
      for (const [, quoted] of text.matchAll(
        /rt\.define(?:Tagged)?<\w+>\(\s*'\w+',\s*refs,\s*('(?:[^'\\]|\\.)*')/g,
      )) {
        const spec = quoted!.slice(1, -1).replace(/\\'/g, "'").replace(/\\\\/g, '\\');
        expect(specText(parseSpec(spec))).toBe(spec);
        specs++;
      }
    }
    expect(specs).toBeGreaterThan(1000);
  });
});
