import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { i18n } from '@/lib/i18n/setup.ts';
import { type ClientMessage, toastKey, toastSpec } from '@/lib/messages/rules.ts';

// The one toaster of the app (spec sections 4 and 8). Rules live in lib/messages/rules.ts; this
// only renders them. The app registers what NOT_AUTHORIZED does (log out), since shared code
// does not know the store.

let toaster: Promise<Toaster> | null = null;
let onLogout: (() => void) | null = null;

export function setMessageEffects(effects: { logout: () => void }): void {
  onLogout = effects.logout;
}

const icons = { info: 'info-sign', error: 'error', warning: 'warning-sign', success: 'tick' } as const;

/** Shows a client message as a toast: title by type, text by code, time-out by type. */
export function showMessage(message: ClientMessage): void {
  const spec = toastSpec(message);
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 5 });
  const title = i18n.t(spec.titleKey);
  const text = i18n.t(spec.messageKey, spec.params);
  void toaster.then((t) =>
    t.show(
      {
        intent: spec.intent,
        icon: icons[message.type],
        timeout: spec.timeoutMs,
        message: (
          <div className="portal-toast" data-type={message.type} data-code={message.code ?? message.key ?? ''}>
            <strong className="portal-toast-title">{title}</strong>
            <div>{text}</div>
          </div>
        ),
      },
      toastKey(message),
    ),
  );
  if (spec.effect === 'logout') onLogout?.();
}
