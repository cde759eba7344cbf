import path from 'node:path';
import type { Plugin } from 'vite';
// Relative, not '@messhall/shared': the config is bundled, and a workspace package would be left to Node.
import { CLIENT_ROUTES, type ClientRoute, screenModulePath } from '../../packages/shared/src/client-routes';

/** What scripts/check-bundle.mjs reads beside Vite's manifest. */
export const BUILD_REPORT_FILE = '.vite/build-report.json';

/**
 * Writes which source modules each chunk holds, and the screens the shared route table names (as manifest
 * keys), so the bundle check can prove what the manifest alone cannot: that react-dom is in the entry, that
 * no Preact is anywhere, and that every screen of the route table made it into the build.
 */
export function buildReport(): Plugin {
  let root = '';
  return {
    name: 'messhall:build-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const relative = (id: string) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/');
      const chunks: Record<string, string[]> = {};
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks[file.fileName] = file.moduleIds.map(relative);
      const routes = Object.values(CLIENT_ROUTES as Record<string, ClientRoute>);
      const report = {
        chunks,
        screens: routes.map(screenModulePath),
        homeScreen: screenModulePath(CLIENT_ROUTES.home),
      };
      this.emitFile({ type: 'asset', fileName: BUILD_REPORT_FILE, source: JSON.stringify(report) });
    },
  };
}
