/**
 * The demo institute a first `npm start` shows (SEED_DEMO): a believable CTEVT-affiliated
 * training institute. Dates are relative to `now`, so notices stay current whenever it runs.
 * Names of people and partners are made up.
 */

const DAY = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

export const DEMO_SETTINGS: Record<string, string> = {
  siteName: 'Nepal Technical Skills Institute',
  siteDescription:
    'A CTEVT-affiliated technical and vocational training institute established in 2064 B.S., offering 390-hour skill courses that lead to National Skill Testing Board certification.',
  contactPhone: '+977-1-4123456',
  contactEmail: 'info@ntsi.edu.np',
  facebookUrl: 'https://www.facebook.com/',
  youtubeUrl: 'https://www.youtube.com/',
  heroImage: '/demo/hero-workshop.svg',
  aboutImage: '/demo/about-campus.svg',
};

/** The Nepali values of the text settings (docs/api.md, Languages). */
export const DEMO_SETTINGS_NE: Record<string, string> = {
  siteName: 'नेपाल प्राविधिक सीप संस्थान',
  siteDescription:
    'वि.सं. २०६४ मा स्थापित CTEVT सम्बद्ध प्राविधिक तथा व्यावसायिक तालिम संस्थान, जसका ३९० घण्टे सीप तालिमले NSTB प्रमाणीकरणसम्म पुर्‍याउँछन्।',
};

export const DEMO_STATISTICS = [
  {
    key: 'totalGraduates',
    value: '15,420',
    label: 'Graduates Trained',
    description: 'Trainees who completed a course since 2064 B.S.',
    translations: { ne: { label: 'तालिम पाएका स्नातक' } },
  },
  {
    key: 'districtsReached',
    value: '50',
    label: 'Districts Reached',
    translations: { ne: { label: 'पुगेका जिल्ला' } },
    description: 'Districts our graduates and mobile trainings come from',
  },
  {
    key: 'assignmentsCompleted',
    value: '500+',
    label: 'Assignments Completed',
    translations: { ne: { label: 'सम्पन्न कार्यहरू' } },
    description: 'Trainings, skill tests and consulting assignments delivered',
  },
  {
    key: 'affiliatedOccupations',
    value: '39',
    label: 'Affiliated Occupations',
    description: 'Occupations we are accredited to train for',
    translations: { ne: { label: 'सम्बद्ध पेशा' } },
  },
];

export const DEMO_ABOUT = [
  {
    section: 'about',
    title: 'About the Institute',
    content:
      'Nepal Technical Skills Institute was established in 2064 B.S. (2007 AD) and is affiliated with the Council for Technical Education and Vocational Training (CTEVT).\n\nWe run short, practical courses of 390 hours in construction, electrical, mechanical, hospitality, beauty, garment and IT trades. Most of the time is spent in our workshops, and every course ends with the National Skill Testing Board Level 1 test.',
  },
  {
    section: 'vision',
    title: 'Our Vision',
    content: 'A Nepal where every young person can learn a trade close to home and earn a decent living from it, at home or abroad.',
  },
  {
    section: 'mission',
    title: 'Our Mission',
    content:
      'To deliver affordable, hands-on training that employers trust; to reach women, Dalit and remote-district youth through scholarships and mobile trainings; and to follow every graduate into a job.',
  },
  {
    section: 'history',
    title: 'Our History',
    content:
      'The institute opened in 2064 B.S. with one electrical workshop and 24 trainees. CTEVT affiliation followed a year later. Since then we have added workshops for welding, plumbing, cooking and computer hardware, run mobile trainings in 50 districts, and trained more than fifteen thousand people.',
  },
];

const PROGRAM = (title: string, category: string, description: string, certification = 'NSTB Level 1 skill test') => ({
  title,
  category,
  description,
  duration: '390 Hours (3 months)',
  certification,
  requirements: 'Age 16 or above; able to read and write; national ID or citizenship card (or birth certificate for under-18s).',
});

