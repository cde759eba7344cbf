import { Route, Routes } from 'react-router';
import { relativePattern, routePatterns } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { lazyScreen } from '@/lib/lazy-screen';
import DashboardLayout from '../../layouts/dashboard-layout';
import { page } from '../../layouts/document-title';
import '@/styles/screens.css';

const r = routePatterns.dashboard;
const below = (pattern: string) => relativePattern(r.root, pattern);

const Overview = lazyScreen(() => import('./overview'));
const RequestedMeals = lazyScreen(() => import('./requested-meals'));
const MyReviews = lazyScreen(() => import('./my-reviews'));
const PaymentHistory = lazyScreen(() => import('./payment-history'));
const Receipt = lazyScreen(() => import('./receipt'));
const NotFound = lazyScreen(() => import('../not-found'));

/**
 * /dashboard/* (spec §2, signed in). A chunk of its own, so the entry does not carry the area's routes. The
 * guard is in here too: this chunk then loads while the session is checked, not after.
 */
export default function DashboardRoutes() {
  return (
    <RequireAuth>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route index element={page(Overview, 'Dashboard')} />
          <Route path={below(r.requestedMeals)} element={page(RequestedMeals, 'My Requested Meals')} />
          <Route path={below(r.myReviews)} element={page(MyReviews, 'My Reviews')} />
          <Route path={below(r.paymentHistory)} element={page(PaymentHistory, 'Payment History')} />
        </Route>
        {/* Outside the layout: the page is the receipt alone, ready for paper. */}
        <Route path={below(r.receipt)} element={page(Receipt, 'Payment Receipt')} />
        <Route path="*" element={page(NotFound, 'Page not found')} />
      </Routes>
    </RequireAuth>
  );
}
