import { Navigate, Route, Routes } from 'react-router';
import { paths, relativePattern, routePatterns } from '@/config/paths';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { lazyScreen } from '@/lib/lazy-screen';
import AdminLayout from '../../layouts/admin-layout';
import { page } from '../../layouts/document-title';
import '@/styles/screens.css';

const r = routePatterns.admin;
const below = (pattern: string) => relativePattern(r.root, pattern);

const AdminProfile = lazyScreen(() => import('./admin-profile'));
const ManageUsers = lazyScreen(() => import('./manage-users'));
const AddMeal = lazyScreen(() => import('./add-meal'));
const AllMeals = lazyScreen(() => import('./all-meals'));
const AllReviews = lazyScreen(() => import('./all-reviews'));
const ServeMeals = lazyScreen(() => import('./serve-meals'));
const UpcomingMealsAdmin = lazyScreen(() => import('./upcoming-meals-admin'));
const MealDetails = lazyScreen(() => import('./admin-meal-details'));
const UpdateMeal = lazyScreen(() => import('./update-meal'));
const NotFound = lazyScreen(() => import('../not-found'));

/**
 * /admin/* (spec §2, admin guard). A chunk of its own, so the entry does not carry the area's routes. The
 * guard is in here too: this chunk then loads while the session is checked, not after.
 */
export default function AdminRoutes() {
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={paths.admin.profile()} replace />} />
          <Route path={below(r.profile)} element={page(AdminProfile, 'Admin Profile')} />
          <Route path={below(r.manageUsers)} element={page(ManageUsers, 'Manage Users')} />
          <Route path={below(r.addMeal)} element={page(AddMeal, 'Add Meal')} />
          <Route path={below(r.allMeals)} element={page(AllMeals, 'All Meals')} />
          <Route path={below(r.allReviews)} element={page(AllReviews, 'All Reviews')} />
          <Route path={below(r.serveMeals)} element={page(ServeMeals, 'Serve Requested Meals')} />
          <Route path={below(r.upcomingMeals)} element={page(UpcomingMealsAdmin, 'Upcoming Meals')} />
          <Route path={below(r.mealDetails)} element={page(MealDetails, 'Meal Details')} />
          <Route path={below(r.updateMeal)} element={page(UpdateMeal, 'Update Meal')} />
          <Route path="*" element={page(NotFound, 'Page not found')} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
