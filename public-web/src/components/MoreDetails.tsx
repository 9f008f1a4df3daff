import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/ssr';
import './MoreDetails.css';

/**
 * A card's 'Learn More' or 'View Details' (docs/public-site.md, Without JavaScript): once the page
 * runs, a button that opens the card's dialog; before or without the page's code, a `<details>`
 * whose summary shows `children`, the dialog's content, in the card itself.
 */
export function MoreDetails({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated)
    return (
      <button type="button" className="button button-outline" onClick={onOpen} aria-haspopup="dialog">
        {label}
      </button>
    );
  return (
    <details className="more-details">
      <summary className="button button-outline">{label}</summary>
      <div className="more-details-body">{children}</div>
    </details>
  );
}
