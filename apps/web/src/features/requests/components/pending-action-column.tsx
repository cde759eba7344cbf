import { t } from '@lingui/core/macro';
import type { MealRequest } from '@messhall/shared';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { NoAction } from '@/components/ui/data-table/row-action';

/** The Action column of both request tables: actions while a request is pending, a dash once it is settled. */
export function pendingActionColumn(actions: (row: MealRequest) => ReactNode): DataColumn<MealRequest> {
  return {
    header: t`Action`,
    actions: true,
    end: true,
    cell: (row) => (row.status === 'pending' ? actions(row) : <NoAction />),
  };
}
