/**
 * The compatibility matrix's bookkeeping: every named spec exists, the table
 * lists each version with its failures, and any failure or missing report
 * fails the run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMPAT_SPECS,
  compatPassed,
  matrixText,
  type CompatRow,
} from '../../lib/codegen/compat.js';

const row = (version: string, over: Partial<CompatRow> = {}): CompatRow => ({
  version,
  passed: 45,
  failed: 0,
  skipped: 0,
  seconds: 20,
  failures: [],
  ...over,
});

describe('compatibility matrix', () => {
  it('names existing e2e specs', () => {
    for (const spec of Object.keys(COMPAT_SPECS))
      expect(existsSync(join(__dirname, '..', '..', spec))).toBe(true);
  });

  it('prints one row per version and lists the failed tests under the table', () => {
    const text = matrixText([
      row('1.0.0', { passed: 44, failed: 1, failures: ['Session initializes'] }),
      row('1.1.0'),
    ]);
    expect(text).toBe(
      [
        '| codex | passed | failed | skipped | time |',
        '|---|---|---|---|---|',
        '| 1.0.0 | 44 | 1 | 0 | 20 s |',
        '| 1.1.0 | 45 | 0 | 0 | 20 s |',
        '- 1.0.0: Session initializes',
        '',
      ].join('\n'),
    );
  });

  it('passes only when every version ran tests and none failed', () => {
    expect(compatPassed([row('1.0.0'), row('1.1.0')])).toBe(true);
    expect(compatPassed([row('1.0.0'), row('1.1.0', { failed: 1 })])).toBe(false);
    expect(compatPassed([row('1.0.0', { passed: 0 })])).toBe(false);
    expect(compatPassed([row('1.0.0', { error: 'jest exited with 1 and wrote no report' })])).toBe(
      false,
    );
  });
});
