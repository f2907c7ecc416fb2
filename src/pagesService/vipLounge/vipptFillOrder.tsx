import type { PageProps } from '../../page-props';
import { OrderForm } from './OrderForm';

/** Meet-and-greet: the airport (`productId`), the flight day, the travellers with their birthdays, the flight and slot, the contact; then payment. */
export default function MeetGreetFillOrderPage({ query }: PageProps) {
  return <OrderForm productType="MEET_GREET" query={query} />;
}
