import type { PlanName } from '@messhall/shared';

// Demo accounts live under reserved `.test` domains (RFC 2606): no real mailbox can own them, and a reset finds
// and removes exactly these, never a real user.
export const STUDENT_DOMAIN = 'student.messhall.test';
export const KITCHEN_DOMAIN = 'kitchen.messhall.test';
export const DEMO_DOMAINS = [STUDENT_DOMAIN, KITCHEN_DOMAIN] as const;

/**
 * Password of every demo student outside production (documented in the README). It meets the sign-up rules
 * (8+ characters, upper, lower, digit, special). In production the students get an unguessable random password.
 */
export const DEMO_STUDENT_PASSWORD = 'Student#2026';

export interface DemoMembership {
  plan: PlanName;
  /** The period started this many days ago; a period lasts MEMBERSHIP_PERIOD_DAYS. */
  startedDaysAgo: number;
}

export interface DemoPerson {
  name: string;
  /** Local part of the e-mail address. */
  login: string;
  /** Days since the account was created. */
  joinedDaysAgo: number;
  /** Payment history, oldest first; the last one decides whether the membership is active. */
  payments?: DemoMembership[];
}

export const DEMO_STUDENTS: readonly DemoPerson[] = [
  {
    name: 'Ayesha Rahman',
    login: 'ayesha',
    joinedDaysAgo: 68,
    payments: [
      { plan: 'Silver', startedDaysAgo: 45 },
      { plan: 'Gold', startedDaysAgo: 6 },
    ],
  },
  {
    name: 'Tanvir Hasan',
    login: 'tanvir',
    joinedDaysAgo: 64,
    payments: [{ plan: 'Platinum', startedDaysAgo: 12 }],
  },
  {
    name: 'Nusrat Jahan',
    login: 'nusrat',
    joinedDaysAgo: 61,
    payments: [{ plan: 'Silver', startedDaysAgo: 21 }],
  },
  { name: 'Arif Hossain', login: 'arif', joinedDaysAgo: 59, payments: [{ plan: 'Gold', startedDaysAgo: 3 }] },
  // Paid once; the membership has run out since (shows Bronze and cannot request meals).
  {
    name: 'Farhana Akter',
    login: 'farhana',
    joinedDaysAgo: 66,
    payments: [{ plan: 'Silver', startedDaysAgo: 52 }],
  },
  { name: 'Sakib Ahmed', login: 'sakib', joinedDaysAgo: 57 },
  { name: 'Priya Das', login: 'priya', joinedDaysAgo: 55 },
  { name: 'Rafiq Islam', login: 'rafiq', joinedDaysAgo: 50 },
  { name: 'Maliha Chowdhury', login: 'maliha', joinedDaysAgo: 47 },
  { name: 'Imran Kabir', login: 'imran', joinedDaysAgo: 41 },
  { name: 'Sadia Sultana', login: 'sadia', joinedDaysAgo: 33 },
  { name: 'Zubair Alam', login: 'zubair', joinedDaysAgo: 26 },
];

/**
 * Monthly renewals of one plan: `periods` payments, the first `firstDaysAgo` days ago, 30 days apart. No renewal
 * starts today or exactly 30 days ago, so whether a resident's plan runs never depends on the hour of the seed.
 */
const monthly = (plan: PlanName, firstDaysAgo: number, periods: number): DemoMembership[] =>
  Array.from({ length: periods }, (_, i) => ({ plan, startedDaysAgo: firstDaysAgo - 30 * i }));

/**
 * Residents with a history (demo-history.ts): they renew monthly plans, some lapse, one upgrades mid-period,
 * and they request, review and like meals over the last 75 days. The admin's insights have months of numbers
 * to show; no test signs in as one of them.
 */
