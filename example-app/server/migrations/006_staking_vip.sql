-- VIP discount tiers of a staking product (ST-VIP-01): [{min_tier, max_tier, vip_sale}], vip_sale the
-- fraction taken off the redemption fees of a non-crowd user whose tier is in range.
ALTER TABLE staking_products ADD COLUMN vip_config jsonb;
