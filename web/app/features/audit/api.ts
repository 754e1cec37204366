import { CALLABLES, type AuditAction, type AuditCursor, type AuditPageResponse } from "@domain";
import { callFunction } from "../../lib/firebase";

/** The audit log's callables (owners; the server decides). */

export interface AuditFilters {
  byUid?: string;
  action?: AuditAction;
}

export const loadAuditPage = (filters: AuditFilters, cursor: AuditCursor | null): Promise<AuditPageResponse> =>
  callFunction(CALLABLES.listAuditLog, { ...filters, ...(cursor ? { cursor } : {}) });

export const exportAuditPage = (filters: AuditFilters, cursor: AuditCursor | null): Promise<AuditPageResponse> =>
  callFunction(CALLABLES.exportAuditLog, { ...filters, ...(cursor ? { cursor } : {}) });