export const DEMO_PROGRAMS = [
  PROGRAM(
    'Building Electrician',
    'Electrical',
    'House wiring, earthing, distribution boards, fault finding and electrical safety, with practice on full-size wiring boards.',
  ),
  PROGRAM(
    'Plumber',
    'Construction',
    'Water supply and sanitary installations: pipe cutting and threading, fittings, fixtures, leak testing and reading plumbing drawings.',
  ),
  PROGRAM(
    'Arc Welder',
    'Mechanical',
    'Shielded metal arc welding in flat, horizontal and vertical positions, joint preparation, grinding and workshop safety.',
  ),
  PROGRAM(
    'Computer Hardware Technician',
    'Information Technology',
    'Assembling and repairing desktops and laptops, installing operating systems, small office networks and customer care.',
  ),
  PROGRAM(
    'Junior Beautician',
    'Beauty & Wellness',
    'Skin care, threading, waxing, hair cutting and styling, bridal make-up and running a small beauty parlour hygienically.',
  ),
  PROGRAM(
    'Garment Fabricator (Tailoring)',
    'Garment',
    'Measuring, pattern making, cutting and machine stitching of kurta suruwal, shirts, trousers and school uniforms.',
  ),
  PROGRAM(
    'Motorcycle Service Mechanic',
    'Automobile',
    'Servicing and repair of two-wheelers: engine, clutch, brakes, electrical system and routine maintenance schedules.',
  ),
  PROGRAM(
    'Commis Chef',
    'Hospitality',
    'Kitchen hygiene, knife skills, Nepali, Indian and continental basics, bakery items and working in a hotel kitchen brigade.',
  ),
];

export const DEMO_TEAM = [
  {
    name: 'Ram Prasad Adhikari',
    position: 'Principal',
    qualification: 'M.Ed., TVET Management',
    bio: 'Leads the institute since 2070 B.S.; formerly a CTEVT assessor.',
    email: 'principal@ntsi.edu.np',
  },
  {
    name: 'Sunita Shrestha',
    position: 'Training Coordinator',
    qualification: 'MBA',
    bio: 'Plans batches, mobile trainings and industry placements.',
    email: 'training@ntsi.edu.np',
  },
  {
    name: 'Bikash Tamang',
    position: 'Senior Electrical Instructor',
    qualification: 'Diploma in Electrical Engineering',
    bio: 'Fifteen years of site and teaching experience.',
  },
  {
    name: 'Kamala Thapa Magar',
    position: 'Beautician Instructor',
    qualification: 'NSTB Level 3, Beautician',
    bio: 'Runs her own parlour in Lalitpur and trains weekend batches.',
  },
  {
    name: 'Hari Bahadur B.K.',
    position: 'Welding Instructor',
    qualification: 'NSTB Level 2, Welder',
    bio: 'Former fabrication supervisor for a hydropower contractor.',
  },
];

export const DEMO_DONORS = [
  {
    name: 'Himalayan Skills Foundation',
    description: 'Scholarships for trainees from remote districts.',
    websiteUrl: 'https://example.org/himalayan-skills',
  },
  {
    name: 'Valley Employers Association',
    description: 'On-the-job training places with member companies.',
    websiteUrl: 'https://example.org/valley-employers',
  },
  {
    name: 'Women in Trades Nepal',
    description: 'Supports women in electrical, plumbing and welding courses.',
    websiteUrl: 'https://example.org/women-in-trades',
  },
  { name: 'Local Municipality Youth Fund', description: 'Co-funds mobile trainings in rural municipalities.' },
];

export const DEMO_SLIDES = [
  {
    title: 'Learn a Trade in 390 Hours',
    subtitle: 'CTEVT-affiliated courses with NSTB certification',
    image: '/demo/hero-workshop.svg',
    ctaText: 'Apply Now',
    ctaLink: '#apply',
    translations: {
      ne: { title: '३९० घण्टामा सीप सिक्नुहोस्', subtitle: 'NSTB प्रमाणीकरणसहित CTEVT सम्बद्ध तालिम', ctaText: 'अहिले आवेदन दिनुहोस्' },
    },
  },
  {
    title: 'Admissions Open for the Next Batch',
    subtitle: 'Electrician, Plumber, Welder and more — morning and day shifts',
    image: '/demo/hero-admission.svg',
    ctaText: 'View Programs',
    ctaLink: '#programs',
    translations: { ne: { title: 'नयाँ ब्याचका लागि भर्ना खुला', ctaText: 'कार्यक्रमहरू हेर्नुहोस्' } },
  },
  {
    title: 'Scholarships for Women and Remote Districts',
    subtitle: 'Ask us about fee waivers and hostel support',
    image: '/demo/hero-scholarship.svg',
    ctaText: 'Contact Us',
    ctaLink: '#contact',
    translations: { ne: { title: 'महिला र दुर्गम जिल्लाका लागि छात्रवृत्ति', ctaText: 'सम्पर्क गर्नुहोस्' } },
  },
];

