/** The texts of the demo News, Deals and Push notifications (see marketing.ts). */

export const DEMO_NEWS: { name: string; description: string; translation?: Record<string, Record<string, string>> }[] = [
  { name: 'Summer terrace is open', description: 'Sit outside at Demo Bistro from 11:00 every day.', translation: { name: { da: 'Sommerterrassen er åben' } } },
  { name: 'New: order ahead', description: 'Order from the app up to a day ahead and skip the queue.' },
  { name: 'Harbour Grill turns five', description: 'Free dessert with every main course all week.' },
  { name: 'Call a waiter from your phone', description: 'Scan the QR code on your table and tap “Call a waiter”.' },
  { name: 'Autumn menu at Demo Bistro', description: 'Root vegetables, game and apple cake: the new season is on the menu.', translation: { name: { da: 'Efterårsmenu på Demo Bistro' } } },
  { name: 'Pay with MobilePay', description: 'Pay for your order in the app with MobilePay.' },
  { name: 'Fjord Noodle Bar opens soon', description: 'Ramen and dumplings by the Oslo fjord. Follow us for the opening date.' },
  { name: 'Live music Fridays', description: 'Acoustic sets at Harbour Grill from 20:00 every Friday.' },
  { name: 'Stamp card now in the app', description: 'Collect a stamp with every order; the tenth coffee is on us.' },
  { name: 'Vegan week', description: 'Seven days of plant-based specials at every restaurant.' },
  { name: 'Brunch is back', description: 'Weekend brunch at Demo Bistro, 10:00–14:00.' },
  { name: 'Christmas lunch bookings', description: 'Book your company Christmas lunch for groups of 8 or more.' },
  { name: 'Kids eat free on Sundays', description: 'One free kids’ meal for every adult main course.' },
  { name: 'New opening hours', description: 'Harbour Grill now opens at 11:00 on weekdays.' },
  { name: 'Meet the chef', description: 'An evening with our head chef: five courses and the stories behind them.' },
  { name: 'Takeaway bags are now paper', description: 'All takeaway orders now come in recyclable paper bags.' },
  { name: 'Wine of the month', description: 'A Loire Chenin Blanc by the glass at a special price.' },
  { name: 'Student discount', description: 'Show your student card for 10% off, Monday to Thursday.' },
  { name: 'Fish from the day’s catch', description: 'Ask your waiter what came in from the harbour this morning.' },
  { name: 'Gift cards in the app', description: 'Send a gift card to a friend straight from the app.' },
  { name: 'Rainy day soup', description: 'When it rains, the soup of the day comes with free bread.' },
  { name: 'Late kitchen on Saturdays', description: 'Our kitchen stays open until 23:00 on Saturdays.' },
  { name: 'Allergen info in the menu', description: 'Every dish now lists its allergens in the app.' },
  { name: 'Thank you for 10,000 orders', description: 'The app passed 10,000 orders. Thank you for eating with us!' },
  { name: 'Table booking by app', description: 'Reserve a table in the app and order your drinks ahead.' },
  { name: 'Spring asparagus', description: 'Danish asparagus with hollandaise while the season lasts.' },
  { name: 'Happy hour 16–18', description: 'Two draught beers for the price of one every weekday afternoon.' },
  { name: 'New dessert: koldskål', description: 'Cold buttermilk soup with kammerjunkere, a Danish summer classic.', translation: { name: { da: 'Ny dessert: koldskål' } } },
  { name: 'Privacy update', description: 'We updated our privacy policy. Read it in the app under Settings.' },
  { name: 'Welcome to the new app', description: 'Faster ordering, live order status and your stamps in one place.' },
];

export const DEMO_MARKETS = [
  { name: 'Torvehallerne', description: 'Food market at Israels Plads, Copenhagen' },
  { name: 'Reffen Street Food', description: 'Street food on Refshaleøen' },
  { name: 'Broens Gadekøkken', description: 'Street kitchen by Inderhavnsbroen' },
  { name: 'Aarhus Street Food', description: 'Indoor street food hall in Aarhus' },
  { name: 'Mathallen Oslo', description: 'Food hall at Vulkan, Oslo' },
];

export const DEMO_TRUCKS = [
  { name: 'Pølsevognen Nørreport', description: 'Classic Danish hot dog stand' },
  { name: 'Taco Truck Nørrebro', description: 'Tacos and burritos on Nørrebrogade' },
  { name: 'Smørrebrød on Wheels', description: 'Open sandwiches at lunch markets' },
  { name: 'Coffee Cart Vesterbro', description: 'Espresso and pastries from a cargo bike' },
  { name: 'Harbour Grill Truck', description: 'Burgers at festivals and events' },
  { name: 'Fjord Noodle Van', description: 'Ramen pop-up in Oslo' },
];

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

const deal = (d: DemoDeal) => d;

