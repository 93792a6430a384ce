export { Received, TestReceiver } from './receiver';
