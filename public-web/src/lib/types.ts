import type { AboutSection, DownloadCategory, NewsCategory, NewsPriority, ProjectStatus } from '@institute/shared';

export interface KeyValue {
  key: string;
  value: string;
}

export interface Program {
  id: string;
  title: string;
  category: string;
  duration: string;
  description: string;
  imageUrl: string | null;
  certification: string | null;
  requirements: string | null;
  curriculumFile: string | null;
  nossFile: string | null;
  isActive: boolean;
}

export interface NewsItem {
  id: string;
  slug: string | null;
  title: string;
  excerpt: string;
  content: string;
  category: NewsCategory;
  priority: NewsPriority;
  status: string;
  imageUrls: string[] | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  deadlineDate: string | null;
  author?: { firstName: string | null; lastName: string | null; username: string } | null;
}

export interface AboutEntry {
  section: AboutSection;
  title?: string;
  content: string;
}

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  qualification: string | null;
  bio: string | null;
  email: string | null;
  phone: string | null;
  photoUrl: string | null;
  linkedinUrl: string | null;
}

export interface Donor {
  id: string;
  name: string;
  websiteUrl: string | null;
  description: string | null;
  logoUrl: string | null;
}

export interface Project {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  implementingAgency: string | null;
  fundingAgency: string | null;
  implementationDuration: string;
  status: ProjectStatus;
  locations: string[] | null;
  occupations: { name: string; count: number }[] | null;
  isActive: boolean;
  displayOrder: number;
}

export interface Download {
  id: string;
  title: string;
  description: string | null;
  category: DownloadCategory;
  fileName: string;
  fileUrl: string;
  fileSize: number | null;
  downloadCount: number;
  createdAt: string;
}

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string | null;
  image: string;
  ctaText: string | null;
  ctaLink: string | null;
}

export interface TrainingOpening {
  id: string;
  title: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  applicationDeadline: string | null;
  capacity: number;
  location: string | null;
  isActive: boolean;
}

export interface Certificate {
  name: string;
  fatherName: string;
  courseTaken: string;
  duration: string;
  trainingDate: string;
  certificateNumber: string;
  isDonorFunded: boolean;
  projectOfficeName: string | null;
}

export interface User {
  id: string;
  username: string;
}
