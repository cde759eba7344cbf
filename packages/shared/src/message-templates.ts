import { MSG } from './messages';

/**
 * Messages built around values, written with `{name}` placeholders that formatMessage (i18n/format.ts) fills:
 * a value is a person's text as it is, a number, a moment in a zone, or another key of the catalogue (a slot's
 * or a plan's name), which is translated too.
 */
export const TEMPLATE_MESSAGES = {
  /** e.g. "Your Silver plan expired on 12 Oct 2026. Renew it to request meals." (the UTC day the period ended) */
  planExpired: 'Your {plan} plan expired on {date}. Renew it to request meals.',
  /** `closedAt` is a momentInZone. */
  skipClosed: 'Skipping this meal closed at {closedAt}.',
  /** A second scan of one pass. */
  alreadyServed: '{name} was already served at {time}.',
  /** A pass scanned outside its slot, and what is being served now. */
  wrongSlot: 'This pass is for {passFor}; now serving {servingNow}.',
  wrongSlotIdle: 'This pass is for {passFor}; no meal is being served now.',
  /** "22:00 on Thu 26 Nov (Asia/Dhaka)": a moment named for people reading it anywhere. */
  momentInZone: '{time} on {day} ({zone})',
  /** "lunch on Fri 27 Nov". */
  slotOnDay: '{slot} on {day}',
  /** The global per-address limit (plugins/security.ts). */
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  /** The sign-in limits per account and address (modules/auth/account-limits.ts). */
  tooManyAttemptsMinute: 'Too many attempts. Please try again in 1 minute.',
  tooManyAttempts: 'Too many attempts. Please try again in {minutes} minutes.',
  /** The per-account limits (lib/user-limits.ts): one key per action, waits in seconds, minutes or hours. */
  limitMealRequests: 'You have reached the limit of {max} meal requests a day. Please try again in {wait}.',
  limitReviews: 'You have reached the limit of {max} reviews a minute. Please try again in {wait}.',
  limitUploads: 'You have reached the limit of {max} uploads a day. Please try again in {wait}.',
  waitSecond: '1 second',
  waitSeconds: '{n} seconds',
  waitMinute: '1 minute',
  waitMinutes: '{n} minutes',
  waitHour: '1 hour',
  waitHours: '{n} hours',
  /** The live-updates connection cap (modules/events/events.plugin.ts). */
  tooManyLiveConnections: 'Too many open live-update connections.',
  /** A failed validation: the first field at fault and its problem, and where when not in the body. */
  fieldProblem: '{field}: {problem}',
  fieldProblemIn: '{field}: {problem} ({where})',
  whereQuery: 'query',
  whereParams: 'params',
  whereHeaders: 'headers',
  /** A value zod refused with words of its own rather than a key of this catalogue. */
  invalidValue: 'Invalid value',
  /** zod's own words for a value no key of ours covers (a wrong type, say); English readers get them as they are. */
  invalidValueDetail: '{detail}',
  nestedTooDeeply: 'The request is nested too deeply',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  invalidRequest: 'Invalid request',
  valueCannotBeStored: 'The request contains a value that cannot be stored.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again.',
  notFound: 'Not found',
  noRoute: 'No route {method} {path}',
  userNotFound: 'User not found',
  imageNotFound: 'Image not found',
  noPermission: 'You do not have permission to do this',
  crossSiteRefused: 'Cross-site request refused (origin not allowed)',
  devMailboxLocalOnly: 'The dev mailbox is shown only to requests from the machine the server runs on.',
  uploadOneFile: 'Send one file, in the "{field}" field',
  uploadChooseImage: 'Choose an image to upload (form field "{field}")',
  uploadEmpty: 'The uploaded file is empty',
  uploadAsMultipart: 'Send the image as multipart/form-data, field "{field}"',
  /** Notification titles, stored as key and values and shown in the reader's language. */
  noticeRequestServed: 'Your request for {meal} was served',
  noticeRequestCancelled: 'Your request for {meal} was cancelled',
  noticeNewRequest: 'New meal request: {name} requested {meal}',
  noticeRequestWithdrawn: 'Meal request withdrawn: {name} no longer wants {meal}',
  noticeLikedPublished: '{meal}, which you liked, is now on the menu',
} as const;

/**
 * Every message of the catalogue by its key: MSG and the messages built around values. formatMessage
 * (i18n/format.ts) words them. A module of its own: the web app's screens import MSG only, so the templates,
 * which only the server sends, stay out of its chunks.
 */
export const ALL_MESSAGES = { ...MSG, ...TEMPLATE_MESSAGES } as const;

export type MessageKey = keyof typeof ALL_MESSAGES;

/** Is `key` a key of the catalogue (a text from a client or an older server may not be)? */
export const isMessageKey = (key: unknown): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(ALL_MESSAGES, key);
