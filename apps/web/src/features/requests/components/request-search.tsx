import { SearchBox } from '@/components/ui/search-box';

export const REQUEST_SEARCH_PLACEHOLDER = 'Search by name or email';

/** Serve Requested Meals' search box (docs/product/screens-and-routes.md#serve-requested-meals: by name or e-mail). */
export function RequestSearch(props: {
  value: string;
  onSearch: (search: string) => void;
  delayMs?: number;
}) {
  return <SearchBox label={REQUEST_SEARCH_PLACEHOLDER} {...props} />;
}
