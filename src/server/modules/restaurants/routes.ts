import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/restaurant-admin';
import { fetchSpecificRestaurant } from '../../../contract/restaurant';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { migrateRestaurants } from './migrate';
import { allRestaurants, listRestaurants, oneRestaurant, searchRestaurants } from './queries';
import * as svc from './service';

export function restaurantRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bind(app, fetchSpecificRestaurant, async ({ body }) => ({ data: await oneRestaurant(db, body.id) }));
  bind(app, c.restaurantFetch, ({ query, user }) => listRestaurants(db, user, query));
  bind(app, c.restaurantSearch, ({ query }) => searchRestaurants(db, query));
  bind(app, c.restaurantFetchAll, ({ user }) => allRestaurants(db, user));
  bind(app, c.restaurantAdd, ({ body }) => svc.createRestaurant(deps, body));
  bind(app, c.restaurantEdit, ({ body, user }) => svc.editRestaurant(deps, body, user));
  bind(app, c.restaurantDelete, ({ body }) => svc.deleteRestaurant(deps, body.id));
  bind(app, c.restaurantToggleRouted, ({ body }) => svc.setRouted(deps, body.id, body.routed));
  bind(app, c.restaurantCheckIfRouted, ({ query }) => svc.checkRouted(deps, query.id));
  bind(app, c.restaurantMigrate, ({ body, user }) => migrateRestaurants(deps, body.restaurants, user));
  bind(app, c.configAutomatedPush, ({ body }) => svc.setAutomatedPush(deps, body.restaurant, body.enabled));
}
