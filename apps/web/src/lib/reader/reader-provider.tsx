import { useEffect, useState, type ReactNode } from 'react';
import { useLocalSettings } from '../settings/local-settings';
import { ReaderConnection } from './connection';
import { m } from '../../messages/it';
import { putCutRead, takeCutRead, takeEarlyKeys } from './early-keys';
import { deliverLine, refuseReading } from './readings';
import { setReaderStatus } from './status';
import { insertIntoField, setFieldValue, WedgeDetector } from './wedge';

/**
 * Starts the two reading sources for the whole app: the reader bridge's WebSocket (URL from the local
 * settings) and the keyboard-wedge detector on the document (capture phase, prefix and suffix from
 * the local settings).
 */
export function ReaderProvider({ children }: { children?: ReactNode }) {
  const { readerUrl, scanPrefix, scanSuffix } = useLocalSettings();
  const [wedge] = useState(
    () =>
      new WedgeDetector({
        onLine: (line) => deliverLine(line, 'wedge'),
        onInterrupted: () => refuseReading(m.scanner.interrupted),
        insertText: insertIntoField,
        restoreText: setFieldValue,
        guardsEveryField: () => guardsEveryField(window.location.pathname),
      }),
  );

  useEffect(() => {
    const connection = new ReaderConnection({
      url: readerUrl,
      onLine: (line) => deliverLine(line, 'reader'),
      onStatus: setReaderStatus,
    });
    connection.start();
    // A page going away lets go of the bridge at once, so it keeps what is read meanwhile for the next page.
    const leave = () => connection.stop();
    const back = () => connection.start();
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    const wake = () => {
      if (document.visibilityState !== 'hidden') connection.reconnectNow();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      connection.stop();
    };
  }, [readerUrl]);

  useEffect(
    () => wedge.configure({ prefix: scanPrefix, suffix: scanSuffix }),
    [wedge, scanPrefix, scanSuffix],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => wedge.handleKey(e);
    // The GS1 separator some scanners send with no key: a keypress alone (charCode 29), or a field's text.
    const onKeypress = (e: KeyboardEvent) =>
      wedge.handleChar({ ...eventPorts(e), text: e.key || String.fromCharCode(e.charCode) });
    const onBeforeInput = (e: InputEvent) => wedge.handleChar({ ...eventPorts(e), text: e.data ?? '' });
    // Typing held back from a quantity field goes in before a tap acts on it (Conferma reads it).
    const flush = () => wedge.flush();
    const focusLeft = () => wedge.focusLeft();
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('keypress', onKeypress, true);
    document.addEventListener('beforeinput', onBeforeInput, true);
    document.addEventListener('pointerdown', flush, true);
    document.addEventListener('focusout', focusLeft, true);
    // A read the previous page left in its middle (a reload under a scan): its rest is refused here.
    const cut = takeCutRead();
    if (cut !== null) wedge.cutAt(cut);
    const keepCutRead = () => {
      const since = wedge.readingSince();
      if (since !== null) putCutRead(since);
    };
    window.addEventListener('pagehide', keepCutRead);
    // Keys that came before this (a scan as the page loaded) go first, with their own times.
    for (const key of takeEarlyKeys()) {
      const ports = { timeStamp: key.timeStamp, target: key.target, preventDefault: () => {} };
      if (key.kind === 'char') wedge.handleChar({ ...ports, text: key.text });
      else wedge.handleKey({ ...key, ...ports, stopPropagation: () => {} });
    }
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('keypress', onKeypress, true);
      document.removeEventListener('beforeinput', onBeforeInput, true);
      document.removeEventListener('pointerdown', flush, true);
      document.removeEventListener('focusout', focusLeft, true);
      window.removeEventListener('pagehide', keepCutRead);
      wedge.dispose();
    };
  }, [wedge]);

  return <>{children}</>;
}

/**
 * The handheld's screens guard every field against the scanner; the login (a person types there) and
 * the back office (a desk's keyboard, no scan screens) do not.
 */
export function guardsEveryField(pathname: string): boolean {
  return !/^\/(login|admin)(\/|$)/.test(pathname);
}

/** What the detector needs of a DOM event (its methods bound: a spread would lose them). */
function eventPorts(e: Event) {
  return { timeStamp: e.timeStamp, target: e.target, preventDefault: () => e.preventDefault() };
}
