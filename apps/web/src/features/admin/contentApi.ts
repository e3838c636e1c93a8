import type {
  AdminCategory,
  AdminCurrency,
  AdminFaqEntry,
  AdminPromotion,
  CategoryInput,
  CurrencyInput,
  FaqInput,
  FeesReply,
  MessageReply,
  PromotionInput,
  SocialLinkMap,
  SocialLinksInput,
} from '@agora/core';
import { api } from '../../api/client';

/** The admin area's content and money calls; loaded only with the area. */
export const contentApi = {
  categories: () => api.get<AdminCategory[]>('/admin/categories'),
  addCategory: (b: CategoryInput) => api.post<AdminCategory[]>('/admin/categories', b),
  saveCategory: (id: number, b: CategoryInput) => api.put<AdminCategory[]>(`/admin/categories/${id}`, b),
  deleteCategory: (id: number) => api.delete<MessageReply>(`/admin/categories/${id}`),

  page: (key: string) => api.get<{ html: string }>(`/content/${key}`),
  savePage: (key: string, html: string) => api.put<{ html: string }>(`/content/${key}`, { html }),

  faq: () => api.get<AdminFaqEntry[]>('/admin/faq'),
  addFaq: (b: FaqInput) => api.post<AdminFaqEntry>('/admin/faq', b),
  saveFaq: (id: number, b: FaqInput) => api.put<AdminFaqEntry>(`/admin/faq/${id}`, b),
  deleteFaq: (id: number) => api.delete<MessageReply>(`/admin/faq/${id}`),

  promotions: () => api.get<AdminPromotion[]>('/admin/promotions'),
  addPromotion: (b: PromotionInput) => api.post<AdminPromotion>('/admin/promotions', b),
  savePromotion: (id: number, b: PromotionInput) => api.put<AdminPromotion>(`/admin/promotions/${id}`, b),
  deletePromotion: (id: number) => api.delete<MessageReply>(`/admin/promotions/${id}`),

  socialLinks: () => api.get<SocialLinkMap>('/content/social-links'),
  saveSocialLinks: (b: SocialLinksInput) => api.put<SocialLinkMap>('/admin/social-links', b),
  shareTags: () => api.get<string[]>('/content/share-tags'),
  saveShareTags: (tags: string[]) => api.put<string[]>('/admin/share-tags', { tags }),

  currencies: () => api.get<AdminCurrency[]>('/admin/currencies'),
  addCurrency: (b: CurrencyInput) => api.post<AdminCurrency[]>('/admin/currencies', b),
  saveCurrency: (symbol: string, b: { name: string; usdPrice: string }) =>
    api.put<AdminCurrency[]>(`/admin/currencies/${symbol}`, b),
  fees: () => api.get<FeesReply>('/admin/fees'),
  /** Writes the owner's setFees / setCurrency transaction to the audit log. */
  recordReceipt: (txHash: string) => api.post<{ actions: string[] }>('/admin/chain-receipts', { txHash }),
};
