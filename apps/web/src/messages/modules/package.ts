/** Italian texts of the package module (`m.package`): closing a package and truck loading. Spec texts exactly. */
export const pkg = {
  closeTitle: 'Gestisci Colli',
  loadTitle: 'Carico Camion',
  project: 'Progetto',
  projectPlaceholder: 'Seleziona un progetto',
  package: 'Collo',
  packagePlaceholder: 'Seleziona o leggi un collo',
  noProjects: 'Nessun progetto con colli',
  noPackages: 'Nessun collo',
  proceed: 'Procedi',
  packageNotFound: 'Collo non trovato oppure già chiuso e spedito!',
  // --- photo ---
  photo: 'Foto',
  takePhoto: 'Scatta Foto',
  shoot: 'Scatta',
  cameraCancel: 'Annulla',
  savePhoto: 'Salva',
  discardPhoto: 'Scarta',
  removePhoto: 'Rimuovi Foto',
  photoAlt: 'Foto del collo',
  cameraPreview: 'Anteprima camera',
  cameraStarting: 'Avvio della camera...',
  cameraError: 'Camera del dispositivo non presente o non utilizzabile!',
  captureFailed: 'Foto non riuscita, riprovare.',
  confirmDiscard: 'Confermi di voler scartare la foto appena scattata?',
  confirmRemove: 'Confermi di voler rimuovere la foto del collo?',
  // --- closing ---
  closePackage: 'Chiudi Collo',
  closeDialogTitle: (name: string) => `Chiudi Collo ${name}`,
  width: 'Larghezza (mm)',
  depth: 'Profondità (mm)',
  height: 'Altezza (mm)',
  weight: 'Peso (kg)',
  cancel: 'Annulla',
  confirm: 'Conferma',
  closing: 'Chiusura in corso...',
  closed: 'Collo aggiornato allo stato Chiuso.',
  /** Issue 41: a package's four measures as a decision names them ('sostituire con …?'). */
  measuresFigure: (width: string, depth: string, height: string, weight: string) =>
    `${width}×${depth}×${height} mm, ${weight} kg`,
  /** Issue 41: a package with no measures stored yet. */
  noMeasures: 'nessuna misura',
  /**
   * Issue 41: under the open 'Chiudi Collo' dialog, another operator closed or loaded the package
   * meanwhile (the dialog stays with what was typed; Conferma then says it is closed).
   */
  closedMeanwhileBy: (name: string, time: string) => `Nel frattempo ${name} ha chiuso il collo alle ${time}`,
  closedMeanwhile: 'Nel frattempo il collo è stato chiuso',
  shippedMeanwhileBy: (name: string, time: string) =>
    `Nel frattempo ${name} ha caricato il collo sul camion alle ${time}`,
  shippedMeanwhile: 'Nel frattempo il collo è stato caricato sul camion',
  problems: {
    missing: 'Campo obbligatorio',
    not_a_number: 'Inserire un numero',
    not_positive: 'Deve essere maggiore di zero',
    too_large: (max: number, unit: string) => `Valore massimo ${max} ${unit}`,
    too_precise: (decimals: number) =>
      decimals === 0 ? 'Senza decimali' : `Al massimo ${decimals} decimali`,
  },
  // --- truck loading ---
  columns: { picture: 'Foto', name: 'Nome' },
  loadSelected: 'Carica selezionati',
  /** Issue 31: work kept on the device across a reload. */
  selectionRestored: 'Selezione non ancora caricata ripristinata',
  closingRestored: 'Collo non ancora chiuso ripristinato',
  selected: (n: number) => (n === 1 ? '1 collo selezionato' : `${n} colli selezionati`),
  supervisorsOnly: 'Solo un supervisore può selezionare i colli da caricare.',
  confirmExclude: 'Confermi di voler escludere il collo selezionato?',
  /** Issue 31: a selected package loaded or reopened from another handheld leaves the selection. */
  leftLoaded: (name: string) => `Collo ${name} già caricato sul camion`,
  leftReopened: (name: string) => `Collo ${name} riaperto`,
  leftSelection: (what: string) => `${what}: tolto dalla selezione.`,
  loaded: (n: number) => `Carico camion avvenuto correttamente. Colli caricati: ${n}`,
  loading: 'Caricamento in corso...',
};
