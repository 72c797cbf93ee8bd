import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetCustomerQuery, useGetCustomersQuery } from '@/entities/customer/customer-api.ts';
import { useGetMeteringPointsQuery } from '@/entities/metering-point/metering-point-api.ts';
import type { ConfigSelect } from '@/lib/config-select.ts';
import { useGetProfileStatusesQuery } from '../api.ts';
import type { PointChoice } from '../load-profile-choice.ts';
import type { OfferRequestValues } from '../request-values.ts';
import type { CheckContext } from '../step-checks.ts';
import type { RequestingRole } from '../steps.ts';

/** The most customers and points the steps list (the list routes' largest page). */
export const LIST_LIMIT = 100;

/**
 * What the steps choose from and check against: the partner's customers, the chosen customer's
 * currencies, its points in the request's market area with their profile status, and the limits
 * of the configuration.
 */
export function useRequestSources(role: RequestingRole, ownCustomerId: string | null, values: OfferRequestValues, config: ConfigSelect, today: string) {
  const customerId = role === 'customer' ? (ownCustomerId ?? '') : values.customerId;
  const customers = useGetCustomersQuery(role === 'salesPartner' ? { limit: LIST_LIMIT } : skipToken);
  const customer = useGetCustomerQuery(customerId === '' ? skipToken : customerId);
  // A partner's user lists the customer's points in the chosen market area; a customer's user all of its own.
  const pointFilter = role === 'salesPartner' ? { customerId, ...(values.marketArea ? { marketArea: values.marketArea } : {}) } : {};
  const pointList = useGetMeteringPointsQuery(customerId === '' ? skipToken : { limit: LIST_LIMIT, filter: pointFilter });
  const rows = useMemo(() => pointList.data?.rows ?? [], [pointList.data]);
  const keys = useMemo(() => rows.map((row) => ({ code: row.code, direction: row.direction })), [rows]);
  const statuses = useGetProfileStatusesQuery(keys.length === 0 ? skipToken : keys);

  const points = useMemo<PointChoice[]>(
    () =>
      rows.map((row, index) => {
        const history = statuses.data?.[index]?.history ?? null;
        return {
          code: row.code,
          direction: row.direction,
          marketArea: row.marketArea,
          yearlyQuantityKwh: row.yearlyQuantityKwh,
          history: history ? { from: history.from, to: history.to, kwh: history.kwh } : null,
        };
      }),
    [rows, statuses.data],
  );

  const context: CheckContext = {
    role,
    today,
    marketAreas: config.marketareasAllObjSP.filter((area) => area.active).map((area) => area.id),
    certificates: config.certificatesConfig.filter((c) => c.active).map((c) => c.id),
    minSupplyLeadDays: config.businessLimits.minSupplyLeadDays,
    maxPoints: config.businessLimits.maxMeteringPointsPerOffer,
    customerCurrencies: customer.data?.currencies ?? null,
    points,
  };
  return {
    context,
    customerId,
    customers: customers.data?.rows ?? [],
    customer: customer.data,
    pointsLoading: pointList.isFetching || statuses.isFetching,
    pointsFailed: pointList.isError || statuses.isError,
  };
}
