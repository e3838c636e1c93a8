import type {
  AdminDashboard,
  AdminMe,
  AdminUser,
  AuditEntry,
  MessageReply,
  Page,
  ReportedItem,
} from '@agora/core';
import { api } from '../../api/client';

const item = (contract: string, tokenId: string) => `/admin/items/${contract}/${tokenId}`;

/** The admin area's calls (people and moderation); loaded only with the area. */
export const adminApi = {
  me: () => api.get<AdminMe>('/admin/me'),
  dashboard: () => api.get<AdminDashboard>('/admin/dashboard'),
  audit: (page: number) => api.get<Page<AuditEntry>>('/admin/audit', { page, limit: 20 }),
  reportedItems: (page: number, resolved: boolean) =>
    api.get<Page<ReportedItem>>('/admin/reported-items', { page, limit: 10, resolved }),
  setHidden: (contract: string, tokenId: string, hidden: boolean) =>
    api.put<MessageReply>(`${item(contract, tokenId)}/hidden`, { hidden }),
  resolveReports: (contract: string, tokenId: string, resolved: boolean) =>
    api.put<MessageReply>(`${item(contract, tokenId)}/reports`, { resolved }),
  users: (q: string, page: number) => api.get<Page<AdminUser>>('/admin/users', { q, page, limit: 20 }),
  setVerified: (address: string, verified: boolean) =>
    api.put<MessageReply>(`/admin/users/${address}/verified`, { verified }),
  setBanned: (address: string, banned: boolean) =>
    api.put<MessageReply>(`/admin/users/${address}/banned`, { banned }),
};
