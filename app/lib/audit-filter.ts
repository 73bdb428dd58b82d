/** The audit log's filter as it travels in a URL: `?actor=…&action=…`, shared by the page and its export. */
import { adminMessages } from "~/i18n/admin-messages";

export interface AuditFilterValue {
  actor?: string;
  action?: string;
}

const knownActions = new Set(Object.keys(adminMessages.audit.actions));

/**
 * The filter a URL asks for. An action the log does not know, or an over-long name, is dropped
 * rather than refused: the reader sees the whole log with that part of the filter unset.
 */
export function auditFilterFrom(params: URLSearchParams): AuditFilterValue {
  const actor = params.get("actor")?.trim() ?? "";
  const action = params.get("action") ?? "";
  return {
    ...(actor && actor.length <= 254 ? { actor } : {}),
    ...(knownActions.has(action) ? { action } : {}),
  };
}

/** `?actor=…&action=…` for a filter, or nothing when it is empty. */
export function auditQuery(filter: AuditFilterValue): string {
  const params = new URLSearchParams();
  if (filter.actor) params.set("actor", filter.actor);
  if (filter.action) params.set("action", filter.action);
  const query = params.toString();
  return query ? `?${query}` : "";
}
