import { AUTH_MESSAGES } from '../messages.js';
import {
  ABOUT_SECTIONS,
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  DOWNLOAD_CATEGORIES,
  EDUCATION_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  NEWS_CATEGORIES,
  NEWS_PRIORITIES,
  NEWS_STATUSES,
  PROJECT_STATUSES,
} from './enums.js';
import { mustBeOneOf } from './validation.js';

/**
 * "… is required" for every content field, one text per field name so two forms never
 * word the same field differently.
 */
export const REQUIRED_MESSAGES = {
  title: 'Title is required',
  content: 'Content is required',
  excerpt: 'Excerpt is required',
  description: 'Description is required',
  category: 'Category is required',
  duration: 'Duration is required',
  name: 'Name is required',
  position: 'Position is required',
  image: 'Image is required',
  key: 'Key is required',
  label: 'Label is required',
  value: 'Value is required',
  section: 'Section is required',
  status: 'Status is required',
  email: 'Email is required',
  phone: 'Phone is required',
  program: 'Program is required',
  subject: 'Subject is required',
  message: 'Message is required',
  fatherName: "Father's name is required",
  courseTaken: 'Course taken is required',
  trainingDate: 'Training date is required',
  dateOfBirth: 'Date of birth is required',
  certificateNumber: 'Certificate number is required',
  implementationDuration: 'Implementation duration is required',
  projectOfficeName: 'Project/Office name is required for donor-funded certificates',
} as const;

/** Values outside their list, malformed addresses, links and dates. */
export const CONTENT_MESSAGES = {
  invalidNewsCategory: mustBeOneOf('Category', NEWS_CATEGORIES),
  invalidNewsStatus: mustBeOneOf('Status', NEWS_STATUSES),
  invalidNewsPriority: mustBeOneOf('Priority', NEWS_PRIORITIES),
  invalidContactStatus: mustBeOneOf('Status', CONTACT_STATUSES),
  invalidApplicationStatus: mustBeOneOf('Status', APPLICATION_STATUSES),
  invalidProjectStatus: mustBeOneOf('Status', PROJECT_STATUSES),
  invalidDownloadCategory: mustBeOneOf('Category', DOWNLOAD_CATEGORIES),
  invalidAboutSection: mustBeOneOf('Section', ABOUT_SECTIONS),
  invalidSubject: mustBeOneOf('Subject', CONTACT_SUBJECTS),
  invalidEducation: mustBeOneOf('Education', EDUCATION_OPTIONS),
  invalidEmploymentStatus: mustBeOneOf('Employment status', EMPLOYMENT_STATUS_OPTIONS),
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  invalidLink: 'Enter a web address starting with http:// or https://, or a site path starting with /',
  invalidDate: 'Date must be a valid date',
  invalidDateOnly: 'Date must be a valid date in the form YYYY-MM-DD',
  dateInFuture: 'Date cannot be in the future',
  dateBefore1900: 'Date cannot be before 1900-01-01',
  endBeforeStart: 'End date cannot be before the start date',
} as const;
