import { useTexts } from '@/lib/i18n';
import { dismissToast, useToast } from '@/lib/toast';
import { Icon } from './Icon';
import './Toaster.css';

/** The single toast on screen, announced politely (errors assertively). */
export function Toaster() {
  const t = useTexts();
  const toast = useToast();
  return (
    <div className="toaster" aria-live="polite" role="region" aria-label={t('common.notifications')}>
      {toast && (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant ?? 'default'}`}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
        >
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="icon-button" onClick={dismissToast} aria-label={t('common.dismissNotification')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
