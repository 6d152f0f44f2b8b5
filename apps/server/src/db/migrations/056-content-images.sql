-- Pictures staff upload for banners and popups (ADR 072), owned by the content module and kept apart from members'
-- private uploads: each is the brand's, served to any visitor by its id and hash, stored once per brand however often
-- it is uploaded (the SHA-256 is unique per brand), with the operator who first uploaded it.
CREATE TABLE content_images (
  id            bigserial PRIMARY KEY,
  merchant_id   integer NOT NULL REFERENCES merchants(id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size          integer NOT NULL CHECK (size BETWEEN 1 AND 2097152),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes         bytea NOT NULL,
  uploaded_by   bigint NOT NULL REFERENCES operators(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, sha256)
);
