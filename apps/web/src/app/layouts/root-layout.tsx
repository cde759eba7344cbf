import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { lazyPart } from '@/components/ui/lazy-part';
import { useSession } from '@/features/auth/api/get-session';
import { AvoidedAllergensProvider } from '@/features/diet/components/avoided-allergens-provider';
import { RouteErrorBoundary } from './route-error';
import { SiteHeader } from './site-header';

// Below the fold on a first visit (the fallback in <main> is a viewport tall), so not in the first load.
const SiteFooter = lazyPart(
  () => import('./site-footer'),
  () => null,
);

/**
 * Shared layout (docs/product/screens-and-routes.md#shared-layout): skip link, sticky top bar, main landmark, footer. Screens render in <main>,
 * inside an error boundary (so the header and footer stay). Every screen gets the signed-in student's avoided
 * allergens, which mark meals wherever they are listed.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  return (
    <AvoidedAllergensProvider userId={user?.id ?? null}>
      <div className="flex min-h-dvh flex-col">
        <ScrollToTop />
        <SkipLink />
        <NavigationProgress />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {/* No Suspense boundary around the screen: the data router renders a screen once its module is in,
              and the header and the screen hydrate in one pass, so that the session the header then reads
              cannot reach a screen still waiting to hydrate (React would throw its server markup away). */}
          <RouteErrorBoundary resetKey={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
    </AvoidedAllergensProvider>
  );
}
