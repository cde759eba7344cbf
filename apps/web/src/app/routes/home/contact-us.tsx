import { t } from '@lingui/core/macro';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { HomeSection } from './section';

export default function ContactUs() {
  return (
    <HomeSection
      title={t`Contact Us`}
      intro={t`Questions about meals or membership? The hostel office is happy to help.`}
    >
      <address className="grid gap-4 not-italic sm:grid-cols-2 lg:grid-cols-4">
        <p className="flex items-start gap-3">
          <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{t`Hostel Office, Ground Floor, Block A`}</span>
        </p>
        <p className="flex items-start gap-3">
          <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <a className="link" href="tel:+8801700000000">
            +880 1700-000000
          </a>
        </p>
        <p className="flex items-start gap-3">
          <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <a className="link" href="mailto:office@messhall.test">
            office@messhall.test
          </a>
        </p>
        <p className="flex items-start gap-3">
          <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{t`Every day, 8:00 – 22:00`}</span>
        </p>
      </address>
    </HomeSection>
  );
}
