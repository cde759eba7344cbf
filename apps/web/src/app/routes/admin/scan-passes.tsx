import { t } from '@lingui/core/macro';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { useScanMealPass } from '@/features/menu/api/admin-menu';
import { PassScanner } from '@/features/menu-admin/components/pass-scanner';
import '@/styles/screens.css';

/** /admin/scan: the counter's screen, where members' meal passes are checked and served. */
export default function ScanPassesRoute() {
  const scan = useScanMealPass();
  return (
    <>
      <PageHeader
        title={t`Scan Meal Passes`}
        description={t`Scan a member's pass with the camera, or type its code.`}
      />
      <PassScanner scan={scan.mutateAsync} />
    </>
  );
}
