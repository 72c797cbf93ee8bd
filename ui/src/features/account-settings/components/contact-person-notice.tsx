import { Button, Callout, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { savedMessage } from '@/components/forms/command-refusal.ts';
import { showMessage } from '@/components/toaster.tsx';
import { isProblem } from '@/lib/api.ts';
import { useCommand } from '@/lib/commands.ts';
import { messageFromProblem } from '@/lib/messages/rules.ts';
import { type CustomerDetail, useGetCustomerQuery } from '@/entities/customer/customer-api.ts';
import { changeCustomer } from '@/entities/customer/customer-commands.ts';
import { contactDifferences, contactFromUser } from '@/entities/customer/contact-differences.ts';
import { changeCustomerData, draftFromDetail } from '@/entities/customer/customer-draft.ts';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import type { UserRow } from '@/entities/user/user-draft.ts';

/**
 * Above a firm's company details: says that the contact person is the company's own record, and
 * when the logged-in user is that contact but their personal details have moved on (a new phone,
 * say), names the fields that differ and lets a customer admin take them over. The two records
 * never disagree without the page saying so.
 */
export function ContactPersonNotice({ customerId, userId, canEdit }: { customerId: string; userId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { data: customer } = useGetCustomerQuery(customerId);
  const { data: user } = useGetUserByIdQuery(userId);
  const differing = customer?.contact && user ? contactDifferences(customer.contact, user) : [];
  return (
    <>
      <p className={Classes.TEXT_MUTED} data-testid="contact-person-explained">{t('accountSettings.contactPerson.explained')}</p>
      {customer && user && differing.length > 0 && (
        <Callout intent="warning" data-testid="contact-person-differs">
          {t('accountSettings.contactPerson.differs', { fields: differing.map((field) => t(`accountSettings.contactPerson.fields.${field}`)).join(', ') })}
          {canEdit && <TakeOver customer={customer} user={user} />}
        </Callout>
      )}
    </>
  );
}

function TakeOver({ customer, user }: { customer: CustomerDetail; user: UserRow }) {
  const { t } = useTranslation();
  const [send, call] = useCommand(changeCustomer);
  const takeOver = async () => {
    const draft = draftFromDetail(customer);
    const result = await send(changeCustomerData(customer.id, { ...draft, contact: contactFromUser(draft.contact, user) }));
    if (!('error' in result) || result.error === undefined) showMessage(savedMessage);
    else showMessage(isProblem(result.error) ? messageFromProblem(result.error) : { type: 'error' });
  };
  return (
    <div className="portal-form-actions">
      <Button intent="primary" loading={call.isLoading} onClick={() => void takeOver()} data-testid="contact-person-take-over">
        {t('accountSettings.contactPerson.takeOver')}
      </Button>
    </div>
  );
}
