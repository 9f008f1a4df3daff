import type { TeamMember } from '@institute/shared';
import { useList } from '@/lib/react-query';

/** The read's address and query key (the server loads it before rendering: app/page-data.ts). */
export const TEAM_URL = '/api/team';

export const useTeam = () => useList<TeamMember>(TEAM_URL);
