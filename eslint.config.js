import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import xstate from 'eslint-plugin-xstate';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import that climbs out of its folder into one of these top-level folders. */
const into = (folders) => `^(\\.\\./)+(${folders})(/|$)`;
const layer = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

/**
 * The one-way layering: services -> machines -> src, and the server beside them sharing only the
 * schemas and the locales. tests/, e2e/ and scripts/ may import anything.
 */
const layers = [
  layer(['services/**'], [
    { regex: into('machines|src|server|locales|tests|e2e|scripts'), message: 'services/ is the bottom layer: it imports only services/.' },
  ]),
  layer(['machines/**'], [
    { regex: into('src|server|locales|tests|e2e|scripts'), message: 'machines/ imports only machines/ and services/.' },
  ]),
  layer(['src/**'], [
    { regex: into('server'), message: 'The client never imports the server; what both need lives in services/schemas/.' },
    // The flow atlas marks the QA paths' coverage with the path generator and models of tests/graph/.
    { regex: into('e2e|scripts|tests(?!/graph/)'), message: 'The client imports only src/, machines/, services/, locales/ and tests/graph/.' },
  ]),
  layer(['server/**'], [
    { regex: into('src|tests|e2e|scripts'), message: 'The server never imports the client.' },
    { regex: '^(\\.\\./)+services/(?!schemas/)', message: 'The server shares only services/schemas/ with the client.' },
    // The funnel and the flow atlas list every statechart's states: server/domain/flows/machines.ts
    // reads machines/ through statecharts-of.ts alone.
    { regex: '^(\\.\\./)+machines/(?!statecharts-of$)', message: 'The server reads machines/ only through machines/statecharts-of.ts.' },
  ]),
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
  globalIgnores(['dist/', 'coverage/', 'data/', 'reports/', '.stryker-tmp/', 'server/db/migrations/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React Router's navigate() may return a promise that never rejects; React ignores what an
      // event handler returns.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [navigate] }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layers,
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
    // The tool configurations at the top are not all in tsconfig.json: no type information there.
    files: ['*.{js,ts}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
