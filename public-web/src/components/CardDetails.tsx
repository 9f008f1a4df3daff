import type { MediaMap } from '@institute/shared';
import type { ReactNode } from 'react';
import { Island } from '@/lib/islands';
import { useContentLang } from '@/lib/locale';
import MoreDetails from './MoreDetails.island';

/**
 * A card's 'Learn More' or 'View Details' for `record` (a program, a project): the dialog is
 * titled by the record's title, in its language, and shows the record's picture above `children`,
 * the details. `applyFor` as in MoreDetails.
 */
export function CardDetails({
  record,
  label,
  applyFor,
  children,
}: {
  record: { title: string; imageUrl?: string | null; media?: MediaMap };
  label: string;
  applyFor?: string;
  children: ReactNode;
}) {
  const contentLang = useContentLang();
  return (
    <Island
      of={MoreDetails}
      props={{
        label,
        title: record.title,
        titleLang: contentLang(record, 'title'),
        image: { src: record.imageUrl ?? null, media: record.media },
        applyFor,
      }}
    >
      {children}
    </Island>
  );
}
