import { describe, expect, it, vi } from 'vitest';
import { EarnApiError, earnApiErrorText, isEarnApiError } from './errors';
import { envelopeResponse, formFields } from './fetchDouble.testing';
import { rejectionOf, setupClient } from './testSetup.testing';

describe('the envelope and success codes', () => {
  it.each([0, 200, '200', '0'])(
    'SH-API-05 SH-ERR-01 DEC-06 code %j is a success and the call resolves with data',
    async (code) => {
      const { client } = setupClient(() => ({ code, data: { available: '12.5' } }));
      await expect(client.shared.lentAvailable({ asset: 'BTC' })).resolves.toBe('12.5');
    },
  );

  it('DEC-06 VW-ERR-01 a wealth purchase answered with code 0 fails: only 200 is success there', async () => {
    const { client } = setupClient(() => ({ code: 0, message: 'queued' }));
    const error = await rejectionOf(client.wealth.purchase({ pid: 7, amount: '10', project_type: 5 }));
    expect(error).toMatchObject({ kind: 'business', code: 0, serverMessage: 'queued' });
  });

  it('DEC-06 VW-API-02 a wealth redeem answered with 200 succeeds', async () => {
    const { client } = setupClient(() => ({ code: 200, data: { ok: true } }));
    await expect(client.wealth.redeem({ pid: 7, unit: '1.5' })).resolves.toEqual({ ok: true });
  });

  it('SS-API-02 DEC-06 a soft staking switch answered with code 0 rejects, so the failure handler runs', async () => {
    const { client } = setupClient(() => ({ code: 0 }));
    expect(await rejectionOf(client.softStaking.setSwitch(true))).toMatchObject({ kind: 'business', code: 0 });
  });

  it('AE-ERR-02 DEC-06 the auto-earn set-status accepts 0 and 200', async () => {
    for (const code of [0, 200]) {
      const { client } = setupClient(() => ({ code, msg: 'ok' }));
      await expect(client.autoEarn.setStatus({ assets: 'BTC', status: '1' })).resolves.toBeUndefined();
    }
  });
});

