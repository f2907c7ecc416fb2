import { useEffect, type ReactNode } from 'react';
import { useBookingFlow } from './booking-actor';
import { StepFailure } from './StepFailure';

/**
 * The search form's link to the booking flow, loaded after the form is drawn: the submit button says
 * when the search is running, a failed search shows here, and the page follows the flow to the results.
 */
export default function SearchProgress({ submitButton, onShown }: { submitButton: (busy: boolean) => ReactNode; onShown: () => void }) {
  // The search page stays put when a booking is under way; a new search starts the booking afresh.
  const busy = useBookingFlow((s) => s.matches('searching'), { onlyOnChange: true });
  useEffect(onShown, [onShown]);
  return (
    <>
      <StepFailure step="searchForm" />
      {submitButton(busy)}
    </>
  );
}
