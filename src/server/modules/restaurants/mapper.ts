import type { Restaurant } from '../../../contract/restaurant';
import type { restaurants } from '../../db/schema';

type Row = typeof restaurants.$inferSelect;

/** Database row → the API's Restaurant (money from minor units, location as [longitude, latitude]). */
export function toRestaurant(r: Row): Restaurant {
  const { id, createdAt: _c, updatedAt: _u, longitude, latitude, bagtakeawayprice, deliveryfee, ...rest } = r;
  return {
    ...rest,
    _id: id,
    location: longitude == null || latitude == null ? null : [longitude, latitude],
    customertype: rest.customertype as Restaurant['customertype'],
    originlang: rest.originlang as Restaurant['originlang'],
    weeklyreportschedule: rest.weeklyreportschedule as Restaurant['weeklyreportschedule'],
    bagtakeawayprice: bagtakeawayprice / 100,
    deliveryfee: deliveryfee / 100,
  };
}
