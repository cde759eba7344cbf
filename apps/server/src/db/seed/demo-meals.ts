import type { Allergen, DietTag, MealCategory } from '@messhall/shared';

// The demo menu: what a Dhaka student hostel kitchen plausibly serves over two months, home-style Bangladeshi
// food first, with the international dishes students ask for. Prices are in taka.
//
// Diet tags and allergens are read off each recipe as the kitchen labels it
// (docs/product/rules.md#diet-and-allergens): ghee, butter, yoghurt and paneer are milk; soy sauce, semolina
// and every bread are gluten; panch phoron, mustard oil and mayonnaise are mustard; chocolate carries soya
// lecithin. The meat comes from a halal butcher and the cheeses are made with microbial rennet, so halal is
// on every dish but the falooda, whose jelly is gelatine of unknown source (and so not vegetarian either).
// Spicy marks the dishes served hot with chilli, not every one with a green chilli.

export interface DemoMeal {
  title: string;
  category: MealCategory;
  /** Twemoji code point of the picture (file name in @twemoji/svg without .svg). */
  emoji: string;
  price: number;
  /** In DIET_TAGS order. */
  dietTags: DietTag[];
  /** In ALLERGENS order. */
  allergens: Allergen[];
  ingredients: string;
  description: string;
}

export interface DemoUpcomingMeal extends DemoMeal {
  /** Days from now until it is served. */
  inDays: number;
  /** Likes it already has; kept below the auto-publish threshold of 10. */
  likes: number;
}

