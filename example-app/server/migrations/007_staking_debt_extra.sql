-- Credit-and-debt (mint) staking and extra bonuses (ST-PROD-01, ST-DATA-03, ST-DATA-06, ST-EXTRA-01..06).
-- A product's type is 0 credit, 1 staking, 2 credit-debt; a credit-debt product is keyed by its debt coin
-- (e.g. GUSD), takes its mortgage_coin (e.g. USDT) as collateral and mints the debt coin 1:1 into the
-- wallet. debt is the product's [{coin, rate, min_mortgage_amount, min_redeem_amount,
-- personal_mortgage_limit}] (rate a percent). extra_interest is the time-limited bonus:
-- {max_interest, reward_coin, start_ms, end_ms, interest: [{money_min, money_max, money_rate}]},
-- money_rate a percent, -1 unlimited; its status (0/1/2) follows the clock.

ALTER TABLE staking_products ADD COLUMN type integer NOT NULL DEFAULT 1 CHECK (type IN (0, 1, 2));
ALTER TABLE staking_products ADD COLUMN mortgage_coin text;
ALTER TABLE staking_products ADD COLUMN debt jsonb;
ALTER TABLE staking_products ADD COLUMN extra_interest jsonb;
ALTER TABLE staking_products ADD CONSTRAINT staking_products_debt_check CHECK (type <> 2 OR (mortgage_coin IS NOT NULL AND debt IS NOT NULL));

-- The collateral of a credit-debt product lives in the ledger account 'mint' (asset: the mortgage coin).
ALTER TABLE ledger DROP CONSTRAINT ledger_account_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_account_check CHECK (account IN ('spot', 'funding', 'unified', 'flexible', 'fixed', 'staking', 'launchpool', 'wealth', 'mint'));

CREATE TABLE staking_mint_positions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coin text NOT NULL REFERENCES staking_products (coin),
  mortgage_coin text NOT NULL,
  source_account text NOT NULL CHECK (source_account IN ('spot', 'unified')),
  -- Collateral held, in the mortgage coin.
  mortgage_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (mortgage_amount >= 0),
  -- Debt coin minted and not yet redeemed.
  debt_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (debt_amount >= 0),
  PRIMARY KEY (user_id, coin),
  -- Collateral is only ever released with the debt it backs.
  CHECK (debt_amount > 0 OR mortgage_amount = 0)
);

-- A debt redemption pays out its redeem coin (USDC by default, ST-STATE-04); product_coin names the
-- credit-debt product it came from (NULL for plain and DeFi redemptions).
ALTER TABLE staking_redemptions ADD COLUMN product_coin text;
