import { localeDigits } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { usePrograms } from '../api/get-programs';

/** '5 training programs' in the hero, '…' until the programs arrive. */
export function ProgramCount() {
  const programs = usePrograms().data;
  const locale = useLocale();
  const t = useTexts();
  return (
    <strong data-testid="hero-program-count">{`${programs ? localeDigits(programs.length, locale) : '…'} ${t('hero.trainingPrograms')}`}</strong>
  );
}