/** News, notices (one open, one expired) and results, newest first when published. */
export function demoNews(now: Date) {
  return [
    // Its title exists only in Nepali: its slug is made from the Devanagari (docs/api.md, Slugs of Nepali titles).
    {
      title: 'प्रवेश परीक्षाको नतिजा प्रकाशित',
      slug: 'pravesa-pariksako-natija-prakasita',
      category: 'result',
      priority: 'normal',
      excerpt: 'प्लम्बर र बिजुली मिस्त्री ब्याचको प्रवेश परीक्षाको नतिजा प्रकाशित भएको छ।',
      content: 'प्रवेश परीक्षामा उत्तीर्ण हुनेहरूको नामावली कार्यालयको सूचना पाटीमा टाँसिएको छ। भर्नाका लागि आइतबारदेखि सम्पर्क गर्नुहोस्।',
      publishedAt: daysFrom(now, -1),
      imageUrls: [],
      translations: { ne: { title: 'प्रवेश परीक्षाको नतिजा प्रकाशित' } },
    },
    {
      title: 'Admissions Open: Electrician, Plumber and Welder Batches',
      slug: 'admissions-open-electrician-plumber-welder',
      category: 'notice',
      priority: 'high',
      excerpt: 'Applications for the next 390-hour batches are open. Seats are limited to 24 per trade.',
      content:
        'Applications are now open for the next batches of Building Electrician, Plumber and Arc Welder.\n\nEach course runs for 390 hours, Sunday to Friday, with a morning and a day shift. Bring a copy of your citizenship card or birth certificate and two passport-size photos.\n\nApply online from our home page or visit the office between 10 AM and 5 PM.',
      publishedAt: daysFrom(now, -2),
      deadlineDate: daysFrom(now, 21),
      imageUrls: ['/demo/hero-admission.svg'],
    },
    {
      title: 'Skill Test Results: Commis Chef Batch 14',
      slug: 'skill-test-results-commis-chef-batch-14',
      category: 'result',
      priority: 'normal',
      excerpt: '22 of 24 trainees passed the NSTB Level 1 test. Certificates can be collected from the office.',
      content:
        'The National Skill Testing Board has published the results of the Level 1 test for Commis Chef batch 14.\n\n22 of 24 trainees passed. Certificates can be collected from the office with an identity document; they can also be verified online on our Certificate Verify page.',
      publishedAt: daysFrom(now, -6),
      deadlineDate: null,
      imageUrls: [],
    },
    {
      title: 'Graduates Placed with Hydropower Contractors',
      slug: 'graduates-placed-with-hydropower-contractors',
      category: 'news',
      priority: 'normal',
      excerpt: 'Eighteen welding and electrical graduates started work at hydropower sites this month.',
      content:
        'Eighteen graduates of our Arc Welder and Building Electrician courses started work with two hydropower contractors this month.\n\nThe placements follow a two-week on-the-job training arranged with the Valley Employers Association.',
      publishedAt: daysFrom(now, -12),
      deadlineDate: null,
      imageUrls: ['/demo/hero-workshop.svg', '/demo/about-campus.svg'],
    },
    {
      title: 'Scholarship Applications for Women Trainees',
      slug: 'scholarship-applications-for-women-trainees',
      category: 'notice',
      priority: 'normal',
      excerpt: 'Full fee waivers for women in electrical, plumbing and welding courses. The last round has closed.',
      content:
        'Women applying for Building Electrician, Plumber or Arc Welder could apply for a full fee waiver funded by Women in Trades Nepal.\n\nThis round has closed; the next round will be announced here.',
      publishedAt: daysFrom(now, -40),
      deadlineDate: daysFrom(now, -10),
      imageUrls: [],
    },
    {
      title: 'New Computer Hardware Lab Opens',
      slug: 'new-computer-hardware-lab-opens',
      category: 'news',
      priority: 'low',
      excerpt: 'Twenty new workstations and a networking rack for the Computer Hardware Technician course.',
      content:
        'Our new computer hardware lab has twenty workstations, spare-part kits and a networking rack, so every trainee works on their own machine.',
      publishedAt: daysFrom(now, -60),
      deadlineDate: null,
      imageUrls: [],
    },
  ].map((item) => ({ ...item, status: 'published' }));
}

