/** The three chained selects project → document → reference item, each enabled once the previous is chosen. */
import { Select } from '@mantine/core';
import type { Document } from '../../domain/records';
import { m } from '../../messages/it';
import type { PreparationChoice } from './use-preparation-choice';

const t = m.project;

/** Closed documents and reference items (shown to supervisors) are marked '(X) '. */
const documentLabel = (doc: Document) => `${doc.closed ? t.closedMark : ''}${doc.name}`;
const asOptions = (docs: readonly Document[]) =>
  docs.map((d) => ({ value: String(d.id), label: documentLabel(d) }));
const asValue = (id: number | null) => (id === null ? null : String(id));
const asId = (v: string | null) => (v ? Number(v) : null);

export function PreparationSelects({ choice }: { choice: PreparationChoice }) {
  const { projectId, documentId, referenceItemId } = choice;
  return (
    <>
      <Select
        label={t.project}
        placeholder={t.choose}
        data={choice.projects.map((p) => ({ value: String(p.id), label: p.name }))}
        value={asValue(projectId)}
        onChange={(v) => choice.chooseProject(asId(v))}
        searchable
        nothingFoundMessage={t.none}
        data-testid="select-project"
        size="md"
      />
      <Select
        label={t.document}
        placeholder={t.choose}
        data={asOptions(choice.documents)}
        value={asValue(documentId)}
        onChange={(v) => choice.chooseDocument(asId(v))}
        disabled={projectId === null}
        searchable
        nothingFoundMessage={t.none}
        data-testid="select-document"
        size="md"
      />
      <Select
        label={t.referenceItem}
        placeholder={t.choose}
        data={asOptions(choice.referenceItems)}
        value={asValue(referenceItemId)}
        onChange={(v) => choice.chooseReferenceItem(asId(v))}
        disabled={projectId === null || documentId === null}
        searchable
        nothingFoundMessage={t.none}
        data-testid="select-reference-item"
        size="md"
      />
    </>
  );
}
