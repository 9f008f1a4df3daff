import type { ReactNode } from 'react';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/lib/meta';

/** An inner page: its title and description tags, the blue title band with the same title, then the page's content. */
export function InnerPage({
  title,
  subtitle,
  description,
  children,
}: {
  title: string;
  subtitle: string;
  description: string;
  children: ReactNode;
}) {
  usePageMeta({ title, description });
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      {children}
    </>
  );
}
