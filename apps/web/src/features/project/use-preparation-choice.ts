/**
 * The chained choice project → document → reference item of the preparation selection (spec §2, §6):
 * choosing one clears those after it, and reading a name chooses it. Supervisors also get closed
 * documents and reference items. The project is kept for coming back with keepProject=true.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { visibleText } from '../../lib/reader';
import { useSelectionScan } from '../../lib/scan/use-selection-scan';
import { m } from '../../messages/it';
import { useLiveScreen } from '../../domain/live';
import {
  preparationDocumentsQuery,
  preparationKeys,
  preparationProjectsQuery,
  referenceItemsQuery,
} from './api';

/** The project chosen last, restored when coming back with keepProject=true. */
const KEPT_PROJECT = 'warehouse.project.selection';

export function usePreparationChoice(typology: string, keepProject: boolean, supervisor: boolean) {
  const [projectId, setProjectId] = useState<number | null>(() =>
    keepProject ? Number(sessionStorage.getItem(KEPT_PROJECT)) || null : null,
  );
  const [documentId, setDocumentId] = useState<number | null>(null);
  const [referenceItemId, setReferenceItemId] = useState<number | null>(null);

  const projects = useQuery(preparationProjectsQuery(typology));
  const documents = useQuery({
    ...preparationDocumentsQuery(projectId ?? 0, supervisor),
    enabled: projectId !== null,
  });
  const referenceItems = useQuery({
    ...referenceItemsQuery(documentId ?? 0, supervisor),
    enabled: documentId !== null,
  });

  // Projects and the chosen project's documents created or closed by another operator show here.
  useLiveScreen({
    models: ['projects'],
    within: projectId === null ? [] : [`documents:${projectId}`],
    reload: [
      preparationKeys.projects(typology),
      ...(projectId === null ? [] : [['preparation', 'documents', projectId] as const]),
    ],
  });

  useEffect(() => {
    if (projectId !== null) sessionStorage.setItem(KEPT_PROJECT, String(projectId));
  }, [projectId]);

  const chooseProject = (id: number | null) => {
    setProjectId(id);
    setDocumentId(null);
    setReferenceItemId(null);
  };
  const chooseDocument = (id: number | null) => {
    setDocumentId(id);
    setReferenceItemId(null);
  };

  useSelectionScan(
    (code) => {
      // The spec shows these two with the code read in front ('NOPE-1: Progetto non trovato!').
      const refused = (message: string) => ({ message: m.scan.withCode(visibleText(code), message) });
      const project = projects.data?.find((p) => p.name === code);
      if (project) return chooseProject(project.id);
      if (projectId === null) return refused(m.scan.projectNotFound);
      const doc = documents.data?.find((d) => d.name === code);
      if (doc) return chooseDocument(doc.id);
      const ref = referenceItems.data?.find((d) => d.name === code);
      if (ref) return setReferenceItemId(ref.id);
      return refused(m.scan.documentNotFound);
    },
    {
      // A name read while its list loads waits for it (a document label right after the project's).
      ready:
        !projects.isPending &&
        !(projectId !== null && documents.isPending) &&
        !(documentId !== null && referenceItems.isPending),
    },
  );

  return {
    projectId,
    documentId,
    referenceItemId,
    projects: projects.data ?? [],
    documents: documents.data ?? [],
    referenceItems: referenceItems.data ?? [],
    chooseProject,
    chooseDocument,
    chooseReferenceItem: setReferenceItemId,
  };
}

export type PreparationChoice = ReturnType<typeof usePreparationChoice>;
