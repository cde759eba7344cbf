import path from 'node:path';
import type { Rolldown } from 'vite';
// Relative, not '@messhall/shared': the config is bundled, and a workspace package would be left to Node.
import { CLIENT_ROUTES, type ClientRoute, screenModulePath } from '../../packages/shared/src/client-routes';

/**
 * How the build cuts code into files (rolldown's `codeSplitting.groups`; decision 0021).
 *
 * Left to itself, rolldown gives every module that a different set of lazy chunks shares its own chunk: a
 * meal's page loaded 24 files, 11 of them one icon each. Lighthouse's simulated 4G (150 ms round trips, six
 * connections) pays each wave of six requests before the first paint, and the app renders a screen only once
 * its chunks are in (decision 0027), so file count is first-paint time. Three groups, tried in order:
 */

/**
 * The first load is one chunk: all code the entry imports statically (`$initial`), libraries included. Left
 * to itself, rolldown moves every module that lazy chunks share with the entry (paths, the spinner, React
 * Router, …) into small common chunks, and a separate vendor chunk costs another boundary: each boundary
 * costs gzip context and import/export glue, ~0.8 KB gzip in all on Home, and one more request on the
 * critical path. The price: a deploy changes the whole entry (~42 KB gzip) for returning visitors. Library
 * code that only lazy screens use (useMutation, forms, zod, carousel, …) is left to the groups below or to
 * automatic splitting, so it lands in the lazy chunks and stays off the first load.
 */
const initialGroup: Rolldown.CodeSplittingGroup = { name: 'index', tags: ['$initial'], priority: 5 };

/**
 * Icons that two or more lazy chunks use, in one chunk (~6 KB gzip) instead of one file per icon. Icons that
 * one chunk alone uses stay in it (Home's facilities, say). Every icon module is imported through
 * lucide-react's index, so the module graph cannot tell which screens use which icon: this group goes by
 * path alone, and Home's first screen must keep using no icon outside the entry (check-bundle.mjs holds
 * its first load, and scripts/lighthouse.mjs its timing).
 */
const sharedIconsGroup: Rolldown.CodeSplittingGroup = {
  name: 'icons',
  test: /lucide-react[\\/]dist[\\/]esm[\\/]/,
  minShareCount: 2,
  priority: 4,
};

/**
 * The meal cards' diet marks (components/diet: the chips, their icons, the warning sentence), in one file:
 * Home's cards and the other screens' cards share them, and left to itself rolldown cuts them into several
 * small files on Home's first load.
 */
const mealMarksGroup: Rolldown.CodeSplittingGroup = {
  name: 'meal-marks',
  test: /components[\\/]diet[\\/](diet-marks|diet-icons|avoid-sentence)\.tsx?$/,
  priority: 2,
};

/**
 * Small modules that Home's meal cards share with screens that do not show the marks, each in a file of its
 * own: the names of the diet tags and allergens (packages/shared/src/constants/diet.ts) and the number and list
 * formatters (utils/format.ts). A group takes its modules' dependencies along, so without this one the
 * `meal-marks` group would bring the marks to the admin's forms with the formatters, and the `screens` group
 * (which takes the shared messages, importing the diet lists) would make Home load all of `screens` (~9 KB
 * gzip) for a few names.
 */
const OWN_FILES: Record<string, RegExp> = {
  'diet-names': /packages[\\/]shared[\\/]src[\\/]constants[\\/]diet\.ts$/,
  format: /apps[\\/]web[\\/]src[\\/]utils[\\/]format\.ts$/,
};
const ownFilesGroup: Rolldown.CodeSplittingGroup = {
  name: (moduleId) => Object.keys(OWN_FILES).find((name) => OWN_FILES[name]!.test(moduleId)) ?? null,
  priority: 3,
};

/** The screens a visitor lands on from a search engine or a shared link (the route table's), besides Home. */
const landingScreens = new Set(
  Object.values(CLIENT_ROUTES as Record<string, ClientRoute>)
    .filter((route) => route.landing && route.path !== CLIENT_ROUTES.home.path)
    .map((route) => path.resolve(import.meta.dirname, screenModulePath(route))),
);
const isLandingScreen = (moduleId: string) => landingScreens.has(path.resolve(moduleId));
/** Route screens other than Home, whose family (later sections, footer, …) must not load a group. */
const NON_HOME_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/](?!home)/;

const isLazyEntry = (info: Rolldown.ModuleInfo) => info.isEntry || info.dynamicImporters.length > 0;

/** The lazy chunks (and the entry) that load `moduleId`: the entries reached through static importers. */
function entriesLoading(moduleId: string, context: Rolldown.ChunkingContext): string[] {
  const entries: string[] = [];
  const seen = new Set<string>();
  const pending = [moduleId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    if (isLazyEntry(info)) entries.push(id);
    pending.push(...info.importers);
  }
  return entries;
}

/**
 * Modules that a landing screen shares with other route screens (the reviews list and editor, empty and
 * error states, the messages, the query hooks, …), in one chunk: a meal's page needs 7 files, /meals 7. A
 * module that the Home family or the entry also loads is left out, so Home loads none of it. Stylesheets
 * stay with the screens that import them. Modules one screen alone uses stay in that screen's chunk.
 */
const landingScreensGroup: Rolldown.CodeSplittingGroup = {
  name(moduleId, context) {
    const info = context.getModuleInfo(moduleId);
    if (!info || isLazyEntry(info) || moduleId.endsWith('.css')) return null;
    const entries = entriesLoading(moduleId, context);
    const shared =
      entries.length > 1 &&
      entries.every((entry) => NON_HOME_ROUTE.test(entry)) &&
      entries.some(isLandingScreen);
    return shared ? 'screens' : null;
  },
  priority: 1,
};

export const chunkGroups = [
  initialGroup,
  sharedIconsGroup,
  ownFilesGroup,
  mealMarksGroup,
  landingScreensGroup,
];
