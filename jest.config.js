/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/spec'],
  testMatch: ['**/*.spec.ts'],
  // Sources import siblings as './x.js' (what Node ESM needs); jest resolves the .ts file.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The package's public entry points, as a user imports them (e2e suite).
    '^codex-rx$': '<rootDir>/lib/index.ts',
    '^codex-rx/advanced$': '<rootDir>/lib/advanced.ts',
    '^codex-rx/node$': '<rootDir>/lib/node.ts',
    '^codex-rx/testing$': '<rootDir>/lib/testing.ts',
    '^codex-rx/testing/browser$': '<rootDir>/lib/testing-browser.ts',
    '^codex-rx/relay$': '<rootDir>/lib/relay.ts',
  },
  transform: {
    // Type checking is `npm run typecheck`'s job; here we only strip types, which keeps jest fast.
    '^.+\\.ts$': ['ts-jest', { isolatedModules: true, diagnostics: false }],
  },
  testTimeout: 30000,
  setupFiles: ['<rootDir>/spec/support/disposable-symbol.ts'],
};
