-- A DeFi protocol's own extra bonus (ST-DATA-04 extra_interest, ST-EXTRA-01): the same shape as
-- staking_products.extra_interest, paid on what is staked in that protocol.
ALTER TABLE staking_protocols ADD COLUMN extra_interest jsonb;
