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
const FACILITIES: ReadonlyArray<[string, LucideIcon]> = [
  ['Tea & Coffee', Coffee],
  ['Hot Showers', ShowerHead],
  ['Laundry', WashingMachine],
  ['Kitchen', CookingPot],
  ['Air Conditioner', AirVent],
  ['Lockers', LockKeyhole],
  ['24/7 Reception', ConciergeBell],
  ['Free Wi-Fi', Wifi],
  ['TV', Tv],
  ['City Map', MapIcon],
  ['Hairdryer', Wind],
  ['Iron', Shirt],
];

export default function Facilities() {
  return (
    <HomeSection title="Facilities" intro="Free for every resident, included with your stay.">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {FACILITIES.map(([name, Icon]) => (
          <li
            key={name}
            className="flex flex-col items-center gap-2 rounded-box border border-base-300 bg-base-100 p-4 text-center"
          >
            <Icon className="size-8 text-primary" strokeWidth={1.75} aria-hidden="true" />
            <span className="font-medium">{name}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
