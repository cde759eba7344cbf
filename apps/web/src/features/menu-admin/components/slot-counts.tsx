import type { HeadcountSlot } from '@messhall/shared';

/** A slot's three numbers, each with its word, so a cell or a card reads "12 expected, 3 skipped, 0 served". */
export function SlotCounts({ counts }: { counts: HeadcountSlot | undefined }) {
  if (!counts) return <span className="text-base-content/75">—</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm tabular-nums">
      <li>
        <span className="text-lg font-bold">{counts.expected}</span> expected
      </li>
      <li>
        <span className="font-semibold">{counts.skipped}</span> skipped
      </li>
      <li>
        <span className="font-semibold">{counts.served}</span> served
      </li>
    </ul>
  );
}
