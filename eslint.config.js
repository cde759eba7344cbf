import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.join(root, 'apps/web/src');
const featuresDir = path.join(webSrc, 'features');

/**
 * Where an import specifier points, as an absolute path, or null for a package.
 * Knows the web app's `@/` alias (apps/web/tsconfig.json paths) besides relative specifiers.
 */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(webSrc, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** The feature a path belongs to (apps/web/src/features/<name>/…), or null. */
function featureOf(file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] || null;
}

/** Calls check(specifierNode, typeOnly) for every static import, re-export and dynamic import() of a file. */
function onImports(check) {
  const visit = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') {
      check(node.source, node.importKind === 'type' || node.exportKind === 'type');
    }
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

// Our architecture rules (DESIGN.md "Layout" and "Rules"), as a local plugin: the specifiers are resolved to
// files, so `@/features/x`, `../../x/…` and `../features/x` are all caught the same way.
const messhall = {
  meta: { name: 'messhall' },
  rules: {
    'feature-isolation': {
      meta: {
        type: 'problem',
        docs: { description: 'A web feature must not import another feature; compose them in app/routes.' },
        schema: [],
        messages: {
          crossFeature:
            'Feature "{{from}}" imports from feature "{{to}}". Features never import each other: compose them in apps/web/src/app, or move the shared piece to components/ or lib/.',
        },
      },
      create(context) {
        const from = featureOf(context.filename);
        if (!from) return {};
        return onImports((source) => {
          const target = resolveSpecifier(source.value, context.filename);
          const to = target && featureOf(target);
          if (to && to !== from)
            context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
        });
      },
    },
    'routes-use-services': {
      meta: {
        type: 'problem',
        docs: { description: 'A route module does HTTP only: it calls its service, never a repository.' },
        schema: [],
        messages: {
          repository:
            'Route files call services; "{{specifier}}" is a repository. Go through the module\'s service.',
        },
      },
      create(context) {
        // A type (a row shape) may come from a repository; calling one may not.
        return onImports((source, typeOnly) => {
          if (!typeOnly && /\.repository(\.[cm]?[jt]s)?$/.test(source.value)) {
            context.report({ node: source, messageId: 'repository', data: { specifier: source.value } });
          }
        });
      },
    },
  },
};

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    'apps/server/drizzle/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { messhall },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'messhall/feature-isolation': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { 'messhall/routes-use-services': 'error' },
  },
  {
    // Served as is to the browser (no bundler): classic scripts with browser globals.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    // A leftover `/* global document */` comment is harmless here.
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    // Playwright specs run in Node but pass callbacks to the browser (page.evaluate).
    files: ['apps/web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