/** Openings for the next batches, linked to programs by title. */
export function demoOpenings(now: Date) {
  return [
    {
      program: 'Building Electrician',
      title: 'Building Electrician — Batch 31',
      location: 'Main campus, Kathmandu',
      capacity: 24,
      startDate: daysFrom(now, 30),
      endDate: daysFrom(now, 120),
      applicationDeadline: daysFrom(now, 21),
    },
    {
      program: 'Plumber',
      title: 'Plumber — Batch 18',
      location: 'Main campus, Kathmandu',
      capacity: 20,
      startDate: daysFrom(now, 30),
      endDate: daysFrom(now, 120),
      applicationDeadline: daysFrom(now, 21),
    },
    {
      program: 'Junior Beautician',
      title: 'Junior Beautician — Weekend Batch',
      location: 'Lalitpur branch',
      capacity: 16,
      startDate: daysFrom(now, -20),
      endDate: daysFrom(now, 70),
      applicationDeadline: daysFrom(now, -25),
    },
  ];
}

/** Small PDFs shipped with the public site's build under /demo (public-web/public/demo). */
export const DEMO_DOWNLOADS = [
  {
    title: 'Building Electrician Curriculum',
    category: 'curriculum',
    fileUrl: '/demo/curriculum-building-electrician.pdf',
    fileName: 'curriculum-building-electrician.pdf',
    fileSize: 907,
    description: 'CTEVT 390-hour curriculum, modules and hours.',
  },
  {
    title: 'Plumber Curriculum',
    category: 'curriculum',
    fileUrl: '/demo/curriculum-plumber.pdf',
    fileName: 'curriculum-plumber.pdf',
    fileSize: 884,
    description: 'CTEVT 390-hour curriculum for plumbers.',
  },
  {
    title: 'Arc Welder NOSS Level 1',
    category: 'noss',
    fileUrl: '/demo/noss-arc-welder.pdf',
    fileName: 'noss-arc-welder.pdf',
    fileSize: 817,
    description: 'National Occupational Skill Standard used for the skill test.',
  },
  {
    title: 'Admission Form',
    category: 'resources',
    fileUrl: '/demo/admission-form.pdf',
    fileName: 'admission-form.pdf',
    fileSize: 828,
    description: 'Print, fill in and bring to the office with your documents.',
  },
  {
    title: 'Academic Calendar',
    category: 'resources',
    fileUrl: '/demo/academic-calendar.pdf',
    fileName: 'academic-calendar.pdf',
    fileSize: 807,
    description: 'Batch start dates and skill-test months.',
  },
];

/** Curriculum files of the demo programs, by title. */
export const DEMO_PROGRAM_FILES: Record<string, { curriculumFile?: string; nossFile?: string }> = {
  'Building Electrician': { curriculumFile: '/demo/curriculum-building-electrician.pdf' },
  Plumber: { curriculumFile: '/demo/curriculum-plumber.pdf' },
  'Arc Welder': { nossFile: '/demo/noss-arc-welder.pdf' },
};

export const DEMO_PROJECTS = [
  {
    title: 'Skills for Employment in Karnali',
    description: 'Mobile trainings in five trades for unemployed youth of Karnali Province, with on-the-job training and job placement.',
    implementingAgency: 'Nepal Technical Skills Institute',
    fundingAgency: 'Himalayan Skills Foundation',
    implementationDuration: '2080–2082 B.S.',
    startDate: '2023-07-17',
    endDate: '2026-07-16',
    occupations: [
      { name: 'Building Electrician', count: 120 },
      { name: 'Plumber', count: 80 },
      { name: 'Mason', count: 100 },
    ],
    locations: ['Jumla', 'Kalikot', 'Dailekh', 'Surkhet'],
    imageUrl: '/demo/hero-workshop.svg',
    status: 'completed',
  },
  {
    title: 'Women in Technical Trades',
    description: 'Fee waivers, hostel support and mentoring for women training as electricians, plumbers and welders.',
    implementingAgency: 'Nepal Technical Skills Institute',
    fundingAgency: 'Women in Trades Nepal',
    implementationDuration: '24 months',
    startDate: '2025-04-14',
    endDate: null,
    occupations: [
      { name: 'Building Electrician', count: 40 },
      { name: 'Arc Welder', count: 20 },
    ],
    locations: ['Kathmandu', 'Lalitpur', 'Bhaktapur'],
    imageUrl: '/demo/hero-scholarship.svg',
    status: 'ongoing',
  },
];

