-- btree_gist lets one EXCLUDE constraint combine car_id equality with period overlap (bookings, blocks).
CREATE EXTENSION IF NOT EXISTS btree_gist;
