/**
 * The text edits of `npm run codex:bump -- --write`, on the real files of the
 * checkout: the previous pin joins COMPAT_CODEX_VERSIONS, the README's tested
 * range follows, the protocol summary lands under Unreleased / Protocol.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compatVersionsIn,
  withChangelogEntry,
  withCompatVersion,
  withTestedRange,
} from '../../lib/codegen/bump-edits.js';
import {
  COMPAT_CODEX_VERSIONS,
  SCHEMA_CODEX_VERSION,
  compareCodexVersions,
} from '../../lib/protocol/codex-version.js';

const root = join(__dirname, '..', '..');
const read = (file: string): string => readFileSync(join(root, file), 'utf8');
const sorted = (versions: string[]): string[] => versions.sort(compareCodexVersions);

describe('codex:bump edits', () => {
  it('reads COMPAT_CODEX_VERSIONS from its source and adds the previous pin once, sorted', () => {
    const source = read('lib/protocol/codex-version.ts');
    expect(compatVersionsIn(source)).toEqual([...COMPAT_CODEX_VERSIONS]);
    // a move from the pin to a next major version: the pin joins the list
    const next = `${Number(SCHEMA_CODEX_VERSION.split('.')[0]) + 1}.0.0`;
    const previous = COMPAT_CODEX_VERSIONS.filter((v) => v !== SCHEMA_CODEX_VERSION);
    const moved = withCompatVersion(source, SCHEMA_CODEX_VERSION, next);
    expect(compatVersionsIn(moved)).toEqual(sorted([...previous, SCHEMA_CODEX_VERSION]));
    expect(withCompatVersion(moved, SCHEMA_CODEX_VERSION, next)).toBe(moved);
    // a move back to a listed version takes it out of the list (it is the pin then)
    const back = withCompatVersion(moved, next, previous[0]);
    expect(compatVersionsIn(back)).toEqual(
      sorted([...previous.slice(1), SCHEMA_CODEX_VERSION, next]),
    );
    expect(compatVersionsIn(withCompatVersion(source, '0.0.1'))[0]).toBe('0.0.1');
  });

  it("rewrites only the README's tested range", () => {
    const readme = read('README.md');
    const next = withTestedRange(readme, ['9.2.0', '9.10.0', '9.1.0', '9.2.0']);
    expect(next).toContain(
      '<!-- tested-range -->codex 9.1.0 to 9.10.0 (the matrix runs 9.1.0, 9.2.0, 9.10.0)<!-- /tested-range -->',
    );
    expect(next.replace(/<!-- tested-range -->.*<!-- \/tested-range -->/, '')).toBe(
      readme.replace(/<!-- tested-range -->.*<!-- \/tested-range -->/, ''),
    );
  });

  it('adds the entry at the end of Unreleased / Protocol, creating what is missing', () => {
    const entry = '- codex 1.0.0 -> 1.1.0: …\n';
    const withProtocol = withChangelogEntry(
      '# Changelog\n\n## Unreleased\n\n### Protocol\n\n- older\n\n### Added\n\n- x\n\n## 0.1.0\n',
      entry,
    );
    expect(withProtocol).toBe(
      '# Changelog\n\n## Unreleased\n\n### Protocol\n\n- older\n- codex 1.0.0 -> 1.1.0: …\n\n### Added\n\n- x\n\n## 0.1.0\n',
    );
    expect(
      withChangelogEntry('# Changelog\n\n## Unreleased\n\n### Added\n\n- x\n\n## 0.1.0\n', entry),
    ).toBe(
      '# Changelog\n\n## Unreleased\n\n### Added\n\n- x\n\n### Protocol\n\n- codex 1.0.0 -> 1.1.0: …\n\n## 0.1.0\n',
    );
    expect(withChangelogEntry('# Changelog\n\n## 0.1.0\n', entry)).toBe(
      '# Changelog\n\n## Unreleased\n\n### Protocol\n\n- codex 1.0.0 -> 1.1.0: …\n\n## 0.1.0\n',
    );
    const real = withChangelogEntry(read('CHANGELOG.md'), entry);
    expect(real.indexOf(entry)).toBeLessThan(real.indexOf('## 0.1.0'));
    expect(real.indexOf(entry)).toBeGreaterThan(real.indexOf('### Protocol'));
  });
});
