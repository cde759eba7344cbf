import { i18n } from '@lingui/core';
import { TransNoContext, type TransProps } from '@lingui/react/server';

/** Lingui's runtime for `i18n` on its own, built once: what TransNoContext reads. */
const lingui = { i18n, _: i18n._.bind(i18n) };

/**
 * What the `<Trans>` macro renders (lingui.config.ts, runtimeConfigModule): Lingui's own component, reading the
 * page's one `i18n`. A language holds for the page's life (the switch reloads), so no React context has to
 * tell components of a change, and the first load ships neither a provider nor `<Trans>` (only lazy screens
 * use it).
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={lingui} />;
}
