import type { EN_TEXTS } from '@institute/shared';
import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n';
import { useContentLang, useLocalePath } from '@/lib/locale';
import { useDonors } from '../api/get-donors';
import { HOME_SAMPLES, type Partner, partnersOrSamples } from '../utils/partners';
import { DonorLogo } from './DonorLogo';
import './DonorsStrip.css';

type PartnerNameKey = Extract<keyof typeof EN_TEXTS.defaults, `partner${number}Name`>;

/** The catalogue key of a built-in sample partner's name ('sample-0' is partner1), or null for a donor. */
function sampleNameKey(partner: Partner): `defaults.${PartnerNameKey}` | null {
  const match = /^sample-(\d+)$/.exec(partner.id);
  return match ? (`defaults.partner${Number(match[1]) + 1}Name` as `defaults.${PartnerNameKey}`) : null;
}

export function DonorsStrip() {
  const t = useTexts();
  const to = useLocalePath();
  const contentLang = useContentLang();
  // The samples in the page's language; a donor's name is English (donors have no Nepali fields).
  const partners = partnersOrSamples(useDonors().data, HOME_SAMPLES).map((p) => {
    const key = sampleNameKey(p);
    return key ? { ...p, name: t(key), lang: undefined } : { ...p, lang: contentLang(p, 'name') };
  });
  // The list twice, so the strip scrolls without a gap; the copy is hidden from assistive technology.
  return (
    <section id="donors" className="section donors-strip" aria-labelledby="donors-title">
      <div className="container">
        <h2 id="donors-title" className="section-title center">
          {t('home.donorsTitle')}
        </h2>
        <div className="marquee">
          <ul className="marquee-track" data-testid="donor-track">
            {[0, 1].map((copy) =>
              partners.map((p, i) => (
                <li key={`${copy}-${i}`} className="donor-chip" aria-hidden={copy === 1 ? true : undefined} title={p.name} lang={p.lang}>
                  <DonorLogo name={p.name} logoUrl={p.logoUrl} media={p.media} />
                  <span className="donor-name">{p.name}</span>
                </li>
              )),
            )}
          </ul>
        </div>
        <div className="center">
          <Link to={to('/donors')} className="button button-outline">
            {t('home.viewAllDonors')}
          </Link>
        </div>
      </div>
    </section>
  );
}
