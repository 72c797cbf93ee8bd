import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { loginPath } from '@/config/paths.ts';
import { api } from '@/lib/api.ts';
import { connectRealtime, ownMessageIds } from '@/lib/realtime.ts';
import { actionFor } from '@/lib/realtime-rules.ts';
import { publishRowChange } from '@/lib/row-changes.ts';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks.ts';
import { loggedOut } from './session-slice.ts';
import { adminMessageReceived, realtimeStatusChanged } from './ui-slice.ts';

/**
 * Opens the socket for the lifetime of the shell and applies its messages to the store. It
 * reconnects when the user changes (login, logout), so the server ties the socket to the
 * session its cookie names and can send that session's `logoutResponse`.
 */
export function useRealtime(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const userId = useAppSelector((state) => state.session.userId);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => {
    const connection = connectRealtime({
      onStatus: (status) => dispatch(realtimeStatusChanged(status)),
      onMessage: (message) => {
        const action = actionFor(message, { autoUpdate: store.getState().ui.autoUpdate, ownMessageIds });
        switch (action.kind) {
          case 'invalidate':
            dispatch(api.util.invalidateTags(action.tags));
            break;
          case 'patch':
            // The cached answers holding the row patch themselves (lib/row-changes.ts).
            publishRowChange(action.change);
            break;
          case 'adminMessage':
            dispatch(adminMessageReceived({ title: action.title, body: action.body }));
            break;
          case 'logout':
            // The server ended this session (logout elsewhere, user or partner deactivated).
            if (store.getState().session.role === 'default') break;
            // Like NOT_AUTHORIZED: to /login, and back to this page after the next login (the
            // guard of a protected page decides the same, so the two cannot disagree).
            dispatch(loggedOut());
            void navigateRef.current(loginPath(`${window.location.pathname}${window.location.search}`));
            break;
          case 'ignore':
            break;
          default: {
            const unknown: never = action;
            throw new Error(`unhandled socket action ${JSON.stringify(unknown)}`);
          }
        }
      },
    });
    return () => connection.close();
  }, [dispatch, store, userId]);
}
