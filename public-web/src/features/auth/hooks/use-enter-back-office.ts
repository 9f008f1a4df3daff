import type { FormMessageCode } from '@institute/shared';
import { useMessageText } from '@/lib/messages';
import { toast } from '@/lib/toast';
import { goToAdmin } from '../utils/messages';

/**
 * After a sign-in or a registration: the visitor is welcomed with `title` (the code of a
 * SIGN_IN_NOTICES text, shown in the page's language) and taken on to the back office, a full page load.
 */
export function useEnterBackOffice(title: FormMessageCode) {
  const text = useMessageText();
  return () => {
    toast({ title: text(title), description: text('signIn.welcome') });
    goToAdmin();
  };
}
