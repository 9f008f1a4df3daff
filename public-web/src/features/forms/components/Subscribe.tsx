import { Island } from '@/lib/islands';
import SubscribeForm from './SubscribeForm.island';

/**
 * The subscription form where a page shows it (the home page's news, News & Notices, under an
 * article; docs/public-site.md, E-mail subscriptions), at `#subscribe`, where its post returns.
 */
export function Subscribe({ className }: { className?: string }) {
  return (
    <div id="subscribe" className={className}>
      <Island of={SubscribeForm} props={{}} />
    </div>
  );
}
