import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope';
import { envelopeResponse } from './fetchDouble.testing';
import { rejectionOf, setupClient } from './testSetup.testing';

const redeem = { asset: 'USDT', amount: '1', curr_amount: '5', lend_amount: '5' };

describe('the envelope under an HTTP error status', () => {
  it('DEC-06 a 500 whose body says code 0 rejects as a server failure, not a success', async () => {
    const { client } = setupClient(() => envelopeResponse({ code: 0, message: 'success', data: null }, 500));
    expect(await rejectionOf(client.simpleEarn.redeemFlexible(redeem))).toMatchObject({
      kind: 'network',
      messageKey: 'Networkerr',
      status: 500,
    });
  });

  it('DEC-06 a 503 whose body says code 200 rejects as a server failure, GETs included', async () => {
    const { client } = setupClient(() => envelopeResponse({ code: 200, data: { vip_level: 3 } }, 503), {
      retries: 0,
    });
    expect(await rejectionOf(client.simpleEarn.userVip())).toMatchObject({ kind: 'network', status: 503 });
  });

  it('DEC-06 a 4xx whose body says code 0 is not an answer to read: request data error', async () => {
    const { client } = setupClient(() => envelopeResponse({ code: 0, data: { vip_level: 3 } }, 404));
    expect(await rejectionOf(client.simpleEarn.userVip())).toMatchObject({
      kind: 'malformed',
      messageKey: 'common.requestDataError',
      status: 404,
    });
  });

  it('an HTTP 401 whose body says code 0 still asks for a login', async () => {
    const { client } = setupClient(() => envelopeResponse({ code: 0, data: null }, 401));
    expect(await rejectionOf(client.simpleEarn.userVip())).toMatchObject({ kind: 'login-required' });
  });

  it('a 4xx with a failure code keeps the server message', async () => {
    const { client } = setupClient(() => envelopeResponse({ code: -1, message: 'Amount too small' }, 400));
    expect(await rejectionOf(client.simpleEarn.redeemFlexible(redeem))).toMatchObject({
      kind: 'business',
      serverMessage: 'Amount too small',
    });
  });

  it('DEC-06 a success code is read as an envelope only under a success status', () => {
    const body = JSON.stringify({ code: 0, data: {} });
    expect(parseEnvelope(body, 200)).toEqual({ code: 0, data: {} });
    expect(parseEnvelope(body, 500)).toBeNull();
    expect(parseEnvelope(JSON.stringify({ code: '200' }), 502)).toBeNull();
    expect(parseEnvelope(JSON.stringify({ code: -1 }), 500)).toEqual({ code: -1 });
  });
});
