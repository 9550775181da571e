-- Staking: plain products with a standard and a fast redemption (fees, a daily fast quota), positions,
-- pending standard redemptions and daily rewards. Rates are percents (DEC-05); fees fractions.

ALTER TABLE ledger DROP CONSTRAINT ledger_account_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_account_check CHECK (account IN ('spot', 'funding', 'unified', 'flexible', 'fixed', 'staking'));

CREATE TABLE staking_products (
  coin text PRIMARY KEY,
  reward_coin text NOT NULL,
  rate numeric(38, 18) NOT NULL CHECK (rate >= 0),
  base_rate numeric(38, 18) NOT NULL CHECK (base_rate >= 0),
  min_mortgage_amount numeric(38, 18) NOT NULL CHECK (min_mortgage_amount > 0),
  min_redeem_amount numeric(38, 18) NOT NULL CHECK (min_redeem_amount > 0),
  -- -1 is unlimited.
  personal_mortgage_limit numeric(38, 18) NOT NULL CHECK (personal_mortgage_limit = -1 OR personal_mortgage_limit > 0),
  crowd_mortgage_limit numeric(38, 18) NOT NULL CHECK (crowd_mortgage_limit = -1 OR crowd_mortgage_limit > 0),
  reward_delay_days integer NOT NULL DEFAULT 1,
  income_days integer NOT NULL DEFAULT 0,
  redeem_minday integer NOT NULL DEFAULT 0,
  redeem_maxday integer NOT NULL DEFAULT 0 CHECK (redeem_maxday >= redeem_minday),
  redeem_quick boolean NOT NULL DEFAULT false,
  redeem_quick_long integer NOT NULL DEFAULT 0,
  agreement text NOT NULL DEFAULT '',
  tips text NOT NULL DEFAULT ''
);

CREATE TABLE staking_redeem_config (
  coin text NOT NULL REFERENCES staking_products (coin) ON DELETE CASCADE,
  redeem_coin text NOT NULL,
  redeem_fee numeric(38, 18) NOT NULL CHECK (redeem_fee >= 0 AND redeem_fee < 1),
  redeem_quick_fee numeric(38, 18) NOT NULL CHECK (redeem_quick_fee >= 0 AND redeem_quick_fee < 1),
  -- The fast quota of a UTC day for all users together; -1 is unlimited.
  redeem_quick_daily_quota numeric(38, 18) NOT NULL CHECK (redeem_quick_daily_quota = -1 OR redeem_quick_daily_quota >= 0),
  PRIMARY KEY (coin, redeem_coin)
);

CREATE TABLE staking_quick_usage (
  coin text NOT NULL,
  day_ms bigint NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (coin, day_ms)
);

CREATE TABLE staking_positions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coin text NOT NULL REFERENCES staking_products (coin),
  pid integer NOT NULL DEFAULT 0,
  source_account text NOT NULL CHECK (source_account IN ('spot', 'unified')),
  mortgage_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (mortgage_amount >= 0),
  PRIMARY KEY (user_id, coin, pid)
);

CREATE TABLE staking_redemptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coin text NOT NULL,
  source_account text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  quick boolean NOT NULL,
  created_ms bigint NOT NULL,
  pays_at_ms bigint NOT NULL,
  paid_ms bigint,
  CHECK (fee <= amount)
);

CREATE TABLE staking_profits (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coin text NOT NULL,
  reward_coin text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  rate numeric(38, 18) NOT NULL,
  at_ms bigint NOT NULL
);