export const DEMO_RESIDENTS: readonly DemoPerson[] = [
  { name: 'Tahmid Rahman', login: 'tahmid', joinedDaysAgo: 104, payments: monthly('Gold', 100, 4) },
  { name: 'Nabila Haque', login: 'nabila', joinedDaysAgo: 102, payments: monthly('Silver', 98, 4) },
  { name: 'Shafiq Mia', login: 'shafiq', joinedDaysAgo: 101, payments: monthly('Platinum', 95, 2) },
  { name: 'Rumana Begum', login: 'rumana', joinedDaysAgo: 99, payments: monthly('Silver', 92, 3) },
  { name: 'Fahim Chowdhury', login: 'fahim', joinedDaysAgo: 97, payments: monthly('Gold', 91, 4) },
  {
    name: 'Lamia Islam',
    login: 'lamia',
    joinedDaysAgo: 95,
    payments: [...monthly('Silver', 88, 2), { plan: 'Gold', startedDaysAgo: 40 }, ...monthly('Gold', 10, 1)],
  },
  { name: 'Ehsan Karim', login: 'ehsan', joinedDaysAgo: 93, payments: monthly('Gold', 85, 2) },
  { name: 'Sumaiya Akter', login: 'sumaiya', joinedDaysAgo: 90, payments: monthly('Silver', 83, 3) },
  { name: 'Rakib Hasan', login: 'rakib', joinedDaysAgo: 88, payments: monthly('Platinum', 80, 3) },
  { name: 'Tasnim Ferdous', login: 'tasnim', joinedDaysAgo: 86, payments: monthly('Gold', 77, 3) },
  { name: 'Mahmud Hossain', login: 'mahmud', joinedDaysAgo: 80, payments: monthly('Silver', 72, 1) },
  { name: 'Jannat Ara', login: 'jannat', joinedDaysAgo: 76, payments: monthly('Gold', 70, 3) },
  { name: 'Shuvo Saha', login: 'shuvo', joinedDaysAgo: 70, payments: monthly('Silver', 64, 3) },
  { name: 'Anika Roy', login: 'anika', joinedDaysAgo: 66, payments: monthly('Platinum', 62, 2) },
  { name: 'Nafis Iqbal', login: 'nafis', joinedDaysAgo: 58, payments: monthly('Gold', 52, 2) },
  { name: 'Mithila Sen', login: 'mithila', joinedDaysAgo: 50, payments: monthly('Silver', 45, 2) },
  { name: 'Rezaul Karim', login: 'rezaul', joinedDaysAgo: 40, payments: monthly('Gold', 33, 2) },
  { name: 'Ishrat Jahan', login: 'ishrat', joinedDaysAgo: 30, payments: monthly('Silver', 25, 1) },
];

/** Two kitchen staff administrators who post most of the meals. Their password is always random. */
export const DEMO_KITCHEN_STAFF: readonly DemoPerson[] = [
  { name: 'Rahima Khatun', login: 'rahima', joinedDaysAgo: 75 },
  { name: 'Kamal Uddin', login: 'kamal', joinedDaysAgo: 72 },
];

export const studentEmail = (login: string) => `${login}@${STUDENT_DOMAIN}`;
export const kitchenEmail = (login: string) => `${login}@${KITCHEN_DOMAIN}`;

/** Review texts by star rating; the seed picks among them without repeating one on the same meal. */
export const REVIEW_TEXTS: Record<2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Tasted just like home. Generous portion and it was still hot when I got to my room.',
    'Honestly the best thing on the menu this week. I went back for seconds.',
    'Perfectly spiced, not too oily. Whoever cooked this today deserves a raise!',
    'Worth every taka. My roommate and I are already asking when it comes back.',
    'Absolutely delicious. The portion kept me going through a six-hour lab.',
    'Fresh, flavourful and beautifully cooked. Five stars without a second thought.',
    'This is why I stay in the hostel instead of ordering food. Superb.',
    'Comfort food done right. Reminded me of my grandmother’s cooking.',
    'Great balance of flavours and the serving was huge. Loved it.',
    'Could eat this every day. Please keep it on the menu permanently!',
    'Came out fast, looked great and tasted even better.',
    'The aroma alone pulled half the floor to the dining hall. Fantastic.',
  ],
  4: [
    'Really tasty. A little more salt would have made it perfect.',
    'Good portion and fair price. Slightly less oil next time, please.',
    'Very good overall, though it could have been a bit hotter when served.',
    'Solid and filling. Not the best I have had, but close.',
    'Loved the flavour; the side could be a little bigger.',
    'Nicely cooked and fresh. I would order it again.',
    'Good value for the price. The spice level was just right for me.',
    'Tasty and satisfying, the queue was the only downside.',
    'Pleasant surprise. A squeeze of lemon on the side would make it even better.',
    'Well made and generous. One of the better meals this month.',
  ],
  3: [
    'Decent, but a bit bland today compared to last time.',
    'Okay for the price. The portion felt smaller than usual.',
    'Average. Not bad, just nothing special.',
    'Too spicy for me, but my friends liked it.',
    'Fine for a quick meal. It was lukewarm by the time I got it.',
    'Good flavour, but a little too oily for my taste.',
  ],
  2: [
    'Was cold and a bit dry when I got it. Hope it was just an off day.',
    'Too salty this time, unfortunately. Usually it is much better.',
  ],
};
