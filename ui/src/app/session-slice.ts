import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type CustomerType, sessionApi, type UserInfo, type UserInfoAnswer, type UserRole } from '@/entities/session/session-api.ts';

export type Role = 'default' | UserRole;
export type { CustomerType };

/** The logged-in user's own fields, as the user-info call names them. */
export type SessionUser = Omit<UserInfo, 'loggedIn' | 'role' | 'customerType'>;

/** Who is using the portal (spec section 4, "Session"); default until the user-info call says otherwise. */
export interface Session {
  role: Role;
  customerType: CustomerType | null;
  userId: string | null;
  user: SessionUser | null;
  /** The start-up user-info call has answered (or failed): guards wait for it. */
  checked: boolean;
  /** The user-info call or the server said the session is over. */
  sessionEnded: boolean;
  /** The user logged out themselves: they go to /login without a way back to the page they left. */
  loggedOutByUser: boolean;
}

const initialState: Session = { role: 'default', customerType: null, userId: null, user: null, checked: false, sessionEnded: false, loggedOutByUser: false };

/** The session a user-info answer describes. */
export function sessionFrom(answer: UserInfoAnswer): Session {
  if (!answer.loggedIn) return { ...initialState, checked: true };
  const { loggedIn: _loggedIn, role, customerType, ...user } = answer;
  // Only customers have a customer type; a stray value for others must not open FI/PR routes.
  return { ...initialState, role, customerType: role === 'customer' ? customerType : null, userId: user.id, user, checked: true };
}

const ended = (): Session => ({ ...initialState, checked: true, sessionEnded: true });
const endedByUser = (): Session => ({ ...ended(), loggedOutByUser: true });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userInfoReceived: (_state, action: PayloadAction<UserInfoAnswer>) => sessionFrom(action.payload),
    /** The server ended the session (`logoutResponse`, NOT_AUTHORIZED). */
    loggedOut: ended,
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.getUserInfo.matchFulfilled, (_state, action) => sessionFrom(action.payload))
      // No answer at start: the visitor sees the public pages; the guards stop waiting.
      .addMatcher(sessionApi.endpoints.getUserInfo.matchRejected, (state, action) => {
        if (!action.meta.condition) state.checked = true;
      })
      .addMatcher(sessionApi.endpoints.loginTotp.matchFulfilled, (_state, action) => sessionFrom(action.payload))
      // Logged out locally even when the call failed: the user asked to leave.
      .addMatcher(sessionApi.endpoints.logout.matchFulfilled, endedByUser)
      .addMatcher(sessionApi.endpoints.logout.matchRejected, endedByUser);
  },
});

export const { userInfoReceived, loggedOut } = sessionSlice.actions;
