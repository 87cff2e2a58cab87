import { languageContract } from '@console/contracts';
import { ResourceScreen } from '@console/ui';

const columns = ['language_id', 'name', 'locale', 'createdAt'] as const;

/** Spec 2 §2: languages with the list pattern; create needs name and locale. */
export default function LanguagesPage() {
  return <ResourceScreen contract={languageContract} columns={columns} />;
}
