import { t } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  calendarDayMs,
  daysBetween,
  MEAL_SLOTS,
  MENU_MAX_DAYS,
  MENU_MESSAGES as M,
  type MealSlot,
  type RangeSkipInput,
} from '@messhall/shared';
import { z } from 'zod';

// The form's own checks of what the server checks again (rangeSkipInputSchema), with the shared messages. It does
// not import the shared menu schemas, which bring the meal schemas with them: the form's chunk (react-hook-form,
// zod) must stay within the lazy-part budget. Its own message is given when a check fails (the page's language
// is active by then); the shared ones are shown through sharedText.

const day = z.string().refine((value) => !Number.isNaN(calendarDayMs(value)), M.invalidDate);

/** "I'm away": from and to (hostel days), and which meals (all three unless unticked). */
const awayFormSchema = z
  .object({
    from: day,
    to: day,
    slots: z.array(z.enum(MEAL_SLOTS)).min(1, { error: () => t`Choose at least one meal` }),
  })
  .superRefine((value, ctx) => {
    const span = daysBetween(value.from, value.to);
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
