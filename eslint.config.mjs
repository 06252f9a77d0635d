// One flat config for the whole tree. The import rules enforce ARCHITECTURE.md's directions:
// ui and i18n import nothing of ours, the sdk only the contract, the site no package internals and
// no other feature's files.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const ours = ['@croupier/ui', '@croupier/sdk', '@croupier/i18n', '@croupier/server'];
const deepImports = ours.map((name) => `${name}/src/**`);

/** Site features may not import one another: what two features share lives in src/shared or a package. */
const noCrossFeature = {
  meta: { type: 'problem', schema: [], messages: { cross: "Feature '{{from}}' may not import feature '{{to}}': move the shared part to src/shared or a package." } },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}src${path.sep}features${path.sep}`;
    const at = file.indexOf(marker);
    if (at < 0 || !file.includes(`apps${path.sep}site${path.sep}`)) return {};
    const featuresRoot = file.slice(0, at + marker.length);
    const own = file.slice(featuresRoot.length).split(path.sep)[0];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
      else if (spec.startsWith('@/features/')) target = path.join(featuresRoot, spec.slice('@/features/'.length));
      else return;
      if (!target.startsWith(featuresRoot)) return;
      const to = target.slice(featuresRoot.length).split(path.sep)[0];
      if (to && to !== own) context.report({ node, messageId: 'cross', data: { from: own, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '.data/**',
      'pacts/**',
      'bench/results/**',
      'packages/sdk/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { croupier: { rules: { 'no-cross-feature': noCrossFeature } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'packages/ui/**/*.ts', 'apps/site/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['packages/ui/**'],
    rules: restrict([
      { group: ['@croupier/*'], message: 'The UI kit imports nothing of ours (ARCHITECTURE.md).' },
      { group: ['i18next', 'react-i18next'], message: 'UI kit texts come through the messages prop, not i18next.' },
      { group: ['react-router', 'react-router-dom'], message: 'Links come through the provider linkComponent.' },
      { group: ['openapi-fetch', 'openapi-react-query', '@tanstack/react-query'], message: 'The UI kit knows no server.' },
    ]),
  },
  {
    files: ['packages/i18n/**'],
    rules: restrict([{ group: ['@croupier/*'], message: 'The i18n package imports nothing of ours.' }]),
  },
  {
    files: ['packages/sdk/**'],
    rules: restrict([{ group: ['@croupier/*'], message: 'The SDK imports only the contract.' }]),
  },
  {
    files: ['apps/server/**'],
    rules: restrict([
      { group: ['@croupier/ui', '@croupier/i18n', '@croupier/site', '@croupier/ui/*', '@croupier/i18n/*'], message: 'The server never imports UI, site or i18n code.' },
      { group: ['@croupier/sdk', '@croupier/sdk/*'], allowTypeImports: true, message: 'Only type imports of the SDK schema.' },
    ]),
  },
  {
    files: ['apps/site/**'],
    rules: {
      ...restrict([{ group: deepImports, message: 'Import packages through their public entry, not their internals.' }]),
      'croupier/no-cross-feature': 'error',
    },
  },
  {
    files: ['apps/storybook/**'],
    rules: restrict([{ group: ['@croupier/sdk', '@croupier/i18n', '@croupier/sdk/*', '@croupier/i18n/*'], message: 'Storybook shows the UI kit only.' }]),
  },
);
