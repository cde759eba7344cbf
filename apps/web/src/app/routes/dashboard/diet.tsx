import { t } from '@lingui/core/macro';
import { useSession } from '@/features/auth/api/get-session';
import { DietProfileForm } from '@/features/diet/components/diet-profile-form';

/** /dashboard/diet (docs/product/screens-and-routes.md#my-diet): inside the signed-in guard, so the session is there. */
export default function MyDietRoute() {
  const { user } = useSession();
  return (
    <section aria-labelledby="my-diet-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="my-diet-heading" className="text-2xl font-bold">
          {t`My Diet`}
        </h2>
        <p className="mt-1 text-base-content/80">{t`Choose your diet and the allergens you avoid.`}</p>
      </div>
      {user && <DietProfileForm userId={user.id} />}
    </section>
  );
}
