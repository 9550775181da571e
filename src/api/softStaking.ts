/** The soft staking switch (SS-API-01/02): JSON {status}, success only on 200 (DEC-06). */
import type { SoftStakingSwitchDto } from './dto/wealth';
import type { EarnCallOptions } from './request';
import type { EarnTransport } from './transport';

/** The soft staking calls of a client. */
export interface SoftStakingApi {
  /** POST soft-staking/switch, JSON (SS-API-01); any code but 200 rejects (SS-API-02). */
  setSwitch(status: boolean, options?: EarnCallOptions): Promise<unknown>;
}

/** The soft staking calls over a transport. */
export function createSoftStakingApi(transport: EarnTransport): SoftStakingApi {
  return {
    setSwitch(status, options = {}) {
      const body: SoftStakingSwitchDto = { status };
      return transport.call('softStakingSwitch', { body, signal: options.signal });
    },
  };
}
