import { t } from '@lingui/core/macro';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { sharedText } from '@/lib/i18n/shared-text';

/**
 * Sets the browser tab title as "<title> | Messhall" (WCAG 2.4.2), or the default title without one. The
 * titles come from the shared route table (English), so they are shown through the shared catalogue.
 * Put it on leaf routes only: effects run child first, so a title on a layout would win over its child's.
 */
export function DocumentTitle({ title, children }: { title?: string; children?: ReactNode }) {
  const screen = title ? sharedText(title) : '';
  const text = screen ? t`${screen} | Messhall` : t`Messhall — Hostel Meals`;

  useEffect(() => {
    document.title = text;
  }, [text]);

  return children;
}

/** A leaf route's element: the screen with its tab title. `<Route path=… element={page(Meals, 'Meals')} />` */
export function page(Screen: ComponentType, title?: string) {
  return (
    <DocumentTitle title={title}>
      <Screen />
    </DocumentTitle>
  );
}
