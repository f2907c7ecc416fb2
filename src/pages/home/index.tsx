import { SearchForm } from '../../pagesBook/SearchForm';

/** Booking: the flight search. */
export default function BookingPage() {
  return <SearchForm />;
}
