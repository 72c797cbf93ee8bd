import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// --- UI boundaries (STYLE.md, "UI"): shared code (lib, components, config) -> entities ->
// features -> app; features never import each other, one `@/` alias for anything beyond the
// parent folder, kebab-case file names.
const packageIndexOnly = { group: ['@portal/*/src/*'], message: 'Import a package through its index.' };
const aliasBeyondParent = { group: ['../../*'], message: 'Use the @/ alias beyond the parent folder.' };
const uiFeaturesDir = new URL('./ui/src/features', import.meta.url);
const uiFeatures = (existsSync(uiFeaturesDir) ? readdirSync(uiFeaturesDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const uiLocal = {
  rules: {
    'kebab-case-file-name': {
      meta: { type: 'suggestion', schema: [] },
      create: (context) => ({
        Program(node) {
          const name = basename(context.filename);
          if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name)) context.report({ node, message: `File names are kebab-case: ${name}` });
        },
      }),
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'data/**', 'ui/dist/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['@portal/*/src/*'], message: 'Import a package through its index.' }] }],
    },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'ui-local': uiLocal },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'ui-local/kebab-case-file-name': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packageIndexOnly,
            aliasBeyondParent,
            { group: ['@/features/*', '@/app/*', '@/entities/*'], message: 'Shared code (lib, components, config) is domain-free: no entities, features or app.' },
          ],
        },
      ],
    },
  },
  {
    // Domain UI that several features share (customer profile, user screens, design form, ...).
    files: ['ui/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [packageIndexOnly, aliasBeyondParent, { group: ['@/features/*', '@/app/*'], message: 'Entities serve features; they import neither features nor the app.' }],
        },
      ],
    },
  },
  ...uiFeatures.map((feature) => ({
    files: [`ui/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packageIndexOnly,
            aliasBeyondParent,
            { group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`], message: 'Features never import each other.' },
            { group: ['@/app/*', '!@/app/hooks.ts'], message: 'Features use only the typed hooks of the app.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['ui/src/app/**/*.{ts,tsx}', 'ui/src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageIndexOnly, aliasBeyondParent] }] },
  },
  {
    files: ['**/*.spec.ts', '**/*.contract.ts', '**/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Browser tests fail on Content-Security-Policy violations only through csp-guard.ts's `test`.
    files: ['tests/e2e/**/*.e2e.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [packageIndexOnly],
          paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './csp-guard.ts': it fails a test on CSP violations." }],
        },
      ],
    },
  },
);
