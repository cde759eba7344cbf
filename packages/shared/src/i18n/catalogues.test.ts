import { describe, expect, it } from 'vitest';
import {
  alreadyServedMessage,
  MSG,
  planExpiredMessage,
  skipClosedMessage,
  wrongSlotMessage,
} from '../messages';
import { BN } from './bn';
import { sharedEnglishTexts } from './texts';
import { translateShared } from './translate';

const BENGALI = /[\u0980-\u09FF]/;

describe('the Bangla catalogue of the shared texts', () => {
  it('translates every shared text', () => {
    const missing = sharedEnglishTexts().filter((text) => !BN.texts[text]?.trim());
    expect(missing).toEqual([]);
  });

  it('holds no translation of a text that is gone', () => {
    const texts = new Set(sharedEnglishTexts());
    expect(Object.keys(BN.texts).filter((text) => !texts.has(text))).toEqual([]);
  });

  it('writes Bangla (a text left in English would pass the other checks)', () => {
    const notBangla = Object.entries(BN.texts).filter(([, bangla]) => !BENGALI.test(bangla));
    // Names kept as they are written in Bangla text too: none today.
    expect(notBangla).toEqual([]);
  });

  it('translates the messages built around values, keeping the values', () => {
    const built = [
      planExpiredMessage('Gold', '2026-10-12T08:00:00Z'),
      skipClosedMessage('22:00 on Thu 26 Nov'),
      alreadyServedMessage('Ayesha Rahman', '13:05'),
      wrongSlotMessage('lunch', 'dinner'),
      wrongSlotMessage('lunch', null),
    ];
    for (const english of built) {
      const bangla = translateShared(english, BN);
      expect(bangla, english).not.toBe(english);
      expect(bangla).toMatch(BENGALI);
    }
    expect(translateShared(alreadyServedMessage('Ayesha Rahman', '13:05'), BN)).toContain('Ayesha Rahman');
  });

  it('writes numbers in Bangla digits, as the page does around them', () => {
    const latinDigits = Object.entries(BN.texts).filter(([, bangla]) => /[0-9]/.test(bangla));
    expect(latinDigits).toEqual([]);
    expect(translateShared(skipClosedMessage('22:00 on Thu 26 Nov'), BN)).toContain('২৬ নভেম্বর, ২২:০০');
    expect(translateShared(planExpiredMessage('Gold', '2026-10-12T08:00:00Z'), BN)).toContain(
      '১২ অক্টোবর ২০২৬',
    );
    expect(translateShared(alreadyServedMessage('Ayesha Rahman', '13:05'), BN)).toContain('১৩:০৫');
  });

  it('leaves English as it is, and an unknown text as it came', () => {
    expect(translateShared(MSG.nameRequired, undefined)).toBe(MSG.nameRequired);
    expect(translateShared('A text from a newer server', BN)).toBe('A text from a newer server');
  });
});
