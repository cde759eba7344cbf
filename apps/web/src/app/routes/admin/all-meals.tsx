import { t } from '@lingui/core/macro';
import { Plus } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { AdminMealsTable } from '@/features/admin-meals/components/admin-meals-table';
import { PageHeader } from '@/features/admin-meals/components/page-header';

/** /admin/allmeals */
export default function AdminAllMealsRoute() {
  return (
    <>
      <PageHeader
        title={t`All Meals`}
        action={
          <LinkButton to={paths.admin.addMeal()} className="btn-primary btn-sm">
            <Plus className="size-4" aria-hidden="true" />
            {t`Add Meal`}
          </LinkButton>
        }
      />
      <AdminMealsTable />
    </>
  );
}
