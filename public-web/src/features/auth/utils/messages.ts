import { adminReturnPath, RETURN_TO_PARAM } from '@institute/shared';

/**
 * The back office is its own app: a full page load, not a client-side route. It goes back to
 * the screen the back office sent the visitor from (`?returnTo=`), when that is one of its own.
 */
export function goToAdmin() {
  window.location.assign(adminReturnPath(new URLSearchParams(window.location.search).get(RETURN_TO_PARAM)));
}
