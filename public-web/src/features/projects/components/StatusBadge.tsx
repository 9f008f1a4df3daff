import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

const STATUS_KEYS = {
  active: 'projects.statusActive',
  ongoing: 'projects.statusOngoing',
  completed: 'projects.statusCompleted',
  cancelled: 'projects.statusCancelled',
} as const;

/** A project's status; 'completed' is styled apart from the other statuses (docs/public-site.md, Other pages). */
export function StatusBadge({ status }: { status: string }) {
  const t = useTexts();
  const locale = useLocale();
  const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS];
  return (
    <span className={status === 'completed' ? 'badge badge-green' : 'badge badge-blue'} lang={!key && locale === 'ne' ? 'en' : undefined}>
      {key ? t(key) : status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
