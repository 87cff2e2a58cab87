import { shippingContract } from '@console/contracts';
import { ResourceScreen } from '@console/ui';

const columns = ['shipping_id', 'order_id', 'destination_name', 'destination_city', 'total', 'status', 'is_free', 'createdAt'] as const;

/**
 * Document 3 §2, §3: the shipping data, paged and loaded on open (the screen's code loads with it, lazily);
 * a row opens every field of §3 to edit; the dialog creates one; status is free text.
 */
export default function ShippingPage() {
  return <ResourceScreen contract={shippingContract} columns={columns} />;
}
