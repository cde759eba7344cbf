// Below `sm` each cell shows its column name (data-label) above its value.
const labelled =
  'max-sm:block max-sm:border-b-0 max-sm:p-0 max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-base-content/80 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';

/**
 * Class names that turn a data table into a stack of cards below the `sm` breakpoint, so a phone never scrolls
 * sideways. The header row is kept for screen readers (sr-only) and each cell shows its column name from
 * data-label. Explicit table roles keep the semantics that `display: block` would otherwise drop in some browsers.
 */
export const cardTable = {
  /** On phones the cards carry their own borders, so the frame around the table goes. */
  wrapper: 'rounded-box border border-base-300 bg-base-100 max-sm:border-0 max-sm:bg-transparent',
  table: 'table max-sm:block',
  thead: 'text-base-content max-sm:sr-only',
  tbody: 'max-sm:flex max-sm:flex-col max-sm:gap-3',
  tr: 'align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:rounded-box max-sm:border max-sm:border-base-300 max-sm:bg-base-100 max-sm:p-4',
  /** A cell across the whole card. */
  cell: `${labelled} max-sm:col-span-2`,
  /** A short value (a count) that shares a line of the card with the next one. */
  half: labelled,
} as const;
