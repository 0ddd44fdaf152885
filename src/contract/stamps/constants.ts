/** The plain values of stamp cards that both sides read: page size and messages. */
import { crudNotices } from '../notices';

export const STAMPS_PAGE_SIZE = 25;

export const STAMP_MESSAGES = {
  ...crudNotices('stamp', 'No stamps'),
  noProducts: 'Please choose at least one product',
  noReward: 'Please choose the reward',
  notOnMenu: "A chosen product is not on this restaurant's menu",
} as const;
