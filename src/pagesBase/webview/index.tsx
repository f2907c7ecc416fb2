/** The web view of the change-booking pages is the app's one web view. */
export { default } from '../../pages/web/index';
