import { useSession } from '@/features/auth/api/get-session';
import { UpcomingMeals } from '@/features/upcoming/components/upcoming-meals';
import '@/styles/screens.css';

export default function UpcomingMealsRoute() {
  const { user } = useSession();
  return <UpcomingMeals signedIn={user !== null} />;
}
