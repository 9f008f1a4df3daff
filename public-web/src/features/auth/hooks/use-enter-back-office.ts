import type { User } from '@institute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { setSignedInUser } from '../api/get-user';
import { AUTH_PAGE_MESSAGES } from '../utils/messages';

/**
 * After a sign-in or a registration: the user is recorded and welcomed with `title`. Recording
 * the user is what takes the visitor on: the sign-in screen (`StaffPortal`) sends a signed-in
 * visitor to the back office, and it is the one place that navigates, so the page load to
 * /admin is started once and never cut off by a second one.
 */
export function useEnterBackOffice(title: string) {
  const queryClient = useQueryClient();
  return (user: User) => {
    toast({ title, description: AUTH_PAGE_MESSAGES.welcome });
    setSignedInUser(queryClient, user);
  };
}
