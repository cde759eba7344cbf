import type { InsightsResponse } from '@messhall/shared';
import type { InsightsRange } from '../lib/range';
import { DownloadsCard } from './downloads-card';
import { MembersCard } from './members-card';
import { RequestsCard } from './requests-card';
import { RevenueCard } from './revenue-card';
import { ServiceCard } from './service-card';
import { StarsCard } from './stars-card';
import { TopMealsCard } from './top-meals-card';
import { WasteCard } from './waste-card';

/** Every chart of one answer; the CSV links carry the answer's range. */
export function InsightsCharts({ answer }: { answer: InsightsResponse }) {
  const range: InsightsRange = { from: answer.from, to: answer.to };
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <RequestsCard answer={answer} range={range} />
      <RevenueCard answer={answer} range={range} />
      <MembersCard answer={answer} range={range} />
      <TopMealsCard answer={answer} range={range} />
      <StarsCard answer={answer} range={range} />
      <ServiceCard answer={answer} range={range} />
      <WasteCard answer={answer} range={range} />
      <DownloadsCard range={range} />
    </div>
  );
}
