import type { AuditDiff, AuditHistory, AuditState, AuditStreamPage } from '@portal/events/read-contracts';
import { api, type ApiRequest } from '@/lib/api.ts';

// The audit routes of the command API (docs/adr/0026-audit-history.md), admin and auditor only.
// The server records every call it answers as an AuditRead of the reader, a 404 and a 422
// included: a retry would record a second read, so none of these GETs is retried (`retry: false`),
// and pages ask only when the user asks (no prefetch, no polling, no socket invalidation).

export interface AuditStreamsArgs {
  prefix: string;
  after?: string | undefined;
  limit?: number;
}

export interface AuditHistoryArgs {
  streamId: string;
  /** The revision after which the page starts: the `next` of the page before. */
  after?: string | undefined;
  limit?: number;
  /** The stream's last events instead of a page (not with after and limit). */
  last?: number;
}

export interface AuditStateArgs {
  streamId: string;
  /** A date-time with offset or a global position (ADR 26, "Moments"). */
  asOf: string;
}

export interface AuditDiffArgs {
  streamId: string;
  from: string;
  to: string;
}

/**
 * One audit GET: the path with its query (parameters left undefined are left out), never retried.
 *
 * @example auditRequest('/api/audit/streams', { prefix: 'customer-', after: undefined }) // { url: '/api/audit/streams?prefix=customer-', retry: false }
 */
export function auditRequest(path: string, query: Readonly<Record<string, string | number | undefined>> = {}): ApiRequest {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return { url: text === '' ? path : `${path}?${text}`, retry: false };
}

const streamPath = (streamId: string) => `/api/audit/streams/${encodeURIComponent(streamId)}`;

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditStreams: build.query<AuditStreamPage, AuditStreamsArgs>({
      query: ({ prefix, after, limit }) => auditRequest('/api/audit/streams', { prefix, after, limit }),
    }),
    getAuditHistory: build.query<AuditHistory, AuditHistoryArgs>({
      query: ({ streamId, after, limit, last }) => auditRequest(`${streamPath(streamId)}/history`, { after, limit, last }),
    }),
    getAuditState: build.query<AuditState, AuditStateArgs>({
      query: ({ streamId, asOf }) => auditRequest(streamPath(streamId), { asOf }),
    }),
    getAuditDiff: build.query<AuditDiff, AuditDiffArgs>({
      query: ({ streamId, from, to }) => auditRequest(`${streamPath(streamId)}/diff`, { from, to }),
    }),
  }),
});

export const { useGetAuditStreamsQuery, useGetAuditHistoryQuery, useGetAuditStateQuery, useGetAuditDiffQuery } = auditApi;
