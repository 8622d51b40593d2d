-- Events written before texts were kept in NFC (decision 031): searched in the same form as queries.
UPDATE "events" SET "title" = normalize("title", NFC), "location" = normalize("location", NFC)
WHERE "title" IS NOT NFC NORMALIZED OR "location" IS NOT NFC NORMALIZED;
