import { ConfirmSubscription } from '@/features/forms/components/SubscriptionPages';

export default function SubscriptionConfirmPage() {
  return <ConfirmSubscription />;
}
