export * from './content';
export * from './customers';
export * from './restaurants';
export * from './users';
