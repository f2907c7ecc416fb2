import { readJson, remove, writeJson } from '../../app/storage';

/**
 * What the first page of a two-page form has checked (mobile and code), handed to the second page
 * (the password) in session storage, never in the address, and dropped once used.
 */
export const REGISTER_VERIFIED = 'register.verified';
export const RESET_VERIFIED = 'resetPassword.verified';

export const keepVerified = (name: string, value: unknown) => writeJson(sessionStorage, name, value);
export const readVerified = <T>(name: string) => readJson<T>(sessionStorage, name);
export const dropVerified = (name: string) => remove(sessionStorage, name);

export const REGISTER_PATH = '/pagesMy/pages/loginreg/register';
export const SETTING_PWD_PATH = '/pagesMy/pages/loginreg/settingPwd';
export const RESET_PASSWORD_PATH = '/pagesMy/pages/loginreg/resetPassword';
export const RESET_PWD_PATH = '/pagesMy/pages/loginreg/resetPwd';
