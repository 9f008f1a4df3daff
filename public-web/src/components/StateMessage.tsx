import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import './StateMessage.css';

/**
 * Empty, error and not-found panels: an icon, a heading, a line of text and actions. The heading
 * is the page's own (`h1`) when the panel is all the page has, a section's (`h2`) inside a page.
 */
export function StateMessage({
  icon = 'alert',
  title,
  text,
  children,
  tone = 'neutral',
  page = false,
}: {
  icon?: IconName;
  title: string;
  text?: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
  page?: boolean;
}) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <div className={`state-message state-${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Icon name={icon} size={40} />
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
      {children && <div className="button-row">{children}</div>}
    </div>
  );
}