const breakfast: DemoMeal[] = [
  {
    title: 'Paratha with Egg Bhaji',
    category: 'Breakfast',
    emoji: '1fad3',
    price: 60,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'mustard'],
    ingredients: 'Flaky wheat paratha (2 pcs), egg, onion, green chilli, coriander, turmeric, mustard oil',
    description:
      'The hostel classic: two layered parathas fresh off the tawa with a masala omelette folded with onion and green chilli. Ask for an extra paratha at the counter.',
  },
  {
    title: 'Bhuna Khichuri with Egg Curry',
    category: 'Breakfast',
    emoji: '1f35b',
    price: 120,
    dietTags: ['vegetarian', 'halal', 'gluten-free'],
    allergens: ['eggs', 'milk'],
    ingredients:
      'Chinigura rice, moong dal, ghee, ginger, bay leaf, boiled egg, onion-tomato masala, green peas',
    description:
      'Rainy-morning comfort food: fragrant rice and roasted moong dal cooked soft in ghee, served with a spiced boiled-egg curry and a wedge of lemon.',
  },
  {
    title: 'Luchi with Alur Dom',
    category: 'Breakfast',
    emoji: '1fad3',
    price: 80,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'milk'],
    ingredients:
      'Maida luchi (4 pcs), baby potatoes, cumin, dried red chilli, ginger paste, yoghurt, garam masala',
    description:
      'Puffed, golden luchi fried to order with slow-cooked baby potatoes in a thick, mildly sweet gravy. A Friday-morning favourite.',
  },
  {
    title: 'Masala Omelette with Buttered Toast',
    category: 'Breakfast',
    emoji: '1f373',
    price: 90,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    ingredients: 'Eggs (2), onion, tomato, green chilli, coriander, milk bread, butter, ketchup',
    description:
      'A fluffy two-egg omelette loaded with onion, tomato and fresh coriander, with two slices of buttered toast. Quick, filling and ready before your first class.',
  },
  {
    title: 'Pancakes with Honey and Banana',
    category: 'Breakfast',
    emoji: '1f95e',
    price: 180,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    ingredients:
      'Flour, milk, eggs, butter, baking powder, Sundarbans honey, sliced banana, a pinch of cinnamon',
    description:
      'A stack of three soft, thick pancakes topped with sliced banana and a generous pour of local honey. Weekend breakfast that feels like a treat.',
  },
  {
    title: 'Cinnamon French Toast',
    category: 'Breakfast',
    emoji: '1f35e',
    price: 140,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    ingredients: 'Thick-cut bread, eggs, milk, cinnamon, nutmeg, butter, powdered sugar, seasonal fruit',
    description:
      'Thick slices soaked in cinnamon custard and pan-fried in butter until caramelised at the edges, dusted with sugar and served with fruit.',
  },
  {
    title: 'Butter Croissant and Cappuccino',
    category: 'Breakfast',
    emoji: '1f950',
    price: 220,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    ingredients: 'All-butter croissant, strawberry jam, espresso, steamed milk',
    description:
      'A flaky croissant from the bakery down the road, warmed and served with jam and a freshly pulled cappuccino. For mornings that need coffee first.',
  },
  {
    title: 'Belgian Waffles with Berry Compote',
    category: 'Breakfast',
    emoji: '1f9c7',
    price: 260,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    ingredients: 'Waffle batter, butter, vanilla, mixed berry compote, whipped cream, maple syrup',
    description:
      'Crisp outside, airy inside: two golden waffles with warm berry compote, a spoon of whipped cream and syrup on the side.',
  },
  {
    title: 'Doi Chira with Banana and Gur',
    category: 'Breakfast',
    emoji: '1f963',
    price: 70,
    dietTags: ['vegetarian', 'halal', 'gluten-free'],
    allergens: ['milk'],
    ingredients:
      'Flattened rice (chira), set yoghurt (doi), ripe sagor banana, date-palm jaggery (khejur gur)',
    description:
      'A light village-style breakfast: soaked chira with thick homemade doi, mashed banana and crumbled khejur gur. Cool, sweet and easy on the stomach.',
  },
  {
    title: 'Nihari with Tandoori Naan',
    category: 'Breakfast',
    emoji: '1f372',
    price: 320,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten', 'milk'],
    ingredients:
      'Beef shank, bone marrow, wheat flour, ginger, garlic, nihari masala, ghee, fried onion, naan',
    description:
      'Old Dhaka weekend special: beef shank slow-cooked overnight into a silky, deeply spiced stew, finished with ghee and fried onion. Served with two hot naans.',
  },
  {
    title: 'Ruti with Mixed Vegetable Bhaji',
    category: 'Breakfast',
    emoji: '1fad3',
    price: 50,
    dietTags: ['vegetarian', 'vegan', 'halal'],
    allergens: ['gluten', 'mustard'],
    ingredients:
      'Whole-wheat ruti (3 pcs), potato, papaya, carrot, beans, panch phoron, turmeric, green chilli',
    description:
      'Soft hand-rolled atta ruti with a dry stir-fry of seasonal vegetables tempered with panch phoron. Simple, wholesome and the cheapest breakfast on the menu.',
  },
  {
    title: 'Full English Breakfast Plate',
    category: 'Breakfast',
    emoji: '1f373',
    price: 380,
    dietTags: ['halal'],
    allergens: ['gluten', 'eggs', 'sulphites'],
    ingredients:
      'Fried eggs (2), chicken sausages, baked beans, grilled tomato, sautéed mushrooms, hash brown, toast',
    description:
      'The big one: two eggs your way, chicken sausages, baked beans, grilled tomato, mushrooms, a hash brown and toast. Best shared after a late-night study session.',
  },
  {
    title: 'Puri with Chholar Dal and Suji Halwa',
    category: 'Breakfast',
    emoji: '1fad3',
    price: 90,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'milk'],
    ingredients: 'Puri (4 pcs), Bengal gram dal, coconut slivers, raisins, semolina, ghee, cardamom, sugar',
    description:
      'Crisp puris with chholar dal studded with coconut and raisins, plus a small bowl of warm cardamom suji halwa on the side.',
  },
];

