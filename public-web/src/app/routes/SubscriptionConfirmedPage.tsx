import { SubscriptionConfirmed } from '@/features/forms/components/SubscriptionPages';

export default function SubscriptionConfirmedPage() {
  return <SubscriptionConfirmed />;
}
