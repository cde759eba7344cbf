import { t } from '@lingui/core/macro';
import { AddMealForm } from '@/features/admin-meals/components/add-meal-form';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { useSession } from '@/features/auth/api/get-session';
import { getDisplayName } from '@/features/auth/lib/user';

/** /admin/addmeal: the signed-in admin is the meal's distributor (the server takes it from the session too). */
export default function AddMealRoute() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={t`Add Meal`} />
      <AddMealForm distributor={{ name: getDisplayName(user), email: user?.email ?? '' }} />
    </>
  );
}
