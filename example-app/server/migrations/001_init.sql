-- The simulated exchange's schema. Money is numeric(38,18): exact, never a float. Balances and
-- positions carry CHECK constraints so no amount can go negative whatever the code does, and every
-- money movement writes a ledger row in the same transaction (see ledger.ts).

CREATE TABLE sim_clock (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  now_ms bigint NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  display_name text NOT NULL,
  vip_level integer NOT NULL DEFAULT 0 CHECK (vip_level BETWEEN 0 AND 16),
  site text NOT NULL DEFAULT 'global' CHECK (site IN ('global', 'us')),
  account_mode text NOT NULL DEFAULT 'classic' CHECK (account_mode IN ('classic', 'single_currency', 'multi_currency', 'unified')),
  first_open boolean NOT NULL DEFAULT false,
  use_funding boolean NOT NULL DEFAULT false,
  funding_locked boolean NOT NULL DEFAULT false,
  verified boolean NOT NULL DEFAULT true,
  kyc_level integer NOT NULL DEFAULT 2,
  is_crowd boolean NOT NULL DEFAULT false,
  fundpass text,
  fundpass_required boolean NOT NULL DEFAULT false,
  fingerprint_required boolean NOT NULL DEFAULT false,
  fundpass_failures integer NOT NULL DEFAULT 0 CHECK (fundpass_failures >= 0),
  fundpass_blocked_until_ms bigint NOT NULL DEFAULT 0,
  auto_earn_global boolean NOT NULL DEFAULT false
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  expires_at_ms bigint NOT NULL
);

-- Wallet balances per account (spot, funding, unified).
CREATE TABLE balances (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account text NOT NULL CHECK (account IN ('spot', 'funding', 'unified')),
  asset text NOT NULL,
  amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  PRIMARY KEY (user_id, account, asset)
);

-- Every money movement. account is a wallet account, 'flexible' (a flexible position) or 'fixed'
-- (a fixed order, ref = its id); the sum of an account's rows is its balance.
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account text NOT NULL CHECK (account IN ('spot', 'funding', 'unified', 'flexible', 'fixed')),
  asset text NOT NULL,
  delta numeric(38, 18) NOT NULL CHECK (delta <> 0),
  kind text NOT NULL,
  ref text,
  at_ms bigint NOT NULL
);
CREATE INDEX ledger_user ON ledger (user_id, account, asset);

CREATE TABLE asset_prices (
  asset text PRIMARY KEY,
  usdt_price numeric(38, 18) NOT NULL CHECK (usdt_price > 0)
);

-- Flexible (uni-loan) market per coin. Rates are fractions; max_lend_rate_year a percent (DEC-05).
CREATE TABLE flexible_assets (
  asset text PRIMARY KEY,
  sort integer NOT NULL,
  min_lend_amount numeric(38, 18) NOT NULL CHECK (min_lend_amount >= 0),
  limit_min_lend_rate_year numeric(38, 18) NOT NULL CHECK (limit_min_lend_rate_year >= 0),
  max_lend_rate_year numeric(38, 18),
  next_time_rate_year numeric(38, 18) NOT NULL CHECK (next_time_rate_year >= 0),
  ladder_apr jsonb NOT NULL DEFAULT '[]',
  business_type integer NOT NULL DEFAULT -1 CHECK (business_type IN (-1, 0, 1)),
  lend_ratio numeric(38, 18) NOT NULL DEFAULT 0,
  award_asset text,
  ext_award_rate_year numeric(38, 18),
  ext_award_limit numeric(38, 18),
  award_start_ms bigint,
  award_end_ms bigint,
  borrow_support_launchpool boolean NOT NULL DEFAULT true,
  borrow_support_staking boolean NOT NULL DEFAULT true
);

-- The market rate, one point an hour (charts and trends).
CREATE TABLE rate_points (
  asset text NOT NULL,
  at_ms bigint NOT NULL,
  rate numeric(38, 18) NOT NULL,
  PRIMARY KEY (asset, at_ms)
);

CREATE TABLE flexible_positions (
  id serial UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  asset text NOT NULL REFERENCES flexible_assets (asset),
  source_account text NOT NULL CHECK (source_account IN ('spot', 'unified')),
  curr_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (curr_amount >= 0),
  lend_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (lend_amount >= 0),
  frozen_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (frozen_amount >= 0),
  margin_frozen_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (margin_frozen_amount >= 0),
  cumulative numeric(38, 18) NOT NULL DEFAULT 0 CHECK (cumulative >= 0),
  last_interest numeric(38, 18) NOT NULL DEFAULT 0 CHECK (last_interest >= 0),
  min_lend_rate_year numeric(38, 18) NOT NULL DEFAULT 0 CHECK (min_lend_rate_year >= 0),
  PRIMARY KEY (user_id, asset),
  CHECK (frozen_amount + margin_frozen_amount <= curr_amount),
  CHECK (lend_amount <= curr_amount)
);

