import { type ComponentType, type ReactNode, useEffect } from 'react';

export const DEFAULT_TITLE = 'Messhall — Hostel Meals';

/**
 * Sets the browser tab title as "<title> | Messhall" (WCAG 2.4.2), or the default title without one.
 * Put it on leaf routes only: effects run child first, so a title on a layout would win over its child's.
 */
export function DocumentTitle({ title, children }: { title?: string; children?: ReactNode }) {
  const text = title ? `${title} | Messhall` : DEFAULT_TITLE;

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
