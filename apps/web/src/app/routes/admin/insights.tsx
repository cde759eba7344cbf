import { t } from '@lingui/core/macro';
import { DEFAULT_HOSTEL_TIME_ZONE, type InsightsResponse } from '@messhall/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { useInsights } from '@/features/insights/api/get-insights';
import { InsightsCharts } from '@/features/insights/components/insights-charts';
import { RangePicker } from '@/features/insights/components/range-picker';
import { rangeFromSearch, rangeSearch } from '@/features/insights/lib/range';
import { ApiError } from '@/lib/api-client';
import { dayInZone } from '@/lib/hostel-day';
import { sharedText } from '@/lib/i18n/shared-text';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import '@/styles/screens.css';
import { formatDay } from '@/features/insights/lib/labels';

/**
 * /admin/insights: the kitchen's numbers over a range of hostel days, the range in the address (`?from=&to=`).
 * Presets end on the hostel's today: its zone comes with each answer, and until the first one the default
 * zone stands in (a server on another zone moves the default range once, when its answer names the zone).
 */
/** "From Thu 29 Oct to Fri 27 Nov (Asia/Dhaka)": the range the charts show, in the hostel's zone. */
function rangeShown({ from, to, timeZone }: InsightsResponse) {
  const first = formatDay(from);
  const last = formatDay(to);
  return t`From ${first} to ${last} (${timeZone})`;
}

export default function InsightsRoute() {
  const [search, setSearch] = useSearchParams();
  const [zone, setZone] = useState(DEFAULT_HOSTEL_TIME_ZONE);
  const today = dayInZone(new Date(), zone);
  const range = rangeFromSearch(search, today);
  const insights = useInsights(range);
  const answerZone = insights.data?.timeZone;
  if (answerZone && answerZone !== zone) setZone(answerZone);

  // A 400 is the range's fault: its message shows by the range, with no toast.
  const rangeError =
    insights.error instanceof ApiError && insights.error.status === 400 ? insights.error : null;
  const loadFailed = t`Could not load the insights.`;
  useLoadErrorToast(insights.isError && !rangeError ? loadFailed : null);

  let content;
  if (rangeError) content = null;
  else if (insights.data) content = <InsightsCharts answer={insights.data} />;
  else if (insights.isPending) content = <Spinner label={t`Loading the insights`} className="py-16" />;
  else
    content = (
      <ErrorState
        title={loadFailed}
        message={insights.error && sharedText(insights.error.message)}
        onRetry={() => void insights.refetch()}
      />
    );

  return (
    <>
      <PageHeader
        title={t`Insights`}
        description={t`Requests, revenue, members, ratings and the meal service over a range of hostel days.`}
      />
      <div className="flex flex-col gap-6">
        <RangePicker range={range} today={today} onChange={(next) => setSearch(rangeSearch(next))} />
        {rangeError && (
          <p role="alert" className="alert alert-error">
            {sharedText(rangeError.message)}
          </p>
        )}
        {insights.data && !rangeError && (
          <p
            className="text-sm text-base-content/80"
            aria-live="polite"
            aria-busy={insights.isPlaceholderData}
          >
            {insights.isPlaceholderData ? t`Loading the range…` : rangeShown(insights.data)}
          </p>
        )}
        {content}
      </div>
    </>
  );
}
