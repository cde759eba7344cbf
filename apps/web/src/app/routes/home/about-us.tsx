import { t } from '@lingui/core/macro';
import { HomeSection } from './section';

export default function AboutUs() {
  return (
    <HomeSection title={t`About Us`}>
      <div className="grid gap-6 text-base-content/90 md:grid-cols-2">
        <p>
          {t`Messhall is the meal portal of our student hostel. The kitchen team posts every breakfast, lunch, dinner and snack here, so residents can see what is cooking, like the dishes they enjoy and request meals ahead of time.`}
        </p>
        <p>
          {t`Members vote on upcoming meals and leave reviews that shape the menu. Our goal is simple: fresh, fairly priced food that students actually look forward to, with less waste and no queues for information.`}
        </p>
      </div>
    </HomeSection>
  );
}
