/** Only the items with isActive true; one without the flag is not shown (docs/public-site.md, Data fetching). */
export function activeOnly<T extends { isActive?: boolean | null }>(items: readonly T[]): T[] {
  return items.filter((item) => item.isActive === true);
}

/** Ascending displayOrder (missing counts as 0); equal orders keep the server's order. Returns a new list. */
export function byDisplayOrder<T extends { displayOrder?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
}
