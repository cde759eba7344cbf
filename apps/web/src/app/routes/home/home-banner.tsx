import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatNumber } from '@/utils/format';
import { BANNER_SIZES, bannerSrc, bannerSrcSet, PLATINUM_DISCOUNT_PERCENT } from '@messhall/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BANNER_BOX, BANNER_IMG, FIRST_SLIDE } from './banner-slides';

/** The first slide as a plain image: what the first paint shows (the LCP), until the carousel takes over. */
export function FirstSlide() {
  const slide = FIRST_SLIDE;
  return (
    <div className={BANNER_BOX}>
      <img
        src={bannerSrc(slide.id)}
        srcSet={bannerSrcSet(slide.id)}
        sizes={BANNER_SIZES}
        alt={i18n._(slide.alt)}
        width={1600}
        height={600}
        fetchPriority="high"
        className={BANNER_IMG}
      />
    </div>
  );
}

function InfoCard({ title, children, more }: { title: string; children: string; more?: ReactNode }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-200 p-4 sm:p-5">
      <h2 className="font-bold sm:text-lg">{title}</h2>
      <p className="mt-1 text-sm text-base-content/80 sm:text-base">{children}</p>
      {more}
    </div>
  );
}

/** docs/product/screens-and-routes.md#banner: the banner carousel (`banner`) beside two info cards. */
export function HomeBanner({ banner }: { banner: ReactNode }) {
  const discount = formatNumber(PLATINUM_DISCOUNT_PERCENT);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 pt-6 sm:px-6 lg:grid-cols-3">
      <div className="lg:col-span-2">{banner}</div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
        <InfoCard
          title={t`Hostel News`}
          more={
            // The daily menu (decision 0036): a link only, so Home reads nothing more for its first paint. A flex
            // box drops the space between the words and the arrow: the gap puts it back.
            <Link
              to={paths.menu()}
              className="link mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold sm:min-h-0 sm:py-1 sm:text-base"
            >
              {t`Today’s menu`} <span aria-hidden="true">→</span>
            </Link>
          }
        >
          {t`Stay updated with the latest hostel announcements and events.`}
        </InfoCard>
        <InfoCard title={t`Special Discount`}>
          {t`Get up to ${discount}% OFF on Platinum Membership this month!`}
        </InfoCard>
      </div>
    </div>
  );
}
