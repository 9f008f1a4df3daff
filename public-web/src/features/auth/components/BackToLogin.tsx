import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';

export function BackToLogin() {
  const t = useTexts();
  const path = useLocalePath();
  return (
    <p className="center">
      <Link to={path('/login')} className="text-link">
        <Icon name="arrowLeft" size={14} /> {t('auth.backToLogin')}
      </Link>
    </p>
  );
}
