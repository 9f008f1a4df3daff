import type { TeamMember } from '@institute/shared';
import { useList } from '@/lib/react-query';

export const useTeam = () => useList<TeamMember>('/api/team');
