// Type-aware lint for the portal and the server; imports run one way: app -> features -> shared (README, layout).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = [
  'auth',
  'feed',
  'directory',
  'marketplace',
  'tools',
  'opportunities',
  'training',
  'proposals',
  'profile',
  'business',
  'admin',
  'funding',
  'static-pages',
  'settings',
  'stats',
];

// Tests may assemble the real store and app around the unit they test; the zones bind product code.
const testFiles = ['src/**/__tests__/**'];

// Both the @/ alias and relative climbs (../app/hooks, ../../features/auth/...) reach the same folders.
const sharedFolders = ['components', 'lib', 'hooks', 'config'];
const sharedRegex = '^(@/|(\\.\\./)+)(features|app)(/|$)';
const sharedPattern = {
  regex: sharedRegex,
  message: 'components/, lib/, hooks/ and config/ compose nothing: they import neither features/ nor app/.',
};
// The portal and the server meet only in contract/: neither imports the other.
const serverPattern = { regex: '^(\\.\\./)+server(/|$)', message: 'The portal never imports the server.' };
const portalPattern = {
  regex: '^(@/|(\\.\\./)+src(/|$))',
  message:
    'The server reaches the portal side only through contract/ (@contract in the portal, ../contract here).',
};
const appPattern = {
  regex: '^(@/|(\\.\\./)+)app(?!/hooks$)(/|$)',
  message: 'Features import from app/ only its typed hooks (@/app/hooks).',
};

// Lazy boundaries are written one way, through lib/lazy-with-styles.ts (which alone calls React's own lazy).
const lazyPath = {
  name: 'react',
  importNames: ['lazy'],
  message:
    "Write a lazy import with lazyWithStyles (@/lib/lazy-with-styles), { stylesInFirstLoad: true } for a module the first load's CSS styles.",
};

// no-restricted-imports does not see import(); the same ban for lazy imports (esquery regexes cannot hold a '/').
function dynamicImportBan(regex, message) {
  return { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message };
}

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.data', 'coverage', 'playwright-report', 'test-results', 'reports', '.stryker-tmp*'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins, hooks and RTK callbacks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  // Flat config does not merge a rule's options across blocks: each zone below repeats serverPattern.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [lazyPath], patterns: [serverPattern] }] },
  },
  // contract/ is what the portal and the server both speak: it imports neither of them.
  {
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverPattern, portalPattern] }] },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [portalPattern] }] },
  },
  // Shared code (components, lib, hooks, config) composes nothing: it imports neither features nor app.
  {
    files: sharedFolders.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { paths: [lazyPath], patterns: [serverPattern, sharedPattern] }],
      'no-restricted-syntax': ['error', dynamicImportBan(sharedRegex, sharedPattern.message)],
    },
  },
  // Features import from app only its typed hooks, and never another feature.
  ...features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    const crossFeature = {
      regex: `^(@/features/|(\\.\\./)+(features/)?)(${others.join('|')})(/|$)`,
      message: 'Features never import each other; lift shared code to components/, lib/ or hooks/.',
    };
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      ignores: testFiles,
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [lazyPath], patterns: [serverPattern, appPattern, crossFeature] },
        ],
        'no-restricted-syntax': [
          'error',
          dynamicImportBan(appPattern.regex, appPattern.message),
          dynamicImportBan(crossFeature.regex, crossFeature.message),
        ],
      },
    };
  }),
  // The one place that calls React's own lazy.
  {
    files: ['src/lib/lazy-with-styles.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverPattern, sharedPattern] }] },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