const lunch: DemoMeal[] = [
  {
    title: 'Mutton Kacchi Biryani',
    category: 'Lunch',
    emoji: '1f35b',
    price: 420,
    dietTags: ['halal', 'gluten-free'],
    allergens: ['milk'],
    ingredients:
      'Kalijira rice, mutton, potatoes, yoghurt, ghee, saffron, kewra water, fried onion, borhani on the side',
    description:
      'Marinated mutton and potatoes layered raw with aromatic kalijira rice and cooked sealed on dum, Dhaka wedding style. Comes with a glass of borhani.',
  },
  {
    title: 'Chicken Tehari',
    category: 'Lunch',
    emoji: '1f35a',
    price: 220,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['milk', 'mustard'],
    ingredients:
      'Chinigura rice, chicken, mustard oil, green chilli, yoghurt, ginger-garlic paste, garam masala',
    description:
      'One-pot rice cooked with tender chicken in mustard oil and green chillies: punchy, fragrant and a lunch-queue favourite. Served with salad and a boiled egg.',
  },
  {
    title: 'Rui Macher Jhol with Steamed Rice',
    category: 'Lunch',
    emoji: '1f41f',
    price: 180,
    dietTags: ['halal', 'gluten-free'],
    allergens: ['fish'],
    ingredients:
      'Rohu fish steaks, potato, cauliflower, tomato, turmeric, cumin, nigella seeds, steamed rice',
    description:
      'A light, homely fish curry with rohu, potatoes and cauliflower in a thin turmeric broth, just like mum makes it. With steamed rice and dal.',
  },
  {
    title: 'Shorshe Ilish with Rice',
    category: 'Lunch',
    emoji: '1f41f',
    price: 650,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['fish', 'mustard'],
    ingredients: 'Padma hilsa (2 pcs), mustard paste, mustard oil, green chilli, turmeric, steamed rice',
    description:
      'Two generous pieces of Padma hilsa steamed in a pungent mustard paste with green chillies and raw mustard oil. The pride of a Bangladeshi kitchen; mind the bones.',
  },
  {
    title: 'Dal, Rice and Bhorta Thali',
    category: 'Lunch',
    emoji: '1f35a',
    price: 110,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['eggs', 'fish', 'mustard'],
    ingredients:
      'Steamed rice, masoor dal, aloo bhorta, begun bhorta, shutki bhorta, fried egg, green chilli, onion',
    description:
      'Three hand-mashed bhortas (potato, smoky aubergine and dried fish) with thin masoor dal, steamed rice and a fried egg. Everyday food done properly.',
  },
  {
    title: 'Chicken Roast with Polao',
    category: 'Lunch',
    emoji: '1f357',
    price: 380,
    dietTags: ['halal', 'gluten-free'],
    allergens: ['eggs', 'milk', 'tree-nuts'],
    ingredients: 'Chicken quarter, yoghurt, poppy seed and cashew paste, ghee, plums, polao rice, boiled egg',
    description:
      'Biye-bari style chicken roast in a rich, slightly sweet yoghurt-cashew gravy, with fragrant polao, a boiled egg and a sweet plum chutney.',
  },
  {
    title: 'Chingri Malaikari with Rice',
    category: 'Lunch',
    emoji: '1f364',
    price: 520,
    dietTags: ['halal', 'gluten-free'],
    allergens: ['crustaceans', 'milk'],
    ingredients:
      'Golda prawns, coconut milk, ghee, onion paste, cardamom, cinnamon, green chilli, steamed rice',
    description:
      'Big golda prawns simmered in creamy coconut milk with whole spices: mild, rich and celebratory. Served with steamed rice.',
  },
  {
    title: 'Beef Bhuna Khichuri',
    category: 'Lunch',
    emoji: '1f958',
    price: 350,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['milk'],
    ingredients: 'Polao rice, moong dal, beef, onion, ginger, garlic, garam masala, ghee, pickled chilli',
    description:
      'Spiced beef bhuna folded through a thick, buttery khichuri. The rainy-day lunch everyone queues for, with achar on the side.',
  },
  {
    title: 'Paneer Butter Masala with Jeera Rice',
    category: 'Lunch',
    emoji: '1f35b',
    price: 270,
    dietTags: ['vegetarian', 'halal', 'gluten-free'],
    allergens: ['milk', 'tree-nuts'],
    ingredients: 'Cottage cheese, tomato, butter, cream, cashew, kasuri methi, cumin rice',
    description:
      'Soft paneer cubes in a velvety tomato-butter gravy finished with cream and fenugreek, with cumin-scented basmati. Our most popular vegetarian lunch.',
  },
  {
    title: 'Grilled Chicken Caesar Salad',
    category: 'Lunch',
    emoji: '1f957',
    price: 290,
    dietTags: ['halal'],
    allergens: ['gluten', 'eggs', 'fish', 'milk', 'mustard'],
    ingredients: 'Grilled chicken breast, romaine lettuce, parmesan, garlic croutons, Caesar dressing, lemon',
    description:
      'Crisp romaine tossed in a garlicky Caesar dressing with parmesan, crunchy croutons and sliced grilled chicken. A light lunch that still keeps you full.',
  },
  {
    title: 'Spaghetti Bolognese',
    category: 'Lunch',
    emoji: '1f35d',
    price: 320,
    dietTags: ['halal'],
    allergens: ['gluten', 'milk'],
    ingredients: 'Spaghetti, minced beef, tomato, onion, garlic, carrot, oregano, basil, parmesan',
    description:
      'Spaghetti in a slow-simmered beef and tomato ragù with herbs, topped with grated parmesan. Comes with a slice of garlic bread.',
  },
  {
    title: 'Vegetable Fried Rice with Chilli Chicken',
    category: 'Lunch',
    emoji: '1f35a',
    price: 260,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten', 'eggs', 'soybeans'],
    ingredients: 'Rice, egg, carrot, beans, spring onion, soy sauce, chicken, capsicum, onion, chilli sauce',
    description:
      'Deshi-Chinese at its best: wok-tossed egg fried rice with a plate of saucy chilli chicken, capsicum and onion.',
  },
  {
    title: 'Classic Chicken Burger with Fries',
    category: 'Lunch',
    emoji: '1f354',
    price: 280,
    dietTags: ['halal'],
    allergens: ['gluten', 'eggs', 'milk', 'mustard'],
    ingredients: 'Crispy chicken fillet, brioche bun, lettuce, tomato, cheddar, house mayo, French fries',
    description:
      'A crunchy fried chicken fillet with cheddar, lettuce and house mayo in a toasted brioche bun, with a portion of salted fries.',
  },
];

