import { t } from '@lingui/core/macro';
import type { DietProfile, DietTag } from '@messhall/shared';
import { useState } from 'react';
import { AllergenChips, DietTagChips } from '@/components/diet/diet-chips';
import { DietTagIcon } from '@/components/diet/diet-icons';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useDietProfile } from '../api/get-diet-profile';
import { useSaveDietProfile } from '../api/save-diet-profile';

/** My Diet (docs/product/screens-and-routes.md#my-diet): the student's diet and the allergens they avoid. */
export function DietProfileForm({ userId }: { userId: string }) {
  const profile = useDietProfile(userId);
  if (profile.isPending) return <Spinner label={t`Loading your diet`} size="lg" className="py-16" />;
  if (profile.isError)
    return (
      <ErrorState
        title={t`Could not load your diet`}
        message={t`Please try again.`}
        onRetry={() => void profile.refetch()}
      />
    );
  return <DietProfileEditor userId={userId} saved={profile.data} />;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

const dietTagIcon = (tag: DietTag) => <DietTagIcon tag={tag} className="size-4" />;

function DietProfileEditor({ userId, saved }: { userId: string; saved: DietProfile }) {
  const [diet, setDiet] = useState(saved.diet);
  const [avoid, setAvoid] = useState(saved.avoid);
  const save = useSaveDietProfile(userId);
  const unchanged = sameList(diet, saved.diet) && sameList(avoid, saved.avoid);

  return (
    <form
      className="flex flex-col gap-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { diet, avoid },
          {
            onSuccess: () => toast.success(t`Your diet is saved.`),
            onError: (error) => {
              console.error('Failed to save the diet profile', error);
              toast.failure(t`Failed to save your diet`, error);
            },
          },
        );
      }}
    >
      <DietTagChips
        legend={t`My diet`}
        legendClassName="font-semibold"
        iconOf={dietTagIcon}
        value={diet}
        onChange={setDiet}
      />
      <div className="flex flex-col gap-2">
        <AllergenChips
          legend={t`Allergens I avoid`}
          legendClassName="font-semibold"
          value={avoid}
          onChange={setAvoid}
        />
        <p className="text-sm text-base-content/80">
          {t`Meals that contain one are marked wherever they appear, and requesting one asks you first. On All Meals, “Hide meals I can’t eat” leaves them out.`}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!unchanged && <span className="text-sm text-base-content/80">{t`Unsaved changes`}</span>}
        <button
          type="submit"
          className="btn btn-primary min-w-32"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {save.isPending ? t`Saving…` : t`Save my diet`}
        </button>
      </div>
    </form>
  );
}
