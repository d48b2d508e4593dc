/**
 * What 'Gestisci Colli' has chosen, kept on the device until the package is closed (lib/keep): the
 * project, the package and the photo already taken (IndexedDB, too big for localStorage). A reload
 * or a session that ends gives them back, and the operator is told once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { readKeptBlob, useKeptState, writeKeptBlob } from '../../lib/keep';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';

interface Chosen {
  projectId: number | null;
  packageId: number | null;
}

const SCREEN = 'package-close';
const PHOTO = 'package-close/photo';
const NONE: Chosen = { projectId: null, packageId: null };
const isEmpty = (c: Chosen) => c.projectId === null && c.packageId === null;
const isId = (v: unknown) => v === null || typeof v === 'number';
const accept = (v: unknown): v is Chosen =>
  typeof v === 'object' && v !== null && isId((v as Chosen).projectId) && isId((v as Chosen).packageId);

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
  const setPackageId = useCallback((id: number | null) => set((c) => ({ ...c, packageId: id })), [set]);
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
    photo,
    setPhoto,
    clear,
  };
}
