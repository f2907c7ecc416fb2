import { clubPasswordChecks, redemptionPasswordChecks } from '../../../services/schemas/club-passwords';
import type { PasswordRules } from '../../components/NewPasswordFields';

const ruleErrors = ['validation.clubPasswordRule', 'validation.easyDigits', 'validation.redemptionPasswordFormat'];

/** The club login password's checklist (spec section 5). */
export const clubPasswordRules: PasswordRules = { checks: clubPasswordChecks, group: 'clubPassword.rules', ruleErrors };
/** The 6-digit redemption password's checklist. */
export const redemptionPasswordRules: PasswordRules = { checks: redemptionPasswordChecks, group: 'clubPassword.rules', ruleErrors, numeric: true };
