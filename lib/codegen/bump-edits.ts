/**
 * The text edits `npm run codex:bump -- --write` makes besides schema/ and
 * gen/: the previous pin joins `COMPAT_CODEX_VERSIONS`, the README's tested
 * range is rewritten between its markers, and the protocol summary goes under
 * `## Unreleased` / `### Protocol` in CHANGELOG.md. Pure: text in, text out.
 *
 * @example
 * withCompatVersion(source, '0.171.0'); // COMPAT_CODEX_VERSIONS: [..., '0.171.0']
 */
import { compareCodexVersions } from '../protocol/codex-version.js';

const COMPAT_LIST = /(export const COMPAT_CODEX_VERSIONS: readonly string\[\] = \[)([^\]]*)(\])/;

/** The versions listed in `COMPAT_CODEX_VERSIONS` of lib/protocol/codex-version.ts. */
export function compatVersionsIn(source: string): string[] {
  const list = COMPAT_LIST.exec(source)?.[2];
  if (list === undefined) throw new Error('no COMPAT_CODEX_VERSIONS list found');
  return list
    .split(',')
    .map((s) => s.trim().replace(/^['"]|['"]$/g, ''))
    .filter((s) => s.length > 0);
}

/**
 * `source` with `version` (the previous pin) added to `COMPAT_CODEX_VERSIONS`
 * and `pin` (the new one, tested anyway) left out; sorted, no duplicate.
 */
export function withCompatVersion(source: string, version: string, pin?: string): string {
  const versions = [...new Set([...compatVersionsIn(source), version])]
    .filter((v) => v !== pin)
    .sort(compareCodexVersions);
  return source.replace(
    COMPAT_LIST,
    (_m, open: string, _list: string, close: string) =>
      `${open}${versions.map((v) => `'${v}'`).join(', ')}${close}`,
  );
}

/** The README with the text between `<!-- tested-range -->` markers naming `versions`. */
export function withTestedRange(readme: string, versions: readonly string[]): string {
  const sorted = [...new Set(versions)].sort(compareCodexVersions);
  const text = `codex ${sorted[0]!} to ${sorted[sorted.length - 1]!} (the matrix runs ${sorted.join(', ')})`;
  return readme.replace(
    /(<!-- tested-range -->)[\s\S]*?(<!-- \/tested-range -->)/,
    (_m, open: string, close: string) => `${open}${text}${close}`,
  );
}

/**
 * The changelog with `entry` at the end of `## Unreleased`'s `### Protocol`
 * (created after the `## Unreleased` heading when missing; the heading too).
 */
export function withChangelogEntry(changelog: string, entry: string): string {
  const heading = '## Unreleased\n';
  let at = changelog.indexOf(heading);
  let text = changelog;
  if (at < 0) {
    const firstRelease = text.search(/^## /m);
    at = firstRelease < 0 ? text.length : firstRelease;
    text = `${text.slice(0, at)}${heading}\n${text.slice(at)}`;
  }
  const sectionStart = at + heading.length;
  const next = text.slice(sectionStart).search(/^## /m);
  const sectionEnd = next < 0 ? text.length : sectionStart + next;
  const section = text.slice(sectionStart, sectionEnd);
  const protocol = section.indexOf('### Protocol\n');
  if (protocol < 0) {
    const insert = `\n### Protocol\n\n${entry}`;
    return `${text.slice(0, sectionEnd).replace(/\n*$/, '\n')}${insert}\n${text.slice(sectionEnd)}`;
  }
  const after = section.slice(protocol + 1).search(/^### /m);
  const end = after < 0 ? sectionEnd : sectionStart + protocol + 1 + after;
  return `${text.slice(0, end).replace(/\n*$/, '\n')}${entry}\n${text.slice(end)}`;
}
