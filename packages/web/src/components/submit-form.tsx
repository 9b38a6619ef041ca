import type { ReactNode } from 'react';

interface SubmitFormProps {
  /** The form's accessible name; a form without one is not a landmark. */
  label?: string;
  /** On the submit button or Enter; the page does not reload. */
  onSubmit: () => void;
  /**
   * The form says every problem at its fields itself: the browser's own checks (an e-mail field's) do not
   * stop the submit with their bubble. Amount and date fields rely on those checks: not with them.
   */
  noValidate?: boolean;
  children: ReactNode;
}

/**
 * A form element that hands its submit to the page instead of reloading it. When the submit ends with a
 * field saying what is wrong with it, that field takes the focus, as the browser's own checks do, so that
 * the message is read out and the person is where the fix goes.
 */
export function SubmitForm({ label, onSubmit, noValidate, children }: SubmitFormProps) {
  return (
    <form
      aria-label={label}
      noValidate={noValidate}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        onSubmit();
        // A submit is a discrete event: what it set is on screen by the next frame.
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }}
    >
      {children}
    </form>
  );
}