const dinner: DemoMeal[] = [
  {
    title: 'Beef Kala Bhuna with Plain Polao',
    category: 'Dinner',
    emoji: '1f356',
    price: 480,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['milk', 'mustard'],
    ingredients: 'Beef, mustard oil, onion, garlic, ginger, kala bhuna masala, bay leaf, polao rice',
    description:
      'Chattogram-style beef cooked low and slow until the masala turns almost black and clings to every piece. Intense, smoky and best with plain polao.',
  },
  {
    title: 'Mutton Rezala with Naan',
    category: 'Dinner',
    emoji: '1f372',
    price: 550,
    dietTags: ['halal'],
    allergens: ['gluten', 'milk', 'tree-nuts'],
    ingredients: 'Mutton, yoghurt, cashew paste, poppy seeds, kewra water, white pepper, ghee, butter naan',
    description:
      'A pale, aromatic Mughlai curry of tender mutton in yoghurt and cashew with a whisper of kewra. Served with two butter naans.',
  },
  {
    title: 'Chicken Jhal Fry with Paratha',
    category: 'Dinner',
    emoji: '1f357',
    price: 250,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten'],
    ingredients: 'Boneless chicken, onion, capsicum, dried red chilli, tomato, cumin, paratha (2 pcs)',
    description:
      'Fiery stir-fried chicken with onion and capsicum, tossed with dried chillies: a street-food favourite with two flaky parathas.',
  },
  {
    title: 'Duck Bhuna with Chitoi Pitha',
    category: 'Dinner',
    emoji: '1f958',
    price: 620,
    dietTags: ['halal', 'gluten-free'],
    allergens: [],
    ingredients: 'Duck, coconut, onion, ginger, garlic, whole garam masala, rice-flour chitoi pitha',
    description:
      'A winter special from the haor: rich duck curry cooked down with coconut and whole spices, to be mopped up with soft, spongy chitoi pitha.',
  },
  {
    title: 'Tandoori Chicken with Butter Naan',
    category: 'Dinner',
    emoji: '1f357',
    price: 380,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten', 'milk', 'mustard'],
    ingredients:
      'Chicken leg quarters, yoghurt, tandoori masala, lemon, mustard oil, butter naan, mint chutney, onion salad',
    description:
      'Chicken marinated overnight in yoghurt and spices, charred in the tandoor and served with butter naan, mint chutney and onion salad.',
  },
  {
    title: 'Seekh Kebab Platter',
    category: 'Dinner',
    emoji: '1f362',
    price: 420,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten', 'milk'],
    ingredients:
      'Minced beef, onion, ginger, garlic, green chilli, coriander, garam masala, paratha, mint-yoghurt chutney',
    description:
      'Four juicy seekh kebabs grilled over charcoal, with paratha, sliced onion, lemon and a cooling mint-yoghurt chutney.',
  },
  {
    title: 'Thai Green Curry with Jasmine Rice',
    category: 'Dinner',
    emoji: '1f35b',
    price: 390,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['crustaceans', 'fish'],
    ingredients:
      'Chicken, green curry paste, coconut milk, Thai basil, bamboo shoots, aubergine, fish sauce, jasmine rice',
    description:
      'A fragrant, gently spicy coconut curry with chicken, Thai basil and aubergine, served with fluffy jasmine rice.',
  },
  {
    title: 'Margherita Pizza',
    category: 'Dinner',
    emoji: '1f355',
    price: 450,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'milk'],
    ingredients: 'Hand-stretched dough, San Marzano-style tomato sauce, mozzarella, fresh basil, olive oil',
    description:
      'A 10-inch thin-crust pizza with tomato sauce, melted mozzarella and fresh basil. Movie-night dinner; split it with a roommate.',
  },
  {
    title: 'Beef Steak with Mashed Potatoes',
    category: 'Dinner',
    emoji: '1f969',
    price: 890,
    dietTags: ['halal'],
    allergens: ['milk'],
    ingredients:
      'Tenderloin steak, butter, garlic, thyme, mashed potatoes, sautéed vegetables, black pepper sauce',
    description:
      'The month-end splurge: a pan-seared tenderloin steak with garlic butter, creamy mash, buttered vegetables and black pepper sauce.',
  },
  {
    title: 'Mezbani Beef with Rice',
    category: 'Dinner',
    emoji: '1f958',
    price: 460,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['mustard'],
    ingredients:
      'Beef with bone, mezbani masala, mustard oil, garlic, ginger, shallots, dried chilli, steamed rice',
    description:
      'The feast curry of Chattogram: beef with bone in a hot, peppery, oil-rich gravy made with the secret mezbani spice mix. Served with steamed rice.',
  },
  {
    title: 'Dal Makhani with Jeera Rice',
    category: 'Dinner',
    emoji: '1f372',
    price: 190,
    dietTags: ['vegetarian', 'halal', 'gluten-free'],
    allergens: ['milk'],
    ingredients: 'Black lentils, kidney beans, butter, cream, tomato, ginger, garlic, cumin rice',
    description:
      'Black lentils and kidney beans simmered for hours with butter and tomato until silky: warming, vegetarian and very filling.',
  },
  {
    title: 'Chicken Chow Mein',
    category: 'Dinner',
    emoji: '1f35c',
    price: 300,
    dietTags: ['halal'],
    allergens: ['gluten', 'eggs', 'soybeans', 'sesame', 'molluscs'],
    ingredients:
      'Egg noodles, chicken, cabbage, carrot, capsicum, spring onion, soy sauce, oyster sauce, sesame oil',
    description:
      'Smoky wok-tossed egg noodles with shredded chicken and crunchy vegetables in a savoury soy and oyster sauce.',
  },
  {
    title: 'Chicken Korma with Polao',
    category: 'Dinner',
    emoji: '1f357',
    price: 340,
    dietTags: ['halal', 'gluten-free'],
    allergens: ['milk'],
    ingredients: 'Chicken, yoghurt, ghee, onion paste, cardamom, cinnamon, sugar, kewra water, polao rice',
    description:
      'A mild, fragrant white korma of chicken in ghee and yoghurt, slightly sweet, with polao. A good choice for anyone who prefers less heat.',
  },
];

