// The admin's sales partner management (spec section 2, "Customer management"): list, create,
// edit, activation, public registration, deletion, test mail, document templates, design, users.
export { DesignPage } from './components/design-page.tsx';
export { DocumentTemplatePage } from './components/document-template-page.tsx';
export { PartnerUserEditPage } from './components/partner-user-edit-page.tsx';
export { PartnerUserNewPage } from './components/partner-user-new-page.tsx';
export { PartnerUserPasswordPage } from './components/partner-user-password-page.tsx';
export { PartnerUsersPage } from './components/partner-users-page.tsx';
export { SalesPartnerDetailPage } from './components/sales-partner-detail-page.tsx';
export { SalesPartnerEditPage } from './components/sales-partner-edit-page.tsx';
export { SalesPartnerListPage } from './components/sales-partner-list-page.tsx';
export { SalesPartnerNewPage } from './components/sales-partner-new-page.tsx';
export { TestMailPage } from './components/test-mail-page.tsx';
