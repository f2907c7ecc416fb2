import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import xstate from 'eslint-plugin-xstate';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one-way layering: services -> machines -> src, and the server beside them sharing only the
 * schemas and the locales. tests/, e2e/ and scripts/ may import anything.
 */
const layers = [
  {
    target: './services',
    from: ['./machines', './src', './server', './locales'],
    message: 'services/ is the bottom layer: it imports only services/.',
  },
  {
    target: './machines',
    from: ['./src', './server', './locales'],
    message: 'machines/ imports only machines/ and services/.',
  },
  {
    target: './src',
    from: ['./server'],
    message: 'The client never imports the server; what both need lives in services/schemas/.',
  },
  {
    target: './server',
    from: ['./src'],
    message: 'The server never imports the client.',
  },
  {
    target: './server',
    from: './services',
    except: ['./schemas'],
    message: 'The server shares only services/schemas/ with the client.',
  },
  {
    // The funnel and the flow atlas list every statechart's states: the server reads machines/
    // through statecharts-of.ts alone (server/domain/flows/machines.ts).
    target: './server',
    from: './machines',
    except: ['./statecharts-of.ts'],
    message: 'The server reads machines/ only through machines/statecharts-of.ts.',
  },
];

const navigate = { from: 'package', package: 'react-router', name: 'NavigateFunction' };

/**
 * eslint-plugin-xstate finds machines only as createMachine(...) calls, so it passes over XState 5's
 * setup(...).createMachine(...). Its rules read every object of a file that holds the comment
 * `/* eslint-plugin-xstate-include *\/`: each rule is given that comment instead of the file's own.
 */
const readEveryObject = (rule) => ({
  ...rule,
  create: (context) => {
    const sourceCode = Object.create(context.sourceCode, {
      getAllComments: { value: () => [{ type: 'Block', value: ' eslint-plugin-xstate-include ' }] },
    });
    return rule.create(Object.create(context, { sourceCode: { value: sourceCode } }));
  },
});
const xstateForSetup = { ...xstate, rules: Object.fromEntries(Object.entries(xstate.rules).map(([name, rule]) => [name, readEveryObject(rule)])) };

export default defineConfig(
  globalIgnores(['dist/', 'coverage/', 'data/', 'server/db/migrations/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      // React Router's navigate() may return a promise that never rejects; React ignores what an
      // event handler returns.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [navigate] }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // This rule skips type-only imports; `npm run lint` finds those circles with madge.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  {
    // Tests and scripts read the server's JSON answers as they come and let expect() judge them.
    files: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['machines/**/*.machine.ts'],
    plugins: { xstate: xstateForSetup },
    settings: { xstate: { version: 5 } },
    rules: {
      ...xstate.configs.recommended.rules,
      // XState 4 only; and both rules stop on an object spread. TypeScript checks the state props.
      'xstate/prefer-predictable-action-arguments': 'off',
      'xstate/no-invalid-state-props': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
