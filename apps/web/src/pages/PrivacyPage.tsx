import { MSG } from '@agora/core';
import { ContentPage } from '../features/content/ContentPage';

export default function PrivacyPage() {
  return <ContentPage title={MSG.content.privacy} contentKey="privacy-policy" />;
}
