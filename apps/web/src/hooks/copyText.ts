import { MSG } from '@agora/core';
import { toast } from '../features/toast/toastStore';

/** Copy to the clipboard and say 'copied'. */
export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
  toast.success(MSG.copied);
}
