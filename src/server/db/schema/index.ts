export * from './content';
export * from './customers';
export * from './menu';
export * from './orders';
export * from './platform';
export * from './restaurants';
export * from './users';
export * from './jobs'; // the durable job queue
export * from './menu-extra'; // menu: higher categories, ratings, menu-page settings
export * from './promotions'; // promotions: coupons, promos, stamps, perks, geo push, customer sessions
export * from './restaurant-config'; // restaurant config: tips, layouts, POS devices, response messages, automated push
export * from './upload-files'; // uploaded images in the database, read by every node
export * from './report-rollup'; // running totals of the report statuses
export * from './staff-push'; // Web Push to staff devices: VAPID keys, subscriptions, deliveries
export * from './order-stations'; // what each kitchen station finished of an order (station bumps, lines crossed off)
export * from './screens'; // kitchen screens' heartbeats (the Screens list, the watchdog)
export * from './stream'; // each restaurant's event stream: the outbox the screens follow
export * from './relations'; // relational queries (db.query): the restaurant with its ordering rules
