import { t } from '@lingui/core/macro';
import { useSession } from '@/features/auth/api/get-session';
import { MyRequestsTable } from '@/features/requests/components/my-requests-table';

/** /dashboard/requestedmeals: the signed-in user's own requests (the dashboard's guard has a user by now). */
export default function RequestedMealsRoute() {
  const { user } = useSession();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="requested-meals-heading">
      <h2 id="requested-meals-heading" className="text-2xl font-bold">
        {t`My Requested Meals`}
      </h2>
      {user && <MyRequestsTable email={user.email} />}
    </section>
  );
}
