import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '@/lib/locale';
import { scrollToSection } from '@/lib/scroll';
import { localePath } from '@institute/shared';

interface Props {
  /** The id of a home page section: programs, contact, apply, news, ... */
  section: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A link to a home page section: on the home page it scrolls there (120 px offset);
 * elsewhere it goes to /#section (/ne#section on a Nepali page), where the home page scrolls
 * after it shows.
 */
export function SectionLink({ section, className, children, onNavigate }: Props) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const home = localePath('/', locale);
  const onHome = pathname === home;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (onHome && scrollToSection(section)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${section}`);
    }
  };
  return (
    <Link to={`${home}#${section}`} className={className} onClick={handleClick}>
      {children}
    </Link>
  );
}
