import { Tag } from '@blueprintjs/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { UserRow, UserStatus } from './user-draft.ts';
import { formatPhone } from '@/lib/format/phone.ts';

const statusIntent = { invited: 'warning', active: 'success', inactive: 'none' } as const;

/** The user's status as a tag: invited (not activated yet), active, inactive. */
export function UserStatusTag({ status, label }: { status: UserStatus; label: string }) {
  return (
    <Tag intent={statusIntent[status]} minimal round data-status={status}>
      {label}
    </Tag>
  );
}

/**
 * Columns of a user table (UserRow of docs/identity-api.md); `withCustomerAdmin` adds the
 * customer-admin column for customer users.
 *
 * @example <KeysetGrid columns={userColumns(t)} page={localKeysetPage(users, paging.cursor)} ... />
 */
export function userColumns(t: TFunction, options: { withCustomerAdmin?: boolean } = {}): ColDef<UserRow>[] {
  const columns: ColDef<UserRow>[] = [
    { colId: 'prename', headerName: t('userForm.prename'), field: 'prename' },
    { colId: 'name', headerName: t('userForm.name'), field: 'name' },
    { colId: 'mail', headerName: t('userForm.mail'), field: 'mail', minWidth: 200 },
    { colId: 'phone', headerName: t('userForm.phone'), valueGetter: (p) => (p.data ? formatPhone(p.data.phoneprefix, p.data.phone) : '') },
    { colId: 'language', headerName: t('userForm.language'), field: 'language', maxWidth: 110 },
    {
      colId: 'status',
      headerName: t('users.status'),
      field: 'status',
      maxWidth: 140,
      cellRenderer: (p: ICellRendererParams<UserRow>) => (p.data ? <UserStatusTag status={p.data.status} label={t(`users.statuses.${p.data.status}`)} /> : null),
    },
  ];
  if (options.withCustomerAdmin) {
    columns.splice(5, 0, {
      colId: 'isCustomerAdmin',
      headerName: t('userForm.isCustomerAdmin'),
      maxWidth: 150,
      valueGetter: (p) => (p.data?.isCustomerAdmin ? t('users.yes') : t('users.no')),
    });
  }
  return columns;
}
