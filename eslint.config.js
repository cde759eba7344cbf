import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { untranslatedStrings } from './scripts/lint/untranslated-strings.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.join(root, 'apps/web/src');
const featuresDir = path.join(webSrc, 'features');
const serverSrc = path.join(root, 'apps/server/src');
const serverModulesDir = path.join(serverSrc, 'modules');
const serverApp = path.join(serverSrc, 'app.ts');

/** The parts of the web app whose texts are all in the message catalogues (the lingui rules below). */
const TRANSLATED_AREAS = ['apps/web/src/**'];
/** What the modules build on: these never import a module. */
const belowModulesDirs = ['lib', 'plugins', 'db'].map((dir) => path.join(serverSrc, dir) + path.sep);

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

/** The server module a path belongs to (apps/server/src/modules/<name>/…), or null. */
function serverModuleOf(file) {
  const relative = path.relative(serverModulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** A server module's Fastify plugin: its routes (x.routes.ts) or another plugin (x.plugin.ts). */
const isServerPluginFile = (file) => /\.(routes|plugin)(\.[cm]?[jt]s)?$/.test(file);

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

// Our architecture rules (docs/product/architecture-rules.md#code-rules), as a local plugin: the specifiers are resolved to
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
    'server-layers': {
      meta: {
        type: 'problem',
        docs: {
          description:
            "lib/, plugins/ and db/ sit below the modules and never import one; a module's routes or plugin file is imported only by app.ts or its own module.",
        },
        schema: [],
        messages: {
          belowModules:
            '"{{specifier}}" is in modules/{{to}}: lib/, plugins/ and db/ must not depend on a module. Move what both need to lib/ (or packages/shared).',
          pluginFile:
            '"{{specifier}}" is a module\'s routes/plugin file: only app.ts composes plugins. Import what you need from a service, lib/ or packages/shared.',
        },
      },
      create(context) {
        const file = context.filename;
        const inModule = serverModuleOf(file);
        const belowModules = belowModulesDirs.some((dir) => file.startsWith(dir));
        return onImports((source) => {
          const target = resolveSpecifier(source.value, file);
          const to = target && serverModuleOf(target);
          if (!to) return;
          const data = { specifier: source.value, to };
          if (belowModules) context.report({ node: source, messageId: 'belowModules', data });
          else if (isServerPluginFile(target) && inModule !== to && file !== serverApp)
            context.report({ node: source, messageId: 'pluginFile', data });
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
    '**/dist-server/',
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
    // Every user-visible text of the web app goes through the message catalogues (decision 0043). Tests,
    // fixtures and the catalogues' own loaders are exempt.
    files: TRANSLATED_AREAS,
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**', 'apps/web/src/locales/**'],
    extends: [lingui.configs['flat/recommended']],
    rules: { 'lingui/no-unlocalized-strings': untranslatedStrings },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'messhall/server-layers': 'error' },
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
