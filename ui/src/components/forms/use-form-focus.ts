import { type FocusEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './field-errors.ts';
import { fieldNameOf, focusFirstInvalid } from './field-visibility.ts';

/**
 * Blur and focus for a whole form, on the `<form>` element: the controls' names (their form
 * paths) a user has left, and a request to bring the first field with an error into view.
 * `useFormErrors` uses it; a form with its own error state (the registration steps) may too.
 *
 * @example
 * const focus = useFormFocus();
 * <form {...focus.formProps} onSubmit={...}>   // errors: shownErrors({ own, api, tried, touched: focus.touched })
 */
export function useFormFocus() {
  const ref = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // A fresh object per request: the effect runs after the errors it names are rendered.
  const [focusRequest, setFocusRequest] = useState<FieldErrors | null>(null);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(ref.current, focusRequest);
  }, [focusRequest]);
  return {
    touched,
    /** Spread on the `<form>`: blur bubbles from every control to it (React's onBlur is focusout). */
    formProps: {
      ref,
      noValidate: true,
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const name = fieldNameOf(event.target);
        if (name !== null) setTouched((before) => (before.has(name) ? before : new Set(before).add(name)));
      },
    },
    /** Scrolls to and focuses the first control with one of these errors, once rendered. */
    focusFirst: (errors: FieldErrors) => setFocusRequest({ ...errors }),
  };
}
