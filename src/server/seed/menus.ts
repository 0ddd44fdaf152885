import type { AttributeGroup, OptionGroup } from '../db/schema';

/** Demo menus: categories with items (prices in minor units), extras and choice groups. */
export interface DemoItem {
  name: string;
  description: string;
  price: number;
  extras?: string[];
  options?: OptionGroup[];
  attributes?: AttributeGroup[];
  tags?: string[];
}
export interface DemoMenu {
  extras: { name: string; price: number }[];
  categories: { name: string; items: DemoItem[] }[];
}

const choice = (id: string, Name: string, Price = 0, isDefault = false) => ({
  id,
  Name,
  Price,
  Image: '',
  image: '',
  isDefault,
});
const doneness: AttributeGroup = {
  id: 'doneness',
  Category: 'Cooking',
  attributesRequired: true,
  limit: 1,
  items: [choice('rare', 'Rare'), choice('medium', 'Medium', 0, true), choice('well', 'Well done')],
};
const sides: OptionGroup = {
  id: 'side',
  Category: 'Side',
  isMultiple: false,
  items: [
    choice('fries', 'Fries', 0, true),
    choice('salad', 'Green salad'),
    choice('sweet', 'Sweet potato fries', 1500),
  ],
};
const size: AttributeGroup = {
  id: 'size',
  Category: 'Size',
  attributesRequired: true,
  limit: 1,
  items: [choice('small', 'Small (25 cl)', 0, true), choice('large', 'Large (50 cl)', 2000)],
};

export const BISTRO_MENU: DemoMenu = {
  extras: [
    { name: 'Extra bread', price: 1500 },
    { name: 'Truffle mayo', price: 1000 },
    { name: 'Aged cheddar', price: 1200 },
    { name: 'Bacon', price: 1500 },
  ],
  categories: [
    {
      name: 'Starters',
      items: [
        {
          name: 'Smørrebrød with herring',
          description: 'Pickled herring, red onion, capers on rye.',
          price: 8900,
          extras: ['Extra bread'],
          tags: ['fish', 'danish'],
        },
        {
          name: 'Beetroot tartare',
          description: 'Smoked beetroot, horseradish cream, hazelnuts.',
          price: 7900,
          tags: ['vegetarian'],
        },
        {
          name: 'Soup of the day',
          description: 'Ask the staff. Served with bread.',
          price: 6900,
          extras: ['Extra bread'],
          tags: ['vegetarian'],
        },
      ],
    },
    {
      name: 'Mains',
      items: [
        {
          name: 'Stegt flæsk',
          description: 'Crispy pork belly, parsley sauce, potatoes.',
          price: 16900,
          tags: ['danish', 'pork'],
        },
        { name: 'Pan-fried cod', description: 'Cod, brown butter, peas, new potatoes.', price: 18900, tags: ['fish'] },
        {
          name: 'Flank steak',
          description: 'Flank steak with béarnaise.',
          price: 21900,
          attributes: [doneness],
          options: [sides],
          extras: ['Truffle mayo'],
          tags: ['beef'],
        },
        { name: 'Mushroom risotto', description: 'Chanterelles, parmesan, thyme.', price: 15900, tags: ['vegetarian'] },
      ],
    },
    {
      name: 'Burgers',
      items: [
        {
          name: 'Bistro burger',
          description: 'Beef patty, pickles, onion, house sauce.',
          price: 14900,
          attributes: [doneness],
          options: [sides],
          extras: ['Aged cheddar', 'Bacon', 'Truffle mayo'],
          tags: ['beef', 'burger'],
        },
        {
          name: 'Veggie burger',
          description: 'Chickpea patty, avocado, chipotle mayo.',
          price: 13900,
          options: [sides],
          extras: ['Aged cheddar', 'Truffle mayo'],
          tags: ['vegetarian', 'burger'],
        },
      ],
    },
    {
      name: 'Desserts',
      items: [
        {
          name: 'Koldskål',
          description: 'Cold buttermilk soup with kammerjunker.',
          price: 6500,
          tags: ['danish', 'sweet'],
        },
        { name: 'Chocolate fondant', description: 'With vanilla ice cream.', price: 8500, tags: ['sweet'] },
      ],
    },
    {
      name: 'Drinks',
      items: [
        { name: 'Draught beer', description: 'Local pilsner.', price: 5500, attributes: [size], tags: ['beer'] },
        { name: 'Elderflower lemonade', description: 'Homemade.', price: 4500, tags: ['soft drink'] },
        { name: 'Coffee', description: 'Filter coffee, free refill.', price: 3500, tags: ['hot drink'] },
      ],
    },
  ],
};

export const HARBOUR_MENU: DemoMenu = {
  extras: [
    { name: 'Extra patty', price: 3500 },
    { name: 'Jalapeños', price: 800 },
    { name: 'Garlic dip', price: 1000 },
  ],
  categories: [
    {
      name: 'Grill',
      items: [
        {
          name: 'Harbour burger',
          description: 'Double beef, cheddar, smoked onion.',
          price: 15900,
          attributes: [doneness],
          options: [sides],
          extras: ['Extra patty', 'Jalapeños', 'Garlic dip'],
          tags: ['beef', 'burger'],
        },
        {
          name: 'Ribeye 300 g',
          description: 'Dry-aged ribeye with herb butter.',
          price: 29900,
          attributes: [doneness],
          options: [sides],
          extras: ['Garlic dip'],
          tags: ['beef'],
        },
        {
          name: 'Grilled chicken',
          description: 'Half chicken, lemon, garlic.',
          price: 17900,
          options: [sides],
          extras: ['Garlic dip'],
          tags: ['chicken'],
        },
      ],
    },
    {
      name: 'From the sea',
      items: [
        {
          name: 'Fish & chips',
          description: 'Beer-battered cod, tartare sauce.',
          price: 16900,
          extras: ['Garlic dip'],
          tags: ['fish'],
        },
        { name: 'Grilled salmon', description: 'Salmon, fennel salad, dill.', price: 19900, tags: ['fish'] },
      ],
    },
    {
      name: 'Kids',
      items: [{ name: 'Kids burger', description: 'Small burger with fries.', price: 8900, tags: ['kids', 'burger'] }],
    },
    {
      name: 'Drinks',
      items: [
        { name: 'Cola', description: '33 cl.', price: 3500, tags: ['soft drink'] },
        { name: 'IPA', description: 'Harbour IPA.', price: 6500, attributes: [size], tags: ['beer'] },
      ],
    },
  ],
};
