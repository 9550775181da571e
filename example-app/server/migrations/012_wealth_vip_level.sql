-- The VIP level a user needs to subscribe to a wealth product (DEC-29): below it the page shows the upgrade guide
-- instead of Subscribe. Every seeded product is for VIP 1 and above.
ALTER TABLE wealth_products ADD COLUMN min_vip_level integer NOT NULL DEFAULT 1 CHECK (min_vip_level >= 0);
