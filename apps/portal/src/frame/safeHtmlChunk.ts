// The kit's sanitising HTML component (with DOMPurify), in a chunk of its own: the frame loads it
// only when server HTML has markup to sanitise (ServerHtml).
export { SafeHtml } from '@coop-portal/ui';
