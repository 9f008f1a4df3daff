import { INSTITUTE_ADDRESS, OFFICE_HOURS } from '../../content/site-defaults.js';

/** The layout (header, footer) and the home page's sections, and the built-in defaults (site name, tagline, address, office hours, about texts, timeline, sample partners, statistics' labels): the English texts (today's, unchanged). */
export const HOME_EN = {
  footer: {
    about:
      'A technical and vocational training institute affiliated with CTEVT, established in 2064 B.S. (2007 AD). We offer practical 390-hour skill programs leading to national skill test certification.',
    socialMedia: 'Social media',
    quickLinks: 'Quick Links',
    newsNotices: 'News & Notices',
    ourTeam: 'Our Team',
    partnersDonors: 'Partners & Donors',
    /** Before the site name. */
    copyright: '© 2025',
    /** After the site name. */
    rightsReserved: '. All rights reserved.',
  },
  hero: {
    label: 'Welcome',
    carousel: 'carousel',
    slide: 'slide',
    eyebrow: 'CTEVT Affiliated · Established 2064 B.S. (2007 AD)',
    title: 'Skills for Work, Training for Life',
    /** Before the program count. */
    lead: 'Practical, hands-on technical and vocational training with national skill test certification.',
    /** After the program count. */
    leadEnd: 'open for enrolment.',
    /** After the number of programs. */
    trainingPrograms: 'training programs',
    applyForTraining: 'Apply for Training',
    viewPrograms: 'View Programs',
    slides: 'Slides',
    /** Between a slide's number and the number of slides: '2 of 3'. */
    of: 'of',
    /** Before the slide's number on its button: 'Slide 2 of 3: title'. */
    slideButton: 'Slide',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    playSlides: 'Play slides',
    pauseSlides: 'Pause slides',
  },
  stats: {
    label: 'Our achievements',
    totalGraduates: 'Graduates Trained',
    districtsReached: 'Districts Reached',
    assignmentsCompleted: 'Assignments Completed',
    affiliatedOccupations: 'Affiliated Occupations',
  },
  home: {
    newsTitle: 'Latest News & Notices',
    newsLead: 'Announcements, admission notices and results from the institute.',
    noNews: 'No news items available at the moment.',
    seeAllNews: 'See All News & Notices',
    activePrograms: 'Active Programs',
    noPrograms: 'No training programs available at the moment.',
    loadingPrograms: 'Loading programs…',
    trainingOpenings: 'Training Openings',
    openForRegistration: 'Open for Registration',
    ongoing: 'Ongoing',
    /** Before the deadline's date. */
    applyBy: 'Apply by',
    aboutTitle: 'About the Institute',
    visionMission: 'Vision & Mission',
    history: 'Institute History',
    teamTitle: 'Our Team',
    teamLead: 'Experienced instructors and staff who guide every trainee.',
    noTeam: 'No team members available at the moment.',
    viewFullTeam: 'View Full Team',
    programsTitle: 'Our Training Programs',
    programsLead: '390-hour, CTEVT-approved courses that lead to national skill test certification.',
    viewAllPrograms: 'View All Programs',
    accreditationTitle: 'Accredited & Recognised',
    ctevtTitle: 'Affiliated with CTEVT',
    ctevtText:
      'Affiliated with the Council for Technical Education and Vocational Training (CTEVT), the national authority for technical and vocational education in Nepal, since 2065 B.S.',
    testCenterTitle: 'Accredited Skill Test Center',
    testCenterText:
      'An accredited skill test center of the National Skill Testing Board (NSTB), assessing trainees under the National Vocational Qualifications System (NVQS).',
    donorsTitle: 'Our Partners & Donors',
    viewAllDonors: 'View All Donors',
  },
  /** The built-in texts shown while the server has none (libs content/site-defaults.ts, features/about/utils/about-text.ts, features/donors/utils/partners.ts). */
  defaults: {
    address: INSTITUTE_ADDRESS,
    officeHours: OFFICE_HOURS,
    about:
      'We are a technical and vocational training institute affiliated with the Council for Technical Education and Vocational Training (CTEVT), established in 2064 B.S. (2007 AD). Our short, practical courses of 390 hours prepare young people for work in construction, electrical, mechanical, hospitality and service trades, and every course leads to the national skill test.',
    vision: 'A Nepal where every young person can learn a trade close to home and earn a decent living from it.',
    mission:
      'To deliver affordable, hands-on training that employers trust, reach learners in every district, and follow our graduates into employment.',
    /** The sample partners, in partners.ts's order (sample-0 is partner1). */
    partner1Name: 'Council for Technical Education and Vocational Training',
    partner1Description: 'National authority for technical education',
    partner2Name: 'National Skill Testing Board',
    partner2Description: 'Skill testing and certification',
    partner3Name: 'Ministry of Education, Science and Technology',
    partner3Description: 'Government of Nepal',
    partner4Name: 'Employment Fund Nepal',
    partner4Description: 'Skills for employment programme',
    partner5Name: 'Swiss Agency for Development and Cooperation',
    partner5Description: 'Vocational skills development',
    partner6Name: 'Federation of Nepalese Chambers of Commerce and Industry',
    partner6Description: 'Industry partner',
    partner7Name: 'Nepal Electricity Authority',
    partner7Description: 'On-the-job training partner',
    partner8Name: 'Hotel Association Nepal',
    partner8Description: 'Hospitality placements',
    partner9Name: 'Federation of Contractors Associations of Nepal',
    partner9Description: 'Construction trades partner',
    partner10Name: 'Local Municipalities',
    partner10Description: 'Community training programmes',
    partner11Name: 'Youth and Small Entrepreneur Self-Employment Fund',
    partner11Description: 'Start-up support for graduates',
    partner12Name: 'Helvetas Nepal',
    partner12Description: 'Skills and livelihoods projects',
  },
};
