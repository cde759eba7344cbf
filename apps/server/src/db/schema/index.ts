export * from './auth.js';
export * from './meals.js';
export * from './reviews.js';
export * from './requests.js';
export * from './payments.js';
export * from './content.js';
export * from './menu.js';
export * from './diet.js';
