/** A valid POST/PATCH /api/meals body (what the Add Meal form sends). */
export function mealBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Vegetable Khichuri',
    category: 'Dinner',
    image: '/api/images/00000000-0000-4000-8000-000000000001',
    ingredients: 'rice, moong dal, pumpkin',
    description: 'Soft rice and lentils with seasonal vegetables.',
    price: 85.5,
    postTime: new Date().toISOString(),
    ...overrides,
  };
}

const DAY = 24 * 60 * 60 * 1000;

/** A valid POST /api/upcoming body: publish date a few days ahead, no post time (the form has none). */
export function upcomingBody(overrides: Record<string, unknown> = {}) {
  const { postTime: _postTime, ...rest } = mealBody({
    title: 'Shorshe Ilish',
    category: 'Lunch',
    price: 350,
  });
  return { ...rest, publishDate: new Date(Date.now() + 3 * DAY).toISOString(), ...overrides };
}
