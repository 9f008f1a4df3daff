/**
 * Accounts the suite signs in with; the global setup creates the editor, the viewer and the
 * Nepali administrator (an administrator whose back office is in नेपाली).
 */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin-e2e-2083' },
  editor: { username: 'editor1', password: 'Editor-e2e-2083' },
  viewer: { username: 'viewer1', password: 'Viewer-e2e-2083' },
  nepali: { username: 'prashasak', password: 'Prashasak-e2e-2083' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;
