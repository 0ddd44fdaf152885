export * from './content';
export * from './customers';
export * from './menu';
export * from './orders';
export * from './platform';
export * from './restaurants';
export * from './users';
