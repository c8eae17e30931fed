import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Endpoint names of the shell and remotes share one api: only admin-kit's injectEndpoints checks they stay unique.
    files: ['shell/**', 'mfe-*/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'api', property: 'injectEndpoints', message: "Use injectEndpoints(owner, …) from '@cartlift/admin-kit'." },
      ],
    },
  },
);
