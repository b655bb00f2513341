-- Licence serials are compared with Cyrillic look-alike capitals folded to Latin
-- (lib/verification/licence.ts normalizeLicenceNumber). Fold the stored ones the same way; a row
-- whose folded number another account already holds keeps its spelling for an operator to review.
UPDATE "driver_licences" AS d
SET "serial_number" = translate(d."serial_number", 'АВЕКМНОРСТУХІ', 'ABEKMHOPCTYXI')
WHERE d."serial_number" <> translate(d."serial_number", 'АВЕКМНОРСТУХІ', 'ABEKMHOPCTYXI')
  AND NOT EXISTS (
    SELECT 1 FROM "driver_licences" AS other
    WHERE other."country" = d."country"
      AND other."id" <> d."id"
      AND translate(other."serial_number", 'АВЕКМНОРСТУХІ', 'ABEKMHOPCTYXI') = translate(d."serial_number", 'АВЕКМНОРСТУХІ', 'ABEKMHOPCTYXI')
  );
