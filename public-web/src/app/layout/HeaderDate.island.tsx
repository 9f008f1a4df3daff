import { useEffect, useState } from 'react';
import { Icon } from '@/components/Icon';
import { englishDate } from '@/lib/dates';
import { useLocale } from '@/lib/locale';

/** The header date is refreshed every hour (docs/public-site.md, Header). */
const DATE_REFRESH_MS = 3_600_000;

interface Props {
  /** When the page was rendered. */
  renderedAt: number;
  /** That day in Bikram Sambat, in the page's language, as the server wrote it. */
  bikramSambat: string;
}

/**
 * Today in English and in Bikram Sambat (only Bikram Sambat, in Nepali, on a Nepali page), an
 * island refreshed every hour (docs/public-site.md, Header). It starts with the day the server
 * drew; the Bikram Sambat calendar's code is loaded only when the visitor's today is another day.
 */
export default function HeaderDate({ renderedAt, bikramSambat }: Props) {
  const locale = useLocale();
  const [shown, setShown] = useState(() => ({ english: englishDate(new Date(renderedAt)), bikramSambat }));
  useEffect(() => {
    const tick = async () => {
      const now = new Date();
      const english = englishDate(now);
      if (english === shown.english) return;
      const { bikramSambatDate } = await import('@/lib/bikram-sambat');
      setShown({ english, bikramSambat: bikramSambatDate(now, locale) });
    };
    void tick();
    const timer = window.setInterval(() => void tick(), DATE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [shown.english, locale]);
  return (
    <p className="topbar-date">
      <Icon name="calendar" size={14} />
      {locale === 'en' && (
        <>
          <span data-testid="date-en">{shown.english}</span>
          <span aria-hidden="true" className="divider">
            |
          </span>
        </>
      )}
      <span data-testid="date-bs" lang={locale}>
        {shown.bikramSambat}
      </span>
    </p>
  );
}
