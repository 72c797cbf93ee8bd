import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { offerStatuses, products } from '@portal/events/commands';
import { minSearchLength } from '@portal/events/read-contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { customerDisplayName, useGetCustomersQuery } from '@/entities/customer/customer-api.ts';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import { useListSalesPartnersQuery } from '@/entities/sales-partner/sales-partner-api.ts';
import { emptyOfferFilter, type FilterProblem, filterProblems, type OfferFilterValues, roleFilters } from '../offer-filter.ts';

// The offer list's filters of spec section 3 for the role: text fields show why a value is not
// used yet (too short a search, a date not dd.mm.yyyy) and the list filters by the rest.

/** The most partners or customers a choice lists (the list routes' largest page). */
const CHOICES = 100;

interface OfferFiltersProps {
  role: OfferTableRole;
  value: OfferFilterValues;
  onChange: (value: OfferFilterValues) => void;
}

export function OfferFilters({ role, value, onChange }: OfferFiltersProps) {
  const { t } = useTranslation();
  const shows = roleFilters(role);
  const partners = useListSalesPartnersQuery(shows.salesPartner ? { limit: CHOICES } : skipToken);
  const customers = useGetCustomersQuery(shows.customer ? { limit: CHOICES } : skipToken);
  const problems = new Set(filterProblems(value));
  const any = { value: '', label: t('offers.filters.any') };
  const hint = (field: FilterProblem) =>
    problems.has(field) ? <span data-testid={`offer-filter-${field}-hint`}>{t(field === 'search' ? 'offers.filters.searchHint' : `offers.filters.invalid.${field}`, { min: minSearchLength })}</span> : undefined;
  const text = (field: 'search' | 'offerid' | 'dateFrom' | 'dateTo' | 'deliveryYear', placeholder?: string) => (
    <FormGroup label={t(`offers.filters.${field}`)} labelFor={`offer-filter-${field}`} helperText={hint(field)} intent={problems.has(field) ? 'warning' : 'none'}>
      <InputGroup
        id={`offer-filter-${field}`}
        data-testid={`offer-filter-${field}`}
        type={field === 'search' ? 'search' : 'text'}
        placeholder={placeholder}
        value={value[field]}
        maxLength={100}
        onValueChange={(next) => onChange({ ...value, [field]: next })}
      />
    </FormGroup>
  );
  const select = (field: 'product' | 'currency' | 'salesPartnerId' | 'changeflag' | 'customerId', label: string, options: { value: string; label: string }[]) => (
    <FormGroup label={label} labelFor={`offer-filter-${field}`}>
      <HTMLSelect id={`offer-filter-${field}`} data-testid={`offer-filter-${field}`} value={value[field]} options={[any, ...options]} onChange={(event) => onChange({ ...value, [field]: event.currentTarget.value })} />
    </FormGroup>
  );
  const toggleStatus = (status: OfferFilterValues['statuses'][number], on: boolean) =>
    onChange({ ...value, statuses: on ? [...value.statuses, status] : value.statuses.filter((s) => s !== status) });
  return (
    <section className="portal-offer-filters" aria-label={t('offers.filters.label')} data-testid="offer-filters">
      {text('search', t('offers.filters.searchPlaceholder'))}
      {text('offerid')}
      {text('dateFrom', t('offers.filters.datePlaceholder'))}
      {text('dateTo', t('offers.filters.datePlaceholder'))}
      {select('product', t('offers.filters.product'), products.map((p) => ({ value: p, label: t(`offerTable.products.${p}`) })))}
      {select('currency', t('offers.filters.currency'), ['CHF', 'EUR'].map((c) => ({ value: c, label: c })))}
      {text('deliveryYear')}
      {shows.salesPartner && select('salesPartnerId', t('offers.filters.salesPartner'), (partners.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name })))}
      {shows.changeflag &&
        select('changeflag', t('offers.filters.changeflag'), [
          { value: 'true', label: t('offers.yes') },
          { value: 'false', label: t('offers.no') },
        ])}
      {shows.customer && select('customerId', t('offers.filters.customer'), (customers.data?.rows ?? []).map((row) => ({ value: row.id, label: `${customerDisplayName(row)} (${row.id})` })))}
      <fieldset className="portal-offer-status-filter" data-testid="offer-filter-status">
        <legend>{t('offers.filters.status')}</legend>
        {offerStatuses.map((status) => (
          <Checkbox
            key={status}
            inline
            label={t(`offerTable.statuses.${status}`)}
            checked={value.statuses.includes(status)}
            onChange={(event) => toggleStatus(status, event.currentTarget.checked)}
            data-testid={`offer-filter-status-${status}`}
          />
        ))}
      </fieldset>
      <Button className="portal-offer-filter-reset" variant="minimal" onClick={() => onChange(emptyOfferFilter)} data-testid="offer-filter-reset">
        {t('offers.filters.reset')}
      </Button>
    </section>
  );
}
