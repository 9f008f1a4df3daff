import { Icon } from '@/components/Icon';
import { useTexts } from '@/lib/i18n';
import { useHydrated, usePageUrl } from '@/lib/ssr';
import { toast } from '@/lib/toast';

/** The device's share sheet when there is one, else the link copied to the clipboard (`texts`: the notices, in the page's language). */
async function share(title: string, texts: { copied: string; failed: string }) {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as DOMException)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: texts.copied });
  } catch {
    toast({ title: texts.failed, description: url, variant: 'destructive' });
  }
}

interface Props {
  /** The article's title, which the share sheet is given. */
  title: string;
  className: string;
  /** The button's text. */
  label: string;
}

/**
 * An article's Share, an island: once the page runs, the share sheet or the link copied; before or
 * without the page's code, a plain link to the article's own address, for the browser's own share
 * or copy (docs/public-site.md, Without JavaScript).
 */
export default function ShareButton({ title, className, label }: Props) {
  const t = useTexts();
  const hydrated = useHydrated();
  const { pathname } = usePageUrl();
  const content = (
    <>
      <Icon name="share" size={16} /> {label}
    </>
  );
  if (!hydrated)
    return (
      <a className={className} href={pathname}>
        {content}
      </a>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={() => share(title, { copied: t('article.linkCopied'), failed: t('article.copyFailed') })}
    >
      {content}
    </button>
  );
}