-- A flexible subscription waiting for its interest start (1 hour after subscribing, SE-TIMELINE-01).
CREATE TABLE flexible_lots (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  asset text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  starts_at_ms bigint NOT NULL
);

-- A flexible redemption waiting for settlement at the next hour; cancellable until then.
CREATE TABLE pending_redemptions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  asset text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  created_at_ms bigint NOT NULL
);

CREATE TABLE fixed_products (
  id serial PRIMARY KEY,
  asset text NOT NULL,
  type integer NOT NULL CHECK (type IN (1, 2, 3)),
  min_vip integer NOT NULL DEFAULT 0,
  max_vip integer NOT NULL DEFAULT 0,
  year_rate numeric(38, 18) NOT NULL CHECK (year_rate >= 0),
  lock_up_period integer NOT NULL CHECK (lock_up_period > 0),
  min_lend_amount numeric(38, 18) NOT NULL CHECK (min_lend_amount > 0),
  user_max_lend_volume numeric(38, 18) NOT NULL CHECK (user_max_lend_volume > 0),
  total_quota numeric(38, 18) NOT NULL CHECK (total_quota > 0),
  sold_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (sold_amount >= 0),
  ladder_apr jsonb NOT NULL DEFAULT '[]',
  bonus_asset text,
  reinvest integer NOT NULL DEFAULT 1 CHECK (reinvest IN (0, 1)),
  redeem_account integer NOT NULL DEFAULT 1 CHECK (redeem_account IN (0, 1)),
  pre_redeem integer NOT NULL DEFAULT 1 CHECK (pre_redeem IN (0, 1)),
  title text NOT NULL,
  subtitle text,
  start_ms bigint,
  end_ms bigint,
  CHECK (sold_amount <= total_quota),
  CHECK (min_vip <= max_vip)
);

-- Who may subscribe to a special (type 3) product.
CREATE TABLE special_eligibility (
  product_id integer NOT NULL REFERENCES fixed_products (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, user_id)
);

-- Rate-up vouchers; rate_ratio is a percent (DEC-05).
CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  rate_day integer NOT NULL CHECK (rate_day > 0),
  rate_ratio numeric(38, 18) NOT NULL CHECK (rate_ratio > 0),
  buy_limit_low numeric(38, 18) NOT NULL DEFAULT 0,
  buy_limit_high numeric(38, 18) NOT NULL DEFAULT 0,
  using_currency text NOT NULL,
  expired_ms bigint NOT NULL,
  used_order_id integer
);

-- status: 1 holding, 2 matured and redeeming, 3 redeemed, 4 redeemed early.
CREATE TABLE fixed_orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES fixed_products (id),
  asset text NOT NULL,
  source_account text NOT NULL CHECK (source_account IN ('spot', 'unified')),
  principal numeric(38, 18) NOT NULL CHECK (principal > 0),
  year_rate numeric(38, 18) NOT NULL,
  lock_up_period integer NOT NULL,
  create_ms bigint NOT NULL,
  finish_ms bigint NOT NULL,
  status integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  reinvest_status integer NOT NULL DEFAULT 0 CHECK (reinvest_status IN (0, 1)),
  redeem_account_type integer NOT NULL DEFAULT 1 CHECK (redeem_account_type IN (0, 1)),
  voucher_id integer REFERENCES vouchers (id),
  coupon_rate_ratio numeric(38, 18),
  coupon_rate_day integer,
  interest numeric(38, 18) NOT NULL DEFAULT 0 CHECK (interest >= 0),
  bonus_interest numeric(38, 18) NOT NULL DEFAULT 0 CHECK (bonus_interest >= 0),
  settled_ms bigint
);

-- Simple Earn history (SE-DATA-11). product 'flexible' or 'fixed'; type 1 lend, 2 redeem, 3 interest,
-- 4 bonus, 5 rate-up.
CREATE TABLE history (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product text NOT NULL CHECK (product IN ('flexible', 'fixed')),
  type integer NOT NULL CHECK (type BETWEEN 1 AND 5),
  asset text NOT NULL,
  amount numeric(38, 18) NOT NULL,
  mode integer,
  order_id integer,
  lend_rate_year numeric(38, 18),
  year_rate numeric(38, 18),
  lock_up_period integer,
  rate_ratio numeric(38, 18),
  at_ms bigint NOT NULL
);
CREATE INDEX history_user ON history (user_id, product, type, at_ms);

CREATE TABLE auto_earn (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  asset text NOT NULL,
  status boolean NOT NULL,
  PRIMARY KEY (user_id, asset)
);

CREATE TABLE faq (
  id serial PRIMARY KEY,
  mold text NOT NULL,
  ask text NOT NULL,
  answer text NOT NULL
);
