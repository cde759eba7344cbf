import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES, type MessageKey } from '../message-templates';
import { MSG } from '../messages';
import { BN } from './bn';
import { EN, formatMessage, type MessageValues, type SharedCatalogue } from './format';
import { BN_MESSAGES_BY_ENGLISH } from './bn-messages';
import { sharedNames } from './texts';

const BENGALI = /[\u0980-\u09FF]/;
const KEYS = Object.keys(ALL_MESSAGES) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Keys whose Bangla is the English on purpose: only placeholders and punctuation, no words to translate. */
const SAME_IN_BANGLA: readonly MessageKey[] = ['fieldProblem', 'fieldProblemIn'];

/** A sample for every placeholder name the catalogue uses, of the kind the server sends. */
const SAMPLES: MessageValues = {
  plan: { key: 'Gold' },
  date: { moment: '2026-10-12T08:00:00Z', style: 'date' },
  closedAt: {
    key: 'momentInZone',
    values: {
      time: { moment: '2026-11-26T16:00:00Z', style: 'time', zone: 'Asia/Dhaka' },
      day: { moment: '2026-11-26T16:00:00Z', style: 'day', zone: 'Asia/Dhaka' },
      zone: 'Asia/Dhaka',
    },
  },
  name: 'Ayesha Rahman',
  time: { moment: '2026-11-26T07:05:00Z', style: 'time', zone: 'Asia/Dhaka' },
  passFor: {
    key: 'slotOnDay',
    values: {
      slot: { key: 'lunch' },
      day: { moment: '2026-11-27T06:00:00Z', style: 'day', zone: 'Asia/Dhaka' },
    },
  },
  servingNow: { key: 'dinner' },
  day: { moment: '2026-11-27T06:00:00Z', style: 'day', zone: 'Asia/Dhaka' },
  zone: 'Asia/Dhaka',
  slot: { key: 'lunch' },
  seconds: 42,
  minutes: 3,
  max: 10,
  wait: { key: 'waitSeconds', values: { n: 40 } },
  n: 5,
  field: 'minPrice',
  problem: { key: 'minPriceNegative' },
  where: { key: 'whereQuery' },
  method: 'GET',
  path: '/api/nothing',
  meal: 'Chicken Biryani',
  detail: 'Invalid input: expected string, received number',
};

const render = (catalogue: SharedCatalogue, key: MessageKey) => formatMessage(catalogue, key, SAMPLES);

describe('the catalogue of server and shared texts', () => {
  it('has every key in Bangla, with the placeholders of its English', () => {
    const missing = KEYS.filter((key) => !BN.messages[key]?.trim());
    expect(missing).toEqual([]);
    const differ = KEYS.filter(
      (key) => placeholders(BN.messages[key]).join() !== placeholders(ALL_MESSAGES[key]).join(),
    );
    expect(differ).toEqual([]);
    expect(Object.keys(BN.messages).filter((key) => !(key in ALL_MESSAGES))).toEqual([]);
  });

  it('renders every key in both languages with sample values, leaving no placeholder', () => {
    for (const key of KEYS) {
      for (const catalogue of [EN, BN]) {
        const text = render(catalogue, key);
        expect(text, `${catalogue.locale} ${key}`).not.toMatch(/\{\w+\}/);
        expect(text.trim(), `${catalogue.locale} ${key}`).not.toBe('');
      }
      if (SAME_IN_BANGLA.includes(key)) continue;
      const bangla = render(BN, key);
      expect(bangla, key).toMatch(BENGALI);
      expect(bangla, key).not.toBe(render(EN, key));
    }
  });

  it('writes numbers, dates and times in Bangla for a Bangla reader, and translates names given by key', () => {
    expect(render(BN, 'skipClosed')).toContain('২৬ নভেম্বর, ২২:০০');
    expect(render(BN, 'planExpired')).toContain('১২ অক্টোবর ২০২৬');
    expect(render(BN, 'planExpired')).toContain('গোল্ড');
    expect(render(BN, 'alreadyServed')).toBe('Ayesha Rahman আগেই ১৩:০৫-এ মিল পেয়েছেন।');
    expect(render(BN, 'tooManyRequests')).toContain('৪২ সেকেন্ড');
    expect(render(BN, 'wrongSlot')).toContain('দুপুরের খাবার');
  });

  it('keeps the English texts as the spec and the tests pin them', () => {
    expect(render(EN, 'skipClosed')).toBe('Skipping this meal closed at 22:00 on Thu 26 Nov (Asia/Dhaka).');
    expect(render(EN, 'planExpired')).toBe(
      'Your Gold plan expired on 12 Oct 2026. Renew it to request meals.',
    );
    expect(render(EN, 'wrongSlot')).toBe('This pass is for lunch on Fri 27 Nov; now serving dinner.');
    expect(render(EN, 'limitReviews')).toBe(
      'You have reached the limit of 10 reviews a minute. Please try again in 40 seconds.',
    );
    expect(formatMessage(EN, 'nameRequired')).toBe('Name is required');
  });

  it('has every shared name in Bangla, and nothing else', () => {
    const names = sharedNames();
    expect(names.filter((name) => !BN.names[name]?.trim())).toEqual([]);
    expect(Object.keys(BN.names).filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.entries(BN.names).filter(([, bangla]) => !BENGALI.test(bangla))).toEqual([]);
    expect(Object.entries(BN.names).filter(([, bangla]) => /[0-9]/.test(bangla))).toEqual([]);
  });

  it('holds the Bangla of the English texts of the catalogue only (what the web app looks up)', () => {
    expect(BN_MESSAGES_BY_ENGLISH[MSG.nameRequired]).toBe(BN.messages.nameRequired);
    const english = new Set<string>(Object.values(ALL_MESSAGES));
    expect(Object.keys(BN_MESSAGES_BY_ENGLISH).filter((text) => !english.has(text))).toEqual([]);
  });
});