const snacks: DemoMeal[] = [
  {
    title: 'Shingara and Samosa Plate',
    category: 'Snacks',
    emoji: '1f95f',
    price: 60,
    dietTags: ['halal'],
    allergens: ['gluten', 'peanuts'],
    ingredients: 'Flour pastry, spiced potato and peanut filling, minced-beef filling, tamarind chutney',
    description:
      'Two potato shingaras and two keema samosas, fried fresh in the afternoon and served hot with tangy tamarind chutney.',
  },
  {
    title: 'Fuchka (10 pcs)',
    category: 'Snacks',
    emoji: '1f95f',
    price: 80,
    dietTags: ['vegetarian', 'halal', 'spicy'],
    allergens: ['gluten', 'eggs'],
    ingredients: 'Crisp semolina shells, mashed potato, chickpeas, egg, onion, coriander, tamarind water',
    description:
      'Ten crunchy fuchka shells filled with spicy potato and chickpeas, topped with grated egg and dunked in sour tamarind water. Eat them in one bite!',
  },
  {
    title: 'Chotpoti',
    category: 'Snacks',
    emoji: '1f372',
    price: 70,
    dietTags: ['vegetarian', 'halal', 'gluten-free', 'spicy'],
    allergens: ['eggs'],
    ingredients: 'Yellow peas, potato, boiled egg, onion, green chilli, cucumber, tamarind, chotpoti masala',
    description:
      'Warm yellow peas and potato topped with grated egg, onion, cucumber, chilli and tamarind sauce: the capital’s favourite street snack.',
  },
  {
    title: 'Chicken Momo (8 pcs)',
    category: 'Snacks',
    emoji: '1f95f',
    price: 150,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten'],
    ingredients: 'Wheat wrappers, minced chicken, cabbage, onion, ginger, garlic, spicy tomato achar',
    description:
      'Eight steamed dumplings with a juicy ginger-garlic chicken filling and a fiery tomato dip. Ask for them pan-fried if you like them crisp.',
  },
  {
    title: 'Piyaju and Beguni',
    category: 'Snacks',
    emoji: '1f9c6',
    price: 60,
    dietTags: ['vegetarian', 'vegan', 'halal', 'gluten-free'],
    allergens: [],
    ingredients:
      'Red lentils, onion, green chilli, aubergine slices, gram-flour batter, turmeric, puffed rice',
    description:
      'Crunchy lentil-and-onion fritters with batter-fried aubergine slices and a handful of muri: the taste of an iftar table, every evening.',
  },
  {
    title: 'Jhalmuri',
    category: 'Snacks',
    emoji: '1f37f',
    price: 40,
    dietTags: ['vegetarian', 'vegan', 'halal', 'spicy'],
    allergens: ['peanuts', 'mustard'],
    ingredients:
      'Puffed rice, roasted peanuts, chanachur, onion, tomato, green chilli, coriander, mustard oil',
    description:
      'Puffed rice tossed to order with chanachur, peanuts, onion, chilli and a drizzle of raw mustard oil. Light, crunchy and perfect with tea.',
  },
  {
    title: 'Chicken Shawarma Roll',
    category: 'Snacks',
    emoji: '1f959',
    price: 180,
    dietTags: ['halal'],
    allergens: ['gluten'],
    ingredients: 'Pita bread, spit-roasted chicken, garlic toum, pickles, lettuce, tomato, fries',
    description:
      'Thin-sliced spit-roasted chicken wrapped in warm pita with garlic sauce, pickles and a few fries tucked inside.',
  },
  {
    title: 'Mango Lassi',
    category: 'Snacks',
    emoji: '1f96d',
    price: 110,
    dietTags: ['vegetarian', 'halal', 'gluten-free'],
    allergens: ['milk'],
    ingredients: 'Himsagar mango pulp, yoghurt, milk, sugar, cardamom, ice',
    description:
      'A tall, thick glass of chilled yoghurt blended with sweet Himsagar mango and a hint of cardamom. Cools you down on the hottest afternoon.',
  },
  {
    title: 'Chocolate Doughnut and Cold Coffee',
    category: 'Snacks',
    emoji: '1f369',
    price: 160,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'soybeans', 'milk'],
    ingredients: 'Yeast doughnut, dark chocolate glaze, sprinkles, espresso, milk, ice cream, sugar',
    description:
      'A soft chocolate-glazed doughnut with a frothy cold coffee topped with a scoop of vanilla ice cream.',
  },
  {
    title: 'Red Velvet Cupcake',
    category: 'Snacks',
    emoji: '1f9c1',
    price: 120,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    ingredients: 'Cocoa sponge, buttermilk, cream cheese frosting, vanilla, red velvet crumbs',
    description:
      'A moist red velvet cupcake crowned with tangy cream cheese frosting. Birthdays in the hostel are not complete without a box of these.',
  },
  {
    title: 'Chocolate Chip Cookies and Milk Tea',
    category: 'Snacks',
    emoji: '1f36a',
    price: 90,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'soybeans', 'milk'],
    ingredients: 'Butter cookies (3 pcs), dark chocolate chips, black tea, condensed milk, cardamom',
    description: 'Three chewy, freshly baked chocolate chip cookies with a cup of strong, sweet dudh cha.',
  },
  {
    title: 'Mishti Doi and Rosogolla',
    category: 'Snacks',
    emoji: '1f36e',
    price: 100,
    dietTags: ['vegetarian', 'halal', 'gluten-free'],
    allergens: ['milk'],
    ingredients: 'Caramelised sweet yoghurt, chhena, sugar syrup, cardamom',
    description:
      'A clay pot of caramel-sweet Bogura mishti doi with two spongy rosogollas. The proper way to end any Bengali meal.',
  },
  {
    title: 'Beef Tacos (2 pcs)',
    category: 'Snacks',
    emoji: '1f32e',
    price: 240,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['milk'],
    ingredients: 'Corn tortillas, spiced minced beef, lettuce, tomato salsa, cheddar, sour cream, jalapeños',
    description:
      'Two crunchy tacos filled with cumin-spiced beef, fresh salsa, cheddar and a spoon of sour cream. A Friday-evening hit.',
  },
];

