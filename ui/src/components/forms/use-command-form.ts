import type { CommandData, CommandType } from '@portal/events/commands';
import { type FormEvent, useState } from 'react';
import { showMessage } from '@/components/toaster.tsx';
import { type CommandDefinition, type SendOptions, useCommand } from '@/lib/commands.ts';
import { refusalOf } from './command-refusal.ts';
import { type FieldErrors, type FieldMessage, hasFieldErrors } from './field-errors.ts';
import { shownErrors } from './field-visibility.ts';
import { useFormFocus } from './use-form-focus.ts';

// The submit of every command form: the form's own checks first (a field's once the user left
// it, all once the user tried to send), then the command, then its refusal at a field, above the
// form or in a toast. A send that ends at fields brings the first of them into view and focus.

export interface FormErrorOptions {
  /** The form's fields as root names ("contact" covers "contact.mail"); a refusal there shows at the field. */
  fields: readonly string[];
  /** The form's own findings for the current values. */
  ownErrors: FieldErrors;
  /** False while what the checks need (e.g. the config lists) is still loading: nothing is sent. */
  ready?: boolean;
  /** Catalogue keys for refusals by `CODE@path` (field-errors.ts). */
  overrides?: Readonly<Record<string, string>>;
  /** The page renders `refusal` above the form; without it such a refusal is a toast. */
  refusalAbove?: boolean;
  /** Called when a send ends at the form's fields (its own checks or the API's refusal), with those errors. */
  onFieldErrors?: (errors: FieldErrors) => void;
}

/**
 * The field errors and the refusal of one form, for forms whose command the caller sends.
 * Spread `formProps` on the `<form>` and give each control its form path as `name`.
 */
export function useFormErrors({ fields, ownErrors, ready = true, overrides, refusalAbove = false, onFieldErrors }: FormErrorOptions) {
  const [tried, setTried] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<FieldMessage | null>(null);
  const focus = useFormFocus();
  const atFields = (errors: FieldErrors) => {
    focus.focusFirst(errors);
    onFieldErrors?.(errors);
  };
  return {
    /** API refusals first, then the own checks of the fields the user left (all once tried). */
    errors: shownErrors({ own: ownErrors, api: apiErrors, tried, touched: focus.touched }),
    tried,
    /** Spread on the `<form>`: blur checks and the focus of the first error. */
    formProps: focus.formProps,
    /** A refusal about something the form has no field for (with `refusalAbove`). */
    refusal,
    /** Call on every change: a refusal belongs to the values it was given for. */
    edited: () => setApiErrors({}),
    /** Marks the form as tried; true when the own checks pass and it may send. */
    check: (): boolean => {
      setTried(true);
      setRefusal(null);
      if (ready && !hasFieldErrors(ownErrors)) return true;
      if (ready) atFields(ownErrors);
      return false;
    },
    /** Shows a failed send where it belongs. */
    showRefusal: (error: unknown) => {
      const found = refusalOf(error, fields, overrides);
      if (found.kind === 'fields') {
        setApiErrors(found.errors);
        atFields(found.errors);
      } else if (found.kind === 'form' && refusalAbove) setRefusal(found.message);
      else showMessage(found.kind === 'toast' ? found.message : { type: 'error', key: found.message.key, params: found.message.params });
    },
  };
}

/**
 * A form that sends one command.
 *
 * @example
 * const form = useCommandForm(changeUserDetails, { fields: USER_FIELDS, ownErrors: userDraftErrors(draft, config) });
 * <form {...form.formProps} onSubmit={form.onSubmit(() => changeUserDetailsData(user.id, draft), () => showMessage(savedMessage))}>
 *   <UserForm errors={form.errors} onChange={(next) => { setDraft(next); form.edited(); }} ... />
 *   <Button type="submit" loading={form.sending} />
 */
export function useCommandForm<T extends CommandType>(command: CommandDefinition<T>, options: FormErrorOptions) {
  const [send, call] = useCommand(command);
  const form = useFormErrors(options);
  /** Sends when the own checks pass; resolves true when the command was taken. */
  const submit = async (data: () => CommandData<T>, sendOptions?: SendOptions): Promise<boolean> => {
    if (!form.check()) return false;
    const result = await send(data(), sendOptions);
    if (result.error === undefined) return true;
    form.showRefusal(result.error);
    return false;
  };
  return {
    ...form,
    sending: call.isLoading,
    submit,
    /** A form's onSubmit: `submit`, then `accepted` when the command was taken. */
    onSubmit: (data: () => CommandData<T>, accepted: () => void, sendOptions?: SendOptions) => (event: FormEvent) => {
      event.preventDefault();
      void submit(data, sendOptions).then((taken) => {
        if (taken) accepted();
      });
    },
  };
}
