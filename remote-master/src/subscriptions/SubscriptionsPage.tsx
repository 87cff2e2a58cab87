import { subscriptionContract } from '@console/contracts';
import { ResourceScreen } from '@console/ui';

const columns = ['subscription_id', 'name', 'description', 'max_accounts', 'price', 'months'] as const;

/** Spec 2 §2: subscriptions with the list pattern; create needs name and description, numbers from 0. */
export default function SubscriptionsPage() {
  return <ResourceScreen contract={subscriptionContract} columns={columns} />;
}
