/**
 * The values of the document modal, from the document edited (or empty, dated today, for a new one).
 * Choosing a location fills an empty code and description with the location's own.
 */
import { useState } from 'react';
import type { DocumentForm } from './api';
import { today } from './format';
import type { InventoryDocument, Named } from './types';

export function useDocumentForm(existing: InventoryDocument | null, locations: Named[]) {
  const [locationId, setLocationId] = useState<string | null>(
    existing?.location_id != null ? String(existing.location_id) : null,
  );
  const [code, setCode] = useState(existing?.code ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [issuedAt, setIssuedAt] = useState(existing?.issued_at?.slice(0, 10) ?? today());
  const [closed, setClosed] = useState(existing?.closed === true);
  const [partial, setPartial] = useState(existing?.partial === true);
  const location = locations.find((l) => String(l.id) === locationId) ?? null;
  const complete = location !== null && code.trim() !== '' && description.trim() !== '' && issuedAt !== '';

  const chooseLocation = (value: string | null) => {
    setLocationId(value);
    const chosen = locations.find((l) => String(l.id) === value);
    // The location's own code and name are the usual code and description of its document.
    if (chosen && !code.trim()) setCode(chosen.code ?? chosen.name);
    if (chosen && !description.trim()) setDescription(chosen.name);
  };

  /** The form to save, or null while a required field is empty. */
  const form = (): DocumentForm | null =>
    complete
      ? {
          location_id: location.id,
          name: location.name,
          code: code.trim(),
          description: description.trim(),
          issued_at: issuedAt,
          closed,
          partial,
        }
      : null;

  return {
    locationId,
    chooseLocation,
    code,
    setCode,
    description,
    setDescription,
    issuedAt,
    setIssuedAt,
    closed,
    setClosed,
    partial,
    setPartial,
    complete,
    form,
  };
}
