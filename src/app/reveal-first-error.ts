const focusable = 'input:not([type=hidden]), select, textarea, button, [tabindex]';

/**
 * After a form is submitted with invalid fields, the first of them in the page's order is scrolled to
 * the middle of the screen (clear of the pinned bars) and takes focus, so its message beside it is
 * seen and read out. Runs once React has drawn the errors the submit found; a form whose focus is
 * already in an invalid field is left as it is.
 */
export function revealFirstInvalidField(document: Document): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    setTimeout(() => {
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!invalid || invalid.contains(document.activeElement)) return;
      const field = invalid.matches(focusable) ? invalid : (invalid.querySelector<HTMLElement>(focusable) ?? invalid);
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    });
  });
}
