import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { AuditStream } from '@portal/events/read-contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { forwardKeysetPage } from '@/components/grid/forward-paging.ts';
import { KeysetGrid } from '@/components/grid/keyset-grid.tsx';
import { useForwardPaging } from '@/components/grid/use-forward-paging.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { ROWS_PER_PAGE } from '@/config/constants.ts';
import { useGetAuditStreamsQuery } from '@/entities/audit/audit-api.ts';
import { auditStreamPath } from '@/entities/audit/audit-values.ts';
import { formatTimestamp } from '@/lib/format/date.ts';
import { searchOf, searchPrefix, streamCategories } from '../stream-search.ts';
import './audit-pages.css';

const categoryLabel = (t: TFunction, category: string) => (streamCategories.includes(category as never) ? t(`audit.categories.${category}`) : category);

function streamColumns(t: TFunction): ColDef<AuditStream>[] {
  return [
    { colId: 'streamId', headerName: t('audit.columns.streamId'), field: 'streamId', flex: 3, minWidth: 340 },
    { colId: 'category', headerName: t('audit.columns.category'), valueGetter: (p) => (p.data ? categoryLabel(t, p.data.category) : '') },
    { colId: 'events', headerName: t('audit.columns.events'), field: 'events', maxWidth: 120 },
    { colId: 'firstRecordedAt', headerName: t('audit.columns.firstRecordedAt'), valueGetter: (p) => (p.data ? formatTimestamp(p.data.firstRecordedAt) : '') },
    { colId: 'lastRecordedAt', headerName: t('audit.columns.lastRecordedAt'), valueGetter: (p) => (p.data ? formatTimestamp(p.data.lastRecordedAt) : '') },
  ];
}

/**
 * /audit: streams of the log by category and the start of their id, keyset-paged with the
 * answer's `next`; a row opens the stream. The search runs when asked (each one is a recorded
 * read) and stays in the URL (`?prefix=`), so the way back from a stream finds the same list.
 */
export function AuditStreamsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const searched = params.get('prefix');
  const [form, setForm] = useState(() => searchOf(searched ?? ''));
  const paging = useForwardPaging();
  const { data, isFetching, error } = useGetAuditStreamsQuery(searched === null ? skipToken : { prefix: searched, after: paging.after, limit: ROWS_PER_PAGE });
  const columns = useMemo(() => streamColumns(t), [t]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    paging.reset();
    setParams({ prefix: searchPrefix(form.category, form.text) });
  };

  return (
    <PageCard title={t('routes.audit')} testId="audit-streams-page">
      <p>{t('audit.intro')}</p>
      <form className="portal-audit-search" onSubmit={search} data-testid="audit-search-form">
        <FormGroup label={t('audit.search.category')} labelFor="audit-category">
          <HTMLSelect id="audit-category" data-testid="audit-category" value={form.category} onChange={(e) => setForm({ ...form, category: e.currentTarget.value })}>
            <option value="">{t('audit.search.all')}</option>
            {streamCategories.map((category) => (
              <option key={category} value={category}>
                {t(`audit.categories.${category}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('audit.search.text')} labelFor="audit-prefix" className="portal-audit-search-text">
          <InputGroup id="audit-prefix" data-testid="audit-prefix" value={form.text} onValueChange={(text) => setForm({ ...form, text })} />
        </FormGroup>
        <Button type="submit" intent="primary" data-testid="audit-search">
          {t('audit.search.submit')}
        </Button>
      </form>
      <LoadError error={error} />
      {searched === null ? (
        <p data-testid="audit-search-hint">{t('audit.search.hint')}</p>
      ) : (
        <KeysetGrid
          columns={columns}
          page={data ? forwardKeysetPage(data.items, data.next, paging.pageNumber) : undefined}
          loading={isFetching}
          paging={paging}
          getRowId={(row) => row.streamId}
          onRowClick={(row) => void navigate(auditStreamPath(row.streamId))}
          emptyKey="audit.search.empty"
          testId="audit-streams-grid"
        />
      )}
    </PageCard>
  );
}
