import { resolveSiteSettings } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api';
import type {
  AboutContent,
  Donor,
  Download,
  HeroSlide,
  News,
  Program,
  Project,
  SiteSetting,
  Statistic,
  TeamMember,
  TrainingOpening,
  User,
} from '@institute/shared';

/** Read hooks of the public calls (public spec §7); each key is the URL it reads. */
function useList<T>(url: string) {
  return useQuery<T[]>({ queryKey: [url] });
}

/** Settings with the built-in defaults filled in, also while loading or after an error. */
export function useSiteSettings() {
  const query = useList<SiteSetting>('/api/site-settings');
  return resolveSiteSettings(query.data);
}

/** False until the settings have been answered (or failed): texts from them wait, unseen. */
export function useSiteSettingsSettled(): boolean {
  return !useList<SiteSetting>('/api/site-settings').isPending;
}

/** The client keeps only programs with isActive true (public spec §7). */
export function activeOnly<T extends { isActive?: boolean | null }>(items: readonly T[]): T[] {
  return items.filter((item) => item.isActive === true);
}

export function usePrograms() {
  const query = useList<Program>('/api/programs');
  return { ...query, data: query.data && activeOnly(query.data) };
}

export const useStatistics = () => useList<Statistic>('/api/statistics');
export const useNews = () => useList<News>('/api/news');
export const useAbout = () => useList<AboutContent>('/api/about');
export const useTeam = () => useList<TeamMember>('/api/team');
export const useDonors = () => useList<Donor>('/api/donors');
export const useProjects = () => useList<Project>('/api/projects');
export const useDownloads = () => useList<Download>('/api/downloads');
export const useHeroSlides = () => useList<HeroSlide>('/api/hero-slides');
export const useTrainingOpenings = () => useList<TrainingOpening>('/api/training-openings');

export const useNewsArticle = (identifier: string) => useQuery<News>({ queryKey: ['/api/news', identifier] });

/** The signed-in user, or null: a 401 is an empty result, not an error. */
export const useUser = () => useQuery<User | null>({ queryKey: ['/api/user'], queryFn: getQueryFn<User | null>({ on401: 'returnNull' }) });
