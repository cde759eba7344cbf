// Every user-visible message of docs/product/rules.md#validation and docs/product/texts-and-errors.md, verbatim.
// Screens and the server import these instead of typing the text, so a typo cannot creep in
// and a test can pin the spec wording. Texts marked "ours" are not in the spec: they cover
// cases the spec does not show (e.g. an over-long title) and may be reworded freely.
// Limits are interpolated from the constants so the text cannot disagree with the rule.
import {
  DESCRIPTION_MAX_LENGTH,
  INGREDIENTS_MAX_LENGTH,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  NAME_MAX_LENGTH,
  PRICE_MAX,
  REVIEW_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './constants/limits';
import {
  FIRST_HOSTEL_DAY,
  FORECAST_MAX_DAYS,
  LAST_HOSTEL_DAY,
  MENU_MAX_DAYS,
  MENU_MAX_MEALS_PER_SLOT,
  PASS_GRACE_MINUTES,
  PRODUCTION_MAX_PORTIONS,
} from './constants/menu';
import { ALLERGENS, DIET_TAGS } from './constants/diet';
import { INSIGHTS_MAX_DAYS, INSIGHTS_SERIES } from './constants/insights';

export const AUTH_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordMinLength: 'Password must be at least 8 characters',
  passwordCriteria: 'Password must meet all criteria',
  loginPasswordRule:
    'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
  loginFailed: 'Login failed',
  enterEmailFirst: 'Please enter your email first',
  resetEmailSent: 'Password reset email sent',
  resetEmailFailed: 'Failed to send reset email',
  membershipLoadFailed: 'Could not load membership info',
  /** ours */
  invalidEmail: 'Please enter a valid email address',
  /** ours */
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  /** ours */
  nameInvalidCharacters: 'Name cannot contain line breaks, tabs or other control characters',
  /** ours: a call that needs a session, made without one */
  logInFirst: 'Please log in first',
} as const;

/**
 * better-auth's own words for what refuses a person on the sign-in screens (its error codes' messages,
 * verbatim). The server answers them in the reader's language by this English (modules/auth/auth.plugin.ts).
 */
export const SIGN_IN_SERVICE_MESSAGES = {
  invalidEmailOrPassword: 'Invalid email or password',
  userAlreadyExists: 'User already exists. Use another email.',
  invalidPassword: 'Invalid password',
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  passwordTooShort: 'Password too short',
  passwordTooLong: 'Password too long',
  sessionExpired: 'Session expired. Re-authenticate to perform this action.',
} as const;

