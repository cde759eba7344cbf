import { ALL_MESSAGES, type MessageKey } from '../message-templates';
import { BN_MESSAGES_BY_ENGLISH } from './bn-messages';
import { BN_NAMES } from './bn-names';
import type { SharedCatalogue } from './format';

/**
 * Bangla for the shared texts: every message of the catalogue by its key (bn-messages.ts holds the words,
 * against their English), and the shared names (categories, slots, statuses, roles, plans and their benefits,
 * diet tags, allergens, the password checklist, the screens' titles) by their English (bn-names.ts).
 * catalogues.test.ts holds that every key and name has its Bangla, with the same placeholders.
 */
export const BN: SharedCatalogue = {
  locale: 'bn',
  messages: Object.fromEntries(
    Object.entries(ALL_MESSAGES).map(([key, english]) => [key, BN_MESSAGES_BY_ENGLISH[english]]),
  ) as Record<MessageKey, string>,
  names: BN_NAMES,
};
