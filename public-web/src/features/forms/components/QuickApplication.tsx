import { SectionLink } from '@/components/SectionLink';
import { useTexts } from '@/lib/i18n';

/** The 'Quick Application' box beside the home news, leading to the apply section. */
export function QuickApplication() {
  const t = useTexts();
  return (
    <div className="panel panel-blue">
      <h3>{t('apply.quickTitle')}</h3>
      <p>{t('apply.quickText')}</p>
      <ul className="check-list">
        <li>{t('apply.quickHours')}</li>
        <li>{t('apply.quickCertification')}</li>
        <li>{t('apply.quickDistricts')}</li>
      </ul>
      <SectionLink section="apply" className="button button-light">
        {t('apply.applyNow')}
      </SectionLink>
    </div>
  );
}
