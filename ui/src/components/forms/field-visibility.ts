import type { FieldErrors } from './field-errors.ts';

// When a form shows what: a field's own error once the user has left it (blur) or tried to
// send; an API refusal always (it answers a send). Controls carry their form path as `name`
// ("contact.zipCode"), which is how blur and focus find the field of an error.

/**
 * The errors to show now: the API's, then the own errors of touched fields (all once tried).
 *
 * @example shownErrors({ own: { mail: m, name: n }, api: {}, tried: false, touched: new Set(['mail']) }) // { mail: m }
 */
export function shownErrors({ own, api, tried, touched }: { own: FieldErrors; api: FieldErrors; tried: boolean; touched: ReadonlySet<string> }): FieldErrors {
  const shown: Record<string, FieldErrors[string]> = { ...api };
  for (const [path, message] of Object.entries(own)) if (tried || touched.has(path)) shown[path] ??= message;
  return shown;
}

/** Whether a control named `name` shows the error at `path`: the same path, or a control inside it ("contact" holds "contact.mail"). */
const controlOf = (name: string, path: string): boolean => name === path || name.startsWith(`${path}.`);

/**
 * The first control name, in the order the form shows them, that has an error; null when no
 * control has one (an error without a field on the page).
 *
 * @example firstInvalidName(['firmname', 'contact.mail', 'contact.zipCode'], { 'contact.zipCode': z, 'contact.mail': m }) // 'contact.mail'
 */
export function firstInvalidName(names: readonly string[], errors: FieldErrors): string | null {
  const paths = Object.keys(errors);
  return names.find((name) => paths.some((path) => controlOf(name, path))) ?? null;
}

/** The form path of a control that lost focus, or null for one without a name (buttons, dialogs). */
export function fieldNameOf(target: EventTarget | null): string | null {
  const name = target && 'name' in target && typeof target.name === 'string' ? target.name : '';
  return name === '' ? null : name;
}

/** Scrolls the first control with an error into view and focuses it (the user sees what to fix). */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const controls = [...form.querySelectorAll<HTMLElement & { name: string }>('input[name], select[name], textarea[name]')];
  const name = firstInvalidName(
    controls.map((c) => c.name),
    errors,
  );
  const control = controls.find((c) => c.name === name);
  if (!control) return;
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}
