// Account settings (spec section 2): the partner's account and design, a firm's company details,
// a private customer's personal details, the account's users and the personal settings (also
// the auditor's own user, his home).
export { AccountPage } from './components/account-page.tsx';
export { DesignPage } from './components/design-page.tsx';
export { AccountUserEditPage, AccountUserPasswordPage, AccountUsersNewPage, AccountUsersPage, OwnUserPage, OwnUserPasswordPage } from './components/account-users-pages.tsx';
export { CompanyDetailsPage, OwnPasswordPage, PersonalDetailsPage } from './components/customer-settings-pages.tsx';
