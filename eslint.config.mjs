// One ESLint config: typescript-eslint's type-aware rules for promise safety.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['gen/**', 'schema/**', 'dist/**', 'node_modules/**', 'coverage/**', '*.js', '*.mjs'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