export const DEMO_DEALS: DemoDeal[] = [
  // Active
  deal({ name: '2 for 1 lunch', header: 'Weekday lunch', description: 'Two lunch plates for the price of one, Mon–Fri.', price: 14900, type: 'market', start: -10, end: 20, attach: [0, 1], popularity: 5, restaurant: 'Demo Bistro', da: '2 for 1 frokost' }),
  deal({ name: 'Free coffee', header: 'Morning treat', description: 'A free coffee with any breakfast.', price: 0, type: 'truck', start: -3, end: 4, attach: [3], popularity: 9 }),
  deal({ name: 'Fish Friday', header: 'Catch of the day', description: 'Fish of the day with new potatoes and beurre blanc.', price: 18900, type: 'market', start: -20, end: 10, attach: [1], popularity: 3, restaurant: 'Harbour Grill' }),
  deal({ name: 'Hot dog menu', header: 'Lunch on the go', description: 'Hot dog, chocolate milk and a napkin full of crispy onions.', price: 5500, type: 'truck', start: -14, end: 16, attach: [0], popularity: 6 }),
  deal({ name: 'Taco Tuesday', header: 'Three tacos', description: 'Three tacos of your choice every Tuesday.', price: 8900, type: 'truck', start: -30, end: 30, attach: [1], popularity: 4 }),
  deal({ name: 'Smørrebrød trio', header: 'Classic open sandwiches', description: 'Herring, egg and shrimp, and roast beef on rye.', price: 12900, type: 'truck', start: -6, end: 24, attach: [2], popularity: 3, da: 'Smørrebrød trio' }),
  deal({ name: 'Family burger box', header: 'Feeds four', description: 'Four burgers, two large fries and a big salad.', price: 39900, type: 'truck', start: -2, end: 12, attach: [4], popularity: 2, restaurant: 'Harbour Grill' }),
  deal({ name: 'Street food pass', header: 'Five tastes', description: 'Five small plates from five stalls.', price: 19900, type: 'market', start: -8, end: 22, attach: [1, 2], popularity: 3 }),
  deal({ name: 'Coffee and cinnamon roll', header: 'Fika', description: 'Any coffee and a fresh cinnamon roll.', price: 4500, type: 'truck', start: -12, end: 2, attach: [3], popularity: 7 }),
  deal({ name: 'Market breakfast', header: 'Saturdays', description: 'Bread, cheese, jam and juice at the market.', price: 9500, type: 'market', start: -25, end: 5, attach: [0], popularity: 2 }),
  deal({ name: 'Ramen and gyoza', header: 'Oslo special', description: 'A bowl of ramen with five gyoza.', price: 16900, type: 'market', start: -4, end: 26, attach: [4], popularity: 2 }),
  deal({ name: 'Wine flight', header: 'Three glasses', description: 'Three natural wines chosen by our sommelier.', price: 14500, type: 'market', start: -9, end: 21, attach: [0], popularity: 2, restaurant: 'Demo Bistro' }),
  deal({ name: 'Ice cream cone', header: 'Sunny days', description: 'Two scoops in a waffle cone with flødebolle.', price: 3900, type: 'truck', start: -1, end: 30, attach: [3, 4], popularity: 6 }),
  // Upcoming
  deal({ name: 'Burger night', header: 'Thursdays', description: 'Any burger and a draught beer.', price: 16900, type: 'market', start: 5, end: 40, attach: [2], popularity: 4, restaurant: 'Harbour Grill' }),
  deal({ name: 'Christmas lunch', header: 'December only', description: 'Herring, roast pork, risalamande.', price: 34900, type: 'market', start: 14, end: 45, attach: [0], popularity: 3, restaurant: 'Demo Bistro' }),
  deal({ name: 'Festival menu', header: 'At the festival', description: 'Burger, fries and a soda at the festival site.', price: 12500, type: 'truck', start: 9, end: 12, attach: [4], popularity: 5 }),
  deal({ name: 'Noodle opening week', header: 'Fjord Noodle Bar', description: 'Half price ramen during opening week.', price: 8500, type: 'truck', start: 21, end: 28, attach: [5], popularity: 4 }),
  // Personal (exclusive)
  deal({ name: 'VIP tasting menu', header: 'Members only', description: 'Seven courses with wine pairing.', price: 69900, type: 'market', start: -5, end: 25, attach: [0], exclusive: [0, 6], popularity: 1, restaurant: 'Demo Bistro' }),
  deal({ name: 'Birthday dessert', header: 'Happy birthday!', description: 'A dessert of your choice on us this month.', price: 0, type: 'market', start: -2, end: 28, attach: [1], exclusive: [6, 9], popularity: 1 }),
  deal({ name: 'Regulars’ preview', header: 'Before anyone else', description: 'Try the new burger a week before launch.', price: 9900, type: 'truck', start: 3, end: 10, attach: [4], exclusive: [9, 15], popularity: 1, restaurant: 'Harbour Grill' }),
  // Expired
  deal({ name: 'Winter soup', header: 'Last season', description: 'Soup of the day with bread.', price: 7900, type: 'truck', start: -120, end: -60, attach: [2], popularity: 3 }),
  deal({ name: 'Easter lunch', header: 'Påskefrokost', description: 'Easter plate with eggs, herring and lamb.', price: 24900, type: 'market', start: -90, end: -75, attach: [0], popularity: 3, restaurant: 'Demo Bistro' }),
  deal({ name: 'Summer spritz', header: 'On the terrace', description: 'Two spritz for 99 kr.', price: 9900, type: 'market', start: -70, end: -40, attach: [1], popularity: 4 }),
  deal({ name: 'Back to school', header: 'Students', description: 'Lunch and a drink for students.', price: 6900, type: 'truck', start: -50, end: -30, attach: [1], popularity: 5 }),
  deal({ name: 'Oyster week', header: 'Limfjord oysters', description: 'Six oysters with a glass of bubbles.', price: 19900, type: 'market', start: -40, end: -33, attach: [1], popularity: 2, restaurant: 'Harbour Grill' }),
  deal({ name: 'Pumpkin latte', header: 'Autumn', description: 'Spiced pumpkin latte, any size.', price: 4200, type: 'truck', start: -35, end: -5, attach: [3], popularity: 6 }),
  deal({ name: 'Friends’ preview night', header: 'Invitation', description: 'A preview evening for our regulars.', price: 0, type: 'market', start: -20, end: -18, attach: [0], exclusive: [0, 4], popularity: 2 }),
  // Custom deals (promo codes)
  deal({ name: 'App launch code', header: 'Use code HELLO', description: '20% off your first app order.', price: 0, type: 'market', start: -1, end: 60, attach: [0], promocode: 'HELLO', popularity: 2 }),
  deal({ name: 'Free delivery', header: 'Code FREEDEL', description: 'No delivery fee on orders over 200 kr.', price: 0, type: 'market', start: -15, end: 15, attach: [1], promocode: 'FREEDEL', popularity: 3, restaurant: 'Harbour Grill' }),
  deal({ name: 'Lunch club', header: 'Code LUNCH15', description: '15% off lunch orders before 14:00.', price: 0, type: 'truck', start: -7, end: 23, attach: [2], promocode: 'LUNCH15', popularity: 2 }),
  deal({ name: 'Black Friday', header: 'Code BLACK30', description: '30% off everything for one day.', price: 0, type: 'market', start: 8, end: 8, attach: [0, 1, 2], promocode: 'BLACK30', popularity: 9 }),
  deal({ name: 'Summer code', header: 'Code SUMMER', description: '10% off all summer.', price: 0, type: 'market', start: -150, end: -60, attach: [0], promocode: 'SUMMER', popularity: 2 }),
  deal({ name: 'Welcome back', header: 'Code BACK10', description: '10 kr off for returning customers.', price: 0, type: 'truck', start: -45, end: -15, attach: [3], promocode: 'BACK10', popularity: 1 }),
];

