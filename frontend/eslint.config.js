// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, and React's hooks
// rules (eslint-plugin-react-hooks' recommended set, with the React Compiler's checks). Generated
// Relay artifacts and build output are not linted. `npm run lint`; `make test` runs it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/__generated__/', 'e2e/artifacts/'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // The same as tsc's noUnusedLocals, but `_`-prefixed names may stay unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // sonner stays out of the first page's JavaScript: toasts go through lib/toast.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', importNames: ['toast'], message: "Use toast from 'lib/toast' (it loads sonner lazily)." }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // The journeys also run functions inside the page (page.evaluate, waitForFunction).
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
