export { AdminImportScreen } from './import-screen';
