/** Demo data of the promotions screens: coupons, promos, stamp cards, perks, geo points. Days relative to today. */

/** A registered demo customer who can sign in through the customer API (a Local account of the demo). */
export const DEMO_CUSTOMER_LOGIN = { email: 'mads.larsen1@example.net', password: 'demo-customer-pass' } as const;

interface DemoCoupon {
  name: string;
  text: string;
  start: number;
  end: number;
  appcode: string;
  qrvalue?: string;
  membersonly?: boolean;
  isonetimeuse?: boolean;
  /** Exclusive to the demo customers with these indexes. */
  exclusive?: number[];
  /** Uses per day while active. */
  popularity: number;
  /** The item offer: `percent` % off one `item` of the restaurant per `quantity` ordered. */
  offer?: { restaurant: 'Demo Bistro' | 'Harbour Grill'; item: string; quantity: number; percent: number };
}

export const DEMO_COUPONS: DemoCoupon[] = [
  {
    name: 'Welcome 10%',
    text: '10% off your first order in the app.',
    start: -30,
    end: 60,
    appcode: 'WELCOME10',
    qrvalue: 'QR-WELCOME10',
    isonetimeuse: true,
    popularity: 3,
  },
  {
    name: 'Coffee Monday',
    text: 'A free coffee with any lunch on Mondays.',
    start: -20,
    end: 40,
    appcode: 'COFFEEMON',
    popularity: 2,
  },
  {
    name: 'Members brunch',
    text: 'Brunch for two at member prices.',
    start: -14,
    end: 21,
    appcode: 'BRUNCH2',
    membersonly: true,
    popularity: 1,
  },
  {
    name: 'Student deal',
    text: '15% off with a student card.',
    start: -40,
    end: 90,
    appcode: 'STUDENT15',
    qrvalue: 'QR-STUDENT15',
    popularity: 2,
  },
  {
    name: 'Birthday treat',
    text: 'A dessert on us in your birthday week.',
    start: -60,
    end: 300,
    appcode: 'BDAYTREAT',
    exclusive: [1, 2, 3, 4],
    isonetimeuse: true,
    popularity: 1,
  },
  {
    name: 'Happy hour',
    text: 'Two draught beers for the price of one, 16–18.',
    start: -7,
    end: 30,
    appcode: 'HAPPYHOUR',
    popularity: 4,
    offer: { restaurant: 'Demo Bistro', item: 'Draught beer', quantity: 2, percent: 100 },
  },
  {
    name: 'Family Sunday',
    text: 'Kids eat free on Sundays.',
    start: -10,
    end: 50,
    appcode: 'FAMILYSUN',
    popularity: 1,
  },
  {
    name: 'Take-away Tuesday',
    text: '20 kr off take-away orders on Tuesdays.',
    start: -3,
    end: 25,
    appcode: 'TAKEAWAY20',
    popularity: 2,
  },
  {
    name: 'Loyal guest',
    text: 'A thank-you for ten visits.',
    start: -25,
    end: 35,
    appcode: 'LOYAL10',
    exclusive: [5, 6, 7],
    popularity: 1,
  },
  {
    name: 'Christmas lunch',
    text: 'Book the Christmas lunch early and save 10%.',
    start: 5,
    end: 40,
    appcode: 'XMAS10',
    popularity: 0,
  },
  {
    name: 'New year',
    text: 'Start the year with a free dessert.',
    start: 38,
    end: 50,
    appcode: 'NEWYEAR',
    popularity: 0,
  },
  {
    name: 'Spring menu preview',
    text: 'Taste the spring menu first.',
    start: 90,
    end: 120,
    appcode: 'SPRING',
    membersonly: true,
    popularity: 0,
  },
  {
    name: 'Summer terrace',
    text: 'A free lemonade on the terrace.',
    start: -150,
    end: -90,
    appcode: 'TERRACE',
    popularity: 2,
  },
  { name: 'Autumn soup', text: 'Soup of the day for 49 kr.', start: -60, end: -20, appcode: 'SOUP49', popularity: 2 },
  {
    name: 'Launch week',
    text: 'The app is here: 25% off all week.',
    start: -200,
    end: -193,
    appcode: 'LAUNCH25',
    isonetimeuse: true,
    popularity: 6,
  },
];

interface DemoPromo {
  name: string;
  header: string;
  description: string;
  restaurant: 'Demo Bistro' | 'Harbour Grill';
  start: number;
  end: number;
  price: number;
  heystranger?: boolean;
  heyfriends?: boolean;
  multiple?: number;
  uses: number;
}

