import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  AirVent,
  Coffee,
  ConciergeBell,
  CookingPot,
  LockKeyhole,
  type LucideIcon,
  MapIcon,
  Shirt,
  ShowerHead,
  Tv,
  WashingMachine,
  Wifi,
  Wind,
} from 'lucide-react';
import { HomeSection } from './section';

/** The twelve free facilities of docs/product/screens-and-routes.md#facilities, in its order. */
const FACILITIES: ReadonlyArray<[MessageDescriptor, LucideIcon]> = [
  [msg`Tea & Coffee`, Coffee],
  [msg`Hot Showers`, ShowerHead],
  [msg`Laundry`, WashingMachine],
  [msg`Kitchen`, CookingPot],
  [msg`Air Conditioner`, AirVent],
  [msg`Lockers`, LockKeyhole],
  [msg`24/7 Reception`, ConciergeBell],
  [msg`Free Wi-Fi`, Wifi],
  [msg`TV`, Tv],
  [msg`City Map`, MapIcon],
  [msg`Hairdryer`, Wind],
  [msg`Iron`, Shirt],
];

export default function Facilities() {
  return (
    <HomeSection title={t`Facilities`} intro={t`Free for every resident, included with your stay.`}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {FACILITIES.map(([name, Icon]) => (
          <li
            key={name.id}
            className="flex flex-col items-center gap-2 rounded-box border border-base-300 bg-base-100 p-4 text-center"
          >
            <Icon className="size-8 text-primary" strokeWidth={1.75} aria-hidden="true" />
            <span className="font-medium">{i18n._(name)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
