-- Launchpool data that follows the user and the pool: a pool's VIP condition (vip_config), its
-- trading-volume ladder (transaction_config over transaction_days: the extra reward pool of SE-DATA-16/17,
-- DEC-19), each user's trading volume in USD over that window, loans in borrow coins (the map of
-- get-user-loan-property, LP-QUOTA-03) and each user's own compliance menu entries (LP-FUNDS-04).

-- {"min_vip_level": n}: only users of VIP n and above may stake.
ALTER TABLE launchpool_pools ADD COLUMN vip_config jsonb;
-- [{"transaction_amount": "10000", "mortgage_limit": "0.05"}, ...], ascending: the tier a user's volume
-- reaches caps their stake; empty means no ladder.
ALTER TABLE launchpool_pools ADD COLUMN transaction_config jsonb NOT NULL DEFAULT '[]';
ALTER TABLE launchpool_pools ADD COLUMN transaction_days integer NOT NULL DEFAULT 60 CHECK (transaction_days > 0);

ALTER TABLE users ADD COLUMN trading_volume_usd numeric(38, 18) NOT NULL DEFAULT 0 CHECK (trading_volume_usd >= 0);
-- Menu entries the compliance check hides for this user ('express', 'spot'), besides the site's own.
ALTER TABLE users ADD COLUMN compliance_menu text[] NOT NULL DEFAULT '{}';

CREATE TABLE user_loans (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coin text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (user_id, coin)
);
