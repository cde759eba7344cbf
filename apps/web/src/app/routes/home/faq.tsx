import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ChevronDown } from 'lucide-react';
import { HomeSection } from './section';

const QUESTIONS = [
  {
    q: msg`How do I become a member?`,
    a: msg`Create an account, then pick Silver, Gold or Platinum in the Membership section and pay by card. Your plan is active right away for 30 days.`,
  },
  {
    q: msg`Are meals included in my membership?`,
    a: msg`It depends on the package. Every plan lets you request meals; what else comes with it (meal votes, priority meals, custom meal requests) grows from Silver to Platinum. Without a paid plan you are a Bronze member and can browse but not request meals.`,
  },
  {
    q: msg`How do I request a meal?`,
    a: msg`Open a meal and press Request Meal. You can follow and cancel pending requests under Requested Meals in your dashboard.`,
  },
  {
    q: msg`What are upcoming meals?`,
    a: msg`Dishes the kitchen plans to cook. Anyone signed in can like them, and every like shows in the total; a meal is published to the menu once 10 members with an active paid plan, or admins, like it.`,
  },
  {
    q: msg`Can I review a meal?`,
    a: msg`Yes. Signed-in residents can review any meal, and edit or delete their own reviews later.`,
  },
] as const;

export default function Faq() {
  return (
    <HomeSection title={t`Frequently Asked Questions`}>
      <div className="flex flex-col gap-3">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q.id} className="group rounded-box border border-base-300 bg-base-100">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold [&::-webkit-details-marker]:hidden">
              {i18n._(q)}
              <ChevronDown
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-4 pb-4 text-base-content/90">{i18n._(a)}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}
