import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeysetPage } from '@/components/grid/use-keyset-page.ts';
import { useDebounced } from '@/entities/metering-point/use-code-check.ts';
import { useGetOfferTableQuery } from '@/entities/offer/offer-api.ts';
import type { OfferTableRole } from '@/entities/offer/offer-table-query.ts';
import { emptyOfferFilter, type OfferFilterValues, searchObjOf } from './offer-filter.ts';

/** Typing pauses this long before the filters are sent. */
const FILTER_DELAY_MS = 300;

/** The offer table's filters, page and query: the filters settle before they are sent. */
export function useOfferTable(role: OfferTableRole | null) {
  const { i18n } = useTranslation();
  const [values, setValues] = useState<OfferFilterValues>(emptyOfferFilter);
  const paging = useKeysetPage();
  const searchObj = useMemo(() => (role ? searchObjOf(values, role) : {}), [values, role]);
  const settled = useDebounced(searchObj, FILTER_DELAY_MS);
  const filterKey = JSON.stringify(settled);
  const { reset } = paging;
  // Another filter starts again on its first page.
  useEffect(() => reset(), [filterKey, reset]);
  const query = useGetOfferTableQuery({ role: role ?? 'customer', cursor: paging.cursor, searchObj: settled, language: i18n.language }, { skip: role === null });
  return { values, setValues, paging, query };
}
