// One ESLint config: typescript-eslint's type-aware rules for promise safety.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['gen/**', 'schema/**', 'dist/**', 'docs-api/**', '.snippets/**', 'node_modules/**', 'coverage/**', 'examples/angular/**', '*.js', '*.mjs', '*.cjs', 'bench/*.mjs', 'lib/node/io-ts.cjs'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // close() returns a Promise that never rejects: not awaiting it is a choice, not a bug.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'file', name: 'close', path: 'lib/client/client-core.ts' },
            { from: 'file', name: 'close', path: 'lib/rpc/session.ts' },
          ],
        },
      ],
      // Node's ESM loader rejects directory imports such as 'fp-ts/Either'.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^fp-ts/(?!lib/)', message: "Import 'fp-ts/lib/<Module>.js' (ESM needs the file)." }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
