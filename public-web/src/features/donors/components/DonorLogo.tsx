import type { MediaMap } from '@institute/shared';
import { type ImageLoad, Img } from '@/components/Img';
import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { logoLetters } from '../utils/partners';
import './DonorLogo.css';

/** A partner's logo, or the first 4 letters of its name when it has none. */
export function DonorLogo({ name, logoUrl, media, load }: { name: string; logoUrl?: string | null; media?: MediaMap; load?: ImageLoad }) {
  const t = useTexts();
  // Donors have no Nepali side: on a Nepali page the alt is the English name alone, marked.
  const english = useLocale() === 'ne';
  if (logoUrl)
    return (
      <Img
        src={logoUrl}
        media={media}
        sizes="72px"
        load={load}
        alt={english ? name : t('donors.logo', { name })}
        lang={english ? 'en' : undefined}
        width={120}
        height={80}
        className="donor-logo"
      />
    );
  return (
    <span className="donor-letters" aria-hidden="true">
      {logoLetters(name)}
    </span>
  );
}
