/** Scanning with the device's camera; see docs/web-app.md ("Camera scanning"). */
export { CameraScanButton } from './camera-button';
export { useCameraScanner, DECODE_MEASURE, type CameraScannerState } from './use-camera-scanner';
export { readerLine, CAMERA_FORMATS } from './formats';
