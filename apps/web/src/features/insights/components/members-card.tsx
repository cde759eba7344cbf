import { t } from '@lingui/core/macro';
import type { ActiveMembersDay, InsightsResponse } from '@messhall/shared';
import { formatNumber } from '@/utils/format';
import { formatDay, formatTickDay } from '../lib/labels';
import type { InsightsRange } from '../lib/range';
import { MEMBER_SERIES } from '../lib/series';
import { membersSummary } from '../lib/summaries';
import { ChartCard } from './chart-card';
import { LineChart } from './charts/line-chart';
import { NumbersTable, numberColumn } from './numbers-table';

/** Built per render: the headers are read in the page's language. */
const columns = () => [
  { header: t`Day`, rowHeader: true, cell: (day: ActiveMembersDay) => formatDay(day.date) },
  numberColumn<ActiveMembersDay>(t`Active members`, (day) => formatNumber(day.members)),
];

/** Students with a paid plan on each day. */
export function MembersCard({ answer, range }: { answer: InsightsResponse; range: InsightsRange }) {
  const days = answer.activeMembers;
  const any = days.some((day) => day.members > 0);
  return (
    <ChartCard
      title={t`Active members`}
      summary={membersSummary(days)}
      range={range}
      series="active-members"
      hasData={any}
      chart={
        <LineChart
          label={t`Line chart of active members per day. The numbers are in the table below it.`}
          rows={days.map((day) => ({ x: day.date, members: day.members }))}
          series={MEMBER_SERIES}
          formatX={formatTickDay}
        />
      }
      numbers={
        <NumbersTable
          caption={t`Active members per day`}
          columns={columns()}
          rows={days}
          rowKey={(day) => day.date}
        />
      }
    />
  );
}
