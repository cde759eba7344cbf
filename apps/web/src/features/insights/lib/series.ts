import { t } from '@lingui/core/macro';
import { type MealSlot, PLAN_NAMES } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';

/**
 * The theme colours the charts draw with. Each one has at least 3:1 contrast against the card (base-100) in
 * both themes (light 4.7–6.2:1, dark 6.6–10.9:1; index.css holds the values), so every bar and line stands out
 * from its background. Neighbouring series also differ by texture or dash, and the legend and table name them,
 * so colour never carries the meaning alone.
 */
export type Tone = 'accent' | 'success' | 'error' | 'info' | 'primary';

export const toneColor = (tone: Tone) => `var(--color-${tone})`;

/** Bars: solid, diagonal stripes or dots. Lines: solid, dashed or dotted. */
export type Texture = 'solid' | 'stripes' | 'dots';

export interface Series<Key extends string = string> {
  key: Key;
  /** The series' name, read when shown (the page's language is known by then). */
  label: () => string;
  tone: Tone;
  texture: Texture;
}

export const REQUEST_SERIES: Series<'pending' | 'delivered' | 'cancelled'>[] = [
  { key: 'delivered', label: () => t`Delivered`, tone: 'success', texture: 'solid' },
  { key: 'pending', label: () => t`Pending`, tone: 'accent', texture: 'stripes' },
  { key: 'cancelled', label: () => t`Cancelled`, tone: 'error', texture: 'dots' },
];

/** A plan's name is packages/shared's, translated in the shared catalogue. */
const planName = (key: string) => sharedText(PLAN_NAMES.find((name) => name.toLowerCase() === key) ?? key);

export const PLAN_SERIES: Series<'silver' | 'gold' | 'platinum'>[] = [
  { key: 'silver', label: () => planName('silver'), tone: 'info', texture: 'solid' },
  { key: 'gold', label: () => planName('gold'), tone: 'accent', texture: 'stripes' },
  { key: 'platinum', label: () => planName('platinum'), tone: 'primary', texture: 'dots' },
];

export const MEMBER_SERIES: Series<'members'>[] = [
  { key: 'members', label: () => t`Active members`, tone: 'primary', texture: 'solid' },
];

export const SERVICE_SERIES: Series<'expected' | 'served' | 'skipped'>[] = [
  { key: 'expected', label: () => t`Expected`, tone: 'info', texture: 'solid' },
  { key: 'served', label: () => t`Served`, tone: 'success', texture: 'stripes' },
  { key: 'skipped', label: () => t`Skipped`, tone: 'error', texture: 'dots' },
];

export const WASTE_SERIES: Series<'cooked' | 'served' | 'leftover'>[] = [
  { key: 'cooked', label: () => t`Cooked`, tone: 'info', texture: 'solid' },
  { key: 'served', label: () => t`Served`, tone: 'success', texture: 'stripes' },
  { key: 'leftover', label: () => t`Left over`, tone: 'error', texture: 'dots' },
];

export const FORECAST_SERIES: Series<'forecast' | 'served'>[] = [
  { key: 'forecast', label: () => t`Forecast`, tone: 'primary', texture: 'solid' },
  { key: 'served', label: () => t`Served`, tone: 'success', texture: 'stripes' },
];

export type ServiceKey = (typeof SERVICE_SERIES)[number]['key'];
export type ServiceSlot = { slot: MealSlot } & Record<ServiceKey, number>;

/** The SVG dash of a line of this texture. */
export const DASHES: Record<Texture, string | undefined> = { solid: undefined, stripes: '7 4', dots: '2 3' };
