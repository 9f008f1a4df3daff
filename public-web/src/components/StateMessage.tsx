import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import './StateMessage.css';

/** Empty, error and not-found panels: an icon, a heading, a line of text and actions. */
export function StateMessage({
  icon = 'alert',
  title,
  text,
  children,
  tone = 'neutral',
}: {
  icon?: IconName;
  title: string;
  text?: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div className={`state-message state-${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Icon name={icon} size={40} />
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {children && <div className="button-row">{children}</div>}
    </div>
  );
}
