import type { DietTag } from '@messhall/shared';

// Lucide's drawings (ISC licence), inline: a lucide icon component on a Home card would pull the shared icons
// chunk into Home's first load (apps/web/chunk-groups.ts). Halal has no lucide icon of its own: a certified
// badge stands for it, and the label beside it always says which mark it is.
/* eslint-disable lingui/no-unlocalized-strings -- SVG path data, drawn, never read */
const TAG_PATHS: Record<DietTag, readonly string[]> = {
  vegetarian: [
    'M11 20a10 10 0 0 0 10-10 25.9 25.9 0 0 0-1.04-7.281 1 1 0 0 0-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0 0 11 20',
    'M2 21a5 5 0 0 1 2.911-4.544C7.613 15.212 8.351 15.24 11 13',
  ],
  vegan: [
    'M14 9.536V7a4 4 0 0 1 4-4h1.5a.5.5 0 0 1 .5.5V5a4 4 0 0 1-4 4 4 4 0 0 0-4 4c0 2 1 3 1 5a5 5 0 0 1-1 3',
    'M4 9a5 5 0 0 1 8 4 5 5 0 0 1-8-4',
    'M5 21h14',
  ],
  halal: [
    'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
    'm16 9-5.5 5.5L8 12',
  ],
  'gluten-free': [
    'm2 22 10-10',
    'm16 8-1.17 1.17',
    'M3.47 12.53 5 11l1.53 1.53a3.5 3.5 0 0 1 0 4.94L5 19l-1.53-1.53a3.5 3.5 0 0 1 0-4.94Z',
    'm8 8-.53.53a3.5 3.5 0 0 0 0 4.94L9 15l1.53-1.53c.55-.55.88-1.25.98-1.97',
    'M10.91 5.26c.15-.26.34-.51.56-.73L13 3l1.53 1.53a3.5 3.5 0 0 1 .28 4.62',
    'M20 2h2v2a4 4 0 0 1-4 4h-2V6a4 4 0 0 1 4-4Z',
    'M11.47 17.47 13 19l-1.53 1.53a3.5 3.5 0 0 1-4.94 0L5 19l1.53-1.53a3.5 3.5 0 0 1 4.94 0Z',
    'm16 16-.53.53a3.5 3.5 0 0 1-4.94 0L9 15l1.53-1.53a3.49 3.49 0 0 1 1.97-.98',
    'M18.74 13.09c.26-.15.51-.34.73-.56L21 11l-1.53-1.53a3.5 3.5 0 0 0-4.62-.28',
    'm2 2 20 20',
  ],
  spicy: ['M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4'],
};

const WARNING_PATHS = [
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3',
  'M12 9v4',
  'M12 17h.01',
];
/* eslint-enable lingui/no-unlocalized-strings */

function StrokeIcon({ paths, className }: { paths: readonly string[]; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** A diet tag's icon; decorative: its label is always beside it. */
export function DietTagIcon({ tag, className = 'size-3.5' }: { tag: DietTag; className?: string }) {
  return <StrokeIcon paths={TAG_PATHS[tag]} className={className} />;
}

/** The warning triangle of an allergen the viewer avoids; decorative, the sentence says it. */
export function AvoidIcon({ className = 'size-4' }: { className?: string }) {
  return <StrokeIcon paths={WARNING_PATHS} className={className} />;
}
