import { useSession } from '@/features/auth/api/get-session';
import { MealPassScreen } from '@/features/menu/components/meal-pass-screen';
import '@/styles/screens.css';

/** /pass (signed in): the member's QR pass for the current slot (decision 0036). */
export default function MealPassRoute() {
  const { user } = useSession();
  // The guard renders this only with a user.
  if (!user) return null;
  return <MealPassScreen user={{ id: user.id, name: user.name?.trim() || user.email }} />;
}
