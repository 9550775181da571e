-- The staking FAQ per coin (ST-API-12: coin-ask is asked with a coin): a staking question names the coin it
-- answers for; NULL is a question every staking coin shares.
ALTER TABLE faq ADD COLUMN coin text;
