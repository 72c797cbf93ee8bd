import { paths } from '@/config/paths.ts';
import type { Feature } from '@/lib/feature.ts';
import { salesPartnersCatalogue } from './i18n.ts';

const cm = paths.customerManagement;
// The admin's sales partner screens share one chunk.
const pages = () => import('./index.ts');

export const salesPartnersFeature: Feature = {
  name: 'sales-partners',
  pages: {
    [cm.salesPartners]: async () => (await pages()).SalesPartnerListPage,
    [cm.salesPartnerNew]: async () => (await pages()).SalesPartnerNewPage,
    [cm.salesPartner]: async () => (await pages()).SalesPartnerDetailPage,
    [cm.salesPartnerEdit]: async () => (await pages()).SalesPartnerEditPage,
    [cm.salesPartnerTestMail]: async () => (await pages()).TestMailPage,
    [cm.salesPartnerDocumentTemplate]: async () => (await pages()).DocumentTemplatePage,
    [cm.salesPartnerUsers]: async () => (await pages()).PartnerUsersPage,
    [cm.salesPartnerUsersNew]: async () => (await pages()).PartnerUserNewPage,
    [cm.salesPartnerUserEdit]: async () => (await pages()).PartnerUserEditPage,
    [cm.salesPartnerUserChangePassword]: async () => (await pages()).PartnerUserPasswordPage,
    [cm.salesPartnerDesign]: async () => (await pages()).DesignPage,
  },
  catalogue: salesPartnersCatalogue,
};
