import type { FastifyInstance } from 'fastify';
import { restaurantsRoutes as routes } from '../../../contract/restaurants/routes';
import { restaurantsSchemas } from '../../../contract/restaurants/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { migrateRestaurants } from './migrate';
import { allRestaurants, listRestaurants, oneRestaurant, searchRestaurants } from './queries';
import * as svc from './service';

export function registerRestaurantRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  bindAll(
    app,
    routes,
    restaurantsSchemas,
    {
      fetchSpecific: async ({ body }) => ({ data: await oneRestaurant(db, body.id) }),
      fetch: ({ query, user }) => listRestaurants(db, user, query),
      search: ({ query }) => searchRestaurants(db, query),
      fetchAll: ({ user }) => allRestaurants(db, user),
      add: ({ body }) => svc.createRestaurant(deps, body),
      edit: ({ body, user }) => svc.editRestaurant(deps, body, user),
      delete: ({ body }) => svc.deleteRestaurant(deps, body.id),
      toggleRouted: ({ body }) => svc.setRouted(deps, body.id, body.routed),
      checkIfRouted: ({ query }) => svc.checkRouted(deps, query.id),
      migrate: ({ body, user }) => migrateRestaurants(deps, body.restaurants, user),
      automatedPush: ({ body }) => svc.setAutomatedPush(deps, body.restaurant, body.enabled),
    },
    {
      // Started towards the production platform, nothing saved here (the outcome gets a line of its own when the copy
      // ends): the request's line follows once it has started.
      migrate: { lineAfterOutsideCall: true },
    },
  );
}
