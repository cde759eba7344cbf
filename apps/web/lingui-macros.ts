import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { compiledSourceMessages } from './compiled-source-messages';

/** The web app's Lingui config, wherever the build or the test runner was started from. */
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Lingui for the build, the dev server and the unit tests: its macros (`t`, `<Trans>`, `msg`, `plural`) become
 * calls to the runtime with the message's id, and `.po` catalogues are compiled when imported. Babel runs only
 * on modules that import a macro (a code filter), so the rest of the app keeps the fast path. A message
 * without a Bangla translation fails the build (`failOnMissing`): `lingui extract` lists it in the .po file.
 */
export function linguiPlugins({ failOnMissing }: { failOnMissing: boolean }): PluginOption[] {
  // The macro plugin finds the config through the environment; the Vite plugin is told.
  process.env.LINGUI_CONFIG = configPath;
  return [
    babel({
      presets: [
        {
          // The English stays in the code, compiled (compiled-source-messages.ts): English loads no catalogue.
          preset: () => ({
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
              compiledSourceMessages,
            ],
          }),
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        },
      ],
    }),
    lingui({ configPath, failOnMissing }),
  ];
}
