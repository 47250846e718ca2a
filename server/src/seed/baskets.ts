/**
 * What the demo shop's customers buy together: each seeded order fills one of these baskets (sometimes a second
 * one too, and an impulse buy), so the orders hold the pairs a real shop sees — onion with tomato and potato, atta with
 * oil and dal, tea with milk, sugar and biscuits — and "frequently bought together" (../catalogue/boughtTogether.ts)
 * has something true to say about the popular products. Products by slug, the likeliest first; `weight` is how often a
 * basket is filled.
 */
export interface SeedBasket {
  name: string;
  weight: number;
  slugs: string[];
}

export const SEED_BASKETS: SeedBasket[] = [
  {
    name: 'daily vegetables',
    weight: 3,
    slugs: ['onion', 'tomato-hybrid', 'potato', 'green-chilli', 'coriander-leaves', 'ginger', 'garlic', 'lemon', 'curry-leaves'],
  },
  {
    name: 'dal and rice',
    weight: 2,
    slugs: [
      'anaaj-ghar-toor-dal',
      'desi-harvest-basmati-rice-everyday',
      'onion',
      'tomato-hybrid',
      'malabar-spice-co-turmeric-powder',
      'doodh-ganga-pure-cow-ghee',
      'malabar-spice-co-cumin-seeds-jeera',
      'nirmal-sagar-iodised-salt',
    ],
  },
  {
    name: 'monthly staples',
    weight: 2,
    slugs: [
      'desi-harvest-whole-wheat-atta',
      'kolhu-pure-cold-pressed-groundnut-oil',
      'desi-harvest-sugar',
      'nirmal-sagar-iodised-salt',
      'desi-harvest-moong-dal',
      'onion',
      'desi-harvest-besan',
      'potato',
    ],
  },
  {
    name: 'chai time',
    weight: 2,
    slugs: [
      'nilgiri-leaf-co-assam-ctc-tea',
      'gau-dhara-toned-milk',
      'chai-saathi-glucose-biscuits',
      'desi-harvest-sugar',
      'rasoi-ratna-chai-masala',
      'chai-saathi-marie-biscuits',
      'subah-bakers-elaichi-rusk',
    ],
  },
  {
    name: 'breakfast',
    weight: 2,
    slugs: [
      'subah-bakers-brown-bread',
      'gau-dhara-salted-butter',
      'doodh-ganga-toned-milk',
      'nashta-co-corn-flakes',
      'banana-robusta',
      'himalayan-orchard-mixed-fruit-jam',
      'nashta-co-rolled-oats',
    ],
  },
  {
    name: 'paneer dinner',
    weight: 1.5,
    slugs: [
      'doodh-ganga-fresh-paneer',
      'rasoi-ratna-shahi-paneer-masala',
      'onion',
      'tomato-hybrid',
      'capsicum-green',
      'gau-dhara-fresh-dahi',
      'chatni-house-ginger-garlic-paste',
      'rasoi-ratna-garam-masala',
    ],
  },
  {
    name: 'pav bhaji',
    weight: 1,
    slugs: [
      'subah-bakers-ladi-pav',
      'rasoi-ratna-pav-bhaji-masala',
      'potato',
      'gau-dhara-salted-butter',
      'capsicum-green',
      'onion',
      'tomato-hybrid',
      'lemon',
    ],
  },
  {
    name: 'south Indian breakfast',
    weight: 1,
    slugs: [
      'anaaj-ghar-idli-rice',
      'desi-harvest-urad-dal-split',
      'malabar-spice-co-sambar-powder',
      'curry-leaves',
      'kesar-valley-mustard-seeds-rai',
      'kolhu-pure-cold-pressed-coconut-oil',
      'gau-dhara-fresh-dahi',
    ],
  },
  {
    name: 'snacks and drinks',
    weight: 1.5,
    slugs: [
      'crunch-mandi-potato-chips-classic-salted',
      'fizzwala-classic-cola',
      'chatpata-junction-aloo-bhujia',
      'mishti-cocoa-fruit-and-nut-chocolate',
      'crunch-mandi-nacho-chips-cheese',
      'fizzwala-lemon-lime-soda',
      'chatpata-junction-navratan-mixture',
    ],
  },
  {
    name: 'fruit',
    weight: 1.5,
    slugs: ['banana-yelakki', 'apple-shimla', 'pomegranate', 'orange-nagpur', 'papaya', 'grapes-green-seedless', 'guava'],
  },
  {
    name: 'cleaning',
    weight: 1,
    slugs: [
      'chamak-home-detergent-powder-lemon-fresh',
      'chamak-home-dishwash-gel-pudina',
      'safai-pro-floor-cleaner-citrus',
      'safai-pro-toilet-cleaner',
      'safai-pro-scrub-pads',
      'safai-pro-fabric-conditioner-lavender',
    ],
  },
  {
    name: 'personal care',
    weight: 1,
    slugs: [
      'muskaan-cavity-protection-toothpaste',
      'vana-veda-neem-tulsi-soap',
      'keshkala-anti-dandruff-shampoo',
      'muskaan-soft-toothbrush',
      'keshkala-coconut-hair-oil',
      'chandan-glow-aloe-vera-gel',
    ],
  },
  {
    name: 'baby',
    weight: 0.7,
    slugs: [
      'palna-diaper-pants-small',
      'palna-baby-wipes-aloe-vera',
      'nanha-munna-infant-cereal-wheat-apple',
      'nanha-munna-baby-soap',
      'nanha-munna-baby-massage-oil-almond',
      'palna-baby-lotion',
    ],
  },
  {
    name: 'pooja and sweets',
    weight: 0.6,
    slugs: [
      'aarti-sugandh-agarbatti-chandan',
      'aarti-sugandh-camphor-tablets-kapoor',
      'mithas-sweets-motichoor-laddoo',
      'aarti-sugandh-cotton-wicks-round',
      'aarti-sugandh-kumkum',
      'doodh-ganga-pure-cow-ghee',
      'kesar-valley-cashews-whole-w320',
    ],
  },
];
