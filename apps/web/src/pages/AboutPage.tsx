import { MSG } from '../app/messages';
import { ContentPage } from '../features/content/ContentPage';

export default function AboutPage() {
  return <ContentPage title={MSG.content.about} contentKey="about" />;
}
