import { Icon } from '@/components/Icon';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';

/** A plain link (a full page load), so an island may hold it. */
export function BackToLogin() {
  const t = useTexts();
  const path = useLocalePath();
  return (
    <p className="center">
      <a href={path('/login')} className="text-link">
        <Icon name="arrowLeft" size={14} /> {t('auth.backToLogin')}
      </a>
    </p>
  );
}
