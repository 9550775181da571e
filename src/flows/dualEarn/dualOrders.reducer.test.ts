import { describe, expect, it } from 'vitest';
import { mapDualEarnOrder } from '../../api/map/wealth';
import { dualOrdersReducer, initialDualOrdersState } from './dualOrders.reducer';

const order = mapDualEarnOrder({ order_id: 4, status: 'PROCESSING' });

describe('dual-earn orders reducer', () => {
  it('DEC-30 ORDER.OPEN opens the order with the call that answers it, ORDER.CLOSE closes it', () => {
    const open = dualOrdersReducer(initialDualOrdersState(), {
      type: 'ORDER.OPEN',
      order: { orderId: '4', sniper: true },
    });
    expect(open.open).toEqual({ orderId: '4', sniper: true });
    expect(dualOrdersReducer(open, { type: 'ORDER.CLOSE' }).open).toBeNull();
  });

  it('an order without an id opens nothing, and closing what is closed changes nothing', () => {
    const state = initialDualOrdersState();
    expect(dualOrdersReducer(state, { type: 'ORDER.OPEN', order: { orderId: '', sniper: false } })).toBe(state);
    expect(dualOrdersReducer(state, { type: 'ORDER.CLOSE' })).toBe(state);
  });

  it('PAGED passes the list events to the paged list: a page asked for, then its rows', () => {
    const asked = dualOrdersReducer(initialDualOrdersState(), {
      type: 'PAGED',
      event: { type: 'PAGE.CHANGE', page: 2 },
    });
    expect(asked.paged.page).toBe(2);
    const loaded = dualOrdersReducer(asked, {
      type: 'PAGED',
      event: { type: 'PAGE.LOADED', page: 1, rows: [order] },
    });
    expect(loaded.paged.gathered).toEqual([order]);
    // The same page asked again is no change at all.
    expect(dualOrdersReducer(asked, { type: 'PAGED', event: { type: 'PAGE.CHANGE', page: 2 } })).toBe(asked);
  });
});
