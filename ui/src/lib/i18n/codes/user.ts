import type { AreaTexts } from './area-texts.ts';

// The user area's codes in German, English and French (spec section 8).
export const userTexts: AreaTexts<'user'> = {
  de: {
    AT_LEAST_ONE_USER: 'Es muss mindestens ein Benutzer bestehen bleiben.',
    AUTO_LOGOUT: 'Ein Benutzer kann nicht aktiviert werden, während Sie angemeldet sind. Bitte melden Sie sich zuerst ab.',
  },
  en: {
    AT_LEAST_ONE_USER: 'At least one user must remain.',
    AUTO_LOGOUT: 'A user cannot be activated while you are logged in. Please log out first.',
  },
  fr: {
    AT_LEAST_ONE_USER: 'Il doit rester au moins un utilisateur.',
    AUTO_LOGOUT: 'Impossible d’activer un utilisateur tant que vous êtes connecté. Veuillez d’abord vous déconnecter.',
  },
};
