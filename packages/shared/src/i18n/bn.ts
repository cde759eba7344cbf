import type { SharedCatalogue } from './translate';

const WEEKDAYS: Record<string, string> = {
  Sun: 'রবিবার',
  Mon: 'সোমবার',
  Tue: 'মঙ্গলবার',
  Wed: 'বুধবার',
  Thu: 'বৃহস্পতিবার',
  Fri: 'শুক্রবার',
  Sat: 'শনিবার',
};

const MONTHS: Record<string, string> = {
  Jan: 'জানুয়ারি',
  Feb: 'ফেব্রুয়ারি',
  Mar: 'মার্চ',
  Apr: 'এপ্রিল',
  May: 'মে',
  Jun: 'জুন',
  Jul: 'জুলাই',
  Aug: 'আগস্ট',
  Sep: 'সেপ্টেম্বর',
  Sept: 'সেপ্টেম্বর',
  Oct: 'অক্টোবর',
  Nov: 'নভেম্বর',
  Dec: 'ডিসেম্বর',
};

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** "22:00" → "২২:০০": numbers in a Bangla text are written in Bangla digits, as the page writes them. */
const banglaDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!);

/** "12 Oct 2026" or "Thu 26 Nov" (the server's en-GB dates) in Bangla; anything else as it came. */
function date(text: string): string {
  return text
    .split(' ')
    .map((word) => WEEKDAYS[word] ?? MONTHS[word] ?? banglaDigits(word))
    .join(' ');
}

/** "22:00 on Thu 26 Nov (Asia/Dhaka)" → "বৃহস্পতিবার ২৬ নভেম্বর, ২২:০০ (Asia/Dhaka)". */
function when(text: string): string {
  const match = /^(\d{1,2}:\d{2}) on (.+?)( \([^)]*\))?$/.exec(text);
  return match ? `${date(match[2]!)}, ${banglaDigits(match[1]!)}${match[3] ?? ''}` : text;
}

/** "lunch on Fri 27 Nov" → "শুক্রবার ২৭ নভেম্বর, দুপুরের খাবার"; a bare slot ("lunch") by its name. */
function slot(translate: (text: string) => string, text: string): string {
  const match = /^(\S+) on (.+)$/.exec(text);
  return match ? `${date(match[2]!)}, ${translate(match[1]!)}` : translate(text);
}

/** Where a failed validation looked, when not the body. */
const VALIDATION_CONTEXTS: Record<string, string> = {
  query: 'কোয়েরি',
  querystring: 'কোয়েরি',
  params: 'প্যারামিটার',
  headers: 'হেডার',
};