describe('failures as typed errors', () => {
  it('SH-AUTH-02 code 401 calls onLoginRequired once and fails with kind login-required', async () => {
    const onLoginRequired = vi.fn();
    const { client } = setupClient(() => ({ code: 401, message: 'please login' }), { onLoginRequired });
    const error = await rejectionOf(client.shared.accountMode());
    expect(error).toBeInstanceOf(EarnApiError);
    expect(error).toMatchObject({
      kind: 'login-required',
      code: 401,
      messageKey: 'errors.loginRequired',
      call: 'accountMode',
    });
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onLoginRequired.mock.calls[0]?.[0]).toBe(error);
  });

  it('SH-AUTH-02 an HTTP 401 without an envelope also means login required', async () => {
    const onLoginRequired = vi.fn();
    const { client } = setupClient(() => new Response('Unauthorized', { status: 401 }), { onLoginRequired });
    expect(await rejectionOf(client.shared.accountMode())).toMatchObject({ kind: 'login-required', status: 401 });
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('SH-AUTH-02 a 401 answered for a call sent before a switch of user completed is no logout; one of the current session is', async () => {
    const onLoginRequired = vi.fn();
    // The host's session: 1, then null while a switch is under way, then 2.
    let session: number | null = 1;
    let answerOldCall: (answer: Response) => void = () => undefined;
    const { client, double } = setupClient(
      (_request, index) =>
        index === 0
          ? new Promise<Response>((resolve) => (answerOldCall = resolve))
          : new Response('Unauthorized', { status: 401 }),
      { onLoginRequired, session: () => session },
    );
    const oldCall = rejectionOf(client.shared.accountMode());
    await vi.waitFor(() => expect(double.calls).toHaveLength(1));
    session = null;
    // Sent while the switch is under way: the old session has ended, the new cookie has not arrived.
    expect(await rejectionOf(client.shared.accountMode())).toMatchObject({ kind: 'login-required' });
    session = 2;
    answerOldCall(new Response('Unauthorized', { status: 401 }));
    expect(await oldCall).toMatchObject({ kind: 'login-required', status: 401 });
    expect(onLoginRequired).not.toHaveBeenCalled();
    // A call of the current session that answers 401 still asks for a login.
    expect(await rejectionOf(client.shared.accountMode())).toMatchObject({ kind: 'login-required' });
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it.each([
    [10010106, 'errors.fundpass.checkFailed', 'SH-FUNDPASS-04'],
    [10010107, 'errors.fundpass.setFirst', 'SH-FUNDPASS-05'],
    [10010108, 'errors.fundpass.fingerprintNeeded', 'SH-FUNDPASS-06'],
    [10010112, 'errors.fundpass.verifyFrequency', 'SH-FUNDPASS-08'],
  ])('SH-FUNDPASS-04..08 code %i fails with message key %s (%s)', async (code, messageKey) => {
    const ask = vi.fn(async () => 'secret');
    const { client, double } = setupClient(() => ({ code, message: 'server text' }), {
      onFundingPasswordRequired: ask,
    });
    const error = await rejectionOf(
      client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '1', curr_amount: '5', lend_amount: '5' }),
    );
    expect(error).toMatchObject({ kind: 'funding-password', code, messageKey });
    expect(ask).not.toHaveBeenCalled();
    expect(double.calls).toHaveLength(1);
  });

  it('SH-ERR-02 SH-ERR-03 code -1 with a message is a business error carrying the server message', async () => {
    const { client } = setupClient(() => ({ code: -1, message: 'Amount too small' }));
    const error = (await rejectionOf(
      client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0.01' }),
    )) as EarnApiError;
    expect(error).toMatchObject({
      kind: 'business',
      code: -1,
      serverMessage: 'Amount too small',
      message: 'Amount too small',
      messageKey: 'common.requestDataError',
    });
    expect(error.outcome).toEqual({
      kind: 'failure',
      code: -1,
      key: 'common.requestDataError',
      message: 'Amount too small',
    });
    expect(earnApiErrorText(error, (key) => `t(${key})`)).toBe('Amount too small');
  });

  it('SH-API-05 SE-ERR-01 a failure that carries msg instead of message keeps the msg', async () => {
    const { client } = setupClient(() => ({ code: 5001, msg: 'Redeem closed' }));
    expect(await rejectionOf(client.simpleEarn.cancelRedeem({ amount: '1', asset: 'BTC' }))).toMatchObject({
      kind: 'business',
      code: 5001,
      serverMessage: 'Redeem closed',
    });
  });

  it('SH-ERR-04 an answer that is not an envelope is "request data error, try later" and is logged', async () => {
    const { client, log } = setupClient(() => new Response('<html>oops</html>', { status: 200 }));
    const error = (await rejectionOf(client.shared.accountMode())) as EarnApiError;
    expect(error).toMatchObject({ kind: 'malformed', messageKey: 'common.requestDataError', code: null });
    expect(
      earnApiErrorText(error, (key) => (key === 'common.requestDataError' ? 'request data error, try later' : key)),
    ).toBe('request data error, try later');
    expect(log).toHaveBeenCalledWith(error);
  });

  it('SH-ERR-04 JSON without a code is malformed too', async () => {
    const { client } = setupClient(() => envelopeResponse({ data: { mode: 'classic' } }));
    expect(await rejectionOf(client.shared.accountMode())).toMatchObject({ kind: 'malformed' });
  });

  it('SH-ERR-04 a success without the data a call needs is malformed', async () => {
    const { client } = setupClient(() => ({ code: 0, data: null }));
    expect(await rejectionOf(client.staking.product({ coin: 'ETH' }))).toMatchObject({
      kind: 'malformed',
      call: 'stakingProduct',
    });
  });

  it('DEC-07 LP-ERR-06 SE-ERR-05 ST-ERR-02 a fetch that rejects is a network error reading Networkerr', async () => {
    const { client, double } = setupClient(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await rejectionOf(
      client.launchpool.createOrder({ pid: 1, rid: 2, amount: '3', simpleEarnStatus: 0 }),
    )) as EarnApiError;
    expect(error).toMatchObject({ kind: 'network', messageKey: 'Networkerr', code: null });
    expect(error.outcome).toEqual({ kind: 'networkError', key: 'Networkerr' });
    expect(isEarnApiError(error)).toBe(true);
    expect(double.calls).toHaveLength(1);
  });
});

describe('the funding password (SH-FUNDPASS-01..03)', () => {
  it('SH-FUNDPASS-01 SH-FUNDPASS-02 SH-FUNDPASS-03 code 101 asks the host, then retries once with fundpass in the form body', async () => {
    const ask = vi.fn(async () => 'p@ss word');
    const { client, double } = setupClient(
      (_request, index) => (index === 0 ? { code: 101 } : { code: 0, data: { asset: 'USDT', amount: '2' } }),
      {
        onFundingPasswordRequired: ask,
      },
    );
    const result = await client.simpleEarn.redeemFlexible({
      asset: 'USDT',
      amount: '2',
      curr_amount: '9',
      lend_amount: '9',
    });
    expect(result).toEqual({ asset: 'USDT', amount: '2' });
    expect(ask).toHaveBeenCalledWith({ call: 'flexibleRedeem', code: 101 });
    expect(double.calls).toHaveLength(2);
    expect(formFields((await double.read(0)).body)).toEqual({
      asset: 'USDT',
      amount: '2',
      curr_amount: '9',
      lend_amount: '9',
    });
    expect(formFields((await double.read(1)).body)).toEqual({
      asset: 'USDT',
      amount: '2',
      curr_amount: '9',
      lend_amount: '9',
      fundpass: 'p@ss word',
    });
  });

  it('SH-FUNDPASS-07 SH-FUNDPASS-03 code 10010111 on a JSON call retries with fundpass in the JSON body', async () => {
    const ask = vi.fn(async () => 'secret');
    const { client, double } = setupClient((_request, index) => (index === 0 ? { code: 10010111 } : { code: 0 }), {
      onFundingPasswordRequired: ask,
    });
    await client.simpleEarn.subscribeFixed({
      product_id: 3,
      redeem_account_type: 1,
      reinvest_status: 0,
      amount: '100',
      year_rate: '0.05',
    });
    expect(ask).toHaveBeenCalledWith({ call: 'fixedSubscribe', code: 10010111 });
    expect(JSON.parse((await double.read(1)).body)).toMatchObject({ product_id: 3, amount: '100', fundpass: 'secret' });
  });

  it('SH-FUNDPASS-02 require_fundpass in data asks for the password even with a success code', async () => {
    const ask = vi.fn(async () => 'secret');
    const { client, double } = setupClient(
      (_request, index) =>
        index === 0 ? { code: 200, data: { require_fundpass: 1 } } : { code: 200, data: { done: 1 } },
      {
        onFundingPasswordRequired: ask,
      },
    );
    await expect(client.wealth.redeem({ pid: 1, unit: '1' })).resolves.toEqual({ done: 1 });
    expect(ask).toHaveBeenCalledWith({ call: 'wealthRedeem', code: 200 });
    expect(formFields((await double.read(1)).body)).toEqual({ pid: '1', unit: '1', fundpass: 'secret' });
  });

  it('SH-FUNDPASS-02 a cancelled prompt fails with kind funding-password and sends nothing more', async () => {
    const { client, double } = setupClient(() => ({ code: 101 }), { onFundingPasswordRequired: async () => null });
    expect(await rejectionOf(client.holdings.preRedeem({ order_id: 'A1' }))).toMatchObject({
      kind: 'funding-password',
      messageKey: 'errors.fundpass.required',
      code: 101,
    });
    expect(double.calls).toHaveLength(1);
  });

  it('SH-FUNDPASS-02 a prompt that throws counts as cancelled', async () => {
    const { client, double } = setupClient(() => ({ code: 101 }), {
      onFundingPasswordRequired: async () => {
        throw new Error('modal closed');
      },
    });
    expect(await rejectionOf(client.holdings.preRedeem({ order_id: 'A1' }))).toMatchObject({
      kind: 'funding-password',
      code: 101,
    });
    expect(double.calls).toHaveLength(1);
  });

  it('SH-FUNDPASS-03 the password is asked once: a second 101 after the retry fails without a second prompt', async () => {
    const ask = vi.fn(async () => 'wrong');
    const { client, double } = setupClient(() => ({ code: 101 }), { onFundingPasswordRequired: ask });
    expect(await rejectionOf(client.staking.action({ side: 1, amount: '1', coin: 'ETH' }))).toMatchObject({
      kind: 'funding-password',
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(double.calls).toHaveLength(2);
  });

  it('SH-FUNDPASS-07 without a host handler code 10010111 fails with "funding password required"', async () => {
    const { client } = setupClient(() => ({ code: 10010111 }));
    expect(
      await rejectionOf(client.launchpool.redeem({ pid: 1, rid: 1, amount: '1', simpleEarnStatus: 0 })),
    ).toMatchObject({
      kind: 'funding-password',
      code: 10010111,
      messageKey: 'errors.fundpass.required',
    });
  });
});
