/**
 * The demo catalogue: an Indian grocery range with fictional brands, realistic packs and rupee prices.
 * Everything is derived from hand-written tables and a seeded PRNG, so every call returns identical data.
 */

export interface SeedCategory {
  name: string;
  slug: string;
  avatar: string;
  children: SeedCategory[];
}
export interface SeedBrand {
  name: string;
  slug: string;
}
export interface SeedPack {
  name: string;
  pricePaise: number;
  mrpPaise: number;
}
export interface SeedProduct {
  name: string;
  slug: string;
  categorySlug: string;
  brandSlug: string;
  description: string;
  info: string;
  packs: SeedPack[];
  popularity: number;
  image: string;
  createdDaysAgo: number;
}
export interface DemoCatalogue {
  categories: SeedCategory[];
  brands: SeedBrand[];
  products: SeedProduct[];
}

const BRAND_NAMES = {
  freshfarm: 'FreshFarm',
  'himalayan-orchard': 'Himalayan Orchard',
  'desi-harvest': 'Desi Harvest',
  'anaaj-ghar': 'Anaaj Ghar',
  'kolhu-pure': 'Kolhu Pure',
  'nirmal-sagar': 'Nirmal Sagar',
  'gau-dhara': 'Gau Dhara',
  'doodh-ganga': 'Doodh Ganga',
  'subah-bakers': 'Subah Bakers',
  'malabar-spice-co': 'Malabar Spice Co.',
  'kesar-valley': 'Kesar Valley',
  'rasoi-ratna': 'Rasoi Ratna',
  'chatpata-junction': 'Chatpata Junction',
  'crunch-mandi': 'Crunch Mandi',
  'mithas-sweets': 'Mithas Sweets',
  'chai-saathi': 'Chai Saathi',
  'mishti-cocoa': 'Mishti Cocoa',
  'nilgiri-leaf-co': 'Nilgiri Leaf Co.',
  'coorg-bean-roasters': 'Coorg Bean Roasters',
  'ras-bhari': 'Ras Bhari',
  fizzwala: 'Fizzwala',
  'urja-malt': 'Urja Malt',
  'nashta-co': 'Nashta Co.',
  'tadka-express': 'Tadka Express',
  'chatni-house': 'Chatni House',
  'vana-veda': 'Vana Veda',
  'chandan-glow': 'Chandan Glow',
  keshkala: 'Keshkala',
  muskaan: 'Muskaan',
  'urban-sher': 'Urban Sher',
  'chamak-home': 'Chamak Home',
  'safai-pro': 'Safai Pro',
  'aarti-sugandh': 'Aarti Sugandh',
  'nanha-munna': 'Nanha Munna',
  palna: 'Palna',
} as const;
type BrandKey = keyof typeof BRAND_NAMES;

/** The store's own label for loose produce: its products are named without the brand. */
const HOUSE_BRAND: BrandKey = 'freshfarm';

/**
 * [name, packs, price, note?, extra?]. Packs are size tokens in ascending order ('500g 1kg 5kg', '6pcs 12pcs').
 * Price is rupees for the smallest pack (larger packs follow a bulk curve) or rupees for every pack.
 * `also` sells the same item under a second brand at a slightly different price.
 */
type Item = [name: string, packs: string, price: number | number[], note?: string, extra?: { also?: BrandKey; origin?: string }];

interface LeafSpec {
  name: string;
  shelf: string;
  storage: string;
  about: [string, string, string];
  range: [BrandKey, Item[]][];
}
interface ParentSpec {
  name: string;
  leaves: LeafSpec[];
}

const STORE_DRY = 'Store in a cool, dry place away from direct sunlight. Keep in an airtight container after opening.';
const STORE_FRIDGE = 'Keep refrigerated below 5°C. Consume within 2 days of opening.';
const STORE_HOME = 'Store in a cool, dry place. Keep out of reach of children.';

