import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatNumber } from '@/utils/format';
import { Quote, Star } from 'lucide-react';
import { HomeSection } from './section';

/** Five fixed sample reviews (docs/product/screens-and-routes.md#students-feedback: hard-coded, not fetched), each rated 4 or 5 stars. */
const REVIEWS = [
  {
    name: 'Nusrat Jahan',
    rating: 5,
    text: msg`The morning khichuri is the best start to an exam day. Requesting meals takes seconds.`,
  },
  {
    name: 'Tanvir Ahmed',
    rating: 4,
    text: msg`Good portions and fair prices. I like seeing upcoming meals and voting for them early.`,
  },
  {
    name: 'Farhana Akter',
    rating: 5,
    text: msg`Platinum was worth it: I asked for a lighter dinner option and the kitchen added one.`,
  },
  {
    name: 'Rakib Hasan',
    rating: 4,
    text: msg`Snacks in the evening are a lifesaver during late study sessions. Tea could be stronger!`,
  },
  {
    name: 'Sadia Islam',
    rating: 5,
    text: msg`Clean kitchen, friendly staff and the reviews actually change what gets cooked.`,
  },
] as const;

/** "Rated 4 out of 5", in the page's digits. */
function ratedLabel(value: number): string {
  const rating = formatNumber(value);
  return t`Rated ${rating} out of 5`;
}

export default function StudentFeedback() {
  return (
    <HomeSection title={t`Student's Feedback`} intro={t`What residents say about the hostel kitchen.`}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {REVIEWS.map((review) => (
          <li key={review.name} className="card border border-base-300 bg-base-100 shadow-sm">
            <figure className="card-body gap-3 p-5">
              <Quote className="size-6 text-primary" aria-hidden="true" />
              <p className="sr-only">{ratedLabel(review.rating)}</p>
              <div className="flex gap-0.5" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star
                    key={i}
                    className={
                      i < review.rating ? 'size-4 fill-accent text-accent' : 'size-4 text-base-content/40'
                    }
                  />
                ))}
              </div>
              <blockquote className="text-base-content/90">{i18n._(review.text)}</blockquote>
              <figcaption className="mt-auto font-semibold">{review.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
