import { PROJECT_STATUSES, type ProjectStatus } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

const isProjectStatus = (status: string): status is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(status);

/** A project's status; 'completed' is styled apart from the other statuses (docs/public-site.md, Other pages). */
export function StatusBadge({ status }: { status: string }) {
  const t = useTexts();
  const locale = useLocale();
  const known = isProjectStatus(status);
  return (
    <span className={status === 'completed' ? 'badge badge-green' : 'badge badge-blue'} lang={!known && locale === 'ne' ? 'en' : undefined}>
      {known ? t(`projectStatus.${status}`) : status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