const TREE: ParentSpec[] = [
  {
    name: 'Fruits & Vegetables',
    leaves: [
      {
        name: 'Fresh Vegetables',
        shelf: '3–5 days',
        storage: 'Refrigerate in the vegetable crisper; keep onions and potatoes in a dry, airy basket.',
        about: [
          'Hand-picked every morning from partner farms and delivered to you within hours of harvest.',
          'Sorted and graded for size, colour and firmness, so you get only the good ones.',
          'Wash thoroughly under running water before cooking.',
        ],
        range: [
          [
            'freshfarm',
            [
              ['Onion', '500g 1kg 2kg', 21, 'A kitchen essential for tadkas, curries, salads and raita.'],
              ['Potato', '500g 1kg 2kg', 18, 'All-purpose potatoes that work for aloo sabzi, parathas and fries.'],
              ['Tomato – Hybrid', '500g 1kg', 22, 'Firm, evenly red tomatoes that slice well for salads and sandwiches.'],
              ['Tomato – Local', '500g 1kg', 20, 'Juicy and tangy, ideal for gravies, rasam and chutney.'],
              ['Green Chilli', '100g 250g', 8],
              ['Ginger', '100g 250g 500g', 14, 'Adds warmth to chai, dal and marinades.'],
              ['Garlic', '100g 250g 500g', 22],
              ['Cauliflower', '1pc', 35, 'Compact white florets, perfect for aloo gobi and gobi paratha.'],
              ['Cabbage', '1pc', 30],
              ['Carrot – Orange', '250g 500g 1kg', 18, 'Crunchy and sweet, great for gajar halwa, salads and juices.'],
              ['Lady Finger (Bhindi)', '250g 500g', 20, 'Tender, young pods for crispy bhindi fry.'],
              ['Brinjal – Long Purple', '250g 500g', 15],
              ['Bottle Gourd (Lauki)', '1pc', 32, 'Light and easy to digest; use it in lauki chana dal or kofta.'],
              ['Cucumber', '500g 1kg', 22],
              ['Capsicum – Green', '250g 500g', 22],
              ['Beetroot', '500g 1kg', 25],
              ['Spinach (Palak)', '1bunch', 25, 'Fresh green leaves for palak paneer, dal palak and smoothies.'],
              ['Drumstick', '250g', 30, 'A must for sambar and drumstick curry.'],
              ['Bitter Gourd (Karela)', '250g 500g', 20],
              ['Green Peas', '250g 500g', 30, 'Sweet seasonal peas for matar paneer and pulao.'],
              ['French Beans', '250g 500g', 25],
              ['Raw Banana', '3pcs', 25, 'Use for Kerala-style avial, chips or raw banana fry.'],
            ],
          ],
        ],
      },
      {
        name: 'Fresh Fruits',
        shelf: '3–6 days',
        storage: 'Store at room temperature until ripe, then refrigerate.',
        about: [
          'Sourced directly from orchards and ripened naturally without carbide.',
          'Checked by hand for freshness, sweetness and bruises before packing.',
          'A healthy snack for the whole family, rich in vitamins and fibre.',
        ],
        range: [
          [
            'freshfarm',
            [
              ['Banana – Robusta', '6pcs 12pcs', 38, 'Soft, sweet bananas that are great for breakfast and milkshakes.'],
              ['Banana – Yelakki', '500g 1kg', 45, 'Small, fragrant bananas from Karnataka with a honey-like sweetness.'],
              ['Apple – Shimla', '500g 1kg', 90, 'Crisp, juicy apples from the hills of Himachal Pradesh.'],
              ['Alphonso Mango', '6pcs 12pcs', 549, 'The king of mangoes from Ratnagiri, with rich saffron-coloured pulp.'],
              ['Kesar Mango', '1kg', 180, 'Sweet, aromatic mangoes from Gujarat, perfect for aamras.'],
              ['Pomegranate', '500g 1kg', 95, 'Bright ruby arils that are juicy and sweet.'],
              ['Papaya', '1pc', 55],
              ['Watermelon', '1pc', 70, 'Big, juicy and refreshing on a hot summer day.'],
              ['Orange – Nagpur', '500g 1kg', 55, 'Easy-to-peel oranges with a tangy-sweet taste.'],
              ['Mosambi', '500g 1kg', 40, 'Juicy sweet lime, ideal for fresh juice.'],
              ['Guava', '500g 1kg', 45],
              ['Grapes – Green Seedless', '500g 1kg', 60, 'Crunchy seedless grapes from Nashik vineyards.'],
              ['Pineapple', '1pc', 75],
              ['Chikoo (Sapota)', '500g 1kg', 45],
              ['Custard Apple (Sitaphal)', '500g', 90, 'Creamy, sweet seasonal fruit loved by kids.'],
              ['Tender Coconut', '1pc', 55, 'Naturally sweet coconut water, packed with electrolytes.'],
            ],
          ],
        ],
      },
      {
        name: 'Herbs & Seasonings',
        shelf: '2–4 days',
        storage: 'Wrap in a damp cloth or paper towel and refrigerate.',
        about: [
          'Fresh, fragrant and harvested in small batches for maximum flavour.',
          'Adds the finishing touch to dals, curries, chutneys and chaats.',
          'Rinse gently and pat dry before use.',
        ],
        range: [
          [
            'freshfarm',
            [
              ['Coriander Leaves', '100g 250g', 12, 'Bright green dhaniya for garnishing and green chutney.'],
              ['Mint Leaves', '100g', 15, 'Cooling pudina for chutneys, raita and mojitos.'],
              ['Curry Leaves', '50g 100g', 8, 'An essential for South Indian tempering.'],
              ['Lemon', '4pcs 8pcs', 24, 'Juicy lemons for nimbu pani, pickles and a squeeze over poha.'],
              ['Methi Leaves', '1bunch', 18, 'Slightly bitter fenugreek greens for methi thepla and aloo methi.'],
              ['Spring Onion', '250g', 25],
              ['Lemongrass', '50g', 25, 'Adds a citrusy aroma to tea, soups and Thai curries.'],
              ['Fresh Turmeric', '100g 250g', 20],
            ],
          ],
        ],
      },
      {
        name: 'Exotic Fruits & Veggies',
        shelf: '4–7 days',
        storage: 'Refrigerate; keep berries and salad greens in their original pack.',
        about: [
          'Premium produce, grown in controlled conditions or imported and cold-chain handled.',
          'Perfect for salads, stir-fries, smoothie bowls and continental dishes.',
          'Selected for appearance, freshness and taste.',
        ],
        range: [
          [
            'freshfarm',
            [
              ['Kiwi – Green', '3pcs 6pcs', 99, 'Tangy-sweet kiwis rich in vitamin C.', { origin: 'New Zealand' }],
              ['Avocado – Hass', '1pc 2pcs', 149, 'Creamy avocados for toast, guacamole and salads.', { origin: 'Tanzania' }],
              ['Dragon Fruit', '1pc 2pcs', 79, 'Mildly sweet, with striking pink skin and speckled white flesh.'],
              ['Broccoli', '250g 500g', 55, 'Tight green florets, great steamed, stir-fried or in soups.'],
              ['Zucchini – Green', '250g 500g', 40],
              ['Cherry Tomato', '200g', 60, 'Bite-sized sweet tomatoes for salads and pasta.'],
              ['Bell Pepper – Red', '250g 500g', 70],
              ['Iceberg Lettuce', '1pc', 65, 'Crunchy lettuce for burgers, wraps and salads.'],
              ['Apple – Red Delicious', '4pcs', 229, 'Deep red, crunchy and sweet imported apples.', { origin: 'USA' }],
              ['Blueberries', '125g', 299, 'Plump, juicy berries for breakfast bowls and baking.', { origin: 'Peru' }],
              ['Baby Corn', '200g', 35],
              ['Button Mushroom', '200g', 45, 'Fresh white mushrooms for mushroom masala and pizzas.'],
            ],
          ],
        ],
      },
      {
        name: 'Cuts & Sprouts',
        shelf: '2 days',
        storage: 'Keep refrigerated at 4°C and use on the day of opening.',
        about: [
          'Cleaned, cut and packed in a hygienic facility on the day of delivery.',
          'Saves prep time on busy weekdays.',
          'Rinse once before cooking.',
        ],
        range: [
          [
            'freshfarm',
            [
              ['Mixed Sprouts', '200g', 35, 'A protein-rich mix of moong, matki and chana sprouts.'],
              ['Moong Sprouts', '200g', 30],
              ['Diced Mixed Vegetables', '250g', 50, 'Carrots, beans, peas and corn, ready for pulao or a quick sabzi.'],
              ['Peeled Garlic', '100g', 35],
              ['Sambar Vegetable Mix', '500g', 55, 'Drumstick, pumpkin, brinjal and more, cut for one pot of sambar.'],
              ['Pineapple Chunks', '200g', 75],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Dairy & Bakery',
    leaves: [
      {
        name: 'Milk',
        shelf: '2 days',
        storage: STORE_FRIDGE,
        about: [
          'Collected from local dairy farms, chilled and pasteurised within hours.',
          'Tested for purity and packed in tamper-proof pouches.',
          'Boil before use for the best taste.',
        ],
        range: [
          [
            'gau-dhara',
            [
              ['Toned Milk', '500ml 1L', 28, 'Everyday milk with 3% fat, good for chai, coffee and curd.', { also: 'doodh-ganga' }],
              ['Full Cream Milk', '500ml 1L', 34, 'Rich, creamy milk with 6% fat for kheer, paneer and desserts.', { also: 'doodh-ganga' }],
              ['A2 Desi Cow Milk', '500ml 1L', 55, 'Milk from grass-fed desi cows, naturally rich in A2 protein.'],
              ['Skimmed Milk Powder', '200g 500g 1kg', 95],
            ],
          ],
          [
            'doodh-ganga',
            [
              ['Cow Milk', '500ml 1L', 30],
              ['Flavoured Milk – Kesar Badam', '180ml', 30, 'Chilled milk with saffron and almonds, ready to drink.'],
              ['Flavoured Milk – Chocolate', '180ml', 30],
              ['Sweetened Condensed Milk', '400g', 135, 'Thick and creamy, for barfi, kalakand and cakes.'],
            ],
          ],
        ],
      },
      {
        name: 'Curd & Yogurt',
        shelf: '7 days',
        storage: STORE_FRIDGE,
        about: [
          'Set the traditional way from fresh pasteurised milk.',
          'Thick, creamy texture with a pleasant mild tang.',
          'A natural source of probiotics and calcium.',
        ],
        range: [
          [
            'gau-dhara',
            [
              ['Fresh Dahi', '200g 400g 1kg', 22, 'Perfect with parathas, in raita or to make kadhi.', { also: 'doodh-ganga' }],
              ['Greek Yogurt – Plain', '100g', 45],
              ['Greek Yogurt – Blueberry', '100g', 55],
              ['Masala Chaas', '200ml 500ml', 15, 'Spiced buttermilk with jeera and mint, a cooling drink after meals.'],
            ],
          ],
          [
            'doodh-ganga',
            [
              ['Sweet Lassi', '200ml', 25],
              ['Mishti Doi', '100g', 30, 'Bengal-style sweet curd made with caramelised milk.'],
              ['Shrikhand – Kesar Elaichi', '250g', 85],
            ],
          ],
        ],
      },
      {
        name: 'Paneer & Cheese',
        shelf: '10 days',
        storage: STORE_FRIDGE,
        about: [
          'Made from fresh milk in a hygienic, automated plant.',
          'Soft texture that holds its shape while cooking.',
          'Vegetarian and free from artificial preservatives.',
        ],
        range: [
          [
            'gau-dhara',
            [
              ['Fresh Paneer', '200g 500g 1kg', 90, 'Soft, fresh paneer for tikka, bhurji and butter masala.', { also: 'doodh-ganga' }],
              ['Malai Paneer', '200g', 99],
              ['Tofu', '200g', 70],
            ],
          ],
          [
            'doodh-ganga',
            [
              ['Processed Cheese Slices', '200g 400g', 140, 'Melts evenly in sandwiches and burgers.'],
              ['Mozzarella Cheese – Diced', '200g', 130, 'Stretchy mozzarella for homemade pizzas.'],
              ['Cheese Spread – Garlic & Herbs', '180g', 110],
            ],
          ],
        ],
      },
      {
        name: 'Butter & Ghee',
        shelf: '6 months',
        storage: 'Store ghee in a cool, dry place; keep butter refrigerated.',
        about: [
          'Churned from pure milk fat for a rich, authentic taste.',
          'Made with the care of a traditional dairy.',
          'Adds aroma to rotis, dal, halwa and sweets.',
        ],
        range: [
          [
            'gau-dhara',
            [
              ['Salted Butter', '100g 500g', 58, 'Creamy table butter for toast, pav bhaji and parathas.', { also: 'doodh-ganga' }],
              ['Unsalted Butter', '100g 500g', 60],
              ['Pure Cow Ghee', '200ml 500ml 1L', 140, 'Golden, granular ghee slow-cooked for a rich aroma.', { also: 'doodh-ganga' }],
              ['A2 Gir Cow Ghee', '250ml 500ml', 549, 'Made by the bilona method from curd of Gir cow milk.'],
            ],
          ],
          [
            'doodh-ganga',
            [
              ['Desi Ghee – Danedar', '500ml 1L', 330],
              ['White Butter (Makkhan)', '200g', 120, 'Fresh, unsalted homestyle makkhan to serve with makki ki roti.'],
            ],
          ],
        ],
      },
      {
        name: 'Breads & Buns',
        shelf: '4 days',
        storage: 'Store in a cool, dry place. Refrigerate after opening to keep it fresh longer.',
        about: [
          'Baked fresh every day and delivered soft.',
          'Made without maida bleaching agents or potassium bromate.',
          'Great for breakfast, sandwiches and evening snacks.',
        ],
        range: [
          [
            'subah-bakers',
            [
              ['White Sandwich Bread', '400g', 45],
              ['Brown Bread', '400g', 50],
              ['100% Whole Wheat Bread', '400g', 55, 'High-fibre bread made only with whole wheat flour.'],
              ['Multigrain Bread', '400g', 60, 'Loaded with oats, flax, sunflower and pumpkin seeds.'],
              ['Ladi Pav', '6pcs 12pcs', 30, 'Soft Mumbai-style pav for pav bhaji and vada pav.'],
              ['Burger Buns', '4pcs', 40],
              ['Elaichi Rusk', '200g 400g', 40, 'Crisp, twice-baked rusk flavoured with cardamom, the perfect chai partner.'],
              ['Pizza Base', '2pcs', 45],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Staples',
    leaves: [
      {
        name: 'Atta & Flours',
        shelf: '4 months',
        storage: STORE_DRY,
        about: [
          'Milled from carefully cleaned and sorted grains.',
          'Packed hygienically in moisture-proof packs to lock in freshness.',
          'Consistent quality, batch after batch.',
        ],
        range: [
          [
            'desi-harvest',
            [
              ['Whole Wheat Atta', '1kg 5kg 10kg', 58, 'Chakki-ground atta for soft, fluffy rotis that stay soft for hours.', { also: 'anaaj-ghar' }],
              ['Sharbati Atta', '1kg 5kg', 70, 'Made from premium Sharbati wheat from Madhya Pradesh.'],
              ['Multigrain Atta', '1kg 5kg', 75, 'A blend of wheat, soya, chana, oats, maize and psyllium husk.'],
              ['Besan', '500g 1kg', 55, 'Fine gram flour for pakoras, dhokla and besan laddoo.'],
              ['Ragi Flour', '500g 1kg', 50],
              ['Jowar Flour', '500g 1kg', 45, 'Gluten-free flour for bhakri and rotis.'],
            ],
          ],
          [
            'anaaj-ghar',
            [
              ['Maida', '500g 1kg', 30],
              ['Sooji (Rava)', '500g 1kg', 35, 'Medium rava for upma, sheera and rava dosa.'],
              ['Rice Flour', '500g 1kg', 35],
              ['Corn Flour', '100g 500g', 20],
            ],
          ],
        ],
      },
      {
        name: 'Rice & Rice Products',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Aged and cleaned for a consistent cook, grain after grain.',
          'Sorted to remove broken grains, stones and husk.',
          'Rinse two to three times before cooking.',
        ],
        range: [
          [
            'desi-harvest',
            [
              [
                'Basmati Rice – Extra Long Grain',
                '1kg 5kg',
                165,
                'Aged for 12 months; the grains elongate beautifully for biryani.',
                { also: 'kesar-valley' },
              ],
              ['Basmati Rice – Everyday', '1kg 5kg', 120],
              ['Sona Masoori Rice', '1kg 5kg 10kg', 65, 'Light, aromatic everyday rice from Andhra Pradesh.'],
              ['Brown Rice', '1kg', 130],
              ['Poha – Thick', '500g 1kg', 40, 'Thick flattened rice that stays separate in kanda poha.'],
            ],
          ],
          [
            'anaaj-ghar',
            [
              ['Kolam Rice', '1kg 5kg', 70],
              ['Ponni Boiled Rice', '1kg 5kg', 60],
              ['Idli Rice', '1kg 5kg', 55, 'Parboiled rice for soft idlis and crisp dosas.'],
              ['Matta Rice (Kerala Red)', '1kg 5kg', 75],
              ['Murmura (Puffed Rice)', '200g 500g', 25, 'Crunchy puffed rice for bhel puri and jhal muri.'],
            ],
          ],
        ],
      },
      {
        name: 'Dals & Pulses',
        shelf: '9 months',
        storage: STORE_DRY,
        about: [
          'Unpolished and naturally rich in protein.',
          'Cleaned and sorted to remove stones and husk.',
          'Soak before cooking for quicker, even results.',
        ],
        range: [
          [
            'desi-harvest',
            [
              ['Toor Dal', '500g 1kg 2kg', 85, 'Everyday arhar dal for sambar, dal tadka and varan.', { also: 'anaaj-ghar' }],
              ['Moong Dal', '500g 1kg', 70, 'Light, easy-to-digest split yellow moong.', { also: 'anaaj-ghar' }],
              ['Chana Dal', '500g 1kg', 50],
              ['Masoor Dal', '500g 1kg', 55],
              ['Urad Dal – Split', '500g 1kg', 75, 'Essential for idli and dosa batter.'],
              ['Rajma – Chitra', '500g 1kg', 90, 'Speckled kidney beans that cook soft and creamy.'],
              ['Rajma – Jammu', '500g', 110],
            ],
          ],
          [
            'anaaj-ghar',
            [
              ['Urad Dal – Whole (Black)', '500g 1kg', 80, 'For a rich, slow-cooked dal makhani.'],
              ['Green Moong – Whole', '500g 1kg', 70],
              ['Kabuli Chana', '500g 1kg', 75, 'Large white chickpeas for chole and hummus.'],
              ['Kala Chana', '500g 1kg', 55],
              ['Lobia (Black Eyed Beans)', '500g', 65],
              ['Matki (Moth Beans)', '500g', 70, 'Sprout them for a classic Maharashtrian misal.'],
            ],
          ],
        ],
      },
      {
        name: 'Edible Oils',
        shelf: '9 months',
        storage: 'Store in a cool, dry place away from direct sunlight. Close the cap tightly after use.',
        about: [
          'Extracted from carefully selected seeds under strict quality control.',
          'Cholesterol free and packed in food-grade containers.',
          'Suitable for everyday Indian cooking.',
        ],
        range: [
          [
            'kolhu-pure',
            [
              ['Cold Pressed Groundnut Oil', '1L 5L', 320, 'Extracted in a traditional wooden ghani at low temperatures.'],
              [
                'Kachi Ghani Mustard Oil',
                '1L 5L',
                175,
                'Pungent, first-press mustard oil for pickles and Bengali cooking.',
                { also: 'desi-harvest' },
              ],
              ['Cold Pressed Coconut Oil', '500ml 1L', 190],
              ['Sesame Oil (Gingelly)', '500ml 1L', 170],
              ['Extra Virgin Olive Oil', '250ml 500ml 1L', 499, 'Ideal for salad dressings and light sautéing.', { origin: 'Spain' }],
            ],
          ],
          [
            'desi-harvest',
            [
              ['Refined Sunflower Oil', '1L 5L', 155, 'Light, odourless oil for deep frying and everyday cooking.', { also: 'kolhu-pure' }],
              ['Rice Bran Oil', '1L 5L', 150, 'Rich in oryzanol, suited to high-heat cooking.'],
              ['Refined Groundnut Oil', '1L', 210],
            ],
          ],
        ],
      },
      {
        name: 'Salt, Sugar & Jaggery',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Processed and packed in hygienic conditions.',
          'Free-flowing and free from impurities.',
          'Transfer to an airtight jar after opening.',
        ],
        range: [
          [
            'nirmal-sagar',
            [
              ['Iodised Salt', '1kg', 28, 'Vacuum-evaporated salt fortified with iodine.'],
              ['Low Sodium Salt', '1kg', 45],
              ['Rock Salt (Sendha Namak)', '500g 1kg', 40, 'Unrefined rock salt, commonly used during fasts.'],
              ['Black Salt (Kala Namak)', '200g', 30],
            ],
          ],
          [
            'desi-harvest',
            [
              ['Sugar', '1kg 5kg', 48, 'Sparkling, fine-grain sulphur-free sugar.'],
              ['Jaggery Powder', '500g 1kg', 65, 'Chemical-free jaggery, a natural sweetener for chai and desserts.'],
              ['Kolhapuri Jaggery', '1kg', 90],
              ['Mishri (Rock Sugar)', '200g', 40],
            ],
          ],
        ],
      },
      {
        name: 'Dry Fruits & Nuts',
        shelf: '6 months',
        storage: STORE_DRY,
        about: [
          'Premium-grade nuts, hand-sorted for size and quality.',
          'Packed in resealable pouches to keep them crunchy.',
          'A wholesome snack and a rich addition to sweets and festive dishes.',
        ],
        range: [
          [
            'kesar-valley',
            [
              ['California Almonds', '100g 250g 500g', 95, 'Crunchy, naturally sweet almonds, ideal for soaking overnight.', { origin: 'USA' }],
              ['Cashews – Whole W320', '100g 250g 500g', 110, 'Creamy whole cashews from Goa and Konkan.'],
              ['Golden Raisins', '100g 250g', 45],
              ['Kashmiri Walnut Kernels', '100g 250g', 150],
              ['Salted Pistachios', '100g 250g', 160, 'Roasted in-shell pistachios with a light sprinkle of salt.', { origin: 'USA' }],
              ['Makhana (Fox Nuts)', '100g 250g', 110, 'Light, crunchy lotus seeds from Bihar; roast with ghee for a quick snack.'],
            ],
          ],
          [
            'himalayan-orchard',
            [
              ['Seedless Dates', '250g 500g', 120, 'Soft, caramel-sweet dates, great for breaking a fast.', { origin: 'UAE' }],
              ['Anjeer (Dried Figs)', '200g', 280, 'Naturally sweet figs; soak overnight and eat in the morning.', { origin: 'Afghanistan' }],
              ['Mixed Dry Fruits', '200g 500g', 199],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Masalas & Spices',
    leaves: [
      {
        name: 'Powdered Spices',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Ground from sun-dried, hand-picked spices to retain natural oils and aroma.',
          'Tested for purity, with no added colour.',
          'Use a dry spoon to keep the powder free-flowing.',
        ],
        range: [
          [
            'malabar-spice-co',
            [
              ['Turmeric Powder', '100g 200g 500g', 35, 'High-curcumin haldi from Salem with a deep golden colour.', { also: 'rasoi-ratna' }],
              ['Kashmiri Red Chilli Powder', '100g 200g 500g', 80, 'Gives curries a bright red colour with mild heat.'],
              ['Black Pepper Powder', '50g 100g', 65],
              ['Dry Ginger Powder (Saunth)', '100g', 60],
              ['Hing (Asafoetida) – Compounded', '50g', 95, 'Strong hing; a small pinch is enough for dal tadka.'],
            ],
          ],
          [
            'rasoi-ratna',
            [
              ['Red Chilli Powder', '100g 200g 500g', 45],
              ['Coriander Powder', '100g 200g 500g', 32],
              ['Cumin Powder', '100g', 70, 'Roasted jeera powder for raita, chaas and chaat.'],
              ['Amchur (Dry Mango Powder)', '100g', 55],
            ],
          ],
        ],
      },
      {
        name: 'Whole Spices',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Hand-picked and cleaned whole spices with intense natural aroma.',
          'Sourced from the spice gardens of Kerala, Karnataka and Rajasthan.',
          'Dry roast lightly before grinding for a fresher flavour.',
        ],
        range: [
          [
            'malabar-spice-co',
            [
              ['Cumin Seeds (Jeera)', '100g 200g 500g', 60, 'Bold, aromatic jeera for tadka and jeera rice.'],
              ['Green Cardamom (Elaichi)', '25g 50g 100g', 90, 'Bold 8 mm pods from Idukki for chai and sweets.'],
              ['Cloves (Laung)', '25g 50g', 35],
              ['Cinnamon Sticks (Dalchini)', '50g 100g', 45],
              ['Black Peppercorns', '50g 100g 200g', 60, 'Bold Malabar pepper with a sharp, lingering heat.'],
              ['Dry Red Chilli – Byadgi', '100g 250g', 45],
            ],
          ],
          [
            'kesar-valley',
            [
              ['Mustard Seeds (Rai)', '100g 500g', 20],
              ['Fennel Seeds (Saunf)', '100g 200g', 40],
              ['Ajwain', '50g 100g', 30],
              ['Kasuri Methi', '25g 100g', 25, 'Dried fenugreek leaves to finish butter masala and naan.'],
              ['Bay Leaves (Tej Patta)', '25g 50g', 20],
              ['Kashmiri Saffron (Kesar)', '1g 2g', 299, 'Grade-A Mongra saffron threads from Pampore.'],
            ],
          ],
        ],
      },
      {
        name: 'Blended Masalas',
        shelf: '9 months',
        storage: STORE_DRY,
        about: [
          'Blended from over a dozen spices to time-tested family recipes.',
          'Gives your dish restaurant-style taste with no fuss.',
          'Contains no added preservatives or artificial colours.',
        ],
        range: [
          [
            'rasoi-ratna',
            [
              ['Garam Masala', '50g 100g', 42, 'A warming blend to finish curries, pulao and sabzi.'],
              ['Chhole Masala', '100g', 75],
              ['Pav Bhaji Masala', '100g', 70, 'The tangy, spicy blend behind Mumbai-style pav bhaji.'],
              ['Chaat Masala', '100g', 60, 'Sprinkle on fruits, salads, chaats and fries.'],
              ['Shahi Paneer Masala', '100g', 78],
              ['Chai Masala', '50g', 60],
            ],
          ],
          [
            'malabar-spice-co',
            [
              ['Sambar Powder', '100g 200g', 55, 'Roasted the Udupi way with curry leaves and chana dal.'],
              ['Rasam Powder', '100g', 50],
              ['Biryani Masala', '50g', 55],
              ['Chicken Masala', '50g 100g', 40],
            ],
          ],
        ],
      },
      {
        name: 'Pickles & Chutneys',
        shelf: '12 months',
        storage: 'Store in a cool, dry place. Always use a dry spoon and keep the oil layer on top.',
        about: [
          'Made in small batches with sun-cured ingredients, just like at home.',
          'Balanced with cold-pressed oil and freshly ground spices.',
          'Pairs well with parathas, dal-chawal and curd rice.',
        ],
        range: [
          [
            'rasoi-ratna',
            [
              ['Mango Pickle – Avakaya', '300g 500g', 110, 'Fiery Andhra-style raw mango pickle in sesame oil.'],
              ['Mixed Pickle', '400g', 120],
              ['Lime Pickle', '300g', 95],
            ],
          ],
          [
            'chatni-house',
            [
              ['Garlic Pickle', '300g', 125],
              ['Gongura Pickle', '300g', 140, 'Tangy sorrel-leaf pickle, a favourite in Telangana homes.'],
              ['Sweet Mango Chunda', '400g', 145, 'Gujarati sweet and spicy grated mango preserve.'],
              ['Imli Chutney', '200g', 80],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Snacks & Namkeen',
    leaves: [
      {
        name: 'Namkeen & Bhujia',
        shelf: '4 months',
        storage: STORE_DRY,
        about: [
          'Crisp, fresh namkeen made in small batches.',
          'Fried in refined oil and packed in nitrogen-flushed packs for crunch.',
          'The perfect tea-time companion.',
        ],
        range: [
          [
            'chatpata-junction',
            [
              ['Bhujia Sev', '200g 400g 1kg', 55, 'Thin, spicy besan sev with a hint of moth dal, Bikaner style.', { also: 'crunch-mandi' }],
              ['Aloo Bhujia', '200g 400g', 55],
              ['Khatta Meetha', '200g 400g', 50],
              ['Navratan Mixture', '200g 400g', 55],
              ['Ratlami Sev', '200g', 60, 'Spicy clove-and-pepper sev from Ratlam.'],
              ['Bhakarwadi', '250g', 80],
            ],
          ],
          [
            'crunch-mandi',
            [
              ['Moong Dal Namkeen', '200g', 55],
              ['Chana Jor Garam', '150g', 40],
              ['Masala Peanuts', '200g', 45],
              ['Methi Mathri', '200g', 65],
            ],
          ],
        ],
      },
      {
        name: 'Chips & Crisps',
        shelf: '4 months',
        storage: STORE_DRY,
        about: [
          'Thin, crunchy and full of flavour.',
          'Packed in nitrogen-flushed bags to stay fresh and crisp.',
          'Great for movie nights, parties and road trips.',
        ],
        range: [
          [
            'crunch-mandi',
            [
              ['Potato Chips – Classic Salted', '50g 90g 150g', 20],
              ['Potato Chips – Cream & Onion', '50g 90g', 20],
              ['Nacho Chips – Cheese', '150g', 65],
              ['Baked Ragi Chips', '90g', 60, 'Baked, not fried, millet chips with a light masala.'],
            ],
          ],
          [
            'chatpata-junction',
            [
              ['Kerala Banana Chips', '200g', 75, 'Thin nendran banana slices fried in coconut oil.'],
              ['Tapioca Chips', '200g', 65],
              ['Peri Peri Makhana', '80g', 99],
            ],
          ],
        ],
      },
      {
        name: 'Biscuits & Cookies',
        shelf: '6 months',
        storage: STORE_DRY,
        about: ['Baked golden and crisp, with no trans fat.', 'Freshly packed to keep every bite crunchy.', 'Best enjoyed with a hot cup of chai.'],
        range: [
          [
            'chai-saathi',
            [
              ['Glucose Biscuits', '100g 250g 800g', 10, 'Classic energy-giving glucose biscuits loved by every generation.'],
              ['Marie Biscuits', '120g 250g', 25],
              ['Jeera Biscuits', '200g', 40, 'Light, salty biscuits studded with roasted cumin.'],
              ['Chocolate Cream Biscuits', '75g 150g', 20],
              ['Digestive Biscuits – Whole Wheat', '250g', 70],
            ],
          ],
          [
            'subah-bakers',
            [
              ['Butter Cookies', '200g', 70],
              ['Nankhatai', '200g', 90, 'Melt-in-the-mouth ghee cookies with cardamom.'],
              ['Cashew Cookies', '200g', 80],
              ['Osmania Biscuits', '200g', 70, 'Hyderabad’s famous sweet-salty tea biscuits.'],
              ['Sugar Free Oats Cookies', '150g', 60],
            ],
          ],
        ],
      },
      {
        name: 'Chocolates & Candies',
        shelf: '9 months',
        storage: 'Store in a cool, dry place below 25°C.',
        about: ['Made with rich cocoa and real milk.', 'A sweet treat for every celebration.', 'Perfect for gifting and sharing.'],
        range: [
          [
            'mishti-cocoa',
            [
              ['Milk Chocolate Bar', '50g 100g', 50],
              ['Dark Chocolate – 55% Cocoa', '80g', 120, 'Smooth dark chocolate with a gentle bitterness.'],
              ['Fruit & Nut Chocolate', '80g', 110],
              ['Caramel Toffees', '200g', 90],
              ['Tangy Imli Candy', '200g', 60, 'Sweet, sour and spicy tamarind candies.'],
              ['Assorted Chocolates Gift Box', '200g', 299],
            ],
          ],
        ],
      },
      {
        name: 'Indian Mithai',
        shelf: '3 months',
        storage: 'Store in a cool, dry place. Refrigerate tinned sweets after opening.',
        about: [
          'Made by experienced halwais using traditional recipes.',
          'Prepared with pure ghee and fresh khoya where applicable.',
          'Perfect for festivals, pujas and sweet cravings.',
        ],
        range: [
          [
            'mithas-sweets',
            [
              ['Soan Papdi', '250g 500g', 80, 'Flaky, melt-in-the-mouth squares with cardamom and pistachio.'],
              ['Rasgulla (Tin)', '500g 1kg', 140, 'Spongy chhena balls in light sugar syrup.'],
              ['Gulab Jamun (Tin)', '500g 1kg', 140],
              ['Kaju Katli', '250g 500g', 299, 'Silver-leaf cashew fudge, the festive favourite.'],
              ['Motichoor Laddoo', '250g 500g', 150],
              ['Mathura Peda', '250g', 150],
              ['Peanut Chikki', '100g 200g', 30, 'Crunchy peanuts set in jaggery.'],
              ['Til Gajak', '200g', 90],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Beverages',
    leaves: [
      {
        name: 'Tea',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Sourced from select gardens and packed at source for freshness.',
          'Brews a strong, aromatic cup every time.',
          'Store away from strong odours to keep the aroma intact.',
        ],
        range: [
          [
            'nilgiri-leaf-co',
            [
              ['Masala Chai Tea Leaves', '250g 500g 1kg', 150, 'Assam CTC blended with ginger, cardamom and cloves.'],
              ['Assam CTC Tea', '250g 500g 1kg', 130, 'Strong, malty granules for kadak chai.', { also: 'chai-saathi' }],
              ['Darjeeling Leaf Tea', '100g 250g', 180, 'Delicate first-flush leaves with a muscatel note.'],
              ['Nilgiri Dust Tea', '500g 1kg', 220],
              ['Kashmiri Kahwa', '100g', 199],
            ],
          ],
          [
            'chai-saathi',
            [
              ['Green Tea Bags – Tulsi', '25pcs 50pcs', 130],
              ['Green Tea Bags – Lemon Honey', '25pcs', 140],
              ['Lemon Iced Tea Premix', '400g', 160],
            ],
          ],
        ],
      },
      {
        name: 'Coffee',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Beans grown in the shade of the Western Ghats.',
          'Roasted in small batches for a rich, full-bodied cup.',
          'Reseal the pack tightly after every use.',
        ],
        range: [
          [
            'coorg-bean-roasters',
            [
              ['Filter Coffee Powder – 80:20 Chicory', '200g 500g', 140, 'A strong, South Indian filter kaapi blend.'],
              ['Pure Instant Coffee', '50g 100g 200g', 160],
              ['Arabica Ground Coffee – Medium Roast', '250g', 399],
              ['Whole Coffee Beans – Dark Roast', '250g 500g', 450, 'Robusta-Arabica beans with notes of cocoa.'],
              ['Instant Coffee – Hazelnut', '50g', 180],
              ['Cold Coffee Premix', '200g', 180],
            ],
          ],
        ],
      },
      {
        name: 'Juices',
        shelf: '6 months',
        storage: 'Store in a cool, dry place. Refrigerate after opening and consume within 3 days.',
        about: [
          'Made from fruit concentrate with no added preservatives.',
          'Shake well and serve chilled.',
          'Packed in tetra packs that keep it fresh without refrigeration.',
        ],
        range: [
          [
            'ras-bhari',
            [
              ['Mixed Fruit Juice', '200ml 1L', 25],
              ['Mango Drink', '200ml 600ml 1.2L', 15, 'Thick, sweet drink made from Totapuri mango pulp.'],
              ['Orange Juice', '1L', 120],
              ['Guava Juice', '1L', 115],
              ['Pomegranate Juice', '1L', 160],
              ['Coconut Water', '200ml 1L', 45, 'Natural tender coconut water, packed at source.'],
              ['Aam Panna Concentrate', '750ml', 140],
              ['Kokum Sharbat', '750ml', 160, 'Cooling Konkan kokum syrup; mix one part with four parts water.'],
              ['Rose Sharbat', '750ml', 150],
            ],
          ],
        ],
      },
      {
        name: 'Soft Drinks',
        shelf: '6 months',
        storage: 'Store in a cool, dry place. Best served chilled.',
        about: ['Fizzy, refreshing and best served ice cold.', 'Made with treated water and natural flavours.', 'Recyclable PET bottles and cans.'],
        range: [
          [
            'fizzwala',
            [
              ['Classic Cola', '300ml 750ml 2L', 20],
              ['Lemon Lime Soda', '300ml 750ml 2L', 20],
              ['Orange Fizz', '300ml 750ml', 20],
              ['Jeera Masala Soda', '250ml', 20, 'A desi digestive soda with roasted cumin and black salt.'],
              ['Club Soda', '750ml', 20],
              ['Ginger Ale', '300ml', 60],
            ],
          ],
        ],
      },
      {
        name: 'Health Drinks',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Fortified with vitamins and minerals for everyday nutrition.',
          'Mix with warm or cold milk.',
          'Supports strong bones and active days.',
        ],
        range: [
          [
            'urja-malt',
            [
              ['Chocolate Malt Drink', '500g 1kg', 250, 'Chocolatey malted drink with vitamin D and calcium.'],
              ['Malted Health Drink – Classic', '500g 1kg', 240],
              ['Badam Drink Mix', '200g 500g', 130],
              ['Ragi Malt', '500g', 180, 'Sprouted finger-millet malt, a traditional South Indian drink.'],
              ['Whey Protein – Chocolate', '500g 1kg', 1199],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Breakfast & Instant Food',
    leaves: [
      {
        name: 'Breakfast Cereals',
        shelf: '9 months',
        storage: STORE_DRY,
        about: [
          'A wholesome, high-fibre start to the day.',
          'Serve with cold milk, yogurt or fresh fruit.',
          'Fold the inner bag shut to keep it crisp.',
        ],
        range: [
          [
            'nashta-co',
            [
              ['Corn Flakes', '250g 500g 1kg', 100],
              ['Chocolate Corn Flakes', '375g', 199],
              ['Rolled Oats', '500g 1kg', 99, 'Whole grain oats that cook in 3 minutes.'],
              ['Masala Oats – Classic', '500g', 199],
              ['Fruit & Nut Muesli', '500g 1kg', 320],
              ['Dark Chocolate Granola', '450g', 399],
              ['Millet Muesli', '400g', 299, 'Crunchy clusters of ragi, jowar and bajra with honey.'],
              ['Ragi Flakes', '400g', 160],
            ],
          ],
        ],
      },
      {
        name: 'Noodles & Pasta',
        shelf: '9 months',
        storage: STORE_DRY,
        about: [
          'Quick to cook and loved by kids and adults alike.',
          'Made from quality wheat in a hygienic facility.',
          'Ready in minutes for a quick meal.',
        ],
        range: [
          [
            'nashta-co',
            [
              ['Masala Instant Noodles', '70g 280g 560g', 14, 'Ready in two minutes with a spicy masala tastemaker.'],
              ['Atta Noodles', '300g', 60],
              ['Cup Noodles – Masala', '70g', 50],
              ['Vermicelli (Seviyan) – Roasted', '200g 400g', 25, 'Roasted vermicelli for kheer and upma.'],
            ],
          ],
          [
            'tadka-express',
            [
              ['Hakka Noodles', '150g 600g', 40],
              ['Penne Pasta – Durum Wheat', '500g 1kg', 90],
              ['Fusilli Pasta', '500g', 90],
              ['Macaroni', '500g', 55],
              ['Spaghetti', '500g', 95],
            ],
          ],
        ],
      },
      {
        name: 'Ready to Cook Mixes',
        shelf: '6 months',
        storage: STORE_DRY,
        about: [
          'Just add water or curd and cook; no grinding or fermenting needed.',
          'Made with real ingredients and traditional recipes.',
          'Follow the instructions on the pack for best results.',
        ],
        range: [
          [
            'tadka-express',
            [
              ['Rava Idli Mix', '200g 500g 1kg', 55, 'Soft, fluffy rava idlis in 20 minutes.'],
              ['Dosa Mix', '200g 500g', 55],
              ['Gulab Jamun Mix', '200g', 90, 'Makes about 25 soft, melt-in-the-mouth jamuns.'],
              ['Upma Mix', '200g', 50],
              ['Khaman Dhokla Mix', '200g', 55],
              ['Medu Vada Mix', '200g', 55],
              ['Kanda Poha Mix', '200g', 60],
            ],
          ],
        ],
      },
      {
        name: 'Sauces & Spreads',
        shelf: '12 months',
        storage: 'Store in a cool, dry place. Refrigerate after opening.',
        about: [
          'Made with quality ingredients for a consistent taste.',
          'Great with snacks, sandwiches, parathas and breakfast.',
          'Always use a clean, dry spoon.',
        ],
        range: [
          [
            'chatni-house',
            [
              ['Tomato Ketchup', '500g 1kg', 75, 'Thick ketchup made from ripe, red tomatoes.'],
              ['Green Chilli Sauce', '200g', 60],
              ['Soy Sauce', '200g', 55],
              ['Schezwan Chutney', '250g', 99, 'Fiery Indo-Chinese chutney for fried rice and momos.'],
              ['Eggless Mayonnaise', '250g 500g', 99],
              ['Ginger Garlic Paste', '200g', 45],
            ],
          ],
          [
            'himalayan-orchard',
            [
              ['Mixed Fruit Jam', '200g 500g', 80],
              ['Multifloral Honey', '250g 500g 1kg', 130, 'Raw honey collected from Himalayan wildflowers.'],
              ['Orange Marmalade', '450g', 180],
              ['Crunchy Peanut Butter', '350g 1kg', 180, 'High-protein spread with roasted peanut bits.'],
            ],
          ],
        ],
      },
      {
        name: 'Ready to Eat',
        shelf: '12 months',
        storage: STORE_DRY,
        about: [
          'Heat and eat in 2 minutes; just immerse the pouch in boiling water or microwave.',
          'Retort-packed without preservatives.',
          'Home-style taste for busy days and travel.',
        ],
        range: [
          [
            'tadka-express',
            [
              ['Dal Makhani', '300g', 125, 'Whole urad dal slow-cooked with butter and cream.'],
              ['Rajma Masala', '300g', 115],
              ['Paneer Butter Masala', '300g', 150],
              ['Pav Bhaji', '300g', 110],
              ['Veg Biryani', '300g', 130],
              ['Palak Paneer', '300g', 140],
              ['Pindi Chole', '300g', 110],
              ['Instant Poha Cup', '80g', 45],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Personal Care',
    leaves: [
      {
        name: 'Bath & Body',
        shelf: '24 months',
        storage: STORE_HOME,
        about: [
          'Gentle on skin and suitable for daily use.',
          'Dermatologically tested and paraben free.',
          'Leaves your skin feeling fresh and clean.',
        ],
        range: [
          [
            'vana-veda',
            [
              ['Neem Tulsi Soap', '1pc 4pcs', 40, 'Ayurvedic bathing bar with neem and tulsi that fights germs naturally.'],
              ['Haldi Chandan Soap', '1pc 4pcs', 38],
              ['Aloe Vera Body Wash', '250ml 500ml', [199, 349]],
              ['Hand Wash – Lemon', '200ml 750ml', [99, 189]],
            ],
          ],
          [
            'chandan-glow',
            [
              ['Sandalwood Soap', '1pc 4pcs', 45, 'Made with pure sandalwood oil for a long-lasting fragrance.'],
              ['Glycerin Soap – Honey', '1pc 3pcs', 55],
              ['Moisturising Body Wash – Sandalwood', '250ml', 220],
              ['Talcum Powder – Cool Sandal', '100g 300g', [75, 175]],
            ],
          ],
        ],
      },
      {
        name: 'Hair Care',
        shelf: '24 months',
        storage: STORE_HOME,
        about: ['Nourishes hair from root to tip.', 'Made with herbs trusted in Indian homes for generations.', 'Suitable for all hair types.'],
        range: [
          [
            'keshkala',
            [
              ['Coconut Hair Oil', '100ml 250ml 500ml', [55, 125, 230], 'Pure coconut oil for strong, shiny hair.'],
              ['Amla Hair Oil', '200ml', 120],
              ['Onion Hair Oil', '200ml', 299],
              ['Anti-Dandruff Shampoo', '180ml 340ml', [180, 320]],
              ['Conditioner – Smooth & Silky', '180ml', 199],
            ],
          ],
          [
            'vana-veda',
            [
              ['Bhringraj Hair Oil', '100ml', 160, 'Traditional Ayurvedic oil to reduce hair fall.'],
              ['Shikakai Shampoo', '200ml', 150],
              ['Henna Powder (Mehendi)', '200g', 90],
            ],
          ],
        ],
      },
      {
        name: 'Oral Care',
        shelf: '24 months',
        storage: STORE_HOME,
        about: [
          'Protects against cavities and keeps breath fresh.',
          'Recommended for use twice a day.',
          'Trusted by families for complete oral care.',
        ],
        range: [
          [
            'muskaan',
            [
              ['Herbal Toothpaste – Clove & Neem', '100g 200g', [55, 99], 'With clove oil and neem for strong teeth and healthy gums.'],
              ['Cavity Protection Toothpaste', '100g 200g', [52, 95]],
              ['Gel Toothpaste – Mint Fresh', '150g', 110],
              ['Soft Toothbrush', '1pc 4pcs', [30, 99]],
              ['Mouthwash – Cool Mint', '250ml 500ml', [140, 250]],
              ['Kids Toothpaste – Strawberry', '80g', 60],
              ['Copper Tongue Cleaner', '1pc', 70],
            ],
          ],
        ],
      },
      {
        name: 'Skin Care',
        shelf: '24 months',
        storage: STORE_HOME,
        about: ['Suitable for Indian skin and weather.', 'Free from parabens and harsh sulphates.', 'Do a patch test before first use.'],
        range: [
          [
            'chandan-glow',
            [
              ['Aloe Vera Gel', '150ml', 150, 'Soothes and hydrates skin after sun exposure.'],
              ['Sunscreen SPF 50', '50ml 100ml', [299, 499]],
              ['Almond Cold Cream', '100ml', 199],
              ['Cocoa Butter Body Lotion', '200ml 400ml', [199, 349]],
              ['Strawberry Lip Balm', '5g', 99],
            ],
          ],
          [
            'vana-veda',
            [
              ['Neem Face Wash', '100ml 150ml', [150, 199], 'Clears excess oil and prevents pimples.'],
              ['Multani Mitti Face Pack', '100g', 99],
              ['Rose Water', '100ml 250ml', [60, 120]],
              ['Kumkumadi Face Oil', '30ml', 499],
            ],
          ],
        ],
      },
      {
        name: "Men's Grooming",
        shelf: '24 months',
        storage: STORE_HOME,
        about: ['Made for everyday grooming.', 'Long-lasting freshness through the day.', 'Dermatologically tested.'],
        range: [
          [
            'urban-sher',
            [
              ['Shaving Cream – Menthol', '70g 150g', [60, 110]],
              ['Beard Oil', '30ml', 349, 'Softens the beard and reduces itchiness.'],
              ['Deodorant Spray – Woody', '150ml', 199],
              ['After Shave Lotion', '100ml', 175],
              ['Charcoal Face Wash', '100g', 180],
              ['Disposable Razor – Twin Blade', '5pcs', 120],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Home Care',
    leaves: [
      {
        name: 'Detergents & Laundry',
        shelf: '24 months',
        storage: STORE_HOME,
        about: [
          'Removes tough stains in a single wash.',
          'Gentle on fabrics and colours.',
          'Suitable for hand and machine wash unless stated otherwise.',
        ],
        range: [
          [
            'chamak-home',
            [
              ['Detergent Powder – Lemon Fresh', '500g 1kg 4kg', 58, 'Removes tough stains while leaving a fresh lemon fragrance.'],
              ['Liquid Detergent – Front Load', '1L 2L', [220, 399]],
              ['Liquid Detergent – Top Load', '1L 2L', [210, 389]],
              ['Detergent Bar', '1pc 4pcs', [12, 44]],
            ],
          ],
          [
            'safai-pro',
            [
              ['Fabric Conditioner – Lavender', '400ml 1L', [99, 220]],
              ['Fabric Whitener – Liquid Blue', '250ml', 45],
              ['Stain Remover Spray', '200ml', 199],
            ],
          ],
        ],
      },
      {
        name: 'Dishwash',
        shelf: '24 months',
        storage: STORE_HOME,
        about: ['Cuts through grease and leaves utensils sparkling.', 'Gentle on hands.', 'A little goes a long way.'],
        range: [
          [
            'chamak-home',
            [
              ['Dishwash Liquid – Lemon', '250ml 500ml 750ml', [55, 99, 145], 'Lemon power that removes oil and smell in one wash.'],
              ['Dishwash Bar – Lime', '300g 500g', [28, 45]],
              ['Dishwash Gel – Pudina', '250ml 500ml', [60, 105]],
            ],
          ],
          [
            'safai-pro',
            [
              ['Scrub Pads', '3pcs', 40],
              ['Steel Scrubber', '3pcs', 45],
              ['Dishwasher Tablets', '30pcs', 499],
            ],
          ],
        ],
      },
      {
        name: 'Floor & Surface Cleaners',
        shelf: '24 months',
        storage: STORE_HOME,
        about: ['Kills 99.9% of germs.', 'Leaves a long-lasting fresh fragrance.', 'Dilute as directed on the label.'],
        range: [
          [
            'safai-pro',
            [
              ['Floor Cleaner – Citrus', '500ml 1L 2L', [109, 199, 379], 'Disinfectant floor cleaner, safe on marble, tiles and mosaic.'],
              ['Floor Cleaner – Jasmine', '1L', 189],
              ['Toilet Cleaner', '500ml 1L', [99, 180]],
              ['Glass Cleaner', '500ml', 105],
            ],
          ],
          [
            'chamak-home',
            [
              ['Kitchen Cleaner Spray', '500ml', 149],
              ['Bathroom Cleaner', '500ml', 130],
              ['White Phenyl', '1L', 60],
            ],
          ],
        ],
      },
      {
        name: 'Pooja Needs',
        shelf: '24 months',
        storage: 'Store in a cool, dry place away from fire and children.',
        about: [
          'Made with natural ingredients for a pure, divine fragrance.',
          'For your daily puja and festive rituals.',
          'Low smoke and long lasting.',
        ],
        range: [
          [
            'aarti-sugandh',
            [
              ['Agarbatti – Chandan', '60pcs 120pcs', [60, 110]],
              ['Agarbatti – Rose', '60pcs', 60],
              ['Dhoop Cones – Guggal', '20pcs', 50],
              ['Camphor Tablets (Kapoor)', '50g 100g', [75, 140], 'Pure camphor that burns clean without residue.'],
              ['Cotton Wicks – Round', '100pcs', 30],
              ['Pooja Oil', '500ml 1L', [95, 180]],
              ['Kumkum', '50g', 30],
              ['Sambrani Cups', '12pcs', 60],
            ],
          ],
        ],
      },
      {
        name: 'Fresheners & Repellents',
        shelf: '24 months',
        storage: STORE_HOME,
        about: ['Keeps your home fresh and protected.', 'Use as directed on the label.', 'Keep away from food and children.'],
        range: [
          [
            'safai-pro',
            [
              ['Air Freshener – Lavender', '240ml', 199],
              ['Mosquito Repellent Refill', '1pc 2pcs', [79, 150], 'Up to 45 nights of protection from mosquitoes.'],
              ['Mosquito Coils', '10pcs', 40],
              ['Naphthalene Balls', '100g 200g', [35, 60]],
              ['Room Freshener Gel – Jasmine', '50g', 99],
              ['Crawling Insect Killer Spray', '200ml', 199],
            ],
          ],
        ],
      },
    ],
  },
  {
    name: 'Baby Care',
    leaves: [
      {
        name: 'Diapers & Wipes',
        shelf: '36 months',
        storage: STORE_HOME,
        about: [
          'Super-absorbent core keeps your baby dry for up to 12 hours.',
          'Soft on delicate skin and dermatologically tested.',
          'Choose the size by your baby’s weight.',
        ],
        range: [
          [
            'palna',
            [
              ['Diaper Pants – Small', '20pcs 42pcs', [399, 699], 'For babies 4–8 kg.'],
              ['Diaper Pants – Medium', '20pcs 56pcs', [429, 999], 'For babies 7–12 kg.'],
              ['Diaper Pants – Large', '18pcs 44pcs', [449, 899], 'For babies 9–14 kg.'],
              ['Diaper Pants – XL', '16pcs 40pcs', [449, 949], 'For babies 12–17 kg.'],
              ['Baby Wipes – Aloe Vera', '72pcs 216pcs', [179, 449]],
            ],
          ],
        ],
      },
      {
        name: 'Baby Food',
        shelf: '12 months',
        storage: 'Store in a cool, dry place. Use within 4 weeks of opening.',
        about: [
          'Made for babies from 6 months onwards.',
          'No added preservatives, colours or flavours.',
          'Consult your paediatrician before introducing new foods.',
        ],
        range: [
          [
            'nanha-munna',
            [
              ['Infant Cereal – Wheat Apple', '300g', 280],
              ['Infant Cereal – Rice', '300g', 280],
              ['Sprouted Ragi Powder', '250g', 180, 'Sprouted finger millet porridge mix, rich in calcium and iron.'],
              ['Moong Dal Khichdi Mix', '200g', 220],
              ['Apple Fruit Puree', '100g', 99],
            ],
          ],
        ],
      },
      {
        name: 'Baby Bath & Skin Care',
        shelf: '24 months',
        storage: STORE_HOME,
        about: [
          'Mild, tear-free formulations made for delicate skin.',
          'Clinically tested and free from parabens.',
          'Gentle enough for everyday use.',
        ],
        range: [
          [
            'nanha-munna',
            [
              ['Baby Soap', '1pc 3pcs', [60, 165]],
              ['Baby Shampoo – No Tears', '100ml 200ml', [120, 220]],
              ['Baby Massage Oil – Almond', '100ml 200ml', [125, 230], 'With almond and olive oils for a nourishing massage.'],
            ],
          ],
          [
            'palna',
            [
              ['Baby Lotion', '100ml 200ml', [140, 260]],
              ['Baby Powder', '100g 200g', [95, 175]],
              ['Diaper Rash Cream', '50g', 199],
            ],
          ],
        ],
      },
    ],
  },
];

/** mulberry32: tiny, fast, good enough for demo data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Returns `slug`, or `slug-2`, `slug-3`… when already taken, and records it as taken. */
function claimSlug(taken: Set<string>, slug: string): string {
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}

/** Pack units and their size in base units (g, ml or pieces). */
const UNIT_FACTOR: Record<string, number> = { g: 1, kg: 1000, ml: 1, L: 1000, pc: 1, pcs: 1, bunch: 1 };

function parsePacks(spec: string): { name: string; quantity: number }[] {
  return spec.split(' ').map((token) => {
    const match = /^(\d+(?:\.\d+)?)([a-zA-Z]+)$/.exec(token);
    const factor = match ? UNIT_FACTOR[match[2]] : undefined;
    if (!match || !factor) throw new Error(`Bad pack size "${token}"`);
    return { name: `${match[1]} ${match[2]}`, quantity: Number(match[1]) * factor };
  });
}

/** Shelf prices: whole rupees, and ₹100+ ends in 9 the way Indian shops price them. */
function shelfPrice(rupees: number): number {
  if (rupees < 100) return Math.max(1, Math.round(rupees));
  return Math.round((rupees + 1) / 10) * 10 - 1;
}

/** Total price grows as size^0.94: about 4% cheaper per unit each time the pack doubles. */
const BULK_EXPONENT = 0.94;

/** Rupee prices for each pack; a bigger pack always costs more in total and less per unit. */
function ladderPrices(price: number | number[], quantities: number[], factor: number): number[] {
  const prices: number[] = [];
  quantities.forEach((quantity, i) => {
    const raw = Array.isArray(price) ? price[i] * factor : price * factor * (quantity / quantities[0]) ** BULK_EXPONENT;
    let rupees = Array.isArray(price) && factor === 1 ? raw : shelfPrice(raw);
    if (i > 0) {
      const previous = prices[i - 1];
      rupees = Math.max(previous + 1, Math.min(rupees, Math.floor(((previous * quantity) / quantities[i - 1]) * 0.99)));
    }
    prices.push(rupees);
  });
  return prices;
}

function buildPacks(spec: string, price: number | number[], factor: number, random: () => number): SeedPack[] {
  const sizes = parsePacks(spec);
  const rupees = ladderPrices(
    price,
    sizes.map((size) => size.quantity),
    factor,
  );
  // Roughly a third of products sell at MRP; the rest carry a 5–25% discount.
  const discountPercent = random() < 0.3 ? 0 : 5 + Math.floor(random() * 21);
  return sizes.map((size, i) => ({
    name: size.name,
    pricePaise: rupees[i] * 100,
    mrpPaise: Math.round(rupees[i] * (1 + discountPercent / 100)) * 100,
  }));
}

function describeItem(leaf: LeafSpec, note: string | undefined, random: () => number): string {
  const start = Math.floor(random() * leaf.about.length);
  const first = leaf.about[start];
  const second = leaf.about[(start + 1) % leaf.about.length];
  if (!note) return `${first} ${second}`;
  return random() < 0.35 ? `${first} ${note} ${second}` : `${first} ${note}`;
}

function buildCategories(): SeedCategory[] {
  const node = (name: string, children: SeedCategory[]): SeedCategory => {
    const slug = slugify(name);
    return { name, slug, avatar: `categories/${slug}.svg`, children };
  };
  return TREE.map((parent) =>
    node(
      parent.name,
      parent.leaves.map((leaf) => node(leaf.name, [])),
    ),
  );
}

function buildBrands(): SeedBrand[] {
  return (Object.keys(BRAND_NAMES) as BrandKey[]).map((slug) => ({ name: BRAND_NAMES[slug], slug }));
}

function buildProducts(): SeedProduct[] {
  const random = seededRandom(20240601);
  const taken = new Set<string>();
  const products: SeedProduct[] = [];

  for (const parent of TREE) {
    for (const leaf of parent.leaves) {
      const categorySlug = slugify(leaf.name);
      const leafItems = leaf.range.flatMap(([brand, items]) => items.map((item) => ({ brand, item })));
      leafItems.forEach(({ brand, item }, index) => {
        const [itemName, packSpec, price, note, extra] = item;
        const sellers: [BrandKey, number][] = [[brand, 1]];
        if (extra?.also) sellers.push([extra.also, 0.9 + random() * 0.15]);

        for (const [seller, factor] of sellers) {
          const name = seller === HOUSE_BRAND ? itemName : `${BRAND_NAMES[seller]} ${itemName}`;
          const slug = claimSlug(taken, slugify(name));
          // Items listed first in a leaf are its staples, so they lean more popular.
          const rank = 1 - index / leafItems.length;
          products.push({
            name,
            slug,
            categorySlug,
            brandSlug: seller,
            description: describeItem(leaf, note, random),
            info: `Shelf life: ${leaf.shelf}. Country of origin: ${extra?.origin ?? 'India'}. Storage: ${leaf.storage}`,
            packs: buildPacks(packSpec, price, factor, random),
            popularity: Math.floor(random() * 650 + rank * 350),
            image: `products/${slug}.svg`,
            createdDaysAgo: Math.floor(random() * 366),
          });
        }
      });
    }
  }
  return products;
}

export function demoCatalogue(): DemoCatalogue {
  return { categories: buildCategories(), brands: buildBrands(), products: buildProducts() };
}

const VARIANT_LABELS = ['Value Pack', 'Family Pack', 'Organic', 'Premium', 'Classic', 'Select', 'Farm Pick', 'Combo', 'Gold', 'Lite'];

/**
 * `count` products for benchmarks: the demo products first, then labelled variants of them
 * ("Toor Dal (Organic)", "Toor Dal (Premium 2)"…) with jittered prices, popularity and age.
 */
export function largeCatalogue(count: number): SeedProduct[] {
  const base = buildProducts();
  const random = seededRandom(7);
  const taken = new Set<string>();
  const products: SeedProduct[] = [];

  for (let i = 0; i < count; i++) {
    const source = base[i % base.length];
    const round = Math.floor(i / base.length);
    if (round === 0) {
      taken.add(source.slug);
      products.push(source);
      continue;
    }
    const label = VARIANT_LABELS[(round - 1) % VARIANT_LABELS.length];
    const cycle = Math.ceil(round / VARIANT_LABELS.length);
    const name = `${source.name} (${cycle > 1 ? `${label} ${cycle}` : label})`;
    const slug = claimSlug(taken, slugify(name));
    const factor = 0.85 + random() * 0.3;
    products.push({
      ...source,
      name,
      slug,
      // Scaling every pack by one factor keeps the packs' order and per-unit pricing.
      packs: source.packs.map((pack) => ({
        name: pack.name,
        pricePaise: Math.round(pack.pricePaise * factor),
        mrpPaise: Math.round(pack.mrpPaise * factor),
      })),
      popularity: Math.floor(random() * 1001),
      image: `products/${slug}.svg`,
      createdDaysAgo: Math.floor(random() * 366),
    });
  }
  return products;
}
