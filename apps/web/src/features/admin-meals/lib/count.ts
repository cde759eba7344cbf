import { i18n } from '@lingui/core';

/**
 * A count as this feature's tables always showed it (no thousands separator), in the page's digits (Bangla
 * digits in Bangla). Lingui caches the formatter per language.
 */
export const formatCount = (value: number): string => i18n.number(value, { useGrouping: false });
