-- A rate-based staking token (ST-DATA-11, P-54): exchange_type 'asset' hands out a token whose balance never moves;
-- what it earns is the growth of the coin one token is worth (exchange_rate_reverse). The simulator derives that
-- rate from the product's rate as simple interest from rate_origin_ms, when one token was worth 1 coin:
-- 1 + whole UTC days since then x rate / 100 / 365, exact, so it grows each simulated day.
ALTER TABLE staking_products ADD COLUMN exchange_type text NOT NULL DEFAULT 'default' CHECK (exchange_type IN ('default', 'asset'));
ALTER TABLE staking_products ADD COLUMN rate_origin_ms bigint;
ALTER TABLE staking_products ADD CONSTRAINT staking_products_asset_check CHECK (exchange_type <> 'asset' OR (rate_origin_ms IS NOT NULL AND mortgage_coin IS NOT NULL));
