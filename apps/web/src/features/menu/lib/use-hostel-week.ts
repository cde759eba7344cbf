import { useMemo, useState } from 'react';
import { useMenu } from '../api/get-menu';
import { menuFetchWindow } from '@/lib/hostel-day';
import { hostelWeek } from './hostel-week';

/** The menu from the hostel's today, 7 days; the window is fixed when the screen mounts. */
export function useHostelWeek() {
  const [range] = useState(() => menuFetchWindow(new Date()));
  const query = useMenu(range.from, range.to);
  const week = useMemo(() => (query.data ? hostelWeek(query.data, new Date()) : undefined), [query.data]);
  return { query, week };
}
