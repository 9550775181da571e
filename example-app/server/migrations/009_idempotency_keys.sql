-- Idempotency keys (P-35): the first answer of a call sent with an Idempotency-Key, per user and key, so a
-- repeat (a retry after a timeout, a second request while the first runs) gets that answer instead of
-- moving money again. status and body stay null while the first request runs. Emptied with the users on
-- reset (ON DELETE CASCADE; TRUNCATE ... CASCADE).

CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  -- sha-256 of the method, the path and the body without fundpass: a key sent again must mean the same request.
  fingerprint text NOT NULL,
  status integer,
  body text,
  reserved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
