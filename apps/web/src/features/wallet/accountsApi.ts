import type { MessageReply, RegisterBody, Session } from '@agora/core';
import { api } from '../../api/client';

/** Email accounts (issue 15): POST /api/v1/accounts/*. */
export const accountsApi = {
  register: (body: RegisterBody) => api.post<MessageReply>('/accounts/register', body),
  verify: (token: string) => api.post<MessageReply>('/accounts/verify', { token }),
  login: (email: string, password: string) => api.post<Session>('/accounts/login', { email, password }),
  forgot: (email: string) => api.post<MessageReply>('/accounts/forgot', { email }),
  reset: (token: string, password: string) => api.post<MessageReply>('/accounts/reset', { token, password }),
  changePassword: (current: string, password: string) =>
    api.post<MessageReply>('/accounts/password', { current, password }),
  addEmail: (email: string) => api.post<MessageReply>('/accounts/email', { email }),
};
