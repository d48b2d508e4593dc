/**
 * What 'Gestisci Colli' has chosen, kept on the device until the package is closed (lib/keep): the
 * project, the package, the measures typed in an open 'Chiudi Collo' dialog (issue 41: a decision
 * not yet confirmed survives a reload like the other kept dialogs) and the photo already taken
 * (IndexedDB, too big for localStorage). A reload or a session that ends gives them back, and the
 * operator is told once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PACKAGE_MEASURES, type PackageMeasure } from '@warehouse/shared';
import { readKeptBlob, useKeptState, writeKeptBlob } from '../../lib/keep';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';

/** The four measures as typed (text), while the closing dialog is open. */
export type TypedMeasures = Record<PackageMeasure, string>;

interface Chosen {
  projectId: number | null;
  packageId: number | null;
  /** The open closing dialog's measures; null (or absent, kept before) when it is not open. */
  measures?: TypedMeasures | null;
}

const SCREEN = 'package-close';
const PHOTO = 'package-close/photo';
const NONE: Chosen = { projectId: null, packageId: null, measures: null };
const isEmpty = (c: Chosen) => c.projectId === null && c.packageId === null;
const isId = (v: unknown) => v === null || typeof v === 'number';
const isMeasures = (v: unknown) =>
  v == null ||
  (typeof v === 'object' &&
    PACKAGE_MEASURES.every((f) => typeof (v as Record<string, unknown>)[f] === 'string'));
const accept = (v: unknown): v is Chosen =>
  typeof v === 'object' &&
  v !== null &&
  isId((v as Chosen).projectId) &&
  isId((v as Chosen).packageId) &&
  isMeasures((v as Chosen).measures);

export function useKeptClosing() {
  const kept = useKeptState<Chosen>(SCREEN, NONE, { isEmpty, accept });
  const [photo, setPhotoState] = useState<Blob | null>(null);
  const packageId = useRef(kept.value.packageId);
  packageId.current = kept.value.packageId;

  useEffect(() => {
    if (!kept.restored || isEmpty(kept.value)) return;
    toast(m.package.closingRestored);
    const restoredFor = kept.value.packageId;
    if (restoredFor === null) return;
    void readKeptBlob(PHOTO).then((blob) => {
      // Only if the operator has not chosen another package meanwhile.
      if (blob && packageId.current === restoredFor) setPhotoState(blob);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);

  const { set, clear: forget } = kept;
  const setPhoto = useCallback((blob: Blob | null) => {
    setPhotoState(blob);
    void writeKeptBlob(PHOTO, blob);
  }, []);
  const setProjectId = useCallback((id: number | null) => set((c) => ({ ...c, projectId: id })), [set]);
  const setPackageId = useCallback(
    (id: number | null) => set((c) => ({ ...c, packageId: id, measures: null })),
    [set],
  );
  const setMeasures = useCallback(
    (measures: TypedMeasures | null) => set((c) => ({ ...c, measures })),
    [set],
  );
  /** The package is closed: nothing left to keep. */
  const clear = useCallback(() => {
    forget();
    setPhoto(null);
  }, [forget, setPhoto]);

  return {
    projectId: kept.value.projectId,
    packageId: kept.value.packageId,
    setProjectId,
    setPackageId,
    measures: kept.value.measures ?? null,
    setMeasures,
    photo,
    setPhoto,
    clear,
  };
}
