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
  const touch = (names: readonly string[]) =>
    setTouched((before) => (names.every((n) => before.has(n)) ? before : new Set([...before, ...names])));
  // A blur caused by pressing something inside the form (the submit button, the next field) shows
  // its error only once the press is over: an error that appears on mousedown pushes the button
  // away under the pointer and the click is lost. The timeout runs after the click's events.
  const pressing = useRef<string[] | null>(null);
  const release = () => {
    const names = pressing.current ?? [];
    pressing.current = null;
    window.setTimeout(() => touch(names), 0);
  };
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
      onPointerDown: () => {
        if (pressing.current) return;
        pressing.current = [];
        const done = () => {
          window.removeEventListener('pointerup', done);
          window.removeEventListener('pointercancel', done);
          release();
        };
        window.addEventListener('pointerup', done);
        window.addEventListener('pointercancel', done);
      },
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const name = fieldNameOf(event.target);
        if (name === null) return;
        if (pressing.current) pressing.current.push(name);
        else touch([name]);
      },
    },
    /** Scrolls to and focuses the first control with one of these errors, once rendered. */
    focusFirst: (errors: FieldErrors) => setFocusRequest({ ...errors }),
  };
}
