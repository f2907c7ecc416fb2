/** Lets code outside React (the request helper, machines) navigate with the router. */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigateWith: Navigate = (path) => window.location.assign(path);

export const setNavigate = (navigate: Navigate) => {
  navigateWith = navigate;
};

export const goTo: Navigate = (path, options) => navigateWith(path, options);

export const HOME_PATH = '/pages/home/new-index';
/** How long a signed-out state must last before the auth guard sends the traveller to login (spec section 9). */
export const AUTH_CHECK_DEBOUNCE_MS = 150;
export const LOGIN_PATH = '/pages/login/index';
/** Where a guest finds a booking again (the spec's visitor page). */
export const VISITOR_PATH = '/pagesMy/pages/addOnService/visitorIndex';
