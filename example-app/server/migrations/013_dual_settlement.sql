-- Dual-earn orders move money (DE-ORDER-01/02, DEC-30): an order takes its principal from the user's spot
-- balance into the ledger's dual account, and on settlement a settled order pays out while a failed, expired
-- or cancelled one returns the principal. `outcome` is where a seeded order is heading; `paid_ms` is when its
-- money went back to spot (null while the principal is held).

ALTER TABLE ledger DROP CONSTRAINT ledger_account_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_account_check CHECK (account IN ('spot', 'funding', 'unified', 'flexible', 'fixed', 'staking', 'launchpool', 'wealth', 'mint', 'dual'));

ALTER TABLE dual_orders ADD COLUMN outcome text NOT NULL DEFAULT 'settle'
  CHECK (outcome IN ('settle', 'settlement_fail', 'internal_error', 'fail', 'expire', 'cancel'));
UPDATE dual_orders SET outcome = 'cancel' WHERE cancelled;
ALTER TABLE dual_orders DROP COLUMN cancelled;
-- The coin a settled order pays in: the invested coin, or the other coin of the pair at the target price.
ALTER TABLE dual_orders ADD COLUMN payout_coin text;
ALTER TABLE dual_orders ADD COLUMN paid_ms bigint;
CREATE INDEX dual_orders_user ON dual_orders (user_id, created_ms DESC, id DESC);