export const MEAL_MESSAGES = {
  // Add / update meal form (docs/product/rules.md#add-meal).
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  ingredientsRequired: 'Ingredients are required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  pricePositive: 'Must be positive',
  postTimeRequired: 'Post time is required',
  uploadImageFirst: 'Please upload an image first.',
  uploadImage: 'Please upload an image.',
  // Toasts and alerts (docs/product/texts-and-errors.md).
  mealLoadFailed: 'Failed to load meal',
  loginToLike: 'Login to like meals',
  likeFailed: 'Failed to update like',
  pleaseLogInToLike: 'Please log in to like meals.',
  // Inline (docs/product/texts-and-errors.md#inline).
  mealDetailsFetchFailed: 'Failed to fetch meal details.',
  mealDataLoadFailed: 'Could not load meal data.',
  noMealFound: 'No meal found.',
  mealNotFound: 'Meal not found.',
  /** ours: the upcoming form requires a publish date but the spec gives no text. */
  publishDateRequired: 'Publish date is required',
  /** ours: "publish date cannot be earlier than now" (docs/product/rules.md#add-upcoming-meal). */
  publishDateInPast: 'Publish date cannot be in the past',
  /** ours */
  invalidDateTime: 'Enter a valid date and time',
  /** ours */
  invalidCategory: 'Category must be Breakfast, Lunch, Dinner or Snacks',
  /** ours */
  invalidImage: 'Image must be an image uploaded to Messhall',
  /** ours */
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters`,
  /** ours */
  ingredientsTooLong: `Ingredients must be at most ${INGREDIENTS_MAX_LENGTH} characters`,
  /** ours */
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  /** ours */
  priceNotNumber: 'Price must be a number',
  /** ours */
  priceTooHigh: `Price must be at most ${PRICE_MAX}`,
  /** ours */
  priceDecimals: 'Price can have at most 2 decimals',
  /** ours: price filter "max at least min" (docs/product/rules.md#price-filter). */
  maxPriceBelowMin: 'Max price must be at least the min price',
  /** ours */
  minPriceNegative: 'Price must be 0 or more',
  /** ours */
  upcomingMealNotFound: 'Upcoming meal not found.',
  /** ours: Publish pressed twice, or the meal reached 10 likes first. */
  alreadyPublished: 'This meal is already published.',
  /** ours: Cancel on a meal that has gone public (delete it from All Meals instead). */
  publishedCannotBeCancelled: 'This meal is already published and can no longer be cancelled.',
} as const;

export const REVIEW_MESSAGES = {
  reviewsLoadFailed: 'Failed to load reviews',
  reviewsRefreshFailed: 'Failed to refresh reviews',
  loginToReview: 'Login to leave a review',
  reviewPostFailed: 'Failed to post review',
  reviewDeleteFailed: 'Failed to delete review',
  reviewUpdateFailed: 'Failed to update review',
  myReviewsLoadFailed: 'Failed to load your reviews',
  reviewDeleted: 'Review deleted',
  reviewUpdated: 'Review updated',
  /** ours: the client ignores a blank review silently; the API still has to say why it refused one. */
  reviewRequired: 'Review cannot be empty',
  /** ours */
  reviewTooLong: `Review must be at most ${REVIEW_MAX_LENGTH} characters`,
  /** ours */
  ratingInvalid: 'A rating is 1 to 5 stars',
  /** ours */
  reviewNotFound: 'Review not found.',
  /** ours: reviews are for meals that are served, not for upcoming ones. */
  reviewOnlyPublished: 'Only published meals can be reviewed.',
  /** ours */
  notYourReview: 'You can only change your own reviews.',
} as const;

export const REQUEST_MESSAGES = {
  loginToRequest: 'Login to request meals',
  needSubscription: 'You need an active subscription to request meals',
  requestFailed: 'Failed to request meal',
  requestsLoadFailed: 'Failed to load requests',
  markDeliveredFailed: 'Failed to mark as delivered',
  cancelRequestFailed: 'Failed to cancel request',
  requestedMealsLoadFailed: 'Failed to load requested meals',
  requestSubmitted: 'Meal request submitted',
  markedDelivered: 'Meal marked as delivered',
  // The spec has both spellings: 'cancelled' on the admin Serve screen, 'canceled' for the user's own cancel.
  requestCancelled: 'Request cancelled',
  requestCanceled: 'Request canceled',
  /** ours: one pending request per user per meal. */
  duplicatePending: 'You already have a pending request for this meal',
  /** ours */
  requestNotFound: 'Request not found.',
  /** ours: upcoming meals are not served yet. */
  requestOnlyPublished: 'Only published meals can be requested.',
  /** ours: serve/cancel/delete on a request that is no longer in a state that allows it. */
  invalidTransition: 'This request is no longer pending.',
  /** ours */
  notYourRequest: 'You can only delete your own requests.',
} as const;

export const NOTIFICATION_MESSAGES = {
  /** ours */
  notificationNotFound: 'Notification not found.',
} as const;

export const PAYMENT_MESSAGES = {
  stripeNotReady: 'Stripe is not ready or client secret is missing.',
  cardElementMissing: 'Card element not found.',
  paymentSaveFailed: 'Payment succeeded, but saving failed.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentUnexpected: 'Something went wrong. Please try again.',
  paymentHistoryFailed: 'Failed to load payment history.',
  /** docs/product/architecture-rules.md#stack: label of the built-in sandbox provider. */
  testModeLabel: 'Test mode — no real charge',
  /** ours */
  unknownPackage: 'Unknown membership package',
  /** ours */
  transactionIdRequired: 'Transaction ID is required',
  /** ours */
  invalidCardNumber: 'Enter a valid card number',
  /** ours */
  invalidExpiry: 'Enter a valid expiry date',
  /** ours */
  invalidCvc: 'Enter a valid CVC',
  /** ours */
  cardExpired: 'Your card has expired.',
  /** Stripe's texts for its test cards, which the sandbox provider mimics. */
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  nonTestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  /** ours */
  paymentsUnavailable: 'Card payments are not available right now. Please try again later.',
  /** ours */
  paymentNotFound: 'Payment not found.',
  /** ours */
  paymentNotSucceeded: 'This payment has not succeeded.',
  /** ours */
  paymentAmountMismatch: 'This payment does not match the price of its plan.',
  /** ours */
  paymentPackageMismatch: 'This payment is for a different package.',
  /** ours */
  paymentNotYours: 'This payment belongs to another account.',
  /** ours */
  checkoutExpired: 'This checkout has expired. Please reload the page and try again.',
  /** ours */
  paymentHistoryForbidden: 'You can only see your own payment history.',
  /** ours */
  invalidWebhookSignature: 'Invalid webhook signature.',
} as const;

export const MENU_MESSAGES = {
  /** ours */
  invalidDate: 'Enter a date as YYYY-MM-DD',
  /** ours */
  dateOutOfRange: `Enter a date from ${FIRST_HOSTEL_DAY} to ${LAST_HOSTEL_DAY}`,
  /** ours */
  rangeBackwards: 'The end date must not be before the start date',
  /** ours */
  rangeTooLong: `A range can span at most ${MENU_MAX_DAYS} days`,
  /** ours */
  invalidSlot: 'A slot is breakfast, lunch or dinner',
  /** ours */
  unknownMeals: 'Every meal must be a published meal of the catalogue',
  /** ours */
  duplicateMeals: 'A meal can be listed only once in a slot',
  /** ours */
  tooManyMeals: `A slot can list at most ${MENU_MAX_MEALS_PER_SLOT} meals`,
  /** ours */
  weeksOverlap: 'The target week must not overlap the week it is copied from',
  /** ours */
  invalidTime: 'Enter a time as HH:MM (24-hour)',
  /** ours */
  servingBackwards: 'Serving must end after it starts',
  /** ours */
  cutoffTooLate: `The cutoff must be before passes are accepted, ${PASS_GRACE_MINUTES} minutes before serving starts`,
  /** ours: no paid plan covers the slot's day, so there is no meal of theirs to skip or collect. */
  needPlanForMeals: 'You need an active plan on that day to skip or collect meals',
  /** ours: the pass screen of a slot the student has skipped. */
  passSkipped: 'You skipped this meal, so there is no pass for it. Undo the skip before the cutoff to eat.',
  /** ours */
  passOver: 'Serving of this meal is over.',
  /** ours: the code is not one the server signed (typed wrong, damaged, or made up). */
  passForged: 'This code is not a valid Messhall meal pass.',
  /** ours */
  passPlanInactive: 'This member has no active plan for this meal.',
  /** ours */
  passWasSkipped: 'This member skipped this meal.',
  /** ours: a member cannot skip a meal they have already collected. */
  skipAfterServed: 'You were already served this meal, so it can no longer be skipped.',
  /** ours */
  forecastRangeTooLong: `A forecast can span at most ${FORECAST_MAX_DAYS} days`,
  /** ours: cooked and leftover portions are whole numbers. */
  portionsWhole: `Enter a whole number of portions from 0 to ${PRODUCTION_MAX_PORTIONS}`,
  /** ours */
  leftoverOverCooked: 'Leftover portions cannot be more than the portions cooked',
  /** ours: a slot's production is recorded on its own hostel day (decision 0065). */
  productionNotToday: 'What was cooked and left can be recorded only on the day of the meal',
} as const;

/** ours: diet tags, allergens and the diet profile (docs/product/rules.md#diet-and-allergens). */
export const DIET_MESSAGES = {
  unknownDietTag: `A diet tag is one of: ${DIET_TAGS.join(', ')}`,
  unknownAllergen: `An allergen is one of: ${ALLERGENS.join(', ')}`,
} as const;

export const ADMIN_MESSAGES = {
  imageUploadFailedRetry: 'Image upload failed. Please try again.',
  imageUploadFailed: 'Image upload failed.',
  mealAdded: 'Meal added successfully!',
  mealAddFailed: 'Failed to add meal...',
  upcomingMealAdded: 'Upcoming meal added!',
  upcomingMealAddFailed: 'Failed to add meal.',
  mealUpdated: 'Meal updated successfully!',
  somethingWentWrong: 'Something went wrong.',
  userPromoted: 'User promoted to admin!',
  promoteFailed: 'Failed to promote user.',
} as const;

/** ours: why POST /api/uploads refuses an image. */
export const UPLOAD_MESSAGES = {
  unsupportedImage: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  imageTooLarge: `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  imageTooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels, please.`,
  imageUnreadable: 'The image could not be read; it may be damaged.',
} as const;

export const INSIGHTS_MESSAGES = {
  /** ours */
  insightsRangeTooLong: `Insights cover at most ${INSIGHTS_MAX_DAYS} days`,
  /** ours */
  insightsUnknownSeries: `A series is one of: ${INSIGHTS_SERIES.join(', ')}`,
} as const;

/** ours: what the shared schemas say about a malformed id or text. */
export const INPUT_MESSAGES = {
  invalidId: 'Invalid id',
  nulCharacter: 'Text cannot contain the NUL character',
} as const;

/** Grouped view, for screens that think in areas. */
export const MESSAGES = {
  auth: AUTH_MESSAGES,
  signInService: SIGN_IN_SERVICE_MESSAGES,
  meals: MEAL_MESSAGES,
  reviews: REVIEW_MESSAGES,
  requests: REQUEST_MESSAGES,
  payments: PAYMENT_MESSAGES,
  admin: ADMIN_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  menu: MENU_MESSAGES,
  insights: INSIGHTS_MESSAGES,
  input: INPUT_MESSAGES,
} as const;

/** Flat view (`MSG.nameRequired`). Keys are unique across groups; a test guards that. */
export const MSG = {
  ...AUTH_MESSAGES,
  ...SIGN_IN_SERVICE_MESSAGES,
  ...MEAL_MESSAGES,
  ...REVIEW_MESSAGES,
  ...REQUEST_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...ADMIN_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...UPLOAD_MESSAGES,
  ...MENU_MESSAGES,
  ...INSIGHTS_MESSAGES,
  ...INPUT_MESSAGES,
} as const;
