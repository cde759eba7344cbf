import type { HeadcountSlot } from '@messhall/shared';

/** A slot's numbers, each with its word, so a cell or a card reads "12 expected, 3 skipped, 0 served". */
export function SlotCounts({ counts }: { counts: HeadcountSlot | undefined }) {
  if (!counts) return <span className="text-base-content/75">—</span>;
  return (
    <div className="tabular-nums">
      <p>
        <span className="text-xl font-bold">{counts.expected}</span> expected
      </p>
      <p className="text-sm text-base-content/80">
        {counts.skipped} skipped · {counts.served} served
      </p>
    </div>
  );
}
