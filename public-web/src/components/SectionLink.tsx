import type { MouseEvent, ReactNode } from 'react';
import { useLocale } from '@/lib/locale';
import { scrollToSection } from '@/lib/scroll';
import { usePageUrl } from '@/lib/ssr';
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
 * elsewhere it goes to /#section (/ne#section on a Nepali page), where the browser lands on the
 * section (before the page's code runs too).
 */
export function SectionLink({ section, className, children, onNavigate }: Props) {
  const { pathname } = usePageUrl();
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
    <a href={`${home}#${section}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
