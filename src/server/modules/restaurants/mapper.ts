import type { Restaurant, RestaurantListItem } from '../../../contract/restaurants/schemas';
import type { restaurants } from '../../db/schema';

type Row = typeof restaurants.$inferSelect;

/**
 * Database row → the API's Restaurant (money from minor units, location as [longitude, latitude]).
 * `privateUsers` are the rows' customer ids with their emails (ids of customers that are gone are left out).
 */
export function toRestaurant(r: Row, privateUsers: { _id: string; Email: string }[]): Restaurant {
  const {
    id,
    createdAt: _c,
    updatedAt: _u,
    longitude,
    latitude,
    bagtakeawayprice,
    deliveryfee,
    privateusers: _p,
    ...rest
  } = r;
  return {
    ...rest,
    _id: id,
    location: longitude == null || latitude == null ? null : [longitude, latitude],
    customertype: rest.customertype as Restaurant['customertype'],
    originlang: rest.originlang as Restaurant['originlang'],
    weeklyreportschedule: rest.weeklyreportschedule as Restaurant['weeklyreportschedule'],
    bagtakeawayprice: bagtakeawayprice / 100,
    deliveryfee: deliveryfee / 100,
    privateusers: privateUsers,
  };
}

export function toListItem(r: Row, deals: RestaurantListItem['Deals']): RestaurantListItem {
  return {
    _id: r.id,
    Name: r.name,
    Address: r.address,
    Description: r.description,
    CoverImage: r.coverimage,
    Deals: deals,
    AutomatedPushEnabled: r.automatedpushenabled,
    routed: r.routed,
  };
}
