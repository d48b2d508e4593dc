export { useRearCamera, type CameraState, type RearCamera } from './use-rear-camera';
