import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beacons, restaurants } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A dozen beacons around the demo restaurants: more than one page of 10 on the Beacons screen. */
export const DEMO_BEACONS = [
  { name: 'Demo Bistro entrance', uuid: 'F7826DA6-4FA2-4E98-8024-BC5B71E0893E', radius: 15 },
  { name: 'Demo Bistro terrace', uuid: 'B9407F30-F5F8-466E-AFF9-25556B57FE6D', radius: 25 },
  { name: 'Harbour Grill bar', uuid: '2F234454-CF6D-4A0F-ADF2-F4911BA9FFA6', radius: 10 },
  { name: 'Harbour Grill quay', uuid: 'E2C56DB5-DFFB-48D2-B060-D0F5A71096E0', radius: 40 },
  { name: 'Fjord Noodle Bar door', uuid: '74278BDA-B644-4520-8F0C-720EAF059935', radius: 12 },
  { name: 'Nørrebro food market', uuid: '8492E75F-4FD6-469D-B132-043FE94921D8', radius: 60 },
  { name: 'Torvehallerne stall 14', uuid: 'D0D3FA86-CA76-45EC-9BD9-6AF4A7B1C2E3', radius: 8 },
  { name: 'Nyhavn canal tour pier', uuid: '5A4BCFCE-174E-4BAC-A814-092E77F6B7E5', radius: 30 },
  { name: 'Aker Brygge boardwalk', uuid: 'A0B13730-3A9A-11E3-AA6E-0800200C9A66', radius: 50 },
  { name: 'Central Station hall', uuid: '11111111-2222-4333-8444-555555555555', radius: 75 },
  { name: 'Food truck: Street Tacos', uuid: 'C9A4E3D2-6F1B-4B7A-9E2D-3A5C7B9D1E0F', radius: 20 },
  { name: 'Food truck: Smørrebrød Express', uuid: '0E1D2C3B-4A59-4687-9A6B-7C8D9E0F1A2B', radius: 20 },
] as const;

/** The demo beacons; Demo Bistro has its entrance beacon attached. */
export async function seedBeacons(tx: Tx, bistroId: string) {
  await tx.insert(beacons).values([...DEMO_BEACONS]);
  const entrance = DEMO_BEACONS[0];
  await tx
    .update(restaurants)
    .set({ beacon: { Name: entrance.name, UUID: entrance.uuid, Radius: entrance.radius } })
    .where(eq(restaurants.id, bistroId));
}
