import type { User } from '@institute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { setSignedInUser } from '../api/get-user';
import { AUTH_PAGE_MESSAGES, goToAdmin } from '../utils/messages';

/** After a sign-in or a registration: the user is recorded, welcomed with `title`, and taken to the back office. */
export function useEnterBackOffice(title: string) {
  const queryClient = useQueryClient();
  return (user: User) => {
    setSignedInUser(queryClient, user);
    toast({ title, description: AUTH_PAGE_MESSAGES.welcome });
    goToAdmin();
  };
}
