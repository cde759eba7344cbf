import { t } from '@lingui/core/macro';
import { SearchBox } from '@/components/ui/search-box';

/** The Manage Users search box (docs/product/screens-and-routes.md#manage-users: by username or e-mail). */
export function UserSearch(props: { value: string; onSearch: (search: string) => void; delayMs?: number }) {
  return <SearchBox label={t`Search by username or email`} {...props} />;
}
