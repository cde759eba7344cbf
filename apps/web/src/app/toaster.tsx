import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// sonner's rich colours put mid-tone text on pale fills (its red is 4.34:1); darker text keeps every toast
// at WCAG AA (≥ 4.5:1) on its fill. The toaster always uses its light palette, in either site theme.
const accessibleColours = {
  '--success-text': '#14532d',
  '--info-text': '#0c4a6e',
  '--warning-text': '#713f12',
  '--error-text': '#991b1b',
} as CSSProperties;

/** sonner's toaster with our placement; loaded lazily with app/deferred-parts.tsx. */
export default function AppToaster() {
  return (
    <Toaster
      position="top-right"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      closeButton
      richColors
      style={accessibleColours}
    />
  );
}
