import { MSG } from '../app/messages';
import { ContentPage } from '../features/content/ContentPage';

export default function TermsPage() {
  return <ContentPage title={MSG.content.terms} contentKey="terms" />;
}
