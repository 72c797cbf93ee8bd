import type { ComponentType } from 'react';
import { useGetUserByIdQuery } from '@/entities/user/user-api.ts';
import { useGetSalesPartnerQuery } from '@/features/sales-partners/api.ts';
import { useGetCustomerQuery } from '@/entities/customer/customer-api.ts';
import { crumbLabel, type NamedParam, paramNames } from './crumb-trail.ts';

// The name a breadcrumb shows for a route parameter instead of its id. Each reads through the
// same query (endpoint and argument) as the page of that route, so the page and its crumb share
// one cache entry and one request. The feature's api.ts, not its index: the shell must not pull
// the feature's pages out of their lazy chunk.

type Label = ComponentType<{ id: string }>;

const PartnerName: Label = ({ id }) => crumbLabel(id, useGetSalesPartnerQuery(id), paramNames.salesPartnerId);
const CustomerName: Label = ({ id }) => crumbLabel(id, useGetCustomerQuery(id), paramNames.customerId);
const UserName: Label = ({ id }) => crumbLabel(id, useGetUserByIdQuery(id), paramNames.userId);

const paramLabels: Readonly<Record<NamedParam, Label>> = { salesPartnerId: PartnerName, customerId: CustomerName, userId: UserName };

/** The label of a route parameter, or none for a parameter shown as it is (offer ids and the like). */
export const paramLabel = (param: string): Label | undefined => (Object.hasOwn(paramLabels, param) ? paramLabels[param as NamedParam] : undefined);
