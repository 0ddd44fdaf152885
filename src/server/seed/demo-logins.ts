/** The demo logins (printed at start-up and listed in the README). */
export const DEMO_LOGINS = [
  { role: 'Admin', restaurant: null, email: 'admin@example.com', password: 'demo-admin-pass', name: 'Platform Admin' },
  {
    role: 'RestaurantAdmin',
    restaurant: 'Demo Bistro',
    email: 'bistro@example.com',
    password: 'demo-kitchen-pass',
    name: 'Bistro Kitchen',
  },
  {
    role: 'RestaurantUser',
    restaurant: 'Demo Bistro',
    email: 'waiter@example.com',
    password: 'demo-waiter-pass',
    name: 'Bistro Waiter',
  },
  {
    role: 'RestaurantAdmin',
    restaurant: 'Harbour Grill',
    email: 'harbour@example.com',
    password: 'demo-harbour-pass',
    name: 'Harbour Grill Manager',
  },
] as const;