export const BN: SharedCatalogue = {
  texts: {
    // Account and sign-in
    'Name is required': 'নাম দেওয়া আবশ্যক',
    'Email is required': 'ইমেইল দেওয়া আবশ্যক',
    'Password is required': 'পাসওয়ার্ড দেওয়া আবশ্যক',
    'Password must be at least 8 characters': 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
    'Password must meet all criteria': 'পাসওয়ার্ডকে সবগুলো শর্ত পূরণ করতে হবে',
    'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character':
      'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে এবং এতে বড় হাতের অক্ষর, ছোট হাতের অক্ষর, সংখ্যা ও বিশেষ চিহ্ন থাকতে হবে',
    'Login failed': 'লগ ইন করা যায়নি',
    'Please enter your email first': 'অনুগ্রহ করে আগে আপনার ইমেইল দিন',
    'Password reset email sent': 'পাসওয়ার্ড রিসেটের ইমেইল পাঠানো হয়েছে',
    'Failed to send reset email': 'রিসেটের ইমেইল পাঠানো যায়নি',
    'Could not load membership info': 'সদস্যপদের তথ্য লোড করা যায়নি',
    'Please enter a valid email address': 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন',
    'Name must be at most 80 characters': 'নাম সর্বোচ্চ ৮০ অক্ষরের হতে পারে',
    'Name cannot contain line breaks, tabs or other control characters':
      'নামে লাইন ব্রেক, ট্যাব বা অন্য কোনো কন্ট্রোল অক্ষর থাকতে পারবে না',
    'Please log in first': 'অনুগ্রহ করে আগে লগ ইন করুন',
    'Invalid email or password': 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
    'User already exists. Use another email.': 'এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে। অন্য একটি ইমেইল দিন।',
    'Invalid password': 'পাসওয়ার্ড সঠিক নয়',
    'Invalid token': 'লিংকটি সঠিক নয়',
    'Token expired': 'লিংকটির মেয়াদ শেষ হয়ে গেছে',
    'Password too short': 'পাসওয়ার্ড খুব ছোট',
    'Password too long': 'পাসওয়ার্ড খুব বড়',
    'Session expired. Re-authenticate to perform this action.':
      'সেশনের মেয়াদ শেষ হয়ে গেছে। এটি করতে আবার লগ ইন করুন।',

    // Meals
    'Title is required': 'শিরোনাম দেওয়া আবশ্যক',
    'Category is required': 'ক্যাটাগরি বেছে নেওয়া আবশ্যক',
    'Ingredients are required': 'উপকরণ লেখা আবশ্যক',
    'Description is required': 'বিবরণ লেখা আবশ্যক',
    'Price is required': 'দাম দেওয়া আবশ্যক',
    'Must be positive': 'শূন্যের চেয়ে বেশি হতে হবে',
    'Post time is required': 'পোস্ট করার সময় দেওয়া আবশ্যক',
    'Please upload an image first.': 'অনুগ্রহ করে আগে একটি ছবি আপলোড করুন।',
    'Please upload an image.': 'অনুগ্রহ করে একটি ছবি আপলোড করুন।',
    'Failed to load meal': 'মিল লোড করা যায়নি',
    'Login to like meals': 'মিল পছন্দ করতে লগ ইন করুন',
    'Failed to update like': 'পছন্দ হালনাগাদ করা যায়নি',
    'Please log in to like meals.': 'মিল পছন্দ করতে অনুগ্রহ করে লগ ইন করুন।',
    'Failed to fetch meal details.': 'মিলের বিবরণ আনা যায়নি।',
    'Could not load meal data.': 'মিলের তথ্য লোড করা যায়নি।',
    'No meal found.': 'কোনো মিল পাওয়া যায়নি।',
    'Meal not found.': 'মিলটি পাওয়া যায়নি।',
    'Publish date is required': 'প্রকাশের তারিখ দেওয়া আবশ্যক',
    'Publish date cannot be in the past': 'প্রকাশের তারিখ অতীতের হতে পারবে না',
    'Enter a valid date and time': 'সঠিক তারিখ ও সময় দিন',
    'Category must be Breakfast, Lunch, Dinner or Snacks':
      'ক্যাটাগরি হতে হবে নাশতা, দুপুরের খাবার, রাতের খাবার অথবা স্ন্যাকস',
    'Image must be an image uploaded to Messhall': 'ছবিটি অবশ্যই Messhall-এ আপলোড করা ছবি হতে হবে',
    'Title must be at most 120 characters': 'শিরোনাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে',
    'Ingredients must be at most 1000 characters': 'উপকরণ সর্বোচ্চ ১০০০ অক্ষরের হতে পারে',
    'Description must be at most 4000 characters': 'বিবরণ সর্বোচ্চ ৪০০০ অক্ষরের হতে পারে',
    'Price must be a number': 'দাম একটি সংখ্যা হতে হবে',
    'Price must be at most 100000': 'দাম সর্বোচ্চ ১০০০০০ হতে পারে',
    'Price can have at most 2 decimals': 'দামে দশমিকের পরে সর্বোচ্চ ২ অঙ্ক থাকতে পারে',
    'Max price must be at least the min price': 'সর্বোচ্চ দাম সর্বনিম্ন দামের চেয়ে কম হতে পারবে না',
    'Price must be 0 or more': 'দাম ০ বা তার বেশি হতে হবে',
    'Upcoming meal not found.': 'আসন্ন মিলটি পাওয়া যায়নি।',
    'This meal is already published.': 'এই মিলটি ইতিমধ্যে প্রকাশিত হয়েছে।',
    'This meal is already published and can no longer be cancelled.':
      'এই মিলটি ইতিমধ্যে প্রকাশিত হয়েছে, তাই আর বাতিল করা যাবে না।',

    // Reviews
    'Failed to load reviews': 'রিভিউ লোড করা যায়নি',
    'Failed to refresh reviews': 'রিভিউ রিফ্রেশ করা যায়নি',
    'Login to leave a review': 'রিভিউ দিতে লগ ইন করুন',
    'Failed to post review': 'রিভিউ পোস্ট করা যায়নি',
    'Failed to delete review': 'রিভিউ মুছে ফেলা যায়নি',
    'Failed to update review': 'রিভিউ হালনাগাদ করা যায়নি',
    'Failed to load your reviews': 'আপনার রিভিউগুলো লোড করা যায়নি',
    'Review deleted': 'রিভিউ মুছে ফেলা হয়েছে',
    'Review updated': 'রিভিউ হালনাগাদ করা হয়েছে',
    'Review cannot be empty': 'রিভিউ খালি রাখা যাবে না',
    'Review must be at most 2000 characters': 'রিভিউ সর্বোচ্চ ২০০০ অক্ষরের হতে পারে',
    'A rating is 1 to 5 stars': 'রেটিং হতে হবে ১ থেকে ৫ তারা',
    'Review not found.': 'রিভিউটি পাওয়া যায়নি।',
    'Only published meals can be reviewed.': 'শুধু প্রকাশিত মিলেরই রিভিউ দেওয়া যায়।',
    'You can only change your own reviews.': 'আপনি শুধু নিজের রিভিউ পরিবর্তন করতে পারবেন।',

    // Meal requests
    'Login to request meals': 'মিলের অনুরোধ করতে লগ ইন করুন',
    'You need an active subscription to request meals': 'মিলের অনুরোধ করতে আপনার একটি সক্রিয় সদস্যপদ থাকতে হবে',
    'Failed to request meal': 'মিলের অনুরোধ করা যায়নি',
    'Failed to load requests': 'অনুরোধগুলো লোড করা যায়নি',
    'Failed to mark as delivered': 'পরিবেশিত হিসেবে চিহ্নিত করা যায়নি',
    'Failed to cancel request': 'অনুরোধ বাতিল করা যায়নি',
    'Failed to load requested meals': 'অনুরোধ করা মিলগুলো লোড করা যায়নি',
    'Meal request submitted': 'মিলের অনুরোধ পাঠানো হয়েছে',
    'Meal marked as delivered': 'মিলটি পরিবেশিত হিসেবে চিহ্নিত হয়েছে',
    'Request cancelled': 'অনুরোধ বাতিল করা হয়েছে',
    'Request canceled': 'অনুরোধ বাতিল করা হয়েছে',
    'You already have a pending request for this meal': 'এই মিলের জন্য আপনার একটি অনুরোধ ইতিমধ্যে অপেক্ষমাণ আছে',
    'Request not found.': 'অনুরোধটি পাওয়া যায়নি।',
    'Only published meals can be requested.': 'শুধু প্রকাশিত মিলেরই অনুরোধ করা যায়।',
    'This request is no longer pending.': 'এই অনুরোধটি আর অপেক্ষমাণ নেই।',
    'You can only delete your own requests.': 'আপনি শুধু নিজের অনুরোধ মুছে ফেলতে পারবেন।',

    // Payments
    'Stripe is not ready or client secret is missing.':
      'Stripe এখনো প্রস্তুত নয়, অথবা client secret পাওয়া যায়নি।',
    'Card element not found.': 'কার্ডের ঘরটি পাওয়া যায়নি।',
    'Payment succeeded, but saving failed.': 'পেমেন্ট সফল হয়েছে, কিন্তু তা সংরক্ষণ করা যায়নি।',
    'Payment failed. Please try again.': 'পেমেন্ট ব্যর্থ হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    'Something went wrong. Please try again.': 'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    'Failed to load payment history.': 'পেমেন্টের ইতিহাস লোড করা যায়নি।',
    'Test mode — no real charge': 'টেস্ট মোড — আসল কোনো টাকা কাটা হবে না',
    'Unknown membership package': 'অজানা সদস্যপদ প্যাকেজ',
    'Transaction ID is required': 'ট্রানজ্যাকশন আইডি দেওয়া আবশ্যক',
    'Enter a valid card number': 'সঠিক কার্ড নম্বর দিন',
    'Enter a valid expiry date': 'সঠিক মেয়াদোত্তীর্ণের তারিখ দিন',
    'Enter a valid CVC': 'সঠিক CVC দিন',
    'Your card has expired.': 'আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।',
    'Your card was declined.': 'আপনার কার্ডটি গ্রহণ করা হয়নি।',
    'Your card has insufficient funds.': 'আপনার কার্ডে পর্যাপ্ত টাকা নেই।',
    "Your card's security code is incorrect.": 'আপনার কার্ডের সিকিউরিটি কোডটি ভুল।',
    'An error occurred while processing your card. Try again in a little bit.':
      'আপনার কার্ড প্রসেস করার সময় একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.':
      'আপনার কার্ডটি গ্রহণ করা হয়নি। আপনার অনুরোধটি টেস্ট মোডে ছিল, কিন্তু এতে টেস্ট কার্ড নয় এমন একটি কার্ড ব্যবহার করা হয়েছে। সঠিক টেস্ট কার্ডের তালিকা দেখতে যান: https://stripe.com/docs/testing',
    'Card payments are not available right now. Please try again later.':
      'এই মুহূর্তে কার্ডে পেমেন্ট করা যাচ্ছে না। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    'Payment not found.': 'পেমেন্টটি পাওয়া যায়নি।',
    'This payment has not succeeded.': 'এই পেমেন্টটি সফল হয়নি।',
    'This payment does not match the price of its plan.': 'এই পেমেন্টের পরিমাণ প্ল্যানের দামের সাথে মিলছে না।',
    'This payment is for a different package.': 'এই পেমেন্টটি অন্য একটি প্যাকেজের জন্য।',
    'This payment belongs to another account.': 'এই পেমেন্টটি অন্য একটি অ্যাকাউন্টের।',
    'This checkout has expired. Please reload the page and try again.':
      'এই চেকআউটের মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে পাতাটি আবার লোড করে চেষ্টা করুন।',
    'You can only see your own payment history.': 'আপনি শুধু নিজের পেমেন্টের ইতিহাস দেখতে পারবেন।',
    'Invalid webhook signature.': 'ওয়েবহুকের স্বাক্ষর সঠিক নয়।',

    // Admin
    'Image upload failed. Please try again.': 'ছবি আপলোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    'Image upload failed.': 'ছবি আপলোড করা যায়নি।',
    'Meal added successfully!': 'মিল সফলভাবে যোগ করা হয়েছে!',
    'Failed to add meal...': 'মিল যোগ করা যায়নি...',
    'Upcoming meal added!': 'আসন্ন মিল যোগ করা হয়েছে!',
    'Failed to add meal.': 'মিল যোগ করা যায়নি।',
    'Meal updated successfully!': 'মিল সফলভাবে হালনাগাদ করা হয়েছে!',
    'Something went wrong.': 'কিছু একটা সমস্যা হয়েছে।',
    'User promoted to admin!': 'ব্যবহারকারীকে অ্যাডমিন করা হয়েছে!',
    'Failed to promote user.': 'ব্যবহারকারীকে অ্যাডমিন করা যায়নি।',
    'Notification not found.': 'নোটিফিকেশনটি পাওয়া যায়নি।',

    // Uploads
    'Please upload a JPEG, PNG, WebP, GIF or AVIF image.':
      'অনুগ্রহ করে JPEG, PNG, WebP, GIF অথবা AVIF ছবি আপলোড করুন।',
    'The image is larger than 5 MB. Please choose a smaller one.':
      'ছবিটি ৫ MB-এর চেয়ে বড়। অনুগ্রহ করে এর চেয়ে ছোট একটি ছবি বেছে নিন।',
    'The image is too large: at most 25 megapixels, please.':
      'ছবিটি খুব বড়: অনুগ্রহ করে সর্বোচ্চ ২৫ মেগাপিক্সেলের ছবি দিন।',
    'The image could not be read; it may be damaged.': 'ছবিটি পড়া যায়নি; সম্ভবত ফাইলটি নষ্ট।',

    // Menu and meal passes
    'Enter a date as YYYY-MM-DD': 'তারিখ দিন YYYY-MM-DD আকারে',
    'Enter a date from 2000-01-01 to 2999-12-31': '২০০০-০১-০১ থেকে ২৯৯৯-১২-৩১-এর মধ্যে একটি তারিখ দিন',
    'The end date must not be before the start date': 'শেষের তারিখ শুরুর তারিখের আগে হতে পারবে না',
    'A range can span at most 31 days': 'একটি সময়সীমা সর্বোচ্চ ৩১ দিনের হতে পারে',
    'A slot is breakfast, lunch or dinner': 'বেলা হতে হবে নাশতা, দুপুরের খাবার অথবা রাতের খাবার',
    'Every meal must be a published meal of the catalogue':
      'প্রতিটি মিলকে অবশ্যই তালিকার একটি প্রকাশিত মিল হতে হবে',
    'A meal can be listed only once in a slot': 'একটি বেলায় একটি মিল একবারই রাখা যায়',
    'A slot can list at most 12 meals': 'একটি বেলায় সর্বোচ্চ ১২টি মিল রাখা যায়',
    'The target week must not overlap the week it is copied from':
      'যে সপ্তাহে কপি করছেন, তা যে সপ্তাহ থেকে কপি করা হচ্ছে তার সাথে মিলে যেতে পারবে না',
    'Enter a time as HH:MM (24-hour)': 'সময় দিন HH:MM আকারে (২৪ ঘণ্টার হিসাবে)',
    'Serving must end after it starts': 'পরিবেশন শুরুর পরেই শেষ হতে হবে',
    'The cutoff must be before passes are accepted, 30 minutes before serving starts':
      'শেষ সময়সীমা পাস নেওয়া শুরুর আগে হতে হবে, অর্থাৎ পরিবেশন শুরুর ৩০ মিনিট আগে',
    'You need an active plan on that day to skip or collect meals':
      'মিল বাদ দিতে বা নিতে ওই দিনে আপনার একটি সক্রিয় প্ল্যান থাকতে হবে',
    'You skipped this meal, so there is no pass for it. Undo the skip before the cutoff to eat.':
      'আপনি এই মিলটি বাদ দিয়েছেন, তাই এর কোনো পাস নেই। খেতে চাইলে শেষ সময়ের আগে বাদ দেওয়াটি বাতিল করুন।',
    'Serving of this meal is over.': 'এই মিলের পরিবেশন শেষ হয়ে গেছে।',
    'This code is not a valid Messhall meal pass.': 'এই কোডটি কোনো সঠিক Messhall মিল পাস নয়।',
    'This member has no active plan for this meal.': 'এই মিলের জন্য এই সদস্যের কোনো সক্রিয় প্ল্যান নেই।',
    'This member skipped this meal.': 'এই সদস্য এই মিলটি বাদ দিয়েছেন।',
    'You were already served this meal, so it can no longer be skipped.':
      'আপনাকে এই মিলটি ইতিমধ্যে পরিবেশন করা হয়েছে, তাই এটি আর বাদ দেওয়া যাবে না।',
    'A forecast can span at most 14 days': 'একটি পূর্বাভাস সর্বোচ্চ ১৪ দিনের হতে পারে',
    'Enter a whole number of portions from 0 to 100000': '০ থেকে ১০০০০০-এর মধ্যে পূর্ণ সংখ্যায় পরিমাণ লিখুন',
    'Leftover portions cannot be more than the portions cooked':
      'বেঁচে যাওয়া পরিমাণ রান্না করা পরিমাণের চেয়ে বেশি হতে পারে না',
    'What was cooked and left can be recorded only on the day of the meal':
      'কতটা রান্না হয়েছে আর কতটা বেঁচেছে, তা কেবল মিলের দিনেই লেখা যায়',

    // Insights
    'Insights cover at most 366 days': 'পরিসংখ্যান সর্বোচ্চ ৩৬৬ দিনের হতে পারে',
    'A series is one of: requests-per-day, revenue-per-month, active-members, top-meals, review-stars, meal-service, waste, requests, payments':
      'সিরিজ হতে হবে এগুলোর একটি: requests-per-day, revenue-per-month, active-members, top-meals, review-stars, meal-service, waste, requests, payments',

    // Categories and meal slots
    All: 'সব',
    Breakfast: 'নাশতা',
    Lunch: 'দুপুরের খাবার',
    Dinner: 'রাতের খাবার',
    Snacks: 'স্ন্যাকস',
    breakfast: 'নাশতা',
    lunch: 'দুপুরের খাবার',
    dinner: 'রাতের খাবার',

    // Statuses and roles
    pending: 'অপেক্ষমাণ',
    delivered: 'পরিবেশিত',
    cancelled: 'বাতিল',
    upcoming: 'আসন্ন',
    published: 'প্রকাশিত',
    user: 'ব্যবহারকারী',
    admin: 'অ্যাডমিন',

    // Plans and their benefits
    Bronze: 'ব্রোঞ্জ',
    Silver: 'সিলভার',
    Gold: 'গোল্ড',
    Platinum: 'প্লাটিনাম',
    'Basic Badge': 'বেসিক ব্যাজ',
    'Access to Upcoming Meals': 'আসন্ন মিল দেখার সুযোগ',
    '1 Monthly Meal Vote': 'মাসে ১টি মিল ভোট',
    'Limited Support': 'সীমিত সহায়তা',
    'Email Notifications': 'ইমেইল নোটিফিকেশন',
    'Profile Highlight': 'প্রোফাইল হাইলাইট',
    'Gold Badge': 'গোল্ড ব্যাজ',
    'Priority Meals': 'অগ্রাধিকারভিত্তিক মিল',
    '3 Monthly Meal Votes': 'মাসে ৩টি মিল ভোট',
    'Faster Support': 'দ্রুত সহায়তা',
    'Exclusive Recipes': 'এক্সক্লুসিভ রেসিপি',
    'Meal Feedback Privilege': 'মিল নিয়ে মতামত দেওয়ার সুবিধা',
    'Early Access to Features': 'নতুন ফিচার আগেভাগে ব্যবহারের সুযোগ',
    'Platinum Badge': 'প্লাটিনাম ব্যাজ',
    'All Perks': 'সব সুবিধা',
    'Unlimited Meal Votes': 'সীমাহীন মিল ভোট',
    '24/7 Premium Support': '২৪/৭ প্রিমিয়াম সহায়তা',
    'Custom Meal Request': 'পছন্দমতো মিলের অনুরোধ',
    'Beta Feature Access': 'বেটা ফিচার ব্যবহারের সুযোগ',
    'VIP Profile Badge': 'ভিআইপি প্রোফাইল ব্যাজ',

    // Diet tags
    Vegetarian: 'নিরামিষ',
    Vegan: 'ভেগান',
    Halal: 'হালাল',
    'Gluten-free': 'গ্লুটেনমুক্ত',
    Spicy: 'ঝাল',

    // Allergens: short labels
    gluten: 'গ্লুটেন',
    crustaceans: 'চিংড়ি-কাঁকড়া',
    eggs: 'ডিম',
    fish: 'মাছ',
    peanuts: 'চিনাবাদাম',
    soya: 'সয়া',
    milk: 'দুধ',
    'tree nuts': 'কাঠবাদাম-জাতীয় বাদাম',
    celery: 'সেলারি',
    mustard: 'সরিষা',
    sesame: 'তিল',
    sulphites: 'সালফাইট',
    lupin: 'লুপিন',
    molluscs: 'শামুক-ঝিনুক',

    // Allergens: full names
    'Cereals containing gluten': 'গ্লুটেনযুক্ত শস্য',
    Crustaceans: 'চিংড়ি, কাঁকড়া ও এ-জাতীয় খোলসযুক্ত প্রাণী',
    Eggs: 'ডিম',
    Fish: 'মাছ',
    Peanuts: 'চিনাবাদাম',
    Soybeans: 'সয়াবিন',
    Milk: 'দুধ',
    'Tree nuts': 'কাঠবাদাম, কাজুবাদাম, আখরোট ও এ-জাতীয় বাদাম',
    Celery: 'সেলারি',
    Mustard: 'সরিষা',
    Sesame: 'তিল',
    'Sulphur dioxide and sulphites': 'সালফার ডাই-অক্সাইড ও সালফাইট',
    Lupin: 'লুপিন',
    Molluscs: 'শামুক, ঝিনুক ও এ-জাতীয় প্রাণী',

    // Password checklist
    'At least 8 characters': 'কমপক্ষে ৮টি অক্ষর',
    'At least one uppercase letter': 'কমপক্ষে একটি বড় হাতের অক্ষর',
    'At least one lowercase letter': 'কমপক্ষে একটি ছোট হাতের অক্ষর',
    'At least one number': 'কমপক্ষে একটি সংখ্যা',
    'At least one special character': 'কমপক্ষে একটি বিশেষ চিহ্ন',

    // Screens' titles
    Meals: 'মিল',
    'Upcoming Meals': 'আসন্ন মিল',
    'Meal Details': 'মিলের বিবরণ',
    Menu: 'মেনু',
    'Create Account': 'অ্যাকাউন্ট খুলুন',
    Login: 'লগ ইন',
    'Reset Password': 'পাসওয়ার্ড রিসেট',
    Forbidden: 'প্রবেশাধিকার নেই',
    'Dev Mailbox': 'ডেভ মেইলবক্স',
    'Meal Pass': 'মিল পাস',
    Checkout: 'চেকআউট',
    Dashboard: 'ড্যাশবোর্ড',
    'My Requested Meals': 'আমার অনুরোধ করা মিল',
    'My Reviews': 'আমার রিভিউ',
    'Payment History': 'পেমেন্টের ইতিহাস',
    'My Diet': 'আমার ডায়েট',
    'Payment Receipt': 'পেমেন্টের রসিদ',
    'Admin Profile': 'অ্যাডমিন প্রোফাইল',
    'Manage Users': 'ব্যবহারকারী পরিচালনা',
    'Add Meal': 'মিল যোগ করুন',
    'All Meals': 'সব মিল',
    'All Reviews': 'সব রিভিউ',
    'Serve Requested Meals': 'অনুরোধ করা মিল পরিবেশন',
    'Menu Planner': 'মেনু পরিকল্পনা',
    Headcount: 'মিলের হিসাব',
    Insights: 'পরিসংখ্যান',
    'Day Sheet': 'দিনের তালিকা',
    'Scan Meal Passes': 'মিল পাস স্ক্যান',
    'Update Meal': 'মিল হালনাগাদ',
    'Page not found': 'পাতাটি পাওয়া যায়নি',
  },
  patterns: [
    // packages/shared/src/messages.ts
    [
      /^Your (.+) plan expired on (.+)\. Renew it to request meals\.$/,
      (translate, plan, endedOn) =>
        `আপনার ${translate(plan!)} প্ল্যানের মেয়াদ ${date(endedOn!)} তারিখে শেষ হয়েছে। মিলের অনুরোধ করতে প্ল্যানটি নবায়ন করুন।`,
    ],
    [
      /^Skipping this meal closed at (.+)\.$/,
      (_translate, closedAt) => `এই মিল বাদ দেওয়ার সময় শেষ হয়ে গেছে: ${when(closedAt!)}।`,
    ],
    [
      /^(.+) was already served at (.+)\.$/,
      (_translate, name, servedAt) => `${name} আগেই ${banglaDigits(servedAt!)}-এ মিল পেয়েছেন।`,
    ],
    [
      /^This pass is for (.+); now serving (.+)\.$/,
      (translate, passFor, servingNow) =>
        `পাসটির মিল: ${slot(translate, passFor!)}; এখন পরিবেশন চলছে: ${slot(translate, servingNow!)}।`,
    ],
    [
      /^This pass is for (.+); no meal is being served now\.$/,
      (translate, passFor) => `পাসটির মিল: ${slot(translate, passFor!)}; এখন কোনো মিল পরিবেশন করা হচ্ছে না।`,
    ],
    // apps/server/src/modules/notifications/notifications.service.ts
    [/^Your request for (.+) was served$/, (_translate, meal) => `আপনার অনুরোধ করা ${meal} পরিবেশন করা হয়েছে`],
    [
      /^Your request for (.+) was cancelled$/,
      (_translate, meal) => `আপনার অনুরোধ করা ${meal} বাতিল করা হয়েছে`,
    ],
    [
      /^New meal request: (.+) requested (.+)$/,
      (_translate, name, meal) => `নতুন মিলের অনুরোধ: ${name} ${meal} চেয়েছেন`,
    ],
    [
      /^Meal request withdrawn: (.+) no longer wants (.+)$/,
      (_translate, name, meal) => `মিলের অনুরোধ ফিরিয়ে নেওয়া হয়েছে: ${name} আর ${meal} চান না`,
    ],
    [
      /^(.+), which you liked, is now on the menu$/,
      (_translate, meal) => `আপনার পছন্দ করা ${meal} এখন মেনুতে আছে`,
    ],
    // apps/server/src/plugins/errors.ts: a failed validation, "<field.path>: <message>" and where, if not the body
    [
      /^([^\s:]+): (.+?)(?: \((query|querystring|params|headers)\))?$/,
      (translate, path, message, where) =>
        `${path}: ${translate(message!)}${where ? ` (${VALIDATION_CONTEXTS[where] ?? where})` : ''}`,
    ],
  ],
};
