import { SIGN_IN_NOTICES, type User } from '@institute/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMessageText } from '@/lib/messages';
import { toast } from '@/lib/toast';
import { setSignedInUser } from '../api/get-user';

/**
 * After a sign-in or a registration: the user is recorded and welcomed with `title` (a SIGN_IN_NOTICES text, shown in the page's language). Recording
 * the user is what takes the visitor on: the sign-in screen (`StaffPortal`) sends a signed-in
 * visitor to the back office, and it is the one place that navigates, so the page load to
 * /admin is started once and never cut off by a second one.
 */
export function useEnterBackOffice(title: string) {
  const queryClient = useQueryClient();
  const text = useMessageText();
  return (user: User) => {
    toast({ title: text(title), description: text(SIGN_IN_NOTICES.welcome) });
    setSignedInUser(queryClient, user);
  };
}
