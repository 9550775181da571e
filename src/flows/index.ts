// Flows: stateful screens and dialogs wired to data. Each area adds its own export line here.
export * from './shared';
export * from './simpleEarn';
export * from './holdings';
export * from './history';
export * from './autoEarn';
export * from './products';
export * from './wealth';
export * from './launchpool/projects';
export * from './launchpool';
export * from './staking';
export * from './softStaking';
export * from './dualEarn';
export * from './myEarn';
export * from './staking/products';
export type * from '../domainTypes';
