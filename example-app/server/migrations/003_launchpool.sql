-- Launchpool: projects with reward pools; users stake a pool's coin and earn the project's coin every
-- hour, pro rata, while the project runs; notification switches per user (DEC-13).

ALTER TABLE ledger DROP CONSTRAINT ledger_account_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_account_check CHECK (account IN ('spot', 'funding', 'unified', 'flexible', 'fixed', 'staking', 'launchpool'));

CREATE TABLE launchpool_projects (
  id integer PRIMARY KEY,
  coin text NOT NULL,
  start_ms bigint NOT NULL,
  end_ms bigint NOT NULL CHECK (end_ms > start_ms)
);

CREATE TABLE launchpool_pools (
  rid integer PRIMARY KEY,
  project_id integer NOT NULL REFERENCES launchpool_projects (id) ON DELETE CASCADE,
  coin text NOT NULL,
  decimal_place integer NOT NULL CHECK (decimal_place BETWEEN 0 AND 18),
  -- -1 is unlimited.
  personal_max_amount numeric(38, 18) NOT NULL CHECK (personal_max_amount = -1 OR personal_max_amount > 0),
  personal_min_amount numeric(38, 18) NOT NULL CHECK (personal_min_amount >= 0),
  buy_total_amount numeric(38, 18) NOT NULL CHECK (buy_total_amount > 0),
  reward_per_hour numeric(38, 18) NOT NULL CHECK (reward_per_hour >= 0),
  rate_year numeric(38, 18) NOT NULL DEFAULT 0,
  rate_year_type integer NOT NULL DEFAULT 1,
  reward_pool_type integer NOT NULL DEFAULT 0 CHECK (reward_pool_type IN (0, 1)),
  redeem_type integer NOT NULL DEFAULT 0 CHECK (redeem_type IN (0, 1, 2)),
  simple_earn jsonb,
  staking jsonb,
  limit_rule integer NOT NULL DEFAULT 0
);

CREATE TABLE launchpool_stakes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rid integer NOT NULL REFERENCES launchpool_pools (rid) ON DELETE CASCADE,
  source_account text NOT NULL CHECK (source_account IN ('spot', 'unified')),
  amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  PRIMARY KEY (user_id, rid)
);

CREATE TABLE launchpool_rewards (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rid integer NOT NULL,
  coin text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  at_ms bigint NOT NULL
);

CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  candy_drop boolean NOT NULL DEFAULT false,
  launchpool boolean NOT NULL DEFAULT false,
  hodler_airdrop boolean NOT NULL DEFAULT false,
  hodler_gt_exchange boolean NOT NULL DEFAULT false
);
