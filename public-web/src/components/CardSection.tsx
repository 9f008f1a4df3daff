import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A home page section of cards: its heading and lead, up to `count` cards (as many skeletons
 * while they load, else the empty text) and a button to the page that lists them all.
 */
export function CardSection<T extends { id: string }>({
  id,
  className = 'section',
  title,
  lead,
  items,
  count,
  card,
  emptyText,
  link,
}: {
  id: string;
  className?: string;
  title: string;
  lead: string;
  items: { data?: T[] };
  count: number;
  card: (item: T) => ReactNode;
  emptyText: string;
  link: { to: string; label: string };
}) {
  return (
    <section id={id} className={className}>
      <div className="container">
        <h2 className="section-title center">{title}</h2>
        <p className="section-lead center">{lead}</p>
        {items.data && items.data.length > 0 ? (
          <div className="card-grid grid-4">{items.data.slice(0, count).map(card)}</div>
        ) : (
          <p className="empty-text center">{emptyText}</p>
        )}
        <div className="center">
          <Link to={link.to} className="button button-outline">
            {link.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
