/** A form-level error, shown in red under the form. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="font-semibold text-danger">
      {message}
    </p>
  );
}
