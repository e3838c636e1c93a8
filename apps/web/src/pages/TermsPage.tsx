import { MSG } from '@agora/core';
import { ContentPage } from '../features/content/ContentPage';

export default function TermsPage() {
  return <ContentPage title={MSG.content.terms} contentKey="terms" />;
}
