import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEAL_SLOTS,
  MENU_MAX_DAYS,
  MENU_MESSAGES as M,
  type MealSlot,
  type RangeSkipInput,
} from '@messhall/shared';
import { z } from 'zod';

// The form's own checks of what the server checks again (rangeSkipInputSchema). It does not import the shared
// menu schemas: they sit in the menu screen's chunk, and the form's chunk (react-hook-form, zod) must stay
// within the lazy-part budget without it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a YYYY-MM-DD at UTC midnight; NaN when it is no calendar day. */
function dayMs(value: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value ? ms : Number.NaN;
}

const day = z.string().refine((value) => !Number.isNaN(dayMs(value)), M.invalidDate);

/** "I'm away": from and to (hostel days), and which meals (all three unless unticked). */
const awayFormSchema = z
  .object({
    from: day,
    to: day,
    slots: z.array(z.enum(MEAL_SLOTS)).min(1, 'Choose at least one meal'),
  })
  .superRefine((value, ctx) => {
    const span = Math.round((dayMs(value.to) - dayMs(value.from)) / DAY_MS);
    if (Number.isNaN(span)) return;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeBackwards });
    else if (span + 1 > MENU_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong });
  });
export type AwayFormValues = z.infer<typeof awayFormSchema>;

export const awayFormResolver = zodResolver(awayFormSchema);

/** The request: every slot is the server's default, so `slots` is left out then. */
export function awayInput(values: AwayFormValues): RangeSkipInput {
  const all = MEAL_SLOTS.every((slot: MealSlot) => values.slots.includes(slot));
  return all
    ? { from: values.from, to: values.to }
    : { from: values.from, to: values.to, slots: values.slots };
}
