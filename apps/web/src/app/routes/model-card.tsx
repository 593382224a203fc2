import { ModelCardPage } from '@/features/model-card';

/** /model-card ('Access Paper' on the About page): the model card rendered in the app. */
export default function ModelCardRoute() {
  return <ModelCardPage />;
}
