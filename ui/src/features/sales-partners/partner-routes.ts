import { useParams } from 'react-router';
import { fillPath, paths } from '@/config/paths.ts';

// The admin's sales partner screens (spec section 2, "Customer management") by partner and user.

const cm = paths.customerManagement;

export const partnerPath = {
  list: cm.salesPartners,
  create: cm.salesPartnerNew,
  detail: (salesPartnerId: string) => fillPath(cm.salesPartner, { salesPartnerId }),
  edit: (salesPartnerId: string) => fillPath(cm.salesPartnerEdit, { salesPartnerId }),
  testMail: (salesPartnerId: string) => fillPath(cm.salesPartnerTestMail, { salesPartnerId }),
  documentTemplate: (salesPartnerId: string) => fillPath(cm.salesPartnerDocumentTemplate, { salesPartnerId }),
  monthlyOverview: (salesPartnerId: string) => fillPath(cm.salesPartnerMonthlyOverview, { salesPartnerId }),
  design: (salesPartnerId: string) => fillPath(cm.salesPartnerDesign, { salesPartnerId }),
  users: (salesPartnerId: string) => fillPath(cm.salesPartnerUsers, { salesPartnerId }),
  usersNew: (salesPartnerId: string) => fillPath(cm.salesPartnerUsersNew, { salesPartnerId }),
  userEdit: (salesPartnerId: string, userId: string) => fillPath(cm.salesPartnerUserEdit, { salesPartnerId, userId }),
  userPassword: (salesPartnerId: string, userId: string) => fillPath(cm.salesPartnerUserChangePassword, { salesPartnerId, userId }),
};

/** The route's partner (and user) ids; the routes guarantee them. */
export function usePartnerParams(): { salesPartnerId: string; userId: string } {
  const { salesPartnerId = '', userId = '' } = useParams();
  return { salesPartnerId, userId };
}
