/**
 * `codex:bump` prints each failing unit test with its message (the trial copy
 * that could tell why is removed once the command returns): the failures of
 * a `jest --json` report, and the trial report that lists them.
 */
import { trialReport, type BumpTrial } from '../../lib/codegen/bump.js';
import { jestFailures, type JestJsonReport } from '../../lib/codegen/jest-report.js';

const failureMessage = [
  '\u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe\u001b[2m(\u001b[22m\u001b[32mexpected\u001b[39m\u001b[2m)\u001b[22m',
  '',
  'Expected: "hello\\n"',
  'Received: "pyenv: cannot rehash\\nhello\\n"',
  '    at Object.<anonymous> (/tmp/codex-rx-bump-x/spec/docs/example.spec.ts:12:5)',
  '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
].join('\n');

const report: JestJsonReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      name: '/tmp/codex-rx-bump-x/spec/docs/example.spec.ts',
      message: '',
      assertionResults: [
        { fullName: 'guide example prints hello', status: 'passed', failureMessages: [] },
        {
          fullName: 'guide example compares the output',
          status: 'failed',
          failureMessages: [failureMessage],
        },
      ],
    },
    {
      name: '/tmp/codex-rx-bump-x/spec/broken.spec.ts',
      message: "  ● Test suite failed to run\n\n    error TS2304: Cannot find name 'x'.\n",
      assertionResults: [],
    },
  ],
};

describe('codex:bump failing-test report', () => {
  it('each failure keeps its message, without colours and stack frames', () => {
    expect(jestFailures(report)).toEqual([
      {
        test: 'guide example compares the output',
        message:
          'expect(received).toBe(expected)\n\nExpected: "hello\\n"\nReceived: "pyenv: cannot rehash\\nhello\\n"',
      },
      {
        test: '/tmp/codex-rx-bump-x/spec/broken.spec.ts',
        message: "● Test suite failed to run\n\n    error TS2304: Cannot find name 'x'.",
      },
    ]);
  });

  it('a long message is cut after 20 lines, saying how many were left out', () => {
    const long = Array.from({ length: 25 }, (_, i) => `line ${i + 1}`).join('\n');
    const [failure] = jestFailures({
      numPassedTests: 0,
      numFailedTests: 1,
      testResults: [
        {
          name: 'x',
          message: '',
          assertionResults: [{ fullName: 't', status: 'failed', failureMessages: [long] }],
        },
      ],
    });
    expect(failure?.message.split('\n')).toHaveLength(21);
    expect(failure?.message).toMatch(/line 20\n… 5 more lines$/);
  });

  it('the trial report prints the message under the failing test', () => {
    const trial: BumpTrial = {
      root: '.',
      copy: '/tmp/none',
      from: '0.171.0',
      to: '0.166.0',
      files: {
        schema: { missing: [], unexpected: [], changed: [] },
        gen: { missing: [], unexpected: [], changed: [] },
      },
      api: { added: [], removed: [] },
      typecheck: { ok: true, errors: [] },
      unitTests: { passed: 3, failed: 2, failures: jestFailures(report) },
      compat: [],
    };
    expect(trialReport(trial)).toContain(
      [
        '  unit tests: 3 passed, 2 failed',
        '    ✕ guide example compares the output',
        '        expect(received).toBe(expected)',
        '',
        '        Expected: "hello\\n"',
        '        Received: "pyenv: cannot rehash\\nhello\\n"',
        '    ✕ /tmp/codex-rx-bump-x/spec/broken.spec.ts',
        '        ● Test suite failed to run',
      ].join('\n'),
    );
  });
});
