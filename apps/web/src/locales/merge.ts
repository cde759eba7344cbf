import type { Messages } from '@lingui/core';

/**
 * One message table from the compiled .po modules that `import.meta.glob` found. The globs are written out in
 * each first-*.ts and rest-*.ts because Vite reads them as literals; the features Home shows are listed in both
 * (bangla-parts.test.ts fails when a catalogue is in neither part).
 */
export function mergeCatalogues(glob: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(glob));
}