export const DEMO_PROMOS: DemoPromo[] = [
  {
    name: 'Lunch for two',
    header: 'Weekdays 11–15',
    description: 'Two mains and two coffees.',
    restaurant: 'Demo Bistro',
    start: -10,
    end: 30,
    price: 299,
    heystranger: true,
    uses: 14,
  },
  {
    name: 'Burger & beer',
    header: 'All day',
    description: 'Harbour burger with a draught beer.',
    restaurant: 'Harbour Grill',
    start: -5,
    end: 25,
    price: 169,
    heyfriends: true,
    multiple: 3,
    uses: 22,
  },
  {
    name: 'First visit dessert',
    header: 'New here?',
    description: 'A dessert on the house with your first main.',
    restaurant: 'Demo Bistro',
    start: -30,
    end: 60,
    price: 0,
    heystranger: true,
    uses: 9,
  },
  {
    name: 'Friends platter',
    header: 'For 4',
    description: 'Fish & chips, wings and dips to share.',
    restaurant: 'Harbour Grill',
    start: -2,
    end: 40,
    price: 399,
    heyfriends: true,
    heystranger: true,
    multiple: 5,
    uses: 6,
  },
  {
    name: 'Christmas menu',
    header: 'December',
    description: 'Three courses of Danish Christmas.',
    restaurant: 'Demo Bistro',
    start: 8,
    end: 38,
    price: 449,
    heyfriends: true,
    uses: 0,
  },
  {
    name: 'Summer BBQ',
    header: 'June–August',
    description: 'Grill plate with sides.',
    restaurant: 'Harbour Grill',
    start: -160,
    end: -70,
    price: 219,
    uses: 31,
  },
  {
    name: 'Soup season',
    header: 'October',
    description: 'Soup and bread.',
    restaurant: 'Demo Bistro',
    start: -55,
    end: -25,
    price: 79,
    heystranger: true,
    uses: 17,
  },
];

interface DemoStamp {
  name: string;
  description: string;
  restaurant: 'Demo Bistro' | 'Harbour Grill';
  products: string[];
  reward: string;
  maxcount: number;
  start: number;
  end: number;
}

export const DEMO_STAMPS: DemoStamp[] = [
  {
    name: 'Coffee card',
    description: 'Buy 9 coffees, the 10th is on us.',
    restaurant: 'Demo Bistro',
    products: ['Coffee'],
    reward: 'Chocolate fondant',
    maxcount: 9,
    start: -60,
    end: 120,
  },
  {
    name: 'Burger club',
    description: 'Six burgers, then a burger on the house.',
    restaurant: 'Harbour Grill',
    products: ['Harbour burger', 'Kids burger'],
    reward: 'Harbour burger',
    maxcount: 6,
    start: -45,
    end: 90,
  },
  {
    name: 'Lemonade summer',
    description: 'Five lemonades, one free.',
    restaurant: 'Demo Bistro',
    products: ['Elderflower lemonade'],
    reward: 'Koldskål',
    maxcount: 5,
    start: -200,
    end: -100,
  },
  {
    name: 'Winter soup card',
    description: 'Four soups, the fifth is free.',
    restaurant: 'Demo Bistro',
    products: ['Soup of the day'],
    reward: 'Koldskål',
    maxcount: 4,
    start: 10,
    end: 100,
  },
];

export const DEMO_PERKS = [
  {
    name: 'Cinema night',
    description: '2-for-1 cinema tickets',
    buttontext: 'Get tickets',
    address: 'Vesterbrogade 3, København',
    content: 'Show the app at the box office for two tickets for the price of one, Sunday to Thursday.',
    link: 'https://example.org/cinema',
    clicks: 37,
  },
  {
    name: 'Bike repair',
    description: '20% off a bike service',
    buttontext: 'Book a service',
    address: 'Nørrebrogade 40, København',
    content: 'A full service for your bike at a member price.',
    link: 'https://example.org/bikes',
    clicks: 12,
  },
  {
    name: 'Yoga class',
    description: 'First class free',
    buttontext: 'Book a class',
    address: 'Aker Brygge 1, Oslo',
    content: 'Try a morning yoga class by the fjord.',
    link: 'https://example.org/yoga',
    clicks: 21,
  },
  {
    name: 'Museum pass',
    description: 'Free entry on Wednesdays',
    buttontext: 'Read more',
    address: 'Frederiksholms Kanal 12, København',
    content: 'Free entry for members on Wednesday evenings.',
    link: 'https://example.org/museum',
    clicks: 8,
  },
  {
    name: 'Wine tasting',
    description: '10% off tastings',
    buttontext: 'See dates',
    address: 'Havnegade 20, København',
    content: 'Monthly natural wine tastings with 10% off for members.',
    link: 'https://example.org/wine',
    clicks: 0,
  },
];

/** Around the default map centre (Oslo, 59.91, 10.76); radius in miles. */
export const DEMO_GEO_POINTS = [
  { name: 'Aker Brygge', latitude: 59.9107, longitude: 10.7276, radius: 0.5 },
  { name: 'Oslo Central Station', latitude: 59.911, longitude: 10.7528, radius: 0.3 },
  { name: 'Grünerløkka', latitude: 59.9225, longitude: 10.7589, radius: 0.6 },
  { name: 'Opera House', latitude: 59.9075, longitude: 10.7531, radius: 0.25 },
  { name: 'Frogner Park', latitude: 59.927, longitude: 10.7008, radius: 0.8 },
  { name: 'Greater Oslo', latitude: 59.91, longitude: 10.76, radius: 10 },
];
