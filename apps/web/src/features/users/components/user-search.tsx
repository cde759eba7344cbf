import { SearchBox } from '@/components/ui/search-box';

export const USER_SEARCH_PLACEHOLDER = 'Search by username or email';

/** The Manage Users search box (docs/product/screens-and-routes.md#manage-users: by username or e-mail). */
export function UserSearch(props: { value: string; onSearch: (search: string) => void; delayMs?: number }) {
  return <SearchBox label={USER_SEARCH_PLACEHOLDER} {...props} />;
}
