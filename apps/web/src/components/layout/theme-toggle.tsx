import { t } from '@lingui/core/macro';
import { DARK_THEME, LIGHT_THEME, type ThemeName } from '@messhall/shared';
import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { readStoredTheme, useSystemTheme } from '@/lib/theme';

// Applying a choice is not needed for the first paint: it is fetched once the pointer or focus reaches the
// button, so it is there by the click.
const loadApplyTheme = () => import('@/lib/apply-theme');

function preload() {
  loadApplyTheme().catch(() => {});
}

/** Follows the system theme until the user picks one; the pick is kept in a cookie (lib/apply-theme.ts). */
export function ThemeToggle() {
  const [picked, setTheme] = useState<ThemeName | null>(null);
  const system = useSystemTheme();
  const theme = picked ?? readStoredTheme() ?? system;

  const isDark = theme === DARK_THEME;
  const label = isDark ? t`Switch to light theme` : t`Switch to dark theme`;

  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={label}
      title={label}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        const next = isDark ? LIGHT_THEME : DARK_THEME;
        setTheme(next);
        loadApplyTheme().then(
          ({ applyTheme }) => applyTheme(next),
          (error: unknown) => console.error('Could not switch the theme', error),
        );
      }}
    >
      {isDark ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
