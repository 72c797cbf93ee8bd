import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { localKeysetPage } from '@/components/grid/keyset-paging.ts';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { userColumns } from './user-columns.tsx';
import type { UserRow } from './user-draft.ts';

export interface UserGridProps {
  /** Every user of the list (the routes answer them whole); undefined while loading. */
  readonly users: readonly UserRow[] | undefined;
  readonly loading: boolean;
  /** The customer-admin column, for a firm's users. */
  readonly withCustomerAdmin?: boolean;
  readonly onRowClick?: (row: UserRow) => void;
  readonly emptyKey?: string;
  readonly testId: string;
}

/**
 * A list of users as every users page shows it: the user columns, 10 a page, paged in the
 * browser. The admin's partner users, the auditors, a customer's and the own account's users.
 */
export function UserGrid({ users, loading, withCustomerAdmin = false, onRowClick, emptyKey, testId }: UserGridProps) {
  const { t } = useTranslation();
  const paging = useKeysetPage();
  const columns = useMemo(() => userColumns(t, { withCustomerAdmin }), [t, withCustomerAdmin]);
  return (
    <KeysetGrid<UserRow>
      columns={columns}
      page={users ? localKeysetPage(users, paging.cursor) : undefined}
      loading={loading}
      paging={paging}
      getRowId={(row) => row.id}
      onRowClick={onRowClick}
      emptyKey={emptyKey}
      testId={testId}
    />
  );
}
