/** A failed call's message above a form, read out at once. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <div className="form-error" role="alert">
      {message}
    </div>
  ) : null;
}
