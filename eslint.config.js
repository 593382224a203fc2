// The house rules that tools enforce (STYLE.md): TypeScript checks, React hooks, and the import boundaries
// between the parts of the repository. docs/decisions/0015-lint-enforces-the-boundaries.md explains them;
// eslint.config.test.ts proves that a wrong import is reported.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Each part of the repository an import may or may not cross into; the first matching pattern wins. */
const elements = [
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
  { type: 'web-shared', pattern: 'apps/web/src/{components,lib}' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'server', pattern: 'apps/server' },
  { type: 'nlp-training', pattern: 'packages/nlp/src/{train,cli}' },
  { type: 'nlp-inference', pattern: 'packages/nlp/src/{text,features,model,explain}' },
  { type: 'package', pattern: 'packages/*', capture: ['name'] },
];

const message = {
  feature:
    'A feature never imports another feature ({{ to.captured.name }}): move the shared piece to components/ or lib/, or compose the two in app/.',
  shared: 'Shared code (components/, lib/) never imports a feature: features build on shared code, not the other way.',
  server: 'The web app never imports the server: share types and schemas through packages/contracts.',
  training:
    'Inference code (text/, features/, model/, explain/) never imports training code (train/, cli/): the server would load the trainer.',
  apps: 'A package never imports an app: apps depend on packages, not the other way.',
};

const inferenceNotTraining = {
  from: { element: { type: 'nlp-inference' } },
  disallow: { to: { element: { type: 'nlp-training' } } },
  message: message.training,
};

const web = ['web-feature', 'web-shared', 'web-app', 'web'];

const policies = [
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-feature', captured: { name: '!{{ from.captured.name }}' } } } },
    message: message.feature,
  },
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { type: 'web-feature' } } },
    message: message.shared,
  },
  {
    from: { element: { types: { anyOf: web } } },
    disallow: { to: { element: { type: 'server' } } },
    message: message.server,
  },
  inferenceNotTraining,
  {
    from: { element: { types: { anyOf: ['package', 'nlp-inference', 'nlp-training'] } } },
    disallow: { to: { element: { types: { anyOf: [...web, 'server'] } } } },
    message: message.apps,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'models/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.tsbuildinfo',
      'apps/server/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are errors, but a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests walk loosely typed documents (OpenAPI, JSON bodies); any is honest there.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
  },
  {
    // Tests of inference code may build a model with the trainer to check the two agree.
    files: ['packages/nlp/src/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: policies.filter((p) => p !== inferenceNotTraining) },
      ],
    },
  },
);
