/**
 * A stand-in for Online POS DK in API tests: answers a fixed product list, takes orders (numbered POS-1, POS-2, …)
 * and remembers who asked and what was sent.
 */
import type { OnlinePos, PosAccount, PosOrder, PosProduct } from '../../src/server/integrations/online-pos';

export const TEST_POS_PRODUCTS: PosProduct[] = [
  { id: 'pos-1001', name: 'Smørrebrød (POS)', priceMinor: 8900 },
  { id: 'pos-1002', name: 'Draught beer (POS)', priceMinor: 5500 },
];

export function testOnlinePos(
  products: PosProduct[] = TEST_POS_PRODUCTS,
): OnlinePos & { asked: PosAccount[]; sent: PosOrder[] } {
  const asked: PosAccount[] = [];
  const sent: PosOrder[] = [];
  return {
    kind: 'http',
    asked,
    sent,
    async sendOrder(_account, order) {
      sent.push(order);
      return { id: `POS-${sent.length}` };
    },
    async fetchProducts(account) {
      asked.push(account);
      return products;
    },
  };
}
