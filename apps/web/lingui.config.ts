import { defineConfig } from '@lingui/cli';
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogues (decision 0042): English is the source, written in the code with Lingui's
 * macros; Bangla is translated in the .po files. A catalogue per area, so a screen's messages load with it:
 * `shell` (the layout, Home and the shared parts), one per feature, and `screens`, `dashboard` and `admin` (the
 * other route screens).
 * src/locales/first-*.ts and rest-*.ts group them into the two loads the app makes.
 */
const config: LinguiConfig = defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  // Bangla falls back to English for a message not translated yet; `npm run lint` fails on one anyway.
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // `<Trans>` reads the page's one i18n, without a provider: src/lib/i18n/trans.tsx.
  runtimeConfigModule: { Trans: ['@/lib/i18n/trans', 'Trans'] },
  catalogs: [
    {
      path: '<rootDir>/src/locales/shell/{locale}',
      include: [
        '<rootDir>/src/app/layouts',
        '<rootDir>/src/app/routes/home',
        '<rootDir>/src/app/routes/home.tsx',
        '<rootDir>/src/app/provider.tsx',
        '<rootDir>/src/app/router.tsx',
        '<rootDir>/src/app/toaster.tsx',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/utils',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/screens/{locale}',
      include: ['<rootDir>/src/app/routes/*.tsx'],
      exclude: ['<rootDir>/src/app/routes/home.tsx', '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/dashboard/{locale}',
      include: ['<rootDir>/src/app/routes/dashboard'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/admin/{locale}',
      include: ['<rootDir>/src/app/routes/admin'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
  ],
});

export default config;
