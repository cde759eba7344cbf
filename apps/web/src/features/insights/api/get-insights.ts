import type { InsightsResponse, InsightsSeries } from '@messhall/shared';
import { useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import type { InsightsRange } from '../lib/range';

/** The cache key of one range's answer. */
export const insightsKey = ({ from, to }: InsightsRange) => ['admin', 'insights', from, to] as const;

/**
 * GET /api/admin/insights?from&to (admin). While another range loads, the previous answer stays on screen
 * (`isPlaceholderData`), so the charts do not collapse to a spinner on every change of range.
 */
export const useInsights = (range: InsightsRange) =>
  useQuery({
    queryKey: insightsKey(range),
    queryFn: ({ signal }) =>
      api.get<InsightsResponse>('/admin/insights', { signal, query: { from: range.from, to: range.to } }),
    // TanStack's keepPreviousData, written out: importing it would make the entry chunk export one more name.
    placeholderData: (previous) => previous,
  });

/** GET /api/admin/insights.csv?from&to&series: a chart's numbers (or the range's requests or payments) as CSV. */
export const insightsCsvUrl = ({ from, to }: InsightsRange, series: InsightsSeries) =>
  buildUrl('/admin/insights.csv', { from, to, series });
