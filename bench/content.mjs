// Site content grown by SQL for the benchmarks (bench.mjs, backup.mjs): each statement adds rows
// up to a total, so a site can be grown in steps.

/** Published news up to `n` items: about 1.5 kB of text each, one in ten in Nepali. */
export const growNews = (n) => `
  INSERT INTO news (title, slug, content, excerpt, category, status, published_at)
  SELECT CASE WHEN i % 10 = 0 THEN 'सूचना नम्बर ' || i ELSE 'Bench item ' || i || ' about ' || (ARRAY['welding','plumbing','electrical','cookery','computer'])[1 + i % 5] END,
         'bench-item-' || i,
         repeat('Trainees of batch ' || i || ' learn the trade in workshops and on site. ', 25),
         'Batch ' || i || ' notice for trainees and parents',
         (ARRAY['news','notice','result'])[1 + i % 3], 'published', now() - i * interval '1 hour'
  FROM generate_series(((SELECT count(*) FROM news) + 1)::int, ${n}) i`;

/** Certificates up to `n`, names from common Nepali given names and surnames, numbered. */
export const growCertificates = (n) => `
  INSERT INTO certificates (name, father_name, course_taken, duration, training_date, date_of_birth, certificate_number)
  SELECT (ARRAY['Sita','Ram','Gita','Hari','Maya','Bikash','Anita','Suman','Kamala','Dipak'])[1 + i % 10] || ' ' ||
         (ARRAY['Thapa','Gurung','Rai','Tamang','Magar','Shrestha','Karki','Adhikari','Bhandari','Limbu','Sherpa','Khadka'])[1 + (i / 10) % 12],
         'Father ' || i, 'Plumber', '390 hours', date '2020-01-01' + (i % 1500), date '1990-01-01' + (i % 9000), 'BENCH-' || lpad(i::text, 7, '0')
  FROM generate_series(((SELECT count(*) FROM certificates) + 1)::int, ${n}) i`;

/**
 * Training applications up to `n`, as the public form sends them: one in four with the name,
 * address and motivation in Nepali; a third reviewed.
 */
export const growApplications = (n) => `
  INSERT INTO applications (name, email, phone, address, program, education, experience, motivation, status, applied_at)
  SELECT CASE WHEN i % 4 = 0
              THEN (ARRAY['सीता','राम','गीता','हरि','माया','विकास'])[1 + i % 6] || ' ' || (ARRAY['थापा','गुरुङ','राई','तामाङ','श्रेष्ठ'])[1 + i % 5]
              ELSE (ARRAY['Sita','Ram','Gita','Hari','Maya','Bikash','Anita','Suman'])[1 + i % 8] || ' ' || (ARRAY['Thapa','Gurung','Rai','Tamang','Magar','Karki'])[1 + i % 6] END,
         'applicant' || i || '@example.com', '98' || lpad((i % 100000000)::text, 8, '0'),
         CASE WHEN i % 4 = 0 THEN 'वडा नं. ' || (1 + i % 30) || ', काठमाडौं' ELSE 'Ward ' || (1 + i % 30) || ', Kathmandu' END,
         (ARRAY['Electrician','Plumber','Welder','Cook','Computer Operator'])[1 + i % 5],
         (ARRAY['8_pass','see_slc_pass','10_2_pass','higher_education'])[1 + i % 4],
         (ARRAY['unemployed','employed','part_time_employed'])[1 + i % 3],
         CASE WHEN i % 4 = 0 THEN repeat('सीप सिकेर आफ्नै काम सुरु गर्न चाहन्छु। ', 4)
              ELSE repeat('I want to learn a trade and find work near home. ', 4) END,
         (ARRAY['pending','pending','approved','rejected','pending','approved'])[1 + i % 6],
         now() - i * interval '37 minutes'
  FROM generate_series(((SELECT count(*) FROM applications) + 1)::int, ${n}) i`;
