import { t } from '@lingui/core/macro';
import { SearchBox } from '@/components/ui/search-box';

/** Serve Requested Meals' search box (docs/product/screens-and-routes.md#serve-requested-meals: by name or e-mail). */
export function RequestSearch(props: {
  value: string;
  onSearch: (search: string) => void;
  delayMs?: number;
}) {
  return <SearchBox label={t`Search by name or email`} {...props} />;
}