export const DEMO_MEALS: readonly DemoMeal[] = [...breakfast, ...lunch, ...dinner, ...snacks];

export const DEMO_UPCOMING_MEALS: readonly DemoUpcomingMeal[] = [
  {
    title: 'Friday Special Kacchi Biryani',
    category: 'Lunch',
    emoji: '1f35b',
    price: 480,
    dietTags: ['halal', 'gluten-free'],
    allergens: ['milk'],
    inDays: 2,
    likes: 9,
    ingredients: 'Basmati rice, khasi mutton, potatoes, saffron, ghee, kewra water, plums, borhani, firni',
    description:
      'Our biggest Friday lunch: a full kacchi with extra mutton, served with borhani and a small bowl of firni. One more like and it goes on the menu.',
  },
  {
    title: 'Pitha Utsob Platter',
    category: 'Snacks',
    emoji: '1f95e',
    price: 150,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'milk'],
    inDays: 5,
    likes: 8,
    ingredients: 'Rice flour, date-palm jaggery, grated coconut, milk, bhapa pitha, patishapta, chitoi pitha',
    description:
      'A winter celebration plate: steamed bhapa pitha with molten khejur gur, coconut-stuffed patishapta and a chitoi pitha with date molasses.',
  },
  {
    title: 'Sunday Brunch: Eggs Benedict',
    category: 'Breakfast',
    emoji: '1f373',
    price: 320,
    dietTags: ['halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    inDays: 3,
    likes: 7,
    ingredients: 'English muffin, poached eggs, smoked chicken, hollandaise sauce, chives, side salad',
    description:
      'Two poached eggs on toasted English muffins with smoked chicken and buttery hollandaise. A slow Sunday brunch experiment.',
  },
  {
    title: 'Haleem with Naan',
    category: 'Dinner',
    emoji: '1f372',
    price: 160,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten'],
    inDays: 1,
    likes: 8,
    ingredients: 'Beef, wheat, barley, mixed lentils, ginger, fried onion, lemon, coriander, mint, naan',
    description:
      'A thick, slow-cooked stew of beef, grains and lentils, topped with fried onion, ginger juliennes and lemon. Served with naan.',
  },
  {
    title: 'Chingri Bhuna with Polao',
    category: 'Dinner',
    emoji: '1f364',
    price: 540,
    dietTags: ['halal', 'gluten-free', 'spicy'],
    allergens: ['crustaceans', 'milk'],
    inDays: 9,
    likes: 4,
    ingredients: 'Bagda prawns, onion, tomato, garlic, green chilli, turmeric, garam masala, polao rice',
    description:
      'Tiger prawns cooked down in a thick, spicy onion-tomato bhuna masala, paired with fragrant polao.',
  },
  {
    title: 'Korean Fried Chicken',
    category: 'Dinner',
    emoji: '1f357',
    price: 420,
    dietTags: ['halal', 'spicy'],
    allergens: ['gluten', 'soybeans', 'sesame'],
    inDays: 12,
    likes: 6,
    ingredients:
      'Chicken wings, potato starch, gochujang, garlic, honey, soy sauce, sesame seeds, pickled radish',
    description:
      'Double-fried, extra crunchy chicken wings glazed in a sticky sweet-and-spicy gochujang sauce, with pickled radish on the side.',
  },
  {
    title: 'Smash Beef Burger Deluxe',
    category: 'Lunch',
    emoji: '1f354',
    price: 350,
    dietTags: ['halal'],
    allergens: ['gluten', 'eggs', 'milk', 'mustard'],
    inDays: 7,
    likes: 5,
    ingredients: 'Double beef patty, cheddar, caramelised onion, pickles, burger sauce, potato bun, wedges',
    description:
      'Two thin smashed beef patties with crispy edges, melted cheddar and caramelised onion in a soft potato bun, with potato wedges.',
  },
  {
    title: 'Masala Dosa with Sambar',
    category: 'Breakfast',
    emoji: '1fad3',
    price: 210,
    dietTags: ['vegetarian', 'vegan', 'halal', 'gluten-free'],
    allergens: ['mustard'],
    inDays: 14,
    likes: 2,
    ingredients: 'Fermented rice and urad dal batter, spiced potato filling, sambar, coconut chutney',
    description:
      'A thin, crisp South Indian crêpe wrapped around spiced potatoes, with tangy sambar and fresh coconut chutney.',
  },
  {
    title: 'Royal Falooda',
    category: 'Snacks',
    emoji: '1f368',
    price: 170,
    dietTags: [],
    allergens: ['gluten', 'milk', 'tree-nuts'],
    inDays: 18,
    likes: 3,
    ingredients: 'Rose syrup, basil seeds, vermicelli, jelly, chilled milk, vanilla ice cream, pistachio',
    description:
      'A tall glass of rose-scented milk layered with vermicelli, basil seeds, jelly and a scoop of ice cream, finished with pistachios.',
  },
  {
    title: 'Vegetable Lasagna',
    category: 'Dinner',
    emoji: '1f35d',
    price: 460,
    dietTags: ['vegetarian', 'halal'],
    allergens: ['gluten', 'eggs', 'milk'],
    inDays: 21,
    likes: 0,
    ingredients: 'Lasagna sheets, spinach, mushroom, zucchini, tomato sauce, béchamel, mozzarella, parmesan',
    description:
      'Layers of pasta, spinach, mushroom and courgette in tomato sauce and creamy béchamel, baked under a golden cheese crust.',
  },
];

/** Local serving hour (Asia/Dhaka) per category, so post times look like real service times. */
export const SERVING_HOUR: Record<MealCategory, number> = { Breakfast: 8, Lunch: 13, Dinner: 20, Snacks: 17 };
