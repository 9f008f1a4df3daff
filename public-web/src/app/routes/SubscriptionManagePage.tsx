import { ManageSubscription } from '@/features/forms/components/SubscriptionPages';

export default function SubscriptionManagePage() {
  return <ManageSubscription />;
}