export const DEMO_PUSH = [
  { name: 'Lunch is served', message: 'Order lunch in the app now and skip the queue.' },
  { name: 'Weekend brunch', message: 'Brunch at Demo Bistro from 10:00. Book a table in the app.' },
  { name: 'Rainy day', message: 'Stay in: we deliver soup and fresh bread until 21:00.' },
  { name: 'New deal', message: 'A new deal is waiting for you in the app.' },
  { name: 'Happy hour', message: 'Two for one on draught beer from 16 to 18.' },
  { name: 'Friday music', message: 'Live music at Harbour Grill tonight from 20:00.' },
  { name: 'Stamp reminder', message: 'You are one stamp away from a free coffee.' },
  { name: 'Christmas lunch', message: 'Book your Christmas lunch before the tables are gone.' },
  { name: 'Kids eat free', message: 'Sunday: one free kids’ meal with every adult main.' },
  { name: 'Vegan week', message: 'Plant-based specials all week at every restaurant.' },
  { name: 'We miss you', message: 'It has been a while. Here is 10% off your next order.' },
  { name: 'Late kitchen', message: 'Hungry late? Our kitchen is open until 23:00 tonight.' },
  { name: 'New on the menu', message: 'Try our new autumn dishes, now in the app.' },
  { name: 'Order ahead', message: 'Pre-order dinner and pick it up on your way home.' },
  { name: 'Gift cards', message: 'Send a gift card to a friend straight from the app.' },
  { name: 'Thank you', message: 'Thanks for 10,000 orders! Dessert is on us this weekend.' },
  { name: 'Sunny terrace', message: 'The sun is out and the terrace is open.' },
  { name: 'Fish of the day', message: 'Fresh from the harbour: see today’s catch in the app.' },
  { name: 'Student Monday', message: '10% off with your student card today.' },
  { name: 'App update', message: 'Update the app for live order status and faster checkout.' },
  { name: 'Wine of the month', message: 'Chenin Blanc by the glass at a special price.' },
  { name: 'Black Friday', message: 'Use code BLACK30 for 30% off today only.' },
  { name: 'Market Saturday', message: 'Find us at Torvehallerne this Saturday.' },
  { name: 'Taco Tuesday', message: 'Three tacos, one price. See you at the truck!' },
  { name: 'Opening soon', message: 'Fjord Noodle Bar opens in Oslo soon.' },
  { name: 'Table booking', message: 'Reserve a table and order drinks ahead in the app.' },
  { name: 'Birthday treat', message: 'Happy birthday! A dessert is waiting for you this month.' },
  { name: 'Survey', message: 'Tell us how we did and earn a stamp.' },
];
