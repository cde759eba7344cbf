import { UpcomingMealsAdmin } from '@/features/admin-meals/components/upcoming-meals-table';

/** /admin/upcomingmealsadmin */
export default function AdminUpcomingMealsRoute() {
  return <UpcomingMealsAdmin />;
}
