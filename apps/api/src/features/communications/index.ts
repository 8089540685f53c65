export { communicationsRoutes } from './communications.routes';
export {
  onCommunicationPublished,
  type CommunicationPublished,
  type CommunicationPublishedListener,
} from './communication-events';
