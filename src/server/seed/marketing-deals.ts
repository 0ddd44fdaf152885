/** The demo Deals and custom deals (see marketing.ts): dates relative to today, attached to the demo trucks and markets. */

export interface DemoDeal {
  name: string;
  header: string;
  description: string;
  /** Minor units. */
  price: number;
  type: 'truck' | 'market';
  /** Days from today (first and last day). */
  start: number;
  end: number;
  /** Indexes into the markets or trucks. */
  attach: number[];
  /** Exclusive to the demo customers with these indexes [from, to). */
  exclusive?: [number, number];
  /** Makes it a custom deal. */
  promocode?: string;
  /** Most redemptions on a weekday. */
  popularity: number;
  restaurant?: string;
  da?: string;
}

export const deal = (d: DemoDeal) => d;

/** The active and upcoming deals; the whole list is DEMO_DEALS (marketing-deals-later.ts). */
export const CURRENT_DEALS: DemoDeal[] = [
  // Active
  deal({
    name: '2 for 1 lunch',
    header: 'Weekday lunch',
    description: 'Two lunch plates for the price of one, Mon–Fri.',
    price: 14900,
    type: 'market',
    start: -10,
    end: 20,
    attach: [0, 1],
    popularity: 5,
    restaurant: 'Demo Bistro',
    da: '2 for 1 frokost',
  }),
  deal({
    name: 'Free coffee',
    header: 'Morning treat',
    description: 'A free coffee with any breakfast.',
    price: 0,
    type: 'truck',
    start: -3,
    end: 4,
    attach: [3],
    popularity: 9,
  }),
  deal({
    name: 'Fish Friday',
    header: 'Catch of the day',
    description: 'Fish of the day with new potatoes and beurre blanc.',
    price: 18900,
    type: 'market',
    start: -20,
    end: 10,
    attach: [1],
    popularity: 3,
    restaurant: 'Harbour Grill',
  }),
  deal({
    name: 'Hot dog menu',
    header: 'Lunch on the go',
    description: 'Hot dog, chocolate milk and a napkin full of crispy onions.',
    price: 5500,
    type: 'truck',
    start: -14,
    end: 16,
    attach: [0],
    popularity: 6,
  }),
  deal({
    name: 'Taco Tuesday',
    header: 'Three tacos',
    description: 'Three tacos of your choice every Tuesday.',
    price: 8900,
    type: 'truck',
    start: -30,
    end: 30,
    attach: [1],
    popularity: 4,
  }),
  deal({
    name: 'Smørrebrød trio',
    header: 'Classic open sandwiches',
    description: 'Herring, egg and shrimp, and roast beef on rye.',
    price: 12900,
    type: 'truck',
    start: -6,
    end: 24,
    attach: [2],
    popularity: 3,
    da: 'Smørrebrød trio',
  }),
  deal({
    name: 'Family burger box',
    header: 'Feeds four',
    description: 'Four burgers, two large fries and a big salad.',
    price: 39900,
    type: 'truck',
    start: -2,
    end: 12,
    attach: [4],
    popularity: 2,
    restaurant: 'Harbour Grill',
  }),
  deal({
    name: 'Street food pass',
    header: 'Five tastes',
    description: 'Five small plates from five stalls.',
    price: 19900,
    type: 'market',
    start: -8,
    end: 22,
    attach: [1, 2],
    popularity: 3,
  }),
  deal({
    name: 'Coffee and cinnamon roll',
    header: 'Fika',
    description: 'Any coffee and a fresh cinnamon roll.',
    price: 4500,
    type: 'truck',
    start: -12,
    end: 2,
    attach: [3],
    popularity: 7,
  }),
  deal({
    name: 'Market breakfast',
    header: 'Saturdays',
    description: 'Bread, cheese, jam and juice at the market.',
    price: 9500,
    type: 'market',
    start: -25,
    end: 5,
    attach: [0],
    popularity: 2,
  }),
  deal({
    name: 'Ramen and gyoza',
    header: 'Oslo special',
    description: 'A bowl of ramen with five gyoza.',
    price: 16900,
    type: 'market',
    start: -4,
    end: 26,
    attach: [4],
    popularity: 2,
  }),
  deal({
    name: 'Wine flight',
    header: 'Three glasses',
    description: 'Three natural wines chosen by our sommelier.',
    price: 14500,
    type: 'market',
    start: -9,
    end: 21,
    attach: [0],
    popularity: 2,
    restaurant: 'Demo Bistro',
  }),
  deal({
    name: 'Ice cream cone',
    header: 'Sunny days',
    description: 'Two scoops in a waffle cone with flødebolle.',
    price: 3900,
    type: 'truck',
    start: -1,
    end: 30,
    attach: [3, 4],
    popularity: 6,
  }),
  // Upcoming
  deal({
    name: 'Burger night',
    header: 'Thursdays',
    description: 'Any burger and a draught beer.',
    price: 16900,
    type: 'market',
    start: 5,
    end: 40,
    attach: [2],
    popularity: 4,
    restaurant: 'Harbour Grill',
  }),
  deal({
    name: 'Christmas lunch',
    header: 'December only',
    description: 'Herring, roast pork, risalamande.',
    price: 34900,
    type: 'market',
    start: 14,
    end: 45,
    attach: [0],
    popularity: 3,
    restaurant: 'Demo Bistro',
  }),
  deal({
    name: 'Festival menu',
    header: 'At the festival',
    description: 'Burger, fries and a soda at the festival site.',
    price: 12500,
    type: 'truck',
    start: 9,
    end: 12,
    attach: [4],
    popularity: 5,
  }),
  deal({
    name: 'Noodle opening week',
    header: 'Fjord Noodle Bar',
    description: 'Half price ramen during opening week.',
    price: 8500,
    type: 'truck',
    start: 21,
    end: 28,
    attach: [5],
    popularity: 4,
  }),
];
