// The `earnkit/testing/msw` entry: MSW handlers for every call of the client, over the sample exchange.
// A separate entry from `earnkit/testing`, so a host that uses only EarnTestProvider needs no msw.
export { createEarnHandlers, earnScenarios } from './handlers';
export type { EarnHandlersOptions, EarnScenario } from './handlers';
export { SAMPLE_NOW, fixedProductDto, marketItemDto, stakingProductDto } from './fixtures';
