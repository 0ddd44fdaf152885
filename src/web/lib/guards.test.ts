import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/auth/schemas';
import { signedInHomeFor } from './guards';

const staff = (Type: Profile['Type']): Profile => ({
  _id: 'u1',
  Name: 'Sam',
  Email: 'sam@example.com',
  Type,
  Restaurant: 'r1',
  RestaurantName: 'Demo Bistro',
});
const search = { restaurant: 'r1', name: 'Demo Bistro' };

describe('signedInHomeFor', () => {
  it('sends a waiter on a phone to Call A Waiter', () => {
    expect(signedInHomeFor(staff('RestaurantUser'), 390)).toEqual({ to: '/orders-callawaiter', search });
  });

  it("keeps the spec's orders dashboard for a waiter on a tablet and for a restaurant admin on a phone", () => {
    expect(signedInHomeFor(staff('RestaurantUser'), 600)).toEqual({ to: '/orders-dashboard', search });
    expect(signedInHomeFor(staff('RestaurantAdmin'), 390)).toEqual({ to: '/orders-dashboard', search });
  });

  it('keeps the dashboard for a platform admin', () => {
    expect(signedInHomeFor({ ...staff('Admin'), Restaurant: null, RestaurantName: null }, 390)).toEqual({
      to: '/dashboard',
    });
  });
});
