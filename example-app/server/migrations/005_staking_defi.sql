-- DeFi staking: a product (is_defi) offers protocols, each with its own rate, terms, redemption days and
-- reward coins with a fee; positions and redemptions are kept per protocol (pid).

ALTER TABLE staking_products ADD COLUMN is_defi boolean NOT NULL DEFAULT false;
ALTER TABLE staking_redemptions ADD COLUMN pid integer NOT NULL DEFAULT 0;

CREATE TABLE staking_protocols (
  pid integer PRIMARY KEY CHECK (pid > 0),
  coin text NOT NULL REFERENCES staking_products (coin) ON DELETE CASCADE,
  protocol_name text NOT NULL,
  rate numeric(38, 18) NOT NULL CHECK (rate >= 0),
  base_rate numeric(38, 18) NOT NULL CHECK (base_rate >= 0),
  min_mortgage_amount numeric(38, 18) NOT NULL CHECK (min_mortgage_amount > 0),
  min_redeem_amount numeric(38, 18) NOT NULL CHECK (min_redeem_amount > 0),
  personal_mortgage_limit numeric(38, 18) NOT NULL CHECK (personal_mortgage_limit = -1 OR personal_mortgage_limit > 0),
  income_days integer NOT NULL DEFAULT 0,
  redeem_minday integer NOT NULL DEFAULT 0,
  redeem_maxday integer NOT NULL DEFAULT 0 CHECK (redeem_maxday >= redeem_minday),
  redeem_quick boolean NOT NULL DEFAULT false,
  -- [{reward_coin, reward_delay_days, interest_delay_days, fee_rate}], fee_rate a fraction.
  reward jsonb NOT NULL DEFAULT '[]',
  agreement text NOT NULL DEFAULT ''
);
