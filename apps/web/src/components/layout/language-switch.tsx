import { t } from '@lingui/core/macro';
import { LOCALE_NAMES, LOCALES } from '@messhall/shared';
import { chooseLocale, pageLocale } from '@/lib/i18n/page-locale';
import { cn } from '@/utils/cn';

/**
 * The other language's name, in that language, as one button: with two languages a tap switches, which a
 * phone's top bar has room for. The page reloads in the chosen language (lib/i18n/page-locale.ts). The name
 * is drawn with the device's own fonts (on an English page, the web font for Bangla would be fetched for this
 * one word), or on a device without a Bangla font with a font of its letters alone (styles/tokens.css).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = pageLocale();
  const next = LOCALES.find((locale) => locale !== current) ?? current;
  const nextName = LOCALE_NAMES[next];
  return (
    <button
      type="button"
      className={cn('btn btn-ghost btn-sm px-2 font-language-name font-semibold', className)}
      lang={next}
      aria-label={t`Change language to ${nextName}`}
      onClick={() => chooseLocale(next)}
    >
      {nextName}
    </button>
  );
}
