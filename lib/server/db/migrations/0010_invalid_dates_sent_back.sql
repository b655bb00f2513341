-- Dates no calendar has ("1990-02-30", "9999-99-99") or no person could give were accepted before
-- the date rules of lib/validation/dates.ts (a real day; a birth date of someone 18 to 120 years old
-- on today's date in Kyiv; a date of issue up to today and within a century; an expiry at most 50
-- years ahead; expiry after issue after birth). Such applications sit in the operators' queue,
-- where nobody can judge them. An operator would neither approve them nor silently delete someone's
-- application: each one under review or approved is sent back to its applicant, rejected with a
-- reason in their language and recorded as a decision without an operator, so the person corrects
-- the date and applies again. The host's birth date is text inside `details`; a bad one is removed
-- so no screen shows it. Drafts are left alone: saving or submitting one checks its dates again.
-- Running this again changes nothing (tests/integration/invalid-dates-migration.test.ts).
WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Kyiv')::date AS d),
checked AS (
  SELECT o.id, o.user_id, o.status, u.locale,
    CASE
      WHEN NOT (o.details->>'birth_date' ~ '^(19[0-9]{2}|20[0-9]{2}|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$') THEN false
      WHEN substr(o.details->>'birth_date', 9, 2)::int > extract(day from make_date(substr(o.details->>'birth_date', 1, 4)::int, substr(o.details->>'birth_date', 6, 2)::int, 1) + interval '1 month' - interval '1 day') THEN false
      ELSE date_part('year', age(today.d::timestamp, (o.details->>'birth_date')::date::timestamp)) BETWEEN 18 AND 120
    END AS valid
  FROM owner_verifications o
  JOIN users u ON u.id = o.user_id
  CROSS JOIN today
  WHERE o.details->>'birth_date' IS NOT NULL
),
bad AS (
  SELECT id, user_id, status,
    CASE locale
      WHEN 'en' THEN 'the date of birth in the application is impossible (no such day in the calendar, or an age outside 18–120)'
      ELSE 'дата народження в заявці неможлива (такого дня немає в календарі або вік поза межами 18–120 років)'
    END AS reason
  FROM checked
  WHERE NOT valid
),
sent AS (
  UPDATE owner_verifications o
  SET status = CASE WHEN bad.status IN ('pending', 'approved') THEN 'rejected' ELSE o.status END,
    rejection_reason = CASE WHEN bad.status IN ('pending', 'approved') THEN bad.reason ELSE o.rejection_reason END,
    reviewed_at = CASE WHEN bad.status IN ('pending', 'approved') THEN now() ELSE o.reviewed_at END,
    reviewed_by = CASE WHEN bad.status IN ('pending', 'approved') THEN NULL ELSE o.reviewed_by END,
    details = o.details - 'birth_date'
  FROM bad
  WHERE o.id = bad.id
  RETURNING o.id, o.user_id, bad.reason, bad.status AS was
),
owners AS (
  UPDATE users u
  SET legal_verification = 3, legal_verification_reason = sent.reason, updated_at = now()
  FROM sent
  WHERE u.id = sent.user_id AND sent.was IN ('pending', 'approved')
  RETURNING u.id
)
INSERT INTO verification_decisions (subject, subject_id, user_id, operator_id, decision, reason)
SELECT 'owner', id, user_id, NULL, 'rejected', reason FROM sent WHERE was IN ('pending', 'approved');
--> statement-breakpoint
WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Kyiv')::date AS d),
bad AS (
  SELECT l.id, l.user_id,
    CASE u.locale
      WHEN 'en' THEN 'the dates on the licence are impossible (no such day, or outside the possible range): check the dates of birth, issue and expiry'
      ELSE 'дати в посвідченні неможливі (такого дня немає або дата поза можливими межами): перевірте дати народження, видачі й закінчення строку дії'
    END AS reason
  FROM driver_licences l
  JOIN users u ON u.id = l.user_id
  CROSS JOIN today
  WHERE l.status IN ('pending', 'approved')
    AND (date_part('year', age(today.d::timestamp, l.birth_date::timestamp)) NOT BETWEEN 18 AND 120
      OR l.issued_on > today.d
      OR l.issued_on < today.d - interval '100 years'
      OR l.expires_on > today.d + interval '50 years'
      OR l.expires_on <= l.issued_on
      OR l.issued_on <= l.birth_date)
),
sent AS (
  UPDATE driver_licences l
  SET status = 'rejected', rejection_reason = bad.reason, reviewed_at = now(), reviewed_by = NULL, updated_at = now()
  FROM bad
  WHERE l.id = bad.id
  RETURNING l.id, l.user_id, bad.reason
),
drivers AS (
  UPDATE users u
  SET is_driver_license_verified = false, updated_at = now()
  FROM sent
  WHERE u.id = sent.user_id
  RETURNING u.id
)
INSERT INTO verification_decisions (subject, subject_id, user_id, operator_id, decision, reason)
SELECT 'licence', id, user_id, NULL, 'rejected', reason FROM sent;
