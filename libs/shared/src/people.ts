/** The name fields a user record carries (a news author, a reviewer, the signed-in user). */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/** First and last name, trimmed and joined; null when neither is given. */
export function fullName(person: NamedPerson): string | null {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || null;
}

/** How a person is named on a page: the full name, else the username; null when neither is known. */
export function displayName(person: NamedPerson | null | undefined): string | null {
  if (!person) return null;
  return fullName(person) ?? (person.username?.trim() || null);
}

/**
 * A `mailto:` link to one address with a subject. Both are percent-encoded, so an address a
 * visitor typed (`a@b.cd?cc=x@y.z`) cannot add recipients, headers or a body.
 */
export function mailtoLink(address: string, subject: string): string {
  return `mailto:${encodeURIComponent(address)}?subject=${encodeURIComponent(subject)}`;
}
