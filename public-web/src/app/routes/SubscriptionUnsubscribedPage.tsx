import { Unsubscribed } from '@/features/forms/components/SubscriptionPages';

export default function SubscriptionUnsubscribedPage() {
  return <Unsubscribed />;
}
