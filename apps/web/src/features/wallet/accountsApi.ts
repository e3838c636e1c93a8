import type { LinkWalletBody, MessageReply, RegisterBody, Session } from '@agora/core';
import { api } from '../../api/client';

/** Email accounts (issues 15 and 32): POST /api/v1/accounts/*. */
export const accountsApi = {
  register: (body: RegisterBody) => api.post<MessageReply>('/accounts/register', body),
  /** A registration's link also needs the password chosen when registering. */
  verify: (token: string, password?: string) =>
    api.post<MessageReply>('/accounts/verify', password === undefined ? { token } : { token, password }),
  login: (email: string, password: string) => api.post<Session>('/accounts/login', { email, password }),
  loginLink: (email: string) => api.post<MessageReply>('/accounts/login-link', { email }),
  loginWithLink: (token: string) => api.post<Session>('/accounts/login-link/use', { token }),
  forgot: (email: string) => api.post<MessageReply>('/accounts/forgot', { email }),
  reset: (token: string, password: string) => api.post<MessageReply>('/accounts/reset', { token, password }),
  changePassword: (current: string, password: string) =>
    api.post<MessageReply>('/accounts/password', { current, password }),
  addEmail: (email: string) => api.post<MessageReply>('/accounts/email', { email }),
  link: (body: LinkWalletBody) => api.post<Session>('/accounts/link', body),
};
