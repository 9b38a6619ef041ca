import type { ReactNode } from 'react';

interface SubmitFormProps {
  /** The form's accessible name; a form without one is not a landmark. */
  label?: string;
  /** On the submit button or Enter; the page does not reload. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A form element that hands its submit to the page instead of reloading it. */
export function SubmitForm({ label, onSubmit, children }: SubmitFormProps) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