/**
 * Certificates a visitor can verify on the demo site, e.g. NTSI-2081-0042 with date of
 * birth 2002-03-15 (written in the README).
 */
export const DEMO_CERTIFICATES = [
  {
    name: 'Sabina Gurung',
    fatherName: 'Dil Bahadur Gurung',
    courseTaken: 'Commis Chef',
    duration: '390 Hours',
    trainingDate: '2024-09-20',
    dateOfBirth: '2002-03-15',
    certificateNumber: 'NTSI-2081-0042',
    isDonorFunded: false,
    projectOfficeName: null,
  },
  {
    name: 'Rajesh Chaudhary',
    fatherName: 'Ram Kumar Chaudhary',
    courseTaken: 'Building Electrician',
    duration: '390 Hours',
    trainingDate: '2025-02-10',
    dateOfBirth: '1999-11-02',
    certificateNumber: 'NTSI-2081-0117',
    isDonorFunded: true,
    projectOfficeName: 'Skills for Employment in Karnali',
  },
  {
    name: 'Anita Bishwakarma',
    fatherName: 'Krishna Bishwakarma',
    courseTaken: 'Arc Welder',
    duration: '390 Hours',
    trainingDate: '2025-06-01',
    dateOfBirth: '2001-07-21',
    certificateNumber: 'NTSI-2082-0008',
    isDonorFunded: true,
    projectOfficeName: 'Women in Technical Trades',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applications in each review status, so a first start shows Applications Management at work
 * (the addresses are example.com: the demo never mails a real person).
 */
export function demoApplications(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      name: 'Sunita Tamang',
      email: 'sunita.tamang@example.com',
      phone: '9841000001',
      address: 'Bhaktapur-7',
      program: 'Building Electrician',
      education: 'see_slc_pass',
      experience: 'unemployed',
      motivation: 'I want to wire houses in my village and earn for my family.',
      status: 'pending',
      appliedAt: daysAgo(1),
    },
    {
      name: 'Bikash Rai',
      email: 'bikash.rai@example.com',
      phone: '9841000002',
      address: 'Lalitpur-3',
      program: 'Plumber',
      education: '8_pass',
      experience: 'part_time_employed',
      motivation: 'I help a plumber on weekends and want the NSTB certificate.',
      status: 'pending',
      appliedAt: daysAgo(2),
    },
    {
      name: 'Anita Magar',
      email: 'anita.magar@example.com',
      phone: '9841000003',
      address: 'Kirtipur-5',
      program: 'Junior Beautician',
      education: '10_2_pass',
      experience: 'unemployed',
      motivation: 'I plan to open a salon with my sister.',
      notes: 'Documents checked; morning batch.',
      status: 'approved',
      appliedAt: daysAgo(6),
      reviewedAt: daysAgo(4),
    },
    {
      name: 'Ramesh Thapa',
      email: 'ramesh.thapa@example.com',
      phone: '9841000004',
      address: null,
      program: 'Arc Welder',
      education: '5_pass',
      experience: 'employed',
      motivation: null,
      notes: 'Batch full; asked to apply for the next intake.',
      status: 'rejected',
      appliedAt: daysAgo(9),
      reviewedAt: daysAgo(7),
    },
  ];
}

/** Contact messages in each status, for Contact Messages on a first start. */
export function demoMessages(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      name: 'Kamala Shrestha',
      email: 'kamala.shrestha@example.com',
      phone: '9851000001',
      subject: 'Training Program',
      message: 'Is there an evening batch for Computer Hardware Technician?',
      status: 'unread',
      createdAt: daysAgo(0.5),
    },
    {
      name: 'Hari Prasad Adhikari',
      email: 'hari.adhikari@example.com',
      phone: null,
      subject: 'General Inquiry',
      message: 'What documents do I bring for admission?',
      status: 'read',
      createdAt: daysAgo(3),
    },
    {
      name: 'Green Skills Nepal',
      email: 'partners@example.com',
      phone: '015000000',
      subject: 'Partnership',
      message: 'We would like to sponsor ten seats in the next welding batch.',
      status: 'replied',
      createdAt: daysAgo(8),
    },
  ];
}
