import { PUBLIC_ROUTES } from '../../../libs/shared/src/index';

/**
 * The known content the suite creates through the admin API before any test runs, and
 * reads back in its assertions. Dates are relative to the run, so the expired notice
 * stays expired and the open one stays open.
 */
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const ADMIN = { username: 'e2e-admin', password: 'E2e-Admin-Pass1' };

export const SETTINGS = {
  siteName: 'Test Skills Academy',
  contactPhone: '+977-1-5550000',
  contactEmail: 'office@test-academy.edu.np',
  facebookUrl: 'https://www.facebook.com/test-academy',
  youtubeUrl: 'https://www.youtube.com/@test-academy',
};

export const PROGRAMS = [
  {
    title: 'Building Electrician',
    category: 'Electrical',
    duration: '390 Hours',
    description: 'Wiring and installation for homes.',
    certification: 'NSTB Level 1',
    requirements: 'Grade 8 pass',
    curriculumFile: '/files/electrician.pdf',
    displayOrder: 1,
  },
  { title: 'Plumber', category: 'Construction', duration: '390 Hours', description: 'Pipes, fittings and sanitary work.', displayOrder: 2 },
  { title: 'Arc Welder', category: 'Mechanical', duration: '390 Hours', description: 'Shielded metal arc welding.', displayOrder: 3 },
  { title: 'Commis Chef', category: 'Hospitality', duration: '390 Hours', description: 'Kitchen basics and hygiene.', displayOrder: 4 },
  {
    title: 'Computer Hardware Technician',
    category: 'Information Technology',
    duration: '390 Hours',
    description: 'Assembling and repairing computers.',
    displayOrder: 5,
  },
];
export const INACTIVE_PROGRAM = {
  title: 'Retired Tailoring Course',
  category: 'Garment',
  duration: '390 Hours',
  description: 'No longer offered.',
  isActive: false,
};

export const NEWS = {
  admissions: {
    title: 'Admissions Open for Electrician Batch',
    slug: 'admissions-open-electrician',
    excerpt: 'Seats are limited to 24 per batch.',
    content: 'Applications are open now.\nBring two photos.\nClasses start next month.',
    category: 'notice',
    priority: 'high',
    status: 'published',
    publishedAt: at(-1),
    deadlineDate: at(10),
    imageUrls: ['/placeholder.svg', '/about.svg'],
  },
  expired: {
    title: 'Scholarship Applications Closed',
    slug: 'scholarship-applications',
    excerpt: 'The scholarship window has ended.',
    content: 'Thank you to all applicants.',
    category: 'notice',
    status: 'published',
    publishedAt: at(-20),
    deadlineDate: at(-3),
  },
  result: {
    title: 'Skill Test Results Chef Batch',
    slug: 'skill-test-results-chef',
    excerpt: 'Twenty-two trainees passed the test.',
    content: 'Certificates can be collected from the office.',
    category: 'result',
    status: 'published',
    publishedAt: at(-5),
  },
  graduates: {
    title: 'Graduates Placed with Hydropower Firms',
    slug: 'graduates-placed-hydropower',
    excerpt: 'Eighteen graduates started work.',
    content: 'Welding and electrical graduates were hired.',
    category: 'news',
    status: 'published',
    publishedAt: at(-8),
  },
  computer: {
    title: 'New Computer Lab Opens',
    slug: 'new-computer-lab-opens',
    excerpt: 'Twenty networked machines.',
    content: 'The lab is open to all trainees.',
    category: 'news',
    status: 'published',
    publishedAt: at(-12),
  },
  draft: {
    title: 'Unpublished Draft Story',
    excerpt: 'Not public.',
    content: 'Draft.',
    category: 'news',
    status: 'draft',
  },
} as const;

export const TEAM = ['Ram Adhikari', 'Sita Shrestha', 'Bikash Tamang', 'Kamala Thapa', 'Hari Gurung'].map((name, i) => ({
  name,
  position: i === 0 ? 'Principal' : 'Instructor',
  qualification: 'M.Ed.',
  displayOrder: i,
}));

export const DONORS = [
  { name: 'Skills Fund Nepal', websiteUrl: 'https://example.org/skills', description: 'Funds mobile trainings.', displayOrder: 1 },
  { name: 'Zenith Partners', description: 'Industry partner without a logo.', displayOrder: 2 },
];

export const PROJECTS = [
  {
    title: 'Mobile Skills for Youth',
    description: 'Short courses in remote districts.',
    implementingAgency: 'Test Skills Academy',
    fundingAgency: 'Skills Fund Nepal',
    implementationDuration: '2024-2026',
    status: 'ongoing',
    displayOrder: 2,
    locations: ['Jumla', 'Humla'],
    occupations: [
      { name: 'Electrician', count: 20 },
      { name: 'Plumber', count: 15 },
    ],
  },
  {
    title: 'Women in Construction',
    description: 'Masonry training for women.',
    implementationDuration: '12 months',
    status: 'completed',
    displayOrder: 1,
    locations: [],
    occupations: [],
  },
];
export const INACTIVE_PROJECT = { title: 'Hidden Pilot Project', implementationDuration: '3 months', isActive: false };

export const DOWNLOADS = [
  {
    title: 'Electrician Curriculum',
    category: 'curriculum',
    fileUrl: '/files/electrician.pdf',
    fileName: 'electrician.pdf',
    fileSize: 1536,
  },
  { title: 'Plumber NOSS', category: 'noss', fileUrl: '/files/plumber-noss.pdf', fileName: 'plumber-noss.pdf', fileSize: 0 },
  {
    title: 'Admission Form',
    category: 'resources',
    fileUrl: '/files/admission-form.pdf',
    fileName: 'admission-form.pdf',
    fileSize: 2_621_440,
  },
];

export const CERTIFICATE = {
  name: 'Maya Karki',
  fatherName: 'Ram Karki',
  courseTaken: 'Building Electrician',
  duration: '390 Hours',
  trainingDate: '2024-03-15',
  dateOfBirth: '2000-05-20',
  certificateNumber: 'TSA-2081-0042',
  isDonorFunded: true,
  projectOfficeName: 'Mobile Skills for Youth',
};

export const STATISTICS = [
  { key: 'totalGraduates', value: '12,345', label: 'Graduates' },
  { key: 'districtsReached', value: '42', label: 'Districts' },
];

export const ABOUT = {
  about: { title: 'About', content: 'Test Skills Academy trains young people in practical trades.' },
  history: { title: 'History', content: 'Founded with one workshop in 2064 B.S.' },
};

/**
 * Every page of the public route table (libs PUBLIC_ROUTES) at an address that shows it, in
 * English: an article's route with the fixtures' article, the pages of a link's token (the reset
 * page, the subscription's confirm and manage pages) with a token (one of no subscriber: the manage
 * page says the link is not valid; the suite's subscription tests show it with a real one); then the
 * not-found page. A route added to the table is walked by every suite that walks the pages.
 */
export const PUBLIC_PAGES: readonly string[] = [
  ...PUBLIC_ROUTES.map((route) =>
    route.page === 'Article' ? `/news/${NEWS.admissions.slug}` : route.query?.includes('token') ? `${route.path}?token=abc` : route.path,
  ),
  '/no-such-page',
];
