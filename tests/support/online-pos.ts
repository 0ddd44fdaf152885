/** A stand-in for Online POS DK in API tests: answers a fixed product list and remembers who asked. */
import type { OnlinePos, PosAccount, PosProduct } from '../../src/server/integrations/online-pos';

export const TEST_POS_PRODUCTS: PosProduct[] = [
  { id: 'pos-1001', name: 'Smørrebrød (POS)', priceMinor: 8900 },
  { id: 'pos-1002', name: 'Draught beer (POS)', priceMinor: 5500 },
];

export function testOnlinePos(products: PosProduct[] = TEST_POS_PRODUCTS): OnlinePos & { asked: PosAccount[] } {
  const asked: PosAccount[] = [];
  return {
    kind: 'http',
    asked,
    async fetchProducts(account) {
      asked.push(account);
      return products;
    },
  };
}
