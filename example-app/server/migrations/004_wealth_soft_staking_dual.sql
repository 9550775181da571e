-- VIP wealth (private wealth 4, asset management 5) priced by a daily net value per unit, soft staking
-- as a per-user switch, and dual-earn orders that settle on their date.

ALTER TABLE ledger DROP CONSTRAINT ledger_account_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_account_check CHECK (account IN ('spot', 'funding', 'unified', 'flexible', 'fixed', 'staking', 'launchpool', 'wealth'));

ALTER TABLE users ADD COLUMN soft_staking boolean NOT NULL DEFAULT false;

CREATE TABLE wealth_products (
  pid integer PRIMARY KEY,
  project_type integer NOT NULL CHECK (project_type IN (4, 5)),
  name text NOT NULL,
  coin text NOT NULL,
  min_amount numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  nav numeric(38, 18) NOT NULL CHECK (nav > 0),
  -- Growth of the net value per day (a fraction; may be negative).
  daily_return numeric(38, 18) NOT NULL,
  launched_ms bigint NOT NULL
);

CREATE TABLE wealth_nav (
  pid integer NOT NULL REFERENCES wealth_products (pid) ON DELETE CASCADE,
  day_ms bigint NOT NULL,
  nav numeric(38, 18) NOT NULL CHECK (nav > 0),
  PRIMARY KEY (pid, day_ms)
);

CREATE TABLE wealth_orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pid integer NOT NULL REFERENCES wealth_products (pid),
  source_account text NOT NULL CHECK (source_account IN ('spot', 'unified')),
  units numeric(38, 18) NOT NULL DEFAULT 0 CHECK (units >= 0),
  -- What the units cost: the ledger's wealth account.
  cost numeric(38, 18) NOT NULL DEFAULT 0 CHECK (cost >= 0),
  created_ms bigint NOT NULL,
  UNIQUE (user_id, pid)
);

CREATE TABLE dual_orders (
  id integer PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dual', 'sniper')),
  invest_coin text NOT NULL,
  invest_amount numeric(38, 18) NOT NULL CHECK (invest_amount > 0),
  target_price numeric(38, 18) NOT NULL,
  apy numeric(38, 18) NOT NULL,
  created_ms bigint NOT NULL,
  settle_ms bigint NOT NULL,
  cancelled boolean NOT NULL DEFAULT false
);
